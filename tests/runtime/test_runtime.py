"""Tests of hlocert.runtime on hand-written StableHLO text (independent of hlocert's IR/printer).

conftest.py gives XLA-CPU four host devices before jax starts; the replica tests rely on it.
"""
from __future__ import annotations

import math
import platform

import numpy as np
import pytest

from hlocert.errors import CompileError, LowererUnavailable
from hlocert.runtime import CompileCache, Executable, Lowerer, get_lowerer
from hlocert.runtime import base as runtime_base
from hlocert.runtime.cache import resolve_cache

from floors import assert_within_floor, rel

LOWERERS = ["xla", "iree"]

# --- modules -------------------------------------------------------------------------------------

# Convolution (NHWC x HWIO, pad 1), depthwise convolution (stride 2, feature_group_count = C),
# reduce, dot_general, multiply/add, chlo.erf.
OPS = """
module @ops {
  func.func public @main(%x: tensor<2x5x5x3xf32>, %w: tensor<3x3x3x4xf32>, %dw: tensor<3x3x1x3xf32>,
                         %a: tensor<4x6xf32>, %b: tensor<6x2xf32>)
      -> (tensor<2x5x5x4xf32>, tensor<2x3x3x3xf32>, tensor<2x4xf32>, tensor<4x2xf32>, tensor<4x6xf32>) {
    %conv = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
        : (tensor<2x5x5x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x5x5x4xf32>
    %dwc = stablehlo.convolution(%x, %dw) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]}
        {batch_group_count = 1 : i64, feature_group_count = 3 : i64}
        : (tensor<2x5x5x3xf32>, tensor<3x3x1x3xf32>) -> tensor<2x3x3x3xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %red = stablehlo.reduce(%conv init: %zero) applies stablehlo.add across dimensions = [1, 2]
        : (tensor<2x5x5x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %dot = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
        : (tensor<4x6xf32>, tensor<6x2xf32>) -> tensor<4x2xf32>
    %erf = chlo.erf %dot : tensor<4x2xf32> -> tensor<4x2xf32>
    %sq = stablehlo.multiply %a, %a : tensor<4x6xf32>
    %sqa = stablehlo.add %sq, %a : tensor<4x6xf32>
    return %conv, %dwc, %red, %erf, %sqa
        : tensor<2x5x5x4xf32>, tensor<2x3x3x3xf32>, tensor<2x4xf32>, tensor<4x2xf32>, tensor<4x6xf32>
  }
}
"""


def step_module(alias: bool = True) -> str:
    """A train-step-shaped function: w' = w - lr * (w * x), loss = sum(w'^2), step' = step + 1.
    With `alias`, w and step are updated in place (tf.aliasing_output)."""
    aw = " {tf.aliasing_output = 0 : i32}" if alias else ""
    ast = " {tf.aliasing_output = 2 : i32}" if alias else ""
    return f"""
module @step {{
  func.func public @main(%w: tensor<16x16xf32>{aw}, %x: tensor<16x16xf32>, %lr: tensor<f32>,
                         %step: tensor<f32>{ast})
      -> (tensor<16x16xf32>, tensor<f32>, tensor<f32>) {{
    %p = stablehlo.multiply %w, %x : tensor<16x16xf32>
    %lrb = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %d = stablehlo.multiply %lrb, %p : tensor<16x16xf32>
    %wn = stablehlo.subtract %w, %d : tensor<16x16xf32>
    %sq = stablehlo.multiply %wn, %wn : tensor<16x16xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %loss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1]
        : (tensor<16x16xf32>, tensor<f32>) -> tensor<f32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %s1 = stablehlo.add %step, %one : tensor<f32>
    return %wn, %loss, %s1 : tensor<16x16xf32>, tensor<f32>, tensor<f32>
  }}
}}
"""


def replica_module(n: int) -> str:
    """Sums a per-replica 3x2 gradient over all n replicas; counts steps in a donated scalar."""
    group = ", ".join(str(i) for i in range(n))
    return f"""
module @dp attributes {{mhlo.num_replicas = {n} : i32}} {{
  func.func public @main(%g: tensor<3x2xf32>, %s: tensor<f32> {{tf.aliasing_output = 1 : i32}})
      -> (tensor<3x2xf32>, tensor<f32>) {{
    %sum = "stablehlo.all_reduce"(%g) ({{
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %t = stablehlo.add %l, %r : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }}) {{replica_groups = dense<[[{group}]]> : tensor<1x{n}xi64>}} : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %s1 = stablehlo.add %s, %one : tensor<f32>
    return %sum, %s1 : tensor<3x2xf32>, tensor<f32>
  }}
}}
"""


