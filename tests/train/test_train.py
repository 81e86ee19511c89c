"""The trainer on the committed micro render: loss goes down, resume is bit-identical (also after a
SIGKILL), a non-finite loss stops with the last good checkpoint intact, class-count mismatch;
damaged checkpoints, disk full, resume flags, used output folders, loader workers that outlive a
killed trainer, skipped inputs (issue 10)."""
import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from hlocert.cli import main
from hlocert.train import (CheckpointError, NonFiniteLoss, TrainConfig, Trainer, TrainError, list_checkpoints,
                           load_checkpoint)

from trainer_runs import FixedLoader, flip_bit, run_losses, tiny_folder, train, trainer

MICRO = "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return tiny_folder(tmp_path_factory.mktemp("tiny"))


def _cfg(data, out, **kw):
    base = dict(data=data, variant=MICRO, epochs=3, lr=5e-3, warmup_epochs=0.25, seed=1, out=str(out),
                workers=0, label_smoothing=0.0, rrc_scale=(0.5, 1.0), plot=False, keep=50)
    base.update(kw)
    return TrainConfig(**base)


@pytest.fixture(scope="module")
def reference(tiny, tmp_path_factory):
    """An uninterrupted 24-step run (checkpoint every 4 steps)."""
    out = tmp_path_factory.mktemp("ref")
    train(_cfg(tiny, out, max_steps=24, ckpt_every=4))
    return out


def test_a_few_steps_reduce_the_loss(tiny, tmp_path):
    cfg = _cfg(tiny, tmp_path, epochs=2, lr=1e-2, warmup_epochs=0, eval=False)
    train(cfg, loaders=(FixedLoader(tiny), None))
    losses = run_losses(tmp_path)
    assert len(losses) == 20
    assert np.mean([losses[s] for s in range(16, 21)]) < 0.5 * losses[1], losses


def test_reference_run_evaluates_and_checkpoints(reference):
    losses = run_losses(reference)
    assert len(losses) == 24 and all(np.isfinite(list(losses.values())))
    evals = [json.loads(l) for l in (reference / "metrics.jsonl").read_text().splitlines() if '"eval"' in l]
    assert evals and 0.0 <= evals[0]["val_top1"] <= evals[0]["val_top5"] <= 1.0 and evals[0]["val_images"] == 20
    d, state, tensors, _ = load_checkpoint(reference)
    assert state["step"] == 24 and set(tensors) == {"params", "m", "v"}
    assert all(np.isfinite(a).all() for a in tensors["params"].values())


def test_resume_is_bit_identical(tiny, reference, tmp_path):
    out = tmp_path / "run"
    train(_cfg(tiny, out, max_steps=7, ckpt_every=4))     # stops mid-epoch 0 (20 batches/epoch)
    assert [int(p.name[5:]) for p in list_checkpoints(out / "checkpoints")] == [4, 7]
    with trainer(_cfg(tiny, out), resume=out) as t:
        t.cfg.max_steps = 24
        t.run()
    ref, got = run_losses(reference), run_losses(out)
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
    killed_at = max(run_losses(out))
    assert killed_at < 24, "the process finished before it was killed"
    train(_cfg(tiny, out), resume=out)
    ref, got = run_losses(reference), run_losses(out)
    assert sorted(got) == list(range(1, 25))
    assert got == ref


def test_ctrl_c_is_one_line_naming_the_checkpoint_to_resume(tiny, tmp_path):
    """SIGINT (Ctrl-C) mid-run: exit 2 with one line — the step, the last checkpoint and the --resume
    command — and no traceback; the checkpoint it names is the run folder's last. (That a resumed run
    ends where an uninterrupted one does: test_resume_after_kill.)"""
    out = tmp_path / "interrupted"
    cmd = [sys.executable, "-m", "hlocert.cli", "train", "--data", tiny, "--variant", MICRO, "--epochs", "1000",
           "--seed", "1", "--out", str(out), "--workers", "0", "--no-eval", "--no-plot", "--keep", "50",
           "--ckpt-every", "4"]       # far more steps than run before the signal lands
    # SIGINT's default action restored in the child: a pytest-xdist worker ignores SIGINT, and an ignored
    # SIGINT is inherited (Python then installs no KeyboardInterrupt handler), as no terminal's Ctrl-C is
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        deadline = time.time() + 120
        while time.time() < deadline and not [p for p in list_checkpoints(out / "checkpoints") if int(p.name[5:]) >= 8]:
            assert proc.poll() is None, proc.stderr.read()
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    lines = err.strip().splitlines()
    assert proc.returncode == 2 and "Traceback" not in err, err
    assert lines[-1].startswith("train: interrupted at step ") and f"--resume {out}` goes on" in lines[-1], lines[-1]
    named = Path(lines[-1].split("the last checkpoint is ")[1].split(":")[0])
    assert named == max(list_checkpoints(out / "checkpoints"), key=lambda p: int(p.name[5:]))


