"""The exact values the symbolic certificate reads float constants as.

The IR can only hold binary floats, so a rule's 1/√2, √(2/π) or eps = 1e-6 is a rounding. Read
literally (den's sym mode without a table), the forward's 1/√2 and the backward's 1/√(2π) are two
unrelated rationals and no exact derivative could ever match. `den.run(..., constants=...)` reads
a float constant element as one of these exact values when it is (within two ulps, in its own
dtype) that value's rounding, with its sign. The symbolic level thus certifies each rule with its
constants at their exact intended values; what the rounding of the constants does is covered by
the autodiff level (float64 against the JAX reference, ≤1e-12).

Add here whatever constant a new rule needs; the report names every constant it read exactly.
"""
from __future__ import annotations

from sympy import Integer, Rational, pi, sqrt

from ..ir import den

GELU_TANH_C = Rational("0.044715")

EXACT_CONSTANTS: dict[str, object] = {
    "1/2": Rational(1, 2),
    "sqrt(2)": sqrt(2),
    "1/sqrt(2)": 1 / sqrt(2),
    "sqrt(pi)": sqrt(pi),
    "1/sqrt(pi)": 1 / sqrt(pi),
    "2/sqrt(pi)": 2 / sqrt(pi),
    "sqrt(2/pi)": sqrt(2 / pi),
    "sqrt(pi/2)": sqrt(pi / 2),
    "1/sqrt(2*pi)": 1 / sqrt(2 * pi),
    "sqrt(2)/sqrt(pi) * 1/2": sqrt(2 / pi) / 2,
    "pi": pi,
    "0.044715": GELU_TANH_C,
    "3*0.044715": 3 * GELU_TANH_C,
    "sqrt(2/pi)*0.044715": sqrt(2 / pi) * GELU_TANH_C,
    "3*sqrt(2/pi)*0.044715": 3 * sqrt(2 / pi) * GELU_TANH_C,
    "1e-7": Rational(1, 10**7),
    "1e-6": Rational(1, 10**6),
    "1e-5": Rational(1, 10**5),
    "1e-12": Rational(1, 10**12),
    "0.1": Rational(1, 10),
    "0.9": Rational(9, 10),
    "0.8": Rational(4, 5),
    "0.2": Rational(1, 5),
    "0.3": Rational(3, 10),
    "0.7": Rational(7, 10),
    "1/0.9": Rational(10, 9),
    "1/0.8": Rational(5, 4),
    "1/0.7": Rational(10, 7),
    "1/0.6": Rational(5, 3),
}
# Means and averages: 1/n for the sizes the rules divide by (1/3, 1/49, 1/768, ...).
for _n in range(2, 4097):
    EXACT_CONSTANTS[f"1/{_n}"] = Rational(1, _n)
EXACT_CONSTANTS["1"] = Integer(1)


_TABLE = None


def table():
    """The den constant table of EXACT_CONSTANTS (built once, on first use)."""
    global _TABLE
    if _TABLE is None:
        _TABLE = den.constant_table(EXACT_CONSTANTS.values())
    return _TABLE
