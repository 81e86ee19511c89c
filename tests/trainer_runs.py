"""Helpers the trainer tests share (test_train, test_train_state, test_grad_accum,
test_multiprocess, the pair tests): a small digits folder, a folder of random images, a trainer that is always closed, a run's losses, a
loader of one fixed batch, a flipped bit in a file."""
import json
import shutil
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from hlocert.train import Trainer


def tiny_folder(dst: Path, per_class_train=4, per_class_val=2, classes=10) -> str:
    """The first `per_class_*` digits of each of the first `classes` classes of the embedded set."""
    from hlocert.data import build_digits_folder
    src = Path(build_digits_folder())
    for split, n in (("train", per_class_train), ("val", per_class_val)):
        for c in sorted(p.name for p in (src / split).iterdir() if p.is_dir())[:classes]:
            (dst / split / c).mkdir(parents=True)
            for f in sorted((src / split / c).glob("*.png"))[:n]:
                shutil.copy(f, dst / split / c / f.name)
    return str(dst)


def random_folder(dst: Path, per_class_train: int, per_class_val: int = 1, classes: int = 10) -> str:
    """An ImageFolder of random 32×32 RGB PNGs (seed 0): `classes` classes `c0`…, `per_class_*` each."""
    import numpy as np
    from PIL import Image
    rng = np.random.default_rng(0)
    for split, n in (("train", per_class_train), ("val", per_class_val)):
        for c in range(classes):
            d = dst / split / f"c{c}"
            d.mkdir(parents=True)
            for i in range(n):
                Image.fromarray(rng.integers(0, 256, (32, 32, 3), dtype=np.uint8)).save(d / f"{i}.png")
    return str(dst)


@contextmanager
def trainer(cfg, **kw):
    """`Trainer(cfg, **kw)` with a silent log, closed (its loaders and run folder) however the block ends."""
    t = Trainer(cfg, log=lambda s: None, **kw)
    try:
        yield t
    finally:
        t.close()


def train(cfg, **kw):
    """(the trainer, its `run()` result): one whole run."""
    with trainer(cfg, **kw) as t:
        return t, t.run()


def run_losses(out) -> dict[int, float]:
    """step -> loss from a run folder's metrics.jsonl."""
    recs = [json.loads(line) for line in (Path(out) / "metrics.jsonl").read_text().splitlines() if line.strip()]
    return {r["step"]: r["loss"] for r in recs if "loss" in r}


class FixedLoader:
    """Loader-shaped: the same `batch` digits (default two) every batch (so a few steps must fit them)."""

    def __init__(self, data, batch=2):
        from hlocert.data import ImageFolder, Loader
        real = Loader(ImageFolder(data, "train", progress=False), batch, train=False, image_size=32, seed=0,
                      workers=0)
        self.batch = next(iter(real.epoch(0)))
        self.batches_per_epoch, self.num_classes, self.skipped = 10, 10, 0

    def epoch(self, epoch, start=0):
        for i in range(start, self.batches_per_epoch):
            yield replace(self.batch, index=i)

    def close(self):
        pass


def flip_bit(path: Path, at: int) -> None:
    data = bytearray(path.read_bytes())
    data[at] ^= 0x10
    path.write_bytes(bytes(data))
