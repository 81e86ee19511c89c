"""`hlocert bench --quick` runs end to end and produces every figure (a smoke test: no timing is
asserted, only that each number exists and is positive)."""
import json

import pytest

from hlocert.bench import CONFIGS, BenchError, gpu_devices, run_bench
from hlocert.cli import main


def _positive(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool) and x > 0


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
        for k in ("seconds", "bytes", "lines"):
            assert _positive(d[k]), k
    for c in ("xla", "iree", "jax"):
        assert _positive(r["compile_seconds"][c]), c
        s = r["step"][c]
        for k in ("median_s", "min_s", "images_per_s", "achieved_tflops"):
            assert _positive(s[k]), (c, k)
        assert len(s["all_s"]) == r["reps"] and s["losses_finite"]
        assert c in table
    for k in ("xla/jax", "iree/jax", "iree/xla"):
        assert _positive(r["ratios"][k]) and _positive(r["ratios_paired"][k]), k
    for c in ("xla", "jax"):
        assert r["memory"][c]["source"] == "get_compiled_memory_stats"
        assert _positive(r["memory"][c]["peak_bytes"]) and _positive(r["memory"][c]["argument_bytes"])
    assert _positive(r["memory"]["iree"]["rss_growth_bytes"])
    for k in ("workers0_img_s", "workers2_img_s", "per_core_img_s"):
        assert _positive(r["loader"][k]), k
    assert _positive(r["rss_peak_bytes"]) and _positive(r["gflop_per_image"])
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
