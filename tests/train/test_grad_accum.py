"""`--grad-accum-steps K` in the trainer (issue 15): K micro-batches of B per update through the
gradient function, their mean gradient and loss through the apply step; with BatchNorm, each
micro-batch normalised by its own statistics and the running statistics carried from one
micro-batch to the next (the last two tests).

The K=2 run at B equals the K=1 run at 2B: the loader's batches (one per update) and the drop
masks are the 1×(2B) run's, split into micro-batches, so the two runs differ only by float32
rounding — the 1×2B step sums its gradient over 2B rows in its backward, the accumulating run
sums two B-row gradients with the accumulate function (float32; at K=2 bit-identical to the
float64 host sum it replaced). Measured (TinyCNN-S, SGD with Nesterov momentum,
drop-path rate 0.5, 4 updates), worst per step or tensor: loss 1.0e-7 relative, momentum buffer (the
accumulated gradients) 4.2e-7 relative L2, update Δθ = θ₄ − θ₀ 3.5e-6 (Δθ is small against θ, so
θ's own float32 rounding dominates it). Bounds from floors of the run's own (`_assert_the_same_run`,
tests/floors.py): 3.6e-6, 3.6e-6, 1.7e-4, while the sum in place of the mean gives Δθ 2.4 and
momentum 2.9.
"""
import json

import jax
import numpy as np
import optax
import pytest

from hlocert.certify.net_mutants import _state_inputs
from hlocert.cli import main
from hlocert.ir import den
from hlocert.nets.base import draw_drop_mask
from hlocert.optim import HostSchedule
from hlocert.runtime import get_lowerer
from hlocert.reference import optim as ref_optim
from hlocert.render import accumulate_func, accumulate_text, apply_func, grad_func, train_step_func
from hlocert.render.signature import STATE, signature
from hlocert.render.variants import Variant
from hlocert.train import TrainConfig, Trainer, TrainError, list_checkpoints, load_checkpoint

from test_optim_ties import lr_at, rel
from floors import EPS32, assert_within_floor, whole_rel
from trainer_runs import FixedLoader, run_losses, tiny_folder, train, trainer
from vjp_helpers import x64  # noqa: F401  (x64, autouse: the float64 reference; per test and restored)

KIND = "sgd+m0.9+nesterov+wd0.0001+wx+drop"
STEPS = 4


def _variant(batch: int) -> str:
    return f"tinycnn_S-c10-i32-b{batch}x1-{KIND}"


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    """20 train images: 5 updates of 4 images per epoch."""
    return tiny_folder(tmp_path_factory.mktemp("accum"), per_class_train=2, per_class_val=1)


def _cfg(data, out, batch, k, **kw):
    base = dict(data=data, variant=_variant(batch), grad_accum_steps=k, epochs=2, lr=0.05, warmup_epochs=0.2,
                seed=3, out=str(out), workers=0, label_smoothing=0.0, drop_path=0.5, eval=False, plot=False,
                keep=50)
    return TrainConfig(**{**base, **kw})


@pytest.fixture(scope="module")
def accumulated(data, tmp_path_factory):
    """An uninterrupted K=2 × B=2 run over 6 updates (across the epoch end at 5)."""
    out = tmp_path_factory.mktemp("acc2x2")
    train(_cfg(data, out, 2, 2, max_steps=6))
    return out


@pytest.fixture(scope="module")
def whole(data, tmp_path_factory):
    """The K=1 run at 2B over the same updates."""
    out = tmp_path_factory.mktemp("b4")
    train(_cfg(data, out, 4, 1, max_steps=STEPS))
    return out


def _accumulation_errors(data, whole, out, **kw) -> tuple[float, float, float]:
    """(worst loss, worst update Δθ, worst momentum) relative error of a K=2 × B=2 run against the
    1×4 run `whole`, per step and per tensor."""
    train(_cfg(data, out, 2, 2, max_steps=STEPS, **kw))
    losses, ref_losses = run_losses(out), run_losses(whole)
    assert sorted(losses) == list(range(1, STEPS + 1))
    acc, ref = ({g: {k: a.astype(np.float64) for k, a in group.items()} for g, group in load_checkpoint(run)[2].items()}
                for run in (out, whole))
    assert set(acc) == {"params", "trace"}
    init = Variant.parse(_variant(2)).model.init_params(3)
    return (max(abs(losses[s] - ref_losses[s]) / abs(ref_losses[s]) for s in losses),
            max(rel(acc["params"][k] - init[k], ref["params"][k] - init[k]) for k in init),
            max(rel(acc["trace"][k], ref["trace"][k]) for k in init))


