"""ConvMatmul (hlocert/ops/conv_matmul.py): a k×k convolution run whole as contractions of its
patches (forward, input gradient, weight gradient), for maps smaller than the kernel. den f64 of
its forward and hand-written VJP equals Conv2D's (same params) and jax.vjp of the reference; the
text has no convolution left; the printed text verifies; the certifier passes on the rule and
kills its mutants (those four checks: vjp_helpers.rule_tests)."""
from hlocert.ops import conv_matmul as cm

from vjp_helpers import _build, conv2d_twin, rule_tests, x64  # noqa: F401  (x64: autouse fixture)


(test_matches_conv2d_and_jax, test_mutant_differs_from_jax, test_printed_text_verifies,
 test_registered_and_certifies) = rule_tests(cm, "conv_matmul", conv2d_twin)


def test_no_convolution_is_left():
    func, _ = _build(cm.ConvMatmul(8, 3, 1, 1, bias=False, name="c"), (2, 2, 2, 4))
    names = [op.name for op in func.ops]
    # forward, dP and dw: three contractions; no stablehlo.convolution for XLA-CPU to swap
    assert names.count("stablehlo.dot_general") == 3 and "stablehlo.convolution" not in names
