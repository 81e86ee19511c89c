"""Binary cross-entropy with logits against soft targets, mean over the batch and the classes, as
timm's `BinaryCrossEntropy` (its defaults: reduction "mean", no `sum_classes`, no weights): forward,
VJP, certificate configs, mutants.

Logits z [B, K], targets t [B, K] (an aux input: one-hot, smoothed, mixed — the host's targets,
smoothed as timm smooths them, off = s/K and on = 1 − s + off, the same rows softmax
cross-entropy takes). With a target threshold θ the rule first binarises them as timm does,
t ← [t > θ] (strictly greater). Then
    loss = (1/(B·K)) Σ_bk  max(z, 0) − z·t + log(1 + e^−|z|),
the stable form of −t·log σ(z) − (1 − t)·log(1 − σ(z)) (PyTorch's
`binary_cross_entropy_with_logits`): no exponential of a positive number, so large logits of
either sign neither overflow nor lose the small ones.

Backward, with dy the scalar cotangent of the loss:
    dz_bk = dy · (σ(z_bk) − t_bk) / (B·K),
σ computed from the forward's e = e^−|z| as [z ≥ 0 ? 1 : e] / (1 + e) (stable on both sides). The
targets take no gradient. `backward(dy=None)` means dy = 1 (the train step's loss is the root).
The max and |z| make the forward piecewise at z = 0 (its `kinks`), though the loss itself is smooth
there: the symbolic level certifies each side.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Example, Mutant
from .loss import TARGETS, SoftTargetLoss


@dataclass
class BinaryCrossEntropy(SoftTargetLoss):
    threshold: float | None = None       # timm's target_threshold: t ← [t > threshold]
    name: str = ""
    kinks: ClassVar[tuple] = (0.0,)
    WHAT: ClassVar[str] = "binary cross-entropy"

    @property
    def text(self) -> str:
        """The banner's loss line."""
        binarised = "" if self.threshold is None else f", targets binarised as t > {self.threshold!r}"
        return f"loss: binary cross-entropy with logits against soft targets{binarised}, mean over the batch " \
               f"and the classes (timm's BinaryCrossEntropy)"

    def _targets(self, b, t):
        """The targets the loss reads: binarised at the threshold when there is one."""
        if self.threshold is None:
            return t
        above = b.compare(t, b.scalar(self.threshold, t), "GT")
        return b.select(above, b.scalar(1.0, t), b.scalar(0.0, t))

    def forward(self, b, z, params, aux):
        self.out_shape(z.type.shape)
        t = self._targets(b, aux[TARGETS])
        e = b.exp(b.neg(b.abs(z)))
        per_element = b.add(b.sub(b.max(z, b.scalar(0.0, z)), b.mul(z, t)), b.log1p(e))
        total = b.reduce(per_element, (0, 1))
        loss = b.div(total, b.scalar(z.type.shape[0] * z.type.shape[1], total))
        return loss, (z, e, t)

    def _sigmoid(self, b, z, e):
        """σ(z) from e = e^−|z|: 1/(1 + e) for z ≥ 0, e/(1 + e) below."""
        one = b.scalar(1.0, e)
        numerator = b.select(b.compare(z, b.scalar(0.0, z), "GE"), one, e)
        return b.div(numerator, b.add(one, e))

    def backward(self, b, dy, saved, params, aux):
        z, e, t = saved
        batch, classes = z.type.shape
        return self._scaled(b, dy, b.sub(self._sigmoid(b, z, e), t), batch * classes), {}

    def reference(self):
        from ..reference import ops as R
        return lambda z, p, aux: R.binary_cross_entropy(z, aux[TARGETS], self.threshold)


THRESHOLD = 0.2      # timm's RSB recipes' --bce-target-thresh


def rules():
    return {"binary_cross_entropy": {
        "symbolic": [Example(BinaryCrossEntropy(), (2, 3), "B2 K3"),
                     Example(BinaryCrossEntropy(THRESHOLD), (2, 3), f"B2 K3 thresh{THRESHOLD}")],
        "autodiff": [Example(BinaryCrossEntropy(), (8, 10), "B8 K10"),
                     Example(BinaryCrossEntropy(THRESHOLD), (8, 10), f"B8 K10 thresh{THRESHOLD}"),
                     Example(BinaryCrossEntropy(), (4, 1000), "B4 K1000")],
        "batch": lambda B: Example(BinaryCrossEntropy(THRESHOLD), (B, 5), f"K5 thresh{THRESHOLD}"),
    }}


class BCEMeanOverBatchOnly(BinaryCrossEntropy):
    """Mutant: the logit cotangent divided by the batch B alone (the forward means over B·K)."""

    def backward(self, b, dy, saved, params, aux):
        z, e, t = saved
        return self._scaled(b, dy, b.sub(self._sigmoid(b, z, e), t), z.type.shape[0]), {}


class BCEBackwardUnthresholded(BinaryCrossEntropy):
    """Mutant: the backward reads the raw soft targets, not the binarised ones the forward used."""

    def backward(self, b, dy, saved, params, aux):
        z, e, _ = saved
        batch, classes = z.type.shape
        return self._scaled(b, dy, b.sub(self._sigmoid(b, z, e), aux[TARGETS]), batch * classes), {}


class BCESigmoidWrongSide(BinaryCrossEntropy):
    """Mutant: σ's stable form with its sides swapped (e/(1 + e) for z ≥ 0), i.e. σ(−z)."""

    def _sigmoid(self, b, z, e):
        one = b.scalar(1.0, e)
        return b.div(b.select(b.compare(z, b.scalar(0.0, z), "GE"), e, one), b.add(one, e))


def mutants():
    return [
        Mutant("binary_cross_entropy/mean-over-batch-only", BCEMeanOverBatchOnly(), (2, 3)),
        Mutant("binary_cross_entropy/backward-unthresholded", BCEBackwardUnthresholded(THRESHOLD), (2, 3)),
        Mutant("binary_cross_entropy/sigmoid-wrong-side", BCESigmoidWrongSide(), (2, 3)),
    ]
