"""The kink check's criterion (hlocert/train/kinks.py) on ResNet-nano's reference at init: a side
that took one ReLU input, placed within float32 rounding of its kink, from the kink's other side is
explained as that flip (named), while a gradient off by as much in another direction is not, and
the reference's own float32 gradient is clean. The tap keeps the forward exact."""
import numpy as np
import pytest

from hlocert.render.variants import Variant
from hlocert.train import kinks

SAFETY = 30.0
LAYER, ELEMENT = 1, (0, 3, 3, 5)     # relu #1: layer1.0's first ReLU, of bn1's output (channel 5)


@pytest.fixture(scope="module")
def crafted():
    """Parameters whose relu #1 input at ELEMENT is ~1e-6 above 0 in float64 (layer1.0.bn1's shift of
    its channel moved there), the blocks' last γ 1, a random batch of 8, and the prober."""
    v = Variant.parse("resnet_nano-c10-i32-b8x1-adamw+wx+clip1.0")
    ref, cfg = v.model.reference()
    params = {k: np.asarray(a, np.float32) for k, a in v.model.init_params(1).items()}
    state = {k: np.asarray(a, np.float32) for k, a in v.model.init_state().items()}
    for k in params:        # the blocks' last BatchNorm γ from 0 (timm's init) to 1: a cotangent reaches the ReLUs
        if k.endswith(".bn2.g"):
            params[k] = np.ones_like(params[k])
    rng = np.random.default_rng(0)
    x = rng.standard_normal((8, 32, 32, 3)).astype(np.float32)
    t = np.eye(10, dtype=np.float32)[rng.integers(0, 10, 8)]
    p = kinks.Prober(kinks.pair_loss(ref.train_loss, True), cfg)
    z = p.run(params, state, x, t, None, f64=True)[2][LAYER][ELEMENT]
    params["layer1.0.bn1.b"][ELEMENT[-1]] -= np.float32(z - 1e-6)
    z = p.run(params, state, x, t, None, f64=True)[2][LAYER][ELEMENT]
    assert 0 < z < 1e-5, z
    return p, params, state, x, t, z


def _examine(crafted, g):
    p, params, state, x, t, _ = crafted
    return kinks.examine(p, params, state, x, t, None, g, SAFETY, 1, "side")


def _flipped_f32_gradient(crafted):
    """The float32 reference's gradient with ELEMENT's derivative taken from below the kink (0): what a
    lowering that rounds that input to ≤ 0 computes."""
    p, params, state, x, t, z = crafted
    zs = p.run(params, state, x, t, None)[2]
    flat = int(np.ravel_multi_index(ELEMENT, zs[LAYER].shape))
    return p.run(params, state, x, t, None, forces=kinks.flip_forces(p, zs, [(LAYER, flat, z)]))[1]


def test_the_reference_float32_gradient_is_clean(crafted):
    p, params, state, x, t, _ = crafted
    ex = _examine(crafted, p.run(params, state, x, t, None)[1])
    assert ex.clean and ex.explained and not ex.flips, ex.describe()
    assert ex.candidates >= 1      # the crafted input is within its band


def test_a_flipped_kink_is_explained_and_named(crafted):
    ex = _examine(crafted, _flipped_f32_gradient(crafted))
    print(ex.describe())
    assert not ex.clean and ex.deviation > 10 * ex.bound     # the flip is far above rounding
    assert ex.explained and ex.residual <= ex.bound
    (f,) = ex.flips
    assert (f.layer, f.index, f.kink) == (f"relu #{LAYER} [8, 8, 8, 16]", ELEMENT, 0.0)
    assert f.input64 == pytest.approx(crafted[-1], rel=0, abs=1e-12) and abs(f.input64) <= f.band
    assert "kink flip" in ex.describe()


@pytest.fixture(scope="module")
def wide(crafted):
    """The search's own test bed: the candidates of a band 100× the pair's (883 inputs here, where the
    pair's band holds 5), the float64 gradient and its inputs, and the bound the pair's safety gives."""
    p, params, state, x, t, _ = crafted
    cands = kinks.candidates(p, params, state, x, t, None, 100 * SAFETY)
    _, g64, z64 = p.run(params, state, x, t, None, f64=True)
    bound = _examine(crafted, p.run(params, state, x, t, None)[1]).bound
    return cands, g64, z64, bound


