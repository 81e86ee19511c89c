"""timm's scheduled training resolutions in `hlocert train` (`--train-img-sizes` and its flags): the
schedule (data/scheduled.py) and the train step of each choice.

The run's variant names the base size and batch (`--img-size`, `-b`): the eval forward's, and the
net whose parameters and optimizer state every step carries. Each choice i (size s_i, batch b_i) is
that variant at `-i{s_i}-b{b_i}` — the same net, optimizer and options, its own certified render —
and under `--variable-batch-loss-scale` sqrt or linear its loss times (b_i / b̄)^p, the policy-average
batch b̄ (timm's), as the step's `+lsc{S}` (ops/loss_scale.py; written only where S ≠ 1). A net
whose parameters or running statistics depend on the image size (ViT's position table) is refused.
"""
from __future__ import annotations

import math
from dataclasses import replace

from ..data import DataError
from ..data.scheduled import SizeSchedule, loss_scale
from ..render.variants import Variant, VariantError
from .config import TrainConfig, flag
from .errors import TrainError

FLAGS = ("train_batch_sizes", "train_size_probs", "train_size_schedule", "train_size_schedule_spread",
         "train_size_random_mix", "train_batches_per_epoch", "variable_batch_loss_scale")


def scheduled(cfg: TrainConfig) -> bool:
    return cfg.train_img_sizes is not None


def check_flags(cfg: TrainConfig) -> None:
    """TrainError, one line: a scheduled-size flag away from its default without --train-img-sizes
    (timm would ignore it: the run would not be the one asked for), or lengths that disagree (timm's
    own words)."""
    if not scheduled(cfg):
        given = [flag(k) for k in FLAGS if getattr(cfg, k) != TrainConfig.__dataclass_fields__[k].default]
        if given:
            raise TrainError(f"{', '.join(given)} shape the batches of --train-img-sizes (timm's scheduled "
                             f"resolutions): add --train-img-sizes, or drop {'it' if len(given) == 1 else 'them'}")
        return
    k = len(cfg.train_img_sizes)
    if cfg.train_batch_sizes is not None and len(cfg.train_batch_sizes) != k:
        raise TrainError("--train-batch-sizes and --train-img-sizes must have the same length "
                         f"({len(cfg.train_batch_sizes)} and {k})")
    if cfg.train_size_probs is not None and len(cfg.train_size_probs) != k:
        raise TrainError("--train-size-probs and --train-img-sizes must have the same length "
                         f"({len(cfg.train_size_probs)} and {k})")


def size_schedule(cfg: TrainConfig, v: Variant, samples: int) -> SizeSchedule:
    """The run's schedule over `samples` images per replica (timm's per-rank sampler: ⌈N / replicas⌉)."""
    check_flags(cfg)
    batches = cfg.train_batch_sizes or (v.batch,) * len(cfg.train_img_sizes)
    try:
        return SizeSchedule(tuple(cfg.train_img_sizes), tuple(batches), samples, cfg.seed, cfg.train_size_probs,
                            cfg.train_size_schedule, cfg.epochs if cfg.train_size_schedule == "progressive" else None,
                            cfg.train_size_schedule_spread, cfg.train_size_random_mix, cfg.train_batches_per_epoch)
    except DataError as e:
        raise TrainError(str(e)) from None


def average_batch(cfg: TrainConfig, v: Variant) -> float:
    """The policy-average batch per replica (it depends on the weights and schedule, not on the images)."""
    check_flags(cfg)
    batches = cfg.train_batch_sizes or (v.batch,) * len(cfg.train_img_sizes)
    try:
        return SizeSchedule(tuple(cfg.train_img_sizes), tuple(batches), max(batches), cfg.seed, cfg.train_size_probs,
                            cfg.train_size_schedule, cfg.epochs if cfg.train_size_schedule == "progressive" else None,
                            cfg.train_size_schedule_spread, cfg.train_size_random_mix, 1).average_batch
    except DataError as e:
        raise TrainError(str(e)) from None


def check_run(cfg: TrainConfig, group) -> None:
    """The run options scheduled sizes do not take, one line each (timm's own refusals where it has them)."""
    if cfg.aug_splits:
        raise TrainError("--aug-splits: augmentation splits are not supported with scheduled input sizes "
                         "(--train-img-sizes), as in timm")
    if cfg.aug_repeats:
        raise TrainError("--aug-repeats with --train-img-sizes: timm's scheduled sampler repeats no images "
                         "(it asserts no --aug-repeats in one process): drop one")
    refused = [(cfg.grad_accum_steps > 1, "--grad-accum-steps above 1"),
               (cfg.kd_model_name is not None, "--kd-model-name (the teacher renders one size)"),
               (group is not None, "a multi-process run")]
    for bad, what in refused:
        if bad:
            raise TrainError(f"--train-img-sizes with {what}: not yet in hlocert (one process, one "
                             f"micro-batch per update)")


def choice_variants(cfg: TrainConfig, v: Variant, schedule: SizeSchedule) -> list[Variant]:
    """The train step of each choice (module docstring); TrainError, one line, for a size the net
    does not take, a batch too small for it, or a net whose carried shapes follow the size."""
    out = []
    for size, batch in zip(schedule.sizes, schedule.batches):
        try:
            model = replace(v.model, image_size=size)
        except ValueError as e:
            raise TrainError(f"--train-img-sizes {size}: {v.model.describe()}: {e}") from None
        changed = sorted(n for n, s in model.param_shapes().items() if v.model.param_shapes().get(n) != s) + \
            sorted(n for n, s in model.state_shapes().items() if v.model.state_shapes().get(n) != s)
        if changed:
            raise TrainError(f"--train-img-sizes {size}: {v.model.describe()}'s {', '.join(changed[:3])} "
                             f"{'has' if len(changed) == 1 else 'have'} another shape at {size}² than at "
                             f"{v.model.image_size}²: one size per run for this net")
        scale = loss_scale(batch, schedule.average_batch, cfg.variable_batch_loss_scale)
        try:
            out.append(replace(v, model=model, batch=batch, loss_scale=scale))
        except VariantError as e:
            raise TrainError(f"--train-img-sizes {size} --train-batch-sizes {batch}: {e}") from None
    return out


def scale_text(scale: float) -> str:
    return "" if math.isclose(scale, 1.0, rel_tol=0, abs_tol=0) else f" (loss ×{scale:.4g})"
