"""The logit_distillation rule is timm's `LogitDistillationTask` (``-m torch``): den in float64 of the
rule's forward and backward (dy = None, the train step's root), at the weights recipe.kd_weights
resolves from --task-loss-weight / --distill-loss-weight, against timm's task itself (its forward's
'loss', torch.autograd through it) on the same student and teacher logits, float64, to 1e-12 — in each
of timm's weight modes, at two temperatures, with label smoothing (timm's criterion smooths the index
labels, the rule reads the host's smoothed rows) and with mixed soft targets. The teacher's input
re-normalisation (train/teacher.py `renormalise`) is timm's `normalize_input` on the same pixels."""
import numpy as np
import pytest

from hlocert.data.loader import smooth_one_hot
from hlocert.ops.kd import TEACHER, LogitDistillation
from hlocert.ops.loss import TARGETS, sample_soft_targets
from hlocert.train.recipe import kd_weights
from hlocert.train.teacher import renormalise

from test_ops_rules import run_den

pytestmark = pytest.mark.torch
TOL = 1e-12
B, K = 6, 8            # smoothing 0.125: off = 1/64, exact in f32 (smooth_one_hot's dtype)
IMAGENET = ((0.485, 0.456, 0.406), (0.229, 0.224, 0.225))


def _task(torch, criterion, teacher_logits, task_weight, distill_weight, temperature, teacher_norm=IMAGENET):
    """timm's LogitDistillationTask whose student is the identity on its input (the input is the
    student's logits) and whose teacher returns `teacher_logits` whatever it is fed."""
    from timm.task.distillation import LogitDistillationTask

    class Student(torch.nn.Module):
        num_classes, in_chans = K, 3
        pretrained_cfg = {"mean": IMAGENET[0], "std": IMAGENET[1]}

        def forward(self, x):
            return x

    class Teacher(torch.nn.Module):
        pretrained_cfg = {"mean": teacher_norm[0], "std": teacher_norm[1]}

        def forward(self, x):
            return torch.tensor(teacher_logits, dtype=torch.float64)

    return LogitDistillationTask(Student(), Teacher(), criterion=criterion, task_loss_weight=task_weight,
                                 distill_loss_weight=distill_weight, temperature=temperature,
                                 dtype=torch.float64, verbose=False)


@pytest.mark.parametrize("weights", [(None, None), (0.3, None), (None, 0.5), (0.2, 0.6)],
                         ids=["default", "task-only", "distill-only", "both"])
@pytest.mark.parametrize("temperature", [1.0, 4.0])
@pytest.mark.parametrize("targets", ["smoothed", "mixed"])
def test_rule_is_timms_task(weights, temperature, targets):
    torch = pytest.importorskip("torch")
    from timm.loss import LabelSmoothingCrossEntropy, SoftTargetCrossEntropy
    rng = np.random.default_rng(int(temperature) * 7 + len(targets))
    z, u = 3.0 * rng.standard_normal((B, K)), 3.0 * rng.standard_normal((B, K))
    if targets == "smoothed":
        labels = rng.integers(0, K, B)
        t, criterion, target = smooth_one_hot(labels, K, 0.125), LabelSmoothingCrossEntropy(0.125), torch.tensor(labels)
    else:
        t = sample_soft_targets(rng, B, K)
        criterion, target = SoftTargetCrossEntropy(), torch.tensor(t, dtype=torch.float64)
    task_weight, distill_weight = kd_weights(*weights)
    stage = LogitDistillation(temperature, task_weight, distill_weight)
    y, dz, _ = run_den(stage, z.shape, (z, {}, {TARGETS: t, TEACHER: u}, None), with_dy=False)

    task = _task(torch, criterion, u, *weights, temperature)
    assert (task.task_loss_weight, task.distill_loss_weight) == (task_weight, distill_weight)
    zt = torch.tensor(z, dtype=torch.float64, requires_grad=True)
    loss = task(zt, target)["loss"]
    loss.backward()
    assert abs(float(y) - float(loss.detach())) <= TOL * abs(float(loss.detach()))
    want = zt.grad.numpy()
    assert np.max(np.abs(dz - want)) <= TOL * np.max(np.abs(want))


def test_teacher_input_renormalisation_is_timms():
    torch = pytest.importorskip("torch")
    from timm.task.distillation import DistillationTeacher
    other = ((0.5, 0.5, 0.5), (0.5, 0.5, 0.5))
    teacher = DistillationTeacher(_task(torch, None, np.zeros((B, K)), None, None, 1.0, other).teacher.model,
                                  dtype=torch.float64)
    x = np.random.default_rng(3).standard_normal((2, 5, 4, 3))           # NHWC
    student = [torch.tensor(v, dtype=torch.float64).view(1, -1, 1, 1) for v in IMAGENET]
    want = teacher.normalize_input(torch.tensor(x).permute(0, 3, 1, 2), *student).permute(0, 2, 3, 1).numpy()
    got = renormalise(x, *(np.asarray(v) for v in IMAGENET), *(np.asarray(v) for v in other))
    assert np.max(np.abs(got - want)) <= TOL * np.max(np.abs(want))
