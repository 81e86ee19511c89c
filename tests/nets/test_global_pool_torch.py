"""`+gpmax`, `+gpavgmax`, `+gpcatavgmax` (ops/global_pool.py) tied to timm 1.0.31's own model built with
global_pool=… (the net's `timm_twin`, its SelectAdaptivePool2d: timm's ResNet, ConvNeXt, EfficientNet,
MobileNetV3): on the same weights and images, the eval
forward's logits and the train step's loss and gradients (batch statistics; timm's softmax cross-entropy on
the same soft targets), hlocert's den float64 against timm's in float64, within the floor measured as timm's
own float32 against its float64. Needs the [torch] extra (-m torch)."""
from dataclasses import replace

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("timm")

from hlocert import weights                                             # noqa: E402
from hlocert.certify.net_mutants import _inputs, _state_inputs          # noqa: E402
from hlocert.ir import den                                              # noqa: E402
from hlocert.render import forward_func, grad_func                      # noqa: E402
from hlocert.render.signature import signature                          # noqa: E402
from hlocert.render.variants import Variant                             # noqa: E402

from floors import assert_within_floor, rel                             # noqa: E402
from test_global_pool import CASES, gate                                # noqa: E402

pytestmark = pytest.mark.torch
B = 3


def _twin(model, params, state, dtype):
    net = model.timm_twin()
    sd = weights.export_state_dict(params, model, state=state)
    net.load_state_dict({k: torch.from_numpy(np.array(a)) for k, a in sd.items()}, strict=True)
    return net.to(dtype)


def _timms(model, params, state, x, targets, dtype):
    """(eval logits, train loss, gradients in hlocert's names) of timm's model in `dtype`."""
    net = _twin(model, params, state, dtype)
    xt = torch.from_numpy(np.ascontiguousarray(x.transpose(0, 3, 1, 2))).to(dtype)
    with torch.no_grad():
        logits = net.eval()(xt).numpy()
    net.train()
    loss = -(torch.from_numpy(targets).to(dtype) * torch.log_softmax(net(xt), 1)).sum(1).mean()
    loss.backward()
    grads = {k: p.grad.numpy() for k, p in net.named_parameters()}
    grads.update({k: b.numpy() for k, b in net.named_buffers()})          # the table reads them too
    return logits, float(loss.detach()), weights.import_params(grads, model, dtype=np.float64)


def _ours(model, params, state, x, targets):
    v = Variant(model, B, drop=False)
    fwd = v.forward_twin()
    logits = den.run(forward_func(fwd, "f64"), signature(fwd).pack({"x": x, "params": params, "state": state}),
                     "f64")[0]
    sig = signature(v, grad=True)
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack({"x": x, "params": params, "state": state,
                                                             "targets": targets}), "f64"))
    return logits, float(out["loss"]), out["grads"]


def assert_ties_timm(model, batch: int, label: str):
    """`model`'s logits, loss and every gradient in float64 equal its timm twin's within the twin's
    own float32 noise, on float32 values (a state_dict is written in float32) held in float64 on both
    sides; returns (params, state, x, targets, ours) for the caller's control."""
    params, x, _, targets = _inputs(model, batch, 5, False)
    params = {k: np.asarray(a, np.float32).astype(np.float64) for k, a in params.items()}
    state = {k: np.asarray(a, np.float32).astype(np.float64) for k, a in _state_inputs(model, 5).items()}
    x, targets = (np.asarray(a, np.float32).astype(np.float64) for a in (x, targets))
    ours = _ours(model, params, state, x, targets)
    theirs = _timms(model, params, state, x, targets, torch.float64)
    noise = _timms(model, params, state, x, targets, torch.float32)
    for what, i in (("logits", 0), ("loss", 1)):
        assert_within_floor(rel(ours[i], theirs[i]), rel(noise[i], theirs[i]), f"{label}: {what}")
    for k in params:
        assert_within_floor(rel(ours[2][k], theirs[2][k]), rel(noise[2][k], theirs[2][k]), f"{label}: grad {k}")
    return params, state, x, targets, ours


@pytest.mark.parametrize("name, kind", CASES)
def test_the_pool_is_timms(name, kind):
    model = gate(name, kind)
    params, state, x, targets, ours = assert_ties_timm(model, B, kind)
    # the control: timm's default pool is not this one
    avg = _timms(replace(model, global_pool="avg"), params, state, x, targets, torch.float64) \
        if kind != "catavgmax" else None
    if avg is not None:
        assert rel(ours[0], avg[0]) > 1e-6
