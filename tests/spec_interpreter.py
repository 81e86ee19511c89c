"""The StableHLO specification's reference interpreter (shipped in jaxlib 0.10.2), as a second reading
of a rendered text beside den: an implementation of the op semantics written by others, from the
spec, sharing no code with hlocert's.

`run_f64` reads an f32 text in float64: every f32 type becomes f64 and each f32 constant is written
as its f32 value (the decimal printed for `0.70710677` is not 1/√2's f32 value in float64; den reads
the constant as f32, so both sides must), `chlo.erf` is legalized to StableHLO first (the
interpreter runs StableHLO only), and the arguments go in as f64 dense attributes. ~1 M MAC/s:
tiny shapes only.
"""
from __future__ import annotations

import re

import numpy as np

_CONSTANT = re.compile(r"dense<([^<>\[\]\"]+)> : tensor<((?:\d+x)*)f32>")
_F32_TYPE = re.compile(r"tensor<((?:\d+x)*)f32>")


def _f64_literal(literal: str) -> str:
    """An f32 constant's literal (decimal or 0x bits) as the f64 literal of the same value."""
    if literal.lower().startswith("0x"):
        value = np.array([int(literal, 16)], np.uint32).view(np.float32)[0]
    else:
        value = np.float32(literal)
    value = np.float64(value)
    if not np.isfinite(value):
        return f"0x{value.view(np.uint64):016X}"
    return repr(float(value))


def to_f64_text(text: str) -> str:
    """The f32 text with every f32 type made f64 and its constants their f32 values in float64."""
    text = _CONSTANT.sub(lambda m: f"dense<{_f64_literal(m.group(1))}> : tensor<{m.group(2)}f32>", text)
    return _F32_TYPE.sub(lambda m: f"tensor<{m.group(1)}f64>", text)


def run(text: str, args) -> list[np.ndarray]:
    """`@main` of `text` (legalized from chlo) on `args` (numpy arrays of the argument types), in the
    interpreter."""
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir import ir, passmanager
    from jaxlib.mlir._mlir_libs import _stablehlo

    with jax_mlir.make_ir_context():
        module = ir.Module.parse(text)
        _stablehlo.register_stablehlo_passes()
        passmanager.PassManager.parse("builtin.module(func.func(chlo-legalize-to-stablehlo))").run(module.operation)
        main = next(op for op in module.body.operations if ir.StringAttr(op.attributes["sym_name"]).value == "main")
        shapes = [ir.RankedTensorType(t).shape for t in ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs]
        out = _stablehlo.eval_module(module, [ir.DenseElementsAttr.get(np.array(np.reshape(a, shape), order="C"))
                                              for a, shape in zip(args, shapes)])
        return [np.array(o) for o in out]


def run_f64(text: str, args) -> list[np.ndarray]:
    """An f32 text read in float64 (module docstring), its float arguments fed as float64."""
    return run(to_f64_text(text), [np.asarray(a, np.float64) if np.asarray(a).dtype.kind == "f" else np.asarray(a)
                                   for a in args])
