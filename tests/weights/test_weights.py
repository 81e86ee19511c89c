"""Weight import/export (hlocert.weights with ConvNeXt's own tables, `ConvNeXt.torch_table`):
timm/official ConvNeXt state_dicts ↔ hlocert params.

The logits tie runs without torch: ``_timm_forward`` below is a second, independent ConvNeXt
forward written in PyTorch's layout (NCHW activations, OIHW kernels, ``nn.Linear`` weights
``[out, in]``, timm's LayerNorm2d = permute to channels-last, LayerNorm, permute back) that reads
the timm state_dict directly; it must give the logits of hlocert.reference.convnext.forward on
``import_params(sd)``. The ``torch``-marked test ties a real PyTorch module (timm itself when
importable) and runs only when asked (``-m torch``) with torch installed.
"""
from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from hlocert import weights
from hlocert.nets.convnext import ConvNeXt
from hlocert.reference import convnext as ref

from floors import assert_within_floor, in_float64, rel

SIZES = ("micro", "atto")


@pytest.fixture(autouse=True)
def _float32_jax():
    """These tests compare float32 forwards; x64 off for them only (a module-level switch would
    turn it off for every test collected with this file, e.g. the float64 whole-net ties)."""
    with jax.enable_x64(False):
        yield


def _model(size, classes=10, image=32):
    return ConvNeXt(size=size, num_classes=classes, image_size=image)


def _random_params(model, seed=0):
    """Random params of unit-ish scale everywhere (γ and LN weights included) so that every
    tensor moves the logits."""
    rng = np.random.default_rng(seed)
    out = {}
    for name, shape in model.param_shapes().items():
        if name.endswith(".w"):
            fan_in = int(np.prod(shape[:-1]))
            v = rng.standard_normal(shape) / np.sqrt(fan_in)
        elif name.endswith(".g"):
            v = 1.0 + 0.2 * rng.standard_normal(shape)
        elif name.endswith(".gamma"):
            v = 0.5 * rng.standard_normal(shape)
        else:
            v = 0.1 * rng.standard_normal(shape)
        out[name] = v.astype(np.float32)
    return out


def _random_timm_sd(model, seed=0):
    return weights.export_state_dict(_random_params(model, seed), model)


# Independent forward in PyTorch's layout -----------------------------------------------------
def _conv(x, w, b, stride, pad, groups=1):
    y = jax.lax.conv_general_dilated(x, w, (stride, stride), [(pad, pad), (pad, pad)],
                                     dimension_numbers=("NCHW", "OIHW", "NCHW"),
                                     feature_group_count=groups,
                                     precision=jax.lax.Precision.HIGHEST)
    return y + b[None, :, None, None]


def _ln(x, w, b, eps=1e-6):        # torch.nn.LayerNorm over the last axis
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / jnp.sqrt(var + eps) * w + b


def _ln2d(x, w, b):                # timm LayerNorm2d: NCHW → NHWC → LN → NCHW
    return _ln(x.transpose(0, 2, 3, 1), w, b).transpose(0, 3, 1, 2)


def _linear(x, w, b):              # torch.nn.Linear, w [out, in] (or a 1×1 conv [out, in, 1, 1])
    w = w.reshape(w.shape[0], w.shape[1])
    return jnp.matmul(x, w.T, precision=jax.lax.Precision.HIGHEST) + b


