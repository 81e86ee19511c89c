"""Checkpoints and run folders at their edges (issue 27, findings 5, 6, 7 and 11): crafted but
self-consistent checkpoints, files that are not the checkpoint's own, a run killed before its first
checkpoint, a full disk and a read-only file system. Each ends in one line naming what is wrong
(or, for a run killed early, in a restart from step 0), never a traceback.

The checkpoints are crafted from a real one (a 2-step run through the CLI), their sha256s
recomputed, so only the structure check can tell. The full and read-only file systems are real: a
64 KiB tmpfs filled up, and a read-only bind mount; a machine where this process cannot mount
skips those tests (they need root).
"""
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest
from safetensors.numpy import load as st_load, save as st_save

from hlocert.cli import main
from hlocert.render.certified import load_certified
from hlocert.render.targets import resolve
from hlocert.render.variants import Variant
from hlocert.train import list_checkpoints
from hlocert.train.artifacts import load_artifact, render_cache_dir, sha256_text
from hlocert.train.runfolder import RunFolder
from hlocert.train.errors import TrainError

from trainer_runs import run_losses, tiny_folder

MICRO = "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"
ROOT = Path(__file__).resolve().parents[2]


def _train_args(data, out, *extra):
    return ["train", "--data", str(data), "--variant", MICRO, "--out", str(out), "--workers", "0", "--no-plot",
            "--no-eval", "--seed", "1", *extra]


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    return tiny_folder(tmp_path_factory.mktemp("small"), per_class_train=1, per_class_val=1)


@pytest.fixture(scope="module")
def run(small, tmp_path_factory):
    """A real run folder: 2 steps, one checkpoint (step_00000002)."""
    out = tmp_path_factory.mktemp("run") / "run"
    assert main(_train_args(small, out, "--max-steps", "2")) == 0
    return out


def _image(small) -> str:
    return str(next(Path(small, "val").rglob("*.png")))


def _one_line_error(capsys, command: str) -> tuple[str, str]:
    """(the last stderr line, all of stderr): the last line is `command`'s error, and no traceback."""
    err = capsys.readouterr().err
    assert "Traceback" not in err, err
    last = err.strip().splitlines()[-1]
    assert last.startswith(f"{command}: error: "), err
    return last, err


# -- finding 5: crafted, self-consistent checkpoints -------------------------------------------------

def _rewrite(d: Path, state: dict, group: str, edit) -> None:
    """Rewrite `group`'s safetensors through `edit(tensors, metadata) -> (tensors, metadata)` and
    record its new sha256, as a crafter would."""
    data = (d / f"{group}.safetensors").read_bytes()
    n = int.from_bytes(data[:8], "little")
    tensors, meta = edit(st_load(data), json.loads(data[8:8 + n]).get("__metadata__"))
    out = st_save(tensors, metadata=meta)
    (d / f"{group}.safetensors").write_bytes(out)
    state["files"][f"{group}.safetensors"] = hashlib.sha256(out).hexdigest()


def _files_empty(d, state):
    state["files"] = {}


def _group_missing(d, state):
    del state["files"]["v.safetensors"]
    (d / "v.safetensors").unlink()


def _wrong_shape(d, state):
    def edit(t, meta):
        t[next(iter(t))] = np.zeros((3, 3), np.float32)
        return t, meta
    _rewrite(d, state, "params", edit)


def _bad_order(d, state):
    _rewrite(d, state, "params", lambda t, meta: (t, {"order": json.dumps(["nope", *t])}))


def _variant_path(d, state):
    state["variant"] = "../../etc/passwd"


def _other_variant(d, state):   # parses, but its step carries other tensors
    state["variant"] = "tinycnn_S-c10-i32-b2x1-adamw"


