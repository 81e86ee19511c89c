"""bench/peer_train.py (``-m torch``): hlocert train's recipe run by timm and torch, as a process on
a generated ImageFolder. Its metrics.jsonl has hlocert's shape; its per-step learning rate (timm's
CosineLRScheduler) equals hlocert's schedule (`train.schedule.lr_at`) at every step, warm-up and
cosine; `--like` takes a run folder's recipe."""
import json
import re
from dataclasses import replace
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from hlocert.train.config import TrainConfig
from hlocert.train.schedule import lr_at
from trainer_runs import random_folder

pytestmark = pytest.mark.torch
ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
FLAGS = ["--model", "convnext_micro", "--img-size", "32", "-b", "4", "--model-ema", "--epochs", "2",
         "--warmup-epochs", "0.5", "--lr", "1e-2", "--min-lr", "1e-4", "--drop-path", "0.3", "--workers", "0",
         "--threads", "1"]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """10 classes, 2 train / 1 val random 32×32 PNGs each: 5 batches of 4 per epoch."""
    return random_folder(tmp_path_factory.mktemp("peerdata"), 2)


def _peer(args):
    pytest.importorskip("timm")
    out = subprocess.run([sys.executable, "bench/peer_train.py", *args], cwd=ROOT, env=ENV, capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr
    return out


def test_metrics_in_hlocerts_shape_and_its_schedule(folder, tmp_path):
    _peer(["--data", folder, *FLAGS, "--out", str(tmp_path)])
    rows = [json.loads(line) for line in (tmp_path / "metrics.jsonl").read_text().splitlines()]
    steps = [r for r in rows if r.get("kind") != "eval"]
    evals = [r for r in rows if r.get("kind") == "eval"]
    assert [r["step"] for r in steps] == list(range(1, 11)) and [e["epoch"] for e in evals] == [1, 2]
    assert set(steps[0]) == {"step", "epoch", "loss", "lr", "grad_norm", "img_s"}
    assert {"step", "epoch", "time_s", "val_top1", "val_top5", "val_loss", "ema_top1", "ema_top5"} <= set(evals[0])
    cfg = TrainConfig(epochs=2, warmup_epochs=0.5, lr=1e-2, min_lr=1e-4)
    ours = [lr_at(t, cfg, total_steps=10, warmup_steps=2) for t in range(1, 11)]     # hlocert's, float64
    np.testing.assert_allclose([r["lr"] for r in steps], ours, rtol=1e-12)
    assert ours[1] == 1e-2 and ours[-1] == 1e-4        # the warm-up's peak and the cosine's end are both seen
    saved = json.loads((tmp_path / "config.json").read_text())
    assert saved["variant_resolved"] == "convnext_micro-c10-i32-b4x1-adamw+wx+clip1.0+ema+drop"
    assert saved["batches_per_epoch"] == 5 and saved["warmup_steps"] == 2


def test_like_takes_a_run_folders_recipe(folder, tmp_path):
    run = tmp_path / "run"
    run.mkdir()
    cfg = TrainConfig(data=folder, variant="vit_micro-c10-i8-b4x1-adamw+wx+clip1.0", epochs=1, workers=0)
    (run / "config.json").write_text(json.dumps({**cfg.to_json(), "variant_resolved": cfg.variant.name}))
    out = _peer(["--like", str(run), "--seed", "3", "--out", str(tmp_path / "peer"), "--threads", "1"])
    saved = json.loads((tmp_path / "peer" / "config.json").read_text())
    assert saved["variant_resolved"] == cfg.variant.name and saved["seed"] == 3 and saved["epochs"] == 1
    assert "vit_micro" in out.stdout


def test_bce_loss_steps_timms_binary_cross_entropy(folder, tmp_path):
    """--bce-loss --bce-target-thresh: the peer composes the `+bce+bcet0.2` variant hlocert trains and
    steps timm's BinaryCrossEntropy, whose first loss is near ln 2 (softmax cross-entropy: ln 10)."""
    flags = [f for f in FLAGS if f not in ("--model-ema",)]
    _peer(["--data", folder, *flags, "--epochs", "1", "--bce-loss", "--bce-target-thresh", "0.2", "--out", str(tmp_path)])
    saved = json.loads((tmp_path / "config.json").read_text())
    assert saved["variant_resolved"] == "convnext_micro-c10-i32-b4x1-adamw+wx+clip1.0+drop+bce+bcet0.2"
    first = json.loads((tmp_path / "metrics.jsonl").read_text().splitlines()[0])
    assert abs(first["loss"] - np.log(2)) < 0.05, first


def test_timms_new_recipe_flags_reach_the_peer(folder, tmp_path):
    """--bce-sum --bce-pos-weight (timm's BinaryCrossEntropy(sum_classes, pos_weight)), --clip-mode agc (timm's
    adaptive_clip_grad on all but the last two parameters), --model-ema-warmup (timm's ModelEmaV3 warm-up): the
    peer composes the variant hlocert trains and steps timm's own; the summed, weighted BCE starts near
    (K + (W − 1)) ln 2 (the targets sum to 1)."""
    flags = [*FLAGS, "--epochs", "1", "--bce-loss", "--bce-sum", "--bce-pos-weight", "2", "--clip-mode", "agc",
             "--clip-grad", "0.01", "--model-ema-warmup"]
    _peer(["--data", folder, *flags, "--out", str(tmp_path)])
    saved = json.loads((tmp_path / "config.json").read_text())
    assert saved["variant_resolved"] == "convnext_micro-c10-i32-b4x1-adamw+wx+agc0.01+ema+emaw+drop+bce+bces+bcepw2.0"
    first = json.loads((tmp_path / "metrics.jsonl").read_text().splitlines()[0])
    assert abs(first["loss"] - 11 * np.log(2)) < 0.5, first


def test_the_augmentation_recipe_is_timms_create_transform(folder, tmp_path):
    """--aa, --reprob and the others reach the peer as timm's create_transform builds them (issue 28 item 4);
    its config.json records them. (rand-m9-mstd0.5 keeps timm's Posterize above 0 bits: the increasing set's
    Posterize at level 10 makes timm call Pillow 13's posterize with 0 bits, which raises.)"""
    flags = [f for f in FLAGS if f not in ("--model-ema",)]
    aug = ["--aa", "rand-m9-mstd0.5", "--reprob", "0.25", "--remode", "pixel", "--vflip", "0.1", "--crop-pct", "0.9",
           "--mean", "0.5", "0.5", "0.5", "--std", "0.25", "0.25", "0.25", "--train-interpolation", "random"]
    _peer(["--data", folder, *flags, "--epochs", "1", *aug, "--out", str(tmp_path)])
    saved = json.loads((tmp_path / "config.json").read_text())
    assert (saved["aa"], saved["reprob"], saved["vflip"], saved["crop_pct"], saved["mean"], saved["train_interpolation"]) \
        == ("rand-m9-mstd0.5", 0.25, 0.1, 0.9, [0.5, 0.5, 0.5], "random")
    assert len([line for line in (tmp_path / "metrics.jsonl").read_text().splitlines()]) == 6    # 5 steps, 1 eval


def test_a_grey_recipe_trains_timms_grey_twin(folder, tmp_path):
    """--in-chans 1: timm's twin built with in_chans=1 on the images converted to PIL's L, normalised by
    the one-channel mean and std (timm's create_transform); --model-kwargs reaches the twin too."""
    _peer(["--data", folder, *FLAGS, "--epochs", "1", "--in-chans", "1", "--model-kwargs", "act_layer=gelu_tanh",
           "--out", str(tmp_path)])
    saved = json.loads((tmp_path / "config.json").read_text())
    assert saved["variant_resolved"] == "convnext_micro-c10-i32-b4x1-adamw+wx+clip1.0+ema+drop+tanh+ch1"
    assert saved["mean"] is None and saved["in_chans"] == 1


def test_peer_gap_finds_every_check_equal_and_an_eval_that_is_not(folder, tmp_path):
    """bench/peer_gap.py on a real pair (a BatchNorm net, so the running statistics travel too): every
    check equal; then hlocert's recorded top-1 of the last epoch edited, and the eval check is off."""
    pytest.importorskip("timm")
    run, peer = tmp_path / "run", tmp_path / "peer"
    flags = ["--data", folder, "--model", "resnet_micro", "--img-size", "32", "-b", "4", "--epochs", "1",
             "--model-ema", "--workers", "0", "--seed", "1"]
    out = subprocess.run([sys.executable, "-m", "hlocert", "train", *flags, "--no-plot", "--out", str(run)], cwd=ROOT,
                         env=ENV, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    _peer(["--like", str(run), "--seed", "1", "--out", str(peer), "--threads", "1"])
    gap = [sys.executable, "bench/peer_gap.py", "--hlocert", str(run), "--peer", str(peer), "--every", "3",
           "--draws", "2"]
    out = subprocess.run(gap, cwd=ROOT, env=ENV, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "learning rate max rel difference" in out.stdout and out.stdout.count("eval: hlocert's last") == 2
    assert out.stdout.rstrip().endswith("every check equal: the gap is not in these")
    m = run / "metrics.jsonl"
    rows = [json.loads(line) for line in m.read_text().splitlines()]
    rows[-1]["val_top1"] = rows[-1]["val_top1"] + 0.1 if rows[-1]["val_top1"] < 0.5 else rows[-1]["val_top1"] - 0.1
    m.write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = subprocess.run(gap, cwd=ROOT, env=ENV, capture_output=True, text=True)
    assert out.returncode == 1 and out.stdout.rstrip().endswith("off: eval params"), out.stdout


def test_the_hlocert_loader_diagnostic(folder, tmp_path):
    """--loader hlocert: timm's model, optimizer and schedule stepped on hlocert's own train batches
    (its sample order, crops and soft targets): the first step's loss is timm's model on hlocert's
    first batch; a +bce variant, which has no soft-target peer, is refused in one line."""
    import torch
    from hlocert.train.inputs import open_data, train_loader
    flags = [f for f in FLAGS if f not in ("--model-ema",)]
    flags[flags.index("--epochs") + 1] = "1"
    _peer(["--data", folder, *flags, "--loader", "hlocert", "--out", str(tmp_path / "peer")])
    saved = json.loads((tmp_path / "peer" / "config.json").read_text())
    assert saved["loader"] == "hlocert" and saved["batches_per_epoch"] == 5
    rows = [json.loads(line) for line in (tmp_path / "peer" / "metrics.jsonl").read_text().splitlines()]
    assert [r["step"] for r in rows if r.get("kind") != "eval"] == [1, 2, 3, 4, 5]
    # the same seed's model on hlocert's first batch, computed here: the peer's first loss
    cfg = TrainConfig.of_run(saved)
    v = cfg.variant
    b = next(iter(train_loader(cfg, v, open_data(cfg, v, lambda s: None)[0]).epoch(0)))
    torch.manual_seed(cfg.seed)       # the init, and the drop-path draws as the peer's first forward makes them
    net = v.model.timm_trainee(v.drop, cfg.drop_path).train()
    x = torch.from_numpy(np.ascontiguousarray(b.images.transpose(0, 3, 1, 2)))
    loss = float(torch.sum(-torch.from_numpy(b.targets) * torch.log_softmax(net(x), -1), -1).mean())
    assert rows[0]["loss"] == pytest.approx(loss, rel=1e-5)
    out = subprocess.run([sys.executable, "bench/peer_train.py", "--data", folder, *flags, "--bce-loss", "--loader",
                          "hlocert", "--out", str(tmp_path / "bce")], cwd=ROOT, env=ENV, capture_output=True, text=True)
    assert out.returncode != 0 and out.stderr.strip().splitlines()[-1].startswith("peer_train: --loader hlocert")


def _loader_compare(run, *args):
    pytest.importorskip("timm")
    import importlib.util
    spec = importlib.util.spec_from_file_location("loader_compare", ROOT / "bench" / "loader_compare.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.main(["--like", str(run), "--workers", "0", "--draws", "20000", "--images", "20", *args])


def test_loader_compare_finds_the_loaders_alike_and_a_shifted_crop_or_filter_not(folder, tmp_path, monkeypatch, capsys):
    """bench/loader_compare.py on a run folder's recipe: hlocert's train loader and timm's agree (pixels
    at the same box, crop geometry, one epoch's statistics), exit 0; hlocert's crop drawn from a scale
    0.2 higher, or its crop resampled bilinear, is caught (its line marked OFF, exit 1)."""
    run = tmp_path / "run"
    run.mkdir()
    cfg = TrainConfig(data=folder, variant="tinycnn_S-c10-i32-b4x1-adamw+wx+clip1.0", epochs=1, workers=0)
    (run / "config.json").write_text(json.dumps({**cfg.to_json(), "variant_resolved": cfg.variant.name}))
    assert _loader_compare(run) == 0
    out = capsys.readouterr().out
    assert "20 train images through timm's train transform" in out and ": 0 differ in their bytes" in out
    assert "agree on every check" in out
    assert "batches   5 a side (20 images" in out

    import hlocert.data.transforms as transforms
    from hlocert.data.augment import Augment
    rrc = transforms.rrc_params
    with monkeypatch.context() as m:
        m.setattr(transforms, "rrc_params", lambda w, h, rng, scale, ratio: rrc(w, h, rng, (scale[0] + 0.2, scale[1]), ratio))
        assert _loader_compare(run) == 1
    assert "<- OFF" in [line for line in capsys.readouterr().out.splitlines() if line.startswith("geometry")][0]
    crop = Augment.train_crop
    with monkeypatch.context() as m:
        m.setattr(Augment, "train_crop", lambda self, im, size, rng: crop(replace(self, train_interpolation="bilinear"), im, size, rng))
        assert _loader_compare(run) == 1
    line = [line for line in capsys.readouterr().out.splitlines() if line.startswith("pixels")][0]
    assert "<- OFF" in line and int(re.search(r": (\d+) differ in their bytes", line)[1]) > 0


def test_hlocert_on_the_peers_own_batches(folder, tmp_path):
    """bench/hlocert_on_timm_batches.py: hlocert's trainer on the batches the peer draws for the same
    recipe and seed. With loader workers (as the Fashion runs have) the batches are the peer's own
    bit for bit, although the peer's model init draws from torch's global RNG first (each worker
    seeds itself from the DataLoader's generator); the run trains its steps and evaluates."""
    import random
    import torch
    sys.path.insert(0, str(ROOT / "bench"))
    import hlocert_on_timm_batches as rev
    import peer_train
    run = tmp_path / "run"
    run.mkdir()
    cfg = TrainConfig(data=folder, variant="convnext_micro-c10-i32-b4x1-adamw+wx+clip1.0+drop", epochs=1, workers=1,
                      label_smoothing=0.1)
    (run / "config.json").write_text(json.dumps({**cfg.to_json(), "variant_resolved": cfg.variant.name}))
    out = subprocess.run([sys.executable, "bench/hlocert_on_timm_batches.py", "--like", str(run), "--seed", "3",
                          "--out", str(tmp_path / "rev")], cwd=ROOT, env=ENV, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    rows = [json.loads(line) for line in (tmp_path / "rev" / "metrics.jsonl").read_text().splitlines()]
    assert [r["step"] for r in rows if r.get("kind") != "eval"] == [1, 2, 3, 4, 5]
    assert [r["epoch"] for r in rows if r.get("kind") == "eval"] == [1] and "val_top1" in rows[-1]

    cfg = replace(cfg, seed=3)
    v = cfg.variant
    ours = next(rev.TimmBatches(cfg, v).epoch(0))
    torch.manual_seed(3)                    # as peer_train: the seeds, its loaders, then timm's model init
    random.seed(3)
    np.random.seed(3)
    train, _ = peer_train.loaders(cfg, v, cfg.workers, 3)
    v.model.timm_trainee(v.drop, cfg.drop_path)
    x, y = next(iter(train))
    np.testing.assert_array_equal(ours.images, x.numpy().transpose(0, 2, 3, 1))
    np.testing.assert_array_equal(ours.labels, y.numpy())
    want = np.full((4, 10), 0.01, np.float32)
    want[np.arange(4), y.numpy()] = np.float32(0.91)
    np.testing.assert_array_equal(ours.targets, want)
