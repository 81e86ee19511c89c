"""Image decoding and the transforms' building blocks (torchvision semantics) on Pillow images,
returning HWC uint8 arrays: the random-resized-crop geometry, timm's keep-ratio resize and its
crop-or-pad (the rkrc/rkrr train crops), the eval resize and centre crop, normalisation. The
train pipeline that composes them is augment.py.

Every random draw comes from a ``numpy.random.Generator`` passed in, so a sample's crop
depends only on the key it was seeded with, not on which process decoded it.
"""
from __future__ import annotations

import functools
import math
import os
import stat
from typing import BinaryIO

import numpy as np
from PIL import Image

IMAGENET_MEAN = np.array([0.485, 0.456, 0.406], dtype=np.float32)
IMAGENET_STD = np.array([0.229, 0.224, 0.225], dtype=np.float32)

BICUBIC = Image.Resampling.BICUBIC

# The decompression-bomb limit: an image whose header declares more pixels is not decoded (the
# loader skips it like a corrupt file). 50 MP is ~7000 × 7000, far above any ImageNet image; a
# small PNG can declare gigapixels and would otherwise be decoded in full.
MAX_IMAGE_PIXELS = 50_000_000

# Pillow's integer modes that hold more than 8 bits per sample (16-bit grey PNG/TIFF open as one
# of these); `convert("RGB")` clips them at 255, so they are scaled down first.
_WIDE_INT_MODES = ("I", "I;16", "I;16B", "I;16L", "I;16N")


