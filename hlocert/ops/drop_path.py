"""Drop path (stochastic depth): forward, VJP, certificate configs, mutants.

The keep mask is an input (DESIGN invariant 4): `drop_mask [B, n_blocks]`, values 0 or 1/keep,
already scaled. Block `index` multiplies its residual branch by `drop_mask[:, index]` broadcast
over every non-batch axis. The backward is the same multiply by the same mask; the broadcast mask
is saved so that both read one value.

An all-ones mask cannot tell a misplaced site from a right one (invariant 6), so `sample_aux`
always drops some examples and keeps others at 1/keep ≠ 1.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .base import Example, Mutant, Stage

MASK = "drop_mask"


def keep_scale(b, mask, index: int, like):
    """`mask[:, index]` broadcast to `like`'s shape (batch on axis 0)."""
    batch = mask.type.shape[0]
    column = b.slice(mask, (0, index), (batch, index + 1))                    # [B, 1]
    return b.broadcast_in_dim(column, like.type.shape, (0, like.type.rank - 1))


def sample_drop_mask(rng, batch: int, n_blocks: int, keep: float, index: int) -> np.ndarray:
    """Masks that drop: every column has a 0 and a 1/keep when B ≥ 2; at B = 1, column `index`
    keeps (so its gradient path is exercised) and, with more than one column, another drops."""
    scale = 1.0 / keep
    mask = np.where(rng.random((batch, n_blocks)) < keep, scale, 0.0)
    if batch >= 2:
        for j in range(n_blocks):
            dropped, kept = rng.permutation(batch)[:2]
            mask[dropped, j], mask[kept, j] = 0.0, scale
    else:
        mask[0, index] = scale
        if n_blocks > 1:
            mask[0, (index + 1) % n_blocks] = 0.0
    return mask


@dataclass
class DropPath(Stage):
    index: int
    n_blocks: int
    name: str = ""
    sample_keep: float = 0.8      # keep rate of the masks `sample_aux` draws (1/0.8 = 1.25 exactly)

    def __post_init__(self):
        if not 0 <= self.index < self.n_blocks:
            raise ValueError(f"drop path index {self.index} outside [0, n_blocks={self.n_blocks})")

    def aux_shapes(self, x_shape):
        return {MASK: (x_shape[0], self.n_blocks)}

    def sample_aux(self, rng, x_shape):
        return {MASK: sample_drop_mask(rng, x_shape[0], self.n_blocks, self.sample_keep, self.index)}

    def forward(self, b, x, params, aux):
        scale = keep_scale(b, aux[MASK], self.index, x)
        return b.mul(x, scale), scale

    def backward(self, b, dy, scale, params, aux):
        return b.mul(dy, scale), {}

    def reference(self):
        from ..reference import ops as R
        index = self.index
        return lambda x, p, aux: R.drop_path(x, aux[MASK][:, index])


def rules():
    return {"drop_path": {
        "symbolic": [Example(DropPath(1, 3), (2, 2, 2), "B2 2x2, block 1 of 3")],
        "autodiff": [Example(DropPath(5, 18), (4, 7, 7, 32), "NHWC 7x7x32, block 5 of 18")],
        "batch": lambda B: Example(DropPath(2, 4), (B, 3, 3, 4), "3x3x4, block 2 of 4"),
    }}


class DropPathUnmaskedBackward(DropPath):
    """Mutant: the backward forgets the mask (dx = dy)."""

    def backward(self, b, dy, scale, params, aux):
        return dy, {}


def mutants():
    # The drop site after the residual add is a composite's mutant (composite.py).
    return [Mutant("drop_path/unmasked-backward", DropPathUnmaskedBackward(1, 3), (2, 2, 3))]
