"""`--grad-accum-steps K` in the trainer (issue 15): K micro-batches of B per update through the
gradient function, their mean gradient and loss through the apply step.

The K=2 run at B equals the K=1 run at 2B: the loader's batches (one per update) and the drop
masks are the 1×(2B) run's, split into micro-batches, so the two runs differ only by float32
rounding — the 1×2B step sums its gradient over 2B rows on the device, the accumulating run sums
two B-row gradients on the host in float64. Measured (TinyCNN-S, SGD with Nesterov momentum,
drop-path rate 0.5, 4 updates), worst per step or tensor: loss 1.0e-7 relative, momentum buffer (the
accumulated gradients) 4.2e-7 relative L2, update Δθ = θ₄ − θ₀ 3.5e-6 (Δθ is small against θ, so
θ's own float32 rounding, ~6e-8·|θ|/|Δθ|, dominates it). Bounds 1e-6, 1e-5, 1e-4: over 10×
headroom, while the sum in place of the mean gives Δθ 2.4 and momentum 2.9.
"""
import json

import numpy as np
import pytest

from hlocert.cli import main
from hlocert.render.variants import Variant
from hlocert.train import TrainConfig, Trainer, TrainError, list_checkpoints, load_checkpoint

from test_train import _losses, _tiny_folder, _train

KIND = "sgd+m0.9+nesterov+wd0.0001+wx+drop"
STEPS = 4


def _variant(batch: int) -> str:
    return f"tinycnn_S-c10-i32-b{batch}x1-{KIND}"


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    """20 train images: 5 updates of 4 images per epoch."""
    return _tiny_folder(tmp_path_factory.mktemp("accum"), per_class_train=2, per_class_val=1)


def _cfg(data, out, batch, k, **kw):
    base = dict(data=data, variant=_variant(batch), grad_accum_steps=k, epochs=2, lr=0.05, warmup_epochs=0.2,
                seed=3, out=str(out), workers=0, label_smoothing=0.0, drop_path=0.5, eval=False, plot=False,
                keep=50)
    return TrainConfig(**{**base, **kw})


@pytest.fixture(scope="module")
def accumulated(data, tmp_path_factory):
    """An uninterrupted K=2 × B=2 run over 6 updates (across the epoch end at 5)."""
    out = tmp_path_factory.mktemp("acc2x2")
    _train(_cfg(data, out, 2, 2, max_steps=6))
    return out


def _rel(a, b) -> float:
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    return float(np.linalg.norm(a - b) / max(np.linalg.norm(b), 1e-30))


@pytest.fixture(scope="module")
def whole(data, tmp_path_factory):
    """The K=1 run at 2B over the same updates."""
    out = tmp_path_factory.mktemp("b4")
    _train(_cfg(data, out, 4, 1, max_steps=STEPS))
    return out


def _accumulation_errors(data, whole, out, **kw) -> tuple[float, float, float]:
    """(worst loss, worst update Δθ, worst momentum) relative error of a K=2 × B=2 run against the
    1×4 run `whole`, per step and per tensor."""
    _train(_cfg(data, out, 2, 2, max_steps=STEPS, **kw))
    losses, ref_losses = _losses(out), _losses(whole)
    assert sorted(losses) == list(range(1, STEPS + 1))
    acc, ref = load_checkpoint(out)[2], load_checkpoint(whole)[2]
    assert set(acc) == {"params", "trace"}
    init = Variant.parse(_variant(2)).model.init_params(3)
    return (max(abs(losses[s] - ref_losses[s]) / abs(ref_losses[s]) for s in losses),
            max(_rel(acc["params"][k] - init[k], ref["params"][k] - init[k]) for k in init),
            max(_rel(acc["trace"][k], ref["trace"][k]) for k in init))


def test_two_micro_batches_of_b_equal_one_batch_of_2b(data, whole, tmp_path):
    loss, update, momentum = _accumulation_errors(data, whole, tmp_path / "acc")
    assert loss <= 1e-6 and update <= 1e-4 and momentum <= 1e-5, (loss, update, momentum)


def test_with_replicas_each_replica_accumulates_its_own_rows(data, tmp_path):
    """b2x2 with K=2 against b4x2: replica r's micro-batches are its rows of the 1×(4·2) batch,
    the apply step's all-reduce takes the mean over the replicas."""
    _train(_cfg(data, tmp_path / "whole", 4, 1, replicas=2, max_steps=STEPS))
    loss, update, momentum = _accumulation_errors(data, tmp_path / "whole", tmp_path / "acc", replicas=2)
    assert loss <= 1e-6 and update <= 1e-4 and momentum <= 1e-5, (loss, update, momentum)


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
    _train(_cfg(data, out, 2, 2, max_steps=3))                    # stops mid-epoch 0
    assert [int(p.name[5:]) for p in list_checkpoints(out / "checkpoints")] == [3]
    t = Trainer(_cfg(data, out, 2, 2), resume=out, given={"out": str(out), "max_steps": 6}, log=lambda s: None)
    try:
        t.run()
    finally:
        t.close()
    assert _losses(out) == _losses(accumulated)                   # exact float equality
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
