"""The mutation suite: every deliberately broken rule must fail at least one certificate.

Each `Mutant` of `registry.all_mutants()` runs through every level on (mutant.stage,
mutant.x_shape): symbolic (only when the shape is tiny: at most `symbolic.MAX_SYMBOLS` symbols;
it stops at the first nonzero element), autodiff, batch at B in (1, 2, 3) (the same stage object
at each B), and coupling. KILLED names the levels that failed; SURVIVED is a gate bug.
"""
from __future__ import annotations

import math
import time

from ..ops.base import Example
from .autodiff import autodiff
from .batch import batch_stage
from .coupling import coupling
from .funcs import signature
from .result import Result, guarded
from .symbolic import MAX_SYMBOLS, symbol_count, symbolic

MUTANT_BATCH_SIZES = (1, 2, 3)


def mutant_levels(m) -> list[Result]:
    ex = Example(m.stage, tuple(m.x_shape), m.name)
    shapes = _shapes(m)
    out = []
    try:
        tiny = symbol_count(m.stage, ex.x_shape) <= MAX_SYMBOLS
    except Exception:
        tiny = True          # let the symbolic level report the broken signature
    if tiny:
        out.append(guarded(m.name, m.name, "symbolic", shapes,
                           lambda: symbolic(ex, m.name, stop_at_first=True)))
    out.append(guarded(m.name, m.name, "autodiff", shapes, lambda: autodiff(ex, m.name)))
    out.append(guarded(m.name, m.name, "batch", shapes,
                       lambda: batch_stage(m.stage, ex.x_shape, m.name, m.name, MUTANT_BATCH_SIZES)))
    out.append(guarded(m.name, m.name, "coupling", shapes, lambda: coupling(ex, m.name)))
    return out


def _shapes(m) -> str:
    try:
        return signature(m.stage, tuple(m.x_shape)).describe()
    except Exception:
        return "x".join(map(str, m.x_shape))


def mutant_result(m) -> Result:
    t0 = time.perf_counter()
    levels = mutant_levels(m)
    failed = [r for r in levels if not r.ok]
    errors = [r.max_error for r in levels if math.isfinite(r.max_error)]
    if failed:
        detail = "KILLED by " + "; ".join(f"{r.level} ({_clip(r.detail)})" for r in failed)
        passed = [r.level for r in levels if r.ok]
        if passed:
            detail += f"; passed: {', '.join(passed)}"
    else:
        detail = "SURVIVED: " + ", ".join(r.level for r in levels) + " all passed"
    return Result(m.name, m.description, "mutant", _shapes(m), bool(failed), max(errors, default=0.0),
                  time.perf_counter() - t0, detail, ",".join(r.level for r in failed) or "none")


def _clip(s: str, n: int = 180) -> str:
    return s if len(s) <= n else s[:n] + " …"
