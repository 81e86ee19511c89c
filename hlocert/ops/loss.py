"""Softmax cross-entropy with soft targets, mean over the batch: forward, VJP, certificate configs,
mutants.

Logits z [B, K], targets t [B, K] (an aux input, rows summing to 1: one-hot, smoothed, mixed):
    loss = −(1/B) Σ_b Σ_k t_bk · log_softmax(z_b)_k,
the log-softmax computed max-subtracted (m_b = max_k z_bk; zs = z − m; log_softmax = zs − log Σ e^zs)
so that large logits neither overflow nor lose the small ones.

Backward, with s_b = Σ_k t_bk and dy the scalar cotangent of the loss:
    dz_bk = dy · (softmax(z_b)_k · s_b − t_bk) / B.
This is the exact gradient for any targets. The familiar (softmax − t)/B is its value when every
row sums to 1; the rule does not rely on that identity (it costs one [B, K] reduction, nothing
next to a net), so its certificates hold for any targets and a train step fed rows that sum to
1 only up to rounding (f32 mixup) still gets the gradient of the loss it computes.
`sample_aux` nevertheless draws rows that sum to exactly 1 (dyadic values), not one-hot.

`backward(dy=None)` means dy = 1 (the train step's loss is the root) and skips the multiply.
The max is not differentiated through: it cancels exactly, and omitting the subtraction would
only change stability, not the gradient (so it is no mutant).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from .base import Example, Mutant, Stage

TARGETS = "targets"


def sample_soft_targets(rng, batch: int, classes: int) -> np.ndarray:
    """Random soft rows, every entry > 0, each row summing to exactly 1 in binary floating point:
    integer counts over a power-of-two total."""
    total = 2 ** max(8, math.ceil(math.log2(classes)) + 2)
    rows = []
    for _ in range(batch):
        counts = 1 + rng.multinomial(total - classes, rng.dirichlet(np.ones(classes)))
        rows.append(counts / total)
    return np.stack(rows)


class SoftTargetLoss(Stage):
    """What a loss against soft targets is to the rest of hlocert, whatever its formula (this
    file's softmax cross-entropy, ops/bce.py's binary one): logits [B, K] in, a scalar out, the
    targets [B, K] an aux input, and the root's cotangent convention (`_scaled`)."""
    WHAT: ClassVar[str] = "a loss"       # its words in the shape error

    def out_shape(self, x_shape):
        if len(x_shape) != 2:
            raise ValueError(f"{self.WHAT} takes logits [B, K], got shape {x_shape}")
        return ()

    def aux_shapes(self, x_shape):
        return {TARGETS: tuple(x_shape)}

    def sample_aux(self, rng, x_shape):
        return {TARGETS: sample_soft_targets(rng, *x_shape)}

    def _scaled(self, b, dy, per_element, divisor):
        """dy · per_element / divisor; dy None (the train step's root) skips the multiply."""
        dz = b.div(per_element, b.scalar(divisor, per_element))
        if dy is None:
            return dz
        return b.mul(b.broadcast_in_dim(dy, dz.type.shape, ()), dz)


@dataclass
class SoftmaxCrossEntropy(SoftTargetLoss):
    name: str = ""
    WHAT: ClassVar[str] = "softmax cross-entropy"

    def forward(self, b, z, params, aux):
        self.out_shape(z.type.shape)
        t = aux[TARGETS]
        shape, batch = z.type.shape, z.type.shape[0]
        zs = b.sub(z, b.broadcast_in_dim(b.reduce(z, (1,), "max"), shape, (0,)))
        e = b.exp(zs)
        sum_e = b.broadcast_in_dim(b.reduce(e, (1,)), shape, (0,))
        log_softmax = b.sub(zs, b.log(sum_e))
        total = b.reduce(b.mul(t, log_softmax), (0, 1))
        loss = b.div(b.neg(total), b.scalar(batch, total))
        return loss, (e, sum_e)

    def _logit_cotangent(self, b, saved, t):
        """softmax(z) · Σ_k t − t, per row (the gradient of the per-example loss)."""
        e, sum_e = saved
        row_mass = b.broadcast_in_dim(b.reduce(t, (1,)), t.type.shape, (0,))
        return b.sub(b.mul(b.div(e, sum_e), row_mass), t)

    def backward(self, b, dy, saved, params, aux):
        t = aux[TARGETS]
        return self._scaled(b, dy, self._logit_cotangent(b, saved, t), t.type.shape[0]), {}

    def reference(self):
        from ..reference import ops as R
        return lambda z, p, aux: R.softmax_cross_entropy(z, aux[TARGETS])


def rules():
    return {"softmax_cross_entropy": {
        "symbolic": [Example(SoftmaxCrossEntropy(), (2, 3), "B2 K3")],
        "autodiff": [Example(SoftmaxCrossEntropy(), (8, 10), "B8 K10"),
                     Example(SoftmaxCrossEntropy(), (4, 1000), "B4 K1000")],
        "batch": lambda B: Example(SoftmaxCrossEntropy(), (B, 5), "K5"),
    }}


class CrossEntropyDividesByClasses(SoftmaxCrossEntropy):
    """Mutant: the logit cotangent divided by the class count K instead of the batch B."""

    def backward(self, b, dy, saved, params, aux):
        t = aux[TARGETS]
        return self._scaled(b, dy, self._logit_cotangent(b, saved, t), t.type.shape[1]), {}


class CrossEntropyBatchSoftmax(SoftmaxCrossEntropy):
    """Mutant: the backward's softmax normalised over the batch axis instead of the classes."""

    def backward(self, b, dy, saved, params, aux):
        e, _ = saved
        t = aux[TARGETS]
        sum_over_batch = b.broadcast_in_dim(b.reduce(e, (0,)), e.type.shape, (1,))
        row_mass = b.broadcast_in_dim(b.reduce(t, (1,)), t.type.shape, (0,))
        per_example = b.sub(b.mul(b.div(e, sum_over_batch), row_mass), t)
        return self._scaled(b, dy, per_example, t.type.shape[0]), {}


def mutants():
    return [
        Mutant("softmax_cross_entropy/divide-by-K", CrossEntropyDividesByClasses(), (2, 3)),
        Mutant("softmax_cross_entropy/softmax-over-batch", CrossEntropyBatchSoftmax(), (3, 4)),
    ]
