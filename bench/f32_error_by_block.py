"""Where a BatchNorm net's float32 gradient leaves float64, block by block: the rendered gradient
function on XLA in float32 and in float64, and jax of the independent reference (hlocert/reference)
in float32 and float64, on the same weights and batch; then the reference again in float32 with one
family of its ops computed in float64 (`--f64 bn,se,silu`), to see which one carries the error.

    nice -n 10 .venv/bin/python bench/f32_error_by_block.py [--net efficientnet --size b0 --image 64
        --batch 2 --classes 10] [--renders default,xla-cpu,depthwise=macvr] [--f64 bn,bnsums,se,silu]
        [--torch] [--weights hlocert|timm] [--seed N]

Per gradient tensor the error is ‖g32 − g64‖ / max(‖g64‖, 1e-3 · ‖whole g64‖) (tests/f32_ties.py,
tests/weights/test_mobile_torch.py: a linear bottleneck's BN shift has a gradient that is zero up to
rounding); a block's row gives the worst and the median over its tensors. The truth is the
render in float64 (checked against the reference in float64 first). Weights: `init_params(0)`, BN
scales U(0.5, 2), shifts N(0, 0.5), running statistics perturbed (as the torch oracle draws them);
no stochastic depth. `--f64 bn`: each training-mode BatchNorm entirely in float64 (its input cast
up, its output cast down, so its forward and backward sums run in float64); `bnsums`: only its two
statistics μ and var summed in float64, the normalisation in float32; `se`: the squeeze-excite gate;
`silu`: every SiLU. These swap the reference's op for the measurement only. `--forward` instead
prints each leaf stage's forward output error, the render's and the per-stage JAX references'.

Measured 2026-12-05 (Intel Xeon with AMX, EfficientNet-B0, 10 classes, 64², B=2; worst / median
tensor, whole gradient): the float64 render ties the float64 reference to 3.2e-13. Reference f32
1.7e-4 / 6.9e-5, whole 6.9e-5; render f32 with the net's default lowerings 1.8e-4 / 6.2e-5, 6.1e-5;
with xla-cpu's (`+dwshiftvr+pwmm`) 2.0e-4 / 8.7e-5, 9.3e-5 (`+dwshiftvr` alone 6.5e-5, `+pwmm`
alone 8.1e-5). The reference with BN, BN's sums, the SE gate or SiLU in float64: whole 7.8e-5,
6.6e-5, 7.0e-5, 7.5e-5 — none lower than 6.9e-5, so no op family carries the error. Every block's
median is 4–9e-5, stem to head. `--forward`: the render's forward equals the per-stage references'
bit for bit; its error vs float64 grows from 9e-8 (stem conv) to 1.4e-5 (logits), most of it in
stages 5–6 and the head, where each BatchNorm normalises 32 or 8 values per channel (4×4, 2×2 maps).
`--seed 1`: reference 1.4e-4 / 5.9e-5, 7.1e-5; render default 1.3e-4 / 6.2e-5, 6.9e-5; xla-cpu
9.2e-5 / 5.0e-5, 5.6e-5; reference with BN in float64 7.8e-5 / 4.3e-5, 4.8e-5. So the render's
float32 gradient is 0.8–1.35× as far from float64 as jax's own float32 autodiff, draw to draw.

`--torch` adds timm's own net (torch 2.14.1, timm 1.0.31, CPU) on the same weights, running
statistics and batch (`weights.to_table`): its float64 step (the second table's truth; it ties the
render's float64 to ≤ 1.3e-12) and its float32 step three ways: aten's BatchNorm, every training
BatchNorm in float64 (`bn f64`), a hand-written float32 BatchNorm (`bn f32`). `--weights timm` draws
the weights and batch as tests/weights/test_mobile_torch.py does (timm init under torch.manual_seed(seed)).

    nice -n 10 .venv/bin/python bench/f32_error_by_block.py --renders default --f64 '' --torch \
        [--weights timm] --seed S

Measured 2026-12-05 (same machine; ALL row worst / median, then whole gradient):
draw       reference f32         render f32            torch f32 aten        torch bn f64          torch bn f32
hlocert 0  1.7e-4/6.9e-5 6.9e-5  1.8e-4/6.2e-5 6.1e-5  2.8e-4/8.5e-5 8.7e-5  2.0e-4/8.4e-5 8.8e-5  1.5e-4/7.8e-5 7.8e-5
hlocert 1  1.4e-4/5.9e-5 7.1e-5  1.3e-4/6.2e-5 6.9e-5  1.4e-4/6.5e-5 7.3e-5  1.1e-4/6.0e-5 7.4e-5  1.4e-4/6.9e-5 7.7e-5
timm 0     1.3e-4/6.3e-5 6.5e-5  1.6e-4/1.1e-4 1.1e-4  1.9e-4/1.1e-4 1.1e-4  2.1e-4/1.2e-4 1.2e-4  2.1e-4/1.3e-4 1.3e-4
timm 1     1.1e-4/5.1e-5 5.3e-5  3.5e-4/8.3e-5 8.8e-5  1.1e-4/6.4e-5 6.6e-5  3.4e-4/7.8e-5 7.9e-5  2.3e-4/7.1e-5 7.5e-5
timm 2     1.1e-4/5.2e-5 5.5e-5  2.2e-4/4.7e-5 5.0e-5  3.4e-4/6.4e-5 7.3e-5  1.3e-4/5.8e-5 6.4e-5  1.9e-4/5.7e-5 6.0e-5
(the torch-f64 table gives the same figures to two digits: the two float64 truths differ by 1e-12.)
Issue 27 finding 17's "render 3.5e-4 vs torch 1.0e-4" is the timm-1 draw: the render's worst is
blocks.1.1.se.conv_reduce.w at 3.5e-4, torch's 1.1e-4. That one tensor is ill-conditioned in
float32 for every implementation: swapping torch's BatchNorm for a float64 one (a strictly more
accurate op) moves torch's error on it from 1.1e-4 to 3.4e-4 (timm 1), and on the timm-2 draw torch
aten is the one at 3.4e-4 on that same tensor while the render has 2.2e-4 (torch bn f64: 1.3e-4).
Medians and whole-gradient errors of render and torch are within 0.7–1.4× of each other on every
draw (render lower on 3 of 5), and none of aten's BatchNorm (float64 accumulation), a float64
BatchNorm or a float32 hand BatchNorm moves torch's median or whole error by more than 1.2×. So
PyTorch's float32 step is not systematically closer to float64; no hlocert formulation change is
indicated (none would be testable against a one-tensor rounding draw).
"""
import argparse
import re
import time

