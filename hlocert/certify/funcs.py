"""A stage as IR functions the certificates run: its forward, and its VJP (forward then backward).

Arguments, in order: `x`, the parameters in `stage.param_shapes` order, the aux inputs in
`stage.aux_shapes` order, and (VJP only) `dy`. The forward returns `y`, then the new values of
the step state it updates (`stage.updates`, in that order); the VJP returns `dx` and one gradient
per parameter, in parameter order.

`Signature` also says which inputs carry the batch: an aux input (or the output) is batched when
its leading dimension follows the batch size of `x` (found by asking the stage for its shapes at
two batch sizes, not by comparing sizes).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..ir import FuncBuilder, IRError, tensor
from ..ir.core import Func, Value

Shape = tuple[int, ...]


class RuleError(Exception):
    """A stage broke its own contract (wrong output shape, missing gradient, ...): a failure of the
    rule under certification, reported as such, never a crash of the certifier."""


@dataclass
class Signature:
    x_shape: Shape
    params: dict[str, Shape]
    aux: dict[str, Shape]
    out_shape: Shape
    batched_aux: set[str] = field(default_factory=set)
    out_batched: bool = True
    state: tuple[str, ...] = ()       # the aux inputs the forward updates (returned after y)

    @property
    def batch(self) -> int:
        return self.x_shape[0]

    def describe(self) -> str:
        def s(shape):
            return "x".join(map(str, shape)) if shape else "scalar"
        return f"{s(self.x_shape)} -> {s(self.out_shape)}"


def _leading_follows_batch(shape_at_b: Shape, shape_at_b1: Shape) -> bool:
    return bool(shape_at_b) and len(shape_at_b) == len(shape_at_b1) and shape_at_b1[0] == shape_at_b[0] + 1 \
        and tuple(shape_at_b[1:]) == tuple(shape_at_b1[1:])


def signature(stage, x_shape) -> Signature:
    x_shape = tuple(int(d) for d in x_shape)
    if not x_shape:
        raise RuleError("x must have a leading batch axis")
    params = {n: tuple(s) for n, s in stage.param_shapes(x_shape).items()}
    aux = {n: tuple(s) for n, s in stage.aux_shapes(x_shape).items()}
    out = tuple(stage.out_shape(x_shape))
    bigger = (x_shape[0] + 1, *x_shape[1:])
    try:
        aux1 = {n: tuple(s) for n, s in stage.aux_shapes(bigger).items()}
        out1 = tuple(stage.out_shape(bigger))
        params1 = {n: tuple(s) for n, s in stage.param_shapes(bigger).items()}
        batched_aux = {n for n in aux if n in aux1 and _leading_follows_batch(aux[n], aux1[n])}
        out_batched = _leading_follows_batch(out, out1)
    except Exception:   # a stage that only accepts one batch size: fall back to comparing sizes
        batched_aux = {n for n, s in aux.items() if s and s[0] == x_shape[0]}
        out_batched = bool(out) and out[0] == x_shape[0]
        params1 = params
    if params1 != params:
        raise RuleError(f"parameter shapes depend on the batch size: {params} at B={x_shape[0]}, "
                        f"{params1} at B={bigger[0]}")
    clash = {"x", "dy"} & (set(params) | set(aux)) or set(params) & set(aux)
    if clash:
        raise RuleError(f"argument names clash: {sorted(clash)}")
    state = tuple(stage.updates(x_shape))
    wrong = [n for n in state if n not in aux or n in batched_aux]
    if wrong or len(set(state)) != len(state):
        raise RuleError(f"updated state {list(state)} must name distinct unbatched aux inputs (bad: {wrong})")
    return Signature(x_shape, params, aux, out, batched_aux, out_batched, state)


def _declare(b: FuncBuilder, sig: Signature, dtype: str):
    x = b.arg("x", tensor(sig.x_shape, dtype))
    params = {n: b.arg(n, tensor(s, dtype)) for n, s in sig.params.items()}
    aux = {n: b.arg(n, tensor(s, dtype)) for n, s in sig.aux.items()}
    return x, params, aux


def _check_type(what: str, v, shape: Shape, dtype: str):
    if not isinstance(v, Value):
        raise RuleError(f"{what} is {v!r}, not an IR value")
    if v.type.shape != tuple(shape):
        raise RuleError(f"{what} has shape {v.type.shape}, expected {tuple(shape)}")
    if v.type.dtype != dtype:
        raise RuleError(f"{what} has dtype {v.type.dtype}, expected {dtype}")


def forward_func(stage, x_shape, dtype: str = "f64", sig: Signature | None = None) -> Func:
    """fn(x, *params, *aux) -> (y, *new state)."""
    sig = sig or signature(stage, x_shape)
    b = FuncBuilder("forward")
    x, params, aux = _declare(b, sig, dtype)
    y, saved = stage.forward(b, x, params, aux)
    _check_type("the forward's output y", y, sig.out_shape, dtype)
    new = dict(stage.new_state(saved)) if sig.state else {}
    if set(new) != set(sig.state):
        raise RuleError(f"new_state gives {sorted(new)}, the stage updates {list(sig.state)}")
    for n in sig.state:
        _check_type(f"the new value of {n}", new[n], sig.aux[n], dtype)
    return b.ret(y, *(new[n] for n in sig.state))


def vjp_func(stage, x_shape, dtype: str = "f64", sig: Signature | None = None) -> Func:
    """fn(x, *params, *aux, dy) -> (dx, *grads in parameter order): forward, then backward."""
    sig = sig or signature(stage, x_shape)
    b = FuncBuilder("vjp")
    x, params, aux = _declare(b, sig, dtype)
    dy = b.arg("dy", tensor(sig.out_shape, dtype))
    y, saved = stage.forward(b, x, params, aux)
    _check_type("the forward's output y", y, sig.out_shape, dtype)
    dx, grads = stage.backward(b, dy, saved, params, aux)
    if dx is None:
        raise RuleError("the backward returns no input cotangent dx")
    _check_type("dx", dx, sig.x_shape, dtype)
    grads = dict(grads or {})
    missing = [n for n in sig.params if n not in grads]
    extra = [n for n in grads if n not in sig.params]
    if missing or extra:
        raise RuleError(f"the backward's gradients do not match the parameters: missing {missing}, "
                        f"unexpected {extra}")
    for n, s in sig.params.items():
        _check_type(f"the gradient of {n}", grads[n], s, dtype)
    return b.ret(dx, *(grads[n] for n in sig.params))


# ---------------------------------------------------------------------------------------------
# Random inputs.

def random_inputs(stage, sig: Signature, rng: np.random.Generator):
    """float64 x, params (dict), aux (dict, from the stage's sample_aux) and dy."""
    x = rng.standard_normal(sig.x_shape) * kink_scale(stage)
    params = {n: rng.standard_normal(s) for n, s in sig.params.items()}
    aux = sample_aux(stage, sig, rng)
    dy = rng.standard_normal(sig.out_shape)
    return x, params, aux, dy


def kink_scale(stage) -> float:
    """The spread of x for a stage with kinks: the farthest kink from 0 (at least 1), so that a
    standard-normal draw times it lands in every piece (ReLU6: about 16% of x above 6)."""
    return max([1.0, *(abs(float(k)) for k in stage.kinks)])


def sample_aux(stage, sig: Signature, rng) -> dict[str, np.ndarray]:
    raw = stage.sample_aux(rng, sig.x_shape) if sig.aux else {}
    aux = {}
    for n, s in sig.aux.items():
        if n not in raw:
            raise RuleError(f"sample_aux gives no value for aux input {n!r}")
        a = np.asarray(raw[n], dtype=np.float64)
        if a.shape != s:
            raise RuleError(f"sample_aux gives {n!r} shape {a.shape}, aux_shapes says {s}")
        aux[n] = a
    return aux


def args_list(sig: Signature, x, params, aux, dy=None) -> list:
    out = [x, *(params[n] for n in sig.params), *(aux[n] for n in sig.aux)]
    return out if dy is None else out + [dy]


__all__ = ["Signature", "signature", "forward_func", "vjp_func", "random_inputs", "kink_scale", "sample_aux",
           "args_list", "RuleError", "IRError"]
