"""Weight import/export between hlocert params and PyTorch state_dicts, for any net with a weight
map: the net's own table (`Net.torch_table(naming)`, in the net's file as timm keeps
`checkpoint_filter_fn` beside the model) of (hlocert name, PyTorch key, kind) rows, in each of the
namings the net knows (`Net.NAMINGS`: timm's, and e.g. an official release's, told apart by
`Net.naming_of(state_dict)`). A net with BatchNorm lists its running statistics in the table too.

hlocert's parameters are NHWC/HWIO (docs/conventions.md); PyTorch checkpoints are OIHW, with
``nn.Linear`` weights stored ``[out, in]``. Kinds: "conv" (HWIO ↔ OIHW, the depthwise kernel
included), "linear" ([in, out] ↔ [out, in]), "pointwise" (a 1×1 conv kept as dense [in, out] ↔
[out, in, 1, 1]) and "vec" (as is); a linear or pointwise weight is read in either 2-D or 1×1 form.
This file names no net.
"""
from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Callable, Mapping

import numpy as np
from safetensors import SafetensorError
from safetensors.numpy import load_file, save_file

from .nets.base import Net

__all__ = ["load_state_dict", "save_safetensors", "load_params", "detect_naming", "from_table", "state_from_table",
           "to_table", "WeightsError", "import_params", "export_state_dict", "pretrained_params", "head_names",
           "torch_table", "params_and_state", "adapt_input_conv", "timm_weights_name",
           "timm_state_dict"]


class WeightsError(ValueError):
    """A state_dict does not fit the model: missing/unexpected keys or a shape mismatch."""


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
    """A table value in PyTorch's layout (a linear or pointwise weight as [out, in]) → hlocert's."""
    return v.transpose(2, 3, 1, 0) if kind == "conv" else v.T if kind in ("linear", "pointwise") else v


def _to_torch(v: np.ndarray, kind: str) -> np.ndarray:
    return v.transpose(3, 2, 0, 1) if kind == "conv" else v.T if kind == "linear" else \
        v.T[:, :, None, None] if kind == "pointwise" else v


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


# Which table ------------------------------------------------------------------------------------
def torch_table(model: Net, naming: str = "timm", **options) -> list[tuple[str, str, str]]:
    """(hlocert name, PyTorch key, kind) of `model` in `naming`; WeightsError where there is none."""
    if naming not in model.NAMINGS:
        raise WeightsError(f"{model.describe()} has no {naming} naming (its: {', '.join(model.NAMINGS)}): use timm")
    table = model.torch_table(naming, **options)
    if table is None:
        raise WeightsError(f"{model.describe()} has no PyTorch weight map (a timm_table() of its net), so its "
                           "weights cannot be exchanged with timm")
    return table


def detect_naming(state_dict: Mapping[str, object], model: Net) -> str:
    """Which of `model`'s namings `state_dict` is in; WeightsError if none."""
    try:
        return model.naming_of(state_dict)
    except ValueError as e:
        raise WeightsError(str(e)) from None


# PyTorch's BatchNorm keeps a third buffer beside its running statistics: a step counter that only
# momentum=None (a cumulative average) reads. hlocert's BN has momentum 0.1, so the counter is
# accepted on import and written as 0 on export (what a fresh module holds).
_RUNNING_VAR, _TRACKED = "running_var", "num_batches_tracked"


def _counters(table) -> list[str]:
    """The num_batches_tracked key of each BatchNorm in a name table (one per running variance)."""
    return [theirs[:-len(_RUNNING_VAR)] + _TRACKED for ours, theirs, _ in table if theirs.endswith(_RUNNING_VAR)]


