"""DepthwiseShifted (hlocert/ops/depthwise_shifted.py): the depthwise conv as shifted multiply-adds.
den f64 of its forward and hand-written VJP (stride 1 and 2) equals Conv2D depthwise's (same params,
stride and padding) and jax.vjp of the reference; the printed text verifies; the certifier passes
on the rule and kills its mutants. The same for DepthwiseShiftedOnePass (rule
depthwise_shifted_vreduce: the weight gradient's taps summed by one multi-operand reduce), whose
f32 weight gradient is bit-equal to the per-tap form's in den and whose text XLA and IREE run."""
import numpy as np
import pytest

from hlocert.ir import build_module, den, print_module
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ops import conv, depthwise_shifted as dws

RULES = dws.rules()
CFG = RULES["depthwise_shifted"]
EXAMPLES = [pytest.param(ex, id=f"{rule}/{level}/{ex.label}")
            for rule, cfg in RULES.items()
            for level, exs in (("symbolic", cfg["symbolic"]), ("autodiff", cfg["autodiff"]),
                               ("batch", [cfg["batch"](3)]))
            for ex in exs]


from floors import assert_within_floor, rel
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


@pytest.mark.parametrize("stage, x_shape", [(ex.stage, ex.x_shape) for cfg in RULES.values() for ex in cfg["symbolic"]]
                         + [(cfg["batch"](2).stage, cfg["batch"](2).x_shape) for cfg in RULES.values()]
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


@pytest.mark.parametrize("rule, mutants", [("depthwise_shifted", 3), ("depthwise_shifted_vreduce", 2)])
def test_registered_and_certifies(certified, rule, mutants):
    from hlocert.certify.runner import suite_tasks
    from hlocert.ops.registry import all_rules
    assert rule in all_rules()
    rs = certified(suite_tasks(rule, mutants=True))
    assert rs and all(r.ok for r in rs), [r for r in rs if not r.ok]
    assert sum(r.level == "mutant" for r in rs) == mutants


def _reduces(stage, x_shape):
    func, _ = _build(stage, x_shape)
    return [op for op in func.ops if op.name == "stablehlo.reduce"]


def test_one_pass_weight_gradient_is_two_reduces_where_the_sums_are_long():
    """7×7 at 8×8 (Ho·Wo = 64 ≥ min_hw): 49 taps in one reduce of 49 operands, then one reduce
    over B, then db's: 3 in all; at 7×7 (49 < 64) per tap like DepthwiseShifted: 2·49 + 1."""
    one_pass = _reduces(dws.DepthwiseShiftedOnePass(7, 3, name="d"), (2, 8, 8, 4))
    assert [len(op.results) for op in one_pass] == [49, 1, 1]
    for cls in (dws.DepthwiseShiftedOnePass, dws.DepthwiseShifted):
        assert [len(op.results) for op in _reduces(cls(7, 3, name="d"), (2, 7, 7, 4))] == [1] * 99


@pytest.mark.parametrize("stride", [1, 2])
def test_one_pass_weight_gradient_stays_per_tap_on_inputs_above_64x64(stride):
    """3×3 pad 1: a 62×62 input pads to 64×64 = max_in_hw (one pass), a 63×63 one to 65×65 (per
    tap: XLA-CPU runs the one reduce 1.37× slower at 112×112, BENCHMARKS.md)."""
    one_pass = _reduces(dws.DepthwiseShiftedOnePass(3, 1, name="d", stride=stride), (1, 62, 62, 2))
    assert [len(op.results) for op in one_pass] == [9, 1, 1]            # then over B, then db
    per_tap = _reduces(dws.DepthwiseShiftedOnePass(3, 1, name="d", stride=stride), (1, 63, 63, 2))
    assert [len(op.results) for op in per_tap] == [1] * 19


@pytest.mark.parametrize("stride", [1, 2])
def test_one_pass_weight_gradient_equals_the_per_tap_one_in_f32(stride):
    """The same two-stage sums per tap (H, W, then B): den f32 gives bit-equal dw."""
    x_shape = (3, 9, 8, 5)
    outs = []
    for cls in (dws.DepthwiseShifted, dws.DepthwiseShiftedOnePass):
        stage = cls(7, 3, name="d", stride=stride)
        if cls is dws.DepthwiseShiftedOnePass:
            stage.min_hw = 1
        x, params, dy = _inputs(stage, x_shape)
        func, _ = _build(stage, x_shape)
        outs.append(den.run(func, [a.astype(np.float32) for a in (x, *params.values(), dy)], "f32"))
    for a, b in zip(*outs):
        np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("name", ["xla", "iree"])
def test_one_pass_form_runs_on_the_lowerers(name):
    from hlocert.runtime import get_lowerer
    stage, x_shape = dws.DepthwiseShiftedOnePass(3, 1, name="d", min_hw=1), (2, 5, 6, 4)
    func, _ = _build(stage, x_shape)
    args = [a.astype(np.float32) for a in (lambda x, p, dy: (x, *p.values(), dy))(*_inputs(stage, x_shape))]
    got = get_lowerer(name, cache=False).compile(print_module(build_module(func)))(*args)
    for i, (g, want, f32) in enumerate(zip(got, den.run(func, args, "f64"), den.run(func, args, "f32"))):
        assert_within_floor(rel(g, want), rel(f32, want), f"{name} vs den f64, output {i}")   # tests/floors.py


@pytest.mark.parametrize("padding", [-1, 3, ((0, 0), (0, 3))])
def test_padding_outside_0_to_kernel_minus_1_is_a_clear_error(padding):
    # dx pads dy by kernel − 1 − padding on each side: that must not be negative
    with pytest.raises(ValueError, match="between 0 and kernel - 1"):
        dws.DepthwiseShifted(3, padding, name="d")
