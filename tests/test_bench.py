"""`hlocert bench --quick` runs end to end and produces every figure (a smoke test of its shape).

No timing or memory figure is asserted beyond being a finite, non-negative number: such figures
depend on the machine's load and on what ran before in the process (the RSS growth of IREE's
state was 0 in a full suite run under load, issue 10 finding 8). Only figures fixed by the
inputs (render sizes, compiled memory statistics, FLOPs per image) must be positive."""
import json
import math

import pytest

from hlocert.bench import CONFIGS, BenchError, gpu_devices, run_bench
from hlocert.cli import main


def _measured(x):
    """A well-formed measurement: a finite real number, not negative."""
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) and x >= 0


def _positive(x):
    """A figure fixed by the inputs, which cannot be zero."""
    return _measured(x) and x > 0


def test_bench_quick_produces_every_figure(tmp_path, capsys):
    out = tmp_path / "quick.json"
    assert main(["bench", "--quick", "--json", str(out)]) == 0
    table = capsys.readouterr().out
    r = json.loads(out.read_text())
    assert r["config"] == "quick" and r["errors"] == {}
    # each lowerer ran its target's depthwise lowering (render/targets.py), each render measured
    assert r["variants"]["xla"] == r["variant"] + "+dwmac" and r["variants"]["iree"] == r["variant"] + "+pmm"
    assert set(r["render"]) == set(r["variants"].values())
    for d in r["render"].values():
        assert _measured(d["seconds"])
        assert _positive(d["bytes"]) and _positive(d["lines"])
    for c in ("xla", "iree", "jax"):
        assert _measured(r["compile_seconds"][c]), c
        s = r["step"][c]
        for k in ("median_s", "min_s", "images_per_s", "achieved_tflops"):
            assert _measured(s[k]), (c, k)
        assert len(s["all_s"]) == r["reps"] and all(map(_measured, s["all_s"])) and s["losses_finite"]
        assert c in table
    for k in ("xla/jax", "iree/jax", "iree/xla"):
        assert _measured(r["ratios"][k]) and _measured(r["ratios_paired"][k]), k
    for c in ("xla", "jax"):
        assert r["memory"][c]["source"] == "get_compiled_memory_stats"
        assert _positive(r["memory"][c]["peak_bytes"]) and _positive(r["memory"][c]["argument_bytes"])
    assert r["memory"]["iree"]["source"].startswith("rss_growth")
    assert _measured(r["memory"]["iree"]["rss_growth_bytes"])
    for k in ("workers0_img_s", "workers2_img_s", "per_core_img_s"):
        assert _measured(r["loader"][k]), k
    assert _measured(r["rss_peak_bytes"]) and _positive(r["gflop_per_image"])
    assert r["machine"]["nproc"] >= 1 and r["machine"]["cpu"]
    assert len(r["load_average_before"]) == 3 and len(r["load_average_after"]) == 3
    assert "ratios:" in table and "loader" in table


@pytest.mark.skipif(bool(gpu_devices()), reason="a GPU is here: the GPU configs would run")
def test_gpu_configs_are_listed_and_refused_without_a_gpu(capsys):
    assert {"t64b16", "t224b8", "t224b64", "t224b64x4", "quick"} <= set(CONFIGS)
    for name in ("t224b64", "t224b64x4"):
        assert CONFIGS[name].gpu
        with pytest.raises(BenchError, match="needs a CUDA GPU"):
            run_bench(name)
    assert main(["bench", "--config", "t224b64"]) == 2
    assert "needs a CUDA GPU" in capsys.readouterr().err
