"""Weight import/export: timm and official (facebookresearch) ConvNeXt state_dicts, and every other
net's timm state_dicts (`from_table`/`to_table`, driven by the net's name table `timm_table()`; a
net with BatchNorm's running statistics also `state_from_table`) ↔ hlocert.

hlocert's parameters are NHWC/HWIO (docs/conventions.md); PyTorch checkpoints are OIHW, with
``nn.Linear`` weights stored ``[out, in]``. Two PyTorch namings are understood and told apart
automatically:

timm (``timm.models.convnext``)::

    stem.0.{weight,bias}                  conv 4×4 [C0,3,4,4]
    stem.1.{weight,bias}                  LayerNorm2d
    stages.{s}.downsample.0.{weight,bias} LayerNorm2d (s ≥ 1)
    stages.{s}.downsample.1.{weight,bias} conv 2×2 [Cs,Cs-1,2,2]
    stages.{s}.blocks.{j}.conv_dw.{weight,bias}   [C,1,7,7]
    stages.{s}.blocks.{j}.norm.{weight,bias}
    stages.{s}.blocks.{j}.mlp.fc{1,2}.{weight,bias}  [4C,C] (or [4C,C,1,1] with conv_mlp)
    stages.{s}.blocks.{j}.gamma
    head.norm.{weight,bias}  head.fc.{weight,bias}  [K,C]

official (``facebookresearch/ConvNeXt``)::

    downsample_layers.0.{0: conv, 1: LayerNorm}
    downsample_layers.{s}.{0: LayerNorm, 1: conv}   (s ≥ 1)
    stages.{s}.{j}.{dwconv,norm,pwconv1,pwconv2}.{weight,bias}  stages.{s}.{j}.gamma
    norm.{weight,bias}  head.{weight,bias}

timm's small variants (``convnext_atto``…``nano``) are built with ``conv_mlp=True``: their MLP is
two 1×1 convolutions, so ``mlp.fc{1,2}.weight`` is ``[out, in, 1, 1]``. Both forms are read;
:func:`to_timm` writes the 4-D form for ``atto`` (so the file loads into timm's
``convnext_atto``) and the 2-D form otherwise, unless told.
"""
from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Callable, Mapping

import numpy as np

from .nets.base import Net
from .nets.convnext import SIZES, ConvNeXt

__all__ = ["from_timm", "to_timm", "load_state_dict", "save_safetensors", "load_params",
           "detect_naming", "infer_model", "from_table", "state_from_table", "to_table", "WeightsError",
           "import_params", "export_state_dict", "pretrained_params", "head_names"]

NAMINGS = ("timm", "official")


class WeightsError(ValueError):
    """A state_dict does not fit the model: missing/unexpected keys or a shape mismatch."""


