"""Token distillation, timm's `TokenDistillationTask` loss (--kd-distill-type token, --kd-token-distill-type
soft|hard): the task loss on a distilled net's class head, a distillation loss on its distillation head
against a teacher's logits; forward, VJP, certificate configs, mutants.

Input: both heads' logits z [B, 2, K] (ops/distilled.py's DistilledHeads, the chain without its mean:
timm's `set_distilled_training(True)`), z₀ = z[:, 0] the class head's, z₁ = z[:, 1] the distillation
head's; aux, as ops/kd.py's: the targets t [B, K] and the teacher's logits u [B, K] (an input, never
differentiated). With the weights w_t, w_d resolved as timm's (recipe.kd_weights, as logit distillation's),
    loss = w_t · ( −(1/B) Σ_bk t_bk · log_softmax(z₀)_bk )  +  w_d · D(z₁, u)
  soft  D = T² · (1/B) Σ_bk r_bk · (log r_bk − log q_bk),  log q = log_softmax(z₁/T), log r = log_softmax(u/T)
        (timm's `kl_div(log q, log r, reduction='batchmean', log_target=True) * T**2`)
  hard  D = −(1/B) Σ_b log_softmax(z₁)_{b, a_b},  a_b = argmax_k u_bk (torch's argmax: the first maximal
        class), timm's `cross_entropy(dist_logits, teacher_logits.argmax(-1))`; the temperature unused.

Backward (dy the scalar cotangent; `backward(dy=None)` is dy = 1, the train step's root), per row with
p₀ = softmax(z₀), p₁ = softmax(z₁), h the one-hot of a (written with Σ_k of each target row, exact whatever
rounding leaves in it, as ops/kd.py's):
    dz₀ = dy · w_t · (p₀ · Σ_k t − t)/B
    dz₁ = dy · w_d · T · (q · Σ_k r − r)/B        soft (T² from the loss times 1/T from z₁/T)
    dz₁ = dy · w_d · (p₁ · Σ_k h − h)/B           hard
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..ir import tensor
from .base import Example, Mutant
from .distilled import _check_pair, _stack, _token
from .kd import TEACHER, TEMPERATURE, LogitDistillation
from .loss import TARGETS, sample_soft_targets


@dataclass
class TokenDistillation(LogitDistillation):
    hard: bool = False
    WHAT: ClassVar[str] = "token distillation"

    @property
    def text(self) -> str:
        """The banner's loss line."""
        distill = ("softmax cross-entropy of the distillation head against the teacher's argmax class" if self.hard
                   else f"T^2 x KL(teacher || distillation head) of the logits softened at T = {self.temperature!r}")
        return (f"loss: {self.task_weight!r} x softmax cross-entropy of the class head against soft targets + "
                f"{self.distill_weight!r} x {distill}, both mean over the batch; the teacher's logits an input "
                f"(timm's TokenDistillationTask, {'hard' if self.hard else 'soft'})")

    def out_shape(self, x_shape):
        _check_pair(self.WHAT, x_shape)
        return ()

    def aux_shapes(self, x_shape):
        rows = (x_shape[0], x_shape[2])
        return {TARGETS: rows, TEACHER: rows}

    def sample_aux(self, rng, x_shape):
        """Soft target rows and teacher logits spread enough (σ = 2) that softening at T matters."""
        rows = (x_shape[0], x_shape[2])
        return {TARGETS: sample_soft_targets(rng, *rows), TEACHER: 2.0 * rng.standard_normal(rows)}

    def _argmax_one_hot(self, b, u):
        """The one-hot of each row's first maximal class: torch's argmax."""
        shape = u.type.shape
        top = b.compare(u, b.broadcast_in_dim(b.reduce(u, (1,), "max"), shape, (0,)), "EQ")
        index = b.iota(tensor(shape, u.type.dtype), 1)
        at = b.select(top, index, b.scalar(float(shape[1]), u))
        first = b.neg(b.reduce(b.neg(at), (1,), "max"))       # the least maximal index
        hit = b.compare(index, b.broadcast_in_dim(first, shape, (0,)), "EQ")
        return b.select(hit, b.scalar(1.0, u), b.scalar(0.0, u))

    def _mean_cross_entropy(self, b, log_p, t):
        total = b.reduce(b.mul(t, log_p), (0, 1))
        return b.div(b.neg(total), b.scalar(t.type.shape[0], total))

    def forward(self, b, z, params, aux):
        self.out_shape(z.type.shape)
        t, u = aux[TARGETS], aux[TEACHER]
        z0, z1 = _token(b, z, 0), _token(b, z, 1)
        log_p0, p0 = self._log_softmax(b, z0)
        task = self._mean_cross_entropy(b, log_p0, t)
        if self.hard:
            h = self._argmax_one_hot(b, u)
            log_p1, p1 = self._log_softmax(b, z1)
            distill, kept = self._mean_cross_entropy(b, log_p1, h), (p1, h)
        else:
            log_q, q = self._log_softmax(b, self._soften(b, z1))
            log_r, r = self._log_softmax(b, self._soften(b, u))
            kl = b.reduce(b.mul(r, b.sub(log_r, log_q)), (0, 1))
            distill = b.div(b.mul(kl, b.scalar(self.temperature ** 2, kl)), b.scalar(z.type.shape[0], kl))
            kept = (q, r)
        loss = b.add(b.mul(task, b.scalar(self.task_weight, task)),
                     b.mul(distill, b.scalar(self.distill_weight, distill)))
        return loss, (p0, t, *kept)

    def _distill_scale(self) -> float:
        """The distillation head's factor on (prob · Σ target − target), before 1/B: w_d, times T (T² from
        the loss, 1/T from z₁/T) when soft."""
        return self.distill_weight * (1.0 if self.hard else self.temperature)

    def _heads(self, task, distill):
        """The [B, 2, K] cotangent of the two heads' rows: the class head's, then the distillation head's."""
        return task, distill

    def backward(self, b, dy, saved, params, aux):
        p0, t, prob, target = saved
        task = self._softmax_cotangent(b, p0, t)
        distill = self._softmax_cotangent(b, prob, target)
        rows = self._heads(b.mul(task, b.scalar(self.task_weight, task)),
                           b.mul(distill, b.scalar(self._distill_scale(), distill)))
        return self._scaled(b, dy, _stack(b, list(rows)), t.type.shape[0]), {}

    def reference(self):
        from ..reference import ops as R
        return lambda z, p, aux: R.token_distillation(z, aux[TARGETS], aux[TEACHER], self.hard, self.temperature,
                                                      self.task_weight, self.distill_weight)


