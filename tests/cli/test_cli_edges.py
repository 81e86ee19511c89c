"""The command line at its edges: each bad input or hostile situation ends in one clear line
(exit 2), never a traceback, a signal or a hang; real sockets, files, FIFOs and processes.

- launch and process 0 with the coordinator's port taken by a real bound socket; a process whose
  coordinator never answers (issue 27, finding 8);
- a malformed .safetensors as --pretrained (random bytes, a header claiming 2**62 bytes, huge
  shapes or offsets, a dtype numpy lacks) (9); the banner only after the data and --pretrained
  are read (14);
- an unknown or bare flag: the subcommand's own two-line usage error with a suggestion (15);
- predict: a FIFO (no blocking open), a decompression bomb, folders with --topk and a CSV (10).
"""
import csv
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from trainer_runs import tiny_folder

from hlocert.cli import main

ROOT = Path(__file__).resolve().parents[2]
B4X2 = "tinycnn_S-c10-i32-b4x2-adamw"


def _env() -> dict:
    env = {k: v for k, v in os.environ.items() if k != "XLA_FLAGS"}
    return {**env, "PYTHONPATH": str(ROOT), "JAX_PLATFORMS": "cpu", "PYTHONUNBUFFERED": "1"}


def _cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hlocert.cli", *args], capture_output=True, text=True,
                          env=_env(), timeout=timeout, cwd=ROOT)


def _one_error_line(r: subprocess.CompletedProcess, *needles: str) -> str:
    """The run's stderr holds exactly one error line, holding every needle; exit 2, no traceback."""
    assert r.returncode == 2, (r.returncode, r.stdout[-2000:], r.stderr[-3000:])
    assert "Traceback" not in r.stderr, r.stderr[-3000:]
    errors = [line for line in r.stderr.splitlines() if "error:" in line]
    assert len(errors) == 1, r.stderr[-3000:]
    for n in needles:
        assert n in errors[0], errors[0]
    return errors[0]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return tiny_folder(tmp_path_factory.mktemp("tiny"))


@pytest.fixture
def taken_port():
    """A loopback port held by a real listening socket for the test's length."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        yield s.getsockname()[1]


# --------------------------------------------------------------------------------------------
# 8: the coordinator's port

def test_launch_refuses_a_taken_port_before_starting_anything(taken_port, tmp_path, capsys):
    rc = main(["launch", "--nproc", "2", "--port", str(taken_port), "--", "train", "--out", str(tmp_path / "run")])
    out, err = capsys.readouterr()
    assert rc == 2, out + err
    assert f"launch: error: --port {taken_port} cannot serve the coordinator" in err and "in use" in err, err
    assert out == "" and not (tmp_path / "run").exists()


def _process(tiny, tmp_path, rank: int, port: int) -> subprocess.CompletedProcess:
    return _cli("train", "--data", tiny, "--variant", B4X2, "--out", str(tmp_path / "run"), "--workers", "0",
                "--num-processes", "2", "--process-id", str(rank), "--coordinator", f"127.0.0.1:{port}",
                "--dist-timeout", "4", "--no-plot")


def test_process_0_with_its_port_taken_says_so(tiny, taken_port, tmp_path):
    """Before: the coordination service's failed bind ended rank 0 in a SIGSEGV (rc 139) or abort."""
    _one_error_line(_process(tiny, tmp_path, 0, taken_port),
                    f"process 0 of 2 cannot serve the group on port {taken_port}", "in use")


def test_a_process_whose_coordinator_never_answers_says_so(tiny, taken_port, tmp_path):
    """A foreign listener on the coordinator's port: XLA aborted after its deadline (SIGABRT, rc 134,
    a C++ stack); now one line at --dist-timeout."""
    _one_error_line(_process(tiny, tmp_path, 1, taken_port),
                    f"process 1 of 2 could not join the group at 127.0.0.1:{taken_port} within 4 s")


# --------------------------------------------------------------------------------------------
# 9: malformed safetensors as --pretrained; 14: validate first, then announce

def _safetensors(path: Path, header: dict | None, data: bytes = b"", length: int | None = None) -> str:
    """A file in safetensors' layout (u64 little-endian header length, JSON header, data), whatever
    it claims; `header` None: 4 KiB of random bytes instead."""
    if header is None:
        path.write_bytes(os.urandom(4096))
    else:
        h = json.dumps(header).encode()
        path.write_bytes(struct.pack("<Q", len(h) if length is None else length) + h + data)
    return str(path)


