"""timm's --aug-splits / --jsd-loss / --resplit on `hlocert train`: -b counts images, the composed
variant takes -b x S rows, --jsd-loss its +jsd{S} twin (with --variant too, whose b is its rows);
one-line refusals (--jsd-loss without splits as timm asserts, one split, mixup, a --variant batch
that is not a multiple of S); the digits train a couple of steps from one command (AugMix views,
--resplit erasing), the JSD loss starting near ln 10 (near-zero logits: views alike, no divergence).
--split-bn: the model's +splitbn{S} (refused without splits or BatchNorm), a run that trains and
evaluates and exports the main sets, a start from unsplit weights copied into every auxiliary set,
and a pairing with the JAX reference."""
import argparse
import json
import math

import pytest

from hlocert.cli import main
from hlocert.render.variants import Variant
from hlocert.train import config
from hlocert.train.cli import add_train_arguments
from hlocert.train.recipe import with_aug_splits, with_variant

TINY = "tinycnn_S-c10-i16-b12x1-adamw+wx+clip1.0"


def _variant(argv):
    p = argparse.ArgumentParser()
    add_train_arguments(p)
    args = p.parse_args(argv)
    given = config.given(args)
    return with_aug_splits(with_variant(config.from_args(args), given), given).variant.name


@pytest.mark.parametrize("argv, variant", [
    (["--variant", TINY], TINY),
    (["--aug-splits", "3", "--variant", TINY], TINY),                        # --variant names its rows
    (["--aug-splits", "3", "--jsd-loss", "--variant", TINY], TINY + "+jsd3"),
    (["--aug-splits", "2", "--jsd-loss", "--model", "tinycnn_S", "-b", "4", "--img-size", "16"],
     "tinycnn_S-c10-i16-b8x1-adamw+wx+clip1.0+drop+jsd2"),
    (["--aug-splits", "3", "--split-bn", "--variant", TINY + "+bn"], TINY + "+bn+splitbn3"),
    (["--resplit", "--split-bn", "--variant", TINY + "+bn"], TINY + "+bn+splitbn2"),    # timm: max(splits, 2) halves
    (["--aug-splits", "2", "--split-bn", "--jsd-loss", "--model", "resnet_microb", "-b", "2", "--img-size", "16"],
     "resnet_microb-c10-i16-b4x1-adamw+wx+clip1.0+jsd2+splitbn2"),
])
def test_the_flags_compose_the_rows_and_the_jsd_twin(argv, variant):
    assert _variant(argv) == variant


