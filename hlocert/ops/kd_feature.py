"""Feature knowledge distillation, the distillation term of timm's `FeatureDistillationTask`
(--kd-model-name, --kd-distill-type feature): a trainable projection of the student's pooled pre-logits
features onto the teacher's width, and the mean squared error to the teacher's pooled features; forward,
VJP, certificate configs, mutants.

Input: the student's pooled features h [B, D_s] (its forward up to the head's input, timm's
`forward_head(..., pre_logits=True)`). With a projection (the widths differ, timm's `nn.Linear(D_s, D_t)`),
params P [D_s, D_t] and c [D_t] (`kd.proj.w`, `kd.proj.b`) and s = h·P + c; without (equal widths)
s = h. One aux input, the teacher's pooled features f [B, D_t] of the same augmented batch (its eval
forward truncated before its head, computed before the step: an input, never differentiated).
    loss = (1/(B·D_t)) Σ_bj (s_bj − f_bj)²
(timm's `F.mse_loss(s, f)`: the mean over every element). The task loss and the weights w_t, w_d are
the step's (render: the two terms' cotangents, w_t into the head's cross-entropy, w_d into this rule).

Backward (dy the scalar cotangent; None means 1): g = dy · 2 (s − f)/(B·D_t);
    dh = g·Pᵀ, dP = hᵀ·g, dc = Σ_b g      (without a projection, dh = g).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from .base import Chain, Example, Mutant, Stage
from .dense import Dense
from .loss import TARGETS, SoftmaxCrossEntropy, sample_soft_targets

TEACHER = "teacher"       # the aux input (and the train step's argument) holding the teacher's pooled features
PROJECTION = "kd.proj"    # the projection's parameter prefix


@dataclass
class FeatureDistillation(Stage):
    teacher_dim: int
    project: bool = True
    name: str = PROJECTION

    def _check(self, x_shape):
        if len(x_shape) != 2:
            raise ValueError(f"feature distillation takes pooled features [B, D], got shape {x_shape}")
        if not self.project and x_shape[1] != self.teacher_dim:
            raise ValueError(f"feature distillation without a projection takes the teacher's width "
                             f"{self.teacher_dim}, got {x_shape[1]}")

    def param_shapes(self, x_shape):
        self._check(x_shape)
        if not self.project:
            return {}
        return {self.pname("w"): (x_shape[1], self.teacher_dim), self.pname("b"): (self.teacher_dim,)}

    def out_shape(self, x_shape):
        self._check(x_shape)
        return ()

    def aux_shapes(self, x_shape):
        return {TEACHER: (x_shape[0], self.teacher_dim)}

    def sample_aux(self, rng, x_shape):
        return {TEACHER: rng.standard_normal((x_shape[0], self.teacher_dim))}

    def _project(self, b, h, params):
        if not self.project:
            return h
        s = b.dot_general(h, params[self.pname("w")], contract=((1,), (0,)))
        return b.add(s, b.broadcast_in_dim(params[self.pname("b")], s.type.shape, [1]))

    def forward(self, b, h, params, aux):
        self._check(h.type.shape)
        diff = b.sub(self._project(b, h, params), aux[TEACHER])
        total = b.reduce(b.mul(diff, diff), (0, 1))
        batch, dim = diff.type.shape
        return b.div(total, b.scalar(batch * dim, total)), (h, diff)

    def _feature_cotangent(self, b, dy, diff):
        """dy · 2 (s − f)/(B·D_t)."""
        batch, dim = diff.type.shape
        g = b.mul(diff, b.scalar(2.0 / (batch * dim), diff))
        return g if dy is None else b.mul(b.broadcast_in_dim(dy, g.type.shape, ()), g)

    def backward(self, b, dy, saved, params, aux):
        h, diff = saved
        g = self._feature_cotangent(b, dy, diff)
        if not self.project:
            return g, {}
        dh = b.dot_general(g, params[self.pname("w")], contract=((1,), (1,)))
        return dh, {self.pname("w"): b.dot_general(h, g, contract=((0,), (0,))),
                    self.pname("b"): b.reduce(g, (0,))}

    def reference(self):
        from ..reference import ops as R
        w, c = self.pname("w"), self.pname("b")
        if self.project:
            return lambda h, p, aux: R.feature_distillation(h, p[w], p[c], aux[TEACHER])
        return lambda h, p, aux: R.feature_distillation(h, None, None, aux[TEACHER])


def split_at_head(chain: Chain) -> tuple[Chain, Chain]:
    """(body, head) of a net's chain: the head its last Dense (found through trailing sub-chains), the body
    everything before it (timm's forward_features + forward_head(pre_logits=True): pooling, the head's norm
    and dropout), each wrapped in the chains that held it so that every parameter keeps its name; body then
    head is the chain's forward. ValueError for a chain that does not end in a Dense."""
    last = chain.stages[-1] if isinstance(chain, Chain) and chain.stages else None
    if isinstance(last, Dense):
        return replace(chain, stages=list(chain.stages[:-1])), replace(chain, stages=[last])
    if isinstance(last, Chain):
        body, head = split_at_head(last)
        return replace(chain, stages=[*chain.stages[:-1], body]), replace(chain, stages=[head])
    raise ValueError("its chain does not end in a dense classifier head, so it has no pooled pre-logits features")