def _timm_forward(sd, x_nchw, depths):
    x = _conv(x_nchw, sd["stem.0.weight"], sd["stem.0.bias"], 4, 0)
    x = _ln2d(x, sd["stem.1.weight"], sd["stem.1.bias"])
    for s, depth in enumerate(depths):
        if s > 0:
            p = f"stages.{s}.downsample"
            x = _ln2d(x, sd[f"{p}.0.weight"], sd[f"{p}.0.bias"])
            x = _conv(x, sd[f"{p}.1.weight"], sd[f"{p}.1.bias"], 2, 0)
        for j in range(depth):
            p = f"stages.{s}.blocks.{j}"
            c = sd[f"{p}.conv_dw.weight"].shape[0]
            h = _conv(x, sd[f"{p}.conv_dw.weight"], sd[f"{p}.conv_dw.bias"], 1, 3, groups=c)
            h = h.transpose(0, 2, 3, 1)
            h = _ln(h, sd[f"{p}.norm.weight"], sd[f"{p}.norm.bias"])
            h = _linear(h, sd[f"{p}.mlp.fc1.weight"], sd[f"{p}.mlp.fc1.bias"])
            h = jax.nn.gelu(h, approximate=False)
            h = _linear(h, sd[f"{p}.mlp.fc2.weight"], sd[f"{p}.mlp.fc2.bias"])
            h = h.transpose(0, 3, 1, 2)
            x = x + h * sd[f"{p}.gamma"].reshape(1, -1, 1, 1)
    x = x.mean(axis=(2, 3))
    x = _ln(x, sd["head.norm.weight"], sd["head.norm.bias"])
    return _linear(x, sd["head.fc.weight"], sd["head.fc.bias"])


_timm_forward_jit = jax.jit(_timm_forward, static_argnums=2)
_ref_forward_jit = jax.jit(ref.forward, static_argnums=(2, 3))


def _cfg(model):
    return ref.ConvNeXtConfig(depths=model.depths, dims=model.dims,
                              num_classes=model.num_classes, image_size=model.image_size)


def _ref_logits(params, model, x_nchw):
    with jax.default_matmul_precision("highest"):
        return np.asarray(_ref_forward_jit(params, jnp.asarray(x_nchw.transpose(0, 2, 3, 1)),
                                           None, _cfg(model)))


def _tie(ours, theirs, params, model, x_nchw):
    """Our float32 logits and theirs, each as far from float64 as ours are (the floor: our reference
    in float64 on the same weights and images, tests/floors.py)."""
    exact = in_float64(_ref_forward_jit, params, x_nchw.transpose(0, 2, 3, 1), None, _cfg(model))
    assert_within_floor(rel(ours, theirs), 2 * rel(ours, exact), "our logits vs theirs")


# Round trips ---------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("naming", ConvNeXt.NAMINGS)
def test_round_trip_exact(size, naming):
    model = _model(size)
    p = _random_params(model)
    sd = weights.export_state_dict(p, model, naming=naming)
    assert weights.detect_naming(sd, model) == naming
    back = weights.import_params(sd, model)
    assert list(back) == list(model.param_shapes())          # conventions order
    for k in p:
        assert back[k].dtype == np.float32 and back[k].flags.c_contiguous
        np.testing.assert_array_equal(back[k], p[k], err_msg=k)


def test_timm_names_and_shapes_micro():
    model = _model("micro", classes=7)
    sd = weights.export_state_dict(_random_params(model), model)
    c = model.dims
    assert sd["stem.0.weight"].shape == (c[0], 3, 4, 4)
    assert sd["stem.1.weight"].shape == (c[0],)
    assert sd["stages.1.downsample.0.weight"].shape == (c[0],)
    assert sd["stages.1.downsample.1.weight"].shape == (c[1], c[0], 2, 2)
    assert sd["stages.2.blocks.0.conv_dw.weight"].shape == (c[2], 1, 7, 7)
    assert sd["stages.2.blocks.0.mlp.fc1.weight"].shape == (4 * c[2], c[2])
    assert sd["stages.2.blocks.0.mlp.fc2.weight"].shape == (c[2], 4 * c[2])
    assert sd["stages.3.blocks.0.gamma"].shape == (c[3],)
    assert sd["head.fc.weight"].shape == (7, c[3])
    assert "stages.0.downsample.0.weight" not in sd
    assert len(sd) == len(model.param_shapes())


def test_atto_conv_mlp_form():
    """timm's convnext_atto has conv_mlp=True: MLP weights [out, in, 1, 1]; both forms read."""
    model = _model("atto")
    p = _random_params(model)
    sd4 = weights.export_state_dict(p, model)
    assert sd4["stages.0.blocks.0.mlp.fc1.weight"].shape == (160, 40, 1, 1)
    assert sd4["head.fc.weight"].shape == (10, 320)
    sd2 = weights.export_state_dict(p, model, conv_mlp=False)
    assert sd2["stages.0.blocks.0.mlp.fc1.weight"].shape == (160, 40)
    for sd in (sd4, sd2):
        back = weights.import_params(sd, model)
        for k in p:
            np.testing.assert_array_equal(back[k], p[k])


