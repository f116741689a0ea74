"""Our side of the comparison: what a module of this package shows a client that imports it,
read from the toolchain's symbol graphs and turned into the same facts as the SDK's."""

import glob
import hashlib
import json
import os
import pathlib
import re
import subprocess

from . import syntax
from .interface import Reader, strip_modules

KINDS = {
    "swift.struct": "struct", "swift.class": "class", "swift.enum": "enum", "swift.protocol": "protocol",
    "swift.typealias": "typealias", "swift.associatedtype": "associatedtype", "swift.enum.case": "case",
    "swift.init": "init", "swift.method": "func", "swift.func": "func", "swift.type.method": "static-func",
    "swift.property": "var", "swift.var": "var", "swift.type.property": "static-var", "swift.subscript": "subscript",
    "swift.type.subscript": "subscript", "swift.macro": "macro", "swift.func.op": "operator",
}
TYPE_KINDS = {"struct", "class", "enum", "protocol"}
EXPORTED = re.compile(r"^[ \t]*@_exported[ \t]+(?:public[ \t]+)?import[ \t]+"
                      r"(?:(struct|class|enum|protocol|typealias|func|var|let|macro)[ \t]+)?(\w+)(?:\.([\w.]+))?", re.M)


# The cache is also keyed by this reader's own code, so a change to it reads the graphs again.
CODE_STAMP = hashlib.sha256(b"".join(
    (pathlib.Path(__file__).parent / name).read_bytes() for name in ("symbols.py", "interface.py", "syntax.py")
)).hexdigest()[:16]


class BuildError(Exception):
    """The build folder lacks what the comparison needs (run `swift build` first)."""


class Package:
    """The modules of a built package: their compiler arguments and sources, from SwiftPM's
    build description, and their symbol graphs, extracted on demand and cached by the
    `.swiftmodule`'s modification time."""

    def __init__(self, build_dir, extractor="swift-symbolgraph-extract"):
        self.build_dir = pathlib.Path(build_dir)
        found = sorted(glob.glob(str(self.build_dir / "*" / "debug" / "description.json")))
        if not found:
            raise BuildError(f"no {self.build_dir}/<triple>/debug/description.json: run `swift build` first")
        self.description_path = pathlib.Path(found[0])
        self.description = json.loads(self.description_path.read_text())
        self.extractor = extractor
        self.modules_dir = self.description_path.parent / "Modules"
        self.cache_dir = self.build_dir / "api-coverage"
        self.commands = {}
        for key, command in self.description.get("swiftCommands", {}).items():
            if key.endswith("-debug.module") and not key.endswith("-tool.module"):
                self.commands[command["moduleName"]] = command
        syntax.MODULES.update(self.commands)  # `OpenCombine.Publisher` is written `Publisher`

    def has_module(self, name):
        return name in self.commands and (self.modules_dir / f"{name}.swiftmodule").exists()

    def reexports(self, name):
        """What `name`'s sources import with `@_exported`, in order: (module, None) for a whole
        module, (module, declaration) for a scoped import (`@_exported import enum M.E`)."""
        out = []
        for source in self.commands[name].get("sources", []):
            try:
                text = pathlib.Path(source).read_text(errors="replace")
            except OSError as error:
                raise BuildError(f"{source}: {error.strerror} (listed in {self.description_path})") from error
            for kind, module, declaration in EXPORTED.findall(text):
                entry = (module, declaration if kind and declaration else None)
                if entry not in out:
                    out.append(entry)
        return out

    def visible_modules(self, name):
        """`name` and every package module it re-exports, followed transitively, each with
        None (all of it) or the declarations scoped imports re-export (which are not followed
        further): [(module, None or {declaration, ...}), ...]."""
        whole, scoped, queue = [], {}, [name]
        while queue:
            module = queue.pop(0)
            if module in whole or not self.has_module(module):
                continue
            whole.append(module)
            for exported, declaration in self.reexports(module):
                if declaration is None:
                    queue.append(exported)
                elif self.has_module(exported):
                    scoped.setdefault(exported, set()).add(declaration)
        return [(m, None) for m in whole] + [(m, names) for m, names in scoped.items() if m not in whole]

    def extraction_arguments(self, command):
        args = command.get("otherArguments", [])
        out = []
        i = 0
        while i < len(args):
            arg = args[i]
            if arg in ("-target", "-module-cache-path", "-Xcc", "-I", "-F", "-sdk", "-resource-dir"):
                if i + 1 < len(args):
                    out += [arg, args[i + 1]]
                i += 2
                continue
            if arg.startswith("-I") or arg.startswith("-F"):
                out.append(arg)
            i += 1
        return out

    def symbol_graph(self, name):
        """The facts (kind, path, signature) and conformances (path -> protocol names) of the
        public symbols module `name` declares, from its symbol graph (cached)."""
        module_file = self.modules_dir / f"{name}.swiftmodule"
        stamp = f"{module_file.stat().st_mtime_ns}:{module_file.stat().st_size}:{CODE_STAMP}"
        cache = self.cache_dir / f"{name}.json"
        if cache.exists():
            try:
                cached = json.loads(cache.read_text())
                if cached.get("stamp") == stamp:
                    return [tuple(f) for f in cached["facts"]], {k: set(v) for k, v in cached["conformances"].items()}
            except (OSError, ValueError, KeyError):
                pass
        out_dir = self.cache_dir / "symbolgraphs" / name
        out_dir.mkdir(parents=True, exist_ok=True)
        for old in out_dir.glob("*.symbols.json"):
            old.unlink()
        command = self.commands[name]
        argv = [self.extractor, "-module-name", name, "-I", str(self.modules_dir), "-minimum-access-level", "public",
                "-output-dir", str(out_dir), *self.extraction_arguments(command)]
        result = subprocess.run(argv, check=False, capture_output=True, text=True)
        if result.returncode != 0:
            raise BuildError(f"swift-symbolgraph-extract failed for {name}:\n{result.stderr.strip()[-2000:]}")
        graphs = [json.loads(p.read_text()) for p in sorted(out_dir.glob("*.symbols.json"))]
        demangle = demangler(str(pathlib.Path(self.extractor).with_name("swift-demangle")))
        facts, conformances = facts_from_symbol_graphs(graphs, demangle)
        tmp = cache.with_suffix(".tmp")
        tmp.write_text(json.dumps({"stamp": stamp, "facts": facts,
                                   "conformances": {k: sorted(v) for k, v in sorted(conformances.items())}}))
        os.replace(tmp, cache)
        return facts, conformances

    def visible_facts(self, name):
        """(facts, conformances, modules) of everything a client importing `name` sees; a
        scoped import shows the declaration and its members."""
        facts, conformances, shown = set(), {}, []
        for module, declarations in self.visible_modules(name):
            module_facts, module_conformances = self.symbol_graph(module)
            if declarations is None:
                shown.append(module)
            else:
                shown.extend(f"{module}.{d}" for d in sorted(declarations))
                members = tuple(d + "." for d in declarations)
                module_facts = [f for f in module_facts if f[1] in declarations or f[1].startswith(members)]
                module_conformances = {p: c for p, c in module_conformances.items()
                                       if p in declarations or p.startswith(members)}
            facts.update(module_facts)
            for path, protocols in module_conformances.items():
                conformances.setdefault(path, set()).update(protocols)
        return facts, conformances, shown


