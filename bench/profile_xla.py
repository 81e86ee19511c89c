"""Where XLA-CPU spends a rendered train step: a per-thunk profile from jax.profiler.

    .venv/bin/python bench/profile_xla.py [--variant NAME] [--steps 2] [--top 25]

Renders the variant (default: ConvNeXt-T 64² B=16 with the lowerings XLA-CPU chooses,
render/targets.py), compiles it on the xla lowerer (its own options), runs two warm-up steps, then
traces `--steps` steps with `jax.profiler.trace(create_perfetto_trace=True)` and sums the thunk
events by fusion kind (the fusion name without its number: ynn_fusion = YNNPACK dots,
pad_slice_fusion, ...). Thunks on both cores are summed, so the total exceeds the wall time; the
per-thread lines and the parallelism (thunk time / traced wall time) say how much of the step
kept both cores busy.
"""
from __future__ import annotations

import argparse
import collections
import glob
import gzip
import json
import re
import sys
import tempfile
import time

BASE = "convnext_T-c1000-i64-b16x1-adamw+wx+clip1.0+drop"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", help=f"a variant name (default: {BASE} resolved for xla-cpu)")
    ap.add_argument("--steps", type=int, default=2)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--thunks", type=int, default=0,
                    help="also list the N slowest single thunks by name (match them in an HLO dump: "
                         "XLA_FLAGS=--xla_dump_to=DIR)")
    a = ap.parse_args()
    import jax

    from hlocert.bench.contenders import Rendered, inputs
    from hlocert.render import render
    from hlocert.render.targets import resolve
    from hlocert.render.variants import Variant

    v = Variant.parse(a.variant) if a.variant else resolve(Variant.parse(BASE), "xla", "cpu")
    r = Rendered("xla", render(v), v, inputs(v), gpu=False)
    r.step()
    r.step()
    with tempfile.TemporaryDirectory() as d:
        with jax.profiler.trace(d, create_perfetto_trace=True):
            t0 = time.perf_counter()
            for _ in range(a.steps):
                r.step()
            wall_ms = (time.perf_counter() - t0) * 1e3 / a.steps
        trace = json.load(gzip.open(glob.glob(f"{d}/**/perfetto_trace.json.gz", recursive=True)[0]))
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    ms, count = collections.defaultdict(float), collections.Counter()
    single = collections.defaultdict(float)
    by_thread = collections.defaultdict(float)
    for e in events:
        if e.get("ph") == "X" and not e["name"].startswith(("$", "ThunkExecutor", "Slinky", "CommonPjRt")):
            kind = re.sub(r"\.\d+$", "", e["name"])
            ms[kind] += e.get("dur", 0) / 1e3 / a.steps
            single[e["name"]] += e.get("dur", 0) / 1e3 / a.steps
            count[kind] += 1
            by_thread[e.get("tid")] += e.get("dur", 0) / 1e3 / a.steps
    total = sum(ms.values())
    print(f"profiled {v.name} on xla-cpu, {a.steps} steps: thunk time {total:.1f} ms per step (both cores), "
          f"wall {wall_ms:.1f} ms per step: parallelism {total / wall_ms:.2f}")
    print("thunk ms per step by thread: " + ", ".join(f"{t:.0f}" for t in sorted(by_thread.values(), reverse=True)) + "\n")
    print(f"{'kind':<34} {'ms/step':>9} {'share':>7} {'thunks/step':>12}")
    for k, t in sorted(ms.items(), key=lambda kv: -kv[1])[:a.top]:
        print(f"{k:<34} {t:>9.1f} {t / total:>7.1%} {count[k] / a.steps:>12.0f}")
    if a.thunks:
        print(f"\n{'thunk':<34} {'ms/step':>9} {'share':>7}")
        for k, t in sorted(single.items(), key=lambda kv: -kv[1])[:a.thunks]:
            print(f"{k:<34} {t:>9.1f} {t / total:>7.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
