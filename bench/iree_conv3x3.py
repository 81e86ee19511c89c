"""One of ResNet-50's 3×3 convolutions alone (NHWC × HWIO, stride 1, pad 1) on IREE-CPU and XLA-CPU,
ms per call (median of --reps after a warm-up); IREE with its direct convolution code (`im2col="off"`), as
im2col + matmul (`"on"`), and with each `--flag` added to the direct one.

    PYTHONPATH=. taskset -c 0 .venv/bin/python bench/iree_conv3x3.py [--shape 8,14,14,256] [--flag=FLAG ...]

BENCHMARKS.md ("On a CPU without AVX-512"): ResNet-50's 3×3 convolutions, profiled in its step
(bench/profile_iree.py), ran at a few GFLOP/s there; this times one alone, and its GFLOP/s.
"""
from __future__ import annotations

import argparse
import time

import numpy as np

from bench.bf16_isa import timed      # median of reps after a warm-up, the arguments put once
from hlocert.ir import FuncBuilder, build_module, print_module, tensor
from hlocert.runtime import get_lowerer


def text(n: int, h: int, w: int, c: int) -> str:
    b = FuncBuilder("main")
    y = b.convolution(b.arg("x", tensor((n, h, w, c))), b.arg("k", tensor((3, 3, c, c))), padding=((1, 1), (1, 1)))
    return print_module(build_module(b.ret(y)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shape", default="8,14,14,256", help="N,H,W,C of the input (C in = C out)")
    ap.add_argument("--flag", action="append", default=[], help="an iree-compile flag to try (repeatable)")
    ap.add_argument("--reps", type=int, default=5)
    a = ap.parse_args()
    n, h, w, c = (int(d) for d in a.shape.split(","))
    t = text(n, h, w, c)
    rng = np.random.default_rng(0)
    arrays = [rng.standard_normal((n, h, w, c), dtype=np.float32), rng.standard_normal((3, 3, c, c), dtype=np.float32)]
    gflop = 2 * n * h * w * c * 9 * c / 1e9
    contenders = [("xla", get_lowerer("xla", cache=False)), ("iree direct", get_lowerer("iree", cache=False, im2col="off")),
                  ("iree im2col", get_lowerer("iree", cache=False, im2col="on"))]
    contenders += [(f"iree direct {f}", get_lowerer("iree", cache=False, im2col="off", extra_flags=(f,))) for f in a.flag]
    for name, low in contenders:
        t0 = time.perf_counter()
        exe = low.compile(t)
        compile_s = time.perf_counter() - t0
        s = timed(exe, arrays, a.reps)
        print(f"{name}: {s * 1e3:.1f} ms, {gflop / s:.1f} GFLOP/s (compile {compile_s:.1f} s)", flush=True)


if __name__ == "__main__":
    main()
