"""Max-pool 3×3/s2 pad 1 and the IR op under it, stablehlo.reduce_window.

reduce_window: den (f64, f32, sym) against naive loops and jax.lax.reduce_window; shape-rule
errors; the text round-trips, verifies with MLIR and runs on XLA like den. The max-pool rule:
ties inside a window route the gradient to the window's first maximum in scan order — what
PyTorch's max_pool2d backward does (its kernels keep the first index with `val > maxval`) and
what jax.vjp of lax.reduce_window gives (XLA's select_and_scatter with a GE select) — checked
against both, on all-equal windows (zeros after a ReLU) and partial ties. The certificates cannot
see ties (random inputs have none): a rule that routes ties to the last maximum passes them and
is caught only here.
"""
from __future__ import annotations

import itertools

import jax
import jax.numpy as jnp
import numpy as np
import pytest
import sympy

from hlocert.certify.autodiff import autodiff
from hlocert.certify.coupling import B, U, analyze
from hlocert.certify.funcs import args_list, forward_func, signature, vjp_func
from hlocert.ir import FuncBuilder, IRError, build_module, den, print_module, tensor
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ir.parser import parse_module
from hlocert.ir.types import Array, Dense2D
from hlocert.ops import registry
from hlocert.ops.base import Example
from hlocert.ops.base import Chain
from hlocert.ops.batchnorm import BatchNorm
from hlocert.ops.maxpool import MaxPool
from hlocert.reference import ops as R

from floors import assert_within_floor, rel


@pytest.fixture(autouse=True, scope="module")
def x64():
    previous = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", True)
    yield
    jax.config.update("jax_enable_x64", previous)


def window_func(shape, window, strides, padding, combiner, dtype="f64", init=None):
    b = FuncBuilder("main")
    x = b.arg("x", tensor(shape, dtype))
    init_v = b.constant({"stablehlo.add": 0.0, "stablehlo.maximum": -np.inf}[combiner] if init is None else init,
                        dtype)
    attrs = {"window_dimensions": Array(window), "window_strides": Array(strides), "padding": Dense2D(padding)}
    return b.ret(b.emit("stablehlo.reduce_window", (x, init_v), attrs, combiner=combiner))


