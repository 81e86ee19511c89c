"""`--aug-repeats` (data/repeat.py) tied to timm 1.0.31's RepeatAugSampler itself: on timm's own epoch
permutation (torch.randperm seeded by the epoch), every rank's stream is timm's sampler's, item for item,
its length timm's `len(sampler)`, and the loader's updates an epoch are timm's `len(DataLoader)` with
drop_last, each update's replica rows the batch timm's rank reads. Needs the [torch] extra (-m torch)."""
import numpy as np
import pytest

torch = pytest.importorskip("torch")
sampler_mod = pytest.importorskip("timm.data.distributed_sampler")

from hlocert.data.repeat import global_order, replica_stream, selected_per_replica, updates_per_epoch  # noqa: E402

pytestmark = pytest.mark.torch


def timms(n, repeats, replicas, rank, epoch):
    s = sampler_mod.RepeatAugSampler(range(n), num_replicas=replicas, rank=rank, num_repeats=repeats)
    s.set_epoch(epoch)
    return s


def timms_perm(n, epoch):
    g = torch.Generator()
    g.manual_seed(epoch)
    return torch.randperm(n, generator=g).numpy()


CASES = [(1000, 3.0, 1), (1000, 3.0, 4), (777, 2.0, 3), (300, 3.0, 2), (50, 3.0, 2), (255, 4.0, 8), (256, 4.0, 8),
         (600, 1.5, 2), (601, 2.5, 3), (90, 0.5, 2), (1283, 1.0, 5)]


@pytest.mark.parametrize("n, repeats, replicas", CASES)
def test_each_ranks_stream_is_timms(n, repeats, replicas):
    for epoch in (0, 7):
        perm = timms_perm(n, epoch)
        for rank in range(replicas):
            theirs = timms(n, repeats, replicas, rank, epoch)
            assert len(theirs) == selected_per_replica(n, repeats, replicas)
            assert list(theirs) == replica_stream(perm, repeats, replicas, rank).tolist()


@pytest.mark.parametrize("n, repeats, replicas", CASES)
@pytest.mark.parametrize("rows", [1, 8, 48])
def test_the_updates_are_timms_loader_batches(n, repeats, replicas, rows):
    u = updates_per_epoch(n, repeats, replicas, rows)
    loaders = [torch.utils.data.DataLoader(range(n), batch_size=rows, sampler=timms(n, repeats, replicas, r, 3),
                                           drop_last=True) for r in range(replicas)]
    assert all(len(dl) == u for dl in loaders)
    if u == 0:
        return
    layout = global_order(timms_perm(n, 3), repeats, replicas, rows).reshape(u, replicas, rows)
    for r, dl in enumerate(loaders):
        assert np.array_equal(np.stack([b.numpy() for b in dl]), layout[:, r])
