"""Multi-process data parallel on XLA's own distributed runtime (jax.distributed: gloo on the CPU,
NCCL on GPUs): one rendered text, compiled in every process over all global devices.

Owns: joining the process group (`join`: an explicit coordinator, process count and id, or the
cluster auto-detection jax.distributed offers: SLURM, Open MPI, Kubernetes, …), the group this
process joined (`current`), barriers and the all-gather of small JSON values through the
coordination service's key-value store, every one of them bounded by the group's timeout, and
naming a lost process (`ProcessGroup.lost`). The XLA lowerer (xla.py) compiles over the group's
global devices and turns a failed collective into `ProcessLost` through `collective_failed`.

Why a liveness counter of our own: when a process dies, XLA's coordination service declares it
dead only after its heartbeat timeout and then aborts every other process from a C++ thread
(SIGABRT), which Python cannot catch; a barrier of that service waits as long. A collective that
loses its peer fails at once (gloo: "Connection reset by peer") but does not say which process is
gone. So each process bumps `hlocert/alive/<id>` in the key-value store every `BEAT_S` from a
daemon thread (it beats while its main thread compiles, computes or waits), and a process whose
counter stays still for `PROBE_S` is silent (when a process cannot read its own counter for
`PROBE_S`, the store, which lives in process 0's coordination service, is gone with process 0).
Barriers and gathers post a key and poll the others' keys, raising `ProcessLost` as soon as a
missing process is lost, or at the group's timeout; after a failed collective `lost()` watches
the counters. Both take seconds, well inside the heartbeat timeout (the group's timeout, at least
`2 * PROBE_S`), so the message that stops the run is ours and names the process.

Silent is not yet lost: under very heavy load (a load average of 30 on 2 cores) a live process's
beat thread can go unscheduled for seconds. So a silent process is lost only if
- this process's own counter moved at least `MISSED_BEATS` times meanwhile (the store and this
  process kept beating: a starved machine or a slow coordinator stalls every counter alike), and
- where it runs on this machine (same kernel boot and pid namespace, posted at join as
  `hlocert/who/<id>`), its process no longer exists (gone, or a zombie; a pid reused by a new
  process has another start time). A live one is waited for, up to the group's timeout.
A peer process that is gone on this machine is lost at once, silent or not.
"""
from __future__ import annotations

import atexit
import functools
import json
import os
import socket
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hlocert.errors import LowererUnavailable, ProcessLost

PROBE_S = 2.0          # how long a process's liveness counter stays still before it is silent
BEAT_S = 0.5           # how often each process bumps its counter
MISSED_BEATS = 4       # ... while this process's own counter moved this many times
DEFAULT_TIMEOUT_S = 60

_GROUP: "ProcessGroup | None" = None


