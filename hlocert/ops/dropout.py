"""Classifier dropout (before the head): forward, VJP, certificate configs, mutants.

Like drop path's, the keep mask is an input (DESIGN invariant 4), drawn on the host:
`dropout_mask [B, features]`, one value per element, 0 or 1/keep, already scaled. Forward
y = x · mask, backward dx = dy · mask, the same mask value for both.

An all-ones mask cannot tell a misplaced mask from a right one, so `sample_aux` always drops
some elements and keeps others at 1/keep ≠ 1.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .base import Example, Mutant, Stage
from .dense import Dense

MASK = "dropout_mask"


def sample_dropout_mask(rng, shape, keep: float) -> np.ndarray:
    """0 or 1/keep per element, with element 0 dropped and element 1 kept (when there are two)."""
    scale = 1.0 / keep
    mask = np.where(rng.random(shape) < keep, scale, 0.0)
    flat = mask.reshape(-1)
    flat[0] = 0.0
    if flat.size > 1:
        flat[1] = scale
    return mask


@dataclass
class Dropout(Stage):
    name: str = ""
    sample_keep: float = 0.8      # keep rate of the masks `sample_aux` draws (1/0.8 = 1.25 exactly)

    def _check(self, x_shape):
        if len(x_shape) != 2:
            raise ValueError(f"dropout {self.name!r} takes pooled features [B, features], got shape {x_shape}")

    def aux_shapes(self, x_shape):
        self._check(x_shape)
        return {MASK: tuple(x_shape)}

    def sample_aux(self, rng, x_shape):
        return {MASK: sample_dropout_mask(rng, tuple(x_shape), self.sample_keep)}

    def forward(self, b, x, params, aux):
        self._check(x.type.shape)
        return b.mul(x, aux[MASK]), x

    def backward(self, b, dy, x, params, aux):
        return b.mul(dy, aux[MASK]), {}

    def reference(self):
        from ..reference import ops as R
        return lambda x, p, aux: R.dropout(x, aux[MASK])


def rules():
    return {"dropout": {
        "symbolic": [Example(Dropout(), (2, 3), "B2 3")],
        "autodiff": [Example(Dropout(), (8, 1280), "[B, C] 1280")],
        "batch": lambda B: Example(Dropout(), (B, 6), "[B, 6]"),
    }}


class DropoutMaskOnInput(Dropout):
    """Mutant: the backward applies the mask to the saved input x instead of dy (dx = x · mask)."""

    def backward(self, b, dy, x, params, aux):
        return b.mul(x, aux[MASK]), {}


@dataclass
class HeadOnUndroppedFeatures(Dense):
    """Mutant: dropout fused into the head, whose weight gradient reads the undropped features."""
    sample_keep: float = 0.8

    def aux_shapes(self, x_shape):
        return Dropout().aux_shapes(x_shape)

    def sample_aux(self, rng, x_shape):
        return Dropout(sample_keep=self.sample_keep).sample_aux(rng, x_shape)

    def forward(self, b, x, params, aux):
        y, _ = super().forward(b, b.mul(x, aux[MASK]), params, aux)
        return y, x

    def backward(self, b, dy, x, params, aux):
        dx_dropped, grads = super().backward(b, dy, x, params, aux)   # wrong: dw from x, not x · mask
        return b.mul(dx_dropped, aux[MASK]), grads

    def reference(self):
        from ..reference import ops as R
        w, bias = self.pname("w"), self.pname("b")
        return lambda x, p, aux: R.dense(R.dropout(x, aux[MASK]), p[w], p[bias])


def mutants():
    return [
        Mutant("dropout/backward-masks-input", DropoutMaskOnInput(), (2, 4)),
        Mutant("dropout/head-dw-undropped", HeadOnUndroppedFeatures(3, name="head"), (2, 4)),
    ]
