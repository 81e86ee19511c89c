"""`--train-crop-mode rkrc|rkrr` (data/transforms.py, augment.py) tied to timm 1.0.31's
`transforms_imagenet_train` on the same Pillow images (-m torch): the pipeline timm builds for the
modes (ResizeKeepRatio at train.py's scale and ratio, then CenterCropOrPad/RandomCropOrPad, reflect);
the keep-ratio size at the same draws (timm's `random` made the test's), the resized image, the centre
and the placed crop-or-pad, padding included, byte for byte; and in distribution over many draws (the
bound: Z standard errors of the two seeded samples) the resized sides and the crop offsets."""
import math

import numpy as np
import pytest
from PIL import Image

torch = pytest.importorskip("torch")
from timm.data import create_transform                                    # noqa: E402
from timm.data import transforms as timm_t                                # noqa: E402

from hlocert.data import Augment                                           # noqa: E402
from hlocert.data.randaugment import RESAMPLE                              # noqa: E402
from hlocert.data.transforms import (center_crop_or_pad, crop_or_pad, keep_ratio_factors,   # noqa: E402
                                     keep_ratio_size, random_crop_or_pad_offsets)

pytestmark = pytest.mark.torch
Z = 5.0
SCALE, RATIO = (0.08, 1.0), (3 / 4, 4 / 3)      # timm train.py's --scale and --ratio defaults


def _image(w, h, seed=0):
    return Image.fromarray(np.random.default_rng(seed).integers(0, 256, (h, w, 3), dtype=np.uint8))


class _Given:
    """timm.data.transforms' `random` at given draws: random() → `take` (0: both optional draws taken,
    1: neither), uniform(a, b) → a + t·(b − a) for the next t, randint(0, n) → the next k clipped to n."""

    def __init__(self, take, ts=(), ks=()):
        self.take, self.ts, self.ks = take, list(ts), list(ks)

    def random(self):
        return self.take

    def uniform(self, a, b):
        return a + self.ts.pop(0) * (b - a)

    def randint(self, a, b):
        return min(self.ks.pop(0), b)


class _GivenRng(_Given):
    """The same draws as a numpy Generator gives them: integers(0, n + 1) → the next k clipped to n."""

    def integers(self, lo, hi):
        return self.randint(lo, hi - 1)


@pytest.mark.parametrize("mode", ["rkrc", "rkrr"])
def test_timm_builds_the_modes_from_train_pys_scale_and_ratio(mode):
    t = create_transform(32, is_training=True, train_crop_mode=mode, scale=SCALE, ratio=RATIO,
                         interpolation="bicubic")
    rkr, crop = t.transforms[0], t.transforms[1]
    assert isinstance(rkr, timm_t.ResizeKeepRatio) and rkr.longest == 0.0
    assert (rkr.random_scale_prob, rkr.random_scale_range, rkr.random_scale_area) == (0.5, SCALE, True)
    assert (rkr.random_aspect_prob, rkr.random_aspect_range) == (0.5, RATIO)
    assert isinstance(crop, timm_t.CenterCropOrPad if mode == "rkrc" else timm_t.RandomCropOrPad)
    assert crop.padding_mode == "reflect"


@pytest.mark.parametrize("wh", [(40, 30), (30, 41), (32, 32), (97, 13)])
@pytest.mark.parametrize("take, ts", [(1.0, ()), (0.0, (0.0, 0.5)), (0.0, (1.0, 1.0)), (0.0, (0.37, 0.0)),
                                      (0.0, (0.91, 0.83))])
def test_the_keep_ratio_size_is_timms_at_the_same_draws(monkeypatch, wh, take, ts):
    w, h = wh
    monkeypatch.setattr(timm_t, "random", _Given(take, ts))
    theirs = timm_t.ResizeKeepRatio.get_params(_image(w, h), (32, 32), 0.0, 0.5, SCALE, True, 0.5, RATIO)
    if take:
        zoom = aspect = 1.0
    else:
        zoom = 1.0 / math.sqrt(SCALE[0] + ts[0] * (SCALE[1] - SCALE[0]))
        log = math.log(RATIO[0]) + ts[1] * (math.log(RATIO[1]) - math.log(RATIO[0]))
        aspect = math.sqrt(math.exp(log))
    assert list(keep_ratio_size(w, h, 32, zoom, aspect)) == theirs


@pytest.mark.parametrize("hw", [(40, 32), (32, 45), (27, 38), (36, 29), (30, 31), (32, 32)])
def test_the_centre_crop_or_pad_is_timms(hw):
    h, w = hw
    im = _image(w, h, seed=h * w)
    theirs = np.asarray(timm_t.CenterCropOrPad(32, padding_mode="reflect")(im))
    np.testing.assert_array_equal(center_crop_or_pad(np.asarray(im), 32), theirs)


