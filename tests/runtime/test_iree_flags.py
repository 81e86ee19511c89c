"""What the IREE lowerer's CPU flags (runtime/iree.py `CPU_FLAGS`) do to a dense layer's weight
gradient, on hand-written StableHLO text.

`dense.outer_sum` contracts the narrower of x and dy as the lhs and, when that is dy, transposes
the [out, in] result back. With `--iree-opt-aggressively-propagate-transposes` IREE folds that
transpose into the contraction's result map: one dispatch that writes [in, out] directly (IREE
names it `matmul_like_<in>x<out>x<rows>`); without it the dispatch computes [out, in]
(`matmul_<out>x<in>x<rows>`) and the transpose stays outside the contraction, which in ConvNeXt-T's
step meant standalone transpose dispatches and re-packed copies of the 4C-wide activations
(BENCHMARKS.md, "IREE flags and the first compile").

The classifier head's backward (docs/iree_large_vector.md): under `--iree-opt-data-tiling` (the
dispatch-creation data-tiling path) IREE 3.13 fuses the dropout mask's packing into the classifier
dx's matmul dispatch and vectorises the whole 32×256 tile ("large vector sizes (32768 bytes)");
`CPU_FLAGS` take the global-opt path, which packs outside the dispatch and still data-tiles. A
ConvMixer-like 1×1 conv step failed the same way (slow test).
"""
from __future__ import annotations

import re

import numpy as np
import pytest

from hlocert.ir import FuncBuilder, build_module, den, print_module, tensor
from hlocert.ops.base import Chain, Residual
from hlocert.ops.conv import Conv2D
from hlocert.ops.gelu import GeluErf
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
    return {n.decode() for n in re.findall(rb"main_dispatch_\d+_[a-z0-9_]+?_f32", vmfb)}


def test_the_transposed_back_weight_gradient_is_one_contraction_writing_in_by_out(iree):
    """Global-opt data tiling: the operands are packed in dispatches of their own, one mmt4d, and the
    unpack writes [in, out] directly with the update fused (before, under `--iree-opt-data-tiling`:
    one `matmul_like_48x16x64` dispatch); no standalone transpose either way."""
    import iree.compiler as ic

    vmfb = ic.compile_str(WEIGHT_GRAD, target_backends=list(iree._backends), input_type="stablehlo",
                          extra_args=list(iree._flags))
    names = dispatch_names(vmfb)
    kinds = sorted(n.split("_", 3)[3] for n in names)
    assert [k.split("_")[0] for k in kinds] == ["mmt4d", "pack", "pack", "unpack"], names
    assert kinds[-1] == "unpack_elementwise_48x16_f32", names
    assert not any("transpose" in n for n in names), names


def test_the_weight_gradient_under_the_cpu_flags_is_right(iree):
    rng = np.random.default_rng(0)
    x, dy, w = (rng.standard_normal(s).astype(np.float32) for s in ((64, 48), (64, 16), (48, 16)))
    exe = iree.compile(WEIGHT_GRAD)
    (out,) = exe.to_host(exe.run([x, dy, w]))
    x64, dy64, w64 = (a.astype(np.float64) for a in (x, dy, w))
    want = w64 - 0.1 * (x64.T @ dy64)
    # tests/floors.py: numpy's float32 of the same step is the floor
    assert_within_floor(rel(out, want), rel(w - np.float32(0.1) * (x.T @ dy), want), "IREE w − 0.1·xᵀdy vs float64")


# The head of MobileNetV4-nano's 32² B=32 step, cut down (docs/iree_large_vector.md): h a batch-
# centred matmul output (the head BatchNorm), y = relu(h)·mask (dropout, mask a slice of the step's
# drop_mask), logits = y·w2; dx = select(h > 0, (g·w2ᵀ)·mask, 0) and dw2 = yᵀ·g for g = logits − t.
HEAD_BACKWARD = """
func.func @main(%x: tensor<32x64xf32>, %w1: tensor<64x256xf32>, %drop_mask: tensor<32x261xf32>,
                %t: tensor<32x10xf32>, %w2: tensor<256x10xf32>) -> (tensor<32x256xf32>, tensor<256x10xf32>) {
  %z = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
  %c0 = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%z init: %c0) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
  %h = stablehlo.subtract %z, %sb : tensor<32x256xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<32x256xf32>
  %r = stablehlo.maximum %h, %zero : tensor<32x256xf32>
  %mask = stablehlo.slice %drop_mask [0:32, 5:261] : (tensor<32x261xf32>) -> tensor<32x256xf32>
  %y = stablehlo.multiply %r, %mask : tensor<32x256xf32>
  %logits = stablehlo.dot_general %y, %w2, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x10xf32>) -> tensor<32x10xf32>
  %g = stablehlo.subtract %logits, %t : tensor<32x10xf32>
  %dy = stablehlo.dot_general %g, %w2, contracting_dims = [1] x [1] : (tensor<32x10xf32>, tensor<256x10xf32>) -> tensor<32x256xf32>
  %dw = stablehlo.dot_general %y, %g, contracting_dims = [0] x [0] : (tensor<32x256xf32>, tensor<32x10xf32>) -> tensor<256x10xf32>
  %dm = stablehlo.multiply %dy, %mask : tensor<32x256xf32>
  %pos = stablehlo.compare GT, %h, %zero : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xi1>
  %dx = stablehlo.select %pos, %dm, %zero : tensor<32x256xi1>, tensor<32x256xf32>
  return %dx, %dw : tensor<32x256xf32>, tensor<256x10xf32>
}
"""


