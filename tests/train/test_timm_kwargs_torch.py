"""--model-kwargs act_layer=gelu_tanh on ConvNeXt (the variant's +tanh) tied to timm 1.0.31's own ConvNeXt
built with act_layer='gelu_tanh' (its GELUTanh; the net's `timm_twin`): on the same weights and images, the
eval forward's logits and the train step's loss and gradients, hlocert's den float64 against timm's in
float64, within the floor measured as timm's own float32 against its float64; the control, timm's exact
GELU, is further off. Needs the [torch] extra (-m torch)."""
from dataclasses import replace

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("timm")

from hlocert.certify.net_mutants import _inputs, _state_inputs          # noqa: E402
from hlocert.nets.convnext import ConvNeXt                              # noqa: E402

from floors import assert_within_floor, rel                             # noqa: E402
from test_global_pool_torch import _ours, _timms                        # noqa: E402

pytestmark = pytest.mark.torch


def test_gelu_tanh_is_timms():
    model = ConvNeXt("micro", 10, 32, gelu="tanh")
    assert type(model.timm_twin().stages[0].blocks[0].mlp.act).__name__ == "GELUTanh"
    params, x, _, targets = _inputs(model, 3, 5, False)
    params = {k: np.asarray(a, np.float32).astype(np.float64) for k, a in params.items()}
    state = {k: np.asarray(a, np.float32).astype(np.float64) for k, a in _state_inputs(model, 5).items()}
    x, targets = (np.asarray(a, np.float32).astype(np.float64) for a in (x, targets))
    ours = _ours(model, params, state, x, targets)
    theirs = _timms(model, params, state, x, targets, torch.float64)
    noise = _timms(model, params, state, x, targets, torch.float32)
    for what, i in (("logits", 0), ("loss", 1)):
        assert_within_floor(rel(ours[i], theirs[i]), rel(noise[i], theirs[i]), f"gelu_tanh: {what}")
    for k in params:
        assert_within_floor(rel(ours[2][k], theirs[2][k]), rel(noise[2][k], theirs[2][k]), f"gelu_tanh: grad {k}")
    erf = _timms(replace(model, gelu="erf"), params, state, x, targets, torch.float64)
    assert rel(ours[0], erf[0]) > 100 * max(rel(ours[0], theirs[0]), 1e-15)
