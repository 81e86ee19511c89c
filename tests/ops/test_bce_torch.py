"""The binary_cross_entropy rule is timm's `BinaryCrossEntropy` (``-m torch``): den in float64 of the
rule's forward and backward (dy = None, the train step's root) against timm's module and
torch.autograd on the same logits, float64, to 1e-12 — with label smoothing (timm smooths index
targets itself; the rule reads the host's rows, `smooth_one_hot`, at a smoothing whose on/off
values are exact in f32), with mixup/cutmix soft targets (timm's `mixup_target`, fed dense to both,
as timm's train.py feeds its Mixup's output), and with a target threshold on those soft targets; and
timm's `sum_classes` and scalar `pos_weight` (--bce-sum, --bce-pos-weight) on those, each and both."""
import numpy as np
import pytest

from hlocert.data.loader import smooth_one_hot
from hlocert.ops.bce import BinaryCrossEntropy
from hlocert.ops.loss import TARGETS

from test_ops_rules import run_den

pytestmark = pytest.mark.torch
TOL = 1e-12
B, K = 6, 8


def _timm(torch, module, z, target):
    zt = torch.tensor(z, dtype=torch.float64, requires_grad=True)
    loss = module(zt, target)
    loss.backward()
    return float(loss.detach()), zt.grad.numpy()


def _rule(threshold, z, t, **options):
    y, dz, _ = run_den(BinaryCrossEntropy(threshold, **options), z.shape,
                       (z, {}, {TARGETS: np.asarray(t, np.float64)}, None), with_dy=False)
    return float(y), dz


def _close(got, want):
    (y, dz), (yw, dzw) = got, want
    assert abs(y - yw) <= TOL * abs(yw), (y, yw)
    assert np.max(np.abs(dz - dzw)) <= TOL * np.max(np.abs(dzw)), np.max(np.abs(dz - dzw))


def _logits(seed):
    return np.random.default_rng(seed).standard_normal((B, K)) * 3.0


def test_smoothed_index_targets():
    torch = pytest.importorskip("torch")
    from timm.loss import BinaryCrossEntropy as TimmBCE
    labels = np.random.default_rng(1).integers(0, K, B)
    z = _logits(0)
    for smoothing in (0.0, 0.125):
        want = _timm(torch, TimmBCE(smoothing=smoothing), z, torch.tensor(labels))
        _close(_rule(None, z, smooth_one_hot(labels, K, smoothing)), want)


@pytest.mark.parametrize("threshold", [None, 0.2])
def test_mixup_soft_targets(threshold):
    torch = pytest.importorskip("torch")
    from timm.data.mixup import mixup_target
    from timm.loss import BinaryCrossEntropy as TimmBCE
    labels = torch.tensor(np.random.default_rng(2).integers(0, K, B))
    z = _logits(3)
    for lam in (0.7, 0.35):
        t = mixup_target(labels, K, lam=lam, smoothing=0.1).to(torch.float64)
        if threshold is not None:        # the threshold must split these rows: some entries each side
            assert (t > threshold).any() and ((t > 0) & (t <= threshold)).any()
        want = _timm(torch, TimmBCE(smoothing=0.0, target_threshold=threshold), z, t)
        _close(_rule(threshold, z, t.numpy()), want)


@pytest.mark.parametrize("sum_classes, pos_weight", [(True, None), (False, 2.5), (True, 0.5)])
def test_sum_classes_and_pos_weight(sum_classes, pos_weight):
    torch = pytest.importorskip("torch")
    from timm.data.mixup import mixup_target
    from timm.loss import BinaryCrossEntropy as TimmBCE
    labels = torch.tensor(np.random.default_rng(4).integers(0, K, B))
    z = _logits(5)
    t = mixup_target(labels, K, lam=0.7, smoothing=0.1).to(torch.float64)
    for threshold in (None, 0.2):
        module = TimmBCE(smoothing=0.0, target_threshold=threshold, sum_classes=sum_classes, pos_weight=pos_weight)
        got = _rule(threshold, z, t.numpy(), sum_classes=sum_classes, pos_weight=pos_weight)
        _close(got, _timm(torch, module, z, t))
        plain = _timm(torch, TimmBCE(smoothing=0.0, target_threshold=threshold), z, t)
        assert abs(got[0] - plain[0]) > 1e-3 * abs(plain[0])       # the options change the loss
