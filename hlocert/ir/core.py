"""Values, ops, functions and modules of the hlocert IR, and the builder that checks each op.

The IR is a straight-line SSA function over static tensor types: each op has operands, typed
attributes, one result (none for func.return; a reduce of N operands has N, all of one type, an
optimization_barrier of N operands N, of the operands' types, named `%r#0` … `%r#N-1` as MLIR names
them), and (region ops: reduce, reduce_window, all_reduce) a
combiner, one binary scalar op (applied to each result's pair of arguments). An op's contract is
its `opdefs.OPS` entry; `infer_result_type` applies it, the builder at construction and the parser
to what it reads, so a module that exists in memory is well typed whichever way it was made.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from .opdefs import COMBINERS, OPS, check_attr, fail, shown
from .types import (NUMPY_DTYPE, Array, Comparison, ConvDims, Dense2D, DenseElements, DotDims, I32, I64, IRError,
                    TensorType)

NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9_.$-]*\Z")


class Value:
    """An SSA value: a function argument or an op's result. Compared by identity."""
    __slots__ = ("type", "name")

    def __init__(self, type: TensorType, name: str):
        self.type = type
        self.name = name

    def __repr__(self):
        return f"%{self.name}: {self.type}"


@dataclass(eq=False)
class Op:
    name: str                       # e.g. "stablehlo.add", "chlo.erf", "func.return"
    operands: tuple[Value, ...]
    attrs: dict                     # attribute name -> attribute value (types.py)
    result: Value | None            # the first result
    combiner: str | None = None     # region ops' body: one of COMBINERS
    more_results: tuple = ()        # a multi-result op's results after the first

    @property
    def results(self) -> tuple[Value, ...]:
        return () if self.result is None else (self.result, *self.more_results)


@dataclass(eq=False)
class Comment:
    """A `// ...` line inside a function body, kept by printer and parser (section headings)."""
    text: str


@dataclass(eq=False)
class Func:
    name: str
    args: list[Value]
    arg_attrs: list[dict]
    body: list            # Op | Comment, the last op being func.return
    visibility: str = "public"

    @property
    def ops(self) -> list[Op]:
        return [item for item in self.body if isinstance(item, Op)]

    @property
    def results(self) -> tuple[Value, ...]:
        return self.ops[-1].operands

    @property
    def result_types(self) -> list[TensorType]:
        return [v.type for v in self.results]


@dataclass(eq=False)
class Module:
    funcs: list[Func]
    name: str = "hlocert"
    attrs: dict = field(default_factory=dict)
    banner: list[str] = field(default_factory=list)   # leading `// ` lines, without the `// `

    @property
    def main(self) -> Func:
        for f in self.funcs:
            if f.name == "main":
                return f
        return self.funcs[0]

    def __eq__(self, other):
        return isinstance(other, Module) and _module_key(self) == _module_key(other)

    __hash__ = None


def _module_key(m: Module):
    """Structure of a module with values replaced by their names (unique per function)."""
    def func_key(f: Func):
        items = []
        for it in f.body:
            if isinstance(it, Comment):
                items.append(("comment", it.text))
            else:
                items.append((it.name, tuple(v.name for v in it.operands), tuple(sorted(it.attrs.items())),
                              tuple((v.name, v.type) for v in it.results), it.combiner))
        return (f.name, f.visibility, tuple((a.name, a.type) for a in f.args),
                tuple(tuple(sorted(d.items())) for d in f.arg_attrs), tuple(items))
    return (m.name, tuple(sorted(m.attrs.items())), tuple(m.banner), tuple(func_key(f) for f in m.funcs))


def infer_result_type(op: str, operand_types, attrs: dict, declared: TensorType | None = None,
                      combiner: str | None = None) -> TensorType | tuple:
    """Check an op's operands and attributes against its `OPS` entry; return its result type, a tuple
    of them for an op of several results (or IRError)."""
    d = OPS.get(op)
    if d is None:
        raise IRError(f"unknown op {op!r}; hlocert's IR has: {', '.join(sorted(OPS))}, func.return")
    if (d.form == "region") != (combiner is not None) or (combiner is not None and combiner not in COMBINERS):
        raise IRError(f"{op}: combiner {combiner!r} invalid (region ops take one of {COMBINERS})")
    types = tuple(operand_types)
    if d.operands is not None and len(types) != d.operands:
        fail(op, types, f"takes {d.operands} operand(s), got {len(types)}")
    for key in d.attrs:
        if key not in attrs:
            fail(op, types, f"missing attribute {key!r}")
    for key, value in attrs.items():
        check_attr(op, key, value)
    t = d.shape(op, types, attrs, declared)
    if declared is not None and declared != t:
        fail(op, types, f"result declared {shown(declared)} but the operands give {shown(t)}")
    return t


# ---------------------------------------------------------------------------------------------
# The builder.