def free_port() -> int:
    """A TCP port free on the loopback interface now (the coordinator binds it moments later)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def port_in_use(port: int) -> str | None:
    """Why this machine cannot serve on TCP `port` now (e.g. "[Errno 98] Address already in use"),
    or None. Tried the way process 0's coordination service binds it (gRPC: every address, IPv6
    dual stack, SO_REUSEADDR), because a bind gRPC cannot make ends in a SIGSEGV, not an error."""
    try:
        s = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
        address = ("::", port)
    except OSError:   # no IPv6 here
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        address = ("", port)
    with s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(address)
        except OSError as e:
            return str(e)
    return None


@dataclass
class ProcessGroup:
    """The processes of one run: `process_id` of `num_processes`, coordinated at `coordinator`;
    `timeout_s` bounds initialization, every barrier and every gather, and is the heartbeat timeout."""

    process_id: int
    num_processes: int
    coordinator: str
    timeout_s: float
    _client: Any = field(repr=False, default=None)
    _uses: dict = field(repr=False, default_factory=dict)
    _who: dict = field(repr=False, default_factory=dict)   # process id -> {where, pid, start} (join)
    _quiet: threading.Event = field(repr=False, default_factory=threading.Event)   # set: stop beating
    _beater: threading.Thread | None = field(repr=False, default=None)

    @property
    def is_writer(self) -> bool:
        """Process 0 writes the run folder (config, metrics, checkpoints)."""
        return self.process_id == 0

    def _key(self, name: str) -> str:
        # each use of a name gets its own key, so a barrier or gather can be reused in a loop
        n = self._uses[name] = self._uses.get(name, 0) + 1
        return f"hlocert/{name}/{n}"

    def barrier(self, name: str) -> None:
        """Wait until every process reaches barrier `name` (module docstring: bounded, names the lost)."""
        self._gather(self._key(name), "")

    def all_gather(self, name: str, value: Any) -> list[Any]:
        """Every process's `value` (JSON), indexed by process id."""
        return [json.loads(v) for v in self._gather(self._key(name), json.dumps(value))]

    def _gather(self, key: str, value: str) -> list[str]:
        """Post `value` under `key`, then wait for every process's: ProcessLost as soon as one still
        missing is lost (module docstring), or when the group's timeout passes."""
        try:
            self._client.key_value_set(f"{key}/{self.process_id}", value)
        except Exception as e:   # the store lives in process 0's coordination service
            raise ProcessLost(self.process_id, self.num_processes, [0], f"{key}: {_first_line(e)}") from None
        got: dict[int, str] = {}
        watch = _Watch(self)
        deadline = time.monotonic() + self.timeout_s
        while True:
            # liveness first, keys after: a process that posts its key and exits at once (its last
            # barrier) between a read and the check is gone with its key there, not lost
            lost = watch.lost([p for p in range(self.num_processes) if p not in got])
            for p in range(self.num_processes):
                if p not in got and (v := self._try_get(f"{key}/{p}")) is not None:
                    got[p] = v
            if len(got) == self.num_processes:
                return [got[p] for p in range(self.num_processes)]
            missing = [p for p in range(self.num_processes) if p not in got]
            lost = [p for p in lost if p in missing]
            if lost or time.monotonic() > deadline:
                why = f"{key} waited {time.monotonic() - watch.t0:.1f} s for process(es) {missing}"
                raise ProcessLost(self.process_id, self.num_processes, lost, why)
            time.sleep(0.05)

    def _try_get(self, key: str) -> str | None:
        try:
            return self._client.key_value_try_get(key)
        except Exception:   # not there (yet), or the store is gone: the liveness watch tells which
            return None

    def lost(self) -> list[int]:
        """The processes found lost (module docstring) while this process's own counter moves
        MISSED_BEATS + 1 times after PROBE_S, or within half the group's timeout."""
        others = [p for p in range(self.num_processes) if p != self.process_id]
        watch = _Watch(self)
        while time.monotonic() - watch.t0 <= self.timeout_s / 2:
            lost = watch.lost(others)
            if lost or (watch.own_moves > MISSED_BEATS and time.monotonic() - watch.t0 > PROBE_S + BEAT_S):
                return lost
            time.sleep(0.05)
        return []

    def gone_here(self, p: int) -> bool | None:
        """Whether process `p`'s process has ended: True (gone or a zombie), False (it runs), None
        when it runs on another machine or pid namespace, or posted no identity."""
        who = self._who.get(p)
        if who is None or who.get("where") != _where():
            return None
        return _start_time(who["pid"]) != who["start"]

    def start_beating(self) -> None:
        """Start the beat thread; it stops (`stop_beating`) at `leave` or at the interpreter's exit."""
        self._beater = threading.Thread(target=self._beat, name="hlocert-alive", daemon=True)
        self._beater.start()
        atexit.register(self.stop_beating)

    def stop_beating(self) -> None:
        """Stop the beat thread and wait until it is out of the store. A daemon thread still inside
        a store call when the interpreter finalizes is ended by a forced unwind through C++ frames
        that swallow it: the process aborts ("terminate called after throwing an instance of ''",
        "FATAL: exception not rethrown"), a finished run's exit code 134."""
        self._quiet.set()
        if self._beater is not None and self._beater is not threading.current_thread():
            self._beater.join(self.timeout_s)

    def _beat(self) -> None:
        n = 0
        while not self._quiet.is_set():
            n += 1
            try:
                self._client.key_value_set(f"hlocert/alive/{self.process_id}", str(n), allow_overwrite=True)
            except Exception:   # the coordinator is gone; lost() and the heartbeat timeout report it
                return
            self._quiet.wait(BEAT_S)


class _Watch:
    """Liveness counters seen since `t0` (module docstring): `lost` names the processes that are
    silent while this process's own counter moves, and not running on this machine; when this
    process cannot read its own counter for PROBE_S, the store, and so process 0, is gone."""

    def __init__(self, group: ProcessGroup):
        self.group, self.t0 = group, time.monotonic()
        self.seen: dict[int, tuple[str | None, float, int]] = {}   # p -> (value, when, own_moves) it last moved
        self.own: str | None = None
        self.own_moves = 0
        self.store_gone_since: float | None = None

    def lost(self, processes: list[int]) -> list[int]:
        g = self.group
        now = time.monotonic()
        mine = g._try_get(f"hlocert/alive/{g.process_id}")
        if mine is None:
            self.store_gone_since = self.store_gone_since or now
            gone0 = g.gone_here(0) if g.process_id != 0 else False
            return [0] if gone0 or (gone0 is None and now - self.store_gone_since > PROBE_S) else []
        self.store_gone_since = None
        if mine != self.own:
            self.own, self.own_moves = mine, self.own_moves + 1
        out = []
        for p in processes:
            value = g._try_get(f"hlocert/alive/{p}")
            last, since, moves = self.seen.get(p, (None, self.t0, self.own_moves))
            if p not in self.seen or value != last:
                self.seen[p] = (value, now, self.own_moves)
                silent = False
            else:
                silent = now - since > PROBE_S and self.own_moves - moves >= MISSED_BEATS
            gone = g.gone_here(p)
            if gone or (silent and gone is None):
                out.append(p)
        return out


