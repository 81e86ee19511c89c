"""MobileNetV4-Conv (Qin et al. 2024; timm 1.0.31's `mobilenetv4_conv_medium`) as a chain of
certified stages.

    stem   conv 3×3/s2 (no bias) → BN → ReLU
    er     conv_exp k×k/s (in → in·e) → BN → ReLU → conv_pwl 1×1 → BN                    ("fused IB")
    uir    [dw_start a×a → BN] → pw_exp 1×1 (in → in·e) → BN → ReLU → [dw_mid k×k → BN → ReLU]
           → pw_proj 1×1 → BN; a = 0 or k = 0 leaves that depthwise out (ExtraDW: both, IB: k
           only, ConvNeXt-like: a only, FFN: neither); the stride sits on dw_mid, or on dw_start
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
a table of renames and layouts (`timm_table`). The running statistics are BN's aux inputs.

Stochastic depth: one site per block with a skip, in order; block i of all n blocks (skipless
ones counted, as timm's builder does) has rate·i/n. The classifier dropout's keep mask
`dropout_mask [B, head]` is an input like the drop masks (ops/dropout.py).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ops.activations import ReLU
from ..ops.base import Chain, Residual
from ..ops.batchnorm import BatchNorm
from ..ops.composite import DropAfterAdd
from ..ops.conv import Conv2D, mobile_depthwise, timm_padding
from ..ops.dense import Dense
from ..ops.drop_path import DropPath
from ..ops.dropout import Dropout
from ..ops.pooled_map import PooledMap, pooled_head
from ..ops.pooling import GlobalAvgPool
from ..reference.mobilenetv4 import Block, MobileNetV4Config
from .base import Net


@dataclass(frozen=True)
class MNv4Size:
    stem: int
    stages: tuple[tuple[str, ...], ...]    # timm's arch strings, one tuple per stage
    head: int                              # conv_head's width (timm's num_features)
    drop_path_rate: float
    drop_rate: float                       # classifier dropout


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
    # the digits' size (32²: 16, 8, 4, 2, 1 after each stride)
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
BN = "bn"


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


def bn_relu(conv, bn: str = BN, act: bool = True) -> list:
    """conv → BatchNorm named `bn` → ReLU (when `act`): timm's ConvNormAct."""
    return [conv, BatchNorm(name=bn)] + ([ReLU()] if act else [])


def pointwise(out: int, name: str) -> Conv2D:
    return Conv2D(out, 1, bias=False, name=name)