TINY = """
module @tiny {
  func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %a, %a : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""

# --- host references -----------------------------------------------------------------------------


def conv_ref(x, w, stride, pad, groups=1, dtype=np.float64):
    """NHWC x HWIO convolution in float64 (or in `dtype`: float32 gives the floor, tests/floors.py)."""
    x = np.pad(x.astype(dtype), ((0, 0), (pad, pad), (pad, pad), (0, 0)))
    kh, kw, cin_g, cout = w.shape
    b, h, wd, _ = x.shape
    oh, ow = (h - kh) // stride + 1, (wd - kw) // stride + 1
    cout_g = cout // groups
    out = np.zeros((b, oh, ow, cout), dtype)
    for g in range(groups):
        xs = x[..., g * cin_g:(g + 1) * cin_g]
        ws = w[..., g * cout_g:(g + 1) * cout_g].astype(dtype)
        for i in range(kh):
            for j in range(kw):
                patch = xs[:, i:i + stride * oh:stride, j:j + stride * ow:stride, :]
                out[..., g * cout_g:(g + 1) * cout_g] += patch @ ws[i, j]
    return out


def step_ref(w, x, lr, step):
    wn = w - lr * (w * x)
    return wn, np.float32((wn.astype(np.float64) ** 2).sum()), np.float32(step + 1)


# --- fixtures ------------------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def _private_cache_dir(tmp_path_factory, monkeypatch):
    # Nothing in this file may write to the user's ~/.cache, even through the default cache.
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path_factory.mktemp("default-cache")))


@pytest.fixture(scope="module", params=LOWERERS)
def lowerer(request) -> Lowerer:
    return get_lowerer(request.param, cache=False)


@pytest.fixture(scope="module")
def xla() -> Lowerer:
    return get_lowerer("xla", cache=False)


@pytest.fixture(scope="module")
def iree() -> Lowerer:
    return get_lowerer("iree", cache=False)


_COMPILED: dict = {}


def compiled(low: Lowerer, text: str, replicas: int = 1) -> Executable:
    """Executables are reusable; compiling each module once per lowerer keeps the file fast."""
    key = (low.name, text, replicas)
    if key not in _COMPILED:
        _COMPILED[key] = low.compile(text, replicas=replicas)
    return _COMPILED[key]


def _ops_inputs(seed=0):
    rng = np.random.default_rng(seed)
    f = lambda *s: rng.standard_normal(s).astype(np.float32)  # noqa: E731
    return [f(2, 5, 5, 3), f(3, 3, 3, 4), f(3, 3, 1, 3), f(4, 6), f(6, 2)]


# --- running -------------------------------------------------------------------------------------


def test_ops_match_numpy(lowerer):
    exe = lowerer.compile(OPS)
    assert isinstance(exe, Executable)
    x, w, dw, a, b = _ops_inputs()
    conv, dwc, red, erf, sqa = exe(x, w, dw, a, b)
    for out in (conv, dwc, red, erf, sqa):
        assert isinstance(out, np.ndarray) and out.dtype == np.float32
    # Each against float64, within K × numpy's float32 of the same op (tests/floors.py).
    conv_want, conv32 = conv_ref(x, w, 1, 1), conv_ref(x, w, 1, 1, dtype=np.float32)
    assert_within_floor(rel(conv, conv_want), rel(conv32, conv_want), "conv")
    dwc_want = conv_ref(x, dw, 2, 1, groups=3)
    assert_within_floor(rel(dwc, dwc_want), rel(conv_ref(x, dw, 2, 1, groups=3, dtype=np.float32), dwc_want), "depthwise")
    assert_within_floor(rel(red, conv_want.sum(axis=(1, 2))), rel(conv32.sum(axis=(1, 2)), conv_want.sum(axis=(1, 2))),
                        "reduce")
    erf_want = np.vectorize(math.erf)(a.astype(np.float64) @ b)
    assert_within_floor(rel(erf, erf_want), rel(np.float32(np.vectorize(math.erf)(a @ b)), erf_want), "erf of a dot")
    # XLA fuses this into an FMA (one rounding), so compare with float64, not float32 numpy.
    a64 = a.astype(np.float64)
    assert_within_floor(rel(sqa, a64 * a64 + a64), rel(a * a + a, a64 * a64 + a64), "a·a + a")


def test_chlo_erf_over_its_range(lowerer):
    text = """
