"""timm's train.py schedule, start and BatchNorm flags (issue 28 item 5): `--lr-base*` scale the lr by
the global batch as timm does; `--warmup-lr`, `--cooldown-epochs`, `--sched multistep
--decay-milestones` shape the schedule (tied to timm's scheduler classes in
test_timm_flags_torch.py); `--drop` sets the classifier dropout of the nets that render one;
`--initial-checkpoint` starts from a checkpoint's weights with a fresh optimizer;
`--no-resume-opt` resumes with fresh moments whose bias corrections count from the resume; each
flag is recorded and read back from args.yaml, a bad value is one line. Also: the README's
"Coming from timm" table names every timm train.py flag, and an RSB-A3-style recipe trains the
digits from one command. Trainings are real, a few steps on the embedded digits."""
import json
import re
import shutil
from pathlib import Path

import numpy as np
import pytest
import yaml
from safetensors.numpy import load_file

from hlocert.cli import build_parser, main
from hlocert.nets.mobilenetv2 import MobileNetV2
from hlocert.train import config
from hlocert.train.config import TrainConfig
from hlocert.train.errors import TrainError
from hlocert.train.recipe import (checkpoint_start, drop_ramp, initial_weights, with_batchnorm, with_lr_base,
                                  with_variant)
from hlocert.train.schedule import lr_at, scalars_at
from hlocert.train.timm_args import apply, load_args_yaml
from hlocert.train.timm_defaults import TIMM_DEFAULTS

ROOT = Path(__file__).resolve().parents[2]
TIMM_YAML = Path(__file__).parent.parent / "timm_args.yaml"
TINY = ["--model", "tinycnn_S", "--workers", "0", "--no-eval", "--no-plot"]


def _cfg(argv):
    """The config `hlocert train ARGV` trains: the variant composed, the lr from --lr-base."""
    args = build_parser().parse_args(["train", *argv])
    cfg = config.from_args(args)
    given = config.given(args, cfg)
    return with_lr_base(with_variant(cfg, given), given)


def _err(capsys) -> str:
    """The one error line on stderr (the lines before it: what was read, e.g. the data)."""
    lines = capsys.readouterr().err.strip().splitlines()
    assert sum(line.startswith("train: error") for line in lines) == 1, lines
    return lines[-1]


# -- --lr-base, --lr-base-size, --lr-base-scale (timm train.py: lr = lr_base · global batch / lr_base_size) --

def test_lr_base_scales_by_the_global_batch():
    """Global batch = -b × replicas × --grad-accum-steps; linear for SGD, sqrt for the adam family and
    lamb, or as --lr-base-scale says."""
    base = ["--model", "tinycnn_S", "-b", "16", "--grad-accum-steps", "2", "--lr-base", "0.1"]
    assert _cfg([*base, "--opt", "sgd+m0.9"]).lr == pytest.approx(0.1 * 32 / 256)
    assert _cfg([*base, "--opt", "lamb"]).lr == pytest.approx(0.1 * (32 / 256) ** 0.5)
    assert _cfg([*base, "--opt", "adamw", "--lr-base-size", "64"]).lr == pytest.approx(0.1 * 0.5 ** 0.5)
    assert _cfg([*base, "--opt", "adamw", "--lr-base-scale", "linear"]).lr == pytest.approx(0.1 * 32 / 256)


def test_a_given_lr_wins_over_lr_base():
    assert _cfg(["--model", "tinycnn_S", "--lr-base", "0.1", "--lr", "0.003"]).lr == 0.003


# -- the schedule: --warmup-lr, --cooldown-epochs, --sched multistep --decay-milestones --------------

def test_the_warm_up_starts_at_warmup_lr():
    cfg = TrainConfig(lr=1.0, warmup_lr=0.2, min_lr=0.0)
    assert [lr_at(t, cfg, 100, 4) for t in (1, 2, 4)] == pytest.approx([0.4, 0.6, 1.0], rel=1e-15)


def test_multistep_decays_at_each_milestone():
    """10 updates an epoch, milestones at epochs 1 and 3, no warm-up: timm's convention (milestone M
    applies from update M·10 − 1 on)."""
    cfg = TrainConfig(sched="multistep", decay_milestones=(1.0, 3.0), decay_rate=0.5, lr=1.0, epochs=4)
    assert [lr_at(t, cfg, 40, 0) for t in (1, 8, 9, 28, 29, 40)] == [1.0, 1.0, 0.5, 0.5, 0.25, 0.25]


