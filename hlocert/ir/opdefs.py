"""The op table: every op of the hlocert IR declared once, as one `OpDef` in `OPS`.

An entry is all the trusted core knows of its op: operand count, attribute names and kinds, shape
rule (operand types, attributes, declared type → result type, or IRError), meaning in `den` (one
function for f64, f32 and SymPy object arrays) and print form: "short" (`%y = stablehlo.add %a, %b
: T`), "constant", "generic" (quoted name, sorted attributes) or "region" (generic plus the one-op
combiner block of reduce / reduce_window / all_reduce). As in `jax/_src/lax`, an op is declared once with its rules
beside it; builder, printer, parser and `den` are generic loops over `OPS`.
"""
from __future__ import annotations

import functools
import operator
import string
from dataclasses import dataclass, field
from typing import Callable

import numpy as np
import scipy.special
import sympy

from .types import NUMPY_DTYPE, Array, Comparison, ConvDims, Dense2D, DenseElements, DotDims, I64, IRError, TensorType

COMBINERS = ("stablehlo.add", "stablehlo.maximum")
SLICE_ATTRS = ("start_indices", "limit_indices", "strides")
PAD_ATTRS = ("edge_padding_low", "edge_padding_high", "interior_padding")
CONV_ATTRS = {"batch_group_count": I64, "dimension_numbers": ConvDims, "feature_group_count": I64,
              "lhs_dilation": Array, "padding": Dense2D, "rhs_dilation": Array, "window_strides": Array}


@dataclass(frozen=True)
class OpDef:
    name: str                    # e.g. "stablehlo.add", "chlo.erf"
    shape: Callable              # (name, operand types, attrs, declared type | None) -> result type
    den: Callable                # (op, operand arrays, mode) -> result array; see `collective`
    operands: int | None = 1     # None: any number (concatenate)
    attrs: dict = field(default_factory=dict)     # attribute name -> its kind (a types.py class)
    form: str = "generic"
    collective: bool = False     # den gets and returns one entry per replica (all_reduce)
    results: Callable = lambda operands: 1   # operand count -> result count (shape and den give a tuple if > 1)


OPS: dict[str, OpDef] = {}


def defop(name, den, **kw):
    """Declare op `name` (den and OpDef fields) with the decorated function as its shape rule."""
    def register(shape):
        OPS[name] = OpDef(name, shape, den, **kw)
        return shape
    return register


def check_attr(op: str, key: str, value) -> None:
    """IRError unless `op` takes an attribute `key` of `value`'s kind."""
    kinds = OPS[op].attrs
    if key not in kinds:
        raise IRError(f"{op} has no attribute {key!r} (it takes: {', '.join(kinds) or 'none'})")
    if not isinstance(value, kinds[key]):
        raise IRError(f"attribute {key} of {op} must be {kinds[key].__name__}, found {type(value).__name__} {value}")


# ---------------------------------------------------------------------------------------------
# Shape-rule helpers. Operand counts and attribute names/kinds are checked before a rule runs.

def fail(op, types, msg):
    shown = ", ".join(str(t) for t in types)
    raise IRError(f"{op}({shown}): {msg}")


def _same_types(op, types):
    if any(t != types[0] for t in types):
        fail(op, types, "operands must have identical types")
    return types[0]


def _dims_ok(op, types, dims, rank, what):
    if any(not 0 <= d < rank for d in dims) or len(set(dims)) != len(dims):
        fail(op, types, f"{what} {list(dims)} must be distinct axes in [0, {rank})")


def shown(t) -> str:
    """A result type, or a multi-result op's tuple of them, as printed: `T` or `(T1, T2)`."""
    return str(t) if isinstance(t, TensorType) else f"({', '.join(map(str, t))})"


def _declared(op, types, declared):
    if declared is None:
        fail(op, types, "needs an explicit result type")
    return declared


