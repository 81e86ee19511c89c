"""`hlocert bench`: speed of the rendered ConvNeXt train step, side by side with JAX's own.

For a named config (CONFIGS) one run measures, interleaved per repetition so that a noisy shared
machine hits every contender alike:

- the train step of the rendered text on XLA and on IREE — each the render its target chooses
  (render/targets.py: the same function with the depthwise / patchify convs lowered the way that
  compiler runs fastest; --depthwise / --patchify override) — and of the JAX reference
  (`hlocert.reference.optim.train_step`: jit of value_and_grad + the optax chain, params and
  optimizer state donated) on the same net, batch, image size and inputs; parameters and
  optimizer state stay resident, x / targets / scalars / drop mask are put on the device once;
  medians after warm-up and the ratios rendered/JAX and IREE/XLA;
- render time and text size; compile time per lowerer (compile cache off); memory:
  `get_compiled_memory_stats` for XLA and the JAX reference, the RSS growth for IREE;
- data-loader throughput (img/s) at 224² with RandomResizedCrop + flip over a generated JPEG
  folder, with 0 workers (one core) and 2 workers;
- images/s, achieved TFLOP/s from 26.8 GFLOP per 224² training image (scaled by (image/224)²;
  never from XLA's cost_analysis, which over-counts the depthwise weight gradient ~90×) and,
  where the device's peak is known, the fraction of the roofline.

Results: a table on screen, and JSON (`--json PATH`). GPU configs refuse to run without a GPU.
Heavy imports happen inside the functions, so the CLI stays quick.
"""
from __future__ import annotations

import datetime
import json
import os
import platform as _platform
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import numpy as np

from .optim import HostSchedule
from .render.signature import signature

GFLOP_PER_IMAGE_224 = 26.8          # ConvNeXt-T training (forward + backward), facts.md
SUFFIX = "adamw+wx+clip1.0+drop"    # the recipe's train step

# Peak dense FLOP/s by GPU model, (fp32, tf32 tensor core), TFLOP/s. XLA-GPU runs f32 dots and
# convolutions on TF32 tensor cores by default, so both fractions are reported.
GPU_PEAKS = {"A100": (19.5, 156.0), "H100": (67.0, 494.0), "H200": (67.0, 494.0)}


class BenchError(RuntimeError):
    """A config cannot run here; the message says why."""


@dataclass(frozen=True)
class BenchConfig:
    name: str
    variant: str
    gpu: bool
    reps: int            # default repetitions (after warm-up)
    warmup: int
    loader_images: int
    loader_batch: int
    loader_reps: int
    about: str

    @property
    def size(self) -> str:
        from .render.variants import Variant
        return Variant.parse(self.variant).model.size


CONFIGS: dict[str, BenchConfig] = {c.name: c for c in [
    BenchConfig("quick", f"convnext_micro-c10-i32-b2x1-{SUFFIX}", False, 3, 1, 16, 8, 1,
                "ConvNeXt-micro 32² B=2 (seconds; the smoke test)"),
    BenchConfig("t64b16", f"convnext_T-c1000-i64-b16x1-{SUFFIX}", False, 7, 2, 192, 32, 3,
                "ConvNeXt-T 64² B=16 (CPU)"),
    BenchConfig("t224b8", f"convnext_T-c1000-i224-b8x1-{SUFFIX}", False, 3, 1, 192, 32, 3,
                "ConvNeXt-T 224² B=8 (CPU)"),
    BenchConfig("t224b64", f"convnext_T-c1000-i224-b64x1-{SUFFIX}", True, 10, 3, 256, 64, 3,
                "ConvNeXt-T 224² B=64 (GPU)"),
    BenchConfig("t224b64x4", f"convnext_T-c1000-i224-b64x4-{SUFFIX}", True, 10, 3, 256, 64, 3,
                "ConvNeXt-T 224² B=64 per replica, 4-replica data parallel (GPU; XLA only)"),
]}