@functools.cache
def _where() -> str:
    """This machine's boot and pid namespace: processes that share it see each other's pids."""
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text().strip()
        return f"{boot}/{os.readlink('/proc/self/ns/pid')}"
    except OSError:
        return f"{socket.gethostname()}/no-proc"   # no /proc: gone_here cannot look, so never matches


def _start_time(pid: int) -> str | None:
    """Process `pid`'s start time (clock ticks since boot), or None if it is gone or a zombie."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2:].split()     # after the command name, which may hold spaces
    return None if fields[0] in ("Z", "X") else fields[19]


def _first_line(error: Exception) -> str:
    text = str(error).strip()
    return text.splitlines()[0][:300] if text else type(error).__name__


@dataclass(frozen=True)
class Processes:
    """Where this process stands in a run (the command line's --num-processes, --process-id,
    --coordinator, --dist-timeout): `num_processes` 1 is a run alone, 0 detects the group from the
    cluster; a None id or coordinator is detected too."""

    num_processes: int = 1
    process_id: int | None = None
    coordinator: str | None = None
    timeout_s: float = DEFAULT_TIMEOUT_S

    def __post_init__(self):
        """ValueError naming the flag for settings no group can have."""
        n, i, c = self.num_processes, self.process_id, self.coordinator
        if n < 0:
            raise ValueError(f"--num-processes must be 0 (detect) or more, got {n}")
        if n == 1 and (c is not None or i not in (None, 0)):
            raise ValueError("--coordinator/--process-id place a process in a group: give --num-processes N too")
        if i is not None and not (0 <= i and (n == 0 or i < n)):
            raise ValueError(f"--process-id {i} is not in 0..{n - 1} (--num-processes {n})")
        if c is not None and (":" not in c or not c.rsplit(":", 1)[1].isdigit()):
            raise ValueError(f"--coordinator {c!r} is not HOST:PORT (e.g. 10.0.0.1:1234)")
        if self.timeout_s < 2 * PROBE_S:
            raise ValueError(f"--dist-timeout must be at least {2 * PROBE_S:g} s, got {self.timeout_s:g}")

    def join(self, replicas: int | None, lowerer: str, platform: str) -> ProcessGroup | None:
        """The group (None for a run alone); `replicas`: as `join`'s."""
        if self.num_processes == 1:
            return None
        if lowerer != "xla":
            raise LowererUnavailable(f"--num-processes {self.num_processes}: only XLA runs one text across "
                                     f"processes (IREE runs in one process); use --lowerer xla")
        return join(self.coordinator, self.num_processes or None, self.process_id, replicas=replicas,
                    platform=platform, timeout_s=self.timeout_s)


def current() -> ProcessGroup | None:
    """The group this process joined, or None (a single-process run)."""
    return _GROUP


