"""ImageNet-layout folder scan: ``ROOT/<split>/<class>/**/<image>``.

Classes are sorted like torchvision's ``ImageFolder`` (plain string sort of the class directory
names) unless a class-index file (one class name per line, blank lines ignored) gives the order, or
timm's class map (`--class-map`: a .txt, class name i on line i, the folders it does not name left
out). Files inside a class are found recursively and sorted, with torchvision's extension list (or
`extensions`: timm's `--input-key` for a folder, its file types).
Symbolic links are followed, but only regular files are read: a FIFO, socket or device named like
an image is skipped (opening a FIFO would block forever), and a directory reached a second time
(a symlink loop, or two links to one folder) is not walked again. Each skip is recorded in
`ImageFolder.skipped` as (path, why).
"""
from __future__ import annotations

import os
import stat
import sys
import time

from .errors import DataError
from .transforms import load_rgb

IMG_EXTENSIONS = (".jpg", ".jpeg", ".png", ".ppm", ".bmp", ".pgm", ".tif", ".tiff", ".webp")


def _read_class_index(path: str) -> list[str]:
    try:
        with open(path, encoding="utf-8") as f:
            names = [line.strip() for line in f]
    except OSError as e:
        raise DataError(f"cannot read class-index file {path!r}: {e}") from None
    names = [n for n in names if n]
    if not names:
        raise DataError(f"class-index file {path!r} lists no classes")
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise DataError(f"class-index file {path!r} lists classes more than once: {dup[:5]}")
    return names


def read_class_map(path: str, root: str = "") -> list[str]:
    """timm's class map file (`--class-map`, its `load_class_map`): a .txt whose line i names the
    class of label i; a path that does not exist is tried under `root` (as timm). DataError, one
    line, for a missing or unreadable file, another format (timm's .pkl), a blank line (timm would
    leave its label unused) or a name listed twice."""
    found = path if os.path.exists(path) else os.path.join(root, path)
    if not os.path.isfile(found):
        raise DataError(f"--class-map {path}: no such file (nor under {root})" if root else
                        f"--class-map {path}: no such file")
    if os.path.splitext(path)[1].lower() != ".txt":
        raise DataError(f"--class-map {path}: hlocert reads timm's .txt class map (class name i on line i); "
                        f"write the names one a line")
    try:
        with open(found, encoding="utf-8") as f:
            names = [line.strip() for line in f]
    except (OSError, UnicodeDecodeError) as e:
        raise DataError(f"--class-map {path}: cannot read it ({e})") from None
    while names and not names[-1]:
        names.pop()
    if not names:
        raise DataError(f"--class-map {path}: names no class")
    if "" in names:
        raise DataError(f"--class-map {path}: line {names.index('') + 1} is blank (timm would leave label "
                        f"{names.index('')} unused): one class name a line")
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise DataError(f"--class-map {path}: names classes more than once: {dup[:5]}")
    return names


def file_types(input_key: str | None) -> tuple[str, ...]:
    """timm's `--input-key` of a folder (its ReaderImageFolder's file types: extensions with their dot,
    ';' between them) as a tuple; IMG_EXTENSIONS for None; DataError, one line, for another text."""
    if input_key is None:
        return IMG_EXTENSIONS
    types = tuple(t.strip().lower() for t in input_key.split(";"))
    if not all(len(t) >= 2 and t.startswith(".") for t in types):
        raise DataError(f"--input-key {input_key!r}: a folder's input key is its image file types, each with its "
                        f"dot, ';' between them (timm's: e.g. .png;.jpg)")
    return types


def scan_images(cdir: str, skipped: list[tuple[str, str]], extensions: tuple[str, ...] = IMG_EXTENSIONS) -> list[str]:
    """The regular image files under `cdir` (a class directory; a folder `hlocert predict` is given), sorted; what is skipped is appended to `skipped`."""
    out: list[str] = []
    top = os.stat(cdir)
    seen = {(top.st_dev, top.st_ino)}
    for dirpath, dirnames, filenames in os.walk(cdir, followlinks=True):
        dirnames.sort()
        for d in list(dirnames):
            path = os.path.join(dirpath, d)
            try:
                st = os.stat(path)
            except OSError as e:
                dirnames.remove(d)
                skipped.append((path, f"unreadable directory ({e.strerror})"))
                continue
            if (st.st_dev, st.st_ino) in seen:
                dirnames.remove(d)
                skipped.append((path, "directory already walked (a symlink loop or a second link to it)"))
            else:
                seen.add((st.st_dev, st.st_ino))
        for fn in sorted(filenames):
            if not fn.lower().endswith(extensions) or fn.startswith("."):
                continue
            path = os.path.join(dirpath, fn)
            try:
                mode = os.stat(path).st_mode
            except OSError as e:
                skipped.append((path, f"unreadable ({e.strerror})"))
                continue
            if stat.S_ISREG(mode):
                out.append(path)
            else:
                skipped.append((path, "not a regular file (FIFO, socket or device)"))
    return out


