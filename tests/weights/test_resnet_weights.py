"""ResNet weight import/export (hlocert.weights.from_table / state_from_table / to_table, table
ResNet.timm_table()): torchvision's = timm's key names with the BatchNorm buffers, a round trip of
parameters and running statistics, and one-line errors. The official oracle (a real torchvision
resnet50 train step) is tests/weights/test_resnet_torch.py (``-m torch``)."""
import numpy as np
import pytest

from hlocert import weights
from hlocert.nets.resnet import ResNet

MICRO = ResNet("microb", 10, 16)


def _random_state(model, seed=0):
    rng = np.random.default_rng(seed)
    return {k: (rng.normal(0, 1, s) if k.endswith("mean") else rng.uniform(0.5, 2, s)).astype(np.float32)
            for k, s in model.state_shapes().items()}


def test_torchvision_key_names_and_order():
    model = ResNet("50", 1000, 224)
    zeros = {k: np.zeros(s, np.float32) for k, s in model.param_shapes().items()}
    sd = weights.to_table(zeros, model, model.init_state())
    keys = list(sd)
    assert len(keys) == 161 + 3 * 53          # weights + (running_mean, running_var, num_batches_tracked) per BN
    assert keys[:7] == ["conv1.weight", "bn1.weight", "bn1.bias", "bn1.running_mean", "bn1.running_var",
                        "bn1.num_batches_tracked", "layer1.0.conv1.weight"]
    assert "layer1.0.downsample.0.weight" in sd and "layer4.2.bn3.running_var" in sd
    assert keys[-2:] == ["fc.weight", "fc.bias"]
    assert sd["conv1.weight"].shape == (64, 3, 7, 7) and sd["fc.weight"].shape == (1000, 2048)
    assert sd["layer1.0.bn1.num_batches_tracked"].dtype == np.int64


def test_round_trip_of_parameters_and_running_statistics():
    params = {k: v + np.float32(0.25) for k, v in MICRO.init_params(3).items()}
    state = _random_state(MICRO)
    sd = weights.to_table(params, MICRO, state)
    back, back_state = weights.from_table(sd, MICRO), weights.state_from_table(sd, MICRO)
    assert list(back) == list(params) and list(back_state) == list(state)
    for k in params:
        np.testing.assert_array_equal(back[k], params[k])
    for k in state:
        np.testing.assert_array_equal(back_state[k], state[k])
    # the conv kernel is transposed, not reshaped: HWIO [kh, kw, i, o] ↔ OIHW [o, i, kh, kw]
    w = params["layer2.0.conv2.w"]
    np.testing.assert_array_equal(sd["layer2.0.conv2.weight"][3, 1, 0, 2], w[0, 2, 1, 3])


def test_errors_name_the_key():
    sd = weights.to_table(MICRO.init_params(0), MICRO, MICRO.init_state())
    with pytest.raises(weights.WeightsError, match="pass state="):
        weights.to_table(MICRO.init_params(0), MICRO)
    del sd["layer2.0.bn2.running_var"]
    with pytest.raises(weights.WeightsError, match="missing key.*layer2.0.bn2.running_var"):
        weights.state_from_table(sd, MICRO)
    bad = dict(MICRO.init_state(), extra=np.zeros(2))
    with pytest.raises(weights.WeightsError, match="'extra'"):
        weights.to_table(MICRO.init_params(0), MICRO, bad)
