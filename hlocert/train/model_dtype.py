"""The model dtype on the host (timm's `--model-dtype`; the variant's `+wbf16`, render/variants.py).

A `+wbf16` render takes and returns bf16 tensors; everything on the host stays float32: the loader's
images, the fresh weights and the chain's initial state, the host scalars, the masks, a teacher's
logits, the checkpoints. `at_model_dtype(exe, v)` stands between the two: each float32 host array fed
to the executable is rounded to bf16 (to nearest even, as timm's `model.to(torch.bfloat16)` and
`input.to(dtype)` round), and each bf16 result read back is widened to float32 — exactly, bf16 being a
subset of float32. So a checkpoint holds the run's bf16 values in float32 files (safetensors' numpy
reader has no bf16) and a resume rounds them back to the same bf16 bits: resumed exactly. Device
handles pass through untouched: the carried state stays bf16 on the device from step to step.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np

from .errors import TrainError

HOST_DTYPES = {"f32": np.dtype(np.float32), "bf16": np.dtype(ml_dtypes.bfloat16)}
# timm's --model-dtype spellings -> the variant's model_dtype
TIMM_DTYPES = {"float32": "f32", "bfloat16": "bf16"}
FLOAT16_REFUSED = ("--model-dtype float16: hlocert renders no float16 step: float16's least value is 6e-8, so Adam's "
                   "eps 1e-8 and the second moments of small gradients underflow to 0 (the update divides by zero), "
                   "and without a loss scaler small gradients are lost (timm warns float16 is not recommended for "
                   "training): use --model-dtype bfloat16 (float32's range)")


def variant_dtype(timm_dtype: str) -> str:
    """The variant's model dtype for timm's `--model-dtype` value; TrainError, one line, for another."""
    if timm_dtype == "float16":
        raise TrainError(FLOAT16_REFUSED)
    if timm_dtype not in TIMM_DTYPES:
        raise TrainError(f"--model-dtype {timm_dtype!r}: timm's are float32, bfloat16 and float16 (refused: it needs "
                         "loss scaling); give float32 or bfloat16")
    return TIMM_DTYPES[timm_dtype]


class AtModelDtype:
    """`exe` (a compiled step or forward) fed float32 host arrays rounded to `dtype`, its results read
    back widened to float32; everything else is `exe`'s."""

    def __init__(self, exe, dtype: np.dtype):
        self.exe, self.dtype = exe, dtype

    def __getattr__(self, name):
        return getattr(self.exe, name)

    def _low(self, args):
        if isinstance(args, (list, tuple)):
            return [self._low(a) for a in args]
        if isinstance(args, np.ndarray) and args.dtype == np.float32:
            return args.astype(self.dtype)
        return args

    def _wide(self, outs):
        if isinstance(outs, (list, tuple)):
            return [self._wide(o) for o in outs]
        if isinstance(outs, np.ndarray) and outs.dtype == self.dtype:
            return outs.astype(np.float32)
        return outs

    def __call__(self, *args):
        return self._wide(self.exe(*self._low(list(args))))

    def put(self, args):
        return self.exe.put(self._low(args))

    def run(self, args):
        return self.exe.run(self._low(args))

    def to_host(self, outs):
        return self._wide(self.exe.to_host(outs))


def at_model_dtype(exe, v):
    """`exe`, compiled from a render of variant `v`, as the host feeds and reads it: itself for a
    float32 model, else wrapped (`AtModelDtype`)."""
    dtype = HOST_DTYPES[v.model_dtype]
    return exe if dtype == np.float32 else AtModelDtype(exe, dtype)