# Name tables ---------------------------------------------------------------------------------
# kind: "conv" (OIHW ↔ HWIO, the depthwise kernel included), "linear" ([out,in] ↔ [in,out]),
# "vec" (1-D, unchanged).
def _name_table(model: ConvNeXt, naming: str) -> list[tuple[str, str, str]]:
    """(hlocert name, PyTorch name, kind) for every parameter, in hlocert's order."""
    if naming not in NAMINGS:
        raise ValueError(f"naming must be one of {NAMINGS}, got {naming!r}")
    timm = naming == "timm"
    rows: list[tuple[str, str, str]] = []

    def add(ours, theirs, kind):
        rows.append((ours, theirs, kind))

    stem_conv, stem_norm = ("stem.0", "stem.1") if timm else ("downsample_layers.0.0",
                                                               "downsample_layers.0.1")
    add("stem.conv.w", f"{stem_conv}.weight", "conv")
    add("stem.conv.b", f"{stem_conv}.bias", "vec")
    add("stem.norm.g", f"{stem_norm}.weight", "vec")
    add("stem.norm.b", f"{stem_norm}.bias", "vec")
    for s, depth in enumerate(model.depths):
        if s > 0:
            down = f"stages.{s}.downsample" if timm else f"downsample_layers.{s}"
            add(f"stages.{s}.down.norm.g", f"{down}.0.weight", "vec")
            add(f"stages.{s}.down.norm.b", f"{down}.0.bias", "vec")
            add(f"stages.{s}.down.conv.w", f"{down}.1.weight", "conv")
            add(f"stages.{s}.down.conv.b", f"{down}.1.bias", "vec")
        for j in range(depth):
            ours = f"stages.{s}.blocks.{j}"
            theirs = f"stages.{s}.blocks.{j}" if timm else f"stages.{s}.{j}"
            dw, fc1, fc2 = (("conv_dw", "mlp.fc1", "mlp.fc2") if timm
                            else ("dwconv", "pwconv1", "pwconv2"))
            add(f"{ours}.dwconv.w", f"{theirs}.{dw}.weight", "conv")
            add(f"{ours}.dwconv.b", f"{theirs}.{dw}.bias", "vec")
            add(f"{ours}.norm.g", f"{theirs}.norm.weight", "vec")
            add(f"{ours}.norm.b", f"{theirs}.norm.bias", "vec")
            add(f"{ours}.fc1.w", f"{theirs}.{fc1}.weight", "linear")
            add(f"{ours}.fc1.b", f"{theirs}.{fc1}.bias", "vec")
            add(f"{ours}.fc2.w", f"{theirs}.{fc2}.weight", "linear")
            add(f"{ours}.fc2.b", f"{theirs}.{fc2}.bias", "vec")
            add(f"{ours}.gamma", f"{theirs}.gamma", "vec")
    head_norm, head_fc = ("head.norm", "head.fc") if timm else ("norm", "head")
    add("head.norm.g", f"{head_norm}.weight", "vec")
    add("head.norm.b", f"{head_norm}.bias", "vec")
    add("head.fc.w", f"{head_fc}.weight", "linear")
    add("head.fc.b", f"{head_fc}.bias", "vec")
    return rows


def _torch_shape(shape: tuple[int, ...], kind: str) -> tuple[int, ...]:
    """PyTorch-layout shape of an hlocert parameter of ``shape``."""
    if kind == "conv":                   # HWIO → OIHW
        h, w, i, o = shape
        return (o, i, h, w)
    if kind == "linear":                 # [in, out] → [out, in]
        return (shape[1], shape[0])
    if kind == "pointwise":              # a 1×1 conv kept as dense [in, out] → OIHW [out, in, 1, 1]
        return (shape[1], shape[0], 1, 1)
    return tuple(shape)


def _from_torch(v: np.ndarray, kind: str) -> np.ndarray:
    """A table value in PyTorch's layout → hlocert's (the inverse of `_to_torch`)."""
    return v.transpose(2, 3, 1, 0) if kind == "conv" else v.T if kind == "linear" else \
        v[:, :, 0, 0].T if kind == "pointwise" else v


def _to_torch(v: np.ndarray, kind: str) -> np.ndarray:
    return v.transpose(3, 2, 0, 1) if kind == "conv" else v.T if kind == "linear" else \
        v.T[:, :, None, None] if kind == "pointwise" else v


def detect_naming(state_dict: Mapping[str, object]) -> str:
    """'timm' or 'official', from the stem's key; :class:`WeightsError` if neither."""
    if "stem.0.weight" in state_dict:
        return "timm"
    if "downsample_layers.0.0.weight" in state_dict:
        return "official"
    if "stem.conv.w" in state_dict:
        raise WeightsError("this state_dict is already in hlocert's layout (key 'stem.conv.w'); "
                           "use it as the params directly, or load it with load_params()")
    sample = ", ".join(sorted(map(str, state_dict))[:5]) or "<empty>"
    raise WeightsError("not a ConvNeXt state_dict: neither timm's 'stem.0.weight' nor the "
                       f"official 'downsample_layers.0.0.weight' is present (keys: {sample}, …)")


