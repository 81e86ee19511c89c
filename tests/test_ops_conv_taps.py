"""ConvTaps (hlocert/ops/conv_taps.py): Conv2D with its weight gradient as one contraction per
kernel tap. den f64 of its forward and hand-written VJP equals Conv2D's (same params) and jax.vjp
of the reference; the printed text verifies; the certifier passes on the rule and kills its
mutants."""
import pytest

from hlocert.ir import build_module, print_module
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ops import conv, conv_taps as ct

from vjp_helpers import assert_ties_twin_and_jax, rule_examples, _build, _close, _den, _inputs, _jax, _wrong_outputs, x64  # noqa: F401  (x64: autouse fixture)

CFG = ct.rules()["conv_taps"]
EXAMPLES = rule_examples(CFG)


def _as_conv(s):
    return conv.Conv2D(s.out_channels, s.kernel, s.stride, s.padding, bias=s.bias, name=s.name)


@pytest.mark.parametrize("ex", EXAMPLES)
def test_matches_conv2d_and_jax(ex):
    assert_ties_twin_and_jax(ex.stage, ex.x_shape, _as_conv(ex.stage))


def test_weight_gradient_is_one_contraction_per_tap():
    func, _ = _build(ct.ConvTaps(4, 3, 2, 1, bias=False, name="c"), (1, 6, 6, 4))
    names = [op.name for op in func.ops]
    assert names.count("stablehlo.dot_general") == 9 and names.count("stablehlo.convolution") == 2


@pytest.mark.parametrize("m", [pytest.param(m, id=m.name) for m in ct.mutants()])
def test_mutant_differs_from_jax(m):
    assert _wrong_outputs(m.stage, m.x_shape)


@pytest.mark.parametrize("stage, x_shape", [(ex.stage, ex.x_shape) for ex in CFG["symbolic"]]
                         + [(m.stage, m.x_shape) for m in ct.mutants()])
def test_printed_text_verifies(stage, x_shape):
    func, _ = _build(stage, x_shape)
    verify_with_mlir(print_module(build_module(func)))


def test_grouped_conv_is_a_clear_error():
    with pytest.raises(ValueError, match="groups 2 not supported"):
        ct.ConvTaps(4, 3, 1, 1, groups=2, name="c")


def test_registered_and_certifies(certified):
    from hlocert.certify.runner import suite_tasks
    from hlocert.ops.registry import all_rules
    assert "conv_taps" in all_rules()
    rs = certified(suite_tasks("conv_taps", mutants=True))
    assert rs and all(r.ok for r in rs), [r for r in rs if not r.ok]
    assert sum(r.level == "mutant" for r in rs) == 2
