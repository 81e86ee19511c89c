"""BatchNorm (NHWC, per channel) in training and eval mode, and the coupling pass's carve-out.

Training mode: the forward and its new running statistics against plain numpy (momentum 0.1,
unbiased running variance) and against jax.vjp of the reference; the symbolic certificate over the
whole batch; the batch certificate in its coupled form, and a proof that the per-example form is
false for it; each mutant dies at the certificate that should kill it. The coupling pass accepts
exactly the declared batch statistics, and still rejects any other op that mixes examples, in a
net that contains BatchNorm too.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pytest

from hlocert.certify.autodiff import autodiff
from hlocert.certify.batch import batch, batch_stage, batch_tie
from hlocert.certify.coupling import B, analysis, check, coupling
from hlocert.certify.funcs import args_list, forward_func, signature, vjp_func
from hlocert.certify.symbolic import symbolic
from hlocert.ir import build_module, den, print_module
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ir.parser import parse_module
from hlocert.ir.types import Array
from hlocert.ops import registry
from hlocert.ops.base import Chain, Example, Residual, Stage
from hlocert.ops.batchnorm import (BATCH_STATISTIC, BatchNorm, BatchNormEval, BatchNormEvalWithBatchStatistics,
                                   BatchNormGradWithoutBatchMeans,
                                   BatchNormRunningVarBiased, BatchNormStatsOverWrongAxes,
                                   BatchNormStagedPartialMean, BatchNormStagedUndeclared,
                                   BatchNormVarianceWithoutMean, StagedBatchNorm, mark_batch_statistic,
                                   staged_batch_statistics)
from hlocert.ops.conv import Conv2D


def inputs(stage, x_shape, seed=0):
    sig = signature(stage, x_shape)
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(x_shape) * 2 + 0.5
    params = {n: rng.standard_normal(s) for n, s in sig.params.items()}
    aux = {n: np.asarray(a) for n, a in stage.sample_aux(rng, x_shape).items()}
    return sig, x, params, aux


def test_train_forward_and_running_statistics_match_numpy():
    stage = BatchNorm(name="bn")
    sig, x, p, aux = inputs(stage, (3, 4, 5, 6))
    y, new_mean, new_var = den.run(forward_func(stage, x.shape, "f64", sig), args_list(sig, x, p, aux), "f64")
    mean, var = x.mean(axis=(0, 1, 2)), x.var(axis=(0, 1, 2))
    np.testing.assert_allclose(y, (x - mean) / np.sqrt(var + 1e-5) * p["bn.g"] + p["bn.b"], rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(new_mean, 0.9 * aux["bn.running_mean"] + 0.1 * mean, rtol=1e-12)
    m = 3 * 4 * 5
    np.testing.assert_allclose(new_var, 0.9 * aux["bn.running_var"] + 0.1 * var * m / (m - 1), rtol=1e-12)
    assert sig.state == ("bn.running_mean", "bn.running_var")


def test_eval_forward_uses_the_running_statistics():
    stage = BatchNormEval(name="bn")
    sig, x, p, aux = inputs(stage, (2, 3, 3, 4))
    outs = den.run(forward_func(stage, x.shape, "f64", sig), args_list(sig, x, p, aux), "f64")
    assert len(outs) == 1 and sig.state == ()
    rm, rv = aux["bn.running_mean"], aux["bn.running_var"]
    np.testing.assert_allclose(outs[0], (x - rm) / np.sqrt(rv + 1e-5) * p["bn.g"] + p["bn.b"], rtol=1e-12)


@pytest.mark.parametrize("stage", [BatchNorm(name="bn"), BatchNormEval(name="bn")], ids=["train", "eval"])
def test_autodiff_certificate_passes(stage):
    r = autodiff(Example(stage, (3, 3, 2, 4), "small"), "bn")
    assert r.ok, r.detail
    assert ("new bn.running_var" in r.detail) == (not isinstance(stage, BatchNormEval))


def test_symbolic_certificate_over_the_whole_batch():
    r = symbolic(Example(BatchNorm(name="bn"), (2, 1, 2, 1), "B2 1x2x1"), "bn")
    assert r.ok, r.detail


def test_coupled_batch_certificate_passes_and_the_per_example_form_is_false():
    r = batch(lambda B: Example(BatchNorm(name="bn"), (B, 2, 2, 3), "2x2x3"), "bn", Bs=(1, 2, 3))
    assert r.ok and r.method == "coupled (jax.vjp of the batch)", r.detail
    per_example = batch_tie(lambda B: BatchNorm(name="bn"), lambda B: (B, 2, 2, 3), Bs=(2, 3))
    for B, errs in per_example.items():
        # Each example normalised by its own statistics is not the batch-normalised row.
        assert errs["y"] > 1e-2 and errs["dx"] > 1e-2 and errs["dbn.g"] > 1e-2, (B, errs)


def test_eval_mode_keeps_the_per_example_batch_certificate():
    r = batch(lambda B: Example(BatchNormEval(name="bn"), (B, 2, 2, 3), "2x2x3"), "bn", Bs=(1, 2, 3))
    assert r.ok and r.method == "rows", r.detail


@pytest.mark.parametrize("cls,x_shape,killer,detail", [
    (BatchNormVarianceWithoutMean, (2, 2, 1, 2), "autodiff", "y "),
    (BatchNormRunningVarBiased, (2, 2, 1, 2), "autodiff", "new bn.running_var"),
    (BatchNormGradWithoutBatchMeans, (2, 2, 1, 2), "autodiff", "dx "),
    (BatchNormStatsOverWrongAxes, (2, 2, 1, 2), "coupling", "batch-statistic marker stands before"),
])
def test_each_mutant_dies(cls, x_shape, killer, detail):
    ex = Example(cls(name="bn"), x_shape, cls.__name__)
    r = {"autodiff": autodiff, "coupling": coupling}[killer](ex, "bn")
    assert not r.ok and detail in r.detail, r.detail
    if cls is BatchNormStatsOverWrongAxes:
        assert not autodiff(ex, "bn").ok
    if cls is BatchNormRunningVarBiased:      # y, dx and the gradients are right: only the state is wrong
        assert symbolic(ex, "bn").ok and coupling(ex, "bn").ok


def test_mutants_registered():
    names = {m.name for m in registry.all_mutants()}
    assert {"batch_norm/variance-without-mean", "batch_norm/running-var-biased",
            "batch_norm/grad-without-batch-means", "batch_norm/stats-over-wrong-axes",
            "batch_norm_eval/batch-statistics", "batch_norm_staged/partial-mean",
            "batch_norm_staged/undeclared"} <= names
    assert {"batch_norm", "batch_norm_staged", "batch_norm_eval", "max_pool"} <= set(registry.all_rules())


# ---------------------------------------------------------------------------------------------
# Staged statistics (StagedBatchNorm): each Σ over H, W per example, then the declared Σ over N.

def _run(stage, sig, x, p, aux, dtype):
    return den.run(forward_func(stage, x.shape, dtype, sig), args_list(sig, x, p, aux), dtype)


def test_staged_statistics_are_the_same_function_summed_in_another_order():
    """In float64 the staged forward and running statistics equal the flat ones to rounding; the
    text has two more reduces per Σ (two forward, two backward: over H, then W, then N) and the same
    declared statistics."""
    flat, staged = BatchNorm(name="bn"), StagedBatchNorm(name="bn")
    sig, x, p, aux = inputs(flat, (3, 4, 5, 6))
    for a, b in zip(_run(flat, sig, x, p, aux, "f64"), _run(staged, sig, x, p, aux, "f64")):
        np.testing.assert_allclose(b, a, rtol=1e-13, atol=1e-13)
    texts = [print_module(build_module(vjp_func(s, x.shape, "f32", sig))) for s in (flat, staged)]
    reduces = [t.count("stablehlo.reduce") for t in texts]
    assert reduces[1] - reduces[0] == 8 and texts[1].count(BATCH_STATISTIC) == texts[0].count(BATCH_STATISTIC) == 4
    r = coupling(Example(staged, (3, 4, 5, 6), "staged"), "bn")
    assert r.ok, r.detail


def test_staged_sums_are_float32_accurate_where_one_long_sequential_sum_is_not():
    """Why the staging: a float32 Σ over M = N·H·W values taken in one sequential pass (how IREE-CPU
    lowers a long reduce, BENCHMARKS.md) errs ~√M roundings; H, then W per example, then N (the
    staged order, `sum_hw`), far less.
    Measured here on numpy's sequential float32 running sum (cumsum), not on a compiler."""
    rng = np.random.default_rng(0)
    x = (rng.standard_normal((32, 16, 16, 8)) + 3.0).astype(np.float32)
    exact = x.astype(np.float64).sum(axis=(0, 1, 2))
    flat = np.cumsum(x.reshape(-1, 8), axis=0, dtype=np.float32)[-1]
    rows = np.cumsum(x.reshape(32, 16, 16 * 8), axis=1, dtype=np.float32)[:, -1].reshape(32, 16, 8)
    per_example = np.cumsum(rows, axis=1, dtype=np.float32)[:, -1]
    staged = np.cumsum(per_example, axis=0, dtype=np.float32)[-1]
    err = lambda s: float(np.max(np.abs(s - exact) / np.abs(exact)))
    assert err(flat) > 10 * err(staged), (err(flat), err(staged))


