"""Matching the SDK's declaration facts against ours.

A declaration is *declared* when we have one of the same kind (struct, class, enum and
typealias count as one kind, as do a payload-less enum case and a static property) at the
same path: container, base name and argument labels. It is *compatible* when one of those
also agrees in signature, after normalising both sides:

- functions, initializers, subscripts and macros: the same number of parameters, each of the
  same type; a parameter with a default in the SDK has one in ours; our effects are among the
  SDK's (a call written with `try`/`await` for the SDK still compiles); the same result type;
- properties: the same type, and settable where the SDK's is; enum cases: the same payload;
- types, typealiases and associated types: the kind (a typealias stands for any type, and a
  struct and an enum are both value types: which one is a detail a caller cannot see);
- conformances: we conform to every protocol listed (the marker protocols `Sendable`,
  `SendableMetatype`, `Copyable`, `Escapable`, `BitwiseCopyable` are inferred, so they are not
  required).

Types are compared as spelled, after these spellings of one type are made one: module
prefixes; the enclosing types' names as qualifiers (`Font.Weight` in `Font` is `Weight`,
`Publishers.Map<Upstream, Output>.Failure` is `Failure`), `Self` in a concrete type and the
type; the enclosing types' typealiases and their targets (the SDK's, then ours, whose
typealiases binding an associated type the SDK's facts leave out); our enclosing type's
generic parameters and the SDK's, by position (`UpstreamA` is `A`); a generic parameter of
the declaration and `some P` (`<S>(S) where S : P` is `(some P)`), likewise a generic
parameter of the enclosing type that the type's declaration constrains, and a parameter
bound by a same-type requirement and its type; `any P` and `P`; `Optional<T>`/`T?`,
`Array<T>`/`[T]`, `Dictionary<K, V>`/`[K : V]`; `()`/`Void`; `TimeInterval`/`Double`;
parentheses that only wrap a function type; argument labels inside function types;
whitespace; `@escaping`, `@Sendable`, `@MainActor`, `@autoclosure` and other attributes except
result builders (`@ViewBuilder`). A parameter of ours may ask for less than the SDK's: our
`some Shape` takes the SDK's `some InsettableShape` (protocol refinement from the SDK's
protocol facts), and a result must give at least as much. Different types stay different:
`CGFloat` is not `Double`, `Text` is not `some View`, `(Int) -> Void` is not `(Int) async ->
Void`. Generic `where` clauses and the constraints of an extension are not compared."""

import functools
import re

from .syntax import find_top, matching, split_top, strip_modules

KINDS = {
    "struct", "class", "enum", "protocol", "typealias", "associatedtype", "case", "init", "func", "static-func", "var",
    "static-var", "subscript", "macro", "operator", "conformance",
}
FUNCTION_KINDS = {"init", "func", "static-func", "subscript", "macro", "operator"}
GROUPS = {"struct": "type", "class": "type", "enum": "type", "typealias": "type", "case": "value",
          "static-var": "value"}
MARKER_PROTOCOLS = {"Sendable", "SendableMetatype", "Copyable", "Escapable", "BitwiseCopyable"}
TYPE_ALIASES = {"TimeInterval": "Double", "Float64": "Double", "Float32": "Float"}
SUFFIX = re.compile(r"(?: \[ext where [^\]]*\])?(?: \[deprecated\])?$")
DROPPED_ATTRIBUTES = {"@escaping", "@Sendable", "@MainActor", "@autoclosure", "@preconcurrency", "@noescape",
                      "@isolated", "@_inheritActorContext", "@_implicitSelfCapture"}


class FactsError(Exception):
    """A facts file that is not in the format: names the file and line."""


def read_facts(path):
    """The (module, kind, path, signature) lines of a facts file."""
    out = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 4:
                raise FactsError(f"{path}:{number}: expected 4 tab-separated fields, found {len(fields)}")
            if fields[1] not in KINDS:
                raise FactsError(f"{path}:{number}: unknown kind {fields[1]!r}")
            if not fields[2]:
                raise FactsError(f"{path}:{number}: empty path")
            out.append(tuple(fields))
    return out


def group(kind):
    return GROUPS.get(kind, kind)


def key(kind, path):
    return group(kind), path


def base_name(path):
    """The name a use of the declaration spells: `padding` for `View.padding(_:_:)`, the
    type's name for an initializer, `+` for an operator."""
    head = path.split("(")[0]
    parts = head.split(".")
    name = parts[-1]
    if name in ("init", "subscript") and len(parts) > 1:
        return parts[-2]
    return name


