"""The rendered optimizer tail against PyTorch's and timm's own optimizers (`-m torch`): the apply
step (render.apply_func, the train step's optimizer section) run by den in float64 for three
steps, fed the same gradients (random, new each step) and the same learning rate (changing every
step) as `torch.optim.SGD`, `torch.optim.Adam`, `torch.optim.AdamW`, `timm.optim.RMSpropTF` and
`timm.optim.Lamb` on float64 tensors, with the 1-D parameters in a weight-decay-0 group as timm's
`param_groups_weight_decay` puts them (hlocert's `wx`). Bound 1e-12 relative per tensor; measured
1.3e-16 … 2.5e-16 (rounding of a different operation order). The same tie rejects (worst error):
the Nesterov term dropped 0.90 or added 0.47, decay on the 1-D parameters 0.034, RMSpropTF with the
lr after the momentum (`lr_in_momentum=False`, torch's RMSprop form) 0.24, timm Lamb with
`always_adapt=True` 1.8 (`wd0.1+wx`) and 4.4 (weight decay 0), hlocert's former `lamb` (optax.lamb's
trust ratio on every tensor) against timm's default 0.73 and 0.98, timm Lamb's built-in clip against
an unclipped render 3.0e-3.

Where the libraries' formulas differ from optax's (which hlocert follows, tests/optim/test_optim_ties.py):
- SGD: torch's momentum buffer starts as the first gradient, optax's trace as 0 (μ·0 + g: equal);
  `weight_decay` adds wd·θ to the gradient before the momentum (coupled L2), as hlocert's
  `add_decayed_weights` in front of the family.
- RMSpropTF: timm updates ν ← ν + (1−ρ)(g² − ν) (optax: ρν + (1−ρ)g², equal up to rounding), starts
  ν at 1, puts ε inside the root and, with `lr_in_momentum=True` (its default), accumulates
  lr·g/sqrt(ν + ε) in the momentum buffer — optax's `rmsprop(eps_in_sqrt=True, initial_scale=1,
  momentum)` scales by lr before its trace too. timm's class default ε is 1e-10; hlocert's is the
  EfficientNet/TensorFlow 1e-3, passed explicitly.
- Lamb: timm clips the global gradient norm itself (`max_grad_norm=1.0` by default: g / max(‖g‖/c,
  1), optax's clip_by_global_norm in another form), so it is tied to `lamb+…+clip1.0`; it divides
  sqrt(v) and sqrt(bc2) separately (equal); its trust ratio is unclamped by default
  (`trust_clip=False`) and 1 where ‖θ‖ or ‖u‖ is 0, as optax's. With `always_adapt=False` (its
  default, the one tied) a parameter group with weight decay 0 gets no trust ratio at all — plain
  bias-corrected Adam steps for the 1-D parameters under `wx`, for every parameter under weight
  decay 0 — where optax.lamb scales every tensor by its trust ratio (timm's `always_adapt=True`);
  hlocert's `lamb` is timm's default (the optax chain of lamb with its trust ratio masked as its
  decay, hlocert/reference/optim.py), and the tie rejects `always_adapt=True` and the every-tensor
  ratio rendered.
- Adam/AdamW: torch's coupled `Adam(weight_decay)` = hlocert `adam+wd…`; `AdamW` decays θ by
  (1 − lr·wd) before the Adam step, hlocert (optax.adamw) adds wd·θ to the update: equal.
"""
import numpy as np
import pytest

from hlocert import optim
from hlocert.render.variants import Variant

from test_optim_ties import TrustRatioEverywhere, den_apply_steps, lr_at, rel

pytestmark = pytest.mark.torch

STEPS = 3


def tie_error(kind: str, make) -> float:
    """The largest relative error of θ over STEPS steps: hlocert's apply step for
    `tinycnn_S-c10-i8-b2x1-{kind}` vs the torch optimizer `make(decay_group, no_decay_group, wd)`
    builds, each fed the same gradients and learning rate."""
    torch = pytest.importorskip("torch")
    v = Variant.parse(f"tinycnn_S-c10-i8-b2x1-{kind}")
    opt = v.optimizer
    params = {k: a.astype(np.float64) for k, a in v.model.init_params(0).items()}   # biases 0: LAMB's zero case
    tensors = {k: torch.tensor(a, dtype=torch.float64) for k, a in params.items()}
    decays = {k: t.ndim >= 2 or not opt.exclude_1d_from_decay for k, t in tensors.items()}
    torch_opt = make([t for k, t in tensors.items() if not decays[k]], [t for k, t in tensors.items() if decays[k]],
                     opt.weight_decay)
    worst = 0.0
    for n, (grads, theta) in enumerate(den_apply_steps(v, params, np.random.default_rng(4), STEPS), start=1):
        for group in torch_opt.param_groups:
            group["lr"] = lr_at(n)
        for k, t in tensors.items():
            t.grad = torch.tensor(grads[k], dtype=torch.float64)
        torch_opt.step()
        worst = max([worst] + [rel(theta[k], t.numpy()) for k, t in tensors.items()])
    return worst


