"""A run's output folder: `config.json`, `metrics.jsonl` (one JSON record per line, appended),
`checkpoints/` and `curves.png`. A new run needs an empty (or absent) folder, so that two runs
never mix; `--resume` continues the run a folder holds. Without `--out` a run gets a fresh
folder, timm-style `--output/<date>-<time>-<model>-<img>` (`fresh_folder`)."""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Callable

from .checkpoint import PREFIX
from .errors import TrainError


class RunFolder:
    def __init__(self, out: str | Path):
        self.out = Path(out)
        self.checkpoints = self.out / "checkpoints"
        self.metrics = self.out / "metrics.jsonl"
        self.config = self.out / "config.json"
        self.curves = self.out / "curves.png"
        self.summary = self.out / "summary.csv"

    def paths(self) -> str:
        """Where the run's outputs are, in one line."""
        return (f"run folder {self.out}: checkpoints {self.checkpoints}, metrics {self.metrics} and {self.summary}, "
                f"curves {self.curves}")

    def check_fresh(self) -> None:
        """TrainError unless the folder is absent or empty."""
        if self.out.exists() and not self.out.is_dir():
            raise TrainError(f"--out {self.out} is a file, not a folder: choose another --out")
        held = sorted(p.name for p in self.out.iterdir()) if self.out.is_dir() else []
        if held:
            raise TrainError(f"--out {self.out} already holds a run ({', '.join(held[:4])}"
                             f"{', …' if len(held) > 4 else ''}): continue it with --resume, or choose "
                             f"another (empty) --out")

    def write_config(self, record: dict) -> None:
        self.out.mkdir(parents=True, exist_ok=True)
        self.config.write_text(json.dumps(record, indent=1) + "\n")

    def append_metric(self, rec: dict) -> None:
        with open(self.metrics, "a") as f:
            f.write(json.dumps(rec) + "\n")

    def truncate_metrics(self, step: int, log: Callable[[str], None] = lambda s: None) -> None:
        """Keep the records up to `step` (a resumed run redoes the later ones); a line that does not
        parse (a record torn by a kill mid-write) is dropped, saying so."""
        if not self.metrics.is_file():
            return
        keep = []
        for n, line in enumerate(self.metrics.read_text().splitlines(), 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except ValueError:
                log(f"{self.metrics}:{n}: dropped a torn record ({line[:40]!r})")
                continue
            if rec.get("step", 0) <= step:
                keep.append(line)
        self.metrics.write_text("".join(line + "\n" for line in keep))


def fresh_folder(output: str | Path, experiment: str | None, model: str, image_size: int) -> Path:
    """`output/experiment`, or a folder named by the time, the model and the image size that does
    not exist yet (`-1`, `-2`, … appended when a run started in the same second)."""
    if experiment:
        return Path(output) / experiment
    stem = Path(output) / f"{time.strftime('%Y%m%d-%H%M%S')}-{model}-{image_size}"
    path, n = stem, 0
    while path.exists():
        n += 1
        path = stem.with_name(f"{stem.name}-{n}")
    return path


def run_folder_of(path: str | Path) -> Path:
    """The run folder holding `path`: a run folder itself, its checkpoints/ or one checkpoint in it."""
    p = Path(path)
    if p.name.startswith(PREFIX) or (p / "state.json").is_file():
        p = p.parent
    return p.parent if p.name == "checkpoints" else p
