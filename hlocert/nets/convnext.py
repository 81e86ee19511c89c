"""ConvNeXt (Liu et al. 2022) as a chain of certified stages, reading like the paper.

    stem   conv 4×4/s4 → LayerNorm
    stage  (s > 0: LayerNorm → conv 2×2/s2) → blocks
    block  dwconv 7×7 → LayerNorm → dense 4C → GELU → dense C → LayerScale γ → drop path → + x
    head   global average pool → LayerNorm → dense

Only the shape of the net lives here. Its backward comes from the stages' own VJP rules through
the Chain/Residual combinator; the text comes from hlocert.render.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ops.base import Chain, Residual
from ..ops.conv import Conv2D
from ..ops.dense import Dense
from ..ops.depthwise_shifted import DepthwiseShifted
from ..ops.drop_path import DropPath
from ..ops.gelu import GeluErf, GeluTanh
from ..ops.layer_norm import LayerNorm
from ..ops.layer_scale import LayerScale
from ..ops.loss import SoftmaxCrossEntropy
from ..ops.patchify_matmul import PatchifyMatmul
from ..ops.pooling import GlobalAvgPool


@dataclass(frozen=True)
class ConvNeXtSize:
    depths: tuple[int, int, int, int]
    dims: tuple[int, int, int, int]
    drop_path_rate: float = 0.0     # the recipe's stochastic-depth rate (the ramp is the host's)


SIZES = {
    "T": ConvNeXtSize((3, 3, 9, 3), (96, 192, 384, 768), 0.1),
    "S": ConvNeXtSize((3, 3, 27, 3), (96, 192, 384, 768), 0.4),
    "B": ConvNeXtSize((3, 3, 27, 3), (128, 256, 512, 1024), 0.5),
    "atto": ConvNeXtSize((2, 2, 6, 2), (40, 80, 160, 320), 0.0),
    "micro": ConvNeXtSize((1, 1, 1, 1), (4, 8, 12, 16), 0.1),
}
# Conv families with two certified lowerings of one function (render/targets.py picks per
# target); the first of each is the variant grammar's default.
LOWERINGS = {"depthwise": ("conv", "mac"), "patchify": ("conv", "matmul")}
LN_EPS = 1e-6
LAYER_SCALE_INIT = 1e-6


@dataclass(frozen=True)
class ConvNeXt:
    size: str = "T"
    num_classes: int = 1000
    image_size: int = 224
    gelu: str = "erf"           # "erf" (exact, the paper's) or "tanh"
    depthwise: str = "conv"     # "conv" (one stablehlo.convolution) or "mac" (49 shifted multiply-adds)
    patchify: str = "conv"      # stem and downsampling: "conv" (stablehlo.convolution) or "matmul" (dot_general)
    in_chans: int = 3

    def __post_init__(self):
        if self.size not in SIZES:
            raise ValueError(f"unknown ConvNeXt size {self.size!r}; valid: {', '.join(SIZES)}")
        if self.gelu not in ("erf", "tanh"):
            raise ValueError(f"gelu must be 'erf' or 'tanh', got {self.gelu!r}")
        for family, lowerings in LOWERINGS.items():
            if getattr(self, family) not in lowerings:
                raise ValueError(f"{family} must be one of {', '.join(map(repr, lowerings))}, "
                                 f"got {getattr(self, family)!r}")
        if self.image_size % 32 or self.image_size <= 0:
            raise ValueError(f"image size must be a positive multiple of 32, got {self.image_size}")
        if self.num_classes < 1:
            raise ValueError(f"num_classes must be >= 1, got {self.num_classes}")

    @property
    def depths(self):
        return SIZES[self.size].depths

    @property
    def dims(self):
        return SIZES[self.size].dims

    @property
    def total_blocks(self) -> int:
        return sum(self.depths)

    def x_shape(self, batch: int) -> tuple[int, ...]:
        return (batch, self.image_size, self.image_size, self.in_chans)

    def block(self, dim: int, index: int, name: str, drop: bool) -> Residual:
        gelu = GeluErf() if self.gelu == "erf" else GeluTanh()
        branch = [
            # Two certified lowerings of one function, same parameters: XLA-CPU's depthwise
            # convolution is its weak spot (facts.md), the shifted multiply-adds avoid it.
            Conv2D(dim, kernel=(7, 7), padding=((3, 3), (3, 3)), groups=dim, name="dwconv")
            if self.depthwise == "conv" else DepthwiseShifted(kernel=(7, 7), padding=3, name="dwconv"),
            LayerNorm(name="norm", eps=LN_EPS),
            Dense(4 * dim, name="fc1"),
            gelu,
            Dense(dim, name="fc2"),
            LayerScale(),
        ]
        if drop:   # on the residual branch, between LayerScale and the skip add (invariant 6)
            branch.append(DropPath(index=index, n_blocks=self.total_blocks))
        return Residual(Chain(branch), name=name)

    def patchify_stage(self, out_channels: int, k: int, input_grad: bool = True):
        """The stem's k=4 and the downsampling k=2 conv (stride = kernel): two certified lowerings
        of one function, same parameters; IREE-CPU runs the convolution form's weight gradient
        ~10x slower than the contraction (bench/profile_iree.py)."""
        if self.patchify == "conv":
            return Conv2D(out_channels, kernel=(k, k), stride=(k, k), name="conv", input_grad=input_grad)
        return PatchifyMatmul(out_channels, kernel=(k, k), name="conv", input_grad=input_grad)

    def net(self, drop: bool = False) -> Chain:
        """Image [B, H, W, 3] → logits [B, classes]; with `drop`, one stochastic-depth site per
        block whose keep masks are the input `drop_mask` [B, blocks]."""
        stages = [Chain([self.patchify_stage(self.dims[0], 4, input_grad=False),
                         LayerNorm(name="norm", eps=LN_EPS)], name="stem")]
        index = 0
        for s, (depth, dim) in enumerate(zip(self.depths, self.dims)):
            parts = []
            if s > 0:
                parts.append(Chain([LayerNorm(name="norm", eps=LN_EPS), self.patchify_stage(dim, 2)],
                                   name="down"))
            for j in range(depth):
                parts.append(self.block(dim, index, f"blocks.{j}", drop))
                index += 1
            stages.append(Chain(parts, name=f"stages.{s}"))
        stages.append(Chain([GlobalAvgPool(), LayerNorm(name="norm", eps=LN_EPS),
                             Dense(self.num_classes, name="fc")], name="head"))
        return Chain(stages)

    def loss(self) -> SoftmaxCrossEntropy:
        return SoftmaxCrossEntropy()

    def param_shapes(self) -> dict[str, tuple[int, ...]]:
        return self.net().param_shapes(self.x_shape(1))

    def init_params(self, seed: int) -> dict[str, np.ndarray]:
        """Host-side init, seeded: truncated normal (±2σ) σ .02 for conv/dense weights, zero
        biases, LayerNorm 1/0, LayerScale γ 1e-6."""
        rng = np.random.default_rng(seed)
        params = {}
        for name, shape in self.param_shapes().items():
            leaf = name.rsplit(".", 1)[-1]
            if leaf == "w":
                params[name] = _truncated_normal(rng, shape, 0.02)
            elif leaf == "gamma":
                params[name] = np.full(shape, LAYER_SCALE_INIT, np.float32)
            elif leaf == "g":
                params[name] = np.ones(shape, np.float32)
            else:
                params[name] = np.zeros(shape, np.float32)
        return params

    def drop_ramp(self, rate: float | None = None) -> np.ndarray:
        """Per-block drop probabilities linspace(0, rate, Σdepths) (the host's business)."""
        rate = SIZES[self.size].drop_path_rate if rate is None else rate
        return np.linspace(0.0, rate, self.total_blocks)


def _truncated_normal(rng, shape, std):
    out = rng.standard_normal(shape)
    bad = np.abs(out) > 2
    while bad.any():
        out[bad] = rng.standard_normal(int(bad.sum()))
        bad = np.abs(out) > 2
    return (out * std).astype(np.float32)


def draw_drop_mask(rng: np.random.Generator, batch: int, ramp: np.ndarray) -> np.ndarray:
    """Keep masks [B, blocks]: Bernoulli(1 − p) / (1 − p) per example and block."""
    keep = 1.0 - np.asarray(ramp)
    draws = rng.random((batch, len(ramp))) < keep
    return np.where(draws, 1.0 / np.where(keep > 0, keep, 1.0), 0.0).astype(np.float32)
