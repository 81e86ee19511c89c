"""A trained checkpoint leaving the trainer: `hlocert export` writes its weights as a timm (or, where the
net has one, its official release's) state_dict in safetensors, loadable by timm with strict=True; `hlocert predict`
runs its eval forward on image files (and every image in the folders it is given, as timm's inference does)
and gives each one's top-k classes by name. Only regular files are opened, never blocking (a FIFO named like an
image is an error, not a hang).

Class names come from the run's recorded data (`--data`, data/named.py: a folder's train/ class folders, a
packed set's recorded list; the digits: '0'..'9'), in the order the trainer numbered them.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Callable

import numpy as np

from ..data.folder import IMG_EXTENSIONS, scan_images
from ..data.transforms import load_rgb, normalize
from ..render.signature import signature
from ..runtime import get_lowerer
from ..weights import save_safetensors
from . import checkpoint as ckpt
from .artifacts import load_artifact
from .errors import TrainError
from .evaluate import checkpoint_weights, forward_logits
from .model_dtype import at_model_dtype
from .recipe import data_classes


def export_checkpoint(path: str | Path, out: str | Path, naming: str, ema: bool = False,
                      log: Callable[[str], None] = lambda s: None) -> str:
    """Write the checkpoint's weights to `out` in `naming` ('timm' or 'official'); returns the model's
    description."""
    ck, params, net_state = checkpoint_weights(path, ema, log)
    d, v = ck.directory, ck.variant
    # the eval forward's model: under +splitbn the main BatchNorms only (timm's AdvProp practice of
    # dropping the auxiliary BatchNorms after training), the weights checkpoint_weights gives
    save_safetensors(params, out, v.model.eval_twin(), layout=naming, state=net_state,
                     metadata={"hlocert_variant": v.name, "checkpoint": str(d), "weights": "ema" if ema else "params"})
    return v.model.describe()


def image_files(paths: list[str]) -> list[str]:
    """The image files `paths` name: a file as given; a folder's images, recursively and sorted as
    the training data's are found (regular files with an image extension). TrainError for a path
    that is neither a regular file nor a folder, or a folder with no image."""
    out = []
    for p in paths:
        try:
            mode = os.stat(p).st_mode
        except OSError as e:
            raise TrainError(f"{p}: cannot read it ({e.strerror})") from None
        if stat.S_ISDIR(mode):
            found = scan_images(p, [])
            if not found:
                raise TrainError(f"{p}: a folder with no image files ({', '.join(IMG_EXTENSIONS)})")
            out += found
        elif stat.S_ISREG(mode):
            out.append(p)
        else:
            raise TrainError(f"{p}: not a regular file (a FIFO, socket or device); give image files or folders")
    return out


def predict(path: str | Path, images: list[str], ema: bool = False, top: int = 5,
            log: Callable[[str], None] = lambda s: None, compile_cache: bool = True) -> list[dict]:
    """Per image (folders expanded: `image_files`): {"image", "top": [{"class", "index", "prob"}...]},
    best first."""
    images = image_files(images)
    ck, params, net_state = checkpoint_weights(path, ema, log)
    v, cfg = ck.variant, ckpt.saved_config(ck.directory, ck.state)
    classes = data_classes(cfg.data, cfg.class_map)
    if len(classes) != v.model.num_classes:
        raise TrainError(f"the run's data {cfg.data or 'digits'} now has {len(classes)} classes, the checkpoint's "
                         f"head {v.model.num_classes}: the class names cannot be matched")
    size = v.model.image_size
    rows = []
    for p in images:
        try:
            rows.append(cfg.augment.eval_image(load_rgb(p), size))
        except (OSError, ValueError) as e:
            raise TrainError(f"{p}: cannot read the image ({e})") from None
    fwd = v.forward_twin()
    text, _ = load_artifact(fwd, log)
    exe = at_model_dtype(get_lowerer(cfg.lowerer, platform=cfg.platform, cache=compile_cache).compile(text),
                         fwd)
    sig = signature(fwd)
    x = normalize(np.stack(rows), cfg.augment.mean, cfg.augment.std)
    logits = []
    for at in range(0, len(x), fwd.batch):
        chunk = x[at:at + fwd.batch]
        padded = np.concatenate([chunk, np.zeros((fwd.batch - len(chunk), *chunk.shape[1:]), chunk.dtype)])
        logits.append(forward_logits(exe, sig, padded, params, net_state)[:len(chunk)])
    z = np.concatenate(logits).astype(np.float64)
    probs = np.exp(z - z.max(axis=1, keepdims=True))
    probs /= probs.sum(axis=1, keepdims=True)
    out = []
    for p, row in zip(images, probs):
        best = np.argsort(-row, kind="stable")[:top]
        out.append({"image": p, "top": [{"class": classes[i], "index": int(i), "prob": float(row[i])} for i in best]})
    return out
