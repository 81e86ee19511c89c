"""`hlocert train` and `hlocert eval` (wired into hlocert/cli.py's COMMANDS); train's flags are
generated from TrainConfig's fields (config.py)."""
from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path

from ..data import DataError
from ..errors import CommandError, ProcessLost
from ..render.certified import ArtifactMismatch
from ..render.variants import VariantError
from ..runtime import distributed
from ..weights import WeightsError
from . import config
from .checkpoint import CheckpointError
from .deploy import export_checkpoint, predict
from .errors import TrainError
from .evaluate import evaluate_checkpoint
from .export_forward import export_stablehlo
from .export_onnx import export_onnx
from .progress import stderr_line
from .recipe import (with_amp, with_aug_splits, with_batchnorm, with_bce, with_drop_block, with_global_pool,
                     with_in_chans, with_kd, with_lr_base, with_model_dtype, with_model_kwargs, with_remat,
                     with_variant)
from .runfolder import RunFolder, fresh_folder, run_folder_of
from .timm_args import apply as apply_config, load_args_yaml
from .average import METRICS, average
from .validate import check_results_file, validate, write_results
from .trainer import Trainer


FORWARD_FORMATS = {"onnx": export_onnx, "stablehlo": export_stablehlo}
PROCESSES = "multi-process (XLA): one text across processes, each feeding its own replicas"


def add_process_arguments(p: argparse.ArgumentParser, g=None) -> None:
    """Where this process stands in a multi-process run (runtime/distributed.py), in the argument
    group `g` (default: a new one); `hlocert launch` fills them in for N local processes. Not
    TrainConfig fields: a resume may be split otherwise."""
    g = g or p.add_argument_group(PROCESSES)
    g.add_argument("--num-processes", type=int, default=1, metavar="N",
                   help="processes in the run (default 1: this one alone; 0: detect the group from the cluster, "
                        "e.g. SLURM or Open MPI, the way jax.distributed does)")
    g.add_argument("--process-id", type=int, metavar="I", help="this process's id, 0..N-1 (default: detected)")
    g.add_argument("--coordinator", metavar="HOST:PORT",
                   help="where process 0 serves the group (default: detected); the same for every process")
    g.add_argument("--dist-timeout", type=float, default=distributed.DEFAULT_TIMEOUT_S, metavar="S",
                   help="bound on joining and on every barrier and gather (a process that stops beating is "
                        "named within seconds), and XLA's heartbeat timeout "
                        f"(default {distributed.DEFAULT_TIMEOUT_S} s)")


def processes_of(args: argparse.Namespace) -> distributed.Processes:
    try:
        return distributed.Processes(args.num_processes, args.process_id, args.coordinator, args.dist_timeout)
    except ValueError as e:
        raise CommandError(f"{args.command}: error: {e}") from None


# `hlocert train --help` in groups: the recipe first (timm's train.py flags), then the run folder,
# what is certified, how it is lowered, and the data-parallel and multi-process flags
HELP_GROUPS = {
    "run": ("run folder, checkpoints and logging", ("out", "output", "experiment", "keep", "ckpt_every", "max_steps",
                                                    "eval", "plot", "log_interval", "workers")),
    "certified": ("certified render: the train step's text (its name carries its certificate and lowerings)",
                  ("variant", "remat")),
    "lowering": ("lowering: the compiler, the device, and how each op family is lowered",
                 ("lowerer", "platform", "lowerings")),
}


