#!/usr/bin/env python3
"""Sums up `make test`: the lint, the scripts' unit tests, the two XCTest runs (the root
package's and the server package's in Serve/), the root package's Swift Testing run, the browser
test and the CI templates' tests, from the logs, results and exit statuses that `make test-lint`,
`make test-scripts`, `make test-swift`, `make test-swift-testing`, `make test-serve`, `make
test-browser` and `make test-ci` leave in a results folder.

Prints `make test: lint <clean or its findings>; scripts/tests <its closing lines>; XCTest <its
counts>; Swift Testing <its counts>; XCTest Serve/ <its counts>; CI templates <its closing
lines>; browser test: <its closing line>`, then the one line .ci/run and CONTRIBUTING.md rely on:
`tests: N passed, M failed, K skipped`, over the scripts' tests, the XCTest and Swift Testing
runs, the CI templates' tests and the browser test. Each lint finding counts as one failure. A
part that exits non-zero with no failed test counted (a build error, a crash) counts as one
failure, and so does a Swift Testing run with no test in it (its tests were not linked, or a
filter left none). Exits 0 only when every part did and nothing failed.

An XCTest run's tests are read from its xUnit file (`<part>.xml`, written by `swift test
--parallel --xunit-output`) and the outcomes its test processes recorded (`<part>-tests/*.tsv`,
GalleryTestSupport's TestResultRecorder: `--parallel` prints the output of failed tests only, so
skips are seen there); without an xUnit file, from XCTest's closing `Executed N tests` line.

A skipped test is a failure unless it is on SKIPS_ALLOWED: a test that skips is a test that did
not run, and the suite says so instead of passing.

Usage: scripts/test-summary.py RESULTS_DIR
"""

import pathlib
import re
import sys
import xml.etree.ElementTree as ElementTree

# Tests that may skip, by how their method's name starts, and why. Keep it short.
SKIPS_ALLOWED = [
    # The child-process half of a test (ReferenceClockTests, DeterminismTests): the parent test
    # runs it in a process of its own; anywhere else it skips. `make test-swift` leaves them out
    # (`--skip testInChildProcess`), so this only covers a run without that option.
    ("testInChildProcess", "the child-process half of a test, run by the test that starts it"),
]


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


def xunit_outcomes(path):
    """`Class.testMethod` → "passed", "failed" or "skipped" from an xUnit file; None without
    one. (XCTest's never says skipped; Swift Testing's does, with a `skipped` element.)"""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return None
    outcomes = {}
    for case in root.iter("testcase"):
        name = case.get("classname", "").split(".")[-1] + "." + case.get("name", "")
        failed = case.find("failure") is not None or case.find("error") is not None
        skipped = case.find("skipped") is not None
        outcomes[name] = "failed" if failed else "skipped" if skipped else "passed"
    return outcomes


def recorded_outcomes(folder):
    """`Class.testMethod` → "passed", "failed" or "skipped" as the test processes recorded them;
    a test's last line counts (a process that re-executes itself runs its test again)."""
    outcomes = {}
    for file in sorted(folder.glob("*.tsv")) if folder.is_dir() else []:
        for line in file.read_text(errors="replace").splitlines():
            outcome, _, name = line.partition("\t")
            if name:
                outcomes[name] = outcome
    return outcomes


def allowed_skip(name):
    method = name.split(".")[-1]
    return any(method.startswith(prefix) for prefix, _ in SKIPS_ALLOWED)


def xctest(results, name):
    """An XCTest run's summary text (None when it did not get to one), exit status, its counts
    (run, failed, skipped) and the skips outside SKIPS_ALLOWED."""
    exit_status = status(results / f"{name}.exit")
    xunit = xunit_outcomes(results / f"{name}.xml")
    if xunit is None:
        line = last_line(results / f"{name}.log", r"Executed [0-9]+ tests?")
        run = number(r"^Executed ([0-9]+) tests?, with", line)
        skipped = number(r"^Executed [0-9]+ tests?, with ([0-9]+) tests? skipped and", line)
        failed = number(r"^Executed [0-9]+ tests?, with (?:.* skipped and )?([0-9]+) failures?", line)
        return line, exit_status, run, failed, skipped, []
    # The tests the run started are the xUnit file's; what their own child processes ran
    # (the halves `testInChildProcess…`) is recorded too, and left out.
    recorded = recorded_outcomes(results / f"{name}-tests")
    names = set(xunit)
    failed = {test for test in names if "failed" in (xunit.get(test), recorded.get(test))}
    skipped = {test for test in names if "skipped" in (xunit.get(test), recorded.get(test))} - failed
    disallowed = sorted(test for test in skipped if not allowed_skip(test))
    summary = (f"{len(names)} tests: {len(names) - len(failed) - len(skipped)} passed, "
               f"{len(failed)} failed, {len(skipped)} skipped")
    return summary, exit_status, len(names), len(failed), len(skipped), disallowed


