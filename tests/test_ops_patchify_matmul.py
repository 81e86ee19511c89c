"""PatchifyMatmul (hlocert/ops/patchify_matmul.py): a stride = kernel conv as one contraction.
den f64 of its forward and hand-written VJP equals Conv2D's (same params) and jax.vjp of the
reference; the printed text verifies; the certifier passes on the rule and kills its mutants."""
import numpy as np
import pytest

from hlocert.ir import build_module, print_module
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ops import conv, patchify_matmul as pm

from vjp_helpers import assert_ties_twin_and_jax, rule_examples, _build, _close, _den, _inputs, _jax, _wrong_outputs, x64  # noqa: F401  (x64: autouse fixture)

CFG = pm.rules()["patchify_matmul"]
EXAMPLES = rule_examples(CFG)


def _as_conv(stage):
    return conv.Conv2D(stage.out_channels, stage.kernel, stage.kernel, 0, bias=stage.bias, name=stage.name)


@pytest.mark.parametrize("ex", EXAMPLES)
def test_matches_conv2d_and_jax(ex):
    stage, x_shape = ex.stage, ex.x_shape
    ref_conv = _as_conv(stage)
    assert ref_conv.param_shapes(x_shape) == stage.param_shapes(x_shape)
    assert ref_conv.out_shape(x_shape) == stage.out_shape(x_shape)
    x, params, dy = _inputs(stage, x_shape)
    y, dx, grads = _den(stage, x_shape, x, params, dy)
    for other_y, other_dx, other_g in (_den(ref_conv, x_shape, x, params, dy), _jax(stage, x, params, dy)):
        assert _close(y, other_y) and _close(dx, other_dx)
        for n in params:
            assert _close(grads[n], other_g[n]), n


def test_remainder_rows_get_zero_gradient():
    stage = pm.PatchifyMatmul(3, 2, name="p")
    x_shape = (1, 5, 7, 2)                  # one unread row and one unread column
    x, params, dy = _inputs(stage, x_shape)
    _, dx, _ = _den(stage, x_shape, x, params, dy)
    assert dx.shape == x_shape
    assert np.all(dx[:, 4, :, :] == 0) and np.all(dx[:, :, 6, :] == 0) and np.any(dx[:, :4, :6] != 0)


def test_without_input_grad_emits_no_dx():
    stage = pm.PatchifyMatmul(4, 4, name="stem", input_grad=False)
    x, params, dy = _inputs(stage, (2, 8, 8, 3))
    from hlocert.ir import FuncBuilder, tensor
    b = FuncBuilder("main")
    xa = b.arg("x", tensor((2, 8, 8, 3)))
    ps = {n: b.arg(n, tensor(s)) for n, s in stage.param_shapes((2, 8, 8, 3)).items()}
    dya = b.arg("dy", tensor(stage.out_shape((2, 8, 8, 3))))
    _, saved = stage.forward(b, xa, ps, {})
    dx, grads = stage.backward(b, dya, saved, ps, {})
    assert dx is None and list(grads) == ["stem.w", "stem.b"]


@pytest.mark.parametrize("m", [pytest.param(m, id=m.name) for m in pm.mutants()])
def test_mutant_differs_from_jax(m):
    assert _wrong_outputs(m.stage, m.x_shape)


@pytest.mark.parametrize("stage, x_shape", [(ex.stage, ex.x_shape) for ex in CFG["symbolic"]]
                         + [(m.stage, m.x_shape) for m in pm.mutants()])
def test_printed_text_verifies_and_has_no_convolution(stage, x_shape):
    func, _ = _build(stage, x_shape)
    verify_with_mlir(print_module(build_module(func)))
    names = {op.name for op in func.ops}
    assert "stablehlo.convolution" not in names and "stablehlo.dot_general" in names


def test_bad_geometry_is_a_clear_error():
    with pytest.raises(ValueError, match="does not fit input"):
        pm.PatchifyMatmul(4, 4, name="p").out_shape((1, 3, 8, 3))
    with pytest.raises(ValueError, match="takes NHWC input"):
        pm.PatchifyMatmul(4, 4, name="p").out_shape((1, 8, 8))


def test_registered_and_certifies(certified):
    from hlocert.certify.runner import suite_tasks
    from hlocert.ops.registry import all_rules
    assert "patchify_matmul" in all_rules()
    rs = certified(suite_tasks("patchify_matmul", mutants=True))
    assert rs and all(r.ok for r in rs), [r for r in rs if not r.ok]
    assert sum(r.level == "mutant" for r in rs) == 2
