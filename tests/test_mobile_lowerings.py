"""The mobile nets' lowering families (hlocert/nets/mobile_blocks.py): `+dwshift` lowers every
depthwise conv (k×k, stride 1 and 2, timm padding, no bias) as shifted multiply-adds (rule
`depthwise_shifted`), `+pwmm` every 1×1 conv as one contraction (rule `pointwise_matmul`), with the
parameters of the convolution render, and the whole net still ties its independent reference
(den float64 vs jax, ≤1e-12); the stride-2 depthwise dx mutant dies in the shifted lowering too.
"""
from dataclasses import replace

import pytest

from hlocert.certify.net_mutants import gradient_tie
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
    # the gate `gradient_tie+dwshift+pwmm` (certify/net_mutants.py) ties `alt`; here the render XLA-CPU runs
    xla = resolve(Variant(conv, batch), "xla", "cpu").model
    assert xla.depthwise == "mac"
    ok, err, detail = gradient_tie(xla, batch=batch)
    assert ok and err <= 1e-12, f"{xla.option_names()}: {detail}"
    v = Variant(alt, 8, drop=True)
    assert v.name.endswith("+drop+dwshift+pwmm") and Variant.parse(v.name) == v


@pytest.mark.parametrize("net", [n for n, _ in NETS], ids=IDS)
def test_strided_depthwise_mutant_dies_in_the_shifted_lowering(net):
    mutant = replace(net.mutants()[f"{net.NAME}/strided-depthwise-dx-remainder-at-top"], depthwise="mac")
    ok, err, _ = gradient_tie(mutant, batch=3)
    assert not ok and err > 1e-3
