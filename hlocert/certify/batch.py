"""Batch certificate: the batched rule is the per-example rule, row by row.

For each B, with seeded float64 x, parameters, aux and dy at batch B, den "f64" runs the stage at
batch B and, separately, at batch 1 on each example b alone (x[b], the rows b of every batched
aux input, dy[b]). Ties, each ≤ 1e-12 relative:
  y          the batched output's row b is example b's output;
  dx         row b of the batched input cotangent is example b's;
  gradients  each parameter's batched gradient is the sum of the per-example gradients.
A stage whose output has no batch axis is a batch-mean loss: its y must be the mean of the
per-example outputs, and example b alone is run with the cotangent dy / B.

A stage that declares `batch_coupled` (BatchNorm in training mode: row b of y depends on every
example through the batch statistics) has no per-example decomposition, and the tie above is
false for it (tests/ops/test_ops_batchnorm.py proves so). Its batch certificate is restated: at each B,
y, the new step state, dx and every gradient of the batched rule equal those of jax.vjp of the
independent reference applied to the whole batch (`autodiff.reference_ties`, ≤ 1e-12).
"""
from __future__ import annotations

import time

import numpy as np

from ..ir import den
from .autodiff import TOL, reference_ties, relative
from .funcs import RuleError, args_list, forward_func, random_inputs, signature, vjp_func
from .result import Result, certificate, guarded

BATCH_SIZES = (1, 2, 3, 5)


def _with_batch(x_shape, B, rows_per_example=1):
    return (B * rows_per_example, *tuple(x_shape)[1:])


def batch_tie(stage_at, x_shape_at, Bs=BATCH_SIZES, seed: int = 0):
    """Per-B errors {B: {tie: relative error}}. `stage_at(B)` / `x_shape_at(B)` give the stage and
    input shape at batch B (the per-example run uses B = 1)."""
    rng = np.random.default_rng(seed)
    stage1, shape1 = stage_at(1), tuple(x_shape_at(1))
    if shape1[0] != 1:
        raise RuleError(f"the batch-1 example has input shape {shape1}")
    sig1 = signature(stage1, shape1)
    fwd1 = forward_func(stage1, shape1, "f64", sig1)
    vjp1 = vjp_func(stage1, shape1, "f64", sig1)
    out = {}
    for B in Bs:
        stage, shape = stage_at(B), tuple(x_shape_at(B))
        if shape[0] != B or shape[1:] != shape1[1:]:
            raise RuleError(f"the batch-{B} example has input shape {shape}, expected ({B}, *{shape1[1:]})")
        sig = signature(stage, shape)
        if sig.params != sig1.params:
            raise RuleError(f"parameters differ between batch {B} and batch 1: {sig.params} vs {sig1.params}")
        if sig.aux.keys() != sig1.aux.keys() or sig.batched_aux != sig1.batched_aux:
            raise RuleError(f"aux inputs differ between batch {B} and batch 1")
        if sig.out_batched != sig1.out_batched:
            raise RuleError("the output's batch axis differs between batch sizes")
        x, params, aux, dy = random_inputs(stage, sig, rng)
        y = den.run(forward_func(stage, shape, "f64", sig), args_list(sig, x, params, aux), "f64")[0]
        outs = den.run(vjp_func(stage, shape, "f64", sig), args_list(sig, x, params, aux, dy), "f64")
        ys, dxs, gsum = [], [], {n: 0.0 for n in sig.params}
        for b in range(B):
            aux_b = {n: (a[b:b + 1] if n in sig.batched_aux else a) for n, a in aux.items()}
            dy_b = dy[b:b + 1] if sig.out_batched else dy / B
            ys.append(den.run(fwd1, args_list(sig1, x[b:b + 1], params, aux_b), "f64")[0])
            o = den.run(vjp1, args_list(sig1, x[b:b + 1], params, aux_b, dy_b), "f64")
            dxs.append(o[0])
            for n, g in zip(sig.params, o[1:]):
                gsum[n] = gsum[n] + g
        y_expect = np.concatenate(ys, axis=0) if sig.out_batched else sum(ys) / B
        errs = {"y": relative(y, y_expect), "dx": relative(outs[0], np.concatenate(dxs, axis=0))}
        for n, g in zip(sig.params, outs[1:]):
            errs[f"d{n}"] = relative(g, gsum[n])
        out[B] = errs
    return out


def coupled_tie(stage_at, x_shape_at, Bs=BATCH_SIZES, seed: int = 0):
    """Per-B errors {B: {tie: relative error}} of the whole-batch rule against jax.vjp of the
    whole-batch reference (the batch certificate of a batch-coupled stage)."""
    out = {}
    for B in Bs:
        stage = stage_at(B)
        errs = reference_ties(stage, signature(stage, tuple(x_shape_at(B))), seed)
        out[B] = errs if errs is not None else {"reference dtype": float("inf")}
    return out


def _tie(stage_at, x_shape_at, Bs, seed):
    coupled = stage_at(1).batch_coupled
    return (coupled_tie if coupled else batch_tie)(stage_at, x_shape_at, Bs, seed)


@certificate("batch")
def batch(factory, rule: str = "", Bs=BATCH_SIZES, seed: int = 0) -> Result:
    """The tie for a rule's batch configuration (`factory(B)` -> Example)."""
    t0 = time.perf_counter()
    ex1 = factory(1)
    per_b = _tie(lambda B: factory(B).stage, lambda B: factory(B).x_shape, Bs, seed)
    return _result(rule, ex1.label, ex1.stage, ex1.x_shape, per_b, time.perf_counter() - t0)


def batch_stage(stage, x_shape, rule: str = "", label: str = "", Bs=(1, 2, 3), seed: int = 0) -> Result:
    """The tie for one stage object used at every B (the mutation suite); never raises."""
    def run():
        t0 = time.perf_counter()
        rows = stage.rows_per_example
        per_b = _tie(lambda B: stage, lambda B: _with_batch(x_shape, B, rows), Bs, seed)
        return _result(rule, label, stage, _with_batch(x_shape, 1, rows), per_b, time.perf_counter() - t0)
    return guarded(rule, label, "batch", "x".join(map(str, x_shape)), run)


def _result(rule, label, stage, x_shape1, per_b, seconds) -> Result:
    sig = signature(stage, x_shape1)
    tail = "x".join(map(str, sig.x_shape[1:]))
    shapes = f"B∈{{{','.join(map(str, per_b))}}} x Bx{tail}"
    worst = max((e for errs in per_b.values() for e in errs.values()), default=0.0)
    bad = [f"B={B} {k} {e:.3g}" for B, errs in per_b.items() for k, e in errs.items() if not e <= TOL]
    if stage.batch_coupled:
        mode, what = "coupled (jax.vjp of the batch)", "batched ≠ jax.vjp of the whole-batch reference"
        good = "y, new state, dx and gradients equal jax.vjp of the whole-batch reference"
    else:
        mode = "rows" if sig.out_batched else "batch-mean loss (per-example dy/B)"
        what = "batched ≠ per-example (y/dx rows, gradient sums)"
        good = "y and dx rows equal the per-example ones, gradients their sums"
    if bad:
        return Result(rule, label, "batch", shapes, False, worst, seconds,
                      f"{what} beyond 1e-12: " + ", ".join(bad[:8])
                      + (f" (+{len(bad) - 8} more)" if len(bad) > 8 else ""), mode)
    return Result(rule, label, "batch", shapes, True, worst, seconds,
                  f"{good}, for B in {tuple(per_b)}; max {worst:.1e}", mode)
