"""MobileNetV2 and EfficientNet-B0 (hlocert/nets/mobilenetv2.py, efficientnet.py, mobile_blocks.py)
against timm's facts and the independent reference (hlocert/reference/mobile.py).

Parameter counts and BN buffer counts are timm 1.0.31's (facts.md); the whole-net gradient,
loss and new running statistics of the grad function (den, float64) equal jax of the reference
per tensor, with drop-path and classifier-dropout masks that drop; the eval forward (BatchNorm
reading the running statistics) equals the reference's; net mutants die by the tie.
"""
import numpy as np
import pytest

from hlocert.ir import den
from hlocert.nets.base import draw_drop_mask
from hlocert.nets.efficientnet import EfficientNet
from hlocert.nets.mobile_blocks import make_divisible, se_reduced
from hlocert.nets.mobilenetv2 import MobileNetV2
from hlocert.ops.dropout import sample_dropout_mask
from hlocert.render import forward_func, grad_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant, VariantError

# timm 1.0.31 with 1000 classes: parameters, tensors, BN buffer scalars (running mean + var, and
# one num_batches_tracked per BatchNorm, which hlocert does not keep)
FACTS = {MobileNetV2: ("100", 3_504_872, 158, 34_164, 52), EfficientNet: ("b0", 5_288_548, 213, 42_065, 49)}


def rel(a, b, floor=1e-300):
    return float(np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), floor))


@pytest.mark.parametrize("net", [MobileNetV2, EfficientNet])
def test_parameter_and_buffer_counts_are_timms(net):
    size, count, tensors, buffers, bns = FACTS[net]
    model = net(size, 1000, 224)
    shapes = model.param_shapes()
    assert sum(int(np.prod(s)) for s in shapes.values()) == count and len(shapes) == tensors
    state = model.state_shapes()
    assert len(state) == 2 * bns and sum(int(np.prod(s)) for s in state.values()) + bns == buffers
    ref, cfg = model.reference()
    assert list(ref.param_shapes(cfg).items()) == list(shapes.items())
    assert list(ref.state_shapes(cfg).items()) == list(state.items())


def test_efficientnet_b0_se_and_drop_path_as_timm_builds_them():
    model = EfficientNet("b0", 1000, 224)
    shapes = model.param_shapes()
    reduced = [shapes[k][1] for k in shapes if k.endswith("se.conv_reduce.w")]
    assert reduced == [8, 4, 6, 6, 10, 10, 20, 20, 20, 28, 28, 28, 48, 48, 48, 48]   # round(block in_chs / 4)
    # timm: block i of 16 drops with 0.2 · i / 16; sites on the 9 skip blocks
    assert model.drop_sites == 9
    np.testing.assert_allclose(model.drop_ramp(), [0.2 * i / 16 for i in (2, 4, 6, 7, 9, 10, 12, 13, 14)])
    assert shapes["blocks.2.0.conv_dw.w"] == (5, 5, 1, 144) and shapes["blocks.0.0.conv_dw.w"] == (3, 3, 1, 32)
    assert make_divisible(16 * 6) == 96 and make_divisible(3) == 8 and make_divisible(20) == 24


def _inputs(model, batch, seed):
    rng = np.random.default_rng(seed)
    params = {k: v.astype(np.float64) for k, v in model.init_params(seed).items()}
    for k in params:     # BN 1/0 and zero biases would hide most of the gradient
        if params[k].ndim == 1:
            params[k] = params[k] + rng.normal(0, 0.5, params[k].shape)
    state = {k: (rng.standard_normal(s) if k.endswith("mean") else rng.uniform(0.5, 2.0, s))
             for k, s in model.state_shapes().items()}
    mask = draw_drop_mask(rng, batch, np.full(model.drop_sites, 0.5)).astype(np.float64)
    mask[0, :] = np.where(np.arange(model.drop_sites) % 2, 2.0, 0.0)   # drops and keeps for sure
    dropout = sample_dropout_mask(rng, (batch, model.spec.features), 0.8)
    t = rng.random((batch, model.num_classes))
    return params, state, rng.standard_normal(model.x_shape(batch)), mask, dropout, t / t.sum(1, keepdims=True)


def whole_net_tie(model, batch=2, seed=0):
    """Worst rel error over the loss, every gradient and every new running statistic: den of the
    grad function (float64) vs jax of the reference, masks that drop."""
    import jax
    jax.config.update("jax_enable_x64", True)
    params, state, x, mask, dropout, t = _inputs(model, batch, seed)
    v = Variant(model, batch, drop=True)
    sig = signature(v, grad=True)
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack({"x": x, "params": params, "state": state, "drop_mask": mask,
                                                            "dropout_mask": dropout, "targets": t}), "f64"))
    ref, cfg = model.reference()
    step = jax.jit(jax.value_and_grad(ref.train_loss, has_aux=True), static_argnums=5)
    (loss, new_state), grads = step(params, state, x, t, mask, cfg, dropout)
    # A BatchNorm's shift feeding only BatchNorms (through 1×1 convs, skips) has a zero gradient
    # up to rounding, so each gradient's error is relative to at least 1e-3 of the whole gradient.
    floor = 1e-3 * np.sqrt(sum(np.sum(np.square(g)) for g in grads.values()))
    errors = {"loss": rel(out["loss"], np.asarray(loss))}
    errors.update({k: rel(g, np.asarray(grads[k]), floor) for k, g in out["grads"].items()})
    errors.update({k: rel(s, np.asarray(new_state[k])) for k, s in out["state"].items()})
    assert set(out["state"]) == set(new_state) and set(out["grads"]) == set(grads)
    worst = max(errors, key=errors.get)
    return errors[worst], worst


@pytest.mark.parametrize("net, batch", [(MobileNetV2, 2), (EfficientNet, 3)])
def test_whole_net_loss_gradients_and_running_stats_equal_the_reference(net, batch):
    err, worst = whole_net_tie(net.gate_model(), batch, seed=batch)
    assert err <= 1e-12, f"worst {worst}: {err}"


@pytest.mark.parametrize("net", [MobileNetV2, EfficientNet])
def test_eval_forward_reads_the_running_statistics(net):
    import jax
    jax.config.update("jax_enable_x64", True)
    model = net.gate_model()
    params, state, x, *_ = _inputs(model, 3, 7)
    v = Variant(model, 3, kind="fwd")
    sig = signature(v)
    logits = den.run(forward_func(v, "f64"), sig.pack({"x": x, "params": params, "state": state}), "f64")[0]
    ref, cfg = model.reference()
    assert rel(logits, np.asarray(jax.jit(ref.eval_forward, static_argnums=3)(params, state, x, cfg))) <= 1e-12
    # the control: the running statistics matter (a batch-statistics forward differs)
    train_logits, _ = jax.jit(ref.apply, static_argnums=3)(params, state, x, cfg)
    assert rel(logits, np.asarray(train_logits)) > 1e-3


def test_bad_models_are_one_line_errors():
    with pytest.raises(ValueError, match="unknown MobileNetV2 size 'b0'; valid: 100, nano, micro"):
        MobileNetV2("b0")
    with pytest.raises(VariantError, match="image size must be at least 2"):
        Variant.parse("efficientnet_micro-c10-i1-b2x1-fwd")
