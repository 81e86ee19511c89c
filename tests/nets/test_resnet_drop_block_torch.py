"""ResNet's `+dropblock{R}` tied to timm 1.0.31's ResNet built with drop_block_rate=R (the net's
`timm_twin`: timm's `drop_blocks` puts its DropBlock2d modules), stepped with the same masks: timm's
seed draw made the test's (each DropBlock2d call's `bernoulli_` returns the next site's given seeds,
in forward order), hlocert fed `block_keep_mask` of the same seeds. On the same weights, images and
soft targets, the train step's loss and gradients (den float64) against timm's in float64, within the
floor measured as timm's own float32 against its float64; and the control: timm with other seeds is
not this step. Needs the [torch] extra (-m torch)."""
import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("timm")

from hlocert import weights                                             # noqa: E402
from hlocert.certify.net_mutants import _inputs, _state_inputs          # noqa: E402
from hlocert.ir import den                                              # noqa: E402
from hlocert.nets.resnet import ResNet                                  # noqa: E402
from hlocert.ops.drop_block import block_keep_mask                      # noqa: E402
from hlocert.render import grad_func                                    # noqa: E402
from hlocert.render.signature import signature                          # noqa: E402
from hlocert.render.variants import Variant                             # noqa: E402

from floors import assert_within_floor, rel                             # noqa: E402

pytestmark = pytest.mark.torch
B = 3


def _seeds(model, seed):
    """Seed maps [B, H, W] per site, each with a seed for sure."""
    rng = np.random.default_rng(seed)
    out = {}
    for name, blk in model.drop_block_sites():
        s = (rng.random((B, blk.out_size, blk.out_size)) < 0.15).astype(np.float32)
        s[len(out) % B, 0, blk.out_size - 1] = 1.0
        out[name] = s
    return out


def _timms(model, params, state, x, targets, seeds, dtype, monkeypatch):
    net = model.timm_twin()
    sd = weights.export_state_dict(params, model, state=state)
    net.load_state_dict({k: torch.from_numpy(np.array(a)) for k, a in sd.items()}, strict=True)
    net = net.to(dtype).train()
    given = list(seeds.values())

    def next_seeds(self, p):
        return self.copy_(torch.from_numpy(given.pop(0)[:, None]).to(self.dtype))
    monkeypatch.setattr(torch.Tensor, "bernoulli_", next_seeds)
    xt = torch.from_numpy(np.ascontiguousarray(x.transpose(0, 3, 1, 2))).to(dtype)
    loss = -(torch.from_numpy(targets).to(dtype) * torch.log_softmax(net(xt), 1)).sum(1).mean()
    monkeypatch.undo()
    assert not given, f"timm drew {len(seeds) - len(given)} DropBlock masks, the net has {len(seeds)} sites"
    loss.backward()
    grads = {k: p.grad.numpy() for k, p in net.named_parameters()}
    grads.update({k: b.numpy() for k, b in net.named_buffers()})
    return float(loss.detach()), weights.import_params(grads, model, dtype=np.float64)


@pytest.mark.parametrize("size", ["nano"])
def test_the_step_with_the_same_masks_is_timms(size, monkeypatch):
    model = ResNet(size, 10, 64, zero_init_last=False, drop_block=0.1)
    params, x, _, targets = _inputs(model, B, 5, False)
    params = {k: np.asarray(a, np.float32).astype(np.float64) for k, a in params.items()}
    state = {k: np.asarray(a, np.float32).astype(np.float64) for k, a in _state_inputs(model, 5).items()}
    x, targets = (np.asarray(a, np.float32).astype(np.float64) for a in (x, targets))
    seeds = _seeds(model, 5)
    masks = {name: block_keep_mask(s, blk.drop_block[0]).astype(np.float64)
             for (name, blk), s in zip(model.drop_block_sites(), seeds.values())}
    assert all((m == 0).any() for m in masks.values())
    v = Variant(model, B, drop=False)
    sig = signature(v, grad=True)
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack({"x": x, "params": params, "state": state, **masks,
                                                             "targets": targets}), "f64"))
    theirs = _timms(model, params, state, x, targets, seeds, torch.float64, monkeypatch)
    noise = _timms(model, params, state, x, targets, seeds, torch.float32, monkeypatch)
    assert_within_floor(rel(out["loss"], theirs[0]), rel(noise[0], theirs[0]), "loss")
    for k in params:
        assert_within_floor(rel(out["grads"][k], theirs[1][k]), rel(noise[1][k], theirs[1][k]), f"grad {k}")
    other = _timms(model, params, state, x, targets, _seeds(model, 6), torch.float64, monkeypatch)
    assert rel(out["loss"], other[0]) > 1e-6
