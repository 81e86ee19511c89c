"""A run's output folder: `config.json`, `metrics.jsonl` (one JSON record per line, appended),
`checkpoints/` and `curves.png`."""
from __future__ import annotations

import json
from pathlib import Path


class RunFolder:
    def __init__(self, out: str | Path):
        self.out = Path(out)
        self.checkpoints = self.out / "checkpoints"
        self.metrics = self.out / "metrics.jsonl"
        self.config = self.out / "config.json"
        self.curves = self.out / "curves.png"

    def write_config(self, record: dict) -> None:
        self.out.mkdir(parents=True, exist_ok=True)
        self.config.write_text(json.dumps(record, indent=1) + "\n")

    def append_metric(self, rec: dict) -> None:
        with open(self.metrics, "a") as f:
            f.write(json.dumps(rec) + "\n")

    def truncate_metrics(self, step: int) -> None:
        """Drop the records after `step` (those of steps a resumed run is about to redo)."""
        if not self.metrics.is_file():
            return
        keep = [line for line in self.metrics.read_text().splitlines()
                if line.strip() and json.loads(line).get("step", 0) <= step]
        self.metrics.write_text("".join(line + "\n" for line in keep))