module @erf {
  func.func public @main(%x: tensor<41xf32>) -> tensor<41xf32> {
    %0 = chlo.erf %x : tensor<41xf32> -> tensor<41xf32>
    return %0 : tensor<41xf32>
  }
}
"""
    x = np.linspace(-5, 5, 41, dtype=np.float32)
    (got,) = lowerer.compile(text)(x)
    want = np.vectorize(math.erf)(x.astype(np.float64))
    assert_within_floor(rel(got, want), rel(np.float32(want), want), "erf over [-5, 5]")   # the floor: erf rounded to f32


def test_device_resident_round_trip(lowerer):
    exe = compiled(lowerer, step_module(alias=True))
    rng = np.random.default_rng(1)
    w0 = rng.standard_normal((16, 16)).astype(np.float32)
    xs = [rng.uniform(0, 1, (16, 16)).astype(np.float32) for _ in range(5)]
    lr = np.float32(0.1)

    w, _, step = exe.put([w0, xs[0], np.zeros((), np.float32)])
    assert not isinstance(w, np.ndarray)
    with pytest.raises(ValueError, match="same handle"):
        exe.run([w, w, lr, step])  # w would be read while being written in place
    w_host, step_host = w0, np.float32(0)
    w64 = w0.astype(np.float64)           # the same steps in float64; numpy's float32 ones are the floor
    losses = []
    for x in xs:
        w_new, loss, step_new = exe.run([w, x, lr, step])
        # The donated inputs are consumed; feeding one again is refused with a clear message.
        with pytest.raises(ValueError, match="consumed"):
            exe.run([w, x, lr, step_new])
        (loss_host,) = exe.to_host([loss])
        losses.append(float(loss_host))
        w, step = w_new, step_new
        w_host, want_loss, step_host = step_ref(w_host, x, lr, step_host)
        w64 = w64 - float(lr) * (w64 * x)
        assert_within_floor(rel(loss_host, (w64 ** 2).sum()), rel(want_loss, (w64 ** 2).sum()), "loss")

    got_w, got_step = exe.to_host([w, step])
    assert_within_floor(rel(got_w, w64), rel(w_host, w64), "w after five steps")
    assert got_step == np.float32(len(xs))
    assert losses == sorted(losses, reverse=True)  # w shrinks every step


def test_to_host_is_a_copy_that_a_later_in_place_update_leaves_alone(lowerer):
    exe = compiled(lowerer, step_module(alias=True))
    w0 = np.ones((16, 16), np.float32)
    x = np.ones((16, 16), np.float32)
    w, _, step = exe.run([w0, x, np.float32(0.5), np.float32(0)])
    (snapshot,) = exe.to_host([w])
    exe.run([w, x, np.float32(0.5), step])  # writes into w's buffer
    np.testing.assert_array_equal(snapshot, np.full((16, 16), 0.5, np.float32))
    np.testing.assert_array_equal(w0, 1.0)  # host inputs are copied, never written


def test_results_never_share_a_buffer_with_a_live_handle(lowerer):
    # IREE hands back %a's own buffer for the pass-through result; donating that result must
    # still leave the handle `a` with its value, as on XLA.
    text = """
module @passthrough {
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32> {tf.aliasing_output = 1 : i32})
      -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.add %b, %b : tensor<4xf32>
    return %a, %0, %a : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
"""
    exe = lowerer.compile(text)
    a, b = exe.put([np.ones(4, np.float32), np.ones(4, np.float32)])
    a_out, _, a_twice = exe.run([a, b])
    exe.run([np.zeros(4, np.float32), a_out])  # donates a_out
    np.testing.assert_array_equal(exe.to_host([a])[0], 1.0)
    np.testing.assert_array_equal(exe.to_host([a_twice])[0], 1.0)


def scale_module(alias: bool) -> str:
    attr = " {tf.aliasing_output = 0 : i32}" if alias else ""
    return f"""
