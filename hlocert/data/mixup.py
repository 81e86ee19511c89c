"""Mixup and CutMix of a train batch as timm's `Mixup` (timm/data/mixup.py) does them: its arguments
(`--mixup`, `--cutmix`, `--cutmix-minmax`, `--mixup-prob`, `--mixup-switch-prob`, `--mixup-mode`,
`--mixup-off-epoch`), its draws in its order, its box and its lambda correction, each row mixed with
the row of the reversed batch (row r with B-1-r).

The draws are made from one generator for the whole (global) batch, then applied to any subset of
its rows: a process that holds rows start..stop-1 mixes them, from the mirror rows it decoded, into
exactly the bytes the one-process batch holds there. The generator needs `random(size)`,
`beta(a, b, size)` and `integers(lo, hi, size)`: numpy's `Generator` in the loader; a wrapper of
numpy's global `np.random` makes the same calls timm makes (the `-m torch` tie).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .errors import DataError

MODES = ("batch", "pair", "elem")


@dataclass(frozen=True)
class Mixup:
    """timm's `Mixup` arguments: alphas (0: off), `minmax` (cutmix's box from min/max side ratios,
    alpha forced to 1 as timm does), `prob` of mixing a batch/pair/element, `switch_prob` of cutmix
    when both are on, `mode`, and `off_epoch` (from this epoch on, no mixing; 0: never off)."""
    mixup: float = 0.0
    cutmix: float = 0.0
    minmax: tuple[float, float] | None = None
    prob: float = 1.0
    switch_prob: float = 0.5
    mode: str = "batch"
    off_epoch: int = 0

    def __post_init__(self):
        if self.mixup < 0 or self.cutmix < 0:
            raise DataError("mixup/cutmix alphas must be >= 0")
        if not (0.0 <= self.prob <= 1.0 and 0.0 <= self.switch_prob <= 1.0):
            raise DataError(f"--mixup-prob {self.prob} and --mixup-switch-prob {self.switch_prob} must be in [0, 1]")
        if self.mode not in MODES:
            raise DataError(f"--mixup-mode {self.mode!r}: give one of {', '.join(MODES)}")
        if isinstance(self.off_epoch, bool) or not isinstance(self.off_epoch, int) or self.off_epoch < 0:
            raise DataError(f"--mixup-off-epoch {self.off_epoch!r}: give a whole number >= 0 (0: never off)")
        if self.minmax is not None and not (len(self.minmax) == 2 and 0.0 <= self.minmax[0] < self.minmax[1] <= 1.0):
            raise DataError(f"--cutmix-minmax {tuple(self.minmax)}: give MIN MAX with 0 <= MIN < MAX <= 1")

    @property
    def active(self) -> bool:
        """Whether timm would build its Mixup (train.py's `mixup_active`)."""
        return self.mixup > 0 or self.cutmix > 0 or self.minmax is not None

    @property
    def cutmix_alpha(self) -> float:
        return 1.0 if self.minmax is not None else self.cutmix

    def check_size(self, size: int) -> None:
        """DataError if `minmax` gives no box side range on a `size`² image (timm's randint would fail)."""
        if self.minmax is not None and int(size * self.minmax[0]) >= int(size * self.minmax[1]):
            raise DataError(f"--cutmix-minmax {self.minmax[0]} {self.minmax[1]}: on {size}-pixel images the box "
                            f"side range int({size}*MIN)..int({size}*MAX) is empty; widen it")

    def enabled(self, epoch: int) -> bool:
        return self.active and not (self.off_epoch and epoch >= self.off_epoch)

    # -- timm's draws, in its order ---------------------------------------------------------------
    def _per_batch(self, rng) -> tuple[float, bool]:
        lam, cut = 1.0, False
        if rng.random() < self.prob:
            if self.mixup > 0 and self.cutmix_alpha > 0:
                cut = bool(rng.random() < self.switch_prob)
                lam_mix = rng.beta(self.cutmix_alpha, self.cutmix_alpha) if cut else rng.beta(self.mixup, self.mixup)
            elif self.mixup > 0:
                lam_mix = rng.beta(self.mixup, self.mixup)
            else:
                cut, lam_mix = True, rng.beta(self.cutmix_alpha, self.cutmix_alpha)
            lam = float(lam_mix)
        return lam, cut

    def _per_elem(self, rng, n: int) -> tuple[np.ndarray, np.ndarray]:
        lam = np.ones(n, dtype=np.float32)
        cut = np.zeros(n, dtype=bool)
        a, c = self.mixup, self.cutmix_alpha
        if a > 0 and c > 0:
            cut = rng.random(n) < self.switch_prob
            lam_mix = np.where(cut, rng.beta(c, c, n), rng.beta(a, a, n))   # timm's argument order
        elif a > 0:
            lam_mix = rng.beta(a, a, n)
        else:
            cut = np.ones(n, dtype=bool)
            lam_mix = rng.beta(c, c, n)
        return np.where(rng.random(n) < self.prob, lam_mix.astype(np.float32), lam), cut

    def _box(self, rng, h: int, w: int, lam):
        """timm's `cutmix_bbox_and_lam` (correct_lam=True): the box and the lambda of its area."""
        if self.minmax is not None:
            ch = rng.integers(int(h * self.minmax[0]), int(h * self.minmax[1]))
            cw = rng.integers(int(w * self.minmax[0]), int(w * self.minmax[1]))
            yl, xl = rng.integers(0, h - ch + 1), rng.integers(0, w - cw + 1)
            yh, xh = yl + ch, xl + cw
        else:
            ratio = np.sqrt(1 - lam)
            ch, cw = int(h * ratio), int(w * ratio)
            cy, cx = rng.integers(0, h), rng.integers(0, w)
            yl, yh = np.clip(cy - ch // 2, 0, h), np.clip(cy + (ch + 1) // 2, 0, h)
            xl, xh = np.clip(cx - cw // 2, 0, w), np.clip(cx + (cw + 1) // 2, 0, w)
        box = (int(yl), int(yh), int(xl), int(xh))
        return box, 1. - (yh - yl) * (xh - xl) / float(h * w)

    def plan(self, rng, batch: int, h: int, w: int) -> list[tuple[float, tuple | None]] | None:
        """Per row of a `batch`-row batch of h×w images: (lambda, cutmix box or None for a blend),
        the lambda the targets take (the box's, under cutmix); None where the batch is left as it is."""
        if self.mode == "batch":
            lam, cut = self._per_batch(rng)
            if lam == 1.:
                return None
            box = None
            if cut:
                box, lam = self._box(rng, h, w, lam)
            return [(lam, box)] * batch
        n = batch if self.mode == "elem" else batch // 2
        lams, cuts = self._per_elem(rng, n)
        rows: list[tuple[float, tuple | None]] = [(np.float32(1.0), None)] * batch
        for i in range(n):
            lam, box = lams[i], None
            if lam != 1.:
                if cuts[i]:
                    box, corrected = self._box(rng, h, w, lam)
                    lam = np.float32(corrected)       # timm stores it back into its float32 array
                rows[i] = (lam, box)
                if self.mode == "pair":
                    rows[batch - 1 - i] = (lam, box)
        return rows


def mix_rows(x: np.ndarray, t: np.ndarray, xf: np.ndarray, tf: np.ndarray, plan, rows) -> tuple[np.ndarray, np.ndarray]:
    """Rows `rows` of a batch (images `x` NHWC, targets `t`), each mixed by `plan` (Mixup.plan) with
    its mirror row (`xf`, `tf`: the rows B-1-r at the same places)."""
    out, tgt = x.copy(), t.copy()
    for k, r in enumerate(rows):
        lam, box = plan[r]
        if lam == 1.:
            continue
        if box is not None:
            yl, yh, xl, xh = box
            out[k, yl:yh, xl:xh] = xf[k, yl:yh, xl:xh]
        else:
            out[k] = np.float32(lam) * x[k] + np.float32(1 - lam) * xf[k]
        tgt[k] = np.float32(lam) * t[k] + np.float32(1 - lam) * tf[k]
    return out, tgt


def mix_batch(x: np.ndarray, t: np.ndarray, rng, mix: Mixup, epoch: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """A whole batch mixed as timm's `Mixup(x, target)` mixes it (x NHWC, `t` the smoothed one-hot targets)."""
    if not mix.enabled(epoch):
        return x, t
    plan = mix.plan(rng, len(x), x.shape[1], x.shape[2])
    if plan is None:
        return x, t
    return mix_rows(x, t, x[::-1], t[::-1], plan, range(len(x)))
