"""Training on the rendered train step.

config.py (TrainConfig, its flags), artifacts.py (the texts run), schedule.py (host scalars per
step), inputs.py (data), trainer.py (device state, step, loop), evaluate.py (top-k),
checkpoint.py, runfolder.py (the output folder), progress.py (printing), cli.py, pair.py, plot.py,
timm_args.py + timm_defaults.py (`train -c args.yaml`), validate.py and average.py (timm's
validate.py and avg_checkpoints.py).
"""
from .checkpoint import CheckpointError, list_checkpoints, load_checkpoint, save_checkpoint
from .config import DEFAULT_VARIANT, TrainConfig
from .errors import NonFiniteLoss, TrainError
from .evaluate import evaluate_checkpoint
from .schedule import lr_at, scalars_at
from .trainer import Trainer

__all__ = ["CheckpointError", "DEFAULT_VARIANT", "NonFiniteLoss", "TrainConfig", "Trainer", "TrainError",
           "evaluate_checkpoint", "list_checkpoints", "load_checkpoint", "lr_at", "save_checkpoint", "scalars_at"]
