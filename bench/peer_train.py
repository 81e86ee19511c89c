"""The PyTorch peer trainer: `hlocert train`'s recipe, run by timm and torch (the `[torch]` extra).

    python bench/peer_train.py --like RUN_FOLDER [--seed N] [--out DIR] [--max-steps N] [--threads N]
    python bench/peer_train.py --data fashion-mnist --model convnext_atto --img-size 32 --model-ema ...

`--like` reads an `hlocert train` run folder's config.json (its TrainConfig and resolved variant);
otherwise the flags are `hlocert train`'s own (parsed by the same TrainConfig, composed into the
same variant by train/recipe.py). Only the recipe's *values* come from hlocert (the config, the
variant's optimizer hyper-parameters, the size's drop ramp) and its images (the named set's files,
read by `hlocert.data`); every piece of training math is timm's or torch's (DESIGN.md invariant 11):

- model: `Net.timm_twin()`, timm's module of the same architecture at the same size, in timm's own
  init; stochastic depth: timm's `DropPath` at each site with the recipe's per-site rate (the ramp
  `Net.drop_ramp`, which is timm's), and a mobile net's classifier dropout `torch.nn.Dropout` at
  its rate, before the classifier.
- data: timm's `create_transform` with the recipe's augmentation values (`TrainConfig.augment`:
  --rrc-scale, --ratio, --hflip/--vflip, --aa, --color-jitter, --train-interpolation, --mean/--std,
  --reprob/--remode/--recount; eval --crop-pct, --interpolation); its draws from Python's and numpy's
  seeded generators; the train loader drops the last partial batch.
- targets: `CrossEntropyLoss(label_smoothing)`, or under --mixup/--cutmix timm's `Mixup` (its
  label smoothing) with `SoftTargetCrossEntropy`; a `+bce` variant (`--bce-loss`) timm's
  `BinaryCrossEntropy` at the variant's target threshold, smoothing the labels itself (with
  `Mixup`, on its soft targets), as timm's train.py does.
- optimizer: torch.optim AdamW/Adam/SGD or timm's RMSpropTF at the variant's β, ε, weight decay
  (under `+wx` timm's own param groups, `param_groups_weight_decay` with the model's
  `no_weight_decay()`); clip: torch's `clip_grad_norm_` as timm's train.py
  (max_norm / (‖g‖ + 1e-6); hlocert clips as optax, max_norm / ‖g‖: facts.md); lr: timm's
  `CosineLRScheduler(warmup_prefix=True, t_in_epochs=False)` updated per step with the 1-based
  step, i.e. linear warm-up over round(warmup_epochs · batches per epoch) steps then cosine to
  --min-lr at the end of --epochs.
- EMA (`--model-ema`): timm's `ModelEmaV3` (its default: parameters and BatchNorm buffers) at
  decay min(--ema-decay, (1 + t)/(10 + t)) after step t (with --model-ema-warmup, +emaw: timm's own
  warm-up, `update(step=t)`); evaluated with its own averaged running
  statistics (as hlocert's EMA holds and evaluates them).

`--loader hlocert` is a diagnostic, not a peer: the same model, optimizer, schedule and EMA
stepped on the batches of hlocert's own train loader (`hlocert.train.inputs.train_loader`: its
sample order, crops, flips, mixing and soft targets, with `SoftTargetCrossEntropy`), so a gap
between the two trainers can be put on the data pipeline or on the training (`bench/peer_gap.py`;
whether the two pipelines draw alike at all: `bench/loader_compare.py`).

The run folder holds config.json (the recipe values used) and metrics.jsonl in hlocert's shape:
a row per step {step, epoch, loss, lr, grad_norm, img_s} and per epoch {kind: eval, step, epoch,
time_s, val_top1, val_top5, val_loss, [ema_top1, ema_top5, ema_loss], eval_s (the evaluation's
seconds), img_s}; `bench/peer_compare.py` overlays it on an hlocert run.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import torch
import timm
from timm.data import Mixup, create_transform
from timm.loss import BinaryCrossEntropy, SoftTargetCrossEntropy
from timm.scheduler import CosineLRScheduler
from timm.utils import ModelEmaV3

from hlocert.data.named import data_root, open_split
from hlocert.torch_optim import torch_optimizer
from hlocert.train import config as train_config
from hlocert.train.config import TrainConfig
from hlocert.train.recipe import with_bce, with_in_chans, with_model_kwargs, with_variant

class Split(torch.utils.data.Dataset):
    """A split of hlocert's data (ImageFolder or packed set, read as the recipe's --class-map and
    --input-key say): the image file decoded, converted to the recipe's --input-img-mode, its label."""

    def __init__(self, root: str, split: str, transform, cfg: TrainConfig):
        self.source = open_split(root, split, class_map=cfg.class_map, input_key=cfg.input_key).source()
        self.transform, self.convert = transform, cfg.augment.convert

    def __len__(self):
        return len(self.source)

    def __getitem__(self, i):
        return self.transform(self.convert(self.source.load(i))), self.source.label(i)


