"""The eval forward side by side: hlocert's eval forward as `hlocert eval` feeds it against timm's
module in eval mode under torch.no_grad, each contender in its own process, rounds rotated. The
contenders are hlocert.bench.evalfwd's (`hlocert bench --config X --eval` times `xla` and `torch`
the bench's way: one forward per turn, rounds rotated among live processes); this script adds
the before-issue-35 ones and times a run of forwards per process.

    PYTHONPATH=. .venv/bin/python bench/eval_forward.py --variant resnet_34-c10-i32-b32x1-adamw+wx+clip1.0 \\
        --threads 2 --batches 20 --rounds 3

Contenders: `xla` (the forward twin with the lowerings XLA-CPU chooses, weights resident on the
device as eval_topk puts them), `xla-host` (the same text, every argument copied from the host per
batch: the eval before issue 35), `xla-old` (the 224²-era lowerings, `--small conv`, host copies:
what `hlocert eval` ran before issue 35) and `torch` (timm's model, channels_last, `--threads`).
Each process compiles, runs 2 warm-up batches, then times `--batches` forwards of random images at
the variant's batch; the median per batch is its figure for the round. Prints per-round medians,
the median over rounds, ms per image and each contender's ratio to torch.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

from hlocert.bench.contenders import batch
from hlocert.bench.evalfwd import RenderedForward, TorchForward
from hlocert.bench.machine import pin_threads
from hlocert.render.targets import resolve
from hlocert.render.variants import Variant, variant_arg


def _one(contender: str, v: Variant, batches: int, threads: int) -> dict:
    """One contender's process: hlocert.bench.evalfwd's contender (as `hlocert bench --eval` builds it), 2
    warm-up forwards, then `batches` timed ones."""
    x = batch(v)["x"]
    if contender == "torch":
        c = TorchForward(v, x, gpu=False, threads=threads)
    else:
        lowerings = {"small": "conv"} if contender == "xla-old" else {}
        c = RenderedForward("xla", resolve(v, "xla", "cpu", **lowerings).forward_twin(), x, gpu=False,
                            resident=contender == "xla")
    for _ in range(2):
        c.step()
    times = []
    for _ in range(batches):
        t0 = time.perf_counter()
        c.step()
        times.append(time.perf_counter() - t0)
    return {"median_s": statistics.median(times), "min_s": min(times)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", type=variant_arg, default="resnet_34-c10-i32-b32x1-adamw+wx+clip1.0")
    ap.add_argument("--contenders", default="xla,xla-host,xla-old,torch")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--batches", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--one", help=argparse.SUPPRESS)
    a = ap.parse_args()
    try:        # before torch and JAX load, as the bench's workers; each `--one` child inherits it
        pin_threads(a.threads)
    except ValueError as e:
        ap.error(str(e))
    if a.one:
        print(json.dumps(_one(a.one, a.variant, a.batches, a.threads)))
        return 0
    names = a.contenders.split(",")
    per = {n: [] for n in names}
    print(f"{a.variant} eval forward, {a.threads} thread(s), {a.batches} batches x {a.rounds} rounds; "
          f"load {os.getloadavg()}", flush=True)
    for r in range(a.rounds):
        order = names[r % len(names):] + names[:r % len(names)]
        for n in order:
            cmd = [sys.executable, __file__, "--one", n, "--variant", a.variant.name, "--batches", str(a.batches),
                   "--threads", str(a.threads)]
            out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
            per[n].append(json.loads(out.strip().splitlines()[-1])["median_s"])
            print(f"  round {r + 1} {n:9s} {per[n][-1] * 1e3:8.1f} ms/batch", flush=True)
    batch = a.variant.batch
    ref = statistics.median(per["torch"]) if "torch" in per else None
    for n in names:
        m = statistics.median(per[n])
        ratio = f"  {m / ref:.2f}x torch" if ref else ""
        print(f"{n:9s} median {m * 1e3:8.1f} ms/batch  {m * 1e3 / batch:6.2f} ms/image{ratio}")
    print(f"load after {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
