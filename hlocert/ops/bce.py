"""Binary cross-entropy with logits against soft targets, mean over the batch and the classes, as
timm's `BinaryCrossEntropy` (its defaults: reduction "mean", no `sum_classes`, no weights; or, as
its `sum_classes=True`, summed over the classes and then meaned over the batch; and its scalar
`pos_weight` p): forward, VJP, certificate configs, mutants.

Logits z [B, K], targets t [B, K] (an aux input: one-hot, smoothed, mixed — the host's targets,
smoothed as timm smooths them, off = s/K and on = 1 − s + off, the same rows softmax
cross-entropy takes). With a target threshold θ the rule first binarises them as timm does,
t ← [t > θ] (strictly greater). Then
    loss = (1/(B·K)) Σ_bk  max(z, 0) − z·t + log(1 + e^−|z|),
the stable form of −t·log σ(z) − (1 − t)·log(1 − σ(z)) (PyTorch's
`binary_cross_entropy_with_logits`): no exponential of a positive number, so large logits of
either sign neither overflow nor lose the small ones. With `sum_classes` the divisor is B alone.
With a positive weight p (PyTorch's `pos_weight`: −p·t·log σ(z) − (1 − t)·log(1 − σ(z))) each
element adds (p − 1)·t·(max(−z, 0) + log(1 + e^−|z|)), i.e. (p − 1)·t·softplus(−z).

Backward, with dy the scalar cotangent of the loss:
    dz_bk = dy · (σ(z_bk) − t_bk) / (B·K),
and with p: dy · (w·σ(z_bk) − p·t_bk) / (B·K), w = (p − 1)·t_bk + 1 (B alone under `sum_classes`);
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
    sum_classes: bool = False            # timm's sum_classes: Σ over K, mean over B
    pos_weight: float | None = None      # timm's (PyTorch's) scalar pos_weight p
    kinks: ClassVar[tuple] = (0.0,)
    WHAT: ClassVar[str] = "binary cross-entropy"

    @property
    def text(self) -> str:
        """The banner's loss line."""
        binarised = "" if self.threshold is None else f", targets binarised as t > {self.threshold!r}"
        weighted = "" if self.pos_weight is None else f", positives weighted {self.pos_weight!r}"
        reduced = "summed over the classes, mean over the batch" if self.sum_classes else \
            "mean over the batch and the classes"
        return f"loss: binary cross-entropy with logits against soft targets{binarised}{weighted}, {reduced} " \
               f"(timm's BinaryCrossEntropy)"

    def _divisor(self, shape) -> int:
        """B·K (timm's mean), or B under `sum_classes`."""
        return shape[0] if self.sum_classes else shape[0] * shape[1]

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
        if self.pos_weight is not None:         # + (p − 1)·t·softplus(−z)
            softplus_neg = b.add(b.max(b.neg(z), b.scalar(0.0, z)), b.log1p(e))
            extra = b.mul(b.mul(b.scalar(self.pos_weight - 1.0, t), t), softplus_neg)
            per_element = b.add(per_element, extra)
        total = b.reduce(per_element, (0, 1))
        loss = b.div(total, b.scalar(self._divisor(z.type.shape), total))
        return loss, (z, e, t)

    def _sigmoid(self, b, z, e):
        """σ(z) from e = e^−|z|: 1/(1 + e) for z ≥ 0, e/(1 + e) below."""
        one = b.scalar(1.0, e)
        numerator = b.select(b.compare(z, b.scalar(0.0, z), "GE"), one, e)
        return b.div(numerator, b.add(one, e))

    def _dz(self, b, z, e, t):
        """The per-element derivative: σ(z) − t, or w·σ(z) − p·t with w = (p − 1)·t + 1."""
        if self.pos_weight is None:
            return b.sub(self._sigmoid(b, z, e), t)
        w = b.add(b.mul(b.scalar(self.pos_weight - 1.0, t), t), b.scalar(1.0, t))
        return b.sub(b.mul(w, self._sigmoid(b, z, e)), b.mul(b.scalar(self.pos_weight, t), t))

    def backward(self, b, dy, saved, params, aux):
        z, e, t = saved
        return self._scaled(b, dy, self._dz(b, z, e, t), self._divisor(z.type.shape)), {}

    def reference(self):
        from ..reference import ops as R
        return lambda z, p, aux: R.binary_cross_entropy(z, aux[TARGETS], self.threshold, self.sum_classes,
                                                        self.pos_weight)


THRESHOLD = 0.2      # timm's RSB recipes' --bce-target-thresh
POS_WEIGHT = 2.5     # a --bce-pos-weight: exact in f32, far enough from 1 that a dropped weight shows


def rules():
    return {"binary_cross_entropy": {
        "symbolic": [Example(BinaryCrossEntropy(), (2, 3), "B2 K3"),
                     Example(BinaryCrossEntropy(THRESHOLD), (2, 3), f"B2 K3 thresh{THRESHOLD}"),
                     Example(BinaryCrossEntropy(sum_classes=True, pos_weight=POS_WEIGHT), (2, 3),
                             f"B2 K3 sum pos{POS_WEIGHT}")],
        "autodiff": [Example(BinaryCrossEntropy(), (8, 10), "B8 K10"),
                     Example(BinaryCrossEntropy(THRESHOLD), (8, 10), f"B8 K10 thresh{THRESHOLD}"),
                     Example(BinaryCrossEntropy(), (4, 1000), "B4 K1000"),
                     Example(BinaryCrossEntropy(sum_classes=True), (8, 10), "B8 K10 sum"),
                     Example(BinaryCrossEntropy(THRESHOLD, pos_weight=POS_WEIGHT), (8, 10),
                             f"B8 K10 thresh{THRESHOLD} pos{POS_WEIGHT}")],
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


class BCESumBackwardMean(BinaryCrossEntropy):
    """Mutant: under `sum_classes` the backward still divides by B·K (the forward by B)."""

    def backward(self, b, dy, saved, params, aux):
        z, e, t = saved
        batch, classes = z.type.shape
        return self._scaled(b, dy, self._dz(b, z, e, t), batch * classes), {}


class BCEPosWeightBackwardDropped(BinaryCrossEntropy):
    """Mutant: the backward forgets the positive weight, σ(z) − t (the forward keeps it)."""

    def _dz(self, b, z, e, t):
        return b.sub(self._sigmoid(b, z, e), t)


def mutants():
    return [
        Mutant("binary_cross_entropy/mean-over-batch-only", BCEMeanOverBatchOnly(), (2, 3)),
        Mutant("binary_cross_entropy/backward-unthresholded", BCEBackwardUnthresholded(THRESHOLD), (2, 3)),
        Mutant("binary_cross_entropy/sigmoid-wrong-side", BCESigmoidWrongSide(), (2, 3)),
        Mutant("binary_cross_entropy/sum-classes-backward-mean", BCESumBackwardMean(sum_classes=True), (2, 3)),
        Mutant("binary_cross_entropy/pos-weight-backward-dropped",
               BCEPosWeightBackwardDropped(pos_weight=POS_WEIGHT), (2, 3)),
    ]
