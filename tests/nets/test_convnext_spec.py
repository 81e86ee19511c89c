"""The ConvNeXt spec: exact official parameter counts, names and order, init, variants."""
import math

import numpy as np
import pytest

from hlocert.nets.base import draw_drop_mask
from hlocert.nets.convnext import ConvNeXt
from hlocert.render.variants import Variant, VariantError


@pytest.mark.parametrize("size,tensors,scalars", [
    ("T", 182, 28_589_128), ("S", 344, 50_223_688), ("B", 344, 88_591_464)])
def test_official_parameter_counts(size, tensors, scalars):
    shapes = ConvNeXt(size, 1000, 224).param_shapes()
    assert len(shapes) == tensors
    assert sum(math.prod(s) for s in shapes.values()) == scalars


def test_names_and_order_follow_the_conventions():
    from hlocert.reference.convnext import ConvNeXtConfig, param_shapes
    ours = ConvNeXt("T", 1000, 224).param_shapes()
    theirs = param_shapes(ConvNeXtConfig.tiny(num_classes=1000))
    assert list(ours.items()) == [(k, tuple(v)) for k, v in theirs.items()]


def test_init_is_seeded_and_follows_the_recipe():
    m = ConvNeXt("micro", 10, 32)
    a, b = m.init_params(0), m.init_params(0)
    assert all(np.array_equal(a[k], b[k]) for k in a)
    assert not np.array_equal(a["stem.conv.w"], m.init_params(1)["stem.conv.w"])
    w = a["head.fc.w"]       # timm's trunc_normal_(std=.02): cut at ±2 in value, so σ .02 (at ±2σ it was .0176)
    assert np.abs(w).max() <= 2.0 and 0.015 < w.std() < 0.025
    assert np.all(a["stages.0.blocks.0.gamma"] == np.float32(1e-6))
    assert np.all(a["stem.norm.g"] == 1) and np.all(a["head.fc.b"] == 0)


def test_drop_masks_drop_and_are_prescaled():
    m = ConvNeXt("T", 1000, 224)
    ramp = m.drop_ramp()
    assert ramp[0] == 0 and np.isclose(ramp[-1], 0.1) and len(ramp) == 18
    mask = draw_drop_mask(np.random.default_rng(0), 4096, ramp)
    assert np.all(mask[:, 0] == 1)
    assert set(np.unique(mask[:, -1])) == {0.0, np.float32(1 / 0.9)}
    assert abs(mask[:, -1].mean() - 1) < 0.05


@pytest.mark.parametrize("name", [
    "convnext_T-c1000-i224-b64x4-adamw+wx+clip1.0+drop",
    "convnext_micro-c10-i32-b2x1-fwd+drop",
    "convnext_S-c1000-i224-b64x1-adamw+wd0.0001+ema+tanh",
])
def test_variant_names_round_trip(name):
    assert Variant.parse(name).name == name


@pytest.mark.parametrize("name,needle", [
    ("convnext_X-c10-i32-b2x1-fwd", "unknown size"),
    ("convnext_T-c10-i30-b2x1-fwd", "multiple of 32"),
    ("convnext_T-c10-i32-b2x2-fwd", "one replica"),
    ("convnext_T-c10-i32-b2x1-fwd+ema", "not valid for fwd"),
    ("convnext_T-c10-i32-b2x1-adagrad", "unknown kind .adagrad.*valid: fwd, adamw, adam, sgd, rmsproptf, lamb, muon"),
    ("convnext_T-c10-i32-b2x1-adamw+drop+drop", "repeated"),
    ("convnext_T-c10-i32-b2x1-adamw+drop+wx", "canonical"),
    ("densenet121", r"expected \{net\}_\{size\}.*net in convnext\|efficientnet\|mobilenetv2"),
    ("densenet_121-c10-i32-b2x1-fwd", "unknown net 'densenet'; known: convnext, efficientnet, mobilenetv2"),
    ("convnext_T-c10-i32-b2x1-fwd+mac", "valid: drop, bf16, wbf16, prelogits, tanh, dwmac, dwmacvr, pmm, ln1p, gpmax, gpavgmax, ch\\{N\\}$"),
])
def test_bad_variants_are_clear_errors(name, needle):
    with pytest.raises(VariantError, match=needle):
        Variant.parse(name)
