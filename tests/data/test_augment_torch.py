"""hlocert's augmentation (data/augment.py, randaugment.py) tied to timm 1.0.31's and torchvision's own
code on the same Pillow images: every RandAugment op at fixed magnitudes (exact: the same Pillow call),
timm's parse of the --aa string and its fill colour, colour jitter at fixed factors and the flips
(exact), the eval resize and crop (exact), normalisation by mean/std (a floor measured against
float64), random erasing at timm's box; and in distribution over many draws (binomial and CLT
bounds computed here): RandAugment's op choice, magnitudes, signs and filters, erasing's boxes,
colour jitter's factors and order. Needs the [torch] extra (-m torch)."""
import math
import random

import numpy as np
import pytest
from PIL import Image

torch = pytest.importorskip("torch")
timm_aa = pytest.importorskip("timm.data.auto_augment")
from timm.data import create_transform                                    # noqa: E402
from timm.data.random_erasing import RandomErasing                         # noqa: E402
from torchvision.transforms import ColorJitter, InterpolationMode          # noqa: E402
from torchvision.transforms import functional as TF                        # noqa: E402

from hlocert.data import Augment                                           # noqa: E402
from hlocert.data.augment import Erasure                                   # noqa: E402
from hlocert.data.randaugment import OPS, RESAMPLE, RandAugment            # noqa: E402
from hlocert.data.transforms import normalize, rrc_params                  # noqa: E402

pytestmark = pytest.mark.torch

Z = 5.0         # the bound's width in standard errors (seeded draws: a fixed outcome; 5σ: not luck)


def _image(seed=0, w=29, h=23):
    return Image.fromarray(np.random.default_rng(seed).integers(0, 256, (h, w, 3), dtype=np.uint8))


def _timm_randaugment(spec, interpolation="bicubic", mean=(0.485, 0.456, 0.406)):
    """timm's RandAugment as its create_transform builds it for a 32² train crop."""
    t = create_transform(32, is_training=True, auto_augment=spec, interpolation=interpolation, mean=mean,
                         use_prefetcher=True)
    return next(x for x in t.transforms if isinstance(x, timm_aa.RandAugment))


@pytest.mark.parametrize("spec", ["rand-m9-mstd0.5-inc1", "rand-m7-n3-p0.8", "rand-m12-mmax15-mstd101-inc0"])
def test_the_parse_and_fill_are_timms(spec):
    ours, theirs = RandAugment.parse(spec), _timm_randaugment(spec)
    assert [op.name for op in theirs.ops] == list(ours.ops)
    op = theirs.ops[0]
    assert (op.magnitude, theirs.num_layers, op.prob, op.magnitude_std, op.magnitude_max or 0) == \
        (ours.magnitude, ours.layers, ours.prob, ours.magnitude_std, ours.magnitude_max)
    for mean in ((0.485, 0.456, 0.406), (0.5, 0.5, 0.5), (0.1, 0.9, 0.999)):
        assert Augment(mean=mean).fill == _timm_randaugment(spec, mean=mean).ops[0].kwargs["fillcolor"]


@pytest.mark.parametrize("name", sorted(OPS))
@pytest.mark.parametrize("magnitude", [0.0, 3.0, 9.0, 9.6, 10.0, 14.0])
def test_every_op_is_timms_at_a_fixed_magnitude(name, magnitude):
    """The argument (up to the sign timm draws) and the image: timm's level map and Pillow call with
    the same argument, fill and filter give the same bytes."""
    level_fn, image_fn = OPS[name]
    rng = np.random.default_rng(int(magnitude * 10))
    hp = {"translate_const": 14, "img_mean": (124, 116, 104)}
    im = _image(int(magnitude))
    for _ in range(2):                          # both signs come up over a few draws
        args = level_fn(magnitude, rng)
        timm_level = timm_aa.LEVEL_TO_ARG[name]
        theirs = timm_level(magnitude, hp) if timm_level else ()
        if name.endswith("Increasing") and name[:-10] in ("Color", "Contrast", "Brightness", "Sharpness"):
            assert abs(args[0] - 1.0) == pytest.approx(abs(theirs[0] - 1.0), abs=1e-12) or min(args[0], theirs[0]) == 0.1
        else:
            assert tuple(map(abs, args)) == tuple(map(abs, theirs))
        if name.startswith("Posterize") and args[0] <= 0:      # timm's call raises under Pillow >= 13
            assert not np.asarray(image_fn(im, *args, resample=None, fill=None)).any()  # 0 bits kept: black
            continue
        for resample in (Image.Resampling.BILINEAR, Image.Resampling.BICUBIC, Image.Resampling.NEAREST):
            want = timm_aa.NAME_TO_OP[name](im, *args, fillcolor=hp["img_mean"], resample=resample)
            got = image_fn(im, *args, resample=resample, fill=hp["img_mean"])
            assert np.array_equal(np.asarray(got), np.asarray(want)), (name, args, resample)


