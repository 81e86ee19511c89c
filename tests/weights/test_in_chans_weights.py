"""`--pretrained` RGB weights into a `--in-chans` model (weights.adapt_input_conv, timm's own rule for a
pretrained first conv): the stem's input channels summed for 1 (a space-to-depth stem of 3·k inputs
summed per group of 3), repeated and scaled by 3/N for another N, every other tensor as it was; a
stem timm cannot fit either is one line; tied to timm's adapt_input_conv in -m torch; a grey digits
run starts from an RGB export."""
import json
from dataclasses import replace

import numpy as np
import pytest

from hlocert import nets, weights
from hlocert.cli import main

FAST = ["--workers", "0", "--epochs", "1", "--max-steps", "2", "--no-eval", "--no-plot"]


def _rgb(name="resnet"):
    model = nets.get(name).gate_model()
    params = model.init_params(0)
    return model, params, weights.export_state_dict(params, model, state=model.init_state() or None)


@pytest.mark.parametrize("name, stem, key", [("resnet", "conv1.w", "conv1.weight"),
                                             ("vit", "patch_embed.proj.w", "patch_embed.proj.weight")])
def test_one_channel_sums_the_stems_inputs(name, stem, key):
    model, params, sd = _rgb(name)
    said = []
    grey = replace(model, in_chans=1)
    got = weights.import_params(weights.adapt_input_conv(sd, grey, said.append), grey)
    assert np.allclose(got[stem], params[stem].sum(2, keepdims=True), rtol=1e-6, atol=1e-7)
    assert all(np.array_equal(got[k], params[k]) for k in params if k != stem)
    assert said == [f"the stem {key}: 3 input channels fitted to 1 (summed; timm's adapt_input_conv)"]
    assert weights.adapt_input_conv(sd, model, said.append).keys() == sd.keys() and len(said) == 1   # RGB: as is


def test_n_channels_repeat_and_scale():
    model, params, sd = _rgb()
    four = replace(model, in_chans=4)
    got = weights.import_params(weights.adapt_input_conv(sd, four), four)["conv1.w"]
    w = params["conv1.w"]
    assert np.allclose(got, np.concatenate([w, w[:, :, :1]], 2) * 0.75, rtol=1e-6)


def test_a_stem_timm_cannot_fit_is_one_line():
    model, _, sd = _rgb()
    two = weights.adapt_input_conv(sd, replace(model, in_chans=2))
    with pytest.raises(weights.WeightsError, match=r"the stem conv1.weight takes 2 input channels and the model 4 "
                                                   r"\(--in-chans\): timm's adapt_input_conv fits a 3-channel stem only"):
        weights.adapt_input_conv(two, replace(model, in_chans=4))


def test_a_grey_run_starts_from_rgb_weights(tmp_path, capsys):
    model = nets.get("resnet")("micro", 10, 32)
    path = tmp_path / "rgb.safetensors"
    weights.save_safetensors(model.init_params(1), path, model, state=model.init_state())
    out = tmp_path / "run"
    assert main(["train", "--data", "digits", "--model", "resnet_micro", "--in-chans", "1", "--pretrained", str(path),
                 "-b", "4", *FAST, "--out", str(out)]) == 0
    assert "the stem conv1.weight: 3 input channels fitted to 1" in capsys.readouterr().err
    assert json.loads((out / "config.json").read_text())["variant"].endswith("+ch1")


@pytest.mark.torch
@pytest.mark.parametrize("chans", [1, 2, 5])
def test_it_is_timms_adapt_input_conv(chans):
    torch = pytest.importorskip("torch")
    from timm.models._manipulate import adapt_input_conv as timms
    model, _, sd = _rgb()
    got = weights.adapt_input_conv(sd, replace(model, in_chans=chans))["conv1.weight"]
    want = timms(chans, torch.from_numpy(np.array(sd["conv1.weight"]))).numpy()
    assert got.shape == want.shape and np.allclose(got, want, rtol=1e-6, atol=1e-7)
