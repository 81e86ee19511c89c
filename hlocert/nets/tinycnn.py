"""TinyCNN: a small all-conv residual net, the second net of the house (proof that a new net is one
spec file here plus its reference in hlocert/reference/).

    stem   conv 4×4/s4 → LayerNorm
    block  conv 3×3 (pad 1) → GELU → dense C → drop path → + x
    head   global average pool → dense

Every stage is an existing certified rule; the backward comes from their VJP rules through the
Chain/Residual combinator.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ops.base import Chain, Residual
from ..ops.conv import Conv2D
from ..ops.dense import Dense
from ..ops.drop_path import DropPath
from ..ops.gelu import GeluErf
from ..ops.layer_norm import LayerNorm
from ..ops.pooling import GlobalAvgPool
from .base import Net, truncated_normal


@dataclass(frozen=True)
class TinySize:
    depth: int
    width: int
    drop_path_rate: float


SIZES = {"S": TinySize(2, 16, 0.05), "M": TinySize(3, 32, 0.1)}
PATCH = 4
LN_EPS = 1e-6


@dataclass(frozen=True)
class TinyCNN(Net):
    size: str = "S"
    num_classes: int = 10
    image_size: int = 32
    in_chans: int = 3

    NAME = "tinycnn"
    SIZES = SIZES
    BENCH = {"tinycnn": ("tinycnn_M-c10-i32-b32x1-adamw+wx+clip1.0+drop", False, 3, 1, 16, 8, 1,
                         "TinyCNN-M 32² B=32 (seconds)")}

    def __post_init__(self):
        if self.size not in SIZES:
            raise ValueError(f"unknown TinyCNN size {self.size!r}; valid: {', '.join(SIZES)}")
        if self.image_size % PATCH or self.image_size <= 0:
            raise ValueError(f"image size must be a positive multiple of {PATCH}, got {self.image_size}")
        if self.num_classes < 1:
            raise ValueError(f"num_classes must be >= 1, got {self.num_classes}")

    @property
    def depth(self) -> int:
        return SIZES[self.size].depth

    @property
    def width(self) -> int:
        return SIZES[self.size].width

    @property
    def drop_sites(self) -> int:
        return self.depth

    def x_shape(self, batch: int) -> tuple[int, ...]:
        return (batch, self.image_size, self.image_size, self.in_chans)

    def net(self, drop: bool = False) -> Chain:
        c = self.width
        stem = Chain([Conv2D(c, kernel=(PATCH, PATCH), stride=(PATCH, PATCH), name="conv", input_grad=False),
                      LayerNorm(name="norm", eps=LN_EPS)], name="stem")
        blocks = []
        for i in range(self.depth):
            branch = [Conv2D(c, kernel=(3, 3), padding=((1, 1), (1, 1)), name="conv"), GeluErf(), Dense(c, name="fc")]
            if drop:
                branch.append(DropPath(index=i, n_blocks=self.depth))
            blocks.append(Residual(Chain(branch), name=f"blocks.{i}"))
        head = Chain([GlobalAvgPool(), Dense(self.num_classes, name="fc")], name="head")
        return Chain([stem, *blocks, head])

    def init_params(self, seed: int) -> dict[str, np.ndarray]:
        """Truncated normal (±2σ) σ .02 weights, zero biases, LayerNorm 1/0."""
        rng = np.random.default_rng(seed)
        return {name: truncated_normal(rng, shape, 0.02) if name.endswith(".w")
                else np.ones(shape, np.float32) if name.endswith(".norm.g") else np.zeros(shape, np.float32)
                for name, shape in self.param_shapes().items()}

    def drop_ramp(self, rate: float | None = None) -> np.ndarray:
        rate = SIZES[self.size].drop_path_rate if rate is None else rate
        return np.linspace(0.0, rate, self.depth)

    def describe(self) -> str:
        return f"TinyCNN-{self.size}"

    def gflop_per_image(self) -> float:
        """Training ≈ 3× the forward's 2·MACs (stem, 3×3 convs and dense per block, head)."""
        h, c = self.image_size // PATCH, self.width
        macs = h * h * c * PATCH * PATCH * self.in_chans + self.depth * h * h * c * c * 10 + c * self.num_classes
        return 3 * 2 * macs / 1e9

    def reference(self):
        from ..reference import tinycnn as ref
        return ref, ref.TinyCNNConfig(depth=self.depth, width=self.width, num_classes=self.num_classes,
                                      image_size=self.image_size)

    @classmethod
    def gate_model(cls) -> "TinyCNN":
        return cls("S", 10, 16)


NET = TinyCNN
