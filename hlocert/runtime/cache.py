"""On-disk compile cache shared by the lowerers.

Owns: the cache key (sha256 over the module text, lowerer name and version, compiler flags and
host facts, replica count, platform), the directory's safety check, the index of entries,
atomic writes, and refusing any entry the index does not vouch for. It stores opaque bytes:
XLA's serialized executable (`LoadedExecutable.serialize()`, which jaxlib 0.10.2's CPU client
can deserialize, also in a fresh process) and IREE's vmfb. docs/threat_model.md says what this
protects against and what it does not.

Why so careful: loading a serialized executable may run arbitrary code (jaxlib says so), and an
executable taken from the cache is run *instead of* the text the user certified. So:
- The directory is created 0700 and used only if it, and every directory above it, is owned by
  this user (or root) and writable by no one else (a sticky directory such as /tmp excepted).
  Otherwise the cache warns once and is off: every text is compiled afresh.
- Each entry `<key>.bin` is the bare payload. `index.json` beside it maps each key to the
  sha256 of the payload stored under it; the cache writes it atomically, under a lock. Before
  any byte reaches a deserializer, the entry's sha256 must equal the index's record for *its
  own key*: an entry with no record, a damaged or truncated one, or one copied over another
  key's entry (the bytes of a different text) is warned about, removed and recompiled.

Default directory: `$HLOCERT_CACHE_DIR/compile`, else `~/.cache/hlocert/compile`.
"""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import platform
import stat
import tempfile
import warnings
from pathlib import Path
from typing import Iterator

INDEX = "index.json"
INDEX_FORMAT = "hlocert-compile-cache-index-1"
_LOCK = ".lock"


def default_cache_dir() -> Path:
    """`compile/` under hlocert's cache root, as the trainer's `renders/` is (train/trainer.py), so
    that one `HLOCERT_CACHE_DIR` moves both and neither lands among the other's files."""
    env = os.environ.get("HLOCERT_CACHE_DIR")
    root = Path(env).expanduser() if env else Path.home() / ".cache" / "hlocert"
    return root / "compile"


def unsafe_reason(directory: Path) -> str | None:
    """Why `directory` must not hold executables this user runs, or None if it may: it must be a
    directory owned by this user and writable by no one else, and every directory above it must
    be owned by this user or root and writable by no one else unless sticky (as /tmp is: there
    nobody can rename another user's directory away)."""
    uid = os.geteuid()
    real = Path(os.path.realpath(directory))
    st = os.stat(real)
    if not stat.S_ISDIR(st.st_mode):
        return f"{real} is not a directory"
    if st.st_uid != uid:
        return f"{real} is owned by uid {st.st_uid}, not by this user (uid {uid})"
    if st.st_mode & 0o022:
        return f"{real} is writable by others (mode {stat.S_IMODE(st.st_mode):04o})"
    for parent in real.parents:
        st = os.stat(parent)
        if st.st_uid not in (uid, 0):
            return f"its parent {parent} is owned by uid {st.st_uid}, neither this user (uid {uid}) nor root"
        if st.st_mode & 0o022 and not st.st_mode & stat.S_ISVTX:
            return f"its parent {parent} is writable by others (mode {stat.S_IMODE(st.st_mode):04o}) and not sticky"
    return None


