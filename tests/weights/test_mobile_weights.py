"""MobileNetV2 / EfficientNet weight import/export (hlocert.weights.from_table / state_from_table /
to_table, table MobileNet.timm_table()): timm's key names, order and shapes with the BatchNorm
buffers, a round trip of parameters and running statistics, the SE's 1×1 convs as "pointwise".
The official oracle (a real timm train step per net) is tests/weights/test_mobile_torch.py (``-m torch``)."""
import numpy as np
import pytest

from hlocert import weights
from hlocert.nets.efficientnet import EfficientNet
from hlocert.nets.mobilenetv2 import MobileNetV2


def _random_state(model, seed=0):
    rng = np.random.default_rng(seed)
    return {k: (rng.normal(0, 1, s) if k.endswith("mean") else rng.uniform(0.5, 2, s)).astype(np.float32)
            for k, s in model.state_shapes().items()}


def _zeros(model):
    return {k: np.zeros(s, np.float32) for k, s in model.param_shapes().items()}


def test_mobilenetv2_timm_key_names_order_and_shapes():
    model = MobileNetV2("100", 1000, 224)
    sd = weights.to_table(_zeros(model), model, model.init_state())
    keys = list(sd)
    assert len(keys) == 158 + 3 * 52          # weights + (running_mean, running_var, num_batches_tracked) per BN
    assert keys[:8] == ["conv_stem.weight", "bn1.weight", "bn1.bias", "bn1.running_mean", "bn1.running_var",
                        "bn1.num_batches_tracked", "blocks.0.0.conv_dw.weight", "blocks.0.0.bn1.weight"]
    assert keys[-8:-2] == ["conv_head.weight", "bn2.weight", "bn2.bias", "bn2.running_mean", "bn2.running_var",
                           "bn2.num_batches_tracked"]
    assert keys[-2:] == ["classifier.weight", "classifier.bias"]
    assert sd["blocks.1.0.conv_pw.weight"].shape == (96, 16, 1, 1) and sd["blocks.1.0.conv_dw.weight"].shape == (96, 1, 3, 3)
    assert sd["blocks.6.0.conv_pwl.weight"].shape == (320, 960, 1, 1) and sd["classifier.weight"].shape == (1000, 1280)


def test_efficientnet_b0_se_keys_are_pointwise_convs():
    model = EfficientNet("b0", 1000, 224)
    sd = weights.to_table(_zeros(model), model, model.init_state())
    assert len(sd) == 213 + 3 * 49
    assert [k for k in sd if k.startswith("blocks.0.0.")][6:10] == [
        "blocks.0.0.se.conv_reduce.weight", "blocks.0.0.se.conv_reduce.bias",
        "blocks.0.0.se.conv_expand.weight", "blocks.0.0.se.conv_expand.bias"]
    assert sd["blocks.0.0.se.conv_reduce.weight"].shape == (8, 32, 1, 1)
    assert sd["blocks.5.3.se.conv_expand.weight"].shape == (1152, 48, 1, 1)


@pytest.mark.parametrize("net", [MobileNetV2, EfficientNet])
def test_round_trip_of_parameters_and_running_statistics(net):
    model = net.gate_model()
    rng = np.random.default_rng(1)
    params = {k: rng.standard_normal(s).astype(np.float32) for k, s in model.param_shapes().items()}
    state = _random_state(model)
    sd = weights.to_table(params, model, state)
    back, back_state = weights.from_table(sd, model), weights.state_from_table(sd, model)
    assert list(back) == list(params) and list(back_state) == list(state)
    for k in params:
        np.testing.assert_array_equal(back[k], params[k])
    for k in state:
        np.testing.assert_array_equal(back_state[k], state[k])
    # the SE's dense [in, out] is timm's conv [out, in, 1, 1]
    if net is EfficientNet:
        np.testing.assert_array_equal(sd["blocks.0.0.se.conv_reduce.weight"][:, :, 0, 0],
                                      params["blocks.0.0.se.conv_reduce.w"].T)


def test_a_wrong_checkpoint_is_a_one_line_error():
    model = EfficientNet.gate_model()
    sd = weights.to_table(model.init_params(0), model, model.init_state())
    del sd["blocks.0.0.se.conv_expand.bias"]
    with pytest.raises(weights.WeightsError, match="missing key.*'blocks.0.0.se.conv_expand.bias'"):
        weights.from_table(sd, model)
