"""Stages: a forward emitter and its hand-written VJP emitter, side by side, and how they compose.

A `Stage` maps a batched activation `x` (batch on axis 0) and its parameters to `y`. Its
`forward` emits the ops of y into a FuncBuilder and returns what the backward needs (`saved`);
its `backward` emits, from the cotangent `dy`, the input cotangent `dx` and one gradient per
parameter, each summed over the batch. Non-differentiated per-step inputs (drop masks, targets)
come in through `aux`, a dict of IR values shared by the whole net.

`Chain` and `Residual` are stages made of stages: a chain runs its stages forward and their
backwards in reverse; a residual block adds its input to its branch's output and, backward, adds
the raw cotangent to the branch's input cotangent (the fan-in). A net is written only in terms of
these two, so its backward is never assembled by hand.

A stage that keeps step state (BatchNorm's running statistics) lists the aux inputs it updates in
`updates` and returns their new values from `new_state(saved)`; the forward function then returns
them after y. Step-state aux inputs (`state_names`: the updated ones, and those BatchNorm reads in
eval mode) are scoped by the composites like parameters (`blocks.0.bn.running_mean`), so equal
stage names in different blocks never collide; the other aux inputs (masks, targets) are global.
`eval_mode()` is the stage as the eval forward runs it: a stage that behaves differently in
training (BatchNorm: batch statistics) returns its eval twin (running statistics), a composite
rebuilds itself with each child in eval mode (`map_children`), anything else is itself. A stage
whose output row b depends on other examples than b (BatchNorm in training mode) sets
`batch_coupled`: its batch certificate is the coupled form, and only it may use the coupling
pass's batch-statistic carve-out.

Every rule also names an independent reference (`reference`: a jax.numpy function of x, params
and aux, taken from hlocert.reference) and small certificate configurations (`examples`) that the
certifier uses; the certificates themselves live in hlocert.certify.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any, Callable

from ..ir import FuncBuilder, Value

Shape = tuple[int, ...]


class Stage:
    """One differentiable stage of a net. Subclasses set `name` (the parameter prefix)."""

    name: str = ""
    # The x values where the rule is not differentiable (ReLU's 0, ReLU6's 0 and 6). The symbolic
    # level puts x in every open piece between them, so each comparison with a kink is decided;
    # the autodiff and batch levels draw x wide enough to cover every piece.
    kinks: tuple[float, ...] = ()
    batch_coupled = False
    # The rows of x one example spans: 1, or (the JSD loss, batch-coupled) its S aug-split views; the
    # mutation suite's batch level runs a stage at B·rows_per_example rows.
    rows_per_example = 1

    # -- shapes (x_shape includes the batch axis; parameter shapes never do)
    def param_shapes(self, x_shape: Shape) -> dict[str, Shape]:
        return {}

    def out_shape(self, x_shape: Shape) -> Shape:
        return x_shape

    def aux_shapes(self, x_shape: Shape) -> dict[str, Shape]:
        """Non-differentiated inputs this stage reads (e.g. drop masks), by aux name."""
        return {}

    def sample_aux(self, rng, x_shape: Shape) -> dict:
        """Non-trivial test values for the aux inputs (masks that drop, soft targets)."""
        return {}

    def updates(self, x_shape: Shape) -> tuple[str, ...]:
        """The aux inputs (step state) whose new values the forward also returns, via `new_state`."""
        return ()

    def check_batch(self, x_shape: Shape) -> None:
        """A one-line ValueError if x_shape's batch is too small for this stage (a training-mode
        BatchNorm needs N·H·W ≥ 2); composites ask each child at its own input shape. Nothing else
        about shapes depends on the batch, so this is where a variant's batch is judged."""

    def state_names(self, x_shape: Shape) -> tuple[str, ...]:
        """The aux inputs that are step state (scoped by composites like parameters): those it
        updates, or (BatchNorm in eval mode) reads in their place."""
        return self.updates(x_shape)

    # -- emitters
    def new_state(self, saved) -> dict[str, Value]:
        """The new values of `updates`' aux inputs, from what the forward saved."""
        return {}

    def forward(self, b: FuncBuilder, x: Value, params: dict[str, Value], aux: dict[str, Value]) -> tuple[Value, Any]:
        raise NotImplementedError

    def backward(self, b: FuncBuilder, dy: Value, saved: Any, params: dict[str, Value],
                 aux: dict[str, Value]) -> tuple[Value | None, dict[str, Value]]:
        raise NotImplementedError

    # -- certification hooks
    def reference(self) -> Callable:
        """fn(x, params: dict, aux: dict) -> y, written with hlocert.reference (jax.numpy)."""
        raise NotImplementedError(f"{type(self).__name__} has no reference")

    def state_reference(self) -> Callable:
        """fn(x, params, aux) -> {updated aux name: new value}, for a stage with `updates`."""
        raise NotImplementedError(f"{type(self).__name__} has no state reference")

    def pname(self, local: str) -> str:
        return scoped(self.name, local)

    def eval_mode(self) -> "Stage":
        """This stage as the eval forward runs it: a composite (Chain, Residual, Gate, ...) with
        each child in eval mode, a leaf itself; a stage with a training-only behaviour
        (BatchNorm) overrides it with its eval twin."""
        return self.map_children(lambda s: s.eval_mode())

    def map_children(self, fn: Callable[["Stage"], "Stage"]) -> "Stage":
        """This stage rebuilt with `fn` applied to every dataclass field holding a stage (or a
        list of stages), so any composite maps its children without code of its own; a stage
        holding none is returned as it is."""
        if not is_dataclass(self):
            return self
        swapped = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Stage):
                swapped[f.name] = fn(value)
            elif isinstance(value, (list, tuple)) and value and all(isinstance(s, Stage) for s in value):
                swapped[f.name] = type(value)(fn(s) for s in value)
        return replace(self, **swapped) if swapped else self


