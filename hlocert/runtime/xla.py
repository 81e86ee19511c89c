"""The XLA lowerer: StableHLO text -> jaxlib 0.10.2's PJRT client (CPU, or GPU where present).

Owns: compiling text with `Client.compile_and_load`, keeping arguments device-resident,
input/output aliasing, replicas (data parallel) through `execute_sharded`, and (de)serializing
executables for the compile cache. In a multi-process run (distributed.py) the replicas are all
global devices, in process order: every process compiles the same text with the same device
assignment and feeds only the shards of its own devices (`Executable.local_replicas`).

What jaxlib 0.10.2 does, checked on the CPU client:
- `tf.aliasing_output = K : i32` on an argument makes the compiled HLO carry
  `input_output_alias={ {}: (i, {}, may-alias) }`, and `execute` then donates that argument:
  the input `jax.Array` is deleted and, if nothing else references its memory, result K reuses
  the very same buffer (`unsafe_buffer_pointer()` equal). "Nothing else" matters, and is easy
  to break silently on CPU:
  * `jax.device_put(numpy_array)` wraps the numpy memory zero-copy when it is 64-byte aligned
    (so it depends on where numpy happened to allocate), and `may_alias=False` does not prevent
    it for numpy input in jax 0.10.2. Donating such an array deletes it, but XLA copies instead
    of updating in place. So `put`/`run` follow the host transfer with a device-side copy.
  * a live `np.asarray(jax_array)` view is an external reference too: XLA then does not even
    delete the input. So `to_host` returns `np.array(h, copy=True)`.
- `execute_sharded` segfaults the process (jaxlib 0.10.2, CPU) when an argument is deleted or has
  the wrong shape, where `execute` raises. So every argument is checked here first.
- `LoadedExecutable.serialize()` + `Client.deserialize_executable(bytes, DeviceList, CompileOptions)`
  round-trip on the CPU client, also across processes, keeping aliasing and replica count; so
  XLA executables are cached (see cache.py for why entries are checksummed before loading).
"""
from __future__ import annotations

import contextlib
import os
from typing import Any, Sequence

import jax
import jaxlib.version
import numpy as np
from jax._src.interpreters import mlir as _jax_mlir
from jax._src.lib import xla_client as xc
from jax.extend import backend as _backend
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P
from jaxlib.mlir import ir as _ir

from hlocert.errors import CompileError, LowererUnavailable
from hlocert.runtime import distributed
from hlocert.runtime.base import Executable, Lowerer, consumed_message
from hlocert.runtime.cache import host_cpu_fingerprint, resolve_cache
from hlocert.runtime.signature import Signature, check_argument, parse_signature

_JaxRuntimeError = jax.errors.JaxRuntimeError


# XLA-CPU's default scheduler lets independent thunks run concurrently, so buffer assignment may
# not reuse memory between them: 49 independent tap reductions of a shifted depthwise weight
# gradient then each keep an activation-sized slice alive (445 MiB of temporaries for one
# 8×56×56×96 stage instead of 11 MiB) and run 4× slower. The memory-optimized scheduler fixes
# both (the whole t64b16 bench step with shifted multiply-add depthwise convs: 0.76× the time; bench/step_variants.py, BENCHMARKS.md
# "Speed work", lever 5). The deprecated boolean flag
# xla_cpu_enable_concurrency_optimized_scheduler=false only takes effect through XLA_FLAGS.
# XLA-CPU asks LLVM for 256-bit vectors by default ("prefer-vector-width" on every kernel); on a CPU
# with AVX-512 512 lets its loop fusions' kernels use the zmm registers (MobileNetV2's step: 1,421 →
# 31,403 zmm instructions in its object files) and every net's step ran 0.95–0.99× the time at 1 and
# 2 threads on a Zen 5 EPYC (BENCHMARKS.md, "XLA-CPU's vector width"). LLVM's X86 backend vectorizes
# 512 bits wide only where the CPU has AVX-512, so without it the preference changes nothing (not
# measured on such a CPU: `xla_cpu_max_isa=AVX2` leaves zmm code in these kernels, so it is no stand-in).
CPU_OPTIONS = {"xla_cpu_scheduler_type": "CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED", "xla_cpu_prefer_vector_width": 512}


