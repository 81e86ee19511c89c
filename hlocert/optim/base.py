"""What a rendered optimizer transform is, and how transforms chain — optax's shape, rendered.

optax's `GradientTransformation(init, update)` keeps every fact about a transform in one place
and `chain` concatenates the states of its members. A rendered transform has the same parts, plus
what a graph with no step counter needs (invariant 4):

- `states`: its per-parameter state groups (Adam's `m` and `v`, the EMA shadow), each a full set
  of tensors shaped like the parameters (the EMA's also like the net's step state), with the rule
  that initialises them;
- `scalars`: its host scalars — inputs fed every step — each with the function giving its value
  at step t (so the bias corrections 1−βᵗ are spelled by the transform that bakes β, and nowhere
  else);
- `metrics`: step outputs it measures (the pre-clip gradient norm);
- `emit(b, flow, state, scalars)`: the StableHLO ops, returning the new state;
- `describe()`: its banner lines, one per baked constant.

`Chain` concatenates all of these in order, as `optax.chain` concatenates states; the step
signature (render/signature.py) and the banner are derived from the chain, the trainer asks it
for `init` and `scalars_at(t)`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from ..ir import FuncBuilder, Value


@dataclass(frozen=True)
class HostSchedule:
    """What the host knows about the run that the transforms' scalars depend on: the learning
    rate of step t (1-based) and the cap of the EMA decay."""
    lr: Callable[[int], float]
    ema_decay_max: float = 0.9999


@dataclass(frozen=True)
class HostScalar:
    name: str                                        # the @main argument name
    meaning: str                                     # for the banner
    value: Callable[[int, HostSchedule], float]      # its value at step t (1-based)


@dataclass(frozen=True)
class StateGroup:
    """A full set of per-parameter tensors a transform carries from step to step; `with_state`:
    one per tensor of the net's step state too (its running statistics), after the parameters."""
    name: str
    init: str                                        # "zeros" | "ones" | "params" (a copy of θ₀)
    with_state: bool = False

    def initial(self, params: dict[str, np.ndarray], state: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        if self.with_state:
            params = {**params, **state}
        if self.init == "zeros":
            return {k: np.zeros_like(a) for k, a in params.items()}
        if self.init == "ones":
            return {k: np.ones_like(a) for k, a in params.items()}
        return {k: np.array(a, copy=True) for k, a in params.items()}


@dataclass
class Flow:
    """What passes from one transform to the next while emitting: the updates (the gradients at
    first), the parameters θ, θ' once a transform has applied the updates, the (replica-mean)
    loss, the net's new step state (its running statistics after this step's forward; empty for
    a net without) and the metrics measured so far."""
    updates: dict[str, Value]
    params: dict[str, Value]
    loss: Value
    new_params: dict[str, Value] | None = None
    state: dict[str, Value] = field(default_factory=dict)
    metrics: dict[str, Value] = field(default_factory=dict)


def bscalar(b: FuncBuilder, s: Value, like: Value) -> Value:
    """A host scalar broadcast to a tensor's shape."""
    return b.broadcast_in_dim(s, like.type.shape, [])


class Transform:
    """One rendered transform. Subclasses set the class attributes they need and `emit`."""
    states: tuple[StateGroup, ...] = ()
    scalars: tuple[HostScalar, ...] = ()
    metrics: tuple[str, ...] = ()              # step outputs it adds, in order
    reads: tuple[str, ...] = ()                # metrics an earlier transform must have measured
    heading: str | None = None                 # a comment line opening its ops

    def emit(self, b: FuncBuilder, flow: Flow, state: dict[str, dict[str, Value]],
             scalars: dict[str, Value]) -> dict[str, dict[str, Value]]:
        raise NotImplementedError

    def describe(self) -> list[str]:
        raise NotImplementedError


class Chain(Transform):
    """Transforms applied in order; states, scalars and metrics concatenated (optax.chain)."""

    def __init__(self, *transforms: Transform, heading: str | None = None):
        self.transforms = tuple(transforms)
        self.heading = heading
        self.states = tuple(s for t in transforms for s in t.states)
        self.scalars = tuple(s for t in transforms for s in t.scalars)
        self.metrics = tuple(m for t in transforms for m in t.metrics)
        measured: list[str] = []
        for t in transforms:
            missing = [m for m in t.reads if m not in measured]
            if missing:
                raise ValueError(f"{type(t).__name__} reads {', '.join(missing)}, which no transform "
                                 f"before it measures; put the transform that measures it first")
            measured += t.metrics
        self.reads = ()
        for what, names in (("state group", [s.name for s in self.states]),
                            ("host scalar", [s.name for s in self.scalars]), ("metric", list(self.metrics))):
            if len(set(names)) != len(names):
                raise ValueError(f"two transforms in a chain declare the same {what}: {names}")

    def emit(self, b, flow, state, scalars):
        new_state = {}
        for t in self.transforms:
            if t.heading:
                b.comment(t.heading)
            new_state.update(t.emit(b, flow, {s.name: state[s.name] for s in t.states},
                                    {s.name: scalars[s.name] for s in t.scalars}))
        return new_state

    def describe(self) -> list[str]:
        return [line for t in self.transforms for line in t.describe()]

    def init(self, params: dict[str, np.ndarray],
             state: dict[str, np.ndarray] | None = None) -> dict[str, dict[str, np.ndarray]]:
        """The initial state of every group, from the initial parameters (and the net's initial
        step state, for a group `with_state`)."""
        return {s.name: s.initial(params, state or {}) for s in self.states}

    def scalars_at(self, step: int, schedule: HostSchedule, dtype=np.float32) -> dict[str, np.ndarray]:
        """The host scalars fed at step `step` (1-based), in signature order (float32 as the
        f32 renders take them; float64 for den)."""
        return {s.name: np.asarray(s.value(step, schedule), dtype) for s in self.scalars}


class Inject(Transform):
    """`inner`, with the host scalars named in `names` listed first — the place optax's
    `inject_hyperparams` gives the hyperparameters a schedule sets (its state holds `hyperparams`
    ahead of `inner_state`). The learning rate is such a scalar."""

    def __init__(self, inner: Transform, *names: str):
        by_name = {s.name: s for s in inner.scalars}
        unknown = [n for n in names if n not in by_name]
        if unknown:
            raise ValueError(f"cannot inject {unknown}: the transform's host scalars are {list(by_name)}")
        self.inner = inner
        self.heading = inner.heading
        self.states, self.metrics, self.reads = inner.states, inner.metrics, inner.reads
        self.scalars = tuple(by_name[n] for n in names) + tuple(s for s in inner.scalars if s.name not in names)

    def emit(self, b, flow, state, scalars):
        return self.inner.emit(b, flow, state, scalars)

    def describe(self) -> list[str]:
        return self.inner.describe()