def add_train_arguments(p: argparse.ArgumentParser) -> None:
    recipe = p.add_argument_group("training (timm's train.py flags)")
    recipe.add_argument("-c", "--config", metavar="ARGS.yaml",
                        help="flag values from an args.yaml as timm's train.py or hlocert train writes it (every "
                             "run folder has one); flags on the command line win; keys hlocert lacks: ignored if "
                             "they cannot change the recipe, else refused (default: none)")
    groups = {key: p.add_argument_group(title) for key, (title, _) in HELP_GROUPS.items()}
    p.lowering_group = groups["lowering"]       # cli.py adds --no-compile-cache there
    placed = {name: groups[key] for key, (_, names) in HELP_GROUPS.items() for name in names}
    placed["replicas"] = p.add_argument_group(PROCESSES)
    config.add_arguments(recipe, groups=placed)
    add_process_arguments(p, placed["replicas"])
    groups["run"].add_argument("--resume", nargs="?", const="", metavar="PATH",
                               help="continue the run in --out (or the run folder or checkpoint PATH) from its "
                                    "newest intact checkpoint; flags that contradict the saved run are an error, "
                                    "except " + ", ".join(sorted(config.flag(k) for k in config.RESUMABLE))
                                    + " (default: a new run)")
    groups["run"].add_argument("--no-resume-opt", action="store_true",
                               help="with --resume: the weights, EMA, step and schedule from the checkpoint, the "
                                    "optimizer's moments started afresh (timm's; default: resumed too)")


def run_train(args: argparse.Namespace) -> int:
    try:
        if args.config:
            apply_config(args, load_args_yaml(args.config, stderr_line))
        cfg = config.from_args(args)      # --variant is parsed here, once
    except (VariantError, TrainError) as e:
        raise CommandError(f"train: error: {e}") from None
    given = config.given(args, cfg)
    named = [config.flag(k) for k in ("output", "experiment") if k in given]
    if "out" in given and named:
        raise CommandError(f"train: error: --out names the run folder itself; {' and '.join(named)} name it "
                           "by parts: give one or the other")
    resume = announce = None
    trainer = None
    try:
        if args.no_resume_opt and args.resume is None:
            raise TrainError("--no-resume-opt starts the optimizer afresh on --resume: add --resume, or drop it")
        if args.resume is not None:
            resume = args.resume or cfg.out or (cfg.experiment and str(Path(cfg.output) / cfg.experiment))
            if not resume:
                raise TrainError("--resume needs the run: --resume PATH, --out DIR, or --experiment NAME "
                                 "(under --output)")
            given.setdefault("out", str(run_folder_of(resume)))
        else:
            cfg = with_model_kwargs(with_in_chans(with_drop_block(with_global_pool(with_batchnorm(with_variant(cfg, given))))))
            cfg = with_lr_base(with_remat(with_aug_splits(with_bce(with_amp(with_model_dtype(cfg))), given)), given)
            cfg = with_kd(cfg, given)
            if cfg.out is None and not cfg.experiment and args.num_processes != 1:
                raise TrainError("a multi-process run needs --out DIR or --experiment NAME, so that every "
                                 "process names the same run folder")
            if cfg.out is None:
                v = cfg.variant
                cfg.out = str(fresh_folder(cfg.output, cfg.experiment, cfg.model or f"{v.model.NAME}_{v.model.size}",
                                           v.model.image_size))
            RunFolder(cfg.out).check_fresh()   # before anything compiles
            RunFolder(cfg.out).check_writable()
            cfg.check(cfg.variant.batch)

            def announce(cfg=cfg):      # once the data and --pretrained are read (Trainer)
                stderr_line(f"variant {cfg.variant}")
                if cfg.variant.model.batchnorm_text():      # --bn-momentum / --bn-eps
                    stderr_line(cfg.variant.model.batchnorm_text())
                for line in cfg.variant.layer_scales().describe():     # +ld: its layer count and scale range
                    stderr_line(line)
                stderr_line(RunFolder(cfg.out).paths())
        trainer = Trainer(cfg, resume=resume, given=given, compile_cache=args.compile_cache,
                          processes=processes_of(args), announce=announce, no_resume_opt=args.no_resume_opt)
        result = trainer.run()
    except (TrainError, DataError, VariantError, ArtifactMismatch, CheckpointError) as e:
        raise CommandError(f"train: error: {e}") from None
    except ProcessLost as e:
        if trainer is not None:
            trainer.close()
        distributed.stop(e)
    except KeyboardInterrupt:       # Ctrl-C: one line saying what is kept, not a traceback
        if trainer is None:
            raise CommandError("train: interrupted before the first step (nothing new was saved)") from None
        kept = (f"the last checkpoint is {trainer.last_ckpt}: `hlocert train --resume {trainer.folder.out}` goes on "
                "from it" if trainer.last_ckpt else "no checkpoint was written")
        raise CommandError(f"train: interrupted at step {trainer.step}; {kept}") from None
    finally:
        if trainer is not None:
            trainer.close()
    stderr_line(trainer.folder.paths())
    print(json.dumps(result), flush=True)
    if trainer.group is not None:
        distributed.leave(trainer.group)
    return 0


