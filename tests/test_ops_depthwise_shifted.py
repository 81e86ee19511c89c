"""DepthwiseShifted (hlocert/ops/depthwise_shifted.py): the depthwise conv as shifted multiply-adds.
den f64 of its forward and hand-written VJP (stride 1 and 2) equals Conv2D depthwise's (same params,
stride and padding) and jax.vjp of the reference; the printed text verifies; the certifier passes
on the rule and kills its mutants."""
import pytest

from hlocert.ir import build_module, print_module
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ops import conv, depthwise_shifted as dws

RULES = dws.rules()
CFG = RULES["depthwise_shifted"]
EXAMPLES = [pytest.param(ex, id=f"{level}/{ex.label}")
            for level, exs in (("symbolic", CFG["symbolic"]), ("autodiff", CFG["autodiff"]),
                               ("batch", [CFG["batch"](3)]))
            for ex in exs]


from vjp_helpers import _build, _close, _den, _inputs, _jax, _wrong_outputs, x64  # noqa: F401  (x64: autouse fixture)



def _as_conv(stage, channels):
    return conv.Conv2D(channels, stage.kernel, stage.stride, stage.padding, groups=channels,
                       bias=stage.bias, name=stage.name)


@pytest.mark.parametrize("ex", EXAMPLES)
def test_matches_conv2d_depthwise_and_jax(ex):
    stage, x_shape = ex.stage, ex.x_shape
    ref_conv = _as_conv(stage, x_shape[3])
    assert ref_conv.param_shapes(x_shape) == stage.param_shapes(x_shape)
    assert ref_conv.out_shape(x_shape) == stage.out_shape(x_shape)
    x, params, dy = _inputs(stage, x_shape)
    y, dx, grads = _den(stage, x_shape, x, params, dy)
    y_c, dx_c, grads_c = _den(ref_conv, x_shape, x, params, dy)
    y_j, dx_j, grads_j = _jax(stage, x, params, dy)
    for other_y, other_dx, other_g in ((y_c, dx_c, grads_c), (y_j, dx_j, grads_j)):
        assert _close(y, other_y)
        assert _close(dx, other_dx)
        for n in params:
            assert _close(grads[n], other_g[n]), n


def test_no_bias():
    stage = dws.DepthwiseShifted(3, ((1, 0), (0, 2)), bias=False, name="d")
    x_shape = (2, 4, 3, 3)
    x, params, dy = _inputs(stage, x_shape)
    assert list(params) == ["d.w"]
    y, dx, grads = _den(stage, x_shape, x, params, dy)
    y_j, dx_j, grads_j = _jax(stage, x, params, dy)
    assert _close(y, y_j) and _close(dx, dx_j) and _close(grads["d.w"], grads_j["d.w"])


@pytest.mark.parametrize("m", [pytest.param(m, id=m.name) for m in dws.mutants()])
def test_mutant_differs_from_jax(m):
    assert _wrong_outputs(m.stage, m.x_shape)


@pytest.mark.parametrize("stage, x_shape", [(ex.stage, ex.x_shape) for ex in CFG["symbolic"]]
                         + [(CFG["batch"](2).stage, CFG["batch"](2).x_shape)]
                         + [(m.stage, m.x_shape) for m in dws.mutants()])
def test_printed_text_verifies(stage, x_shape):
    func, _ = _build(stage, x_shape)
    verify_with_mlir(print_module(build_module(func)))


def test_emits_no_convolution():
    func, _ = _build(dws.DepthwiseShifted(7, 3, name="d"), (1, 7, 7, 4))
    names = {op.name for op in func.ops}
    assert "stablehlo.convolution" not in names
    assert names <= {"stablehlo.pad", "stablehlo.slice", "stablehlo.reshape", "stablehlo.broadcast_in_dim",
                     "stablehlo.multiply", "stablehlo.add", "stablehlo.reduce", "stablehlo.constant",
                     "stablehlo.concatenate", "func.return"}


def test_registered_and_certifies(certified):
    from hlocert.certify.runner import suite_tasks
    from hlocert.ops.registry import all_rules
    assert "depthwise_shifted" in all_rules()
    rs = certified(suite_tasks("depthwise_shifted", mutants=True))
    assert rs and all(r.ok for r in rs), [r for r in rs if not r.ok]
    assert sum(r.level == "mutant" for r in rs) == 3


@pytest.mark.parametrize("padding", [-1, 3, ((0, 0), (0, 3))])
def test_padding_outside_0_to_kernel_minus_1_is_a_clear_error(padding):
    # dx pads dy by kernel − 1 − padding on each side: that must not be negative
    with pytest.raises(ValueError, match="between 0 and kernel - 1"):
        dws.DepthwiseShifted(3, padding, name="d")
