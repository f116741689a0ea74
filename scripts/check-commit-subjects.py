#!/usr/bin/env python3
"""Fails when a commit since the rule began has a subject over 72 characters.

A subject is what `git log --oneline` shows of a commit: it should read as one line of history,
with the why in the body (CONTRIBUTING.md, "Commits"). The rule holds from commit RULE_START on;
earlier subjects are history and left as they are. In a shallow clone that lacks RULE_START,
only the last commit is checked. `make lint` runs it.
"""

import subprocess
import sys

RULE_START = "5f8292143224998e9da1d4d19bfe94a039ef6d84"
LIMIT = 72


def git(*args):
    return subprocess.run(["git", *args], capture_output=True, text=True, check=False)


def main():
    if git("rev-parse", "--git-dir").returncode != 0:
        print("commit subjects: not a git checkout; nothing to check")
        return 0
    known = git("cat-file", "-e", f"{RULE_START}^{{commit}}").returncode == 0
    revisions = [f"{RULE_START}..HEAD"] if known else ["-1", "HEAD"]
    log = git("log", "--format=%h %s", *revisions)
    if log.returncode != 0:
        print(f"commit subjects: git log failed: {log.stderr.strip()}", file=sys.stderr)
        return 1
    long = [line for line in log.stdout.splitlines() if len(line.split(" ", 1)[1]) > LIMIT]
    for line in long:
        commit, subject = line.split(" ", 1)
        print(f"commit subjects: {commit} has a subject of {len(subject)} characters (at most {LIMIT}): {subject[:80]}…",
              file=sys.stderr)
    return 1 if long else 0


if __name__ == "__main__":
    sys.exit(main())