def _head_backward(x, w1, drop_mask, t, w2):
    h = x @ w1
    h = h - h.sum(0)
    mask = drop_mask[:, 5:]
    y = np.maximum(h, 0) * mask
    g = y @ w2 - t
    return np.where(h > 0, (g @ w2.T) * mask, 0), y.T @ g


def test_the_classifier_head_backward_compiles_data_tiled_and_is_right(iree):
    """Failed to compile before (`--iree-opt-data-tiling`: "large vector sizes (32768 bytes)");
    now compiles, still data-tiled (mmt4d dispatches), and agrees with numpy in float64."""
    import iree.compiler as ic

    vmfb = ic.compile_str(HEAD_BACKWARD, target_backends=list(iree._backends), input_type="stablehlo",
                          extra_args=list(iree._flags))
    assert b"mmt4d" in vmfb, "the head's contractions are no longer data-tiled"
    rng = np.random.default_rng(0)
    args = [rng.standard_normal((32, 64)).astype(np.float32), (0.1 * rng.standard_normal((64, 256))).astype(np.float32),
            (rng.random((32, 261)) < 0.8).astype(np.float32) / np.float32(0.8),
            rng.random((32, 10)).astype(np.float32), (0.1 * rng.standard_normal((256, 10))).astype(np.float32)]
    exe = iree.compile(HEAD_BACKWARD)
    outs = exe.to_host(exe.run(args))
    want = _head_backward(*(a.astype(np.float64) for a in args))
    f32 = _head_backward(*args)
    for name, o, w, f in zip(("dx", "dw2"), outs, want, f32):
        assert_within_floor(rel(o, w), rel(f, w), f"IREE head backward {name} vs float64")


def _mixer_step(shape, rng):
    """Forward and backward of two ConvMixer-like blocks (a residual 3×3 depthwise conv + GELU, a
    1×1 conv + GELU) on NHWC `shape`: main(x, params..., dy) -> (y, dx, grads...), and its inputs
    (the kernels at a 0.05 scale, so the activations stay O(1))."""
    c = shape[3]
    blocks = []
    for i in range(2):
        dw = Chain([Conv2D(c, (3, 3), padding=((1, 1), (1, 1)), groups=c, name="dw"), GeluErf()], name="b")
        blocks += [Residual(dw, name=f"res{i}"), Conv2D(c, (1, 1), name=f"pw{i}"), GeluErf()]
    stage = Chain(blocks, name="mix")
    pshapes = stage.param_shapes(shape)
    b = FuncBuilder("main")
    x = b.arg("x", tensor(shape))
    params = {n: b.arg(n, tensor(s)) for n, s in pshapes.items()}
    dy = b.arg("dy", tensor(stage.out_shape(shape)))
    y, saved = stage.forward(b, x, params, {})
    dx, grads = stage.backward(b, dy, saved, params, {})
    args = [rng.standard_normal(shape), *(rng.standard_normal(s) * (0.05 if n.endswith(".w") else 1)
                                           for n, s in pshapes.items()), rng.standard_normal(stage.out_shape(shape))]
    return b.ret(y, dx, *grads.values()), [a.astype(np.float32) for a in args]


@pytest.mark.slow
def test_a_1x1_conv_mixer_step_compiles_and_is_right(iree):
    """A 1×1 conv next to GELU's backward at 2×16×16×256 (14 s): under `--iree-opt-data-tiling`
    "large vector sizes (32768 bytes)" at the 1×1 conv (a pack vectorised whole, as in the head's
    backward above); under `CPU_FLAGS` it compiles and agrees with den in float64."""
    func, args = _mixer_step((2, 16, 16, 256), np.random.default_rng(0))
    want, f32 = den.run(func, args, "f64"), den.run(func, args, "f32")
    got = iree.compile(print_module(build_module(func)))(*args)
    for i, (g, w, f) in enumerate(zip(got, want, f32)):
        assert_within_floor(rel(g, w), rel(f, w), f"IREE mixer step vs den f64, output {i}")   # tests/floors.py


