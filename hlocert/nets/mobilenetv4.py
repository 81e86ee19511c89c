"""MobileNetV4-Conv (Qin et al. 2024; timm 1.0.31's `mobilenetv4_conv_medium`) as a chain of
certified stages.

    stem   conv 3×3/s2 (no bias) → BN → ReLU
    er     conv_exp k×k/s (in → in·e) → BN → ReLU → conv_pwl 1×1 → BN                    ("fused IB")
    uir    [dw_start a×a → BN] → pw_exp 1×1 (in → in·e) → BN → ReLU → [dw_mid k×k → BN → ReLU]
           → pw_proj 1×1 → BN; a = 0 or k = 0 leaves that depthwise out (ExtraDW: both, IB: k
           only, start-only: a only, FFN: neither); the stride sits on dw_mid, or on dw_start
           when there is no dw_mid
    cn     conv k×k → BN → ReLU (ConvBnAct; never a skip)
    skip   x + drop_path(block(x)) for er/uir blocks with stride 1 and in = out
    head   global average pool → (on the pooled 1×1 map) conv_head 1×1 (no bias) → BN → ReLU
           → dropout → classifier

The stages are timm's arch strings (`uir_r1_a3_k5_s2_e4_c80`: block type, repeats, start and
middle depthwise kernels, stride, expansion, out channels), decoded here; every conv has no bias
and timm's padding ((s − 1) + (k − 1)) // 2 (`ops.conv.timm_padding`); BN eps 1e-5, momentum 0.1;
no squeeze-excite and no LayerScale in the conv (non-hybrid) nets. Parameter names are timm's
module names (weight → w for convs and the classifier, g for BN; bias → b), so the weight map is
a table of renames and layouts (`timm_table`, the running statistics included). The running
statistics are step state (the `state` group; ops/batchnorm.py).

The head's BatchNorm normalises the pooled map over the batch alone: training needs B ≥ 2 (timm
raises at 1 too), and at B = 2 its x̂ is ±1 and it passes an O(eps) gradient (the ties run at 3).

`drop_mask [B, skip blocks + head]`: one stochastic-depth site per block with a skip, in order,
block i of all n blocks (skipless ones counted, as timm's builder does) at rate·i/n; then the
classifier dropout's keep value per pooled feature (ops/dropout.py, as mobile_blocks' nets).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ops.activations import ReLU
from ..ops.base import Chain, Residual
from ..ops.conv import Conv2D
from ..ops.dense import Dense
from ..ops.depthwise_shifted import DepthwiseShifted
from ..ops.dropout import Dropout
from ..ops.pointwise_matmul import PointwiseMatmul
from ..ops.pooled_map import PooledMap, pooled_head
from ..ops.global_pool import head_pool
from . import register
from .base import HEAD, STEM, Bench, block_key
from .mobile_blocks import (DropAfterAddMixin, DropoutMasksInputMixin, MobileNet, StridedDepthwiseRemainderMixin,
                            conv_bn_act, conv_lowering_help, depthwise_bn_act, imagenet_renders, skip_block)

# The step of the committed in1k renders and the bench: AdamW, decay off the 1-D parameters, clip 1,
# drop path and classifier dropout as mask inputs. timm publishes no command line for its
# MobileNetV4 weights, so the renders take the EfficientNet family's per-replica batch and
# replicas (mobile_blocks.IMAGENET_BATCH, IMAGENET_REPLICAS).
IMAGENET_STEP = "adamw+wx+clip1.0+drop"


@dataclass(frozen=True)
class Block:
    """One decoded block of timm's arch table (one repeat of a block string)."""
    kind: str            # "er", "uir" or "cn"
    out: int
    stride: int = 1
    exp: int = 1         # er/uir expansion ratio (mid = in · exp)
    kernel: int = 0      # er: the expansion conv's; cn: the conv's; uir: the middle depthwise's (0: none)
    start: int = 0       # uir: the start depthwise's kernel (0: none)


@dataclass(frozen=True)
class MNv4Size:
    stem: int
    stages: tuple[tuple[str, ...], ...]    # timm's arch strings, one tuple per stage
    features: int                          # conv_head's width (timm's num_features)
    drop_path_rate: float                  # the recipe's stochastic-depth rate (the host's ramp)
    dropout: float                         # the recipe's classifier dropout rate (the host's masks)


