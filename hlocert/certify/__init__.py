"""The certifier: every hand-written backward IS the gradient of its forward.

Levels (see each module): `symbolic` (exact, SymPy over den), `autodiff` (float64 against the JAX
reference's vjp/jvp), `batch` (batched == per-example), `coupling` (static: no op mixes examples);
`mutants` runs every level on deliberately broken rules, each of which must fail one.

    run_certificates(rule=None, level=None, progress=True, mutants=False) -> list[Result]
    cli_main(argv) -> exit code            (hlocert certify ...)
"""
from .autodiff import autodiff
from .batch import batch, batch_stage
from .cli import add_arguments, cli_main
from .coupling import coupling
from .funcs import RuleError, Signature, forward_func, signature, vjp_func
from .mutants import mutant_result, mutants
from .report import format_table, to_json, write_json
from .result import LEVELS, Result
from .runner import UsageError, run_certificates
from .symbolic import symbolic

__all__ = ["autodiff", "batch", "batch_stage", "coupling", "symbolic", "mutants", "mutant_result",
           "forward_func", "vjp_func", "signature", "Signature", "RuleError", "Result", "LEVELS",
           "run_certificates", "UsageError", "format_table", "to_json", "write_json", "cli_main",
           "add_arguments"]
