"""timm's repeated augmentation (`--aug-repeats N`, timm/data/distributed_sampler.py's RepeatAugSampler,
from DeiT) as the train loader's epoch order.

timm repeats each index of the epoch's permutation N times in place ([a, a, a, b, b, b, …] for
N = 3; a fractional N takes index ⌊i / N⌋ for i < ⌈N·n⌉), deals that list round-robin to the W
processes (rank r: items r, r + W, r + 2W, …, wrapping past the end to pad), and gives each rank
only its first `num_selected` items: ⌊(n // 256 · 256) / W⌋ (⌈n / W⌉ for n < 256), at most
⌈N·n / W⌉. So the copies of an image go to different ranks at the same place of their streams,
and an epoch is about n samples in all — about n / N distinct images, each N times.

Here W is the run's replicas (timm's processes, one device each) and the permutation is the
loader's own, drawn from (seed, epoch). `global_order` lays the replicas' streams out as the
loader's global batches: replica r holds rows r·R … (r+1)·R − 1 of each (R = its batch × the
accumulation steps, its micro-batches in stream order), exactly the rows timm's rank r reads for
that update. An epoch is ⌊num_selected / R⌋ updates, as timm's loader drops its short batch (it
also takes a short final accumulation, which hlocert's updates, all of K micro-batches, drop).
"""
from __future__ import annotations

import math

import numpy as np

# timm's RepeatAugSampler defaults (create_loader passes neither): an epoch's samples rounded down
# to a multiple of 256, divided over the ranks
SELECTED_ROUND = 256


def selected_per_replica(n: int, repeats: float, replicas: int) -> int:
    """timm's `num_selected_samples`: the samples one rank reads an epoch."""
    num_samples = int(math.ceil(n * repeats / replicas))
    if n >= SELECTED_ROUND:
        selected = int(math.floor(n // SELECTED_ROUND * SELECTED_ROUND / replicas))
    else:
        selected = int(math.ceil(n / replicas))
    return min(selected, num_samples)


def repeated(perm: np.ndarray, repeats: float) -> np.ndarray:
    """The permutation with each index repeated in place (timm's `repeat_interleave`; for a
    fractional N, index ⌊i / N⌋ of the permutation for i < ⌈N·n⌉, floor division as Python's)."""
    if float(repeats).is_integer():
        return np.repeat(perm, int(repeats))
    size = int(math.ceil(repeats * len(perm)))
    return perm[np.floor_divide(np.arange(size, dtype=np.float64), repeats).astype(np.int64)]


def replica_stream(perm: np.ndarray, repeats: float, replicas: int, rank: int) -> np.ndarray:
    """The samples rank `rank` of `replicas` reads an epoch, in order (timm's `__iter__` on `perm`)."""
    indices = repeated(perm, repeats)
    n = len(perm)
    total = int(math.ceil(n * repeats / replicas)) * replicas
    picks = np.arange(rank, total, replicas)[:selected_per_replica(n, repeats, replicas)]
    return indices[picks % len(indices)]


def updates_per_epoch(n: int, repeats: float, replicas: int, rows_per_replica: int) -> int:
    """Global batches an epoch: each replica's stream in whole updates of `rows_per_replica`."""
    return selected_per_replica(n, repeats, replicas) // rows_per_replica


def global_order(perm: np.ndarray, repeats: float, replicas: int, rows_per_replica: int) -> np.ndarray:
    """The epoch's samples by global position: batch u is replica 0's rows of update u, then
    replica 1's, …; each replica's rows its stream's next `rows_per_replica` samples."""
    R = rows_per_replica
    updates = updates_per_epoch(len(perm), repeats, replicas, R)
    streams = [replica_stream(perm, repeats, replicas, r)[:updates * R].reshape(updates, R) for r in range(replicas)]
    return np.stack(streams, axis=1).reshape(-1)
