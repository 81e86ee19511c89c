"""Huge pages for the heap's large blocks (hlocert/hugepages.py), on and off, side by side: each
contender's step (a rendered one on XLA or IREE, or `torch`: the bench's PyTorch peer) in its own
process with GLIBC_TUNABLES=glibc.malloc.hugetlb=1 or without it,
the two alternating, every process pinned to the same CPUs.

    PYTHONPATH=. .venv/bin/python bench/huge_pages.py [--table cpu224 | --configs A,B] [--lowerers xla,iree,torch] [--threads 1] [--rounds 2] [--steps 5]

Per bench config of the table and lowerer: the median step time over the rounds' medians of
`--steps` timed steps (after two untimed), the minor page faults per step (getrusage) and the peak
RSS, off and on, and on ÷ off. One JSON line per process on stdout of the worker; the table on
stdout of the driver.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def worker(config: str, lowerer: str, steps: int) -> None:
    from hlocert.bench.configs import CONFIGS
    from hlocert.bench.contenders import Rendered, inputs
    from hlocert.render import render
    from hlocert.render.targets import resolve
    if lowerer == "torch":      # the PyTorch peer of the bench (timm's model, channels_last, the same optimizer)
        os.environ["OMP_NUM_THREADS"] = str(len(os.sched_getaffinity(0)))     # before torch loads, as the bench's
        from hlocert.bench.contenders import batch
        from hlocert.bench.peers import TorchPeer
        v = CONFIGS[config].spec
        r = TorchPeer(v, batch(v), gpu=False, threads=len(os.sched_getaffinity(0)))
    else:
        v = resolve(CONFIGS[config].spec, lowerer, "cpu")
        r = Rendered(lowerer, render(v), v, inputs(v), gpu=False)
    for _ in range(2):
        r.step()
    times, faults = [], []
    for _ in range(steps):
        f0, t0 = resource.getrusage(resource.RUSAGE_SELF).ru_minflt, time.perf_counter()
        r.step()
        times.append(time.perf_counter() - t0)
        faults.append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - f0)
    print(json.dumps({"variant": v.name, "step_s": statistics.median(times), "faults": statistics.median(faults),
                      "peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--table", default="cpu224")
    ap.add_argument("--configs", default=None, help="bench configs instead of the table's (comma-separated)")
    ap.add_argument("--lowerers", default="xla,iree")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--worker", nargs=3, metavar=("CONFIG", "LOWERER", "STEPS"), help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.worker:
        worker(a.worker[0], a.worker[1], int(a.worker[2]))
        return 0
    from hlocert import hugepages
    from hlocert.bench.configs import table_configs
    from hlocert.bench.machine import loadavg, machine
    m = machine()
    print(f"# {m['cpu']}, {a.threads} thread(s), THP {m['thp']}, load {loadavg()}, "
          f"{time.strftime('%Y-%m-%d %H:%M:%SZ', time.gmtime())}", flush=True)
    cpus = ",".join(str(c) for c in range(a.threads))
    base = {k: v for k, v in os.environ.items() if k != "GLIBC_TUNABLES"}
    base["PYTHONPATH"] = ROOT
    envs = {"off": base, "on": {**base, "GLIBC_TUNABLES": hugepages.TUNABLE}}
    print("| config | lowerer | step s off | step s on | on ÷ off | faults/step off | on | peak RSS MiB off | on |")
    print("|---|---|---|---|---|---|---|---|---|")
    for config in (a.configs.split(",") if a.configs else table_configs(a.table)):
        for lowerer in a.lowerers.split(","):
            got = {"off": [], "on": []}
            for rnd in range(a.rounds):
                for side in (("off", "on") if rnd % 2 == 0 else ("on", "off")):
                    out = subprocess.run(["taskset", "-c", cpus, sys.executable, __file__, "--worker", config, lowerer,
                                          str(a.steps)], env=envs[side], capture_output=True, text=True)
                    if out.returncode != 0:
                        print(f"{config} {lowerer} {side}: {out.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
                        break
                    got[side].append(json.loads(out.stdout.strip().splitlines()[-1]))
            if not (got["off"] and got["on"]):
                continue
            s = {k: statistics.median(r["step_s"] for r in v) for k, v in got.items()}
            f = {k: statistics.median(r["faults"] for r in v) for k, v in got.items()}
            p = {k: max(r["peak_rss_mib"] for r in v) for k, v in got.items()}
            print(f"| {config} | {lowerer} | {s['off']:.3f} | {s['on']:.3f} | {s['on'] / s['off']:.2f}× | "
                  f"{f['off']:,.0f} | {f['on']:,.0f} | {p['off']:,.0f} | {p['on']:,.0f} |", flush=True)
    print(f"# load after {loadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
