"""Per-target choice of the conv lowerings (hlocert/render/targets.py) and its banner record."""
import pytest

from hlocert.render import banner_lines
from hlocert.nets.convnext import ConvNeXt
from hlocert.render import targets
from hlocert.render.signature import signature
from hlocert.render.targets import TARGETS, targets_choosing
from hlocert.render.variants import Variant, VariantError

T = "convnext_T-c1000-i224-b64x1-adamw+wx+clip1.0+drop"
BY_TARGET, FAMILIES = ConvNeXt.BY_TARGET, ConvNeXt.LOWERINGS


def resolve(name, lowerer, platform, **choices):
    """The name rendered for `name` on the target (targets.resolve takes and gives a Variant)."""
    return targets.resolve(Variant.parse(name), lowerer, platform, **choices).name


def test_auto_follows_the_table():
    assert resolve(T, "xla", "cpu") == T + "+dwmacvr"
    assert resolve(T, "iree", "cpu") == T + "+pmm"
    assert resolve(T, "xla", "gpu") == T
    assert resolve(T, "iree", "gpu") == T


def test_an_explicit_choice_wins():
    assert resolve(T + "+dwmac", "iree", "gpu") == T + "+dwmac"               # the name asked for it
    assert resolve(T + "+pmm", "xla", "gpu") == T + "+pmm"
    assert resolve(T + "+dwmac", "xla", "cpu", depthwise="conv") == T          # forced off
    assert resolve(T, "xla", "cpu", patchify="matmul") == T + "+dwmacvr+pmm"   # forced on
    assert resolve(T, "iree", "gpu", depthwise="mac", patchify="matmul") == T + "+dwmac+pmm"
    assert resolve(T, "xla", "cpu", depthwise="conv", patchify="conv") == T


def test_other_options_survive():
    name = "convnext_micro-c10-i32-b2x2-adamw+wd0.1+clip0.5+ema+drop+tanh"
    v = Variant.parse(resolve(name, "xla", "cpu", patchify="matmul"))
    assert v.name == name + "+dwmacvr+pmm"
    assert (v.replicas, v.optimizer.weight_decay, v.optimizer.clip_norm, v.model.gelu) == (2, 0.1, 0.5, "tanh")
    assert (v.model.depthwise, v.model.patchify) == ("macvr", "matmul")


@pytest.mark.parametrize("args, kw, needle", [
    ((T, "xla", "tpu"), {}, "unknown target 'xla-tpu'"),
    ((T, "xla", "cpu"), {"depthwise": "fast"}, "--depthwise must be one of auto, conv, mac"),
    ((T, "xla", "cpu"), {"patchify": "mac"}, "--patchify must be one of auto, conv, matmul"),
    (("convnext_T-c1000", "xla", "cpu"), {}, "cannot read variant"),
    (("tinycnn_S-c10-i32-b2x1-fwd", "xla", "cpu"), {"depthwise": "mac"},
     "--depthwise mac does not apply to TinyCNN-S: it has no lowering families"),
])
def test_bad_input_is_a_clear_error(args, kw, needle):
    with pytest.raises(VariantError, match=needle):
        resolve(*args, **kw)


def test_a_net_without_lowering_families_renders_as_named_on_every_target():
    name = "tinycnn_S-c10-i32-b2x1-adamw+drop"
    assert {resolve(name, *t.split("-"), depthwise="auto") for t in TARGETS} == {name}


def _banner(v):
    return banner_lines(v, signature(v), v.chain(), "0" * 64)


def test_every_target_is_covered_and_the_banner_names_them():
    assert set(BY_TARGET) == set(TARGETS)
    for table in BY_TARGET.values():
        assert set(table) == set(FAMILIES) and all(table[f] in FAMILIES[f] for f in FAMILIES)
    for family, lowerings in FAMILIES.items():
        assert sorted(t for lw in lowerings for t in targets_choosing(ConvNeXt, family, lw)) == sorted(BY_TARGET)
    cpu = _banner(Variant.parse(T + "+dwmacvr+pmm"))[3]    # no target runs both
    plain = _banner(Variant.parse(T))[3]
    ln = "layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)"
    assert cpu == ("lowerings: depthwise shifted multiply-adds, one-pass weight gradient (the default on xla-cpu); "
                   f"patchify dot_general (the default on iree-cpu); {ln}")
    assert plain == ("lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); "
                     f"patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu); {ln}")


