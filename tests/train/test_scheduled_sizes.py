"""timm's scheduled training resolutions in `hlocert train` (--train-img-sizes, --train-batch-sizes,
--train-size-probs, --train-size-schedule, --train-size-schedule-spread, --train-size-random-mix,
--train-batches-per-epoch, --variable-batch-loss-scale; data/scheduled.py, train/sizes.py): the
schedule's weights, progressive shift, batch counts and policy-average batch as timm's sampler defines
them (tied to timm's own sampler in test_scheduled_torch.py, -m torch); the loss scale as timm's
formula; a digits run of two sizes from one command where each step runs the step of its drawn size,
resumed mid-epoch to the same steps; refusals in one line. Trainings are real, a few steps."""
import json

import numpy as np
import pytest

from hlocert.cli import main
from hlocert.data import DataError
from hlocert.data.scheduled import SizeSchedule, loss_scale

TINY = ["--data", "digits", "--model", "tinycnn_S", "--img-size", "32", "-b", "16", "--workers", "0", "--no-plot",
        "--no-eval"]
TWO = ["--train-img-sizes", "24", "32", "--train-batch-sizes", "8", "16"]


def _err(capsys) -> str:
    lines = capsys.readouterr().err.strip().splitlines()
    assert sum(line.startswith("train: error") for line in lines) == 1, lines
    return lines[-1]


# -- the schedule ------------------------------------------------------------------------------------

def test_progressive_weights_move_from_the_first_size_to_the_last():
    s = SizeSchedule((16, 24, 32), (8, 8, 8), 1000, schedule="progressive", epochs=5, spread=0.65, random_mix=0.1)
    w = [s.weights_at(e) for e in range(5)]
    assert all(abs(x.sum() - 1) < 1e-15 for x in w)
    assert np.argmax(w[0]) == 0 and np.argmax(w[2]) == 1 and np.argmax(w[4]) == 2
    means = [x @ np.arange(3) for x in w]
    assert all(a < b for a, b in zip(means, means[1:]))
    # the window at c = 0 with spread 0.65, times the uniform base, then 10% uniform
    g = np.exp(-0.5 * (np.arange(3) / 0.65) ** 2)
    assert np.allclose(w[0], 0.9 * g / g.sum() + 0.1 / 3, rtol=1e-14)
    assert np.allclose(s.weights_at(9), w[4]) and np.allclose(s.weights_at(-1), w[0])
    # spread 0: the nearest choice alone (both at a tie), a zero weight never drawn
    s0 = SizeSchedule((16, 24, 32), (8, 8, 8), 1000, weights=(1, 0, 1), schedule="progressive", epochs=3,
                      spread=0.0, random_mix=0.0)
    assert list(s0.weights_at(0)) == [1, 0, 0] and list(s0.weights_at(1)) == [1, 0, 0]   # nearest active to 1
    assert list(s0.weights_at(2)) == [0, 0, 1]


def test_constant_budget_spends_the_images_and_repeats_each_epoch_shuffled():
    s = SizeSchedule((24, 32), (8, 16), 1438, seed=3, weights=(1, 3))
    used = sum(s.batches[c] for c in s.budget)
    assert used <= 1438 < used + 8 and s.batches_per_epoch == len(s.budget)
    assert s.average_batch == pytest.approx(8 * 0.25 + 16 * 0.75, rel=1e-15)
    e0, e1 = s.choices(0), s.choices(1)
    assert sorted(e0) == sorted(e1) and list(e0) != list(e1)
    assert list(SizeSchedule((24, 32), (8, 16), 1438, seed=3, weights=(1, 3)).choices(1)) == list(e1)
    assert abs(np.mean(np.asarray(s.budget) == 1) - 0.75) < 0.1      # the weights, within draw noise


