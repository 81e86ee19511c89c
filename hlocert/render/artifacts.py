"""The committed artifacts: which renders live in `artifacts/`, and their sha256 manifest.

`artifacts/` is the drift guard of invariant 1: a test re-renders every entry below and demands
the committed bytes. `hlocert render --artifacts` rewrites them (and the manifest) after a
deliberate change to a renderer.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from pathlib import Path

from .. import nets
from . import render
from .variants import declared

# Each net lists its own committed renders (`Net.COMMITTED`).
COMMITTED = [name for net in nets.all_nets() for name in net.COMMITTED]
MANIFEST = "MANIFEST.json"


def default_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "artifacts"


def path_for(name: str, directory: Path | None = None) -> Path:
    return (directory or default_dir()) / f"{name}.mlir"


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def atomic_write(path: Path, text: str) -> None:
    """Write `text` to a temp file beside `path`, then rename it into place; a failed write (a
    full disk) removes the temp file and raises."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def write_all(directory: Path | None = None, progress=print) -> dict[str, str]:
    """Render every committed variant into `directory` and write the manifest; name → sha256."""
    directory = directory or default_dir()
    manifest = {}
    for i, name in enumerate(COMMITTED, 1):
        text = render(declared(name))
        atomic_write(path_for(name, directory), text)
        manifest[name] = sha256(text)
        if progress:
            progress(f"[{i}/{len(COMMITTED)}] {name}.mlir  {len(text):,} bytes")
    atomic_write(directory / MANIFEST, json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    return manifest


def read_manifest(directory: Path | None = None) -> dict[str, str]:
    return json.loads(((directory or default_dir()) / MANIFEST).read_text())
