"""Tests of scripts/benchmark-figures.py's edit-to-page check, as `make benchmark-check` runs it:
the run's figure (scripts/edit-latency.py --figures) against a stored baseline, in
package-benchmark's words, failing on a median past the threshold or any edit through `swift build`.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`)."""

import importlib.util
import json
import pathlib
import subprocess
import sys
import tempfile
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / "benchmark-figures.py"
EDIT_LATENCY = SCRIPT.parent / "edit-latency.py"
SPEC = importlib.util.spec_from_file_location("benchmark_figures", SCRIPT)
figures_module = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(figures_module)


class EditToPageCheckTests(unittest.TestCase):
    def setUp(self):
        self.folder = pathlib.Path(tempfile.mkdtemp())
        self.run = self.folder / "figures"
        self.baselines = self.folder / "EditLoop"
        self.write(self.baselines / "stored", [0.9, 0.96, 1.0, 0.95, 0.97])

    def tearDown(self):
        subprocess.run(["rm", "-rf", str(self.folder)], check=True)

    def write(self, folder, samples, swift_builds=()):
        folder.mkdir(parents=True, exist_ok=True)
        figure = {"name": "edit-to-page", "unit": "s", "samples": samples, "swiftBuilds": list(swift_builds)}
        (folder / "edit-to-page.json").write_text(json.dumps(figure))

    def check(self):
        return figures_module.check("stored", figures=self.run, baselines=self.baselines)

    def test_a_run_within_the_threshold_passes(self):
        self.write(self.run, [1.1, 1.2, 1.05, 1.0, 1.15])
        lines, regressed = self.check()
        self.assertFalse(regressed)
        self.assertEqual(len(lines), 1)
        self.assertIn("p50 1.10 s against 0.96 s in 'stored' (+15 %, threshold 35 %; load average", lines[0])
        self.assertTrue(lines[0].endswith("is WITHIN the threshold"), lines[0])

    def test_a_median_past_the_threshold_is_worse(self):
        self.write(self.run, [2.42, 2.13, 3.11, 2.3, 2.5])
        lines, regressed = self.check()
        self.assertTrue(regressed)
        self.assertIn("is WORSE than the stored baseline", lines[0])

    def test_a_faster_run_past_the_threshold_is_better_and_passes(self):
        self.write(self.run, [0.5, 0.55, 0.6, 0.5, 0.52])
        lines, regressed = self.check()
        self.assertFalse(regressed)
        self.assertIn("is BETTER than the stored baseline", lines[0])

    def test_an_edit_through_swift_build_is_a_regression_even_within_the_threshold(self):
        reason = "edit 2: another build holds /p/.build/.lock"
        self.write(self.run, [0.96, 0.97, 1.2, 0.95, 0.96], swift_builds=[reason])
        lines, regressed = self.check()
        self.assertTrue(regressed)
        self.assertIn("is WITHIN", lines[0])
        self.assertIn("1 of 5 edits went through swift build", lines[1])
        self.assertIn("WORSE", lines[1])
        self.assertIn(reason, lines[1])

    def test_store_makes_the_run_the_baseline(self):
        self.write(self.run, [0.7, 0.8, 0.75])
        figures_module.store("next", figures=self.run, baselines=self.baselines)
        stored = json.loads((self.baselines / "next" / "edit-to-page.json").read_text())
        self.assertEqual(stored["samples"], [0.7, 0.8, 0.75])

    def test_a_missing_figure_exits_2_naming_the_file(self):
        with self.assertRaises(SystemExit) as raised:
            self.check()
        self.assertEqual(raised.exception.code, 2)

    def test_the_repository_has_a_stored_baseline_the_check_reads(self):
        stored = figures_module.BASELINES / "stored" / "edit-to-page.json"
        figure = figures_module.read_figure(stored)
        self.assertEqual(figure["name"], "edit-to-page")
        self.assertEqual(figure["swiftBuilds"], [], "the stored baseline's edits all went through the planned build")

    def test_edit_latency_writes_the_figure_the_check_reads(self):
        """edit-latency.py's --figures option and the key names agree with this script's."""
        source = EDIT_LATENCY.read_text()
        self.assertIn('parser.add_argument("--figures"', source)
        self.assertIn('"samples": times, "swiftBuilds": swift_builds, "loadAverage": load', source)
        self.assertIn('figures / "edit-to-page.json"', source)
        self.assertIn("(target <= 1 s)", source)

    def test_make_benchmark_check_runs_the_check_into_the_log_it_reads(self):
        makefile = (SCRIPT.parent.parent / "Makefile").read_text()
        check = makefile[makefile.index("benchmark-check: benchmark"):makefile.index("benchmark-baseline: deps")]
        self.assertIn("python3 scripts/benchmark-figures.py --check stored > .build/edit-loop-check.log 2>&1; edit=$$?", check)
        self.assertIn("cat .build/edit-loop-check.log >> .build/benchmark-check.log", check)
        self.assertLess(check.index(">> .build/benchmark-check.log"), check.index('grep -q "is WORSE than"'))
        self.assertIn("EDIT_LOOP := python3 scripts/edit-latency.py --only page --edits 5 --figures .build/benchmark-figures", makefile)
        benchmark = makefile[makefile.index("benchmark: deps"):makefile.index("benchmark-check: benchmark")]
        self.assertLess(benchmark.index("$(EDIT_LOOP)"), benchmark.index("scripts/benchmark-figures.py latest"))

    def test_the_command_line_exits_1_on_a_regression(self):
        self.write(self.run, [2.42, 2.13, 3.11])
        code = (
            "import importlib.util, pathlib, sys\n"
            f"spec = importlib.util.spec_from_file_location('f', {str(SCRIPT)!r})\n"
            "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)\n"
            f"m.FOLDER = pathlib.Path({str(self.run)!r}); m.BASELINES = pathlib.Path({str(self.baselines)!r})\n"
            "sys.argv = ['benchmark-figures.py', '--check', 'stored']\n"
            "m.check.__defaults__ = (m.FOLDER, m.BASELINES)\n"
            "sys.exit(m.main())\n")
        result = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True)
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertIn("is WORSE than", result.stdout)


if __name__ == "__main__":
    unittest.main()
