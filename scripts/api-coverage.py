#!/usr/bin/env python3
"""API coverage: per module, the share of the iOS SDK's public declarations that the mirror
declares with a compatible signature.

The SDK side is Tools/APICoverage/sdk/<Module>.tsv, one line per public declaration of the iOS
18 SDK's `.swiftinterface` (names and signatures only; Tools/APICoverage/README.md has the
format). Our side is what the same-named module of this package shows a client that imports
it: its own public symbols and those of every module it re-exports (`@_exported import`,
followed transitively), read with the toolchain's `swift-symbolgraph-extract` from the modules
`swift build` left in .build (cached under .build/api-coverage/ by module file). Matching and
the normalisation of types: scripts/apicoverage/compare.py.

Prints per module the SDK's declarations, how many we declare (same kind and path), how many
of those are compatible (same signature after normalisation), and the share compatible.

Usage: scripts/api-coverage.py [--markdown] [--facts DIR] [--build-path DIR]
       scripts/api-coverage.py --gaps MODULE|all [--explain] [--usage DIR...] [--limit N]
       scripts/api-coverage.py --extract MODULE FILE.swiftinterface   (facts of an interface)
Exits 0; 1 when something is broken (no build, a bad facts file, the extractor failing).
"""

import argparse
import os
import pathlib
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from apicoverage import compare
from apicoverage.interface import facts_from_interface, format_facts
from apicoverage.symbols import BuildError, Package

ROOT = pathlib.Path(__file__).resolve().parent.parent


def find_extractor():
    found = shutil.which("swift-symbolgraph-extract")
    if found:
        return found
    swift = shutil.which("swift")
    if swift:
        beside = pathlib.Path(os.path.realpath(swift)).parent / "swift-symbolgraph-extract"
        if beside.exists():
            return str(beside)
    return "/opt/swift/usr/bin/swift-symbolgraph-extract"


def measure(facts_dir, package):
    results = []
    files = {path.stem: compare.read_facts(path) for path in sorted(pathlib.Path(facts_dir).glob("*.tsv"))}
    sdk_index = compare.alias_index([fact for facts in files.values() for fact in facts])
    for module, facts in files.items():
        if package.has_module(module):
            our_facts, conformances, modules = package.visible_facts(module)
        else:
            our_facts, conformances, modules = set(), {}, []
        # The SDK's typealiases first, then ours: `Output` of our `Publishers.Map` reads as the
        # SDK's, and one the SDK's facts leave out (it binds an associated type) as ours.
        aliases = compare.alias_index((), sorted(our_facts), base=sdk_index)
        results.append(compare.coverage(module, facts, compare.Ours(our_facts, conformances), modules, aliases))
    return results


def percent(value):
    return f"{100 * value:.1f}%"


def print_table(results):
    rows = [(r.module, r.total, r.declared, r.compatible, percent(r.share),
             "" if r.our_modules else "no module of that name") for r in results]
    total = sum(r.total for r in results)
    compatible = sum(r.compatible for r in results)
    rows.append(("total", total, sum(r.declared for r in results), compatible,
                 percent(compatible / total if total else 0), ""))
    print(f"{'module':<24}{'SDK':>8}{'declared':>10}{'compatible':>12}{'share':>8}")
    for module, total_, declared, compatible_, share, note in rows:
        line = f"{module:<24}{total_:>8}{declared:>10}{compatible_:>12}{share:>8}"
        print(f"{line}  {note}".rstrip())


