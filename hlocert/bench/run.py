"""One bench run: each contender in its own process (worker.py), stepped in rotated rounds after
warm-up (each turn an untimed step, then the timed one right after it), then a second start of each
on the compile cache the first filled; the figures."""
from __future__ import annotations

import datetime
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from dataclasses import replace
from typing import Any, Callable

import numpy as np

from .. import hugepages
from ..render.targets import resolve
from ..render.variants import VariantError
from .configs import BF16, CONFIGS, BenchConfig, BenchError
from .loader import bench_loader
from .machine import gpu_devices, gpu_peak, loadavg, machine

RENDERED = ("xla", "iree")
PEERS = ("torch", "torch.compile")
# a warm start's parts, from its worker's first-step message: the render, the compile (a cache
# load when warm), the seconds from the worker's main() to its inputs on the device (setup: the
# imports, render and compile included), and the first step itself
WARM_PARTS = ("render_s", "compile_s", "setup_s", "step_s")
PACKAGE_ROOT = Path(__file__).resolve().parents[2]


class WorkerDied(RuntimeError):
    pass


class Worker:
    """A contender's process; `started` is when it was spawned (perf_counter)."""

    def __init__(self, spec: dict):
        self.stderr = tempfile.TemporaryFile()
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(PACKAGE_ROOT), os.environ.get("PYTHONPATH")])))
        env = hugepages.environment(env, hugepages.thp_mode()) or env     # every contender alike
        self.started = time.perf_counter()
        self.proc = subprocess.Popen([sys.executable, "-m", "hlocert.bench.worker", json.dumps(spec)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
                                     text=True, env=env, cwd=PACKAGE_ROOT)

    def receive(self) -> dict:
        line = self.proc.stdout.readline()
        if not line:
            self.proc.wait()
            self.stderr.seek(0)
            tail = [ln for ln in self.stderr.read().decode(errors="replace").splitlines() if ln.strip()]
            raise WorkerDied(f"its process exited with status {self.proc.returncode}: "
                             f"{tail[-1] if tail else 'no message'}")
        return json.loads(line)

    def send(self, command: str) -> dict:
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        return self.receive()

    def close(self) -> dict:
        """`end`: this process's memory; then it exits."""
        try:
            return self.send("end")
        finally:
            self.proc.stdin.close()
            self.proc.wait()
            self.stderr.close()

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.stderr.close()


def _start(spec: dict) -> tuple[Worker, dict, float]:
    """A worker through its first step: (worker, its first-step message, seconds from spawn)."""
    w = Worker(spec)
    try:
        msg = w.receive()
    except WorkerDied:
        w.kill()
        raise
    if "error" in msg:
        w.kill()
        raise BenchError(msg["error"])
    return w, msg["first_step"], time.perf_counter() - w.started


def _preflight(name: str, reps: int | None, threads: int | None) -> tuple[BenchConfig, list, int, int]:
    """(config, its GPUs, reps, threads) of a run of config `name`, or BenchError saying why it
    cannot run here."""
    if name not in CONFIGS:
        raise BenchError(f"unknown config {name!r}; choose one of {', '.join(CONFIGS)}")
    cfg = CONFIGS[name]
    # one process per contender on one GPU: none may take most of its memory up front
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
    gpus = gpu_devices() if cfg.gpu else []
    if cfg.gpu and not gpus:
        raise BenchError(f"config {name!r} ({cfg.about}) needs a CUDA GPU and JAX's CUDA plugin; none here. "
                         f"Run bench/gpu.sh on a GPU machine, or pick a CPU config: "
                         f"{', '.join(c.name for c in CONFIGS.values() if not c.gpu)}")
    if cfg.gpu and cfg.spec.replicas > len(gpus):
        raise BenchError(f"config {name!r} needs {cfg.spec.replicas} GPUs, this machine has {len(gpus)}")
    reps = reps or cfg.reps
    if reps < 1:
        raise BenchError("--reps must be >= 1")
    return cfg, gpus, reps, resolve_threads(threads)


def resolve_threads(threads: int | None) -> int:
    """The CPUs each contender runs on: `threads`, or all this process may use (BenchError if out of range)."""
    cpus = len(os.sched_getaffinity(0))
    threads = threads or cpus
    if not 1 <= threads <= cpus:
        raise BenchError(f"--threads {threads}: this process may run on {cpus} CPUs; pick 1..{cpus}")
    return threads


def check_lowerers(lowerers) -> None:
    """Each of `lowerers` a rendered-step lowerer, or BenchError naming the bad one (before any config runs)."""
    for ln in lowerers:
        if ln not in RENDERED:
            raise BenchError(f"--lowerers: unknown lowerer {ln!r}; choose from {', '.join(RENDERED)}")


def _without_absent_peers(v, names: list[str], errors: dict[str, str]) -> list[str]:
    """`names` without the PyTorch peers where the net has no timm twin (each noted in `errors`)."""
    if not any(k.removesuffix(BF16) in PEERS for k in names) or v.model.has_twin():
        return names
    note = f"skipped: timm has no {v.model.describe()} (hlocert/nets/{v.model.NAME}.py gives no timm_twin)"
    errors.update({k: note for k in names if k.removesuffix(BF16) in PEERS})
    return [k for k in names if k.removesuffix(BF16) not in PEERS]


def _contenders(cfg: BenchConfig, platform: str, lowerers, reference: bool, torch: bool, torch_compile: bool,
                bf16: bool, lowerings: dict[str, str], eval_forward: bool) -> tuple[list[str], dict, dict, dict]:
    """(the contenders' names, the variant each runs by name, the notes of those skipped, the
    contenders' worker specs without the run's common fields): each lowerer the render its target
    chooses (render/targets.py: the same function, the net's lowering families lowered the way that
    compiler runs fastest); under `eval_forward` each the forward twin of its variant, and no JAX
    reference (it has no eval contender)."""
    v = cfg.spec
    lowerers = list(lowerers)
    errors: dict[str, str] = {}
    if v.replicas > 1 and "iree" in lowerers:
        lowerers.remove("iree")
        errors["iree"] = "skipped: IREE collectives (all_reduce) are not usable yet (iree issues 22139, 21503)"
    timed = (lambda x: x.forward_twin()) if eval_forward else (lambda x: x)
    try:
        variants = {ln: timed(resolve(v, ln, platform, **lowerings)) for ln in lowerers}
    except VariantError as e:
        raise BenchError(str(e)) from None
    names = [*lowerers, *(["jax"] if reference and not eval_forward else []), *(["torch"] if torch else []),
             *(["torch.compile"] if torch_compile else [])]
    if bf16:
        names += [k + BF16 for k in names]
        variants.update({ln + BF16: replace(rv, bf16=True) for ln, rv in variants.items()})
    names = _without_absent_peers(v, names, errors)
    specs = {k: {"contender": k, "variant": variants[k].name if k in variants else
                 timed(replace(v, bf16=True) if k.endswith(BF16) else v).name} for k in names}
    return names, {ln: rv.name for ln, rv in variants.items()}, errors, specs


def run_bench(name: str, reps: int | None = None, lowerers=RENDERED, reference: bool = True,
              torch: bool = True, torch_compile: bool = False, threads: int | None = None,
              loader: bool = True, log: Callable[[str], None] = lambda s: print(s, file=sys.stderr),
              peak_tflops: float | None = None, lowerings: dict[str, str] | None = None,
              reference_options: str = "jax", bf16: bool = False, eval_forward: bool = False,
              warm: bool = True) -> dict:
    """Bench config `name`; `lowerings`: lowering family -> auto or a lowering, for the rendered
    steps (render/targets.py); `threads`: CPUs (and torch threads) per contender, default all
    this process may use; `bf16`: also each contender's `+bf16` twin (the bf16 render, the reference
    under its bf16 policy, PyTorch under autocast), in the same rounds; `eval_forward`: time the
    eval forward at the config's batch instead of the train step (evalfwd.py); `warm`: also start
    each contender once more on the compile cache its first start filled."""
    cfg, gpus, reps, threads = _preflight(name, reps, threads)
    platform, v = "gpu" if cfg.gpu else "cpu", cfg.spec
    names, variants, errors, specs = _contenders(cfg, platform, lowerers, reference, torch, torch_compile, bf16,
                                                 lowerings or {}, eval_forward)
    res: dict[str, Any] = {"config": name, "about": cfg.about, "variant": cfg.variant, "variants": variants,
                           "timed": "eval forward" if eval_forward else "train step",
                           "lowerings": lowerings or {}, "threads": threads,
                           "reference_options": reference_options, "reps": reps, "warmup": cfg.warmup,
                           "platform": platform,
                           "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                           "machine": machine(), "load_average_before": loadavg()}
    if gpus:
        res["machine"]["gpu"] = [d.device_kind for d in gpus]
    if torch and "torch" not in errors:
        res["machine"]["torch"] = torch_versions()

    cache = tempfile.mkdtemp(prefix="hlocert-bench-cache-")
    common = {"gpu": bool(cfg.gpu), "threads": threads, "cache_dir": cache, "eval": eval_forward,
              "reference_options": reference_options, "warmup": cfg.warmup}
    specs = {k: {**common, **s} for k, s in specs.items()}
    workers: dict[str, Worker] = {}
    first: dict[str, dict] = {}
    losses: dict[str, list[float]] = {}
    try:
        _cold_starts(names, specs, workers, first, losses, errors, log)
        times, after_idle, schedule = _rounds(workers, reps, losses, log)
        res["memory"] = {k: workers.pop(k).close() for k in list(workers)}
        if warm:
            _warm_starts(list(times), specs, workers, first, errors, log)
    finally:
        for w in workers.values():
            w.kill()
        shutil.rmtree(cache, ignore_errors=True)

    res["first_step"] = first
    res["compile_seconds"] = {k: f["compile_s"] for k, f in first.items()}
    # every net's training count is 3× its forward's 2·MACs (their gflop_per_image): the forward's is a third
    gflop = v.model.gflop_per_image() / (3 if eval_forward else 1)
    res.update(_step_figures(v, gflop, gpus, peak_tflops, times, after_idle, losses, schedule))
    res["errors"] = errors
    if loader:
        res["loader"] = bench_loader(cfg, log)
    res["load_average_after"] = loadavg()
    return res


def _cold_starts(names: list[str], specs: dict, workers: dict, first: dict, losses: dict, errors: dict, log) -> None:
    """Cold: a fresh process and an empty compile cache per contender, one at a time, through its
    first step and warm-up; a contender that cannot run gets its reason in `errors`."""
    for k in names:
        try:
            w, msg, cold = _start(specs[k])
            losses[k] = w.receive()["losses"]
        except (BenchError, WorkerDied) as e:
            errors[k] = str(e)
            log(f"{k}: {errors[k]}")
            continue
        workers[k] = w
        first[k] = {**msg, "cold_s": cold}
        log(f"{k}: first step {cold:.1f}s after its process started (compile {msg['compile_s']:.1f}s)")


def _rounds(workers: dict, reps: int, losses: dict[str, list[float]], log) -> tuple[dict, dict, list]:
    """`reps` rounds, each contender one turn per round (the order rotating): (timed step seconds,
    after-idle step seconds, the schedule [contender, timed, start, end] of every step)."""
    times: dict[str, list[float]] = {k: [] for k in workers}
    after_idle: dict[str, list[float]] = {k: [] for k in workers}
    schedule: list[list] = []
    order = list(workers)
    for rep in range(reps):
        rot = order[rep % len(order):] + order[:rep % len(order)] if order else []
        for k in rot:
            # a turn is two steps back to back, as a training loop runs them; the second is
            # timed. The first step after the process sat idle while the others stepped pays
            # for the idleness: on this VM memory freed to the kernel goes back to the host
            # (virtio-balloon free page reporting) within ~2 s, and a step that maps its
            # temporaries afresh (XLA's) can fault them in from the host again: 1.2-2.6x XLA's
            # step at 224² in one run (BENCHMARKS.md, "Peer table (issue 18)")
            turn = [workers[k].send("step") for _ in range(2)]
            after_idle[k].append(turn[0]["s"])
            times[k].append(turn[1]["s"])
            for i, msg in enumerate(turn):
                losses[k].append(msg["loss"])
                schedule.append([k, i == 1, *msg["at"]])
        log(f"round {rep + 1}/{reps}: " + "  ".join(f"{k} {times[k][-1]:.3f}s (after idle {after_idle[k][-1]:.3f}s)"
                                                     for k in rot))
    return times, after_idle, schedule


def _warm_starts(names: list[str], specs: dict, workers: dict, first: dict, errors: dict, log) -> None:
    """Warm: a fresh process per contender on the compile cache the cold start filled; its first
    step's seconds, their parts and its peak RSS (without the compiler's share) into `first`."""
    for k in names:
        try:
            w, msg, warm = _start({**specs[k], "warmup": 0})
        except (BenchError, WorkerDied) as e:
            errors[f"{k} (warm start)"] = str(e)
            continue
        workers[k] = w
        w.receive()
        first[k]["warm_rss_peak_bytes"] = w.close()["rss_peak_bytes"]
        del workers[k]
        first[k]["warm_s"] = warm
        # where a warm start's seconds go (issue 18: the first step's target with a warm cache)
        first[k]["warm_parts"] = parts = {p: msg[p] for p in WARM_PARTS if p in msg}
        log(f"{k}: first step {warm:.1f}s with a warm compile cache ("
            + ", ".join(f"{p.removesuffix('_s')} {t:.1f}s" for p, t in parts.items()) + ")")


def _step_figures(v, gflop: float, gpus: list, peak_tflops: float | None, times: dict, after_idle: dict,
                  losses: dict, schedule: list) -> dict:
    """The report's step figures: per contender the medians, throughput, achieved TFLOP/s (and the
    roofline fraction where a peak is known), the schedule, and the ratios between contenders."""
    res: dict[str, Any] = {}
    gb = v.batch * v.replicas
    peak = None
    if gpus:
        p = gpu_peak(gpus[0].device_kind)
        if p:
            peak = {"fp32_tflops": p[0] * v.replicas, "tf32_tflops": p[1] * v.replicas,
                    "bf16_tflops": p[2] * v.replicas, "device": gpus[0].device_kind}
    if peak_tflops:
        peak = {"given_tflops": peak_tflops * v.replicas}
    res["gflop_per_image"] = gflop
    res["step"] = {}
    # every step of the rounds: [contender, timed, start, end] (the workers' monotonic clock)
    res["schedule"] = schedule
    for k, ts in times.items():
        med = statistics.median(ts)
        d = {"median_s": med, "min_s": min(ts), "all_s": ts, "after_idle_s": after_idle[k],
             "after_idle_median_s": statistics.median(after_idle[k]), "images_per_s": gb / med,
             "achieved_tflops": gb * gflop / med / 1e3,
             "losses_finite": bool(np.all(np.isfinite(losses[k])))}
        if peak:
            d["roofline_fraction"] = {pk.replace("_tflops", ""): d["achieved_tflops"] / pv
                                      for pk, pv in peak.items() if pk.endswith("tflops")}
        res["step"][k] = d
    if peak:
        res["peak"] = peak
    med = {k: d["median_s"] for k, d in res["step"].items()}
    pairs = [(a, b) for a, b in (("xla", "jax"), ("iree", "jax"), ("iree", "xla")) if a in med and b in med]
    pairs += [(k, "torch") for k in med if k != "torch" and "torch" in med]
    pairs += [(k + BF16, k) for k in med if k + BF16 in med]
    res["ratios"] = {f"{a}/{b}": med[a] / med[b] for a, b in pairs}
    # the same ratios taken within each round (the contenders ran back to back), then the
    # median: less sensitive to load that drifts over the run
    res["ratios_paired"] = {f"{a}/{b}": statistics.median(ta / tb for ta, tb in zip(times[a], times[b]))
                            for a, b in pairs}
    return res


def torch_versions() -> dict:
    """torch's and timm's versions, read without importing them (the peer processes import)."""
    out = {}
    for pkg in ("torch", "timm"):
        try:
            out[pkg] = version(pkg)
        except PackageNotFoundError:
            out[pkg] = None
    return out
