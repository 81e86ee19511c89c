"""`+splitbn{S}` tied to timm's own SplitBatchNorm2d: the net's timm twin converted by timm's
`convert_splitbn_model(module, S)` (as timm's train.py does for --split-bn) and loaded with the same
weights, main and auxiliary sets alike (the aux_bn keys of the weight map); on the same batch, its
rows in S consecutive blocks (timm's aug-split order), the train step's loss, every gradient and every
new running statistic, and the eval forward's logits (timm's eval reads the main BatchNorms only):
hlocert's den float64 against timm's float64, within the floor measured as timm's own float32 against
its float64. The control: timm's unconverted model (statistics over the whole batch) is another
function. On the gate models of ResNet, MobileNetV2, EfficientNet (timm's BatchNormAct2d converted,
its activation kept after the split normalisation) and MobileNetV4. Needs the [torch] extra (-m torch)."""
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

pytestmark = pytest.mark.torch


def _f32(tree):
    return {k: np.asarray(a, np.float32).astype(np.float64) for k, a in tree.items()}


def _timms(model, params, state, x, targets, dtype):
    """(eval logits, train loss, gradients, new running statistics; in hlocert's names) of timm's
    twin of `model` (converted under +splitbn by timm itself) in `dtype`."""
    from timm.layers import SplitBatchNorm2d
    net = model.timm_twin()
    assert any(isinstance(m, SplitBatchNorm2d) for m in net.modules()) == (model.bn_splits > 1)
    sd = weights.export_state_dict(params, model, state=state)
    net.load_state_dict({k: torch.from_numpy(np.array(a)) for k, a in sd.items()}, strict=True)
    net = net.to(dtype)
    xt = torch.from_numpy(np.ascontiguousarray(x.transpose(0, 3, 1, 2))).to(dtype)
    with torch.no_grad():
        logits = net.eval()(xt).numpy()
    net.train()
    loss = -(torch.from_numpy(targets).to(dtype) * torch.log_softmax(net(xt), 1)).sum(1).mean()
    loss.backward()
    grads = {k: p.grad.numpy() for k, p in net.named_parameters()}
    grads.update({k: b.numpy() for k, b in net.named_buffers()})          # the table reads them too
    new = {k: b.detach().numpy() for k, b in net.state_dict().items()}
    new.update({k: p.detach().numpy() for k, p in net.named_parameters()})
    _, new_state = weights.params_and_state(new, model, dtype=np.float64)
    return logits, float(loss.detach()), weights.import_params(grads, model, dtype=np.float64), new_state


def _ours(model, batch, params, state, x, targets):
    v = Variant(model, batch)
    fwd = v.forward_twin()
    main, main_state = model.eval_share(params, state)
    logits = den.run(forward_func(fwd, "f64"), signature(fwd).pack({"x": x, "params": main, "state": main_state}),
                     "f64")[0]
    sig = signature(v, grad=True)
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack({"x": x, "params": params, "state": state,
                                                             "targets": targets}), "f64"))
    return logits, float(out["loss"]), out["grads"], out["state"]


def _gate(name):
    from hlocert import nets
    return nets.get(name).gate_model()


@pytest.mark.parametrize("name, splits, batch", [("resnet", 2, 4), ("resnet", 3, 6), ("mobilenetv2", 2, 4),
                                                 ("efficientnet", 2, 4), ("mobilenetv4", 3, 6)])
def test_the_split_step_is_timms(name, splits, batch):
    model = replace(_gate(name), bn_splits=splits)
    params, x, _, targets = _inputs(model, batch, 5, False)
    params, state = _f32(params), _f32(_state_inputs(model, 5))
    x, targets = (np.asarray(a, np.float32).astype(np.float64) for a in (x, targets))
    ours = _ours(model, batch, params, state, x, targets)
    theirs = _timms(model, params, state, x, targets, torch.float64)
    noise = _timms(model, params, state, x, targets, torch.float32)
    for what, i in (("eval logits", 0), ("loss", 1)):
        assert_within_floor(rel(ours[i], theirs[i]), rel(noise[i], theirs[i]), what)
    for k in params:
        assert_within_floor(rel(ours[2][k], theirs[2][k]), rel(noise[2][k], theirs[2][k]), f"grad {k}")
    assert set(ours[3]) == set(theirs[3]) and any(".aux_bn." in k for k in ours[3])
    for k in ours[3]:
        assert_within_floor(rel(ours[3][k], theirs[3][k]), rel(noise[3][k], theirs[3][k]), f"new {k}")
    # the control: timm without --split-bn (one BatchNorm over the whole batch) is another function
    unsplit = replace(model, bn_splits=1)
    main, main_state = model.eval_share(params, state)
    shared = _timms(unsplit, main, main_state, x, targets, torch.float64)
    assert rel(ours[1], shared[1]) > 1e-6
