"""Data pipeline: folder scan, deterministic/resumable loader, corrupt images, targets, digits."""
import os

import numpy as np
import pytest
from PIL import Image

from hlocert.data import (IMAGENET_MEAN, IMAGENET_STD, Augment, Batch, DataError, ImageFolder, Loader,
                          build_digits_folder)


def _img(rng, w, h):
    return Image.fromarray(rng.integers(0, 256, (h, w, 3), dtype=np.uint8))


def make_folder(root, classes=("b", "a", "c10", "c2"), per_class=5, split="train", fmt="png",
                seed=0):
    rng = np.random.default_rng(seed)
    for c in classes:
        d = root / split / c
        d.mkdir(parents=True, exist_ok=True)
        for i in range(per_class):
            im = _img(rng, int(rng.integers(20, 48)), int(rng.integers(20, 48)))
            ext = fmt if fmt != "mixed" else ("png" if i % 2 else "jpg")
            im.save(d / f"{i:03d}.{ext}")
    return root


def batches(loader, epoch, start=0):
    return list(loader.epoch(epoch, start))


def same(a: list[Batch], b: list[Batch]):
    assert len(a) == len(b)
    for x, y in zip(a, b):
        assert x.index == y.index and x.valid == y.valid
        assert np.array_equal(x.images, y.images)
        assert np.array_equal(x.targets, y.targets)
        assert np.array_equal(x.labels, y.labels)


# ---------------------------------------------------------------------------------- folder ---

def test_class_order_like_torchvision(tmp_path):
    make_folder(tmp_path, fmt="mixed")
    (tmp_path / "train" / "a" / "notes.txt").write_text("not an image")
    f = ImageFolder(tmp_path, "train", progress=False)
    assert f.classes == ["a", "b", "c10", "c2"]
    assert len(f.samples) == 20
    assert [y for _, y in f.samples] == sorted(y for _, y in f.samples)
    assert all(p.endswith((".png", ".jpg")) for p, _ in f.samples)
    paths_a = [p for p, y in f.samples if y == 0]
    assert paths_a == sorted(paths_a)


def test_class_index_file(tmp_path):
    make_folder(tmp_path)
    idx = tmp_path / "classes.txt"
    idx.write_text("c2\nb\n\na\nc10\n")
    f = ImageFolder(tmp_path, "train", class_index=str(idx), progress=False)
    assert f.classes == ["c2", "b", "a", "c10"]
    for p, y in f.samples:
        assert os.path.basename(os.path.dirname(p)) == f.classes[y]
    idx.write_text("c2\nb\na\n")  # c10 not listed
    with pytest.raises(DataError, match="not in"):
        ImageFolder(tmp_path, "train", class_index=str(idx), progress=False)
    idx.write_text("c2\nb\na\nc10\nzz\n")
    with pytest.raises(DataError, match="no directory"):
        ImageFolder(tmp_path, "train", class_index=str(idx), progress=False)


def test_errors(tmp_path):
    make_folder(tmp_path)
    with pytest.raises(DataError, match="missing split"):
        ImageFolder(tmp_path, "val", progress=False)
    (tmp_path / "train" / "empty").mkdir()
    with pytest.raises(DataError, match="holds no images"):
        ImageFolder(tmp_path, "train", progress=False)
    (tmp_path / "val").mkdir()
    with pytest.raises(DataError, match="no class directories"):
        ImageFolder(tmp_path, "val", progress=False)
    os.rmdir(tmp_path / "train" / "empty")
    f = ImageFolder(tmp_path, "train", progress=False)
    with pytest.raises(DataError, match="class count mismatch"):
        Loader(f, 4, train=True, image_size=16, seed=0, workers=0, num_classes=1000)
    Loader(f, 4, train=True, image_size=16, seed=0, workers=0, num_classes=4)


# ---------------------------------------------------------------------------------- loader ---

@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    root = make_folder(tmp_path_factory.mktemp("imgs"), per_class=6, fmt="mixed")
    return ImageFolder(root, "train", progress=False)


