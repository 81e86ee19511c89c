"""Classifier dropout (before the head): forward, VJP, certificate configs, mutants.

Like drop path's, the keep mask is an input (DESIGN invariant 4), drawn on the host:
`dropout_mask [B, features]`, one value per element, 0 or 1/keep, already scaled. Forward
y = x · mask, backward dx = dy · mask, the same mask value for both.

In a net that also has stochastic depth, the classifier's keep values are the trailing columns
of the one mask input instead (`columns = (first, width)`): `drop_mask [B, width]`, columns
first … first + features − 1, so the host draws every keep value of a step as one Bernoulli
matrix (`nets.base.draw_drop_mask` over the net's ramp) and every caller feeds one mask.

An all-ones mask cannot tell a misplaced mask from a right one, so `sample_aux` always drops
some elements and keeps others at 1/keep ≠ 1.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .base import Example, Mutant, Stage
from .dense import Dense
from .drop_path import MASK as DROP_MASK

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
    columns: tuple[int, int] | None = None   # (first, width): read columns of `drop_mask` [B, width]

    def _check(self, x_shape):
        if len(x_shape) != 2:
            raise ValueError(f"dropout {self.name!r} takes pooled features [B, features], got shape {x_shape}")
        if self.columns is not None and self.columns[0] + x_shape[1] > self.columns[1]:
            raise ValueError(f"dropout {self.name!r}: {x_shape[1]} features from column {self.columns[0]} do not "
                             f"fit a drop_mask of {self.columns[1]} columns")

    def _input(self, x_shape):
        """(aux name, shape) of the mask input this stage reads."""
        return (MASK, tuple(x_shape)) if self.columns is None else (DROP_MASK, (x_shape[0], self.columns[1]))

    def aux_shapes(self, x_shape):
        self._check(x_shape)
        return dict([self._input(x_shape)])

    def sample_aux(self, rng, x_shape):
        name, shape = self._input(x_shape)
        return {name: sample_dropout_mask(rng, shape, self.sample_keep)}

    def _mask(self, b, aux, like):
        """The keep values [B, features]: the own input, or its columns of drop_mask."""
        if self.columns is None:
            return aux[MASK]
        first, (batch, features) = self.columns[0], like.type.shape
        return b.slice(aux[DROP_MASK], (0, first), (batch, first + features))

    def forward(self, b, x, params, aux):
        self._check(x.type.shape)
        mask = self._mask(b, aux, x)
        return b.mul(x, mask), mask

    def backward(self, b, dy, mask, params, aux):
        return b.mul(dy, mask), {}

    def reference(self):
        from ..reference import ops as R
        if self.columns is None:
            return lambda x, p, aux: R.dropout(x, aux[MASK])
        first = self.columns[0]
        return lambda x, p, aux: R.dropout(x, aux[DROP_MASK][:, first:first + x.shape[1]])


def rules():
    return {"dropout": {
        "symbolic": [Example(Dropout(), (2, 3), "B2 3"),
                     Example(Dropout(columns=(2, 6)), (2, 3), "B2 3, drop_mask columns 2-4 of 6")],
        "autodiff": [Example(Dropout(), (8, 1280), "[B, C] 1280"),
                     Example(Dropout(columns=(9, 1289)), (8, 1280), "[B, C] 1280, drop_mask columns 9..")],
        "batch": lambda B: Example(Dropout(), (B, 6), "[B, 6]"),
    }}


class DropoutMaskOnInput(Dropout):
    """Mutant: the backward applies the mask to the saved input x instead of dy (dx = x · mask)."""

    def forward(self, b, x, params, aux):
        y, mask = super().forward(b, x, params, aux)
        return y, (x, mask)

    def backward(self, b, dy, saved, params, aux):
        x, mask = saved
        return b.mul(x, mask), {}


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
        Mutant("dropout/backward-masks-input-columns", DropoutMaskOnInput(columns=(1, 5)), (2, 4)),
        Mutant("dropout/head-dw-undropped", HeadOnUndroppedFeatures(3, name="head"), (2, 4)),
    ]
