"""Data-loader throughput: RandomResizedCrop + flip at 224² over a generated JPEG folder."""
from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np
from PIL import Image

from ..data import ImageFolder, Loader
from .configs import BenchConfig


def make_jpeg_folder(root: Path, n: int, classes: int = 4, size=(500, 375), seed: int = 0) -> Path:
    """`root/train/c{k}/{i}.jpg`: smooth random images with some texture (ImageNet-like size)."""
    rng = np.random.default_rng(seed)
    w, h = size
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    for i in range(n):
        d = root / "train" / f"c{i % classes}"
        d.mkdir(parents=True, exist_ok=True)
        a = rng.uniform(0.005, 0.05, 3)
        ph = rng.uniform(0, 6.28, 3)
        img = np.stack([127 + 100 * np.sin(a[c] * xx + ph[c]) * np.cos(a[(c + 1) % 3] * yy) for c in range(3)], -1)
        img += rng.normal(0, 12, img.shape)
        Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).save(d / f"{i:05d}.jpg", quality=90)
    return root


def bench_loader(cfg: BenchConfig, log: Callable[[str], None]) -> dict:
    out: dict[str, Any] = {"image_size": 224, "transform": "RandomResizedCrop(0.08-1) + flip, 500x375 JPEG",
                           "images": cfg.loader_images, "batch": cfg.loader_batch}
    with tempfile.TemporaryDirectory(prefix="hlocert-bench-") as tmp:
        root = make_jpeg_folder(Path(tmp), cfg.loader_images)
        folder = ImageFolder(root, "train", progress=False)
        times: dict[int, list[float]] = {0: [], 2: []}
        loaders = {w: Loader(folder, cfg.loader_batch, train=True, image_size=224, seed=0, workers=w)
                   for w in times}
        try:
            for w, ld in loaders.items():      # warm-up: start the pool, touch the files
                next(iter(ld.epoch(0)))
            for rep in range(cfg.loader_reps):
                for w in (times if rep % 2 == 0 else list(times)[::-1]):
                    t0 = time.perf_counter()
                    n = sum(len(b.images) for b in loaders[w].epoch(rep + 1))
                    times[w].append(n / (time.perf_counter() - t0))
        finally:
            for ld in loaders.values():
                ld.close()
    for w, v in times.items():
        out[f"workers{w}_img_s"] = statistics.median(v)
        out[f"workers{w}_all_img_s"] = v
    out["per_core_img_s"] = out["workers0_img_s"]
    out["workers2_per_worker_img_s"] = out["workers2_img_s"] / 2
    log(f"loader: {out['workers0_img_s']:.0f} img/s with 0 workers, {out['workers2_img_s']:.0f} with 2")
    return out