def recipe(args, given: set[str]) -> TrainConfig:
    """The TrainConfig the peer runs: the run folder's (--like) with the given flags over it, or the flags."""
    cfg = train_config.from_args(args)
    if args.like:
        saved = json.loads((Path(args.like) / "config.json").read_text())
        base = TrainConfig.of_run(saved)
        return replace(base, **{k: getattr(cfg, k) for k in given if k != "variant"})
    return with_bce(with_model_kwargs(with_in_chans(with_variant(cfg, given))))


def build_model(v, cfg: TrainConfig) -> torch.nn.Module:
    """timm's twin with timm's DropPath at the recipe's per-site rates and the classifier dropout
    (`Net.timm_trainee`)."""
    net = v.model.timm_trainee(v.drop, cfg.drop_path)
    if net is None:
        sys.exit(f"peer_train: timm has no {v.model.describe()}: no PyTorch peer for it")
    return net


def eval_transform(cfg: TrainConfig, v):
    """timm's eval transform with the recipe's values (resize, centre crop at --crop-pct, normalise)."""
    a = cfg.augment
    return create_transform(v.model.image_size, is_training=False, crop_pct=a.crop_pct, interpolation=a.interpolation,
                            mean=a.mean, std=a.std)


def train_transform(cfg: TrainConfig, v):
    """timm's train transform with the recipe's values (the transforms are timm's)."""
    a = cfg.augment
    return create_transform(v.model.image_size, is_training=True, scale=a.scale, ratio=a.ratio, hflip=a.hflip,
                            vflip=a.vflip, color_jitter=a.color_jitter or None,
                            auto_augment=a.aa.spec if a.aa else None, interpolation=a.train_interpolation,
                            mean=a.mean, std=a.std, re_prob=a.reprob, re_mode=a.remode, re_count=a.recount,
                            color_jitter_prob=a.color_jitter_prob, grayscale_prob=a.grayscale_prob,
                            gaussian_blur_prob=a.gaussian_blur_prob, no_aug=a.no_aug)


def loaders(cfg: TrainConfig, v, workers: int, seed: int):
    root = data_root(cfg.data, lambda s: print(s, file=sys.stderr))
    train_tf, eval_tf = train_transform(cfg, v), eval_transform(cfg, v)
    batch = v.batch * v.replicas
    g = torch.Generator().manual_seed(seed)
    train = torch.utils.data.DataLoader(Split(root, "train", train_tf, cfg), batch_size=batch, shuffle=True, drop_last=True,
                                        num_workers=workers, generator=g, persistent_workers=workers > 0)
    val = torch.utils.data.DataLoader(Split(root, "val", eval_tf, cfg), batch_size=max(batch, 64), shuffle=False,
                                      num_workers=workers, persistent_workers=workers > 0)
    return train, val


@torch.no_grad()
def evaluate(net, loader, prefix: str) -> dict:
    net.eval()
    c1 = c5 = n = 0
    loss = 0.0
    for x, y in loader:
        logits = net(x)
        loss += float(torch.nn.functional.cross_entropy(logits, y, reduction="sum"))
        top5 = logits.topk(min(5, logits.shape[1]), dim=1).indices
        c1 += int((top5[:, 0] == y).sum())
        c5 += int((top5 == y[:, None]).any(1).sum())
        n += len(y)
    net.train()
    return {f"{prefix}_top1": c1 / n, f"{prefix}_top5": c5 / n, f"{prefix}_loss": loss / n}


