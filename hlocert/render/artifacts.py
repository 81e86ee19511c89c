"""The committed artifacts: which renders live in `artifacts/`, and their sha256 manifest.

`artifacts/` is the drift guard of invariant 1: a test re-renders every entry below and demands
the committed bytes. `hlocert render --artifacts` rewrites them (and the manifest) after a
deliberate change to a renderer.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path

from . import render
from .variants import Variant

IMAGENET_STEP = "adamw+wx+clip1.0+drop"
COMMITTED = [
    *(f"convnext_{s}-c1000-i224-b64x{r}-{IMAGENET_STEP}" for s in "TSB" for r in (1, 4)),
    *(f"convnext_{s}-c1000-i224-b64x1-fwd+drop" for s in "TSB"),
    # small renders for the tests and the demo
    "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop",
    "convnext_micro-c10-i32-b2x2-adamw+wx+clip1.0+drop",
    "convnext_micro-c10-i32-b2x1-fwd+drop",
    "convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
    "convnext_atto-c10-i32-b32x1-fwd+drop",
    # what the CPU targets run by default (render/targets.py): XLA the shifted multiply-add
    # depthwise convs, IREE the patchify convs as contractions
    f"convnext_T-c1000-i224-b64x1-{IMAGENET_STEP}+dwmac",
    f"convnext_T-c1000-i224-b64x1-{IMAGENET_STEP}+pmm",
    "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop+dwmac",
    "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop+pmm",
    "convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop+dwmac",
    "convnext_atto-c10-i32-b32x1-fwd+drop+dwmac",
]
MANIFEST = "MANIFEST.json"


def default_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "artifacts"


def path_for(name: str, directory: Path | None = None) -> Path:
    return (directory or default_dir()) / f"{name}.mlir"


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def write_all(directory: Path | None = None, progress=print) -> dict[str, str]:
    """Render every committed variant into `directory` and write the manifest; name → sha256."""
    directory = directory or default_dir()
    manifest = {}
    for i, name in enumerate(COMMITTED, 1):
        text = render(Variant.parse(name))
        atomic_write(path_for(name, directory), text)
        manifest[name] = sha256(text)
        if progress:
            progress(f"[{i}/{len(COMMITTED)}] {name}.mlir  {len(text):,} bytes")
    atomic_write(directory / MANIFEST, json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    return manifest


def read_manifest(directory: Path | None = None) -> dict[str, str]:
    return json.loads(((directory or default_dir()) / MANIFEST).read_text())
