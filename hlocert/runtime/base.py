"""The lowerer interface of hlocert's runtime, and run-time selection of a lowerer.

Owns: `Lowerer` (module text -> `Executable`, at once or on the lowerer's compile thread:
`compile_in_background`), `Executable` (device-resident arguments, running,
copying results to the host), and `get_lowerer(name, **opts)`. The lowerers themselves live in
`xla.py` and `iree.py`; the on-disk compile cache in `cache.py`; the reading of `@main`'s calling
contract from the text in `signature.py`; the runtime's errors (`CompileError`,
`LowererUnavailable`) in hlocert/errors.py.

Contract shared by both lowerers:
- Handles are device-resident arrays owned by the lowerer (`jax.Array` for XLA, `IreeBuffer` for
  IREE). Each has `.shape`, `.dtype` and `.is_deleted()`. `run` accepts them (or host numpy
  arrays) in any argument position, so a step's outputs can be fed back as the next step's
  inputs without a host round trip.
- An argument whose `@main` parameter carries `tf.aliasing_output = K` is *consumed* by `run`:
  the lowerer writes result K into its buffer. Feeding a consumed handle again is a ValueError
  (XLA deletes it; IREE would silently read the new value, so the IREE wrapper marks it).
  Host numpy arguments are always copied to the device first, so the caller's arrays are never
  written.
- No implicit dtype or shape conversion: an argument must match `@main`'s type exactly.
"""
from __future__ import annotations

import ctypes
import functools
import importlib
import time
from concurrent.futures import Future, ThreadPoolExecutor
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, Sequence

import numpy as np

from hlocert.errors import LowererUnavailable

if TYPE_CHECKING:
    from hlocert.runtime.cache import CompileCache
    from hlocert.runtime.signature import Signature


@functools.cache
def _malloc_trim():
    try:
        return ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):    # not glibc (musl, macOS): nothing to call
        return None


