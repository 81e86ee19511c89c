"""The optimizer the rendered train steps are tied to, as a plain optax chain, and the reference
train step (``jax.value_and_grad`` of a reference net's ``loss_fn``, then the optax update).

Gradient clipping is optax's ``clip_by_global_norm``: ``g · max_norm / ‖g‖`` when
``‖g‖ >= max_norm``, no epsilon (torch's ``clip_grad_norm_`` uses ``max_norm / (‖g‖ + 1e-6)``;
hlocert follows optax).

`optax_chain` is the optax chain each rendered optimizer family is tied to (tests/optim/test_optim_ties.py):
PyTorch's coupled weight decay of SGD, Adam and RMSprop is `add_decayed_weights` placed before the
alias, as PyTorch adds wd·θ to the gradient before its moments.
"""
from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
import optax
from optax.contrib import MuonDimensionNumbers, muon


def decay_mask(no_decay=frozenset()):
    """timm's no-decay rule as an optax mask: True for the parameters that get weight decay, those
    of rank >= 2 (conv and linear weights) not named in `no_decay` (a reference module's
    NO_WEIGHT_DECAY, timm's model's `no_weight_decay()`); False for 1-D ones (biases, LayerNorm
    g/b, LayerScale γ). optax calls it on the parameters' dict (Muon: on its partition of it)."""
    def mask(params):
        return {k: jax.tree.map(lambda p, k=k: p.ndim >= 2 and k not in no_decay, p) for k, p in params.items()}
    return mask


def make_optimizer(lr, *, b1=0.9, b2=0.999, eps=1e-8, weight_decay=0.05,
                   exclude_1d_from_decay=True, clip_norm=None, no_decay=frozenset()) -> optax.GradientTransformation:
    """AdamW with decoupled weight decay (under `exclude_1d_from_decay`, timm's rule: not on 1-D
    params nor on `no_decay`), preceded by global-norm clipping when ``clip_norm`` is given.
    ``lr`` is a float or an optax schedule of the step."""
    adamw = optax.adamw(lr, b1=b1, b2=b2, eps=eps, weight_decay=weight_decay,
                        mask=decay_mask(no_decay) if exclude_1d_from_decay else None)
    if clip_norm is None:
        return optax.chain(adamw)
    return optax.chain(optax.clip_by_global_norm(clip_norm), adamw)


def _flattened_matrix(params):
    """Muon's view of every rank >= 2 parameter: reduction over all axes but the last (a conv's
    H, W, in), output the last; None (Adam) for the rest."""
    return jax.tree.map(lambda p: MuonDimensionNumbers(tuple(range(p.ndim - 1)), p.ndim - 1) if p.ndim >= 2
                        else None, params)


def layer_decay_scales(layer_decay: float, layer_ids, min_scale: float = 0.0) -> dict:
    """BEiT's / timm's layer-wise lr decay: a parameter of layer i of L steps at lr·F^(L−1−i)
    (`layer_ids`: parameter -> layer, a dict or its items), at least `min_scale` (timm's)."""
    layer_ids = dict(layer_ids)
    top = max(layer_ids.values())
    return {k: max(min_scale, layer_decay ** (top - i)) for k, i in layer_ids.items()}


def clip_by_trained_norm(max_norm: float, frozen: frozenset) -> optax.GradientTransformation:
    """optax.clip_by_global_norm with the norm taken over the tensors not `frozen` (torch's
    clip_grad_norm_ over the parameters that have gradients), every tensor scaled by it."""
    def update(updates, state, params=None):
        norm = optax.tree.norm({k: u for k, u in updates.items() if k not in frozen})
        trigger = jnp.squeeze(norm < max_norm)
        return jax.tree.map(lambda t: jax.lax.select(trigger, t, (t / norm.astype(t.dtype)) * max_norm),
                            updates), state
    return optax.GradientTransformation(lambda params: optax.EmptyState(), update)


def adaptive_clip(factor: float, units: dict, eps: float = 1e-3) -> optax.GradientTransformation:
    """timm's adaptive_clip_grad (NFNets' AGC): per unit (the slices along `units[k]`'s axes, keepdims),
    max_norm = max(‖θ‖, eps)·factor, and g·max_norm/max(‖g‖, 1e-6) where ‖g‖ ≥ max_norm; the
    parameters not in `units` (the classifier head) unclipped. (optax.adaptive_grad_clip infers its
    units from the rank and clips every tensor; timm's train.py leaves the head out.)"""
    def norm(x, axes):
        return jnp.sqrt(jnp.sum(x * x, axis=axes, keepdims=True))

    def update(updates, state, params):
        out = {}
        for k, g in updates.items():
            if k not in units:
                out[k] = g
                continue
            max_norm = jnp.maximum(norm(params[k], units[k]), eps) * factor
            g_norm = norm(g, units[k])
            out[k] = jnp.where(g_norm < max_norm, g, g * (max_norm / jnp.maximum(g_norm, 1e-6)))
        return out, state
    return optax.GradientTransformation(lambda params: optax.EmptyState(), update)


def scale_per_tensor(scales) -> optax.GradientTransformation:
    """Each update (the whole step the family made, −lr·(u + wd·θ)) times its parameter's constant
    scale: timm's `lr_scale`, which multiplies its group's lr."""
    return optax.stateless(lambda updates, params=None: {k: u * scales[k] for k, u in updates.items()})


