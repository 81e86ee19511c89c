"""The mobile nets' lowering families (hlocert/nets/mobile_blocks.py): `+dwshift` lowers every
depthwise conv (k×k, stride 1 and 2, timm padding, no bias) as shifted multiply-adds (rule
`depthwise_shifted`), `+dwnc` keeps the convolution and writes its weight gradient as one
depthwise convolution over the batch's N·C planes (rule `depthwise_nc`), `+dwshiftvr` the shifted
form with the weight gradient's taps summed by one multi-operand reduce where a depthwise output has ≥ 64 pixels (rule `depthwise_shifted_vreduce`),
`+pwmm` every 1×1 conv as one contraction (rule `pointwise_matmul`), `+wgtaps`/`+wgpatch` the full
k×k convs' weight gradient as contractions (rules `conv_taps`, `conv_patches`), `+bnstaged` every
BatchNorm's statistics summed over H, W, then N (rule `batch_norm_staged`), with the parameters
of the convolution render, and the whole net still ties its independent reference (den float64 vs jax,
≤1e-12); the stride-2 depthwise dx mutant dies in both shifted lowerings too.
"""
from dataclasses import replace

import pytest

from hlocert.certify.net_mutants import alternative_lowerings, gates, gradient_tie
from hlocert.nets.efficientnet import EfficientNet
from hlocert.nets.mobilenetv2 import MobileNetV2
from hlocert.nets.mobilenetv4 import MobileNetV4
from hlocert.render import grad_func
from hlocert.render.targets import resolve
from hlocert.render.variants import Variant

NETS = [(MobileNetV2, 2), (EfficientNet, 3), (MobileNetV4, 3)]   # the ties' batches (test_mobile*.py)
IDS = [n.NAME for n, _ in NETS]


def _convs(model) -> tuple[int, int]:
    """(grouped, 1×1) convolutions in the gradient function of `model`'s train step."""
    func = grad_func(Variant(model, 2, drop=True), "f64")
    convs = [op for op in func.ops if op.name == "stablehlo.convolution"]
    grouped = [op for op in convs if max(op.attrs["feature_group_count"].value, op.attrs["batch_group_count"].value) > 1]
    pointwise = [op for op in convs if op not in grouped and tuple(op.operands[1].type.shape[:2]) == (1, 1)]
    return len(grouped), len(pointwise)


@pytest.mark.parametrize("net, batch", NETS, ids=IDS)
def test_shifted_depthwise_and_contraction_renders_tie_the_reference_with_the_same_parameters(net, batch):
    conv = net.gate_model()
    alt = replace(conv, depthwise="mac", pointwise="matmul")
    assert list(alt.param_shapes().items()) == list(conv.param_shapes().items())
    assert list(alt.state_shapes().items()) == list(conv.state_shapes().items())
    grouped, pointwise = _convs(conv)
    assert grouped > 0 and pointwise > 0
    assert _convs(replace(conv, depthwise="mac")) == (0, pointwise)
    # MNv4's head conv on the pooled 1×1 map (ops/pooled_map.py) stays: its forward and weight gradient
    assert _convs(alt) == (0, 2 if net is MobileNetV4 else 0)
    # XLA-CPU runs the one-pass form (BY_TARGET; tied in the next test, which the gate ties too)
    xla = resolve(Variant(conv, batch), "xla", "cpu").model
    assert (xla.depthwise, xla.pointwise) == ("macvr", "matmul")
    ok, err, detail = gradient_tie(alt, batch=batch)
    assert ok and err <= 1e-12, f"{alt.option_names()}: {detail}"
    v = Variant(alt, 8, drop=True)
    assert v.name.endswith("+drop+dwshift+pwmm") and Variant.parse(v.name) == v


def _depthwise_weight_reduces(model) -> tuple[int, int]:
    """The multi-operand reduces and the single [B, H, W, C] → [B, C] ones (a per-tap depthwise
    weight gradient's first stage, or a pool) in `model`'s gradient function."""
    func = grad_func(Variant(model, 2, drop=True), "f64")
    reduces = [op for op in func.ops if op.name == "stablehlo.reduce"]
    one_pass = [op for op in reduces if op.more_results]
    per_tap = [op for op in reduces if not op.more_results and len(op.operands[0].type.shape) == 4
               and list(op.attrs["dimensions"].values) == [1, 2] and op.operands[0].type.shape[1] > 1]
    return len(one_pass), len(per_tap)


