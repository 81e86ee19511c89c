"""The certifier (hlocert/certify): each level passes right rules and fails wrong ones."""
import json
import math

import numpy as np
import pytest
import sympy

from hlocert.certify import autodiff, batch, batch_stage, cli_main, coupling, forward_func, symbolic, vjp_func
from hlocert.certify import constants as C
from hlocert.certify.coupling import B, U, analyze
from hlocert.certify.runner import mutant_tasks, suite_tasks
from hlocert.ir import FuncBuilder, den, tensor
from hlocert.ops import registry
from hlocert.ops.base import Example, Mutant, Stage
from hlocert.ops.dense import Dense


# Hand-made stages ----------------------------------------------------------------------------
class DoubledDense(Dense):
    """Broken: the input cotangent is twice what it should be."""

    def backward(self, b, dy, x, params, aux):
        dx, grads = super().backward(b, dy, x, params, aux)
        return b.mul(dx, b.scalar(2.0, dx)), grads


class ShapeBrokenDense(Dense):
    """Broken: the backward emits an ill-shaped op (an IRError while building the VJP)."""

    def backward(self, b, dy, x, params, aux):
        dx, grads = super().backward(b, dy, x, params, aux)
        return b.add(dx, dy), grads          # dx [.., in] + dy [.., out]: shapes differ


class BatchCentre(Stage):
    """Batch-norm-like: y = x − mean over the batch. Correct gradient, but couples examples."""
    name = "bc"

    def forward(self, b, x, params, aux):
        n = x.type.shape[0]
        mean = b.div(b.reduce(x, (0,)), b.constant(float(n), x.type.dtype, x.type.shape[1:]))
        return b.sub(x, b.broadcast_in_dim(mean, x.type.shape, tuple(range(1, x.type.rank)))), None

    def backward(self, b, dy, saved, params, aux):
        n = dy.type.shape[0]
        mean = b.div(b.reduce(dy, (0,)), b.constant(float(n), dy.type.dtype, dy.type.shape[1:]))
        return b.sub(dy, b.broadcast_in_dim(mean, dy.type.shape, tuple(range(1, dy.type.rank)))), {}

    def reference(self):
        return lambda x, p, aux: x - x.mean(axis=0, keepdims=True)


# Dense: every level passes, its mutants die -----------------------------------------------------
def test_dense_passes_every_level(certified):
    results = certified(suite_tasks(rule="dense"))
    assert {r.level for r in results} == {"symbolic", "autodiff", "batch", "coupling"}
    bad = [(r.level, r.label, r.detail) for r in results if not r.ok]
    assert not bad
    sym = [r for r in results if r.level == "symbolic"]
    assert all(r.method == "expand" and "decided by expand" in r.detail for r in sym)
    assert all(r.max_error <= 1e-12 for r in results if r.level in ("autodiff", "batch"))


def test_dense_mutants_killed(certified):
    results = certified(mutant_tasks("dense"))
    assert {r.rule for r in results} == {"dense/bias-grad-one-example", "dense/untransposed-dx", "dense/dw-transposed"}
    for r in results:
        assert r.ok and r.status == "KILLED", r.detail
        assert r.detail.startswith("KILLED by ")
    by_name = {r.rule: r for r in results}
    # The bias mutant slices example 0: the static pass sees it too.
    assert "coupling" in by_name["dense/bias-grad-one-example"].method
    assert "batch" in by_name["dense/bias-grad-one-example"].method


# A broken rule fails, with a useful detail ----------------------------------------------------
def test_doubled_dx_fails_symbolic():
    r = symbolic(Example(DoubledDense(3, name="fc"), (2, 3), "doubled"), "broken")
    assert not r.ok and r.level == "symbolic"
    assert "dx[0,0]" in r.detail and "not the transposed Jacobian" in r.detail
    assert "dy[0," in r.detail                  # the difference, as an expression in dy and w


def test_doubled_dx_fails_autodiff():
    r = autodiff(Example(DoubledDense(5, name="fc"), (4, 6), "doubled"), "broken")
    assert not r.ok
    assert "dx" in r.detail and "dot" in r.detail
    assert math.isclose(r.max_error, 1.0, rel_tol=1e-9)     # ‖2g − g‖ / ‖g‖
    assert "dfc.w 1e" not in r.detail.split("(all:")[0]       # only dx (and dot) are named as bad


