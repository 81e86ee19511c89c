"""What the IREE lowerer's CPU flags (runtime/iree.py `CPU_FLAGS`) do to a dense layer's weight
gradient, on hand-written StableHLO text.

`dense.outer_sum` contracts the narrower of x and dy as the lhs and, when that is dy, transposes
the [out, in] result back. With `--iree-opt-aggressively-propagate-transposes` IREE folds that
transpose into the contraction's result map: one dispatch that writes [in, out] directly (IREE
names it `matmul_like_<in>x<out>x<rows>`); without it the dispatch computes [out, in]
(`matmul_<out>x<in>x<rows>`) and the transpose stays outside the contraction, which in ConvNeXt-T's
step meant standalone transpose dispatches and re-packed copies of the 4C-wide activations
(BENCHMARKS.md, "IREE flags and the first compile").
"""
from __future__ import annotations

import re

import numpy as np
import pytest

from hlocert.runtime import get_lowerer

from floors import assert_within_floor, rel

# w ← w − 0.1·dw, dw = (dyᵀ·x)ᵀ: rows 64, in 48, out 16 (dy narrower than x, as in ConvNeXt's fc2).
WEIGHT_GRAD = """
func.func @main(%x: tensor<64x48xf32>, %dy: tensor<64x16xf32>, %w: tensor<48x16xf32>) -> tensor<48x16xf32> {
  %d = stablehlo.dot_general %dy, %x, contracting_dims = [0] x [0] : (tensor<64x16xf32>, tensor<64x48xf32>) -> tensor<16x48xf32>
  %t = stablehlo.transpose %d, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
  %c = stablehlo.constant dense<0.1> : tensor<48x16xf32>
  %s = stablehlo.multiply %t, %c : tensor<48x16xf32>
  %r = stablehlo.subtract %w, %s : tensor<48x16xf32>
  return %r : tensor<48x16xf32>
}
"""


@pytest.fixture(scope="module")
def iree():
    return get_lowerer("iree", cache=False)


def dispatch_names(vmfb: bytes) -> set[str]:
    return {n.decode() for n in re.findall(rb"main_dispatch_\d+_[a-z_]+[0-9x]*_f32", vmfb)}


def test_the_transposed_back_weight_gradient_is_one_contraction_writing_in_by_out(iree):
    import iree.compiler as ic

    vmfb = ic.compile_str(WEIGHT_GRAD, target_backends=list(iree._backends), input_type="stablehlo",
                          extra_args=list(iree._flags))
    names = dispatch_names(vmfb)
    assert [n.split("_", 3)[3] for n in names] == ["matmul_like_48x16x64_f32"], names


def test_the_weight_gradient_under_the_cpu_flags_is_right(iree):
    rng = np.random.default_rng(0)
    x, dy, w = (rng.standard_normal(s).astype(np.float32) for s in ((64, 48), (64, 16), (48, 16)))
    exe = iree.compile(WEIGHT_GRAD)
    (out,) = exe.to_host(exe.run([x, dy, w]))
    x64, dy64, w64 = (a.astype(np.float64) for a in (x, dy, w))
    want = w64 - 0.1 * (x64.T @ dy64)
    # tests/floors.py: numpy's float32 of the same step is the floor
    assert_within_floor(rel(out, want), rel(w - np.float32(0.1) * (x.T @ dy), want), "IREE w − 0.1·xᵀdy vs float64")