import jax
import jax.numpy as jnp
import numpy as np

from hlocert import weights
from hlocert.ir import FuncBuilder, build_module, print_module, tensor
from hlocert.nets import get
from hlocert.ops.base import Chain, Residual
from hlocert.reference import mobile, ops as ref_ops
from hlocert.render import grad_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant
from hlocert.runtime import get_lowerer


def inputs(model, v, seed=0):
    rng = np.random.default_rng(seed)
    params = model.init_params(0)
    for k in params:
        if k.endswith(".g"):
            params[k] = rng.uniform(0.5, 2.0, params[k].shape).astype(np.float32)
        elif params[k].ndim == 1:
            params[k] = params[k] + rng.normal(0, 0.5, params[k].shape).astype(np.float32)
    state = {k: (rng.normal(0, 0.5, s) if k.endswith("mean") else rng.uniform(0.5, 2.0, s)).astype(np.float32)
             for k, s in model.state_shapes().items()}
    x = rng.standard_normal(v.x_shape).astype(np.float32)
    t = rng.random((v.batch, model.num_classes)).astype(np.float32)
    return params, state, x, t / t.sum(1, keepdims=True)


def timm_inputs(model, seed=0):
    """The weights and batch of tests/weights/test_mobile_torch.py: timm's own init under
    `torch.manual_seed(seed)`, BN running statistics N(0, 0.5) / U(0.5, 2), scales U(0.5, 2), shifts
    N(0, 0.5) drawn by torch; x and soft targets from numpy's `default_rng(seed)` (NCHW drawn)."""
    import timm
    import torch
    torch.manual_seed(seed)
    module = timm.create_model(model.TIMM[model.size], num_classes=model.num_classes).double()
    with torch.no_grad():
        for m in module.modules():
            if isinstance(m, torch.nn.BatchNorm2d):
                m.running_mean.normal_(0, 0.5), m.running_var.uniform_(0.5, 2.0)
                m.weight.uniform_(0.5, 2.0), m.bias.normal_(0, 0.5)
    sd = {k: v.detach().numpy().copy() for k, v in module.state_dict().items()}
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((2, 3, model.image_size, model.image_size)).transpose(0, 2, 3, 1).astype(np.float32)
    t = rng.random((2, model.num_classes))
    return (weights.from_table(sd, model), weights.state_from_table(sd, model), x,
            (t / t.sum(1, keepdims=True)).astype(np.float32))


