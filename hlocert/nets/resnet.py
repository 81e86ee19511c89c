"""ResNet (He et al. 2016; torchvision's v1.5 layout = timm's `resnet34`, `resnet50`) as a chain of
certified stages.

    stem        conv 7×7/s2 (no bias) → BN → ReLU → max-pool 3×3/s2 pad 1
    basic       x' = ReLU(BN(conv 3×3/s(ReLU(BN(conv 3×3/s x)))) + shortcut(x))         (R34: [3,4,6,3])
    bottleneck  conv 1×1 → BN → ReLU → conv 3×3/s → BN → ReLU → conv 1×1 ×4 → BN, + shortcut,
                ReLU (the stride on the 3×3: v1.5)                                        (R50: [3,4,6,3])
    shortcut    identity, or 1×1 conv/s (no bias) → BN where the block changes the shape
    head        global average pool → dense

Stages 1–4 have widths 64, 128, 256, 512 (a bottleneck's output is 4×), stride 1 then 2, 2, 2.
DropBlock (timm's `drop_block_rate`, the name's `+dropblock{R}`, off by default): timm's
`drop_blocks(R)` gives every block of layer3 a DropBlock2d of block 5, γ-scale 0.25 and every block
of layer4 one of block 3, γ-scale 1, after bn1 of a basic block and bn2 of a bottleneck (before its
ReLU); each site a certified `drop_block` stage (ops/drop_block.py) reading its own mask input
`layer{i}.{j}.drop_block.mask` [B, H, W], drawn by the host per step and replica (`draw_block_masks`).
The eval forward has none.
BatchNorm: eps 1e-5, momentum 0.1 (timm's --bn-eps/--bn-momentum: `+bne{E}`/`+bnm{M}`, nets/base.py
BATCHNORM_OPTIONS); in the train step batch statistics over N, H, W (the declared
coupling of ops/batchnorm.py), in the eval forward the running statistics. No stochastic depth:
timm's resnet34/50 train drop-free (drop_path_rate 0).

Parameter names are torchvision's = timm's module names (`weight` → `w`, BN `weight`/`bias` → `g`/`b`:
conv1, bn1, layer{i}.{j}.conv{k}/bn{k}, layer{i}.{j}.downsample.0/1, fc), the running statistics
`{bn}.running_mean`/`running_var` (scoped by the chains like the parameters). With 1000 classes:
R34 110 tensors, 21,797,672 scalars; R50 161 tensors, 25,557,032 scalars (timm 1.0.31).

This file is the whole of ResNet for the rest of hlocert (hlocert.nets finds it by name); its
backward is never written here: it comes from the stages' own VJP rules through the Chain,
Residual and ProjectedResidual combinators.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterator

import numpy as np

from .. import grammar
from ..ops.activations import ReLU
from ..ops.base import Chain, Residual, Stage
from ..ops.batchnorm import BatchNorm
from ..ops.composite import ProjectedResidual, ProjectedResidualWithoutShortcutGrad
from ..ops.conv import Conv2D
from ..ops.conv_matmul import ConvMatmul
from ..ops.conv_patches import ConvPatches
from ..ops.conv_taps import ConvTaps
from ..ops.dense import Dense
from ..ops.drop_block import MASK as BLOCK_MASK, DropBlock, draw_block_mask
from ..ops.maxpool import MaxPool
from ..ops.pointwise_matmul import PointwiseMatmul
from ..ops.global_pool import WIDTH, head_pool
from . import register
from .base import BNSTAT_HELP, GLOBAL_POOL_OPTIONS, HEAD, STEM, Bench, Net, block_key

BASIC, BOTTLENECK = "basic", "bottleneck"
EXPANSION = {BASIC: 1, BOTTLENECK: 4}


@dataclass(frozen=True)
class ResNetSize:
    block: str                    # BASIC or BOTTLENECK
    layers: tuple[int, ...]       # blocks per stage
    widths: tuple[int, ...]       # planes per stage (a bottleneck's output is EXPANSION × planes)
    stem: int = 64                # the stem conv's output channels


SIZES = {
    "34": ResNetSize(BASIC, (3, 4, 6, 3), (64, 128, 256, 512)),
    "50": ResNetSize(BOTTLENECK, (3, 4, 6, 3), (64, 128, 256, 512)),
    # small sizes: the embedded digits run's (nano, a ResNet-18 at a quarter of the width) and the
    # tests' (micro: basic blocks; microb: bottlenecks). Two stages of one block each: an identity
    # block, then a strided projection; the last BN still sees N·H·W ≥ 2 values per channel at one
    # example of 16², and the reference's jax.grad stays a few hundred ops.
    "nano": ResNetSize(BASIC, (2, 2, 2, 2), (16, 32, 64, 128), 16),
    "micro": ResNetSize(BASIC, (1, 1), (4, 8), 4),
    "microb": ResNetSize(BOTTLENECK, (1, 1), (2, 4), 8),
}
IMAGENET_STEP = "adamw+wx+clip1.0"
# Per-replica batch of the ImageNet renders: He et al. train at a global 256 as 8 GPUs × 32 (and
# torchvision's reference recipe, `torchrun --nproc_per_node=8 train.py --batch-size 32`, the same),
# so BatchNorm's statistics are over the 32 images of one replica: the batch is part of the function.
IMAGENET_BATCH = 32
# timm's resnet.py `drop_blocks`: stage index → (block size, γ-scale) of its DropBlock2d
DROP_BLOCKS = {2: (5, 0.25), 3: (3, 1.0)}
DROP_BLOCK_OPTION = grammar.Number("dropblock", "drop_block", "R")


def _strided(side: int, kernel: int, stride: int) -> int:
    """The output side of a k×k window at `stride` with 'same' padding k // 2 (floor, as torch)."""
    return (side + 2 * (kernel // 2) - kernel) // stride + 1


@dataclass(frozen=True)
class BlockSpec:
    """One residual block: `name` (layer{i}.{j}), its input channels, planes, stride, expansion
    and the side of its output map (`out_size`, for the lowering of convs on small maps)."""
    name: str
    in_channels: int
    planes: int
    stride: int
    expansion: int
    out_size: int = 0
    stage: int = 0                # 0 for layer1

    @property
    def drop_block(self) -> tuple[int, float] | None:
        """(block size, γ-scale) of its DropBlock site, None outside layer3/layer4."""
        return DROP_BLOCKS.get(self.stage)

    @property
    def out_channels(self) -> int:
        return self.planes * self.expansion

    @property
    def projects(self) -> bool:
        """The shortcut needs a 1×1 conv + BN (the block changes the shape)."""
        return self.stride != 1 or self.in_channels != self.out_channels


@register
@dataclass(frozen=True)
class ResNet(Net):
    size: str = "50"
    num_classes: int = 1000
    image_size: int = 224
    zero_init_last: bool = True     # each block's last BN γ starts at 0 (timm's default)
    pointwise: str = "conv"         # the 1×1 convs: "conv" (stablehlo.convolution) or "matmul" (dot_general)
    wgrad: str = "conv"             # the 3×3 convs' weight gradient: "conv" (one convolution) or "taps" (9 dot_general)
    small: str = "conv"             # a 3×3 conv whose output map is smaller than its kernel: "conv", or
                                    # "patches" (forward and both gradients as contractions of its patches)
    in_chans: int = 3
    global_pool: str = "avg"        # timm's global_pool: avg, or `+gpmax`, `+gpavgmax`, `+gpcatavgmax`
    bn_momentum: float = 0.1        # every BatchNorm's (torch's and timm's default); `+bnm{M}`
    bn_eps: float = 1e-5            # `+bne{E}`
    bn_splits: int = 1              # timm's --split-bn over this many aug splits (1: off); `+splitbn{S}`
    drop_block: float = 0.0         # timm's drop_block_rate; `+dropblock{R}`
    bnstat: str = "flat"            # every BatchNorm's batch Σ: "flat" (one reduce over N, H, W) or "staged"
                                    # (each example's H, then W, then N)

    NAME = "resnet"
    TITLE = "ResNet"
    SIZES = SIZES
    TIMM = {"34": "resnet34", "50": "resnet50"}
    CARRIES = ("remat-bn-running-statistics", "remat-bn-post-update-statistics")
    # `+pwmm` lowers every 1×1 conv (the bottleneck's conv1/conv3 and the 1×1/s2 downsampling
    # shortcut) as one certified contraction each (rule `pointwise_matmul`).
    # `+wgtaps` writes the 3×3 convs' weight gradient as one contraction per tap (rule `conv_taps`),
    # `+wgpatch` as one contraction of the 3×3 patches (rule `conv_patches`).
    # `+smpatch` runs each 3×3 conv whose output map is smaller than its kernel (the 2×2 and 1×1
    # maps of layer3/layer4 at 32² input) as contractions of its patches (rule `conv_matmul`).
    TIMM_KWARGS = {"zero_init_last": ("zero_init_last", {True: True, False: False})}
    OPTIONS = {"nozi": ("zero_init_last", False), "pwmm": ("pointwise", "matmul"), "wgtaps": ("wgrad", "taps"),
               "wgpatch": ("wgrad", "patches"), "smpatch": ("small", "patches"), "bnstaged": ("bnstat", "staged"),
               **GLOBAL_POOL_OPTIONS}
    # One family: two certified lowerings of the 1×1 convs, same function and parameters, the
    # default first. Measured (BENCHMARKS.md, ResNet section of issue 18, i18-resnet):
    #   xla-cpu   matmul   XLA-CPU runs the convolution form's weight gradient over transposed
    #                      [Cin, H, W, N] copies of the activations (the copies recompute the BN/ReLU/
    #                      residual chain that produced them); one 1×1 conv's forward+VJP alone takes
    #                      0.18–0.53× the time as a contraction; the R50 112² B=8 step's thunk time
    #                      0.54× (1,517 → 819 ms), the 224² B=8 step 0.56× (5.337 → 3.011 s)
    #   iree-cpu  matmul   with the 3×3 weight gradients as taps (below; bench/step_variants.py, each
    #                      contender compiled by IREE 3.13 under the global-opt data tiling, runtime/
    #                      iree.py, the same loss to 7 digits; 2026-12-06, CPU 0, load 4–8): R50 224²
    #                      B=8 step 0.18× with +pwmm+wgtaps (29.4 → 5.21 s median of 3), 0.32× with
    #                      +wgtaps alone; ResNet-nano 32² B=32 0.35× (60 → 21 ms, median of 7), +pwmm
    #                      alone 1.04× there (0.81× at R50 112² B=8). IREE's profile of the conv
    #                      render (bench/profile_iree.py, R50 224² B=8): 70% of the step in 51
    #                      convolution dispatches, the 3×3 weight gradients (conv_64x3x3x64x8x56x56
    #                      and kin) 5–40× a forward conv of the same layer; the 1×1 weight gradients
    #                      as matmul_like dispatches over the [C, H, W, N] layout 23%
    # and a second family, the 3×3 convs' weight gradient (rule `conv_taps`, the forward and input
    # gradient stay convolutions):
    #   xla-cpu   taps     XLA-CPU's 3×3 weight-gradient convolution grows faster than the pixels
    #                      (81 ms at 112², 776 ms at 224², B=8); R50 224² B=8 step with +pwmm:
    #                      0.94× (3.011 → 2.824 s, quiet CPU 0); at 112² B=8 1.05× (slower), so
    #                      the choice is the ImageNet size's; patches (one contraction of the 3×3
    #                      patches) 1.04–1.07× slower than taps (224² B=8, one CPU, under the lock)
    #   iree-cpu  taps     see pointwise above (+wgtaps alone: R50 224² B=8 0.32×, nano 32² 0.40×)
    #   xla-gpu, iree-gpu: conv   not measured here (no GPU was lent); cuDNN has these kernels
    # and a third, the shape regime of small images: a 3×3 conv whose output map is smaller than
    # its kernel (rule `conv_matmul`; at 224² no conv is, so those renders keep their bodies):
    #   xla-cpu   patches  XLA-CPU swaps a convolution's operands when the kernel outgrows the map
    #                      and runs the swapped form at ~1 GFLOP/s: fwd+VJP of one 32×2×2×256→256
    #                      3×3 conv 74.6 ms as a convolution, 6.4 ms as contractions of its patches
    #                      (1×1 maps, 512→512: 25.0 → 9.8 ms; at 4×4, 128→128, the convolution
    #                      wins, 4.6 against 8.0 ms, so only maps below the kernel take it); the
    #                      ResNet-34 32² B=32 step: BENCHMARKS.md, issue 35
    #   others    conv     not measured
    # and a fourth, every BatchNorm's four batch sums (rule `batch_norm_staged`, the mobile nets' family):
    #   iree-cpu  staged   each example's Σ over H in rows, then over W, then the declared Σ over N:
    #                      IREE-CPU runs a sum over H, W of a product (Σ xc², Σ dy·x̂) as one reduce
    #                      1.3–6.4× slower than the two in rows (bench/iree_hw_sums.py); R50 224² B=8
    #                      step with +pwmm+wgtaps 0.92× (bench/step_variants.py, CPU 0, 2026-12-07)
    #   others    flat     XLA's own reduction is fast and accurate (the mobile nets' row)
    LOWERINGS = {"pointwise": ("conv", "matmul"), "wgrad": ("conv", "taps", "patches"), "small": ("conv", "patches"),
                 "bnstat": ("flat", "staged")}
    BY_TARGET = {
        "xla-cpu": {"pointwise": "matmul", "wgrad": "taps", "small": "patches", "bnstat": "flat"},
        "iree-cpu": {"pointwise": "matmul", "wgrad": "taps", "small": "conv", "bnstat": "staged"},
        "xla-gpu": {"pointwise": "conv", "wgrad": "conv", "small": "conv", "bnstat": "flat"},
        "iree-gpu": {"pointwise": "conv", "wgrad": "conv", "small": "conv", "bnstat": "flat"},
    }
    LOWERING_HELP = {
        "pointwise": "1x1 conv lowering (ResNet): auto = the target's measured choice (matmul on xla-cpu "
                     "and iree-cpu, conv elsewhere; a name with +pwmm keeps it), conv, or matmul (dot_general)",
        "wgrad": "3x3 conv weight-gradient lowering (ResNet): auto = the target's measured choice (taps on "
                 "xla-cpu and iree-cpu, conv elsewhere; a name with +wgtaps or +wgpatch keeps it), conv, taps (one dot_general per "
                 "tap) or patches (one dot_general of the 3x3 patches)",
        "small": "3x3 convs whose output map is smaller than the kernel (ResNet at small images): auto = the "
                 "target's measured choice (patches on xla-cpu, conv elsewhere; a name with +smpatch keeps it), "
                 "conv, or patches (forward and gradients as contractions of the patches)",
        "bnstat": BNSTAT_HELP,
    }
    LOWERING_TEXT = {"conv": "convolution", "matmul": "dot_general", "taps": "one dot_general per tap",
                     "patches": "one dot_general of the patches", "flat": "one reduce over N, H, W",
                     "staged": "a reduce over H, then W, then N"}
    COMMITTED = (
        *(f"resnet_{s}-c1000-i224-b{IMAGENET_BATCH}x{r}-{IMAGENET_STEP}" for s in ("34", "50") for r in (1, 8)),
        *(f"resnet_{s}-c1000-i224-b{IMAGENET_BATCH}x1-fwd" for s in ("34", "50")),
        # the embedded digits run: `hlocert train --variant resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema
        # --workers 0` (the default 12 epochs, lr 2e-3) reached 98.05% val top-1 (EMA 98.05%)
        "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema",
        "resnet_nano-c10-i32-b32x1-fwd",
        # what XLA-CPU runs by default: the 1×1 convs as contractions, the 3×3 weight gradients by taps
        f"resnet_50-c1000-i224-b{IMAGENET_BATCH}x1-{IMAGENET_STEP}+pwmm+wgtaps",
    )
    BENCH = {
        "fm32resnet": Bench("resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema", "ResNet-nano 32² B=32 (CPU; the Fashion-MNIST run)",
                            reps=10, warmup=2),
        "r50i224b8": Bench(f"resnet_50-c1000-i224-b8x1-{IMAGENET_STEP}", "ResNet-50 224² B=8 (CPU)"),
        "r50i224b128": Bench(f"resnet_50-c1000-i224-b128x1-{IMAGENET_STEP}", "ResNet-50 224² B=128 (GPU)", gpu=2,
                             reps=10, warmup=3, loader_images=256, loader_batch=64),
        # the small-image regime people train small data sets in (Fashion-MNIST/CIFAR, issue 35)
        "r34i32b32": Bench(f"resnet_34-c10-i32-b32x1-{IMAGENET_STEP}", "ResNet-34 32² B=32 (CPU)", reps=5,
                           loader_images=256),
    }

    def __post_init__(self):
        super().__post_init__()
        if not 0.0 <= self.drop_block < 1.0:
            raise ValueError(f"DropBlock rate {self.drop_block!r} must be in [0, 1) (timm's drop_block_rate)")
        if self.drop_block and len(self.spec.layers) < 3:
            raise ValueError(f"{self.describe()} has no layer3/layer4, where timm puts DropBlock: drop "
                             f"+{DROP_BLOCK_OPTION.write(self)}")

    @classmethod
    def name_options(cls) -> tuple[grammar.Option, ...]:
        return super().name_options() + (DROP_BLOCK_OPTION,)

    @property
    def spec(self) -> ResNetSize:
        return SIZES[self.size]

    @property
    def drop_sites(self) -> int:
        return 0

    def drop_ramp(self, rate: float | None = None) -> np.ndarray:
        return np.zeros(0)

    @property
    def example_shape(self) -> tuple[int, ...]:
        return (self.image_size, self.image_size, self.in_chans)

    def blocks(self) -> Iterator[BlockSpec]:
        """Every block in forward order: stage i (layer{i+1}) strides 1 for i = 0, else 2 in its
        first block."""
        spec, expansion = self.spec, EXPANSION[self.spec.block]
        channels = spec.stem
        side = _strided(_strided(self.image_size, 7, 2), 3, 2)    # after the stem's conv and max-pool
        for i, (depth, planes) in enumerate(zip(spec.layers, spec.widths)):
            for j in range(depth):
                stride = 2 if i and not j else 1
                side = _strided(side, 3, stride)
                block = BlockSpec(f"layer{i + 1}.{j}", channels, planes, stride, expansion, side, i)
                channels = block.out_channels
                yield block

    @property
    def features(self) -> int:
        """Channels into the head."""
        return self.spec.widths[-1] * EXPANSION[self.spec.block]

    def with_lowering(self, family: str, lowering: str) -> "ResNet":
        """As Net's, except that the `small` family is left at its default where no 3×3 conv's map
        is smaller than its kernel (224² input): the lowering would change nothing, so the name
        (and the committed render it finds) stays the one without it."""
        if family == "small" and lowering != "conv" and min(b.out_size for b in self.blocks()) >= 3:
            return self
        return super().with_lowering(family, lowering)

    def _bn(self, name: str) -> BatchNorm:
        return BatchNorm(name=name)     # at the model's constants: `net` sets them on every BatchNorm

    def _conv(self, out: int, kernel: int, stride: int, name: str, out_size: int = 0) -> Stage:
        """A conv without bias, 'same' padding for odd kernels; a 1×1 one in the `pointwise` lowering,
        a k×k one whose output map (`out_size`) is smaller than its kernel in the `small` one."""
        if kernel == 1 and self.pointwise == "matmul":
            return PointwiseMatmul(out, stride, bias=False, name=name)
        if kernel > 1 and self.small == "patches" and out_size < kernel:
            return ConvMatmul(out, kernel, stride, kernel // 2, bias=False, name=name)
        if kernel > 1 and self.wgrad != "conv":
            taps = {"taps": ConvTaps, "patches": ConvPatches}[self.wgrad]
            return taps(out, kernel, stride, kernel // 2, bias=False, name=name)
        return Conv2D(out, kernel, stride, kernel // 2, bias=False, name=name)

    def _conv_bn(self, k: str, out: int, kernel: int, stride: int, out_size: int = 0) -> list[Stage]:
        """conv{k} → bn{k}."""
        return [self._conv(out, kernel, stride, f"conv{k}", out_size), self._bn(f"bn{k}")]

    def branch(self, blk: BlockSpec) -> list[Stage]:
        """The residual branch of a basic block or (stride on the 3×3) a bottleneck, a DropBlock
        site after the 3×3 conv's BN where the block has one."""
        p = blk.planes
        if self.spec.block == BASIC:
            return [*self._conv_bn("1", p, 3, blk.stride, blk.out_size), *self._drop_block(blk), ReLU(),
                    *self._conv_bn("2", p, 3, 1, blk.out_size)]
        return [*self._conv_bn("1", p, 1, 1), ReLU(), *self._conv_bn("2", p, 3, blk.stride, blk.out_size),
                *self._drop_block(blk), ReLU(), *self._conv_bn("3", blk.out_channels, 1, 1)]

    def _drop_block(self, blk: BlockSpec) -> list[Stage]:
        """[DropBlock] at a site (`+dropblock` on, layer3/layer4), else []. Its mask input is named in
        full (`layer3.0.drop_block.mask`): masks are global inputs, not scoped by the chains."""
        if not self.drop_block or blk.drop_block is None:
            return []
        return [DropBlock(blk.drop_block[0], name=f"{blk.name}.drop_block")]

    def drop_block_sites(self) -> list[tuple[str, BlockSpec]]:
        """(mask input name, block) of every DropBlock site, in forward order ([] with it off)."""
        if not self.drop_block:
            return []
        return [(f"{blk.name}.drop_block.{BLOCK_MASK}", blk) for blk in self.blocks() if blk.drop_block is not None]

    def eval_twin(self) -> "ResNet":
        """Net's, and without DropBlock (the eval forward has none)."""
        return replace(super().eval_twin(), drop_block=0.0)

    def draw_block_masks(self, rng: np.random.Generator, batch: int) -> dict[str, np.ndarray]:
        """One forward's DropBlock masks (timm's draw per DropBlock2d call, normalised over the
        `batch` rows of that call: one replica's micro-batch), by mask input name."""
        return {name: draw_block_mask(rng, batch, blk.out_size, blk.out_size, self.drop_block, *blk.drop_block)
                for name, blk in self.drop_block_sites()}

    def block(self, blk: BlockSpec) -> Chain:
        """ReLU(branch(x) + shortcut(x)), its names under layer{i}.{j}."""
        branch = Chain(self.branch(blk))
        if blk.projects:
            shortcut = Chain([self._conv(blk.out_channels, 1, blk.stride, "0"), self._bn("1")], name="downsample")
            res = ProjectedResidual(branch, shortcut)
        else:
            res = Residual(branch)
        return Chain([res, ReLU()], name=blk.name)

    def net(self, drop: bool = False) -> Chain:
        """Image [B, H, W, 3] → logits [B, classes], BatchNorm on batch statistics (the train step;
        `eval_net` swaps in the running statistics)."""
        if drop:
            raise ValueError("ResNet has no stochastic-depth sites (timm's resnet34/50 train drop-free)")
        stem = [Conv2D(self.spec.stem, 7, 2, 3, bias=False, name="conv1", input_grad=False),
                self._bn("bn1"), ReLU(), MaxPool(window=3, stride=2, padding=1)]
        head = [head_pool(self.global_pool), Dense(self.num_classes, name="fc")]
        return self.batchnorm(Chain([*stem, *(self.block(blk) for blk in self.blocks()), *head]))

    def last_bn(self, blk: BlockSpec) -> str:
        """The BN whose γ `zero_init_last` zeroes: bn2 of a basic block, bn3 of a bottleneck."""
        return f"{blk.name}.bn{2 if self.spec.block == BASIC else 3}"

    def init_params(self, seed: int) -> dict[str, np.ndarray]:
        """timm's `ResNet.init_weights`: conv weights kaiming-normal (fan_out, ReLU gain: σ² =
        2 / (k·k·out)), BN γ 1 and β 0 — γ 0 on each block's last BN with `zero_init_last` —, and
        PyTorch's Linear default for fc, weight and bias uniform(±1/√in)."""
        if self.bn_splits > 1:      # timm converts after creating: the unsplit model's draws, aux sets copied
            return self.split_bn_params(replace(self, bn_splits=1).init_params(seed))
        rng = np.random.default_rng(seed)
        zero = {f"{self.last_bn(blk)}.g" for blk in self.blocks()} if self.zero_init_last else set()
        params = {}
        for name, shape in self.param_shapes().items():
            if name.startswith("fc."):
                bound = 1 / np.sqrt(self.features * WIDTH[self.global_pool])
                params[name] = rng.uniform(-bound, bound, shape).astype(np.float32)
            elif len(shape) == 4:
                kh, kw, _, out = shape
                params[name] = (rng.standard_normal(shape) * np.sqrt(2.0 / (kh * kw * out))).astype(np.float32)
            elif name.endswith(".g") and name not in zero:
                params[name] = np.ones(shape, np.float32)
            else:
                params[name] = np.zeros(shape, np.float32)
        return params

    def details(self) -> str:
        """The init the trainer gives, and on every ImageNet-1k render the recipe's per-replica batch."""
        init = f"zero-init last BN gamma: {'yes' if self.zero_init_last else 'no'}"
        if self.drop_block:
            init += f"  DropBlock {self.drop_block:g} in layer3 (block 5, gamma-scale 0.25), layer4 (block 3, 1.0)"
        if self.pool_details():
            init += f"  {self.pool_details()}"
        if self.num_classes != 1000:
            return init
        return f"{init}  recipe batch: {IMAGENET_BATCH} per replica (He et al.'s global 256 = 8 replicas x " \
               f"{IMAGENET_BATCH}; BatchNorm statistics per replica)"

    def gflop_per_image(self) -> float:
        """Training ≈ 3× the forward's 2·MACs: the stem conv, every block's convs (and projection),
        the head (R50 at 224²: 4.1 GMACs forward)."""
        h = _strided(self.image_size, 7, 2)
        macs = h * h * 49 * self.in_chans * self.spec.stem
        h = _strided(h, 3, 2)
        for blk in self.blocks():
            out = blk.out_size
            p = blk.planes
            if self.spec.block == BASIC:
                macs += out * out * 9 * p * (blk.in_channels + p)
            else:
                macs += h * h * blk.in_channels * p + out * out * (9 * p * p + p * blk.out_channels)
            if blk.projects:
                macs += out * out * blk.in_channels * blk.out_channels
            h = out
        macs += self.features * WIDTH[self.global_pool] * self.num_classes
        return 3 * 2 * macs / 1e9

    def reference(self):
        from ..reference import resnet as ref
        spec = self.spec
        return ref, ref.ResNetConfig(block=spec.block, layers=spec.layers, widths=spec.widths, stem=spec.stem,
                                     num_classes=self.num_classes, image_size=self.image_size,
                                     in_chans=self.in_chans, bn_eps=self.bn_eps, bn_momentum=self.bn_momentum,
                                     global_pool=self.global_pool, drop_block=self.drop_block, bn_splits=self.bn_splits)

    def timm_model(self, drop: bool):
        """Net's, with timm's drop_block_rate where DropBlock is on."""
        found = super().timm_model(drop)
        return found and (found[0], {**found[1], **({"drop_block_rate": self.drop_block} if self.drop_block else {})})

    def timm_twin(self, drop_path_rate: float = 0.0, drop_rate: float = 0.0):
        """timm's ResNet of these blocks, stages and widths (no stochastic depth: the net has no
        drop sites; its DropBlock at `drop_block`, timm's drop_block_rate). timm's plain stem is 64
        wide and its forward runs layer1..layer4, so for another stem the stem and stages are remade
        by timm's own `make_blocks` from the stem's width, and a net of fewer than four stages
        passes the missing ones through (Identity)."""
        import torch
        from timm.models.resnet import BasicBlock, Bottleneck, ResNet, make_blocks
        spec = self.spec
        block = BasicBlock if spec.block == BASIC else Bottleneck
        net = ResNet(block, list(spec.layers), num_classes=self.num_classes, in_chans=self.in_chans,
                     channels=tuple(spec.widths), zero_init_last=self.zero_init_last, global_pool=self.global_pool,
                     drop_block_rate=self.drop_block)
        if spec.stem != 64:
            net.conv1 = torch.nn.Conv2d(self.in_chans, spec.stem, 7, stride=2, padding=3, bias=False)
            net.bn1 = torch.nn.BatchNorm2d(spec.stem)
            stages, _ = make_blocks((block,) * len(spec.layers), tuple(spec.widths), tuple(spec.layers), spec.stem,
                                    drop_block_rate=self.drop_block)
            for name, stage in stages:
                setattr(net, name, stage)
            net.init_weights(zero_init_last=self.zero_init_last)
        for i in range(len(spec.layers) + 1, 5):
            setattr(net, f"layer{i}", torch.nn.Identity())
        return self.timm_batchnorm(net)

    def layer_key(self, name: str) -> tuple[float, ...]:
        """timm's ResNet.group_matcher: conv1/bn1 layer 0, then one layer per block (layerI.J) in
        order, fc last."""
        if name.startswith(("conv1.", "bn1.")):
            return STEM
        return block_key(name, r"layer(\d+)\.(\d+)\.") or HEAD

    def timm_table(self) -> list[tuple[str, str, str]]:
        """(hlocert name, timm/torchvision state_dict key, kind) for every parameter and running
        statistic, in torchvision's order (a BN's weight, bias, running_mean, running_var); kind
        "conv" (HWIO ↔ OIHW), "linear" ([in, out] ↔ [out, in]) or "vec" (as is)."""
        return self.same_name_table()

    @classmethod
    def gate_model(cls) -> "ResNet":
        # γ 1 on every BN: a zero-initialised last γ makes its whole branch's gradient exactly 0, so a
        # step's update there is Adam's normalisation of rounding noise, which no two lowerers share.
        return cls("microb", 10, 16, zero_init_last=False)

    @classmethod
    def mutants(cls) -> dict[str, "ResNet"]:
        small = cls.gate_model()
        out = {f"{cls.NAME}/{name}": mutant(small.size, small.num_classes, small.image_size, small.zero_init_last)
               for name, mutant in [("stride-on-first-1x1", StrideOnFirst1x1), ("relu-before-add", ReluBeforeAdd),
                                    ("projection-without-shortcut-grad", ProjectionWithoutShortcutGrad)]}
        # at non-default constants (`+bnm0.01+bne0.001`): at the defaults this bug is no bug
        out[f"{cls.NAME}/stem-batchnorm-at-default-constants"] = StemBatchNormAtDefaultConstants(
            small.size, small.num_classes, small.image_size, small.zero_init_last, bn_momentum=0.01, bn_eps=1e-3)
        return out


# ---------------------------------------------------------------------------------------------
# Whole-net mutants (certify/net_mutants.py runs the gates).

@dataclass(frozen=True)
class StrideOnFirst1x1(ResNet):
    """a bottleneck's stride on its first 1×1 conv instead of the 3×3 (ResNet v1, not torchvision's v1.5)"""

    def branch(self, blk):
        stages = super().branch(blk)
        if self.spec.block == BOTTLENECK and blk.stride != 1:
            stages[0] = replace(stages[0], stride=blk.stride)      # conv1, the first 1×1
            stages[3] = replace(stages[3], stride=1)               # conv2, the 3×3
        return stages


@dataclass(frozen=True)
class ReluBeforeAdd(ResNet):
    """each block's last ReLU on its branch before the skip add, not on the sum"""

    def block(self, blk):
        chain = super().block(blk)
        res, _ = chain.stages
        res.branch.stages.append(ReLU())
        return Chain([res], name=chain.name)


@dataclass(frozen=True)
class ProjectionWithoutShortcutGrad(ResNet):
    """the projection shortcut's input cotangent dropped: dx of a projected block is its branch's alone"""

    def block(self, blk):
        chain = super().block(blk)
        res = chain.stages[0]
        if isinstance(res, ProjectedResidual):
            chain.stages[0] = ProjectedResidualWithoutShortcutGrad(res.branch, res.shortcut, res.name)
        return chain


@dataclass(frozen=True)
class StemBatchNormAtDefaultConstants(ResNet):
    """the stem's BatchNorm left at the default eps and momentum when the name sets them (+bnm/+bne):
    the constants set on every BatchNorm but one"""

    def batchnorm(self, chain):
        out = super().batchnorm(chain)
        out.stages[1] = chain.stages[1]           # bn1, as built: BatchNorm's defaults
        return out
