"""`hlocert export --format onnx`: a checkpoint's eval forward as ONNX, through the net's PyTorch twin.

The module is `Net.timm_twin()` (timm's module of the architecture and size; TinyCNN's from its own
net file), loaded with strict=True through the net's weight map (`weights.export_state_dict`, as
`--format timm` and `pair --against torch` load it) with the checkpoint's weights and BatchNorm
running statistics (`--ema`: the EMA's), float32, eval mode, exported by `torch.onnx.export` with
the input NCHW float32 (timm's layout, normalized as the run's eval transform normalizes) named
`x`, the output `logits`, the batch axis dynamic, weights inside the one file (no external data).

Exporter: torch 2.14's default, the `torch.export`-based one (`dynamo=True`, it needs onnxscript):
the TorchScript exporter (`dynamo=False`) also writes these nets but warns that it is deprecated
and will be removed (PyTorch 2.9 made the new one the default).

The check, in the same command, before the file is renamed into place: onnxruntime (CPU) runs it on
a batch of the run's own val images (export_forward.check_batch) and its logits are tied to
hlocert's own eval forward's on XLA, max |Δlogit| ≤ SAFETY × max(floor, ε₃₂·max|logit|), the floor
measured on the same batch: the twin's float32 logits against the same twin's in float64. Two
correct float32 evaluations in different orders are each O(floor) from float64 (tests/floors.py
says why 30 = pair's SAFETY); a wrong weight or running statistic moves the logits far more.
"""
from __future__ import annotations

import copy
from pathlib import Path
from typing import Callable

import numpy as np

from .. import weights
from .errors import TrainError
from .export_forward import EPS32, SAFETY, ExportMismatch, check_batch, open_forward, staging, xla_logits

NEEDS = "torch, timm, onnx, onnxruntime and onnxscript"


def _require() -> None:
    try:
        import onnx  # noqa: F401
        import onnxruntime  # noqa: F401
        import onnxscript  # noqa: F401
        import timm  # noqa: F401
        import torch  # noqa: F401
    except ImportError as e:
        raise TrainError(f"--format onnx needs {NEEDS} ({e}): pip install -e .[torch]") from None


def float32_only(v) -> None:
    """The twin is float32: a +bf16 run's eval forward multiplies in bf16 (a +wbf16 run's computes in
    bf16) and ties it only to bf16's rounding, which the float32 floor would call a mismatch."""
    if v.bf16:
        raise TrainError(f"--format onnx exports a float32 eval forward; {v.name} multiplies in bf16 "
                         f"(export its weights with --format timm, or --format stablehlo)")
    if v.model_dtype != "f32":
        raise TrainError(f"--format onnx exports a float32 eval forward; {v.name} runs in {v.model_dtype} "
                         f"(export its weights with --format timm)")


def twin(model, params: dict, state: dict):
    """The eval-mode float32 PyTorch twin of `model` holding `params` and the running statistics
    `state` (strict: every key of the twin, no other)."""
    import torch
    net = model.timm_twin()
    if net is None:
        raise TrainError(f"--format onnx: timm has no {model.describe()} (its net gives no PyTorch twin)")
    sd = weights.export_state_dict(params, model, state=state or None)
    net.load_state_dict({k: torch.from_numpy(np.array(a)) for k, a in sd.items()}, strict=True)
    return net.float().eval()


def nchw(x: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(x.transpose(0, 3, 1, 2))


def write_onnx(net, x: np.ndarray, path: Path) -> None:
    """`net` exported to `path` traced at the NCHW batch `x`, its batch axis dynamic."""
    import torch
    batch = torch.export.Dim("batch", min=1)
    torch.onnx.export(net, (torch.from_numpy(x),), str(path), input_names=["x"], output_names=["logits"],
                      dynamic_shapes=({0: batch},), dynamo=True, external_data=False, verbose=False)


def ort_logits(path: Path, x: np.ndarray) -> np.ndarray:
    """onnxruntime's (CPU) logits of the ONNX file at `path` for the NCHW images `x`."""
    import onnxruntime
    try:
        session = onnxruntime.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    except Exception as e:    # onnxruntime raises its own Fail/InvalidProtobuf types, not one base
        raise TrainError(f"{path}: onnxruntime cannot load it ({str(e).splitlines()[0]}); export it again") from None
    return session.run(["logits"], {"x": x})[0]


def twin_floor(net, x: np.ndarray) -> tuple[float, float]:
    """(max |twin f32 − twin f64| of the logits of `x`, max |f64 logit|)."""
    import torch
    with torch.no_grad():
        f32 = net(torch.from_numpy(x)).numpy().astype(np.float64)
        f64 = copy.deepcopy(net).double()(torch.from_numpy(x).double()).numpy()
    return float(np.max(np.abs(f32 - f64))), float(np.max(np.abs(f64)))


def check_onnx(path: Path, net, x: np.ndarray, ours: np.ndarray, name: Path) -> dict:
    """Tie the ONNX file's logits of the NHWC images `x` to `ours` (hlocert's eval forward's) within
    the floor measured on `net`; the figures, or ExportMismatch naming the export `name`."""
    theirs = ort_logits(path, nchw(x))
    floor, scale = twin_floor(net, nchw(x))
    bound = SAFETY * max(floor, EPS32 * scale)
    delta = float(np.max(np.abs(theirs.astype(np.float64) - ours))) if theirs.shape == ours.shape else float("inf")
    out = {"max_abs_dlogit": delta, "bound": bound, "twin_f32_vs_f64": floor, "max_abs_logit": scale}
    if not delta <= bound:
        raise ExportMismatch(f"{name}: onnxruntime's logits are {delta:.3g} from hlocert's eval forward's, over the "
                             f"bound {bound:.3g} ({SAFETY:g} × the twin's float32-vs-float64 {floor:.3g})")
    return out


def export_onnx(path, out: str | Path, ema: bool, check_only: bool, log: Callable[[str], None]) -> dict:
    """Write (or, `check_only`, read back) the checkpoint's eval forward as ONNX at `out`; returns the
    figures of its check."""
    out = Path(out)

    def refuse(v):           # what the checkpoint is first (a bf16 run has no ONNX twin), then the extra
        float32_only(v)
        _require()
    fw = open_forward(path, ema, log, refuse=refuse)
    x, source = check_batch(fw, log)
    net = twin(fw.variant.model, fw.params, fw.state)
    ours = xla_logits(fw, x)
    if check_only:
        return {**check_onnx(out, net, x, ours, out), "images": source}
    tmp = staging(out)
    try:
        write_onnx(net, nchw(x), tmp)
        figures = check_onnx(tmp, net, x, ours, out)
        tmp.replace(out)
    except ExportMismatch as e:
        raise ExportMismatch(f"{e}; not written") from None
    finally:                 # only a checked file is renamed into place; a partial one goes
        tmp.unlink(missing_ok=True)
    return {**figures, "images": source, "exporter": "torch.onnx.export(dynamo=True)", "bytes": out.stat().st_size}
