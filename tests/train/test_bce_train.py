"""timm's `--bce-loss` / `--bce-target-thresh` / `--bce-sum` / `--bce-pos-weight` on `hlocert train`: they
select the variant's `+bce` (`+bcet{T}`, `+bces`, `+bcepw{W}`) twin, whether --variant names it or the
timm-style flags compose it (a `+bce` variant
stays as it is without the flags); a threshold without --bce-loss is a one-line error; without the
flags nothing changes; a run trains the `+bce` render: its loss starts at BCE's ln 2 and falls;
`hlocert pair` of a `+bce` render ties the reference stepped under the same BCE."""
import argparse
import json
import math
from pathlib import Path

import pytest
import yaml

from hlocert.cli import main
from hlocert.train import config
from hlocert.train.cli import add_train_arguments
from hlocert.train.pair import PairConfig, run_pair, summary
from hlocert.train.recipe import with_amp, with_bce, with_variant
from trainer_runs import random_folder

TINY = "tinycnn_S-c10-i16-b8x1-adamw+wx+clip1.0"


def _variant(argv):
    p = argparse.ArgumentParser()
    add_train_arguments(p)
    args = p.parse_args(argv)
    return with_bce(with_amp(with_variant(config.from_args(args), config.given(args)))).variant.name


@pytest.mark.parametrize("argv, variant", [
    ([], config.DEFAULT_VARIANT),
    (["--variant", TINY], TINY),
    (["--bce-loss", "--variant", TINY], TINY + "+bce"),
    (["--bce-loss", "--bce-target-thresh", "0.2", "--variant", TINY], TINY + "+bce+bcet0.2"),
    (["--variant", TINY + "+bce+bcet0.2"], TINY + "+bce+bcet0.2"),                 # no flag: the variant decides
    (["--bce-loss", "--variant", TINY + "+bce+bcet0.2"], TINY + "+bce+bcet0.2"),
    (["--bce-loss", "--amp", "--variant", TINY], TINY + "+bf16+bce"),
    (["--bce-loss", "--bce-target-thresh", "0.2", "--model", "tinycnn_S", "-b", "8"],
     "tinycnn_S-c10-i32-b8x1-adamw+wx+clip1.0+drop+bce+bcet0.2"),
    (["--bce-loss", "--bce-sum", "--bce-pos-weight", "2", "--variant", TINY], TINY + "+bce+bces+bcepw2.0"),
    (["--bce-loss", "--bce-pos-weight", "0.5", "--variant", TINY + "+bce+bcet0.2+bces"],
     TINY + "+bce+bcet0.2+bces+bcepw0.5"),
])
def test_bce_flags_select_the_bce_twin(argv, variant):
    assert _variant(argv) == variant


@pytest.mark.parametrize("argv, words", [
    (["--bce-target-thresh", "0.2"], "--bce-target-thresh 0.2 binarises the targets of the BCE loss: add --bce-loss"),
    (["--bce-loss", "--bce-target-thresh", "1.5"], "--bce-loss: +bcet1.5 is the target threshold"),
    (["--bce-sum"], "--bce-sum: an option of the BCE loss: add --bce-loss"),
    (["--bce-pos-weight", "2"], "--bce-pos-weight: an option of the BCE loss: add --bce-loss"),
    (["--bce-loss", "--bce-pos-weight", "0"], "--bce-loss: +bcepw0.0 weights the positives of the +bce loss, by W > 0"),
    (["--bce-loss", "--bce-pos-weight", "-1"], "--bce-loss: "),
])
def test_a_bad_threshold_is_a_one_line_error(argv, words, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["train", "--variant", TINY, *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"train: error: {words}") and err.count("\n") == 1, err
    assert not any(tmp_path.iterdir())                        # nothing was made


def test_timms_bce_sum_and_pos_weight_keys_train(tmp_path):
    """timm's args.yaml keys bce_sum and bce_pos_weight (refused before as recipe keys hlocert lacked)."""
    d = yaml.safe_load((Path(__file__).parent.parent / "timm_args.yaml").read_text())
    d.update(bce_loss=True, bce_sum=True, bce_pos_weight=2.0, epochs=1)
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    out = tmp_path / "run"
    assert main(["train", "-c", str(tmp_path / "args.yaml"), "--workers", "0", "--max-steps", "2", "--no-eval",
                 "--no-plot", "--out", str(out)]) == 0
    saved = json.loads((out / "config.json").read_text())
    assert saved["variant_resolved"].endswith("+bce+bces+bcepw2.0")
    losses = [json.loads(line)["loss"] for line in (out / "metrics.jsonl").read_text().splitlines()]
    # near-zero logits at init: per class ln 2 on the negatives, 2·ln 2 on the positive, summed over the 10 classes
    assert len(losses) == 2 and abs(losses[0] - 11 * math.log(2)) < 0.5, losses


def test_train_with_bce_trains_the_bce_render(tmp_path, capsys):
    out = tmp_path / "run"
    assert main(["train", "--variant", TINY, "--bce-loss", "--bce-target-thresh", "0.2", "--workers", "0",
                 "--epochs", "1", "--warmup-epochs", "0", "--lr", "1e-2", "--max-steps", "20", "--no-eval",
                 "--no-plot", "--out", str(out)]) == 0
    assert json.loads((out / "config.json").read_text())["variant"] == TINY + "+bce+bcet0.2"
    assert f"variant {TINY}+bce+bcet0.2" in capsys.readouterr().err.splitlines()
    losses = [json.loads(line)["loss"] for line in (out / "metrics.jsonl").read_text().splitlines()
              if '"loss"' in line]
    # near-zero logits at init: BCE's ln 2 per element (softmax cross-entropy would start at ln 10)
    assert abs(losses[0] - math.log(2)) < 0.05 and losses[-1] < losses[0] - 0.1, losses


@pytest.mark.slow      # ~18 s on 2 loaded cores: one XLA compile, the reference's jit, the floor runs
def test_a_bce_step_pairs_with_the_reference_under_bce(tmp_path):
    """`hlocert pair` of a `+bce` render against the JAX reference: the reference steps timm's BCE
    too (reference/losses.py), so the two tie; with softmax cross-entropy there they would not."""
    pc = PairConfig(steps=4, variant=TINY + "+bce+bcet0.2", data=random_folder(tmp_path / "data", 2),
                    out=str(tmp_path / "pair"), workers=0, lr=5e-3, warmup_epochs=0.25, epochs=3, seed=1)
    rep = run_pair(pc, log=lambda s: None)
    assert rep["verdict"] == "TIE", summary(rep)
    assert abs(rep["steps"][0]["loss_b"] - math.log(2)) < 0.05      # BCE's ln 2, not softmax's ln 10
