"""A checkpoint's eval forward leaving hlocert as a portable file, checked before it is kept:
`hlocert export --format stablehlo` (here) and `--format onnx` (export_onnx.py, which shares
`open_forward`, `check_batch`, `xla_logits` and `staging`).

The StableHLO artifact is the certified eval-forward text (`Variant.forward_twin()`: the text
`hlocert eval` and `predict` run), serialized as `jax.export` serializes its modules:
`_jax.mlir.serialize_portable_artifact` at the StableHLO version four weeks old (WEEK_4), a VHLO
bytecode file any StableHLO consumer of that version or newer reads. That serializer first rewrites
CHLO ops (the exact GELU's `chlo.erf`) as `stablehlo.composite` ops carrying
their StableHLO decomposition; jaxlib's `stablehlo.serialize_portable_artifact` refuses them
("failed to legalize unresolved materialization"), and so does any target older than the composite
op (the minimum, 0.9.0).

The weights are not baked in as constants: they stay @main's arguments, written beside the artifact
as safetensors (FILE with the suffix .safetensors), in @main's order after `x`, that order recorded
in the header ("arguments"); masks are all ones (eval). So the module is the certified text op for
op, one artifact serves every checkpoint of its variant, and ResNet-50's 100 MB of weights are not a
constant pool inside the bytecode.

The read-back check runs in the same command: the file is written under a temporary name,
deserialized, compiled on XLA (PJRT) and run on a batch of the run's own val images (generated
images where its data cannot be opened), its logits compared with the certified text's on the same
lowerer: bit-equal where the text has no CHLO op; with one (chlo.erf), whose composite's decomposition
XLA compiles in place of its own lowering of the op, within SAFETY float32 roundings of the largest
logit (measured bit-equal all the same on the nets tried, jaxlib 0.10.2). Only a checked file is renamed into place.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np
from safetensors import safe_open
from safetensors.numpy import save_file

from ..data import DataError
from ..render.signature import STATE, signature
from ..runtime import get_lowerer
from . import checkpoint as ckpt
from .artifacts import load_artifact
from .errors import TrainError
from .evaluate import checkpoint_weights, eval_config, forward_logits
from .inputs import open_data, val_loader

MAGIC = b"ML\xefR"           # MLIR bytecode's first bytes; a portable artifact is MLIR bytecode
EPS32 = float(np.finfo(np.float32).eps)
# floor × SAFETY bounds a tie of two float32 evaluations: 30 as pair.py's SAFETY and tests/floors.py's K
# (why 30 is written there); not imported from pair.py, which imports the CLI that imports this
SAFETY = 30.0


class ExportMismatch(TrainError):
    """The exported file's logits are outside the floor of hlocert's own eval forward's."""


@dataclass
class Forward:
    """A checkpoint's eval forward with the weights an export carries."""
    ck: ckpt.Checkpoint
    params: dict
    state: dict
    text: str
    ema: bool

    @property
    def variant(self):
        return self.ck.variant

    @property
    def fwd(self):
        return self.ck.variant.forward_twin()

    def feed(self, x: np.ndarray) -> list:
        """@main's arguments for the images `x`: x, the weights, the running statistics, all-ones masks."""
        sig = signature(self.fwd)
        masks = {g.name: np.ones(g.shapes[0], np.float32) for g in sig.inputs if g.role == "mask"}
        return sig.pack({"x": x, "params": self.params, STATE: self.state, **masks})

    def argument_names(self) -> list[str]:
        """The names of @main's arguments after `x`, as the weights file keys them: `group/key`, a
        mask by its own name."""
        return [g.name if g.single else f"{g.name}/{k}" for g in signature(self.fwd).inputs[1:]
                for k in g.keys]


def open_forward(path, ema: bool, log: Callable[[str], None], refuse: Callable = lambda v: None) -> Forward:
    """The checkpoint at `path` (the live or `ema` weights) with its certified eval-forward text;
    `refuse(variant)` may raise before that text is loaded (rendered, where it is not cached)."""
    ck, params, state = checkpoint_weights(path, ema, log)
    refuse(ck.variant)
    text, _ = load_artifact(ck.variant.forward_twin(), log)
    return Forward(ck, params, state, text, ema)


