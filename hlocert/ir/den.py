"""`den`: a numpy interpreter of the hlocert IR, the meaning every certificate is stated against.

Three number systems over one set of op definitions:
- "f64": every float computed in float64 whatever the declared type (the autodiff ties);
- "f32": each value in its declared dtype (comparisons with the lowerers);
- "sym": numpy object arrays of SymPy expressions, exact (the symbolic certificates); float
  constants enter as the exact rational of their binary value.

It never calls JAX: JAX is the independent oracle these results are compared against. It runs N
replicas in lockstep so that `all_reduce` means what it means on N devices.
"""
from __future__ import annotations

import fractions
import functools
import string

import numpy as np
import scipy.special
import sympy

from .core import Func, Op
from .types import NUMPY_DTYPE, IRError

MODES = ("f64", "f32", "sym")


def run(func: Func, args, mode: str = "f64", constants=None) -> list[np.ndarray]:
    """Interpret `func` on one replica's arguments (`constants`: see `run_replicas`)."""
    return run_replicas(func, [args], mode, constants)[0]


def run_replicas(func: Func, per_replica_args, mode: str = "f64", constants=None) -> list[list[np.ndarray]]:
    """Interpret `func` on N replicas at once; all_reduce combines across its replica groups.

    `constants` (sym mode only): exact SymPy values (a mapping whose values are used, or an
    iterable). A finite float constant element whose magnitude is, in its own dtype, within
    `CONSTANT_ULPS` ulps of the rounding of one of them is read as that exact value (with its
    sign); every other float constant is the exact rational of its binary value. So 1/√2 written
    as `1 / math.sqrt(2)` (one ulp off the correctly rounded √2/2) reads as √2/2.
    """
    if mode not in MODES:
        raise ValueError(f"den mode {mode!r}; valid: {MODES}")
    if constants is not None and mode != "sym":
        raise ValueError("den: `constants` is meaningful in sym mode only")
    table = _constant_table(constants) if constants is not None else None
    envs = []
    for args in per_replica_args:
        if len(args) != len(func.args):
            raise IRError(f"@{func.name} takes {len(func.args)} arguments, got {len(args)}")
        env = {}
        for v, a in zip(func.args, args):
            arr = np.asarray(a)
            if arr.shape != v.type.shape:
                raise IRError(f"argument %{v.name}: expected shape {v.type.shape}, got {arr.shape}")
            env[v] = _cast(arr, v.type.dtype, mode)
        envs.append(env)
    for op in func.ops[:-1]:
        if op.name == "stablehlo.all_reduce":
            _all_reduce(op, envs, mode)
            continue
        if table is not None and op.name == "stablehlo.constant" and op.result.type.is_float:
            value = _exact_constants(op.attrs["value"].array, op.result.type.dtype, table)
            for env in envs:
                env[op.result] = value
            continue
        for env in envs:
            env[op.result] = _cast(_eval(op, [env[v] for v in op.operands], mode), op.result.type.dtype, mode)
    return [[env[v] for v in func.results] for env in envs]


def _cast(arr: np.ndarray, dtype: str, mode: str) -> np.ndarray:
    if mode == "sym":
        if arr.dtype == object:
            return arr
        if dtype == "i1":
            return arr.astype(bool)
        return np.vectorize(_exact, otypes=[object])(arr) if arr.size else arr.astype(object)
    if mode == "f64" and dtype in ("f32", "bf16", "f64"):
        return np.asarray(arr, dtype=np.float64)
    return np.asarray(arr, dtype=NUMPY_DTYPE[dtype])


def _exact(x):
    if isinstance(x, (bool, np.bool_)):
        return bool(x)
    if isinstance(x, (int, np.integer)):
        return sympy.Integer(int(x))
    x = float(x)
    if np.isnan(x):
        return sympy.nan
    if np.isinf(x):
        return sympy.oo if x > 0 else -sympy.oo
    return sympy.Rational(x)


# ---------------------------------------------------------------------------------------------
# Exact constants (sym mode).

CONSTANT_ULPS = 2


