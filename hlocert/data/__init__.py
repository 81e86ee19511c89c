"""hlocert data pipeline: ImageNet-layout folders, deterministic multi-process batches.

See :mod:`hlocert.data.loader` for the determinism / resume / corrupt-image contract and
:mod:`hlocert.data.digits` for the embedded default data set.
"""
from .digits import build_digits_folder
from .errors import DataError
from .folder import IMG_EXTENSIONS, ImageFolder
from .loader import Batch, Loader, mix_batch, smooth_one_hot
from .transforms import IMAGENET_MEAN, IMAGENET_STD

__all__ = ["ImageFolder", "Loader", "Batch", "DataError", "build_digits_folder",
           "IMAGENET_MEAN", "IMAGENET_STD", "IMG_EXTENSIONS", "mix_batch", "smooth_one_hot"]
