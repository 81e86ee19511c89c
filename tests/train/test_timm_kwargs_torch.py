"""--model-kwargs act_layer=gelu_tanh on ConvNeXt (the variant's +tanh) tied to timm 1.0.31's own ConvNeXt
built with act_layer='gelu_tanh' (its GELUTanh; the net's `timm_twin`): on the same weights and images, the
eval forward's logits and the train step's loss and gradients, hlocert's den float64 against timm's in
float64, within the floor measured as timm's own float32 against its float64; the control, timm's exact
GELU, is further off. Needs the [torch] extra (-m torch)."""
from dataclasses import replace

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("timm")

from hlocert.nets.convnext import ConvNeXt                              # noqa: E402

from floors import rel                             # noqa: E402
from test_global_pool_torch import _timms, assert_ties_timm                        # noqa: E402

pytestmark = pytest.mark.torch


def test_gelu_tanh_is_timms():
    model = ConvNeXt("micro", 10, 32, gelu="tanh")
    assert type(model.timm_twin().stages[0].blocks[0].mlp.act).__name__ == "GELUTanh"
    params, state, x, targets, ours = assert_ties_timm(model, 3, "gelu_tanh")
    theirs = _timms(model, params, state, x, targets, torch.float64)
    erf = _timms(replace(model, gelu="erf"), params, state, x, targets, torch.float64)
    assert rel(ours[0], erf[0]) > 100 * max(rel(ours[0], theirs[0]), 1e-15)
