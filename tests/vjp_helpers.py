"""Shared by the rule tests: a stage's forward+VJP as one IR function, run by den (float64) and
compared with jax.vjp of the stage's independent reference; and `rule_tests`, the checks every
rule that re-expresses Conv2D passes (tie, mutants, printed text, certifier)."""
import jax
import numpy as np
import pytest

from hlocert.ir import FuncBuilder, build_module, den, print_module, tensor
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ops.conv import Conv2D


@pytest.fixture(autouse=True)
def x64():
    before = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", True)
    yield
    jax.config.update("jax_enable_x64", before)


def _build(stage, x_shape):
    """main(x, params..., dy) -> (y, dx, grads...) with the stage's forward and backward."""
    b = FuncBuilder("main")
    x = b.arg("x", tensor(x_shape))
    pshapes = stage.param_shapes(x_shape)
    params = {n: b.arg(n, tensor(s)) for n, s in pshapes.items()}
    dy = b.arg("dy", tensor(stage.out_shape(x_shape)))
    y, saved = stage.forward(b, x, params, {})
    dx, grads = stage.backward(b, dy, saved, params, {})
    assert list(grads) == list(pshapes)
    return b.ret(y, dx, *grads.values()), pshapes


def _inputs(stage, x_shape, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(x_shape)
    params = {n: rng.standard_normal(s) for n, s in stage.param_shapes(x_shape).items()}
    dy = rng.standard_normal(stage.out_shape(x_shape))
    return x, params, dy


def _den(stage, x_shape, x, params, dy):
    func, pshapes = _build(stage, x_shape)
    y, dx, *grads = den.run(func, [x, *params.values(), dy], "f64")
    return y, dx, dict(zip(pshapes, grads))


def _jax(stage, x, params, dy):
    """y and jax.vjp of the reference at (x, params) applied to dy, as one compiled function.

    XLA's backend optimization level only changes how fast the CPU code runs, not what it
    computes; level 0 roughly halves the compile time, which is most of this file's run time."""
    fn = stage.reference()

    def run(x, params, dy):
        y, vjp = jax.vjp(lambda x, p: fn(x, p, {}), x, params)
        return (y, *vjp(dy))
    compiled = jax.jit(run).lower(x, params, dy).compile(compiler_options={"xla_backend_optimization_level": 0})
    y, dx, grads = compiled(x, params, dy)
    return np.asarray(y), np.asarray(dx), {k: np.asarray(v) for k, v in grads.items()}


def _close(a, b):
    return a.shape == b.shape and np.max(np.abs(a - b)) <= 1e-12 * max(1.0, np.max(np.abs(b)))


def _wrong_outputs(stage, x_shape):
    """The VJP outputs (parameter names, "dx") where den of `stage` differs from jax.vjp of its
    reference: empty for a correct rule, non-empty for a mutant."""
    x, params, dy = _inputs(stage, x_shape)
    _, dx, grads = _den(stage, x_shape, x, params, dy)
    _, dx_ref, grads_ref = _jax(stage, x, params, dy)
    return [n for n in params if not _close(grads[n], grads_ref[n])] + ([] if _close(dx, dx_ref) else ["dx"])


def rule_examples(cfg):
    """A rule's certificate examples (symbolic, autodiff, batch at B=3) as pytest params, one id each."""
    return [pytest.param(ex, id=f"{level}/{ex.label}")
            for level, exs in (("symbolic", cfg["symbolic"]), ("autodiff", cfg["autodiff"]), ("batch", [cfg["batch"](3)]))
            for ex in exs]


def assert_ties_twin_and_jax(stage, x_shape, twin):
    """den f64 of the stage's forward and VJP equals its twin's (a stage with the same params and
    output shape) and jax.vjp's."""
    assert twin.param_shapes(x_shape) == stage.param_shapes(x_shape)
    assert twin.out_shape(x_shape) == stage.out_shape(x_shape)
    x, params, dy = _inputs(stage, x_shape)
    y, dx, grads = _den(stage, x_shape, x, params, dy)
    for other_y, other_dx, other_g in (_den(twin, x_shape, x, params, dy), _jax(stage, x, params, dy)):
        assert _close(y, other_y) and _close(dx, other_dx)
        for n in params:
            assert _close(grads[n], other_g[n]), n


def conv2d_twin(s):
    """The Conv2D with a Conv2D-shaped stage's kernel, stride, padding, bias and name."""
    return Conv2D(s.out_channels, s.kernel, s.stride, s.padding, bias=s.bias, name=s.name)


def assert_only_contractions(func):
    """The rule's text is contractions, no stablehlo.convolution (a `rule_tests` text_check)."""
    names = {op.name for op in func.ops}
    assert "stablehlo.convolution" not in names and "stablehlo.dot_general" in names


def rule_tests(ops, rule, twin, mutants=2, text_check=None):
    """The four checks of a rule `rule` of module `ops` whose stage computes what `twin(stage)` does
    (Conv2D with the same params), as pytest test functions for the rule's test file to bind to
    `test_*` names: its certificate examples tie the twin and jax.vjp; each of `ops.mutants()`
    differs from jax.vjp; the examples' and mutants' printed text verifies (and passes
    `text_check(func)`); the rule is registered and the certifier passes on it and kills exactly
    `mutants` mutants."""
    cfg = ops.rules()[rule]

    @pytest.mark.parametrize("ex", rule_examples(cfg))
    def ties(ex):
        assert_ties_twin_and_jax(ex.stage, ex.x_shape, twin(ex.stage))

    @pytest.mark.parametrize("m", [pytest.param(m, id=m.name) for m in ops.mutants()])
    def mutant_differs(m):
        assert _wrong_outputs(m.stage, m.x_shape)

    @pytest.mark.parametrize("stage, x_shape", [(ex.stage, ex.x_shape) for ex in cfg["symbolic"]]
                             + [(m.stage, m.x_shape) for m in ops.mutants()])
    def text_verifies(stage, x_shape):
        func, _ = _build(stage, x_shape)
        verify_with_mlir(print_module(build_module(func)))
        if text_check is not None:
            text_check(func)

    def certifies(certified):
        from hlocert.certify.runner import suite_tasks   # the rules and SymPy load only for the tests that certify
        from hlocert.ops.registry import all_rules
        assert rule in all_rules()
        rs = certified(suite_tasks(rule, mutants=True))
        assert rs and all(r.ok for r in rs), [r for r in rs if not r.ok]
        assert sum(r.level == "mutant" for r in rs) == mutants
    return ties, mutant_differs, text_verifies, certifies


def certifier_tests(rule: str, killers: dict[str, set[str]]):
    """The certifier's three checks of rule `rule`, as test functions for the rule's test file to
    bind to `test_*` names: it is registered with exactly the mutants `killers` names; it certifies
    at every level; each mutant is killed by exactly the levels `killers` gives it."""
    from hlocert.certify.runner import mutant_tasks, suite_tasks   # SymPy loads only for these tests
    from hlocert.ops import registry

    def registered():
        assert rule in registry.all_rules()
        assert {m.name for m in registry.all_mutants() if m.name.startswith(rule + "/")} == set(killers)

    @pytest.mark.parametrize("level", ["symbolic", "autodiff", "batch", "coupling"])
    def certifies(certified, level):
        results = certified(suite_tasks(rule, level))
        assert results and all(r.ok for r in results), [r.detail for r in results if not r.ok]

    @pytest.mark.parametrize("name", sorted(killers))
    def mutant_killed(certified, name):
        (r,) = certified([t for t in mutant_tasks(rule) if t.rule == name])
        assert r.ok and set(r.method.split(",")) == killers[name], r.detail
    return registered, certifies, mutant_killed
