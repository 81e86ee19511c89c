"""The official oracle (``-m torch``): one train-mode step of timm 1.0.31's own `mobilenetv2_100`
and `efficientnet_b0` (float64, 10 classes, a 64² image, B=2, no drop) against hlocert's rendered
grad function (den, float64) on the same weights through `weights.from_table`: the loss, every
parameter gradient and every BatchNorm's new running statistics."""
import numpy as np
import pytest

from hlocert import weights
from hlocert.ir import den
from hlocert.nets.efficientnet import EfficientNet
from hlocert.nets.mobilenetv2 import MobileNetV2
from hlocert.render import grad_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant

pytestmark = pytest.mark.torch


def rel(a, b):
    return float(np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-300))


@pytest.mark.parametrize("net, timm_name", [(MobileNetV2, "mobilenetv2_100"), (EfficientNet, "efficientnet_b0")])
def test_one_timm_train_step_equals_the_render(net, timm_name):
    torch = pytest.importorskip("torch")
    timm = pytest.importorskip("timm")
    torch.manual_seed(0)
    module = timm.create_model(timm_name, num_classes=10).double().train()
    with torch.no_grad():   # running statistics away from 0/1, BN affine away from 1/0
        for m in module.modules():
            if isinstance(m, torch.nn.BatchNorm2d):
                m.running_mean.normal_(0, 0.5), m.running_var.uniform_(0.5, 2.0)
                m.weight.uniform_(0.5, 2.0), m.bias.normal_(0, 0.5)
    model = net(next(iter(net.SIZES)), 10, 64)
    sd = {k: v.detach().numpy().copy() for k, v in module.state_dict().items()}
    params, state = weights.from_table(sd, model, dtype=np.float64), weights.state_from_table(sd, model, dtype=np.float64)

    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 3, 64, 64))
    t = rng.random((2, 10))
    t /= t.sum(1, keepdims=True)
    logits = module(torch.from_numpy(x))
    loss = -(torch.from_numpy(t) * torch.log_softmax(logits, -1)).sum(-1).mean()
    loss.backward()
    theirs_grads = weights.from_table({**sd, **{k: p.grad.numpy() for k, p in module.named_parameters()}}, model,
                                      dtype=np.float64)
    theirs_state = weights.state_from_table({k: v.detach().numpy() for k, v in module.state_dict().items()}, model,
                                            dtype=np.float64)

    v = Variant(model, 2)
    sig = signature(v, grad=True)
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack({"x": x.transpose(0, 2, 3, 1), "params": params,
                                                            "state": state, "targets": t}), "f64"))
    assert rel(out["loss"], loss.item()) <= 1e-12
    whole = np.sqrt(sum(np.sum(np.square(g)) for g in theirs_grads.values()))
    errors = {k: float(np.linalg.norm(g - theirs_grads[k]) / max(np.linalg.norm(theirs_grads[k]), 1e-3 * whole))
              for k, g in out["grads"].items()}
    worst = max(errors, key=errors.get)
    assert errors[worst] <= 1e-10, f"worst gradient {worst}: {errors[worst]}"
    assert max(rel(out["state"][k], theirs_state[k]) for k in state) <= 1e-12
