"""The deterministic printer: a Module to StableHLO text, the same bytes for the same module.

Each op in its `opdefs.OPS` print form, all plain MLIR: elementwise ops and constants in the short
form a reader scans (`%y = stablehlo.add %a, %b : tensor<4xf32>`), every other op in the generic
form with its attributes sorted by name (N > 1 results: `%r:N = "…"(…) : (…) -> (T1, …, TN)`). Value names are the builder's; nothing here invents or reorders.
"""
from __future__ import annotations

from .core import Comment, Func, Module, Op
from .opdefs import OPS

INDENT = "  "


def print_module(m: Module) -> str:
    lines = [f"// {b}" if b else "//" for b in m.banner]
    attrs = _attr_dict(m.attrs)
    lines.append(f"module @{m.name}" + (f" attributes {attrs}" if attrs else "") + " {")
    for f in m.funcs:
        lines.extend(_func_lines(f))
    lines.append("}")
    return "\n".join(lines) + "\n"


def _attr_dict(attrs: dict) -> str:
    if not attrs:
        return ""
    return "{" + ", ".join(f"{k} = {attrs[k]}" for k in sorted(attrs)) + "}"


def _types(values) -> str:
    return ", ".join(str(v.type) for v in values)


def _func_lines(f: Func) -> list[str]:
    params = []
    for a, at in zip(f.args, f.arg_attrs):
        extra = _attr_dict(at)
        params.append(f"%{a.name}: {a.type}" + (f" {extra}" if extra else ""))
    results = ", ".join(str(t) for t in f.result_types)
    out = [f"{INDENT}func.func {f.visibility} @{f.name}({', '.join(params)}) -> ({results}) {{"]
    regions = 0
    pad = INDENT * 2
    for item in f.body:
        if isinstance(item, Comment):
            out.append(f"{pad}// {item.text}" if item.text else f"{pad}//")
        elif item.combiner is not None:
            out.extend(pad + line for line in _region_op_lines(item, regions))
            regions += 1
        else:
            out.append(pad + op_line(item))
    out.append(f"{INDENT}}}")
    return out


def op_line(op: Op) -> str:
    """One op (without a region) as one line of text."""
    operands = ", ".join(f"%{v.name}" for v in op.operands)
    if op.name == "func.return":
        return f'"func.return"({operands}) : ({_types(op.operands)}) -> ()'
    result, types = _results(op)
    lhs = f"{result} = "
    form = OPS[op.name].form
    if form == "short":
        return f"{lhs}{op.name} {operands} : {op.result.type}"
    if form == "constant":
        return f"{lhs}stablehlo.constant {op.attrs['value']} : {op.result.type}"
    attrs = _attr_dict(op.attrs)
    return (f'{lhs}"{op.name}"({operands})' + (f" {attrs}" if attrs else "")
            + f" : ({_types(op.operands)}) -> {types}")


def _results(op: Op) -> tuple[str, str]:
    """The op's results as printed: `%r` and `T`, or (N > 1 results) `%r:N` and `(T1, …, TN)`."""
    if not op.more_results:
        return f"%{op.result.name}", str(op.result.type)
    return f"%{op.result.name.rpartition('#')[0]}:{len(op.results)}", f"({_types(op.results)})"


def _region_op_lines(op: Op, k: int) -> list[str]:
    """Region ops (reduce, reduce_window, all_reduce): the combiner is a one-op block over scalars,
    one per result (a reduce of N operands: N results `%r:N`, arguments a0… then b0…, a pair each)."""
    scalar = f"tensor<{op.operands[0].type.dtype}>"
    n = len(op.results)
    tags = [""] if n == 1 else [str(i) for i in range(n)]
    a, b, c = ([f"%_r{k}{x}{t}" for t in tags] for x in "abc")
    operands = ", ".join(f"%{v.name}" for v in op.operands)
    attrs = _attr_dict(op.attrs)
    result, types = _results(op)
    return [
        f'{result} = "{op.name}"({operands}) ({{',
        f"^bb0({', '.join(f'{v}: {scalar}' for v in a + b)}):",
        *(f"{INDENT}{ci} = {op.combiner} {ai}, {bi} : {scalar}" for ai, bi, ci in zip(a, b, c)),
        f'{INDENT}"stablehlo.return"({", ".join(c)}) : ({", ".join([scalar] * n)}) -> ()',
        f"}}) {attrs} : ({_types(op.operands)}) -> {types}",
    ]
