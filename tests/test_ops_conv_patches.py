"""ConvPatches (hlocert/ops/conv_patches.py): Conv2D with its weight gradient as one contraction
of dy with the input's k·k patches. den f64 of its forward and hand-written VJP equals Conv2D's
(same params) and jax.vjp of the reference; the printed text verifies; the certifier passes on
the rule and kills its mutants."""
import pytest

from hlocert.ir import build_module, print_module
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ops import conv, conv_patches as cp

from vjp_helpers import assert_ties_twin_and_jax, rule_examples, _build, _close, _den, _inputs, _jax, _wrong_outputs, x64  # noqa: F401  (x64: autouse fixture)

CFG = cp.rules()["conv_patches"]
EXAMPLES = rule_examples(CFG)


def _as_conv(s):
    return conv.Conv2D(s.out_channels, s.kernel, s.stride, s.padding, bias=s.bias, name=s.name)


@pytest.mark.parametrize("ex", EXAMPLES)
def test_matches_conv2d_and_jax(ex):
    assert_ties_twin_and_jax(ex.stage, ex.x_shape, _as_conv(ex.stage))


@pytest.mark.parametrize("cin, cout", [(4, 4), (3, 32)])
def test_weight_gradient_is_one_contraction_of_the_patches(cin, cout):
    func, _ = _build(cp.ConvPatches(cout, 3, 2, 1, bias=False, name="c"), (1, 6, 6, cin))
    names = [op.name for op in func.ops]
    assert names.count("stablehlo.dot_general") == 1 and names.count("stablehlo.convolution") == 2
    dot = next(op for op in func.ops if op.name == "stablehlo.dot_general")
    # the narrower operand is the lhs: dy [.., Cout] unless the patches [.., 9·Cin] are narrower
    assert dot.operands[0].type.shape[-1] == min(cout, 9 * cin)


@pytest.mark.parametrize("m", [pytest.param(m, id=m.name) for m in cp.mutants()])
def test_mutant_differs_from_jax(m):
    assert _wrong_outputs(m.stage, m.x_shape)


@pytest.mark.parametrize("stage, x_shape", [(ex.stage, ex.x_shape) for ex in CFG["symbolic"]]
                         + [(m.stage, m.x_shape) for m in cp.mutants()])
def test_printed_text_verifies(stage, x_shape):
    func, _ = _build(stage, x_shape)
    verify_with_mlir(print_module(build_module(func)))


def test_registered_and_certifies(certified):
    from hlocert.certify.runner import suite_tasks
    from hlocert.ops.registry import all_rules
    assert "conv_patches" in all_rules()
    rs = certified(suite_tasks("conv_patches", mutants=True))
    assert rs and all(r.ok for r in rs), [r for r in rs if not r.ok]
    assert sum(r.level == "mutant" for r in rs) == 2
