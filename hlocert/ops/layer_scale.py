"""LayerScale (a learned per-channel scale on a residual branch): forward, VJP, certificate configs.

y = x · γ with γ [C] broadcast along the last axis. Backward: dx = dy · γ;
dγ = Σ_{leading axes} dy · x. Where a block's drop-path site follows LayerScale, so the dy
this rule sees is the *dropped* cotangent and dγ reads it (DESIGN invariant 6); the mutant that
reads the undropped one needs the drop site beside it and lives in composite.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Stage


@dataclass
class LayerScale(Stage):
    name: str = ""

    def param_shapes(self, x_shape):
        return {self.pname("gamma"): (x_shape[-1],)}

    def forward(self, b, x, params, aux):
        gamma = b.broadcast_in_dim(params[self.pname("gamma")], x.type.shape, (x.type.rank - 1,))
        return b.mul(x, gamma), (x, gamma)

    def backward(self, b, dy, saved, params, aux):
        x, gamma = saved
        lead = tuple(range(dy.type.rank - 1))
        return b.mul(dy, gamma), {self.pname("gamma"): b.reduce(b.mul(dy, x), lead)}

    def reference(self):
        from ..reference import ops as R
        gamma = self.pname("gamma")
        return lambda x, p, aux: R.layer_scale(x, p[gamma])


def rules():
    return {"layer_scale": {
        "symbolic": [Example(LayerScale(name="ls"), (2, 2, 3), "B2 2x3")],
        "autodiff": [Example(LayerScale(name="ls"), (4, 7, 7, 32), "NHWC 7x7x32")],
        "batch": lambda B: Example(LayerScale(name="ls"), (B, 3, 3, 4), "3x3x4"),
    }}


def mutants():
    return []
