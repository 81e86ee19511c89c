"""A patchify convolution (kernel = stride, no padding) written as one contraction: forward, VJP,
certificate configs, mutants.

The same function as Conv2D(Cout, kernel=k, stride=k), with the same parameters (`{name}.w`
[kh, kw, Cin, Cout] HWIO, `{name}.b` [Cout]), so a net can swap one for the other. The patches of
a stride-k conv with a k-wide kernel do not overlap, so the conv is a matmul over reshaped x; IREE's
llvm-cpu runs the convolution form of its weight gradient ~15× slower than that matmul
(bench/profile_iree.py). Only slice, reshape, transpose, dot_general, pad and reduce are emitted.

With Ho = H // kh, Wo = W // kw, the forward reads rows 0 .. Ho·kh−1 (r = H − Ho·kh trailing rows
are never read) and views them as patches, x6 = reshape(x[:, :Ho·kh, :Wo·kw], [B, Ho, kh, Wo, kw, C]):

    y[n, ho, wo, co] = Σ_{i, j, c} x6[n, ho, i, wo, j, c] · w[i, j, c, co] + b[co]

Backward, by hand:
- dx6[n, ho, i, wo, j, c] = Σ_co dy[n, ho, wo, co] · w[i, j, c, co]: a contraction over Cout that
  leaves the axes as [B, Ho, Wo, kh, kw, C], so they are transposed back to [B, Ho, kh, Wo, kw, C]
  before the reshape to [B, Ho·kh, Wo·kw, C]; the r unread rows get zero gradient, padded on the
  HIGH side (where the forward left them).
- dw[i, j, c, co] = Σ_{n, ho, wo} x6[n, ho, i, wo, j, c] · dy[n, ho, wo, co], landing in HWIO.
- db sums dy over (B, Ho, Wo).
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant, Stage
from .conv import _pair


@dataclass
class PatchifyMatmul(Stage):
    out_channels: int
    kernel: tuple = (2, 2)
    bias: bool = True
    name: str = ""
    input_grad: bool = True    # False for a net's first stage: nobody reads the image's cotangent

    def __post_init__(self):
        self.kernel = _pair(self.kernel, "kernel")
        if min(self.kernel) < 1 or self.out_channels < 1:
            raise ValueError(f"patchify {self.name!r}: kernel {self.kernel} and out_channels "
                             f"{self.out_channels} must be >= 1")

    # -- geometry
    def _check(self, x_shape):
        if len(x_shape) != 4:
            raise ValueError(f"patchify {self.name!r} takes NHWC input, got shape {x_shape}")
        if x_shape[1] < self.kernel[0] or x_shape[2] < self.kernel[1]:
            raise ValueError(f"patchify {self.name!r}: kernel {self.kernel} does not fit input {x_shape[1:3]}")

    def param_shapes(self, x_shape):
        self._check(x_shape)
        shapes = {self.pname("w"): (*self.kernel, x_shape[3], self.out_channels)}
        if self.bias:
            shapes[self.pname("b")] = (self.out_channels,)
        return shapes

    def out_shape(self, x_shape):
        self._check(x_shape)
        return (x_shape[0], x_shape[1] // self.kernel[0], x_shape[2] // self.kernel[1], self.out_channels)

    # -- forward
    def forward(self, b, x, params, aux):
        n, h, w_, c = x.type.shape
        _, ho, wo, _ = self.out_shape(x.type.shape)
        kh, kw = self.kernel
        if (ho * kh, wo * kw) != (h, w_):
            x = b.slice(x, [0, 0, 0, 0], [n, ho * kh, wo * kw, c])
        x6 = b.reshape(x, [n, ho, kh, wo, kw, c])
        y = b.dot_general(x6, params[self.pname("w")], contract=((2, 4, 5), (0, 1, 2)))
        if self.bias:
            y = b.add(y, b.broadcast_in_dim(params[self.pname("b")], y.type.shape, [3]))
        return y, (x6, (n, h, w_, c))

    # -- backward
    def backward(self, b, dy, saved, params, aux):
        x6, x_shape = saved
        w = params[self.pname("w")]
        dx = self._input_grad(b, dy, w, x_shape) if self.input_grad else None
        grads = {self.pname("w"): b.dot_general(x6, dy, contract=((0, 1, 3), (0, 1, 2)))}
        if self.bias:
            grads[self.pname("b")] = b.reduce(dy, (0, 1, 2))
        return dx, grads

    def _patches_to_image(self, b, dx6):
        """[B, Ho, Wo, kh, kw, C] → [B, Ho·kh, Wo·kw, C]."""
        n, ho, wo, kh, kw, c = dx6.type.shape
        return b.reshape(b.transpose(dx6, [0, 1, 3, 2, 4, 5]), [n, ho * kh, wo * kw, c])

    def _remainder_pads(self, x_shape, core_shape):
        """(low, high) pads bringing the read rows back to x's frame: the unread ones are high."""
        return [0, 0, 0, 0], [0, x_shape[1] - core_shape[1], x_shape[2] - core_shape[2], 0]

    def _input_grad(self, b, dy, w, x_shape):
        dx6 = b.dot_general(dy, w, contract=((3,), (3,)))          # [B, Ho, Wo, kh, kw, C]
        dx = self._patches_to_image(b, dx6)
        if tuple(dx.type.shape) != tuple(x_shape):
            low, high = self._remainder_pads(x_shape, dx.type.shape)
            dx = b.pad(dx, b.constant(0.0, dx.type.dtype), low, high)
        return dx

    # -- certification
    def reference(self):
        from ..reference import ops as R
        wn, bn = self.pname("w"), self.pname("b")

        def conv(x, p, aux):
            return R.conv2d(x, p[wn], p.get(bn) if self.bias else None, self.kernel, ((0, 0), (0, 0)), 1)
        return conv


