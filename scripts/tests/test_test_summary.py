"""Tests of scripts/test-summary.py, make test's closing summary, over results folders made here:
counts from the xUnit files and the outcomes the test processes recorded, and a skip outside
SKIPS_ALLOWED counts as a failure.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`)."""

import pathlib
import subprocess
import sys
import tempfile
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / "test-summary.py"


def xunit(classes, failing=(), skipping=()):
    cases = "".join(
        f'<testcase classname="{name}" name="{method}" time="0.1">'
        + ('<failure message="failure"></failure>' if method in failing else "")
        + ("<skipped />" if method in skipping else "") + "</testcase>"
        for name, methods in sorted(classes.items()) for method in methods)
    return f'<?xml version="1.0" encoding="UTF-8"?><testsuites><testsuite name="TestResults">{cases}</testsuite></testsuites>'


class TestSummaryTests(unittest.TestCase):
    def setUp(self):
        self.folder = pathlib.Path(tempfile.mkdtemp())
        (self.folder / "swift-tests").mkdir()
        files = {
            "lint.exit": "0", "scripts.exit": "0", "swift.exit": "0", "serve.exit": "0", "browser.exit": "0", "ci.exit": "0",
            "swift-testing.exit": "0",
            "swift-testing.xml": xunit({"SwiftTestingSnapshotTests.SnapshotSwiftTestingTests": ["svgReference()"]}),
            "scripts.log": "Ran 2 tests in 0.010s\n\nOK\n", "ci.log": "Ran 1 test in 0.020s\n\nOK\n",
            "browser.log": "browser test: 3 passed, 0 failed\n",
            "serve.xml": xunit({"GalleryServerTests.SiteServerTests": ["testServes"]}),
        }
        for name, text in files.items():
            (self.folder / name).write_text(text)

    def tearDown(self):
        for path in sorted(self.folder.rglob("*"), reverse=True):
            path.rmdir() if path.is_dir() else path.unlink()
        self.folder.rmdir()

    def summary(self, swift_tests, recorded, failing=()):
        (self.folder / "swift.xml").write_text(xunit(swift_tests, failing))
        (self.folder / "swift-tests" / "4242.tsv").write_text("\n".join(recorded) + "\n")
        run = subprocess.run([sys.executable, str(SCRIPT), str(self.folder)], capture_output=True, text=True, check=False)
        return run.returncode, run.stdout

    def test_counts_come_from_the_xunit_files_and_the_recorded_outcomes(self):
        status, output = self.summary(
            {"MirrorCoreTests.TextTests": ["testA", "testB", "testC"]},
            ["passed\tTextTests.testA", "failed\tTextTests.testB", "passed\tTextTests.testC"], failing=["testB"])
        self.assertEqual(status, 1, output)
        self.assertIn("XCTest 3 tests: 2 passed, 1 failed, 0 skipped", output)
        self.assertTrue(output.endswith("tests: 10 passed, 1 failed, 0 skipped\n"), output)

    def test_a_skip_outside_the_allow_list_fails_the_run(self):
        status, output = self.summary(
            {"GalleryCLITests.OutputPathTests": ["testADeviceIsRefusedAndKept", "testOther"]},
            ["skipped\tOutputPathTests.testADeviceIsRefusedAndKept", "passed\tOutputPathTests.testOther"])
        self.assertEqual(status, 1, output)
        self.assertIn("SKIPS_ALLOWED may: OutputPathTests.testADeviceIsRefusedAndKept", output)
        self.assertTrue(output.endswith("tests: 9 passed, 1 failed, 0 skipped\n"), output)

    def test_a_child_process_half_may_skip(self):
        status, output = self.summary(
            {"GalleryRunnerTests.ReferenceClockTests": ["testInChildProcessTimers", "testUnderTheClockTimers"]},
            ["skipped\tReferenceClockTests.testInChildProcessTimers", "passed\tReferenceClockTests.testUnderTheClockTimers"])
        self.assertEqual(status, 0, output)
        self.assertTrue(output.endswith("tests: 9 passed, 0 failed, 1 skipped\n"), output)

    def test_a_skipped_script_test_outside_the_allow_list_fails_the_run(self):
        (self.folder / "scripts.log").write_text(
            "test_thing (test_x.ThingTests.test_thing) ... skipped 'no network'\n\n"
            "Ran 2 tests in 0.010s\n\nOK (skipped=1)\n")
        status, output = self.summary({"MirrorCoreTests.TextTests": ["testA"]}, ["passed\tTextTests.testA"])
        self.assertEqual(status, 1, output)
        self.assertIn("SKIPS_ALLOWED may: ThingTests.test_thing", output)

    def test_swift_testing_results_are_counted_and_a_failure_fails_the_run(self):
        (self.folder / "swift-testing.exit").write_text("1")
        (self.folder / "swift-testing.xml").write_text(xunit(
            {"SwiftTestingSnapshotTests.SnapshotSwiftTestingTests": ["svgReference()", "pngReference()"]},
            failing=["pngReference()"]))
        status, output = self.summary({"MirrorCoreTests.TextTests": ["testA"]}, ["passed\tTextTests.testA"])
        self.assertEqual(status, 1, output)
        self.assertIn("Swift Testing 2 tests: 1 passed, 1 failed, 0 skipped", output)
        self.assertTrue(output.endswith("tests: 9 passed, 1 failed, 0 skipped\n"), output)

    def test_a_swift_testing_skip_is_read_from_its_xunit_file_and_fails_the_run(self):
        (self.folder / "swift-testing.xml").write_text(xunit(
            {"SwiftTestingSnapshotTests.SnapshotSwiftTestingTests": ["svgReference()"]}, skipping=["svgReference()"]))
        status, output = self.summary({"MirrorCoreTests.TextTests": ["testA"]}, ["passed\tTextTests.testA"])
        self.assertEqual(status, 1, output)
        self.assertIn("SKIPS_ALLOWED may: SnapshotSwiftTestingTests.svgReference()", output)

    def test_a_swift_testing_run_with_no_test_fails(self):
        (self.folder / "swift-testing.xml").write_text(xunit({}))
        status, output = self.summary({"MirrorCoreTests.TextTests": ["testA"]}, ["passed\tTextTests.testA"])
        self.assertEqual(status, 1, output)
        self.assertIn("Swift Testing: no test ran", output)
        self.assertTrue(output.endswith("tests: 8 passed, 1 failed, 0 skipped\n"), output)


if __name__ == "__main__":
    unittest.main()
