#!/usr/bin/env python3
"""Sums up `make test`: the lint, the scripts' unit tests, the two XCTest runs (the root
package's and the server package's in Serve/), the browser test and the CI templates' tests,
from the logs and exit statuses that `make test-lint`, `make test-scripts`, `make test-swift`,
`make test-serve`, `make test-browser` and `make test-ci` leave in a results folder.

Prints `make test: lint <clean or its findings>; scripts/tests <its closing lines>; XCTest <its
closing line>; XCTest Serve/ <its closing line>; CI templates <its closing lines>; browser test:
<its closing line>`, then the one line .ci/run and the README rely on: `tests: N passed,
M failed, K skipped`, over the scripts' tests, both XCTest runs, the CI templates' tests and
the browser test. Each lint finding counts as one failure. A part
that exits non-zero with no failed test counted (a build error, a crash) counts as one
failure. Exits 0 only when every part did.

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


def xctest(results, name):
    """An XCTest run's closing line (None when it did not get to one), exit status, and its
    counts: run, failed and skipped tests."""
    line = last_line(results / f"{name}.log", r"Executed [0-9]+ tests?")
    run = number(r"^Executed ([0-9]+) tests?, with", line)
    skipped = number(r"^Executed [0-9]+ tests?, with ([0-9]+) tests? skipped and", line)
    failed = number(r"^Executed [0-9]+ tests?, with (?:.* skipped and )?([0-9]+) failures?", line)
    return line, status(results / f"{name}.exit"), run, failed, skipped


def unittest(results, name):
    """A Python unittest run's closing lines, `Ran N tests in T` and `OK`/`FAILED (…)`, as one
    (None when it did not get to them), exit status, and its counts: run, failed (failures and
    errors) and skipped tests, in the shape of `xctest`'s."""
    ran = last_line(results / f"{name}.log", r"^Ran [0-9]+ tests? in ")
    verdict = last_line(results / f"{name}.log", r"^(?:OK|FAILED)(?: \(.*\))?$")
    line = f"{ran}, {verdict}" if ran and verdict else ran
    run = number(r"^Ran ([0-9]+) tests?", ran)
    failed = number(r"failures=([0-9]+)", verdict) + number(r"errors=([0-9]+)", verdict)
    skipped = number(r"skipped=([0-9]+)", verdict)
    return line, status(results / f"{name}.exit"), run, failed, skipped


def main():
    results = pathlib.Path(sys.argv[1])
    lint_status = status(results / "lint.exit")
    browser_status = status(results / "browser.exit")
    try:
        findings = len(re.findall(r": (?:warning|error): ", (results / "lint.log").read_text(errors="replace")))
    except OSError:
        findings = 0
    if lint_status != 0 and findings == 0:
        findings = 1
    lint = "clean" if lint_status == 0 else f"{findings} finding{'s' if findings != 1 else ''}"
    runs = [("scripts/tests", *unittest(results, "scripts")), ("XCTest", *xctest(results, "swift")),
            ("XCTest Serve/", *xctest(results, "serve")), ("CI templates", *unittest(results, "ci"))]
    browser = last_line(results / "browser.log", r"^browser test: ")
    shown = [f"{label} {line or f'did not run (exit {exit_status})'}" for label, line, exit_status, *_ in runs]
    print(f"make test: lint {lint}; {'; '.join(shown)}; "
          f"{browser or f'browser test did not run (exit {browser_status})'}")

    b_passed = number(r"^browser test: ([0-9]+) passed", browser)
    b_failed = number(r"^browser test: [0-9]+ passed, ([0-9]+) failed", browser)
    parts = [(exit_status, failed) for _, _, exit_status, _, failed, _ in runs] + [(browser_status, b_failed)]
    # A part that failed without a failed test counted (a build error, a crash) counts as one.
    failed = sum(part_failed or (1 if part_status != 0 else 0) for part_status, part_failed in parts)
    failed += findings if lint_status != 0 else 0
    passed = sum(run - run_failed - skipped for _, _, _, run, run_failed, skipped in runs) + b_passed
    skipped = sum(skipped for *_, skipped in runs)
    print(f"tests: {passed} passed, {failed} failed, {skipped} skipped")
    return 0 if lint_status == 0 and all(part_status == 0 for part_status, _ in parts) else 1


if __name__ == "__main__":
    sys.exit(main())