def unittest(results, name):
    """A Python unittest run's closing lines, `Ran N tests in T` and `OK`/`FAILED (…)`, as one
    (None when it did not get to them), exit status, its counts: run, failed (failures and
    errors) and skipped tests, and the skips outside SKIPS_ALLOWED (`-v` names each), in the
    shape of `xctest`'s."""
    ran = last_line(results / f"{name}.log", r"^Ran [0-9]+ tests? in ")
    verdict = last_line(results / f"{name}.log", r"^(?:OK|FAILED)(?: \(.*\))?$")
    line = f"{ran}, {verdict}" if ran and verdict else ran
    run = number(r"^Ran ([0-9]+) tests?", ran)
    failed = number(r"failures=([0-9]+)", verdict) + number(r"errors=([0-9]+)", verdict)
    skipped = number(r"skipped=([0-9]+)", verdict)
    try:
        log = (results / f"{name}.log").read_text(errors="replace")
    except OSError:
        log = ""
    # `test_x (module.Class.test_x) ... skipped 'why'` (Python 3.11; `(module.Class)` before).
    skips = []
    for method, qualified in re.findall(r"^(\w+) \(([\w.]+)\)[^\n]*\.\.\. skipped", log, re.MULTILINE):
        parts = qualified.split(".")
        test_class = parts[-2] if parts[-1] == method and len(parts) > 1 else parts[-1]
        skips.append(f"{test_class}.{method}")
    disallowed = sorted(test for test in skips if not allowed_skip(test))
    return line, status(results / f"{name}.exit"), run, failed, skipped, disallowed


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
            ("Swift Testing", *xctest(results, "swift-testing")), ("XCTest Serve/", *xctest(results, "serve")),
            ("CI templates", *unittest(results, "ci"))]
    # A Swift Testing run that found no test passes with exit 0; here it fails.
    empty = [label for label, _, _, run, *_ in runs if label == "Swift Testing" and run == 0]
    for label in empty:
        print(f"{label}: no test ran")
    browser = last_line(results / "browser.log", r"^browser test: ")
    shown = [f"{label} {line or f'did not run (exit {exit_status})'}" for label, line, exit_status, *_ in runs]
    print(f"make test: lint {lint}; {'; '.join(shown)}; "
          f"{browser or f'browser test did not run (exit {browser_status})'}")
    disallowed = [test for *_, skips in runs for test in skips]
    for test in disallowed:
        print(f"skipped, which only the tests in scripts/test-summary.py's SKIPS_ALLOWED may: {test}")

    b_passed = number(r"^browser test: ([0-9]+) passed", browser)
    b_failed = number(r"^browser test: [0-9]+ passed, ([0-9]+) failed", browser)
    parts = [(exit_status, failed) for _, _, exit_status, _, failed, _, _ in runs] + [(browser_status, b_failed)]
    # A part that failed without a failed test counted (a build error, a crash) counts as one.
    failed = sum(part_failed or (1 if part_status != 0 else 0) for part_status, part_failed in parts)
    failed += findings if lint_status != 0 else 0
    failed += len(disallowed) + len(empty)
    passed = sum(run - run_failed - skipped for _, _, _, run, run_failed, skipped, _ in runs) + b_passed
    skipped = sum(skipped for *_, skipped, _ in runs) - len(disallowed)
    print(f"tests: {passed} passed, {failed} failed, {skipped} skipped")
    ok = lint_status == 0 and all(part_status == 0 for part_status, _ in parts) and failed == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
