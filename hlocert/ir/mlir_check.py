"""A second opinion on printed text: parse and verify it with the MLIR bindings inside jaxlib.

hlocert's own parser checks the printed subset against hlocert's shape rules; this checks the
same text against upstream MLIR's StableHLO/CHLO parsers and verifiers, so an op spelled or typed
in a way only hlocert believes in (a wrong op name, an attribute MLIR reads differently) is
caught before a lowerer sees it. JAX is imported on first use only: it is slow to import.
"""
from __future__ import annotations

import re

from .types import IRError


class MLIRVerifyError(IRError):
    """MLIR refused the text; the message holds its diagnostics and the source lines they name."""


def verify_with_mlir(text: str) -> None:
    """Parse and verify `text` with jaxlib's MLIR; MLIRVerifyError with MLIR's diagnostic if it fails."""
    from jax._src.interpreters import mlir
    from jaxlib.mlir import ir

    context = mlir.make_ir_context()
    try:
        module = ir.Module.parse(text, context=context)
        ok = module.operation.verify()
    except ir.MLIRError as e:
        raise MLIRVerifyError(_with_source(str(e), text)) from None
    if not ok:                                    # older bindings report failure without raising
        raise MLIRVerifyError("MLIR: the module does not verify")


def _with_source(diagnostic: str, text: str) -> str:
    """MLIR's diagnostic, each `"-":LINE:COL` location followed by that source line."""
    lines = text.splitlines()
    out = [f"MLIR rejected the module: {diagnostic}"]
    for n in sorted({int(m.group(1)) for m in re.finditer(r'"-":(\d+):\d+', diagnostic)}):
        if 1 <= n <= len(lines):
            out.append(f"  line {n}: {lines[n - 1].strip()[:200]}")
    return "\n".join(out)