def _groups(no_decay, decay, wd):
    return [{"params": decay, "weight_decay": wd}, {"params": no_decay, "weight_decay": 0.0}]


def _sgd(no_decay, decay, wd):
    import torch
    return torch.optim.SGD(_groups(no_decay, decay, wd), lr=1.0, momentum=0.9, nesterov=True)


def _sgd_heavy_ball(no_decay, decay, wd):
    import torch
    return torch.optim.SGD(_groups(no_decay, decay, wd), lr=1.0, momentum=0.9)


def _adam(no_decay, decay, wd):
    import torch
    return torch.optim.Adam(_groups(no_decay, decay, wd), lr=1.0, betas=(0.9, 0.999), eps=1e-8)


def _adamw(no_decay, decay, wd):
    import torch
    return torch.optim.AdamW(_groups(no_decay, decay, wd), lr=1.0, betas=(0.9, 0.999), eps=1e-8)


def _rmsproptf(no_decay, decay, wd):
    from timm.optim import RMSpropTF
    return RMSpropTF(_groups(no_decay, decay, wd), lr=1.0, alpha=0.9, eps=1e-3, momentum=0.9)


def _sgd_decay_all(no_decay, decay, wd):
    return _sgd([], decay + no_decay, wd)


def _rmsproptf_lr_outside(no_decay, decay, wd):
    from timm.optim import RMSpropTF
    return RMSpropTF(_groups(no_decay, decay, wd), lr=1.0, alpha=0.9, eps=1e-3, momentum=0.9, lr_in_momentum=False)


def _lamb(no_decay, decay, wd):
    """timm's Lamb as timm's create_optimizer_v2 makes it: its defaults (`always_adapt=False`)."""
    from timm.optim import Lamb
    return Lamb(_groups(no_decay, decay, wd), lr=1.0, betas=(0.9, 0.999), eps=1e-6, max_grad_norm=1.0)


def _lamb_always_adapt(no_decay, decay, wd):
    from timm.optim import Lamb
    return Lamb(_groups(no_decay, decay, wd), lr=1.0, betas=(0.9, 0.999), eps=1e-6, max_grad_norm=1.0,
                always_adapt=True)


class _ClippedFirst:
    """timm train.py's update: `dispatch_clip_grad(parameters, value, mode)` on the gradients, then the
    optimizer's step."""

    def __init__(self, optimizer, value: float, mode: str):
        self.optimizer, self.value, self.mode = optimizer, value, mode
        self.param_groups = optimizer.param_groups

    def step(self):
        from timm.utils import dispatch_clip_grad
        dispatch_clip_grad([p for g in self.param_groups for p in g["params"]], self.value, mode=self.mode)
        self.optimizer.step()


def _sgd_clip_value(no_decay, decay, wd):
    return _ClippedFirst(_sgd(no_decay, decay, wd), 0.2, "value")


def _adamw_clip_value(no_decay, decay, wd):
    return _ClippedFirst(_adamw(no_decay, decay, wd), 0.2, "value")


@pytest.mark.parametrize("kind, make", [
    ("sgd+m0.9+nesterov+wd0.1+wx", _sgd),
    ("sgd+m0.9+wd0.1+wx", _sgd_heavy_ball),
    ("sgd+m0.9+nesterov+wd0.1", _sgd),
    ("adam+wd0.1+wx", _adam),
    ("adamw+wd0.1+wx", _adamw),
    ("rmsproptf+wd0.1+wx", _rmsproptf),
    ("lamb+wd0.1+wx+clip1.0", _lamb),
    ("lamb+wd0.1+clip1.0", _lamb),
    ("lamb+clip1.0", _lamb),                              # weight decay 0: no trust ratio anywhere
    ("sgd+m0.9+nesterov+wd0.1+wx+clipv0.2", _sgd_clip_value),   # timm's --clip-mode value (grads N(0, 0.3²))
    ("adamw+wd0.1+wx+clipv0.2", _adamw_clip_value),
])
def test_one_optimizer_step_equals_torch(kind, make):
    pytest.importorskip("timm")
    assert tie_error(kind, make) <= 1e-12


@pytest.mark.parametrize("kind, make", [
    ("sgd+m0.9+nesterov+wd0.1+wx", _sgd_heavy_ball),      # the Nesterov term dropped
    ("sgd+m0.9+wd0.1+wx", _sgd),                          # ... or added
    ("sgd+m0.9+nesterov+wd0.1+wx", _sgd_decay_all),       # decay on the parameters wx excludes
    ("rmsproptf+wd0.1+wx", _rmsproptf_lr_outside),        # lr applied after the momentum (torch's RMSprop form)
    ("lamb+wd0.1+wx+clip1.0", _lamb_always_adapt),        # timm's always_adapt=True: a trust ratio where wd = 0 too
    ("lamb+clip1.0", _lamb_always_adapt),                 # ... and under weight decay 0
    ("lamb+wd0.1+wx", _lamb),                             # timm's built-in clip against an unclipped render
    ("sgd+m0.9+nesterov+wd0.1+wx+clipv0.2", _sgd),        # the clip value rendered, torch unclipped
    ("sgd+m0.9+nesterov+wd0.1+wx", _sgd_clip_value),      # ... and the other way round
])
def test_the_tie_rejects_a_different_formula(kind, make):
    pytest.importorskip("timm")
    assert not tie_error(kind, make) <= 1e-6