# Signatures -----------------------------------------------------------------------------


class Signature:
    """A signature split into what the comparison looks at."""

    def __init__(self, kind, text, context=((), (), ())):
        self.kind = kind
        self.context = context
        text = SUFFIX.sub("", text).strip()
        self.generics = {}
        self.params = []  # (type, has default)
        self.effects = set()
        self.result = ""
        self.value = ""
        self.settable = False
        if kind in FUNCTION_KINDS:
            self._function(text)
        elif kind in ("var", "static-var"):
            m = re.match(r"(.*?)\s*\{\s*get([^}]*)\}\s*$", text)
            if m:
                self.value = normalise(m.group(1), (), context)
                self.settable = "set" in m.group(2)
            else:
                self.value = normalise(text, (), context)
        elif kind == "case":
            inner = text[1:-1] if text.startswith("(") and text.endswith(")") else text
            self.params = [(normalise(p, (), context), False) for p in split_top(inner)]
        else:
            self.value = text

    def _function(self, text):
        generics = ""
        if text.startswith("<"):
            end = matching(text, 0)
            generics, text = text[1:end], text[end + 1:].lstrip()
        if not text.startswith("("):
            return
        close = matching(text, 0)
        params, rest = text[1:close], text[close + 1:]
        where = find_top(rest, "where")
        where_clause = ""
        if where >= 0:
            rest, where_clause = rest[:where], rest[where + 5:]
        arrow = find_top(rest, "->")
        effects, result = (rest[:arrow], rest[arrow + 2:]) if arrow >= 0 else (rest, "")
        self.effects = {word.split("(")[0] for word in effects.split() if word.startswith(("async", "throws", "rethrows"))}
        if "rethrows" in self.effects:
            self.effects.discard("rethrows")
            self.effects.add("throws")
        substitutions = generic_substitutions(generics, where_clause)
        for param in split_top(params):
            has_default = param.endswith("= default")
            if has_default:
                param = param[: -len("= default")].rstrip()
            self.params.append((normalise(param, substitutions, self.context), has_default))
        self.result = normalise(result, substitutions, self.context) if result.strip() else "Void"


def generic_substitutions(generics, where_clause):
    """((name, replacement), ...) for a declaration's generic parameters: `some P & Q` from
    their conformances, the type from a same-type constraint."""
    names = []
    conformances = {}
    same = {}
    for param in split_top(generics):
        name, _, constraint = param.partition(":")
        name = name.strip()
        if name.startswith("each "):
            name = name[5:].strip()
        names.append(name)
        if constraint.strip():
            conformances.setdefault(name, []).extend(c.strip() for c in constraint.split("&"))
    for requirement in split_top(where_clause):
        if "==" in requirement:
            left, _, right = requirement.partition("==")
            # The declaration's or its type's parameter; `Self == T` (a static member for
            # `.name` lookup on a protocol) keeps `Self`, as our extension's constraint is not
            # in our symbol's declaration.
            if left.strip().isidentifier() and left.strip() != "Self":
                same[left.strip()] = right.strip()
        elif ":" in requirement:
            left, _, right = requirement.partition(":")
            if left.strip() in names:
                conformances.setdefault(left.strip(), []).extend(c.strip() for c in right.split("&"))
    out = [(name, same[name]) for name in sorted(same) if name not in names]
    for name in names:
        if name in same:
            out.append((name, same[name]))
        else:
            protocols = sorted(strip_modules(p) for p in conformances.get(name, []))
            out.append((name, "some " + "&".join(protocols) if protocols else "some Any"))
    return tuple(out)


def qualified(names):
    """A pattern for `Name.` or `Name<…>.` qualifiers of the given enclosing types (and `Self.`)."""
    alternatives = "|".join(re.escape(n) for n in sorted(set(names) | {"Self"}, key=len, reverse=True))
    return re.compile(r"(?<![\w.])(?:" + alternatives + r")(?:<(?:[^<>]|<[^<>]*>)*>)?\.(?=[A-Za-z_])")


