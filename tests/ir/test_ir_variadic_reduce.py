"""The multi-operand (variadic) stablehlo.reduce of the IR: N operands of one type, N init values,
a combiner pair per result. Built, printed and parsed back; den against numpy in every mode;
jaxlib's MLIR accepts the text; XLA and IREE run it and agree with den; the one-operand reduce
prints as before; shape and parse errors name the problem; the coupling pass tracks each result."""
import numpy as np
import pytest
import sympy

from hlocert.certify.coupling import B, M, U, analyze
from hlocert.ir import FuncBuilder, build_module, den, print_module, tensor
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ir.parser import ParseError, parse_module
from hlocert.ir.types import Array, IRError
from hlocert.runtime import get_lowerer

from floors import assert_within_floor, rel


def _module(kind="add", dtype="f32"):
    """r#k = reduce over (0, 2) of x, x·y, y (three results [3]) and a one-operand reduce of x."""
    b = FuncBuilder()
    x = b.arg("x", tensor((2, 3, 4), dtype))
    y = b.arg("y", tensor((2, 3, 4), dtype))
    r = b.reduce([x, b.mul(x, y, name="xy"), y], (0, 2), kind, name="r")
    s = b.reduce(x, (1,), kind, name="s")
    return build_module(b.ret(*r, s))


def _inputs(dtype=np.float32, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal((2, 3, 4)).astype(dtype) for _ in range(2)]


def _numpy(x, y, kind):
    f = {"add": np.sum, "max": np.max}[kind]
    return [f(x, axis=(0, 2)), f(x * y, axis=(0, 2)), f(y, axis=(0, 2)), f(x, axis=1)]


def test_builder_gives_one_op_with_n_results():
    m = _module()
    (op,) = [o for o in m.main.ops if o.name == "stablehlo.reduce" and o.more_results]
    assert [v.name for v in op.results] == ["r#0", "r#1", "r#2"]
    assert all(v.type == tensor((3,), "f32") for v in op.results)
    assert len(op.operands) == 6 and op.operands[3] is op.operands[4] is op.operands[5]   # one init, used 3×


@pytest.mark.parametrize("kind", ["add", "max"])
def test_print_parse_round_trip(kind):
    m = _module(kind)
    text = print_module(m)
    assert '%r:3 = "stablehlo.reduce"(%x, %xy, %y, %0, %0, %0) ({' in text
    assert "^bb0(%_r0a0: tensor<f32>, %_r0a1: tensor<f32>, %_r0a2: tensor<f32>, %_r0b0: tensor<f32>," in text
    assert '"func.return"(%r#0, %r#1, %r#2, %s)' in text
    parsed = parse_module(text)
    assert parsed == m and print_module(parsed) == text


def test_one_operand_reduce_prints_as_before():
    b = FuncBuilder()
    x = b.arg("x", tensor((2, 3)))
    text = print_module(build_module(b.ret(b.reduce(x, (1,), name="s"))))
    assert ('    %s = "stablehlo.reduce"(%x, %0) ({\n'
            "    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):\n"
            "      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>\n"
            '      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()\n'
            "    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>\n") in text


@pytest.mark.parametrize("kind", ["add", "max"])
@pytest.mark.parametrize("mode", ["f64", "f32", "erased"])
def test_den_matches_numpy(kind, mode):
    x, y = _inputs(np.float64 if mode != "f32" else np.float32)
    got = den.run(_module(kind).main, [x, y], mode)
    for g, want in zip(got, _numpy(x, y, kind)):
        np.testing.assert_allclose(g, want, rtol=1e-6 if mode == "f32" else 1e-14)
        assert g.dtype == (np.float32 if mode == "f32" else np.float64)


def test_den_sym_is_exact():
    x, y = (np.vectorize(sympy.Rational, otypes=[object])(np.arange(24).reshape(2, 3, 4) % k - 2) for k in (5, 7))
    got = den.run(_module().main, [x, y], "sym")
    for g, want in zip(got, _numpy(x, y, "add")):
        assert list(np.ravel(g)) == list(np.ravel(want))


def test_mlir_accepts_the_text():
    verify_with_mlir(print_module(_module()))
    verify_with_mlir(print_module(_module("max")))


@pytest.mark.parametrize("name", ["xla", "iree"])
def test_lowerers_run_it_like_den(name):
    text = print_module(_module())
    x, y = _inputs()
    got = get_lowerer(name, cache=False).compile(text)(x, y)
    want, f32 = den.run(_module().main, [x, y], "f64"), den.run(_module().main, [x, y], "f32")
    assert len(got) == 4
    for i, (g, w, f) in enumerate(zip(got, want, f32)):
        assert_within_floor(rel(g, w), rel(f, w), f"{name} vs den f64, result {i}")   # tests/floors.py


@pytest.mark.parametrize("build, message", [
    (lambda b, x, z, c: b.emit("stablehlo.reduce", (x, z, c, c), {"dimensions": _dims()}, combiner="stablehlo.add"),
     "operands must have identical types"),
    (lambda b, x, z, c: b.emit("stablehlo.reduce", (x, x, c), {"dimensions": _dims()}, combiner="stablehlo.add"),
     "takes N operands then N init values"),
    (lambda b, x, z, c: b.emit("stablehlo.reduce", (x, x, c, x), {"dimensions": _dims()}, combiner="stablehlo.add"),
     "init values must be scalars"),
])
def test_shape_rule_errors(build, message):
    b = FuncBuilder()
    x, z = b.arg("x", tensor((2, 3))), b.arg("z", tensor((3, 2)))
    with pytest.raises(IRError, match=message):
        build(b, x, z, b.constant(0.0))


def _dims():
    return Array([1])


@pytest.mark.parametrize("edit, message", [
    (lambda t: t.replace("%r:3 =", "%r:2 ="), "has 3 result"),
    (lambda t: t.replace("%r:3 =", "%r:1 ="), "result count 1"),
    (lambda t: t.replace("-> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)", "-> (tensor<3xf32>, tensor<3xf32>)"),
     "expected 3 result types"),
    (lambda t: t.replace("%_r0c1 = stablehlo.add", "%_r0c1 = stablehlo.maximum"), "the combiner stablehlo.add"),
    (lambda t: t.replace('"func.return"(%r#0', '"func.return"(%r#7'), "undefined value %r#7"),
    (lambda t: t.replace('"func.return"(%r#0', '"func.return"(%r'), "undefined value %r"),
])
def test_parse_errors(edit, message):
    text = print_module(_module())
    bad = edit(text)
    assert bad != text
    with pytest.raises(ParseError, match=message):
        parse_module(bad)


def test_coupling_tracks_each_result():
    """x batched(0), y unbatched: reducing over (1, 2) keeps x's result batched, y's unbatched;
    over (0, 2), x's result is mixed."""
    for dims, want in (((1, 2), [B(0), U]), ((0, 2), [M, U])):
        b = FuncBuilder()
        x, y = b.arg("x", tensor((2, 3, 4))), b.arg("y", tensor((2, 3, 4)))
        results, err = analyze(b.ret(*b.reduce([x, y], dims)), {"x": B(0)})
        assert err is None and [results[0], results[1]] == want