def class_dirs(split_dir: str) -> list[str]:
    """The class directory names of a split, sorted (what ImageFolder finds without an index)."""
    return sorted(e.name for e in os.scandir(split_dir) if e.is_dir() and not e.name.startswith("."))


class ImageFolder:
    """Scan ``root/split`` into ``classes`` and ``samples`` (path, class id).

    Raises :class:`DataError` at construction for a missing split directory, a split with no
    classes, a class directory without images, or a class-index file that does not match the
    class directories.
    """

    def __init__(self, root, split: str, class_index: str | None = None, progress=True, class_map: str | None = None,
                 extensions: tuple[str, ...] = IMG_EXTENSIONS):
        self.root = os.fspath(root)
        self.split = split
        self.split_dir = os.path.join(self.root, split)
        if not os.path.isdir(self.split_dir):
            raise DataError(f"missing split directory {self.split_dir!r} "
                            f"(expected ROOT/{split}/<class>/<images>)")
        found = class_dirs(self.split_dir)
        self.left_out: list[str] = []     # class folders a class map does not name
        if class_map is not None:
            classes = read_class_map(class_map, self.root)
            missing = [c for c in classes if c not in set(found)]
            if missing:
                raise DataError(f"--class-map {class_map}: {len(missing)} of its classes have no folder in "
                                f"{self.split_dir!r}: {missing[:5]}")
            self.left_out = sorted(set(found) - set(classes))
        elif class_index is not None:
            classes = _read_class_index(class_index)
            missing = [c for c in classes if c not in set(found)]
            if missing:
                raise DataError(f"{len(missing)} classes of {class_index!r} have no directory in "
                                f"{self.split_dir!r}: {missing[:5]}")
            extra = sorted(set(found) - set(classes))
            if extra:
                raise DataError(f"{len(extra)} class directories in {self.split_dir!r} are not in "
                                f"{class_index!r}: {extra[:5]}")
        else:
            classes = found
        if not classes:
            raise DataError(f"no class directories in {self.split_dir!r}")
        self.classes: list[str] = list(classes)
        self.class_to_idx = {c: i for i, c in enumerate(self.classes)}
        samples: list[tuple[str, int]] = []
        self.skipped: list[tuple[str, str]] = []
        t0 = last = time.monotonic()
        k = len(self.classes)
        for i, c in enumerate(self.classes):
            files = scan_images(os.path.join(self.split_dir, c), self.skipped, extensions)
            if not files:
                raise DataError(f"class directory {os.path.join(self.split_dir, c)!r} holds no "
                                f"images (extensions {', '.join(extensions)})")
            samples.extend((p, i) for p in files)
            now = time.monotonic()
            if progress and (now - last > 0.5 or i == k - 1):
                last = now
                sys.stderr.write(f"\rscanning {self.split_dir}: class {i + 1}/{k}, "
                                 f"{len(samples)} images, {now - t0:.1f}s")
                if i == k - 1:
                    sys.stderr.write("\n")
                sys.stderr.flush()
        for path, why in self.skipped[:10]:
            print(f"hlocert.data: skipped {path}: {why}", file=sys.stderr)
        if len(self.skipped) > 10:
            print(f"hlocert.data: ... and {len(self.skipped) - 10} more skipped under {self.split_dir}",
                  file=sys.stderr)
        self.samples: list[tuple[str, int]] = samples

    def source(self) -> "FolderSource":
        return FolderSource(self.samples)

    @property
    def targets(self) -> list[int]:
        return [y for _, y in self.samples]

    def __len__(self) -> int:
        return len(self.samples)

    def __repr__(self) -> str:
        return (f"ImageFolder({self.split_dir!r}, {len(self.classes)} classes, "
                f"{len(self.samples)} images)")


class FolderSource:
    """Reads sample i of a scanned folder (what the loader's workers hold): the file at its path."""

    def __init__(self, samples: list[tuple[str, int]]):
        self.samples = samples

    def __len__(self) -> int:
        return len(self.samples)

    def label(self, i: int) -> int:
        return self.samples[i][1]

    def name(self, i: int) -> str:
        return self.samples[i][0]

    def load(self, i: int):
        return load_rgb(self.samples[i][0])
