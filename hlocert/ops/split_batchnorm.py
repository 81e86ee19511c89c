"""Split BatchNorm over NHWC aug splits, timm's SplitBatchNorm2d (--split-bn): forward, VJP,
certificate configs, mutants.

Under --aug-splits S the R = S·N rows of a batch are S blocks, block s holding every image's s-th
view (row s·N + n, the order timm's loader gives). In training mode each block is normalised by a
BatchNorm of its own: block 0 by the main set (γ, β, running statistics: `{name}.g`, ...), block
s > 0 by auxiliary set s (`{name}.aux_bn.{s−1}.g`, ..., timm's `aux_bn` ModuleList, so the names
map to timm's state_dict keys leaf by leaf). With every Σ over the block's N, H, W (M = N·H·W):
    μ_s = Σ x_s / M,  xc_s = x_s − μ_s,  S_s = Σ xc_s²,  rstd_s = rsqrt(S_s / M + eps),
    y_s = xc_s · rstd_s · g_s + b_s,
    running_mean_s ← (1 − m) · running_mean_s + m · μ_s,
    running_var_s  ← (1 − m) · running_var_s + m · S_s / (M − 1);
backward, per block, BatchNorm's coupled form on the block alone:
    db_s = Σ dy_s,  dg_s = Σ dy_s · x̂_s,  dx_s = g_s · rstd_s · (dy_s − db_s / M − x̂_s · dg_s / M).
The eps and momentum are the main BatchNorm's: timm's conversion builds every auxiliary BatchNorm2d
with them. The auxiliary sets start as copies of the main's (γ, β and running statistics: timm's
`convert_splitbn_model`; nets/base.py `split_bn_params`). Eval mode reads the main set only
(`eval_mode` is BatchNorm's eval twin, same name), as timm's SplitBatchNorm2d outside training.

Emitted on the [S, N, H, W, C] view of x: the two reshapes between [S·N, …] and [S, N, …] are
declared aug-split views (`mark_aug_splits`, the coupling pass's aug-split carve-out: the images are
the examples, axis 1), and each Σ over (N, H, W) of a block, one value per (split, channel), is a
declared batch statistic (`mark_batch_statistic`, the carve-out's per-split form): examples share
statistics only within their split. The per-set γ, β are stacked into [S, C] (concatenate), the
gradients sliced back out row by row. Staged (`StagedSplitBatchNorm`, a net's `bnstat` lowering
family): each Σ first per example over H, W, then the declared Σ over N, as StagedBatchNorm.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir.types import Array
from .base import Example, Mutant, scoped
from .batchnorm import BatchNorm, BatchNormEval, mark_batch_statistic
from .jsd import mark_aug_splits

CHANNELS = 4          # the channel axis of the [S, N, H, W, C] view
PER_SPLIT = (1, 2, 3)  # a block's N, H, W


def aux_set(split: int) -> str:
    """The parameter prefix of split `split`'s set: "" (the main BatchNorm) or timm's `aux_bn.{s−1}`."""
    return "" if split == 0 else f"aux_bn.{split - 1}"


@dataclass
class SplitBatchNorm(BatchNorm):
    """BatchNorm in training mode with its own statistics, γ, β and running statistics per aug split."""
    splits: int = 2

    @property
    def rows_per_example(self) -> int:
        return self.splits

    def _set_name(self, split: int, leaf: str) -> str:
        return self.pname(scoped(aux_set(split), leaf))

    def check_batch(self, x_shape):
        rows, h, w = x_shape[:3]
        if self.splits < 2 or rows % self.splits:
            raise ValueError(f"split BatchNorm {self.name!r} over {self.splits} aug splits takes a row count that "
                             f"is a multiple of {self.splits} (at least 2 splits), got {rows} rows")
        if rows // self.splits * h * w < 2:
            raise ValueError(f"split BatchNorm {self.name!r} in training mode needs N·H·W ≥ 2 values per channel "
                             f"in each of its {self.splits} splits, got shape {tuple(x_shape)}")

    def param_shapes(self, x_shape):
        self._check_rank(x_shape)
        return {self._set_name(s, leaf): (x_shape[-1],) for s in range(self.splits) for leaf in ("g", "b")}

    def aux_shapes(self, x_shape):
        return {n: (x_shape[-1],) for n in self.updates(x_shape)}

    def sample_aux(self, rng, x_shape):
        c = x_shape[-1]
        out = {}
        for s in range(self.splits):
            out[self._set_name(s, "running_mean")] = rng.standard_normal(c)
            out[self._set_name(s, "running_var")] = rng.uniform(0.5, 2.0, c)
        return out

    def updates(self, x_shape):
        return tuple(self._set_name(s, stat) for s in range(self.splits) for stat in ("running_mean", "running_var"))

    # -- helpers on the [S, N, H, W, C] view
    def _split(self, b, v):
        """[S·N, H, W, C] -> [S, N, H, W, C], declared to the coupling pass."""
        rows, *rest = v.type.shape
        mark_aug_splits(b)
        return b.reshape(v, (self.splits, rows // self.splits, *rest))

    def _join(self, b, v):
        """[S, N, H, W, C] -> [S·N, H, W, C], declared to the coupling pass."""
        splits, rows, *rest = v.type.shape
        mark_aug_splits(b)
        return b.reshape(v, (splits * rows, *rest))

    def _block_count(self, v):
        """M = N·H·W, the values per channel in one block."""
        return v.type.shape[1] * v.type.shape[2] * v.type.shape[3]

    def _statistic(self, b, v):
        """Σ of v over each block's N, H, W: [S, C], a declared batch statistic per split. Staged:
        first each example's Σ over H, W (`sum_hw`), then the declared Σ over N."""
        init = b.constant(0.0, v.type.dtype)
        axes = PER_SPLIT
        if self.staged:
            v = self._partial(b, v)
            axes = (1,)
        mark_batch_statistic(b)
        return b.emit("stablehlo.reduce", (v, init), {"dimensions": Array(axes)}, combiner="stablehlo.add")

    def _per_split(self, b, p, like):
        """A per-(split, channel) [S, C] value broadcast along `like`'s split and channel axes."""
        return b.broadcast_in_dim(p, like.type.shape, (0, CHANNELS))

    def _stacked(self, b, params, leaf):
        """[S, C]: row s is split s's set's `leaf` (γ or β)."""
        rows = [params[self._set_name(s, leaf)] for s in range(self.splits)]
        c = rows[0].type.shape[0]
        return b.concatenate([b.reshape(r, (1, c)) for r in rows], 0)

    def _row(self, b, v, split):
        """Row `split` of an [S, C] value, as [C]."""
        c = v.type.shape[1]
        return b.reshape(b.slice(v, (split, 0), (split + 1, c)), (c,))

    # -- emitters
    def forward(self, b, x, params, aux):
        self._check(x.type.shape)
        xs = self._split(b, x)
        m = self._block_count(xs)
        mean = self._per_count(b, self._statistic(b, xs), m)
        xc = b.sub(xs, self._per_split(b, mean, xs))
        sq = self._variance_sum(b, xs, xc)
        rstd = b.rsqrt(b.add(self._per_count(b, sq, m), b.scalar(self.eps, sq)))
        xhat = b.mul(xc, self._per_split(b, rstd, xs))
        g = self._stacked(b, params, "g")
        y = b.add(b.mul(xhat, self._per_split(b, g, xs)), self._per_split(b, self._stacked(b, params, "b"), xs))
        y = self._join(b, y)
        if self.recompute:      # the running statistics were updated once, by the forward
            return y, (xhat, rstd, g, None)
        return y, (xhat, rstd, g, self._new_running(b, aux, mean, self._unbiased(b, sq, m)))

    def _new_running(self, b, aux, mean, unbiased):
        """{running statistic of each set: its new value}, split s's from block s's statistics."""
        out = {}
        for s in range(self.splits):
            for stat, batch_value in (("running_mean", mean), ("running_var", unbiased)):
                name = self._set_name(s, stat)
                out[name] = self._running(b, aux[name], self._row(b, batch_value, self._source(s)))
        return out

    def _source(self, split: int) -> int:
        """The block whose statistics set `split`'s running statistics follow (a mutant's hook)."""
        return split

    def new_state(self, saved):
        return saved[3]

    def backward(self, b, dy, saved, params, aux):
        xhat, rstd, g, _ = saved
        dys = self._split(b, dy)
        m = self._block_count(dys)
        db = self._statistic(b, dys)
        dg = self._statistic(b, b.mul(dys, xhat))
        scale = self._per_split(b, b.mul(g, rstd), dys)
        centred = b.sub(dys, self._per_split(b, self._per_count(b, db, m), dys))
        dx = b.mul(scale, b.sub(centred, b.mul(xhat, self._per_split(b, self._per_count(b, dg, m), dys))))
        grads = {}
        for s in range(self.splits):
            grads[self._set_name(s, "g")] = self._row(b, dg, s)
            grads[self._set_name(s, "b")] = self._row(b, db, s)
        return self._join(b, dx), grads

    def _set_values(self, d, leaf):
        return [d[self._set_name(s, leaf)] for s in range(self.splits)]

    def reference(self):
        from ..reference import ops as R
        return lambda x, p, aux: R.split_batch_norm_train(
            x, self._set_values(p, "g"), self._set_values(p, "b"), self._set_values(aux, "running_mean"),
            self._set_values(aux, "running_var"), self.eps, self.momentum)[0]

    def state_reference(self):
        from ..reference import ops as R

        def state(x, p, aux):
            _, means, variances = R.split_batch_norm_train(
                x, self._set_values(p, "g"), self._set_values(p, "b"), self._set_values(aux, "running_mean"),
                self._set_values(aux, "running_var"), self.eps, self.momentum)
            out = {}
            for s in range(self.splits):
                out[self._set_name(s, "running_mean")] = means[s]
                out[self._set_name(s, "running_var")] = variances[s]
            return out
        return state

    def staged_twin(self) -> "SplitBatchNorm":
        return StagedSplitBatchNorm(name=self.name, eps=self.eps, momentum=self.momentum, replicas=self.replicas,
                                    recompute=self.recompute, splits=self.splits)

    def synced(self, replicas: int):
        raise ValueError(f"split BatchNorm {self.name!r} normalises each aug split by its own statistics; "
                         "SyncBatchNorm over replicas is not defined for it (timm asserts not --split-bn with "
                         "--sync-bn): drop +syncbn")