# ---------------------------------------------------------------------------------------------
# Elementwise ops: a numpy function for f64/f32, a SymPy function applied per element for sym.

def _elementwise(float_fn, sym_fn):
    def den(op, xs, mode):
        return np.vectorize(sym_fn, otypes=[object])(*xs) if mode == "sym" else float_fn(*xs)
    return den


def _binary(op, types, attrs, declared):
    t = _same_types(op, types)
    if t.dtype == "i1" and op.endswith(("power", "divide", "subtract")):
        fail(op, types, "not defined on i1")
    return t


def _unary(op, types, attrs, declared):
    if not types[0].is_float:
        fail(op, types, f"needs a float operand, got {types[0].dtype}")
    return types[0]


def _divide(op, xs, mode):
    if mode != "sym" and not op.result.type.is_float:       # integer division rounds toward zero
        return np.trunc(xs[0] / xs[1]).astype(xs[0].dtype)
    return _elementwise(np.divide, operator.truediv)(op, xs, mode)


defop("stablehlo.add", _elementwise(np.add, operator.add), operands=2, form="short")(_binary)
defop("stablehlo.subtract", _elementwise(np.subtract, operator.sub), operands=2, form="short")(_binary)
defop("stablehlo.multiply", _elementwise(np.multiply, operator.mul), operands=2, form="short")(_binary)
defop("stablehlo.divide", _divide, operands=2, form="short")(_binary)
defop("stablehlo.maximum", _elementwise(np.maximum, sympy.Max), operands=2, form="short")(_binary)
defop("stablehlo.minimum", _elementwise(np.minimum, sympy.Min), operands=2, form="short")(_binary)
defop("stablehlo.power", _elementwise(np.power, operator.pow), operands=2, form="short")(_binary)
defop("stablehlo.negate", _elementwise(np.negative, operator.neg), form="short")(lambda op, types, *_: types[0])
# StableHLO spells exp and log1p `exponential` and `log_plus_one` (the builder keeps the short names).
defop("stablehlo.exponential", _elementwise(np.exp, sympy.exp), form="short")(_unary)
defop("stablehlo.log", _elementwise(np.log, sympy.log), form="short")(_unary)
defop("stablehlo.log_plus_one", _elementwise(np.log1p, lambda x: sympy.log(1 + x)), form="short")(_unary)
defop("stablehlo.tanh", _elementwise(np.tanh, sympy.tanh), form="short")(_unary)
defop("stablehlo.sqrt", _elementwise(np.sqrt, sympy.sqrt), form="short")(_unary)
defop("stablehlo.rsqrt", _elementwise(lambda x: 1 / np.sqrt(x), lambda x: 1 / sympy.sqrt(x)), form="short")(_unary)
defop("stablehlo.abs", _elementwise(np.abs, sympy.Abs), form="short")(_unary)
defop("chlo.erf", _elementwise(scipy.special.erf, sympy.erf))(_unary)


# ---------------------------------------------------------------------------------------------
# Constants, comparisons, type changes.

@defop("stablehlo.constant", lambda op, xs, mode: op.attrs["value"].array, operands=0,
       attrs={"value": DenseElements}, form="constant")
def _constant(op, types, attrs, declared):
    v = attrs["value"]
    t = TensorType(v.array.shape, v.dtype)
    if declared is not None and declared != t:
        fail(op, types, f"value has type {t} but result is declared {declared}")
    return t


def _iota_den(op, xs, mode):
    t, d = op.result.type, op.attrs["iota_dimension"].value
    shape = [1] * t.rank
    shape[d] = t.shape[d]
    return np.broadcast_to(np.arange(t.shape[d]).reshape(shape), t.shape)


@defop("stablehlo.iota", _iota_den, operands=0, attrs={"iota_dimension": I64})
def _iota(op, types, attrs, declared):
    t = _declared(op, types, declared)
    if not 0 <= attrs["iota_dimension"].value < t.rank:
        fail(op, types, f"iota_dimension {attrs['iota_dimension'].value} out of range for {t}")
    return t


