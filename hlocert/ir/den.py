"""`den`: a numpy interpreter of the hlocert IR, the meaning every certificate is stated against.

A loop over the function's ops, each evaluated by its `opdefs.OPS` entry, in four number systems:
- "f64": every float computed in float64 whatever the declared type (the autodiff ties), except
  that a bf16 value is rounded to bf16 (to nearest, ties to even) and held in float64: bf16
  products then accumulate in float64;
- "f32": each value in its declared dtype (comparisons with the lowerers); a product of bf16
  operands accumulates in its f32 result type;
- "erased": "f64" with no bf16 rounding, every convert to bf16 the identity — the reading in which
  a mixed-precision render must equal its f32 render exactly (certify/erasure.py);
- "sym": numpy object arrays of SymPy expressions, exact (the symbolic certificates); float
  constants enter as the exact rational of their binary value; bf16 is erased as in "erased".

It never calls JAX: JAX is the independent oracle these results are compared against. It runs N
replicas in lockstep so that `all_reduce` means what it means on N devices.
"""
from __future__ import annotations

import fractions
import functools

import numpy as np
import sympy

from .core import Func
from .opdefs import OPS
from .types import FLOAT_DTYPES, NUMPY_DTYPE, IRError

MODES = ("f64", "f32", "erased", "sym")


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
    table = constant_table(constants) if constants is not None else None
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
        if table is not None and op.name == "stablehlo.constant" and op.result.type.is_float:
            value = _exact_constants(op.attrs["value"].array, op.result.type.dtype, table)
            for env in envs:
                env[op.result] = value
            continue
        d = OPS[op.name]
        if d.collective:
            outs = d.den(op, [[env[v] for v in op.operands] for env in envs], mode)
        else:
            outs = [d.den(op, [env[v] for v in op.operands], mode) for env in envs]
        for env, out in zip(envs, outs):
            for v, value in zip(op.results, (out,) if len(op.results) == 1 else out):
                env[v] = _cast(value, v.type.dtype, mode)
    return [[env[v] for v in func.results] for env in envs]


def _cast(arr: np.ndarray, dtype: str, mode: str) -> np.ndarray:
    if mode == "sym":
        if arr.dtype == object:
            return arr
        if dtype == "i1":
            return arr.astype(bool)
        return np.vectorize(_exact, otypes=[object])(arr) if arr.size else arr.astype(object)
    if mode in ("f64", "erased") and dtype in FLOAT_DTYPES:
        if dtype == "bf16" and mode == "f64":
            arr = np.asarray(arr, dtype=NUMPY_DTYPE["bf16"])
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
            if not isinstance(c, sympy.Rational):
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
    return constant_table(constants).read(value, dtype)
