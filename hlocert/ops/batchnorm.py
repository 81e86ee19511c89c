"""BatchNorm over NHWC, per channel, in training and eval mode: forward, VJP, certificate configs,
mutants.

Training mode (PyTorch's `F.batch_norm(training=True)`), with M = N·H·W and every Σ over N, H, W:
    μ = Σ x / M,  xc = x − μ,  S = Σ xc²,  var = S / M (biased),  rstd = rsqrt(var + eps),
    x̂ = xc · rstd,  y = x̂ · g + b;
    running_mean ← (1 − m) · running_mean + m · μ,
    running_var  ← (1 − m) · running_var + m · S / (M − 1)   (unbiased),   m = momentum = 0.1.
Backward, the full batch-coupled form (every example's dx depends on the whole batch):
    db = Σ dy,  dg = Σ dy · x̂,  dx = g · rstd · (dy − db / M − x̂ · dg / M).
The four Σ are batch statistics: each is emitted right after `mark_batch_statistic`, the
declared carve-out of the coupling pass, and the stage declares `batch_coupled` (its batch
certificate is the coupled form, see certify/batch.py). The running statistics are step state:
aux inputs (`running_mean`, `running_var`) whose new values the forward returns (`updates`).

SyncBatchNorm (`replicas` R > 1; the render sets it for a `+syncbn` step): the statistics are those
of the global batch, M = R·N·H·W: each forward Σ is summed over the replicas (all_reduce) right
after its marked per-replica reduction, so μ, var and the running statistics are the global
batch's, equal on every replica. Backward, the Σ dy and Σ dy · x̂ inside dx are all-reduced too
(dx = g · rstd · (dy − ΣR dy / M − x̂ · ΣR dy·x̂ / M)), while dg and db stay the replica's own
sums, which the data-parallel mean then averages like every other gradient (PyTorch's
SyncBatchNorm backward, then DDP). Certified by the tie R replicas × B = 1 replica × R·B in
float64 (tests/render/test_syncbn.py): the loss, every gradient and the running statistics.

Staged (`StagedBatchNorm`, rule `batch_norm_staged`; a net's `bnstat` lowering family): each of
the four Σ as every example's Σ over H, W (in rows: over H, then W, `sum_hw`), then the declared
batch statistic over N of those [N, C] partial sums — the same function, for a lowerer that sums
one long reduce sequentially in float32 (IREE-CPU; docs/iree_batch_statistics.md).

Eval mode reads the running statistics as (unbatched) aux inputs and couples nothing:
    rstd = rsqrt(running_var + eps),  y = (x − running_mean) · rstd · g + b;
    dx = dy · rstd · g,  dg = Σ dy · x̂,  db = Σ dy.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace

from ..ir.types import Array
from .base import Example, Stage, sum_hw
from .registry import Mutant

# The coupling pass's one carve-out (certify/coupling.py): this comment line declares the op right
# after it a batch statistic. Only this rule emits it; the pass checks every use.
BATCH_STATISTIC = "coupling carve-out: batch statistic"


def mark_batch_statistic(b) -> None:
    """Declare the next op emitted into FuncBuilder `b` a batch statistic."""
    b.comment(BATCH_STATISTIC)


@dataclass
class BatchNorm(Stage):
    """BatchNorm in training mode (batch statistics; updates the running statistics)."""
    name: str = ""
    eps: float = 1e-5
    momentum: float = 0.1
    replicas: int = 1           # > 1: SyncBatchNorm, statistics summed over this many replicas
    recompute: bool = False     # a `+remat` recompute (ops/remat.py): the batch statistics, no running update
    batch_coupled = True
    channel_axis = 3            # NHWC
    staged = False              # StagedBatchNorm: each Σ in two stages

    def _check_rank(self, x_shape):
        if len(x_shape) != 4:
            raise ValueError(f"BatchNorm {self.name!r} takes NHWC (rank 4), got shape {x_shape}")

    def check_batch(self, x_shape):
        n, h, w = x_shape[:3]
        if n * h * w < 2:
            raise ValueError(f"BatchNorm {self.name!r} in training mode needs N·H·W ≥ 2 values per channel "
                             f"(the unbiased running variance divides by N·H·W − 1), got shape {tuple(x_shape)}: "
                             f"its map is {h}×{w}, so the batch must be at least {-(-2 // (h * w))}")

    def _check(self, x_shape):
        self._check_rank(x_shape)
        self.check_batch(x_shape)

    def param_shapes(self, x_shape):
        # Per channel, whatever the batch: the batch is judged by `check_batch` (and the forward).
        self._check_rank(x_shape)
        return {self.pname("g"): (x_shape[-1],), self.pname("b"): (x_shape[-1],)}

    def aux_shapes(self, x_shape):
        return {self.pname("running_mean"): (x_shape[-1],), self.pname("running_var"): (x_shape[-1],)}

    def sample_aux(self, rng, x_shape):
        c = x_shape[-1]
        return {self.pname("running_mean"): rng.standard_normal(c),
                self.pname("running_var"): rng.uniform(0.5, 2.0, c)}

    def updates(self, x_shape):
        return (self.pname("running_mean"), self.pname("running_var"))

    def eval_mode(self):
        """The eval twin: the same name, eps and momentum, normalising by the running statistics."""
        return BatchNormEval(name=self.name, eps=self.eps, momentum=self.momentum)

    # -- helpers
    def _axes(self, v):
        return tuple(a for a in range(v.type.rank) if a != self.channel_axis)

    def _channel(self, b, p, like):
        """A per-channel [C] value broadcast along `like`'s channel axis."""
        return b.broadcast_in_dim(p, like.type.shape, (self.channel_axis,))

    def _count(self, v):
        """Values per channel in the (global, under SyncBatchNorm) batch."""
        n = self.replicas
        for a in self._axes(v):
            n *= v.type.shape[a]
        return n

    def _statistic(self, b, v):
        """Σ of v over every axis but the channel axis: a declared batch statistic. Staged: first
        each example's Σ over its other axes (no example meets another), then the declared Σ of
        those [N, C] partial sums over N."""
        init = b.constant(0.0, v.type.dtype)
        axes = self._axes(v)
        if self.staged:
            v = self._partial(b, v)
            axes = (0,)
        mark_batch_statistic(b)
        return b.emit("stablehlo.reduce", (v, init), {"dimensions": Array(axes)}, combiner="stablehlo.add")

    def _partial(self, b, v):
        """The staged statistic's first stage: each example's Σ of v over H, W, in rows (`sum_hw`)."""
        return sum_hw(b, v)

    def _global(self, b, s):
        """A per-replica statistic summed over the replicas (SyncBatchNorm), else itself."""
        return b.all_reduce_sum(s, self.replicas) if self.replicas > 1 else s

    def synced(self, replicas: int) -> "BatchNorm":
        """This BatchNorm with its statistics over `replicas` replicas' global batch."""
        return replace(self, replicas=replicas)

    def staged_twin(self) -> "BatchNorm":
        """This BatchNorm with each statistic summed in two stages (`staged_batch_statistics`)."""
        return self if self.staged else StagedBatchNorm(**{f.name: getattr(self, f.name) for f in fields(self)})

    def _per_count(self, b, s, n):
        return b.div(s, b.scalar(n, s))

    # -- emitters
    def _variance_sum(self, b, x, xc):
        return self._statistic(b, b.mul(xc, xc))

    def forward(self, b, x, params, aux):
        self._check(x.type.shape)
        m = self._count(x)
        mean = self._per_count(b, self._global(b, self._statistic(b, x)), m)
        xc = b.sub(x, self._channel(b, mean, x))
        sq = self._global(b, self._variance_sum(b, x, xc))
        var = self._per_count(b, sq, m)
        rstd = b.rsqrt(b.add(var, b.scalar(self.eps, var)))
        xhat = b.mul(xc, self._channel(b, rstd, x))
        g = params[self.pname("g")]
        y = b.add(b.mul(xhat, self._channel(b, g, x)), self._channel(b, params[self.pname("b")], x))
        if self.recompute:      # the running statistics were updated once, by the forward
            return y, (xhat, rstd, g, None)
        running = (self._running(b, aux[self.pname("running_mean")], mean),
                   self._running(b, aux[self.pname("running_var")], self._unbiased(b, sq, m)))
        return y, (xhat, rstd, g, running)

    def _unbiased(self, b, sq, m):
        return self._per_count(b, sq, m - 1)

    def _running(self, b, old, batch_value):
        keep = b.mul(old, b.scalar(1 - self.momentum, old))
        return b.add(keep, b.mul(batch_value, b.scalar(self.momentum, batch_value)))

    def new_state(self, saved):
        running_mean, running_var = saved[3]
        return {self.pname("running_mean"): running_mean, self.pname("running_var"): running_var}

    def _input_cotangent(self, b, dy, xhat, rstd, g, db, dg):
        m = self._count(dy)
        scale = self._channel(b, b.mul(g, rstd), dy)
        centred = b.sub(dy, self._channel(b, self._per_count(b, db, m), dy))
        return b.mul(scale, b.sub(centred, b.mul(xhat, self._channel(b, self._per_count(b, dg, m), dy))))

    def backward(self, b, dy, saved, params, aux):
        xhat, rstd, g, _ = saved
        db = self._statistic(b, dy)
        dg = self._statistic(b, b.mul(dy, xhat))
        dx = self._input_cotangent(b, dy, xhat, rstd, g, self._global(b, db), self._global(b, dg))
        return dx, {self.pname("g"): dg, self.pname("b"): db}

    def _names(self):
        return tuple(self.pname(k) for k in ("g", "b", "running_mean", "running_var"))

    def reference(self):
        from ..reference import ops as R
        g, bn, rm, rv = self._names()
        return lambda x, p, aux: R.batch_norm_train(x, p[g], p[bn], aux[rm], aux[rv], self.eps, self.momentum)[0]

    def state_reference(self):
        from ..reference import ops as R
        g, bn, rm, rv = self._names()

        def state(x, p, aux):
            _, new_mean, new_var = R.batch_norm_train(x, p[g], p[bn], aux[rm], aux[rv], self.eps, self.momentum)
            return {rm: new_mean, rv: new_var}
        return state


