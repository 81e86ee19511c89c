"""`hlocert bench`: speed of a net's rendered train step, side by side with JAX's and PyTorch's.

For a named config (CONFIGS, the nets' own `Net.BENCH`) one run measures these contenders, each
in its own process (a fresh interpreter: worker.py), pinned to the same `--threads` CPUs:

- the train step of the rendered text on XLA and on IREE — each the render its target chooses
  (render/targets.py: the same function with the depthwise / patchify convs lowered the way that
  compiler runs fastest; --depthwise / --patchify override);
- the JAX reference (`hlocert.reference.optim.train_step`: jit of value_and_grad + the optax
  chain, params and optimizer state donated);
- the PyTorch peer (peers.py): the same net from timm (`Net.TIMM`), eager, channels_last, the
  variant's optimizer and clip; `--torch-compile` adds it torch.compile'd. Without torch + timm
  (the `[torch]` extra), or for a net timm does not have, it is skipped with a one-line note.

All step on the same batch, image size and optimizer (lr 1e-3), parameters and optimizer state
kept on the device. The processes start one after another (cold: an empty compile cache), each
runs its first step and warm-up, then all step in rounds whose order rotates, one process
stepping at a time: each turn two steps back to back, the second timed (a training loop's step;
the first after idling pays for the idleness, on this VM up to 2.6x at 224²: run.py); then each
starts once more on the compile cache it filled (warm). Figures:
median and min s/step, img/s, ratios to PyTorch eager and between the others (of medians, and
the median of the per-round ratios), time to the first step from the process's start (cold and
warm) with its setup / compile / step parts, each process's peak RSS (VmHWM, compile included)
and XLA's compiled memory statistics, the render's time and size, achieved TFLOP/s from the
net's own training FLOPs per image (`Net.gflop_per_image`, never XLA's cost_analysis) and, on a
GPU whose peak is known, the roofline fraction; data-loader throughput (img/s) at 224² with
RandomResizedCrop + flip over a generated JPEG folder, 0 and 2 workers; the CPU model and load.

`--eval` times the eval forward at the config's batch instead (evalfwd.py): the forward twin with
its weights resident on the device as `hlocert eval` runs it, against timm's module in eval mode
under torch.no_grad. `--table SET` benches every config of a set (configs.TABLES: fm32, cpu224) one
after another and prints the "Where it stands" markdown table (table.py): per config each lowerer's
median and img/s, PyTorch eager's, the ratios and the verdict against issue 31's targets, under the
CPU model, threads, load before and after, date and the command.

Results: a table on screen, and JSON (`--json PATH`). GPU configs refuse to run without a GPU.
JAX, IREE and torch import inside the worker processes, so the CLI stays quick.

    configs.py     the configs, collected from the nets; the sets a --table runs
    machine.py     CPU/GPU facts, RSS, load average
    contenders.py  the shared inputs; the rendered step on a lowerer; the JAX reference step; build
    peers.py       the PyTorch peer (timm, eager or torch.compile)
    evalfwd.py     the eval forward contenders (--eval; bench/eval_forward.py too)
    worker.py      one contender's process
    loader.py      data-loader throughput over a generated JPEG folder
    run.py         one config: the processes, the rounds, the figures
    report.py      the table
    table.py       --table: every config of a set, one markdown table
    cli.py         the `hlocert bench` arguments and run
"""
from __future__ import annotations

from .cli import add_arguments, cli_main
from .configs import CONFIGS, BenchConfig, BenchError
from .machine import gpu_devices
from .report import format_table
from .run import run_bench

__all__ = ["BenchConfig", "BenchError", "CONFIGS", "add_arguments", "cli_main", "format_table", "gpu_devices",
           "run_bench"]
