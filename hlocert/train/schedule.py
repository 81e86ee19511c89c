"""The host scalars of step t (1-based): the learning-rate schedule here; every other scalar
(Adam's bias corrections, the warm-up EMA decay) is stated by the optimizer transform that uses
it (hlocert/optim), which the step's chain asks at step t.

lr(t): linear warm-up over `warmup_steps`, then cosine from `lr` to `min_lr` at `total_steps`,
where total_steps = epochs × batches per epoch (`--sched step`: `lr` × decay_rate^k in the k-th
`decay_epochs` period after the warm-up, as timm's StepLRScheduler). A resumed run given more `--epochs` recomputes
total_steps from the new epoch count: the cosine is stretched over the longer run from the step
it resumes at (the lr there jumps up to the stretched curve's value; the warm-up is not repeated).
"""
from __future__ import annotations

import math

import numpy as np

from ..optim import Chain, HostSchedule
from .config import TrainConfig


def lr_at(step: int, cfg: TrainConfig, total_steps: int, warmup_steps: int) -> float:
    """Linear warmup over `warmup_steps`, then cosine from lr to min_lr at `total_steps` (or the step
    schedule; step 1-based)."""
    if warmup_steps > 0 and step <= warmup_steps:
        return cfg.lr * step / warmup_steps
    if cfg.sched == "step":
        period = max(1.0, cfg.decay_epochs * total_steps / cfg.epochs)
        return cfg.lr * cfg.decay_rate ** math.floor((step - warmup_steps - 1) / period)
    span = max(1, total_steps - warmup_steps)
    frac = min(1.0, (step - warmup_steps) / span)
    return cfg.min_lr + 0.5 * (cfg.lr - cfg.min_lr) * (1.0 + math.cos(math.pi * frac))


def scalars_at(chain: Chain, step: int, cfg: TrainConfig, total_steps: int, warmup_steps: int) -> dict[str, np.ndarray]:
    """The chain's host scalars at `step`, float32, by name in signature order."""
    schedule = HostSchedule(lr=lambda t: lr_at(t, cfg, total_steps, warmup_steps), ema_decay_max=cfg.ema_decay)
    return chain.scalars_at(step, schedule)
