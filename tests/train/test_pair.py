"""`hlocert pair` on the committed micro render against the JAX reference trainer: a TIE with a
measured floor; a deliberately perturbed feed (targets, lr) is an OFFSET; the PNGs are valid."""
import json
from pathlib import Path

import numpy as np
import pytest

from hlocert.train.pair import PairConfig, run_pair, summary
from hlocert.train.plot import plot_metrics
from trainer_runs import random_folder

MICRO = "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _is_png(path) -> bool:
    data = Path(path).read_bytes()
    return data[:8] == PNG_MAGIC and len(data) > 1000 and data[-8:-4] == b"IEND"


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    """A generated ImageFolder: 10 classes, 3 train / 1 val random 32×32 RGB PNGs each."""
    return random_folder(tmp_path_factory.mktemp("pairdata"), 3)


def _pair(tiny, out, **kw):
    pc = PairConfig(steps=6, variant=MICRO, data=tiny, out=str(out), workers=0, lr=5e-3,
                    warmup_epochs=0.25, epochs=3, label_smoothing=0.0, seed=1, **kw)
    return run_pair(pc, log=lambda s: None)


@pytest.fixture(scope="module")
def tie(tiny, tmp_path_factory):
    out = tmp_path_factory.mktemp("pair")
    return out, _pair(tiny, out)


def test_micro_ties_with_a_measured_floor(tie):
    out, rep = tie
    assert rep["verdict"] == "TIE", summary(rep)
    assert rep["first_offset_step"] is None
    assert rep["steps_run"] == 6 and [r["step"] for r in rep["steps"]] == list(range(1, 7))
    f = rep["floor"]
    # (a) the same reference twice is bit-exact; (b) the reversed batch gives a nonzero, tiny floor
    assert f["repeat_exact"] and f["repeat_max_dloss"] == 0.0
    assert 0.0 < f["loss"] < 1e-4
    assert f["loss"] >= f["safety"] * f["reversed_max_dloss"]
    assert rep["gap"]["max_dloss"] <= f["loss"]
    assert rep["gap"]["max_param_rel"] < 1e-4  # same init, same feed: the parameters stay together
    # the same feed on both sides: step 1's losses agree to float32 rounding
    s1 = rep["steps"][0]
    assert abs(s1["loss_a"] - s1["loss_b"]) <= 4 * np.finfo(np.float32).eps * abs(s1["loss_b"])
    saved = json.loads((out / "pair.json").read_text())
    assert saved["verdict"] == "TIE" and len(saved["steps"]) == 6
    assert saved["config"]["variant"] == MICRO and saved["config"]["steps"] == 6   # the name, as the flag gave it
    assert _is_png(out / "pair.png")


def test_shuffled_targets_on_one_side_is_an_offset(tiny, tmp_path):
    rep = _pair(tiny, tmp_path, perturb="targets")
    assert rep["verdict"] == "OFFSET", summary(rep)
    assert rep["first_offset_step"] == 1  # the loss of step 1 already sees the targets
    assert rep["floor"]["repeat_exact"]
    assert _is_png(tmp_path / "pair.png")


def test_a_different_lr_is_an_offset(tiny, tmp_path):
    rep = _pair(tiny, tmp_path, perturb="lr")
    assert rep["verdict"] == "OFFSET", summary(rep)
    assert rep["first_offset_step"] == 2  # step 1's loss is computed before any update
    assert rep["steps"][0]["dloss"] <= rep["floor"]["loss"]


def test_plot_metrics_writes_a_png(tmp_path):
    recs = [{"step": s, "epoch": 0, "loss": 2.3 / s, "lr": 1e-3} for s in range(1, 11)]
    recs += [{"kind": "eval", "step": 10, "epoch": e, "val_top1": 0.1 * e, "val_top5": 0.3 * e,
              "ema_top1": 0.09 * e, "ema_top5": 0.29 * e} for e in (1, 2)]
    m = tmp_path / "metrics.jsonl"
    m.write_text("".join(json.dumps(r) + "\n" for r in recs))
    png = plot_metrics(m, tmp_path / "curves.png", log=lambda s: None)
    assert png is not None and _is_png(png)


