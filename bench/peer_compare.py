"""hlocert runs against PyTorch peer runs of the same recipe: one PNG and one table row.

    python bench/peer_compare.py --hlocert RUN [RUN ...] --peer PEER_RUN [PEER_RUN ...] [-o FIG.png] [--name NAME]

Each argument is a run folder holding metrics.jsonl (`hlocert train`'s, or `bench/peer_train.py`'s,
which writes the same shape) and config.json. The PNG overlays, per epoch, the mean train loss
(the mean of the epoch's step losses) and val top-1 (live and, where kept, EMA) of every run:
hlocert in blue, PyTorch in orange, one line per seed. The row says, per side, the final val top-1
as mean ± sample std over the seeds (std 0 for one seed), the seeds, the epochs, the wall seconds
to the last eval (mean) and the end-to-end img/s (updates × global batch ÷ that wall: the loader,
the steps and the evals included), and the img/s ratio hlocert ÷ PyTorch.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

from hlocert.train.config import TrainConfig


def read_run(folder: str) -> dict:
    """{epochs: [..], loss: [..] per epoch, val, ema: [..] per eval, times (seconds from the start to
    each eval's end), wall, segments (1, or 1 + the times it was resumed), steps, batch} of a run folder."""
    d = Path(folder)
    v = TrainConfig.of_run(json.loads((d / "config.json").read_text())).variant
    rows = [json.loads(line) for line in (d / "metrics.jsonl").read_text().splitlines() if line.strip()]
    steps = [r for r in rows if r.get("kind") != "eval"]
    evals = [r for r in rows if r.get("kind") == "eval"]
    if not evals:
        sys.exit(f"peer_compare: {d / 'metrics.jsonl'} has no eval row (no finished epoch)")
    by_epoch: dict[int, list[float]] = {}
    for r in steps:
        by_epoch.setdefault(r["epoch"], []).append(r["loss"])
    # a run resumed before hlocert kept its clock in the checkpoint (time_s, 2026-12-07) starts it
    # again at the resume: its segments' clocks are added (the work redone after the last
    # checkpoint is not counted), so wall and img/s are of the whole run; a newer run's time_s goes
    # on across resumes already (one segment)
    times, offset, last, segments = [], 0.0, None, 1
    for e in evals:
        if last is not None and e["time_s"] < last:
            offset, segments = offset + last, segments + 1
        last = e["time_s"]
        times.append(round(offset + e["time_s"], 2))
    return {"epochs": [e["epoch"] for e in evals], "loss": [statistics.fmean(by_epoch[e["epoch"] - 1]) for e in evals],
            "val": [100 * e["val_top1"] for e in evals], "ema": [100 * e["ema_top1"] for e in evals if "ema_top1" in e],
            "times": times, "eval_s": [e["eval_s"] for e in evals if "eval_s" in e], "wall": times[-1],
            "segments": segments, "steps": evals[-1]["step"], "batch": v.batch * v.replicas, "name": v.name}


def time_to(run: dict, top1: float) -> float | None:
    """Seconds from the run's start to the end of its first eval at val top-1 ≥ `top1` (%): the
    epoch's training and its evaluation included; None if no eval reached it."""
    return next((t for v, t in zip(run["val"], run["times"]) if v >= top1), None)


def summarise(runs: list[dict], top1: float = 75.0) -> dict:
    """Final val top-1 mean ± sample std over the seeds, mean wall, end-to-end img/s (steps × batch
    over the wall, loader and evals included), the mean time to `top1` (None unless every seed
    reached it) and the median seconds of one evaluation (live + EMA over val; None if not recorded)."""
    final = [r["val"][-1] for r in runs]
    wall = statistics.fmean(r["wall"] for r in runs)
    reach = [time_to(r, top1) for r in runs]
    evals = [s for r in runs for s in r.get("eval_s", [])]    # runs before eval_s was recorded have none
    return {"mean": statistics.fmean(final), "std": statistics.stdev(final) if len(final) > 1 else 0.0,
            "seeds": len(runs), "epochs": runs[0]["epochs"][-1], "wall": wall,
            "img_s": statistics.fmean(r["steps"] * r["batch"] / r["wall"] for r in runs),
            "to_top1": None if None in reach else statistics.fmean(reach),
            "eval_s": statistics.median(evals) if evals else None}


def plot(ours: list[dict], peers: list[dict], path: Path, title: str) -> Path:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, (a, b) = plt.subplots(1, 2, figsize=(11, 4))
    for runs, color, label in ((ours, "tab:blue", "hlocert"), (peers, "tab:orange", "PyTorch/timm")):
        for i, r in enumerate(runs):
            tag = label if i == 0 else None
            a.plot(r["epochs"], r["loss"], color=color, marker="o", label=tag)
            b.plot(r["epochs"], r["val"], color=color, marker="o", label=tag and f"{tag} val")
            if r["ema"]:
                b.plot(r["epochs"], r["ema"], color=color, ls="--", label=tag and f"{tag} EMA")
    a.set(xlabel="epoch", ylabel="train loss (epoch mean)", title="train loss")
    b.set(xlabel="epoch", ylabel="val top-1 (%)", title="val top-1")
    from matplotlib.ticker import MaxNLocator
    for ax in (a, b):
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.grid(alpha=0.3)
        ax.legend()
    fig.suptitle(title)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hlocert", nargs="+", required=True, help="hlocert train run folders (one per seed)")
    p.add_argument("--peer", nargs="+", required=True, help="bench/peer_train.py run folders (one per seed)")
    p.add_argument("-o", "--out", default="peer_compare.png", help="the PNG (default peer_compare.png)")
    p.add_argument("--name", help="the row's name (default: the hlocert variant)")
    args = p.parse_args(argv)
    ours, peers = [read_run(f) for f in args.hlocert], [read_run(f) for f in args.peer]
    name = args.name or ours[0]["name"]
    png = plot(ours, peers, Path(args.out), name)
    h, t = summarise(ours), summarise(peers)
    print("| run | hlocert val top-1 | PyTorch val top-1 | seeds (h/p) | epochs | wall s (h/p) | img/s (h/p) | "
          "img/s ratio |")
    print(f"| {name} | {h['mean']:.2f} ± {h['std']:.2f} | {t['mean']:.2f} ± {t['std']:.2f} | "
          f"{h['seeds']}/{t['seeds']} | "
          f"{h['epochs']} | {h['wall']:.0f}/{t['wall']:.0f} | {h['img_s']:.0f}/{t['img_s']:.0f} | "
          f"{h['img_s'] / t['img_s']:.2f} |")
    print(f"figure {png}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
