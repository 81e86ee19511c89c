"""MobileNetV2 and EfficientNet (hlocert/nets/mobilenetv2.py, efficientnet.py) as plain JAX
functions, written from timm's `EfficientNet` class and its blocks (timm/models/efficientnet.py,
_efficientnet_blocks.py, _efficientnet_builder.py): the independent reference the rendered
gradient and running statistics are tied to. It shares no code with hlocert outside
``hlocert/reference/``.

    stem:   conv_stem 3×3/s2 → bn1 → act
    ds:     conv_dw k×k/s (groups = C) → bn1 → act → [se] → conv_pw 1×1 → bn2          (+ x if has_skip)
    ir:     conv_pw 1×1 → bn1 → act → conv_dw k×k/s → bn2 → act → [se] → conv_pwl 1×1 → bn3 (+ x ...)
    se:     x · sigmoid(conv_expand(act(conv_reduce(mean_hw(x))))), reduced round(mid · ratio / exp)
    head:   conv_head 1×1 → bn2 → act → mean_hw → dropout → classifier

Convs have no bias and timm's `get_padding` ((s − 1) + (k − 1)) // 2 on every side; has_skip is
stride 1 and in = out, its drop path on the branch (a column of ``drop_mask`` per skip block, in
order; the columns after them are the classifier dropout's keep values, one per feature). BatchNorm is PyTorch's (eps 1e-5, momentum 0.1): training mode normalises by the batch
statistics and returns the updated running statistics; eval mode reads them.

Parameters are a ``dict`` keyed by timm's state_dict names with ``weight`` → ``w`` (``g`` for a
BatchNorm) and ``bias`` → ``b``; convs HWIO, the SE's 1×1 convs and the classifier ``[in, out]``.
The running statistics are a second ``dict``, ``{bn}.running_mean`` / ``{bn}.running_var``.
"""
from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp

from . import ops

# The parameters weight decay skips beside the 1-D ones (optim.decay_mask):
# timm's EfficientNet (MobileNetV2, EfficientNet) declares no no_weight_decay().
NO_WEIGHT_DECAY: frozenset[str] = frozenset()

ACTS = {"relu6": ops.relu6, "silu": ops.silu}


@dataclasses.dataclass(frozen=True)
class MobileConfig:
    stem: int
    # one row per stage: (kind "ds" | "ir", repeats, kernel, stride, expansion, out, se ratio)
    arch: tuple[tuple, ...]
    features: int
    act: str
    num_classes: int = 1000
    image_size: int = 224
    in_chans: int = 3
    bn_eps: float = 1e-5          # timm's --bn-eps, on every BatchNorm
    bn_momentum: float = 0.1      # timm's --bn-momentum (PyTorch's: new = (1 - m) old + m batch)
    global_pool: str = "avg"      # timm's: avg, max, avgmax, catavgmax (the classifier on twice the features)
    bn_splits: int = 1            # timm's --split-bn over this many aug splits (1: off)


def _padding(k, s):
    p = ((s - 1) + (k - 1)) // 2
    return ((p, p), (p, p))


