"""timm's --bn-momentum and --bn-eps as the variant's `+bnm{M}` / `+bne{E}` (nets/base.py
BATCHNORM_OPTIONS): read and written by the grammar only where they differ from the net's
defaults, refused in one line by a net without BatchNorm, set on every BatchNorm of the chain
(train step, gradient function and the eval forward's eps), and tied whole against the
independent reference built with the same constants; the mutant that misses one BatchNorm dies."""
import re
from dataclasses import replace

import numpy as np
import pytest

from hlocert import nets
from hlocert.certify.net_mutants import _inputs, _state_inputs, gates, gradient_tie, net_mutants
from hlocert.ir import den
from hlocert.ops.batchnorm import BatchNorm
from hlocert.render import forward_func, render
from hlocert.render.artifacts import COMMITTED
from hlocert.render.signature import signature
from hlocert.render.variants import Variant, VariantError

BN_NETS = sorted(n.NAME for n in nets.all_nets() if n.has_batchnorm_options())
SET = dict(bn_momentum=0.01, bn_eps=1e-3)


def _walk(stage):
    yield stage
    for child in vars(stage).values():
        for s in (child if isinstance(child, (list, tuple)) else [child]):
            if hasattr(s, "map_children"):
                yield from _walk(s)


def _gate_model(name: str):
    model = nets.get(name).gate_model()
    return replace(model, bn=True, **SET) if name == "tinycnn" else replace(model, **SET)


def test_the_nets_with_batchnorm_take_the_options_and_the_others_do_not():
    assert BN_NETS == ["efficientnet", "mobilenetv2", "mobilenetv4", "resnet", "tinycnn"]
    for net in nets.all_nets():
        model = net.gate_model()
        model = replace(model, bn=True) if net.NAME == "tinycnn" else model
        assert net.has_batchnorm_options() == bool(model.state_shapes()), net.NAME


@pytest.mark.parametrize("name, want", [
    ("resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+bnm0.01+bne0.001", {"bn_momentum": 0.01, "bn_eps": 0.001}),
    ("mobilenetv2_nano-c10-i32-b32x1-adamw+wx+drop+pwmm+bnm0.01", {"bn_momentum": 0.01, "bn_eps": 1e-5}),
    ("mobilenetv4_nano-c10-i32-b32x1-adamw+bne1e-06", {"bn_momentum": 0.1, "bn_eps": 1e-6}),
    ("efficientnet_nano-c10-i32-b32x1-fwd+bne0.001", {"bn_momentum": 0.1, "bn_eps": 0.001}),
    ("tinycnn_S-c10-i32-b32x1-adamw+bn+bnm0.0+bne0.1", {"bn_momentum": 0.0, "bn_eps": 0.1}),
])
def test_a_name_with_the_options_reads_back_and_prints_as_itself(name, want):
    v = Variant.parse(name)
    assert {k: getattr(v.model, k) for k in want} == want
    assert v.name == name


def test_the_defaults_are_not_written_so_every_committed_name_is_as_it_was():
    for name in COMMITTED:
        assert "+bnm" not in name and "+bne" not in name
    v = Variant.parse("resnet_nano-c10-i32-b32x1-adamw")
    assert replace(v, model=replace(v.model, bn_momentum=0.1, bn_eps=1e-5)).name == v.name
    with pytest.raises(VariantError, match=re.escape("not in canonical form; write 'resnet_nano-c10-i32-b32x1-adamw'")):
        Variant.parse("resnet_nano-c10-i32-b32x1-adamw+bnm0.1")


@pytest.mark.parametrize("name, message", [
    ("convnext_T-c10-i32-b32x1-adamw+bnm0.01", "'convnext_T-c10-i32-b32x1-adamw+bnm0.01': ConvNeXt has no BatchNorm: "
                                              "drop +bnm0.01"),
    ("vit_Ti-c10-i32-b32x1-fwd+bne0.001", "ViT has no BatchNorm: drop +bne0.001"),
    ("tinycnn_S-c10-i32-b32x1-adamw+bnm0.01", "TinyCNN-S has no BatchNorm without +bn: drop +bnm0.01"),
    ("resnet_nano-c10-i32-b32x1-adamw+bnm1.5", "BatchNorm momentum 1.5 must be in [0, 1]"),
    ("resnet_nano-c10-i32-b32x1-adamw+bne0.0", "BatchNorm eps 0.0 must be a finite number > 0"),
    ("resnet_nano-c10-i32-b32x1-fwd+bnm0.01", "an eval forward only reads them: drop +bnm"),
])
def test_a_value_no_batchnorm_takes_is_refused_in_one_line(name, message):
    with pytest.raises(VariantError, match=re.escape(message)) as e:
        Variant.parse(name)
    assert "\n" not in str(e.value)


