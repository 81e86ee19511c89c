"""Full ConvNeXt-T, 1000 classes, 224², float32 on XLA-CPU: the rendered gradient function vs
jax.grad of the independent reference, per tensor (slow: two large compiles).

Bound (tests/floors.py): the worst tensor's rel-L2 against the reference's float64 gradient
within K × the worst of the reference's own float32 gradient against float64; the loss likewise.
Both sides are float32 with different summation orders
(XLA fuses and reorders the rendered text; the reference's convs are XLA's own kernels), so
the expected gap is float32 rounding accumulated through 18 blocks: measured on 2026-12-02 at
B=2 the worst tensor (stages.0.blocks.0.dwconv.w, the deepest in the backward) was 1.8e-6
and the loss agreed to 7 digits (the two float32 sides against each other). A real
gradient bug (a wrong divisor, a missing term, a misplaced drop site) moves a tensor by O(1).
"""
import numpy as np
import pytest

from floors import assert_within_floor, in_float64, rel

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("depthwise", ["conv", "mac"])   # mac: XLA-CPU's own render (+dwmac)
def test_convnext_t_gradient_on_xla_matches_jax_grad(tmp_path, monkeypatch, depthwise):
    import jax
    from hlocert.ir import build_module, print_module
    from hlocert.nets.base import draw_drop_mask
    from hlocert.nets.convnext import ConvNeXt
    from hlocert.reference import convnext as ref
    from hlocert.render import grad_func
    from hlocert.render.variants import Variant
    from hlocert.runtime import get_lowerer

    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    model = ConvNeXt("T", 1000, 224, depthwise=depthwise)
    batch = 2
    v = Variant(model, batch, drop=True)
    rng = np.random.default_rng(0)
    params = model.init_params(0)
    for k in params:
        if k.endswith("gamma"):
            params[k] = np.full_like(params[k], 0.5)
    x = rng.standard_normal(v.x_shape).astype(np.float32)
    mask = draw_drop_mask(rng, batch, model.drop_ramp(0.4))
    t = rng.random((batch, 1000)).astype(np.float32)
    t /= t.sum(1, keepdims=True)
    text = print_module(build_module(grad_func(v)))
    loss, *grads = get_lowerer("xla", cache=False).compile(text)(x, *params.values(), mask, t)
    cfg = ref.ConvNeXtConfig.tiny(num_classes=1000)
    grad = jax.jit(jax.value_and_grad(ref.loss_fn), static_argnums=4)
    ref_loss, ref_grads = grad(params, x, t, mask, cfg)
    loss64, grads64 = in_float64(grad, params, x, t, mask, cfg)     # the floor: jax f32 vs f64 (tests/floors.py)
    errors = {k: rel(g, grads64[k]) for k, g in zip(params, grads)}
    floor = {k: rel(ref_grads[k], grads64[k]) for k in params}
    worst = max(errors, key=errors.get)
    print(f"loss {float(loss):.6f} vs {float(ref_loss):.6f}; worst tensor {worst} rel-L2 {errors[worst]:.2e}; "
          f"median {np.median(list(errors.values())):.2e}")
    assert_within_floor(rel(loss, loss64), rel(ref_loss, loss64), "loss vs float64")
    assert_within_floor(errors[worst], max(floor.values()), f"worst tensor ({worst}) vs float64")
