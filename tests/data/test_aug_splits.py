"""timm's --aug-splits S and --resplit in the loader: a train batch of B rows holds B/S images as S
views each, split by split (row s·B/S + n: view s of image n), the first view the clean crop (the
primary transforms alone), the others that crop through the secondary ones; labels and ids repeat
per split; random erasing left off the first split under resplit (without splits, off the first
half); with several steps in a batch (replicas, micro-batches: step_rows) each step laid out so;
one-line refusals. The layout is timm's collate's (``fast_collate`` of AugMixDataset's tuples,
``-m torch``)."""
import numpy as np
import pytest

from hlocert.data import Augment, DataError, ImageFolder, Loader
from hlocert.data.randaugment import RandAugment

from test_data import make_folder

AA = RandAugment.parse("rand-m9-n2")


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return ImageFolder(make_folder(tmp_path_factory.mktemp("imgs"), per_class=6), "train", progress=False)


def _loader(folder, batch=6, splits=3, **kw):
    return Loader(folder, batch, train=True, image_size=16, seed=4, workers=0, splits=splits,
                  augment=kw.pop("augment", Augment(aa=AA)), **kw)


def _unnormalise(x):
    a = Augment()
    return np.rint((x * np.asarray(a.std) + np.asarray(a.mean)) * 255)


def test_views_are_laid_out_split_by_split(folder):
    L = _loader(folder)
    assert L.batches_per_epoch == 24 // 2
    b = next(L.epoch(0))
    assert b.images.shape == (6, 16, 16, 3)
    assert np.array_equal(b.labels, np.tile(b.labels[:2], 3)) and np.array_equal(b.ids, np.tile(b.ids[:2], 3))
    assert np.array_equal(b.targets, np.eye(4, dtype=np.float32)[b.labels])
    plain = next(Loader(folder, 2, train=True, image_size=16, seed=4, workers=0, augment=Augment(aa=AA)).epoch(0))
    assert np.array_equal(plain.ids, b.ids[:2])                # the same images in the same order


def test_first_view_is_the_primary_crop_and_the_others_augment_it(folder):
    """Each view equals Augment.train_views of the image at the sample's draws; view 0 is the crop and
    flips alone (as train_image without --aa), views 1, 2 differ from it and from each other."""
    L = _loader(folder)
    b = next(L.epoch(0))
    rng = np.random.default_rng([0x5A3E, 4, 0, 0])
    im = folder.source().load(int(b.ids[0]))
    views = Augment(aa=AA).train_views(im, 16, rng, 3)
    for s, view in enumerate(views):
        assert np.array_equal(_unnormalise(b.images[2 * s]), view)
    clean = Augment().train_image(im, 16, np.random.default_rng([0x5A3E, 4, 0, 0]))
    assert np.array_equal(views[0], clean)
    assert not np.array_equal(views[1], views[0]) and not np.array_equal(views[2], views[1])


@pytest.mark.parametrize("splits, batch, step_rows, clean", [(3, 6, 6, [0, 1]), (1, 6, 6, [0, 1, 2]),
                                                            (3, 12, 6, [0, 1, 6, 7]), (1, 8, 4, [0, 1, 4, 5])])
def test_resplit_leaves_the_first_split_of_each_step_unerased(folder, splits, batch, step_rows, clean):
    setting = dict(splits=splits, batch=batch, augment=Augment(reprob=1.0), step_rows=step_rows)
    erased = next(_loader(folder, **setting).epoch(0)).images
    kept = next(_loader(folder, resplit=True, **setting).epoch(0)).images
    others = [r for r in range(batch) if r not in clean]
    assert np.array_equal(kept[others], erased[others])
    for r in clean:                                           # unerased: whole pixels again
        u = _unnormalise(kept[r])
        assert not np.array_equal(kept[r], erased[r]) and u.min() >= 0 and u.max() <= 255


def test_each_step_is_laid_out_on_its_own(folder):
    """A batch of two steps (replicas or micro-batches) of 6 rows: each holds its 2 images' 3 views
    split by split, the images in order, the same views as one step of 6 and the next."""
    b = next(_loader(folder, batch=12, step_rows=6).epoch(0))
    one = list(_loader(folder, batch=6).epoch(0))
    assert np.array_equal(b.ids[:6], one[0].ids) and np.array_equal(b.images[:6], one[0].images)
    assert np.array_equal(b.ids[6:], one[1].ids) and np.array_equal(b.images[6:], one[1].images)


@pytest.mark.parametrize("kw, words", [
    (dict(batch=7), "multiple of 3"),
    (dict(batch=12, step_rows=4), "multiple of 3"),
    (dict(mixup=0.2), "without mixup"),
    (dict(repeats=2.0), "--aug-repeats"),
])
def test_refusals_are_one_line(folder, kw, words):
    with pytest.raises(DataError, match=words) as e:
        _loader(folder, **kw)
    assert "\n" not in str(e.value)
    with pytest.raises(DataError, match="eval loader gives one view"):
        Loader(folder, 6, train=False, image_size=16, seed=0, workers=0, splits=3)


@pytest.mark.torch
def test_layout_is_timms_collate(folder):
    """timm's fast_collate of AugMixDataset's (views, label) tuples puts view j of image i at row
    i + j·B: the loader's rows in the same order."""
    pytest.importorskip("torch")
    from timm.data.loader import fast_collate
    b = next(_loader(folder).epoch(0))
    u8 = _unnormalise(b.images).astype(np.uint8).transpose(0, 3, 1, 2)
    per_image = [(tuple(u8[s * 2 + n] for s in range(3)), int(b.labels[n])) for n in range(2)]
    images, targets = fast_collate(per_image)
    assert np.array_equal(images.numpy(), u8) and np.array_equal(targets.numpy(), b.labels)
