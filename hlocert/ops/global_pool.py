"""timm's other global pools (its `global_pool` / `--gp`: max, avgmax, catavgmax; NHWC → [B, C] or
[B, 2C]): forward, VJP, certificate configs, mutants. The average alone stays `GlobalAvgPool`
(pooling.py), so a net at timm's default renders as before.

    max        m[b, c] = max_{h,w} x[b, h, w, c]         (timm: F.adaptive_max_pool2d(x, 1))
    avgmax     0.5 · (avg + m)                            (adaptive_avgmax_pool2d)
    catavgmax  [avg, m] along the channels, avg first     (adaptive_catavgmax_pool2d: torch.cat)

The max is the certified max-pool rule (maxpool.py) with one window over the whole map, stride 1,
no padding, then flattened: its backward routes each (b, c)'s cotangent to one position, the
first maximum in scan order (row-major), as PyTorch's adaptive max-pool kernels keep the first
index with `val > maxval`, reading only x (never the pooled output: maxpool.py says why). The
window is square, so the map must be (every net here pools a square map). Backward of avgmax:
0.5·dy to each pool; of catavgmax: dy's first C channels to the average, the rest to the max.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant, Stage
from .maxpool import MaxPool
from .pooling import GlobalAvgPool

KINDS = ("max", "avgmax", "catavgmax")       # timm's `global_pool` values besides its default avg
WIDTH = {"avg": 1, "max": 1, "avgmax": 1, "catavgmax": 2}    # timm's feat_mult: pooled width / C


@dataclass
class GlobalPool(Stage):
    kind: str = "max"
    name: str = ""

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"global pool {self.kind!r}: one of {', '.join(KINDS)} (the average is GlobalAvgPool)")

    def out_shape(self, x_shape):
        if len(x_shape) != 4 or x_shape[1] != x_shape[2]:
            raise ValueError(f"global {self.kind} pool takes a square NHWC map, got shape {x_shape}")
        return (x_shape[0], WIDTH[self.kind] * x_shape[3])

    def _max(self, x_shape) -> MaxPool:
        return MaxPool(window=x_shape[1], stride=1, padding=0)

    def forward(self, b, x, params, aux):
        n, _, _, c = x.type.shape
        self.out_shape(x.type.shape)
        m4, saved = self._max(x.type.shape).forward(b, x, params, aux)
        m = b.reshape(m4, (n, c))
        if self.kind == "max":
            return m, saved
        avg, _ = GlobalAvgPool().forward(b, x, params, aux)
        if self.kind == "avgmax":
            return b.mul(b.scalar(0.5, m), b.add(avg, m)), saved
        return b.concatenate([avg, m], 1), saved

    def _split(self, b, dy, c):
        """(the average's cotangent, the max's): dy's halves (catavgmax) or 0.5·dy each (avgmax)."""
        n = dy.type.shape[0]
        if self.kind == "catavgmax":
            return b.slice(dy, (0, 0), (n, c)), b.slice(dy, (0, c), (n, 2 * c))
        half = b.mul(b.scalar(0.5, dy), dy)
        return half, half

    def backward(self, b, dy, saved, params, aux):
        x_shape = saved.type.shape
        n, _, _, c = x_shape
        d_avg, d_max = (None, dy) if self.kind == "max" else self._split(b, dy, c)
        dx, _ = self._max(x_shape).backward(b, b.reshape(d_max, (n, 1, 1, c)), saved, params, aux)
        if d_avg is not None:
            dx = b.add(GlobalAvgPool().backward(b, d_avg, x_shape, params, aux)[0], dx)
        return dx, {}

    def reference(self):
        from ..reference import ops as R
        return lambda x, p, aux: R.global_pool(x, self.kind)


def head_pool(kind: str) -> Stage:
    """The head's pool of a net at timm's `global_pool` `kind`: the average as it always rendered."""
    return GlobalAvgPool() if kind == "avg" else GlobalPool(kind)


def rules():
    return {"global_pool": {
        "symbolic": [Example(GlobalPool(k), (2, 2, 2, 2), f"{k} B2 2x2x2") for k in KINDS],
        "autodiff": [Example(GlobalPool(k), (4, 7, 7, 16), f"{k} NHWC 7x7x16") for k in KINDS],
        "batch": lambda B: Example(GlobalPool("catavgmax"), (B, 3, 3, 4), "catavgmax 3x3x4"),
    }}


class CatAvgMaxHalvesSwapped(GlobalPool):
    """Mutant: catavgmax's backward sends dy's first half to the max and its second to the average."""

    def _split(self, b, dy, c):
        d_avg, d_max = super()._split(b, dy, c)
        return d_max, d_avg


class AvgMaxUnhalved(GlobalPool):
    """Mutant: avgmax's backward gives each pool the whole dy (the forward's 0.5 forgotten)."""

    def _split(self, b, dy, c):
        return dy, dy


def mutants():
    return [Mutant("global_pool/catavgmax-halves-swapped", CatAvgMaxHalvesSwapped("catavgmax"), (2, 2, 2, 3)),
            Mutant("global_pool/avgmax-unhalved", AvgMaxUnhalved("avgmax"), (2, 2, 2, 3))]