module @scale {{
  func.func public @main(%w: tensor<256x256xf32>{attr}, %x: tensor<256x256xf32>) -> tensor<256x256xf32> {{
    %0 = stablehlo.multiply %w, %x : tensor<256x256xf32>
    return %0 : tensor<256x256xf32>
  }}
}}
"""


def _aligned64(a: np.ndarray) -> np.ndarray:
    buf = np.empty(a.nbytes + 64, np.uint8)
    off = (-buf.ctypes.data) % 64
    out = buf[off:off + a.nbytes].view(a.dtype).reshape(a.shape)
    out[...] = a
    return out


def test_xla_aliasing_updates_the_buffer_in_place(xla):
    """Fails if tf.aliasing_output does not take effect; the control module (no attribute) shows
    that the same checks tell the two apart.

    The input is 64-byte aligned: that is when jax.device_put (may_alias default) shares numpy
    memory on CPU, which silently defeats donation; `put` must copy. A live host copy of the
    input (to_host) must not defeat it either.
    """
    w0 = _aligned64(np.arange(256 * 256, dtype=np.float32).reshape(256, 256))
    x = np.full((256, 256), 0.5, np.float32)

    def one_step(exe):
        w, xd = exe.put([w0, x])
        (snapshot,) = exe.to_host([w])
        ptr = w.unsafe_buffer_pointer()
        (w_new,) = exe.run([w, xd])
        np.testing.assert_array_equal(snapshot, w0)
        return w, ptr, w_new

    aliased = xla.compile(scale_module(alias=True))
    w, ptr, w_new = one_step(aliased)
    assert w.is_deleted()
    assert w_new.unsafe_buffer_pointer() == ptr
    assert aliased.memory_stats()["alias_size_in_bytes"] == 256 * 256 * 4
    np.testing.assert_array_equal(aliased.to_host([w_new])[0], w0 * 0.5)
    # A host argument in the donated position is copied first; the caller's array is untouched.
    aliased.run([w0, x])
    np.testing.assert_array_equal(w0, np.arange(256 * 256, dtype=np.float32).reshape(256, 256))

    control = xla.compile(scale_module(alias=False))
    w, ptr, w_new = one_step(control)
    assert not w.is_deleted()
    assert w_new.unsafe_buffer_pointer() != ptr
    assert control.memory_stats()["alias_size_in_bytes"] == 0


def test_iree_aliasing_consumes_the_handle(iree):
    exe = compiled(iree, step_module(alias=True))
    w, x, step = exe.put([np.ones((16, 16), np.float32), np.ones((16, 16), np.float32), np.zeros((), np.float32)])
    exe.run([w, x, np.float32(0.5), step])
    assert w.is_deleted() and step.is_deleted() and not x.is_deleted()
    assert exe.memory_stats() is None


@pytest.mark.parametrize("n", [2, 4])
def test_xla_replicas_all_reduce_sum(xla, n):
    exe = compiled(xla, replica_module(n), replicas=n)
    rng = np.random.default_rng(n)
    grads = [rng.standard_normal((3, 2)).astype(np.float32) for _ in range(n)]
    want = np.sum(np.stack(grads).astype(np.float64), axis=0)
    sum32 = np.sum(np.stack(grads), axis=0)          # numpy's float32 sum: the floor (tests/floors.py)

    outs = exe(*[[g, np.float32(0)] for g in grads])
    assert len(outs) == n
    for sum_r, step_r in outs:
        assert_within_floor(rel(sum_r, want), rel(sum32, want), "all-reduce sum")
        assert step_r == 1

    # Device-resident: per-replica handles from put/run go straight back in.
    args = exe.put([[g, np.float32(0)] for g in grads])
    first = exe.run(args)
    assert [h.devices() for h, _ in first] == [{d} for d in xla.devices[:n]]
    second = exe.run(first)
    with pytest.raises(ValueError, match="consumed"):
        exe.run(first)  # the scalars were donated
    for sum_r, step_r in exe.to_host(second):
        assert_within_floor(rel(sum_r, n * want), rel(np.sum(np.stack([sum32] * n), axis=0), n * want), "second sum")
        assert step_r == 2


# --- errors --------------------------------------------------------------------------------------


def test_xla_too_many_replicas_says_how_to_get_devices(xla):
    with pytest.raises(LowererUnavailable, match="xla_force_host_platform_device_count=8"):
        xla.compile(replica_module(8), replicas=8)


def test_replicas_must_match_the_module(xla):
    with pytest.raises(ValueError, match="mhlo.num_replicas = 2"):
        xla.compile(TINY, replicas=2)
    with pytest.raises(ValueError, match=r"replicas=2\)"):
        xla.compile(replica_module(2))


def test_iree_replicas_are_refused(iree):
    with pytest.raises(LowererUnavailable, match="data parallel.*xla"):
        iree.compile(replica_module(2), replicas=2)


def test_unknown_lowerer():
    with pytest.raises(LowererUnavailable, match="unknown lowerer 'tvm'.*'xla', 'iree'"):
        get_lowerer("tvm")


def test_lowerer_import_failure_is_unavailable(monkeypatch):
    monkeypatch.setitem(
        runtime_base._LOWERERS, "xla", ("hlocert.runtime._no_such_module", "X", "jax==0.10.2 jaxlib==0.10.2")
    )
    with pytest.raises(LowererUnavailable, match="pip install jax==0.10.2"):
        get_lowerer("xla")


def test_missing_gpu_is_unavailable_not_a_fallback():
    with pytest.raises(ValueError, match="'tpu'"):
        get_lowerer("xla", platform="tpu")
    # conftest pins JAX_PLATFORMS=cpu, so XLA has no GPU platform in this process.
    with pytest.raises(LowererUnavailable, match="xla: no 'gpu' platform"):
        get_lowerer("xla", platform="gpu")
    try:
        get_lowerer("iree", platform="gpu", cache=False)
    except LowererUnavailable as e:
        assert "cuda" in str(e)
    else:
        pytest.skip("a CUDA device is present")


def test_bad_text_names_the_lowerer(lowerer):
    with pytest.raises(CompileError, match=f"^{lowerer.name}: the module text does not parse"):
        lowerer.compile("module { func.func @main( }")
    with pytest.raises(CompileError, match=f"^{lowerer.name}: the module has no function @main"):
        lowerer.compile(TINY.replace("@main", "@other"))


def test_text_the_lowerer_rejects_names_the_lowerer(lowerer):
    # Parses and verifies, but neither lowerer knows the custom call target.
    text = """
