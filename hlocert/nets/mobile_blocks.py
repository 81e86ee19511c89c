"""The stage builders of timm's EfficientNet family (`_efficientnet_blocks.py`), shared by
MobileNetV2, EfficientNet and MobileNetV4, and `MobileNet`, the net class the first two are.

Every builder returns certified stages named as timm's modules, so that the parameter names are
timm's state_dict keys with `weight` → `w` (`g` for a BatchNorm), `bias` → `b`. Stages carry their
full names (`blocks.1.0.bn1`) inside unnamed chains: a BatchNorm's running statistics are aux
inputs named by the stage alone (`{name}.running_mean`), which a named chain would not scope.

    conv_bn_act(out, k, s, act, "conv_stem", "bn1")   conv k×k/s (timm's symmetric padding
                                                      (k − 1) // 2, no bias) → BatchNorm → act
    depthwise_bn_act(C, k, s, act, ..., lowering)     the same with a depthwise conv, in the net's
                                                      `depthwise` lowering (below)
    depthwise_separable(...)   (timm `ds`)  conv_dw k×k/s → bn1 → act → [se] → conv_pw 1×1 → bn2
    inverted_residual(...)     (timm `ir`)  conv_pw 1×1 → bn1 → act → conv_dw k×k/s → bn2 → act →
                                            [se] → conv_pwl 1×1 → bn3
    se                         squeeze-excite on the block's mid channels, reduced to
                               round(block in_chs · ratio) (timm's builder, se_from_exp=False),
                               with the block's activation
    classifier_head(...)       conv_head 1×1 → bn2 → act → global average pool → [dropout] →
                               classifier (dense with bias)

A block whose input and output shapes match (stride 1, in = out) is a `Residual`, its drop-path
site on the branch before the add; the others are plain chains (timm's `has_skip`). A
BatchNorm's running statistics are its step state (ops/batchnorm.py).

The depthwise convs are a lowering family (render/targets.py), four certified lowerings of one
function with the same parameters ([k, k, 1, C], no bias): `conv` (one grouped
stablehlo.convolution, ops/conv.py), `convnc` (conv, its weight gradient one depthwise
convolution over the batch's N·C planes, rule `depthwise_nc`, name option `+dwnc`), `mac` (k·k
shifted multiply-adds, rule `depthwise_shifted`, name option `+dwshift`) and `macvr` (mac, the
weight gradient's k·k taps summed over (H, W) by one multi-operand reduce where Ho·Wo ≥ 64, rule
`depthwise_shifted_vreduce`, name option `+dwshiftvr`), chosen per target by `BY_TARGET`
(measured, below).
So are the 1×1 convs (`pointwise`): `conv`, or `matmul` (one contraction each, rule
`pointwise_matmul`, name option `+pwmm`), and the weight gradient of the full k×k convs (`wgrad`:
the stem, MobileNetV4's fused-IB `conv_exp` and k×k ConvBnAct): `conv` (one convolution over the
batch), `taps` (one contraction per kernel tap, rule `conv_taps`, name option `+wgtaps`, as
ResNet's 3×3 convs) or `patches` (one contraction of the k·k patches, rule `conv_patches`, name
option `+wgpatch`); forward and input gradient stay the convolution's.

`MobileNet` owns what MobileNetV2 and EfficientNet share: the net from a stage table, the one
mask input `drop_mask` [B, skip blocks + features] (a stochastic-depth site per skip block on
timm's ramp rate · block_index / block_count over all blocks, then the classifier dropout's keep
value per feature: the host draws them all as one Bernoulli matrix), timm's init,
the weight-name table and FLOPs. A net file declares its sizes, activation and SE ratio.
"""
from __future__ import annotations

import math
from dataclasses import astuple, dataclass, fields, replace
from typing import ClassVar

import numpy as np

from ..ops.activations import ReLU6, ReLU6GradPassesAboveCap, SiLU
from ..ops.base import Chain, Residual, Stage, scoped
from ..ops.batchnorm import BatchNorm
from ..ops.composite import DropAfterAdd
from ..ops.conv import Conv2D, ConvInputGradRemainderAtTop, timm_padding
from ..ops.conv_patches import ConvPatches
from ..ops.conv_taps import ConvTaps
from ..ops.dense import Dense
from ..ops.depthwise_nc import DepthwiseConvNC
from ..ops.depthwise_shifted import (DepthwiseShifted, DepthwiseShiftedInputGradRemainderAtTop, DepthwiseShiftedOnePass,
                                     OnePassInputGradRemainderAtTop)
