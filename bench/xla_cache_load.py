"""Where XLA's warm start goes: load a rendered step's executable from hlocert's compile cache.

    python bench/xla_cache_load.py VARIANT --cache DIR [--loads 3] [--threads 1]

The first run with an empty DIR renders VARIANT and compiles it (the cold compile, stored in DIR);
every run then loads it from DIR `--loads` times with fresh lowerers (the warm start's cache load:
index check, sha256, jaxlib's `deserialize_executable` with the lowerer's options) and prints each
load's seconds. Run it a second time under a profiler to see the load alone, e.g.

    perf record -g -o load.data python bench/xla_cache_load.py VARIANT --cache DIR
    perf report -i load.data --children --sort sym

(BENCHMARKS.md, "Time to the first step", the warm start's cache load, 2026-12-06.)
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path


def main(argv=None) -> int:
    from hlocert.render.variants import variant_arg
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variant", type=variant_arg, help="a render name, e.g. convnext_T-c1000-i64-b16x1-adamw+wx+clip1.0+drop+dwmacvr")
    ap.add_argument("--cache", required=True, type=Path, help="the compile cache directory (filled on the first run)")
    ap.add_argument("--loads", type=int, default=3, help="cache loads to time (default 3)")
    ap.add_argument("--threads", type=int, default=1, help="CPUs to run on (the first N this process may use)")
    args = ap.parse_args(argv)
    cpus = sorted(os.sched_getaffinity(0))[:args.threads]
    os.sched_setaffinity(0, cpus)

    from hlocert.render import render
    from hlocert.runtime import get_lowerer

    t0 = time.perf_counter()
    text = render(args.variant)
    print(f"render {time.perf_counter() - t0:.2f} s, {len(text.encode()) / 1e6:.1f} MB; CPUs {cpus}", flush=True)
    loads, cold = 0, 0
    while loads < args.loads:
        exe = get_lowerer("xla", platform="cpu", cache=args.cache).compile(text)
        if exe.from_cache:
            loads += 1
            print(f"load {exe.compile_s:.2f} s", flush=True)
            continue
        cold += 1
        print(f"compile (cold) {exe.compile_s:.2f} s", flush=True)
        if cold > 1:
            print(f"{args.cache} did not keep the executable (see the warning above): nothing to load", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