def test_batch_format_and_normalisation(folder):
    L = Loader(folder, 5, train=True, image_size=24, seed=3, workers=0)
    assert L.batches_per_epoch == 24 // 5
    b = next(L.epoch(0))
    assert b.images.shape == (5, 24, 24, 3) and b.images.dtype == np.float32
    assert b.targets.shape == (5, 4) and b.targets.dtype == np.float32
    assert b.labels.dtype == np.int64 and b.valid == 5 and b.index == 0
    assert np.array_equal(b.targets, np.eye(4, dtype=np.float32)[b.labels])
    np.testing.assert_allclose(IMAGENET_MEAN, [0.485, 0.456, 0.406])
    np.testing.assert_allclose(IMAGENET_STD, [0.229, 0.224, 0.225])
    # undo the normalisation: values must be integers 0..255 / 255
    u = (b.images * IMAGENET_STD + IMAGENET_MEAN) * 255
    assert np.abs(u - np.rint(u)).max() < 1e-3 and u.min() > -1e-3 and u.max() < 255 + 1e-3


def test_normalisation_exact_on_uniform_image(tmp_path):
    d = tmp_path / "val" / "k"
    d.mkdir(parents=True)
    Image.new("RGB", (40, 30), (255, 0, 128)).save(d / "x.png")
    L = Loader(ImageFolder(tmp_path, "val", progress=False), 1, train=False, image_size=16,
               seed=0, workers=0)
    b = next(L.epoch(0))
    want = (np.array([255, 0, 128], np.float32) / 255 - IMAGENET_MEAN) / IMAGENET_STD
    np.testing.assert_allclose(b.images[0], np.broadcast_to(want, (16, 16, 3)), atol=1e-5)


def test_deterministic_order_per_seed_epoch(folder):
    L = Loader(folder, 4, train=True, image_size=16, seed=7, workers=0)
    e0, e0b, e1 = batches(L, 0), batches(L, 0), batches(L, 1)
    same(e0, e0b)
    assert not np.array_equal(np.concatenate([b.labels for b in e0]),
                              np.concatenate([b.labels for b in e1])) or \
        not np.array_equal(e0[0].images, e1[0].images)
    L2 = Loader(folder, 4, train=True, image_size=16, seed=8, workers=0)
    assert not np.array_equal(batches(L2, 0)[0].images, e0[0].images)
    # a fresh loader with the same seed reproduces the epoch
    same(e0, batches(Loader(folder, 4, train=True, image_size=16, seed=7, workers=0), 0))


def test_resume_start_is_bitwise_suffix(folder):
    L = Loader(folder, 4, train=True, image_size=16, seed=1, workers=0, label_smoothing=0.1,
               mixup=0.8, cutmix=1.0)
    full = batches(L, 2)
    for start in (1, 3, L.batches_per_epoch):
        L2 = Loader(folder, 4, train=True, image_size=16, seed=1, workers=0,
                    label_smoothing=0.1, mixup=0.8, cutmix=1.0)
        same(full[start:], batches(L2, 2, start))


def test_workers_identical(folder):
    kw = dict(train=True, image_size=16, seed=5, label_smoothing=0.1, mixup=0.8, cutmix=1.0)
    a = batches(Loader(folder, 4, workers=0, **kw), 0)
    with Loader(folder, 4, workers=2, prefetch=2, **kw) as L:
        same(a, batches(L, 0))
        same(a[2:], batches(L, 0, start=2))  # resume through the pool too
    ev0 = batches(Loader(folder, 7, train=False, image_size=16, seed=0, workers=0), 0)
    with Loader(folder, 7, train=False, image_size=16, seed=0, workers=2) as L:
        same(ev0, batches(L, 0))


def test_eval_padding_and_order(folder):
    L = Loader(folder, 5, train=False, image_size=16, seed=0, workers=0, label_smoothing=0.1)
    bs = batches(L, 0)
    assert L.batches_per_epoch == 5 == len(bs)  # ceil(24 / 5)
    assert [b.valid for b in bs] == [5, 5, 5, 5, 4]
    last = bs[-1]
    assert np.all(last.images[4:] == 0) and np.all(last.targets[4:] == 0)
    assert np.all(last.labels[4:] == 0)
    assert not np.any(np.all(last.images[:4] == 0, axis=(1, 2, 3)))
    labels = np.concatenate([b.labels[:b.valid] for b in bs])
    assert labels.tolist() == [y for _, y in folder.samples]  # eval keeps folder order
    same(bs, batches(L, 3))  # eval does not depend on the epoch


