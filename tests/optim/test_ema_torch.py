"""`+ema` of a BatchNorm net is timm's `ModelEmaV3` (``-m torch``): N rendered steps (XLA, float32)
of ResNet-micro, and after each one timm's ModelEmaV3 — its default, buffers included — updated
from the step's live weights and running statistics at the fed decay. The render's `ema` group
(parameters, then running statistics) must equal timm's EMA module within the floor measured here:
the same EMA in float64 over the same live sequence gives each side's own f32 rounding error, and
the bound is a safety factor over timm's (never below one f32 rounding). The old EMA, which left
the running statistics live (timm's `apply_update_no_buffers_`), is farther from the render's
statistics than the bound: the test tells the two apart. Under `+emaw` (timm's --model-ema-warmup) the
decay the host feeds at step t is timm's `ModelEmaV3(use_warmup=True).get_decay(t)`, t the update
count timm's train.py passes (`update_ema(step=num_updates)`, 1 at the first update)."""
import numpy as np
import pytest

from hlocert import weights
from hlocert.optim.base import HostSchedule
from hlocert.render import render
from hlocert.render.signature import STATE, signature
from hlocert.render.variants import Variant
from hlocert.train.evaluate import split_ema
from hlocert.train.pair import EPS32, rel_l2

pytestmark = pytest.mark.torch

VARIANT = "resnet_micro-c10-i16-b4x1-adamw+wx+clip1.0+ema"
STEPS = 6
SAFETY = 4.0


def _from_module(torch_module, model) -> dict:
    """A timm module's parameters and running statistics, in hlocert's names (one dict)."""
    sd = {k: v.detach().numpy().copy() for k, v in torch_module.state_dict().items()}
    return {**weights.import_params(sd, model), **weights.state_from_table(sd, model)}


def _load(torch, module, live: dict, model) -> None:
    params = {k: live[k] for k in model.init_params(0)}
    state = {k: live[k] for k in model.state_shapes()}
    sd = weights.export_state_dict(params, model, state=state)
    module.load_state_dict({k: torch.from_numpy(np.array(a)) for k, a in sd.items()}, strict=True)


def test_the_rendered_ema_of_a_batchnorm_net_ties_timms_model_ema_v3():
    torch = pytest.importorskip("torch")
    timm_utils = pytest.importorskip("timm.utils")
    from hlocert.runtime import get_lowerer

    v = Variant.parse(VARIANT)
    model, sig, chain = v.model, signature(v), v.chain()
    assert model.state_shapes(), "the tie needs a net with running statistics"
    exe = get_lowerer("xla", cache=False).compile(render(v))
    params, state = model.init_params(0), model.init_state()
    carried = {"params": params, STATE: state, **chain.init(params, state)}
    live_module = model.timm_twin().float().train()
    _load(torch, live_module, {**params, **state}, model)
    ema = timm_utils.ModelEmaV3(live_module)                    # its default: buffers averaged too
    old = timm_utils.ModelEmaV3(live_module, exclude_buffers=True)
    exact = {k: np.asarray(a, np.float64) for k, a in {**params, **state}.items()}   # the same EMA in f64
    rng = np.random.default_rng(0)
    schedule = HostSchedule(lr=lambda t: 5e-3)
    for t in range(1, STEPS + 1):
        scalars = chain.scalars_at(t, schedule)
        targets = rng.random((v.batch, model.num_classes)).astype(np.float32)
        out = sig.unpack(exe(*sig.pack({"x": rng.standard_normal(v.x_shape).astype(np.float32), **carried,
                                        "scalars": scalars, "targets": targets / targets.sum(1, keepdims=True)})))
        carried = {g: out[g] for g in sig.carried}
        live = {**out["params"], **out[STATE]}
        d = float(scalars["ema_decay"])
        _load(torch, live_module, live, model)
        with torch.no_grad():
            ema.apply_update_(live_module, d)
            old.apply_update_no_buffers_(live_module, d)
        exact = {k: d * exact[k] + (1.0 - d) * np.asarray(live[k], np.float64) for k in exact}

    mine = split_ema(carried["ema"], model)
    timm_side = split_ema(_from_module(ema.module, model), model)
    want = split_ema(exact, model)
    old_state = split_ema(_from_module(old.module, model), model)[1]
    for part, (a, b, w) in enumerate(zip(mine, timm_side, want)):
        what = ("parameters", "running statistics")[part]
        floor = SAFETY * max(rel_l2(b, w), EPS32)              # timm's own f32 error, measured
        assert rel_l2(a, w) <= floor, f"{what}: render vs f64 {rel_l2(a, w):.3e} > {floor:.3e}"
        assert rel_l2(a, b) <= 2 * floor, f"{what}: render vs timm {rel_l2(a, b):.3e} > {2 * floor:.3e}"
    # the statistics moved, and the EMA that copies them (the old behaviour) is told apart
    state_floor = 2 * SAFETY * max(rel_l2(timm_side[1], want[1]), EPS32)
    assert rel_l2(mine[1], {k: np.asarray(a) for k, a in state.items()}) > 10 * state_floor
    assert rel_l2(mine[1], old_state) > 10 * state_floor


@pytest.mark.parametrize("cap", [0.9998, 0.99])
def test_emaw_feeds_timms_warmed_up_decay(cap):
    torch = pytest.importorskip("torch")
    from timm.utils import ModelEmaV3
    chain = Variant.parse("tinycnn_S-c10-i8-b2x1-adamw+wx+clip1.0+ema+emaw").chain()
    plain = Variant.parse("tinycnn_S-c10-i8-b2x1-adamw+wx+clip1.0+ema").chain()
    timm_ema = ModelEmaV3(torch.nn.Linear(2, 2), decay=cap, use_warmup=True)
    schedule = HostSchedule(lr=lambda t: 1e-3, ema_decay_max=cap)
    steps = (1, 2, 3, 10, 100, 10 ** 4, 10 ** 6)          # 0 at the first update; capped at the last
    fed = [float(chain.scalars_at(t, schedule, np.float64)["ema_decay"]) for t in steps]
    assert fed == [timm_ema.get_decay(t) for t in steps] and fed[0] == 0.0 and fed[-1] == cap
    assert [float(plain.scalars_at(t, schedule, np.float64)["ema_decay"]) for t in steps[:3]] != fed[:3]