# soft at T = 2 in timm's complementary weights (w_t = 0.25, w_d = 0.75): a T² or 1/T slip, a weight swap
# or a head swap each change the gradient; hard in the same weights
SOFT = dict(temperature=2.0, task_weight=0.25, distill_weight=0.75)
HARD = dict(task_weight=0.25, distill_weight=0.75, hard=True)


def rules():
    return {"token_distillation": {
        "symbolic": [Example(TokenDistillation(**SOFT), (2, 2, 3), "B2 K3 soft T2 w0.25/0.75"),
                     Example(TokenDistillation(**HARD), (2, 2, 3), "B2 K3 hard w0.25/0.75")],
        "autodiff": [Example(TokenDistillation(), (8, 2, 10), f"B8 K10 soft T{TEMPERATURE}"),
                     Example(TokenDistillation(**SOFT), (8, 2, 10), "B8 K10 soft T2 w0.25/0.75"),
                     Example(TokenDistillation(**HARD), (8, 2, 10), "B8 K10 hard w0.25/0.75"),
                     Example(TokenDistillation(hard=True), (4, 2, 1000), "B4 K1000 hard")],
        "batch": lambda B: Example(TokenDistillation(**HARD), (B, 2, 5), "K5 hard w0.25/0.75"),
    }}


class TokenKdHeadsSwapped(TokenDistillation):
    """Mutant: the task cotangent sent to the distillation head and the distillation one to the class head."""

    def _heads(self, task, distill):
        return distill, task


class TokenKdTemperatureSquared(TokenDistillation):
    """Mutant: the soft term's gradient scaled by T² (the chain rule's 1/T from z₁/T forgotten)."""

    def _distill_scale(self) -> float:
        return self.distill_weight * self.temperature ** 2


class TokenKdHardAsTeacherSoftmax(TokenDistillation):
    """Mutant: the hard term's backward targets the teacher's softmax (soft at T = 1), not its argmax one-hot."""

    def backward(self, b, dy, saved, params, aux):
        p0, t, prob, _ = saved
        _, soft = self._log_softmax(b, aux[TEACHER])
        return super().backward(b, dy, (p0, t, prob, soft), params, aux)


def mutants():
    return [
        Mutant("token_distillation/heads-swapped", TokenKdHeadsSwapped(**SOFT), (2, 2, 3)),
        Mutant("token_distillation/temperature-squared", TokenKdTemperatureSquared(**SOFT), (2, 2, 3)),
        Mutant("token_distillation/hard-as-teacher-softmax", TokenKdHardAsTeacherSoftmax(**HARD), (2, 2, 3)),
    ]
