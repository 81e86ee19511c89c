"""TinyCNN (hlocert/nets/tinycnn.py's net) as a plain JAX function: the independent reference the
rendered gradient is tied to. It shares no code with hlocert outside ``hlocert/reference/``.

    stem:   conv 4×4 / s4 → LayerNorm
    block:  conv 3×3 (pad 1) → GELU (erf) → Linear C→C → ×keep mask (drop path) → + input
    head:   global average pool → Linear

With ``cfg.bn`` (hlocert's ``+bn``): BatchNorm after every conv — ``stem.bn`` in place of the stem's
LayerNorm, ``blocks.{i}.bn`` between the block's conv and GELU — the convs without bias; in
training mode it normalises by the batch statistics and returns the new running statistics
(:func:`train_loss`), in eval mode by the running statistics (:func:`eval_forward`).

Activations are NHWC; parameters a ``dict[str, array]`` keyed by the names of :func:`param_shapes`,
running statistics keyed by the names of :func:`state_shapes`.
"""
from __future__ import annotations

import dataclasses

import numpy as np

from . import ops

# The parameters weight decay skips beside the 1-D ones (optim.decay_mask):
# no timm twin; the 1-D rule alone.
NO_WEIGHT_DECAY: frozenset[str] = frozenset()


@dataclasses.dataclass(frozen=True)
class TinyCNNConfig:
    depth: int = 2
    width: int = 16
    num_classes: int = 10
    image_size: int = 32
    patch: int = 4
    ln_eps: float = 1e-6
    in_chans: int = 3
    bn: bool = False
    bn_eps: float = 1e-5
    bn_momentum: float = 0.1
    bn_splits: int = 1            # timm's --split-bn over this many aug splits (1: off)


def _bn_names(cfg: TinyCNNConfig) -> list[str]:
    return ["stem.bn", *(f"blocks.{i}.bn" for i in range(cfg.depth))] if cfg.bn else []


def _bn_shapes(cfg: TinyCNNConfig, name: str) -> dict[str, tuple[int, ...]]:
    return {f"{s}.{leaf}": (cfg.width,) for s in ops.bn_sets(name, cfg.bn_splits) for leaf in ("g", "b")}


def param_shapes(cfg: TinyCNNConfig) -> dict[str, tuple[int, ...]]:
    c, p = cfg.width, cfg.patch
    norm = _bn_shapes(cfg, "stem.bn") if cfg.bn else {"stem.conv.b": (c,), "stem.norm.g": (c,), "stem.norm.b": (c,)}
    shapes = {"stem.conv.w": (p, p, cfg.in_chans, c), **norm}
    for i in range(cfg.depth):
        shapes[f"blocks.{i}.conv.w"] = (3, 3, c, c)
        shapes.update(_bn_shapes(cfg, f"blocks.{i}.bn") if cfg.bn else {f"blocks.{i}.conv.b": (c,)})
        shapes.update({f"blocks.{i}.fc.w": (c, c), f"blocks.{i}.fc.b": (c,)})
    shapes.update({"head.fc.w": (c, cfg.num_classes), "head.fc.b": (cfg.num_classes,)})
    return shapes


def state_shapes(cfg: TinyCNNConfig) -> dict[str, tuple[int, ...]]:
    """The running statistics of each BatchNorm (none without ``cfg.bn``), in forward order."""
    return {f"{s}.{k}": (cfg.width,) for n in _bn_names(cfg) for s in ops.bn_sets(n, cfg.bn_splits)
            for k in ("running_mean", "running_var")}


def init_params(cfg: TinyCNNConfig, seed: int = 0, dtype=np.float32) -> dict[str, np.ndarray]:
    """Weights ~ normal(0, .02²) truncated at ±2 (values, as timm's `trunc_normal_`; redrawn), biases 0,
    LayerNorm g 1 and b 0."""
    rng = np.random.default_rng(seed)
    params = {}
    for name, shape in param_shapes(cfg).items():
        if name.endswith(".w"):
            z = rng.standard_normal(shape) * 0.02
            while (out := np.abs(z) > 2.0).any():
                z[out] = rng.standard_normal(int(out.sum())) * 0.02
            params[name] = z.astype(dtype)
        else:
            scale = name.endswith((".norm.g", ".bn.g")) or ".bn.aux_bn." in name and name.endswith(".g")
            params[name] = (np.ones(shape) if scale else np.zeros(shape)).astype(dtype)
    return params


def _apply(params, state, x, drop_mask, cfg: TinyCNNConfig, train: bool):
    """(logits, new running statistics): BatchNorm by batch statistics when ``train``, else by
    ``state`` (then the statistics come back unchanged)."""
    new_state = dict(state)

    def conv(h, name, **kw):
        return ops.conv2d(h, params[f"{name}.w"], None if cfg.bn else params[f"{name}.b"], **kw)

    def bn(h, name):
        y, new = ops.batch_norm_sets(h, params, state, name, cfg.bn_splits, train, cfg.bn_eps, cfg.bn_momentum)
        new_state.update(new)       # eval: the main BatchNorm only, split or not (timm's SplitBatchNorm2d)
        return y

    p = cfg.patch
    x = conv(x, "stem.conv", stride=(p, p))
    x = bn(x, "stem.bn") if cfg.bn else ops.layer_norm(x, params["stem.norm.g"], params["stem.norm.b"], cfg.ln_eps)
    for i in range(cfg.depth):
        h = conv(x, f"blocks.{i}.conv", padding=((1, 1), (1, 1)))
        if cfg.bn:
            h = bn(h, f"blocks.{i}.bn")
        h = ops.dense(ops.gelu_erf(h), params[f"blocks.{i}.fc.w"], params[f"blocks.{i}.fc.b"])
        if drop_mask is not None:
            h = ops.drop_path(h, drop_mask[:, i])
        x = x + h
    return ops.dense(ops.global_avg_pool(x), params["head.fc.w"], params["head.fc.b"]), new_state


def forward(params, x, drop_mask, cfg: TinyCNNConfig):
    """Logits ``[B, K]`` of the net without BatchNorm; ``drop_mask [B, depth]`` (pre-scaled keep
    values) or None (no drop)."""
    if cfg.bn:
        raise ValueError("a BatchNorm TinyCNN needs its running statistics: use train_loss or eval_forward")
    return _apply(params, {}, x, drop_mask, cfg, train=True)[0]


def loss_fn(params, x, targets, drop_mask, cfg: TinyCNNConfig):
    """Mean softmax cross-entropy of :func:`forward` against soft targets ``[B, K]``."""
    return ops.softmax_cross_entropy(forward(params, x, drop_mask, cfg), targets)


def train_forward(params, state, x, drop_mask, cfg: TinyCNNConfig):
    """(logits, new running statistics) of one training-mode forward: BatchNorm by batch statistics."""
    return _apply(params, state, x, drop_mask, cfg, train=True)


def train_loss(params, state, x, targets, drop_mask, cfg: TinyCNNConfig):
    """(loss, new running statistics) of :func:`train_forward`."""
    logits, new_state = train_forward(params, state, x, drop_mask, cfg)
    return ops.softmax_cross_entropy(logits, targets), new_state


def eval_forward(params, state, x, cfg: TinyCNNConfig):
    """Logits of the eval forward: BatchNorm by the running statistics ``state``, nothing dropped."""
    return _apply(params, state, x, None, cfg, train=False)[0]
