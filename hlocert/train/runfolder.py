"""A run's output folder: `config.json` (and `args.yaml`, the same flags as `train -c` reads them), `metrics.jsonl` (one JSON record per line, appended),
`summary.csv` (one row per epoch, rewritten from metrics.jsonl at each epoch's end, so a resumed
run's is right too), `checkpoints/` (the last N `step_*` and `best`, the checkpoint with the best
val top-1 so far), `curves.png`, and TensorBoard scalars in `tensorboard/` when tensorboardX is
installed (the `tensorboard` extra). A new run needs an empty (or absent) folder, so that two runs
never mix; `--resume` continues the run a folder holds (from step 0 if it was killed before its
first checkpoint: `saved_config`). Without `--out` a run gets a fresh folder, timm-style
`--output/<date>-<time>-<model>-<img>` (`fresh_folder`).

A folder that cannot be written (a read-only file system, another user's) is refused before
anything compiles (`check_writable`); a write that fails later (a full disk) is a
`RunFolderWriteFailed` naming the file, and a metrics record is appended whole or not at all. The
files rewritten whole (config.json, args.yaml, summary.csv, metrics.jsonl cut back on resume) are
replaced atomically (`write_atomic`): a run killed while writing one leaves it as it was or whole."""
from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import shutil
import time
from pathlib import Path
from dataclasses import fields
from typing import Callable, Iterator

import yaml

from .checkpoint import PREFIX, TMP_PREFIX, write_atomic
from .config import TrainConfig
from .errors import RunFolderWriteFailed, TrainError

SUMMARY = ("epoch", "step", "train_loss", "lr", "val_loss", "val_top1", "val_top5", "ema_loss", "ema_top1",
           "ema_top5", "time_s")
BEST = "best"
TRAIN_FIELDS = tuple(f.name for f in fields(TrainConfig))


