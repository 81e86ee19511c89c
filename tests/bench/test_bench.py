"""`hlocert bench` runs each contender in its own process and produces every figure (a smoke test
of its shape), and the PyTorch peer is there or skipped with a note.

No timing or memory figure is asserted beyond being a finite, non-negative number: such figures
depend on the machine's load. Only figures fixed by the inputs (render sizes, compiled memory
statistics, FLOPs per image) must be positive."""
import importlib.util
import json
import math
import os
import shlex

import numpy as np
import pytest

from hlocert import nets
from hlocert.bench import CONFIGS, BenchError, gpu_devices, run_bench
from hlocert.bench.configs import TABLES, table_configs
from hlocert.cli import build_parser, main
from hlocert.render.variants import Variant

HAVE_TORCH = bool(importlib.util.find_spec("torch") and importlib.util.find_spec("timm"))


def _measured(x):
    """A well-formed measurement: a finite real number, not negative."""
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) and x >= 0


def _positive(x):
    """A figure fixed by the inputs, which cannot be zero."""
    return _measured(x) and x > 0


def _check_contender(r, c):
    s, f, mem = r["step"][c], r["first_step"][c], r["memory"][c]
    for k in ("median_s", "min_s", "images_per_s", "achieved_tflops"):
        assert _measured(s[k]), (c, k)
    assert len(s["all_s"]) == r["reps"] and all(map(_measured, s["all_s"])) and s["losses_finite"]
    for k in ("cold_s", "warm_s", "setup_s", "compile_s", "step_s"):
        assert _measured(f[k]), (c, k)
    assert _positive(mem["rss_peak_bytes"]) and _positive(mem["rss_bytes"]) and _positive(f["warm_rss_peak_bytes"])
    # the steps' peak: from the end of the build on, so within the process's peak and at least its RSS at the end
    assert mem["rss_bytes"] <= mem["steps_rss_peak_bytes"] <= mem["rss_peak_bytes"]
    assert mem["rss_peak_bytes"] == max(mem["build_rss_peak_bytes"], mem["steps_rss_peak_bytes"])
    # where the first step's seconds go, cold and warm (issue 18)
    assert {"compile_s", "setup_s", "step_s"} <= set(f["warm_parts"]), (c, f["warm_parts"])
    assert all(map(_measured, f["warm_parts"].values()))


def _run(tmp_path, *args):
    out = tmp_path / "bench.json"
    assert main(["bench", *args, "--json", str(out)]) == 0
    return json.loads(out.read_text())


def _check_run(r, table, contenders):
    assert r["threads"] == len(os.sched_getaffinity(0)) and set(r["step"]) == set(contenders)
    for c in contenders:
        _check_contender(r, c)
        assert c in table
    pids = {r["first_step"][c]["pid"] for c in contenders}
    assert len(pids) == len(contenders) and os.getpid() not in pids       # each its own process
    for c in ("xla", "jax"):
        assert r["memory"][c]["memory"]["source"] == "get_compiled_memory_stats"
        assert _positive(r["memory"][c]["memory"]["peak_bytes"])
    assert _positive(r["gflop_per_image"]) and r["machine"]["nproc"] >= 1 and r["machine"]["cpu"]
    assert len(r["load_average_before"]) == 3 and len(r["load_average_after"]) == 3
    assert "ratios of medians:" in table and "1st step cold" in table


def test_bench_runs_each_contender_in_its_own_process(tmp_path, capsys):
    r = _run(tmp_path, "--config", "tinycnn", "--reps", "2", "--lowerers", "xla", "--no-loader", "--no-torch")
    table = capsys.readouterr().out
    _check_run(r, table, ("xla", "jax"))
    # the rounds as the workers' clocks saw them: each turn two steps of one process back to back,
    # the second timed, the order rotating (a step timed right after another process's turn pays
    # for its idleness: BENCHMARKS.md, "Peer table (issue 18)")
    steps = sorted(r["schedule"], key=lambda s: s[2])
    assert [k for k, *_ in steps] == ["xla", "xla", "jax", "jax", "jax", "jax", "xla", "xla"]
    assert [timed for _, timed, *_ in steps] == [False, True] * 4
    assert all(a[3] <= b[2] for a, b in zip(steps, steps[1:]))      # one process stepping at a time
    assert all(len(r["step"][c]["after_idle_s"]) == 2 for c in ("xla", "jax")) and "each turn:" in table
    assert r["errors"] == {}          # --no-torch: no peer, and no note for it
    assert _positive(r["first_step"]["xla"]["render_bytes"])
    assert _measured(r["ratios"]["xla/jax"]) and _measured(r["ratios_paired"]["xla/jax"])


