"""On-disk compile cache shared by the lowerers.

Owns: the cache key (sha256 over the module text, lowerer name and version, compiler flags and
host facts, replica count, platform), the directory's safety check, the index of entries,
atomic writes, and refusing any entry the index does not vouch for. It stores opaque bytes:
XLA's serialized executable (`LoadedExecutable.serialize()`, which jaxlib 0.10.2's CPU client
can deserialize, also in a fresh process) and IREE's vmfb. docs/threat_model.md says what this
protects against and what it does not.

Why so careful: loading a serialized executable may run arbitrary code (jaxlib says so), and an
executable taken from the cache is run *instead of* the text the user certified. So:
- The directory is created 0700 and used only if it is owned by this user and writable by no one
  else, and every directory and link on the way to it (each component, each link's target walked
  the same way, as ssh checks its files) is owned by this user or root, a directory writable by
  no one else unless sticky (as /tmp). The walk opens each directory relative to the one before
  with O_NOFOLLOW and checks the open fd; loads and stores then go through the directory's fd
  (`open_private_dir`), so a link flipped between the check and the read cannot redirect it.
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
import errno
import fcntl
import hashlib
import json
import os
import platform
import secrets
import stat
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


class UnsafeDirectory(Exception):
    """Why a directory must not hold executables this user runs."""


_MAX_LINKS = 40   # as the kernel's own limit on links in one path (ELOOP)
# O_PATH: a directory on the way may be searchable but not readable (0711); its fd still serves
# fstat and the *at() calls
_DIR = getattr(os, "O_PATH", os.O_RDONLY) | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


def _check_dir(fd: int, shown: str, final: bool) -> None:
    """UnsafeDirectory unless the open directory `fd` may hold (`final`) or lead to this user's
    executables: the cache itself owned by this user and writable by no one else; a directory on
    the way owned by this user or root and writable by no one else unless sticky (as /tmp is:
    there nobody can rename another user's entry away)."""
    uid = os.geteuid()
    st = os.fstat(fd)
    mode = stat.S_IMODE(st.st_mode)
    if final:
        if st.st_uid != uid:
            raise UnsafeDirectory(f"{shown} is owned by uid {st.st_uid}, not by this user (uid {uid})")
        if mode & 0o022:
            raise UnsafeDirectory(f"{shown} is writable by others (mode {mode:04o})")
        return
    if st.st_uid not in (uid, 0):
        raise UnsafeDirectory(f"its parent {shown} is owned by uid {st.st_uid}, neither this user (uid {uid}) nor root")
    if mode & 0o022 and not mode & stat.S_ISVTX:
        raise UnsafeDirectory(f"its parent {shown} is writable by others (mode {mode:04o}) and not sticky")


def _follow(here: int, name: str, shown: str) -> str:
    """The target of the link `name` in the open directory `here`, if that link may be followed:
    owned by this user or root (its directory has passed `_check_dir`, so only its owner can
    replace it). UnsafeDirectory if `name` is no link (nor a directory) or another user's."""
    st = os.stat(name, dir_fd=here, follow_symlinks=False)
    if not stat.S_ISLNK(st.st_mode):
        raise UnsafeDirectory(f"{shown} is not a directory")
    uid = os.geteuid()
    if st.st_uid not in (uid, 0):
        raise UnsafeDirectory(f"the link {shown} is owned by uid {st.st_uid}, neither this user (uid {uid}) nor root")
    return os.readlink(name, dir_fd=here)


def open_private_dir(directory: Path, create: bool = False) -> int:
    """An open fd of `directory`, reached one component at a time from / as the kernel would, but
    with no link followed by the kernel: every directory on the way is opened with O_NOFOLLOW
    relative to the one before and checked on its open fd (`_check_dir`), every link is checked
    (`_follow`) and its target walked the same way, and `..` steps back along the walk. The cache
    then reads and writes only through this fd, so what was checked is what is used, whatever a
    link or a rename does meanwhile. `create`: make missing directories (0700) on the way.
    UnsafeDirectory (or OSError) if it must not be used."""
    path = Path(directory)
    todo = list(path.parts[1:] if path.is_absolute() else Path(os.getcwd(), path).parts[1:])
    stack, names, links = [os.open("/", _DIR)], [], 0
    try:
        _check_dir(stack[0], "/", final=False)
        while todo:
            name = todo.pop(0)
            if name == "..":
                if len(stack) > 1:
                    os.close(stack.pop())
                    names.pop()
                continue
            shown = "/" + "/".join([*names, name])
            try:
                fd = os.open(name, _DIR, dir_fd=stack[-1])
            except FileNotFoundError:
                if not create:
                    raise
                with contextlib.suppress(FileExistsError):
                    os.mkdir(name, 0o700, dir_fd=stack[-1])
                todo.insert(0, name)
                continue
            except OSError as e:
                if e.errno not in (errno.ELOOP, errno.ENOTDIR):
                    raise
                links += 1
                if links > _MAX_LINKS:
                    raise UnsafeDirectory(f"{path} goes through more than {_MAX_LINKS} links") from None
                target = Path(_follow(stack[-1], name, shown))
                if target.is_absolute():
                    for old in stack[1:]:
                        os.close(old)
                    del stack[1:], names[:]
                todo[:0] = target.parts[1:] if target.is_absolute() else target.parts
                continue
            stack.append(fd)
            names.append(name)
            if todo:
                _check_dir(fd, shown, final=False)
        _check_dir(stack[-1], "/" + "/".join(names), final=True)
    except BaseException:
        for fd in stack:
            os.close(fd)
        raise
    for fd in stack[:-1]:
        os.close(fd)
    return stack[-1]


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

    @contextlib.contextmanager
    def _opened(self) -> Iterator[int | None]:
        """For one load, store or removal: the directory's fd (created 0700 if missing), reached
        and checked by `open_private_dir`; every file operation goes through it. None, warning
        once, if the directory is unsafe: then the cache is off."""
        fd = None
        if self.refused is None:
            try:
                fd = open_private_dir(self.directory, create=True)
            except UnsafeDirectory as e:
                self.refused = str(e)
            except OSError as e:
                self.refused = f"it cannot be created or read ({e.strerror or e})"
            if self.refused is not None:
                warnings.warn(
                    f"hlocert compile cache: not using {self.directory}: {self.refused}; compiling "
                    f"every text afresh. Point HLOCERT_CACHE_DIR (the cache is its compile/ folder) at a "
                    f"directory of your own that no one else can write, or pass --no-compile-cache",
                    RuntimeWarning,
                    stacklevel=4,
                )
        try:
            yield fd
        finally:
            if fd is not None:
                os.close(fd)

    def load(self, key: str) -> bytes | None:
        """The payload stored under `key` if the index vouches for it; else None (absent, or an
        entry the index does not vouch for: then it is removed, unread by any deserializer)."""
        with self._opened() as d:
            if d is None:
                self.misses += 1
                return None
            try:
                with self._locked(d, fcntl.LOCK_SH):
                    recorded = self._read_index(d).get(key)
                    data = _read_file(d, f"{key}.bin")
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
        with self._opened() as d:
            if d is None:
                return False
            try:
                tmp = _write_temp(d, payload)
                try:
                    with self._locked(d, fcntl.LOCK_EX):
                        index = self._read_index(d)
                        os.replace(tmp, f"{key}.bin", src_dir_fd=d, dst_dir_fd=d)
                        index[key] = hashlib.sha256(payload).hexdigest()
                        self._write_index(d, index)
                finally:
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(tmp, dir_fd=d)
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
        with self._opened() as d:
            if d is None:
                return
            try:
                with self._locked(d, fcntl.LOCK_EX):
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(f"{key}.bin", dir_fd=d)
                    index = self._read_index(d)
                    if index.pop(key, None) is not None:
                        self._write_index(d, index)
            except OSError:
                pass  # the next load finds the same entry and refuses it again

    # -- the index -------------------------------------------------------------------------------

    @staticmethod
    @contextlib.contextmanager
    def _locked(d: int, how: int) -> Iterator[None]:
        """Readers share, writers exclude: a reader never pairs an entry with a stale record."""
        fd = os.open(_LOCK, os.O_RDONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600, dir_fd=d)  # flock needs no write access
        try:
            fcntl.flock(fd, how)
            yield
        finally:
            os.close(fd)

    @staticmethod
    def _read_index(d: int) -> dict[str, str]:
        """key -> sha256 hex of its payload. A missing or unreadable index vouches for nothing."""
        try:
            doc = json.loads(_read_file(d, INDEX).decode("utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(doc, dict) or doc.get("format") != INDEX_FORMAT or not isinstance(doc.get("sha256"), dict):
            return {}
        return dict(doc["sha256"])

    @staticmethod
    def _write_index(d: int, index: dict[str, str]) -> None:
        tmp = _write_temp(d, json.dumps({"format": INDEX_FORMAT, "sha256": index}, indent=0).encode())
        os.replace(tmp, INDEX, src_dir_fd=d, dst_dir_fd=d)

    def __repr__(self) -> str:
        return (
            f"CompileCache({str(self.directory)!r}, hits={self.hits}, misses={self.misses}, "
            f"stores={self.stores}, rejected={self.rejected})"
        )


def _read_file(d: int, name: str) -> bytes:
    """The bytes of the regular file `name` in the open directory `d` (a link is not followed, a
    FIFO not waited on)."""
    fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=d)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, f"{name} is not a regular file")
        with os.fdopen(os.dup(fd), "rb") as f:
            return f.read()
    finally:
        os.close(fd)


def _write_temp(d: int, data: bytes) -> str:
    """A new file `.tmp-…` in the open directory `d` holding `data`, fsynced; its name."""
    name = f".tmp-{secrets.token_hex(8)}"
    fd = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600, dir_fd=d)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        os.unlink(name, dir_fd=d)
        raise
    os.close(fd)
    return name


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


def host_cpu_flags() -> str:
    """The host CPU's feature flags as /proc/cpuinfo lists them ("fpu vme ... avx2 ..."); "" where
    it lists none, `platform.processor()` where there is no /proc/cpuinfo."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith(("flags", "Features")):
                    return line.split(":", 1)[1].strip()
        return ""
    except OSError:
        return platform.processor()


def host_cpu_fingerprint() -> str:
    """Machine and CPU feature flags, for keys of artifacts compiled for the host CPU: a cache
    directory shared between machines (an NFS home) must not hand one CPU's code to another,
    where it could die on an illegal instruction."""
    flags = host_cpu_flags()
    return f"{platform.machine()}:{hashlib.sha256(flags.encode()).hexdigest()[:16]}"
