"""timm train.py's host-side mixing and augmentation flags (issue 28, the "Coming from timm" table):
`--mixup-prob`, `--mixup-switch-prob`, `--mixup-mode`, `--mixup-off-epoch`, `--cutmix-minmax`
(data/mixup.py, tied to timm's Mixup in test_mixup_torch.py) and `--no-aug`, `--color-jitter-prob`,
`--grayscale-prob`, `--gaussian-blur-prob` (data/augment.py, tied in test_augment_flags_torch.py):
read from the command line and from timm's args.yaml keys, bad values one line, and a real training
of two steps on the embedded digits with them."""
import json
from pathlib import Path

import numpy as np
import pytest
import yaml

from hlocert.cli import build_parser, main
from hlocert.data import Mixup
from hlocert.train import config
from hlocert.train.schedule import lr_at
from hlocert.train.errors import TrainError
from hlocert.train.timm_args import apply, load_args_yaml

TIMM_YAML = Path(__file__).parent.parent / "timm_args.yaml"
TINY = ["--model", "tinycnn_S", "--workers", "0", "--no-eval", "--no-plot"]
MIX = ["--mixup", "0.4", "--cutmix-minmax", "0.2", "0.8", "--mixup-prob", "0.7", "--mixup-switch-prob", "0.3",
       "--mixup-mode", "elem", "--mixup-off-epoch", "5"]
AUG = ["--color-jitter", "0.3", "--color-jitter-prob", "0.8", "--grayscale-prob", "0.2", "--gaussian-blur-prob", "0.1"]


def _cfg(argv):
    args = build_parser().parse_args(["train", *argv])
    if args.config:
        apply(args, load_args_yaml(args.config, lambda s: None))
    return config.from_args(args)


def test_the_flags_make_timms_mixup_and_pipeline():
    cfg = _cfg([*MIX, *AUG])
    assert cfg.mix == Mixup(mixup=0.4, minmax=(0.2, 0.8), prob=0.7, switch_prob=0.3, mode="elem", off_epoch=5)
    assert "ColorJitter(0.3, p 0.8), RandomGrayscale(0.2), GaussianBlur(23, p 0.1)" in str(cfg.augment)
    assert str(_cfg(["--no-aug"]).augment).startswith("train: no_aug: resize bicubic, centre crop")


def test_timms_args_yaml_keys_are_taken(tmp_path):
    """timm's own keys for these flags (its defaults: nothing mixes, nothing extra is drawn) load."""
    at_default = _cfg(["-c", str(TIMM_YAML)])
    assert not at_default.mix.active and at_default.augment.grayscale_prob == 0 and not at_default.no_aug
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(mixup=0.8, cutmix=1.0, cutmix_minmax=[0.3, 0.9], mixup_prob=0.5, mixup_switch_prob=0.6,
             mixup_mode="pair", mixup_off_epoch=3, color_jitter_prob=0.5, grayscale_prob=0.1, gaussian_blur_prob=0.2,
             no_aug=False)
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    cfg = _cfg(["-c", str(tmp_path / "args.yaml")])
    assert cfg.mix == Mixup(mixup=0.8, cutmix=1.0, minmax=(0.3, 0.9), prob=0.5, switch_prob=0.6, mode="pair",
                            off_epoch=3)
    assert (cfg.augment.color_jitter_prob, cfg.augment.grayscale_prob, cfg.augment.gaussian_blur_prob) == (0.5, 0.1, 0.2)


