"""Symbolic certificate: the backward IS the transposed Jacobian of the forward, exactly.

At a tiny shape, `den` runs over SymPy: x and the parameters are symbols, the aux inputs (drop
masks, soft targets) exact rationals made from the stage's own `sample_aux`, dy symbols. With
L = Σ_k dy_k · y_k (y = den of the forward), the input cotangent and every gradient must equal
∂L/∂s for each input symbol s, element by element. Float constants of the IR are read as the
exact values of `constants.EXACT_CONSTANTS` (see there). A piecewise rule (a stage with `kinks`,
ReLU's 0) is certified on every open piece at once: each x element is a form of its own positive
symbol placed in one piece (`piecewise_x`), and its expected cotangent ∂L/∂x is taken through that
form. What a rule does exactly at a kink is a convention, not a derivative; its tests pin it.

A difference d = got − expected is decided zero by, in order:
  "expand"           sympy.expand(d) == 0;
  "cancel"           sympy.cancel(sympy.together(d)) == 0;
  "rational-points"  d vanishes exactly at several random rational points (a Schwartz–Zippel test,
                     exact in rational arithmetic);
  "numeric-50"       |d| < 1e-30 · scale at those points, evaluated with 50 significant digits,
                     where exact evaluation could not decide (transcendentals).
A difference is nonzero as soon as one point gives an exact nonzero value, or a 50-digit value
clearly away from zero; that is the failure, with the element, the point value and the expression.
The report names the weakest method any element needed: nothing passes silently.

Piecewise rules (max-pool: den's sym compare gives a relation such as x0 = Max(x0, x1), select a
Piecewise) are decided at rational points only, where Schwartz–Zippel does not apply: a wrong
piece is found only at a point inside its region. There `PIECEWISE_POINTS` points are drawn (a
tap is a window's maximum at about one point in nine or more), and the report says the result is a
sampling of the regions, not a proof; such rules are also tied to jax at ties by their tests. A
condition that holds transcendentals (the JSD loss's clamp of a mean softmax) is decided in the
same 50-digit evaluation as the values it selects.
"""
from __future__ import annotations

import contextlib
import signal
import threading
import time
from fractions import Fraction

import numpy as np
import sympy

from ..ir import den
from . import constants as C
from .funcs import args_list, forward_func, sample_aux, signature, vjp_func
from .result import Result, certificate

METHODS = ("expand", "cancel", "rational-points", "numeric-50")
POINTS = 3
PIECEWISE_POINTS = 48
EXPAND_SECONDS = 5.0
CANCEL_SECONDS = 5.0
POINT_SECONDS = 5.0
NUMERIC_DIGITS = 50

# Symbolic at "tiny" shapes only: the mutation suite skips the level above this many symbols.
MAX_SYMBOLS = 160


class _Timeout(Exception):
    pass


