"""hlocert's schedule flags (`--warmup-lr`, `--min-lr`, `--cooldown-epochs`, `--sched multistep
--decay-milestones`, issue 28 item 5) tied to timm's own schedulers, built by timm's factory
(`create_scheduler_v2`, as timm's train.py does with `--sched-on-updates --warmup-prefix`) and
stepped per update as bench/peer_train.py steps its CosineLRScheduler: the learning rate of every
update equal (float64), and the epochs timm trains equal to hlocert's --epochs + --cooldown-epochs."""
import numpy as np
import pytest

from hlocert.train.config import TrainConfig
from hlocert.train.schedule import lr_at

pytestmark = pytest.mark.torch
BPE = 7             # updates per epoch


def _timm(steps: int, **kw):
    """(timm's lr at updates 1..steps, the epochs timm's factory says it trains)."""
    torch = pytest.importorskip("torch")
    from timm.scheduler import create_scheduler_v2
    opt = torch.optim.SGD([torch.nn.Parameter(torch.zeros(1))], lr=kw.pop("lr"))
    sched, epochs = create_scheduler_v2(opt, warmup_prefix=True, step_on_epochs=False, updates_per_epoch=BPE, **kw)
    lrs = []
    for t in range(1, steps + 1):
        sched.step_update(t)
        lrs.append(opt.param_groups[0]["lr"])
    return lrs, epochs


def test_cosine_with_warmup_lr_and_cooldown_is_timms():
    """The cosine spans --epochs with its warm-up (timm's t_initial: the epochs after the warm-up
    prefix), then --cooldown-epochs at --min-lr."""
    cfg = TrainConfig(lr=0.1, min_lr=1e-3, warmup_lr=1e-4, warmup_epochs=2 / BPE * 3, epochs=4, cooldown_epochs=2)
    warmup = int(round(cfg.warmup_epochs * BPE))
    total = cfg.epochs * BPE
    steps = (cfg.epochs + cfg.cooldown_epochs) * BPE
    theirs, epochs = _timm(steps, sched="cosine", lr=cfg.lr, num_epochs=(total - warmup) / BPE, min_lr=cfg.min_lr,
                           warmup_lr=cfg.warmup_lr, warmup_epochs=warmup / BPE, cooldown_epochs=cfg.cooldown_epochs)
    ours = [lr_at(t, cfg, total, warmup) for t in range(1, steps + 1)]
    np.testing.assert_allclose(ours, theirs, rtol=1e-12, atol=0)
    assert epochs == cfg.epochs + cfg.cooldown_epochs
    assert ours[0] > cfg.warmup_lr and ours[-1] == cfg.min_lr and max(ours) == cfg.lr


@pytest.mark.parametrize("warmup", [0, 3])
def test_multistep_is_timms(warmup):
    """timm's MultiStepLRScheduler: milestone M (epochs, × updates per epoch) counted after the
    warm-up, with its convention that it applies from update M·BPE − 1 on."""
    cfg = TrainConfig(sched="multistep", lr=0.1, warmup_lr=1e-3, decay_milestones=(1.0, 2.0, 3.5), decay_rate=0.3,
                      warmup_epochs=warmup / BPE, epochs=5)
    total = cfg.epochs * BPE
    theirs, _ = _timm(total, sched="multistep", lr=cfg.lr, num_epochs=cfg.epochs, decay_rate=cfg.decay_rate,
                      decay_milestones=list(cfg.decay_milestones), warmup_lr=cfg.warmup_lr,
                      warmup_epochs=warmup / BPE)
    ours = [lr_at(t, cfg, total, warmup) for t in range(1, total + 1)]
    np.testing.assert_allclose(ours, theirs, rtol=1e-12, atol=0)
    assert len(set(np.round(ours[warmup:], 12))) == 4        # every milestone is passed


def _nets_with_timm():
    from hlocert import nets
    return [pytest.param(net, id=net.NAME) for net in nets.all_nets() if net.TIMM]


@pytest.mark.parametrize("net", _nets_with_timm())
def test_head_init_scale_and_bias_are_timms_on_its_classifier(net):
    """timm's train.py after create_model: get_classifier()'s weight and bias times --head-init-scale, then the
    bias set to --head-init-bias — on the net's timm twin loaded with the same init, read back into hlocert's
    names, equal to what hlocert starts from (every other tensor untouched on both sides)."""
    torch = pytest.importorskip("torch")
    from hlocert import weights
    from hlocert.train.recipe import head_init
    model = net.gate_model()
    cfg = TrainConfig(head_init_scale=0.5, head_init_bias=0.25)
    init, state = model.init_params(0), model.init_state()
    twin = model.timm_twin()
    sd = weights.export_state_dict(init, model, state=state)
    twin.load_state_dict({k: torch.from_numpy(np.array(a)) for k, a in sd.items()}, strict=True)
    with torch.no_grad():
        twin.get_classifier().weight.mul_(cfg.head_init_scale)
        twin.get_classifier().bias.mul_(cfg.head_init_scale)
        torch.nn.init.constant_(twin.get_classifier().bias, cfg.head_init_bias)
    theirs = weights.import_params({k: v.numpy() for k, v in twin.state_dict().items()}, model)
    ours = head_init(model, cfg, init)
    assert all(np.array_equal(ours[k], theirs[k]) for k in init), [k for k in init
                                                                   if not np.array_equal(ours[k], theirs[k])]
    assert sum(not np.array_equal(ours[k], init[k]) for k in init) == 2
