"""hlocert's size schedule (data/scheduled.py) against timm's own ScheduledBatchSampler (the sampler
timm's create_loader builds for --train-img-sizes): the same per-epoch weights (constant, progressive,
spread 0, zero weights, one epoch), policy-average batch and batches per epoch; timm draws with torch's
generator and hlocert with numpy's, so the draws are tied in distribution (choice frequencies, the
sample budget's length and composition) and each sampler's schedule is a pure function of seed and epoch."""
import numpy as np
import pytest

from hlocert.data.scheduled import SizeSchedule

pytestmark = pytest.mark.torch

torch = pytest.importorskip("torch")
scheduled_sampler = pytest.importorskip("timm.data.scheduled_sampler")


def _timm(n, batches, **kw):
    return scheduled_sampler.ScheduledBatchSampler(torch.utils.data.SequentialSampler(range(n)), batches, **kw)


def _ours(n, batches, *, choice_weights=None, seed=0, num_batches=None, choice_schedule="constant",
          schedule_epochs=None, schedule_spread=0.65, schedule_random_mix=0.1):
    return SizeSchedule(tuple(range(16, 16 + len(batches))), tuple(batches), n, seed, choice_weights, choice_schedule,
                        schedule_epochs, schedule_spread, schedule_random_mix, num_batches)


CASES = [
    dict(batches=(64, 32, 16), choice_weights=(1, 2, 1)),
    dict(batches=(64, 32, 16, 8), choice_schedule="progressive", schedule_epochs=10),
    dict(batches=(64, 32, 16, 8), choice_schedule="progressive", schedule_epochs=7, schedule_spread=1.3,
         schedule_random_mix=0.0, choice_weights=(0.1, 0.0, 0.5, 0.4)),
    dict(batches=(32, 32, 32), choice_schedule="progressive", schedule_epochs=4, schedule_spread=0.0),
    dict(batches=(32, 16, 16), choice_schedule="progressive", schedule_epochs=5, schedule_spread=0.0,
         choice_weights=(1, 0, 1), schedule_random_mix=0.25),
    dict(batches=(48, 24), choice_schedule="progressive", schedule_epochs=1),
    dict(batches=(48, 24), num_batches=37),
    dict(batches=(48, 24), choice_schedule="progressive", schedule_epochs=3, num_batches=11),
]


@pytest.mark.parametrize("case", CASES)
def test_weights_average_and_batches_per_epoch_are_timms(case):
    kw = dict(case)
    batches = kw.pop("batches")
    t, o = _timm(5000, batches, **kw), _ours(5000, batches, **kw)
    epochs = kw.get("schedule_epochs") or 3
    for e in range(-1, epochs + 2):
        np.testing.assert_allclose(o.weights_at(e), t.choice_weights_for_epoch(e).numpy(), rtol=1e-12, atol=1e-300)
    assert o.average_batch == pytest.approx(t.average_batch_size, rel=1e-12)
    if kw.get("num_batches") is not None or kw.get("choice_schedule") == "progressive":
        assert o.batches_per_epoch == len(t)


def test_fixed_batch_draws_follow_the_epochs_weights_as_timms_do():
    kw = dict(choice_schedule="progressive", schedule_epochs=4, num_batches=6000)
    t, o = _timm(1000, (64, 32, 16), seed=5, **kw), _ours(1000, (64, 32, 16), seed=5, **kw)
    for e in range(4):
        t.set_epoch(e)
        theirs = np.bincount([c for c, _ in t.schedule], minlength=3) / 6000
        ours = np.bincount(o.choices(e), minlength=3) / 6000
        assert np.abs(ours - theirs).max() < 0.03, (e, ours, theirs)
        assert np.abs(ours - o.weights_at(e)).max() < 0.02


def test_the_sample_budget_is_timms_in_distribution():
    """Constant weights without a batch count: a budget of the images, drawn once; over 200 seeds the
    number of batches and each choice's share agree with timm's sampler's."""
    n, batches, w = 1000, (48, 24, 8), (1, 1, 2)
    ours = [_ours(n, batches, choice_weights=w, seed=s) for s in range(200)]
    theirs = [_timm(n, batches, choice_weights=w, seed=s) for s in range(200)]
    for sampler in theirs:
        used = sum(b for _, b in sampler.schedule)
        assert used <= n < used + 8
    for s in ours:
        used = sum(batches[c] for c in s.budget)
        assert used <= n < used + 8
    lt, lo = np.mean([len(t) for t in theirs]), np.mean([s.batches_per_epoch for s in ours])
    assert abs(lt - lo) / lt < 0.03, (lt, lo)
    share_t = np.bincount([c for t in theirs for c, _ in t.schedule], minlength=3) / sum(len(t) for t in theirs)
    share_o = np.bincount([c for s in ours for c in s.budget], minlength=3) / sum(len(s.budget) for s in ours)
    assert np.abs(share_t - share_o).max() < 0.03, (share_t, share_o)


def test_timms_and_our_epochs_repeat_the_budget_shuffled():
    t, o = _timm(500, (32, 16), seed=2), _ours(500, (32, 16), seed=2)
    t.set_epoch(0)
    first = [len(b) for b in t]
    t.set_epoch(1)
    second = [len(b) for b in t]
    assert sorted(first) == sorted(second)
    assert sorted(o.choices(0)) == sorted(o.choices(1))