def test_official_naming_matches_timm_remap():
    """The official names, put through timm's own remap rules (checkpoint_filter_fn), give
    exactly our timm state_dict."""
    model = _model("micro")
    p = _random_params(model)
    official = weights.export_state_dict(p, model, naming="official")
    assert "downsample_layers.0.0.weight" in official and "head.weight" in official
    remapped = {}
    for k, v in official.items():
        k = k.replace("downsample_layers.0.", "stem.")
        k = re.sub(r"stages.([0-9]+).([0-9]+)", r"stages.\1.blocks.\2", k)
        k = re.sub(r"downsample_layers.([0-9]+).([0-9]+)", r"stages.\1.downsample.\2", k)
        k = k.replace("dwconv", "conv_dw").replace("pwconv", "mlp.fc")
        k = k.replace("head.", "head.fc.")
        if k.startswith("norm."):
            k = k.replace("norm", "head.norm")
        remapped[k] = v
    timm_sd = weights.export_state_dict(p, model)
    assert remapped.keys() == timm_sd.keys()
    for k in timm_sd:
        np.testing.assert_array_equal(remapped[k], timm_sd[k])


# Logits tie without torch --------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_logits_tie_timm_layout_forward(size):
    model = _model(size, classes=10, image=32)
    sd = _random_timm_sd(model, seed=3)
    x = np.random.default_rng(1).standard_normal((2, 3, 32, 32)).astype(np.float32)
    with jax.default_matmul_precision("highest"):
        theirs = np.asarray(_timm_forward_jit(sd, jnp.asarray(x), model.depths))
    params = weights.import_params(sd, model)
    ours = _ref_logits(params, model, x)
    assert ours.shape == (2, 10)
    assert np.abs(theirs).max() > 1e-2           # the tie is not vacuous
    _tie(ours, theirs, params, model, x)


def test_logits_tie_catches_a_wrong_layout():
    """A kernel imported without its transpose (OIHW read as if it were HWIO-ordered data)
    breaks the tie: the test above can fail."""
    model = _model("micro")
    sd = _random_timm_sd(model, seed=4)
    x = np.random.default_rng(2).standard_normal((2, 3, 32, 32)).astype(np.float32)
    with jax.default_matmul_precision("highest"):
        theirs = np.asarray(_timm_forward_jit(sd, jnp.asarray(x), model.depths))
    bad = weights.import_params(sd, model)
    w = sd["stem.0.weight"]                      # [C0, 3, 4, 4]
    bad["stem.conv.w"] = np.ascontiguousarray(w.reshape(4, 4, 3, -1))
    assert np.abs(_ref_logits(bad, model, x) - theirs).max() > 1e-3


# Errors --------------------------------------------------------------------------------------
def test_missing_key_named():
    model = _model("micro")
    sd = _random_timm_sd(model)
    del sd["stages.2.blocks.0.gamma"]
    with pytest.raises(weights.WeightsError, match=r"missing key.*stages\.2\.blocks\.0\.gamma"):
        weights.import_params(sd, model)


def test_unexpected_key_named():
    model = _model("micro")
    sd = _random_timm_sd(model)
    sd["head.pre_logits.fc.weight"] = np.zeros((16, 16), np.float32)
    with pytest.raises(weights.WeightsError, match=r"unexpected key.*head\.pre_logits\.fc\.weight"):
        weights.import_params(sd, model)


def test_shape_mismatch_named():
    model = _model("micro")
    sd = _random_timm_sd(model)
    sd["stages.1.downsample.1.weight"] = np.zeros((8, 4, 3, 3), np.float32)
    with pytest.raises(weights.WeightsError,
                       match=r"stages\.1\.downsample\.1\.weight.*expected \(8, 4, 2, 2\), got \(8, 4, 3, 3\)"):
        weights.import_params(sd, model)