def _mid(in_chs, exp):
    """timm's make_divisible(in_chs · exp, 8)."""
    v = in_chs * exp
    new = max(8, int(v + 4) // 8 * 8)
    return new + 8 if new < 0.9 * v else new


def blocks(cfg: MobileConfig):
    """(name, kind, in, mid, out, kernel, stride, se reduced channels or 0, has_skip) per block."""
    out, c = [], cfg.stem
    for s, (kind, repeats, k, stride, exp, cout, se) in enumerate(cfg.arch):
        for j in range(repeats):
            st = stride if j == 0 else 1
            mid = _mid(c, exp) if kind == "ir" else c
            rd = round(mid * (se / exp)) if se else 0
            out.append((f"blocks.{s}.{j}", kind, c, mid, cout, k, st, rd, st == 1 and c == cout))
            c = cout
    return out


def _bn_shapes(cfg: MobileConfig, name: str, c: int) -> dict[str, tuple[int, ...]]:
    return {f"{s}.{leaf}": (c,) for s in ops.bn_sets(name, cfg.bn_splits) for leaf in ("g", "b")}


def param_shapes(cfg: MobileConfig) -> dict[str, tuple[int, ...]]:
    shapes = {"conv_stem.w": (3, 3, cfg.in_chans, cfg.stem), **_bn_shapes(cfg, "bn1", cfg.stem)}
    for name, kind, cin, mid, cout, k, _, rd, _ in blocks(cfg):
        if kind == "ir":
            shapes.update({f"{name}.conv_pw.w": (1, 1, cin, mid), **_bn_shapes(cfg, f"{name}.bn1", mid)})
        dw_bn = "bn2" if kind == "ir" else "bn1"
        shapes.update({f"{name}.conv_dw.w": (k, k, 1, mid), **_bn_shapes(cfg, f"{name}.{dw_bn}", mid)})
        if rd:
            shapes.update({f"{name}.se.conv_reduce.w": (mid, rd), f"{name}.se.conv_reduce.b": (rd,),
                           f"{name}.se.conv_expand.w": (rd, mid), f"{name}.se.conv_expand.b": (mid,)})
        pw, pw_bn = ("conv_pwl", "bn3") if kind == "ir" else ("conv_pw", "bn2")
        shapes.update({f"{name}.{pw}.w": (1, 1, mid, cout), **_bn_shapes(cfg, f"{name}.{pw_bn}", cout)})
    last = blocks(cfg)[-1][4]
    shapes.update({"conv_head.w": (1, 1, last, cfg.features), **_bn_shapes(cfg, "bn2", cfg.features),
                   "classifier.w": (cfg.features * (2 if cfg.global_pool == "catavgmax" else 1), cfg.num_classes),
                   "classifier.b": (cfg.num_classes,)})
    return shapes


def state_shapes(cfg: MobileConfig) -> dict[str, tuple[int, ...]]:
    """The running statistics of every BatchNorm, in forward order."""
    out = {}
    for name, shape in param_shapes(cfg).items():
        if name.endswith(".g"):
            bn = name[:-2]
            out.update({f"{bn}.running_mean": shape, f"{bn}.running_var": shape})
    return out


class _Run:
    """One forward pass: applies timm's layers, collecting the new running statistics."""

    def __init__(self, params, state, cfg, train):
        self.p, self.state, self.cfg, self.train = params, state, cfg, train
        self.act = ACTS[cfg.act]
        self.new_state = {}

    def bn(self, x, name):
        cfg = self.cfg
        y, new = ops.batch_norm_sets(x, self.p, self.state, name, cfg.bn_splits, self.train, cfg.bn_eps, cfg.bn_momentum)
        self.new_state.update(new)      # eval: the main BatchNorm only, split or not (timm's SplitBatchNorm2d)
        return y

    def conv_bn(self, x, conv, bn, k=1, stride=1, groups=1, act=True):
        x = ops.conv2d(x, self.p[f"{conv}.w"], None, (stride, stride), _padding(k, stride), groups)
        x = self.bn(x, bn)
        return self.act(x) if act else x

    def se(self, x, name):
        p = self.p
        s = ops.dense(jnp.mean(x, axis=(1, 2)), p[f"{name}.conv_reduce.w"], p[f"{name}.conv_reduce.b"])
        s = ops.dense(self.act(s), p[f"{name}.conv_expand.w"], p[f"{name}.conv_expand.b"])
        return x * jax.nn.sigmoid(s)[:, None, None, :]

    def block(self, x, spec, keep):
        name, kind, _, mid, _, k, stride, rd, skip = spec
        h = x
        if kind == "ir":
            h = self.conv_bn(h, f"{name}.conv_pw", f"{name}.bn1")
        h = self.conv_bn(h, f"{name}.conv_dw", f"{name}.{'bn2' if kind == 'ir' else 'bn1'}", k, stride, mid)
        if rd:
            h = self.se(h, f"{name}.se")
        pw, pw_bn = ("conv_pwl", "bn3") if kind == "ir" else ("conv_pw", "bn2")
        h = self.conv_bn(h, f"{name}.{pw}", f"{name}.{pw_bn}", act=False)
        if not skip:
            return h
        return x + (h if keep is None else ops.drop_path(h, keep))

    def __call__(self, x, drop_mask):
        x = self.conv_bn(x, "conv_stem", "bn1", 3, 2)
        site = 0
        for spec in blocks(self.cfg):
            keep = None if drop_mask is None or not spec[-1] else drop_mask[:, site]
            x = self.block(x, spec, keep)
            site += spec[-1]
        x = ops.global_pool(self.conv_bn(x, "conv_head", "bn2"), self.cfg.global_pool)
        if drop_mask is not None:
            x = ops.dropout(x, drop_mask[:, site:site + x.shape[1]])
        return ops.dense(x, self.p["classifier.w"], self.p["classifier.b"])


def apply(params, state, x, cfg: MobileConfig, drop_mask=None, train=True):
    """(logits ``[B, K]``, new running statistics — the same in eval mode)."""
    run = _Run(params, state, cfg, train)
    logits = run(x, drop_mask)
    return logits, (run.new_state if train else state)


def train_forward(params, state, x, drop_mask, cfg: MobileConfig):
    """Training mode: (logits, new running statistics)."""
    return apply(params, state, x, cfg, drop_mask, train=True)


def train_loss(params, state, x, targets, drop_mask, cfg: MobileConfig):
    """Training mode: (mean softmax cross-entropy against soft targets, new running statistics)."""
    logits, new_state = train_forward(params, state, x, drop_mask, cfg)
    return ops.softmax_cross_entropy(logits, targets), new_state


def eval_forward(params, state, x, cfg: MobileConfig):
    """Eval mode: logits, BatchNorm reading the running statistics."""
    return apply(params, state, x, cfg, train=False)[0]


def loss_fn(params, x, targets, drop_mask, cfg: MobileConfig):
    """The training-mode loss alone: batch statistics do not read the running statistics, so any
    state gives it (PyTorch's initial one here)."""
    fresh = {k: (jnp.zeros if k.endswith("mean") else jnp.ones)(s, x.dtype) for k, s in state_shapes(cfg).items()}
    return train_loss(params, fresh, x, targets, drop_mask, cfg)[0]
