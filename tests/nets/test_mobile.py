"""MobileNetV2 and EfficientNet-B0 (hlocert/nets/mobilenetv2.py, efficientnet.py, mobile_blocks.py)
against timm's facts and the independent reference (hlocert/reference/mobile.py).

Parameter counts and BN buffer counts are timm 1.0.31's (facts.md); the whole-net gradient,
loss and new running statistics of the grad function (den, float64) equal jax of the reference
per tensor (certify's gradient_tie), with drop-path and classifier-dropout keep values that drop;
the eval forward (BatchNorm reading the running statistics) equals the reference's; each net
mutant dies by the tie.
"""
import numpy as np
import pytest

from hlocert.certify.net_mutants import _inputs, _reference_step, _state_inputs, gradient_tie
from hlocert.ir import den
from hlocert.nets.efficientnet import EfficientNet
from hlocert.nets.mobile_blocks import make_divisible, se_reduced
from hlocert.nets.mobilenetv2 import MobileNetV2
from hlocert.render import forward_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant, VariantError

# timm 1.0.31 with 1000 classes: parameters, tensors, BN buffer scalars (running mean + var, and
# one num_batches_tracked per BatchNorm, which hlocert does not keep)
FACTS = {MobileNetV2: ("100", 3_504_872, 158, 34_164, 52), EfficientNet: ("b0", 5_288_548, 213, 42_065, 49)}


def rel(a, b):
    return float(np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-300))


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
    # timm: block i of 16 drops with 0.2 · i / 16; sites on the 9 skip blocks, then the classifier
    # dropout's 1280 keep values at 0.2
    assert model.drop_sites == 9 + 1280
    np.testing.assert_allclose(model.drop_ramp()[:9], [0.2 * i / 16 for i in (2, 4, 6, 7, 9, 10, 12, 13, 14)])
    np.testing.assert_array_equal(model.drop_ramp(0.3)[9:], np.full(1280, 0.2))
    assert shapes["blocks.2.0.conv_dw.w"] == (5, 5, 1, 144) and shapes["blocks.0.0.conv_dw.w"] == (3, 3, 1, 32)
    assert make_divisible(16 * 6) == 96 and make_divisible(3) == 8 and make_divisible(20) == 24


@pytest.mark.parametrize("net, batch", [(MobileNetV2, 2), (EfficientNet, 3)])
def test_whole_net_loss_gradients_and_running_stats_equal_the_reference(net, batch):
    """certify's gradient_tie: den of the grad function (float64) vs jax of the reference, per
    tensor, the new running statistics too, with drop-path and dropout keep values that drop."""
    ok, err, detail = gradient_tie(net.gate_model(), batch=batch)
    assert ok and err <= 1e-12, detail


@pytest.mark.parametrize("net", [MobileNetV2, EfficientNet])
def test_every_net_mutant_dies_by_the_tie(net):
    mutants = net.mutants()
    assert len(mutants) == 4
    for name, mutant in mutants.items():
        ok, err, detail = gradient_tie(mutant)
        assert not ok and err > 1e-3, f"{name} survived the tie: {detail} {err}"


def test_linear_bottleneck_bn_shift_has_zero_gradient_hence_the_floor():
    """Why gradient_tie's errors have a floor: a block's last BN shift reaches the loss only through
    1×1 convs into training-mode BNs, which subtract it again; its gradient is rounding noise."""
    import jax
    model = MobileNetV2.gate_model()
    with jax.enable_x64(True):         # as gradient_tie runs it (the test ran in f32 alone, f64 after a tie)
        loss, grads, _ = _reference_step(*model.reference(), model, 2, 0, False)
    whole = np.sqrt(sum(np.sum(np.square(g)) for g in grads.values()))
    assert np.linalg.norm(grads["blocks.1.0.bn3.b"]) < 1e-14 * whole < np.linalg.norm(grads["blocks.1.0.bn3.g"])


@pytest.mark.parametrize("net", [MobileNetV2, EfficientNet])
def test_eval_forward_reads_the_running_statistics(net):
    import jax
    jax.config.update("jax_enable_x64", True)
    model = net.gate_model()
    params, x, *_ = _inputs(model, 3, 7, all_ones=True)
    state = _state_inputs(model, 7)
    v = Variant(model, 3, kind="fwd")
    sig = signature(v)
    logits = den.run(forward_func(v, "f64"), sig.pack({"x": x, "params": params, "state": state}), "f64")[0]
    ref, cfg = model.reference()
    assert rel(logits, np.asarray(jax.jit(ref.eval_forward, static_argnums=3)(params, state, x, cfg))) <= 1e-12
    # the control: the running statistics matter (a batch-statistics forward differs), but the
    # training-mode loss does not read them (loss_fn, what pair's reference trainer reports)
    train_logits, _ = jax.jit(ref.apply, static_argnums=3)(params, state, x, cfg)
    assert rel(logits, np.asarray(train_logits)) > 1e-3
    t = np.full((3, model.num_classes), 1.0 / model.num_classes)
    assert rel(np.asarray(ref.loss_fn(params, x, t, None, cfg)), np.asarray(ref.train_loss(params, state, x, t, None, cfg)[0])) <= 1e-12


def test_bad_models_are_one_line_errors():
    with pytest.raises(ValueError, match="unknown MobileNetV2 size 'b0'; valid: 100, nano, micro"):
        MobileNetV2("b0")
    with pytest.raises(VariantError, match="image size must be at least 2"):
        Variant.parse("efficientnet_micro-c10-i1-b2x1-fwd")


@pytest.mark.parametrize("net, key", [(MobileNetV2, "mnv2224b8"), (EfficientNet, "effb0224b8")])
def test_bench_config_224_b8_on_timms_recipe(net, key):
    from hlocert.bench import configs
    cfg = configs.CONFIGS[key]
    v = Variant.parse(cfg.variant)
    assert type(v.model) is net and (v.model.image_size, v.batch, v.replicas) == (224, 8, 1) and v.model.size in ("100", "b0")
    assert v.drop and not cfg.gpu and v.chain().states