def add_val_split_arguments(p: argparse.ArgumentParser) -> None:
    """`eval`'s and `validate`'s: the val split read (each checkpoint's data by default), the compiler, the loader."""
    p.add_argument("--data", help="a data set's name, ImageFolder or packed set (as train's --data; default: the one "
                   "the checkpoint was trained on)")
    p.add_argument("--lowerer", choices=["xla", "iree"], help="the compiler (default: the checkpoint's)")
    p.add_argument("--workers", type=int, default=2, help="loader worker processes (0: load in this process)")


def add_eval_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--checkpoint", required=True, help="a checkpoint folder, or a run's --out folder (latest)")
    add_val_split_arguments(p)
    add_process_arguments(p)


def run_eval(args: argparse.Namespace) -> int:
    try:
        out = evaluate_checkpoint(args.checkpoint, data=args.data, lowerer=args.lowerer, workers=args.workers,
                                  compile_cache=args.compile_cache, processes=processes_of(args))
    except (TrainError, DataError, CheckpointError, ArtifactMismatch) as e:
        raise CommandError(f"eval: error: {e}") from None
    except ProcessLost as e:
        distributed.stop(e)
    print(json.dumps(out))
    return 0


def add_export_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--checkpoint", required=True, help="a checkpoint folder, or a run folder (its latest)")
    p.add_argument("--ema", action="store_true", help="export the EMA weights instead of the live ones")
    p.add_argument("--format", choices=["timm", "official", *FORWARD_FORMATS], default="timm",
                   help="timm's state_dict names, or the net's official release's (where it has one); or the eval "
                        "forward: onnx (timm's module of the net through torch.onnx, NCHW input, any batch; "
                        "needs pip install -e .[torch]; run it with onnxruntime) or stablehlo (a StableHLO portable "
                        "artifact, NHWC input at the run's batch, its weights beside it as FILE.safetensors; run it: "
                        "jaxlib.mlir.dialects.stablehlo.deserialize_portable_artifact, compile the module on PJRT, feed "
                        "x then the weights in the order of the weights file's 'arguments' header; README has the "
                        "snippet). Each is read back and its logits checked against hlocert's own eval forward before "
                        "it is kept; the figures print as one JSON line")
    p.add_argument("--check", action="store_true",
                   help="onnx/stablehlo: read an existing FILE back and check it against the checkpoint, write nothing")
    p.add_argument("-o", "--output", required=True, metavar="FILE", help="write it here (.safetensors, "
                   ".onnx, .mlirbc)")


def run_export(args: argparse.Namespace) -> int:
    if args.format in FORWARD_FORMATS:
        return run_forward_export(args)
    try:
        model = export_checkpoint(args.checkpoint, args.output, args.format, args.ema, stderr_line)
    except (TrainError, CheckpointError, WeightsError) as e:
        raise CommandError(f"export: error: {e}") from None
    stderr_line(f"{args.output}: {model} in {args.format} names ({'EMA' if args.ema else 'live'} weights)")
    return 0


def run_forward_export(args: argparse.Namespace) -> int:
    """--format onnx / stablehlo: the figures of the check as one JSON line on stdout."""
    try:
        out = FORWARD_FORMATS[args.format](args.checkpoint, args.output, args.ema, args.check, stderr_line)
    except (TrainError, CheckpointError, WeightsError, ArtifactMismatch) as e:
        raise CommandError(f"export: error: {e}") from None
    print(json.dumps({"format": args.format, "file": args.output, "weights": "ema" if args.ema else "live", **out}))
    return 0


