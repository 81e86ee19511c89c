"""The parser: StableHLO text back to a Module, for exactly the subset `print_module` writes.

A tokenizer and a recursive descent over the printer's grammar: banner lines, `module @name
attributes {...}`, functions with argument attributes, body comments, short-form elementwise ops
and constants, generic ops with sorted attributes, and reduce / reduce_window / all_reduce with
their fixed one-op region (a reduce of N operands: `%r:N = ...`, one op per result pair, its
results used as `%r#k`; so too an optimization_barrier's N results, without a region). Every op is re-checked by `core.infer_result_type` (the declared result
type must be the one its operands give), so a parsed module is as well typed as a built one. Attributes and
constants must be spelled exactly as their `str()` spells them, so what parses prints back the
same. Every error is a `ParseError` at a 1-based line and column saying what was expected; any
text gives a Module or a ParseError (literal depth, ranks and integer sizes are bounded, so nothing
recurses deep, overflows numpy or int(), or takes more than linear time).
"""
from __future__ import annotations

import bisect
import re

import numpy as np

from .core import NAME_RE, Comment, Func, Module, Op, Value, infer_result_type
from .opdefs import COMBINERS, OPS, check_attr
from .types import (
    DTYPES, NUMPY_DTYPE, Array, Comparison, ConvDims, Dense2D, DenseElements, DotDims, I32, I64, IRError, TensorType,
    parse_scalar,
)

TOKEN_RE = re.compile(r"""
    (?P<space>\s+)
  | (?P<comment>//[^\n]*)
  | (?P<type>tensor<[^<>\n]*>)
  | (?P<value>%[A-Za-z0-9_.$-]+(?:\#[0-9]+)?)
  | (?P<symbol>@[A-Za-z_][A-Za-z0-9_.$]*)
  | (?P<hash>\#[A-Za-z_][A-Za-z0-9_.]*)
  | (?P<block>\^[A-Za-z0-9_]+)
  | (?P<string>"[^"\n]*")
  | (?P<number>-?(?:0x[0-9A-Fa-f]+|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?))
  | (?P<punct>->|[(){}\[\]<>,:=])
  | (?P<ident>[A-Za-z_][A-Za-z0-9_.$]*)
  | (?P<bad>.)
""", re.VERBOSE | re.DOTALL)
# Sizes below 10**18 and integers of at most 19 digits: larger ones are no i64, and Python's int()
# refuses (ValueError) decimal strings longer than 4,300 digits.
TYPE_RE = re.compile(r"tensor<((?:(?:0|[1-9][0-9]{0,17})x)*)(" + "|".join(sorted(DTYPES, key=len, reverse=True))
                     + r")>\Z")
INT_RE = re.compile(r"-?[0-9]{1,19}\Z")
MAX_RANK = 64           # numpy's limit on an array's rank; a deeper dense literal is refused, not recursed into
DEF_NAME_RE = re.compile(NAME_RE.pattern + r"|[0-9]+\Z")
LAYOUT_LABELS = {"0": 0, "1": 1, "b": "b", "f": "f", "i": "i", "o": "o"}


class ParseError(IRError):
    """Text outside the printed subset, or an ill-typed op in it, at a 1-based line and column."""

    def __init__(self, line: int, col: int, msg: str):
        super().__init__(f"line {line}, col {col}: {msg}")
        self.line, self.col, self.msg = line, col, msg


class _Token:
    __slots__ = ("kind", "text", "pos", "end")

    def __init__(self, kind: str, text: str, pos: int, end: int):
        self.kind, self.text, self.pos, self.end = kind, text, pos, end

    def __repr__(self):
        return "end of file" if self.kind == "eof" else repr(self.text)


