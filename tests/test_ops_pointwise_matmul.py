"""PointwiseMatmul (hlocert/ops/pointwise_matmul.py): a 1×1 conv (stride s) as one contraction.
den f64 of its forward and hand-written VJP equals Conv2D's (same params) and jax.vjp of the
reference; the printed text verifies; the certifier passes on the rule and kills its mutants."""
import numpy as np
import pytest

from hlocert.ir import build_module, print_module
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ops import conv, pointwise_matmul as pw

from vjp_helpers import assert_ties_twin_and_jax, rule_examples, _build, _close, _den, _inputs, _jax, _wrong_outputs, x64  # noqa: F401  (x64: autouse fixture)

CFG = pw.rules()["pointwise_matmul"]
EXAMPLES = rule_examples(CFG)


def _as_conv(stage):
    return conv.Conv2D(stage.out_channels, 1, stage.stride, 0, bias=stage.bias, name=stage.name)


@pytest.mark.parametrize("ex", EXAMPLES)
def test_matches_conv2d_and_jax(ex):
    stage, x_shape = ex.stage, ex.x_shape
    ref_conv = _as_conv(stage)
    assert ref_conv.param_shapes(x_shape) == stage.param_shapes(x_shape)
    assert ref_conv.out_shape(x_shape) == stage.out_shape(x_shape)
    assert_ties_twin_and_jax(stage, x_shape, ref_conv)


def test_unread_rows_get_zero_gradient():
    stage = pw.PointwiseMatmul(3, 2, name="p")
    x_shape = (1, 4, 5, 2)                  # rows 1, 3 and columns 1, 3 are never read
    x, params, dy = _inputs(stage, x_shape)
    _, dx, _ = _den(stage, x_shape, x, params, dy)
    assert dx.shape == x_shape
    assert np.all(dx[:, 1::2] == 0) and np.all(dx[:, :, 1::2] == 0) and np.all(dx[:, ::2, ::2] != 0)


@pytest.mark.parametrize("m", [pytest.param(m, id=m.name) for m in pw.mutants()])
def test_mutant_differs_from_jax(m):
    assert _wrong_outputs(m.stage, m.x_shape)


@pytest.mark.parametrize("stage, x_shape", [(ex.stage, ex.x_shape) for ex in CFG["symbolic"]]
                         + [(m.stage, m.x_shape) for m in pw.mutants()])
def test_printed_text_verifies_and_has_no_convolution(stage, x_shape):
    func, _ = _build(stage, x_shape)
    verify_with_mlir(print_module(build_module(func)))
    names = {op.name for op in func.ops}
    assert "stablehlo.convolution" not in names and "stablehlo.dot_general" in names


def test_bad_arguments_are_clear_errors():
    with pytest.raises(ValueError, match="takes NHWC input"):
        pw.PointwiseMatmul(4, name="p").out_shape((1, 8, 8))
    with pytest.raises(ValueError, match="stride"):
        pw.PointwiseMatmul(4, 0, name="p")


def test_registered_and_certifies(certified):
    from hlocert.certify.runner import suite_tasks
    from hlocert.ops.registry import all_rules
    assert "pointwise_matmul" in all_rules()
    rs = certified(suite_tasks("pointwise_matmul", mutants=True))
    assert rs and all(r.ok for r in rs), [r for r in rs if not r.ok]
    assert sum(r.level == "mutant" for r in rs) == 2
