"""ConvMatmul (hlocert/ops/conv_matmul.py): a k×k convolution run whole as contractions of its
patches (forward, input gradient, weight gradient), for maps smaller than the kernel. den f64 of
its forward and hand-written VJP equals Conv2D's (same params) and jax.vjp of the reference; the
text has no convolution left; the printed text verifies; the certifier passes on the rule and
kills its mutants."""
import pytest

from hlocert.ir import build_module, print_module
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ops import conv, conv_matmul as cm

from vjp_helpers import assert_ties_twin_and_jax, rule_examples, _build, _wrong_outputs, x64  # noqa: F401  (x64: autouse fixture)

CFG = cm.rules()["conv_matmul"]
EXAMPLES = rule_examples(CFG)


def _as_conv(s):
    return conv.Conv2D(s.out_channels, s.kernel, s.stride, s.padding, bias=s.bias, name=s.name)


@pytest.mark.parametrize("ex", EXAMPLES)
def test_matches_conv2d_and_jax(ex):
    assert_ties_twin_and_jax(ex.stage, ex.x_shape, _as_conv(ex.stage))


def test_no_convolution_is_left():
    func, _ = _build(cm.ConvMatmul(8, 3, 1, 1, bias=False, name="c"), (2, 2, 2, 4))
    names = [op.name for op in func.ops]
    # forward, dP and dw: three contractions; no stablehlo.convolution for XLA-CPU to swap
    assert names.count("stablehlo.dot_general") == 3 and "stablehlo.convolution" not in names


@pytest.mark.parametrize("m", [pytest.param(m, id=m.name) for m in cm.mutants()])
def test_mutant_differs_from_jax(m):
    assert _wrong_outputs(m.stage, m.x_shape)


@pytest.mark.parametrize("stage, x_shape", [(ex.stage, ex.x_shape) for ex in CFG["symbolic"]]
                         + [(m.stage, m.x_shape) for m in cm.mutants()])
def test_printed_text_verifies(stage, x_shape):
    func, _ = _build(stage, x_shape)
    verify_with_mlir(print_module(build_module(func)))


def test_registered_and_certifies(certified):
    from hlocert.certify.runner import suite_tasks
    from hlocert.ops.registry import all_rules
    assert "conv_matmul" in all_rules()
    rs = certified(suite_tasks("conv_matmul", mutants=True))
    assert rs and all(r.ok for r in rs), [r for r in rs if not r.ok]
    assert sum(r.level == "mutant" for r in rs) == 2