module @cc {
  func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @hlocert_no_such_target(%a) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""
    with pytest.raises(CompileError, match=f"^{lowerer.name} \\(cpu\\): could not compile"):
        lowerer.compile(text)


def test_arguments_are_checked(lowerer):
    exe = compiled(lowerer, TINY)
    with pytest.raises(ValueError, match=r"argument 0: expected tensor<4xf32>, got tensor<4xf64>"):
        exe.run([np.ones(4)])
    with pytest.raises(ValueError, match=r"argument 0: expected tensor<4xf32>, got tensor<5xf32>"):
        exe.run([np.ones(5, np.float32)])
    with pytest.raises(ValueError, match="takes 1 arguments, got 2"):
        exe.run([np.ones(4, np.float32)] * 2)
    with pytest.raises(TypeError, match="pass a numpy array"):
        exe.run([[1.0, 2.0, 3.0, 4.0]])


def test_xla_replica_arguments_are_checked(xla):
    # execute_sharded segfaults on these in jaxlib 0.10.2; they must be caught before it.
    exe = compiled(xla, replica_module(2), replicas=2)
    good = [np.ones((3, 2), np.float32), np.float32(0)]
    with pytest.raises(ValueError, match="argument 0 of replica 1: expected tensor<3x2xf32>"):
        exe.run([good, [np.ones((4, 2), np.float32), np.float32(0)]])
    with pytest.raises(ValueError, match="list of 2 per-replica lists"):
        exe.run(good)
    on_dev0 = exe.put([good, good])[0]
    with pytest.raises(ValueError, match="replica 1 on"):
        exe.run([exe.put([good, good])[0], on_dev0])


# --- float64 -------------------------------------------------------------------------------------

# (a + b) − a, all float64: b (1e-10) to ~ulp(a)/b ≈ 4e-6 relative; float32 would give 0 (b < ulp(a)/2).
F64 = """
module @f64 {
  func.func public @main(%a: tensor<3xf64>, %b: tensor<3xf64>) -> tensor<3xf64> {
    %0 = stablehlo.add %a, %b : tensor<3xf64>
    %1 = stablehlo.subtract %0, %a : tensor<3xf64>
    return %1 : tensor<3xf64>
  }
}
"""

# A float32 function that computes inside in float64: (x + 2³⁰) − 2³⁰ − x is exactly 0 in float64
# for these x, and −x in float32 (the float32 ulp at 2³⁰ is 128, so x is rounded away).
F64_INSIDE = """
module @f64inside {
  func.func public @main(%x: tensor<3xf32>) -> tensor<3xf32> {
    %x64 = stablehlo.convert %x : (tensor<3xf32>) -> tensor<3xf64>
    %big = stablehlo.constant dense<1073741824.0> : tensor<3xf64>
    %0 = stablehlo.add %x64, %big : tensor<3xf64>
    %1 = stablehlo.subtract %0, %big : tensor<3xf64>
    %2 = stablehlo.subtract %1, %x64 : tensor<3xf64>
    %r = stablehlo.convert %2 : (tensor<3xf64>) -> tensor<3xf32>
    return %r : tensor<3xf32>
  }
}
"""
F64_INSIDE_X = np.array([0.5, 1.25, 3.0625], np.float32)


def test_a_float64_text_runs_in_float64(lowerer):
    """IREE demotes f64 to f32 unless told (iree-compile's default): the float64 arguments were then
    refused at the first call, in IREE's raw words, and f64 inside an f32 function ran in f32;
    runtime/iree.py compiles a text that holds f64 as written, as XLA does."""
    a, b = np.array([1.0, 2.0, 3.0]), np.full(3, 1e-10)
    (got,) = lowerer.compile(F64)(a, b)
    assert got.dtype == np.float64
    np.testing.assert_allclose(got, b, rtol=1e-5)
    (got,) = lowerer.compile(F64_INSIDE)(F64_INSIDE_X)
    np.testing.assert_array_equal(got, np.zeros(3, np.float32))


def test_a_float64_demotion_asked_for_is_kept_or_refused_in_one_line():
    """An f64 demotion passed as an extra flag is the caller's: kept for an f32 signature (the inside
    then runs in float32), one line for a float64 signature, which the runtime feeds as declared."""
    low = get_lowerer("iree", cache=False, extra_flags=("--iree-input-demote-f64-to-f32",))
    (got,) = low.compile(F64_INSIDE)(F64_INSIDE_X)
    np.testing.assert_array_equal(got, -F64_INSIDE_X)
    with pytest.raises(CompileError, match=r"^iree: extra flag --iree-input-demote-f64-to-f32 would demote @main's "
                                           r"float64 arguments") as e:
        low.compile(F64)
    assert "\n" not in str(e.value)
    # told not to demote: as without the flag
    low = get_lowerer("iree", cache=False, extra_flags=("--iree-input-demote-f64-to-f32=false",))
    np.testing.assert_allclose(low.compile(F64)(np.ones(3), np.full(3, 1e-10))[0], 1e-10, rtol=1e-5)


def test_iree_caches_a_float64_text_under_the_flags_it_compiled_with(tmp_path):
    a, b = np.array([1.0, 2.0, 3.0]), np.full(3, 1e-10)
    first = get_lowerer("iree", cache=tmp_path)
    assert not first.compile(F64).from_cache
    exe = get_lowerer("iree", cache=tmp_path).compile(F64)
    assert exe.from_cache
    np.testing.assert_allclose(exe(a, b)[0], b, rtol=1e-5)
    assert "--iree-input-demote-f64-to-f32=false" in first._cache_flags(F64, 1)
    assert "demote" not in first._cache_flags(TINY, 1)      # a float32 text's key as before


def _sums_of_windows(n: int) -> str:
    """@main(tensor<(8+n)x4xf32>) -> n sums of 8-row windows, as ONE n-result reduce (the form of
    ConvNeXt's +dwmacvr weight gradient; scripts/iree_variadic_reduce_repro.py)."""
    src, win, out, sc = f"tensor<{8 + n}x4xf32>", "tensor<8x4xf32>", "tensor<4xf32>", "tensor<f32>"
    body = [f"    %w{i} = stablehlo.slice %in [{i}:{i + 8}, 0:4] : ({src}) -> {win}" for i in range(n)]
    ops = ", ".join(f"%w{i}" for i in range(n)) + ", " + ", ".join(["%z"] * n)
    blk = ", ".join(f"%a{i}: {sc}" for i in range(n)) + ", " + ", ".join(f"%b{i}: {sc}" for i in range(n))
    adds = "\n".join(f"      %s{i} = stablehlo.add %a{i}, %b{i} : {sc}" for i in range(n))
    return (f"module @windows {{\n  func.func public @main(%in: {src}) -> ({', '.join([out] * n)}) {{\n"
            f"    %z = stablehlo.constant dense<0.0> : {sc}\n" + "\n".join(body) + "\n"
            f'    %r:{n} = "stablehlo.reduce"({ops}) ({{\n    ^bb0({blk}):\n{adds}\n'
            f"      stablehlo.return {', '.join(f'%s{i}' for i in range(n))} : {', '.join([sc] * n)}\n"
            f"    }}) {{dimensions = array<i64: 0>}} : ({', '.join([win] * n + [sc] * n)}) -> ({', '.join([out] * n)})\n"
            f"    return {', '.join(f'%r#{i}' for i in range(n))} : {', '.join([out] * n)}\n  }}\n}}\n")


def test_a_module_iree_compiles_but_does_not_load_is_one_compile_error_line():
    """IREE 3.13 compiles a 40-result reduce into one dispatch its runtime refuses (binding count >
    32, docs/iree_variadic_reduce.md): one CompileError line in the runtime's own words, where the
    trainer showed IREE's traceback. The same text at 8 results loads, runs and sums right, and XLA
    runs the 40-result one; a fixed IREE makes this test fail: then measure +dwmacvr there."""
    x = np.arange(48 * 4, dtype=np.float32).reshape(48, 4)
    (got,) = get_lowerer("xla", cache=False).compile(_sums_of_windows(40))(x)[:1]
    np.testing.assert_array_equal(got, x[0:8].sum(axis=0))
    small = get_lowerer("iree", cache=False).compile(_sums_of_windows(8))(x[:16])
    np.testing.assert_array_equal(small[7], x[7:15].sum(axis=0))
    with pytest.raises(CompileError, match=r"^iree \(cpu\): compiled the module, but IREE's runtime does not load it: "
                                           r".*binding count \d+ > 32") as e:
        get_lowerer("iree", cache=False).compile(_sums_of_windows(40))
    assert "\n" not in str(e.value)


# --- compile cache -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", LOWERERS)
def test_cache_hit_then_damaged_entries_are_recompiled(tmp_path, name):
    x = np.arange(4, dtype=np.float32)
    first = get_lowerer(name, cache=tmp_path)
    exe = first.compile(TINY)
    assert not exe.from_cache
    assert (first.cache.misses, first.cache.stores) == (1, 1)
    (entry,) = tmp_path.glob("*.bin")

    # A fresh lowerer and cache object over the same directory: the hit comes from disk.
    low = get_lowerer(name, cache=str(tmp_path))
    exe = low.compile(TINY)
    assert exe.from_cache and low.cache.hits == 1
    np.testing.assert_array_equal(exe(x)[0], 2 * x)

    # A flipped byte no longer matches the index's sha256: warned, removed, recompiled, rewritten.
    data = bytearray(entry.read_bytes())
    data[len(data) // 2] ^= 0xFF
    entry.write_bytes(bytes(data))
    with pytest.warns(RuntimeWarning, match="differs from the index"):
        exe = low.compile(TINY)
    assert not exe.from_cache and low.cache.rejected == 1 and low.cache.stores == 1
    np.testing.assert_array_equal(exe(x)[0], 2 * x)
    assert low.compile(TINY).from_cache

    # A truncated file, likewise.
    entry.write_bytes(entry.read_bytes()[:20])
    with pytest.warns(RuntimeWarning, match="differs from the index"):
        assert not low.compile(TINY).from_cache

    # An entry the index vouches for that the lowerer cannot load is rejected by the lowerer, not a crash.
    low.cache.store(entry.stem, b"not an executable")
    with pytest.warns(RuntimeWarning, match=f"{name} could not load it"):
        exe = low.compile(TINY)
    assert not exe.from_cache and low.cache.rejected == 3
    np.testing.assert_array_equal(exe(x)[0], 2 * x)

    # no temp files left behind: the entry, the index and the index's lock file
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([entry.name, "index.json", ".lock"])


def test_cache_key_separates_what_changes_the_artifact(tmp_path):
    cache = CompileCache(tmp_path)
    low = get_lowerer("xla", cache=cache)
    low.compile(TINY)
    low.compile(TINY.replace("add %a, %a", "multiply %a, %a"))
    low.compile(replica_module(2), replicas=2)
    assert cache.stores == 3 and cache.hits == 0
    base = dict(text="t", lowerer="xla", version="v", flags="f", replicas=1, platform="cpu")
    keys = {CompileCache.key(**base)}
    for field, other in [("lowerer", "iree"), ("version", "w"), ("flags", "g"), ("replicas", 2), ("platform", "gpu")]:
        keys.add(CompileCache.key(**{**base, field: other}))
    assert len(keys) == 6


def test_xla_replicated_executable_round_trips_through_the_cache(tmp_path):
    get_lowerer("xla", cache=tmp_path).compile(replica_module(2), replicas=2)
    exe = get_lowerer("xla", cache=tmp_path).compile(replica_module(2), replicas=2)
    assert exe.from_cache
    outs = exe([np.ones((3, 2), np.float32), np.float32(0)], [np.full((3, 2), 2, np.float32), np.float32(5)])
    np.testing.assert_array_equal(outs[0][0], np.full((3, 2), 3, np.float32))
    assert [o[1] for o in outs] == [1, 6]


def test_default_cache_dir_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path / "c"))
    assert resolve_cache(True).directory == tmp_path / "c" / "compile"
    assert resolve_cache(False) is None


