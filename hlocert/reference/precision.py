"""The reference's mixed-precision policy: which contractions take bfloat16 operands, and how
their backward rounds — the JAX way, independent of hlocert's renderer.

Every contraction of the references (``ops.dense``, ``ops.conv2d``, the attention matmuls) goes
through :func:`contract`. With no policy active (the default) it is the plain contraction in
the inputs' dtype, so the references and their lowerings are unchanged. Under
``with policy(MixedPrecision(...)):`` — or a loss wrapped by :func:`under` for a jitted step —
the contractions of the named kinds cast both operands to bfloat16 and accumulate in the inputs'
dtype (``preferred_element_type``; float32 in training). Everything else (LayerNorm and
BatchNorm statistics, softmax, the loss, the optimizer) stays in the inputs' dtype: the
references never see a bfloat16 value outside a contraction.

The backward (``MixedPrecision.backward``):

- ``"operands"``: every backward contraction also takes bfloat16 operands and accumulates in
  float32 — the saved operands are the forward's bfloat16 casts, and the incoming cotangent is
  rounded to bfloat16 before it meets them. Written as a ``jax.custom_vjp`` whose backward is
  ``jax.vjp`` of the same contraction at the bfloat16-valued operands (held in the accumulation
  dtype, so each product is exact and only the accumulation rounds), applied to the rounded
  cotangent: JAX's transpose rules still derive every backward contraction (a convolution's
  input and kernel gradients included); the policy only fixes where the rounding happens.
- ``"autodiff"``: ``jax.grad`` straight through the casts, as JAX transposes them: the backward
  contractions take the unrounded float32 cotangent and their *results* are rounded to bfloat16
  (the primal operand's dtype) before the cast's transpose widens them — weight gradients
  included. A different, coarser policy than ``"operands"``; kept to show that ``hlocert pair``
  tells the two apart.

Nothing here imports from hlocert outside this package.
"""
from __future__ import annotations

import contextlib
import contextvars
import dataclasses
from typing import Callable

import jax
import jax.numpy as jnp

#: The kinds of contraction a policy can name.
KINDS = ("dense", "conv", "depthwise", "attention")
BACKWARDS = ("operands", "autodiff")

_ACTIVE: contextvars.ContextVar = contextvars.ContextVar("hlocert_reference_precision", default=None)


@dataclasses.dataclass(frozen=True)
class MixedPrecision:
    """bfloat16 operands for the contractions of ``kinds``, accumulation in the inputs' dtype."""

    kinds: tuple[str, ...] = KINDS
    backward: str = "operands"

    def __post_init__(self):
        object.__setattr__(self, "kinds", tuple(self.kinds))
        bad = [k for k in self.kinds if k not in KINDS]
        if bad:
            raise ValueError(f"unknown contraction kind(s) {bad}; choose from {', '.join(KINDS)}")
        if self.backward not in BACKWARDS:
            raise ValueError(f"backward must be one of {', '.join(BACKWARDS)}, got {self.backward!r}")


#: hlocert's ``+bf16`` variant as this reference states it: bf16 operands for the matmuls, the
#: non-grouped convolutions and attention's two products, forward and backward (the cotangent rounded
#: where it meets a product), f32 accumulation; grouped (depthwise) convolutions stay f32.
BF16 = MixedPrecision(kinds=("dense", "conv", "attention"), backward="operands")


@contextlib.contextmanager
def policy(p: MixedPrecision | None):
    """Trace the references' contractions under ``p`` (None: the plain dtype-generic ones)."""
    token = _ACTIVE.set(p)
    try:
        yield p
    finally:
        _ACTIVE.reset(token)


@dataclasses.dataclass(frozen=True)
class under:
    """``loss`` traced under policy ``p``: a hashable callable, so a jitted step that takes the
    loss as a static argument compiles one entry per (loss, policy) and never reuses a trace made
    under another policy."""

    loss: Callable
    p: MixedPrecision

    def __call__(self, *args, **kw):
        with policy(self.p):
            return self.loss(*args, **kw)


def _round(a):
    """``a`` rounded to bfloat16 (round to nearest even), held in its own dtype."""
    return a.astype(jnp.bfloat16).astype(a.dtype)


def contract(kind: str, f: Callable, a, b):
    """``f(a, b, **kw)`` — a contraction that takes ``preferred_element_type`` — under the active
    policy: plain ``f(a, b)`` unless the policy names ``kind``."""
    p = _ACTIVE.get()
    if p is None or kind not in p.kinds:
        return f(a, b)
    acc = jnp.result_type(a, b)
    if p.backward == "autodiff":
        return f(a.astype(jnp.bfloat16), b.astype(jnp.bfloat16), preferred_element_type=acc)

    def exact(x, y):            # bfloat16-valued operands held in `acc`: exact products, `acc` sums
        return f(x, y, preferred_element_type=acc)

    @jax.custom_vjp
    def mixed(x, y):
        return f(x.astype(jnp.bfloat16), y.astype(jnp.bfloat16), preferred_element_type=acc)

    def forward(x, y):
        xb, yb = x.astype(jnp.bfloat16), y.astype(jnp.bfloat16)
        return f(xb, yb, preferred_element_type=acc), (xb, yb)

    def backward(saved, ct):
        xb, yb = saved
        _, vjp = jax.vjp(exact, xb.astype(acc), yb.astype(acc))
        return vjp(_round(ct))

    mixed.defvjp(forward, backward)
    return mixed(a, b)
