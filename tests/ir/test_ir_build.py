"""The builder's refusals say what is wrong, and `den` agrees with plain loops and numpy.

The reference implementations here are written from the StableHLO spec, one output element at a
time, so they share nothing with den's vectorised definitions (pad by index mapping, conv as a
sum over taps with explicit group arithmetic)."""
import itertools

import numpy as np
import pytest
import sympy

from hlocert.ir import FuncBuilder, IRError, den, tensor
from hlocert.ir.types import ConvDims

# ---------------------------------------------------------------------------------------------
# Builder errors.


def test_add_shape_mismatch_names_op_and_both_types():
    b = FuncBuilder()
    x, y = b.arg("x", tensor((2, 3))), b.arg("y", tensor((3, 2)))
    with pytest.raises(IRError, match=r"stablehlo\.add\(tensor<2x3xf32>, tensor<3x2xf32>\): operands must have "
                                      r"identical types"):
        b.add(x, y)


def test_add_dtype_mismatch():
    b = FuncBuilder()
    x, y = b.arg("x", tensor((2,))), b.arg("y", tensor((2,), "f64"))
    with pytest.raises(IRError, match=r"tensor<2xf32>, tensor<2xf64>"):
        b.add(x, y)


def test_dot_general_contracting_sizes_must_match():
    b = FuncBuilder()
    x, w = b.arg("x", tensor((2, 3))), b.arg("w", tensor((4, 5)))
    with pytest.raises(IRError, match=r"stablehlo\.dot_general\(tensor<2x3xf32>, tensor<4x5xf32>\): lhs axis 1 "
                                      r"\(size 3\) does not match rhs axis 0 \(size 4\)"):
        b.dot_general(x, w, contract=((1,), (0,)))


def test_convolution_feature_groups_must_divide_the_features():
    b = FuncBuilder()
    x, w = b.arg("x", tensor((1, 4, 4, 3))), b.arg("w", tensor((3, 3, 2, 4)))
    with pytest.raises(IRError, match=r"stablehlo\.convolution.*input features 3 != kernel input features 2 x "
                                      r"feature_group_count 2"):
        b.convolution(x, w, feature_group_count=2)


def test_convolution_output_features_must_divide_by_groups():
    b = FuncBuilder()
    x, w = b.arg("x", tensor((1, 4, 4, 4))), b.arg("w", tensor((3, 3, 2, 3)))
    with pytest.raises(IRError, match=r"kernel output features 3 / batch 1 not divisible by the group counts"):
        b.convolution(x, w, feature_group_count=2)


def test_transpose_permutation_must_be_a_permutation():
    b = FuncBuilder()
    x = b.arg("x", tensor((2, 3)))
    with pytest.raises(IRError, match=r"stablehlo\.transpose\(tensor<2x3xf32>\): permutation \[0, 0\] is not a "
                                      r"permutation of 2 axes"):
        b.transpose(x, [0, 0])
    with pytest.raises(IRError, match=r"permutation \[1, 0, 2\]"):
        b.transpose(x, [1, 0, 2])


def test_duplicate_value_names_are_refused():
    b = FuncBuilder("step")
    x = b.arg("x", tensor((2,)))
    b.add(x, x, name="y")
    with pytest.raises(IRError, match=r"value name %y is already used in @step"):
        b.mul(x, x, name="y")
    with pytest.raises(IRError, match=r"value name %x is already used"):
        b.neg(x, name="x")
    with pytest.raises(IRError, match=r"must start with a letter"):
        b.neg(x, name="0bad")


def test_unknown_op_via_emit():
    b = FuncBuilder()
    x = b.arg("x", tensor((2,)))
    with pytest.raises(IRError, match=r"unknown op 'stablehlo\.frobnicate'; hlocert's IR has: .*stablehlo\.add"):
        b.emit("stablehlo.frobnicate", (x,))


def test_emit_refuses_non_values_and_wrong_combiners():
    b = FuncBuilder()
    x = b.arg("x", tensor((2,)))
    with pytest.raises(IRError, match=r"operand 1.0 is not an IR value"):
        b.emit("stablehlo.add", (x, 1.0))
    with pytest.raises(IRError, match=r"combiner 'stablehlo.multiply' invalid"):
        b.emit("stablehlo.all_reduce", (x,), {}, combiner="stablehlo.multiply")


# ---------------------------------------------------------------------------------------------
# den against references written element by element.

