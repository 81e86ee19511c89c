"""The packed format (data/packed.py) over a small real folder, named data sets (data/named.py), and
Fashion-MNIST's real idx files (data/fashion_mnist.py)."""
import gzip
import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from hlocert.cli import main
from hlocert.data import DataError, ImageFolder, Loader, build_digits_folder
from hlocert.data import fashion_mnist as fm
from hlocert.data.named import default_image_size, open_split, split_classes
from hlocert.data.packed import PackedSplit, pack_folder
from hlocert.data.transforms import decode_rgb

B = 8
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def real_folder(tmp_path_factory):
    """32 train and 12 val images of 4 classes: the digits' real PNGs."""
    src, root = Path(build_digits_folder()), tmp_path_factory.mktemp("real")
    for split, per_class in (("train", 8), ("val", 3)):
        for c in ("1", "3", "5", "7"):
            (root / split / c).mkdir(parents=True)
            for p in sorted((src / split / c).iterdir())[:per_class]:
                shutil.copy(p, root / split / c / p.name)
    return root


@pytest.fixture
def packed(real_folder, tmp_path):
    """The folder packed into shards of ~4 KiB (a few images each), in a fresh copy per test."""
    pack_folder(real_folder, tmp_path / "packed", shard_bytes=4096)
    return tmp_path / "packed"


def _epoch(split, epoch=0, workers=0, **kw):
    ld = Loader(split, B, train=kw.pop("train", True), image_size=32, seed=7, workers=workers, **kw)
    try:
        return list(ld.epoch(epoch)), ld
    finally:
        ld.close()


def test_pack_reads_back_identical_samples(real_folder, packed):
    folder, split = ImageFolder(real_folder, "train", progress=False), PackedSplit(packed, "train")
    meta = json.loads((packed / "meta.json").read_text())
    assert len(meta["splits"]["train"]["shards"]) > 3 and meta["splits"]["val"]["samples"] == 12
    assert split.classes == folder.classes == split_classes(str(packed)) and len(split) == len(folder) == 32
    src = split.source()
    for i, (path, label) in enumerate(folder.samples):
        assert src.read(i) == Path(path).read_bytes() and src.label(i) == label
    for train in (True, False):   # the same order, crops and pixels as the folder's loader
        a, _ = _epoch(folder, 1, train=train, mixup=0.8 if train else 0.0)
        b, _ = _epoch(split, 1, train=train, mixup=0.8 if train else 0.0)
        assert len(a) == len(b) == 4
        for x, y in zip(a, b):
            assert np.array_equal(x.images, y.images) and np.array_equal(x.targets, y.targets)
            assert np.array_equal(x.ids, y.ids) and np.array_equal(x.labels, y.labels)


def test_shuffle_is_deterministic_and_across_shards(packed):
    split = PackedSplit(packed, "train")
    shard_of = split.source().index["shard"]
    e0, _ = _epoch(split, 0)
    again, _ = _epoch(split, 0, workers=2)
    e1, _ = _epoch(split, 1)
    ids0 = np.concatenate([b.ids for b in e0])
    assert np.array_equal(ids0, np.concatenate([b.ids for b in again]))  # workers change nothing
    assert sorted(ids0) == list(range(32))                                # an epoch is a permutation
    assert not np.array_equal(ids0, np.concatenate([b.ids for b in e1]))  # a new order each epoch
    assert all(len(set(shard_of[b.ids])) > 1 for b in e0)                # every batch mixes shards
    assert not np.array_equal(ids0, np.sort(ids0))


