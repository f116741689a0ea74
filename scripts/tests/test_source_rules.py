"""scripts/check-source-rules.py: no Swift file of ours over 400 lines but the listed tables, and
every Mutex taken through Locking.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`)."""

import importlib.util
import pathlib
import subprocess
import tempfile
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / "check-source-rules.py"
spec = importlib.util.spec_from_file_location("check_source_rules", SCRIPT)
check_source_rules = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_source_rules)


class SourceRuleTests(unittest.TestCase):
    def checkout(self, files, text=None):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        root = pathlib.Path(folder.name)
        subprocess.run(["git", "init", "-q", str(root)], check=True)
        for path, lines in files.items():
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text(text.get(path, "") if text and path in text else "let x = 1\n" * lines,
                                     encoding="utf-8")
        subprocess.run(["git", "-C", str(root), "add", "."], check=True)
        return root

    def test_a_file_of_401_lines_is_found(self):
        root = self.checkout({"Sources/Site/Long.swift": 401, "Sources/Site/Short.swift": 400})
        self.assertEqual(check_source_rules.long_files(root), [("Sources/Site/Long.swift", 401)])

    def test_the_listed_tables_and_the_seeds_are_left_alone(self):
        table = next(iter(check_source_rules.EXCEPTIONS))
        root = self.checkout({table: 900, "Sources/Products/Seeds/Article/Article.swift": 500})
        self.assertEqual(check_source_rules.long_files(root), [])

    def test_a_mutex_taken_with_withLock_is_found_but_not_in_locking(self):
        taking = "let state = Mutex(0)\nstate.withLock { $0 += 1 }\n"
        root = self.checkout(
            {"Sources/Site/Raced.swift": 0, "Sources/Support/Locking/Mutex+Locked.swift": 0, "Sources/Site/Seen.swift": 0},
            text={"Sources/Site/Raced.swift": taking, "Sources/Support/Locking/Mutex+Locked.swift": taking,
                  "Sources/Site/Seen.swift": "let lock = NSLock()\nlock.withLock { }\n"})
        self.assertEqual(check_source_rules.unseen_locks(root), ["Sources/Site/Raced.swift"])

    def test_this_checkout_keeps_the_rules(self):
        root = SCRIPT.parent.parent
        self.assertEqual(check_source_rules.long_files(root), [])
        self.assertEqual(check_source_rules.unseen_locks(root), [])


if __name__ == "__main__":
    unittest.main()