def test_doubled_dx_batch_still_consistent():
    # Wrong by a constant factor, but consistently so per example: the batch tie alone cannot see it.
    r = batch_stage(DoubledDense(3, name="fc"), (2, 4), "broken")
    assert r.ok


def test_ir_error_in_rule_is_a_failure_not_a_crash():
    ex = Example(ShapeBrokenDense(3, name="fc"), (2, 4), "ill-shaped")
    results = [symbolic(ex, "broken"), autodiff(ex, "broken"), coupling(ex, "broken"),
               batch(lambda B: Example(ShapeBrokenDense(3, name="fc"), (B, 4), "ill-shaped"), "broken"),
               batch_stage(ex.stage, ex.x_shape, "broken")]
    for r in results:
        assert not r.ok and r.status == "FAIL" and "IRError" in r.detail, r.detail
        assert r.rule == "broken" and r.max_error == float("inf")
    assert results[0].label == "ill-shaped" and results[0].level == "symbolic"


def test_missing_reference_is_a_failure():
    class NoRef(Dense):
        def reference(self):
            raise NotImplementedError("no reference yet")
    r = autodiff(Example(NoRef(3, name="fc"), (2, 4), "no ref"), "noref")
    assert not r.ok and "NotImplementedError" in r.detail


# Coupling --------------------------------------------------------------------------------------
def test_coupling_flags_batch_centring_and_accepts_dense():
    bad = coupling(Example(BatchCentre(), (3, 4), "batch centre"), "bc")
    assert not bad.ok
    assert "mixed" in bad.detail and "stablehlo.subtract" in bad.detail
    good = coupling(Example(Dense(5, name="fc"), (3, 2, 4), "dense"), "dense")
    assert good.ok, good.detail
    assert "dfc.w mixed" in good.detail


def test_batch_centring_is_otherwise_a_correct_gradient():
    # The coupling check is what rejects it: symbolically and numerically its backward is exact.
    ex = Example(BatchCentre(), (3, 2), "batch centre")
    assert symbolic(ex, "bc").ok
    assert autodiff(ex, "bc").ok
    assert not batch_stage(ex.stage, ex.x_shape, "bc").ok


def test_coupling_reshape_and_dot_rules():
    b = FuncBuilder("f")
    x = b.arg("x", tensor((3, 2, 4), "f32"))
    y = b.reshape(x, (6, 4))                                  # the batch merged with the axis before it
    f = b.ret(y)
    _, err = analyze(f, {"x": B(1)})
    assert err and "reshape merges the batch axis" in err and "stablehlo.reshape" in err

    b = FuncBuilder("g")
    x = b.arg("x", tensor((2, 3, 4), "f32"))
    w = b.arg("w", tensor((4, 5), "f32"))
    y = b.reshape(b.dot_general(x, w, contract=((2,), (0,))), (2, 15))
    s = b.dot_general(x, x, contract=((0,), (0,)))         # a sum over the batch: mixed
    f = b.ret(y, s)
    res, err = analyze(f, {"x": B(0)})
    assert err is None and res[0] == B(0) and str(res[1]) == "mixed"

    b = FuncBuilder("h")
    x = b.arg("x", tensor((2, 4), "f32"))
    w = b.arg("w", tensor((2, 4), "f32"))
    f = b.ret(b.dot_general(x, w, contract=((0,), (0,))))   # the batch contracted against a parameter
    _, err = analyze(f, {"x": B(0), "w": U})
    assert err and "contracts the lhs batch axis" in err


