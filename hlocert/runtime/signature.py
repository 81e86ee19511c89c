"""The calling contract of a StableHLO module's `@main`, read from the module text.

Owns: parsing the text once with an MLIR binding (jaxlib's for XLA, iree-compiler's for IREE, so
each lowerer depends only on its own package) and extracting what the runtime must know before
it touches a device: argument and result tensor types, the `tf.aliasing_output` argument
attributes (which inputs are donated to which outputs) and the `mhlo.num_replicas` module
attribute. Also owns checking one argument against its declared type, so both lowerers reject a
wrong shape or dtype with the same message (and XLA's `execute_sharded`, which segfaults on a
mismatched argument in jaxlib 0.10.2, never sees one).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import ml_dtypes
import numpy as np

from hlocert.errors import CompileError

# MLIR element type spelling -> numpy dtype. Only what hlocert's modules use; anything else is
# refused by name rather than guessed.
_DTYPES: dict[str, np.dtype] = {
    "f64": np.dtype(np.float64),
    "f32": np.dtype(np.float32),
    "f16": np.dtype(np.float16),
    "bf16": np.dtype(ml_dtypes.bfloat16),
    "i1": np.dtype(np.bool_),
    "i8": np.dtype(np.int8),
    "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "ui8": np.dtype(np.uint8),
    "ui16": np.dtype(np.uint16),
    "ui32": np.dtype(np.uint32),
    "ui64": np.dtype(np.uint64),
}
_MLIR_NAMES = {v: k for k, v in _DTYPES.items()}


@dataclass(frozen=True)
class TensorType:
    shape: tuple[int, ...]
    dtype: np.dtype

    def __str__(self) -> str:
        dims = "".join(f"{d}x" for d in self.shape)
        return f"tensor<{dims}{_MLIR_NAMES.get(self.dtype, str(self.dtype))}>"


@dataclass(frozen=True)
class Signature:
    """`@main`'s inputs and results, `aliases` {input index: output index}, and the module's
    `mhlo.num_replicas` (None when absent)."""

    inputs: tuple[TensorType, ...]
    outputs: tuple[TensorType, ...]
    aliases: dict[int, int]
    num_replicas: int | None


def parse_signature(text: str, ir: Any, context: Any, lowerer: str) -> Signature:
    """Parse `text` with the MLIR python module `ir` in `context`.

    Raises CompileError naming `lowerer` if the text does not parse or `@main` is missing or has
    a type the runtime cannot feed (dynamic or unranked tensors, tokens, tuples).
    """
    try:
        module = ir.Module.parse(text, context=context)
    except Exception as e:  # MLIRError; its message carries the diagnostics with line numbers
        raise CompileError(f"{lowerer}: the module text does not parse: {e}") from e

    num_replicas = None
    attrs = module.operation.attributes
    if "mhlo.num_replicas" in attrs:
        num_replicas = ir.IntegerAttr(attrs["mhlo.num_replicas"]).value

    main = None
    for op in module.body.operations:
        if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main":
            main = op
            break
    if main is None:
        raise CompileError(
            f"{lowerer}: the module has no function @main; the runtime calls `func.func public @main`"
        )

    ftype = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
    inputs = tuple(_tensor_type(t, ir, lowerer, f"argument {i}") for i, t in enumerate(ftype.inputs))
    outputs = tuple(_tensor_type(t, ir, lowerer, f"result {i}") for i, t in enumerate(ftype.results))

    aliases: dict[int, int] = {}
    if "arg_attrs" in main.attributes:
        for i, d in enumerate(ir.ArrayAttr(main.attributes["arg_attrs"])):
            d = ir.DictAttr(d)
            if "tf.aliasing_output" not in d:
                continue
            k = ir.IntegerAttr(d["tf.aliasing_output"]).value
            if not 0 <= k < len(outputs):
                raise CompileError(
                    f"{lowerer}: argument {i} has tf.aliasing_output = {k} but @main has "
                    f"{len(outputs)} results; use a result index in 0..{len(outputs) - 1}"
                )
            if inputs[i] != outputs[k]:
                raise CompileError(
                    f"{lowerer}: argument {i} ({inputs[i]}) aliases result {k} ({outputs[k]}); "
                    f"an aliased pair must have the same type"
                )
            if k in aliases.values():
                raise CompileError(f"{lowerer}: result {k} is the tf.aliasing_output of two arguments")
            aliases[i] = k
    return Signature(inputs, outputs, aliases, num_replicas)


def _tensor_type(t: Any, ir: Any, lowerer: str, what: str) -> TensorType:
    if not isinstance(t, ir.RankedTensorType):  # the bindings hand back concrete type classes
        raise CompileError(f"{lowerer}: @main {what} has type {t}; the runtime feeds ranked tensors only")
    rt = t
    if not rt.has_static_shape:
        raise CompileError(f"{lowerer}: @main {what} has dynamic type {t}; give it a static shape")
    name = str(rt.element_type)
    if name not in _DTYPES:
        raise CompileError(
            f"{lowerer}: @main {what} has element type {name}; supported: {', '.join(_DTYPES)}"
        )
    return TensorType(tuple(rt.shape), _DTYPES[name])


def check_argument(sig: Signature, i: int, shape: tuple[int, ...], dtype: Any, where: str = "") -> None:
    """Raise ValueError unless an array of (shape, dtype) fits @main's argument `i`.

    No silent casts: a float64 array for an f32 argument is an error, not a conversion.
    """
    want = sig.inputs[i]
    if tuple(shape) != want.shape or np.dtype(dtype) != want.dtype:
        got = TensorType(tuple(shape), np.dtype(dtype))
        raise ValueError(
            f"argument {i}{where}: expected {want}, got {got}; "
            f"pass an array of shape {want.shape} and dtype {want.dtype}"
        )
