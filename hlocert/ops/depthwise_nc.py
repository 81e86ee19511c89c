"""A depthwise convolution whose weight gradient is one depthwise convolution over the batch's
N·C channels: forward, VJP, certificate configs, mutants.

The same function, parameters, forward and input gradient as a depthwise Conv2D (groups = C =
out channels, kernel [kh, kw, 1, C]; ops/conv.py), so a net can swap one for the other (the mobile
nets' `depthwise` lowering family, `+dwnc`). Only the weight gradient differs. Conv2D writes it as
one convolution over the batch with batch_group_count = C, which IREE-CPU runs at 0.4–1.2 GFLOP/s
(a C×k×k output reduced over N·H·W: 181–340 ms of a mobile net's 224² B=8 step, about its whole
distance to PyTorch; BENCHMARKS.md, "IREE on the mobile nets"). Here, with xp = x padded by the
padding the forward reads (Conv2D._read_padding) and cut to the (Ho − 1)·s + k rows and columns
its windows read,

    dw[i, j, c] = Σ_n Σ_{ho, wo} xp[n, i + ho·sh, j + wo·sw, c] · dy[n, ho, wo, c]

is, for each (n, c) separately, a correlation of xp's plane with dy's plane dilated by the stride:
one convolution of xp laid out as [1, Hp, Wp, N·C] with dy as the kernel [Ho, Wo, 1, N·C] (rhs
dilation s, feature_group_count = N·C: one group per (n, c)), [1, kh, kw, N·C], then the sum over n.
The planes move to the channel axis by a transpose of x and of dy (n before c, as the reshape
needs). Rows the forward never reads are cut, so their gradient is zero by construction.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant
from .conv import Conv2D


@dataclass
class DepthwiseConvNC(Conv2D):
    def __post_init__(self):
        super().__post_init__()
        if self.groups != self.out_channels:
            raise ValueError(f"depthwise_nc {self.name!r}: groups {self.groups} must equal out_channels "
                             f"{self.out_channels} (a depthwise conv); use Conv2D")

    def _param_check(self, x_shape):
        if x_shape[3] != self.groups:
            raise ValueError(f"depthwise_nc {self.name!r}: input channels {x_shape[3]} must equal groups "
                             f"{self.groups} (one filter per channel)")

    def param_shapes(self, x_shape):
        self._param_check(x_shape)
        return super().param_shapes(x_shape)

    def _read_plane(self, b, x, ho, wo):
        """xp cut to the rows and columns the forward's windows read: [N, (Ho−1)·sh + kh, (Wo−1)·sw + kw, C]."""
        n, _, _, c = x.type.shape
        return b.slice(self._padded(b, x), [0, 0, 0, 0], [n, (ho - 1) * self.stride[0] + self.kernel[0],
                                          (wo - 1) * self.stride[1] + self.kernel[1], c])

    def _planes(self, b, t):
        """[N, H, W, C] → [H, W, N·C]: each (n, c) plane on the channel axis, n major."""
        n, h, w, c = t.type.shape
        return b.reshape(b.transpose(t, [1, 2, 0, 3]), [h, w, n * c])

    def _weight_grad(self, b, x, dy):
        n, ho, wo, c = dy.type.shape
        kh, kw = self.kernel
        xs = self._read_plane(b, x, ho, wo)
        lhs = b.reshape(self._planes(b, xs), [1, *xs.type.shape[1:3], n * c])
        rhs = b.reshape(self._planes(b, dy), [ho, wo, 1, n * c])
        per_plane = b.convolution(lhs, rhs, rhs_dilation=self.stride, feature_group_count=n * c)
        return b.reshape(b.reduce(b.reshape(per_plane, [kh, kw, n, c]), (2,)), [kh, kw, 1, c])


def rules():
    return {
        "depthwise_nc": {
            "symbolic": [
                Example(DepthwiseConvNC(2, 3, 1, 1, groups=2, name="dw"), (1, 4, 5, 2), "3x3 s1 p1 C2"),
                Example(DepthwiseConvNC(2, 3, 2, 1, groups=2, bias=False, name="dw"), (2, 5, 4, 2),
                        "3x3 s2 p1 B2, H r=0, W r=1 (trimmed)"),
                Example(DepthwiseConvNC(3, (2, 3), 1, ((0, 1), (2, 0)), groups=3, name="dw"), (2, 3, 4, 3),
                        "2x3 asymmetric pad B2 C3"),
            ],
            "autodiff": [
                Example(DepthwiseConvNC(16, 3, 1, 1, groups=16, bias=False, name="dw"), (2, 8, 8, 16), "3x3 s1 p1 C16"),
                Example(DepthwiseConvNC(8, 3, 2, 1, groups=8, bias=False, name="dw"), (2, 9, 8, 8),
                        "3x3 s2 p1 H odd, W even"),
                Example(DepthwiseConvNC(4, 5, (2, 3), ((2, 1), (0, 3)), groups=4, name="dw"), (3, 11, 10, 4),
                        "5x5 s(2,3) asymmetric pad B3"),
            ],
            "batch": lambda B: Example(DepthwiseConvNC(3, 3, 2, 1, groups=3, name="dw"), (B, 5, 6, 3), "3x3 s2 p1 C3"),
        },
    }


# -- mutants: plausible bugs whose outputs still type-check -----------------------------------

class DepthwiseNCChannelMajor(DepthwiseConvNC):
    """Mutant: the planes laid out c major ([H, W, C, N] reshaped), while the sum reads n major."""

    def _planes(self, b, t):
        n, h, w, c = t.type.shape
        return b.reshape(b.transpose(t, [1, 2, 3, 0]), [h, w, n * c])


class DepthwiseNCStrideForgotten(DepthwiseConvNC):
    """Mutant: dy not dilated by the stride, and the plane cut to what a stride of 1 reads: right
    shape, wrong rows."""

    def _weight_grad(self, b, x, dy):
        n, ho, wo, c = dy.type.shape
        kh, kw = self.kernel
        (pl, _), (ql, _) = self._read_padding(x.type.shape)
        xp = b.pad(x, b.constant(0.0, x.type.dtype), [0, pl, ql, 0], [0, kh, kw, 0])
        xs = b.slice(xp, [0, 0, 0, 0], [n, ho + kh - 1, wo + kw - 1, c])
        lhs = b.reshape(self._planes(b, xs), [1, ho + kh - 1, wo + kw - 1, n * c])
        rhs = b.reshape(self._planes(b, dy), [ho, wo, 1, n * c])
        per_plane = b.convolution(lhs, rhs, feature_group_count=n * c)
        return b.reshape(b.reduce(b.reshape(per_plane, [kh, kw, n, c]), (2,)), [kh, kw, 1, c])


def mutants():
    return [
        Mutant("depthwise_nc/channel-major-planes", DepthwiseNCChannelMajor(3, 3, 1, 1, groups=3, name="dw"), (2, 4, 4, 3)),
        Mutant("depthwise_nc/stride-forgotten", DepthwiseNCStrideForgotten(2, 3, 2, 1, groups=2, name="dw"), (1, 5, 5, 2)),
    ]