def test_non_finite_loss_stops_with_last_good_checkpoint(tiny, tmp_path):
    out = tmp_path / "nan"
    cfg = _cfg(tiny, out, lr=1e30, warmup_epochs=0, ckpt_every=1, max_steps=20)
    with trainer(cfg) as t, pytest.raises(NonFiniteLoss, match=r"non-finite loss .* at step \d+") as e:
        t.run()
    step = e.value.step
    cks = list_checkpoints(out / "checkpoints")
    assert cks and int(cks[-1].name[5:]) == step - 1 and e.value.last_checkpoint == cks[-1]
    d, state, tensors, _ = load_checkpoint(out)
    assert state["step"] == step - 1 and set(tensors) == {"params", "m", "v"}
    assert not any(p.name.startswith(".tmp") for p in (out / "checkpoints").iterdir())


def test_class_count_mismatch_is_an_error_before_training(tmp_path):
    data = tiny_folder(tmp_path / "three", classes=3)
    with pytest.raises(Exception, match="3 classes|class count mismatch") as e:
        Trainer(_cfg(data, tmp_path / "out"), log=lambda s: None)
    assert isinstance(e.value, (TrainError,)) or "DataError" in type(e.value).__name__
    assert not (tmp_path / "out" / "checkpoints").exists()


def test_cli_class_count_mismatch(tmp_path):
    from hlocert.cli import main
    data = tiny_folder(tmp_path / "three", classes=3)
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
    _, result = train(_cfg(tiny, tmp_path, replicas=2, max_steps=4, eval=True))
    losses = run_losses(tmp_path)
    assert sorted(losses) == [1, 2, 3, 4] and all(np.isfinite(list(losses.values())))
    d, state, tensors, _ = load_checkpoint(tmp_path)
    # xla on the CPU renders the depthwise convs as shifted multiply-adds, one-pass dw (render/targets.py)
    assert state["variant"] == "convnext_micro-c10-i32-b2x2-adamw+wx+clip1.0+drop+dwmacvr" and state["step"] == 4


# --------------------------------------------------------------------------- issue 10 ---

def _cli_args(data, out, *extra):
    return ["train", "--data", data, "--variant", MICRO, "--lr", "5e-3", "--warmup-epochs", "0.25", "--seed", "1",
            "--out", str(out), "--workers", "0", "--label-smoothing", "0", "--rrc-scale", "0.5", "1.0", "--no-plot",
            *extra]


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    """10 train images (5 batches of 2 per epoch), 10 val images."""
    return tiny_folder(tmp_path_factory.mktemp("small"), per_class_train=1, per_class_val=1)


def test_damaged_checkpoints_are_named_and_skipped(reference, tmp_path):
    run = tmp_path / "run"
    shutil.copytree(reference, run)
    ck = run / "checkpoints"
    flip_bit(ck / "step_00000024" / "params.safetensors", -5)           # a bit flip in a weight
    v = ck / "step_00000020" / "v.safetensors"
    v.write_bytes(v.read_bytes()[:-100])                                  # truncated
    (ck / "step_00000016" / "m.safetensors").unlink()                     # incomplete
    with pytest.raises(CheckpointError, match=r"step_00000024 is damaged: params.safetensors does not match"):
        load_checkpoint(ck / "step_00000024")
    said = []
    d, state, _, _ = load_checkpoint(run, log=said.append)
    assert d.name == "step_00000012" and state["step"] == 12
    assert [s.split(" is damaged: ")[1].split(" ")[0] for s in said[:3]] == \
        ["params.safetensors", "v.safetensors", "m.safetensors"]
    assert "newest intact checkpoint" in said[-1]


