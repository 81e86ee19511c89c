"""jsd_cross_entropy (hlocert/ops/jsd.py), timm's JsdCrossEntropy as a rule: every level of the
certifier passes on it (the coupling level through the declared aug-split views) and each mutant is
killed by the levels named here; the rule's own promises (the cross-entropy reads the first split
only, the splits are blocks of rows, the clamp's gradient, one-line shape errors, the coupling pass
refusing an undeclared or misused view). den-vs-jax.vjp, the f32 rendering and MLIR verification of
its examples run with the other rules' in test_ops_rules.py; the tie with timm's module itself is
test_jsd_torch.py (-m torch)."""
from __future__ import annotations

import numpy as np
import pytest

from hlocert.certify.coupling import B, analysis, check
from hlocert.ir import FuncBuilder, tensor
from hlocert.ops import jsd
from hlocert.ops.loss import TARGETS, sample_soft_targets

from test_ops_rules import TOL, rel_err, run_den, run_jax
from vjp_helpers import certifier_tests, x64  # noqa: F401  (x64: autouse fixture)

RULE = "jsd_cross_entropy"
MUTANT_KILLERS = {
    "jsd_cross_entropy/clamp-gradient-dropped": {"symbolic", "autodiff", "batch"},
    "jsd_cross_entropy/cross-entropy-on-every-split": {"symbolic", "autodiff", "batch"},
    "jsd_cross_entropy/cross-entropy-over-all-rows": {"symbolic", "autodiff", "batch"},
}

test_registered_with_every_level_and_its_mutants, test_rule_certifies, test_mutant_killed_by = \
    certifier_tests(RULE, MUTANT_KILLERS)


def _loss_and_grad(stage, z, t):
    """den f64 of the loss and its gradient (dy = None: the train step's root)."""
    y, dz, _ = run_den(stage, z.shape, (z, {}, {TARGETS: t}, None), with_dy=False)
    return float(y), dz


