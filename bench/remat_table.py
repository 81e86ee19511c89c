"""`+remat` against the plain step on XLA-CPU: memory, step time, and the largest batch in a budget.

    PYTHONPATH=. .venv/bin/python bench/remat_table.py --reps 5 --threads 1 \\
        convnext_T-c1000-i224-b8x1-adamw+wx+clip1.0+drop vit_S-c1000-i224-b8x1-adamw+wx+clip1.0+drop \\
        resnet_50-c1000-i224-b8x1-adamw+wx+clip1.0

Per variant (a train variant without `+remat`): the plain step and its `+remat` twin each in its own
process (hlocert.bench.worker, pinned to `--threads` CPUs), compiled, one warm-up step, then `--reps`
timed steps in rotated rounds; the medians, their ratio, each process's peak RSS (VmHWM, compile
included) and the compiled module's temporaries. Then, compiling only (no step runs), the largest
per-replica batch whose compiled footprint (arguments + temporaries + outputs not aliased to an
argument) fits `--budget-gib`: the footprint at B and 2B gives a line in B, and bisection around the
batch it predicts finds the largest that fits (each batch tried is compiled; the next one up is shown
not to fit). BENCHMARKS.md, "Memory:
rematerialisation", has the figures.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from dataclasses import replace

from hlocert.bench.machine import loadavg
from hlocert.bench.run import _start
from hlocert.render import render
from hlocert.render.variants import variant_arg
from hlocert.runtime import get_lowerer

MIB = 2 ** 20


def footprint(v) -> int:
    """Bytes the compiled step needs at once: arguments + temporaries + outputs not aliased."""
    s = get_lowerer("xla", cache=False).compile(render(v)).memory_stats()
    return s["argument_size_in_bytes"] + s["temp_size_in_bytes"] + s["output_size_in_bytes"] - s["alias_size_in_bytes"]


def largest_batch(v, budget: int) -> tuple[int, int, int]:
    """(the largest batch that fits `budget`, its footprint, the next batch's footprint): the line
    through the footprints at B and 2B guesses it, a bracket around the guess (widened until one
    end fits and the other does not) and bisection find it, each batch tried compiled."""
    seen: dict[int, int] = {}

    def f(b: int) -> int:
        if b not in seen:
            seen[b] = footprint(replace(v, batch=b))
        return seen[b]

    b = v.batch
    per = max(1.0, (f(2 * b) - f(b)) / b)
    guess = max(1, int(b + (budget - f(b)) / per))
    lo, hi, step = guess, guess + 1, max(1, guess // 20)
    while lo > 1 and f(lo) > budget:
        lo, step = max(1, lo - step), 2 * step
    while f(hi) <= budget:
        hi, step = hi + step, 2 * step
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if f(mid) <= budget else (lo, mid)
    return lo, f(lo), f(lo + 1)


def side_by_side(v, reps: int, threads: int, cache: str, lowerer: str = "xla") -> dict:
    """name -> (step seconds per rep, VmHWM bytes, compiled temporaries bytes) of v and its +remat twin."""
    twins = {"plain": v, "remat": replace(v, remat=True)}
    workers = {}
    for k, tv in twins.items():
        spec = {"contender": lowerer, "variant": tv.name, "gpu": False, "cache_dir": cache,
                "reference_options": "jax", "threads": threads, "warmup": 1}
        workers[k] = _start(spec)[0]
        workers[k].receive()                     # ready, after the warm-up step
    times = {k: [] for k in workers}
    order = list(workers)
    for rep in range(reps):
        for k in order[rep % 2:] + order[:rep % 2]:
            times[k].append(workers[k].send("step")["s"])
    out = {}
    for k, w in workers.items():
        end = w.close()
        out[k] = (times[k], end["rss_peak_bytes"], (end.get("memory") or {}).get("temp_bytes"))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variants", nargs="+", type=variant_arg, help="train variants without +remat")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--budget-gib", type=float, default=8.0)
    ap.add_argument("--no-budget", action="store_true", help="skip the largest-batch search")
    ap.add_argument("--lowerer", choices=("xla", "iree"), default="xla",
                    help="the steps' lowerer (iree: peak RSS and step time only; IREE reports no compiled "
                         "memory statistics, and the batch search compiles with XLA)")
    a = ap.parse_args()
    budget = int(a.budget_gib * 2 ** 30)
    print(f"{a.lowerer}, threads {a.threads}, reps {a.reps}, load {loadavg()}", flush=True)
    print("| variant | step s plain / +remat | ratio | peak RSS MiB plain / +remat | compiled temporaries MiB "
          f"plain / +remat | largest batch in {a.budget_gib:g} GiB plain / +remat |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as cache:
        for v in a.variants:
            r = side_by_side(v, a.reps, a.threads, cache, a.lowerer)
            (tp, hp, mp), (tr, hr, mr) = r["plain"], r["remat"]
            mp, mr = (f"{m / MIB:,.0f}" if m else "?" for m in (mp, mr))
            fit = "–"
            if not a.no_budget and a.lowerer == "xla":
                bp, br = (largest_batch(t, budget) for t in (v, replace(v, remat=True)))
                fit = f"{bp[0]} / {br[0]}"
                print(f"  budget: plain B={bp[0]} needs {bp[1] / MIB:,.0f} MiB (B={bp[0] + 1}: {bp[2] / MIB:,.0f}); "
                      f"+remat B={br[0]} needs {br[1] / MIB:,.0f} MiB (B={br[0] + 1}: {br[2] / MIB:,.0f})",
                      file=sys.stderr, flush=True)
            sp, sr = statistics.median(tp), statistics.median(tr)
            print(f"| {v.name} | {sp:.3f} / {sr:.3f} | {sr / sp:.2f}× | {hp / MIB:,.0f} / {hr / MIB:,.0f} | "
                  f"{mp} / {mr} | {fit} |", flush=True)
    print(f"load after {loadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