def test_cooldown_epochs_train_at_min_lr_after_the_cosine(tmp_path):
    """--epochs 1 --cooldown-epochs 1: the cosine spans epoch 1, and training goes on into epoch 2 at
    --min-lr (here stopped by --max-steps two updates into it)."""
    out = tmp_path / "run"
    assert main(["train", *TINY, "-b", "256", "--epochs", "1", "--cooldown-epochs", "1", "--warmup-epochs", "0",
                 "--min-lr", "1e-4", "--out", str(out)] + ["--max-steps", "8"]) == 0
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    steps = [r for r in rows if r.get("kind") != "eval"]
    bpe = next(r["step"] for r in rows if r.get("kind") == "eval")      # epoch 1 ends at update bpe
    assert bpe < 8 and [r["step"] for r in steps] == list(range(1, 9))
    assert all(r["lr"] == pytest.approx(1e-4) for r in steps if r["step"] >= bpe) and steps[0]["lr"] > 1e-4
    assert [r["epoch"] for r in rows if r.get("kind") == "eval"] == [1]


# -- --drop (classifier dropout), --bn-momentum/--bn-eps, --dist-bn ---------------------------------

def test_drop_sets_the_classifier_dropout_of_the_mobile_nets():
    model = MobileNetV2("nano", 10, 32)
    ramp = drop_ramp(model, TrainConfig(drop=0.3, drop_path=0.0))
    assert np.all(ramp[-model.spec.features:] == 0.3) and np.all(ramp[:-model.spec.features] == 0.0)
    assert np.array_equal(drop_ramp(model, TrainConfig(drop_path=0.0)), model.drop_ramp(0.0))   # default: recipe's
    assert _cfg(["--model", "mobilenetv2_nano", "--drop-path", "0", "--drop", "0.3"]).variant.drop
    assert not _cfg(["--model", "mobilenetv2_nano", "--drop-path", "0", "--drop", "0"]).variant.drop


@pytest.mark.parametrize("flags, said", [
    (["--lr-base", "0"], "--lr-base 0.0 --lr-base-size 256: give numbers > 0"),
    (["--warmup-lr", "-1"], "--warmup-lr -1.0: give a finite learning rate >= 0"),
    (["--cooldown-epochs", "1", "--sched", "step"], "timm's --sched step ignores it"),
    (["--cooldown-epochs", "-1"], "--cooldown-epochs -1: give a whole number of epochs >= 0"),
    (["--sched", "multistep", "--decay-milestones", "0"], "--decay-milestones 0.0: give epochs > 0"),
    (["--drop", "0.1"], "renders no classifier dropout; the nets that do: efficientnet, mobilenetv2, mobilenetv4"),
    (["--drop", "1"], "--drop 1.0: give a dropout rate in [0, 1)"),
    (["--bn-eps", "1e-3"], "--bn-eps 0.001: TinyCNN-S has no BatchNorm without +bn: drop --bn-eps"),
    (["--bn-momentum", "0.01"], "--bn-momentum 0.01: TinyCNN-S has no BatchNorm without +bn: drop --bn-momentum"),
    (["--model", "vit_Ti", "--bn-momentum", "0.01"], "--bn-momentum 0.01: ViT-Ti/16 has no BatchNorm: drop "
                                                    "--bn-momentum"),
    (["--no-resume-opt"], "--no-resume-opt starts the optimizer afresh on --resume"),
    (["--clip-mode", "Value"], "--clip-mode 'Value': hlocert clips by norm, value, agc (timm's modes)"),
    (["--clip-mode", "agc", "--clip-grad", "0.01", "--variant", "tinycnn_S-c10-i32-b32x1-adamw+wx"],
     "--variant names the whole render"),
    (["--head-init-scale", "nan"], "--head-init-scale nan: give a finite number"),
    (["--head-init-bias", "inf"], "--head-init-bias inf: give a finite number"),
    # the family refuses what the flags combine (a traceback before)
    (["--opt", "sgd+m0.9+nesterov", "--momentum", "0"], "the flags' optimizer: Nesterov momentum needs a momentum"),
    (["--initial-checkpoint", "/nonexistent/x.safetensors"], "--initial-checkpoint /nonexistent/x.safetensors:"),
])
def test_bad_values_are_one_line(tmp_path, capsys, flags, said):
    assert main(["train", *TINY, "--max-steps", "1", *flags, "--out", str(tmp_path / "run")]) == 2
    err = _err(capsys)
    assert err.startswith("train: error: ") and said in err, err
    assert not (tmp_path / "run" / "checkpoints").exists()


