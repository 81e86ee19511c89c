"""`hlocert bench --table SET`: the "Where it stands" table from one command (issues 31, 35).

Each config of the set is benched as `hlocert bench --config NAME` benches it (run.py: each contender
in its own process pinned to the same `--threads` CPUs, rotated rounds, medians), without the warm
starts (the table shows step times, not first steps), one config after another; then one markdown
table: per config each lowerer's median s/step and img/s, PyTorch eager's, each lowerer's ratio to
PyTorch and the verdict against the target — the better lowerer at or ahead of PyTorch eager
(≤ 1.00×), the other within 1.15× where it compiles (issue 31). Above it a header: the CPU model,
the threads, the 1-minute load average before and after, the date, the versions and the command. A
config that cannot run, or a contender that fails, gets its one-line reason in the row; the table
goes on. With `--eval` the same for the eval forward at each config's batch (evalfwd.py)."""
from __future__ import annotations

import datetime
import re
import sys
from typing import Any, Callable

from .configs import CONFIGS, BenchError
from .machine import loadavg, machine
from .run import check_lowerers, resolve_threads, run_bench, torch_versions

TARGET = 1.0         # the better lowerer ÷ PyTorch eager (issue 31)
OTHER_TARGET = 1.15  # the other lowerer ÷ PyTorch eager, where it compiles (issue 31)
PEER = "torch"


def one_line(text: str, width: int = 240) -> str:
    """A reason as one table cell: its first non-empty line and, where a compiler's diagnostics follow,
    their first `error:` line (the first line says only that the compile failed; iree-compile's
    diagnostics run to 100 kB), at most `width` characters, no `|`."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()] or ["no message"]
    cause = next((re.sub(r"^\S+:\d+:\d+: ", "", ln) for ln in lines[1:] if "error:" in ln), None)
    line = lines[0] + (f" — {cause}" if cause else "")
    line = line if len(line) <= width else line[:width - 1] + "…"
    return line.replace("|", "/")


def run_table(configs: list[str], lowerers: tuple[str, ...], threads: int | None, command: str,
              log: Callable[[str], None] = lambda s: print(s, file=sys.stderr), **bench: Any) -> dict:
    """Bench each of `configs` (run_bench with `lowerers`, `threads` and the `bench` options) and
    the table's rows and header facts; `command`: the command line that reruns it, for the header."""
    check_lowerers(lowerers)
    threads = resolve_threads(threads)
    peer = {"torch": torch_versions()} if bench.get("torch", True) else {}
    out: dict[str, Any] = {"command": command, "timed": "eval forward" if bench.get("eval_forward") else "train step",
                           "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                           "machine": {**machine(), **peer},
                           "threads": threads, "lowerers": list(lowerers), "load_average_before": loadavg()}
    rows = []
    for name in configs:
        log(f"== {name} ({len(rows) + 1}/{len(configs)})")
        try:
            r = run_bench(name, lowerers=lowerers, threads=threads, warm=False, log=log, **bench)
        except BenchError as e:
            rows.append({"config": name, "about": CONFIGS[name].about, "error": one_line(str(e)),
                         "verdict": f"failed: {one_line(str(e))}"})
            log(f"{name}: {e}")
            continue
        rows.append({**table_row(r, lowerers), "result": r})
    out["rows"] = rows
    out["load_average_after"] = loadavg()
    return out


def table_row(r: dict, lowerers) -> dict:
    """One config's row from its run_bench result: each contender's median and img/s (or its
    one-line reason), each lowerer's ratio of medians to PyTorch eager, the verdict."""
    cells: dict[str, dict] = {}
    for k in (*lowerers, PEER):
        if k in r["step"]:
            cells[k] = {"median_s": r["step"][k]["median_s"], "images_per_s": r["step"][k]["images_per_s"]}
        elif k in r["errors"]:
            cells[k] = {"error": one_line(r["errors"][k])}
    ratios = {ln: r["ratios"][f"{ln}/{PEER}"] for ln in lowerers if f"{ln}/{PEER}" in r["ratios"]}
    met, verdict = judge(ratios, cells)
    return {"config": r["config"], "about": r["about"], "variant": r["variant"], "reps": r["reps"],
            "contenders": cells, "ratio_to_torch": ratios, "met": met, "verdict": verdict}


def judge(ratios: dict[str, float], cells: dict[str, dict]) -> tuple[bool | None, str]:
    """(met, the verdict's words): the better lowerer's ratio against TARGET, the other's against
    OTHER_TARGET, and each failed contender's reason; met None where there is no ratio to judge."""
    failed = [f"{k} failed: {c['error']}" for k, c in cells.items() if "error" in c]
    if not ratios:
        why = failed or ([f"no {PEER} figure (--no-torch)"] if PEER not in cells else ["no lowerer figure"])
        return None, "no verdict: " + "; ".join(why)
    best = min(ratios, key=ratios.get)
    met = ratios[best] <= TARGET
    words = [f"{'met' if met else 'behind'}: {best} {ratios[best]:.2f}× {'≤' if met else '>'} {TARGET:.2f}×"]
    words += [f"{ln} {x:.2f}× > {OTHER_TARGET:.2f}×" for ln, x in ratios.items() if ln != best and x > OTHER_TARGET]
    return met, "; ".join(words + failed)


