"""The net interface and registry (hlocert/nets): nets found by name, the grammar handing options to
the net, the house taking a second net (TinyCNN: renders and ties whole to its own reference), no
architecture named outside its own files, and composites that scope names while walking. The
checks every net passes are tests/nets/test_every_net.py's."""
import re
import types
from pathlib import Path

import numpy as np
import pytest

from hlocert import nets
from hlocert.certify.net_mutants import gate_result, gates
from hlocert.nets.base import check_reference
from hlocert.nets.convnext import ConvNeXt
from hlocert.nets.tinycnn import TinyCNN
from hlocert.nets.vit import ViT
from hlocert.ops.base import Chain, Residual
from hlocert.ops.dense import Dense
from hlocert.ops.layer_norm import LayerNorm
from hlocert.render import render
from hlocert.render.variants import Variant, VariantError

from floors import assert_jax_within_its_floor

PACKAGE = Path(__file__).resolve().parents[2] / "hlocert"


def test_nets_are_found_by_module_name():
    assert {"convnext", "resnet", "tinycnn", "vit"} <= set(nets.names())
    assert nets.get("convnext") is ConvNeXt and nets.get("tinycnn") is TinyCNN and nets.get("vit") is ViT
    with pytest.raises(ValueError, match=f"unknown net 'alexnet'; known: {', '.join(nets.names())}$"):
        nets.get("alexnet")
    assert "mobile_blocks" not in nets.names()     # a module of nets/ that is not a net


def test_net_options_go_to_the_net():
    v = Variant.parse("convnext_micro-c10-i32-b2x1-fwd+drop+tanh+pmm")
    assert (v.model.gelu, v.model.depthwise, v.model.patchify) == ("tanh", "conv", "matmul")
    with pytest.raises(VariantError, match=r"option 'tanh' is not valid for fwd .*; valid: drop, bf16, wbf16, prelogits, bn, bnm\{M\}, bne\{E\}, splitbn\{S\}, ch\{N\}$"):
        Variant.parse("tinycnn_S-c10-i32-b2x1-fwd+tanh")
    with pytest.raises(VariantError, match="image size must be a positive multiple of 4, got 30"):
        Variant.parse("tinycnn_S-c10-i30-b2x1-fwd")


def test_the_toy_net_renders_and_ties_whole_to_its_reference():
    v = Variant.parse("tinycnn_S-c10-i32-b4x1-adamw+wx+clip1.0+ema+drop")
    text = render(v)
    assert text.splitlines()[1].startswith("// model: TinyCNN-S  classes: 10  image: 32")
    ref, cfg = v.model.reference()
    assert list(ref.param_shapes(cfg).items()) == list(v.model.param_shapes().items())
    model = TinyCNN.gate_model()
    results = {g: gate_result("net", g, fn, model) for g, fn in gates(model).items()}
    assert set(results) == {"gradient_tie", "dp_duplicate", "coupling", "erasure+bf16", "remat"}
    assert all(r.ok for r in results.values()), [r.detail for r in results.values() if not r.ok]
    assert results["gradient_tie"].max_error <= 1e-12


def test_a_nets_declarations_are_checked_once_when_it_registers():
    """A lowering family is one record (`families()`); a declaration that contradicts itself is one
    line naming the file and the entry when the net registers, not a KeyError at some target's render."""
    assert [f.field for f in ConvNeXt.families()] == ["depthwise", "patchify", "layernorm"]
    dw = ConvNeXt.families()[0]
    assert dw.lowerings[0] == "conv" and dw.by_target["xla-cpu"] == "macvr" and dw.text["mac"] == "shifted multiply-adds"
    table = {t: dict(row) for t, row in ConvNeXt.BY_TARGET.items()}
    table["xla-cpu"]["depthwise"] = "fft"
    broken = type("Broken", (ConvNeXt,), {"BY_TARGET": table})
    with pytest.raises(ValueError, match=r"nets/convnext.py Broken: BY_TARGET\['xla-cpu'\]\['depthwise'\] must be one of"):
        broken.check_declarations()
    broken = type("Broken", (ConvNeXt,), {"OPTIONS": {**ConvNeXt.OPTIONS, "dwfft": ("depthwise", "fft")}})
    with pytest.raises(ValueError, match="option 'dwfft' sets depthwise = 'fft', which is not a field value"):
        broken.check_declarations()


def test_every_reference_keeps_its_protocol_and_a_missing_function_is_named():
    """The reference contract is typed (nets/base.py `Reference`, `ReferenceWithState` for a net with
    step state) and checked once per net before its gates run, not learned from a gate's AttributeError."""
    ref, cfg = ConvNeXt.gate_model().reference()
    partial = types.SimpleNamespace(__name__="fake_convnext", param_shapes=ref.param_shapes, forward=ref.forward)
    no_loss = type("NoLoss", (ConvNeXt,), {"reference": lambda self: (partial, cfg)})
    with pytest.raises(ValueError, match=r"fake_convnext .* must define loss_fn\(params, x, targets, drop_mask, cfg\)"):
        gates(no_loss.gate_model())
    stateful = types.SimpleNamespace(__name__="fake_resnet", param_shapes=ref.param_shapes,
                                     train_forward=lambda params, state, x, drop_mask, cfg: None,
                                     train_loss=lambda params, x, targets, drop_mask, cfg: None)
    resnet = nets.get("resnet")
    bad = type("BadState", (resnet,), {"reference": lambda self: (stateful, cfg)})
    with pytest.raises(ValueError, match=r"must define train_loss\(params, state, x, targets, drop_mask, cfg\) "
                                         r"\(ReferenceWithState, nets/base.py\); it has train_loss\(params, x"):
        check_reference(bad)


