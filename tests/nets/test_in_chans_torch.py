"""`+ch1` (timm's in_chans=1) tied to timm 1.0.31's own models built with in_chans=1 (each net's
`timm_twin`: timm's ResNet, ConvNeXt, VisionTransformer, EfficientNet, MobileNetV3 classes, the stem
conv then one input channel): on the same weights and grey images, the eval forward's logits and the
train step's loss and gradients, hlocert's den float64 against timm's in float64, within the floor
measured as timm's own float32 against its float64. Needs the [torch] extra (-m torch)."""
from dataclasses import replace

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("timm")

from hlocert import nets                                                # noqa: E402
from hlocert.certify.net_mutants import _inputs, _state_inputs          # noqa: E402

from floors import assert_within_floor, rel                             # noqa: E402
from test_global_pool_torch import _ours, _timms                        # noqa: E402

pytestmark = pytest.mark.torch
TWINNED = ["convnext", "efficientnet", "mobilenetv2", "mobilenetv4", "resnet", "vit"]


@pytest.mark.parametrize("name", TWINNED)
def test_one_channel_is_timms(name):
    model = replace(nets.get(name).gate_model(), in_chans=1)
    twin = model.timm_twin()
    stem = next(m for m in twin.modules() if isinstance(m, torch.nn.Conv2d))
    assert stem.in_channels == 1                     # timm built it grey, not hlocert's table
    params, x, _, targets = _inputs(model, 3, 5, False)
    assert x.shape[-1] == 1
    params = {k: np.asarray(a, np.float32).astype(np.float64) for k, a in params.items()}
    state = {k: np.asarray(a, np.float32).astype(np.float64) for k, a in _state_inputs(model, 5).items()}
    x, targets = (np.asarray(a, np.float32).astype(np.float64) for a in (x, targets))
    ours = _ours(model, params, state, x, targets)
    theirs = _timms(model, params, state, x, targets, torch.float64)
    noise = _timms(model, params, state, x, targets, torch.float32)
    for what, i in (("logits", 0), ("loss", 1)):
        assert_within_floor(rel(ours[i], theirs[i]), rel(noise[i], theirs[i]), f"in_chans 1: {what}")
    for k in params:
        assert_within_floor(rel(ours[2][k], theirs[2][k]), rel(noise[2][k], theirs[2][k]), f"in_chans 1: grad {k}")