def release_freed_heap() -> bool:
    """Hand the C heap's free pages back to the OS (glibc `malloc_trim(0)`); False where the C
    library has no malloc_trim.

    glibc keeps pages that were freed mapped, so a compile's freed working memory and the host
    copies of a step's arguments stay in the process's RSS and add to every later peak: compiling
    the largest 64² bench step (t64b16) left XLA's process 1.2 GiB larger, most of it freed memory
    (BENCHMARKS.md, "Issue 18, round 2", lever (d))."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True


# name -> (module, class, what to install when the import fails)
_LOWERERS = {
    "xla": ("hlocert.runtime.xla", "XlaLowerer", "jax==0.10.2 jaxlib==0.10.2"),
    "iree": ("hlocert.runtime.iree", "IreeLowerer", "iree-base-compiler==3.13.0 iree-base-runtime==3.13.0"),
}


def available_lowerers() -> tuple[str, ...]:
    """The names `get_lowerer` knows (not a promise that each can run here)."""
    return tuple(_LOWERERS)


def get_lowerer(name: str, **opts: Any) -> "Lowerer":
    """Return the lowerer called `name` ("xla" or "iree"), constructed with `opts`.

    XLA options: platform="cpu"|"gpu", options (XLA debug options; default xla.CPU_OPTIONS on
    the CPU), cache. IREE options: platform="cpu"|"gpu" (CUDA),
    cuda_target="sm_80", extra_flags=(), cache, im2col="auto"|"on"|"off" (iree.im2col_applies). `cache` is True (default: `$HLOCERT_CACHE_DIR/compile`
    or ~/.cache/hlocert/compile), False/None (off), a directory, or a `CompileCache`.

    Never falls back to another lowerer: an unknown name, a failed import or a missing device
    raises LowererUnavailable saying what is missing.
    """
    if name not in _LOWERERS:
        raise LowererUnavailable(
            f"unknown lowerer {name!r}; choose one of {', '.join(repr(n) for n in _LOWERERS)}"
        )
    module_name, class_name, packages = _LOWERERS[name]
    try:
        module = importlib.import_module(module_name)
    except ImportError as e:
        raise LowererUnavailable(
            f"lowerer {name!r} cannot be imported ({e}); install it with `pip install {packages}`"
        ) from e
    return getattr(module, class_name)(**opts)


class Executable(ABC):
    """A compiled module, bound to its device(s).

    For replicas == 1, `put`/`run`/`to_host` take and return flat lists (one entry per `@main`
    argument or result). For replicas N > 1 they take and return N per-replica lists:
    `run([[a0, b0], [a1, b1]]) -> [[out0_r0, ...], [out0_r1, ...]]`. In a multi-process run
    (runtime/distributed.py) each process passes and gets the lists of its `local_replicas` only.
    """

    lowerer: str
    replicas: int
    signature: "Signature"
    from_cache: bool = False  # True when this executable was loaded from the compile cache
    compile_s: float = 0.0    # seconds `Lowerer.compile` took: the compile, or the load from the cache
    # Where it came from, for log lines: "compile cache entry PATH", or "compiled fresh; ..."
    # saying whether it was stored and where, or why the cache was not used.
    provenance: str = "compiled fresh"

    @abstractmethod
    def put(self, arrays: Sequence[Any]) -> list[Any]:
        """Copy host arrays to the device(s); returns handles for `run`. No dtype conversion."""

    @abstractmethod
    def run(self, args: Sequence[Any]) -> list[Any]:
        """Run `@main` on host arrays and/or handles; returns device-resident result handles.

        Arguments in `tf.aliasing_output` positions are consumed (see the module docstring).
        """

    @abstractmethod
    def to_host(self, handles: Sequence[Any]) -> list[Any]:
        """Copy handles to fresh host numpy arrays (never views of device memory, which a later
        in-place update could change, and which would keep XLA from donating the buffer)."""

    @abstractmethod
    def memory_stats(self) -> dict[str, int] | None:
        """XLA: the compiled memory statistics in bytes; IREE: None (it reports none)."""

    @property
    def local_replicas(self) -> tuple[int, ...]:
        """The global replica indices this process feeds: all of them, but in a multi-process run."""
        return tuple(range(self.replicas))

    def __call__(self, *args: Any) -> list[Any]:
        """`to_host(run(list(args)))`: numpy in, numpy out. `exe(a, b)`; with N replicas, one
        list per replica: `exe([a0, b0], [a1, b1])` -> `[[outs of replica 0], [outs of replica 1]]`."""
        return self.to_host(self.run(list(args)))

    def _check_arity(self, args: Sequence[Any], where: str = "") -> None:
        n = len(self.signature.inputs)
        if len(args) != n:
            raise ValueError(f"{self.lowerer}: @main takes {n} arguments{where}, got {len(args)}")

    def _check_replica_lists(self, args: Sequence[Any], what: str) -> None:
        n = len(self.local_replicas)
        if len(args) != n or not all(isinstance(a, (list, tuple)) for a in args):
            here = f" ({n} in this process)" if n != self.replicas else ""
            raise ValueError(
                f"{self.lowerer}: this executable has {self.replicas} replicas{here}; {what} takes a list "
                f"of {n} per-replica lists, got {type(args).__name__} of length {len(args)}"
            )

    def _check_not_reused(self, args: Sequence[Any]) -> None:
        # A donated buffer must not also be read through another argument of the same call.
        # Host arrays are copied per argument, so only device handles can collide.
        host = (np.ndarray, np.generic)
        donated = {id(args[i]) for i in self.signature.aliases if not isinstance(args[i], host)}
        seen: set[int] = set()
        for i, a in enumerate(args):
            if isinstance(a, host):
                continue
            if id(a) in donated and id(a) in seen:
                raise ValueError(
                    f"{self.lowerer}: argument {i} is the same handle as an earlier argument and one "
                    f"of them is donated (tf.aliasing_output); pass a separate copy"
                )
            seen.add(id(a))


def consumed_message(lowerer: str, i: int, where: str = "") -> str:
    return (
        f"{lowerer}: argument {i}{where} is a handle that was consumed (or deleted): a handle passed "
        f"in a tf.aliasing_output position is consumed by that run, which writes its result into "
        f"the handle's buffer; pass that run's result instead"
    )


class Lowerer(ABC):
    """Turns StableHLO module text into an `Executable`.

    `compile` is shared: it reads `@main`'s signature, checks `replicas` against the module's
    `mhlo.num_replicas`, consults the compile cache, and only then calls the lowerer.
    """

    name: str
    platform: str
    cache: "CompileCache | None"
    _compile_thread: ThreadPoolExecutor | None = None    # compile_in_background's, made at its first use

    @property
    @abstractmethod
    def version(self) -> str:
        """Everything about the lowerer's software that can change its output (part of the cache key)."""

    @abstractmethod
    def _signature(self, text: str) -> "Signature":
        """Parse `text` with this lowerer's own MLIR binding."""

    @abstractmethod
    def _check_replicas(self, replicas: int) -> None:
        """Raise LowererUnavailable if this lowerer cannot run `replicas` replicas here."""

    @abstractmethod
    def _cache_flags(self, text: str, replicas: int) -> str:
        """Compiler flags (those the lowerer chooses for `text` included) and host facts that the
        compiled artifact depends on."""

    @abstractmethod
    def _compile(self, text: str, sig: "Signature", replicas: int) -> tuple[Executable, bytes | None]:
        """Compile; return the executable and its serialized form (None: not cacheable)."""

    @abstractmethod
    def _load(self, payload: bytes, sig: "Signature", replicas: int) -> Executable:
        """Rebuild an executable from `_compile`'s serialized form; raise if it is unusable."""

    def compile(self, text: str, *, replicas: int = 1) -> Executable:
        if not isinstance(text, str):
            raise TypeError(f"{self.name}: compile takes the module as str, got {type(text).__name__}")
        if isinstance(replicas, bool) or not isinstance(replicas, int) or replicas < 1:
            raise ValueError(f"{self.name}: replicas must be a positive int, got {replicas!r}")
        sig = self._signature(text)
        declared = sig.num_replicas if sig.num_replicas is not None else 1
        if replicas > 1 and sig.num_replicas != replicas:
            raise ValueError(
                f"{self.name}: compile(replicas={replicas}) but the module declares "
                f"mhlo.num_replicas = {sig.num_replicas}; put `mhlo.num_replicas = {replicas} : i32` "
                f"in the module's attributes"
            )
        if replicas == 1 and declared != 1:
            raise ValueError(
                f"{self.name}: the module declares mhlo.num_replicas = {declared}; "
                f"call compile(text, replicas={declared})"
            )
        self._check_replicas(replicas)

        t0 = time.perf_counter()
        exe = self._compile_or_load(text, sig, replicas)
        exe.compile_s = time.perf_counter() - t0
        release_freed_heap()     # what the compiler (or loader) freed leaves the RSS now
        return exe

    def compile_in_background(self, text: str, *, replicas: int = 1) -> "Future[Executable]":
        """`compile` on this lowerer's compile thread; `.result()` is the executable (or raises
        what compile raised). Texts given to one lowerer compile one after another, in the order
        given. The caller builds its host inputs meanwhile, so the first step waits for
        max(compile, setup) rather than their sum: XLA's compile and cache load release the GIL
        (bar moments of at most ~1 s) and IREE compiles in an iree-compile subprocess
        (BENCHMARKS.md, "Time to the first step, round 3")."""
        if self._compile_thread is None:
            self._compile_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"hlocert-compile-{self.name}")
        return self._compile_thread.submit(self.compile, text, replicas=replicas)

    def _compile_or_load(self, text: str, sig: "Signature", replicas: int) -> Executable:
        if self.cache is None:
            exe, _ = self._compile(text, sig, replicas)
            exe.provenance = "compiled fresh; compile cache off"
            return exe
        key = self.cache.key(
            text=text,
            lowerer=self.name,
            version=self.version,
            flags=self._cache_flags(text, replicas),
            replicas=replicas,
            platform=self.platform,
        )
        # `load` hands back only bytes the cache's index vouches for under this very key.
        payload = self.cache.load(key)
        if payload is not None:
            try:
                exe = self._load(payload, sig, replicas)
            except Exception as e:  # an entry the index vouches for that this lowerer cannot load
                self.cache.reject(key, f"{self.name} could not load it ({type(e).__name__}: {e})", was_hit=True)
            else:
                exe.from_cache = True
                exe.provenance = f"compile cache entry {self.cache.path(key)}"
                return exe
        exe, payload = self._compile(text, sig, replicas)
        if self.cache.refused is not None:
            exe.provenance = f"compiled fresh; compile cache refused: {self.cache.refused}"
        elif payload is not None:
            stored = self.cache.store(key, payload)
            exe.provenance = f"compiled fresh; {'stored as' if stored else 'could not store'} {self.cache.path(key)}"
        else:
            exe.provenance = f"compiled fresh; {self.name} cannot serialize this executable, so it is not cached"
        return exe

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name} platform={self.platform!r} {self.version}>"
