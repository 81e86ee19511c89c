"""The trainer on the committed micro render: loss goes down, resume is bit-identical (also after a
SIGKILL), a non-finite loss stops with the last good checkpoint intact, class-count mismatch."""
import json
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from hlocert.train import NonFiniteLoss, TrainConfig, Trainer, TrainError, list_checkpoints, load_checkpoint

MICRO = "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"
ROOT = Path(__file__).resolve().parents[1]


def _tiny_folder(dst: Path, per_class_train=4, per_class_val=2, classes=10) -> str:
    from hlocert.data import build_digits_folder
    src = Path(build_digits_folder())
    for split, n in (("train", per_class_train), ("val", per_class_val)):
        for c in sorted(p.name for p in (src / split).iterdir() if p.is_dir())[:classes]:
            (dst / split / c).mkdir(parents=True)
            for f in sorted((src / split / c).glob("*.png"))[:n]:
                shutil.copy(f, dst / split / c / f.name)
    return str(dst)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return _tiny_folder(tmp_path_factory.mktemp("tiny"))


def _cfg(data, out, **kw):
    base = dict(data=data, variant=MICRO, epochs=3, lr=5e-3, warmup_epochs=0.25, seed=1, out=str(out),
                workers=0, label_smoothing=0.0, rrc_scale=(0.5, 1.0), plot=False, keep=50)
    base.update(kw)
    return TrainConfig(**base)


def _losses(out) -> dict[int, float]:
    recs = [json.loads(l) for l in (Path(out) / "metrics.jsonl").read_text().splitlines() if l.strip()]
    return {r["step"]: r["loss"] for r in recs if "loss" in r}


def _train(cfg, **kw):
    t = Trainer(cfg, log=lambda s: None, **kw)
    try:
        return t, t.run()
    finally:
        t.close()


@pytest.fixture(scope="module")
def reference(tiny, tmp_path_factory):
    """An uninterrupted 24-step run (checkpoint every 4 steps)."""
    out = tmp_path_factory.mktemp("ref")
    _train(_cfg(tiny, out, max_steps=24, ckpt_every=4))
    return out


class _FixedLoader:
    """Loader-shaped: the same two digits every batch (so a few steps must fit them)."""

    def __init__(self, data):
        from hlocert.data import ImageFolder, Loader
        real = Loader(ImageFolder(data, "train", progress=False), 2, train=False, image_size=32, seed=0, workers=0)
        self.batch = next(iter(real.epoch(0)))
        self.batches_per_epoch, self.num_classes, self.skipped = 10, 10, 0

    def epoch(self, epoch, start=0):
        from dataclasses import replace
        for i in range(start, self.batches_per_epoch):
            yield replace(self.batch, index=i)

    def close(self):
        pass


def test_a_few_steps_reduce_the_loss(tiny, tmp_path):
    cfg = _cfg(tiny, tmp_path, epochs=2, lr=1e-2, warmup_epochs=0, eval=False)
    _train(cfg, loaders=(_FixedLoader(tiny), None))
    losses = _losses(tmp_path)
    assert len(losses) == 20
    assert np.mean([losses[s] for s in range(16, 21)]) < 0.5 * losses[1], losses


def test_reference_run_evaluates_and_checkpoints(reference):
    losses = _losses(reference)
    assert len(losses) == 24 and all(np.isfinite(list(losses.values())))
    evals = [json.loads(l) for l in (reference / "metrics.jsonl").read_text().splitlines() if '"eval"' in l]
    assert evals and 0.0 <= evals[0]["val_top1"] <= evals[0]["val_top5"] <= 1.0 and evals[0]["val_images"] == 20
    d, state, tensors = load_checkpoint(reference)
    assert state["step"] == 24 and set(tensors) == {"params", "m", "v"}
    assert all(np.isfinite(a).all() for a in tensors["params"].values())


def test_resume_is_bit_identical(tiny, reference, tmp_path):
    out = tmp_path / "run"
    _train(_cfg(tiny, out, max_steps=7, ckpt_every=4))     # stops mid-epoch 0 (20 batches/epoch)
    assert [int(p.name[5:]) for p in list_checkpoints(out / "checkpoints")] == [4, 7]
    t = Trainer(_cfg(tiny, out), resume=out, log=lambda s: None)
    t.cfg.max_steps = 24
    try:
        t.run()
    finally:
        t.close()
    ref, got = _losses(reference), _losses(out)
    assert sorted(got) == list(range(1, 25))
    assert [got[s] for s in range(8, 25)] == [ref[s] for s in range(8, 25)]   # exact float equality
    a = load_checkpoint(out)[2]["params"]
    b = load_checkpoint(reference)[2]["params"]
    assert all(np.array_equal(a[k], b[k]) for k in a)


