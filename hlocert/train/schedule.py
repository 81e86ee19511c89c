"""The host scalars of step t (1-based): the learning-rate schedule here; every other scalar
(Adam's bias corrections, the warm-up EMA decay) is stated by the optimizer transform that uses
it (hlocert/optim), which the step's chain asks at step t.

lr(t): linear warm-up from `warmup_lr` over `warmup_steps`, then cosine from `lr` to `min_lr` at `total_steps`,
where total_steps = epochs × batches per epoch, and `min_lr` after it (`--cooldown-epochs`) (`--sched step`: `lr` ×
decay_rate^k in the k-th `decay_epochs` period after the warm-up; `--sched multistep`: `lr` × decay_rate^k, k the
`decay_milestones` (in updates) at or below the update count after the warm-up + 1, as timm's
MultiStepLRScheduler; the warm-up and cosine as timm's CosineLRScheduler, each with warmup_prefix=True and
stepped per update with t). A resumed run given more `--epochs` recomputes
total_steps from the new epoch count: the cosine is stretched over the longer run from the step
it resumes at (the lr there jumps up to the stretched curve's value; the warm-up is not repeated).
"""
from __future__ import annotations

import bisect
import math

import numpy as np

from ..optim import Chain, HostSchedule, ModelEma
from .config import TrainConfig
from .errors import TrainError


def lr_at(step: int, cfg: TrainConfig, total_steps: int, warmup_steps: int) -> float:
    """Linear warmup from warmup_lr over `warmup_steps`, then cosine from lr to min_lr at `total_steps`
    (or the step or multistep schedule; step 1-based)."""
    if cfg.sched == "multistep" and step >= warmup_steps:   # timm's: milestone M counts from update M - 1
        per_epoch = total_steps / cfg.epochs
        milestones = sorted(m * per_epoch for m in cfg.decay_milestones)
        return cfg.lr * cfg.decay_rate ** bisect.bisect_right(milestones, step - warmup_steps + 1)
    if warmup_steps > 0 and step <= warmup_steps:
        return cfg.warmup_lr + (cfg.lr - cfg.warmup_lr) * step / warmup_steps
    if cfg.sched == "step":
        period = max(1.0, cfg.decay_epochs * total_steps / cfg.epochs)
        return cfg.lr * cfg.decay_rate ** math.floor((step - warmup_steps - 1) / period)
    span = max(1, total_steps - warmup_steps)
    frac = min(1.0, (step - warmup_steps) / span)
    return cfg.min_lr + 0.5 * (cfg.lr - cfg.min_lr) * (1.0 + math.cos(math.pi * frac))


def check_schedule(cfg: TrainConfig) -> None:
    """TrainError for schedule flags no run can take (one line each)."""
    if not (math.isfinite(cfg.warmup_lr) and cfg.warmup_lr >= 0):
        raise TrainError(f"--warmup-lr {cfg.warmup_lr!r}: give a finite learning rate >= 0")
    if isinstance(cfg.cooldown_epochs, bool) or not isinstance(cfg.cooldown_epochs, int) or cfg.cooldown_epochs < 0:
        raise TrainError(f"--cooldown-epochs {cfg.cooldown_epochs!r}: give a whole number of epochs >= 0")
    if cfg.cooldown_epochs and cfg.sched != "cosine":
        raise TrainError(f"--cooldown-epochs {cfg.cooldown_epochs} holds --min-lr after the cosine; timm's "
                         f"--sched {cfg.sched} ignores it: drop it, or use --sched cosine")
    if cfg.sched == "multistep" and not (cfg.decay_milestones and all(math.isfinite(m) and m > 0
                                                                      for m in cfg.decay_milestones)):
        raise TrainError(f"--decay-milestones {' '.join(map(str, cfg.decay_milestones or ()))}: give epochs > 0")


def scalars_at(chain: Chain, step: int, cfg: TrainConfig, total_steps: int, warmup_steps: int,
               opt_from: int = 0) -> dict[str, np.ndarray]:
    """The chain's host scalars at `step`, float32, by name in signature order. `opt_from`: the
    step whose moments were started afresh (`--no-resume-opt`): the optimizer's own scalars (its
    bias corrections) count from there, as a fresh timm optimizer's step does, while the lr and
    the EMA's decay go on from the run's step, as timm's scheduler and ModelEma do."""
    schedule = HostSchedule(lr=lambda t: lr_at(t, cfg, total_steps, warmup_steps), ema_decay_max=cfg.ema_decay)
    at = chain.scalars_at(step, schedule)
    if not opt_from:
        return at
    shifted = HostSchedule(lr=lambda t: lr_at(t + opt_from, cfg, total_steps, warmup_steps),
                           ema_decay_max=cfg.ema_decay)
    fresh = chain.scalars_at(step - opt_from, shifted)
    run_wide = {s.name for s in ModelEma.scalars}
    return {k: at[k] if k in run_wide else fresh[k] for k in at}
