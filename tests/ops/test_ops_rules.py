"""The VJP rules of layer norm, GELU, ReLU/ReLU6/sigmoid/SiLU, layer scale, drop path, drop block, dropout, pooling,
the losses (softmax, binary and JSD cross-entropy), the composites and squeeze-excite, against the independent JAX reference.

For every rule example: `den` in float64 of the rule's forward equals the reference, and of its
backward equals `jax.vjp` of the reference, to 1e-12; the f32 rendering emits only f32 constants
and agrees with the f64 one to f32 accuracy; the printed text of forward + backward parses and
verifies with jaxlib's MLIR. Every mutant differs from `jax.vjp` on its own example.
"""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax._src.interpreters import mlir
import jaxlib.mlir.ir as ir

from hlocert.ir import FuncBuilder, build_module, print_module, tensor
from hlocert.ir import den
from hlocert.certify.funcs import kink_scale
from hlocert.ops import (activations, bce, composite, drop_block, drop_path, dropout, gelu, global_pool, jsd, layer_norm,
                         layer_scale, loss, pooling, squeeze_excite)

from vjp_helpers import x64  # noqa: F401  (x64: autouse fixture)

MODULES = [layer_norm, gelu, activations, layer_scale, drop_path, drop_block, dropout, pooling, global_pool, loss, bce, jsd,
           composite, squeeze_excite]
TOL = 1e-12


def _examples(batch_sizes=()):
    """Every rule's symbolic and autodiff examples, and its batch example at `batch_sizes`."""
    out = []
    for mod in MODULES:
        for rule, cfg in mod.rules().items():
            for level in ("symbolic", "autodiff"):
                for ex in cfg[level]:
                    out.append(pytest.param(ex.stage, ex.x_shape, id=f"{rule}-{level}-{ex.label}"))
            for B in batch_sizes:
                ex = cfg["batch"](B)
                out.append(pytest.param(ex.stage, ex.x_shape, id=f"{rule}-batch{B}-{ex.label}"))
    return out


def _mutants():
    return [pytest.param(m.stage, m.x_shape, id=m.name) for mod in MODULES for m in mod.mutants()]


# ---------------------------------------------------------------------------------------------

def build(stage, x_shape, dtype="f64", with_dy=True):
    """main(x, *params, *aux, dy) -> (y, dx, *param grads in param order)."""
    b = FuncBuilder("main")
    x = b.arg("x", tensor(x_shape, dtype))
    params = {k: b.arg(k, tensor(s, dtype)) for k, s in stage.param_shapes(x_shape).items()}
    aux = {k: b.arg(k, tensor(s, dtype)) for k, s in stage.aux_shapes(x_shape).items()}
    dy = b.arg("dy", tensor(stage.out_shape(x_shape), dtype)) if with_dy else None
    y, saved = stage.forward(b, x, params, aux)
    dx, grads = stage.backward(b, dy, saved, params, aux)
    assert set(grads) == set(params), f"gradients for {sorted(grads)}, parameters {sorted(params)}"
    return b.ret(y, dx, *(grads[k] for k in params))