@dataclass
class StagedBatchNorm(BatchNorm):
    """BatchNorm in training mode with each batch Σ (μ's, S's, and the VJP's Σ dy, Σ dy · x̂) in two
    stages: every example's Σ over H, W (over H, then W: `sum_hw`), then the declared batch
    statistic, the Σ over N of those [N, C] partial sums. The same function (a sum in another
    order); for a lowerer that sums a long reduction sequentially in float32
    (`staged_batch_statistics`)."""
    staged = True


@dataclass
class BatchNormEval(BatchNorm):
    """BatchNorm in eval mode (running statistics; couples nothing, updates nothing)."""
    batch_coupled = False

    def check_batch(self, x_shape):
        """Any batch: eval mode reads the running statistics, not the batch's."""

    def updates(self, x_shape):
        return ()

    def state_names(self, x_shape):
        return (self.pname("running_mean"), self.pname("running_var"))

    def eval_mode(self):
        return self

    def forward(self, b, x, params, aux):
        self._check(x.type.shape)
        rv = aux[self.pname("running_var")]
        rstd = b.rsqrt(b.add(rv, b.scalar(self.eps, rv)))
        xhat = b.mul(b.sub(x, self._channel(b, aux[self.pname("running_mean")], x)), self._channel(b, rstd, x))
        g = params[self.pname("g")]
        y = b.add(b.mul(xhat, self._channel(b, g, x)), self._channel(b, params[self.pname("b")], x))
        return y, (xhat, rstd, g)

    def backward(self, b, dy, saved, params, aux):
        xhat, rstd, g = saved
        axes = self._axes(dy)
        dx = b.mul(dy, self._channel(b, b.mul(rstd, g), dy))
        return dx, {self.pname("g"): b.reduce(b.mul(dy, xhat), axes), self.pname("b"): b.reduce(dy, axes)}

    def reference(self):
        from ..reference import ops as R
        g, bn, rm, rv = self._names()
        return lambda x, p, aux: R.batch_norm_eval(x, p[g], p[bn], aux[rm], aux[rv], self.eps)


