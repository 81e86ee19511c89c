"""The `+bf16` variant (render/bf16.py) and its certificate by erasure (certify/erasure.py): the
grammar, the banner, what the render converts and saves, the erasure tie and placement check (on
every net: tests/nets/test_every_net.py), and the mutants that must die."""
import pytest

from hlocert import nets
from hlocert.certify import erasure
from hlocert.certify.net_mutants import _step_args, alternative_lowerings, net_mutants
from hlocert.ir.types import IRError
from hlocert.render import forward_func, render, train_step_func
from hlocert.render.variants import Variant, VariantError

NAME = "tinycnn_S-c10-i32-b2x1-adamw+wx+clip1.0+drop+bf16"


def test_the_grammar_reads_and_writes_bf16():
    v = Variant.parse(NAME)
    assert v.bf16 and v.name == NAME
    assert Variant.parse("tinycnn_S-c10-i32-b2x1-fwd+drop+bf16").bf16
    assert Variant.parse("resnet_microb-c10-i16-b2x2-sgd+m0.9+syncbn+bf16").name.endswith("+syncbn+bf16")
    assert v.forward_twin().bf16
    with pytest.raises(VariantError, match="not in canonical form"):
        Variant.parse("tinycnn_S-c10-i32-b2x1-adamw+wx+clip1.0+bf16+drop")
    assert not Variant.parse(NAME.replace("+bf16", "")).bf16


def test_the_banner_states_the_precision_and_f32_renders_hold_no_bf16():
    text = render(Variant.parse(NAME))
    banner = [line for line in text.splitlines() if line.startswith("// ")]
    assert any(line.startswith("// precision: bf16 operands") for line in banner)
    assert "tensor<2x32x32x3xbf16>" in text            # the first conv's operand
    f32 = render(Variant.parse(NAME.replace("+bf16", "")))
    assert "bf16" not in f32 and "precision:" not in f32


def test_a_bf16_render_is_f32_only():
    with pytest.raises(IRError, match="render \\+bf16 in f32"):
        train_step_func(Variant.parse(NAME), "f64")


def test_each_activation_is_converted_once_and_the_backward_reads_that_copy():
    """The saved activation is the bf16 copy the forward multiplied by: one convert per value, and
    a copy read by a forward product and by the backward's dW product."""
    func = train_step_func(Variant.parse(NAME))
    converts = [op for op in func.ops[:-1] if op.name == "stablehlo.convert" and op.result.type.dtype == "bf16"]
    sources = [op.operands[0] for op in converts]
    assert len(set(sources)) == len(sources)
    readers = {c.result: [op for op in func.ops if c.result in op.operands] for c in converts}
    shared = [v for v, ops in readers.items() if len(ops) >= 2]
    assert len(shared) >= 6           # TinyCNN-S: every weight (fwd and dx) and every layer input (fwd and dW)


def test_the_eval_forward_is_a_prefix_of_the_train_step():
    from hlocert.ir import build_module, print_module
    v = Variant.parse(NAME)
    body = print_module(build_module(forward_func(v.forward_twin()))).splitlines()[2:-3]
    step = print_module(build_module(train_step_func(v))).splitlines()[2:]
    assert any("xbf16>" in line for line in body) and step[:len(body)] == body


def test_placement_fails_a_render_that_forgets_the_products():
    ok, _, detail = erasure.placement(train_step_func(Variant.parse(NAME.replace("+bf16", ""))))
    assert not ok and "products still f32 outside the optimizer" in detail


def test_erasure_gate_passes_convnext_with_its_other_lowerings():
    model = alternative_lowerings(nets.get("convnext").gate_model())
    assert model.option_names() == ["dwmacvr", "pmm", "ln1p"]
    ok, _, detail = erasure.erasure_gate(model, _step_args(model))
    assert ok, detail


@pytest.mark.parametrize("name", sorted(erasure.MUTANTS))
def test_every_bf16_mutant_dies_in_the_erasure_gate(name):
    model, patch = next(entry for key, entry in net_mutants().items() if key.endswith(f"/{name}"))
    with patch():
        ok, _, detail = erasure.erasure_gate(model, _step_args(model))
    assert not ok, detail
    # the misplaced rounding is invisible to erasure: only a misread value fails the tie
    assert detail.startswith("placement:") != (name == "bf16-product-reads-other-copy"), detail


ERASURE_MUTANTS = ["convnext/bf16-convert-on-layernorm-statistic", "efficientnet/bf16-convert-on-batchnorm-statistic",
                   "convnext/bf16-convert-on-loss", "convnext/bf16-accumulation",
                   "efficientnet/bf16-gradient-into-optimizer", "convnext/bf16-product-reads-other-copy"]


def _newcomer(base, name, carries=()):
    """A net of `base`'s kind registered under another name (sorting first), carrying `carries`."""
    return type(name.title(), (base,), {"NAME": name, "CARRIES": carries})


