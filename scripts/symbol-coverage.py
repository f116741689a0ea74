#!/usr/bin/env python3
"""The share of SF Symbol names used in public code that the gallery draws as an icon.

Reads a list of SF Symbol names with how often each was seen in public code (by default
scripts/data/sf-symbol-usage.tsv: `name<TAB>count` lines, `#` lines are comments) and the text
engine's symbol table (Sources/Render/TextEngine/Symbols/SymbolTable.swift). A name draws an
icon when the table lists it, or when it ends in `.circle`, `.circle.fill`, `.square` or
`.square.fill` and the table lists the name without that ending (the engine draws the bare
icon inside the shape, as `TextEngine.symbol(named:)` does); any other name draws the
labelled placeholder.

Prints the coverage by use (each name weighted by its count) and by name (each name once);
`--missing N` also lists the N most used names that draw the placeholder.

Usage: scripts/symbol-coverage.py [--usage PATH] [--table PATH] [--missing N]
Exit status: 0 printed; 2 a file is missing or malformed.
"""

import argparse
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ENDINGS = (".circle.fill", ".circle", ".square.fill", ".square")


def read_usage(path):
    """The (name, count) pairs of a usage list, in file order."""
    pairs = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 2 or not fields[1].isdigit():
            raise ValueError(f"{path}:{number}: expected 'name<TAB>count', got {line!r}")
        pairs.append((fields[0], int(fields[1])))
    return pairs


def read_table(path):
    """The SF Symbol names the symbol table maps, from its `source` string literal."""
    text = path.read_text(encoding="utf-8")
    start = text.find('static let source = """')
    if start < 0:
        raise ValueError(f"{path}: no `static let source` table")
    body = text[text.index("\n", start) + 1 : text.index('"""', text.index("\n", start))]
    names = set()
    for line in body.splitlines():
        fields = line.split()
        if len(fields) == 3 and not fields[0].startswith("#"):
            names.add(fields[0])
    return names


def draws_icon(name, table):
    """Whether `name` draws an icon: listed, or an enclosed form of a listed name."""
    if name in table:
        return True
    for ending in ENDINGS:
        if name.endswith(ending) and len(name) > len(ending):
            return name[: -len(ending)] in table
    return False


def coverage(pairs, table):
    """(covered uses, all uses, covered names, all names)."""
    used = sum(count for _, count in pairs)
    drawn = sum(count for name, count in pairs if draws_icon(name, table))
    names = sum(1 for name, _ in pairs if draws_icon(name, table))
    return drawn, used, names, len(pairs)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--usage", type=pathlib.Path, default=ROOT / "scripts/data/sf-symbol-usage.tsv")
    parser.add_argument("--table", type=pathlib.Path, default=ROOT / "Sources/Render/TextEngine/Symbols/SymbolTable.swift")
    parser.add_argument("--missing", type=int, default=0, metavar="N")
    args = parser.parse_args(argv)
    try:
        pairs = read_usage(args.usage)
        table = read_table(args.table)
    except (OSError, ValueError) as error:
        print(f"symbol-coverage: {error}", file=sys.stderr)
        return 2
    drawn, used, names, total = coverage(pairs, table)
    print(f"by use:  {drawn}/{used} = {drawn / max(used, 1):.1%} of uses draw an icon")
    print(f"by name: {names}/{total} = {names / max(total, 1):.1%} of names draw an icon")
    if args.missing:
        missing = [(name, count) for name, count in pairs if not draws_icon(name, table)]
        missing.sort(key=lambda pair: (-pair[1], pair[0]))
        for name, count in missing[: args.missing]:
            print(f"  placeholder: {name}\t{count}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
