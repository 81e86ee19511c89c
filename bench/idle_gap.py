"""Does a step (or a fresh allocation) get slower after the process sat idle? With an idle gap
before each, time it and count its minor / major page faults (getrusage) and the RSS around it.

    .venv/bin/python bench/idle_gap.py numpy:1 0,2,8 3
    PYTHONPATH=$PWD .venv/bin/python bench/idle_gap.py xla:convnext_T-c1000-i224-b8x1-adamw+wx+clip1.0+drop 0,8 3

`numpy:GB`: map GB afresh (np.empty), write every page, free it (back to the kernel: a fresh
mmap each time). `CONTENDER:VARIANT`: a bench contender (xla, iree, jax, torch, torch.compile)
built in this process as a bench worker builds it (hlocert/bench/contenders.py), its step after
two warm-up steps. BENCHMARKS.md, "Peer table (issue 18)": on this VM memory freed to the kernel
goes back to the host and can cost a host fault when touched again.
"""
from __future__ import annotations

import os
import resource
import sys
import tempfile
import time

import numpy as np


def _rss_gib() -> float:
    with open("/proc/self/status") as f:
        return next(int(ln.split()[1]) for ln in f if ln.startswith("VmRSS")) / 2**20


def _numpy_step(gb: float):
    n = int(gb * 2**30 / 8)

    def step():
        a = np.empty(n)
        a.fill(1.0)
    return step


def _contender_step(kind: str, variant: str):
    from hlocert.bench.contenders import build
    from hlocert.render.targets import resolve
    from hlocert.render.variants import variant_arg
    os.environ.setdefault("OMP_NUM_THREADS", str(len(os.sched_getaffinity(0))))
    v = variant_arg(variant)      # the name enters from argv here; build takes the object
    v = resolve(v, kind, "cpu") if kind in ("xla", "iree") else v
    c, _ = build({"contender": kind, "variant": v, "gpu": False, "threads": len(os.sched_getaffinity(0)),
                  "cache_dir": tempfile.mkdtemp(), "reference_options": "jax"})
    c.step()
    return c.step


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        raise SystemExit("usage: idle_gap.py numpy:GB|CONTENDER:VARIANT GAPS(s, comma-separated) REPS")
    kind, _, arg = argv[0].partition(":")
    gaps, reps = [float(g) for g in argv[1].split(",")], int(argv[2])
    step = _numpy_step(float(arg)) if kind == "numpy" else _contender_step(kind, arg)
    step()
    for gap in gaps:
        out = []
        for _ in range(reps):
            time.sleep(gap)
            r0, m0, t0 = resource.getrusage(resource.RUSAGE_SELF), _rss_gib(), time.perf_counter()
            step()
            t, r1 = time.perf_counter() - t0, resource.getrusage(resource.RUSAGE_SELF)
            out.append(f"{t:.3f}s/{(r1.ru_minflt - r0.ru_minflt) / 1000:.1f}k/{r1.ru_majflt - r0.ru_majflt}")
        print(f"{argv[0]} gap {gap:4.1f}s: " + "  ".join(out)
              + f"   (s/minor faults/major faults; RSS {m0:.2f} -> {_rss_gib():.2f} GiB)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
