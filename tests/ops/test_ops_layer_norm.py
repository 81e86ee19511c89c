"""LayerNorm's one-pass form (hlocert/ops/layer_norm.py `LayerNormOnePass`, rule
`layer_norm_onepass`, ConvNeXt's `+ln1p`): the same function and parameters as the two-pass rule,
its statistics shifted by each row's first entry so that Σd²/C − mean(d)² does not cancel, each
pass one multi-operand reduce; its certificates pass and its mutants die; ConvNeXt selects it by
name only (XLA-CPU runs it 2.3× slower, BENCHMARKS.md)."""
import numpy as np

from hlocert.certify.runner import mutant_tasks, suite_tasks
from hlocert.certify.verify import rules_of
from hlocert.ir import den
from hlocert.nets.convnext import ConvNeXt
from hlocert.ops.layer_norm import LayerNorm, LayerNormOnePass
from hlocert.render import grad_func
from hlocert.render.targets import resolve
from hlocert.render.variants import Variant

from vjp_helpers import _build, _close, _den, _inputs, _jax, x64  # noqa: F401  (x64: autouse fixture)

RULE = "layer_norm_onepass"


def test_every_level_passes_and_mutants_die(certified):
    results = certified(suite_tasks(rule=RULE))
    assert {r.level for r in results} == {"symbolic", "autodiff", "batch", "coupling"}
    assert not [(r.level, r.label, r.detail) for r in results if not r.ok]
    killed = certified(mutant_tasks(RULE))
    assert {r.rule for r in killed} == {f"{RULE}/unshifted-mean", f"{RULE}/means-swapped"}
    assert all(r.ok and r.status == "KILLED" for r in killed), [r.detail for r in killed]


def test_each_reduce_is_one_multi_operand_pass():
    """Forward statistics, the input gradient's two means and (dg, db): three reduces, two operands each."""
    func, _ = _build(LayerNormOnePass(name="norm"), (2, 3, 3, 8))
    reduces = [op for op in func.ops if op.name == "stablehlo.reduce"]
    assert [len(op.operands) for op in reduces] == [4, 4, 4]       # 2 operands + 2 init values each
    two_pass, _ = _build(LayerNorm(name="norm"), (2, 3, 3, 8))
    assert len([op for op in two_pass.ops if op.name == "stablehlo.reduce"]) == 6


def test_same_gradients_as_jax_at_a_large_mean():
    """Rows whose mean is 1e3 times their spread: y, dx, dg and db still jax.vjp of the reference's (f64)."""
    stage = LayerNormOnePass(name="norm")
    x, params, dy = _inputs(stage, (2, 3, 16))
    x = x + 1e3
    y, dx, grads = _den(stage, x.shape, x, params, dy)
    y_ref, dx_ref, grads_ref = _jax(stage, x, params, dy)
    assert _close(y, y_ref) and _close(dx, dx_ref) and all(_close(grads[n], grads_ref[n]) for n in grads)


def test_f32_statistics_do_not_cancel():
    """In f32 (den), rows of mean 1e4 and spread 1: the shifted one-pass y is within 1e-5 of float64's
    (measured 2.4e-7; the two-pass rule's 9.3e-4, its f32 mean of 1e4-sized terms off by ~1e-3);
    Σx²/C − μ² unshifted loses every digit of the variance (1e8 ± 1 in 24 bits: NaN here)."""
    rng = np.random.default_rng(0)
    x = (1e4 + rng.standard_normal((4, 64))).astype(np.float32)
    g, bias = np.ones(64, np.float32), np.zeros(64, np.float32)
    dy = rng.standard_normal((4, 64)).astype(np.float32)
    xd = x.astype(np.float64)
    want = (xd - xd.mean(-1, keepdims=True)) / np.sqrt(xd.var(-1, keepdims=True) + 1e-6)
    func, _ = _build(LayerNormOnePass(name="norm"), x.shape)
    y = den.run(func, [x, g, bias, dy], "f32")[0]
    assert np.max(np.abs(y - want)) <= 1e-5


def test_convnext_selects_it_by_name_only():
    v = Variant.parse("convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop+ln1p")
    assert v.model.layernorm == "onepass" and v.name.endswith("+ln1p")
    norms = [s for s in _stages(v.model.net(drop=True)) if isinstance(s, LayerNorm)]
    assert len(norms) == 1 + 3 + 4 + 1 and all(isinstance(s, LayerNormOnePass) for s in norms)
    for lowerer in ("xla", "iree"):      # measured slower on both: no target chooses it
        plain = resolve(Variant.parse("convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"), lowerer, "cpu")
        assert plain.model.layernorm == "twopass"
        assert resolve(v, lowerer, "cpu").model.layernorm == "onepass"
    assert not [s for s in _stages(ConvNeXt("micro", 10, 32).net()) if isinstance(s, LayerNormOnePass)]
    rules = rules_of(v)
    assert "layer_norm_onepass" in rules and "layer_norm" not in rules


def test_whole_convnext_gradient_is_the_two_pass_one():
    """ConvNeXt-micro's loss and every gradient with +ln1p equal the two-pass render's (den f64, ≤1e-12)."""
    two, one = (Variant(ConvNeXt("micro", 10, 32, layernorm=ln), 2, drop=True) for ln in ("twopass", "onepass"))
    rng = np.random.default_rng(3)
    params = {k: p + rng.normal(0, 0.5, p.shape) for k, p in two.model.init_params(3).items()}
    mask = np.array([[1.25, 0.0, 1.25, 1.25], [0.0, 1.25, 1.25, 0.0]])
    targets = np.eye(10)[[3, 7]]
    args = [rng.standard_normal((2, *two.model.example_shape)), *params.values(), mask, targets]
    want, have = (den.run(grad_func(v, "f64"), args, "f64") for v in (two, one))
    for a, b in zip(have, want):
        assert np.linalg.norm(a - b) <= 1e-12 * max(np.linalg.norm(b), 1e-30)


def _stages(stage):
    """Every stage under `stage`, depth first."""
    yield stage
    for child in getattr(stage, "stages", ()) or ([stage.branch] if hasattr(stage, "branch") else []):
        yield from _stages(child)
