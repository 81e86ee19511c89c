"""ViT (hlocert/nets/vit.py) against timm's facts and its independent reference (hlocert/reference/vit.py).

Parameter counts are timm 1.0.31's; the whole-net gradient (den, float64) equals jax.grad of the
reference per tensor with masks that drop on both residual branches of every block; the batched
gradient is the mean of per-example ones; 2 replicas × 2 examples are 1 replica × 4; the drop-after-add
mutant dies by the tie and survives an all-ones mask (why the masks must drop).
"""
import numpy as np
import pytest

from hlocert.certify.net_mutants import _inputs, gradient_tie
from hlocert.ir import den
from hlocert.nets.vit import SIZES, DropAfterAddViT, ViT
from hlocert.render import grad_func, train_step_func
from hlocert.render.variants import Variant, VariantError


def rel(a, b):
    return np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-300)


@pytest.mark.parametrize("size, count", [("Ti", 5_717_416), ("S", 22_050_664), ("B", 86_567_656)])
def test_parameter_counts_are_timms(size, count):
    model = ViT(size, 1000, 224)
    shapes = model.param_shapes()
    assert sum(int(np.prod(s)) for s in shapes.values()) == count and len(shapes) == 152
    ref, cfg = model.reference()
    assert list(ref.param_shapes(cfg).items()) == list(shapes.items())
    assert model.tokens == 197 and shapes["pos.table"] == (1, 197, model.dim)
    assert model.dim // model.heads == 64


def test_two_drop_sites_per_block_on_timms_ramp():
    model = ViT("S", 1000, 224)
    ramp = model.drop_ramp()
    assert model.drop_sites == 24 == len(ramp)
    per_block = np.linspace(0.0, SIZES["S"].drop_path_rate, 12)     # timm's calculate_drop_path_rates
    np.testing.assert_array_equal(ramp[0::2], per_block)
    np.testing.assert_array_equal(ramp[1::2], per_block)
    assert model.drop_ramp(0.3)[-1] == 0.3
    sites = [s.index for blk in model.net(drop=True).stages[4:16] for res in blk.stages
             for s in res.branch.stages if hasattr(s, "n_blocks")]
    assert sites == list(range(24))


@pytest.mark.parametrize("batch", [1, 2, 3])
@pytest.mark.parametrize("classes", [10, 1000])
def test_whole_net_gradient_equals_jax_grad(batch, classes):
    ok, err, detail = gradient_tie(ViT("micro", classes, 8), batch=batch, seed=batch + classes)
    assert ok and err <= 1e-12, detail


def test_tie_masks_drop_each_branch_independently():
    model = ViT("micro", 10, 8)
    _, _, mask, _ = _inputs(model, 1, 0, all_ones=False)
    assert mask.shape == (1, 4)
    # block 0: attention branch dropped, MLP branch kept, in the same example
    assert mask[0, 0] == 0.0 and mask[0, 1] > 1.0


def test_batched_gradient_is_the_mean_of_per_example_gradients():
    model = ViT("micro", 10, 8)
    params, x, mask, targets = _inputs(model, 3, 3, all_ones=False)
    batched = den.run(grad_func(Variant(model, 3, drop=True), "f64"), [x, *params.values(), mask, targets], "f64")
    single = grad_func(Variant(model, 1, drop=True), "f64")
    per_example = [den.run(single, [x[i:i + 1], *params.values(), mask[i:i + 1], targets[i:i + 1]], "f64")
                   for i in range(3)]
    for k in range(len(batched)):
        assert rel(batched[k], sum(pe[k] for pe in per_example) / 3) <= 1e-12


def test_n_replicas_on_b_examples_equal_one_replica_on_n_times_b():
    wide = Variant.parse("vit_micro-c10-i8-b4x1-adamw+wx+clip1.0+drop")
    split = Variant.parse("vit_micro-c10-i8-b2x2-adamw+wx+clip1.0+drop")
    params, x, mask, targets = _inputs(wide.model, 4, 5, all_ones=False)
    zeros = [np.zeros_like(p) for p in params.values()]
    state = [*params.values(), *zeros, *zeros, 1e-3, 0.1, 0.001]
    whole = den.run(train_step_func(wide, "f64"), [x, *state, mask, targets], "f64")
    halves = den.run_replicas(train_step_func(split, "f64"),
                              [[x[:2], *state, mask[:2], targets[:2]], [x[2:], *state, mask[2:], targets[2:]]], "f64")
    for replica in halves:
        for a, b in zip(replica, whole):
            assert rel(a, b) <= 1e-12


