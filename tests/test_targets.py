"""Per-target choice of the depthwise lowering (hlocert/render/targets.py) and its banner record."""
import pytest

from hlocert.render import banner_lines
from hlocert.render.targets import DEPTHWISE_BY_TARGET, resolve, targets_choosing
from hlocert.render.variants import Variant, VariantError

T = "convnext_T-c1000-i224-b64x1-adamw+wx+clip1.0+drop"


def test_auto_follows_the_table():
    assert resolve(T, "xla", "cpu") == T + "+dwmac"
    assert resolve(T, "iree", "cpu") == T
    assert resolve(T, "xla", "gpu") == T
    assert resolve(T, "iree", "gpu") == T


def test_an_explicit_choice_wins():
    assert resolve(T + "+dwmac", "iree", "cpu") == T + "+dwmac"        # the name asked for it
    assert resolve(T + "+dwmac", "xla", "cpu", "conv") == T            # forced off
    assert resolve(T, "iree", "gpu", "mac") == T + "+dwmac"            # forced on
    assert resolve(T, "xla", "cpu", "conv") == T


def test_other_options_survive():
    name = "convnext_micro-c10-i32-b2x2-adamw+wd0.1+clip0.5+ema+drop+tanh"
    v = Variant.parse(resolve(name, "xla", "cpu"))
    assert v.name == name + "+dwmac"
    assert (v.replicas, v.optimizer.weight_decay, v.optimizer.clip_norm, v.model.gelu) == (2, 0.1, 0.5, "tanh")


@pytest.mark.parametrize("args, needle", [
    ((T, "xla", "tpu"), "unknown target 'xla-tpu'"),
    ((T, "xla", "cpu", "fast"), "--depthwise must be one of auto, conv, mac"),
    (("convnext_T-c1000", "xla", "cpu"), "cannot read variant"),
])
def test_bad_input_is_a_clear_error(args, needle):
    with pytest.raises(VariantError, match=needle):
        resolve(*args)


def test_every_target_is_covered_and_the_banner_names_them():
    assert set(DEPTHWISE_BY_TARGET.values()) <= {"conv", "mac"}
    assert sorted(targets_choosing("conv") + targets_choosing("mac")) == sorted(DEPTHWISE_BY_TARGET)
    mac = banner_lines(Variant.parse(T + "+dwmac"), "0" * 64)[2]
    conv = banner_lines(Variant.parse(T), "0" * 64)[2]
    assert mac.endswith("depthwise: shifted multiply-adds (the default on xla-cpu)")
    assert conv.endswith("depthwise: convolution (the default on iree-cpu, xla-gpu, iree-gpu)")
