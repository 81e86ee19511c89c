"""`hlocert launch --nproc N -- COMMAND ...`: N local processes of one multi-process run, the way
torchrun starts them (one-machine tests, multi-socket hosts).

Owns: choosing a free loopback port for the coordinator, starting `python -m hlocert.cli COMMAND
... --num-processes N --process-id I --coordinator 127.0.0.1:PORT` for I in 0..N-1, prefixing
each line they print with `[I] `, and propagating failure: when one process exits non-zero the
others get `grace` seconds to stop on their own (they name the lost process:
runtime/distributed.py), then SIGTERM, then SIGKILL; launch exits with the first failure's code
(128 + signal for a killed process). Ctrl-C stops them all.
"""
from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import threading
import time

from .errors import CommandError
from .runtime.distributed import free_port, port_in_use

PROCESS_FLAGS = ("--num-processes", "--process-id", "--coordinator")
MULTI_PROCESS_COMMANDS = ("train", "eval", "pair")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--nproc", type=int, required=True, metavar="N", help="processes to start on this machine")
    p.add_argument("--port", type=int, help="the coordinator's loopback port (default: a free one)")
    p.add_argument("--grace", type=float, default=10.0, metavar="S",
                   help="after one process fails, how long the others may take to stop on their own before "
                        "they are terminated (default 10 s)")
    p.add_argument("command", nargs=argparse.REMAINDER, metavar="-- COMMAND ...",
                   help=f"the hlocert command each process runs ({', '.join(MULTI_PROCESS_COMMANDS)}), after --")


def child_argv(command: list[str], nproc: int, rank: int, port: int) -> list[str]:
    return [sys.executable, "-m", "hlocert.cli", *command, "--num-processes", str(nproc),
            "--process-id", str(rank), "--coordinator", f"127.0.0.1:{port}"]


def _pump(rank: int, stream, lock: threading.Lock) -> None:
    for line in iter(stream.readline, b""):
        with lock:
            sys.stdout.write(f"[{rank}] {line.decode(errors='replace')}")
            sys.stdout.flush()


def _code(rc: int) -> int:
    return 128 - rc if rc < 0 else rc


def _how(rc: int) -> str:
    return f"was killed by {signal.Signals(-rc).name}" if rc < 0 else f"exited with code {rc}"


def cli_main(args: argparse.Namespace) -> int:
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if args.nproc < 1:
        raise CommandError(f"launch: error: --nproc must be at least 1, got {args.nproc}")
    if not command or command[0] not in MULTI_PROCESS_COMMANDS:
        raise CommandError(f"launch: error: name the command after --, one of {', '.join(MULTI_PROCESS_COMMANDS)} "
                           f"(e.g. hlocert launch --nproc 2 -- train --variant …), got {' '.join(command) or 'none'}")
    taken = [f for f in PROCESS_FLAGS if any(a == f or a.startswith(f + "=") for a in command)]
    if taken:
        raise CommandError(f"launch: error: launch sets {', '.join(taken)} for each process; drop them from the command")
    if args.port is not None and (why := port_in_use(args.port)):
        raise CommandError(f"launch: error: --port {args.port} cannot serve the coordinator ({why}); free it, "
                           f"or leave out --port for a free one")
    port = args.port or free_port()
    lock = threading.Lock()
    procs = []
    for rank in range(args.nproc):
        p = subprocess.Popen(child_argv(command, args.nproc, rank, port), stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        procs.append(p)
    pumps = [threading.Thread(target=_pump, args=(r, p.stdout, lock), daemon=True) for r, p in enumerate(procs)]
    for t in pumps:
        t.start()
    failed = None
    try:
        failed = _wait(procs, args.grace)
    except KeyboardInterrupt:
        _stop(procs, 0)
        raise CommandError("launch: interrupted; stopped every process") from None
    for t in pumps:
        t.join(timeout=5)
    if failed is None:
        return 0
    rank, rc = failed
    print(f"launch: process {rank} of {args.nproc} {_how(rc)}; stopped the others", file=sys.stderr, flush=True)
    return _code(rc)


def _wait(procs: list[subprocess.Popen], grace: float) -> tuple[int, int] | None:
    """Wait for every process; on the first failure, (its rank, its return code) after stopping the rest."""
    while True:
        codes = [p.poll() for p in procs]
        bad = [(r, c) for r, c in enumerate(codes) if c not in (None, 0)]
        if bad:
            _stop(procs, grace)
            return bad[0]
        if all(c == 0 for c in codes):
            return None
        time.sleep(0.1)


def _stop(procs: list[subprocess.Popen], grace: float) -> None:
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and any(p.poll() is None for p in procs):
        time.sleep(0.1)
    for sig in (signal.SIGTERM, signal.SIGKILL):
        alive = [p for p in procs if p.poll() is None]
        for p in alive:
            p.send_signal(sig)
        for p in alive:
            try:
                p.wait(timeout=5.0)
            except subprocess.TimeoutExpired:
                pass