from ..ops.drop_path import DropPath
from ..ops.dropout import Dropout, DropoutMaskOnInput
from ..ops.pointwise_matmul import PointwiseMatmul
from ..ops.global_pool import WIDTH, head_pool
from ..ops.squeeze_excite import Gate, GateWithoutPooledPath, squeeze_excite
from .base import BNSTAT_HELP, GLOBAL_POOL_OPTIONS, HEAD, JOIN_PREVIOUS, STEM, Net, block_key

ACTIVATIONS = {"relu6": ReLU6, "silu": SiLU}
# timm's EfficientNet-family ImageNet recipe (RMSpropTF, decay 1e-5 off the 1-D parameters, EMA,
# stochastic depth and classifier dropout as mask inputs)
IMAGENET_STEP = "rmsproptf+wd1e-05+wx+ema+drop"
# Per-replica batch and replicas of the committed ImageNet renders: timm's EfficientNet-family RA
# recipe (its `efficientnet_b0` and `mobilenetv2_100` weights) is `distributed_train.sh 2 ... -b 384`,
# 2 processes × 384 with BatchNorm statistics per process, so a replica's 384 images are the batch.
IMAGENET_BATCH = 384
IMAGENET_REPLICAS = 2


def imagenet_renders(model: str, step: str) -> tuple[str, ...]:
    """A mobile net's committed in1k renders (`model`: `{net}_{size}`): the train step `step` at
    one replica and at the recipe's replicas, and the eval forward (drop masks are inputs)."""
    return (*(f"{model}-c1000-i224-b{IMAGENET_BATCH}x{r}-{step}" for r in (1, IMAGENET_REPLICAS)),
            f"{model}-c1000-i224-b{IMAGENET_BATCH}x1-fwd+drop")


def make_divisible(v: float, divisor: int = 8, min_value: int | None = None, round_limit: float = 0.9) -> int:
    """timm's `make_divisible`: the nearest multiple of `divisor`, never below `min_value`
    (default `divisor`) nor more than 10% below v."""
    min_value = min_value or divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    return new_v + divisor if new_v < round_limit * v else new_v


def conv_lowering_help(nets: str, by_target) -> dict[str, str]:
    """LOWERING_HELP's `pointwise` and `wgrad` texts of `nets` (named in them: the CLI shows each
    distinct help of a family that nets share, render/targets.families), each target's choice
    read off `by_target`, so that a net with its own table gets its own true help."""
    def auto(family: str) -> str:
        chosen: dict[str, list[str]] = {}
        for t, table in by_target.items():
            if table[family] != "conv":
                chosen.setdefault(table[family], []).append(t)
        return (", ".join(f"{lw} on {' and '.join(ts)}" for lw, ts in chosen.items()) + ", conv elsewhere"
                if chosen else "conv everywhere")
    return {"pointwise": f"1x1 conv lowering ({nets}): auto = the target's measured choice ({auto('pointwise')}; "
                         f"a name with +pwmm keeps it), conv, or matmul (dot_general)",
            "wgrad": f"full kxk conv weight-gradient lowering ({nets}): auto = the target's measured choice "
                     f"({auto('wgrad')}; a name with +wgtaps or +wgpatch keeps it), conv, taps (one dot_general per "
                     f"tap) or patches (one dot_general of the kxk patches)"}


def conv_bn_act(out: int, kernel: int, stride: int, act: type | None, conv: str, bn: str,
                groups: int = 1, input_grad: bool = True, pointwise: str = "conv", wgrad: str = "conv") -> list[Stage]:
    """timm's conv (create_conv2d, pad_type '': symmetric (k − 1) // 2, no bias) → BatchNormAct2d
    (BatchNorm, then `act`; None: no activation). A list, so the names stay at the caller's level.
    A 1×1 conv in the `pointwise` lowering "matmul" is one contraction; a k×k one (one group) in
    the `wgrad` lowering "taps" or "patches" has its weight gradient by taps or patches (same parameter)."""
    if kernel == 1 and groups == 1 and pointwise == "matmul":
        return bn_act(PointwiseMatmul(out, stride, bias=False, name=conv, input_grad=input_grad), bn, act)
    conv_class = {"taps": ConvTaps, "patches": ConvPatches}.get(wgrad, Conv2D) if kernel > 1 and groups == 1 else Conv2D
    return bn_act(conv_class(out, kernel, stride, timm_padding(kernel, stride), groups=groups, bias=False,
                             name=conv, input_grad=input_grad), bn, act)


