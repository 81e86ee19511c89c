"""`hlocert train -c/--config FILE.yaml`: an args.yaml as timm's train.py writes it (a flat mapping
of its argparse dest names to values), or as `hlocert train` writes it into every run folder (the
TrainConfig fields), read into TrainConfig field values.

Each key is one of:
* an hlocert field (its own args.yaml): taken as it is;
* a timm key hlocert has (`MAPPED`: `smoothing` → label_smoothing, `scale` → rrc_scale, `opt` with
  `momentum` → `sgd+m0.9+nesterov`, `lr: null` → timm's `lr_base` scaling by the global batch, ...);
* a key that cannot change what is trained (`IGNORED`: logging, devices, loader speed): reported
  one line each as ignored;
* any other timm key: a recipe key hlocert does not have. At timm's default (timm_defaults.py) it
  is off and nothing is lost; at any other value the file is refused, one line naming every such
  key, because the run would silently not be the recipe the file wrote.
A key neither timm's nor hlocert's is refused the same way (a misspelling trains nothing).
"""
from __future__ import annotations

import argparse
import math
from dataclasses import fields
from pathlib import Path
from typing import Any, Callable

import yaml

from ..optim import OPTIMIZERS
from ..render import targets
from .config import OPTIMIZER_FLAGS, TrainConfig, flag, kwargs_value
from .errors import TrainError
from .recipe import COMPOSING
from .timm_defaults import TIMM_DEFAULTS

FIELDS = {f.name: f for f in fields(TrainConfig)}

# timm dest -> hlocert field, where the names differ (the same names: FIELDS ∩ TIMM_DEFAULTS)
RENAMED = {"smoothing": "label_smoothing", "scale": "rrc_scale", "model_ema_decay": "ema_decay",
           "checkpoint_hist": "keep", "data_dir": "data"}
# read by `_composite` into other fields (opt+momentum, lr from lr_base*) or checked there
COMPOSITE = {"momentum", "lr_base", "lr_base_size", "lr_base_scale", "pretrained", "resume", "amp_dtype",
             "input_size", "train_crop_mode"}

IGNORED = {
    "log_wandb": "logging", "wandb_project": "logging", "wandb_tags": "logging", "wandb_resume_id": "logging",
    "save_images": "logging", "pin_mem": "loader speed", "no_prefetcher": "loader speed",
    "use_multi_epochs_loader": "loader speed", "worker_seeding": "loader seeding (hlocert seeds per sample)",
    "channels_last": "memory layout", "torchscript": "PyTorch compile", "torchcompile": "PyTorch compile",
    "torchcompile_mode": "PyTorch compile", "fuser": "PyTorch compile", "fast_norm": "PyTorch kernels",
    "grad_checkpointing": "memory, not the math", "device": "device (see --platform)", "device_modules": "device",
    "local_rank": "process placement (see --process-id)", "no_ddp_bb": "DDP detail",
    "synchronize_step": "timing", "recovery_interval": "checkpoint cadence (see --ckpt-every)",
    "model_ema_force_cpu": "where the EMA lives", "dataset_download": "data fetching",
    "dataset_trust_remote_code": "data fetching", "train_split": "hlocert reads train/",
    "val_split": "hlocert reads val/", "validation_batch_size": "eval batching", "val_interval": "eval cadence",
    "eval_metric": "the best checkpoint is ranked by val top-1", "tta": "eval only",
    "epoch_repeats": "repeats an iterable (tfds/wds/hfids) data set's pass; timm's folders ignore it too",
    "patience_epochs": "the plateau schedule's (hlocert's --sched: cosine, step, multistep)",
    # timm >= 0.6 parses --drop-connect (deprecated) and gives it to no model: the run had no such rate
    "drop_connect": "timm's train.py has not passed it to the model since 0.6; drop_path is read",
    "train_num_samples": "the sample count of an iterable (hfids/tfds/wds) data set; timm's folders ignore it too",
    "val_num_samples": "the sample count of an iterable (hfids/tfds/wds) data set; timm's folders ignore it too",
    "target_key": "the label key of hub and WebDataset sets; timm's folder reader takes none",
    "train_batches_per_epoch": "timm's loader reads it only with scheduled sizes (train_img_sizes); a "
                               "fixed-size run's epoch is the data's",
}