@dataclass(frozen=True)
class MobileNetV4(Net):
    size: str = "M"
    num_classes: int = 1000
    image_size: int = 224
    in_chans: int = 3

    NAME = "mobilenetv4"
    SIZES = SIZES

    def __post_init__(self):
        if self.size not in SIZES:
            raise ValueError(f"unknown MobileNetV4 size {self.size!r}; valid: {', '.join(SIZES)}")
        if self.image_size < 1:
            raise ValueError(f"image size must be positive, got {self.image_size}")
        if self.num_classes < 1:
            raise ValueError(f"num_classes must be >= 1, got {self.num_classes}")

    @property
    def spec(self) -> MNv4Size:
        return SIZES[self.size]

    @property
    def stages(self) -> tuple[tuple[Block, ...], ...]:
        return tuple(tuple(b for s in stage for b in decode(s)) for stage in self.spec.stages)

    def blocks(self) -> list[tuple[str, int, Block]]:
        """(name `blocks.{stage}.{i}`, in channels, block) of every block, in order."""
        out, cin = [], self.spec.stem
        for s, stage in enumerate(self.stages):
            for i, blk in enumerate(stage):
                out.append((f"blocks.{s}.{i}", cin, blk))
                cin = blk.out
        return out

    @staticmethod
    def has_skip(cin: int, blk: Block) -> bool:
        return blk.kind != "cn" and blk.stride == 1 and cin == blk.out

    @property
    def drop_sites(self) -> int:
        return sum(self.has_skip(cin, blk) for _, cin, blk in self.blocks())

    def x_shape(self, batch: int) -> tuple[int, ...]:
        return (batch, self.image_size, self.image_size, self.in_chans)

    @staticmethod
    def uib_strides(blk: Block) -> tuple[int, int]:
        """(dw_start's, dw_mid's) stride: the block's on dw_mid when there is one."""
        return (1, blk.stride) if blk.kernel else (blk.stride, 1)

    def block_stages(self, cin: int, blk: Block) -> list:
        """A block's stages (its skip apart), named as timm's modules."""
        k, s = blk.kernel, blk.stride
        if blk.kind == "cn":
            return bn_relu(Conv2D(blk.out, k, s, timm_padding(k, s), bias=False, name="conv"), "bn1")
        mid = cin * blk.exp
        if blk.kind == "er":
            return [*bn_relu(Conv2D(mid, k, s, timm_padding(k, s), bias=False, name="conv_exp"), "bn1"),
                    *bn_relu(pointwise(blk.out, "conv_pwl"), "bn2", act=False)]
        start_stride, mid_stride = self.uib_strides(blk)
        parts = []
        if blk.start:
            parts.append(Chain(bn_relu(mobile_depthwise(cin, blk.start, start_stride, "conv"), act=False),
                               name="dw_start"))
        parts.append(Chain(bn_relu(pointwise(mid, "conv")), name="pw_exp"))
        if k:
            parts.append(Chain(bn_relu(mobile_depthwise(mid, k, mid_stride, "conv")), name="dw_mid"))
        parts.append(Chain(bn_relu(pointwise(blk.out, "conv"), act=False), name="pw_proj"))
        return parts

    def block(self, name: str, cin: int, blk: Block, site: int, drop: bool):
        stages = self.block_stages(cin, blk)
        if not self.has_skip(cin, blk):
            return Chain(stages, name=name)
        if drop:
            stages = stages + [DropPath(index=site, n_blocks=self.drop_sites)]
        return Residual(Chain(stages), name=name)

    def net(self, drop: bool = False) -> Chain:
        """Image [B, H, W, 3] → logits [B, classes]; with `drop`, a stochastic-depth site per block
        with a skip (`drop_mask [B, sites]`) and the classifier dropout (`dropout_mask [B, head]`)."""
        stem = bn_relu(Conv2D(self.spec.stem, 3, 2, timm_padding(3, 2), bias=False, name="conv_stem",
                              input_grad=False), "bn1")
        body, site = [], 0
        for name, cin, blk in self.blocks():
            body.append(self.block(name, cin, blk, site, drop))
            site += self.has_skip(cin, blk)
        head = [GlobalAvgPool(), pooled_head(self.spec.head), ReLU(), *([Dropout()] if drop else []),
                Dense(self.num_classes, name="classifier")]
        return Chain([*stem, *body, *head])

    def init_params(self, seed: int) -> dict[str, np.ndarray]:
        """timm's `_init_weight_goog` (as the reference's `init_params`)."""
        ref, cfg = self.reference()
        return ref.init_params(cfg, seed)

    def drop_ramp(self, rate: float | None = None) -> np.ndarray:
        """timm's builder: block i of n has rate·i/n; only the blocks with a skip have a site."""
        rate = self.spec.drop_path_rate if rate is None else rate
        blocks = self.blocks()
        return np.array([rate * i / len(blocks) for i, (_, cin, blk) in enumerate(blocks) if self.has_skip(cin, blk)])

    def describe(self) -> str:
        return f"MobileNetV4-Conv-{self.size}"

    def timm_table(self) -> list[tuple[str, str, str]]:
        """(hlocert name, timm state_dict key, kind) for every parameter, in hlocert's order; kind
        "conv" (HWIO ↔ OIHW), "linear" (the classifier, [in, out] ↔ [out, in]) or "vec" (as is)."""
        return [(name, timm_key(name), "linear" if name == "classifier.w" else "conv" if name.endswith(".w")
                 else "vec") for name in self.param_shapes()]

    def timm_state_table(self) -> list[tuple[str, str, str]]:
        """The same for every BN running statistic (kind "vec"; timm's `num_batches_tracked`
        counters are not read: momentum 0.1 never uses them)."""
        return [(name, timm_key(name), "vec") for name in self.state_shapes()]

    def param_shapes(self) -> dict[str, tuple[int, ...]]:
        """At batch 2: the head's BN normalises the pooled map over the batch alone, and a
        training-mode BN needs two values per channel (timm raises at batch 1 as well)."""
        return self.net().param_shapes(self.x_shape(2))

    def state_shapes(self) -> dict[str, tuple[int, ...]]:
        """The BN running statistics, `{bn}.running_mean` and `{bn}.running_var` per BN, in order."""
        ref, cfg = self.reference()
        return ref.state_shapes(cfg)

    def gflop_per_image(self) -> float:
        """Training ≈ 3× the forward's 2·MACs over every conv (the head conv included) and the classifier."""
        macs = conv_macs(self.net(), self.x_shape(1)) + self.spec.head * self.num_classes
        return 3 * 2 * macs / 1e9

    def reference(self):
        from ..reference import mobilenetv4 as ref
        return ref, MobileNetV4Config(stem=self.spec.stem, stages=self.stages, head=self.spec.head,
                                      num_classes=self.num_classes, image_size=self.image_size,
                                      in_chans=self.in_chans)

    @classmethod
    def gate_model(cls) -> "MobileNetV4":
        return cls("micro", 10, 16)

    @classmethod
    def mutants(cls) -> dict[str, "MobileNetV4"]:
        small = cls.gate_model()
        return {f"{cls.NAME}/{name}": mutant(small.size, small.num_classes, small.image_size)
                for name, mutant in [("drop-after-add", DropAfterAddMNv4), ("stride-on-dw-start", StrideOnDwStart)]}


# ---------------------------------------------------------------------------------------------
# Whole-net mutants.

@dataclass(frozen=True)
class DropAfterAddMNv4(MobileNetV4):
    """drop masks applied to each skip block's output (branch + x) instead of its branch"""

    def block(self, name, cin, blk, site, drop):
        res = super().block(name, cin, blk, site, drop)
        return DropAfterAdd(res.branch, name=res.name) if drop and isinstance(res, Residual) else res


@dataclass(frozen=True)
class StrideOnDwStart(MobileNetV4):
    """an ExtraDW block's stride on its start depthwise instead of the middle one (same shapes)"""

    @staticmethod
    def uib_strides(blk):
        return (blk.stride, 1) if blk.start else MobileNetV4.uib_strides(blk)


def timm_key(name: str) -> str:
    """timm's state_dict key of an hlocert parameter or running statistic."""
    stem, leaf = name.rsplit(".", 1)
    return f"{stem}.{ {'w': 'weight', 'g': 'weight', 'b': 'bias'}.get(leaf, leaf)}"


def conv_macs(stage, x_shape) -> int:
    """Multiply-adds of every conv under `stage` (a chain, residual, pooled map or conv) at `x_shape`."""
    if isinstance(stage, Conv2D):
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


NET = MobileNetV4
