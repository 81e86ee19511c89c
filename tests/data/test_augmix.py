"""AugMix (--aa augmix-…, hlocert/data/augmix.py): timm's grammar and defaults, the shape of a draw,
the mix; in ``-m torch`` tied to timm 1.0.31's `augment_and_mix_transform` (its parse, op set, magnitude
mode and the 0.3 translation) and to its `AugMixAugment` mixing (basic and blended) at the same draws:
timm's own mixing code run on chains of the same ops picked by the same numpy draws, byte for byte."""
import math

import numpy as np
import pytest
from PIL import Image

from hlocert.data import Augment
from hlocert.data.augmix import AUGMIX_OPS, TRANSLATE_PCT, AugMix, Plan
from hlocert.data.randaugment import RandAugment

FILL = Augment().fill


def _image(seed=0, size=20):
    return Image.fromarray(np.random.default_rng(seed).integers(0, 256, (size, size, 3), dtype=np.uint8))


def test_defaults_and_fields_are_timms():
    a = AugMix.parse("augmix")
    assert (a.magnitude, a.width, a.depth, a.alpha, a.blended, a.magnitude_std) == (3, 3, -1, 1.0, False, math.inf)
    b = AugMix.parse("augmix-m5-w4-d2-a0.5-b1-mstd0.5")
    assert (b.magnitude, b.width, b.depth, b.alpha, b.blended, b.magnitude_std) == (5, 4, 2, 0.5, True, 0.5)


def test_a_draw_has_width_chains_of_the_depth():
    rng = np.random.default_rng(1)
    for spec, depths in (("augmix-m3-w3", {1, 2, 3}), ("augmix-m3-w4-d2", {2})):
        a = AugMix.parse(spec)
        seen = set()
        for _ in range(30):
            plan = a.draw(rng, "bilinear")
            assert plan.weights.dtype == np.float32 and len(plan.weights) == a.width == len(plan.chains)
            assert abs(float(plan.weights.sum()) - 1) < 1e-6 and 0 <= plan.m <= 1
            assert all(step.name in AUGMIX_OPS for chain in plan.chains for step in chain)
            seen |= {len(chain) for chain in plan.chains}
        assert seen == depths


def test_translations_reach_three_tenths_of_the_side():
    a = AugMix.parse("augmix-m10-mstd0")
    step = a._step("TranslateXRel", np.random.default_rng(2), "bilinear")
    assert abs(step.args[0]) == TRANSLATE_PCT


@pytest.mark.parametrize("blended", [False, True])
def test_identity_chains_mix_back_to_the_image(blended):
    """Chains of no op: the basic mix is Σ w·image (≤ 1 grey level off: float32 sum, truncated) blended
    at m; the blended mode blends the image with itself."""
    im = _image()
    a = AugMix.parse(f"augmix-b{int(blended)}")
    plan = Plan(np.float32([0.25, 0.5, 0.25]), np.float32(0.75), [[], [], []])
    out = np.asarray(a.apply(im, plan, FILL), np.int16)
    assert np.abs(out - np.asarray(im, np.int16)).max() <= (0 if blended else 1)


def test_augment_trains_an_image_pipeline():
    aug = Augment(aa="augmix-m3-w3")
    out = aug.train_image(_image(3, 40), 16, np.random.default_rng(0))
    assert out.shape == (16, 16, 3) and out.dtype == np.uint8 and "AugMix(augmix-m3-w3)" in str(aug)


@pytest.mark.torch
@pytest.mark.parametrize("spec", ["augmix", "augmix-m5-w4-d2-a0.5-b1", "augmix-m3-w3-mstd0.5"])
def test_parse_is_timms(spec):
    pytest.importorskip("torch")
    from timm.data.auto_augment import augment_and_mix_transform
    t = augment_and_mix_transform(spec, {"translate_pct": 0.3})
    a = AugMix.parse(spec)
    assert (t.alpha, t.width, t.depth, t.blended) == (a.alpha, a.width, a.depth, a.blended)
    assert tuple(op.name for op in t.ops) == AUGMIX_OPS
    assert {op.magnitude for op in t.ops} == {a.magnitude} and {op.magnitude_std for op in t.ops} == {a.magnitude_std}
    assert {op.prob for op in t.ops} == {1.0}


@pytest.mark.torch
def test_translation_level_is_timms():
    pytest.importorskip("torch")
    from timm.data.auto_augment import LEVEL_TO_ARG
    for level in (0.0, 3.5, 10.0):
        (want,) = LEVEL_TO_ARG["TranslateXRel"](level, {"translate_pct": 0.3})
        a = AugMix(spec="augmix", magnitude=level, magnitude_std=0.0)
        (got,) = a._step("TranslateXRel", np.random.default_rng(0), "bilinear").args
        assert abs(got) == abs(want)


@pytest.mark.torch
@pytest.mark.parametrize("blended", [False, True])
def test_mixing_is_timms_at_the_same_draws(blended):
    """timm's AugMixAugment given, as its ops, one fixed step of each AugMix op (depth 2, so its chain
    picks are np.random.choice alone): seeded alike, its output equals `apply` of the plan with the
    same weights, m and picks, byte for byte."""
    pytest.importorskip("torch")
    from timm.data.auto_augment import AugMixAugment
    rng = np.random.default_rng(4)
    a = AugMix(spec="augmix", width=3, depth=2, alpha=1.0, blended=blended)
    steps = [a._step(name, rng, "bilinear") for name in AUGMIX_OPS]
    ops = [(lambda im, s=s: RandAugment.apply(im, [s], FILL)) for s in steps]
    timm_mix = AugMixAugment(ops, alpha=1.0, width=3, depth=2, blended=blended)
    im = _image(5)
    for seed in range(4):
        np.random.seed(seed)
        weights = np.float32(np.random.dirichlet([1.0] * 3))
        m = np.float32(np.random.beta(1.0, 1.0))
        picks = [np.random.choice(len(ops), 2, replace=True) for _ in range(3)]
        np.random.seed(seed)
        want = np.asarray(timm_mix(im))
        plan = Plan(weights, m, [[steps[k] for k in chain] for chain in picks])
        assert np.array_equal(np.asarray(a.apply(im, plan, FILL)), want)