def _tensor(dtype: str, shape: list, offsets: list) -> dict:
    return {"w": {"dtype": dtype, "shape": shape, "data_offsets": offsets}}


MALFORMED = {
    "random bytes": (None, b"", None),
    "a header claiming 2**62 bytes": ({}, b"", 2**62),
    "huge shapes": (_tensor("F32", [2**40, 2**40], [0, 16]), bytes(16), None),
    "huge offsets": (_tensor("F32", [4], [2**62, 2**62 + 16]), bytes(16), None),
    "a dtype numpy lacks": (_tensor("F8_E5M2", [4], [0, 4]), bytes(4), None),
}


def _train(tmp_path, *flags: str) -> list[str]:
    return ["train", "--variant", "tinycnn_S-c10-i32-b4x1-adamw", "--out", str(tmp_path / "run"), "--workers", "0",
            "--no-plot", *flags]


def _fails_before_the_banner(argv: list[str], capsys, *needles: str) -> str:
    """`main(argv)` exits 2 with one error line holding the needles, and no banner and no run folder."""
    rc = main(argv)
    out, err = capsys.readouterr()
    assert rc == 2, out + err
    errors = [line for line in err.splitlines() if "error:" in line]
    assert len(errors) == 1 and all(n in errors[0] for n in needles), err
    assert "variant " not in err and "run folder" not in err, err
    return errors[0]


@pytest.mark.parametrize("name", MALFORMED)
def test_malformed_safetensors_as_pretrained_is_one_line(name, tiny, tmp_path, capsys):
    """Before: a SafetensorError (or numpy's AttributeError) traceback, after the render."""
    header, data, length = MALFORMED[name]
    f = _safetensors(tmp_path / "w.safetensors", header, data, length)
    _fails_before_the_banner(_train(tmp_path, "--data", tiny, "--pretrained", f), capsys, f"--pretrained {f}: {f} ")
    assert not (tmp_path / "run").exists()


def test_the_banner_follows_the_checks_of_data_and_pretrained(tiny, tmp_path, capsys):
    """Before: `variant …` and `run folder …` were printed, then the error about the run's inputs."""
    empty = tmp_path / "empty"
    for c in ("a", "b"):
        (empty / "train" / c).mkdir(parents=True)
    (empty / "train" / "a" / "0.png").write_bytes((Path(tiny) / "train" / "0").glob("*.png").__next__().read_bytes())
    for flags, needle in ((["--data", str(tmp_path / "nowhere")], "missing split directory"),
                          (["--data", str(empty)], f"class directory '{empty / 'train' / 'b'}' holds no images"),
                          (["--data", tiny, "--pretrained", str(tmp_path / "no.safetensors")], "no checkpoint at")):
        _fails_before_the_banner(_train(tmp_path, *flags), capsys, "train: error: ", needle)
        assert not (tmp_path / "run").exists()


# --------------------------------------------------------------------------------------------
# 15: a subcommand's usage errors are its own, short, and suggest

def _usage_error(argv: list[str], capsys) -> list[str]:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    return capsys.readouterr().err.splitlines()


# The misspellings are no flag of hlocert's or timm's: a test whose flag becomes real starts a default
# training in ./output (as `--lr-noise` did once it was added).
@pytest.mark.parametrize("flags, suggestion", [(["--lr-noize", "0.1"], " (did you mean --lr-noise?)"),
                                               (["--lr-noize=0.1"], " (did you mean --lr-noise?)"),
                                               (["--zzz", "0.9"], ""),
                                               (["--epochs", "1", "--ema-decy", "0.9"], " (did you mean --ema-decay?)")])
def test_an_unknown_train_flag_gets_trains_usage_and_a_suggestion(flags, suggestion, capsys):
    """Before: the top-level usage (`hlocert [-h] [--version] COMMAND ...`) and no suggestion."""
    unknown = " ".join(f for f in flags if f not in ("--epochs", "1"))
    assert _usage_error(["train", *flags], capsys) == [
        "usage: hlocert train [options]  (hlocert train --help lists them)",
        f"hlocert train: error: unrecognized arguments: {unknown}{suggestion}"]


def test_timms_short_workers_flag_is_trains(capsys):
    from hlocert.cli import build_parser
    assert build_parser().parse_args(["train", "-j", "3"]).workers == 3