# A 3×3 convolution (NHWC × HWIO, pad 1), as ResNet's: on a CPU without AVX-512 the lowerer adds
# IM2COL (runtime/iree.py `im2col_applies`): llvm-cpu's direct code ran such a conv at ~2.6 GFLOP/s
# there, im2col + matmul 14× faster (bench/iree_conv3x3.py); not to a text with a grouped conv, on
# which IREE 3.13's im2col fails.
def _conv_text(groups: int = 1, dtype: str = "f32") -> str:
    b = FuncBuilder("main")
    y = b.convolution(b.arg("x", tensor((2, 6, 6, 8), dtype)), b.arg("k", tensor((3, 3, 8 // groups, 16), dtype)),
                      padding=((1, 1), (1, 1)), feature_group_count=groups, result_dtype="f32")
    return print_module(build_module(b.ret(y)))


def test_im2col_applies_without_avx512_to_a_text_without_grouped_convs():
    from hlocert.runtime.iree import im2col_applies
    avx2, avx512 = "fpu sse2 avx avx2 fma f16c", "fpu sse2 avx2 avx512f avx512bw avx512_bf16"
    assert im2col_applies(avx2, _conv_text())
    assert not im2col_applies(avx512, _conv_text())
    assert im2col_applies("fpu avx2 avx512fxyz", _conv_text())          # a whole flag, not a prefix
    assert not im2col_applies(avx2, _conv_text(groups=8))               # depthwise-like: IREE's im2col fails
    assert not im2col_applies(avx2, _conv_text(dtype="bf16"))           # bf16 operands: it fails too
    assert not im2col_applies(avx2, WEIGHT_GRAD)                        # no convolution: nothing to change
    assert im2col_applies(avx512, _conv_text(), "on") and not im2col_applies(avx2, _conv_text(), "off")
    with pytest.raises(ValueError, match="im2col must be"):
        im2col_applies(avx2, _conv_text(), "yes")


def test_the_lowerer_compiles_a_grouped_conv_without_im2col_and_a_plain_one_with_it(iree):
    from hlocert.runtime.iree import IM2COL
    assert IM2COL not in get_lowerer("iree", cache=False, im2col="on")._flags_for(_conv_text(groups=8))
    assert IM2COL not in get_lowerer("iree", cache=False, im2col="on")._flags_for(_conv_text(dtype="bf16"))
    assert IM2COL in get_lowerer("iree", cache=False, im2col="on")._flags_for(_conv_text())
    assert IM2COL not in get_lowerer("iree", cache=False, im2col="off")._flags_for(_conv_text())


def _conv3x3(x, k):
    """Σ over the 3×3 taps of the padded input's shifted planes · k[tap], in x's dtype (numpy)."""
    n, h, w, _ = x.shape
    xp = np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)))
    return sum(np.einsum("nhwc,cd->nhwd", xp[:, i:i + h, j:j + w], k[i, j]) for i in range(3) for j in range(3))


def test_a_3x3_conv_under_im2col_is_matmuls_and_right():
    """Compiled with IM2COL on any CPU (so the AVX-512 hosts check it too): no convolution dispatch is
    left (the direct code has one), and the result sits within numpy's own float32 error of float64."""
    import iree.compiler as ic

    text = _conv_text()

    def dispatches(im2col):
        low = get_lowerer("iree", cache=False, im2col=im2col)
        return dispatch_names(ic.compile_str(text, target_backends=["llvm-cpu"], input_type="stablehlo",
                                             extra_args=list(low._flags_for(text))))
    direct, im2col = dispatches("off"), dispatches("on")
    assert any("_conv_" in n for n in direct), direct
    assert not any("_conv_" in n for n in im2col) and any("matmul" in n or "mmt4d" in n for n in im2col), im2col
    rng = np.random.default_rng(0)
    x, k = rng.standard_normal((2, 6, 6, 8)).astype(np.float32), rng.standard_normal((3, 3, 8, 16)).astype(np.float32)
    exe = get_lowerer("iree", cache=False, im2col="on").compile(text)
    (out,) = exe.to_host(exe.run([x, k]))
    want = _conv3x3(x.astype(np.float64), k.astype(np.float64))
    assert_within_floor(rel(out, want), rel(_conv3x3(x, k), want), "IREE im2col 3×3 conv vs float64")