@pytest.mark.parametrize("hw, top_left", [((40, 45), (3, 13)), ((40, 45), (8, 0)), ((27, 38), (-5, 6)),
                                          ((27, 38), (0, 0)), ((36, 29), (4, -3)), ((25, 26), (-7, -6))])
def test_the_placed_crop_or_pad_is_timms(hw, top_left):
    h, w = hw
    im = _image(w, h, seed=h + w)
    top, left = top_left
    theirs = np.asarray(timm_t.crop_or_pad(im, top, left, 32, 32, padding_mode="reflect"))
    np.testing.assert_array_equal(crop_or_pad(np.asarray(im), top, left, 32), theirs)


@pytest.mark.parametrize("mode", ["rkrc", "rkrr"])
@pytest.mark.parametrize("wh", [(50, 37), (37, 50)])
@pytest.mark.parametrize("ts", [(0.5, 0.3), (1.0, 0.0), (1.0, 1.0)])
def test_the_whole_crop_is_timms_at_the_same_draws(monkeypatch, mode, wh, ts):
    """Augment.train_crop with a Generator whose draws are timm's given ones, against timm's two
    transforms at those draws: the same bytes. Unzoomed at an extreme aspect, one of the two
    images' short side lands below the size and the crop pads."""
    w, h = wh
    im = _image(w, h, seed=3)
    zoom, aspect = 1.0 / math.sqrt(SCALE[0] + ts[0] * (SCALE[1] - SCALE[0])), math.sqrt(RATIO[round(ts[1])])
    if ts[0] == 1.0 and (w < h) == (ts[1] == 0.0):
        assert min(keep_ratio_size(w, h, 32, zoom, aspect)) < 32
    ts, ks = list(ts), [7, 2]
    monkeypatch.setattr(timm_t, "random", _Given(0.0, ts, ks))
    t = create_transform(32, is_training=True, train_crop_mode=mode, scale=SCALE, ratio=RATIO,
                         interpolation="bicubic")
    theirs = np.asarray(t.transforms[1](t.transforms[0](im)))
    aug = Augment(scale=SCALE, ratio=RATIO, train_crop_mode=mode)
    ours = np.asarray(aug.train_crop(im, 32, _GivenRng(0.0, ts, ks)))
    np.testing.assert_array_equal(ours, theirs)


def test_the_resize_is_pils_at_the_size():
    """timm's F.resize of a Pillow image to [h, w] is Pillow's resize to (w, h) with the filter."""
    from torchvision.transforms import InterpolationMode
    from torchvision.transforms import functional as TF
    im = _image(41, 29)
    for ours, theirs in (("bicubic", InterpolationMode.BICUBIC), ("bilinear", InterpolationMode.BILINEAR)):
        np.testing.assert_array_equal(np.asarray(im.resize((37, 33), RESAMPLE[ours])),
                                      np.asarray(TF.resize(im, [33, 37], theirs)))


@pytest.mark.parametrize("wh", [(48, 36), (36, 60)])
def test_the_sizes_and_offsets_are_timms_in_distribution(wh):
    """4,000 draws each side of the resized (h, w) and rkrr's (top, left): means within Z standard
    errors, and the share of unzoomed, unstretched draws (¼) the same."""
    import random
    w, h = wh
    n = 4000
    rng = np.random.default_rng(5)
    random.seed(5)
    im = _image(w, h)
    ours, theirs = [], []
    for _ in range(n):
        hh, ww = keep_ratio_size(w, h, 32, *keep_ratio_factors(rng, SCALE, RATIO))
        ours.append((hh, ww, *random_crop_or_pad_offsets(hh, ww, 32, rng)))
        th, tw = timm_t.ResizeKeepRatio.get_params(im, (32, 32), 0.0, 0.5, SCALE, True, 0.5, RATIO)
        theirs.append((th, tw, *timm_t.RandomCropOrPad.get_params(Image.new("L", (tw, th)), (32, 32))))
    ours, theirs = np.array(ours, float), np.array(theirs, float)
    for k in range(4):
        se = math.sqrt(ours[:, k].var() / n + theirs[:, k].var() / n)
        assert abs(ours[:, k].mean() - theirs[:, k].mean()) < Z * se, (k, ours[:, k].mean(), theirs[:, k].mean())
    plain = keep_ratio_size(w, h, 32)
    share = [np.mean((a[:, 0] == plain[0]) & (a[:, 1] == plain[1])) for a in (ours, theirs)]
    assert abs(share[0] - share[1]) < Z * math.sqrt(2 * 0.25 * 0.75 / n) and abs(share[0] - 0.25) < 0.05