def test_bn_momentum_and_eps_compose_the_variant():
    """timm's --bn-momentum/--bn-eps set every BatchNorm: the name's +bnm{M}/+bne{E}, composed from
    --model or put on a --variant (the flag wins over the name); a value the net refuses is one line."""
    v = with_batchnorm(_cfg(["--model", "resnet_nano", "--bn-momentum", "0.01", "--bn-eps", "1e-3"])).variant
    assert v.name == "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+bnm0.01+bne0.001"
    assert (v.model.bn_momentum, v.model.bn_eps) == (0.01, 1e-3)
    named = _cfg(["--variant", "mobilenetv2_nano-c10-i32-b8x1-adamw+bnm0.2", "--bn-eps", "1e-4"])
    assert with_batchnorm(named).variant.name == "mobilenetv2_nano-c10-i32-b8x1-adamw+bnm0.2+bne0.0001"
    assert with_batchnorm(_cfg(["--model", "resnet_nano"])).variant.name == "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0"
    with pytest.raises(TrainError, match=re.escape("--bn-momentum 2.0: BatchNorm momentum 2.0 must be in [0, 1]")):
        with_batchnorm(_cfg(["--model", "resnet_nano", "--bn-momentum", "2"]))


def test_bn_flags_train_and_a_resumed_run_keeps_them(tmp_path, capsys):
    """Trained with --bn-momentum/--bn-eps: the announce line states them, config.json and each
    checkpoint's state.json record the variant with them, --resume trains on with it, and `eval`
    runs its eval forward twin (the eps, no momentum: +bne0.001)."""
    out = tmp_path / "run"
    assert main(["train", "--variant", "tinycnn_S-c10-i32-b8x1-adamw+bn", "--bn-momentum", "0.01", "--bn-eps",
                 "1e-3", "--workers", "0", "--no-eval", "--no-plot", "--max-steps", "2", "--out", str(out)]) == 0
    err = capsys.readouterr().err
    name = "tinycnn_S-c10-i32-b8x1-adamw+bn+bnm0.01+bne0.001"
    assert f"variant {name}" in err and "batchnorm: eps 0.001, momentum 0.01 on every BatchNorm" in err
    assert json.loads((out / "config.json").read_text())["variant_resolved"] == name
    assert main(["train", "--resume", str(out), "--max-steps", "3"]) == 0
    state = json.loads((out / "checkpoints" / "step_00000003" / "state.json").read_text())
    assert state["step"] == 3 and state["config"]["variant"] == name
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert [r["step"] for r in rows if "loss" in r] == [1, 2, 3]
    capsys.readouterr()
    assert main(["eval", "--checkpoint", str(out), "--workers", "0"]) == 0     # the eval forward twin
    assert "compiled tinycnn_S-c10-i32-b8x1-fwd+bn+bne0.001 " in capsys.readouterr().err


def test_drop_with_a_variant_without_drop_masks_is_one_line(tmp_path, capsys):
    v = "mobilenetv2_nano-c10-i32-b8x1-adamw+wx+clip1.0"
    assert main(["train", "--variant", v, "--drop", "0.2", "--workers", "0", "--max-steps", "1",
                 "--out", str(tmp_path / "run")]) == 2
    assert f"--drop 0.2: the variant {v} has no +drop" in _err(capsys)


def test_dist_bn_is_what_the_render_does():
    """The render averages the running statistics over every replica each step: timm's reduce and
    broadcast are both what every replica then holds; timm's '' (each keeps its own) is refused."""
    assert _cfg(["--dist-bn", "broadcast"]).dist_bn == "broadcast" and TrainConfig().dist_bn == "reduce"
    with pytest.raises(SystemExit):
        build_parser().parse_args(["train", "--dist-bn", ""])


# -- --initial-checkpoint, --no-resume-opt ----------------------------------------------------------