def test_fixed_batches_draw_each_epoch_by_its_weights():
    s = SizeSchedule((16, 24, 32), (32, 16, 8), 1000, seed=0, schedule="progressive", epochs=4, num_batches=4000)
    assert s.batches_per_epoch == 4000
    for e in (0, 3):
        freq = np.bincount(s.choices(e), minlength=3) / 4000
        assert np.abs(freq - s.weights_at(e)).max() < 0.03
    # without a count, progressive: the images over the policy-average batch (int, as timm)
    p = SizeSchedule((16, 24, 32), (32, 16, 8), 1000, schedule="progressive", epochs=4)
    avg = np.mean([s.weights_at(e) @ np.array([32, 16, 8]) for e in range(4)])
    assert p.average_batch == pytest.approx(avg, rel=1e-15) and p.batches_per_epoch == int(1000 / avg)
    assert SizeSchedule((16, 32), (8, 8), 1000, schedule="progressive", epochs=2).batches_per_epoch == 125


def test_lengths_and_values_that_disagree_are_refused():
    with pytest.raises(DataError, match="--train-batch-sizes and --train-img-sizes must have the same length"):
        SizeSchedule((24, 32), (8,), 100)
    with pytest.raises(DataError, match="--train-size-probs and --train-img-sizes must have the same length"):
        SizeSchedule((24, 32), (8, 8), 100, weights=(1.0,))
    with pytest.raises(DataError, match="progressive moves across the sizes"):
        SizeSchedule((24,), (8,), 100, schedule="progressive", epochs=2)
    with pytest.raises(DataError, match="no batch of 64 fits the 10 training images"):
        SizeSchedule((24,), (64,), 10)


def test_the_loss_scale_is_timms_formula():
    """timm's train loop: local_scale = batch / batch_size_reference, its square root under sqrt, 1 under none."""
    for b, ref in ((8, 12.0), (16, 12.0), (32, 20.5)):
        assert loss_scale(b, ref, "none") == 1.0
        assert loss_scale(b, ref, "linear") == b / ref
        assert loss_scale(b, ref, "sqrt") == (b / ref) ** 0.5


# -- a run ----------------------------------------------------------------------------------------

def _steps(out):
    return [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()
            if "kind" not in json.loads(line)]


def test_two_sizes_train_from_one_command_and_resume_to_the_same_steps(tmp_path, capsys):
    """Each step's record names the size and batch of the step that ran it, those the schedule drew for
    that batch (both sizes among the first steps: two executables ran); a run stopped after 3 steps and
    resumed gives the uninterrupted run's steps, losses included."""
    full, part = tmp_path / "full", tmp_path / "part"
    flags = [*TINY, *TWO, "--variable-batch-loss-scale", "sqrt", "--epochs", "1", "--seed", "1"]
    assert main(["train", *flags, "--max-steps", "6", "--out", str(full)]) == 0
    err = capsys.readouterr().err
    assert "-i24-b8x1-" in err and "-i32-b16x1-" in err and "+lsc" in err
    steps = _steps(full)
    schedule = SizeSchedule((24, 32), (8, 16), 1438, seed=1)
    drawn = [(schedule.sizes[c], schedule.batches[c]) for c in schedule.choices(0)[:6]]
    assert [(r["img_size"], r["batch"]) for r in steps] == drawn
    assert len(set(drawn)) == 2, drawn
    assert main(["train", *flags, "--max-steps", "3", "--out", str(part)]) == 0
    assert main(["train", "--resume", "--out", str(part), "--max-steps", "6"]) == 0
    assert [(r["img_size"], r["loss"]) for r in _steps(part)] == [(r["img_size"], r["loss"]) for r in steps]


def test_the_loss_reported_is_the_batchs_own(tmp_path):
    """The same run with and without the loss scale starts from the same weights: the first step's
    reported loss (the scaled step's loss over S) is the unscaled one."""
    a, b = tmp_path / "a", tmp_path / "b"
    assert main(["train", *TINY, *TWO, "--max-steps", "1", "--out", str(a)]) == 0
    assert main(["train", *TINY, *TWO, "--variable-batch-loss-scale", "linear", "--max-steps", "1",
                 "--out", str(b)]) == 0
    (ra,), (rb,) = _steps(a), _steps(b)
    assert ra["img_size"] == rb["img_size"] and rb["loss"] == pytest.approx(ra["loss"], rel=1e-6)
    assert rb["grad_norm"] == pytest.approx(ra["grad_norm"] * ra["batch"] / 12.0, rel=1e-5)


