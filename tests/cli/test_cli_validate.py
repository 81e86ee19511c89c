"""`hlocert validate` and `hlocert avg-checkpoints` (issue 28 item 7) on one real run: three short
epochs of TinyCNN +bn +ema (BatchNorm running statistics and an EMA in every checkpoint) on a small
digits folder, every epoch's checkpoint kept. validate gives each checkpoint the figures the
trainer's own epoch-end eval recorded; the averaged checkpoint is the tensor-wise mean of the N
best by the metric — parameters, running statistics, EMA — and eval, validate and predict read it."""
import csv
import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from hlocert.cli import main
from hlocert.train.checkpoint import list_checkpoints, load_checkpoint, read_verified, save_checkpoint

from trainer_runs import tiny_folder

VARIANT = "tinycnn_S-c10-i16-b4x1-adamw+wx+clip1.0+ema+drop+bn"


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    data = tiny_folder(tmp_path_factory.mktemp("tiny"), per_class_train=2, per_class_val=1)
    out = tmp_path_factory.mktemp("run") / "run"
    assert main(["train", "--variant", VARIANT, "--data", data, "--epochs", "3", "--warmup-epochs", "0",
                 "--lr", "5e-3", "--workers", "0", "--keep", "10", "--no-plot", "--out", str(out)]) == 0
    return out


def _evals(run: Path) -> dict[int, dict]:
    recs = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    return {r["step"]: r for r in recs if r.get("kind") == "eval"}


