"""timm's repeated augmentation (`--aug-repeats`, data/repeat.py) in the train loader: how often each image
comes an epoch, where its copies go (one per replica at the same place of their streams, each with its own
augmentation), the epoch's length by timm's truncation, and the loader's determinism and row split kept.
The streams are tied to timm's RepeatAugSampler itself in test_repeat_torch.py."""
import math
import re

import numpy as np
import pytest
from PIL import Image

from hlocert.data import DataError, ImageFolder, Loader
from hlocert.data.repeat import global_order, replica_stream, selected_per_replica, updates_per_epoch


def make_folder(root, classes=("a", "b", "c", "d"), per_class=6):
    rng = np.random.default_rng(0)
    for c in classes:
        (root / "train" / c).mkdir(parents=True)
        for i in range(per_class):
            Image.fromarray(rng.integers(0, 256, (24, 24, 3), dtype=np.uint8)).save(root / "train" / c / f"{i}.png")
    return ImageFolder(root, "train", progress=False)


def batches(loader, epoch, start=0):
    return list(loader.epoch(epoch, start))


def same(a, b):
    assert len(a) == len(b)
    for x, y in zip(a, b):
        assert x.index == y.index and np.array_equal(x.ids, y.ids) and np.array_equal(x.images, y.images)
        assert np.array_equal(x.targets, y.targets)


@pytest.mark.parametrize("n, repeats, replicas", [(1000, 3, 1), (1000, 3, 3), (777, 2, 4), (300, 3, 2), (50, 3, 2),
                                                   (600, 1.5, 2), (256, 4, 8)])
def test_each_image_at_most_n_times_and_the_epoch_about_the_data(n, repeats, replicas):
    perm = np.random.default_rng(n).permutation(n)
    selected = selected_per_replica(n, repeats, replicas)
    # timm's arithmetic: the epoch's samples rounded down to 256s (all of them under 256), over the replicas
    rounded = (n // 256 * 256) // replicas if n >= 256 else math.ceil(n / replicas)
    assert selected == min(rounded, math.ceil(n * repeats / replicas))
    streams = [replica_stream(perm, repeats, replicas, r) for r in range(replicas)]
    assert all(len(s) == selected for s in streams)
    counts = np.bincount(np.concatenate(streams), minlength=n)
    assert counts.max() <= math.ceil(repeats)
    # the images an epoch sees are a prefix of the permutation, each (but the cut ones) N times
    seen = perm[counts[perm] > 0]
    assert np.array_equal(seen, perm[:len(seen)])
    if float(repeats).is_integer():
        assert (counts[seen[:-replicas]] == repeats).all()


@pytest.mark.parametrize("repeats, replicas", [(3, 3), (2, 2), (2, 4)])
def test_the_copies_go_to_different_replicas_at_the_same_place(repeats, replicas):
    """DeiT's point: when N divides the replicas, update u's row i holds the same image on replicas
    0..N-1 (then the next image on N..2N-1), so one step sees N augmentations of it."""
    n, R = 1000, 8
    order = global_order(np.random.default_rng(0).permutation(n), repeats, replicas, R)
    u = updates_per_epoch(n, repeats, replicas, R)
    layout = order.reshape(u, replicas, R)
    for g in range(replicas // repeats):
        group = layout[:, g * repeats:(g + 1) * repeats]
        assert (group == group[:, :1]).all()
    assert len(np.unique(layout[:, ::repeats])) == layout[:, ::repeats].size     # no image twice otherwise


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return make_folder(tmp_path_factory.mktemp("rep"), per_class=6)         # 24 images


def test_the_loader_gives_each_image_n_times_with_its_own_augmentations(folder):
    kw = dict(train=True, image_size=16, seed=3, workers=0)
    plain = Loader(folder, 4, **kw)
    L = Loader(folder, 4, repeats=3, replicas=2, **kw)
    # 24 images < 256: each replica reads ceil(24 / 2) = 12 samples, 6 updates of its 2 rows
    assert (plain.batches_per_epoch, L.batches_per_epoch, len(L)) == (6, 6, 6)
    e0 = batches(L, 0)
    ids = np.concatenate([b.ids for b in e0])
    assert np.bincount(ids).max() == 3 and len(np.unique(ids)) == 8
    first = {}
    for b in e0:
        for img, i in zip(b.images, b.ids):
            assert not any(np.array_equal(img, seen) for seen in first.get(i, [])), "a copy was augmented alike"
            first.setdefault(i, []).append(img)
    same(e0, batches(Loader(folder, 4, repeats=3, replicas=2, **kw), 0))      # a pure function of (seed, epoch)
    assert not np.array_equal(ids, np.concatenate([b.ids for b in batches(L, 1)]))
    same(e0[2:], batches(L, 0, start=2))                                         # resumable mid-epoch
    # a process's rows (replica 1's) are those rows of the whole global batch, bytes and all
    part = batches(Loader(folder, 4, repeats=3, replicas=2, rows=(2, 4), **kw), 0)
    for whole, mine in zip(e0, part):
        assert np.array_equal(whole.images[2:], mine.images) and np.array_equal(whole.ids[2:], mine.ids)


def test_the_epoch_length_follows_timms_truncation(tmp_path):
    """300 images: timm's ranks read (300 // 256 · 256) / W = 128 each at W = 2 — an epoch of 256
    samples, whatever N — so 8 updates of 16 rows per replica (the plain loader: 300 // 32 = 9)."""
    folder = make_folder(tmp_path, classes=("a", "b", "c"), per_class=100)
    kw = dict(train=True, image_size=8, seed=0, workers=0)
    assert Loader(folder, 32, **kw).batches_per_epoch == 9
    for repeats in (1, 3, 2.5):
        assert Loader(folder, 32, repeats=repeats, replicas=2, **kw).batches_per_epoch == 8
    assert Loader(folder, 32, repeats=3, replicas=1, **kw).batches_per_epoch == 256 // 32


@pytest.mark.parametrize("kw, said", [
    (dict(repeats=-1.0), "aug-repeats -1.0: give a number > 0"),
    (dict(repeats=float("nan")), "aug-repeats nan: give a number > 0"),
    (dict(repeats=3, replicas=3), "replicas 3 must be >= 1 and divide the global batch 4"),
    (dict(repeats=0.05, replicas=2),
     "aug-repeats 0.05: timm's sampler gives each of 2 replica(s) fewer than its 2 rows"),
])
def test_bad_values(folder, kw, said):
    with pytest.raises(DataError, match=re.escape(said)):
        Loader(folder, 4, train=True, image_size=16, seed=0, workers=0, **kw)
