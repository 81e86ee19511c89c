"""DropBlock (Ghiasi et al. 2018; timm's DropBlock2d): forward, VJP, certificate configs, mutants,
and the host's draw of its mask.

The keep mask is an input (DESIGN invariant 4), drawn on the host per step: `{name}.mask [B, H, W]`
(global like every mask: the chains scope parameters and step state, not masks, so a net names
each site in full, `layer3.0.drop_block`), one value per example and position, shared by every
channel (timm's `couple_channels`), 0 inside a dropped block and the batch's normalisation
elsewhere, already scaled. The eval forward has no DropBlock (`eval_mode`: the empty chain). Forward y = x · mask
broadcast over the channels (NHWC), backward dx = dy · the same broadcast mask, saved so that both
read one value. The normalisation is over the whole [B, H, W] map (timm's numel / sum), which is
why it is the host's: in the step the op is per example, uncoupled across the batch.

The host's draw (`draw_block_mask`) is timm 1.0.31's `drop_block_2d`: a block of kh × kw =
min(block_size, H) × min(block_size, W); seeds Bernoulli(γ) over the whole H × W map (timm ≥ 1.0.23
has one variant; the older "fast"/valid-region one is gone), with
    γ = gamma_scale · p · H · W / (kh · kw) / ((H − kh + 1) · (W − kw + 1));
each seed grows into a block by a kh × kw max-pool at stride 1, padding k // 2 (an even kernel
gives one more row/column, the first dropped); keep = 1 − block, scaled by numel / (sum + 1e-7).

An all-ones mask cannot tell a misplaced mask from a right one (invariant 6), so `sample_aux`
draws blocks that drop some positions and keep others at 1/keep ≠ 1.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .base import Chain, Example, Mutant, Stage

MASK = "mask"


def seed_rate(drop_prob: float, block_size: int, gamma_scale: float, h: int, w: int) -> float:
    """timm's γ: the seed probability per position that drops ≈ `gamma_scale · drop_prob` of a map."""
    kh, kw = min(block_size, h), min(block_size, w)
    return gamma_scale * drop_prob * h * w / (kh * kw) / ((h - kh + 1) * (w - kw + 1))


