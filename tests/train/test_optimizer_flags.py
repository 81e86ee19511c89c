"""timm's `--opt-eps`, `--opt-betas` and `--momentum`: each sets the fields of an option the chosen
optimizer family declares (hlocert/optim: `eps{ε}`, `b1{β1}`, `b2{β2}`, `m{μ}`), so the composed
variant spells them and its render bakes them; a flag the family has no option for is a one-line
error naming the families that take it."""
import argparse
import json

import pytest

from hlocert.cli import main
from hlocert.render import render
from hlocert.render.variants import Variant
from hlocert.train import config
from hlocert.train.cli import add_train_arguments
from hlocert.train.errors import TrainError
from hlocert.train.recipe import with_variant


def _composed(argv) -> str:
    p = argparse.ArgumentParser()
    add_train_arguments(p)
    args = p.parse_args(["--model", "tinycnn_S", *argv])
    return with_variant(config.from_args(args), config.given(args)).variant.name


@pytest.mark.parametrize("argv, kind", [
    (["--opt-betas", "0.8", "0.98", "--opt-eps", "1e-6"], "adamw+b10.8+b20.98+eps1e-06+wx+clip1.0+drop"),
    (["--opt", "lamb", "--opt-eps", "1e-8"], "lamb+eps1e-08+wx+clip1.0+drop"),
    (["--opt", "adam", "--opt-betas", "0.9", "0.999"], "adam+wx+clip1.0+drop"),       # the defaults: unwritten
    (["--opt", "sgd", "--momentum", "0.9"], "sgd+m0.9+wx+clip1.0+drop"),
    (["--opt", "sgd+m0.5+nesterov", "--momentum", "0.9"], "sgd+m0.9+nesterov+wx+clip1.0+drop"),   # the flag wins
    (["--opt", "rmsproptf", "--momentum", "0.8", "--opt-eps", "1e-8"], "rmsproptf+m0.8+eps1e-08+wx+clip1.0+drop"),
])
def test_the_flags_set_the_familys_declared_options(argv, kind):
    name = _composed(argv)
    assert name == f"tinycnn_S-c10-i32-b32x1-{kind}"
    assert Variant.parse(name).name == name


def test_the_render_bakes_the_flags_values():
    """The values reach the optimizer and its banner; that the step's math uses them (not only the
    banner) is test_optim_ties.py's tie to optax of these kinds."""
    v = Variant.parse(_composed(["--opt-betas", "0.8", "0.98", "--opt-eps", "1e-6"]))
    assert (v.optimizer.b1, v.optimizer.b2, v.optimizer.eps) == (0.8, 0.98, 1e-6)
    assert "adam: β1 0.8  β2 0.98  eps 1e-06" in render(v)


@pytest.mark.parametrize("argv, message", [
    (["--opt", "sgd", "--opt-eps", "1e-6"],
     "--opt-eps: --opt sgd has no eps; adamw, adam, rmsproptf, lamb take --opt-eps"),
    (["--opt", "rmsproptf", "--opt-betas", "0.9", "0.9"],
     "--opt-betas: --opt rmsproptf has no b1 b2; adamw, adam, lamb take --opt-betas"),
    (["--opt", "adamw", "--momentum", "0.9"],
     "--momentum: --opt adamw has no momentum; sgd, rmsproptf take --momentum"),
    (["--opt", "muon", "--momentum", "0.9"], "--momentum: --opt muon has no momentum"),
    (["--opt-betas", "0.9", "1.0"], "--opt-betas 0.9 1.0: give betas in [0, 1)"),
    (["--opt-eps=-1e-8"], "--opt-eps -1e-08: give a finite number >= 0"),
])
def test_a_flag_the_family_lacks_is_a_one_line_error(argv, message, capsys, tmp_path, monkeypatch):
    with pytest.raises(TrainError) as info:
        _composed(argv)
    assert str(info.value).startswith(message)
    monkeypatch.chdir(tmp_path)
    assert main(["train", "--model", "tinycnn_S", *argv]) == 2
    err = capsys.readouterr().err
    assert err == f"train: error: {info.value}\n"
    assert not any(tmp_path.iterdir())                        # nothing was made


def test_the_betas_survive_the_run_config_and_resume_compares_them():
    p = argparse.ArgumentParser()
    add_train_arguments(p)
    args = p.parse_args(["--opt-betas", "0.8", "0.98"])
    cfg = config.from_args(args)
    assert cfg.opt_betas == (0.8, 0.98)
    saved = config.TrainConfig.from_json(json.loads(json.dumps(cfg.to_json())))
    assert saved.opt_betas == (0.8, 0.98)
    assert config.resumed_config(saved, config.given(args)) == saved
    with pytest.raises(TrainError, match="--opt-betas: saved 0.8 0.98, given 0.9 0.98"):
        config.resumed_config(saved, config.given(p.parse_args(["--opt-betas", "0.9", "0.98"])))
