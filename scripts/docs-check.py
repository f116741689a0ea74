#!/usr/bin/env python3
"""Checks what `make docs` built: the output of `swift package generate-documentation` holds no
warning or error (DocC's unresolved links, undocumented parameters…, and the plugin's own), and
every public symbol that the documented modules declare has a doc comment.

The symbols are read from the symbol graphs the plugin extracted,
`.build/<triple>/extracted-symbols/<package>/<Module>/*.symbols.json`: each symbol declared in
our source (it has a location; extension blocks and what the compiler synthesizes or a protocol
provides are left out) needs a `docComment`. Prints each finding and a closing line
`docs: N warnings, N undocumented symbols`; exits 1 when there is any.

Usage: scripts/docs-check.py LOG BUILD_DIR MODULE...
"""

import json
import pathlib
import re
import sys

# A diagnostic line of DocC (`warning: …`, `error: …`) or of SwiftPM and the plugin
# (`…: warning: …`, `error: …`).
DIAGNOSTIC = re.compile(r"(?:^|: )(?:warning|error): ")


def diagnostics(log_text):
    """The warning and error lines of the generation's output."""
    return [line for line in log_text.splitlines() if DIAGNOSTIC.search(line)]


def symbol_graphs(build_dir, module):
    """The symbol graph files the plugin extracted for `module` (its own and its extensions')."""
    return sorted(pathlib.Path(build_dir).glob(f"*/extracted-symbols/*/{module}/*.symbols.json"))


def undocumented(graph):
    """`Module: path/to/symbol (kind)` for each symbol of a symbol graph that is declared in
    source, is not an extension block, and has no doc comment."""
    module = graph.get("module", {}).get("name", "?")
    found = []
    for symbol in graph.get("symbols", []):
        kind = symbol.get("kind", {}).get("identifier", "")
        if kind == "swift.extension" or not symbol.get("location"):
            continue
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        lines = (symbol.get("docComment") or {}).get("lines", [])
        if not any(line.get("text", "").strip() for line in lines):
            found.append(f"{module}: {'/'.join(symbol.get('pathComponents', []))} ({kind})")
    return found


def main(argv):
    if len(argv) < 4:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    log, build_dir, modules = pathlib.Path(argv[1]), argv[2], argv[3:]
    warnings = diagnostics(log.read_text(errors="replace"))
    for line in warnings:
        print(line)
    missing = []
    for module in modules:
        files = symbol_graphs(build_dir, module)
        if not files:
            missing.append(f"{module}: no symbol graph under {build_dir}/*/extracted-symbols/")
        for file in files:
            missing += undocumented(json.loads(file.read_text()))
    for symbol in missing:
        print(f"undocumented: {symbol}")
    print(f"docs: {len(warnings)} warnings, {len(missing)} undocumented symbols")
    return 1 if warnings or missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
