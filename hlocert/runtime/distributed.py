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
(SIGABRT), which Python cannot catch. A collective that loses its peer fails at once (gloo:
"Connection reset by peer") but does not say which process is gone. So each process bumps
`hlocert/alive/<id>` in the key-value store twice a second from a daemon thread, and `lost()`
reads the counters twice, `PROBE_S` apart: those that did not move are the lost processes (when
the coordinator itself is gone, the store is too, and process 0 is the lost one). The probe takes
`PROBE_S`, well inside the heartbeat timeout (the group's timeout, at least `2 * PROBE_S`), so the
message is ours and names the process.
"""
from __future__ import annotations

import json
import os
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from hlocert.errors import LowererUnavailable, ProcessLost

PROBE_S = 2.0          # how long `lost()` watches the liveness counters
BEAT_S = 0.5           # how often each process bumps its counter
DEFAULT_TIMEOUT_S = 60

_GROUP: "ProcessGroup | None" = None


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

    @property
    def is_writer(self) -> bool:
        """Process 0 writes the run folder (config, metrics, checkpoints)."""
        return self.process_id == 0

    def _key(self, name: str) -> str:
        # each use of a name gets its own key, so a barrier or gather can be reused in a loop
        n = self._uses[name] = self._uses.get(name, 0) + 1
        return f"hlocert/{name}/{n}"

    def barrier(self, name: str) -> None:
        """Wait until every process reaches barrier `name`; ProcessLost naming the missing ones
        if that takes longer than the group's timeout or a process is gone."""
        key = self._key(name)
        try:
            self._client.wait_at_barrier(key, int(self.timeout_s * 1000))
        except Exception as e:   # jaxlib raises its own XlaRuntimeError for a timeout or a lost peer
            raise self._lost_error(f"barrier {name!r}", e) from None

    def all_gather(self, name: str, value: Any) -> list[Any]:
        """Every process's `value` (JSON), indexed by process id."""
        key = self._key(name)
        try:
            self._client.key_value_set(f"{key}/{self.process_id}", json.dumps(value))
            return [json.loads(self._client.blocking_key_value_get(f"{key}/{p}", int(self.timeout_s * 1000)))
                    for p in range(self.num_processes)]
        except Exception as e:
            raise self._lost_error(f"gathering {name!r}", e) from None

    def lost(self) -> list[int]:
        """The processes whose liveness counter did not move in `PROBE_S` (module docstring)."""
        others = [p for p in range(self.num_processes) if p != self.process_id]

        def counter(p: int) -> str | None:
            try:
                return self._client.key_value_try_get(f"hlocert/alive/{p}")
            except Exception:   # not found, or the store is gone
                return None

        if counter(self.process_id) is None:   # the store lives in process 0's coordination service
            return [0] if self.process_id != 0 else []
        before = {p: counter(p) for p in others}
        time.sleep(PROBE_S)
        return [p for p in others if before[p] is None or counter(p) == before[p]]

    def _lost_error(self, what: str, error: Exception) -> ProcessLost:
        lost = self.lost()
        return ProcessLost(self.process_id, self.num_processes, lost, f"{what} failed: {_first_line(error)}")

    def _beat(self) -> None:
        n = 0
        while True:
            n += 1
            try:
                self._client.key_value_set(f"hlocert/alive/{self.process_id}", str(n), allow_overwrite=True)
            except Exception:   # the coordinator is gone; lost() and the heartbeat timeout report it
                return
            time.sleep(BEAT_S)


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

    def join(self, replicas: int, lowerer: str, platform: str) -> ProcessGroup | None:
        """The group (None for a run alone); `replicas`: the text's global replica count."""
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
         *, replicas: int, platform: str = "cpu", timeout_s: float = DEFAULT_TIMEOUT_S) -> ProcessGroup:
    """Join the process group through `jax.distributed.initialize`, before anything starts a JAX
    backend. `coordinator` is HOST:PORT (process 0 serves there); whatever is None is detected from
    the cluster the way jax.distributed does (SLURM, Open MPI, …). `replicas`: the text's global
    replica count; on the CPU each process exposes replicas / processes host devices. Joining again
    with the same settings returns the same group; anything else is an error."""
    global _GROUP
    if _GROUP is not None:
        if (coordinator in (None, _GROUP.coordinator) and num_processes in (None, _GROUP.num_processes)
                and process_id in (None, _GROUP.process_id)):
            return _GROUP
        raise LowererUnavailable(f"this process already joined {_GROUP}; one process joins one group")
    if timeout_s < 2 * PROBE_S:
        raise ValueError(f"--dist-timeout must be at least {2 * PROBE_S:g} s, got {timeout_s:g}")
    if coordinator is not None and (":" not in coordinator or not coordinator.rsplit(":", 1)[1].isdigit()):
        raise ValueError(f"--coordinator {coordinator!r} is not HOST:PORT (e.g. 10.0.0.1:1234)")
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
        raise ValueError(f"--process-id {process_id} is not in 0..{num_processes - 1} (--num-processes {num_processes})")
    if replicas % num_processes:
        raise ValueError(f"{replicas} replicas do not split over {num_processes} processes; render a "
                         f"variant whose replica count is a multiple of {num_processes}")
    if platform == "cpu":
        jax.config.update("jax_num_cpu_devices", replicas // num_processes)
    try:
        jax.distributed.initialize(coordinator, num_processes, process_id, initialization_timeout=t,
                                   heartbeat_timeout_seconds=t, shutdown_timeout_seconds=t)
    except (ValueError, RuntimeError) as e:   # a coordinator that never answered, a port in use, …
        raise LowererUnavailable(f"process {process_id} of {num_processes} could not join the group at "
                                 f"{coordinator} within {t} s ({_first_line(e)}); start every process "
                                 f"with the same --coordinator and --num-processes") from None
    state = jax._src.distributed.global_state
    _GROUP = ProcessGroup(process_id, num_processes, coordinator, float(timeout_s), state.client)
    threading.Thread(target=_GROUP._beat, name="hlocert-alive", daemon=True).start()
    return _GROUP


def collective_failed(group: ProcessGroup, error: Exception) -> ProcessLost:
    """The ProcessLost for a collective that failed under `group` (a peer is gone: name it)."""
    return group._lost_error("a collective", error)


def stop(error: ProcessLost, code: int = 3) -> None:
    """Print `error` and end this process now. A normal exit would wait in jax.distributed's
    shutdown barrier for the lost process (up to the timeout) and then be aborted by XLA."""
    print(f"hlocert: {error}", file=sys.stderr, flush=True)
    os._exit(code)