class XlaLowerer(Lowerer):
    """`get_lowerer("xla", platform="cpu"|"gpu", options=None, cache=True)`.

    `options` are XLA debug options for every compile (name → value, as in XLA_FLAGS without the
    dashes); None means `CPU_OPTIONS` on the CPU and none on a GPU."""

    name = "xla"

    def __init__(self, platform: str = "cpu", options: dict | None = None, cache: Any = True):
        if platform not in ("cpu", "gpu"):
            raise ValueError(f"xla: platform must be 'cpu' or 'gpu', got {platform!r}")
        try:
            self._client = _backend.get_backend(platform)
        except RuntimeError as e:
            jax_platforms = os.environ.get("JAX_PLATFORMS")
            fix = (
                "install jax's CUDA plugin (`pip install 'jax[cuda12]==0.10.2'`) on a machine with "
                "an NVIDIA driver, and leave 'cuda' in JAX_PLATFORMS"
                if platform == "gpu"
                else "leave 'cpu' in JAX_PLATFORMS"
            )
            raise LowererUnavailable(
                f"xla: no {platform!r} platform in jaxlib here ({e}); JAX_PLATFORMS={jax_platforms!r}; {fix}"
            ) from e
        self.platform = platform
        self._overrides = dict(CPU_OPTIONS if platform == "cpu" else {}) if options is None else dict(options)
        self.cache = resolve_cache(cache)
        self._group = distributed.current()
        # replicated texts run on every process's devices, in process order; a 1-replica text
        # (the eval forward) runs on this process's first device, in a group or not
        self._devices = list(self._client.devices())
        self._local_devices = list(self._client.local_devices())
        # XLA-CPU splits each large loop fusion into as many parts as the process could run on CPUs
        # when its CPU client started (its ParallelTaskAssigner; the client starts by now): an
        # executable compiled in a process under `taskset -c 0` runs its loop fusions on one core
        # whatever the process that loads it has. So the cache keys by that count.
        self._cpus = _schedulable_cpus()
        if not self._local_devices:
            raise LowererUnavailable(f"xla: the {platform!r} platform has no local devices")

    @property
    def version(self) -> str:
        return f"jaxlib {jaxlib.version.__version__}; {self._client.platform} {self._client.platform_version}"

    @property
    def devices(self) -> list[Any]:
        return list(self._devices)

    def _devices_for(self, replicas: int) -> list[Any]:
        return self._local_devices[:1] if replicas == 1 else self._devices[:replicas]

    def _signature(self, text: str) -> Signature:
        return parse_signature(text, _ir, _jax_mlir.make_ir_context(), self.name)

    def _check_replicas(self, replicas: int) -> None:
        if self._group is not None and replicas not in (1, len(self._devices)):
            raise LowererUnavailable(
                f"xla: the {self._group.num_processes} processes hold {len(self._devices)} {self.platform} "
                f"devices together, and a multi-process run uses each for one replica; this text has "
                f"replicas={replicas}: give each process replicas/processes devices"
            )
        if replicas > len(self._devices):
            how = (
                f"set XLA_FLAGS=--xla_force_host_platform_device_count={replicas} (or call "
                f"jax.config.update('jax_num_cpu_devices', {replicas})) before jax starts"
                if self.platform == "cpu"
                else f"run on a machine with {replicas} GPUs"
            )
            raise LowererUnavailable(
                f"xla: replicas={replicas} needs {replicas} {self.platform} devices, only "
                f"{len(self._devices)} exist; {how}"
            )

    def _cache_flags(self, text: str, replicas: int) -> str:
        devs = self._devices_for(replicas)
        host = (f"{host_cpu_fingerprint()};cpus={self._cpus}" if self.platform == "cpu"
                else devs[0].device_kind)
        group = f"process={self._group.process_id}/{self._group.num_processes};" if self._group else ""
        return (
            f"{group}devices={[d.id for d in devs]};kind={devs[0].device_kind};host={host};"
            f"XLA_FLAGS={os.environ.get('XLA_FLAGS', '')};options={sorted(self._overrides.items())}"
        )

    def _options(self, replicas: int) -> tuple[Any, Any]:
        devs = self._devices_for(replicas)
        opts = xc.CompileOptions()
        if self._overrides:
            opts.env_option_overrides = list(self._overrides.items())
        if replicas > 1:
            opts.executable_build_options.num_replicas = replicas
            ids = np.array([d.id for d in devs])
            opts.device_assignment = xc.DeviceAssignment.create(ids.reshape(replicas, 1))
        return xc.DeviceList(tuple(devs)), opts

    def _compile(self, text: str, sig: Signature, replicas: int) -> tuple[Executable, bytes | None]:
        devices, opts = self._options(replicas)
        try:
            exe = self._client.compile_and_load(text, devices, opts)
        except _JaxRuntimeError as e:
            raise CompileError(f"xla ({self.platform}): could not compile the module: {e}") from e
        try:
            payload = exe.serialize()
        except _JaxRuntimeError:     # a thunk XLA cannot serialize (oneDNN fusions): not cacheable
            payload = None
        return XlaExecutable(exe, self._devices_for(replicas), sig, replicas, self._group), payload

    def _load(self, payload: bytes, sig: Signature, replicas: int) -> Executable:
        devices, opts = self._options(replicas)
        exe = self._client.deserialize_executable(payload, devices, opts)
        return XlaExecutable(exe, self._devices_for(replicas), sig, replicas, self._group)