COMPARE = {"EQ": np.equal, "NE": np.not_equal, "GE": np.greater_equal, "GT": np.greater,
           "LE": np.less_equal, "LT": np.less}


SYM_COMPARE = {"EQ": sympy.Eq, "NE": sympy.Ne, "GE": sympy.Ge, "GT": sympy.Gt, "LE": sympy.Le, "LT": sympy.Lt}


def _compare_den(op, xs, mode):
    direction = op.attrs["comparison_direction"].direction
    if mode == "sym":       # True / False when decided, else a SymPy relation (e.g. x0 = Max(x0, x1))
        return np.vectorize(lambda a, b: _sym_bool(SYM_COMPARE[direction](a, b)), otypes=[object])(xs[0], xs[1])
    return COMPARE[direction](xs[0], xs[1])


def _sym_bool(r):
    return bool(r) if r in (sympy.true, sympy.false) else r


@defop("stablehlo.compare", _compare_den, operands=2, attrs={"comparison_direction": Comparison})
def _compare(op, types, attrs, declared):
    return TensorType(_same_types(op, types).shape, "i1")


def _select_den(op, xs, mode):
    if mode == "sym":       # an undecided predicate gives Piecewise((a, p), (b, True))
        pred = np.broadcast_to(np.asarray(xs[0], dtype=object), xs[1].shape)
        return np.vectorize(lambda p, a, b: sympy.Piecewise((a, p), (b, True)) if not isinstance(p, bool)
                            else (a if p else b), otypes=[object])(pred, xs[1], xs[2])
    return np.where(np.asarray(xs[0], dtype=bool), xs[1], xs[2])


@defop("stablehlo.select", _select_den, operands=3)
def _select(op, types, attrs, declared):
    pred, a, b = types
    if pred.dtype != "i1" or a != b or pred.shape not in (a.shape, ()):
        fail(op, types, "expects (i1 predicate of the operands' shape or scalar, x, x)")
    return a


@defop("stablehlo.convert", lambda op, xs, mode: xs[0])     # den casts every result to its type
def _convert(op, types, attrs, declared):
    t = _declared(op, types, declared)
    if t.shape != types[0].shape:
        fail(op, types, f"convert cannot change the shape to {t}")
    return t


# ---------------------------------------------------------------------------------------------
# Shape ops.

@defop("stablehlo.reshape", lambda op, xs, mode: xs[0].reshape(op.result.type.shape))
def _reshape(op, types, attrs, declared):
    t = _declared(op, types, declared)
    if t.size != types[0].size or t.dtype != types[0].dtype:
        fail(op, types, f"cannot reshape to {t}: element count or type differs")
    return t


@defop("stablehlo.transpose", lambda op, xs, mode: np.transpose(xs[0], op.attrs["permutation"].values),
       attrs={"permutation": Array})
def _transpose(op, types, attrs, declared):
    perm = attrs["permutation"].values
    t = types[0]
    if sorted(perm) != list(range(t.rank)):
        fail(op, types, f"permutation {list(perm)} is not a permutation of {t.rank} axes")
    return t.with_shape([t.shape[p] for p in perm])


def _broadcast_in_dim_den(op, xs, mode):
    x, shape, dims = xs[0], op.result.type.shape, op.attrs["broadcast_dimensions"].values
    view_shape = [1] * len(shape)
    for i, d in enumerate(dims):
        view_shape[d] = x.shape[i]
    order = np.argsort(dims)           # operand axes in result order, so reshape is a pure view
    return np.broadcast_to(np.transpose(x, order).reshape(view_shape), shape)


