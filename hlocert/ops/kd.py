"""Logit knowledge distillation, timm's `LogitDistillationTask` loss (--kd-model-name, --kd-distill-type
logit): the task loss plus a temperature-softened KL divergence to a teacher's logits; forward, VJP,
certificate configs, mutants.

Student logits z [B, K]; two aux inputs: the targets t [B, K] (the host's soft rows, as softmax
cross-entropy takes them) and the teacher's logits u [B, K] (the eval forward of another net on the
same augmented batch, computed before the step: an input, never differentiated). With temperature T,
log q = log_softmax(z/T), log r = log_softmax(u/T) (both max-subtracted), and the weights w_t, w_d,
    loss = w_t · ( −(1/B) Σ_bk t_bk · log_softmax(z)_bk )  +  w_d · T² · (1/B) Σ_bk r_bk · (log r_bk − log q_bk)
(timm's: its criterion on the student's logits, plus `kl_div(log q, log r, reduction='batchmean',
log_target=True)` times T²; r·(log r − log q) with r = exp(log r) is kl_div's log-target form, which
has no 0·log 0 to special-case). The weights are timm's resolved ones (recipe.kd_weights): both
given, each its own; only the task weight w, then w_d = 1 − w; only the distill weight, w_t = 1;
neither, both 1.

Backward (dy the scalar cotangent; `backward(dy=None)` means dy = 1, the train step's root). The KL
term's derivative in z is (T²/B) · (1/T) · (q · Σ_k r − r), the softmax VJP at z/T with the chain
rule's 1/T; written with Σ_k r (1 in exact arithmetic) it is exact whatever rounding leaves in r's
row sums, as loss.py's cross-entropy is exact for any target rows:
    dz = dy · ( w_t · (p · Σ_k t − t)/B  +  w_d · (T/B) · (q · Σ_k r − r) ),   p = softmax(z).
The teacher's logits take no gradient (timm computes them under no_grad).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Example, Mutant
from .loss import TARGETS, SoftTargetLoss, sample_soft_targets

TEACHER = "teacher"       # the aux input (and the train step's argument) holding the teacher's logits
TEMPERATURE = 4.0         # timm's train.py --kd-temperature default


@dataclass
class LogitDistillation(SoftTargetLoss):
    temperature: float = TEMPERATURE
    task_weight: float = 1.0
    distill_weight: float = 1.0
    name: str = ""
    WHAT: ClassVar[str] = "logit distillation"

    @property
    def text(self) -> str:
        """The banner's loss line."""
        return (f"loss: {self.task_weight!r} x softmax cross-entropy against soft targets + {self.distill_weight!r} x "
                f"T^2 x KL(teacher || student) of the logits softened at T = {self.temperature!r}, both mean over the "
                f"batch; the teacher's logits an input (timm's LogitDistillationTask)")

    def aux_shapes(self, x_shape):
        return {TARGETS: tuple(x_shape), TEACHER: tuple(x_shape)}

    def sample_aux(self, rng, x_shape):
        """Soft target rows and teacher logits spread enough (σ = 2) that softening at T matters."""
        return {TARGETS: sample_soft_targets(rng, *x_shape), TEACHER: 2.0 * rng.standard_normal(x_shape)}

    def _log_softmax(self, b, v):
        """(log_softmax(v), softmax(v)) per row, max-subtracted."""
        shape = v.type.shape
        vs = b.sub(v, b.broadcast_in_dim(b.reduce(v, (1,), "max"), shape, (0,)))
        e = b.exp(vs)
        sum_e = b.broadcast_in_dim(b.reduce(e, (1,)), shape, (0,))
        return b.sub(vs, b.log(sum_e)), b.div(e, sum_e)

    def _soften(self, b, v):
        return b.div(v, b.scalar(self.temperature, v))

    def forward(self, b, z, params, aux):
        self.out_shape(z.type.shape)
        t, u = aux[TARGETS], aux[TEACHER]
        batch = z.type.shape[0]
        log_p, p = self._log_softmax(b, z)
        task = b.reduce(b.mul(t, log_p), (0, 1))
        task = b.div(b.neg(task), b.scalar(batch, task))
        log_q, q = self._log_softmax(b, self._soften(b, z))
        log_r, r = self._log_softmax(b, self._soften(b, u))
        kl = b.reduce(b.mul(r, b.sub(log_r, log_q)), (0, 1))
        kl = b.div(b.mul(kl, b.scalar(self.temperature ** 2, kl)), b.scalar(batch, kl))
        loss = b.add(b.mul(task, b.scalar(self.task_weight, task)), b.mul(kl, b.scalar(self.distill_weight, kl)))
        return loss, (p, q, r, t)

    @staticmethod
    def _softmax_cotangent(b, prob, target):
        """prob · Σ_k target − target, per row."""
        mass = b.broadcast_in_dim(b.reduce(target, (1,)), target.type.shape, (0,))
        return b.sub(b.mul(prob, mass), target)

    def _kl_scale(self) -> float:
        """The KL term's factor on (q · Σ r − r), before 1/B: T² from the loss times 1/T from z/T."""
        return self.temperature

    def backward(self, b, dy, saved, params, aux):
        p, q, r, t = saved
        task = self._softmax_cotangent(b, p, t)
        kl = self._softmax_cotangent(b, q, r)
        per_row = b.add(b.mul(task, b.scalar(self.task_weight, task)),
                        b.mul(kl, b.scalar(self.distill_weight * self._kl_scale(), kl)))
        return self._scaled(b, dy, per_row, t.type.shape[0]), {}

    def reference(self):
        from ..reference import ops as R
        return lambda z, p, aux: R.logit_distillation(z, aux[TARGETS], aux[TEACHER], self.temperature,
                                                      self.task_weight, self.distill_weight)


