"""`hlocert train --help` in groups (issue 28 item 9): the training (timm) flags first, then the run
folder, the certified render, the lowering and the distributed flags, each in its own group, every
flag in exactly one; an unknown flag still gets train's usage and "did you mean"."""
import argparse
import re

import pytest

from hlocert.cli import build_parser, main
from hlocert.train import config


def _train_parser():
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return sub.choices["train"]


def _groups() -> dict[str, list[str]]:
    """Group title -> its flags, in the order --help prints them."""
    out = {}
    for g in _train_parser()._action_groups:
        flags = [a.option_strings[-1] for a in g._group_actions if a.option_strings]
        if flags:
            out[g.title] = flags
    return out


def test_the_groups_and_their_order():
    titles = [t.split(":")[0].split(" (")[0] for t in _groups()]
    assert titles == ["options", "training", "run folder, checkpoints and logging", "certified render", "lowering",
                      "multi-process"]
    assert _groups()["options"] == ["--help"]


@pytest.mark.parametrize("title, flags", [
    ("training", ["--config", "--lr", "--epochs", "--batch-size", "--opt", "--model", "--smoothing", "--amp"]),
    ("run folder", ["--out", "--output", "--experiment", "--resume", "--keep", "--workers", "--no-eval"]),
    ("certified render", ["--variant"]),
    ("lowering", ["--lowerer", "--platform", "--depthwise", "--patchify", "--no-compile-cache"]),
    ("multi-process", ["--replicas", "--num-processes", "--process-id", "--coordinator", "--dist-timeout"]),
])
def test_each_flag_is_in_its_group(title, flags):
    group, = [fl for t, fl in _groups().items() if t.startswith(title)]
    assert set(flags) <= set(group), (title, group)


def test_every_flag_is_in_exactly_one_group():
    every = [f for flags in _groups().values() for f in flags]
    assert len(every) == len(set(every))
    fields = {config.flag(f.name) for f in config.fields(config.TrainConfig) if not f.metadata.get("families")}
    actions = _train_parser()._actions
    assert {a.option_strings[-1] for a in actions if a.option_strings} == set(every)
    assert fields <= {o for a in actions for o in a.option_strings}


def test_help_prints_the_training_flags_first(capsys):
    with pytest.raises(SystemExit):
        main(["train", "--help"])
    text = capsys.readouterr().out
    text = text[text.index("\noptions:"):]        # past the usage
    heads = re.findall(r"^(\S[^\n]*):$", text, re.M)
    assert heads[0] == "options" and heads[1].startswith("training")
    assert text.index("--lr LR") < text.index("--out OUT") < text.index("--variant VARIANT") < text.index("--lowerer")


def test_an_unknown_flag_gets_trains_usage_and_did_you_mean(capsys):
    with pytest.raises(SystemExit) as e:
        main(["train", "--lowrer", "iree"])
    assert e.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["usage: hlocert train [options]  (hlocert train --help lists them)",
                   "hlocert train: error: unrecognized arguments: --lowrer iree (did you mean --lowerer?)"]
