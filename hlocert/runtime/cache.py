"""On-disk compile cache shared by the lowerers.

Owns: the cache key (sha256 over the module text, lowerer name and version, compiler flags and
host facts, replica count, platform), the entry format, atomic writes, and detecting damaged
entries. It stores opaque bytes: XLA's serialized executable (`LoadedExecutable.serialize()`,
which jaxlib 0.10.2's CPU client can deserialize, also in a fresh process) and IREE's vmfb.

Entry format: MAGIC, then sha256(payload) (32 bytes), then the payload. A truncated or damaged
file fails the checksum and is deleted and recompiled, never handed to a deserializer: jaxlib
warns that loading a serialized executable may run arbitrary code. The checksum guards against
damage, not tampering, so the cache directory must be as trusted as the code you run.

Default directory: `$HLOCERT_CACHE_DIR`, else `~/.cache/hlocert/compile`.
"""
from __future__ import annotations

import hashlib
import os
import tempfile
import warnings
from pathlib import Path

MAGIC = b"HLOCERT-CACHE-1\n"
_DIGEST = 32


def default_cache_dir() -> Path:
    env = os.environ.get("HLOCERT_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    return Path.home() / ".cache" / "hlocert" / "compile"


class CompileCache:
    """A directory of compiled artifacts. Counters make hits observable without timing:
    `hits`, `misses`, `stores`, `rejected` (damaged or unloadable entries removed)."""

    def __init__(self, directory: str | os.PathLike[str] | None = None):
        self.directory = Path(directory).expanduser() if directory is not None else default_cache_dir()
        self.hits = 0
        self.misses = 0
        self.stores = 0
        self.rejected = 0

    @staticmethod
    def key(*, text: str, lowerer: str, version: str, flags: str, replicas: int, platform: str) -> str:
        h = hashlib.sha256()
        # Length-prefix every field so no two different field tuples hash the same bytes.
        for part in (lowerer, version, flags, str(replicas), platform, text):
            b = part.encode("utf-8")
            h.update(len(b).to_bytes(8, "little"))
            h.update(b)
        return h.hexdigest()

    def path(self, key: str) -> Path:
        return self.directory / f"{key}.bin"

    def load(self, key: str) -> bytes | None:
        """The payload stored under `key`, or None (absent, or damaged: then it is removed)."""
        p = self.path(key)
        try:
            data = p.read_bytes()
        except FileNotFoundError:
            self.misses += 1
            return None
        head = len(MAGIC) + _DIGEST
        payload = data[head:]
        if len(data) < head or data[: len(MAGIC)] != MAGIC or hashlib.sha256(payload).digest() != data[len(MAGIC):head]:
            self.reject(key, "its checksum does not match (truncated or damaged file)")
            return None
        self.hits += 1
        return payload

    def store(self, key: str, payload: bytes) -> None:
        """Write atomically (temp file in the same directory, then rename), so a reader sees the
        old entry, no entry, or the whole new one. A failed write warns and is otherwise ignored:
        the executable in hand is still good."""
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=".tmp-", suffix=".bin")
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(MAGIC)
                    f.write(hashlib.sha256(payload).digest())
                    f.write(payload)
                    f.flush()
                    os.fsync(f.fileno())
                os.replace(tmp, self.path(key))
            except BaseException:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
                raise
        except OSError as e:
            warnings.warn(
                f"hlocert compile cache: could not write {self.path(key)} ({e}); the executable "
                f"was not cached. Set HLOCERT_CACHE_DIR to a writable directory or pass cache=False.",
                RuntimeWarning,
                stacklevel=3,
            )
            return
        self.stores += 1

    def reject(self, key: str, why: str, *, was_hit: bool = False) -> None:
        """Remove a bad entry so the caller recompiles; counted in `rejected` and as a miss, and
        warned about. `was_hit`: `load` had returned it (counted as a hit) before the lowerer
        found it unusable."""
        self.rejected += 1
        if was_hit:
            self.hits -= 1
        self.misses += 1
        warnings.warn(
            f"hlocert compile cache: entry {self.path(key)} is unusable: {why}; removing it and recompiling",
            RuntimeWarning,
            stacklevel=3,
        )
        try:
            self.path(key).unlink()
        except OSError:
            pass

    def __repr__(self) -> str:
        return (
            f"CompileCache({str(self.directory)!r}, hits={self.hits}, misses={self.misses}, "
            f"stores={self.stores}, rejected={self.rejected})"
        )


def resolve_cache(cache: "CompileCache | str | os.PathLike[str] | bool | None") -> CompileCache | None:
    """The lowerers' `cache=` option: True -> default directory, False/None -> off, a path or a
    CompileCache -> that one."""
    if cache is True:
        return CompileCache()
    if cache is False or cache is None:
        return None
    if isinstance(cache, CompileCache):
        return cache
    if isinstance(cache, (str, os.PathLike)):
        return CompileCache(cache)
    raise TypeError(
        f"cache must be True, False, None, a directory or a CompileCache, got {type(cache).__name__}"
    )


def host_cpu_fingerprint() -> str:
    """Machine and CPU feature flags, for keys of artifacts compiled for the host CPU: a cache
    directory shared between machines (an NFS home) must not hand one CPU's code to another,
    where it could die on an illegal instruction."""
    import platform

    flags = ""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith(("flags", "Features")):
                    flags = line.split(":", 1)[1].strip()
                    break
    except OSError:
        flags = platform.processor()
    return f"{platform.machine()}:{hashlib.sha256(flags.encode()).hexdigest()[:16]}"
