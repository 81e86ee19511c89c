"""The mobile nets' rules (issue 14): ReLU/ReLU6 at their kinks as PyTorch defines them, sigmoid
and SiLU at extreme inputs, classifier dropout, squeeze-excite's two gradient paths, timm's
depthwise padding; every level of the certifier on each rule, and which level kills each mutant.

den-vs-jax.vjp, f32 rendering and MLIR verification of these rules' examples run with the other
rules' in test_ops_rules.py (activations, dropout, squeeze_excite), test_ops_conv.py
(depthwise_conv_strided) and test_ops_depthwise_shifted.py (its stride-2 examples).
"""
from __future__ import annotations

import numpy as np
import pytest
import sympy

from hlocert.certify.runner import mutant_tasks, suite_tasks
from hlocert.certify.symbolic import piecewise_x, symbol_array
from hlocert.ir import FuncBuilder, den, tensor
from hlocert.ops import registry
from hlocert.ops.activations import ReLU, ReLU6, SiLU, Sigmoid
from hlocert.ops.conv import mobile_depthwise, timm_padding
from hlocert.ops.dropout import MASK, Dropout, sample_dropout_mask
from hlocert.ops.squeeze_excite import squeeze_excite

NEW_RULES = ("relu", "relu6", "sigmoid", "silu", "dropout", "squeeze_excite", "depthwise_conv_strided")


def vjp(stage, x, dy, dtype="f64", aux=None):
    """den of stage's forward and backward (no parameters): (y, dx)."""
    b = FuncBuilder("main")
    xv = b.arg("x", tensor(x.shape, dtype))
    auxv = {k: b.arg(k, tensor(np.shape(v), dtype)) for k, v in (aux or {}).items()}
    dyv = b.arg("dy", tensor(dy.shape, dtype))
    y, saved = stage.forward(b, xv, {}, auxv)
    dx, _ = stage.backward(b, dyv, saved, {}, auxv)
    mode = "f32" if dtype == "f32" else "f64"
    return den.run(b.ret(y, dx), [x, *(aux or {}).values(), dy], mode)


# -- kinks -----------------------------------------------------------------------------------------

def kink_x(np_dtype=np.float64):
    """Both sides of, and exactly at, ReLU6's kinks (the neighbours one ulp away in `np_dtype`)."""
    zero, six = np_dtype(0.0), np_dtype(6.0)
    return np.array([-1.0, zero, np.nextafter(zero, six), 3.0, np.nextafter(six, zero), six, 7.0], np_dtype)


@pytest.mark.parametrize("dtype", ["f64", "f32"])
def test_relu6_kinks_are_pytorchs(dtype):
    """hardtanh_backward passes dy where 0 < x < 6 strictly: 0 at x = 0 and at x = 6."""
    x = kink_x(np.float32 if dtype == "f32" else np.float64)
    dy = np.arange(1.0, 1.0 + x.size).astype(x.dtype)
    y, dx = vjp(ReLU6(), x.reshape(1, -1), dy.reshape(1, -1), dtype)
    np.testing.assert_array_equal(y[0], np.clip(x, 0, 6))
    np.testing.assert_array_equal(dx[0], np.where((x > 0) & (x < 6), dy, 0.0))
    assert dx[0, 1] == 0 and dx[0, 5] == 0 and dx[0, 4] == dy[4] and dx[0, 2] == dy[2]


def test_relu_kink_is_pytorchs():
    """threshold_backward passes dy where the output is > 0: 0 at x = 0."""
    x = kink_x().reshape(1, -1)
    dy = np.full_like(x, 2.0)
    y, dx = vjp(ReLU(), x, dy)
    np.testing.assert_array_equal(y, np.maximum(x, 0))
    np.testing.assert_array_equal(dx, np.where(x > 0, 2.0, 0.0))


def test_piecewise_x_visits_every_piece():
    p = symbol_array("x", (2, 3), positive=True)
    x = piecewise_x(p, (6.0, 0.0))
    assert [bool(v < 0) for v in x.ravel()] == [True, False, False] * 2
    assert [bool(v > 6) for v in x.ravel()] == [False, False, True] * 2
    assert all(bool(v > 0) and bool(v < 6) for v in x.ravel()[1::3])
    assert all(isinstance(v, sympy.Expr) for v in x.ravel())


# -- sigmoid / SiLU ----------------------------------------------------------------------------------

