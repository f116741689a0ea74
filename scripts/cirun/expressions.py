"""GitHub Actions expressions (`${{ … }}` and `if:`) over a context of plain dicts: literals,
context paths (`steps.program-base.outcome`, `strategy.job-total`), `==` `!=` `&&` `||` `!`,
parentheses and the functions the templates use. Anything else is an error, so a template that
grows past what the dry run understands fails loudly instead of being misread."""

import re

TOKEN = re.compile(r"\s*(?:(?P<string>'(?:[^']|'')*')|(?P<number>-?\d+(?:\.\d+)?)|(?P<op>==|!=|&&|\|\||[!(),])"
                   r"|(?P<name>[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_*][A-Za-z0-9_-]*)*))")


class ExpressionError(Exception):
    pass


def tokens(text):
    position, result = 0, []
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match or match.end() == position:
            if text[position:].strip() == "":
                break
            raise ExpressionError(f"cannot read {text[position:]!r} in {text!r}")
        kind = match.lastgroup
        result.append((kind, match.group(kind)))
        position = match.end()
    return result


def truthy(value):
    return value not in (None, False, 0, "")


def equal(a, b):
    if isinstance(a, str) and isinstance(b, str):
        return a.lower() == b.lower()
    if isinstance(a, (int, float)) and isinstance(b, str):
        return str(a) == b
    if isinstance(b, (int, float)) and isinstance(a, str):
        return a == str(b)
    return a == b


class Evaluator:
    """`functions` maps a name to a Python function of the evaluated arguments."""

    def __init__(self, context, functions):
        self.context = context
        self.functions = functions

    def evaluate(self, text):
        self.items = tokens(text)
        self.position = 0
        value = self.either()
        if self.position != len(self.items):
            raise ExpressionError(f"unexpected {self.items[self.position][1]!r} in {text!r}")
        return value

    def peek(self):
        return self.items[self.position] if self.position < len(self.items) else (None, None)

    def take(self, op):
        if self.peek() == ("op", op):
            self.position += 1
            return True
        return False

    def either(self):
        value = self.both()
        while self.take("||"):
            right = self.both()
            value = value if truthy(value) else right
        return value

    def both(self):
        value = self.comparison()
        while self.take("&&"):
            right = self.comparison()
            value = right if truthy(value) else value
        return value

    def comparison(self):
        value = self.unary()
        while True:
            if self.take("=="):
                value = equal(value, self.unary())
            elif self.take("!="):
                value = not equal(value, self.unary())
            else:
                return value

    def unary(self):
        if self.take("!"):
            return not truthy(self.unary())
        if self.take("("):
            value = self.either()
            if not self.take(")"):
                raise ExpressionError("missing )")
            return value
        kind, text = self.peek()
        if kind is None:
            raise ExpressionError("the expression ends too early")
        self.position += 1
        if kind == "string":
            return text[1:-1].replace("''", "'")
        if kind == "number":
            return float(text) if "." in text else int(text)
        if kind == "name":
            if text in ("true", "false"):
                return text == "true"
            if text == "null":
                return None
            if self.take("("):
                arguments = []
                if not self.take(")"):
                    arguments.append(self.either())
                    while self.take(","):
                        arguments.append(self.either())
                    if not self.take(")"):
                        raise ExpressionError(f"missing ) after the arguments of {text}")
                if text not in self.functions:
                    raise ExpressionError(f"the dry run does not know the function {text}()")
                return self.functions[text](*arguments)
            return self.lookup(text)
        raise ExpressionError(f"unexpected {text!r}")

    def lookup(self, path):
        value = self.context
        for part in path.split("."):
            if not isinstance(value, dict):
                return None
            if part not in value and not path.startswith(("steps.", "github.event.")):
                raise ExpressionError(f"the dry run has no context value {path}")
            value = value.get(part)
        return value


def format_string(template, *arguments):
    return re.sub(r"\{(\d+)\}", lambda match: str(arguments[int(match.group(1))]), template)


def interpolate(text, evaluator):
    """`text` with each `${{ … }}` replaced by its value."""
    if not isinstance(text, str):
        return text

    def replace(match):
        value = evaluator.evaluate(match.group(1))
        if isinstance(value, bool):
            return "true" if value else "false"
        return "" if value is None else str(value)

    return re.sub(r"\$\{\{(.*?)\}\}", replace, text)
