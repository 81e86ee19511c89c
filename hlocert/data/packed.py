"""The packed format: a split's encoded images in a few large shard files plus one index, read by offset.

A user's ImageNet is 1.28M files; listing and opening them one by one is slow, and 70k PNGs already
take seconds to scan. `pack_folder` copies each image's encoded bytes, unchanged, into shards:

    OUT/meta.json            format, version, classes (in label order), per split its shards
    OUT/{split}-{k:05d}.bin  the encoded images of the split, one after another (no headers)
    OUT/{split}.index.npy    one row per image: shard, offset, size, crc32 of the bytes, label

A sample is read with one `pread` at its offset (random access), so the loader's order stays the
global permutation of loader.py — shuffled across shards, a pure function of (seed, epoch), the
same for any worker or process count — and a multi-process run splits each global batch's rows, so
every sample is read by exactly one process per epoch. Bytes are stored as given: a packed split
decodes to the same pixels as its folder.

Damage is found where it is cheap. Opening a split compares each shard's size with the index: a
missing or truncated shard is named in one line on stderr with the samples it loses, and those are
left out (`PackedSplit.skipped`). A sample whose bytes fail their crc32 when read is a corrupt
image to the loader: replaced by the next decodable one, named once (shard and sample).
"""
from __future__ import annotations

import io
import json
import os
import sys
import zlib
from dataclasses import dataclass

import numpy as np

from .errors import DataError
from .folder import ImageFolder
from .transforms import decode_rgb

FORMAT = "hlocert-packed"
VERSION = 1
META = "meta.json"
SHARD_BYTES = 256 << 20   # ~2,400 ImageNet JPEGs (110 KB mean): its 1.28M in ~550 shards
INDEX_DTYPE = np.dtype([("shard", "<u4"), ("offset", "<u8"), ("size", "<u4"), ("crc32", "<u4"), ("label", "<i4")])


def is_packed(root) -> bool:
    return os.path.isfile(os.path.join(os.fspath(root), META))


def shard_name(split: str, k: int) -> str:
    return f"{split}-{k:05d}.bin"


class ShardWriter:
    """Appends encoded images of one split to shards of about `shard_bytes`; `close` writes its index.
    A split is written under temporary names and renamed into place by `close`, so a killed pack
    leaves no index that points at missing bytes."""

    def __init__(self, out: str, split: str, shard_bytes: int = SHARD_BYTES):
        if shard_bytes <= 0:
            raise DataError(f"shard size must be positive, got {shard_bytes} bytes")
        self.out, self.split, self.shard_bytes = out, split, int(shard_bytes)
        self.rows: list[tuple[int, int, int, int, int]] = []
        self.shards: list[dict] = []
        self._f = None

    def add(self, data: bytes, label: int) -> None:
        if self._f is None or (self._f.tell() > 0 and self._f.tell() + len(data) > self.shard_bytes):
            self._next_shard()
        self.rows.append((len(self.shards) - 1, self._f.tell(), len(data), zlib.crc32(data), int(label)))
        self._f.write(data)
        self.shards[-1]["samples"] += 1

    def _next_shard(self) -> None:
        self._close_shard()
        name = shard_name(self.split, len(self.shards))
        self.shards.append({"file": name, "bytes": 0, "samples": 0})
        self._f = open(os.path.join(self.out, name + ".tmp"), "wb")

    def _close_shard(self) -> None:
        if self._f is not None:
            self.shards[-1]["bytes"] = self._f.tell()
            self._f.close()
            self._f = None

    def close(self) -> dict:
        """Rename the shards into place, write the index; the split's entry for meta.json."""
        self._close_shard()
        for s in self.shards:
            os.replace(os.path.join(self.out, s["file"] + ".tmp"), os.path.join(self.out, s["file"]))
        index = np.array(self.rows, dtype=INDEX_DTYPE)
        tmp = os.path.join(self.out, f".{self.split}.index.tmp.npy")
        np.save(tmp, index)
        os.replace(tmp, os.path.join(self.out, f"{self.split}.index.npy"))
        return {"samples": len(self.rows), "shards": self.shards}


def write_meta(out: str, classes: list[str], splits: dict[str, dict], source: str) -> dict:
    """meta.json, last, atomically: its presence marks a complete packed set. Returns its content."""
    meta = {"format": FORMAT, "version": VERSION, "classes": list(classes), "splits": splits, "source": source}
    tmp = os.path.join(out, META + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(meta, f, indent=1)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, os.path.join(out, META))
    return meta


def pack_folder(src, out, splits=("train", "val"), shard_bytes: int = SHARD_BYTES, log=None) -> dict:
    """Pack the ImageFolder splits of `src` that exist into `out` (a new or empty directory); returns
    meta.json's content. The class list is train's (sorted, or its folder order), and every split
    must have the same classes."""
    src, out = os.fspath(src), os.fspath(out)
    present = [s for s in splits if os.path.isdir(os.path.join(src, s))]
    if not present:
        raise DataError(f"{src!r} has none of the splits {', '.join(splits)} (expected SRC/<split>/<class>/<images>)")
    if os.path.exists(out) and (not os.path.isdir(out) or os.listdir(out)):
        raise DataError(f"{out!r} exists and is not an empty directory: pack into a new one")
    os.makedirs(out, exist_ok=True)
    folders = {s: ImageFolder(src, s, progress=log is not None) for s in present}
    classes = folders[present[0]].classes
    for s, f in folders.items():
        if f.classes != classes:
            raise DataError(f"{f.split_dir!r}: classes differ from {present[0]}'s "
                            f"({sorted(set(f.classes) ^ set(classes))[:5]} in one only)")
    entries = {}
    for s, f in folders.items():
        w = ShardWriter(out, s, shard_bytes)
        for i, (path, label) in enumerate(f.samples):
            with open(path, "rb") as fh:
                w.add(fh.read(), label)
            if log is not None and (i + 1) % 10000 == 0:
                log(f"pack {s}: {i + 1}/{len(f.samples)} images")
        entries[s] = w.close()
        if log is not None:
            log(f"pack {s}: {entries[s]['samples']} images in {len(entries[s]['shards'])} shard(s)")
    return write_meta(out, classes, entries, source=os.path.abspath(src))


