"""Max-pool over NHWC windows with -inf padding (ResNet's stem: 3×3, stride 2, padding 1): forward,
VJP, certificate configs, mutants.

Forward: one `stablehlo.reduce_window` (combiner maximum, init and padding -inf).
Backward, from existing ops instead of `stablehlo.select_and_scatter`: the window's taps are
visited in scan order (row-major over the window, the order of PyTorch's CPU/CUDA kernels, which
keep the first maximum: `if (val > maxval)`). Tap t of the -inf padded x is a strided slice,
[N, OH, OW, C]; tap t *raises* when it is greater than every earlier tap,
    raise_t = tap_t > max(tap_0 … tap_{t−1}),
so the last tap that raises is the window's first maximum. The taps are then visited backwards
with `rem` the cotangent not yet routed (dy at the start):
    g_t = select(raise_t, rem, 0),   rem ← select(raise_t, 0, rem),   g_0 = rem,
so each window's dy goes to exactly one tap whatever the values (the g_t are a partition of dy).
g_t goes back to its input positions by a pad with interior padding stride − 1 (the transpose of
the strided slice); the sum over taps, cropped to the unpadded extent, is dx.
This is XLA's select_and_scatter with a GE select (what `jax.vjp` of `lax.reduce_window` max
lowers to): tests/ops/test_ops_maxpool.py checks tied windows against both.

The routing reads only x, never the forward's pooled output y. Routing by `tap == y` (this rule's
first form) lost the cotangent of windows on XLA-CPU: XLA evaluates a fused producer of x (the
stem's BatchNorm) once per consuming kernel, and LLVM contracts `x − mean·c` into an FMA in one
kernel and not in the other, so y was not bit-equal to any tap (scripts/xla_maxpool_repro.py;
README, "the XLA ResNet-stem finding"). A forward and a backward that see x rounded differently
now disagree only where two taps are within rounding of each other: a tie, routed to either.
What the partition still assumes of a compiler: that each raise_t is one value to its two users.
XLA-CPU recomputes the raise chain inside each tap's scatter kernel, but from one stored copy of
the padded x, and max, compare and select are exact, so the copies agree; a compiler that
re-rounded x itself per kernel could still split a window (the XLA tests in
tests/ops/test_ops_maxpool.py and tests/nets/test_every_net.py would see it).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ir.types import Array, Dense2D
from .base import Example, Stage
from .registry import Mutant


@dataclass
class MaxPool(Stage):
    name: str = ""
    window: int = 3
    stride: int = 2
    padding: int = 1
    # a tap takes the window's dy from the earlier taps when it is greater than all of them (GT:
    # the first maximum, PyTorch's `val > maxval`); GE would keep the last
    raise_direction = "GT"

    def _out(self, n):
        return (n + 2 * self.padding - self.window) // self.stride + 1

    def out_shape(self, x_shape):
        if len(x_shape) != 4:
            raise ValueError(f"max-pool takes NHWC (rank 4), got shape {x_shape}")
        if min(x_shape[1:3]) + 2 * self.padding < self.window or self.padding >= self.window:
            raise ValueError(f"max-pool {self.window}x{self.window} pad {self.padding}: input {x_shape} too small, "
                             f"or a window made of padding only")
        return (x_shape[0], self._out(x_shape[1]), self._out(x_shape[2]), x_shape[3])

    def forward(self, b, x, params, aux):
        self.out_shape(x.type.shape)
        k, s, p = self.window, self.stride, self.padding
        attrs = {"window_dimensions": Array((1, k, k, 1)), "window_strides": Array((1, s, s, 1)),
                 "padding": Dense2D(((0, 0), (p, p), (p, p), (0, 0)))}
        init = b.constant(-np.inf, x.type.dtype)
        y = b.emit("stablehlo.reduce_window", (x, init), attrs, combiner="stablehlo.maximum")
        return y, x

    def _taps(self):
        """The window's taps in scan order (the order that decides ties)."""
        return [(i, j) for i in range(self.window) for j in range(self.window)]

    def backward(self, b, dy, saved, params, aux):
        x = saved
        n, h, w, c = x.type.shape
        _, oh, ow, _ = dy.type.shape
        s, p = self.stride, self.padding
        xp = b.pad(x, b.constant(-np.inf, x.type.dtype), (0, p, p, 0), (0, p, p, 0))
        hp, wp = h + 2 * p, w + 2 * p
        taps = self._taps()
        best, raises = None, []         # best: the maximum of the taps so far
        for t, (i, j) in enumerate(taps):
            tap = b.slice(xp, (0, i, j, 0), (n, i + (oh - 1) * s + 1, j + (ow - 1) * s + 1, c), (1, s, s, 1))
            raises.append(None if t == 0 else b.compare(tap, best, self.raise_direction))
            if t + 1 < len(taps):
                best = tap if t == 0 else b.max(best, tap)
        zero, zeros = b.constant(0.0, dy.type.dtype), b.scalar(0.0, dy)
        rem, total = dy, None
        for (i, j), raised in reversed(list(zip(taps, raises))):
            g = rem if raised is None else b.select(raised, rem, zeros)
            if raised is not None:
                rem = b.select(raised, zeros, rem)
            back = b.pad(g, zero, (0, i, j, 0), (0, hp - i - (oh - 1) * s - 1, wp - j - (ow - 1) * s - 1, 0),
                         (0, s - 1, s - 1, 0))
            total = back if total is None else b.add(total, back)
        return b.slice(total, (0, p, p, 0), (n, p + h, p + w, c)), {}

    def reference(self):
        from ..reference import ops as R
        k, s, p = self.window, self.stride, self.padding
        return lambda x, params, aux: R.max_pool(x, (k, k), (s, s), ((p, p), (p, p)))


def rules():
    return {"max_pool": {
        "symbolic": [Example(MaxPool(), (1, 3, 3, 1), "3x3/s2 pad1 on 1x3x3x1"),
                     Example(MaxPool(), (2, 4, 2, 1), "3x3/s2 pad1 on 2x4x2x1")],
        "autodiff": [Example(MaxPool(), (2, 16, 16, 8), "stem 16x16x8"),
                     Example(MaxPool(), (2, 7, 9, 3), "odd 7x9x3")],
        "batch": lambda B: Example(MaxPool(), (B, 5, 6, 2), "5x6x2"),
    }}


class MaxPoolScatterOffByOne(MaxPool):
    """Mutant: the backward scatters every tap one row too low (a wrong low padding)."""

    def _taps(self):
        return [(min(i + 1, self.window - 1), j) for i, j in super()._taps()]


def mutants():
    return [
        Mutant("max_pool/scatter-off-by-one", MaxPoolScatterOffByOne(), (1, 4, 4, 1)),
    ]
