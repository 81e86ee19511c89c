"""hlocert data pipeline: ImageNet-layout folders and packed shards, deterministic multi-process batches.

See :mod:`hlocert.data.loader` for the determinism / resume / corrupt-image contract,
:mod:`hlocert.data.packed` for the packed format, and :mod:`hlocert.data.named` for the data sets
`--data` knows by name (the embedded digits, Fashion-MNIST).
"""
from .augment import Augment
from .digits import build_digits_folder
from .errors import DataError
from .folder import IMG_EXTENSIONS, ImageFolder
from .loader import Batch, Loader, smooth_one_hot
from .mixup import Mixup, mix_batch
from .packed import PackedSplit, pack_folder
from .transforms import IMAGENET_MEAN, IMAGENET_STD

__all__ = ["Augment", "ImageFolder", "Loader", "Batch", "DataError", "build_digits_folder",
           "IMAGENET_MEAN", "IMAGENET_STD", "IMG_EXTENSIONS", "Mixup", "mix_batch", "smooth_one_hot", "PackedSplit",
           "pack_folder"]