def sum_hw(b, v: Value) -> Value:
    """Each example's Σ of a [..., H, W, C] value (NHWC, or the aug splits' [S, N, H, W, C]) over H
    and W, [..., C], in rows: [..., H, W·C] summed over H, then [..., W, C] over W. The same sum as
    one reduce over H, W in another order; IREE-CPU runs a reduce over H, W whose operand is computed
    (a product: Σ x², Σ dy · x) 1.3–6× slower than these two (BENCHMARKS.md, "IREE: sums over H, W
    in rows")."""
    *lead, h, w, c = v.type.shape
    cols = b.reduce(b.reshape(v, (*lead, h, w * c)), (len(lead),))
    return b.reduce(b.reshape(cols, (*lead, w, c)), (len(lead),))


def scoped(prefix: str, name: str) -> str:
    return f"{prefix}.{name}" if prefix and name else (prefix or name)


def within(params: dict, prefix: str) -> dict:
    """The entries of `params` under `prefix`, keyed by the rest of their names: what a
    composite hands its children, so a stage names its parameters only relative to itself and
    stays unchanged when it is put into a chain (names are scoped while walking)."""
    if not prefix:
        return params
    head = prefix + "."
    return {k[len(head):]: v for k, v in params.items() if k.startswith(head)}


def prefixed(prefix: str, named: dict) -> dict:
    """`named` (parameter shapes or gradients of a child) under `prefix`, in the same order."""
    return {scoped(prefix, k): v for k, v in named.items()} if prefix else named


def state_prefixed(prefix: str, aux: dict, state: tuple) -> dict:
    """A child's aux inputs as its composite names them: the step-state ones under `prefix`."""
    return {scoped(prefix, k) if k in state else k: v for k, v in aux.items()}


def aux_within(aux: dict, prefix: str) -> dict:
    """The aux inputs a composite hands its children: the global ones (masks) as they are, plus
    the step state under `prefix` by the rest of its name."""
    return {**aux, **within(aux, prefix)} if prefix else aux


