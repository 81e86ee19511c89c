"""bench/fashion_runs.py: the Fashion-MNIST queue's bookkeeping (which runs are done, resume or
restart) and its table, run as a process on run folders written here in the shape both trainers
write (tests/bench/test_peer_compare.py's); the trainings themselves are the queue's, run by hand."""
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from test_peer_compare import _run_folder

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
import fashion_runs  # noqa: E402
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


def _fashion(*args, root: Path, results: Path | None = None):
    more = ["--results", str(results)] if results else []
    return subprocess.run([sys.executable, "bench/fashion_runs.py", *args, "--root", str(root), *more],
                          cwd=ROOT, env=ENV, capture_output=True, text=True)


def _finish(root: Path, family: str, seed: int, val: list[float], wall: float, sides=("hlocert", "torch"),
            eval_s: float | None = None):
    for side in sides:
        k = 1 if side == "hlocert" else 2
        _run_folder(root / "short" / family / f"{side}-s{seed}", val, k * wall, eval_s=eval_s and k * eval_s)


def test_plan_marks_a_run_done_only_with_its_last_epochs_eval(tmp_path):
    _finish(tmp_path, "ConvNeXt", 0, [0.5, 0.6, 0.7], 10.0)
    _finish(tmp_path, "ViT", 0, [0.5, 0.6], 10.0, sides=("hlocert",))     # 2 of 3 epochs: unfinished
    with open(tmp_path / "short" / "ViT" / "hlocert-s0" / "metrics.jsonl", "a") as f:
        f.write('{"step": 11, "epo')                                       # a torn last line
    out = _fashion("plan", "--family", "ConvNeXt", "--family", "ViT", root=tmp_path, results=tmp_path / "results")
    assert out.returncode == 0, out.stderr
    lines = [line.split() for line in out.stdout.splitlines() if line.startswith("short")]
    state = {(w[1], w[6]): (w[7], w[8]) for w in lines}
    assert state["ConvNeXt", "0"] == ("hlocert:done", "torch:done")
    assert state["ViT", "0"] == ("hlocert:todo", "torch:todo")
    assert state["ConvNeXt", "1"] == ("hlocert:todo", "torch:todo")


def test_a_queue_whose_runs_are_all_done_starts_nothing_and_records_them(tmp_path):
    for s in range(2):
        _finish(tmp_path, "TinyCNN", s, [0.5, 0.6, 0.7], 10.0)
    results = tmp_path / "results"
    out = _fashion("run", "--family", "TinyCNN", root=tmp_path, results=results)
    assert out.returncode == 0 and out.stdout == "" and out.stderr == ""
    recs = sorted(p.relative_to(results).as_posix() for p in results.rglob("*.json"))
    assert recs == [f"short/TinyCNN/{side}-s{s}.json" for side in ("hlocert", "torch") for s in range(2)]
    rec = json.loads((results / "short" / "TinyCNN" / "torch-s1.json").read_text())
    assert rec["val"] == [50.0, 60.0, 70.0] and rec["cpu"] and rec["recorded"][:2] == "20"


def test_a_run_recorded_elsewhere_is_done_and_not_trained_again(tmp_path):
    """A committed record with no run folder here (a fresh clone) counts as done: `plan` says
    "recorded" and `run` starts nothing for it; a run folder here still decides for itself."""
    for s in range(2):
        _finish(tmp_path / "there", "TinyCNN", s, [0.5, 0.6, 0.7], 10.0)
    results = tmp_path / "results"
    assert _fashion("archive", "--family", "TinyCNN", root=tmp_path / "there", results=results).returncode == 0
    _finish(tmp_path / "here", "TinyCNN", 1, [0.5, 0.6], 10.0, sides=("hlocert",))    # seed 1 here: unfinished
    out = _fashion("plan", "--family", "TinyCNN", root=tmp_path / "here", results=results)
    state = {w[6]: (w[7], w[8]) for w in (line.split() for line in out.stdout.splitlines() if line.startswith("short"))}
    assert state == {"0": ("hlocert:recorded", "torch:recorded"), "1": ("hlocert:todo", "torch:recorded")}, out
    (tmp_path / "here" / "short" / "TinyCNN" / "hlocert-s1").rename(tmp_path / "aside")
    out = _fashion("run", "--family", "TinyCNN", root=tmp_path / "here", results=results)
    assert out.returncode == 0 and out.stdout == "" and out.stderr == "", out