@contextlib.contextmanager
def time_limit(seconds: float):
    """Raise _Timeout in the body after `seconds` (main thread with SIGALRM only; else no limit)."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer") \
            or signal.getitimer(signal.ITIMER_REAL)[0] > 0:
        yield
        return

    def handler(signum, frame):
        raise _Timeout()
    old = signal.signal(signal.SIGALRM, handler)
    # Re-fire every 0.1 s after the limit: a _Timeout raised inside a callback whose exceptions
    # Python swallows (JAX's garbage-collection hook) would otherwise lose the limit for good.
    signal.setitimer(signal.ITIMER_REAL, seconds, 0.1)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


# ---------------------------------------------------------------------------------------------
# Inputs.

def symbol_array(prefix: str, shape, positive: bool = False) -> np.ndarray:
    out = np.empty(shape, dtype=object)
    for idx in np.ndindex(*shape):
        name = f"{prefix}[{','.join(map(str, idx))}]" if idx else prefix
        out[idx] = sympy.Symbol(name, positive=True) if positive else sympy.Symbol(name, real=True)
    return out


def piecewise_x(p: np.ndarray, kinks) -> np.ndarray:
    """x for a stage with kinks k₁ < … < kₙ, from positive symbols p: element i (flat order) lies
    in open piece i mod (n+1) — k₁ − p below the first kink, kⱼ + (kⱼ₊₁ − kⱼ)/(1 + p) between two,
    kₙ + p above the last — so SymPy decides every comparison of x with a kink."""
    ks = sorted(exact_scalar(k) for k in kinks)
    forms = [lambda s: ks[0] - s]
    forms += [lambda s, lo=lo, hi=hi: lo + (hi - lo) / (1 + s) for lo, hi in zip(ks, ks[1:])]
    forms += [lambda s: ks[-1] + s]
    out = np.empty(p.shape, dtype=object)
    for i, idx in enumerate(np.ndindex(*p.shape)):
        out[idx] = forms[i % len(forms)](p[idx])
    return out


def exact_scalar(v: float) -> sympy.Rational:
    """A simple fraction when one is within 1e-12 of v (0.5, 4/3, 1/0.8 → 5/4); else v's binary value."""
    v = float(v)
    f = Fraction(v).limit_denominator(1000)
    if abs(float(f) - v) <= 1e-12 * max(1.0, abs(v)):
        return sympy.Rational(f.numerator, f.denominator)
    return sympy.Rational(v)


def exact_aux(a: np.ndarray) -> np.ndarray:
    """Exact rationals for a float aux input. An input whose rows (last axis) are non-negative and
    sum to 1 (soft targets) keeps that property exactly: the last entry becomes 1 − Σ the rest."""
    out = np.vectorize(exact_scalar, otypes=[object])(a) if a.size else a.astype(object)
    if a.ndim >= 1 and a.shape[-1] > 1 and a.size and np.all(a >= 0) \
            and np.allclose(a.sum(axis=-1), 1.0, rtol=0, atol=1e-9):
        for idx in np.ndindex(*a.shape[:-1]):
            row = out[idx]
            if sum(row) != 1:
                row[-1] = 1 - sum(row[:-1])
                out[idx] = row
    return out


def _random_points(symbols, rng, n: int) -> list[dict]:
    """n assignments of distinct small nonzero rationals (|v| ≲ 4, so that erf/exp arguments stay
    moderate) to every symbol; distinct so that no max has a tie."""
    points = []
    for _ in range(n):
        used, pt, span = set(), {}, 12
        for s in symbols:
            tries = 0
            while True:
                v = sympy.Rational(int(rng.integers(-span, span + 1)), int(rng.integers(3, 8)))
                v = abs(v) if s.is_positive else v      # a piecewise x's symbol stays in its piece
                if v != 0 and v not in used:
                    break
                tries += 1
                if tries > 20:
                    span *= 2
            used.add(v)
            pt[s] = v
        points.append(pt)
    return points


# ---------------------------------------------------------------------------------------------
# Deciding zero.

def _mp_eval(e, pt):
    """e at the point, in mpmath at fixed NUMERIC_DIGITS + 10 digits (no adaptive precision, so
    the cost is bounded; shared subexpressions are evaluated once); None if it cannot be
    evaluated (a division by zero, a complex value, an unknown function)."""
    import mpmath
    with mpmath.workdps(NUMERIC_DIGITS + 10):
        try:
            v = _MpEval(pt).ev(sympy.sympify(e))
        except (ZeroDivisionError, ValueError, TypeError, OverflowError, _Unknown):
            return None
        if isinstance(v, mpmath.mpc):
            return None if abs(v.imag) > abs(v) * mpmath.mpf(10) ** -40 else v.real
        return mpmath.mpf(v)


class _Unknown(Exception):
    pass