def _assert_the_same_run(loss, update, momentum, whole) -> None:
    """Two summation orders of one float32 run, judged by floors of the run's own (tests/floors.py):
    the loss and the momentum buffer each within K roundings of themselves (ε₃₂). Δθ = θ₄ − θ₀ is
    small against θ, so it also reads θ's rounding: an update that differs by its own rounding,
    ε·|Δθ|, crosses θ's rounding grid (spacing ε·|θ|) with probability |Δθ|/|θ| and then moves by
    ε·|θ| — an RMS of ε·√(|θ|·|Δθ|), i.e. ε₃₂·√(‖θ₄‖/‖Δθ‖) relative (worst tensor, from `whole`)."""
    params = {k: a.astype(np.float64) for k, a in load_checkpoint(whole)[2]["params"].items()}
    init = Variant.parse(_variant(2)).model.init_params(3)
    floor = max(EPS32 * np.sqrt(np.linalg.norm(params[k]) / np.linalg.norm(params[k] - init[k])) for k in init)
    assert_within_floor(loss, EPS32, "loss")
    assert_within_floor(momentum, EPS32, "momentum buffer")
    assert_within_floor(update, floor, "update Δθ")


def test_two_micro_batches_of_b_equal_one_batch_of_2b(data, whole, tmp_path):
    loss, update, momentum = _accumulation_errors(data, whole, tmp_path / "acc")
    _assert_the_same_run(loss, update, momentum, whole)


def test_with_replicas_each_replica_accumulates_its_own_rows(data, tmp_path):
    """b2x2 with K=2 against b4x2: replica r's micro-batches are its rows of the 1×(4·2) batch,
    the apply step's all-reduce takes the mean over the replicas."""
    train(_cfg(data, tmp_path / "whole", 4, 1, replicas=2, max_steps=STEPS))
    loss, update, momentum = _accumulation_errors(data, tmp_path / "whole", tmp_path / "acc", replicas=2)
    _assert_the_same_run(loss, update, momentum, tmp_path / "whole")


def test_the_tie_rejects_the_sum_of_the_micro_batches(data, whole, tmp_path, monkeypatch):
    mean_gradients = Trainer.mean_gradients

    def summed(self, feeds, carried):
        means, net_state = mean_gradients(self, feeds, carried)
        return [{"loss": m["loss"], "grads": {k: g * self.accum for k, g in m["grads"].items()}} for m in means], net_state
    monkeypatch.setattr(Trainer, "mean_gradients", summed)
    loss, update, momentum = _accumulation_errors(data, whole, tmp_path / "acc")
    assert update > 0.1 and momentum > 0.1, (update, momentum)


def test_updates_are_counted_and_a_resumed_run_is_bit_identical(data, accumulated, tmp_path):
    recs = [json.loads(line) for line in (accumulated / "metrics.jsonl").read_text().splitlines()]
    steps = [r for r in recs if "loss" in r]
    assert [r["step"] for r in steps] == list(range(1, 7))
    assert [r["epoch"] for r in steps] == [0] * 5 + [1]           # 20 images / (2 × 2) = 5 updates per epoch
    assert any(r.get("kind") == "eval" and r["step"] == 5 for r in recs)
    state = load_checkpoint(accumulated)[1]
    assert (state["step"], state["epoch"], state["position"]) == (6, 1, 1)

    out = tmp_path / "resumed"
    train(_cfg(data, out, 2, 2, max_steps=3))                    # stops mid-epoch 0
    assert [int(p.name[5:]) for p in list_checkpoints(out / "checkpoints")] == [3]
    train(_cfg(data, out, 2, 2), resume=out, given={"out": str(out), "max_steps": 6})
    assert run_losses(out) == run_losses(accumulated)                   # exact float equality
    a, b = load_checkpoint(out)[2], load_checkpoint(accumulated)[2]
    assert all(np.array_equal(a[g][k], b[g][k]) for g in a for k in a[g])


