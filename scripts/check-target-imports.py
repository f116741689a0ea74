#!/usr/bin/env python3
"""Fails when one of this package's targets imports a module it does not declare as a dependency.

Reads the log of `swift build --explicit-target-dependency-import-check error` (given as the
argument, or standard input) and the package's targets (`swift package dump-package`). SwiftPM
applies the check to every package in the graph; findings in other packages' targets are listed
but do not fail: they are `#if canImport(UIKit)`-style imports that see this package's
Apple-named modules, which those packages' own builds cannot declare (see CONTRIBUTING.md).
"""

import json
import pathlib
import re
import subprocess
import sys

FINDING = re.compile(r"error: Target (\S+) imports another target \((\S+)\) in the package without declaring it a dependency")


def our_targets(package_path="."):
    dumped = subprocess.run(["swift", "package", "--package-path", package_path, "dump-package"],
                            check=True, capture_output=True, text=True)
    return {target["name"] for target in json.loads(dumped.stdout)["targets"]}


def main():
    log = pathlib.Path(sys.argv[1]).read_text(encoding="utf-8") if len(sys.argv) > 1 else sys.stdin.read()
    package_path = sys.argv[2] if len(sys.argv) > 2 else "."
    ours = our_targets(package_path)
    findings = sorted(set(FINDING.findall(log)))
    failed = [(target, module) for target, module in findings if target in ours]
    for target, module in findings:
        if target not in ours:
            print(f"note: {target} (a dependency) imports {module} through `canImport`; not ours to declare")
    for target, module in failed:
        print(f"error: {target} imports {module} without declaring it a dependency in Package.swift")
    if failed:
        return 1
    print(f"target imports: every import of this package's {len(ours)} targets is a declared dependency")
    return 0


if __name__ == "__main__":
    sys.exit(main())
