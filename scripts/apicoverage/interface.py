"""Reads a `.swiftinterface` (or an excerpt of one) into declaration facts: one
(module, kind, path, signature) per public declaration, in the notation of
Tools/APICoverage/README.md. Only names and signatures come out: no attributes, bodies,
default values or comments."""

import re

from . import syntax
from .syntax import attribute_end, clean_type, find_top, matching, parameter, split_top, strip_modules

MODIFIERS = {
    "public", "open", "internal", "private", "fileprivate", "package", "final", "static", "override", "mutating",
    "nonmutating", "nonisolated", "convenience", "required", "dynamic", "optional", "lazy", "weak", "unowned",
    "indirect", "prefix", "postfix", "infix", "distributed", "consuming", "borrowing", "__consuming", "isolated",
}
DECL_KEYWORDS = {
    "struct", "class", "enum", "protocol", "actor", "extension", "typealias", "associatedtype", "case", "init", "func",
    "var", "let", "subscript", "macro", "deinit", "operator", "precedencegroup", "import",
}
TYPE_KINDS = {"struct", "class", "enum", "protocol", "actor"}
# Declarations that only restate what a protocol or the compiler supplies.
SKIPPED_MEMBERS = {"hashValue", "hash(into:)", "encode(to:)", "==(_:_:)", "!=(_:_:)"}
SKIPPED_TYPEALIASES = {"Body", "ID", "AllCases", "RawValue"}
# Associated types of standard library and concurrency protocols: a type's typealias of one of
# these names (or of an associated type its own interface declares) only binds a conformance.
ASSOCIATED_TYPES = {
    "ID", "AllCases", "RawValue", "Body", "Element", "Index", "Indices", "Iterator", "SubSequence", "AsyncIterator",
    "IntegerLiteralType", "FloatLiteralType", "StringLiteralType", "ExtendedGraphemeClusterLiteralType",
    "UnicodeScalarLiteralType", "ArrayLiteralElement", "StringInterpolation", "AnimatableData", "Value", "Failure",
    "Output", "Input", "Stride", "SchedulerTimeType", "SchedulerOptions", "Key", "Magnitude",
}
OPERATOR_CHARS = set("/=-+!*%<>&|^~?.")


class Context:
    def __init__(self, kind, path, visible, ext_where="", deprecated=False, conformances=()):
        self.kind = kind
        self.path = path
        self.visible = visible
        self.ext_where = ext_where
        self.deprecated = deprecated
        self.conformances = list(conformances)
        self.emitted = 0


def preprocess(text):
    """The text with `//` comments removed and only the first branch of each `#if` kept."""
    out, stack = [], []
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("#if"):
            stack.append([True, True])  # [this branch kept, no branch taken yet]
            continue
        if s.startswith("#elseif") or s.startswith("#else"):
            if stack:
                stack[-1][0] = False
            continue
        if s.startswith("#endif"):
            if stack:
                stack.pop()
            continue
        if s.startswith("//"):
            continue
        if all(kept for kept, _ in stack):
            out.append(line)
    return "\n".join(out)


def take_attributes(text):
    """(attributes, rest) of a declaration's leading attributes and modifiers; the modifiers
    are returned among the attributes as bare words."""
    attrs = []
    rest = text.strip()
    while rest:
        if rest.startswith("@"):
            end = attribute_end(rest)
            attrs.append(rest[:end])
            rest = rest[end:].lstrip()
            continue
        m = re.match(r"(\w+)(\s*\(\s*set\s*\))?", rest)
        if not m:
            break
        word = m.group(1)
        following = rest[m.end():].lstrip()
        next_word = re.match(r"\w+", following)
        if word in MODIFIERS or (word == "class" and next_word and next_word.group(0) in {"func", "var", "let", "subscript"}):
            attrs.append(word + ("(set)" if m.group(2) else ""))
            rest = following
            continue
        break
    return attrs, rest


