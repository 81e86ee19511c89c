"""The optimizer a train-step variant names, as a chain of rendered transforms.

An `Optimizer` is a variant's optimizer options, parsed from its name (render/variants.py): the
head names the family (`adamw`, `adam`, `sgd`, `rmsproptf`, `lamb`, `muon`), the options every
family takes are `wd{V}`, `wx` (timm's no-decay rule: none on 1-D parameters nor on the net's
`no_weight_decay()` names), `ld{F}` (timm's layer-wise lr decay: each tensor's lr times
F^(L−1−layer), its layer the net's `layer_ids()`; `ldmin{S}` clamps each scale to at least S,
`ldno{S}` freezes the tensors scaled below S, timm's `min_scale` and `no_opt_scale`), `clip{C}` (the
global gradient norm at C) or `clipv{C}` (each gradient element clamped to ±C: timm's `--clip-mode
value`) or `agc{C}` (timm's adaptive unit-wise clipping at factor C), `ema` (`emaw`: with timm's
`--model-ema-warmup` decay), and a family may add its own (SGD's `m{μ}` and `nesterov`, RMSpropTF's `m{μ}` and `eps{ε}`, Adam's, AdamW's and
LAMB's `b1{β1}`, `b2{β2}`, `eps{ε}`: the fields timm's `--momentum`, `--opt-betas`, `--opt-eps`
set, train/recipe.py), each declared once as a record of
hlocert/grammar.py (`SHARED_OPTIONS`, `OWN_OPTIONS`) that both reads and writes it. `Optimizer.chain(replicas)`
composes the transforms (transforms.py) the way optax composes
`chain(clip_by_global_norm(c), <the family's optax alias>)`, with the data-parallel mean in front
and the EMA shadow (of the parameters and the net's running statistics) behind. The chain owns
the state groups, host scalars and banner lines;
base.py says what a transform is. The optax chain each family is tied to is
hlocert/reference/optim.py's `optax_chain`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..grammar import Flag, Number, Option
from .base import Chain, Flow, HostSchedule, Inject, Transform
from .transforms import (GRAD_NORM, NO_LAYER_SCALES, AdaptiveClip, AddDecayedWeights, ApplyLearningRate,
                         ClipByGlobalNorm, ClipByValue, DataParallelMean, DecayMask, GlobalNorm, LayerScales, ModelEma,
                         ScaleByAdam, ScaleByMuon, ScaleByTrustRatio, adamw, rmsprop, sgd)

OPTIMIZER_HEADING = "── optimizer ──"
MOMENTUM = Number("m", "momentum", "μ")
EPS = Number("eps", "eps", "ε")
ADAM_BETAS = (Number("b1", "b1", "β1"), Number("b2", "b2", "β2"))


@dataclass(frozen=True)
class Optimizer:
    """The options every family takes. A family sets HEAD, its own fields and `core`."""
    weight_decay: float = 0.0
    exclude_1d_from_decay: bool = True   # timm/official: no decay on norms, biases, γ
    clip_norm: float | None = None       # optax clip_by_global_norm (g·c/‖g‖ when ‖g‖ ≥ c, no eps)
    ema: bool = False
    layer_decay: float | None = None     # timm's --layer-decay F: lr·F^(L−1−layer) per tensor (LayerScales)
    clip_value: float | None = None      # timm's --clip-mode value: optax.clip, torch's clip_grad_value_
    layer_decay_min: float = 0.0         # timm's --layer-decay-min-scale S: each layer scale at least S
    layer_decay_no_opt: float | None = None   # timm's --layer-decay-no-opt-scale S: tensors scaled below S frozen
    ema_warmup: bool = False             # timm's --model-ema-warmup: its EMA decay warm-up (ema_decay_at)
    agc: float | None = None             # timm's --clip-mode agc: adaptive_clip_grad's clip factor (AdaptiveClip)

    HEAD: ClassVar[str] = ""
    OWN_OPTIONS: ClassVar[tuple[Option, ...]] = ()   # its own name options, before the shared ones
    # The name options every family takes, in canonical order. No `wx` means no exclusion, though
    # a family built in code excludes 1-D parameters unless told (the field's default).
    SHARED_OPTIONS: ClassVar[tuple[Option, ...]] = (
        Number("wd", "weight_decay", "V"), Flag("wx", "exclude_1d_from_decay", absent=False),
        Number("ld", "layer_decay", "F"), Number("ldmin", "layer_decay_min", "S"),
        Number("ldno", "layer_decay_no_opt", "S"), Number("clip", "clip_norm", "C"), Number("clipv", "clip_value", "C"),
        Number("agc", "agc", "C"),
        Flag("ema", "ema"), Flag("emaw", "ema_warmup"))
    # Its update is ~lr per element whatever |g| is (Adam's m/√v, LAMB's trust ratio, Muon's
    # orthogonalisation); False: it follows g's size (SGD, RMSpropTF from ν = 1).
    NORMALISED: ClassVar[bool] = True
    ADAM_MOMENTS: ClassVar[bool] = False  # its state m, v are optax.scale_by_adam's mu, nu

    def __post_init__(self):
        if sum(c is not None for c in (self.clip_norm, self.clip_value, self.agc)) > 1:
            raise ValueError("clip{C} clips the global norm, clipv{C} each element and agc{C} each unit (timm's "
                             "--clip-mode norm, value or agc): give one")
        if self.agc is not None and not self.agc > 0:
            raise ValueError(f"agc{self.agc!r} would zero every gradient: give agc{{C}} with C > 0")
        if self.clip_value is not None and not self.clip_value > 0:
            raise ValueError(f"clipv{self.clip_value!r} would zero every gradient: give clipv{{C}} with C > 0")
        for prefix, value, unset in (("ldmin", self.layer_decay_min, 0.0), ("ldno", self.layer_decay_no_opt, None)):
            if value != unset and self.layer_decay is None:
                raise ValueError(f"{prefix}{value!r} is an option of layer decay: add ld{{F}}")
        if self.ema_warmup and not self.ema:
            raise ValueError("emaw is timm's warm-up of the EMA decay: add ema (--model-ema)")
        if self.layer_decay_no_opt is not None and not self.layer_decay_no_opt > 0:
            raise ValueError(f"ldno{self.layer_decay_no_opt!r} freezes nothing (timm's no_opt_scale 0 is off): drop it")

    def core(self, mask: DecayMask, scales: LayerScales) -> Transform:
        """The family's optax alias, rendered (the learning-rate step included, lr injected, times
        each tensor's layer scale)."""
        raise NotImplementedError

    @classmethod
    def options(cls) -> tuple[Option, ...]:
        """Its name options in canonical order (hlocert/grammar.py reads and writes them)."""
        return cls.OWN_OPTIONS + cls.SHARED_OPTIONS

    def chain(self, replicas: int = 1, no_decay: frozenset[str] = frozenset(),
              layers: dict[str, int] | None = None, units: dict[str, tuple[int, ...]] | None = None) -> Chain:
        """(data-parallel mean) → global norm → (clip or clipv) → the family → (EMA); `no_decay`: the net's
        `no_weight_decay()` names, which `wx` leaves undecayed beside the 1-D parameters; `layers`:
        the net's `layer_ids()`, which `ld{F}` needs, `units` its `agc_units()`, which `agc{C}` needs (a
        variant passes its net's: `Variant.chain`)."""
        scales = self.layer_scales(layers)
        optimizer = [GlobalNorm(scales.frozen())]
        if self.clip_norm is not None:
            optimizer.append(ClipByGlobalNorm(self.clip_norm))
        if self.clip_value is not None:
            optimizer.append(ClipByValue(self.clip_value))
        if self.agc is not None:
            if not units:
                raise ValueError(f"+agc{self.agc!r} needs the net's units (Net.agc_units): pass them")
            optimizer.append(AdaptiveClip(self.agc, tuple(units.items())))
        optimizer.append(self.core(DecayMask(self.exclude_1d_from_decay, frozenset(no_decay)), scales))
        if self.ema:
            optimizer.append(ModelEma(self.ema_warmup))
        parts = [DataParallelMean(replicas)] if replicas > 1 else []
        return Chain(*parts, Chain(*optimizer, heading=OPTIMIZER_HEADING))

    def layer_scales(self, layers: dict[str, int] | None) -> LayerScales:
        """The per-tensor lr scales of `ld{F}` over the net's `layers` (none without `ld`)."""
        if self.layer_decay is None:
            return NO_LAYER_SCALES
        if not layers:
            raise ValueError(f"+ld{self.layer_decay!r} needs the net's layer map (Net.layer_ids): pass it")
        return LayerScales(self.layer_decay, tuple(layers.items()), self.layer_decay_min, self.layer_decay_no_opt)