# ---------------------------------------------------------------------------------------------
# machine

def _rss() -> tuple[int, int]:
    """(VmRSS, VmHWM) of this process in bytes (0 where /proc is missing)."""
    cur = peak = 0
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                cur = int(line.split()[1]) * 1024
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1]) * 1024
    except OSError:
        pass
    if not peak:
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
        cur = cur or peak
    return cur, peak


def _loadavg() -> list[float]:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return []


def machine() -> dict:
    cpu = _platform.processor() or _platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    out = {"nproc": os.cpu_count(), "cpu": cpu, "python": _platform.python_version(),
           "hostname": _platform.node()}
    try:
        import jax
        import jaxlib.version
        out["jax"] = jax.__version__
        out["jaxlib"] = jaxlib.version.__version__
    except ImportError:
        pass
    try:
        from iree.compiler import version as cv
        out["iree"] = cv.VERSION
    except ImportError:
        pass
    return out


def _gpu_devices() -> list:
    try:
        import jax
        return list(jax.devices("gpu"))
    except Exception:
        return []


def _gpu_peak(kind: str) -> tuple[float, float] | None:
    for key, peak in GPU_PEAKS.items():
        if key in kind:
            return peak
    return None


# ---------------------------------------------------------------------------------------------
# inputs shared by every contender

def _inputs(v, seed: int = 0) -> dict:
    """The global batch's data, mask and init params, and the step-1 state and host scalars the
    optimizer chain gives (lr 1e-3)."""
    from .nets.convnext import draw_drop_mask
    model = v.model
    rng = np.random.default_rng(seed)
    gb = v.batch * v.replicas
    params = model.init_params(seed)
    x = rng.standard_normal(model.x_shape(gb)).astype(np.float32)
    t = rng.random((gb, model.num_classes)).astype(np.float32)
    t /= t.sum(axis=1, keepdims=True)
    mask = draw_drop_mask(rng, gb, model.drop_ramp()).astype(np.float32) if v.drop else None
    chain = v.optimizer.chain(v.replicas)
    return {"params": params, "state": chain.init(params), "x": x, "targets": t, "mask": mask,
            "scalars": chain.scalars_at(1, HostSchedule(lr=lambda step: 1e-3))}


def step_arguments(sig, inp: dict, rows: slice = slice(None)) -> list:
    """The step's flat argument list for the rows `rows` of `_inputs`' global batch."""
    masks = {g.name: np.ascontiguousarray(inp["mask"][rows]) for g in sig.inputs if g.role == "mask"}
    return sig.pack({"x": inp["x"][rows], "params": inp["params"], **inp["state"], "scalars": inp["scalars"],
                     **masks, "targets": inp["targets"][rows]})


# ---------------------------------------------------------------------------------------------
# contenders: each is (compile seconds, memory, a `step()` that runs one step to completion)

def _option(text: str) -> tuple[str, Any]:
    name, _, value = text.partition("=")
    low = value.lower()
    return name.lstrip("-"), (low == "true") if low in ("true", "false") else int(value) if value.isdigit() else value


