"""`hlocert validate`, as timm's validate.py: top-1/top-5 (in percent, with their errors), the mean
cross-entropy and img/s of one or many checkpoints (`--checkpoint` repeated, or a glob), the live
weights or `--ema`'s, through evaluate.py's `eval_topk` on each checkpoint's val split; one forward
compiled per variant, each data set opened (its folders scanned) once. `--results-file` writes the
rows as CSV or JSON, by its extension."""
from __future__ import annotations

import csv
import glob
import json
import time
from pathlib import Path
from typing import Callable

import numpy as np

from ..render.signature import signature
from ..runtime import get_lowerer
from .artifacts import load_artifact
from .errors import TrainError
from .evaluate import PREFIX, checkpoint_weights, eval_config, eval_topk, forward_logits
from .inputs import open_data, val_loader
from .model_dtype import at_model_dtype
from .progress import stderr_line

RESULT_FORMATS = (".csv", ".json")


def checkpoint_paths(patterns: list[str]) -> list[str]:
    """Each `--checkpoint` as given, or a glob's matches, sorted; TrainError for a glob matching nothing."""
    out = []
    for p in patterns:
        hits = sorted(glob.glob(p)) if glob.has_magic(p) else [p]
        if not hits:
            raise TrainError(f"--checkpoint {p}: the pattern matches no path")
        out += hits
    return out


def validate(patterns: list[str], data: str | None = None, lowerer: str | None = None, workers: int = 2,
             ema: bool = False, log: Callable[[str], None] = stderr_line, compile_cache: bool = True) -> list[dict]:
    """One row per checkpoint (a checkpoint folder, or a run folder: its newest intact one):
    {checkpoint, variant, step, weights, top1, top1_err, top5, top5_err, loss, images, img_s,
    param_count}; img/s counts the loading too, as timm's does, after one untimed warm-up batch."""
    exes, splits, rows = {}, {}, []
    group = "ema" if ema else "params"
    for path in checkpoint_paths(patterns):
        ck, params, net_state = checkpoint_weights(path, ema, log)
        d, state, _, v = ck
        cfg = eval_config(ck, data, lowerer, workers)
        data_key = (cfg.data, v.model.num_classes)     # a run's checkpoints share one scan of their data
        if data_key not in splits:
            splits[data_key] = open_data(cfg, v, log)[1]
        val_folder = splits[data_key]
        fwd = v.forward_twin()
        key = (fwd.name, cfg.lowerer, cfg.platform)
        if key not in exes:
            text, _ = load_artifact(fwd, log)
            exe = get_lowerer(cfg.lowerer, platform=cfg.platform, cache=compile_cache).compile(text)
            exes[key] = at_model_dtype(exe, fwd)
            log(f"compiled {fwd.name} on {cfg.lowerer} ({exes[key].provenance})")
        weights = {group: (params, net_state)}
        sig = signature(fwd)
        forward_logits(exes[key], sig, np.zeros(sig.inputs[0].shapes[0], np.float32), *weights[group])   # warm-up, as timm's
        loader = val_loader(cfg, v, val_folder)
        start = time.perf_counter()
        try:
            s = eval_topk(exes[key], sig, loader, weights)
        finally:
            loader.close()
        seconds = time.perf_counter() - start
        p = PREFIX[group]
        top1, top5 = 100 * s[f"{p}_top1"], 100 * s[f"{p}_top5"]
        rows.append({"checkpoint": str(d), "variant": v.name, "step": state["step"],
                     "weights": "ema" if ema else "live", "top1": round(top1, 4), "top1_err": round(100 - top1, 4),
                     "top5": round(top5, 4), "top5_err": round(100 - top5, 4), "loss": round(s[f"{p}_loss"], 6),
                     "images": s["val_images"], "img_s": round(s["val_images"] / seconds, 2),
                     "param_count": sum(a.size for a in weights[group][0].values())})
        r = rows[-1]
        log(f"{d}: * Acc@1 {r['top1']:.3f} ({r['top1_err']:.3f}) Acc@5 {r['top5']:.3f} ({r['top5_err']:.3f}) "
            f"loss {r['loss']:.4f}, {r['images']} images, {r['img_s']:.1f} img/s")
    return rows


def check_results_file(path: str) -> None:
    """TrainError unless `path` ends in .csv or .json and its folder exists (checked before anything
    is evaluated, so that a long validation is not lost to a typo)."""
    if Path(path).suffix.lower() not in RESULT_FORMATS:
        raise TrainError(f"--results-file {path}: name a .csv or a .json file (the format follows the extension)")
    folder = Path(path).absolute().parent
    if not folder.is_dir():
        raise TrainError(f"--results-file {path}: no folder {folder} to write it in")


def write_results(rows: list[dict], path: str) -> None:
    """The rows as CSV (a header, then a row per checkpoint) or as a JSON list, by `path`'s extension."""
    with open(path, "w", newline="", encoding="utf-8") as f:
        if Path(path).suffix.lower() == ".json":
            json.dump(rows, f, indent=1)
            f.write("\n")
            return
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
