"""loss_scale (hlocert/ops/loss_scale.py), timm's --variable-batch-loss-scale as a rule: a loss times a
constant S, its backward the inner loss's at cotangent S·dy. Every level of the certifier passes on it,
each mutant (the scale forgotten or squared in the backward) is killed by the levels named here; the
scaled loss and gradient are S times the inner rule's, for every soft-target loss (cross-entropy, BCE)."""
from __future__ import annotations

import numpy as np

from hlocert.ops.bce import BinaryCrossEntropy
from hlocert.ops.loss import TARGETS, SoftmaxCrossEntropy, sample_soft_targets
from hlocert.ops.loss_scale import ScaledLoss

from test_ops_rules import run_den
from vjp_helpers import certifier_tests, x64  # noqa: F401  (x64: autouse fixture)

RULE = "loss_scale"
MUTANT_KILLERS = {
    "loss_scale/unscaled-backward": {"symbolic", "autodiff"},
    "loss_scale/squared-scale": {"symbolic", "autodiff"},
}

test_registered_with_every_level_and_its_mutants, test_rule_certifies, test_mutant_killed_by = \
    certifier_tests(RULE, MUTANT_KILLERS)


def _loss_and_grad(stage, z, t):
    y, dz, _ = run_den(stage, z.shape, (z, {}, {TARGETS: t}, None), with_dy=False)
    return float(y), dz


def test_the_scaled_loss_and_gradient_are_s_times_the_inner_ones():
    rng = np.random.default_rng(3)
    z, t = 3.0 * rng.standard_normal((5, 7)), sample_soft_targets(rng, 5, 7)
    for inner in (SoftmaxCrossEntropy(), BinaryCrossEntropy(None)):
        y0, dz0 = _loss_and_grad(inner, z, t)
        for s in (0.5, 2 ** 0.5, 1.75):
            y, dz = _loss_and_grad(ScaledLoss(inner, s), z, t)
            assert abs(y - s * y0) <= 1e-14 * abs(y)
            assert np.max(np.abs(dz - s * dz0)) <= 1e-14 * np.max(np.abs(dz))