def read_meta(root: str) -> dict:
    path = os.path.join(root, META)
    try:
        with open(path, encoding="utf-8") as f:
            meta = json.load(f)
    except (OSError, ValueError) as e:
        raise DataError(f"cannot read {path!r}: {e}") from None
    if meta.get("format") != FORMAT or meta.get("version") != VERSION:
        raise DataError(f"{path!r} is not an {FORMAT} v{VERSION} set (format {meta.get('format')!r}, "
                        f"version {meta.get('version')!r}): re-pack it with `hlocert data pack`")
    return meta


@dataclass
class PackedSource:
    """Reads sample i of a packed split (what the loader's workers hold; pickles without open files)."""
    root: str
    files: list[str]
    index: np.ndarray

    def __post_init__(self):
        self._fds: dict[int, int] = {}

    def __getstate__(self):
        return {"root": self.root, "files": self.files, "index": self.index}

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._fds = {}

    def __len__(self) -> int:
        return len(self.index)

    def label(self, i: int) -> int:
        return int(self.index["label"][i])

    def name(self, i: int) -> str:
        r = self.index[i]
        return f"{os.path.join(self.root, self.files[r['shard']])} sample at byte {int(r['offset'])}"

    def read(self, i: int) -> bytes:
        """The encoded bytes of sample i; raises on a short read or a crc32 mismatch."""
        r = self.index[i]
        k = int(r["shard"])
        fd = self._fds.get(k)
        if fd is None:
            fd = self._fds[k] = os.open(os.path.join(self.root, self.files[k]), os.O_RDONLY)
        data = os.pread(fd, int(r["size"]), int(r["offset"]))
        if len(data) != int(r["size"]):
            raise ValueError(f"short read: {len(data)} of {int(r['size'])} bytes (the shard was truncated)")
        if zlib.crc32(data) != int(r["crc32"]):
            raise ValueError("crc32 mismatch: the shard's bytes are corrupt")
        return data

    def load(self, i: int):
        """The decoded RGB image; raises as `read` does, or on an undecodable image."""
        return decode_rgb(io.BytesIO(self.read(i)))


class PackedSplit:
    """One split of a packed set, with ImageFolder's face to the loader: `classes`, `split_dir`,
    `skipped` (sample name, why), `len`, `source()`."""

    def __init__(self, root, split: str):
        self.root = os.fspath(root)
        self.split = split
        self.split_dir = os.path.join(self.root, split)   # named in messages; the shards sit in root
        meta = read_meta(self.root)
        if split not in meta["splits"]:
            raise DataError(f"packed set {self.root!r} has no split {split!r} (it has "
                            f"{', '.join(meta['splits']) or 'none'})")
        self.classes: list[str] = list(meta["classes"])
        shards = meta["splits"][split]["shards"]
        ipath = os.path.join(self.root, f"{split}.index.npy")
        try:
            index = np.load(ipath)
        except (OSError, ValueError) as e:
            raise DataError(f"cannot read the index {ipath!r}: {e}; re-pack the set") from None
        if index.dtype != INDEX_DTYPE or len(index) != meta["splits"][split]["samples"]:
            raise DataError(f"{ipath!r} does not match {META} ({len(index)} rows of {index.dtype}); re-pack the set")
        keep = np.ones(len(index), bool)
        self.skipped: list[tuple[str, str]] = []
        for k, s in enumerate(shards):
            self._check_shard(k, s, index, keep)
        self.files = [s["file"] for s in shards]
        self._index = index[keep]
        if len(self._index) == 0:
            raise DataError(f"packed split {self.split_dir!r} has no readable sample left")

    def _check_shard(self, k: int, shard: dict, index: np.ndarray, keep: np.ndarray) -> None:
        """Leave out the samples of shard k past its end on disk (all of them if it is missing)."""
        path = os.path.join(self.root, shard["file"])
        try:
            have = os.path.getsize(path)
        except OSError as e:
            have, state = 0, f"missing ({e.strerror})"
        else:
            state = f"truncated ({have:,} of {shard['bytes']:,} bytes)"
        if have >= shard["bytes"]:
            return
        mine = np.flatnonzero(index["shard"] == k)
        lost = mine[index["offset"][mine] + index["size"][mine] > have]
        keep[lost] = False
        self.skipped.extend((f"{path} sample at byte {int(index['offset'][i])}", state) for i in lost)
        print(f"hlocert.data: shard {path} is {state}: skipped {len(lost)} of its {len(mine)} samples",
              file=sys.stderr)

    @property
    def labels(self) -> np.ndarray:
        return self._index["label"].astype(np.int64)

    def source(self) -> PackedSource:
        return PackedSource(self.root, self.files, self._index)

    def __len__(self) -> int:
        return len(self._index)

    def __repr__(self) -> str:
        return f"PackedSplit({self.split_dir!r}, {len(self.classes)} classes, {len(self)} images)"