def _from_table(state_dict, model: Net, dtype) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    naming = detect_naming(state_dict, model)
    table = torch_table(model, naming)
    state_shapes = model.state_shapes()
    shapes = {**model.param_shapes(), **state_shapes}
    wanted = {theirs for _, theirs, _ in table} | set(_counters(table))
    missing = [theirs for _, theirs, _ in table if theirs not in state_dict]
    unexpected = sorted(k for k in state_dict if k not in wanted)
    if missing or unexpected:
        parts = ([f"missing key(s) {_few(missing)}"] if missing else []) + \
                ([f"unexpected key(s) {_few(unexpected)}"] if unexpected else [])
        raise WeightsError(f"{naming} state_dict does not fit {model.describe()}: " + "; ".join(parts)
                           + model.checkpoint_hint(state_dict))
    head = set(head_names(model))
    params, state = {}, {}
    for ours, theirs, kind in table:
        v = _to_numpy(state_dict[theirs])
        if kind in ("linear", "pointwise"):        # either form of a 1×1: [out, in] or [out, in, 1, 1]
            v = v.reshape(v.shape[:2]) if v.ndim == 4 and v.shape[2:] == (1, 1) else v
            want = _torch_shape(shapes[ours], "linear")
        else:
            want = _torch_shape(shapes[ours], kind)
        if tuple(v.shape) != want:
            hint = (f": the checkpoint has {v.shape[0]} classes, the model num_classes={model.num_classes}"
                    if ours in head else model.checkpoint_hint(state_dict)
                    or "; pick the size, classes and image size the checkpoint has")
            raise WeightsError(f"shape mismatch for {naming} key {theirs!r} (→ {ours}): expected {want}, "
                               f"got {tuple(v.shape)}{hint}")
        v = _from_torch(v, kind)
        (state if ours in state_shapes else params)[ours] = np.ascontiguousarray(
            v if dtype is None else v.astype(dtype, copy=False))
    return params, state


def from_table(state_dict: Mapping[str, np.ndarray], model: Net, *, dtype=np.float32) -> dict[str, np.ndarray]:
    """hlocert params of `model` (names and order of docs/conventions.md) from a PyTorch
    state_dict named as one of the net's tables says (naming detected): every key, leftover and
    shape is checked, each error names the key. ``dtype`` None keeps the checkpoint's dtype. A
    net with step state lists its running statistics in the table too: `state_from_table`
    reads them."""
    return _from_table(state_dict, model, dtype)[0]


def state_from_table(state_dict: Mapping[str, np.ndarray], model: Net, *, dtype=np.float32) -> dict[str, np.ndarray]:
    """The net's step state (BatchNorm running statistics, `model.state_shapes()`) from the same
    state_dict as `from_table`, checked the same way ({} for a net without state)."""
    return _from_table(state_dict, model, dtype)[1]


def params_and_state(state_dict: Mapping[str, np.ndarray], model: Net, *,
                     dtype=np.float32) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """(`from_table`, `state_from_table`) of `state_dict` from one pass over it, for a caller that
    wants both (a net without state: {} for the second)."""
    return _from_table(state_dict, model, dtype)


def to_table(params: Mapping[str, np.ndarray], model: Net, state: Mapping[str, np.ndarray] | None = None,
             naming: str = "timm", **options) -> dict[str, np.ndarray]:
    """The PyTorch state_dict (OIHW convs, Linear ``[out, in]``) of hlocert ``params`` — and, for
    a net with step state, of its running statistics ``state`` (required then; BatchNorm's
    num_batches_tracked written as 0) — named as the net's table in `naming` says (`options`: the
    net's own table options); the inverse of `from_table` and `state_from_table`."""
    table = torch_table(model, naming, **options)
    check_params(params, model)
    state_shapes = model.state_shapes()
    if state_shapes and state is None:
        raise WeightsError(f"{model.describe()} has running statistics: pass state= (the trained ones, "
                           f"or model.init_state() for fresh ones)")
    values = {**params, **_checked_state(state or {}, state_shapes, model)}
    out = {}
    for ours, theirs, kind in table:
        v = np.asarray(values[ours])
        out[theirs] = np.ascontiguousarray(_to_torch(v, kind))
        if theirs.endswith(_RUNNING_VAR):      # PyTorch's order: ..., running_mean, running_var, the counter
            out[theirs[:-len(_RUNNING_VAR)] + _TRACKED] = np.zeros((), np.int64)
    return out


# Any net ----------------------------------------------------------------------------------------
# `--pretrained`, `hlocert export` and `load_params` go through these and never name a net.
def import_params(state_dict: Mapping[str, np.ndarray], model: Net, *, dtype=np.float32) -> dict[str, np.ndarray]:
    """hlocert params of any net with a weight map from a PyTorch state_dict in any of its namings
    (detected)."""
    return from_table(state_dict, model, dtype=dtype)


def export_state_dict(params: Mapping[str, np.ndarray], model: Net, naming: str = "timm",
                      state: Mapping[str, np.ndarray] | None = None, **options) -> dict[str, np.ndarray]:
    """The PyTorch state_dict of `params` (and of the running statistics `state` for a net with
    step state) in `naming` (one of the net's NAMINGS; `options`: its own table options)."""
    return to_table(params, model, state, naming, **options)


def head_names(model: Net) -> list[str]:
    """The parameters whose shapes follow the class count (the classifier head)."""
    other = replace(model, num_classes=model.num_classes + 1).param_shapes()
    return [k for k, shape in model.param_shapes().items() if other[k] != shape]


