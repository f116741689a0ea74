#!/usr/bin/env python3
"""The site figures of the last benchmark run: previews per second of the built-in gallery's full
build and how many times faster one preview is delivered than a warm headless Chromium screenshot
of one preview, both measured in that run (Benchmarks/SiteBenchmarks writes the samples to
.build/benchmark-figures/). Targets: at least 10,000 previews a second and 300 times.

Usage: scripts/benchmark-figures.py [BASELINE-NAME]  (the name is only printed)
Exits 2 when the run's figures are missing."""

import json
import pathlib
import statistics
import sys

FOLDER = pathlib.Path(__file__).resolve().parent.parent / ".build" / "benchmark-figures"
PREVIEWS_TARGET = 10_000
RATIO_TARGET = 300


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def read(name):
    path = FOLDER / f"{name}.json"
    try:
        samples = json.loads(path.read_text())["samples"]
    except (OSError, ValueError, KeyError) as error:
        raise SystemExit(f"benchmark-figures: no figures of the run in {path} ({error}); run the site benchmarks first") from None
    if not samples:
        raise SystemExit(f"benchmark-figures: {path} has no samples")
    return samples


def verdict(value, target):
    return "meets the target" if value >= target else f"{target / value:.2f}x short of the target"


def main():
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
