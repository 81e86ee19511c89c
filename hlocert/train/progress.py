"""What a run prints: one progress line per step on a terminal (rewritten in place), else one
every 5 s, and the per-epoch eval line."""
from __future__ import annotations

import sys
import time


def stderr_line(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def fmt_time(s: float) -> str:
    s = int(max(0, s))
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class Progress:
    def __init__(self, log, epochs: int, last_stop: int):
        self.log, self.epochs, self.last_stop = log, epochs, last_stop
        self.tty = sys.stderr.isatty()
        self.t_start = time.time()
        self.last_print = 0.0
        self.steps_run = 0
        self.images = 0

    def elapsed(self) -> float:
        return time.time() - self.t_start

    def step(self, epoch: int, step: int, loss: float, lr: float, images: int) -> float:
        """Count one step of `images` images, print if due; returns the images/s so far."""
        self.steps_run += 1
        self.images += images
        el = self.elapsed()
        ips = self.images / el if el > 0 else 0.0
        now = time.time()
        if self.tty or now - self.last_print > 5 or step == self.last_stop:
            eta = (self.last_stop - step) * el / self.steps_run
            line = (f"epoch {epoch + 1}/{self.epochs} step {step}/{self.last_stop} "
                    f"loss {loss:.4f} lr {lr:.2e} {ips:.1f} img/s ETA {fmt_time(eta)}")
            if self.tty:
                print("\r" + line + "\x1b[K", end="", file=sys.stderr, flush=True)
            else:
                self.log(line)
            self.last_print = now
        return ips

    def end_epoch(self) -> None:
        if self.tty:
            print(file=sys.stderr)

    def eval_line(self, epoch: int, rec: dict) -> None:
        self.log("eval epoch {}: top-1 {:.2%} top-5 {:.2%}".format(epoch, rec.get("val_top1", 0),
                                                                  rec.get("val_top5", 0))
                 + (" | EMA top-1 {:.2%} top-5 {:.2%}".format(rec["ema_top1"], rec["ema_top5"])
                    if "ema_top1" in rec else ""))