def test_a_bare_flag_gets_two_lines_not_the_whole_usage(capsys):
    """Before: `train --pretrained` (then a file's flag; now timm's weights with no value, as
    `--pretrained-path` is a file's) printed train's 26-line usage block."""
    assert _usage_error(["train", "--pretrained-path"], capsys) == [
        "usage: hlocert train [options]  (hlocert train --help lists them)",
        "hlocert train: error: argument --pretrained-path: expected one argument"]
    assert _usage_error(["predict", "--checkpoint", "x"], capsys) == [
        "usage: hlocert predict IMAGE [IMAGE ...] [options]  (hlocert predict --help lists them)",
        "hlocert predict: error: the following arguments are required: IMAGE"]


# --------------------------------------------------------------------------------------------
# 10: predict on a FIFO, a decompression bomb, folders

def _bomb_png(path: Path, side: int = 20000) -> str:
    """A PNG whose header claims side × side pixels (4e8: over Pillow's own limit, which it checks
    as it opens) with no pixel data to speak of."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", side, side, 8, 0, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"")) + chunk(b"IEND", b""))
    return str(path)


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    """A TinyCNN-S checkpoint at its init (the run's data: the embedded digits, 10 classes)."""
    from hlocert.nets.tinycnn import TinyCNN
    from hlocert.render.variants import Variant
    from hlocert.train.checkpoint import save_checkpoint
    variant = "tinycnn_S-c10-i32-b4x1-adamw"
    params = TinyCNN("S", 10, 32).init_params(0)
    moments = Variant.parse(variant).optimizer.chain(1).init(params)   # a whole checkpoint of the variant
    return str(save_checkpoint(tmp_path_factory.mktemp("ckpt") / "checkpoints", 1, {"params": params, **moments},
                               {"variant": variant, "config": {}, "step": 1}))


def test_predict_refuses_a_fifo_without_blocking(checkpoint, tmp_path, capsys, alarm):
    """Before: the open of the FIFO waited for a writer forever."""
    fifo = tmp_path / "image.png"
    os.mkfifo(fifo)
    assert main(["predict", "--checkpoint", checkpoint, str(fifo)]) == 2
    err = capsys.readouterr().err
    assert err == f"predict: error: {fifo}: not a regular file (a FIFO, socket or device); give image files or folders\n"


def test_predict_a_decompression_bomb_is_one_line(checkpoint, tmp_path, capsys):
    """Before: a DecompressionBombError traceback."""
    bomb = _bomb_png(tmp_path / "bomb.png")
    assert main(["predict", "--checkpoint", checkpoint, bomb]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"predict: error: {bomb}: cannot read the image (") and "decompression-bomb" in err, err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_predict_takes_folders_topk_and_a_results_file(checkpoint, tiny, tmp_path, capsys):
    """Before: a folder was an error. Now every image in it (recursively, sorted, non-images and
    FIFOs left out), the same predictions as the files named one by one; --topk; a CSV."""
    pics = tmp_path / "pics"
    (pics / "more").mkdir(parents=True)
    src = sorted((Path(tiny) / "val" / "3").glob("*.png")) + sorted((Path(tiny) / "val" / "7").glob("*.png"))
    files = [pics / "a.png", pics / "b.png", pics / "more" / "c.png"]
    for s, d in zip(src, files):
        shutil.copy(s, d)
    (pics / "notes.txt").write_text("not an image")
    os.mkfifo(pics / "more" / "pipe.png")
    assert main(["predict", "--checkpoint", checkpoint, "--json", "--topk", "3",
                 "--results-file", str(tmp_path / "r.csv"), str(pics)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["image"] for r in out] == [str(f) for f in files]
    assert all(len(r["top"]) == 3 for r in out)
    rows = list(csv.reader(open(tmp_path / "r.csv")))
    assert rows[0] == ["image", "class1", "prob1", "class2", "prob2", "class3", "prob3"]
    assert [[r[0], r[1], r[3], r[5]] for r in rows[1:]] == [[o["image"], *(t["class"] for t in o["top"])] for o in out]
    assert main(["predict", "--checkpoint", checkpoint, "--json", "--topk", "3", *map(str, files)]) == 0
    assert json.loads(capsys.readouterr().out) == out
    (tmp_path / "empty").mkdir()
    assert main(["predict", "--checkpoint", checkpoint, str(tmp_path / "empty")]) == 2
    assert "a folder with no image files" in capsys.readouterr().err
