"""The trainer with a net's step state (TinyCNN +bn's BatchNorm running statistics): it starts them
at PyTorch's 0/1, carries them step to step, checkpoints them checksummed like the parameters,
restores them on --resume (bit-identical continuation), and the eval forward reads them."""
import shutil
from pathlib import Path

import numpy as np
import pytest

from hlocert.render.signature import STATE, signature
from hlocert.train import CheckpointError, TrainConfig, load_checkpoint
from hlocert.train.evaluate import evaluate_checkpoint, forward_logits, split_ema, weight_sets
from hlocert.train.schedule import scalars_at

from trainer_runs import flip_bit, run_losses, tiny_folder, train, trainer

BN = "tinycnn_S-c10-i16-b4x1-adamw+wx+clip1.0+drop+bn"


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return tiny_folder(tmp_path_factory.mktemp("tiny"), per_class_train=2, per_class_val=1)


def _cfg(data, out, **kw):
    base = dict(data=data, variant=BN, epochs=2, lr=5e-3, warmup_epochs=0.0, seed=1, out=str(out), workers=0,
                label_smoothing=0.0, rrc_scale=(0.5, 1.0), plot=False, keep=50)
    return TrainConfig(**{**base, **kw})


@pytest.fixture(scope="module")
def whole(tiny, tmp_path_factory):
    """An uninterrupted 2-epoch run (5 steps per epoch), a checkpoint every 2 steps."""
    out = tmp_path_factory.mktemp("whole")
    t, result = train(_cfg(tiny, out, ckpt_every=2))
    return out, t, result


def test_running_statistics_are_trained_checkpointed_and_checksummed(whole, tmp_path):
    out, t, _ = whole
    d, state, tensors, v = load_checkpoint(out)
    assert v.name == state["variant"] == t.v.name      # state.json's variant, parsed as it was read
    assert state["step"] == 10 and set(tensors) == {"params", "state", "m", "v"}
    assert "state.safetensors" in state["files"]
    init = t.v.model.init_state()
    assert list(tensors["state"]) == list(init)
    assert all(np.isfinite(a).all() for a in tensors["state"].values())
    assert min(float(np.abs(tensors["state"][k] - init[k]).max()) for k in init) > 1e-3   # every one moved
    copy = Path(shutil.copytree(d, tmp_path / d.name))
    flip_bit(copy / "state.safetensors", 200)
    with pytest.raises(CheckpointError, match="state.safetensors does not match its recorded sha256"):
        load_checkpoint(copy)


def test_resume_restores_the_running_statistics_bit_for_bit(tiny, whole, tmp_path):
    ref_out, _, _ = whole
    out = tmp_path / "run"
    train(_cfg(tiny, out, max_steps=3, ckpt_every=2))
    with trainer(_cfg(tiny, out), resume=out / "checkpoints" / "step_00000002") as t:
        assert all(np.array_equal(t.host_state()["state"][k], a)
                   for k, a in load_checkpoint(out / "checkpoints" / "step_00000002")[2]["state"].items())
        t.cfg.max_steps = 6
        t.run()
    ref, got = run_losses(ref_out), run_losses(out)
    assert [got[s] for s in range(3, 7)] == [ref[s] for s in range(3, 7)]   # exact: the state came back
    a = load_checkpoint(out / "checkpoints" / "step_00000006")[2]["state"]
    b = load_checkpoint(ref_out / "checkpoints" / "step_00000006")[2]["state"]
    assert all(np.array_equal(a[k], b[k]) for k in a)


def test_eval_reads_the_checkpointed_running_statistics(whole):
    out, t, result = whole
    scores = evaluate_checkpoint(str(out), workers=0, log=lambda s: None)
    assert scores["step"] == 10 and (scores["val_top1"], scores["val_top5"]) == (result["val_top1"], result["val_top5"])
    # the same weights with the initial running statistics give other logits: eval reads the state
    _, _, tensors, _ = load_checkpoint(out)
    sig = signature(t.v.forward_twin())
    x = np.asarray(next(iter(t.val_loader.epoch(0))).images, np.float32)
    masks = {g.name: np.ones(g.shapes[0], np.float32) for g in sig.inputs if g.role == "mask"}

    def logits(state):
        args = sig.pack({"x": x, "params": tensors["params"], STATE: state, **masks})
        return sig.unpack(t.fwd_exe.to_host(t.fwd_exe.run(args)))["logits"]
    assert not np.allclose(logits(tensors["state"]), logits(t.v.model.init_state()), rtol=1e-3)


