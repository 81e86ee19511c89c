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
"""
from __future__ import annotations

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
        if self.reverse:
            x, t = x[::-1], t[::-1]
            mask = None if mask is None else mask[::-1]
        xt = torch.from_numpy(np.ascontiguousarray(x)).permute(0, 3, 1, 2)   # NHWC → NCHW
        tt = torch.from_numpy(np.ascontiguousarray(t))
        self.holder["mask"] = None if mask is None else torch.from_numpy(np.ascontiguousarray(mask))
        lr = float(self.lrs[min(self.t, len(self.lrs) - 1)])
        self.t += 1
        for g in self.opt.param_groups:
            g["lr"] = lr * g.get("lr_scale", 1.0)        # timm's scheduler: a layer-decay group's lr_scale
        self.opt.zero_grad(set_to_none=True)
        logits = self.net(xt)
        loss = self.bce(logits, tt) if self.bce else torch.sum(-tt * torch.log_softmax(logits, dim=-1), dim=-1).mean()
        loss.backward()
        gnorm = self._clip()
        self.opt.step()
        if self.ema is not None:
            with torch.no_grad():   # at the fed decay (`update` would compute its own)
                self.ema.apply_update_(self.net, float(ema_decay))
        return float(loss.detach()), gnorm

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
