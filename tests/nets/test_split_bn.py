"""timm's --split-bn as the variant's `+splitbn{S}` (nets/base.py BATCHNORM_OPTIONS, the rule
ops/split_batchnorm.py): every BatchNorm of a train step split over S aug splits, each auxiliary set
a parameter and state tensor of its own named as timm's `aux_bn.{i}`, initialised as a copy of the
main (timm's convert_splitbn_model), read by no eval forward. Tied whole, float64, against the
independent reference (each net's reference with `bn_splits`, its BatchNorm reference/ops.py's
split_batch_norm_train: timm's chunks); every whole-net gate passes; two whole-net mutants die by the
tie. The tie against timm's converted module is test_split_bn_torch.py (-m torch)."""
import re
from dataclasses import replace

import numpy as np
import pytest

from hlocert import nets
from hlocert.certify.net_mutants import _inputs, _state_inputs, gates, gradient_tie
from hlocert.ir import den
from hlocert.nets.resnet import ResNet
from hlocert.nets.tinycnn import TinyCNN
from hlocert.ops import split_batchnorm as sbn
from hlocert.render import forward_func, render
from hlocert.render.artifacts import COMMITTED
from hlocert.render.signature import signature
from hlocert.render.variants import Variant, VariantError


def _split(splits: int = 2) -> ResNet:
    return replace(ResNet.gate_model(), bn_splits=splits)


@pytest.mark.parametrize("splits, batch", [(2, 4), (3, 6)])
def test_the_split_step_ties_the_reference_whole(splits, batch):
    """The gradient function's loss, every gradient (the auxiliary γ, β included) and every new
    running statistic (the auxiliary ones included) against jax.grad of the reference, ≤ 1e-12."""
    ok, err, worst = gradient_tie(_split(splits), batch=batch)
    assert ok, (err, worst)


@pytest.mark.parametrize("name, batch", [("tinycnn", 4), ("mobilenetv2", 4),
                                         pytest.param("efficientnet", 4, marks=pytest.mark.slow),
                                         # 4 images a split: at 2, its 1×1 maps' statistics of 2 values
                                         # condition the tie to ~1e-12, as the unsplit net's at batch 2
                                         pytest.param("mobilenetv4", 8, marks=pytest.mark.slow)])
def test_every_bn_net_ties_its_reference_split(name, batch):
    model = nets.get(name).gate_model()
    model = replace(model, bn=True, bn_splits=2) if name == "tinycnn" else replace(model, bn_splits=2)
    ok, err, worst = gradient_tie(model, batch=batch)
    assert ok, (err, worst)


@pytest.mark.parametrize("name", ["resnet", "mobilenetv2"])     # MobileNetV2: its other lowerings stage the sums
def test_every_whole_net_gate_passes_at_splitbn2(name):
    model = replace(nets.get(name).gate_model(), bn_splits=2)
    results = {gate: fn(model) for gate, fn in gates(model).items()}
    failed = {gate: r[1:] for gate, r in results.items() if not r[0]}
    assert not failed
    assert "aug-split views" in results["coupling"][2]


class SharedStatistics(ResNet):
    """every split normalised by the whole batch's statistics (each keeping its own γ, β)"""

    def batchnorm(self, chain):
        return _swap(super().batchnorm(chain), sbn.SplitBatchNormSharedStatistics)


class MainAffineEverywhere(ResNet):
    """every split scaled and shifted by the main γ, β"""

    def batchnorm(self, chain):
        return _swap(super().batchnorm(chain), sbn.SplitBatchNormMainAffineEverywhere)


def _swap(stage, cls):
    if isinstance(stage, sbn.SplitBatchNorm):
        return cls(name=stage.name, eps=stage.eps, momentum=stage.momentum, splits=stage.splits)
    return stage.map_children(lambda s: _swap(s, cls))


@pytest.mark.parametrize("mutant", [SharedStatistics, MainAffineEverywhere])
def test_whole_net_mutants_die_by_the_tie(mutant):
    model = _split(2)
    bad = mutant(**{f: getattr(model, f) for f in vars(model)})
    ok, err, worst = gradient_tie(bad, batch=4)
    assert not ok and err > 1e-6, (err, worst)


