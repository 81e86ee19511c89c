"""BatchNorm under data parallel (DESIGN invariant 5): by default each replica normalises by its own
batch (PyTorch DDP) and the render averages the new running statistics over the replicas, so the
carried state stays replicated; `+syncbn` normalises by the global batch (SyncBatchNorm: the
per-channel sums all-reduced), certified by the tie R replicas × B = 1 replica × R·B in float64
(den) — loss, every gradient, the running statistics. The coupling pass accepts exactly the
declared statistics and kills a BatchNorm net with one more cross-example op."""
from dataclasses import replace

import numpy as np
import pytest

from hlocert.certify.funcs import args_list, signature as rule_signature, vjp_func, forward_func
from hlocert.certify.net_mutants import _inputs, _state_inputs, whole_step_coupling
from hlocert.ir import den
from hlocert.nets.tinycnn import CrossExampleTinyCNN, TinyCNN
from hlocert.ops.batchnorm import BatchNorm
from hlocert.optim.base import HostSchedule
from hlocert.render import grad_func, render, train_step_func
from hlocert.render.signature import STATE, signature
from hlocert.render.variants import Variant, VariantError

BN = TinyCNN("S", 10, 16, bn=True)


def _rel(a, b):
    return float(np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-300))


def _step_inputs(v, batch, seed=0):
    params, x, mask, targets = _inputs(BN, batch, seed, all_ones=False)
    chain = v.chain()
    return {"x": x, "params": params, STATE: _state_inputs(BN, seed), **chain.init(params),
            "scalars": chain.scalars_at(1, HostSchedule(lr=lambda t: 1e-2), np.float64), "drop_mask": mask,
            "targets": targets}


def _split(values, replicas, batch):
    rows = lambda r: slice(r * batch, (r + 1) * batch)  # noqa: E731
    return [{k: (a[rows(r)] if k in ("x", "drop_mask", "targets") else a) for k, a in values.items()}
            for r in range(replicas)]


def _worst(got: dict, want: dict) -> tuple[float, str]:
    errs = {}
    for g, w in want.items():
        for k, a in (w.items() if isinstance(w, dict) else [(g, w)]):
            errs[f"{g} {k}"] = _rel((got[g][k] if isinstance(w, dict) else got[g]), a)
    worst = max(errs, key=errs.get)
    return errs[worst], worst


@pytest.mark.parametrize("replicas, batch", [(2, 2), (3, 1)])
def test_syncbn_tie_r_replicas_of_b_equal_one_replica_of_r_times_b(replicas, batch):
    one = Variant(BN, replicas * batch, 1, drop=True)
    sync = Variant(BN, batch, replicas, drop=True, syncbn=True)
    values = _step_inputs(one, replicas * batch)
    sig1, sig_r = signature(one), signature(sync)
    want = sig1.unpack(den.run(train_step_func(one, "f64"), sig1.pack(values), "f64"))
    outs = den.run_replicas(train_step_func(sync, "f64"), [sig_r.pack(a) for a in _split(values, replicas, batch)],
                            "f64")
    for r, out in enumerate(outs):
        err, worst = _worst(sig_r.unpack(out), want)     # loss, θ', m' (the gradients), v', state'
        assert err <= 1e-12, f"replica {r}: {worst} {err:.2e}"


def test_without_syncbn_replicas_use_their_own_batch_and_average_the_running_statistics():
    one, two = Variant(BN, 2, 1, drop=True), Variant(BN, 2, 2, drop=True)
    values = _step_inputs(one, 4)
    halves = _split(values, 2, 2)
    sig2, gsig = signature(two), signature(one, grad=True)
    outs = [sig2.unpack(o) for o in den.run_replicas(train_step_func(two, "f64"), [sig2.pack(a) for a in halves],
                                                     "f64")]
    own = [gsig.unpack(den.run(grad_func(one, "f64"), gsig.pack({k: h[k] for k in gsig.names()}), "f64"))
           for h in halves]
    for k in BN.state_shapes():
        mean = (own[0][STATE][k] + own[1][STATE][k]) / 2
        assert np.array_equal(outs[0][STATE][k], outs[1][STATE][k])     # replicated
        assert _rel(outs[0][STATE][k], mean) <= 1e-15
        old = values[STATE][k]                                          # each half has its own statistics
        assert _rel(own[0][STATE][k] - old, own[1][STATE][k] - old) > 1e-3
    # and the step is not the global batch's: per-replica statistics differ from SyncBN's
    sync = Variant(BN, 2, 2, drop=True, syncbn=True)
    synced = sig2.unpack(den.run_replicas(train_step_func(sync, "f64"), [sig2.pack(a) for a in halves], "f64")[0])
    assert _rel(synced["loss"], outs[0]["loss"]) > 1e-6


