"""The root manifest declares the benchmarks (package-benchmark, its malloc interposer and the
targets in Benchmarks/) only when WIDGETGALLERY_BENCHMARKS is set, as
`make benchmark` sets it, so that a plain `swift build --build-tests` (CI's) builds none of them;
and swift-docc-plugin only when WIDGETGALLERY_DOCS is set, as `make docs` sets it.

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
SUITES = {"SiteBenchmarks", "LayoutBenchmarks", "SVGBenchmarks", "SnapshotBenchmarks", "DiffBenchmarks", "BoundsBenchmarks"}


def manifest(benchmarks=False, docs=False):
    switches = {"WIDGETGALLERY_BENCHMARKS": benchmarks, "WIDGETGALLERY_DOCS": docs}
    environment = {key: value for key, value in os.environ.items() if key not in switches}
    environment.update({key: "1" for key, on in switches.items() if on})
    with tempfile.TemporaryDirectory(prefix="manifest-") as scratch:
        result = subprocess.run(
            [SWIFT, "package", "--package-path", str(ROOT), "--scratch-path", scratch, "dump-package"],
            capture_output=True, text=True, timeout=600, check=False, env=environment)
    if result.returncode != 0:
        raise AssertionError(result.stderr[-2000:])
    package = json.loads(result.stdout)
    targets = {target["name"] for target in package["targets"]}
    dependencies = {kind[0]["identity"] for dependency in package["dependencies"] for kind in dependency.values()}
    return targets, dependencies


@unittest.skipIf(shutil.which(SWIFT) is None, "no swift on PATH")
class ManifestTests(unittest.TestCase):
    def test_a_plain_manifest_has_no_benchmarks(self):
        targets, dependencies = manifest(benchmarks=False)
        self.assertIn("WidgetGalleryTool", targets)
        self.assertFalse({name for name in targets if "Benchmark" in name})
        self.assertIn("swift-snapshot-testing", dependencies)
        self.assertFalse(dependencies & {"benchmark", "malloc-interposer", "swift-docc-plugin"})

    def test_the_benchmark_manifest_has_every_suite(self):
        targets, dependencies = manifest(benchmarks=True)
        self.assertLessEqual(SUITES | {"BenchmarkWorkloads", "CBenchmarkGallery", "WidgetGalleryTool"}, targets)
        self.assertLessEqual({"benchmark", "malloc-interposer"}, dependencies)
        # Every folder of Benchmarks/ is declared: the suites and what they share.
        self.assertEqual({path.name for path in (ROOT / "Benchmarks").iterdir() if path.is_dir()},
                         SUITES | {"BenchmarkWorkloads", "CBenchmarkGallery"})
        self.assertNotIn("swift-docc-plugin", dependencies)

    def test_the_docs_manifest_has_the_docc_plugin(self):
        targets, dependencies = manifest(docs=True)
        self.assertIn("swift-docc-plugin", dependencies)
        self.assertFalse({name for name in targets if "Benchmark" in name})


if __name__ == "__main__":
    unittest.main()
