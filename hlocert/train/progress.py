"""What a run prints: one progress line per step on a terminal (rewritten in place), else one
every 5 s (or every `--log-interval` steps), and the per-epoch eval line.

The ETA is timed from the end of step WARM_STEPS on: the first steps also pay for the loader's
start-up and the executable's first runs, and an ETA extrapolated from them was wild (37 min
for a 2.5-minute run); until then the line says `ETA …`."""
from __future__ import annotations

import sys
import time


def stderr_line(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def fmt_time(s: float) -> str:
    s = int(max(0, s))
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


WARM_STEPS = 3


class Progress:
    """`interval` N > 0: a line every N steps (and the last); 0: every step on a terminal, else
    every 5 s. `before`: the run's seconds before this segment (a resumed run's checkpoint's), so
    that `elapsed` (the metrics' time_s) goes on where it stopped; img/s and the ETA are this
    segment's. `clock` (seconds) is injectable for tests."""

    def __init__(self, log, epochs: int, last_stop: int, interval: int = 0, clock=time.time, before: float = 0.0):
        self.log, self.epochs, self.last_stop, self.interval, self.clock = log, epochs, last_stop, interval, clock
        self.before = before
        self.tty = sys.stderr.isatty()
        self.t_start = clock()
        self.t_warm = None
        self.last_print = 0.0
        self.steps_run = 0
        self.images = 0

    def elapsed(self) -> float:
        """The run's seconds so far: the segments before this one, and this one's."""
        return self.before + self.clock() - self.t_start

    def eta(self, step: int, now: float) -> str:
        if self.t_warm is None or self.steps_run <= WARM_STEPS:
            return "…"
        return fmt_time((self.last_stop - step) * (now - self.t_warm) / (self.steps_run - WARM_STEPS))

    def due(self, step: int, now: float) -> bool:
        if step == self.last_stop:
            return True
        if self.interval:
            return step % self.interval == 0
        return self.tty or now - self.last_print > 5

    def step(self, epoch: int, step: int, loss: float, lr: float, images: int) -> float:
        """Count one step of `images` images, print if due; returns the images/s so far."""
        self.steps_run += 1
        self.images += images
        now = self.clock()
        if self.steps_run == WARM_STEPS:
            self.t_warm = now
        el = now - self.t_start
        ips = self.images / el if el > 0 else 0.0
        if self.due(step, now):
            line = (f"epoch {epoch + 1}/{self.epochs} step {step}/{self.last_stop} "
                    f"loss {loss:.4f} lr {lr:.2e} {ips:.1f} img/s ETA {self.eta(step, now)}")
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
        self.log("eval epoch {}: top-1 {:.2%} top-5 {:.2%} loss {:.4f}".format(
                     epoch, rec.get("val_top1", 0), rec.get("val_top5", 0), rec.get("val_loss", 0))
                 + (" | EMA top-1 {:.2%} top-5 {:.2%}".format(rec["ema_top1"], rec["ema_top5"])
                    if "ema_top1" in rec else ""))
