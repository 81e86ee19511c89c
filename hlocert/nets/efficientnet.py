"""EfficientNet-B0 (Tan & Le 2019) as timm's `efficientnet_b0` builds it (`_gen_efficientnet`,
multipliers 1.0), from the shared EfficientNet-family blocks (mobile_blocks.py):

    stem   conv 3×3/s2 32 → BN → SiLU
    blocks ds k3 16 se; ir e6 se: k3 s2 24 ×2, k5 s2 40 ×2, k3 s2 80 ×3, k5 s1 112 ×3,
           k5 s2 192 ×4, k3 320
    head   conv 1×1 1280 → BN → SiLU → global average pool → dropout 0.2 → classifier

SiLU everywhere (the SE's too), squeeze-excite ratio 0.25 of each block's input channels,
stochastic depth 0.2 on timm's ramp (rate · i / 16 over all 16 blocks, a site on each of the 9
skip blocks), timm's symmetric padding (not the `tf_` variants' 'same'). 5,288,548 parameters
(213 tensors) with the 1000-class head; BN running statistics (42,065 scalars) are step state.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import register
from .base import Bench
from .mobile_blocks import (IMAGENET_STEP, BlockSpec, DropAfterAddMixin, DropoutMasksInputMixin, MobileNet, MobileSize,
                            StridedDepthwiseRemainderMixin, SqueezeExciteNoPooledPathMixin, imagenet_renders)

SE = 0.25
SIZES = {
    # timm's efficientnet_b0; its training recipe's drop path 0.2 and classifier dropout 0.2
    "b0": MobileSize(32, (BlockSpec("ds", 1, 3, 1, 1, 16, SE), BlockSpec("ir", 2, 3, 2, 6, 24, SE),
                          BlockSpec("ir", 2, 5, 2, 6, 40, SE), BlockSpec("ir", 3, 3, 2, 6, 80, SE),
                          BlockSpec("ir", 3, 5, 1, 6, 112, SE), BlockSpec("ir", 4, 5, 2, 6, 192, SE),
                          BlockSpec("ir", 1, 3, 1, 6, 320, SE)), 1280, 0.2, 0.2),
    # the digits' size (32²)
    "nano": MobileSize(16, (BlockSpec("ds", 1, 3, 1, 1, 16, SE), BlockSpec("ir", 2, 3, 2, 4, 24, SE),
                            BlockSpec("ir", 2, 5, 2, 4, 32, SE), BlockSpec("ir", 2, 3, 2, 4, 48, SE)),
                       128, 0.05, 0.1),
    # the tests': a skip ds block with SE, a strided 5×5 ir block, a skip ir block
    "micro": MobileSize(4, (BlockSpec("ds", 1, 3, 1, 1, 4, SE), BlockSpec("ir", 2, 5, 2, 2, 6, SE)), 8, 0.1, 0.2),
}


@register
@dataclass(frozen=True)
class EfficientNet(MobileNet):
    size: str = "b0"

    NAME = "efficientnet"
    SIZES = SIZES
    TIMM = {"b0": "efficientnet_b0"}
    CARRIES = ("bf16-convert-on-batchnorm-statistic", "bf16-gradient-into-optimizer")
    ACT = "silu"
    TITLE = "EfficientNet"
    COMMITTED = imagenet_renders("efficientnet_b0", IMAGENET_STEP)
    BENCH = {"fm32efficientnet": Bench("efficientnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
                                       "EfficientNet-nano 32² B=32 (CPU; the Fashion-MNIST run)", reps=10, warmup=2),
             "effb0224b8": Bench(f"efficientnet_b0-c1000-i224-b8x1-{IMAGENET_STEP}", "EfficientNet-B0 224² B=8 (CPU)"),
             "effb0224b128": Bench(f"efficientnet_b0-c1000-i224-b128x1-{IMAGENET_STEP}",
                                   "EfficientNet-B0 224² B=128 (GPU)", gpu=4, reps=10, warmup=3, loader_images=256,
                                   loader_batch=64)}
    MUTANTS = {"drop-after-add": DropAfterAddMixin, "se-no-pooled-path": SqueezeExciteNoPooledPathMixin,
               "dropout-backward-masks-input": DropoutMasksInputMixin,
               "strided-depthwise-dx-remainder-at-top": StridedDepthwiseRemainderMixin}

    @classmethod
    def gate_model(cls) -> "EfficientNet":
        return cls("micro", 10, 8)
