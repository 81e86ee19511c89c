"""A loss times a constant: timm's `--variable-batch-loss-scale` (the step of a batch of b images under
scheduled sizes, its loss times (b / b̄)^p, train/sizes.py); forward, VJP, certificate configs,
mutants.

For any soft-target loss L(z; aux) (softmax cross-entropy, ops/loss.py; BCE, ops/bce.py; ...) and a
constant S > 0:
    loss = S · L(z),        dz = dy · S · ∂L/∂z,
the inner rule's backward run with the cotangent S · dy (S alone at the train step's root, where
dy = None means 1). The step's `loss` output is the scaled one (the gradient's loss); the trainer
reports loss / S, the batch's own loss, as timm's meter records the unscaled loss.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from .base import Example, Mutant
from .loss import SoftmaxCrossEntropy, SoftTargetLoss


@dataclass
class ScaledLoss(SoftTargetLoss):
    inner: SoftTargetLoss = field(default_factory=SoftmaxCrossEntropy)
    scale: float = 1.0
    name: str = ""
    WHAT: ClassVar[str] = "a scaled loss"

    def text(self, inner_text: str) -> str:
        """The banner's loss line: the inner loss's, scaled."""
        return f"{inner_text}; times {self.scale!r} (timm's variable-batch loss scale)"

    def out_shape(self, x_shape):
        return self.inner.out_shape(x_shape)

    def aux_shapes(self, x_shape):
        return self.inner.aux_shapes(x_shape)

    def sample_aux(self, rng, x_shape):
        return self.inner.sample_aux(rng, x_shape)

    def check_batch(self, x_shape):
        self.inner.check_batch(x_shape)

    def forward(self, b, z, params, aux):
        loss, saved = self.inner.forward(b, z, params, aux)
        return b.mul(loss, b.scalar(self.scale, loss)), (saved, loss)

    def _cotangent_scale(self) -> float:
        return self.scale

    def backward(self, b, dy, saved, params, aux):
        inner_saved, loss = saved
        s = b.scalar(self._cotangent_scale(), loss)
        return self.inner.backward(b, s if dy is None else b.mul(dy, s), inner_saved, params, aux)

    def reference(self):
        inner = self.inner.reference()
        return lambda z, p, aux: self.scale * inner(z, p, aux)


def rules():
    return {"loss_scale": {
        "symbolic": [Example(ScaledLoss(SoftmaxCrossEntropy(), 0.75), (2, 3), "CE B2 K3 S0.75")],
        "autodiff": [Example(ScaledLoss(SoftmaxCrossEntropy(), 0.75), (8, 10), "CE B8 K10 S0.75"),
                     Example(ScaledLoss(SoftmaxCrossEntropy(), 2 ** 0.5), (4, 1000), "CE B4 K1000 S√2")],
        "batch": lambda B: Example(ScaledLoss(SoftmaxCrossEntropy(), 1.5), (B, 5), "CE K5 S1.5"),
    }}


class UnscaledBackward(ScaledLoss):
    """Mutant: the backward forgets the scale (the gradient of the unscaled loss)."""

    def _cotangent_scale(self) -> float:
        return 1.0


class SquaredScale(ScaledLoss):
    """Mutant: the backward scales by S² (the scale applied twice)."""

    def _cotangent_scale(self) -> float:
        return self.scale ** 2


def mutants():
    return [
        Mutant("loss_scale/unscaled-backward", UnscaledBackward(SoftmaxCrossEntropy(), 0.75), (2, 3)),
        Mutant("loss_scale/squared-scale", SquaredScale(SoftmaxCrossEntropy(), 0.75), (2, 3)),
    ]