def test_resume_falls_back_to_the_newest_intact_checkpoint(reference, tmp_path, capsys):
    """--resume after damage: continues from the intact step 12, bit-identical to the uninterrupted
    run; leftovers of a killed save are removed; a torn last metrics line is dropped."""
    run = tmp_path / "run"
    shutil.copytree(reference, run)
    ck = run / "checkpoints"
    flip_bit(ck / "step_00000024" / "params.safetensors", -5)
    for s in (16, 20):
        (ck / f"step_{s:08d}" / "m.safetensors").unlink()
    (ck / ".tmp-step_00000028-abc").mkdir()
    (ck / ".tmp-step_00000028-abc" / "params.safetensors").write_bytes(b"partial")
    (ck / "step_00000032").mkdir()                                        # no state.json: partial
    with open(run / "metrics.jsonl", "a") as f:
        f.write('{"step": 25, "lo')                                       # torn by a kill
    assert main(["train", "--out", str(run), "--resume", "--workers", "0"]) == 0
    err = capsys.readouterr().err
    assert "step_00000024 is damaged: params.safetensors" in err and "step_00000020 is damaged: m.safetensors" in err
    assert "resuming from" in err and "step_00000012" in err and "partial checkpoint(s)" in err
    assert not (ck / ".tmp-step_00000028-abc").exists() and not (ck / "step_00000032").exists()
    assert run_losses(run) == run_losses(reference)