class _Rendered:
    def __init__(self, lowerer_name: str, text: str, v, inp: dict, gpu: bool, extra_flags=()):
        from .runtime import get_lowerer
        opts = {"platform": "gpu" if gpu else "cpu", "cache": False}
        if extra_flags and lowerer_name == "iree":
            opts["extra_flags"] = tuple(extra_flags)
        elif extra_flags:        # xla: NAME=VALUE debug options, or "none" for XLA's own defaults
            opts["options"] = {} if list(extra_flags) == ["none"] else dict(_option(f) for f in extra_flags)
        if lowerer_name == "iree" and gpu:
            opts["cuda_target"] = "sm_80"
        self.lowerer = get_lowerer(lowerer_name, **opts)
        t0 = time.perf_counter()
        self.exe = self.lowerer.compile(text, replicas=v.replicas)
        self.compile_s = time.perf_counter() - t0
        self.v = v
        self.sig = sig = signature(v)
        R = v.replicas
        rss0, _ = _rss()     # after compiling: the growth is the buffers and runtime, not the compiler
        # put() takes per-replica lists of the full argument list (a flat list for one replica)
        per = [step_arguments(sig, inp, slice(r * v.batch, (r + 1) * v.batch)) for r in range(R)]
        full = self.exe.put(per[0]) if R == 1 else self.exe.put(per)
        self.args = [sig.unpack(f, side="inputs") for f in ([full] if R == 1 else full)]
        self.rss_growth = None
        if self.exe.memory_stats() is None:
            # no compiled statistics (IREE): the RSS growth over putting the state and one step,
            # taken now, before any other contender allocates
            self.step()
            self.rss_growth = max(0, _rss()[0] - rss0)

    def step(self) -> float:
        """One step; its results' carried groups become the next step's arguments."""
        sig = self.sig
        flat = [sig.pack(a) for a in self.args]
        outs = [self.exe.run(flat[0])] if self.v.replicas == 1 else self.exe.run(flat)
        outs = [sig.unpack(o) for o in outs]
        for a, o in zip(self.args, outs):
            a.update({g: o[g] for g in sig.carried})
        loss = self.exe.to_host([outs[0]["loss"]]) if self.v.replicas == 1 else \
            self.exe.to_host([[o["loss"]] for o in outs])[0]
        return float(loss[0])

    def memory(self) -> dict:
        stats = self.exe.memory_stats()
        if stats:
            return _xla_memory(stats)
        return {"source": "rss_growth (state put + first step)", "rss_growth_bytes": self.rss_growth}


def _xla_memory(stats: dict) -> dict:
    g = {k.replace("_size_in_bytes", "").replace("_in_bytes", ""): int(v) for k, v in stats.items()}
    peak = g.get("argument", 0) + g.get("output", 0) - g.get("alias", 0) + g.get("temp", 0)
    return {"source": "get_compiled_memory_stats", "argument_bytes": g.get("argument", 0),
            "output_bytes": g.get("output", 0), "alias_bytes": g.get("alias", 0),
            "temp_bytes": g.get("temp", 0), "peak_bytes": peak}


class _Reference:
    """hlocert.reference.optim.train_step, AOT-compiled once (the same jit, donation kept)."""

    def __init__(self, v, inp: dict, gpu: bool, compiler_options: dict | None = None):
        import jax
        from .reference import convnext as ref
        from .reference import optim as ref_optim
        m = v.model
        cfg = ref.ConvNeXtConfig(depths=m.depths, dims=m.dims, num_classes=m.num_classes,
                                 image_size=m.image_size, gelu=m.gelu)
        o = v.optimizer
        tx = ref_optim.make_optimizer(1e-3, weight_decay=o.weight_decay,
                                      exclude_1d_from_decay=o.exclude_1d_from_decay, clip_norm=o.clip_norm)
        devs = jax.devices("gpu" if gpu else "cpu")
        names = list(m.param_shapes())
        if v.replicas == 1:
            dev = devs[0]
            put_rep = put_batch = lambda a: jax.device_put(a, dev)  # noqa: E731
        else:
            from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
            if len(devs) < v.replicas:
                raise BenchError(f"the JAX reference with {v.replicas} replicas needs {v.replicas} devices")
            mesh = Mesh(np.array(devs[:v.replicas]), ("r",))
            put_rep = lambda a: jax.device_put(a, NamedSharding(mesh, P()))  # noqa: E731
            put_batch = lambda a: jax.device_put(a, NamedSharding(mesh, P("r")))  # noqa: E731
        self.params = {n: put_rep(np.array(inp["params"][n], copy=True)) for n in names}
        self.opt_state = tx.init(self.params)
        self.x = put_batch(inp["x"])
        self.t = put_batch(inp["targets"])
        self.mask = put_batch(inp["mask"]) if inp["mask"] is not None else None
        t0 = time.perf_counter()
        self.compiled = ref_optim.train_step.lower(self.params, self.opt_state, self.x, self.t, self.mask,
                                                   cfg=cfg, optimizer=tx).compile(compiler_options=compiler_options)
        self.compile_s = time.perf_counter() - t0

    def step(self) -> float:
        self.params, self.opt_state, loss, _ = self.compiled(self.params, self.opt_state, self.x, self.t, self.mask)
        import jax
        jax.block_until_ready(self.params)
        return float(loss)

    def memory(self) -> dict:
        try:
            s = self.compiled.memory_analysis()
        except Exception:
            s = None
        if s is None:
            cur, _ = _rss()
            return {"source": "rss", "rss_bytes": cur}
        return _xla_memory({k: getattr(s, k) for k in dir(s) if k.endswith("_in_bytes")})


