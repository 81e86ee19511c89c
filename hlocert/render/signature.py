"""The one owner of a render's @main signature: named groups of arguments and results, and which
argument aliases which result.

A train step's arguments are, in order: `x`; the model parameters `params` (θ); the net's step
state `state` (its running statistics, `Net.state_shapes()`: BatchNorm's running mean and variance,
present only in a net that has them); each state group of the optimizer chain (`m`, `v`, `ema`;
the EMA's holds the net's step state after the parameters, timm's ModelEmaV3 averaging buffers);
the chain's host scalars `scalars` (`lr`, `bc1`, ...); the net's masks (`drop_mask`); `targets`;
under logit distillation (`+kd{T}`) `teacher`, the teacher's logits of the same batch, and under
feature distillation (`+kdf{D}`) its pooled features [b, D] (the params then also hold timm's projection
`kd.proj.*` where D is not the student's width). Its results are the carried groups again (θ', state', m', ..., each argument aliasing its own
result, so a step's results feed the next step unchanged), then `loss` and the chain's metrics
(`grad_norm`). The eval forward is `x, params, state, masks → logits` (BatchNorm in eval mode
reads the running statistics from `state`; under `+prelogits` → `features`, the pooled features before the
head, whose parameters it then does not take); the gradient function `x, params, state, masks,
targets → loss, grads, state'` (state carried, so gradient accumulation threads it through its
micro-batches). A net without step state has no `state` group at all: its signatures, and so its
renders, are unchanged; `pack` takes an empty `state` for it, so a caller need not ask.

`render` declares @main from a `StepSignature`; everything that feeds or reads a step — trainer,
bench, pair, net mutants, verify, tests, `inspect` — goes through `pack` / `unpack`, so no caller
counts positions.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..ops.kd_feature import split_at_head
from ..optim import GRAD_NORM

Shape = tuple[int, ...]

STATE = "state"
TEACHER = "teacher"
ROLES = {"x": "data", "targets": "data", TEACHER: "data", "params": "model parameters", "grads": "gradients",
         "scalars": "host scalars", "loss": "metric", GRAD_NORM: "metric", "logits": "logits", "features": "logits",
         STATE: "net state (running statistics)"}


class SignatureError(ValueError):
    pass


@dataclass(frozen=True)
class Group:
    """Named tensors side by side in a signature. `single`: one tensor, packed and unpacked as
    itself rather than as a {key: tensor} dict. An argument's name is `prefix + key`."""
    name: str
    keys: tuple[str, ...]
    shapes: tuple[Shape, ...]
    role: str
    prefix: str = ""
    single: bool = False

    @property
    def arg_names(self) -> list[str]:
        return [self.prefix + k for k in self.keys]

    @property
    def size(self) -> int:
        """Scalars in all its tensors."""
        return sum(math.prod(s) for s in self.shapes)

    def flat(self, value) -> list:
        if self.single:
            return [value]
        if isinstance(value, Mapping):
            missing = [k for k in self.keys if k not in value]
            if missing or len(value) != len(self.keys):
                extra = [k for k in value if k not in self.keys]
                raise SignatureError(f"group {self.name!r}: missing {missing[:3]}, unexpected {extra[:3]} "
                                     f"(it holds {len(self.keys)} tensors: {', '.join(self.keys[:3])}, ...)")
            return [value[k] for k in self.keys]
        value = list(value)
        if len(value) != len(self.keys):
            raise SignatureError(f"group {self.name!r} holds {len(self.keys)} tensors, got {len(value)}")
        return value

    def nest(self, flat: Sequence) -> Any:
        return flat[0] if self.single else dict(zip(self.keys, flat))


def _single(name: str, shape: Shape, role: str | None = None) -> Group:
    return Group(name, (name,), (tuple(shape),), role or ROLES.get(name, "mask"), single=True)