def test_resume_after_kill(tiny, reference, tmp_path):
    out = tmp_path / "killed"
    cmd = [sys.executable, "-m", "hlocert.cli", "train", "--data", tiny, "--variant", MICRO, "--epochs", "3",
           "--lr", "5e-3", "--warmup-epochs", "0.25", "--seed", "1", "--out", str(out), "--workers", "0",
           "--label-smoothing", "0", "--rrc-scale", "0.5", "1.0", "--no-plot", "--keep", "50",
           "--ckpt-every", "4", "--max-steps", "24"]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.time() + 120
    try:
        while time.time() < deadline:
            done = [int(p.name[5:]) for p in list_checkpoints(out / "checkpoints")]
            if done and max(done) >= 8:
                break
            assert proc.poll() is None, proc.stderr.read().decode()
            time.sleep(0.05)
        else:
            pytest.fail("no checkpoint at step 8 within 120 s")
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    killed_at = max(_losses(out))
    assert killed_at < 24, "the process finished before it was killed"
    t = Trainer(_cfg(tiny, out), resume=out, log=lambda s: None)
    try:
        t.run()
    finally:
        t.close()
    ref, got = _losses(reference), _losses(out)
    assert sorted(got) == list(range(1, 25))
    assert got == ref


def test_non_finite_loss_stops_with_last_good_checkpoint(tiny, tmp_path):
    out = tmp_path / "nan"
    cfg = _cfg(tiny, out, lr=1e30, warmup_epochs=0, ckpt_every=1, max_steps=20)
    t = Trainer(cfg, log=lambda s: None)
    try:
        with pytest.raises(NonFiniteLoss, match=r"non-finite loss .* at step \d+") as e:
            t.run()
    finally:
        t.close()
    step = e.value.step
    cks = list_checkpoints(out / "checkpoints")
    assert cks and int(cks[-1].name[5:]) == step - 1 and e.value.last_checkpoint == cks[-1]
    d, state, tensors = load_checkpoint(out)
    assert state["step"] == step - 1 and set(tensors) == {"params", "m", "v"}
    assert not any(p.name.startswith(".tmp") for p in (out / "checkpoints").iterdir())


def test_class_count_mismatch_is_an_error_before_training(tmp_path):
    data = _tiny_folder(tmp_path / "three", classes=3)
    with pytest.raises(Exception, match="3 classes|class count mismatch") as e:
        Trainer(_cfg(data, tmp_path / "out"), log=lambda s: None)
    assert isinstance(e.value, (TrainError,)) or "DataError" in type(e.value).__name__
    assert not (tmp_path / "out" / "checkpoints").exists()


def test_cli_class_count_mismatch(tmp_path):
    from hlocert.cli import main
    data = _tiny_folder(tmp_path / "three", classes=3)
    assert main(["train", "--data", data, "--variant", MICRO, "--out", str(tmp_path / "o"), "--workers", "0"]) == 2


def test_schedule():
    from hlocert.optim import AdamW
    from hlocert.train import lr_at, scalars_at
    cfg = TrainConfig(lr=1.0, min_lr=0.0)
    assert lr_at(5, cfg, 100, 10) == 0.5 and lr_at(10, cfg, 100, 10) == 1.0
    assert abs(lr_at(55, cfg, 100, 10) - 0.5) < 1e-12 and abs(lr_at(100, cfg, 100, 10)) < 1e-12
    # the bias corrections follow the betas the chain renders (not constants of the host)
    s = scalars_at(AdamW(b1=0.8, b2=0.99, ema=True).chain(), 3, TrainConfig(lr=1.0, min_lr=0.0), 100, 10)
    assert list(s) == ["lr", "bc1", "bc2", "ema_decay"] and all(a.dtype == np.float32 for a in s.values())
    assert np.allclose(list(s.values()), [0.3, 1 - 0.8 ** 3, 1 - 0.99 ** 3, 4 / 13])


def test_eval_cli_on_a_checkpoint(reference, capsys):
    from hlocert.cli import main
    assert main(["eval", "--checkpoint", str(reference), "--workers", "0"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["step"] == 24 and 0.0 <= out["val_top1"] <= out["val_top5"] <= 1.0


def test_replicas_on_xla(tiny, tmp_path):
    """micro b2x2: each global batch of 4 split over two replicas (conftest gives 4 host devices)."""
    _, result = _train(_cfg(tiny, tmp_path, replicas=2, max_steps=4, eval=True))
    losses = _losses(tmp_path)
    assert sorted(losses) == [1, 2, 3, 4] and all(np.isfinite(list(losses.values())))
    d, state, tensors = load_checkpoint(tmp_path)
    # xla on the CPU renders the depthwise convs as shifted multiply-adds (render/targets.py)
    assert state["variant"] == "convnext_micro-c10-i32-b2x2-adamw+wx+clip1.0+drop+dwmac" and state["step"] == 4