@pytest.mark.slow
def test_bench_quick_produces_every_figure(tmp_path, capsys):
    r = _run(tmp_path, "--quick")
    table = capsys.readouterr().out
    _check_run(r, table, ("xla", "iree", "jax"))
    # each lowerer ran its target's depthwise lowering (render/targets.py)
    assert r["variants"]["xla"] == r["variant"] + "+dwmacvr" and r["variants"]["iree"] == r["variant"] + "+pmm"
    assert r["memory"]["iree"]["memory"] is None
    for k in ("xla/jax", "iree/jax", "iree/xla"):
        assert _measured(r["ratios"][k]) and _measured(r["ratios_paired"][k]), k
    for k in ("workers0_img_s", "workers2_img_s", "per_core_img_s"):
        assert _measured(r["loader"][k]), k
    assert "loader" in table


def test_every_net_family_has_a_config_and_timm_twins_where_timm_has_them():
    # a net that lands adds its BENCH entries (and its TIMM names where timm has the net)
    assert {net.NAME for net in nets.all_nets()} == {Variant.parse(c.variant).model.NAME for c in CONFIGS.values()}
    t = Variant.parse(CONFIGS["t64b16"].variant)
    assert t.model.timm_model(t.drop) == ("convnext_tiny", {"num_classes": 1000, "drop_path_rate": 0.1})
    assert Variant.parse(CONFIGS["quick"].variant).model.timm_model(True) is None      # ConvNeXt-micro
    assert Variant.parse(CONFIGS["tinycnn"].variant).model.timm_model(True) is None
    vit = Variant.parse(CONFIGS["vits224b8"].variant).model
    assert vit.timm_model(False) == ("vit_small_patch16_224", {"num_classes": 1000, "drop_path_rate": 0.0,
                                                               "img_size": 224})
    b0 = Variant.parse(CONFIGS["effb0224b8"].variant).model
    assert b0.timm_model(True) == ("efficientnet_b0", {"num_classes": 1000, "drop_path_rate": 0.2, "drop_rate": 0.2})
    assert Variant.parse(CONFIGS["r50i224b8"].variant).model.timm_model(False)[0] == "resnet50"
    # every config has a PyTorch peer: a net's twin builds its sizes timm does not name (micro, nano)
    assert all(Variant.parse(c.variant).model.has_twin() for c in CONFIGS.values())
    # a family's 32² B=32 config trains what its Fashion-MNIST run trains
    assert {Variant.parse(CONFIGS[f"fm32{n}"].variant).model.NAME for n in nets.names()} == set(nets.names())


@pytest.mark.torch
@pytest.mark.parametrize("variant", ["tinycnn_S-c10-i32-b4x1-adamw+wx+clip1.0+ema+drop",
                                     "vit_nano-c10-i32-b4x1-adamw+wx+clip1.0+ema+drop",
                                     "mobilenetv2_nano-c10-i32-b4x1-adamw+wx+clip1.0+ema+drop"])
def test_the_peer_of_a_size_timm_does_not_name_is_the_nets_twin_with_its_drop_sites(variant):
    """No timm name (TIMM) for these sizes: the peer is `Net.timm_trainee` (the twin, timm's
    DropPath at each site at the net's per-site rate, a classifier dropout where the net has one)."""
    import torch
    from timm.layers import DropPath
    from hlocert.bench.peers import TorchPeer
    v = Variant.parse(variant)
    assert v.model.timm_model(True) is None
    data = {"x": np.random.default_rng(0).standard_normal((4, 32, 32, 3), dtype=np.float32),
            "targets": np.eye(10, dtype=np.float32)[[1, 7, 2, 3]]}
    peer = TorchPeer(v, data, gpu=False, threads=1)
    rates = [m.drop_prob for m in peer.model.modules() if isinstance(m, DropPath)]
    sites = len(v.model.timm_sites(v.model.timm_twin())[0])
    assert len(rates) == sites and np.allclose(rates, v.model.drop_ramp()[:sites])
    assert np.isfinite(peer.step()) and isinstance(peer.model, torch.nn.Module)


