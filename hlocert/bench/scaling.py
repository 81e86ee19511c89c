"""`hlocert bench --scaling SPLITS`: data-parallel scaling of one rendered train step across
processes (runtime/distributed.py: jax.distributed, gloo between CPU processes, NCCL on GPUs).

For each split P×D (P processes, D devices each; R = P·D replicas, the config's per-replica
batch, so the global batch grows with R: weak scaling) the driver starts P fresh processes
(`python -m hlocert.bench.scaling SPEC`, loopback coordinator), each of which joins the group,
renders the config's variant at R replicas (its XLA lowerings), compiles it over the R global
devices, feeds its own replicas' rows of the bench batch (contenders.Rendered) and times steps;
then it compiles and times **an all_reduce-only text of the gradient's shapes** (one
`stablehlo.all_reduce` sum per parameter tensor, the ops the step's data-parallel mean emits,
nothing else) over the same group. Why that text: it is the collective's own cost, measured on
the same processes, devices and transport as the step, with no compute to overlap or to contend
with; the step's time at R replicas minus its time at 1×1 mixes the all-reduce with the CPU
contention of R replicas' compute (on a machine with fewer cores than replicas, mostly that).

Figures per split, from process 0 (the collectives keep the processes in step): median and min
s/step, img/s (global batch / median), the all_reduce-only text's median and min s, the load
average before and after. A GPU config (bench/gpu.sh) runs the same on GPUs, NCCL between
them: process i of a split P×D sees GPUs i·D … i·D+D−1 (CUDA_VISIBLE_DEVICES), so `1xN` is one
process driving N local GPUs and `Nx1` one process per GPU, as `hlocert launch` would start them.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from dataclasses import replace

import numpy as np

from ..ir.core import FuncBuilder, build_module
from ..ir.printer import print_module
from ..ir.types import I32, tensor
from ..render import render
from ..render.targets import resolve
from ..render.variants import Variant, variant_arg
from ..runtime import distributed, get_lowerer
from ..runtime.distributed import free_port
from .configs import CONFIGS, BenchError, worker_spec
from .contenders import Rendered, inputs
from .machine import loadavg, machine

SPLITS = "1x1,2x1,1x2,2x2,4x1"
TAG = "hlocert-scaling "      # the line process 0 reports on


def parse_splits(text: str) -> list[tuple[int, int]]:
    """"2x1,1x2" -> [(2, 1), (1, 2)]: processes × devices per process."""
    out = []
    for item in text.split(","):
        p, _, d = item.strip().partition("x")
        if not (p.isdigit() and d.isdigit() and int(p) >= 1 and int(d) >= 1):
            raise BenchError(f"--scaling: {item.strip()!r} is not PROCESSESxDEVICES (e.g. {SPLITS})")
        out.append((int(p), int(d)))
    return out


def all_reduce_text(v: Variant) -> str:
    """The gradient's all-reduce alone: one sum over `v.replicas` replicas per parameter tensor."""
    b = FuncBuilder("main")
    args = [b.arg(f"g{i}", tensor(shape)) for i, shape in enumerate(v.model.param_shapes().values())]
    func = b.ret(*[b.all_reduce_sum(a, v.replicas) for a in args])
    return print_module(build_module(func, name="all_reduce", attrs={"mhlo.num_replicas": I32(v.replicas)}))