def context_for(path, aliases, ours=False):
    """The context a declaration's types are read in: the names of its enclosing types, the
    typealiases they declare and their generic parameters, from `aliases` (see
    `alias_index`); for our declaration (`ours`) our types' generic parameters are renamed to
    the SDK's where they differ."""
    parts = path.split("(")[0].split(".")[:-1]
    containers = [".".join(parts[: i + 1]) for i in range(len(parts))]
    found, generics = [], []
    for container in containers:
        found.extend(aliases.get(container, ()))
        bound = aliases.get(("generics", container), ())
        generics.extend(bound)
        if ours:
            sdk_names = aliases.get(("names", container), ())
            our_names = aliases.get(("our names", container), ())
            if len(sdk_names) == len(our_names):
                generics.extend((our, dict(bound).get(sdk, sdk)) for our, sdk in zip(our_names, sdk_names, strict=False)
                                if our != sdk)
    return tuple(parts), tuple(found), tuple(generics)


def unqualify(pattern, text):
    """`text` without the qualifiers `pattern` matches, `Publishers.Sequence<E, F>.` included."""
    while True:
        shorter = pattern.sub("", text)
        if shorter == text:
            return text
        text = shorter


@functools.cache
def normalise(text, substitutions, context=((), (), ())):
    """A type in the one spelling the comparison uses (see the module's documentation)."""
    enclosing, aliases, container_generics = context
    own = {name for name, _ in substitutions}
    substitutions = substitutions + tuple(g for g in container_generics if g[0] not in own)
    text = strip_modules(text)
    pattern = qualified(enclosing)
    text = unqualify(pattern, text)
    for name, target in aliases:
        text = re.sub(r"(?<![\w.])" + re.escape(name) + r"(?![\w<])", lambda _, target=target: target, text)
    text = unqualify(pattern, text)
    for name, replacement in substitutions:
        text = re.sub(r"(?<![\w.])" + re.escape(name) + r"(?![\w])", replacement, text)
    # Attributes other than result builders.
    text = re.sub(r"@[\w.]+(\([^()]*\))?",
                  lambda m: "" if m.group(0).split("(")[0] in DROPPED_ATTRIBUTES or m.group(0).startswith("@_")
                  or not m.group(0).split("(")[0].endswith("Builder") else m.group(0), text)
    text = re.sub(r"\b(sending|isolated|__owned|__shared|consuming|borrowing)\s+", "", text)
    text = re.sub(r"\bany\s+", "", text)
    # Labels inside function types: `(_ name: T)` → `(T)`.
    text = re.sub(r"([(,]\s*)_\s+\w+\s*:\s*", r"\1", text)
    for alias, target in TYPE_ALIASES.items():
        text = re.sub(r"(?<![\w.])" + alias + r"(?![\w])", target, text)
    text = desugar(text)
    text = unparenthesise(re.sub(r"\s+", "", text))
    if text == "()":
        text = "Void"
    return re.sub(r"->\(\)(?=$|[,)\]>?])", "->Void", text)


def unparenthesise(text):
    """`((A) -> B)` → `(A) -> B` where the parentheses only wrap a function type (not before
    `?`, `!`, `->`, `async` or `throws`, where they mean something); `text` has no spaces."""
    i = 0
    while True:
        i = text.find("((", i)
        if i < 0:
            return text
        try:
            end = matching(text, i)
        except ValueError:
            return text
        inner = text[i + 1:end]
        after = text[end + 1:]
        if (find_top(inner, "->") >= 0 and len(split_top(inner)) == 1
                and not after.startswith(("?", "!", "->", "async", "throws"))):
            text = text[:i] + inner + after
        else:
            i += 1


def desugar(text):
    """`Optional<T>` → `T?`, `Array<T>` → `[T]`, `Dictionary<K, V>` → `[K : V]`."""
    for _ in range(8):
        m = re.search(r"(?<![\w.])(Optional|Array|Dictionary)<", text)
        if not m:
            return text
        start = m.end() - 1
        end = matching(text, start)
        inner = text[start + 1:end]
        if m.group(1) == "Optional":
            replacement = f"({inner})?" if ("->" in inner or "&" in inner) else f"{inner}?"
        elif m.group(1) == "Array":
            replacement = f"[{inner}]"
        else:
            parts = split_top(inner)
            replacement = f"[{parts[0]} : {parts[1]}]" if len(parts) == 2 else text[m.start():end + 1]
        text = text[:m.start()] + replacement + text[end + 1:]
    return text