def test_label_smoothing_values(folder):
    L = Loader(folder, 6, train=True, image_size=16, seed=0, workers=0, label_smoothing=0.1)
    b = next(L.epoch(0))
    np.testing.assert_allclose(b.targets.sum(1), 1.0, rtol=1e-6)
    K = 4
    for t, y in zip(b.targets, b.labels):
        np.testing.assert_allclose(t[y], 1 - 0.1 + 0.1 / K, rtol=1e-6)
        np.testing.assert_allclose(np.delete(t, y), 0.1 / K, rtol=1e-6)


@pytest.mark.parametrize("mixup,cutmix", [(0.8, 0.0), (0.0, 1.0), (0.8, 1.0)])
def test_mixup_cutmix_convex(folder, mixup, cutmix):
    plain = batches(Loader(folder, 6, train=True, image_size=16, seed=4, workers=0,
                           label_smoothing=0.1), 0)
    mixed = batches(Loader(folder, 6, train=True, image_size=16, seed=4, workers=0,
                           label_smoothing=0.1, mixup=mixup, cutmix=cutmix), 0)
    for p, m in zip(plain, mixed):
        assert np.array_equal(p.labels, m.labels)
        np.testing.assert_allclose(m.targets.sum(1), 1.0, rtol=1e-5)
        # targets = lam * t + (1 - lam) * t[::-1] for one lam in [0, 1]
        t, tf = p.targets, p.targets[::-1]
        d = t - tf
        k = np.abs(d).argmax()
        lam = 1.0 if abs(d.flat[k]) < 1e-9 else (m.targets - tf).flat[k] / d.flat[k]
        assert -1e-5 <= lam <= 1 + 1e-5
        np.testing.assert_allclose(m.targets, lam * t + (1 - lam) * tf, atol=1e-5)
        if cutmix > 0 and mixup == 0:  # every pixel comes from one of the two images
            x, xf = p.images, p.images[::-1]
            assert np.all((m.images == x) | (m.images == xf))
        if mixup > 0 and cutmix == 0:
            np.testing.assert_allclose(m.images, lam * p.images + (1 - lam) * p.images[::-1],
                                       atol=1e-4)


def test_rrc_scale_option(folder):
    a = batches(Loader(folder, 4, train=True, image_size=16, seed=0, workers=0), 0)
    b = batches(Loader(folder, 4, train=True, image_size=16, seed=0, workers=0,
                       augment=Augment(scale=(0.5, 1.0))), 0)
    assert np.array_equal(a[0].labels, b[0].labels)  # same order, different crops
    assert not np.array_equal(a[0].images, b[0].images)
    with pytest.raises(DataError):
        Loader(folder, 4, train=True, image_size=16, seed=0, augment=Augment(scale=(0.0, 1.0)))


