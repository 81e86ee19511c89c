"""binary_cross_entropy (hlocert/ops/bce.py), timm's BinaryCrossEntropy as a rule: every level of the
certifier passes on it and each mutant is killed by the levels named here; the rule-specific
promises (mean over batch AND classes, the threshold strictly greater as timm's `gt`, stability at
large logits of either sign, dy = None is the gradient). den-vs-jax.vjp, the f32 rendering and MLIR
verification of its examples run with the other rules' in test_ops_rules.py; the tie with timm's
module itself is test_bce_torch.py (-m torch)."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from hlocert.ops import bce
from hlocert.ops.loss import TARGETS, sample_soft_targets

from floors import assert_within_floor, rel
from test_ops_rules import TOL, rel_err, run_den, run_jax, sample
from vjp_helpers import certifier_tests, x64  # noqa: F401  (x64: autouse fixture)

RULE = "binary_cross_entropy"
MUTANT_KILLERS = {
    "binary_cross_entropy/mean-over-batch-only": {"symbolic", "autodiff"},
    "binary_cross_entropy/backward-unthresholded": {"symbolic", "autodiff"},
    "binary_cross_entropy/sigmoid-wrong-side": {"symbolic", "autodiff"},
    "binary_cross_entropy/sum-classes-backward-mean": {"symbolic", "autodiff"},
    "binary_cross_entropy/pos-weight-backward-dropped": {"symbolic", "autodiff"},
}


test_registered_with_every_level_and_its_mutants, test_rule_certifies, test_mutant_killed_by = \
    certifier_tests(RULE, MUTANT_KILLERS)


def _loss_and_grad(stage, z, t):
    """den f64 of the loss and its gradient (dy = None: the train step's root) at logits z, targets t."""
    y, dz, _ = run_den(stage, z.shape, (z, {}, {TARGETS: t}, None), with_dy=False)
    return float(y), dz


def _sigmoid(z):
    return 1 / (1 + np.exp(-z))


def test_mean_over_batch_and_classes():
    """The loss of B·K equal elements is that element's loss, whatever B and K (timm's reduction "mean")."""
    for shape in ((1, 1), (3, 7)):
        z, t = np.full(shape, 0.7), np.full(shape, 0.25)
        y, dz = _loss_and_grad(bce.BinaryCrossEntropy(), z, t)
        want = -(0.25 * np.log(1 / (1 + np.exp(-0.7))) + 0.75 * np.log(1 - 1 / (1 + np.exp(-0.7))))
        assert abs(y - want) <= TOL * want
        assert rel_err(dz, np.full(shape, (1 / (1 + np.exp(-0.7)) - 0.25) / (shape[0] * shape[1]))) <= TOL


def test_mean_over_batch_and_classes_of_unequal_elements():
    """Equal elements hide which element's loss or cotangent lands where (a transposed or reversed
    read, σ(−z) for σ(z) at a symmetric point): random logits of both signs and random soft rows,
    against the per-element formula in numpy."""
    rng = np.random.default_rng(7)
    shape = (3, 7)
    z, t = rng.standard_normal(shape) * 3.0, sample_soft_targets(rng, *shape)
    y, dz = _loss_and_grad(bce.BinaryCrossEntropy(), z, t)
    want = -(t * np.log(_sigmoid(z)) + (1 - t) * np.log(1 - _sigmoid(z)))
    assert abs(y - want.mean()) <= TOL * want.mean()
    assert rel_err(dz, (_sigmoid(z) - t) / z.size) <= TOL


def test_sum_classes_and_pos_weight():
    """timm's sum_classes: Σ over K, mean over B; its scalar pos_weight p: −p·t·log σ(z) − (1 − t)·log(1 − σ(z)),
    dz = (w·σ(z) − p·t) with w = (p − 1)·t + 1 — random logits of both signs against numpy."""
    rng = np.random.default_rng(11)
    shape = (3, 7)
    z, t = rng.standard_normal(shape) * 3.0, sample_soft_targets(rng, *shape)
    p = bce.POS_WEIGHT
    per_element = -(p * t * np.log(_sigmoid(z)) + (1 - t) * np.log(1 - _sigmoid(z)))
    dz_element = ((p - 1) * t + 1) * _sigmoid(z) - p * t
    for stage, loss, divisor in ((bce.BinaryCrossEntropy(sum_classes=True, pos_weight=p), per_element.sum(1).mean(), 3),
                                 (bce.BinaryCrossEntropy(pos_weight=p), per_element.mean(), 21),
                                 (bce.BinaryCrossEntropy(sum_classes=True), (per_element - (p - 1) * t * np.log(
                                     1 / _sigmoid(z))).sum(1).mean(), 3)):
        y, dz = _loss_and_grad(stage, z, t)
        want_dz = dz_element if stage.pos_weight else _sigmoid(z) - t
        assert abs(y - loss) <= TOL * loss and rel_err(dz, want_dz / divisor) <= TOL, stage


def test_threshold_is_strictly_greater():
    """timm binarises with `target.gt(threshold)`: a target equal to the threshold becomes 0."""
    stage, z = bce.BinaryCrossEntropy(0.25), np.zeros((1, 3))
    _, dz = _loss_and_grad(stage, z, np.array([[0.25, 0.5, 0.125]]))
    assert np.array_equal(dz, np.array([[0.5, -0.5, 0.5]]) / 3)
    # at z = 0, σ(z) = σ(−z): random logits also tell the sides apart, targets at, above and below θ
    rng = np.random.default_rng(3)
    z = rng.standard_normal((4, 3)) * 3.0
    t = np.tile([0.25, 0.5, 0.125], (4, 1))
    _, dz = _loss_and_grad(stage, z, t)
    assert rel_err(dz, (_sigmoid(z) - (t > 0.25)) / z.size) <= TOL


def test_backward_without_dy_is_the_gradient():
    stage, shape = bce.BinaryCrossEntropy(bce.THRESHOLD), (4, 6)
    x, params, aux, _ = sample(stage, shape)
    _, dx, _ = run_den(stage, shape, (x, params, aux, None), with_dy=False)
    want = jax.grad(lambda z: stage.reference()(z, {}, {k: jnp.asarray(v) for k, v in aux.items()}))(jnp.asarray(x))
    assert rel_err(dx, want) <= TOL


@pytest.mark.parametrize("sign", [1.0, -1.0])
def test_stable_for_large_logits_of_either_sign(sign):
    stage, shape = bce.BinaryCrossEntropy(), (2, 4)
    x, params, aux, dy = sample(stage, shape)
    x = sign * (np.abs(x) * 1e3 + 200.0)       # e^|z| overflows f32 beyond 88
    (y, dx, _), (yj, dxj, _) = run_den(stage, shape, (x, params, aux, dy), "f32"), run_jax(stage, (x, params, aux, dy))
    assert np.all(np.isfinite(y)) and np.all(np.isfinite(dx))
    assert rel_err(y, yj) <= 1e-5 and rel_err(dx, dxj) <= 1e-5
    # a stability test: the bound in units of ε₃₂ (tests/floors.py), above the f32 rounding of the
    # inputs themselves (den f64 of the f32-rounded logits against the same in f64: the floor)
    rounded = np.asarray(np.asarray(x, np.float32), np.float64)
    (y64, dx64, _) = run_den(stage, shape, (rounded, params, aux, dy))
    for what, got, want, exact in (("loss", y, yj, y64), ("dz", dx, dxj, dx64)):
        assert_within_floor(rel(got, want), rel(exact, want), f"f32 BCE at large logits, {what}")
