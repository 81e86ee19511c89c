"""Reference token ops of a vision transformer in plain jax.numpy, written the way timm's
`VisionTransformer` computes them (timm/models/vision_transformer.py, `Attention.forward`,
`PatchEmbed` and `_pos_embed`): multi-head self-attention over a fused qkv, patch grid to tokens,
class-token prepend and readout, position-embedding add.

Independent of hlocert's renderer, like ops.py: this is the oracle the attention and token rules'
hand-written backwards are certified against through ``jax.vjp``, so nothing here imports from
hlocert outside this package. Every op computes in the dtype of its inputs.
"""
from __future__ import annotations

import jax
import jax.numpy as jnp

from .ops import matmul
from .precision import contract


def multi_head_attention(qkv, heads):
    """Scaled dot-product self-attention of a fused ``qkv [B, T, 3·D]`` (timm's column order:
    q, k, v, each head-major) → ``[B, T, D]``, heads merged back head-major.

    ``softmax(q kᵀ · head_dim^-½) v`` per example and head, the softmax over the keys."""
    batch, tokens, width = qkv.shape
    dim = width // 3
    head_dim = dim // heads
    q, k, v = qkv.reshape(batch, tokens, 3, heads, head_dim).transpose(2, 0, 3, 1, 4)
    attn = contract("attention", matmul, q * head_dim ** -0.5, jnp.swapaxes(k, -2, -1))
    attn = jax.nn.softmax(attn, axis=-1)
    out = contract("attention", matmul, attn, v)                    # [B, heads, T, head_dim]
    return out.transpose(0, 2, 1, 3).reshape(batch, tokens, dim)


def patch_tokens(x):
    """The patch grid as tokens, row-major over the grid: ``[B, h, w, D] → [B, h·w, D]`` (timm's
    ``flatten(2).transpose(1, 2)`` of the NCHW patch embedding)."""
    return x.reshape(x.shape[0], x.shape[1] * x.shape[2], x.shape[3])


def class_token(x, token):
    """Prepend the learned ``token [1, 1, D]`` to every example's tokens: ``[B, N, D] → [B, N+1, D]``."""
    return jnp.concatenate([jnp.broadcast_to(token, (x.shape[0], 1, x.shape[2])), x], axis=1)


def class_readout(x):
    """The class token (token 0) of every example: ``[B, T, D] → [B, D]``."""
    return x[:, 0]


def position_embedding(x, table):
    """Add the learned ``table [1, T, D]`` to every example's tokens."""
    return x + table


def prefix_pair(x):
    """A distilled ViT's two prefix tokens, the class token (0) and the distillation token (1):
    ``[B, T, D] → [B, 2, D]``."""
    return x[:, :2]


def distilled_heads(x, w_head, b_head, w_dist, b_dist):
    """timm's `head` on the class token and `head_dist` on the distillation token of ``x [B, 2, D]``:
    ``[B, 2, K]``, the two heads' logits stacked."""
    return jnp.stack([contract("dense", matmul, x[:, 0], w_head) + b_head,
                      contract("dense", matmul, x[:, 1], w_dist) + b_dist], axis=1)


def head_mean(x):
    """timm's distilled output outside distilled training: ``(x + x_dist) / 2`` of ``[B, 2, K]``."""
    return (x[:, 0] + x[:, 1]) / 2
