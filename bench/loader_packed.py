"""Loader throughput over the packed format vs an ImageFolder, and the two packed variants weighed
for it: WebDataset-style tar shards read as a stream, and flat shards + an index read by offset.

    PYTHONPATH=$PWD nice -n 10 .venv/bin/python bench/loader_packed.py [N32] [N224]

32²: the first N32 (default 4096) Fashion-MNIST train images (`hlocert data fashion-mnist`, its
32×32 grey PNGs), RandomResizedCrop + flip to 32. 224²: N224 (default 192) generated 500×375 JPEGs
(hlocert/bench/loader.py's, ImageNet-sized), RandomResizedCrop + flip to 224. Per variant:
  read      the encoded bytes alone, img/s (tar: tarfile streaming, in order; index: pread in a
            random order, as the loader reads)
  decode    read + decode + the train transform, one process, img/s
  loader    hlocert's Loader (train, batch 32) over the folder and the packed set, 0 and 2 workers, img/s
Each figure is the median of 3 passes. Prints one JSON object.
"""
from __future__ import annotations

import io
import json
import os
import statistics
import sys
import tarfile
import tempfile
import time
from pathlib import Path

import numpy as np

from hlocert.bench.loader import make_jpeg_folder
from hlocert.data import ImageFolder, Loader
from hlocert.data.named import data_root
from hlocert.data.packed import PackedSplit, pack_folder
from hlocert.data.transforms import decode_rgb, train_transform

REPS = 3


def median_rate(n: int, fn) -> float:
    rates = []
    for _ in range(REPS):
        t0 = time.perf_counter()
        fn()
        rates.append(n / (time.perf_counter() - t0))
    return statistics.median(rates)


def write_tar(path: Path, blobs: list[bytes], labels: list[int], ext: str) -> None:
    """A WebDataset shard: `{key}.{ext}` and `{key}.cls` per sample."""
    with tarfile.open(path, "w") as tf:
        for i, (b, y) in enumerate(zip(blobs, labels)):
            for name, data in ((f"{i:08d}.{ext}", b), (f"{i:08d}.cls", str(y).encode())):
                info = tarfile.TarInfo(name)
                info.size = len(data)
                tf.addfile(info, io.BytesIO(data))


def tar_stream(path: Path, size: int | None) -> int:
    """Stream the shard as WebDataset does (members in order); decode + transform when `size`."""
    n, rng = 0, np.random.default_rng(0)
    with tarfile.open(path, "r|") as tf:
        for m in tf:
            data = tf.extractfile(m).read()
            if m.name.endswith(".cls"):
                continue
            n += 1
            if size:
                train_transform(decode_rgb(io.BytesIO(data)), size, rng)
    return n


def index_read(split: PackedSplit, size: int | None) -> int:
    src, rng = split.source(), np.random.default_rng(0)
    order = rng.permutation(len(src))
    if size is None:   # the bytes alone: pread + crc32
        for i in order:
            src.read(int(i))
    else:
        for i in order:
            train_transform(src.load(int(i)), size, rng)
    return len(order)


def loader_rate(split, size: int, workers: int) -> float:
    ld = Loader(split, 32, train=True, image_size=size, seed=0, workers=workers)
    try:
        next(iter(ld.epoch(0)))   # start the pool, touch the files
        n = ld.batches_per_epoch * 32
        return median_rate(n, lambda: sum(1 for _ in ld.epoch(1)))
    finally:
        ld.close()


def variants(tmp: Path, folder_root: Path, size: int, ext: str) -> dict:
    folder = ImageFolder(folder_root, "train", progress=False)
    blobs = [Path(p).read_bytes() for p, _ in folder.samples]
    labels = [y for _, y in folder.samples]
    tar = tmp / f"wds-{size}.tar"
    write_tar(tar, blobs, labels, ext)
    packed_root = tmp / f"packed-{size}"
    pack_folder(folder_root, packed_root, splits=("train",))
    packed = PackedSplit(packed_root, "train")
    n = len(blobs)
    bytes_ = sum(map(len, blobs))
    return {
        "images": n, "encoded_bytes": bytes_,
        "tar_bytes": tar.stat().st_size,
        "packed_bytes": sum(f.stat().st_size for f in packed_root.iterdir()),
        "tar_read_img_s": median_rate(n, lambda: tar_stream(tar, None)),
        "index_read_img_s": median_rate(n, lambda: index_read(packed, None)),
        "tar_decode_img_s": median_rate(n, lambda: tar_stream(tar, size)),
        "index_decode_img_s": median_rate(n, lambda: index_read(packed, size)),
        **{f"loader_{kind}_w{w}_img_s": loader_rate(split, size, w)
           for kind, split in (("folder", folder), ("packed", packed)) for w in (0, 2)},
    }


def fashion_folder(root: Path, n: int) -> Path:
    """The first n Fashion-MNIST train images of the packed set as an ImageFolder of the same PNG bytes."""
    fm = PackedSplit(data_root("fashion-mnist"), "train")
    src = fm.source()
    for i in range(n):
        d = root / "train" / str(src.label(i))
        d.mkdir(parents=True, exist_ok=True)
        (d / f"{i:05d}.png").write_bytes(src.read(i))
    return root


def main(argv: list[str]) -> None:
    n32 = int(argv[0]) if argv else 4096
    n224 = int(argv[1]) if len(argv) > 1 else 192
    out = {"reps": REPS, "load_avg_before": os.getloadavg()}
    with tempfile.TemporaryDirectory(prefix="hlocert-bench-packed-") as tmp:
        tmp = Path(tmp)
        out["s32"] = variants(tmp, fashion_folder(tmp / "fm", n32), 32, "png")
        out["s224"] = variants(tmp, make_jpeg_folder(tmp / "jpeg", n224), 224, "jpg")
    out["load_avg_after"] = os.getloadavg()
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main(sys.argv[1:])
