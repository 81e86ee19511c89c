"""Where the XLA lowerer's first step goes: seconds and RSS after each phase of one process.

    HLOCERT_CACHE_DIR=$(mktemp -d) .venv/bin/python bench/first_step_phases.py \\
        convnext_T-c1000-i64-b16x1-adamw+wx+clip1.0+drop+dwmac CACHE_DIR     # cold, then again: warm

Phases: importing jax, importing hlocert, the render, reading @main's signature, the compile (or
the load from the compile cache in CACHE_DIR), the host inputs (init params, AdamW state, batch),
putting them on the device, the first run and a second one (the steady step). Each line: the
phase's seconds, the running total, VmRSS and VmHWM. BENCHMARKS.md (issue 18, round 2) has the
figures.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

T0 = time.perf_counter()
_last = [T0]


def mark(what: str) -> None:
    now = time.perf_counter()
    status = dict(line.split(":", 1) for line in Path("/proc/self/status").read_text().splitlines() if ":" in line)
    rss, hwm = (int(status[k].split()[0]) // 1024 for k in ("VmRSS", "VmHWM"))
    print(f"{what:30s} {now - _last[0]:8.3f} s  (total {now - T0:7.2f})  RSS {rss} MiB  peak {hwm} MiB", flush=True)
    _last[0] = now


import jax  # noqa: E402,F401  (timed: the imports are a phase)

mark("import jax")
from hlocert.bench.contenders import inputs, step_arguments  # noqa: E402
from hlocert.render import render  # noqa: E402
from hlocert.render.signature import signature  # noqa: E402
from hlocert.render.variants import Variant  # noqa: E402
from hlocert.runtime import get_lowerer  # noqa: E402

mark("import hlocert")


def main(variant: str, cache_dir: str) -> None:
    v = Variant.parse(variant)
    text = render(v)
    mark(f"render ({len(text):,} bytes)")
    low = get_lowerer("xla", cache=cache_dir)
    low._signature(text)
    mark("read the signature")
    exe = low.compile(text)
    mark("load from the cache" if exe.from_cache else "compile")
    inp, sig = inputs(v), signature(v)
    mark("host inputs")
    args = sig.unpack(exe.put(step_arguments(sig, inp)), side="inputs")
    del inp
    mark("put")
    for what in ("first run", "second run"):
        outs = sig.unpack(exe.run(sig.pack(args)))
        exe.to_host([outs["loss"]])
        args.update({g: outs[g] for g in sig.carried})
        mark(what)


if __name__ == "__main__":
    main(*sys.argv[1:3])
