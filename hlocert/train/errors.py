"""The trainer's errors: `TrainError` (the run cannot start or go on) and its kinds."""
from __future__ import annotations

from pathlib import Path


class TrainError(RuntimeError):
    """The run cannot start or go on; the message says why."""


class NonFiniteLoss(TrainError):
    def __init__(self, step: int, loss: float, last_checkpoint: Path | None):
        self.step, self.loss, self.last_checkpoint = step, loss, last_checkpoint
        where = f"the last good checkpoint is {last_checkpoint}" if last_checkpoint else "no checkpoint was written"
        super().__init__(f"non-finite loss {loss} at step {step}: training stopped; {where}")


class RunFolderWriteFailed(TrainError):
    """A file of the run folder could not be written (a full disk, a read-only file system)."""

    def __init__(self, path: Path, error: OSError, last_checkpoint: Path | None = None):
        self.path, self.error = path, error
        where = (f"; the last checkpoint is {last_checkpoint}: continue from it with --resume once there is room"
                 if last_checkpoint else "")
        super().__init__(f"cannot write {path}: {error.strerror or error}: training stopped{where}")
