"""ConvPatches (hlocert/ops/conv_patches.py): Conv2D with its weight gradient as one contraction
of dy with the input's k·k patches. den f64 of its forward and hand-written VJP equals Conv2D's
(same params) and jax.vjp of the reference; the printed text verifies; the certifier passes on
the rule and kills its mutants (those four checks: vjp_helpers.rule_tests)."""
import pytest

from hlocert.ops import conv_patches as cp

from vjp_helpers import _build, conv2d_twin, rule_tests, x64  # noqa: F401  (x64: autouse fixture)


(test_matches_conv2d_and_jax, test_mutant_differs_from_jax, test_printed_text_verifies,
 test_registered_and_certifies) = rule_tests(cp, "conv_patches", conv2d_twin)


@pytest.mark.parametrize("cin, cout", [(4, 4), (3, 32)])
def test_weight_gradient_is_one_contraction_of_the_patches(cin, cout):
    func, _ = _build(cp.ConvPatches(cout, 3, 2, 1, bias=False, name="c"), (1, 6, 6, cin))
    names = [op.name for op in func.ops]
    assert names.count("stablehlo.dot_general") == 1 and names.count("stablehlo.convolution") == 2
    dot = next(op for op in func.ops if op.name == "stablehlo.dot_general")
    # the narrower operand is the lhs: dy [.., Cout] unless the patches [.., 9·Cin] are narrower
    assert dot.operands[0].type.shape[-1] == min(cout, 9 * cin)