CRAFTED = {
    "files_empty": (_files_empty, "state.json lists the files []; its variant"),
    "group_missing": (_group_missing, "missing ['v.safetensors']"),
    "wrong_shape": (_wrong_shape, "is float32[3, 3], its variant"),
    "bad_order": (_bad_order, "its `order` metadata does not name each of its"),
    "variant_path": (_variant_path, "state.json's variant is not a variant name (cannot read variant '../../etc"),
    "other_variant": (_other_variant, "params.safetensors is 37,856 bytes, outside the"),   # sized before read
}


def _crafted(run: Path, dst: Path, craft) -> Path:
    shutil.copytree(run, dst)
    d = dst / "checkpoints" / "step_00000002"
    state = json.loads((d / "state.json").read_text())
    craft(d, state)
    (d / "state.json").write_text(json.dumps(state))
    return dst


@pytest.mark.parametrize("case", sorted(CRAFTED))
def test_a_crafted_checkpoint_is_one_line_naming_what_is_wrong(run, small, tmp_path, capsys, case):
    craft, says = CRAFTED[case]
    crafted = _crafted(run, tmp_path / "run", craft)
    for command, argv in (("eval", ["eval", "--checkpoint", str(crafted), "--workers", "0"]),
                          ("predict", ["predict", "--checkpoint", str(crafted), _image(small)]),
                          ("train", ["train", "--out", str(crafted), "--resume", "--workers", "0"])):
        assert main(argv) == 2, command
        line, _ = _one_line_error(capsys, command)
        assert "step_00000002 is damaged: " in line and says in line, line
        assert "--ema" not in line      # predict once blamed a --ema that was not given


def test_a_checkpoint_the_run_does_not_render_is_refused_on_resume(run, tmp_path, capsys):
    """state.json's variant and its tensors agree, but its config (and the artifact sha256 beside
    it, recomputed) names another net: refused before anything compiles."""
    other = "tinycnn_S-c10-i32-b2x1-adamw"
    crafted = tmp_path / "run"
    shutil.copytree(run, crafted)
    state_file = crafted / "checkpoints" / "step_00000002" / "state.json"
    state = json.loads(state_file.read_text())
    state["config"]["variant"] = other
    state["artifact_sha256"] = sha256_text(load_artifact(resolve(Variant.parse(other), "xla", "cpu"))[0])
    state_file.write_text(json.dumps(state))
    assert main(["train", "--out", str(crafted), "--resume", "--workers", "0"]) == 2
    line, _ = _one_line_error(capsys, "train")
    assert "step_00000002 is damaged: params.safetensors does not hold the tensors of the run's variant " \
           f"{other}" in line, line


# -- finding 6: files that are not the checkpoint's own ----------------------------------------------

def _listed(path):
    def craft(d, state):
        state["files"][path] = "0" * 64
    return craft


def _sparse(path: Path, size: int) -> None:
    with open(path, "wb") as f:
        f.truncate(size)


def _replaced(make):
    def craft(d, state):
        (d / "params.safetensors").unlink()
        make(d / "params.safetensors")
    return craft


OUTSIDE = {
    "dev_zero_listed": (_listed("/dev/zero"), "unexpected ['/dev/zero']"),
    "outside_listed": (_listed("../../../run/checkpoints/step_00000002/params.safetensors"), "unexpected ['../"),
    "link_to_dev_zero": (_replaced(lambda p: p.symlink_to("/dev/zero")), "params.safetensors is unreadable"),
    "fifo": (_replaced(os.mkfifo), "params.safetensors is not a regular file"),
    "sparse_terabyte": (_replaced(lambda p: _sparse(p, 1 << 40)),
                        "params.safetensors is 1,099,511,627,776 bytes, outside"),
}


@pytest.mark.parametrize("case", sorted(OUTSIDE))
def test_only_regular_files_inside_the_checkpoint_are_read_sizes_first(run, tmp_path, capsys, alarm, case):
    craft, says = OUTSIDE[case]
    crafted = _crafted(run, tmp_path / "run", craft)
    assert main(["eval", "--checkpoint", str(crafted / "checkpoints" / "step_00000002"), "--workers", "0"]) == 2
    line, _ = _one_line_error(capsys, "eval")
    assert says in line, line


