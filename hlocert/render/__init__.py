"""Renders: a net's eval forward and its whole train step as one StableHLO function each.

The train step is forward → the loss (softmax cross-entropy; timm's BCE under `+bce`, its JSD under `+jsd{S}`, its
logit distillation under `+kd{T}`, the teacher's logits an argument; under `+kdf{D}` its feature
distillation on the pooled features, the chain split at its head's input, the teacher's features an argument) → the
combinator's backward → (all-reduce mean over replicas) → the optimizer tail, in one function
whose outputs alias its parameter and state inputs. The eval forward runs the net's eval chain (`Net.eval_net`: BatchNorm reads the running
statistics instead of the batch's); for a net without BatchNorm that chain is the training chain,
so its body is a line-for-line prefix of the train step's (checked by tests). A net with step
state (running statistics) reads it from the `state` group and the train step returns it updated
(signature.py).

Every tensor of a render is f32, or under `+wbf16` (timm's --model-dtype bfloat16) bf16, its sums
accumulated in f32 (model_dtype.py); certify/ reads the same steps at f64 (the `dtype` argument).
A render is named by a `Variant` (see variants.py) and headed by a banner that says what it is;
the runtime refuses to run an artifact whose banner disagrees with the requested run.
"""
from __future__ import annotations

import hashlib
from dataclasses import replace

from .. import __version__
from ..ir import FuncBuilder, aliasing_attr, build_module, print_module, tensor
from ..ir.types import I32
from ..ops.batchnorm import sync_batch_statistics
from ..ops.kd_feature import split_at_head
from ..ops.remat import POLICY_TEXT as REMAT_TEXT, rematerialise
from ..optim import Chain, Flow
from .bf16 import POLICY_TEXT, builder as mixed_builder, products_in_bf16
from . import model_dtype
from .model_dtype import MODEL_DTYPE_TEXT
from .signature import (STATE, TEACHER, NetShapes, StepSignature, apply_signature, forward_signature, grad_signature,
                        accumulate_signature, net_shapes, train_signature)
from .targets import targets_choosing
from .variants import Variant

FORWARD_HEADING = "── forward ──"
LOSS_TEXT = "loss: softmax cross-entropy against soft targets, mean over the batch"
STATE_MEAN_TEXT = "the new running statistics are their mean over the replicas"
EMA_STATE_TEXT = ("ema of the running statistics: each new running mean and variance averaged with the same d "
                  "(timm's ModelEmaV3), so the EMA weights are evaluated with their own statistics")


def loss_text(v: Variant) -> str:
    """The loss's words in the text (softmax cross-entropy's are LOSS_TEXT, a committed banner line)."""
    if v.loss_scale != 1.0:
        return v.loss().text(loss_text(replace(v, loss_scale=1.0)))
    return v.loss().text if v.bce or v.jsd_splits or v.distillations() else LOSS_TEXT


def builder(v: Variant, dtype: str) -> FuncBuilder:
    """The builder of `v`'s render at `dtype`: `+bf16`'s mixed products (render/bf16.py), or a `+wbf16`
    render's f32 sums (render/model_dtype.py; its f64 reading is plain)."""
    return mixed_builder(v.bf16) if v.bf16 else model_dtype.builder(dtype)


def _declare(b: FuncBuilder, sig: StepSignature, dtype: str) -> dict:
    """@main's arguments from the signature, in order, with their aliasing; group → values."""
    aliases = iter(sig.aliases())
    flat = [b.arg(name, tensor(shape, dtype), aliasing_attr(a) if (a := next(aliases)) is not None else None)
            for g in sig.inputs for name, shape in zip(g.arg_names, g.shapes)]
    return sig.unpack(flat, side="inputs")


def _net_and_shapes(v: Variant):
    """v's chain (training mode for a train step, with `+syncbn` each BatchNorm synced over the
    replicas, with `+remat` each residual block recomputing its branch; eval mode for an eval forward) and
    its shapes."""
    net = v.net()
    if v.syncbn and v.replicas > 1:
        net = sync_batch_statistics(net, v.replicas)
    if v.remat:
        net = rematerialise(net)
    return net, net_shapes(v, net)    # under `+prelogits` net_shapes' chain and _forward's stop at the head's input


