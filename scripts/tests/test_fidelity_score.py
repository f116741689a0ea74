"""Tests of scripts/fidelity-score.py, the blurred SSIM beside the fidelity run's SSIM, over run
folders made here: "references" and "our" SVGs drawn from bars standing for text, where a glyph
change (the same bars drawn as outlines) is forgiven by the blur and a layout change (the bars
moved) is not.

Run: python3 -m unittest discover -s scripts/tests (or `make test-scripts`)."""

import importlib.util
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / "fidelity-score.py"
spec = importlib.util.spec_from_file_location("fidelity_score", SCRIPT)
fidelity_score = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fidelity_score)

WIDTH, HEIGHT = 60, 40


def bars(dy=0, rounded=False):
    """Three rows of blocks, like lines of text: squares, or discs of the same area and centre
    (another glyph shape with the same ink)."""
    shapes = []
    for row in range(3):
        for column in range(6):
            x, y = 4 + column * 9, 6 + row * 10 + dy
            if rounded:
                shapes.append(f'<circle cx="{x + 3}" cy="{y + 3}" r="{6 / 3.14159 ** 0.5:.4f}" fill="#000"/>')
            else:
                shapes.append(f'<rect x="{x}" y="{y}" width="6" height="6" fill="#000"/>')
    return "".join(shapes)


def widget_svg(content, corner="#fff"):
    """An SVG shaped like ours: a `Widget` group clipped to a rounded rectangle; `corner` paints
    what lies outside the clip (it must not count)."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">'
            f'<defs><clipPath id="c-1"><rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" rx="10"/></clipPath></defs>'
            f'<rect width="{WIDTH}" height="{HEIGHT}" fill="{corner}"/>'
            f'<g data-view="Widget" clip-path="url(#c-1)"><rect width="{WIDTH}" height="{HEIGHT}" fill="#fff"/>{content}</g></svg>')


class FidelityScoreTests(unittest.TestCase):
    def setUp(self):
        self.folder = pathlib.Path(tempfile.mkdtemp())
        self.fidelity = self.folder / "fidelity"
        (self.fidelity / "references").mkdir(parents=True)
        self.out = self.folder / "out"
        self.out.mkdir()
        self.cases = []

    def tearDown(self):
        shutil.rmtree(self.folder)

    def add(self, case_id, family, reference_svg, our_svg, appearance="light"):
        reference = self.fidelity / "references" / f"{case_id}.png"
        subprocess.run(["rsvg-convert", "-z", "3", "-f", "png", "-o", str(reference)], input=reference_svg.encode(), check=True)
        svg = self.out / f"{case_id}.svg"
        svg.write_text(our_svg)
        self.cases.append({"id": case_id, "set": "demo", "family": family, "appearance": appearance, "svg": str(svg),
                           "reference": f"references/{case_id}.png"})

    def run_script(self, *extra):
        header = "id\tset\tfamily\tappearance\treference\n"
        rows = "".join(f"{c['id']}\t{c['set']}\t{c['family']}\t{c['appearance']}\t{c['reference']}\n" for c in self.cases)
        (self.fidelity / "cases.tsv").write_text(header + rows)
        (self.out / "results.json").write_text(json.dumps([{k: v for k, v in c.items() if k != "reference"} for c in self.cases]))
        summary = self.folder / "summary.json"
        command = [sys.executable, str(SCRIPT), str(self.out), "--fidelity", str(self.fidelity), "--json", str(summary), *extra]
        result = subprocess.run(command, capture_output=True, text=True, check=False)
        return result, (json.loads(summary.read_text()) if summary.exists() else None)

    def score(self, case_id, summary):
        return next(c for c in summary["cases"] if c["id"] == case_id)

    def test_identical_pictures_score_one(self):
        self.add("same", "small", widget_svg(bars()), widget_svg(bars()))
        result, summary = self.run_script()
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertGreater(self.score("same", summary)["ssim"], 0.999)
        self.assertGreater(self.score("same", summary)["blurred"], 0.999)

    def test_the_blur_forgives_glyph_shapes_but_not_layout(self):
        self.add("glyphs", "small", widget_svg(bars()), widget_svg(bars(rounded=True)))
        self.add("layout", "small", widget_svg(bars()), widget_svg(bars(dy=4)))
        result, summary = self.run_script()
        self.assertEqual(result.returncode, 0, result.stderr)
        glyphs, layout = self.score("glyphs", summary), self.score("layout", summary)
        self.assertGreater(glyphs["blurred"], glyphs["ssim"] + 0.1)
        self.assertGreater(glyphs["blurred"], 0.85)
        self.assertLess(layout["blurred"], glyphs["blurred"] - 0.2)

    def test_no_blur_is_the_plain_score(self):
        self.add("glyphs", "small", widget_svg(bars()), widget_svg(bars(rounded=True)))
        _, summary = self.run_script("--sigma", "0")
        glyphs = self.score("glyphs", summary)
        self.assertAlmostEqual(glyphs["blurred"], glyphs["ssim"], places=9)

    def test_what_lies_outside_the_widget_clip_does_not_count(self):
        self.add("corners", "small", widget_svg(bars()), widget_svg(bars(), corner="#000"))
        _, summary = self.run_script()
        self.assertGreater(self.score("corners", summary)["ssim"], 0.999)

    def test_dark_cases_are_laid_over_black(self):
        white_bars = bars().replace('fill="#000"', 'fill="#fff"')
        backdrop = f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fff"/>{white_bars}'
        reference = widget_svg(white_bars).replace(backdrop, backdrop.replace("#fff", "#000", 1))
        ours = widget_svg(white_bars, corner="none").replace(backdrop, white_bars)
        self.assertNotEqual(reference, ours)
        self.add("dark", "small", reference, ours, appearance="dark")
        _, summary = self.run_script()
        self.assertGreater(self.score("dark", summary)["ssim"], 0.999)

    def test_lines_per_family_and_set(self):
        self.add("a", "small", widget_svg(bars()), widget_svg(bars()))
        self.add("b", "accessoryCircular", widget_svg(bars()), widget_svg(bars(dy=4)))
        result, summary = self.run_script()
        self.assertIn("demo accessoryCircular", result.stdout)
        self.assertIn("set demo", result.stdout)
        self.assertEqual([f["family"] for f in summary["families"]], ["accessoryCircular", "small"])
        self.assertEqual(summary["sets"][0]["cases"], 2)
        mean = (self.score("a", summary)["blurred"] + self.score("b", summary)["blurred"]) / 2
        self.assertAlmostEqual(summary["overall"]["blurred"], mean)

    def test_a_folder_without_results_is_bad_usage(self):
        result, _ = self.run_script()
        (self.out / "results.json").unlink()
        result = subprocess.run([sys.executable, str(SCRIPT), str(self.out), "--fidelity", str(self.fidelity)],
                                capture_output=True, text=True, check=False)
        self.assertEqual(result.returncode, 2)
        self.assertIn("results.json", result.stderr)

    def test_nothing_to_score_fails(self):
        self.add("gone", "small", widget_svg(bars()), widget_svg(bars()))
        (self.out / "gone.svg").unlink()
        result, _ = self.run_script()
        self.assertEqual(result.returncode, 1)

    def test_blur_keeps_the_mean(self):
        import numpy as np

        image = np.zeros((30, 30))
        image[10:20, 10:20] = 255
        blurred = fidelity_score.blur(image, 2)
        self.assertAlmostEqual(float(blurred.sum()), float(image.sum()), delta=1e-6)
        self.assertLess(float(blurred.max()), 255)


if __name__ == "__main__":
    unittest.main()