def declaration_text(symbol):
    return " ".join("".join(f["spelling"] for f in symbol.get("declarationFragments", [])).split())


def fact_from_symbol(symbol):
    """(kind, path, signature) of one public symbol, or None for one the facts leave out."""
    kind = KINDS.get(symbol["kind"]["identifier"])
    if kind is None or symbol.get("accessLevel") not in ("public", "open"):
        return None
    components = symbol["pathComponents"]
    if any(c.startswith("_") for c in components):
        return None
    container = ".".join(components[:-1])
    text = declaration_text(symbol)
    if not text:
        return None
    path = ".".join(components)
    if kind == "typealias":
        # Kept even where it only binds an associated type (`typealias Failure = Never`), which
        # the SDK's facts leave out: the comparison reads the SDK's `Just<Output>.Failure` by it.
        m = re.match(r"typealias\s+\w+\s*(<[^=]*>)?\s*=\s*(.+)$", text)
        if m:
            generics = m.group(1) or ""
            return "typealias", path, strip_modules(f"{generics}= {m.group(2)}" if generics else f"= {m.group(2)}")
    body = "public " + text + (" {}" if kind in TYPE_KINDS else "")
    source = f"extension {container} {{\n{body}\n}}\n" if container else body + "\n"
    facts = Reader("", source).read()
    for _, fact_kind, fact_path, signature in facts:
        if fact_path.split("(")[0] == path.split("(")[0]:
            return fact_kind if kind != "operator" else "operator", path, signature
    return None


def facts_from_symbol_graphs(graphs, demangle=None):
    """The facts and conformances of a module's symbol graph files (the module's own and its
    extensions of other modules' types). A conformance of another module's type (`extension
    Double: Plottable`) names the type only by its USR: its name comes from a relationship
    that spells it (`targetFallback`), else from `demangle` (USRs -> {USR: name}), if given."""
    facts = set()
    names = {}
    for graph in graphs:
        for symbol in graph.get("symbols", []):
            names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
            fact = fact_from_symbol(symbol)
            if fact:
                facts.add(fact)
    relations = [r for graph in graphs for r in graph.get("relationships", [])]
    for relation in relations:
        if relation.get("targetFallback") and relation["target"] not in names:
            names[relation["target"]] = strip_modules(relation["targetFallback"])
    unnamed = sorted({r["source"] for r in relations if r["kind"] == "conformsTo" and r["source"] not in names})
    if unnamed and demangle:
        names.update({usr: strip_modules(name) for usr, name in demangle(unnamed).items()})
    conformances = {}
    for relation in relations:
        if relation["kind"] != "conformsTo":
            continue
        source, target = names.get(relation["source"]), names.get(relation["target"])
        if source and target:
            conformances.setdefault(source, set()).add(target)
    return sorted(facts), conformances


def demangler(tool):
    """A `demangle` for `facts_from_symbol_graphs` that runs the toolchain's `swift-demangle`
    (a USR `s:Sd` is the mangled name `$sSd`, `Swift.Double`); names it cannot read are left out."""

    def demangle(usrs):
        usrs = [u for u in usrs if u.startswith("s:")]
        if not usrs:
            return {}
        try:
            result = subprocess.run([tool, "-compact"], check=False, input="".join(f"$s{u[2:]}\n" for u in usrs),
                                    capture_output=True, text=True)
        except OSError:
            return {}
        lines = result.stdout.splitlines()
        if result.returncode != 0 or len(lines) != len(usrs):
            return {}
        return {usr: line.strip() for usr, line in zip(usrs, lines, strict=False) if re.fullmatch(r"[\w.]+", line.strip())}

    return demangle