def test_xla_cpu_options_reach_the_compiler():
    """The memory-optimized XLA-CPU scheduler (runtime/xla.py CPU_OPTIONS) is applied: the 49
    independent tap reductions of a shifted depthwise weight gradient then share one slice buffer
    instead of holding 49 (an option XLA ignored would leave the two figures equal)."""
    from hlocert.ir import FuncBuilder, build_module, print_module, tensor
    from hlocert.ops.depthwise_shifted import DepthwiseShifted
    from hlocert.runtime.xla import CPU_OPTIONS
    shape = (2, 14, 14, 16)
    stage = DepthwiseShifted(7, 3, name="d")
    b = FuncBuilder("main")
    xp = b.arg("xp", tensor((2, 20, 20, 16)))
    dy = b.arg("dy", tensor(shape))
    text = print_module(build_module(b.ret(stage._weight_grad(b, xp, dy, (7, 7, 1, 16)))))
    temp = {}
    for label, options in (("lowerer", None), ("xla", {})):
        exe = get_lowerer("xla", cache=False, options=options).compile(text)
        temp[label] = exe.memory_stats()["temp_size_in_bytes"]
    slice_bytes = 2 * 14 * 14 * 16 * 4
    assert CPU_OPTIONS and temp["xla"] >= 20 * slice_bytes > 4 * slice_bytes >= temp["lowerer"], temp