@pytest.mark.parametrize("flags, said", [
    (["--train-img-sizes", "24", "32", "--train-batch-sizes", "8"],
     "--train-batch-sizes and --train-img-sizes must have the same length (1 and 2)"),
    (["--train-img-sizes", "24", "32", "--train-size-probs", "1", "2", "3"],
     "--train-size-probs and --train-img-sizes must have the same length (3 and 2)"),
    (["--train-img-sizes", "30"], "--train-img-sizes 30: TinyCNN-S: image size must be a positive multiple of 4"),
    (["--train-size-schedule", "progressive"], "add --train-img-sizes"),
    (["--train-img-sizes", "24", "--grad-accum-steps", "2"], "--grad-accum-steps above 1: not yet"),
    (["--train-img-sizes", "24", "--aug-splits", "2"], "augmentation splits are not supported with scheduled"),
])
def test_refusals_are_one_line(tmp_path, capsys, flags, said):
    assert main(["train", *TINY, *flags, "--max-steps", "1", "--out", str(tmp_path / "r")]) == 2
    assert said in _err(capsys)


def test_a_net_whose_parameters_follow_the_size_is_refused(tmp_path, capsys):
    assert main(["train", "--data", "digits", "--model", "vit_nano", "--img-size", "32", "-b", "8",
                 "--train-img-sizes", "16", "32", "--workers", "0", "--no-plot", "--no-eval", "--max-steps", "1",
                 "--out", str(tmp_path / "r")]) == 2
    line = _err(capsys)
    assert "--train-img-sizes 16:" in line and "another shape at 16² than at 32²: one size per run" in line


def test_timms_args_yaml_keys_are_read(tmp_path):
    """An args.yaml of timm's with scheduled sizes gives the fields; without the sizes its
    train_batches_per_epoch is ignored in one line, as timm's fixed-size loader ignores it."""
    import yaml
    from pathlib import Path
    from hlocert.train.timm_args import load_args_yaml
    d = yaml.safe_load((Path(__file__).parent.parent / "timm_args.yaml").read_text())
    d.update(train_img_sizes=[24, 32], train_batch_sizes=[8, 16], train_size_probs=[1.0, 3.0],
             train_size_schedule="progressive", train_size_schedule_spread=0.5, train_size_random_mix=0.2,
             train_batches_per_epoch=5, variable_batch_loss_scale="sqrt")
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    lines = []
    got = load_args_yaml(tmp_path / "args.yaml", lines.append)
    assert (got["train_img_sizes"], got["train_batch_sizes"], got["train_size_probs"]) == ((24, 32), (8, 16), (1.0, 3.0))
    assert (got["train_size_schedule"], got["train_size_schedule_spread"], got["train_size_random_mix"],
            got["train_batches_per_epoch"], got["variable_batch_loss_scale"]) == ("progressive", 0.5, 0.2, 5, "sqrt")
    assert not any("train_batches_per_epoch" in line or "train_size" in line or "train_img" in line for line in lines)
    d.update(train_img_sizes=None)
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    lines = []
    got = load_args_yaml(tmp_path / "args.yaml", lines.append)
    assert "train_batches_per_epoch" not in got and sum("ignored train_batches_per_epoch: 5" in x for x in lines) == 1


def test_lr_base_scales_by_the_policy_average_batch():
    """timm's lr from --lr-base with scheduled sizes: lr_base × the policy-average batch (× replicas) / 256."""
    from hlocert.cli import build_parser
    from hlocert.train import config
    from hlocert.train.recipe import with_lr_base, with_variant
    args = build_parser().parse_args(["train", "--model", "tinycnn_S", "-b", "16", "--opt", "sgd+m0.9", "--lr-base",
                                      "0.1", *TWO, "--train-size-probs", "1", "3"])
    cfg = config.from_args(args)
    given = config.given(args, cfg)
    assert with_lr_base(with_variant(cfg, given), given).lr == pytest.approx(0.1 * (0.25 * 8 + 0.75 * 16) / 256)
