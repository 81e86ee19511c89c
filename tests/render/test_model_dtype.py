"""`+wbf16` (timm's --model-dtype bfloat16): the whole train step rendered in bf16 — its grammar,
banner and refusals, and its first step on XLA against the float64 reference.

The bound is measured (DESIGN invariant 12): the independent JAX reference run in bfloat16 (its
inputs, parameters and optax's AdamW state in bfloat16, as timm's `model.to(torch.bfloat16)`) against
the same reference in float64, on the same bf16-valued inputs, is the floor of each group (the loss,
the updated parameters, Adam's m and v). Both are correct bf16 evaluations of one step that round the
same values to bf16 and differ only in which intermediates the compiler keeps wider and in what
order it sums, so each is O(floor) from float64: hlocert's error is held to floors.K times it, as
any two correct evaluations of one function at one precision (tests/floors.py). The test also shows
that the bound sees bf16: the f32 step on the same inputs is far inside it, the bf16 step is not.
"""
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

from hlocert import nets
from hlocert.certify.net_mutants import _inputs, _state_inputs
from hlocert.optim import HostSchedule
from hlocert.reference.optim import optax_chain
from hlocert.render import render, train_step_func, _module_text
from hlocert.render.signature import signature
from hlocert.render.variants import Variant, VariantError
from hlocert.runtime import get_lowerer

from floors import K, worst_rel

NAME = "tinycnn_S-c10-i32-b4x1-adamw+wx+clip1.0+drop+wbf16"
LR = 1e-3


def test_the_grammar_reads_and_writes_wbf16():
    v = Variant.parse(NAME)
    assert v.model_dtype == "bf16" and v.dtype == "bf16" and v.name == NAME
    assert v.forward_twin().name == "tinycnn_S-c10-i32-b4x1-fwd+drop+wbf16"
    assert Variant.parse(NAME.replace("+wbf16", "")).dtype == "f32"
    with pytest.raises(VariantError, match="not in canonical form"):
        Variant.parse("tinycnn_S-c10-i32-b4x1-adamw+wx+clip1.0+wbf16+drop")
    with pytest.raises(VariantError, match=r"\+bf16 .* and \+wbf16 .* two precisions: keep one"):
        Variant.parse("tinycnn_S-c10-i32-b4x1-adamw+bf16+wbf16")


def test_every_tensor_is_bf16_and_the_banner_says_so():
    text = render(Variant.parse(NAME))
    assert "precision: every tensor in bf16 (timm's --model-dtype)" in text
    body = text.split("module @", 1)[1]
    assert "xf32>" not in body and "f32 " not in body and "tensor<f32>" not in body
    assert "tensor<4x32x32x3xbf16>" in body
    f32 = render(Variant.parse(NAME.replace("+wbf16", "")))
    assert "bf16" not in f32 and "precision:" not in f32
    # certify/ still renders the same step at f64: the dtype-generic certificates read that text
    assert "xbf16>" not in _module_text(Variant.parse(NAME), train_step_func(Variant.parse(NAME), "f64"))


def _bf(a):
    """a rounded to bfloat16, held in float64."""
    return np.asarray(np.asarray(a, np.float32).astype(ml_dtypes.bfloat16), np.float64)


def _case(net):
    model = nets.get(net).gate_model()
    v = Variant(model, 4, drop=model.drop_sites > 0, model_dtype="bf16")
    params, x, mask, targets = _inputs(model, 4, 0, all_ones=False)
    params, x, targets = {k: _bf(a) for k, a in params.items()}, _bf(x), _bf(targets)
    state = {k: _bf(a) for k, a in _state_inputs(model, 0).items()}
    return v, params, state, x, mask, targets


def _reference(v, params, state, x, mask, targets, dtype):
    """The JAX reference's first AdamW step in `dtype`: (loss, params', m', v') as float64."""
    ref, cfg = v.model.reference()
    cast = lambda tree: jax.tree.map(lambda a: jnp.asarray(a, dtype), tree)   # noqa: E731
    p, x_, t_ = cast(params), cast(x), cast(targets)
    m_ = None if mask is None else jnp.asarray(mask, dtype)
    if state:
        (loss, _), grads = jax.value_and_grad(ref.train_loss, has_aux=True)(p, cast(state), x_, t_, m_, cfg)
    else:
        loss, grads = jax.value_and_grad(ref.loss_fn)(p, x_, t_, m_, cfg)
    opt = optax_chain(v.optimizer, LR, v.model.no_weight_decay())
    opt_state = opt.init(p)
    updates, opt_state = opt.update(grads, opt_state, p)
    new = jax.tree.map(lambda a, u: a + u, p, updates)
    adam = next(s for s in jax.tree.leaves(opt_state, is_leaf=lambda s: hasattr(s, "mu")) if hasattr(s, "mu"))
    f64 = lambda tree: {k: np.asarray(a, np.float64) for k, a in tree.items()}   # noqa: E731
    return {"loss": np.float64(loss), "params": f64(new), "m": f64(adam.mu), "v": f64(adam.nu)}


def _hlocert(v, params, state, x, mask, targets):
    """hlocert's first step of `v` on XLA, its inputs in v's dtype: (loss, params', m', v') as float64."""
    sig, chain = signature(v), v.chain()
    host = {"x": x, "params": params, "state": state, **chain.init(params, state), "targets": targets,
            "scalars": chain.scalars_at(1, HostSchedule(lr=lambda t: LR), np.float64),
            **{g.name: mask for g in sig.inputs if g.role == "mask"}}
    dtype = {"bf16": ml_dtypes.bfloat16, "f32": np.float32}[v.dtype]
    args = [np.asarray(a, dtype) for a in sig.pack(host)]
    out = sig.unpack(get_lowerer("xla", cache=False).compile(render(v))(*args))
    f64 = lambda tree: {k: np.asarray(a, np.float64) for k, a in tree.items()}   # noqa: E731
    return {"loss": np.float64(np.asarray(out["loss"], np.float64)), "params": f64(out["params"]),
            "m": f64(out["m"]), "v": f64(out["v"])}


def _errors(got, want):
    return {g: worst_rel(got[g], want[g]) if isinstance(want[g], dict) else abs(got[g] - want[g]) / abs(want[g])
            for g in want}


@pytest.mark.parametrize("net", ["tinycnn", "convnext", "resnet"])
def test_the_first_bf16_step_sits_within_the_references_own_bf16_error(net):
    v, *inputs = _case(net)
    with jax.enable_x64(True):
        exact = _reference(v, *inputs, jnp.float64)
        floor = _errors(_reference(v, *inputs, jnp.bfloat16), exact)
    got = _errors(_hlocert(v, *inputs), exact)
    f32 = _errors(_hlocert(Variant(v.model, 4, drop=v.drop), *inputs), exact)
    print({g: (f"{got[g]:.2e}", f"{floor[g]:.2e}", f"{f32[g]:.2e}") for g in got})
    for g in got:
        assert got[g] <= K * floor[g], f"{net} {g}: {got[g]:.2e} > {K:g} × the reference's bf16 error {floor[g]:.2e}"
    assert any(f32[g] * K < floor[g] for g in got), "the bf16 floor cannot tell a bf16 step from an f32 one"
