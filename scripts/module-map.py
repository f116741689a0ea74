#!/usr/bin/env python3
"""The module map of CONTRIBUTING.md, generated from the package's manifest, and its layering rules.

`scripts/module-map.py` rewrites the table between the `module-map` markers of CONTRIBUTING.md
from `swift package dump-package` (each module's folder, kind and dependencies) and Package.swift
(the first sentence of the comment above each target says what it is). `--check` writes nothing:
it fails when the table differs from what would be written, or when a layering rule is broken,
naming the module and the path through its dependencies. `make lint` runs the check.

The rules are the architecture's, not the manifest's: the manifest alone would accept any acyclic
graph. Each says which modules may not reach which (directly or through others), and why.
"""

import argparse
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONTRIBUTING = ROOT / "CONTRIBUTING.md"
START, END = "<!-- module-map:start -->", "<!-- module-map:end -->"

# What each top-level folder holds, in the order the pipeline runs.
STAGES = {
    "Sources/Support": "small utilities every stage may use",
    "Sources/Native": "the C targets: system libraries and the few C functions Swift cannot write",
    "Sources/Mirror": "what widget code compiles against: the IR core, its macros and the Apple-named modules",
    "Sources/Runtime": "running widget code: the fixture layer and the runner",
    "Sources/Render": "view tree to picture: text engine, layout, SVG, the render API",
    "Sources/Site": "pictures to review: the site, the diff, the command line, the snapshot strategies",
    "Sources/CodeGen": "what Xcode generates at build time, for the build-tool plugins",
    "Sources/Products": "what is shipped: the umbrella users import, the executables, the built-in gallery",
    "Templates": "the site's and CI's templates",
    "Benchmarks": "the benchmark suites and what they share (only with WIDGETGALLERY_BENCHMARKS set)",
    "Tests": "test targets and what they share",
    "Plugins": "the build-tool plugins",
}

# Modules a C target is allowed in the closure of, with the reason. The core reaches no C
# target but ThreadSanitizer's annotations, weak references that do nothing outside a TSan build.
CORE_C_ALLOWED = {"CShims"}


def load_manifest(dump_file):
    if dump_file:
        return json.loads(pathlib.Path(dump_file).read_text())
    out = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def dependency_names(target):
    names = []
    for dep in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dep:
                names.append(dep[kind][0])
        if "product" in dep:
            names.append(dep["product"][0])
    return names


def target_path(target):
    if target.get("path"):
        return target["path"]
    folder = "Tests" if target["type"] == "test" else ("Plugins" if target["type"] == "plugin" else "Sources")
    return f"{folder}/{target['name']}"


def is_c_target(target):
    if target["type"] == "system":
        return True
    folder = ROOT / target_path(target)
    return target["type"] == "regular" and folder.is_dir() and any(folder.rglob("*.c")) and not any(folder.rglob("*.swift"))


def descriptions(package_swift):
    """The first sentence of the `//` comment right above each target's declaration."""
    found = {}
    comment = []
    lines = package_swift.splitlines()
    for index, line in enumerate(lines):
        stripped = line.strip()
        if stripped.startswith("//") and not stripped.startswith("// MARK"):
            comment.append(stripped.lstrip("/ ").rstrip())
            continue
        if re.match(r"\.(target|executableTarget|macro|systemLibrary|testTarget|plugin)\(", stripped):
            window = " ".join(lines[index : index + 3])
            name = re.search(r'name:\s*"([^"]+)"', window)
            if name and comment:
                text = " ".join(comment)
                sentence = re.split(r"(?<=\.)\s", text, maxsplit=1)[0].rstrip(".")
                found[name.group(1)] = sentence
        comment = []
    return found


def stage_of(path):
    for stage in sorted(STAGES, key=len, reverse=True):
        if path == stage or path.startswith(stage + "/"):
            return stage
    return path.split("/")[0]