def run_scaling(name: str, splits: list[tuple[int, int]], reps: int | None = None, timeout_s: float = 600,
                log=lambda s: print(s, file=sys.stderr, flush=True)) -> dict:
    """Config `name` at each split (module docstring); each split's processes bounded by `timeout_s`."""
    gpu = False
    if name in CONFIGS:
        cfg = CONFIGS[name]
        v, about, reps, warmup, gpu = cfg.spec, cfg.about, reps or cfg.reps, cfg.warmup, cfg.gpu
    else:   # any train variant by name: its replica count is the split's
        try:
            v = variant_arg(name)
        except argparse.ArgumentTypeError as e:
            raise BenchError(f"--config {name!r} is neither a bench config ({', '.join(CONFIGS)}) nor a variant: "
                             f"{e}") from None
        about, reps, warmup = v.model.describe(), reps or 5, 1
    if v.kind != "train":
        raise BenchError(f"--scaling times a train step; {v.name} is an eval forward")
    res = {"config": name, "about": about, "variant": v.name, "batch_per_replica": v.batch, "gpu": gpu,
           "reps": reps, "warmup": warmup, "machine": machine(),
           "gradient_scalars": int(sum(np.prod(s) for s in v.model.param_shapes().values())),
           "gradient_tensors": len(v.model.param_shapes()), "splits": []}
    for processes, devices in splits:
        spec = {"variant": replace(v, replicas=processes * devices).name, "processes": processes,
                "devices": devices, "reps": reps, "warmup": warmup, "port": free_port(), "gpu": gpu}
        load_before = loadavg()
        row = {"split": f"{processes}x{devices}", "replicas": processes * devices,
               "global_batch": v.batch * processes * devices, "load_average_before": load_before}
        try:
            row.update(_run_split(spec, timeout_s))
        except BenchError as e:   # reported in its row; the other splits still run
            res["splits"].append({**row, "error": str(e), "load_average_after": loadavg()})
            log(str(e))
            continue
        row["load_average_after"] = loadavg()
        row["images_per_s"] = row["global_batch"] / row["step_median_s"]
        log(f"{row['split']}: {row['step_median_s']:.3f} s/step, {row['images_per_s']:.1f} img/s, all_reduce "
            f"{row['all_reduce_median_s'] if row['all_reduce_median_s'] is not None else '-'} s "
            f"(load {load_before[0]:.2f})")
        res["splits"].append(row)
    return res


def format_scaling(r: dict) -> str:
    """The scaling table (BENCHMARKS.md's form)."""
    first = r["splits"][0] if r["splits"] else {}
    base = first["step_median_s"] if first.get("replicas") == 1 and "error" not in first else None
    lines = [f"{r['about']}: {r['variant']} at each split, {r['batch_per_replica']} images per replica "
             f"(XLA {'GPU, NCCL' if r['gpu'] else 'CPU, gloo'} between processes; median of {r['reps']} steps after {r['warmup']} warm-up)",
             f"gradient: {r['gradient_scalars']:,} f32 in {r.get('gradient_tensors', '?')} tensors",
             "| processes × devices | replicas | global batch | s/step (median, min) | img/s | vs 1×1 img/s "
             "| gradient all_reduce alone, s (median, min) | load avg (1 min) before |",
             "|---|---|---|---|---|---|---|---|"]
    for s in r["splits"]:
        if "error" in s:
            lines.append(f"| {s['split'].replace('x', ' × ')} | {s['replicas']} | {s['global_batch']} | failed: "
                         f"{s['error']} | | | | {s['load_average_before'][0]:.2f} |")
            continue
        ar = "—" if s["all_reduce_median_s"] is None else f"{s['all_reduce_median_s']:.4f}, {s['all_reduce_min_s']:.4f}"
        speed = f"{s['images_per_s'] * base / r['batch_per_replica']:.2f}×" if base else "—"
        lines.append(f"| {s['split'].replace('x', ' × ')} | {s['replicas']} | {s['global_batch']} | "
                     f"{s['step_median_s']:.3f}, {s['step_min_s']:.3f} | {s['images_per_s']:.1f} | {speed} | {ar} | "
                     f"{s['load_average_before'][0]:.2f} |")
    return "\n".join(lines) + "\n"


