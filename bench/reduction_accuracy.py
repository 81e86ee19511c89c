"""XLA vs IREE accuracy of the long f32 sums a train step at 224² B=64 makes: a bias / LayerNorm
gradient (sum over B·H·W = 200,704 rows, in one reduce or in two stages) and a pointwise-conv
weight gradient (a dot_general contracting those rows), against float64.

    .venv/bin/python bench/reduction_accuracy.py [64x56x56x96]
"""
import sys

import numpy as np

from hlocert.ir import FuncBuilder, build_module, print_module, tensor
from hlocert.runtime import get_lowerer

def build(shape, kind):
    b = FuncBuilder("main")
    x = b.arg("x", tensor(shape, "f32"))
    r = len(shape)
    if kind == "one":
        y = b.reduce(x, tuple(range(r - 1)))
    elif kind == "two":      # rows first (H, W), then batch
        y = b.reduce(b.reduce(x, tuple(range(1, r - 1))), (0,))
    elif kind == "dot":      # contraction over B*H*W: dw = x^T dy for a pointwise conv
        y2 = b.arg("y", tensor(shape, "f32"))
        y = b.dot_general(x, y2, contract=(tuple(range(r - 1)), tuple(range(r - 1))))
    return print_module(build_module(b.ret(y)))


rng = np.random.default_rng(0)
shape = tuple(int(s) for s in sys.argv[1].split("x")) if len(sys.argv) > 1 else (64, 56, 56, 96)
x = (rng.standard_normal(shape) * 1e-3 + 2e-4).astype(np.float32)
want = x.astype(np.float64).sum(axis=tuple(range(len(shape) - 1)))
for ln in ("xla", "iree"):
    low = get_lowerer(ln, cache=False)
    for kind in ("one", "two"):
        exe = low.compile(build(shape, kind))
        got = np.asarray(exe.to_host(exe.run(exe.put([x])))[0], np.float64)
        err = np.linalg.norm(got - want) / np.linalg.norm(want)
        print(f"{ln:5s} {kind:4s} sum over {np.prod(shape[:-1]):,} rows: rel-L2 {err:.2e}", flush=True)
    exe = low.compile(build(shape, "dot"))
    got = np.asarray(exe.to_host(exe.run(exe.put([x, x])))[0], np.float64)
    x64 = x.reshape(-1, shape[-1]).astype(np.float64)
    w = x64.T @ x64
    print(f"{ln:5s} dot  contraction over {x64.shape[0]:,}: rel-L2 {np.linalg.norm(got - w) / np.linalg.norm(w):.2e}", flush=True)