def check_batch(fw: Forward, log: Callable[[str], None]) -> tuple[np.ndarray, str]:
    """(one eval-forward batch of images, NHWC float32 normalized, and where they came from): the
    run's first val batch, or (its data gone) standard-normal images from seed 0."""
    v = fw.variant
    try:
        cfg = eval_config(fw.ck, None, None, workers=0)
        _, val = open_data(cfg, v, log)
        loader = val_loader(cfg, v, val)
        try:
            batch = next(iter(loader.epoch(0)))
        finally:
            loader.close()
        return np.asarray(batch.images, np.float32), f"the first val batch of {cfg.data or 'digits'}"
    except (DataError, TrainError, OSError) as e:
        log(f"export: the run's val images cannot be read ({e}); checking on generated images")
    shape = signature(fw.fwd).inputs[0].shapes[0]
    return np.random.default_rng(0).standard_normal(shape).astype(np.float32), "standard-normal images (seed 0)"


def xla_logits(fw: Forward, x: np.ndarray) -> np.ndarray:
    """The certified eval forward's logits on XLA (CPU; no compile cache) for the images `x`."""
    exe = get_lowerer("xla", platform="cpu", cache=False).compile(fw.text)
    return forward_logits(exe, signature(fw.fwd), x, fw.params, fw.state)


def staging(out: Path) -> Path:
    """Where `out` is written until its check passes (beside it: the rename stays on one file system)."""
    return out.with_name(f".{out.name}.partial")


# -- StableHLO --------------------------------------------------------------------------------

def weights_path(out: Path) -> Path:
    if out.suffix == ".safetensors":
        raise TrainError(f"-o {out}: the weights go beside the artifact as {out.stem}.safetensors; "
                         f"name the artifact FILE.mlirbc")
    return out.with_suffix(".safetensors")


def target_version() -> str:
    from jaxlib.mlir.dialects import stablehlo
    return stablehlo.get_version_from_compatibility_requirement(stablehlo.StablehloCompatibilityRequirement.WEEK_4)


def serialize(text: str, target: str) -> bytes:
    from jax._src.lib import _jax
    return _jax.mlir.serialize_portable_artifact(text, target)


def read_artifact(path: Path) -> str:
    """The module text of the portable artifact at `path`; TrainError (one line: the file and the
    first diagnostic) for a file that is not one, or is truncated or damaged."""
    from jax._src.interpreters import mlir
    from jaxlib.mlir.dialects import stablehlo
    try:
        blob = path.read_bytes()
    except OSError as e:
        raise TrainError(f"{path}: cannot read it ({e.strerror})") from None
    if not blob.startswith(MAGIC):
        raise TrainError(f"{path}: not a StableHLO portable artifact (no MLIR bytecode header); "
                         f"write one with hlocert export --format stablehlo")
    ctx = mlir.make_ir_context()
    said = []
    ctx.attach_diagnostic_handler(lambda d: said.append(str(d.message)) or True)   # not MLIR's own stderr lines
    try:
        module = stablehlo.deserialize_portable_artifact(ctx, blob)
    except ValueError:
        raise TrainError(f"{path}: a damaged or truncated StableHLO portable artifact "
                         f"({said[0] if said else 'it does not deserialize'}); export it again") from None
    return mlir.module_to_string(module)


def write_weights(fw: Forward, path: Path, artifact: Path, target: str) -> None:
    names, values = fw.argument_names(), fw.feed(np.zeros(signature(fw.fwd).inputs[0].shapes[0], np.float32))[1:]
    x = signature(fw.fwd).inputs[0]
    meta = {"arguments": json.dumps(names), "x": "x".join(map(str, x.shapes[0])) + " float32 NHWC, normalized",
            "artifact": artifact.name, "stablehlo_target": target, "hlocert_variant": fw.fwd.name,
            "checkpoint": str(fw.ck.directory), "weights": "ema" if fw.ema else "params"}
    save_file({n: np.ascontiguousarray(a) for n, a in zip(names, values)}, str(path), metadata=meta)


