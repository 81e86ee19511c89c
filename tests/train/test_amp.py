"""timm's `--amp` on `hlocert train` and `hlocert pair`: it selects the variant's `+bf16` twin
(whether --variant names it or the timm-style flags compose it; a `+bf16` variant stays as it is),
the run trains that render, and `--amp-dtype float16` is a one-line error naming the fix."""
import argparse
import json
from dataclasses import replace

import pytest

from hlocert.cli import main
from hlocert.render.variants import Variant
from hlocert.train import config
from hlocert.train.cli import add_train_arguments
from hlocert.train.recipe import with_amp, with_variant

TINY = "tinycnn_S-c10-i32-b4x1-adam"


def _variant(argv):
    p = argparse.ArgumentParser()
    add_train_arguments(p)
    args = p.parse_args(argv)
    return with_amp(with_variant(config.from_args(args), config.given(args))).variant.name


@pytest.mark.parametrize("argv, variant", [
    ([], config.DEFAULT_VARIANT),
    (["--amp"], replace(Variant.parse(config.DEFAULT_VARIANT), bf16=True).name),
    (["--amp", "--amp-dtype", "bfloat16", "--variant", TINY], TINY + "+bf16"),
    (["--amp", "--variant", TINY + "+bf16"], TINY + "+bf16"),               # already +bf16: fine
    (["--variant", TINY + "+bf16"], TINY + "+bf16"),                        # no --amp: the variant decides
    (["--amp", "--model", "tinycnn_S", "-b", "8"], "tinycnn_S-c10-i32-b8x1-adamw+wx+clip1.0+drop+bf16"),
])
def test_amp_selects_the_bf16_twin(argv, variant):
    assert _variant(argv) == variant


@pytest.mark.parametrize("command", ["train", "pair"])
def test_amp_float16_is_a_one_line_error(command, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main([command, "--variant", TINY, "--amp", "--amp-dtype", "float16"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{command}: error: --amp-dtype float16: hlocert renders bf16 mixed precision only") \
        and "use --amp-dtype bfloat16" in err and err.count("\n") == 1, err
    assert not any(tmp_path.iterdir())                        # nothing was made


def test_train_with_amp_trains_the_bf16_render(tmp_path, capsys):
    out = tmp_path / "run"
    assert main(["train", "--variant", "tinycnn_S-c10-i16-b8x1-adamw+wx+clip1.0", "--amp", "--workers", "0",
                 "--epochs", "1", "--max-steps", "2", "--no-eval", "--no-plot", "--out", str(out)]) == 0
    assert json.loads((out / "config.json").read_text())["variant"] == "tinycnn_S-c10-i16-b8x1-adamw+wx+clip1.0+bf16"
    assert "variant tinycnn_S-c10-i16-b8x1-adamw+wx+clip1.0+bf16" in capsys.readouterr().err.splitlines()