@pytest.mark.parametrize("net, batch", NETS, ids=IDS)
def test_one_pass_depthwise_render_ties_the_reference_and_is_the_gated_alternative(net, batch):
    gate = net.gate_model()
    alt = replace(gate, depthwise="macvr", pointwise="matmul")
    assert alternative_lowerings(gate) == replace(alt, wgrad="patches", bnstat="staged")
    assert "gradient_tie+dwshiftvr+pwmm+wgpatch+bnstaged" in gates(gate)
    # 16² (the gate's MNv2 and B0 are 8²: every depthwise output < 64 pixels) so that the
    # stride-1 convs after the stem take the one pass and the later ones stay per tap
    model = replace(alt, image_size=max(gate.image_size, 16))
    assert list(model.param_shapes().items()) == list(replace(model, depthwise="conv").param_shapes().items())
    one_pass, per_tap = _depthwise_weight_reduces(model)
    assert one_pass > 0 and per_tap > _depthwise_weight_reduces(replace(model, depthwise="conv"))[1]
    assert _depthwise_weight_reduces(replace(model, depthwise="mac"))[0] == 0
    ok, err, detail = gradient_tie(model, batch=batch)
    assert ok and err <= 1e-12, f"{model.option_names()}: {detail}"
    v = Variant(model, 8, drop=True)
    assert v.name.endswith("+drop+dwshiftvr+pwmm") and Variant.parse(v.name) == v


@pytest.mark.parametrize("net, batch", NETS, ids=IDS)
def test_depthwise_weight_gradient_over_the_planes_ties_the_reference(net, batch):
    """`+dwnc`: every depthwise conv's weight gradient one convolution with N·C feature groups (the
    batch merged into the channels, which the coupling certificate follows), the same parameters;
    the whole-net gradient ties and the whole step's coupling certificate passes."""
    from hlocert.certify.net_mutants import whole_step_coupling
    gate = net.gate_model()
    model = replace(gate, depthwise="convnc")
    assert list(model.param_shapes().items()) == list(gate.param_shapes().items())
    func = grad_func(Variant(model, batch, drop=True), "f64")
    depthwise = [s for s in gate.param_shapes().values() if len(s) == 4 and s[2] == 1 and s[0] > 1]
    over_planes = [op for op in func.ops if op.name == "stablehlo.convolution" and op.operands[0].type.shape[0] == 1
                   and op.attrs["feature_group_count"].value == op.operands[0].type.shape[3] > 1]
    assert len(over_planes) == len(depthwise)
    ok, err, detail = gradient_tie(model, batch=batch)
    assert ok and err <= 1e-12, f"{model.option_names()}: {detail}"
    coupled = whole_step_coupling(model)
    assert coupled[0], coupled
    v = Variant(model, 8, drop=True)
    assert v.name.endswith("+drop+dwnc") and Variant.parse(v.name) == v


@pytest.mark.parametrize("lowering", ["mac", "macvr"])
@pytest.mark.parametrize("net", [n for n, _ in NETS], ids=IDS)
def test_strided_depthwise_mutant_dies_in_the_shifted_lowerings(net, lowering):
    mutant = replace(net.mutants()[f"{net.NAME}/strided-depthwise-dx-remainder-at-top"], depthwise=lowering)
    ok, err, _ = gradient_tie(mutant, batch=3)
    assert not ok and err > 1e-3


def _convs_total(model) -> int:
    return sum(op.name == "stablehlo.convolution" for op in grad_func(Variant(model, 2, drop=True), "f64").ops)


@pytest.mark.parametrize("wgrad, option", [("taps", "wgtaps"), ("patches", "wgpatch")])
@pytest.mark.parametrize("net, batch", NETS, ids=IDS)
def test_full_conv_weight_gradient_lowerings_tie_the_reference(net, batch, wgrad, option):
    """The stem (and MNv4's fused-IB / k×k ConvBnAct convs) with their weight gradient by taps or
    by one contraction of the patches: same parameters, no k×k weight-gradient convolution left
    (the forward and input-gradient convolutions stay), the whole-net gradient ties."""
    base = replace(net.gate_model(), depthwise="mac", pointwise="matmul")
    model = replace(base, wgrad=wgrad)
    assert list(model.param_shapes().items()) == list(base.param_shapes().items())
    full = {n: s for n, s in base.param_shapes().items() if len(s) == 4 and s[0] > 1 and s[2] > 1}
    assert full and _convs_total(model) == _convs_total(base) - len(full)
    ok, err, detail = gradient_tie(model, batch=batch)
    assert ok and err <= 1e-12, f"{model.option_names()}: {detail}"
    assert Variant(model, 8).name.endswith(f"+pwmm+{option}")


@pytest.mark.parametrize("net, batch", NETS, ids=IDS)
def test_staged_batch_statistics_render_ties_the_reference(net, batch):
    """`+bnstaged` (IREE-CPU's choice, docs/iree_batch_statistics.md): every BatchNorm's four batch Σ
    in stages (over H, then W, then N: eight more reduces each BatchNorm), the same parameters and
    state, the same function."""
    gate = net.gate_model()
    staged = replace(gate, bnstat="staged")
    assert list(staged.param_shapes().items()) == list(gate.param_shapes().items())
    assert list(staged.state_shapes().items()) == list(gate.state_shapes().items())
    count = lambda m: sum(op.name == "stablehlo.reduce" for op in grad_func(Variant(m, 2, drop=True), "f64").ops)
    assert count(staged) - count(gate) == 8 * len(gate.state_shapes()) // 2
    ok, err, detail = gradient_tie(staged, batch=batch)
    assert ok and err <= 1e-12, f"{staged.option_names()}: {detail}"
    v = Variant(staged, 8, drop=True)
    assert v.name.endswith("+drop+bnstaged") and Variant.parse(v.name) == v