def availability(attrs):
    """(unavailable on iOS, deprecated on iOS, a restatement, SPI) from a declaration's attributes."""
    unavailable = deprecated = restatement = spi = False
    for attr in attrs:
        if attr.startswith("@_spi"):
            spi = True
        if not attr.startswith("@available("):
            continue
        args = [a.strip() for a in split_top(attr[len("@available("):-1])]
        if not args:
            continue
        platform = args[0]
        if "unavailable" in args and any(a.startswith("introduced:") for a in args):
            restatement = True
        if platform not in ("iOS", "*"):
            continue
        if "unavailable" in args:
            unavailable = True
        for a in args:  # obsoleted by iOS 18: not in the SDK's API any more
            m = re.match(r"obsoleted:\s*(\d+)", a)
            if m and int(m.group(1)) <= 18:
                unavailable = True
        for a in args:
            if a == "deprecated":
                deprecated = True
            elif a.startswith("deprecated:"):
                version = a.split(":", 1)[1].strip()
                if not version.startswith("100000"):
                    deprecated = True
    return unavailable, deprecated, restatement, spi


class Reader:
    def __init__(self, module, text):
        self.module = module
        self.modules = set(syntax.MODULES) | ({module} if module else set())
        for m in re.finditer(r"^\s*(?:@_exported\s+)?import\s+(?:\w+\s+)?([\w.]+)", text, re.M):
            self.modules.add(m.group(1).split(".")[0])
        self.text = preprocess(text)
        self.associated = ASSOCIATED_TYPES | set(re.findall(r"\bassociatedtype\s+(\w+)", self.text))
        self.facts = set()
        self.stack = [Context("file", "", True)]
        self.pending = []

    # Statement scanning ------------------------------------------------------------------

    def read(self):
        text = self.text
        n = len(text)
        start = 0
        depth = 0
        i = 0
        while i < n:
            c = text[i]
            if c == '"':
                j = i + 1
                while j < n and text[j] != '"':
                    j += 2 if text[j] == "\\" else 1
                i = j + 1
                continue
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif depth == 0 and c == "\n":
                self.statement(text[start:i], None)
                start = i + 1
            elif depth == 0 and c == "{":
                head = text[start:i]
                if self.opens_scope(head):
                    self.statement(head, "scope")
                    start = i + 1
                else:
                    end = matching_brace(text, i)
                    self.statement(head, text[i + 1:end])
                    i = end + 1
                    start = i
                    continue
            elif depth == 0 and c == "}":
                self.statement(text[start:i], None)
                self.close()
                start = i + 1
            i += 1
        self.statement(text[start:], None)
        return sorted(self.facts)

    def opens_scope(self, head):
        _, rest = take_attributes(head)
        word = re.match(r"\w+", rest)
        return bool(word) and word.group(0) in TYPE_KINDS | {"extension"}

    def close(self):
        ctx = self.stack.pop()
        if ctx.kind == "extension" and ctx.visible and ctx.conformances and ctx.emitted == 0:
            signature = ": " + ", ".join(ctx.conformances) + self.suffix(ctx, False)
            self.facts.add((self.module, "conformance", ctx.path, signature))

    # Declarations ------------------------------------------------------------------------

    def statement(self, text, block):
        if not text.strip():
            if block == "scope":
                self.stack.append(Context("anonymous", self.stack[-1].path, False))
            return
        attrs, rest = take_attributes(text)
        keyword = re.match(r"\w+", rest)
        if not keyword or keyword.group(0) not in DECL_KEYWORDS:
            if rest.strip():
                self.pending = []
            else:
                self.pending.extend(attrs)
            if block == "scope":
                self.stack.append(Context("anonymous", self.stack[-1].path, False))
            return
        attrs = self.pending + attrs
        self.pending = []
        kind = keyword.group(0)
        body = rest[keyword.end():].strip()
        parent = self.stack[-1]
        unavailable, deprecated, restatement, spi = availability(attrs)
        deprecated = deprecated or parent.deprecated
        public = "public" in attrs or "open" in attrs or parent.kind == "protocol" or kind in ("case", "extension")
        visible = parent.visible and public and not unavailable and not spi
        if block == "scope":
            self.open_scope(kind, body, attrs, visible, deprecated)
            return
        if not visible or kind in ("import", "deinit", "precedencegroup", "operator"):
            return
        static = "static" in attrs or "class" in attrs
        for fact in self.declaration(kind, body, block, attrs, static, restatement):
            kind_, path, signature = fact
            if any(part.startswith("_") for part in path.split("(")[0].split(".")):
                continue
            name = path[len(parent.path) + 1:] if parent.path else path
            if name in SKIPPED_MEMBERS or (kind_ == "init" and name == "init(from:)"):
                continue
            self.facts.add((self.module, kind_, path, signature + self.suffix(parent, deprecated)))
            parent.emitted += 1

    def suffix(self, ctx, deprecated):
        out = f" [ext where {ctx.ext_where}]" if ctx.ext_where else ""
        if deprecated or ctx.deprecated:
            out += " [deprecated]"
        return out

    def join(self, name):
        container = self.stack[-1].path
        return f"{container}.{name}" if container else name

    def open_scope(self, kind, body, attrs, visible, deprecated):
        parent = self.stack[-1]
        if kind == "extension":
            where = find_top(body, "where")
            head, ext_where = (body[:where], body[where + 5:]) if where >= 0 else (body, "")
            colon = find_top(head, ":")
            target, conformances = (head[:colon], head[colon + 1:]) if colon >= 0 else (head, "")
            target = strip_modules(target, self.modules)
            if "<" in target:
                target = target[:target.index("<")]
            protocols = [re.sub(r"^(?:@unchecked|@preconcurrency|@retroactive)\s+", "", strip_modules(p, self.modules))
                         for p in split_top(conformances)]
            protocols = [p for p in protocols if not p.startswith("_")]
            hidden = any(part.startswith("_") for part in target.split("."))
            ctx = Context("extension", target, visible and not hidden, strip_modules(ext_where, self.modules), deprecated,
                          protocols)
            self.stack.append(ctx)
            return
        m = re.match(r"`?(\w+)`?", body)
        name = m.group(1)
        path = self.join(name)
        signature = strip_modules(body[m.end():], self.modules)
        visible = visible and not name.startswith("_")
        if visible:
            fact_kind = "class" if kind == "actor" else kind
            self.facts.add((self.module, fact_kind, path, signature + self.suffix(parent, deprecated)))
            parent.emitted += 1
        self.stack.append(Context(kind, path, visible, "", deprecated))

    def declaration(self, kind, body, block, attrs, static, restatement):
        modules = self.modules
        if kind == "case":
            out = []
            for element in split_top(body):
                eq = find_top(element, "=")
                if eq >= 0:
                    element = element[:eq].strip()
                m = re.match(r"`?(\w+)`?", element)
                name = m.group(1)
                rest = element[m.end():].strip()
                if rest.startswith("("):
                    params = [parameter(p, modules=modules) for p in split_top(rest[1:matching(rest, 0)])]
                    labels = [label for label, _ in params]
                    out.append(("case", self.join(syntax.labels_path(name, labels)),
                                "(" + ", ".join(t for _, t in params) + ")"))
                else:
                    out.append(("case", self.join(name), ""))
            return out
        if kind in ("var", "let"):
            m = re.match(r"`?(\w+)`?\s*:", body)
            if not m:
                return []
            name = m.group(1)
            typ = body[m.end():]
            eq = find_top(typ, " = ")
            if eq >= 0:
                typ = typ[:eq]
            settable = kind == "var" and not any(a.endswith("(set)") for a in attrs)
            if block is not None:
                settable = accessors_set(block)
            effects = accessor_effects(block) if block is not None else ""
            signature = clean_type(typ, modules) + " { get" + effects + (" set" if settable else "") + " }"
            return [("static-var" if static else "var", self.join(name), signature)]
        if kind == "typealias":
            m = re.match(r"`?(\w+)`?", body)
            name = m.group(1)
            target = body[m.end():].strip()
            binds_associated = name in self.associated and self.stack[-1].kind not in ("protocol", "file")
            if restatement or binds_associated or name in SKIPPED_TYPEALIASES or "@_opaqueReturnTypeOf" in target or any(
                    a.startswith("@_implements") for a in attrs):
                return []
            return [("typealias", self.join(name), strip_modules(target, modules))]
        if kind == "associatedtype":
            m = re.match(r"`?(\w+)`?", body)
            return [("associatedtype", self.join(m.group(1)), strip_modules(body[m.end():], modules))]
        if kind in ("func", "init", "subscript", "macro"):
            return [self.function(kind, body, static)]
        return []

    def function(self, kind, body, static):
        modules = self.modules
        if kind == "func":
            m = re.match(r"`?(\w+)`?|([/=\-+!*%<>&|^~?.]+)", body)
            name = m.group(1) or m.group(2)
            operator = m.group(2) is not None
            rest = body[m.end():].lstrip()
        elif kind == "macro":
            m = re.match(r"`?(\w+)`?", body)
            name, operator, rest = m.group(1), False, body[m.end():].lstrip()
        else:
            m = re.match(r"[?!]?", body)
            name, operator, rest = kind, False, body[m.end():].lstrip()
        generics = ""
        if rest.startswith("<"):
            end = matching(rest, 0)
            generics = strip_modules(rest[:end + 1], modules)
            rest = rest[end + 1:].lstrip()
        close = matching(rest, 0)
        unlabeled = kind == "subscript" or operator
        params = [parameter(p, unlabeled=unlabeled, modules=modules) for p in split_top(rest[1:close])]
        rest = rest[close + 1:]
        where = find_top(rest, "where")
        where_clause = ""
        if where >= 0:
            rest, where_clause = rest[:where], strip_modules(rest[where + 5:], modules)
        if kind == "macro":  # `= #externalMacro(…)` comes before a macro's where clause
            eq = find_top(rest, "=")
            if eq >= 0:
                rest = rest[:eq]
        arrow = find_top(rest, "->")
        effects, result = (rest[:arrow], rest[arrow + 2:]) if arrow >= 0 else (rest, "")
        signature = generics + "(" + ", ".join(t for _, t in params) + ")"
        effects = " ".join(effects.split())
        if effects:
            signature += " " + effects
        if result.strip():
            signature += " -> " + clean_type(result, modules)
        if where_clause:
            signature += " where " + where_clause
        path = self.join(syntax.labels_path(name, [label for label, _ in params]))
        if operator:
            fact_kind = "operator"
        elif kind == "func":
            fact_kind = "static-func" if static else "func"
        else:
            fact_kind = kind
        return fact_kind, path, signature


