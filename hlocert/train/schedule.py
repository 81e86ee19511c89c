"""The host scalars of step t (1-based): the learning-rate schedule, Adam's bias corrections and
the warm-up EMA decay.

lr(t): linear warm-up over `warmup_steps`, then cosine from `lr` to `min_lr` at `total_steps`,
where total_steps = epochs × batches per epoch. A resumed run given more `--epochs` recomputes
total_steps from the new epoch count: the cosine is stretched over the longer run from the step
it resumes at (the lr there jumps up to the stretched curve's value; the warm-up is not repeated).
bc1 = 1 − 0.9^t, bc2 = 1 − 0.999^t; ema_decay = min(ema_decay_max, (1 + t) / (10 + t)) (the
TensorFlow `ExponentialMovingAverage(num_updates=t)` warm-up, so a short run's EMA is useful;
with the constant 0.9999 of the paper a 600-step run's EMA would still be the init).
"""
from __future__ import annotations

import math

import numpy as np

from .config import TrainConfig


def lr_at(step: int, cfg: TrainConfig, total_steps: int, warmup_steps: int) -> float:
    """Linear warmup over `warmup_steps`, then cosine from lr to min_lr at `total_steps` (step 1-based)."""
    if warmup_steps > 0 and step <= warmup_steps:
        return cfg.lr * step / warmup_steps
    span = max(1, total_steps - warmup_steps)
    frac = min(1.0, (step - warmup_steps) / span)
    return cfg.min_lr + 0.5 * (cfg.lr - cfg.min_lr) * (1.0 + math.cos(math.pi * frac))


def scalars_at(step: int, cfg: TrainConfig, total_steps: int, warmup_steps: int, ema: bool) -> list[np.ndarray]:
    out = [lr_at(step, cfg, total_steps, warmup_steps), 1.0 - 0.9 ** step, 1.0 - 0.999 ** step]
    if ema:
        out.append(min(cfg.ema_decay, (1.0 + step) / (10.0 + step)))
    return [np.asarray(s, np.float32) for s in out]
