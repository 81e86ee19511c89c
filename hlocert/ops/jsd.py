"""Jensen–Shannon divergence plus cross-entropy over augmentation splits, timm's `JsdCrossEntropy`
(AugMix's loss; timm's --jsd-loss): forward, VJP, certificate configs, mutants.

Logits z [R, K] with R = S·N rows in S equal blocks, block s holding every image's s-th view (the
order timm's loader gives a batch under --aug-splits S: row s·N + n is view s of image n); targets
t [R, K] (the host's rows, smoothed as timm's LabelSmoothingCrossEntropy smooths, off = s/K); only
the first block's are read. With p_s = softmax(z_s) and the mixture M = (1/S) Σ_s p_s,
    loss = −(1/N) Σ_nk t_0nk · log p_0nk  +  (α/(S·N)) Σ_s Σ_nk p_snk · (log p_snk − log M̂_nk),
    M̂ = max(M, ε)
(timm's: cross-entropy on the clean split, α = 12 times the mean over the splits of the batch-mean
KL(p_s ‖ M̂), M̂ clamped to [ε, 1] with ε = 1e-7; the upper clamp is a no-op, a mean of
probabilities is at most 1 in floating point too, each softmax quotient being at most 1). log p is
the max-subtracted log-softmax; a softmax that underflows to 0 contributes 0·finite = 0, as
torch's kl_div takes 0·log 0 = 0.

Backward (dy the scalar cotangent; `backward(dy=None)` means dy = 1, the train step's root). With
g_s = log p_s − log M̂ + [M < ε] (∂/∂p_s of the KL sum over α/(S·N): log p_s + 1 − log M̂ − [M ≥ ε],
the clamp passing M's gradient only where M ≥ ε as torch's clamp does; the 1 − [M ≥ ε] that
remains is [M < ε]), the softmax's VJP per row gives
    dz_s = dy · ( (α/(S·N)) · p_s ⊙ (g_s − ⟨p_s, g_s⟩)  +  [s = 0] · (p_0 · Σ_k t_0 − t_0)/N ),
the cross-entropy's term exact for rows that do not sum to 1 (as ops/loss.py's).

The loss couples the rows of one image (its S views, through M): `batch_coupled`, its batch
certificate the whole-batch tie with jax.vjp. The coupling pass sees images as the examples: the
two reshapes between [R, …] and [S, N, …] are declared (`mark_aug_splits`, the pass's aug-split
carve-out), after which axis 1 (the image) is the batch axis and the split axis is an image's own.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Example, Mutant
from .loss import TARGETS, SoftTargetLoss

# The coupling pass's aug-split carve-out (certify/coupling.py): this comment line declares the
# reshape right after it a change of view between rows [S·N, …] and (split, image) [S, N, …].
AUG_SPLITS = "coupling carve-out: aug splits"

ALPHA = 12.0         # timm's JsdCrossEntropy default (train.py passes none)
CLAMP = 1e-7         # timm's lower clamp of the mixture


def mark_aug_splits(b) -> None:
    """Declare the next op emitted into FuncBuilder `b` an aug-split reshape."""
    b.comment(AUG_SPLITS)


@dataclass
class JsdCrossEntropy(SoftTargetLoss):
    splits: int = 3                      # S, timm's num_splits (--aug-splits)
    alpha: float = ALPHA
    clamp: float = CLAMP                 # ε; a certificate example raises it so the clamp engages
    name: str = ""
    batch_coupled: ClassVar[bool] = True
    WHAT: ClassVar[str] = "JSD cross-entropy"

    @property
    def rows_per_example(self) -> int:
        return self.splits

    @property
    def text(self) -> str:
        """The banner's loss line."""
        return (f"loss: cross-entropy of the first of {self.splits} aug splits + {self.alpha!r} x the mean "
                f"Jensen-Shannon divergence of the splits' softmaxes, mixture clamped at {self.clamp!r} "
                f"(timm's JsdCrossEntropy)")

    def out_shape(self, x_shape):
        shape = super().out_shape(x_shape)
        if self.splits < 2 or x_shape[0] % self.splits:
            raise ValueError(f"{self.WHAT} over {self.splits} aug splits takes a row count that is a multiple "
                             f"of {self.splits} (at least 2 splits), got {x_shape[0]} rows")
        return shape

    def _blocks(self, b, v):
        """[S·N, K] -> [S, N, K], declared to the coupling pass."""
        rows, classes = v.type.shape
        mark_aug_splits(b)
        return b.reshape(v, (self.splits, rows // self.splits, classes))

    def forward(self, b, z, params, aux):
        self.out_shape(z.type.shape)
        z3, t0 = self._blocks(b, z), self._first_block(b, self._blocks(b, aux[TARGETS]))
        shape = z3.type.shape
        splits, rows = shape[0], shape[1]
        zs = b.sub(z3, b.broadcast_in_dim(b.reduce(z3, (2,), "max"), shape, (0, 1)))
        e = b.exp(zs)
        sum_e = b.broadcast_in_dim(b.reduce(e, (2,)), shape, (0, 1))
        log_p = b.sub(zs, b.log(sum_e))
        p = b.div(e, sum_e)
        summed = b.reduce(p, (0,))
        mixture = b.div(summed, b.scalar(splits, summed))
        above = b.compare(mixture, b.scalar(self.clamp, mixture), "GE")          # the clamp passes M
        log_mixture = b.log(b.select(above, mixture, b.scalar(self.clamp, mixture)))
        divergence = b.mul(p, b.sub(log_p, b.broadcast_in_dim(log_mixture, shape, (1, 2))))
        js = b.reduce(divergence, (0, 1, 2))
        js = b.div(b.mul(js, b.scalar(self.alpha, js)), b.scalar(splits * rows, js))
        ce = b.reduce(b.mul(t0, self._first_block(b, log_p)), (0, 1))
        ce = b.div(b.neg(ce), b.scalar(rows, ce))
        return b.add(ce, js), (p, log_p, log_mixture, above, t0)

    def _first_block(self, b, v3):
        """[S, N, K] -> the first split's [N, K]."""
        _, rows, classes = v3.type.shape
        return b.reshape(b.slice(v3, (0, 0, 0), (1, rows, classes)), (rows, classes))

    def _clamp_term(self, b, above, like):
        """[M < ε] as a float of `like`'s type: the term the clamp leaves in g."""
        return b.select(above, b.scalar(0.0, like), b.scalar(1.0, like))

    def _js_cotangent(self, b, p, log_p, log_mixture, above):
        """(α/(S·N)) · p ⊙ (g − ⟨p, g⟩), g = log p − log M̂ + [M < ε], per row of every split."""
        shape = p.type.shape
        g = b.sub(log_p, b.broadcast_in_dim(b.sub(log_mixture, self._clamp_term(b, above, log_mixture)),
                                            shape, (1, 2)))
        centred = b.sub(g, b.broadcast_in_dim(b.reduce(b.mul(p, g), (2,)), shape, (0, 1)))
        dz = b.mul(p, centred)
        return b.div(b.mul(dz, b.scalar(self.alpha, dz)), b.scalar(shape[0] * shape[1], dz))

    def _ce_cotangent(self, b, p, t0, divisor):
        """(p_0 · Σ_k t_0 − t_0) / divisor on the first split, zeros on the others: [S, N, K]."""
        splits, rows, classes = p.type.shape
        p0 = self._first_block(b, p)
        row_mass = b.broadcast_in_dim(b.reduce(t0, (1,)), t0.type.shape, (0,))
        d0 = b.div(b.sub(b.mul(p0, row_mass), t0), b.scalar(divisor, t0))
        zero = b.constant(0.0, p.type.dtype)
        return b.pad(b.broadcast_in_dim(d0, (1, rows, classes), (1, 2)), zero, (0, 0, 0), (splits - 1, 0, 0))

    def _rows(self, b, dz3, dy):
        """[S, N, K] -> [S·N, K] (declared), times dy unless None."""
        splits, rows, classes = dz3.type.shape
        mark_aug_splits(b)
        dz = b.reshape(dz3, (splits * rows, classes))
        return dz if dy is None else b.mul(b.broadcast_in_dim(dy, dz.type.shape, ()), dz)

    def backward(self, b, dy, saved, params, aux):
        p, log_p, log_mixture, above, t0 = saved
        dz3 = b.add(self._js_cotangent(b, p, log_p, log_mixture, above), self._ce_cotangent(b, p, t0, t0.type.shape[0]))
        return self._rows(b, dz3, dy), {}

    def reference(self):
        from ..reference import ops as R
        return lambda z, p, aux: R.jsd_cross_entropy(z, aux[TARGETS], self.splits, self.alpha, self.clamp)


WIDE_CLAMP = 0.2     # a mixture clamp that standard-normal logits over K = 5 cross (exact: 1/5)
# the symbolic level's clamp at K = 3 (exact: 1/4): each mixture element of the level's points (logits
# in ±4) falls under it at about one point in four, so its 48 points sample both pieces of every
# element; K = 4 took 4x the seconds (82 s against 21 s) for no other piece
SYMBOLIC_CLAMP = 0.25


def rules():
    return {"jsd_cross_entropy": {
        "symbolic": [Example(JsdCrossEntropy(splits=2), (2, 2), "S2 N1 K2"),
                     Example(JsdCrossEntropy(splits=3, clamp=SYMBOLIC_CLAMP), (3, 3), f"S3 N1 K3 clamp{SYMBOLIC_CLAMP}")],
        "autodiff": [Example(JsdCrossEntropy(), (12, 10), "S3 N4 K10"),
                     Example(JsdCrossEntropy(splits=2), (8, 1000), "S2 N4 K1000"),
                     Example(JsdCrossEntropy(clamp=WIDE_CLAMP), (12, 5), f"S3 N4 K5 clamp{WIDE_CLAMP}")],
        "batch": lambda B: Example(JsdCrossEntropy(clamp=WIDE_CLAMP), (3 * B, 5), f"S3 K5 clamp{WIDE_CLAMP}"),
    }}


class JsdClampGradientDropped(JsdCrossEntropy):
    """Mutant: the backward takes log M̂ as log M everywhere (no [M < ε] term where the clamp holds)."""

    def _clamp_term(self, b, above, like):
        return b.scalar(0.0, like)


class JsdCrossEntropyOnEverySplit(JsdCrossEntropy):
    """Mutant: the cross-entropy's cotangent on every split (the forward reads the first only)."""

    def _ce_cotangent(self, b, p, t0, divisor):
        splits, rows, classes = p.type.shape
        d0 = super()._ce_cotangent(b, p, t0, divisor)
        first = b.slice(d0, (0, 0, 0), (1, rows, classes))
        return b.concatenate([first] * splits, 0)


class JsdCrossEntropyOverAllRows(JsdCrossEntropy):
    """Mutant: the cross-entropy's cotangent divided by all S·N rows, not the first split's N."""

    def backward(self, b, dy, saved, params, aux):
        p, log_p, log_mixture, above, t0 = saved
        splits, rows, _ = p.type.shape
        dz3 = b.add(self._js_cotangent(b, p, log_p, log_mixture, above), self._ce_cotangent(b, p, t0, splits * rows))
        return self._rows(b, dz3, dy), {}


def mutants():
    return [
        Mutant("jsd_cross_entropy/clamp-gradient-dropped", JsdClampGradientDropped(clamp=WIDE_CLAMP), (3, 4)),
        Mutant("jsd_cross_entropy/cross-entropy-on-every-split", JsdCrossEntropyOnEverySplit(splits=2), (2, 2)),
        Mutant("jsd_cross_entropy/cross-entropy-over-all-rows", JsdCrossEntropyOverAllRows(splits=2), (2, 2)),
    ]
