#!/usr/bin/env python3
"""A warm headless Chromium that screenshots one preview SVG on request: the peer baseline of the
site benchmarks (Benchmarks/SiteBenchmarks), timed by them one screenshot at a time.

Usage: scripts/chromium-screenshots.py PREVIEW.svg [--chromium PATH]

Loads a page showing the SVG, takes three screenshots to warm the browser, then prints `ready`.
Each line read from standard input then loads the SVG afresh (a query defeats the cache) and
screenshots it, and `ok` is printed; end of input closes the browser.
"""

import argparse
import pathlib
import shutil
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from browsertest.browser import Browser


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("svg", type=pathlib.Path)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    options = parser.parse_args()
    svg = options.svg.resolve()
    with tempfile.TemporaryDirectory(prefix="chromium-screenshots-") as work:
        page = pathlib.Path(work) / "preview.html"
        page.write_text(f'<!doctype html><body style="margin:0"><img id="p" src="{svg.as_uri()}"></body>')
        browser = Browser(options.chromium, pathlib.Path(work) / "chromium.log")
        try:
            browser.navigate(page.as_uri())
            for _ in range(3):
                browser.call("Page.captureScreenshot", {"format": "png"})
            print("ready", flush=True)
            for step, _ in enumerate(sys.stdin):
                browser.evaluate(
                    f"new Promise(r => {{ const i = document.getElementById('p'); i.onload = r; i.src = {svg.as_uri()!r} + '?{step}'; }})"
                )
                browser.call("Page.captureScreenshot", {"format": "png", "clip": {"x": 0, "y": 0, "width": 400, "height": 400, "scale": 1}})
                print("ok", flush=True)
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