def join(coordinator: str | None = None, num_processes: int | None = None, process_id: int | None = None,
         *, replicas: int | None, platform: str = "cpu", timeout_s: float = DEFAULT_TIMEOUT_S) -> ProcessGroup:
    """Join the process group through `jax.distributed.initialize`, before anything starts a JAX
    backend. `coordinator` is HOST:PORT (process 0 serves there); whatever is None is detected from
    the cluster the way jax.distributed does (SLURM, Open MPI, …). `replicas`: the text's global
    replica count; on the CPU each process exposes replicas / processes host devices (None: one
    each, for texts every process runs alone, as the eval forward). Joining again
    with the same settings returns the same group; anything else is an error."""
    global _GROUP
    if _GROUP is not None:
        if (coordinator in (None, _GROUP.coordinator) and num_processes in (None, _GROUP.num_processes)
                and process_id in (None, _GROUP.process_id)):
            return _GROUP
        raise LowererUnavailable(f"this process already joined {_GROUP}; one process joins one group")
    Processes(num_processes or 0, process_id, coordinator, timeout_s)   # the same checks as the flags
    import jax
    from jax._src import xla_bridge
    from jax._src.clusters import ClusterEnv

    if xla_bridge.backends_are_initialized():
        raise LowererUnavailable("jax's backends already started in this process; join the process group "
                                 "before anything compiles or runs (hlocert train/eval do it first)")
    t = int(timeout_s)
    if None in (coordinator, num_processes, process_id):
        coordinator, num_processes, process_id, _ = ClusterEnv.auto_detect_unset_distributed_params(
            coordinator, num_processes, process_id, None, None, t)
    if None in (coordinator, num_processes, process_id):
        raise LowererUnavailable(
            f"no cluster detected to fill in the process group (coordinator={coordinator}, "
            f"processes={num_processes}, process id={process_id}); give --coordinator HOST:PORT "
            f"--num-processes N --process-id I, or run under a cluster jax.distributed detects (SLURM, Open MPI, …)")
    if not 0 <= process_id < num_processes:
        raise LowererUnavailable(f"the cluster gave process id {process_id} of {num_processes} processes")
    if replicas is not None and replicas % num_processes:
        raise LowererUnavailable(f"{replicas} replicas do not split over {num_processes} processes; choose a "
                                 f"variant whose replica count is a multiple of {num_processes}")
    if platform == "cpu":
        jax.config.update("jax_num_cpu_devices", replicas // num_processes if replicas else 1)
    _initialize(coordinator, num_processes, process_id, t)
    state = jax._src.distributed.global_state
    group = ProcessGroup(process_id, num_processes, coordinator, float(timeout_s), state.client)
    group.start_beating()
    me = {"where": _where(), "pid": os.getpid(), "start": _start_time(os.getpid())}
    group._who = dict(enumerate(group.all_gather("who", me)))
    _GROUP = group
    return _GROUP


JOIN_MARGIN_S = 5   # XLA's own join deadline lies this far past ours, so ours always speaks first


def _initialize(coordinator: str, num_processes: int, process_id: int, t: int) -> None:
    """`jax.distributed.initialize`, every failure one line. Process 0 first checks its port: a
    bind gRPC cannot make ends in a SIGSEGV. A join that does not finish (no coordinator answers,
    or a foreign one; a process never comes) ends in XLA's LOG(FATAL) abort, which Python cannot
    catch: so XLA's deadline is set JOIN_MARGIN_S past ours, and a timer prints the line and ends
    this process at ours."""
    import jax

    port = coordinator.rsplit(":", 1)[1]
    if process_id == 0 and (why := port_in_use(int(port))):    # process 0 serves the group on every address
        raise LowererUnavailable(f"process 0 of {num_processes} cannot serve the group on port {port} ({why}); "
                                 f"free it or give every process another --coordinator port")
    hint = "start every process with the same --coordinator and --num-processes"
    lock, joined = threading.Lock(), []

    def give_up():
        with lock:
            if not joined:
                print(f"hlocert: error: process {process_id} of {num_processes} could not join the group at "
                      f"{coordinator} within {t} s (no coordinator answered there, or not every process came); "
                      f"{hint}", file=sys.stderr, flush=True)
                os._exit(2)

    timer = threading.Timer(t, give_up)
    timer.daemon = True
    timer.start()
    try:
        jax.distributed.initialize(coordinator, num_processes, process_id, initialization_timeout=t + JOIN_MARGIN_S,
                                   heartbeat_timeout_seconds=t, shutdown_timeout_seconds=t)
    except (ValueError, RuntimeError) as e:   # a coordinator that refused us, …
        raise LowererUnavailable(f"process {process_id} of {num_processes} could not join the group at "
                                 f"{coordinator} within {t} s ({_first_line(e)}); {hint}") from None
    finally:
        with lock:
            joined.append(True)
            timer.cancel()


def collective_failed(group: ProcessGroup, error: Exception) -> ProcessLost:
    """The ProcessLost for a collective that failed under `group` (a peer is gone: name it)."""
    return ProcessLost(group.process_id, group.num_processes, group.lost(),
                       f"a collective failed ({_first_line(error)})")


def stop(error: ProcessLost, code: int = 3) -> None:
    """Print `error` and end this process now. A normal exit would wait in jax.distributed's
    shutdown barrier for the lost process (up to the timeout) and then be aborted by XLA."""
    print(f"hlocert: {error}", file=sys.stderr, flush=True)
    os._exit(code)


def leave(group: ProcessGroup) -> None:
    """End a multi-process command that finished, while everything is still alive: a last barrier
    (every process is past its last collective and has written what it writes), then
    jax.distributed's own shutdown, whose barrier lets process 0 (it serves the coordination
    service) stop only after every process has disconnected. Left to the interpreter's exit, that
    shutdown raced the teardown of the rest (a finished run's process 1 aborted at exit, "terminate
    called after throwing an instance of ''", once in tests/runtime/test_multiprocess.py under
    load); ending a process by os._exit after the barrier instead let process 0 take the service
    down under process 1's poll (SIGABRT: "Socket closed"). The beat thread stops before the shutdown:
    left running, it was inside a store call at the interpreter's exit now and then, and that
    aborts the process too (stop_beating)."""
    import jax

    group.barrier("done")
    group.stop_beating()       # out of the store before its client shuts down (stop_beating)
    sys.stdout.flush()
    sys.stderr.flush()
    jax.distributed.shutdown()
