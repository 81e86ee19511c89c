"""Child processes that never outlive the process that started them: on Linux a child asks the
kernel for SIGKILL when its parent exits (`prctl(PR_SET_PDEATHSIG)`), then exits at once if its
parent is already gone (it died before the request took effect); elsewhere only the second check.

`ArmedName` makes a spawned child do this first. A `spawn` child's first act is unpickling its
preparation data, which holds its process name; only then does it import its parent's main module
and the modules of its target (seconds under load: the parent's whole command line, numpy, PIL),
and a child that armed itself only in its initializer outlived a kill -9 of its parent for that
long. The name, unpickled, arms the child before any of that. So this module imports nothing
but the standard library: the child imports it before anything else.
"""
from __future__ import annotations

import ctypes
import os
import signal
import sys

_PR_SET_PDEATHSIG = 1


def die_with(parent: int) -> None:
    """Ask for SIGKILL when the parent exits (Linux), then exit now if it already has."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    exit_if_orphaned(parent)


def exit_if_orphaned(parent: int) -> None:
    if os.getppid() != parent:
        os._exit(1)


class ArmedName(str):
    """A child process's name (`multiprocessing.Process._name`) that, unpickled in a spawned
    child, runs `die_with(parent)` and becomes the plain name (module docstring)."""

    def __new__(cls, name: str, parent: int):
        self = super().__new__(cls, name)
        self.parent = parent
        return self

    def __reduce__(self):
        return _armed, (str(self), self.parent)


def _armed(name: str, parent: int) -> str:
    die_with(parent)
    return name