class Peer:
    """The model, optimizer, schedule, targets and EMA of one run; `step` is one update."""

    def __init__(self, v, cfg: TrainConfig, bpe: int):
        o = v.optimizer
        self.cfg, self.clip, self.clip_value, self.agc = cfg, o.clip_norm, o.clip_value, o.agc
        self.net = build_model(v, cfg).train()
        self.total, self.warmup = cfg.epochs * bpe, int(round(cfg.warmup_epochs * bpe))
        self.opt = torch_optimizer(torch, o, self.net, cfg.lr)
        self.sched = CosineLRScheduler(self.opt, t_initial=max(1, self.total - self.warmup), lr_min=cfg.min_lr,
                                       warmup_t=self.warmup, warmup_lr_init=cfg.warmup_lr, warmup_prefix=True,
                                       t_in_epochs=False, cycle_limit=1)
        if cfg.mixup > 0 or cfg.cutmix > 0:
            self.mix = Mixup(mixup_alpha=cfg.mixup, cutmix_alpha=cfg.cutmix, cutmix_minmax=cfg.cutmix_minmax,
                             prob=cfg.mixup_prob, switch_prob=cfg.mixup_switch_prob, mode=cfg.mixup_mode,
                             label_smoothing=cfg.label_smoothing, num_classes=v.model.num_classes)
            self.criterion = BinaryCrossEntropy(target_threshold=v.bce_thresh, sum_classes=v.bce_sum,
                                                pos_weight=v.bce_pos_weight) if v.bce else SoftTargetCrossEntropy()
        elif v.bce:     # timm smooths the index targets itself (off = s/K, on = 1 − s + off)
            self.mix, self.criterion = None, BinaryCrossEntropy(smoothing=cfg.label_smoothing,
                                                                target_threshold=v.bce_thresh, sum_classes=v.bce_sum,
                                                                pos_weight=v.bce_pos_weight)
        else:
            self.mix, self.criterion = None, torch.nn.CrossEntropyLoss(label_smoothing=cfg.label_smoothing)
        self.ema = ModelEmaV3(self.net, decay=cfg.ema_decay, use_warmup=o.ema_warmup) if o.ema else None

    def step(self, x, y, t: int) -> dict:
        """Update t (1-based) on the batch (x, y); its metrics row (without epoch and img/s)."""
        self.sched.step_update(t)
        lr = self.opt.param_groups[0]["lr"]
        if self.mix is not None:
            x, y = self.mix(x, y)
        loss = self.criterion(self.net(x), y)
        self.opt.zero_grad(set_to_none=True)
        loss.backward()
        params = list(self.net.parameters())
        gnorm = torch.nn.utils.clip_grad_norm_(params, self.clip) if self.clip else \
            torch.nn.utils.get_total_norm([q.grad for q in params if q.grad is not None])
        if self.clip_value is not None:         # timm's --clip-mode value
            torch.nn.utils.clip_grad_value_(params, self.clip_value)
        if self.agc is not None:                # timm's --clip-mode agc: its clip parameters less the last two
            timm.utils.adaptive_clip_grad(params[:-2], self.agc)
        self.opt.step()
        if self.ema is not None:
            with torch.no_grad():
                if self.ema.use_warmup:         # +emaw: timm's own warm-up of its decay, at timm's update count
                    self.ema.update(self.net, step=t)
                else:
                    self.ema.apply_update_(self.net, min(self.cfg.ema_decay, (1.0 + t) / (10.0 + t)))
        return {"step": t, "loss": loss.item(), "lr": lr, "grad_norm": float(gnorm)}

    def evaluate(self, val) -> dict:
        """val top-1/top-5/loss of the live weights and, with an EMA, of the EMA model (its averaged
        weights and BatchNorm running statistics)."""
        rec = evaluate(self.net, val, "val")
        if self.ema is not None:
            rec.update(evaluate(self.ema.module, val, "ema"))
        return rec


class HlocertBatches:
    """`--loader hlocert`: hlocert's train loader's batches as torch tensors, (NCHW images, soft targets)."""

    def __init__(self, cfg: TrainConfig, v):
        from hlocert.train.inputs import open_data, train_loader
        folder, _ = open_data(replace(cfg, eval=False), v, lambda s: print(s, file=sys.stderr))
        self.loader = train_loader(cfg, v, folder)

    def __len__(self):
        return self.loader.batches_per_epoch

    def epoch(self, epoch: int):
        for b in self.loader.epoch(epoch):
            yield torch.from_numpy(np.ascontiguousarray(b.images.transpose(0, 3, 1, 2))), torch.from_numpy(b.targets)


