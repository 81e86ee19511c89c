"""The rest of timm's CosineLRScheduler (train/schedule.py) tied to timm's own, built by timm's factory
`create_scheduler_v2` as train.py builds it: `--no-warmup-prefix` (timm's default), its cycles
(`--lr-cycle-mul`, `--lr-cycle-decay`, `--lr-cycle-limit`) and `--lr-k-decay`, stepped per update
(`--sched-on-updates`) as bench/peer_train.py steps it, and per epoch (`--no-sched-on-updates`, timm's
default) as train.py steps it (the lr set at construction for epoch 0, `step(e)` before epoch e): the
learning rate of every update equal (float64), and the epochs timm trains (its factory's count: the
cycles and the cool-down) those the trainer trains. Needs the [torch] extra (-m torch)."""
import numpy as np
import pytest

from hlocert.train.config import TrainConfig
from hlocert.train.schedule import cycle_epochs, lr_at

pytestmark = pytest.mark.torch
BPE = 5             # updates per epoch

CASES = [dict(), dict(warmup_prefix=False), dict(lr_k_decay=0.5), dict(lr_k_decay=2.0, warmup_prefix=False),
         dict(lr_cycle_limit=3, lr_cycle_decay=0.7), dict(lr_cycle_limit=3, lr_cycle_mul=2.0, lr_cycle_decay=0.5),
         dict(lr_cycle_limit=2, lr_cycle_mul=1.5, lr_k_decay=1.5, warmup_prefix=False, cooldown_epochs=2)]


def _timm(cfg: TrainConfig, per_update: bool, warmup_epochs: float):
    """timm's scheduler for `cfg`, the epochs its factory trains, and the optimizer it sets."""
    torch = pytest.importorskip("torch")
    from timm.scheduler import create_scheduler_v2
    opt = torch.optim.SGD([torch.nn.Parameter(torch.zeros(1))], lr=cfg.lr)
    # hlocert's --epochs counts a prefix warm-up; timm's num_epochs does not (timm trains it besides)
    num_epochs = cfg.epochs - warmup_epochs if cfg.warmup_prefix else cfg.epochs
    sched, epochs = create_scheduler_v2(
        opt, sched="cosine", num_epochs=num_epochs, min_lr=cfg.min_lr, warmup_lr=cfg.warmup_lr,
        warmup_epochs=warmup_epochs, warmup_prefix=cfg.warmup_prefix, cooldown_epochs=cfg.cooldown_epochs,
        cycle_mul=cfg.lr_cycle_mul, cycle_decay=cfg.lr_cycle_decay, cycle_limit=cfg.lr_cycle_limit,
        k_decay=cfg.lr_k_decay, step_on_epochs=not per_update, updates_per_epoch=BPE)
    return sched, epochs, opt


@pytest.mark.parametrize("case", CASES, ids=lambda c: "-".join(f"{k}{v}" for k, v in c.items()) or "default")
def test_per_update_is_timms(case):
    cfg = TrainConfig(lr=0.1, min_lr=1e-3, warmup_lr=1e-4, warmup_epochs=3 / BPE, epochs=4, **case)
    warmup = int(round(cfg.warmup_epochs * BPE))
    sched, epochs, opt = _timm(cfg, True, warmup / BPE)
    trained = cycle_epochs(cfg, BPE, warmup) + cfg.cooldown_epochs
    assert trained == epochs
    theirs = []
    for t in range(1, trained * BPE + 1):
        sched.step_update(t)
        theirs.append(opt.param_groups[0]["lr"])
    ours = [lr_at(t, cfg, cfg.epochs * BPE, warmup) for t in range(1, trained * BPE + 1)]
    np.testing.assert_allclose(ours[warmup:], theirs[warmup:], rtol=1e-12, atol=0)
    # the warm-up: hlocert's reaches lr at update W (timm's at W + 1, the cosine's first update): same slope
    np.testing.assert_allclose(ours[:warmup - 1], theirs[:warmup - 1], rtol=1e-12, atol=0)


@pytest.mark.parametrize("case", CASES, ids=lambda c: "-".join(f"{k}{v}" for k, v in c.items()) or "default")
def test_per_epoch_is_timms(case):
    """Each update of epoch e at the lr timm's train.py sets for epoch e."""
    cfg = TrainConfig(lr=0.1, min_lr=1e-3, warmup_lr=1e-4, warmup_epochs=2, epochs=6, sched_on_updates=False, **case)
    sched, epochs, opt = _timm(cfg, False, cfg.warmup_epochs)
    trained = cycle_epochs(cfg, BPE, 0) + cfg.cooldown_epochs
    assert trained == epochs
    for e in range(trained):
        if e > 0:
            sched.step(e)
        want = opt.param_groups[0]["lr"]
        ours = [lr_at(e * BPE + k, cfg, cfg.epochs * BPE, 0) for k in range(1, BPE + 1)]
        np.testing.assert_allclose(ours, [want] * BPE, rtol=1e-12, atol=0, err_msg=f"epoch {e}")