def test_the_search_finds_many_flips_among_many_candidates(crafted, wide):
    """A float32 side that took 20 inputs across at once, spread over ~900 candidates (not the
    nearest): the search's set leaves it within the pair's bound in at most the pair's budget of
    float64 gradients, and each flip it left out moves nothing on top of that set (a flip behind
    another flipped to 0 on every path has no effect)."""
    p, params, state, x, t, _ = crafted
    cands, g64, z64, bound = wide
    assert len(cands) > 500, len(cands)
    picked = [cands[m] for m in np.linspace(0, len(cands) - 1, 20).astype(int)]
    g = p.run(params, state, x, t, None, forces=kinks.flip_forces(p, z64, [(i, j, z) for _, i, j, z in picked]))[1]
    assert kinks.whole_rel(g, g64) > 100 * bound
    chosen, res, tried, rounds = kinks._search(p, params, state, x, t, None, g, g64, z64,
                                               [(d, i, j) for d, i, j, _ in cands], bound, kinks.MAX_TRIED)
    print(f"20 flips: {len(chosen)} chosen, {res:.2e} (bound {bound:.2e}), {tried} gradients, {rounds} rounds")
    assert res <= bound and tried <= kinks.MAX_TRIED
    def flipped(flips):
        forces = kinks.flip_forces(p, z64, [(i, j, z64[i].reshape(-1)[j]) for i, j in flips])
        return p.run(params, state, x, t, None, forces=forces, f64=True)[1]
    at = flipped(chosen)
    for ij in {(i, j) for _, i, j, _ in picked} - set(chosen):
        assert kinks.whole_rel(flipped(chosen + [ij]), at) <= bound, ij


def test_the_search_does_not_explain_noise_of_a_flips_size(crafted, wide):
    """The mutant: the float32 gradient moved by 20 flips' size in a random direction; the search's
    best set stays far from it."""
    p, params, state, x, t, _ = crafted
    cands, g64, z64, bound = wide
    picked = [cands[m] for m in np.linspace(0, len(cands) - 1, 20).astype(int)]
    gf = p.run(params, state, x, t, None, forces=kinks.flip_forces(p, z64, [(i, j, z) for _, i, j, z in picked]))[1]
    g32 = p.run(params, state, x, t, None)[1]
    size = np.sqrt(sum(np.sum((gf[k] - g32[k]) ** 2) for k in g32))
    rng = np.random.default_rng(2)
    noise = {k: rng.standard_normal(a.shape) for k, a in g32.items()}
    scale = size / np.sqrt(sum(np.sum(v ** 2) for v in noise.values()))
    g = {k: g32[k] + scale * noise[k] for k in g32}
    _, res, tried, _ = kinks._search(p, params, state, x, t, None, g, g64, z64,
                                     [(d, i, j) for d, i, j, _ in cands], bound, kinks.MAX_TRIED)
    print(f"noise: {res:.2e} (bound {bound:.2e}), {tried} gradients")
    assert res > 100 * bound


def test_a_gradient_off_as_much_otherwise_is_not_explained(crafted):
    """The mutant: the reference's gradient moved by the flip's size in a random direction."""
    p, params, state, x, t, _ = crafted
    g32 = p.run(params, state, x, t, None)[1]
    gf = _flipped_f32_gradient(crafted)
    size = np.sqrt(sum(np.sum((gf[k] - g32[k]) ** 2) for k in g32))
    rng = np.random.default_rng(1)
    noise = {k: rng.standard_normal(a.shape) for k, a in g32.items()}
    scale = size / np.sqrt(sum(np.sum(n ** 2) for n in noise.values()))
    ex = _examine(crafted, {k: g32[k] + scale * noise[k] for k in g32})
    print(ex.describe())
    assert not ex.clean and not ex.explained and not ex.flips
    assert "not a kink flip" in ex.describe()


def test_a_forced_derivative_keeps_the_forward_exact(crafted):
    p, params, state, x, t, _ = crafted
    loss, _, zs = p.run(params, state, x, t, None)
    forced = [(np.ones(z.shape), np.zeros(z.shape)) for z in zs]      # every derivative 0
    loss_f, g_f, zs_f = p.run(params, state, x, t, None, forces=forced)
    assert loss_f == loss and all(np.array_equal(a, b) for a, b in zip(zs, zs_f))
    # with every ReLU's derivative 0 nothing before the last ReLU gets a gradient
    assert not np.any(g_f["conv1.w"]) and np.any(g_f["fc.w"])


def test_relu6_derivatives_forced_at_both_kinks():
    """ReLU6's two kinks: each forced element takes the derivative D, the others keep PyTorch's, the
    value unchanged."""
    import jax
    import jax.numpy as jnp

    from hlocert.reference import ops
    x = jnp.array([-1e-7, 1e-7, 6 - 1e-6, 6 + 1e-6, 3.0], jnp.float32)
    forces = [(np.array([1, 1, 1, 1, 0], np.float32), np.array([1, 0, 0, 1, 0], np.float32))]

    def f(x):
        with kinks.Tap(forces) as tap:
            y = ops.relu6(x)
        assert tap.kinks == [(0.0, 6.0)]
        return jnp.sum(y * jnp.arange(1.0, 6.0))
    assert f(x) == jnp.sum(ops.relu6(x) * jnp.arange(1.0, 6.0))
    np.testing.assert_array_equal(jax.grad(f)(x), [1.0, 0.0, 0.0, 4.0, 5.0])
    np.testing.assert_array_equal(kinks.slope(np.asarray(x, np.float64), (0.0, 6.0)), [0, 1, 1, 0, 1])
