"""The GPU bench (issues 18, 19) checked on a CPU: every net with a timm twin has a GPU config whose
variant parses and renders the same on either GPU lowerer, bench/gpu.sh runs every GPU config in
f32 and bf16 from hlocert's own list (`--dry-run` prints the commands without a GPU), and the
PyTorch peer's device follows the config. Nothing here needs a GPU or measures a time."""
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hlocert import nets
from hlocert.bench import BenchError
from hlocert.bench.configs import gpu_configs
from hlocert.bench.peers import peer_device
from hlocert.cli import main
from hlocert.render.targets import resolve
from hlocert.render.variants import Variant

GPU_SH = Path(__file__).resolve().parents[2] / "bench" / "gpu.sh"
HAVE_TORCH = bool(importlib.util.find_spec("torch") and importlib.util.find_spec("timm"))


def _gpu_sh(*args, gpus=1):
    env = {**os.environ, "PYTHON": sys.executable, "GPUS": str(gpus)}
    return subprocess.run(["bash", str(GPU_SH), "--dry-run", *args], capture_output=True, text=True, env=env,
                          timeout=120)


def test_every_net_with_a_timm_twin_has_a_one_replica_gpu_config():
    one = [c for c in gpu_configs() if Variant.parse(c.variant).replicas == 1]
    covered = {Variant.parse(c.variant).model.NAME for c in one}
    assert covered == {net.NAME for net in nets.all_nets() if net.TIMM}
    assert gpu_configs()[0].name == "t224b64"  # ConvNeXt-T first: issue 19's bf16 roofline figure


@pytest.mark.parametrize("cfg", gpu_configs(), ids=lambda c: c.name)
def test_gpu_config_parses_has_flops_a_peer_and_one_render_on_both_lowerers(cfg):
    v = Variant.parse(cfg.variant)
    assert cfg.gpu and v.model.image_size == 224 and v.batch >= 64 and v.name == cfg.variant
    assert v.model.gflop_per_image() > 0
    assert v.model.timm_model(v.drop) is not None
    # the GPU targets keep every lowering family at its first (the convolution) form: both lowerers
    # run the config's own render, which does not depend on the device
    assert {resolve(v, ln, "gpu").name for ln in ("xla", "iree")} == {v.name}


def test_list_gpu_configs_prints_names_and_replicas_in_run_order(capsys):
    assert main(["bench", "--list-gpu-configs"]) == 0
    lines = capsys.readouterr().out.split("\n")[:-1]
    assert lines == [f"{c.name} {Variant.parse(c.variant).replicas}" for c in gpu_configs()]


def test_gpu_sh_parses():
    assert subprocess.run(["bash", "-n", str(GPU_SH)], capture_output=True).returncode == 0


def test_gpu_sh_runs_every_gpu_config_in_f32_then_bf16_in_order():
    r = _gpu_sh(gpus=4)
    assert r.returncode == 0, r.stderr
    cmds = [line.split() for line in r.stdout.splitlines() if line.startswith("timeout ")]
    benches = [c for c in cmds if "--scaling" not in c]
    runs = [(c[c.index("--config") + 1], "bf16" if "--bf16" in c else "f32") for c in benches]
    assert runs == [(c.name, p) for c in gpu_configs() for p in ("f32", "bf16")]
    assert ["--no-loader" not in c for c in benches] == [True] + [False] * (len(benches) - 1)
    assert len(cmds) == len(benches) + 1        # then the NCCL scaling (2+ GPUs)


def test_gpu_sh_runs_a_chosen_subset_and_skips_what_needs_more_gpus():
    r = _gpu_sh("r50i224b128:bf16", "t224b64x4:f32", "t224b64")
    assert r.returncode == 0, r.stderr
    runs = [line for line in r.stdout.splitlines() if line.startswith("== ")]
    assert runs == ["== r50i224b128 (bf16)", "== t224b64 (f32)", "== t224b64 (bf16)"]
    assert "t224b64x4 (f32): skipped, needs 4 GPUs (this machine has 1)" in r.stdout


@pytest.mark.parametrize("arg, msg", [("t224b8", "t224b8 is not a GPU config"),
                                      ("r50i224b128:f16", "must be f32 or bf16")])
def test_gpu_sh_refuses_a_bad_name_before_any_run(arg, msg):
    r = _gpu_sh("t224b64", arg)
    assert r.returncode == 2 and msg in r.stderr and r.stdout == ""


def test_torch_peer_device_follows_the_config():
    assert peer_device(False, False, "2.14.1") == "cpu"
    assert peer_device(False, True, "2.14.1") == "cpu"
    assert peer_device(True, True, "2.14.1") == "cuda"
    with pytest.raises(BenchError, match=r"PyTorch peer skipped: torch 2.14.1\+cpu has no CUDA device") as e:
        peer_device(True, False, "2.14.1+cpu")
    assert "\n" not in str(e.value)


@pytest.mark.torch
def test_torch_peer_on_a_gpu_config_without_cuda_is_skipped_with_one_line():
    import numpy as np
    import torch
    from hlocert.bench.peers import TorchPeer
    if torch.cuda.is_available():
        pytest.skip("torch sees a CUDA device: the peer would run on it")
    v = Variant.parse("convnext_atto-c10-i32-b2x1-adamw+wx+clip1.0+drop")
    data = {"x": np.zeros((2, 32, 32, 3), np.float32), "targets": np.eye(10, dtype=np.float32)[[1, 7]]}
    with pytest.raises(BenchError, match="has no CUDA device") as e:
        TorchPeer(v, data, gpu=True, threads=1)
    assert "\n" not in str(e.value)