def test_corrupt_shard_one_line_and_skipped(packed, capfd):
    split = PackedSplit(packed, "val")
    src = split.source()
    victim = 5
    r = src.index[victim]
    shard = packed / src.files[r["shard"]]
    data = bytearray(shard.read_bytes())
    data[int(r["offset"]) + int(r["size"]) // 2] ^= 0xFF
    shard.write_bytes(bytes(data))
    capfd.readouterr()
    batches, ld = _epoch(split, train=False)
    lines = [ln for ln in capfd.readouterr().err.splitlines() if ln.startswith("hlocert.data")]
    assert len(lines) == 1, lines
    assert str(shard) in lines[0] and f"sample at byte {int(r['offset'])}" in lines[0] and "crc32" in lines[0]
    assert ld.skipped == 1 and ld.skipped_images == 1
    ids = np.concatenate([b.ids[:b.valid] for b in batches])
    assert len(ids) == 11 and set(ids) == set(range(12)) - {victim}   # skipped, never substituted


@pytest.mark.parametrize("damage", ["truncated", "missing"])
def test_damaged_shard_one_line_and_skipped(packed, capfd, damage):
    meta = json.loads((packed / "meta.json").read_text())
    shard = meta["splits"]["train"]["shards"][1]
    path = packed / shard["file"]
    if damage == "truncated":
        os.truncate(path, shard["bytes"] // 2)
    else:
        path.unlink()
    capfd.readouterr()
    split = PackedSplit(packed, "train")
    lines = capfd.readouterr().err.splitlines()
    lost = 32 - len(split)
    assert len(lines) == 1 and lines[0].startswith(f"hlocert.data: shard {path} is {damage}"), lines
    assert f"skipped {lost} of its {shard['samples']} samples" in lines[0] and lost >= 1
    assert len(split.skipped) == lost
    if damage == "missing":
        assert lost == shard["samples"]
    batches, ld = _epoch(split, train=False)   # the rest reads without another word
    assert ld.skipped == 0 and "hlocert.data" not in capfd.readouterr().err
    assert sum(b.valid for b in batches) == len(split)


_CHILD = """
import json, sys
from hlocert.data.packed import PackedSplit
from hlocert.data import Loader
start, stop = map(int, sys.argv[2:4])
ld = Loader(PackedSplit(sys.argv[1], "train"), {B}, train=True, image_size=32, seed=3, workers=0, rows=(start, stop))
print(json.dumps([[int(i) for i in b.ids] for e in (0, 1) for b in ld.epoch(e)]))
"""


def test_two_processes_read_every_sample_once(packed):
    """Two real processes, each its rows of every global batch (train/inputs.py's split of a 2-process
    run), read every sample of an epoch exactly once between them, and together the one-process batches."""
    from hlocert.train.inputs import process_rows

    env = {**os.environ, "PYTHONPATH": str(REPO)}
    procs = [subprocess.Popen([sys.executable, "-c", _CHILD.format(B=B), str(packed),
                               *map(str, process_rows(B // 2, 2, pid, 2))],
                              stdout=subprocess.PIPE, env=env, text=True) for pid in range(2)]
    outs = [json.loads(p.communicate(timeout=120)[0]) for p in procs]
    assert all(p.returncode == 0 for p in procs)
    one = Loader(PackedSplit(packed, "train"), B, train=True, image_size=32, seed=3, workers=0)
    joint = [a + b for a, b in zip(*outs)]
    assert joint == [[int(i) for i in b.ids] for e in (0, 1) for b in one.epoch(e)]
    per_epoch = len(joint) // 2
    for e in (0, 1):
        read = [i for batch in joint[e * per_epoch:(e + 1) * per_epoch] for i in batch]
        assert sorted(read) == list(range(32))
    assert all(len(b) == B // 2 for o in outs for b in o)


def test_named_and_packed_roots(packed, real_folder):
    assert default_image_size("fashion-mnist") == default_image_size(None) == 32
    assert default_image_size(str(real_folder)) == 224
    assert isinstance(open_split(str(packed), "val"), PackedSplit)
    assert isinstance(open_split(str(real_folder), "val", progress=False), ImageFolder)
    with pytest.raises(DataError, match="no split 'test'"):
        PackedSplit(packed, "test")


def test_cli_pack(real_folder, tmp_path, capsys):
    assert main(["data", "pack", str(real_folder), str(tmp_path / "p"), "--shard-mb", "0.01"]) == 0
    assert json.loads(capsys.readouterr().out) == {"out": str(tmp_path / "p"), "classes": 4, "train": 32, "val": 12}
    assert main(["data", "pack", str(real_folder), str(tmp_path / "p")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"data: error: {str(tmp_path / 'p')!r} exists and is not an empty directory: pack into a new one"]


# ------------------------------------------------------------------------------ fashion-mnist ---

@pytest.fixture(scope="module")
def idx_dir():
    try:
        return fm.obtain()
    except DataError as e:
        pytest.skip(f"Fashion-MNIST cannot be obtained on this machine: {e}")


def test_fashion_mnist_idx_real_files(idx_dir, tmp_path):
    fm.check_files(idx_dir)   # the pinned sha256 of each of the four files
    for split, n in (("train", 60000), ("val", 10000)):
        images, labels = fm.load_split(idx_dir, split)
        assert images.shape == (n, 28, 28) and images.dtype == np.uint8
        assert np.bincount(labels).tolist() == [n // 10] * 10
        assert images.min() == 0 and images.max() == 255
    # a damaged copy: the sha256 check names the file; a truncated idx names its sizes
    for name in fm.SHA256:
        shutil.copy(os.path.join(idx_dir, name), tmp_path / name)
    lab = tmp_path / "t10k-labels-idx1-ubyte.gz"
    raw = bytearray(lab.read_bytes())
    raw[len(raw) // 2] ^= 1
    lab.write_bytes(bytes(raw))
    with pytest.raises(DataError, match=f"{lab}: sha256 [0-9a-f]{{64}} is not the pinned"):
        fm.check_files(str(tmp_path))
    with gzip.open(lab, "wb") as f:
        f.write(gzip.decompress(Path(idx_dir, lab.name).read_bytes())[:-10])
    with pytest.raises(DataError, match=r"idx header says \(10000,\) = 10,000 bytes, the file holds 9,990"):
        fm.read_idx(str(lab))


def test_fashion_mnist_encoding(idx_dir):
    """28² grey → 32² by bicubic, stored grey, read as RGB with the grey in all three channels."""
    images, _ = fm.load_split(idx_dir, "val")
    rgb = np.asarray(decode_rgb(io.BytesIO(fm.encode(images[0]))))
    want = np.asarray(Image.fromarray(images[0]).resize((32, 32), Image.Resampling.BICUBIC))
    assert rgb.shape == (32, 32, 3) and all(np.array_equal(rgb[..., c], want) for c in range(3))


@pytest.mark.slow
def test_fashion_mnist_prepare(idx_dir, tmp_path):
    root = fm.prepare(str(tmp_path / "fm"))
    assert fm.prepare(str(tmp_path / "fm")) == root   # reused
    val = open_split(root, "val")
    images, labels = fm.load_split(idx_dir, "val")
    assert val.classes == fm.CLASSES and len(val) == 10000 and len(PackedSplit(root, "train")) == 60000
    assert np.array_equal(val.labels, labels) and val.source().read(9999) == fm.encode(images[9999])
