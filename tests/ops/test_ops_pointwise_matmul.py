"""PointwiseMatmul (hlocert/ops/pointwise_matmul.py): a 1×1 conv (stride s) as one contraction.
den f64 of its forward and hand-written VJP equals Conv2D's (same params) and jax.vjp of the
reference; the printed text verifies and has no convolution; the certifier passes on the rule and
kills its mutants (those four checks: vjp_helpers.rule_tests)."""
import numpy as np
import pytest

from hlocert.ops import conv, pointwise_matmul as pw

from vjp_helpers import _den, _inputs, assert_only_contractions, rule_tests, x64  # noqa: F401  (x64: autouse fixture)


def _as_conv(stage):
    return conv.Conv2D(stage.out_channels, 1, stage.stride, 0, bias=stage.bias, name=stage.name)


(test_matches_conv2d_and_jax, test_mutant_differs_from_jax, test_printed_text_verifies_and_has_no_convolution,
 test_registered_and_certifies) = rule_tests(pw, "pointwise_matmul", _as_conv, text_check=assert_only_contractions)


def test_unread_rows_get_zero_gradient():
    stage = pw.PointwiseMatmul(3, 2, name="p")
    x_shape = (1, 4, 5, 2)                  # rows 1, 3 and columns 1, 3 are never read
    x, params, dy = _inputs(stage, x_shape)
    _, dx, _ = _den(stage, x_shape, x, params, dy)
    assert dx.shape == x_shape
    assert np.all(dx[:, 1::2] == 0) and np.all(dx[:, :, 1::2] == 0) and np.all(dx[:, ::2, ::2] != 0)


def test_bad_arguments_are_clear_errors():
    with pytest.raises(ValueError, match="takes NHWC input"):
        pw.PointwiseMatmul(4, name="p").out_shape((1, 8, 8))
    with pytest.raises(ValueError, match="stride"):
        pw.PointwiseMatmul(4, 0, name="p")