# ---------------------------------------------------------------------------------------------
# data loader

def make_jpeg_folder(root: Path, n: int, classes: int = 4, size=(500, 375), seed: int = 0) -> Path:
    """`root/train/c{k}/{i}.jpg`: smooth random images with some texture (ImageNet-like size)."""
    from PIL import Image
    rng = np.random.default_rng(seed)
    w, h = size
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    for i in range(n):
        d = root / "train" / f"c{i % classes}"
        d.mkdir(parents=True, exist_ok=True)
        a = rng.uniform(0.005, 0.05, 3)
        ph = rng.uniform(0, 6.28, 3)
        img = np.stack([127 + 100 * np.sin(a[c] * xx + ph[c]) * np.cos(a[(c + 1) % 3] * yy) for c in range(3)], -1)
        img += rng.normal(0, 12, img.shape)
        Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).save(d / f"{i:05d}.jpg", quality=90)
    return root


def bench_loader(cfg: BenchConfig, log: Callable[[str], None]) -> dict:
    from .data import ImageFolder, Loader
    out: dict[str, Any] = {"image_size": 224, "transform": "RandomResizedCrop(0.08-1) + flip, 500x375 JPEG",
                           "images": cfg.loader_images, "batch": cfg.loader_batch}
    with tempfile.TemporaryDirectory(prefix="hlocert-bench-") as tmp:
        root = make_jpeg_folder(Path(tmp), cfg.loader_images)
        folder = ImageFolder(root, "train", progress=False)
        times: dict[int, list[float]] = {0: [], 2: []}
        loaders = {w: Loader(folder, cfg.loader_batch, train=True, image_size=224, seed=0, workers=w)
                   for w in times}
        try:
            for w, ld in loaders.items():      # warm-up: start the pool, touch the files
                next(iter(ld.epoch(0)))
            for rep in range(cfg.loader_reps):
                for w in (times if rep % 2 == 0 else list(times)[::-1]):
                    t0 = time.perf_counter()
                    n = sum(len(b.images) for b in loaders[w].epoch(rep + 1))
                    times[w].append(n / (time.perf_counter() - t0))
        finally:
            for ld in loaders.values():
                ld.close()
    for w, v in times.items():
        out[f"workers{w}_img_s"] = statistics.median(v)
        out[f"workers{w}_all_img_s"] = v
    out["per_core_img_s"] = out["workers0_img_s"]
    out["workers2_per_worker_img_s"] = out["workers2_img_s"] / 2
    log(f"loader: {out['workers0_img_s']:.0f} img/s with 0 workers, {out['workers2_img_s']:.0f} with 2")
    return out


# ---------------------------------------------------------------------------------------------
# the run

