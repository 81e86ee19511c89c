"""MobileNetV2 (Sandler et al. 2018) as timm's `mobilenetv2_100` builds it (`_gen_mobilenet_v2`,
channel multiplier 1.0), from the shared EfficientNet-family blocks (mobile_blocks.py):

    stem   conv 3×3/s2 32 → BN → ReLU6
    blocks ds k3 16; ir e6: k3 s2 24 ×2, k3 s2 32 ×3, k3 s2 64 ×4, k3 s1 96 ×3, k3 s2 160 ×3, k3 320
    head   conv 1×1 1280 → BN → ReLU6 → global average pool → dropout → classifier

ReLU6 everywhere, no squeeze-excite, timm's symmetric padding. 3,504,872 parameters (158 tensors)
with the 1000-class head; BN running statistics (34,164 scalars) are step state, not parameters.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import register
from .base import Bench
from .mobile_blocks import (IMAGENET_STEP, BlockSpec, DropAfterAddMixin, DropoutMasksInputMixin, MobileNet, MobileSize,
                            StridedDepthwiseRemainderMixin, ReLU6GradAboveCapMixin, imagenet_renders)

SIZES = {
    # timm's mobilenetv2_100; classifier dropout 0.2 (the TF-slim reference keeps 0.8)
    "100": MobileSize(32, (BlockSpec("ds", 1, 3, 1, 1, 16), BlockSpec("ir", 2, 3, 2, 6, 24),
                           BlockSpec("ir", 3, 3, 2, 6, 32), BlockSpec("ir", 4, 3, 2, 6, 64),
                           BlockSpec("ir", 3, 3, 1, 6, 96), BlockSpec("ir", 3, 3, 2, 6, 160),
                           BlockSpec("ir", 1, 3, 1, 6, 320)), 1280, 0.0, 0.2),
    # the digits' size (32²)
    "nano": MobileSize(16, (BlockSpec("ds", 1, 3, 1, 1, 16), BlockSpec("ir", 2, 3, 2, 4, 24),
                            BlockSpec("ir", 2, 3, 2, 4, 32), BlockSpec("ir", 2, 3, 2, 4, 48)), 128, 0.05, 0.1),
    # the tests': a skip ds block, a strided ir block, a skip ir block
    "micro": MobileSize(4, (BlockSpec("ds", 1, 3, 1, 1, 4), BlockSpec("ir", 2, 3, 2, 2, 6)), 8, 0.1, 0.2),
}


@register
@dataclass(frozen=True)
class MobileNetV2(MobileNet):
    size: str = "100"

    NAME = "mobilenetv2"
    SIZES = SIZES
    TIMM = {"100": "mobilenetv2_100"}
    ACT = "relu6"
    TITLE = "MobileNetV2"
    COMMITTED = imagenet_renders("mobilenetv2_100", IMAGENET_STEP)
    BENCH = {"fm32mobilenetv2": Bench("mobilenetv2_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
                                      "MobileNetV2-nano 32² B=32 (CPU; the Fashion-MNIST run)", reps=10, warmup=2),
             "mnv2224b8": Bench(f"mobilenetv2_100-c1000-i224-b8x1-{IMAGENET_STEP}", "MobileNetV2-100 224² B=8 (CPU)"),
             "mnv2224b128": Bench(f"mobilenetv2_100-c1000-i224-b128x1-{IMAGENET_STEP}",
                                  "MobileNetV2-100 224² B=128 (GPU)", gpu=5, reps=10, warmup=3, loader_images=256,
                                  loader_batch=64)}
    MUTANTS = {"drop-after-add": DropAfterAddMixin, "relu6-grad-above-cap": ReLU6GradAboveCapMixin,
               "dropout-backward-masks-input": DropoutMasksInputMixin,
               "strided-depthwise-dx-remainder-at-top": StridedDepthwiseRemainderMixin}

    @classmethod
    def gate_model(cls) -> "MobileNetV2":
        return cls("micro", 10, 8)
