"""A BatchNorm-style sum Σ x·y over N, H, W of [N, H, W, C] on XLA-CPU (YNNPACK's reduce), alone, in
five forms: `flat` (one reduce to [C]), `keepN` (over H, W to [N, C], then N), `halves` ([2, N·H·W/2, C]
over the middle, then 2), `keepNH` ([N·H, W, C] over W, then N·H), `rows` (ops/base.py sum_hw's: over H
of [N, H, W·C], then W, then N), at the mobile nets' 224² B=8 shapes; ms per call, median of 25.

    PYTHONPATH=. taskset -c 0 .venv/bin/python bench/xla_reduce_forms.py      # and taskset -c 0,1

BENCHMARKS.md ("What uses the second core on XLA"): which of them YNNPACK spreads over two threads.
"""
from __future__ import annotations

import time

import numpy as np

from hlocert.runtime import get_lowerer

SHAPES = [(8, 112, 112, 32), (8, 112, 112, 96), (8, 56, 56, 144), (8, 28, 28, 240), (8, 14, 14, 480), (8, 7, 7, 1152)]
FORMS = ("flat", "keepN", "halves", "keepNH", "rows")


def _t(*dims: int) -> str:
    return "tensor<" + "x".join(map(str, dims)) + "xf32>"


def _sum(value: str, shape: tuple, dims: list, out: tuple) -> str:
    return (f"stablehlo.reduce({value} init: %z) applies stablehlo.add across dimensions = {dims} : "
            f"({_t(*shape)}, tensor<f32>) -> {_t(*out)}")


def text(n: int, h: int, w: int, c: int, form: str) -> str:
    """The module main(x, y) -> Σ over N, H, W of x·y, [C], summed in `form`."""
    s = (n, h, w, c)
    body = [f"%p = stablehlo.multiply %x, %y : {_t(*s)}", "%z = stablehlo.constant dense<0.0> : tensor<f32>"]
    if form == "flat":
        body.append(f"%r = {_sum('%p', s, [0, 1, 2], (c,))}")
    elif form == "keepN":
        body += [f"%a = {_sum('%p', s, [1, 2], (n, c))}", f"%r = {_sum('%a', (n, c), [0], (c,))}"]
    elif form == "halves":
        half = (2, n * h * w // 2, c)
        body += [f"%q = stablehlo.reshape %p : ({_t(*s)}) -> {_t(*half)}",
                 f"%a = {_sum('%q', half, [1], (2, c))}", f"%r = {_sum('%a', (2, c), [0], (c,))}"]
    elif form == "keepNH":
        rows = (n * h, w, c)
        body += [f"%q = stablehlo.reshape %p : ({_t(*s)}) -> {_t(*rows)}",
                 f"%a = {_sum('%q', rows, [1], (n * h, c))}", f"%r = {_sum('%a', (n * h, c), [0], (c,))}"]
    elif form == "rows":
        body += [f"%q = stablehlo.reshape %p : ({_t(*s)}) -> {_t(n, h, w * c)}",
                 f"%a = {_sum('%q', (n, h, w * c), [1], (n, w * c))}",
                 f"%b = stablehlo.reshape %a : ({_t(n, w * c)}) -> {_t(n, w, c)}",
                 f"%d = {_sum('%b', (n, w, c), [1], (n, c))}", f"%r = {_sum('%d', (n, c), [0], (c,))}"]
    else:
        raise ValueError(f"unknown form {form!r}; choose one of {FORMS}")
    lines = "\n    ".join(body)
    return (f"module @m {{\n  func.func public @main(%x: {_t(*s)}, %y: {_t(*s)}) -> ({_t(c)}) {{\n    {lines}\n"
            f"    return %r : {_t(c)}\n  }}\n}}")


def main() -> None:
    low = get_lowerer("xla", cache=False)
    for shape in SHAPES:
        x = np.random.default_rng(0).random(shape, dtype=np.float32)
        line = []
        for form in FORMS:
            exe = low.compile(text(*shape, form))
            args = exe.put([x, x])
            times = []
            for _ in range(25):
                t0 = time.perf_counter()
                exe.to_host(exe.run(args))
                times.append(time.perf_counter() - t0)
            line.append(f"{form} {np.median(times) * 1e3:.3f}")
        print(shape, "  ".join(line), flush=True)


if __name__ == "__main__":
    main()