def print_markdown(results):
    print("| Module | SDK declarations | Declared | Compatible | Share |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for r in results:
        name = f"`{r.module}`" + ("" if r.our_modules else " (no module)")
        print(f"| {name} | {r.total} | {r.declared} | {r.compatible} | {percent(r.share)} |")
    total = sum(r.total for r in results)
    compatible = sum(r.compatible for r in results)
    print(f"| Total | {total} | {sum(r.declared for r in results)} | {compatible} | "
          f"{percent(compatible / total if total else 0)} |")


def print_gaps(results, module, usage_dirs, limit, explain=False):
    """One line per missing or incompatible declaration (status, module, kind, path, signature),
    or with `usage_dirs` one line per name (path) ranked by use: count, status, module, kind,
    path and how many of its overloads are gaps. A missing one that another of our modules
    declares says which (`declared in SwiftUI`)."""
    chosen = [r for r in results if module in ("all", r.module)]
    if not chosen:
        raise compare.FactsError(f"no facts file for module {module!r} (have: "
                                 f"{', '.join(r.module for r in results)})")
    gaps = [(status, fact, r) for r in chosen for status, fact in r.gaps()]

    def elsewhere(fact, result):
        """Our other modules that declare a missing declaration (it may be in the wrong home)."""
        found = [r.module for r in results
                 if r is not result and r.ours and compare.classify(fact, r.ours) != "missing"]
        return f"\tdeclared in {', '.join(found)}" if found else ""

    if usage_dirs:
        usage = compare.usage_counts(usage_dirs)
        grouped = {}
        for status, fact, result in gaps:
            key = (fact[0], fact[1], fact[2])
            entry = grouped.setdefault(key, [usage.count(fact), set(), 0, ""])
            entry[1].add(status)
            entry[2] += 1
            if status == "missing":
                entry[3] = entry[3] or elsewhere(fact, result)
        ranked = sorted(grouped.items(), key=lambda item: (-item[1][0], item[0]))
        for (mod, kind, path), (count, statuses, overloads, note) in ranked[:limit]:
            status = "missing" if statuses == {"missing"} else "incompatible"
            print(f"{count}\t{status}\t{mod}\t{kind}\t{path}\t{overloads}{note}")
        return
    for status, fact, result in gaps[:limit]:
        mod, kind, path, signature = fact
        line = f"{status}\t{mod}\t{kind}\t{path}\t{signature}"
        if status == "incompatible" and explain:
            ours = "; ".join(sorted({f"{k} {s}" for k, s in result.candidates(fact)}))
            line += f"\tours: {ours}"
        elif status == "missing":
            line += elsewhere(fact, result)
        print(line)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--facts", default=str(ROOT / "Tools" / "APICoverage" / "sdk"), help="folder of <Module>.tsv")
    parser.add_argument("--build-path", default=str(ROOT / ".build"), help="SwiftPM's build folder")
    parser.add_argument("--extractor", default=None, help="swift-symbolgraph-extract to run")
    parser.add_argument("--markdown", action="store_true", help="print the table of the Compatibility article")
    parser.add_argument("--gaps", metavar="MODULE", help="list the missing or incompatible declarations (or `all`)")
    parser.add_argument("--usage", nargs="+", metavar="DIR", help="rank gaps by use in the Swift sources under DIR")
    parser.add_argument("--limit", type=int, default=None, help="print at most N gaps")
    parser.add_argument("--explain", action="store_true", help="with --gaps: show our declarations an incompatible one was compared with")
    parser.add_argument("--extract", nargs=2, metavar=("MODULE", "INTERFACE"),
                        help="print the facts of a .swiftinterface (or excerpts, concatenated)")
    args = parser.parse_args(argv)
    try:
        if args.extract:
            module, interface = args.extract
            sys.stdout.write(format_facts(facts_from_interface(module, pathlib.Path(interface).read_text())))
            return 0
        package = Package(args.build_path, args.extractor or find_extractor())
        results = measure(args.facts, package)
        if not results:
            raise compare.FactsError(f"{args.facts}: no <Module>.tsv facts files")
        if args.gaps:
            print_gaps(results, args.gaps, args.usage, args.limit, args.explain)
        elif args.markdown:
            print_markdown(results)
        else:
            print_table(results)
        return 0
    except BrokenPipeError:  # `| head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except (BuildError, compare.FactsError, FileNotFoundError, OSError) as error:
        print(f"api-coverage: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
