"""`hlocert pair --against torch` (``-m torch``): every net family's rendered step (XLA, float32)
ties timm's own module of the same size stepped by torch on the same batches, masks, targets and
schedule, against the floor measured by running torch twice and with the rows reversed; a
perturbed torch side is an OFFSET.

The drop-path rate is raised to 0.5 so that the fed masks drop (a drop site in the wrong place, or
a mask column on the wrong timm block, moves the loss by far more than the floor); the mobile
nets' classifier-dropout columns drop at their recipe rate. timm has no TinyCNN: its twin is the
torch module its net file writes (nets/tinycnn.py), with and without its BatchNorm option. timm's
--bn-momentum/--bn-eps (`+bnm`/`+bne`) tie against the module with them on every BatchNorm."""
import pytest

from hlocert.render.variants import Variant
from hlocert.train.pair import PairConfig, run_pair, summary
from trainer_runs import random_folder

pytestmark = pytest.mark.torch

STEP = "adamw+wx+clip1.0+ema+drop"
FAMILIES = {   # each family at its micro size (ResNet has no drop sites: its step has no +drop)
    "convnext": f"convnext_micro-c10-i32-b4x1-{STEP}",
    "vit": f"vit_micro-c10-i8-b4x1-{STEP}",
    "resnet": "resnet_micro-c10-i16-b4x1-adamw+wx+clip1.0+ema",
    "mobilenetv2": f"mobilenetv2_micro-c10-i8-b4x1-{STEP}",
    "mobilenetv4": f"mobilenetv4_micro-c10-i32-b4x1-{STEP}",
    "efficientnet": f"efficientnet_micro-c10-i8-b4x1-{STEP}",
    "tinycnn": f"tinycnn_S-c10-i16-b4x1-{STEP}",
    "tinycnn+bn": f"tinycnn_S-c10-i16-b4x1-{STEP}+bn",
}


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    """A generated ImageFolder: 10 classes, 2 train / 1 val random 32×32 RGB PNGs each."""
    return random_folder(tmp_path_factory.mktemp("pairdata"), 2)


def _pair(tiny, out, variant, **kw):
    pytest.importorskip("timm")
    drop = 0.5 if Variant.parse(variant).drop else None
    pc = PairConfig(steps=4, variant=variant, data=tiny, out=str(out), workers=0, lr=5e-3, warmup_epochs=0.25,
                    epochs=3, seed=1, against="torch", drop_path=drop, **kw)
    return run_pair(pc, log=lambda s: None)


def test_a_bce_step_ties_timm_with_its_binary_cross_entropy(tiny, tmp_path):
    """`+bce+bcet0.2`: the torch side steps timm's BinaryCrossEntropy(target_threshold=0.2) on the
    same mixed, smoothed targets."""
    rep = _pair(tiny, tmp_path, FAMILIES["convnext"] + "+bce+bcet0.2", mixup=0.8)
    assert rep["verdict"] == "TIE", summary(rep)
    assert rep["gap"]["max_dloss"] <= rep["floor"]["loss"] and rep["gap"]["param_rel_within_floor"], summary(rep)


@pytest.mark.parametrize("variant", [
    "vit_micro-c10-i8-b4x1-adamw+wx+agc0.02+ema+emaw+drop+bce+bces+bcepw2.0",   # timm's adaptive_clip_grad, EMA
    "resnet_micro-c10-i16-b4x1-sgd+m0.9+wx+clipv0.01+ema",                      # warm-up, BCE(sum_classes, pos_weight)
])
def test_timms_clip_modes_ema_warmup_and_bce_options_tie_under_torch(variant, tiny, tmp_path):
    """The torch side steps timm's own: dispatch_clip_grad's value / agc mode (agc on all but the model's last two
    parameters), ModelEmaV3 at the fed (timm-warmed) decay, BinaryCrossEntropy(sum_classes=, pos_weight=)."""
    rep = _pair(tiny, tmp_path, variant, **({"mixup": 0.8} if "+bce" in variant else {}))
    assert rep["verdict"] == "TIE", summary(rep)
    assert rep["gap"]["max_dloss"] <= rep["floor"]["loss"] and rep["gap"]["param_rel_within_floor"], summary(rep)


