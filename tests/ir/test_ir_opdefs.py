"""The op table is the one place an op is declared: the builder checks every attribute against
it, and coupling (outside the trusted core) keeps exactly one transfer rule per op in it."""
import importlib

import pytest

from hlocert.ir import FuncBuilder, IRError, tensor
from hlocert.ir.opdefs import OPS
from hlocert.ir.types import I64, Array

coupling = importlib.import_module("hlocert.certify.coupling")      # the package re-exports a function of that name


def test_coupling_has_one_transfer_rule_per_op():
    assert set(coupling.TRANSFER) == set(OPS)


def test_every_op_has_a_known_print_form():
    assert {d.form for d in OPS.values()} == {"short", "constant", "generic", "region"}


def test_builder_refuses_attributes_the_op_does_not_take():
    b = FuncBuilder()
    x = b.arg("x", tensor((2, 3)))
    with pytest.raises(IRError, match=r"attribute permutation of stablehlo\.transpose must be Array, found I64"):
        b.emit("stablehlo.transpose", (x,), {"permutation": I64(1)})
    with pytest.raises(IRError, match=r"stablehlo\.add has no attribute 'permutation' \(it takes: none\)"):
        b.emit("stablehlo.add", (x, x), {"permutation": Array((1, 0))})
    with pytest.raises(IRError, match=r"stablehlo\.transpose\(tensor<2x3xf32>\): missing attribute 'permutation'"):
        b.emit("stablehlo.transpose", (x,))
