#!/usr/bin/env python3
"""A font-independent score beside SSIM for a run of ../shared/fidelity: SSIM after blurring both
pictures by about a stroke width, so that glyph shapes (Inter drawn for SF Pro) weigh little and
what moves the score is layout: where text, marks and shapes sit and how big they are.

Reads OUT_DIR/results.json, which the fidelity run writes (each case's id, set, family,
appearance and SVG; the fidelity folder's cases.tsv gives the iOS reference PNG), rasterises
each SVG at the reference's scale with rsvg-convert over white (light) or black (dark), crops to
the reference's size from the top left (as the run frames `wrap` cases) and compares the two in
greyscale inside the widget's clip (its rounded corners left out).

Prints one line per case (`SSIM`, the plain score, and `blurred`, the score after the blur), a
line per set and family, a line per set and an overall line; `--json PATH` also writes them.

The plain score here is this script's own SSIM and differs a little from the run's (its mask and
edges are its own); compare the two columns with each other, and runs with runs.

Usage: scripts/fidelity-score.py OUT_DIR [--fidelity DIR] [--sigma POINTS] [--scale N] [--json PATH]

  --fidelity DIR   the fidelity folder with cases.tsv and references/ (default: the one the run
                   used, read from OUT_DIR/pkg, else ../shared/fidelity next to this checkout)
  --sigma POINTS   the blur's standard deviation in points (default 1.5: a text stroke)
  --scale N        pixels per point of the references (default 3)

Needs numpy and Pillow (scripts/install-deps.sh installs them) and rsvg-convert.
Exit status: 0 some case was scored; 1 none could be; 2 bad usage or a missing input.
"""

import argparse
import csv
import io
import json
import pathlib
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import numpy as np
from PIL import Image

# Gaussian weighting of the SSIM windows (Wang et al. 2004): sigma 1.5 px, 11 px wide.
WINDOW_SIGMA = 1.5
C1 = (0.01 * 255) ** 2
C2 = (0.03 * 255) ** 2


def gaussian_kernel(sigma):
    """A normalised 1-D Gaussian kernel reaching three standard deviations each side."""
    radius = max(1, int(np.ceil(3 * sigma)))
    x = np.arange(-radius, radius + 1, dtype=np.float64)
    kernel = np.exp(-(x * x) / (2 * sigma * sigma))
    return kernel / kernel.sum()


def blur(image, sigma):
    """`image` (2-D float) convolved with a Gaussian of `sigma` pixels, edges extended."""
    if sigma <= 0:
        return image
    kernel = gaussian_kernel(sigma)
    radius = len(kernel) // 2
    out = image
    for axis in (0, 1):
        padded = np.pad(out, [(radius, radius) if a == axis else (0, 0) for a in (0, 1)], mode="edge")
        acc = np.zeros_like(out)
        for i, weight in enumerate(kernel):
            acc += weight * (padded[i:i + out.shape[0], :] if axis == 0 else padded[:, i:i + out.shape[1]])
        out = acc
    return out


def ssim_map(a, b):
    """The SSIM of each pixel's Gaussian window between greyscale images `a` and `b` (0 to 255)."""
    mu_a, mu_b = blur(a, WINDOW_SIGMA), blur(b, WINDOW_SIGMA)
    var_a = blur(a * a, WINDOW_SIGMA) - mu_a * mu_a
    var_b = blur(b * b, WINDOW_SIGMA) - mu_b * mu_b
    cov = blur(a * b, WINDOW_SIGMA) - mu_a * mu_b
    return ((2 * mu_a * mu_b + C1) * (2 * cov + C2)) / ((mu_a * mu_a + mu_b * mu_b + C1) * (var_a + var_b + C2))


def grey(rgba, backdrop):
    """Rec. 601 luma of an RGBA array laid over a grey level `backdrop` (0 to 255)."""
    pixels = rgba.astype(np.float64)
    alpha = pixels[..., 3:4] / 255
    rgb = pixels[..., :3] * alpha + backdrop * (1 - alpha)
    return rgb @ np.array([0.299, 0.587, 0.114])


def scores(reference, ours, sigma_px, backdrop=255, mask=None):
    """(SSIM, blurred SSIM) of two RGBA arrays laid over `backdrop`, over `mask` (the pixels
    inside the widget; all when None); ours and the mask are cropped to the reference from the
    top left. None when no pixel is left."""
    height = min(reference.shape[0], ours.shape[0])
    width = min(reference.shape[1], ours.shape[1])
    ref_grey = grey(reference[:height, :width], backdrop)
    our_grey = grey(ours[:height, :width], backdrop)
    inside = np.ones((height, width), bool) if mask is None else mask[:height, :width]
    if inside.shape != (height, width) or not inside.any():
        return None
    mask = inside
    # Outside the clip ours is the reference, so that no window reaching over the edge counts
    # what the clip hides.
    our_grey = np.where(mask, our_grey, ref_grey)
    plain = float(ssim_map(ref_grey, our_grey)[mask].mean())
    blurred = float(ssim_map(blur(ref_grey, sigma_px), blur(our_grey, sigma_px))[mask].mean())
    return plain, blurred


