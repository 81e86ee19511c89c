"""`hlocert train` and `hlocert eval` (wired into hlocert/cli.py's COMMANDS); train's flags are
generated from TrainConfig's fields (config.py)."""
from __future__ import annotations

import argparse
import json

from ..errors import CommandError, ProcessLost
from ..runtime import distributed
from . import config
from .runfolder import RunFolder, run_folder_of


def add_process_arguments(p: argparse.ArgumentParser) -> None:
    """Where this process stands in a multi-process run (runtime/distributed.py); `hlocert launch`
    fills them in for N local processes. Not TrainConfig fields: a resume may be split otherwise."""
    g = p.add_argument_group("multi-process (XLA): one text across processes, each feeding its own replicas")
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


def add_train_arguments(p: argparse.ArgumentParser) -> None:
    config.add_arguments(p)
    add_process_arguments(p)
    p.add_argument("--resume", nargs="?", const="", metavar="PATH",
                   help="continue the run in --out (or the run folder or checkpoint PATH) from its newest "
                        "intact checkpoint; flags that contradict the saved run are an error, except "
                        + ", ".join(sorted(config.flag(k) for k in config.RESUMABLE)))


def run_train(args: argparse.Namespace) -> int:
    from ..errors import CommandError
    from ..data import DataError
    from ..render.variants import VariantError
    from ..render.certified import ArtifactMismatch
    from .checkpoint import CheckpointError
    from .errors import TrainError
    from .trainer import Trainer

    cfg = config.from_args(args)
    given = config.given(args)
    resume = None
    if args.resume is not None:
        resume = args.resume or cfg.out
        given.setdefault("out", str(run_folder_of(resume)))
    trainer = None
    try:
        if resume is None:
            RunFolder(cfg.out).check_fresh()   # before anything compiles
        trainer = Trainer(cfg, resume=resume, given=given, compile_cache=args.compile_cache,
                          processes=processes_of(args))
        result = trainer.run()
    except (TrainError, DataError, VariantError, ArtifactMismatch, CheckpointError) as e:
        raise CommandError(f"train: error: {e}") from None
    except ProcessLost as e:
        if trainer is not None:
            trainer.close()
        distributed.stop(e)
    finally:
        if trainer is not None:
            trainer.close()
    print(json.dumps(result))
    return 0


def add_eval_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--checkpoint", required=True, help="a checkpoint folder, or a run's --out folder (latest)")
    p.add_argument("--data", help="ImageFolder root (default: the one the checkpoint was trained on)")
    p.add_argument("--lowerer", choices=["xla", "iree"])
    p.add_argument("--workers", type=int, default=2)
    add_process_arguments(p)


def run_eval(args: argparse.Namespace) -> int:
    from ..errors import CommandError
    from ..data import DataError
    from ..render.certified import ArtifactMismatch
    from .checkpoint import CheckpointError
    from .errors import TrainError
    from .evaluate import evaluate_checkpoint

    try:
        out = evaluate_checkpoint(args.checkpoint, data=args.data, lowerer=args.lowerer, workers=args.workers,
                                  compile_cache=args.compile_cache, processes=processes_of(args))
    except (TrainError, DataError, CheckpointError, ArtifactMismatch) as e:
        raise CommandError(f"eval: error: {e}") from None
    except ProcessLost as e:
        distributed.stop(e)
    print(json.dumps(out))
    return 0
