"""The machine a bench runs on: CPU and GPU facts, GPU peaks, this process's RSS, load average,
and pinning a timed process to its share of the CPUs (`pin_threads`)."""
from __future__ import annotations

import os
import platform as _platform
import resource
from pathlib import Path

# Peak dense FLOP/s by GPU model, (fp32, tf32 tensor core, bf16 tensor core), TFLOP/s (NVIDIA's
# data sheets, SXM, without sparsity). XLA-GPU runs f32 dots and convolutions on TF32 tensor cores
# by default, so both fractions are reported; bf16 is the `+bf16` render's ceiling.
GPU_PEAKS = {"A100": (19.5, 156.0, 312.0), "H100": (67.0, 494.0, 989.0), "H200": (67.0, 494.0, 989.0)}


def reset_peak_rss() -> bool:
    """Set this process's high-water mark (VmHWM) back to its RSS now (Linux: "5" to clear_refs), so
    that a later `rss()` peak is the peak since this call; False where the OS cannot."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        return False
    return True


def rss() -> tuple[int, int]:
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
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
        cur = cur or peak
    return cur, peak


def pin_threads(threads: int) -> list[int]:
    """Pin this process to the first `threads` CPUs it may run on and set OMP_NUM_THREADS, so
    torch (imported after this) runs as many threads; returns those CPUs (ValueError if there are fewer)."""
    cpus = sorted(os.sched_getaffinity(0))
    if not 1 <= threads <= len(cpus):
        raise ValueError(f"--threads {threads} but this process may run on {len(cpus)} CPUs; pick 1..{len(cpus)}")
    os.sched_setaffinity(0, cpus[:threads])
    os.environ["OMP_NUM_THREADS"] = str(threads)
    return cpus[:threads]


def loadavg() -> list[float]:
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
    from .. import hugepages
    mode = hugepages.thp_mode()
    out = {"nproc": os.cpu_count(), "cpu": cpu, "python": _platform.python_version(),
           "hostname": _platform.node(), "thp": mode,
           # whether the contenders run with glibc's huge pages for the heap's large blocks (run.Worker)
           "malloc_hugetlb": hugepages.environment(os.environ, mode) is not None or hugepages.active()}
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


def gpu_devices() -> list:
    try:
        import jax
        return list(jax.devices("gpu"))
    except Exception:
        return []


def gpu_peak(kind: str) -> tuple[float, float, float] | None:
    for key, peak in GPU_PEAKS.items():
        if key in kind:
            return peak
    return None
