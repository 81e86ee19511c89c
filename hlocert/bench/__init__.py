"""`hlocert bench`: speed of a net's rendered train step, side by side with JAX's own.

For a named config (CONFIGS) one run measures, interleaved per repetition so that a noisy shared
machine hits every contender alike:

- the train step of the rendered text on XLA and on IREE — each the render its target chooses
  (render/targets.py: the same function with the depthwise / patchify convs lowered the way that
  compiler runs fastest; --depthwise / --patchify override) — and of the JAX reference
  (`hlocert.reference.optim.train_step`: jit of value_and_grad + the optax chain, params and
  optimizer state donated) on the same net, batch, image size and inputs; parameters and
  optimizer state stay resident, x / targets / scalars / drop mask are put on the device once;
  medians after warm-up and the ratios rendered/JAX and IREE/XLA;
- render time and text size; compile time per lowerer (compile cache off); memory:
  `get_compiled_memory_stats` for XLA and the JAX reference, the RSS growth for IREE;
- data-loader throughput (img/s) at 224² with RandomResizedCrop + flip over a generated JPEG
  folder, with 0 workers (one core) and 2 workers;
- images/s, achieved TFLOP/s from the net's own training FLOPs per image (`Net.gflop_per_image`,
  never XLA's cost_analysis) and, where the device's peak is known, the fraction of the roofline.

Results: a table on screen, and JSON (`--json PATH`). GPU configs refuse to run without a GPU.
The configs are the nets' own (`Net.BENCH`). JAX, IREE and the reference import inside the functions,
so the CLI stays quick.

    configs.py     the configs, collected from the nets
    machine.py     CPU/GPU facts, RSS, load average
    contenders.py  the shared inputs; the rendered step on a lowerer; the JAX reference step
    loader.py      data-loader throughput over a generated JPEG folder
    run.py         one config, every contender, interleaved; the figures
    report.py      the table
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