@pytest.mark.parametrize("dtype", ["f64", "f32"])
def test_sigmoid_and_silu_finite_at_extremes(dtype):
    x = np.array([[-1000.0, -100.0, -20.0, 0.0, 20.0, 100.0, 1000.0]])
    dy = np.ones_like(x)
    with np.errstate(over="ignore"):
        s, ds = vjp(Sigmoid(), x, dy, dtype)
        y, dy_silu = vjp(SiLU(), x, dy, dtype)
    for v in (s, ds, y, dy_silu):
        assert np.all(np.isfinite(v)), v
    assert s[0, 0] == 0 and s[0, -1] == 1 and s[0, 3] == 0.5
    assert ds[0, 0] == 0 and ds[0, -1] == 0 and ds[0, 3] == 0.25
    assert y[0, 0] == 0 and y[0, -1] == 1000 and dy_silu[0, 0] == 0 and dy_silu[0, -1] == 1


# -- dropout -------------------------------------------------------------------------------------------

def test_dropout_masks_forward_and_backward_with_the_same_values():
    rng = np.random.default_rng(1)
    mask = sample_dropout_mask(rng, (3, 5), 0.8)
    assert set(np.unique(mask)) == {0.0, 1.25} and mask[0, 0] == 0 and mask[0, 1] == 1.25
    x, dy = rng.standard_normal((3, 5)), rng.standard_normal((3, 5))
    y, dx = vjp(Dropout(), x, dy, aux={MASK: mask})
    np.testing.assert_array_equal(y, x * mask)
    np.testing.assert_array_equal(dx, dy * mask)


def test_dropout_rejects_unpooled_input():
    with pytest.raises(ValueError, match=r"\[B, features\].*\(2, 3, 3, 4\)"):
        Dropout().aux_shapes((2, 3, 3, 4))


# -- squeeze-excite ------------------------------------------------------------------------------------

def test_squeeze_excite_parameters_are_timms():
    se = squeeze_excite(32, 8, name="blocks.1.se")
    assert se.param_shapes((2, 7, 7, 32)) == {
        "blocks.1.se.conv_reduce.w": (32, 8), "blocks.1.se.conv_reduce.b": (8,),
        "blocks.1.se.conv_expand.w": (8, 32), "blocks.1.se.conv_expand.b": (32,)}


def test_squeeze_excite_rejects_a_gate_of_the_wrong_width():
    with pytest.raises(ValueError, match=r"one gate per \(example, channel\), \(2, 16\)"):
        squeeze_excite(32, 8).out_shape((2, 7, 7, 16))


# -- depthwise -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("k, s, p", [(3, 1, 1), (3, 2, 1), (5, 1, 2), (5, 2, 2)])
def test_timm_padding(k, s, p):
    assert timm_padding(k, s) == p
    dw = mobile_depthwise(8, k, s)
    assert dw.padding == ((p, p), (p, p)) and dw.groups == 8 and not dw.bias
    assert dw.out_shape((1, 224, 224, 8)) == (1, 224 // s, 224 // s, 8)
    assert dw.param_shapes((1, 224, 224, 8)) == {"conv_dw.w": (k, k, 1, 8)}


# -- the certifier on every new rule -----------------------------------------------------------------

def test_new_rules_are_registered():
    assert set(NEW_RULES) <= set(registry.all_rules())


@pytest.mark.parametrize("rule", NEW_RULES)
@pytest.mark.parametrize("level", ["autodiff", "batch", "coupling"])
def test_rule_certifies(certified, rule, level):
    results = certified(suite_tasks(rule, level))
    assert results and all(r.ok for r in results), [r.detail for r in results if not r.ok]


@pytest.mark.parametrize("rule", [r for r in NEW_RULES if r != "squeeze_excite"]
                         + [pytest.param("squeeze_excite", marks=pytest.mark.slow)])
def test_rule_certifies_symbolic(certified, rule):
    results = certified(suite_tasks(rule, "symbolic"))
    assert results and all(r.ok for r in results), [r.detail for r in results if not r.ok]


MUTANT_KILLERS = {
    "relu6/grad-passes-above-6": {"symbolic", "autodiff"},
    "sigmoid/derivative-of-input": {"symbolic", "autodiff"},
    "silu/sigmoid-only-derivative": {"symbolic", "autodiff"},
    "dropout/backward-masks-input": {"symbolic", "autodiff"},
    "dropout/head-dw-undropped": {"symbolic", "autodiff"},
    "squeeze_excite/no-pooled-path": {"symbolic", "autodiff"},
    "depthwise_conv_strided/s2-dx-remainder-at-top": {"symbolic", "autodiff"},
    "depthwise_shifted/s2-dx-remainder-at-top": {"symbolic", "autodiff"},
}


@pytest.mark.parametrize("name", MUTANT_KILLERS)
def test_mutant_killed_by(certified, name):
    (r,) = certified([t for t in mutant_tasks(name.split("/")[0]) if t.rule == name])
    assert r.ok and set(r.method.split(",")) == MUTANT_KILLERS[name], r.detail
