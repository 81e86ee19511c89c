"""ResNet (hlocert/nets/resnet.py) against timm's facts and its independent reference
(hlocert/reference/resnet.py).

Parameter counts are timm 1.0.31's; the layout is torchvision's v1.5 (stride on the bottleneck's
3×3); the whole-net gradient AND the new running statistics (den, float64) equal jax.grad of the
reference's training-mode loss at B ∈ {1, 2, 3}, for basic blocks and bottlenecks; the eval
forward equals the reference's eval forward on the running statistics; every whole-net mutant
dies by the tie.
"""
import numpy as np
import pytest

from hlocert.certify.net_mutants import _state_inputs, gradient_tie
from hlocert.ir import den
from hlocert.nets.resnet import ResNet
from hlocert.ops.base import Chain, scoped
from hlocert.ops.composite import ProjectedResidual
from hlocert.ops.conv import Conv2D
from hlocert.render import forward_func, grad_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant, VariantError


def rel(a, b):
    return np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-300)


@pytest.mark.parametrize("size, count, tensors, bns", [("34", 21_797_672, 110, 36), ("50", 25_557_032, 161, 53)])
def test_parameter_counts_are_timms(size, count, tensors, bns):
    model = ResNet(size, 1000, 224)
    shapes = model.param_shapes()
    assert sum(int(np.prod(s)) for s in shapes.values()) == count and len(shapes) == tensors
    ref, cfg = model.reference()
    assert list(ref.param_shapes(cfg).items()) == list(shapes.items())
    state = model.state_shapes()
    assert list(ref.state_shapes(cfg).items()) == list(state.items()) and len(state) == 2 * bns
    # timm's buffers: running mean and variance per BN channel, plus one num_batches_tracked per BN
    assert sum(int(np.prod(s)) for s in state.values()) + bns == {"34": 17_060, "50": 53_173}[size]


def _stages(stage, prefix=""):
    """Every stage under `stage` by its full (scoped) name."""
    name = scoped(prefix, stage.name)
    children = stage.stages if isinstance(stage, Chain) else [
        c for c in (getattr(stage, "branch", None), getattr(stage, "shortcut", None)) if c]
    out = {name: stage} if not children else {}
    for c in children:
        out.update(_stages(c, name))
    return out


def _convs(model):
    return {name: s for name, s in _stages(model.net()).items() if isinstance(s, Conv2D)}


def test_torchvision_v1_5_layout():
    r50, r34 = _convs(ResNet("50", 1000, 224)), _convs(ResNet("34", 1000, 224))
    assert r50["layer2.0.conv2"].stride == (2, 2) and r50["layer2.0.conv1"].stride == (1, 1)   # the 3×3 strides
    assert r50["layer2.0.downsample.0"].stride == (2, 2) and r50["layer2.0.downsample.0"].kernel == (1, 1)
    assert "layer1.0.downsample.0" in r50 and "layer1.0.downsample.0" not in r34       # 64 → 256 vs 64 → 64
    assert r34["layer3.0.conv1"].stride == (2, 2) and r34["conv1"].kernel == (7, 7)
    assert not any(c.bias for c in r50.values())
    blocks = ResNet("50").net().stages[4:-2]
    assert [type(blk.stages[0]) is ProjectedResidual for blk in blocks] == [True, False, False] + [True] + [False] * 3 \
        + [True] + [False] * 5 + [True, False, False]


def test_gmacs_are_the_papers():
    # He et al. / torchvision: R34 3.6, R50 4.1 GMACs forward at 224²
    assert round(ResNet("34").gflop_per_image() / 6, 2) == 3.66
    assert round(ResNet("50").gflop_per_image() / 6, 2) == 4.09


def test_init_is_timms_with_zero_init_last():
    params = ResNet("microb", 10, 16).init_params(0)
    assert not params["layer1.0.bn3.g"].any() and (params["layer1.0.bn2.g"] == 1).all()
    assert (params["layer2.0.downsample.1.g"] == 1).all() and (params["bn1.g"] == 1).all()
    params = ResNet("nano", 10, 32).init_params(0)
    assert not params["layer4.1.bn2.g"].any() and (params["layer4.1.bn1.g"] == 1).all()
    w = params["layer4.1.conv2.w"]                                   # kaiming normal, fan_out = 3·3·128
    assert abs(w.std() / np.sqrt(2 / (9 * 128)) - 1) < 0.01
    assert np.abs(params["fc.w"]).max() <= 1 / np.sqrt(128) and params["fc.b"].any()
    plain = Variant.parse("resnet_nano-c10-i32-b2x1-fwd+nozi").model
    assert not plain.zero_init_last and (plain.init_params(0)["layer1.0.bn2.g"] == 1).all()
    state = plain.init_state()
    assert not state["layer1.0.bn2.running_mean"].any() and (state["layer1.0.bn2.running_var"] == 1).all()