def render_table(manifest, about):
    targets = [t for t in manifest["targets"] if t["type"] != "test"]
    by_stage = {}
    for target in targets:
        by_stage.setdefault(stage_of(target_path(target)), []).append(target)
    kinds = {"regular": "library", "executable": "executable", "macro": "macro", "system": "system library",
             "plugin": "plugin"}
    lines = []
    for stage in [s for s in STAGES if s in by_stage] + sorted(s for s in by_stage if s not in STAGES):
        lines.append(f"**`{stage}/`**: {STAGES.get(stage, '')}")
        lines.append("")
        lines.append("| module | folder | kind | what it is | depends on |")
        lines.append("|---|---|---|---|---|")
        for target in sorted(by_stage[stage], key=target_path):
            kind = "C" if is_c_target(target) and target["type"] == "regular" else kinds[target["type"]]
            deps = ", ".join(dependency_names(target)) or "nothing"
            folder = target_path(target)[len(stage) + 1 :] or "."
            lines.append(f"| `{target['name']}` | `{folder}` | {kind} | {about.get(target['name'], '')} | {deps} |")
        lines.append("")
    tests = sorted(t["name"] for t in manifest["targets"] if t["type"] == "test")
    lines.append(f"**`Tests/`**: {len(tests)} test targets, one per module or concern: " + ", ".join(f"`{t}`" for t in tests) + ".")
    return "\n".join(lines)


def closure(graph, start):
    """Every module `start` reaches, each with the path that first reaches it."""
    paths = {start: [start]}
    queue = [start]
    while queue:
        current = queue.pop(0)
        for dep in graph.get(current, []):
            if dep not in paths:
                paths[dep] = paths[current] + [dep]
                queue.append(dep)
    return paths


def layering_errors(manifest):
    targets = {t["name"]: t for t in manifest["targets"]}
    graph = {name: dependency_names(t) for name, t in targets.items()}
    errors = []

    def forbid(module, forbidden, why):
        if module not in targets:
            errors.append(f"{module}: no such module (the rule '{why}' names it)")
            return
        for reached, path in closure(graph, module).items():
            if reached != module and forbidden(reached):
                errors.append(f"{module} reaches {reached} ({' -> '.join(path)}): {why}")

    def in_stages(*stages):
        return lambda m: m in targets and target_path(targets[m]).startswith(stages)

    core = next((n for n, t in targets.items() if target_path(t) == "Sources/Mirror/Core"), None)
    if core is None:
        errors.append("no module at Sources/Mirror/Core (the IR core)")
    else:
        forbid(core, in_stages("Sources/Runtime/"),
               "the IR core must not reach the runtime (fixtures, runner)")
        forbid(core, lambda m: m in targets and is_c_target(targets[m]) and m not in CORE_C_ALLOWED,
               "the IR core must not reach a C target")
    forbid("LayoutEngine", lambda m: m == "SVGWriter" or in_stages("Sources/Site/", "Sources/Runtime/")(m),
           "layout sees the core and the text engine, never the runtime, SVG or the site")
    forbid("SVGWriter", in_stages("Sources/Site/", "Sources/Runtime/"),
           "the SVG writer draws a render tree; it never runs widgets or writes sites")
    forbid("GalleryDiff", lambda m: m in ("LayoutEngine", "GallerySite", "GalleryRunner"),
           "the diff needs neither layout nor the site")
    for name, target in targets.items():
        if target["type"] == "test" or name in ("GalleryCLI", "WidgetFuzz"):
            continue
        if "ArgumentParser" in dependency_names(target):
            errors.append(f"{name} depends on ArgumentParser: only GalleryCLI and WidgetFuzz parse arguments")
    return errors


def missing_descriptions(manifest, about):
    """The modules (not tests) whose row in the map would say nothing of what they are."""
    return sorted(t["name"] for t in manifest["targets"] if t["type"] != "test" and not about.get(t["name"]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; fail when stale or a rule is broken")
    parser.add_argument("--dump", help="dump-package JSON to read instead of running SwiftPM")
    parser.add_argument("--contributing", default=str(CONTRIBUTING), help="the file holding the table")
    args = parser.parse_args()

    manifest = load_manifest(args.dump)
    about = descriptions((ROOT / "Package.swift").read_text())
    table = render_table(manifest, about)
    path = pathlib.Path(args.contributing)
    text = path.read_text()
    if START not in text or END not in text:
        print(f"module-map: {path} has no {START} … {END} markers", file=sys.stderr)
        return 1
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    updated = f"{head}{START}\n{table}\n{END}{tail}"
    errors = layering_errors(manifest)
    for error in errors:
        print(f"module-map: layering: {error}", file=sys.stderr)
    undescribed = missing_descriptions(manifest, about)
    for name in undescribed:
        print(f"module-map: {name} has no comment above it in Package.swift (its row in the map)", file=sys.stderr)
    errors += undescribed
    if args.check:
        if updated != text:
            print(f"module-map: the module map in {path} is stale: run scripts/module-map.py", file=sys.stderr)
            return 1
        return 1 if errors else 0
    if updated != text:
        path.write_text(updated)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
