"""A vision transformer's token bookkeeping: patch grid to tokens, class-token prepend,
position-embedding add and class-token readout. Forwards, VJPs, certificate configs, mutants.

Tokens are [B, T, D] (batch, token, channel); the parameters keep timm's shapes (cls_token
[1, 1, D], pos_embed [1, T, D]) so that weights map one to one.

  PatchTokens         y = x [B, h, w, D] reshaped to [B, h·w, D] (token r·w + c is grid cell (r, c),
                      timm's flatten(2).transpose(1, 2) of the NCHW patch embedding).
                      dx = dy reshaped back to [B, h, w, D].
  ClassToken          y = concat(token broadcast to [B, 1, D], x) along the tokens: [B, N+1, D].
                      dx = dy[:, 1:];  d token = Σ_b dy[b, 0] (token 0's cotangent summed over the batch).
  PositionEmbedding   y = x + table (the [1, T, D] table broadcast over the batch).
                      dx = dy;  d table = Σ_b dy[b].
  ClassReadout        y = x[:, 0]: [B, D], the class token that feeds the head.
                      dx = dy scattered into token 0 (zeros at every other token: a pad on the high side).
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant, Stage


def _check_tokens(what: str, x_shape):
    if len(x_shape) != 3:
        raise ValueError(f"{what} takes tokens [B, T, D], got shape {tuple(x_shape)}")


def batch_sum(b, v):
    """Σ over the batch axis, keeping it as a size-1 axis (a [1, ...] parameter's gradient)."""
    return b.reshape(b.reduce(v, (0,)), [1, *v.type.shape[1:]])


def token_slice(b, x, start: int, stop: int):
    """Tokens start..stop−1 of x [B, T, D]."""
    batch, _, dim = x.type.shape
    return b.slice(x, [0, start, 0], [batch, stop, dim])


@dataclass
class PatchTokens(Stage):
    name: str = ""

    def out_shape(self, x_shape):
        if len(x_shape) != 4:
            raise ValueError(f"patch tokens take a patch grid [B, h, w, D], got shape {tuple(x_shape)}")
        return (x_shape[0], x_shape[1] * x_shape[2], x_shape[3])

    def forward(self, b, x, params, aux):
        return b.reshape(x, list(self.out_shape(x.type.shape))), x.type.shape

    def backward(self, b, dy, grid, params, aux):
        return b.reshape(dy, list(grid)), {}

    def reference(self):
        from ..reference import attention_ops as R
        return lambda x, p, aux: R.patch_tokens(x)


@dataclass
class ClassToken(Stage):
    name: str = ""

    def param_shapes(self, x_shape):
        _check_tokens("class-token prepend", x_shape)
        return {self.pname("token"): (1, 1, x_shape[2])}

    def out_shape(self, x_shape):
        _check_tokens("class-token prepend", x_shape)
        return (x_shape[0], x_shape[1] + 1, x_shape[2])

    def forward(self, b, x, params, aux):
        batch, _, dim = x.type.shape
        token = b.broadcast_in_dim(b.reshape(params[self.pname("token")], [dim]), [batch, 1, dim], (2,))
        return b.concatenate([token, x], 1), None

    def backward(self, b, dy, saved, params, aux):
        tokens = dy.type.shape[1]
        return token_slice(b, dy, 1, tokens), {self.pname("token"): batch_sum(b, self._token_cotangent(b, dy))}

    def _token_cotangent(self, b, dy):
        """dy at the class token's position, [B, 1, D]."""
        return token_slice(b, dy, 0, 1)

    def reference(self):
        from ..reference import attention_ops as R
        token = self.pname("token")
        return lambda x, p, aux: R.class_token(x, p[token])


@dataclass
class PositionEmbedding(Stage):
    name: str = ""

    def param_shapes(self, x_shape):
        _check_tokens("position embedding", x_shape)
        return {self.pname("table"): (1, *x_shape[1:])}

    def forward(self, b, x, params, aux):
        _, tokens, dim = x.type.shape
        table = b.reshape(params[self.pname("table")], [tokens, dim])
        return b.add(x, b.broadcast_in_dim(table, x.type.shape, (1, 2))), None

    def backward(self, b, dy, saved, params, aux):
        return dy, {self.pname("table"): self._table_grad(b, dy)}

    def _table_grad(self, b, dy):
        return batch_sum(b, dy)

    def reference(self):
        from ..reference import attention_ops as R
        table = self.pname("table")
        return lambda x, p, aux: R.position_embedding(x, p[table])


@dataclass
class ClassReadout(Stage):
    name: str = ""

    def out_shape(self, x_shape):
        _check_tokens("class-token readout", x_shape)
        return (x_shape[0], x_shape[2])

    def forward(self, b, x, params, aux):
        batch, tokens, dim = x.type.shape
        return b.reshape(token_slice(b, x, 0, 1), [batch, dim]), tokens

    def backward(self, b, dy, tokens, params, aux):
        batch, dim = dy.type.shape
        low, high = self._pads(tokens)
        return b.pad(b.reshape(dy, [batch, 1, dim]), b.constant(0.0, dy.type.dtype), low, high), {}

    def _pads(self, tokens):
        """(low, high) pads putting the [B, 1, D] cotangent at token 0 of [B, T, D]."""
        return [0, 0, 0], [0, tokens - 1, 0]

    def reference(self):
        from ..reference import attention_ops as R
        return lambda x, p, aux: R.class_readout(x)


def rules():
    return {
        "patch_tokens": {
            "symbolic": [Example(PatchTokens(), (2, 2, 3, 2), "B2 2x3 grid of 2")],
            "autodiff": [Example(PatchTokens(), (4, 14, 14, 64), "14x14 grid of 64")],
            "batch": lambda B: Example(PatchTokens(), (B, 2, 3, 4), "2x3 grid of 4"),
        },
        "class_token": {
            "symbolic": [Example(ClassToken(name="cls"), (2, 2, 3), "B2 2 tokens of 3")],
            "autodiff": [Example(ClassToken(name="cls"), (4, 196, 64), "196 patch tokens of 64")],
            "batch": lambda B: Example(ClassToken(name="cls"), (B, 3, 4), "3 tokens of 4"),
        },
        "position_embedding": {
            "symbolic": [Example(PositionEmbedding(name="pos"), (2, 3, 2), "B2 3 tokens of 2")],
            "autodiff": [Example(PositionEmbedding(name="pos"), (4, 197, 64), "197 tokens of 64")],
            "batch": lambda B: Example(PositionEmbedding(name="pos"), (B, 3, 4), "3 tokens of 4"),
        },
        "class_readout": {
            "symbolic": [Example(ClassReadout(), (2, 3, 2), "B2 3 tokens of 2")],
            "autodiff": [Example(ClassReadout(), (4, 197, 64), "197 tokens of 64")],
            "batch": lambda B: Example(ClassReadout(), (B, 3, 4), "3 tokens of 4"),
        },
    }


# ---------------------------------------------------------------------------------------------
# Mutants.

class PatchTokensUnflattenTransposed(PatchTokens):
    """Mutant: the backward un-flattens the tokens column-major (token c·h + r to cell (r, c))."""

    def backward(self, b, dy, grid, params, aux):
        batch, h, w, dim = grid
        return b.transpose(b.reshape(dy, [batch, w, h, dim]), [0, 2, 1, 3]), {}


class ClassTokenGradFromWrongToken(ClassToken):
    """Mutant: the class token's gradient read from token 1 (the first patch) instead of token 0."""

    def _token_cotangent(self, b, dy):
        return token_slice(b, dy, 1, 2)


class PositionEmbeddingGradFromOneExample(PositionEmbedding):
    """Mutant: the position table's gradient is example 0's cotangent (no sum over the batch)."""

    def _table_grad(self, b, dy):
        return b.slice(dy, [0, 0, 0], [1, *dy.type.shape[1:]])


class ClassReadoutScatterToLastToken(ClassReadout):
    """Mutant: the readout's cotangent scattered into the last token instead of token 0."""

    def _pads(self, tokens):
        return [0, tokens - 1, 0], [0, 0, 0]


def mutants():
    return [
        Mutant("patch_tokens/unflatten-transposed", PatchTokensUnflattenTransposed(), (2, 2, 3, 2)),
        Mutant("class_token/grad-from-wrong-token", ClassTokenGradFromWrongToken(name="cls"), (2, 2, 3)),
        Mutant("position_embedding/grad-from-one-example", PositionEmbeddingGradFromOneExample(name="pos"),
               (2, 3, 2)),
        Mutant("class_readout/scatter-to-last-token", ClassReadoutScatterToLastToken(), (2, 3, 2)),
    ]
