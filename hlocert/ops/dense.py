"""Dense (a matmul over the last axis, plus bias): forward, VJP, certificate configs, mutants.

y[..., o] = Σ_i x[..., i] w[i, o] + b[o], for x of any rank (a 1×1 conv is a dense
layer over NHWC). Backward: dx = dy · wᵀ; dw = Σ over every leading axis (batch included) of
x ⊗ dy (`outer_sum`: the narrower of x and dy is the contraction's lhs, see there); db = Σ over
the leading axes of dy.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant, Stage


@dataclass
class Dense(Stage):
    features: int
    name: str = ""
    bias: bool = True

    def param_shapes(self, x_shape):
        shapes = {self.pname("w"): (x_shape[-1], self.features)}
        if self.bias:
            shapes[self.pname("b")] = (self.features,)
        return shapes

    def out_shape(self, x_shape):
        return (*x_shape[:-1], self.features)

    def forward(self, b, x, params, aux):
        r = x.type.rank
        y = b.dot_general(x, params[self.pname("w")], contract=((r - 1,), (0,)))
        if self.bias:
            bias = b.broadcast_in_dim(params[self.pname("b")], y.type.shape, [r - 1])
            y = b.add(y, bias)
        return y, x

    def backward(self, b, dy, x, params, aux):
        r = x.type.rank
        lead = tuple(range(r - 1))
        dx = b.dot_general(dy, params[self.pname("w")], contract=((r - 1,), (1,)))
        grads = {self.pname("w"): self._weight_grad(b, x, dy)}
        if self.bias:
            grads[self.pname("b")] = b.reduce(dy, lead)
        return dx, grads

    def _weight_grad(self, b, x, dy):
        return outer_sum(b, x, dy)

    def reference(self):
        from ..reference import ops as R
        w, bname = self.pname("w"), self.pname("b")
        if self.bias:
            return lambda x, p, aux: R.dense(x, p[w], p[bname])
        return lambda x, p, aux: R.dense(x, p[w], None)


def outer_sum(b, x, dy):
    """Σ over every axis but the last of x ⊗ dy, as [C, C'] (C = x's last axis, C' = dy's): a
    dense or 1×1 layer's weight gradient. Either operand order is the same sum; XLA-CPU copies the
    lhs of this contraction transposed ([C, N·H·W]: its dot wants the contracted axes last), so the
    lhs is the narrower of the two and the [C', C] result is transposed back when it is dy
    (BENCHMARKS.md: 1×1 convs and pointwise layers)."""
    lead = tuple(range(x.type.rank - 1))
    if x.type.shape[-1] <= dy.type.shape[-1]:
        return b.dot_general(x, dy, contract=(lead, lead))
    return b.transpose(b.dot_general(dy, x, contract=(lead, lead)), [1, 0])


def rules():
    return {"dense": {
        "symbolic": [Example(Dense(3, name="fc"), (2, 2, 3), "B2 2x3->3 (dw: x·dy)"),
                     Example(Dense(2, name="fc"), (2, 2, 3), "B2 2x3->2 (dw: dy·x transposed back)")],
        "autodiff": [Example(Dense(48, name="fc"), (4, 7, 7, 12), "NHWC 12->48 (dw: x·dy)"),
                     Example(Dense(10, name="head"), (8, 64), "64->10 (dw: dy·x transposed back)")],
        "batch": lambda B: Example(Dense(5, name="fc"), (B, 3, 3, 4), "3x3x4->5"),
    }}


class DenseBiasGradFromFirstExample(Dense):
    """Mutant: the bias gradient of example 0 only (forgets to sum over the batch)."""

    def backward(self, b, dy, x, params, aux):
        dx, grads = super().backward(b, dy, x, params, aux)
        r = dy.type.rank
        first = b.slice(dy, [0] * r, [1, *dy.type.shape[1:]])
        grads[self.pname("b")] = b.reduce(first, tuple(range(r - 1)))
        return dx, grads


class DenseUntransposedInputGrad(Dense):
    """Mutant: dx contracts dy with w's input axis instead of its output axis (square w only)."""

    def backward(self, b, dy, x, params, aux):
        _, grads = super().backward(b, dy, x, params, aux)
        r = dy.type.rank
        return b.dot_general(dy, params[self.pname("w")], contract=((r - 1,), (0,))), grads


class DenseWeightGradTransposed(Dense):
    """Mutant: a square weight gradient contracted as dy·x without the transpose back ([out, in])."""

    def _weight_grad(self, b, x, dy):
        lead = tuple(range(x.type.rank - 1))
        return b.dot_general(dy, x, contract=(lead, lead))


def mutants():
    return [
        Mutant("dense/bias-grad-one-example", DenseBiasGradFromFirstExample(4, name="fc"), (2, 3, 4)),
        Mutant("dense/untransposed-dx", DenseUntransposedInputGrad(4, name="fc"), (2, 3, 4)),
        Mutant("dense/dw-transposed", DenseWeightGradTransposed(4, name="fc"), (2, 3, 4)),
    ]
