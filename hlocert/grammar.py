"""The `+option` grammar of a variant name, declared once: each option is one record that both
reads and writes itself, so a parse and a print can never disagree.

A holder of options (an optimizer family, a net, the variant itself; render/variants.py composes
them with the name's fixed head) lists its options in canonical order, each one of

    Flag(spelling, field, value=True, absent=...)   `+spelling` sets `field = value`; written when
                                                    the field holds `value`; `absent` is what
                                                    the field is when the option is not written
                                                    (by default the field's own default)
    Number(prefix, field, symbol)                   `+{prefix}{x}` sets `field = float(x)`; written
                                                    as `{prefix}{float(x)!r}` (an exponent's `e+`
                                                    as `e`) when `x` differs from the field's
                                                    default
    Count(prefix, field, symbol)                    `+{prefix}{n}` sets `field = int(n)`; written
                                                    as `{prefix}{n}` when `n` differs from the
                                                    field's default

`write(obj, options)` prints the options `obj` carries, in order; `read(opt, options)` the fields
one written option sets (None when it is none of them); `absent(options)` the fields the
unwritten options set. `spelled(options)` spells them for an error message.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Any, Iterable, Union

NUMBER = r"\d+(\.\d+)?(e-?\d+)?"         # float(x)!r of a finite x ≥ 0, `e+` written `e` (`+` parts a name)
FIELD_DEFAULT = type("FieldDefault", (), {"__repr__": lambda self: "FIELD_DEFAULT"})()   # `absent`: keep the default


def field_default(obj: Any, name: str) -> Any:
    """The default of dataclass field `name` of `obj`."""
    return next(f.default for f in fields(obj) if f.name == name)


@dataclass(frozen=True)
class Flag:
    spelling: str
    field: str
    value: Any = True
    absent: Any = FIELD_DEFAULT

    @property
    def spelling_help(self) -> str:
        return self.spelling

    def read(self, opt: str) -> dict[str, Any] | None:
        return {self.field: self.value} if opt == self.spelling else None

    def write(self, obj: Any) -> str | None:
        return self.spelling if getattr(obj, self.field) == self.value else None


@dataclass(frozen=True)
class Number:
    prefix: str
    field: str
    symbol: str                           # the value's letter in help: wd{V}
    absent = FIELD_DEFAULT

    @property
    def spelling_help(self) -> str:
        return f"{self.prefix}{{{self.symbol}}}"

    def read(self, opt: str) -> dict[str, Any] | None:
        if opt.startswith(self.prefix) and re.fullmatch(NUMBER, opt[len(self.prefix):]):
            return {self.field: float(opt[len(self.prefix):])}
        return None

    def write(self, obj: Any) -> str | None:
        value = getattr(obj, self.field)
        if value == field_default(obj, self.field):
            return None
        return self.prefix + repr(float(value)).replace("e+", "e")


@dataclass(frozen=True)
class Count:
    prefix: str
    field: str
    symbol: str                           # the value's letter in help: ch{N}
    absent = FIELD_DEFAULT

    @property
    def spelling_help(self) -> str:
        return f"{self.prefix}{{{self.symbol}}}"

    def read(self, opt: str) -> dict[str, Any] | None:
        if opt.startswith(self.prefix) and re.fullmatch(r"[1-9]\d*", opt[len(self.prefix):]):
            return {self.field: int(opt[len(self.prefix):])}
        return None

    def write(self, obj: Any) -> str | None:
        value = getattr(obj, self.field)
        return None if value == field_default(obj, self.field) else f"{self.prefix}{int(value)}"


Option = Union[Flag, Number, Count]


def write(obj: Any, options: Iterable[Option]) -> list[str]:
    """The options `obj` carries, in the declared (canonical) order."""
    return [text for text in (o.write(obj) for o in options) if text is not None]


def read(opt: str, options: Iterable[Option]) -> dict[str, Any] | None:
    """The fields the written option `opt` sets, or None if it is none of `options`."""
    return next((found for found in (o.read(opt) for o in options) if found is not None), None)


def absent(options: Iterable[Option]) -> dict[str, Any]:
    """The fields an unwritten option sets where that differs from the field's own default."""
    return {o.field: o.absent for o in options if o.absent is not FIELD_DEFAULT}


def spelled(options: Iterable[Option]) -> list[str]:
    """The options as an error message lists them: `wx`, `wd{V}`."""
    return [o.spelling_help for o in options]


def flags(table: dict[str, tuple[str, Any]]) -> tuple[Flag, ...]:
    """A net's `OPTIONS` table (spelling -> (field, value)) as flags, in its order."""
    return tuple(Flag(spelling, field, value) for spelling, (field, value) in table.items())
