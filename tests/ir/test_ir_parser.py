"""The printer and parser: round trips on random modules, MLIR's verdict on what we print,
deterministic bytes, bit-exact float constants, and ParseErrors that point at the right place."""
import contextlib
import io
import os
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hlocert.ir import FuncBuilder, build_module, print_module, tensor
from hlocert.ir.mlir_check import MLIRVerifyError, verify_with_mlir
from hlocert.ir.parser import ParseError, parse_module
from hlocert.ir.types import I32, NUMPY_DTYPE, IRError, format_scalar, parse_scalar
from ir_strategies import ALL_OPS, BITS, FLOATS, SPECIAL_BITS, float_bits, from_bits, modules, rebuild

# Generation is slow-ish (a module is hundreds of draws) and the machine may be shared.
PROPERTY = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])

# ---------------------------------------------------------------------------------------------
# Round trips and MLIR on random modules.


@settings(max_examples=100, **PROPERTY)
@given(modules())
def test_parse_print_round_trip(m):
    text = print_module(m)
    parsed = parse_module(text)
    assert parsed == m
    assert print_module(parsed) == text


@settings(max_examples=60, **PROPERTY)
@given(modules())
def test_printed_modules_verify_with_mlir(m):
    verify_with_mlir(print_module(m))


@settings(max_examples=50, **PROPERTY)
@given(modules())
def test_printing_is_deterministic(m):
    text = print_module(m)
    assert print_module(m) == text
    assert print_module(rebuild(m)) == text         # the same ops built again: the same bytes


@pytest.mark.parametrize("op", ALL_OPS)
def test_every_op_round_trips_and_verifies(op):
    @settings(max_examples=5, **PROPERTY)
    @given(modules(ops=[op], max_ops=2))
    def check(m):
        assert any(o.name == op for f in m.funcs for o in f.ops)
        text = print_module(m)
        assert parse_module(text) == m
        verify_with_mlir(text)
    check()