class RunFolder:
    def __init__(self, out: str | Path):
        self.out = Path(out)
        self.checkpoints = self.out / "checkpoints"
        self.metrics = self.out / "metrics.jsonl"
        self.config = self.out / "config.json"
        self.args_yaml = self.out / "args.yaml"
        self.curves = self.out / "curves.png"
        self.summary = self.out / "summary.csv"
        self.best = self.checkpoints / BEST
        self.tensorboard = self.out / "tensorboard"
        self._writer = None

    def paths(self) -> str:
        """Where the run's outputs are, in one line."""
        return (f"run folder {self.out}: checkpoints {self.checkpoints} (best val top-1: {self.best}), metrics "
                f"{self.metrics} and {self.summary}, curves {self.curves}")

    def check_fresh(self) -> None:
        """TrainError unless the folder is absent or empty."""
        if self.out.exists() and not self.out.is_dir():
            raise TrainError(f"--out {self.out} is a file, not a folder: choose another --out")
        held = sorted(p.name for p in self.out.iterdir()) if self.out.is_dir() else []
        if held:
            raise TrainError(f"--out {self.out} already holds a run ({', '.join(held[:4])}"
                             f"{', …' if len(held) > 4 else ''}): continue it with --resume, or choose "
                             f"another (empty) --out")

    def check_writable(self) -> None:
        """TrainError unless this user may write the folder, its checkpoints/ and its metrics
        (where one is missing: create it in the nearest existing folder above)."""
        for p in (self.out, self.checkpoints, self.metrics):
            there = p
            while not there.exists() and there != there.parent:
                there = there.parent
            if os.access(there, os.W_OK, effective_ids=os.access in os.supports_effective_ids):
                continue
            why = ("is on a read-only file system" if os.statvfs(there).f_flag & os.ST_RDONLY
                   else "is not writable by this user")
            raise TrainError(f"run folder {self.out} cannot be written: {there} {why}; choose another --out "
                             f"(a resumed run: copy its folder somewhere writable and --resume the copy)")

    def saved_config(self) -> TrainConfig | None:
        """The config.json a run wrote when it started (None if there is none)."""
        if not self.config.is_file():
            return None
        try:
            return TrainConfig.from_json(json.loads(self.config.read_text()))
        except (OSError, ValueError, TypeError, AttributeError) as e:
            raise TrainError(f"{self.config} is not a run's config ({e}): choose another --out") from None

    @contextlib.contextmanager
    def _writing(self, path: Path) -> Iterator[None]:
        """An OSError while writing `path` (a full disk, a read-only file system) as one line."""
        try:
            yield
        except OSError as e:
            raise RunFolderWriteFailed(path, e) from None

    def write_config(self, record: dict) -> None:
        """config.json (`record`: the config and what the run resolved), and args.yaml: the
        TrainConfig fields but the run folder itself, which `train -c` reads back (as timm's)."""
        with self._writing(self.config):
            self.out.mkdir(parents=True, exist_ok=True)
            write_atomic(self.config, (json.dumps(record, indent=1) + "\n").encode(), private=False)
        args = {k: record[k] for k in TRAIN_FIELDS if k in record and k != "out"}
        with self._writing(self.args_yaml):
            write_atomic(self.args_yaml, yaml.safe_dump(args, default_flow_style=False).encode(), private=False)

    def append_metric(self, rec: dict) -> None:
        """Append one record line whole: if the write fails part-way (a full disk), the file is cut
        back to where it ended, so no torn line is left."""
        line = (json.dumps(rec) + "\n").encode()
        with self._writing(self.metrics):
            fd = os.open(self.metrics, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o644)
            try:
                end = os.lseek(fd, 0, os.SEEK_END)
                try:
                    view = memoryview(line)
                    while view:
                        view = view[os.write(fd, view):]
                except OSError:
                    os.ftruncate(fd, end)
                    raise
            finally:
                os.close(fd)
        self._scalars(rec)
        if rec.get("kind") == "eval":
            self.write_summary()

    def records(self, log: Callable[[str], None] = lambda s: None) -> list[dict]:
        """metrics.jsonl's records, in order (`_parsed`: a torn one dropped, saying so through `log`)."""
        return [rec for _, rec in self._parsed(log)]

    def _parsed(self, log: Callable[[str], None]) -> list[tuple[str, dict]]:
        """(line, record) of each line of metrics.jsonl; a line that does not parse as a JSON
        object (a record torn by a kill mid-write) is dropped, saying so through `log`."""
        out = []
        for n, line in enumerate(self.metrics.read_text(errors="replace").splitlines(), 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except ValueError:
                rec = None
            if not isinstance(rec, dict):
                log(f"{self.metrics}:{n}: dropped a torn record ({line[:40]!r})")
                continue
            out.append((line, rec))
        return out

    def write_summary(self) -> None:
        """summary.csv: per epoch its mean train loss, last lr, and the eval record's figures."""
        rows, losses, lr = [], [], None
        for rec in self.records():
            if "loss" in rec:
                losses.append(rec["loss"])
                lr = rec["lr"]
            elif rec.get("kind") == "eval":
                rows.append({**{k: rec[k] for k in SUMMARY if k in rec}, "lr": lr,
                             "train_loss": sum(losses) / len(losses) if losses else None})
                losses = []
        columns = [k for k in SUMMARY if any(row.get(k) is not None for row in rows)]
        f = io.StringIO(newline="")
        w = csv.DictWriter(f, columns, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
        with self._writing(self.summary):
            write_atomic(self.summary, f.getvalue().encode(), private=False)

    def _scalars(self, rec: dict) -> None:
        """TensorBoard scalars of a record (train/* per step, eval/* per epoch), if tensorboardX is there."""
        if self._writer is None:
            try:
                from tensorboardX import SummaryWriter
            except ImportError:
                self._writer = False
                return
            self._writer = SummaryWriter(str(self.tensorboard))
        if self._writer:
            group, x = ("eval", rec["epoch"]) if rec.get("kind") == "eval" else ("train", rec["step"])
            for k, value in rec.items():
                if k not in ("step", "epoch", "kind") and isinstance(value, (int, float)):
                    self._writer.add_scalar(f"{group}/{k}", value, x)
            self._writer.flush()

    def close(self) -> None:
        """Write out the TensorBoard events still queued."""
        if self._writer:
            self._writer.close()
            self._writer = None

    def keep_best(self, checkpoint: Path, rec: dict, log: Callable[[str], None]) -> None:
        """Copy `checkpoint` to checkpoints/best when its val top-1 (`rec`) beats best's (copied
        into a temp folder that a resume's `remove_stale` clears, then renamed into place)."""
        top1 = rec.get("val_top1")
        held = self.best / "best.json"
        if top1 is None or (held.is_file() and json.loads(held.read_text())["val_top1"] >= top1):
            return
        tmp = self.checkpoints / f"{TMP_PREFIX}{BEST}"
        shutil.rmtree(tmp, ignore_errors=True)
        with self._writing(self.best):
            shutil.copytree(checkpoint, tmp)
            (tmp / "best.json").write_text(json.dumps({"val_top1": top1, "epoch": rec["epoch"],
                                                       "checkpoint": checkpoint.name}) + "\n")
            shutil.rmtree(self.best, ignore_errors=True)
            tmp.rename(self.best)
        log(f"best val top-1 so far ({top1:.2%}, epoch {rec['epoch']}): {self.best}")

    def truncate_metrics(self, step: int, log: Callable[[str], None] = lambda s: None) -> None:
        """Keep the records up to `step` (a resumed run redoes the later ones); a line that does not
        parse (a record torn by a kill mid-write) is dropped, saying so."""
        if not self.metrics.is_file():
            return
        keep = [line for line, rec in self._parsed(log) if rec.get("step", 0) <= step]
        with self._writing(self.metrics):
            write_atomic(self.metrics, "".join(line + "\n" for line in keep).encode(), private=False)


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