def bn_act(conv: Stage, bn: str, act: type | None) -> list[Stage]:
    """`conv` → BatchNorm `bn` → `act` (None: no activation)."""
    return [conv, BatchNorm(name=bn)] + ([act()] if act is not None else [])


def depthwise_bn_act(channels: int, kernel: int, stride: int, act: type | None, conv: str, bn: str,
                     lowering: str) -> list[Stage]:
    """timm's depthwise conv k×k/s (timm padding, no bias) → BatchNorm → act, the conv in `lowering`:
    "conv" (grouped convolution), "convnc" (conv, its weight gradient one depthwise convolution over
    the batch's planes), "mac" (shifted multiply-adds) or "macvr" (mac, its weight gradient's taps one
    multi-operand reduce); same parameter `{conv}.w`."""
    if lowering == "conv":
        return conv_bn_act(channels, kernel, stride, act, conv, bn, groups=channels)
    if lowering == "convnc":
        return bn_act(DepthwiseConvNC(channels, kernel, stride, timm_padding(kernel, stride), groups=channels,
                                      bias=False, name=conv), bn, act)
    shifted = {"mac": DepthwiseShifted, "macvr": DepthwiseShiftedOnePass}[lowering]
    return bn_act(shifted(kernel, timm_padding(kernel, stride), bias=False, name=conv, stride=stride), bn, act)


def se_reduced(mid: int, ratio: float, exp: float) -> int:
    """SE's reduced channels as timm computes them: the builder divides the ratio by the block's
    expansion (se_from_exp=False: the base is the block's in_chs) and SqueezeExcite rounds
    mid · that (Python's round, banker's at .5)."""
    return round(mid * (ratio / exp))


def skip_block(branch: list[Stage], site: int | None, n_sites: int) -> Residual:
    """x + drop_path(branch(x)): `site` None: no drop site (drop off)."""
    if site is not None:
        branch = branch + [DropPath(index=site, n_blocks=n_sites)]
    return Residual(Chain(branch))


@dataclass(frozen=True)
class BlockSpec:
    """One stage row of a timm arch table: `kind` "ds" or "ir", `repeats` blocks, the first with
    `stride`; depthwise `kernel`; expansion `exp` (ir); `out` channels; SE ratio `se` (0: none)."""
    kind: str
    repeats: int
    kernel: int
    stride: int
    exp: int
    out: int
    se: float = 0.0


def block_stages(spec: BlockSpec, name: str, in_chs: int, stride: int, act: type,
                 depthwise: str = "conv", pointwise: str = "conv") -> list[Stage]:
    """The branch of one `ds` or `ir` block (timm's DepthwiseSeparableConv / InvertedResidual),
    its stages named `{name}.conv_dw`, ...; the depthwise conv in lowering `depthwise`, the 1×1
    ones in `pointwise`."""
    mid = make_divisible(in_chs * spec.exp) if spec.kind == "ir" else in_chs
    at = lambda local: scoped(name, local)    # noqa: E731
    se = [squeeze_excite(mid, se_reduced(mid, spec.se, spec.exp), act=act, name=at("se"))] if spec.se else []
    if spec.kind == "ds":
        return [*depthwise_bn_act(in_chs, spec.kernel, stride, act, at("conv_dw"), at("bn1"), depthwise), *se,
                *conv_bn_act(spec.out, 1, 1, None, at("conv_pw"), at("bn2"), pointwise=pointwise)]
    if spec.kind == "ir":
        return [*conv_bn_act(mid, 1, 1, act, at("conv_pw"), at("bn1"), pointwise=pointwise),
                *depthwise_bn_act(mid, spec.kernel, stride, act, at("conv_dw"), at("bn2"), depthwise), *se,
                *conv_bn_act(spec.out, 1, 1, None, at("conv_pwl"), at("bn3"), pointwise=pointwise)]
    raise ValueError(f"unknown block kind {spec.kind!r}; valid: 'ds', 'ir'")


