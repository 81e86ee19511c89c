"""The independent JAX reference (hlocert/reference): ops, ConvNeXt, optimizer, train step."""
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest

from hlocert.reference import convnext, ops, optim
from hlocert.reference.convnext import ConvNeXtConfig

from floors import assert_jax_within_its_floor, in_float64


# Helpers -------------------------------------------------------------------------------------
def _images(B, size=32, seed=0, dtype=np.float32):
    return np.random.default_rng(seed).standard_normal((B, size, size, 3)).astype(dtype)


def _soft_targets(B, K, seed=1, dtype=np.float32):
    t = np.random.default_rng(seed).random((B, K)) + 0.1
    return (t / t.sum(-1, keepdims=True)).astype(dtype)


def _live_params(cfg, seed=0, gamma=1.0):
    """Init params with LayerScale γ set to ``gamma`` so every block visibly matters."""
    p = convnext.init_params(cfg, seed)
    return {k: (np.full_like(v, gamma) if k.endswith(".gamma") else v) for k, v in p.items()}


def _block_prefixes(cfg):
    return [f"stages.{s}.blocks.{j}" for s, d in enumerate(cfg.depths) for j in range(d)]


# Parameter shapes and counts ------------------------------------------------------------------
@pytest.mark.parametrize("name, tensors, scalars", [
    ("tiny", 182, 28_589_128),
    ("small", 344, 50_223_688),
    ("base", 344, 88_591_464),
])
def test_param_counts(name, tensors, scalars):
    shapes = convnext.param_shapes(convnext.preset(name, num_classes=1000))
    assert len(shapes) == tensors
    assert sum(int(np.prod(s)) for s in shapes.values()) == scalars


def test_param_order_micro():
    cfg = ConvNeXtConfig.micro(num_classes=5)
    blk = lambda s, c: [
        (f"stages.{s}.blocks.0.dwconv.w", (7, 7, 1, c)), (f"stages.{s}.blocks.0.dwconv.b", (c,)),
        (f"stages.{s}.blocks.0.norm.g", (c,)), (f"stages.{s}.blocks.0.norm.b", (c,)),
        (f"stages.{s}.blocks.0.fc1.w", (c, 4 * c)), (f"stages.{s}.blocks.0.fc1.b", (4 * c,)),
        (f"stages.{s}.blocks.0.fc2.w", (4 * c, c)), (f"stages.{s}.blocks.0.fc2.b", (c,)),
        (f"stages.{s}.blocks.0.gamma", (c,))]
    down = lambda s, ci, co: [
        (f"stages.{s}.down.norm.g", (ci,)), (f"stages.{s}.down.norm.b", (ci,)),
        (f"stages.{s}.down.conv.w", (2, 2, ci, co)), (f"stages.{s}.down.conv.b", (co,))]
    want = ([("stem.conv.w", (4, 4, 3, 4)), ("stem.conv.b", (4,)),
             ("stem.norm.g", (4,)), ("stem.norm.b", (4,))]
            + blk(0, 4) + down(1, 4, 8) + blk(1, 8) + down(2, 8, 12) + blk(2, 12)
            + down(3, 12, 16) + blk(3, 16)
            + [("head.norm.g", (16,)), ("head.norm.b", (16,)),
               ("head.fc.w", (16, 5)), ("head.fc.b", (5,))])
    assert list(convnext.param_shapes(cfg).items()) == want


def test_init_params():
    cfg = ConvNeXtConfig.micro(num_classes=7)
    p = convnext.init_params(cfg, seed=3)
    assert list(p) == list(convnext.param_shapes(cfg))
    for k, v in p.items():
        assert v.dtype == np.float32 and v.shape == convnext.param_shapes(cfg)[k]
        if k.endswith(".w"):
            assert np.abs(v).max() <= 2.0 and v.std() > 0.005
        elif k.endswith(".gamma"):
            assert np.all(v == np.float32(1e-6))
        elif k.endswith(".norm.g"):
            assert np.all(v == 1)
        else:
            assert np.all(v == 0)
    q = convnext.init_params(cfg, seed=3)
    assert all(np.array_equal(p[k], q[k]) for k in p)
    w = convnext.init_params(ConvNeXtConfig.atto(), seed=0)["stages.2.blocks.0.fc1.w"]
    # timm's trunc_normal_(std=.02) cuts at ±2 (values), not ±2σ: the std is .02 (±2σ would give .02 × 0.8796)
    assert abs(w.std() - 0.02) < 5e-4 and np.abs(w).max() > 0.045


def test_presets():
    assert ConvNeXtConfig.tiny() == ConvNeXtConfig()
    assert convnext.preset("atto").dims == (40, 80, 160, 320)
    assert hash(ConvNeXtConfig.micro()) == hash(ConvNeXtConfig.micro())
    with pytest.raises(ValueError):
        ConvNeXtConfig.micro(gelu="relu")


