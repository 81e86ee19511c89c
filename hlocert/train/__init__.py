"""Training on the rendered train step: `Trainer`, `TrainConfig`, checkpoints (see trainer.py)."""
from .checkpoint import CheckpointError, list_checkpoints, load_checkpoint, save_checkpoint
from .trainer import (DEFAULT_VARIANT, NonFiniteLoss, TrainConfig, Trainer, TrainError, evaluate_checkpoint,
                      lr_at, scalars_at)

__all__ = ["CheckpointError", "DEFAULT_VARIANT", "NonFiniteLoss", "TrainConfig", "Trainer", "TrainError",
           "evaluate_checkpoint", "list_checkpoints", "load_checkpoint", "lr_at", "save_checkpoint", "scalars_at"]
