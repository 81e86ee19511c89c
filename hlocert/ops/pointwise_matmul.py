"""A 1×1 convolution (stride s, no padding) written as one contraction: forward, VJP, certificate
configs, mutants.

The same function as Conv2D(Cout, kernel=1, stride=s, padding=0), with the same parameters
(`{name}.w` [1, 1, Cin, Cout] HWIO, `{name}.b` [Cout]), so a net can swap one for the other
(ResNet's bottleneck 1×1 convs and its 1×1/s2 downsampling shortcut). XLA-CPU runs the
convolution form's weight gradient as a convolution over the batch whose operands it first
transposes to [Cin, H, W, N] and [H, W, N, Cout]: in the ResNet-50 step those transposes and
convolutions were ~40% of the thunk time (BENCHMARKS.md, issue 18 ResNet section). Only slice,
reshape, dot_general, pad and reduce are emitted.

With Ho = (H − 1) // s + 1 (the rows 0, s, 2s, … are read; the rest, and the r = H − 1 − (Ho − 1)·s
trailing rows, never are), xs = x[:, ::s, ::s, :] (a strided slice; x itself when s = 1) and
w2 = reshape(w, [Cin, Cout]):

    y[n, ho, wo, co] = Σ_c xs[n, ho, wo, c] · w2[c, co] + b[co]

Backward, by hand:
- dxs[n, ho, wo, c] = Σ_co dy[n, ho, wo, co] · w2[c, co]; dx puts it back on the rows it was read
  from: a pad with s − 1 interior zeros between rows (and columns) and r zeros on the HIGH side.
- dw[0, 0, c, co] = Σ_{n, ho, wo} xs[n, ho, wo, c] · dy[n, ho, wo, co]: a contraction over the
  three leading axes of both, landing as [Cin, Cout], reshaped to HWIO.
- db sums dy over (N, Ho, Wo).
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant, Stage
from .conv import _pair
from .dense import outer_sum


@dataclass
class PointwiseMatmul(Stage):
    out_channels: int
    stride: tuple = (1, 1)
    bias: bool = True
    name: str = ""
    input_grad: bool = True    # False for a net's first stage: nobody reads the image's cotangent

    def __post_init__(self):
        self.stride = _pair(self.stride, "stride")
        if min(self.stride) < 1 or self.out_channels < 1:
            raise ValueError(f"pointwise {self.name!r}: stride {self.stride} and out_channels "
                             f"{self.out_channels} must be >= 1")

    # -- geometry
    def _check(self, x_shape):
        if len(x_shape) != 4:
            raise ValueError(f"pointwise {self.name!r} takes NHWC input, got shape {x_shape}")

    def param_shapes(self, x_shape):
        self._check(x_shape)
        shapes = {self.pname("w"): (1, 1, x_shape[3], self.out_channels)}
        if self.bias:
            shapes[self.pname("b")] = (self.out_channels,)
        return shapes

    def out_shape(self, x_shape):
        self._check(x_shape)
        n, h, w_, _ = x_shape
        sh, sw = self.stride
        return (n, (h - 1) // sh + 1, (w_ - 1) // sw + 1, self.out_channels)

    # -- forward
    def forward(self, b, x, params, aux):
        n, h, w_, c = x.type.shape
        xs = x if self.stride == (1, 1) else b.slice(x, [0, 0, 0, 0], [n, h, w_, c], [1, *self.stride, 1])
        y = b.dot_general(xs, self._matrix(b, params[self.pname("w")]), contract=((3,), (0,)))
        if self.bias:
            y = b.add(y, b.broadcast_in_dim(params[self.pname("b")], y.type.shape, [3]))
        return y, (xs, (n, h, w_, c))

    def _matrix(self, b, w):
        """[1, 1, Cin, Cout] → [Cin, Cout]."""
        return b.reshape(w, list(w.type.shape[2:]))

    # -- backward
    def backward(self, b, dy, saved, params, aux):
        xs, x_shape = saved
        w = params[self.pname("w")]
        dx = self._input_grad(b, dy, self._matrix(b, w), x_shape) if self.input_grad else None
        dw = self._weight_grad(b, xs, dy)                                    # [Cin, Cout]
        grads = {self.pname("w"): b.reshape(dw, list(w.type.shape))}
        if self.bias:
            grads[self.pname("b")] = b.reduce(dy, (0, 1, 2))
        return dx, grads

    def _weight_grad(self, b, xs, dy):
        """Σ over (N, Ho, Wo) of xs ⊗ dy as [Cin, Cout], the narrower operand as lhs (dense.outer_sum)."""
        return outer_sum(b, xs, dy)

    def _scatter_pads(self, x_shape, read_shape):
        """(low, high, interior) pads putting the read rows back where the stride read them: s − 1
        zeros between them, the r unread trailing rows as zeros on the high side."""
        high = [0] + [x_shape[1 + a] - 1 - (read_shape[1 + a] - 1) * s for a, s in enumerate(self.stride)] + [0]
        return [0, 0, 0, 0], high, [0, self.stride[0] - 1, self.stride[1] - 1, 0]

    def _input_grad(self, b, dy, w2, x_shape):
        dxs = b.dot_general(dy, w2, contract=((3,), (1,)))                   # [B, Ho, Wo, Cin]
        if tuple(dxs.type.shape) == tuple(x_shape):
            return dxs
        low, high, interior = self._scatter_pads(x_shape, dxs.type.shape)
        return b.pad(dxs, b.constant(0.0, dxs.type.dtype), low, high, interior)

    # -- certification
    def reference(self):
        from ..reference import ops as R
        wn, bn = self.pname("w"), self.pname("b")

        def conv(x, p, aux):
            return R.conv2d(x, p[wn], p.get(bn) if self.bias else None, self.stride, ((0, 0), (0, 0)), 1)
        return conv


def rules():
    return {
        "pointwise_matmul": {
            "symbolic": [
                Example(PointwiseMatmul(3, name="conv"), (1, 2, 3, 2), "1x1 s1 2->3"),
                Example(PointwiseMatmul(2, 2, bias=False, name="conv"), (1, 4, 5, 2), "1x1 s2, W odd r=0, H even r=1"),
                Example(PointwiseMatmul(2, 2, name="conv"), (2, 2, 2, 3), "1x1 s2 on 2x2 -> 1x1, B2"),
            ],
            "autodiff": [
                Example(PointwiseMatmul(24, name="conv"), (2, 6, 6, 16), "1x1 s1 16->24"),
                Example(PointwiseMatmul(16, 2, bias=False, name="conv"), (2, 8, 7, 12), "1x1 s2 H even r=1, W odd"),
                Example(PointwiseMatmul(8, (2, 3), name="conv"), (2, 7, 8, 4), "1x1 s(2,3), r=(0,1)"),
            ],
            "batch": lambda B: Example(PointwiseMatmul(4, 2, name="conv"), (B, 5, 4, 3), "1x1 s2 3->4"),
        },
    }


# -- mutants: plausible bugs whose outputs still type-check -----------------------------------

class PointwiseMatmulRemainderAtTop(PointwiseMatmul):
    """Mutant: dx puts the unread trailing rows on the low side (every row shifts by r)."""

    def _scatter_pads(self, x_shape, read_shape):
        low, high, interior = super()._scatter_pads(x_shape, read_shape)
        return high, low, interior


class PointwiseMatmulWeightTransposed(PointwiseMatmul):
    """Mutant: a square weight gradient contracted as dy·xs without the transpose back ([Cout, Cin])."""

    def _weight_grad(self, b, xs, dy):
        return b.dot_general(dy, xs, contract=((0, 1, 2), (0, 1, 2)))


def mutants():
    return [
        Mutant("pointwise_matmul/dx-remainder-at-top", PointwiseMatmulRemainderAtTop(2, 2, name="conv"), (1, 4, 3, 2)),
        Mutant("pointwise_matmul/dw-transposed", PointwiseMatmulWeightTransposed(3, name="conv"), (1, 2, 2, 3)),
    ]
