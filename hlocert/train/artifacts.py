"""The texts the trainer runs: the committed artifact, else a render cached under
`$HLOCERT_CACHE_DIR/renders` (default ~/.cache/hlocert/renders), each byte-compared with a fresh
render (render/certified.py), and their hashes."""
from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Callable

from ..render.certified import load_certified
from ..render.variants import Variant


def render_cache_dir() -> Path:
    base = os.environ.get("HLOCERT_CACHE_DIR")
    return (Path(base) if base else Path.home() / ".cache" / "hlocert") / "renders"


def load_artifact(v: Variant, log: Callable[[str], None] = lambda s: None) -> tuple[str, Path]:
    """The certified text of render `v` (render.certified: the committed artifact if there is one,
    else the render cache, each byte-compared with a fresh render) and its path."""
    return load_certified(v, render_cache_dir(), log)


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
