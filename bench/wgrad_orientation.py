"""Side by side in one process: a train step with the dense/1×1 weight gradients as rendered
(ops/dense.py `outer_sum`: where dy is the narrower operand, the [C', C] product dy·x transposed back,
which XLA folds into x·dy and so copies the wider x transposed) against the same render with that
product behind an optimization barrier (XLA then keeps dy·x and copies the narrower dy: 1.5–2.3×
faster on its own, bench/dot_shapes.py).

    PYTHONPATH=. taskset -c 0 .venv/bin/python bench/wgrad_orientation.py VARIANT [VARIANT ...] --reps 5

Each variant: both texts compiled on the lowerer (`--lowerer xla|iree`), the same inputs, one
warm-up step each, then repetitions alternating which goes first; medians, their ratio, and the two
losses (the same sum either way: they must agree to 1e-5 relative).
"""
from __future__ import annotations

from hlocert import hugepages

if __name__ == "__main__":     # as the `hlocert` command: the heap's large blocks in huge pages (hlocert/hugepages.py)
    hugepages.reexec("bench")

import argparse
import statistics
import sys
import time
from unittest import mock

from hlocert.ops.dense import outer_sum
from hlocert.render.variants import variant_arg


def _with_barrier(b, x, dy):
    """outer_sum with the dy·x product behind an optimization barrier before its transpose (where
    x is the narrower operand, outer_sum as it is)."""
    if x.type.shape[-1] <= dy.type.shape[-1]:
        return outer_sum(b, x, dy)
    lead = tuple(range(x.type.rank - 1))
    (dw_t,) = b.optimization_barrier(b.dot_general(dy, x, contract=(lead, lead)))
    return b.transpose(dw_t, [1, 0])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variants", nargs="+", type=variant_arg)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--lowerer", default="xla", choices=["xla", "iree"])
    a = ap.parse_args()
    from hlocert.bench.contenders import Rendered, inputs
    from hlocert.bench.machine import loadavg
    from hlocert.render import render

    print(f"{a.lowerer}, {a.reps} reps, load {loadavg()}", flush=True)
    for v in a.variants:
        plain = render(v)
        with mock.patch("hlocert.ops.dense.outer_sum", _with_barrier), \
                mock.patch("hlocert.ops.pointwise_matmul.outer_sum", _with_barrier):
            barrier = render(v)
        n = barrier.count("stablehlo.optimization_barrier") - plain.count("stablehlo.optimization_barrier")
        inp = inputs(v)
        runs = {"barrier": Rendered(a.lowerer, barrier, v, inp, gpu=False),
                "no barrier": Rendered(a.lowerer, plain, v, inp, gpu=False)}
        losses = {k: r.step() for k, r in runs.items()}
        times = {k: [] for k in runs}
        order = list(runs)
        for rep in range(a.reps):
            for k in order[rep % 2:] + order[:rep % 2]:
                t = time.perf_counter()
                runs[k].step()
                times[k].append(time.perf_counter() - t)
        med = {k: statistics.median(ts) for k, ts in times.items()}
        same = abs(losses["barrier"] - losses["no barrier"]) <= 1e-5 * abs(losses["no barrier"])
        print(f"{v.name}: {n} barriers; step median {med['barrier']:.4f} s with, {med['no barrier']:.4f} s "
              f"without: {med['barrier'] / med['no barrier']:.3f}×; losses {losses['barrier']:.6f} / "
              f"{losses['no barrier']:.6f}{'' if same else '  LOSSES DIFFER'}", flush=True)
        del runs
    print(f"load after {loadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