def test_coupling_follows_a_batch_axis_merged_with_the_axes_after_it():
    """[N, C] reshaped to [N·C] is the batch in blocks of C (and back); a depthwise convolution over
    the N·C planes keeps the examples apart; feature groups that straddle the blocks, a dot_general,
    a value in another layout, or a gradient left in blocks do not."""
    b = FuncBuilder("f")
    x = b.arg("x", tensor((2, 5, 5, 3), "f32"))
    merged = b.reshape(b.transpose(x, [1, 2, 0, 3]), (1, 5, 5, 6))
    kern = b.reshape(b.transpose(x, [1, 2, 0, 3]), (5, 5, 1, 6))
    per_plane = b.convolution(merged, kern, feature_group_count=6)          # [1, 1, 1, 6]
    back = b.reshape(per_plane, (1, 1, 2, 3))
    f = b.ret(merged, per_plane, back, b.reduce(back, (2,)))
    res, err = analyze(f, {"x": B(0)})
    assert err is None and res[0] == B(3, 3) and res[1] == B(3, 3) and res[2] == B(2) and str(res[3]) == "mixed"
    assert str(res[0]) == "batched(3, blocks of 3)"

    b = FuncBuilder("g")
    x = b.arg("x", tensor((2, 5, 5, 3), "f32"))
    merged = b.reshape(b.transpose(x, [1, 2, 0, 3]), (1, 5, 5, 6))
    kern = b.broadcast_in_dim(b.reshape(b.transpose(x, [1, 2, 0, 3]), (5, 5, 1, 6)), (5, 5, 2, 6), [0, 1, 2, 3])
    f = b.ret(b.convolution(merged, kern, feature_group_count=3))         # group 1 reads examples 0 and 1
    _, err = analyze(f, {"x": B(0)})
    assert err and "straddle" in err

    b = FuncBuilder("h")
    x = b.arg("x", tensor((2, 3), "f32"))
    y = b.arg("y", tensor((6,), "f32"))
    f = b.ret(b.add(b.reshape(x, (6,)), y))                 # blocks of 3 against blocks of 1
    _, err = analyze(f, {"x": B(0), "y": B(0)})
    assert err and "different axes or layouts" in err

    b = FuncBuilder("n")                                   # rows in blocks through an ordinary conv stay in blocks
    x = b.arg("x", tensor((2, 3, 4, 4, 1), "f32"))
    w = b.arg("w", tensor((3, 3, 1, 2), "f32"))
    y = b.convolution(b.reshape(x, (6, 4, 4, 1)), w, padding=((1, 1), (1, 1)))
    f = b.ret(y, b.reshape(y, (2, 3, 4, 4, 2)))
    res, err = analyze(f, {"x": B(0), "w": U})
    assert err is None and res[0] == B(0, 3) and res[1] == B(0)

    b = FuncBuilder("k")
    x = b.arg("x", tensor((2, 3), "f32"))
    w = b.arg("w", tensor((6, 4), "f32"))
    f = b.ret(b.dot_general(b.reshape(x, (1, 6)), w, contract=((1,), (0,))))
    _, err = analyze(f, {"x": B(0), "w": U})
    assert err and "merged with others" in err


# den constants ------------------------------------------------------------------------------
def test_den_reads_constants_exactly():
    import math as m
    b = FuncBuilder("c")
    x = b.arg("x", tensor((2,), "f32"))
    y = b.mul(x, b.constant([1 / m.sqrt(2), -m.sqrt(2 / m.pi)], "f32"))
    z = b.add(y, b.scalar(1e-6, y))
    f = b.ret(z)
    s = sympy.Symbol("s")
    exact = den.run(f, [np.array([s, s], dtype=object)], "sym", constants=C.table())[0]
    assert sympy.simplify(exact[0] - (s / sympy.sqrt(2) + sympy.Rational(1, 10**6))) == 0
    assert sympy.simplify(exact[1] - (-sympy.sqrt(2 / sympy.pi) * s + sympy.Rational(1, 10**6))) == 0
    plain = den.run(f, [np.array([s, s], dtype=object)], "sym")[0]
    assert plain[0].coeff(s).is_Rational                     # the float's binary value
    with pytest.raises(ValueError):
        den.run(f, [np.ones(2)], "f64", constants=C.table())


def test_funcs_signature_and_order():
    st = Dense(3, name="fc")
    f = forward_func(st, (2, 4), "f64")
    v = vjp_func(st, (2, 4), "f64")
    assert [a.name for a in f.args] == ["x", "fc.w", "fc.b"]
    assert [a.name for a in v.args] == ["x", "fc.w", "fc.b", "dy"]
    assert [t.shape for t in v.result_types] == [(2, 4), (4, 3), (3,)]


# CLI --------------------------------------------------------------------------------------------
def _with_broken_rule(monkeypatch):
    rules = registry.all_rules()
    rules["broken_dense"] = {
        "symbolic": [Example(DoubledDense(2, name="fc"), (2, 2), "doubled")],
        "autodiff": [Example(DoubledDense(4, name="fc"), (3, 5), "doubled")],
        "batch": lambda B: Example(DoubledDense(3, name="fc"), (B, 2), "doubled"),
    }
    monkeypatch.setattr(registry, "all_rules", lambda: rules)


