"""Where XLA-CPU spends a rendered train step: a per-thunk profile from jax.profiler.

    .venv/bin/python bench/profile_xla.py [--variant NAME] [--steps 2] [--top 25]

Renders the variant (default: ConvNeXt-T 64² B=16 with the lowerings XLA-CPU chooses,
render/targets.py), compiles it on the xla lowerer (its own options), runs two warm-up steps, then
traces `--steps` steps with `jax.profiler.trace(create_perfetto_trace=True)` and sums the thunk
events by fusion kind (the fusion name without its number: ynn_fusion = YNNPACK dots,
pad_slice_fusion, ...). Thunks on both cores are summed, so the total exceeds the wall time; the
per-thread lines and the parallelism (thunk time / traced wall time) say how much of the step
kept both cores busy.
"""
from __future__ import annotations

from hlocert import hugepages

if __name__ == "__main__":     # as the `hlocert` command: the heap's large blocks in huge pages (hlocert/hugepages.py)
    hugepages.reexec("bench")

import argparse
import collections
import glob
import gzip
import json
import re
import sys
import tempfile
import time

from hlocert.render.variants import variant_arg

BASE = "t64b16"      # the bench config profiled by default


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", type=variant_arg,
                    help=f"a variant name (default: the {BASE} bench config's, resolved for xla-cpu)")
    ap.add_argument("--steps", type=int, default=2)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--budget", action="store_true",
                    help="also sum the thunks by what they compute, read from the compiled HLO: conv forward / "
                         "input grad / weight grad by kernel, dot, layout copy, elementwise, reduce, window")
    ap.add_argument("--thunks", type=int, default=0,
                    help="also list the N slowest single thunks by name (match them in an HLO dump: "
                         "XLA_FLAGS=--xla_dump_to=DIR)")
    a = ap.parse_args()
    import jax

    from hlocert.bench.configs import CONFIGS
    from hlocert.bench.contenders import Rendered, inputs
    from hlocert.render import render
    from hlocert.render.targets import resolve

    v = a.variant or resolve(CONFIGS[BASE].spec, "xla", "cpu")
    r = Rendered("xla", render(v), v, inputs(v), gpu=False)
    r.step()
    r.step()
    with tempfile.TemporaryDirectory() as d:
        with jax.profiler.trace(d, create_perfetto_trace=True):
            t0 = time.perf_counter()
            for _ in range(a.steps):
                r.step()
            wall_ms = (time.perf_counter() - t0) * 1e3 / a.steps
        trace = json.load(gzip.open(glob.glob(f"{d}/**/perfetto_trace.json.gz", recursive=True)[0]))
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    ms, count = collections.defaultdict(float), collections.Counter()
    single = collections.defaultdict(float)
    by_thread = collections.defaultdict(float)
    for e in events:
        if e.get("ph") == "X" and not e["name"].startswith(("$", "ThunkExecutor", "Slinky", "CommonPjRt")):
            kind = re.sub(r"\.\d+$", "", e["name"])
            ms[kind] += e.get("dur", 0) / 1e3 / a.steps
            single[e["name"]] += e.get("dur", 0) / 1e3 / a.steps
            count[kind] += 1
            by_thread[e.get("tid")] += e.get("dur", 0) / 1e3 / a.steps
    total = sum(ms.values())
    print(f"profiled {v.name} on xla-cpu, {a.steps} steps: thunk time {total:.1f} ms per step (both cores), "
          f"wall {wall_ms:.1f} ms per step: parallelism {total / wall_ms:.2f}")
    print("thunk ms per step by thread: " + ", ".join(f"{t:.0f}" for t in sorted(by_thread.values(), reverse=True)) + "\n")
    print(f"{'kind':<34} {'ms/step':>9} {'share':>7} {'thunks/step':>12}")
    for k, t in sorted(ms.items(), key=lambda kv: -kv[1])[:a.top]:
        print(f"{k:<34} {t:>9.1f} {t / total:>7.1%} {count[k] / a.steps:>12.0f}")
    if a.thunks:
        print(f"\n{'thunk':<34} {'ms/step':>9} {'share':>7}")
        for k, t in sorted(single.items(), key=lambda kv: -kv[1])[:a.thunks]:
            print(f"{k:<34} {t:>9.1f} {t / total:>7.1%}")
    if a.budget:
        hlo = r.exe.raw.hlo_modules()[0].to_string()
        lines = {m.group(1): ln for ln in hlo.splitlines() if (m := re.match(r"\s*(?:ROOT )?%([\w.-]+) = ", ln))}
        bodies = {m.group(1): m.group(2) for m in re.finditer(r"^%([\w.-]+) \(.*?\n(.*?)^}", hlo, re.S | re.M)}
        weights = {_squeeze(m.group(1)) for m in re.finditer(r"%Arg_[\w.]+ = f32\[([\d,]+)\]\S* parameter\(", hlo)}
        kinds = {name: _budget_kind(lines.get(name, ""), bodies, v.batch, weights) for name in single}
        readers = collections.defaultdict(set)      # a layout copy -> what the thunks reading it compute
        for name, ln in lines.items():
            for ref in set(re.findall(r"%([\w.-]+)", ln.split(" = ", 1)[1])) - {name}:
                if kinds.get(ref) == "layout copy":
                    readers[ref].add(_budget_kind(ln, bodies, v.batch, weights))
        budget = collections.defaultdict(float)
        runs = collections.defaultdict(lambda: collections.defaultdict(float))
        for name, t in single.items():
            read_by = ", ".join(sorted(readers[name] - {"layout copy"}))
            what = kinds[name] + (f" for {read_by}" if read_by else "")
            budget[what] += t
            runs[what][_runs_on(lines.get(name, ""))] += t
        print(f"\n{'what (from the HLO)':<34} {'ms/step':>9} {'share':>7}   {'split':>7} {'library':>7} {'one':>7}")
        for k, t in sorted(budget.items(), key=lambda kv: -kv[1]):
            how = " ".join(f"{runs[k][h]:>7.1f}" for h in RUNS_ON)
            print(f"{k:<34} {t:>9.1f} {t / total:>7.1%}   {how}")
        one = sum(r["one"] for r in runs.values())
        print(f"(ms per step by how XLA runs each thunk: 'split' into parts across the intra-op threads "
              f"(its outer_dimension_partitions), 'library' YNNPACK/oneDNN calls with their own threading, "
              f"'one' a single thread: {one:.1f} ms, {one / total:.1%})")
    return 0


