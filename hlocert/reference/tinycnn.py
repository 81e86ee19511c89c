"""TinyCNN (hlocert/nets/tinycnn.py's net) as a plain JAX function: the independent reference the
rendered gradient is tied to. It shares no code with hlocert outside ``hlocert/reference/``.

    stem:   conv 4×4 / s4 → LayerNorm
    block:  conv 3×3 (pad 1) → GELU (erf) → Linear C→C → ×keep mask (drop path) → + input
    head:   global average pool → Linear

Activations are NHWC; parameters a ``dict[str, array]`` keyed by the names of :func:`param_shapes`.
"""
from __future__ import annotations

import dataclasses

import numpy as np

from . import ops


@dataclasses.dataclass(frozen=True)
class TinyCNNConfig:
    depth: int = 2
    width: int = 16
    num_classes: int = 10
    image_size: int = 32
    patch: int = 4
    ln_eps: float = 1e-6
    in_chans: int = 3


def param_shapes(cfg: TinyCNNConfig) -> dict[str, tuple[int, ...]]:
    c, p = cfg.width, cfg.patch
    shapes = {"stem.conv.w": (p, p, cfg.in_chans, c), "stem.conv.b": (c,), "stem.norm.g": (c,), "stem.norm.b": (c,)}
    for i in range(cfg.depth):
        shapes.update({f"blocks.{i}.conv.w": (3, 3, c, c), f"blocks.{i}.conv.b": (c,),
                       f"blocks.{i}.fc.w": (c, c), f"blocks.{i}.fc.b": (c,)})
    shapes.update({"head.fc.w": (c, cfg.num_classes), "head.fc.b": (cfg.num_classes,)})
    return shapes


def init_params(cfg: TinyCNNConfig, seed: int = 0, dtype=np.float32) -> dict[str, np.ndarray]:
    """Weights ~ normal(0, .02²) truncated at ±2σ (redrawn), biases 0, LayerNorm g 1 and b 0."""
    rng = np.random.default_rng(seed)
    params = {}
    for name, shape in param_shapes(cfg).items():
        if name.endswith(".w"):
            z = rng.standard_normal(shape)
            while (out := np.abs(z) > 2.0).any():
                z[out] = rng.standard_normal(int(out.sum()))
            params[name] = (z * 0.02).astype(dtype)
        else:
            params[name] = (np.ones(shape) if name.endswith(".norm.g") else np.zeros(shape)).astype(dtype)
    return params


def forward(params, x, drop_mask, cfg: TinyCNNConfig):
    """Logits ``[B, K]``; ``drop_mask [B, depth]`` (pre-scaled keep values) or None (no drop)."""
    p = cfg.patch
    x = ops.conv2d(x, params["stem.conv.w"], params["stem.conv.b"], stride=(p, p))
    x = ops.layer_norm(x, params["stem.norm.g"], params["stem.norm.b"], cfg.ln_eps)
    for i in range(cfg.depth):
        h = ops.conv2d(x, params[f"blocks.{i}.conv.w"], params[f"blocks.{i}.conv.b"], padding=((1, 1), (1, 1)))
        h = ops.dense(ops.gelu_erf(h), params[f"blocks.{i}.fc.w"], params[f"blocks.{i}.fc.b"])
        if drop_mask is not None:
            h = ops.drop_path(h, drop_mask[:, i])
        x = x + h
    return ops.dense(ops.global_avg_pool(x), params["head.fc.w"], params["head.fc.b"])


def loss_fn(params, x, targets, drop_mask, cfg: TinyCNNConfig):
    """Mean softmax cross-entropy of :func:`forward` against soft targets ``[B, K]``."""
    return ops.softmax_cross_entropy(forward(params, x, drop_mask, cfg), targets)
