"""Global average pooling (NHWC → [B, C], the head's pool): forward, VJP, certificate configs, mutants.

y[b, c] = Σ_{h,w} x[b, h, w, c] / (H·W). Backward: dx[b, h, w, c] = dy[b, c] / (H·W), divided at
[B, C] before the broadcast (H·W times fewer divisions than after it).
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant, Stage


@dataclass
class GlobalAvgPool(Stage):
    name: str = ""

    def out_shape(self, x_shape):
        if len(x_shape) != 4:
            raise ValueError(f"global average pool takes NHWC (rank 4), got shape {x_shape}")
        return (x_shape[0], x_shape[3])

    def _divisor(self, x_shape):
        return x_shape[1] * x_shape[2]

    def forward(self, b, x, params, aux):
        self.out_shape(x.type.shape)
        total = b.reduce(x, (1, 2))
        return b.div(total, b.scalar(self._divisor(x.type.shape), total)), x.type.shape

    def backward(self, b, dy, x_shape, params, aux):
        mean_ct = b.div(dy, b.scalar(self._divisor(x_shape), dy))
        return b.broadcast_in_dim(mean_ct, x_shape, (0, 3)), {}

    def reference(self):
        from ..reference import ops as R
        return lambda x, p, aux: R.global_avg_pool(x)


def rules():
    return {"global_avg_pool": {
        "symbolic": [Example(GlobalAvgPool(), (2, 2, 3, 2), "B2 2x3x2")],
        "autodiff": [Example(GlobalAvgPool(), (4, 7, 7, 32), "NHWC 7x7x32")],
        "batch": lambda B: Example(GlobalAvgPool(), (B, 3, 3, 4), "3x3x4"),
    }}


class GlobalAvgPoolDividesByHeight(GlobalAvgPool):
    """Mutant: the backward divides by H instead of H·W."""

    def backward(self, b, dy, x_shape, params, aux):
        mean_ct = b.div(dy, b.scalar(x_shape[1], dy))
        return b.broadcast_in_dim(mean_ct, x_shape, (0, 3)), {}


def mutants():
    return [Mutant("global_avg_pool/divide-by-H", GlobalAvgPoolDividesByHeight(), (2, 3, 2, 4))]