def _open_regular(path: str) -> BinaryIO:
    """`path` opened for reading without blocking (an open of a FIFO waits for a writer forever);
    ValueError unless it is a regular file."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise ValueError("not a regular file (a directory, FIFO, socket or device)")
    return os.fdopen(fd, "rb")


def load_rgb(path: str) -> Image.Image:
    """Open and fully decode ``path`` as RGB (decode_rgb); ValueError, without blocking, unless it
    is a regular file."""
    with _open_regular(path) as f:
        return decode_rgb(f)


def decode_rgb(f: BinaryIO) -> Image.Image:
    """Fully decode the encoded image read from ``f`` as RGB; raises on a corrupt or truncated
    image and on one over MAX_IMAGE_PIXELS (ValueError). 16-bit samples are scaled to 8 bits
    (v · 255 / 65535, rounded)."""
    try:
        im = Image.open(f)
    except Image.DecompressionBombError as e:     # Pillow's own limit, checked as it opens
        raise ValueError(f"{e} (over the decompression-bomb limit)") from None
    try:
        w, h = im.size
        if w * h > MAX_IMAGE_PIXELS:
            raise ValueError(f"{w}x{h} = {w * h:,} pixels exceeds the decompression-bomb limit "
                             f"MAX_IMAGE_PIXELS = {MAX_IMAGE_PIXELS:,}")
        im.load()  # forces the decode while f is open (truncated JPEGs raise OSError)
    except BaseException:
        im.close()
        raise
    if im.mode == "RGB":
        return im
    try:
        if im.mode in _WIDE_INT_MODES:
            wide = np.asarray(im, dtype=np.float64)
            grey = np.clip(np.rint(wide * (255.0 / 65535.0)), 0, 255).astype(np.uint8)
            return Image.fromarray(grey, "L").convert("RGB")
        return im.convert("RGB")
    finally:
        im.close()


def rrc_params(width: int, height: int, rng: np.random.Generator,
               scale=(0.08, 1.0), ratio=(3 / 4, 4 / 3)) -> tuple[int, int, int, int]:
    """torchvision ``RandomResizedCrop.get_params``: returns (top, left, h, w)."""
    area = height * width
    log_ratio = (math.log(ratio[0]), math.log(ratio[1]))
    for _ in range(10):
        target_area = area * rng.uniform(scale[0], scale[1])
        aspect = math.exp(rng.uniform(log_ratio[0], log_ratio[1]))
        w = int(round(math.sqrt(target_area * aspect)))
        h = int(round(math.sqrt(target_area / aspect)))
        if 0 < w <= width and 0 < h <= height:
            i = int(rng.integers(0, height - h + 1))
            j = int(rng.integers(0, width - w + 1))
            return i, j, h, w
    # fallback: central crop with the ratio clamped into range
    in_ratio = width / height
    if in_ratio < min(ratio):
        w = width
        h = int(round(w / min(ratio)))
    elif in_ratio > max(ratio):
        h = height
        w = int(round(h * max(ratio)))
    else:
        w, h = width, height
    return (height - h) // 2, (width - w) // 2, h, w


def keep_ratio_factors(rng: np.random.Generator, scale=(0.08, 1.0), ratio=(3 / 4, 4 / 3),
                       prob: float = 0.5) -> tuple[float, float]:
    """timm's ResizeKeepRatio draws as its rkrc/rkrr train crop sets them: with probability `prob`
    a zoom 1 / √U(scale) (an area fraction as RandomResizedCrop's, read as a zoom), else 1; with
    probability `prob` an aspect √exp(U(log ratio)), else 1. Returns (zoom, aspect)."""
    zoom = 1.0 / math.sqrt(rng.uniform(scale[0], scale[1])) if rng.random() < prob else 1.0
    aspect = math.sqrt(math.exp(rng.uniform(math.log(ratio[0]), math.log(ratio[1])))) if rng.random() < prob else 1.0
    return zoom, aspect


def keep_ratio_size(width: int, height: int, size: int, zoom: float = 1.0, aspect: float = 1.0) -> tuple[int, int]:
    """timm's ResizeKeepRatio.get_params (longest 0): the shorter side scaled to `size`, times `zoom`,
    the height divided and the width multiplied by `aspect`, each rounded. Returns (h, w)."""
    ratio = min(height / size, width / size)
    return round(height * (zoom / aspect) / ratio), round(width * (zoom * aspect) / ratio)


def crop_or_pad(image: np.ndarray, top: int, left: int, size: int) -> np.ndarray:
    """The size × size window of HWC `image` at (top, left), reflect-padding what lies outside it
    (timm's crop_or_pad with padding_mode 'reflect'; a negative offset pads before)."""
    h, w = image.shape[:2]
    bottom, right = top + size, left + size
    if top < 0 or left < 0 or bottom > h or right > w:
        pads = ((max(-top + min(0, bottom), 0), max(bottom - max(h, top), 0)),
                (max(-left + min(0, right), 0), max(right - max(w, left), 0)), (0, 0))
        image = np.pad(image, pads, mode="reflect")
    top, left = max(top, 0), max(left, 0)
    return image[top:top + size, left:left + size]


def center_crop_or_pad(image: np.ndarray, size: int) -> np.ndarray:
    """timm's center_crop_or_pad (reflect): a side shorter than `size` padded (the odd pixel after),
    then the centre size × size window (offsets rounded half to even, as Python's round)."""
    h, w = image.shape[:2]
    if size > h or size > w:
        dh, dw = max(size - h, 0), max(size - w, 0)
        image = np.pad(image, ((dh // 2, (dh + 1) // 2), (dw // 2, (dw + 1) // 2), (0, 0)), mode="reflect")
        h, w = image.shape[:2]
    top, left = int(round((h - size) / 2.0)), int(round((w - size) / 2.0))
    return image[top:top + size, left:left + size]


def random_crop_or_pad_offsets(height: int, width: int, size: int, rng: np.random.Generator) -> tuple[int, int]:
    """timm's RandomCropOrPad.get_params: each offset uniform in 0..|side − size| with the sign of
    side − size (a negative one pads). Returns (top, left)."""
    dh, dw = height - size, width - size
    top, left = int(rng.integers(0, abs(dh) + 1)), int(rng.integers(0, abs(dw) + 1))
    return (top if dh >= 0 else -top), (left if dw >= 0 else -left)


def eval_transform(im: Image.Image, size: int, crop_pct: float = 0.875, resample=BICUBIC) -> np.ndarray:
    """Resize the shorter side to floor(size / crop_pct) (with `resample`), then a center crop of size
    (torchvision's Resize(int) + CenterCrop, as timm's eval transform)."""
    short = int(math.floor(size / crop_pct))
    w, h = im.size
    if w <= h:
        nw, nh = short, int(short * h / w)
    else:
        nw, nh = int(short * w / h), short
    if (nw, nh) != (w, h):
        im = im.resize((nw, nh), resample)
    top = int(round((nh - size) / 2.0))
    left = int(round((nw - size) / 2.0))
    if top < 0 or left < 0:  # cannot happen for crop_pct <= 1; pad like torchvision would
        sub = np.asarray(im, dtype=np.uint8)
        sub = sub.reshape(*sub.shape[:2], -1)
        arr = np.zeros((size, size, sub.shape[2]), np.uint8)
        sub = sub[max(top, 0):, max(left, 0):][:size, :size]
        arr[max(-top, 0):max(-top, 0) + sub.shape[0], max(-left, 0):max(-left, 0) + sub.shape[1]] = sub
        return arr
    return np.asarray(im.crop((left, top, left + size, top + size)), dtype=np.uint8)


@functools.lru_cache(maxsize=8)
def _norm_rows(width: int, mean: tuple, std: tuple) -> tuple[np.ndarray, np.ndarray]:
    m, s = np.asarray(mean, np.float32), np.asarray(std, np.float32)
    scale = (1.0 / (255.0 * s)).astype(np.float32)
    bias = (-m / s).astype(np.float32)
    return np.tile(scale, width), np.tile(bias, width)


def normalize(images_u8: np.ndarray, mean=tuple(IMAGENET_MEAN.tolist()), std=tuple(IMAGENET_STD.tolist())) -> np.ndarray:
    """uint8 NHWC -> float32 ``(x / 255 - mean) / std`` per channel (as ``x * a + b``, within 5e-7).

    Computed on [N·H, W·3] rows against per-channel scale/bias tiled to a row: numpy's inner loop
    then runs over W·3 elements instead of broadcasting over an axis of 3 (about 6x faster)."""
    n, h, w, c = images_u8.shape
    scale, bias = _norm_rows(w, tuple(mean), tuple(std))
    rows = np.ascontiguousarray(images_u8).reshape(n * h, w * c)
    out = np.empty(rows.shape, np.float32)
    np.multiply(rows, scale, out=out)
    out += bias
    return out.reshape(images_u8.shape)