def test_a_state_json_linked_to_a_device_is_refused(run, tmp_path, capsys, alarm):
    crafted = _crafted(run, tmp_path / "run", lambda d, state: None)
    d = crafted / "checkpoints" / "step_00000002"
    (d / "state.json").unlink()
    (d / "state.json").symlink_to("/dev/zero")
    assert main(["eval", "--checkpoint", str(d), "--workers", "0"]) == 2
    assert "state.json is unreadable" in _one_line_error(capsys, "eval")[0]


# -- finding 7: killed before the first checkpoint -------------------------------------------------

def test_resume_of_a_run_killed_before_its_first_checkpoint_starts_from_step_0(tmp_path, capsys):
    data = tiny_folder(tmp_path / "data", per_class_train=20, per_class_val=1)   # 100 steps to epoch 1's checkpoint
    out = tmp_path / "killed"
    proc = subprocess.Popen([sys.executable, "-m", "hlocert.cli", *_train_args(data, out, "--epochs", "1")],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.time() + 300
    try:
        while not (out / "config.json").exists():
            assert proc.poll() is None, proc.stderr.read().decode()
            assert time.time() < deadline, "no config.json within 300 s"
            time.sleep(0.01)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert list_checkpoints(out / "checkpoints") == [], "the run checkpointed before it was killed"

    assert main(_train_args(data, out, "--max-steps", "2")) == 2   # a new run: refused, pointing at --resume
    assert "continue it with --resume" in _one_line_error(capsys, "train")[0]
    assert main(["train", "--out", str(out), "--resume", "--workers", "0", "--max-steps", "3"]) == 0
    err = capsys.readouterr().err
    assert "stopped before its first checkpoint: starting it again from step 0" in err, err
    assert sorted(run_losses(out)) == [1, 2, 3]                    # the killed run's records are gone
    assert [p.name for p in list_checkpoints(out / "checkpoints")] == ["step_00000003"]


_WRITE_CONFIG = """
import sys
from hlocert.train.runfolder import RunFolder
RunFolder(sys.argv[1]).write_config({"pad": "x" * (64 << 20)})   # a 64 MB record: a long write
"""


def test_a_run_killed_while_writing_its_config_leaves_none_or_a_whole_one(tmp_path):
    """Seen once beside a CPU hog: the test above killed the trainer as config.json appeared, and
    --resume then refused the folder ("config.json is not a run's config (Expecting value ...)"):
    the file was written in place, so it existed, empty or cut, before its bytes were all there.
    Here the child is killed the moment config.json exists, its write made long (64 MB) so that the
    kill lands inside it; the file must then parse whole (written aside, renamed over)."""
    out = tmp_path / "run"
    proc = subprocess.Popen([sys.executable, "-c", _WRITE_CONFIG, str(out)], cwd=ROOT, stderr=subprocess.PIPE)
    config, deadline = out / "config.json", time.time() + 120
    try:
        while not config.exists() and proc.poll() is None and time.time() < deadline:
            pass
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert config.exists(), proc.stderr.read().decode()
    assert len(json.loads(config.read_text())["pad"]) == 64 << 20
    assert not [p.name for p in out.iterdir() if p.name.startswith(".config.json.")]   # renamed, not left aside


# -- finding 11: a full disk, a read-only file system --------------------------------------------

@contextmanager
def _mounted(where: Path, *how: list[str]):
    """Mount at `where` by each `mount` argument list in turn (the first mounts, the others
    remount); skip the test where mounting is not allowed; unmount however the block ends."""
    where.mkdir(parents=True, exist_ok=True)
    mounted = False
    try:
        for args in how:
            p = subprocess.run(["mount", *args], capture_output=True, text=True)
            if p.returncode != 0:
                pytest.skip(f"cannot mount here ({p.stderr.strip()}): needs root")
            mounted = True
        yield where
    finally:
        if mounted:
            subprocess.run(["umount", str(where)], check=True)


def _full_tmpfs(where: Path):
    return _mounted(where, ["-t", "tmpfs", "-o", "size=64k", "tmpfs", str(where)])


def _read_only(where: Path):
    return _mounted(where, ["--bind", str(where), str(where)], ["-o", "remount,bind,ro", str(where)])


def _fill(fs: Path, leave: int = 0) -> None:
    """Fill the file system `fs` to the last page, then free `leave` bytes of it."""
    fd = os.open(fs / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"x" * 4096)
    except OSError as e:
        assert e.strerror == os.strerror(28)
    finally:
        os.close(fd)
    os.truncate(fs / "filler", os.path.getsize(fs / "filler") - leave)


def test_a_full_disk_leaves_no_torn_metrics_record(tmp_path):
    with _full_tmpfs(tmp_path / "fs") as fs:
        folder = RunFolder(fs / "run")
        fs.joinpath("run").mkdir()
        folder.metrics.write_text("{}\n" * 100 + "x" * (4096 - 300 - 10) + "\n")   # ends 10 bytes before a page
        before = folder.metrics.read_bytes()
        _fill(fs)
        with pytest.raises(TrainError, match=f"cannot write {folder.metrics}: No space left on device"):
            folder.append_metric({"step": 1, "loss": 2.302585, "lr": 0.001})
        assert folder.metrics.read_bytes() == before


def test_a_run_whose_metrics_fill_the_disk_stops_in_one_line(small, tmp_path, capsys):
    with _full_tmpfs(tmp_path / "fs") as fs:
        _fill(fs, leave=2 * 4096)                    # two pages: config.json's and args.yaml's
        assert main(_train_args(small, fs / "run", "--max-steps", "2")) == 2
        line, _ = _one_line_error(capsys, "train")
        assert line.startswith(f"train: error: cannot write {fs / 'run' / 'metrics.jsonl'}: No space left on device")
        assert (fs / "run" / "metrics.jsonl").read_bytes() == b""


def test_out_on_a_read_only_file_system_is_one_line_before_anything_compiles(small, tmp_path, capsys):
    with _read_only(tmp_path / "ro") as ro:
        assert main(_train_args(small, ro / "run", "--max-steps", "1")) == 2
        line, err = _one_line_error(capsys, "train")
        assert f"run folder {ro / 'run'} cannot be written: {ro} is on a read-only file system" in line, line
        assert "variant" not in err and "compiled" not in err   # refused before the banner and the compile


def test_resume_of_a_read_only_run_folder_is_one_line(run, tmp_path, capsys):
    shutil.copytree(run, tmp_path / "ro" / "run")
    with _read_only(tmp_path / "ro") as ro:
        assert main(["train", "--out", str(ro / "run"), "--resume", "--workers", "0", "--max-steps", "3"]) == 2
        line, _ = _one_line_error(capsys, "train")
        assert f"run folder {ro / 'run'} cannot be written: {ro / 'run'} is on a read-only file system" in line
    assert sorted(run_losses(tmp_path / "ro" / "run")) == [1, 2]


def test_the_render_cache_on_a_full_disk_warns_and_renders_in_memory(tmp_path, monkeypatch):
    name = MICRO.replace("-b2x1-", "-b3x1-")        # not committed: it goes through the render cache
    with _full_tmpfs(tmp_path / "fs") as fs:
        monkeypatch.setenv("HLOCERT_CACHE_DIR", str(fs))
        (fs / "renders").mkdir()
        _fill(fs)
        with pytest.warns(RuntimeWarning, match=r"render cache: could not write .*\(No space left on device\)"):
            text, _ = load_certified(Variant.parse(name), render_cache_dir())
        assert text.startswith("// hlocert") and f"render: {name}" in text
        assert list((fs / "renders").iterdir()) == []   # no temp file left behind
