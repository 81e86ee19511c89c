"""TinyCNN: a small all-conv residual net, the second net of the house (proof that a new net is one
spec file here plus its reference in hlocert/reference/).

    stem   conv 4×4/s4 → LayerNorm
    block  conv 3×3 (pad 1) → GELU → dense C → drop path → + x
    head   global average pool → dense

Every stage is an existing certified rule; the backward comes from their VJP rules through the
Chain/Residual combinator.

Option `bn` (`+bn`), the tiny BatchNorm net: a BatchNorm (training mode; eps 1e-5, momentum 0.1)
after every conv — `stem.bn` in place of the stem's LayerNorm, `blocks.{i}.bn` between each
block's conv and GELU — and those convs without bias (BatchNorm's mean subtraction cancels it, so
its gradient would be zero). Its running statistics are the net's step state; the eval forward
normalises by them (`Net.eval_net`).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ops.base import Chain, Residual, Stage
from ..ops.batchnorm import BatchNorm
from ..ops.composite import DropAfterAdd
from ..ops.conv import Conv2D
from ..ops.dense import Dense
from ..ops.drop_path import DropPath
from ..ops.gelu import GeluErf
from ..ops.layer_norm import LayerNorm
from ..ops.pooling import GlobalAvgPool
from .base import Bench, Net, truncated_normal


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
    bn: bool = False

    NAME = "tinycnn"
    TITLE = "TinyCNN"
    SIZES = SIZES
    OPTIONS = {"bn": ("bn", True)}
    BENCH = {"tinycnn": Bench("tinycnn_M-c10-i32-b32x1-adamw+wx+clip1.0+drop", "TinyCNN-M 32² B=32 (seconds)",
                              loader_images=16, loader_batch=8, loader_reps=1)}

    def image_rule(self) -> tuple[int, int, str]:
        return PATCH, PATCH, f"a positive multiple of {PATCH}"

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

    def block(self, i: int, drop: bool) -> Residual:
        c = self.width
        conv = Conv2D(c, kernel=(3, 3), padding=((1, 1), (1, 1)), bias=not self.bn, name="conv")
        branch = [conv, *([BatchNorm(name="bn")] if self.bn else []), GeluErf(), Dense(c, name="fc")]
        if drop:   # on the residual branch, before the skip add
            branch.append(DropPath(index=i, n_blocks=self.depth))
        return Residual(Chain(branch), name=f"blocks.{i}")

    def net(self, drop: bool = False) -> Chain:
        c = self.width
        stem = Chain([Conv2D(c, kernel=(PATCH, PATCH), stride=(PATCH, PATCH), bias=not self.bn, name="conv",
                             input_grad=False),
                      BatchNorm(name="bn") if self.bn else LayerNorm(name="norm", eps=LN_EPS)], name="stem")
        head = Chain([GlobalAvgPool(), Dense(self.num_classes, name="fc")], name="head")
        return Chain([stem, *(self.block(i, drop) for i in range(self.depth)), head])

    def init_params(self, seed: int) -> dict[str, np.ndarray]:
        """Truncated normal (±2σ) σ .02 weights, zero biases, LayerNorm and BatchNorm 1/0."""
        rng = np.random.default_rng(seed)
        return {name: truncated_normal(rng, shape, 0.02) if name.endswith(".w")
                else np.ones(shape, np.float32) if name.endswith((".norm.g", ".bn.g")) else np.zeros(shape, np.float32)
                for name, shape in self.param_shapes().items()}

    def drop_ramp(self, rate: float | None = None) -> np.ndarray:
        rate = SIZES[self.size].drop_path_rate if rate is None else rate
        return np.linspace(0.0, rate, self.depth)

    def details(self) -> str:
        return ("bn: BatchNorm after every conv (training mode: batch statistics, eps 1e-5, momentum 0.1; "
                "running statistics are step state)") if self.bn else ""

    def gflop_per_image(self) -> float:
        """Training ≈ 3× the forward's 2·MACs (stem, 3×3 convs and dense per block, head)."""
        h, c = self.image_size // PATCH, self.width
        macs = h * h * c * PATCH * PATCH * self.in_chans + self.depth * h * h * c * c * 10 + c * self.num_classes
        return 3 * 2 * macs / 1e9

    def reference(self):
        from ..reference import tinycnn as ref
        return ref, ref.TinyCNNConfig(depth=self.depth, width=self.width, num_classes=self.num_classes,
                                      image_size=self.image_size, bn=self.bn)

    @classmethod
    def gate_model(cls) -> "TinyCNN":
        return cls("S", 10, 16)

    @classmethod
    def mutants(cls) -> dict[str, "TinyCNN"]:
        small = cls.gate_model()
        return {f"{cls.NAME}/drop-after-add": DropAfterAddTinyCNN(small.size, small.num_classes, small.image_size),
                f"{cls.NAME}/bn-net-cross-example-op": CrossExampleTinyCNN(small.size, small.num_classes,
                                                                             small.image_size, bn=True)}


@dataclass(frozen=True)
class DropAfterAddTinyCNN(TinyCNN):
    """drop mask applied to the block output (branch + x) instead of the branch"""

    def block(self, i, drop):
        res = super().block(i, drop)
        return DropAfterAdd(res.branch, name=res.name) if drop else res


@dataclass
class BatchCentre(Stage):
    """y = x − the batch mean of x (per position and channel), an unmarked reduction over the
    examples; backward dx = dy − the batch mean of dy (its exact VJP)."""

    def _centre(self, b, v):
        mean = b.div(b.reduce(v, (0,)), b.scalar(float(v.type.shape[0]), b.reduce(v, (0,))))
        return b.sub(v, b.broadcast_in_dim(mean, v.type.shape, (1, 2, 3)))

    def forward(self, b, x, params, aux):
        return self._centre(b, x), None

    def backward(self, b, dy, saved, params, aux):
        return self._centre(b, dy), {}


@dataclass(frozen=True)
class CrossExampleTinyCNN(TinyCNN):
    """a BatchNorm net with one more cross-example op beside the declared BatchNorm statistics: each
    block's branch centred on the batch mean after its GELU"""

    def block(self, i, drop):
        res = super().block(i, drop)
        stages = res.branch.stages
        at = next(k for k, s in enumerate(stages) if isinstance(s, GeluErf)) + 1
        return Residual(Chain([*stages[:at], BatchCentre(), *stages[at:]]), name=res.name)


NET = TinyCNN