def render_grads(v, dtype, params, state, x, t):
    np_dtype = {"f32": np.float32, "f64": np.float64}[dtype]
    sig = signature(v, grad=True)
    start = time.time()
    exe = get_lowerer("xla", cache=False).compile(print_module(build_module(grad_func(v, dtype))))
    cast = lambda d: {k: np.asarray(a, np_dtype) for k, a in d.items()}     # noqa: E731
    out = sig.unpack(exe(*sig.pack({"x": x.astype(np_dtype), "params": cast(params), "state": cast(state),
                                    "targets": t.astype(np_dtype)})))
    print(f"render {dtype}: compiled and ran in {time.time() - start:.0f} s", flush=True)
    return float(out["loss"]), {k: np.asarray(g, np.float64) for k, g in out["grads"].items()}


def reference_grads(model, dtype, params, state, x, t):
    """jax.value_and_grad of the reference's train loss, traced afresh (so a swapped op is seen)."""
    ref, cfg = model.reference()
    np_dtype = {"f32": np.float32, "f64": np.float64}[dtype]
    f = jax.jit(jax.value_and_grad(lambda p, s, x, t: ref.train_loss(p, s, x, t, None, cfg), has_aux=True))
    cast = lambda d: {k: np.asarray(a, np_dtype) for k, a in d.items()}     # noqa: E731
    (loss, _), g = f(cast(params), cast(state), x.astype(np_dtype), t.astype(np_dtype))
    return float(loss), {k: np.asarray(a, np.float64) for k, a in g.items()}


def in_f64(fn):
    """fn with every array argument cast to float64 and every array result back to float32."""
    def run(*args):
        up = [a.astype(jnp.float64) if hasattr(a, "astype") else a for a in args]
        out = fn(*up)
        down = lambda a: a.astype(jnp.float32) if hasattr(a, "astype") else a      # noqa: E731
        return tuple(map(down, out)) if isinstance(out, tuple) else down(out)
    return run


def bn_sums_in_f64(x, g, b, running_mean, running_var, eps, momentum):
    """BatchNorm whose μ and var are summed in float64 (PyTorch CPU's accumulate type for float),
    the normalisation and the affine map in float32."""
    x64 = x.astype(jnp.float64)
    mean64 = jnp.mean(x64, axis=(0, 1, 2))
    var64 = jnp.var(x64, axis=(0, 1, 2))
    mean, var = mean64.astype(x.dtype), var64.astype(x.dtype)
    y = (x - mean) / jnp.sqrt(var + eps) * g + b
    new_var = (1 - momentum) * running_var + momentum * jnp.var(x64, axis=(0, 1, 2), ddof=1).astype(x.dtype)
    return y, (1 - momentum) * running_mean + momentum * mean, new_var


SWAPS = {   # name -> (object, attribute, replacement of the original)
    "bn": (ref_ops, "batch_norm_train", in_f64),
    "bnsums": (ref_ops, "batch_norm_train", lambda _: bn_sums_in_f64),
    "se": (mobile._Run, "se", lambda se: lambda self, x, name: in_f64(lambda x: se(self, x, name))(x)),
    "silu": (mobile.ACTS, "silu", in_f64),
}


