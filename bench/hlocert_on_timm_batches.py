"""hlocert trained on the PyTorch peer's own train batches: `peer_train.py --loader hlocert`
turned round (a diagnostic of issue 33's ConvNeXt short gap, not a peer).

    PYTHONPATH=. .venv/bin/python bench/hlocert_on_timm_batches.py --like RUN --seed S --out OUT [--max-steps N]

RUN is an hlocert train run folder; its recipe (config.json) is trained again by hlocert's own
Trainer, rendered step and evaluation, on the batches `bench/peer_train.py` draws for that recipe and
seed: timm's train transform, torch's DataLoader (its sampler seeded as the peer seeds it, its
workers, Python's `random` seeded for timm's crops), the images turned NHWC and the labels smoothed
as timm's `CrossEntropyLoss(label_smoothing)` reads them (off = s/K, on = 1 - s + s/K). The
evaluation is hlocert's own (its val loader). OUT is an hlocert run folder (metrics.jsonl,
checkpoints), so `bench/peer_compare.py` reads it as any other. With a recipe that mixes
(mixup/cutmix) the peer's `Mixup` would be hlocert's input too: refused here, as a `+bce` variant.
Needs the `[torch]` extra. No resume (the peer's DataLoader cannot restart inside an epoch).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import peer_train  # noqa: E402

from hlocert.data.loader import Batch, smooth_one_hot  # noqa: E402
from hlocert.train import Trainer  # noqa: E402
from hlocert.train.config import TrainConfig  # noqa: E402
from hlocert.train.inputs import open_data, val_loader  # noqa: E402


class TimmBatches:
    """The peer's train DataLoader as an hlocert train loader: `epoch(e)` yields `Batch`es."""

    def __init__(self, cfg: TrainConfig, v):
        random.seed(cfg.seed)       # as peer_train seeds them: timm's crop draws from `random`
        np.random.seed(cfg.seed)
        torch.manual_seed(cfg.seed)
        self.loader, _ = peer_train.loaders(cfg, v, cfg.workers, cfg.seed)
        self.batches_per_epoch = len(self.loader)
        self.num_classes = v.model.num_classes
        self.smoothing = cfg.label_smoothing

    def epoch(self, epoch: int, start: int = 0):
        if start:
            raise SystemExit("hlocert_on_timm_batches: no resume inside an epoch (the DataLoader restarts)")
        for i, (x, y) in enumerate(self.loader):
            labels = y.numpy().astype(np.int64)
            yield Batch(images=np.ascontiguousarray(x.numpy().transpose(0, 2, 3, 1), dtype=np.float32),
                        targets=smooth_one_hot(labels, self.num_classes, self.smoothing), labels=labels,
                        valid=len(labels), index=i)

    def close(self):
        pass


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--like", required=True, help="an hlocert train run folder: its config.json's recipe")
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--out", required=True, help="the new run folder")
    p.add_argument("--max-steps", type=int)
    a = p.parse_args(argv)
    saved = json.loads((Path(a.like) / "config.json").read_text())
    cfg = replace(TrainConfig.of_run(saved), seed=a.seed, out=a.out, max_steps=a.max_steps, plot=False)
    v = cfg.variant
    if cfg.mixup > 0 or cfg.cutmix > 0 or v.bce:
        sys.exit("hlocert_on_timm_batches: a recipe with mixup/cutmix or a +bce variant has no such diagnostic here")
    _, val_split = open_data(replace(cfg, eval=True), v, lambda s: print(s, file=sys.stderr))
    trainer = Trainer(cfg, loaders=(TimmBatches(cfg, v), val_loader(cfg, v, val_split)))
    try:
        result = trainer.run()
    finally:
        trainer.close()
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
