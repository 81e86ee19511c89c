"""`+ch1` (timm's in_chans=1) tied to timm 1.0.31's own models built with in_chans=1 (each net's
`timm_twin`: timm's ResNet, ConvNeXt, VisionTransformer, EfficientNet, MobileNetV3 classes, the stem
conv then one input channel): on the same weights and grey images, the eval forward's logits and the
train step's loss and gradients, hlocert's den float64 against timm's in float64, within the floor
measured as timm's own float32 against its float64. Needs the [torch] extra (-m torch)."""
from dataclasses import replace

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("timm")

from hlocert import nets                                                # noqa: E402

from test_global_pool_torch import assert_ties_timm                        # noqa: E402

pytestmark = pytest.mark.torch
TWINNED = ["convnext", "efficientnet", "mobilenetv2", "mobilenetv4", "resnet", "vit"]


@pytest.mark.parametrize("name", TWINNED)
def test_one_channel_is_timms(name):
    model = replace(nets.get(name).gate_model(), in_chans=1)
    twin = model.timm_twin()
    stem = next(m for m in twin.modules() if isinstance(m, torch.nn.Conv2d))
    assert stem.in_channels == 1                     # timm built it grey, not hlocert's table
    params, state, x, targets, ours = assert_ties_timm(model, 3, "in_chans 1")
    assert x.shape[-1] == 1