def infer_model(state_dict: Mapping[str, object], **kw) -> ConvNeXt:
    """The :class:`ConvNeXt` whose size (depths, dims) and class count fit ``state_dict``;
    ``kw`` (e.g. ``image_size``, ``gelu``) go to the constructor."""
    depths, dims, classes = _describe(state_dict)
    for name, size in SIZES.items():
        if size.depths == depths and size.dims == dims:
            return ConvNeXt(size=name, num_classes=classes, **kw)
    raise WeightsError(f"no hlocert ConvNeXt size has depths {depths} and dims {dims} "
                       f"(known: {', '.join(f'{n} {s.depths}/{s.dims}' for n, s in SIZES.items())})")


def _describe(state_dict) -> tuple[tuple[int, ...], tuple[int, ...], int | None]:
    """(depths, dims, classes) read off a timm or official state_dict."""
    naming = detect_naming(state_dict)
    depths, dims = [], []
    for s in range(4):
        j = 0
        blk = (lambda j: f"stages.{s}.blocks.{j}.gamma") if naming == "timm" else (
            lambda j: f"stages.{s}.{j}.gamma")
        while blk(j) in state_dict:
            j += 1
        depths.append(j)
        dims.append(int(np.shape(state_dict[blk(0)])[0]) if j else 0)
    fc = "head.fc.weight" if naming == "timm" else "head.weight"
    classes = int(np.shape(state_dict[fc])[0]) if fc in state_dict else None
    return tuple(depths), tuple(dims), classes


def _size_hint(state_dict, model: ConvNeXt) -> str:
    """A sentence on what model the checkpoint looks like, for error messages."""
    try:
        depths, dims, classes = _describe(state_dict)
    except Exception:          # noqa: BLE001 - only a hint
        return ""
    have = next((n for n, s in SIZES.items() if s.depths == depths and s.dims == dims), None)
    ckpt = f"size {have!r}" if have else f"depths {depths}, dims {dims}"
    return (f" (the checkpoint looks like {ckpt} with {classes} classes; the model is size "
            f"{model.size!r} with {model.num_classes} classes)")


def _to_numpy(v) -> np.ndarray:
    """numpy array of ``v`` (a numpy array, or a torch tensor of any float dtype)."""
    if isinstance(v, np.ndarray):
        return v
    if hasattr(v, "detach"):           # a torch tensor; bfloat16 has no numpy twin
        v = v.detach().cpu()
        if not v.is_floating_point() or v.dtype.itemsize < 4:
            v = v.float()
        return v.numpy()
    return np.asarray(v)


# Import / export -----------------------------------------------------------------------------
def from_timm(state_dict: Mapping[str, np.ndarray], model: ConvNeXt, *,
              dtype=np.float32) -> dict[str, np.ndarray]:
    """hlocert params (names and order of docs/conventions.md) from a timm or official ConvNeXt
    ``state_dict`` (naming detected). Checks that every key is there, that none is left over,
    and every shape; each error names the key. ``dtype`` None keeps the checkpoint's dtype."""
    naming = detect_naming(state_dict)
    table = _name_table(model, naming)
    shapes = model.param_shapes()
    wanted = {theirs for _, theirs, _ in table}
    missing = [theirs for _, theirs, _ in table if theirs not in state_dict]
    unexpected = sorted(k for k in state_dict if k not in wanted)
    if missing or unexpected:
        parts = []
        if missing:
            parts.append(f"missing key(s) {_few(missing)}")
        if unexpected:
            parts.append(f"unexpected key(s) {_few(unexpected)}")
        raise WeightsError(f"{naming} state_dict does not fit ConvNeXt-{model.size}: "
                           + "; ".join(parts) + _size_hint(state_dict, model))
    params = {}
    for ours, theirs, kind in table:
        v = _to_numpy(state_dict[theirs])
        want = _torch_shape(shapes[ours], kind)
        if kind == "linear" and v.ndim == 4 and v.shape[2:] == (1, 1):
            v = v.reshape(v.shape[:2])   # timm conv_mlp: 1×1 conv weight [out, in, 1, 1]
        if tuple(v.shape) != want:
            hint = ""
            if theirs in ("head.fc.weight", "head.fc.bias", "head.weight", "head.bias"):
                hint = (f": the checkpoint has {v.shape[0]} classes, the model "
                        f"num_classes={model.num_classes}")
            else:
                hint = _size_hint(state_dict, model)
            raise WeightsError(f"shape mismatch for {naming} key {theirs!r} (→ {ours}): "
                               f"expected {want}, got {tuple(v.shape)}{hint}")
        if kind == "conv":
            v = v.transpose(2, 3, 1, 0)
        elif kind == "linear":
            v = v.T
        if dtype is not None:
            v = v.astype(dtype, copy=False)
        params[ours] = np.ascontiguousarray(v)
    return params