def swapped(model, name, params, state, x, t):
    obj, attr, make = SWAPS[name]
    get_, set_ = ((obj.__getitem__, obj.__setitem__) if isinstance(obj, dict)
                  else (lambda a: getattr(obj, a), lambda a, v: setattr(obj, a, v)))
    original = get_(attr)
    set_(attr, make(original))
    try:
        return reference_grads(model, "f32", params, state, x, t)
    finally:
        set_(attr, original)


def torch_grads(model, dtype, params, state, x, t, bn="aten"):
    """timm's own `model` (as tests/weights/test_mobile_torch.py builds it) on the same weights, running statistics and batch
    (`weights.to_table`), one train-mode loss and backward in `dtype`; its gradients in hlocert's
    names and layouts. `bn`: "aten" (torch's own batch_norm), "f64" (each training BatchNorm on
    float64 copies of its tensors, output cast back), "f32" (a hand-written BatchNorm of float32 torch
    ops, autograd's backward: no float64 accumulation inside it)."""
    import timm
    import torch
    import torch.nn.functional as F
    sd = weights.to_table(params, model, state)
    module = timm.create_model(model.TIMM[model.size], num_classes=model.num_classes)
    module.load_state_dict({k: torch.from_numpy(np.array(v)) for k, v in sd.items()})
    module = (module.double() if dtype == "f64" else module.float()).train()
    original = F.batch_norm

    def batch_norm(x, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-5):
        if not training or bn == "aten":
            return original(x, running_mean, running_var, weight, bias, training, momentum, eps)
        if bn == "f64":
            up = [a.double() for a in (x, running_mean, running_var, weight, bias)]
            return original(*up, training, momentum, eps).to(x.dtype)
        mean = x.mean((0, 2, 3), keepdim=True)
        var = ((x - mean) ** 2).mean((0, 2, 3), keepdim=True)
        return (x - mean) / torch.sqrt(var + eps) * weight[:, None, None] + bias[:, None, None]
    F.batch_norm = batch_norm
    try:
        tdtype = {"f32": torch.float32, "f64": torch.float64}[dtype]
        logits = module(torch.from_numpy(x.transpose(0, 3, 1, 2).copy()).to(tdtype))
        loss = -(torch.from_numpy(t).to(tdtype) * torch.log_softmax(logits, -1)).sum(-1).mean()
        loss.backward()
    finally:
        F.batch_norm = original
    grads = weights.from_table({**sd, **{k: p.grad.double().numpy() for k, p in module.named_parameters()}},
                               model, dtype=np.float64)
    return loss.item(), grads


def walk(stage, x, apply, add, outs):
    """Run `stage`'s leaves one by one (`apply(leaf, x)`), recording each leaf's output and each
    residual's sum in `outs` as (label, value); composites must not scope names (every leaf of
    the mobile nets carries its full name)."""
    if isinstance(stage, Chain):
        for s in stage.stages:
            x = walk(s, x, apply, add, outs)
        return x
    if isinstance(stage, Residual):
        assert not stage.name
        x = add(walk(stage.branch, x, apply, add, outs), x)
        outs.append(("  + skip", x))
        return x
    x = apply(stage, x)
    outs.append((f"{type(stage).__name__} {stage.name}".rstrip(), x))
    return x


def render_taps(v, dtype, params, state, x):
    """Every leaf's forward output of the rendered training forward on XLA, in `dtype`."""
    chain, np_dtype = v.model.net(), {"f32": np.float32, "f64": np.float64}[dtype]
    b = FuncBuilder("main")
    xa = b.arg("x", tensor(v.x_shape, dtype))
    p = {n: b.arg(n, tensor(sh, dtype)) for n, sh in chain.param_shapes(v.x_shape).items()}
    aux = {n: b.arg(n, tensor(sh, dtype)) for n, sh in chain.aux_shapes(v.x_shape).items()}
    outs = []
    walk(chain, xa, lambda s, h: s.forward(b, h, p, aux)[0], b.add, outs)
    exe = get_lowerer("xla", cache=False).compile(print_module(build_module(b.ret(*(o for _, o in outs)))))
    values = exe(x.astype(np_dtype), *(params[n].astype(np_dtype) for n in p),
                 *(state[n].astype(np_dtype) for n in aux))
    return [label for label, _ in outs], [np.asarray(a, np.float64) for a in values]