def test_wrong_class_count():
    sd = _random_timm_sd(_model("micro", classes=10))
    with pytest.raises(weights.WeightsError, match=r"head\.fc\.weight.*10 classes.*num_classes=5"):
        weights.import_params(sd, _model("micro", classes=5))


def test_wrong_size():
    sd = _random_timm_sd(_model("micro"))
    with pytest.raises(weights.WeightsError, match=r"looks like size 'micro'.*model is size 'atto'"):
        weights.import_params(sd, _model("atto"))


def test_not_a_convnext_state_dict():
    with pytest.raises(weights.WeightsError, match="not a ConvNeXt state_dict"):
        weights.import_params({"fc.weight": np.zeros((2, 2))}, _model("micro"))


def test_to_timm_checks_params():
    model = _model("micro")
    p = _random_params(model)
    p["head.fc.w"] = np.zeros((16, 3), np.float32)
    with pytest.raises(weights.WeightsError, match=r"head\.fc\.w.*expected \(16, 10\)"):
        weights.export_state_dict(p, model)
    del p["head.fc.w"]
    with pytest.raises(weights.WeightsError, match=r"missing 'head\.fc\.w'"):
        weights.export_state_dict(p, model)


def test_infer_model():
    sd = _random_timm_sd(_model("atto", classes=12))
    m = ConvNeXt.from_state_dict(sd, image_size=64)
    assert (m.size, m.num_classes, m.image_size) == ("atto", 12, 64)


# Files ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("layout", ["timm", "official", "hlocert"])
def test_safetensors_round_trip(tmp_path, layout):
    model = _model("micro")
    p = _random_params(model)
    path = tmp_path / f"w.{layout}.safetensors"
    weights.save_safetensors(p, path, model, layout=layout)
    sd = weights.load_state_dict(path)
    if layout == "hlocert":
        assert set(sd) == set(p)
    else:
        assert weights.detect_naming(sd, model) == layout
    back = weights.load_params(path, model)
    for k in p:
        np.testing.assert_array_equal(back[k], p[k])


def test_load_state_dict_errors(tmp_path):
    with pytest.raises(FileNotFoundError):
        weights.load_state_dict(tmp_path / "nope.safetensors")
    odd = tmp_path / "w.npz"
    odd.write_bytes(b"x")
    with pytest.raises(ValueError, match="unknown checkpoint format"):
        weights.load_state_dict(odd)


def test_pth_without_torch_says_how(tmp_path, monkeypatch):
    import builtins
    real_import = builtins.__import__

    def no_torch(name, *a, **kw):
        if name == "torch" or name.startswith("torch."):
            raise ImportError("No module named 'torch'")
        return real_import(name, *a, **kw)

    monkeypatch.setattr(builtins, "__import__", no_torch)
    f = tmp_path / "w.pth"
    f.write_bytes(b"not really")
    with pytest.raises(ImportError, match=r"pip install -e \.\[torch\]"):
        weights.load_state_dict(f)