@dataclass(frozen=True)
class StepSignature:
    inputs: tuple[Group, ...]
    outputs: tuple[Group, ...]
    carried: tuple[str, ...] = ()         # input groups whose k-th tensor aliases the same group's result

    def __post_init__(self):
        outs = {g.name: g for g in self.outputs}
        for name in self.carried:
            if outs.get(name) is None or outs[name].shapes != self.group(name).shapes:
                raise SignatureError(f"carried group {name!r} has no result of the same shapes")

    def group(self, name: str, side: str = "inputs") -> Group:
        for g in getattr(self, side):
            if g.name == name:
                return g
        raise SignatureError(f"no {side[:-1]} group {name!r}; the groups are "
                             + ", ".join(g.name for g in getattr(self, side)))

    def names(self, side: str = "inputs") -> list[str]:
        return [g.name for g in getattr(self, side)]

    def pack(self, values: Mapping[str, Any], only: Sequence[str] | None = None, side: str = "inputs") -> list:
        """The flat argument (or result) list for `values` by group name: a {key: tensor} dict or
        a sequence in signature order for a group of tensors, the tensor itself for a single
        one. `only`: just those groups, in signature order."""
        groups = [g for g in getattr(self, side) if only is None or g.name in only]
        want = {g.name for g in groups}
        if STATE not in self.names(side) and values.get(STATE, None) == {}:   # a net without step state
            values = {k: v for k, v in values.items() if k != STATE}
        if set(values) != want:
            raise SignatureError(f"pack needs the groups {sorted(want)}; missing {sorted(want - set(values))}, "
                                 f"unexpected {sorted(set(values) - want)}")
        return [a for g in groups for a in g.flat(values[g.name])]

    def unpack(self, flat: Sequence, only: Sequence[str] | None = None, side: str = "outputs") -> dict[str, Any]:
        """The inverse of `pack`: group name → {key: tensor} (or the tensor of a single group)."""
        groups = [g for g in getattr(self, side) if only is None or g.name in only]
        n = sum(len(g.keys) for g in groups)
        if len(flat) != n:
            raise SignatureError(f"expected {n} {side} for {', '.join(g.name for g in groups)}, got {len(flat)}")
        out, i = {}, 0
        for g in groups:
            out[g.name] = g.nest(flat[i:i + len(g.keys)])
            i += len(g.keys)
        return out

    def aliases(self) -> list[int | None]:
        """For each flat argument, the index of the result it is updated into (or None)."""
        starts, i = {}, 0
        for g in self.outputs:
            starts[g.name] = i
            i += len(g.keys)
        return [starts[g.name] + k if g.name in self.carried else None
                for g in self.inputs for k in range(len(g.keys))]

    def describe(self) -> list[str]:
        """Banner lines: the arguments and results by group, in order."""
        def text(g: Group, prime: str = "") -> str:
            if g.single:
                return f"{g.name} {'x'.join(map(str, g.shapes[0])) or 'scalar'}"
            if g.role == "host scalars":
                return f"{g.name} ({', '.join(g.keys)})"
            return f"{g.name}{prime} ({len(g.keys)} tensors, {g.size:,} scalars)"
        lines = ["arguments: " + "; ".join(text(g) for g in self.inputs)]
        lines.append("results: " + "; ".join(text(g, "'" if g.name in self.carried else "") for g in self.outputs))
        if self.carried:
            lines.append(f"aliasing: each of {', '.join(self.carried)} is updated in place into its primed result")
        return lines


def _params(param_shapes: Mapping[str, Shape], name: str = "params", prefix: str = "", role=None) -> Group:
    return Group(name, tuple(param_shapes), tuple(tuple(s) for s in param_shapes.values()),
                 role or ROLES.get(name, "optimizer state"), prefix)


@dataclass(frozen=True)
class NetShapes:
    """What a net contributes to a signature: x, the parameters, the step state and the masks
    (the chain's other aux inputs), and the class count; `teacher`: the loss also reads a teacher's
    logits (`+kd{T}`)."""
    x: Shape
    params: Mapping[str, Shape]
    state: Mapping[str, Shape]
    masks: Mapping[str, Shape]
    num_classes: int
    teacher: bool = False
    teacher_dim: int | None = None       # the teacher input's width: its pooled features' under `+kdf{D}` (else K)
    features: int | None = None          # an eval forward's pooled-feature width under `+prelogits` (output `features`)

    @classmethod
    def of(cls, x_shape: Shape, chain, state_shapes: Mapping[str, Shape], num_classes: int,
           teacher: bool = False, teacher_dim: int | None = None,
           loss_params: Mapping[str, Shape] | None = None, features: int | None = None) -> "NetShapes":
        aux = chain.aux_shapes(x_shape)
        missing = [n for n in state_shapes if n not in aux]
        if missing:
            raise SignatureError(f"the chain reads no aux input {missing[0]!r} of the net's state "
                                 f"({len(missing)} missing): its eval chain must read what its training chain updates")
        return cls(tuple(x_shape), {**chain.param_shapes(x_shape), **(loss_params or {})}, dict(state_shapes),
                   {k: s for k, s in aux.items() if k not in state_shapes}, num_classes, teacher, teacher_dim, features)

    def state_groups(self) -> tuple[Group, ...]:
        """The `state` group, or none for a net without step state."""
        return (_params(self.state, STATE),) if self.state else ()

    def mask_groups(self) -> tuple[Group, ...]:
        return tuple(_single(k, s) for k, s in self.masks.items())

    def targets(self) -> tuple[Group, ...]:
        """The loss's inputs: `targets`, and under distillation `teacher` (the same shape)."""
        rows = (self.x[0], self.num_classes)
        teacher = (self.x[0], self.teacher_dim or self.num_classes)
        return (_single("targets", rows), *((_single(TEACHER, teacher),) if self.teacher else ()))