def sync_batch_statistics(stage, replicas: int):
    """`stage` (a net's chain) with every training-mode BatchNorm in it a SyncBatchNorm over
    `replicas` replicas; everything else as it was."""
    if isinstance(stage, BatchNorm) and not isinstance(stage, BatchNormEval):
        return stage.synced(replicas)
    return stage.map_children(lambda s: sync_batch_statistics(s, replicas))


def staged_batch_statistics(stage):
    """`stage` (a net's chain) with every training-mode BatchNorm's statistics summed in two stages
    (`StagedBatchNorm`): the same function, summed in another order. A compiler that sums one long
    reduction sequentially in float32 (IREE on CPU: BENCHMARKS.md, "Accuracy of long f32 sums on
    IREE") loses ~√M roundings of accuracy in each Σ over M = N·H·W values; staged, each sum is H·W
    long, then N. Why it matters beyond rounding: a ReLU / ReLU6 whose input sits within that error
    of a kink takes the other subgradient, which moves the gradient by O(1) in that element
    (docs/iree_batch_statistics.md)."""
    if isinstance(stage, BatchNorm) and not isinstance(stage, BatchNormEval):
        return stage.staged_twin()
    return stage.map_children(staged_batch_statistics)


def set_batchnorm_constants(stage, eps: float, momentum: float):
    """`stage` (a net's chain) with every BatchNorm in it at `eps` and `momentum` (timm's --bn-eps and
    --bn-momentum, which its train.py sets on every BatchNorm layer of the model); everything else,
    and a BatchNorm already at them, as it was."""
    if isinstance(stage, BatchNorm):
        return stage if (stage.eps, stage.momentum) == (eps, momentum) else replace(stage, eps=eps, momentum=momentum)
    return stage.map_children(lambda s: set_batchnorm_constants(s, eps, momentum))


