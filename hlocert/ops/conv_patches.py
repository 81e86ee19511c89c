"""A k×k convolution (one group) whose weight gradient is ONE contraction of dy with the input's
patches: forward, VJP, certificate configs, mutants.

The same function, parameters, forward and input gradient as Conv2D (ops/conv.py) and ConvTaps
(ops/conv_taps.py); only the weight gradient differs. With xp = x padded by the padding the
forward reads and xs_ij its strided slice for tap (i, j) (ConvTaps._tap), the patches

    P[n, ho, wo, (i·kw + j)·Cin + c] = xs_ij[n, ho, wo, c]

are the k·k slices concatenated on the channel axis, and dw = Σ_{n, ho, wo} P ⊗ dy, one
contraction over (N, Ho, Wo) as [kh·kw·Cin, Cout] (dense.outer_sum: the narrower operand is the
lhs, which XLA-CPU copies transposed), reshaped to HWIO. ConvTaps makes k·k contractions, each
with its own transposed copy of its operands; here there is one copy and one dot with a k·k
times larger inner dimension. Measured on XLA-CPU (BENCHMARKS.md, issue 18, i18-mob3): as fast as
the convolution on MobileNetV4-M's stem and fused-IB convs, 1.04–1.07× slower than taps on ResNet-50's
3×3 convs, so no target chooses it yet.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant
from .conv_taps import ConvTaps
from .dense import outer_sum


@dataclass
class ConvPatches(ConvTaps):
    def _tap_order(self) -> list[tuple[int, int]]:
        """The taps (i, j) in the patches' channel order: tap-major, i then j."""
        return [(i, j) for i in range(self.kernel[0]) for j in range(self.kernel[1])]

    def _patches(self, b, x, out_shape):
        """P: the k·k taps of the padded input concatenated on channels, in `_tap_order`."""
        xp = self._padded(b, x)
        taps = [self._tap(b, xp, i, j, out_shape) for i, j in self._tap_order()]
        return b.concatenate(taps, 3) if len(taps) > 1 else taps[0]

    def _from_rows(self, b, g, cin):
        """[kh·kw·Cin, Cout] rows in the patches' order → HWIO."""
        return b.reshape(g, [*self.kernel, cin, g.type.shape[1]])

    def _weight_grad(self, b, x, dy):
        g = outer_sum(b, self._patches(b, x, dy.type.shape), dy)
        return self._from_rows(b, g, x.type.shape[3])


def rules():
    return {
        "conv_patches": {
            "symbolic": [
                Example(ConvPatches(3, 3, 1, 1, name="conv"), (1, 4, 5, 2), "3x3 s1 p1 2->3 (dw lhs dy)"),
                Example(ConvPatches(2, 3, 2, 1, bias=False, name="conv"), (1, 5, 4, 2), "3x3 s2 p1, H r=0, W r=1 (trimmed)"),
                Example(ConvPatches(2, (2, 3), 1, ((0, 1), (2, 0)), name="conv"), (2, 3, 4, 1), "2x3 asymmetric pad B2"),
                Example(ConvPatches(8, 3, 2, 1, bias=False, name="conv"), (1, 2, 2, 1), "3x3 s2 on 2x2 -> 1x1 (lhs P)"),
            ],
            "autodiff": [
                Example(ConvPatches(16, 3, 1, 1, bias=False, name="conv"), (2, 8, 8, 16), "3x3 s1 p1 16->16"),
                Example(ConvPatches(32, 3, 2, 1, bias=False, name="conv"), (2, 9, 8, 3), "3x3 s2 p1 3->32 (a stem)"),
                Example(ConvPatches(8, 5, (2, 3), ((2, 1), (0, 3)), name="conv"), (2, 11, 10, 4),
                        "5x5 s(2,3) asymmetric pad"),
            ],
            "batch": lambda B: Example(ConvPatches(4, 3, 2, 1, name="conv"), (B, 5, 6, 3), "3x3 s2 p1 3->4"),
        },
    }


# -- mutants: plausible bugs whose outputs still type-check -----------------------------------

class ConvPatchesChannelMajor(ConvPatches):
    """Mutant: the [kh·kw·Cin, Cout] rows read channel-major (c, then the tap), not tap-major."""

    def _from_rows(self, b, g, cin):
        return b.transpose(b.reshape(g, [cin, *self.kernel, g.type.shape[1]]), [1, 2, 0, 3])


class ConvPatchesColumnMajorTaps(ConvPatches):
    """Mutant: the taps concatenated column-major (j, then i) but read back tap-major."""

    def _tap_order(self):
        return [(i, j) for j in range(self.kernel[1]) for i in range(self.kernel[0])]


def mutants():
    return [
        Mutant("conv_patches/channel-major-rows", ConvPatchesChannelMajor(3, 3, 1, 1, name="conv"), (1, 4, 5, 2)),
        Mutant("conv_patches/column-major-taps", ConvPatchesColumnMajorTaps(2, 3, 2, 1, name="conv"), (1, 5, 5, 2)),
    ]
