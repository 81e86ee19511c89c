"""The 1×1 convolutions' products on their own: XLA-CPU's dot against PyTorch's matmul, same shapes.

    PYTHONPATH=. .venv/bin/python bench/dot_shapes.py --threads 1     # and --threads 2

Each (M, K, N) is a 1×1 convolution of ResNet-50 / MobileNetV2 at 224² B=8 as a product: M = B·H·W
rows, K input channels, N output channels. "forward" is x[M, K] @ w[K, N] (the render's `+pwmm`
forward; the input gradient has the same shape), "weight grad" is x[M, K]ᵀ @ g[M, N] (contracting
over the M rows, as the render's weight gradient does). XLA-CPU copies the left operand to a
transposed layout for that product, whichever way it is written ((gᵀ @ x)ᵀ is folded back into it);
"gᵀx behind a barrier" is (gᵀ @ x) in an optimization barrier, then transposed (the small [N, K]
result): the copy is then of g, the smaller operand when K > N. Each side runs in its own process pinned to
the first `--threads` CPUs (XLA: `jax.jit`; PyTorch: `torch.matmul` with `torch.set_num_threads`),
with the heap in huge pages as the bench runs them; milliseconds are the median of 15 calls after one.
"""
from __future__ import annotations

from hlocert import hugepages

if __name__ == "__main__":     # as the `hlocert` command: the heap's large blocks in huge pages (hlocert/hugepages.py)
    hugepages.reexec("bench")

import argparse
import json
import os
import subprocess
import sys
import time

SHAPES = [(8 * 56 * 56, 64, 256), (8 * 56 * 56, 256, 64), (8 * 28 * 28, 512, 128), (8 * 14 * 14, 1024, 256),
          (8 * 112 * 112, 32, 96)]
REPS = 15


def _median_ms(fn) -> float:
    fn()
    ts = []
    for _ in range(REPS):
        t = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t)
    return 1e3 * sorted(ts)[REPS // 2]


def _side(side: str, threads: int) -> dict:
    """In the child: this side's milliseconds per (shape, kind)."""
    os.sched_setaffinity(0, sorted(os.sched_getaffinity(0))[:threads])
    import numpy as np
    rng = np.random.default_rng(0)
    out = {}
    if side == "xla":
        import jax
        import jax.numpy as jnp
        fwd, wgrad = jax.jit(lambda x, w: x @ w), jax.jit(lambda x, g: x.T @ g)
        barrier = jax.jit(lambda x, g: jax.lax.optimization_barrier(g.T @ x).T)
        for M, K, N in SHAPES:
            x, w, g = (jnp.asarray(rng.standard_normal(s, np.float32)) for s in ((M, K), (K, N), (M, N)))
            out[f"{M}x{K}x{N}"] = [_median_ms(lambda: fwd(x, w).block_until_ready()),
                                   _median_ms(lambda: wgrad(x, g).block_until_ready()),
                                   _median_ms(lambda: barrier(x, g).block_until_ready())]
    else:
        import torch
        torch.set_num_threads(threads)
        for M, K, N in SHAPES:
            x, w, g = (torch.from_numpy(rng.standard_normal(s, np.float32)) for s in ((M, K), (K, N), (M, N)))
            out[f"{M}x{K}x{N}"] = [_median_ms(lambda: x @ w), _median_ms(lambda: x.T @ g)]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--side", choices=["xla", "torch"], help=argparse.SUPPRESS)     # the child's
    a = ap.parse_args()
    if a.side:
        print(json.dumps(_side(a.side, a.threads)))
        return 0
    res = {}
    for side in ("xla", "torch"):
        p = subprocess.run([sys.executable, __file__, "--side", side, "--threads", str(a.threads)],
                           capture_output=True, text=True)
        if p.returncode:
            print(f"{side}: failed: {p.stderr.strip().splitlines()[-1] if p.stderr.strip() else p.returncode}")
            return 1
        res[side] = json.loads(p.stdout.strip().splitlines()[-1])
    print(f"ms per product, median of {REPS}, {a.threads} thread(s), load {os.getloadavg()[0]:.1f}")
    print("| M×K×N | XLA forward | PyTorch forward | XLA weight grad | XLA weight grad, gᵀx behind a barrier | "
          "PyTorch weight grad |")
    print("|---|---|---|---|---|---|")
    for shape, (xf, xw, xb) in res["xla"].items():
        tf, tw = res["torch"][shape]
        print(f"| {shape} | {xf:.2f} | {tf:.2f} | {xw:.2f} | {xb:.2f} | {tw:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
