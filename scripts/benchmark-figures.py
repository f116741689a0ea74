#!/usr/bin/env python3
"""The site and edit-loop figures of the last benchmark run: previews per second of the built-in
gallery's full build and how many times faster one preview is delivered than a warm headless
Chromium screenshot of one preview, both measured in that run (Benchmarks/SiteBenchmarks writes
the samples to .build/benchmark-figures/); and edit-to-page, `serve`'s edit shown in the browser
(scripts/edit-latency.py --figures writes its samples there). Targets: at least 10,000 previews a
second, 300 times, and edit-to-page at most 1 s.

The edit-to-page figure is also checked against a stored baseline
(.benchmarkBaselines/EditLoop/<name>/edit-to-page.json), as package-benchmark checks its own: its
median may be at most THRESHOLDS[...] percent slower, and every edit must have gone through serve's
planned build. The verdict is a line in package-benchmark's words (`is WORSE than`, `is BETTER
than`, `is WITHIN`), which `make benchmark-check` reads from both.

Usage: scripts/benchmark-figures.py [BASELINE-NAME]  (the name is only printed)
       scripts/benchmark-figures.py --check BASELINE-NAME   (exit 1 on a regression)
       scripts/benchmark-figures.py --store BASELINE-NAME   (the run's edit-to-page figure becomes the baseline)
Exits 2 when the run's figures are missing."""

import json
import pathlib
import shutil
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOLDER = ROOT / ".build" / "benchmark-figures"
BASELINES = ROOT / ".benchmarkBaselines" / "EditLoop"
PREVIEWS_TARGET = 10_000
RATIO_TARGET = 300
EDIT_TO_PAGE_TARGET = 1.0
# Relative thresholds at the median, in percent, as Benchmarks/ gives wall times (a third).
THRESHOLDS = {"edit-to-page": 35}


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def read_figure(path):
    try:
        figure = json.loads(path.read_text())
        samples = figure["samples"]
    except (OSError, ValueError, KeyError) as error:
        print(f"benchmark-figures: no figures in {path} ({error}); run make benchmark first", file=sys.stderr)
        raise SystemExit(2) from None
    if not samples:
        print(f"benchmark-figures: {path} has no samples", file=sys.stderr)
        raise SystemExit(2)
    return figure


def read(name):
    return read_figure(FOLDER / f"{name}.json")["samples"]


def fell_back(figure):
    """The edits of an edit-to-page run that went through `swift build`, with serve's reasons."""
    return figure.get("swiftBuilds", []) if isinstance(figure.get("swiftBuilds"), list) else []


def check(name, figures=FOLDER, baselines=BASELINES):
    """Lines comparing the run's edit-to-page figure with the stored baseline `name`, and
    whether it regressed (slower past the threshold, or any edit through `swift build`)."""
    latest = read_figure(figures / "edit-to-page.json")
    stored = read_figure(baselines / name / "edit-to-page.json")
    now, then = statistics.median(latest["samples"]), statistics.median(stored["samples"])
    threshold = THRESHOLDS["edit-to-page"]
    change = 100 * (now - then) / then
    label = (f"edit-to-page (serve): p50 {now:.2f} s against {then:.2f} s in '{name}' ({change:+.0f} %, threshold {threshold} %;"
             f" load average {latest.get('loadAverage', '?')} against {stored.get('loadAverage', '?')})")
    lines, regressed = [], False
    if change > threshold:
        lines.append(f"{label} is WORSE than the stored baseline")
        regressed = True
    elif change < -threshold:
        lines.append(f"{label} is BETTER than the stored baseline")
    else:
        lines.append(f"{label} is WITHIN the threshold")
    swift_builds = fell_back(latest)
    if swift_builds:
        lines.append(
            f"edit-to-page (serve): {len(swift_builds)} of {len(latest['samples'])} edits went through swift build,"
            f" not the planned build, which is WORSE than the stored baseline: {'; '.join(swift_builds)}")
        regressed = True
    return lines, regressed


def store(name, figures=FOLDER, baselines=BASELINES):
    """The run's edit-to-page figure as the stored baseline `name`."""
    read_figure(figures / "edit-to-page.json")
    (baselines / name).mkdir(parents=True, exist_ok=True)
    shutil.copyfile(figures / "edit-to-page.json", baselines / name / "edit-to-page.json")


def verdict(value, target):
    return "meets the target" if value >= target else f"{target / value:.2f}x short of the target"


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        lines, regressed = check(sys.argv[2])
        print("\n".join(lines))
        return 1 if regressed else 0
    if len(sys.argv) == 3 and sys.argv[1] == "--store":
        store(sys.argv[2])
        print(f"benchmark-figures: edit-to-page stored as '{sys.argv[2]}' ({BASELINES / sys.argv[2] / 'edit-to-page.json'})")
        return 0
    rates = read("full-build")
    shots = read("chromium-screenshot")
    rate, slow_rate = statistics.median(rates), percentile(rates, 0.1)
    shot, slow_shot = statistics.median(shots), percentile(shots, 0.9)
    ratio = rate * shot
    label = f" (baseline '{sys.argv[1]}')" if len(sys.argv) > 1 else ""
    print(f"Site figures of this run{label}, {len(rates)} full builds and {len(shots)} screenshots:")
    print(f"  full build: {rate:,.0f} previews/s at p50, {slow_rate:,.0f} at p90 of build time"
          f" (target >= {PREVIEWS_TARGET:,}: {verdict(rate, PREVIEWS_TARGET)})")
    print(f"  chromium screenshot of one preview (warm): {shot * 1000:.1f} ms at p50, {slow_shot * 1000:.1f} ms at p90")
    print(f"  per preview delivered: {ratio:,.0f}x the chromium screenshot at p50, {slow_rate * slow_shot:,.0f}x at p90"
          f" (target >= {RATIO_TARGET}x: {verdict(ratio, RATIO_TARGET)})")
    edit = read_figure(FOLDER / "edit-to-page.json")
    page = statistics.median(edit["samples"])
    met = "meets the target" if page <= EDIT_TO_PAGE_TARGET else f"{page / EDIT_TO_PAGE_TARGET:.2f}x the target"
    planned = len(edit["samples"]) - len(fell_back(edit))
    print(f"  edit-to-page (serve, debug): {page:.2f} s at p50 of {len(edit['samples'])} edits, {planned} through the planned build"
          f" (target <= {EDIT_TO_PAGE_TARGET:g} s: {met})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