def test_xla_cpu_kernels_are_compiled_for_512_bit_vectors(tmp_path):
    """CPU_OPTIONS' vector width reaches LLVM: every loop-fusion kernel XLA emits for a step carries
    "prefer-vector-width"="512" (XLA's own default is 256), whatever this CPU's ISA (without AVX-512
    LLVM's vectors stay the ISA's)."""
    import re

    from hlocert.ir import FuncBuilder, build_module, print_module, tensor
    from hlocert.runtime.xla import CPU_OPTIONS
    b = FuncBuilder("main")
    x = b.arg("x", tensor((8, 14, 14, 96)))
    m = b.arg("m", tensor((96,)))
    y = b.mul(b.sub(x, b.broadcast_in_dim(m, (8, 14, 14, 96), (3,))), x)
    text = print_module(build_module(b.ret(b.max(y, x))))
    widths = {}
    for label, options in (("lowerer", {**CPU_OPTIONS}), ("xla", {})):
        dump = tmp_path / label
        get_lowerer("xla", cache=False, options={**options, "xla_dump_to": str(dump)}).compile(text)
        widths[label] = {w for f in dump.glob("*kernel*with-opt.ll")
                         for w in re.findall(r'"prefer-vector-width"="(\d+)"', f.read_text())}
    assert widths == {"lowerer": {"512"}, "xla": {"256"}}, widths


