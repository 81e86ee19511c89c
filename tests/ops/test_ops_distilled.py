"""A distilled ViT's head rules (hlocert/ops/distilled.py): the prefix-pair readout, the two heads and
their mean. Each certifies at every level and its mutant dies by the level named here; den f64 of
each example's forward and VJP equals jax.vjp of the independent reference
(hlocert/reference/attention_ops.py); the heads read their own tokens (a head's gradient moves only
with its own token); and a training chain without the mean is refused for a net that has none."""
import numpy as np
import pytest

from hlocert.ops import distilled as D
from hlocert.ops.base import Chain
from hlocert.ops.dense import Dense

from vjp_helpers import _close, _den, _inputs, _jax, _wrong_outputs, certifier_tests, rule_examples, x64  # noqa: F401

KILLERS = {
    "prefix_pair_readout": {"prefix_pair_readout/scatter-to-last-tokens": {"symbolic", "autodiff"}},
    "distilled_heads": {"distilled_heads/cotangents-swapped": {"symbolic", "autodiff"}},
    "head_mean": {"head_mean/whole-cotangent": {"symbolic", "autodiff"}},
}
(test_readout_registered, test_readout_certifies, test_readout_mutant_killed_by) = \
    certifier_tests("prefix_pair_readout", KILLERS["prefix_pair_readout"])
(test_heads_registered, test_heads_certifies, test_heads_mutant_killed_by) = \
    certifier_tests("distilled_heads", KILLERS["distilled_heads"])
(test_mean_registered, test_mean_certifies, test_mean_mutant_killed_by) = \
    certifier_tests("head_mean", KILLERS["head_mean"])


@pytest.mark.parametrize("ex", [p for cfg in D.rules().values() for p in rule_examples(cfg)])
def test_forward_and_vjp_equal_jax(ex):
    x, params, dy = _inputs(ex.stage, ex.x_shape)
    y, dx, grads = _den(ex.stage, ex.x_shape, x, params, dy)
    y_ref, dx_ref, grads_ref = _jax(ex.stage, x, params, dy)
    assert _close(y, y_ref) and _close(dx, dx_ref)
    for n in params:
        assert _close(grads[n], grads_ref[n]), n


@pytest.mark.parametrize("m", [pytest.param(m, id=m.name) for m in D.mutants()])
def test_each_mutant_differs_from_jax(m):
    assert _wrong_outputs(m.stage, m.x_shape)


def test_the_heads_are_timms_names_and_read_their_own_tokens():
    stage = D.DistilledHeads(3)
    assert stage.param_shapes((2, 2, 4)) == {"head.w": (4, 3), "head.b": (3,), "head_dist.w": (4, 3),
                                             "head_dist.b": (3,)}
    x, params, dy = _inputs(stage, (2, 2, 4))
    y, _, grads = _den(stage, (2, 2, 4), x, params, dy)
    np.testing.assert_allclose(y[:, 0], x[:, 0] @ params["head.w"] + params["head.b"], rtol=1e-12)
    np.testing.assert_allclose(y[:, 1], x[:, 1] @ params["head_dist.w"] + params["head_dist.b"], rtol=1e-12)
    moved = x.copy()
    moved[:, 1] += 1.0       # the distillation token moves: the class head's gradient stays
    _, _, again = _den(stage, (2, 2, 4), moved, params, dy)
    assert _close(again["head.w"], grads["head.w"]) and not _close(again["head_dist.w"], grads["head_dist.w"])


def test_the_mean_halves_the_cotangent_to_each_head():
    x, _, dy = _inputs(D.HeadMean(), (3, 2, 5))
    y, dx, _ = _den(D.HeadMean(), (3, 2, 5), x, {}, dy)
    np.testing.assert_allclose(y, (x[:, 0] + x[:, 1]) / 2, rtol=1e-12)
    np.testing.assert_allclose(dx, np.stack([dy / 2, dy / 2], axis=1), rtol=1e-12)


def test_distilled_training_drops_the_mean_and_refuses_a_chain_without_one():
    chain = Chain([D.PrefixPairReadout(), D.DistilledHeads(4), D.HeadMean()])
    assert chain.out_shape((2, 5, 3)) == (2, 4)
    assert D.distilled_training(chain).out_shape((2, 5, 3)) == (2, 2, 4)
    with pytest.raises(ValueError, match="no distillation token and head"):
        D.distilled_training(Chain([Dense(4, name="head")]))
    with pytest.raises(ValueError, match=r"two prefix tokens \[B, 2, C\], got shape \(2, 3, 4\)"):
        D.DistilledHeads(3).out_shape((2, 3, 4))