def compatible(sdk_kind, sdk_path, sdk_signature, our_kind, our_signature, aliases=None):
    """Whether one of our declarations (already at the same key) is compatible with the SDK's;
    `aliases`: the index of typealiases, generic parameters and protocols (`alias_index`)."""
    if group(sdk_kind) == "type":
        value_types = {"struct", "enum"}
        return (sdk_kind == our_kind or "typealias" in (sdk_kind, our_kind)
                or (sdk_kind in value_types and our_kind in value_types))
    if group(sdk_kind) == "value" and sdk_kind != our_kind:
        # A payload-less case and a static property of the type's own type read the same (`.small`).
        var, case = (sdk_signature, our_signature) if sdk_kind == "static-var" else (our_signature, sdk_signature)
        if SUFFIX.sub("", case).strip():
            return False
        value = Signature("static-var", var)
        container = sdk_path.rsplit(".", 1)[0]
        return not value.settable and value.value.split("<")[0] in (container, container.split(".")[-1])
    if sdk_kind in ("protocol", "associatedtype"):
        return True
    sdk = Signature(sdk_kind, sdk_signature, context_for(sdk_path, aliases or {}))
    ours = Signature(our_kind, our_signature, context_for(sdk_path, aliases or {}, ours=True))
    if sdk_kind in ("var", "static-var"):
        return sdk.value == ours.value and (ours.settable or not sdk.settable)
    if len(sdk.params) != len(ours.params):
        return False
    parents = (aliases or {}).get(("parents",), {})
    container = sdk_path.split("(")[0].split(".")[-2] if "." in sdk_path.split("(")[0] else None
    if container and container not in (aliases or {}).get(("protocols",), ()):
        # In a concrete type `Self` is the type (a protocol's default shown on `Int16`).
        sdk, ours = self_named(sdk, container), self_named(ours, container)
    for (sdk_type, sdk_default), (our_type, our_default) in zip(sdk.params, ours.params, strict=False):
        if not same_type(sdk_type, our_type, parents) or (sdk_default and not our_default):
            return False
    return ours.effects <= sdk.effects and same_type(ours.result, sdk.result, parents)


def self_named(signature, name):
    """`signature` with `Self` in its parameter and result types spelled `name`."""
    pattern = re.compile(r"(?<![\w.])Self(?![\w])")
    signature.params = [(pattern.sub(name, t), d) for t, d in signature.params]
    signature.result = pattern.sub(name, signature.result)
    return signature


SOME = re.compile(r"some([\w.&]+)")


def same_type(wanted, given, parents):
    """Whether a value of type `given` serves where `wanted` is expected: the same normalised
    type, where a `some P` (a generic parameter) given may ask for less than the one wanted:
    `some Shape` takes every `some InsettableShape` (`parents`: protocol -> the protocols it
    refines, from the SDK's protocol facts; `some Any` asks for nothing)."""
    if wanted == given:
        return True
    if SOME.sub("some", wanted) != SOME.sub("some", given):
        return False
    for want, give in zip(SOME.findall(wanted), SOME.findall(given), strict=False):
        have = refined(want.split("&"), parents)
        if not all(p in have or p == "Any" for p in give.split("&")):
            return False
    return True


def refined(protocols, parents):
    """`protocols` and every protocol they refine."""
    out, queue = set(), list(protocols)
    while queue:
        protocol = queue.pop()
        if protocol not in out:
            out.add(protocol)
            queue.extend(parents.get(protocol, ()))
    return out


# Coverage -------------------------------------------------------------------------------


class Ours:
    """Our declarations indexed by key, with our conformances."""

    def __init__(self, facts, conformances):
        self.by_key = {}
        self.types = set()
        for kind, path, signature in facts:
            self.by_key.setdefault(key(kind, path), []).append((kind, signature))
            if group(kind) == "type" or kind == "protocol":
                self.types.add(path)
        self.conformances = conformances


def alias_index(sdk_facts, our_facts=(), base=None):
    """What reading signatures needs to know, from the SDK's facts and ours (3- or 4-tuples):

    - container path -> ((name, target), ...): the member typealiases, the SDK's before ours
      (only the first of a name counts), so `Publishers.Sequence<E, F>.Output` reads as our
      `Elements.Element` where the SDK's facts leave out a typealias that binds an associated
      type;
    - ("generics", path): the SDK type's generic parameters that a constraint binds
      (`<Content> where Content : View` reads `Content` as `some View`);
    - ("names", path) and ("our names", path): the SDK type's and our type's generic
      parameter names, in order (ours are read as the SDK's: `UpstreamA` as `A`);
    - ("parents",): the protocols each SDK protocol refines, {protocol: {parent, ...}};
    - ("protocols",): the names of all protocols (where `Self` is not one type).

    `base`: the index of the SDK's facts alone, to add `our_facts` to (`sdk_facts` unused)."""
    if base is None:
        base = _sdk_index([tuple(f)[-3:] for f in sdk_facts])
    return _add_ours(base, [tuple(f)[-3:] for f in our_facts])