def _coupled(wd: float, mask: DecayMask) -> list[Transform]:
    """PyTorch's `weight_decay` of SGD, Adam and RMSprop: g + wd·θ before the moments."""
    return [AddDecayedWeights(wd, mask, coupled=True)] if wd else []


@dataclass(frozen=True)
class AdamW(Optimizer):
    """optax.adamw: Adam moments, then decoupled decay (default 0.05), then lr."""
    weight_decay: float = 0.05
    b1: float = 0.9
    b2: float = 0.999
    eps: float = 1e-8
    HEAD: ClassVar[str] = "adamw"
    ADAM_MOMENTS: ClassVar[bool] = True
    OWN_OPTIONS: ClassVar[tuple[Option, ...]] = (*ADAM_BETAS, EPS)

    def core(self, mask, scales):
        return adamw(self.b1, self.b2, self.eps, self.weight_decay, mask, scales)


@dataclass(frozen=True)
class Adam(Optimizer):
    """torch.optim.Adam = optax.chain(add_decayed_weights, adam): decay (default none) coupled."""
    b1: float = 0.9
    b2: float = 0.999
    eps: float = 1e-8
    HEAD: ClassVar[str] = "adam"
    ADAM_MOMENTS: ClassVar[bool] = True
    OWN_OPTIONS: ClassVar[tuple[Option, ...]] = (*ADAM_BETAS, EPS)

    def core(self, mask, scales):
        return Inject(Chain(*_coupled(self.weight_decay, mask), ScaleByAdam(self.b1, self.b2, self.eps),
                            ApplyLearningRate(scales)), "lr")


