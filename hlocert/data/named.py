"""What `--data` names: a data set of NAMED (prepared in the cache on first use), or a directory —
an ImageFolder (ROOT/{train,val}/<class>/<images>) or a packed set (packed.py, `hlocert data pack`).

A name wins over a directory of that name in the working directory: write `./digits` for the
directory. No `--data` (None, as older run configs record it) is the digits.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable

from . import fashion_mnist
from .digits import build_digits_folder
from .errors import DataError
from .folder import ImageFolder, class_dirs, file_types, read_class_map
from .packed import PackedSplit, is_packed, read_meta

FOLDER_IMAGE = 224   # the default --img-size of a directory (ImageNet's)


@dataclass(frozen=True)
class Named:
    prepare: Callable[[Callable[[str], None]], str]   # (log) -> root, built once in the cache
    image_size: int                                   # the default --img-size
    about: str


NAMED: dict[str, Named] = {
    "digits": Named(lambda log: build_digits_folder(), 32,
                    "scikit-learn's 1,797 8x8 digits, bicubic to 32x32 RGB PNGs (an ImageFolder)"),
    "fashion-mnist": Named(lambda log: fashion_mnist.prepare(log=log), fashion_mnist.SIZE,
                           "Zalando's 70,000 28x28 grey images from Debian's dataset-fashion-mnist, bicubic "
                           "to 32x32 (a packed set)"),
}
DEFAULT = "digits"


def data_root(data: str | None, log: Callable[[str], None] = lambda s: None) -> str:
    """The root `--data` stands for: a name's prepared root (None: the digits), else the path as given."""
    name = DEFAULT if data is None else data
    if name in NAMED:
        root = NAMED[name].prepare(log)
        log(f"data: {name} at {root}")
        return root
    return data


def default_image_size(data: str | None) -> int:
    name = DEFAULT if data is None else data
    return NAMED[name].image_size if name in NAMED else FOLDER_IMAGE


def open_split(root: str, split: str, progress: bool = True, class_map: str | None = None,
               input_key: str | None = None):
    """The split as the loader reads it: a PackedSplit of a packed set, else an ImageFolder (with
    timm's `--class-map` and a folder's `--input-key`, its file types: folder.py)."""
    if is_packed(root):
        _packed_takes_neither(root, class_map, input_key)
        return PackedSplit(root, split)
    return ImageFolder(root, split, progress=progress, class_map=class_map, extensions=file_types(input_key))


def _packed_takes_neither(root: str, class_map: str | None, input_key: str | None) -> None:
    given = [f for f, v in (("--class-map", class_map), ("--input-key", input_key)) if v is not None]
    if given:
        raise DataError(f"{' and '.join(given)} choose a folder's classes and files; {root} is a packed set (its classes "
                        f"and images fixed when it was packed): pack the folder as it should be read, or drop "
                        f"{' and '.join(given)}")


def split_classes(root: str, split: str = "train", class_map: str | None = None) -> list[str]:
    """The class names, in label order, without reading any image or index."""
    if is_packed(root):
        _packed_takes_neither(root, class_map, None)
        return list(read_meta(root)["classes"])
    if class_map is not None:
        return read_class_map(class_map, root)
    path = os.path.join(root, split)
    if not os.path.isdir(path):
        raise DataError(f"--data {root}: no {split}/ folder (expected ROOT/{split}/<class>/<images>, a packed set, "
                        f"or one of the names {', '.join(NAMED)})")
    return class_dirs(path)
