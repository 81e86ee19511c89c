"""Shared by the rule tests: a stage's forward+VJP as one IR function, run by den (float64) and
compared with jax.vjp of the stage's independent reference."""
import jax
import numpy as np
import pytest

from hlocert.ir import FuncBuilder, den, tensor


@pytest.fixture(autouse=True)
def x64():
    before = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", True)
    yield
    jax.config.update("jax_enable_x64", before)


def _build(stage, x_shape):
    """main(x, params..., dy) -> (y, dx, grads...) with the stage's forward and backward."""
    b = FuncBuilder("main")
    x = b.arg("x", tensor(x_shape))
    pshapes = stage.param_shapes(x_shape)
    params = {n: b.arg(n, tensor(s)) for n, s in pshapes.items()}
    dy = b.arg("dy", tensor(stage.out_shape(x_shape)))
    y, saved = stage.forward(b, x, params, {})
    dx, grads = stage.backward(b, dy, saved, params, {})
    assert list(grads) == list(pshapes)
    return b.ret(y, dx, *grads.values()), pshapes


def _inputs(stage, x_shape, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(x_shape)
    params = {n: rng.standard_normal(s) for n, s in stage.param_shapes(x_shape).items()}
    dy = rng.standard_normal(stage.out_shape(x_shape))
    return x, params, dy


def _den(stage, x_shape, x, params, dy):
    func, pshapes = _build(stage, x_shape)
    y, dx, *grads = den.run(func, [x, *params.values(), dy], "f64")
    return y, dx, dict(zip(pshapes, grads))


def _jax(stage, x, params, dy):
    """y and jax.vjp of the reference at (x, params) applied to dy, as one compiled function.

    XLA's backend optimization level only changes how fast the CPU code runs, not what it
    computes; level 0 roughly halves the compile time, which is most of this file's run time."""
    fn = stage.reference()

    def run(x, params, dy):
        y, vjp = jax.vjp(lambda x, p: fn(x, p, {}), x, params)
        return (y, *vjp(dy))
    compiled = jax.jit(run).lower(x, params, dy).compile(compiler_options={"xla_backend_optimization_level": 0})
    y, dx, grads = compiled(x, params, dy)
    return np.asarray(y), np.asarray(dx), {k: np.asarray(v) for k, v in grads.items()}


def _close(a, b):
    return a.shape == b.shape and np.max(np.abs(a - b)) <= 1e-12 * max(1.0, np.max(np.abs(b)))


def _wrong_outputs(stage, x_shape):
    """The VJP outputs (parameter names, "dx") where den of `stage` differs from jax.vjp of its
    reference: empty for a correct rule, non-empty for a mutant."""
    x, params, dy = _inputs(stage, x_shape)
    _, dx, grads = _den(stage, x_shape, x, params, dy)
    _, dx_ref, grads_ref = _jax(stage, x, params, dy)
    return [n for n in params if not _close(grads[n], grads_ref[n])] + ([] if _close(dx, dx_ref) else ["dx"])


def rule_examples(cfg):
    """A rule's certificate examples (symbolic, autodiff, batch at B=3) as pytest params, one id each."""
    return [pytest.param(ex, id=f"{level}/{ex.label}")
            for level, exs in (("symbolic", cfg["symbolic"]), ("autodiff", cfg["autodiff"]), ("batch", [cfg["batch"](3)]))
            for ex in exs]


def assert_ties_twin_and_jax(stage, x_shape, twin):
    """den f64 of the stage's forward and VJP equals its twin's (a stage with the same params) and jax.vjp's."""
    x, params, dy = _inputs(stage, x_shape)
    y, dx, grads = _den(stage, x_shape, x, params, dy)
    for other_y, other_dx, other_g in (_den(twin, x_shape, x, params, dy), _jax(stage, x, params, dy)):
        assert _close(y, other_y) and _close(dx, other_dx)
        for n in params:
            assert _close(grads[n], other_g[n]), n
