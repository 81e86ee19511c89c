"""`hlocert pair --against torch`: side B is timm's own module of the net, stepped by torch.

The module is `Net.timm_twin()` (timm's classes at the variant's size), float32, train mode, with
the render's initial parameters (and BatchNorm running statistics) loaded through the net's weight
map (`weights.export_state_dict`, strict). Drop masks: each stochastic-depth site's DropPath is
replaced by a multiply with the fed mask's column (`Net.timm_sites`, the same per-example keep
values the render reads), and a mobile net's classifier dropout by a multiply of the classifier's
input with the remaining columns, so masks that drop are compared, not switched off.

One step, written from torch APIs only (DESIGN.md invariant 11: nothing of hlocert's training
math is called): the soft-target cross-entropy mean, `backward`, the global gradient norm and
optax's clip (`g · c / ‖g‖` when ‖g‖ ≥ c: the render ties to optax, facts.md; torch's
`clip_grad_norm_` divides by ‖g‖ + 1e-6, a 1e-6/‖g‖ relative offset this pairing would see), then
torch.optim's AdamW / Adam / SGD or timm's RMSpropTF (under `+wx` on timm's own param groups:
no decay on 1-D parameters nor on the model's `no_weight_decay()`; under `+ld{F}` on its
`param_groups_layer_decay` groups) at the fed learning rate (times a group's `lr_scale`, as timm's
scheduler sets it), and under `+ema` timm's ModelEmaV3 at the fed decay, its default that averages
the buffers too (`apply_update_`: e ← lerp(e, v, 1 − d) for every parameter and running statistic). The
learning rates and EMA decays are the feed (the schedule's values, as the batches and masks are);
torch computes Adam's bias corrections itself.

The kink check (pair.py, kinks.py) replays the torch runs with chosen ReLU/ReLU6 derivatives: every
`nn.ReLU` and ReLU6 (`nn.Hardtanh(0, 6)`) of the module gets a forward hook (`_KinkHooks`, the
modules made out-of-place) that counts its calls in forward order, the reference's tap order, and
at a forced step adds s·x − detach(s·x) to its output, s the change of slope where F is 1 (the
value unchanged, the derivative D): the torch form of kinks.Tap. A force's [B, H, W, C] array
(the reference's layout) is transposed to torch's [B, C, H, W]; a call past the forces, or a shape
that differs, is a TrainError (the twin's activations are not the reference's). The same hooks
record the inputs (`kink_inputs`), so side B's own choices are torch's, not the reference's.
`snapshot` / `restore` keep and put back everything a step changes (module state, optimizer
state, the EMA, the step count).
"""
from __future__ import annotations

import copy

import numpy as np

from .. import weights
from ..torch_optim import torch_optimizer
from .errors import TrainError