def unpeered(cfg: TrainConfig) -> bool:
    """Whether the recipe sets a schedule or loop flag this peer does not run (its scheduler is one
    per-update cosine cycle with the warm-up as a prefix)."""
    return (not cfg.sched_on_updates or not cfg.warmup_prefix or cfg.lr_cycle_limit != 1 or cfg.lr_k_decay != 1.0
            or cfg.lr_noise is not None or cfg.start_epoch is not None or cfg.mixup_off_epoch)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--like", help="an hlocert train run folder: train with its config.json's recipe")
    p.add_argument("--loader", choices=("timm", "hlocert"), default="timm",
                   help="whose train batches (default timm's transforms and DataLoader; hlocert: its train loader's "
                        "batches, a diagnostic that separates the data pipeline from the training)")
    p.add_argument("--threads", type=int, help="torch.set_num_threads (default: torch's; on a small shared "
                                                  "machine 1, as more threads than free cores stall)")
    train_config.add_arguments(p)
    args = p.parse_args(argv)
    cfg = recipe(args, set(train_config.given(args)))
    if cfg.sched != "cosine" or cfg.grad_accum_steps != 1 or cfg.cooldown_epochs or unpeered(cfg):
        sys.exit("peer_train: only --sched cosine per update with its warm-up as a prefix, one cycle, no lr noise, "
                 "--grad-accum-steps 1, no --cooldown-epochs, --start-epoch or --mixup-off-epoch have a peer here")
    if cfg.aug_splits or cfg.variant.jsd_splits:
        sys.exit("peer_train: --aug-splits and the JSD loss (+jsd{S}) have no peer here (timm's AugMixDataset and "
                 "JsdCrossEntropy are not wired into it)")
    if args.threads:
        torch.set_num_threads(args.threads)
    torch.manual_seed(cfg.seed)
    random.seed(cfg.seed)           # timm's crop, RandAugment and erasing draw from these
    np.random.seed(cfg.seed)
    v = cfg.variant
    out = Path(cfg.out or Path(cfg.output) / (cfg.experiment or f"peer-{time.strftime('%Y%m%d-%H%M%S')}-{v.name}"))
    out.mkdir(parents=True, exist_ok=True)
    train, val = loaders(cfg, v, cfg.workers, cfg.seed)
    if args.loader == "hlocert":
        if v.bce:
            sys.exit("peer_train: --loader hlocert feeds soft targets to SoftTargetCrossEntropy; a +bce variant has none")
        train = HlocertBatches(cfg, v)
    bpe = len(train)
    peer = Peer(v, cfg, bpe)
    if args.loader == "hlocert":
        peer.mix, peer.criterion = None, SoftTargetCrossEntropy()
    (out / "config.json").write_text(json.dumps({**cfg.to_json(), "variant_resolved": v.name, "peer": "timm/torch",
                                                 "torch": torch.__version__, "timm": timm.__version__,
                                                 "threads": torch.get_num_threads(), "batches_per_epoch": bpe,
                                                 "loader": args.loader,
                                                 "warmup_steps": peer.warmup, "total_steps": peer.total},
                                                indent=1) + "\n")
    last = min(cfg.max_steps or peer.total, peer.total)
    step, images, train_s, t0 = 0, 0, 0.0, time.perf_counter()
    with open(out / "metrics.jsonl", "w") as metrics:
        def write(rec):
            metrics.write(json.dumps(rec) + "\n")
            metrics.flush()
        for epoch in range(cfg.epochs):
            seen, t_epoch = 0, time.perf_counter()
            for x, y in (train.epoch(epoch) if args.loader == "hlocert" else train):
                step += 1
                row = peer.step(x, y, step)
                seen += len(x)
                write({**row, "epoch": epoch, "img_s": round(seen / (time.perf_counter() - t_epoch), 2)})
                if not math.isfinite(row["loss"]):
                    sys.exit(f"peer_train: non-finite loss at step {step}")
                if step >= last:
                    break
            images, train_s = images + seen, train_s + time.perf_counter() - t_epoch
            if step % bpe:      # stopped inside the epoch (--max-steps): no eval row, as hlocert
                break
            rec = {"kind": "eval", "step": step, "epoch": epoch + 1, "time_s": round(time.perf_counter() - t0, 2),
                   "img_s": round(seen / (time.perf_counter() - t_epoch), 2)}
            if cfg.eval:
                t_eval = time.perf_counter()
                rec.update(peer.evaluate(val))
                rec["eval_s"] = round(time.perf_counter() - t_eval, 2)   # live + EMA over val, loader included
            write(rec)
            print(json.dumps(rec), file=sys.stderr)
            if step >= last:
                break
    print(f"peer_train: {v.name}: {step} steps, {time.perf_counter() - t0:.1f}s wall, "
          f"{images / max(train_s, 1e-9):.1f} img/s training (loader included), metrics {out / 'metrics.jsonl'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
