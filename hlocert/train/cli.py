"""`hlocert train` and `hlocert eval` (wired into hlocert/cli.py's COMMANDS)."""
from __future__ import annotations

import argparse
import json

from .trainer import DEFAULT_VARIANT, TrainConfig

_D = TrainConfig()


def add_train_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--data", help="ImageFolder root with train/ and val/ (default: the embedded sklearn digits)")
    p.add_argument("--variant", default=DEFAULT_VARIANT, help=f"train-step render (default {DEFAULT_VARIANT})")
    p.add_argument("--epochs", type=int, default=_D.epochs)
    p.add_argument("--lr", type=float, default=_D.lr, help="peak learning rate")
    p.add_argument("--min-lr", type=float, default=_D.min_lr)
    p.add_argument("--warmup-epochs", type=float, default=_D.warmup_epochs)
    p.add_argument("--seed", type=int, default=_D.seed)
    p.add_argument("--lowerer", choices=["xla", "iree"], default=_D.lowerer)
    p.add_argument("--platform", choices=["cpu", "gpu"], default=_D.platform)
    p.add_argument("--replicas", type=int, help="data-parallel replicas (XLA; on CPU sets up N host devices)")
    from ..render.targets import add_arguments as add_lowering_arguments
    add_lowering_arguments(p)
    p.add_argument("--out", default=_D.out, help="output folder: checkpoints/, metrics.jsonl, curves.png")
    p.add_argument("--resume", action="store_true", help="continue from the latest checkpoint in --out")
    p.add_argument("--workers", type=int, default=_D.workers)
    p.add_argument("--label-smoothing", type=float, default=_D.label_smoothing)
    p.add_argument("--mixup", type=float, default=_D.mixup)
    p.add_argument("--cutmix", type=float, default=_D.cutmix)
    p.add_argument("--rrc-scale", type=float, nargs=2, default=_D.rrc_scale, metavar=("LO", "HI"))
    p.add_argument("--drop-path", type=float, help="stochastic-depth rate (default: the size's recipe)")
    p.add_argument("--ema-decay", type=float, default=_D.ema_decay)
    p.add_argument("--keep", type=int, default=_D.keep, help="checkpoints kept")
    p.add_argument("--ckpt-every", type=int, default=0, help="also checkpoint every N steps")
    p.add_argument("--max-steps", type=int, help="stop after this global step")
    p.add_argument("--no-eval", action="store_true")
    p.add_argument("--no-plot", action="store_true")


def run_train(args: argparse.Namespace) -> int:
    from ..cli import CommandError
    from ..data import DataError
    from ..render.variants import VariantError
    from ..render.certified import ArtifactMismatch
    from .checkpoint import CheckpointError
    from .trainer import NonFiniteLoss, Trainer, TrainError

    cfg = TrainConfig(data=args.data, variant=args.variant, epochs=args.epochs, lr=args.lr, min_lr=args.min_lr,
                      warmup_epochs=args.warmup_epochs, seed=args.seed, lowerer=args.lowerer,
                      platform=args.platform, replicas=args.replicas, depthwise=args.depthwise, patchify=args.patchify,
                      out=args.out, workers=args.workers,
                      label_smoothing=args.label_smoothing, mixup=args.mixup, cutmix=args.cutmix,
                      rrc_scale=tuple(args.rrc_scale), drop_path=args.drop_path, ema_decay=args.ema_decay,
                      keep=args.keep, ckpt_every=args.ckpt_every, max_steps=args.max_steps,
                      eval=not args.no_eval, plot=not args.no_plot)
    trainer = None
    try:
        trainer = Trainer(cfg, resume=args.out if args.resume else None)
        if args.resume and args.max_steps is not None:
            trainer.cfg.max_steps = args.max_steps
        result = trainer.run()
    except NonFiniteLoss as e:
        raise CommandError(f"train: error: {e}") from None
    except (TrainError, DataError, VariantError, ArtifactMismatch, CheckpointError) as e:
        raise CommandError(f"train: error: {e}") from None
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


def run_eval(args: argparse.Namespace) -> int:
    from ..cli import CommandError
    from ..data import DataError
    from ..render.certified import ArtifactMismatch
    from .checkpoint import CheckpointError
    from .trainer import TrainError, evaluate_checkpoint

    try:
        out = evaluate_checkpoint(args.checkpoint, data=args.data, lowerer=args.lowerer, workers=args.workers)
    except (TrainError, DataError, CheckpointError, ArtifactMismatch) as e:
        raise CommandError(f"eval: error: {e}") from None
    print(json.dumps(out))
    return 0
