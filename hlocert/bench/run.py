"""One bench run: a config's contenders compiled, stepped in turn after warm-up, and the figures."""
from __future__ import annotations

import datetime
import statistics
import sys
import time
from typing import Any, Callable

import numpy as np

from ..render import render
from ..render.targets import resolve
from ..render.variants import Variant, VariantError
from .configs import CONFIGS, BenchError
from .contenders import Reference, Rendered, inputs
from .loader import bench_loader
from .machine import gpu_devices, gpu_peak, loadavg, machine, rss


def run_bench(name: str, reps: int | None = None, lowerers=("xla", "iree"), reference: bool = True,
              loader: bool = True, log: Callable[[str], None] = lambda s: print(s, file=sys.stderr),
              peak_tflops: float | None = None, lowerings: dict[str, str] | None = None,
              reference_options: str = "jax") -> dict:
    """Bench config `name`; `lowerings`: lowering family -> auto or a lowering, for the rendered
    steps (render/targets.py)."""
    lowerings = lowerings or {}
    if name not in CONFIGS:
        raise BenchError(f"unknown config {name!r}; choose one of {', '.join(CONFIGS)}")
    cfg = CONFIGS[name]
    gpus = gpu_devices() if cfg.gpu else []
    if cfg.gpu and not gpus:
        raise BenchError(f"config {name!r} ({cfg.about}) needs a CUDA GPU and JAX's CUDA plugin; none here. "
                         f"Run bench/gpu.sh on a GPU machine, or pick a CPU config: "
                         f"{', '.join(c.name for c in CONFIGS.values() if not c.gpu)}")
    platform = "gpu" if cfg.gpu else "cpu"
    v = Variant.parse(cfg.variant)
    if cfg.gpu and v.replicas > len(gpus):
        raise BenchError(f"config {name!r} needs {v.replicas} GPUs, this machine has {len(gpus)}")
    reps = reps or cfg.reps
    if reps < 1:
        raise BenchError("--reps must be >= 1")
    lowerers = list(lowerers)
    errors: dict[str, str] = {}
    if v.replicas > 1 and "iree" in lowerers:
        lowerers.remove("iree")
        errors["iree"] = "skipped: IREE collectives (all_reduce) are not usable yet (iree issues 22139, 21503)"
    # each lowerer runs the render its target chooses (render/targets.py): the same function, the
    # net's lowering families lowered the way that compiler runs fastest
    try:
        variants = {ln: resolve(v, ln, platform, **lowerings) for ln in lowerers}
    except VariantError as e:
        raise BenchError(str(e)) from None
    res: dict[str, Any] = {"config": name, "about": cfg.about, "variant": cfg.variant,
                           "variants": {ln: rv.name for ln, rv in variants.items()},
                           "lowerings": lowerings,
                           "reference_options": reference_options, "reps": reps, "warmup": cfg.warmup, "platform": platform,
                           "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                           "machine": machine(), "load_average_before": loadavg()}
    if gpus:
        res["machine"]["gpu"] = [d.device_kind for d in gpus]

    texts: dict[str, str] = {}
    res["render"] = {}
    for rv in {rv.name: rv for rv in variants.values()}.values():
        vn = rv.name
        t0 = time.perf_counter()
        texts[vn] = render(rv)
        res["render"][vn] = {"seconds": time.perf_counter() - t0, "bytes": len(texts[vn].encode()),
                             "lines": texts[vn].count("\n")}
        log(f"rendered {vn}: {res['render'][vn]['bytes']:,} bytes in {res['render'][vn]['seconds']:.2f}s")

    inp = inputs(v)
    contenders: dict[str, Any] = {}
    for ln in lowerers:
        try:
            c = Rendered(ln, texts[variants[ln].name], variants[ln], inp, cfg.gpu)
        except Exception as e:  # report, keep measuring the others
            errors[ln] = f"{type(e).__name__}: {e}"
            log(f"{ln}: {errors[ln]}")
            continue
        contenders[ln] = c
        log(f"compiled on {ln} in {c.compile_s:.1f}s")
    if reference:
        try:
            # "jax": the reference as users run it (jax.jit's defaults); "lowerer": compiled with the
            # XLA options the xla lowerer uses (runtime/xla.py CPU_OPTIONS), to separate the
            # options' effect from the render's
            ref_opts = None
            if reference_options == "lowerer" and not cfg.gpu:
                from ..runtime.xla import CPU_OPTIONS
                ref_opts = dict(CPU_OPTIONS)
            contenders["jax"] = Reference(v, inp, cfg.gpu, ref_opts)
            log(f"compiled the JAX reference in {contenders['jax'].compile_s:.1f}s")
        except Exception as e:
            errors["jax"] = f"{type(e).__name__}: {e}"
            log(f"jax: {errors['jax']}")
    res["compile_seconds"] = {k: c.compile_s for k, c in contenders.items()}

    losses: dict[str, list[float]] = {k: [] for k in contenders}
    for _ in range(cfg.warmup):
        for k, c in contenders.items():
            losses[k].append(c.step())
    res["memory"] = {k: c.memory() for k, c in contenders.items()}
    times: dict[str, list[float]] = {k: [] for k in contenders}
    order = list(contenders)
    for rep in range(reps):
        rot = order[rep % len(order):] + order[:rep % len(order)] if order else []
        for k in rot:
            t0 = time.perf_counter()
            losses[k].append(contenders[k].step())
            times[k].append(time.perf_counter() - t0)
        log(f"rep {rep + 1}/{reps}: " + "  ".join(f"{k} {times[k][-1]:.3f}s" for k in rot))

    gb = v.batch * v.replicas
    gflop = v.model.gflop_per_image()
    peak = None
    if gpus:
        p = gpu_peak(gpus[0].device_kind)
        if p:
            peak = {"fp32_tflops": p[0] * v.replicas, "tf32_tflops": p[1] * v.replicas,
                    "device": gpus[0].device_kind}
    if peak_tflops:
        peak = {"given_tflops": peak_tflops * v.replicas}
    res["gflop_per_image"] = gflop
    res["step"] = {}
    for k, ts in times.items():
        med = statistics.median(ts)
        d = {"median_s": med, "min_s": min(ts), "all_s": ts, "images_per_s": gb / med,
             "achieved_tflops": gb * gflop / med / 1e3,
             "losses_finite": bool(np.all(np.isfinite(losses[k])))}
        if peak:
            d["roofline_fraction"] = {pk.replace("_tflops", ""): d["achieved_tflops"] / pv
                                      for pk, pv in peak.items() if pk.endswith("tflops")}
        res["step"][k] = d
    if peak:
        res["peak"] = peak
    ratio = {}
    med = {k: d["median_s"] for k, d in res["step"].items()}
    for a, b in (("xla", "jax"), ("iree", "jax"), ("iree", "xla")):
        if a in med and b in med:
            ratio[f"{a}/{b}"] = med[a] / med[b]
    res["ratios"] = ratio
    # the same ratios taken within each repetition (the contenders ran back to back), then the
    # median: less sensitive to load that drifts over the run
    res["ratios_paired"] = {k: statistics.median(ta / tb for ta, tb in zip(times[k.split("/")[0]], times[k.split("/")[1]]))
                            for k in ratio}
    res["errors"] = errors
    contenders.clear()
    if loader:
        res["loader"] = bench_loader(cfg, log)
    cur, hwm = rss()
    res["rss_bytes"], res["rss_peak_bytes"] = cur, hwm
    res["load_average_after"] = loadavg()
    return res