def _record_timm(ra, n_images, seed):
    """(name, args, resample) of each op timm's RandAugment applies over n_images 8×8 images: each op's
    Pillow function wrapped to note its call, then called as it was (but for posterize to 0 bits,
    which raises under Pillow >= 13: noted, and the image passed on). A geometric op's filter is
    chosen by timm's own `_interpolation` (the one random.choice its call would make)."""
    seen = []

    def noting(name, fn):
        def call(img, *args, **kw):
            resample = None
            if name in ("Rotate", "ShearX", "ShearY", "TranslateXRel", "TranslateYRel"):
                resample = kw["resample"] = timm_aa._interpolation(dict(kw))
            seen.append((name, args, resample))
            return img if name.startswith("Posterize") and args[0] <= 0 else fn(img, *args, **kw)
        return call
    for op in ra.ops:
        op.aug_fn = noting(op.name, op.aug_fn)
    random.seed(seed)
    np.random.seed(seed)
    im = _image(1, 8, 8)
    for _ in range(n_images):
        ra(im)
    return seen


@pytest.mark.parametrize("spec, interpolation", [("rand-m9-mstd0.5-inc1", "random"), ("rand-m6-mstd2-n3", "bilinear")])
def test_randaugment_draws_match_timms(spec, interpolation):
    """Per op: how often it is applied (two-proportion bound); Rotate's degrees: the mean and std of
    the size (CLT bounds) and the share of negatives; with 'random', the share of bicubic calls."""
    n = 4000
    seen = _record_timm(_timm_randaugment(spec, interpolation), n, 0)
    ours = RandAugment.parse(spec)
    rng = np.random.default_rng(0)
    mine = [(s.name, s.args, s.resample) for _ in range(n) for s in ours.draw(rng, interpolation)]
    trials = n * ours.layers
    for name in ours.ops:
        a = sum(s[0] == name for s in mine) / trials
        b = sum(s[0] == name for s in seen) / trials
        pooled = (a + b) / 2
        assert abs(a - b) <= Z * math.sqrt(2 * pooled * (1 - pooled) / trials), name
    deg = [np.array([s[1][0] for s in x if s[0] == "Rotate"]) for x in (mine, seen)]
    size = [np.abs(d) for d in deg]
    assert abs(size[0].mean() - size[1].mean()) <= Z * math.sqrt(sum(s.var() / len(s) for s in size))
    assert abs(size[0].std() - size[1].std()) <= Z * max(s.std() for s in size) * math.sqrt(sum(1 / (2 * len(s)) for s in size))
    assert abs(np.mean(deg[0] < 0) - np.mean(deg[1] < 0)) <= Z * math.sqrt(sum(0.25 / len(d) for d in deg))
    filters = [[r for _, _, r in x if r is not None] for x in (mine, seen)]
    if interpolation == "random":
        share = [np.mean([r == Image.Resampling.BICUBIC for r in f]) for f in filters]
        assert abs(share[0] - share[1]) <= Z * math.sqrt(sum(0.25 / len(f) for f in filters))
    else:
        assert set(filters[0]) == set(filters[1]) == {RESAMPLE[interpolation]}