def _schedulable_cpus() -> int:
    """The CPUs this process may run on (its affinity; all of them where the OS has none)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


class XlaExecutable(Executable):
    """Handles are `jax.Array`s on this executable's device(s); `raw` is the jaxlib
    `LoadedExecutable` (for `cost_analysis()`, `hlo_modules()`, ...)."""

    lowerer = "xla"

    def __init__(self, exe: Any, devices: list[Any], sig: Signature, replicas: int,
                 group: distributed.ProcessGroup | None = None):
        self.raw = exe
        self.signature = sig
        self.replicas = replicas
        self._devices = devices
        self._group = group
        self._mesh = Mesh(np.array(devices), ("r",)) if replicas > 1 else None
        me = devices[0].client.process_index()
        self._local = tuple(r for r, d in enumerate(devices) if d.process_index == me)

    @property
    def local_replicas(self) -> tuple[int, ...]:
        return self._local

    # -- arguments -------------------------------------------------------------------------------

    def put(self, arrays: Sequence[Any]) -> list[Any]:
        if self.replicas == 1:
            return [_put(a, self._devices[0]) for a in arrays]
        self._check_replica_lists(arrays, "put")
        return [[_put(a, self._devices[r]) for a in per] for per, r in zip(arrays, self._local)]

    def _arg(self, i: int, a: Any, r: int) -> Any:
        where = f" of replica {r}" if self.replicas > 1 else ""
        dev = self._devices[r]
        if isinstance(a, jax.Array):
            if a.is_deleted():
                raise ValueError(consumed_message(self.lowerer, i, where))
            check_argument(self.signature, i, a.shape, a.dtype, where)
            if a.devices() != {dev}:
                raise ValueError(
                    f"xla: argument {i}{where} lives on {sorted(str(d) for d in a.devices())} but "
                    f"this executable runs {'replica ' + str(r) if where else ''} on {dev}; "
                    f"move it with this executable's put()"
                )
            return a
        if not isinstance(a, (np.ndarray, np.generic)):
            raise TypeError(
                f"xla: argument {i}{where} is a {type(a).__name__}; pass a numpy array or a handle "
                f"from this lowerer's put()/run()"
            )
        check_argument(self.signature, i, np.shape(a), a.dtype, where)
        return _put(a, dev, checked=True)

    # -- running ---------------------------------------------------------------------------------

    def run(self, args: Sequence[Any]) -> list[Any]:
        if self.replicas == 1:
            args = list(args)
            self._check_arity(args)
            self._check_not_reused(args)
            bufs = [self._arg(i, a, 0) for i, a in enumerate(args)]
            try:
                return list(self.raw.execute(bufs))
            except _JaxRuntimeError as e:
                raise RuntimeError(f"xla ({self._devices[0]}): execution failed: {e}") from e
        return self._run_replicas(args)

    def _run_replicas(self, args: Sequence[Any]) -> list[list[Any]]:
        n = self.replicas
        self._check_replica_lists(args, "run")
        per = [list(a) for a in args]
        for r, pr in zip(self._local, per):
            self._check_arity(pr, f" in replica {r}")
            self._check_not_reused(pr)
        bufs = [[self._arg(i, a, r) for i, a in enumerate(pr)] for r, pr in zip(self._local, per)]
        global_args = []
        for i, t in enumerate(self.signature.inputs):
            shards = [b[i] for b in bufs]
            if t.shape:
                # The recipe that works from raw text: one global array, axis 0 split over the
                # 1-D replica mesh; each replica's program sees its own shard.
                gshape, spec = (n * t.shape[0], *t.shape[1:]), P("r")
            else:
                # A scalar cannot be split; declaring it replicated still hands each replica its
                # own buffer, which is all execute_sharded reads.
                gshape, spec = (), P()
            global_args.append(
                jax.make_array_from_single_device_arrays(gshape, NamedSharding(self._mesh, spec), shards)
            )
        try:
            outs = self.raw.execute_sharded(global_args).disassemble_into_single_device_arrays()
        except _JaxRuntimeError as e:
            if self._group is not None:   # a peer process is gone (or failed): name it
                raise distributed.collective_failed(self._group, e) from None
            raise RuntimeError(f"xla ({n} replicas): execution failed: {e}") from e
        # jaxlib returns [result][local replica]; the runtime's convention is [replica][result].
        return [[outs[k][j] for k in range(len(outs))] for j in range(len(self._local))]

    # -- results ---------------------------------------------------------------------------------

    def to_host(self, handles: Sequence[Any]) -> list[Any]:
        if self.replicas == 1:
            return [_host(h, i) for i, h in enumerate(handles)]
        self._check_replica_lists(handles, "to_host")
        try:
            return [[_host(h, i, f" of replica {r}") for i, h in enumerate(per)]
                    for r, per in zip(self._local, handles)]
        except _JaxRuntimeError as e:   # execution is asynchronous: a failed collective surfaces here
            if self._group is not None:
                raise distributed.collective_failed(self._group, e) from None
            raise RuntimeError(f"xla ({self.replicas} replicas): execution failed: {e}") from e

    def memory_stats(self) -> dict[str, int]:
        s = self.raw.get_compiled_memory_stats()
        return {k: getattr(s, k) for k in dir(s) if k.endswith("_bytes") and isinstance(getattr(s, k), int)}


def _put(a: Any, device: Any, checked: bool = False) -> Any:
    """A device buffer that nothing else references, so XLA can donate it (module docstring).
    `checked`: `a`'s dtype is the one its argument declares (run() checked it), so a 64-bit array
    stays 64-bit: without jax's x64 mode device_put would narrow a float64 array for a float64
    argument to float32, which the executable then refuses in XLA's raw words. put() leaves
    jax's canonical dtypes as they were."""
    if isinstance(a, jax.Array):
        return jax.device_put(a, device, may_alias=False)
    a = np.asarray(a)
    with jax.enable_x64(True) if checked and a.dtype.itemsize == 8 else contextlib.nullcontext():
        h = jax.device_put(a, device)
        if device.platform == "cpu":
            # jax 0.10.2 ignores may_alias=False for numpy input and wraps 64-byte-aligned numpy
            # memory zero-copy; a device-side copy of that wrapper is a buffer of our own.
            h = jax.device_put(h, device, may_alias=False)
    return h


def _host(h: Any, i: int, where: str = "") -> np.ndarray:
    if not isinstance(h, jax.Array):
        raise TypeError(f"xla: to_host item {i}{where} is a {type(h).__name__}, not a handle from run()/put()")
    if h.is_deleted():
        raise ValueError(
            f"xla: to_host item {i}{where} was consumed by a run (tf.aliasing_output); "
            f"read that run's result instead"
        )
    # A copy, not np.asarray: a cached view would block later donation of this buffer.
    return np.array(h, copy=True)