def _aux(args: dict, shapes: NetShapes) -> dict:
    """The aux inputs the chain reads: its masks and the net's step state (running statistics)."""
    return {**args.get(STATE, {}), **{k: args[k] for k in shapes.masks}}


def _loss_inputs(args: dict) -> dict:
    """The loss's aux inputs: the targets, and under `+kd{T}` (or token distillation) the teacher's logits."""
    return {k: args[k] for k in ("targets", TEACHER) if k in args}


def _forward_backward(b: FuncBuilder, v: Variant, net, x, params, aux, loss_inputs):
    """The certified heart shared by the grad function and the train step: forward, loss, backward.
    Returns the loss, the gradients and the new step state (the running statistics the chain
    updates; with replicas, their mean over the replicas, so every replica carries the same)."""
    loss_stage = v.loss()
    if v.kd_feature_dim is not None:
        return _forward_backward_features(b, v, net, loss_stage, x, params, aux, loss_inputs)
    b.comment(FORWARD_HEADING)
    with products_in_bf16(b):
        logits, saved = net.forward(b, x, params, aux)
    b.comment(f"── {loss_text(v)} ──")
    loss, loss_saved = loss_stage.forward(b, logits, {}, loss_inputs)
    b.comment("── backward ──")
    dlogits, _ = loss_stage.backward(b, None, loss_saved, {}, loss_inputs)
    with products_in_bf16(b):
        _, grads = net.backward(b, dlogits, saved, params, aux)
    new_state = net.new_state(saved) if net.updates(v.x_shape) else {}
    return loss, {name: grads[name] for name in params}, _new_state(b, v, new_state)


def _forward_backward_features(b: FuncBuilder, v: Variant, net, loss_stage, x, params, aux, loss_inputs):
    """`_forward_backward` under `+kdf{D}`: the chain up to its head's input (the pooled features h),
    then the loss stage (ops/kd_feature.py FeatureDistillationTask: the head, the task loss and the
    distillation on h, its params the head's and the projection's), its h-cotangent back through the rest."""
    body, _ = split_at_head(net)
    b.comment(FORWARD_HEADING)
    with products_in_bf16(b):
        h, saved = body.forward(b, x, params, aux)
    b.comment(f"── {loss_text(v)} ──")
    with products_in_bf16(b):
        loss, loss_saved = loss_stage.forward(b, h, params, {**aux, **loss_inputs})
        b.comment("── backward ──")
        dh, grads = loss_stage.backward(b, None, loss_saved, params, {**aux, **loss_inputs})
        _, body_grads = body.backward(b, dh, saved, params, aux)
    grads = {**body_grads, **grads}
    new_state = body.new_state(saved) if body.updates(v.x_shape) else {}
    return loss, {name: grads[name] for name in params}, _new_state(b, v, new_state)


def _new_state(b: FuncBuilder, v: Variant, new: dict) -> dict:
    """The running statistics' new values; over replicas their mean (DESIGN invariant 5: each
    replica normalises by its own batch, as PyTorch DDP, and the carried state stays replicated,
    as timm's `--dist-bn reduce`). Under `+syncbn` every replica already holds the global batch's."""
    if not new or v.replicas == 1 or v.syncbn:
        return new
    b.comment(f"── data parallel: {STATE_MEAN_TEXT} ({v.replicas}) ──")
    out = {}
    for name, value in new.items():
        total = b.all_reduce_sum(value, v.replicas)
        out[name] = b.div(total, b.scalar(float(v.replicas), total))
    return out


def _forward(v: Variant, dtype: str | None):
    dtype = dtype or v.dtype
    net, shapes = _net_and_shapes(v)
    if v.pre_logits:
        net = split_at_head(net)[0]
    b = builder(v, dtype)
    sig = forward_signature(shapes)
    args = _declare(b, sig, dtype)
    b.comment(FORWARD_HEADING)
    with products_in_bf16(b):
        logits, _ = net.forward(b, args["x"], args["params"], _aux(args, shapes))
    return b.ret(logits), sig, None