def load_weights(path: Path) -> list[np.ndarray]:
    """The weights file's tensors in @main's argument order (its header's "arguments")."""
    try:
        with safe_open(str(path), "np") as f:
            names = json.loads((f.metadata() or {})["arguments"])
            return [f.get_tensor(n) for n in names]
    except Exception as e:    # safetensors raises its own SafetensorError besides OSError/KeyError/ValueError
        raise TrainError(f"{path}: not the weights file of a stablehlo export ({e}); export it again") from None


def readback(artifact: Path, weights: Path, x: np.ndarray) -> np.ndarray:
    text = read_artifact(artifact)
    exe = get_lowerer("xla", platform="cpu", cache=False).compile(text)
    return exe.to_host(exe.run([x, *load_weights(weights)]))[0]


def check_stablehlo(fw: Forward, artifact: Path, weights: Path, x: np.ndarray, name: Path) -> dict:
    """Read `artifact` and `weights` back, run them on `x` and tie their logits to the certified
    eval forward's; returns the figures, ExportMismatch (naming the export `name`) outside the floor."""
    ours = xla_logits(fw, x)
    theirs = readback(artifact, weights, x)
    delta = float(np.max(np.abs(theirs.astype(np.float64) - ours))) if theirs.shape == ours.shape else float("inf")
    # the certified text's CHLO ops (chlo.erf) arrive as composites whose decomposition XLA compiles in
    # place of its own lowering of the op: allow their float32 rounding (measured bit-equal on jaxlib
    # 0.10.2 all the same); a text without CHLO must give the very same bits
    floor = SAFETY * EPS32 * float(np.max(np.abs(ours))) if "chlo." in fw.text else 0.0
    out = {"max_abs_dlogit": delta, "floor": floor, "bit_equal": bool(np.array_equal(theirs, ours))}
    if delta > floor:
        raise ExportMismatch(f"{name}: its logits are {delta:.3g} from hlocert's eval forward's of "
                             f"{fw.ck.directory} (floor {floor:.3g})")
    return out


def float32_weights(v) -> None:
    """The export's weights file is float32 safetensors (its numpy writer has no bf16) and its tie's floor
    float32's: a +wbf16 run's bf16 forward is refused, one line."""
    if v.model_dtype != "f32":
        raise TrainError(f"--format stablehlo exports a float32 eval forward and weights; {v.name} runs in "
                         f"{v.model_dtype} (export its weights with --format timm)")


def export_stablehlo(path, out: str | Path, ema: bool, check_only: bool,
                     log: Callable[[str], None]) -> dict:
    """Write (or, `check_only`, read back) the checkpoint's eval forward at `out` and its weights
    beside it; returns what was checked."""
    out = Path(out)
    wpath = weights_path(out)
    fw = open_forward(path, ema, log, refuse=float32_weights)
    x, source = check_batch(fw, log)
    target = target_version()
    if check_only:
        return {**check_stablehlo(fw, out, wpath, x, out), "images": source}
    tmp, wtmp = staging(out), staging(wpath)
    try:
        tmp.write_bytes(serialize(fw.text, target))
        write_weights(fw, wtmp, out, target)
        figures = check_stablehlo(fw, tmp, wtmp, x, out)
        tmp.replace(out)
        wtmp.replace(wpath)
    except ExportMismatch as e:
        raise ExportMismatch(f"{e}; not written") from None
    finally:                 # only checked files are renamed into place; the partial ones go
        for p in (tmp, wtmp):
            p.unlink(missing_ok=True)
    return {**figures, "images": source, "stablehlo_target": target, "weights_file": str(wpath),
            "bytes": out.stat().st_size, "weights_bytes": wpath.stat().st_size}
