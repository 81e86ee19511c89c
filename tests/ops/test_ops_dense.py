"""Dense (hlocert/ops/dense.py): the weight gradient Σ x ⊗ dy is contracted with the narrower of x
and dy as its lhs (`outer_sum`; XLA-CPU copies that lhs transposed), the [out, in] result transposed
back when dy is the lhs. Both branches equal jax.vjp of the reference in den f64, the rule's own
certificates exercise both, and the mutant that forgets the transpose back differs."""
import pytest

from hlocert.ops import dense

from vjp_helpers import _build, _wrong_outputs, x64  # noqa: F401  (x64: autouse fixture)

CFG = dense.rules()["dense"]
CERTIFIED = [*CFG["symbolic"], *CFG["autodiff"], CFG["batch"](3)]


def _weight_grad_lhs(stage, x_shape):
    """'x' or 'dy': the operand the built VJP puts on the lhs of dw's contraction, and whether
    the contraction's result is transposed to give dw."""
    func, _ = _build(stage, x_shape)
    producer = {op.result: op for op in func.ops if op.result is not None}
    dw = producer[func.results[2]]                       # (y, dx, dw, db)
    transposed = dw.name == "stablehlo.transpose"
    dot = producer[dw.operands[0]] if transposed else dw
    assert dot.name == "stablehlo.dot_general"
    x, dy = func.args[0], func.args[-1]
    return {x: "x", dy: "dy"}[dot.operands[0]], transposed


@pytest.mark.parametrize("features, x_shape, lhs", [
    (48, (4, 7, 7, 12), "x"),        # ConvNeXt's fc1: x narrower
    (12, (4, 7, 7, 48), "dy"),       # fc2: dy narrower
    (10, (8, 64), "dy"),             # a head: dy narrower
    (3, (2, 2, 3), "x"),             # square: x
])
def test_weight_grad_lhs_is_the_narrower_operand(features, x_shape, lhs):
    assert _weight_grad_lhs(dense.Dense(features, name="fc"), x_shape) == (lhs, lhs == "dy")


@pytest.mark.parametrize("ex", [pytest.param(ex, id=ex.label) for ex in CERTIFIED])
def test_each_certified_example_matches_jax(ex):
    assert not _wrong_outputs(ex.stage, ex.x_shape)


@pytest.mark.parametrize("level", ["symbolic", "autodiff"])
def test_certificates_cover_both_operand_orders(level):
    assert {_weight_grad_lhs(ex.stage, ex.x_shape)[0] for ex in CFG[level]} == {"x", "dy"}


@pytest.mark.parametrize("m", [pytest.param(m, id=m.name) for m in dense.mutants()])
def test_mutant_differs_from_jax(m):
    assert _wrong_outputs(m.stage, m.x_shape)