def sample(stage, x_shape, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(x_shape) * kink_scale(stage)    # ReLU6: some x above 6
    params = {k: rng.standard_normal(s) for k, s in stage.param_shapes(x_shape).items()}
    aux = {k: np.asarray(v, np.float64) for k, v in stage.sample_aux(rng, x_shape).items()}
    assert set(aux) == set(stage.aux_shapes(x_shape))
    dy = rng.standard_normal(stage.out_shape(x_shape))
    return x, params, aux, dy


def run_den(stage, x_shape, inputs, mode="f64", with_dy=True):
    x, params, aux, dy = inputs
    dtype = "f32" if mode == "f32" else "f64"
    func = build(stage, x_shape, dtype, with_dy)
    args = [x, *params.values(), *(aux[k] for k in stage.aux_shapes(x_shape))] + ([dy] if with_dy else [])
    y, dx, *grads = den.run(func, args, mode)
    return y, dx, dict(zip(params, grads))


def run_jax(stage, inputs):
    ref = stage.reference()

    @jax.jit      # one compile per example; op-by-op dispatch of the reference is much slower
    def forward_and_vjp(x, params, aux, dy):
        y, vjp = jax.vjp(lambda x_, p_: ref(x_, p_, aux), x, params)
        return (y, *vjp(dy))

    y, dx, dparams = forward_and_vjp(*jax.tree_util.tree_map(jnp.asarray, inputs))
    return np.asarray(y), np.asarray(dx), {k: np.asarray(v) for k, v in dparams.items()}


def rel_err(got, want, floor=1e-300):
    """max |got − want| / max(max |want|, floor)."""
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    assert got.shape == want.shape, (got.shape, want.shape)
    return float(np.max(np.abs(got - want), initial=0.0) / max(np.max(np.abs(want), initial=0.0), floor))


def worst_err(a, b, floor=1e-300):
    (ya, dxa, ga), (yb, dxb, gb) = a, b
    assert set(ga) == set(gb)
    errs = {"y": rel_err(ya, yb, floor), "dx": rel_err(dxa, dxb, floor)}
    errs.update({k: rel_err(ga[k], gb[k], floor) for k in ga})
    return errs


# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("stage,x_shape", _examples(batch_sizes=(1, 3)))
def test_rule_matches_jax_vjp(stage, x_shape):
    inputs = sample(stage, x_shape)
    errs = worst_err(run_den(stage, x_shape, inputs), run_jax(stage, inputs))
    assert max(errs.values()) <= TOL, errs


@pytest.mark.parametrize("stage,x_shape", _examples())
def test_rule_text_verifies_and_f32_render_is_f32(stage, x_shape):
    for dtype in ("f32", "f64"):
        text = print_module(build_module(build(stage, x_shape, dtype)))
        other = "f64" if dtype == "f32" else "f32"
        assert other not in text, f"a {other} value in the {dtype} rendering"
        ir.Module.parse(text, context=mlir.make_ir_context()).operation.verify()
    inputs = sample(stage, x_shape)
    # Relative to max(|f64 value|, 1): LayerNorm over 2 channels has dx ≈ 0, all rounding.
    errs = worst_err(run_den(stage, x_shape, inputs, "f32"), run_den(stage, x_shape, inputs, "f64"), floor=1.0)
    assert max(errs.values()) <= 1e-4, errs


@pytest.mark.parametrize("stage,x_shape", _mutants())
def test_mutant_differs_from_jax_vjp(stage, x_shape):
    inputs = sample(stage, x_shape)
    errs = worst_err(run_den(stage, x_shape, inputs), run_jax(stage, inputs))
    assert max(errs.values()) > 1e-6, errs
    ir.Module.parse(print_module(build_module(build(stage, x_shape))),
                    context=mlir.make_ir_context()).operation.verify()


# ---------------------------------------------------------------------------------------------
# Rule-specific promises.

def test_loss_backward_without_dy_is_the_gradient():
    stage, shape = loss.SoftmaxCrossEntropy(), (4, 6)
    x, params, aux, _ = inputs = sample(stage, shape)
    _, dx, _ = run_den(stage, shape, inputs, with_dy=False)
    want = jax.grad(lambda z: stage.reference()(z, {}, {k: jnp.asarray(v) for k, v in aux.items()}))(jnp.asarray(x))
    assert rel_err(dx, want) <= TOL


def test_loss_gradient_holds_for_targets_not_summing_to_one():
    """The rule keeps Σ_k t in the cotangent, so it needs no normalisation of the targets."""
    stage, shape = loss.SoftmaxCrossEntropy(), (3, 5)
    x, params, aux, dy = sample(stage, shape)
    aux = {loss.TARGETS: aux[loss.TARGETS] * np.array([[0.5], [1.0], [1.75]])}
    errs = worst_err(run_den(stage, shape, (x, params, aux, dy)), run_jax(stage, (x, params, aux, dy)))
    assert max(errs.values()) <= TOL, errs


def test_loss_is_stable_for_large_logits():
    stage, shape = loss.SoftmaxCrossEntropy(), (2, 4)
    x, params, aux, dy = sample(stage, shape)
    x = x * 1e3 + 5e3                      # exp overflows without the max subtraction
    (y, dx, _), (yj, dxj, _) = run_den(stage, shape, (x, params, aux, dy), "f32"), run_jax(stage, (x, params, aux, dy))
    assert np.all(np.isfinite(y)) and np.all(np.isfinite(dx))
    assert rel_err(y, yj) <= 1e-5 and rel_err(dx, dxj) <= 1e-5


@pytest.mark.parametrize("B,K", [(1, 2), (3, 5), (2, 1000)])
def test_soft_targets_sum_exactly_to_one_and_are_soft(B, K):
    t = loss.sample_soft_targets(np.random.default_rng(B), B, K)
    assert t.shape == (B, K) and np.all(t > 0) and np.all(t < 1)
    for dtype in (np.float32, np.float64):
        assert np.all(t.astype(dtype) == t)
        assert np.all(np.sum(t.astype(dtype), axis=1, dtype=dtype) == 1)


@pytest.mark.parametrize("B,n,index", [(1, 1, 0), (1, 4, 3), (2, 3, 1), (64, 18, 7)])
def test_sampled_drop_masks_drop_and_keep(B, n, index):
    stage = drop_path.DropPath(index, n)
    mask = stage.sample_aux(np.random.default_rng(0), (B, 2, 2, 3))[drop_path.MASK]
    assert mask.shape == (B, n) and set(np.unique(mask)) <= {0.0, 1.25}
    assert mask[:, index].max() == 1.25
    if B >= 2:
        assert np.all(mask.min(axis=0) == 0) and np.all(mask.max(axis=0) == 1.25)
    elif n > 1:
        assert mask.min() == 0


def test_block_tail_drops_the_branch_only():
    """With a mask that drops example 0, its output is x (the skip) and its dx is dy."""
    stage, shape = composite.block_tail(3, 1, 2), (2, 2, 3)
    x, params, aux, dy = sample(stage, shape)
    aux = {drop_path.MASK: np.array([[1.25, 0.0], [0.0, 1.25]])}
    y, dx, grads = run_den(stage, shape, (x, params, aux, dy))
    np.testing.assert_array_equal(y[0], x[0])
    np.testing.assert_array_equal(dx[0], dy[0])
    assert np.all(np.abs(y[1] - x[1]) > 0)
