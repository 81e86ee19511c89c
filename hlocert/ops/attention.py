"""Multi-head scaled dot-product self-attention (a ViT block's token mixer): forward, VJP,
certificate configs, mutants.

The rule is the attention *core*: it maps the fused qkv projection's output
x = qkv [B, T, 3·D] to the heads' outputs merged back to [B, T, D]. The projections around it,
qkv = Dense(3·D)(LN(x)) and proj = Dense(D), are the Dense rule (any rank, with bias), so a ViT
block's token mixer is Chain([LayerNorm, Dense(3·D), Attention(heads), Dense(D)]).

One rule, not split-heads / attention / merge-heads stages: a stage passes one tensor to the
next, so separate head reshapes would force q, k and v through an artificial packed [B, 3, H, T, d]
boundary tensor whose layout only this rule reads; and a reshape's VJP (its inverse permutation)
is only right relative to the contraction it feeds, which is what the certificates must judge.
The head split and merge are therefore inside the rule and certified with it (their own mutants
below are killed by its certificates), and every level sees the whole map qkv → merged heads.

With H heads of d = D / H channels, s = d^-½ and every product batched over (B, H):
  split   x → [B, T, 3, H, d] → transpose → [B, 3, H, T, d]; q, k, v its three slices [B, H, T, d]
          (timm's column order: q, k, v, each head-major)
  scores  S = (s·q) · kᵀ                                         [B, H, Tq, Tk]
  softmax P = exp(S − max_k S) / Σ_k exp(S − max_k S)            over the keys (max-subtracted)
  output  O = P · V, merged: [B, H, T, d] → [B, T, H, d] → [B, T, D]
Backward, from dO (dy un-merged to [B, H, T, d]):
  dV = Pᵀ · dO,   dP = dO · Vᵀ,   dS = P ⊙ (dP − Σ_k dP ⊙ P),
  dq = s · (dS · K),   dK = dSᵀ · (s·q),
  dx = the inverse split of (dq, dK, dV): concatenate, transpose back, reshape to [B, T, 3·D].
The forward scales q (T·d products) rather than S (T·T), as timm does, and saves s·q, K, V and P.
The max is not differentiated through: the softmax is invariant to it (as in the loss rule).

Every contraction is a dot_general batched over (B, H): the coupling pass sees the batch axis as a
batching dimension on both sides, so it proves that attention mixes the tokens of an example and
never two examples (the mutant `keys-across-examples` is the counter-example it rejects).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .base import Example, Mutant, Stage

KEYS, QUERIES = 3, 2          # axes of the scores [B, H, Tq, Tk]
BATCHED = ((0, 1), (0, 1))    # every contraction is batched over (example, head)


def head_scale(head_dim: int) -> float:
    """s = head_dim^-½ (timm's `scale`)."""
    return 1.0 / math.sqrt(head_dim)


def heads_dot(b, lhs, rhs, lhs_contract: int, rhs_contract: int):
    """lhs · rhs contracted over one axis each, batched over (B, H)."""
    return b.dot_general(lhs, rhs, contract=((lhs_contract,), (rhs_contract,)), batch=BATCHED)


def broadcast_back(b, v, axis: int, like):
    """`v` (the result of a reduce over `axis`) broadcast back to `like`'s shape."""
    return b.broadcast_in_dim(v, like.type.shape, tuple(a for a in range(like.type.rank) if a != axis))


@dataclass
class Attention(Stage):
    heads: int
    name: str = ""

    def _dims(self, x_shape):
        """(D, head dim) of a qkv input [B, T, 3·D], or a one-line error."""
        if len(x_shape) != 3 or x_shape[2] % 3:
            raise ValueError(f"attention takes the fused qkv [B, T, 3·D], got shape {tuple(x_shape)}")
        dim = x_shape[2] // 3
        if self.heads < 1 or dim % self.heads:
            raise ValueError(f"attention: width D = {dim} does not split into {self.heads} heads; "
                             f"choose heads dividing D")
        return dim, dim // self.heads

    def out_shape(self, x_shape):
        return (x_shape[0], x_shape[1], self._dims(x_shape)[0])

    # -- head layout
    def _split(self, b, x):
        """qkv [B, T, 3·D] → (q, k, v), each [B, H, T, d]."""
        batch, tokens, _ = x.type.shape
        d = self._dims(x.type.shape)[1]
        grouped = b.transpose(b.reshape(x, [batch, tokens, 3, self.heads, d]), [0, 2, 3, 1, 4])
        parts = []
        for i in range(3):
            part = b.slice(grouped, [0, i, 0, 0, 0], [batch, i + 1, self.heads, tokens, d])
            parts.append(b.reshape(part, [batch, self.heads, tokens, d]))
        return parts

    def _unsplit(self, b, dq, dk, dv):
        """The inverse of `_split`: three [B, H, T, d] cotangents → [B, T, 3·D]."""
        batch, heads, tokens, d = dq.type.shape
        stacked = b.concatenate([b.reshape(g, [batch, 1, heads, tokens, d]) for g in (dq, dk, dv)], 1)
        return b.reshape(b.transpose(stacked, [0, 3, 1, 2, 4]), [batch, tokens, 3 * heads * d])

    def _merge(self, b, o):
        """[B, H, T, d] → [B, T, H·d]."""
        batch, heads, tokens, d = o.type.shape
        return b.reshape(b.transpose(o, [0, 2, 1, 3]), [batch, tokens, heads * d])

    def _unmerge(self, b, dy):
        """The inverse of `_merge`: [B, T, D] → [B, H, T, d]."""
        batch, tokens, dim = dy.type.shape
        return b.transpose(b.reshape(dy, [batch, tokens, self.heads, dim // self.heads]), [0, 2, 1, 3])

    # -- softmax over the keys and its VJP
    def _softmax(self, b, scores):
        shifted = b.sub(scores, broadcast_back(b, b.reduce(scores, (KEYS,), "max"), KEYS, scores))
        e = b.exp(shifted)
        return b.div(e, broadcast_back(b, b.reduce(e, (KEYS,)), KEYS, e))

    def _softmax_vjp(self, b, p, dp):
        """dS = P ⊙ (dP − Σ_k dP ⊙ P)."""
        row = broadcast_back(b, b.reduce(b.mul(dp, p), (KEYS,)), KEYS, dp)
        return b.mul(p, b.sub(dp, row))

    # -- the rule
    def forward(self, b, x, params, aux):
        q, k, v = self._split(b, x)
        qs = b.mul(q, b.scalar(head_scale(q.type.shape[3]), q))
        p = self._softmax(b, heads_dot(b, qs, k, 3, 3))               # [B, H, Tq, Tk]
        return self._merge(b, heads_dot(b, p, v, KEYS, 2)), (qs, k, v, p)

    def backward(self, b, dy, saved, params, aux):
        qs, k, v, p = saved
        do = self._unmerge(b, dy)                                      # [B, H, Tq, d]
        dv = self._dv(b, p, do)
        ds = self._softmax_vjp(b, p, heads_dot(b, do, v, 3, 3))        # [B, H, Tq, Tk]
        dq = self._dq(b, heads_dot(b, ds, k, KEYS, 2))
        dk = heads_dot(b, ds, qs, QUERIES, 2)                          # dSᵀ · (s·q)
        return self._unsplit(b, dq, dk, dv), {}

    def _dv(self, b, p, do):
        """Pᵀ · dO: the queries of P contracted with those of dO → [B, H, Tk, d]."""
        return heads_dot(b, p, do, QUERIES, 2)

    def _dq(self, b, ds_k):
        """dS · K times the scale the forward put on q."""
        return b.mul(ds_k, b.scalar(head_scale(ds_k.type.shape[3]), ds_k))

    def reference(self):
        from ..reference import attention_ops as R
        heads = self.heads
        return lambda x, p, aux: R.multi_head_attention(x, heads)


def rules():
    return {"attention": {
        # SymPy's cost grows fast with the tokens (each softmax row holds a Max and its Heaviside
        # derivatives), so two tokens: one head of 2 channels (the scale 1/√2, read exactly, see
        # constants.py) and two heads of 1 (the head split and merge). Examples are independent
        # by the batch and coupling levels.
        "symbolic": [Example(Attention(1), (1, 2, 6), "B1 T2, 1 head of 2"),
                     Example(Attention(2), (1, 2, 6), "B1 T2, 2 heads of 1")],
        "autodiff": [Example(Attention(3), (2, 197, 3 * 192), "ViT-Ti width: 197 tokens, 3 heads of 64"),
                     Example(Attention(4), (3, 17, 3 * 32), "17 tokens, 4 heads of 8")],
        "batch": lambda B: Example(Attention(2), (B, 5, 3 * 8), "5 tokens, 2 heads of 4"),
    }}


# ---------------------------------------------------------------------------------------------
# Mutants (each keeps the correct reference: it claims to be the attention above).

class AttentionSoftmaxOverQueries(Attention):
    """Mutant: the softmax (forward and its VJP alike) normalised over the query axis, not the keys."""

    def _softmax(self, b, scores):
        shifted = b.sub(scores, broadcast_back(b, b.reduce(scores, (QUERIES,), "max"), QUERIES, scores))
        e = b.exp(shifted)
        return b.div(e, broadcast_back(b, b.reduce(e, (QUERIES,)), QUERIES, e))

    def _softmax_vjp(self, b, p, dp):
        return b.mul(p, b.sub(dp, broadcast_back(b, b.reduce(b.mul(dp, p), (QUERIES,)), QUERIES, dp)))


class AttentionSoftmaxVjpOverQueries(Attention):
    """Mutant: the softmax VJP's row sum Σ dP ⊙ P taken over the queries (the forward is right)."""

    def _softmax_vjp(self, b, p, dp):
        return b.mul(p, b.sub(dp, broadcast_back(b, b.reduce(b.mul(dp, p), (QUERIES,)), QUERIES, dp)))


class AttentionUnscaledQueryGrad(Attention):
    """Mutant: the scale head_dim^-½ missing in the backward (dq = dS · K)."""

    def _dq(self, b, ds_k):
        return ds_k


class AttentionUntransposedProbabilities(Attention):
    """Mutant: dV = P · dO, from the untransposed probabilities (should be Pᵀ · dO)."""

    def _dv(self, b, p, do):
        return heads_dot(b, p, do, KEYS, 2)


class AttentionMergeWithoutTranspose(Attention):
    """Mutant: the backward un-merges dy [B, T, D] straight to [B, H, T, d] (no transpose)."""

    def _unmerge(self, b, dy):
        batch, tokens, dim = dy.type.shape
        return b.reshape(dy, [batch, self.heads, tokens, dim // self.heads])


class AttentionKeysAcrossExamples(Attention):
    """Mutant: the batch folded into the tokens, so every query attends to every example's keys."""

    def forward(self, b, x, params, aux):
        batch, tokens, width = x.type.shape
        y, saved = super().forward(b, b.reshape(x, [1, batch * tokens, width]), params, aux)
        return b.reshape(y, [batch, tokens, width // 3]), saved

    def backward(self, b, dy, saved, params, aux):
        batch, tokens, dim = dy.type.shape
        dx, grads = super().backward(b, b.reshape(dy, [1, batch * tokens, dim]), saved, params, aux)
        return b.reshape(dx, [batch, tokens, 3 * dim]), grads


def mutants():
    # Backward-only bugs at a SymPy-sized shape (the symbolic level names the first wrong element);
    # the two whose backward is the exact VJP of their own wrong forward pass the symbolic level
    # by construction, so they run above MAX_SYMBOLS (symbolic skipped) and die against the reference.
    tiny, wide = (1, 2, 6), (2, 6, 12)
    return [
        Mutant("attention/softmax-over-queries", AttentionSoftmaxOverQueries(2), wide),
        Mutant("attention/softmax-vjp-sum-over-queries", AttentionSoftmaxVjpOverQueries(1), tiny),
        Mutant("attention/scale-missing-in-backward", AttentionUnscaledQueryGrad(1), tiny),
        Mutant("attention/dv-untransposed-probabilities", AttentionUntransposedProbabilities(1), tiny),
        Mutant("attention/unmerge-without-transpose", AttentionMergeWithoutTranspose(2), tiny),
        Mutant("attention/keys-across-examples", AttentionKeysAcrossExamples(2), wide),
    ]
