"""bf16 in the trusted core: constants printed bit-exactly and read back (by our parser and by XLA),
converts, products of bf16 operands accumulating in f32 (shape rule, print/parse, den's three
readings: f64 and f32 faithful, "erased")."""
import ml_dtypes
import numpy as np
import pytest

from hlocert.ir import FuncBuilder, build_module, den, print_module, tensor
from hlocert.ir.parser import parse_module
from hlocert.ir.types import IRError

BF16 = np.dtype(ml_dtypes.bfloat16)


def _bf16_patterns(step: int) -> np.ndarray:
    """Every `step`-th of the 65,536 bf16 bit patterns (and ±0, ±inf, the smallest subnormals and the
    largest finites), without the NaNs other than one quiet NaN (their payloads need not survive a
    lowerer; their printing is hex, like inf's)."""
    bits = np.unique(np.concatenate([np.arange(0, 1 << 16, step), [0x0000, 0x8000, 0x0001, 0x8001, 0x7F7F, 0xFF7F,
                                                                    0x7F80, 0xFF80, 0x7FC0]]).astype(np.uint16))
    values = bits.view(BF16)
    keep = ~np.isnan(values.astype(np.float32)) | (bits == 0x7FC0)
    return values[keep]


EVERY = [pytest.param(7, id="every-7th"), pytest.param(1, id="all", marks=pytest.mark.slow)]


def _constant_module(values: np.ndarray):
    b = FuncBuilder("main")
    return build_module(b.ret(b.constant(values, "bf16")))


@pytest.mark.parametrize("step", EVERY)
def test_every_bf16_constant_prints_and_parses_back_to_its_bits(step):
    values = _bf16_patterns(step)
    text = print_module(_constant_module(values))
    back = parse_module(text).main.ops[0].attrs["value"].array
    assert back.dtype == BF16
    np.testing.assert_array_equal(back.view(np.uint16), values.view(np.uint16))
    assert print_module(parse_module(text)) == text
    assert "0x7F80" in text and "0xFF80" in text and "0x7FC0" in text      # inf, -inf, NaN as hex bits


@pytest.mark.parametrize("step", EVERY)
def test_xla_reads_every_printed_bf16_constant_to_the_same_bits(step, tmp_path, monkeypatch):
    """The decimal spellings are ours; MLIR's reading of them (through XLA) must give the same bits."""
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    from hlocert.runtime import get_lowerer
    values = _bf16_patterns(step)
    out = get_lowerer("xla", cache=False).compile(print_module(_constant_module(values)))()
    got = np.asarray(out[0])
    assert got.dtype == BF16
    np.testing.assert_array_equal(got.view(np.uint16), values.view(np.uint16))


def _mixed_func():
    """x, w → (x·w, conv(x4, k)) with bf16 operands and f32 results, and a bf16 constant."""
    b = FuncBuilder("main")
    x = b.arg("x", tensor((2, 3)))
    w = b.arg("w", tensor((3, 4)))
    x4 = b.arg("x4", tensor((1, 4, 4, 3)))
    k = b.arg("k", tensor((3, 3, 3, 2)))
    y = b.dot_general(b.convert(x, "bf16"), b.convert(w, "bf16"), contract=((1,), (0,)), result_dtype="f32")
    z = b.convolution(b.convert(x4, "bf16"), b.convert(k, "bf16"), padding=((1, 1), (1, 1)), result_dtype="f32")
    c = b.constant(np.array([0.1, 1 / 3, -2.5e-30]), "bf16")
    return b.ret(y, z, c)


def test_mixed_products_and_converts_print_and_parse_back():
    f = _mixed_func()
    text = print_module(build_module(f))
    assert "(tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>" in text
    assert "(tensor<1x4x4x3xbf16>, tensor<3x3x3x2xbf16>) -> tensor<1x4x4x2xf32>" in text
    m = parse_module(text)
    assert m == build_module(f) and print_module(m) == text
    products = [op for op in m.main.ops if op.name in ("stablehlo.dot_general", "stablehlo.convolution")]
    assert [(op.operands[0].type.dtype, op.result.type.dtype) for op in products] == [("bf16", "f32")] * 2