def test_table_has_a_row_and_a_figure_per_family_with_both_sides_finished(tmp_path):
    pytest.importorskip("matplotlib")
    for s, top1 in enumerate((0.78, 0.80, 0.82)):
        _finish(tmp_path, "ConvNeXt", s, [0.5, 0.76, top1], 9.0, eval_s=1.0)
    for s in range(2):      # hlocert 4 points under PyTorch, whose two seeds agree: outside the bound
        _finish(tmp_path, "ViT", s, [0.5, 0.6, 0.70], 9.0, sides=("hlocert",))
        _finish(tmp_path, "ViT", s, [0.5, 0.6, 0.74], 9.0, sides=("torch",))
    _finish(tmp_path, "ResNet", 0, [0.5, 0.6, 0.7], 9.0, sides=("hlocert",))   # no peer yet: no row
    figs, results = tmp_path / "figs", tmp_path / "results"
    out = _fashion("archive", root=tmp_path, results=results)
    assert out.returncode == 0 and out.stdout.count("record: ") == 3 * 2 + 2 * 2 + 1, out.stderr
    shutil.rmtree(tmp_path / "short")          # the table reads the records alone, as on a fresh clone
    out = subprocess.run([sys.executable, "bench/fashion_runs.py", "table", "--results", str(results),
                          "--figures", str(figs)], cwd=ROOT, env=ENV, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    where = fashion_runs.cpu_model() + ", " + time.strftime("%Y-%m-%d")
    rows = [line for line in out.stdout.splitlines() if line.startswith("| short")]
    # 15 updates × 4 images in 9 s vs 18 s → 7 vs 3 img/s; 75% first reached at epoch 2's eval: 6 s vs 12 s;
    # evaluations of 1, 2, 3 s (hlocert) and 2, 4, 6 s (PyTorch) → medians 2 and 4; ViT recorded none
    assert rows == [f"| short | ConvNeXt (convnext_atto) | 80.00 ± 2.00 | 80.00 ± 2.00 | yes (+0.00, ±4.00) | 3/3 | 3 | "
                    f"9/18 | 7/3 | 2.00 | 6/12 | 2/4 | {where} | [fashion-short-convnext.png]({(figs / 'fashion-short-convnext.png').as_posix()}) |",
                    f"| short | ViT (vit_nano) | 70.00 ± 0.00 | 74.00 ± 0.00 | NO (-4.00, ±0.30) | 2/2 | 3 | "
                    f"9/18 | 7/3 | 2.00 | —/— | —/— | {where} | [fashion-short-vit.png]({(figs / 'fashion-short-vit.png').as_posix()}) |"]
    assert (figs / "fashion-short-convnext.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert not (figs / "fashion-short-resnet.png").exists()


def test_a_plans_flags_reach_the_train_command_and_its_resume(tmp_path):
    p = fashion_runs.Plan("ConvNeXt", "convnext_atto", 12, 2, ("--rrc-scale", "0.8", "1", "--crop-pct", "1.0"))
    out = tmp_path / "hlocert-s1"
    fresh = fashion_runs.hlocert_cmd(p, 1, out)
    assert fresh[-2:] == ["--out", str(out)] and fresh[fresh.index("--rrc-scale"):][:5] == list(p.flags)
    out.mkdir()
    (out / "config.json").write_text("{}")
    resumed = fashion_runs.hlocert_cmd(p, 1, out)
    assert resumed[-2:] == ["--resume", str(out)] and resumed[:-2] == fresh[:-2]
    assert {(q.flags, q.peer) for q in fashion_runs.SHORT} == {((), ("--threads", "1"))}   # one recipe for every family
    peer = fashion_runs.peer_cmd(p, 1, out, tmp_path / "torch-s1")
    assert peer[-2:] == ["--threads", "1"] and "--like" in peer
