"""timm's no-weight-decay sets under `wx`: none on parameters of rank ≤ 1 nor on the names the net's
timm model gives in `no_weight_decay()` (ViT: the class token and the position table).

Default suite: the rendered apply step of a ViT ties optax with the reference's own mask (its
NO_WEIGHT_DECAY) for every family whose decay takes a mask, and the banner names the undecayed
tensors. ``-m torch``: for every net with a timm twin, the tensors `wx` decays are exactly those of
the decayed group of `timm.optim.create_optimizer_v2(model, 'adamw', weight_decay=0.05)`, mapped
to hlocert's names through the net's weight map.
"""
import types
from dataclasses import replace

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest

from hlocert import nets
from hlocert.nets.base import check_reference
from hlocert.nets.vit import ViT
from hlocert.optim import AdamW
from hlocert.optim.transforms import AddDecayedWeights
from hlocert.reference import optim as ref_optim
from hlocert.reference import vit as ref_vit
from hlocert.render import banner_lines
from hlocert.render.signature import signature
from hlocert.render.variants import Variant

from test_optim_ties import den_apply_steps, lr_at, rel
from vjp_helpers import x64  # noqa: F401  (float64 for every test here, restored after each)


STEPS = 2
UNDECAYED = {"cls.token", "pos.table"}


def _apply_tie(kind: str) -> dict[str, float]:
    """Per tensor, the largest relative error of θ over STEPS steps: the rendered apply step of a
    micro ViT under `kind` (den, float64) vs the reference's optax chain with its own mask, each fed
    the same gradients and learning rates."""
    v = Variant.parse(f"vit_micro-c10-i8-b2x1-{kind}")
    rng = np.random.default_rng(3)
    params = {k: rng.standard_normal(s) for k, s in v.model.param_shapes().items()}
    tx = ref_optim.optax_chain(v.optimizer, lambda count: lr_at(count + 1), ref_vit.NO_WEIGHT_DECAY)
    ref_params = {k: jnp.asarray(a) for k, a in params.items()}
    ref_state = tx.init(ref_params)
    worst = dict.fromkeys(params, 0.0)
    for grads, theta in den_apply_steps(v, params, rng, STEPS):
        updates, ref_state = tx.update({k: jnp.asarray(g) for k, g in grads.items()}, ref_state, ref_params)
        ref_params = optax.apply_updates(ref_params, updates)
        for k in params:
            worst[k] = max(worst[k], rel(theta[k], np.asarray(ref_params[k])))
    return worst


SLOW_JIT = ("lamb+wd0.1+wx", "muon+wd0.1+wx")     # their optax jit: 7-25 s here


@pytest.mark.parametrize("kind", ["adamw+wd0.1+wx", "sgd+m0.9+wd0.1+wx",
                                  *(pytest.param(k, marks=pytest.mark.slow) for k in SLOW_JIT)])
def test_vit_step_leaves_class_token_and_position_table_undecayed_as_optax_with_timms_mask(kind):
    worst = _apply_tie(kind)
    assert max(worst.values()) <= 1e-12, {k: e for k, e in worst.items() if e > 1e-12}


def test_the_banner_names_the_undecayed_tensors_and_other_nets_keep_theirs():
    vit = Variant.parse("vit_micro-c10-i8-b2x1-adamw+wx")
    line = next(s for s in banner_lines(vit, signature(vit), vit.chain(), "0" * 64) if "weight decay" in s)
    assert "none on cls.token, pos.table either" in line
    convnext = Variant.parse("convnext_micro-c10-i32-b2x1-adamw+wx")
    line = next(s for s in banner_lines(convnext, signature(convnext), convnext.chain(), "0" * 64)
                if "weight decay" in s)
    assert line.endswith("on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)")


def test_without_wx_every_tensor_decays_the_named_ones_too():
    v = Variant.parse("vit_micro-c10-i8-b2x1-adamw")
    assert set(_decayed(v)) == set(v.model.param_shapes())


def _decayed(v: Variant) -> list[str]:
    """The parameters the variant's rendered chain decays (its AddDecayedWeights' mask)."""
    def walk(t):
        if isinstance(t, AddDecayedWeights):
            yield t
        yield from (u for child in getattr(t, "transforms", ()) for u in walk(child))
        if hasattr(t, "inner"):
            yield from walk(t.inner)
    decay, = walk(v.chain())
    return [k for k, s in v.model.param_shapes().items() if decay.decays(k, s)]


def test_wx_decays_rank_2_tensors_but_the_nets_named_ones():
    v = Variant.parse("vit_micro-c10-i8-b2x1-adamw+wx")
    shapes = v.model.param_shapes()
    assert set(_decayed(v)) == {k for k, s in shapes.items() if len(s) >= 2} - UNDECAYED
    assert UNDECAYED <= {k for k, s in shapes.items() if len(s) >= 2}    # rank 3: the 1-D rule alone keeps them


GATES = [*(pytest.param(nets.get(net).gate_model(), id=net) for net in nets.names()),
         pytest.param(replace(ViT.gate_model(), distilled=True), id="vit+dist")]


@pytest.mark.parametrize("model", GATES)
def test_each_reference_declares_the_nets_set_on_its_own(model):
    """The reference's set, on the model's own parameters (a distilled ViT adds its distillation token)."""
    assert model.reference()[0].NO_WEIGHT_DECAY & set(model.param_shapes()) == model.no_weight_decay()


def test_a_distilled_vit_leaves_its_distillation_token_undecayed():
    v = Variant.parse("vit_micro-c10-i8-b2x1-adamw+wx+dist")
    shapes = v.model.param_shapes()
    assert set(_decayed(v)) == {k for k, s in shapes.items() if len(s) >= 2} - UNDECAYED - {"dist.token"}


def test_a_reference_without_its_set_is_named_before_any_gate():
    ref, cfg = nets.get("convnext").gate_model().reference()
    bare = types.SimpleNamespace(__name__="fake_convnext", param_shapes=ref.param_shapes, forward=ref.forward,
                                 loss_fn=ref.loss_fn)
    unset = type("Unset", (nets.get("convnext"),), {"reference": lambda self: (bare, cfg)})
    with pytest.raises(ValueError, match=r"fake_convnext \(the reference of convnext\) must define NO_WEIGHT_DECAY"):
        check_reference(unset)


@pytest.mark.torch
@pytest.mark.parametrize("model", GATES)
def test_wx_decays_what_timms_create_optimizer_v2_decays(model):
    pytest.importorskip("timm")
    import timm.optim
    net = model.NAME
    twin = model.timm_twin()
    if twin is None:
        pytest.skip(f"{net}: timm has no such net")
    v = Variant(model, 2, optimizer=AdamW(exclude_1d_from_decay=True))
    ours = {theirs: name for name, theirs, _ in model.timm_table()}
    named = dict(twin.named_parameters())
    assert set(named) <= set(ours), f"{net}: timm parameters without an hlocert name: {set(named) - set(ours)}"
    by_id = {id(p): ours[k] for k, p in named.items()}
    opt = timm.optim.create_optimizer_v2(twin, "adamw", weight_decay=0.05)
    decayed = {by_id[id(p)] for g in opt.param_groups if g["weight_decay"] > 0 for p in g["params"]}
    assert set(_decayed(v)) == decayed
