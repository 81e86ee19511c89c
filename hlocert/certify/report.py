"""The certificate report: a table, the details of what failed, a summary, JSON."""
from __future__ import annotations

import json
import math

from .result import Result


def _err(e: float) -> str:
    if not math.isfinite(e):
        return "inf" if e == float("inf") else str(e)
    return "0" if e == 0 else f"{e:.1e}"


def _clip(s: str, n: int) -> str:
    return s if len(s) <= n else s[:n - 1] + "…"


def summary(results: list[Result]) -> dict:
    certs = [r for r in results if r.level != "mutant"]
    muts = [r for r in results if r.level == "mutant"]
    return {
        "certificates": len(certs),
        "passed": sum(r.ok for r in certs),
        "failed": sum(not r.ok for r in certs),
        "mutants": len(muts),
        "killed": sum(r.ok for r in muts),
        "survived": sum(not r.ok for r in muts),
        "seconds": round(sum(r.seconds for r in results), 3),
        "ok": all(r.ok for r in results),
    }


def format_table(results: list[Result], details: bool = True) -> str:
    head = ("rule", "label / shapes", "level", "result", "max err", "method", "seconds")
    rows = []
    for r in results:
        what = r.label if r.level == "mutant" or not r.shapes else f"{r.label} [{r.shapes}]"
        rows.append((r.rule, _clip(what, 60), r.level, r.status, _err(r.max_error), _clip(r.method, 22),
                     f"{r.seconds:.2f}"))
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(head)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(head, widths)).rstrip(),
             "  ".join("-" * w for w in widths)]
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in rows]
    s = summary(results)
    lines.append("")
    line = f"{s['certificates']} certificates: {s['passed']} PASS, {s['failed']} FAIL"
    if s["mutants"]:
        line += f"; {s['mutants']} mutants: {s['killed']} KILLED, {s['survived']} SURVIVED"
    lines.append(line + f"  ({s['seconds']:.1f}s)")
    if details:
        bad = [r for r in results if not r.ok]
        if bad:
            lines.append("")
            lines.append("Failures:" if any(r.level != "mutant" for r in bad) else "Surviving mutants:")
            for r in bad:
                lines.append(f"- {r.rule} {r.level} {r.label} [{r.shapes}]: {r.detail}")
        muts = [r for r in results if r.level == "mutant" and r.ok]
        if muts:
            lines.append("")
            lines.append("Mutants:")
            lines += [f"- {r.rule}: {_clip(r.detail, 300)}" for r in muts]
    return "\n".join(lines)


def to_json(results: list[Result]) -> dict:
    return {"summary": summary(results), "results": [r.to_json() for r in results]}


def write_json(results: list[Result], path: str) -> None:
    with open(path, "w") as f:
        json.dump(to_json(results), f, indent=2, ensure_ascii=False)
        f.write("\n")