def test_printing_does_not_depend_on_the_hash_seed():
    script = ("import numpy as np\n"
              "from hlocert.ir import FuncBuilder, build_module, print_module, tensor, aliasing_attr\n"
              "from hlocert.ir.types import I32, I64\n"
              "b = FuncBuilder()\n"
              "x = b.arg('x', tensor((2, 3)), aliasing_attr(0))\n"
              "w = b.constant(np.arange(6.0).reshape(3, 2) / 7, 'f32', name='w')\n"
              "y = b.dot_general(x, w, contract=((1,), (0,)))\n"
              "p = b.pad(y, b.constant(0.0), [1, -1], [0, 2], [1, 0])\n"
              "attrs = {'mhlo.num_replicas': I32(1), 'mhlo.num_partitions': I32(1), 'hlocert.seed': I64(7)}\n"
              "print(print_module(build_module(b.ret(b.reduce(p, [0, 1], 'max'), y), attrs=attrs, banner=['b'])),"
              " end='')\n")
    seed = str(hash("hlocert") % 1000 + 1)           # differs from this process's seed
    there = subprocess.run([sys.executable, "-c", script], capture_output=True, check=True, text=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout
    here = io.StringIO()
    with contextlib.redirect_stdout(here):
        exec(script, {})
    assert there == here.getvalue() and "stablehlo.dot_general" in there


# ---------------------------------------------------------------------------------------------
# Float constants: bit-exact through text, and MLIR reads the same bits.

def constant_module(bits, dtype):
    b = FuncBuilder()
    c = b.constant(from_bits(bits, dtype), dtype)
    return build_module(b.ret(c))


def parsed_bits(text, dtype):
    value = parse_module(text).main.ops[0].attrs["value"].array
    return value.view(BITS[dtype][0]).reshape(-1).tolist()


def mlir_bits(text, dtype) -> list[int]:
    """The bits of the module's first constant as MLIR reads the text."""
    from jax._src.interpreters import mlir
    from jaxlib.mlir import ir
    module = ir.Module.parse(text, context=mlir.make_ir_context())
    attr = ir.DenseElementsAttr(module.body.operations[0].regions[0].blocks[0].operations[0].attributes["value"])
    uint = BITS[dtype][0]
    if dtype != "bf16":
        return np.array(attr).view(uint).reshape(-1).tolist()
    # The bindings cannot hand out bf16 values: read MLIR's own printing (hex bits when large; else
    # 7-digit decimals, which name a bf16 exactly, and hex for non-finite values).
    body = str(attr)[len("dense<"):str(attr).rindex("> :")]
    if body.startswith('"0x'):
        return np.frombuffer(bytes.fromhex(body[3:-1]), dtype=uint).tolist()
    cells = [parse_scalar(c, dtype) for c in body.replace("[", "").replace("]", "").split(", ")]
    return np.array(cells * (len(attr) if len(cells) == 1 else 1), dtype=NUMPY_DTYPE[dtype]).view(uint).tolist()


@pytest.mark.parametrize("dtype", FLOATS)
def test_special_float_constants_are_bit_exact(dtype):
    bits = list(SPECIAL_BITS[dtype])
    text = print_module(constant_module(bits, dtype))
    assert parsed_bits(text, dtype) == bits
    for x in (np.inf, -np.inf, -0.0):
        assert format_scalar(x, dtype) in text
    assert mlir_bits(text, dtype) == bits


def test_every_bf16_bit_pattern_is_bit_exact():
    bits = np.arange(2 ** 16, dtype=np.uint16)
    values = bits.view(NUMPY_DTYPE["bf16"])
    back = np.array([parse_scalar(format_scalar(v, "bf16"), "bf16") for v in values]).view(np.uint16)
    assert np.array_equal(back, bits)
    text = print_module(constant_module(bits.reshape(256, 256), "bf16"))
    assert parsed_bits(text, "bf16") == bits.tolist()
    assert mlir_bits(text, "bf16") == bits.tolist()


@settings(max_examples=60, **PROPERTY)
@given(st.sampled_from(FLOATS).flatmap(lambda d: st.tuples(st.just(d), st.lists(float_bits(d), min_size=2,
                                                                                  max_size=12))))
def test_float_constants_are_bit_exact_here_and_in_mlir(case):
    dtype, bits = case
    text = print_module(constant_module(bits, dtype))
    assert parsed_bits(text, dtype) == bits
    assert mlir_bits(text, dtype) == bits


def test_zero_size_constants_round_trip_and_verify():
    b = FuncBuilder()
    outs = [b.constant(np.zeros(shape), "f32") for shape in [(0,), (0, 3), (2, 0), (1, 0, 2)]]
    m = build_module(b.ret(*outs))
    text = print_module(m)
    assert parse_module(text) == m
    verify_with_mlir(text)


# ---------------------------------------------------------------------------------------------
# Errors: line and column (1-based) of the offending token, and what was expected.

def sample_text():
    b = FuncBuilder()
    x = b.arg("x", tensor((2, 3)))
    b.comment("body")
    y = b.add(x, x, name="y")
    t = b.transpose(y, [1, 0], name="t")
    s = b.reduce(t, [0], name="s")
    return print_module(build_module(b.ret(s, t), attrs={"mhlo.num_replicas": I32(1)}, banner=["banner"]))


def where(text, needle, occurrence=0):
    """1-based (line, col) of `needle` in text."""
    pos = -1
    for _ in range(occurrence + 1):
        pos = text.index(needle, pos + 1)
    line = text.count("\n", 0, pos) + 1
    return line, pos - (text.rfind("\n", 0, pos) + 1) + 1


def parse_error(text) -> ParseError:
    with pytest.raises(ParseError) as info:
        parse_module(text)
    assert isinstance(info.value, IRError)
    return info.value


def test_sample_parses():
    text = sample_text()
    assert print_module(parse_module(text)) == text


def test_error_unknown_op():
    text = sample_text().replace("stablehlo.add", "stablehlo.frobnicate")
    e = parse_error(text)
    assert (e.line, e.col) == where(text, "stablehlo.frobnicate")
    assert "unknown op stablehlo.frobnicate" in e.msg


def test_error_unknown_generic_op():
    text = sample_text().replace('"stablehlo.transpose"', '"stablehlo.frobnicate"')
    e = parse_error(text)
    assert (e.line, e.col) == where(text, '"stablehlo.frobnicate"')
    assert "unknown op" in e.msg


def test_error_bad_attribute_kind():
    text = sample_text().replace("permutation = array<i64: 1, 0>", "permutation = 1 : i64")
    e = parse_error(text)
    assert (e.line, e.col) == where(text, "permutation")
    assert "permutation" in e.msg and "Array" in e.msg


def test_error_bad_attribute_syntax():
    text = sample_text().replace("array<i64: 1, 0>", "array<i64: 1, x>")
    e = parse_error(text)
    assert (e.line, e.col) == where(text, "x>")
    assert "expected an integer, found 'x'" in e.msg


def test_error_attribute_not_in_printed_form():
    text = sample_text().replace("array<i64: 1, 0>", "array<i64: 1,0>")
    e = parse_error(text)
    assert (e.line, e.col) == where(text, "0>")
    assert "not in printed form" in e.msg


def test_error_unknown_attribute_name():
    text = sample_text().replace("{permutation =", "{perm =")
    e = parse_error(text)
    assert (e.line, e.col) == where(text, "perm =")
    assert "has no attribute 'perm'" in e.msg and "permutation" in e.msg


def test_error_shape_mismatch():
    text = sample_text().replace("%y = stablehlo.add %x, %x : tensor<2x3xf32>",
                                 "%y = stablehlo.add %x, %x : tensor<3x2xf32>")
    e = parse_error(text)
    assert (e.line, e.col) == where(text, "stablehlo.add")
    assert "stablehlo.add" in e.msg and "tensor<3x2xf32>" in e.msg and "tensor<2x3xf32>" in e.msg


def test_error_operand_type_list_disagrees():
    text = sample_text().replace("(tensor<2x3xf32>) -> tensor<3x2xf32>", "(tensor<2x2xf32>) -> tensor<3x2xf32>")
    e = parse_error(text)
    assert (e.line, e.col) == where(text, "(tensor<2x2xf32>)")
    assert "operand types" in e.msg


def test_error_undefined_value():
    text = sample_text().replace("stablehlo.add %x, %x", "stablehlo.add %x, %nope")
    e = parse_error(text)
    assert (e.line, e.col) == where(text, "%nope")
    assert e.msg == "use of undefined value %nope"


def test_error_value_defined_twice():
    text = sample_text().replace("%t = ", "%y = ")
    e = parse_error(text)
    assert (e.line, e.col) == where(text, "%y = ", 1)
    assert "defined twice" in e.msg


def test_error_truncated_file():
    text = sample_text()
    cut = text[:text.index('"stablehlo.transpose"')]
    e = parse_error(cut)
    assert (e.line, e.col) == where(cut + "\0", "\0")
    assert e.msg == "expected an op name, found end of file"
    cut = text[:text.index('"stablehlo.transpose"') + 5]
    e = parse_error(cut)
    assert (e.line, e.col) == where(text, '"stablehlo.transpose"')
    assert "unexpected character" in e.msg


def test_error_truncated_after_last_op():
    text = sample_text()
    cut = text[:text.rindex("  }")]
    e = parse_error(cut)
    assert (e.line, e.col) == where(cut + "\0", "\0")
    assert e.msg == "expected '}' after \"func.return\", found end of file"


def test_error_wrong_combiner_and_region_type():
    text = sample_text().replace("%_r0c = stablehlo.add", "%_r0c = stablehlo.multiply")
    e = parse_error(text)
    assert (e.line, e.col) == where(text, "stablehlo.multiply")
    assert "combiner" in e.msg
    text = sample_text().replace("^bb0(%_r0a: tensor<f32>", "^bb0(%_r0a: tensor<f64>")
    e = parse_error(text)
    assert (e.line, e.col) == where(text, "tensor<f64>")


def test_error_return_type_mismatch():
    text = sample_text().replace("-> (tensor<2xf32>, tensor<3x2xf32>) {", "-> (tensor<2xf32>, tensor<2x3xf32>) {")
    e = parse_error(text)
    line, col = where(text, "  }\n}")
    assert (e.line, e.col) == (line, col + 2)           # at the function's closing brace
    assert e.msg == "@main returns (tensor<2xf32>, tensor<3x2xf32>) but declares (tensor<2xf32>, tensor<2x3xf32>)"


def test_error_form_and_junk():
    text = sample_text().replace("%y = stablehlo.add %x, %x : tensor<2x3xf32>",
                                 '%y = "stablehlo.add"(%x, %x) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>')
    assert "short form" in parse_error(text).msg
    e = parse_error(sample_text() + "}\n")
    assert "expected end of file" in e.msg
    e = parse_error(sample_text().replace("%y =", "%y ?="))
    assert "unexpected character '?'" in e.msg
    e = parse_error(sample_text().replace("// body", "//body"))
    assert "'// text'" in e.msg


def test_error_unsorted_attributes_and_constants_not_in_printed_form():
    b = FuncBuilder()
    c = b.constant(np.array([1.5, 2.0]), "f32")
    text = print_module(build_module(b.ret(c), attrs={"a.x": I32(1), "b.y": I32(2)}))
    e = parse_error(text.replace("{a.x = 1 : i32, b.y = 2 : i32}", "{b.y = 2 : i32, a.x = 1 : i32}"))
    assert "sorted" in e.msg
    e = parse_error(text.replace("dense<[1.5, 2.0]>", "dense<[1.50, 2.0]>"))
    assert "not in printed form" in e.msg and e.col == where(text, "1.5")[1] + 3
    e = parse_error(text.replace("dense<[1.5, 2.0]>", "dense<[1.5, true]>"))
    assert "expected a f32 literal, found 'true'" in e.msg
    e = parse_error(text.replace("dense<[1.5, 2.0]>", "dense<[1.5, 2.0, 3.0]>"))
    assert "shape (3,)" in e.msg
    e = parse_error(text.replace("dense<[1.5, 2.0]>", "dense<[[1.5], 2.0]>"))
    assert "ragged" in e.msg


SNIPPETS = ["[", "]", "<", ">", "(", ")", "{", "}", ",", ":", "=", "%0", "%x", "-1", "7", "0x7F", "tensor<2xf32>",
            "dense<1.0>", "\n", "//", '"', "array<i64>", "->", "1.5", "true", "#stablehlo.conv", "%_r0a"]


@settings(max_examples=80, **PROPERTY)
@given(modules(max_ops=4), st.randoms(use_true_random=False))
def test_garbled_text_raises_only_parse_errors(m, rnd):
    """Cut, pasted or spliced text: a ParseError, or a module that round-trips; never a crash."""
    text = print_module(m)
    for _ in range(rnd.randint(1, 3)):
        i = rnd.randrange(len(text))
        j = i + rnd.randint(1, 12)
        text = rnd.choice([text[:i] + text[j:], text[:i] + rnd.choice(SNIPPETS) + text[i:],
                           text[:i] + text[j:j + 6] + text[i:]])
    try:
        parsed = parse_module(text)
    except ParseError:
        return
    assert parse_module(print_module(parsed)) == parsed


# ---------------------------------------------------------------------------------------------
# The MLIR check itself.

def test_verify_with_mlir_reports_the_diagnostic_and_line():
    text = sample_text().replace("stablehlo.add", "stablehlo.addd")
    with pytest.raises(MLIRVerifyError) as info:
        verify_with_mlir(text)
    msg = str(info.value)
    assert "stablehlo.addd" in msg and "line 5:" in msg
