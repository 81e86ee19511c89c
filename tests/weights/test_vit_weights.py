"""ViT weight import/export (hlocert.weights.from_table / vit_to_timm, table ViT.timm_table()).

Without torch: timm's exact key names, a round trip, and a logits tie against a second ViT forward
written here in numpy in PyTorch's layout (NCHW image, OIHW patch kernel, ``nn.Linear`` ``[out, in]``,
timm's `Attention.forward`: ``qkv.reshape(B, N, 3, H, d).permute(2, 0, 3, 1, 4)``) reading the timm
state_dict directly; it must equal hlocert.reference.vit on ``vit_from_timm(sd)``. The
``torch``-marked test ties a real timm `VisionTransformer` (``-m torch``, torch and timm installed).
"""
import numpy as np
import pytest
from scipy.special import erf

from hlocert import weights
from hlocert.nets.vit import ViT

MICRO = ViT("micro", 10, 16)


def _random_timm_sd(model: ViT, seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    shapes = weights.to_table(model.init_params(0), model)
    return {k: (rng.standard_normal(v.shape) * (0.5 if v.ndim == 1 else 1 / np.sqrt(v[0].size))
                + (1.0 if k.endswith(("norm1.weight", "norm2.weight", "norm.weight")) else 0.0)).astype(np.float64)
            for k, v in shapes.items()}


def _ln(x, w, b):
    mu = x.mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(((x - mu) ** 2).mean(-1, keepdims=True) + 1e-6) * w + b


def _linear(x, sd, key):
    return x @ sd[f"{key}.weight"].T + sd[f"{key}.bias"]


def _timm_forward(sd, x_nchw, heads: int, patch: int):
    """timm's VisionTransformer.forward in numpy, PyTorch layout."""
    b, c, hh, ww = x_nchw.shape
    w = sd["patch_embed.proj.weight"]                                      # [D, C, P, P]
    grid = x_nchw.reshape(b, c, hh // patch, patch, ww // patch, patch)
    x = np.einsum("bcipjq,dcpq->bijd", grid, w).reshape(b, -1, w.shape[0]) + sd["patch_embed.proj.bias"]
    x = np.concatenate([np.broadcast_to(sd["cls_token"], (b, 1, x.shape[2])), x], 1) + sd["pos_embed"]
    n, dim = x.shape[1], x.shape[2]
    i = 0
    while f"blocks.{i}.norm1.weight" in sd:
        p = f"blocks.{i}"
        qkv = _linear(_ln(x, sd[f"{p}.norm1.weight"], sd[f"{p}.norm1.bias"]), sd, f"{p}.attn.qkv")
        q, k, v = qkv.reshape(b, n, 3, heads, dim // heads).transpose(2, 0, 3, 1, 4)
        s = q * (dim // heads) ** -0.5 @ k.swapaxes(-1, -2)
        a = np.exp(s - s.max(-1, keepdims=True))
        o = (a / a.sum(-1, keepdims=True) @ v).transpose(0, 2, 1, 3).reshape(b, n, dim)
        x = x + _linear(o, sd, f"{p}.attn.proj")
        h = _linear(_ln(x, sd[f"{p}.norm2.weight"], sd[f"{p}.norm2.bias"]), sd, f"{p}.mlp.fc1")
        x = x + _linear(0.5 * h * (1 + erf(h / np.sqrt(2))), sd, f"{p}.mlp.fc2")
        i += 1
    return _linear(_ln(x, sd["norm.weight"], sd["norm.bias"])[:, 0], sd, "head")


def _ours(params, model, x_nchw):
    import jax
    ref, cfg = model.reference()
    with jax.enable_x64(True):
        return np.asarray(ref.forward(params, x_nchw.transpose(0, 2, 3, 1), None, cfg))


def test_timm_key_names_and_order():
    sd = weights.to_table(ViT("Ti", 1000, 224).init_params(0), ViT("Ti", 1000, 224))
    keys = list(sd)
    assert len(keys) == 152
    assert keys[:4] == ["patch_embed.proj.weight", "patch_embed.proj.bias", "cls_token", "pos_embed"]
    assert keys[4:16] == [f"blocks.0.{k}" for k in (
        "norm1.weight", "norm1.bias", "attn.qkv.weight", "attn.qkv.bias", "attn.proj.weight", "attn.proj.bias",
        "norm2.weight", "norm2.bias", "mlp.fc1.weight", "mlp.fc1.bias", "mlp.fc2.weight", "mlp.fc2.bias")]
    assert keys[-4:] == ["norm.weight", "norm.bias", "head.weight", "head.bias"]
    assert sd["blocks.0.attn.qkv.weight"].shape == (576, 192)
    assert sd["patch_embed.proj.weight"].shape == (192, 3, 16, 16) and sd["pos_embed"].shape == (1, 197, 192)


def test_round_trip():
    sd = _random_timm_sd(MICRO, seed=1)
    back = weights.to_table(weights.from_table(sd, MICRO, dtype=None), MICRO)
    assert list(back) == list(sd) and all(np.array_equal(back[k], sd[k]) for k in sd)


def test_logits_tie_timm_layout_forward():
    sd = _random_timm_sd(MICRO, seed=2)
    x = np.random.default_rng(3).standard_normal((2, 3, 16, 16))
    theirs = _timm_forward(sd, x, MICRO.heads, MICRO.patch)
    ours = _ours(weights.from_table(sd, MICRO, dtype=None), MICRO, x)
    assert np.abs(theirs).max() > 1e-2
    np.testing.assert_allclose(ours, theirs, rtol=1e-10, atol=1e-12)


def test_logits_tie_catches_qkv_read_head_first():
    """The fused qkv read as if its rows were head-major over (q, k, v) breaks the tie."""
    sd = _random_timm_sd(MICRO, seed=4)
    x = np.random.default_rng(5).standard_normal((2, 3, 16, 16))
    theirs = _timm_forward(sd, x, MICRO.heads, MICRO.patch)
    bad = weights.from_table(sd, MICRO, dtype=None)
    d, h = MICRO.dim, MICRO.heads
    w = bad["blocks.0.attn.qkv.w"]                                        # [D, 3D], columns (part, head, c)
    bad["blocks.0.attn.qkv.w"] = w.reshape(d, 3, h, d // h).transpose(0, 2, 1, 3).reshape(d, 3 * d)
    assert np.abs(_ours(bad, MICRO, x) - theirs).max() > 1e-3


def test_errors_name_the_key():
    sd = _random_timm_sd(MICRO)
    del sd["blocks.1.attn.qkv.bias"]
    sd["reg_token"] = np.zeros((1, 1, 16))
    with pytest.raises(weights.WeightsError, match=r"missing key.*blocks\.1\.attn\.qkv\.bias.*unexpected key.*reg_token"):
        weights.from_table(sd, MICRO)
    sd = _random_timm_sd(MICRO)
    with pytest.raises(weights.WeightsError, match=r"'pos_embed' \(→ pos.table\): expected \(1, 5, 16\), got \(1, 17, 16\)"):
        weights.from_table(sd, ViT("micro", 10, 8))


@pytest.mark.torch
def test_logits_tie_real_timm():
    torch = pytest.importorskip("torch")
    timm = pytest.importorskip("timm")
    torch.manual_seed(0)
    net = timm.models.vision_transformer.VisionTransformer(
        img_size=16, patch_size=4, embed_dim=16, depth=2, num_heads=2, num_classes=10)
    with torch.no_grad():
        for prm in net.parameters():
            prm.copy_(torch.randn_like(prm) * (0.5 if prm.ndim == 1 else prm[0].numel() ** -0.5))
    net.eval()
    x = torch.randn(2, 3, 16, 16, dtype=torch.float64)
    net = net.double()
    with torch.no_grad():
        theirs = net(x).numpy()
    sd = {k: v.numpy() for k, v in net.state_dict().items()}
    ours = _ours(weights.from_table(sd, MICRO, dtype=None), MICRO, x.numpy())
    np.testing.assert_allclose(ours, theirs, rtol=1e-9, atol=1e-11)
    back = weights.to_table(weights.from_table(sd, MICRO, dtype=None), MICRO)
    net.load_state_dict({k: torch.from_numpy(v) for k, v in back.items()})   # strict: exact names and shapes
