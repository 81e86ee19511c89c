"""timm's `--model-dtype` on `hlocert train`: bfloat16 trains the variant's `+wbf16` twin (the whole step
in bf16, train/model_dtype.py) from one command, evaluates at bf16, saves checkpoints that hold its bf16
values and resumes them exactly; `hlocert eval` scores them as the run did, `export --format timm` writes them
(the float32 formats refuse them); float32 is the default; `--amp` with bfloat16, and float16, are one-line
errors naming the fix. A real training, a few steps on the embedded digits."""
import argparse
import json
import re

import ml_dtypes
import numpy as np
import pytest

from hlocert.cli import main
from hlocert.train import config
from hlocert.train.checkpoint import load_checkpoint
from hlocert.train.cli import add_train_arguments
from hlocert.train.recipe import with_amp, with_model_dtype, with_variant

TINY = "tinycnn_S-c10-i16-b8x1-adamw+wx+clip1.0"
EMA = "tinycnn_S-c10-i16-b8x1-adamw+wx+clip1.0+ema"
RUN = ["--variant", EMA, "--workers", "0", "--no-plot", "--epochs", "1", "--seed", "3", "--warmup-epochs", "0",
       "--lr", "5e-3", "--model-dtype", "bfloat16"]


def _variant(argv):
    p = argparse.ArgumentParser()
    add_train_arguments(p)
    args = p.parse_args(argv)
    return with_amp(with_model_dtype(with_variant(config.from_args(args), config.given(args)))).variant.name


@pytest.mark.parametrize("argv, variant", [
    ([], config.DEFAULT_VARIANT),
    (["--model-dtype", "float32", "--variant", TINY], TINY),
    (["--model-dtype", "bfloat16", "--variant", TINY], TINY + "+wbf16"),
    (["--variant", TINY + "+wbf16"], TINY + "+wbf16"),
    (["--model-dtype", "bfloat16", "--model", "tinycnn_S", "-b", "8"],
     "tinycnn_S-c10-i32-b8x1-adamw+wx+clip1.0+drop+wbf16"),
])
def test_model_dtype_selects_the_twin(argv, variant):
    assert _variant(argv) == variant


@pytest.mark.parametrize("argv, message", [
    (["--model-dtype", "bfloat16", "--amp"],
     "--model-dtype bfloat16 with --amp: AMP multiplies float32 weights in bf16"),
    (["--model-dtype", "float16"], "--model-dtype float16: hlocert renders no float16 step"),
    (["--model-dtype", "float64"], "--model-dtype 'float64': timm's are float32, bfloat16 and float16"),
    (["--model-dtype", "float32", "--variant", TINY + "+wbf16"], "--model-dtype float32 and the variant"),
    (["--amp", "--variant", TINY + "+wbf16"], r"\+bf16 .* and \+wbf16 .* two precisions: keep one"),
])
def test_refusals_are_one_line(argv, message, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    argv = argv if "--variant" in argv else [*argv, "--variant", TINY]
    assert main(["train", *argv, "--workers", "0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("train: error: ") and err.count("\n") == 1, err
    assert re.search(message, err), err
    assert not any(tmp_path.iterdir())                        # nothing was made


def _losses(out):
    return {r["step"]: r["loss"] for r in map(json.loads, (out / "metrics.jsonl").read_text().splitlines())
            if "loss" in r}


def test_a_bf16_run_trains_evaluates_and_resumes_exactly(tmp_path, capsys):
    """One digits epoch at 16² (179 steps of 8) from one command, and the same run cut at step 60 and
    resumed: the same losses, evaluation and checkpoint, bit for bit; the loss falls."""
    whole, cut = tmp_path / "whole", tmp_path / "cut"
    assert main(["train", *RUN, "--out", str(whole)]) == 0
    assert main(["train", *RUN, "--out", str(cut), "--max-steps", "60"]) == 0
    assert main(["train", "--out", str(cut), "--resume", "--max-steps", "179", "--workers", "0"]) == 0
    err = capsys.readouterr().err
    assert f"variant {EMA}+wbf16" in err and "resuming from" in err
    assert "compiled tinycnn_S-c10-i16-b8x1-fwd+wbf16" in err          # the eval forward at bf16
    assert json.loads((whole / "config.json").read_text())["variant"] == EMA + "+wbf16"
    a, b = _losses(whole), _losses(cut)
    assert sorted(a) == sorted(b) == list(range(1, 180)) and a == b          # exact float equality
    evals = [[r for r in map(json.loads, (out / "metrics.jsonl").read_text().splitlines()) if r.get("kind") == "eval"]
             for out in (whole, cut)]
    keys = ("val_top1", "val_loss", "ema_top1", "ema_loss")
    assert [{k: r[k] for k in keys} for r in evals[0]] == [{k: r[k] for k in keys} for r in evals[1]]
    ck_a, ck_b = load_checkpoint(whole).tensors, load_checkpoint(cut).tensors
    for group in ("params", "m", "v", "ema"):        # float32 files holding bf16 values, equal
        for k, x in ck_a[group].items():
            assert x.dtype == np.float32 and np.array_equal(x, x.astype(ml_dtypes.bfloat16).astype(np.float32))
            assert np.array_equal(x, ck_b[group][k]), (group, k)
    assert np.mean([a[s] for s in range(160, 180)]) < np.mean([a[s] for s in range(1, 21)])
    # `hlocert eval` of the last checkpoint runs the same +wbf16 eval forward on the same bf16 weights
    capsys.readouterr()
    assert main(["eval", "--checkpoint", str(whole), "--workers", "0"]) == 0
    scored = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert {k: scored[k] for k in keys} == {k: evals[0][-1][k] for k in keys}
    # export: its weights as timm names them (float32 files of the bf16 values); the float32 formats refused
    assert main(["export", "--checkpoint", str(whole), "--format", "timm", "-o", str(tmp_path / "w.safetensors")]) == 0
    capsys.readouterr()
    for fmt in ("stablehlo", "onnx"):
        assert main(["export", "--checkpoint", str(whole), "--format", fmt, "-o", str(tmp_path / f"m.{fmt}")]) == 2
        err = capsys.readouterr().err
        assert f"--format {fmt} exports a float32 eval forward" in err and err.count("\n") == 1, err


@pytest.mark.parametrize("extra", [["--grad-accum-steps", "2"],
                                   pytest.param(["--lowerer", "iree"], marks=pytest.mark.slow)])
def test_a_bf16_run_accumulates_and_runs_on_iree(extra, tmp_path):
    """The +wbf16 grad, accumulate and apply functions (bf16 gradients summed in bf16, as PyTorch's .grad),
    and the step on IREE, train a few finite steps."""
    out = tmp_path / "run"
    assert main(["train", *RUN, "--out", str(out), "--max-steps", "3", "--no-eval", *extra]) == 0
    losses = _losses(out)
    assert sorted(losses) == [1, 2, 3] and all(np.isfinite(list(losses.values())))
