"""token_distillation (hlocert/ops/kd_token.py), timm's TokenDistillationTask loss as a rule: every level of
the certifier passes on it and each mutant is killed by the levels named here; the rule's own promises
against timm's formula in float64 (tests/kd_formula.py): the loss, its gradient by central differences,
soft and hard; the class head takes the task's gradient only, the distillation head the teacher's only; the
hard target is the teacher's first maximal class (torch's argmax) and ignores T. The tie with timm's task
itself is test_kd_token_torch.py (-m torch)."""
from __future__ import annotations

import numpy as np
import pytest

from hlocert.ops.kd import TEACHER
from hlocert.ops.kd_token import TokenDistillation
from hlocert.ops.loss import TARGETS, sample_soft_targets

from kd_formula import token_kd_loss
from test_ops_rules import TOL, rel_err, run_den
from vjp_helpers import certifier_tests, x64  # noqa: F401  (x64: autouse fixture)

RULE = "token_distillation"
MUTANT_KILLERS = {
    "token_distillation/heads-swapped": {"symbolic", "autodiff"},
    "token_distillation/temperature-squared": {"symbolic", "autodiff"},
    "token_distillation/hard-as-teacher-softmax": {"symbolic", "autodiff"},
}

test_registered_with_every_level_and_its_mutants, test_rule_certifies, test_mutant_killed_by = \
    certifier_tests(RULE, MUTANT_KILLERS)


def _loss_and_grad(stage, z, t, u):
    y, dz, _ = run_den(stage, z.shape, (z, {}, {TARGETS: t, TEACHER: u}, None), with_dy=False)
    return float(y), dz


def _inputs(seed, batch=4, classes=6):
    rng = np.random.default_rng(seed)
    return (3.0 * rng.standard_normal((batch, 2, classes)), sample_soft_targets(rng, batch, classes),
            3.0 * rng.standard_normal((batch, classes)))


KINDS = [dict(), dict(temperature=2.0, task_weight=0.3, distill_weight=0.7), dict(hard=True),
         dict(hard=True, task_weight=0.25, distill_weight=0.75)]


@pytest.mark.parametrize("kw", KINDS, ids=["soft-T4", "soft-T2-w", "hard", "hard-w"])
def test_loss_and_gradient_are_the_formula(kw):
    """The loss equals the formula; the gradient equals its central differences (h = 1e-6)."""
    z, t, u = _inputs(1)
    stage = TokenDistillation(**kw)
    args = (stage.hard, stage.temperature, stage.task_weight, stage.distill_weight)
    y, dz = _loss_and_grad(stage, z, t, u)
    assert abs(y - float(token_kd_loss(z, t, u, *args))) <= TOL * abs(y)
    h, numeric = 1e-6, np.zeros_like(z)
    for i in np.ndindex(z.shape):
        e = np.zeros_like(z)
        e[i] = h
        numeric[i] = (float(token_kd_loss(z + e, t, u, *args)) - float(token_kd_loss(z - e, t, u, *args))) / (2 * h)
    assert rel_err(dz, numeric) <= 1e-7


@pytest.mark.parametrize("hard", [False, True])
def test_each_head_takes_its_own_term(hard):
    """Without the distillation term the distillation head gets no gradient; without the task term the
    class head gets none."""
    z, t, u = _inputs(2)
    _, task_only = _loss_and_grad(TokenDistillation(distill_weight=0.0, hard=hard), z, t, u)
    _, distill_only = _loss_and_grad(TokenDistillation(task_weight=0.0, hard=hard), z, t, u)
    assert not task_only[:, 1].any() and np.abs(task_only[:, 0]).max() > 1e-3
    assert not distill_only[:, 0].any() and np.abs(distill_only[:, 1]).max() > 1e-3


def test_hard_reads_the_teachers_first_maximal_class_and_no_temperature():
    z, t, u = _inputs(3)
    u[0, :] = 0.0
    u[0, 2] = u[0, 4] = 5.0          # a tie: torch's argmax picks class 2
    hard = TokenDistillation(task_weight=0.0, hard=True)
    y, dz = _loss_and_grad(hard, z, t, u)
    assert abs(y - float(token_kd_loss(z, t, u, True, 4.0, 0.0, 1.0))) <= TOL * abs(y)
    assert dz[0, 1, 2] < 0 < dz[0, 1, 4]
    assert _loss_and_grad(TokenDistillation(temperature=9.0, task_weight=0.0, hard=True), z, t, u)[0] == y
    scaled = u.copy()
    scaled[1:] *= 7.0                # the argmax only: scaling the other rows' logits leaves the hard loss
    assert _loss_and_grad(hard, z, t, scaled)[0] == y


def test_a_loss_of_one_head_is_refused_in_one_line():
    with pytest.raises(ValueError, match=r"token distillation takes the two prefix tokens \[B, 2, C\], got shape"):
        TokenDistillation().out_shape((4, 10))
