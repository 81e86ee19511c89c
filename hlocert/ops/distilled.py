"""A distilled ViT's head (DeiT, Touvron et al. 2021; timm's `VisionTransformerDistilled.forward_head`):
two prefix tokens read, a classifier on each, and the mean of the two. Forwards, VJPs, certificate
configs, mutants.

The distillation token is a second prefix token (tokens.py's ClassToken, prepended before the class
token, so the class token stays token 0 and the distillation token is token 1). After the final norm:

  PrefixPairReadout   y = x[:, 0:2]: [B, 2, D], the class and distillation tokens.
                      dx = dy at tokens 0 and 1, zeros at every other token (a pad on the high side).
  DistilledHeads      y[:, 0] = x[:, 0] · W_head + b_head,  y[:, 1] = x[:, 1] · W_head_dist + b_head_dist:
                      [B, 2, D] → [B, 2, K], the class head's and the distillation head's logits (timm's
                      `head` and `head_dist`, two nn.Linear). Each head is ops/dense.py's Dense on its
                      token's [B, D] slice, so its products and its VJP are Dense's:
                      dx[:, j] = dy[:, j] · W_jᵀ;  dW_j = x[:, j]ᵀ · dy[:, j];  db_j = Σ_b dy[b, j].
  HeadMean            y = (x[:, 0] + x[:, 1]) / 2: [B, 2, K] → [B, K], the logits timm's distilled model
                      returns in eval and in training without distillation (`(x + x_dist) / 2`).
                      dx[:, 0] = dx[:, 1] = dy / 2.

Under token distillation (timm's `set_distilled_training(True)`: a train step whose loss is
ops/kd_token.py's) the chain ends at DistilledHeads and the loss reads both heads' logits.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Chain, Example, Mutant, Stage
from .dense import Dense
from .tokens import _check_tokens, token_slice

PAIR = 2      # the class token (0) and the distillation token (1)


def _check_pair(what: str, x_shape):
    if len(x_shape) != 3 or x_shape[1] != PAIR:
        raise ValueError(f"{what} takes the two prefix tokens [B, 2, C], got shape {tuple(x_shape)}")


def _token(b, x, j: int):
    """x[:, j] of [B, 2, C] as [B, C]."""
    batch, _, width = x.type.shape
    return b.reshape(token_slice(b, x, j, j + 1), [batch, width])


def _stack(b, rows):
    """[B, C] rows → [B, len(rows), C]."""
    batch, width = rows[0].type.shape
    return b.concatenate([b.reshape(r, [batch, 1, width]) for r in rows], 1)


@dataclass
class PrefixPairReadout(Stage):
    name: str = ""

    def out_shape(self, x_shape):
        _check_tokens("prefix-pair readout", x_shape)
        if x_shape[1] < PAIR:
            raise ValueError(f"prefix-pair readout needs at least 2 tokens, got shape {tuple(x_shape)}")
        return (x_shape[0], PAIR, x_shape[2])

    def forward(self, b, x, params, aux):
        return token_slice(b, x, 0, PAIR), x.type.shape[1]

    def backward(self, b, dy, tokens, params, aux):
        low, high = self._pads(tokens)
        return b.pad(dy, b.constant(0.0, dy.type.dtype), low, high), {}

    def _pads(self, tokens):
        """(low, high) pads putting the [B, 2, D] cotangent at tokens 0 and 1 of [B, T, D]."""
        return [0, 0, 0], [0, tokens - PAIR, 0]

    def reference(self):
        from ..reference import attention_ops as R
        return lambda x, p, aux: R.prefix_pair(x)


@dataclass
class DistilledHeads(Stage):
    num_classes: int
    name: str = ""

    def heads(self) -> tuple[Dense, Dense]:
        """The class head (token 0) and the distillation head (token 1), timm's names."""
        return Dense(self.num_classes, name=self.pname("head")), Dense(self.num_classes, name=self.pname("head_dist"))

    def param_shapes(self, x_shape):
        _check_pair("distilled heads", x_shape)
        return {k: v for h in self.heads() for k, v in h.param_shapes((x_shape[0], x_shape[2])).items()}

    def out_shape(self, x_shape):
        _check_pair("distilled heads", x_shape)
        return (x_shape[0], PAIR, self.num_classes)

    def forward(self, b, x, params, aux):
        outs = [h.forward(b, _token(b, x, j), params, aux) for j, h in enumerate(self.heads())]
        return _stack(b, [y for y, _ in outs]), [saved for _, saved in outs]

    def backward(self, b, dy, saved, params, aux):
        grads, dxs = {}, []
        for j, (h, sv) in enumerate(zip(self.heads(), saved)):
            dx, g = h.backward(b, _token(b, dy, self._cotangent_token(j)), sv, params, aux)
            dxs.append(dx)
            grads.update(g)
        return _stack(b, dxs), grads

    def _cotangent_token(self, j: int) -> int:
        """Which token's cotangent head j's backward reads: its own."""
        return j

    def reference(self):
        from ..reference import attention_ops as R
        head, dist = self.pname("head"), self.pname("head_dist")
        return lambda x, p, aux: R.distilled_heads(x, p[f"{head}.w"], p[f"{head}.b"], p[f"{dist}.w"], p[f"{dist}.b"])


