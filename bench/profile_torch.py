"""Where PyTorch spends the peer's train step (hlocert bench's `torch` contender, peers.py): the
op table of torch.profiler, to set beside bench/profile_xla.py and bench/profile_iree.py.

    PYTHONPATH=. .venv/bin/python bench/profile_torch.py [--config t64b16 | --variant NAME] [--steps 3] [--threads 2] [--top 25]

Builds the peer of a bench config (timm's model of the same net, channels_last, the variant's
optimizer and clip) pinned to `--threads` CPUs as the bench's workers, runs two warm-up steps, profiles `--steps` steps and prints the ops by self
CPU time per step (ms), and the wall time per step.
"""
from __future__ import annotations

import argparse
import sys
import time

from hlocert.bench.configs import CONFIGS
from hlocert.bench.contenders import batch
from hlocert.bench.machine import pin_threads
from hlocert.bench.peers import TorchPeer
from hlocert.render.variants import variant_arg


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="t64b16")
    ap.add_argument("--variant", type=variant_arg, help="a variant name instead of a bench config's (e.g. a smaller ResNet-50 step)")
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--top", type=int, default=25)
    a = ap.parse_args()
    try:        # before torch loads, as the bench's workers
        pin_threads(a.threads)
    except ValueError as e:
        ap.error(str(e))
    import torch

    v = a.variant or CONFIGS[a.config].spec
    peer = TorchPeer(v, batch(v), gpu=False, threads=a.threads)
    peer.step()
    peer.step()
    t0 = time.perf_counter()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        for _ in range(a.steps):
            peer.step()
    wall = (time.perf_counter() - t0) / a.steps
    rows = sorted(prof.key_averages(), key=lambda e: -e.self_cpu_time_total)
    total = sum(e.self_cpu_time_total for e in rows) / 1e3 / a.steps
    print(f"profiled the PyTorch peer of {v.name}, {a.threads} threads, {a.steps} steps: "
          f"{wall * 1e3:.1f} ms wall per step (profiled), self CPU {total:.1f} ms per step\n")
    print(f"{'op':<48} {'ms/step':>9} {'share':>7} {'calls/step':>11}")
    for e in rows[:a.top]:
        t = e.self_cpu_time_total / 1e3 / a.steps
        print(f"{e.key[:48]:<48} {t:>9.1f} {t / total:>7.1%} {e.count / a.steps:>11.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