@pytest.mark.parametrize("name", LOWERERS)
def test_compile_and_cache_load_release_the_freed_heap(name, tmp_path, monkeypatch):
    # a compile's freed working memory would otherwise stay in the RSS (BENCHMARKS.md, issue 18)
    calls = []
    monkeypatch.setattr(runtime_base, "release_freed_heap", lambda: calls.append(1) or True)
    text = scale_module(alias=False)
    get_lowerer(name, cache=False).compile(text)
    assert len(calls) == 1
    get_lowerer(name, cache=tmp_path).compile(text)           # compiled, stored
    exe = get_lowerer(name, cache=tmp_path).compile(text)     # loaded from the cache
    assert exe.from_cache and len(calls) == 3


def test_release_freed_heap_calls_glibc_malloc_trim():
    if platform.libc_ver()[0] != "glibc":
        pytest.skip("malloc_trim is glibc's")
    assert runtime_base.release_freed_heap() is True


@pytest.mark.parametrize("name", LOWERERS)
def test_compile_in_background_gives_the_executable_and_its_errors(name, tmp_path):
    # the bench and the trainer build their host inputs while the step compiles (issue 18)
    low = get_lowerer(name, cache=tmp_path)
    texts = [scale_module(alias=False), TINY]
    futures = [low.compile_in_background(t) for t in texts]      # queued on one thread, in order
    bad = low.compile_in_background("module { func.func @main( }")
    exes = [f.result(timeout=300) for f in futures]
    assert [e.signature.inputs for e in exes] == [low.compile(t).signature.inputs for t in texts]
    assert all(e.compile_s > 0 for e in exes)
    x = np.arange(4, dtype=np.float32)
    np.testing.assert_array_equal(exes[1](x)[0], x + x)
    with pytest.raises(CompileError, match=f"^{name}: the module text does not parse"):
        bad.result(timeout=300)
    again = low.compile_in_background(texts[0]).result(timeout=300)
    assert again.from_cache and again.compile_s > 0
