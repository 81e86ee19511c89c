"""The certifier: every hand-written backward IS the gradient of its forward.

Levels (see each module): `symbolic` (exact, SymPy over den), `autodiff` (float64 against the JAX
reference's vjp/jvp), `batch` (batched == per-example), `coupling` (static: no op mixes examples);
`mutants` runs every level on deliberately broken rules, each of which must fail one.

    run_certificates(rule=None, level=None, progress=True, mutants=False) -> list[Result]
    cli_main(argv) -> exit code            (hlocert certify ..., python -m hlocert.certify ...)

Names are imported on first use, so that `hlocert --help` does not load SymPy and the rules.
"""
import importlib
import sys
import types

_EXPORTS = {
    "autodiff": "autodiff", "batch": "batch", "batch_stage": "batch", "coupling": "coupling",
    "symbolic": "symbolic", "mutants": "runner", "mutant_result": "mutants",
    "forward_func": "funcs", "vjp_func": "funcs", "signature": "funcs", "Signature": "funcs",
    "RuleError": "funcs", "Result": "result", "LEVELS": "result", "run_certificates": "runner",
    "UsageError": "runner", "format_table": "report", "to_json": "report", "write_json": "report",
    "cli_main": "cli", "add_arguments": "cli",
}
__all__ = sorted(_EXPORTS)


class _Package(types.ModuleType):
    """Imports an exported name on first use. Four functions share their module's name
    (symbolic, autodiff, batch, coupling, mutants): the package attribute is always the function,
    so the import system's binding of the submodule is not kept (reach a module through
    importlib.import_module("hlocert.certify.symbolic"))."""

    def __getattr__(self, name):
        if name in _EXPORTS:
            value = getattr(importlib.import_module(f"{self.__name__}.{_EXPORTS[name]}"), name)
            types.ModuleType.__setattr__(self, name, value)
            return value
        raise AttributeError(f"module {self.__name__!r} has no attribute {name!r}")

    def __setattr__(self, name, value):
        if name in _EXPORTS and isinstance(value, types.ModuleType) and value.__name__ == f"{self.__name__}.{name}":
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
