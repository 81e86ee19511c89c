"""Conv2D rules (hlocert/ops/conv.py): den of the forward and of the hand-written VJP against
jax.vjp of the independent reference in float64, mutants killable, printed text verifies."""
import pytest

from hlocert.ir import build_module, print_module
from hlocert.ops import conv

RULES = conv.rules()
EXAMPLES = [pytest.param(ex, id=f"{rule}/{level}/{ex.label}")
            for rule, cfg in RULES.items()
            for level, exs in (("symbolic", cfg["symbolic"]), ("autodiff", cfg["autodiff"]),
                               ("batch", [cfg["batch"](3)]))
            for ex in exs]
MUTANTS = [pytest.param(m, id=m.name) for m in conv.mutants()]
from floors import assert_within_floor, rel
from vjp_helpers import _build, _close, _den, _inputs, _jax, _wrong_outputs, x64  # noqa: F401  (x64: autouse fixture)




@pytest.mark.parametrize("ex", EXAMPLES)
def test_forward_and_vjp_match_jax(ex):
    x, params, dy = _inputs(ex.stage, ex.x_shape)
    y, dx, grads = _den(ex.stage, ex.x_shape, x, params, dy)
    y_ref, dx_ref, grads_ref = _jax(ex.stage, x, params, dy)
    assert y.shape == y_ref.shape and _close(y, y_ref)
    assert dx.shape == x.shape and _close(dx, dx_ref)
    for n in params:
        assert grads[n].shape == params[n].shape and _close(grads[n], grads_ref[n]), n


@pytest.mark.parametrize("m", MUTANTS)
def test_mutant_differs_from_jax(m):
    assert _wrong_outputs(m.stage, m.x_shape), f"{m.name} agrees with jax.vjp: no certificate could kill it"


@pytest.mark.parametrize("stage, x_shape", [(ex.stage, ex.x_shape) for cfg in RULES.values()
                                            for ex in cfg["symbolic"]]
                         + [(m.stage, m.x_shape) for m in conv.mutants()])
def test_printed_text_verifies(stage, x_shape):
    from jax._src.interpreters import mlir
    import jaxlib.mlir.ir as ir
    func, _ = _build(stage, x_shape)
    text = print_module(build_module(func))
    with mlir.make_ir_context() as ctx:
        assert ir.Module.parse(text, context=ctx).operation.verify()


def test_backward_structure():
    """dx reverses the kernel and swaps its roles by layout; dw is one conv straight into HWIO."""
    func, _ = _build(conv.Conv2D(3, 3, 2, 1, name="c"), (1, 5, 4, 2))
    names = [op.name for op in func.ops]
    assert "stablehlo.transpose" not in names and names.count("stablehlo.reverse") == 1
    assert names.count("stablehlo.convolution") == 3
    func, _ = _build(conv.depthwise(4, 7, 3), (1, 7, 7, 4))
    names = [op.name for op in func.ops]
    assert "stablehlo.transpose" not in names and "stablehlo.reshape" not in names
    dw = [op for op in func.ops if op.name == "stablehlo.convolution"][-1]
    assert dw.attrs["batch_group_count"].value == 4


@pytest.mark.parametrize("kwargs, x_shape, match", [
    (dict(out_channels=4, groups=2), (1, 4, 4, 3), "not divisible by groups"),
    (dict(out_channels=3, groups=2), None, "multiple of groups"),
    (dict(out_channels=3, kernel=5), (1, 3, 3, 2), "does not fit"),
    (dict(out_channels=3, padding=-1), None, "must be >= 0"),
    (dict(out_channels=3), (1, 4, 4), "NHWC"),
])
def test_argument_errors(kwargs, x_shape, match):
    with pytest.raises(ValueError, match=match):
        conv.Conv2D(**kwargs).param_shapes(x_shape)


def test_unread_high_padding_is_trimmed_and_iree_runs_it():
    """3×3/s2 pad 1 on 2×2 → 1×1 (ResNet-nano's last stage at 32²): the forward emits pad (1, 0),
    the row no window reads dropped; with pad (1, 1) IREE's FoldUnitExtentDimsPass failed to
    compile it. Forward and VJP on IREE equal den's."""
    import numpy as np

    from hlocert.ir import den
    from hlocert.runtime import get_lowerer
    stage, x_shape = conv.Conv2D(4, 3, 2, 1, bias=False, name="c"), (1, 2, 2, 4)
    func, _ = _build(stage, x_shape)
    fwd = next(op for op in func.ops if op.name == "stablehlo.convolution")
    assert fwd.attrs["padding"].rows == ((1, 0), (1, 0))
    x, params, dy = _inputs(stage, x_shape)
    args = [np.asarray(a, np.float32) for a in (x, *params.values(), dy)]
    want, f32 = den.run(func, args, "f64"), den.run(func, args, "f32")
    got = get_lowerer("iree", cache=False).compile(print_module(build_module(func)))(*args)
    for i, (g, w, f) in enumerate(zip(got, want, f32)):
        assert_within_floor(rel(g, w), rel(f, w), f"IREE vs den f64, output {i}")   # tests/floors.py