def classifier_head(features: int, num_classes: int, act: type, dropout: tuple[int, int] | None,
                    pointwise: str = "conv", pool: str = "avg") -> list[Stage]:
    """conv_head 1×1 (in lowering `pointwise`) → bn2 → act → global pool (timm's `global_pool`,
    ops/global_pool.py) → [dropout] → classifier; `dropout`: the (first column, width) of `drop_mask`
    holding its keep values, None: no dropout."""
    return [*conv_bn_act(features, 1, 1, act, "conv_head", "bn2", pointwise=pointwise), head_pool(pool),
            *([Dropout(columns=dropout)] if dropout else []), Dense(num_classes, name="classifier")]


@dataclass(frozen=True)
class MobileSize:
    stem: int
    arch: tuple[BlockSpec, ...]
    features: int                  # conv_head's output channels
    drop_path_rate: float          # the recipe's stochastic-depth rate (the host's ramp)
    dropout: float                 # the recipe's classifier dropout rate (the host's masks)


def layout(arch: tuple[BlockSpec, ...], stem: int) -> list[tuple[BlockSpec, int, int, int, int]]:
    """Every block in order: (spec, stage, index in stage, in_chs, stride)."""
    out, in_chs = [], stem
    for s, spec in enumerate(arch):
        for j in range(spec.repeats):
            out.append((spec, s, j, in_chs, spec.stride if j == 0 else 1))
            in_chs = spec.out
    return out