def test_pair_is_a_command():
    from hlocert.cli import COMMANDS, build_parser
    assert "pair" in COMMANDS
    args = build_parser().parse_args(["pair", "--steps", "3", "--against", "iree", "--variant", MICRO])
    # --variant is read by variant_arg as the command line is parsed: the namespace holds the Variant
    assert (args.steps, args.against, args.lowerer, str(args.variant)) == (3, "iree", "xla", MICRO)
    assert build_parser().parse_args(["pair", "--perturb", "kink"]).perturb == "kink"


def test_a_drop_block_variant_is_refused_in_one_line(tiny, tmp_path):
    """pair feeds both sides the trainer's drop-path masks only: a +dropblock step is refused before
    anything compiles (its ties: tests/nets/test_resnet_drop_block*.py)."""
    from hlocert.train.errors import TrainError
    pc = PairConfig(steps=2, variant="resnet_nano-c10-i32-b2x1-adamw+dropblock0.1", data=tiny, out=str(tmp_path / "p"),
                    workers=0)
    with pytest.raises(TrainError, match=r"not yet DropBlock's .* pair the variant without \+dropblock$"):
        run_pair(pc, log=lambda s: None)
    assert not (tmp_path / "p").exists()


RELU = "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema"


def _relu_pair(tmp_path, perturb, **kw):
    pc = PairConfig(steps=3, variant=RELU, data="digits", out=str(tmp_path), workers=0, seed=1, epochs=1,
                    perturb=perturb, **kw)
    return run_pair(pc, log=lambda s: None)


def _one_flip_explained(rep, side: str) -> dict:
    """A TIE of one named flip, at step 1 on `side`, within its band; the check's report."""
    assert rep["verdict"] == "TIE", summary(rep)
    k = rep["kinks"]
    assert k["explained"] == 1 and k["ended"] is None
    (f,) = k["flips"]
    assert f["side"] == side and f["step"] == 1 and 0 < f["distance"] <= f["band"]
    return k


@pytest.mark.slow         # ~75 s; the criterion itself: tests/train/test_kinks.py
def test_a_kink_flipped_on_one_side_is_explained(tmp_path):
    """--perturb kink: side B takes one ReLU derivative, of an input within its kink band, from the
    kink's other side at step 1; the next row leaves the floor, the kink check finds side A's
    gradient clean, replays the reference runs with A's kink sides, and ties, the flip named."""
    rep = _relu_pair(tmp_path, "kink")
    k = _one_flip_explained(rep, "reference/jax")
    assert k["examined"] and all(e["clean"] for e in k["examined"])
    assert "kink flips explained: 1" in summary(rep) and "1 kink flip explained" in rep["meaning"]


def test_a_wrong_lr_on_a_relu_net_is_not_a_kink_flip(tmp_path):
    """The mutant: side B's lr ×2 leaves the floor as before, and the kink check, replaying the
    reference runs with side A's kink sides, does not explain it away."""
    rep = _relu_pair(tmp_path, "lr")
    assert rep["verdict"] == "OFFSET", summary(rep)
    assert rep["first_offset_step"] == 2 and rep["kinks"]["explained"] == 0
    assert "kink check:" in rep["why"] and "not a kink flip" in rep["why"]


def _render_pair(tmp_path, perturb):
    """ResNet-nano on IREE (side A) against XLA (side B, the one perturbed: its gradient function, the
    change, its apply step, on the cheaper compiler)."""
    return _relu_pair(tmp_path, perturb, lowerer="iree", against="xla")


