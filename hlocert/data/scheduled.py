"""Scheduled training resolutions (timm's `--train-img-sizes`, its loader's ScheduledBatchSampler,
written here from its formulas): each train batch of an epoch is one of K choices, an image size
and the batch size that goes with it.

* Base weights w (`--train-size-probs`; uniform when not given), normalised; a zero weight leaves
  its choice out of every schedule.
* `constant`: the choices drawn with w. `progressive` (over `epochs`): in epoch e a window centred
  at c = min(max(e / (epochs − 1), 0), 1) · (K − 1) (c = K − 1 when epochs = 1) of Gaussian weights
  exp(−½((i − c)/spread)²) (spread 0: the choice(s) nearest c), times w, normalised (all zero: the
  active choice nearest c), then mixed with the uniform over the active choices:
  (1 − mix) · window + mix · uniform, normalised.
* The policy-average batch: Σ w_i b_i (constant), or its mean over the `epochs` epochs' weights
  (progressive). timm's lr is scaled from it (`--lr-base`) and its loss scale is relative to it.
* Batches an epoch: `num_batches` when given (`--train-batches-per-epoch`), every batch drawn i.i.d.
  from the epoch's weights, the sample order cycled when it runs out. Else, progressive: N // b when
  every batch size is b, else int(N / average); constant: a sample budget — choices drawn one after
  the other among those whose batch still fits the N samples left, until the smallest does not —
  made once for the run, the same batches every epoch in an order shuffled per epoch.

timm draws with torch's generator (seeds seed, seed + 2e, seed + 2e + 1); hlocert draws with numpy's,
keyed by (tag, seed, epoch): the same weights, schedule, counts and average, other draws (tied in
distribution to timm's sampler in tests/data/test_scheduled_torch.py). A batch's choice is a pure
function of (seed, epoch, index), so a resumed epoch gives the same sequence.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from .errors import DataError

_BUDGET_TAG = 0x5B0D
_FIXED_TAG = 0x5F1C
_SHUFFLE_TAG = 0x55F1

SCHEDULES = ("constant", "progressive")


@dataclass(frozen=True)
class SizeSchedule:
    """K choices: `sizes[i]` with `batches[i]` images; `samples` N, the samples one epoch draws from."""
    sizes: tuple[int, ...]
    batches: tuple[int, ...]
    samples: int
    seed: int = 0
    weights: tuple[float, ...] | None = None
    schedule: str = "constant"
    epochs: int | None = None
    spread: float = 0.65
    random_mix: float = 0.1
    num_batches: int | None = None
    _cache: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        k = len(self.sizes)
        if k < 1:
            raise DataError("--train-img-sizes: give at least one size")
        if len(self.batches) != k:
            raise DataError("--train-batch-sizes and --train-img-sizes must have the same length "
                            f"({len(self.batches)} and {k})")
        if self.weights is not None and len(self.weights) != k:
            raise DataError("--train-size-probs and --train-img-sizes must have the same length "
                            f"({len(self.weights)} and {k})")
        if any(int(s) != s or s <= 0 for s in self.sizes):
            raise DataError(f"--train-img-sizes {' '.join(map(str, self.sizes))}: every size a whole number > 0")
        if any(int(b) != b or b <= 0 for b in self.batches):
            raise DataError(f"--train-batch-sizes {' '.join(map(str, self.batches))}: every batch a whole number > 0")
        if self.num_batches is not None and (int(self.num_batches) != self.num_batches or self.num_batches <= 0):
            raise DataError(f"--train-batches-per-epoch {self.num_batches}: give a whole number > 0")
        if self.schedule not in SCHEDULES:
            raise DataError(f"--train-size-schedule {self.schedule!r}: constant or progressive")
        if self.schedule == "progressive":
            if k < 2:
                raise DataError("--train-size-schedule progressive moves across the sizes: give at least two")
            if self.epochs is None or int(self.epochs) != self.epochs or self.epochs <= 0:
                raise DataError(f"--train-size-schedule progressive spans --epochs: give a whole number > 0, "
                                f"got {self.epochs}")
            if not (math.isfinite(self.spread) and self.spread >= 0):
                raise DataError(f"--train-size-schedule-spread {self.spread!r}: give a number >= 0")
            if not 0 <= self.random_mix <= 1:
                raise DataError(f"--train-size-random-mix {self.random_mix!r}: give a number in [0, 1]")
        w = self.base_weights          # checks the weights
        if self.num_batches is None and self.schedule == "constant" and not self.budget:
            raise DataError(f"no batch of {min(self.batches[i] for i in np.flatnonzero(w))} fits the "
                            f"{self.samples} training images: give smaller --train-batch-sizes")
        if self.batches_per_epoch < 1:
            raise DataError(f"the {self.samples} training images give no batch at the policy-average batch "
                            f"{self.average_batch:g}: give smaller --train-batch-sizes")

    # -- weights ----------------------------------------------------------------------------------
    @cached_property
    def base_weights(self) -> np.ndarray:
        k = len(self.sizes)
        if self.weights is None:
            return np.full(k, 1.0 / k)
        w = np.asarray(self.weights, np.float64)
        if not (np.isfinite(w).all() and (w >= 0).all() and w.sum() > 0):
            raise DataError(f"--train-size-probs {' '.join(map(str, self.weights))}: finite weights >= 0, "
                            f"summing to more than 0")
        return w / w.sum()

    def weights_at(self, epoch: int) -> np.ndarray:
        """The choice weights of epoch `epoch` (0-based; module docstring)."""
        w = self.base_weights
        k = len(self.sizes)
        if self.schedule == "constant" or k == 1:
            return w
        progress = 1.0 if self.epochs == 1 else min(max(epoch / (self.epochs - 1), 0.0), 1.0)
        at = np.arange(k, dtype=np.float64)
        centre = progress * (k - 1)
        if self.spread == 0:
            d = np.abs(at - centre)
            window = (d == d.min()).astype(np.float64)
        else:
            window = np.exp(-0.5 * ((at - centre) / self.spread) ** 2)
        window = window * w
        if window.sum() <= 0:
            active = np.flatnonzero(w > 0)
            window = np.zeros(k)
            window[min(active, key=lambda i: abs(i - centre))] = 1.0
        else:
            window = window / window.sum()
        if self.random_mix:
            uniform = (w > 0).astype(np.float64)
            uniform = uniform / uniform.sum()
            window = (1.0 - self.random_mix) * window + self.random_mix * uniform
        return window / window.sum()

    @cached_property
    def average_batch(self) -> float:
        """The policy-average batch (module docstring)."""
        b = np.asarray(self.batches, np.float64)
        if self.schedule == "progressive":
            return float(np.mean([self.weights_at(e) @ b for e in range(self.epochs)]))
        return float(self.base_weights @ b)

    # -- batches ----------------------------------------------------------------------------------
    @cached_property
    def budget(self) -> tuple[int, ...]:
        """The sample-budget schedule (constant, no `num_batches`): the choices, in draw order."""
        if self.num_batches is not None or self.schedule != "constant":
            return ()
        rng = np.random.default_rng([_BUDGET_TAG, self.seed])
        w, left, out = self.base_weights, self.samples, []
        active = np.flatnonzero(w > 0)
        least = min(self.batches[i] for i in active)
        while left >= least:
            fits = [i for i in active if self.batches[i] <= left]
            p = w[fits] / w[fits].sum()
            i = int(fits[rng.choice(len(fits), p=p)])
            out.append(i)
            left -= self.batches[i]
        return tuple(out)

    @cached_property
    def batches_per_epoch(self) -> int:
        if self.num_batches is not None:
            return int(self.num_batches)
        if self.schedule == "constant":
            return len(self.budget)
        if len(set(self.batches)) == 1:
            return self.samples // self.batches[0]
        return int(self.samples / self.average_batch)

    def choices(self, epoch: int) -> np.ndarray:
        """The choice of each batch of epoch `epoch`, in the order they are trained (int64 [batches])."""
        if epoch not in self._cache:
            if self.num_batches is None and self.schedule == "constant":
                plan = np.asarray(self.budget, np.int64)
            else:
                w = self.weights_at(epoch)
                plan = np.random.default_rng([_FIXED_TAG, self.seed, epoch]).choice(
                    len(w), size=self.batches_per_epoch, p=w).astype(np.int64)
            if len(plan) > 1:
                plan = plan[np.random.default_rng([_SHUFFLE_TAG, self.seed, epoch]).permutation(len(plan))]
            if len(self._cache) > 4:
                self._cache.clear()
            self._cache[epoch] = plan
        return self._cache[epoch]

    def offsets(self, epoch: int) -> np.ndarray:
        """The first sample position of each batch of epoch `epoch` (and the total, last): batch b
        takes positions offsets[b] .. offsets[b+1] − 1 of the epoch's order (cycled past N)."""
        sizes = np.asarray(self.batches, np.int64)[self.choices(epoch)]
        return np.concatenate([[0], np.cumsum(sizes)])


def loss_scale(batch: int, average: float, mode: str) -> float:
    """timm's --variable-batch-loss-scale: the loss of a batch of `batch` images multiplied by
    (batch / average)^p, p = 0 (none), ½ (sqrt), 1 (linear)."""
    if mode == "none":
        return 1.0
    ratio = batch / average
    if mode == "sqrt":
        return ratio ** 0.5
    if mode == "linear":
        return ratio
    raise DataError(f"--variable-batch-loss-scale {mode!r}: none, sqrt or linear")
