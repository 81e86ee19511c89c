"""`Augment`: a run's image pipeline as timm's `create_transform` builds it, as one checked object.

Train (timm/data/transforms_factory.py `transforms_imagenet_train`): RandomResizedCrop (scale,
ratio, `train_interpolation`; 'random' = bilinear or bicubic per image as timm's
`RandomResizedCropAndInterpolation`) — or, with `train_crop_mode` rkrc/rkrr, timm's ResizeKeepRatio
(shorter side to the size, with p 0.5 a zoom 1/√U(scale), with p 0.5 an aspect √exp(U(log ratio))
splitting between the sides) then CenterCropOrPad (rkrc) or RandomCropOrPad (rkrr), reflect
padding —, horizontal flip with p `hflip`, vertical flip with p
`vflip` (drawn only when > 0, as timm adds it only then), then RandAugment or AugMix (`aa`, randaugment.py,
augmix.py)
or, without it, ColorJitter(`color_jitter` × 3: brightness, contrast, saturation; torchvision's
random order and uniform factors in [max(0, 1 − f), 1 + f]; with `color_jitter_prob`, applied with that
probability, torchvision's RandomApply), RandomGrayscale(`grayscale_prob`), RandomApply(GaussianBlur(23),
`gaussian_blur_prob`: σ ~ U(0.1, 2), torchvision's kernel and reflect padding), then normalisation by `mean`/`std`
and random erasing (timm/data/random_erasing.py `RandomErasing`, on the normalised image: with
p `reprob`, 1..`recount` boxes each of area fraction U(0.02, 1/3) / count and log-uniform
aspect in [0.3, 1/0.3], filled per `remode`: pixel = per-pixel standard normal noise, rand = one
normal colour per box, const = 0).

`no_aug` (timm's `transforms_noaug_train`): the train image is resized and centre-cropped as eval's
with crop_pct 1, with `train_interpolation` ('random': bilinear), and nothing else drawn or erased.

Eval (`transforms_imagenet_eval`, crop mode center): resize the shorter side to
floor(size / crop_pct) with `interpolation`, centre-crop size, normalise.

`input_img_mode` (timm's `--input-img-mode`, PIL's mode): RGB (3 channels) or L (1 channel, grey: PIL's
`convert("L")`, as timm's folder data set converts each image); every image is converted to it before any
transform, and `mean`/`std` hold one number per channel: given one number, it is every channel's; by
default ImageNet's three for RGB and their means (0.449, 0.226) for L, as timm's loader adapts a
3-number default to a 1-channel input (`adapt_to_chs`).

Every draw comes from the numpy Generator the loader seeds per sample, in a fixed order (crop,
filter, flips, RandAugment or jitter, erasing), so a sample's pixels depend only on its key. At
the defaults the draws are exactly those of the pipeline before these options existed.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np
from PIL import Image, ImageEnhance

from .errors import DataError
from .augmix import AugMix
from .randaugment import RANDOM_RESAMPLE, RESAMPLE, RandAugment
from .transforms import (IMAGENET_MEAN, IMAGENET_STD, center_crop_or_pad, crop_or_pad, eval_transform,
                         keep_ratio_factors, keep_ratio_size, random_crop_or_pad_offsets, rrc_params)

INTERPOLATIONS = (*RESAMPLE, "random")
MODES = {"RGB": 3, "L": 1}        # the PIL modes an image is converted to (timm's --input-img-mode): channels
TRAIN_CROP_MODES = ("rrc", "rkrc", "rkrr")
ERASE_MODES = ("pixel", "rand", "const")
DEFAULT_CROP_PCT = 0.875
# random erasing's box (timm RandomErasing's defaults; train.py does not change them)
ERASE_AREA = (0.02, 1 / 3)
ERASE_LOG_ASPECT = (math.log(0.3), math.log(1 / 0.3))
# ColorJitter's order: torchvision draws a permutation of (brightness, contrast, saturation, hue);
# hue is off here (timm passes three factors), so its slot does nothing
_JITTER = (ImageEnhance.Brightness, ImageEnhance.Contrast, ImageEnhance.Color, None)


class Erasure(NamedTuple):
    """One erased box of a normalised HWC image: rows top..top+h, columns left..left+w, set to
    `fill` (float32, [h, w, C] or [1, 1, C], C the image's channels)."""
    top: int
    left: int
    h: int
    w: int
    fill: np.ndarray


def _pair(name: str, value, top: float) -> tuple[float, float]:
    """(lo, hi) with 0 < lo <= hi <= top."""
    if not (isinstance(value, (tuple, list)) and len(value) == 2):
        raise DataError(f"--{name} takes two numbers LO HI, got {value!r}")
    lo, hi = map(float, value)
    if not 0 < lo <= hi <= top:
        raise DataError(f"--{name} {lo:g} {hi:g}: 0 < LO <= HI{' <= 1' if top == 1 else ''}")
    return lo, hi


def _probability(name: str, value) -> float:
    value = float(value)
    if not 0.0 <= value <= 1.0:
        raise DataError(f"--{name} {value:g}: a probability in [0, 1]")
    return value


def _per_channel(name: str, value, default, channels: int, positive: bool) -> tuple[float, ...]:
    """One number per channel: `value` (one number for every channel, or one each), or by default
    ImageNet's `default` (its three at 3 channels, else their mean on each, timm's `adapt_to_chs`)."""
    if value is None:
        value = default if channels == len(default) else (float(np.mean(default)),) * channels
    if not (isinstance(value, (tuple, list)) and len(value) in (1, channels)):
        raise DataError(f"--{name} takes 1 number or {channels} (one per channel of the {channels}-channel input, "
                        f"--in-chans {channels}), got {value!r}")
    out = tuple(map(float, value)) * (channels if len(value) == 1 else 1)
    if positive and not all(v > 0 for v in out):
        raise DataError(f"--{name} {' '.join(f'{v:g}' for v in out)}: each must be > 0")
    return out


@dataclass(frozen=True)
class Augment:
    """The pipeline's settings (timm's flag names, the module docstring); DataError, naming the
    flag and what it takes, for a bad one. `aa` may be given as its string."""
    scale: tuple = (0.08, 1.0)
    ratio: tuple = (3 / 4, 4 / 3)
    hflip: float = 0.5
    vflip: float = 0.0
    aa: RandAugment | AugMix | str | None = None
    color_jitter: float = 0.0
    train_interpolation: str = "bicubic"
    interpolation: str = "bicubic"
    crop_pct: float = DEFAULT_CROP_PCT
    mean: tuple | None = None           # None: ImageNet's (module docstring)
    std: tuple | None = None
    reprob: float = 0.0
    remode: str = "pixel"
    recount: int = 1
    color_jitter_prob: float | None = None
    grayscale_prob: float = 0.0
    gaussian_blur_prob: float = 0.0
    no_aug: bool = False
    input_img_mode: str = "RGB"
    train_crop_mode: str = "rrc"
    fill: tuple = field(init=False)     # RandAugment's fill colour: mean × 255, rounded (timm's img_mean)

    def __post_init__(self):
        set_ = functools.partial(object.__setattr__, self)
        set_("scale", _pair("rrc-scale", self.scale, 1.0))
        set_("ratio", _pair("ratio", self.ratio, math.inf))
        set_("hflip", _probability("hflip", self.hflip))
        set_("vflip", _probability("vflip", self.vflip))
        set_("reprob", _probability("reprob", self.reprob))
        for name in ("color_jitter_prob", "grayscale_prob", "gaussian_blur_prob"):
            if getattr(self, name) is not None:
                set_(name, _probability(name.replace("_", "-"), getattr(self, name)))
        if isinstance(self.aa, str):
            try:
                set_("aa", (AugMix if self.aa.startswith("augmix") else RandAugment).parse(self.aa))
            except ValueError as e:
                raise DataError(f"--aa {self.aa}: {e}") from None
        if not (float(self.color_jitter) >= 0):
            raise DataError(f"--color-jitter {self.color_jitter}: a factor >= 0 (0: off)")
        set_("color_jitter", float(self.color_jitter))
        for name in ("train_interpolation", "interpolation"):
            choices = INTERPOLATIONS if name == "train_interpolation" else tuple(RESAMPLE)
            if getattr(self, name) not in choices:
                raise DataError(f"--{name.replace('_', '-')} {getattr(self, name)}: one of {', '.join(choices)}")
        if not 0.0 < float(self.crop_pct) <= 1.0:
            raise DataError(f"--crop-pct {self.crop_pct}: in (0, 1] (the crop's share of the resized side)")
        set_("crop_pct", float(self.crop_pct))
        if self.input_img_mode not in MODES:
            raise DataError(f"--input-img-mode {self.input_img_mode!r}: hlocert converts images to "
                            f"{' or '.join(f'{m} ({c} channel{chr(115) * (c > 1)})' for m, c in MODES.items())}")
        set_("mean", _per_channel("mean", self.mean, tuple(map(float, IMAGENET_MEAN)), self.channels, positive=False))
        set_("std", _per_channel("std", self.std, tuple(map(float, IMAGENET_STD)), self.channels, positive=True))
        if self.train_crop_mode not in TRAIN_CROP_MODES:
            raise DataError(f"--train-crop-mode {self.train_crop_mode}: one of {', '.join(TRAIN_CROP_MODES)} (rrc: "
                            "random-resized crop, rkrc/rkrr: keep-ratio resize, then a centre/random crop-or-pad)")
        if self.remode not in ERASE_MODES:
            raise DataError(f"--remode {self.remode}: one of {', '.join(ERASE_MODES)} (pixel: per-pixel normal "
                            "noise, rand: one normal colour per box, const: zeros)")
        if isinstance(self.recount, bool) or not isinstance(self.recount, int) or self.recount < 1:
            raise DataError(f"--recount {self.recount}: a whole number >= 1 (boxes per erased image: 1..N)")
        set_("fill", tuple(min(255, round(255 * m)) for m in self.mean))

    @property
    def channels(self) -> int:
        """The images' channels: `input_img_mode`'s."""
        return MODES[self.input_img_mode]

    def convert(self, im: Image.Image) -> Image.Image:
        """`im` (a decoded image, RGB) in `input_img_mode` (timm's `img.convert(input_img_mode)`)."""
        return im if im.mode == self.input_img_mode else im.convert(self.input_img_mode)

    def _hwc(self, image: np.ndarray) -> np.ndarray:
        return image.reshape(*image.shape[:2], self.channels)

    # -- train ------------------------------------------------------------------------------------
    def train_image(self, im: Image.Image, size: int, rng: np.random.Generator) -> np.ndarray:
        """The augmented HWC uint8 crop of `im` (before normalisation), drawn from `rng`."""
        im = self.convert(im)
        if self.no_aug:
            mode = "bilinear" if self.train_interpolation == "random" else self.train_interpolation
            return self._hwc(eval_transform(im, size, 1.0, RESAMPLE[mode]))
        out, mode = self._primary(im, size, rng)
        return self._secondary(out, mode, rng)

    def train_views(self, im: Image.Image, size: int, rng: np.random.Generator, splits: int) -> list[np.ndarray]:
        """`splits` HWC uint8 views of `im`, as timm's AugMixDataset makes them from its split
        transforms: one crop and flip (the primary transforms) shared by every view; view 0 that
        crop alone (the clean split), each other view the crop through the secondary transforms
        (RandAugment or colour jitter, grayscale, blur), drawn in turn from `rng`."""
        out, mode = self._primary(self.convert(im), size, rng)
        return [self._hwc(np.asarray(out, dtype=np.uint8))] + \
            [self._secondary(out, mode, rng) for _ in range(splits - 1)]

    def _primary(self, im: Image.Image, size: int, rng: np.random.Generator) -> tuple[Image.Image, str]:
        """timm's primary transforms: the train crop (`train_crop_mode`) and the flips; (crop, its resample
        mode)."""
        out = self.train_crop(im, size, rng)
        mode = self.train_interpolation
        if rng.random() < self.hflip:
            out = out.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
        if self.vflip > 0 and rng.random() < self.vflip:
            out = out.transpose(Image.Transpose.FLIP_TOP_BOTTOM)
        return out, mode

    def _secondary(self, out: Image.Image, mode: str, rng: np.random.Generator) -> np.ndarray:
        """timm's secondary transforms of a crop: RandAugment or colour jitter, grayscale, blur; HWC uint8."""
        if self.aa is not None:
            out = self.aa.augment(out, rng, mode, self.fill)
        elif self.color_jitter > 0 and (self.color_jitter_prob is None or rng.random() <= self.color_jitter_prob):
            out = self.jitter(out, *self.jitter_params(rng))
        if self.grayscale_prob > 0 and rng.random() < self.grayscale_prob:
            out = out.convert("L").convert(out.mode)     # torchvision's rgb_to_grayscale of a PIL image
        if self.gaussian_blur_prob > 0 and rng.random() <= self.gaussian_blur_prob:
            return gaussian_blur(self._hwc(np.asarray(out, dtype=np.uint8)), float(rng.uniform(0.1, 2.0)))
        return self._hwc(np.asarray(out, dtype=np.uint8))

    def train_crop(self, im: Image.Image, size: int, rng: np.random.Generator) -> Image.Image:
        """The size × size train crop of `im` in `train_crop_mode`, its filter drawn with it."""
        mode = self.train_interpolation
        if self.train_crop_mode == "rrc":
            i, j, h, w = rrc_params(im.width, im.height, rng, self.scale, self.ratio)
            resample = RANDOM_RESAMPLE[rng.integers(2)] if mode == "random" else RESAMPLE[mode]
            # crop, then resize the crop (torchvision's resized_crop, as timm's RandomResizedCrop): a
            # resize with box= would let the filter read pixels outside the crop, at its borders
            return im.crop((j, i, j + w, i + h)).resize((size, size), resample)
        # timm's rkrc/rkrr: ResizeKeepRatio at the scale and ratio ranges (train.py passes --scale and
        # --ratio, so timm's own (0.8, 1) / (0.9, 1/0.9) fallbacks never act), then a crop-or-pad
        h, w = keep_ratio_size(im.width, im.height, size, *keep_ratio_factors(rng, self.scale, self.ratio))
        resample = RANDOM_RESAMPLE[rng.integers(2)] if mode == "random" else RESAMPLE[mode]
        resized = np.asarray(im.resize((w, h), resample), dtype=np.uint8)
        if self.train_crop_mode == "rkrc":
            return Image.fromarray(np.ascontiguousarray(center_crop_or_pad(resized, size)))
        top, left = random_crop_or_pad_offsets(h, w, size, rng)
        return Image.fromarray(np.ascontiguousarray(crop_or_pad(resized, top, left, size)))

    def jitter_params(self, rng: np.random.Generator) -> tuple[np.ndarray, tuple[float, float, float]]:
        """(order: a permutation of 0..3, (brightness, contrast, saturation) factors), as
        torchvision's ColorJitter.get_params draws them."""
        order = rng.permutation(4)
        f = self.color_jitter
        return order, tuple(float(rng.uniform(max(0.0, 1 - f), 1 + f)) for _ in range(3))

    @staticmethod
    def jitter(im: Image.Image, order, factors) -> Image.Image:
        for k in order:
            if _JITTER[k] is not None:
                im = _JITTER[k](im).enhance(factors[k])
        return im

    def erasures(self, size: int, rng: np.random.Generator) -> list[Erasure]:
        """The boxes random erasing draws for one size × size image (none: not erased)."""
        if self.no_aug or self.reprob <= 0 or rng.random() > self.reprob:
            return []
        count = 1 if self.recount == 1 else int(rng.integers(1, self.recount + 1))
        boxes = []
        for _ in range(count):
            for _attempt in range(10):
                area = rng.uniform(*ERASE_AREA) * size * size / count
                aspect = math.exp(rng.uniform(*ERASE_LOG_ASPECT))
                h, w = int(round(math.sqrt(area * aspect))), int(round(math.sqrt(area / aspect)))
                if h < size and w < size:
                    top, left = int(rng.integers(0, size - h + 1)), int(rng.integers(0, size - w + 1))
                    boxes.append(Erasure(top, left, h, w, self._erase_fill(h, w, rng)))
                    break
        return boxes

    def _erase_fill(self, h: int, w: int, rng: np.random.Generator) -> np.ndarray:
        if self.remode == "pixel":
            return rng.standard_normal((h, w, self.channels), dtype=np.float32)
        if self.remode == "rand":
            return rng.standard_normal((1, 1, self.channels), dtype=np.float32)
        return np.zeros((1, 1, self.channels), np.float32)

    @staticmethod
    def erase(x: np.ndarray, boxes: list[Erasure]) -> None:
        """Erase `boxes` in the normalised HWC float image `x`, in place."""
        for b in boxes:
            x[b.top:b.top + b.h, b.left:b.left + b.w] = b.fill

    # -- eval -------------------------------------------------------------------------------------
    def eval_image(self, im: Image.Image, size: int) -> np.ndarray:
        return self._hwc(eval_transform(self.convert(im), size, self.crop_pct, RESAMPLE[self.interpolation]))

    def _crop_text(self) -> str:
        ranges = f"scale {self.scale[0]:g}-{self.scale[1]:g}, ratio {self.ratio[0]:.4g}-{self.ratio[1]:.4g}"
        if self.train_crop_mode == "rrc":
            return f"RandomResizedCrop({ranges}, {self.train_interpolation})"
        crop = "CenterCropOrPad" if self.train_crop_mode == "rkrc" else "RandomCropOrPad"
        return f"ResizeKeepRatio({ranges}, each p 0.5, {self.train_interpolation}), {crop}(reflect)"

    def _norm(self) -> str:
        if self.input_img_mode != "RGB":
            return f"{self.input_img_mode}, normalize(mean {' '.join(f'{v:g}' for v in self.mean)}, std " \
                   f"{' '.join(f'{v:g}' for v in self.std)})"
        return f"normalize(mean {' '.join(f'{v:g}' for v in self.mean)}, std {' '.join(f'{v:g}' for v in self.std)})"

    def __str__(self) -> str:
        """The pipeline in timm's transform names, for the run's banner."""
        if self.no_aug:
            mode = "bilinear" if self.train_interpolation == "random" else self.train_interpolation
            return (f"train: no_aug: resize {mode}, centre crop, {self._norm()}; eval: resize {self.interpolation}, "
                    f"centre crop (crop_pct {self.crop_pct:g}), {self._norm()}")
        train = [self._crop_text(), f"hflip {self.hflip:g}"]
        if self.vflip > 0:
            train.append(f"vflip {self.vflip:g}")
        if self.aa is not None:
            train.append(f"{self.aa.NAME}({self.aa.spec})")
        elif self.color_jitter > 0:
            p = "" if self.color_jitter_prob is None else f", p {self.color_jitter_prob:g}"
            train.append(f"ColorJitter({self.color_jitter:g}{p})")
        if self.grayscale_prob > 0:
            train.append(f"RandomGrayscale({self.grayscale_prob:g})")
        if self.gaussian_blur_prob > 0:
            train.append(f"GaussianBlur(23, p {self.gaussian_blur_prob:g})")
        norm = self._norm()
        train.append(norm)
        if self.reprob > 0:
            count = "1" if self.recount == 1 else f"1-{self.recount}"
            train.append(f"RandomErasing(p {self.reprob:g}, {self.remode}, count {count})")
        return (f"train: {', '.join(train)}; eval: resize {self.interpolation}, centre crop "
                f"(crop_pct {self.crop_pct:g}), {norm}")


def gaussian_blur(image: np.ndarray, sigma: float, kernel: int = 23) -> np.ndarray:
    """torchvision's `gaussian_blur` of an HWC uint8 image (its PIL path): the kernel of `kernel`
    taps exp(-x²/2σ²) normalised, reflect padding, float32, rounded back to uint8."""
    half = (kernel - 1) * 0.5
    x = np.linspace(-half, half, kernel, dtype=np.float32)
    k = np.exp(-0.5 * (x / np.float32(sigma)) ** 2).astype(np.float32)
    k = (k / k.sum()).astype(np.float32)
    pad = kernel // 2
    img = np.pad(image.astype(np.float32), ((pad, pad), (pad, pad), (0, 0)), mode="reflect")
    h, w = image.shape[:2]
    k2 = np.outer(k, k).astype(np.float32)          # torchvision convolves with the 2-D outer product
    out = np.zeros((h, w, image.shape[2]), np.float32)
    for dy in range(kernel):
        for dx in range(kernel):
            out += k2[dy, dx] * img[dy:dy + h, dx:dx + w]
    return np.clip(np.round(out), 0, 255).astype(np.uint8)