@pytest.mark.parametrize("operands, result", [("f32", "bf16"), ("bf16", "f64"), ("f32", "f64")])
def test_only_bf16_operands_may_accumulate_into_f32(operands, result):
    b = FuncBuilder("main")
    x = b.arg("x", tensor((2, 3), operands))
    with pytest.raises(IRError, match="only bf16 operands may accumulate into an f32 result"):
        b.dot_general(x, x, contract=((1,), (1,)), result_dtype=result)


def test_a_printed_product_with_a_wrong_accumulation_type_does_not_parse():
    text = print_module(build_module(_mixed_func()))
    assert text.count("-> tensor<2x4xf32>\n") == 1               # the dot_general's result type
    with pytest.raises(IRError, match="line 5, .*dot_general.*only bf16 operands may accumulate"):
        parse_module(text.replace("-> tensor<2x4xf32>\n", "-> tensor<2x4xf64>\n"))


def _convert_func(n):
    b = FuncBuilder("main")
    x = b.arg("x", tensor((n,)))
    return b.ret(b.convert(b.convert(x, "bf16"), "f32"))


def test_den_rounds_to_bf16_as_ml_dtypes_and_erased_mode_does_not():
    rng = np.random.default_rng(0)
    # ties (1 + 2⁻⁸ + k·2⁻⁷ round to even), values just past a tie that a detour through f32 would
    # round as ties (double rounding), subnormals, huge values overflowing to inf
    ties = 1 + 2.0 ** -8 + 2.0 ** -7 * np.arange(8)
    x = np.concatenate([ties, ties + 2.0 ** -30, rng.standard_normal(200) * 10.0 ** rng.integers(-40, 39, 200),
                        [3.4e38, -3.39e38, 1e-45]])
    f = _convert_func(x.size)
    want = x.astype(BF16).astype(np.float64)
    np.testing.assert_array_equal(den.run(f, [x], "f64")[0], want)
    # the ties + 2⁻³⁰ round up directly, but to even through f32
    assert not np.array_equal(want, x.astype(np.float32).astype(BF16).astype(np.float64))
    np.testing.assert_array_equal(den.run(f, [x], "f32")[0], x.astype(np.float32).astype(BF16).astype(np.float32))
    np.testing.assert_array_equal(den.run(f, [x], "erased")[0], x)


def test_den_accumulates_bf16_products_in_f32_not_bf16():
    """1 + 256·2⁻⁹ is 1.5 in f32; summed in bf16 (8 significant bits) each 2⁻⁹ is lost against 1."""
    b = FuncBuilder("main")
    x = b.arg("x", tensor((257,)))
    ones = b.arg("ones", tensor((257,)))
    f = b.ret(b.dot_general(b.convert(x, "bf16"), b.convert(ones, "bf16"), contract=((0,), (0,)), result_dtype="f32"))
    x_val = np.concatenate([[1.0], np.full(256, 2.0 ** -9)])
    for mode in ("f32", "f64", "erased"):
        out = den.run(f, [x_val, np.ones(257)], mode)[0]
        assert out == 1.5 and out.dtype == (np.float32 if mode == "f32" else np.float64), mode


def test_den_modes_on_a_mixed_product():
    rng = np.random.default_rng(1)
    x, w = rng.standard_normal((2, 3)), rng.standard_normal((3, 4))
    x4, k = rng.standard_normal((1, 4, 4, 3)), rng.standard_normal((3, 3, 3, 2))
    f = _mixed_func()
    rx, rw = x.astype(BF16).astype(np.float64), w.astype(BF16).astype(np.float64)
    np.testing.assert_allclose(den.run(f, [x, w, x4, k], "f64")[0], rx @ rw, rtol=1e-14)
    np.testing.assert_allclose(den.run(f, [x, w, x4, k], "f32")[0], rx @ rw, rtol=1e-6)
    np.testing.assert_allclose(den.run(f, [x, w, x4, k], "erased")[0], x @ w, rtol=1e-14)
    assert np.abs(rx @ rw - x @ w).max() > 1e-4            # the rounding is there to see