# Ops -----------------------------------------------------------------------------------------
def test_gelu_variants():
    with jax.enable_x64(False):      # float32 as the floor asks, whatever an earlier test left set globally
        x = jnp.linspace(-6, 6, 1001)
        erf, tanh = ops.gelu_erf(x), ops.gelu_tanh(x)
        for approximate, ours in ((False, ops.gelu_erf), (True, ops.gelu_tanh)):
            want = in_float64(lambda x: jax.nn.gelu(x, approximate=approximate), x)
            assert_jax_within_its_floor(ours, (x,), want, f"gelu {approximate=} vs jax.nn's in float64")
    diff = float(jnp.max(jnp.abs(erf - tanh)))
    assert 1e-5 < diff < 1e-3



def test_layer_norm_normalises():
    rng = np.random.default_rng(0)
    x = (rng.standard_normal((5, 3, 32)) * 3.0 + 7.0).astype(np.float32)
    y = ops.layer_norm(x, np.ones(32, np.float32), np.zeros(32, np.float32), 1e-6)
    np.testing.assert_allclose(jnp.mean(y, -1), 0.0, atol=1e-5)
    np.testing.assert_allclose(jnp.var(y, -1), 1.0, atol=1e-4)
    g, b = rng.standard_normal(32).astype(np.float32), rng.standard_normal(32).astype(np.float32)
    np.testing.assert_allclose(ops.layer_norm(x, g, b, 1e-6), y * g + b, rtol=1e-5, atol=1e-5)


def test_convs_match_numpy():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 8, 8, 3))
    w = rng.standard_normal((4, 4, 3, 5))
    b = rng.standard_normal(5)
    # patchify conv (4×4 / s4) = matmul over non-overlapping patches
    patches = x.reshape(2, 2, 4, 2, 4, 3).transpose(0, 1, 3, 2, 4, 5).reshape(2, 2, 2, 48)
    want = patches @ w.reshape(48, 5) + b
    with jax.enable_x64(False):      # float64 numpy in, float32 JAX as the floor asks, whatever was left set
        assert_jax_within_its_floor(lambda x, w, b: ops.conv2d(x, w, b, stride=(4, 4)), (x, w, b), want,
                                    "patchify conv")
    # depthwise 7×7 pad 3
    wd, bd = rng.standard_normal((7, 7, 1, 3)), rng.standard_normal(3)
    xp = np.pad(x, ((0, 0), (3, 3), (3, 3), (0, 0)))
    want = np.zeros_like(x) + bd
    for i in range(7):
        for j in range(7):
            want += xp[:, i:i + 8, j:j + 8, :] * wd[i, j, 0]
    with jax.enable_x64(False):
        assert_jax_within_its_floor(lambda x, w, b: ops.depthwise_conv2d(x, w, b, ((3, 3), (3, 3))), (x, wd, bd),
                                    want, "depthwise conv")


def test_small_ops():
    x = np.arange(24, dtype=np.float32).reshape(2, 2, 3, 2)
    np.testing.assert_allclose(ops.global_avg_pool(x), x.mean(axis=(1, 2)))
    np.testing.assert_allclose(ops.drop_path(x, np.array([0.0, 2.0], np.float32)),
                               x * np.array([0.0, 2.0])[:, None, None, None])
    np.testing.assert_allclose(ops.layer_scale(x, np.array([1.0, 3.0], np.float32)),
                               x * np.array([1.0, 3.0]))
    w, b = np.ones((2, 4), np.float32), np.arange(4, dtype=np.float32)
    np.testing.assert_allclose(ops.dense(x, w, b), x.sum(-1, keepdims=True) + b)


def test_loss_matches_numpy_and_its_cotangent():
    rng = np.random.default_rng(0)
    z = (rng.standard_normal((6, 11)) * 5).astype(np.float32)
    t = _soft_targets(6, 11)
    zz = z.astype(np.float64)
    logp = zz - zz.max(-1, keepdims=True)
    logp = logp - np.log(np.exp(logp).sum(-1, keepdims=True))
    want = -(t * logp).sum() / 6
    assert_jax_within_its_floor(ops.softmax_cross_entropy, (z, t), want, "loss")
    assert_jax_within_its_floor(jax.grad(ops.softmax_cross_entropy), (z, t), (np.exp(logp) - t) / 6, "its gradient")


# Forward ---------------------------------------------------------------------------------------
# XLA-CPU compiles are the cost of this file: every forward below goes through one jitted
# function, so a (config, shapes, dtype) combination compiles once.
_forward = jax.jit(convnext.forward, static_argnames="cfg")
MICRO = ConvNeXtConfig.micro(num_classes=10, image_size=32)


