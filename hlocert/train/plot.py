"""PNG plots with matplotlib's Agg backend (no display needed).

- `plot_metrics(metrics_jsonl, png, title=variant)`: a training run's train loss per step and val
  (and EMA) loss per epoch, its val (and EMA) top-1/top-5 accuracy per epoch and its learning
  rate per step, from the trainer's metrics JSONL (`metrics_figure` draws them).
- `plot_pair(report, png)`: `hlocert pair`'s overlay of the two loss curves, with |Δloss| and the
  relative parameter difference on a log scale against the measured noise floor.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _pyplot():
    import matplotlib
    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt
    return plt


def _save(plt, fig, png, title: str = "") -> Path:
    """Write `fig` as a PNG whose `Title` text chunk is `title` (the variant)."""
    fig.tight_layout()
    png = Path(png)
    png.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(png, dpi=100, metadata={"Title": title})
    plt.close(fig)
    return png


def plot_metrics(metrics_jsonl, png, log=_stderr, title: str = "") -> Path | None:
    """The curves of a metrics JSONL as a PNG (`metrics_figure`); returns its path, or None (said
    through `log`) when matplotlib is missing or there is nothing to plot."""
    try:
        plt = _pyplot()
    except ImportError:
        log("plot skipped: matplotlib is not installed (pip install matplotlib)")
        return None
    recs = [json.loads(line) for line in Path(metrics_jsonl).read_text().splitlines() if line.strip()]
    if not any("loss" in r or r.get("kind") == "eval" for r in recs):
        log(f"plot skipped: no records in {metrics_jsonl}")
        return None
    return _save(plt, metrics_figure(plt, recs, title), png, title)


def metrics_figure(plt, recs: list[dict], title: str):
    """Three panels under `title` (the variant): train loss per step with val/EMA loss at each
    epoch's last step; val/EMA top-1/top-5 per epoch; the learning rate per step."""
    steps = [r for r in recs if "loss" in r]
    evals = [r for r in recs if r.get("kind") == "eval"]
    fig, (a, b, c) = plt.subplots(1, 3, figsize=(14, 4))
    fig.suptitle(title, fontsize=9)
    a.plot([r["step"] for r in steps], [r["loss"] for r in steps], lw=1, label="train loss")
    for key, style in (("val_loss", "o-"), ("ema_loss", "s-")):
        pts = [(r["step"], r[key]) for r in evals if key in r]
        if pts:
            a.plot([p[0] for p in pts], [p[1] for p in pts], style, label=key.replace("_", " "))
    a.set_xlabel("step")
    a.set_ylabel("loss")
    a.grid(alpha=0.3)
    a.legend(fontsize=8)
    plotted = False
    for key, style in (("val_top1", "o-"), ("val_top5", "o:"), ("ema_top1", "s-"), ("ema_top5", "s:")):
        pts = [(r["epoch"], r[key]) for r in evals if key in r]
        if pts:
            b.plot([p[0] for p in pts], [p[1] for p in pts], style, label=key)
            plotted = True
    b.set_xlabel("epoch")
    b.set_ylabel("accuracy")
    b.grid(alpha=0.3)
    if plotted:
        b.legend(fontsize=8)
    else:
        b.text(0.5, 0.5, "no eval records", ha="center", va="center", transform=b.transAxes)
    c.plot([r["step"] for r in steps], [r["lr"] for r in steps], lw=1)
    c.set_xlabel("step")
    c.set_ylabel("learning rate")
    c.grid(alpha=0.3)
    return fig


def plot_pair(report: dict, png) -> Path:
    """`hlocert pair`'s report as a PNG: the two loss curves overlaid (left) and, log scale, |Δloss|
    of the pair, of the reversed-batch twin, the floor, and the relative parameter difference (right)."""
    plt = _pyplot()
    rows = report["steps"]
    steps = [r["step"] for r in rows]
    a_name, b_name = report["a"], report["b"]
    fig, (ax, bx) = plt.subplots(1, 2, figsize=(11, 4))
    ax.plot(steps, [r["loss_a"] for r in rows], "-", lw=1.5, label=a_name)
    ax.plot(steps, [r["loss_b"] for r in rows], "--", lw=1.5, label=b_name)
    ax.set_xlabel("step")
    ax.set_ylabel("train loss")
    ax.set_title(f"{report['variant']}", fontsize=8)
    ax.legend(fontsize=8)
    ax.grid(alpha=0.3)
    tiny = 1e-12  # log axes: exact zeros are drawn at 1e-12
    bx.semilogy(steps, [max(r["dloss"], tiny) for r in rows], "o-", ms=3, label=f"|Δloss| {a_name} vs {b_name}")
    bx.semilogy(steps, [max(r["dloss_reversed"], tiny) for r in rows], "x:", ms=3,
                label="|Δloss| reference vs reversed batch")
    bx.semilogy(steps, [max(r["param_rel"], tiny) for r in rows], "-", lw=1, alpha=0.7,
                label="param rel-L2 diff")
    floor = report["floor"]["loss"]
    bx.axhline(max(floor, tiny), color="k", lw=1, ls="--", label=f"floor {floor:.2e}")
    bx.set_xlabel("step")
    bx.set_title(f"verdict {report['verdict']}", fontsize=9)
    bx.legend(fontsize=7)
    bx.grid(alpha=0.3, which="both")
    return _save(plt, fig, png)
