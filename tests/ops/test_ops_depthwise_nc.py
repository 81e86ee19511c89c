"""DepthwiseConvNC (hlocert/ops/depthwise_nc.py): a depthwise Conv2D with its weight gradient as one
depthwise convolution over the batch's N·C planes. den f64 of its forward and hand-written VJP
equals the depthwise Conv2D's (same params) and jax.vjp of the reference; the printed text
verifies; the certifier passes on the rule and kills its mutants (vjp_helpers.rule_tests)."""
import pytest

from hlocert.ops import depthwise_nc as dn
from hlocert.ops.conv import Conv2D

from vjp_helpers import _build, rule_tests, x64  # noqa: F401  (x64: autouse fixture)


def depthwise_twin(s):
    """The depthwise Conv2D with the stage's kernel, stride, padding, groups, bias and name."""
    return Conv2D(s.out_channels, s.kernel, s.stride, s.padding, groups=s.groups, bias=s.bias, name=s.name)


(test_matches_conv2d_and_jax, test_mutant_differs_from_jax, test_printed_text_verifies,
 test_registered_and_certifies) = rule_tests(dn, "depthwise_nc", depthwise_twin)


def test_weight_gradient_is_one_grouped_convolution_over_the_planes():
    func, _ = _build(dn.DepthwiseConvNC(4, 3, 2, 1, groups=4, bias=False, name="c"), (2, 6, 6, 4))
    convs = [op for op in func.ops if op.name == "stablehlo.convolution"]
    assert len(convs) == 3      # forward, input gradient, weight gradient
    assert sorted(int(str(op.attrs["feature_group_count"]).split()[0]) for op in convs) == [4, 4, 8]


def test_a_conv_that_is_not_depthwise_is_a_clear_error():
    with pytest.raises(ValueError, match="must equal out_channels"):
        dn.DepthwiseConvNC(4, 3, 1, 1, groups=2, name="c")
    with pytest.raises(ValueError, match="input channels 3 must equal groups 4"):
        dn.DepthwiseConvNC(4, 3, 1, 1, groups=4, name="c").param_shapes((1, 5, 5, 3))
