"""Every net's init draws from the same distributions as its timm twin's (``-m torch``): the Fashion
runs compare hlocert with PyTorch under "the same recipe", and the init is part of it.

Per parameter tensor of at least MIN_SIZE values (hlocert's `init_params`, exported to timm's names,
against `Net.timm_twin`'s freshly built tensor): the standard deviations agree within Z standard
errors of their estimates, and so do the means; a tensor one side fills with a constant (zero
biases, LayerNorm 1) is constant on the other side too, with the same value. Found by this test:
ConvNeXt and ViT weights cut at ±2σ (timm's `trunc_normal_` cuts at ±2 in value: 12% wider), and
ViT's patch embedding at σ .02 with zero bias (timm keeps PyTorch's default U(±1/√fan_in) there).
"""
import numpy as np
import pytest

pytestmark = pytest.mark.torch
torch = pytest.importorskip("torch")

from hlocert import weights  # noqa: E402
from hlocert.render.variants import Variant  # noqa: E402

MIN_SIZE = 4000     # the std's standard error ≈ 1/√(2n): ≤ 1.1% here, so a 12% narrower draw is > 7 errors
Z = 5.0
VARIANTS = ["convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
            "vit_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
            "vit_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop+dist",
            "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema",
            "mobilenetv2_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
            "mobilenetv4_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
            "efficientnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
            "tinycnn_S-c10-i32-b32x1-adamw+wx+clip1.0+drop"]


def _pairs(name: str):
    v = Variant.parse(name)
    torch.manual_seed(0)
    twin = {k: t.detach().float().numpy() for k, t in v.model.timm_twin().state_dict().items()}
    state = v.model.init_state() if v.model.state_shapes() else None
    ours = weights.export_state_dict(v.model.init_params(0), v.model, state=state)
    params = set(weights.export_state_dict(v.model.init_params(1), v.model, state=state)) - \
        {k for k in ours if "running" in k or "num_batches" in k}
    return [(k, np.asarray(ours[k], np.float64), twin[k].astype(np.float64)) for k in sorted(params)]


@pytest.mark.parametrize("name", VARIANTS, ids=lambda n: n.split("-")[0])
def test_init_draws_as_timms(name):
    bad = []
    for k, a, t in _pairs(name):
        if a.std() == 0 or t.std() == 0:
            if not (a.std() == t.std() == 0 and np.allclose(a, t)):
                bad.append(f"{k}: hlocert {'constant' if a.std() == 0 else 'random'} {a.mean():.3g}, "
                           f"timm {'constant' if t.std() == 0 else 'random'} {t.mean():.3g}")
            continue
        if a.size < MIN_SIZE:
            continue
        se_std = np.hypot(a.std(), t.std()) / np.sqrt(2 * a.size)
        se_mean = np.hypot(a.std(), t.std()) / np.sqrt(a.size)
        if abs(a.std() - t.std()) > Z * se_std or abs(a.mean() - t.mean()) > Z * se_mean:
            bad.append(f"{k} ({a.size}): std {a.std():.4g} vs timm {t.std():.4g}, mean {a.mean():.3g} vs {t.mean():.3g}")
    assert not bad, "\n".join(bad)
