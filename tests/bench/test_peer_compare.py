"""bench/peer_compare.py: hlocert and PyTorch peer run folders (metrics.jsonl in one shape) → one
PNG and the table row (mean ± std over seeds, wall, img/s, ratio). Run as a process, on run
folders written here in the shape both trainers write."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}   # this checkout's hlocert, whatever is installed
VARIANT = "convnext_micro-c10-i32-b4x1-adamw+wx+clip1.0+ema"


def _run_folder(d: Path, val: list[float], wall: float, steps_per_epoch: int = 5, eval_s: float | None = None) -> str:
    d.mkdir(parents=True)
    (d / "config.json").write_text(json.dumps({"variant": "x", "variant_resolved": VARIANT}))
    rows, step = [], 0
    for e, top1 in enumerate(val):
        for _ in range(steps_per_epoch):
            step += 1
            rows.append({"step": step, "epoch": e, "loss": 2.0 - 0.1 * step, "lr": 1e-3, "grad_norm": 1.0,
                         "img_s": 9.0})
        rows.append({"kind": "eval", "step": step, "epoch": e + 1, "time_s": wall * (e + 1) / len(val),
                     "val_top1": top1, "val_top5": 1.0, "ema_top1": top1 - 0.01,
                     **({} if eval_s is None else {"eval_s": eval_s * (e + 1)})})
    (d / "metrics.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    return str(d)


def test_overlay_png_and_the_row(tmp_path):
    pytest.importorskip("matplotlib")
    ours = [_run_folder(tmp_path / f"h{s}", [0.5, 0.7 + 0.02 * s], 10.0) for s in range(2)]
    peer = [_run_folder(tmp_path / "p0", [0.55, 0.69], 20.0)]
    png = tmp_path / "fig.png"
    out = subprocess.run([sys.executable, "bench/peer_compare.py", "--hlocert", *ours, "--peer", *peer,
                          "-o", str(png), "--name", "convnext_micro"],
                         cwd=ROOT, env=ENV, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    row = next(line for line in out.stdout.splitlines() if line.startswith("| convnext_micro"))
    # final val top-1 70 and 72 → 71.00 ± 1.41; the peer's one seed 69.00 ± 0.00; 10 updates × 4 images
    # in 10 s vs 20 s → 4 vs 2 img/s, ratio 2.00
    assert row == "| convnext_micro | 71.00 ± 1.41 | 69.00 ± 0.00 | 2/1 | 2 | 10/20 | 4/2 | 2.00 |"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000


def test_a_run_without_an_eval_row_is_one_line(tmp_path):
    d = tmp_path / "r"
    d.mkdir()
    (d / "config.json").write_text(json.dumps({"variant": VARIANT}))
    (d / "metrics.jsonl").write_text(json.dumps({"step": 1, "epoch": 0, "loss": 2.0}) + "\n")
    out = subprocess.run([sys.executable, "bench/peer_compare.py", "--hlocert", str(d), "--peer", str(d),
                          "-o", str(tmp_path / "f.png")], cwd=ROOT, env=ENV, capture_output=True, text=True)
    assert out.returncode == 1 and "has no eval row" in out.stderr and "Traceback" not in out.stderr


def test_a_resumed_runs_wall_adds_its_segments_clocks(tmp_path):
    """A run resumed before the checkpoint kept the run's clock (records before 2026-12-07) starts it
    again at the resume (a real resumed run's eval rows: 441, 923 s, then 158, 368, … s): the
    record's times and wall add the segments' clocks, so its img/s is of the whole run, not of 14
    epochs' steps over the last segment's seconds."""
    sys.path.insert(0, str(ROOT / "bench"))
    import peer_compare
    d = Path(_run_folder(tmp_path / "r", [0.5, 0.6, 0.7, 0.8], 40.0))
    rows = [json.loads(line) for line in (d / "metrics.jsonl").read_text().splitlines()]
    for r in rows:      # resumed after epoch 2 (its clock 20 s): epochs 3 and 4 end 6 and 12 s after the resume
        if r.get("kind") == "eval" and r["epoch"] > 2:
            r["time_s"] = 6.0 * (r["epoch"] - 2)
    (d / "metrics.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    run = peer_compare.read_run(str(d))
    assert run["times"] == [10.0, 20.0, 26.0, 32.0] and run["wall"] == 32.0 and run["segments"] == 2
    fresh = peer_compare.read_run(_run_folder(tmp_path / "f", [0.5, 0.6], 10.0))
    assert fresh["times"] == [5.0, 10.0] and fresh["wall"] == 10.0 and fresh["segments"] == 1
