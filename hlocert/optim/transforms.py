"""The rendered transforms: data-parallel mean, global norm, clipping, Adam moments, decoupled
weight decay with its mask, the learning-rate step and the EMA shadow — each one object that
owns its constants, its state groups, its host scalars (with their values at step t), its ops
and its banner lines. `adamw` chains the three optax chains for `optax.adamw`.

Each emitter writes its ops in optax's operation order, so the chain is tied numerically to
`optax.chain(clip_by_global_norm(c), adamw(lr, mask=...))` (the whole-net optimizer tie test).
"""
from __future__ import annotations

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
    """Measures sqrt(Σ over all parameters of Σ g²) once, before anything changes the gradients.

    Each tensor's sum runs in two stages (its last axis, then the rest): a single reduction of a
    2.4M-element tensor to a scalar loses ~1e-3 relative on IREE's llvm-cpu (measured: it
    accumulates sequentially in f32), two stages ~4e-7, and XLA is unaffected either way.
    """
    metrics = (GRAD_NORM,)

    def emit(self, b, flow, state, scalars):
        acc = None
        for g in flow.updates.values():
            sq = b.mul(g, g)
            if g.type.rank > 1:
                sq = b.reduce(sq, [g.type.rank - 1])
            sq = b.reduce(sq, range(sq.type.rank))
            acc = sq if acc is None else b.add(acc, sq)
        flow.metrics[GRAD_NORM] = b.sqrt(acc)
        return {}

    def describe(self):
        return [f"{GRAD_NORM}: the global L2 norm of the gradients before clipping (optax.tree.norm of the "
                "raw, replica-mean gradients)"]


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
    """Which parameters decay: all, or (timm/official) only those of rank ≥ 2 — conv and linear
    weights, not biases, norms or LayerScale γ."""
    exclude_1d: bool

    def __call__(self, shape) -> bool:
        return len(shape) >= 2 or not self.exclude_1d

    def describe(self) -> str:
        return ("parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)" if self.exclude_1d
                else "every parameter")


@dataclass(frozen=True)
class AddDecayedWeights(Transform):
    """u + wd·θ for the parameters the mask decays (decoupled weight decay, before the lr)."""
    weight_decay: float
    mask: DecayMask

    def decays(self, shape) -> bool:
        return self.weight_decay != 0.0 and self.mask(shape)

    def emit(self, b, flow, state, scalars):
        flow.updates = {name: b.add(u, b.mul(b.scalar(self.weight_decay, u), flow.params[name]))
                        if self.decays(u.type.shape) else u for name, u in flow.updates.items()}
        return {}

    def describe(self):
        return [f"weight decay: {self.weight_decay!r}, decoupled (u + wd·θ, scaled by lr with the update) on "
                + self.mask.describe()]


class ApplyLearningRate(Transform):
    """θ' = θ − lr·u (optax's scale_by_learning_rate and apply_updates in one step); lr is the
    host's schedule value."""
    scalars = (HostScalar("lr", "the learning rate of step t (the host's schedule)", lambda t, s: s.lr(t)),)

    def emit(self, b, flow, state, scalars):
        lr = scalars["lr"]
        flow.new_params = {name: b.sub(flow.params[name], b.mul(bscalar(b, lr, u), u))
                           for name, u in flow.updates.items()}
        return {}

    def describe(self):
        return ["update: θ' = θ − lr·u"]


class EmaOfParams(Transform):
    """e' = d·e + (1−d)·θ': the shadow averages the new weights. d is fed by the host with the
    TensorFlow `ExponentialMovingAverage(num_updates=t)` warm-up min(cap, (1+t)/(10+t)), so a
    short run's EMA is useful (with the paper's constant 0.9999 a 600-step run's EMA would still
    be the init)."""
    states = (StateGroup("ema", "params"),)
    scalars = (HostScalar("ema_decay", "min(cap, (1 + t)/(10 + t)), the EMA decay of step t",
                          lambda t, s: min(s.ema_decay_max, (1.0 + t) / (10.0 + t))),)

    def emit(self, b, flow, state, scalars):
        ema, decay = state["ema"], scalars["ema_decay"]
        out = {}
        for name, p in flow.new_params.items():
            d = bscalar(b, decay, p)
            one_minus = b.sub(b.scalar(1.0, p), d)
            out[name] = b.add(b.mul(d, ema[name]), b.mul(one_minus, p))
        return {"ema": out}

    def describe(self):
        return ["ema: e' = d·e + (1−d)·θ' of the updated weights, e starts at θ₀"]


def adamw(b1: float, b2: float, eps: float, weight_decay: float, mask: DecayMask) -> Transform:
    """optax.adamw: Adam moments, decoupled weight decay, the learning-rate step; lr injected."""
    return Inject(Chain(ScaleByAdam(b1, b2, eps), AddDecayedWeights(weight_decay, mask), ApplyLearningRate()), "lr")