def _generic_names(text):
    names = [p.partition(":")[0].strip() for p in split_top(text[1:matching(text, 0)])]
    return tuple(n[5:].strip() if n.startswith("each ") else n for n in names)


def _sdk_index(facts):
    pairs = {}
    for kind, path, signature in facts:
        if kind == "typealias" and "." in path and SUFFIX.sub("", signature).startswith("= "):
            container, name = path.rsplit(".", 1)
            target = strip_modules(SUFFIX.sub("", signature)[2:])
            if (not re.search(r"(?<![\w.])" + re.escape(name) + r"(?![\w])", target)
                    and name not in dict(pairs.get(container, ()))):
                pairs.setdefault(container, []).append((name, target))
    index = {container: tuple(found) for container, found in pairs.items()}
    parents = {}
    for kind, path, signature in facts:
        text = SUFFIX.sub("", signature).strip()
        if kind in ("struct", "class", "enum") and text.startswith("<"):
            end = matching(text, 0)
            rest = text[end + 1:]
            where = find_top(rest, "where")
            substitutions = generic_substitutions(text[1:end], rest[where + 5:] if where >= 0 else "")
            index[("generics", path)] = tuple(s for s in substitutions if s[1] != "some Any")
            index.setdefault(("names", path), _generic_names(text))
        elif kind == "protocol":
            if text.startswith("<"):
                text = text[matching(text, 0) + 1:].strip()
            if text.startswith(":"):
                parents.setdefault(path, set()).update(conformance_protocols(text))
    index[("parents",)] = parents
    index[("protocols",)] = frozenset(path.split(".")[-1] for kind, path, _ in facts if kind == "protocol")
    return index


def _add_ours(base, our_facts):
    """`base` with our types' generic parameter names, our protocols, and our member
    typealiases the SDK's facts lack (in the SDK's names for the type's parameters)."""
    index = dict(base)
    protocols = set(index.get(("protocols",), ()))
    for kind, path, signature in our_facts:
        text = SUFFIX.sub("", signature)
        if kind in ("struct", "class", "enum") and text.startswith("<"):
            index.setdefault(("our names", path), _generic_names(text))
        elif kind == "protocol":
            protocols.add(path.split(".")[-1])
    index[("protocols",)] = frozenset(protocols)
    for kind, path, signature in our_facts:
        text = SUFFIX.sub("", signature)
        if kind != "typealias" or "." not in path or not text.startswith("= "):
            continue
        container, name = path.rsplit(".", 1)
        target = strip_modules(text[2:])
        known = index.get(container, ())
        if name in dict(known) or re.search(r"(?<![\w.])" + re.escape(name) + r"(?![\w])", target):
            continue
        sdk_names, our_names = index.get(("names", container), ()), index.get(("our names", container), ())
        if len(sdk_names) == len(our_names):
            for our, sdk in zip(our_names, sdk_names, strict=False):
                if our != sdk:
                    target = re.sub(r"(?<![\w.])" + re.escape(our) + r"(?![\w])", sdk, target)
        index[container] = (*known, (name, target))
    return index


def conformance_protocols(signature):
    """The protocols a conformance fact names: `: A, @unchecked B where T : C` → [A, B]."""
    text = SUFFIX.sub("", signature).strip()
    where = find_top(text, "where")
    if where >= 0:
        text = text[:where]
    out = []
    for part in split_top(text.lstrip(":")):
        part = re.sub(r"^(?:@unchecked|@retroactive|@preconcurrency)\s+", "", strip_modules(part)).split("<")[0].strip()
        if part:
            out.append(part)
    return out


def classify(fact, ours, aliases=None):
    """'compatible', 'incompatible' or 'missing' for one SDK fact."""
    _, kind, path, signature = fact
    if kind == "conformance":
        target = path.split("<")[0]
        if target not in ours.types and target not in ours.conformances:
            return "missing"
        have = ours.conformances.get(target, set())
        needed = [p for p in conformance_protocols(signature) if p not in MARKER_PROTOCOLS]
        return "compatible" if all(p in have for p in needed) else "incompatible"
    candidates = ours.by_key.get(key(kind, path), [])
    if not candidates:
        return "missing"
    for our_kind, our_signature in candidates:
        if compatible(kind, path, signature, our_kind, our_signature, aliases):
            return "compatible"
    return "incompatible"