def run_bench(name: str, reps: int | None = None, lowerers=("xla", "iree"), reference: bool = True,
              loader: bool = True, log: Callable[[str], None] = lambda s: print(s, file=sys.stderr),
              peak_tflops: float | None = None, depthwise: str = "auto", patchify: str = "auto",
              reference_options: str = "jax") -> dict:
    if name not in CONFIGS:
        raise BenchError(f"unknown config {name!r}; choose one of {', '.join(CONFIGS)}")
    cfg = CONFIGS[name]
    gpus = _gpu_devices() if cfg.gpu else []
    if cfg.gpu and not gpus:
        raise BenchError(f"config {name!r} ({cfg.about}) needs a CUDA GPU and JAX's CUDA plugin; none here. "
                         f"Run bench/gpu.sh on a GPU machine, or pick a CPU config: "
                         f"{', '.join(c.name for c in CONFIGS.values() if not c.gpu)}")
    from .render import render
    from .render.targets import resolve
    from .render.variants import Variant, VariantError
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
    # depthwise convs lowered the way that compiler runs fastest
    try:
        variants = {ln: resolve(cfg.variant, ln, platform, depthwise, patchify) for ln in lowerers}
    except VariantError as e:
        raise BenchError(str(e)) from None
    res: dict[str, Any] = {"config": name, "about": cfg.about, "variant": cfg.variant, "variants": variants,
                           "depthwise": depthwise, "patchify": patchify,
                           "reference_options": reference_options, "reps": reps, "warmup": cfg.warmup, "platform": platform,
                           "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                           "machine": machine(), "load_average_before": _loadavg()}
    if gpus:
        res["machine"]["gpu"] = [d.device_kind for d in gpus]

    texts: dict[str, str] = {}
    res["render"] = {}
    for vn in dict.fromkeys(variants.values()):
        t0 = time.perf_counter()
        texts[vn] = render(Variant.parse(vn))
        res["render"][vn] = {"seconds": time.perf_counter() - t0, "bytes": len(texts[vn].encode()),
                             "lines": texts[vn].count("\n")}
        log(f"rendered {vn}: {res['render'][vn]['bytes']:,} bytes in {res['render'][vn]['seconds']:.2f}s")

    inp = _inputs(v)
    contenders: dict[str, Any] = {}
    for ln in lowerers:
        try:
            c = _Rendered(ln, texts[variants[ln]], Variant.parse(variants[ln]), inp, cfg.gpu)
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
                from .runtime.xla import CPU_OPTIONS
                ref_opts = dict(CPU_OPTIONS)
            contenders["jax"] = _Reference(v, inp, cfg.gpu, ref_opts)
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
    gflop = GFLOP_PER_IMAGE_224 * (v.model.image_size / 224) ** 2
    peak = None
    if gpus:
        p = _gpu_peak(gpus[0].device_kind)
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
    cur, hwm = _rss()
    res["rss_bytes"], res["rss_peak_bytes"] = cur, hwm
    res["load_average_after"] = _loadavg()
    return res


# ---------------------------------------------------------------------------------------------
# the table

def _mb(b) -> str:
    if not b:
        return "-"
    return f"{b / 2**20:,.0f} MiB" if b >= 2**20 else f"{b / 2**10:,.0f} KiB"


def format_table(r: dict) -> str:
    m = r["machine"]
    lines = [f"hlocert bench {r['config']}: {r['about']}",
             f"variant {r['variant']}; {r['reps']} reps after {r['warmup']} warm-up; {r['date']}; "
             f"JAX reference compiled with {'the lowerer' if r['reference_options'] == 'lowerer' else 'jax.jit'}'s XLA options",
             *(f"  {ln} runs {vn}" for ln, vn in r["variants"].items()),
             f"machine: {m.get('nproc')} × {m.get('cpu')}" + (f"; GPU {', '.join(m['gpu'])}" if m.get("gpu") else "")
             + f"; load average before {r['load_average_before']} after {r['load_average_after']}",
             *(f"render {vn}: {d['seconds']:.2f} s, {d['bytes']:,} bytes, {d['lines']:,} lines"
               for vn, d in r["render"].items()),
             "",
             f"{'step':<6} {'median s':>9} {'min s':>8} {'img/s':>8} {'TFLOP/s':>8} {'compile s':>10} {'memory':>22}"]
    for k in ("xla", "iree", "jax"):
        if k not in r["step"]:
            if k in r["errors"]:
                lines.append(f"{k:<6} {r['errors'][k]}")
            continue
        s = r["step"][k]
        mem = r["memory"].get(k, {})
        memtxt = (f"peak {_mb(mem['peak_bytes'])}" if "peak_bytes" in mem
                  else f"RSS +{_mb(mem.get('rss_growth_bytes', mem.get('rss_bytes', 0)))}")
        lines.append(f"{k:<6} {s['median_s']:>9.3f} {s['min_s']:>8.3f} {s['images_per_s']:>8.1f} "
                     f"{s['achieved_tflops']:>8.3f} {r['compile_seconds'][k]:>10.1f} {memtxt:>22}")
        if "roofline_fraction" in s:
            lines.append("       roofline: " + ", ".join(f"{v:.1%} of {p}" for p, v in s["roofline_fraction"].items()))
    if r["ratios"]:
        lines.append("ratios of medians: " + "  ".join(f"{k} {v:.2f}×" for k, v in r["ratios"].items()))
        lines.append("median per-rep ratios: " + "  ".join(f"{k} {v:.2f}×" for k, v in r["ratios_paired"].items()))
    if "loader" in r:
        ld = r["loader"]
        lines.append(f"loader @224 RRC+flip ({ld['images']} JPEGs 500×375, batch {ld['batch']}): "
                     f"{ld['workers0_img_s']:.0f} img/s with 0 workers (1 core), "
                     f"{ld['workers2_img_s']:.0f} img/s with 2 workers")
    lines.append(f"process RSS peak {_mb(r['rss_peak_bytes'])}; {r['gflop_per_image']:.2f} GFLOP per image")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# CLI

def add_arguments(p) -> None:
    p.add_argument("--config", default="t64b16",
                   help="; ".join(f"{c.name}: {c.about}" for c in CONFIGS.values()) + " (default t64b16)")
    p.add_argument("--reps", type=int, default=None, help="timed repetitions per contender (default per config)")
    p.add_argument("--quick", action="store_true", help="the 'quick' config (tiny net, seconds)")
    p.add_argument("--json", metavar="PATH", help="also write the results as JSON here")
    p.add_argument("--lowerers", default="xla,iree", help="comma-separated rendered-step lowerers (default xla,iree)")
    p.add_argument("--no-reference", action="store_true", help="skip the JAX reference step")
    p.add_argument("--no-loader", action="store_true", help="skip the data-loader measurement")
    from .render.targets import add_arguments as add_lowering_arguments
    add_lowering_arguments(p, "for the rendered steps")
    p.add_argument("--reference-options", choices=["jax", "lowerer"], default="jax",
                   help="compile the JAX reference with jax.jit's defaults (as users run it; default) or "
                        "with the XLA options the xla lowerer uses")
    p.add_argument("--peak-tflops", type=float, default=None,
                   help="per-device peak TFLOP/s for the roofline fraction (default: known GPUs)")


def cli_main(args) -> int:
    from .cli import CommandError
    name = "quick" if args.quick else args.config
    lowerers = tuple(s for s in args.lowerers.split(",") if s)
    try:
        r = run_bench(name, reps=args.reps, lowerers=lowerers, reference=not args.no_reference,
                      loader=not args.no_loader, peak_tflops=args.peak_tflops,
                      depthwise=args.depthwise, patchify=args.patchify,
                      reference_options=args.reference_options)
    except BenchError as e:
        raise CommandError(f"bench: error: {e}") from None
    print(format_table(r), end="")
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(r, indent=1) + "\n")
        print(f"wrote {args.json}", file=sys.stderr)
    return 0
