"""`hlocert avg-checkpoints`, as timm's avg_checkpoints.py: the mean of the N best checkpoints a run
kept, ranked by a metric its metrics.jsonl records at each epoch's end (val_top1 by default; a loss
ranks lowest first). Every group is averaged, tensor by tensor in float64: the parameters, the
net's BatchNorm running statistics (`state`), the EMA (its parameters and statistics) when the
variant keeps one, and the optimizer moments (a checkpoint carries every group of its step; the
averaged one is for eval, validate, predict and export, whose loader checks it as any other).
Its state.json is the best checkpoint's, with `averaged` recording the metric and the members."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

import numpy as np

from . import checkpoint as ckpt
from .errors import TrainError
from .runfolder import RunFolder, run_folder_of

METRICS = ("val_top1", "val_top5", "val_loss", "ema_top1", "ema_top5", "ema_loss")


def ranked(folder: RunFolder, metric: str, log: Callable[[str], None] = lambda s: None) -> list[tuple[Path, float]]:
    """(checkpoint, its epoch-end `metric`) of every step checkpoint the run `folder` keeps whose step
    metrics.jsonl scored, best first (ties: the later step first); a torn record is dropped, said through `log`."""
    if not folder.metrics.is_file():
        raise TrainError(f"{folder.out} has no metrics.jsonl: give a run folder (hlocert train's --out)")
    scores = {r["step"]: r[metric] for r in folder.records(log) if r.get("kind") == "eval" and metric in r}
    if not scores:
        raise TrainError(f"{folder.metrics} records no {metric} (trained with --no-eval, or without "
                         f"{'--model-ema' if metric.startswith('ema') else 'an eval'})")
    steps = {d: int(d.name[len(ckpt.PREFIX):]) for d in ckpt.list_checkpoints(folder.checkpoints)}
    kept = [(d, scores[step]) for d, step in steps.items() if step in scores]
    sign = 1 if metric.endswith("loss") else -1
    return sorted(kept, key=lambda c: (sign * c[1], -steps[c[0]]))


def _output(folder: RunFolder, out: str | Path | None, n: int, metric: str) -> Path:
    """The averaged checkpoint's folder (default: RUN/checkpoints/avg{n}_{metric}); TrainError for
    one a step checkpoint, the best one or a non-checkpoint would be confused with (checked before
    anything is read)."""
    out = Path(out) if out else folder.checkpoints / f"avg{n}_{metric}"
    if out.name.startswith(ckpt.PREFIX) or out.name.startswith(ckpt.TMP_PREFIX):
        raise TrainError(f"-o {out}: a name starting {ckpt.PREFIX} is a step checkpoint's (a resume would take "
                         "it for the latest): choose another")
    if out.resolve() == folder.best.resolve():
        raise TrainError(f"-o {out} is the run's best checkpoint: choose another")
    if out.exists() and not (out / "state.json").is_file():
        raise TrainError(f"-o {out} exists and is not a checkpoint: choose another")
    return out


def average(run: str | Path, n: int, metric: str, out: str | Path | None,
            log: Callable[[str], None] = lambda s: None) -> Path:
    """Write the mean of the `n` best checkpoints of `run` by `metric` to `out` (default:
    RUN/checkpoints/avg{n}_{metric}); returns the folder, read back and verified."""
    if metric not in METRICS:
        raise TrainError(f"--metric {metric}: rank by one of {', '.join(METRICS)}")
    if n < 1:
        raise TrainError(f"--n must be at least 1, got {n}")
    folder = RunFolder(run_folder_of(run))
    out = _output(folder, out, n, metric)
    best = ranked(folder, metric, log)
    if not best:
        raise TrainError(f"{run}: none of the checkpoints kept is at an epoch end that recorded {metric}")
    if len(best) < n:
        log(f"only {len(best)} checkpoint(s) with {metric} are kept (train with a larger --keep): averaging those")
    chosen = [ckpt.read_verified(d) for d, _ in best[:n]]
    variants = {c.state["variant"] for c in chosen}
    if len(variants) > 1:
        raise TrainError(f"the checkpoints are of different variants ({', '.join(sorted(variants))}): "
                         "only one variant's can be averaged")
    tensors = {g: {k: np.mean([c.tensors[g][k].astype(np.float64) for c in chosen], axis=0).astype(np.float32)
                   for k in group} for g, group in chosen[0].tensors.items()}
    members = [{"checkpoint": c.directory.name, "step": c.state["step"], metric: score}
               for c, (_, score) in zip(chosen, best)]
    state = {k: v for k, v in chosen[0].state.items() if k != "files"}
    state["averaged"] = {"metric": metric, "n": len(chosen), "members": members}
    d = ckpt.save_checkpoint(out.parent, state["step"], tensors, state, keep=0, name=out.name)
    ckpt.read_verified(d)
    said = ", ".join(f"{m['checkpoint']} ({metric} {m[metric]:.4g})" for m in members)
    log(f"{d}: the mean of {said}")
    return d
