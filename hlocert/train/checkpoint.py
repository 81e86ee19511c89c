"""Checkpoints: safetensors for each carried group of the train step — params, the net's step
state (`state`: BatchNorm running statistics, for a net that has them), the optimizer's state
groups (m, v, ema, ...) — and a JSON state, written atomically and verified on load.

Layout: `OUT/checkpoints/step_00000123/{params,state,m,v,ema}.safetensors + state.json`. Each file is
written to a temp file, fsynced and renamed inside a hidden temp directory (`.tmp-step_…`);
state.json is written last and records the sha256 of every other file (`files`); then the
directory is renamed into place and the parent fsynced. A directory without a readable
state.json is never picked up, so a process killed mid-write leaves the previous checkpoint as
the latest; `remove_stale` deletes what such a kill leaves behind. On load every recorded file
must exist and hash as recorded: a bit flip, a truncated file or a deleted file is a
`CheckpointDamaged` naming the directory and the file, and `load_checkpoint` steps back to the
newest checkpoint that verifies. The last `keep` checkpoints are kept.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Callable

import numpy as np
from safetensors import SafetensorError
from safetensors.numpy import load as st_load, save as st_save

PREFIX = "step_"
TMP_PREFIX = f".tmp-{PREFIX}"


class CheckpointError(RuntimeError):
    pass


class CheckpointDamaged(CheckpointError):
    def __init__(self, path: Path, why: str):
        self.path, self.why = path, why
        super().__init__(f"checkpoint {path} is damaged: {why}")


class CheckpointWriteFailed(CheckpointError):
    """Writing a checkpoint failed (e.g. the disk is full); nothing of it was left behind."""

    def __init__(self, step: int, error: OSError, last_good: Path | None):
        self.step, self.error, self.last_good = step, error, last_good
        where = (f"the last good checkpoint is {last_good} (continue from it with --resume once there is room)"
                 if last_good else "no checkpoint was written before")
        super().__init__(f"cannot write the checkpoint of step {step}: {error.strerror or error}; "
                         f"training stopped; {where}")


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_atomic(path: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)


def save_checkpoint(root: Path, step: int, tensors: dict[str, dict[str, np.ndarray]], state: dict,
                    keep: int = 3) -> Path:
    """Write checkpoint `step` under `root` (…/checkpoints); returns its directory. An OSError
    while writing removes the partial checkpoint and is raised as it came."""
    root = Path(root)
    root.mkdir(parents=True, exist_ok=True)
    final = root / f"{PREFIX}{step:08d}"
    tmpdir = Path(tempfile.mkdtemp(dir=root, prefix=f"{TMP_PREFIX}{step:08d}-"))
    try:
        files = {}
        for group, arrays in tensors.items():
            if arrays is None:
                continue
            data = st_save({k: np.ascontiguousarray(a) for k, a in arrays.items()},
                           metadata={"order": json.dumps(list(arrays))})
            _write_atomic(tmpdir / f"{group}.safetensors", data)
            files[f"{group}.safetensors"] = hashlib.sha256(data).hexdigest()
        state = {**state, "files": files}
        _write_atomic(tmpdir / "state.json", (json.dumps(state, indent=1, sort_keys=True) + "\n").encode())
        _fsync_dir(tmpdir)
        if final.exists():
            shutil.rmtree(final)
        os.replace(tmpdir, final)
        _fsync_dir(root)
    except BaseException:
        shutil.rmtree(tmpdir, ignore_errors=True)
        raise
    for old in list_checkpoints(root)[:-keep] if keep > 0 else []:
        shutil.rmtree(old, ignore_errors=True)
    return final


def list_checkpoints(root: Path) -> list[Path]:
    """Complete checkpoints under `root` (those with a state.json), oldest first; not verified."""
    root = Path(root)
    if not root.is_dir():
        return []
    out = [p for p in root.iterdir() if p.is_dir() and p.name.startswith(PREFIX) and (p / "state.json").is_file()]
    return sorted(out, key=lambda p: int(p.name[len(PREFIX):]))


def remove_stale(root: Path) -> list[Path]:
    """Delete what a killed save leaves under `root`: `.tmp-step_*` directories and `step_*`
    directories without a state.json. Returns what was removed."""
    root = Path(root)
    if not root.is_dir():
        return []
    stale = [p for p in root.iterdir() if p.is_dir() and (p.name.startswith(TMP_PREFIX) or (
        p.name.startswith(PREFIX) and not (p / "state.json").is_file()))]
    for p in stale:
        shutil.rmtree(p, ignore_errors=True)
    return sorted(stale)


def checkpoint_dirs(path: str | Path) -> tuple[Path | None, list[Path]]:
    """(the checkpoint `path` names itself, or None; else the checkpoints under the run folder or
    checkpoints/ folder `path`, oldest first)."""
    p = Path(path)
    if (p / "state.json").is_file() or p.name.startswith(PREFIX):
        return p, []
    for root in (p / "checkpoints", p):
        found = list_checkpoints(root)
        if found:
            return None, found
    raise CheckpointError(f"{path}: no checkpoint here (looked for state.json in it, in step_* under it "
                          f"and under {p / 'checkpoints'})")


def read_verified(d: Path) -> tuple[dict, dict[str, dict[str, np.ndarray]]]:
    """(state, tensors) of checkpoint `d`, every file checked against the sha256 state.json records."""
    try:
        state = json.loads((d / "state.json").read_text())
    except FileNotFoundError:
        raise CheckpointDamaged(d, "state.json is missing") from None
    except (OSError, ValueError) as e:
        raise CheckpointDamaged(d, f"state.json is unreadable ({e})") from None
    if not isinstance(state, dict) or not isinstance(state.get("files"), dict):
        raise CheckpointDamaged(d, "state.json records no file checksums (written by an older hlocert, "
                                   "or edited)")
    tensors = {}
    for name, digest in state["files"].items():
        f = d / name
        try:
            data = f.read_bytes()
        except FileNotFoundError:
            raise CheckpointDamaged(d, f"{name} is missing") from None
        except OSError as e:
            raise CheckpointDamaged(d, f"{name} is unreadable ({e})") from None
        if hashlib.sha256(data).hexdigest() != digest:
            raise CheckpointDamaged(d, f"{name} does not match its recorded sha256 (bit flip or truncated: "
                                       f"{len(data):,} bytes)")
        group = name.removesuffix(".safetensors")
        try:
            loaded = st_load(data)
        except SafetensorError as e:
            raise CheckpointDamaged(d, f"{name} does not parse ({e})") from None
        order = _order(data) or list(loaded)
        tensors[group] = {k: loaded[k] for k in order}
    return state, tensors


def _order(data: bytes) -> list[str] | None:
    """The tensor order save_checkpoint records in the safetensors header's metadata."""
    n = int.from_bytes(data[:8], "little")
    meta = json.loads(data[8:8 + n]).get("__metadata__") or {}
    return json.loads(meta["order"]) if "order" in meta else None


def load_checkpoint(path: str | Path, log: Callable[[str], None] = lambda s: None
                    ) -> tuple[Path, dict, dict[str, dict[str, np.ndarray]]]:
    """(directory, state, tensors) of the newest checkpoint under the run folder `path` that
    verifies, saying which it skipped and why; a checkpoint folder `path` is verified alone
    (CheckpointDamaged if it does not)."""
    named, found = checkpoint_dirs(path)
    if named is not None:
        return (named, *read_verified(named))
    damaged = []
    for d in reversed(found):
        try:
            state, tensors = read_verified(d)
        except CheckpointDamaged as e:
            log(f"{e}; trying the one before")
            damaged.append(e)
            continue
        if damaged:
            log(f"using {d}, the newest intact checkpoint ({len(damaged)} newer one(s) damaged)")
        return d, state, tensors
    raise CheckpointError(f"{path}: no intact checkpoint; " + "; ".join(str(e) for e in damaged))
