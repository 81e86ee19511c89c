"""Renders: a net's eval forward and its whole train step as one StableHLO function each.

The train step is forward → softmax cross-entropy → the combinator's backward → (all-reduce mean
over replicas) → the optimizer tail, in one function whose outputs alias its parameter and state
inputs. The eval forward is emitted by the same code up to the logits, so its body is a
line-for-line prefix of the train step's (checked by tests).

A render is named by a `Variant` (see variants.py) and headed by a banner that says what it is;
the runtime refuses to run an artifact whose banner disagrees with the requested run.
"""
from __future__ import annotations

import hashlib

from .. import __version__
from ..ir import FuncBuilder, aliasing_attr, build_module, print_module, tensor
from ..optim import all_reduce_mean, render_tail
from .targets import targets_choosing
from .variants import Variant

FORWARD_HEADING = "── forward ──"


def _declare(b: FuncBuilder, net, v: Variant, dtype: str, alias: bool = False):
    """x and the parameters, in signature order; with `alias`, θ_k is updated in place as output k."""
    x = b.arg("x", tensor(v.x_shape, dtype))
    shapes = net.param_shapes(v.x_shape)
    params = {name: b.arg(name, tensor(shape, dtype), aliasing_attr(i) if alias else None)
              for i, (name, shape) in enumerate(shapes.items())}
    return x, params, shapes


def _declare_aux(b: FuncBuilder, net, v: Variant, dtype: str):
    return {name: b.arg(name, tensor(shape, dtype)) for name, shape in net.aux_shapes(v.x_shape).items()}


def _forward_backward(b: FuncBuilder, v: Variant, net, x, params, aux, targets):
    """The certified heart shared by the grad function and the train step: forward, loss, backward."""
    loss_stage = v.model.loss()
    b.comment(FORWARD_HEADING)
    logits, saved = net.forward(b, x, params, aux)
    b.comment("── loss: softmax cross-entropy against soft targets, mean over the batch ──")
    loss, loss_saved = loss_stage.forward(b, logits, {}, {"targets": targets})
    b.comment("── backward ──")
    dlogits, _ = loss_stage.backward(b, None, loss_saved, {}, {"targets": targets})
    _, grads = net.backward(b, dlogits, saved, params, aux)
    return loss, {name: grads[name] for name in params}


def forward_func(v: Variant, dtype: str = "f32"):
    """Eval forward: (x, params, [drop_mask]) → logits."""
    net = v.model.net(drop=v.drop)
    b = FuncBuilder("main")
    x, params, _ = _declare(b, net, v, dtype)
    aux = _declare_aux(b, net, v, dtype)
    b.comment(FORWARD_HEADING)
    logits, _ = net.forward(b, x, params, aux)
    return b.ret(logits)


def grad_func(v: Variant, dtype: str = "f32"):
    """(x, θ, [drop_mask], targets) → (loss, ∇θ...): the train step's forward, loss and backward
    sections alone — the same lines, which the gradient ties check."""
    net = v.model.net(drop=v.drop)
    b = FuncBuilder("main")
    x, params, _ = _declare(b, net, v, dtype)
    aux = _declare_aux(b, net, v, dtype)
    targets = b.arg("targets", tensor((v.batch, v.model.num_classes), dtype))
    loss, grads = _forward_backward(b, v, net, x, params, aux, targets)
    return b.ret(loss, *grads.values())


def train_step_func(v: Variant, dtype: str = "f32"):
    """(x, θ, m, v, [ema], lr, bc1, bc2, [ema_decay], [drop_mask], targets)
    → (θ', m', v', [ema'], loss, pre-clip gradient norm); θ, m, v, ema updated in place."""
    net = v.model.net(drop=v.drop)
    opt = v.optimizer
    b = FuncBuilder("main")
    x, params, shapes = _declare(b, net, v, dtype, alias=True)
    n = len(shapes)
    # Outputs are laid out like the inputs (θ', m', v', ema'), so the k-th state input aliases
    # the k-th output and the trainer can feed a step's outputs straight back in.
    state = {}
    for gi, group in enumerate(["m", "v"] + (["ema"] if opt.ema else [])):
        state[group] = {name: b.arg(f"{group}.{name}", tensor(shape, dtype), aliasing_attr((gi + 1) * n + i))
                        for i, (name, shape) in enumerate(shapes.items())}
    scalars = {s: b.arg(s, tensor((), dtype)) for s in ["lr", "bc1", "bc2"] + (["ema_decay"] if opt.ema else [])}
    aux = _declare_aux(b, net, v, dtype)
    targets = b.arg("targets", tensor((v.batch, v.model.num_classes), dtype))
    loss, grads = _forward_backward(b, v, net, x, params, aux, targets)
    if v.replicas > 1:
        b.comment(f"── data parallel: mean of the gradients and the loss over {v.replicas} replicas ──")
        grads = all_reduce_mean(b, grads, v.replicas)
        loss = all_reduce_mean(b, {"loss": loss}, v.replicas)["loss"]
    b.comment("── optimizer ──")
    new_params, new_m, new_v, new_ema, norm = render_tail(b, params, grads, state["m"], state["v"], scalars, opt,
                                                          state.get("ema"))
    outs = list(new_params.values()) + list(new_m.values()) + list(new_v.values())
    if opt.ema:
        outs += list(new_ema.values())
    return b.ret(*outs, loss, norm)


def render(v: Variant, dtype: str = "f32") -> str:
    """The artifact text: banner + module, deterministic bytes."""
    func = train_step_func(v, dtype) if v.kind == "train" else forward_func(v, dtype)
    attrs = {}
    if v.replicas > 1:
        from ..ir.types import I32
        attrs = {"mhlo.num_replicas": I32(v.replicas)}
    body = print_module(build_module(func, name=v.module_name, attrs=attrs))
    digest = hashlib.sha256(body.encode()).hexdigest()
    return "".join(f"// {line}\n" for line in banner_lines(v, digest)) + body


def banner_lines(v: Variant, digest: str) -> list[str]:
    m = v.model
    details = m.details()
    lines = [
        f"hlocert {__version__} render: {v.name}",
        f"model: {m.describe()}  classes: {m.num_classes}  image: {m.image_size}  "
        f"batch per replica: {v.batch}  replicas: {v.replicas}",
        f"variant: {v.kind_text}" + (f"  {details}" if details else ""),
    ]
    if m.LOWERINGS:
        lines.append("lowerings: " + "; ".join(
            f"{family} {m.LOWERING_TEXT[m.lowering(family)]} (the default on "
            f"{', '.join(targets_choosing(m, family, m.lowering(family))) or 'no target'})"
            for family in m.LOWERINGS))
    return lines + [f"content sha256: {digest}"]
