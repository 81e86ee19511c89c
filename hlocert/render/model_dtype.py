"""The `+wbf16` precision (timm's `--model-dtype bfloat16`): the builder that renders a whole step in bf16.

Every argument of a `+wbf16` render is bf16 (render/__init__.py declares them in `Variant.dtype`), so
every op the rules emit reads and writes bf16, its constants — norm and Adam ε, the loss's log-sum-exp
shift, the optimizer's β's — bf16 too: the step PyTorch runs on a module moved by `model.to(torch.bfloat16)`,
each op's result rounded to bf16. One exception, also PyTorch's: a sum accumulates in f32. PyTorch
reduces a bf16 tensor in its float "opmath" type and rounds the result once (`sum`, `mean`, BatchNorm's
batch statistics, the loss's mean, `vector_norm` in the gradient clipping), and jnp's reductions of bf16
do the same; a sum accumulated in bf16 itself loses everything past its 8 significant bits (a 4×16×16
map's BatchNorm mean: 1024 terms), and the lowerers do not widen it on their own (XLA-CPU kept ResNet's
running statistics 8× further from float64 than timm's bf16 BatchNorm). So `WideSums` renders each
`add` reduce of bf16 operands as convert → f32 reduce → convert back; a max reduce is exact in any
dtype and stays bf16; products (dot_general, convolution) are left to the lowerer, which accumulates a
bf16 product in f32 on its own as PyTorch's kernels do.
"""
from __future__ import annotations

from ..ir import FuncBuilder

MODEL_DTYPE_TEXT = ("precision: every tensor in {dtype} (timm's --model-dtype): the input, the parameters, the running "
                    "statistics, the optimizer's state and host scalars; each op's result is {dtype}, every "
                    "constant (norm and Adam eps, the loss's log-sum-exp) is {dtype}; sums accumulate in f32, "
                    "rounded to {dtype} once (PyTorch's)")


class WideSums(FuncBuilder):
    """A FuncBuilder whose `add` reduces of bf16 operands accumulate in f32 and round once."""

    def emit(self, op: str, operands, attrs: dict | None = None, result_type=None, name: str | None = None,
             combiner: str | None = None):
        operands = tuple(operands)
        if op != "stablehlo.reduce" or combiner != "stablehlo.add" or operands[0].type.dtype != "bf16":
            return super().emit(op, operands, attrs, result_type, name, combiner)
        wide = [self.convert(v, "f32") for v in operands]
        out = super().emit(op, wide, attrs, None, None, combiner)
        if not isinstance(out, tuple):
            return self.convert(out, "bf16", name=name)
        return tuple(self.convert(v, "bf16") for v in out)


def builder(dtype: str, name: str = "main") -> FuncBuilder:
    """The builder of a render at model dtype `dtype` (its f32 and f64 readings: a plain one)."""
    return WideSums(name) if dtype == "bf16" else FuncBuilder(name)
