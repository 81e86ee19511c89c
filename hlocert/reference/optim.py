"""The optimizer the rendered train steps are tied to, as a plain optax chain, and the reference
train step (``jax.value_and_grad`` of a reference net's ``loss_fn``, then the optax update).

Gradient clipping is optax's ``clip_by_global_norm``: ``g · max_norm / ‖g‖`` when
``‖g‖ >= max_norm``, no epsilon (torch's ``clip_grad_norm_`` uses ``max_norm / (‖g‖ + 1e-6)``;
hlocert follows optax).
"""
from __future__ import annotations

import functools

import jax
import optax


def decay_mask(params):
    """True for the parameters that get weight decay: those of rank >= 2 (conv and linear
    weights); False for 1-D ones (biases, LayerNorm g/b, LayerScale γ)."""
    return jax.tree.map(lambda p: p.ndim >= 2, params)


def make_optimizer(lr, *, b1=0.9, b2=0.999, eps=1e-8, weight_decay=0.05,
                   exclude_1d_from_decay=True, clip_norm=None) -> optax.GradientTransformation:
    """AdamW with decoupled weight decay (optionally not on 1-D params), preceded by global-norm
    clipping when ``clip_norm`` is given. ``lr`` is a float or an optax schedule of the step."""
    adamw = optax.adamw(lr, b1=b1, b2=b2, eps=eps, weight_decay=weight_decay,
                        mask=decay_mask if exclude_1d_from_decay else None)
    if clip_norm is None:
        return optax.chain(adamw)
    return optax.chain(optax.clip_by_global_norm(clip_norm), adamw)


def ema_update(ema, params, decay):
    """Exponential moving average of the parameters: ``decay · ema + (1 - decay) · params``."""
    return jax.tree.map(lambda e, p: decay * e + (1.0 - decay) * p, ema, params)


@functools.partial(jax.jit, static_argnames=("cfg", "optimizer", "loss_fn"),
                   donate_argnames=("params", "opt_state"))
def train_step(params, opt_state, x, targets, drop_mask, cfg, optimizer, loss_fn):
    """One step: loss and gradients of ``loss_fn(params, x, targets, drop_mask, cfg)`` (a reference
    net's) by ``jax.value_and_grad``, then the optax update.

    Returns ``(params, opt_state, loss, grad_norm)``, ``grad_norm`` being the global L2 norm of
    the gradients before any clipping. ``params`` and ``opt_state`` are donated.
    """
    loss, grads = jax.value_and_grad(loss_fn)(params, x, targets, drop_mask, cfg)
    grad_norm = optax.tree.norm(grads)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss, grad_norm