def _leaves(stage: Stage, x_shape) -> list:
    """(stage, its input shape) of every stage of `stage` that is not a Chain, in order."""
    if not isinstance(stage, Chain):
        return [(stage, tuple(x_shape))]
    out = []
    for s in stage.stages:
        out += _leaves(s, x_shape)
        x_shape = s.out_shape(x_shape)
    return out


def rerun_head(body: Chain, x_shape) -> str | None:
    """What in the body's pooled tail (the stages on pooled [B, C] features before the head: timm's
    forward_head up to pre_logits) would not be the same run twice — timm's FeatureDistillationTask runs
    the student's forward_head twice, once for the logits and once for the pre-logits features: a dropout
    draws two masks, a BatchNorm updates its running statistics twice — or None where running it once, as
    the render does, is timm's result."""
    for stage, shape in reversed(_leaves(body, x_shape)):
        if len(shape) != 2:
            return None
        if stage.updates(shape):
            return "a BatchNorm on the pooled features (timm updates its running statistics twice a step)"
        if stage.aux_shapes(shape):
            return "a dropout on the pooled features (timm draws it twice a step, once per branch)"
    return None


@dataclass
class FeatureDistillationTask(Stage):
    """timm's FeatureDistillationTask loss on the student's pooled features h: its head (the net's last
    stage, h → logits z) then the task loss against the targets, and `distill` on h itself,
        loss = w_t · task(head(h)) + w_d · distill(h),
    a combinator of certified rules (the two terms' VJPs run at cotangents dy·w_t and dy·w_d; h's two
    cotangents add, the fan-out's sum). The render's loss stage under `+kdf{D}`: the net's chain runs to
    the head's input, this stage does the rest; params: the head's and the projection's."""
    head: Stage
    distill: FeatureDistillation
    task: Stage = None
    task_weight: float = 1.0
    distill_weight: float = 1.0

    def __post_init__(self):
        if self.task is None:
            self.task = SoftmaxCrossEntropy()

    @property
    def text(self) -> str:
        """The banner's loss line."""
        proj = (f"projected by a trained linear map onto the teacher's {self.distill.teacher_dim}"
                if self.distill.project else f"at the teacher's width {self.distill.teacher_dim}")
        return (f"loss: {self.task_weight!r} x softmax cross-entropy against soft targets + {self.distill_weight!r} x "
                f"the mean squared error of the student's pooled features ({proj}) to the teacher's, the teacher's "
                f"features an input (timm's FeatureDistillationTask)")

    def param_shapes(self, x_shape):
        return {**self.head.param_shapes(x_shape), **self.distill.param_shapes(x_shape)}

    def out_shape(self, x_shape):
        self.task.out_shape(self.head.out_shape(x_shape))
        return self.distill.out_shape(x_shape)

    def aux_shapes(self, x_shape):
        return {**self.task.aux_shapes(self.head.out_shape(x_shape)), **self.distill.aux_shapes(x_shape)}

    def sample_aux(self, rng, x_shape):
        return {**self.task.sample_aux(rng, self.head.out_shape(x_shape)), **self.distill.sample_aux(rng, x_shape)}

    def _weighted(self, b, dy, weight, like):
        w = b.scalar(weight, like)
        return w if dy is None else b.mul(dy, w)

    def forward(self, b, h, params, aux):
        z, head_saved = self.head.forward(b, h, params, aux)
        task, task_saved = self.task.forward(b, z, {}, aux)
        kd, kd_saved = self.distill.forward(b, h, params, aux)
        loss = b.add(b.mul(task, b.scalar(self.task_weight, task)), b.mul(kd, b.scalar(self.distill_weight, kd)))
        return loss, (head_saved, task_saved, kd_saved, loss)

    def backward(self, b, dy, saved, params, aux):
        head_saved, task_saved, kd_saved, loss = saved
        dz, _ = self.task.backward(b, self._weighted(b, dy, self.task_weight, loss), task_saved, {}, aux)
        dh_head, grads = self.head.backward(b, dz, head_saved, params, aux)
        dh_kd, kd_grads = self.distill.backward(b, self._weighted(b, dy, self.distill_weight, loss), kd_saved,
                                                params, aux)
        return b.add(dh_head, dh_kd), {**grads, **kd_grads}

    def reference(self):
        head, task, distill = self.head.reference(), self.task.reference(), self.distill.reference()
        return lambda h, p, aux: (self.task_weight * task(head(h, p, aux), p, aux)
                                  + self.distill_weight * distill(h, p, aux))