class FuncBuilder:
    """Builds one function op by op, checking every op as it is added.

    Values get the name the caller hints (must be unique in the function) or the next number.
    """

    def __init__(self, name: str = "main"):
        self.name = name
        self.args: list[Value] = []
        self.arg_attrs: list[dict] = []
        self.body: list = []
        self._names: set[str] = set()
        self._counter = 0

    # -- names and bookkeeping
    def _fresh(self, hint: str | None) -> str:
        if hint is None:
            while str(self._counter) in self._names:
                self._counter += 1
            name = str(self._counter)
            self._counter += 1
        else:
            if not NAME_RE.match(hint):
                raise IRError(f"value name {hint!r} must start with a letter and use letters, digits, _ . $ -")
            if hint in self._names:
                raise IRError(f"value name %{hint} is already used in @{self.name}")
            name = hint
        self._names.add(name)
        return name

    def arg(self, name: str, type: TensorType, attrs: dict | None = None) -> Value:
        if self.body:
            raise IRError(f"@{self.name}: arguments must be declared before the first op")
        v = Value(type, self._fresh(name))
        self.args.append(v)
        self.arg_attrs.append(dict(attrs or {}))
        return v

    def comment(self, text: str) -> None:
        if "\n" in text:
            raise IRError("a comment is one line")
        self.body.append(Comment(text))

    def emit(self, op: str, operands, attrs: dict | None = None, result_type: TensorType | None = None,
             name: str | None = None, combiner: str | None = None):
        """The op's result value, or the tuple of them (a reduce or barrier of several operands;
        `result_type` then the tuple of their types)."""
        operands = tuple(operands)
        for v in operands:
            if not isinstance(v, Value):
                raise IRError(f"{op}: operand {v!r} is not an IR value")
        attrs = dict(attrs or {})
        t = infer_result_type(op, [v.type for v in operands], attrs, result_type, combiner)
        base = self._fresh(name)
        results = [Value(t, base)] if isinstance(t, TensorType) else [Value(u, f"{base}#{k}") for k, u in enumerate(t)]
        self.body.append(Op(op, operands, attrs, results[0], combiner, tuple(results[1:])))
        return results[0] if len(results) == 1 else tuple(results)

    def ret(self, *values: Value) -> Func:
        self.body.append(Op("func.return", tuple(values), {}, None))
        return Func(self.name, self.args, self.arg_attrs, self.body)

    # -- elementwise
    def binary(self, kind: str, a: Value, b: Value, name=None) -> Value:
        return self.emit(f"stablehlo.{kind}", (a, b), name=name)

    def unary(self, kind: str, a: Value, name=None) -> Value:
        return self.emit(f"stablehlo.{kind}", (a,), name=name)

    def add(self, a, b, name=None): return self.binary("add", a, b, name)
    def sub(self, a, b, name=None): return self.binary("subtract", a, b, name)
    def mul(self, a, b, name=None): return self.binary("multiply", a, b, name)
    def div(self, a, b, name=None): return self.binary("divide", a, b, name)
    def max(self, a, b, name=None): return self.binary("maximum", a, b, name)
    def min(self, a, b, name=None): return self.binary("minimum", a, b, name)
    def pow(self, a, b, name=None): return self.binary("power", a, b, name)
    def neg(self, a, name=None): return self.unary("negate", a, name)
    def exp(self, a, name=None): return self.unary("exponential", a, name)
    def log(self, a, name=None): return self.unary("log", a, name)
    def log1p(self, a, name=None): return self.unary("log_plus_one", a, name)
    def tanh(self, a, name=None): return self.unary("tanh", a, name)
    def sqrt(self, a, name=None): return self.unary("sqrt", a, name)
    def rsqrt(self, a, name=None): return self.unary("rsqrt", a, name)
    def abs(self, a, name=None): return self.unary("abs", a, name)

    def erf(self, a, name=None):
        return self.emit("chlo.erf", (a,), name=name)

    # -- constants and friends
    def constant(self, value, dtype: str = "f32", shape=None, name=None) -> Value:
        arr = np.asarray(value)
        if shape is not None:
            arr = np.broadcast_to(arr, tuple(shape))
        return self.emit("stablehlo.constant", (), {"value": DenseElements(arr, dtype)}, name=name)

    def scalar(self, value, like: Value, name=None) -> Value:
        """`value` broadcast to `like`'s type: a splat constant."""
        return self.constant(value, like.type.dtype, like.type.shape, name=name)

    def iota(self, type: TensorType, dim: int, name=None):
        return self.emit("stablehlo.iota", (), {"iota_dimension": I64(dim)}, type, name)

    def compare(self, a, b, direction: str, name=None):
        return self.emit("stablehlo.compare", (a, b), {"comparison_direction": Comparison(direction)}, name=name)

    def select(self, pred, a, b, name=None):
        return self.emit("stablehlo.select", (pred, a, b), name=name)

    def convert(self, a, dtype: str, name=None):
        return self.emit("stablehlo.convert", (a,), result_type=TensorType(a.type.shape, dtype), name=name)

    # -- shape ops
    def reshape(self, a, shape, name=None):
        return self.emit("stablehlo.reshape", (a,), result_type=a.type.with_shape(shape), name=name)

    def transpose(self, a, perm, name=None):
        return self.emit("stablehlo.transpose", (a,), {"permutation": Array(perm)}, name=name)

    def broadcast_in_dim(self, a, shape, dims, name=None):
        return self.emit("stablehlo.broadcast_in_dim", (a,), {"broadcast_dimensions": Array(dims)},
                         a.type.with_shape(shape), name)

    def slice(self, a, start, limit, strides=None, name=None):
        strides = strides or [1] * a.type.rank
        return self.emit("stablehlo.slice", (a,), {"start_indices": Array(start), "limit_indices": Array(limit),
                                                   "strides": Array(strides)}, name=name)

    def pad(self, a, value: Value, low, high, interior=None, name=None):
        interior = interior or [0] * a.type.rank
        return self.emit("stablehlo.pad", (a, value), {"edge_padding_low": Array(low), "edge_padding_high": Array(high),
                                                       "interior_padding": Array(interior)}, name=name)

    def concatenate(self, values, dim: int, name=None):
        return self.emit("stablehlo.concatenate", values, {"dimension": I64(dim)}, name=name)

    def reverse(self, a, dims, name=None):
        return self.emit("stablehlo.reverse", (a,), {"dimensions": Array(dims)}, name=name)

    # -- reductions and contractions
    def reduce(self, a, dims, kind: str = "add", name=None):
        """Sum (kind 'add') or max (kind 'max') over `dims`, with the identity as init. `a` a value,
        or a list of N values of one type: one reduce of N operands, a tuple of N results."""
        values = [a] if isinstance(a, Value) else list(a)
        t = values[0].type
        if t.is_float:
            init = {"add": 0.0, "max": -np.inf}[kind]
        else:
            init = {"add": 0, "max": np.iinfo(NUMPY_DTYPE[t.dtype]).min}[kind]
        init_v = self.constant(init, t.dtype)
        combiner = {"add": "stablehlo.add", "max": "stablehlo.maximum"}[kind]
        out = self.emit("stablehlo.reduce", (*values, *[init_v] * len(values)), {"dimensions": Array(sorted(dims))},
                        name=name, combiner=combiner)
        return out if isinstance(a, Value) or len(values) > 1 else (out,)

    def dot_general(self, a, b, contract=((), ()), batch=((), ()), name=None, result_dtype=None):
        """`result_dtype` "f32" for bf16 operands: accumulate in f32 (the result type says so)."""
        dd = DotDims(batch[0], batch[1], contract[0], contract[1])
        return self._product("stablehlo.dot_general", (a, b), {"dot_dimension_numbers": dd}, result_dtype, name)

    def convolution(self, lhs, rhs, *, strides=(1, 1), padding=((0, 0), (0, 0)), lhs_dilation=(1, 1),
                    rhs_dilation=(1, 1), feature_group_count=1, batch_group_count=1,
                    dims: ConvDims | None = None, name=None, result_dtype=None):
        attrs = {
            "batch_group_count": I64(batch_group_count),
            "dimension_numbers": dims or ConvDims(),
            "feature_group_count": I64(feature_group_count),
            "lhs_dilation": Array(lhs_dilation),
            "padding": Dense2D(padding),
            "rhs_dilation": Array(rhs_dilation),
            "window_strides": Array(strides),
        }
        return self._product("stablehlo.convolution", (lhs, rhs), attrs, result_dtype, name)

    def _product(self, op, operands, attrs, result_dtype, name):
        """dot_general / convolution, its result of `result_dtype` (None: the operands')."""
        declared = None
        if result_dtype is not None:
            declared = TensorType(infer_result_type(op, [v.type for v in operands], attrs).shape, result_dtype)
        return self.emit(op, operands, attrs, declared, name)

    def optimization_barrier(self, *values: Value, name=None) -> tuple:
        """`values` unchanged, behind a barrier that (in StableHLO's contract) keeps what is computed
        from the results apart from the same computation on `values` (not honoured by XLA-CPU)."""
        out = self.emit("stablehlo.optimization_barrier", values, name=name)
        return out if len(values) > 1 else (out,)

    def all_reduce_sum(self, a, replicas: int, name=None):
        groups = Dense2D([list(range(replicas))])
        return self.emit("stablehlo.all_reduce", (a,), {"replica_groups": groups}, name=name,
                         combiner="stablehlo.add")


def build_module(func: Func, *, name: str = "hlocert", attrs: dict | None = None, banner=()) -> Module:
    return Module([func], name=name, attrs=dict(attrs or {}), banner=list(banner))


def aliasing_attr(output_index: int) -> dict:
    """Argument attribute asking the lowerer to update this argument's buffer in place as output K."""
    return {"tf.aliasing_output": I32(output_index)}


__all__ = [
    "Value", "Op", "Comment", "Func", "Module", "FuncBuilder", "build_module", "infer_result_type",
    "IRError", "aliasing_attr",
]