class ConstantTable:
    """Exact values by their float images: dtype -> {float value: exact value}."""

    def __init__(self, values):
        exact = {}
        for c in values:
            if isinstance(c, sympy.Rational):
                if c != 0:
                    exact.setdefault(abs(c), None)
                continue
            c = sympy.nsimplify(c) if isinstance(c, float) else sympy.sympify(c)
            if not (c.is_number and c.is_real and c.is_finite):
                raise ValueError(f"den constants: {c!r} is not a finite real number")
            if c != 0:
                exact.setdefault(abs(c), None)
        self.exact = list(exact)
        self._images: dict[str, dict] = {}

    def images(self, dtype: str) -> dict:
        if dtype not in self._images:
            np_type = NUMPY_DTYPE[dtype].type
            best: dict = {}           # float image -> (ulps away, exact value)
            for c in self.exact:
                if c.is_Rational:     # float(Fraction) rounds correctly
                    approx = float(fractions.Fraction(int(c.p), int(c.q)))
                else:
                    approx = float(sympy.N(c, 40))
                rounded = np_type(approx)
                below = above = rounded
                candidates = [(0, rounded)]
                for k in range(1, CONSTANT_ULPS + 1):
                    below = np.nextafter(below, np_type(0))
                    above = np.nextafter(above, np_type(np.inf))
                    candidates += [(k, below), (k, above)]
                for k, v in candidates:
                    key = float(v)
                    if key not in best or k < best[key][0]:
                        best[key] = (k, c)
            self._images[dtype] = {key: c for key, (_, c) in best.items()}
        return self._images[dtype]

    def read(self, x, dtype: str):
        x = float(x)
        if np.isfinite(x) and x != 0:
            c = self.images(dtype).get(abs(x))
            if c is not None:
                return c if x > 0 else -c
        return _exact(x)


@functools.lru_cache(maxsize=64)
def _cached_table(values: tuple) -> ConstantTable:
    return ConstantTable(values)


def constant_table(constants) -> ConstantTable:
    """A reusable table for `run(..., constants=table)` (building one costs time: keep it)."""
    return _constant_table(constants)


def _constant_table(constants) -> ConstantTable:
    if isinstance(constants, ConstantTable):
        return constants
    values = constants.values() if hasattr(constants, "values") else constants
    return _cached_table(tuple(sympy.sympify(v) for v in values))


def _exact_constants(array: np.ndarray, dtype: str, table: ConstantTable) -> np.ndarray:
    if array.size == 0:
        return array.astype(object)
    return np.vectorize(lambda x: table.read(x, dtype), otypes=[object])(array)


def read_constant(value, dtype: str, constants):
    """The exact value den's sym mode gives one float constant element under `constants`."""
    return _constant_table(constants).read(value, dtype)


# ---------------------------------------------------------------------------------------------

def _elementwise(mode, float_fn, sym_fn):
    if mode == "sym":
        return np.vectorize(sym_fn, otypes=[object])
    return float_fn


def _sym_max(a, b):
    return sympy.Max(a, b)


def _sym_min(a, b):
    return sympy.Min(a, b)


UNARY = {
    "stablehlo.negate": (np.negative, lambda x: -x),
    "stablehlo.exponential": (np.exp, sympy.exp),
    "stablehlo.log": (np.log, sympy.log),
    "stablehlo.log_plus_one": (np.log1p, lambda x: sympy.log(1 + x)),
    "stablehlo.tanh": (np.tanh, sympy.tanh),
    "stablehlo.sqrt": (np.sqrt, sympy.sqrt),
    "stablehlo.rsqrt": (lambda x: 1 / np.sqrt(x), lambda x: 1 / sympy.sqrt(x)),
    "stablehlo.abs": (np.abs, sympy.Abs),
    "chlo.erf": (scipy.special.erf, sympy.erf),
}
BINARY = {
    "stablehlo.add": (np.add, lambda a, b: a + b),
    "stablehlo.subtract": (np.subtract, lambda a, b: a - b),
    "stablehlo.multiply": (np.multiply, lambda a, b: a * b),
    "stablehlo.divide": (np.divide, lambda a, b: a / b),
    "stablehlo.maximum": (np.maximum, _sym_max),
    "stablehlo.minimum": (np.minimum, _sym_min),
    "stablehlo.power": (np.power, lambda a, b: a ** b),
}
COMPARE = {"EQ": np.equal, "NE": np.not_equal, "GE": np.greater_equal, "GT": np.greater,
           "LE": np.less_equal, "LT": np.less}