def test_cli_nonzero_when_a_rule_fails(monkeypatch, capsys, tmp_path):
    _with_broken_rule(monkeypatch)
    out = tmp_path / "r.json"
    assert cli_main(["--rule", "broken_dense", "--quiet", "--json", str(out)]) == 1
    text = capsys.readouterr().out
    assert "FAIL" in text and "broken_dense" in text and "Failures:" in text
    data = json.loads(out.read_text())
    assert data["summary"]["failed"] >= 2 and not data["summary"]["ok"]
    assert {r["level"] for r in data["results"] if r["status"] == "FAIL"} >= {"symbolic", "autodiff"}


def test_cli_zero_for_dense_one_level(capsys):
    assert cli_main(["--rule", "dense", "--level", "coupling"]) == 0
    captured = capsys.readouterr()
    assert "PASS" in captured.out and "[1/" in captured.err


def test_cli_unknown_rule_and_level(capsys):
    assert cli_main(["--rule", "no_such_rule", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "unknown rule 'no_such_rule'" in err and "dense" in err
    assert cli_main(["--level", "vibes", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "unknown level 'vibes'" in err and "symbolic" in err and "coupling" in err


def test_surviving_mutant_fails_the_cli(monkeypatch, capsys):
    # A "mutant" that is in fact the correct rule survives every level: that is a gate failure.
    fake = Mutant("dense/not-really-broken", Dense(3, name="fc"), (2, 3))
    real = registry.all_mutants
    monkeypatch.setattr(registry, "all_mutants", lambda: [m for m in real() if m.name.startswith("dense/")] + [fake])
    assert cli_main(["--rule", "dense", "--level", "coupling", "--mutants", "--quiet"]) == 1
    assert "SURVIVED" in capsys.readouterr().out


# Everything registered ---------------------------------------------------------------------------
def test_every_registered_rule_certifies_and_every_mutant_dies(certified):
    """run_certificates(mutants=True)'s tasks (the CLI's `hlocert certify --mutants`), through the
    session's `certified` (conftest.py), whose Results the per-rule tests share."""
    results = certified(suite_tasks(mutants=True))
    failed = [f"{r.rule} {r.level} {r.label}: {r.detail}" for r in results if r.level != "mutant" and not r.ok]
    survived = [f"{r.rule}: {r.detail}" for r in results if r.level == "mutant" and not r.ok]
    assert not failed, "\n".join(failed)
    assert not survived, "\n".join(survived)
    from hlocert.certify.net_mutants import net_mutants
    from hlocert.certify.runner import NET
    assert {r.rule for r in results if r.level != "mutant"} == set(registry.all_rules()) | {NET}
    assert len([r for r in results if r.level == "mutant"]) == len(registry.all_mutants()) + len(net_mutants())


# How the symbolic level decides zero ------------------------------------------------------------
def test_symbolic_decision_methods_are_named():
    import importlib
    S = importlib.import_module("hlocert.certify.symbolic")
    x, y = sympy.symbols("x y", real=True)
    points = S._random_points([x, y], np.random.default_rng(0), S.POINTS)

    def decide(got, expected, skip=()):
        d = S.Decider(points)
        d.timed_out.update(skip)
        return d.decide(got, expected)
    assert decide((x + y) ** 2, x**2 + 2 * x * y + y**2) == (True, "expand")
    assert decide((x**2 - 1) / (x - 1), x + 1) == (True, "cancel")
    assert decide((x + y) ** 2, x**2 + 2 * x * y + y**2, skip=("expand", "cancel")) == (True, "rational-points")
    assert decide(sympy.tanh(x), (sympy.exp(2 * x) - 1) / (sympy.exp(2 * x) + 1)) == (True, "numeric-50")
    zero, why = decide(x * y, x * y + sympy.Rational(1, 10**40))
    assert not zero and "exactly" in why
    zero, why = decide(sympy.tanh(x), sympy.tanh(x) * (1 + sympy.Rational(1, 10**20)))
    assert not zero and "50 digits" in why


def test_hlocert_cli_has_certify(capsys):
    from hlocert.cli import main
    assert main(["certify", "--rule", "dense", "--level", "batch", "--quiet"]) == 0
    assert "dense" in capsys.readouterr().out
    assert main(["certify", "--rule", "nope", "--quiet"]) == 2
