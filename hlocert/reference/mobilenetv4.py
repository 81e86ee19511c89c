"""MobileNetV4-Conv (Qin et al. 2024; timm's `mobilenetv4_conv_medium`) as a plain JAX function.

The independent reference the rendered net (hlocert/nets/mobilenetv4.py) is tied to, written from
timm 1.0.31's definitions: `MobileNetV3` with `head_norm=True` (mobilenetv3.py),
`EdgeResidual`, `UniversalInvertedResidual` and `ConvBnAct` (_efficientnet_blocks.py), the block
decoding and padding of _efficientnet_builder.py. It shares no code with hlocert outside
``hlocert/reference/``.

    stem:  conv 3×3 / s2 (no bias) → BN → ReLU
    er     (EdgeResidual, "fused IB"):  conv k×k / s (in → in·e) → BN → ReLU → conv 1×1 → BN
    uir    (universal inverted bottleneck):  [dw a×a → BN] → conv 1×1 (in → in·e) → BN → ReLU
           → [dw k×k → BN → ReLU] → conv 1×1 → BN; the stride sits on the middle depthwise, or on
           the start one when there is no middle one (a = 0 / k = 0: that conv is absent)
    cn     (ConvBnAct):  conv k×k → BN → ReLU
    skip:  x + drop_path(block(x)) when stride 1 and in = out (er, uir; cn never)
    head:  global average pool → conv 1×1 (no bias) → BN → ReLU → dropout → Linear

Every conv has no bias; BN eps 1e-5, momentum 0.1; timm's padding ((s − 1) + (k − 1)) // 2 on
both sides. Activations NHWC; conv kernels HWIO (depthwise [k, k, 1, C]); the classifier [in, out].
Parameters and running statistics are ``dict[str, array]`` keyed by timm's module names with
``weight`` → ``w`` (convs, the classifier) or ``g`` (BN), ``bias`` → ``b``.
"""
from __future__ import annotations

import dataclasses

import numpy as np

from . import ops

# The parameters weight decay skips beside the 1-D ones (optim.decay_mask):
# timm's MobileNetV3 class (MobileNetV4) declares no no_weight_decay().
NO_WEIGHT_DECAY: frozenset[str] = frozenset()



@dataclasses.dataclass(frozen=True)
class MobileNetV4Config:
    """`stages`: per stage, its blocks in order, each with the fields `kind` ("er", "uir", "cn"),
    `out`, `stride`, `exp`, `kernel` (er: the expansion conv's; cn: the conv's; uir: the middle
    depthwise's, 0 none) and `start` (uir: the start depthwise's kernel, 0 none): one repeat of a
    decoded timm block string (the net's `Block`)."""
    stem: int
    stages: tuple[tuple, ...]
    head: int                     # conv_head's width (timm's num_features, 1280 for M)
    num_classes: int = 1000
    image_size: int = 224
    in_chans: int = 3
    bn_eps: float = 1e-5          # timm's --bn-eps, on every BatchNorm
    bn_momentum: float = 0.1      # timm's --bn-momentum (PyTorch's: new = (1 - m) old + m batch)
    global_pool: str = "avg"      # timm's: avg, max, avgmax, catavgmax (conv_head on twice the channels)
    bn_splits: int = 1            # timm's --split-bn over this many aug splits (1: off)


def _pad(k: int, s: int) -> tuple[tuple[int, int], tuple[int, int]]:
    p = ((s - 1) + (k - 1)) // 2
    return ((p, p), (p, p))


def _has_skip(blk, cin: int) -> bool:
    return blk.kind != "cn" and blk.stride == 1 and cin == blk.out


def layers(cfg: MobileNetV4Config):
    """(prefix `blocks.{stage}.{i}`, in channels, Block) for every block, in order."""
    out, cin = [], cfg.stem
    for s, stage in enumerate(cfg.stages):
        for i, blk in enumerate(stage):
            out.append((f"blocks.{s}.{i}", cin, blk))
            cin = blk.out
    return out


def _block_convs(prefix: str, cin: int, blk):
    """(conv name, bn name, kernel, in, out, groups, stride, act) of a block, in order."""
    if blk.kind == "cn":
        return [(f"{prefix}.conv", f"{prefix}.bn1", blk.kernel, cin, blk.out, 1, blk.stride, True)]
    mid = cin * blk.exp
    if blk.kind == "er":
        return [(f"{prefix}.conv_exp", f"{prefix}.bn1", blk.kernel, cin, mid, 1, blk.stride, True),
                (f"{prefix}.conv_pwl", f"{prefix}.bn2", 1, mid, blk.out, 1, 1, False)]
    convs = []
    if blk.start:
        convs.append((f"{prefix}.dw_start.conv", f"{prefix}.dw_start.bn", blk.start, cin, cin, cin,
                      1 if blk.kernel else blk.stride, False))
    convs.append((f"{prefix}.pw_exp.conv", f"{prefix}.pw_exp.bn", 1, cin, mid, 1, 1, True))
    if blk.kernel:
        convs.append((f"{prefix}.dw_mid.conv", f"{prefix}.dw_mid.bn", blk.kernel, mid, mid, mid, blk.stride, True))
    convs.append((f"{prefix}.pw_proj.conv", f"{prefix}.pw_proj.bn", 1, mid, blk.out, 1, 1, False))
    return convs


def _all_convs(cfg: MobileNetV4Config):
    convs = [("conv_stem", "bn1", 3, cfg.in_chans, cfg.stem, 1, 2, True)]
    for prefix, cin, blk in layers(cfg):
        convs += _block_convs(prefix, cin, blk)
    return convs