def test_staged_batch_statistics_maps_every_training_batchnorm_and_nothing_else():
    bn, ev = BatchNorm(name="a", eps=1e-3, momentum=0.01, replicas=2), BatchNormEval(name="b")
    out = staged_batch_statistics(Chain([bn, Residual(Chain([Conv2D(4, name="c"), ev]), name="r")]))
    s = out.stages[0]
    assert type(s) is StagedBatchNorm and (s.name, s.eps, s.momentum, s.replicas) == ("a", 1e-3, 0.01, 2)
    assert out.stages[1].branch.stages[1] is ev and type(out.stages[1].branch.stages[0]) is Conv2D
    assert type(s.eval_mode()) is BatchNormEval


@pytest.mark.parametrize("cls,killer,detail", [
    (BatchNormStagedPartialMean, "autodiff", "y "),
    (BatchNormStagedUndeclared, "coupling", "examples are coupled"),
])
def test_each_staged_mutant_dies(cls, killer, detail):
    ex = Example(cls(name="bn"), (2, 1, 2, 2), cls.__name__)
    r = {"autodiff": autodiff, "coupling": coupling}[killer](ex, "bn")
    assert not r.ok and detail in r.detail, r.detail
    if cls is BatchNormStagedUndeclared:        # the same function: only the declaration is missing
        assert autodiff(ex, "bn").ok