@pytest.fixture(scope="module")
def two_steps(tmp_path_factory):
    """Two updates of TinyCNN-S (adamw) on the digits, checkpointed at step 2."""
    out = tmp_path_factory.mktemp("start") / "run"
    assert main(["train", *TINY, "-b", "64", "--max-steps", "2", "--out", str(out)]) == 0
    return out


def test_initial_checkpoint_takes_a_runs_weights_only(two_steps, tmp_path, capsys):
    model = _cfg(["--model", "tinycnn_S"]).variant.model
    params, _ = checkpoint_start(model, TrainConfig(initial_checkpoint=str(two_steps)), lambda s: None)
    saved = load_file(str(sorted((two_steps / "checkpoints").glob("step_*"))[-1] / "params.safetensors"))
    assert params.keys() == saved.keys() and all(np.array_equal(params[k], saved[k]) for k in saved)
    out = tmp_path / "again"
    assert main(["train", *TINY, "-b", "64", "--max-steps", "1", "--initial-checkpoint", str(two_steps),
                 "--out", str(out)]) == 0
    assert "weights from --initial-checkpoint" in capsys.readouterr().err
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert rows[0]["step"] == 1
    state = json.loads((sorted((out / "checkpoints").glob("step_*"))[-1] / "state.json").read_text())
    assert state["step"] == 1 and state["config"]["initial_checkpoint"] == str(two_steps)


def test_initial_checkpoint_takes_a_state_dict_file(two_steps, tmp_path, capsys):
    """An `hlocert export` (timm's names) as --initial-checkpoint: the same weights as the run's."""
    sd = tmp_path / "w.safetensors"
    assert main(["export", "--checkpoint", str(two_steps), "-o", str(sd)]) == 0
    model = _cfg(["--model", "tinycnn_S"]).variant.model
    params, _ = checkpoint_start(model, TrainConfig(initial_checkpoint=str(sd)), lambda s: None)
    saved = load_file(str(sorted((two_steps / "checkpoints").glob("step_*"))[-1] / "params.safetensors"))
    assert all(np.array_equal(params[k], saved[k]) for k in saved)
    assert main(["train", *TINY, "-b", "64", "--max-steps", "1", "--initial-checkpoint", str(sd),
                 "--out", str(tmp_path / "run")]) == 0


def test_initial_checkpoint_of_another_net_is_one_line(two_steps, tmp_path, capsys):
    assert main(["train", "--model", "tinycnn_M", "--workers", "0", "--max-steps", "1",
                 "--initial-checkpoint", str(two_steps), "--out", str(tmp_path / "run")]) == 2
    err = _err(capsys)
    assert err.startswith(f"train: error: --initial-checkpoint {two_steps}: params do not fit"), err


def test_no_resume_opt_starts_the_moments_afresh(two_steps, tmp_path, capsys):
    """Resumed to step 3 twice from the same step-2 checkpoint: with --no-resume-opt the new first
    moment is (1 − β1)·g3, the resumed one β1·m2 + (1 − β1)·g3, with the same g3 (same weights, same
    batch); the checkpoint records the restart and the bias corrections count from it."""
    runs = {}
    for name, extra in (("kept", []), ("fresh", ["--no-resume-opt"])):
        runs[name] = tmp_path / name
        shutil.copytree(two_steps, runs[name])
        assert main(["train", "--resume", str(runs[name]), "--max-steps", "3", *extra]) == 0
    assert "--no-resume-opt: the optimizer's m, v started afresh at step 2" in capsys.readouterr().err
    m2 = load_file(str(two_steps / "checkpoints" / "step_00000002" / "m.safetensors"))
    kept, fresh = (load_file(str(runs[n] / "checkpoints" / "step_00000003" / "m.safetensors")) for n in runs)
    b1 = 0.9
    for k in m2:
        np.testing.assert_allclose(fresh[k], kept[k] - b1 * m2[k], rtol=1e-4, atol=1e-6 * np.abs(kept[k]).max())
        assert not np.allclose(fresh[k], kept[k])
    state = json.loads((runs["fresh"] / "checkpoints" / "step_00000003" / "state.json").read_text())
    assert state["opt_from"] == 2 and "opt_from" not in json.loads(
        (runs["kept"] / "checkpoints" / "step_00000003" / "state.json").read_text())
    v = _cfg(["--model", "tinycnn_S"]).variant
    at = scalars_at(v.chain(), 3, TrainConfig(), 100, 0, opt_from=2)
    # the bias corrections count from the restart: at step 3, restarted at 2, the first moment's is 1 − β₁¹
    assert float(at["bc1"]) == pytest.approx(1 - b1) and float(at["lr"]) == np.float32(lr_at(3, TrainConfig(), 100, 0))