def test_disk_full_during_a_checkpoint(small, tmp_path, monkeypatch, capsys):
    """ENOSPC at the write of step 4's checkpoint: exit 2, one message naming the last good
    checkpoint (step 2), which stays intact; nothing of step 4 is left."""
    out = tmp_path / "full"
    real_write = os.write

    def write(fd, data):
        where = os.readlink(f"/proc/self/fd/{fd}")
        if ".tmp-step_00000004" in where:
            real_write(fd, bytes(data[:len(data) // 2]))
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)
    monkeypatch.setattr(os, "write", write)
    rc = main(_cli_args(small, out, "--epochs", "1", "--ckpt-every", "2", "--no-eval"))
    monkeypatch.undo()
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 2
    assert err[-1].startswith("train: error: cannot write the checkpoint of step 4: No space left on device")
    assert str(out / "checkpoints" / "step_00000002") in err[-1] and "Traceback" not in "\n".join(err)
    d, state, _, _ = load_checkpoint(out)
    assert d.name == "step_00000002" and state["step"] == 2
    assert [p.name for p in (out / "checkpoints").iterdir()] == ["step_00000002"]


def test_resume_refuses_flags_that_contradict_the_saved_run(reference, tmp_path, capsys):
    run = tmp_path / "run"
    shutil.copytree(reference, run)
    for resume in (["--out", str(run), "--resume"], ["--resume", str(run / "checkpoints" / "step_00000012")]):
        assert main(["train", *resume, "--lr", "0.01", "--lowerer", "iree", "--seed", "1",
                     "--workers", "0", "--max-steps", "24"]) == 2
        err = capsys.readouterr().err
        assert "--lr: saved 0.005, given 0.01" in err and "--lowerer: saved xla, given iree" in err
        assert "--seed" not in err.split("contradict it:")[1].split("(")[0]  # the same value is no conflict
    assert run_losses(run) == run_losses(reference)


def test_resume_with_more_epochs_trains_on(small, tmp_path, capsys):
    out = tmp_path / "run"
    assert main(_cli_args(small, out, "--epochs", "2")) == 0
    first = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert (first["step"], first["epoch"]) == (10, 2)
    assert main(["train", "--out", str(out), "--resume", "--epochs", "3", "--workers", "0"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert (res["step"], res["epoch"]) == (15, 3)
    recs = [json.loads(l) for l in (out / "metrics.jsonl").read_text().splitlines()]
    assert sorted(r["step"] for r in recs if "loss" in r) == list(range(1, 16))
    assert [r["epoch"] for r in recs if r.get("kind") == "eval"] == [1, 2, 3]
    assert all(r["eval_s"] > 0 for r in recs if r.get("kind") == "eval")   # each evaluation's seconds
    # the run's clock goes on from the checkpoint it resumed (its time_s), not from 0
    saved = load_checkpoint(out / "checkpoints" / "step_00000010")[1]["time_s"]
    times = [r["time_s"] for r in recs if r.get("kind") == "eval"]
    assert times[1] <= saved < times[2] < res["time_s"], (times, saved)
    # the cosine now spans 3 epochs: step 11's lr is the stretched schedule's
    from hlocert.train import lr_at
    cfg = TrainConfig(lr=5e-3, min_lr=TrainConfig().min_lr)
    lr11 = next(r["lr"] for r in recs if r.get("step") == 11 and "lr" in r)
    assert lr11 == float(np.float32(lr_at(11, cfg, 15, round(0.25 * 5))))


def test_a_new_run_into_a_used_folder_is_refused(small, tmp_path, capsys):
    out = tmp_path / "used"
    out.mkdir()
    (out / "metrics.jsonl").write_text('{"step": 1, "loss": 2.3}\n')
    assert main(_cli_args(small, out, "--max-steps", "1")) == 2
    err = capsys.readouterr().err
    assert f"--out {out} already holds a run (metrics.jsonl)" in err and "--resume" in err
    assert sorted(p.name for p in out.iterdir()) == ["metrics.jsonl"]


def test_skipped_inputs_are_counted_in_metrics_and_result(small, tmp_path, capsys, alarm):
    data = tmp_path / "data"
    shutil.copytree(small, data)
    os.mkfifo(data / "train" / "3" / "fifo.png")
    os.symlink(".", data / "train" / "4" / "loop")
    (data / "val" / "5" / "broken.png").write_bytes(b"not a png")
    assert main(_cli_args(str(data), tmp_path / "out", "--epochs", "1")) == 0   # the old loader blocked on the FIFO
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["skipped_images"] == {"train": 2, "val": 1}
    ev = [json.loads(l) for l in (tmp_path / "out" / "metrics.jsonl").read_text().splitlines() if '"eval"' in l]
    assert ev[-1]["skipped_images"] == {"train": 2, "val": 1} and ev[-1]["val_images"] == 10   # 10 readable of 11


def _children(pid: int) -> list[int]:
    out = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                stat = (d / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(d.name))
    return out


def _alive(pid: int) -> bool:
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")
def test_loader_workers_die_with_a_killed_trainer(small, tmp_path):
    out = tmp_path / "killed"
    cmd = [sys.executable, "-m", "hlocert.cli", *_cli_args(small, out, "--epochs", "50")]
    cmd[cmd.index("--workers") + 1] = "2"
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 120
        while time.time() < deadline and not ((out / "metrics.jsonl").is_file() and len(_children(proc.pid)) >= 2):
            assert proc.poll() is None, "the trainer ended early"
            time.sleep(0.1)
        workers = _children(proc.pid)
        assert len(workers) >= 2, workers
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    deadline = time.time() + 20
    while time.time() < deadline and any(_alive(p) for p in workers):
        time.sleep(0.1)
    assert not [p for p in workers if _alive(p)], "loader workers outlived the trainer"


def _cmdline(pid: int) -> bytes:
    try:
        return (Path("/proc") / str(pid) / "cmdline").read_bytes()
    except OSError:
        return b""


SLOW_START = """
import sys, time
if __name__ == "__mp_main__":   # a spawned worker imports its parent's main module: here a start-up of 60 s
    time.sleep(60)
if __name__ == "__main__":
    from hlocert.data import ImageFolder, Loader
    loader = Loader(ImageFolder(sys.argv[1], "train", progress=False), 2, train=True, image_size=16, seed=0, workers=2)
    next(loader.epoch(0))      # waits for the workers, which are starting
"""


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")
def test_loader_workers_die_with_a_trainer_killed_while_they_start(small, tmp_path):
    """Before: a worker armed itself in its initializer, after importing its parent's main module
    (seconds under load; 60 s here), and outlived a kill -9 of the trainer until then."""
    script = tmp_path / "trainer.py"
    script.write_text(SLOW_START)
    proc = subprocess.Popen([sys.executable, str(script), small], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    workers = []
    try:
        deadline = time.time() + 60
        while time.time() < deadline and len(workers) < 2:
            assert proc.poll() is None, "the trainer ended early"
            workers = [p for p in _children(proc.pid) if b"--multiprocessing-fork" in _cmdline(p)]
            time.sleep(0.05)
        assert len(workers) == 2, workers
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    try:
        deadline = time.time() + 30
        while time.time() < deadline and any(_alive(p) for p in workers):
            time.sleep(0.1)
        assert not [p for p in workers if _alive(p)], "loader workers outlived the trainer"
    finally:
        for p in workers:
            if _alive(p):
                os.kill(p, signal.SIGKILL)


def test_train_flags_are_generated_from_the_config_fields():
    import argparse
    from dataclasses import fields
    from hlocert.train.cli import add_train_arguments
    from hlocert.train.config import flag, from_args
    from hlocert.train.pair import PairConfig
    p = argparse.ArgumentParser()
    add_train_arguments(p)
    text = p.format_help()
    assert all(part in text for f in fields(TrainConfig) for part in flag(f.name).split("/"))
    assert from_args(p.parse_args([])) == TrainConfig()
    cfg = from_args(p.parse_args(["--lr", "0.5", "--no-eval", "--rrc-scale", "0.2", "0.9", "--replicas", "2"]))
    assert (cfg.lr, cfg.eval, cfg.rrc_scale, cfg.replicas) == (0.5, False, (0.2, 0.9), 2)
    assert issubclass(PairConfig, TrainConfig)      # pair shares the field list, it does not copy it
