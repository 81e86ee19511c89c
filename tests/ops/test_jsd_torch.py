"""The jsd_cross_entropy rule is timm's `JsdCrossEntropy` (``-m torch``): den in float64 of the rule's
forward and backward (dy = None, the train step's root) against timm's module and torch.autograd on
the same logits, float64, to 1e-12 — with and without label smoothing (timm's module smooths the
index targets itself, LabelSmoothingCrossEntropy; the rule reads the host's rows, `smooth_one_hot`,
for every split's rows as the loader repeats an image's label over its views), at 2 and 3 splits,
and with logits wide enough that timm's clamp of the mixture at 1e-7 holds somewhere."""
import numpy as np
import pytest

from hlocert.data.loader import smooth_one_hot
from hlocert.ops.jsd import JsdCrossEntropy
from hlocert.ops.loss import TARGETS

from test_ops_rules import run_den

pytestmark = pytest.mark.torch
TOL = 1e-12
N, K = 4, 8            # smoothing 0.125: off = 1/64, on values exact in f32 (smooth_one_hot's dtype)


def _timm(torch, module, z, labels):
    zt = torch.tensor(z, dtype=torch.float64, requires_grad=True)
    loss = module(zt, torch.tensor(labels))
    loss.backward()
    return float(loss.detach()), zt.grad.numpy()


def _rule(splits, z, t):
    y, dz, _ = run_den(JsdCrossEntropy(splits=splits), z.shape, (z, {}, {TARGETS: t}, None), with_dy=False)
    return float(y), dz


@pytest.mark.parametrize("splits", [2, 3])
@pytest.mark.parametrize("smoothing", [0.0, 0.125])
@pytest.mark.parametrize("scale", [2.0, 15.0])
def test_rule_is_timms_module(splits, smoothing, scale):
    torch = pytest.importorskip("torch")
    from timm.loss import JsdCrossEntropy as TimmJsd
    rng = np.random.default_rng(splits * 10 + int(scale))
    images = rng.integers(0, K, N)
    labels = np.tile(images, splits)                 # timm's collate: every view carries its image's label
    z = rng.standard_normal((splits * N, K)) * scale
    if scale > 10:                                   # the clamp holds somewhere
        e = np.exp(z - z.max(-1, keepdims=True))
        p = (e / e.sum(-1, keepdims=True)).reshape(splits, N, K)
        assert np.any(p.mean(0) < 1e-7)
    y, dz = _rule(splits, z, smooth_one_hot(labels, K, smoothing))
    yw, dzw = _timm(torch, TimmJsd(num_splits=splits, smoothing=smoothing), z, labels)
    assert abs(y - yw) <= TOL * abs(yw), (y, yw)
    assert np.max(np.abs(dz - dzw)) <= TOL * np.max(np.abs(dzw)), np.max(np.abs(dz - dzw))