def widget_mask(svg_path, scale):
    """The pixels inside the widget's clip (the `Widget` group's clip path), fully covered, or
    None when the SVG has no such clip."""
    ns = "{http://www.w3.org/2000/svg}"
    root = ElementTree.parse(svg_path).getroot()
    widget = next((g for g in root.iter(ns + "g") if g.get("data-view") == "Widget" and g.get("clip-path")), None)
    if widget is None:
        return None
    clip_id = widget.get("clip-path").removeprefix("url(#").removesuffix(")")
    clip = next((c for c in root.iter(ns + "clipPath") if c.get("id") == clip_id), None)
    if clip is None:
        return None
    shapes = []
    for shape in clip:
        shape.set("fill", "#ffffff")
        shapes.append(ElementTree.tostring(shape, encoding="unicode"))
    width, height = root.get("width"), root.get("height")
    view_box = root.get("viewBox") or f"0 0 {width} {height}"
    document = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="{view_box}">'
                + "".join(shapes) + "</svg>")
    alpha = rasterise_text(document, scale)[..., 3]
    return alpha == 255


def load_png(path):
    return np.asarray(Image.open(path).convert("RGBA"))


def rasterise_text(svg_text, scale):
    """An SVG document rasterised by rsvg-convert at `scale`, as an RGBA array."""
    result = subprocess.run(["rsvg-convert", "-z", str(scale), "-f", "png"], input=svg_text.encode(), capture_output=True, check=True)
    return np.asarray(Image.open(io.BytesIO(result.stdout)).convert("RGBA"))


def cases(fidelity):
    """Each case's row of the fidelity folder's cases.tsv, by id."""
    with open(fidelity / "cases.tsv", newline="") as f:
        return {row["id"]: row for row in csv.DictReader(f, delimiter="\t")}


def default_fidelity(out):
    here = pathlib.Path(__file__).resolve().parent.parent
    for candidate in (here.parent / "shared" / "fidelity", here.parent.parent / "shared" / "fidelity"):
        if (candidate / "cases.tsv").exists():
            return candidate
    return None


def summarise(rows, key):
    """Mean plain and blurred scores of `rows` grouped by `key`, in sorted order."""
    groups = {}
    for row in rows:
        groups.setdefault(key(row), []).append(row)
    return [(name, len(group), float(np.mean([r["ssim"] for r in group])), float(np.mean([r["blurred"] for r in group])))
            for name, group in sorted(groups.items())]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("--fidelity")
    parser.add_argument("--sigma", type=float, default=1.5)
    parser.add_argument("--scale", type=float, default=3)
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    out = pathlib.Path(args.out)
    results_path = out / "results.json"
    if not results_path.exists():
        print(f"{results_path}: no results.json (run ../shared/fidelity/run.sh first)", file=sys.stderr)
        return 2
    fidelity = pathlib.Path(args.fidelity) if args.fidelity else default_fidelity(out)
    if fidelity is None or not (fidelity / "cases.tsv").exists():
        print("no fidelity folder with cases.tsv: pass --fidelity DIR", file=sys.stderr)
        return 2
    table = cases(fidelity)
    rows = []
    for case in json.loads(results_path.read_text()):
        svg, known = case.get("svg"), table.get(case.get("id"))
        if not svg or known is None or not pathlib.Path(svg).exists() or not (fidelity / known["reference"]).exists():
            continue
        appearance = case.get("appearance") or known.get("appearance")
        pair = scores(load_png(fidelity / known["reference"]), rasterise_text(pathlib.Path(svg).read_text(), args.scale),
                      args.sigma * args.scale, backdrop=255 if appearance == "light" else 0, mask=widget_mask(svg, args.scale))
        if pair is None:
            continue
        family = case.get("family") or known.get("family", "")
        row = {"id": case["id"], "set": case.get("set") or known.get("set", ""), "family": family, "ssim": pair[0], "blurred": pair[1]}
        rows.append(row)
        print(f"{row['id']:<80} SSIM {row['ssim']:.4f}  blurred {row['blurred']:.4f}", flush=True)
    if not rows:
        print("no case could be scored", file=sys.stderr)
        return 1
    summary = {"sigma_points": args.sigma, "cases": rows, "families": [], "sets": []}
    for name, count, plain, blurred in summarise(rows, lambda r: (r["set"], r["family"])):
        print(f"{name[0] + ' ' + name[1]:<40} {count:3d} cases  SSIM {plain:.4f}  blurred {blurred:.4f}")
        summary["families"].append({"set": name[0], "family": name[1], "cases": count, "ssim": plain, "blurred": blurred})
    for name, count, plain, blurred in summarise(rows, lambda r: r["set"]):
        print(f"{'set ' + name:<40} {count:3d} cases  SSIM {plain:.4f}  blurred {blurred:.4f}")
        summary["sets"].append({"set": name, "cases": count, "ssim": plain, "blurred": blurred})
    plain, blurred = float(np.mean([r["ssim"] for r in rows])), float(np.mean([r["blurred"] for r in rows]))
    print(f"{'overall':<40} {len(rows):3d} cases  SSIM {plain:.4f}  blurred {blurred:.4f}")
    summary["overall"] = {"cases": len(rows), "ssim": plain, "blurred": blurred}
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(summary, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
