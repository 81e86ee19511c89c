"""Each example's Σ over H, W of a product on IREE-CPU: one reduce over (1, 2) against rows (`sum_hw`).

    PYTHONPATH=. taskset -c 0 .venv/bin/python bench/iree_hw_sums.py [--reps 15] [--rounds 3]

The mobile nets' BatchNorm statistics (Σ xc², Σ dy · x̂, staged: per example first) and the SE gate's
dgate (Σ dy · x) are sums over H, W of a product. Each form below is a function of x, y [N, H, W, C]
compiled alone by the project's IREE lowerer (runtime/iree.py, its own flags) and run by one IREE worker (the process pinned to
one CPU by taskset), at the mobile nets' 224² B=8 shapes; the median of `--reps` calls (the result copied to the host), the best
of `--rounds` rounds, and each form's error against float64:
  - `sum x`: Σ x over (1, 2), one input, nothing computed inside the reduction (for scale);
  - `one reduce`: Σ x · y as one stablehlo.reduce over (1, 2) (before);
  - `rows`: Σ x · y as [N, H, W·C] summed over H, then [N, W, C] over W (hlocert/ops/base.py `sum_hw`).
"""
from __future__ import annotations

import argparse
import time

import numpy as np

from hlocert.ir import FuncBuilder, build_module, print_module, tensor
from hlocert.ops.base import sum_hw

SHAPES = [(8, 112, 112, 32), (8, 112, 112, 96), (8, 56, 56, 144), (8, 28, 28, 240), (8, 14, 14, 672),
          (8, 7, 7, 1152)]


def forms(n, h, w, c) -> dict[str, str]:
    """Each form's module main(x, y) -> [N, C] (hlocert's IR builder; `rows` is ops/base.py's sum_hw)."""
    def module(body) -> str:
        b = FuncBuilder("main")
        x, y = (b.arg(name, tensor((n, h, w, c))) for name in "xy")
        return print_module(build_module(b.ret(body(b, x, y))))
    return {
        "sum x": module(lambda b, x, y: b.reduce(x, (1, 2))),
        "one reduce": module(lambda b, x, y: b.reduce(b.mul(x, y), (1, 2))),
        "rows": module(lambda b, x, y: sum_hw(b, b.mul(x, y))),
    }


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    import iree.runtime as rt
    rt.flags.parse_flags("--task_topology_max_group_count=1")     # one worker, before the lowerer opens its device

    from hlocert.bench.machine import loadavg
    from hlocert.runtime import get_lowerer

    low = get_lowerer("iree", cache=False)
    print(f"IREE-CPU, flags {' '.join(low._flags)}; load {loadavg()}", flush=True)
    print("| N, H, W, C | " + " | ".join(f"{k}, ms" for k in forms(1, 1, 1, 1)) + " | one reduce ÷ rows | "
          "error vs float64 (one reduce / rows) |")
    print("|---|---|---|---|---|---|")
    rng = np.random.default_rng(0)
    for shape in SHAPES:
        exes = {name: low.compile(text) for name, text in forms(*shape).items()}
        x, y = (rng.standard_normal(shape).astype(np.float32) for _ in range(2))
        exact = (x.astype(np.float64) * y).sum((1, 2))
        best, err = {}, {}
        for _ in range(a.rounds):
            for name, exe in exes.items():
                args = exe.put([x, y])
                out = exe.to_host(exe.run(args))[0]
                err[name] = float(np.max(np.abs(out - exact)) / np.max(np.abs(exact)))
                ts = []
                for _ in range(a.reps):
                    t0 = time.perf_counter()
                    exe.to_host(exe.run(args))
                    ts.append(time.perf_counter() - t0)
                best[name] = min(best.get(name, np.inf), float(np.median(ts)))
        print(f"| {', '.join(map(str, shape))} | " + " | ".join(f"{best[k] * 1e3:.2f}" for k in exes)
              + f" | {best['one reduce'] / best['rows']:.1f}× | {err['one reduce']:.1e} / {err['rows']:.1e} |",
              flush=True)
    print(f"load after {loadavg()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
