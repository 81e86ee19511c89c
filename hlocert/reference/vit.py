"""ViT (hlocert/nets/vit.py's net) as a plain JAX function, written from timm's `VisionTransformer`
(timm/models/vision_transformer.py: `PatchEmbed`, `_pos_embed`, `Block`, `Attention`, `Mlp`,
`forward_head` with global_pool 'token'): the independent reference the rendered gradient is tied
to. It shares no code with hlocert outside ``hlocert/reference/``.

    embed:  conv P×P / sP (bias) → flatten to tokens → concat class token → + pos_embed
    block:  x = x + drop_path₂ᵢ(attn(norm1(x)));  x = x + drop_path₂ᵢ₊₁(mlp(norm2(x)))
            attn: qkv Linear D→3D (bias) → softmax(q kᵀ · d^-½) v per head → proj Linear D→D
            mlp:  fc1 Linear D→4D → GELU (erf) → fc2 Linear 4D→D
    head:   norm(x) over every token → token 0 → Linear D→K

Distilled (timm's `VisionTransformerDistilled`, deit.py, `distilled=True`): concat class token, then
the distillation token, then the patches, + pos_embed over all N+2; the head reads token 0 through
`head` and token 1 through `head_dist`; :func:`forward` returns their mean ``(x + x_dist) / 2`` (timm
outside distilled training), :func:`forward_both` the two stacked ``[B, 2, K]`` (its distilled training).

Activations are NHWC then [B, T, D]; parameters a ``dict[str, array]`` keyed by the names of
:func:`param_shapes` (timm's module names, ``weight`` → ``w``, LayerNorm ``weight`` → ``g``,
``cls_token`` → ``cls.token``, ``pos_embed`` → ``pos.table``), dense weights ``[in, out]``.
"""
from __future__ import annotations

import dataclasses

import numpy as np

from . import ops
from .attention_ops import (class_readout, class_token, distilled_heads, head_mean, multi_head_attention, patch_tokens,
                            position_embedding, prefix_pair)

# timm's VisionTransformer.no_weight_decay() (pos_embed, cls_token, dist_token; no register tokens
# here): no weight decay on them beside the 1-D parameters (optim.decay_mask); the distillation
# token is a distilled ViT's only.
NO_WEIGHT_DECAY = frozenset({"cls.token", "dist.token", "pos.table"})


@dataclasses.dataclass(frozen=True)
class ViTConfig:
    dim: int = 384
    depth: int = 12
    heads: int = 6
    patch: int = 16
    num_classes: int = 1000
    image_size: int = 224
    mlp_ratio: int = 4
    ln_eps: float = 1e-6
    in_chans: int = 3
    distilled: bool = False


