"""hlocert's train loader beside timm's on one recipe: are their batches drawn alike? (the `[torch]` extra)

    python bench/loader_compare.py --like RUN_FOLDER [--steps N] [--draws N] [--images N] [--workers N]

A diagnostic for a gap between `hlocert train` and `bench/peer_train.py` (README, "ConvNeXt's short
gap"): `peer_train --loader hlocert` moves the batches from one trainer to the other; this asks
whether the two pipelines differ at all. Three checks on the run folder's recipe (its config.json),
one line each, exit 1 when one is off:

- pixels: `--images` train images of the run's data, each cropped at one box (hlocert's draw) with
  the recipe's interpolation by hlocert's `Augment.train_crop` and by torchvision's `resized_crop`
  (what timm's RandomResizedCropAndInterpolation calls): byte-equal.
- geometry: `--draws` boxes (top, left, height, width, area) from hlocert's `rrc_params` and from
  timm's `RandomResizedCropAndInterpolation.get_params`, on the data's image size with the recipe's
  scale and ratio: each mean within Z standard errors (two-sample z).
- batches: `--steps` train batches of each side (default one epoch): hlocert's `train_loader` and
  peer_train's timm DataLoader, each from the run's seed. Per image: its mean (the normalised
  pixels), the share of it that is object (brighter than its darkest pixel by 0.5 of the
  normalised scale), its left half's mean less its right half's (the flips); per batch: its class
  mix (χ² against equal shares) and the share of neighbours with the same label (the order). Each
  mean within Z standard errors; each side's class counts printed.

Only `--train-crop-mode rrc` (the geometry check is the random-resized crop's).
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
Z = 4.0


def two_sample_z(a: np.ndarray, b: np.ndarray) -> float:
    se = math.sqrt(a.var() / len(a) + b.var() / len(b))
    return 0.0 if se == 0 else float((a.mean() - b.mean()) / se)


def check_pixels(cfg, v, source, n: int) -> tuple[bool, str]:
    import torchvision.transforms.functional as TF
    from torchvision.transforms import InterpolationMode

    from hlocert.data.transforms import rrc_params
    a = cfg.augment
    mode = {"bicubic": InterpolationMode.BICUBIC, "bilinear": InterpolationMode.BILINEAR,
            "nearest": InterpolationMode.NEAREST}[a.train_interpolation]
    size = v.model.image_size
    differ = 0
    for k in range(min(n, len(source))):
        im = a.convert(source.load(k))
        i, j, h, w = rrc_params(im.width, im.height, np.random.default_rng(k), a.scale, a.ratio)
        ours = np.asarray(a.train_crop(im, size, np.random.default_rng(k)))
        theirs = np.asarray(TF.resized_crop(im, i, j, h, w, [size, size], mode))
        differ += not np.array_equal(ours, theirs)
    return differ == 0, (f"pixels    {min(n, len(source))} train images at the same box ({a.train_interpolation}, "
                         f"{size}²): {differ} differ")


def check_geometry(cfg, width: int, height: int, n: int) -> tuple[bool, str]:
    from PIL import Image
    from timm.data.transforms import RandomResizedCropAndInterpolation

    from hlocert.data.transforms import rrc_params
    a = cfg.augment
    im = Image.new("RGB", (width, height))
    random.seed(0)
    theirs = np.array([RandomResizedCropAndInterpolation.get_params(im, a.scale, a.ratio) for _ in range(n)], float)
    rng = np.random.default_rng(0)
    ours = np.array([rrc_params(width, height, rng, a.scale, a.ratio) for _ in range(n)], float)
    cols = {"top": 0, "left": 1, "height": 2, "width": 3}
    parts, ok = [], True
    for name, k in [*cols.items(), ("area", None)]:
        x, y = (ours[:, 2] * ours[:, 3], theirs[:, 2] * theirs[:, 3]) if k is None else (ours[:, k], theirs[:, k])
        z = two_sample_z(x, y)
        ok &= abs(z) <= Z
        parts.append(f"{name} {x.mean():.3f}/{y.mean():.3f} z {z:+.2f}")
    return ok, (f"geometry  {n} boxes a side on {width}×{height}, scale {tuple(a.scale)} ratio "
                f"({a.ratio[0]:.3f}, {a.ratio[1]:.3f}) (hlocert/timm): " + "; ".join(parts))


def epoch_stats(batches, steps: int, classes: int) -> dict[str, np.ndarray]:
    """Per-image and per-batch statistics of `steps` batches of (NCHW images, labels or soft targets)."""
    img_mean, obj, asym, chi2, same, counts = [], [], [], [], [], np.zeros(classes, int)
    for k, (x, y) in enumerate(batches):
        if k >= steps:
            break
        g = np.asarray(x, np.float64).mean(1)                  # N, H, W: the channels' mean
        img_mean.append(g.mean((1, 2)))
        obj.append((g > g.min((1, 2), keepdims=True) + 0.5).mean((1, 2)))
        half = g.shape[2] // 2
        asym.append(g[:, :, :half].mean((1, 2)) - g[:, :, -half:].mean((1, 2)))
        y = np.asarray(y)
        labels = y.argmax(1) if y.ndim == 2 else y
        c = np.bincount(labels, minlength=classes)
        counts += c
        chi2.append(((c - len(labels) / classes) ** 2 / (len(labels) / classes)).sum())
        same.append(np.mean(labels[1:] == labels[:-1]))
    return {"image mean": np.concatenate(img_mean), "object share": np.concatenate(obj),
            "left-right": np.concatenate(asym), "batch class χ²": np.array(chi2),
            "same-label neighbours": np.array(same), "counts": counts}


def main(argv=None) -> int:
    import torch
    sys.path.insert(0, str(HERE))
    import peer_train as pt

    from hlocert.data.named import data_root, open_split
    from hlocert.train import config as train_config

    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--like", required=True, help="an hlocert train run folder: its config.json's recipe")
    p.add_argument("--steps", type=int, help="train batches a side (default one epoch)")
    p.add_argument("--draws", type=int, default=200_000, help="crop boxes a side for the geometry check")
    p.add_argument("--images", type=int, default=300, help="train images for the pixel check")
    p.add_argument("--threads", type=int, default=1)
    train_config.add_arguments(p)
    args = p.parse_args(argv)
    given = set(train_config.given(args))
    cfg = pt.recipe(args, given)
    if "workers" not in given:
        cfg = replace(cfg, workers=1)
    if cfg.augment.train_crop_mode != "rrc":
        sys.exit(f"loader_compare: only --train-crop-mode rrc has the geometry check here (the run's is "
                 f"{cfg.augment.train_crop_mode})")
    torch.set_num_threads(args.threads)
    v = cfg.variant
    source = open_split(data_root(cfg.data, lambda s: print(s, file=sys.stderr)), "train",
                        class_map=cfg.class_map, input_key=cfg.input_key).source()
    first = cfg.augment.convert(source.load(0))
    ok_all, lines = True, []
    for ok, line in (check_pixels(cfg, v, source, args.images),
                     check_geometry(cfg, first.width, first.height, args.draws)):
        ok_all &= ok
        print(line + ("" if ok else "  <- OFF"), flush=True)

    torch.manual_seed(cfg.seed)
    random.seed(cfg.seed)
    np.random.seed(cfg.seed)
    ours_loader = pt.HlocertBatches(cfg, v)
    steps = args.steps or len(ours_loader)
    ours = epoch_stats(ours_loader.epoch(0), steps, v.model.num_classes)
    theirs = epoch_stats(pt.loaders(cfg, v, cfg.workers, cfg.seed)[0], steps, v.model.num_classes)
    parts = []
    for name in ("image mean", "object share", "left-right", "batch class χ²", "same-label neighbours"):
        z = two_sample_z(ours[name], theirs[name])
        ok_all &= abs(z) <= Z
        parts.append(f"{name} {ours[name].mean():.4f}/{theirs[name].mean():.4f} z {z:+.2f}" + ("" if abs(z) <= Z else " <- OFF"))
    print(f"batches   {steps} a side ({len(ours['image mean'])} images; hlocert/timm): " + "; ".join(parts), flush=True)
    print(f"classes   hlocert {ours['counts'].tolist()}; timm {theirs['counts'].tolist()}", flush=True)
    print("loader_compare: " + (f"the two loaders agree on every check (|z| ≤ {Z:g}, pixels equal)" if ok_all
                                else "the loaders differ (lines marked OFF)"))
    return 0 if ok_all else 1


if __name__ == "__main__":
    sys.exit(main())
