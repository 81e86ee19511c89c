"""Full ResNet-50, 1000 classes, 224², float32 on XLA-CPU and on IREE (llvm-cpu): the rendered
gradient function against the float64 gradient of the independent reference
(hlocert/reference/resnet.py, jax.grad), per tensor, loss and new running statistics too (slow:
three large compiles).

Bound: each tensor's float32 error is at most 4× that of jax.grad of the same reference in float32
(plus 1e-5), both measured against the float64 gradient. Float32 itself is the limit here, not a
fixed tolerance: with the BN scales, shifts and running statistics drawn away from their init
(γ 1 — or 0 for zero_init_last —, β 0, μ 0, σ² 1, so no part of the gradient is hidden), JAX's own
float32 gradient is 1.7e-3 from float64 at the median gradient tensor and about 4e-3 at the worst
(2026-12-03), the 53 BatchNorms' batch statistics amplifying rounding, so two float32 gradients
cannot be held to 1e-4 of each other. Measured: the render's error is at most 1.94× JAX's (on
layer3.0.bn3.g). A real gradient bug moves a tensor by O(1); the max-pool routing fault this test
once caught (ops/maxpool.py, routing by `tap == y`) put bn1.b 0.30 from float64, 110× JAX's error.

On IREE the render is the one IREE users get (tests/f32_ties.rendered_for: the iree-cpu target's
lowerings, for ResNet the convolution render itself), held to the same bound. It FAILS on IREE
(2026-12-06, AMD EPYC, 2 vCPUs; 246 s, 2.5 GB peak RSS): layer3.4.bn3.b 5.3e-3 from float64 against
jax's 6.0e-4 (8.7×, bound 4×), median tensor 3.8e-4, worst 9.9e-3; loss 1.46e-6 from float64
against jax's 1.6e-7 (9×, within the loss bound of 30×). Why (a rerun of the same inputs, numbers
below; scripts not committed): these inputs sit in the kink-flip regime, not at rounding —
jax's own float32 forward takes 8 ReLU inputs across their kink (relu #1, #3, #7, #11, #19, #21,
#27, #30 by hlocert/train/kinks.py's bands), its whole gradient 1.3e-3 from float64 and 3.3e-6 with
those 8 flips taken. The per-tensor bound holds only where the render flips no deeper in the net
than jax: jax's run-to-run float32 differs (median tensor 5.2e-4 in the failing run, 6.4e-6 in the
rerun), and in the rerun jax is at rounding (4e-6 – 7e-6) from layer3.3 to the head while IREE's
error rises from 1.4e-5 – 2.5e-5 (layer4.1–4.2, 2–3× jax) to 7.6e-5 at layer4.0's output and
~1e-3 above it: a flip at layer4.0. IREE's forward is ~10× less accurate than jax's (the loss), so
it meets more kinks; not its BatchNorm statistics — the same render with every BatchNorm staged
(ops/batchnorm.py StagedBatchNorm, as the mobile nets' `+bnstaged`) gives the same loss error
(1.46e-6) and 1.80e-3 whole against flat's 2.08e-3, 42 tensors over the bound both ways. The kink
check's search does not close it: each of the 36 in-band inputs of layer4.0/layer3.5 nearest their
kink flipped alone in float64 leaves IREE ≥ 2.04e-3 away (one flip there moves the gradient 1e-5 –
1.8e-3), and a greedy set over jax's 8 flips and the 24 nearest inputs of the whole net (by
distance / band) brings it to 1.74e-3 with 11 flips, against the check's bound of 1.0e-4 (30 × jax's
3.3e-6): of ~7,000 in-band candidates too few were tried to say more. Not a miscompile: the same
render in float64 (grad_func(v, "f64"), iree-compile with `--iree-input-demote-f64-to-f32=false`;
IREE demotes f64 to f32 by default) on IREE is 2.3e-13 from jax's float64 at its worst tensor
(bn1.g), loss 6.3e-16, running statistics 3.0e-15 — so IREE runs the right function, and the
float32 gap is rounding and the kinks it crosses.
iree-cpu's render was then `+pwmm+wgtaps` (nets/resnet.py): the same tensor 5.28e-3 against jax's
6.04e-4, median 3.8e-4, and its float64 render on IREE 2.28e-13 from jax's float64
(test_full_size_iree_f64.py). Since 2026-12-07 it is `+pwmm+wgtaps+bnstaged` (the staged statistics'
first stage in rows, ops/base.py sum_hw), rerun that evening (AMD EPYC Zen 5, 2 vCPUs, quiet; 8:34
wall, 17.0 GB peak RSS): loss 1.46e-6 from float64, gradient median 7.9e-5, max 4.1e-3 (layer3.3.bn3.b
2.76e-3 against jax's 5.94e-4); the kink check explains it, 1.33e-3 from float64 and 7.09e-6 with 12
flips (relu #1 to #42, all 1.2e-7 – 8.5e-6 from kink 0), bound 1.00e-4, 2 rounds, 9 float64 gradients.
So the IREE case is judged as `hlocert pair` judges a step (hlocert/train/kinks.py, `kink_check`
in tests/f32_ties.py): the loss and the running statistics within the reference's floor, and the
gradient clean or explained by kink flips (issue 30). Measured 2026-12-06 (AMD EPYC, 2 vCPUs, beside
a CI run; 22:28 wall for this case, IREE's compile included, 17.9 GB peak RSS): 6,698 ReLU inputs
within their layer's kink band, bound 1.00e-4 (30 × the reference's own float32 error); IREE's
gradient, 2.08e-3 from float64, is 4.42e-5 from it with 32 inputs flipped (all at kink 0, 1.2e-7 –
1.4e-5 from it, relu #1 to #42), found in 2 rounds and 12 float64 gradients.
"""
import numpy as np
import pytest

