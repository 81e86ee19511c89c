"""Transparent huge pages for the C heap's large blocks: the `hlocert` command re-executes itself
once with glibc's `glibc.malloc.hugetlb=1` tunable (issue 31).

Why: XLA-CPU allocates a step's temporaries (hundreds of MiB at 224²) with malloc, above glibc's
mmap threshold, so every step maps them afresh and unmaps them at its end, and the kernel faults
each 4 KiB page in again: 173,126 minor faults per step of a mobile net at 224² B=8 (676 MiB), about a
third of its time (BENCHMARKS.md, "Huge pages for the heap"). With the tunable,
glibc marks its mmapped blocks MADV_HUGEPAGE and the kernel maps them in 2 MiB pages: 408 faults
per step. Nothing is computed differently: the same executable, the same bytes.

glibc reads its tunables when a process starts, so the tunable cannot be set from Python in the
process that needs it: `reexec` replaces the process with the same command line and the tunable
added to GLIBC_TUNABLES, before anything large is imported (`hlocert.entry`), for the commands that
run many steps (`STEPPING`): the huge pages cost 1.4–3 s at start-up on the 2-core VM it was measured
on (the 64² B=16 bench step, warm compile cache, one thread: IREE's first step 2.7–3.3 → 4.0–4.8 s, XLA's
5.8–6.5 → 8.3–9.6 s, its steady steps 0.75–0.8×; the first touches of ~1,090 fresh 2 MiB pages, no
compaction: BENCHMARKS.md), which a one-shot `predict` or `render` would only pay. It does nothing when
the kernel's THP mode is `never` (or unreadable), when GLIBC_TUNABLES already names
glibc.malloc.hugetlb (the re-executed process, or the user's own choice), or when
HLOCERT_HUGE_PAGES=0. A C library other than glibc ignores the variable. Subprocesses (the bench's
contenders, `hlocert launch`'s ranks) inherit it; the bench also sets it for its contenders itself
(`hlocert.bench.run.Worker`), the PyTorch peer's included, so every contender runs under the same
allocator settings. Imports nothing but the standard library.
"""
from __future__ import annotations

import os
import sys
from typing import Mapping

TUNABLE = "glibc.malloc.hugetlb=1"
SWITCH = "HLOCERT_HUGE_PAGES"       # "0": leave the allocator as it is
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


# the commands that run many steps: the tunable's start-up cost (the first touches of the fresh 2 MiB pages
# of the host inputs, their device copies and the first run) pays back within ~10 steps; the others keep 4 KiB pages
STEPPING = ("train", "pair", "bench", "eval", "launch")


def reexec(command: str | None) -> None:
    """Replace this process with the same command line under the tunable, where `environment`
    says to and `command` (the `hlocert` subcommand) is one of STEPPING (Linux only); otherwise return."""
    if not sys.platform.startswith("linux") or command not in STEPPING:
        return
    env = environment(os.environ, thp_mode())
    if env is not None:
        sys.stdout.flush()
        sys.stderr.flush()
        os.execve(sys.executable, sys.orig_argv, env)
