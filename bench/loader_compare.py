"""hlocert's train loader beside timm's on one recipe: are their batches drawn alike? (the `[torch]` extra)

    python bench/loader_compare.py --like RUN_FOLDER [--steps N] [--draws N] [--images N] [--workers N]

A diagnostic for a gap between `hlocert train` and `bench/peer_train.py` (README, "ConvNeXt's short
gap"): `peer_train --loader hlocert` moves the batches from one trainer to the other; this asks
whether the two pipelines differ at all. Three checks on the run folder's recipe (its config.json),
one line each, exit 1 when one is off:

- pixels: `--images` train images of the run's data through timm's train transform as the peer
  builds it (crop, flip, ToTensor, Normalize), its crop box set to hlocert's draw and its flip to
  hlocert's (every other image flipped), and through hlocert's `Augment`: the bytes behind timm's
  normalised floats equal hlocert's crop (a recipe with more transforms than these: not checked).
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
sys.path.insert(0, str(HERE))       # peer_train
Z = 4.0


def two_sample_z(a: np.ndarray, b: np.ndarray) -> float:
    se = math.sqrt(a.var() / len(a) + b.var() / len(b))
    return 0.0 if se == 0 else float((a.mean() - b.mean()) / se)


def check_pixels(cfg, v, source, n: int) -> tuple[bool, str]:
    """timm's train transform as the peer builds it (`peer_train.train_transform`: crop, flip,
    ToTensor, Normalize), its crop box set to hlocert's draw and its flip to hlocert's, against
    hlocert's crop and flip (`Augment._primary`) and normalisation: the bytes behind timm's
    normalised floats equal hlocert's, and the largest difference of the normalised floats."""
    import peer_train as pt
    from timm.data.transforms import RandomResizedCropAndInterpolation
    from torchvision import transforms as T

    from hlocert.data.transforms import normalize, rrc_params
    a = cfg.augment
    size, mean, std = v.model.image_size, np.asarray(a.mean, np.float64), np.asarray(a.std, np.float64)
    tf = pt.train_transform(cfg, v)
    crop = [t for t in tf.transforms if isinstance(t, RandomResizedCropAndInterpolation)]
    flip = [t for t in tf.transforms if isinstance(t, T.RandomHorizontalFlip)]
    rest = [t for t in tf.transforms if not isinstance(t, (RandomResizedCropAndInterpolation, T.RandomHorizontalFlip,
                                                             T.ToTensor, T.Normalize))]
    if len(crop) != 1 or len(flip) > 1 or rest:
        return True, (f"pixels    not checked: the recipe's train transform has more than a crop, a flip and "
                      f"the normalisation ({', '.join(type(t).__name__ for t in rest) or 'no single crop'})")
    differ, worst, count = 0, 0.0, min(n, len(source))
    for k in range(count):
        im = a.convert(source.load(k))
        box = rrc_params(im.width, im.height, np.random.default_rng(k), a.scale, a.ratio)
        flipped = float(k % 2 and a.hflip > 0)            # every other image flipped, where the recipe flips
        ours, _ = replace(a, hflip=flipped)._primary(im, size, np.random.default_rng(k))
        ours = np.asarray(ours, np.uint8)
        crop[0].get_params = lambda *_, box=box: box       # timm's own crop, at hlocert's box
        if flip:
            flip[0].p = flipped
        theirs = tf(im).numpy().transpose(1, 2, 0)
        theirs_u8 = np.rint((theirs * std + mean) * 255).astype(np.int64)
        differ += not np.array_equal(theirs_u8, ours)
        worst = max(worst, float(np.abs(normalize(ours[None], a.mean, a.std)[0] - theirs).max()))
    return differ == 0, (f"pixels    {count} train images through timm's train transform at hlocert's box and "
                         f"flip ({a.train_interpolation}, {size}², half of them flipped): {differ} differ in their "
                         f"bytes; normalised, at most {worst:.1e} apart")


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