def forward_signature(n: NetShapes) -> StepSignature:
    """Eval forward: (x, params, [state], masks) → logits (under `+prelogits`, the pooled features)."""
    out = _single("features", (n.x[0], n.features)) if n.features else _single("logits", (n.x[0], n.num_classes))
    return StepSignature((_single("x", n.x), _params(n.params), *n.state_groups(), *n.mask_groups()), (out,))


def grad_signature(n: NetShapes) -> StepSignature:
    """(x, params, [state], masks, targets) → (loss, ∇params, [state']), the state carried."""
    state = n.state_groups()
    return StepSignature((_single("x", n.x), _params(n.params), *state, *n.mask_groups(), *n.targets()),
                         (_single("loss", ()), _params(n.params, "grads"), *state), tuple(g.name for g in state))


def _optimizer_groups(param_shapes, chain, state_shapes) -> tuple[tuple[Group, ...], Group]:
    """The chain's state groups (a group `with_state` spans the net's step state after the
    parameters) and its host scalars."""
    states = tuple(_params({**param_shapes, **state_shapes} if s.with_state else param_shapes, s.name, f"{s.name}.")
                   for s in chain.states)
    scalars = Group("scalars", tuple(s.name for s in chain.scalars), tuple(() for _ in chain.scalars),
                    "host scalars")
    return states, scalars


def train_signature(n: NetShapes, chain) -> StepSignature:
    """(x, params, [state], each optimizer state group, host scalars, masks, targets) → (params',
    [state'], optimizer state', loss, metrics), the parameters and every state group carried."""
    states, scalars = _optimizer_groups(n.params, chain, n.state)
    carried = (_params(n.params), *n.state_groups(), *states)
    return StepSignature((_single("x", n.x), *carried, scalars, *n.mask_groups(), *n.targets()),
                         (*carried, _single("loss", ()), *(_single(m, ()) for m in chain.metrics)),
                         tuple(g.name for g in carried))


def apply_signature(n: NetShapes, chain) -> StepSignature:
    """Gradient accumulation's apply step: (params, each optimizer state group, host scalars, grads,
    loss, [state]) → (params', state', loss, metrics) — the train step's optimizer section fed the
    gradients (the mean of k micro-batches' from the grad function) instead of computing them. The
    net's step state is not carried here: the grad function carries it from micro-batch to
    micro-batch, and the apply step reads it (the last micro-batch's) only where a state group
    averages it (the EMA of a net with running statistics)."""
    states, scalars = _optimizer_groups(n.params, chain, n.state)
    carried = (_params(n.params), *states)
    reads_state = n.state_groups() if any(s.with_state for s in chain.states) else ()
    return StepSignature((*carried, scalars, _params(n.params, "grads", "grads."), _single("loss", ()), *reads_state),
                         (*carried, _single("loss", ()), *(_single(m, ()) for m in chain.metrics)),
                         tuple(g.name for g in carried))


def accumulate_signature(param_shapes) -> StepSignature:
    """Gradient accumulation's running sum: (total_loss, total.∇θ…, loss, ∇θ…, divisor) →
    ((total_loss + loss) / divisor, (total + ∇θ) / divisor…), the totals updated in place — the
    device sum of the grad function's outputs, micro-batch by micro-batch."""
    totals = (_single("total_loss", (), "metric"), _params(param_shapes, "total", "total.", "gradients"))
    return StepSignature((*totals, _single("loss", ()), _params(param_shapes, "grads", "grads."),
                          _single("divisor", (), "host scalars")), totals, tuple(g.name for g in totals))


def net_shapes(v, chain=None) -> NetShapes:
    """The net's part of `v`'s signatures; `chain`: v's chain if already built (the training
    chain for a train step, the eval chain for an eval forward)."""
    if chain is None:
        chain = v.net()
    pre_logits = v.kind == "fwd" and v.pre_logits
    if pre_logits:
        chain = split_at_head(chain)[0]
    features = v.kind == "train" and v.kd_feature_dim is not None
    return NetShapes.of(v.x_shape, chain, v.model.state_shapes(), v.model.num_classes,
                        v.kind == "train" and (v.kd_temperature is not None or v.token_distills or features),
                        v.kd_feature_dim if features else None, v.projection_shapes() if features else None,
                        chain.out_shape(v.x_shape)[-1] if pre_logits else None)


def signature(v, net=None, *, grad: bool = False, apply: bool = False, accumulate: bool = False) -> StepSignature:
    """The signature of `v`'s render (the train step, or the eval forward), or with `grad` of its
    gradient function (render.grad_func), with `apply` of its apply step (render.apply_func), with
    `accumulate` of its gradients' running sum (render.accumulate_func); `net` (v's chain) if
    already built."""
    n = net_shapes(v, net)
    if grad:
        return grad_signature(n)
    if accumulate:
        return accumulate_signature(n.params)
    if apply:
        return apply_signature(n, v.chain())
    if v.kind == "train":
        return train_signature(n, v.chain())
    return forward_signature(n)
