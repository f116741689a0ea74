"""scripts/check-file-lengths.py: no Swift file of ours over 400 lines but the listed tables.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`)."""

import importlib.util
import pathlib
import subprocess
import tempfile
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / "check-file-lengths.py"
spec = importlib.util.spec_from_file_location("check_file_lengths", SCRIPT)
check_file_lengths = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_file_lengths)


class FileLengthTests(unittest.TestCase):
    def checkout(self, files):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        root = pathlib.Path(folder.name)
        subprocess.run(["git", "init", "-q", str(root)], check=True)
        for path, lines in files.items():
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text("let x = 1\n" * lines, encoding="utf-8")
        subprocess.run(["git", "-C", str(root), "add", "."], check=True)
        return root

    def test_a_file_of_401_lines_is_found(self):
        root = self.checkout({"Sources/Site/Long.swift": 401, "Sources/Site/Short.swift": 400})
        self.assertEqual(check_file_lengths.long_files(root), [("Sources/Site/Long.swift", 401)])

    def test_the_listed_tables_and_the_seeds_are_left_alone(self):
        table = next(iter(check_file_lengths.EXCEPTIONS))
        root = self.checkout({table: 900, "Sources/Products/Seeds/Article/Article.swift": 500})
        self.assertEqual(check_file_lengths.long_files(root), [])

    def test_this_checkout_keeps_the_rule(self):
        root = SCRIPT.parent.parent
        self.assertEqual(check_file_lengths.long_files(root), [])


if __name__ == "__main__":
    unittest.main()
