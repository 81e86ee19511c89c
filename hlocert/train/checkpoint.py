"""Checkpoints: safetensors for params / m / v / ema, and a JSON state, written atomically.

Layout: `OUT/checkpoints/step_00000123/{params,m,v,ema}.safetensors + state.json`. Each file is
written to a temp file, fsynced and renamed inside a hidden temp directory; state.json is written
last, then the directory is renamed into place and the parent fsynced. A directory without a
readable state.json is never picked up, so a process killed mid-write leaves the previous
checkpoint as the latest. The last `keep` checkpoints are kept.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

import numpy as np
from safetensors.numpy import load as st_load, save as st_save

GROUPS = ("params", "m", "v", "ema")
PREFIX = "step_"


class CheckpointError(RuntimeError):
    pass


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
    with os.fdopen(fd, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def save_checkpoint(root: Path, step: int, tensors: dict[str, dict[str, np.ndarray]], state: dict,
                    keep: int = 3) -> Path:
    """Write checkpoint `step` under `root` (…/checkpoints); returns its directory."""
    root = Path(root)
    root.mkdir(parents=True, exist_ok=True)
    final = root / f"{PREFIX}{step:08d}"
    tmpdir = Path(tempfile.mkdtemp(dir=root, prefix=f".tmp-{PREFIX}{step:08d}-"))
    try:
        for group, arrays in tensors.items():
            if arrays is None:
                continue
            data = st_save({k: np.ascontiguousarray(a) for k, a in arrays.items()},
                           metadata={"order": json.dumps(list(arrays))})
            _write_atomic(tmpdir / f"{group}.safetensors", data)
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
    """Complete checkpoints under `root`, oldest first."""
    root = Path(root)
    if not root.is_dir():
        return []
    out = [p for p in root.iterdir() if p.is_dir() and p.name.startswith(PREFIX) and (p / "state.json").is_file()]
    return sorted(out, key=lambda p: int(p.name[len(PREFIX):]))


def resolve(path: str | Path) -> Path:
    """A checkpoint directory from itself, a `checkpoints/` folder, or a run's output folder."""
    p = Path(path)
    if (p / "state.json").is_file():
        return p
    for root in (p / "checkpoints", p):
        found = list_checkpoints(root)
        if found:
            return found[-1]
    raise CheckpointError(f"{path}: no checkpoint here (looked for state.json in it, in step_* under it "
                          f"and under {p / 'checkpoints'})")


def load_checkpoint(path: str | Path) -> tuple[Path, dict, dict[str, dict[str, np.ndarray]]]:
    d = resolve(path)
    try:
        state = json.loads((d / "state.json").read_text())
    except (OSError, ValueError) as e:
        raise CheckpointError(f"{d}: unreadable state.json: {e}") from None
    tensors = {}
    for group in GROUPS:
        f = d / f"{group}.safetensors"
        if f.is_file():
            from safetensors import safe_open
            with safe_open(str(f), framework="numpy") as sf:
                order = json.loads((sf.metadata() or {}).get("order", "null")) or list(sf.keys())
            loaded = st_load(f.read_bytes())
            tensors[group] = {k: loaded[k] for k in order}
    return d, state, tensors