def test_color_jitter_and_flips_are_torchvisions():
    im = _image(3, 31, 31)
    for order in ([0, 1, 2, 3], [2, 3, 0, 1], [3, 1, 0, 2]):
        factors = (0.7, 1.3, 0.9)
        want = im
        for k in order:
            want = [TF.adjust_brightness, TF.adjust_contrast, TF.adjust_saturation, lambda x, f: x][k](
                want, factors[k] if k < 3 else None)
        assert np.array_equal(np.asarray(Augment.jitter(im, order, factors)), np.asarray(want))
    whole = dict(scale=(1.0, 1.0), ratio=(1.0, 1.0), train_interpolation="nearest")
    rng = np.random.default_rng(0)
    assert np.array_equal(Augment(**whole, hflip=0.0, vflip=1.0).train_image(im, 31, rng), np.asarray(TF.vflip(im)))
    assert np.array_equal(Augment(**whole, hflip=1.0).train_image(im, 31, rng), np.asarray(TF.hflip(im)))


def test_color_jitter_draws_match_torchvisions():
    """Factors uniform in [1 − f, 1 + f] (mean and std, CLT) and a uniform order (the first op's
    share, binomial), against ColorJitter.get_params."""
    f, n = 0.4, 4000
    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    jitter = ColorJitter(f, f, f)
    theirs = [jitter.get_params(jitter.brightness, jitter.contrast, jitter.saturation, None) for _ in range(n)]
    ours = [Augment(color_jitter=f).jitter_params(rng) for _ in range(n)]
    for k in range(3):
        a, b = np.array([o[1][k] for o in ours]), np.array([t[k + 1] for t in theirs])
        assert abs(a.mean() - b.mean()) <= Z * math.sqrt(a.var() / n + b.var() / n)
        assert abs(a.std() - b.std()) <= Z * max(a.std(), b.std()) / math.sqrt(n)
        assert b.min() >= 1 - f and a.min() >= 1 - f and a.max() <= 1 + f
    for k in range(4):
        a, b = np.mean([int(o[0][0]) == k for o in ours]), np.mean([int(t[0][0]) == k for t in theirs])
        assert abs(a - b) <= Z * math.sqrt(2 * 0.25 * 0.75 / n)


@pytest.mark.parametrize("crop_pct", [0.875, 0.95, 1.0])
@pytest.mark.parametrize("interpolation", ["bicubic", "bilinear", "nearest"])
def test_eval_crop_is_timms(crop_pct, interpolation):
    t = create_transform(24, is_training=False, crop_pct=crop_pct, interpolation=interpolation, use_prefetcher=True)
    for im in (_image(5, 61, 43), _image(6, 30, 50)):
        want = t(im).numpy().transpose(1, 2, 0)
        assert np.array_equal(Augment(crop_pct=crop_pct, interpolation=interpolation).eval_image(im, 24), want)


def test_mean_std_is_timms_within_a_measured_floor():
    """Both against float64 (x / 255 − mean) / std: hlocert's error within twice timm's own float32
    error (or one float32 ulp of the largest value, where timm's is smaller)."""
    mean, std = (0.3, 0.5, 0.7), (0.2, 0.25, 0.3)
    t = create_transform(24, is_training=False, crop_pct=1.0, mean=mean, std=std)
    im = _image(7, 24, 24)
    theirs = t(im).numpy().transpose(1, 2, 0)
    u8 = np.asarray(im)
    exact = (u8 / 255.0 - np.array(mean)) / np.array(std)
    ours = normalize(u8[None], mean, std)[0]
    floor = max(np.abs(theirs - exact).max(), np.spacing(np.float32(np.abs(exact).max())))
    assert np.abs(ours - exact).max() <= 2 * floor


def test_erasing_at_timms_box():
    """timm's const erasing on a tensor of ones: the box it zeroed, erased here, gives the same image."""
    random.seed(0)
    erase = RandomErasing(1.0, mode="const", device="cpu")
    for _ in range(20):
        x = torch.ones(3, 20, 20)
        hit = (erase(x) == 0).all(0).numpy()
        rows, cols = np.flatnonzero(hit.any(1)), np.flatnonzero(hit.any(0))
        ours = np.ones((20, 20, 3), np.float32)
        Augment.erase(ours, [Erasure(rows[0], cols[0], len(rows), len(cols), np.zeros((1, 1, 3), np.float32))])
        assert np.array_equal(ours, x.numpy().transpose(1, 2, 0))