@dataclass
class StagedSplitBatchNorm(SplitBatchNorm):
    """SplitBatchNorm with each Σ in two stages: each example's Σ over H, W, then the declared Σ
    over the block's N (the same function, summed in another order)."""
    staged = True

    def staged_twin(self):
        return self


def split_batch_statistics(stage, splits: int):
    """`stage` (a net's chain) with every training-mode BatchNorm in it a SplitBatchNorm over
    `splits` aug splits at its name, eps and momentum (timm's `convert_splitbn_model`: every
    BatchNorm of the model); everything else as it was. Staged stays staged."""
    if isinstance(stage, BatchNorm) and not isinstance(stage, (BatchNormEval, SplitBatchNorm)):
        twin = SplitBatchNorm(name=stage.name, eps=stage.eps, momentum=stage.momentum, replicas=stage.replicas,
                              recompute=stage.recompute, splits=splits)
        return twin.staged_twin() if stage.staged else twin
    return stage.map_children(lambda s: split_batch_statistics(s, splits))


def rules():
    return {
        "split_batch_norm": {
            "symbolic": [Example(SplitBatchNorm(name="bn"), (4, 1, 1, 2), "S2 B4 1x1x2"),
                         Example(SplitBatchNorm(name="bn", splits=3), (3, 1, 2, 1), "S3 B3 1x2x1")],
            "autodiff": [Example(SplitBatchNorm(name="bn"), (8, 5, 5, 16), "S2 NHWC 5x5x16"),
                         Example(SplitBatchNorm(name="stem.bn", splits=3), (6, 4, 4, 8), "S3 NHWC 4x4x8")],
            "batch": lambda B: Example(SplitBatchNorm(name="bn"), (2 * B, 3, 3, 4), "S2 3x3x4"),
        },
        "split_batch_norm_staged": {
            "symbolic": [Example(StagedSplitBatchNorm(name="bn"), (4, 1, 2, 1), "S2 B4 1x2x1 staged")],
            "autodiff": [Example(StagedSplitBatchNorm(name="bn", splits=3), (6, 4, 4, 8), "S3 NHWC 4x4x8 staged")],
            "batch": lambda B: Example(StagedSplitBatchNorm(name="bn"), (2 * B, 3, 3, 4), "S2 3x3x4 staged"),
        },
    }