def param_shapes(cfg: ViTConfig) -> dict[str, tuple[int, ...]]:
    d, p, h = cfg.dim, cfg.patch, cfg.dim * cfg.mlp_ratio
    tokens = (cfg.image_size // p) ** 2 + 1 + cfg.distilled
    shapes = {"patch_embed.proj.w": (p, p, cfg.in_chans, d), "patch_embed.proj.b": (d,),
              **({"dist.token": (1, 1, d)} if cfg.distilled else {}),
              "cls.token": (1, 1, d), "pos.table": (1, tokens, d)}
    for i in range(cfg.depth):
        blk = f"blocks.{i}"
        shapes.update({f"{blk}.norm1.g": (d,), f"{blk}.norm1.b": (d,),
                       f"{blk}.attn.qkv.w": (d, 3 * d), f"{blk}.attn.qkv.b": (3 * d,),
                       f"{blk}.attn.proj.w": (d, d), f"{blk}.attn.proj.b": (d,),
                       f"{blk}.norm2.g": (d,), f"{blk}.norm2.b": (d,),
                       f"{blk}.mlp.fc1.w": (d, h), f"{blk}.mlp.fc1.b": (h,),
                       f"{blk}.mlp.fc2.w": (h, d), f"{blk}.mlp.fc2.b": (d,)})
    shapes.update({"norm.g": (d,), "norm.b": (d,), "head.w": (d, cfg.num_classes), "head.b": (cfg.num_classes,)})
    if cfg.distilled:
        shapes.update({"head_dist.w": (d, cfg.num_classes), "head_dist.b": (cfg.num_classes,)})
    return shapes


def init_params(cfg: ViTConfig, seed: int = 0, dtype=np.float32) -> dict[str, np.ndarray]:
    """timm's `init_weights_vit_timm`: Linear weights and pos_embed ~ normal(0, .02²) truncated at
    ±2 (values: timm's `trunc_normal_` defaults; redrawn), cls_token ~ normal(0, 1e-6²), Linear
    biases 0, LayerNorm 1 and 0; the patch embedding's conv, which that init skips, keeps PyTorch's
    default: weight and bias ~ U(±1/√fan_in), fan_in = p·p·C."""
    rng = np.random.default_rng(seed)
    params = {}
    fan_in = cfg.patch * cfg.patch * cfg.in_chans
    for name, shape in param_shapes(cfg).items():
        if name.startswith("patch_embed.proj."):
            params[name] = rng.uniform(-1.0 / np.sqrt(fan_in), 1.0 / np.sqrt(fan_in), shape).astype(dtype)
        elif name.endswith((".w", ".table")):
            z = rng.standard_normal(shape) * 0.02
            while (out := np.abs(z) > 2.0).any():
                z[out] = rng.standard_normal(int(out.sum())) * 0.02
            params[name] = z.astype(dtype)
        elif name == "dist.token":          # timm's VisionTransformerDistilled: trunc_normal_(std=.02)
            z = rng.standard_normal(shape) * 0.02
            while (out := np.abs(z) > 2.0).any():
                z[out] = rng.standard_normal(int(out.sum())) * 0.02
            params[name] = z.astype(dtype)
        elif name.endswith(".token"):
            params[name] = (rng.standard_normal(shape) * 1e-6).astype(dtype)
        else:
            params[name] = (np.ones(shape) if name.endswith(".g") else np.zeros(shape)).astype(dtype)
    return params


def _branch(h, drop_mask, site):
    return h if drop_mask is None else ops.drop_path(h, drop_mask[:, site])


def forward(params, x, drop_mask, cfg: ViTConfig):
    """Logits ``[B, K]``; ``drop_mask [B, 2·depth]`` (pre-scaled keep values; column 2i is block
    i's attention branch, 2i+1 its MLP branch) or None (no drop). Distilled: the two heads' mean."""
    if cfg.distilled:
        return head_mean(forward_both(params, x, drop_mask, cfg))
    return ops.dense(class_readout(_tokens(params, x, drop_mask, cfg)), params["head.w"], params["head.b"])


def forward_both(params, x, drop_mask, cfg: ViTConfig):
    """A distilled ViT's two heads' logits ``[B, 2, K]`` (class head, distillation head): timm's
    ``(x, x_dist)`` in distilled training."""
    t = prefix_pair(_tokens(params, x, drop_mask, cfg))
    return distilled_heads(t, params["head.w"], params["head.b"], params["head_dist.w"], params["head_dist.b"])


def _tokens(params, x, drop_mask, cfg: ViTConfig):
    """Every token after the final norm, ``[B, T, D]``."""
    p, eps = cfg.patch, cfg.ln_eps
    x = ops.conv2d(x, params["patch_embed.proj.w"], params["patch_embed.proj.b"], stride=(p, p))
    prefix = class_token(patch_tokens(x), params["dist.token"]) if cfg.distilled else patch_tokens(x)
    x = position_embedding(class_token(prefix, params["cls.token"]), params["pos.table"])
    for i in range(cfg.depth):
        w = {k[len(f"blocks.{i}."):]: v for k, v in params.items() if k.startswith(f"blocks.{i}.")}
        h = ops.layer_norm(x, w["norm1.g"], w["norm1.b"], eps)
        h = multi_head_attention(ops.dense(h, w["attn.qkv.w"], w["attn.qkv.b"]), cfg.heads)
        x = x + _branch(ops.dense(h, w["attn.proj.w"], w["attn.proj.b"]), drop_mask, 2 * i)
        h = ops.gelu_erf(ops.dense(ops.layer_norm(x, w["norm2.g"], w["norm2.b"], eps), w["mlp.fc1.w"], w["mlp.fc1.b"]))
        x = x + _branch(ops.dense(h, w["mlp.fc2.w"], w["mlp.fc2.b"]), drop_mask, 2 * i + 1)
    return ops.layer_norm(x, params["norm.g"], params["norm.b"], eps)


def loss_fn(params, x, targets, drop_mask, cfg: ViTConfig):
    """Mean softmax cross-entropy of :func:`forward` against soft targets ``[B, K]``."""
    return ops.softmax_cross_entropy(forward(params, x, drop_mask, cfg), targets)