@pytest.mark.parametrize("name", BN_NETS)
def test_every_batchnorm_of_the_train_and_eval_chains_has_the_constants(name):
    model = _gate_model(name)
    for chain in (model.net(drop=model.drop_sites > 0), model.eval_net(drop=model.drop_sites > 0)):
        bns = [s for s in _walk(chain) if isinstance(s, BatchNorm)]
        assert len(bns) == len(model.state_shapes()) // 2 > 0
        assert {(s.eps, s.momentum) for s in bns} == {(1e-3, 0.01)}
    v = Variant(model, 4, drop=model.drop_sites > 0)
    assert v.forward_twin().model.bn_eps == 1e-3 and v.forward_twin().name.endswith("+bne0.001")


def test_the_banner_states_the_constants_and_only_when_set():
    v = Variant.parse("resnet_micro-c10-i16-b2x1-adamw+bnm0.01+bne0.001")
    text = render(v)
    assert "batchnorm: eps 0.001, momentum 0.01 on every BatchNorm" in text
    assert "batchnorm:" not in render(Variant.parse("resnet_micro-c10-i16-b2x1-adamw"))


@pytest.mark.parametrize("name", ["resnet", "mobilenetv2", *(pytest.param(n, marks=pytest.mark.slow)
                                                     for n in ("mobilenetv4", "tinycnn", "efficientnet"))])
def test_the_whole_net_gates_pass_at_non_default_constants(name):
    """Every whole-net gate (the gradient and running-statistics tie against the reference built
    with the same constants, the data-parallel duplicate, coupling, erasure, remat, the other
    lowerings' tie) on the gate model at `+bnm0.01+bne0.001`."""
    model = _gate_model(name)
    results = {gate: fn(model) for gate, fn in gates(model).items()}
    assert "gradient_tie" in results
    failed = {gate: r[1:] for gate, r in results.items() if not r[0]}
    assert not failed


@pytest.mark.parametrize("name", ["resnet", pytest.param("mobilenetv2", marks=pytest.mark.slow)])
def test_the_tie_sees_each_constant(name):
    """The control: the render at the constants against the reference at the net's defaults
    (eps: the gradients; momentum: the running statistics alone) fails the tie."""
    model = _gate_model(name)
    for field in ("bn_eps", "bn_momentum"):
        at_default = replace(model, **{field: getattr(nets.get(name).gate_model(), field)})

        class Claimed(type(model)):     # the render at the constants, claiming the default reference
            def reference(self):
                return at_default.reference()
        ok, err, worst = gradient_tie(Claimed(**{f: getattr(model, f) for f in vars(model)}))
        assert not ok and err > 1e-6, (field, err, worst)
        if field == "bn_momentum":
            assert worst.startswith("worst tensor state "), worst


def test_the_mutant_missing_one_batchnorm_dies_by_the_tie():
    model, _ = net_mutants()["resnet/stem-batchnorm-at-default-constants"]
    assert (model.bn_momentum, model.bn_eps) == (0.01, 1e-3)
    ok, err, worst = gradient_tie(model)
    assert not ok and err > 1e-6, (err, worst)
    # the same bug at the defaults is no bug: why the mutant runs at set constants
    at_default = type(model)(model.size, model.num_classes, model.image_size, model.zero_init_last)
    assert gradient_tie(at_default)[0]


@pytest.mark.parametrize("name", ["resnet", "mobilenetv2"])
def test_the_eval_forward_reads_the_running_statistics_with_the_eps(name):
    import jax
    model = _gate_model(name)
    v = Variant(model, 3, drop=False).forward_twin()
    with jax.enable_x64(True):
        params, x, *_ = _inputs(model, 3, 7, all_ones=True)
        state = _state_inputs(model, 7)
        sig = signature(v)
        logits = den.run(forward_func(v, "f64"), sig.pack({"x": x, "params": params, "state": state}), "f64")[0]
        ref, cfg = model.reference()
        want = np.asarray(jax.jit(ref.eval_forward, static_argnums=3)(params, state, x, cfg))
        _, default_cfg = nets.get(name).gate_model().reference()
        other = np.asarray(jax.jit(ref.eval_forward, static_argnums=3)(params, state, x, default_cfg))
    assert np.linalg.norm(logits - want) <= 1e-12 * np.linalg.norm(want)
    assert np.linalg.norm(logits - other) > 1e-6 * np.linalg.norm(want)