@pytest.mark.parametrize("flags, said", [
    (["--mixup-prob", "1.5"], "--mixup-prob 1.5 and --mixup-switch-prob 0.5 must be in [0, 1]"),
    (["--mixup-off-epoch", "-1"], "--mixup-off-epoch -1: give a whole number >= 0"),
    (["--cutmix-minmax", "0.8", "0.2"], "--cutmix-minmax (0.8, 0.2): give MIN MAX with 0 <= MIN < MAX <= 1"),
    (["--cutmix-minmax", "0.5", "0.52"], "on 32-pixel images the box side range int(32*MIN)..int(32*MAX) is empty"),
    (["--grayscale-prob", "2"], "--grayscale-prob 2: a probability in [0, 1]"),
    (["--color-jitter-prob", "-0.1"], "--color-jitter-prob -0.1: a probability in [0, 1]"),
])
def test_bad_values_are_one_line(tmp_path, capsys, flags, said):
    assert main(["train", *TINY, "--max-steps", "1", *flags, "--out", str(tmp_path / "run")]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert sum(line.startswith("train: error") for line in lines) == 1, lines
    assert said in lines[-1], lines[-1]
    assert not (tmp_path / "run" / "checkpoints").exists()


@pytest.mark.parametrize("flags", [[*MIX, *AUG], ["--no-aug", "--cutmix", "1.0", "--mixup-mode", "pair"]])
def test_the_digits_train_with_them(tmp_path, flags):
    out = tmp_path / "run"
    assert main(["train", *TINY, "--max-steps", "2", *flags, "--out", str(out)]) == 0
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert [r["step"] for r in rows] == [1, 2] and all(np.isfinite(r["loss"]) for r in rows)
    assert _cfg(["-c", str(out / "args.yaml")]).mix == _cfg(flags).mix      # recorded and read back


# -- timm's CosineLRScheduler flags (train/schedule.py; tied to timm in test_schedule_torch.py) --------

SCHED = ["--no-sched-on-updates", "--no-warmup-prefix", "--lr-cycle-mul", "2", "--lr-cycle-decay", "0.3",
         "--lr-cycle-limit", "2", "--lr-k-decay", "1.5", "--lr-noise", "0.5"]


def test_timms_schedule_keys_are_taken(tmp_path):
    """timm's args.yaml defaults step per epoch with no prefix (as timm trains); its warmup_prefix trains
    the warm-up besides --epochs, so hlocert's --epochs (which counts it) is timm's epochs + warmup."""
    cfg = _cfg(["-c", str(TIMM_YAML)])
    assert (cfg.sched_on_updates, cfg.warmup_prefix, cfg.lr_cycle_limit, cfg.lr_cycle_decay) == (False, False, 1, 0.5)
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(epochs=10, warmup_epochs=2, warmup_prefix=True, sched_on_updates=True, lr_cycle_mul=2.0,
             lr_cycle_limit=3, lr_k_decay=0.5, lr_noise=[0.4, 0.9], lr_noise_pct=0.5, lr_noise_std=0.7)
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    cfg = _cfg(["-c", str(tmp_path / "args.yaml")])
    assert (cfg.epochs, cfg.warmup_epochs, cfg.warmup_prefix, cfg.sched_on_updates, cfg.lr_cycle_mul,
            cfg.lr_cycle_limit, cfg.lr_k_decay, cfg.lr_noise, cfg.lr_noise_pct, cfg.lr_noise_std) == \
        (12, 2, True, True, 2.0, 3, 0.5, (0.4, 0.9), 0.5, 0.7)


@pytest.mark.parametrize("flags, said", [
    (["--start-epoch", "-1"], "--start-epoch -1: give a whole number of epochs >= 0"),
    (["--lr-cycle-limit", "0"], "--lr-cycle-limit 0: give a whole number of cycles >= 1"),
    (["--lr-cycle-mul", "0"], "--lr-cycle-mul 0.0: give a finite number > 0"),
    (["--lr-k-decay", "-1"], "--lr-k-decay -1.0: give a finite number > 0"),
    (["--lr-noise", "0.9", "0.4"], "--lr-noise 0.9 0.4: give LO or LO HI, fractions of the cosine's first cycle"),
    (["--lr-noise", "0.5", "--lr-noise-pct", "0"], "--lr-noise-pct 0.0 --lr-noise-std 1.0: give numbers > 0"),
    (["--sched", "step", "--lr-noise", "0.5"], "--lr-noise: hlocert takes these with --sched cosine only"),
    (["--sched", "step", "--no-sched-on-updates"], "--no-sched-on-updates: hlocert takes these with --sched cosine only"),
])
def test_bad_schedule_values_are_one_line(tmp_path, capsys, flags, said):
    test_bad_values_are_one_line(tmp_path, capsys, flags, said)


def test_the_digits_train_with_a_per_epoch_cycled_schedule(tmp_path):
    """Stepped per epoch, both updates of epoch 0 run at the lr of epoch 0 (the warm-up's start)."""
    out = tmp_path / "run"
    assert main(["train", *TINY, "--max-steps", "2", "--warmup-lr", "1e-4", *SCHED, "--out", str(out)]) == 0
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert [r["lr"] for r in rows] == [pytest.approx(1e-4)] * 2
    assert _cfg(["-c", str(out / "args.yaml")]).lr_cycle_limit == 2


@pytest.mark.parametrize("flags", [["--cooldown-epochs", "1"], ["--lr-cycle-limit", "2", "--lr-cycle-decay", "0.5"]])
def test_the_run_trains_the_cool_down_and_every_cycle(tmp_path, flags):
    """Without --max-steps, --epochs 1 with a cool-down epoch, or two cosine cycles, trains two epochs (the
    trainer used to stop at the end of --epochs: the cool-down and later cycles were never trained)."""
    out = tmp_path / "run"
    assert main(["train", *TINY, "-b", "256", "--epochs", "1", "--warmup-epochs", "0", "--lr", "1e-3",
                 "--min-lr", "1e-5", *flags, "--out", str(out)]) == 0
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    ends = [r for r in rows if r.get("kind") == "eval"]
    assert [r["epoch"] for r in ends] == [1, 2]
    steps, bpe = [r for r in rows if r.get("kind") != "eval"], ends[0]["step"]
    assert [r["step"] for r in steps] == list(range(1, 2 * bpe + 1)) and bpe >= 2
    second = steps[bpe]["lr"]
    assert second == pytest.approx(1e-5) if flags[0] == "--cooldown-epochs" else second > 4e-4   # 2nd cycle's peak 5e-4


def test_timms_repeat_and_patience_keys_are_ignored_one_line_each(tmp_path):
    """timm's folder data sets ignore epoch_repeats and only its plateau schedule reads patience_epochs."""
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(epoch_repeats=2.0, patience_epochs=3)
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    lines = []
    load_args_yaml(tmp_path / "args.yaml", lines.append)
    assert sum("ignored epoch_repeats: 2.0 (repeats an iterable" in line for line in lines) == 1
    assert sum("ignored patience_epochs: 3 (the plateau schedule's" in line for line in lines) == 1


def test_start_epoch_trains_from_that_epoch_of_the_whole_run(tmp_path):
    """timm's --start-epoch N: a fresh run's loop and schedule start at epoch N (its updates at the lr
    the whole run gives them), the optimizer fresh there."""
    out = tmp_path / "run"
    assert main(["train", *TINY, "-b", "256", "--epochs", "3", "--start-epoch", "2", "--warmup-epochs", "0",
                 "--out", str(out)]) == 0
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    ends = [r for r in rows if r.get("kind") == "eval"]
    assert [r["epoch"] for r in ends] == [3]
    bpe = ends[0]["step"] // 3
    steps = [r for r in rows if r.get("kind") != "eval"]
    assert [r["step"] for r in steps] == list(range(2 * bpe + 1, 3 * bpe + 1))
    cfg = _cfg(["-c", str(out / "args.yaml")])
    assert cfg.start_epoch == 2
    assert [r["lr"] for r in steps] == [pytest.approx(float(np.float32(lr_at(t, cfg, 3 * bpe, 0))), rel=1e-6)
                                        for t in range(2 * bpe + 1, 3 * bpe + 1)]


@pytest.mark.parametrize("mode, read", [("rrc", "rrc"), (None, None), ("", None), ("rkrc", "rkrc"), ("rkrr", "rkrr")])
def test_timms_train_crop_mode_is_read(tmp_path, mode, read):
    """timm's None/'' is its rrc (the field's default); rrc/rkrc/rkrr are taken as written; the
    Augment the config makes crops that way."""
    d = yaml.safe_load(TIMM_YAML.read_text())
    d["train_crop_mode"] = mode
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    assert load_args_yaml(tmp_path / "args.yaml", lambda s: None).get("train_crop_mode") == read
    assert _cfg(["-c", str(tmp_path / "args.yaml")]).augment.train_crop_mode == (read or "rrc")


@pytest.mark.parametrize("mode", ["rkrc", "rkrr"])
def test_the_train_crop_mode_flag_makes_the_pipeline(mode):
    aug = _cfg(["--train-crop-mode", mode]).augment
    assert aug.train_crop_mode == mode
    assert str(aug).startswith(f"train: ResizeKeepRatio(scale 0.5-1, ratio 0.75-1.333, each p 0.5, bicubic), "
                               f"{'CenterCropOrPad' if mode == 'rkrc' else 'RandomCropOrPad'}(reflect), hflip 0.5")


def test_an_unknown_train_crop_mode_is_one_line(tmp_path):
    d = yaml.safe_load(TIMM_YAML.read_text())
    d["train_crop_mode"] = "rc"
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    with pytest.raises(TrainError, match="train_crop_mode"):
        load_args_yaml(tmp_path / "args.yaml", lambda s: None)
