"""The texts the trainer runs: the committed artifact, else a render cached under
`$HLOCERT_CACHE_DIR/renders` (default ~/.cache/hlocert/renders), and their hashes."""
from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Callable

from ..render.variants import Variant


def render_cache_dir() -> Path:
    base = os.environ.get("HLOCERT_CACHE_DIR")
    return (Path(base) if base else Path.home() / ".cache" / "hlocert") / "renders"


def load_artifact(v: Variant, log: Callable[[str], None] = lambda s: None) -> tuple[str, Path]:
    """The text of render `v`: committed artifact if there is one, else the render cache."""
    from ..render import render
    from ..render.artifacts import atomic_write, path_for

    name = v.name
    for path in (path_for(name), render_cache_dir() / f"{name}.mlir"):
        if path.is_file():
            return path.read_text(encoding="utf-8"), path
    path = render_cache_dir() / f"{name}.mlir"
    log(f"rendering {name} into {path} ...")
    text = render(v)
    atomic_write(path, text)
    return text, path


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
