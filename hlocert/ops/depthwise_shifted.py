"""Depthwise 2-D convolution (stride 1 or more) written as kh·kw shifted multiply-adds: forward,
VJP, certificate configs, mutants.

The same function as Conv2D(C, kernel, padding=..., groups=C), with the same parameters
(`{name}.w` [kh, kw, 1, C], `{name}.b` [C]), so a net can swap one for the other; with a stride,
Conv2D(C, kernel, stride, padding, groups=C). It exists because
XLA-CPU's depthwise convolution is slow (a 7×7 one ~30× slower than this form); only pad, slice,
broadcast_in_dim, multiply, add and reduce are emitted.

With xp = pad(x, (pl, ph) on H and W), stride s, Ho = (H + pl + ph − kh) // s + 1 and
tap_ij = xp[:, i : i+s(Ho−1)+1 : s, j : … : s, :] (the rows and columns kernel entry (i, j) meets):

    y = Σ_{i,j} tap_ij · w[i, j, 0, :] + b                    (w broadcast over B, Ho, Wo)

Backward, by hand with the same building blocks:
- dx is the same kind of sum as the forward, over dy padded once: per axis y[h] = Σ_i x[h+i−pl]·w[i],
  so dx[t] = Σ_i dy[t+pl−i]·w[i]; with dyp = pad(dy, low kh−1−pl, high kh−1−ph) (dyp[s] = dy[s−kh+1+pl])
  and i' = kh−1−i this is dx[t] = Σ_{i'} dyp[t+i']·w[kh−1−i'] — the taps of dyp against the
  spatially reversed kernel, no crop needed. (Needs 0 ≤ pl, ph ≤ kh−1, checked.) With a stride,
  dy is first dilated by s (s − 1 zeros between rows: the same pad, interior s − 1), and the
  r = (H + pl + ph − kh) mod s rows of xp the forward never read go on the high pad, k−1−ph+r:
  they sit at the bottom/right, and their gradient is zero.
- dw[i, j, 0, :] = Σ_{b,h,w} tap_ij · dy, reduced over (H, W) first and then over B (two stages:
  shorter sums, better accuracy in f32 on lowerers that reduce sequentially).
- db sums dy over (B, H, W).

`DepthwiseShiftedOnePass` (rule `depthwise_shifted_vreduce`, the nets' `…vr` lowerings) is the same
stage with dw's first stage as ONE reduce of kh·kw operands (the multi-result stablehlo.reduce):
the products tap_ij · dy summed over (H, W) in one pass, kh·kw results [B, C]; they are stacked
as [B, kh·kw, C] (concatenate in tap order) and summed over B by one more reduce. The same two
stages as above, so the same sums per tap; 2 reduces per conv instead of 2·kh·kw. Only where the
(H, W) sums are long (Ho·Wo ≥ `min_hw`, 64): XLA-CPU runs the one reduce 2× faster than the
per-tap ones at 16×16, but up to 7× slower at 2×2 (BENCHMARKS.md); shorter sums stay per tap.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant, Stage
from .conv import _pair, _padding


@dataclass
class DepthwiseShifted(Stage):
    kernel: tuple = (7, 7)
    padding: tuple = ((3, 3), (3, 3))
    bias: bool = True
    name: str = ""
    stride: tuple = (1, 1)

    def __post_init__(self):
        self.kernel = _pair(self.kernel, "kernel")
        self.padding = _padding(self.padding)
        self.stride = _pair(self.stride, "stride")
        if min(self.kernel) < 1 or min(self.stride) < 1:
            raise ValueError(f"depthwise {self.name!r}: kernel {self.kernel} and stride {self.stride} must be >= 1")
        if any(not 0 <= p <= k - 1 for k, row in zip(self.kernel, self.padding) for p in row):
            raise ValueError(f"depthwise {self.name!r}: padding {self.padding} must be between 0 and "
                             f"kernel - 1 on each side (kernel {self.kernel})")

    # -- geometry
    def _check(self, x_shape):
        if len(x_shape) != 4:
            raise ValueError(f"depthwise {self.name!r} takes NHWC input, got shape {x_shape}")
        for a in range(2):
            if x_shape[1 + a] + sum(self.padding[a]) < self.kernel[a]:
                raise ValueError(f"depthwise {self.name!r}: kernel {self.kernel} does not fit input "
                                 f"{x_shape[1:3]} padded by {self.padding}")

    def _span(self, x_shape, a):
        return x_shape[1 + a] + sum(self.padding[a]) - self.kernel[a]

    def _out_hw(self, x_shape):
        return tuple(self._span(x_shape, a) // self.stride[a] + 1 for a in range(2))

    def _remainder(self, x_shape, a):
        """Rows (a = 0) or columns of the padded input after the last window: never read."""
        return self._span(x_shape, a) % self.stride[a]

    def param_shapes(self, x_shape):
        self._check(x_shape)
        shapes = {self.pname("w"): (*self.kernel, 1, x_shape[3])}
        if self.bias:
            shapes[self.pname("b")] = (x_shape[3],)
        return shapes

    def out_shape(self, x_shape):
        self._check(x_shape)
        return (x_shape[0], *self._out_hw(x_shape), x_shape[3])

    # -- building blocks
    def _taps(self):
        return [(i, j) for i in range(self.kernel[0]) for j in range(self.kernel[1])]

    def _tap(self, b, xp, i, j, out_shape, stride=(1, 1)):
        """xp[:, i : i+s(Ho−1)+1 : s, j : … : s, :]: the padded input as seen by kernel tap (i, j)."""
        n, ho, wo, c = out_shape
        (sh, sw) = stride
        return b.slice(xp, [0, i, j, 0], [n, i + sh * (ho - 1) + 1, j + sw * (wo - 1) + 1, c], [1, sh, sw, 1])

    def _weight_tap(self, b, xp, i, j, out_shape):
        """The input tap that multiplies dy in dw[i, j] (the forward's tap)."""
        return self._tap(b, xp, i, j, out_shape, self.stride)

    def _kernel_row(self, b, w, i, j, shape):
        """w[i, j, 0, :] broadcast over (B, H, W) to `shape`."""
        c = w.type.shape[3]
        wij = b.reshape(b.slice(w, [i, j, 0, 0], [i + 1, j + 1, 1, c]), [c])
        return b.broadcast_in_dim(wij, list(shape), [3])

    def _dx_kernel_index(self, i, j):
        """The kernel entry that multiplies dyp's tap (i, j) in dx: the reversed kernel's."""
        return self.kernel[0] - 1 - i, self.kernel[1] - 1 - j

    # -- forward
    def forward(self, b, x, params, aux):
        x_shape = x.type.shape
        out = self.out_shape(x_shape)
        zero = b.constant(0.0, x.type.dtype)
        (plh, phh), (plw, phw) = self.padding
        xp = b.pad(x, zero, [0, plh, plw, 0], [0, phh, phw, 0])
        w = params[self.pname("w")]
        y = None
        for i, j in self._taps():
            term = b.mul(self._tap(b, xp, i, j, out, self.stride), self._kernel_row(b, w, i, j, out))
            y = term if y is None else b.add(y, term)
        if self.bias:
            y = b.add(y, b.broadcast_in_dim(params[self.pname("b")], list(out), [3]))
        return y, (xp, tuple(x_shape))

    # -- backward
    def backward(self, b, dy, saved, params, aux):
        xp, x_shape = saved
        w = params[self.pname("w")]
        grads = {self.pname("w"): self._weight_grad(b, xp, dy, w.type.shape)}
        if self.bias:
            grads[self.pname("b")] = b.reduce(dy, (0, 1, 2))
        return self._input_grad(b, dy, w, x_shape), grads

    def _dx_padding(self, x_shape):
        """(low, high) per axis for the dilated dy: k−1−pl, and k−1−ph plus the remainder r."""
        return tuple((k - 1 - pl, k - 1 - ph + self._remainder(x_shape, a))
                     for a, (k, (pl, ph)) in enumerate(zip(self.kernel, self.padding)))

    def _input_grad(self, b, dy, w, x_shape):
        (sh, sw) = self.stride
        ((lh, hh), (lw, hw)) = self._dx_padding(x_shape)
        zero = b.constant(0.0, dy.type.dtype)
        dyp = b.pad(dy, zero, [0, lh, lw, 0], [0, hh, hw, 0], [0, sh - 1, sw - 1, 0])
        dx = None
        for i, j in self._taps():
            ki, kj = self._dx_kernel_index(i, j)
            term = b.mul(self._tap(b, dyp, i, j, x_shape), self._kernel_row(b, w, ki, kj, x_shape))
            dx = term if dx is None else b.add(dx, term)
        return dx

    def _weight_grad(self, b, xp, dy, w_shape):
        kh, kw, _, c = w_shape
        rows = []
        for i, j in self._taps():
            prod = b.mul(self._weight_tap(b, xp, i, j, dy.type.shape), dy)
            per_example = b.reduce(prod, (1, 2))                      # [B, C]
            rows.append(b.reshape(b.reduce(per_example, (0,)), [1, c]))
        flat = rows[0] if len(rows) == 1 else b.concatenate(rows, 0)  # [kh·kw, C]
        return b.reshape(flat, [kh, kw, 1, c])

    # -- certification
    def reference(self):
        from ..reference import ops as R
        wn, bn = self.pname("w"), self.pname("b")

        def conv(x, p, aux):
            return R.conv2d(x, p[wn], p[bn] if self.bias else None, self.stride, self.padding, x.shape[-1])
        return conv


@dataclass
class DepthwiseShiftedOnePass(DepthwiseShifted):
    """DepthwiseShifted whose weight gradient's per-tap sums over (H, W) are one multi-operand
    reduce when they are long (Ho·Wo ≥ min_hw; shorter ones per tap, as XLA-CPU runs them faster)."""
    min_hw: int = 64

    def _product_taps(self):
        """The taps whose products enter the one-pass reduce, in the order the stacking reads them."""
        return self._taps()

    def _weight_grad(self, b, xp, dy, w_shape):
        n, ho, wo, c = dy.type.shape
        if ho * wo < self.min_hw:
            return super()._weight_grad(b, xp, dy, w_shape)
        prods = [b.mul(self._weight_tap(b, xp, i, j, dy.type.shape), dy) for i, j in self._product_taps()]
        per_example = b.reduce(prods, (1, 2))                                         # kh·kw results [B, C]
        stacked = b.concatenate([b.reshape(p, [n, 1, c]) for p in per_example], 1)   # [B, kh·kw, C]
        return b.reshape(b.reduce(stacked, (0,)), [*w_shape[:2], 1, c])


def _examples(cls, **small):
    """Certificate examples of a shifted form `cls` (both weight-gradient forms share them). The
    symbolic and batch ones are small and take `small` (the one-pass form's min_hw 1, so that its
    one reduce is what they check); the autodiff ones take the defaults, and for the one-pass form
    cover both of its branches (outputs 14×14 and 8×8 in one pass, 5×8 and 7×7 per tap)."""
    return {
        "symbolic": [
            Example(cls(3, 1, name="dwconv", **small), (1, 4, 4, 3), "shifted dw 3x3 p1 C=3"),
            Example(cls(3, 1, name="dwconv", **small), (2, 3, 4, 2), "shifted dw 3x3 p1 C=2 B2"),
            Example(cls(3, ((0, 1), (2, 0)), name="dwconv", **small), (1, 3, 3, 2),
                    "shifted dw 3x3 pad (0,1),(2,0)"),
            Example(cls(3, 1, False, "conv_dw", 2, **small), (1, 4, 4, 2), "shifted dw 3x3 s2 p1, r=(1,1)"),
            Example(cls(5, 2, False, "conv_dw", 2, **small), (1, 5, 6, 2), "shifted dw 5x5 s2 p2, H r=0, W r=1"),
        ],
        "autodiff": [
            Example(cls(7, 3, name="dwconv"), (4, 14, 14, 16), "shifted dw 7x7 p3 C=16"),
            Example(cls((3, 5), ((1, 0), (2, 3)), name="dwconv"), (2, 6, 7, 8), "shifted dw 3x5 asymmetric pad"),
            Example(cls(3, 1, False, "conv_dw", 2), (2, 14, 14, 32), "shifted dw 3x3 s2 p1 14x14"),
            Example(cls(5, 2, False, "conv_dw", 2), (2, 15, 16, 24), "shifted dw 5x5 s2 p2 15x16, r=(0,1)"),
        ],
        "batch": lambda B: Example(cls(7, 3, name="dwconv", **small), (B, 7, 7, 4), "shifted dw 7x7 p3 C=4"),
    }


def rules():
    return {"depthwise_shifted": _examples(DepthwiseShifted),
            "depthwise_shifted_vreduce": _examples(DepthwiseShiftedOnePass, min_hw=1)}


# -- mutants: plausible bugs whose outputs still type-check -----------------------------------

class DepthwiseShiftedWeightGradUnshifted(DepthwiseShifted):
    """Mutant: dw reads the same unshifted x window for every tap (the tap's shift forgotten)."""

    def _weight_tap(self, b, xp, i, j, out_shape):
        (plh, _), (plw, _) = self.padding
        return self._tap(b, xp, plh, plw, out_shape)


class DepthwiseShiftedInputGradNotMirrored(DepthwiseShifted):
    """Mutant: dx multiplies dy's tap (i, j) by w[i, j], not by the reversed kernel's entry."""

    def _dx_kernel_index(self, i, j):
        return i, j


class DepthwiseShiftedInputGradRemainderAtTop(DepthwiseShifted):
    """Mutant: strided dx puts the remainder r on the low pad of the dilated dy, shifting dx by r rows."""

    def _dx_padding(self, x_shape):
        return tuple((k - 1 - pl + self._remainder(x_shape, a), k - 1 - ph)
                     for a, (k, (pl, ph)) in enumerate(zip(self.kernel, self.padding)))


class OnePassTapsSwapped(DepthwiseShiftedOnePass):
    """Mutant: the one-pass reduce's first two tap products swapped (dw's first two rows exchanged)."""

    def _product_taps(self):
        taps = self._taps()
        return [taps[1], taps[0], *taps[2:]]


class OnePassLastTapOneColumnLeft(DepthwiseShiftedOnePass):
    """Mutant: the last tap's product reads x one column left of its window (j − 1 for j)."""

    def _weight_tap(self, b, xp, i, j, out_shape):
        if (i, j) == self._taps()[-1]:
            j -= 1
        return super()._weight_tap(b, xp, i, j, out_shape)


def mutants():
    return [
        Mutant("depthwise_shifted_vreduce/taps-swapped", OnePassTapsSwapped(3, 1, name="dwconv", min_hw=1),
               (1, 4, 4, 2)),
        Mutant("depthwise_shifted_vreduce/last-tap-one-column-left",
               OnePassLastTapOneColumnLeft(3, 1, name="dwconv", min_hw=1), (1, 4, 4, 2)),
        Mutant("depthwise_shifted/s2-dx-remainder-at-top",
               DepthwiseShiftedInputGradRemainderAtTop(3, 1, False, "conv_dw", 2), (1, 4, 4, 2)),
        Mutant("depthwise_shifted/dw-unshifted", DepthwiseShiftedWeightGradUnshifted(3, 1, name="dwconv"),
               (1, 4, 4, 2)),
        Mutant("depthwise_shifted/dx-not-mirrored", DepthwiseShiftedInputGradNotMirrored(3, 1, name="dwconv"),
               (1, 4, 4, 2)),
    ]
