"""IREE-CPU on a depthwise convolution's weight gradient, three formulations of the same sum, to
decide whether a new lowering would pay (issue 31: IREE's depthwise weight gradients are its gap on
the mobile nets; BENCHMARKS.md, "IREE on the mobile nets").

    PYTHONPATH=. taskset -c 0 .venv/bin/python bench/iree_dw_wgrad_forms.py 8x112x112x96/k3s2 8x112x112x32/k3s1

dW[i, j, c] = Σ_{n,h,w} x_pad[n, h·s + i, w·s + j, c] · dy[n, h, w, c], x [N, H, W, C], timm padding
(k − 1) // 2, written in JAX (these are experiments, not certified rules) and lowered to StableHLO:
  A  JAX's own VJP of the grouped convolution: one convolution with batch_group_count = C (the form
     hlocert's `conv` lowering renders, and IREE transposes x to C×H×W×N for);
  B  one depthwise convolution over N·C channels (x as [1, Hp, Wp, N·C], dy as a [Ho, Wo] kernel
     dilated by s), then a sum over N;
  C  per tap, a strided slice of x times dy summed over N, H, W (hlocert's `mac` lowering's form);
  D  per tap, a dot_general of the slice and dy contracting N, H, W with C a batching dimension.
Each is compiled with the iree lowerer's own flags, checked against A in JAX (relative max error),
then run 9 times on the same device arrays: the median and min milliseconds.
"""
import statistics
import sys
import time

import numpy as np


def forms(N, H, W, C, k, s):
    import jax.numpy as jnp
    from jax import lax, vjp
    p = (k - 1) // 2
    Ho = (H + 2 * p - k) // s + 1
    Wo = (W + 2 * p - k) // s + 1

    def a(x, dy):
        def fwd(w):
            return lax.conv_general_dilated(x, w, (s, s), [(p, p), (p, p)], dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                            feature_group_count=C)
        return vjp(fwd, jnp.zeros((k, k, 1, C), x.dtype))[1](dy)[0]

    def b(x, dy):
        hn, wn = (Ho - 1) * s + k, (Wo - 1) * s + k
        xp = jnp.pad(x, ((0, 0), (p, p), (p, p), (0, 0)))[:, :hn, :wn]
        lhs = xp.transpose(1, 2, 0, 3).reshape(1, hn, wn, N * C)
        rhs = dy.transpose(1, 2, 0, 3).reshape(Ho, Wo, 1, N * C)
        out = lax.conv_general_dilated(lhs, rhs, (1, 1), "VALID", rhs_dilation=(s, s),
                                       dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=N * C)
        return out.reshape(k, k, N, C).sum(2)[:, :, None, :]

    def c(x, dy):
        xp = jnp.pad(x, ((0, 0), (p, p), (p, p), (0, 0)))
        taps = [jnp.sum(lax.slice(xp, (0, i, j, 0), (N, i + (Ho - 1) * s + 1, j + (Wo - 1) * s + 1, C), (1, s, s, 1)) * dy,
                        axis=(0, 1, 2)) for i in range(k) for j in range(k)]
        return jnp.stack(taps).reshape(k, k, 1, C)

    def d(x, dy):
        xp = jnp.pad(x, ((0, 0), (p, p), (p, p), (0, 0)))
        taps = [lax.dot_general(lax.slice(xp, (0, i, j, 0), (N, i + (Ho - 1) * s + 1, j + (Wo - 1) * s + 1, C), (1, s, s, 1)),
                                dy, (((0, 1, 2), (0, 1, 2)), ((3,), (3,)))) for i in range(k) for j in range(k)]
        return jnp.stack(taps).reshape(k, k, 1, C)
    return (Ho, Wo), {"A batch_group_count conv": a, "B grouped conv over N*C": b, "C per-tap reduce": c,
                      "D per-tap dot, batch C": d}


def main() -> int:
    import jax

    from hlocert.runtime import get_lowerer
    low = get_lowerer("iree", cache=False)
    rng = np.random.default_rng(0)
    for arg in sys.argv[1:]:
        shape, _, ks = arg.partition("/")
        N, H, W, C = (int(d) for d in shape.split("x"))
        k, s = (int(v) for v in ks[1:].split("s")) if ks else (3, 1)
        (Ho, Wo), fs = forms(N, H, W, C, k, s)
        x = rng.standard_normal((N, H, W, C)).astype(np.float32)
        dy = rng.standard_normal((N, Ho, Wo, C)).astype(np.float32)
        ref = np.asarray(jax.jit(fs["A batch_group_count conv"])(x, dy))
        print(f"{arg}: dW {list(ref.shape)}", flush=True)
        for name, f in fs.items():
            err = float(np.abs(np.asarray(jax.jit(f)(x, dy)) - ref).max() / np.abs(ref).max())
            exe = low.compile(jax.jit(f).lower(x, dy).as_text())     # the project's IREE lowerer, its flags
            args = exe.put([x, dy])
            exe.to_host(exe.run(args))
            ts = []
            for _ in range(9):
                t = time.perf_counter()
                exe.to_host(exe.run(args))
                ts.append(time.perf_counter() - t)
            print(f"  {name:26s} {statistics.median(ts) * 1e3:8.2f} ms  (min {min(ts) * 1e3:.2f})  "
                  f"max error vs A {err:.1e}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
