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

A checkpoint is data from anywhere (docs/threat_model.md), and a crafted one can be
self-consistent (its sha256s recomputed). So its structure is checked against the train-step
signature of the variant state.json names before any tensor is used: exactly one file per carried
group, each a regular file inside the folder (no link followed, no device or FIFO opened) whose
size fits its tensors before a byte is read, holding exactly the group's tensors, in float32 and
their shapes. Anything else is a `CheckpointDamaged` line naming what is wrong.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
import shutil
import stat
import tempfile
from pathlib import Path
from typing import Callable, NamedTuple

import numpy as np
from safetensors import SafetensorError
from safetensors.numpy import load as st_load, save as st_save

from ..render.signature import StepSignature, signature
from ..render.variants import Variant, VariantError, recorded
from .config import TrainConfig

PREFIX = "step_"
TMP_PREFIX = f".tmp-{PREFIX}"


class CheckpointError(RuntimeError):
    pass


class NoCheckpoint(CheckpointError):
    """The path holds no checkpoint at all (not even a damaged one)."""


class CheckpointDamaged(CheckpointError):
    def __init__(self, path: Path, why: str):
        self.path, self.why = path, why
        super().__init__(f"checkpoint {path} is damaged: {why}")


class Checkpoint(NamedTuple):
    """A verified checkpoint: its folder, its state.json, its tensors by group, and the variant
    state.json names, parsed once as it was read (evaluate, deploy and resume take the object)."""
    directory: Path
    state: dict
    tensors: dict[str, dict[str, np.ndarray]]
    variant: Variant


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


def write_atomic(path: Path, data: bytes, private: bool = True) -> None:
    """`path` holds `data` whole or is as it was: written to a temporary file beside it, synced,
    then renamed over it (a kill or a full disk mid-write leaves no torn file; the temporary one is
    removed when the write fails). `private`: mode 0600 (a checkpoint's files), else the umask's
    (a run folder's config and records, as a plain write would make them)."""
    if private:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    else:
        tmp = str(path.parent / f".{path.name}.{secrets.token_hex(8)}")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def save_checkpoint(root: Path, step: int, tensors: dict[str, dict[str, np.ndarray]], state: dict,
                    keep: int = 3, name: str | None = None) -> Path:
    """Write checkpoint `step` under `root` (…/checkpoints) as `step_…`, or as `name` (a folder
    the step checkpoints never take: `hlocert avg-checkpoints`); returns its directory. An OSError
    while writing removes the partial checkpoint and is raised as it came."""
    root = Path(root)
    root.mkdir(parents=True, exist_ok=True)
    final = root / (name or f"{PREFIX}{step:08d}")
    tmpdir = Path(tempfile.mkdtemp(dir=root, prefix=f"{TMP_PREFIX}{step:08d}-"))
    try:
        files = {}
        for group, arrays in tensors.items():
            if arrays is None:
                continue
            data = st_save({k: np.ascontiguousarray(a) for k, a in arrays.items()},
                           metadata={"order": json.dumps(list(arrays))})
            write_atomic(tmpdir / f"{group}.safetensors", data)
            files[f"{group}.safetensors"] = hashlib.sha256(data).hexdigest()
        state = {**state, "files": files}
        write_atomic(tmpdir / "state.json", (json.dumps(state, indent=1, sort_keys=True) + "\n").encode())
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
    raise NoCheckpoint(f"{path}: no checkpoint here (looked for state.json in it, in step_* under it "
                          f"and under {p / 'checkpoints'})")


STATE_JSON_LIMIT = 1 << 20   # bytes; a state.json is a few KB (its config and the RNG's state)


