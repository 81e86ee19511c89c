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

from dataclasses import dataclass, replace

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
from . import register
from .base import HEAD, STEM, Bench, Net, block_key, truncated_normal


@dataclass(frozen=True)
class TinySize:
    depth: int
    width: int
    drop_path_rate: float


SIZES = {"S": TinySize(2, 16, 0.05), "M": TinySize(3, 32, 0.1)}
PATCH = 4
LN_EPS = 1e-6


@register
@dataclass(frozen=True)
class TinyCNN(Net):
    size: str = "S"
    num_classes: int = 10
    image_size: int = 32
    in_chans: int = 3
    bn: bool = False
    bn_momentum: float = 0.1        # with `+bn`, every BatchNorm's (torch's default); `+bnm{M}`
    bn_eps: float = 1e-5            # `+bne{E}`
    bn_splits: int = 1              # timm's --split-bn over this many aug splits (1: off); `+splitbn{S}`

    NAME = "tinycnn"
    TITLE = "TinyCNN"
    SIZES = SIZES
    OPTIONS = {"bn": ("bn", True)}
    BENCH = {"fm32tinycnn": Bench("tinycnn_S-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop", "TinyCNN-S 32² B=32 (CPU; the Fashion-MNIST run)",
                                 reps=10, warmup=2),
             "tinycnn": Bench("tinycnn_M-c10-i32-b32x1-adamw+wx+clip1.0+drop", "TinyCNN-M 32² B=32 (seconds)",
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

    @property
    def example_shape(self) -> tuple[int, ...]:
        return (self.image_size, self.image_size, self.in_chans)

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
        return self.batchnorm(Chain([stem, *(self.block(i, drop) for i in range(self.depth)), head]))

    def init_params(self, seed: int) -> dict[str, np.ndarray]:
        """Truncated normal σ .02 weights (timm's `trunc_normal_`), zero biases, LayerNorm and BatchNorm 1/0."""
        if self.bn_splits > 1:      # timm converts after creating: the unsplit model's draws, aux sets copied
            return self.split_bn_params(replace(self, bn_splits=1).init_params(seed))
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

    def without_batchnorm(self) -> str:
        return " without +bn"

    def gflop_per_image(self) -> float:
        """Training ≈ 3× the forward's 2·MACs (stem, 3×3 convs and dense per block, head)."""
        h, c = self.image_size // PATCH, self.width
        macs = h * h * c * PATCH * PATCH * self.in_chans + self.depth * h * h * c * c * 10 + c * self.num_classes
        return 3 * 2 * macs / 1e9

    # -- its PyTorch twin: timm has no TinyCNN, so the twin is written here from torch/timm layers
    def timm_twin(self, drop_path_rate: float = 0.0, drop_rate: float = 0.0):
        """A PyTorch `nn.Module` of this TinyCNN (torch's Conv2d/Linear/BatchNorm2d, timm's
        LayerNorm2d and DropPath), in this net's init recipe drawn by torch, its state_dict keys
        those of `timm_table()`: the PyTorch peer (`bench/peer_train.py`) and `pair --against torch`.
        torch and timm are imported here (the `[torch]` extra)."""
        return self.timm_batchnorm(_torch_twin(self, drop_path_rate))

    def timm_sites(self, module):
        """One DropPath per block, on the branch before the skip add, blocks in order."""
        return [(b, "drop_path") for b in module.blocks], None

    def layer_key(self, name: str) -> tuple[float, ...]:
        """timm has no TinyCNN: the rule of its convolutional nets' matchers, stem layer 0, block i
        layer i + 1, the head last."""
        if name.startswith("stem."):
            return STEM
        return block_key(name, r"blocks\.(\d+)\.") or HEAD

    def timm_table(self) -> list[tuple[str, str, str]]:
        """(hlocert name, twin state_dict key, kind) of every parameter and running statistic, in the
        twin's order (a BN's weight, bias, running_mean, running_var): "conv" (HWIO ↔ OIHW),
        "linear" (the 1×1 dense [in, out] ↔ torch's Linear [out, in]) or "vec"."""
        return self.same_name_table()

    def reference(self):
        from ..reference import tinycnn as ref
        return ref, ref.TinyCNNConfig(depth=self.depth, width=self.width, num_classes=self.num_classes,
                                      image_size=self.image_size, in_chans=self.in_chans, bn=self.bn, bn_eps=self.bn_eps,
                                      bn_momentum=self.bn_momentum, bn_splits=self.bn_splits)

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


def _torch_twin(model: TinyCNN, drop_path_rate: float):
    """TinyCNN in torch, NCHW: stem conv 4×4/s4 → LayerNorm over channels (eps 1e-6) or BatchNorm;
    blocks x + DropPath(Linear_C(GELU(BN?(conv3×3(x))))); head: mean over H, W → Linear."""
    from torch import nn
    from timm.layers import DropPath, LayerNorm2d

    c, bn = model.width, model.bn
    rates = [float(r) for r in model.drop_ramp(drop_path_rate)]

    class Stem(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = nn.Conv2d(model.in_chans, c, PATCH, stride=PATCH, bias=not bn)
            if bn:
                self.bn = nn.BatchNorm2d(c, eps=1e-5, momentum=0.1)
            else:
                self.norm = LayerNorm2d(c, eps=LN_EPS)

        def forward(self, x):
            return (self.bn if bn else self.norm)(self.conv(x))

    class Block(nn.Module):
        def __init__(self, rate: float):
            super().__init__()
            self.conv = nn.Conv2d(c, c, 3, padding=1, bias=not bn)
            if bn:
                self.bn = nn.BatchNorm2d(c, eps=1e-5, momentum=0.1)
            self.act = nn.GELU()          # the exact (erf) GELU
            self.fc = nn.Linear(c, c)     # over the channels, at every position
            self.drop_path = DropPath(rate) if rate > 0 else nn.Identity()

        def forward(self, x):
            y = self.act(self.bn(self.conv(x)) if bn else self.conv(x))
            y = self.fc(y.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)
            return x + self.drop_path(y)

    class Head(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = nn.Linear(c, model.num_classes)

        def forward(self, x):
            return self.fc(x.mean((2, 3)))

    class TorchTinyCNN(nn.Module):
        def __init__(self):
            super().__init__()
            self.stem = Stem()
            self.blocks = nn.Sequential(*(Block(r) for r in rates))
            self.head = Head()
            for m in self.modules():      # the net's init: timm's trunc normal σ .02, zero biases
                if isinstance(m, (nn.Conv2d, nn.Linear)):
                    nn.init.trunc_normal_(m.weight, std=0.02)
                    if m.bias is not None:
                        nn.init.zeros_(m.bias)

        def forward(self, x):
            return self.head(self.blocks(self.stem(x)))

    return TorchTinyCNN()
