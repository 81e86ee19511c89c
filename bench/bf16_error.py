"""Measured error of the `+bf16` step: per tensor, the gradient (and loss, and a BatchNorm net's
new running statistics) of the rendered bf16 gradient function on XLA-CPU against float64,
beside the f32 render's and the JAX reference's under its bf16 policy (reference/precision.py).

    PYTHONPATH=$PWD .venv/bin/python bench/bf16_error.py convnext_T-c1000-i224-b2x1-adamw+wx+clip1.0+drop
    ... [--lowerer xla|iree] [--json out.json] [--seed 0]

The float64 oracle is `jax.value_and_grad` of the net's independent reference in float64 (tied
to the render's den in float64 to ≤1e-12 by the whole-net gates), fed the same float32 values.
The inputs are the whole-net gates' (certify/net_mutants.py): x ~ N(0, 1), masks that drop, 1-D
parameters moved off their inits so every gradient is visible. Each error is the rel-L2
‖g − g₆₄‖ / max(‖g₆₄‖, 1e-3·‖∇θ₆₄‖) (the gates' GRAD_FLOOR: a structurally near-zero gradient
is measured against the whole gradient). The texts run are the gradient functions the trainer
runs under gradient accumulation (render.accumulation_texts), with the lowerer's lowerings.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace

import numpy as np

from hlocert.certify.net_mutants import GRAD_FLOOR, _inputs, _state_inputs
from hlocert.render import accumulation_texts
from hlocert.render.signature import STATE, signature
from hlocert.render.targets import resolve
from hlocert.render.variants import Variant, variant_arg
from hlocert.runtime import get_lowerer


def _log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def _f32(a):
    return np.asarray(a, np.float32)


def reference_gradient(v: Variant, params, net_state, x, targets, mask, dtype, bf16: bool):
    """(loss, ∇θ, new running statistics) of the reference in `dtype`, under its bf16 policy if `bf16`."""
    import jax
    from hlocert.reference import precision
    ref, cfg = v.model.reference()
    cast = lambda tree: {k: np.asarray(a, dtype) for k, a in tree.items()}  # noqa: E731
    p, s = cast(params), cast(net_state)
    xs, ts = np.asarray(x, dtype), np.asarray(targets, dtype)
    m = None if mask is None else np.asarray(mask, dtype)
    wrap = (lambda f: precision.under(f, precision.BF16)) if bf16 else (lambda f: f)
    if net_state:
        f = wrap(ref.train_loss)
        (loss, new), g = jax.jit(jax.value_and_grad(lambda p, s: f(p, s, xs, ts, m, cfg), has_aux=True))(p, s)
    else:
        f = wrap(ref.loss_fn)
        loss, g = jax.jit(jax.value_and_grad(lambda p: f(p, xs, ts, m, cfg)))(p)
        new = {}
    return float(loss), jax.device_get(g), jax.device_get(new)


def rendered_gradient(v: Variant, lowerer: str, params, net_state, x, targets, mask):
    """(loss, ∇θ, new running statistics) of `v`'s rendered gradient function on `lowerer`, and its variant."""
    rv = resolve(v, lowerer, "cpu")
    text, _ = accumulation_texts(rv)
    sig = signature(rv, grad=True)
    t0 = time.perf_counter()
    exe = get_lowerer(lowerer, cache=False).compile(text)
    _log(f"  compiled {rv.name} (gradient function) on {lowerer} in {time.perf_counter() - t0:.0f}s")
    values = {"x": x, "params": params, STATE: net_state, "targets": targets,
              **{g.name: mask for g in sig.inputs if g.role == "mask"}}
    outs = sig.unpack([np.asarray(o, np.float64) for o in exe(*[_f32(a) for a in sig.pack(values)])])
    return float(np.ravel(outs["loss"])[0]), outs["grads"], outs.get(STATE, {}), rv.name


def errors(got: dict, want: dict, floor: float) -> dict[str, float]:
    return {k: float(np.linalg.norm(np.ravel(np.asarray(got[k], np.float64) - want[k]))
                     / max(np.linalg.norm(np.ravel(want[k])), floor)) for k in want}