class _MpEval:
    """A memoized evaluator of SymPy trees in mpmath (the functions den's IR can produce)."""

    def __init__(self, pt):
        import mpmath
        self.mp = mpmath
        self.memo = {s: mpmath.mpf(v.p) / v.q for s, v in pt.items()}
        self.funcs = {
            sympy.exp: mpmath.exp, sympy.log: mpmath.log, sympy.erf: mpmath.erf, sympy.tanh: mpmath.tanh,
            sympy.Abs: abs, sympy.sign: mpmath.sign,
        }

    def ev(self, e):
        if e in self.memo:
            return self.memo[e]
        mp = self.mp
        if e.is_Rational:
            v = mp.mpf(e.p) / e.q
        elif e.is_Float:
            v = mp.mpf(e)
        elif e is sympy.pi:
            v = mp.pi
        elif e is sympy.E:
            v = mp.e
        elif e.is_Add:
            v = mp.fsum(self.ev(a) for a in e.args)
        elif e.is_Mul:
            v = mp.fprod(self.ev(a) for a in e.args)
        elif e.is_Pow:
            b, x = e.args
            bv = self.ev(b)
            if x.is_Integer:
                v = bv ** int(x)
            elif x == sympy.S.Half:
                v = mp.sqrt(bv)
            elif x == -sympy.S.Half:
                v = 1 / mp.sqrt(bv)
            else:
                v = mp.power(bv, self.ev(x))
        elif isinstance(e, (sympy.Max, sympy.Min)):
            vals = [self.ev(a) for a in e.args]
            v = max(vals) if isinstance(e, sympy.Max) else min(vals)
        elif isinstance(e, sympy.Heaviside):       # Heaviside(x, H0): H0 at 0 (SymPy's default 1/2)
            x = self.ev(e.args[0])
            v = mp.mpf(1) if x > 0 else mp.mpf(0) if x < 0 else \
                (self.ev(e.args[1]) if len(e.args) > 1 else mp.mpf(1) / 2)
        elif isinstance(e, sympy.Piecewise):       # a select whose condition holds transcendentals
            v = next((self.ev(expr) for expr, cond in e.args if self.holds(cond)), None)
            if v is None:
                raise _Unknown("a Piecewise with no condition holding")
        elif e.func in self.funcs and len(e.args) == 1:
            v = self.funcs[e.func](self.ev(e.args[0]))
        else:
            raise _Unknown(str(e.func))
        self.memo[e] = v
        return v

    def holds(self, cond) -> bool:
        """A Piecewise condition's truth at the point: True/False, or a relation of two evaluable sides."""
        if cond in (sympy.true, sympy.false):
            return bool(cond)
        if isinstance(cond, sympy.core.relational.Relational):
            lhs, rhs = self.ev(cond.lhs), self.ev(cond.rhs)
            return {">=": lhs >= rhs, ">": lhs > rhs, "<=": lhs <= rhs, "<": lhs < rhs, "==": lhs == rhs,
                    "!=": lhs != rhs}[cond.rel_op]
        raise _Unknown(f"condition {cond.func}")


def _numeric(e, pt):
    """(value, exact?): exact when substitution leaves a rational, else an mpmath value."""
    e = sympy.sympify(e)
    try:
        with time_limit(POINT_SECONDS):
            v = e.xreplace(pt)
        if v.is_Rational:
            return v, True
    except _Timeout:
        pass
    return _mp_eval(e, pt), False


