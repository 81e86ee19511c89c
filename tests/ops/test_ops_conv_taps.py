"""ConvTaps (hlocert/ops/conv_taps.py): Conv2D with its weight gradient as one contraction per
kernel tap. den f64 of its forward and hand-written VJP equals Conv2D's (same params) and jax.vjp
of the reference; the printed text verifies; the certifier passes on the rule and kills its
mutants (those four checks: vjp_helpers.rule_tests)."""
import pytest

from hlocert.ops import conv_taps as ct

from vjp_helpers import _build, conv2d_twin, rule_tests, x64  # noqa: F401  (x64: autouse fixture)


(test_matches_conv2d_and_jax, test_mutant_differs_from_jax, test_printed_text_verifies,
 test_registered_and_certifies) = rule_tests(ct, "conv_taps", conv2d_twin)


def test_weight_gradient_is_one_contraction_per_tap():
    func, _ = _build(ct.ConvTaps(4, 3, 2, 1, bias=False, name="c"), (1, 6, 6, 4))
    names = [op.name for op in func.ops]
    assert names.count("stablehlo.dot_general") == 9 and names.count("stablehlo.convolution") == 2


def test_grouped_conv_is_a_clear_error():
    with pytest.raises(ValueError, match="groups 2 not supported"):
        ct.ConvTaps(4, 3, 1, 1, groups=2, name="c")