# The names that are ConvNeXt's own: they may appear only in its spec (weight maps included) and
# its reference. Case-insensitive except the FLOP constant.
CONVNEXT_NAMES = re.compile(r"convnext|dwmac|\bpmm\b|total_blocks|\bdepths\b|gelu=|\blayer_scale_init", re.I)
CONVNEXT_FILES = {"nets/convnext.py", "reference/convnext.py"}


def test_no_file_outside_the_nets_own_names_convnext():
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel in CONVNEXT_FILES:
            continue
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if CONVNEXT_NAMES.search(line) or "GFLOP_PER_IMAGE" in line:
                offenders.append(f"hlocert/{rel}:{i}: {line.strip()}")
    assert not offenders, "\n".join(offenders)


def test_a_stage_keeps_its_name_in_a_chain_and_is_scoped_while_walking():
    norm = LayerNorm(name="norm")
    block = Residual(Chain([norm, Dense(3, name="fc")]), name="blocks.0")
    net = Chain([Chain([block], name="stages.1")])
    assert norm.name == "norm" and block.name == "blocks.0"       # nothing renamed in place
    assert list(net.param_shapes((2, 3))) == ["stages.1.blocks.0.norm.g", "stages.1.blocks.0.norm.b",
                                              "stages.1.blocks.0.fc.w", "stages.1.blocks.0.fc.b"]
    # the same stage object in two places is scoped by each place
    twice = Chain([Chain([norm], name="a"), Chain([norm], name="b")])
    assert list(twice.param_shapes((2, 3))) == ["a.norm.g", "a.norm.b", "b.norm.g", "b.norm.b"]
    ref = twice.reference()
    x = np.arange(6.0).reshape(2, 3)
    params = {"a.norm.g": np.ones(3), "a.norm.b": np.zeros(3), "b.norm.g": np.full(3, 2.0), "b.norm.b": np.ones(3)}
    z = (x - x.mean(1, keepdims=True)) / np.sqrt(x.var(1, keepdims=True) + 1e-6)
    want = 2 * (z - z.mean(1, keepdims=True)) / np.sqrt(z.var(1, keepdims=True) + 1e-6) + 1
    import jax
    with jax.enable_x64(False):      # float32 as the test says, whatever an earlier test left set globally
        assert_jax_within_its_floor(lambda x, params: ref(x, params, {}), (x, params), want, "a.norm then b.norm")


def test_lowering_flags_come_from_the_nets_and_fill_one_config_field():
    import argparse
    from hlocert.train.config import TrainConfig, add_arguments, from_args
    p = argparse.ArgumentParser()
    add_arguments(p)
    assert from_args(p.parse_args(["--depthwise", "mac"])).lowerings == {"depthwise": "mac"}
    assert from_args(p.parse_args([])).lowerings == {}
    # a config saved with one field per family keeps its choices
    old = TrainConfig.from_json({"variant": "convnext_micro-c10-i32-b2x1-adamw", "depthwise": "conv", "patchify": "auto"})
    assert old.lowerings == {"depthwise": "conv", "patchify": "auto"}


@pytest.mark.parametrize("net, size, tensors", [("mobilenetv2", "100", 158), ("efficientnet", "b0", 213)])
def test_parameter_shapes_do_not_depend_on_a_batch(net, size, tensors):
    """At 32² both nets end on a 1×1 map, which a training-mode BatchNorm refuses at batch 1: the
    parameter shapes are per channel, so they come out the same at batch 1 as at any other
    (`tensors`: timm's count, docs facts)."""
    model = nets.get(net)(size, 10, 32)
    shapes = model.param_shapes()
    assert shapes == model.net().param_shapes((5, *model.example_shape)) and len(shapes) == tensors


def test_a_batch_too_small_for_a_batchnorm_map_is_one_line_before_any_render(tmp_path, capsys):
    from hlocert.cli import main
    name = "efficientnet_b0-c10-i32-b1x1-adamw"            # blocks.5.0.bn2 normalises a 1×1 map
    with pytest.raises(VariantError, match=r"batch 1 is too small .*'blocks\.5\.0\.bn2'.* at least 2$"):
        Variant.parse(name)
    out = tmp_path / "step.mlir"
    assert main(["render", name, "-o", str(out)]) == 2 and not out.exists()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "batch must be at least 2" in err
    # two examples fill the 1×1 map; an eval forward reads the running statistics and takes one
    assert Variant.parse(name.replace("-b1x1", "-b2x1")).batch == 2
    assert Variant.parse("efficientnet_b0-c10-i32-b1x1-fwd").batch == 1
