"""Side by side: one ConvNeXt train step under several (lowerer, lowerings, compiler flags).

    .venv/bin/python bench/step_variants.py --base convnext_T-c1000-i64-b16x1-adamw+wx+clip1.0+drop \\
        --reps 5 xla: xla:+dwmac xla:+dwmac:none iree: iree:+pmm "iree::--iree-llvmcpu-enable-ukernels=all"

Each contender is LOWERER:OPTIONS[:FLAGS]: OPTIONS are appended to the base variant (+dwmac, +pmm,
both, or nothing), FLAGS (separated by ';') are compiler flags: for IREE appended to
iree-compile's command line (`im2col=on|off` sets the lowerer's im2col choice, runtime/iree.py); for XLA debug options NAME=VALUE replacing the lowerer's CPU defaults
(runtime/xla.py CPU_OPTIONS), or `none` for XLA's own defaults. Everything runs on the same inputs, state resident on the device, one warm-up
step, then repetitions interleaved with a rotating order; medians, and every contender's ratio to
the first one on the same lowerer. Every contender must give the loss the first one gives to
1e-4 relative: a lowering or a flag that changes the math is reported.
"""
from __future__ import annotations

from hlocert import hugepages

if __name__ == "__main__":     # as the `hlocert` command: the heap's large blocks in huge pages (hlocert/hugepages.py)
    hugepages.reexec("bench")

import argparse
import statistics
import sys
import time

from hlocert.render.variants import variant_arg


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", type=variant_arg, default="convnext_T-c1000-i64-b16x1-adamw+wx+clip1.0+drop")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("contenders", nargs="+", metavar="LOWERER:OPTIONS[:FLAGS]")
    a = ap.parse_args()
    from hlocert.bench.contenders import Rendered, inputs
    from hlocert.bench.machine import loadavg
    from hlocert.render import render

    base = a.base
    variants = {}
    for spec in a.contenders:       # every contender's name checked before anything is built
        try:
            variants[spec] = variant_arg(base.name + spec.partition(":")[2].partition(":")[0])
        except argparse.ArgumentTypeError as e:
            ap.error(f"{spec}: {e}")
    inp = inputs(base)
    print(f"{base.name}  reps={a.reps}  load {loadavg()}", flush=True)
    runs, info = {}, {}
    for spec in a.contenders:
        lowerer, _, rest = spec.partition(":")
        flags = rest.partition(":")[2]
        v = variants[spec]      # the base with the options the contender typed
        t = time.perf_counter()
        text = render(v)
        render_s = time.perf_counter() - t
        try:
            runs[spec] = Rendered(lowerer, text, v, inp, gpu=False, extra_flags=[f for f in flags.split(";") if f])
        except Exception as e:  # a contender that fails to compile is a result, not a crash
            print(f"  {spec:<40} FAILED: {str(e).splitlines()[0][:200]}", flush=True)
            continue
        loss = runs[spec].step()                                # warm-up
        info[spec] = (lowerer, loss, runs[spec].compile_s, render_s, len(text))
        print(f"  {spec:<40} render {render_s:.2f} s ({len(text):,} B), compile {runs[spec].compile_s:.1f} s, "
              f"loss {loss:.6f}", flush=True)
    times = {k: [] for k in runs}
    order = list(runs)
    for rep in range(a.reps):
        for k in order[rep % len(order):] + order[:rep % len(order)]:
            t = time.perf_counter()
            runs[k].step()
            times[k].append(time.perf_counter() - t)
    first = {}
    for k in times:
        first.setdefault(info[k][0], k)
    for k, ts in times.items():
        lowerer, loss, compile_s, _, _ = info[k]
        ref = first[lowerer]
        med = statistics.median(ts)
        same = abs(loss - info[ref][1]) <= 1e-4 * abs(info[ref][1])
        print(f"  {k:<40} step median {med:.3f} s  min {min(ts):.3f}  "
              f"{med / statistics.median(times[ref]):.2f}× {ref}" + ("" if same else f"  LOSS DIFFERS {loss} vs {info[ref][1]}"),
              flush=True)
        print(f"  {'':<40} per rep {' '.join(f'{t:.3f}' for t in ts)}", flush=True)
    print(f"load after {loadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
