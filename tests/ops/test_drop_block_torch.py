"""The drop_block rule and its host draw are timm's DropBlock2d (``-m torch``): with timm's seed draw
made the test's (its `bernoulli_` returning given seeds), timm's module in training mode and
torch.autograd in float64 equal den of the rule fed `block_keep_mask` of the same seeds, to 1e-12,
at odd, even and map-sized blocks and at ResNet's two settings (layer3: block 5, γ-scale 0.25;
layer4: block 3, 1.0); and `draw_block_mask`'s drop fraction and scale over many draws match
timm's own draws to within their sampling error."""
import numpy as np
import pytest

from hlocert.ops.drop_block import DropBlock, block_keep_mask, draw_block_mask, seed_rate

from test_ops_rules import run_den

pytestmark = pytest.mark.torch
TOL = 1e-12
SHAPES = [  # (B, H, W, C, block_size, gamma_scale)
    (4, 14, 14, 3, 5, 0.25),     # ResNet's layer3 at 224² / 16
    (4, 7, 7, 2, 3, 1.0),        # its layer4
    (3, 6, 5, 2, 2, 1.0),        # an even block
    (2, 5, 5, 1, 4, 1.0),        # an even block, odd map
    (2, 3, 4, 2, 7, 1.0),        # a block larger than the map: clipped to 3×4
]


def _timm_with_seeds(torch, monkeypatch, seeds, x, dy, block_size, gamma_scale, drop_prob=0.1):
    """timm's DropBlock2d forward and input gradient in float64, its Bernoulli seed map replaced by
    `seeds` [B, H, W]; also the γ it asked for."""
    from timm.layers import DropBlock2d
    asked = []

    def given_seeds(self, p):
        asked.append(p)
        return self.copy_(torch.tensor(seeds[:, None], dtype=self.dtype))
    monkeypatch.setattr(torch.Tensor, "bernoulli_", given_seeds)
    xt = torch.tensor(x.transpose(0, 3, 1, 2), requires_grad=True)
    y = DropBlock2d(drop_prob, block_size, gamma_scale).train()(xt)
    y.backward(torch.tensor(dy.transpose(0, 3, 1, 2)))
    return y.detach().numpy().transpose(0, 2, 3, 1), xt.grad.numpy().transpose(0, 2, 3, 1), asked[0]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "B{}_{}x{}x{}_block{}_gs{}".format(*s))
def test_rule_fed_the_host_mask_is_timms_dropblock(monkeypatch, shape):
    torch = pytest.importorskip("torch")
    B, H, W, C, block, gs = shape
    rng = np.random.default_rng(7)
    x, dy = rng.standard_normal((B, H, W, C)), rng.standard_normal((B, H, W, C))
    seeds = (rng.random((B, H, W)) < 0.08).astype(np.float32)
    seeds[0, H // 2, W // 2] = 1.0                    # a block in every case
    y_t, dx_t, gamma = _timm_with_seeds(torch, monkeypatch, seeds, x, dy, block, gs)
    assert gamma == pytest.approx(seed_rate(0.1, block, gs, H, W), rel=1e-15)
    st = DropBlock(block, name="drop_block")
    mask = block_keep_mask(seeds, block).astype(np.float64)
    assert (mask == 0).any() and (mask > 1).any()
    y, dx, _ = run_den(st, x.shape, (x, {}, {"drop_block.mask": mask}, dy))
    np.testing.assert_allclose(y, y_t, rtol=TOL, atol=0)
    np.testing.assert_allclose(dx, dx_t, rtol=TOL, atol=0)


@pytest.mark.parametrize("setting", [(14, 14, 5, 0.25), (7, 7, 3, 1.0)], ids=["layer3", "layer4"])
def test_the_draw_drops_what_timms_drops(setting):
    """2,000 draws of B = 8 at rate 0.1 each side: the mean dropped fraction and the mean kept
    value agree within 5 standard errors (the two draws' spread), seeded both sides."""
    torch = pytest.importorskip("torch")
    from timm.layers.drop import drop_block_2d
    H, W, block, gs = setting
    n, B = 2000, 8
    rng = np.random.default_rng(11)
    torch.manual_seed(11)
    ours = [draw_block_mask(rng, B, H, W, 0.1, block, gs) for _ in range(n)]
    ones = torch.ones(B, 1, H, W, dtype=torch.float32)
    theirs = [drop_block_2d(ones, 0.1, block, gs)[:, 0].numpy() for _ in range(n)]

    def stats(masks):
        dropped = np.array([(m == 0).mean() for m in masks])
        kept = np.array([m[m > 0].mean() for m in masks])
        return dropped, kept
    for a, b in zip(stats(ours), stats(theirs)):
        se = np.sqrt(a.var() / n + b.var() / n)
        assert abs(a.mean() - b.mean()) < 5 * se, (a.mean(), b.mean(), se)
    dropped = stats(ours)[0].mean()
    assert 0.02 < dropped < 0.2     # layer3 drops ~4% of its map, layer4 ~15% (γ counts valid centres only)