def pretrained_params(path: str | os.PathLike | Mapping[str, np.ndarray], model: Net, seed: int,
                      log: Callable[[str], None], said: str | None = None
                      ) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """`model`'s (params, step state) from the state_dict file at `path` (or the state_dict `path`
    itself, named `said` in what is logged) (the state: its BatchNorm running statistics, {} for a
    net without); a head for another class count is replaced by `model`'s fresh init at `seed`,
    saying so through `log`."""
    loaded = path if isinstance(path, Mapping) else load_state_dict(path)
    path = said if said is not None else path
    sd = adapt_input_conv(loaded, model, log)
    head = set(head_names(model))
    rows = [theirs for ours, theirs, kind in torch_table(model, detect_naming(sd, model))
            if ours in head and kind == "linear"]
    classes = int(np.shape(sd[rows[0]])[0]) if rows and rows[0] in sd else model.num_classes
    theirs = replace(model, num_classes=classes)
    params, state = params_and_state(sd, theirs)
    if classes == model.num_classes:
        return params, state
    fresh = model.init_params(seed)
    log(f"--pretrained {path}: its head has {classes} classes, the model {model.num_classes}: re-initialised "
        f"{', '.join(sorted(head))}")
    return {k: fresh[k] if k in head else v for k, v in params.items()}, state


# timm's pretrained weights ---------------------------------------------------------------------
def timm_weights_name(model: Net, spec: str = "timm", tag: str | None = None) -> str:
    """The `timm.create_model` name (`arch` or `arch.tag`) of `--pretrained` `spec` (`timm`: the
    model's timm twin, at `tag` where --model named one; `timm:NAME.TAG`: NAME must be the twin);
    WeightsError for a size timm has no twin of (naming the sizes it has) or another architecture.
    Known without importing timm."""
    arch = model.timm_arch()
    if arch is None:
        have = ", ".join(f"{size} ({name})" for size, name in model.TIMM.items())
        raise WeightsError(f"{model.describe()} has no timm twin, so no timm weights: "
                           + (f"timm's pretrained {model.TITLE} sizes are {have}" if have else
                              f"timm has no {model.TITLE}") + "; or give a weights FILE")
    name = spec.partition(":")[2] if spec.startswith("timm:") else (f"{arch}.{tag}" if tag else arch)
    if name.partition(".")[0] != arch:
        raise WeightsError(f"{name!r} is not {model.describe()}'s timm twin {arch} (timm:{arch} or "
                           f"timm:{arch}.TAG)")
    return name


def timm_state_dict(model: Net, name: str,
                    file: str | os.PathLike | None = None) -> tuple[dict[str, np.ndarray], str]:
    """(the state_dict (numpy), `arch.tag` of the weights read) of `timm.create_model(name,
    pretrained=True)`: timm's weights of the tag `name` names (or its default tag), downloaded by
    huggingface_hub into its cache or read from there (HF_HUB_OFFLINE=1: only from there); with
    `file`, timm reads that file as them (its `pretrained_cfg_overlay=dict(file=...)`, timm's
    train.py --pretrained-path). The model
    is built at the weights' own class count and 3 channels (pretrained_params fits the head
    and the stem), and at the model's image size where timm's twin takes one (a ViT's position
    embedding, resampled by timm). Every failure is a one-line WeightsError."""
    try:
        import timm
        import torch  # noqa: F401
        from huggingface_hub import constants, errors
    except ImportError as e:
        raise WeightsError(f"timm's pretrained weights are read by timm.create_model, and {e.name} is not "
                           "installed: pip install -e .[torch]  (or give a weights FILE)") from None
    arch, _, tag = name.partition(".")
    if tag and name not in timm.list_pretrained(name):
        tags = [t.partition(".")[2] for t in timm.list_pretrained(f"{arch}.*")]
        raise WeightsError(f"timm has no tag {tag!r} of {arch}: its tags are {', '.join(tags) or 'none'}")
    if not timm.is_model_pretrained(arch):
        raise WeightsError(f"timm has no pretrained weights of {arch}")
    kwargs = {k: v for k, v in (model.timm_model(False) or ("", {}))[1].items() if k == "img_size"}
    if file is not None:
        if not Path(file).is_file():
            raise WeightsError(f"no weights file at {file}")
        kwargs["pretrained_cfg_overlay"] = {"file": str(file)}
    offline = "HF_HUB_OFFLINE=1 is set" if constants.HF_HUB_OFFLINE else "the hub could not be reached"
    try:
        module = timm.create_model(name, pretrained=True, **kwargs)
    except (errors.LocalEntryNotFoundError, errors.OfflineModeIsEnabled) as e:
        raise WeightsError(f"{name}'s weights are not in the Hugging Face cache {constants.HF_HUB_CACHE} and "
                           f"{offline} ({type(e).__name__}): download them once online (unset HF_HUB_OFFLINE), "
                           "point HF_HOME or HF_HUB_CACHE at a cache that has them, or give --pretrained-path "
                           "FILE") from None
    except (errors.HfHubHTTPError, RuntimeError, OSError, ValueError, KeyError) as e:
        first = (str(e).strip().splitlines() or [""])[0]
        raise WeightsError(f"timm.create_model({name!r}, pretrained=True) failed: {type(e).__name__}: "
                           f"{first}") from None
    cfg = getattr(module, "pretrained_cfg", None) or {}
    read = ".".join(filter(None, (cfg.get("architecture", arch), cfg.get("tag"))))
    return {k: _to_numpy(v) for k, v in module.state_dict().items()}, read


