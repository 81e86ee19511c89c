"""One bench contender in its own process: `python -m hlocert.bench.worker SPEC_JSON`.

The process pins itself to the bench's threads (the first `threads` CPUs it may run on; torch's
thread count and OMP_NUM_THREADS too), builds its contender (contenders.build: render and compile
for a rendered step; `eval` in the spec: the eval forward, evalfwd.build_eval), runs the first step
(on IREE in 4 KiB pages, as `hlocert train` does: hlocert/hugepages.py) and reports, then the
warm-up steps, then answers the parent (run.py) on stdin: `step` runs one timed step (its seconds,
loss, and start and end on the monotonic clock), `end` reports this process's memory and exits.
Messages go out one JSON object a line on the stdout it started with; anything the libraries print
on stdout goes to stderr instead. A contender that cannot run here (no
timm equivalent, torch missing, a compile error) is reported as `{"error": ...}`.
"""
from __future__ import annotations

import json
import os
import sys
import time

from .. import hugepages
from ..runtime.base import release_freed_heap
from .configs import BF16, BenchError, worker_spec
from .contenders import build
from .evalfwd import build_eval
from .machine import pin_threads, reset_peak_rss, rss


def main(argv: list[str]) -> int:
    t_start = time.perf_counter()
    hugepages.defer()      # under the tunable (run.Worker sets it): THP off, as `hlocert train` starts
    spec = worker_spec(argv[0])
    out = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr

    def send(**msg) -> None:
        out.write(json.dumps(msg) + "\n")

    hugepages.first_step_pages(spec["contender"].removesuffix(BF16))     # on now, or from the second step: as the trainer
    try:
        pin_threads(spec["threads"])
    except ValueError as e:
        raise SystemExit(f"bench worker: {e}") from None
    # before build: torch and JAX, imported there, read OMP_NUM_THREADS and the affinity when they load
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(spec["cache_dir"], "inductor")
    try:
        c, made = (build_eval if spec.get("eval") else build)(spec)
        release_freed_heap()     # the host copies of the arguments and the text: freed, now off the RSS too
        # The build's peak (the compiler's, for a rendered step) apart from the steps': the steps'
        # peak is what training needs once the executable exists (a warm compile cache).
        build_peak = rss()[1]
        steps_only = reset_peak_rss()
        t_built = time.perf_counter()
        loss = c.step()
        hugepages.after_first_step()
    except BenchError as e:
        send(error=str(e))
        return 0
    except Exception as e:  # noqa: BLE001 - reported, the other contenders still run
        send(error=f"{type(e).__name__}: {e}")
        return 0
    t_first = time.perf_counter()
    send(first_step=dict(pid=os.getpid(), setup_s=t_built - t_start, compile_s=c.compile_s, step_s=t_first - t_built,
                         in_process_s=t_first - t_start, loss=loss, **made))
    losses = [loss]
    for _ in range(spec["warmup"]):
        losses.append(c.step())
    send(ready=True, losses=losses)
    for line in sys.stdin:
        if line.strip() == "step":
            at, t0 = time.monotonic(), time.perf_counter()
            loss = c.step()
            # `at`: the step's start and end on the system-wide monotonic clock, comparable
            # across the contenders' processes (the order the parent's rounds ran them in)
            send(s=time.perf_counter() - t0, loss=loss, at=[at, time.monotonic()])
        elif line.strip() == "end":
            cur, peak = rss()
            send(rss_bytes=cur, rss_peak_bytes=max(peak, build_peak), build_rss_peak_bytes=build_peak,
                 steps_rss_peak_bytes=peak if steps_only else None, memory=c.memory())
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