RUNS_ON = ("split", "library", "one")


def _runs_on(line: str) -> str:
    """How XLA-CPU runs the thunk of the HLO instruction `line`: 'split' when its ParallelTaskAssigner
    gave it more than one part (a non-empty outer_dimension_partitions: a loop fusion or plain op,
    never a tuple-shaped or reduction fusion), 'library' for a custom fusion or call (YNNPACK, oneDNN:
    they thread inside), 'one' otherwise."""
    parts = re.search(r'"outer_dimension_partitions":\[([^\]]*)\]', line)
    if parts and parts.group(1).strip():
        return "split"
    if "kind=kCustom" in line or " custom-call(" in line:
        return "library"
    return "one"


def _squeeze(dims: str) -> tuple:
    """'1,1,96,384' -> (96, 384): a shape without its unit axes."""
    return tuple(int(d) for d in dims.split(",") if d and int(d) != 1)


def _budget_kind(line: str, bodies: dict, batch: int, weights: set = frozenset()) -> str:
    """What the HLO instruction `line` (a thunk's; `bodies`: fused computation name -> its text)
    computes. A convolution (alone or the root of a fusion) is a weight
    gradient when its lhs is [C, H, W, batch] (the batch contracted), an input gradient when it
    dilates its lhs or reads a kernel XLA rearranged (not an argument), else a forward; each by
    its window. A dot is a weight gradient when its 2-D result has the shape of a parameter in
    `weights` (unit axes dropped) or its transpose: a dense/1×1 layer's Σ x ⊗ dy. A fusion named
    transpose_copy/copy_bitcast is a layout copy (main names it by the thunks that read it). A fusion
    every array of which has a parameter's shape (unit axes dropped) or is a scalar is the optimizer's
    (its update, the EMA, the global norm; also a BatchNorm's per-channel rsqrt, a few [C] vectors)."""
    name = line.split(" = ")[0].replace("ROOT", "").strip().lstrip("%")
    called = re.search(r"calls=%([\w.-]+)", line)
    body = bodies.get(called.group(1), "") if called else line
    conv = re.search(r"convolution\((.*?)\), window=\{([^}]*)\}", body)
    if conv:
        k = re.search(r"size=(\d+x\d+)", conv.group(2)).group(1)
        strided = "stride=2" in conv.group(2) or "lhs_dilate=2" in conv.group(2) or "rhs_dilate=2" in conv.group(2)
        lhs = re.findall(r"f32\[([\d,]+)\]\S* parameter\(0\)", body)
        lhs = [int(d) for d in lhs[0].split(",")] if lhs else []
        operands = re.findall(r"%([\w.-]+)", line.split("(", 1)[1]) if called else []
        if lhs and lhs[-1] == batch and lhs[0] != batch:          # the result is [Cin, kh, kw, Cout]
            out = re.search(r"= f32\[\d+,(\d+),(\d+),\d+\]", line)
            return f"conv weight grad {out.group(1)}x{out.group(2)}{' s2' if strided else ''}"
        what = "input grad" if "lhs_dilate" in conv.group(2) or (len(operands) > 1 and not operands[1].startswith("Arg")) \
            else "forward"
        return f"conv {what} {k}{' s2' if strided else ''}"
    dot = re.search(r"= f32\[(\d+),(\d+)\]\S* dot\(", body)
    if dot and {dot.groups(), dot.groups()[::-1]} & {tuple(map(str, w)) for w in weights}:
        return "dot weight grad"
    if re.search(r"\bdot\(", body):
        return "dot"
    if name.startswith(("transpose_copy", "copy_bitcast", "copy")):
        return "layout copy"
    if "reduce-window(" in body or "select-and-scatter(" in body:
        return "window (max-pool)"
    shapes = {_squeeze(d) for d in re.findall(r"f32\[([\d,]*)\]", body)}
    if weights and shapes <= set(weights) | {()}:
        return "optimizer (parameter-shaped)"
    return "reduce" if re.search(r"\breduce\(", body) else "elementwise"


if __name__ == "__main__":
    sys.exit(main())