@pytest.mark.parametrize("kind", ["lamb+wd0.1+wx+clip1.0", "lamb+clip1.0"])
def test_the_tie_rejects_the_trust_ratio_on_every_tensor(kind, monkeypatch):
    """hlocert's `lamb` before it followed timm's default: optax.lamb's trust ratio on every tensor
    (timm's `always_adapt=True`), rendered — against timm's default Lamb."""
    pytest.importorskip("timm")
    assert tie_error(kind, _lamb) <= 1e-12
    monkeypatch.setattr(optim, "ScaleByTrustRatio", TrustRatioEverywhere)
    assert not tie_error(kind, _lamb) <= 1e-6


@pytest.mark.parametrize("name, dist", [("vit_micro-c10-i8-b2x1", ""), ("resnet_micro-c10-i16-b4x1", ""),
                                        ("mobilenetv4_micro-c10-i32-b2x1", ""), ("vit_micro-c10-i8-b2x1", "+dist")])
def test_agc_is_timms_adaptive_clip_grad_on_its_clip_parameters(name, dist):
    """timm's train.py under --clip-mode agc: `dispatch_clip_grad(task.get_clip_parameters(exclude_head=True), C,
    mode='agc')` — the model's parameters less its last two (the classifier) — then the step; on the net's timm
    twin (float64, hlocert's θ and gradients in PyTorch's layout), three steps of SGD, against the rendered
    `+agc{C}` apply step. The units are PyTorch's output rows: read in hlocert's layout wrongly, or with the head
    clipped, the tie fails (test_optim_ties.py's mutants)."""
    torch = pytest.importorskip("torch")
    pytest.importorskip("timm")
    from timm.utils import dispatch_clip_grad
    from hlocert import weights
    v = Variant.parse(f"{name}-sgd+m0.9+agc0.02{dist}")     # +dist: timm clips head, leaves head_dist
    model = v.model
    rng = np.random.default_rng(6)
    params = {k: a.astype(np.float64) for k, a in model.init_params(0).items()}
    twin = model.timm_twin().double()
    state = model.init_state() or None           # a BatchNorm net's table lists its running statistics too
    sd = weights.export_state_dict(params, model, state=state)
    twin.load_state_dict({k: torch.from_numpy(np.array(a, np.float64)) for k, a in sd.items()}, strict=True)
    named = dict(twin.named_parameters())
    sgd = torch.optim.SGD(twin.parameters(), lr=1.0, momentum=0.9)
    worst, clipped = 0.0, 0
    for n, (grads, theta) in enumerate(den_apply_steps(v, params, rng, STEPS), start=1):
        as_torch = weights.export_state_dict(grads, model, state=state)
        for key, p in named.items():
            p.grad = torch.from_numpy(np.array(as_torch[key], np.float64)).reshape(p.shape)
        before = {k: p.grad.clone() for k, p in named.items()}
        dispatch_clip_grad([p for p in twin.parameters()][:-2], 0.02, mode="agc")
        clipped += sum(not torch.equal(before[k], p.grad) for k, p in named.items())
        for group in sgd.param_groups:
            group["lr"] = lr_at(n)
        sgd.step()
        ours = weights.export_state_dict(theta, model, state=state)      # in PyTorch's layout, float64
        worst = max([worst] + [rel(np.asarray(ours[k]).reshape(p.shape), p.detach().numpy()) for k, p in named.items()])
    assert clipped > 0 and worst <= 1e-12, (clipped, worst)


def test_agc_leaves_out_exactly_the_last_two_parameters_of_every_timm_twin():
    """timm's get_clip_parameters(exclude_head=True) drops the model's last two parameters; agc_units leaves out the
    net's classifier (the shapes that follow the class count): the same two tensors for every net timm has."""
    pytest.importorskip("timm")
    from hlocert import nets
    from dataclasses import replace
    from hlocert.nets.vit import ViT
    for model in [*(n.gate_model() for n in nets.all_nets() if n.TIMM), replace(ViT.gate_model(), distilled=True)]:
        net = model
        to_ours = {theirs: ours for ours, theirs, _ in model.timm_table()}
        last_two = {to_ours[k] for k, _ in list(model.timm_twin().named_parameters())[-2:]}
        assert set(model.param_shapes()) - set(model.agc_units()) == last_two, net.NAME