def test_mobile_nets_sum_their_batch_statistics_in_stages_on_iree_cpu_only():
    """IREE-CPU sums a long float32 reduce sequentially, so the mobile nets' BatchNorm statistics run
    staged there (`bnstat` staged, `+bnstaged`; docs/iree_batch_statistics.md); the flat default
    elsewhere, and a name that asks for it keeps it."""
    from hlocert.ops.batchnorm import BatchNorm, StagedBatchNorm
    from hlocert.certify.verify import _walk as walk
    m = "mobilenetv2_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop"
    assert resolve(m, "iree", "cpu") == m + "+dwnc+pwmm+bnstaged"
    assert resolve(m, "xla", "cpu") == m + "+dwshiftvr+pwmm"
    assert {resolve(m, "iree", "gpu"), resolve(m, "xla", "gpu")} == {m}
    assert resolve(m + "+bnstaged", "xla", "gpu") == m + "+bnstaged"
    assert resolve(m, "iree", "cpu", bnstat="flat", depthwise="conv", pointwise="conv") == m
    kinds = lambda name: {type(s) for s in walk(Variant.parse(name).model.net(drop=True)) if isinstance(s, BatchNorm)}
    assert kinds(m + "+bnstaged") == {StagedBatchNorm} and kinds(m) == {BatchNorm}


def test_mobilenetv4_alone_runs_contractions_on_iree_cpu_and_its_help_and_banner_say_so():
    """MobileNetV4's own iree-cpu row (nets/mobilenetv4.py: the 1×1 convs and the full k×k convs'
    weight gradients as contractions, `+pwmm+wgtaps`, measured 0.30× of the 224² step); MobileNetV2
    and EfficientNet run the shared table there (the 1×1 convs as contractions too, the stem's weight
    gradient a convolution). Each net's `--pointwise`/`--wgrad`
    help names it and what its targets run, and the banner names the targets that choose a lowering."""
    from hlocert.nets.efficientnet import EfficientNet
    from hlocert.nets.mobilenetv2 import MobileNetV2
    from hlocert.nets.mobilenetv4 import MobileNetV4
    m4 = "mobilenetv4_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop"
    assert resolve(m4, "iree", "cpu") == m4 + "+dwnc+pwmm+wgtaps+bnstaged"
    assert resolve(m4, "xla", "cpu") == m4 + "+dwshiftvr+pwmm"
    assert {resolve(m4, "iree", "gpu"), resolve(m4, "xla", "gpu")} == {m4}
    assert resolve(m4, "iree", "cpu", pointwise="conv", wgrad="conv") == m4 + "+dwnc+bnstaged"
    for m in ("mobilenetv2_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
              "efficientnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop"):
        assert resolve(m, "iree", "cpu") == m + "+dwnc+pwmm+bnstaged"
    assert MobileNetV4.LOWERING_HELP["pointwise"].startswith(
        "1x1 conv lowering (MobileNetV4): auto = the target's measured choice (matmul on xla-cpu and iree-cpu, "
        "conv elsewhere;")
    assert "(MobileNetV4): auto = the target's measured choice (taps on iree-cpu, conv elsewhere;" in \
        MobileNetV4.LOWERING_HELP["wgrad"]
    for net in (MobileNetV2, EfficientNet):
        assert "(MobileNetV2, EfficientNet): auto = the target's measured choice (matmul on xla-cpu and " \
               "iree-cpu, conv elsewhere;" in net.LOWERING_HELP["pointwise"]
        assert "(MobileNetV2, EfficientNet): auto = the target's measured choice (conv everywhere;" in \
               net.LOWERING_HELP["wgrad"]
    assert MobileNetV4.LOWERING_HELP["depthwise"] == MobileNetV2.LOWERING_HELP["depthwise"]
    helps = targets.families()
    assert all(n in helps["pointwise"][1] for n in ("(MobileNetV2, EfficientNet)", "(MobileNetV4)", "(ResNet)"))
    lowerings = _banner(Variant.parse(resolve(m4, "iree", "cpu")))[3]
    assert ("pointwise dot_general (the default on xla-cpu, iree-cpu); wgrad one dot_general per tap (the default "
            "on iree-cpu)") in lowerings
