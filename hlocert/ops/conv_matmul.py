"""A k×k convolution (one group) run whole as contractions of its patches — forward, input
gradient and weight gradient: forward, VJP, certificate configs, mutants.

The same function and parameters as Conv2D (ops/conv.py), ConvTaps and ConvPatches, for maps
smaller than the kernel. With P the patches of ConvPatches (the k·k strided slices of the padded
input, concatenated tap-major on channels) and W the kernel read as [kh·kw·Cin, Cout] rows in the
same order:

    y  = P · W                                   one contraction over kh·kw·Cin
    dP = dy · Wᵀ                                 one contraction over Cout
    dx = Σ_taps pad(dP_ij)                       each tap's block put back where it was sliced
                                                 (offset (i, j), interior stride − 1), the sum
                                                 cropped to the unpadded input
    dw = Σ_{n, ho, wo} P ⊗ dy                    ConvPatches' weight gradient

Why: XLA-CPU swaps a convolution's operands when the kernel is larger than the input map
(a 3×3 kernel on ResNet's 2×2 maps at 32² input: layer3 of ResNet-34) and runs the swapped form
at ~1 GFLOP/s — 53 ms for one 32×2×2×256 → 256 forward that the contraction of its patches does
in 2.5 ms (bench/profile_xla.py --budget: 63% of the ResNet-34 32² B=32 step was such convolutions).
On maps as large as the kernel or larger the convolution is faster (4×4 128→128: 4.6 ms against
8.0 ms fwd+VJP), so a net uses this rule only where a conv's output map is smaller than its kernel
(nets/resnet.py, the `small` lowering family).
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant
from .conv_patches import ConvPatches


@dataclass
class ConvMatmul(ConvPatches):
    def _rows(self, b, w):
        """W as [kh·kw·Cin, Cout] rows in the patches' order (tap-major, then the input channel)."""
        kh, kw, cin, cout = w.type.shape
        return b.reshape(w, [kh * kw * cin, cout])

    def forward(self, b, x, params, aux):
        self._check(x.type.shape)
        out = self.out_shape(x.type.shape)
        y = b.dot_general(self._patches(b, x, out), self._rows(b, params[self.pname("w")]), contract=((3,), (0,)))
        if self.bias:
            y = b.add(y, b.broadcast_in_dim(params[self.pname("b")], y.type.shape, [3]))
        return y, x

    def _tap_back(self, b, d, i, j, padded_shape):
        """Tap (i, j)'s cotangent block d [N, Ho, Wo, C] put back on the padded input's grid: the
        transpose of ConvTaps._tap's strided slice."""
        _, ho, wo, _ = d.type.shape
        sh, sw = self.stride
        _, hp, wp, _ = padded_shape
        return b.pad(d, b.constant(0.0, d.type.dtype), [0, i, j, 0],
                     [0, hp - i - (ho - 1) * sh - 1, wp - j - (wo - 1) * sw - 1, 0], [0, sh - 1, sw - 1, 0])

    def _input_grad(self, b, dy, w, x_shape):
        n, h, wd, cin = x_shape
        (pl, ph), (ql, qh) = self._read_padding(x_shape)
        padded = (n, h + pl + ph, wd + ql + qh, cin)
        dp = b.dot_general(dy, self._rows(b, w), contract=((3,), (1,)))
        total = None
        for t, (i, j) in enumerate(self._tap_order()):
            block = b.slice(dp, [0, 0, 0, t * cin], [*dp.type.shape[:3], (t + 1) * cin])
            back = self._tap_back(b, block, i, j, padded)
            total = back if total is None else b.add(total, back)
        return b.slice(total, [0, pl, ql, 0], [n, pl + h, ql + wd, cin])


def rules():
    return {
        "conv_matmul": {
            "symbolic": [
                Example(ConvMatmul(3, 3, 1, 1, name="conv"), (1, 2, 2, 2), "3x3 s1 p1 on 2x2 2->3"),
                Example(ConvMatmul(2, 3, 2, 1, bias=False, name="conv"), (1, 3, 2, 2), "3x3 s2 p1, H r=0, W r=1"),
                Example(ConvMatmul(2, (2, 3), 1, ((0, 1), (2, 0)), name="conv"), (2, 2, 1, 1), "2x3 asymmetric pad B2"),
                Example(ConvMatmul(3, 3, 1, 1, bias=False, name="conv"), (1, 1, 1, 2), "3x3 s1 p1 on 1x1"),
            ],
            "autodiff": [
                Example(ConvMatmul(16, 3, 1, 1, bias=False, name="conv"), (2, 2, 2, 16), "3x3 s1 p1 16->16 on 2x2"),
                Example(ConvMatmul(12, 3, 2, 1, bias=False, name="conv"), (2, 4, 3, 8), "3x3 s2 p1 H even, W odd"),
                Example(ConvMatmul(8, 3, 1, 1, name="conv"), (3, 1, 1, 8), "3x3 s1 p1 on 1x1 (one tap reads x)"),
                Example(ConvMatmul(8, 5, (2, 3), ((2, 1), (0, 3)), name="conv"), (2, 5, 4, 4),
                        "5x5 s(2,3) asymmetric pad"),
            ],
            "batch": lambda B: Example(ConvMatmul(4, 3, 2, 1, name="conv"), (B, 4, 3, 3), "3x3 s2 p1 3->4"),
        },
    }


# -- mutants: plausible bugs whose outputs still type-check -----------------------------------

class ConvMatmulTapBackUnstrided(ConvMatmul):
    """Mutant: the input gradient puts each tap's block back contiguously (no interior padding),
    then pads the high side to the same size: right shape, wrong rows for a strided conv."""

    def _tap_back(self, b, d, i, j, padded_shape):
        _, ho, wo, _ = d.type.shape
        _, hp, wp, _ = padded_shape
        return b.pad(d, b.constant(0.0, d.type.dtype), [0, i, j, 0], [0, hp - i - ho, wp - j - wo, 0])


class ConvMatmulRowsChannelMajor(ConvMatmul):
    """Mutant: W's rows read channel-major (c, then the tap) in the forward and the input gradient."""

    def _rows(self, b, w):
        kh, kw, cin, cout = w.type.shape
        return b.reshape(b.transpose(w, [2, 0, 1, 3]), [kh * kw * cin, cout])


def mutants():
    return [
        Mutant("conv_matmul/tap-back-unstrided", ConvMatmulTapBackUnstrided(2, 3, 2, 1, name="conv"), (1, 4, 4, 2)),
        Mutant("conv_matmul/rows-channel-major", ConvMatmulRowsChannelMajor(2, 3, 1, 1, name="conv"), (1, 2, 2, 2)),
    ]