def reference_taps(v, dtype, params, state, x):
    """The same leaves' outputs from each stage's JAX reference (`Stage.reference()`), in `dtype`."""
    chain, np_dtype = v.model.net(), {"f32": np.float32, "f64": np.float64}[dtype]

    def run(x, p, aux):
        outs = []
        walk(chain, x, lambda s, h: s.reference()(h, p, aux), jnp.add, outs)
        return [o for _, o in outs]
    cast = lambda d: {k: np.asarray(a, np_dtype) for k, a in d.items()}     # noqa: E731
    return [np.asarray(a, np.float64) for a in jax.jit(run)(x.astype(np_dtype), cast(params), cast(state))]


def forward_report(v, params, state, x) -> None:
    labels, truth = render_taps(v, "f64", params, state, x)
    _, render32 = render_taps(v, "f32", params, state, x)
    ref32 = reference_taps(v, "f32", params, state, x)
    ref64 = reference_taps(v, "f64", params, state, x)
    rel = lambda a, b: float(np.linalg.norm(a - b) / np.linalg.norm(b))     # noqa: E731
    print(f"forward taps: render f64 vs reference f64 worst {max(rel(a, t) for a, t in zip(ref64, truth)):.1e}")
    print(f"{'leaf output':40s}{'render f32':>12s}{'ref f32':>12s}{'ratio':>8s}")
    for label, r, j, t in zip(labels, render32, ref32, truth):
        print(f"{label:40s}{rel(r, t):12.2e}{rel(j, t):12.2e}{rel(r, t) / max(rel(j, t), 1e-30):8.2f}")


def lowered_model(model, spec: str):
    """`model` with the lowerings `spec` names: 'default', a target of BY_TARGET, or family=lowering."""
    if spec == "default":
        return model
    if "=" in spec:
        return model.with_lowering(*spec.split("=", 1))
    for family, lowering in model.BY_TARGET[spec].items():
        model = model.with_lowering(family, lowering)
    return model


def block_of(name: str) -> str:
    m = re.match(r"blocks\.(\d+)\.(\d+)\.", name)
    if m:
        return f"blocks.{m[1]}.{m[2]}"
    return "stem" if name.split(".")[0] in ("conv_stem", "bn1") else "head"


def errors(grads, truth):
    whole = np.sqrt(sum(np.sum(g * g) for g in truth.values()))
    per = {k: float(np.linalg.norm(grads[k] - g) / max(np.linalg.norm(g), 1e-3 * whole)) for k, g in truth.items()}
    return per, float(np.sqrt(sum(np.sum((grads[k] - g) ** 2) for k, g in truth.items())) / whole)