class CompileCache:
    """A directory of compiled artifacts. Counters make hits observable without timing:
    `hits`, `misses`, `stores`, `rejected` (entries removed unread or found unloadable).
    `refused` is why the directory is unsafe (then the cache is off), or None."""

    def __init__(self, directory: str | os.PathLike[str] | None = None):
        self.directory = Path(directory).expanduser() if directory is not None else default_cache_dir()
        self.hits = 0
        self.misses = 0
        self.stores = 0
        self.rejected = 0
        self.refused: str | None = None

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

    def usable(self) -> bool:
        """Create the directory (0700) if it is missing; False, warning once, if it is unsafe."""
        if self.refused is None:
            try:
                self.directory.mkdir(mode=0o700, parents=True, exist_ok=True)
                self.refused = unsafe_reason(self.directory)
            except OSError as e:
                self.refused = f"it cannot be created or read ({e})"
            if self.refused is not None:
                warnings.warn(
                    f"hlocert compile cache: not using {self.directory}: {self.refused}; compiling "
                    f"every text afresh. Point HLOCERT_CACHE_DIR (the cache is its compile/ folder) at a "
                    f"directory of your own that no one else can write, or pass --no-compile-cache",
                    RuntimeWarning,
                    stacklevel=3,
                )
        return self.refused is None

    def load(self, key: str) -> bytes | None:
        """The payload stored under `key` if the index vouches for it; else None (absent, or an
        entry the index does not vouch for: then it is removed, unread by any deserializer)."""
        if not self.usable():
            self.misses += 1
            return None
        try:
            with self._locked(fcntl.LOCK_SH):
                recorded = self._read_index().get(key)
                data = self.path(key).read_bytes()
        except FileNotFoundError:
            self.misses += 1
            return None
        except OSError as e:
            warnings.warn(f"hlocert compile cache: cannot read {self.path(key)} ({e}); compiling afresh",
                          RuntimeWarning, stacklevel=3)
            self.misses += 1
            return None
        if recorded is None:
            self.reject(key, "the cache index has no record of it (not written by this cache, or "
                             "its write was interrupted)")
            return None
        actual = hashlib.sha256(data).hexdigest()
        if actual != recorded:
            self.reject(key, f"its sha256 {actual[:16]}… differs from the index's {recorded[:16]}… for this "
                             f"key (a damaged, truncated or replaced file)")
            return None
        self.hits += 1
        return data

    def store(self, key: str, payload: bytes) -> bool:
        """Write atomically (temp file in the same directory, then rename, then the index), so a
        reader sees the old entry, no entry, or the whole new one; an entry whose index record
        was not written is refused on load. A failed write warns and is otherwise ignored: the
        executable in hand is still good. True if it was stored."""
        if not self.usable():
            return False
        try:
            tmp = self._write_temp(payload)
            try:
                with self._locked(fcntl.LOCK_EX):
                    index = self._read_index()
                    os.replace(tmp, self.path(key))
                    index[key] = hashlib.sha256(payload).hexdigest()
                    self._write_index(index)
            finally:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(tmp)
        except OSError as e:
            warnings.warn(
                f"hlocert compile cache: could not write {self.path(key)} ({e}); the executable "
                f"was not cached. Set HLOCERT_CACHE_DIR to a writable directory or pass --no-compile-cache.",
                RuntimeWarning,
                stacklevel=3,
            )
            return False
        self.stores += 1
        return True

    def reject(self, key: str, why: str, *, was_hit: bool = False) -> None:
        """Remove a bad entry and its index record so the caller recompiles; counted in
        `rejected` and as a miss, and warned about. `was_hit`: `load` had returned it (counted
        as a hit) before the lowerer found it unusable."""
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
            with self._locked(fcntl.LOCK_EX):
                with contextlib.suppress(FileNotFoundError):
                    self.path(key).unlink()
                index = self._read_index()
                if index.pop(key, None) is not None:
                    self._write_index(index)
        except OSError:
            pass  # the next load finds the same entry and refuses it again

    # -- the index -------------------------------------------------------------------------------

    @contextlib.contextmanager
    def _locked(self, how: int) -> Iterator[None]:
        """Readers share, writers exclude: a reader never pairs an entry with a stale record."""
        fd = os.open(self.directory / _LOCK, os.O_RDONLY | os.O_CREAT, 0o600)  # flock needs no write access
        try:
            fcntl.flock(fd, how)
            yield
        finally:
            os.close(fd)

    def _read_index(self) -> dict[str, str]:
        """key -> sha256 hex of its payload. A missing or unreadable index vouches for nothing."""
        try:
            doc = json.loads((self.directory / INDEX).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(doc, dict) or doc.get("format") != INDEX_FORMAT or not isinstance(doc.get("sha256"), dict):
            return {}
        return dict(doc["sha256"])

    def _write_index(self, index: dict[str, str]) -> None:
        tmp = self._write_temp(json.dumps({"format": INDEX_FORMAT, "sha256": index}, indent=0).encode())
        os.replace(tmp, self.directory / INDEX)

    def _write_temp(self, data: bytes) -> str:
        fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
        except BaseException:
            os.unlink(tmp)
            raise
        return tmp

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