def rules():
    return {
        "batch_norm": {
            "symbolic": [Example(BatchNorm(name="bn"), (2, 1, 1, 2), "B2 1x1x2"),
                         Example(BatchNorm(name="bn"), (2, 2, 1, 1), "B2 2x1x1")],
            "autodiff": [Example(BatchNorm(name="bn"), (4, 7, 7, 32), "NHWC 7x7x32"),
                         Example(BatchNorm(name="stem.bn"), (2, 8, 8, 8), "NHWC 8x8x8")],
            "batch": lambda B: Example(BatchNorm(name="bn"), (B, 3, 3, 4), "3x3x4"),
        },
        "batch_norm_staged": {
            "symbolic": [Example(StagedBatchNorm(name="bn"), (2, 1, 2, 2), "B2 1x2x2 staged")],
            "autodiff": [Example(StagedBatchNorm(name="bn"), (4, 7, 7, 32), "NHWC 7x7x32 staged")],
            "batch": lambda B: Example(StagedBatchNorm(name="bn"), (B, 3, 3, 4), "3x3x4 staged"),
        },
        "batch_norm_eval": {
            "symbolic": [Example(BatchNormEval(name="bn"), (2, 1, 2, 2), "B2 1x2x2")],
            "autodiff": [Example(BatchNormEval(name="bn"), (4, 7, 7, 32), "NHWC 7x7x32")],
            "batch": lambda B: Example(BatchNormEval(name="bn"), (B, 3, 3, 4), "3x3x4"),
        },
    }


class BatchNormVarianceWithoutMean(BatchNorm):
    """Mutant: the variance is Σ x² / M, the mean term (x − μ) left out."""

    def _variance_sum(self, b, x, xc):
        return self._statistic(b, b.mul(x, x))


class BatchNormRunningVarBiased(BatchNorm):
    """Mutant: the running variance is updated with the biased batch variance S / M."""

    def _unbiased(self, b, sq, m):
        return self._per_count(b, sq, m)


class BatchNormGradWithoutBatchMeans(BatchNorm):
    """Mutant: dx = g · rstd · dy, the batch-mean terms db / M and x̂ · dg / M dropped."""

    def _input_cotangent(self, b, dy, xhat, rstd, g, db, dg):
        return b.mul(dy, self._channel(b, b.mul(g, rstd), dy))


class BatchNormStatsOverWrongAxes(BatchNorm):
    """Mutant: statistics over N, W, C per H row (NHWC read as NCHW: axis 1 taken for channels)."""
    channel_axis = 1


class BatchNormStagedPartialMean(StagedBatchNorm):
    """Mutant: the staged statistic's first stage a mean over H, W, not a sum (μ and S off by H·W)."""

    def _partial(self, b, v):
        s = super()._partial(b, v)
        return b.div(s, b.scalar(v.type.shape[1] * v.type.shape[2], s))


class BatchNormStagedUndeclared(StagedBatchNorm):
    """Mutant: the staged statistic's batch stage not declared a batch statistic (an unmarked Σ
    over N meeting the batch: the coupling certificate's violation)."""

    def _statistic(self, b, v):
        init = b.constant(0.0, v.type.dtype)
        part = self._partial(b, v)
        return b.emit("stablehlo.reduce", (part, init), {"dimensions": Array((0,))}, combiner="stablehlo.add")


class BatchNormEvalWithBatchStatistics(BatchNormEval):
    """Mutant: eval mode normalises with the batch statistics (the training forward and VJP)."""
    forward = BatchNorm.forward
    backward = BatchNorm.backward


def mutants():
    return [
        Mutant("batch_norm_eval/batch-statistics", BatchNormEvalWithBatchStatistics(name="bn"), (2, 2, 1, 2)),
        Mutant("batch_norm/variance-without-mean", BatchNormVarianceWithoutMean(name="bn"), (2, 2, 1, 2)),
        Mutant("batch_norm/running-var-biased", BatchNormRunningVarBiased(name="bn"), (2, 2, 1, 2)),
        Mutant("batch_norm/grad-without-batch-means", BatchNormGradWithoutBatchMeans(name="bn"), (2, 2, 1, 2)),
        Mutant("batch_norm_staged/partial-mean", BatchNormStagedPartialMean(name="bn"), (2, 1, 2, 2)),
        Mutant("batch_norm_staged/undeclared", BatchNormStagedUndeclared(name="bn"), (2, 1, 2, 2)),
        # H = C, so that the per-row statistics have the per-channel shape and the rule runs.
        Mutant("batch_norm/stats-over-wrong-axes", BatchNormStatsOverWrongAxes(name="bn"), (2, 2, 1, 2)),
    ]