def _seconds(cell: dict | None) -> tuple[str, str]:
    if not cell:
        return "—", "—"
    if "error" in cell:
        return "failed", "—"
    return f"{cell['median_s']:.4g}", f"{cell['images_per_s']:.1f}"


def format_markdown(t: dict) -> str:
    """The header lines and the markdown table of `run_table`'s result."""
    m, lowerers, unit = t["machine"], t["lowerers"], "s/step" if t["timed"] == "train step" else "s/batch"
    peer = m.get("torch") or {}
    versions = [f"{k} {m[k]}" for k in ("jax", "jaxlib", "iree") if m.get(k)]
    versions += [f"{k} {v}" for k, v in peer.items() if v]
    lines = [f"hlocert bench --table ({t['timed']}): CPU {m['cpu']} ({m['nproc']} CPUs here); "
             f"{t['threads']} thread(s) per contender; load average (1 min) before "
             f"{(t['load_average_before'] or ['?'])[0]} after {(t['load_average_after'] or ['?'])[0]}; {t['date']}",
             f"versions: {', '.join(versions)}",
             f"command: `{t['command']}`", ""]
    cols = ["config", "net"] + [f"{k} {u}" for k in (*lowerers, PEER) for u in (unit, "img/s")] + \
        [f"{ln} ÷ {PEER}" for ln in lowerers] + ["verdict"]
    lines += ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for row in t["rows"]:
        cells = row.get("contenders", {})
        net = row.get("about", "").split(" (")[0] or "—"
        figures = [x for k in (*lowerers, PEER) for x in _seconds(cells.get(k))]
        ratios = [f"{row['ratio_to_torch'][ln]:.2f}×" if ln in row.get("ratio_to_torch", {}) else "—"
                  for ln in lowerers]
        lines.append("| " + " | ".join([row["config"], net, *figures, *ratios, row["verdict"]]) + " |")
    lines += ["", f"Each config: each contender in its own process on the same {t['threads']} CPU(s), the config's "
              f"rotated rounds (or --reps) after its warm-up, the median of the timed "
              f"{'steps' if unit == 's/step' else 'forwards'}; ratio: of the medians; verdict: the better lowerer "
              f"≤ {TARGET:.2f}× PyTorch eager, the other ≤ {OTHER_TARGET:.2f}× (issue 31)."]
    if t["timed"] == "train step":
        lines += ["", *start_table(t)]
    return "\n".join(lines) + "\n"


def start_table(t: dict) -> list[str]:
    """The same runs' first steps and memory, one row per config: each contender's compile seconds,
    its cold first step (process start to the first step's result) and its peak RSS, and each
    lowerer's peak RSS ÷ PyTorch's (issue 31's ≤ 1.2×; issue 30's compile times per net)."""
    names = (*t["lowerers"], PEER)
    cols = ["config"] + [f"{k} {u}" for k in names for u in ("compile s", "1st step s", "peak RSS MiB")] + \
        [f"{ln} ÷ {PEER} RSS" for ln in t["lowerers"]] + [f"{k} steps' peak MiB" for k in names] + \
        [f"{ln} ÷ {PEER} steps' peak" for ln in t["lowerers"]]
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]

    def ratios(peak: dict) -> list[str]:
        return [f"{peak[ln] / peak[PEER]:.2f}×" if ln in peak and PEER in peak else "—" for ln in t["lowerers"]]

    for row in t["rows"]:
        r = row.get("result") or {}
        first, memory = r.get("first_step", {}), r.get("memory", {})
        peak = {k: memory[k]["rss_peak_bytes"] for k in names if memory.get(k, {}).get("rss_peak_bytes")}
        steps = {k: memory[k]["steps_rss_peak_bytes"] for k in names if memory.get(k, {}).get("steps_rss_peak_bytes")}
        cells = []
        for k in names:
            f = first.get(k) or {}
            compile_s = "—" if k == PEER or "compile_s" not in f else f"{f['compile_s']:.1f}"
            cells += [compile_s, f"{f['cold_s']:.1f}" if "cold_s" in f else "—",
                      f"{peak[k] / 2 ** 20:.0f}" if k in peak else "—"]
        cells += ratios(peak) + [f"{steps[k] / 2 ** 20:.0f}" if k in steps else "—" for k in names] + ratios(steps)
        lines.append("| " + " | ".join([row["config"], *cells]) + " |")
    return lines + ["", "First steps and memory of the same processes: compile s the lowerer's compile of the "
                    "step; 1st step s from the process's start to the first step's result (imports, render, "
                    "compile, inputs, one step; an empty compile cache); peak RSS the process's high-water mark (VmHWM) "
                    "over its whole run, the compiler's included; steps' peak its high-water mark from the end of the "
                    "build (inputs made, step compiled) through the steps: what training needs with a warm compile cache."]
