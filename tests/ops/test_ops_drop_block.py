"""drop_block (hlocert/ops/drop_block.py), timm's DropBlock2d as a rule: every level of the certifier
passes on it and each mutant is killed by the levels named here; the host's mask draw is timm's
`drop_block_2d` (the block growth, the even-kernel cut, γ, the numel/sum normalisation). den-vs-jax.vjp,
the f32 rendering and MLIR verification of its examples run with the other rules' in test_ops_rules.py;
the tie with timm's module itself and the draw's distribution against timm's are in
test_drop_block_torch.py (-m torch)."""
from __future__ import annotations

import numpy as np
import pytest

from hlocert.ops.drop_block import (DropBlock, block_keep_mask, draw_block_mask, grow_blocks, sample_block_mask,
                                    seed_rate)

from test_ops_rules import run_den
from vjp_helpers import certifier_tests, x64  # noqa: F401  (x64: autouse fixture)

RULE = "drop_block"
MUTANT_KILLERS = {
    "drop_block/unmasked-backward": {"symbolic", "autodiff"},
    "drop_block/unscaled-backward": {"symbolic", "autodiff"},
    "drop_block/transposed-mask": {"autodiff"},        # its VJP is its own forward's: the reference tells
}

test_registered_with_every_level_and_its_mutants, test_rule_certifies, test_mutant_killed_by = \
    certifier_tests(RULE, MUTANT_KILLERS)


def test_one_mask_per_position_shared_by_every_channel():
    """y[b, h, w, c] = x · mask[b, h, w] for every channel c; dx the same mask times dy; the input
    is named under the stage's scope."""
    st = DropBlock(3, name="layer3.0.drop_block")
    assert st.aux_shapes((2, 4, 5, 3)) == {"layer3.0.drop_block.mask": (2, 4, 5)}
    rng = np.random.default_rng(0)
    x, dy = rng.standard_normal((2, 4, 5, 3)), rng.standard_normal((2, 4, 5, 3))
    mask = sample_block_mask(rng, 2, 4, 5, 3, 0.8)
    y, dx, _ = run_den(st, x.shape, (x, {}, {"layer3.0.drop_block.mask": mask}, dy))
    np.testing.assert_array_equal(y, x * mask[..., None])
    np.testing.assert_array_equal(dx, dy * mask[..., None])


def test_blocks_grow_around_their_seed_and_an_even_block_reaches_up_left():
    """A 3-block grows a seed into the 3×3 square centred on it, clipped at the border; a 2-block
    (the max-pool's extra row/column cut from the front) into the seed and its up-left neighbours,
    clipped at the border too."""
    seeds = np.zeros((1, 5, 5))
    seeds[0, 0, 3] = seeds[0, 3, 1] = 1.0
    expected = np.zeros((1, 5, 5))
    expected[0, 0:2, 2:5] = 1.0
    expected[0, 2:5, 0:3] = 1.0
    np.testing.assert_array_equal(grow_blocks(seeds, 3), expected)
    even = np.zeros((1, 5, 5))
    even[0, 0:1, 2:4] = 1.0
    even[0, 2:4, 0:2] = 1.0
    np.testing.assert_array_equal(grow_blocks(seeds, 2), even)


def test_a_block_larger_than_the_map_is_clipped_to_it():
    """block_size 7 on a 3×4 map: kh, kw = 3, 4 (γ is timm's at the clipped block); a seed at (1, 1)
    drops every row and, the 4-wide window reaching one column left and two right, columns 0-2."""
    assert seed_rate(0.1, 7, 1.0, 3, 4) == pytest.approx(0.1 * 12 / 12 / 1)
    seeds = np.zeros((1, 3, 4))
    seeds[0, 1, 1] = 1.0
    expected = np.zeros((1, 3, 4))
    expected[0, :, 0:3] = 1.0
    np.testing.assert_array_equal(grow_blocks(seeds, 7), expected)


def test_the_mask_is_normalised_over_the_whole_batch():
    """keep × numel / sum over all examples: one seed in example 0 of two 4×4 maps drops 9 of 32,
    so the kept values are 32 / 23 in both examples, float32."""
    seeds = np.zeros((2, 4, 4), np.float32)
    seeds[0, 1, 1] = 1.0
    mask = block_keep_mask(seeds, 3)
    assert mask.dtype == np.float32
    assert (mask == 0).sum() == 9
    np.testing.assert_allclose(mask[mask > 0], 32 / 23, rtol=1e-6)
    assert mask[1].min() > 0


def test_the_draw_is_seeded_and_keeps_everything_at_rate_zero():
    a = draw_block_mask(np.random.default_rng(3), 4, 14, 14, 0.1, 5, 0.25)
    b = draw_block_mask(np.random.default_rng(3), 4, 14, 14, 0.1, 5, 0.25)
    np.testing.assert_array_equal(a, b)
    assert a.shape == (4, 14, 14) and a.dtype == np.float32
    np.testing.assert_allclose(draw_block_mask(np.random.default_rng(3), 2, 7, 7, 0.0, 3, 1.0), 1.0, rtol=1e-6)


def test_a_map_one_block_covers_refuses_a_batch_of_one():
    """sample_aux needs a kept value: a single example of a map one block covers has none."""
    with pytest.raises(ValueError, match="covers the whole 2x2 map of a batch of 1"):
        DropBlock(3).sample_aux(np.random.default_rng(0), (1, 2, 2, 1))
