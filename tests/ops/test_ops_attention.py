"""The attention and token rules (hlocert/ops/attention.py, hlocert/ops/tokens.py).

den f64 of each forward and hand-written VJP equals jax.vjp of the independent reference
(hlocert/reference/attention_ops.py); the printed text verifies with MLIR; every mutant differs
from the reference and is killed by the certificate meant for it; the coupling pass proves that
attention mixes the tokens of an example and never two examples.
"""
import numpy as np
import pytest

from hlocert.certify import autodiff, batch_stage, coupling, symbolic
from hlocert.certify.coupling import B, analyze
from hlocert.certify.funcs import forward_func, vjp_func
from hlocert.certify.runner import suite_tasks
from hlocert.ir import FuncBuilder, build_module, den, print_module, tensor
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ops import attention as A, tokens as T
from hlocert.ops.base import Example
from hlocert.ops.registry import all_mutants, all_rules

from vjp_helpers import _build, _close, _inputs, _jax, x64  # noqa: F401  (x64: autouse fixture)

RULES = {**A.rules(), **T.rules()}
MUTANTS = {m.name: m for m in A.mutants() + T.mutants()}
EXAMPLES = [pytest.param(ex, id=f"{rule}/{level}/{ex.label}")
            for rule, cfg in RULES.items()
            for level, exs in (("symbolic", cfg["symbolic"]), ("autodiff", cfg["autodiff"]),
                               ("batch", [cfg["batch"](1), cfg["batch"](3)]))
            for ex in exs]


def _den(stage, x_shape, x, params, dy):
    """y, dx and the gradients from den of the stage rendered in f64 (vjp_helpers renders f32
    types, whose rounded constants, such as the scale 1/√2, would cost 1e-8 against the reference)."""
    y = den.run(forward_func(stage, x_shape, "f64"), [x, *params.values()], "f64")[0]
    dx, *grads = den.run(vjp_func(stage, x_shape, "f64"), [x, *params.values(), dy], "f64")
    return y, dx, dict(zip(params, grads))


def _wrong_outputs(stage, x_shape):
    """The outputs ("y", "dx", parameter names) where den of `stage` differs from the reference."""
    x, params, dy = _inputs(stage, x_shape)
    y, dx, grads = _den(stage, x_shape, x, params, dy)
    y_ref, dx_ref, grads_ref = _jax(stage, x, params, dy)
    assert set(grads) == set(grads_ref)
    return [n for n, a, r in (("y", y, y_ref), ("dx", dx, dx_ref), *((n, grads[n], grads_ref[n]) for n in grads))
            if not _close(a, r)]


@pytest.mark.parametrize("ex", EXAMPLES)
def test_matches_jax_vjp_of_the_reference(ex):
    assert _wrong_outputs(ex.stage, ex.x_shape) == []


@pytest.mark.parametrize("stage, x_shape", [pytest.param(ex.stage, ex.x_shape, id=f"{r}/{ex.label}")
                                            for r, cfg in RULES.items() for ex in cfg["symbolic"]]
                         + [pytest.param(m.stage, m.x_shape, id=n) for n, m in MUTANTS.items()])
def test_printed_text_verifies(stage, x_shape):
    verify_with_mlir(print_module(build_module(_build(stage, x_shape)[0])))


@pytest.mark.parametrize("m", [pytest.param(m, id=n) for n, m in MUTANTS.items()])
def test_mutant_differs_from_the_reference(m):
    assert _wrong_outputs(m.stage, m.x_shape)


# The certificate that must kill each mutant (the full suite, every level, runs in test_certify).
KILLS = [
    ("attention/softmax-over-queries", "autodiff"),
    ("attention/softmax-vjp-sum-over-queries", "symbolic"),
    ("attention/scale-missing-in-backward", "symbolic"),
    ("attention/dv-untransposed-probabilities", "autodiff"),
    ("attention/unmerge-without-transpose", "autodiff"),
    ("attention/keys-across-examples", "coupling"),
    ("attention/keys-across-examples", "batch"),
    ("patch_tokens/unflatten-transposed", "symbolic"),
    ("class_token/grad-from-wrong-token", "symbolic"),
    ("class_readout/scatter-to-last-token", "symbolic"),
    ("position_embedding/grad-from-one-example", "batch"),
    ("position_embedding/grad-from-one-example", "coupling"),
]


@pytest.mark.parametrize("name, level", KILLS, ids=[f"{n}-{lv}" for n, lv in KILLS])
def test_mutant_killed_by_its_certificate(name, level):
    m = MUTANTS[name]
    ex = Example(m.stage, m.x_shape, name)
    run = {"symbolic": lambda: symbolic(ex, name, stop_at_first=True), "autodiff": lambda: autodiff(ex, name),
           "batch": lambda: batch_stage(m.stage, m.x_shape, name, name), "coupling": lambda: coupling(ex, name)}
    result = run[level]()
    assert not result.ok, result.detail