def test_a_new_net_renames_no_erasure_mutant(monkeypatch):
    """Each mutant's carrier is the net whose CARRIES lists it; once it was the first net, by name,
    whose gate model fitted, so a net sorting first (here a LayerNorm and a BatchNorm one) took them."""
    assert list(erasure.mutants()) == ERASURE_MUTANTS
    real = nets.all_nets()
    newcomers = [_newcomer(nets.get("convnext"), "aaln"), _newcomer(nets.get("efficientnet"), "aabn")]
    monkeypatch.setattr(nets, "all_nets", lambda: newcomers + real)
    assert list(erasure.mutants()) == ERASURE_MUTANTS


@pytest.mark.parametrize("carries, instead_of, message", [
    (("bf16-accumulation",), None, r"'bf16-accumulation' is carried by \['aaln', 'convnext'\]: list it in exactly one"),
    (("bf16-convert-on-batchnorm-statistic", "bf16-gradient-into-optimizer"), "efficientnet",
     "aaln carries 'bf16-convert-on-batchnorm-statistic', which its gate model ConvNeXt-"),
    (("bf16-typo",), None, r"CARRIES names no mutant: \[\('aaln', 'bf16-typo'\)\]"),
])
def test_a_carrier_is_named_once_and_can_hold_its_mutant(monkeypatch, carries, instead_of, message):
    real = [net for net in nets.all_nets() if net.NAME != instead_of]
    monkeypatch.setattr(nets, "all_nets", lambda: [_newcomer(nets.get("convnext"), "aaln", carries)] + real)
    with pytest.raises(ValueError, match=message):
        net_mutants()      # the suite's entries: every carried name checked, then each module's mutants


@pytest.mark.slow
@pytest.mark.parametrize("name", ["convnext_atto-c10-i32", "vit_nano-c10-i32", "resnet_nano-c10-i32",
                                  "mobilenetv2_nano-c10-i32", "efficientnet_nano-c10-i32",
                                  "mobilenetv4_nano-c10-i32", "tinycnn_M-c10-i32"])
def test_erasure_gate_passes_the_digits_sizes(name):
    model = Variant.parse(f"{name}-b2x1-fwd").model
    ok, _, detail = erasure.erasure_gate(model, _step_args(model))
    assert ok, detail


def test_verify_names_the_erasure_certificate_a_bf16_render_rests_on():
    from hlocert.certify.verify import report, verify_text
    verdict = verify_text(render(Variant.parse(NAME)), "step.mlir")
    assert verdict.ok and verdict.certified
    assert "erasure certificate" in report(verdict)
    assert "erasure" not in report(verify_text(render(Variant.parse(NAME.replace("+bf16", ""))), "f32.mlir"))


def test_the_optimizers_own_products_stay_f32():
    """Muon's Newton–Schulz products are the optimizer's: f32, and the placement check passes."""
    func = train_step_func(Variant.parse("tinycnn_S-c10-i32-b2x2-muon+wd0.01+wx+clip1.0+drop+bf16"))
    ok, _, detail = erasure.placement(func)
    assert ok, detail
    start = next(i for i, it in enumerate(func.body) if getattr(it, "text", None) == erasure.OPTIMIZER_HEADING)
    tail = [op for op in func.body[start:] if getattr(op, "name", None) == "stablehlo.dot_general"]
    assert tail and all(op.operands[0].type.dtype == "f32" for op in tail)


@pytest.mark.parametrize("net", ["vit", "convnext"])
def test_a_transposed_bf16_product_reads_it_through_a_barrier(net):
    """A dense layer wider in than out renders its weight gradient transpose(dot(dy, x)); in `+bf16`
    the dot's result reaches the transpose through an optimization barrier, or XLA-CPU folds the
    transpose into a dot it cannot run in bf16 (tests/runtime/test_bf16_run.py runs the steps). The f32
    render of the same step has no barrier."""
    model = nets.get(net).gate_model()
    bf16, f32 = (train_step_func(Variant(model, 2, drop=True, bf16=b)) for b in (True, False))
    made_by = {op.result: op for op in bf16.ops if op.result is not None and not isinstance(op.result, tuple)}
    transposed_products = [op for op in bf16.ops if op.name == "stablehlo.transpose"
                           and made_by[op.operands[0]].name == "stablehlo.optimization_barrier"
                           and made_by[made_by[op.operands[0]].operands[0]].name == "stablehlo.dot_general"]
    assert transposed_products
    assert not any(op.name == "stablehlo.transpose" and made_by.get(op.operands[0]) is not None
                   and made_by[op.operands[0]].name == "stablehlo.dot_general"
                   and made_by[op.operands[0]].operands[0].type.dtype == "bf16" for op in bf16.ops)
    assert not any(op.name == "stablehlo.optimization_barrier" for op in f32.ops)
