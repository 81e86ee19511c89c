"""The rendered ConvNeXt-T train step (224², 1000 classes, small batch) compiles and runs on XLA
and on IREE (llvm-cpu) — the convolution render on both, and each lowerer's own target render
(render/targets.py: `+dwmac` on XLA, `+pmm` on IREE) — and all agree with each other and with den
(float64) of the convolution render within float32 tolerance (slow: four large compiles and a
float64 interpretation of the whole step)."""
import numpy as np
import pytest

pytestmark = pytest.mark.slow


def test_convnext_t_step_on_xla_iree_and_den_agree(tmp_path, monkeypatch):
    from hlocert.ir import den
    from hlocert.nets.base import draw_drop_mask
    from hlocert.render import render, train_step_func
    from hlocert.render.variants import Variant
    from hlocert.runtime import get_lowerer
    from hlocert.render.certified import check_certified

    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    name = "convnext_T-c1000-i224-b2x1-adamw+wx+clip1.0+drop"
    v = Variant.parse(name)
    text = render(v)
    check_certified(text, name, "render")
    model = v.model
    rng = np.random.default_rng(0)
    params = model.init_params(0)
    n = len(params)
    x = rng.standard_normal(v.x_shape).astype(np.float32)
    t = rng.random((2, 1000)).astype(np.float32)
    t /= t.sum(1, keepdims=True)
    mask = draw_drop_mask(rng, 2, model.drop_ramp(0.4))
    zeros = [np.zeros_like(p) for p in params.values()]
    args = [x, *params.values(), *zeros, *zeros, np.float32(4e-3), np.float32(0.1), np.float32(0.001), mask, t]
    from hlocert.render.targets import resolve
    runs = {}
    for ln in ("xla", "iree"):
        for vn in dict.fromkeys([name, resolve(name, ln, "cpu")]):
            vtext = text if vn == name else render(Variant.parse(vn))
            check_certified(vtext, vn, "render")
            runs[f"{ln} {vn[len(name):] or 'conv'}"] = get_lowerer(ln).compile(vtext)(*[a.copy() for a in args])
    assert set(runs) == {"xla conv", "xla +dwmac", "iree conv", "iree +pmm"}
    xla, iree = runs["xla conv"], runs["iree conv"]
    ref = den.run(train_step_func(v), args, "f64")

    def rel(a, b):
        return float(np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-30))
    # Loss and gradient norm, then the moments m' = 0.1·clip(g) (the gradients themselves).
    for k in (-2, -1):
        assert rel(xla[k], ref[k]) <= 1e-5 and rel(iree[k], ref[k]) <= 1e-5
    worst = max(max(rel(xla[n + i], ref[n + i]), rel(iree[n + i], ref[n + i]), rel(xla[n + i], iree[n + i]))
                for i in range(n))
    print(f"loss xla {float(xla[-2]):.6f} iree {float(iree[-2]):.6f} den {float(ref[-2]):.6f}; "
          f"worst gradient rel-L2 {worst:.2e}")
    assert worst <= 1e-4
    for label, out in runs.items():
        assert rel(out[-2], ref[-2]) <= 1e-5 and rel(out[-1], ref[-1]) <= 1e-5, label
        w = max(rel(out[n + i], ref[n + i]) for i in range(n))
        print(f"{label}: loss {float(out[-2]):.6f}, worst gradient rel-L2 vs den {w:.2e}")
        assert w <= 1e-4, label
