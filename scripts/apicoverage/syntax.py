"""Small pieces of Swift declaration syntax shared by the interface reader, the symbol graph
reader and the comparison: splitting at top-level commas, parameter lists, module prefixes."""

import re

# Modules whose `Module.` prefix is dropped from every type (the facts format writes types
# unqualified). The modules an interface imports are added to these when it is read.
MODULES = {
    "Swift", "Foundation", "SwiftUI", "SwiftUICore", "CoreFoundation", "CoreGraphics", "_Concurrency",
    "UIKit", "WidgetKit", "ActivityKit", "AppIntents", "Charts", "DeveloperToolsSupport", "Combine", "os",
    "OSLog", "SwiftData", "Intents", "CoreData", "CoreLocation", "CoreText", "QuartzCore", "Darwin",
    "ObjectiveC", "Dispatch", "UniformTypeIdentifiers", "Observation", "Symbols", "CoreTransferable",
    "Accessibility", "_StringProcessing", "CoreImage", "Spatial", "simd", "MapKit", "Synchronization",
    "_AppIntents_SwiftUI", "os_workgroup", "_mach_port_t", "_AppIntents_UIKit", "UIKitCore", "DataDetection", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "MirrorCore", "GalleryRunner", "_SwiftUI_SwiftData",
}

OPENERS = "([{<"
CLOSERS = ")]}>"


def scan(text):
    """Yields (index, char, depth) for the characters of `text` outside string literals, where
    depth counts (), [], {} and generic <> (the `>` of `->` closes nothing)."""
    depth = 0
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c in "([{<":
            yield i, c, depth
            depth += 1
        elif c in ")]}" or (c == ">" and not (i > 0 and text[i - 1] == "-")):
            depth -= 1
            yield i, c, depth
        else:
            yield i, c, depth
        i += 1


def split_top(text, sep=","):
    """`text` split at the `sep` characters outside brackets and strings, each part stripped;
    no parts for blank text."""
    if not text.strip():
        return []
    parts, start = [], 0
    for i, c, depth in scan(text):
        if c == sep and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts


def find_top(text, token, start=0):
    """The index of the first `token` outside brackets and strings at or after `start`, or -1.
    A word token matches only as a whole word."""
    word = token.strip().isidentifier()
    for i, _c, depth in scan(text):
        if i < start or depth != 0 or not text.startswith(token, i):
            continue
        if word and ((i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_"))
                     or (i + len(token) < len(text) and (text[i + len(token)].isalnum() or text[i + len(token)] == "_"))):
            continue
        return i
    return -1


def matching(text, i):
    """The index of the bracket that closes the one at `text[i]`."""
    for j, c, depth in scan(text[i:]):
        if j > 0 and depth == 0 and c in CLOSERS:
            return i + j
    raise ValueError(f"unbalanced {text[i]!r} in {text!r}")


def strip_modules(text, modules=MODULES):
    """`text` with `Module.` qualifiers of the known modules removed and whitespace collapsed."""
    pattern = _module_pattern(frozenset(modules))
    text = re.sub(r"\s+", " ", text).strip()
    return pattern.sub("", text)


_patterns = {}


def _module_pattern(modules):
    if modules not in _patterns:
        names = "|".join(sorted((re.escape(m) for m in modules), key=len, reverse=True))
        _patterns[modules] = re.compile(r"(?<![\w.])(?:" + names + r")\.(?=[A-Za-z_`(])")
    return _patterns[modules]


# Attributes of a parameter's type that the facts keep (result builders are kept too: any
# attribute not listed in DROPPED_TYPE_ATTRIBUTES).
DROPPED_TYPE_ATTRIBUTES = {
    "@autoclosure", "@_implicitSelfCapture", "@_inheritActorContext", "@_nonEphemeral", "@_unsafeInheritExecutor",
    "@noescape", "@_noImplicitCopy", "@_const", "@_unsafeMainActor", "@_unsafeSendable", "@preconcurrency",
    "@_disfavoredOverload", "@_semantics",
}
DROPPED_TYPE_WORDS = {"__owned", "__shared", "consuming", "borrowing", "__consuming"}


def clean_type(text, modules=MODULES):
    """A type as the facts write it: module prefixes stripped, whitespace collapsed, only the
    attributes and specifiers that change how a caller passes the value kept."""
    text = strip_modules(text, modules)
    words = []
    rest = text
    while True:
        rest = rest.lstrip()
        if rest.startswith("@"):
            end = attribute_end(rest)
            attr = rest[:end]
            if attr.split("(")[0] not in DROPPED_TYPE_ATTRIBUTES:
                words.append(attr)
            rest = rest[end:]
            continue
        m = re.match(r"(\w+)\s", rest)
        if m and m.group(1) in DROPPED_TYPE_WORDS:
            rest = rest[m.end():]
            continue
        break
    words.append(rest.strip())
    return " ".join(w for w in words if w)


def parameter(text, unlabeled=False, modules=MODULES):
    """(label, type) of one parameter `label name: Type = default`; the type ends in
    ` = default` when the parameter has a default. `unlabeled`: a subscript's or operator's
    parameter, whose single name is no label."""
    text = text.strip()
    default = ""
    eq = find_top(text, " = ")
    if eq >= 0:
        text, default = text[:eq], " = default"
    colon = find_top(text, ":")
    if colon < 0:  # an enum case payload without a label
        return "_", clean_type(text, modules) + default
    left, typ = text[:colon], text[colon + 1:]
    attrs = []
    left = left.strip()
    while left.startswith("@"):
        end = attribute_end(left)
        attrs.append(left[:end])
        left = left[end:].strip()
    names = left.split()
    label = (names[0] if len(names) == 2 else "_") if unlabeled else names[0] if names else "_"
    label = label.strip("`")
    return label, clean_type(" ".join([*attrs, typ]), modules) + default


def attribute_end(text):
    """The end of the attribute at the start of `text`: `@Name`, `@Name<Args>`, `@Name(args)`."""
    m = re.match(r"@[\w.]+", text)
    end = m.end()
    if end < len(text) and text[end] == "<":
        end = matching(text, end) + 1
    if end < len(text) and text[end] == "(":
        end = matching(text, end) + 1
    return end


def labels_path(name, labels):
    return f"{name}({''.join(label + ':' for label in labels)})"