def load_args_yaml(path: str | Path, log: Callable[[str], None]) -> dict[str, Any]:
    """TrainConfig field values from the args.yaml `path` (see the module docstring); the ignored
    and approximated keys said one line each through `log`; TrainError refuses the file."""
    try:
        raw = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise TrainError(f"--config {path}: {e.strerror or e}") from None
    except yaml.YAMLError as e:
        raise TrainError(f"--config {path}: not YAML ({str(e).splitlines()[0]})") from None
    if not isinstance(raw, dict) or not all(isinstance(k, str) for k in raw):
        raise TrainError(f"--config {path}: not a mapping of flag names to values (timm's args.yaml)")
    out, refused = {}, []
    for key, value in raw.items():
        # train_batches_per_epoch: a field, read as timm reads it, with train_img_sizes only
        ignored = key in IGNORED and not (key in FIELDS and raw.get("train_img_sizes"))
        if key in FIELDS and key not in COMPOSITE and not ignored:
            out[key] = value
        elif key in RENAMED:
            if value not in (None, ""):
                out[RENAMED[key]] = value
        elif key in COMPOSITE:
            continue
        elif ignored:
            log(f"--config {path}: ignored {key}: {value!r} ({IGNORED[key]})")
        elif key not in TIMM_DEFAULTS:
            refused.append(f"{key} (neither timm's train.py nor hlocert's)")
        elif value != TIMM_DEFAULTS[key]:
            refused.append(f"{key}: {value!r} (timm's default {TIMM_DEFAULTS[key]!r})")
    out.update(_composite(raw, refused))
    if refused:
        raise TrainError(f"--config {path}: these keys would change the recipe and hlocert train has no such "
                         f"option: {'; '.join(refused)} (set them to timm's default or remove them)")
    return {k: _typed(path, k, v) for k, v in out.items()}


