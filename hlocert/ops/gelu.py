"""GELU, exact (erf) and tanh-approximated: forwards, VJPs, certificate configs, mutants.

The exact GELU is 0.5·x·(1 + erf(x/√2)), whose derivative is Φ(x) + x·φ(x) with Φ
the normal CDF and φ its density. The tanh form 0.5·x·(1 + tanh(√(2/π)(x + 0.044715·x³))) is kept
as its own rule (the upstream renderer's only GELU); the two differ by ~1e-3, so a tanh derivative
under an erf forward is a real bug, and one of the mutants.

Symbolic certificates read every float constant as the exact rational of its binary value. The
tanh rule's backward reuses the forward's constants (√(2/π), 0.044715) as they are, so its
certificate is exact. The erf rule's cannot be: d/dx erf(c·x) = (2/√π)·c·exp(−c²x²), and
c·2/√π is irrational, so the backward's `x·φ(x)` term carries that constant rounded to the
rendering dtype (relative error ≤ 2⁻⁵³ in f64) — the only difference from the exact Jacobian.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .base import Example, Mutant, Stage

INV_SQRT2 = 1.0 / math.sqrt(2.0)
INV_SQRT_2PI = 1.0 / math.sqrt(2.0 * math.pi)   # φ(0); equals (2/√π)·(1/√2)/2
SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)
TANH_CUBIC = 0.044715


def gelu_erf_derivative(b, x, u, one_plus_erf):
    """Φ(x) + x·φ(x), from the forward's u = x/√2 and 1 + erf(u)."""
    cdf = b.mul(one_plus_erf, b.scalar(0.5, x))
    density = b.mul(b.exp(b.neg(b.mul(u, u))), b.scalar(INV_SQRT_2PI, x))
    return b.add(cdf, b.mul(x, density))


def gelu_tanh_parts(b, x):
    """(x², tanh(√(2/π)·(x + 0.044715·x³))) as the tanh forward computes them."""
    x2 = b.mul(x, x)
    cubic = b.mul(b.scalar(TANH_CUBIC, x), b.mul(x2, x))
    t = b.tanh(b.mul(b.scalar(SQRT_2_OVER_PI, x), b.add(x, cubic)))
    return x2, t


def gelu_tanh_derivative(b, x, x2, t):
    """0.5·(1 + t) + 0.5·x·(1 − t²)·√(2/π)·(1 + 3·0.044715·x²)."""
    half = b.scalar(0.5, x)
    one = b.scalar(1.0, x)
    # 3·(0.044715·x²), not (3·0.044715)·x²: the inner derivative uses the forward's constant as is.
    inner_slope = b.mul(b.scalar(SQRT_2_OVER_PI, x),
                        b.add(one, b.mul(b.scalar(3.0, x), b.mul(b.scalar(TANH_CUBIC, x), x2))))
    sech2 = b.sub(one, b.mul(t, t))
    return b.add(b.mul(half, b.add(one, t)), b.mul(b.mul(half, x), b.mul(sech2, inner_slope)))


@dataclass
class GeluErf(Stage):
    name: str = ""

    def forward(self, b, x, params, aux):
        u = b.mul(x, b.scalar(INV_SQRT2, x))
        one_plus_erf = b.add(b.erf(u), b.scalar(1.0, x))
        y = b.mul(b.mul(x, b.scalar(0.5, x)), one_plus_erf)
        return y, (x, u, one_plus_erf)

    def backward(self, b, dy, saved, params, aux):
        x, u, one_plus_erf = saved
        return b.mul(dy, gelu_erf_derivative(b, x, u, one_plus_erf)), {}

    def reference(self):
        from ..reference import ops as R
        return lambda x, p, aux: R.gelu_erf(x)


@dataclass
class GeluTanh(Stage):
    name: str = ""

    def forward(self, b, x, params, aux):
        x2, t = gelu_tanh_parts(b, x)
        y = b.mul(b.mul(x, b.scalar(0.5, x)), b.add(t, b.scalar(1.0, x)))
        return y, (x, x2, t)

    def backward(self, b, dy, saved, params, aux):
        return b.mul(dy, gelu_tanh_derivative(b, *saved)), {}

    def reference(self):
        from ..reference import ops as R
        return lambda x, p, aux: R.gelu_tanh(x)


def rules():
    return {
        "gelu_erf": {
            "symbolic": [Example(GeluErf(), (2, 3), "B2 3")],
            "autodiff": [Example(GeluErf(), (4, 7, 7, 128), "NHWC 7x7x128")],
            "batch": lambda B: Example(GeluErf(), (B, 3, 3, 4), "3x3x4"),
        },
        "gelu_tanh": {
            "symbolic": [Example(GeluTanh(), (2, 3), "B2 3")],
            "autodiff": [Example(GeluTanh(), (4, 7, 7, 128), "NHWC 7x7x128")],
            "batch": lambda B: Example(GeluTanh(), (B, 3, 3, 4), "3x3x4"),
        },
    }


class GeluErfWithTanhDerivative(GeluErf):
    """Mutant: the erf forward with the tanh approximation's derivative (off by ~1e-3)."""

    def backward(self, b, dy, saved, params, aux):
        x = saved[0]
        return b.mul(dy, gelu_tanh_derivative(b, x, *gelu_tanh_parts(b, x))), {}


class GeluErfWithoutDensityTerm(GeluErf):
    """Mutant: the erf derivative as Φ(x) alone, the x·φ(x) term missing."""

    def backward(self, b, dy, saved, params, aux):
        x, _, one_plus_erf = saved
        return b.mul(dy, b.mul(one_plus_erf, b.scalar(0.5, x))), {}


def mutants():
    return [
        Mutant("gelu_erf/tanh-derivative", GeluErfWithTanhDerivative(), (2, 3, 4)),
        Mutant("gelu_erf/no-density-term", GeluErfWithoutDensityTerm(), (2, 3, 4)),
    ]