# -- args.yaml: every flag recorded and read back; timm's keys taken -------------------------------

def test_the_new_flags_round_trip_through_args_yaml(tmp_path):
    out = tmp_path / "run"
    flags = ["--model", "mobilenetv2_nano", "--drop", "0.25", "--drop-path", "0", "--warmup-lr", "1e-4",
             "--sched", "multistep", "--decay-milestones", "1", "2", "--lr-base", "0.2", "--lr-base-scale", "linear",
             "--dist-bn", "broadcast"]
    assert main(["train", "--workers", "0", "--no-eval", "--no-plot", "--max-steps", "1", *flags,
                 "--out", str(out)]) == 0
    saved = json.loads((out / "config.json").read_text())
    assert (saved["drop"], saved["warmup_lr"], saved["sched"], saved["decay_milestones"], saved["lr_base"],
            saved["lr_base_scale"], saved["dist_bn"]) == (0.25, 1e-4, "multistep", [1.0, 2.0], 0.2, "linear",
                                                          "broadcast")
    assert saved["lr"] == pytest.approx(0.2 * 32 / 256)
    args = build_parser().parse_args(["train", "-c", str(out / "args.yaml")])
    apply(args, load_args_yaml(out / "args.yaml", lambda s: None))
    again = config.from_args(args).to_json()
    assert {k: again[k] for k in saved if k in again and k != "out"} == \
        {k: v for k, v in saved.items() if k in again and k != "out"}


def test_the_later_flags_round_trip_through_args_yaml(tmp_path):
    """--clip-mode, --bce-sum/--bce-pos-weight, --layer-decay-min-scale/-no-opt-scale, --model-ema-warmup and
    --head-init-*: recorded in config.json and args.yaml, read back to the same config and variant."""
    out = tmp_path / "run"
    flags = ["--model", "vit_nano", "--clip-mode", "value", "--clip-grad", "0.5", "--bce-loss", "--bce-sum",
             "--bce-pos-weight", "2", "--layer-decay", "0.75", "--layer-decay-min-scale", "0.5", "--model-ema",
             "--model-ema-warmup", "--head-init-scale", "0.5", "--head-init-bias", "0.1"]
    assert main(["train", *TINY[2:], "--max-steps", "1", *flags, "--out", str(out)]) == 0
    saved = json.loads((out / "config.json").read_text())
    assert "-adamw+wx+ld0.75+ldmin0.5+clipv0.5+ema+emaw+drop+bce+bces+bcepw2.0" in saved["variant_resolved"]
    args = build_parser().parse_args(["train", "-c", str(out / "args.yaml")])
    apply(args, load_args_yaml(out / "args.yaml", lambda s: None))
    again = config.from_args(args).to_json()
    assert {k: again[k] for k in saved if k in again and k != "out"} == \
        {k: v for k, v in saved.items() if k in again and k != "out"}


def test_timms_schedule_and_start_keys_are_taken(tmp_path):
    """timm's args.yaml: warmup_lr, cooldown_epochs, decay_milestones, drop, dist_bn, the BN keys and
    initial_checkpoint ('' = none) are fields now; lr_base* only act where the file's lr is null."""
    lines = []
    got = load_args_yaml(TIMM_YAML, lines.append)
    assert (got["warmup_lr"], got["cooldown_epochs"], got["decay_milestones"], got["drop"], got["dist_bn"],
            got["bn_eps"], got["initial_checkpoint"]) == (1e-5, 0, (90.0, 180.0, 270.0), 0.0, "reduce", None, None)
    assert "lr_base" not in got and not any("warmup_lr" in line or "dist_bn" in line for line in lines)
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(lr=None, lr_base=0.2, lr_base_scale="linear", sched="multistep", decay_milestones=[1, 2])
    (tmp_path / "a.yaml").write_text(yaml.safe_dump(d))
    got = load_args_yaml(tmp_path / "a.yaml", lambda s: None)
    assert (got["lr_base"], got["lr_base_scale"], got["lr"], got["decay_milestones"]) == \
        (0.2, "linear", pytest.approx(0.2 * 32 / 256), (1.0, 2.0))


