"""The `+bf16` mixed-precision policy: the builder that writes a net's products in bf16.

One mechanism for every net: the render builds a `+bf16` variant with `MixedBuilder`, and inside
`products_in_bf16(b)` (the net's forward and its backward, nothing else) every `dot_general` and
`convolution` a rule emits takes bf16 operands — each f32 operand passed through one
`stablehlo.convert` — and accumulates into an f32 result. No rule and no net file changes.

What is bf16, and why that is safe:
- the operands of the products only: the forward's matmuls and convolutions, and the backward's
  dx and dW products. Every product's result (its accumulation) is f32.
- an activation the forward converted for its product is the value the backward's dW product
  reads: the convert is emitted once per value (the `_low` cache), so the saved operand is the
  bf16 copy that the forward multiplied by — the bf16 gradient of the bf16 product, as in
  PyTorch's autocast. Any other use of that activation (a residual, a norm) reads its f32 value.
- everything else stays f32 because it is outside `products_in_bf16` or is no product: LayerNorm
  and BatchNorm statistics, softmax (attention's and the loss's), the loss, the gradient
  all_reduce, the master parameters, the optimizer state and its update (Muon's Newton–Schulz
  products included), elementwise ops (a depthwise conv lowered as shifted multiply-adds too), and grouped
  (depthwise) convolutions: IREE 3.13's llvm-cpu cannot compile a grouped convolution of bf16
  operands into an f32 result ('tensor.collapse_shape' op expected collapsed type ...bf16, but
  got ...f32), and a depthwise conv is memory-bound with a few % of a net's FLOPs (the 7×7 ones
  of the largest net here: 2%), as the f32 multiply-add lowering of depthwise convs already is.

Besides the converts, one op: a bf16 product's f32 result that is transposed passes through an
optimization barrier (the identity) first — XLA-CPU cannot otherwise run that dot in bf16, on any
CPU (`MixedBuilder.transpose`).

certify/erasure.py checks both halves: read with every bf16 convert as the identity, the render
equals the f32 render bit for bit, and bf16 values feed nothing but f32-accumulating products.
"""
from __future__ import annotations

import contextlib

from ..ir import FuncBuilder
from ..ir.types import IRError

POLICY_TEXT = ("precision: bf16 operands for every matmul and non-grouped convolution of the forward and "
               "backward (f32 accumulation, activations saved as the bf16 copies their products read); norms' "
               "statistics, softmax, the loss, the gradient all_reduce, parameters and optimizer in f32")


class MixedBuilder(FuncBuilder):
    """A FuncBuilder whose products take bf16 operands while `bf16_products` is set."""

    def __init__(self, name: str = "main"):
        super().__init__(name)
        self.bf16_products = False
        self._bf16: dict = {}          # f32 Value -> its bf16 convert (one per value)
        self._bf16_results: set = set()    # f32 results of bf16 dot_generals (and reshapes of them)

    def _low(self, v):
        if v.type.dtype != "f32":
            raise IRError(f"+bf16 converts f32 product operands to bf16; %{v.name} is {v.type}: render +bf16 in f32")
        if v not in self._bf16:
            self._bf16[v] = self.convert(v, "bf16")
        return self._bf16[v]

    def dot_general(self, a, b, contract=((), ()), batch=((), ()), name=None, result_dtype=None):
        if not self.bf16_products:
            return super().dot_general(a, b, contract, batch, name, result_dtype)
        out = super().dot_general(self._low(a), self._low(b), contract, batch, name, "f32")
        self._bf16_results.add(out)
        return out

    def reshape(self, a, shape, name=None):
        out = super().reshape(a, shape, name)
        if a in self._bf16_results:
            self._bf16_results.add(out)
        return out

    def transpose(self, a, perm, name=None):
        """A bf16 product's result transposed reads it through an optimization barrier: XLA-CPU would
        fold the transpose into the dot (operands swapped, the rhs contracted on its last axis), a
        form its YNNPACK fusion does not take, after the pass that widens the bf16 dots YNNPACK will
        not run to f32 — and its fallback dot has no bf16 kernel ("Unsupported element type for
        DotThunk::Execute: BF16 x BF16 = F32", any x86-64 CPU). The barrier is the identity."""
        if a in self._bf16_results:
            (a,) = self.optimization_barrier(a)
        return super().transpose(a, perm, name)

    def convolution(self, lhs, rhs, *, name=None, result_dtype=None, **window):
        if not self.bf16_products or grouped(window.get("feature_group_count", 1), window.get("batch_group_count", 1)):
            return super().convolution(lhs, rhs, name=name, result_dtype=result_dtype, **window)
        return super().convolution(self._low(lhs), self._low(rhs), name=name, result_dtype="f32", **window)


def grouped(feature_group_count: int = 1, batch_group_count: int = 1) -> bool:
    """A grouped (depthwise) convolution, forward and dx (feature groups) or dW (batch groups):
    these stay f32 (module docstring)."""
    return max(feature_group_count, batch_group_count) > 1


def builder(bf16: bool, name: str = "main") -> FuncBuilder:
    """The builder a render uses: mixed precision for a `+bf16` variant."""
    return MixedBuilder(name) if bf16 else FuncBuilder(name)


@contextlib.contextmanager
def products_in_bf16(b: FuncBuilder):
    """Within: `b`'s products in bf16 if it is a MixedBuilder (a plain builder is unchanged)."""
    if not isinstance(b, MixedBuilder):
        yield
        return
    b.bf16_products = True
    try:
        yield
    finally:
        b.bf16_products = False