@dataclass
class HeadMean(Stage):
    name: str = ""

    def out_shape(self, x_shape):
        _check_pair("the two heads' mean", x_shape)
        return (x_shape[0], x_shape[2])

    def forward(self, b, x, params, aux):
        total = b.add(_token(b, x, 0), _token(b, x, 1))
        return b.mul(total, b.scalar(0.5, total)), None

    def backward(self, b, dy, saved, params, aux):
        half = b.mul(dy, b.scalar(self._share(), dy))
        return _stack(b, [half, half]), {}

    def _share(self) -> float:
        """Each head's share of the mean's cotangent."""
        return 0.5

    def reference(self):
        from ..reference import attention_ops as R
        return lambda x, p, aux: R.head_mean(x)


def distilled_training(chain: Chain) -> Chain:
    """A distilled net's training chain as timm's `set_distilled_training(True)` runs it: without its
    closing HeadMean, so that it returns both heads' logits [B, 2, K]. ValueError for a chain that
    does not end in the two heads' mean (a net without a distillation token and head)."""
    if not chain.stages or not isinstance(chain.stages[-1], HeadMean):
        raise ValueError("the student has no distillation token and head (timm's VisionTransformerDistilled)")
    return Chain(chain.stages[:-1], name=chain.name)


def rules():
    return {
        "prefix_pair_readout": {
            "symbolic": [Example(PrefixPairReadout(), (2, 3, 2), "B2 3 tokens of 2")],
            "autodiff": [Example(PrefixPairReadout(), (4, 198, 64), "198 tokens of 64")],
            "batch": lambda B: Example(PrefixPairReadout(), (B, 4, 3), "4 tokens of 3"),
        },
        "distilled_heads": {
            "symbolic": [Example(DistilledHeads(3), (2, 2, 2), "B2 D2 K3")],
            "autodiff": [Example(DistilledHeads(10), (8, 2, 64), "B8 D64 K10")],
            "batch": lambda B: Example(DistilledHeads(5), (B, 2, 4), "D4 K5"),
        },
        "head_mean": {
            "symbolic": [Example(HeadMean(), (2, 2, 3), "B2 K3")],
            "autodiff": [Example(HeadMean(), (8, 2, 1000), "B8 K1000")],
            "batch": lambda B: Example(HeadMean(), (B, 2, 5), "K5"),
        },
    }


# ---------------------------------------------------------------------------------------------
# Mutants.

class PrefixPairScatterToLastTokens(PrefixPairReadout):
    """Mutant: the readout's cotangent scattered into the last two tokens instead of tokens 0 and 1."""

    def _pads(self, tokens):
        return [0, tokens - PAIR, 0], [0, 0, 0]


class DistilledHeadsCotangentsSwapped(DistilledHeads):
    """Mutant: each head's backward reads the other head's cotangent."""

    def _cotangent_token(self, j: int) -> int:
        return 1 - j


class HeadMeanWholeCotangent(HeadMean):
    """Mutant: the mean's backward gives each head the whole cotangent (the 1/2 forgotten)."""

    def _share(self) -> float:
        return 1.0


def mutants():
    return [
        Mutant("prefix_pair_readout/scatter-to-last-tokens", PrefixPairScatterToLastTokens(), (2, 3, 2)),
        Mutant("distilled_heads/cotangents-swapped", DistilledHeadsCotangentsSwapped(3), (2, 2, 2)),
        Mutant("head_mean/whole-cotangent", HeadMeanWholeCotangent(), (2, 2, 3)),
    ]