class ModuleCoverage:
    def __init__(self, module, facts, statuses, our_modules, ours=None):
        self.ours = ours
        self.module = module
        self.facts = facts
        self.statuses = statuses
        self.our_modules = our_modules
        self.total = len(facts)
        self.declared = sum(1 for s in statuses if s != "missing")
        self.compatible = sum(1 for s in statuses if s == "compatible")

    @property
    def share(self):
        return self.compatible / self.total if self.total else 0.0

    def gaps(self):
        return [(status, fact) for status, fact in zip(self.statuses, self.facts, strict=False) if status != "compatible"]

    def candidates(self, fact):
        """Our declarations at the SDK fact's key (what an incompatible one is compared with)."""
        if not self.ours:
            return []
        if fact[1] == "conformance":
            have = self.ours.conformances.get(fact[2].split("<")[0], ())
            return [("conformance", ": " + ", ".join(sorted(have)))] if have else []
        return self.ours.by_key.get(key(fact[1], fact[2]), [])


def coverage(module, facts, ours, our_modules, aliases=None):
    facts = sorted(set(facts))
    return ModuleCoverage(module, facts, [classify(f, ours, aliases) for f in facts], our_modules, ours)


class Usage:
    """How Swift sources spell names: each identifier as a word, after a dot (`.padding`,
    `Font.title`), before a call (`Text(`), and after `#`/`@` (macros, property wrappers)."""

    TOKEN = re.compile(r"([.#@]?)\b([A-Za-z_]\w*)\b(\s*\(\s*(?:(\w+)\s*:(?!:)|(\)))?)?")

    def __init__(self):
        import collections

        self.words = collections.Counter()
        self.dotted = collections.Counter()
        self.called = collections.Counter()
        self.attached = collections.Counter()
        self.first_label = collections.Counter()  # (called name, first argument label: `_`, or "" for none)

    def add(self, text):
        text = re.sub(r"//[^\n]*", "", text)
        for prefix, name, call, label, empty in self.TOKEN.findall(text):
            self.words[name] += 1
            if prefix == ".":
                self.dotted[name] += 1
            elif prefix in ("#", "@"):
                self.attached[name] += 1
            if call and prefix in ("", "."):
                if not prefix:
                    self.called[name] += 1
                self.first_label[prefix + name, label or ("" if empty else "_")] += 1

    def count(self, fact):
        """How often code uses the declaration's name the way the declaration is used: members
        after a dot (methods whose first argument has a label, with that label), initializers
        as calls of the type with the same first argument label, types and protocols as words,
        macros after `#` or `@`, conformances by the rarer of the type's and the protocol's
        names. A member or nested type counts only where each of its
        enclosing types is named at all (`.font` of a UIKit options struct no widget mentions is
        not the `.font` widgets write)."""
        _, kind, path, signature = fact
        head = path.split("(")[0]
        parts = head.split(".")
        name = parts[-1]
        if kind == "init":  # `Image(systemName:` for `Image.init(systemName:)`
            labels = path[len(head) + 1:-1].split(":")
            if len(parts) < 2 or not all(self.words[part] for part in parts[:-2]):
                return 0
            return self.first_label[parts[-2], labels[0]]
        if kind == "conformance":  # matters where code names both the type and the protocol
            protocols = [self.words[p] for p in conformance_protocols(signature) if p not in MARKER_PROTOCOLS]
            return min(self.words[head.split("<")[0].split(".")[-1]], max(protocols, default=0))
        if kind in ("struct", "class", "enum", "protocol", "typealias", "associatedtype"):
            return self.words[name] if all(self.words[part] for part in parts[:-1]) else 0
        if kind == "macro":
            return self.attached[name]
        if kind in ("operator", "subscript"):
            return 0
        if len(parts) == 1:  # a global function or variable
            return self.called[name] if kind == "func" else self.words[name]
        if not all(self.words[part] for part in parts[:-1]):
            return 0
        labels = path[len(head) + 1:-1].split(":")
        if kind in ("func", "static-func") and labels[0] not in ("", "_"):  # `.system(size:`
            return self.first_label["." + name, labels[0]]
        return self.dotted[name]


def usage_counts(directories):
    """The `Usage` of the Swift sources under `directories` (sorted walk, so runs agree)."""
    import os

    usage = Usage()
    for directory in directories:
        if not os.path.isdir(directory):
            raise FileNotFoundError(f"{directory}: no such folder")
        for root, dirs, files in os.walk(directory):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(".swift"):
                    with open(os.path.join(root, name), encoding="utf-8", errors="replace") as handle:
                        usage.add(handle.read())
    return usage