def _composite(raw: dict, refused: list[str]) -> dict[str, Any]:
    """The fields timm spells across keys: `opt` (+ `momentum`; in hlocert's own args.yaml, beside
    its `variant`, `opt` and `momentum` are its flags' values as written), `lr` (null: `lr_base` × the global
    batch / `lr_base_size`, linear or sqrt as timm picks), `clip_grad` (null: off), `experiment`/
    `output` ('' : hlocert's default), `epochs` (with timm's `warmup_prefix`: + `warmup_epochs`, which
timm trains besides); `pretrained: true` (timm's weights: `--pretrained timm`, with
    `pretrained_path` as `--pretrained-path`); the keys that name another way to start (`resume`,
    `dataset`), refused unless off; `train_crop_mode` (None/'': rrc); `amp_dtype` only with
    `amp`; `input_size` [C, S, S] as img_size S and in_chans C (timm's `in_chans` wins: both, and unequal,
    are refused)."""
    out = {}
    if "variant" in raw:            # hlocert's own args.yaml: `momentum` is its --momentum field, as written
        if "momentum" in raw:
            out["momentum"] = raw["momentum"]
    elif "opt" in raw:
        out["opt"] = timm_opt(str(raw["opt"]), raw.get("momentum", TIMM_DEFAULTS["momentum"]), refused)
    if "variant" not in raw and raw.get("warmup_prefix") and raw.get("epochs") is not None:
        # timm trains the prefix warm-up besides its --epochs; hlocert's --epochs counts it
        out["epochs"] = raw["epochs"] + raw.get("warmup_epochs", TIMM_DEFAULTS["warmup_epochs"])
    if "lr" in raw and raw["lr"] is None:
        out["lr"] = timm_lr(raw)
    if "variant" in raw or raw.get("lr", None) is None:   # timm's lr_base* only act without an lr
        out.update({k: raw[k] for k in ("lr_base", "lr_base_size") if k in raw})
        if raw.get("lr_base_scale"):                         # timm's '': by the optimizer
            out["lr_base_scale"] = raw["lr_base_scale"]
    if "clip_grad" in raw and raw["clip_grad"] is None:
        out["clip_grad"] = 0.0
    for key in ("experiment", "output", "interpolation", "initial_checkpoint", "dataset", "class_map"):  # '': default
        if raw.get(key) == "":
            out[key] = FIELDS[key].default
    if raw.get("train_crop_mode") not in (None, ""):      # timm's None/'': rrc, the field's default
        out["train_crop_mode"] = raw["train_crop_mode"]
    if isinstance(raw.get("pretrained"), str):          # hlocert's: a weights file, timm or timm:NAME.TAG
        out["pretrained"] = raw["pretrained"]
    elif raw.get("pretrained") is True:                  # timm's: its weights of the model (pretrained_path: read
        out["pretrained"] = "timm"                       # from that file, as --pretrained-path)
    size = raw.get("input_size")
    if size is not None:                                 # timm's [C, H, W]: square images, --img-size and --in-chans
        if isinstance(size, list) and len(size) == 3 and size[1] == size[2] and \
                raw.get("in_chans") in (None, size[0]):
            out["img_size"] = size[1]
            if raw.get("in_chans") is None:
                out["in_chans"] = size[0]
        else:
            refused.append(f"input_size: {size!r} (hlocert trains square images: [C, S, S], C as in_chans if that is "
                           f"given; or img_size)")
    if raw.get("amp"):                                   # timm writes its float16 default with amp off too
        out["amp_dtype"] = raw.get("amp_dtype", TIMM_DEFAULTS["amp_dtype"])
    if raw.get("resume"):
        refused.append(f"resume: {raw['resume']!r} (continue a run with --resume)")
    if "variant" not in raw and raw.get("model_ema_warmup") and not raw.get("model_ema"):
        out["model_ema_warmup"] = False         # timm warms up only an EMA it keeps
    return out


def timm_opt(opt: str, momentum: float, refused: list[str]) -> str:
    """timm's `--opt` (+ `--momentum`) as hlocert's optimizer text: timm's sgd is Nesterov SGD."""
    name = opt.lower()
    if name in ("sgd", "nesterov"):
        return f"sgd+m{momentum:g}+nesterov"
    if name == "momentum":
        return f"sgd+m{momentum:g}"
    if name == "rmsproptf":
        return "rmsproptf" if momentum == 0.9 else f"rmsproptf+m{momentum:g}"
    if name in ("adamw", "adam", "lamb", "muon"):
        return name
    if "+" in name:         # hlocert's own spelling (`sgd+m0.9`): as the flag takes it
        return opt
    refused.append(f"opt: {opt!r} (hlocert has adamw, adam, sgd, nesterov, momentum, rmsproptf, lamb, muon)")
    return opt


def timm_lr(raw: dict) -> float:
    """timm's lr when `lr` is null: lr_base × (batch × grad_accum_steps) / lr_base_size, scaled
    linearly or by the square root (`lr_base_scale`; '' = sqrt for adaptive optimizers and lamb,
    else linear), as its train.py computes it for one process."""
    get = lambda k: raw.get(k, TIMM_DEFAULTS[k])
    global_batch = get("batch_size") * get("grad_accum_steps")
    ratio = global_batch / get("lr_base_size")
    scale = get("lr_base_scale") or ("sqrt" if any(o in str(get("opt")).lower() for o in ("ada", "lamb")) else "linear")
    return float(get("lr_base") * (math.sqrt(ratio) if scale == "sqrt" else ratio))


