"""MobileNetV4-Conv weights (hlocert.weights.from_table / to_table, table MobileNetV4.timm_table())
and the official timm oracle step.

Without torch: timm's key names for M (the parameters, then the running statistics, which keep
timm's buffer names) and a round trip of both. The ``torch``-marked test builds timm's own
`MobileNetV3` (with `head_norm`, as `_gen_mobilenet_v4` does) from the micro size's arch strings
through timm's `decode_arch_def`, loads hlocert's parameters and running statistics into it, and
ties one training-mode step in float64: the loss, every gradient and every new running statistic
of the rendered grad function (den) against PyTorch's autograd and BatchNorm buffers.
"""
import numpy as np
import pytest

from hlocert import weights
from hlocert.ir import den
from hlocert.nets.mobilenetv4 import MobileNetV4
from hlocert.render import grad_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant

MICRO = MobileNetV4.gate_model()


def test_timm_key_names():
    model = MobileNetV4("M", 1000, 224)
    params = model.param_shapes()
    keys = [theirs for ours, theirs, _ in model.timm_table() if ours in params]
    assert keys[:3] == ["conv_stem.weight", "bn1.weight", "bn1.bias"]
    assert keys[3:9] == ["blocks.0.0.conv_exp.weight", "blocks.0.0.bn1.weight", "blocks.0.0.bn1.bias",
                         "blocks.0.0.conv_pwl.weight", "blocks.0.0.bn2.weight", "blocks.0.0.bn2.bias"]
    assert keys[9:12] == ["blocks.1.0.dw_start.conv.weight", "blocks.1.0.dw_start.bn.weight",
                          "blocks.1.0.dw_start.bn.bias"]
    assert keys[225:233] == ["blocks.4.0.conv.weight", "blocks.4.0.bn1.weight", "blocks.4.0.bn1.bias",
                             "conv_head.weight", "norm_head.weight", "norm_head.bias", "classifier.weight",
                             "classifier.bias"]
    state = [theirs for ours, theirs, _ in model.timm_table() if ours not in params]
    assert len(keys) == 233 and len(state) == 2 * 77
    assert state[:2] == ["bn1.running_mean", "bn1.running_var"]
    assert state[-2:] == ["norm_head.running_mean", "norm_head.running_var"]
    sd = weights.to_table(model.init_params(0), model, model.init_state())
    assert sd["blocks.1.0.dw_mid.conv.weight"].shape == (192, 1, 5, 5) and sd["conv_head.weight"].shape == (1280, 960, 1, 1)
    assert sd["classifier.weight"].shape == (1000, 1280) and sd["norm_head.running_var"].shape == (1280,)


def test_round_trip():
    rng = np.random.default_rng(1)
    sd = {k: rng.standard_normal(v.shape) if v.ndim else v
          for k, v in weights.to_table(MICRO.init_params(0), MICRO, MICRO.init_state()).items()}
    params = weights.from_table(sd, MICRO, dtype=None)
    state = weights.state_from_table(sd, MICRO, dtype=None)
    assert set(state) == set(MICRO.state_shapes())
    back = weights.to_table(params, MICRO, state)
    assert list(back) == list(sd) and all(np.array_equal(back[k], sd[k]) for k in sd)


def _timm_micro(torch):
    """timm's own MobileNetV3 class, built as `_gen_mobilenet_v4` builds the conv nets, on the
    micro size's arch strings."""
    from timm.models._efficientnet_builder import decode_arch_def
    from timm.models.mobilenetv3 import MobileNetV3
    spec = MICRO.spec
    return MobileNetV3(block_args=decode_arch_def([list(s) for s in spec.stages]), num_classes=MICRO.num_classes,
                       stem_size=spec.stem, num_features=spec.features, head_bias=False, head_norm=True,
                       act_layer=torch.nn.ReLU, norm_layer=torch.nn.BatchNorm2d).double()


@pytest.mark.torch
def test_one_training_step_ties_timm():
    torch = pytest.importorskip("torch")
    pytest.importorskip("timm")
    rng = np.random.default_rng(0)
    params = {k: v.astype(np.float64) + (rng.normal(0, 0.5, v.shape) if v.ndim == 1 else 0.0)
              for k, v in MICRO.init_params(0).items()}
    state = {k: (rng.normal(0, 0.5, s) if k.endswith("mean") else rng.uniform(0.5, 2.0, s))
             for k, s in MICRO.state_shapes().items()}
    batch = 3
    x = rng.standard_normal((batch, *MICRO.example_shape))
    t = rng.random((batch, MICRO.num_classes))
    t /= t.sum(1, keepdims=True)

    net = _timm_micro(torch)
    sd = weights.to_table(params, MICRO, state)
    net.load_state_dict({k: torch.from_numpy(np.asarray(v)) for k, v in sd.items()})    # strict: names and shapes
    net.train()
    logits = net(torch.from_numpy(x.transpose(0, 3, 1, 2).copy()))
    loss = -(torch.from_numpy(t) * torch.log_softmax(logits, 1)).sum(1).mean()
    loss.backward()
    grads = {**sd, **{k: p.grad.numpy() for k, p in net.named_parameters()}}     # the table wants the buffers too
    theirs = weights.from_table(grads, MICRO, dtype=None)
    buffers = dict(net.named_buffers())

    v = Variant(MICRO, batch)
    sig = signature(v, grad=True)
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack({"x": x, "params": params, "state": state, "targets": t}),
                             "f64"))
    assert abs(float(out["loss"]) - loss.item()) <= 1e-12 * abs(loss.item())
    # a BN shift feeding only a 1×1 conv and a BN has a gradient that is zero up to rounding: each
    # gradient's error is relative to at least 1e-3 of the whole gradient
    floor = 1e-3 * np.sqrt(sum(np.sum(np.square(g)) for g in theirs.values()))
    for k, g in out["grads"].items():
        assert np.linalg.norm(g - theirs[k]) <= 1e-10 * max(np.linalg.norm(theirs[k]), floor), k
    for k, s in out["state"].items():
        np.testing.assert_allclose(s, buffers[k].numpy(), rtol=1e-12, atol=0, err_msg=k)