@defop("stablehlo.broadcast_in_dim", _broadcast_in_dim_den, attrs={"broadcast_dimensions": Array})
def _broadcast_in_dim(op, types, attrs, declared):
    t = _declared(op, types, declared)
    src = types[0]
    dims = attrs["broadcast_dimensions"].values
    if len(dims) != src.rank or src.dtype != t.dtype:
        fail(op, types, f"broadcast_dimensions {list(dims)} must name one result axis per operand axis")
    _dims_ok(op, types, dims, t.rank, "broadcast_dimensions")
    for i, d in enumerate(dims):
        if src.shape[i] not in (1, t.shape[d]):
            fail(op, types, f"operand axis {i} (size {src.shape[i]}) cannot broadcast to result axis {d} of {t}")
    return t


def _slice_den(op, xs, mode):
    return xs[0][tuple(slice(l, h, s) for l, h, s in zip(*(op.attrs[k].values for k in SLICE_ATTRS)))]


@defop("stablehlo.slice", _slice_den, attrs=dict.fromkeys(SLICE_ATTRS, Array))
def _slice(op, types, attrs, declared):
    t = types[0]
    lo, hi, st = (attrs[k].values for k in SLICE_ATTRS)
    if not len(lo) == len(hi) == len(st) == t.rank:
        fail(op, types, "start/limit/strides need one entry per axis")
    shape = []
    for a, (l, h, s) in enumerate(zip(lo, hi, st)):
        if not (0 <= l <= h <= t.shape[a]) or s < 1:
            fail(op, types, f"axis {a}: slice [{l}:{h}:{s}] out of bounds for size {t.shape[a]}")
        shape.append(-(-(h - l) // s))
    return t.with_shape(shape)


def _pad_array(x, value, low, high, interior):
    """StableHLO pad of an array (numbers or SymPy objects) by a scalar array `value`."""
    shape = [n + max(n - 1, 0) * i for n, i in zip(x.shape, interior)]
    dilated = np.full(shape, value[()], dtype=x.dtype)
    dilated[tuple(slice(None, None, i + 1) for i in interior)] = x
    # Edge padding may be negative (a crop): pad by the positive part, then slice off the rest.
    padded = np.pad(dilated, [(max(l, 0), max(h, 0)) for l, h in zip(low, high)],
                    constant_values=value[()]) if x.dtype != object else _pad_object(dilated, low, high, value[()])
    return padded[tuple(slice(-l if l < 0 else 0, n + h if h < 0 else None) for l, h, n in
                        zip(low, high, padded.shape))]


def _pad_object(x, low, high, value):
    out = np.full([n + max(l, 0) + max(h, 0) for n, l, h in zip(x.shape, low, high)], value, dtype=object)
    out[tuple(slice(max(l, 0), max(l, 0) + n) for l, n in zip(low, x.shape))] = x
    return out


@defop("stablehlo.pad", lambda op, xs, mode: _pad_array(*xs, *(op.attrs[k].values for k in PAD_ATTRS)), operands=2,
       attrs=dict.fromkeys(PAD_ATTRS, Array))
def _pad(op, types, attrs, declared):
    t, pv = types
    if pv != TensorType((), t.dtype):
        fail(op, types, "padding value must be a scalar of the operand's type")
    lo, hi, it = (attrs[k].values for k in PAD_ATTRS)
    if not len(lo) == len(hi) == len(it) == t.rank or any(i < 0 for i in it):
        fail(op, types, "padding needs one entry per axis and non-negative interior padding")
    shape = [l + h + n + max(n - 1, 0) * i for n, l, h, i in zip(t.shape, lo, hi, it)]
    if any(s < 0 for s in shape):
        fail(op, types, f"negative padding leaves shape {shape}")
    return t.with_shape(shape)


@defop("stablehlo.concatenate", lambda op, xs, mode: np.concatenate(xs, axis=op.attrs["dimension"].value),
       operands=None, attrs={"dimension": I64})
def _concatenate(op, types, attrs, declared):
    if not types:
        fail(op, types, "needs at least one operand")
    d = attrs["dimension"].value
    t0 = types[0]
    if not 0 <= d < t0.rank:
        fail(op, types, f"dimension {d} out of range")
    for t in types:
        if t.dtype != t0.dtype or t.rank != t0.rank or any(
                t.shape[a] != t0.shape[a] for a in range(t0.rank) if a != d):
            fail(op, types, f"operands differ outside the concatenation axis {d}")
    shape = list(t0.shape)
    shape[d] = sum(t.shape[d] for t in types)
    return t0.with_shape(shape)


@defop("stablehlo.reverse", lambda op, xs, mode: np.flip(xs[0], axis=op.attrs["dimensions"].values),
       attrs={"dimensions": Array})
def _reverse(op, types, attrs, declared):
    _dims_ok(op, types, attrs["dimensions"].values, types[0].rank, "dimensions")
    return types[0]


# ---------------------------------------------------------------------------------------------
# Reductions and contractions.


def _reduce_den(op, xs, mode):
    """Each operand reduced with its init value; N operands give a tuple of N results."""
    n, dims = len(xs) // 2, op.attrs["dimensions"].values
    outs = [_reduce_one(op.combiner, x, init, dims, mode) for x, init in zip(xs[:n], xs[n:])]
    return outs[0] if n == 1 else tuple(outs)


def _reduce_one(combiner, x, init, dims, mode):
    if mode == "sym":
        fn = {"stablehlo.add": operator.add, "stablehlo.maximum": sympy.Max}[combiner]
        out = x
        for d in sorted(dims, reverse=True):
            out = np.frompyfunc(fn, 2, 1).reduce(out, axis=d, initial=init[()]) if out.shape[d] else \
                np.full(out.shape[:d] + out.shape[d + 1:], init[()], dtype=object)
        return np.asarray(out, dtype=object)
    if combiner == "stablehlo.add":
        return init + np.sum(x, axis=tuple(dims))
    return np.maximum(init, np.max(x, axis=tuple(dims), initial=init[()]))


@defop("stablehlo.reduce", _reduce_den, operands=None, attrs={"dimensions": Array}, form="region",
       results=lambda operands: operands // 2)
def _reduce(op, types, attrs, declared):
    """N operands of one type, then N init values (scalars of its element type): N results of one type
    (a tuple of N types when N > 1)."""
    n = len(types) // 2
    if n == 0 or len(types) != 2 * n:
        fail(op, types, "takes N operands then N init values (N ≥ 1)")
    t = types[0]
    if any(u != t for u in types[:n]):
        fail(op, types, "operands must have identical types")
    if any(init != TensorType((), t.dtype) for init in types[n:]):
        fail(op, types, "init values must be scalars of the operands' element type")
    dims = attrs["dimensions"].values
    _dims_ok(op, types, dims, t.rank, "dimensions")
    out = t.with_shape([size for a, size in enumerate(t.shape) if a not in dims])
    return out if n == 1 else (out,) * n


@defop("stablehlo.optimization_barrier", lambda op, xs, mode: xs[0] if len(xs) == 1 else tuple(xs), operands=None,
       results=lambda operands: operands)
def _optimization_barrier(op, types, attrs, declared):
    """The identity on N ≥ 1 operands of any types: N results, the operands' types. (StableHLO's
    contract: no computation is merged or moved across it; XLA-CPU drops it before fusion and
    scheduling, so there it constrains nothing: BENCHMARKS.md, "an optimization barrier".)"""
    if not types:
        fail(op, types, "needs at least one operand")
    return types[0] if len(types) == 1 else tuple(types)


WINDOW_ATTRS = {"padding": Dense2D, "window_dimensions": Array, "window_strides": Array}


def _reduce_window_den(op, xs, mode):
    """Pad with the init value, then combine the init with every window tap's strided slice."""
    (x, init), wd, ws = xs, op.attrs["window_dimensions"].values, op.attrs["window_strides"].values
    low, high = zip(*op.attrs["padding"].rows)
    xp = _pad_array(x, init, low, high, [0] * x.ndim)
    out_shape = op.result.type.shape
    fn = {"stablehlo.add": operator.add, "stablehlo.maximum": sympy.Max if mode == "sym" else np.maximum}[op.combiner]
    acc = np.full(out_shape, init[()], dtype=xp.dtype)
    for tap in np.ndindex(*wd):
        window = xp[tuple(slice(t, t + (n - 1) * s + 1, s) for t, n, s in zip(tap, out_shape, ws))]
        acc = np.frompyfunc(fn, 2, 1)(acc, window) if mode == "sym" else fn(acc, window)
    return np.asarray(acc, dtype=xp.dtype)


@defop("stablehlo.reduce_window", _reduce_window_den, operands=2, attrs=WINDOW_ATTRS, form="region")
def _reduce_window(op, types, attrs, declared):
    t, init = types
    if init != TensorType((), t.dtype) or t.rank == 0:
        fail(op, types, "expects an operand of rank ≥ 1 and an init value, a scalar of the operand's type")
    wd, ws, pad = attrs["window_dimensions"].values, attrs["window_strides"].values, attrs["padding"].rows
    if not len(wd) == len(ws) == len(pad) == t.rank or any(len(r) != 2 for r in pad):
        fail(op, types, "window_dimensions, window_strides and padding (rows of [low, high]) need one entry per axis")
    if any(w < 1 for w in wd) or any(s < 1 for s in ws) or any(p < 0 for r in pad for p in r):
        fail(op, types, f"window {list(wd)} and strides {list(ws)} must be ≥ 1, padding {pad} ≥ 0")
    padded = [n + lo + hi for n, (lo, hi) in zip(t.shape, pad)]
    if any(p < w for p, w in zip(padded, wd)):
        fail(op, types, f"window {list(wd)} is larger than the padded operand {padded}")
    return t.with_shape([(p - w) // s + 1 for p, w, s in zip(padded, wd, ws)])


def _accumulating(op, xs, mode):
    """A product's operands in the type it accumulates in: bf16 ones widened to f32, exactly (in
    f32 mode; den's f64, erased and sym modes hold every float wider already)."""
    if mode != "f32" or all(x.dtype != NUMPY_DTYPE["bf16"] for x in xs):
        return xs
    return [x.astype(np.float32) for x in xs]


def _mixed_result(op, types, declared, shape):
    """A product's result type: the operands' element type, or f32 declared for bf16 operands
    (StableHLO writes the accumulation type as the result type, as JAX's preferred_element_type)."""
    t = types[0].with_shape(shape)
    if declared is None or declared.dtype == t.dtype:
        return t
    if (t.dtype, declared.dtype) != ("bf16", "f32"):
        fail(op, types, f"result element type {declared.dtype} differs from the operands' {t.dtype}: only bf16 "
                        f"operands may accumulate into an f32 result")
    return declared.with_shape(shape)


def _dot_general_den(op, xs, mode):
    (a, b), dd = _accumulating(op, xs, mode), op.attrs["dot_dimension_numbers"]
    letters = iter(string.ascii_letters)
    la = [None] * a.ndim
    lb = [None] * b.ndim
    for i, j in zip(dd.lhs_batch + dd.lhs_contract, dd.rhs_batch + dd.rhs_contract):
        la[i] = lb[j] = next(letters)
    for arr in (la, lb):
        for i, s in enumerate(arr):
            if s is None:
                arr[i] = next(letters)
    out = [la[i] for i in dd.lhs_batch]
    out += [s for i, s in enumerate(la) if i not in dd.lhs_batch + dd.lhs_contract]
    out += [s for i, s in enumerate(lb) if i not in dd.rhs_batch + dd.rhs_contract]
    spec = f"{''.join(la)},{''.join(lb)}->{''.join(out)}"
    return np.einsum(spec, a, b, optimize=a.dtype != object and b.dtype != object)


@defop("stablehlo.dot_general", _dot_general_den, operands=2, attrs={"dot_dimension_numbers": DotDims})
def _dot_general(op, types, attrs, declared):
    l, r = types
    dd = attrs["dot_dimension_numbers"]
    if l.dtype != r.dtype:
        fail(op, types, "operand element types differ")
    _dims_ok(op, types, dd.lhs_batch + dd.lhs_contract, l.rank, "lhs batch+contracting dims")
    _dims_ok(op, types, dd.rhs_batch + dd.rhs_contract, r.rank, "rhs batch+contracting dims")
    if len(dd.lhs_batch) != len(dd.rhs_batch) or len(dd.lhs_contract) != len(dd.rhs_contract):
        fail(op, types, "lhs and rhs must name as many batch and contracting dims")
    for a, b in zip(dd.lhs_batch + dd.lhs_contract, dd.rhs_batch + dd.rhs_contract):
        if l.shape[a] != r.shape[b]:
            fail(op, types, f"lhs axis {a} (size {l.shape[a]}) does not match rhs axis {b} (size {r.shape[b]})")
    free_l = [n for a, n in enumerate(l.shape) if a not in dd.lhs_batch + dd.lhs_contract]
    free_r = [n for a, n in enumerate(r.shape) if a not in dd.rhs_batch + dd.rhs_contract]
    return _mixed_result(op, types, declared, [l.shape[a] for a in dd.lhs_batch] + free_l + free_r)


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
        fail(op, types, "only 2-D convolutions (rank-4 operands) are supported")
    if len(stride) != 2 or len(pad) != 2 or len(ldil) != 2 or len(rdil) != 2 or any(len(p) != 2 for p in pad):
        fail(op, types, "window attributes need 2 spatial entries (padding 2x2)")
    if min(stride + ldil + rdil) < 1 or fgc < 1 or bgc < 1 or (fgc > 1 and bgc > 1):
        fail(op, types, "strides/dilations/group counts must be >= 1, and not both group counts > 1")
    batch = lhs.shape[dn.index("lhs", "b")]
    cin = lhs.shape[dn.index("lhs", "f")]
    kin = rhs.shape[dn.index("rhs", "i")]
    kout = rhs.shape[dn.index("rhs", "o")]
    if cin != kin * fgc:
        fail(op, types, f"input features {cin} != kernel input features {kin} x feature_group_count {fgc}")
    if kout % fgc or kout % bgc or batch % bgc:
        fail(op, types, f"kernel output features {kout} / batch {batch} not divisible by the group counts")
    spatial = []
    for s in range(2):
        n = lhs.shape[dn.index("lhs", s)]
        k = rhs.shape[dn.index("rhs", s)]
        dilated_in = (n - 1) * ldil[s] + 1 if n else 0
        padded = dilated_in + pad[s][0] + pad[s][1]
        dilated_k = (k - 1) * rdil[s] + 1
        size = (padded - dilated_k) // stride[s] + 1 if padded >= dilated_k else 0
        if size <= 0:
            fail(op, types, f"spatial axis {s}: window {dilated_k} does not fit padded input {padded}")
        spatial.append(size)
    out = [0] * 4
    out[dn.index("out", "b")] = batch // bgc
    out[dn.index("out", "f")] = kout
    out[dn.index("out", 0)], out[dn.index("out", 1)] = spatial
    return tuple(out)


def _convolution_den(op, xs, mode):
    """StableHLO convolution by its definition: dilate, pad, split groups, sum kernel taps."""
    (lhs, rhs), attrs = _accumulating(op, xs, mode), op.attrs
    dn = attrs["dimension_numbers"]
    x = np.transpose(lhs, [dn.index("lhs", a) for a in ("b", 0, 1, "f")])       # [N, H, W, C]
    w = np.transpose(rhs, [dn.index("rhs", a) for a in (0, 1, "i", "o")])       # [KH, KW, I, O]
    zero = np.zeros((), dtype=x.dtype) if x.dtype != object else np.array(sympy.Integer(0), dtype=object)
    ldil = attrs["lhs_dilation"].values
    padding = attrs["padding"].rows
    x = _pad_array(x, zero, [0, padding[0][0], padding[1][0], 0], [0, padding[0][1], padding[1][1], 0],
                   [0, ldil[0] - 1, ldil[1] - 1, 0])
    fgc, bgc = attrs["feature_group_count"].value, attrs["batch_group_count"].value
    stride, rdil = attrs["window_strides"].values, attrs["rhs_dilation"].values
    kh, kw, kin, kout = w.shape
    oh = (x.shape[1] - ((kh - 1) * rdil[0] + 1)) // stride[0] + 1
    ow = (x.shape[2] - ((kw - 1) * rdil[1] + 1)) // stride[1] + 1
    if bgc > 1:
        # Batch groups: the batch splits into bgc chunks, chunk g meets output-feature chunk g.
        xs = np.split(x, bgc, axis=0)
        ws = np.split(w, bgc, axis=3)
        out = np.concatenate([_conv_taps(xg, wg, 1, stride, rdil, oh, ow) for xg, wg in zip(xs, ws)], axis=3)
    else:
        out = _conv_taps(x, w, fgc, stride, rdil, oh, ow)
    return np.transpose(out, np.argsort([dn.index("out", a) for a in ("b", 0, 1, "f")]))


def _conv_taps(x, w, groups, stride, rdil, oh, ow):
    """Σ over kernel taps of a strided window of x times that tap, feature groups kept apart."""
    n, _, _, c = x.shape
    kh, kw, kin, kout = w.shape
    xg = x.reshape(n, x.shape[1], x.shape[2], groups, c // groups)
    wg = w.reshape(kh, kw, kin, groups, kout // groups)
    total = None
    for i in range(kh):
        for j in range(kw):
            r0, c0 = i * rdil[0], j * rdil[1]
            window = xg[:, r0:r0 + (oh - 1) * stride[0] + 1:stride[0], c0:c0 + (ow - 1) * stride[1] + 1:stride[1]]
            term = np.einsum("nhwgi,igo->nhwgo", window, wg[i, j], optimize=x.dtype != object)
            total = term if total is None else total + term
    return total.reshape(n, oh, ow, kout)


@defop("stablehlo.convolution", _convolution_den, operands=2, attrs=CONV_ATTRS)
def _convolution(op, types, attrs, declared):
    if types[0].dtype != types[1].dtype:
        fail(op, types, "operand element types differ")
    return _mixed_result(op, types, declared, conv_output_shape(types[0], types[1], attrs))


def _all_reduce_den(op, per_replica, mode):
    """Each replica gets the sum of its group's operands (the replicas run in lockstep)."""
    groups = op.attrs["replica_groups"].rows
    if sorted(r for g in groups for r in g) != list(range(len(per_replica))):
        raise IRError(f"all_reduce replica_groups {groups} do not cover the {len(per_replica)} replicas being run")
    out = [None] * len(per_replica)
    for g in groups:
        total = functools.reduce(lambda a, b: a + b, [per_replica[r][0] for r in g])
        for r in g:
            out[r] = np.array(total, copy=True)
    return out


@defop("stablehlo.all_reduce", _all_reduce_den, attrs={"replica_groups": Dense2D}, form="region", collective=True)
def _all_reduce(op, types, attrs, declared):
    groups = attrs["replica_groups"].rows
    members = [r for g in groups for r in g]
    if len(set(members)) != len(members) or any(r < 0 for r in members):
        fail(op, types, f"replica_groups {groups} must list distinct non-negative replica ids")
    return types[0]
