"""`hlocert train -c/--config args.yaml` (issue 28 item 6): tests/timm_args.yaml is what timm's
train.py wrote (its `_parse_args` run with `--model tinycnn_S -b 32 --epochs 1 --lr 0.01
--warmup-epochs 0 --opt adamw --weight-decay 0.05 --clip-grad 1.0 --workers 0 --seed 3 --scale 0.5
1.0 --experiment digits-tiny`, timm 1.0.x at aa4b585): it trains the digits; keys hlocert lacks
are said one line each, and refused when they would change the recipe; the command line wins;
and the args.yaml every run writes loads back to the run's own config."""
import json
import re
from pathlib import Path

import pytest
import yaml

from hlocert.cli import build_parser, main
from hlocert.train import config
from hlocert.train.errors import TrainError
from hlocert.train.timm_args import load_args_yaml, apply
from hlocert.train.timm_defaults import TIMM_DEFAULTS

TIMM_YAML = Path(__file__).parent.parent / "timm_args.yaml"
FAST = ["--max-steps", "2", "--no-eval", "--no-plot"]


@pytest.fixture(scope="module")
def timm_run(tmp_path_factory):
    """Two steps of the timm args.yaml's recipe on the digits: (run folder, stderr lines)."""
    out = tmp_path_factory.mktemp("cfg") / "run"
    return out, main(["train", "-c", str(TIMM_YAML), *FAST, "--out", str(out)])


def _cfg(argv):
    """The TrainConfig `hlocert train ARGV` starts from (before the variant is composed), and the
    fields counted as given."""
    args = build_parser().parse_args(["train", *argv])
    if args.config:
        apply(args, load_args_yaml(args.config, lambda s: None))
    return config.from_args(args), set(args.given_fields)


def test_the_yaml_is_timms_own():
    """Every key of the file is a dest of timm's train.py parser, and none is missing."""
    assert set(yaml.safe_load(TIMM_YAML.read_text())) == set(TIMM_DEFAULTS)


def test_a_timm_args_yaml_trains_the_digits(timm_run):
    out, rc = timm_run
    assert rc == 0
    saved = json.loads((out / "config.json").read_text())
    assert saved["variant_resolved"] == "tinycnn_S-c10-i32-b32x1-adamw+wx+clip1.0+drop"
    assert (saved["lr"], saved["seed"], saved["rrc_scale"], saved["label_smoothing"], saved["keep"]) == \
        (0.01, 3, [0.5, 1.0], 0.1, 10)       # timm's smoothing / scale / checkpoint_hist, renamed
    assert (saved["epochs"], saved["warmup_epochs"], saved["weight_decay"], saved["ema_decay"]) == (1, 0.0, 0.05, 0.9998)
    assert [json.loads(line)["step"] for line in (out / "metrics.jsonl").read_text().splitlines()] == [1, 2]


def test_keys_hlocert_lacks_are_said_one_line_each(tmp_path, capsys):
    lines = []
    load_args_yaml(TIMM_YAML, lines.append)
    ignored = [line for line in lines if " ignored " in line]
    assert any("ignored log_wandb: False (logging)" in line for line in ignored)
    assert any("ignored pin_mem: False" in line for line in ignored)
    assert not any("color_jitter" in line or "interpolation" in line for line in lines)    # hlocert has them (item 4)
    keys = [re.search(r"(?:ignored|not applied:) (\w+): ", line).group(1) for line in lines]
    assert len(keys) == len(set(keys)) and set(keys) <= set(TIMM_DEFAULTS)         # one line per key


