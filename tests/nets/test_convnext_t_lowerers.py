"""The rendered ConvNeXt-T train step (224², 1000 classes, small batch) compiles and runs on XLA
and on IREE (llvm-cpu) — the convolution render on both, and each lowerer's own target render
(render/targets.py: `+dwmacvr` on XLA, `+pmm` on IREE) — and all agree with each other and with den
(float64) of the convolution render within K × den f32's own error against den f64 (tests/floors.py;
slow: four large compiles and a float64 and a float32 interpretation of the whole step)."""
import numpy as np
import pytest

from floors import assert_within_floor, rel, step_floors

pytestmark = pytest.mark.slow


def test_convnext_t_step_on_xla_iree_and_den_agree(tmp_path, monkeypatch):
    from hlocert.ir import den
    from hlocert.nets.base import draw_drop_mask
    from hlocert.optim.base import HostSchedule
    from hlocert.render import render, train_step_func
    from hlocert.render.certified import check_certified
    from hlocert.render.signature import signature
    from hlocert.render.targets import resolve
    from hlocert.render.variants import Variant
    from hlocert.runtime import get_lowerer

    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    name = "convnext_T-c1000-i224-b2x1-adamw+wx+clip1.0+drop"
    v = Variant.parse(name)
    text = render(v)
    check_certified(text, v, "render")
    model = v.model
    sig = signature(v)
    rng = np.random.default_rng(0)
    params = model.init_params(0)
    x = rng.standard_normal(v.x_shape).astype(np.float32)
    t = rng.random((2, 1000)).astype(np.float32)
    t /= t.sum(1, keepdims=True)
    chain = v.chain()
    args = sig.pack({"x": x, "params": params, **chain.init(params),
                     "scalars": chain.scalars_at(1, HostSchedule(lr=lambda step: 4e-3)),
                     "drop_mask": draw_drop_mask(rng, 2, model.drop_ramp(0.4)), "targets": t})
    runs = {}
    for ln in ("xla", "iree"):
        for vn in dict.fromkeys([name, resolve(v, ln, "cpu").name]):
            vv = Variant.parse(vn)
            vtext = text if vn == name else render(vv)
            check_certified(vtext, vv, "render")
            out = get_lowerer(ln, cache=False).compile(vtext)(*[a.copy() for a in args])
            runs[f"{ln} {vn[len(name):] or 'conv'}"] = sig.unpack(out)
    assert set(runs) == {"xla conv", "xla +dwmacvr", "iree conv", "iree +pmm"}
    ref = sig.unpack(den.run(train_step_func(v), args, "f64"))
    f32 = sig.unpack(den.run(train_step_func(v), args, "f32"))      # the floors

    # Loss and gradient norm, then the moments m' = 0.1·clip(g) (the gradients themselves).
    floor, floor_m = step_floors(f32, ref), max(rel(f32["m"][k], ref["m"][k]) for k in params)
    for label, out in runs.items():
        for s in ("loss", "grad_norm"):
            assert_within_floor(rel(out[s], ref[s]), floor[s], f"{label}: {s} vs den f64")
        w = max(rel(out["m"][k], ref["m"][k]) for k in params)
        print(f"{label}: loss {float(out['loss']):.6f} (den {float(ref['loss']):.6f}), "
              f"worst gradient rel-L2 vs den {w:.2e}")
        assert_within_floor(w, floor_m, f"{label}: worst gradient vs den f64")
    xla, iree = runs["xla conv"], runs["iree conv"]
    assert_within_floor(max(rel(xla["m"][k], iree["m"][k]) for k in params), 2 * floor_m, "XLA vs IREE, worst gradient")