def test_corrupt_images_skipped(tmp_path):
    make_folder(tmp_path, classes=("a", "b"), per_class=4, fmt="mixed")
    good = tmp_path / "train" / "a" / "000.jpg"
    buf = good.read_bytes()
    (tmp_path / "train" / "a" / "900_trunc.jpg").write_bytes(buf[: len(buf) // 2])
    (tmp_path / "train" / "b" / "901_random.png").write_bytes(
        np.random.default_rng(0).integers(0, 256, 500, dtype=np.uint8).tobytes())
    f = ImageFolder(tmp_path, "train", progress=False)
    assert len(f.samples) == 10
    results = {}
    for workers in (0, 2):
        with Loader(f, 5, train=True, image_size=16, seed=0, workers=workers) as L:
            bs = batches(L, 0)
            assert L.skipped == 2
            assert sorted(os.path.basename(p) for p in L.skipped_paths) == \
                ["900_trunc.jpg", "901_random.png"]
            for b in bs:  # no zero image, ever
                raw = (b.images * IMAGENET_STD + IMAGENET_MEAN)
                assert not np.any(np.all(np.abs(raw) < 1e-6, axis=(1, 2, 3)))
            results[workers] = bs
    same(results[0], results[2])
    ev = Loader(f, 4, train=False, image_size=16, seed=0, workers=0)
    bs = batches(ev, 0)
    assert ev.skipped == 2 and [b.valid for b in bs] == [4, 3, 1]     # left out, not substituted


def test_eval_skips_an_undecodable_image_and_scores_each_readable_one_once(tmp_path):
    """Before: the next image took a bad one's place, so it was scored twice (val_images 11 with 10
    readable): an eval pass yields each readable image once, in folder order, and counts the bad."""
    make_folder(tmp_path, classes=("a", "b", "c"), per_class=3, split="val")
    (tmp_path / "val" / "b" / "001.png").write_bytes(b"not a png")
    f = ImageFolder(tmp_path, "val", progress=False)
    readable = [(p, y) for p, y in f.samples if not p.endswith(os.path.join("b", "001.png"))]
    one = {}
    for workers in (0, 2):
        with Loader(f, 4, train=False, image_size=16, seed=0, workers=workers) as ev:
            bs = batches(ev, 0)
            assert ev.skipped == 1 and ev.skipped_images == 1
        assert sum(b.valid for b in bs) == len(readable) == 8
        assert [int(y) for b in bs for y in b.labels[:b.valid]] == [y for _, y in readable]
        rows = np.concatenate([b.images[:b.valid] for b in bs])
        assert not np.any(np.all(rows == 0, axis=(1, 2, 3)))            # no padding scored as an image
        one[workers] = rows
    assert np.array_equal(one[0], one[2])
    with Loader(f, 9, train=False, image_size=16, seed=0, workers=0) as whole:   # each row is that image's
        alone = ImageFolder(tmp_path, "val", progress=False)
        alone.samples = readable
        with Loader(alone, 9, train=False, image_size=16, seed=0, workers=0) as ref:
            assert np.array_equal(batches(whole, 0)[0].images[:8], batches(ref, 0)[0].images[:8])


def test_all_corrupt_is_error(tmp_path):
    d = tmp_path / "train" / "a"
    d.mkdir(parents=True)
    (d / "x.png").write_bytes(b"not a png")
    (d / "y.png").write_bytes(b"not a png either")
    L = Loader(ImageFolder(tmp_path, "train", progress=False), 2, train=True, image_size=8,
               seed=0, workers=0)
    with pytest.raises(DataError, match="could be decoded"):
        batches(L, 0)


# ---------------------------------------------------------------------------------- digits ---

def test_build_digits_folder(tmp_path):
    root = str(tmp_path / "digits")
    assert build_digits_folder(root) == root
    tr, va = ImageFolder(root, "train", progress=False), ImageFolder(root, "val", progress=False)
    assert tr.classes == va.classes == [str(i) for i in range(10)]
    assert len(tr) + len(va) == 1797
    per = [178, 182, 177, 183, 181, 182, 181, 179, 174, 180]  # sklearn digits class counts
    for c in range(10):
        nt = sum(1 for _, y in tr.samples if y == c)
        nv = sum(1 for _, y in va.samples if y == c)
        assert nt + nv == per[c] and nv == round(0.2 * per[c])
    with Image.open(tr.samples[0][0]) as im:
        assert im.size == (32, 32) and im.mode == "RGB"
    mtimes = {p: os.stat(p).st_mtime_ns for p, _ in tr.samples[:50]}
    assert build_digits_folder(root) == root  # reused, not rebuilt: no file is rewritten
    assert mtimes == {p: os.stat(p).st_mtime_ns for p, _ in tr.samples[:50]}
    # an incomplete cache (marker missing) is rebuilt with the same split
    os.remove(os.path.join(root, ".hlocert-digits-complete.json"))
    build_digits_folder(root)
    tr2 = ImageFolder(root, "train", progress=False)
    assert [os.path.relpath(p, root) for p, _ in tr2.samples] == \
        [os.path.relpath(p, root) for p, _ in tr.samples]
    L = Loader(tr2, 32, train=True, image_size=32, seed=0, workers=0, augment=Augment(scale=(0.35, 1.0)))
    b = next(L.epoch(0))
    assert b.images.shape == (32, 32, 32, 3)


def test_normalize_is_the_imagenet_formula():
    from hlocert.data.transforms import normalize
    rng = np.random.default_rng(3)
    u8 = rng.integers(0, 256, (3, 5, 7, 3), dtype=np.uint8)
    u8[0, 0, 0] = (0, 128, 255)
    want = (u8.astype(np.float64) / 255.0 - IMAGENET_MEAN.astype(np.float64)) / IMAGENET_STD.astype(np.float64)
    for x in (u8, u8[:, :, ::-1]):              # contiguous and a strided view
        got = normalize(x)
        assert got.dtype == np.float32 and got.shape == x.shape
        ref = want if x is u8 else want[:, :, ::-1]
        assert np.max(np.abs(got - ref)) <= 5e-7 * np.max(np.abs(ref)) + 1e-6
    # each channel gets its own mean and std (a swapped channel would be off by >0.1)
    assert np.allclose(normalize(np.zeros((1, 1, 1, 3), np.uint8))[0, 0, 0], -IMAGENET_MEAN / IMAGENET_STD)


# ------------------------------------------------------------------ hostile inputs (issue 10) ---

def test_fifo_named_like_an_image_is_skipped_and_counted(tmp_path, alarm):
    make_folder(tmp_path, classes=("a", "b"), per_class=4)
    os.mkfifo(tmp_path / "train" / "a" / "x.png")
    f = ImageFolder(tmp_path, "train", progress=False)
    assert len(f.samples) == 8 and [os.path.basename(p) for p, _ in f.skipped] == ["x.png"]
    assert "not a regular file" in f.skipped[0][1]
    L = Loader(f, 4, train=True, image_size=8, seed=0, workers=0)
    assert len(batches(L, 0)) == 2 and L.skipped_images == 1


def test_symlink_loop_is_walked_once(tmp_path):
    make_folder(tmp_path, classes=("a", "b"), per_class=3)
    os.symlink(".", tmp_path / "train" / "a" / "loop")             # a/loop -> a
    os.symlink("../b", tmp_path / "train" / "a" / "also_b")        # a second way into b is fine once
    f = ImageFolder(tmp_path, "train", progress=False)
    per_class = [sum(1 for _, y in f.samples if y == c) for c in range(2)]
    assert per_class == [6, 3], per_class                          # a: its 3 + b's 3 via also_b; not ×41
    assert [os.path.basename(p) for p, _ in f.skipped] == ["loop"]
    assert "symlink loop" in f.skipped[0][1]


def test_16_bit_png_is_scaled_not_clipped(tmp_path):
    from hlocert.data.transforms import load_rgb
    ramp = np.linspace(0, 65535, 64 * 64).round().astype(np.uint16).reshape(64, 64)
    Image.fromarray(ramp).save(tmp_path / "g16.png")
    with Image.open(tmp_path / "g16.png") as im:
        assert im.mode.startswith("I")                             # Pillow opens it as 16-bit
    got = np.asarray(load_rgb(str(tmp_path / "g16.png")))
    want = np.rint(ramp * (255 / 65535)).astype(np.uint8)
    assert np.array_equal(got[..., 0], want) and len(np.unique(got)) == 256


def test_decompression_bomb_is_refused_and_skipped(tmp_path):
    from hlocert.data import transforms
    make_folder(tmp_path, classes=("a",), per_class=4)
    w, h = 8000, transforms.MAX_IMAGE_PIXELS // 8000 + 1           # just over the limit
    Image.new("L", (w, h)).save(tmp_path / "train" / "a" / "bomb.png")
    with pytest.raises(ValueError, match="decompression-bomb limit"):
        transforms.load_rgb(str(tmp_path / "train" / "a" / "bomb.png"))
    L = Loader(ImageFolder(tmp_path, "train", progress=False), 5, train=True, image_size=8, seed=0, workers=0)
    assert len(batches(L, 0)) == 1 and L.skipped_images == 1
