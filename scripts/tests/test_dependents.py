"""What a package that depends on WidgetGallery resolves: the products' dependencies, never the
benchmarks' (ordo-one/benchmark and its malloc interposer) or the documentation's
(swift-docc-plugin): those are the root package's alone, for our own development.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`); needs `swift`."""

import json
import os
import pathlib
import shutil
import subprocess
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
SWIFT = os.environ.get("SWIFT") or "swift"


def identities(node):
    for dependency in node.get("dependencies", []):
        yield dependency["identity"]
        yield from identities(dependency)


@unittest.skipIf(shutil.which(SWIFT) is None, "no swift on PATH")
class DependentPackageTests(unittest.TestCase):
    def test_a_dependent_resolves_no_development_package(self):
        with tempfile.TemporaryDirectory(prefix="dependent-") as folder:
            package = pathlib.Path(folder)
            (package / "Sources" / "App").mkdir(parents=True)
            (package / "Sources" / "App" / "main.swift").write_text("import WidgetGallery\n")
            (package / "Package.swift").write_text(
                "// swift-tools-version:6.2\nimport PackageDescription\n"
                'let package = Package(name: "App", platforms: [.macOS(.v15)],\n'
                f'  dependencies: [.package(name: "WidgetGallery", path: {json.dumps(str(ROOT))})],\n'
                '  targets: [.executableTarget(name: "App", dependencies: [.product(name: "WidgetGallery", package: "WidgetGallery")])])\n')
            result = subprocess.run(
                [SWIFT, "package", "--package-path", folder, "show-dependencies", "--format", "json"],
                capture_output=True, text=True, timeout=600, check=False)
            self.assertEqual(result.returncode, 0, result.stderr[-2000:])
            graph = json.loads(result.stdout[result.stdout.index("{"):])
            resolved = set(identities(graph))
            self.assertEqual([dependency["url"] for dependency in graph["dependencies"]], [str(ROOT)])
            self.assertIn("swift-snapshot-testing", resolved)
            self.assertNotIn("benchmark", resolved)
            self.assertNotIn("malloc-interposer", resolved)
            self.assertNotIn("swift-docc-plugin", resolved)


if __name__ == "__main__":
    unittest.main()