def forward_func(v: Variant, dtype: str | None = None):
    """Eval forward: (x, params, [state], [drop_mask]) → logits; BatchNorm reads the running statistics."""
    return _forward(v, dtype)[0]


def grad_func(v: Variant, dtype: str | None = None):
    """(x, θ, [state], [drop_mask], targets) → (loss, ∇θ..., [state']): the train step's forward,
    loss and backward sections alone — the same lines, which the gradient ties check."""
    net, shapes = _net_and_shapes(v)
    dtype = dtype or v.dtype
    b = builder(v, dtype)
    sig = grad_signature(shapes)
    args = _declare(b, sig, dtype)
    loss, grads, state = _forward_backward(b, v, net, args["x"], args["params"], _aux(args, shapes), _loss_inputs(args))
    return b.ret(*sig.pack({"loss": loss, "grads": grads, STATE: state}, side="outputs"))


def _train_step(v: Variant, dtype: str | None):
    dtype = dtype or v.dtype
    net, shapes = _net_and_shapes(v)
    chain = v.chain()
    sig = train_signature(shapes, chain)
    b = builder(v, dtype)
    args = _declare(b, sig, dtype)
    params = args["params"]
    loss, grads, state = _forward_backward(b, v, net, args["x"], params, _aux(args, shapes), _loss_inputs(args))
    return _optimizer_tail(b, sig, chain, args, loss, grads, state), sig, chain


def _optimizer_tail(b: FuncBuilder, sig: StepSignature, chain: Chain, args: dict, loss, grads, state=None):
    """The chain on the gradients: θ', the state groups' new values, the loss and the metrics
    (and the net's new step state, `state`: read by the EMA, passed through where `sig` returns it)."""
    flow = Flow(grads, args["params"], loss, state=state or {})
    new_state = chain.emit(b, flow, {s.name: args[s.name] for s in chain.states}, args["scalars"])
    carried = {STATE: state} if STATE in sig.names("outputs") else {}
    return b.ret(*sig.pack({"params": flow.new_params, **carried, **new_state, "loss": flow.loss,
                            **flow.metrics}, side="outputs"))


def apply_func(v: Variant, dtype: str | None = None):
    """Gradient accumulation's second half: (θ, optimizer state, host scalars, ∇θ, loss) → (θ',
    optimizer state', loss, metrics), the train step's optimizer section fed the mean of k
    micro-batches' gradients and losses from grad_func — k micro-batches of B per update with the
    memory of one. accumulate_func sums in the micro-batches' order; for a net without batch statistics
    the update equals the step on all k·B examples (tests/optim/test_optim_ties.py). A net's running
    statistics are not carried here: grad_func carries them, micro-batch after micro-batch (each
    normalised by its own batch statistics, as PyTorch's accumulation does); under `+ema` the
    apply step reads the last micro-batch's to average them."""
    _, shapes = _net_and_shapes(v)
    chain = v.chain()
    sig = apply_signature(shapes, chain)
    dtype = dtype or v.dtype
    b = model_dtype.builder(dtype)
    args = _declare(b, sig, dtype)
    return _optimizer_tail(b, sig, chain, args, args["loss"], args["grads"], args.get(STATE))


def accumulate_func(v: Variant, dtype: str | None = None):
    """Gradient accumulation's running sum on the device, between grad_func and apply_func:
    (total_loss, total…, loss, ∇θ…, divisor) → ((total_loss + loss) / divisor, (total + ∇θ) /
    divisor…), the totals updated in place. Two elementwise ops per tensor, nothing to certify
    beyond reading them: the host starts the totals at micro-batch 1's outputs and feeds divisor 1
    (exact) after micro-batches 2…K−1 and K after the last, which leaves the mean — the float32
    sum in micro-batch order, rounded once per micro-batch. It stays a text of its own so that
    grad_func remains the train step's lines and runs on either lowerer's device arrays."""
    _, shapes = _net_and_shapes(v)
    sig = accumulate_signature(shapes.params)
    b = FuncBuilder("main")
    args = _declare(b, sig, dtype or v.dtype)
    divisor = args["divisor"]

    def mean_so_far(total, new):
        return b.div(b.add(total, new), b.broadcast_in_dim(divisor, total.type.shape, ()))
    return b.ret(*sig.pack({"total_loss": mean_so_far(args["total_loss"], args["loss"]),
                            "total": {k: mean_so_far(args["total"][k], args["grads"][k]) for k in shapes.params}},
                           side="outputs"))