def _eval(op: Op, xs, mode):
    name, attrs, t = op.name, op.attrs, op.result.type
    if name in UNARY:
        return _elementwise(mode, *UNARY[name])(xs[0])
    if name in BINARY:
        if mode != "sym" and name == "stablehlo.divide" and not t.is_float:
            return np.trunc(xs[0] / xs[1]).astype(xs[0].dtype)
        return _elementwise(mode, *BINARY[name])(xs[0], xs[1])
    if name == "stablehlo.constant":
        return attrs["value"].array
    if name == "stablehlo.iota":
        d = attrs["iota_dimension"].value
        shape = [1] * t.rank
        shape[d] = t.shape[d]
        return np.broadcast_to(np.arange(t.shape[d]).reshape(shape), t.shape)
    if name == "stablehlo.compare":
        fn = COMPARE[attrs["comparison_direction"].direction]
        if mode == "sym":
            return np.vectorize(lambda a, b: bool(fn(a, b)), otypes=[bool])(xs[0], xs[1])
        return fn(xs[0], xs[1])
    if name == "stablehlo.select":
        return np.where(np.asarray(xs[0], dtype=bool), xs[1], xs[2])
    if name == "stablehlo.convert":
        return xs[0]
    if name == "stablehlo.reshape":
        return xs[0].reshape(t.shape)
    if name == "stablehlo.transpose":
        return np.transpose(xs[0], attrs["permutation"].values)
    if name == "stablehlo.broadcast_in_dim":
        return _broadcast_in_dim(xs[0], t.shape, attrs["broadcast_dimensions"].values)
    if name == "stablehlo.slice":
        lo, hi, st = (attrs[k].values for k in ("start_indices", "limit_indices", "strides"))
        return xs[0][tuple(slice(l, h, s) for l, h, s in zip(lo, hi, st))]
    if name == "stablehlo.pad":
        return _pad(xs[0], xs[1], *(attrs[k].values for k in
                                    ("edge_padding_low", "edge_padding_high", "interior_padding")))
    if name == "stablehlo.concatenate":
        return np.concatenate(xs, axis=attrs["dimension"].value)
    if name == "stablehlo.reverse":
        return np.flip(xs[0], axis=attrs["dimensions"].values)
    if name == "stablehlo.reduce":
        return _reduce(xs[0], xs[1], attrs["dimensions"].values, op.combiner, mode)
    if name == "stablehlo.dot_general":
        return _dot_general(xs[0], xs[1], attrs["dot_dimension_numbers"])
    if name == "stablehlo.convolution":
        return _convolution(xs[0], xs[1], attrs)
    raise IRError(f"den has no meaning for {name}")


def _broadcast_in_dim(x, shape, dims):
    view_shape = [1] * len(shape)
    for i, d in enumerate(dims):
        view_shape[d] = x.shape[i]
    order = np.argsort(dims)           # operand axes in result order, so reshape is a pure view
    return np.broadcast_to(np.transpose(x, order).reshape(view_shape), shape)


def _pad(x, value, low, high, interior):
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


def _reduce(x, init, dims, combiner, mode):
    if mode == "sym":
        fn = {"stablehlo.add": lambda a, b: a + b, "stablehlo.maximum": _sym_max}[combiner]
        out = x
        for d in sorted(dims, reverse=True):
            out = np.frompyfunc(fn, 2, 1).reduce(out, axis=d, initial=init[()]) if out.shape[d] else \
                np.full(out.shape[:d] + out.shape[d + 1:], init[()], dtype=object)
        return np.asarray(out, dtype=object)
    if combiner == "stablehlo.add":
        return init + np.sum(x, axis=tuple(dims))
    return np.maximum(init, np.max(x, axis=tuple(dims), initial=init[()]))


def _dot_general(a, b, dd):
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
    if a.dtype == object or b.dtype == object:
        return np.einsum(spec, a, b, optimize=False)
    return np.einsum(spec, a, b, optimize=True)


def _convolution(lhs, rhs, attrs):
    """StableHLO convolution by its definition: dilate, pad, split groups, sum kernel taps."""
    dn = attrs["dimension_numbers"]
    x = np.transpose(lhs, [dn.index("lhs", a) for a in ("b", 0, 1, "f")])       # [N, H, W, C]
    w = np.transpose(rhs, [dn.index("rhs", a) for a in (0, 1, "i", "o")])       # [KH, KW, I, O]
    zero = np.zeros((), dtype=x.dtype) if x.dtype != object else np.array(sympy.Integer(0), dtype=object)
    ldil = attrs["lhs_dilation"].values
    pad = attrs["padding"].rows
    x = _pad(x, zero, [0, pad[0][0], pad[1][0], 0], [0, pad[0][1], pad[1][1], 0], [0, ldil[0] - 1, ldil[1] - 1, 0])
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


def _all_reduce(op: Op, envs, mode):
    groups = op.attrs["replica_groups"].rows
    if sorted(r for g in groups for r in g) != list(range(len(envs))):
        raise IRError(f"all_reduce replica_groups {groups} do not cover the {len(envs)} replicas being run")
    for g in groups:
        total = functools.reduce(lambda a, b: a + b, [envs[r][op.operands[0]] for r in g])
        for r in g:
            envs[r][op.result] = _cast(np.array(total, copy=True), op.result.type.dtype, mode)