def grow_blocks(seeds: np.ndarray, block_size: int) -> np.ndarray:
    """Seeds [B, H, W] (0/1) → blocks [B, H, W]: the max over the kh × kw window at stride 1 with
    padding k // 2 (torch's max_pool2d), the leading row/column cut where k is even."""
    _, h, w = seeds.shape
    kh, kw = min(block_size, h), min(block_size, w)
    padded = np.pad(seeds, ((0, 0), (kh // 2, kh // 2), (kw // 2, kw // 2)))
    rows, cols = padded.shape[1] - kh + 1, padded.shape[2] - kw + 1
    out = np.zeros((seeds.shape[0], rows, cols), seeds.dtype)
    for i in range(kh):
        for j in range(kw):
            out = np.maximum(out, padded[:, i:i + rows, j:j + cols])
    return out[:, (kh + 1) % 2:, (kw + 1) % 2:]


def block_keep_mask(seeds: np.ndarray, block_size: int) -> np.ndarray:
    """The fed mask from a seed map: 1 − blocks, times numel / (sum + 1e-7) as timm scales it, in
    float32 and as torch divides a number by a tensor (numel · (1 / s), one rounding more than
    numel / s: the two differ by an ulp when few positions are kept), as float32."""
    keep = (1.0 - grow_blocks(seeds, block_size)).astype(np.float32)
    total = keep.sum(dtype=np.float32) + np.float32(1e-7)
    return keep * (np.float32(keep.size) * (np.float32(1.0) / total))


def draw_block_mask(rng: np.random.Generator, batch: int, h: int, w: int, drop_prob: float, block_size: int,
                    gamma_scale: float) -> np.ndarray:
    """One step's mask [B, H, W] of a DropBlock site (timm's draw; all ones at drop_prob 0)."""
    gamma = seed_rate(drop_prob, block_size, gamma_scale, h, w)
    seeds = (rng.random((batch, h, w)) < gamma).astype(np.float32)
    return block_keep_mask(seeds, block_size)


def sample_block_mask(rng, batch: int, h: int, w: int, block_size: int, keep: float) -> np.ndarray:
    """Masks that drop: one seed per example (so each has a dropped block) and the kept positions
    at 1/keep (1.25 exactly at 0.8), not the draw's numel/sum, so the symbolic level sees round
    numbers; a map small enough for one block to cover it keeps its last example whole."""
    seeds = np.zeros((batch, h, w))
    seeds[np.arange(batch), rng.integers(0, h, batch), rng.integers(0, w, batch)] = 1.0
    if batch > 1 and min(block_size, h) * min(block_size, w) >= h * w:
        seeds[-1] = 0.0
    kept = 1.0 - grow_blocks(seeds, block_size)
    if kept.sum() == 0:
        raise ValueError(f"a {block_size}-block covers the whole {h}x{w} map of a batch of {batch}: no kept value")
    return kept / keep


@dataclass
class DropBlock(Stage):
    block_size: int = 7           # timm's block_size (the draw's; the op reads only the mask)
    name: str = ""
    sample_keep: float = 0.8      # the kept value of `sample_aux`'s masks is 1/0.8 = 1.25 exactly

    def _check(self, x_shape):
        if len(x_shape) != 4:
            raise ValueError(f"drop block {self.name!r} takes NHWC maps [B, H, W, C], got shape {x_shape}")

    def aux_shapes(self, x_shape):
        self._check(x_shape)
        return {self.pname(MASK): tuple(x_shape[:3])}

    def sample_aux(self, rng, x_shape):
        b, h, w, _ = x_shape
        return {self.pname(MASK): sample_block_mask(rng, b, h, w, self.block_size, self.sample_keep)}

    def _broadcast(self, b, aux, like):
        """The mask [B, H, W] broadcast over like's channels."""
        return b.broadcast_in_dim(aux[self.pname(MASK)], like.type.shape, (0, 1, 2))

    def forward(self, b, x, params, aux):
        self._check(x.type.shape)
        mask = self._broadcast(b, aux, x)
        return b.mul(x, mask), mask

    def backward(self, b, dy, mask, params, aux):
        return b.mul(dy, mask), {}

    def eval_mode(self):
        """The eval forward has no DropBlock (timm's DropBlock2d passes x through out of training)."""
        return Chain([])

    def reference(self):
        from ..reference import ops as R
        name = self.pname(MASK)
        return lambda x, p, aux: R.drop_block(x, aux[name])


def rules():
    return {"drop_block": {
        "symbolic": [Example(DropBlock(3, name="drop_block"), (2, 3, 3, 2), "B2 3x3x2, block 3"),
                     Example(DropBlock(2), (1, 4, 3, 1), "B1 4x3, block 2 (even)")],
        "autodiff": [Example(DropBlock(5, name="layer3.0.drop_block"), (4, 14, 14, 32), "NHWC 14x14x32, block 5"),
                     Example(DropBlock(3, name="layer4.0.drop_block"), (4, 7, 7, 16), "NHWC 7x7x16, block 3")],
        "batch": lambda B: Example(DropBlock(3), (B, 5, 5, 3), "5x5x3, block 3"),
    }}


class DropBlockUnmaskedBackward(DropBlock):
    """Mutant: the backward forgets the mask (dx = dy)."""

    def backward(self, b, dy, mask, params, aux):
        return dy, {}


class DropBlockUnscaledBackward(DropBlock):
    """Mutant: the backward masks by the 0/1 blocks, forgetting the normalisation (dx = dy · [mask > 0])."""

    def backward(self, b, dy, mask, params, aux):
        kept = b.compare(mask, b.scalar(0.0, mask), "GT")
        return b.select(kept, dy, b.scalar(0.0, dy)), {}


class DropBlockTransposedMask(DropBlock):
    """Mutant: the mask read with its H and W swapped (a [B, W, H] layout), forward and backward."""

    def _broadcast(self, b, aux, like):
        return b.broadcast_in_dim(aux[self.pname(MASK)], like.type.shape, (0, 2, 1))


def mutants():
    return [
        Mutant("drop_block/unmasked-backward", DropBlockUnmaskedBackward(3), (2, 3, 3, 2)),
        Mutant("drop_block/unscaled-backward", DropBlockUnscaledBackward(3), (2, 3, 3, 2)),
        Mutant("drop_block/transposed-mask", DropBlockTransposedMask(2), (2, 4, 4, 1)),
    ]
