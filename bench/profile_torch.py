"""Where PyTorch spends the peer's train step (hlocert bench's `torch` contender, peers.py): the
op table of torch.profiler, to set beside bench/profile_xla.py and bench/profile_iree.py.

    PYTHONPATH=. .venv/bin/python bench/profile_torch.py [--config t64b16 | --variant NAME] [--steps 3] [--threads 2] [--top 25] [--budget]

Builds the peer of a bench config (timm's model of the same net, channels_last, the variant's
optimizer and clip) pinned to `--threads` CPUs as the bench's workers, runs two warm-up steps, profiles `--steps` steps and prints the ops by self
CPU time per step (ms), and the wall time per step.
"""
from __future__ import annotations

from hlocert import hugepages

if __name__ == "__main__":     # as the `hlocert` command: the heap's large blocks in huge pages (hlocert/hugepages.py)
    hugepages.reexec("bench")

import argparse
import sys
import time

from hlocert.bench.configs import CONFIGS
from hlocert.bench.contenders import batch
from hlocert.bench.machine import pin_threads
from hlocert.bench.peers import TorchPeer
from hlocert.render.variants import variant_arg


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="t64b16")
    ap.add_argument("--variant", type=variant_arg, help="a variant name instead of a bench config's (e.g. a smaller ResNet-50 step)")
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--budget", action="store_true",
                    help="also the ops grouped by what they compute: convolutions by kernel and groups (from the "
                         "recorded weight shapes), BatchNorm, activations, the optimizer step, the rest")
    a = ap.parse_args()
    try:        # before torch loads, as the bench's workers
        pin_threads(a.threads)
    except ValueError as e:
        ap.error(str(e))
    import torch

    v = a.variant or CONFIGS[a.config].spec
    peer = TorchPeer(v, batch(v), gpu=False, threads=a.threads)
    peer.step()
    peer.step()
    t0 = time.perf_counter()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        for _ in range(a.steps):
            peer.step()
    wall = (time.perf_counter() - t0) / a.steps
    rows = sorted(prof.key_averages(), key=lambda e: -e.self_cpu_time_total)
    total = sum(e.self_cpu_time_total for e in rows) / 1e3 / a.steps
    print(f"profiled the PyTorch peer of {v.name}, {a.threads} threads, {a.steps} steps: "
          f"{wall * 1e3:.1f} ms wall per step (profiled), self CPU {total:.1f} ms per step\n")
    print(f"{'op':<48} {'ms/step':>9} {'share':>7} {'calls/step':>11}")
    for e in rows[:a.top]:
        t = e.self_cpu_time_total / 1e3 / a.steps
        print(f"{e.key[:48]:<48} {t:>9.1f} {t / total:>7.1%} {e.count / a.steps:>11.0f}")
    if a.budget:
        # the kinds from a second profile that records shapes (which slows each op down), matched to the
        # timed profile's events by their order: the same steps run the same ops in the same order
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU], record_shapes=True) as shaped:
            for _ in range(a.steps):
                peer.step()
        timed, kinds = list(prof.events()), [(e.name, _budget_kind(e)) for e in shaped.events()]
        if [e.name for e in timed] != [n for n, _ in kinds]:
            print("the shapes profile ran other ops than the timed one: no budget", file=sys.stderr)
            return 1
        budget: dict[str, float] = {}
        for e, (_, kind) in zip(timed, kinds):
            budget[kind] = budget.get(kind, 0.0) + e.self_cpu_time_total / 1e3 / a.steps
        print(f"\n{'what (from the op and its shapes)':<48} {'ms/step':>9} {'share':>7}")
        for k, t in sorted(budget.items(), key=lambda kv: -kv[1]):
            print(f"{k:<48} {t:>9.1f} {t / total:>7.1%}")
    return 0


# each convolution op's weight argument ([O, I/groups, kh, kw]): its place among the op's inputs
CONV_WEIGHT = {"aten::_slow_conv2d_forward": 1, "aten::_slow_conv2d_backward": 2, "aten::mkldnn_convolution": 1,
               "aten::convolution_backward": 2, "aten::thnn_conv2d": 1, "aten::_convolution": 1,
               "aten::convolution": 1, "aten::conv2d": 1, "aten::_conv_depthwise2d": 1,
               "aten::_conv_depthwise2d_backward": 2}


def _budget_kind(e) -> str:
    """What a torch.profiler event computes: a convolution by its weight's kernel and groups (read from
    the recorded shapes: a depthwise weight is [C, 1, k, k]), a dense layer, BatchNorm, an activation,
    anything under the optimizer's step (its own record), or the rest."""
    name, parent = e.name, e.cpu_parent
    while parent is not None:
        if parent.name.startswith("Optimizer.step"):
            return "optimizer step"
        parent = parent.cpu_parent
    if name in CONV_WEIGHT:
        shapes = e.input_shapes or []
        w = shapes[CONV_WEIGHT[name]] if len(shapes) > CONV_WEIGHT[name] else None
        if not (isinstance(w, list) and len(w) == 4):
            return "convolution (shape not recorded)"
        if w[1] == 1 and w[0] > 1:
            return f"convolution depthwise {w[2]}x{w[3]}"
        return f"convolution {w[2]}x{w[3]}"
    if name in ("aten::addmm", "aten::mm", "aten::linear", "aten::matmul"):
        return "dense (classifier)"
    if "batch_norm" in name:
        return "batch norm"
    if any(k in name for k in ("silu", "hardtanh", "threshold", "relu", "clamp", "sigmoid", "hardswish", "gelu")):
        return "activation"
    return "other (elementwise, copies, loss, EMA, clip)"


if __name__ == "__main__":
    sys.exit(main())