def report(sides: dict, truth: dict, against: str = "the render in float64") -> None:
    per = {name: errors(g, truth) for name, g in sides.items()}
    blocks = list(dict.fromkeys(block_of(k) for k in truth))
    print(f"\nper block: worst / median of its tensors' errors against {against}")
    print(f"{'block':14s}" + "".join(f"{name:>24s}" for name in sides))
    for blk in blocks:
        cells = []
        for name in sides:
            vals = [e for k, e in per[name][0].items() if block_of(k) == blk]
            cells.append(f"{max(vals):.1e} / {np.median(vals):.1e}")
        print(f"{blk:14s}" + "".join(f"{c:>24s}" for c in cells))
    print(f"{'ALL':14s}" + "".join(f"{max(p.values()):.1e} / {np.median(list(p.values())):.1e}".rjust(24)
                                   for p, _ in per.values()))
    print(f"{'whole':14s}" + "".join(f"{w:.1e}".rjust(24) for _, w in per.values()))
    for name, (p, _) in per.items():
        worst = sorted(p, key=p.get, reverse=True)[:5]
        print(f"{name}: worst tensors " + ", ".join(f"{k} {p[k]:.1e}" for k in worst))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--net", default="efficientnet")
    ap.add_argument("--size", default="b0")
    ap.add_argument("--image", type=int, default=64)
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--classes", type=int, default=10)
    ap.add_argument("--seed", type=int, default=0, help="of the BN perturbations, the input and the targets")
    ap.add_argument("--renders", default="default,xla-cpu", help="float32 renders to measure, comma-separated: "
                    "'default' (the net's first lowerings), a target ('xla-cpu': its BY_TARGET lowerings), or "
                    "family=lowering ('depthwise=macvr')")
    ap.add_argument("--forward", action="store_true", help="instead: each leaf stage's forward output, render "
                    "and per-stage JAX reference in float32, against the render in float64")
    ap.add_argument("--f64", default="bn,bnsums,se,silu", help="reference op families to rerun in float64, "
                    f"comma-separated, of {', '.join(SWAPS)} ('' for none)")
    ap.add_argument("--torch", action="store_true", help="also timm's twin (lazy torch import) in float64 "
                    "and float32 on the same weights and batch, and in float32 with its BatchNorm in float64 "
                    "and hand-written in float32; a second table against torch's float64")
    ap.add_argument("--weights", choices=("hlocert", "timm"), default="hlocert", help="hlocert's init_params(0) "
                    "with perturbed BN (default), or timm's own init and batch as tests/weights/test_mobile_torch.py draws "
                    "them (needs torch; batch 2)")
    args = ap.parse_args()
    jax.config.update("jax_enable_x64", True)
    model = get(args.net)(args.size, args.classes, args.image)
    v = Variant(model, args.batch)
    params, state, x, t = (timm_inputs(model, args.seed) if args.weights == "timm" else inputs(model, v, args.seed))
    if args.forward:
        for spec in filter(None, args.renders.split(",")):
            print(f"\n{spec}:")
            forward_report(Variant(lowered_model(model, spec), args.batch), params, state, x)
        return
    l64, truth = render_grads(v, "f64", params, state, x, t)
    rl64, ref64 = reference_grads(model, "f64", params, state, x, t)
    tie = max(errors(ref64, truth)[0].values())
    print(f"render f64 vs reference f64: worst tensor {tie:.1e}, loss {abs(l64 - rl64) / abs(rl64):.1e}")
    sides = {}
    rl32, sides["reference f32"] = reference_grads(model, "f32", params, state, x, t)
    print(f"loss error: reference f32 {abs(rl32 - l64) / abs(l64):.1e}")
    for spec in filter(None, args.renders.split(",")):
        lowered = Variant(lowered_model(model, spec), args.batch)
        l32, sides[f"render f32 {spec}"] = render_grads(lowered, "f32", params, state, x, t)
        print(f"loss error: render f32 {lowered.name}: {abs(l32 - l64) / abs(l64):.1e}")
    for name in filter(None, args.f64.split(",")):
        sides[f"ref f32, {name} f64"] = swapped(model, name, params, state, x, t)[1]
    if args.torch:
        tl64, torch64 = torch_grads(model, "f64", params, state, x, t)
        print(f"torch f64 vs render f64: worst tensor {max(errors(torch64, truth)[0].values()):.1e}, "
              f"loss {abs(tl64 - l64) / abs(l64):.1e}")
        for bn in ("aten", "f64", "f32"):
            tl32, sides[f"torch f32, bn {bn}"] = torch_grads(model, "f32", params, state, x, t, bn)
            print(f"loss error: torch f32, bn {bn}: {abs(tl32 - l64) / abs(l64):.1e}")
    report(sides, truth)
    if args.torch:
        print("\nagainst torch's float64 instead:")
        report(sides, torch64, "torch in float64")


if __name__ == "__main__":
    main()