@pytest.mark.skipif(HAVE_TORCH, reason="torch and timm are installed: the peer would run")
def test_torch_peer_skipped_with_a_note_without_torch(capsys):
    r = run_bench("atto32", lowerers=(), reference=False, loader=False)
    assert r["step"] == {} and "pip install -e .[torch]" in r["errors"]["torch"]
    assert "\n" not in r["errors"]["torch"]


def test_bad_thread_count_is_refused():
    with pytest.raises(BenchError, match="--threads 999"):
        run_bench("tinycnn", threads=999)


@pytest.mark.torch
def test_torch_peer_runs_beside_a_rendered_step(tmp_path):
    r = _run(tmp_path, "--config", "atto32", "--reps", "2", "--lowerers", "iree", "--no-reference",
             "--no-loader", "--threads", "1")
    assert r["errors"] == {} and set(r["step"]) == {"iree", "torch"} and r["threads"] == 1
    assert r["machine"]["torch"]["torch"] and r["machine"]["torch"]["timm"]
    for c in ("iree", "torch"):
        _check_contender(r, c)
    assert r["first_step"]["iree"]["pid"] != r["first_step"]["torch"]["pid"]
    assert _measured(r["ratios"]["iree/torch"]) and _measured(r["ratios_paired"]["iree/torch"])


@pytest.mark.skipif(bool(gpu_devices()), reason="a GPU is here: the GPU configs would run")
def test_gpu_configs_are_listed_and_refused_without_a_gpu(capsys):
    assert {"t64b16", "t224b8", "t224b64", "t224b64x4", "quick"} <= set(CONFIGS)
    for name in ("t224b64", "t224b64x4"):
        assert CONFIGS[name].gpu
        with pytest.raises(BenchError, match="needs a CUDA GPU"):
            run_bench(name)
    assert main(["bench", "--config", "t224b64"]) == 2
    assert "needs a CUDA GPU" in capsys.readouterr().err


@pytest.mark.torch
def test_torch_peer_steps_timm_rmsproptf_with_ema():
    """The EfficientNet-family recipe (rmsproptf+...+ema) has a peer: timm's RMSpropTF, then
    ModelEmaV3 of the parameters and (its default) the BatchNorm buffers; one step moves both."""
    import torch
    from hlocert.bench.peers import TorchPeer
    v = Variant.parse("mobilenetv2_100-c10-i32-b2x1-rmsproptf+wd1e-05+wx+ema+drop")
    data = {"x": np.random.default_rng(0).standard_normal((2, 32, 32, 3), dtype=np.float32),
            "targets": np.eye(10, dtype=np.float32)[[1, 7]]}
    peer = TorchPeer(v, data, gpu=False, threads=1)
    assert type(peer.opt).__name__ == "RMSpropTF" and peer.opt.defaults["eps"] == 1e-3
    before = [p.detach().clone() for p in peer.ema.module.parameters()]
    stats = {k: b.clone() for k, b in peer.ema.module.named_buffers() if "running" in k}
    peer.step()
    assert any(not torch.equal(a, b) for a, b in zip(before, peer.ema.module.parameters()))
    after, live = dict(peer.ema.module.named_buffers()), dict(peer.model.named_buffers())
    assert stats and any(not torch.equal(b, after[k]) for k, b in stats.items())
    # averaged, not copied from the live model (the old exclude_buffers=True copied them)
    assert all(not torch.equal(after[k], live[k]) for k in stats if not torch.equal(stats[k], live[k]))


# -- `hlocert bench --table SET`: the "Where it stands" table (issues 31, 35) -------------------------

def _cpu_model():
    """The CPU model as /proc/cpuinfo names it (None where there is no such file)."""
    try:
        with open("/proc/cpuinfo") as f:
            return next((ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), None)
    except OSError:
        return None


def _family(config):
    return CONFIGS[config].spec.model.NAME


def _shape(config):
    return CONFIGS[config].spec.model.image_size, CONFIGS[config].spec.batch


def test_table_sets_are_every_family_at_one_shape():
    for name, configs in TABLES.items():
        assert configs and all(c in CONFIGS and not CONFIGS[c].gpu for c in configs), name
        assert len({_family(c) for c in configs}) == len(configs), name        # one config per family
        assert table_configs(name) == list(configs)
    assert {_shape(c) for c in TABLES["fm32"]} == {(32, 32)} and {_shape(c) for c in TABLES["cpu224"]} == {(224, 8)}
    assert {_family(c) for c in TABLES["fm32"]} == set(nets.names())
    # every family with a CPU config at 224² B=8 (all but the toy TinyCNN) is in cpu224
    at224 = {_family(c) for c, cfg in CONFIGS.items() if not cfg.gpu and _shape(c) == (224, 8)}
    assert {_family(c) for c in TABLES["cpu224"]} == at224 == set(nets.names()) - {"tinycnn"}
    # sets and config names mix, each config once, in order
    assert table_configs("tinycnn,fm32,quick") == ["tinycnn", *TABLES["fm32"], "quick"]


