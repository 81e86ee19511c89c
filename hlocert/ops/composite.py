"""The residual combinator's own certificates, and a LayerScale block's tail, with their mutants.

`Residual` and `Chain` (base.py) assemble every net's backward, so they are certified like a
rule: `residual` runs a small LayerNorm → Dense → GELU → Dense branch (the skip's fan-in must add
the raw cotangent to the branch's), `block_tail` is a LayerScale block's end,
x + DropPath(LayerScale(Dense(x))), where stochastic depth sits between LayerScale and the add
(DESIGN invariant 6). Its mutants are the misplacements that invariant names: the mask applied
after the add, LayerScale's γ gradient reading the cotangent before the drop's backward, and a
residual that forgets the fan-in. Each mutant keeps the correct stage's `reference`, so it is
judged against the net it claims to render.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Chain, Example, Mutant, Residual, prefixed, within
from .dense import Dense
from .drop_path import MASK, DropPath, keep_scale
from .gelu import GeluErf
from .layer_norm import LayerNorm
from .layer_scale import LayerScale


def mlp_residual(channels: int, hidden: int, name: str = "blk", cls=Residual, norm: bool = True) -> Residual:
    """x + fc2(GELU(fc1(LN(x)))): an inverted-bottleneck block without its spatial conv and drop site
    (without the LN when `norm` is false: small enough for SymPy)."""
    stages = [Dense(hidden, name="fc1"), GeluErf(), Dense(channels, name="fc2")]
    return cls(Chain(([LayerNorm(name="norm")] if norm else []) + stages), name=name)


def block_tail(channels: int, index: int, n_blocks: int, name: str = "blk", cls=Residual) -> Residual:
    """x + DropPath_index(LayerScale(Dense(x))): the stochastic-depth site of a LayerScale block."""
    return cls(Chain([Dense(channels, name="fc2"), LayerScale(name="ls"), DropPath(index, n_blocks)]),
               name=name)


def rules():
    return {
        "residual": {
            # The whole LN → Dense → GELU → Dense branch is beyond SymPy at any shape (expanding
            # GELU of a normalised row through a second contraction takes minutes), so the exact
            # tie covers it in two overlapping halves, each with the skip's fan-in; the autodiff
            # and batch levels run the whole branch.
            "symbolic": [Example(mlp_residual(2, 2, norm=False), (1, 1, 2), "B1 1x2, fc1-GELU-fc2"),
                         Example(Residual(Chain([LayerNorm(name="norm"), Dense(2, name="fc1")]), name="blk"),
                                 (2, 1, 2), "B2 1x2, norm-fc1")],
            "autodiff": [Example(mlp_residual(32, 128), (4, 7, 7, 32), "NHWC 7x7x32, hidden 128")],
            "batch": lambda B: Example(mlp_residual(4, 8), (B, 3, 3, 4), "3x3x4, hidden 8"),
        },
        "block_tail": {
            "symbolic": [Example(block_tail(2, 1, 2), (2, 1, 2), "B2 1x2, block 1 of 2")],
            "autodiff": [Example(block_tail(32, 5, 18), (4, 7, 7, 32), "NHWC 7x7x32, block 5 of 18")],
            "batch": lambda B: Example(block_tail(4, 2, 4), (B, 3, 3, 4), "3x3x4, block 2 of 4"),
        },
    }


# ---------------------------------------------------------------------------------------------
# Mutants.

class DropAfterAdd(Residual):
    """Mutant: the drop mask applied to branch + x instead of to the branch (site after the add)."""

    def new_state(self, saved):
        return self._split()[0].new_state(saved[0])

    def _split(self):
        *body, drop = self.branch.stages
        return Chain(body), drop

    def forward(self, b, x, params, aux):
        body, drop = self._split()
        y, body_saved = body.forward(b, x, within(params, self.name), aux)
        out, drop_saved = drop.forward(b, b.add(y, x), params, aux)
        return out, (body_saved, drop_saved)

    def backward(self, b, dy, saved, params, aux):
        body, drop = self._split()
        body_saved, drop_saved = saved
        dsum, _ = drop.backward(b, dy, drop_saved, params, aux)
        dx_body, grads = body.backward(b, dsum, body_saved, within(params, self.name), aux)
        return b.add(dx_body, dsum), prefixed(self.name, grads)


@dataclass
class LayerScaleGradUndropped(LayerScale):
    """Mutant: LayerScale fused with the drop site, γ's gradient read from the undropped cotangent."""
    index: int = 0
    n_blocks: int = 1

    def aux_shapes(self, x_shape):
        return DropPath(self.index, self.n_blocks).aux_shapes(x_shape)

    def sample_aux(self, rng, x_shape):
        return DropPath(self.index, self.n_blocks).sample_aux(rng, x_shape)

    def forward(self, b, x, params, aux):
        scaled, saved = super().forward(b, x, params, aux)
        scale = keep_scale(b, aux[MASK], self.index, scaled)
        return b.mul(scaled, scale), (saved, scale)

    def backward(self, b, dy, saved, params, aux):
        (x, gamma), scale = saved
        dx = b.mul(b.mul(dy, scale), gamma)                      # right: through the mask, then γ
        lead = tuple(range(dy.type.rank - 1))
        return dx, {self.pname("gamma"): b.reduce(b.mul(dy, x), lead)}   # wrong: dy, not dy·mask

    def reference(self):
        from ..reference import ops as R
        gamma, index = self.pname("gamma"), self.index
        return lambda x, p, aux: R.drop_path(R.layer_scale(x, p[gamma]), aux[MASK][:, index])


class ResidualWithoutFanIn(Residual):
    """Mutant: the residual's dx is the branch's dx alone, the skip's cotangent not added."""

    def backward(self, b, dy, saved, params, aux):
        dx, grads = self.branch.backward(b, dy, saved, within(params, self.name), aux)
        return dx, prefixed(self.name, grads)


def mutants():
    return [
        Mutant("block_tail/drop-after-add", block_tail(3, 1, 2, cls=DropAfterAdd), (2, 2, 3)),
        Mutant("block_tail/layer-scale-grad-undropped",
               LayerScaleGradUndropped(name="blk.ls", index=1, n_blocks=2), (2, 2, 3)),
        # Without the LN, so that the symbolic level (which runs on mutants this small) takes seconds.
        Mutant("residual/no-fan-in", mlp_residual(3, 4, cls=ResidualWithoutFanIn, norm=False), (2, 1, 3)),
    ]
