"""`+dist` (DeiT's distilled ViT, hlocert/nets/vit.py) tied to timm 1.0.31's `VisionTransformerDistilled`
(timm/models/deit.py) built at the gate model's size: its state_dict keys and shapes are the weight map's;
on the same weights and images, the eval forward's logits (the two heads' mean), the train step's loss and
gradients without token distillation (the mean again, softmax cross-entropy on the same soft targets), and
in distilled training (`set_distilled_training(True)`) both heads' logits and the gradients of one
cotangent on them, hlocert's den float64 against timm's in float64, within the floor measured as timm's own
float32 against its float64. Needs the [torch] extra (-m torch)."""
from dataclasses import replace

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("timm")

from hlocert import weights                                             # noqa: E402
from hlocert.cli import build_parser                                    # noqa: E402
from hlocert.train import config                                        # noqa: E402
from hlocert.train.recipe import initial_weights                        # noqa: E402
from hlocert.certify.net_mutants import _inputs                         # noqa: E402
from hlocert.nets.vit import ViT                                        # noqa: E402
from hlocert.ops.distilled import distilled_training                    # noqa: E402

from floors import assert_within_floor, rel                             # noqa: E402
from test_global_pool_torch import _twin, assert_ties_timm              # noqa: E402
from hlocert.ir import FuncBuilder, den, tensor                         # noqa: E402

pytestmark = pytest.mark.torch
B = 3


def model():
    return replace(ViT.gate_model(), distilled=True)


def test_the_weight_map_is_timms_state_dict():
    twin = model().timm_twin()
    assert type(twin).__name__ == "VisionTransformerDistilled"
    theirs = {k: tuple(v.shape) for k, v in twin.state_dict().items()}
    rows = {t: (ours, kind) for ours, t, kind in model().timm_table()}
    assert set(theirs) == set(rows)
    shapes = model().param_shapes()
    assert theirs["dist_token"] == shapes["dist.token"] and theirs["pos_embed"] == shapes["pos.table"] == (1, 6, 16)


def test_eval_and_undistilled_training_are_timms_mean_of_the_heads():
    params, state, x, targets, ours = assert_ties_timm(model(), B, "distilled")
    # the control: the class head alone is not the mean
    net = _twin(model(), params, state, torch.float64).eval()
    with torch.no_grad():
        cls_only = net.head(net.forward_features(torch.from_numpy(x.transpose(0, 3, 1, 2).copy()))[:, 0]).numpy()
    assert rel(ours[0], cls_only) > 1e-3


def _ours_both(chain, x, params, dy):
    """den f64 of the chain's forward and backward: (y, gradients by name)."""
    b = FuncBuilder("main")
    shapes = chain.param_shapes(x.shape)
    args = {n: b.arg(n, tensor(s)) for n, s in shapes.items()}
    xv, dyv = b.arg("x", tensor(x.shape)), b.arg("dy", tensor(dy.shape))
    y, saved = chain.forward(b, xv, args, {})
    _, grads = chain.backward(b, dyv, saved, args, {})
    y, *gs = den.run(b.ret(y, *(grads[n] for n in shapes)), [*params.values(), x, dy], "f64")
    return y, dict(zip(shapes, gs))


def _both_heads(params, x, dy, dtype):
    """timm's (x, x_dist) in distilled training, stacked [B, 2, K], and the gradients of Σ dy · them."""
    net = _twin(model(), params, {}, dtype)
    net.set_distilled_training(True)
    net.train()
    out = torch.stack(net(torch.from_numpy(x.transpose(0, 3, 1, 2).copy()).to(dtype)), 1)
    (out * torch.from_numpy(dy).to(dtype)).sum().backward()
    grads = {k: p.grad.numpy() for k, p in net.named_parameters()}
    return out.detach().numpy(), weights.import_params(grads, model(), dtype=np.float64)


def test_distilled_training_returns_both_heads_as_timm():
    m = model()
    params, x, _, _ = _inputs(m, B, 7, False)
    params = {k: np.asarray(a, np.float32).astype(np.float64) for k, a in params.items()}
    x = np.asarray(x, np.float32).astype(np.float64)
    chain = distilled_training(m.net())
    dy = np.random.default_rng(8).standard_normal(chain.out_shape(x.shape))
    y, grads = _ours_both(chain, x, params, dy)
    assert y.shape == (B, 2, m.num_classes)
    theirs, their_grads = _both_heads(params, x, dy, torch.float64)
    noise, noise_grads = _both_heads(params, x, dy, torch.float32)
    assert_within_floor(rel(y, theirs), rel(noise, theirs), "both heads' logits")
    for k in params:
        assert_within_floor(rel(grads[k], their_grads[k]), rel(noise_grads[k], their_grads[k]), f"grad {k}")
    assert rel(y[:, 0], y[:, 1]) > 1e-3          # two heads, two outputs


def test_timms_distilled_deit_is_the_map_at_its_size():
    """timm.create_model of the distilled DeiT-Ti name the ViT resolves to: its state_dict is the
    table's, key for key and shape for shape (hlocert's shapes in PyTorch's layout)."""
    import timm
    ours = ViT("Ti", 1000, 224, distilled=True)
    net = timm.create_model(ours.timm_arch(), pretrained=False)
    assert type(net).__name__ == "VisionTransformerDistilled"
    shapes = ours.param_shapes()
    sd = weights.export_state_dict({k: np.zeros(s, np.float32) for k, s in shapes.items()}, ours)
    assert {k: tuple(np.shape(a)) for k, a in sd.items()} == {k: tuple(v.shape) for k, v in net.state_dict().items()}


def test_the_distillation_token_and_head_draw_as_timms():
    """At ViT-S: dist_token (384 values) truncated normal σ .02 as VisionTransformerDistilled.init_weights, not
    the class token's 1e-6; head_dist.weight as head.weight; head_dist.bias 0 — within 5 standard errors."""
    ours = ViT("S", 1000, 224, distilled=True)
    torch.manual_seed(0)
    twin = {k: t.detach().double().numpy() for k, t in ours.timm_twin().state_dict().items()}
    mine = weights.export_state_dict(ours.init_params(0), ours)
    for key in ("dist_token", "head_dist.weight"):
        a, t = np.asarray(mine[key], np.float64), twin[key]
        assert abs(a.std() - t.std()) <= 5 * np.hypot(a.std(), t.std()) / np.sqrt(2 * a.size), key
    assert not np.asarray(mine["head_dist.bias"]).any() and not twin["head_dist.bias"].any()


def test_timms_pretrained_file_route_reads_a_distilled_deit(tmp_path):
    """`--pretrained --pretrained-path FILE` of a `+dist` ViT-Ti: timm.create_model of its distilled DeiT name
    reads the file (timm's train.py --pretrained-path), and hlocert's params are those weights through the map."""
    import timm
    from safetensors.torch import save_file
    torch.manual_seed(3)
    saved = {k: v.contiguous() for k, v in timm.create_model("deit_tiny_distilled_patch16_224").state_dict().items()}
    path = tmp_path / "deit.safetensors"
    save_file(saved, str(path))
    model = ViT("Ti", 1000, 224, distilled=True)
    args = build_parser().parse_args(["train", "--pretrained", "--pretrained-path", str(path)])
    said = []
    params, _ = initial_weights(model, config.from_args(args), said.append)
    want = weights.import_params({k: v.numpy() for k, v in saved.items()}, model)
    assert params.keys() == want.keys() and all(np.array_equal(params[k], want[k]) for k in want)
    assert "deit_tiny_distilled_patch16_224" in said[0]