def test_control_an_all_ones_mask_cannot_see_drop_after_the_add():
    small = ViT.gate_model()
    model = DropAfterAddViT(small.size, small.num_classes, small.image_size)
    ok, err, _ = gradient_tie(model, all_ones=True)
    assert ok and err <= 1e-12
    ok, err, _ = gradient_tie(model, all_ones=False)
    assert not ok and err > 1e-3


def test_bad_models_are_one_line_errors():
    with pytest.raises(VariantError, match="multiple of the patch 16, got 200"):
        Variant.parse("vit_S-c1000-i200-b2x1-fwd")
    with pytest.raises(ValueError, match="unknown ViT size 'L'; valid: Ti, S, B, nano, micro"):
        ViT("L")


def test_bench_config_vit_s_224_b8():
    from hlocert.bench import configs
    cfg = configs.CONFIGS["vits224b8"]
    v = Variant.parse(cfg.variant)
    assert type(v.model) is ViT and (v.model.size, v.model.image_size, v.batch, v.replicas) == ("S", 224, 8, 1)
    assert v.drop and not cfg.gpu


# `+dist`: DeiT's distilled ViT (timm's VisionTransformerDistilled) ------------------------------------

def distilled(classes=10):
    return ViT("micro", classes, 8, distilled=True)


@pytest.mark.parametrize("batch, classes", [(1, 10), (3, 7)])
def test_distilled_whole_net_gradient_equals_jax_grad(batch, classes):
    """The render's gradient of the two heads' mean (den, float64) against reference/vit.py's, masks
    dropping; the reference concatenates both prefix tokens, normalises every token, then reads two."""
    ok, err, detail = gradient_tie(distilled(classes), batch=batch, seed=batch + classes)
    assert ok and err <= 1e-12, detail


def test_distilled_shapes_tokens_and_names():
    """A distillation token after the class token, a position table one longer, a second head; the
    name writes `+dist` only when used, and timm's distilled DeiT names resolve to it."""
    from hlocert.train.recipe import resolve_model
    model, plain = distilled(), ViT("micro", 10, 8)
    shapes, base = model.param_shapes(), plain.param_shapes()
    assert set(shapes) - set(base) == {"dist.token", "head_dist.w", "head_dist.b"}
    assert shapes["pos.table"] == (1, 4 + 2, 16) and base["pos.table"] == (1, 4 + 1, 16) and model.tokens == 6
    assert shapes["head_dist.w"] == shapes["head.w"]
    ref, cfg = model.reference()
    assert list(ref.param_shapes(cfg).items()) == list(shapes.items())
    v = Variant.parse("vit_micro-c10-i8-b2x1-adamw+wx+drop+dist")
    assert v.model == model and Variant(plain, 2, drop=True).name == "vit_micro-c10-i8-b2x1-adamw+wx+drop"
    assert Variant.parse("vit_micro-c10-i8-b2x1-fwd+dist").model == model
    assert all("dist" not in name for name in ViT.COMMITTED)
    assert resolve_model("deit_small_distilled_patch16_224") == (ViT, "S", {"distilled": True})
    assert resolve_model("vit_small_patch16_224") == (ViT, "S", {})
    assert ViT("S", 1000, 224, distilled=True).timm_arch() == "deit_small_distilled_patch16_224"
    assert ViT("S", 1000, 224).timm_arch() == "vit_small_patch16_224"
    assert sum(int(np.prod(s)) for s in ViT("S", 1000, 224, distilled=True).param_shapes().values()) == 22_436_432


def test_distilled_init_layers_and_no_weight_decay_are_timms():
    """dist_token trunc-normal σ .02 (not the class token's 1e-6), head_dist as head; the token in the
    stem layer and head_dist with the head (timm's group_matcher); no decay on it."""
    model = ViT("S", 1000, 224, distilled=True)
    p = model.init_params(0)
    assert 0.015 < p["dist.token"].std() < 0.025 and np.abs(p["cls.token"]).max() < 1e-5
    assert 0.015 < p["head_dist.w"].std() < 0.025 and not p["head_dist.b"].any()
    ids = model.layer_ids()
    assert ids["dist.token"] == ids["cls.token"] == 0 and ids["head_dist.w"] == ids["head.w"] == 13
    assert ids["norm.g"] == ids["blocks.11.norm1.g"] == 12
    assert model.no_weight_decay() == {"pos.table", "cls.token", "dist.token"}
    assert ViT("S", 1000, 224).no_weight_decay() == {"pos.table", "cls.token"}