def _validate(argv, capsys) -> list[dict]:
    assert main(["validate", "--workers", "0", *argv]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("ema, prefix", [(False, "val"), (True, "ema")])
def test_validate_gives_each_checkpoint_the_trainers_own_figures(run, capsys, ema, prefix):
    rows = _validate(["--checkpoint", str(run / "checkpoints" / "step_*"), *(["--ema"] if ema else [])], capsys)
    evals = _evals(run)
    assert [r["step"] for r in rows] == sorted(evals) == [5, 10, 15]
    for r in rows:
        e = evals[r["step"]]
        assert r["weights"] == ("ema" if ema else "live") and r["variant"] == VARIANT and r["images"] == 10
        assert (r["top1"], r["top5"]) == (round(100 * e[f"{prefix}_top1"], 4), round(100 * e[f"{prefix}_top5"], 4))
        assert r["top1"] + r["top1_err"] == 100 and r["loss"] == round(e[f"{prefix}_loss"], 6)
        assert r["img_s"] > 0 and r["param_count"] == 6186


def test_validate_results_file_csv_and_json(run, tmp_path, capsys):
    ckpts = [str(d) for d in list_checkpoints(run / "checkpoints")[:2]]
    args = [a for c in ckpts for a in ("--checkpoint", c)]
    rows = _validate([*args, "--results-file", str(tmp_path / "r.json")], capsys)
    assert json.loads((tmp_path / "r.json").read_text()) == rows and len(rows) == 2
    rows = _validate([*args, "--results-file", str(tmp_path / "r.csv")], capsys)
    with open(tmp_path / "r.csv", newline="") as f:
        read = list(csv.DictReader(f))
    assert read == [{k: str(v) for k, v in r.items()} for r in rows]


@pytest.mark.parametrize("argv, said", [
    (["--results-file", "r.txt"], "--results-file r.txt: name a .csv or a .json file"),
    (["--checkpoint", "/nonexistent/step_*"], "--checkpoint /nonexistent/step_*: the pattern matches no path"),
    (["--results-file", "/nonexistent/r.csv"], "--results-file /nonexistent/r.csv: no folder /nonexistent"),
])
def test_validate_errors_are_one_line(run, capsys, argv, said):
    assert main(["validate", "--checkpoint", str(run), *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith(f"validate: error: {said}"), err


def test_validate_ema_of_a_checkpoint_without_one_is_one_line(run, tmp_path, capsys):
    """The last checkpoint as the same net's variant without +ema would have written it."""
    ck = read_verified(list_checkpoints(run / "checkpoints")[-1])
    plain = VARIANT.replace("+ema", "")
    state = {**{k: v for k, v in ck.state.items() if k != "files"}, "variant": plain}
    d = save_checkpoint(tmp_path, ck.state["step"], {g: t for g, t in ck.tensors.items() if g != "ema"}, state)
    assert main(["validate", "--checkpoint", str(d), "--workers", "0"]) == 0
    capsys.readouterr()
    assert main(["validate", "--checkpoint", str(d), "--ema"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == f"validate: error: {d} has no EMA weights (its variant {plain} has no +ema): drop --ema"


@pytest.fixture(scope="module")
def averaged(run):
    assert main(["avg-checkpoints", str(run), "-n", "2", "--metric", "val_loss"]) == 0
    return run / "checkpoints" / "avg2_val_loss"


def test_avg_checkpoints_is_the_mean_of_the_best_by_the_metric(run, averaged):
    evals = _evals(run)
    best = sorted(evals, key=lambda s: evals[s]["val_loss"])[:2]
    members = [read_verified(run / "checkpoints" / f"step_{s:08d}") for s in best]
    avg = read_verified(averaged)
    assert set(avg.tensors) == {"params", "state", "m", "v", "ema"}
    for g in ("params", "state", "ema"):       # the weights, the BatchNorm statistics, the EMA (with its own)
        for k, a in avg.tensors[g].items():
            want = ((members[0].tensors[g][k].astype(np.float64) + members[1].tensors[g][k]) / 2).astype(np.float32)
            np.testing.assert_array_equal(a, want)
    assert any(not np.array_equal(avg.tensors["state"][k], m.tensors["state"][k])
               for m in members for k in avg.tensors["state"])
    assert [m["step"] for m in avg.state["averaged"]["members"]] == best
    assert load_checkpoint(run).directory.name == "step_00000015"     # never taken for the latest


def test_the_averaged_checkpoint_is_read_by_eval_validate_and_predict(run, averaged, capsys):
    assert main(["eval", "--checkpoint", str(averaged), "--workers", "0"]) == 0
    ev = json.loads(capsys.readouterr().out)
    row, = _validate(["--checkpoint", str(averaged)], capsys)
    assert (row["top1"], row["loss"]) == (round(100 * ev["val_top1"], 4), round(ev["val_loss"], 6))
    cfg = json.loads((run / "config.json").read_text())
    val = Path(cfg["data"]) / "val"
    assert main(["predict", "--checkpoint", str(averaged), "--json", "--topk", "3", str(val / "3")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out) == 1 and len(out[0]["top"]) == 3


@pytest.mark.parametrize("argv, said", [
    (["--metric", "ema_top1", "-o", "{run}/checkpoints/step_00000099"], "a name starting step_ is a step checkpoint's"),
    (["-n", "0"], "--n must be at least 1, got 0"),
    (["-o", "{run}/checkpoints/best"], "is the run's best checkpoint"),
])
def test_avg_checkpoints_errors_are_one_line(run, capsys, argv, said):
    assert main(["avg-checkpoints", str(run), *[a.format(run=run) for a in argv]]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("avg-checkpoints: error: ") and said in err, err
    assert not (run / "checkpoints" / "step_00000099").exists()


def test_avg_checkpoints_of_a_killed_run_drops_its_torn_record(run, tmp_path, capsys):
    """A run killed mid-write leaves a torn last line in metrics.jsonl (the trainer's resume drops
    it); avg-checkpoints drops it the same way, saying so, and ranks by the intact records."""
    killed = tmp_path / "killed"
    shutil.copytree(run, killed)
    with open(killed / "metrics.jsonl", "a") as f:
        f.write('{"step": 16, "kind": "ev')
    assert main(["avg-checkpoints", str(killed), "-n", "2", "--metric", "val_loss"]) == 0
    err = capsys.readouterr().err
    assert "metrics.jsonl:" in err and "dropped a torn record" in err
    evals = _evals(run)
    best = sorted(evals, key=lambda s: evals[s]["val_loss"])[:2]
    avg = read_verified(killed / "checkpoints" / "avg2_val_loss")
    assert [m["step"] for m in avg.state["averaged"]["members"]] == best
