"""2-D convolution (NHWC activations, HWIO kernels, feature groups, bias): forward, VJP,
certificate configs, mutants.

Forward, per spatial axis with input size H, kernel k, stride s and padding (pl, ph):

    y[n, o, co] = Σ_{i, ci} x[n, o·s + i − pl, g·Ig + ci] · w[i, ci, co] + b[co]

(out-of-range rows of x read as zero; co in group g = co // Og; Ig = Cin/G, Og = Cout/G).
Ho = (H + pl + ph − k) // s + 1, and the forward leaves r = (H + pl + ph − k) mod s trailing rows
of the padded input unread: they have zero gradient, and the exact backward must account for them.

The forward convolution is emitted with the high padding no window reads trimmed: ph − min(r, ph)
(the same function, since those rows are never read). IREE's FoldUnitExtentDimsPass mis-indexes a
strided conv whose output is 1 wide and whose padded input is longer than the kernel (3×3/s2 pad 1
on 2×2, ResNet-nano's last stage at 32²: "inferred ... dimension #0 to be 4, but found 3"); with
the trim the padded input is exactly the kernel. The backward below is written for the padding
the forward emits (the trimmed pair gives the same dx and dw pads: ph − r is unchanged by it).

Backward, all three hand-written as StableHLO convolutions / a reduction:
- dx is the transposed convolution: dy dilated by s (lhs_dilation), padded (k−1−pl, k−1−ph+r),
  convolved at stride 1 with the spatially reversed kernel whose in/out roles are swapped (by the
  rhs layout, not a transpose; grouped kernels are regrouped first).
- dw contracts over the batch: x is the lhs with batch and channels exchanged by layout, dy is the
  kernel dilated by s (rhs_dilation), padding (pl, ph − r) so the output is exactly k wide,
  landing directly in HWIO; feature groups become batch_group_count = G.
- db sums dy over (N, H, W).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir.types import ConvDims
from .base import Example, Mutant, Stage

# dx: kernel HWIO read with in/out swapped, so its Cout axis meets dy's channels.
SWAPPED_KERNEL = ConvDims(rhs=(0, 1, "o", "i"))
# dw: channels of x play "batch" and the batch plays "feature"; dy is the kernel (N = in, Cout =
# out); the result's "batch" is Cin/G and its "feature" Cout, so it lands as [kh, kw, Cin/G, Cout].
WEIGHT_GRAD_DIMS = ConvDims(lhs=("f", 0, 1, "b"), rhs=("i", 0, 1, "o"), out=(0, 1, "b", "f"))


def _pair(v, what):
    t = (v, v) if isinstance(v, int) else tuple(v)
    if len(t) != 2 or not all(isinstance(e, int) for e in t):
        raise ValueError(f"conv {what} must be an int or a pair of ints, got {v!r}")
    return t


def _padding(v):
    """Accept p, (p_h, p_w) or ((pl_h, ph_h), (pl_w, ph_w)); return the last form."""
    if isinstance(v, int):
        return ((v, v), (v, v))
    rows = tuple(_pair(p, "padding") for p in v)
    if len(rows) != 2:
        raise ValueError(f"conv padding needs one entry per spatial axis, got {v!r}")
    return rows


@dataclass
class Conv2D(Stage):
    out_channels: int
    kernel: tuple = (3, 3)
    stride: tuple = (1, 1)
    padding: tuple = ((0, 0), (0, 0))
    groups: int = 1
    bias: bool = True
    name: str = ""
    input_grad: bool = True    # False for a net's first stage: nobody reads the image's cotangent

    def __post_init__(self):
        self.kernel = _pair(self.kernel, "kernel")
        self.stride = _pair(self.stride, "stride")
        self.padding = _padding(self.padding)
        if min(self.kernel) < 1 or min(self.stride) < 1:
            raise ValueError(f"conv {self.name!r}: kernel {self.kernel} and stride {self.stride} must be >= 1")
        if min(p for row in self.padding for p in row) < 0:
            raise ValueError(f"conv {self.name!r}: padding {self.padding} must be >= 0")
        if self.groups < 1 or self.out_channels < 1 or self.out_channels % self.groups:
            raise ValueError(f"conv {self.name!r}: out_channels {self.out_channels} must be a positive "
                             f"multiple of groups {self.groups}")

    # -- geometry
    def _check(self, x_shape):
        if len(x_shape) != 4:
            raise ValueError(f"conv {self.name!r} takes NHWC input, got shape {x_shape}")
        if x_shape[3] % self.groups:
            raise ValueError(f"conv {self.name!r}: input channels {x_shape[3]} not divisible by groups {self.groups}")
        for a in range(2):
            if x_shape[1 + a] + sum(self.padding[a]) < self.kernel[a]:
                raise ValueError(f"conv {self.name!r}: kernel {self.kernel} does not fit input {x_shape[1:3]} "
                                 f"padded by {self.padding}")

    def _axis(self, x_shape, a, padding=None):
        """(Ho, r) on spatial axis a: output size and rows of the padded input the forward never
        reads, for `padding` (default: the declared one)."""
        span = x_shape[1 + a] + sum((padding or self.padding)[a]) - self.kernel[a]
        return span // self.stride[a] + 1, span % self.stride[a]

    def _read_padding(self, x_shape):
        """The padding the forward's windows read: the high pad less the unread rows it holds."""
        return tuple((pl, ph - min(ph, self._axis(x_shape, a)[1])) for a, (pl, ph) in enumerate(self.padding))

    def _padded(self, b, x):
        """x padded by the padding the forward reads (`_read_padding`): what a weight gradient by taps
        or planes slices (ops/conv_taps.py, ops/depthwise_nc.py)."""
        (pl, ph), (ql, qh) = self._read_padding(x.type.shape)
        return b.pad(x, b.constant(0.0, x.type.dtype), [0, pl, ql, 0], [0, ph, qh, 0])

    def param_shapes(self, x_shape):
        self._check(x_shape)
        shapes = {self.pname("w"): (*self.kernel, x_shape[3] // self.groups, self.out_channels)}
        if self.bias:
            shapes[self.pname("b")] = (self.out_channels,)
        return shapes

    def out_shape(self, x_shape):
        self._check(x_shape)
        return (x_shape[0], self._axis(x_shape, 0)[0], self._axis(x_shape, 1)[0], self.out_channels)

    # -- forward
    def forward(self, b, x, params, aux):
        self._check(x.type.shape)
        y = b.convolution(x, params[self.pname("w")], strides=self.stride, padding=self._read_padding(x.type.shape),
                          feature_group_count=self.groups)
        if self.bias:
            y = b.add(y, b.broadcast_in_dim(params[self.pname("b")], y.type.shape, [3]))
        return y, x

    # -- backward
    def backward(self, b, dy, x, params, aux):
        x_shape = x.type.shape
        dx = self._input_grad(b, dy, params[self.pname("w")], x_shape) if self.input_grad else None
        grads = {self.pname("w"): self._weight_grad(b, x, dy)}
        if self.bias:
            grads[self.pname("b")] = self._bias_grad(b, dy)
        return dx, grads

    def _dx_padding(self, x_shape):
        """Full-correlation padding k−1−p on each side, plus r on the high side: the transposed
        conv of a dilated dy is (Ho−1)·s+1 long and must come back as H, and the r rows the
        forward never read sit at the high end (their gradient is the zeros this pad brings)."""
        pads = self._read_padding(x_shape)
        return tuple((k - 1 - pl, k - 1 - ph + self._axis(x_shape, a, pads)[1])
                     for a, (k, (pl, ph)) in enumerate(zip(self.kernel, pads)))

    def _transposed_kernel(self, b, w):
        """The dx kernel: w reversed in space, with (input, output) features exchanged.

        For G = 1 the exchange is the rhs layout alone. For G > 1, dx's output channels must be
        group-major (g·Ig + i) while each group reads Og channels of dy, so [kh,kw,Ig,G·Og] is
        regrouped to [kh,kw,G·Ig,Og] (a transpose only when Ig > 1) and read swapped. Depthwise
        (Ig = Og = 1) is its own regrouping: [kh,kw,1,C] read as HWIO, no reshape at all.
        """
        kh, kw, ig, cout = w.type.shape
        g, og = self.groups, cout // self.groups
        w = b.reverse(w, [0, 1])
        if g == 1:
            return w, SWAPPED_KERNEL
        if ig == 1 and og == 1:
            return w, ConvDims()
        if ig > 1:
            w = b.transpose(b.reshape(w, [kh, kw, ig, g, og]), [0, 1, 3, 2, 4])
        return b.reshape(w, [kh, kw, g * ig, og]), SWAPPED_KERNEL

    def _input_grad(self, b, dy, w, x_shape):
        kernel, dims = self._transposed_kernel(b, w)
        return b.convolution(dy, kernel, padding=self._dx_padding(x_shape), lhs_dilation=self.stride,
                             feature_group_count=self.groups, dims=dims)

    def _dw_padding(self, x_shape):
        """(pl, ph − r): the high pad that makes the output exactly k = H + pl + high − (Ho−1)·s.
        It is ph only when r = 0; otherwise the forward's last r padded rows were never read
        and are cut (the pad may go negative, e.g. 2×2/s2 on an odd size with no padding)."""
        pads = self._read_padding(x_shape)
        return tuple((pl, ph - self._axis(x_shape, a, pads)[1]) for a, (pl, ph) in enumerate(pads))

    def _weight_grad(self, b, x, dy):
        """dw[i, ci, co] = Σ_{n,o} x_pad[n, o·s + i, ci] · dy[n, o, co]: a conv over the batch, dy
        as the kernel dilated by s. Per-group channel matching is batch_group_count = G."""
        return b.convolution(x, dy, padding=self._dw_padding(x.type.shape), rhs_dilation=self.stride,
                             batch_group_count=self.groups, dims=WEIGHT_GRAD_DIMS)

    def _bias_grad(self, b, dy):
        return b.reduce(dy, (0, 1, 2))

    # -- certification
    def reference(self):
        from ..reference import ops as R
        wn, bn = self.pname("w"), self.pname("b")

        def conv(x, p, aux):
            bias = p[bn] if self.bias else None
            if self.is_depthwise(x.shape[-1]) and self.stride == (1, 1) and bias is not None:
                return R.depthwise_conv2d(x, p[wn], bias, self.padding)
            return R.conv2d(x, p[wn], bias, self.stride, self.padding, self.groups)
        return conv

    def is_depthwise(self, in_channels: int) -> bool:
        return self.groups == in_channels == self.out_channels


def depthwise(channels: int, kernel=7, padding=3, name: str = "dwconv", bias: bool = True) -> Conv2D:
    """A depthwise conv: one k×k filter per channel, kernel [k, k, 1, C], groups = C."""
    return Conv2D(channels, kernel, (1, 1), padding, groups=channels, bias=bias, name=name)


def timm_padding(kernel: int, stride: int = 1) -> int:
    """timm's default (non-"same") symmetric padding, `get_padding`: ((s − 1) + (k − 1)) // 2, i.e.
    (k − 1) // 2 for the odd kernels of the mobile nets; a stride-2 conv then leaves its remainder
    row unread at the bottom/right whenever H + 2p − k is odd."""
    return ((stride - 1) + (kernel - 1)) // 2


def mobile_depthwise(channels: int, kernel: int = 3, stride: int = 1, name: str = "conv_dw") -> Conv2D:
    """The depthwise conv of timm's inverted residual blocks (MobileNetV2/V4, EfficientNet):
    k×k, stride 1 or 2, timm padding, no bias (a BatchNorm follows)."""
    return Conv2D(channels, kernel, stride, timm_padding(kernel, stride), groups=channels, bias=False, name=name)


def rules():
    return {
        "conv": {
            "symbolic": [
                Example(Conv2D(3, 3, 1, 1, name="conv"), (1, 4, 4, 2), "3x3 s1 p1"),
                Example(Conv2D(2, 3, 2, 1, name="conv"), (1, 5, 4, 2), "3x3 s2 p1, H odd r=0, W even r=1"),
                Example(Conv2D(4, 3, 1, 1, groups=2, name="conv"), (1, 3, 3, 4), "3x3 p1 groups=2 Ig=Og=2"),
                Example(Conv2D(4, 2, 1, 0, groups=2, name="conv"), (1, 3, 3, 2), "2x2 groups=2 Ig=1 Og=2"),
                Example(Conv2D(2, 3, 1, ((0, 1), (2, 0)), name="conv"), (2, 3, 4, 2), "3x3 pad (0,1),(2,0)"),
                Example(Conv2D(2, 3, (2, 3), ((1, 0), (0, 2)), name="conv"), (1, 5, 5, 2),
                        "3x3 s(2,3) asymmetric pad, r=(1,1)"),
                Example(Conv2D(4, 3, 2, 1, bias=False, name="conv"), (1, 2, 2, 4),
                        "3x3 s2 p1 on 2x2 -> 1x1: the unread high pad trimmed"),
            ],
            "autodiff": [
                Example(Conv2D(24, 3, 1, 1, name="conv"), (2, 12, 12, 16), "3x3 s1 p1 16->24"),
                Example(Conv2D(16, 3, 2, 1, name="conv"), (2, 9, 8, 12), "3x3 s2 p1 H odd, W even r=1"),
                Example(Conv2D(12, 3, 1, 1, groups=2, name="conv"), (2, 10, 10, 8), "3x3 p1 groups=2"),
                Example(Conv2D(8, 5, 2, ((2, 1), (0, 3)), groups=4, name="conv"), (2, 11, 10, 8),
                        "5x5 s2 asymmetric pad groups=4"),
            ],
            "batch": lambda B: Example(Conv2D(4, 3, 2, 1, name="conv"), (B, 5, 6, 3), "3x3 s2 p1 3->4"),
        },
        "conv_patchify": {
            "symbolic": [
                Example(Conv2D(2, 4, 4, 0, name="stem.conv"), (1, 4, 4, 3), "stem 4x4/s4 3->2"),
                Example(Conv2D(1, 4, 4, 0, name="stem.conv"), (1, 4, 8, 3), "stem 4x4/s4 3->1, two windows"),
                Example(Conv2D(1, 4, 4, 0, name="stem.conv"), (1, 5, 5, 3), "stem 4x4/s4 3->1, r=1"),
                Example(Conv2D(4, 2, 2, 0, name="down.conv"), (2, 4, 4, 2), "down 2x2/s2 2->4"),
                Example(Conv2D(3, 2, 2, 0, name="down.conv"), (1, 5, 4, 2), "down 2x2/s2, H odd r=1"),
            ],
            "autodiff": [
                Example(Conv2D(16, 4, 4, 0, name="stem.conv"), (2, 32, 32, 3), "stem 4x4/s4 3->16"),
                Example(Conv2D(8, 4, 4, 0, name="stem.conv"), (2, 30, 29, 3), "stem 4x4/s4 r=(2,1)"),
                Example(Conv2D(32, 2, 2, 0, name="down.conv"), (2, 8, 8, 16), "down 2x2/s2 16->32"),
                Example(Conv2D(16, 2, 2, 0, name="down.conv"), (2, 7, 7, 8), "down 2x2/s2 odd r=1"),
            ],
            "batch": lambda B: Example(Conv2D(4, 2, 2, 0, name="down.conv"), (B, 4, 4, 3), "down 2x2/s2 3->4"),
        },
        "depthwise_conv": {
            "symbolic": [
                Example(depthwise(3, 3, 1), (1, 4, 4, 3), "dw 3x3 p1 C=3"),
                Example(depthwise(2, 3, 1), (2, 3, 5, 2), "dw 3x3 p1 C=2 B2"),
            ],
            "autodiff": [
                Example(depthwise(16, 7, 3), (2, 14, 14, 16), "dw 7x7 p3 C=16"),
                Example(depthwise(24, 7, 3), (2, 7, 7, 24), "dw 7x7 p3 on 7x7"),
            ],
            "batch": lambda B: Example(depthwise(4, 7, 3), (B, 7, 7, 4), "dw 7x7 p3 C=4"),
        },
        "depthwise_conv_strided": {
            "symbolic": [
                Example(mobile_depthwise(2, 3, 2), (1, 4, 4, 2), "dw 3x3 s2 p1, r=(1,1)"),
                Example(mobile_depthwise(2, 5, 2), (1, 5, 6, 2), "dw 5x5 s2 p2, H r=0, W r=1"),
                Example(mobile_depthwise(2, 5, 1), (2, 3, 3, 2), "dw 5x5 s1 p2 on 3x3, B2"),
            ],
            "autodiff": [
                Example(mobile_depthwise(32, 3, 2), (2, 14, 14, 32), "dw 3x3 s2 p1 14x14, r=1"),
                Example(mobile_depthwise(24, 5, 2), (2, 15, 16, 24), "dw 5x5 s2 p2 15x16, r=(0,1)"),
                Example(mobile_depthwise(16, 5, 1), (2, 7, 7, 16), "dw 5x5 s1 p2 7x7"),
                Example(mobile_depthwise(16, 3, 1), (2, 8, 8, 16), "dw 3x3 s1 p1 8x8"),
            ],
            "batch": lambda B: Example(mobile_depthwise(4, 3, 2), (B, 5, 6, 4), "dw 3x3 s2 p1 5x6"),
        },
    }


# -- mutants: plausible bugs whose outputs still type-check -----------------------------------

class ConvWeightGradRemainderAtTop(Conv2D):
    """Mutant: dw pads (pl − r, ph): right size, but the unread rows are cut from the top, not the bottom."""

    def _dw_padding(self, x_shape):
        return tuple((pl - self._axis(x_shape, a)[1], ph) for a, (pl, ph) in enumerate(self.padding))


class ConvForwardTrimsLowPadding(Conv2D):
    """Mutant: the unread rows trimmed from the low pad instead of the high one (every window shifts)."""

    def _read_padding(self, x_shape):
        return tuple((pl - min(pl, self._axis(x_shape, a)[1]), ph) for a, (pl, ph) in enumerate(self.padding))


class ConvInputGradKernelNotReversed(Conv2D):
    """Mutant: dx correlates with the kernel in forward order (stablehlo.reverse forgotten)."""

    def _transposed_kernel(self, b, w):
        return w, SWAPPED_KERNEL


class ConvInputGradRemainderAtTop(Conv2D):
    """Mutant: dx puts the remainder r on the low pad (k−1−pl+r, k−1−ph), shifting dx by r rows."""

    def _dx_padding(self, x_shape):
        return tuple((k - 1 - pl + self._axis(x_shape, a)[1], k - 1 - ph)
                     for a, (k, (pl, ph)) in enumerate(zip(self.kernel, self.padding)))


class DepthwiseWeightGradChannelsSummed(Conv2D):
    """Mutant: depthwise dw without batch_group_count, its [kh,kw,C,C] result summed over input channels."""

    def _weight_grad(self, b, x, dy):
        full = b.convolution(x, dy, padding=self._dw_padding(x.type.shape), rhs_dilation=self.stride,
                             dims=WEIGHT_GRAD_DIMS)
        kh, kw, _, cout = full.type.shape
        return b.reshape(b.reduce(full, (2,)), [kh, kw, 1, cout])


class ConvBiasGradFirstExample(Conv2D):
    """Mutant: db sums dy over (H, W) only and keeps example 0 (the batch axis forgotten)."""

    def _bias_grad(self, b, dy):
        per_example = b.reduce(dy, (1, 2))
        return b.reshape(b.slice(per_example, [0, 0], [1, per_example.type.shape[1]]), [per_example.type.shape[1]])


def mutants():
    return [
        Mutant("conv/dw-remainder-at-top", ConvWeightGradRemainderAtTop(2, 3, 2, 1, name="conv"), (1, 4, 4, 2)),
        Mutant("conv_patchify/dw-remainder-at-top",
               ConvWeightGradRemainderAtTop(2, 2, 2, 0, name="down.conv"), (1, 5, 4, 2)),
        Mutant("conv/forward-trims-low-padding", ConvForwardTrimsLowPadding(2, 3, 2, 1, name="conv"), (1, 2, 2, 2)),
        Mutant("conv/dx-kernel-not-reversed", ConvInputGradKernelNotReversed(2, 3, 1, 1, name="conv"), (1, 4, 4, 2)),
        Mutant("conv/dx-remainder-at-top", ConvInputGradRemainderAtTop(2, 3, 2, 1, name="conv"), (1, 4, 5, 2)),
        Mutant("depthwise_conv_strided/s2-dx-remainder-at-top",
               ConvInputGradRemainderAtTop(3, 3, 2, 1, groups=3, bias=False, name="conv_dw"), (1, 4, 4, 3)),
        Mutant("depthwise_conv/dw-channels-summed",
               DepthwiseWeightGradChannelsSummed(3, 3, 1, 1, groups=3, name="dwconv"), (1, 4, 4, 3)),
        Mutant("conv/bias-grad-first-example", ConvBiasGradFirstExample(2, 3, 1, 1, name="conv"), (2, 3, 3, 2)),
    ]