SIZES = {
    # timm's `_gen_mobilenet_v4('mobilenetv4_conv_medium')` arch_def; the rates are this file's
    # recipe (timm's model defaults are 0 for both)
    "M": MNv4Size(32, (
        ("er_r1_k3_s2_e4_c48",),
        ("uir_r1_a3_k5_s2_e4_c80", "uir_r1_a3_k3_s1_e2_c80"),
        ("uir_r1_a3_k5_s2_e6_c160", "uir_r2_a3_k3_s1_e4_c160", "uir_r1_a3_k5_s1_e4_c160",
         "uir_r1_a3_k3_s1_e4_c160", "uir_r1_a3_k0_s1_e4_c160", "uir_r1_a0_k0_s1_e2_c160",
         "uir_r1_a3_k0_s1_e4_c160"),
        ("uir_r1_a5_k5_s2_e6_c256", "uir_r1_a5_k5_s1_e4_c256", "uir_r2_a3_k5_s1_e4_c256",
         "uir_r1_a0_k0_s1_e4_c256", "uir_r1_a3_k0_s1_e4_c256", "uir_r1_a3_k5_s1_e2_c256",
         "uir_r1_a5_k5_s1_e4_c256", "uir_r2_a0_k0_s1_e4_c256", "uir_r1_a5_k0_s1_e2_c256"),
        ("cn_r1_k1_s1_c960",),
    ), 1280, 0.1, 0.2),
    # the digits' size (32²: 16, 8, 4, 2, 1 after each stride): `hlocert train --variant
    # mobilenetv4_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop --epochs 20 --lr 5e-3 --workers 0`
    # reached 97.77% val top-1 (EMA 97.49%), docs/figures/mobilenetv4_nano_digits.png
    "nano": MNv4Size(16, (
        ("er_r1_k3_s2_e4_c24",),
        ("uir_r1_a3_k5_s2_e4_c32", "uir_r1_a3_k3_s1_e2_c32"),
        ("uir_r1_a3_k5_s2_e4_c64", "uir_r1_a0_k3_s1_e2_c64", "uir_r1_a3_k0_s1_e2_c64", "uir_r1_a0_k0_s1_e2_c64"),
        ("uir_r1_a5_k5_s2_e4_c96", "uir_r1_a3_k0_s1_e2_c96"),
        ("cn_r1_k1_s1_c192",),
    ), 256, 0.05, 0.2),
    # the tests' size: every block kind and every UIB variant, a stride on dw_start (a3_k0_s2)
    "micro": MNv4Size(8, (
        ("er_r1_k3_s2_e2_c8",),
        ("uir_r1_a3_k5_s2_e2_c16", "uir_r1_a3_k3_s1_e2_c16"),
        ("uir_r1_a3_k0_s2_e2_c16", "uir_r1_a0_k3_s1_e2_c16", "uir_r1_a0_k0_s1_e2_c16"),
        ("cn_r1_k1_s1_c24",),
    ), 32, 0.1, 0.2),
}
BLOCK_KINDS = ("er", "uir", "cn")


def decode(spec: str) -> list[Block]:
    """timm's block string (`_decode_block_str`, the options MobileNetV4-Conv uses) → its repeats."""
    kind, *opts = spec.split("_")
    if kind not in BLOCK_KINDS:
        raise ValueError(f"block {spec!r}: type {kind!r} is not one of {', '.join(BLOCK_KINDS)}")
    fields = {}
    for opt in opts:
        key, value = opt[0], opt[1:]
        if key not in "rkaesc" or not value.isdigit():
            raise ValueError(f"block {spec!r}: option {opt!r} is not one of r, k, a, e, s, c with an integer")
        fields[key] = int(value)
    if "c" not in fields or "s" not in fields:
        raise ValueError(f"block {spec!r} needs out channels (c) and a stride (s)")
    if fields["c"] % 8:
        raise ValueError(f"block {spec!r}: out channels {fields['c']} are not a multiple of 8 (timm rounds to 8)")
    blk = Block(kind, fields["c"], fields["s"], fields.get("e", 1), fields.get("k", 0), fields.get("a", 0))
    # timm: only the first block of a repeat keeps the stride
    return [blk] + [Block(kind, blk.out, 1, blk.exp, blk.kernel, blk.start)] * (fields.get("r", 1) - 1)


class StrideOnDwStartMixin:
    """(whole-net mutant) an ExtraDW block's stride on its start depthwise instead of the middle
    one (same shapes)"""

    def uib_strides(self, blk):
        return (blk.stride, 1) if blk.start else super().uib_strides(blk)


