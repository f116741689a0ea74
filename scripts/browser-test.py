#!/usr/bin/env python3
"""Browser test of the built-in gallery site with Debian's headless chromium.

Drives chromium through the DevTools protocol over --remote-debugging-pipe, so it needs only
the Python standard library and the `chromium` package: no chromedriver, no network, no
display. Sections (scripts/browsertest/):
- `site`: Site/index.html and every widget page: images, console errors and the page scripts
  (search, copy link, tap targets, the timeline scrubber, the Home Screen and Add Widget sheet
  mock-ups, the VoiceOver switch's boxes and legend, the findings page, the dark theme).
- `diff-report`: the HTML report of `widget-gallery diff` on the site and a copy with two
  snapshots changed: counts, sentences, the two-up, swipe, onion skin and difference views,
  images, links and console.
- `live-activities`: the example extension's Live Activity and control pages (rows of states,
  columns of presentations, anchors) and their Lock Screen, Dynamic Island and Control Center
  mock-ups; the site is written by the XCTest `ExampleSiteTests`, so the tests must be built.
- `serve`: template edits update a page `widget-gallery serve` shows, in place; a broken
  template shows its error in the page.
- `conditions`: a gallery of 2 Dynamic Type sizes x 2 devices built by the tool: the widget
  page's condition switcher (no reload), its Variants view, lazy pictures, first paint, and
  the index's filter by condition.
- `scale` (only with --only scale, a few minutes): galleries built by the tool at the scale of
  conditions: a widget page of more than 10,000 previews (under 2 MB of HTML, first painted in
  under 1 s, lazy pictures, the switcher without a reload) and an index of 1,000 widgets
  (`merge` over a shard whose widget is repeated) whose search and filters answer in under
  100 ms. Not in the default run yet: the index's family and condition filters take 100 to
  300 ms over 1,000 cards (issue 36).
- `docs`: the documentation catalog `make docs` builds (.build/docs), served on loopback: the
  manual's landing page (documentation/widgetgallery), one article and one symbol page render
  their titles and text.
- `serve-package` (only with WIDGETGALLERY_SERVE_ACCEPTANCE=1 or --only serve-package): a small
  package that depends on this one, its Swift code edited while it is served (slow at first).

The sections that run the tool take the built `widget-gallery` (--widget-gallery PATH,
$WIDGETGALLERY_PROGRAM, or .build/debug/widget-gallery): `make test-browser` builds it first.
Screenshots and the browser log go to .build/artifacts/site/. Prints one line per check and a
closing line `browser test: N passed, N failed`; exits non-zero when a check fails or the
browser cannot be driven.

Usage: scripts/browser-test.py [--site DIR] [--docs DIR] [--artifacts DIR] [--chromium PATH] [--widget-gallery PATH]
       [--only site|diff-report|live-activities|serve|docs|conditions|scale|serve-package]
"""

import argparse
import os
import pathlib
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browsertest import serve
from browsertest.activities import check_activities
from browsertest.browser import Browser, BrowserError
from browsertest.checks import Checks
from browsertest.conditions import check_conditions
from browsertest.diff_report import check_diff_report
from browsertest.docs import check_docs
from browsertest.program import widget_gallery
from browsertest.scale import check_scale
from browsertest.site import check_site

ROOT = pathlib.Path(__file__).resolve().parent.parent


def sections(options):
    """The sections to run, by name, each a function of the browser and the checks."""
    program = lambda: widget_gallery(options.widget_gallery)  # noqa: E731  (looked up when a section needs it)
    chosen = {
        "site": lambda browser, checks: check_site(browser, checks, options.site, options.artifacts),
        "diff-report": lambda browser, checks: check_diff_report(browser, checks, options.site, options.artifacts, program()),
        "live-activities": lambda browser, checks: check_activities(browser, checks, options.artifacts),
        "serve": lambda browser, checks: serve.check_serve(browser, checks, program, options.artifacts),
        "docs": lambda browser, checks: check_docs(browser, checks, options.docs, options.artifacts),
        "conditions": lambda browser, checks: check_conditions(browser, checks, program(), options.artifacts),
    }
    if "scale" in (options.only or []):
        chosen["scale"] = lambda browser, checks: check_scale(browser, checks, program(), options.artifacts)
    if os.environ.get("WIDGETGALLERY_SERVE_ACCEPTANCE") == "1" or "serve-package" in (options.only or []):
        chosen["serve-package"] = lambda browser, checks: serve.check_serve_package(browser, checks, program, options.artifacts)
    return {name: chosen[name] for name in options.only or chosen}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=pathlib.Path, default=ROOT / "Site")
    parser.add_argument("--docs", type=pathlib.Path, default=ROOT / ".build" / "docs", help="the archive `make docs` builds")
    parser.add_argument("--artifacts", type=pathlib.Path, default=ROOT / ".build" / "artifacts" / "site")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM") or shutil.which("chromium") or "chromium")
    parser.add_argument("--widget-gallery", help="the built widget-gallery executable")
    sections_named = ["site", "diff-report", "live-activities", "serve", "docs", "conditions", "scale", "serve-package"]
    parser.add_argument("--only", action="append", choices=sections_named,
                        help="run only this section (repeatable); by default all but serve-package run")
    options = parser.parse_args()
    options.artifacts.mkdir(parents=True, exist_ok=True)
    checks = Checks()
    if not (options.site / "index.html").is_file():
        checks.check("site exists", False, f"{options.site}/index.html is missing (run `make gallery`)")
    elif not shutil.which(options.chromium):
        checks.check("chromium is installed", False, f"{options.chromium} not found (scripts/install-deps.sh installs it)")
    else:
        browser = None
        try:
            browser = Browser(options.chromium, options.artifacts / "chromium.log")
            # Each section runs even when the one before it broke off.
            for name, section in sections(options).items():
                try:
                    section(browser, checks)
                except (BrowserError, OSError, KeyError, TypeError, ValueError, subprocess.TimeoutExpired) as error:
                    checks.check(f"{name} section completes", False, f"{type(error).__name__}: {error}")
        except (BrowserError, OSError) as error:
            checks.check("browser starts", False, f"{type(error).__name__}: {error}")
        finally:
            if browser:
                browser.close()
    print(f"screenshots in {options.artifacts}")
    print(f"browser test: {checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
