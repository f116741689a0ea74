"""Tests of scripts/symbol-coverage.py, the share of SF Symbol names used in public code that
draw an icon, over a usage list and a symbol table made here, and over the committed ones.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`)."""

import importlib.util
import pathlib
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
SCRIPT = ROOT / "scripts" / "symbol-coverage.py"
spec = importlib.util.spec_from_file_location("symbol_coverage", SCRIPT)
symbol_coverage = importlib.util.module_from_spec(spec)
spec.loader.exec_module(symbol_coverage)

TABLE = '''enum SymbolTable {
  static let source = """
# hearts
heart                                       heart-outline                       F2D5
bolt                                        flash                               F241
"""
}
'''


class SymbolCoverageTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)
        self.table = pathlib.Path(self.folder.name) / "SymbolTable.swift"
        self.table.write_text(TABLE, encoding="utf-8")

    def usage(self, text):
        path = pathlib.Path(self.folder.name) / "usage.tsv"
        path.write_text(text, encoding="utf-8")
        return path

    def test_listed_and_enclosed_names_draw_an_icon(self):
        table = symbol_coverage.read_table(self.table)
        self.assertEqual(table, {"heart", "bolt"})
        for name in ["heart", "bolt.circle", "bolt.circle.fill", "heart.square", "heart.square.fill"]:
            self.assertTrue(symbol_coverage.draws_icon(name, table), name)
        for name in ["heart.fill", "star", ".circle", "circle", "heart.slash.circle"]:
            self.assertFalse(symbol_coverage.draws_icon(name, table), name)

    def test_coverage_weighs_names_by_their_counts(self):
        pairs = symbol_coverage.read_usage(self.usage("# comment\nheart\t6\nstar\t3\nbolt.circle\t1\n"))
        table = symbol_coverage.read_table(self.table)
        self.assertEqual(symbol_coverage.coverage(pairs, table), (7, 10, 2, 3))

    def test_a_malformed_line_is_an_error_naming_the_file_and_line(self):
        path = self.usage("heart\t6\nstar three\n")
        with self.assertRaises(ValueError) as caught:
            symbol_coverage.read_usage(path)
        self.assertIn("usage.tsv:2", str(caught.exception))
        self.assertEqual(symbol_coverage.main(["--usage", str(path), "--table", str(self.table)]), 2)

    def test_the_committed_list_is_well_formed_and_mostly_drawn(self):
        pairs = symbol_coverage.read_usage(ROOT / "scripts/data/sf-symbol-usage.tsv")
        names = [name for name, _ in pairs]
        self.assertEqual(len(names), len(set(names)), "each name once")
        self.assertGreater(len(pairs), 200)
        table = symbol_coverage.read_table(ROOT / "Sources/Render/TextEngine/Symbols/SymbolTable.swift")
        drawn, used, _, _ = symbol_coverage.coverage(pairs, table)
        self.assertGreaterEqual(drawn / used, 0.9)


if __name__ == "__main__":
    unittest.main()