def _softmax(z):
    e = np.exp(z - z.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def _numpy_loss(z, t, splits, alpha=jsd.ALPHA, clamp=jsd.CLAMP):
    """The formula in numpy, per image: rows n, N + n, 2N + n are image n's views."""
    n = z.shape[0] // splits
    p = [_softmax(view) for view in z.reshape(splits, n, -1)]
    mixture = np.maximum(sum(p) / splits, clamp)
    ce = -np.sum(t[:n] * np.log(p[0])) / n
    return ce + alpha * sum(np.sum(q * (np.log(q) - np.log(mixture))) for q in p) / (splits * n)


def test_loss_is_the_formula_and_reads_the_first_split_only():
    rng = np.random.default_rng(5)
    z, t = rng.standard_normal((9, 4)) * 2.0, sample_soft_targets(rng, 9, 4)
    y, dz = _loss_and_grad(jsd.JsdCrossEntropy(), z, t)
    assert abs(y - _numpy_loss(z, t, 3)) <= TOL * y
    t_other = t.copy()
    t_other[3:] = sample_soft_targets(rng, 6, 4)         # the other splits' targets change nothing
    y2, dz2 = _loss_and_grad(jsd.JsdCrossEntropy(), z, t_other)
    assert y2 == y and np.array_equal(dz, dz2)


def test_equal_views_have_no_divergence():
    """Every view of an image alike: the JS term is 0 and its gradient too, leaving cross-entropy on
    the first split (whose gradient lands on the first block's rows only)."""
    rng = np.random.default_rng(6)
    view = rng.standard_normal((2, 5))
    z, t = np.concatenate([view] * 3), sample_soft_targets(rng, 6, 5)
    y, dz = _loss_and_grad(jsd.JsdCrossEntropy(), z, t)
    ce = -np.sum(t[:2] * np.log(_softmax(view))) / 2
    assert abs(y - ce) <= TOL * ce
    assert rel_err(dz[:2], (_softmax(view) - t[:2]) / 2) <= TOL and np.max(np.abs(dz[2:])) <= TOL


def test_splits_are_blocks_of_rows():
    """Swapping two images within every split (the same permutation of each block) permutes the
    gradient's rows likewise and keeps the loss; swapping them in one split only changes it."""
    rng = np.random.default_rng(8)
    z, t = rng.standard_normal((6, 4)), sample_soft_targets(rng, 6, 4)
    t[2:4], t[4:6] = t[0:2], t[0:2]
    stage = jsd.JsdCrossEntropy()
    y, dz = _loss_and_grad(stage, z, t)
    swap = [1, 0, 3, 2, 5, 4]
    y_all, dz_all = _loss_and_grad(stage, z[swap], t[swap])
    assert abs(y_all - y) <= TOL * y and rel_err(dz_all, dz[swap]) <= TOL
    one = [0, 1, 3, 2, 4, 5]
    assert abs(_loss_and_grad(stage, z[one], t[one])[0] - y) > 1e-3 * y


def test_clamp_engages_and_its_gradient_is_the_reference():
    """At timm's ε = 1e-7 and logits wide enough that some mixture entries fall below it: den's
    loss and gradient equal the numpy formula and jax.vjp of the reference, and differ from the
    clamp-gradient-dropped mutant's."""
    rng = np.random.default_rng(9)
    z, t = rng.standard_normal((6, 8)) * 12.0, sample_soft_targets(rng, 6, 8)
    p = [_softmax(z[s * 2:(s + 1) * 2]) for s in range(3)]
    assert np.any(sum(p) / 3 < jsd.CLAMP)
    stage = jsd.JsdCrossEntropy()
    y, dz = _loss_and_grad(stage, z, t)
    assert abs(y - _numpy_loss(z, t, 3)) <= TOL * y
    dy = np.ones(())
    _, dzj, _ = run_jax(stage, (z, {}, {TARGETS: t}, dy))
    assert rel_err(dz, dzj) <= TOL
    # the clamped entries hold probabilities below ε, so dropping their term moves the gradient little,
    # but beyond the tie's tolerance (the WIDE_CLAMP certificate examples see it plainly)
    _, dz_mutant = _loss_and_grad(jsd.JsdClampGradientDropped(), z, t)
    assert rel_err(dz_mutant, dzj) > 100 * TOL


def test_certificate_examples_cross_the_wide_clamp():
    """The WIDE_CLAMP examples (autodiff, batch, the clamp mutant) put mixture entries on both sides."""
    for shape in ((12, 5), (9, 5), (3, 4), (6, 4), (9, 4)):
        z = np.random.default_rng(0).standard_normal(shape)
        mixture = sum(_softmax(z[s * (shape[0] // 3):(s + 1) * (shape[0] // 3)]) for s in range(3)) / 3
        assert np.any(mixture < jsd.WIDE_CLAMP) and np.any(mixture >= jsd.WIDE_CLAMP)


@pytest.mark.parametrize("splits, rows", [(3, 8), (1, 4), (2, 5)])
def test_rows_not_a_multiple_of_the_splits_is_one_line(splits, rows):
    with pytest.raises(ValueError, match="aug splits takes a row count") as e:
        jsd.JsdCrossEntropy(splits=splits).out_shape((rows, 4))
    assert "\n" not in str(e.value)


def _view_func(mark: bool, to_shape):
    b = FuncBuilder("main")
    x = b.arg("x", tensor((6, 4)))
    if mark:
        jsd.mark_aug_splits(b)
    y = b.reshape(x, to_shape)
    return b.ret(b.reduce(y, tuple(range(len(to_shape)))))


def test_coupling_pass_takes_only_declared_views():
    """The reshape [S·N, K] -> [S, N, K] merges the batch axis unless declared; declared, it is the
    image view; the marker before anything else (or a reshape that is no split view) is refused."""
    ok = analysis(_view_func(True, (3, 2, 4)), {"x": B(0)})
    assert ok.error is None and ok.views == 1
    assert "merges the batch axis" in analysis(_view_func(False, (3, 2, 4)), {"x": B(0)}).error
    assert "aug-split marker" in analysis(_view_func(True, (2, 3, 4)), {"x": B(1)}).error
    assert "aug-split marker" in analysis(_view_func(True, (24,)), {"x": B(0)}).error


def test_undeclared_stage_may_not_use_the_views():
    """A stage that does not declare batch_coupled but emits the views fails the coupling check."""
    class Undeclared(jsd.JsdCrossEntropy):
        batch_coupled = False
    ok, detail = check(Undeclared(), (6, 5))
    assert not ok and "aug-split views" in detail