@pytest.mark.parametrize("args, words", [(["--table", "fm32,nosuch"], "unknown set or config 'nosuch'"),
                                         (["--table", "fm32", "--lowerers", "xla,tvm"], "unknown lowerer 'tvm'"),
                                         (["--table", "fm32", "--quick"], "drop --quick")])
def test_table_usage_errors_are_one_line_before_any_run(args, words, capsys):
    assert main(["bench", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_table_of_a_tiny_run_has_the_header_and_a_row_per_config(tmp_path, capsys):
    t = _run(tmp_path, "--table", "tinycnn", "--reps", "1", "--lowerers", "xla", "--no-reference", "--no-torch",
             "--no-loader", "--threads", "1")
    out = capsys.readouterr().out
    header, table = out.split("\n\n")[:2]
    cpu = _cpu_model() or t["machine"]["cpu"]
    assert f"CPU {cpu}" in header and "1 thread(s) per contender" in header
    before, after = t["load_average_before"][0], t["load_average_after"][0]
    assert f"load average (1 min) before {before} after {after}" in header and t["date"] in header
    # the command in the header reruns this table: the hlocert parser reads it back to the same options
    command = "hlocert bench --table tinycnn --threads 1 --lowerers xla --reps 1 --no-reference --no-torch --no-loader"
    assert t["command"] == command and f"command: `{command}`" in header
    again = build_parser().parse_args(shlex.split(command)[1:])
    assert (again.table, again.threads, again.lowerers, again.reps, again.no_torch) == ("tinycnn", 1, "xla", 1, True)
    [row] = t["rows"]
    assert row["config"] == "tinycnn" and _positive(row["contenders"]["xla"]["median_s"])
    assert row["result"]["threads"] == 1 and set(row["result"]["step"]) == {"xla"}
    assert "warm_s" not in row["result"]["first_step"]["xla"]       # the table times steps, not warm starts
    lines = table.splitlines()
    assert lines[0].startswith("| config | net | xla s/step | xla img/s | torch s/step")
    assert lines[0].endswith(" | xla ÷ torch | verdict |")
    assert len(lines) == 3 and lines[2].startswith("| tinycnn | TinyCNN-M 32² B=32 | ")
    assert lines[2].count("|") == lines[0].count("|") and "no verdict: no torch figure" in lines[2]
    # the same processes' first step and memory below it: compile s, first step s, peak RSS MiB
    start = next(p for p in out.split("\n\n") if p.startswith("| config | xla compile s")).splitlines()
    first, peak = row["result"]["first_step"]["xla"], row["result"]["memory"]["xla"]["rss_peak_bytes"]
    steps = row["result"]["memory"]["xla"]["steps_rss_peak_bytes"]
    assert start[0].endswith("| xla ÷ torch RSS | xla steps' peak MiB | torch steps' peak MiB | xla ÷ torch steps' peak |")
    assert len(start) == 3
    assert start[2].startswith(f"| tinycnn | {first['compile_s']:.1f} | {first['cold_s']:.1f} | {peak / 2 ** 20:.0f} |")
    assert start[2].endswith(f"| — | {steps / 2 ** 20:.0f} | — | — |")     # no torch: no RSS ratios
    assert start[2].count("|") == start[0].count("|")


@pytest.mark.skipif(bool(gpu_devices()), reason="a GPU is here: the GPU configs would run")
def test_table_gives_a_config_that_cannot_run_its_row_and_goes_on(tmp_path, capsys):
    t = _run(tmp_path, "--table", "t224b64,t224b64x4", "--no-loader")
    lines = capsys.readouterr().out.split("\n\n")[1].splitlines()
    assert [r["config"] for r in t["rows"]] == ["t224b64", "t224b64x4"] and len(lines) == 4
    for row, line in zip(t["rows"], lines[2:]):
        assert "needs a CUDA GPU" in row["error"] and "\n" not in row["error"]
        assert line.startswith(f"| {row['config']} | ConvNeXt-T 224² B=64") and "failed: config" in line
        assert line.count("|") == lines[0].count("|")


@pytest.mark.slow
def test_table_gives_a_failed_contender_its_reason_and_goes_on(tmp_path, capsys):
    """A real failure: ConvNeXt's `+dwmacvr` compiles on IREE 3.13 but its executable does not load
    (one dispatch takes 98 push constants, IREE-CPU's limit is 64; nets/convnext.py). The row gives
    IREE's own diagnostic in one line, and the other lowerer of the same config still runs and is timed."""
    t = _run(tmp_path, "--table", "atto32", "--reps", "1", "--lowerers", "xla,iree", "--no-reference",
             "--no-torch", "--no-loader", "--threads", "1", "--depthwise", "macvr")
    [row] = t["rows"]
    reason = row["contenders"]["iree"]["error"]
    assert "98 constants exceeds limit of 64" in reason and "\n" not in reason
    assert _positive(row["contenders"]["xla"]["median_s"])
    line = next(ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("| atto32 |"))
    assert "failed" in line and reason in line


@pytest.mark.torch
def test_table_ratio_and_verdict_against_the_torch_peer(tmp_path, capsys):
    t = _run(tmp_path, "--table", "tinycnn", "--reps", "1", "--lowerers", "xla", "--no-reference", "--no-loader",
             "--threads", "1")
    [row] = t["rows"]
    c = row["contenders"]
    assert row["ratio_to_torch"]["xla"] == pytest.approx(c["xla"]["median_s"] / c["torch"]["median_s"])
    assert row["met"] == (row["ratio_to_torch"]["xla"] <= 1.0)
    assert row["verdict"].startswith(("met: xla", "behind: xla")) and "torch" in t["machine"]
    assert f"{row['ratio_to_torch']['xla']:.2f}×" in capsys.readouterr().out


@pytest.mark.torch
def test_eval_forward_contenders_each_give_a_figure(tmp_path, capsys):
    """`--eval`: the forward twin on XLA with its weights resident (as `hlocert eval`) against timm's
    module in eval mode, each in its own process; no JAX reference."""
    r = _run(tmp_path, "--config", "tinycnn", "--eval", "--reps", "2", "--lowerers", "xla", "--no-loader",
             "--threads", "1")
    assert r["timed"] == "eval forward" and r["errors"] == {} and set(r["step"]) == {"xla", "torch"}
    assert r["variants"]["xla"].startswith("tinycnn_M-c10-i32-b32x1-fwd")
    for c in ("xla", "torch"):
        _check_contender(r, c)
    assert r["first_step"]["xla"]["pid"] != r["first_step"]["torch"]["pid"]
    assert _measured(r["ratios"]["xla/torch"]) and "(eval forward)" in capsys.readouterr().out
    assert r["gflop_per_image"] == pytest.approx(Variant.parse(r["variant"]).model.gflop_per_image() / 3)


def test_the_peak_rss_can_be_set_back_to_the_rss_now():
    """The bench's steps' peak rests on it: after a 256 MiB block is touched and freed, the process's
    high-water mark stays above its RSS until reset_peak_rss() sets it back (Linux's clear_refs 5)."""
    import mmap

    from hlocert.bench.machine import reset_peak_rss, rss
    block = mmap.mmap(-1, 256 << 20)
    block.write(b"\1" * (256 << 20))
    block.close()
    cur, peak = rss()
    assert peak >= cur + (200 << 20)
    if not reset_peak_rss():
        pytest.skip("this OS cannot reset the high-water mark")
    cur, peak = rss()
    assert peak < cur + (64 << 20)


def test_batch_scaling_refuses_two_configs_that_are_not_one_net_at_two_batches():
    """bench/batch_scaling.py's one-line refusal, before any contender starts: the configs must
    differ in the batch only, the smaller first."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    for configs in ("t64b8,t224b8", "t64b32,t64b8"):
        p = subprocess.run([sys.executable, "bench/batch_scaling.py", "--configs", configs, "--threads", "1"],
                           cwd=root, capture_output=True, text=True, timeout=300,
                           env={**os.environ, "PYTHONPATH": str(root), "HLOCERT_HUGE_PAGES": "0"})
        assert p.returncode == 1 and p.stdout == ""
        assert p.stderr.strip().splitlines() == [
            f"--configs: {configs.split(',')[0]} and {configs.split(',')[1]} must be one net at one image size, "
            f"the first the smaller batch"]
