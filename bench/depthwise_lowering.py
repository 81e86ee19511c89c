"""Side by side on one lowerer: the ConvNeXt train step with the depthwise 7×7 convs lowered as
stablehlo.convolution vs as 49 certified shifted multiply-adds (`+dwmac`).

    .venv/bin/python bench/depthwise_lowering.py --size T --image 64 --batch 16 --reps 5 --lowerer xla

Interleaved per repetition (order alternating), medians after one warm-up step, params resident.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

import numpy as np


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", default="T")
    ap.add_argument("--image", type=int, default=64)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--lowerer", default="xla")
    a = ap.parse_args()
    from hlocert.nets.convnext import draw_drop_mask
    from hlocert.render import render
    from hlocert.render.variants import Variant
    from hlocert.runtime import get_lowerer

    base = f"convnext_{a.size}-c1000-i{a.image}-b{a.batch}x1-adamw+wx+clip1.0+drop"
    runs = {}
    low = get_lowerer(a.lowerer, cache=False)
    for name in (base, base + "+dwmac"):
        v = Variant.parse(name)
        t = time.perf_counter()
        exe = low.compile(render(v))
        compile_s = time.perf_counter() - t
        rng = np.random.default_rng(0)
        params = list(v.model.init_params(0).values())
        zeros = [np.zeros_like(p) for p in params]
        tg = rng.random((a.batch, 1000)).astype(np.float32)
        tg /= tg.sum(1, keepdims=True)
        fixed = [rng.standard_normal(v.x_shape).astype(np.float32)]
        tail = [np.float32(1e-3), np.float32(0.1), np.float32(0.001),
                draw_drop_mask(rng, a.batch, v.model.drop_ramp()), tg]
        state = exe.put(fixed + params + zeros + zeros + tail)
        n = len(params)
        runs[name] = {"exe": exe, "state": state, "n": n, "compile_s": compile_s, "times": []}

    def step(r):
        t = time.perf_counter()
        out = r["exe"].run(r["state"])
        loss = r["exe"].to_host([out[-2]])[0]
        n = r["n"]
        r["state"] = [r["state"][0], *out[:3 * n], *r["state"][1 + 3 * n:]]
        return time.perf_counter() - t, float(loss)

    for r in runs.values():
        step(r)                                           # warm-up
    names = list(runs)
    for i in range(a.reps):
        for name in (names if i % 2 == 0 else names[::-1]):
            runs[name]["times"].append(step(runs[name])[0])
    print(f"{a.lowerer}  ConvNeXt-{a.size} {a.image}² B={a.batch}  reps={a.reps}  load {os.getloadavg()}")
    med = {}
    for name, r in runs.items():
        med[name] = statistics.median(r["times"])
        print(f"  {name:60s} step median {med[name]:.3f} s  compile {r['compile_s']:.1f} s")
    print(f"  ratio dwmac/conv: {med[names[1]] / med[names[0]]:.2f}x")


if __name__ == "__main__":
    main()