class SplitBatchNormSharedStatistics(SplitBatchNorm):
    """Mutant: every split normalised by the whole batch's statistics (timm without --split-bn),
    each split keeping its own γ, β."""

    def _statistic(self, b, v):
        whole = b.reduce(v, (0, 1, 2, 3))
        per = b.div(whole, b.scalar(self.splits, whole))
        return b.broadcast_in_dim(per, (self.splits, v.type.shape[-1]), (1,))


class SplitBatchNormMainAffineEverywhere(SplitBatchNorm):
    """Mutant: every split scaled and shifted by the main γ, β (the auxiliary ones read by no op)."""

    def _stacked(self, b, params, leaf):
        main = params[self._set_name(0, leaf)]
        return b.broadcast_in_dim(main, (self.splits, main.type.shape[0]), (1,))


class SplitBatchNormRunningFromFirstSplit(SplitBatchNorm):
    """Mutant: every set's running statistics follow the first split's batch statistics."""

    def _source(self, split):
        return 0


class SplitBatchNormInterleaved(SplitBatchNorm):
    """Mutant: the splits read as interleaved rows (row n·S + s of split s), not as blocks."""

    def _split(self, b, v):
        rows, *rest = v.type.shape
        mark_aug_splits(b)
        grid = b.reshape(v, (rows // self.splits, self.splits, *rest))
        return b.transpose(grid, (1, 0, 2, 3, 4))

    def _join(self, b, v):
        splits, rows, *rest = v.type.shape
        grid = b.transpose(v, (1, 0, 2, 3, 4))
        mark_aug_splits(b)
        return b.reshape(grid, (splits * rows, *rest))


def mutants():
    return [
        Mutant("split_batch_norm/shared-statistics", SplitBatchNormSharedStatistics(name="bn"), (4, 1, 2, 1)),
        Mutant("split_batch_norm/main-affine-everywhere", SplitBatchNormMainAffineEverywhere(name="bn"), (4, 1, 2, 1)),
        Mutant("split_batch_norm/running-from-first-split", SplitBatchNormRunningFromFirstSplit(name="bn"),
               (4, 1, 2, 1)),
        Mutant("split_batch_norm/interleaved-splits", SplitBatchNormInterleaved(name="bn"), (4, 1, 2, 1)),
    ]
