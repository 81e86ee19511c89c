"""A depthwise stage (7×7 pad 3 unless the shape says /kK sS: k×k, stride s, timm padding) two ways — weight gradient per tap (rule depthwise_shifted: 2·49
reduces) and in one pass (rule depthwise_shifted_vreduce with no size bounds: one 49-operand reduce,
then one over B) — on one lowerer: compile seconds, the stage's fwd+bwd median ms (interleaved, same inputs),
and dw's f32 error against float64.

    .venv/bin/python bench/dw_weight_grad.py xla 16x16x16x96 16x8x8x192 16x4x4x384 16x2x2x768
    .venv/bin/python bench/dw_weight_grad.py xla 8x112x112x32/k3s1 8x112x112x96/k3s2   # the mobile nets'
"""
import statistics
import sys
import time

import numpy as np

from hlocert.bench.machine import loadavg
from hlocert.ops.conv import timm_padding
from hlocert.ir import FuncBuilder, build_module, print_module, tensor
from hlocert.ops.depthwise_shifted import DepthwiseShifted, DepthwiseShiftedOnePass
from hlocert.runtime import get_lowerer

REPS = 15


def stage_text(stage, x_shape) -> str:
    """main(x, w, b, dy) -> (y, dx, dw, db): the stage's forward and hand-written backward."""
    b = FuncBuilder("main")
    x = b.arg("x", tensor(x_shape))
    params = {n: b.arg(n, tensor(s)) for n, s in stage.param_shapes(x_shape).items()}
    dy = b.arg("dy", tensor(stage.out_shape(x_shape)))
    y, saved = stage.forward(b, x, params, {})
    dx, grads = stage.backward(b, dy, saved, params, {})
    return print_module(build_module(b.ret(y, dx, *grads.values())))


def dw64(x, dy, k, pad, s):
    """dw[i, j, 0, c] = Σ_{b,h,w} xp[b, s·h+i, s·w+j, c] · dy[b, h, w, c] in float64."""
    xp = np.pad(x.astype(np.float64), ((0, 0), (pad, pad), (pad, pad), (0, 0)))
    d = dy.astype(np.float64)
    h, w = dy.shape[1:3]
    return np.array([[np.einsum("bhwc,bhwc->c", xp[:, i:i + s * (h - 1) + 1:s, j:j + s * (w - 1) + 1:s], d)
                      for j in range(k)] for i in range(k)])[:, :, None, :]


def main() -> int:
    lowerer = get_lowerer(sys.argv[1], cache=False)
    print(f"{sys.argv[1]}  load {loadavg()}", flush=True)
    for spec in sys.argv[2:]:
        dims, _, geometry = spec.partition("/")
        shape = tuple(int(s) for s in dims.split("x"))
        kern, _, stride = geometry.removeprefix("k").partition("s") if geometry else ("7", "", "1")
        kern, stride = int(kern), int(stride or 1)
        pad = 3 if not geometry else timm_padding(kern, stride)
        rng = np.random.default_rng(0)
        x = rng.standard_normal(shape).astype(np.float32)
        w = rng.standard_normal((kern, kern, 1, shape[3])).astype(np.float32)
        bias = rng.standard_normal(shape[3]).astype(np.float32)
        dy = rng.standard_normal(DepthwiseShifted(kern, pad, stride=stride).out_shape(shape)).astype(np.float32)
        want = dw64(x, dy, kern, pad, stride)
        runs = {}
        for cls in (DepthwiseShifted, DepthwiseShiftedOnePass):
            t = time.perf_counter()
            stage = cls(kern, pad, name="d", stride=stride) if cls is DepthwiseShifted else \
                cls(kern, pad, name="d", stride=stride, min_hw=1, max_in_hw=1 << 30)
            exe = lowerer.compile(stage_text(stage, shape))
            compile_s = time.perf_counter() - t
            handles = exe.put([x, w, bias, dy])
            dw = np.asarray(exe.to_host(exe.run(handles))[2], np.float64)
            err = np.linalg.norm(dw - want) / np.linalg.norm(want)
            runs[cls.__name__] = (exe, handles, compile_s, err, [])
        for rep in range(REPS):
            order = list(runs) if rep % 2 == 0 else list(runs)[::-1]
            for k in order:
                exe, handles, *_, times = runs[k]
                t = time.perf_counter()
                exe.to_host(exe.run(handles)[2:3])
                times.append(time.perf_counter() - t)
        base = statistics.median(runs["DepthwiseShifted"][4])
        for k, (_, _, compile_s, err, times) in runs.items():
            ms = statistics.median(times)
            print(f"  {spec:>18} {k:24s} compile {compile_s:5.1f} s  fwd+bwd {1e3 * ms:8.2f} ms "
                  f"({ms / base:4.2f}×)  dw rel-L2 vs f64 {err:.1e}", flush=True)
    print(f"load {loadavg()}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