def test_the_aux_sets_are_named_as_timm_and_start_as_copies_of_the_main():
    model = replace(ResNet("microb", 10, 16), bn_splits=3)        # zero_init_last: a main γ of 0, copied
    unsplit = ResNet("microb", 10, 16)
    params, base = model.init_params(3), unsplit.init_params(3)
    assert set(params) - set(base) == {n for n in model.param_shapes() if ".aux_bn." in n}
    for name, value in params.items():
        main = re.sub(r"\.aux_bn\.\d+\.", ".", name)
        assert np.array_equal(value, base[main]), name
    assert not params["layer1.0.bn3.aux_bn.1.g"].any()
    keys = {theirs for _, theirs, _ in model.timm_table()}
    assert {"bn1.aux_bn.0.weight", "bn1.aux_bn.1.running_var", "layer2.0.downsample.1.aux_bn.0.bias"} <= keys
    tiny = replace(TinyCNN("S", 10, 32, bn=True), bn_splits=2)
    assert np.array_equal(tiny.init_params(0)["stem.bn.aux_bn.0.g"], np.ones(tiny.param_shapes()["stem.bn.g"]))


def test_the_eval_forward_reads_the_main_set_only():
    import jax
    model = _split(2)
    v = Variant(model, 4).forward_twin()
    assert v.name == Variant(ResNet.gate_model(), 4).forward_twin().name           # no +splitbn: the same text
    with jax.enable_x64(True):
        params, x, *_ = _inputs(model, 4, 7, all_ones=True)
        state = _state_inputs(model, 7)
        main = model.eval_share(params, state)
        assert not any(".aux_bn." in k for part in main for k in part)
        sig = signature(v)
        logits = den.run(forward_func(v, "f64"), sig.pack({"x": x, "params": main[0], "state": main[1]}), "f64")[0]
        ref, cfg = model.reference()
        want = np.asarray(jax.jit(ref.eval_forward, static_argnums=3)(params, state, x, cfg))
    assert np.linalg.norm(logits - want) <= 1e-12 * np.linalg.norm(want)


def test_the_name_and_banner():
    v = Variant.parse("resnet_microb-c10-i16-b4x1-adamw+wx+bnm0.01+splitbn2")
    assert v.model.bn_splits == 2 and v.model.bn_momentum == 0.01
    text = render(v)
    assert "split batchnorm: every BatchNorm normalises each of the 2 aug splits" in text
    assert "batchnorm: eps 1e-05, momentum 0.01" in text
    assert "split batchnorm" not in render(Variant.parse("resnet_microb-c10-i16-b4x1-adamw"))
    assert not any("splitbn" in name for name in COMMITTED)


@pytest.mark.parametrize("name, message", [
    ("resnet_microb-c10-i16-b4x1-fwd+splitbn2", "+splitbn2 acts in a train step's forward only"),
    ("resnet_microb-c10-i16-b5x1-adamw+splitbn2", "+splitbn2 takes a batch of rows that is a multiple of 2"),
    ("resnet_microb-c10-i16-b4x2-adamw+syncbn+splitbn2", "+syncbn syncs one over the replicas"),
    ("resnet_microb-c10-i16-b6x1-adamw+jsd3+splitbn2", "+splitbn2 and +jsd3 read different aug splits"),
    ("tinycnn_S-c10-i32-b4x1-adamw+splitbn2", "TinyCNN-S has no BatchNorm without +bn: drop +splitbn2"),
    ("convnext_T-c10-i32-b4x1-adamw+splitbn2", "ConvNeXt has no BatchNorm: drop +splitbn2"),
    ("resnet_microb-c10-i16-b4x1-adamw+splitbn1", "not in canonical form"),
])
def test_refusals_are_one_line(name, message):
    with pytest.raises(VariantError, match=re.escape(message)) as e:
        Variant.parse(name)
    assert "\n" not in str(e.value)
