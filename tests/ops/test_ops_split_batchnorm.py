"""split_batch_norm (hlocert/ops/split_batchnorm.py), timm's SplitBatchNorm2d as a rule: every level
of the certifier passes on it and its staged twin (the coupling level through the declared aug-split
views and per-split batch statistics), each mutant is killed by the levels named here; the rule's own
promises (each block of rows is a BatchNorm of its own, the splits are blocks, eval reads the main
set, one-line errors, the coupling pass refusing a statistic that spans the splits). The tie with
timm's own module is test_split_bn_torch.py (-m torch)."""
from __future__ import annotations

import numpy as np
import pytest

from hlocert.certify.coupling import check
from hlocert.certify.funcs import args_list, forward_func, signature, vjp_func
from hlocert.ir import build_module, den, print_module
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ops import split_batchnorm as sbn
from hlocert.ops.base import Chain
from hlocert.ops.batchnorm import BatchNorm, BatchNormEval, StagedBatchNorm, staged_batch_statistics

from test_ops_rules import build, run_den, sample, worst_err
from vjp_helpers import certifier_tests, x64  # noqa: F401  (x64: autouse fixture)

MUTANT_KILLERS = {
    "split_batch_norm/shared-statistics": {"symbolic", "autodiff", "batch", "coupling"},
    "split_batch_norm/main-affine-everywhere": {"symbolic", "autodiff", "batch"},
    "split_batch_norm/running-from-first-split": {"autodiff", "batch"},
    "split_batch_norm/interleaved-splits": {"autodiff", "batch", "coupling"},
}

test_registered_with_every_level_and_its_mutants, test_rule_certifies, test_mutant_killed_by = \
    certifier_tests("split_batch_norm", MUTANT_KILLERS)
test_staged_registered, test_staged_certifies, _ = certifier_tests("split_batch_norm_staged", {})


def _run(stage, x, params, aux, dy):
    """den f64: y, the new state by name, dx and the gradients by name."""
    sig = signature(stage, x.shape)
    y, *state = den.run(forward_func(stage, x.shape, "f64", sig), args_list(sig, x, params, aux), "f64")
    dx, *grads = den.run(vjp_func(stage, x.shape, "f64", sig), args_list(sig, x, params, aux, dy), "f64")
    return y, dict(zip(sig.state, state)), dx, dict(zip(sig.params, grads))


def _draw(stage, shape, seed=0):
    rng = np.random.default_rng(seed)
    params = {n: rng.standard_normal(s) for n, s in stage.param_shapes(shape).items()}
    return rng.standard_normal(shape), params, stage.sample_aux(rng, shape), rng.standard_normal(shape)


@pytest.mark.parametrize("splits", [2, 3])
def test_each_block_is_a_batchnorm_of_its_own(splits):
    """Block s of the rows through the split rule = a plain BatchNorm of set s on block s alone:
    y, dx, γ/β gradients and running statistics (the main set's names for block 0, aux_bn.{s−1}'s else)."""
    stage, shape = sbn.SplitBatchNorm(name="bn", splits=splits), (2 * splits, 3, 2, 4)
    x, params, aux, dy = _draw(stage, shape)
    y, state, dx, grads = _run(stage, x, params, aux, dy)
    n = shape[0] // splits
    for s in range(splits):
        prefix = "bn" if s == 0 else f"bn.aux_bn.{s - 1}"
        one = BatchNorm(name="bn")
        rows = slice(s * n, (s + 1) * n)
        p = {f"bn.{k}": params[f"{prefix}.{k}"] for k in ("g", "b")}
        a = {f"bn.{k}": aux[f"{prefix}.{k}"] for k in ("running_mean", "running_var")}
        y1, state1, dx1, grads1 = _run(one, x[rows], p, a, dy[rows])
        np.testing.assert_allclose(y[rows], y1, rtol=0, atol=1e-13)
        np.testing.assert_allclose(dx[rows], dx1, rtol=0, atol=1e-13)
        for k in ("g", "b"):
            np.testing.assert_allclose(grads[f"{prefix}.{k}"], grads1[f"bn.{k}"], rtol=0, atol=1e-13)
        for k in ("running_mean", "running_var"):
            np.testing.assert_allclose(state[f"{prefix}.{k}"], state1[f"bn.{k}"], rtol=0, atol=1e-13)


