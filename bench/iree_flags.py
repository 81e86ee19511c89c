"""Side by side on IREE (llvm-cpu): one render compiled with different iree-compile flag sets.

    .venv/bin/python bench/iree_flags.py --variant convnext_T-c1000-i64-b16x1-adamw+wx+clip1.0+drop \\
        --reps 5 --set base= --set O3=--iree-opt-level=O3 --set "dt+uk=--iree-opt-data-tiling;--iree-llvmcpu-enable-ukernels=all"

Each --set is NAME=FLAG[;FLAG...] (empty: the lowerer's defaults). Interleaved repetitions with a
rotating order, medians after one warm-up step, state resident on the device; every set must give
the same loss as the first to within 1e-4 relative (a flag that changes the math is reported).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="convnext_T-c1000-i64-b16x1-adamw+wx+clip1.0+drop")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--set", action="append", default=[], metavar="NAME=FLAGS")
    a = ap.parse_args()
    from hlocert.bench import _inputs, _Rendered, _loadavg
    from hlocert.render import render
    from hlocert.render.variants import Variant

    v = Variant.parse(a.variant)
    text = render(v)
    inp = _inputs(v)
    sets = {}
    for s in a.set or ["base="]:
        name, _, flags = s.partition("=")
        sets[name] = [f for f in flags.split(";") if f]
    print(f"iree {v.name} reps={a.reps} load {_loadavg()}", flush=True)
    runs, compile_s, loss = {}, {}, {}
    for name, flags in sets.items():
        t = time.perf_counter()
        try:
            runs[name] = _Rendered("iree", text, v, inp, gpu=False, extra_flags=flags)
        except Exception as e:  # a flag set that fails to compile is a result, not a crash
            print(f"  {name:<14} compile FAILED: {str(e).splitlines()[0][:200]}", flush=True)
            continue
        compile_s[name] = time.perf_counter() - t
        loss[name] = runs[name].step()          # warm-up
        print(f"  {name:<14} compiled in {compile_s[name]:.1f}s, loss {loss[name]:.6f}", flush=True)
    times = {k: [] for k in runs}
    order = list(runs)
    for rep in range(a.reps):
        for k in order[rep % len(order):] + order[:rep % len(order)]:
            t = time.perf_counter()
            runs[k].step()
            times[k].append(time.perf_counter() - t)
    base = next(iter(times), None)
    for k, ts in times.items():
        med = statistics.median(ts)
        same = abs(loss[k] - loss[base]) <= 1e-4 * abs(loss[base])
        print(f"  {k:<14} step median {med:.3f} s  ({med / statistics.median(times[base]):.2f}× {base})  "
              f"compile {compile_s[k]:.1f} s  flags {' '.join(sets[k]) or '(defaults)'}"
              + ("" if same else f"  LOSS DIFFERS {loss[k]} vs {loss[base]}"), flush=True)
    print(f"load after {_loadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
