"""timm's --in-chans (its models' `in_chans`) as the variant's `+ch{N}` (nets/base.py IN_CHANS_OPTIONS):
read and written by the grammar only where not 3 (so every RGB name, the committed ones among them, stays
as it was), the input and the stem's weight at N channels, and the whole-net gradient tie of grey (N = 1)
gate models to their independent references built at the same N. The tie with timm's own models built with
in_chans=1 is test_in_chans_torch.py."""
import re
from dataclasses import replace

import pytest

from hlocert import nets
from hlocert.certify.net_mutants import gates, gradient_tie
from hlocert.render.artifacts import COMMITTED
from hlocert.render.variants import Variant, VariantError

STEMS = {"convnext": "stem.conv.w", "efficientnet": "conv_stem.w", "mobilenetv2": "conv_stem.w",
         "mobilenetv4": "conv_stem.w", "resnet": "conv1.w", "tinycnn": "stem.conv.w", "vit": "patch_embed.proj.w"}


def grey(name: str, chans: int = 1):
    return replace(nets.get(name).gate_model(), in_chans=chans)


def test_every_net_takes_it():
    assert sorted(STEMS) == sorted(nets.names())


@pytest.mark.parametrize("chans", [1, 2, 4])
def test_a_name_with_the_channels_reads_back_and_3_is_not_written(chans):
    name = f"resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ch{chans}"
    v = Variant.parse(name)
    assert v.model.in_chans == chans and v.name == name and v.x_shape == (32, 32, 32, chans)
    assert v.forward_twin().name == f"resnet_nano-c10-i32-b32x1-fwd+ch{chans}"
    assert replace(v, model=replace(v.model, in_chans=3)).name == "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0"
    assert all(Variant.parse(n).model.in_chans == 3 for n in COMMITTED)


@pytest.mark.parametrize("name, message", [
    ("resnet_nano-c10-i32-b32x1-adamw+ch3", "is not in canonical form; write 'resnet_nano-c10-i32-b32x1-adamw'"),
    ("resnet_nano-c10-i32-b32x1-adamw+ch0", "option 'ch0' is not valid for adamw"),
    ("resnet_nano-c10-i32-b32x1-adamw+ch01", "option 'ch01' is not valid for adamw"),
    ("resnet_nano-c10-i32-b32x1-adamw+ch1+gpmax", "is not in canonical form; write "
                                                 "'resnet_nano-c10-i32-b32x1-adamw+gpmax+ch1'"),
])
def test_a_bad_channel_part_is_one_line(name, message):
    with pytest.raises(VariantError, match=re.escape(message)) as e:
        Variant.parse(name)
    assert "\n" not in str(e.value)


def test_a_model_refuses_no_channels_in_one_line():
    with pytest.raises(ValueError, match=r"in_chans must be a whole number >= 1 .*got 0") as e:
        grey("resnet", 0)
    assert "\n" not in str(e.value)


@pytest.mark.parametrize("name", sorted(STEMS))
def test_the_stem_takes_the_channels_and_nothing_else_changes(name):
    rgb, one = nets.get(name).gate_model(), grey(name)
    a, b = rgb.param_shapes(), one.param_shapes()
    assert b[STEMS[name]][2] == 1 and a[STEMS[name]][2] == 3
    assert {k for k in a if a[k] != b[k]} == {STEMS[name]}
    assert one.example_shape == (rgb.image_size, rgb.image_size, 1)
    assert one.timm_model(False) is None or one.timm_model(False)[1]["in_chans"] == 1
    assert rgb.timm_model(False) is None or "in_chans" not in rgb.timm_model(False)[1]


@pytest.mark.parametrize("name", sorted(STEMS))
def test_the_gradient_ties_the_reference_at_one_channel(name):
    model = grey(name)
    ok, err, worst = gradient_tie(model, batch=3 if name == "mobilenetv4" else 2)
    assert ok, (err, worst)


@pytest.mark.parametrize("name", ["resnet", "tinycnn"])
def test_every_whole_net_gate_passes_at_one_channel(name):
    model = grey(name)
    failed = {gate: r[1:] for gate, fn in gates(model).items() if not (r := fn(model))[0]}
    assert not failed
