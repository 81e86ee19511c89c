"""A BatchNorm-style sum Σ x·y over N, H, W of [N, H, W, C] on XLA-CPU (YNNPACK's reduce), alone, in
five forms: `flat` (one reduce to [C]), `keepN` (over H, W to [N, C], then N), `halves` ([2, N·H·W/2, C]
over the middle, then 2), `keepNH` ([N·H, W, C] over W, then N·H), `rows` (ops/base.py sum_hw's: over H
of [N, H, W·C], then W, then N), at the mobile nets' 224² B=8 shapes; ms per call, median of 25 after a
warm-up (bench/bf16_isa.py's `timed`).

    PYTHONPATH=. taskset -c 0 .venv/bin/python bench/xla_reduce_forms.py      # and taskset -c 0,1

BENCHMARKS.md ("What uses the second core on XLA"): which of them YNNPACK spreads over two threads.
"""
from __future__ import annotations

import numpy as np

from bench.bf16_isa import timed
from hlocert.ir import FuncBuilder, build_module, print_module, tensor
from hlocert.ops.base import sum_hw
from hlocert.runtime import get_lowerer

SHAPES = [(8, 112, 112, 32), (8, 112, 112, 96), (8, 56, 56, 144), (8, 28, 28, 240), (8, 14, 14, 480), (8, 7, 7, 1152)]
FORMS = ("flat", "keepN", "halves", "keepNH", "rows")


def text(n: int, h: int, w: int, c: int, form: str) -> str:
    """The module main(x, y) -> Σ over N, H, W of x·y, [C], summed in `form` (hlocert's IR builder)."""
    if form not in FORMS:
        raise ValueError(f"unknown form {form!r}; choose one of {FORMS}")
    b = FuncBuilder("main")
    p = b.mul(b.arg("x", tensor((n, h, w, c))), b.arg("y", tensor((n, h, w, c))))
    if form == "flat":
        r = b.reduce(p, (0, 1, 2))
    elif form == "keepN":
        r = b.reduce(b.reduce(p, (1, 2)), (0,))
    elif form == "halves":
        r = b.reduce(b.reduce(b.reshape(p, (2, n * h * w // 2, c)), (1,)), (0,))
    elif form == "keepNH":
        r = b.reduce(b.reduce(b.reshape(p, (n * h, w, c)), (1,)), (0,))
    else:                                   # rows: each example's Σ over H, W as the staged BatchNorm sums
        r = b.reduce(sum_hw(b, p), (0,))
    return print_module(build_module(b.ret(r)))


def main() -> None:
    low = get_lowerer("xla", cache=False)
    for shape in SHAPES:
        x = np.random.default_rng(0).random(shape, dtype=np.float32)
        line = []
        for form in FORMS:
            line.append(f"{form} {timed(low.compile(text(*shape, form)), [x, x], 25) * 1e3:.3f}")
        print(shape, "  ".join(line), flush=True)


if __name__ == "__main__":
    main()