def naive_window(x, window, strides, padding, fn, init):
    """Each output element: fn over init and the window's in-bounds elements (padding is init)."""
    out_shape = [(n + lo + hi - w) // s + 1 for n, w, s, (lo, hi) in zip(x.shape, window, strides, padding)]
    out = np.empty(out_shape, dtype=x.dtype)
    for o in itertools.product(*map(range, out_shape)):
        acc = init
        for t in itertools.product(*map(range, window)):
            src = [oi * s + ti - lo for oi, s, ti, (lo, _) in zip(o, strides, t, padding)]
            v = x[tuple(src)] if all(0 <= p < n for p, n in zip(src, x.shape)) else init
            acc = fn(acc, v)
        out[o] = acc
    return out


CASES = [((2, 5, 6, 3), (1, 3, 3, 1), (1, 2, 2, 1), ((0, 0), (1, 1), (1, 1), (0, 0))),
         ((3, 4), (2, 3), (1, 2), ((1, 0), (2, 2))),
         ((7,), (4,), (3,), ((0, 2),))]


@pytest.mark.parametrize("shape,window,strides,padding", CASES)
@pytest.mark.parametrize("combiner", ["stablehlo.add", "stablehlo.maximum"])
def test_den_reduce_window_matches_loops_and_lax(shape, window, strides, padding, combiner):
    x = np.random.default_rng(0).standard_normal(shape)
    fn, init = {"stablehlo.add": (lambda a, b: a + b, 0.0), "stablehlo.maximum": (max, -np.inf)}[combiner]
    got = den.run(window_func(shape, window, strides, padding, combiner), [x], "f64")[0]
    np.testing.assert_allclose(got, naive_window(x, window, strides, padding, fn, init), rtol=1e-12)
    lax_fn = {"stablehlo.add": jax.lax.add, "stablehlo.maximum": jax.lax.max}[combiner]
    ref = jax.lax.reduce_window(jnp.asarray(x), init, lax_fn, window, strides, padding)
    np.testing.assert_allclose(got, np.asarray(ref), rtol=1e-12)
    f32 = den.run(window_func(shape, window, strides, padding, combiner, "f32"), [x], "f32")[0]
    assert f32.dtype == np.float32
    np.testing.assert_allclose(f32, got, rtol=1e-5, atol=1e-6)


def test_den_reduce_window_sym_is_exact_max():
    x = np.array([[sympy.Symbol(f"x{i}{j}", real=True) for j in range(3)] for i in range(2)], dtype=object)
    func = window_func((2, 3), (2, 2), (1, 1), ((0, 0), (0, 0)), "stablehlo.maximum", "f32")
    got = den.run(func, [x], "sym")[0]
    assert got.shape == (1, 2)
    assert got[0, 0] == sympy.Max(x[0, 0], x[0, 1], x[1, 0], x[1, 1])
    assert got[0, 1] == sympy.Max(x[0, 1], x[0, 2], x[1, 1], x[1, 2])


@pytest.mark.parametrize("window,strides,padding,message", [
    ((4,), (1,), ((0, 0),), r"window \[4\] is larger than the padded operand \[3\]"),
    ((1,), (0,), ((0, 0),), r"must be ≥ 1"),
    ((1, 1), (1, 1), ((0, 0), (0, 0)), r"one entry per axis"),
])
def test_reduce_window_shape_rule_errors(window, strides, padding, message):
    with pytest.raises(IRError, match=message):
        window_func((3,), window, strides, padding, "stablehlo.maximum")


def maxpool_vjp_module(x_shape, dtype="f32"):
    stage = MaxPool()
    func = vjp_func(stage, x_shape, dtype)
    func.name = "main"
    return stage, build_module(func)


def test_maxpool_text_round_trips_verifies_and_runs_on_xla_like_den(tmp_path, monkeypatch):
    from hlocert.runtime import get_lowerer
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    _, module = maxpool_vjp_module((2, 5, 6, 3))
    text = print_module(module)
    assert '"stablehlo.reduce_window"' in text
    parsed = parse_module(text)
    assert parsed == module and print_module(parsed) == text
    verify_with_mlir(text)
    rng = np.random.default_rng(1)
    x = rng.standard_normal((2, 5, 6, 3)).astype(np.float32)
    x[0, :2, :2] = 0.0                                  # ties too: XLA must route them as den does
    dy = rng.standard_normal((2, 3, 3, 3)).astype(np.float32)
    expected = den.run(parsed.main, [x, dy], "f32")
    got = get_lowerer("xla").compile(text)(x.copy(), dy.copy())
    np.testing.assert_array_equal(np.asarray(got[0]), expected[0])       # dx: a routing of dy, exact


@pytest.mark.parametrize("x_shape", [(3, 5, 5, 1), (3, 8, 8, 8)])
def test_batchnorm_then_maxpool_on_xla_routes_every_window_like_den(x_shape, tmp_path, monkeypatch):
    """ResNet's stem without its conv: XLA-CPU evaluates the BatchNorm producer once per consuming
    kernel and LLVM contracts `x − mean·c` into an FMA in some of them, so the pooled max and the
    taps can be two roundings of one value; a routing by `tap == y` then lost windows (dx 26% and
    42% off at these shapes). The routing reads the taps only, so each window's dy lands once."""
    from hlocert.runtime import get_lowerer
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    stage = Chain([BatchNorm(name="bn"), MaxPool()])
    sig = signature(stage, x_shape)
    func = vjp_func(stage, x_shape, "f32", sig)
    func.name = "main"
    text = print_module(build_module(func))
    rng = np.random.default_rng(0)
    x = rng.standard_normal(x_shape).astype(np.float32)
    params = {n: rng.standard_normal(s).astype(np.float32) for n, s in sig.params.items()}
    aux = {n: np.ones(s, np.float32) for n, s in sig.aux.items()}
    dy = rng.standard_normal(sig.out_shape).astype(np.float32)
    args = args_list(sig, x, params, aux, dy)
    want, f32 = den.run(func, args, "f64"), den.run(func, args, "f32")
    got = get_lowerer("xla", cache=False).compile(text)(*[a.copy() for a in args])
    for name, g, w, f in zip(["dx", *sig.params], got, want, f32):
        assert_within_floor(rel(g, w), rel(f, w), f"{name} on XLA vs den f64")   # a lost window: O(1)


def pytorch_maxpool_backward(x, dy, k=3, s=2, p=1):
    """PyTorch's max_pool2d semantics in loops: each window's index is its first maximum in
    row-major scan order (`val > maxval` keeps the earlier of equal values); dx gathers dy there."""
    n, h, w, c = x.shape
    dx = np.zeros_like(x)
    for b, oi, oj, ch in itertools.product(range(n), range(dy.shape[1]), range(dy.shape[2]), range(c)):
        best, where = -np.inf, None
        for i, j in itertools.product(range(k), range(k)):
            r, q = oi * s + i - p, oj * s + j - p
            if 0 <= r < h and 0 <= q < w and (where is None or x[b, r, q, ch] > best):
                best, where = x[b, r, q, ch], (r, q)
        dx[b, where[0], where[1], ch] += dy[b, oi, oj, ch]
    return dx


def tie_inputs():
    rng = np.random.default_rng(2)
    relu_zeros = np.maximum(rng.standard_normal((2, 6, 6, 2)), 0.0) * 0.0          # every window all zeros
    partial = np.round(rng.standard_normal((2, 7, 5, 2))).clip(0, 1)               # 0/1: many tied maxima
    mixed = np.maximum(rng.standard_normal((1, 6, 6, 3)), 0.0)                      # ReLU output: zero windows
    mixed[0, 2:5, 2:5, 0] = 0.0
    return [relu_zeros, partial, mixed]


@pytest.mark.parametrize("index", range(3))
def test_ties_route_to_the_first_maximum_like_pytorch_and_jax(index):
    x = tie_inputs()[index]
    stage = MaxPool()
    sig = signature(stage, x.shape)
    dy = np.random.default_rng(3).standard_normal(sig.out_shape)
    dx = den.run(vjp_func(stage, x.shape, "f64", sig), args_list(sig, x, {}, {}, dy), "f64")[0]
    np.testing.assert_allclose(dx, pytorch_maxpool_backward(x, dy), rtol=1e-12, atol=1e-12)
    y_ref, pullback = jax.vjp(R.max_pool, jnp.asarray(x))
    np.testing.assert_allclose(dx, np.asarray(pullback(jnp.asarray(dy))[0]), rtol=1e-12, atol=1e-12)
    assert abs(dx.sum() - dy.sum()) < 1e-9 * np.abs(dy).sum()        # each window's dy routed exactly once


class LastMaxGetsDy(MaxPool):
    """A wrong twin: a tap equal to the running maximum also takes dy, so ties go to the window's
    last maximum (`val >= maxval`)."""
    raise_direction = "GE"


def test_a_rule_routing_ties_to_the_last_maximum_passes_autodiff_but_not_the_tie_test():
    assert autodiff(Example(LastMaxGetsDy(), (2, 6, 6, 2), "no ties"), "m").ok
    x = tie_inputs()[0]
    stage = LastMaxGetsDy()
    sig = signature(stage, x.shape)
    dy = np.ones(sig.out_shape)
    dx = den.run(vjp_func(stage, x.shape, "f64", sig), args_list(sig, x, {}, {}, dy), "f64")[0]
    assert not np.allclose(dx, pytorch_maxpool_backward(x, dy))


def test_reduce_window_over_the_batch_axis_couples_examples():
    for window, ok in (((1, 3, 3, 1), True), ((2, 1, 1, 1), False)):
        func = window_func((2, 4, 4, 1), window, (1, 1, 1, 1), ((0, 0),) * 4, "stablehlo.maximum", "f32")
        res, err = analyze(func, {"x": B(0)})
        assert (err is None) == ok, err
        if not ok:
            assert "reduce_window spans the batch axis" in err
    func = window_func((2, 4), (1, 2), (1, 1), ((0, 0), (0, 0)), "stablehlo.add", "f32")
    assert analyze(func, {"x": B(0)})[0] == {0: B(0)} and analyze(func, {})[0] == {0: U}


def test_maxpool_registered_with_every_level_and_stem_shapes():
    cfg = registry.all_rules()["max_pool"]
    assert cfg["symbolic"] and cfg["autodiff"] and cfg["batch"](2).x_shape[0] == 2
    assert MaxPool().out_shape((8, 112, 112, 64)) == (8, 56, 56, 64)          # ResNet stem
    assert MaxPool().out_shape((1, 7, 9, 3)) == (1, 4, 5, 3)
    assert forward_func(MaxPool(), (1, 4, 4, 1)).ops[1].name == "stablehlo.reduce_window"
    with pytest.raises(ValueError, match="NHWC"):
        MaxPool().out_shape((4, 4))
