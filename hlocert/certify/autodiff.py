"""Autodiff certificate: the rule against `jax.vjp` / `jax.jvp` of the independent JAX reference.

At a realistic shape, in float64 (the stage rendered with f64 types, run by den "f64"), with
seeded random x, parameters and dy, and the stage's own aux sample:
  forward   den(forward) == reference(x, params, aux)                    ≤ TOL relative
  vjp       den(vjp) == jax.vjp(reference)(dy), per tensor (dx, each grad)  ≤ TOL relative
  dot       ⟨J v, dy⟩ == ⟨v, Jᵀ dy⟩ over x and the parameters jointly, with J v from jax.jvp of
            the reference and Jᵀ dy from hlocert's VJP, v random               ≤ TOL relative
  state     (a stage with step state) each new value == stage.state_reference()  ≤ TOL relative
relative(a, b) = ‖a − b‖ / max(‖b‖, tiny). For the dot test the denominator is
max(|⟨J v, dy⟩|, 1e-3 · ‖J v‖ ‖dy‖): a random inner product may cancel far below its terms.
"""
from __future__ import annotations

import time

import numpy as np

from ..ir import den
from .funcs import args_list, forward_func, random_inputs, signature, vjp_func
from .result import Result, certificate

TOL = 1e-12
TINY = np.finfo(np.float64).tiny


def relative(a, b) -> float:
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    if a.shape != b.shape:
        return float("inf")
    if not (np.all(np.isfinite(a)) and np.all(np.isfinite(b))):
        return 0.0 if np.array_equal(a, b, equal_nan=True) else float("inf")
    return float(np.linalg.norm((a - b).ravel()) / max(np.linalg.norm(b.ravel()), TINY))


@certificate("autodiff")
def autodiff(example, rule: str = "", seed: int = 0) -> Result:
    stage, x_shape, label = example.stage, tuple(example.x_shape), example.label
    t0 = time.perf_counter()
    sig = signature(stage, x_shape)
    errors = reference_ties(stage, sig, seed)
    if errors is None:
        return Result(rule, label, "autodiff", sig.describe(), False, float("inf"), time.perf_counter() - t0,
                      "the reference computed in a dtype other than float64", "")
    bad = {k: e for k, e in errors.items() if not e <= TOL}
    worst = max(errors.values())
    shown = ", ".join(f"{k} {e:.1e}" for k, e in errors.items())
    if bad:
        detail = "exceeds 1e-12 relative: " + ", ".join(f"{k} {e:.3g}" for k, e in bad.items()) + f" (all: {shown})"
        if "y" in bad:
            detail += "; the forward itself disagrees with the reference"
        return Result(rule, label, "autodiff", sig.describe(), False, worst, time.perf_counter() - t0, detail, "f64")
    return Result(rule, label, "autodiff", sig.describe(), True, worst, time.perf_counter() - t0,
                  f"forward, vjp and dot-product ties ≤ 1e-12: {shown}", "f64")


def reference_ties(stage, sig, seed: int = 0) -> dict[str, float] | None:
    """{tie: relative error} of den "f64" against the reference at `sig`'s shapes (None: the
    reference did not compute in float64)."""
    import jax
    import jax.numpy as jnp

    x_shape = sig.x_shape
    rng = np.random.default_rng(seed)
    x, params, aux, dy = random_inputs(stage, sig, rng)
    fwd = forward_func(stage, x_shape, "f64", sig)
    vjp = vjp_func(stage, x_shape, "f64", sig)
    y, *state = den.run(fwd, args_list(sig, x, params, aux), "f64")
    outs = den.run(vjp, args_list(sig, x, params, aux, dy), "f64")
    dx, grads = outs[0], dict(zip(sig.params, outs[1:]))
    vx = rng.standard_normal(sig.x_shape)
    vp = {n: rng.standard_normal(s) for n, s in sig.params.items()}

    with jax.enable_x64(True):
        ref = stage.reference()
        state_of = stage.state_reference() if sig.state else None

        def ties(x_, p_, aux_, dy_, vx_, vp_):
            """y, the pullback of dy, J·v and (step state) the new state: one jitted program, so a
            task compiles once, not every op at every shape (~1,900 compiles over the suite)."""
            def f(a, b):
                return ref(a, b, aux_)
            y_, pullback = jax.vjp(f, x_, p_)
            dx_, dp_ = pullback(dy_.astype(y_.dtype))
            _, jv_ = jax.jvp(f, (x_, p_), (vx_, vp_))
            return y_, dx_, dp_, jv_, (state_of(x_, p_, aux_) if state_of else {})
        y_ref, dx_ref, dp_ref, jv, state_ref = jax.device_get(jax.jit(ties)(
            jnp.asarray(x), {n: jnp.asarray(a) for n, a in params.items()}, {n: jnp.asarray(a) for n, a in aux.items()},
            jnp.asarray(dy), jnp.asarray(vx), {n: jnp.asarray(a) for n, a in vp.items()}))
        y_ref, dx_ref, jv = np.asarray(y_ref), np.asarray(dx_ref), np.asarray(jv)
        dp_ref = {n: np.asarray(a) for n, a in dp_ref.items()}
        state_ref = {n: np.asarray(a) for n, a in state_ref.items()}

    if y_ref.dtype != np.float64:
        return None
    errors = {"y": relative(y, y_ref), "dx": relative(dx, dx_ref)}
    for n in sig.params:
        errors[f"d{n}"] = relative(grads[n], dp_ref[n])
    for n, v in zip(sig.state, state):
        errors[f"new {n}"] = relative(v, state_ref[n]) if n in state_ref else float("inf")
    lhs = float(np.vdot(jv, dy))
    rhs = float(np.vdot(vx, dx) + sum(np.vdot(vp[n], grads[n]) for n in sig.params))
    scale = max(abs(lhs), 1e-3 * float(np.linalg.norm(jv) * np.linalg.norm(dy)), TINY)
    errors["dot"] = abs(lhs - rhs) / scale if np.isfinite(lhs) and np.isfinite(rhs) else float("inf")
    return errors