def _bn_shapes(cfg: MobileNetV4Config, bn: str, c: int) -> dict[str, tuple[int, ...]]:
    return {f"{s}.{leaf}": (c,) for s in ops.bn_sets(bn, cfg.bn_splits) for leaf in ("g", "b")}


def param_shapes(cfg: MobileNetV4Config) -> dict[str, tuple[int, ...]]:
    shapes = {}
    for conv, bn, k, cin, cout, groups, _, _ in _all_convs(cfg):
        shapes[f"{conv}.w"] = (k, k, cin // groups, cout)
        shapes.update(_bn_shapes(cfg, bn, cout))
    last = cfg.stages[-1][-1].out
    pooled = last * (2 if cfg.global_pool == "catavgmax" else 1)
    shapes.update({"conv_head.w": (1, 1, pooled, cfg.head), **_bn_shapes(cfg, "norm_head", cfg.head),
                   "classifier.w": (cfg.head, cfg.num_classes), "classifier.b": (cfg.num_classes,)})
    return shapes


def state_shapes(cfg: MobileNetV4Config) -> dict[str, tuple[int, ...]]:
    """BN running statistics: `{bn}.running_mean`, `{bn}.running_var` for every BN, in order."""
    return {f"{name[:-2]}.{stat}": shape for name, shape in param_shapes(cfg).items() if name.endswith(".g")
            for stat in ("running_mean", "running_var")}


def init_params(cfg: MobileNetV4Config, seed: int = 0, dtype=np.float32) -> dict[str, np.ndarray]:
    """timm's `_init_weight_goog`: conv w ~ normal(0, 2 / fan_out), fan_out = k·k·out / groups;
    BN 1 and 0; classifier w ~ uniform(±1/sqrt(classes)), bias 0."""
    rng = np.random.default_rng(seed)
    groups = {f"{conv}.w": g for conv, _, _, _, _, g, _, _ in _all_convs(cfg)}
    params = {}
    for name, shape in param_shapes(cfg).items():
        if name == "classifier.w":
            r = 1.0 / np.sqrt(shape[1])
            params[name] = rng.uniform(-r, r, shape).astype(dtype)
        elif name.endswith(".w"):
            kh, kw, _, cout = shape
            fan_out = kh * kw * cout // groups.get(name, 1)
            params[name] = (rng.standard_normal(shape) * np.sqrt(2.0 / fan_out)).astype(dtype)
        else:
            params[name] = (np.ones(shape) if name.endswith(".g") else np.zeros(shape)).astype(dtype)
    return params


def _bn(x, params, state, bn, train, cfg: MobileNetV4Config):
    # eval: the main BatchNorm only, split or not (timm's SplitBatchNorm2d in eval)
    return ops.batch_norm_sets(x, params, state, bn, cfg.bn_splits, train, cfg.bn_eps, cfg.bn_momentum)


def _conv_bn_act(x, params, state, spec, train, cfg: MobileNetV4Config):
    conv, bn, k, _, _, groups, stride, act = spec
    y = ops.conv2d(x, params[f"{conv}.w"], None, (stride, stride), _pad(k, stride), groups)
    y, new = _bn(y, params, state, bn, train, cfg)
    return (ops.relu(y) if act else y), new


def apply(params, state, x, cfg: MobileNetV4Config, drop_mask=None, train=True):
    """(logits [B, K], new running statistics). `drop_mask [B, skip blocks + head]`: pre-scaled
    keep values, one column per block with a skip (in order), then the classifier dropout's one
    per pooled feature; None: no drop. `train` False: BN reads the running statistics and nothing
    is updated."""
    new_state = {}
    x, new = _conv_bn_act(x, params, state, _all_convs(cfg)[0], train, cfg)
    new_state.update(new)
    site = 0
    for prefix, cin, blk in layers(cfg):
        h = x
        for spec in _block_convs(prefix, cin, blk):
            h, new = _conv_bn_act(h, params, state, spec, train, cfg)
            new_state.update(new)
        if _has_skip(blk, cin):
            if drop_mask is not None:
                h = ops.drop_path(h, drop_mask[:, site])
            site += 1
            h = h + x
        x = h
    pooled = ops.global_pool(x, cfg.global_pool)[:, None, None, :]
    h = ops.conv2d(pooled, params["conv_head.w"])
    h, new = _bn(h, params, state, "norm_head", train, cfg)
    new_state.update(new)
    h = ops.relu(h)[:, 0, 0, :]
    if drop_mask is not None:
        h = ops.dropout(h, drop_mask[:, site:])
    return ops.dense(h, params["classifier.w"], params["classifier.b"]), new_state


def train_forward(params, state, x, drop_mask, cfg: MobileNetV4Config):
    """Training mode: (logits, new running statistics)."""
    return apply(params, state, x, cfg, drop_mask)


def train_loss(params, state, x, targets, drop_mask, cfg: MobileNetV4Config):
    """Training mode: (mean softmax cross-entropy of the logits against soft targets, new running
    statistics); the running statistics in `state` do not enter the loss."""
    logits, new_state = train_forward(params, state, x, drop_mask, cfg)
    return ops.softmax_cross_entropy(logits, targets), new_state


def eval_forward(params, state, x, cfg: MobileNetV4Config):
    """Eval-mode logits: every BN normalises with the running statistics in `state`."""
    return apply(params, state, x, cfg, train=False)[0]
