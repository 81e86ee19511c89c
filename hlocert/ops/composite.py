"""The residual combinator's own certificates, and a LayerScale block's tail, with their mutants.

`Residual` and `Chain` (base.py) assemble every net's backward, so they are certified like a
rule: `residual` runs a small LayerNorm → Dense → GELU → Dense branch (the skip's fan-in must add
the raw cotangent to the branch's), `block_tail` is a LayerScale block's end,
x + DropPath(LayerScale(Dense(x))), where stochastic depth sits between LayerScale and the add
(DESIGN invariant 6). Its mutants are the misplacements that invariant names: the mask applied
after the add, LayerScale's γ gradient reading the cotangent before the drop's backward, and a
residual that forgets the fan-in. Each mutant keeps the correct stage's `reference`, so it is
judged against the net it claims to render.

`ProjectedResidual` is the residual whose skip changes shape (ResNet's projection shortcut, a
strided 1×1 conv + BatchNorm): y = branch(x) + shortcut(x), and backward the two input cotangents
add (the fan-in of both paths). Rule `residual_projection`; its mutant drops the shortcut's dx.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Chain, Example, Mutant, Residual, Stage, aux_within, prefixed, scoped, state_prefixed, within
from .batchnorm import BatchNorm
from .conv import Conv2D
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


@dataclass
class ProjectedResidual(Stage):
    """y = branch(x) + shortcut(x), both paths from the same x, their parameters under `name` in
    the order branch, shortcut. Backward: dx = branch's dx + shortcut's dx."""
    branch: Stage
    shortcut: Stage
    name: str = ""

    @property
    def paths(self) -> tuple[Stage, Stage]:
        return self.branch, self.shortcut

    def param_shapes(self, x_shape):
        return prefixed(self.name, {k: s for p in self.paths for k, s in p.param_shapes(x_shape).items()})

    def aux_shapes(self, x_shape):
        return {k: s for p in self.paths
                for k, s in state_prefixed(self.name, p.aux_shapes(x_shape), p.state_names(x_shape)).items()}

    def sample_aux(self, rng, x_shape):
        return {k: a for p in self.paths
                for k, a in state_prefixed(self.name, p.sample_aux(rng, x_shape), p.state_names(x_shape)).items()}

    @property
    def batch_coupled(self):
        return any(p.batch_coupled for p in self.paths)

    def check_batch(self, x_shape):
        for p in self.paths:
            p.check_batch(x_shape)

    def updates(self, x_shape):
        return tuple(scoped(self.name, n) for p in self.paths for n in p.updates(x_shape))

    def state_names(self, x_shape):
        return tuple(scoped(self.name, n) for p in self.paths for n in p.state_names(x_shape))

    def new_state(self, saved):
        return prefixed(self.name, {n: v for p, sv in zip(self.paths, saved) for n, v in p.new_state(sv).items()})

    def state_reference(self):
        paths, name = self.paths, self.name

        def state(x, params, aux):
            params, aux = within(params, name), aux_within(aux, name)
            return prefixed(name, {n: v for p in paths if p.updates(tuple(x.shape))
                                   for n, v in p.state_reference()(x, params, aux).items()})
        return state

    def out_shape(self, x_shape):
        out, skip = (p.out_shape(x_shape) for p in self.paths)
        if out != skip:
            raise ValueError(f"residual {self.name!r}: branch gives {out}, shortcut {skip}; they must match")
        return out

    def forward(self, b, x, params, aux):
        params, aux = within(params, self.name), aux_within(aux, self.name)
        (y, branch_saved), (s, shortcut_saved) = (p.forward(b, x, params, aux) for p in self.paths)
        return b.add(y, s), (branch_saved, shortcut_saved)

    def _input_cotangent(self, b, dx_branch, dx_shortcut):
        return b.add(dx_branch, dx_shortcut)

    def backward(self, b, dy, saved, params, aux):
        params, aux = within(params, self.name), aux_within(aux, self.name)
        (dx_branch, grads), (dx_shortcut, skip_grads) = (
            p.backward(b, dy, sv, params, aux) for p, sv in zip(self.paths, saved))
        return self._input_cotangent(b, dx_branch, dx_shortcut), prefixed(self.name, {**grads, **skip_grads})

    def reference(self):
        (fb, fs), name = (p.reference() for p in self.paths), self.name

        def residual(x, params, aux):
            params, aux = within(params, name), aux_within(aux, name)
            return fb(x, params, aux) + fs(x, params, aux)
        return residual


def projection_block(channels: int, stride: int = 2, bn: bool = True, cls=ProjectedResidual) -> ProjectedResidual:
    """conv 3×3/s (→ BN) + the shortcut conv 1×1/s (→ BN): a strided block's projection (small)."""
    branch = [Conv2D(channels, 3, stride, 1, bias=False, name="conv")] + ([BatchNorm(name="bn")] if bn else [])
    shortcut = [Conv2D(channels, 1, stride, 0, bias=False, name="conv")] + ([BatchNorm(name="bn")] if bn else [])
    return cls(Chain(branch, name="main"), Chain(shortcut, name="down"), name="blk")


def rules():
    return {
        "residual_projection": {
            "symbolic": [Example(projection_block(2, bn=False), (1, 3, 3, 2), "B1 3x3x2, s2 conv + 1x1 s2 shortcut")],
            "autodiff": [Example(projection_block(16), (4, 9, 9, 8), "NHWC 9x9x8 -> 5x5x16, BN on both paths")],
            "batch": lambda B: Example(projection_block(4), (B, 4, 4, 3), "4x4x3 -> 2x2x4, BN on both paths"),
        },
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

    def _split(self):
        *body, drop = self.branch.stages
        return Chain(body), drop

    def forward(self, b, x, params, aux):
        body, drop = self._split()
        y, body_saved = body.forward(b, x, within(params, self.name), aux_within(aux, self.name))
        out, drop_saved = drop.forward(b, b.add(y, x), params, aux)
        return out, (body_saved, drop_saved)

    def new_state(self, saved):
        body, _ = self._split()
        return prefixed(self.name, body.new_state(saved[0]))

    def backward(self, b, dy, saved, params, aux):
        body, drop = self._split()
        body_saved, drop_saved = saved
        dsum, _ = drop.backward(b, dy, drop_saved, params, aux)
        dx_body, grads = body.backward(b, dsum, body_saved, within(params, self.name), aux_within(aux, self.name))
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
        dx, grads = self.branch.backward(b, dy, saved, within(params, self.name), aux_within(aux, self.name))
        return dx, prefixed(self.name, grads)


class ProjectedResidualWithoutShortcutGrad(ProjectedResidual):
    """Mutant: the projected residual's dx is the branch's alone, the shortcut's cotangent dropped."""

    def _input_cotangent(self, b, dx_branch, dx_shortcut):
        return dx_branch


def mutants():
    return [
        Mutant("residual_projection/no-shortcut-grad",
               projection_block(2, bn=False, cls=ProjectedResidualWithoutShortcutGrad), (1, 3, 3, 2)),
        Mutant("block_tail/drop-after-add", block_tail(3, 1, 2, cls=DropAfterAdd), (2, 2, 3)),
        Mutant("block_tail/layer-scale-grad-undropped",
               LayerScaleGradUndropped(name="blk.ls", index=1, n_blocks=2), (2, 2, 3)),
        # Without the LN, so that the symbolic level (which runs on mutants this small) takes seconds.
        Mutant("residual/no-fan-in", mlp_residual(3, 4, cls=ResidualWithoutFanIn, norm=False), (2, 1, 3)),
    ]