@pytest.mark.slow      # 35 s: four jitted JAX reference steps compile
def test_pair_ties_the_running_statistics_to_the_reference(tiny, tmp_path):
    from hlocert.train.pair import PairConfig, run_pair, summary
    pc = PairConfig(steps=4, variant=BN, data=tiny, out=str(tmp_path), workers=0, lr=5e-3, warmup_epochs=0.0,
                    epochs=2, label_smoothing=0.0, seed=1)
    rep = run_pair(pc, log=lambda s: None)
    assert rep["verdict"] == "TIE", summary(rep)
    g = rep["gap"]
    assert g["state_rel_within_floor"] and 0.0 < g["max_state_rel"] < 1e-5, summary(rep)
    assert all("state_rel" in r for r in rep["steps"]) and "running statistics rel" in summary(rep)


def test_the_ema_averages_the_running_statistics_and_evaluates_with_them(tiny, tmp_path):
    """`+ema` of a BatchNorm net (timm's ModelEmaV3): the `ema` group holds the running statistics
    after the parameters, each step's e' = d·e + (1−d)·s' of the new statistics — under
    --grad-accum-steps too, where the apply step reads the last micro-batch's — and the EMA weights
    are evaluated with those statistics, not the live ones."""
    variant = BN.replace("+drop", "+ema+drop")
    out = tmp_path / "run"
    t, result = train(_cfg(tiny, out, variant=variant, epochs=1, grad_accum_steps=2, ckpt_every=1))
    model, names = t.v.model, list(t.v.model.state_shapes())
    steps = sorted(p for p in (out / "checkpoints").iterdir() if p.name.startswith("step_"))
    assert len(steps) >= 2
    (_, s1, first, _), (_, s2, second, _) = (load_checkpoint(p) for p in steps[-2:])
    assert list(second["ema"]) == list(second["params"]) + names
    assert s2["step"] == s1["step"] + 1
    d = float(scalars_at(t.chain, s2["step"], t.cfg, t.total_steps, t.warmup_steps)["ema_decay"])
    for k in names:
        want = d * first["ema"][k].astype(np.float64) + (1 - d) * second["state"][k].astype(np.float64)
        assert np.allclose(second["ema"][k], want, rtol=1e-6, atol=1e-6 * float(np.abs(want).max())), k
    ema_params, ema_state = split_ema(second["ema"], model)
    assert max(float(np.abs(ema_state[k] - second["state"][k]).max()) for k in names) > 1e-4   # not the live ones
    assert all(a is ema_state[k] for k, a in weight_sets(second, model)["ema"][1].items())
    # the epoch's ema_loss is the EMA weights' with the EMA statistics (the old live-statistics eval differs)
    sig = signature(t.v.forward_twin())
    losses = {"ema": [0.0, 0], "live stats": [0.0, 0]}
    for batch in t.val_loader.epoch(0):
        valid, labels = int(batch.valid), np.asarray(batch.labels)[:int(batch.valid)]
        x = np.asarray(batch.images, np.float32)
        for which, state in (("ema", ema_state), ("live stats", second["state"])):
            z = forward_logits(t.fwd_exe, sig, x, ema_params, state)[:valid].astype(np.float64)
            z -= z.max(axis=1, keepdims=True)
            losses[which][0] += float((np.log(np.exp(z).sum(axis=1)) - z[np.arange(valid), labels]).sum())
            losses[which][1] += valid
    ema_loss, live_loss = (s / n for s, n in losses.values())
    # the same executable on the same inputs: the eval's figure is this sum (to its float64 order), and the
    # live statistics' is another (near-uniform logits after 2 updates: they differ by ~1e-5 relative)
    assert abs(result["ema_loss"] - ema_loss) <= 1e-12 * ema_loss < abs(result["ema_loss"] - live_loss)


def test_the_eval_puts_the_weights_on_the_device_once_and_reuses_them(whole):
    """eval_topk's weights are put once (`resident_weights`) and read by every batch: the handles
    survive the runs (the forward donates nothing) and give the logits host arrays give, bit for
    bit; a train step's signature (which donates) is refused."""
    from hlocert.train.evaluate import forward_resident, resident_weights
    out, t, _ = whole
    _, _, tensors, _ = load_checkpoint(out)
    sig = signature(t.v.forward_twin())
    resident = resident_weights(t.fwd_exe, sig, tensors["params"], tensors["state"])
    for batch in list(t.val_loader.epoch(0))[:2]:
        x = np.asarray(batch.images, np.float32)
        for _ in range(2):
            assert np.array_equal(forward_resident(t.fwd_exe, sig, x, resident),
                                  forward_logits(t.fwd_exe, sig, x, tensors["params"], tensors["state"]))
    with pytest.raises(ValueError, match="needs an eval forward signature"):
        resident_weights(t.fwd_exe, signature(t.v), tensors["params"], tensors["state"])