@pytest.mark.parametrize("argv, words", [
    (["--jsd-loss"], "--jsd-loss compares the views of each image: add --aug-splits S"),
    (["--aug-splits", "1"], "--aug-splits 1: give S >= 2"),
    (["--aug-splits", "3", "--mixup", "0.2"], "--aug-splits 3: hlocert's aug splits take no mixup or repeats, "
                                              "and augment: drop --mixup/--cutmix"),
    (["--aug-splits", "5"], "--aug-splits 5: the variant's batch b12 is its rows"),
    (["--split-bn"], "--split-bn gives each aug split its own BatchNorm: add --aug-splits S (S >= 2, timm's 3), "
                     "or --resplit for the two halves of each batch"),
    (["--split-bn", "--resplit", "--variant", "tinycnn_S-c10-i16-b7x1-adamw+bn"],
     "--split-bn --resplit: +splitbn2 takes a batch of rows that is a multiple of 2"),
    (["--aug-splits", "3", "--split-bn"], "--split-bn: TinyCNN-S has no BatchNorm without +bn: drop --split-bn"),
    (["--variant", TINY + "+bn+splitbn3"], "+splitbn3: split BatchNorm normalises each of 3 aug splits of a batch "
                                           "by its own statistics: add --aug-splits 3"),
    (["--variant", TINY + "+bn+splitbn2"], "+splitbn2: split BatchNorm normalises each of 2 aug splits of a batch "
                                           "by its own statistics: add --aug-splits 2 (or --resplit: the two halves"),
])
def test_refusals_are_one_line(argv, words, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["train", "--variant", TINY, *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"train: error: {words}") and err.count("\n") == 1, err
    assert not any(tmp_path.iterdir())


def test_digits_train_with_aug_splits_and_the_jsd_loss(tmp_path, capsys):
    out = tmp_path / "run"
    assert main(["train", "--model", "tinycnn_S", "-b", "4", "--img-size", "16", "--aug-splits", "3", "--jsd-loss",
                 "--aa", "augmix-m3-w3", "--resplit", "--reprob", "0.25", "--workers", "0", "--epochs", "1",
                 "--warmup-epochs", "0", "--max-steps", "2", "--no-eval", "--no-plot", "--out", str(out)]) == 0
    name = "tinycnn_S-c10-i16-b12x1-adamw+wx+clip1.0+drop+jsd3"
    assert json.loads((out / "config.json").read_text())["variant"] == name
    assert f"variant {name}" in capsys.readouterr().err.splitlines()
    losses = [json.loads(line)["loss"] for line in (out / "metrics.jsonl").read_text().splitlines() if '"loss"' in line]
    assert len(losses) == 2 and all(math.isfinite(x) for x in losses) and abs(losses[0] - math.log(10)) < 0.5, losses


def test_digits_train_and_evaluate_with_split_bn(tmp_path):
    """timm's --split-bn from one command: the step's +splitbn{S}, the auxiliary sets in the
    checkpoint, the eval forward (the main BatchNorms only) scoring the val split."""
    from safetensors.numpy import load_file
    out = tmp_path / "run"
    assert main(["train", "--variant", "tinycnn_S-c10-i16-b8x1-adamw+wx+clip1.0+bn+splitbn2", "--aug-splits", "2",
                 "--split-bn", "--workers", "0", "--epochs", "1", "--warmup-epochs", "0", "--max-steps", "2",
                 "--no-plot", "--out", str(out)]) == 0
    saved = json.loads((out / "config.json").read_text())
    assert saved["variant"].endswith("+bn+splitbn2") and saved["split_bn"] is True
    tensors = {k for f in out.rglob("*.safetensors") for k in load_file(f)}
    assert any(".aux_bn.0." in k for k in tensors)
    from hlocert.train.evaluate import evaluate_checkpoint       # the eval forward reads the main sets only
    scores = evaluate_checkpoint(str(out), workers=0, log=lambda line: None)
    assert 0.0 <= scores["val_top1"] <= 1.0
    from hlocert.train.deploy import export_checkpoint           # the inference weights: main sets only
    export_checkpoint(out, tmp_path / "w.safetensors", "timm")
    exported = load_file(tmp_path / "w.safetensors")
    assert "stem.bn.running_var" in exported and not any(".aux_bn." in k for k in exported)


@pytest.mark.slow      # one XLA compile and the reference's jit, ~20 s on 2 loaded cores
def test_a_jsd_step_pairs_with_the_reference_under_jsd(tmp_path):
    """`hlocert pair` of a `+jsd3` render against the JAX reference stepping timm's JSD too
    (reference/losses.py WithJSD); its floor reverses the images within each split, so it measures
    rounding, not a different loss."""
    from hlocert.train.pair import PairConfig, run_pair, summary
    from trainer_runs import random_folder
    pc = PairConfig(steps=4, variant=TINY + "+jsd3", aug_splits=3, data=random_folder(tmp_path / "data", 2),
                    out=str(tmp_path / "pair"), workers=0, lr=5e-3, warmup_epochs=0.25, epochs=3, seed=1)
    rep = run_pair(pc, log=lambda s: None)
    assert rep["verdict"] == "TIE", summary(rep)


@pytest.mark.slow      # one XLA compile and the reference's jit, as the JSD pairing
def test_a_split_bn_step_pairs_with_the_reference(tmp_path):
    """`hlocert pair` of a `+bn+splitbn3` render against the JAX reference (reference/tinycnn.py's
    split BatchNorm), the running statistics of every set tied too."""
    from hlocert.train.pair import PairConfig, run_pair, summary
    from trainer_runs import random_folder
    pc = PairConfig(steps=4, variant=TINY + "+bn+splitbn3", aug_splits=3, data=random_folder(tmp_path / "data", 2),
                    out=str(tmp_path / "pair"), workers=0, lr=5e-3, warmup_epochs=0.25, epochs=3, seed=1)
    rep = run_pair(pc, log=lambda s: None)
    assert rep["verdict"] == "TIE", summary(rep)


@pytest.mark.torch
def test_pairing_a_jsd_step_with_torch_is_refused_in_one_line(tmp_path):
    pytest.importorskip("torch")
    from hlocert.train.errors import TrainError
    from hlocert.train.pair import PairConfig, run_pair
    from trainer_runs import random_folder
    pc = PairConfig(steps=2, variant=TINY + "+jsd3", aug_splits=3, against="torch",
                    data=random_folder(tmp_path / "data", 2), out=str(tmp_path / "pair"), workers=0, seed=1)
    with pytest.raises(TrainError, match="--against torch: .* trains timm's JSD loss") as e:
        run_pair(pc, log=lambda s: None)
    assert "\n" not in str(e.value)


def test_split_bn_starts_from_unsplit_weights_as_timm_converts_after_loading(tmp_path):
    """--pretrained (a state_dict of the unsplit net) under --split-bn: read into the unsplit model,
    then each auxiliary set a copy of its main one, as timm's train.py converts after create_model."""
    import numpy as np
    from hlocert.train.recipe import initial_weights
    from hlocert.weights import save_safetensors
    unsplit = Variant.parse(TINY + "+bn").model
    rng = np.random.default_rng(0)
    params = {k: (v + rng.normal(0, 0.5, v.shape)).astype(np.float32) for k, v in unsplit.init_params(1).items()}
    state = {k: (v + rng.uniform(0.1, 0.5, v.shape)).astype(np.float32) for k, v in unsplit.init_state().items()}
    path = tmp_path / "unsplit.safetensors"
    save_safetensors(params, path, unsplit, state=state)
    p = argparse.ArgumentParser()
    add_train_arguments(p)
    args = p.parse_args(["--variant", TINY + "+bn+splitbn2", "--aug-splits", "2", "--split-bn",
                         "--pretrained", str(path)])
    cfg = config.from_args(args)
    model = cfg.variant.model
    got, got_state = initial_weights(model, cfg, lambda line: None)
    assert set(got) == set(model.param_shapes()) and set(got_state) == set(model.state_shapes())
    for tree, want in ((got, params), (got_state, state)):
        for name, value in tree.items():
            main = name.replace(".aux_bn.0.", ".")
            assert np.array_equal(value, want[main]), name
