"""`+ld{F}` against timm (``-m torch``): for every net with a timm twin, each tensor's lr scale is the
`lr_scale` of its group in `timm.optim.create_optimizer_v2(model, 'adamw', layer_decay=0.75,
weight_decay=0.05)`, mapped to hlocert's names through the net's weight map (`timm_table`), and with timm's
`layer_decay_min_scale` / `layer_decay_no_opt_scale` (+ldmin, +ldno) the clamped scales and the
frozen tensors too; and
`hlocert pair --against torch` of a +ld step (timm's groups, the fed lr times each group's
lr_scale, as timm's scheduler sets it) ties on a micro ViT (also with its stem clamped and frozen)
and a micro ConvNeXt."""
from dataclasses import replace

import pytest

from hlocert import nets
from hlocert.nets.vit import ViT
from hlocert.optim import AdamW
from hlocert.train.pair import summary

from test_pair_torch import _pair, tiny  # noqa: F401  (tiny: the generated ImageFolder fixture)

pytestmark = pytest.mark.torch

F = 0.75


def _models() -> list:
    """Every net timm has (TIMM): its gate model and its first timm size's model, and the distilled ViT's.
    (TinyCNN's twin is the torch module its own file writes: timm has no group_matcher for it.)"""
    out = []
    for net in nets.all_nets():
        if net.TIMM:
            gate = net.gate_model()
            size = next(iter(net.TIMM))
            out += [pytest.param(gate, id=f"{net.NAME}-gate"),
                    pytest.param(net(size, gate.num_classes, 224), id=f"{net.NAME}-{size}")]
    gate = ViT.gate_model()       # and the distilled ViT (timm's VisionTransformerDistilled.group_matcher)
    out += [pytest.param(replace(gate, distilled=True), id="vit+dist-gate"),
            pytest.param(ViT("S", gate.num_classes, 224, distilled=True), id="vit+dist-S")]
    return out


@pytest.mark.parametrize("model", _models())
def test_every_tensors_lr_scale_is_timms(model):
    pytest.importorskip("timm")
    from timm.optim import create_optimizer_v2
    twin = model.timm_twin()
    opt = create_optimizer_v2(twin, opt="adamw", layer_decay=F, weight_decay=0.05)
    scale_of = {id(p): g["lr_scale"] for g in opt.param_groups for p in g["params"]}
    theirs_by_key = {k: scale_of[id(p)] for k, p in twin.named_parameters()}
    to_ours = {theirs: ours for ours, theirs, _ in model.timm_table()}
    theirs = {to_ours[k]: s for k, s in theirs_by_key.items()}
    ours = AdamW(layer_decay=F).layer_scales(model.layer_ids()).table()
    assert ours == theirs, {k: (ours.get(k), theirs.get(k)) for k in set(ours) | set(theirs)
                            if ours.get(k) != theirs.get(k)}
    assert len(set(ours.values())) == max(model.layer_ids().values()) + 1 > 2


@pytest.mark.parametrize("min_scale, no_opt_scale", [(0.5, None), (0.0, 0.6)], ids=["min", "no_opt"])
@pytest.mark.parametrize("model", _models())
def test_min_scale_clamps_and_no_opt_scale_freezes_as_timms(model, min_scale, no_opt_scale):
    """timm's layer_decay_min_scale / layer_decay_no_opt_scale: each group's lr_scale, and the tensors in no
    group (timm turns their requires_grad off), equal +ldmin / +ldno's scales and frozen set."""
    pytest.importorskip("timm")
    from timm.optim import create_optimizer_v2
    twin = model.timm_twin()
    opt = create_optimizer_v2(twin, opt="adamw", layer_decay=F, weight_decay=0.05, layer_decay_min_scale=min_scale,
                              layer_decay_no_opt_scale=no_opt_scale)
    scale_of = {id(p): g["lr_scale"] for g in opt.param_groups for p in g["params"]}
    to_ours = {theirs: ours for ours, theirs, _ in model.timm_table()}
    theirs = {to_ours[k]: scale_of[id(p)] for k, p in twin.named_parameters() if id(p) in scale_of}
    theirs_frozen = {to_ours[k] for k, p in twin.named_parameters() if id(p) not in scale_of}
    assert theirs_frozen == {to_ours[k] for k, p in twin.named_parameters() if not p.requires_grad}
    scales = AdamW(layer_decay=F, layer_decay_min=min_scale, layer_decay_no_opt=no_opt_scale).layer_scales(
        model.layer_ids())
    assert theirs_frozen == scales.frozen() and theirs == {k: s for k, s in scales.table().items()
                                                           if k not in scales.frozen()}
    # every net has >= 4 layers: F³ = 0.42 is clamped to 0.5, or below 0.6 frozen
    assert (min(theirs.values()) == 0.5) if min_scale else (theirs_frozen and min(theirs.values()) >= 0.6)


@pytest.mark.parametrize("variant", ["vit_micro-c10-i8-b4x1-adamw+wx+ld0.75+clip1.0+drop",
                                     "vit_micro-c10-i8-b4x1-adamw+wx+ld0.75+ldmin0.5+ldno0.55+clip1.0+drop",
                                     "convnext_micro-c10-i32-b4x1-adamw+wd0.1+wx+ld0.6+clip1.0+drop"])
def test_a_layer_decay_step_ties_timm_under_torch(variant, tiny, tmp_path):  # noqa: F811
    rep = _pair(tiny, tmp_path, variant)
    assert rep["verdict"] == "TIE", summary(rep)
    assert rep["gap"]["max_dloss"] <= rep["floor"]["loss"] and rep["gap"]["param_rel_within_floor"], summary(rep)
