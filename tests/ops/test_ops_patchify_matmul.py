"""PatchifyMatmul (hlocert/ops/patchify_matmul.py): a stride = kernel conv as one contraction.
den f64 of its forward and hand-written VJP equals Conv2D's (same params) and jax.vjp of the
reference; the printed text verifies and has no convolution; the certifier passes on the rule and
kills its mutants (those four checks: vjp_helpers.rule_tests)."""
import numpy as np
import pytest

from hlocert.ir import FuncBuilder, tensor
from hlocert.ops import conv, patchify_matmul as pm

from vjp_helpers import _den, _inputs, assert_only_contractions, rule_tests, x64  # noqa: F401  (x64: autouse fixture)


def _as_conv(stage):
    return conv.Conv2D(stage.out_channels, stage.kernel, stage.kernel, 0, bias=stage.bias, name=stage.name)


(test_matches_conv2d_and_jax, test_mutant_differs_from_jax, test_printed_text_verifies_and_has_no_convolution,
 test_registered_and_certifies) = rule_tests(pm, "patchify_matmul", _as_conv, text_check=assert_only_contractions)


def test_remainder_rows_get_zero_gradient():
    stage = pm.PatchifyMatmul(3, 2, name="p")
    x_shape = (1, 5, 7, 2)                  # one unread row and one unread column
    x, params, dy = _inputs(stage, x_shape)
    _, dx, _ = _den(stage, x_shape, x, params, dy)
    assert dx.shape == x_shape
    assert np.all(dx[:, 4, :, :] == 0) and np.all(dx[:, :, 6, :] == 0) and np.any(dx[:, :4, :6] != 0)


def test_without_input_grad_emits_no_dx():
    stage, x_shape = pm.PatchifyMatmul(4, 4, name="stem", input_grad=False), (2, 8, 8, 3)
    b = FuncBuilder("main")                 # vjp_helpers._build returns dx: this stage has none
    x = b.arg("x", tensor(x_shape))
    ps = {n: b.arg(n, tensor(s)) for n, s in stage.param_shapes(x_shape).items()}
    dy = b.arg("dy", tensor(stage.out_shape(x_shape)))
    _, saved = stage.forward(b, x, ps, {})
    dx, grads = stage.backward(b, dy, saved, ps, {})
    assert dx is None and list(grads) == ["stem.w", "stem.b"]


def test_bad_geometry_is_a_clear_error():
    with pytest.raises(ValueError, match="does not fit input"):
        pm.PatchifyMatmul(4, 4, name="p").out_shape((1, 3, 8, 3))
    with pytest.raises(ValueError, match="takes NHWC input"):
        pm.PatchifyMatmul(4, 4, name="p").out_shape((1, 8, 8))