def _stats(e: dict[str, float]) -> dict:
    vals = np.array(list(e.values()))
    worst = max(e, key=e.get)
    return {"worst": float(vals.max()), "worst_tensor": worst, "p90": float(np.percentile(vals, 90)),
            "median": float(np.median(vals)), "tensors": len(vals)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variant", type=variant_arg, help="an f32 train variant, e.g. convnext_T-c1000-i224-b2x1-adamw+wx+clip1.0+drop")
    ap.add_argument("--lowerer", default="xla", choices=["xla", "iree"])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", help="write the per-tensor errors here")
    a = ap.parse_args(argv)
    import jax
    jax.config.update("jax_enable_x64", True)
    v = a.variant
    if v.kind != "train" or v.bf16 or v.replicas != 1:
        raise SystemExit(f"bf16_error: give a one-replica f32 train variant, not {v.name!r}")
    model = v.model
    params, x, mask, targets = _inputs(model, v.batch, a.seed, all_ones=False)
    params = {k: _f32(p).astype(np.float64) for k, p in params.items()}        # the f32 values all sides see
    x, targets = _f32(x).astype(np.float64), _f32(targets).astype(np.float64)
    mask = None if mask is None or not v.drop else _f32(mask).astype(np.float64)
    net_state = {k: _f32(s).astype(np.float64) for k, s in _state_inputs(model, a.seed).items()}

    t0 = time.perf_counter()
    loss64, g64, s64 = reference_gradient(v, params, net_state, x, targets, mask, np.float64, False)
    _log(f"  float64 reference: {time.perf_counter() - t0:.0f}s")
    floor = GRAD_FLOOR * float(np.sqrt(sum(np.sum(np.square(g)) for g in g64.values())))
    sides = {}
    for name, bf16 in (("f32 render", False), ("bf16 render", True)):
        loss, g, s, rname = rendered_gradient(replace(v, bf16=bf16), a.lowerer, params, net_state, x, targets, mask)
        sides[name] = {"variant": rname, "loss": loss, "grads": g, "state": s}
    loss, g, s = reference_gradient(v, params, net_state, x, targets, mask, np.float32, True)
    sides["bf16 reference (JAX)"] = {"variant": "reference/precision.py BF16", "loss": loss, "grads": g, "state": s}

    report = {"variant": v.name, "lowerer": a.lowerer, "seed": a.seed, "loss_f64": loss64, "sides": {}}
    for name, side in sides.items():
        ge = errors(side["grads"], g64, floor)
        row = {"variant": side["variant"], "loss_rel": abs(side["loss"] - loss64) / abs(loss64),
               "grads": _stats(ge), "per_tensor": ge}
        if s64:
            se = errors(side["state"], s64, 0.0)
            row["state"], row["state_per_tensor"] = _stats(se), se
        report["sides"][name] = row
    rb, rr = sides["bf16 render"], sides["bf16 reference (JAX)"]
    report["bf16_render_vs_bf16_reference"] = _stats(errors(rb["grads"], {k: np.asarray(b, np.float64)
                                                                         for k, b in rr["grads"].items()}, floor))

    print(f"{v.name}: gradient per tensor vs float64 ({len(g64)} tensors), on {a.lowerer}")
    print("| side | loss rel | grad worst (tensor) | grad p90 | grad median |" + (" state worst | state median |" if s64 else ""))
    print("| --- | --- | --- | --- | --- |" + (" --- | --- |" if s64 else ""))
    for name, row in report["sides"].items():
        g = row["grads"]
        line = (f"| {name} | {row['loss_rel']:.1e} | {g['worst']:.1e} ({g['worst_tensor']}) | {g['p90']:.1e} | "
                f"{g['median']:.1e} |")
        if s64:
            line += f" {row['state']['worst']:.1e} | {row['state']['median']:.1e} |"
        print(line)
    d = report["bf16_render_vs_bf16_reference"]
    print(f"bf16 render vs bf16 reference: worst {d['worst']:.1e} ({d['worst_tensor']}), median {d['median']:.1e}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(report, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
