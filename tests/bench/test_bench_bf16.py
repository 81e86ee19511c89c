"""`hlocert bench --bf16`: each contender's bf16 twin in its own process, in the same rounds (the
+bf16 render, the JAX reference under its bf16 policy, PyTorch under autocast bf16), with the
twin/f32 ratios. No timing is asserted (the machine's load decides them)."""
import json

import pytest

from hlocert.bench.machine import GPU_PEAKS
from hlocert.cli import main
from test_bench import _check_contender, _measured


def _run(tmp_path, *args):
    out = tmp_path / "bench.json"
    assert main(["bench", *args, "--json", str(out)]) == 0
    return json.loads(out.read_text())


@pytest.mark.slow
def test_bench_bf16_twins_run_beside_the_f32_contenders(tmp_path, capsys):
    r = _run(tmp_path, "--config", "tinycnn", "--reps", "2", "--lowerers", "xla", "--no-loader", "--bf16")
    table = capsys.readouterr().out
    assert set(r["step"]) == {"xla", "jax", "xla+bf16", "jax+bf16"}
    assert r["variants"]["xla+bf16"] == r["variants"]["xla"] + "+bf16"
    for c in r["step"]:
        _check_contender(r, c)
        assert c in table
    assert len({r["first_step"][c]["pid"] for c in r["step"]}) == 4
    for k in ("xla+bf16/xla", "jax+bf16/jax"):
        assert _measured(r["ratios"][k]) and _measured(r["ratios_paired"][k]), k


@pytest.mark.torch
def test_torch_peer_autocasts_for_bf16(tmp_path):
    r = _run(tmp_path, "--config", "atto32", "--reps", "2", "--lowerers", "", "--no-reference", "--no-loader",
             "--threads", "1", "--bf16")
    assert r["errors"] == {} and set(r["step"]) == {"torch", "torch+bf16"}
    for c in r["step"]:
        _check_contender(r, c)
    f32, bf = r["first_step"]["torch"]["loss"], r["first_step"]["torch+bf16"]["loss"]
    assert bf != f32 and abs(bf - f32) < 1e-2 * abs(f32), (f32, bf)     # the same net, rounded in bf16
    assert _measured(r["ratios"]["torch+bf16/torch"])


def test_gpu_peaks_carry_a_bf16_peak():
    for kind, (fp32, tf32, bf16) in GPU_PEAKS.items():
        assert fp32 < tf32 < bf16, kind