@pytest.mark.parametrize("count", [1, 3])
def test_erasing_draws_match_timms(count):
    """P(erased) (binomial), the erased share of the image and, with one box, its height and width
    (mean and std, CLT), against timm's RandomErasing(0.5, const) on tensors of ones; pixel mode's
    noise is standard normal."""
    n, size = 3000, 24
    random.seed(0)
    erase = RandomErasing(0.5, mode="const", max_count=count, device="cpu")
    theirs = [(erase(torch.ones(3, size, size)) == 0).all(0).numpy() for _ in range(n)]
    aug, rng = Augment(reprob=0.5, remode="const", recount=count), np.random.default_rng(0)
    ours = []
    for _ in range(n):
        m = np.zeros((size, size), bool)
        for b in aug.erasures(size, rng):
            m[b.top:b.top + b.h, b.left:b.left + b.w] = True
        ours.append(m)
    for stat in (lambda m: m.any(), lambda m: m.mean()):
        a, b = np.array([stat(m) for m in ours], float), np.array([stat(m) for m in theirs], float)
        assert abs(a.mean() - b.mean()) <= Z * math.sqrt(a.var() / n + b.var() / n)
    if count == 1:
        for axis in (0, 1):
            a = np.array([m.any(axis).sum() for m in ours if m.any()], float)
            b = np.array([m.any(axis).sum() for m in theirs if m.any()], float)
            assert abs(a.mean() - b.mean()) <= Z * math.sqrt(a.var() / len(a) + b.var() / len(b))
            assert abs(a.std() - b.std()) <= Z * max(a.std(), b.std()) * math.sqrt(1 / (2 * len(a)) + 1 / (2 * len(b)))
    noise = np.concatenate([b.fill.ravel() for _ in range(200)
                            for b in Augment(reprob=1.0, remode="pixel").erasures(size, rng)])
    assert abs(noise.mean()) <= Z / math.sqrt(len(noise)) and abs(noise.std() - 1) <= Z / math.sqrt(2 * len(noise))


def test_crop_geometry_with_ratio_matches_timms():
    """--rrc-scale/--ratio: the crop's top, left, height and width (means, CLT bound) against timm's
    RandomResizedCropAndInterpolation.get_params on the same image size."""
    from timm.data.transforms import RandomResizedCropAndInterpolation
    n, scale, ratio = 4000, (0.2, 1.0), (0.5, 2.0)
    im = _image(8, 48, 40)
    random.seed(0)
    theirs = np.array([RandomResizedCropAndInterpolation.get_params(im, scale, ratio) for _ in range(n)], float)
    rng = np.random.default_rng(0)
    ours = np.array([rrc_params(im.width, im.height, rng, scale, ratio) for _ in range(n)], float)
    for k in range(4):
        a, b = ours[:, k], theirs[:, k]
        assert abs(a.mean() - b.mean()) <= Z * math.sqrt(a.var() / n + b.var() / n), k


def test_the_random_resized_crop_is_timms_at_the_same_box():
    """The crop's pixels: at the same (top, left, height, width) and filter, byte-equal to timm's
    RandomResizedCropAndInterpolation (torchvision's resized_crop: crop, then resize)."""
    im = _image(3, 45, 37)
    for mode, theirs_mode in (("bicubic", InterpolationMode.BICUBIC), ("bilinear", InterpolationMode.BILINEAR)):
        aug = Augment(scale=(0.3, 1.0), hflip=0.0, train_interpolation=mode)
        for seed in range(30):
            i, j, h, w = rrc_params(im.width, im.height, np.random.default_rng(seed), aug.scale, aug.ratio)
            ours = aug.train_image(im, 16, np.random.default_rng(seed))
            theirs = np.asarray(TF.resized_crop(im, i, j, h, w, [16, 16], theirs_mode))
            assert np.array_equal(ours, theirs), (mode, seed)

