"""Fashion-MNIST (Zalando, MIT) from Debian's `dataset-fashion-mnist`: obtained, checked, packed.

Obtained, first that works: the installed package's files (SYSTEM_DIR); an earlier extraction in
the cache; as root `apt-get install -y dataset-fashion-mnist` (after `apt-get update` when apt
does not know it yet); `apt-get download` + `dpkg-deb -x` into the cache (no root needed). Else
one line says the command to run. Each of the four idx .gz files must match its SHA256 (pinned
from the package 0.0~git20200523.55506a9-1; Debian recompressed the upstream files, so their
.gz hashes differ from Zalando's, the images do not).

Prepared as the digits are (digits.py): each 28×28 grey image is upscaled to 32×32 with bicubic
resampling and stored as a grey PNG; the loader reads it as RGB (the grey value in all three
channels, the pixels digits' `convert("RGB")` writes) and normalises with ImageNet's mean and std,
or, under `--in-chans 1`, as the grey image itself (PIL's L; ImageNet's means of mean and std).
train/ holds the 60,000 training images, val/ the 10,000 test images, each in the files' order;
classes in label order (CLASSES). The result is a packed set (packed.py), not 70,000 files, built
in a temporary sibling and renamed into place, so the cache holds a whole set or none.
"""
from __future__ import annotations

import glob
import gzip
import hashlib
import io
import os
import shutil
import subprocess
import tempfile
from typing import Callable

import numpy as np
from PIL import Image

from .errors import DataError
from .packed import ShardWriter, is_packed, read_meta, write_meta

PACKAGE = "dataset-fashion-mnist"
SYSTEM_DIR = "/usr/share/datasets/fashion-mnist"
SHA256 = {
    "train-images-idx3-ubyte.gz": "b0564c3eedabfbf835052cff8503ea422014ce006caf5b757f851416ee8300c7",
    "train-labels-idx1-ubyte.gz": "0ae29f65d86684f32d1b9c85147786c547b9c6aebcaf235f0400a0cce308b056",
    "t10k-images-idx3-ubyte.gz": "cc1d090a38ace84dfa1aa66e3ada7c336ef481a96936906477e6dd344da56eaa",
    "t10k-labels-idx1-ubyte.gz": "8d3605d196f4be44669e46906da9733c8131fef761fdbfec72c424d5222f1a05",
}
SPLITS = {"train": "train", "val": "t10k"}   # our split: the files' prefix
CLASSES = ["T-shirt/top", "Trouser", "Pullover", "Dress", "Coat", "Sandal", "Shirt", "Sneaker", "Bag", "Ankle boot"]
SIZE = 32
SOURCE = f"{PACKAGE} idx files (sha256-checked), 28x28 grey -> {SIZE}x{SIZE} bicubic, grey PNG; prepare v1"
_IDX_DTYPES = {0x08: np.uint8}

Log = Callable[[str], None]


def cache_dir() -> str:
    """`fashion-mnist/` under hlocert's cache root (HLOCERT_CACHE_DIR, else ~/.cache/hlocert)."""
    base = os.environ.get("HLOCERT_CACHE_DIR") or os.path.join(os.path.expanduser("~"), ".cache", "hlocert")
    return os.path.join(base, "fashion-mnist")


def read_idx(path: str) -> np.ndarray:
    """The array in a gzipped idx file (big-endian header: 0, 0, type code, rank; then the sizes)."""
    try:
        with gzip.open(path, "rb") as f:
            raw = f.read()
    except (OSError, EOFError) as e:
        raise DataError(f"{path}: not a readable gzip file ({e})") from None
    if len(raw) < 4 or raw[0] != 0 or raw[1] != 0 or raw[2] not in _IDX_DTYPES:
        raise DataError(f"{path}: not an idx file of unsigned bytes (header {raw[:4].hex()})")
    rank = raw[3]
    shape = tuple(int.from_bytes(raw[4 + 4 * i:8 + 4 * i], "big") for i in range(rank))
    body = raw[4 + 4 * rank:]
    if len(body) != int(np.prod(shape)):
        raise DataError(f"{path}: idx header says {shape} = {int(np.prod(shape)):,} bytes, "
                        f"the file holds {len(body):,}")
    return np.frombuffer(body, _IDX_DTYPES[raw[2]]).reshape(shape)


