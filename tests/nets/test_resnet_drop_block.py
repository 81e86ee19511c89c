"""ResNet's DropBlock (`+dropblock{R}`, timm's `drop_block_rate`; hlocert/nets/resnet.py, the rule
ops/drop_block.py): the sites are timm's (every block of layer3 at block 5, γ-scale 0.25, of layer4
at block 3, 1.0, after the 3×3 conv's BN), each its own mask input of the block's map; the whole-net
gradient and running statistics (den, float64) equal jax.grad of the independent reference fed the
same fixed masks, and a site on the wrong BN does not; the eval forward has no DropBlock; the name
carries the option only when on (committed renders unchanged); the host draws each site's mask per
forward; the nets without it, and ResNets without a layer3, refuse it in one line."""
import re
from dataclasses import dataclass

import numpy as np
import pytest

from hlocert.certify.net_mutants import gradient_tie
from hlocert.nets.resnet import BASIC, ResNet
from hlocert.ops.drop_block import DropBlock
from hlocert.render.signature import signature
from hlocert.render.variants import Variant, VariantError

NAME = "resnet_nano-c10-i64-b2x1-adamw+wx+clip1.0+dropblock0.1"


def test_the_sites_are_timms():
    model = ResNet("nano", 10, 64, drop_block=0.1)
    sites = {name: (blk.out_size, blk.drop_block) for name, blk in model.drop_block_sites()}
    assert sites == {"layer3.0.drop_block.mask": (4, (5, 0.25)), "layer3.1.drop_block.mask": (4, (5, 0.25)),
                     "layer4.0.drop_block.mask": (2, (3, 1.0)), "layer4.1.drop_block.mask": (2, (3, 1.0))}
    block = next(c for c in model.net().stages if getattr(c, "name", "") == "layer3.0")
    branch = [type(s).__name__ for s in block.stages[0].branch.stages]
    assert branch == ["Conv2D", "BatchNorm", "DropBlock", "ReLU", "Conv2D", "BatchNorm"]
    r50 = ResNet("50", 1000, 224, drop_block=0.05)
    block = next(c for c in r50.net().stages if getattr(c, "name", "") == "layer4.2")
    assert [type(s).__name__ for s in block.stages[0].branch.stages][3:7] == ["Conv2D", "BatchNorm", "DropBlock",
                                                                               "ReLU"]
    assert len(r50.drop_block_sites()) == 9 and not ResNet("50", 1000, 224).drop_block_sites()


def test_the_step_takes_one_mask_per_site_and_the_eval_forward_none():
    v = Variant.parse(NAME)
    assert v.name == NAME and v.model.drop_block == 0.1
    masks = {g.name: g.shapes[0] for g in signature(v).inputs if g.role == "mask"}
    assert masks == {"layer3.0.drop_block.mask": (2, 4, 4), "layer3.1.drop_block.mask": (2, 4, 4),
                     "layer4.0.drop_block.mask": (2, 2, 2), "layer4.1.drop_block.mask": (2, 2, 2)}
    fwd = v.forward_twin()
    assert fwd.name == "resnet_nano-c10-i64-b2x1-fwd"
    assert not [g for g in signature(fwd).inputs if g.role == "mask"]
    assert not any(isinstance(s, DropBlock) for s in _stages(v.model.eval_net()))
    assert ResNet("nano", 10, 64).option_names() == [] and Variant.parse(NAME.replace("+dropblock0.1", "")).name \
        == NAME.replace("+dropblock0.1", "")


def _stages(stage):
    yield stage
    for f in ("stages", "branch", "shortcut"):
        child = getattr(stage, f, None)
        for c in (child if isinstance(child, list) else [child] if child is not None else []):
            yield from _stages(c)


@pytest.mark.parametrize("size", ["nano"])
def test_whole_net_gradient_with_fixed_masks_equals_the_reference(size):
    ok, err, detail = gradient_tie(ResNet(size, 10, 64, zero_init_last=False, drop_block=0.1), batch=2, seed=1)
    assert ok and err <= 1e-12, detail


@dataclass(frozen=True)
class DropBlockOnTheLastBN(ResNet):
    """a basic block's DropBlock after bn2 (before the add) instead of bn1"""

    def branch(self, blk):
        stages = super().branch(blk)
        if self.spec.block == BASIC and any(isinstance(s, DropBlock) for s in stages):
            site = next(s for s in stages if isinstance(s, DropBlock))
            stages.remove(site)
            stages.append(site)
        return stages


def test_a_site_on_the_wrong_bn_fails_the_tie():
    ok, err, _ = gradient_tie(DropBlockOnTheLastBN("nano", 10, 64, zero_init_last=False, drop_block=0.1),
                              batch=2, seed=1)
    assert not ok and err > 1e-3


def test_the_host_draws_each_sites_mask_per_forward():
    model = ResNet("nano", 10, 64, drop_block=0.5)
    a = model.draw_block_masks(np.random.default_rng(0), 3)
    b = model.draw_block_masks(np.random.default_rng(0), 3)
    assert list(a) == [name for name, _ in model.drop_block_sites()]
    assert all(np.array_equal(a[k], b[k]) and a[k].dtype == np.float32 for k in a)
    assert a["layer3.0.drop_block.mask"].shape == (3, 4, 4) and a["layer4.1.drop_block.mask"].shape == (3, 2, 2)
    assert ResNet("nano", 10, 64).draw_block_masks(np.random.default_rng(0), 3) == {}


@pytest.mark.parametrize("name, said", [
    ("resnet_micro-c10-i16-b2x1-adamw+dropblock0.1", "ResNet-micro has no layer3/layer4, where timm puts DropBlock: "
                                                     "drop +dropblock0.1"),
    ("resnet_nano-c10-i32-b2x1-adamw+dropblock1.5", "DropBlock rate 1.5 must be in [0, 1)"),
    ("convnext_atto-c10-i32-b2x1-adamw+dropblock0.1", "option 'dropblock0.1' is not valid for adamw"),
    ("resnet_nano-c10-i32-b2x1-fwd+dropblock0.1", "+dropblock0.1 acts in a train step's forward only; an eval forward "
                                                  "has none: drop it"),
])
def test_bad_uses_are_one_line(name, said):
    with pytest.raises(VariantError, match=re.escape(said)) as e:
        Variant.parse(name)
    assert "\n" not in str(e.value)
