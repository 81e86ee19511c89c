"""The host scalars of step t (1-based): the learning-rate schedule here; every other scalar
(Adam's bias corrections, the warm-up EMA decay) is stated by the optimizer transform that uses
it (hlocert/optim), which the step's chain asks at step t.

lr(t): linear warm-up from `warmup_lr` over `warmup_steps`, then cosine from `lr` to `min_lr` at `total_steps`,
where total_steps = epochs × batches per epoch, and `min_lr` after it (`--cooldown-epochs`) (`--sched step`: `lr` ×
decay_rate^k in the k-th `decay_epochs` period after the warm-up; `--sched multistep`: `lr` × decay_rate^k, k the
`decay_milestones` (in updates) at or below the update count after the warm-up + 1, as timm's
MultiStepLRScheduler; the warm-up and cosine as timm's CosineLRScheduler, each with warmup_prefix=True and
stepped per update with t). The cosine takes the rest of timm's CosineLRScheduler: `--no-warmup-prefix` (timm's
default: the cosine spans all of --epochs, the warm-up overlaying its start), `--no-sched-on-updates` (timm's
default: stepped per epoch, each update of epoch e at the lr of e), and its cycles (`--lr-cycle-mul`,
`--lr-cycle-decay`, `--lr-cycle-limit`; the trainer trains their span, `cycle_epochs`), `--lr-k-decay` and
`--lr-noise` (timm's `_add_noise`: the same rule and distribution; numpy's draws, not torch's).
A resumed run given more `--epochs` recomputes total_steps from the new epoch count: the cosine is stretched over the longer run from the step
it resumes at (the lr there jumps up to the stretched curve's value; the warm-up is not repeated).
"""
from __future__ import annotations

import bisect
import math

import numpy as np

from ..optim import Chain, HostSchedule, ModelEma
from .config import TrainConfig
from .errors import TrainError

_NOISE_TAG = 0x401E


def lr_at(step: int, cfg: TrainConfig, total_steps: int, warmup_steps: int) -> float:
    """Linear warmup from warmup_lr over `warmup_steps`, then cosine from lr to min_lr at `total_steps`
    (or the step or multistep schedule; step 1-based). `--no-sched-on-updates`: every update of epoch
    e at timm's per-epoch lr of e (`epoch_lr`)."""
    if not cfg.sched_on_updates:
        e = (step - 1) // max(1, total_steps // cfg.epochs)
        lr = epoch_lr(e, cfg)
        # timm sets epoch 0's lr when it builds the scheduler, without noise; step(e) adds it from epoch 1
        return _noisy(lr, e, cfg, cfg.epochs - cfg.warmup_epochs if cfg.warmup_prefix else cfg.epochs) if e else lr
    return _noisy(_update_lr(step, cfg, total_steps, warmup_steps), step, cfg,
                  max(1, total_steps - warmup_steps) if cfg.warmup_prefix else total_steps)


def _noisy(lr: float, t: int, cfg: TrainConfig, t_initial: float) -> float:
    """timm's `Scheduler._add_noise` (--lr-noise): inside the noise range (fractions of the cosine's
    first cycle, `t_initial`: from LO on, or LO..HI), lr·(1 + z), z ~ N(0, --lr-noise-std²) drawn again
    until |z| < --lr-noise-pct, from a generator seeded by (--seed, t) (timm: torch's, seeded seed + t)."""
    if not cfg.lr_noise:
        return lr
    lo, hi = (cfg.lr_noise[0] * t_initial, math.inf) if len(cfg.lr_noise) == 1 else \
        (cfg.lr_noise[0] * t_initial, cfg.lr_noise[1] * t_initial)
    if not lo <= t < hi:
        return lr
    rng = np.random.default_rng([_NOISE_TAG, cfg.seed, int(t)])
    while True:
        z = float(rng.standard_normal()) * cfg.lr_noise_std
        if abs(z) < cfg.lr_noise_pct:
            return lr + lr * z


def _update_lr(step: int, cfg: TrainConfig, total_steps: int, warmup_steps: int) -> float:
    """The lr of update `step` stepped per update, before any noise."""
    if cfg.sched == "multistep" and step >= warmup_steps:   # timm's: milestone M counts from update M - 1
        per_epoch = total_steps / cfg.epochs
        milestones = sorted(m * per_epoch for m in cfg.decay_milestones)
        return cfg.lr * cfg.decay_rate ** bisect.bisect_right(milestones, step - warmup_steps + 1)
    if warmup_steps > 0 and step <= warmup_steps:
        return cfg.warmup_lr + (cfg.lr - cfg.warmup_lr) * step / warmup_steps
    if cfg.sched == "step":
        period = max(1.0, cfg.decay_epochs * total_steps / cfg.epochs)
        return cfg.lr * cfg.decay_rate ** math.floor((step - warmup_steps - 1) / period)
    return _cosine(step, cfg, total_steps, warmup_steps)


def epoch_lr(e: int, cfg: TrainConfig) -> float:
    """timm's cosine scheduler stepped per epoch (train.py without --sched-on-updates): the lr of epoch
    e (0-based), the warm-up `warmup_lr + e·(lr − warmup_lr)/warmup_epochs` while e < --warmup-epochs."""
    if e < cfg.warmup_epochs:
        return cfg.warmup_lr + e * ((cfg.lr - cfg.warmup_lr) / cfg.warmup_epochs)
    return _cosine(e, cfg, cfg.epochs, cfg.warmup_epochs)


