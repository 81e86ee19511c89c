"""stablehlo.optimization_barrier in the IR: N operands of any types, N results of the same
types, the identity. Built, printed and parsed back; den is the identity in every mode; jaxlib's
MLIR accepts the text; XLA and IREE run it and agree with den; shape and parse errors name the
problem; the coupling pass passes each operand's state to its result."""
import numpy as np
import pytest
import sympy

from hlocert.certify.coupling import B, M, U, analyze
from hlocert.ir import FuncBuilder, IRError, build_module, den, print_module, tensor
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ir.parser import ParseError, parse_module
from hlocert.runtime import get_lowerer

LINE = ('%g:2 = "stablehlo.optimization_barrier"(%x, %n) : (tensor<2x3xf32>, tensor<4xi32>) '
        '-> (tensor<2x3xf32>, tensor<4xi32>)')


def _module():
    """g#0, g#1 = barrier(x, n); h = barrier(g#0); returns h + x, g#1 and h."""
    b = FuncBuilder()
    x = b.arg("x", tensor((2, 3)))
    n = b.arg("n", tensor((4,), "i32"))
    gx, gn = b.optimization_barrier(x, n, name="g")
    (h,) = b.optimization_barrier(gx, name="h")
    return build_module(b.ret(b.add(h, x, name="s"), gn, h))


def _inputs():
    return [np.arange(6, dtype=np.float32).reshape(2, 3) - 2.5, np.arange(4, dtype=np.int32) - 1]


def test_builder_gives_one_result_per_operand_of_its_type():
    (op, single) = [o for o in _module().main.ops if o.name == "stablehlo.optimization_barrier"]
    assert [(v.name, v.type) for v in op.results] == [("g#0", tensor((2, 3))), ("g#1", tensor((4,), "i32"))]
    assert [v.name for v in single.results] == ["h"] and not single.more_results


def test_print_parse_round_trip():
    m = _module()
    text = print_module(m)
    assert f"    {LINE}\n" in text
    assert '%h = "stablehlo.optimization_barrier"(%g#0) : (tensor<2x3xf32>) -> tensor<2x3xf32>' in text
    parsed = parse_module(text)
    assert parsed == m and print_module(parsed) == text


@pytest.mark.parametrize("mode", ["f64", "f32", "erased", "sym"])
def test_den_is_the_identity(mode):
    x, n = _inputs()
    if mode == "sym":
        x = np.vectorize(sympy.Rational, otypes=[object])(x)
    s, gn, h = den.run(_module().main, [x, n], mode)
    assert list(np.ravel(h)) == list(np.ravel(x)) and list(np.ravel(s)) == list(np.ravel(2 * x))
    assert list(gn) == list(n)


def test_mlir_accepts_the_text():
    verify_with_mlir(print_module(_module()))


@pytest.mark.parametrize("name", ["xla", "iree"])
def test_lowerers_run_it_like_den(name):
    got = get_lowerer(name, cache=False).compile(print_module(_module()))(*_inputs())
    want = den.run(_module().main, _inputs(), "f32")
    assert len(got) == 3
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_shape_rule_errors():
    b = FuncBuilder()
    x = b.arg("x", tensor((2, 3)))
    with pytest.raises(IRError, match=r"stablehlo\.optimization_barrier\(\): needs at least one operand"):
        b.emit("stablehlo.optimization_barrier", ())
    with pytest.raises(IRError, match=r"result declared \(tensor<2x3xf32>, tensor<3x2xf32>\) but the operands "
                                      r"give \(tensor<2x3xf32>, tensor<2x3xf32>\)"):
        b.emit("stablehlo.optimization_barrier", (x, x), result_type=(tensor((2, 3)), tensor((3, 2))))
    with pytest.raises(IRError, match="has no attribute 'dimensions'"):
        b.emit("stablehlo.optimization_barrier", (x,), {"dimensions": None})


@pytest.mark.parametrize("edit, message", [
    (lambda t: t.replace("%g:2 =", "%g:3 ="), "of 2 operands has 2 result"),
    (lambda t: t.replace("%g:2 =", "%g ="), "of 2 operands has 2 result"),
    (lambda t: t.replace("-> (tensor<2x3xf32>, tensor<4xi32>)", "-> (tensor<2x3xf32>)"), "expected 2 result types"),
    (lambda t: t.replace("-> (tensor<2x3xf32>, tensor<4xi32>)", "-> (tensor<4xi32>, tensor<2x3xf32>)"),
     "result declared"),
    (lambda t: t.replace("(%s, %g#1, %h)", "(%s, %g#2, %h)"), "undefined value %g#2"),
    (lambda t: t.replace('"stablehlo.optimization_barrier"(%x, %n)', "stablehlo.optimization_barrier %x, %n"),
     "printed in generic"),
])
def test_parse_errors(edit, message):
    text = print_module(_module())
    bad = edit(text)
    assert bad != text
    with pytest.raises(ParseError, match=message):
        parse_module(bad)


def test_coupling_passes_each_state_through():
    b = FuncBuilder()
    x, p = b.arg("x", tensor((2, 3))), b.arg("p", tensor((3,)))
    gx, gp = b.optimization_barrier(x, p)
    (gs,) = b.optimization_barrier(b.reduce(gx, (0,)))
    results, err = analyze(b.ret(gx, gp, gs), {"x": B(0)})
    assert err is None and [results[0], results[1], results[2]] == [B(0), U, M]