def _masked_site(torch, holder: dict, columns, inner=None):
    """A module multiplying its input by the fed mask's `columns` (an int: one keep value per
    example, broadcast over the rest; a slice: elementwise on [B, F]), then `inner` if given."""

    class MaskedSite(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.inner = inner

        def forward(self, x):
            mask = holder["mask"]
            if mask is None:
                return x if self.inner is None else self.inner(x)
            m = mask[:, columns]
            if isinstance(columns, int):
                m = m.reshape((-1,) + (1,) * (x.ndim - 1))
            x = x * m
            return x if self.inner is None else self.inner(x)

    return MaskedSite()


class _KinkHooks:
    """Forward hooks on a module's ReLU/ReLU6 modules (see the module docstring): `forces` (one
    (F, D) per activation in forward order, the reference's layout) while set, `record` (a list the
    inputs are appended to, the reference's layout) while set; `calls` counts a forward's
    activations."""

    def __init__(self, torch, net):
        self.forces: list | None = None
        self.record: list | None = None
        self.calls = 0
        self.kinks: list[tuple[float, ...]] = []
        for m in net.modules():
            kinks = _kinks_of(torch, m)
            if kinks is not None:
                m.inplace = False       # the hook reads the input after the module ran
                m.register_forward_hook(self._hook)

    def start(self, forces: list | None, record: list | None = None) -> None:
        self.forces, self.record, self.calls, self.kinks = forces, record, 0, []

    def finish(self) -> None:
        if self.forces is not None and self.calls != len(self.forces):
            raise TrainError(f"the kink check forces {len(self.forces)} activations, timm's module ran {self.calls} "
                             f"ReLU/ReLU6: its activations are not the reference's")
        self.forces = self.record = None

    def _hook(self, module, inputs, out):
        import torch
        x, i = inputs[0], self.calls
        self.calls += 1
        kinks = _kinks_of(torch, module)
        self.kinks.append(kinks)
        if self.record is not None:
            z = x.detach().numpy().copy()
            self.record.append(z.transpose(0, 2, 3, 1) if z.ndim == 4 else z)
        if self.forces is None:
            return None
        if i >= len(self.forces):
            raise TrainError(f"timm's module runs more ReLU/ReLU6 than the {len(self.forces)} the kink check forces: "
                             f"its activations are not the reference's")
        f, d = (np.asarray(a, np.float32) for a in self.forces[i])
        if f.ndim == 4:
            f, d = f.transpose(0, 3, 1, 2), d.transpose(0, 3, 1, 2)
        if tuple(f.shape) != tuple(x.shape):
            raise TrainError(f"the kink check's activation #{i} has shape {list(f.shape)} in torch's layout, timm's "
                             f"{type(module).__name__} input {list(x.shape)}: its activations are not the reference's")
        slope = (x > 0) & (x < kinks[1]) if len(kinks) == 2 else x > 0     # torch's derivative (0 at a kink)
        s = torch.from_numpy(np.ascontiguousarray(f)) * (torch.from_numpy(np.ascontiguousarray(d)) - slope.to(x.dtype))
        sx = s * x
        return out + (sx - sx.detach())


def _kinks_of(torch, m) -> tuple[float, ...] | None:
    """A module's kink points: (0,) for ReLU, (0, 6) for ReLU6 (a Hardtanh from 0 to 6), else None."""
    if isinstance(m, torch.nn.ReLU):
        return (0.0,)
    if isinstance(m, torch.nn.Hardtanh) and (m.min_val, m.max_val) == (0.0, 6.0):
        return (0.0, 6.0)
    return None


def twin_of(v):
    """timm's module of variant `v`, or a TrainError saying why `v` cannot pair with torch."""
    if v.replicas != 1 or v.bf16:
        raise TrainError(f"--against torch pairs one float32 replica; {v.name} has "
                         f"{v.replicas} replica(s){' in bf16' if v.bf16 else ''}")
    try:
        net = v.model.timm_twin()
    except ImportError as e:
        raise TrainError(f"--against torch needs torch and timm ({e}): pip install -e .[torch]") from None
    if net is None:
        raise TrainError(f"--against torch: timm has no {v.model.describe()} (its net gives no timm_twin)")
    return net


class TorchTrainer:
    """timm's module of variant `v` stepped by torch at `lrs[t-1]` on step t; the same interface as
    pair.ReferenceTrainer (`step`, `host_params`, `host_net_state`, `host_ema`)."""

    def __init__(self, v, params: dict[str, np.ndarray], lrs: np.ndarray, reverse: bool = False,
                 net_state: dict[str, np.ndarray] | None = None):
        if v.jsd_splits:        # its reversed-rows twin would turn the split layout around, the clean split last
            raise TrainError(f"--against torch: {v.name} trains timm's JSD loss, whose PyTorch peer is not written "
                             f"yet: pair it with the JAX reference (hlocert pair without --against)")
        net = twin_of(v)
        import torch
        self.torch, self.model_spec, self.reverse = torch, v.model, reverse
        sd = weights.export_state_dict(params, v.model, state=net_state or None)
        net.load_state_dict({k: torch.from_numpy(np.array(a)) for k, a in sd.items()}, strict=True)
        net = net.float().train()
        self.holder = {"mask": None}
        sites, classifier = v.model.timm_sites(net)
        for col, (parent, attr) in enumerate(sites):
            setattr(parent, attr, _masked_site(torch, self.holder, col))
        if classifier is not None and v.drop:
            wrapped = _masked_site(torch, self.holder, slice(len(sites), None), classifier)
            for name, child in net.named_children():
                if child is classifier:
                    setattr(net, name, wrapped)
        self.net = net
        self.params = [p for p in net.parameters()]
        self.lrs = np.asarray(lrs, np.float64)
        self.t = 0
        try:
            self.opt = torch_optimizer(torch, v.optimizer, net, float(self.lrs[0]))
        except ValueError as e:
            raise TrainError(f"--against torch: {e}") from None
        self.clip, self.clip_value, self.agc = v.optimizer.clip_norm, v.optimizer.clip_value, v.optimizer.agc
        # a +bce variant: timm's own loss module on the host's (smoothed, mixed) dense targets
        if v.bce:
            from timm.loss import BinaryCrossEntropy
            self.bce = BinaryCrossEntropy(smoothing=0.0, target_threshold=v.bce_thresh, sum_classes=v.bce_sum,
                                          pos_weight=v.bce_pos_weight)
        else:
            self.bce = None
        self.ema = None
        if v.optimizer.ema:
            from timm.utils import ModelEmaV3
            self.ema = ModelEmaV3(net)
        # step → one (F, D) per ReLU/ReLU6 in forward order, in the feed's row order (the kink check)
        self.forces: dict[int, list] = {}
        self.hooks = _KinkHooks(torch, net)       # after the EMA's copy: its module runs no forward

    def _clip(self) -> float:
        """optax's clip_by_global_norm (or, under +clipv, torch's clip_grad_value_, under +agc timm's
        adaptive_clip_grad); returns the global
        norm before clipping."""
        torch = self.torch
        grads = [p.grad for p in self.params if p.grad is not None]
        norm = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
        if self.clip is not None and norm >= self.clip:
            for g in grads:
                g.mul_(self.clip / norm)
        if self.clip_value is not None:
            torch.nn.utils.clip_grad_value_(self.params, self.clip_value)
        if self.agc is not None:            # timm's train.py: its clip parameters less the model's last two
            from timm.utils import adaptive_clip_grad
            adaptive_clip_grad(self.params[:-2], self.agc)
        return float(norm)

    def step(self, x, t, mask, ema_decay=None) -> tuple[float, float]:
        torch = self.torch
        forces = self.forces.get(self.t + 1)
        if self.reverse:
            x, t = x[::-1], t[::-1]
            mask = None if mask is None else mask[::-1]
            forces = forces and [(f[::-1], d[::-1]) for f, d in forces]
        xt = torch.from_numpy(np.ascontiguousarray(x)).permute(0, 3, 1, 2)   # NHWC → NCHW
        tt = torch.from_numpy(np.ascontiguousarray(t))
        self.holder["mask"] = None if mask is None else torch.from_numpy(np.ascontiguousarray(mask))
        lr = float(self.lrs[min(self.t, len(self.lrs) - 1)])
        self.t += 1
        for g in self.opt.param_groups:
            g["lr"] = lr * g.get("lr_scale", 1.0)        # timm's scheduler: a layer-decay group's lr_scale
        self.opt.zero_grad(set_to_none=True)
        self.hooks.start(forces or None)
        try:
            logits = self.net(xt)
            self.hooks.finish()
        finally:
            self.hooks.forces = None
        loss = self.bce(logits, tt) if self.bce else torch.sum(-tt * torch.log_softmax(logits, dim=-1), dim=-1).mean()
        loss.backward()
        gnorm = self._clip()
        self.opt.step()
        if self.ema is not None:
            with torch.no_grad():   # at the fed decay (`update` would compute its own)
                self.ema.apply_update_(self.net, float(ema_decay))
        return float(loss.detach()), gnorm

    def kink_inputs(self, x, t, mask) -> list[np.ndarray]:
        """Every ReLU/ReLU6 input of a forward at the current state on a batch, in forward order and
        the reference's layout (float64): what torch's own derivatives are taken at. Nothing changes
        (BatchNorm's running statistics are put back)."""
        torch = self.torch
        buffers = {k: b.detach().clone() for k, b in self.net.named_buffers()}
        record: list = []
        self.holder["mask"] = None if mask is None else torch.from_numpy(np.ascontiguousarray(mask))
        self.hooks.start(None, record)
        try:
            with torch.no_grad():
                self.net(torch.from_numpy(np.ascontiguousarray(x)).permute(0, 3, 1, 2))
        finally:
            self.hooks.finish()
            with torch.no_grad():
                for k, b in self.net.named_buffers():
                    b.copy_(buffers[k])
        return [np.asarray(z, np.float64) for z in record]

    def snapshot(self) -> dict:
        """Everything a step changes (`restore` puts it back)."""
        return {"net": {k: v.detach().clone() for k, v in self.net.state_dict().items()},
                "opt": copy.deepcopy(self.opt.state_dict()), "t": self.t,
                "ema": None if self.ema is None else {k: v.detach().clone()
                                                      for k, v in self.ema.module.state_dict().items()}}

    def restore(self, snap: dict) -> None:
        self.net.load_state_dict(snap["net"])
        self.opt.load_state_dict(copy.deepcopy(snap["opt"]))
        if self.ema is not None:
            self.ema.module.load_state_dict(snap["ema"])
        self.t = int(snap["t"])

    def _from_torch(self, module) -> tuple[dict, dict]:
        sd = {k: v.detach().numpy().copy() for k, v in module.state_dict().items()}
        sd = {k.replace(".inner.", "."): v for k, v in sd.items()}   # a wrapped classifier's own keys
        return weights.params_and_state(sd, self.model_spec)

    def host_params(self) -> dict[str, np.ndarray]:
        return self._from_torch(self.net)[0]

    def host_net_state(self) -> dict[str, np.ndarray]:
        return self._from_torch(self.net)[1]

    def host_ema(self) -> dict[str, np.ndarray] | None:
        if self.ema is None:
            return None
        params, state = self._from_torch(self.ema.module)
        return {**params, **state}