def test_the_issue_mutants_are_registered():
    names = {m.name for m in all_mutants()}
    assert {"attention/softmax-over-queries", "attention/scale-missing-in-backward",
            "attention/dv-untransposed-probabilities", "position_embedding/grad-from-one-example",
            "class_token/grad-from-wrong-token", "class_readout/scatter-to-last-token"} <= names
    assert {"attention", "class_token", "class_readout", "position_embedding"} <= set(all_rules())


@pytest.mark.parametrize("rule", ["patch_tokens", "class_token", "class_readout", "position_embedding"])
def test_token_rules_certify_and_their_mutants_die(certified, rule):
    results = certified(suite_tasks(rule, mutants=True))
    assert {r.level for r in results} == {"symbolic", "autodiff", "batch", "coupling", "mutant"}
    assert all(r.ok for r in results), [r.detail for r in results if not r.ok]


@pytest.mark.parametrize("level", ["batch", "coupling"])
def test_attention_certifies(certified, level):
    """Symbolic (≈10 s of SymPy) and autodiff (≈15 s; its ties are test_matches_jax_vjp_of_the_reference's)
    run in test_certify's full suite."""
    results = certified(suite_tasks("attention", level))
    assert results and all(r.ok for r in results), [r.detail for r in results if not r.ok]


# Coupling: tokens mix, examples never --------------------------------------------------------
def test_coupling_accepts_attention_batched_over_examples_and_heads():
    result = coupling(Example(A.Attention(3), (3, 5, 36), "3 heads"), "attention")
    assert result.ok and "dx batched(0)" in result.detail, result.detail


def test_coupling_rejects_attention_over_the_whole_batch():
    m = MUTANTS["attention/keys-across-examples"]
    result = coupling(Example(m.stage, m.x_shape, m.name), m.name)
    # the reshape of [B, T, D] to one sequence of B·T tokens is followed (the batch in blocks of T);
    # the attention's dot_general over it is the violation
    assert not result.ok and "dot_general of a batch axis merged with others" in result.detail, result.detail


def test_coupling_rejects_scores_batched_over_heads_only():
    """q·kᵀ batched over the heads alone pairs each example's queries with every example's keys."""
    b = FuncBuilder("scores")
    q = b.arg("q", tensor((2, 3, 4, 5)))
    k = b.arg("k", tensor((2, 3, 4, 5)))
    f = b.ret(b.dot_general(q, k, contract=((3,), (3,)), batch=((1,), (1,))))
    _, err = analyze(f, {"q": B(0), "k": B(0)})
    assert err and "pairs the batch axis" in err and "stablehlo.dot_general" in err
    g = FuncBuilder("scores")
    q = g.arg("q", tensor((2, 3, 4, 5)))
    k = g.arg("k", tensor((2, 3, 4, 5)))
    res, err = analyze(g.ret(g.dot_general(q, k, contract=((3,), (3,)), batch=A.BATCHED)), {"q": B(0), "k": B(0)})
    assert err is None and res[0] == B(0)


# Rule-specific promises ---------------------------------------------------------------------
def test_token_gradients_land_where_the_tokens_went():
    x, params, dy = _inputs(T.ClassToken(name="cls"), (3, 4, 2))
    _, dx, grads = _den(T.ClassToken(name="cls"), (3, 4, 2), x, params, dy)
    np.testing.assert_array_equal(dx, dy[:, 1:])
    np.testing.assert_allclose(grads["cls.token"], dy[:, :1].sum(axis=0, keepdims=True), rtol=1e-15)

    x, params, dy = _inputs(T.ClassReadout(), (3, 4, 2))
    _, dx, _ = _den(T.ClassReadout(), (3, 4, 2), x, params, dy)
    np.testing.assert_array_equal(dx[:, 0], dy)
    assert np.all(dx[:, 1:] == 0)

    x, params, dy = _inputs(T.PositionEmbedding(name="pos"), (3, 4, 2))
    _, dx, grads = _den(T.PositionEmbedding(name="pos"), (3, 4, 2), x, params, dy)
    np.testing.assert_array_equal(dx, dy)
    np.testing.assert_allclose(grads["pos.table"], dy.sum(axis=0, keepdims=True), rtol=1e-15)


def test_attention_is_stable_for_large_scores_in_f32():
    stage, shape = A.Attention(2), (2, 4, 24)
    x, params, dy = _inputs(stage, shape)
    x = x * 30.0                                   # scores ~1e3: exp overflows f32 without the max
    y = den.run(forward_func(stage, shape, "f32"), [x.astype(np.float32)], "f32")[0]
    y_ref, _, _ = _jax(stage, x, params, dy)
    assert np.all(np.isfinite(y))
    assert np.max(np.abs(y - y_ref)) <= 1e-4 * np.max(np.abs(y_ref))


def test_bad_shapes_are_one_line_errors():
    with pytest.raises(ValueError, match="does not split into 5 heads"):
        A.Attention(5).out_shape((1, 2, 24))
    with pytest.raises(ValueError, match=r"fused qkv \[B, T, 3·D\], got shape \(1, 2, 7\)"):
        A.Attention(1).out_shape((1, 2, 7))
    with pytest.raises(ValueError, match=r"class-token prepend takes tokens \[B, T, D\]"):
        T.ClassToken(name="cls").param_shapes((2, 8))