def _cosine(t: float, cfg: TrainConfig, total: float, warmup: float) -> float:
    """timm's `CosineLRScheduler._get_lr` after the warm-up, at t (updates or epochs) of a schedule of
    `total`: with --warmup-prefix the first cycle spans total − warmup from the warm-up's end, else
    total from 0; cycle i is --lr-cycle-mul^i as long, peaks at lr × --lr-cycle-decay^i, and from
    cycle --lr-cycle-limit on the lr is min_lr; --lr-k-decay k bends each as cos(π t^k / T^k)."""
    t_initial = max(1, total - warmup) if cfg.warmup_prefix else total
    if cfg.warmup_prefix:
        t = t - warmup
    mul = cfg.lr_cycle_mul
    if mul != 1:
        i = math.floor(math.log(1 - t / t_initial * (1 - mul), mul))
        t_i = mul ** i * t_initial
        t_curr = t - (1 - mul ** i) / (1 - mul) * t_initial
    else:
        i = t // t_initial
        t_i, t_curr = t_initial, t - t_initial * i
    if i >= cfg.lr_cycle_limit:
        return cfg.min_lr
    lr_max, k = cfg.lr * cfg.lr_cycle_decay ** i, cfg.lr_k_decay
    frac = t_curr / t_i if k == 1 else t_curr ** k / t_i ** k
    return cfg.min_lr + 0.5 * (lr_max - cfg.min_lr) * (1.0 + math.cos(math.pi * frac))


def cycle_epochs(cfg: TrainConfig, bpe: int, warmup_steps: int) -> int:
    """The epochs the schedule's cycles span, as timm's factory counts them (`get_cycle_length` with the
    prefix warm-up, in the schedule's unit: per update, whole epochs down; per epoch, up): --epochs for
    one cycle; the trainer trains these and --cooldown-epochs after them."""
    if cfg.lr_cycle_limit == 1:
        return cfg.epochs
    per_update = cfg.sched_on_updates
    warmup = (warmup_steps if per_update else cfg.warmup_epochs) if cfg.warmup_prefix else 0
    t_initial = (cfg.epochs * bpe if per_update else cfg.epochs) - warmup
    mul, cycles = cfg.lr_cycle_mul, cfg.lr_cycle_limit
    t = t_initial * cycles if mul == 1 else math.floor(-t_initial * (mul ** cycles - 1) / (1 - mul))
    return int((t + warmup) // bpe) if per_update else int(math.ceil(t + warmup))


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
    start = cfg.start_epoch
    if start is not None and (isinstance(start, bool) or not isinstance(start, int) or start < 0):
        raise TrainError(f"--start-epoch {start!r}: give a whole number of epochs >= 0")
    _check_cosine_flags(cfg)


def _check_cosine_flags(cfg: TrainConfig) -> None:
    """TrainError for a bad value of timm's cosine-cycle and stepping flags, or one given to another schedule."""
    limit = cfg.lr_cycle_limit
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise TrainError(f"--lr-cycle-limit {limit!r}: give a whole number of cycles >= 1")
    for name, value, ok in (("lr-cycle-mul", cfg.lr_cycle_mul, cfg.lr_cycle_mul > 0),
                            ("lr-cycle-decay", cfg.lr_cycle_decay, cfg.lr_cycle_decay >= 0),
                            ("lr-k-decay", cfg.lr_k_decay, cfg.lr_k_decay > 0)):
        if not (math.isfinite(value) and ok):
            bound = ">= 0" if name == "lr-cycle-decay" else "> 0"
            raise TrainError(f"--{name} {value!r}: give a finite number {bound}")
    noise = cfg.lr_noise
    if noise is not None and not (len(noise) in (1, 2) and all(math.isfinite(x) and x >= 0 for x in noise)
                                  and (len(noise) == 1 or noise[0] < noise[1])):
        raise TrainError(f"--lr-noise {' '.join(map(str, noise))}: give LO or LO HI, fractions of the cosine's "
                         f"first cycle, 0 <= LO < HI")
    if not (cfg.lr_noise_pct > 0 and cfg.lr_noise_std > 0 and math.isfinite(cfg.lr_noise_std)):
        raise TrainError(f"--lr-noise-pct {cfg.lr_noise_pct} --lr-noise-std {cfg.lr_noise_std}: give numbers > 0")
    changed = [flag for flag, on in (("--lr-noise", bool(noise)), ("--no-sched-on-updates", not cfg.sched_on_updates),
                                      ("--no-warmup-prefix", not cfg.warmup_prefix),
                                      ("--lr-cycle-limit", limit != 1), ("--lr-cycle-mul", cfg.lr_cycle_mul != 1),
                                      ("--lr-k-decay", cfg.lr_k_decay != 1)) if on]
    if changed and cfg.sched != "cosine":
        raise TrainError(f"{', '.join(changed)}: hlocert takes these with --sched cosine only "
                         f"(not --sched {cfg.sched})")


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