@pytest.mark.parametrize("size, batch", [("micro", 1), ("microb", 2), ("microb", 3)])
def test_whole_net_gradient_and_running_statistics_equal_the_reference(size, batch):
    ok, err, detail = gradient_tie(ResNet(size, 10, 16), batch=batch, seed=batch)
    assert ok and err <= 1e-12, detail


def test_pointwise_matmul_lowering_ties_and_leaves_no_1x1_convolution(size="microb"):
    """`+pwmm` (rule pointwise_matmul): every 1×1 conv (a bottleneck's conv1/conv3, the 1×1/s2
    shortcut) as a contraction; the same parameters, and the whole-net gradient and running
    statistics still equal the reference's; the 3×3 and stem convs stay convolutions."""
    model = ResNet(size, 10, 16, pointwise="matmul")
    assert model.param_shapes() == ResNet(size, 10, 16).param_shapes()
    assert Variant.parse(Variant(model, 2).name).model == model and Variant(model, 2).name.endswith("+pwmm")
    ok, err, detail = gradient_tie(model, batch=2, seed=4)
    assert ok and err <= 1e-12, detail
    def convolutions(m):
        return sum(op.name == "stablehlo.convolution" for op in grad_func(Variant(m, 2), "f64").ops)
    pointwise = sum(shape[:2] == (1, 1) for shape in model.param_shapes().values())   # forward, dx, dw each
    assert convolutions(model) == convolutions(ResNet(size, 10, 16)) - 3 * pointwise
    assert pointwise == 5                           # conv1, conv3 of both blocks and the 1×1/s2 shortcut


@pytest.mark.parametrize("wgrad, option", [("taps", "wgtaps"), ("patches", "wgpatch")])
def test_conv_taps_weight_gradient_lowering_ties(wgrad, option):
    """`+wgtaps` (rule conv_taps) / `+wgpatch` (rule conv_patches): every 3×3 conv's weight gradient
    as 9 contractions or one of the patches, the stem's 7×7 and the forward/input-gradient
    convolutions unchanged; the whole-net gradient and running statistics still equal the
    reference's (micro: basic blocks, a 3×3/s2 conv)."""
    model = ResNet("micro", 10, 16, wgrad=wgrad)
    assert model.param_shapes() == ResNet("micro", 10, 16).param_shapes() and Variant(model, 2).name.endswith(f"+{option}")
    ok, err, detail = gradient_tie(model, batch=2, seed=5)
    assert ok and err <= 1e-12, detail
    convs = sum(op.name == "stablehlo.convolution" for op in grad_func(Variant(model, 2), "f64").ops)
    threes = sum(shape[:2] == (3, 3) for shape in model.param_shapes().values())
    assert threes == 4 and convs == sum(op.name == "stablehlo.convolution"
                                        for op in grad_func(Variant(ResNet("micro", 10, 16), 2), "f64").ops) - threes


def test_staged_batch_statistics_lowering_ties():
    """`+bnstaged` (rule batch_norm_staged, iree-cpu's choice): every BatchNorm's four batch Σ over H,
    then W, then N (eight more reduces each), the same parameters and state; the whole-net gradient
    and running statistics still equal the reference's (microb: bottlenecks, the 1×1/s2 shortcut's BN)."""
    base = ResNet("microb", 10, 16)
    model = ResNet("microb", 10, 16, bnstat="staged")
    assert model.param_shapes() == base.param_shapes() and model.state_shapes() == base.state_shapes()
    assert Variant(model, 2).name.endswith("+bnstaged") and Variant.parse(Variant(model, 2).name).model == model
    ok, err, detail = gradient_tie(model, batch=2, seed=6)
    assert ok and err <= 1e-12, detail
    def reduces(m):
        return sum(op.name == "stablehlo.reduce" for op in grad_func(Variant(m, 2), "f64").ops)
    assert reduces(model) - reduces(base) == 8 * len(base.state_shapes()) // 2


def test_small_map_lowering_ties_and_leaves_no_convolution_on_maps_below_the_kernel():
    """`+smpatch` (rule conv_matmul): each 3×3 conv whose output map is smaller than its kernel
    (micro at 16²: layer1 on 4×4 keeps its convolutions, layer2's two convs on 2×2 lose forward, dx
    and dw convolutions) runs as contractions of its patches; same parameters, and the whole-net
    gradient and running statistics still equal the reference's. Where no map is that small (224²)
    the target's choice leaves the name, and so the committed render, alone."""
    model = ResNet("micro", 10, 16, small="patches")
    assert [b.out_size for b in model.blocks()] == [4, 2]
    assert model.param_shapes() == ResNet("micro", 10, 16).param_shapes()
    assert Variant.parse(Variant(model, 2).name).model == model and Variant(model, 2).name.endswith("+smpatch")
    ok, err, detail = gradient_tie(model, batch=2, seed=6)
    assert ok and err <= 1e-12, detail

    def convolutions(m):
        return sum(op.name == "stablehlo.convolution" for op in grad_func(Variant(m, 2), "f64").ops)
    assert convolutions(model) == convolutions(ResNet("micro", 10, 16)) - 3 * 2
    big = ResNet("50", 1000, 224)
    assert big.with_lowering("small", "patches") is big and ResNet("50", 1000, 64).with_lowering(
        "small", "patches").small == "patches"


