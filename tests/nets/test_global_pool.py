"""timm's --gp (its models' `global_pool`: max, avgmax, catavgmax; ops/global_pool.py) as the variant's
`+gpmax`, `+gpavgmax`, `+gpcatavgmax` on the nets whose head pools by `head_pool` (nets/base.py
GLOBAL_POOL_OPTIONS): read and written by the grammar only where not timm's default avg, the head's
width (catavgmax: twice the features), and every whole-net gate on the gate model against the
independent reference built with the same pool; the control (the render's pool, the reference's avg)
fails the tie. The tie with timm's own model built with global_pool=… is test_global_pool_torch.py."""
import re
from dataclasses import replace

import pytest

from hlocert import nets
from hlocert.certify.net_mutants import gates, gradient_tie
from hlocert.ops.global_pool import KINDS
from hlocert.render.artifacts import COMMITTED
from hlocert.render.variants import Variant, VariantError

GP_NETS = sorted(n.NAME for n in nets.all_nets() if "global_pool" in {f for f, _ in n.OPTIONS.values()})
CASES = [(name, kind) for name in GP_NETS for kind in KINDS if f"gp{kind}" in nets.get(name).OPTIONS]


def gate(name: str, kind: str):
    """The net's gate model at `kind`; ConvNeXt's at 64² (its 32² pools a 1×1 map, where max is avg)."""
    model = nets.get(name).gate_model()
    return replace(model, global_pool=kind, **({"image_size": 64} if name == "convnext" else {}))


def test_the_nets_that_take_it():
    assert GP_NETS == ["convnext", "efficientnet", "mobilenetv2", "mobilenetv4", "resnet"]
    # timm's ConvNeXt head norms the pooled features at their width: it refuses catavgmax, so does hlocert
    assert [k for n, k in CASES if n == "convnext"] == ["max", "avgmax"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_name_with_the_pool_reads_back_and_the_default_is_not_written(kind):
    name = f"resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+gp{kind}"
    v = Variant.parse(name)
    assert v.model.global_pool == kind and v.name == name
    assert v.forward_twin().name == f"resnet_nano-c10-i32-b32x1-fwd+gp{kind}"
    assert replace(v, model=replace(v.model, global_pool="avg")).name == "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0"
    assert all("+gp" not in n for n in COMMITTED)


@pytest.mark.parametrize("name, message", [
    ("resnet_nano-c10-i32-b32x1-adamw+gpavg", "option 'gpavg' is not valid for adamw"),
    ("convnext_T-c10-i32-b32x1-adamw+gpcatavgmax", "option 'gpcatavgmax' is not valid for adamw"),
    ("vit_Ti-c10-i32-b32x1-fwd+gpavgmax", "option 'gpavgmax' is not valid for fwd"),
])
def test_a_pool_the_net_does_not_take_is_one_line(name, message):
    with pytest.raises(VariantError, match=re.escape(message)) as e:
        Variant.parse(name)
    assert "\n" not in str(e.value)


@pytest.mark.parametrize("name, head, pooled", [("resnet", "fc.w", 16), ("mobilenetv2", "classifier.w", 8),
                                                 ("mobilenetv4", "conv_head.w", 24)])
def test_catavgmax_doubles_the_heads_input_and_the_banner_says_the_pool(name, head, pooled):
    """The layer after the pool (ResNet's fc, MobileNetV2's and EfficientNet's classifier, MobileNetV4's
    conv_head) takes twice the pooled channels, as timm's feat_mult; MobileNetV2's classifier dropout
    columns with it (MobileNetV4's dropout sits after conv_head: unchanged)."""
    model = nets.get(name).gate_model()
    inputs = {k: replace(model, global_pool=k).param_shapes()[head][-2] for k in ("avg", *KINDS)}
    assert inputs == {"avg": pooled, "max": pooled, "avgmax": pooled, "catavgmax": 2 * pooled}
    cat = replace(model, global_pool="catavgmax")
    assert cat.drop_sites - model.drop_sites == (pooled if name == "mobilenetv2" else 0)
    assert len(cat.drop_ramp()) == cat.drop_sites
    assert "global pool: max (timm's global_pool)" in replace(model, global_pool="max").details()
    assert "global pool" not in model.details()


@pytest.mark.parametrize("name, kind", CASES)
def test_the_gradient_ties_the_reference_at_each_pool(name, kind):
    """Each gate model pools a 2×2 map (a 1×1 map could not tell max from avg), its drop sites
    dropping (the classifier dropout's columns included). Batch 4: MobileNetV4's head BatchNorm
    normalises the pooled vectors, over two rows an ill-conditioned map (its avg, the default, is
    7e-12 from the reference at seed 1 there; 2e-14 at batch 4)."""
    model = gate(name, kind)
    ok, err, worst = gradient_tie(model, batch=4)
    assert ok, (err, worst)

    if kind == "catavgmax":      # its head is twice as wide: no other pool's reference takes its parameters
        return

    class Claimed(type(model)):     # the control: the render's pool, the reference's average
        def reference(self):
            ref, cfg = super().reference()
            return ref, replace(cfg, global_pool="avg")
    ok, err, worst = gradient_tie(Claimed(**{f: getattr(model, f) for f in vars(model)}), batch=4)
    assert not ok and err > 1e-6, (err, worst)


@pytest.mark.parametrize("name", ["resnet", "mobilenetv2", pytest.param("efficientnet", marks=pytest.mark.slow)])
def test_every_whole_net_gate_passes_at_catavgmax(name):
    """(MobileNetV4's gates run at batch 2, where its pooled BatchNorm's conditioning, not the pool,
    decides the 1e-12 tie: its pool is tied at batch 4 above.)"""
    model = replace(nets.get(name).gate_model(), global_pool="catavgmax")
    failed = {gate: r[1:] for gate, fn in gates(model).items() if not (r := fn(model))[0]}
    assert not failed