def test_resume_refuses_another_k(accumulated, capsys):
    assert main(["train", "--resume", str(accumulated), "--grad-accum-steps", "3"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "--grad-accum-steps: saved 2, given 3" in err


@pytest.mark.parametrize("k", [0, -2])
def test_bad_k_is_a_one_line_error(data, tmp_path, capsys, k):
    with pytest.raises(TrainError, match=rf"--grad-accum-steps must be a whole number >= 1, got {k}"):
        Trainer(_cfg(data, tmp_path / "t", 2, k), log=lambda s: None)
    assert main(["train", "--data", data, "--variant", _variant(2), "--out", str(tmp_path / "c"), "--workers", "0",
                 "--grad-accum-steps", str(k)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and f"got {k}" in err
    assert not (tmp_path / "c" / "checkpoints").exists()


# ── BatchNorm: per-micro-batch statistics ──

def test_batchnorm_micro_batches_are_k_sequential_forwards_not_one_batch_of_kb():
    """TinyCNN +bn, acc 3×2 in float64 by den (the grad function on each micro-batch with the
    running statistics carried from one to the next, the host mean, the apply step), two updates:
    equal ≤1e-12 to three sequential training-mode forwards of the JAX reference over the
    micro-batches (state chained, `jax.value_and_grad` of each, the mean gradient through the
    optax chain) — and not equal to the 1×6 train step, whose BatchNorm normalises by the
    statistics of all six examples and updates the running statistics once. Measured: acc vs the
    reference ≤ 3.1e-16 (loss, θ, running statistics); acc vs 1×6: loss 6e-5 and 2e-4 (the logits
    are near uniform at init), the gradients (momentum after update 1) 67%, each running statistic
    ≥ 19% relative; bounds 1e-5, 10%, 5%."""
    k, batch = 3, 2
    kind = "sgd+m0.9+wd0.01+wx+drop+bn"
    whole, micro = (Variant.parse(f"tinycnn_S-c10-i8-b{b}x1-{kind}") for b in (k * batch, batch))
    chain, model = micro.chain(), micro.model
    step, grad, apply = train_step_func(whole, "f64"), grad_func(micro, "f64"), apply_func(micro, "f64")
    sig_step, sig_grad, sig_apply = signature(whole), signature(micro, grad=True), signature(micro, apply=True)
    ref, cfg = model.reference()
    rng = np.random.default_rng(2)
    params = {key: a.astype(np.float64) for key, a in model.init_params(2).items()}
    x = rng.standard_normal(whole.x_shape)
    mask = draw_drop_mask(rng, k * batch, np.full(model.drop_sites, 0.4)).astype(np.float64)
    t = rng.random((k * batch, model.num_classes))
    targets = t / t.sum(axis=1, keepdims=True)
    micro_rows = [slice(i * batch, (i + 1) * batch) for i in range(k)]
    tx = ref_optim.optax_chain(micro.optimizer, lambda count: lr_at(count + 1))
    value_and_grad = jax.jit(jax.value_and_grad(ref.train_loss, has_aux=True), static_argnames="cfg")

    @jax.jit
    def ref_update(grads, opt_state, params):   # the mean of the micro-batches' gradients through optax
        updates, opt_state = tx.update(jax.tree.map(lambda *gs: sum(gs) / k, *grads), opt_state, params)
        return optax.apply_updates(params, updates), opt_state

    acc = one = {"params": params, STATE: _state_inputs(model, 2), **chain.init(params)}
    ref_params, ref_state = dict(acc["params"]), dict(acc[STATE])
    ref_opt = tx.init(ref_params)
    for n in (1, 2):
        scalars = chain.scalars_at(n, HostSchedule(lr=lr_at), np.float64)
        net_state, parts = acc[STATE], []
        for rows in micro_rows:
            out = sig_grad.unpack(den.run(grad, sig_grad.pack({"x": x[rows], "params": acc["params"], STATE: net_state,
                                                               "drop_mask": mask[rows], "targets": targets[rows]}),
                                          "f64"))
            net_state = out[STATE]
            parts.append(out)
        mean = {"loss": sum(p["loss"] for p in parts) / k,
                "grads": {key: sum(p["grads"][key] for p in parts) / k for key in params}}
        applied = sig_apply.unpack(den.run(apply, sig_apply.pack(
            {**{g: acc[g] for g in sig_apply.carried}, "scalars": scalars, **mean}), "f64"))

        losses, ref_grads = [], []
        for rows in micro_rows:   # the reference: k training-mode forwards, the running statistics chained
            (loss, ref_state), g = value_and_grad(ref_params, ref_state, x[rows], targets[rows], mask[rows], cfg)
            losses.append(loss)
            ref_grads.append(g)
        ref_params, ref_opt = ref_update(ref_grads, ref_opt, ref_params)
        assert rel(mean["loss"], np.asarray(sum(losses) / k)) <= 1e-12
        assert max(rel(applied["params"][key], np.asarray(ref_params[key])) for key in params) <= 1e-12, n
        assert max(rel(net_state[key], np.asarray(ref_state[key])) for key in net_state) <= 1e-12, n

        whole_out = sig_step.unpack(den.run(step, sig_step.pack({"x": x, **one, "scalars": scalars,
                                                                 "drop_mask": mask, "targets": targets}), "f64"))
        assert rel(mean["loss"], whole_out["loss"]) > 1e-5
        assert min(rel(net_state[key], whole_out[STATE][key]) for key in net_state) > 0.05
        assert rel(np.concatenate([applied["trace"][key].ravel() for key in params]),
                   np.concatenate([whole_out["trace"][key].ravel() for key in params])) > 0.1
        acc, one = {**{g: applied[g] for g in sig_apply.carried}, STATE: net_state}, \
            {g: whole_out[g] for g in sig_step.carried}


def test_the_trainer_carries_the_running_statistics_through_the_micro_batches(data, tmp_path):
    """One K=2 × B=2 update of TinyCNN +bn in the trainer (XLA, float32) on a fixed batch of 4:
    its running statistics are those of two sequential training-mode forwards of the reference
    over rows 0–1 then 2–3 (float64; measured ≤ 9.0e-7 relative, float32 rounding; bound 1e-5), not
    those of one forward over all four (each ≥ 9.5e-2 away; bound 1e-2)."""
    v = Variant.parse("tinycnn_S-c10-i32-b2x1-sgd+m0.9+wd0.0001+wx+bn")
    fixed = FixedLoader(data, batch=4)
    train(_cfg(data, tmp_path, 2, 2, variant=v.name, max_steps=1), loaders=(fixed, None))
    got = load_checkpoint(tmp_path)[2][STATE]

    ref, cfg = v.model.reference()
    new_state = jax.jit(lambda params, state, x, t: ref.train_loss(params, state, x, t, None, cfg)[1])

    def chained(dtype):       # float64, and float32 for the floor (tests/floors.py)
        params = {k: a.astype(dtype) for k, a in v.model.init_params(3).items()}
        x, t = (np.asarray(a, dtype) for a in (fixed.batch.images, fixed.batch.targets))
        state = {k: a.astype(dtype) for k, a in v.model.init_state().items()}
        for rows in (slice(0, 2), slice(2, 4)):
            state = new_state(params, state, x[rows], t[rows])
        return {k: np.asarray(a) for k, a in state.items()}, new_state(params, v.model.init_state(), x, t)
    (want, once), (f32, _) = chained(np.float64), chained(np.float32)
    assert_within_floor(max(rel(got[k], want[k]) for k in got), max(rel(f32[k], want[k]) for k in got),
                        "running statistics vs the reference")
    assert min(rel(got[k], np.asarray(once[k])) for k in got) > 1e-2


# ── on the device: the running sum, and the replicas' running statistics ──

def test_the_accumulate_function_leaves_the_mean_within_the_float32_summation_bound():
    """render.accumulate_func fed as the trainer feeds it (totals = micro-batch 1's outputs, then
    divisor 1, …, 1, K): by den in float64 it is the mean of the K inputs (≤1e-15); on XLA in
    float32 each element is within γ_K·mean|g| (γ_K = K·u/(1−K·u), u = 2⁻²⁴: K−1 rounded additions
    and one rounded division) of the exact mean of the float32 inputs."""
    k = 3
    v = Variant.parse(_variant(2))
    func, sig = accumulate_func(v, "f64"), signature(v, accumulate=True)
    exe = get_lowerer("xla", cache=False).compile(accumulate_text(v))
    rng = np.random.default_rng(0)
    shapes = dict(zip(sig.group("grads").keys, sig.group("grads").shapes))
    parts = [{"loss": np.float32(rng.random() + 1), "grads": {n: rng.standard_normal(s).astype(np.float32) * 10.0 ** i
                                                              for i, (n, s) in enumerate(shapes.items())}}
             for _ in range(k)]

    def mean_by(run, dtype):
        totals = {"total_loss": np.asarray(parts[0]["loss"], dtype),
                  "total": {n: g.astype(dtype) for n, g in parts[0]["grads"].items()}}
        for i, p in enumerate(parts[1:], 2):
            totals = sig.unpack(run(sig.pack({**totals, "loss": np.asarray(p["loss"], dtype),
                                              "grads": {n: g.astype(dtype) for n, g in p["grads"].items()},
                                              "divisor": np.asarray(k if i == k else 1, dtype)})))
        return {"loss": totals["total_loss"], **totals["total"]}
    exact = {"loss": np.mean([np.float64(p["loss"]) for p in parts]),
             **{n: np.mean([p["grads"][n].astype(np.float64) for p in parts], axis=0) for n in shapes}}
    scale = {"loss": np.mean([abs(np.float64(p["loss"])) for p in parts]),
             **{n: np.mean([abs(p["grads"][n].astype(np.float64)) for p in parts], axis=0) for n in shapes}}
    by_den, on_xla = mean_by(lambda a: den.run(func, a, "f64"), np.float64), mean_by(lambda a: exe(*a), np.float32)
    assert max(rel(by_den[n], exact[n]) for n in exact) <= 1e-15
    u = 2.0 ** -24
    gamma = k * u / (1 - k * u)
    for n in exact:
        assert on_xla[n].dtype == np.float32
        assert np.all(np.abs(on_xla[n] - exact[n]) <= gamma * scale[n]), n


def test_under_replicas_the_running_statistics_are_the_replica_mean_and_stay_on_the_device(data, tmp_path):
    """One K=2 × B=2 update of TinyCNN +bn over 2 replicas on a fixed batch of 8 (replica r's
    micro-batches rows 4r…4r+1, 4r+2…4r+3): every replica holds the same running statistics, the
    replicas' mean after each micro-batch as in the non-accumulating data-parallel step (timm's
    --dist-bn reduce), equal to the float64 reference (measured 1.1e-6 relative, bound 1e-5), and
    not replica 0's own chain, which is what a checkpoint would hold without the mean (each
    running mean 13–25% away, bound 5%; the running variances, ~1 ± small at the first update,
    differ by 0.1–0.4%). The gradient and accumulate functions' outputs never come to the host."""
    v = Variant.parse("tinycnn_S-c10-i32-b2x2-sgd+m0.9+wd0.0001+wx+bn")
    fixed = FixedLoader(data, batch=8)
    def no_copy(handles):
        raise AssertionError("a micro-batch's outputs were copied to the host")
    with trainer(_cfg(data, tmp_path, 2, 2, variant=v.name, max_steps=1), loaders=(fixed, None)) as t:
        t.grad_run.to_host = t.accumulate_run.to_host = no_copy
        t.run()
    held = [t.sig.unpack(a, only=t.sig.carried, side="inputs")[STATE]
            for a in t.step_run.to_host([list(s) for s in t.state])]
    assert all(np.array_equal(r[n], held[0][n]) for r in held[1:] for n in held[0])

    ref, cfg = v.model.reference()
    new_state = jax.jit(lambda params, state, x, t: ref.train_loss(params, state, x, t, None, cfg)[1])

    def replica_mean(dtype):       # float64, and float32 for the floor (tests/floors.py)
        params = {n: a.astype(dtype) for n, a in v.model.init_params(3).items()}
        x, targets = (np.asarray(a, dtype) for a in (fixed.batch.images, fixed.batch.targets))
        mean = own = {n: a.astype(dtype) for n, a in v.model.init_state().items()}
        for micro in (0, 1):
            rows = [slice(4 * r + 2 * micro, 4 * r + 2 * micro + 2) for r in (0, 1)]
            each = [new_state(params, mean, x[r], targets[r]) for r in rows]
            mean = {n: (each[0][n] + each[1][n]) / 2 for n in mean}
            own = new_state(params, own, x[rows[0]], targets[rows[0]])
        return {n: np.asarray(a) for n, a in mean.items()}, own
    (mean, own), (f32, _) = replica_mean(np.float64), replica_mean(np.float32)
    assert_within_floor(max(rel(held[0][n], mean[n]) for n in mean), max(rel(f32[n], mean[n]) for n in mean),
                        "replica-mean running statistics vs the reference")
    assert min(rel(held[0][n], np.asarray(own[n])) for n in own if n.endswith("running_mean")) > 5e-2


def test_a_step_split_at_its_gradient_is_the_step(data, tmp_path):
    """`Trainer.train_step(adjust=)` at K = 1 (pair's --perturb on a rendered side): the gradient
    function and the apply step, each compiled on first use, with the host's gradient between
    them. The identity gives the fused step's momentum buffer (its first update's gradient) to
    float32 rounding; twice the gradient does not (the buffer is g + wd·θ: nearly 2×)."""
    traces = []
    twice = lambda g: {n: 2 * a for n, a in g.items()}  # noqa: E731
    for name, adjust in (("fused", None), ("split", lambda g: g), ("twice", twice)):
        with trainer(_cfg(data, tmp_path / name, 4, 1, max_steps=1)) as t:
            batch = next(iter(t.train_loader.epoch(0)))
            t.train_step(batch, adjust=adjust)
            assert (t.grad_run is None) == (adjust is None)
            traces.append(t.host_state()["trace"])
    fused, split, twice = traces
    assert_within_floor(whole_rel(split, fused), EPS32, "the split step's momentum buffer")
    assert whole_rel(twice, fused) > 0.5
