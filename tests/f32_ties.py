"""Shared by the slow full-size float32 ties of the BatchNorm nets (test_mobile_full_lowerers.py,
test_mobilenetv4_m_lowerers.py): the rendered gradient function on XLA or IREE in float32, and jax
of the independent reference in float32, each measured against the reference in float64.

Why against float64 and not the two float32 sides against each other: a BN net's float32 gradient
is ill-conditioned (every BN's dx subtracts dy's projections on 1 and x̂, so a tensor's error grows
with the cancellation), and both float32 sides are equally far from the truth — a difference
between them says nothing about which one is wrong. Measured 2026-12-03 (MobileNetV2-100, 64², B=2):
JAX's own float32 gradient is 4.4e-4 off float64 over the whole gradient (worst tensor 6.9e-4),
the render on XLA 4.2e-4 (worst 1.4e-3). So the tie asks that the render be as accurate as jax's
float32 autodiff of an independent implementation: a lowering or rule bug moves a tensor by O(1),
far beyond that.
"""
import jax
import numpy as np

from hlocert.ir import build_module, print_module
from hlocert.render import grad_func
from hlocert.render.signature import signature
from hlocert.render.targets import resolve
from hlocert.runtime import get_lowerer

from floors import bound, float64 as _f64, in_float64


def rendered_for(v, lowerer: str):
    """The variant a full-size tie renders for `lowerer` on the CPU: on XLA `v` itself (the
    convolution render, as these ties have always run it), on IREE the render IREE users get —
    `v` resolved for the iree-cpu target as the trainer and the bench resolve it
    (render/targets.py: the mobile nets' staged BatchNorm statistics, `+bnstaged`)."""
    return v if lowerer == "xla" else resolve(v, lowerer, "cpu")


def f32_vs_f64(model, v, params, state, x, targets, mask, lowerer: str = "xla") -> dict:
    """Errors of the render (float32, on `lowerer`: `rendered_for` says which render) and of the
    reference in float32 against the reference in float64: per gradient tensor relative to its own
    norm or 1e-3 of the whole gradient's, whichever is larger (a linear-bottleneck BN shift has zero
    gradient); over the whole gradient; of the loss; of the new running statistics (worst tensor)."""
    rv = rendered_for(v, lowerer)
    sig = signature(rv, grad=True)
    out = sig.unpack(get_lowerer(lowerer, cache=False).compile(print_module(build_module(grad_func(rv))))(
        *sig.pack({"x": x, "params": params, "state": state, "drop_mask": mask, "targets": targets})))
    ref, cfg = model.reference()
    f = jax.jit(jax.value_and_grad(ref.train_loss, has_aux=True), static_argnums=5)
    (l64, s64), g64 = in_float64(f, params, state, x, targets, mask, cfg)
    (l32, s32), g32 = f(params, state, x, targets, mask, cfg)
    whole = np.sqrt(sum(np.sum(g * g) for g in g64.values()))
    floor = 1e-3 * whole

    def side(loss, grads, new_state):
        grads, new_state = _f64(grads), _f64(new_state)
        return {"per_tensor": {k: float(np.linalg.norm(grads[k] - g) / max(np.linalg.norm(g), floor))
                               for k, g in g64.items()},
                "whole": float(np.sqrt(sum(np.sum((grads[k] - g) ** 2) for k, g in g64.items())) / whole),
                "loss": abs(float(loss) - float(l64)) / abs(float(l64)),
                "state": max(float(np.linalg.norm(new_state[k] - s) / np.linalg.norm(s)) for k, s in s64.items())}

    res = {"render": side(out["loss"], out["grads"], out["state"]), "reference f32": side(l32, g32, s32)}
    res["render"]["grads"] = _f64(out["grads"])
    print(f"render: {rv.name} on {lowerer}")
    for name, r in res.items():
        worst = max(r["per_tensor"], key=r["per_tensor"].get)
        print(f"{name}: whole {r['whole']:.2e}, worst {worst} {r['per_tensor'][worst]:.2e}, median "
              f"{np.median(list(r['per_tensor'].values())):.2e}, loss {r['loss']:.1e}, running statistics {r['state']:.1e}")
    return res


def kink_check(model, params, state, x, targets, mask, grads: dict, safety: float = 30.0):
    """hlocert/train/kinks.py's judgement of a float32 gradient `grads` at these inputs (the one
    `hlocert pair` applies, with its safety and its budget of float64 gradients): clean, a set of ReLU/ReLU6 inputs within float32 rounding of a kink
    taken from the other side (explained), or neither (a finding). Prints its description."""
    from hlocert.train import kinks
    ref, cfg = model.reference()
    prober = kinks.Prober(kinks.pair_loss(ref.train_loss, True), cfg)
    ex = kinks.examine(prober, params, state, x, targets, mask, grads, safety, 1, "render",
                       log=lambda line: print(line, flush=True))
    print(f"kink check: {ex.describe()} ({ex.candidates} candidates, {ex.tried} float64 gradients, {ex.rounds} rounds)")
    for f in ex.flips:
        print(f"  {f.describe()}")
    return ex


def assert_as_accurate_as_the_reference(res: dict, whole_ratio: float, worst_ratio: float) -> None:
    """The render's float32 error against float64 within `whole_ratio` × the float32 reference's over
    the whole gradient, and its worst tensor within `worst_ratio` × the reference's worst tensor;
    loss and running statistics within K × the reference's (tests/floors.py: K × max(its error, ε₃₂))."""
    r, j = res["render"], res["reference f32"]
    assert r["whole"] <= whole_ratio * j["whole"]
    assert max(r["per_tensor"].values()) <= worst_ratio * max(j["per_tensor"].values())
    assert r["loss"] <= bound(j["loss"]) and r["state"] <= bound(j["state"])