def adapt_input_conv(state_dict: Mapping[str, np.ndarray], model: Net,
                     log: Callable[[str], None] = lambda s: None) -> dict[str, np.ndarray]:
    """`state_dict` with its stem (the first conv of the model's table) fitted to the model's input
    channels (`in_chans`, timm's --in-chans) where it was trained on another count, as timm's
    `adapt_input_conv` fits a pretrained first conv (from 3 channels): to 1 by summing the input
    channels (a space-to-depth stem of 3·k inputs: each group of 3), to N ≠ 3 by repeating them to N and
    scaling by 3 / N; said through `log`. Unchanged where the counts agree; WeightsError for a stem of
    another count that timm cannot adapt either."""
    chans = getattr(model, "in_chans", 3)
    table = torch_table(model, detect_naming(state_dict, model))
    stem = next(((ours, theirs) for ours, theirs, kind in table if kind == "conv"), None)
    if stem is None or stem[1] not in state_dict:
        return dict(state_dict)
    w = _to_numpy(state_dict[stem[1]])
    if w.ndim != 4 or w.shape[1] == chans or model.param_shapes()[stem[0]][2] != chans:
        return dict(state_dict)
    o, i, h, k = w.shape
    wide = w.astype(np.float32)
    if chans == 1:
        adapted = wide.reshape(o, i // 3, 3, h, k).sum(2) if i > 3 and i % 3 == 0 else wide.sum(1, keepdims=True)
    elif i == 3:
        adapted = np.tile(wide, (1, -(-chans // 3), 1, 1))[:, :chans] * np.float32(3 / chans)
    else:
        raise WeightsError(f"the stem {stem[1]} takes {i} input channels and the model {chans} (--in-chans): timm's "
                           "adapt_input_conv fits a 3-channel stem only")
    log(f"the stem {stem[1]}: {i} input channels fitted to {chans} ({'summed' if chans == 1 else 'repeated, x 3/N'}; "
        "timm's adapt_input_conv)")
    return {**state_dict, stem[1]: adapted.astype(w.dtype)}


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
    'model_state_dict' (official releases often use 'model') is unwrapped."""
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
    or ``model.load_state_dict(safetensors.torch.load_file(path))``); another of the net's
    NAMINGS (an official release's) in its names; ``'hlocert'`` as is (NHWC/HWIO, conventions names). `metadata`
    is added to the header's. A net with step state writes its running statistics `state` beside
    the params in the timm/official layouts."""
    if layout == "hlocert":
        check_params(params, model)
        tensors = {k: np.ascontiguousarray(np.asarray(params[k])) for k in model.param_shapes()}
    else:                      # one of the net's NAMINGS (WeightsError naming them otherwise)
        tensors = export_state_dict(params, model, layout, state)
    meta = {"format": "pt" if layout != "hlocert" else "np", "hlocert_layout": layout,
            "model": model.describe(), "num_classes": str(model.num_classes), **(metadata or {})}
    save_file(tensors, str(path), metadata=meta)


def load_params(path: str | os.PathLike, model: Net, *, dtype=np.float32) -> dict[str, np.ndarray]:
    """hlocert params from a checkpoint in hlocert's layout or any of the net's PyTorch namings."""
    sd = load_state_dict(path)
    if set(sd) == set(model.param_shapes()):
        check_params(sd, model)
        return {k: np.ascontiguousarray(sd[k].astype(dtype, copy=False) if dtype else sd[k])
                for k in model.param_shapes()}
    return import_params(sd, model, dtype=dtype)
