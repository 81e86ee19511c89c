"""logit_distillation (hlocert/ops/kd.py), timm's LogitDistillationTask loss as a rule: every level of
the certifier passes on it and each mutant is killed by the levels named here; the rule's own
promises against timm's formula in float64 (tests/kd_formula.py) (the loss, its gradient by central
differences, timm's weight modes, the teacher taking no gradient). The tie with timm's task itself is
test_kd_torch.py (-m torch)."""
from __future__ import annotations

import numpy as np

from hlocert.ops.kd import TEACHER, LogitDistillation
from hlocert.ops.loss import TARGETS, sample_soft_targets

from kd_formula import kd_loss
from test_ops_rules import TOL, rel_err, run_den
from vjp_helpers import certifier_tests, x64  # noqa: F401  (x64: autouse fixture)

RULE = "logit_distillation"
MUTANT_KILLERS = {
    "logit_distillation/temperature-squared": {"symbolic", "autodiff"},
    "logit_distillation/unsoftened-teacher": {"symbolic", "autodiff"},
    "logit_distillation/weights-swapped": {"symbolic", "autodiff"},
}

test_registered_with_every_level_and_its_mutants, test_rule_certifies, test_mutant_killed_by = \
    certifier_tests(RULE, MUTANT_KILLERS)


def kd_formula(*args):
    return float(kd_loss(*args))


def _loss_and_grad(stage, z, t, u):
    y, dz, _ = run_den(stage, z.shape, (z, {}, {TARGETS: t, TEACHER: u}, None), with_dy=False)
    return float(y), dz


def _inputs(seed, shape=(5, 7)):
    rng = np.random.default_rng(seed)
    return 3.0 * rng.standard_normal(shape), sample_soft_targets(rng, *shape), 3.0 * rng.standard_normal(shape)


def test_loss_and_gradient_are_the_formula():
    """The loss equals the formula; the gradient equals its central differences (h = 1e-6)."""
    z, t, u = _inputs(1)
    for kw in ({}, dict(temperature=2.0, task_weight=0.3, distill_weight=0.7), dict(temperature=1.0)):
        stage = LogitDistillation(**kw)
        args = (stage.temperature, stage.task_weight, stage.distill_weight)
        y, dz = _loss_and_grad(stage, z, t, u)
        assert abs(y - kd_formula(z, t, u, *args)) <= TOL * abs(y)
        h, numeric = 1e-6, np.zeros_like(z)
        for i in np.ndindex(z.shape):
            e = np.zeros_like(z)
            e[i] = h
            numeric[i] = (kd_formula(z + e, t, u, *args) - kd_formula(z - e, t, u, *args)) / (2 * h)
        assert rel_err(dz, numeric) <= 1e-7


def test_teacher_equal_to_student_leaves_the_weighted_task_loss():
    """u = z: the KL term and its gradient are 0; what remains is w_t times cross-entropy."""
    z, t, _ = _inputs(2)
    y, dz = _loss_and_grad(LogitDistillation(task_weight=0.4, distill_weight=5.0), z, t, z)
    y_task, dz_task = _loss_and_grad(LogitDistillation(task_weight=1.0, distill_weight=0.0), z, t, z)
    assert abs(y - 0.4 * y_task) <= TOL * y and rel_err(dz, 0.4 * dz_task) <= TOL


def test_distill_weight_zero_ignores_the_teacher():
    z, t, u = _inputs(3)
    a = _loss_and_grad(LogitDistillation(distill_weight=0.0), z, t, u)
    b = _loss_and_grad(LogitDistillation(distill_weight=0.0), z, t, -u)
    assert a[0] == b[0] and np.array_equal(a[1], b[1])