def rules():
    return {
        "patchify_matmul": {
            "symbolic": [
                Example(PatchifyMatmul(2, 2, name="conv"), (1, 4, 4, 2), "matmul patchify 2x2 Cin2 Cout2"),
                Example(PatchifyMatmul(3, (2, 3), name="conv"), (2, 5, 7, 1),
                        "matmul patchify 2x3, remainders 1 and 1, B2"),
                Example(PatchifyMatmul(2, 2, bias=False, name="conv"), (1, 2, 4, 3), "matmul patchify no bias"),
            ],
            "autodiff": [
                Example(PatchifyMatmul(8, 4, name="conv"), (3, 16, 12, 3), "matmul patchify 4x4 stem-like"),
                Example(PatchifyMatmul(6, 2, name="conv"), (2, 9, 8, 4), "matmul patchify 2x2, H remainder 1"),
            ],
            "batch": lambda B: Example(PatchifyMatmul(4, 2, name="conv"), (B, 4, 6, 3), "matmul patchify 2x2"),
        },
    }


# -- mutants: plausible bugs whose outputs still type-check -----------------------------------

class PatchifyMatmulNoTranspose(PatchifyMatmul):
    """Mutant: dx reshapes the [B, Ho, Wo, kh, kw, C] patches straight to the image (no transpose)."""

    def _patches_to_image(self, b, dx6):
        n, ho, wo, kh, kw, c = dx6.type.shape
        return b.reshape(dx6, [n, ho * kh, wo * kw, c])


class PatchifyMatmulRemainderAtTop(PatchifyMatmul):
    """Mutant: the zero rows of the unread remainder go on the low side of dx (shifting it)."""

    def _remainder_pads(self, x_shape, core_shape):
        return [0, x_shape[1] - core_shape[1], x_shape[2] - core_shape[2], 0], [0, 0, 0, 0]


def mutants():
    return [
        Mutant("patchify_matmul/dx-not-transposed", PatchifyMatmulNoTranspose(2, 2, name="conv"), (1, 4, 4, 2)),
        Mutant("patchify_matmul/dx-remainder-at-top", PatchifyMatmulRemainderAtTop(2, 2, name="conv"), (1, 5, 4, 1)),
    ]
