"""`hlocert train --pretrained` as timm's train.py means it: timm's pretrained weights of the net's
timm twin, read by `timm.create_model(name, pretrained=True)` (weights.timm_state_dict, recipe.timm_start),
then the way of a weights file (head re-initialised for another class count). The download itself
needs the hub; here timm's own local-file route is the real one (`--pretrained-path FILE`: timm's
`pretrained_cfg_overlay=dict(file=...)`), the offline error comes from huggingface_hub with an empty
cache, and the name checks need no timm. Nothing of timm or huggingface_hub is replaced."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import yaml

from hlocert import nets, weights
from hlocert.cli import build_parser, main
from hlocert.train import config
from hlocert.train.errors import TrainError
from hlocert.train.recipe import initial_weights, model_tag, resolve_model
from hlocert.train.timm_args import apply, load_args_yaml

ROOT = Path(__file__).resolve().parents[2]
TIMM_YAML = ROOT / "tests" / "timm_args.yaml"
FAST = ["--workers", "0", "--epochs", "1", "--max-steps", "1", "--no-eval", "--no-plot", "-b", "4"]


def _cfg(argv):
    args = build_parser().parse_args(["train", *argv])
    if args.config:
        apply(args, load_args_yaml(args.config, lambda s: None))
    return config.from_args(args)


def test_the_flag_with_no_value_is_timms_weights_and_a_value_is_a_file():
    assert _cfg(["--pretrained"]).pretrained == "timm"
    assert _cfg(["--pretrained", "timm:convnext_atto.d2_in1k"]).pretrained == "timm:convnext_atto.d2_in1k"
    assert _cfg(["--pretrained", "w.safetensors"]).pretrained == "w.safetensors"
    got = _cfg(["--pretrained", "--pretrained-path", "w.safetensors"])
    assert (got.pretrained, got.pretrained_path) == ("timm", "w.safetensors")


def test_a_model_name_may_carry_timms_tag():
    assert model_tag("convnext_atto.d2_in1k") == ("convnext_atto", "d2_in1k")
    assert model_tag("convnext_atto") == ("convnext_atto", None)
    assert resolve_model("convnext_atto.d2_in1k") == resolve_model("convnext_atto")
    atto = nets.get("convnext")("atto", 10, 32)
    assert weights.timm_weights_name(atto) == "convnext_atto"
    assert weights.timm_weights_name(atto, tag="d2_in1k") == "convnext_atto.d2_in1k"
    assert weights.timm_weights_name(atto, "timm:convnext_atto.d2_in1k", "other") == "convnext_atto.d2_in1k"
    with pytest.raises(weights.WeightsError, match="'resnet50' is not ConvNeXt-atto's timm twin convnext_atto"):
        weights.timm_weights_name(atto, "timm:resnet50")


def test_args_yaml_pretrained_true_is_timms_weights(tmp_path):
    d = yaml.safe_load(TIMM_YAML.read_text())
    d["pretrained"], d["pretrained_path"] = True, None
    (tmp_path / "a.yaml").write_text(yaml.safe_dump(d))
    got = load_args_yaml(tmp_path / "a.yaml", lambda s: None)
    assert got["pretrained"] == "timm" and got.get("pretrained_path") is None
    d["pretrained_path"] = "w.safetensors"
    (tmp_path / "b.yaml").write_text(yaml.safe_dump(d))
    got = load_args_yaml(tmp_path / "b.yaml", lambda s: None)
    assert (got["pretrained"], got["pretrained_path"]) == ("timm", "w.safetensors")
    d["pretrained"] = False                   # a path alone: the file, as --pretrained-path alone
    (tmp_path / "c.yaml").write_text(yaml.safe_dump(d))
    got = load_args_yaml(tmp_path / "c.yaml", lambda s: None)
    assert "pretrained" not in got and got["pretrained_path"] == "w.safetensors"


def test_a_size_timm_has_no_weights_of_is_one_line(tmp_path, capsys):
    """Said before timm is imported: the sizes that have weights, by name."""
    micro = nets.get("convnext")("micro", 10, 32)
    with pytest.raises(weights.WeightsError) as e:
        weights.timm_weights_name(micro)
    assert str(e.value) == ("ConvNeXt-micro has no timm twin, so no timm weights: timm's pretrained ConvNeXt sizes are "
                            "T (convnext_tiny), S (convnext_small), B (convnext_base), atto (convnext_atto); or give "
                            "a weights FILE")
    assert main(["train", "--model", "convnext_micro", "--pretrained", *FAST, "--out", str(tmp_path / "r")]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[-1] == f"train: error: --pretrained timm: {e.value}" and not any("Traceback" in s for s in err)


def test_a_file_given_twice_is_one_line(tmp_path):
    cfg = _cfg(["--pretrained", "a.safetensors", "--pretrained-path", "b.safetensors"])
    with pytest.raises(TrainError, match="--pretrained a.safetensors and --pretrained-path b.safetensors both give"):
        initial_weights(nets.get("convnext")("atto", 10, 32), cfg, lambda s: None)


def _random_timm_weights(path: Path, seed: int = 3) -> dict[str, np.ndarray]:
    """A randomly initialised timm convnext_atto (timm's 1000 classes) saved as `path`."""
    import torch
    import timm
    from safetensors.torch import save_file
    torch.manual_seed(seed)
    module = timm.create_model("convnext_atto", pretrained=False)
    with torch.no_grad():                  # biases and norms off their 0/1 init, so a mix-up shows
        for p in module.parameters():
            p.add_(0.01 * torch.randn_like(p))
    sd = {k: v.contiguous() for k, v in module.state_dict().items()}
    save_file(sd, str(path))
    return {k: v.numpy() for k, v in sd.items()}


@pytest.mark.torch
def test_timms_own_file_route_gives_the_saved_weights(tmp_path, monkeypatch):
    """`--pretrained --pretrained-path FILE` is timm.create_model(..., pretrained=True,
    pretrained_cfg_overlay=dict(file=FILE)), timm's train.py --pretrained-path: the params equal the
    saved ones read by hlocert's own reader, and timm's model holds them too."""
    pytest.importorskip("timm")
    import timm
    path = tmp_path / "atto.safetensors"
    saved = _random_timm_weights(path)
    theirs = timm.create_model("convnext_atto", pretrained=True, pretrained_cfg_overlay=dict(file=str(path)))
    assert all(np.array_equal(v.numpy(), saved[k]) for k, v in theirs.state_dict().items())
    model = nets.get("convnext")("atto", 1000, 32)
    said = []
    params, state = initial_weights(model, _cfg(["--pretrained", "--pretrained-path", str(path)]), said.append)
    want = weights.import_params(saved, model)
    assert params.keys() == want.keys() and all(np.array_equal(params[k], want[k]) for k in want)
    assert said == [f"weights from --pretrained timm --pretrained-path {path}: timm's convnext_atto.d2_in1k "
                    f"(read from {path})"]
    other = _random_timm_weights(tmp_path / "other.safetensors", seed=4)      # the file is what is read
    got, _ = initial_weights(model, _cfg(["--pretrained", "--pretrained-path", str(tmp_path / "other.safetensors")]),
                             lambda s: None)
    again = weights.import_params(other, model)
    assert all(np.array_equal(got[k], again[k]) and not np.array_equal(got[k], params[k]) for k in want)


@pytest.mark.torch
def test_timms_weights_train_a_digits_step(tmp_path, capsys):
    """At the digits' 10 classes the 1000-class head is re-initialised; one step trains."""
    pytest.importorskip("timm")
    path = tmp_path / "atto.safetensors"
    _random_timm_weights(path)
    assert main(["train", "--data", "digits", "--model", "convnext_atto.d2_in1k", "--img-size", "32", "--pretrained",
                 "--pretrained-path", str(path), *FAST, "--out", str(tmp_path / "run")]) == 0
    err = capsys.readouterr().err
    assert "timm's convnext_atto.d2_in1k: its head has 1000 classes, the model 10: re-initialised" in err
    assert f"weights from --pretrained timm --pretrained-path {path}: timm's convnext_atto.d2_in1k" in err
    again = _cfg(["-c", str(tmp_path / "run" / "args.yaml")])       # the run's own args.yaml reads back
    assert (again.pretrained, again.pretrained_path, again.model) == ("timm", str(path), "convnext_atto.d2_in1k")


@pytest.mark.torch
def test_an_unknown_tag_is_one_line():
    pytest.importorskip("timm")
    atto = nets.get("convnext")("atto", 10, 32)
    with pytest.raises(weights.WeightsError, match="^timm has no tag 'nosuch' of convnext_atto: its tags are d2_in1k$"):
        weights.timm_state_dict(atto, weights.timm_weights_name(atto, tag="nosuch"))


@pytest.mark.torch
def test_offline_with_an_empty_cache_is_one_line(tmp_path):
    """huggingface_hub's own offline error (HF_HUB_OFFLINE=1, HF_HOME an empty folder), in a fresh
    process since huggingface_hub reads its environment once, at import."""
    pytest.importorskip("timm")
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "HF_HOME": str(tmp_path / "hf"), "PYTHONPATH": str(ROOT)}
    env.pop("HF_HUB_CACHE", None)
    env.pop("HUGGINGFACE_HUB_CACHE", None)
    run = subprocess.run([sys.executable, "-c", (
        "from hlocert import nets, weights\n"
        "try:\n"
        "    weights.timm_state_dict(nets.get('convnext')('atto', 10, 32), 'convnext_atto')\n"
        "except weights.WeightsError as e:\n"
        "    print(e)\n")], env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == [
        f"convnext_atto's weights are not in the Hugging Face cache {tmp_path / 'hf' / 'hub'} and HF_HUB_OFFLINE=1 "
        "is set (LocalEntryNotFoundError): download them once online (unset HF_HUB_OFFLINE), point HF_HOME or "
        "HF_HUB_CACHE at a cache that has them, or give --pretrained-path FILE"]