def train_step_func(v: Variant, dtype: str | None = None):
    """The signature's arguments (x, θ, [state], the chain's state groups, its host scalars, masks,
    targets) → (θ', [state'], state', loss, the chain's metrics); θ and the states updated in place."""
    return _train_step(v, dtype)[0]


def render(v: Variant, dtype: str | None = None) -> str:
    """The artifact text: banner + module, deterministic bytes."""
    func, sig, chain = _train_step(v, dtype) if v.kind == "train" else _forward(v, dtype)
    body = _module_text(v, func)
    digest = hashlib.sha256(body.encode()).hexdigest()
    return "".join(f"// {line}\n" for line in banner_lines(v, sig, chain, digest)) + body


def _module_text(v: Variant, func) -> str:
    """`func` printed as `v`'s module: its name, and the replica count a data-parallel text declares."""
    attrs = {}
    if v.replicas > 1:
        attrs = {"mhlo.num_replicas": I32(v.replicas)}
    return print_module(build_module(func, name=v.module_name, attrs=attrs))


def accumulation_texts(v: Variant) -> tuple[str, str]:
    """Gradient accumulation's two certified texts for train variant `v` (at its model dtype): the gradient
    function (grad_func, run on each micro-batch) and the apply step (apply_func, run once per
    update on the mean gradient), each declaring `v`'s replicas; between them the trainer runs
    `accumulate_text(v)`. The trainer renders them in its own process and compiles exactly what it
    rendered: no file stands between the render and the compile, so there is nothing for the run
    gate (certified.py) to compare."""
    return _module_text(v, grad_func(v)), _module_text(v, apply_func(v))


def accumulate_text(v: Variant) -> str:
    """accumulate_func's text for `v` (at its model dtype, declaring `v`'s replicas): the device sum of the
    gradient function's outputs over the micro-batches."""
    return _module_text(v, accumulate_func(v))


def banner_lines(v: Variant, sig: StepSignature, chain: Chain | None, digest: str) -> list[str]:
    """What the render is, and every constant it bakes, each stated by its owner: the net, the
    loss, each optimizer transform (chain.describe), the signature; the content hash last."""
    m = v.model
    details = m.details()
    lines = [
        f"hlocert {__version__} render: {v.name}",
        f"model: {m.describe()}  classes: {m.num_classes}  image: {m.image_size}  "
        f"batch per replica: {v.batch}  replicas: {v.replicas}",
        f"variant: {v.kind_text}" + (f"  {details}" if details else ""),
    ]
    lines += m.batchnorm_text().splitlines()
    if m.families():
        lines.append("lowerings: " + "; ".join(
            f"{f.field} {f.text[m.lowering(f.field)]} (the default on "
            f"{', '.join(targets_choosing(m, f.field, m.lowering(f.field))) or 'no target'})"
            for f in m.families()))
    if chain is not None and v.model.state_shapes() and v.replicas > 1:
        lines.append(f"batch statistics: over the global batch of {v.replicas}×{v.batch} (SyncBatchNorm: each "
                     f"BatchNorm's per-channel sums all-reduced)" if v.syncbn else
                     f"batch statistics: each replica's own batch of {v.batch} (PyTorch DDP); "
                     f"{STATE_MEAN_TEXT}")
    if v.bf16:
        lines.append(POLICY_TEXT)
    if v.model_dtype != "f32":
        lines.append(MODEL_DTYPE_TEXT.format(dtype=v.model_dtype))
    if v.remat:
        lines.append(REMAT_TEXT)
    if chain is not None:
        lines.append(f"{loss_text(v)}; label smoothing and mixup, if any, are in the host's targets")
        lines += chain.describe()
        if v.model.state_shapes() and any(s.with_state for s in chain.states):
            lines.append(EMA_STATE_TEXT)
        lines += [f"host scalar {s.name}: {s.meaning}" for s in chain.scalars]
    lines += sig.describe()
    lines.append(f"content sha256: {digest}")
    return lines
