"""The reference's bfloat16 mixed-precision policy (hlocert/reference/precision.py).

Bounds. bfloat16 keeps 8 significant bits: rounding to nearest changes a value by at most
u = 2⁻⁸ relative. A product of two rounded operands is then within (2u + u²)·|a||b| of the exact
one, and a float32 sum of K such products adds at most γ_K = K·ε₃₂/(1 − K·ε₃₂) times Σ|a||b|
(Higham, *Accuracy and Stability*, §3.1). So, elementwise with S = |A|·|B| (float64):
  against the float64 product of the *rounded* operands:   |y − ŷ| ≤ γ_K · S     (only the sum rounds)
  against the float64 product of the given operands:       |y − y₆₄| ≤ (2u + u² + γ_K) · S
and the rounding is visible: somewhere |y − y₆₄| > γ_K · S (a float32 product would stay inside).
"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

from hlocert.reference import convnext, ops, optim, precision
from hlocert.reference.precision import MixedPrecision

from floors import assert_within_floor, worst_rel
from vjp_helpers import x64  # noqa: F401  (x64, autouse: the float64 oracles; float32 inputs stay float32)

U = 2.0 ** -8
EPS32 = float(np.finfo(np.float32).eps)


def _gamma(k):
    return k * EPS32 / (1 - k * EPS32)


def _bf(a):
    """a rounded to bfloat16, in float64."""
    return np.asarray(jnp.asarray(a, jnp.float32).astype(jnp.bfloat16).astype(jnp.float32), np.float64)


def _rand(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def _check_product(y, a64, b64, k, product):
    """y (the policy's float32 result) against the bounds of the module docstring; `product` is
    the float64 contraction of two float64 arrays."""
    y = np.asarray(y, np.float64)
    s = product(np.abs(a64), np.abs(b64))
    assert np.all(np.abs(y - product(_bf(a64), _bf(b64))) <= _gamma(k) * s + 1e-300)
    err = np.abs(y - product(a64, b64))
    assert np.all(err <= (2 * U + U * U + _gamma(k)) * s)
    assert np.any(err > _gamma(k) * s), "no bfloat16 rounding visible: the operands were not cast"


def _dense64(a, b):
    return a @ b


def _conv64(groups):
    def conv(a, k):
        return np.asarray(jax.lax.conv_general_dilated(
            jnp.asarray(a, jnp.float64), jnp.asarray(k, jnp.float64), (1, 1), ((1, 1), (1, 1)),
            dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=groups,
            precision=jax.lax.Precision.HIGHEST))
    return conv


def test_dense_forward_rounds_operands_and_sums_in_float32():
    a, w = _rand(6, 40), _rand(40, 5, seed=1)
    with precision.policy(MixedPrecision()):
        y = ops.dense(a, w, np.zeros(5, np.float32))
    assert y.dtype == jnp.float32
    _check_product(y, a.astype(np.float64), w.astype(np.float64), 40, _dense64)


@pytest.mark.parametrize("groups", [1, 3])
def test_conv_forward_rounds_operands(groups):
    x, k = _rand(2, 5, 5, 3), _rand(3, 3, 3 // groups, 3, seed=1)
    with precision.policy(MixedPrecision()):
        y = ops.conv2d(x, k, padding=((1, 1), (1, 1)), groups=groups)
    _check_product(y, x.astype(np.float64), k.astype(np.float64), 9 * 3 // groups, _conv64(groups))


def test_backward_operands_rounds_the_cotangent_not_the_result():
    """"operands": dA = round(G) · round(W)ᵀ summed in float32 (G the incoming cotangent); the
    result itself is not rounded. "autodiff" (jax.grad through the casts) rounds the result."""
    a, w, g = _rand(6, 40), _rand(40, 5, seed=1), _rand(6, 5, seed=2)

    def grads(p):
        def f(a, w):
            with precision.policy(p):
                return jnp.sum(ops.dense(a, w, jnp.zeros(5, jnp.float32)) * g)
        return jax.grad(f, argnums=(0, 1))(a, w)

    da, dw = grads(MixedPrecision(backward="operands"))
    g64, w64, a64 = g.astype(np.float64), w.astype(np.float64), a.astype(np.float64)
    _check_product(da, g64, w64.T, 5, _dense64)
    _check_product(dw, a64.T, g64, 6, _dense64)
    assert not np.array_equal(_bf(dw), np.asarray(dw, np.float64))
    da_ad, dw_ad = grads(MixedPrecision(backward="autodiff"))
    for d in (da_ad, dw_ad):
        assert np.array_equal(_bf(d), np.asarray(d, np.float64)), "autodiff: the gradient is rounded to bfloat16"


def test_only_the_named_kinds_round():
    a, w = _rand(6, 40), _rand(40, 5, seed=1)
    plain = np.asarray(ops.dense(a, w, np.zeros(5, np.float32)))
    with precision.policy(MixedPrecision(kinds=("conv",))):
        same = np.asarray(ops.dense(a, w, np.zeros(5, np.float32)))
    with precision.policy(MixedPrecision(kinds=("dense",))):
        rounded = np.asarray(ops.dense(a, w, np.zeros(5, np.float32)))
    assert np.array_equal(plain, same)
    assert not np.allclose(plain, rounded, rtol=1e-5, atol=0)
    text = jax.jit(lambda a, w: ops.dense(a, w, 0.0)).lower(a, w).as_text()
    assert "bf16" not in text, "no policy: the reference lowers as before, without bfloat16"


def test_bad_policy_is_named():
    with pytest.raises(ValueError, match="'fp8'"):
        MixedPrecision(kinds=("dense", "fp8"))
    with pytest.raises(ValueError, match="'loss'"):
        MixedPrecision(backward="loss")


def _micro():
    cfg = convnext.preset("micro", num_classes=5, image_size=32)
    p = convnext.init_params(cfg, 0)
    p = {k: (np.full_like(v, 0.5) if k.endswith(".gamma") else v) for k, v in p.items()}
    x = _rand(2, 32, 32, 3)
    t = np.eye(5, dtype=np.float32)[[1, 3]]
    return cfg, p, x, t, np.ones((2, cfg.total_blocks), np.float32)


@pytest.mark.slow
def test_net_gradient_bf16_against_float64():
    """ConvNeXt-micro: the bf16 gradient per tensor against float64 is bf16-sized (measured worst
    ~4e-2 relative L2, median ~8e-3, with γ 0.5; bound 0.15), the float32 one ~1e-6 (bound 1e-4);
    and the bf16 one is not float32's (at least 1e-4 somewhere)."""
    cfg, p, x, t, m = _micro()
    p64 = {k: v.astype(np.float64) for k, v in p.items()}
    grad = jax.jit(jax.grad(convnext.loss_fn), static_argnums=4)
    g64 = grad(p64, x.astype(np.float64), t.astype(np.float64), m.astype(np.float64), cfg)
    g32 = grad(p, x, t, m, cfg)
    gbf = jax.jit(jax.grad(precision.under(convnext.loss_fn, MixedPrecision())), static_argnums=4)(p, x, t, m, cfg)

    def rel(g):
        return {k: float(np.linalg.norm(np.asarray(g[k], np.float64) - g64[k]) / np.linalg.norm(g64[k])) for k in g64
                if np.linalg.norm(g64[k]) > 0}

    r32, rbf = rel(g32), rel(gbf)
    assert max(r32.values()) < 1e-4
    assert max(rbf.values()) < 0.15
    assert max(rbf.values()) > 1e-4


def _linear_loss(params, x, targets, drop_mask, cfg):
    return ops.softmax_cross_entropy(ops.dense(x, params["w"], params["b"]), targets)


def test_jitted_step_keeps_a_trace_per_policy():
    """optim.train_step takes the loss as a static argument: under(loss, policy) is its own cache
    entry, so the float32 trace is not reused for the bf16 step (or the reverse)."""
    x, t = _rand(4, 40), np.eye(5, dtype=np.float32)[[0, 1, 2, 3]]
    tx = optim.make_optimizer(1e-3)

    def step(loss):
        params = {"w": jnp.array(_rand(40, 5, seed=1)), "b": jnp.zeros(5, jnp.float32)}
        return float(optim.train_step(params, tx.init(params), x, t, None, None, tx, loss)[2])

    f32 = step(_linear_loss)
    bf = step(precision.under(_linear_loss, MixedPrecision()))
    assert step(_linear_loss) == f32
    assert bf != f32 and abs(bf - f32) < 1e-2 * abs(f32)
    assert precision.under(_linear_loss, MixedPrecision()) == precision.under(_linear_loss, MixedPrecision())


@pytest.mark.parametrize("net", ["tinycnn", "vit"])
def test_bf16_reference_rounds_where_the_render_rounds(net):
    """The reference under BF16 (float32 inputs, jax.grad) against den's faithful f32 reading of the
    `+bf16` render's gradient (bf16 operands, f32 accumulation): the same rounding points, so only
    the f32 summation order differs — within K × den f32's own error against den f64 of the same
    text (tests/floors.py) per tensor (measured on the gate models: ≤ 2e-7;
    ViT-micro on XLA vs the reference: 1.5e-7), while the reference without the policy is ≥ 1e-3
    away (bf16's own effect, 4e-3 … 1.2e-2). TinyCNN covers dense and conv, ViT attention."""
    from hlocert import nets
    from hlocert.certify.net_mutants import _inputs
    from hlocert.ir import den
    from hlocert.render import grad_func
    from hlocert.render.signature import signature
    from hlocert.render.variants import Variant

    model = nets.get(net).gate_model()
    v = Variant(model, 2, drop=model.drop_sites > 0, bf16=True)
    params, x, mask, targets = (None if a is None else (
        {k: np.float32(p) for k, p in a.items()} if isinstance(a, dict) else np.float32(a))
        for a in _inputs(model, 2, 0, all_ones=False))
    sig = signature(v, grad=True)
    masks = {g.name: mask for g in sig.inputs if g.role == "mask"}
    feed = sig.pack({"x": x, "params": params, **masks, "targets": targets})
    faithful = sig.unpack(den.run(grad_func(v), feed, "f32"))["grads"]
    exact = sig.unpack(den.run(grad_func(v), feed, "f64"))["grads"]         # bf16 roundings, float64 sums
    ref, cfg = model.reference()

    def grads(loss):
        return jax.jit(jax.grad(loss), static_argnums=4)(params, x, targets, mask if v.drop else None, cfg)

    floor = 1e-3 * float(np.sqrt(sum(np.sum(np.square(np.float64(g))) for g in faithful.values())))

    def worst(g):
        return max(float(np.linalg.norm(np.float64(g[k]) - np.float64(faithful[k]))
                         / max(np.linalg.norm(np.float64(faithful[k])), floor)) for k in faithful)

    assert_within_floor(worst_rel(grads(precision.under(ref.loss_fn, precision.BF16)), exact), worst_rel(faithful, exact),
                        f"{net}: the reference under BF16 vs den f64 of the +bf16 text")
    assert worst(grads(ref.loss_fn)) >= 1e-3