class Decider:
    """Decides each difference zero or nonzero, remembering which method it took; a method that
    runs out of time once is skipped for the rest of the example (the next one is tried)."""

    def __init__(self, points):
        self.points = points
        self.counts = {m: 0 for m in METHODS}
        self.timed_out: set[str] = set()

    def _try(self, method, fn, seconds):
        if method in self.timed_out:
            return None
        try:
            with time_limit(seconds):
                return fn()
        except _Timeout:
            self.timed_out.add(method)
            return None
        except Exception:   # SymPy giving up (e.g. a PolificationFailed) leaves it undecided
            return None

    def probe(self, got, expected):
        """(nonzero?, relative difference at the first point, text) from a cheap evaluation."""
        import mpmath
        pt = self.points[0]
        g, g_exact = _numeric(got, pt)
        e, e_exact = _numeric(expected, pt)
        if g is None or e is None:
            return False, 0.0, "not evaluable at the point"
        if g_exact and e_exact:
            diff = g - e
            return diff != 0, float(abs(diff) / max(1, abs(e))), f"{g} vs {e}"
        g, e = (mpmath.mpf(v.p) / v.q if isinstance(v, sympy.Rational) else v for v in (g, e))
        scale = max(mpmath.mpf(1), abs(e))
        rel = abs(g - e) / scale
        return bool(rel > mpmath.mpf(10) ** -20), float(rel), \
            f"{mpmath.nstr(g, 15)} vs {mpmath.nstr(e, 15)}"

    def decide(self, got, expected) -> tuple[bool, str]:
        """(is got − expected zero, method or reason)."""
        d = got - expected
        if d == 0:
            self.counts["expand"] += 1
            return True, "expand"
        r = self._try("expand", lambda: sympy.expand(d), EXPAND_SECONDS)
        if r is not None and r == 0:
            self.counts["expand"] += 1
            return True, "expand"
        r = self._try("cancel", lambda: sympy.cancel(sympy.together(d)), CANCEL_SECONDS)
        if r is not None and r == 0:
            self.counts["cancel"] += 1
            return True, "cancel"
        exact = True
        for pt in self.points:
            # once a point's value is not a rational (a log or exp survives the substitution), the
            # same expression at the next points is not either: straight to the 50-digit evaluation
            v = self._try("rational-points", lambda: sympy.expand(d.xreplace(pt)), POINT_SECONDS) if exact else None
            if v is not None and v.is_Rational:
                if v != 0:
                    return False, f"exactly {v} at a rational point"
                continue
            exact = False
            g, e = _mp_eval(got, pt), _mp_eval(expected, pt)
            if g is None or e is None:
                return False, "cannot be evaluated at a rational point"
            if abs(g - e) > 1e-30 * max(1, abs(e)):
                return False, f"{float(g - e):.6g} at a rational point (50 digits)"
        method = "rational-points" if exact else "numeric-50"
        self.counts[method] += 1
        return True, method

    def weakest(self) -> str:
        used = [m for m in METHODS if self.counts[m]]
        return used[-1] if used else "expand"


def _diff(e, s):
    """sympy.diff(e, s), skipping the terms of a sum that do not contain s (linearity)."""
    if e.is_Add:
        return sympy.Add(*[_diff(t, s) for t in e.args if s in t.free_symbols])
    return sympy.diff(e, s)


def _brief(d):
    """The difference expanded when that is quick (often a short, telling expression), else as is."""
    try:
        with time_limit(1.0):
            return sympy.expand(d)
    except _Timeout:
        return d


def _short(e, n: int = 160) -> str:
    s = str(e)
    return s if len(s) <= n else s[:n] + " …"


def _constants_used(func, dtype_table) -> list[str]:
    """The float constants of `func` that den reads as exact non-dyadic values."""
    seen = []
    for op in func.ops:
        if op.name == "stablehlo.constant" and op.result.type.is_float:
            for v in np.unique(np.asarray(op.attrs["value"].array, dtype=np.float64)):
                c = den.read_constant(v, op.result.type.dtype, dtype_table)
                if np.isfinite(v) and c != sympy.Rational(float(v)):
                    s = f"{float(v):.9g}→{c}"
                    if s not in seen:
                        seen.append(s)
    return seen


# ---------------------------------------------------------------------------------------------

