"""feature_distillation (hlocert/ops/kd_feature.py), the distillation term of timm's FeatureDistillationTask
as a rule: every level of the certifier passes on it and each mutant is killed by the levels named here;
its promises against the formula in float64 (the loss, its gradients by central differences, the teacher
taking no gradient). The tie with timm's task itself is test_kd_feature_torch.py (-m torch)."""
from __future__ import annotations

import numpy as np

from hlocert.ops.kd_feature import TEACHER, FeatureDistillation

from test_ops_rules import TOL, rel_err, run_den
from vjp_helpers import certifier_tests, x64  # noqa: F401  (x64: autouse fixture)

RULE = "feature_distillation"
MUTANT_KILLERS = {
    "feature_distillation/half-gradient": {"symbolic", "autodiff"},
    "feature_distillation/batch-mean": {"symbolic", "autodiff"},
    "feature_distillation/bias-grad-first-row": {"symbolic", "autodiff", "batch", "coupling"},
}

test_registered_with_every_level_and_its_mutants, test_rule_certifies, test_mutant_killed_by = \
    certifier_tests(RULE, MUTANT_KILLERS)


def formula(h, w, c, f):
    s = h if w is None else h @ w + c
    return float(np.mean((s - f) ** 2))


def test_loss_and_gradients_are_the_formula():
    """The loss is the formula; dh, dP and dc are its central differences (h = 1e-6)."""
    rng = np.random.default_rng(1)
    h, w, c, f = (rng.standard_normal(s) for s in ((5, 4), (4, 6), (6,), (5, 6)))
    stage = FeatureDistillation(6)
    y, dh, grads = run_den(stage, h.shape, (h, {"kd.proj.w": w, "kd.proj.b": c}, {TEACHER: f}, None), with_dy=False)
    assert abs(float(y) - formula(h, w, c, f)) <= TOL * abs(float(y))
    for name, value, grad in (("h", h, dh), ("w", w, grads["kd.proj.w"]), ("c", c, grads["kd.proj.b"])):
        numeric = np.zeros_like(value)
        for i in np.ndindex(value.shape):
            e = np.zeros_like(value)
            e[i] = 1e-6
            args = {"h": h, "w": w, "c": c, "f": f}
            hi, lo = dict(args, **{name: value + e}), dict(args, **{name: value - e})
            numeric[i] = (formula(**hi) - formula(**lo)) / 2e-6
        assert rel_err(grad, numeric) <= 1e-7, name


def test_without_projection_the_gradient_is_the_difference():
    """Equal widths: no parameters, dh = 2 (h − f)/(B·D)."""
    rng = np.random.default_rng(2)
    h, f = rng.standard_normal((3, 4)), rng.standard_normal((3, 4))
    stage = FeatureDistillation(4, project=False)
    assert stage.param_shapes(h.shape) == {}
    y, dh, _ = run_den(stage, h.shape, (h, {}, {TEACHER: f}, None), with_dy=False)
    assert abs(float(y) - formula(h, None, None, f)) <= TOL * abs(float(y))
    assert rel_err(dh, 2 * (h - f) / h.size) <= TOL


TASK_KILLERS = {
    "feature_distillation_task/weights-swapped": {"symbolic", "autodiff"},
    "feature_distillation_task/head-path-only": {"symbolic", "autodiff"},
}

test_task_registered_with_every_level_and_its_mutants, test_task_certifies, test_task_mutant_killed_by = \
    certifier_tests("feature_distillation_task", TASK_KILLERS)