from f32_ties import kink_check, rendered_for
from floors import assert_within_floor

pytestmark = pytest.mark.slow


RATIO = 4


@pytest.mark.parametrize("lowerer", ["xla", "iree"])
def test_resnet50_gradient_is_as_accurate_as_jax_grad_in_float32(lowerer, tmp_path, monkeypatch):
    import jax
    from hlocert.ir import build_module, print_module
    from hlocert.nets.resnet import ResNet
    from hlocert.render import grad_func
    from hlocert.render.signature import signature
    from hlocert.render.variants import Variant
    from hlocert.runtime import get_lowerer

    jax.config.update("jax_enable_x64", True)
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    model = ResNet("50", 1000, 224)
    v = Variant(model, 2)
    rng = np.random.default_rng(0)
    params = model.init_params(0)
    for k in params:
        if params[k].ndim == 1:
            params[k] = params[k] + rng.normal(0, 0.3, params[k].shape).astype(np.float32)
    state = {k: (rng.normal(0, 0.3, s) if k.endswith("mean") else rng.uniform(0.5, 1.5, s)).astype(np.float32)
             for k, s in model.state_shapes().items()}
    x = rng.standard_normal(v.x_shape).astype(np.float32)
    t = rng.random((2, 1000)).astype(np.float32)
    t /= t.sum(1, keepdims=True)
    rv = rendered_for(v, lowerer)
    sig = signature(rv, grad=True)
    text = print_module(build_module(grad_func(rv)))
    out = sig.unpack(get_lowerer(lowerer, cache=False).compile(text)(
        *sig.pack({"x": x, "params": params, "state": state, "targets": t})))
    ref, cfg = model.reference()
    step = jax.jit(jax.value_and_grad(ref.train_loss, has_aux=True), static_argnums=5)

    def reference(dtype):
        (loss, new_state), grads = step(*(jax.tree.map(lambda a: np.asarray(a, dtype), v)
                                          for v in (params, state, x, t)), None, cfg)
        assert grads["conv1.w"].dtype == dtype
        return float(loss), {**{k: np.asarray(g) for k, g in grads.items()},
                             **{f"state {k}": np.asarray(s) for k, s in new_state.items()}}
    loss32, ref32 = reference(np.float32)
    loss64, ref64 = reference(np.float64)

    def rel(a, b):
        return float(np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-30))
    ours = {**out["grads"], **{f"state {k}": s for k, s in out["state"].items()}}
    assert set(ours) == set(ref64)
    errors = {k: (rel(ours[k], ref64[k]), rel(ref32[k], ref64[k])) for k in ref64}
    worst = max(errors, key=lambda k: errors[k][0] / (RATIO * errors[k][1] + 1e-5))
    print(f"{rv.name} on {lowerer}: loss {float(out['loss']):.7f}, jax f32 {loss32:.7f}, f64 {loss64:.7f}; "
          f"vs float64: render median "
          f"{np.median([e[0] for e in errors.values()]):.2e} max {max(e[0] for e in errors.values()):.2e}, jax.grad "
          f"f32 median {np.median([e[1] for e in errors.values()]):.2e}; nearest the bound: {worst} "
          f"{errors[worst][0]:.2e} vs jax f32 {errors[worst][1]:.2e}")
    assert_within_floor(abs(float(out["loss"]) - loss64) / abs(loss64), abs(loss32 - loss64) / abs(loss64), "loss vs float64")
    if lowerer == "iree":
        # IREE's float32 gradient leaves the per-tensor bound by kink flips (docstring): judged as `hlocert
        # pair` judges a step; the running statistics (no kink behind them in this step) within the bound
        assert all(e[0] <= RATIO * e[1] + 1e-5 for k, e in errors.items() if k.startswith("state ")), errors
        ex = kink_check(model, params, state, x, t, None, {k: np.asarray(g, np.float64) for k, g in out["grads"].items()})
        assert ex.explained, ex.describe()
        return
    assert errors[worst][0] <= RATIO * errors[worst][1] + 1e-5, f"{worst}: {errors[worst]}"