def symbols(prefix, shape):
    names = [f"{prefix}{'_'.join(map(str, i))}" for i in itertools.product(*map(range, shape))]
    return np.array(sympy.symbols(names, seq=True), dtype=object).reshape(shape)


def assert_exactly_equal(a, b):
    assert a.shape == b.shape
    for u, v in zip(a.reshape(-1), b.reshape(-1)):
        assert sympy.expand(u - v) == 0, (u, v)


def naive_conv(x, w, *, stride, padding, lhs_dil, rhs_dil, fgc, bgc, zero=0.0):
    """NHWC x HWIO -> NHWC, by the spec: dilate and pad the input, split groups, sum the taps."""
    n, h, wd, c = x.shape
    kh, kw, kin, kout = w.shape
    dh, dw = (h - 1) * lhs_dil[0] + 1, (wd - 1) * lhs_dil[1] + 1
    ph, pw = dh + sum(padding[0]), dw + sum(padding[1])

    def padded(b, i, j, ch):                    # the dilated, padded input at (b, i, j, ch)
        i, j = i - padding[0][0], j - padding[1][0]
        if 0 <= i < dh and 0 <= j < dw and i % lhs_dil[0] == 0 and j % lhs_dil[1] == 0:
            return x[b, i // lhs_dil[0], j // lhs_dil[1], ch]
        return zero
    oh = (ph - ((kh - 1) * rhs_dil[0] + 1)) // stride[0] + 1
    ow = (pw - ((kw - 1) * rhs_dil[1] + 1)) // stride[1] + 1
    out = np.empty((n // bgc, oh, ow, kout), dtype=x.dtype)
    for b, i, j, o in itertools.product(range(n // bgc), range(oh), range(ow), range(kout)):
        fg, bg = o // (kout // fgc), o // (kout // bgc)
        total = zero
        for di, dj, k in itertools.product(range(kh), range(kw), range(kin)):
            total = total + padded(bg * (n // bgc) + b, i * stride[0] + di * rhs_dil[0],
                                   j * stride[1] + dj * rhs_dil[1], fg * kin + k) * w[di, dj, k, o]
        out[b, i, j, o] = total
    return out


CONV_CASES = [
    dict(stride=(2, 1), padding=((1, 2), (0, 1)), lhs_dil=(1, 1), rhs_dil=(1, 2), fgc=2, bgc=1),
    dict(stride=(1, 2), padding=((2, 0), (1, 1)), lhs_dil=(2, 1), rhs_dil=(1, 1), fgc=1, bgc=1),
    dict(stride=(1, 1), padding=((1, 1), (1, 1)), lhs_dil=(1, 1), rhs_dil=(1, 1), fgc=1, bgc=2),
    dict(stride=(1, 1), padding=((3, 3), (3, 3)), lhs_dil=(1, 1), rhs_dil=(1, 1), fgc=3, bgc=1),   # wide padding
]


def conv_func(xs, ws, dtype, case, dims=None):
    b = FuncBuilder()
    x, w = b.arg("x", tensor(xs, dtype)), b.arg("w", tensor(ws, dtype))
    y = b.convolution(x, w, strides=case["stride"], padding=case["padding"], lhs_dilation=case["lhs_dil"],
                      rhs_dilation=case["rhs_dil"], feature_group_count=case["fgc"],
                      batch_group_count=case["bgc"], dims=dims)
    return b.ret(y)


@pytest.mark.parametrize("case", CONV_CASES)
def test_den_convolution_f64_matches_naive_loops(case):
    rng = np.random.default_rng(0)
    n, c, o = 2 * case["bgc"], 2 * case["fgc"], 2 * case["fgc"] * case["bgc"]
    x = rng.standard_normal((n, 5, 4, c))
    w = rng.standard_normal((3, 2, c // case["fgc"], o))
    got = den.run(conv_func(x.shape, w.shape, "f64", case), [x, w], "f64")[0]
    np.testing.assert_allclose(got, naive_conv(x, w, **case), rtol=1e-12, atol=1e-12)


def test_den_convolution_in_other_layouts_f64():
    """NCHW x OIHW -> NCHW is the NHWC conv with its operands and result transposed."""
    rng = np.random.default_rng(1)
    case = CONV_CASES[0]
    x, w = rng.standard_normal((2, 4, 5, 4)), rng.standard_normal((3, 2, 2, 4))
    dims = ConvDims(("b", "f", 0, 1), ("o", "i", 0, 1), ("b", "f", 0, 1))
    xt, wt = x.transpose(0, 3, 1, 2), w.transpose(3, 2, 0, 1)
    got = den.run(conv_func(xt.shape, wt.shape, "f64", case, dims), [xt, wt], "f64")[0]
    np.testing.assert_allclose(got, naive_conv(x, w, **case).transpose(0, 3, 1, 2), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("case", [CONV_CASES[0], CONV_CASES[2]])
def test_den_convolution_sym_matches_naive_loops(case):
    n, c, o = case["bgc"], 2 * case["fgc"], 2 * case["bgc"]
    x, w = symbols("x", (n, 3, 3, c)), symbols("w", (2, 2, c // case["fgc"], o))
    got = den.run(conv_func(x.shape, w.shape, "f32", case), [x, w], "sym")[0]
    assert_exactly_equal(got, naive_conv(x, w, zero=sympy.Integer(0), **case))


def test_den_dot_general_with_batch_dims():
    rng = np.random.default_rng(2)
    a, c = rng.standard_normal((2, 3, 4)), rng.standard_normal((4, 2, 5))
    b = FuncBuilder()
    x, y = b.arg("x", tensor(a.shape, "f64")), b.arg("y", tensor(c.shape, "f64"))
    func = b.ret(b.dot_general(x, y, contract=((2,), (0,)), batch=((0,), (1,))))
    expected = np.array([[[sum(a[n, i, k] * c[k, n, j] for k in range(4)) for j in range(5)] for i in range(3)]
                         for n in range(2)])
    np.testing.assert_allclose(den.run(func, [a, c], "f64")[0], expected, rtol=1e-12)
    xs, ys = symbols("a", a.shape), symbols("c", c.shape)
    got = den.run(func, [xs, ys], "sym")[0]
    assert_exactly_equal(got, np.einsum("nik,knj->nij", xs, ys))


def naive_pad(x, value, low, high, interior):
    """Each output index maps back to an input index, or to the padding value."""
    shape = [n + lo + hi + max(n - 1, 0) * it for n, lo, hi, it in zip(x.shape, low, high, interior)]
    out = np.empty(shape, dtype=x.dtype)
    for idx in itertools.product(*map(range, shape)):
        src = []
        for r, n, lo, it in zip(idx, x.shape, low, interior):
            p = r - lo
            src.append(p // (it + 1) if p >= 0 and p % (it + 1) == 0 and p // (it + 1) < n else None)
        out[idx] = value if None in src else x[tuple(src)]
    return out


@pytest.mark.parametrize("low,high,interior", [([1, -1], [-2, 2], [1, 2]), ([0, 2], [0, 0], [0, 0]),
                                               ([-3, -4], [-1, 1], [2, 1])])
def test_den_pad_interior_and_negative(low, high, interior):
    x = np.arange(12.0).reshape(3, 4) + 1
    b = FuncBuilder()
    xv = b.arg("x", tensor((3, 4), "f64"))
    func = b.ret(b.pad(xv, b.constant(-7.5, "f64"), low, high, interior))
    np.testing.assert_array_equal(den.run(func, [x], "f64")[0], naive_pad(x, -7.5, low, high, interior))
    xs = symbols("x", (3, 4))
    assert_exactly_equal(den.run(func, [xs], "sym")[0], naive_pad(xs, sympy.Rational(-15, 2), low, high, interior))


def test_den_reduce_max_and_add():
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 3, 4))
    b = FuncBuilder()
    xv = b.arg("x", tensor(x.shape, "f64"))
    func = b.ret(b.reduce(xv, [0, 2], "max"), b.reduce(xv, [1], "add"))
    mx, sm = den.run(func, [x], "f64")
    np.testing.assert_array_equal(mx, [max(x[i, j, k] for i in range(2) for k in range(4)) for j in range(3)])
    np.testing.assert_allclose(sm, x.sum(axis=1), rtol=1e-14)
    exact = np.vectorize(sympy.Rational, otypes=[object])(np.arange(24).reshape(2, 3, 4) % 7 - 3)
    mx, sm = den.run(func, [exact], "sym")
    assert list(mx) == [max(exact[i, j, k] for i in range(2) for k in range(4)) for j in range(3)]
    assert_exactly_equal(sm, exact.sum(axis=1))
