"""Tests of scripts/docs-check.py, `make docs`'s verdict, over logs and symbol graphs made here:
a DocC warning fails it, and so does a public symbol declared in source without a doc comment;
extension blocks and symbols without a location (synthesized, inherited) do not count.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`)."""

import json
import pathlib
import shutil
import subprocess
import sys
import tempfile
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / "docs-check.py"
LOCATION = {"uri": "file:///repo/Sources/M/Thing.swift", "position": {"line": 3, "character": 14}}


def symbol(path, kind="swift.struct", doc="A thing.", location=True, access="public"):
    entry = {"kind": {"identifier": kind}, "pathComponents": path.split("/"), "accessLevel": access}
    if doc is not None:
        entry["docComment"] = {"lines": [{"text": doc}]}
    if location:
        entry["location"] = LOCATION
    return entry


class DocsCheckTests(unittest.TestCase):
    def setUp(self):
        self.folder = pathlib.Path(tempfile.mkdtemp())
        self.log = self.folder / "docs.log"
        self.log.write_text("Building for debugging...\nFinished building documentation for 'M' (1.2s)\n")

    def tearDown(self):
        shutil.rmtree(self.folder)

    def graph(self, module, symbols, name=None):
        folder = self.folder / "x86_64-unknown-linux-gnu" / "extracted-symbols" / "pkg" / module
        folder.mkdir(parents=True, exist_ok=True)
        graph = {"module": {"name": module}, "symbols": symbols, "relationships": []}
        (folder / f"{name or module}.symbols.json").write_text(json.dumps(graph))

    def run_check(self, *modules):
        return subprocess.run([sys.executable, str(SCRIPT), str(self.log), str(self.folder), *modules],
                              capture_output=True, text=True, check=False)

    def test_documented_symbols_pass(self):
        self.graph("M", [
            symbol("Thing"), symbol("Thing/size", kind="swift.property", doc="Its size."),
            # An extension block has no comment of its own; `!=` comes from Equatable.
            symbol("Other", kind="swift.extension", doc=None),
            symbol("Thing/!=(_:_:)", kind="swift.func.op", doc=None, location=False),
            symbol("Thing/helper()", kind="swift.method", doc=None, access="internal"),
        ])
        result = self.run_check("M")
        self.assertEqual(result.returncode, 0, result.stdout)
        self.assertIn("docs: 0 warnings, 0 undocumented symbols", result.stdout)

    def test_an_undocumented_symbol_fails_and_is_named(self):
        self.graph("M", [symbol("Thing"), symbol("Thing/draw(in:)", kind="swift.method", doc="  ")])
        self.graph("M", [symbol("Diffing/svg", kind="swift.type.property", doc=None)], name="M@SnapshotTesting")
        result = self.run_check("M")
        self.assertEqual(result.returncode, 1)
        self.assertIn("undocumented: M: Thing/draw(in:) (swift.method)", result.stdout)
        self.assertIn("undocumented: M: Diffing/svg (swift.type.property)", result.stdout)
        self.assertIn("docs: 0 warnings, 2 undocumented symbols", result.stdout)

    def test_a_docc_warning_fails(self):
        self.graph("M", [symbol("Thing")])
        self.log.write_text("warning: 'Nothing' doesn't exist at '/M'\n  --> Article.md:3:5-3:16\n"
                            "/repo/Sources/M/Thing.swift:4:1: warning: var never mutated\n")
        result = self.run_check("M")
        self.assertEqual(result.returncode, 1)
        self.assertIn("warning: 'Nothing' doesn't exist at '/M'", result.stdout)
        self.assertIn("docs: 2 warnings, 0 undocumented symbols", result.stdout)

    def test_a_module_without_a_symbol_graph_fails(self):
        self.graph("M", [symbol("Thing")])
        result = self.run_check("M", "Missing")
        self.assertEqual(result.returncode, 1)
        self.assertIn("undocumented: Missing: no symbol graph", result.stdout)


if __name__ == "__main__":
    unittest.main()