def test_names_follow_timm_aux_bn_and_eval_reads_the_main_set():
    stage = sbn.SplitBatchNorm(name="bn1", splits=3, eps=1e-3, momentum=0.01)
    assert list(stage.param_shapes((6, 2, 2, 5))) == ["bn1.g", "bn1.b", "bn1.aux_bn.0.g", "bn1.aux_bn.0.b",
                                                    "bn1.aux_bn.1.g", "bn1.aux_bn.1.b"]
    assert stage.updates((6, 2, 2, 5))[:4] == ("bn1.running_mean", "bn1.running_var",
                                               "bn1.aux_bn.0.running_mean", "bn1.aux_bn.0.running_var")
    assert stage.eval_mode() == BatchNormEval(name="bn1", eps=1e-3, momentum=0.01)


def test_conversion_keeps_constants_and_stays_staged():
    chain = Chain([BatchNorm(name="a", eps=1e-3, momentum=0.2), Chain([StagedBatchNorm(name="b")], name="blk")])
    split = sbn.split_batch_statistics(chain, 3)
    first, inner = split.stages[0], split.stages[1].stages[0]
    assert type(first) is sbn.SplitBatchNorm and (first.eps, first.momentum, first.splits) == (1e-3, 0.2, 3)
    assert type(inner) is sbn.StagedSplitBatchNorm and inner.splits == 3
    assert type(staged_batch_statistics(split).stages[0]) is sbn.StagedSplitBatchNorm


@pytest.mark.parametrize("shape, words", [((5, 2, 2, 3), "multiple of 2"), ((2, 1, 1, 3), "N·H·W ≥ 2")])
def test_bad_batch_is_one_line(shape, words):
    with pytest.raises(ValueError, match=words) as e:
        sbn.SplitBatchNorm(name="bn").check_batch(shape)
    assert "\n" not in str(e.value)


def test_syncbn_refused():
    with pytest.raises(ValueError, match="drop \\+syncbn"):
        sbn.SplitBatchNorm(name="bn").synced(2)


class StatisticOverTheSplitsToo(sbn.SplitBatchNorm):
    """A declared statistic that also sums over the split axis: one value for the whole batch."""

    def _statistic(self, b, v):
        from hlocert.ir.types import Array
        from hlocert.ops.batchnorm import mark_batch_statistic
        init = b.constant(0.0, v.type.dtype)
        mark_batch_statistic(b)
        whole = b.emit("stablehlo.reduce", (v, init), {"dimensions": Array((0, 1, 2, 3))}, combiner="stablehlo.add")
        return b.broadcast_in_dim(whole, (self.splits, v.type.shape[-1]), (1,))


def test_coupling_pass_refuses_a_statistic_across_the_splits():
    ok, detail = check(StatisticOverTheSplitsToo(name="bn"), (4, 2, 2, 3))
    assert not ok and "batch-statistic marker" in detail
    ok, detail = check(sbn.SplitBatchNorm(name="bn"), (4, 2, 2, 3))
    assert ok and "aug-split" in detail and "batch-statistic" in detail


def _every_example_and_mutant():
    out = []
    for rule, cfg in sbn.rules().items():
        for level in ("symbolic", "autodiff"):
            out += [pytest.param(ex.stage, ex.x_shape, id=f"{rule}-{level}-{ex.label}") for ex in cfg[level]]
    return out + [pytest.param(m.stage, m.x_shape, id=m.name) for m in sbn.mutants()]


@pytest.mark.parametrize("stage, x_shape", _every_example_and_mutant())
def test_text_verifies_and_the_f32_render_is_f32(stage, x_shape):
    """The printed forward + VJP (concatenate, slices, the declared reshapes) parses and verifies in
    MLIR at f32 and f64, and the f32 run is the f64 one to float32 rounding."""
    for dtype in ("f32", "f64"):
        text = print_module(build_module(build(stage, x_shape, dtype)))
        assert ("f64" if dtype == "f32" else "f32") not in text
        verify_with_mlir(text)
    inputs = sample(stage, x_shape)
    errs = worst_err(run_den(stage, x_shape, inputs, "f32"), run_den(stage, x_shape, inputs, "f64"), floor=1.0)
    assert max(errs.values()) <= 1e-4, errs