@pytest.mark.parametrize("family", FAMILIES)
def test_every_family_ties_timm_under_torch(family, tiny, tmp_path):
    rep = _pair(tiny, tmp_path, FAMILIES[family])
    assert rep["verdict"] == "TIE", summary(rep)
    assert rep["b"] == "timm/torch" and rep["steps_run"] == 4
    f, g = rep["floor"], rep["gap"]
    assert f["repeat_exact"], summary(rep)            # torch twice on the same feed: bit-exact on CPU
    assert g["max_dloss"] <= f["loss"]
    # the same init and feed: the parameters (and any running statistics) stay within their floors
    assert g["param_rel_within_floor"], summary(rep)
    assert g.get("state_rel_within_floor", True), summary(rep)
    # the EMA averages the parameters: it stays within their measured floor too (a BatchNorm net's
    # reversed-rows twin already moves its parameters by ~1e-3 at B=4, so no constant would do)
    assert g["final_ema_rel"] is not None and g["final_ema_rel"] <= f["param_rel"], summary(rep)
    # a BatchNorm net's EMA averages its running statistics too (timm's ModelEmaV3 default): within their floor
    assert ("final_ema_state_rel" in g) == ("state_floor" in g), summary(rep)
    assert g.get("final_ema_state_rel", 0.0) <= g.get("state_floor", 0.0), summary(rep)


BN_SET = "+bnm0.01+bne0.001"     # timm's --bn-momentum 0.01 --bn-eps 1e-3


@pytest.mark.parametrize("family", ["resnet", "mobilenetv2", "tinycnn+bn"])
def test_bn_momentum_and_eps_tie_timm_with_them_on_every_batchnorm(family, tiny, tmp_path):
    """`+bnm0.01+bne0.001` against timm's module with momentum 0.01 and eps 1e-3 set on every
    BatchNorm layer (as timm's train.py gives --bn-momentum/--bn-eps to the model): 4 steps, the
    loss, parameters and running statistics within their floors."""
    torch = pytest.importorskip("torch")
    v = Variant.parse(FAMILIES[family] + BN_SET)
    bns = [m for m in v.model.timm_twin().modules() if isinstance(m, torch.nn.BatchNorm2d)]
    assert len(bns) == len(v.model.state_shapes()) // 2 and {(m.momentum, m.eps) for m in bns} == {(0.01, 1e-3)}
    rep = _pair(tiny, tmp_path, v.name)
    assert rep["verdict"] == "TIE" and rep["steps_run"] == 4, summary(rep)
    f, g = rep["floor"], rep["gap"]
    assert g["max_dloss"] <= f["loss"] and g["param_rel_within_floor"], summary(rep)
    assert g["state_rel_within_floor"], summary(rep)


def test_the_tie_sees_a_torch_side_at_the_default_batchnorm_constants(tiny, tmp_path, monkeypatch):
    """The control: the same run with timm's module left at BatchNorm2d's defaults (momentum 0.1,
    eps 1e-5) leaves the floors: the tie above is evidence that the constants reach every layer."""
    from hlocert.nets.base import Net
    monkeypatch.setattr(Net, "timm_batchnorm", lambda self, module: module)
    rep = _pair(tiny, tmp_path, FAMILIES["resnet"] + BN_SET)
    assert not rep["gap"]["state_rel_within_floor"], summary(rep)


def test_a_perturbed_torch_side_is_an_offset(tiny, tmp_path):
    rep = _pair(tiny, tmp_path, FAMILIES["convnext"], perturb="lr")
    assert rep["verdict"] == "OFFSET" and rep["first_offset_step"] is not None, summary(rep)


RELU = "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema"     # as tests/train/test_pair.py's kink check


def _relu_pair(tmp_path, perturb):
    """ResNet-nano on the digits, 3 steps against torch (at B=32 an input lies within its kink band at
    step 1; at the micro sizes above, 4 steps of B=4 may have none)."""
    pytest.importorskip("timm")
    pc = PairConfig(steps=3, variant=RELU, data="digits", out=str(tmp_path), workers=0, seed=1, epochs=1,
                    against="torch", perturb=perturb)
    return run_pair(pc, log=lambda s: None)


def test_a_kink_flipped_on_the_torch_side_is_explained(tmp_path):
    """--perturb kink against torch: timm's module takes one ReLU derivative, of an input within its
    kink band, from the kink's other side at step 1 (its forward hooks); the next row leaves the
    floor, the kink check finds the render's gradient clean, replays the torch runs through the
    render's kink sides and ties, the flip named on torch's side from torch's own activation inputs."""
    rep = _relu_pair(tmp_path, "kink")
    assert rep["verdict"] == "TIE", summary(rep)
    k = rep["kinks"]
    assert k["explained"] == 1 and k["ended"] is None, summary(rep)
    (f,) = k["flips"]
    assert f["side"] == "timm/torch" and f["step"] == 1 and 0 < f["distance"] <= f["band"], summary(rep)
    assert k["examined"] and all(e["clean"] for e in k["examined"]), summary(rep)
    assert "kink flips explained: 1" in summary(rep)


