"""Transparent huge pages for the C heap's large blocks: the `hlocert` command re-executes itself
once with glibc's `glibc.malloc.hugetlb=1` tunable (issue 31); on IREE they start after the process's
first step.

Why: XLA-CPU allocates a step's temporaries (hundreds of MiB at 224²) with malloc, above glibc's
mmap threshold, so every step maps them afresh and unmaps them at its end, and the kernel faults
each 4 KiB page in again: 173,126 minor faults per step of a mobile net at 224² B=8 (676 MiB), about a
third of its time (BENCHMARKS.md, "Huge pages for the heap"); IREE's transient buffers the same. With the
tunable, glibc marks its mmapped blocks MADV_HUGEPAGE and the kernel maps them in 2 MiB pages: 408 faults
per step. Nothing is computed differently: the same executable, the same bytes.

glibc reads its tunables when a process starts, so the tunable cannot be set from Python in the
process that needs it: `reexec` replaces the process with the same command line and the tunable
added to GLIBC_TUNABLES, before anything large is imported (`hlocert.entry`), for the commands that
run many steps (`STEPPING`). It does nothing when the kernel's THP mode is `never` (or unreadable),
when GLIBC_TUNABLES already names glibc.malloc.hugetlb (the re-executed process, or the user's own
choice), or when HLOCERT_HUGE_PAGES=0. A C library other than glibc ignores the variable.

The first step on IREE: for `train`, `pair`, `eval` and `launch` (`DEFERRING`), `reexec` starts the
process with THP off (Linux's PR_SET_THP_DISABLE, kept across exec and fork; HLOCERT_THP_DEFERRED=1
in the environment says so). The trainer (and `hlocert eval`, and each bench contender) then calls
`first_step_pages(lowerer)` before its build: for IREE (`DEFER_FOR`) THP stays off until
`after_first_step`, once the first step's result is on the host; for XLA (and PyTorch in the bench) it
turns on at once. Where the VM reports free 2 MiB blocks to its host (virtio-balloon free page
reporting, as on the 2-core VM this was measured on), the first touch of a fresh 2 MiB page costs
~1.9 ms: IREE's first step in 4 KiB pages is done 1.1–1.5 s sooner (the t64b16 bench step, warm
compile cache, one thread: 2.4–2.5 s against 3.6–3.9 s with huge pages from the start) at the same peak RSS,
and its later steps run as fast. XLA's first step gains 1.7–3.4 s the same way, but its peak RSS is the
4 KiB step's, 4–34% higher than with huge pages, which the ≤ 1.2× PyTorch memory target does not
allow: XLA keeps huge pages from the start (BENCHMARKS.md, "The first step in 4 KiB pages").

Subprocesses (the bench's contenders, `hlocert launch`'s ranks) inherit the variable and the THP
switch; the bench also sets the tunable for its contenders itself (`hlocert.bench.run.Worker`), the
PyTorch peer's included, and each contender turns THP off itself (`defer`) and follows
`first_step_pages` as the trainer does, so every contender runs as `hlocert train` would run it.
Imports nothing but the standard library.
"""
from __future__ import annotations

import os
import sys
from typing import Mapping

TUNABLE = "glibc.malloc.hugetlb=1"
SWITCH = "HLOCERT_HUGE_PAGES"       # "0": leave the allocator as it is
DEFERRED = "HLOCERT_THP_DEFERRED"   # "1": THP is off until this process's first step (`defer`)
PR_SET_THP_DISABLE, PR_GET_THP_DISABLE = 41, 42      # <linux/prctl.h>
THP = "/sys/kernel/mm/transparent_hugepage/enabled"


def thp_mode(path: str = THP) -> str | None:
    """The kernel's transparent-huge-page mode (`always`, `madvise` or `never`: the bracketed word of
    `path`), or None where it cannot be read (not Linux, no THP)."""
    try:
        with open(path) as f:
            text = f.read()
    except OSError:
        return None
    start, end = text.find("["), text.find("]")
    return text[start + 1:end] if 0 <= start < end else None