@dataclass(frozen=True)
class MobileNet(Net):
    """A net of timm's `EfficientNet` class: stem conv 3×3/s2 → bn1 → act, the blocks of the
    size's arch table, classifier_head. Subclasses set NAME, SIZES, ACT and TITLE."""
    size: str = ""
    num_classes: int = 1000
    image_size: int = 224
    in_chans: int = 3
    depthwise: str = "conv"     # "conv" (grouped stablehlo.convolution), "mac" (k·k shifted multiply-adds)
    #                             or "macvr" (mac, the weight gradient's taps one multi-operand reduce)
    pointwise: str = "conv"     # the 1×1 convs: "conv" (stablehlo.convolution) or "matmul" (dot_general)
    wgrad: str = "conv"         # the full k×k convs' weight gradient: "conv" (one convolution), "taps" or "patches"
    global_pool: str = "avg"    # timm's global_pool: avg, or `+gpmax`, `+gpavgmax`, `+gpcatavgmax`
    bnstat: str = "flat"        # every BatchNorm's batch Σ: "flat" (one reduce over N, H, W) or "staged"
    #                             (each example's H, W, then N)
    bn_momentum: float = 0.1    # every BatchNorm's (timm's BatchNorm2d default for these nets); `+bnm{M}`
    bn_eps: float = 1e-5        # `+bne{E}` (timm's `tf_` variants' 1e-3 is not one of these nets)
    bn_splits: int = 1              # timm's --split-bn over this many aug splits (1: off); `+splitbn{S}`

    ACT: ClassVar[str]
    OPTIONS = {"dwnc": ("depthwise", "convnc"), "dwshift": ("depthwise", "mac"), "dwshiftvr": ("depthwise", "macvr"), "pwmm": ("pointwise", "matmul"),
               "wgtaps": ("wgrad", "taps"), "wgpatch": ("wgrad", "patches"), "bnstaged": ("bnstat", "staged"),
               **GLOBAL_POOL_OPTIONS}
    # Four lowering families, each two or three certified lowerings of one function (same parameters,
    # every certificate level), the default first; which one each target runs, measured on the whole
    # step (BENCHMARKS.md, "Mobile nets on XLA-CPU: depthwise and 1×1 lowerings"):
    #   xla-cpu   depthwise mac     XLA/PyTorch at 224² B=8, 1 thread: MNv2 6.17× → 1.51×, MNv4-M
    #                               6.90× → 1.60× (XLA-CPU runs a depthwise weight gradient as a
    #                               dense [C, k, k, C] convolution, its strided dx as a slow one)
    #             depthwise macvr   224² B=8 step vs mac (one CPU, bench/step_variants.py): MNv2 0.97×
    #                               (1.00× in the bench), B0 0.95×, MNv4-M 0.96× (the one pass only on
    #                               inputs ≤ 64×64: at 112×112 it made MNv2 1.17× and B0 1.11× slower)
    #             pointwise matmul  128² B=8 step: B0 0.85×, MNv4-M 0.89×, MNv2 1.01× (noise); with
    #                               the narrower-lhs weight gradient (pointwise_matmul.py) MNv2 0.89×, B0 0.87×
    #             wgrad conv        MNv4-M 224² B=8 step (one CPU, each variant its own process, under the
    #                               lock): +wgtaps 1.00–1.03× (each tap's operand copied transposed with the
    #                               BN/ReLU that made it recomputed), +wgpatch 0.99–1.00× (the patches' copy
    #                               costs what the weight-gradient convolution did)
    #   iree-cpu  depthwise convnc  224² B=8 step vs conv (one CPU, bench/step_variants.py, 2026-12-07):
    #                               MNv2 0.59×, B0 0.67×, MNv4-M 0.82× (IREE ran conv's depthwise weight
    #                               gradients at 0.4–1.2 GFLOP/s: BENCHMARKS.md, "IREE on the mobile nets");
    #                               +dwshift made the MNv2 64² B=8 step 1.12× slower, at 224² 1.21×
    #             pointwise matmul  224² B=8 step with +dwnc+bnstaged (one CPU, bench/step_variants.py,
    #                               2026-12-07): MNv2 0.97×, B0 0.96×; MNv2-nano 32² B=32 1.00× (on the
    #                               2026-12-05/06 machines, before convnc: MNv2 64² B=8 1.05× slower, 224² ~0.92×)
    #             wgrad conv        at 224² B=8 (BENCHMARKS.md, "IREE: ResNet's weight gradients as contractions",
    #                               2026-12-06, AMD EPYC, 1 thread, IREE 3.13, load 4–10) +pwmm+wgtaps made MNv2
    #                               0.90×, +pwmm 0.92×, B0 +wgtaps 1.00×; with +dwnc+pwmm+bnstaged (2026-12-07)
    #                               +wgtaps MNv2 1.06× slower: their one full conv is the stem, so they keep
    #                               the convolution; MobileNetV4 has its own row (nets/mobilenetv4.py)
    #             bnstat staged     chosen for accuracy: IREE-CPU sums a reduce over N·H·W
    #                               sequentially in float32, and on the MNv2-nano 32² B=32 digits step that
    #                               error flipped a ReLU6 subgradient (docs/iree_batch_statistics.md):
    #                               the step's gradient 1.8e-3 from float64, staged 6.5e-6 (JAX f32 1.9e-6);
    #                               and, in rows (H, then W: ops/base.py sum_hw), for speed: 224² B=8 step
    #                               vs flat (one CPU, bench/step_variants.py, 2026-12-07) MNv2 0.86×, B0 0.87×
    #   xla-gpu, iree-gpu: conv, flat  not measured here (no GPU was lent)
    # (convnc before the shifted forms: the gate ties the last lowering of each family, macvr)
    LOWERINGS = {"depthwise": ("conv", "convnc", "mac", "macvr"), "pointwise": ("conv", "matmul"),
                 "wgrad": ("conv", "taps", "patches"), "bnstat": ("flat", "staged")}
    BY_TARGET = {
        "xla-cpu": {"depthwise": "macvr", "pointwise": "matmul", "wgrad": "conv", "bnstat": "flat"},
        "iree-cpu": {"depthwise": "convnc", "pointwise": "matmul", "wgrad": "conv", "bnstat": "staged"},
        "xla-gpu": {"depthwise": "conv", "pointwise": "conv", "wgrad": "conv", "bnstat": "flat"},
        "iree-gpu": {"depthwise": "conv", "pointwise": "conv", "wgrad": "conv", "bnstat": "flat"},
    }
    LOWERING_HELP = {"depthwise": "depthwise conv lowering (MobileNetV2, EfficientNet, MobileNetV4): auto = the "
                                  "target's measured choice (macvr on xla-cpu, convnc on iree-cpu, conv elsewhere; a "
                                  "name with +dwnc, +dwshift or +dwshiftvr keeps it), conv, convnc (conv, its weight "
                                  "gradient one depthwise convolution over the batch's planes), mac (shifted "
                                  "multiply-adds) or macvr (mac, its weight gradient one multi-operand reduce where "
                                  "the output is >= 64 pixels)",
                     **conv_lowering_help("MobileNetV2, EfficientNet", BY_TARGET),
                     "bnstat": BNSTAT_HELP}
    LOWERING_TEXT = {"conv": "convolution", "convnc": "convolution, its weight gradient one over the batch's planes",
                     "mac": "shifted multiply-adds",
                     "macvr": "shifted multiply-adds, one-pass weight gradient", "matmul": "dot_general",
                     "taps": "one dot_general per tap", "patches": "one dot_general of the patches",
                     "flat": "one reduce over N, H, W", "staged": "a reduce over H, then W, then N"}

    def image_rule(self) -> tuple[int, int, str]:
        return 2, 1, "at least 2 (the stem conv has stride 2)"

    @property
    def spec(self) -> MobileSize:
        return self.SIZES[self.size]

    @property
    def act(self) -> type:
        return ACTIVATIONS[self.ACT]

    def blocks(self):
        return layout(self.spec.arch, self.spec.stem)

    def skips(self) -> list[bool]:
        """timm's has_skip per block: stride 1 and in_chs = out."""
        return [stride == 1 and in_chs == spec.out for spec, _, _, in_chs, stride in self.blocks()]

    @property
    def drop_sites(self) -> int:
        """Columns of `drop_mask`: one per skip block (stochastic depth), then one per pooled
        feature (the classifier dropout's keep values), all drawn by the host from `drop_ramp`."""
        return sum(self.skips()) + self.head_dropout_width

    @property
    def head_dropout_width(self) -> int:
        """The classifier dropout's columns: the pooled features (twice conv_head's under catavgmax)."""
        return self.spec.features * WIDTH[self.global_pool]

    @property
    def example_shape(self) -> tuple[int, ...]:
        return (self.image_size, self.image_size, self.in_chans)

    def block(self, spec: BlockSpec, name: str, in_chs: int, stride: int, site: int | None, skip: bool) -> Stage:
        branch = block_stages(spec, name, in_chs, stride, self.act, self.depthwise, self.pointwise)
        return skip_block(branch, site, self.drop_sites) if skip else Chain(branch)

    def net(self, drop: bool = False) -> Chain:
        """Image [B, H, W, 3] → logits [B, classes]; with `drop`, `drop_mask` [B, skip blocks +
        features]: a stochastic-depth site per skip block, then the classifier dropout's keep values."""
        stages = conv_bn_act(self.spec.stem, 3, 2, self.act, "conv_stem", "bn1", input_grad=False, wgrad=self.wgrad)
        site = 0
        for (spec, s, j, in_chs, stride), skip in zip(self.blocks(), self.skips()):
            stages.append(self.block(spec, f"blocks.{s}.{j}", in_chs, stride, site if drop and skip else None, skip))
            site += skip
        stages += classifier_head(self.spec.features, self.num_classes, self.act,
                                  (site, self.drop_sites) if drop else None, self.pointwise, self.global_pool)
        return self.batchnorm(Chain(stages))

    def drop_ramp(self, rate: float | None = None) -> np.ndarray:
        """timm's builder: block i of n (all blocks counted) drops with rate · i / n, one site per
        skip block (`rate` None: the size's recipe); then the size's classifier dropout rate for
        each feature."""
        rate = self.spec.drop_path_rate if rate is None else rate
        n = len(self.blocks())
        blocks = [rate * i / n for i, skip in enumerate(self.skips()) if skip]
        return np.array(blocks + [self.spec.dropout] * self.head_dropout_width)

    def timm_model(self, drop: bool):
        """timm's twin (the bench's PyTorch peer) with the recipe's drop path and classifier dropout
        when `drop`."""
        name = self.TIMM.get(self.size)
        if name is None:
            return None
        return name, {"num_classes": self.num_classes, "drop_path_rate": self.spec.drop_path_rate if drop else 0.0,
                      "drop_rate": self.spec.dropout if drop else 0.0, **self.timm_in_chans()}

    def init_params(self, seed: int) -> dict[str, np.ndarray]:
        """timm's `_init_weight_goog`: conv weights normal(0, 2 / fan_out), fan_out = k·k·out /
        groups (a k×k kernel with one input channel per group is depthwise: k·k); the SE's 1×1
        convs likewise (fan_out = out); the classifier uniform ±1/√classes; biases 0; BN 1/0."""
        if self.bn_splits > 1:      # timm converts after creating: the unsplit model's draws, aux sets copied
            return self.split_bn_params(replace(self, bn_splits=1).init_params(seed))
        rng = np.random.default_rng(seed)
        params = {}
        for name, shape in self.param_shapes().items():
            stem, leaf = name.rsplit(".", 1)
            if leaf == "w" and stem == "classifier":
                bound = 1.0 / math.sqrt(shape[1])
                params[name] = rng.uniform(-bound, bound, shape).astype(np.float32)
            elif leaf == "w":
                fan_out = shape[-1] if len(shape) == 2 else \
                    shape[0] * shape[1] * (1 if shape[2] == 1 and shape[0] > 1 else shape[3])
                params[name] = (rng.standard_normal(shape) * math.sqrt(2.0 / fan_out)).astype(np.float32)
            elif leaf == "g":
                params[name] = np.ones(shape, np.float32)
            else:
                params[name] = np.zeros(shape, np.float32)
        return params

    def reference(self):
        from ..reference import mobile as ref
        return ref, ref.MobileConfig(self.spec.stem, tuple(astuple(b) for b in self.spec.arch), self.spec.features,
                                     self.ACT, self.num_classes, self.image_size, self.in_chans, self.bn_eps,
                                     self.bn_momentum, self.global_pool, bn_splits=self.bn_splits)

    def gflop_per_image(self) -> float:
        """Training ≈ 3× the forward's 2·MACs of the convs and dense layers."""
        h = self.image_size // 2
        macs = h * h * 9 * self.in_chans * self.spec.stem
        for spec, _, _, in_chs, stride in self.blocks():
            mid = make_divisible(in_chs * spec.exp) if spec.kind == "ir" else in_chs
            ho = -(-h // stride)
            macs += (h * h * in_chs * mid if spec.kind == "ir" else 0) + ho * ho * mid * spec.kernel ** 2 \
                + ho * ho * mid * spec.out
            h = ho
        macs += h * h * self.blocks()[-1][0].out * self.spec.features + self.head_dropout_width * self.num_classes
        return 3 * 2 * macs / 1e9

    MUTANTS: ClassVar[dict[str, type]] = {}

    @classmethod
    def mutants(cls) -> dict[str, "MobileNet"]:
        small = cls.gate_model()
        return {f"{cls.NAME}/{name}": mutant_class(cls, mixin)(small.size, small.num_classes, small.image_size)
                for name, mixin in cls.MUTANTS.items()}

    def timm_twin(self, drop_path_rate: float = 0.0, drop_rate: float = 0.0):
        """timm's EfficientNet class on this size's arch strings, stem, widths and head as given
        (no channel rounding: the sizes are timm's rounded values already), BatchNorm and the net's
        activation, as `_gen_mobilenet_v2` / `_gen_efficientnet` build it."""
        import torch
        import timm
        from timm.models._efficientnet_builder import decode_arch_def
        arch = [[f"{b.kind}_r{b.repeats}_k{b.kernel}_s{b.stride}_e{b.exp}_c{b.out}" + (f"_se{b.se}" if b.se else "")]
                for b in self.spec.arch]
        act = {"relu6": torch.nn.ReLU6, "silu": torch.nn.SiLU}[self.ACT]
        return self.timm_batchnorm(timm.models.efficientnet.EfficientNet(
            decode_arch_def(arch), num_classes=self.num_classes, in_chans=self.in_chans, num_features=self.spec.features,
            stem_size=self.spec.stem, fix_stem=True, round_chs_fn=lambda c: c, act_layer=act,
            norm_layer=torch.nn.BatchNorm2d, drop_rate=drop_rate, drop_path_rate=drop_path_rate,
            global_pool=self.global_pool))

    def timm_sites(self, module):
        """A DropPath per skip block (timm's `has_skip`), blocks in order; the dropout's keep
        values multiply the classifier's input."""
        blocks = [b for stage in module.blocks for b in stage]
        return [(b, "drop_path") for b in blocks if b.has_skip], module.classifier

    def layer_key(self, name: str) -> tuple[float, ...]:
        """timm's EfficientNet.group_matcher (its MobileNetV2 too): conv_stem/bn1 layer 0, then one
        layer per block (blocks.i.j) in order, conv_head/bn2 with the last block, the classifier last."""
        if name.startswith(("conv_stem.", "bn1.")):
            return STEM
        if name.startswith(("conv_head.", "bn2.")):
            return (1.0, JOIN_PREVIOUS)
        return block_key(name, r"blocks\.(\d+)\.(\d+)\.") or HEAD

    def timm_table(self) -> list[tuple[str, str, str]]:
        """(hlocert name, timm state_dict key, kind) for every parameter and running statistic, in
        timm's order (a BN's weight, bias, running_mean, running_var): kind "conv" (HWIO ↔ OIHW,
        depthwise [k,k,1,C] ↔ [C,1,k,k]), "pointwise" (the SE's 1×1 convs, dense [in, out] ↔
        [out, in, 1, 1]), "linear" (the classifier) or "vec". hlocert/weights.py converts."""
        state = self.state_shapes()
        rows = []
        for name in self.param_shapes():
            stem, leaf = name.rsplit(".", 1)
            kind = "vec" if leaf != "w" else "linear" if stem == "classifier" else \
                "pointwise" if ".se." in name else "conv"
            rows.append((name, f"{stem}.{'bias' if leaf == 'b' else 'weight'}", kind))
            if leaf == "b" and f"{stem}.running_mean" in state:
                rows += [(f"{stem}.{stat}", f"{stem}.{stat}", "vec") for stat in ("running_mean", "running_var")]
        return rows


# ---------------------------------------------------------------------------------------------
# Whole-net mutants: mixins, each one realistic bug, put in front of a net class by
# `MobileNet.mutants()` (certify/net_mutants.py runs the gates; tests/nets/test_mobile.py the ties).

def _swap(stages: list[Stage], pick, make) -> list[Stage]:
    return [make(s) if pick(s) else s for s in stages]


def _as(cls, stage):
    """`stage` re-made as its mutant subclass `cls`, with the same fields."""
    return cls(**{f.name: getattr(stage, f.name) for f in fields(stage)})


class DropAfterAddMixin:
    """drop masks applied to each skip block's output (branch + x) instead of its branch"""

    def block(self, spec, name, in_chs, stride, site, skip):
        res = super().block(spec, name, in_chs, stride, site, skip)
        return DropAfterAdd(res.branch) if site is not None else res


class StridedDepthwiseRemainderMixin:
    """the stride-2 depthwise convs' dx puts the remainder rows on the top/left pad"""

    def block(self, spec, name, in_chs, stride, site, skip):
        res = super().block(spec, name, in_chs, stride, site, skip)
        if stride == 1:
            return res
        stages = _swap(res.stages, lambda s: isinstance(s, Conv2D) and s.groups > 1,
                       lambda s: _as(ConvInputGradRemainderAtTop, s))
        stages = _swap(stages, lambda s: isinstance(s, DepthwiseShifted),
                       lambda s: _as(OnePassInputGradRemainderAtTop if isinstance(s, DepthwiseShiftedOnePass)
                                     else DepthwiseShiftedInputGradRemainderAtTop, s))
        return Chain(stages)


class SqueezeExciteNoPooledPathMixin:
    """the squeeze-excite gates' dx drops the path through the pooled excite branch"""

    def block(self, spec, name, in_chs, stride, site, skip):
        res = super().block(spec, name, in_chs, stride, site, skip)
        chain = res.branch if isinstance(res, Residual) else res
        chain.stages = _swap(chain.stages, lambda s: isinstance(s, Gate), lambda s: _as(GateWithoutPooledPath, s))
        return res


class ReLU6GradAboveCapMixin:
    """every ReLU6's gradient passes dy above 6 too"""

    @property
    def act(self):
        return ReLU6GradPassesAboveCap


class DropoutMasksInputMixin:
    """the classifier dropout's backward multiplies the saved features, not dy, by the mask"""

    def net(self, drop=False):
        chain = super().net(drop)
        chain.stages = _swap(chain.stages, lambda s: isinstance(s, Dropout), lambda s: _as(DropoutMaskOnInput, s))
        return chain


def mutant_class(net: type, mixin: type) -> type:
    """`net` with the bug of `mixin`, named after both (its docstring is the bug's)."""
    return type(f"{mixin.__name__.removesuffix('Mixin')}{net.__name__}", (mixin, net), {"__doc__": mixin.__doc__})