@pytest.mark.slow         # compiles ResNet-nano's step and gradient function on IREE
def test_a_kink_flipped_on_one_render_is_explained(tmp_path):
    """A pair of two renders: --perturb kink adds to the XLA side's step-1 gradient the change the
    float64 gradient makes when the input (within its band) whose flip moves it most is flipped. The
    next row leaves the floor; the check finds IREE's gradient clean and XLA's a kink flip, named on
    XLA's side; each render then ties with its own reference branch: TIE, one flip explained."""
    rep = _render_pair(tmp_path, "kink")
    k = _one_flip_explained(rep, "render/xla")
    by_side = {(e["side"], e["step"]): e for e in k["examined"]}
    assert by_side[("render/iree", 1)]["clean"]
    assert not by_side[("render/xla", 1)]["clean"] and by_side[("render/xla", 1)]["explained"]
    # the raw rows left the floor: the replayed ones judge each render against its own branch
    replayed = [r for r in rep["steps"] if "dloss_ab" in r]
    assert replayed and max(r["dloss_ab"] for r in replayed) > rep["floor"]["loss"]
    assert all(r["dloss"] == max(r["dloss_ref"], r["dloss_ref_b"]) for r in replayed)
    assert rep["gap"]["max_dloss_ab"] == max(r["dloss_ab"] for r in replayed)
    assert "each render is within the floor of the reference replayed through its own kink sides" in rep["meaning"]
    assert "but for 1 kink flip" in rep["meaning"] and "kink flips explained: 1" in summary(rep)


@pytest.mark.slow
def test_a_gradient_moved_as_much_on_one_render_is_not_a_kink_flip(tmp_path):
    """The mutant: the XLA side's step-1 gradient moved by the same size in a random direction. The
    row leaves the floor as the flip's did, and the check does not explain it: OFFSET."""
    rep = _render_pair(tmp_path, "gradient")
    assert rep["verdict"] == "OFFSET", summary(rep)
    k = rep["kinks"]
    assert k["explained"] == 0 and "not a kink flip" in rep["why"] and "render/xla" in rep["why"]
    by_side = {(e["side"], e["step"]): e for e in k["examined"]}
    assert not by_side[("render/xla", 1)]["explained"] and by_side[("render/iree", 1)]["clean"]


def test_perturb_kink_is_refused_in_one_line_where_it_cannot_run(tiny, tmp_path):
    from hlocert.train.errors import TrainError
    with pytest.raises(TrainError, match=r"^--perturb gradient moves a rendered side B's gradient: pair --against "
                                         r"xla or iree, not jax$"):
        _pair(tiny, tmp_path / "p", perturb="gradient")
    with pytest.raises(TrainError, match=r"^--perturb kink: convnext_micro\S+ has no ReLU or ReLU6, so no kink to "
                                         r"flip$"):
        _pair(tiny, tmp_path / "q", perturb="kink")


def test_the_kink_check_is_off_past_its_memory_limit(tiny, tmp_path, monkeypatch):
    """The check keeps every run's state a step to replay; past KEEP_GIB for the steps asked it is
    off from the start, says so, and the verdict is the floor's alone."""
    from hlocert.train import pair
    monkeypatch.setattr(pair._KinkCheck, "KEEP_GIB", 1e-6)
    rep = _pair(tiny, tmp_path, perturb="lr")
    assert rep["verdict"] == "OFFSET" and rep["first_offset_step"] == 2
    assert rep["kinks"]["ended"].startswith("off: 6 steps would keep ") and rep["kinks"]["examined"] == []
    assert "kink check: off: 6 steps would keep" in rep["why"]


@pytest.mark.parametrize("variant, words", [("tinycnn_S-c10-i32-b2x1-adamw+kd4.0", "pair the variant without \\+kd$"),
                                            ("tinycnn_S-c10-i32-b2x1-adamw+kdf24", "pair the variant without \\+kdf$")])
def test_a_distillation_variant_is_refused_in_one_line(tiny, tmp_path, variant, words):
    """pair feeds no teacher: a +kd{T} or +kdf{D} step is refused before anything compiles (their ties:
    tests/ops/test_kd_ties.py, test_kd_feature_ties.py)."""
    from hlocert.train.errors import TrainError
    pc = PairConfig(steps=2, variant=variant, data=tiny, out=str(tmp_path / "p"), workers=0)
    with pytest.raises(TrainError, match=words):
        run_pair(pc, log=lambda s: None)
    assert not (tmp_path / "p").exists()