def matching_brace(text, i):
    """The index of the `}` that closes the `{` at `text[i]`, skipping string literals."""
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise ValueError("unbalanced { in the interface")


def accessors_set(block):
    """Whether an accessor block `{ get set }` (or a getter's body) declares a setter."""
    words = top_words(block)
    return any(w in ("set", "_modify", "modify", "unsafeMutableAddress") for w in words)


def accessor_effects(block):
    words = top_words(block)
    if "get" not in words:
        return ""
    after = words[words.index("get") + 1:]
    effects = [w for w in after[:2] if w in ("async", "throws")]
    return "".join(" " + e for e in effects)


def top_words(block):
    out, depth = [], 0
    for token in re.findall(r"[{}]|\w+", block):
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
        elif depth == 0:
            out.append(token)
    accessor = {"get", "set", "_modify", "modify", "_read", "read", "unsafeAddress", "unsafeMutableAddress",
                "nonmutating", "mutating", "async", "throws", "willSet", "didSet"}
    return out if out and out[0] in accessor else ["get"]


def facts_from_interface(module, text):
    """The sorted facts (module, kind, path, signature) of a `.swiftinterface`'s text."""
    return Reader(module, text).read()


def format_facts(facts):
    lines = ["# module\tkind\tpath\tsignature"]
    lines += sorted({"\t".join(f) for f in facts}, key=lambda s: s.encode())
    return "\n".join(lines) + "\n"
