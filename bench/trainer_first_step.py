"""Seconds from a process's start to the trainer's first step done (eval on, so its forward twin compiles too).

    HLOCERT_CACHE_DIR=$(mktemp -d) PYTHONPATH=$PWD .venv/bin/python bench/trainer_first_step.py DATA OUT \\
        [convnext_T-c10-i64-b16x1-adamw+wx+clip1.0+drop]          # twice on one cache dir: cold, warm

DATA is an image folder with train/ and val/ (tests/trainer_runs.py `tiny_folder` makes one of
digits), OUT a fresh run folder. Prints the trainer's log lines with their time and one RESULT
line; exits without waiting for a compile still running in the background (the eval forward's),
since the figure is the first step. BENCHMARKS.md ("Time to the first step, round 3") has the figures.
"""
from __future__ import annotations

import os
import sys
import time

T0 = time.perf_counter()

from hlocert.train.config import TrainConfig  # noqa: E402  (timed: the imports count)
from hlocert.train.trainer import Trainer  # noqa: E402


def main(data: str, out: str, variant: str = "convnext_T-c10-i64-b16x1-adamw+wx+clip1.0+drop") -> None:
    cfg = TrainConfig(data=data, variant=variant, epochs=1, out=out, workers=0, plot=False)
    t = Trainer(cfg, log=lambda s: print(f"[{time.perf_counter() - T0:6.2f}] {s}", flush=True))
    built = time.perf_counter()
    loss, _ = t.train_step(next(iter(t.train_loader.epoch(0))))
    done = time.perf_counter()
    cpu = os.times()
    print(f"RESULT trainer built {built - T0:.2f}s, first step done {done - T0:.2f}s (loss {loss:.6f}), "
          f"cpu {cpu.user + cpu.system:.1f}s", flush=True)
    os._exit(0)


if __name__ == "__main__":
    main(*sys.argv[1:4])
