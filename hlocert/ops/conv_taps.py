"""A k×k convolution (one group) whose weight gradient is k·k contractions, one per kernel tap:
forward, VJP, certificate configs, mutants.

The same function, parameters, forward and input gradient as Conv2D (ops/conv.py), so a net can
swap one for the other (ResNet's 3×3 convs). Only the weight gradient differs. Conv2D writes it as
one convolution over the batch, which XLA-CPU runs over [Cin, H, W, N]/[H, W, N, Cout] copies of
x and dy and ~3× slower than the forward (ResNet-50 224² B=8: 776 ms of weight gradients against
246 ms of forwards, BENCHMARKS.md, issue 18 ResNet section). Here, with xp = x padded by the
padding the forward reads (Conv2D._read_padding) and, for tap (i, j), its strided slice

    xs_ij[n, ho, wo, c] = xp[n, i + ho·sh, j + wo·sw, c]        (ho < Ho, wo < Wo)

the gradient is dw[i, j, c, co] = Σ_{n, ho, wo} xs_ij[n, ho, wo, c] · dy[n, ho, wo, co]: each tap
one contraction over (N, Ho, Wo). dy is the lhs of every tap's contraction (XLA-CPU copies a
contraction's lhs transposed; the one copy of dy is shared by the taps), each tap landing as
[Cout, Cin]; the k·k results are concatenated to [kh, kw, Cout, Cin] and transposed to HWIO.
Rows the forward never reads are never sliced, so their gradient is zero by construction.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant
from .conv import Conv2D


@dataclass
class ConvTaps(Conv2D):
    def __post_init__(self):
        super().__post_init__()
        if self.groups != 1:
            raise ValueError(f"conv_taps {self.name!r}: groups {self.groups} not supported; "
                             f"use Conv2D for grouped convs")

    def _tap(self, b, xp, i, j, out_shape):
        """xs_ij: the rows i, i + sh, ... and columns j, j + sw, ... of the padded input."""
        n, ho, wo, _ = out_shape
        sh, sw = self.stride
        c = xp.type.shape[3]
        return b.slice(xp, [0, i, j, 0], [n, i + (ho - 1) * sh + 1, j + (wo - 1) * sw + 1, c], [1, sh, sw, 1])

    def _weight_grad(self, b, x, dy):
        xp = self._padded(b, x)
        cin, cout = x.type.shape[3], dy.type.shape[3]
        rows = []
        for i in range(self.kernel[0]):
            taps = [b.reshape(b.dot_general(dy, self._tap(b, xp, i, j, dy.type.shape), contract=((0, 1, 2), (0, 1, 2))),
                              [1, 1, cout, cin])
                    for j in range(self.kernel[1])]
            rows.append(b.concatenate(taps, 1) if len(taps) > 1 else taps[0])
        stacked = b.concatenate(rows, 0) if len(rows) > 1 else rows[0]
        return b.transpose(stacked, [0, 1, 3, 2])


def rules():
    return {
        "conv_taps": {
            "symbolic": [
                Example(ConvTaps(3, 3, 1, 1, name="conv"), (1, 4, 5, 2), "3x3 s1 p1 2->3"),
                Example(ConvTaps(2, 3, 2, 1, bias=False, name="conv"), (1, 5, 4, 2), "3x3 s2 p1, H r=0, W r=1 (trimmed)"),
                Example(ConvTaps(2, (2, 3), 1, ((0, 1), (2, 0)), name="conv"), (2, 3, 4, 1), "2x3 asymmetric pad B2"),
                Example(ConvTaps(2, 3, 2, 1, bias=False, name="conv"), (1, 2, 2, 3), "3x3 s2 p1 on 2x2 -> 1x1"),
            ],
            "autodiff": [
                Example(ConvTaps(16, 3, 1, 1, bias=False, name="conv"), (2, 8, 8, 16), "3x3 s1 p1 16->16"),
                Example(ConvTaps(12, 3, 2, 1, bias=False, name="conv"), (2, 9, 8, 8), "3x3 s2 p1 H odd, W even"),
                Example(ConvTaps(8, 5, (2, 3), ((2, 1), (0, 3)), name="conv"), (2, 11, 10, 4),
                        "5x5 s(2,3) asymmetric pad"),
            ],
            "batch": lambda B: Example(ConvTaps(4, 3, 2, 1, name="conv"), (B, 5, 6, 3), "3x3 s2 p1 3->4"),
        },
    }


# -- mutants: plausible bugs whose outputs still type-check -----------------------------------

class ConvTapsRowsAndColumnsSwapped(ConvTaps):
    """Mutant: tap (i, j) slices at offset (j, i) (the kernel's spatial axes swapped)."""

    def _tap(self, b, xp, i, j, out_shape):
        return super()._tap(b, xp, j, i, out_shape)


class ConvTapsStrideForgotten(ConvTaps):
    """Mutant: each tap's slice is contiguous (stride 1), not strided: right shape, wrong rows."""

    def _tap(self, b, xp, i, j, out_shape):
        n, ho, wo, _ = out_shape
        return b.slice(xp, [0, i, j, 0], [n, i + ho, j + wo, xp.type.shape[3]])


def mutants():
    return [
        Mutant("conv_taps/rows-and-columns-swapped", ConvTapsRowsAndColumnsSwapped(2, 3, 1, 1, name="conv"), (1, 4, 5, 2)),
        Mutant("conv_taps/stride-forgotten", ConvTapsStrideForgotten(2, 3, 2, 1, name="conv"), (1, 5, 5, 2)),
    ]
