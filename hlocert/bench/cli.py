"""The `hlocert bench` arguments and run (hlocert/cli.py dispatches here)."""
from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

from ..render import targets
from .configs import CONFIGS, TABLES, BenchError, gpu_configs, table_configs
from .report import format_table
from .run import check_lowerers, resolve_threads, run_bench
from .scaling import SPLITS, format_scaling, parse_splits, run_scaling
from .table import format_markdown, run_table


def add_arguments(p) -> None:
    p.add_argument("--config", default="t64b16",
                   help="; ".join(f"{c.name}: {c.about}" for c in CONFIGS.values()) + " (default t64b16)")
    p.add_argument("--table", metavar="SET",
                   help="the 'Where it stands' table instead: every config of SET, one after another, each as "
                        "--config runs it, then one markdown table (median s/step, img/s, ratio to PyTorch eager, "
                        "verdict) under the CPU model, threads and load; SET: comma-separated set names ("
                        + "; ".join(f"{k}: {', '.join(v)}" for k, v in TABLES.items()) + ") or config names "
                        "(default: none, the one --config)")
    p.add_argument("--eval", action="store_true",
                   help="time the eval forward at the config's batch instead of the train step: the forward twin "
                        "with its weights resident on the device as `hlocert eval` runs it, against timm's module "
                        "in eval mode under torch.no_grad (no JAX reference)")
    p.add_argument("--reps", type=int, default=None, help="timed repetitions per contender (default per config)")
    p.add_argument("--quick", action="store_true", help="the 'quick' config (tiny net, seconds)")
    p.add_argument("--json", metavar="PATH", help="also write the results as JSON here")
    p.add_argument("--lowerers", default="xla,iree", help="comma-separated rendered-step lowerers (default xla,iree)")
    p.add_argument("--no-reference", action="store_true", help="skip the JAX reference step")
    p.add_argument("--no-torch", action="store_true", help="skip the PyTorch eager peer (timm, the [torch] extra)")
    p.add_argument("--torch-compile", action="store_true", help="also the torch.compile'd PyTorch peer")
    p.add_argument("--bf16", action="store_true",
                   help="also each contender's bf16 twin: the +bf16 render, the JAX reference under its bf16 "
                        "policy, PyTorch under autocast bf16 (ratios twin/f32 from the same rounds)")
    p.add_argument("--threads", type=int, default=None,
                   help="CPUs each contender's process runs on, and torch's threads (default: all available)")
    p.add_argument("--no-loader", action="store_true", help="skip the data-loader measurement")
    targets.add_arguments(p, "for the rendered steps")
    p.add_argument("--reference-options", choices=["jax", "lowerer"], default="jax",
                   help="compile the JAX reference with jax.jit's defaults (as users run it; default) or "
                        "with the XLA options the xla lowerer uses")
    p.add_argument("--scaling", nargs="?", const=SPLITS, metavar="SPLITS",
                   help=f"data-parallel scaling across processes instead: the config's rendered step on XLA at each "
                        f"PROCESSESxDEVICES split (default {SPLITS}), s/step, img/s and the gradient's all-reduce "
                        f"alone (bench/scaling.py)")
    p.add_argument("--list-gpu-configs", action="store_true",
                   help="print the GPU configs, one 'NAME REPLICAS' line each, in the order bench/gpu.sh runs them")
    p.add_argument("--peak-tflops", type=float, default=None,
                   help="per-device peak TFLOP/s for the roofline fraction (default: known GPUs)")


def cli_main(args) -> int:
    if args.list_gpu_configs:
        for c in gpu_configs():
            print(c.name, c.spec.replicas)
        return 0
    if args.table and args.quick:
        raise BenchError("--table names its configs: drop --quick (or put quick in the set)")
    if args.scaling and (args.table or args.eval):
        raise BenchError("--scaling times the train step of --config: drop --table / --eval")
    name = "quick" if args.quick else args.config
    if args.scaling:
        r = run_scaling(name, parse_splits(args.scaling), reps=args.reps)
        print(format_scaling(r), end="")
        _write_json(args.json, r)
        return 0
    lowerers = tuple(s for s in args.lowerers.split(",") if s)
    check_lowerers(lowerers)
    options = dict(reps=args.reps, reference=not args.no_reference, torch=not args.no_torch,
                   torch_compile=args.torch_compile, loader=not args.no_loader, peak_tflops=args.peak_tflops,
                   lowerings=targets.choices(args), reference_options=args.reference_options, bf16=args.bf16,
                   eval_forward=args.eval)
    if args.table:
        threads = resolve_threads(args.threads)
        t = run_table(table_configs(args.table), lowerers, threads, _command(args, threads), **options)
        print(format_markdown(t), end="")
        _write_json(args.json, t)
        return 0
    r = run_bench(name, lowerers=lowerers, threads=args.threads, **options)
    print(format_table(r), end="")
    _write_json(args.json, r)
    return 0


def _command(args, threads: int) -> str:
    """The `hlocert bench --table` command that reruns this table: its set, the thread count it ran
    at and every option that changes a figure (not where the JSON went)."""
    parts = ["hlocert", "bench", "--table", args.table, "--threads", str(threads), "--lowerers", args.lowerers]
    parts += ["--reps", str(args.reps)] if args.reps else []
    parts += [flag for flag, on in (("--eval", args.eval), ("--no-reference", args.no_reference),
                                    ("--no-torch", args.no_torch), ("--torch-compile", args.torch_compile),
                                    ("--bf16", args.bf16), ("--no-loader", args.no_loader)) if on]
    parts += ["--reference-options", args.reference_options] if args.reference_options != "jax" else []
    parts += [x for family, choice in targets.choices(args).items() if choice != targets.AUTO
              for x in (f"--{family}", choice)]
    parts += ["--peak-tflops", str(args.peak_tflops)] if args.peak_tflops else []
    return shlex.join(parts)


def _write_json(path: str | None, r: dict) -> None:
    if path:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(json.dumps(r, indent=1) + "\n")
        print(f"wrote {path}", file=sys.stderr)