def to_timm(params: Mapping[str, np.ndarray], model: ConvNeXt, *, naming: str = "timm",
            conv_mlp: bool | None = None) -> dict[str, np.ndarray]:
    """PyTorch-layout state_dict (OIHW, Linear ``[out, in]``) of hlocert ``params``, in timm's
    naming (default) or the official one. ``conv_mlp`` writes the MLP weights as 1×1 convs
    ``[out, in, 1, 1]`` (timm's atto…nano); None means: for timm naming at size ``atto``."""
    check_params(params, model)
    if conv_mlp is None:
        conv_mlp = naming == "timm" and model.size == "atto"
    out = {}
    for ours, theirs, kind in _name_table(model, naming):
        v = np.asarray(params[ours])
        if kind == "conv":
            v = v.transpose(3, 2, 0, 1)
        elif kind == "linear":
            v = v.T
            if conv_mlp and not ours.startswith("head."):
                v = v[:, :, None, None]
        out[theirs] = np.ascontiguousarray(v)
    return out


# PyTorch's BatchNorm keeps a third buffer beside its running statistics: a step counter that only
# momentum=None (a cumulative average) reads. hlocert's BN has momentum 0.1, so the counter is
# accepted on import and written as 0 on export (what a fresh module holds).
_RUNNING_VAR, _TRACKED = "running_var", "num_batches_tracked"


def _counters(table) -> list[str]:
    """The num_batches_tracked key of each BatchNorm in a name table (one per running variance)."""
    return [theirs[:-len(_RUNNING_VAR)] + _TRACKED for ours, theirs, _ in table if theirs.endswith(_RUNNING_VAR)]


def _from_table(state_dict, model: Net, dtype) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    table = model.timm_table()
    state_shapes = model.state_shapes()
    shapes = {**model.param_shapes(), **state_shapes}
    wanted = {theirs for _, theirs, _ in table} | set(_counters(table))
    missing = [theirs for _, theirs, _ in table if theirs not in state_dict]
    unexpected = sorted(k for k in state_dict if k not in wanted)
    if missing or unexpected:
        parts = ([f"missing key(s) {_few(missing)}"] if missing else []) + \
                ([f"unexpected key(s) {_few(unexpected)}"] if unexpected else [])
        raise WeightsError(f"timm state_dict does not fit {model.describe()}: " + "; ".join(parts))
    params, state = {}, {}
    for ours, theirs, kind in table:
        v = _to_numpy(state_dict[theirs])
        want = _torch_shape(shapes[ours], kind)
        if tuple(v.shape) != want:
            raise WeightsError(f"shape mismatch for timm key {theirs!r} (→ {ours}): expected {want}, "
                               f"got {tuple(v.shape)}; pick the size, classes and image size the checkpoint has")
        v = _from_torch(v, kind)
        (state if ours in state_shapes else params)[ours] = np.ascontiguousarray(
            v if dtype is None else v.astype(dtype, copy=False))
    return params, state