@pytest.mark.parametrize("key, value, said", [
    ("sched", "tanh", "sched: 'tanh'; --sched takes cosine, step, multistep"),
    ("opt", "adabelief", "opt: 'adabelief' (hlocert has"),
    ("resume", "output/train/x/last.pth.tar", "continue a run with --resume"),
    ("lr_warmup", 1, "lr_warmup (neither timm's train.py nor hlocert's)"),
    ("input_size", [1, 16, 24], "input_size: [1, 16, 24] (hlocert trains square images"),
])
def test_recipe_keys_hlocert_lacks_are_refused_in_one_line(tmp_path, capsys, key, value, said):
    d = yaml.safe_load(TIMM_YAML.read_text())
    d[key] = value
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    assert main(["train", "-c", str(tmp_path / "args.yaml"), *FAST, "--out", str(tmp_path / "run")]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith("train: error: --config") and said in err
    assert not (tmp_path / "run").exists()


@pytest.mark.parametrize("in_chans, input_size, read", [
    (None, None, {"in_chans": None}), (3, None, {"in_chans": 3}), (1, None, {"in_chans": 1}),
    (None, [1, 16, 16], {"in_chans": 1, "img_size": 16}), (1, [1, 16, 16], {"in_chans": 1, "img_size": 16}),
    (None, [3, 16, 16], {"in_chans": 3, "img_size": 16}),
])
def test_timms_in_chans_and_input_size_are_read(tmp_path, in_chans, input_size, read):
    """timm's `in_chans` (null: 3) is --in-chans; its `input_size` [C, S, S] is --img-size S and, without
    an `in_chans`, --in-chans C; both given and unequal is refused in one line."""
    d = yaml.safe_load(TIMM_YAML.read_text())
    d["in_chans"], d["input_size"] = in_chans, input_size
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    got = load_args_yaml(tmp_path / "args.yaml", lambda s: None)
    assert {k: got.get(k) for k in read} == read
    d["in_chans"], d["input_size"] = 3, [1, 16, 16]
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    with pytest.raises(TrainError, match=re.escape("input_size: [1, 16, 16] (hlocert trains square images")):
        load_args_yaml(tmp_path / "args.yaml", lambda s: None)


def test_timms_split_bn_is_taken(tmp_path):
    """timm's `split_bn` (with `aug_splits`) is hlocert's --split-bn: the model's +splitbn{S}."""
    from hlocert.train.recipe import with_aug_splits, with_variant
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(split_bn=True, aug_splits=3)
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    cfg, given = _cfg(["-c", str(tmp_path / "args.yaml"), "--model", "resnet_microb", "-b", "2", "--img-size", "16"])
    assert cfg.split_bn and cfg.aug_splits == 3
    v = with_aug_splits(with_variant(cfg, given), given).variant
    assert v.model.bn_splits == 3 and v.batch == 6 and v.name.endswith("+splitbn3")


def test_timms_augmentation_keys_are_taken():
    """timm's own augmentation keys (issue 28 item 4) are hlocert's flags: its defaults (color jitter
    0.4, random train interpolation, '' = the default eval interpolation) and a RandAugment recipe."""
    cfg, _ = _cfg(["-c", str(TIMM_YAML)])
    assert (cfg.color_jitter, cfg.train_interpolation, cfg.interpolation, cfg.hflip, cfg.remode) == \
        (0.4, "random", None, 0.5, "pixel")
    assert str(cfg.augment).startswith("train: RandomResizedCrop(scale 0.5-1, ratio 0.75-1.333, random), hflip 0.5, "
                                       "ColorJitter(0.4)")


def test_a_timm_randaugment_recipe_is_read(tmp_path):
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(aa="rand-m9-mstd0.5-inc1", reprob=0.25, recount=3, crop_pct=0.95, mean=[0.5, 0.5, 0.5],
             std=[0.5, 0.5, 0.5])
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    aug = _cfg(["-c", str(tmp_path / "args.yaml")])[0].augment
    assert (aug.aa.magnitude, aug.aa.magnitude_std, aug.aa.increasing, aug.reprob, aug.recount, aug.crop_pct) == \
        (9, 0.5, True, 0.25, 3, 0.95)
    assert aug.mean == aug.std == (0.5, 0.5, 0.5) and aug.color_jitter == 0.4   # kept; not applied under --aa


def test_unreadable_configs_are_one_line(tmp_path, capsys):
    (tmp_path / "list.yaml").write_text("- 1\n- 2\n")
    (tmp_path / "bad.yaml").write_text("lr: [1\n")
    for name, said in [("missing.yaml", "No such file"), ("list.yaml", "not a mapping"), ("bad.yaml", "not YAML")]:
        assert main(["train", "-c", str(tmp_path / name), "--out", str(tmp_path / "run")]) == 2
        err = capsys.readouterr().err.strip()
        assert len(err.splitlines()) == 1 and said in err, err


def test_timm_input_size_is_the_image_size(tmp_path):
    d = yaml.safe_load(TIMM_YAML.read_text())
    d["input_size"] = [3, 16, 16]
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    assert _cfg(["-c", str(tmp_path / "args.yaml")])[0].img_size == 16


def test_the_command_line_wins():
    cfg, given = _cfg(["-c", str(TIMM_YAML), "--lr", "0.5", "--smoothing", "0", "-b", "8"])
    assert (cfg.lr, cfg.label_smoothing, cfg.batch_size, cfg.seed, cfg.model) == (0.5, 0.0, 8, 3, "tinycnn_S")
    assert {"model", "batch_size", "opt"} <= given        # the file's composing keys compose the variant


def test_timm_lr_null_is_scaled_from_lr_base(tmp_path):
    """timm's `lr: null`: lr_base × global batch / lr_base_size (sqrt for adaptive optimizers)."""
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(lr=None, opt="sgd", grad_accum_steps=2)
    (tmp_path / "sgd.yaml").write_text(yaml.safe_dump(d))
    cfg, _ = _cfg(["-c", str(tmp_path / "sgd.yaml")])
    assert cfg.lr == pytest.approx(0.1 * 64 / 256) and cfg.opt == "sgd+m0.9+nesterov"
    d.update(opt="adamw")
    (tmp_path / "adamw.yaml").write_text(yaml.safe_dump(d))
    assert _cfg(["-c", str(tmp_path / "adamw.yaml")])[0].lr == pytest.approx(0.1 * (64 / 256) ** 0.5)


def test_the_written_args_yaml_reproduces_the_run(timm_run, tmp_path):
    out, _ = timm_run
    again = tmp_path / "again"
    assert main(["train", "-c", str(out / "args.yaml"), "--out", str(again)]) == 0
    first, second = (json.loads((d / "config.json").read_text()) for d in (out, again))
    assert first.pop("out") != second.pop("out")
    assert first == second
    assert (again / "args.yaml").read_text() == (out / "args.yaml").read_text()


def test_a_flag_that_composes_replaces_the_written_variant(timm_run):
    out, _ = timm_run
    cfg, given = _cfg(["-c", str(out / "args.yaml")])
    assert "variant" in given and cfg.variant.name == "tinycnn_S-c10-i32-b32x1-adamw+wx+clip1.0+drop"
    cfg, given = _cfg(["-c", str(out / "args.yaml"), "-b", "16"])
    assert "variant" not in given and cfg.batch_size == 16 and cfg.model == "tinycnn_S"


def test_an_hlocert_args_yaml_keeps_its_momentum(tmp_path):
    """hlocert's own args.yaml writes `--momentum` as a field beside the optimizer (`opt: sgd`);
    re-read with a composing flag, the composed variant keeps it, not SGD's default."""
    from hlocert.train.recipe import with_variant
    from hlocert.train.runfolder import RunFolder
    args = build_parser().parse_args(["train", "--opt", "sgd", "--momentum", "0.8", "--data", "digits"])
    cfg = config.from_args(args)
    first = with_variant(cfg, config.given(args, cfg))
    assert first.variant.optimizer.momentum == 0.8
    RunFolder(tmp_path).write_config(first.to_json())
    cfg, given = _cfg(["-c", str(tmp_path / "args.yaml"), "-b", "16"])
    again = with_variant(cfg, given)
    assert again.variant.batch == 16 and again.variant.optimizer == first.variant.optimizer


@pytest.mark.parametrize("text, said", [
    ("lowerings: foo\n", "--config {path}: lowerings: 'foo'; a mapping of lowering families"),
    ("lowerings:\n  conv: mac\n", "--config {path}: lowerings: {{'conv': 'mac'}}; a mapping of lowering families"),
    ("lowerings:\n  depthwise: bogus\n", "--config {path}: lowerings: {{'depthwise': 'bogus'}}"),
    ("opt_betas: [0.9]\n", "--config {path}: opt_betas: [0.9] is not what --opt-betas takes"),
    ("eval: 'no'\n", "--config {path}: eval: 'no' is not true or false"),
    ("model: [tinycnn_S]\n", "--config {path}: model: ['tinycnn_S'] is not what --model takes"),
    ("variant: 5\n", "'5'"),
    ("epochs: 1.5\n", "--config {path}: epochs: 1.5 is not what --epochs takes"),
    ("seed: true\n", "--config {path}: seed: True is not what --seed takes"),
])
def test_values_of_the_wrong_shape_are_one_line(tmp_path, capsys, text, said):
    """A value the field's flag could not have parsed (a list for a text flag, a word for a switch,
    one of two betas, a lowering family or lowering that does not exist) is refused in one line."""
    path = tmp_path / "args.yaml"
    path.write_text(text)
    assert main(["train", "-c", str(path), *FAST, "--out", str(tmp_path / "run")]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("train: error: ") and said.format(path=path) in err, err
    assert not (tmp_path / "run").exists()


@pytest.mark.parametrize("first, again, want", [
    (["--opt", "sgd", "--momentum", "0.8"], ["--opt", "adamw"], "adamw"),
    (["--opt", "adamw", "--opt-betas", "0.9", "0.99"], ["--opt", "sgd"], "sgd"),
    (["--opt", "sgd", "--momentum", "0.8"], ["--opt", "rmsproptf"], "rmsproptf+m0.8"),
])
def test_another_opt_on_the_command_line_leaves_the_files_own_optimizer_flags(tmp_path, first, again, want):
    """`-c args.yaml --opt X`: the file's --momentum/--opt-betas/--opt-eps were its optimizer's; X
    takes those it declares too, and the others are left with the file, not refused as this run's."""
    from hlocert.train.recipe import with_variant
    from hlocert.train.runfolder import RunFolder
    args = build_parser().parse_args(["train", *first, "--data", "digits"])
    cfg = config.from_args(args)
    RunFolder(tmp_path).write_config(with_variant(cfg, config.given(args, cfg)).to_json())
    cfg, given = _cfg(["-c", str(tmp_path / "args.yaml"), *again])
    assert with_variant(cfg, given).variant.kind_text.startswith(want + "+wx")
