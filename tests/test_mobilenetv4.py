"""MobileNetV4-Conv (hlocert/nets/mobilenetv4.py) against timm 1.0.31's facts and its independent
reference (hlocert/reference/mobilenetv4.py).

timm's `mobilenetv4_conv_medium` has 9,715,512 parameters in 233 tensors with the 1000-class head
(BN running statistics apart: 67,904 scalars, plus 77 `num_batches_tracked` counters).
"""
import numpy as np
import pytest

from hlocert.nets.mobilenetv4 import MobileNetV4, decode
from hlocert.reference.mobilenetv4 import Block


def test_parameter_count_is_timms():
    model = MobileNetV4("M", 1000, 224)
    shapes = model.param_shapes()
    assert sum(int(np.prod(s)) for s in shapes.values()) == 9_715_512 and len(shapes) == 233
    ref, cfg = model.reference()
    assert list(ref.param_shapes(cfg).items()) == list(shapes.items())
    state = model.state_shapes()
    assert sum(int(np.prod(s)) for s in state.values()) == 67_904 and len(state) == 2 * 77


def test_arch_strings_decode_as_timms_builder():
    assert decode("uir_r2_a3_k5_s2_e4_c256") == [Block("uir", 256, 2, 4, 5, 3), Block("uir", 256, 1, 4, 5, 3)]
    assert decode("er_r1_k3_s2_e4_c48") == [Block("er", 48, 2, 4, 3, 0)]
    assert decode("cn_r1_k1_s1_c960") == [Block("cn", 960, 1, 1, 1, 0)]
    with pytest.raises(ValueError, match="type 'mqa' is not one of er, uir, cn"):
        decode("mqa_r1_k3_h4_s1_v2_d64_c160")
    with pytest.raises(ValueError, match="out channels 20 are not a multiple of 8"):
        decode("uir_r1_a3_k5_s2_e4_c20")


def test_drop_sites_on_timms_ramp():
    model = MobileNetV4("M", 1000, 224)
    blocks = model.blocks()
    assert len(blocks) == 23
    skips = [i for i, (_, cin, blk) in enumerate(blocks) if MobileNetV4.has_skip(cin, blk)]
    # every block but the first of each stage and the ConvBnAct head block
    assert skips == [i for i in range(22) if i not in (0, 1, 3, 11)]
    assert model.drop_sites == 18
    np.testing.assert_allclose(model.drop_ramp(0.2), [0.2 * i / 23 for i in skips], rtol=0, atol=0)
