"""The feature_distillation_task rule is timm's `FeatureDistillationTask` (``-m torch``): den in float64
of the rule's forward and backward (dy = None, the train step's root) against timm's task itself (its
forward's 'loss', torch.autograd through it), float64, to 1e-12, on the same pooled student features, the
same head, the same projection weights (timm's own, drawn by its nn.Linear) and the same teacher features —
in each of timm's weight modes (recipe.kd_weights), with and without a projection (timm makes one only
when the widths differ), with label-smoothed and mixed soft targets."""
import numpy as np
import pytest

from hlocert.data.loader import smooth_one_hot
from hlocert.ops.dense import Dense
from hlocert.ops.kd_feature import TEACHER, FeatureDistillation, FeatureDistillationTask
from hlocert.ops.loss import TARGETS, sample_soft_targets
from hlocert.train.recipe import kd_weights

from test_ops_rules import run_den

pytestmark = pytest.mark.torch
TOL = 1e-12
B, D, K = 6, 5, 8
IMAGENET = {"mean": (0.485, 0.456, 0.406), "std": (0.229, 0.224, 0.225)}


def _task(torch, head, teacher_features, criterion, task_weight, distill_weight):
    """timm's FeatureDistillationTask whose student's features are its input (pooled already) with the
    Linear `head`, and whose teacher's pooled features are `teacher_features` whatever it is fed."""
    from timm.task.distillation import FeatureDistillationTask as Timm

    class Student(torch.nn.Module):
        num_features, num_classes, in_chans, pretrained_cfg = D, K, 3, IMAGENET

        def __init__(self):
            super().__init__()
            self.head = head

        def forward_features(self, x):
            return x

        def forward_head(self, x, pre_logits=False):
            return x if pre_logits else self.head(x)

    class Teacher(torch.nn.Module):
        num_features, pretrained_cfg = teacher_features.shape[1], IMAGENET

        def forward_features(self, x):
            return torch.tensor(teacher_features, dtype=torch.float64)

        def forward_head(self, x, pre_logits=False):
            assert pre_logits
            return x

    return Timm(Student(), Teacher(), criterion=criterion, task_loss_weight=task_weight,
                distill_loss_weight=distill_weight, dtype=torch.float64, verbose=False)


@pytest.mark.parametrize("weights", [(None, None), (0.3, None), (None, 0.5), (0.2, 0.6)],
                         ids=["default", "task-only", "distill-only", "both"])
@pytest.mark.parametrize("teacher_dim", [7, D], ids=["projected", "same-width"])
@pytest.mark.parametrize("targets", ["smoothed", "mixed"])
def test_rule_is_timms_task(weights, teacher_dim, targets):
    torch = pytest.importorskip("torch")
    from timm.loss import LabelSmoothingCrossEntropy, SoftTargetCrossEntropy
    rng = np.random.default_rng(teacher_dim * 3 + len(targets))
    torch.manual_seed(teacher_dim)
    h, f = rng.standard_normal((B, D)), 2.0 * rng.standard_normal((B, teacher_dim))
    if targets == "smoothed":
        labels = rng.integers(0, K, B)
        t, criterion, target = smooth_one_hot(labels, K, 0.125), LabelSmoothingCrossEntropy(0.125), torch.tensor(labels)
    else:
        t = sample_soft_targets(rng, B, K)
        criterion, target = SoftTargetCrossEntropy(), torch.tensor(t, dtype=torch.float64)
    head = torch.nn.Linear(D, K, dtype=torch.float64)
    task = _task(torch, head, f, criterion, *weights)
    task_weight, distill_weight = kd_weights(*weights)
    assert (task.task_loss_weight, task.distill_loss_weight) == (task_weight, distill_weight)
    projection = task.trainable_module.projection
    assert (projection is None) == (teacher_dim == D)

    stage = FeatureDistillationTask(Dense(K, name="head"), FeatureDistillation(teacher_dim, projection is not None),
                                    task_weight=task_weight, distill_weight=distill_weight)
    params = {"head.w": head.weight.detach().numpy().T, "head.b": head.bias.detach().numpy()}
    if projection is not None:
        params.update({"kd.proj.w": projection.weight.detach().numpy().T, "kd.proj.b": projection.bias.detach().numpy()})
    y, dh, grads = run_den(stage, h.shape, (h, params, {TARGETS: t, TEACHER: f}, None), with_dy=False)

    ht = torch.tensor(h, dtype=torch.float64, requires_grad=True)
    loss = task(ht, target)["loss"]
    loss.backward()
    assert abs(float(y) - float(loss.detach())) <= TOL * abs(float(loss.detach()))
    want = {"h": (dh, ht.grad), "head.w": (grads["head.w"], head.weight.grad.T), "head.b": (grads["head.b"], head.bias.grad)}
    if projection is not None:
        want.update({"kd.proj.w": (grads["kd.proj.w"], projection.weight.grad.T),
                     "kd.proj.b": (grads["kd.proj.b"], projection.bias.grad)})
    for name, (got, ref) in want.items():
        ref = ref.numpy()
        assert np.max(np.abs(got - ref)) <= TOL * np.max(np.abs(ref)), name
