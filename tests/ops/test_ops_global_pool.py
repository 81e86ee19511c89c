"""global_pool (hlocert/ops/global_pool.py), timm's max, avgmax and catavgmax global pools as a rule: every
level of the certifier passes on it, each mutant is killed, and the promises the certificates cannot see
(random inputs have no ties): a tied map routes each (b, c)'s cotangent to its first maximum in scan order,
as PyTorch's adaptive max-pool. den-vs-jax.vjp of its examples runs with the other rules' in
test_ops_rules.py; the tie with timm's own pools inside a net is tests/nets/test_global_pool_torch.py."""
from __future__ import annotations

import numpy as np
import pytest

from hlocert.ops.global_pool import KINDS, GlobalPool

from test_ops_rules import TOL, rel_err, run_den, run_jax
from vjp_helpers import certifier_tests, x64  # noqa: F401  (x64: autouse fixture)

RULE = "global_pool"
MUTANT_KILLERS = {"global_pool/catavgmax-halves-swapped": {"symbolic", "autodiff"},
                  "global_pool/avgmax-unhalved": {"symbolic", "autodiff"}}


test_registered_with_every_level_and_its_mutants, test_rule_certifies, test_mutant_killed_by = \
    certifier_tests(RULE, MUTANT_KILLERS)


@pytest.mark.parametrize("kind", KINDS)
def test_values_and_ties_route_to_the_first_maximum(kind):
    """x of 2×3×3×2 with the maximum 5 at (1, 2) and (2, 0) of channel 0 and an all-zero channel 1 (a
    ReLU's dead channel): the max's cotangent goes to (1, 2) and to (0, 0), nowhere else."""
    x = np.zeros((2, 3, 3, 2))
    x[:, 1, 2, 0] = x[:, 2, 0, 0] = 5.0
    x[:, 0, 1, 0] = -1.0
    dy = np.arange(1.0, 1.0 + 2 * (4 if kind == "catavgmax" else 2)).reshape(2, -1)
    y, dx, _ = run_den(GlobalPool(kind), x.shape, (x, {}, {}, dy))
    avg, mx = x.mean((1, 2)), x.max((1, 2))
    want_y = {"max": mx, "avgmax": 0.5 * (avg + mx), "catavgmax": np.concatenate([avg, mx], 1)}[kind]
    assert rel_err(y, want_y) <= TOL
    d_avg, d_max = {"max": (0 * dy, dy), "avgmax": (0.5 * dy, 0.5 * dy), "catavgmax": (dy[:, :2], dy[:, 2:])}[kind]
    want = np.broadcast_to(d_avg[:, None, None, :] / 9, x.shape).copy()
    want[:, 1, 2, 0] += d_max[:, 0]
    want[:, 0, 0, 1] += d_max[:, 1]
    assert np.array_equal(dx, want)
    # away from ties den and jax.vjp of the reference agree
    rng = np.random.default_rng(1)
    xr, dyr = rng.standard_normal(x.shape), rng.standard_normal(dy.shape)
    (yd, dxd, _) = run_den(GlobalPool(kind), x.shape, (xr, {}, {}, dyr))
    (yj, dxj, _) = run_jax(GlobalPool(kind), (xr, {}, {}, dyr))
    assert rel_err(yd, yj) <= TOL and rel_err(dxd, dxj) <= TOL


def test_a_map_that_is_not_square_is_one_line():
    with pytest.raises(ValueError, match=r"global max pool takes a square NHWC map, got shape \(1, 2, 3, 4\)"):
        GlobalPool("max").out_shape((1, 2, 3, 4))
    with pytest.raises(ValueError, match="global pool 'avg': one of max, avgmax, catavgmax"):
        GlobalPool("avg")
