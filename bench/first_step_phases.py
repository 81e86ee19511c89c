"""Where a lowerer's first step goes: seconds and RSS after each phase of one process.

    HLOCERT_CACHE_DIR=$(mktemp -d) .venv/bin/python bench/first_step_phases.py \\
        convnext_T-c1000-i64-b16x1-adamw+wx+clip1.0+drop+dwmac CACHE_DIR     # cold, then again: warm
    ... bench/first_step_phases.py VARIANT CACHE_DIR --lowerer iree            # IREE (a +pmm variant)
    ... bench/first_step_phases.py VARIANT CACHE_DIR --overlap                 # compile while the inputs are built
    ... bench/first_step_phases.py VARIANT CACHE_DIR --option NAME=VALUE ...   # XLA debug options / IREE flags
    ... bench/first_step_phases.py VARIANT CACHE_DIR --huge-pages deferred --runs 7  # the heap's pages (below)

Phases: importing the lowerer's library (jax or iree), importing hlocert, the render, reading
@main's signature, the compile (or the load from the compile cache in CACHE_DIR), the host
inputs (init params, AdamW state, batch), putting them on the device, the first run and the next
ones (`--runs` in all, default 3: the steady step). With --overlap the compile runs on a thread
(`compile_in_background`) while the host inputs are built, and "wait for the compile" is what is
left of it after them.
Each line: the phase's seconds, the running total, the process's CPU seconds in the phase (user +
system, all threads, iree-compile included), VmRSS, VmHWM, and the minor page faults in the phase.
`--huge-pages` (hlocert/hugepages.py): `off` (4 KiB pages; the default, as before), `start` (glibc's
huge-page tunable from the process's start, as `hlocert bench`'s scripts run) or `deferred` (the
tunable, THP off until the first run is done, as `hlocert train` runs on IREE): the script
re-executes itself for the last two, before anything large is imported, and the timing starts in the
new process. BENCHMARKS.md ("Issue 18, round 2"; "Time to the first step, round 3"; "IREE: the first
step in 4 KiB pages") has the figures.
"""
from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

from hlocert import hugepages

if __name__ == "__main__":     # --huge-pages start|deferred: re-execute under the tunable first (hlocert/hugepages.py)
    _mode = next((sys.argv[i + 1] for i, x in enumerate(sys.argv[:-1]) if x == "--huge-pages"), "off")
    if _mode in ("start", "deferred") and not hugepages.active():
        hugepages.reexec("train" if _mode == "deferred" else "bench")
        raise SystemExit("first_step_phases: this kernel has no transparent huge pages, or HLOCERT_HUGE_PAGES=0")

T0 = time.perf_counter()
_last = [T0, os.times(), resource.getrusage(resource.RUSAGE_SELF).ru_minflt]


def mark(what: str) -> None:
    now, cpu = time.perf_counter(), os.times()
    status = dict(line.split(":", 1) for line in Path("/proc/self/status").read_text().splitlines() if ":" in line)
    rss, hwm = (int(status[k].split()[0]) // 1024 for k in ("VmRSS", "VmHWM"))
    used = sum(cpu[:4]) - sum(_last[1][:4])      # this process and its waited children (iree-compile)
    faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    print(f"{what:30s} {now - _last[0]:8.3f} s  (total {now - T0:7.2f})  cpu {used:7.2f} s  "
          f"RSS {rss} MiB  peak {hwm} MiB  faults {faults - _last[2]}", flush=True)
    _last[:] = [now, cpu, faults]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variant")
    ap.add_argument("cache_dir")
    ap.add_argument("--lowerer", choices=("xla", "iree"), default="xla")
    ap.add_argument("--overlap", action="store_true", help="compile on a thread while the host inputs are built")
    ap.add_argument("--option", action="append", default=[],
                    help="xla: NAME=VALUE debug option (replaces CPU_OPTIONS); iree: an iree-compile flag")
    ap.add_argument("--huge-pages", choices=("off", "start", "deferred"), default="off",
                    help="the heap's pages: 4 KiB, glibc's huge-page tunable from the start, or from the second run")
    ap.add_argument("--runs", type=int, default=3, help="runs of the step, the first included (default 3)")
    a = ap.parse_args()
    if a.lowerer == "xla":
        import jax  # noqa: F401  (timed: the imports are a phase)
    else:
        import iree.compiler  # noqa: F401
        import iree.runtime  # noqa: F401
    mark(f"import {'jax' if a.lowerer == 'xla' else 'iree'}")
    from hlocert.bench.contenders import _option, inputs, step_arguments
    from hlocert.bench.machine import reset_peak_rss, rss
    from hlocert.render import render
    from hlocert.render.signature import signature
    from hlocert.render.variants import variant_arg
    from hlocert.runtime import get_lowerer
    mark("import hlocert")

    try:
        v = variant_arg(a.variant)    # here, not as argparse's type=: importing hlocert is a timed phase
    except argparse.ArgumentTypeError as e:
        ap.error(str(e))
    text = render(v)
    mark(f"render ({len(text):,} bytes)")
    opts = {"cache": a.cache_dir}
    if a.option:
        opts.update({"extra_flags": tuple(a.option)} if a.lowerer == "iree" else
                    {"options": dict(_option(f) for f in a.option)})
    low = get_lowerer(a.lowerer, **opts)
    low._signature(text)
    mark("read the signature")
    if a.overlap:
        compiling = low.compile_in_background(text)
        inp, sig = inputs(v), signature(v)
        mark("host inputs (compiling)")
        exe = compiling.result()
        mark(f"wait for the compile ({'load' if exe.from_cache else 'compile'} {exe.compile_s:.1f} s)")
    else:
        exe = low.compile(text)
        mark("load from the cache" if exe.from_cache else "compile")
        inp, sig = inputs(v), signature(v)
        mark("host inputs")
    args = sig.unpack(exe.put(step_arguments(sig, inp)), side="inputs")
    del inp
    mark("put")
    steps_peak = reset_peak_rss()      # VmHWM from here: the steps' own peak
    for i in range(a.runs):
        outs = sig.unpack(exe.run(sig.pack(args)))
        loss = exe.to_host([outs["loss"]])[0]
        hugepages.after_first_step()       # --huge-pages deferred: THP on from here (as the trainer)
        args.update({g: outs[g] for g in sig.carried})
        mark(f"{'first run' if i == 0 else f'run {i + 1}'} (loss {float(loss):.7g})")
    if steps_peak:
        print(f"the steps' peak RSS: {rss()[1] // 2**20} MiB (VmHWM from after the put)", flush=True)


if __name__ == "__main__":
    main()