def environment(env: Mapping[str, str], mode: str | None) -> dict[str, str] | None:
    """`env` with the tunable added to GLIBC_TUNABLES, or None where nothing is to change: THP
    `never` or unknown, GLIBC_TUNABLES already naming glibc.malloc.hugetlb, or HLOCERT_HUGE_PAGES=0."""
    if env.get(SWITCH, "1") == "0" or mode not in ("always", "madvise"):
        return None
    tunables = env.get("GLIBC_TUNABLES", "")
    if "glibc.malloc.hugetlb=" in tunables:
        return None
    return {**env, "GLIBC_TUNABLES": f"{tunables}:{TUNABLE}" if tunables else TUNABLE}


def active(env: Mapping[str, str] = os.environ) -> bool:
    """Whether this process runs with the tunable (as far as its environment says)."""
    return TUNABLE in env.get("GLIBC_TUNABLES", "").split(":")


# the commands that run many steps; the others (render, predict: one run) keep 4 KiB pages
STEPPING = ("train", "pair", "bench", "eval", "launch")
# those whose process (or ranks) steps, to its first step with 4 KiB pages; `bench` steps in its
# contenders' processes, which defer on their own (`defer`), and the bench scripts that re-execute as
# `bench` time steady steps only
DEFERRING = ("train", "pair", "eval", "launch")


def reexec(command: str | None) -> None:
    """Replace this process with the same command line under the tunable, where `environment`
    says to and `command` (the `hlocert` subcommand) is one of STEPPING (Linux only); otherwise return."""
    if not sys.platform.startswith("linux") or command not in STEPPING:
        return
    env = environment(os.environ, thp_mode())
    if env is not None:
        sys.stdout.flush()
        sys.stderr.flush()
        deferred = command in DEFERRING and _defer(env)     # THP off is kept across the exec
        try:
            os.execve(sys.executable, sys.orig_argv, env)
        except OSError:
            if deferred:
                _thp_disable(False)
            raise


def _prctl(option: int, arg: int = 0) -> int:
    import ctypes
    return ctypes.CDLL(None).prctl(option, arg, 0, 0, 0)


def _thp_disable(off: bool) -> bool:
    """Linux's per-process THP switch (PR_SET_THP_DISABLE); False where it cannot be set."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        return _prctl(PR_SET_THP_DISABLE, int(off)) == 0
    except (OSError, AttributeError):
        return False


def thp_disabled() -> bool | None:
    """Whether THP is off for this process (PR_GET_THP_DISABLE); None where it cannot be read."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        got = _prctl(PR_GET_THP_DISABLE)
    except (OSError, AttributeError):
        return None
    return None if got < 0 else bool(got)


def _defer(env: dict) -> bool:
    """THP off, and DEFERRED set in `env`, where THP is on now (a THP switch someone else turned off
    stays off: `after_first_step` turns on only what this module turned off)."""
    if thp_disabled() is False and _thp_disable(True):
        env[DEFERRED] = "1"
        return True
    return False


def defer() -> None:
    """THP off until `after_first_step`, in a process that runs under the tunable without `reexec`
    (a bench contender, started with it in its environment)."""
    if active():
        _defer(os.environ)


# the lowerers whose first step is taken in 4 KiB pages: IREE's takes 1.1–1.5 s less and peaks no
# higher; XLA's first step in 4 KiB pages peaks 4–34% higher (BENCHMARKS.md, "The first step in 4 KiB
# pages"), so a process that runs XLA (or PyTorch, in the bench) turns huge pages on before its build
DEFER_FOR = ("iree",)


def first_step_pages(lowerer: str) -> None:
    """Where `reexec` or `defer` turned THP off: leave it off to the first step for a lowerer of
    DEFER_FOR (its caller then calls `after_first_step`), turn it on now for any other. Call before
    the build (the inputs, the compile or the cache load)."""
    if lowerer not in DEFER_FOR:
        after_first_step()


_started = False


def after_first_step() -> None:
    """THP on, where `reexec` or `defer` turned it off (in this process or the one it was started
    from): call once a step's result is on the host. Later calls do nothing."""
    global _started
    if not _started:
        _started = True
        if os.environ.get(DEFERRED) == "1":
            _thp_disable(False)
