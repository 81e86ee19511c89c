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


Z = 5.0         # a bound's width in standard errors (seeded draws: a fixed outcome; 5σ: not luck)


@pytest.mark.parametrize("per_update", [True, False])
@pytest.mark.parametrize("noise", [(0.3,), (0.2, 0.7)])
def test_lr_noise_is_timms_in_range_and_distribution(per_update, noise):
    """Where the noise applies is timm's exactly; its factor z (lr = clean·(1 + z)) is timm's truncated
    normal in distribution: mean, variance and the share |z| < pct/2 within 5σ of timm's, |z| < pct."""
    torch = pytest.importorskip("torch")
    from timm.scheduler import create_scheduler_v2
    kw = dict(lr=0.1, min_lr=1e-3, warmup_lr=1e-4, warmup_epochs=2, epochs=400, sched_on_updates=per_update,
              lr_noise_pct=0.5, lr_noise_std=0.8, seed=3)
    clean, noisy = TrainConfig(**kw), TrainConfig(**kw, lr_noise=noise)
    bpe = 5 if per_update else 1
    warmup = int(round(clean.warmup_epochs * bpe))
    steps = range(1, clean.epochs * bpe + 1)
    ours = np.array([lr_at(t, noisy, clean.epochs * bpe, warmup) / lr_at(t, clean, clean.epochs * bpe, warmup) - 1
                     for t in steps])
    opt = torch.optim.SGD([torch.nn.Parameter(torch.zeros(1))], lr=0.1)
    sched, _ = create_scheduler_v2(opt, sched="cosine", num_epochs=clean.epochs - clean.warmup_epochs, min_lr=1e-3,
                                   warmup_lr=1e-4, warmup_epochs=2, warmup_prefix=True, noise=list(noise),
                                   noise_pct=0.5, noise_std=0.8, noise_seed=3, step_on_epochs=not per_update,
                                   updates_per_epoch=bpe)
    ts = list(steps) if per_update else list(range(clean.epochs))
    theirs = np.array([sched._calculate_noise(t) if sched._is_apply_noise(t) and (per_update or t) else 0.0
                       for t in ts])
    np.testing.assert_array_equal(ours != 0, theirs != 0)            # the range: exact
    a, b = ours[ours != 0], theirs[theirs != 0]
    assert len(a) >= 150 and np.abs(a).max() < 0.5 and np.abs(b).max() < 0.5
    var = b.var()
    assert abs(a.mean() - b.mean()) <= Z * np.sqrt(2 * var / len(a))
    fourth = np.mean((b - b.mean()) ** 4)
    assert abs(a.var() - var) <= Z * np.sqrt(2 * (fourth - var ** 2) / len(a))
    pa, pb = np.mean(np.abs(a) < 0.25), np.mean(np.abs(b) < 0.25)
    assert abs(pa - pb) <= Z * np.sqrt(2 * pb * (1 - pb) / len(a))