def test_a_wrong_lr_on_the_torch_side_of_a_relu_net_is_not_a_kink_flip(tmp_path):
    """The mutant: timm's side at lr ×2 on a ReLU net leaves the floor, and the kink check, replaying
    the torch runs through the render's kink sides, does not explain it away."""
    rep = _relu_pair(tmp_path, "lr")
    assert rep["verdict"] == "OFFSET" and rep["first_offset_step"] == 2, summary(rep)
    assert rep["kinks"]["explained"] == 0 and "not a kink flip" in rep["why"], summary(rep)


@pytest.mark.parametrize("family", FAMILIES)
def test_torchs_activation_inputs_are_the_references_in_order_layout_and_value(family, tiny):
    """The kink check forces timm's ReLU/ReLU6 by call order: torch's activation inputs (hooks, in the
    reference's layout) are the reference's, activation by activation, each within its kink band (the
    reference's own float32 error of that input × SAFETY) of the float64 input; the kink points agree."""
    pytest.importorskip("timm")
    import numpy as np

    from hlocert.train import kinks
    from hlocert.train.pair import SAFETY, ReferenceTrainer
    from hlocert.train.pair_torch import TorchTrainer
    from hlocert.train.trainer import Trainer
    drop = 0.5 if Variant.parse(FAMILIES[family]).drop else None
    pc = PairConfig(steps=1, variant=FAMILIES[family], data=tiny, workers=0, seed=1, drop_path=drop, against="torch")
    A = Trainer(pc.train_config("xla"), log=lambda s: None)
    try:
        v, host = A.v, A.host_state()
        batch = next(iter(A.train_loader.epoch(0)))
        from hlocert.train.inputs import feed_rows
        x, t = feed_rows(batch)
        mask = None
        if A.ramp is not None:
            from hlocert.nets.base import draw_drop_mask
            mask = draw_drop_mask(np.random.default_rng(3), v.batch, A.ramp)
    finally:
        A.close()
    params, state = host["params"], host.get("state") or {}
    lrs = np.full(1, 1e-3, np.float32)
    torch_side = TorchTrainer(v, params, lrs, net_state=state or None)
    zt = torch_side.kink_inputs(x, t, mask)
    judge = ReferenceTrainer(v, params, lrs, net_state=state or None)
    prober = kinks.Prober(judge.pair_loss, judge.cfg)
    z32 = prober.run(params, state, x, t, mask)[2]
    z64 = prober.run(params, state, x, t, mask, f64=True)[2]
    assert len(zt) == len(z64) and torch_side.hooks.kinks == prober.kinks
    for i, (a, b, c) in enumerate(zip(zt, z64, z32)):
        assert a.shape == b.shape, (i, a.shape, b.shape)
        band = kinks._band(b, c, prober.kinks[i], SAFETY)[0]
        assert np.max(np.abs(a - b)) <= band, (i, np.max(np.abs(a - b)), band)
    # a second call changes nothing (running statistics put back): the same inputs
    assert all(np.array_equal(a, b) for a, b in zip(zt, torch_side.kink_inputs(x, t, mask)))


def test_forces_that_do_not_fit_timms_activations_are_one_line(tiny):
    """A force list that does not match timm's ReLUs (one short) is a one-line TrainError, not a
    silently misplaced derivative."""
    pytest.importorskip("timm")
    import numpy as np

    from hlocert.train.errors import TrainError
    from hlocert.train.pair_torch import TorchTrainer
    from hlocert.train.trainer import Trainer
    pc = PairConfig(steps=1, variant=FAMILIES["resnet"], data=tiny, workers=0, seed=1, against="torch")
    A = Trainer(pc.train_config("xla"), log=lambda s: None)
    try:
        v, host = A.v, A.host_state()
        from hlocert.train.inputs import feed_rows
        x, t = feed_rows(next(iter(A.train_loader.epoch(0))))
    finally:
        A.close()
    side = TorchTrainer(v, host["params"], np.full(2, 1e-3, np.float32), net_state=host.get("state"))
    zs = side.kink_inputs(x, t, None)
    side.forces[1] = [(np.zeros(z.shape), np.zeros(z.shape)) for z in zs[:-1]]
    with pytest.raises(TrainError, match=r"^timm's module runs more ReLU/ReLU6 than the \d+ the kink check forces: "
                                         r"its activations are not the reference's$"):
        side.step(x, t, None)