class SyncBatchNormLocalBackward(BatchNorm):
    """SyncBatchNorm whose backward takes the batch means of dy and dy·x̂ over its own replica only"""

    def backward(self, b, dy, saved, params, aux):
        xhat, rstd, g, _ = saved
        db, dg = self._statistic(b, dy), self._statistic(b, b.mul(dy, xhat))
        m = self._count(dy) // self.replicas
        scale = self._channel(b, b.mul(g, rstd), dy)
        centred = b.sub(dy, self._channel(b, self._per_count(b, db, m), dy))
        dx = b.mul(scale, b.sub(centred, b.mul(xhat, self._channel(b, self._per_count(b, dg, m), dy))))
        return dx, {self.pname("g"): dg, self.pname("b"): db}


@pytest.mark.parametrize("cls, ties", [(BatchNorm, True), (SyncBatchNormLocalBackward, False)])
def test_the_syncbn_rule_ties_to_batchnorm_on_the_global_batch(cls, ties):
    """Rule level: 2 replicas' SyncBatchNorm y, new running statistics, dx rows and summed dg, db
    equal one BatchNorm's over both halves; a backward with per-replica means does not."""
    rng = np.random.default_rng(0)
    whole, half = (4, 3, 3, 5), (2, 3, 3, 5)
    ref = BatchNorm(name="bn")
    x, dy = rng.standard_normal(whole), rng.standard_normal(whole)
    p = {"bn.g": rng.uniform(0.5, 2, 5), "bn.b": rng.standard_normal(5)}
    aux = {k: np.asarray(a) for k, a in ref.sample_aux(rng, whole).items()}
    sig1 = rule_signature(ref, whole)
    y1, *state1 = den.run(forward_func(ref, whole, "f64", sig1), args_list(sig1, x, p, aux), "f64")
    dx1, *grads1 = den.run(vjp_func(ref, whole, "f64", sig1), args_list(sig1, x, p, aux, dy), "f64")
    sync = replace(cls(name="bn"), replicas=2)
    sig2 = rule_signature(sync, half)
    rows = [slice(0, 2), slice(2, 4)]
    fwd = den.run_replicas(forward_func(sync, half, "f64", sig2), [args_list(sig2, x[r], p, aux) for r in rows], "f64")
    vjp = den.run_replicas(vjp_func(sync, half, "f64", sig2), [args_list(sig2, x[r], p, aux, dy[r]) for r in rows],
                           "f64")
    assert _rel(np.concatenate([f[0] for f in fwd]), y1) <= 1e-13
    assert all(_rel(f[1 + i], state1[i]) <= 1e-13 for f in fwd for i in range(2))
    errs = [_rel(np.concatenate([o[0] for o in vjp]), dx1)] + [_rel(vjp[0][1 + i] + vjp[1][1 + i], grads1[i])
                                                               for i in range(2)]
    assert (max(errs) <= 1e-13) == ties, errs


def test_syncbn_is_a_train_option_of_a_batchnorm_net():
    v = Variant.parse("tinycnn_S-c10-i16-b2x4-adamw+wx+clip1.0+drop+syncbn+bn")
    assert v.syncbn and v.name == "tinycnn_S-c10-i16-b2x4-adamw+wx+clip1.0+drop+syncbn+bn"
    text = render(v)
    assert "batch statistics: over the global batch of 4×2 (SyncBatchNorm" in text
    assert text.count("stablehlo.all_reduce") > render(replace(v, syncbn=False)).count("stablehlo.all_reduce")
    plain = render(replace(v, syncbn=False))
    assert "batch statistics: each replica's own batch of 2 (PyTorch DDP); the new running statistics are their " \
           "mean over the replicas" in plain
    assert "── data parallel: the new running statistics are their mean over the replicas (4) ──" in plain
    with pytest.raises(VariantError, match="has no BatchNorm: drop \\+syncbn"):
        Variant.parse("tinycnn_S-c10-i16-b2x4-adamw+wx+clip1.0+drop+syncbn")
    with pytest.raises(VariantError, match="option 'syncbn' is not valid for fwd"):
        Variant.parse("tinycnn_S-c10-i16-b2x1-fwd+syncbn+bn")


def test_coupling_accepts_the_declared_statistics_and_kills_any_other_cross_example_op():
    ok, _, detail = whole_step_coupling(BN)
    assert ok and detail == "no op couples examples beyond the 12 declared BatchNorm batch statistics"
    mutant = CrossExampleTinyCNN(BN.size, BN.num_classes, BN.image_size, bn=True)
    ok, _, detail = whole_step_coupling(mutant)
    assert not ok and "a batch-summed (mixed) value meets a batched one" in detail
    assert "tinycnn/bn-net-cross-example-op" in TinyCNN.mutants()
