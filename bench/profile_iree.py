"""Where IREE's llvm-cpu spends a rendered train step: a per-dispatch profile.

    .venv/bin/python bench/profile_iree.py [--variant NAME] [--iterations 3] [--top 25] [--flag=FLAG ...]

Renders the variant (default: ConvNeXt-T 64² B=16, with the lowerings IREE-CPU chooses,
render/targets.py), compiles it with the lowerer's own flags, and runs it under
`iree-benchmark-module --device_profiling_mode=host-execution` (IREE's HAL profiler: one timed
event per dispatch, the local-task driver's only profiling family). `iree-profile dispatch` then
gives per-dispatch totals, which this script groups by kind (matmul, conv, elementwise, reduction,
encoding = data-tiling pack/unpack, ...) and lists the heaviest, per step. `--flag` (repeatable)
appends an iree-compile flag to the lowerer's own, to profile a flag before it becomes a default.

`--steady`: the steady step alone. The module runs twice, 2 and 2 + `--iterations` times, and each
dispatch's time is the difference over `--iterations`, so the first invocation's one-time costs
(its fresh pages' first touches: seconds with huge pages) drop out; both runs under glibc's
huge-page tunable, as the bench's contenders (hlocert/hugepages.py); `--threads N` runs the module
on N CPUs (taskset, and one IREE worker group per CPU). The kind `conv wgrad` is a convolution whose output is a weight
(its name's dims start C×k×k: a weight gradient, reduced over the batch); `conv` the others.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

from hlocert.render.variants import variant_arg

BASE = "t64b16"      # the bench config profiled by default


def tool(name: str) -> str:
    import iree.runtime
    path = Path(iree.runtime.__file__).parents[1] / "_runtime_libs" / name
    if not path.exists():
        found = shutil.which(name)
        if not found:
            raise SystemExit(f"profile_iree: {name} not found next to iree.runtime or on PATH")
        return found
    return str(path)


def is_weight_gradient(name: str) -> bool:
    """A conv dispatch whose output is a weight: IREE names a conv by its loop sizes, a forward or
    input gradient's ending in the kernel's k×k (N×H×W×C×k×k), a weight gradient's starting C×k×k
    (C×k×k×N×H×W or C×k×k×H×W×N)."""
    m = re.search(r"_conv_([\dx]+)_", name)
    if not m:
        return False
    d = [int(x) for x in m.group(1).split("x")]
    if len(d) < 5 or d[1] != d[2]:
        return False
    return d[1] < d[-1] if d[-1] == d[-2] else d[1] <= 11     # both ends square: the kernel is the smaller


def profile(tmp: Path, iterations: int, threads: int = 0, huge_pages: bool = False) -> tuple[list[dict], list[str]]:
    """iree-benchmark-module's per-dispatch totals over `iterations` runs of the module in `tmp`, and
    its benchmark line; `threads` > 0: on that many CPUs; `huge_pages`: under the tunable (--steady)."""
    from hlocert import hugepages
    prof = tmp / f"step{iterations}.ireeprof"
    cmd = [tool("iree-benchmark-module"), f"--flagfile={tmp / 'flags'}", f"--benchmark_min_time={iterations}x",
           "--device_profiling_mode=host-execution", f"--device_profiling_output={prof}"]
    if threads:
        cpus = sorted(os.sched_getaffinity(0))[:threads]
        cmd = ["taskset", "-c", ",".join(map(str, cpus)), *cmd, f"--task_topology_max_group_count={threads}"]
    env = hugepages.environment(os.environ, hugepages.thp_mode()) if huge_pages else None
    run = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if run.returncode:
        raise SystemExit(f"iree-benchmark-module failed:\n{run.stderr[-2000:]}")
    out = subprocess.run([tool("iree-profile"), "dispatch", "--format=jsonl", str(prof)],
                         capture_output=True, text=True, check=True).stdout
    return ([json.loads(ln) for ln in out.splitlines() if '"host_dispatch_group"' in ln],
            [ln for ln in run.stdout.splitlines() if ln.startswith("BM_")])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", type=variant_arg,
                    help=f"a variant name (default: the {BASE} bench config's, resolved for iree-cpu)")
    ap.add_argument("--iterations", type=int, default=3)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--flag", action="append", default=[], help="an extra iree-compile flag (repeatable)")
    ap.add_argument("--steady", action="store_true", help="the steady step: two runs, their difference (above)")
    ap.add_argument("--threads", type=int, default=0, help="with --steady: run on this many CPUs (0: all)")
    a = ap.parse_args()
    import iree.compiler as ic

    from hlocert.bench.configs import CONFIGS
    from hlocert.bench.contenders import inputs, step_arguments
    from hlocert.render import render
    from hlocert.render.signature import signature
    from hlocert.render.targets import resolve
    from hlocert.runtime import get_lowerer

    v = a.variant or resolve(CONFIGS[BASE].spec, "iree", "cpu")
    low = get_lowerer("iree", cache=False, extra_flags=a.flag)
    text = render(v)
    print(f"profiling {v.name} on iree-cpu, {a.iterations} iterations; flags {' '.join(low._flags_for(text))}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        vmfb = ic.compile_str(text, target_backends=list(low._backends), input_type="stablehlo",
                              extra_args=list(low._flags_for(text)))
        (tmp / "m.vmfb").write_bytes(vmfb)
        inp = inputs(v)
        args = step_arguments(signature(v), inp)
        lines = [f"--module={tmp / 'm.vmfb'}", "--function=main", "--device=local-task"]
        for i, arr in enumerate(args):
            f = tmp / f"in{i:04d}.npy"
            np.save(f, np.asarray(arr, np.float32))
            lines.append(f"--input=@{f}")
        (tmp / "flags").write_text("\n".join(lines) + "\n")
        if a.steady:
            base, bench_line = profile(tmp, 2, a.threads, huge_pages=True)
            rows, bench_line = profile(tmp, 2 + a.iterations, a.threads, huge_pages=True)
            before = {r["key"]: r for r in base}
            rows = [{**r, "total_ns": r["total_ns"] - before.get(r["key"], {}).get("total_ns", 0),
                     "count": r["count"] - before.get(r["key"], {}).get("count", 0)} for r in rows]
            print(f"steady: the runs of 2 and {2 + a.iterations} iterations, their difference")
        else:
            rows, bench_line = profile(tmp, a.iterations)
    n = a.iterations
    total = sum(r["total_ns"] for r in rows) / n / 1e6
    kinds, counts = collections.defaultdict(float), collections.Counter()
    for r in rows:
        name = r["key"]
        kind = "encoding" if name.startswith("_encoding") else re.sub(r"^main_dispatch_\d+_", "", name).split("_")[0]
        if kind == "conv" and is_weight_gradient(name):
            kind = "conv wgrad"
        kinds[kind] += r["total_ns"] / n / 1e6
        counts[kind] += r["count"] // n
    print(*bench_line, sep="\n")
    print(f"\ndispatch time per step: {total:.1f} ms in {sum(counts.values())} dispatches\n")
    print(f"{'kind':<14} {'ms/step':>9} {'share':>7} {'dispatches':>11}")
    for k, ms in sorted(kinds.items(), key=lambda kv: -kv[1]):
        print(f"{k:<14} {ms:>9.1f} {ms / total:>7.1%} {counts[k]:>11}")
    print("\nheaviest dispatches (ms per step, times per step, name):")
    for r in sorted(rows, key=lambda r: -r["total_ns"])[:a.top]:
        print(f"{r['total_ns'] / n / 1e6:8.1f}  x{r['count'] // n:<3} {r['key']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
