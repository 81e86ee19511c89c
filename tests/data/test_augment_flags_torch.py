"""timm's SimCLR-style and no-augmentation train flags (data/augment.py) tied to timm 1.0.31 and
torchvision on the same Pillow images: `--no-aug` is timm's `transforms_noaug_train` (exact), the
grey conversion of `--grayscale-prob` is torchvision's (exact), the blur of `--gaussian-blur-prob`
is torchvision's `gaussian_blur` (kernel 23, reflect padding: a pixel differs by at most 1 level,
and only where the exact value lies within float32 noise of a rounding boundary); and over many
draws `--grayscale-prob`, `--gaussian-blur-prob` and `--color-jitter-prob` apply their step at their
rate (binomial bound). Needs the [torch] extra (-m torch)."""
import math

import numpy as np
import pytest
from PIL import Image

torch = pytest.importorskip("torch")
pytest.importorskip("timm")
from timm.data import create_transform                                   # noqa: E402
from torchvision.transforms import functional as TF                       # noqa: E402

from hlocert.data import Augment                                          # noqa: E402
from hlocert.data.augment import gaussian_blur                            # noqa: E402

pytestmark = pytest.mark.torch

Z = 5.0         # the bound's width in standard errors (seeded draws: a fixed outcome; 5σ: not luck)


def _image(seed=0, w=29, h=23):
    return Image.fromarray(np.random.default_rng(seed).integers(0, 256, (h, w, 3), dtype=np.uint8))


@pytest.mark.parametrize("interpolation", ["bicubic", "bilinear", "random"])
def test_no_aug_is_timms_noaug_train(interpolation):
    theirs = create_transform(16, is_training=True, no_aug=True, interpolation=interpolation, use_prefetcher=True)
    ours = Augment(no_aug=True, train_interpolation=interpolation, reprob=0.5)
    for seed in range(4):
        im = _image(seed, 29 + seed, 23)
        got = ours.train_image(im, 16, np.random.default_rng(seed))
        assert np.array_equal(got, theirs(im).numpy().transpose(1, 2, 0))
        assert ours.erasures(16, np.random.default_rng(seed)) == []     # timm's no-aug has no erasing


def test_grey_is_torchvisions():
    for seed in range(4):
        im = _image(seed)
        ours = Augment(grayscale_prob=1.0, hflip=0.0, scale=(1.0, 1.0), ratio=(29 / 23, 29 / 23))
        got = ours.train_image(im, 23, np.random.default_rng(seed))
        plain = Augment(hflip=0.0, scale=(1.0, 1.0), ratio=(29 / 23, 29 / 23)).train_image(
            im, 23, np.random.default_rng(seed))
        want = np.asarray(TF.rgb_to_grayscale(Image.fromarray(plain), num_output_channels=3))
        assert np.array_equal(got, want)


@pytest.mark.parametrize("sigma", [0.1, 0.7, 1.3, 2.0])
def test_the_blur_is_torchvisions(sigma):
    sigma = float(np.float32(sigma))          # torchvision draws sigma in float32
    for seed in range(3):
        image = np.asarray(_image(seed, 32, 32))
        want = np.asarray(TF.gaussian_blur(Image.fromarray(image), [23, 23], [sigma, sigma]))
        got = gaussian_blur(image, sigma)
        # the exact blur, float64: where it sits within float32 noise of .5, either rounding is right
        x = np.arange(23) - 11.0
        k = np.exp(-0.5 * (x / sigma) ** 2)
        k /= k.sum()
        padded = np.pad(image.astype(np.float64), ((11, 11), (11, 11), (0, 0)), mode="reflect")
        exact = sum(k[i] * k[j] * padded[i:i + 32, j:j + 32] for i in range(23) for j in range(23))
        noise = 529 * 255 * np.finfo(np.float32).eps       # 529 float32 products and sums of values <= 255
        near_half = np.abs(exact - np.floor(exact) - 0.5) < noise
        diff = np.abs(got.astype(int) - want.astype(int))
        assert diff.max() <= 1 and not np.any(diff[~near_half]), (sigma, seed)
        assert np.abs(got.astype(int) - np.round(exact)).max() <= 1


def _rate(ours: Augment, plain: Augment, n: int) -> float:
    """How often `ours` changes the image `plain` (the same draws before the step) gives."""
    im = _image(7)
    hits = sum(not np.array_equal(ours.train_image(im, 16, np.random.default_rng(s)),
                                  plain.train_image(im, 16, np.random.default_rng(s))) for s in range(n))
    return hits / n


@pytest.mark.parametrize("flag, p", [("grayscale_prob", 0.3), ("gaussian_blur_prob", 0.2), ("color_jitter_prob", 0.6)])
def test_each_step_applies_at_its_rate(flag, p):
    base = dict(color_jitter=0.4) if flag == "color_jitter_prob" else {}
    plain = Augment(**{**base, flag: 0.0}) if flag != "color_jitter_prob" else Augment()
    n = 1500
    rate = _rate(Augment(**base, **{flag: p}), plain, n)
    assert abs(rate - p) <= Z * math.sqrt(p * (1 - p) / n), (flag, rate)
