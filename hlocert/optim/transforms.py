"""The rendered transforms: data-parallel mean, global norm, clipping, Adam moments, weight decay
with its mask, momentum (optax.trace), RMS scaling, the LAMB trust ratio, Muon's Newton–Schulz
orthogonalisation, the learning-rate step (with timm's per-tensor layer-decay scales) and the EMA
shadow — each one object that owns its constants, its state groups, its host scalars (with their
values at step t), its ops and its banner lines. `adamw` chains the three optax chains for
`optax.adamw`; the other optimizers' chains are composed in optim/__init__.py.

Each emitter writes its ops in optax's operation order, so a chain is tied numerically to the
optax chain it names (tests/optim/test_optim_ties.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .base import Chain, HostScalar, Inject, StateGroup, Transform, bscalar

GRAD_NORM = "grad_norm"


class DataParallelMean(Transform):
    """Sum over replicas, then divide by N: every replica sees the global-batch mean of the
    gradients and of the loss."""

    def __init__(self, replicas: int):
        self.replicas = replicas
        self.heading = f"── data parallel: mean of the gradients and the loss over {replicas} replicas ──"

    def _mean(self, b, g):
        total = b.all_reduce_sum(g, self.replicas)
        return b.div(total, b.scalar(float(self.replicas), total))

    def emit(self, b, flow, state, scalars):
        flow.updates = {name: self._mean(b, g) for name, g in flow.updates.items()}
        flow.loss = self._mean(b, flow.loss)
        return {}

    def describe(self):
        return [f"data parallel: gradients and loss are the mean over {self.replicas} replicas "
                "(all-reduce sum ÷ N) before the optimizer"]


class GlobalNorm(Transform):
    """Measures sqrt(Σ over all parameters of Σ g²) once, before anything changes the gradients;
    the `frozen` ones (layer decay's `ldno{S}`: timm leaves them without gradients) left out, as
    torch's clip_grad_norm_ skips a parameter whose grad is None.

    Each tensor's sum runs in two stages (its last axis, then the rest): a single reduction of a
    2.4M-element tensor to a scalar loses ~1e-3 relative on IREE's llvm-cpu (measured: it
    accumulates sequentially in f32), two stages ~4e-7, and XLA is unaffected either way.
    """
    metrics = (GRAD_NORM,)

    def __init__(self, frozen: frozenset[str] = frozenset()):
        self.frozen = frozen

    def emit(self, b, flow, state, scalars):
        acc = None
        for g in (g for name, g in flow.updates.items() if name not in self.frozen):
            sq = b.mul(g, g)
            if g.type.rank > 1:
                sq = b.reduce(sq, [g.type.rank - 1])
            sq = b.reduce(sq, range(sq.type.rank))
            acc = sq if acc is None else b.add(acc, sq)
        flow.metrics[GRAD_NORM] = b.sqrt(acc)
        return {}

    def describe(self):
        left_out = f", less the {len(self.frozen)} tensors layer decay freezes" if self.frozen else ""
        return [f"{GRAD_NORM}: the global L2 norm of the gradients before clipping (optax.tree.norm of the "
                f"raw, replica-mean gradients{left_out})"]


@dataclass(frozen=True)
class ClipByGlobalNorm(Transform):
    """optax.clip_by_global_norm: g unchanged when ‖g‖ < c, else (g/‖g‖)·c, in optax's own
    operation order and without an epsilon (torch's clip_grad_norm_ adds 1e-6)."""
    max_norm: float
    reads = (GRAD_NORM,)

    def emit(self, b, flow, state, scalars):
        norm = flow.metrics[GRAD_NORM]
        below = b.compare(norm, b.scalar(self.max_norm, norm), "LT")
        out = {}
        for name, g in flow.updates.items():
            clipped = b.mul(b.div(g, bscalar(b, norm, g)), b.scalar(self.max_norm, g))
            out[name] = b.select(below, g, clipped)
        flow.updates = out
        return {}

    def describe(self):
        return [f"clip: optax clip_by_global_norm at {self.max_norm!r}: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)"]


@dataclass(frozen=True)
class AdaptiveClip(Transform):
    """timm's adaptive_clip_grad (`--clip-mode agc`, NFNets' AGC), unit-wise: per unit (a slice
    along `units`' axes, the net's `agc_units`: PyTorch's output rows) m = max(‖θ‖, ε)·c, and
    g·(m / max(‖g‖, 1e-6)) where ‖g‖ ≥ m, else g; ε = 1e-3, in timm's operation order. A
    parameter not in `units` (the classifier head) is left as it is."""
    factor: float
    units: tuple[tuple[str, tuple[int, ...]], ...]
    eps: float = 1e-3

    def _norm(self, b, x, axes):
        """‖x‖ over `axes`, broadcast back to x's shape (torch's norm(dim=axes, keepdim=True))."""
        n = b.sqrt(b.reduce(b.mul(x, x), axes))
        return b.broadcast_in_dim(n, x.type.shape, [d for d in range(x.type.rank) if d not in axes])

    def emit(self, b, flow, state, scalars):
        units, out = dict(self.units), {}
        for name, g in flow.updates.items():
            if name not in units:
                out[name] = g
                continue
            p_norm, g_norm = self._norm(b, flow.params[name], units[name]), self._norm(b, g, units[name])
            max_norm = b.mul(b.max(p_norm, b.scalar(self.eps, g)), b.scalar(self.factor, g))
            clipped = b.mul(g, b.div(max_norm, b.max(g_norm, b.scalar(1e-6, g))))
            out[name] = b.select(b.compare(g_norm, max_norm, "LT"), g, clipped)
        flow.updates = out
        return {}

    def describe(self):
        return [f"clip: timm's adaptive_clip_grad at {self.factor!r} (--clip-mode agc): per output unit "
                f"g·m/max(‖g‖, 1e-6) where ‖g‖ ≥ m = max(‖θ‖, {self.eps!r})·{self.factor!r}; "
                f"{len(self.units)} tensors, the classifier head unclipped"]


@dataclass(frozen=True)
class ClipByValue(Transform):
    """optax.clip (timm's `--clip-mode value`, torch's clip_grad_value_): every gradient element
    clamped to [−c, c], min(max(g, −c), c) as jnp.clip computes it."""
    max_delta: float

    def emit(self, b, flow, state, scalars):
        flow.updates = {name: b.min(b.max(g, b.scalar(-self.max_delta, g)), b.scalar(self.max_delta, g))
                        for name, g in flow.updates.items()}
        return {}

    def describe(self):
        return [f"clip: optax clip at {self.max_delta!r}: each gradient element clamped to ±{self.max_delta!r} "
                "(timm's --clip-mode value)"]


@dataclass(frozen=True)
class ScaleByAdam(Transform):
    """m' = β₁m + (1−β₁)g, v' = β₂v + (1−β₂)g², u = (m'/bc1) / (sqrt(v'/bc2) + ε), with the bias
    corrections bc1 = 1−β₁ᵗ, bc2 = 1−β₂ᵗ fed by the host (optax's ScaleByAdamState.count, kept
    on the host because the graph has no step counter)."""
    b1: float
    b2: float
    eps: float

    @property
    def states(self):
        return (StateGroup("m", "zeros"), StateGroup("v", "zeros"))

    @property
    def scalars(self):
        b1, b2 = self.b1, self.b2
        return (HostScalar("bc1", f"1 − β1^t = 1 − {b1!r}^t (bias correction of m, t the 1-based step)",
                           lambda t, _: 1.0 - b1 ** t),
                HostScalar("bc2", f"1 − β2^t = 1 − {b2!r}^t (bias correction of v)",
                           lambda t, _: 1.0 - b2 ** t))

    def emit(self, b, flow, state, scalars):
        m, v, bc1, bc2 = state["m"], state["v"], scalars["bc1"], scalars["bc2"]
        new_m, new_v, updates = {}, {}, {}
        for name, g in flow.updates.items():
            mm = b.add(b.mul(b.scalar(self.b1, g), m[name]), b.mul(b.scalar(1.0 - self.b1, g), g))
            vv = b.add(b.mul(b.scalar(self.b2, g), v[name]), b.mul(b.scalar(1.0 - self.b2, g), b.mul(g, g)))
            m_hat = b.div(mm, bscalar(b, bc1, g))
            v_hat = b.div(vv, bscalar(b, bc2, g))
            updates[name] = b.div(m_hat, b.add(b.sqrt(v_hat), b.scalar(self.eps, g)))
            new_m[name], new_v[name] = mm, vv
        flow.updates = updates
        return {"m": new_m, "v": new_v}

    def describe(self):
        return [f"adam: β1 {self.b1!r}  β2 {self.b2!r}  eps {self.eps!r} (outside the sqrt); m' = β1·m + (1−β1)·g, "
                "v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0"]


@dataclass(frozen=True)
class DecayMask:
    """Which parameters decay: all, or (timm's rule, `param_groups_weight_decay`) those of rank ≥ 2
    — conv and linear weights, not biases, norms or LayerScale γ — less the net's own
    `no_weight_decay()` names (timm's model method: ViT's class token and position table)."""
    exclude_1d: bool
    no_decay: frozenset[str] = frozenset()

    def __call__(self, name: str, shape) -> bool:
        return not self.exclude_1d or (len(shape) >= 2 and name not in self.no_decay)

    def describe(self) -> str:
        if not self.exclude_1d:
            return "every parameter"
        named = (f"; none on {', '.join(sorted(self.no_decay))} either (the net's no_weight_decay, as timm's model)"
                 if self.no_decay else "")
        return f"parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ){named}"


@dataclass(frozen=True)
class AddDecayedWeights(Transform):
    """u + wd·θ for the parameters the mask decays: decoupled weight decay when it follows the
    optimizer's scaling (AdamW, LAMB, Muon), coupled L2 (PyTorch's `weight_decay` of SGD, Adam,
    RMSprop) when it comes first and the gradient g + wd·θ enters the moments."""
    weight_decay: float
    mask: DecayMask
    coupled: bool = False

    def decays(self, name: str, shape) -> bool:
        return self.weight_decay != 0.0 and self.mask(name, shape)

    def emit(self, b, flow, state, scalars):
        flow.updates = {name: b.add(u, b.mul(b.scalar(self.weight_decay, u), flow.params[name]))
                        if self.decays(name, u.type.shape) else u for name, u in flow.updates.items()}
        return {}

    def describe(self):
        how = ("coupled L2 (g + wd·θ, before the optimizer's moments)" if self.coupled
               else "decoupled (u + wd·θ, scaled by lr with the update)")
        return [f"weight decay: {self.weight_decay!r}, {how} on " + self.mask.describe()]


@dataclass(frozen=True)
class LayerScales:
    """timm's layer-wise lr decay (`param_groups_layer_decay`, BEiT's): a parameter of layer i of
    L (the net's `layer_ids`) steps at lr·F^(L−1−i) — the head at lr, the stem at lr·F^(L−1) — a
    constant per tensor. timm sets it as its group's `lr_scale`, so it scales everything the
    group's lr multiplies, the decoupled weight decay included (torch's AdamW: θ·(1 − lr·s·wd));
    here it multiplies the host's lr where the learning-rate step applies it. `decay` None: no
    layer decay (every scale 1, nothing rendered). timm's `min_scale` clamps each scale from below,
    max(S, F^(L−1−i)); its `no_opt_scale` freezes every tensor whose scale is below it (timm sets
    requires_grad False: no step, and its gradient out of the clipping norm): its scale here is 0."""
    decay: float | None = None
    layers: tuple[tuple[str, int], ...] = ()        # (parameter, layer id), the net's layer_ids
    min_scale: float = 0.0
    no_opt_scale: float | None = None

    @property
    def num_layers(self) -> int:
        return max(i for _, i in self.layers) + 1

    def table(self) -> dict[str, float]:
        """Each parameter's lr scale, max(min_scale, F^(L−1−i)) in float64 as timm computes it."""
        top = self.num_layers - 1
        return {name: max(self.min_scale, self.decay ** (top - i)) for name, i in self.layers}

    def frozen(self) -> frozenset[str]:
        """The parameters whose scale is below no_opt_scale (timm's `if no_opt_scale and scale < no_opt_scale`)."""
        if self.decay is None or not self.no_opt_scale:
            return frozenset()
        return frozenset(name for name, s in self.table().items() if s < self.no_opt_scale)

    def __call__(self, name: str) -> float:
        if self.decay is None:
            return 1.0
        return 0.0 if name in self.frozen() else self.table()[name]

    def scaled(self, b, lr, name: str, u):
        """lr broadcast to u's shape, times the parameter's scale where it is not 1 (timm's
        group lr, lr·s)."""
        lr = bscalar(b, lr, u)
        s = self(name)
        return lr if s == 1.0 else b.mul(lr, b.scalar(s, u))

    def describe(self) -> list[str]:
        if self.decay is None:
            return []
        scales = self.table()
        return [f"layer decay: {self.decay!r} over {self.num_layers} layers (timm's param_groups_layer_decay): "
                f"lr·{self.decay!r}^({self.num_layers - 1}−layer) per tensor, scales {min(scales.values())!r} "
                f"(layer 0) to {max(scales.values())!r} (layer {self.num_layers - 1}), on the whole step, weight "
                "decay included (timm's group lr × lr_scale)"
                + (f"; clamped to at least {self.min_scale!r} (timm's min_scale)" if self.min_scale else "")
                + (f"; the {len(self.frozen())} tensors below {self.no_opt_scale!r} frozen (timm's no_opt_scale: "
                   "scale 0, out of the gradient norm)" if self.frozen() else "")]


NO_LAYER_SCALES = LayerScales()


@dataclass(frozen=True)
class ApplyLearningRate(Transform):
    """θ' = θ − lr·u (optax's scale_by_learning_rate and apply_updates in one step); lr is the
    host's schedule value, times each tensor's layer scale under layer decay (θ' = θ − (lr·s)·u)."""
    scales: LayerScales = NO_LAYER_SCALES
    scalars = (HostScalar("lr", "the learning rate of step t (the host's schedule)", lambda t, s: s.lr(t)),)

    def emit(self, b, flow, state, scalars):
        lr = scalars["lr"]
        flow.new_params = {name: b.sub(flow.params[name], b.mul(self.scales.scaled(b, lr, name, u), u))
                           for name, u in flow.updates.items()}
        return {}

    def describe(self):
        return ["update: θ' = θ − lr·u" if self.scales.decay is None else "update: θ' = θ − (lr·s)·u, s the "
                "tensor's layer scale", *self.scales.describe()]


def ema_decay_at(t: int, cap: float, timm_warmup: bool = False) -> float:
    """The EMA decay of step t (1-based) the host feeds: hlocert's TensorFlow warm-up
    min(cap, (1 + t)/(10 + t)), or timm's `ModelEmaV3(use_warmup=True).get_decay(t)` (its
    warmup_gamma 1, warmup_power 2/3, min_decay 0, update_after_step 0): 0 at t = 1 (the shadow
    becomes the weights), then min(cap, 1 − (1 + (t − 1))^(−2/3))."""
    if not timm_warmup:
        return min(cap, (1.0 + t) / (10.0 + t))
    s = t - 1
    return 0.0 if s <= 0 else max(min(1.0 - (1.0 + s) ** -(2.0 / 3.0), cap), 0.0)


class ModelEma(Transform):
    """e' = d·e + (1−d)·θ' for every parameter, and likewise for every tensor of the net's step
    state (BatchNorm's running mean and variance after this step): the shadow is a model, timm's
    `ModelEmaV3` default (it averages the whole state_dict, buffers included), so an EMA of a
    BatchNorm net is evaluated with statistics that match its averaged weights. d is fed by the
    host with the TensorFlow `ExponentialMovingAverage(num_updates=t)` warm-up
    min(cap, (1+t)/(10+t)), so a short run's EMA is useful (with the paper's constant 0.9999 a
    600-step run's EMA would still be the init); under `emaw` (`timm_warmup`) with timm's
    `--model-ema-warmup` one instead (`ema_decay_at`)."""
    states = (StateGroup("ema", "params", with_state=True),)
    scalars = (HostScalar("ema_decay", "min(cap, (1 + t)/(10 + t)), the EMA decay of step t",
                          lambda t, s: min(s.ema_decay_max, (1.0 + t) / (10.0 + t))),)
    TIMM_WARMUP = (HostScalar("ema_decay", "0 at t = 1, then min(cap, 1 − t^(−2/3)) (timm's ModelEmaV3 warm-up, "
                              "--model-ema-warmup), the EMA decay of step t",
                              lambda t, s: ema_decay_at(t, s.ema_decay_max, timm_warmup=True)),)

    def __init__(self, timm_warmup: bool = False):
        self.timm_warmup = timm_warmup
        if timm_warmup:
            self.scalars = self.TIMM_WARMUP

    def emit(self, b, flow, state, scalars):
        ema, decay = state["ema"], scalars["ema_decay"]
        out = {}
        for name, p in {**flow.new_params, **flow.state}.items():
            d = bscalar(b, decay, p)
            one_minus = b.sub(b.scalar(1.0, p), d)
            out[name] = b.add(b.mul(d, ema[name]), b.mul(one_minus, p))
        return {"ema": out}

    def describe(self):
        return ["ema: e' = d·e + (1−d)·θ' of the updated weights, e starts at θ₀"]


def adamw(b1: float, b2: float, eps: float, weight_decay: float, mask: DecayMask,
          scales: LayerScales = NO_LAYER_SCALES) -> Transform:
    """optax.adamw: Adam moments, decoupled weight decay, the learning-rate step; lr injected."""
    return Inject(Chain(ScaleByAdam(b1, b2, eps), AddDecayedWeights(weight_decay, mask), ApplyLearningRate(scales)),
                  "lr")



def _bias_scalars(name: str, beta: float, what: str, nesterov: bool = False) -> tuple[HostScalar, ...]:
    """1 − βᵗ (and, for Nesterov's look-ahead, 1 − βᵗ⁺¹): optax's bias_correction at the count."""
    now = HostScalar(name, f"1 − {beta!r}^t (bias correction of {what}, t the 1-based step)",
                     lambda t, _: 1.0 - beta ** t)
    if not nesterov:
        return (now,)
    return (now, HostScalar(f"{name}_next", f"1 − {beta!r}^(t+1) (Nesterov's look-ahead bias correction of {what})",
                            lambda t, _: 1.0 - beta ** (t + 1)))


@dataclass(frozen=True)
class Trace(Transform):
    """optax.trace (PyTorch's SGD momentum, dampening 0): b' = g + μ·b; u = g + μ·b' with
    Nesterov, else b'. b starts at 0, so b₁ = g₁ as PyTorch's first step sets it."""
    momentum: float
    nesterov: bool = False
    states = (StateGroup("trace", "zeros"),)

    def emit(self, b, flow, state, scalars):
        trace, new_trace, updates = state["trace"], {}, {}
        for name, g in flow.updates.items():
            t = b.add(g, b.mul(b.scalar(self.momentum, g), trace[name]))
            updates[name] = b.add(g, b.mul(b.scalar(self.momentum, g), t)) if self.nesterov else t
            new_trace[name] = t
        flow.updates = updates
        return {"trace": new_trace}

    def describe(self):
        rule = "u = g + μ·b' (Nesterov)" if self.nesterov else "u = b'"
        return [f"momentum: μ {self.momentum!r}; b' = g + μ·b, {rule}; b starts at 0 (optax.trace, torch SGD "
                "with dampening 0)"]


@dataclass(frozen=True)
class ScaleByRms(Transform):
    """optax.scale_by_rms(eps_in_sqrt=True, initial_scale) = TensorFlow's RMSProp, timm's
    RMSpropTF: ν' = (1−ρ)·g² + ρ·ν, u = g / sqrt(ν' + ε) — ε inside the root, ν starting at 1."""
    decay: float
    eps: float
    states = (StateGroup("nu", "ones"),)

    def emit(self, b, flow, state, scalars):
        nu, new_nu, updates = state["nu"], {}, {}
        for name, g in flow.updates.items():
            n = b.add(b.mul(b.scalar(1.0 - self.decay, g), b.mul(g, g)), b.mul(b.scalar(self.decay, g), nu[name]))
            updates[name] = b.mul(b.rsqrt(b.add(n, b.scalar(self.eps, g))), g)
            new_nu[name] = n
        flow.updates = updates
        return {"nu": new_nu}

    def describe(self):
        return [f"rms: ρ {self.decay!r}  eps {self.eps!r} (inside the sqrt); ν' = (1−ρ)·g² + ρ·ν, "
                "u = g / sqrt(ν' + eps); ν starts at 1 (TensorFlow RMSProp, timm RMSpropTF)"]


@dataclass(frozen=True)
class ScaleByLearningRate(Transform):
    """u ← lr·u, for a chain whose momentum follows the learning rate (optax.rmsprop's order,
    timm's `lr_in_momentum`); ApplyUpdates then steps θ' = θ − u. Under layer decay u ← (lr·s)·u:
    timm's group lr enters its momentum buffer the same way."""
    scales: LayerScales = NO_LAYER_SCALES
    scalars = ApplyLearningRate.scalars

    def emit(self, b, flow, state, scalars):
        lr = scalars["lr"]
        flow.updates = {name: b.mul(self.scales.scaled(b, lr, name, u), u) for name, u in flow.updates.items()}
        return {}

    def describe(self):
        return ["learning rate: u ← lr·u, before the momentum (the buffer holds lr-scaled steps)"
                + ("" if self.scales.decay is None else "; lr·s, s the tensor's layer scale"), *self.scales.describe()]


class ApplyUpdates(Transform):
    """θ' = θ − u (optax.apply_updates of updates already scaled by −lr)."""

    def emit(self, b, flow, state, scalars):
        flow.new_params = {name: b.sub(flow.params[name], u) for name, u in flow.updates.items()}
        return {}

    def describe(self):
        return ["update: θ' = θ − u"]


@dataclass(frozen=True)
class ScaleByTrustRatio(Transform):
    """optax.scale_by_trust_ratio (LAMB): u·‖θ‖/‖u‖ per tensor, and u unchanged where ‖θ‖ = 0 or
    ‖u‖ = 0 (a zero-initialised bias would otherwise never move, or divide 0 by 0) — on the tensors
    weight decay applies to only, as timm's `Lamb` (its default `always_adapt=False`: a parameter
    group with weight decay 0 takes plain Adam steps); the others pass unchanged."""
    weight_decay: float
    mask: DecayMask

    @staticmethod
    def _norm(b, x):
        return b.sqrt(b.reduce(b.mul(x, x), range(x.type.rank)))

    def adapts(self, name: str, shape) -> bool:
        return self.weight_decay != 0.0 and self.mask(name, shape)

    def emit(self, b, flow, state, scalars):
        out = {}
        for name, u in flow.updates.items():
            if not self.adapts(name, u.type.shape):
                out[name] = u
                continue
            pn, un = self._norm(b, flow.params[name]), self._norm(b, u)
            zero = b.scalar(0.0, pn)
            one = b.scalar(1.0, pn)
            ratio = b.select(b.compare(pn, zero, "EQ"), one,
                             b.select(b.compare(un, zero, "EQ"), one, b.div(pn, un)))
            out[name] = b.mul(u, bscalar(b, ratio, u))
        flow.updates = out
        return {}

    def describe(self):
        return ["trust ratio: u·‖θ‖/‖u‖ per tensor, 1 where ‖θ‖ = 0 or ‖u‖ = 0 (optax.scale_by_trust_ratio), on "
                "the tensors weight decay applies to (timm's Lamb, always_adapt=False); the others plain Adam"]


NS_COEFFS = (3.4445, -4.7750, 2.0315)


def muon_routed(shape) -> bool:
    """Muon orthogonalises the parameters of rank ≥ 2, each viewed as a matrix (fan_in × fan_out)
    = (all axes but the last, the last) — a dense weight as it is, a conv's HWIO kernel
    flattened; the rest (biases, norms) go to Adam."""
    return len(shape) >= 2


@dataclass(frozen=True)
class ScaleByMuon(Transform):
    """optax.contrib.muon's two routes with Nesterov (its default), before weight decay and lr.

    Matrices (muon_routed): m' = (1−β)·g + β·m; m̂ = β·m'/(1−βᵗ⁺¹) + (1−β)·g/(1−βᵗ); X = m̂ as
    fan_in × fan_out, transposed when taller than wide, X ← X/(‖X‖_F + ε), then `ns_steps` times
    A = X·Xᵀ, X ← a·X + (b·A + c·A·A)·X; transposed back and scaled by sqrt(max(1, fan_out/fan_in)).
    The rest: Adam with Nesterov (optax.adamw(nesterov=True)): m̂ = β1·m'/(1−β1ᵗ⁺¹) +
    (1−β1)·g/(1−β1ᵗ), u = m̂ / (sqrt(v'/(1−β2ᵗ)) + ε). `m` is either route's first moment; `v`
    is Adam's (a matrix's stays 0).
    """
    beta: float = 0.95
    ns_steps: int = 5
    eps: float = 1e-8
    b1: float = 0.9
    b2: float = 0.999

    @property
    def states(self):
        return (StateGroup("m", "zeros"), StateGroup("v", "zeros"))

    @property
    def scalars(self):
        return (*_bias_scalars("mu_bc", self.beta, "Muon's momentum", nesterov=True),
                *_bias_scalars("bc1", self.b1, "Adam's m", nesterov=True), *_bias_scalars("bc2", self.b2, "Adam's v"))

    @staticmethod
    def _nesterov(b, beta, mm, g, bc, bc_next):
        return b.add(b.mul(b.scalar(beta, g), b.div(mm, bscalar(b, bc_next, g))),
                     b.mul(b.scalar(1.0 - beta, g), b.div(g, bscalar(b, bc, g))))

    def _normalise(self, b, x):
        """X/(‖X‖_F + ε): the spectral norm ≤ 1 that the Newton–Schulz iteration converges from."""
        fro = b.sqrt(b.reduce(b.mul(x, x), [0, 1]))
        return b.div(x, bscalar(b, b.add(fro, b.scalar(self.eps, fro)), x))

    def _orthogonalise(self, b, m_hat):
        shape = tuple(m_hat.type.shape)
        fan_in, fan_out = math.prod(shape[:-1]), shape[-1]
        x = b.reshape(m_hat, (fan_in, fan_out))
        tall = fan_in > fan_out
        if tall:
            x = b.transpose(x, (1, 0))
        x = self._normalise(b, x)
        c0, c1, c2 = NS_COEFFS
        for _ in range(self.ns_steps):
            a = b.dot_general(x, x, contract=((1,), (1,)))
            bb = b.add(b.mul(b.scalar(c1, a), a), b.mul(b.scalar(c2, a), b.dot_general(a, a, contract=((1,), (0,)))))
            x = b.add(b.mul(b.scalar(c0, x), x), b.dot_general(bb, x, contract=((1,), (0,))))
        if tall:
            x = b.transpose(x, (1, 0))
        x = b.reshape(x, shape)
        return b.mul(b.scalar(max(1.0, fan_out / fan_in) ** 0.5, x), x)

    def emit(self, b, flow, state, scalars):
        m, v, s = state["m"], state["v"], scalars
        new_m, new_v, updates = {}, {}, {}
        for name, g in flow.updates.items():
            if muon_routed(g.type.shape):
                mm = b.add(b.mul(b.scalar(1.0 - self.beta, g), g), b.mul(b.scalar(self.beta, g), m[name]))
                updates[name] = self._orthogonalise(
                    b, self._nesterov(b, self.beta, mm, g, s["mu_bc"], s["mu_bc_next"]))
                new_m[name], new_v[name] = mm, v[name]
                continue
            mm = b.add(b.mul(b.scalar(1.0 - self.b1, g), g), b.mul(b.scalar(self.b1, g), m[name]))
            vv = b.add(b.mul(b.scalar(1.0 - self.b2, g), b.mul(g, g)), b.mul(b.scalar(self.b2, g), v[name]))
            m_hat = self._nesterov(b, self.b1, mm, g, s["bc1"], s["bc1_next"])
            updates[name] = b.div(m_hat, b.add(b.sqrt(b.div(vv, bscalar(b, s["bc2"], g))), b.scalar(self.eps, g)))
            new_m[name], new_v[name] = mm, vv
        flow.updates = updates
        return {"m": new_m, "v": new_v}

    def describe(self):
        return [f"muon: rank ≥ 2 parameters as fan_in × fan_out matrices (conv kernels flattened over H, W, in): "
                f"Nesterov momentum β {self.beta!r}, X/(‖X‖_F + {self.eps!r}), {self.ns_steps} Newton–Schulz steps "
                f"X ← a·X + (b·XXᵀ + c·(XXᵀ)²)·X with (a, b, c) = {NS_COEFFS}, × sqrt(max(1, fan_out/fan_in)) "
                "(optax.contrib.muon)",
                f"muon's adam (the other parameters): Nesterov, β1 {self.b1!r}  β2 {self.b2!r}  eps {self.eps!r} "
                "(outside the sqrt); m, v start at 0"]


def sgd(momentum: float, nesterov: bool, scales: LayerScales = NO_LAYER_SCALES) -> Transform:
    """optax.sgd: (trace) then the learning-rate step; lr injected."""
    parts = [Trace(momentum, nesterov)] if momentum else []
    return Inject(Chain(*parts, ApplyLearningRate(scales)), "lr")


def rmsprop(decay: float, eps: float, momentum: float, scales: LayerScales = NO_LAYER_SCALES) -> Transform:
    """optax.rmsprop(eps_in_sqrt=True, initial_scale=1): RMS scaling, lr, then (trace)."""
    if not momentum:
        return Inject(Chain(ScaleByRms(decay, eps), ApplyLearningRate(scales)), "lr")
    return Inject(Chain(ScaleByRms(decay, eps), ScaleByLearningRate(scales), Trace(momentum), ApplyUpdates()), "lr")
