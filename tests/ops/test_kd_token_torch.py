"""The token_distillation rule and a distilled ViT's `+kdt{T}` / `+kdth` step are timm's
`TokenDistillationTask` (``-m torch``).

The rule: den in float64 of its forward and backward (dy = None, the train step's root), at the weights
recipe.kd_weights resolves from --task-loss-weight / --distill-loss-weight, against timm's task itself
(its forward's 'loss', torch.autograd through it) on the same two heads' logits and teacher logits,
float64, to 1e-12 — soft at two temperatures and hard, in each of timm's weight modes, with label
smoothing (timm's criterion smooths the index labels, the rule reads the host's smoothed rows).
The step: the micro distilled ViT's rendered gradient (den, float64) against timm's task around its
`VisionTransformerDistilled` twin (set_distilled_training by the task) on the same weights, images,
targets and teacher logits: the loss and every gradient within the floor of timm's own float32."""
from dataclasses import replace

import numpy as np
import pytest

from hlocert.certify.net_mutants import _inputs
from hlocert.data.loader import smooth_one_hot
from hlocert.ir import den
from hlocert.nets.vit import ViT
from hlocert.ops.kd import TEACHER
from hlocert.ops.kd_token import TokenDistillation
from hlocert.ops.loss import TARGETS
from hlocert.render import grad_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant
from hlocert.train.recipe import kd_weights

from floors import assert_within_floor, rel
from test_ops_rules import run_den

pytestmark = pytest.mark.torch
TOL = 1e-12
B, K = 6, 8            # smoothing 0.125: off = 1/64, exact in f32 (smooth_one_hot's dtype)
IMAGENET = ((0.485, 0.456, 0.406), (0.229, 0.224, 0.225))


def _teacher(torch, teacher_logits, dtype):
    class Teacher(torch.nn.Module):
        pretrained_cfg = {"mean": IMAGENET[0], "std": IMAGENET[1]}

        def forward(self, x):
            return torch.tensor(teacher_logits, dtype=dtype)
    return Teacher()


def _task(torch, student, criterion, teacher_logits, weights, kind, temperature, dtype=None):
    from timm.task import TokenDistillationTask
    dtype = dtype or torch.float64
    return TokenDistillationTask(student, _teacher(torch, teacher_logits, dtype), criterion=criterion,
                                 distill_type=kind, task_loss_weight=weights[0], distill_loss_weight=weights[1],
                                 temperature=temperature, dtype=dtype, verbose=False)


KINDS = [("soft", 1.0), ("soft", 4.0), ("hard", 4.0)]


@pytest.mark.parametrize("weights", [(None, None), (0.3, None), (None, 0.5), (0.2, 0.6)],
                         ids=["default", "task-only", "distill-only", "both"])
@pytest.mark.parametrize("kind, temperature", KINDS, ids=["soft-T1", "soft-T4", "hard"])
def test_rule_is_timms_task(weights, kind, temperature):
    torch = pytest.importorskip("torch")
    from timm.loss import LabelSmoothingCrossEntropy

    class Heads(torch.nn.Module):
        """A student whose distilled-training output is the two rows of its input [B, 2, K]."""
        num_classes, in_chans = K, 3
        pretrained_cfg = {"mean": IMAGENET[0], "std": IMAGENET[1]}
        distilled = False

        def set_distilled_training(self, enable=True):
            self.distilled = enable

        def forward(self, x):
            assert self.distilled
            return x[:, 0], x[:, 1]

    rng = np.random.default_rng(int(temperature) * 7 + len(kind) + len(str(weights)))
    z, u = 3.0 * rng.standard_normal((B, 2, K)), 3.0 * rng.standard_normal((B, K))
    labels = rng.integers(0, K, B)
    t = smooth_one_hot(labels, K, 0.125)
    task_weight, distill_weight = kd_weights(*weights)
    stage = TokenDistillation(temperature, task_weight, distill_weight, hard=kind == "hard")
    y, dz, _ = run_den(stage, z.shape, (z, {}, {TARGETS: t, TEACHER: u}, None), with_dy=False)

    task = _task(torch, Heads(), LabelSmoothingCrossEntropy(0.125), u, weights, kind, temperature)
    assert (task.task_loss_weight, task.distill_loss_weight) == (task_weight, distill_weight)
    zt = torch.tensor(z, dtype=torch.float64, requires_grad=True)
    loss = task(zt, torch.tensor(labels))["loss"]
    loss.backward()
    assert abs(float(y) - float(loss.detach())) <= TOL * abs(float(loss.detach()))
    want = zt.grad.numpy()
    assert np.max(np.abs(dz - want)) <= TOL * np.max(np.abs(want))


def _timms_step(torch, model, params, x, targets, teacher, kind, dtype):
    """(loss, gradients in hlocert's names) of timm's TokenDistillationTask around the twin, in `dtype`."""
    from timm.loss import SoftTargetCrossEntropy
    from hlocert import weights
    net = model.timm_twin()
    sd = weights.export_state_dict(params, model)
    net.load_state_dict({k: torch.from_numpy(np.array(a)) for k, a in sd.items()}, strict=True)
    net = net.to(dtype)
    net.pretrained_cfg = {"mean": IMAGENET[0], "std": IMAGENET[1]}
    task = _task(torch, net, SoftTargetCrossEntropy(), teacher, (0.25, 0.75), kind, 2.0, dtype)
    task.train()
    xt = torch.from_numpy(np.ascontiguousarray(x.transpose(0, 3, 1, 2))).to(dtype)
    loss = task(xt, torch.from_numpy(targets).to(dtype))["loss"]
    loss.backward()
    grads = {k: p.grad.numpy() for k, p in net.named_parameters()}
    return float(loss.detach()), weights.import_params(grads, model, dtype=np.float64)


@pytest.mark.parametrize("kind", ["soft", "hard"])
def test_a_distilled_vit_step_is_timms_task(kind):
    torch = pytest.importorskip("torch")
    model = replace(ViT.gate_model(), distilled=True)
    option = dict(kd_token_temperature=2.0) if kind == "soft" else dict(kd_token_hard=True)
    v = Variant(model, 3, kd_task_weight=0.25, kd_distill_weight=0.75, **option)
    params, x, _, targets = _inputs(model, 3, 9, False)
    params = {k: np.asarray(a, np.float32).astype(np.float64) for k, a in params.items()}
    x, targets = (np.asarray(a, np.float32).astype(np.float64) for a in (x, targets))
    teacher = np.asarray(2.0 * np.random.default_rng(10).standard_normal((3, model.num_classes)), np.float32)
    teacher = teacher.astype(np.float64)
    sig = signature(v, grad=True)
    ours = sig.unpack(den.run(grad_func(v, "f64"), sig.pack({"x": x, "params": params, "targets": targets,
                                                              TEACHER: teacher}), "f64"))
    theirs = _timms_step(torch, model, params, x, targets, teacher, kind, torch.float64)
    noise = _timms_step(torch, model, params, x, targets, teacher, kind, torch.float32)
    assert_within_floor(rel(ours["loss"], theirs[0]), rel(noise[0], theirs[0]), f"{kind}: loss")
    for k in params:
        assert_within_floor(rel(ours["grads"][k], theirs[1][k]), rel(noise[1][k], theirs[1][k]), f"{kind}: grad {k}")
