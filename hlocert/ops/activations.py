"""ReLU, ReLU6, sigmoid and SiLU: forwards, VJPs, certificate configs, mutants.

ReLU and ReLU6 are piecewise linear; at their kinks the derivative is PyTorch's convention, so
that a rendered net's gradient equals the one timm trains with:
- ReLU: PyTorch's threshold_backward passes dy where the output is > 0, so dx = 0 at x = 0;
- ReLU6 = hardtanh(x, 0, 6): hardtanh_backward passes dy where 0 < x < 6 strictly, so dx = 0 at
  x = 0 and at x = 6.
Both backwards are one compare + select per bound on the saved x. Their symbolic certificate
runs on every open piece (the `kinks` of the stage; see certify.symbolic), the kinks themselves
are pinned by tests.

Sigmoid has no op of its own in the IR: σ(x) = 1 / (1 + exp(−x)). In IEEE arithmetic this form
never produces a NaN: for x → −∞, exp(−x) overflows to +inf and σ to +0; for x → +∞, exp(−x)
underflows to 0 and σ to 1. Backward σ' = σ(1 − σ) from the saved σ. SiLU is x·σ(x), with
SiLU' = σ(1 + x(1 − σ)), again from the saved σ (no second exp).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Example, Mutant, Stage

RELU6_CAP = 6.0


def logistic(b, x):
    """σ(x) = 1 / (1 + exp(−x))."""
    one = b.scalar(1.0, x)
    return b.div(one, b.add(one, b.exp(b.neg(x))))


def pass_where(b, pred, dy):
    """dy where `pred` holds, 0 elsewhere."""
    return b.select(pred, dy, b.scalar(0.0, dy))


@dataclass
class ReLU(Stage):
    name: str = ""
    kinks: ClassVar[tuple] = (0.0,)

    def forward(self, b, x, params, aux):
        return b.max(x, b.scalar(0.0, x)), x

    def backward(self, b, dy, x, params, aux):
        return pass_where(b, b.compare(x, b.scalar(0.0, x), "GT"), dy), {}

    def reference(self):
        from ..reference import ops as R
        return lambda x, p, aux: R.relu(x)


@dataclass
class ReLU6(Stage):
    name: str = ""
    kinks: ClassVar[tuple] = (0.0, RELU6_CAP)

    def forward(self, b, x, params, aux):
        return b.min(b.max(x, b.scalar(0.0, x)), b.scalar(RELU6_CAP, x)), x

    def backward(self, b, dy, x, params, aux):
        below_cap = pass_where(b, b.compare(x, b.scalar(RELU6_CAP, x), "LT"), dy)
        return pass_where(b, b.compare(x, b.scalar(0.0, x), "GT"), below_cap), {}

    def reference(self):
        from ..reference import ops as R
        return lambda x, p, aux: R.relu6(x)


@dataclass
class Sigmoid(Stage):
    name: str = ""

    def forward(self, b, x, params, aux):
        s = logistic(b, x)
        return s, s

    def backward(self, b, dy, s, params, aux):
        return b.mul(dy, b.mul(s, b.sub(b.scalar(1.0, s), s))), {}

    def reference(self):
        from ..reference import ops as R
        return lambda x, p, aux: R.sigmoid(x)


@dataclass
class SiLU(Stage):
    name: str = ""

    def forward(self, b, x, params, aux):
        s = logistic(b, x)
        return b.mul(x, s), (x, s)

    def backward(self, b, dy, saved, params, aux):
        x, s = saved
        one = b.scalar(1.0, s)
        return b.mul(dy, b.mul(s, b.add(one, b.mul(x, b.sub(one, s))))), {}

    def reference(self):
        from ..reference import ops as R
        return lambda x, p, aux: R.silu(x)


def _rule(stage_cls):
    return {
        "symbolic": [Example(stage_cls(), (2, 3), "B2 3")],
        "autodiff": [Example(stage_cls(), (4, 7, 7, 32), "NHWC 7x7x32"),
                     Example(stage_cls(), (8, 64), "[B, C] 64")],
        "batch": lambda B: Example(stage_cls(), (B, 3, 3, 4), "3x3x4"),
    }


def rules():
    return {"relu": _rule(ReLU), "relu6": _rule(ReLU6), "sigmoid": _rule(Sigmoid), "silu": _rule(SiLU)}


# -- mutants ----------------------------------------------------------------------------------

class ReLU6GradPassesAboveCap(ReLU6):
    """Mutant: ReLU6's gradient passes dy wherever x > 0, also above 6 (the cap's bound forgotten)."""

    def backward(self, b, dy, x, params, aux):
        return pass_where(b, b.compare(x, b.scalar(0.0, x), "GT"), dy), {}


class SigmoidDerivativeOfInput(Sigmoid):
    """Mutant: σ' written as x(1 − x) on the input, not σ(1 − σ) on the output."""

    def forward(self, b, x, params, aux):
        return logistic(b, x), x

    def backward(self, b, dy, x, params, aux):
        return b.mul(dy, b.mul(x, b.sub(b.scalar(1.0, x), x))), {}


class SiLUSigmoidOnlyDerivative(SiLU):
    """Mutant: SiLU's derivative as σ(x) alone, the x·σ(1 − σ) term missing."""

    def backward(self, b, dy, saved, params, aux):
        return b.mul(dy, saved[1]), {}


def mutants():
    return [
        Mutant("relu6/grad-passes-above-6", ReLU6GradPassesAboveCap(), (2, 3, 4)),
        Mutant("sigmoid/derivative-of-input", SigmoidDerivativeOfInput(), (2, 3, 4)),
        Mutant("silu/sigmoid-only-derivative", SiLUSigmoidOnlyDerivative(), (2, 3, 4)),
    ]