@dataclass
class Chain(Stage):
    """Stages applied one after another; the backward runs their backwards in reverse."""
    stages: list
    name: str = ""

    def _shapes(self, x_shape):
        shapes = [x_shape]
        for s in self.stages:
            shapes.append(s.out_shape(shapes[-1]))
        return shapes

    def param_shapes(self, x_shape):
        out = {}
        for s, xs in zip(self.stages, self._shapes(x_shape)):
            out.update(s.param_shapes(xs))
        return prefixed(self.name, out)

    def aux_shapes(self, x_shape):
        out = {}
        for s, xs in zip(self.stages, self._shapes(x_shape)):
            out.update(state_prefixed(self.name, s.aux_shapes(xs), s.state_names(xs)))
        return out

    def sample_aux(self, rng, x_shape):
        out = {}
        for s, xs in zip(self.stages, self._shapes(x_shape)):
            out.update(state_prefixed(self.name, s.sample_aux(rng, xs), s.state_names(xs)))
        return out

    def out_shape(self, x_shape):
        return self._shapes(x_shape)[-1]

    def check_batch(self, x_shape):
        for s, xs in zip(self.stages, self._shapes(x_shape)):
            s.check_batch(xs)

    @property
    def batch_coupled(self):
        return any(s.batch_coupled for s in self.stages)

    def updates(self, x_shape):
        return tuple(scoped(self.name, n) for s, xs in zip(self.stages, self._shapes(x_shape)) for n in s.updates(xs))

    def state_names(self, x_shape):
        return tuple(scoped(self.name, n) for s, xs in zip(self.stages, self._shapes(x_shape))
                     for n in s.state_names(xs))

    def new_state(self, saved):
        return prefixed(self.name, {n: v for s, sv in zip(self.stages, saved) for n, v in s.new_state(sv).items()})

    def state_reference(self):
        fns = [(s, s.reference()) for s in self.stages]
        name = self.name

        def chain(x, params, aux):
            params, aux = within(params, name), aux_within(aux, name)
            out = {}
            for s, fn in fns:
                if s.updates(tuple(x.shape)):
                    out.update(s.state_reference()(x, params, aux))
                x = fn(x, params, aux)
            return prefixed(name, out)
        return chain

    def forward(self, b, x, params, aux):
        params, aux = within(params, self.name), aux_within(aux, self.name)
        saved = []
        for s in self.stages:
            x, sv = s.forward(b, x, params, aux)
            saved.append(sv)
        return x, saved

    def backward(self, b, dy, saved, params, aux):
        params, aux = within(params, self.name), aux_within(aux, self.name)
        grads = {}
        for s, sv in reversed(list(zip(self.stages, saved))):
            dy, g = s.backward(b, dy, sv, params, aux)
            grads.update(g)
        return dy, prefixed(self.name, grads)

    def reference(self):
        fns = [s.reference() for s in self.stages]
        name = self.name

        def chain(x, params, aux):
            params, aux = within(params, name), aux_within(aux, name)
            for fn in fns:
                x = fn(x, params, aux)
            return x
        return chain


@dataclass
class Residual(Stage):
    """y = x + branch(x). Backward: dx = dy + branch's input cotangent (the skip's fan-in)."""
    branch: Stage
    name: str = ""

    def param_shapes(self, x_shape):
        return prefixed(self.name, self.branch.param_shapes(x_shape))

    def aux_shapes(self, x_shape):
        return state_prefixed(self.name, self.branch.aux_shapes(x_shape), self.branch.state_names(x_shape))

    def sample_aux(self, rng, x_shape):
        return state_prefixed(self.name, self.branch.sample_aux(rng, x_shape), self.branch.state_names(x_shape))

    @property
    def batch_coupled(self):
        return self.branch.batch_coupled

    def check_batch(self, x_shape):
        self.branch.check_batch(x_shape)

    def updates(self, x_shape):
        return tuple(scoped(self.name, n) for n in self.branch.updates(x_shape))

    def state_names(self, x_shape):
        return tuple(scoped(self.name, n) for n in self.branch.state_names(x_shape))

    def new_state(self, saved):
        return prefixed(self.name, self.branch.new_state(saved))

    def state_reference(self):
        fn, name = self.branch.state_reference(), self.name
        return lambda x, params, aux: prefixed(name, fn(x, within(params, name), aux_within(aux, name)))

    def out_shape(self, x_shape):
        out = self.branch.out_shape(x_shape)
        if out != x_shape:
            raise ValueError(f"residual {self.name!r}: branch maps {x_shape} to {out}; the skip needs equal shapes")
        return out

    def forward(self, b, x, params, aux):
        y, saved = self.branch.forward(b, x, within(params, self.name), aux_within(aux, self.name))
        return b.add(y, x), saved

    def backward(self, b, dy, saved, params, aux):
        dx_branch, grads = self.branch.backward(b, dy, saved, within(params, self.name), aux_within(aux, self.name))
        return b.add(dx_branch, dy), prefixed(self.name, grads)

    def reference(self):
        fn, name = self.branch.reference(), self.name
        return lambda x, params, aux: x + fn(x, within(params, name), aux_within(aux, name))


@dataclass
class Mutant:
    """A deliberately wrong twin of a rule; at least one certificate must reject it."""
    name: str
    stage: Stage
    x_shape: Shape

    @property
    def description(self) -> str:
        return (type(self.stage).__doc__ or "").strip().splitlines()[0]


@dataclass
class Example:
    """A certificate configuration of a rule: the stage and the input shape (batch first)."""
    stage: Stage
    x_shape: Shape
    label: str = ""