@register
@dataclass(frozen=True)
class MobileNetV4(MobileNet):
    size: str = "M"

    NAME = "mobilenetv4"
    SIZES = SIZES
    TIMM = {"M": "mobilenetv4_conv_medium"}
    TITLE = "MobileNetV4-Conv"
    COMMITTED = imagenet_renders("mobilenetv4_M", IMAGENET_STEP)
    # The mobile nets' lowering table (mobile_blocks.MobileNet, measured there), but iree-cpu runs
    # the 1×1 convs as contractions and the full k×k convs' weight gradient by taps (`+pwmm+wgtaps`,
    # as ResNet's): IREE runs those weight gradients — the stem, the fused-IB `conv_exp` 3×3s and
    # the k×k ConvBnAct — as slow convolutions over the batch. Measured (BENCHMARKS.md, "IREE:
    # ResNet's weight gradients as contractions", bench/step_variants.py; 2026-12-06, AMD EPYC, 1
    # thread on CPU 0, IREE 3.13, load 4–10, the same loss in every contender): the MobileNetV4-Conv-M
    # 224² B=8 step, +bnstaged as iree-cpu renders it, 0.30× with +pwmm+wgtaps (8.288 → 2.511 s,
    # median of 3; 3.3× faster), 0.35× with +wgtaps alone, 0.93× with +pwmm alone. The small sizes
    # (nano, micro at 32²) are not measured on IREE; the choice is the ImageNet size's.
    BY_TARGET = {**MobileNet.BY_TARGET,
                 "iree-cpu": {**MobileNet.BY_TARGET["iree-cpu"], "pointwise": "matmul", "wgrad": "taps"}}
    LOWERING_HELP = {**MobileNet.LOWERING_HELP, **conv_lowering_help("MobileNetV4", BY_TARGET)}
    BENCH = {
        "fm32mobilenetv4": Bench("mobilenetv4_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
                                 "MobileNetV4-nano 32² B=32 (CPU; the Fashion-MNIST run)", reps=10, warmup=2),
        "mnv4m224b8": Bench(f"mobilenetv4_M-c1000-i224-b8x1-{IMAGENET_STEP}", "MobileNetV4-Conv-M 224² B=8 (CPU)"),
        "mnv4m224b128": Bench(f"mobilenetv4_M-c1000-i224-b128x1-{IMAGENET_STEP}",
                              "MobileNetV4-Conv-M 224² B=128 (GPU)", gpu=6, reps=10, warmup=3, loader_images=256,
                              loader_batch=64),
    }
    MUTANTS = {"drop-after-add": DropAfterAddMixin, "dropout-backward-masks-input": DropoutMasksInputMixin,
               "strided-depthwise-dx-remainder-at-top": StridedDepthwiseRemainderMixin,
               "stride-on-dw-start": StrideOnDwStartMixin}

    @property
    def stages(self) -> tuple[tuple[Block, ...], ...]:
        return tuple(tuple(b for s in stage for b in decode(s)) for stage in self.spec.stages)

    def blocks(self):
        """(block, stage, index in stage, in channels, stride) of every block, in order."""
        out, cin = [], self.spec.stem
        for s, stage in enumerate(self.stages):
            for j, blk in enumerate(stage):
                out.append((blk, s, j, cin, blk.stride))
                cin = blk.out
        return out

    def skips(self) -> list[bool]:
        """timm's has_skip: er and uir blocks with stride 1 and in = out; ConvBnAct never."""
        return [blk.kind != "cn" and skip for (blk, *_), skip in zip(self.blocks(), super().skips())]

    def uib_strides(self, blk: Block) -> tuple[int, int]:
        """(dw_start's, dw_mid's) stride: the block's on dw_mid when there is one."""
        return (1, blk.stride) if blk.kernel else (blk.stride, 1)

    def block_stages(self, blk: Block, name: str, cin: int) -> list:
        """A block's stages (its skip apart), named `{name}.` + timm's module names."""
        k, s = blk.kernel, blk.stride
        if blk.kind == "cn":
            return conv_bn_act(blk.out, k, s, ReLU, f"{name}.conv", f"{name}.bn1", pointwise=self.pointwise,
                               wgrad=self.wgrad)
        mid = cin * blk.exp
        if blk.kind == "er":
            return [*conv_bn_act(mid, k, s, ReLU, f"{name}.conv_exp", f"{name}.bn1", wgrad=self.wgrad),
                    *conv_bn_act(blk.out, 1, 1, None, f"{name}.conv_pwl", f"{name}.bn2", pointwise=self.pointwise)]
        start_stride, mid_stride = self.uib_strides(blk)
        stages = []
        if blk.start:
            stages += depthwise_bn_act(cin, blk.start, start_stride, None, f"{name}.dw_start.conv",
                                       f"{name}.dw_start.bn", self.depthwise)
        stages += conv_bn_act(mid, 1, 1, ReLU, f"{name}.pw_exp.conv", f"{name}.pw_exp.bn", pointwise=self.pointwise)
        if k:
            stages += depthwise_bn_act(mid, k, mid_stride, ReLU, f"{name}.dw_mid.conv", f"{name}.dw_mid.bn",
                                       self.depthwise)
        return stages + conv_bn_act(blk.out, 1, 1, None, f"{name}.pw_proj.conv", f"{name}.pw_proj.bn",
                                    pointwise=self.pointwise)

    def block(self, spec: Block, name: str, in_chs: int, stride: int, site: int | None, skip: bool):
        branch = self.block_stages(spec, name, in_chs)
        return skip_block(branch, site, self.drop_sites) if skip else Chain(branch)

    @property
    def head_dropout_width(self) -> int:
        """The classifier dropout's columns: conv_head's outputs (the pool, whatever its width, feeds conv_head)."""
        return self.spec.features

    def net(self, drop: bool = False) -> Chain:
        """Image [B, H, W, 3] → logits [B, classes]; with `drop`, `drop_mask` [B, skip blocks +
        features]: a stochastic-depth site per skip block, then the classifier dropout's keep values."""
        stages = conv_bn_act(self.spec.stem, 3, 2, ReLU, "conv_stem", "bn1", input_grad=False, wgrad=self.wgrad)
        site = 0
        for (spec, s, j, in_chs, stride), skip in zip(self.blocks(), self.skips()):
            stages.append(self.block(spec, f"blocks.{s}.{j}", in_chs, stride, site if drop and skip else None, skip))
            site += skip
        dropout = [Dropout(columns=(site, self.drop_sites))] if drop else []
        head = [head_pool(self.global_pool), pooled_head(self.spec.features), ReLU(), *dropout,
                Dense(self.num_classes, name="classifier")]
        return self.batchnorm(Chain([*stages, *head]))

    def gflop_per_image(self) -> float:
        """Training ≈ 3× the forward's 2·MACs over every conv (the head conv included) and the classifier."""
        macs = conv_macs(self.net(), (1, *self.example_shape)) + self.spec.features * self.num_classes
        return 3 * 2 * macs / 1e9

    def layer_key(self, name: str) -> tuple[float, ...]:
        """timm's MobileNetV3.group_matcher (the class of its MobileNetV4): conv_stem/bn1 layer 0,
        one layer per block (blocks.i.j), and the head (conv_head, norm_head, classifier), which
        it leaves unmatched, last."""
        if name.startswith(("conv_stem.", "bn1.")):
            return STEM
        return block_key(name, r"blocks\.(\d+)\.(\d+)\.") or HEAD

    def timm_twin(self, drop_path_rate: float = 0.0, drop_rate: float = 0.0):
        """timm's MobileNetV3 class on this size's arch strings, as `_gen_mobilenet_v4` builds the
        conv nets (head norm, no head bias, ReLU, BatchNorm)."""
        import torch
        import timm
        from timm.models._efficientnet_builder import decode_arch_def
        return self.timm_batchnorm(timm.models.mobilenetv3.MobileNetV3(
            block_args=decode_arch_def([list(s) for s in self.spec.stages]), num_classes=self.num_classes,
            in_chans=self.in_chans, stem_size=self.spec.stem, num_features=self.spec.features, head_bias=False, head_norm=True,
            act_layer=torch.nn.ReLU, norm_layer=torch.nn.BatchNorm2d, drop_rate=drop_rate,
            drop_path_rate=drop_path_rate, global_pool=self.global_pool))

    def reference(self):
        from ..reference import mobilenetv4 as ref
        return ref, ref.MobileNetV4Config(stem=self.spec.stem, stages=self.stages, head=self.spec.features,
                                          num_classes=self.num_classes, image_size=self.image_size,
                                          in_chans=self.in_chans, bn_eps=self.bn_eps, bn_momentum=self.bn_momentum,
                                          global_pool=self.global_pool, bn_splits=self.bn_splits)

    @classmethod
    def gate_model(cls) -> "MobileNetV4":
        return cls("micro", 10, 32)


def conv_macs(stage, x_shape) -> int:
    """Multiply-adds of every conv under `stage` (a chain, residual, pooled map or conv) at `x_shape`."""
    if isinstance(stage, (Conv2D, DepthwiseShifted, PointwiseMatmul)):
        kh, kw, cin_per_group, cout = stage.param_shapes(x_shape)[stage.pname("w")]
        _, h, w, _ = stage.out_shape(x_shape)
        return h * w * kh * kw * cin_per_group * cout
    if isinstance(stage, Residual):
        return conv_macs(stage.branch, x_shape)
    if isinstance(stage, PooledMap):
        return conv_macs(stage.inner, (x_shape[0], 1, 1, x_shape[1]))
    if not isinstance(stage, Chain):
        return 0
    total = 0
    for s in stage.stages:
        total += conv_macs(s, x_shape)
        x_shape = s.out_shape(x_shape)
    return total
