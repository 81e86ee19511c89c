"""The official oracle: one train-mode step of torchvision's resnet50 (PyTorch, float64) against
hlocert's rendered gradient function (den, float64) on the same weights, running statistics,
images and soft targets: the loss, every parameter gradient and every new running statistic.

torchvision's weights and buffers enter through hlocert.weights.from_table / state_from_table (so
the test also ties the name table: a wrong key or transpose moves a tensor by O(1)); the BN
weights, biases and running statistics are drawn away from their init so that nothing is hidden
by γ = 1, β = 0, μ = 0, σ² = 1. Run with ``-m torch`` (torch 2.14.1, torchvision 0.29.1).
"""
import numpy as np
import pytest

from hlocert import weights
from hlocert.ir import den
from hlocert.nets.resnet import ResNet
from hlocert.render import grad_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant

TOL = 1e-9     # float64 on both sides, different summation orders through 53 BatchNorms


@pytest.mark.torch
def test_one_train_step_of_torchvision_resnet50():
    torch = pytest.importorskip("torch")
    torchvision = pytest.importorskip("torchvision")
    torch.manual_seed(0)
    net = torchvision.models.resnet50(num_classes=1000).double()
    with torch.no_grad():
        for name, t in net.state_dict().items():
            if name.endswith((".bias", "running_mean")) and "fc" not in name:
                t.copy_(torch.randn_like(t) * 0.3)
            elif name.endswith("running_var"):
                t.copy_(torch.rand_like(t) + 0.5)
            elif t.ndim == 1 and name.endswith(".weight"):
                t.copy_(torch.rand_like(t) + 0.5)
    model = ResNet("50", 1000, 64)
    before = {k: v.numpy().copy() for k, v in net.state_dict().items()}
    params = weights.from_table(before, model, dtype=None)
    state = weights.state_from_table(before, model, dtype=None)

    x = torch.randn(2, 3, 64, 64, dtype=torch.float64)
    targets = torch.softmax(torch.randn(2, 1000, dtype=torch.float64), dim=1)
    net.train()
    loss = torch.nn.functional.cross_entropy(net(x), targets)
    loss.backward()
    after = {k: v.numpy() for k, v in net.state_dict().items()}
    theirs = {**after, **{k: p.grad.numpy() for k, p in net.named_parameters()}}
    their_grads = weights.from_table(theirs, model, dtype=None)
    their_state = weights.state_from_table(after, model, dtype=None)

    v = Variant(model, 2)
    sig = signature(v, grad=True)
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack(
        {"x": x.numpy().transpose(0, 2, 3, 1), "params": params, "state": state, "targets": targets.numpy()}), "f64"))

    def rel(a, b):
        return np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-300)
    errors = {"loss": rel(out["loss"], loss.item())}
    errors.update({k: rel(g, their_grads[k]) for k, g in out["grads"].items()})
    errors.update({k: rel(s, their_state[k]) for k, s in out["state"].items()})
    worst = max(errors, key=errors.get)
    print(f"loss {float(out['loss']):.12f} vs {loss.item():.12f}; worst {worst} {errors[worst]:.1e}")
    assert len(errors) == 1 + 161 + 106
    assert errors[worst] <= TOL, (worst, errors[worst])
