"""Values, ops, functions and modules of the hlocert IR, and the shape rule of every op.

The IR is a straight-line SSA function over static tensor types: each op has operands, typed
attributes, at most one result, and (for reduce / all_reduce) a combiner that is one binary
scalar op. `SHAPE_RULES` is the single place where an op's operand/attribute/result contract is
written; the builder applies it at construction and the parser applies it to what it reads, so a
module that exists in memory is well typed whichever way it was made.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from .types import (
    NUMPY_DTYPE, Array, Comparison, ConvDims, Dense2D, DenseElements, DotDims, I32, I64, IRError, TensorType,
    tensor,
)

ELEMENTWISE_BINARY = ("add", "subtract", "multiply", "divide", "maximum", "minimum", "power")
# StableHLO spells exp and log1p `exponential` and `log_plus_one` (the builder keeps the short names).
ELEMENTWISE_UNARY = ("negate", "exponential", "log", "log_plus_one", "tanh", "sqrt", "rsqrt", "abs")
COMBINERS = ("stablehlo.add", "stablehlo.maximum")
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
    result: Value | None
    combiner: str | None = None     # reduce / all_reduce body: one of COMBINERS


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
                              None if it.result is None else (it.result.name, it.result.type), it.combiner))
        return (f.name, f.visibility, tuple((a.name, a.type) for a in f.args),
                tuple(tuple(sorted(d.items())) for d in f.arg_attrs), tuple(items))
    return (m.name, tuple(sorted(m.attrs.items())), tuple(m.banner), tuple(func_key(f) for f in m.funcs))


# ---------------------------------------------------------------------------------------------
# Shape rules: (op name, operand types, attrs, declared result type or None) -> result type.

def _fail(op, types, msg):
    shown = ", ".join(str(t) for t in types)
    raise IRError(f"{op}({shown}): {msg}")


def _same_types(op, types):
    if any(t != types[0] for t in types):
        _fail(op, types, "operands must have identical types")
    return types[0]


def _need(op, types, attrs, n_operands, attr_names=()):
    if len(types) != n_operands:
        _fail(op, types, f"takes {n_operands} operand(s), got {len(types)}")
    for a in attr_names:
        if a not in attrs:
            _fail(op, types, f"missing attribute {a!r}")


def _dims_ok(op, types, dims, rank, what):
    if any(not 0 <= d < rank for d in dims) or len(set(dims)) != len(dims):
        _fail(op, types, f"{what} {list(dims)} must be distinct axes in [0, {rank})")


def _rule_binary(op, types, attrs, declared):
    _need(op, types, attrs, 2)
    t = _same_types(op, types)
    if t.dtype == "i1" and op.endswith(("power", "divide", "subtract")):
        _fail(op, types, "not defined on i1")
    return t


def _rule_unary(op, types, attrs, declared):
    _need(op, types, attrs, 1)
    if not types[0].is_float:
        _fail(op, types, f"needs a float operand, got {types[0].dtype}")
    return types[0]


def _rule_negate(op, types, attrs, declared):
    _need(op, types, attrs, 1)
    return types[0]


def _rule_declared(op, types, declared):
    if declared is None:
        _fail(op, types, "needs an explicit result type")
    return declared


def _rule_constant(op, types, attrs, declared):
    _need(op, types, attrs, 0, ("value",))
    v = attrs["value"]
    if not isinstance(v, DenseElements):
        _fail(op, types, "value must be dense elements")
    t = TensorType(v.array.shape, v.dtype)
    if declared is not None and declared != t:
        _fail(op, types, f"value has type {t} but result is declared {declared}")
    return t


def _rule_iota(op, types, attrs, declared):
    _need(op, types, attrs, 0, ("iota_dimension",))
    t = _rule_declared(op, types, declared)
    if not 0 <= attrs["iota_dimension"].value < t.rank:
        _fail(op, types, f"iota_dimension {attrs['iota_dimension'].value} out of range for {t}")
    return t


def _rule_compare(op, types, attrs, declared):
    _need(op, types, attrs, 2, ("comparison_direction",))
    t = _same_types(op, types)
    return TensorType(t.shape, "i1")


def _rule_select(op, types, attrs, declared):
    _need(op, types, attrs, 3)
    pred, a, b = types
    if pred.dtype != "i1" or a != b or pred.shape not in (a.shape, ()):
        _fail(op, types, "expects (i1 predicate of the operands' shape or scalar, x, x)")
    return a


def _rule_convert(op, types, attrs, declared):
    _need(op, types, attrs, 1)
    t = _rule_declared(op, types, declared)
    if t.shape != types[0].shape:
        _fail(op, types, f"convert cannot change the shape to {t}")
    return t


def _rule_reshape(op, types, attrs, declared):
    _need(op, types, attrs, 1)
    t = _rule_declared(op, types, declared)
    if t.size != types[0].size or t.dtype != types[0].dtype:
        _fail(op, types, f"cannot reshape to {t}: element count or type differs")
    return t


def _rule_transpose(op, types, attrs, declared):
    _need(op, types, attrs, 1, ("permutation",))
    perm = attrs["permutation"].values
    t = types[0]
    if sorted(perm) != list(range(t.rank)):
        _fail(op, types, f"permutation {list(perm)} is not a permutation of {t.rank} axes")
    return t.with_shape([t.shape[p] for p in perm])


def _rule_broadcast_in_dim(op, types, attrs, declared):
    _need(op, types, attrs, 1, ("broadcast_dimensions",))
    t = _rule_declared(op, types, declared)
    src = types[0]
    dims = attrs["broadcast_dimensions"].values
    if len(dims) != src.rank or src.dtype != t.dtype:
        _fail(op, types, f"broadcast_dimensions {list(dims)} must name one result axis per operand axis")
    _dims_ok(op, types, dims, t.rank, "broadcast_dimensions")
    for i, d in enumerate(dims):
        if src.shape[i] not in (1, t.shape[d]):
            _fail(op, types, f"operand axis {i} (size {src.shape[i]}) cannot broadcast to result axis {d} of {t}")
    return t


def _rule_slice(op, types, attrs, declared):
    _need(op, types, attrs, 1, ("start_indices", "limit_indices", "strides"))
    t = types[0]
    lo, hi, st = (attrs[k].values for k in ("start_indices", "limit_indices", "strides"))
    if not len(lo) == len(hi) == len(st) == t.rank:
        _fail(op, types, "start/limit/strides need one entry per axis")
    shape = []
    for a, (l, h, s) in enumerate(zip(lo, hi, st)):
        if not (0 <= l <= h <= t.shape[a]) or s < 1:
            _fail(op, types, f"axis {a}: slice [{l}:{h}:{s}] out of bounds for size {t.shape[a]}")
        shape.append(-(-(h - l) // s))
    return t.with_shape(shape)


def _rule_pad(op, types, attrs, declared):
    _need(op, types, attrs, 2, ("edge_padding_low", "edge_padding_high", "interior_padding"))
    t, pv = types
    if pv != TensorType((), t.dtype):
        _fail(op, types, "padding value must be a scalar of the operand's type")
    lo, hi, it = (attrs[k].values for k in ("edge_padding_low", "edge_padding_high", "interior_padding"))
    if not len(lo) == len(hi) == len(it) == t.rank or any(i < 0 for i in it):
        _fail(op, types, "padding needs one entry per axis and non-negative interior padding")
    shape = [l + h + n + max(n - 1, 0) * i for n, l, h, i in zip(t.shape, lo, hi, it)]
    if any(s < 0 for s in shape):
        _fail(op, types, f"negative padding leaves shape {shape}")
    return t.with_shape(shape)


def _rule_concatenate(op, types, attrs, declared):
    if not types:
        _fail(op, types, "needs at least one operand")
    _need(op, types, attrs, len(types), ("dimension",))
    d = attrs["dimension"].value
    t0 = types[0]
    if not 0 <= d < t0.rank:
        _fail(op, types, f"dimension {d} out of range")
    for t in types:
        if t.dtype != t0.dtype or t.rank != t0.rank or any(
                t.shape[a] != t0.shape[a] for a in range(t0.rank) if a != d):
            _fail(op, types, f"operands differ outside the concatenation axis {d}")
    shape = list(t0.shape)
    shape[d] = sum(t.shape[d] for t in types)
    return t0.with_shape(shape)


def _rule_reverse(op, types, attrs, declared):
    _need(op, types, attrs, 1, ("dimensions",))
    _dims_ok(op, types, attrs["dimensions"].values, types[0].rank, "dimensions")
    return types[0]


def _rule_reduce(op, types, attrs, declared):
    _need(op, types, attrs, 2, ("dimensions",))
    t, init = types
    if init != TensorType((), t.dtype):
        _fail(op, types, "init value must be a scalar of the operand's type")
    dims = attrs["dimensions"].values
    _dims_ok(op, types, dims, t.rank, "dimensions")
    return t.with_shape([n for a, n in enumerate(t.shape) if a not in dims])


def _rule_dot_general(op, types, attrs, declared):
    _need(op, types, attrs, 2, ("dot_dimension_numbers",))
    l, r = types
    dd = attrs["dot_dimension_numbers"]
    if l.dtype != r.dtype:
        _fail(op, types, "operand element types differ")
    _dims_ok(op, types, dd.lhs_batch + dd.lhs_contract, l.rank, "lhs batch+contracting dims")
    _dims_ok(op, types, dd.rhs_batch + dd.rhs_contract, r.rank, "rhs batch+contracting dims")
    if len(dd.lhs_batch) != len(dd.rhs_batch) or len(dd.lhs_contract) != len(dd.rhs_contract):
        _fail(op, types, "lhs and rhs must name as many batch and contracting dims")
    for a, b in zip(dd.lhs_batch + dd.lhs_contract, dd.rhs_batch + dd.rhs_contract):
        if l.shape[a] != r.shape[b]:
            _fail(op, types, f"lhs axis {a} (size {l.shape[a]}) does not match rhs axis {b} (size {r.shape[b]})")
    free_l = [n for a, n in enumerate(l.shape) if a not in dd.lhs_batch + dd.lhs_contract]
    free_r = [n for a, n in enumerate(r.shape) if a not in dd.rhs_batch + dd.rhs_contract]
    return l.with_shape([l.shape[a] for a in dd.lhs_batch] + free_l + free_r)


def conv_output_shape(lhs: TensorType, rhs: TensorType, attrs) -> tuple[int, ...]:
    """Output shape of a 2-D convolution (the StableHLO spec's formula), or IRError."""
    op = "stablehlo.convolution"
    types = (lhs, rhs)
    dn: ConvDims = attrs["dimension_numbers"]
    stride = attrs["window_strides"].values
    pad = attrs["padding"].rows
    ldil = attrs["lhs_dilation"].values
    rdil = attrs["rhs_dilation"].values
    fgc, bgc = attrs["feature_group_count"].value, attrs["batch_group_count"].value
    if lhs.rank != 4 or rhs.rank != 4:
        _fail(op, types, "only 2-D convolutions (rank-4 operands) are supported")
    if len(stride) != 2 or len(pad) != 2 or len(ldil) != 2 or len(rdil) != 2 or any(len(p) != 2 for p in pad):
        _fail(op, types, "window attributes need 2 spatial entries (padding 2x2)")
    if min(stride + ldil + rdil) < 1 or fgc < 1 or bgc < 1 or (fgc > 1 and bgc > 1):
        _fail(op, types, "strides/dilations/group counts must be >= 1, and not both group counts > 1")
    batch = lhs.shape[dn.index("lhs", "b")]
    cin = lhs.shape[dn.index("lhs", "f")]
    kin = rhs.shape[dn.index("rhs", "i")]
    kout = rhs.shape[dn.index("rhs", "o")]
    if cin != kin * fgc:
        _fail(op, types, f"input features {cin} != kernel input features {kin} x feature_group_count {fgc}")
    if kout % fgc or kout % bgc or batch % bgc:
        _fail(op, types, f"kernel output features {kout} / batch {batch} not divisible by the group counts")
    spatial = []
    for s in range(2):
        n = lhs.shape[dn.index("lhs", s)]
        k = rhs.shape[dn.index("rhs", s)]
        dilated_in = (n - 1) * ldil[s] + 1 if n else 0
        padded = dilated_in + pad[s][0] + pad[s][1]
        dilated_k = (k - 1) * rdil[s] + 1
        size = (padded - dilated_k) // stride[s] + 1 if padded >= dilated_k else 0
        if size <= 0:
            _fail(op, types, f"spatial axis {s}: window {dilated_k} does not fit padded input {padded}")
        spatial.append(size)
    out = [0] * 4
    out[dn.index("out", "b")] = batch // bgc
    out[dn.index("out", "f")] = kout
    out[dn.index("out", 0)], out[dn.index("out", 1)] = spatial
    return tuple(out)


def _rule_convolution(op, types, attrs, declared):
    _need(op, types, attrs, 2, ("dimension_numbers", "window_strides", "padding", "lhs_dilation",
                                "rhs_dilation", "feature_group_count", "batch_group_count"))
    if types[0].dtype != types[1].dtype:
        _fail(op, types, "operand element types differ")
    return types[0].with_shape(conv_output_shape(types[0], types[1], attrs))


def _rule_all_reduce(op, types, attrs, declared):
    _need(op, types, attrs, 1, ("replica_groups",))
    groups = attrs["replica_groups"].rows
    members = [r for g in groups for r in g]
    if len(set(members)) != len(members) or any(r < 0 for r in members):
        _fail(op, types, f"replica_groups {groups} must list distinct non-negative replica ids")
    return types[0]


SHAPE_RULES = {f"stablehlo.{n}": _rule_binary for n in ELEMENTWISE_BINARY}
SHAPE_RULES.update({f"stablehlo.{n}": _rule_unary for n in ELEMENTWISE_UNARY if n != "negate"})
SHAPE_RULES.update({
    "stablehlo.negate": _rule_negate,
    "chlo.erf": _rule_unary,
    "stablehlo.constant": _rule_constant,
    "stablehlo.iota": _rule_iota,
    "stablehlo.compare": _rule_compare,
    "stablehlo.select": _rule_select,
    "stablehlo.convert": _rule_convert,
    "stablehlo.reshape": _rule_reshape,
    "stablehlo.transpose": _rule_transpose,
    "stablehlo.broadcast_in_dim": _rule_broadcast_in_dim,
    "stablehlo.slice": _rule_slice,
    "stablehlo.pad": _rule_pad,
    "stablehlo.concatenate": _rule_concatenate,
    "stablehlo.reverse": _rule_reverse,
    "stablehlo.reduce": _rule_reduce,
    "stablehlo.dot_general": _rule_dot_general,
    "stablehlo.convolution": _rule_convolution,
    "stablehlo.all_reduce": _rule_all_reduce,
})
REGION_OPS = ("stablehlo.reduce", "stablehlo.all_reduce")


def infer_result_type(op: str, operand_types, attrs: dict, declared: TensorType | None = None,
                      combiner: str | None = None) -> TensorType:
    """Check an op's operands and attributes; return its result type (IRError if ill-formed)."""
    rule = SHAPE_RULES.get(op)
    if rule is None:
        raise IRError(f"unknown op {op!r}; hlocert's IR has: {', '.join(sorted(SHAPE_RULES))}, func.return")
    if (op in REGION_OPS) != (combiner is not None) or (combiner is not None and combiner not in COMBINERS):
        raise IRError(f"{op}: combiner {combiner!r} invalid (reduce/all_reduce take one of {COMBINERS})")
    t = rule(op, tuple(operand_types), attrs, declared)
    if declared is not None and declared != t:
        _fail(op, operand_types, f"result declared {declared} but the operands give {t}")
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
        self._finished = False

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
             name: str | None = None, combiner: str | None = None) -> Value:
        operands = tuple(operands)
        for v in operands:
            if not isinstance(v, Value):
                raise IRError(f"{op}: operand {v!r} is not an IR value")
        attrs = dict(attrs or {})
        t = infer_result_type(op, [v.type for v in operands], attrs, result_type, combiner)
        result = Value(t, self._fresh(name))
        self.body.append(Op(op, operands, attrs, result, combiner))
        return result

    def ret(self, *values: Value) -> Func:
        self.body.append(Op("func.return", tuple(values), {}, None))
        self._finished = True
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
        """Sum (kind 'add') or max (kind 'max') over `dims`, with the identity as init."""
        if a.type.is_float:
            init = {"add": 0.0, "max": -np.inf}[kind]
        else:
            init = {"add": 0, "max": np.iinfo(NUMPY_DTYPE[a.type.dtype]).min}[kind]
        init_v = self.constant(init, a.type.dtype)
        combiner = {"add": "stablehlo.add", "max": "stablehlo.maximum"}[kind]
        return self.emit("stablehlo.reduce", (a, init_v), {"dimensions": Array(sorted(dims))},
                         name=name, combiner=combiner)

    def dot_general(self, a, b, contract=((), ()), batch=((), ()), name=None):
        dd = DotDims(batch[0], batch[1], contract[0], contract[1])
        return self.emit("stablehlo.dot_general", (a, b), {"dot_dimension_numbers": dd}, name=name)

    def convolution(self, lhs, rhs, *, strides=(1, 1), padding=((0, 0), (0, 0)), lhs_dilation=(1, 1),
                    rhs_dilation=(1, 1), feature_group_count=1, batch_group_count=1,
                    dims: ConvDims | None = None, name=None):
        attrs = {
            "batch_group_count": I64(batch_group_count),
            "dimension_numbers": dims or ConvDims(),
            "feature_group_count": I64(feature_group_count),
            "lhs_dilation": Array(lhs_dilation),
            "padding": Dense2D(padding),
            "rhs_dilation": Array(rhs_dilation),
            "window_strides": Array(strides),
        }
        return self.emit("stablehlo.convolution", (lhs, rhs), attrs, name=name)

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
    "conv_output_shape", "SHAPE_RULES", "IRError", "tensor", "aliasing_attr",
]
