"""The mobile nets' `depthwise` lowering family (hlocert/nets/mobile_blocks.py): `+dwshift` lowers
every depthwise conv (k×k, stride 1 and 2, timm padding, no bias) as shifted multiply-adds (rule
`depthwise_shifted`) with the parameters of the convolution render, and the whole net still ties
its independent reference (den float64 vs jax, ≤1e-12); the stride-2 dx mutant dies in this
lowering too.
"""
from dataclasses import replace

import pytest

from hlocert.certify.net_mutants import gradient_tie
from hlocert.nets.efficientnet import EfficientNet
from hlocert.nets.mobilenetv2 import MobileNetV2
from hlocert.nets.mobilenetv4 import MobileNetV4
from hlocert.render import grad_func
from hlocert.render.variants import Variant

NETS = [(MobileNetV2, 2), (EfficientNet, 3), (MobileNetV4, 3)]   # the ties' batches (test_mobile*.py)


def _grouped_convs(model) -> int:
    func = grad_func(Variant(model, 2, drop=True), "f64")
    return sum(1 for op in func.ops if op.name == "stablehlo.convolution"
               and max(op.attrs["feature_group_count"].value, op.attrs["batch_group_count"].value) > 1)


@pytest.mark.parametrize("net, batch", NETS, ids=[n.NAME for n, _ in NETS])
def test_shifted_depthwise_render_ties_the_reference_with_the_same_parameters(net, batch):
    conv = net.gate_model()
    mac = replace(conv, depthwise="mac")
    assert list(mac.param_shapes().items()) == list(conv.param_shapes().items())
    assert list(mac.state_shapes().items()) == list(conv.state_shapes().items())
    assert _grouped_convs(conv) > 0 and _grouped_convs(mac) == 0
    ok, err, detail = gradient_tie(mac, batch=batch)
    assert ok and err <= 1e-12, detail
    v = Variant(mac, 8, drop=True)
    assert v.name.endswith("+drop+dwshift") and Variant.parse(v.name) == v


@pytest.mark.parametrize("net", [n for n, _ in NETS], ids=[n.NAME for n, _ in NETS])
def test_strided_depthwise_mutant_dies_in_the_shifted_lowering(net):
    mutant = replace(net.mutants()[f"{net.NAME}/strided-depthwise-dx-remainder-at-top"], depthwise="mac")
    ok, err, _ = gradient_tie(mutant, batch=3)
    assert not ok and err > 1e-3

