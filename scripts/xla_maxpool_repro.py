#!/usr/bin/env python3
"""XLA-CPU evaluates one value twice, rounded two ways: a window's max is then none of its elements.

Standalone (jax and jaxlib only, no hlocert). One jitted function computes z = x − Σx·(1/75)
once, and returns both a 3×3/s2 max-pool of z and z itself (-inf padded). Each pooled value must
be one of its window's elements — max only selects. On jaxlib 0.10.2 (x86-64 CPU with FMA) it is
not: XLA puts the subtraction into both consuming kernels, and LLVM's FMA contraction (which
XLA-CPU always allows) turns `x − s·c` into one fused multiply-add in the pad kernel, where s·c is
not hoisted out of the loop, and into a rounded product then a subtraction in the reduce-window
kernel. The two copies of z differ in the last bit for some elements.

    python scripts/xla_maxpool_repro.py
      jax 0.10.2: 5 of 27 windows' max is none of the window's elements
    XLA_FLAGS=--xla_backend_optimization_level=0 python scripts/xla_maxpool_repro.py
      jax 0.10.2: 0 of 27 windows' max is none of the window's elements

`lax.optimization_barrier(z)` does not help (XLA-CPU expands barriers before fusion). Any
backward that routes a max-pool's cotangent by `tap == pooled max` inherits this; hlocert's
max-pool rule (hlocert/ops/maxpool.py) therefore routes by the taps alone.
"""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


@jax.jit
def pool_and_padded(x):
    z = x - jnp.sum(x) * jnp.float32(1 / 75)
    y = lax.reduce_window(z, -jnp.inf, lax.max, (1, 3, 3), (1, 2, 2), ((0, 0), (1, 1), (1, 1)))
    return y, jnp.pad(z, ((0, 0), (1, 1), (1, 1)), constant_values=-jnp.inf)


def main():
    x = np.random.default_rng(0).standard_normal((3, 5, 5)).astype(np.float32)
    y, zp = map(np.asarray, pool_and_padded(x))
    lost = sum(y[n, i, j] not in zp[n, 2 * i:2 * i + 3, 2 * j:2 * j + 3]
               for n in range(y.shape[0]) for i in range(y.shape[1]) for j in range(y.shape[2]))
    print(f"jax {jax.__version__}: {lost} of {y.size} windows' max is none of the window's elements")
    return 1 if lost else 0


if __name__ == "__main__":
    raise SystemExit(main())