@dataclass(frozen=True)
class SGD(Optimizer):
    """torch.optim.SGD (dampening 0) = optax.chain(add_decayed_weights, sgd(momentum, nesterov)):
    g + wd·θ, b' = μ·b + g, u = g + μ·b' (Nesterov) or b'."""
    momentum: float = 0.0
    nesterov: bool = False
    HEAD: ClassVar[str] = "sgd"
    NORMALISED: ClassVar[bool] = False
    OWN_OPTIONS: ClassVar[tuple[Option, ...]] = (MOMENTUM, Flag("nesterov", "nesterov"))

    def __post_init__(self):
        super().__post_init__()
        if self.nesterov and not self.momentum:
            raise ValueError("Nesterov momentum needs a momentum: add m{μ}, e.g. sgd+m0.9+nesterov")

    def core(self, mask, scales):
        return Inject(Chain(*_coupled(self.weight_decay, mask), sgd(self.momentum, self.nesterov, scales)), "lr")


@dataclass(frozen=True)
class RMSpropTF(Optimizer):
    """timm's RMSpropTF = optax.chain(add_decayed_weights, rmsprop(eps_in_sqrt=True,
    initial_scale=1, momentum)): TensorFlow's RMSProp as EfficientNet trains with it (ρ 0.9,
    ε 1e-3, momentum 0.9), lr inside the momentum buffer (timm's lr_in_momentum)."""
    decay: float = 0.9
    eps: float = 1e-3
    momentum: float = 0.9
    HEAD: ClassVar[str] = "rmsproptf"
    NORMALISED: ClassVar[bool] = False
    OWN_OPTIONS: ClassVar[tuple[Option, ...]] = (MOMENTUM, EPS)

    def core(self, mask, scales):
        return Inject(Chain(*_coupled(self.weight_decay, mask), rmsprop(self.decay, self.eps, self.momentum, scales)),
                      "lr")


@dataclass(frozen=True)
class Lamb(Optimizer):
    """timm's Lamb (its default, `always_adapt=False`): Adam moments (ε 1e-6), decoupled decay, the
    per-tensor trust ratio on the tensors the decay applies to (plain Adam for the rest), lr —
    optax.lamb with its trust ratio masked as its decay."""
    b1: float = 0.9
    b2: float = 0.999
    eps: float = 1e-6
    HEAD: ClassVar[str] = "lamb"
    ADAM_MOMENTS: ClassVar[bool] = True
    OWN_OPTIONS: ClassVar[tuple[Option, ...]] = (*ADAM_BETAS, EPS)

    def core(self, mask, scales):
        return Inject(Chain(ScaleByAdam(self.b1, self.b2, self.eps), AddDecayedWeights(self.weight_decay, mask),
                            ScaleByTrustRatio(self.weight_decay, mask), ApplyLearningRate(scales)), "lr")


@dataclass(frozen=True)
class Muon(Optimizer):
    """optax.contrib.muon (Nesterov, Frobenius preconditioning, width scaling) with every rank ≥ 2
    parameter orthogonalised (conv kernels flattened), Adam for the rest; decoupled decay."""
    HEAD: ClassVar[str] = "muon"

    def core(self, mask, scales):
        return Inject(Chain(ScaleByMuon(), AddDecayedWeights(self.weight_decay, mask), ApplyLearningRate(scales)),
                      "lr")


OPTIMIZERS: dict[str, type[Optimizer]] = {o.HEAD: o for o in (AdamW, Adam, SGD, RMSpropTF, Lamb, Muon)}


def families_with(*names: str) -> list[str]:
    """The families whose declared options set all of the fields `names` (`eps`: adamw, adam,
    rmsproptf, lamb)."""
    return [head for head, family in OPTIMIZERS.items() if set(names) <= {o.field for o in family.options()}]

__all__ = ["OPTIMIZERS", "Adam", "AdamW", "Chain", "Flow", "GRAD_NORM", "HostSchedule", "Lamb", "Muon", "Optimizer",
           "RMSpropTF", "SGD", "Transform", "families_with"]