def _lamb(lr, opt, mask) -> optax.GradientTransformation:
    """timm's default Lamb (`always_adapt=False`) in optax: optax.lamb's own chain (eps_root 0)
    with its trust ratio masked as its weight decay — none at all under weight decay 0."""
    wd = opt.weight_decay

    def trust_mask(params):
        if wd == 0.0:
            return jax.tree.map(lambda p: False, params)
        return mask(params) if mask is not None else jax.tree.map(lambda p: True, params)
    return optax.chain(optax.scale_by_adam(b1=opt.b1, b2=opt.b2, eps=opt.eps, eps_root=0.0),
                       optax.add_decayed_weights(wd, mask),
                       optax.masked(optax.scale_by_trust_ratio(), trust_mask),
                       optax.scale_by_learning_rate(lr))


def optax_chain(opt, lr, no_decay=frozenset(), layer_ids=None, agc_units=None) -> optax.GradientTransformation:
    """The optax chain of an hlocert optimizer spec (hlocert.optim.Optimizer): clip (the global norm,
    or each element under `clipv{C}`), then the family, then (under `ld{F}`) each tensor's step
    times its layer-decay scale over `layer_ids` (the net's layer of each parameter, a dict or its
    items). ``lr`` is a float or an optax schedule of the step; `no_decay`: the reference net's
    NO_WEIGHT_DECAY, left undecayed under `wx`; `agc_units` (under `agc{C}`): each clipped
    parameter's unit axes (a dict or its items)."""
    if opt.layer_decay is not None:
        if layer_ids is None:
            raise ValueError(f"+ld{opt.layer_decay!r}: give the net's layer_ids")
        scales = layer_decay_scales(opt.layer_decay, layer_ids, opt.layer_decay_min)
        plain = dataclasses.replace(opt, layer_decay=None, layer_decay_min=0.0, layer_decay_no_opt=None)
        if not opt.layer_decay_no_opt:
            return optax.chain(optax_chain(plain, lr, no_decay, None, agc_units), scale_per_tensor(scales))
        # timm's no_opt_scale: the tensors scaled below it are out of timm's optimizer (requires_grad off): no
        # step (scale 0) and no gradient in the clipping norm; their moments here are never read
        frozen = frozenset(k for k, s in scales.items() if s < opt.layer_decay_no_opt)
        scales = {k: 0.0 if k in frozen else s for k, s in scales.items()}
        clip = [] if opt.clip_norm is None else [clip_by_trained_norm(opt.clip_norm, frozen)]
        return optax.chain(*clip, optax_chain(dataclasses.replace(plain, clip_norm=None), lr, no_decay, None,
                                              agc_units), scale_per_tensor(scales))
    if opt.agc is not None:                 # timm's --clip-mode agc: each unit clipped, then the family
        if agc_units is None:
            raise ValueError(f"+agc{opt.agc!r}: give the net's agc_units")
        return optax.chain(adaptive_clip(opt.agc, dict(agc_units)),
                           optax_chain(dataclasses.replace(opt, agc=None), lr, no_decay))
    if opt.clip_value is not None:          # timm's --clip-mode value: each element clamped, then the family
        return optax.chain(optax.clip(opt.clip_value),
                           optax_chain(dataclasses.replace(opt, clip_value=None), lr, no_decay))
    head = opt.HEAD
    if head == "adamw":
        return make_optimizer(lr, b1=opt.b1, b2=opt.b2, eps=opt.eps, weight_decay=opt.weight_decay,
                              exclude_1d_from_decay=opt.exclude_1d_from_decay, clip_norm=opt.clip_norm,
                              no_decay=no_decay)
    mask = decay_mask(no_decay) if opt.exclude_1d_from_decay else None
    coupled = optax.add_decayed_weights(opt.weight_decay, mask)
    if head == "adam":
        family = optax.chain(coupled, optax.adam(lr, b1=opt.b1, b2=opt.b2, eps=opt.eps))
    elif head == "sgd":
        family = optax.chain(coupled, optax.sgd(lr, momentum=opt.momentum or None, nesterov=opt.nesterov))
    elif head == "rmsproptf":
        family = optax.chain(coupled, optax.rmsprop(lr, decay=opt.decay, eps=opt.eps, initial_scale=1.0,
                                                    eps_in_sqrt=True, momentum=opt.momentum or None))
    elif head == "lamb":
        family = _lamb(lr, opt, mask)
    elif head == "muon":
        family = muon(lr, weight_decay=opt.weight_decay, weight_decay_mask=mask,
                      adam_weight_decay=0.0 if opt.exclude_1d_from_decay else opt.weight_decay,
                      muon_weight_dimension_numbers=_flattened_matrix)
    else:
        raise ValueError(f"no optax chain for optimizer {head!r}")
    if opt.clip_norm is None:
        return optax.chain(family)
    return optax.chain(optax.clip_by_global_norm(opt.clip_norm), family)


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
    return (*update(params, opt_state, grads, optimizer), loss, optax.tree.norm(grads))


@functools.partial(jax.jit, static_argnames=("cfg", "optimizer", "train_loss"),
                   donate_argnames=("params", "net_state", "opt_state"))
def train_step_with_state(params, net_state, opt_state, x, targets, drop_mask, cfg, optimizer, train_loss):
    """:func:`train_step` for a net with step state (BatchNorm running statistics):
    ``train_loss(params, net_state, x, targets, drop_mask, cfg) -> (loss, new net_state)``,
    differentiated with ``has_aux``. Returns ``(params, net_state, opt_state, loss, grad_norm)``."""
    (loss, net_state), grads = jax.value_and_grad(train_loss, has_aux=True)(params, net_state, x, targets,
                                                                            drop_mask, cfg)
    params, opt_state = update(params, opt_state, grads, optimizer)
    return params, net_state, opt_state, loss, optax.tree.norm(grads)


def update(params, opt_state, grads, optimizer):
    """optax's update of `params` by `grads`: (params', opt_state')."""
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state