# -- --drop-connect: timm's deprecated spelling of --drop-path -----------------------------------------

def test_drop_connect_is_drop_path():
    """timm's train.py: "Drop connect rate, DEPRECATED, use drop-path"; the same rate on the same sites."""
    spelled = _cfg(["--model", "vit_nano", "--drop-connect", "0.1"])
    assert spelled.drop_path == 0.1 and spelled.variant == _cfg(["--model", "vit_nano", "--drop-path", "0.1"]).variant
    assert drop_ramp(spelled.variant.model, spelled).max() == pytest.approx(0.1)


def test_an_args_yaml_drop_connect_is_ignored_in_one_line(tmp_path):
    """timm >= 0.6 gives --drop-connect to no model, so the run its args.yaml records had no such rate."""
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(drop_connect=0.2)
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    lines = []
    values = load_args_yaml(tmp_path / "args.yaml", lines.append)
    assert sum("ignored drop_connect: 0.2 (timm's train.py has not passed it" in line for line in lines) == 1
    assert values.get("drop_path") is None


# -- --clip-mode: what --clip-grad clips (timm's dispatch_clip_grad; tied in tests/optim/test_optim_torch.py) --

def test_clip_mode_value_clamps_each_element():
    """norm (timm's default): the global norm, +clip{C}; value: each element to ±C, +clipv{C}; --clip-grad 0: none."""
    norm = _cfg(["--model", "tinycnn_S", "--clip-grad", "0.5"]).variant
    value = _cfg(["--model", "tinycnn_S", "--clip-grad", "0.5", "--clip-mode", "value"]).variant
    assert (norm.optimizer.clip_norm, norm.optimizer.clip_value) == (0.5, None)
    assert (value.optimizer.clip_norm, value.optimizer.clip_value) == (None, 0.5)
    assert norm.name.endswith("adamw+wx+clip0.5+drop") and value.name.endswith("adamw+wx+clipv0.5+drop")
    off = _cfg(["--model", "tinycnn_S", "--clip-grad", "0", "--clip-mode", "value"]).variant.optimizer
    assert (off.clip_norm, off.clip_value) == (None, None)
    agc = _cfg(["--model", "tinycnn_S", "--clip-grad", "0.01", "--clip-mode", "agc"]).variant       # timm's agc
    assert (agc.optimizer.clip_norm, agc.optimizer.agc) == (None, 0.01) and agc.name.endswith("adamw+wx+agc0.01+drop")


def test_clip_mode_value_trains_and_is_read_from_timms_args_yaml(tmp_path):
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(clip_grad=0.25, clip_mode="value", epochs=1)
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    out = tmp_path / "run"
    assert main(["train", "-c", str(tmp_path / "args.yaml"), *TINY, "--max-steps", "2", "--out", str(out)]) == 0
    saved = json.loads((out / "config.json").read_text())
    assert saved["clip_mode"] == "value" and saved["variant_resolved"].endswith("adamw+wx+clipv0.25+drop")
    assert [json.loads(line)["step"] for line in (out / "metrics.jsonl").read_text().splitlines()] == [1, 2]


# -- --model-ema-warmup: timm's ModelEmaV3 warm-up (+emaw; the decay tied to timm's in test_ema_torch.py) --------

def test_model_ema_warmup_composes_emaw_and_needs_model_ema():
    assert _cfg(["--model", "tinycnn_S", "--model-ema", "--model-ema-warmup"]).variant.name.endswith(
        "adamw+wx+clip1.0+ema+emaw+drop")
    assert "emaw" not in _cfg(["--model", "tinycnn_S", "--model-ema"]).variant.name      # hlocert's warm-up stays
    with pytest.raises(TrainError, match="emaw is timm's warm-up of the EMA decay: add ema \\(--model-ema\\)"):
        _cfg(["--model", "tinycnn_S", "--model-ema-warmup"])