def sha256(path: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def check_files(d: str) -> None:
    """DataError unless `d` holds the four idx files with their pinned SHA256."""
    for name, want in SHA256.items():
        path = os.path.join(d, name)
        if not os.path.isfile(path):
            raise DataError(f"{path}: missing (reinstall with `apt-get install --reinstall {PACKAGE}`)")
        got = sha256(path)
        if got != want:
            raise DataError(f"{path}: sha256 {got} is not the pinned {want}: the file is damaged or another "
                            f"version; reinstall with `apt-get install --reinstall {PACKAGE}`")


def load_split(d: str, split: str) -> tuple[np.ndarray, np.ndarray]:
    """(images uint8 [N, 28, 28], labels int64 [N]) of our split `split` from the idx files in `d`."""
    prefix = SPLITS[split]
    images = read_idx(os.path.join(d, f"{prefix}-images-idx3-ubyte.gz"))
    labels = read_idx(os.path.join(d, f"{prefix}-labels-idx1-ubyte.gz")).astype(np.int64)
    if images.ndim != 3 or labels.shape != images.shape[:1] or labels.max(initial=0) >= len(CLASSES):
        raise DataError(f"{d}: {split} images {images.shape} and labels {labels.shape} do not pair up")
    return images, labels


def _located(cache: str) -> str | None:
    for d in (SYSTEM_DIR, os.path.join(cache, "debian") + SYSTEM_DIR):
        if all(os.path.isfile(os.path.join(d, n)) for n in SHA256):
            return d
    return None


def _run(cmd: list[str], log: Log, cwd: str | None = None) -> str | None:
    """None if `cmd` succeeded, else its last line of output (why it failed)."""
    log("$ " + " ".join(cmd))
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    except OSError as e:
        return str(e)
    lines = [ln for ln in (p.stderr + p.stdout).splitlines() if ln.strip() and not ln.startswith("W:")]
    return None if p.returncode == 0 else (lines[-1] if lines else f"exit {p.returncode}")


def _install(log: Log) -> str | None:
    why = _run(["apt-get", "install", "-y", PACKAGE], log)
    if why is not None and "Unable to locate" in why:
        why = _run(["apt-get", "update"], log) or _run(["apt-get", "install", "-y", PACKAGE], log)
    return why


def _download_extract(cache: str, log: Log) -> str | None:
    os.makedirs(cache, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=".deb-", dir=cache)
    try:
        why = _run(["apt-get", "download", PACKAGE], log, cwd=tmp)
        debs = glob.glob(os.path.join(tmp, "*.deb"))
        if why is None and not debs:
            why = "apt-get download left no .deb"
        why = why or _run(["dpkg-deb", "-x", debs[0], os.path.join(tmp, "root")], log)
        if why is None:
            shutil.rmtree(os.path.join(cache, "debian"), ignore_errors=True)
            os.rename(os.path.join(tmp, "root"), os.path.join(cache, "debian"))
        return why
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def obtain(log: Log = lambda s: None) -> str:
    """The directory of the four checked idx files, installing or extracting the package if needed."""
    cache = cache_dir()
    d = _located(cache)
    tried = []
    if d is None and os.geteuid() == 0 and shutil.which("apt-get"):
        why = _install(log)
        tried.append(f"apt-get install: {why}" if why else "apt-get install")
        d = _located(cache)
    if d is None and shutil.which("apt-get") and shutil.which("dpkg-deb"):
        why = _download_extract(cache, log)
        tried.append(f"apt-get download: {why}" if why else "apt-get download")
        d = _located(cache)
    if d is None:
        raise DataError(f"cannot obtain Fashion-MNIST ({'; '.join(tried) or 'no apt-get here'}): run "
                        f"`sudo apt-get install {PACKAGE}` (Debian/Ubuntu), or put {', '.join(SHA256)} in {SYSTEM_DIR}")
    check_files(d)
    return d


def encode(image28: np.ndarray) -> bytes:
    """One 28×28 grey image as the 32×32 grey PNG the packed set stores."""
    buf = io.BytesIO()
    Image.fromarray(image28).resize((SIZE, SIZE), Image.Resampling.BICUBIC).save(buf, format="PNG")
    return buf.getvalue()


def _ready(root: str) -> bool:
    try:
        return is_packed(root) and read_meta(root).get("source") == SOURCE
    except DataError:
        return False


def prepare(root: str | None = None, log: Log = lambda s: None) -> str:
    """The packed Fashion-MNIST at `root` (default: packed/ in the cache), built once; returns `root`."""
    root = os.path.abspath(root or os.path.join(cache_dir(), "packed"))
    if _ready(root):
        return root
    d = obtain(log)
    parent = os.path.dirname(root)
    os.makedirs(parent, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=".fashion-mnist-build-", dir=parent)
    try:
        entries = {}
        for split in SPLITS:
            images, labels = load_split(d, split)
            log(f"fashion-mnist: packing {split} ({len(labels):,} images, {SIZE}x{SIZE} grey PNG)")
            w = ShardWriter(tmp, split)
            for img, y in zip(images, labels):
                w.add(encode(img), int(y))
            entries[split] = w.close()
        write_meta(tmp, CLASSES, entries, SOURCE)
        if os.path.lexists(root) and not _ready(root):   # an incomplete or older build
            shutil.rmtree(root)
        try:
            os.rename(tmp, root)
        except OSError:
            if not _ready(root):   # not another process finishing first
                raise
        return root
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