@pytest.mark.parametrize("name", ["micro", "atto"])
def test_forward_shapes(name):
    cfg = MICRO if name == "micro" else convnext.preset(name, num_classes=10, image_size=32)
    p, x = convnext.init_params(cfg, 0), _images(3)
    z = _forward(p, x, np.ones((3, cfg.total_blocks), np.float32), cfg=cfg)
    assert z.shape == (3, 10) and z.dtype == jnp.float32
    assert bool(jnp.all(jnp.isfinite(z)))


def test_forward_gelu_variant_matters():
    cfg_t = dataclasses.replace(MICRO, gelu="tanh")
    p = _live_params(MICRO)
    p = {k: (50.0 * v if k.endswith("fc1.w") else v) for k, v in p.items()}  # GELU inputs O(1)
    x, ones = _images(3), np.ones((3, 4), np.float32)
    ze, zt = _forward(p, x, ones, cfg=MICRO), _forward(p, x, ones, cfg=cfg_t)
    assert float(jnp.max(jnp.abs(ze - zt))) > 1e-5


def test_all_ones_mask_is_no_drop():
    p, x = _live_params(MICRO), _images(3)
    ones = np.ones((3, MICRO.total_blocks), np.float32)
    np.testing.assert_allclose(_forward(p, x, ones, cfg=MICRO), _forward(p, x, None, cfg=MICRO),
                               rtol=1e-6, atol=1e-7)


