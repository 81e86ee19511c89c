#!/usr/bin/env python3
"""The StableHLO reference interpreter rounds a bf16 × bf16 → f32 convolution's result to bf16.

Standalone (jax and jaxlib only, no hlocert). One module holds the same contraction twice — Σ_c
x[c]·w[c] over two channels — as a 1×1 `stablehlo.convolution` and as a `stablehlo.dot_general`,
both of bf16 operands with an f32 result: x = (1, 1), w = (1, 2⁻⁸), all exact in bf16. The exact
sum 1 + 2⁻⁸ = 1.00390625 is an f32 number but not a bf16 one (bf16 holds 8 significant bits: after 1
comes 1 + 2⁻⁷), so a result rounded to bf16 reads 1.0 (a tie, to even). The spec gives a
convolution of element type f32 the f32 result of the products' sum (its result element type is the
accumulation type, as for dot_general); the interpreter in jaxlib 0.10.2 returns the dot_general's
1.00390625 and the convolution's 1.0. XLA-CPU (same text, same process) returns 1.00390625 for both.

    python scripts/stablehlo_interpreter_bf16_conv_repro.py
      jaxlib 0.10.2: dot_general 1.00390625, convolution 1.0 (interpreter); 1.00390625, 1.00390625 (XLA-CPU)
"""
import jax
import jaxlib
import numpy as np
from jax._src.interpreters import mlir as jax_mlir
from jax._src.lib import xla_client as xc
from jax.extend import backend
from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _stablehlo

TEXT = """
func.func @main(%x: tensor<1x1x1x2xf32>, %w: tensor<1x1x2x1xf32>) -> (tensor<1xf32>, tensor<1x1x1x1xf32>) {
  %xb = stablehlo.convert %x : (tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xbf16>
  %wb = stablehlo.convert %w : (tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xbf16>
  %xv = stablehlo.reshape %xb : (tensor<1x1x1x2xbf16>) -> tensor<1x2xbf16>
  %wv = stablehlo.reshape %wb : (tensor<1x1x2x1xbf16>) -> tensor<2xbf16>
  %d = stablehlo.dot_general %xv, %wv, contracting_dims = [1] x [0] : (tensor<1x2xbf16>, tensor<2xbf16>) -> tensor<1xf32>
  %c = stablehlo.convolution(%xb, %wb) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
       window = {stride = [1, 1], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
       : (tensor<1x1x1x2xbf16>, tensor<1x1x2x1xbf16>) -> tensor<1x1x1x1xf32>
  return %d, %c : tensor<1xf32>, tensor<1x1x1x1xf32>
}
"""
X = np.ones((1, 1, 1, 2), np.float32)
W = np.array([1.0, 2.0 ** -8], np.float32).reshape(1, 1, 2, 1)
EXACT = 1 + 2.0 ** -8


def interpreter():
    with jax_mlir.make_ir_context():
        module = ir.Module.parse(TEXT)
        out = _stablehlo.eval_module(module, [ir.DenseElementsAttr.get(X), ir.DenseElementsAttr.get(W)])
        return [float(np.array(o).ravel()[0]) for o in out]


def xla_cpu():
    client = backend.get_backend("cpu")
    exe = client.compile_and_load(TEXT, xc.DeviceList(tuple(client.local_devices()[:1])), xc.CompileOptions())
    return [float(np.asarray(o).ravel()[0]) for o in exe.execute([jax.device_put(X), jax.device_put(W)])]


def main():
    (dot, conv), (xdot, xconv) = interpreter(), xla_cpu()
    print(f"jaxlib {jaxlib.__version__}: dot_general {dot!r}, convolution {conv!r} (interpreter); "
          f"{xdot!r}, {xconv!r} (XLA-CPU); exact {EXACT!r}")
    return 1 if conv != EXACT else 0


if __name__ == "__main__":
    raise SystemExit(main())
