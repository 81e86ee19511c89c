"""The optimizer a train-step variant names, as a chain of rendered transforms.

`AdamW` is the variant's optimizer options (parsed from its name: `wd{V}`, `wx`, `clip{C}`,
`ema`); `AdamW.chain(replicas)` composes the transforms (transforms.py) the way optax composes
`chain(clip_by_global_norm(c), adamw(lr, mask=...))`, with the data-parallel mean in front and the
EMA shadow behind. The chain owns the state groups, host scalars and banner lines; base.py says
what a transform is.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Chain, Flow, HostSchedule, Transform
from .transforms import GRAD_NORM, ClipByGlobalNorm, DataParallelMean, DecayMask, EmaOfParams, GlobalNorm, adamw

OPTIMIZER_HEADING = "── optimizer ──"


@dataclass(frozen=True)
class AdamW:
    b1: float = 0.9
    b2: float = 0.999
    eps: float = 1e-8
    weight_decay: float = 0.05
    exclude_1d_from_decay: bool = True   # timm/official: no decay on norms, biases, γ
    clip_norm: float | None = None       # optax clip_by_global_norm (g·c/‖g‖ when ‖g‖ ≥ c, no eps)
    ema: bool = False

    def chain(self, replicas: int = 1) -> Chain:
        """(data-parallel mean) → global norm → (clip) → adamw → (EMA)."""
        optimizer = [GlobalNorm()]
        if self.clip_norm is not None:
            optimizer.append(ClipByGlobalNorm(self.clip_norm))
        optimizer.append(adamw(self.b1, self.b2, self.eps, self.weight_decay, DecayMask(self.exclude_1d_from_decay)))
        if self.ema:
            optimizer.append(EmaOfParams())
        parts = [DataParallelMean(replicas)] if replicas > 1 else []
        return Chain(*parts, Chain(*optimizer, heading=OPTIMIZER_HEADING))


__all__ = ["AdamW", "Chain", "Flow", "GRAD_NORM", "HostSchedule", "Transform"]
