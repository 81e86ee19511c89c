"""Full MobileNetV2-100 and EfficientNet-B0, 1000 classes, 224², float32 on XLA-CPU and on IREE
(llvm-cpu): the rendered gradient function and jax of the independent reference
(hlocert/reference/mobile.py), both in float32, each against the reference in float64
(tests/f32_ties.py says why: two float32 sides of a BatchNorm net are each ~1e-3 off the truth, so
their difference cannot tell which one is wrong). Slow: large compiles.

Measured 2026-12-03 (B=2; per tensor relative to its norm or 1e-3 of the whole gradient's;
tests/f32_ties.f32_vs_f64): MobileNetV2-100 — reference f32 whole 8.6e-4, worst tensor
2.2e-3; render on XLA whole 1.5e-3 (1.8×), worst 1.05e-2 (blocks.5.0.bn2.b, 4.8× the reference's
worst; 2.9e-3 on its scale), loss 1e-7. The render's worst tensors are BN scales/shifts at the
1e-3 floor (their gradients are 0.1% of the whole): an absolute error of 2e-5 against a whole
gradient of norm 1.9, consistent with ReLU6 inputs within float32 rounding of a kink deciding
the other way, not with a wrong rule (which moves a tensor by O(1); the float64 ties are ≤1e-12).
Bounds: the render within 3× the reference's whole-gradient error and 10× its worst tensor, and
3e-2 absolute (was 5e-2 against the float32 reference). EfficientNet-B0 (SiLU, smooth; this test,
372 s): render whole 1.18e-5 vs the reference's 1.20e-5, worst tensor 2.9e-5 vs 2.9e-5; bound 1e-4.
BN scales are drawn U(0.5, 2), shifts and running statistics perturbed, drop-path and dropout keep
values drop.

On IREE the render is the one IREE users get (tests/f32_ties.rendered_for: the iree-cpu target's
lowerings, here the staged BatchNorm statistics `+bnstaged`, docs/iree_batch_statistics.md), held to
the same bounds. Measured on IREE (2026-12-06, AMD EPYC, 2 vCPUs at load ~9): EfficientNet-B0 (this
test, 391 s, 3.4 GB peak RSS) — render whole 3.54e-5 vs the reference's 1.21e-5 (2.9×, bound 3×),
worst tensor 9.8e-5 (blocks.0.0.se.conv_expand.w) vs the reference's worst 4.8e-5 (2.1×; the
absolute 1e-4 is the nearer bound), median 4.8e-5 vs 1.6e-5, loss 9.2e-7 vs 1.5e-7, running
statistics 1.0e-6 vs 3.3e-7. SiLU has no kink: this is IREE's own float32 rounding, ~3× XLA's
(which equals the reference's), as on the nano step (docs/iree_batch_statistics.md: "staged IREE
... 3–4× further from float64 than XLA's", not located); both bounds hold with little margin.
MobileNetV2-100 (230 s, 1.9 GB) FAILS on IREE: render whole 1.58e-2 vs the reference's 3.57e-3
(4.4×, bound 3×), worst tensor 4.8e-2 (blocks.2.0.bn1.g; bound 3e-2 absolute, 10× the reference's
worst 1.44e-2 holds), median 1.4e-2 vs 4.8e-3, loss 7.8e-7 vs 1.1e-7, running statistics 7.1e-6 vs
1.2e-6. Both sides are at the ~1e-3-and-up level of ReLU6 kink flips here, not of rounding: the
reference's own float32 error, 8.6e-4 whole on 2026-12-03, is 3.57e-3 in this run of the same
inputs (a float32 gradient that flips kinks moves with the CPU and the library's order). Not a
miscompile: the same render in float64 (grad_func(rv, "f64"), iree-compile with
`--iree-input-demote-f64-to-f32=false`) on IREE is 1.8e-12 from jax's float64 at its worst tensor
(blocks.0.0.bn1.b, per tensor floored as here), loss 5e-16, running statistics 1.3e-14. So the IREE case is judged as
`hlocert pair` judges a step (hlocert/train/kinks.py, `kink_check` in tests/f32_ties.py): the loss
and running statistics within the reference's floor, and the gradient clean or explained by kink
flips. Measured 2026-12-06 (AMD EPYC, 2 vCPUs, beside other tests; 12:53 wall for this case, 9.2 GB
peak RSS): 9,829 ReLU6 inputs lie within their layer's kink band (30 × the reference's float32
error of that input); the bound is 30 × the reference's own float32 error with its own flips taken,
1.55e-3; IREE's gradient, 1.58e-2 from float64, is 1.04e-3 from it with 14 inputs flipped (all at
kink 0, 5.4e-6 – 2.8e-4 from it, relu6 #6 to #34), found in 3 rounds and 13 float64 gradients (the search then drew 16 size directions in one batch; it
now draws 15, four directions at a time, to bound its memory).
"""
import numpy as np
import pytest

from f32_ties import assert_as_accurate_as_the_reference, f32_vs_f64, kink_check
from floors import bound as floor_bound
from hlocert.nets import get
from hlocert.nets.base import draw_drop_mask
from hlocert.render.variants import Variant

pytestmark = pytest.mark.slow

RATIOS = (3.0, 10.0)          # the render's error / the float32 reference's: whole gradient, worst tensor
MNV2_BOUND, EFFB0_BOUND = 3e-2, 1e-4


@pytest.mark.parametrize("lowerer", ["xla", "iree"])
@pytest.mark.parametrize("name, ratios, bound", [("mobilenetv2_100", RATIOS, MNV2_BOUND),
                                                 ("efficientnet_b0", RATIOS, EFFB0_BOUND)])
def test_full_size_gradient_is_as_accurate_as_the_reference(name, ratios, bound, lowerer, tmp_path, monkeypatch):
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    net, size = name.split("_")
    model = get(net)(size, 1000, 224)
    batch = 2
    v = Variant(model, batch, drop=True)
    rng = np.random.default_rng(0)
    params = model.init_params(0)
    for k in params:
        if k.endswith(".g"):
            params[k] = rng.uniform(0.5, 2.0, params[k].shape).astype(np.float32)
        elif params[k].ndim == 1:
            params[k] = params[k] + rng.normal(0, 0.5, params[k].shape).astype(np.float32)
    state = {k: (rng.normal(0, 0.5, s) if k.endswith("mean") else rng.uniform(0.5, 2.0, s)).astype(np.float32)
             for k, s in model.state_shapes().items()}
    x = rng.standard_normal(v.x_shape).astype(np.float32)
    mask = draw_drop_mask(rng, batch, np.clip(model.drop_ramp(0.4), 0.2, None))
    t = rng.random((batch, 1000)).astype(np.float32)
    t /= t.sum(1, keepdims=True)
    res = f32_vs_f64(model, v, params, state, x, t, mask, lowerer)
    if (name, lowerer) == ("mobilenetv2_100", "iree"):
        # out of the ratio bounds by float32 kink flips (docstring): judged as `hlocert pair` judges a
        # step, the loss and running statistics still within the reference's floor
        r, j = res["render"], res["reference f32"]
        assert r["loss"] <= floor_bound(j["loss"]) and r["state"] <= floor_bound(j["state"])
        ex = kink_check(model, params, state, x, t, mask, r["grads"])
        assert ex.explained, ex.describe()
        return
    assert_as_accurate_as_the_reference(res, *ratios)
    assert max(res["render"]["per_tensor"].values()) <= bound
