"""The trainer's data: the ImageFolder splits (checked against the artifact's class count), their
loaders, and the rows of one train batch as fed to the step."""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from ..data import DataError, Loader
from ..data.named import data_root, open_split
from .config import TrainConfig
from .errors import TrainError
from . import sizes


def open_data(cfg: TrainConfig, v, log: Callable[[str], None]) -> tuple[Any, Any]:
    """(train split, val split or None) of `--data` (data/named.py: an ImageFolder or a packed set), with
    the class count checked against the artifact."""
    root = data_root(cfg.data, log)
    try:
        train = open_split(root, "train", class_map=cfg.class_map, input_key=cfg.input_key)
        check_classes(len(train.classes), v, root)
        val = open_split(root, "val", class_map=cfg.class_map, input_key=cfg.input_key) if cfg.eval else None
    except DataError as e:
        raise TrainError(str(e)) from None
    if getattr(train, "left_out", None):
        log(f"--class-map {cfg.class_map}: {len(train.left_out)} class folder(s) it does not name left out "
            f"({', '.join(train.left_out[:5])}{', ...' if len(train.left_out) > 5 else ''})")
    if val is not None and val.classes != train.classes:
        raise TrainError(f"{root}: val's classes differ from train's "
                         f"({sorted(set(val.classes) ^ set(train.classes))[:5]} in one only)")
    return train, val


def check_classes(n: int, v, root) -> None:
    if n != v.model.num_classes:
        raise TrainError(f"{root}: the data has {n} classes but the artifact {v.name} was rendered for "
                         f"{v.model.num_classes}; choose a variant with -c{n} (e.g. "
                         f"{v.name.replace(f'-c{v.model.num_classes}-', f'-c{n}-')})")


def train_loader(cfg: TrainConfig, v, folder, group=None) -> Loader:
    """Global batches (the variant's batch × replicas × --grad-accum-steps: one per update, the
    batches of the 1×(K·B) run), augmented; in a process `group` (runtime/distributed.py) only
    this process's replicas' rows of each (`process_rows`), drawn by the same global sampler
    (under --aug-repeats timm's RepeatAugSampler over the replicas: data/repeat.py)."""
    rows_per_replica = v.batch * cfg.grad_accum_steps
    if cfg.train_img_sizes is not None:      # timm's scheduled sizes (train/sizes.py): each batch its own
        sizes.check_run(cfg, group)
        schedule = sizes.size_schedule(cfg, v, -(-len(folder) // v.replicas))
        try:
            return Loader(folder, v.batch * v.replicas, train=True, image_size=v.model.image_size, seed=cfg.seed,
                          workers=cfg.workers, num_classes=v.model.num_classes, label_smoothing=cfg.label_smoothing,
                          mix=cfg.mix, augment=cfg.augment, replicas=v.replicas, resplit=cfg.resplit,
                          step_rows=v.batch, schedule=schedule)
        except DataError as e:
            raise TrainError(f"--train-img-sizes: {e}") from None
    rows = None if group is None else process_rows(rows_per_replica, v.replicas, group.process_id, group.num_processes)
    return Loader(folder, rows_per_replica * v.replicas, train=True, image_size=v.model.image_size, seed=cfg.seed,
                  workers=cfg.workers, num_classes=v.model.num_classes, label_smoothing=cfg.label_smoothing,
                  mix=cfg.mix, augment=cfg.augment, rows=rows, repeats=cfg.aug_repeats, replicas=v.replicas,
                  splits=max(1, cfg.aug_splits), resplit=cfg.resplit, step_rows=v.batch)


def process_rows(rows_per_replica: int, replicas: int, process_id: int, num_processes: int) -> tuple[int, int]:
    """(start, stop): the global batch rows of process `process_id`'s replicas — replica r runs on
    global device r, devices in process order, so a process holds replicas / processes
    consecutive replicas (runtime/xla.py)."""
    per_process = replicas // num_processes
    return (process_id * per_process * rows_per_replica, (process_id + 1) * per_process * rows_per_replica)


def val_loader(cfg: TrainConfig, v, folder) -> Loader:
    """The eval forward's batches, centre-cropped, the last one padded (`Batch.valid`)."""
    return Loader(folder, v.batch, train=False, image_size=v.model.image_size, seed=cfg.seed,
                  workers=cfg.workers, num_classes=v.model.num_classes, augment=cfg.augment)


def feed_rows(batch) -> tuple[np.ndarray, np.ndarray]:
    """(images, targets) of a train batch as float32; a short batch repeats its real rows rather
    than train on padding."""
    x, t = np.asarray(batch.images, np.float32), np.asarray(batch.targets, np.float32)
    valid = int(getattr(batch, "valid", len(x)))
    if 0 < valid < len(x):
        idx = np.arange(len(x)) % valid
        x, t = x[idx], t[idx]
    return x, t