def test_timms_model_ema_warmup_key_is_read_and_ignored_without_an_ema(tmp_path):
    d = yaml.safe_load(TIMM_YAML.read_text())
    for ema, want in ((True, True), (False, False)):     # timm warms up only an EMA it keeps
        d.update(model_ema=ema, model_ema_warmup=True)
        (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
        assert load_args_yaml(tmp_path / "args.yaml", lambda s: None)["model_ema_warmup"] is want


def test_the_first_update_under_timms_warmup_makes_the_ema_the_weights(tmp_path):
    """timm's get_decay(1) is 0: after one update the shadow is the updated weights, exactly; hlocert's own
    warm-up (2/11 at t = 1) keeps part of the init."""
    runs = {}
    for name, extra in (("timm", ["--model-ema-warmup"]), ("hlocert", [])):
        runs[name] = tmp_path / name
        assert main(["train", *TINY, "--model-ema", *extra, "--max-steps", "1", "--out", str(runs[name])]) == 0
    step = {n: sorted((r / "checkpoints").glob("step_*"))[-1] for n, r in runs.items()}
    files = {n: (load_file(str(d / "params.safetensors")), load_file(str(d / "ema.safetensors")))
             for n, d in step.items()}
    params, ema = files["timm"]
    assert all(np.array_equal(ema[k], params[k]) for k in params)
    params, ema = files["hlocert"]
    assert not all(np.array_equal(ema[k], params[k]) for k in params)


# -- --head-init-scale, --head-init-bias: timm's classifier init (tied to timm's twins in test_timm_flags_torch.py) --

def test_head_init_scales_the_classifier_then_sets_its_bias(tmp_path):
    cfg = _cfg(["--model", "resnet_nano", "--seed", "3", "--head-init-scale", "0.5", "--head-init-bias", "0.25"])
    model = cfg.variant.model
    params, _ = initial_weights(model, cfg, lambda s: None)
    init = model.init_params(3)
    assert np.array_equal(params["fc.w"], init["fc.w"] * np.float32(0.5)) and np.all(params["fc.b"] == 0.25)
    assert all(np.array_equal(params[k], init[k]) for k in init if k not in ("fc.w", "fc.b"))
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(head_init_scale=0.001, head_init_bias=-2.0)          # timm's args.yaml keys
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    got = load_args_yaml(tmp_path / "args.yaml", lambda s: None)
    assert (got["head_init_scale"], got["head_init_bias"]) == (0.001, -2.0)


# -- the README's "Coming from timm" table ---------------------------------------------------------

def _timm_table() -> dict[str, str]:
    """{timm dest: the row's hlocert column} of the README's table."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("### Coming from timm", 1)[1].split("\n### ", 1)[0]
    rows = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 2 or set(cells[0]) <= set("-: "):
            continue
        for span in re.findall(r"`([^`]*)`", cells[0]):
            for flag in re.findall(r"(?:^|[\s/])--?([\w-]+)", span):
                rows[flag.replace("-", "_")] = cells[1]
    return rows


def test_the_coming_from_timm_table_names_every_timm_flag():
    rows = _timm_table()
    missing = sorted(set(TIMM_DEFAULTS) - set(rows))
    assert not missing, f"README's Coming from timm table lacks {missing}"
    kinds = ("same", "renamed", "not applicable", "not yet")
    assert all(rows[k].startswith(kinds) for k in TIMM_DEFAULTS), \
        [k for k in TIMM_DEFAULTS if not rows[k].startswith(kinds)]


# -- the done-when recipe: RSB-A3 style from one command -------------------------------------------

RSB_A3 = ["--data", "digits", "--model", "resnet_nano", "--img-size", "32", "--opt", "lamb", "--bce-loss",
          "--bce-target-thresh", "0.2", "--aa", "rand-m6-mstd0.5-inc1", "--mixup", "0.1", "--cutmix", "1.0",
          "--smoothing", "0.0", "--lr", "8e-3", "--warmup-epochs", "1", "--weight-decay", "0.02", "--epochs", "2",
          "--grad-accum-steps", "2", "-b", "16"]


def test_an_rsb_a3_style_recipe_trains_the_digits(tmp_path, capsys):
    out = tmp_path / "run"
    assert main(["train", *RSB_A3, "--workers", "0", "--max-steps", "2", "--no-eval", "--no-plot",
                 "--out", str(out)]) == 0
    saved = json.loads((out / "config.json").read_text())
    assert saved["variant_resolved"].startswith("resnet_nano-c10-i32-b16x1-lamb") and "+bce+bcet0.2" in \
        saved["variant_resolved"]
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert [r["step"] for r in rows] == [1, 2] and all(np.isfinite(r["loss"]) for r in rows)
