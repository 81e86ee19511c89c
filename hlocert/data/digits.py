"""The embedded default data set: scikit-learn's bundled handwritten digits as an ImageFolder.

1797 greyscale 8x8 images (values 0..16, 10 classes) are scaled to 0..255, upscaled to 32x32 with
bicubic resampling, converted to RGB and written as PNGs:
``ROOT/{train,val}/<digit>/<index>.png``. The split is stratified and fixed: within each class
the images are permuted with ``numpy.random.default_rng(SPLIT_SEED)`` and ``round(0.2 * n)`` go
to val. The build happens in a temporary sibling directory that receives the marker file last
and is then renamed into place, so ROOT either holds a complete set or is rebuilt.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile

import numpy as np
from PIL import Image

from .errors import DataError

SPLIT_SEED = 20240605
VAL_FRACTION = 0.2
SIZE = 32
MARKER = ".hlocert-digits-complete.json"
FORMAT_VERSION = 1


def default_root() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "hlocert", "digits")


def _marker_ok(root: str) -> bool:
    try:
        with open(os.path.join(root, MARKER), encoding="utf-8") as f:
            m = json.load(f)
        return m.get("version") == FORMAT_VERSION and m.get("seed") == SPLIT_SEED
    except (OSError, ValueError):
        return False


def digits_split():
    """(images uint8 [N,8,8] scaled to 0..255, labels [N], split array of 'train'/'val')."""
    try:
        from sklearn.datasets import load_digits
    except ImportError as e:  # pragma: no cover
        raise DataError("the embedded digits default needs scikit-learn (pip install "
                        "scikit-learn)") from e
    d = load_digits()
    images = np.clip(np.rint(d.images * (255.0 / 16.0)), 0, 255).astype(np.uint8)
    labels = d.target.astype(np.int64)
    split = np.array(["train"] * len(labels), dtype=object)
    rng = np.random.default_rng(SPLIT_SEED)
    for c in range(10):
        idx = np.flatnonzero(labels == c)
        idx = idx[rng.permutation(len(idx))]
        split[idx[:int(round(VAL_FRACTION * len(idx)))]] = "val"
    return images, labels, split


def build_digits_folder(root: str | None = None) -> str:
    """Write (once) the digits ImageFolder into ``root`` and return ``root``."""
    root = os.path.abspath(os.fspath(root) if root is not None else default_root())
    if _marker_ok(root):
        return root
    parent = os.path.dirname(root)
    os.makedirs(parent, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=".digits-build-", dir=parent)
    try:
        images, labels, split = digits_split()
        counts: dict[str, dict[str, int]] = {"train": {}, "val": {}}
        for s in ("train", "val"):
            for c in range(10):
                os.makedirs(os.path.join(tmp, s, str(c)))
        for i, (img, y, s) in enumerate(zip(images, labels, split)):
            im = Image.fromarray(img).resize((SIZE, SIZE), Image.Resampling.BICUBIC)
            im.convert("RGB").save(os.path.join(tmp, s, str(int(y)), f"{i:04d}.png"))
            counts[s][str(int(y))] = counts[s].get(str(int(y)), 0) + 1
        marker = dict(version=FORMAT_VERSION, seed=SPLIT_SEED, size=SIZE,
                      val_fraction=VAL_FRACTION, counts=counts, source="sklearn.datasets.load_digits")
        mtmp = os.path.join(tmp, MARKER + ".tmp")
        with open(mtmp, "w", encoding="utf-8") as f:
            json.dump(marker, f, indent=1, sort_keys=True)
            f.flush()
            os.fsync(f.fileno())
        os.replace(mtmp, os.path.join(tmp, MARKER))
        if _marker_ok(root):  # another process finished first
            shutil.rmtree(tmp, ignore_errors=True)
            return root
        if os.path.lexists(root) and not _marker_ok(root):  # an incomplete earlier build, not one just finished
            shutil.rmtree(root)
        try:
            os.rename(tmp, root)
        except OSError:
            if not _marker_ok(root):
                raise
            shutil.rmtree(tmp, ignore_errors=True)
        return root
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