def add_predict_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--checkpoint", required=True, help="a checkpoint folder, or a run folder (its latest)")
    p.add_argument("images", nargs="+", metavar="IMAGE", help="image files, or folders: every image in them")
    p.add_argument("--ema", action="store_true", help="predict with the EMA weights instead of the live ones")
    p.add_argument("--json", action="store_true", help="print JSON (one list, an object per image) instead of text")
    p.add_argument("--topk", type=int, default=5, metavar="K", help="classes per image, best first")
    p.add_argument("--results-file", metavar="FILE.csv",
                   help="also write the predictions here as CSV: image, then class and probability for each of the top K")


def run_predict(args: argparse.Namespace) -> int:
    if args.topk < 1:
        raise CommandError(f"predict: error: --topk must be at least 1, got {args.topk}")
    try:
        out = predict(args.checkpoint, args.images, args.ema, args.topk, log=stderr_line,
                      compile_cache=args.compile_cache)
    except (TrainError, DataError, CheckpointError, ArtifactMismatch) as e:
        raise CommandError(f"predict: error: {e}") from None
    if args.results_file:
        _write_results(out, args.results_file)
    if args.json:
        print(json.dumps(out))
    for rec in [] if args.json else out:
        print(rec["image"] + ": " + ", ".join(f"{t['class']} {t['prob']:.1%}" for t in rec["top"]))
    return 0


def _write_results(out: list[dict], path: str) -> None:
    k = max(len(rec["top"]) for rec in out)
    try:
        with open(path, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(["image", *(f"{c}{i}" for i in range(1, k + 1) for c in ("class", "prob"))])
            for rec in out:
                w.writerow([rec["image"], *(v for t in rec["top"] for v in (t["class"], f"{t['prob']:.6f}"))])
    except OSError as e:
        raise CommandError(f"predict: error: --results-file {path}: {e.strerror}") from None


def add_validate_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--checkpoint", action="append", required=True, metavar="PATH",
                   help="a checkpoint folder, a run folder (its latest) or a glob of them (quoted); repeat for more")
    p.add_argument("--ema", action="store_true", help="validate the EMA weights instead of the live ones")
    add_val_split_arguments(p)
    p.add_argument("--results-file", metavar="FILE.csv|FILE.json",
                   help="also write the rows here, as CSV or JSON by the extension (default: none)")


def run_validate(args: argparse.Namespace) -> int:
    try:
        if args.results_file:
            check_results_file(args.results_file)
        rows = validate(args.checkpoint, data=args.data, lowerer=args.lowerer, workers=args.workers, ema=args.ema,
                        compile_cache=args.compile_cache)
        if args.results_file:
            write_results(rows, args.results_file)
    except (TrainError, DataError, CheckpointError, ArtifactMismatch) as e:
        raise CommandError(f"validate: error: {e}") from None
    except OSError as e:
        raise CommandError(f"validate: error: --results-file {args.results_file}: {e.strerror or e}") from None
    print(json.dumps(rows))
    return 0


def add_average_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("run_folder", metavar="RUN", help="a run folder (hlocert train's --out): its kept checkpoints and metrics.jsonl")
    p.add_argument("-n", "--n", type=int, default=3, help="how many of the best checkpoints to average")
    p.add_argument("--metric", default="val_top1", choices=METRICS,
                   help="rank the checkpoints by this epoch-end metric (a loss: lowest first)")
    p.add_argument("-o", "--output", metavar="DIR",
                   help="the averaged checkpoint's folder (default: RUN/checkpoints/avg{N}_{METRIC})")


def run_average(args: argparse.Namespace) -> int:
    try:
        d = average(args.run_folder, args.n, args.metric, args.output, stderr_line)
    except (TrainError, CheckpointError) as e:
        raise CommandError(f"avg-checkpoints: error: {e}") from None
    except OSError as e:
        raise CommandError(f"avg-checkpoints: error: cannot write {args.output or args.run_folder}: {e.strerror or e}") from None
    print(d)
    return 0