@pytest.mark.parametrize("i", range(4))
def test_zero_mask_column_removes_that_branch(i):
    p, x = _live_params(MICRO), _images(3)
    fwd = lambda params, mask: _forward(params, x, mask, cfg=MICRO)
    pre = _block_prefixes(MICRO)[i]
    p_off = dict(p, **{f"{pre}.gamma": np.zeros_like(p[f"{pre}.gamma"])})
    ones = np.ones((3, MICRO.total_blocks), np.float32)
    full = fwd(p, ones)

    mask = ones.copy()
    mask[:, i] = 0.0
    dropped = fwd(p, mask)
    np.testing.assert_allclose(dropped, fwd(p_off, ones), rtol=1e-6, atol=1e-7)
    assert float(jnp.max(jnp.abs(dropped - full))) > 1e-4

    # per example: dropping for example 0 only leaves the others untouched
    mask = ones.copy()
    mask[0, i] = 0.0
    z = fwd(p, mask)
    np.testing.assert_allclose(z[0], dropped[0], rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(z[1:], full[1:], rtol=1e-6, atol=1e-7)

    # a kept value 1/keep scales the branch only (acts like γ · 1/keep, not on the skip)
    mask = ones.copy()
    mask[:, i] = 2.0
    p_two = dict(p, **{f"{pre}.gamma": 2.0 * p[f"{pre}.gamma"]})
    np.testing.assert_allclose(fwd(p, mask), fwd(p_two, ones), rtol=1e-5, atol=1e-6)


def test_float64_forward():
    with jax.enable_x64(True):
        p = {k: np.asarray(v, np.float64) for k, v in _live_params(MICRO).items()}
        x = _images(3, dtype=np.float64)
        z = _forward(p, x, np.ones((3, 4)), cfg=MICRO)
        assert z.dtype == jnp.float64
    z32 = _forward(_live_params(MICRO), _images(3), np.ones((3, 4), np.float32), cfg=MICRO)
    np.testing.assert_allclose(z, z32, rtol=1e-4, atol=1e-5)


@pytest.mark.slow
def test_float64_gradient_against_finite_difference():
    cfg = ConvNeXtConfig.micro(num_classes=5)
    with jax.enable_x64(True):
        p = {k: jnp.asarray(v, jnp.float64) for k, v in _live_params(cfg).items()}
        x, t = _images(2, dtype=np.float64), _soft_targets(2, 5, dtype=np.float64)
        mask = np.array([[1.0, 0.0, 1.25, 1.25], [1.0, 1.25, 0.0, 1.25]])
        loss_fn = jax.jit(convnext.loss_fn, static_argnames="cfg")
        loss, g = jax.jit(jax.value_and_grad(convnext.loss_fn), static_argnames="cfg")(
            p, x, t, mask, cfg=cfg)
        assert loss.dtype == jnp.float64
        d = {k: jnp.asarray(np.random.default_rng(7).standard_normal(v.shape)) for k, v in p.items()}
        h = 1e-6
        plus = loss_fn({k: p[k] + h * d[k] for k in p}, x, t, mask, cfg=cfg)
        minus = loss_fn({k: p[k] - h * d[k] for k in p}, x, t, mask, cfg=cfg)
        fd = float(plus - minus) / (2 * h)
        ad = sum(float(jnp.vdot(g[k], d[k])) for k in p)
        assert abs(fd - ad) <= 1e-7 * max(1.0, abs(ad))


# Stochastic depth masks ----------------------------------------------------------------------
def test_drop_path_ramp_and_mask():
    cfg = ConvNeXtConfig.tiny()
    ramp = convnext.drop_path_ramp(cfg, 0.1)
    np.testing.assert_allclose(ramp, np.linspace(0, 0.1, 18))
    m = convnext.draw_drop_mask(np.random.default_rng(0), 4096, ramp)
    assert m.shape == (4096, 18) and m.dtype == np.float32
    assert np.all(m[:, 0] == 1.0)
    for i in range(18):
        keep = 1 - ramp[i]
        assert set(np.unique(m[:, i])) <= {0.0, np.float32(1 / keep)}
        assert abs(m[:, i].mean() - 1.0) < 0.05
    assert (m[:, -1] == 0).mean() > 0.05  # the last block does drop


# Optimizer and train step ----------------------------------------------------------------------
def test_decay_mask_marks_weights_only():
    mask = optim.decay_mask()(convnext.init_params(MICRO, 0))
    assert {k for k, v in mask.items() if v} == {k for k in mask if k.endswith(".w")}


@pytest.mark.parametrize("exclude", [True, False])
def test_adamw_mask_excludes_1d(exclude):
    rng = np.random.default_rng(0)
    p = {"conv.w": rng.standard_normal((2, 2, 3, 4)), "fc.w": rng.standard_normal((3, 5)),
         "fc.b": rng.standard_normal(5), "gamma": rng.standard_normal(4) + 2.0}
    p = {k: jnp.asarray(v, jnp.float32) for k, v in p.items()}
    lr, wd = 0.1, 0.5
    opt = optim.make_optimizer(lr, weight_decay=wd, exclude_1d_from_decay=exclude)
    zeros = jax.tree.map(jnp.zeros_like, p)  # Adam's step is then exactly 0: only decay moves
    updates, _ = jax.jit(opt.update)(zeros, opt.init(p), p)
    new = optax.apply_updates(p, updates)
    for k in p:
        decayed = p[k].ndim >= 2 or not exclude
        want = p[k] * (1 - lr * wd) if decayed else p[k]
        np.testing.assert_allclose(new[k], want, rtol=1e-6, err_msg=k)


def test_clip_in_chain_and_ema():
    assert len(optim.make_optimizer(1e-3).init({"w": jnp.ones((2, 2))})) == 1
    assert len(optim.make_optimizer(1e-3, clip_norm=1.0).init({"w": jnp.ones((2, 2))})) == 2
    e = optim.ema_update({"a": jnp.array([1.0, 2.0])}, {"a": jnp.array([3.0, 6.0])}, 0.75)
    np.testing.assert_allclose(e["a"], [1.5, 3.0])


def _micro_batch(B=8):
    x = _images(B)
    t = np.eye(10, dtype=np.float32)[np.arange(B) % 10]
    mask = convnext.draw_drop_mask(np.random.default_rng(0), B,
                                   convnext.drop_path_ramp(MICRO, 0.2))
    return x, t, mask


def test_train_step_decreases_loss():
    x, t, mask = _micro_batch()
    params = {k: jnp.asarray(v) for k, v in convnext.init_params(MICRO, 0).items()}
    opt = optim.make_optimizer(1e-2, clip_norm=1.0)
    state = opt.init(params)
    losses, norms = [], []
    for _ in range(8):
        params, state, loss, gnorm = optim.train_step(params, state, x, t, mask, MICRO, opt, convnext.loss_fn)
        losses.append(float(loss))
        norms.append(float(gnorm))
    assert set(params) == set(convnext.param_shapes(MICRO))
    assert all(np.isfinite(losses)) and all(n > 0 for n in norms)
    assert losses[-1] < losses[0] - 0.1, losses


@pytest.mark.slow
def test_train_step_reports_pre_clip_norm():
    x, t, mask = _micro_batch()
    params = {k: jnp.asarray(v) for k, v in convnext.init_params(MICRO, 0).items()}
    want = optax.tree.norm(jax.grad(convnext.loss_fn)(params, x, t, mask, MICRO))
    opt = optim.make_optimizer(1e-2, clip_norm=1e-3)
    _, _, _, gnorm = optim.train_step(params, opt.init(params), x, t, mask, MICRO, opt, convnext.loss_fn)
    np.testing.assert_allclose(gnorm, want, rtol=1e-5)
    assert float(gnorm) > 1e-3  # so the clip was active