# With PyTorch (by hand: pip install -e .[torch]; pytest -m torch tests/weights/test_weights.py) --------
def _torch_convnext(depths, dims, num_classes, conv_mlp=False):
    """A PyTorch ConvNeXt with timm's exact parameter names (timm.models.convnext, head_norm_first
    False), written from timm's source; used when timm itself is not importable."""
    import torch
    from torch import nn
    import torch.nn.functional as F

    class LayerNorm2d(nn.LayerNorm):
        def forward(self, x):
            x = x.permute(0, 2, 3, 1)
            x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
            return x.permute(0, 3, 1, 2)

    class Mlp(nn.Module):
        def __init__(self, c):
            super().__init__()
            if conv_mlp:
                self.fc1, self.fc2 = nn.Conv2d(c, 4 * c, 1), nn.Conv2d(4 * c, c, 1)
            else:
                self.fc1, self.fc2 = nn.Linear(c, 4 * c), nn.Linear(4 * c, c)
            self.act = nn.GELU()

        def forward(self, x):
            return self.fc2(self.act(self.fc1(x)))

    class Block(nn.Module):
        def __init__(self, c):
            super().__init__()
            self.conv_dw = nn.Conv2d(c, c, 7, padding=3, groups=c)
            self.norm = LayerNorm2d(c, eps=1e-6) if conv_mlp else nn.LayerNorm(c, eps=1e-6)
            self.mlp = Mlp(c)
            self.gamma = nn.Parameter(1e-6 * torch.ones(c))

        def forward(self, x):
            h = self.conv_dw(x)
            if conv_mlp:
                h = self.mlp(self.norm(h))
            else:
                h = self.mlp(self.norm(h.permute(0, 2, 3, 1))).permute(0, 3, 1, 2)
            return x + h * self.gamma.reshape(1, -1, 1, 1)

    class Stage(nn.Module):
        def __init__(self, cin, c, depth, down):
            super().__init__()
            self.downsample = (nn.Sequential(LayerNorm2d(cin, eps=1e-6),
                                             nn.Conv2d(cin, c, 2, stride=2))
                               if down else nn.Identity())
            self.blocks = nn.Sequential(*[Block(c) for _ in range(depth)])

        def forward(self, x):
            return self.blocks(self.downsample(x))

    class Head(nn.Module):
        def __init__(self, c, k):
            super().__init__()
            self.norm = LayerNorm2d(c, eps=1e-6)
            self.fc = nn.Linear(c, k)

        def forward(self, x):
            x = self.norm(x.mean((2, 3), keepdim=True)).flatten(1)
            return self.fc(x)

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.stem = nn.Sequential(nn.Conv2d(3, dims[0], 4, stride=4),
                                      LayerNorm2d(dims[0], eps=1e-6))
            self.stages = nn.Sequential(*[
                Stage(dims[max(s - 1, 0)], dims[s], depths[s], s > 0) for s in range(4)])
            self.head = Head(dims[3], num_classes)

        def forward(self, x):
            return self.head(self.stages(self.stem(x)))

    return Net()


@pytest.mark.torch
@pytest.mark.parametrize("size", SIZES)
def test_logits_tie_pytorch(size, tmp_path):
    torch = pytest.importorskip("torch")
    model = _model(size, classes=10, image=64)
    conv_mlp = size == "atto"          # as timm's convnext_atto
    try:
        import timm                    # noqa: F401
    except Exception:                  # noqa: BLE001 - timm (and torchvision) are optional
        timm = None
    torch.manual_seed(0)
    if timm is not None and size == "atto":
        net = timm.create_model("convnext_atto", pretrained=False, num_classes=10)
        ours_net = _torch_convnext(model.depths, model.dims, 10, conv_mlp)
        assert list(net.state_dict()) == list(ours_net.state_dict())   # exact timm names
        assert all(net.state_dict()[k].shape == v.shape
                   for k, v in ours_net.state_dict().items())
    else:
        net = _torch_convnext(model.depths, model.dims, 10, conv_mlp)
    with torch.no_grad():              # every parameter random and non-trivial
        for name, prm in net.named_parameters():
            if name.endswith("gamma") or prm.ndim == 1:
                prm.copy_(0.5 * torch.randn_like(prm) + (1.0 if name.endswith("norm.weight")
                                                          or ".0.weight" in name and prm.ndim == 1
                                                          else 0.0))
            else:
                fan_in = prm[0].numel()
                prm.copy_(torch.randn_like(prm) / fan_in ** 0.5)
    net.eval()
    x = torch.randn(2, 3, 64, 64)
    with torch.no_grad():
        theirs = net(x).numpy()

    # through a .pth file, then through our import
    torch.save({"model": net.state_dict()}, tmp_path / "ck.pth")
    sd = weights.load_state_dict(tmp_path / "ck.pth")
    params = weights.import_params(sd, model)
    ours = _ref_logits(params, model, x.numpy())
    _tie(ours, theirs, params, model, x.numpy())

    # and back: our export loads strictly into the PyTorch module and gives the same logits
    weights.save_safetensors(params, tmp_path / "out.safetensors", model, layout="timm")
    from safetensors.torch import load_file
    net.load_state_dict(load_file(str(tmp_path / "out.safetensors")), strict=True)
    with torch.no_grad():
        again = net(x).numpy()
    np.testing.assert_allclose(again, theirs, rtol=0, atol=1e-6)