# timm's default T = 4; T = 2 with weights in the complementary mode (w_t = 0.25, w_d = 0.75): a T² or
# 1/T slip, a weight swap or a dropped teacher term each change the gradient
COMPLEMENTARY = dict(temperature=2.0, task_weight=0.25, distill_weight=0.75)


def rules():
    return {"logit_distillation": {
        "symbolic": [Example(LogitDistillation(), (2, 3), "B2 K3 T4"),
                     Example(LogitDistillation(**COMPLEMENTARY), (2, 3), "B2 K3 T2 w0.25/0.75")],
        "autodiff": [Example(LogitDistillation(), (8, 10), "B8 K10 T4"),
                     Example(LogitDistillation(**COMPLEMENTARY), (8, 10), "B8 K10 T2 w0.25/0.75"),
                     Example(LogitDistillation(temperature=1.0), (4, 1000), "B4 K1000 T1")],
        "batch": lambda B: Example(LogitDistillation(**COMPLEMENTARY), (B, 5), "K5 T2 w0.25/0.75"),
    }}


class KdTemperatureSquared(LogitDistillation):
    """Mutant: the KL term's gradient scaled by T² (the chain rule's 1/T from z/T forgotten)."""

    def _kl_scale(self) -> float:
        return self.temperature ** 2


class KdUnsoftenedTeacher(LogitDistillation):
    """Mutant: the backward's teacher probabilities at T = 1 (softmax(u), not softmax(u/T))."""

    def backward(self, b, dy, saved, params, aux):
        p, q, _, t = saved
        _, r1 = self._log_softmax(b, aux[TEACHER])
        return super().backward(b, dy, (p, q, r1, t), params, aux)


class KdWeightsSwapped(LogitDistillation):
    """Mutant: the backward weighs the task term by w_d and the KL term by w_t."""

    def backward(self, b, dy, saved, params, aux):
        swapped = LogitDistillation(self.temperature, self.distill_weight, self.task_weight)
        return swapped.backward(b, dy, saved, params, aux)


def mutants():
    return [
        Mutant("logit_distillation/temperature-squared", KdTemperatureSquared(), (2, 3)),
        Mutant("logit_distillation/unsoftened-teacher", KdUnsoftenedTeacher(), (2, 3)),
        Mutant("logit_distillation/weights-swapped", KdWeightsSwapped(**COMPLEMENTARY), (2, 3)),
    ]
