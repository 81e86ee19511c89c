"""How much of XLA-CPU's first run builds YNNPACK runtimes: XLA creates each YNNPACK fusion's subgraph
and runtime on the fusion's first execution (xla/backends/cpu/runtime/ynnpack/ynn_fusion_thunk.cc),
and logs it at VLOG 3. Run a step with that log on, then read the log here:

    D=$(mktemp -d); TF_CPP_MIN_LOG_LEVEL=0 TF_CPP_VMODULE=ynn_fusion_thunk=3 HLOCERT_CACHE_DIR=$D \\
        PYTHONPATH=. taskset -c 0 .venv/bin/python bench/first_step_phases.py VARIANT $D --runs 3 > LOG 2>&1
    .venv/bin/python bench/ynn_first_run.py LOG

Each creation is timed from XLA's "Create ... YNN executable" line to the "concurrency=" line that
the same fusion's first execution logs right after the runtime exists; the logging itself slows the
run, so read the figure against first_step_phases' first run and next runs in the same LOG.
BENCHMARKS.md ("The first step at ConvNeXt-T 64² B=16").
"""
from __future__ import annotations

import re
import sys


def _seconds(line: str) -> float:
    m = re.match(r"[IWE]\d{4} (\d+):(\d+):([\d.]+)", line)
    return int(m.group(1)) * 3600 + int(m.group(2)) * 60 + float(m.group(3))


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    created, total, pending = 0, 0.0, None
    for line in open(sys.argv[1], errors="replace"):
        if "ynn_fusion_thunk.cc" not in line:
            continue
        if re.search(r"Create (pooled|capturing) YNN executable", line):
            pending = _seconds(line)
        elif "concurrency=" in line and pending is not None:
            created, total, pending = created + 1, total + _seconds(line) - pending, None
    print(f"{created} YNNPACK runtimes created, {total:.3f} s in all ({1e3 * total / max(created, 1):.2f} ms each)")


if __name__ == "__main__":
    main()