def _read_regular(d: Path, name: str, limit: int, least: int = 0) -> bytes:
    """The bytes of `name`, a regular file directly inside checkpoint `d` (not a link, a device, a
    FIFO: opened without following a link and without blocking), whose size is checked against
    [least, limit] before a byte is read."""
    try:
        fd = os.open(d / name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise CheckpointDamaged(d, f"{name} is missing") from None
    except OSError as e:
        raise CheckpointDamaged(d, f"{name} is unreadable ({e.strerror or e}; a link is not followed)") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise CheckpointDamaged(d, f"{name} is not a regular file")
        if not least <= st.st_size <= limit:
            raise CheckpointDamaged(d, f"{name} is {st.st_size:,} bytes, outside the {least:,}..{limit:,} "
                                       f"its contents need")
        with os.fdopen(os.dup(fd), "rb") as f:
            data = f.read(limit + 1)
    except OSError as e:
        raise CheckpointDamaged(d, f"{name} is unreadable ({e.strerror or e})") from None
    finally:
        os.close(fd)
    if len(data) != st.st_size:
        raise CheckpointDamaged(d, f"{name} changed size while read")
    return data


def _header_allowance(keys) -> int:
    """A bound on a safetensors header written by save_checkpoint: per tensor its entry and its
    name in the `order` metadata (quoted twice), plus slack."""
    return 4096 + sum(2 * len(k) + 160 for k in keys)


def read_state(d: Path) -> tuple[dict, Variant, StepSignature]:
    """state.json of checkpoint `d`, the variant it names (parsed here, where the name enters from
    the file) and that variant's train-step signature, its
    structure checked: a JSON object with a non-negative `step`, a `config` object, a `variant`
    that parses as a train variant, and `files` naming exactly one `GROUP.safetensors` per
    group the variant carries, each with a sha256."""
    try:
        state = json.loads(_read_regular(d, "state.json", STATE_JSON_LIMIT))
    except ValueError as e:
        raise CheckpointDamaged(d, f"state.json is unreadable ({e})") from None
    if not isinstance(state, dict) or not isinstance(state.get("files"), dict):
        raise CheckpointDamaged(d, "state.json records no file checksums (written by an older hlocert, "
                                   "or edited)")
    step, name = state.get("step"), state.get("variant")
    if type(step) is not int or step < 0:
        raise CheckpointDamaged(d, f"state.json's step {step!r} is not a non-negative integer")
    if not isinstance(state.get("config"), dict):
        raise CheckpointDamaged(d, "state.json has no config object")
    try:
        v = recorded(name) if isinstance(name, str) else None
    except VariantError as e:
        raise CheckpointDamaged(d, f"state.json's variant is not a variant name ({e})") from None
    if v is None or v.kind != "train":
        raise CheckpointDamaged(d, f"state.json's variant {name!r} is not a train variant")
    sig = signature(v)
    want = {f"{g}.safetensors" for g in sig.carried}
    have = set(state["files"])
    if have != want or not all(isinstance(h, str) for h in state["files"].values()):
        raise CheckpointDamaged(d, f"state.json lists the files {sorted(have)}; its variant {name} carries "
                                   f"{sorted(want)} (missing {sorted(want - have)}, unexpected "
                                   f"{sorted(have - want)}), each with its sha256")
    return state, v, sig


def check_tensors(d: Path, tensors: dict[str, dict[str, np.ndarray]], sig: StepSignature, whose: str) -> None:
    """CheckpointDamaged unless `tensors` holds exactly `sig`'s carried groups, each with its
    tensors' names, shapes and float32 (the order is free: groups are packed by name). `whose`:
    the signature's owner, for the message."""
    for g in sig.carried:
        group = sig.group(g)
        held = tensors.get(g, {})
        if set(held) != set(group.keys):
            missing = [k for k in group.keys if k not in held]
            extra = [k for k in held if k not in group.keys]
            raise CheckpointDamaged(d, f"{g}.safetensors does not hold the tensors of {whose} (missing "
                                       f"{missing[:3]}, unexpected {extra[:3]})")
        for k, shape in zip(group.keys, group.shapes):
            a = held[k]
            if a.shape != tuple(shape) or a.dtype != np.float32:
                raise CheckpointDamaged(d, f"{g}.safetensors: {k} is {a.dtype}{list(a.shape)}, {whose} "
                                           f"needs float32{list(shape)}")
    extra = sorted(set(tensors) - set(sig.carried))
    if extra:
        raise CheckpointDamaged(d, f"it holds groups {extra} that {whose} does not carry")


def read_verified(d: Path) -> Checkpoint:
    """Checkpoint `d`, read and verified: state.json's structure checked against its variant
    (`read_state`), every file a regular one inside `d` of a plausible size that hashes as
    state.json records, and its tensors those of the variant's step (`check_tensors`)."""
    state, v, sig = read_state(d)
    tensors = {}
    for g in sig.carried:
        name = f"{g}.safetensors"
        group = sig.group(g)
        least = 8 + 4 * group.size
        data = _read_regular(d, name, least + _header_allowance(group.keys), least)
        if hashlib.sha256(data).hexdigest() != state["files"][name]:
            raise CheckpointDamaged(d, f"{name} does not match its recorded sha256 (bit flip or truncated: "
                                       f"{len(data):,} bytes)")
        try:
            loaded = st_load(data)
        except SafetensorError as e:
            raise CheckpointDamaged(d, f"{name} does not parse ({e})") from None
        order = _order(d, name, data, loaded)
        tensors[g] = {k: loaded[k] for k in order}
    check_tensors(d, tensors, sig, f"its variant {state['variant']}")
    return Checkpoint(d, state, tensors, v)


def _order(d: Path, name: str, data: bytes, loaded: dict) -> list[str]:
    """The tensor order save_checkpoint records in the safetensors header's metadata: a JSON
    list naming each tensor of the file once (the file's own order if there is no record)."""
    n = int.from_bytes(data[:8], "little")
    meta = json.loads(data[8:8 + n]).get("__metadata__") or {}
    if "order" not in meta:
        return list(loaded)
    try:
        order = json.loads(meta["order"])
    except ValueError:
        order = None
    if not (isinstance(order, list) and all(isinstance(k, str) for k in order) and sorted(order) == sorted(loaded)):
        raise CheckpointDamaged(d, f"{name}: its `order` metadata does not name each of its {len(loaded)} "
                                   f"tensors once")
    return order


def check_resumable(d: Path, state: dict) -> None:
    """CheckpointDamaged unless state.json also holds what a resume reads: the epoch and the
    position in it, the host RNG's state, and the artifact's sha256."""
    for k in ("epoch", "position"):
        if type(state.get(k)) is not int or state[k] < 0:
            raise CheckpointDamaged(d, f"state.json's {k} {state.get(k)!r} is not a non-negative integer")
    try:
        np.random.default_rng().bit_generator.state = state.get("rng")
    except (TypeError, ValueError, KeyError) as e:
        raise CheckpointDamaged(d, f"state.json's rng is not a generator state ({e})") from None
    if not isinstance(state.get("artifact_sha256"), str):
        raise CheckpointDamaged(d, "state.json has no artifact_sha256")
    opt_from = state.get("opt_from", 0)      # --no-resume-opt: the step the optimizer restarted at
    if type(opt_from) is not int or not 0 <= opt_from <= state["step"]:
        raise CheckpointDamaged(d, f"state.json's opt_from {opt_from!r} is not a step from 0 to its step")


def saved_config(d: Path, state: dict) -> TrainConfig:
    """The run's config state.json records (read_state checked it is an object)."""
    try:
        return TrainConfig.from_json(state["config"])
    except (TypeError, ValueError) as e:
        raise CheckpointDamaged(d, f"state.json's config is not a run's config ({e})") from None


def load_checkpoint(path: str | Path, log: Callable[[str], None] = lambda s: None) -> Checkpoint:
    """The newest checkpoint under the run folder `path` that
    verifies, saying which it skipped and why; a checkpoint folder `path` is verified alone
    (CheckpointDamaged if it does not)."""
    named, found = checkpoint_dirs(path)
    if named is not None:
        return read_verified(named)
    damaged = []
    for d in reversed(found):
        try:
            ck = read_verified(d)
        except CheckpointDamaged as e:
            log(f"{e}; trying the one before")
            damaged.append(e)
            continue
        if damaged:
            log(f"using {d}, the newest intact checkpoint ({len(damaged)} newer one(s) damaged)")
        return ck
    raise CheckpointError(f"{path}: no intact checkpoint; " + "; ".join(str(e) for e in damaged))