def test_tie_at_timms_init_where_relu_inputs_are_exactly_zero():
    """At init each block's last γ is 0, so the post-add ReLU sees the identity exactly, zeros included
    (ReLU'd, max-pooled stem): the reference must take PyTorch's ReLU derivative 0 there, not JAX's
    `maximum` tie 0.5 (which doubled the render's gradients of those BNs relative to the reference)."""
    import jax
    jax.config.update("jax_enable_x64", True)
    model = ResNet("micro", 10, 16)
    v = Variant(model, 8)
    rng = np.random.default_rng(0)
    params = {k: p.astype(np.float64) for k, p in model.init_params(0).items()}
    state = {k: s.astype(np.float64) for k, s in model.init_state().items()}
    x, t = np.maximum(rng.standard_normal(v.x_shape), 0), np.eye(10)[rng.integers(0, 10, 8)]   # images ≥ 0
    sig = signature(v, grad=True)
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack({"x": x, "params": params, "state": state, "targets": t}),
                             "f64"))
    ref, cfg = model.reference()
    _, grads = jax.value_and_grad(ref.train_loss, has_aux=True)(params, state, x, t, None, cfg)
    assert not params["layer1.0.bn2.g"].any()
    for k, g in out["grads"].items():
        want = np.asarray(grads[k])
        if np.linalg.norm(want) < 1e-14:      # structurally zero at this init (the stem BN's β): both sides
            assert np.linalg.norm(g) < 1e-14, k
        else:
            assert rel(g, want) <= 1e-12, k


def test_eval_forward_equals_the_reference_on_running_statistics():
    import jax
    jax.config.update("jax_enable_x64", True)
    model = ResNet("microb", 10, 16)
    v = Variant(model, 2, kind="fwd")
    rng = np.random.default_rng(0)
    params = {k: p.astype(np.float64) + rng.normal(0, 0.5, p.shape) for k, p in model.init_params(0).items()}
    state, x = _state_inputs(model, 0), rng.standard_normal(v.x_shape)
    sig = signature(v)
    logits = den.run(forward_func(v, "f64"), sig.pack({"x": x, "params": params, "state": state}), "f64")[0]
    ref, cfg = model.reference()
    assert rel(logits, np.asarray(ref.eval_forward(params, state, x, cfg))) <= 1e-12


@pytest.mark.parametrize("name", sorted(ResNet.mutants()))
def test_mutants_die_by_the_tie(name):
    ok, err, _ = gradient_tie(ResNet.mutants()[name])
    assert not ok and err > 1e-3


def test_bad_models_are_one_line_errors():
    with pytest.raises(ValueError, match="unknown ResNet size '18'; valid: 34, 50, nano, micro, microb"):
        ResNet("18")
    with pytest.raises(VariantError, match="no stochastic-depth sites"):
        Variant.parse("resnet_50-c1000-i224-b2x1-adamw+drop")
    with pytest.raises(ValueError, match="needs N·H·W ≥ 2"):        # layer2 of micro is 1×1 at 8²
        Variant(ResNet("micro", 10, 8), 1).model.net().param_shapes((1, 8, 8, 3))


def test_committed_imagenet_step_says_what_it_is():
    from hlocert.render.artifacts import path_for
    head = path_for("resnet_50-c1000-i224-b32x8-adamw+wx+clip1.0").read_text().split("module @", 1)[0]
    for needle in ["ResNet-50", "classes: 1000", "batch per replica: 32", "replicas: 8", "recipe batch: 32 per replica",
                   "params (161 tensors, 25,557,032 scalars)", "state (106 tensors, 53,120 scalars)",
                   "zero-init last BN gamma: yes"]:
        assert needle in head


def test_bench_config_r50_224_b8():
    from hlocert.bench import configs
    cfg = configs.CONFIGS["r50i224b8"]
    v = Variant.parse(cfg.variant)
    assert type(v.model) is ResNet and (v.model.size, v.model.image_size, v.batch, v.replicas) == ("50", 224, 8, 1)
    assert not v.drop and not cfg.gpu


def test_bench_config_r34_32_b32_runs_the_small_map_lowering_on_xla_cpu():
    from hlocert.bench import configs
    from hlocert.render.targets import resolve
    cfg = configs.CONFIGS["r34i32b32"]
    v = Variant.parse(cfg.variant)
    assert type(v.model) is ResNet and (v.model.size, v.model.image_size, v.batch, v.replicas) == ("34", 32, 32, 1)
    assert not cfg.gpu and resolve(v, "xla", "cpu").name.endswith("+pwmm+wgtaps+smpatch")
    assert resolve(v, "iree", "cpu").name.endswith("+pwmm+wgtaps+bnstaged")   # IREE: no smpatch