def _typed(path, name: str, value: Any) -> Any:
    """A field's value as its flag would have parsed it (its `type` applied to the scalar's text, a
    tuple of `nargs` values, `choices`; true or false for a switch; for `lowerings`, `_lowerings`);
    TrainError, naming the key and the value, for one the flag could not have taken."""
    f = FIELDS[name]
    spec = f.metadata["argparse"]
    if value is None:
        return value
    if f.metadata.get("kwargs"):            # timm's mapping, or hlocert's KEY=VALUE list
        try:
            return kwargs_value(value)
        except (ValueError, argparse.ArgumentTypeError):
            raise TrainError(f"--config {path}: {name}: {value!r} is not a mapping of keyword arguments") from None
    if f.metadata.get("families"):
        return _lowerings(path, value)
    if f.type == "bool":
        if not isinstance(value, bool):
            raise TrainError(f"--config {path}: {name}: {value!r} is not true or false")
        return value
    kind = spec.get("type") or str
    parse = lambda v: kind(_text(v))      # as the flag parses its text: int("1.5") and a bool are refused
    many = spec.get("nargs") not in (None, "?")      # "?": one value or none (the flag's const)
    try:
        if many and not (isinstance(value, list) and (len(value) == spec["nargs"] or spec["nargs"] == "+" and value)):
            raise ValueError(value)
        value = tuple(map(parse, value)) if many else parse(value)
    except (TypeError, ValueError, argparse.ArgumentTypeError) as e:
        why = f" ({e})" if isinstance(e, argparse.ArgumentTypeError) else ""   # e.g. a variant: the grammar
        raise TrainError(f"--config {path}: {name}: {value!r} is not what {flag(name)} takes{why}") from None
    if spec.get("choices") and value not in spec["choices"]:
        raise TrainError(f"--config {path}: {name}: {value!r}; {flag(name)} takes {', '.join(spec['choices'])}")
    return value


def _text(value: Any) -> str:
    """A YAML scalar as the command line would spell it (never a list, a mapping or a bool)."""
    if isinstance(value, (list, dict, bool)):
        raise TypeError(value)
    return str(value)


def _lowerings(path, value: Any) -> dict[str, str]:
    """`lowerings` (hlocert's args.yaml): a mapping of lowering families to one of each's lowerings."""
    families = targets.families()
    if not (isinstance(value, dict) and all(fam in families and lowering in (targets.AUTO, *families[fam][0])
                                            for fam, lowering in value.items())):
        raise TrainError(f"--config {path}: lowerings: {value!r}; a mapping of lowering families "
                         f"({', '.join(fam + ': ' + '|'.join(lw) for fam, (lw, _) in families.items())})")
    return value


def apply(args, values: dict[str, Any]) -> None:
    """Set the loaded `values` on parsed `args` where no flag was given (the command line wins, as
    in timm; under a command-line `--opt`, the file's optimizer flags it does not take are left
    out), and count the values that pick the render as given: the variant of an hlocert
    args.yaml (unless a composing flag was given), else timm's composing keys (model, -b, ...)."""
    given = getattr(args, "given_fields", set())
    if "opt" in given:      # the file's --momentum/--opt-betas/--opt-eps were its optimizer's: keep those this one takes
        family = OPTIMIZERS.get(str(args.opt).split("+")[0])
        declared = {o.field for o in family.options()} if family else set()
        values = {k: v for k, v in values.items() if set(OPTIMIZER_FLAGS.get(k, ())) <= declared}
    from_file = set()
    for k, v in values.items():
        if k == "lowerings":
            for fam, lowering in (v or {}).items():
                if fam not in given and fam in targets.families():
                    setattr(args, fam, lowering)
                    from_file.add(fam)
        elif k not in given:
            setattr(args, k, v)
            from_file.add(k)
    if "variant" in values and not (given & set(COMPOSING)):
        picks = {"variant"}
    else:
        picks = set(COMPOSING)
    args.given_fields = given | (from_file & picks)
