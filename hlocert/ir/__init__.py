"""The trusted core: StableHLO IR (types, the op table `opdefs.OPS`, builder), printer, parser and `den`."""
from .core import (Comment, Func, FuncBuilder, Module, Op, Value, aliasing_attr, build_module,
                   infer_result_type)
from .types import IRError, TensorType, tensor
from .printer import print_module

__all__ = ["Comment", "Func", "FuncBuilder", "Module", "Op", "Value", "aliasing_attr", "build_module",
           "infer_result_type", "IRError", "TensorType", "tensor", "print_module"]