# ---------------------------------------------------------------------------------------------
# The coupling carve-out.

@dataclass
class SubtractBatchMean(Stage):
    """Another op mixing examples: x minus its mean over the batch axis (no declaration)."""
    name: str = ""

    @staticmethod
    def _centre(b, v):
        total = b.reduce(v, (0,))
        mean = b.div(total, b.scalar(v.type.shape[0], total))
        return b.sub(v, b.broadcast_in_dim(mean, v.type.shape, (1, 2, 3)))

    def forward(self, b, x, params, aux):
        return self._centre(b, x), None

    def backward(self, b, dy, saved, params, aux):
        return self._centre(b, dy), {}


@dataclass
class MarkedElsewhere(SubtractBatchMean):
    """Uses BatchNorm's marker on its own batch reduction, without declaring batch coupling."""
    batch_coupled = False

    def forward(self, b, x, params, aux):
        init = b.constant(0.0, x.type.dtype)
        mark_batch_statistic(b)
        total = b.emit("stablehlo.reduce", (x, init), {"dimensions": Array((0, 1, 2))}, combiner="stablehlo.add")
        return b.sub(x, b.broadcast_in_dim(total, x.type.shape, (3,))), None

    def backward(self, b, dy, saved, params, aux):
        return dy, {}


def net(*middle):
    return Chain([Conv2D(4, padding=((1, 1), (1, 1)), bias=False, name="conv"), BatchNorm(name="bn"), *middle],
                 name="stem")


def test_coupling_accepts_exactly_the_declared_statistics():
    ok, detail = check(net(), (2, 4, 4, 3))
    assert ok and "batch-statistic carve-out: 6 reduction(s)" in detail, detail
    ok, detail = check(Chain([Residual(BatchNorm(name="bn"), name="r")]), (2, 2, 2, 3))
    assert ok, detail


def test_another_cross_example_op_in_a_net_with_batchnorm_fails_the_pass():
    ok, detail = check(net(SubtractBatchMean()), (2, 4, 4, 3))
    assert not ok and "a batch-summed (mixed) value meets a batched one" in detail, detail


def test_the_marker_is_checked_and_only_batchnorm_may_use_it():
    for stage in (MarkedElsewhere(), BatchNormEvalWithBatchStatistics(name="bn")):
        ok, detail = check(stage, (2, 2, 2, 3))
        assert not ok and "does not declare batch_coupled" in detail, detail
    ok, detail = check(BatchNormStatsOverWrongAxes(name="bn"), (2, 2, 1, 2))
    assert not ok and "not an add-reduce of a batched(0) value over every axis but the last" in detail


def test_the_carve_out_survives_print_and_parse():
    stage = BatchNorm(name="bn")
    func = vjp_func(stage, (2, 2, 2, 3), "f32")
    func.name = "main"
    text = print_module(build_module(func))
    assert text.count(f"// {BATCH_STATISTIC}") == 4
    verify_with_mlir(text)
    parsed = analysis(parse_module(text).main, {"x": B(0), "dy": B(0)})
    assert parsed.error is None and parsed.statistics == 4 and parsed.results[0] == B(0)


def test_batch_stage_uses_the_coupled_form_for_a_batchnorm_mutant():
    r = batch_stage(BatchNormGradWithoutBatchMeans(name="bn"), (2, 2, 1, 2), "m", "m", Bs=(2,))
    assert not r.ok and "jax.vjp of the whole-batch reference" in r.detail, r.detail
