"""Tensor types and attribute values of the hlocert IR, with their exact MLIR spelling.

Every attribute is a small immutable value whose `str()` is the text the printer writes and the
parser reads back, so printing and parsing cannot disagree about an attribute's form.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import ml_dtypes
import numpy as np

DTYPES = ("f32", "f64", "bf16", "i32", "i64", "i1")
FLOAT_DTYPES = ("f32", "f64", "bf16")
NUMPY_DTYPE = {
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
    "bf16": np.dtype(ml_dtypes.bfloat16),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "i1": np.dtype(np.bool_),
}


class IRError(ValueError):
    """A malformed module: bad shapes, dtypes, attributes or names. The message names the op."""


@dataclass(frozen=True)
class TensorType:
    shape: tuple[int, ...]
    dtype: str

    def __post_init__(self):
        if self.dtype not in DTYPES:
            raise IRError(f"unknown element type {self.dtype!r}; valid: {', '.join(DTYPES)}")
        if not all(isinstance(d, int) and d >= 0 for d in self.shape):
            raise IRError(f"tensor shape must be non-negative static ints, got {self.shape!r}")
        object.__setattr__(self, "shape", tuple(self.shape))

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)

    @property
    def is_float(self) -> bool:
        return self.dtype in FLOAT_DTYPES

    def with_shape(self, shape) -> "TensorType":
        return TensorType(tuple(shape), self.dtype)

    def __str__(self) -> str:
        dims = "".join(f"{d}x" for d in self.shape)
        return f"tensor<{dims}{self.dtype}>"


def tensor(shape, dtype: str = "f32") -> TensorType:
    return TensorType(tuple(shape), dtype)


# ---------------------------------------------------------------------------------------------
# Scalars as text. Floats print as the shortest decimal that reads back to the same bits in their
# own type (with a '.' as MLIR's float grammar requires); non-finite values print as hex bits.

def format_scalar(value, dtype: str) -> str:
    if dtype == "i1":
        return "true" if bool(value) else "false"
    if dtype in ("i32", "i64"):
        return str(int(value))
    v = NUMPY_DTYPE[dtype].type(value)
    if not np.isfinite(v):
        bits = v.view({"f32": np.uint32, "f64": np.uint64, "bf16": np.uint16}[dtype])
        width = {"f32": 8, "f64": 16, "bf16": 4}[dtype]
        return f"0x{int(bits):0{width}X}"
    text = repr(float(v)) if dtype == "f64" else str(v)
    mantissa, _, exponent = text.partition("e")
    if "." not in mantissa:
        mantissa += ".0"
    return mantissa + ("e" + exponent if exponent else "")


def parse_scalar(text: str, dtype: str):
    if dtype == "i1":
        if text not in ("true", "false"):
            raise IRError(f"expected true/false for i1, got {text!r}")
        return text == "true"
    if dtype in ("i32", "i64"):
        return int(text)
    np_type = NUMPY_DTYPE[dtype].type
    if text.lower().startswith("0x"):
        uint = {"f32": np.uint32, "f64": np.uint64, "bf16": np.uint16}[dtype]
        return np.array(int(text, 16), dtype=uint).view(NUMPY_DTYPE[dtype])[()]
    return np_type(float(text)) if dtype != "f64" else np.float64(text)


# ---------------------------------------------------------------------------------------------
# Attribute values.

@dataclass(frozen=True)
class I64:
    value: int

    def __str__(self):
        return f"{int(self.value)} : i64"


@dataclass(frozen=True)
class I32:
    value: int

    def __str__(self):
        return f"{int(self.value)} : i32"


@dataclass(frozen=True)
class Array:
    """A DenseI64ArrayAttr: `array<i64: 0, 1>`."""
    values: tuple[int, ...]

    def __post_init__(self):
        object.__setattr__(self, "values", tuple(int(v) for v in self.values))

    def __str__(self):
        if not self.values:
            return "array<i64>"
        return "array<i64: " + ", ".join(str(v) for v in self.values) + ">"


@dataclass(frozen=True)
class Dense2D:
    """A 2-D i64 elements attribute (conv padding, replica groups): `dense<[[0, 1]]> : tensor<1x2xi64>`."""
    rows: tuple[tuple[int, ...], ...]

    def __post_init__(self):
        rows = tuple(tuple(int(v) for v in r) for r in self.rows)
        if len({len(r) for r in rows}) > 1:
            raise IRError(f"ragged 2-D attribute {rows!r}")
        object.__setattr__(self, "rows", rows)

    def __str__(self):
        n = len(self.rows)
        m = len(self.rows[0]) if self.rows else 0
        body = "[" + ", ".join("[" + ", ".join(str(v) for v in r) + "]" for r in self.rows) + "]"
        # MLIR reads `dense<[]>` as shape [0], not [0, 0]: no rows is written `dense<>`.
        return f"dense<{body if n else ''}> : tensor<{n}x{m}xi64>"


COMPARISON_DIRECTIONS = ("EQ", "NE", "GE", "GT", "LE", "LT")


@dataclass(frozen=True)
class Comparison:
    direction: str

    def __post_init__(self):
        if self.direction not in COMPARISON_DIRECTIONS:
            raise IRError(f"comparison direction {self.direction!r} is not one of {COMPARISON_DIRECTIONS}")

    def __str__(self):
        return f"#stablehlo<comparison_direction {self.direction}>"


@dataclass(frozen=True)
class DotDims:
    lhs_batch: tuple[int, ...] = ()
    rhs_batch: tuple[int, ...] = ()
    lhs_contract: tuple[int, ...] = ()
    rhs_contract: tuple[int, ...] = ()

    def __post_init__(self):
        for f in ("lhs_batch", "rhs_batch", "lhs_contract", "rhs_contract"):
            object.__setattr__(self, f, tuple(int(v) for v in getattr(self, f)))

    def __str__(self):
        def lst(xs):
            return "[" + ", ".join(str(x) for x in xs) + "]"
        parts = []
        if self.lhs_batch or self.rhs_batch:
            parts += [f"lhs_batching_dimensions = {lst(self.lhs_batch)}",
                      f"rhs_batching_dimensions = {lst(self.rhs_batch)}"]
        parts += [f"lhs_contracting_dimensions = {lst(self.lhs_contract)}",
                  f"rhs_contracting_dimensions = {lst(self.rhs_contract)}"]
        return "#stablehlo.dot<" + ", ".join(parts) + ">"


@dataclass(frozen=True)
class ConvDims:
    """2-D convolution layouts. Each is a 4-tuple of labels: 'b'/'f' (or 'i'/'o' for the kernel)
    and the spatial positions 0, 1. NHWC/HWIO/NHWC is `ConvDims()`."""
    lhs: tuple = ("b", 0, 1, "f")
    rhs: tuple = (0, 1, "i", "o")
    out: tuple = ("b", 0, 1, "f")

    def __post_init__(self):
        for field, letters in (("lhs", "bf"), ("rhs", "io"), ("out", "bf")):
            labels = tuple(getattr(self, field))
            if sorted(map(str, labels)) != sorted(["0", "1", letters[0], letters[1]]):
                raise IRError(f"convolution {field} layout {labels!r} must hold {letters[0]}, {letters[1]}, 0, 1 once each")
            object.__setattr__(self, field, labels)

    def index(self, field: str, label) -> int:
        return getattr(self, field).index(label)

    def __str__(self):
        def lay(xs):
            return "[" + ", ".join(str(x) for x in xs) + "]"
        return f"#stablehlo.conv<{lay(self.lhs)}x{lay(self.rhs)}->{lay(self.out)}>"


@dataclass(frozen=True)
class DenseElements:
    """A constant's value: a numpy array of the type's dtype (splat when every element is equal)."""
    array: np.ndarray
    dtype: str

    def __post_init__(self):
        arr = np.asarray(self.array)
        if arr.size and all(st == 0 for st in arr.strides):
            # A broadcast scalar stays a 0-stride view: a train step holds hundreds of splats of
            # parameter size, and materialising them would cost gigabytes for nothing.
            arr = np.broadcast_to(np.asarray(arr.reshape(-1)[0], dtype=NUMPY_DTYPE[self.dtype]), arr.shape)
        else:
            arr = np.asarray(arr, dtype=NUMPY_DTYPE[self.dtype])
            flat = arr.reshape(-1)
            if flat.size and flat.tobytes() == np.repeat(flat[:1], flat.size).tobytes():
                arr = np.broadcast_to(flat[0].copy(), arr.shape)
            else:
                arr = arr.copy()
                arr.setflags(write=False)
        object.__setattr__(self, "array", arr)

    def _key(self):
        if self.is_splat:
            return (self.dtype, self.array.shape, "splat", np.asarray(self.array.flat[0]).tobytes())
        return (self.dtype, self.array.shape, self.array.tobytes())

    def __eq__(self, other):
        return isinstance(other, DenseElements) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    @property
    def is_splat(self) -> bool:
        """Every element has the same bits (stored as a 0-stride view, see __post_init__)."""
        return self.array.size > 0 and all(st == 0 for st in self.array.strides)

    def __str__(self):
        if self.is_splat:
            return "dense<" + format_scalar(self.array.flat[0], self.dtype) + ">"
        if self.array.size == 0:          # MLIR reads `dense<[]>` as shape [0] whatever the type's rank
            return "dense<>"

        def nest(a):
            if a.ndim == 0:
                return format_scalar(a[()], self.dtype)
            return "[" + ", ".join(nest(x) for x in a) + "]"
        return "dense<" + nest(self.array) + ">"