def _run_split(spec: dict, timeout_s: float) -> dict:
    env = {k: val for k, val in os.environ.items() if k != "XLA_FLAGS"}   # each process exposes D devices
    D = spec["devices"]

    def devices(i: int) -> dict:
        if not spec["gpu"]:
            return {"JAX_PLATFORMS": "cpu"}
        return {"CUDA_VISIBLE_DEVICES": ",".join(str(g) for g in range(i * D, (i + 1) * D)),
                "XLA_PYTHON_CLIENT_PREALLOCATE": "false"}
    procs = [subprocess.Popen([sys.executable, "-m", "hlocert.bench.scaling", json.dumps({**spec, "process_id": i})],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**env, **devices(i)})
             for i in range(spec["processes"])]
    deadline = time.monotonic() + timeout_s
    try:
        outs = [p.communicate(timeout=max(1.0, deadline - time.monotonic())) for p in procs]
    except subprocess.TimeoutExpired:
        raise BenchError(f"split {spec['processes']}x{D}: no result within {timeout_s:g} s "
                         f"(load average {loadavg()[:1]}); stopped its processes") from None
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
    for i, (p, (_, err)) in enumerate(zip(procs, outs)):
        if p.returncode != 0:
            tail = [ln for ln in err.splitlines() if ln.strip() and not ln.lstrip().startswith("@")]   # no stack frames
            raise BenchError(f"split {spec['processes']}x{spec['devices']}: process {i} exited with "
                             f"{p.returncode}: {tail[-1] if tail else 'no message'}")
    lines = [ln[len(TAG):] for ln in outs[0][0].splitlines() if ln.startswith(TAG)]
    if not lines:
        raise BenchError(f"split {spec['processes']}x{spec['devices']}: process 0 reported nothing")
    return json.loads(lines[-1])


def _timed(run, n: int) -> list[float]:
    out = []
    for _ in range(n):
        t0 = time.perf_counter()
        run()
        out.append(time.perf_counter() - t0)
    return out


def worker(spec: dict) -> dict:
    """One process of one split: join, compile, time the step, then the all_reduce-only text."""
    import jax      # lazy: a one-process split sets jax_num_cpu_devices before JAX starts its backends
    P, D = spec["processes"], spec["devices"]
    R, platform = P * D, "gpu" if spec["gpu"] else "cpu"
    if P > 1:
        group = distributed.join(f"127.0.0.1:{spec['port']}", P, spec["process_id"], replicas=R, platform=platform,
                                 timeout_s=120)
    else:
        group = None
        if platform == "cpu":
            jax.config.update("jax_num_cpu_devices", D)
    v = resolve(spec["variant"], "xla", platform)
    t0 = time.perf_counter()
    step = Rendered("xla", render(v), v, inputs(v), gpu=spec["gpu"])
    compile_s = time.perf_counter() - t0
    for _ in range(spec["warmup"] + 1):
        step.step()
    if group is not None:
        group.barrier("timed")
    steps = _timed(step.step, spec["reps"])
    row = {"replicas": R, "global_batch": v.batch * R, "setup_and_compile_s": compile_s,
           "step_median_s": statistics.median(steps), "step_min_s": min(steps), "step_all_s": steps,
           "all_reduce_median_s": None, "all_reduce_min_s": None}
    if R > 1:
        exe = get_lowerer("xla", platform=platform, cache=False).compile(all_reduce_text(v), replicas=R)
        # zeros on the devices once (no aliasing: the same handles every call), so a call is the
        # collective alone, no host transfer
        grads = exe.put([[np.zeros(s, np.float32) for s in v.model.param_shapes().values()]
                         for _ in exe.local_replicas])

        def reduce_once():
            outs = exe.run(grads)
            for o in outs:
                jax.block_until_ready(o)
        for _ in range(spec["warmup"] + 1):
            reduce_once()
        if group is not None:
            group.barrier("timed-all-reduce")
        ts = _timed(reduce_once, spec["reps"])
        row.update(all_reduce_median_s=statistics.median(ts), all_reduce_min_s=min(ts), all_reduce_all_s=ts)
    if group is not None:
        group.barrier("done")
    return row


if __name__ == "__main__":
    _spec = worker_spec(sys.argv[1])
    _row = worker(_spec)
    if _spec["process_id"] == 0:
        print(TAG + json.dumps(_row), flush=True)
    sys.stdout.flush()
    os._exit(0)    # jax.distributed's shutdown barrier is not needed: the "done" barrier passed