def parse_module(text: str) -> Module:
    """Parse printed StableHLO text; a ParseError (an IRError) says where and what went wrong."""
    return _Parser(text).module()


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.tokens = []
        for m in TOKEN_RE.finditer(text):
            if m.lastgroup == "bad":
                raise self.error(m.start(), f"unexpected character {m.group()!r}")
            if m.lastgroup != "space":
                self.tokens.append(_Token(m.lastgroup, m.group(), m.start(), m.end()))
        self.tokens.append(_Token("eof", "", len(text), len(text)))
        self.i = 0

    # -- tokens
    def error(self, at, msg: str) -> ParseError:
        pos = at.pos if isinstance(at, _Token) else at
        line = bisect.bisect_right(self.line_starts, pos)
        return ParseError(line, pos - self.line_starts[line - 1] + 1, msg)

    def peek(self) -> _Token:
        return self.tokens[self.i]

    def at(self, text: str) -> bool:
        return self.tokens[self.i].text == text

    def next(self) -> _Token:
        tok = self.tokens[self.i]
        self.i += tok.kind != "eof"
        return tok

    def expect(self, *texts: str) -> _Token:
        """The next tokens, which must be exactly `texts`; returns the last."""
        for text in texts:
            if not self.at(text):
                raise self.error(self.peek(), f"expected {text!r}, found {self.peek()!r}")
            tok = self.next()
        return tok

    def expect_kind(self, kind: str, what: str) -> _Token:
        if self.peek().kind != kind:
            raise self.error(self.peek(), f"expected {what}, found {self.peek()!r}")
        return self.next()

    def one_of(self, choices, what: str) -> str:
        if self.peek().text not in choices:
            raise self.error(self.peek(), f"expected {what} ({', '.join(choices)}), found {self.peek()!r}")
        return self.next().text

    def separated(self, item, close: str) -> list:
        """`item, item, ...` up to the token `close`, which is consumed; possibly empty."""
        items = []
        while not self.at(close):
            if items and not self.at(","):
                raise self.error(self.peek(), f"expected ',' or {close!r}, found {self.peek()!r}")
            items.append(self.next() and item() if items else item())
        self.next()
        return items

    def comment(self) -> str:
        tok = self.next()
        if tok.text != "//" and not tok.text.startswith("// "):
            raise self.error(tok, f"expected '// text' or '//', found {tok!r}")
        return tok.text[3:]

    def type(self) -> TensorType:
        tok = self.expect_kind("type", "a tensor type")
        m = TYPE_RE.match(tok.text)
        if not m:
            raise self.error(tok, f"expected a tensor type like tensor<2x3xf32>, found {tok!r}")
        shape = tuple(int(d) for d in m.group(1).split("x")[:-1])
        if len(shape) > MAX_RANK:
            raise self.error(tok, f"tensor rank {len(shape)} is above hlocert's limit of {MAX_RANK}")
        return TensorType(shape, m.group(2))

    def int(self) -> int:
        if not INT_RE.match(self.peek().text):
            raise self.error(self.peek(), f"expected an integer, found {self.peek()!r}")
        return int(self.next().text)

    def int_list(self) -> list[int]:
        self.expect("[")
        return self.separated(self.int, "]")

    def canonical(self, pos: int, end: int, expected: str, what: str):
        """The source text[pos:end] must be exactly `expected`, the printer's spelling."""
        found = self.text[pos:end]
        if found != expected:
            k = next((k for k, (a, b) in enumerate(zip(found, expected)) if a != b), min(len(found), len(expected)))
            raise self.error(pos + k, f"{what} not in printed form: expected {expected[k:k + 40]!r}, "
                                      f"found {found[k:k + 40]!r}")

    # -- attributes
    def attr_dict(self, op: str | None = None) -> dict:
        """`{name = value, ...}` sorted by name; an op's names and kinds are checked against its OPS entry."""
        start = self.expect("{")
        attrs = {}

        def entry():
            key = self.expect_kind("ident", "an attribute name")
            value = attrs[key.text] = self.expect("=") and self.attr()
            if op is not None:
                try:
                    check_attr(op, key.text, value)
                except IRError as e:
                    raise self.error(key, str(e)) from None
            return key.text
        keys = self.separated(entry, "}")
        if keys != sorted(set(keys)):
            raise self.error(start, f"attribute names must be distinct and sorted, found {', '.join(keys)}")
        return attrs

    def attr(self):
        """One attribute value, spelled exactly as its types.py `str()` spells it."""
        start = self.peek()
        try:
            value = self.attr_value()
        except ParseError:
            raise
        except IRError as e:            # a value types.py refuses: ragged rows, a bad layout, ...
            raise self.error(start, str(e)) from None
        self.canonical(start.pos, self.tokens[self.i - 1].end, str(value), "attribute")
        return value

    def attr_value(self):
        if self.peek().kind == "number":
            value = self.int()
            self.expect(":")
            return I64(value) if self.one_of(("i64", "i32"), "an integer type") == "i64" else I32(value)
        tok = self.next()
        if tok.text == "array":
            self.expect("<", "i64")
            if self.at(">"):
                self.next()
                return Array(())
            self.expect(":")
            return Array(self.separated(self.int, ">"))
        if tok.text == "dense":
            self.expect("<")
            rows = [] if self.at(">") else self.expect("[") and self.separated(self.int_list, "]")
            self.expect(">", ":")
            self.type()                  # the canonical-text check pins it to the rows' shape
            return Dense2D(rows)
        if tok.text == "#stablehlo":
            self.expect("<", "comparison_direction")
            direction = self.next().text
            self.expect(">")
            return Comparison(direction)
        if tok.text == "#stablehlo.dot":
            self.expect("<")
            fields = dict(self.separated(self.dot_field, ">"))
            return DotDims(*(fields.get(f"{side}_{kind}_dimensions", ()) for kind in ("batching", "contracting")
                             for side in ("lhs", "rhs")))
        if tok.text == "#stablehlo.conv":
            self.expect("<")
            lhs = self.layout()
            rhs = self.expect("x") and self.layout()
            out = self.expect("->") and self.layout()
            self.expect(">")
            return ConvDims(lhs, rhs, out)
        raise self.error(tok, f"expected an attribute value (N : i64, array<i64: ...>, dense<...>, "
                              f"#stablehlo...), found {tok!r}")

    def dot_field(self):
        key = self.expect_kind("ident", "a dot dimension field").text
        self.expect("=")
        return key, self.int_list()

    def layout(self) -> tuple:
        self.expect("[")
        return tuple(self.separated(lambda: LAYOUT_LABELS[self.one_of(LAYOUT_LABELS, "a layout label")], "]"))

    # -- constants
    def literal(self, depth: int = 0):
        """A `dense<...>` literal's scalar tokens, nested as written (one token when a splat)."""
        if not self.at("["):
            tok = self.next()
            if tok.kind not in ("number", "ident"):
                raise self.error(tok, f"expected a scalar literal, found {tok!r}")
            return tok
        if depth == MAX_RANK:
            raise self.error(self.peek(), f"dense literal nested deeper than {MAX_RANK} levels")
        self.next()
        return self.separated(lambda: self.literal(depth + 1), "]")

    def dense(self, start: _Token, end: int, nested, t: TensorType) -> DenseElements:
        """The literal read by `literal` (from `start` to `end`) as a constant of type t."""
        flat = []

        def shape_of(x):
            if isinstance(x, _Token):
                flat.append(x)
                return ()
            shapes = {shape_of(y) for y in x}
            if len(shapes) > 1:
                raise self.error(start, "ragged dense literal")
            return (len(x),) + (shapes.pop() if shapes else ())
        shape = shape_of(nested)
        if not isinstance(nested, _Token) and shape != t.shape and not len(flat) == 0 == t.size:
            raise self.error(start, f"dense literal of shape {shape} for type {t}")

        def scalar(tok):
            try:
                return np.array(parse_scalar(tok.text, t.dtype), dtype=NUMPY_DTYPE[t.dtype])
            except (IRError, ValueError, OverflowError):
                raise self.error(tok, f"expected a {t.dtype} literal, found {tok!r}") from None
        splat = isinstance(nested, _Token)        # one value, broadcast without a copy
        values = scalar(nested) if splat else np.array([scalar(tok) for tok in flat], dtype=NUMPY_DTYPE[t.dtype])
        try:
            values = np.broadcast_to(values, t.shape) if splat else values.reshape(t.shape)
        except ValueError as e:                   # a size past numpy's index range
            raise self.error(start, f"no constant of type {t}: {e}") from None
        value = DenseElements(values, t.dtype)
        self.canonical(start.pos, end, str(value), "constant")
        return value

    # -- module structure
    def module(self) -> Module:
        banner = []
        while self.peek().kind == "comment":
            banner.append(self.comment())
        self.expect("module")
        name = self.expect_kind("symbol", "a module name (@name)").text[1:]
        attrs = {}
        if self.at("attributes"):
            attrs = self.next() and self.attr_dict()
        self.expect("{")
        funcs = {}
        while self.at("func.func"):
            tok, func = self.peek(), self.func()
            if funcs.setdefault(func.name, func) is not func:
                raise self.error(tok, f"function @{func.name} is defined twice")
        if not self.at("}"):
            raise self.error(self.peek(), f"expected 'func.func' or '}}', found {self.peek()!r}")
        self.next()
        self.expect_kind("eof", "end of file")
        return Module(list(funcs.values()), name=name, attrs=attrs, banner=banner)

    def func(self) -> Func:
        self.expect("func.func")
        visibility = self.one_of(("public", "private"), "a visibility")
        name = self.expect_kind("symbol", "a function name (@name)").text[1:]
        self.env: dict[str, Value] = {}
        self.regions = 0
        arg_attrs = []

        def arg():
            tok = self.expect_kind("value", "an argument (%name)")
            v = self.define(tok, self.expect(":") and self.type())
            arg_attrs.append(self.attr_dict() if self.at("{") else {})
            return v
        args = self.expect("(") and self.separated(arg, ")")
        result_types = self.expect("->", "(") and self.separated(self.type, ")")
        self.expect("{")
        body, returned = [], False
        while not self.at("}"):
            tok = self.peek()
            if tok.kind == "comment":
                body.append(Comment(self.comment()))
            elif returned:
                raise self.error(tok, f"expected '}}' after \"func.return\", found {tok!r}")
            else:
                returned = tok.text == '"func.return"'
                body.append(self.ret() if returned else self.op())
        if not returned:
            raise self.error(self.peek(), "expected an op or \"func.return\", found '}'")
        func = Func(name, args, arg_attrs, body, visibility)
        if func.result_types != result_types:
            raise self.error(self.peek(), f"@{name} returns ({', '.join(map(str, func.result_types))}) "
                                          f"but declares ({', '.join(map(str, result_types))})")
        self.next()
        return func

    def define(self, tok: _Token, t):
        """The value `tok` names (t a type), or the tuple of its results %name#0 … (t a tuple of types)."""
        name = tok.text[1:]
        if not DEF_NAME_RE.match(name):
            raise self.error(tok, f"value name %{name} must be a number, or a letter then letters, digits, _.$-")
        if name in self.env or f"{name}#0" in self.env:
            raise self.error(tok, f"value %{name} is defined twice")
        if isinstance(t, TensorType):
            self.env[name] = Value(t, name)
            return self.env[name]
        for k, u in enumerate(t):
            self.env[f"{name}#{k}"] = Value(u, f"{name}#{k}")
        return tuple(self.env[f"{name}#{k}"] for k in range(len(t)))

    def use(self) -> Value:
        tok = self.expect_kind("value", "a value (%name)")
        if tok.text[1:] not in self.env:
            raise self.error(tok, f"use of undefined value {tok.text}")
        return self.env[tok.text[1:]]

    def operand_types(self, operands):
        """`: (T, ...)`, each T the type its operand was defined with."""
        tok = self.expect(":", "(")
        types = self.separated(self.type, ")")
        if types != [v.type for v in operands]:
            raise self.error(tok, f"operand types ({', '.join(map(str, types))}) differ from the operands' "
                                  f"({', '.join(str(v.type) for v in operands)})")

    def ret(self) -> Op:
        operands = self.expect('"func.return"', "(") and self.separated(self.use, ")")
        self.operand_types(operands)
        self.expect("->", "(", ")")
        return Op("func.return", tuple(operands), {}, None)

    def op(self) -> Op:
        result = self.expect_kind("value", "an op (%name = ...), \"func.return\" or a comment")
        written, count = self.at(":"), 1
        if written:
            count = self.next() and self.int()
            if not 2 <= count <= len(self.tokens):
                raise self.error(result, f"result count {count}: a multi-result op has 2 or more")
        tok = self.expect("=") and self.next()
        name = tok.text[1:-1] if tok.kind == "string" else tok.text
        if tok.kind not in ("string", "ident"):
            raise self.error(tok, f"expected an op name, found {tok!r}")
        if name not in OPS:
            raise self.error(tok, f"unknown op {tok.text}; hlocert's IR has: {', '.join(sorted(OPS))}")
        form = OPS[name].form
        short = form in ("short", "constant")
        if short != (tok.kind == "ident"):
            raise self.error(tok, f"{name} is printed in {'short' if short else 'generic (quoted)'} form")
        attrs, combiner, operands = {}, None, []
        if form == "constant":
            start = self.expect("dense")
            nested = self.expect("<") and ([] if self.at(">") else self.literal())
            end = self.expect(">").end
            declared = self.expect(":") and self.type()
            attrs["value"] = self.dense(start, end, nested, declared)
        elif short:
            operands = [self.use()]
            while self.at(","):
                operands.append(self.next() and self.use())
            declared = self.expect(":") and self.type()
        else:
            operands = self.expect("(") and self.separated(self.use, ")")
            if count != OPS[name].results(len(operands)):
                raise self.error(result, f"{name} of {len(operands)} operands has "
                                         f"{OPS[name].results(len(operands))} result(s), {count} written")
            if form == "region":
                if not operands:
                    raise self.error(tok, f"{name} needs an operand")
                combiner = self.region(f"tensor<{operands[0].type.dtype}>", count)
            if self.at("{"):
                attrs = self.attr_dict(name)
            self.operand_types(operands)
            declared = self.expect("->") and (self.type() if count == 1 else self.result_types(count))
        if written and short:
            raise self.error(result, f"{name} has one result, {count} written")
        try:
            t = infer_result_type(name, [v.type for v in operands], attrs, declared, combiner)
        except IRError as e:
            raise self.error(tok, str(e)) from None
        results = self.define(result, t)
        results = results if isinstance(results, tuple) else (results,)
        return Op(name, tuple(operands), attrs, results[0], combiner, results[1:])

    def result_types(self, count: int) -> tuple:
        """`(T1, T2, ...)`: the types of `count` results."""
        tok = self.expect("(")
        types = self.separated(self.type, ")")
        if len(types) != count:
            raise self.error(tok, f"expected {count} result types, found ({', '.join(map(str, types))})")
        return tuple(types)

    def region(self, scalar: str, count: int) -> str:
        """The printer's block `({ ^bb0(%a, %b): %c = COMBINER %a, %b; return %c })`, with `count`
        pairs (arguments a0… b0…, one op each) for a reduce of `count` operands; its combiner."""
        k, self.regions = self.regions, self.regions + 1
        tags = [""] if count == 1 else [str(i) for i in range(count)]
        a, b, c = ([f"%_r{k}{x}{t}" for t in tags] for x in "abc")
        self.expect("(", "{", "^bb0", "(")
        for i, v in enumerate(a + b):
            self.expect(*([","] if i else []), v, ":", scalar)
        self.expect(")", ":")
        combiner = None
        for ai, bi, ci in zip(a, b, c):
            self.expect(ci, "=")
            found = self.one_of(COMBINERS, "a combiner")
            if combiner not in (None, found):
                raise self.error(self.tokens[self.i - 1], f"expected the combiner {combiner} for every result")
            combiner = found
            self.expect(ai, ",", bi, ":", scalar)
        self.expect('"stablehlo.return"', "(", *[x for i, ci in enumerate(c) for x in ([","] if i else []) + [ci]],
                    ")", ":", "(", *[x for i in range(count) for x in ([","] if i else []) + [scalar]], ")", "->",
                    "(", ")", "}", ")")
        return combiner