def _task(teacher_dim=3, project=True, classes=3, **weights):
    return FeatureDistillationTask(Dense(classes, name="head"), FeatureDistillation(teacher_dim, project), **weights)


# timm's complementary weight mode (w_t = 0.25, w_d = 0.75): a swapped or dropped weight changes the gradient
COMPLEMENTARY = dict(task_weight=0.25, distill_weight=0.75)


def rules():
    return {"feature_distillation": {
        "symbolic": [Example(FeatureDistillation(3), (2, 2), "B2 D2->3"),
                     Example(FeatureDistillation(2, project=False), (2, 2), "B2 D2 (no projection)")],
        "autodiff": [Example(FeatureDistillation(24), (8, 16), "B8 D16->24"),
                     Example(FeatureDistillation(8), (4, 32), "B4 D32->8"),
                     Example(FeatureDistillation(16, project=False), (8, 16), "B8 D16 (no projection)")],
        "batch": lambda B: Example(FeatureDistillation(6), (B, 4), "D4->6"),
    }, "feature_distillation_task": {
        "symbolic": [Example(_task(**COMPLEMENTARY), (2, 2), "B2 D2->3 K3 w0.25/0.75")],
        "autodiff": [Example(_task(24, classes=10), (8, 16), "B8 D16->24 K10"),
                     Example(_task(16, False, 10, **COMPLEMENTARY), (8, 16), "B8 D16 K10 (no projection) w0.25/0.75")],
        "batch": lambda B: Example(_task(6, classes=5, **COMPLEMENTARY), (B, 4), "D4->6 K5 w0.25/0.75"),
    }}


class KdfHalfGradient(FeatureDistillation):
    """Mutant: the square's derivative without its 2 ((s − f)/(B·D), not 2(s − f)/(B·D))."""

    def _feature_cotangent(self, b, dy, diff):
        return b.mul(super()._feature_cotangent(b, dy, diff), b.scalar(0.5, diff))


class KdfBatchMean(FeatureDistillation):
    """Mutant: the backward means over the batch only (2(s − f)/B: the loss's 1/D_t forgotten)."""

    def _feature_cotangent(self, b, dy, diff):
        return b.mul(super()._feature_cotangent(b, dy, diff), b.scalar(diff.type.shape[1], diff))


class KdfBiasGradFirstRow(FeatureDistillation):
    """Mutant: the projection's bias gradient from the first row only (the batch sum forgotten)."""

    def backward(self, b, dy, saved, params, aux):
        dh, grads = super().backward(b, dy, saved, params, aux)
        g = self._feature_cotangent(b, dy, saved[1])
        grads[self.pname("b")] = b.reduce(b.slice(g, [0, 0], [1, g.type.shape[1]]), (0,))
        return dh, grads


class KdfTaskWeightsSwapped(FeatureDistillationTask):
    """Mutant: the backward weighs the task term by w_d and the distillation term by w_t."""

    def backward(self, b, dy, saved, params, aux):
        swapped = FeatureDistillationTask(self.head, self.distill, self.task, self.distill_weight, self.task_weight)
        return swapped.backward(b, dy, saved, params, aux)


class KdfHeadPathOnly(FeatureDistillationTask):
    """Mutant: h's cotangent from the head alone (the fan-out's distillation branch not added)."""

    def backward(self, b, dy, saved, params, aux):
        dh, grads = super().backward(b, dy, saved, params, aux)
        dz, _ = self.task.backward(b, self._weighted(b, dy, self.task_weight, saved[3]), saved[1], {}, aux)
        return self.head.backward(b, dz, saved[0], params, aux)[0], grads


def mutants():
    return [
        Mutant("feature_distillation_task/weights-swapped", KdfTaskWeightsSwapped(
            Dense(3, name="head"), FeatureDistillation(3), **COMPLEMENTARY), (2, 2)),
        Mutant("feature_distillation_task/head-path-only", KdfHeadPathOnly(
            Dense(3, name="head"), FeatureDistillation(3)), (2, 2)),
        Mutant("feature_distillation/half-gradient", KdfHalfGradient(3), (2, 2)),
        Mutant("feature_distillation/batch-mean", KdfBatchMean(3), (2, 2)),
        Mutant("feature_distillation/bias-grad-first-row", KdfBiasGradFirstRow(3), (2, 2)),
    ]
