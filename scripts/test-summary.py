#!/usr/bin/env python3
"""Sums up `make test`: the lint, the XCTest run and the browser test, from the logs and exit
statuses that `make test-lint`, `make test-swift` and `make test-browser` leave in a results
folder.

Prints `make test: lint <clean or its findings>; XCTest <its closing line>; browser test: <its
closing line>`, then the one line .ci/run and the README rely on: `tests: N passed, M failed,
K skipped`. Each lint finding counts as one failure. A part that exits non-zero with no failed
test counted (a build error, a crash) counts as one failure. Exits 0 only when every part did.

Usage: scripts/test-summary.py RESULTS_DIR
"""

import pathlib
import re
import sys


def last_line(path, pattern):
    """The last line of the file at `path` that `pattern` matches, stripped; None without one."""
    try:
        lines = path.read_text(errors="replace").splitlines()
    except OSError:
        return None
    found = [line.strip() for line in lines if re.search(pattern, line)]
    return found[-1] if found else None


def status(path):
    """The exit status written to `path`; 1 when the part did not get to write one."""
    try:
        return int(path.read_text().strip())
    except (OSError, ValueError):
        return 1


def number(pattern, text):
    match = re.search(pattern, text or "")
    return int(match.group(1)) if match else 0


def main():
    results = pathlib.Path(sys.argv[1])
    lint_status = status(results / "lint.exit")
    swift_status, browser_status = status(results / "swift.exit"), status(results / "browser.exit")
    try:
        findings = len(re.findall(r": (?:warning|error): ", (results / "lint.log").read_text(errors="replace")))
    except OSError:
        findings = 0
    if lint_status != 0 and findings == 0:
        findings = 1
    lint = "clean" if lint_status == 0 else f"{findings} finding{'s' if findings != 1 else ''}"
    xctest = last_line(results / "swift.log", r"Executed [0-9]+ tests?")
    browser = last_line(results / "browser.log", r"^browser test: ")
    print(f"make test: lint {lint}; XCTest {xctest or f'did not run (exit {swift_status})'}; "
          f"{browser or f'browser test did not run (exit {browser_status})'}")

    x_run = number(r"^Executed ([0-9]+) tests?, with", xctest)
    x_skipped = number(r"^Executed [0-9]+ tests?, with ([0-9]+) tests? skipped and", xctest)
    x_failed = number(r"^Executed [0-9]+ tests?, with (?:.* skipped and )?([0-9]+) failures?", xctest)
    b_passed = number(r"^browser test: ([0-9]+) passed", browser)
    b_failed = number(r"^browser test: [0-9]+ passed, ([0-9]+) failed", browser)
    failed = x_failed + b_failed
    if (swift_status != 0 or browser_status != 0) and failed == 0:
        failed = 1
    failed += findings if lint_status != 0 else 0
    print(f"tests: {x_run - x_failed - x_skipped + b_passed} passed, {failed} failed, {x_skipped} skipped")
    return 0 if lint_status == 0 and swift_status == 0 and browser_status == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