def from_table(state_dict: Mapping[str, np.ndarray], model: Net, *, dtype=np.float32) -> dict[str, np.ndarray]:
    """hlocert params of `model` from a PyTorch state_dict named as `model.timm_table()` says
    (every net but ConvNeXt: ConvNeXt has two namings, `from_timm`): every key, leftover and
    shape is checked, each error names the key. ``dtype`` None keeps the checkpoint's dtype.
    Table kinds: "conv" (HWIO ↔ OIHW), "linear" ([in, out] ↔ [out, in]), "pointwise" (a 1×1
    conv kept as dense [in, out] ↔ [out, in, 1, 1]: squeeze-excite's), "vec" (as is). A net
    with step state lists its running statistics in the table too: `state_from_table` reads them."""
    return _from_table(state_dict, model, dtype)[0]


def state_from_table(state_dict: Mapping[str, np.ndarray], model: Net, *, dtype=np.float32) -> dict[str, np.ndarray]:
    """The net's step state (BatchNorm running statistics, `model.state_shapes()`) from the same
    state_dict as `from_table`, checked the same way ({} for a net without state)."""
    return _from_table(state_dict, model, dtype)[1]


def to_table(params: Mapping[str, np.ndarray], model: Net,
             state: Mapping[str, np.ndarray] | None = None) -> dict[str, np.ndarray]:
    """The PyTorch state_dict (OIHW convs, Linear ``[out, in]``) of hlocert ``params`` — and, for
    a net with step state, of its running statistics ``state`` (required then; BatchNorm's
    num_batches_tracked written as 0) — named as `model.timm_table()` says; the inverse of
    `from_table` and `state_from_table`."""
    check_params(params, model)
    state_shapes = model.state_shapes()
    if state_shapes and state is None:
        raise WeightsError(f"{model.describe()} has running statistics: pass state= (the trained ones, "
                           f"or model.init_state() for fresh ones)")
    values = {**params, **_checked_state(state or {}, state_shapes, model)}
    out = {}
    for ours, theirs, kind in model.timm_table():
        v = np.asarray(values[ours])
        out[theirs] = np.ascontiguousarray(_to_torch(v, kind))
        if theirs.endswith(_RUNNING_VAR):      # PyTorch's order: ..., running_mean, running_var, the counter
            out[theirs[:-len(_RUNNING_VAR)] + _TRACKED] = np.zeros((), np.int64)
    return out


# Any net ----------------------------------------------------------------------------------------
# ConvNeXt has two PyTorch namings (`from_timm`/`to_timm`); every other net with a weight map
# declares timm's (`timm_table()`, `from_table`/`to_table`). These pick the right one, so that
# `--pretrained`, `hlocert export` and `load_params` never name a net.
def torch_table(model: Net, naming: str = "timm") -> list[tuple[str, str, str]]:
    """(hlocert name, PyTorch key, kind) of `model` in `naming`; WeightsError where there is none."""
    if isinstance(model, ConvNeXt):
        return _name_table(model, naming)
    if naming != "timm":
        raise WeightsError(f"{model.describe()} has no {naming} naming (only ConvNeXt has one): use timm")
    if not hasattr(model, "timm_table"):
        raise WeightsError(f"{model.describe()} has no PyTorch weight map (a timm_table() of its net), so its "
                           "weights cannot be exchanged with timm")
    return model.timm_table()


def _naming(state_dict: Mapping[str, object], model: Net) -> str:
    return detect_naming(state_dict) if isinstance(model, ConvNeXt) else "timm"


def import_params(state_dict: Mapping[str, np.ndarray], model: Net, *, dtype=np.float32) -> dict[str, np.ndarray]:
    """hlocert params of any net with a weight map from a PyTorch state_dict (ConvNeXt: timm or
    official, detected)."""
    if isinstance(model, ConvNeXt):
        return from_timm(state_dict, model, dtype=dtype)
    torch_table(model)
    return from_table(state_dict, model, dtype=dtype)