@certificate("symbolic")
def symbolic(example, rule: str = "", dtype: str = "f32", seed: int = 0, stop_at_first: bool = False) -> Result:
    """The exact transposed-Jacobian tie of one example (see the module docstring)."""
    stage, x_shape, label = example.stage, tuple(example.x_shape), example.label
    t0 = time.perf_counter()
    sig = signature(stage, x_shape)
    shapes = sig.describe()
    fwd = forward_func(stage, x_shape, dtype, sig)
    vjp = vjp_func(stage, x_shape, dtype, sig)
    rng = np.random.default_rng(seed)
    table = C.table()

    kinks = tuple(stage.kinks)
    x_symbols = symbol_array("x", sig.x_shape, positive=bool(kinks))
    x = piecewise_x(x_symbols, kinks) if kinks else x_symbols
    # ∂L/∂x = (∂L/∂p) / (dx/dp) where x is a piecewise form of its symbol p (1 for plain symbols).
    slope = {x_symbols[i]: sympy.diff(x[i], x_symbols[i]) for i in np.ndindex(*sig.x_shape)} if kinks else {}
    params = {n: symbol_array(n, s) for n, s in sig.params.items()}
    aux = {n: exact_aux(a) for n, a in sample_aux(stage, sig, rng).items()}
    dy = symbol_array("dy", sig.out_shape)

    y = den.run(fwd, args_list(sig, x, params, aux), "sym", constants=table)[0]
    outs = den.run(vjp, args_list(sig, x, params, aux, dy), "sym", constants=table)
    # ∂L/∂s for L = Σ_k dy_k y_k, summing only over the outputs that contain s.
    out_index = list(np.ndindex(*sig.out_shape))
    readers: dict = {}
    for k in out_index:
        for s in sympy.sympify(y[k]).free_symbols:
            readers.setdefault(s, []).append(k)

    def d_L(s):
        return sympy.Add(*[dy[k] * _diff(sympy.sympify(y[k]), s) for k in readers.get(s, ())]) / slope.get(s, 1)

    inputs = [("dx", x_symbols, outs[0])] + [(f"d{n}", params[n], g) for n, g in zip(sig.params, outs[1:])]
    symbols = [s for _, arr, _ in inputs for s in arr.reshape(-1)] + list(dy.reshape(-1))
    piecewise = any(isinstance(e, sympy.Basic) and e.has(sympy.Piecewise) for o in outs for e in o.reshape(-1))
    decider = Decider(_random_points(symbols, rng, PIECEWISE_POINTS if piecewise else POINTS))

    failures, max_err, n_elems = [], 0.0, 0
    for name, syms, got in inputs:
        if failures and stop_at_first:
            break
        for idx in np.ndindex(*syms.shape):
            n_elems += 1
            expected = d_L(syms[idx])
            g = sympy.sympify(got[idx])
            nonzero, rel, text = decider.probe(g, expected)
            max_err = max(max_err, rel)
            if nonzero:
                failures.append(f"{name}[{','.join(map(str, idx))}]: backward {text} at a rational point; "
                                f"backward − ∂L/∂s = {_short(_brief(g - expected))}")
                break
            zero, how = decider.decide(g, expected)
            if not zero:
                failures.append(f"{name}[{','.join(map(str, idx))}]: backward − ∂L/∂s is {how}; "
                                f"difference = {_short(g - expected)}")
                break
    consts = _constants_used(vjp, table)
    used = ", ".join(f"{m} {c}" for m, c in decider.counts.items() if c)
    extra = f"; constants read exactly: {', '.join(consts)}" if consts else ""
    aux_note = f"; aux exact: {', '.join(sig.aux)}" if sig.aux else ""
    if piecewise:
        aux_note += f"; piecewise: {PIECEWISE_POINTS} rational points sample the regions (not a proof)"
    if failures:
        detail = "not the transposed Jacobian: " + " | ".join(failures)
        return Result(rule, label, "symbolic", shapes, False, max_err, time.perf_counter() - t0,
                      detail + extra, "nonzero")
    method = decider.weakest()
    detail = f"{n_elems} elements zero, decided by {used}; weakest method {method}{extra}{aux_note}"
    return Result(rule, label, "symbolic", shapes, True, 0.0, time.perf_counter() - t0, detail, method)


def symbol_count(stage, x_shape) -> int:
    sig = signature(stage, x_shape)
    n = int(np.prod(sig.x_shape)) + sum(int(np.prod(s)) for s in sig.params.values())
    return n + int(np.prod(sig.out_shape))