def export_state_dict(params: Mapping[str, np.ndarray], model: Net, naming: str = "timm",
                      state: Mapping[str, np.ndarray] | None = None) -> dict[str, np.ndarray]:
    """The PyTorch state_dict of `params` (and of the running statistics `state` for a net with
    step state) in `naming` ("timm"; "official" for ConvNeXt)."""
    if isinstance(model, ConvNeXt):
        return to_timm(params, model, naming=naming)
    torch_table(model, naming)
    return to_table(params, model, state)


def head_names(model: Net) -> list[str]:
    """The parameters whose shapes follow the class count (the classifier head)."""
    other = replace(model, num_classes=model.num_classes + 1).param_shapes()
    return [k for k, shape in model.param_shapes().items() if other[k] != shape]


def pretrained_params(path: str | os.PathLike, model: Net, seed: int,
                      log: Callable[[str], None]) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """`model`'s (params, step state) from the state_dict file at `path` (the state: its BatchNorm
    running statistics, {} for a net without); a head for another class count is replaced by
    `model`'s fresh init at `seed`, saying so through `log`."""
    sd = load_state_dict(path)
    head = set(head_names(model))
    rows = [theirs for ours, theirs, kind in torch_table(model, _naming(sd, model))
            if ours in head and kind == "linear"]
    classes = int(np.shape(sd[rows[0]])[0]) if rows and rows[0] in sd else model.num_classes
    theirs = replace(model, num_classes=classes)
    params = import_params(sd, theirs)
    state = state_from_table(sd, theirs) if model.state_shapes() else {}
    if classes == model.num_classes:
        return params, state
    fresh = model.init_params(seed)
    log(f"--pretrained {path}: its head has {classes} classes, the model {model.num_classes}: re-initialised "
        f"{', '.join(sorted(head))}")
    return {k: fresh[k] if k in head else v for k, v in params.items()}, state


def _checked_state(state: Mapping[str, np.ndarray], shapes: Mapping[str, tuple], model: Net) -> Mapping:
    bad = sorted(set(state) ^ set(shapes)) or [k for k, s in shapes.items() if tuple(np.shape(state[k])) != tuple(s)]
    if bad:
        raise WeightsError(f"state does not fit {model.describe()}'s running statistics: {_few(bad)} "
                           f"(it holds {len(shapes)} tensors)")
    return state


def check_params(params: Mapping[str, np.ndarray], model: Net) -> None:
    """:class:`WeightsError` unless ``params`` has exactly the model's names and shapes."""
    shapes = model.param_shapes()
    missing = [k for k in shapes if k not in params]
    unexpected = sorted(k for k in params if k not in shapes)
    if missing or unexpected:
        parts = []
        if missing:
            parts.append(f"missing {_few(missing)}")
        if unexpected:
            parts.append(f"unexpected {_few(unexpected)}")
        raise WeightsError(f"params do not fit {model.describe()}: " + "; ".join(parts))
    for k, shape in shapes.items():
        if tuple(np.shape(params[k])) != tuple(shape):
            raise WeightsError(f"shape mismatch for param {k!r}: expected {tuple(shape)}, "
                               f"got {tuple(np.shape(params[k]))}")


def _few(keys: list[str], n: int = 6) -> str:
    shown = ", ".join(repr(k) for k in keys[:n])
    return f"{shown}{f' and {len(keys) - n} more' if len(keys) > n else ''} ({len(keys)})"


# Files ---------------------------------------------------------------------------------------
_TORCH_SUFFIXES = (".pth", ".pt", ".bin", ".ckpt")


def load_state_dict(path: str | os.PathLike) -> dict[str, np.ndarray]:
    """A checkpoint's tensors as numpy arrays: ``.safetensors`` through ``safetensors.numpy``;
    ``.pth``/``.pt``/``.bin``/``.ckpt`` through ``torch.load`` (weights only), when torch is
    installed. A checkpoint dict wrapping the weights under 'model', 'state_dict' or
    'model_state_dict' (the official ConvNeXt releases use 'model') is unwrapped."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"no checkpoint at {path}")
    suffix = path.suffix.lower()
    if suffix == ".safetensors":
        return _load_safetensors(path)
    if suffix in _TORCH_SUFFIXES:
        try:
            import torch
        except ImportError as e:
            raise ImportError(f"reading {path.name} ({suffix}) needs PyTorch, which is not "
                              "installed: pip install -e .[torch]  (or convert the checkpoint "
                              "to .safetensors)") from e
        obj = torch.load(str(path), map_location="cpu", weights_only=True)
        for key in ("model", "state_dict", "model_state_dict"):
            if isinstance(obj, Mapping) and key in obj and isinstance(obj[key], Mapping):
                obj = obj[key]
                break
        if not isinstance(obj, Mapping):
            raise WeightsError(f"{path} holds a {type(obj).__name__}, not a state_dict")
        out = {}
        for k, v in obj.items():
            k = k[len("module."):] if k.startswith("module.") else k   # DataParallel
            if hasattr(v, "detach"):
                out[k] = _to_numpy(v)
        return out
    raise ValueError(f"unknown checkpoint format {suffix!r} for {path}: expected .safetensors "
                     f"or one of {', '.join(_TORCH_SUFFIXES)}")


def _load_safetensors(path: Path) -> dict[str, np.ndarray]:
    """A .safetensors file's tensors; WeightsError for a file that is not one (a header of the wrong
    length, offsets or shapes past the data or overflowing) or holds a dtype numpy lacks (float8)."""
    from safetensors import SafetensorError
    from safetensors.numpy import load_file
    try:
        return dict(load_file(str(path)))
    except SafetensorError as e:
        raise WeightsError(f"{path} is not a valid safetensors file ({e}); give a state_dict saved by "
                           "safetensors (timm's, or `hlocert export`'s)") from None
    except (TypeError, AttributeError) as e:      # safetensors asks numpy for np.float8_e5m2, …
        raise WeightsError(f"{path} holds tensors numpy cannot read ({e}); save them as float32") from None


def save_safetensors(params: Mapping[str, np.ndarray], path: str | os.PathLike,
                     model: Net, layout: str = "timm", metadata: Mapping[str, str] | None = None,
                     state: Mapping[str, np.ndarray] | None = None) -> None:
    """Write ``params`` to ``path`` as safetensors: ``layout='timm'`` in timm's names and
    PyTorch layout (loads with ``timm.create_model(..., pretrained_cfg_overlay=dict(file=path))``
    or ``model.load_state_dict(safetensors.torch.load_file(path))``); ``'official'`` in the
    official names (ConvNeXt); ``'hlocert'`` as is (NHWC/HWIO, conventions names). `metadata`
    is added to the header's. A net with step state writes its running statistics `state` beside
    the params in the timm/official layouts."""
    from safetensors.numpy import save_file
    if layout == "hlocert":
        check_params(params, model)
        tensors = {k: np.ascontiguousarray(np.asarray(params[k])) for k in model.param_shapes()}
    elif layout in NAMINGS:
        tensors = export_state_dict(params, model, layout, state)
    else:
        raise ValueError(f"layout must be 'timm', 'official' or 'hlocert', got {layout!r}")
    meta = {"format": "pt" if layout != "hlocert" else "np", "hlocert_layout": layout,
            "model": model.describe(), "num_classes": str(model.num_classes), **(metadata or {})}
    save_file(tensors, str(path), metadata=meta)


def load_params(path: str | os.PathLike, model: Net, *, dtype=np.float32) -> dict[str, np.ndarray]:
    """hlocert params from a checkpoint in any of the three layouts (hlocert, timm, official)."""
    sd = load_state_dict(path)
    if set(sd) == set(model.param_shapes()):
        check_params(sd, model)
        return {k: np.ascontiguousarray(sd[k].astype(dtype, copy=False) if dtype else sd[k])
                for k in model.param_shapes()}
    return import_params(sd, model, dtype=dtype)
