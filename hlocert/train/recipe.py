"""The timm-style flags → the variant that `hlocert train` runs.

`--model` (an hlocert `{net}_{size}` or a timm name a net lists in its `TIMM`), `--img-size`,
`--num-classes` (default: the data's) and `--drop-path` pick the net here; the config composes the
rest onto it (`TrainConfig.composed`: `-b`, `--replicas`, and the optimizer: `--opt` read by the
grammar's own optimizer reader, `--weight-decay`, `--opt-eps`, `--opt-betas`, `--momentum`,
`--clip-grad`, `--model-ema` set on that object with `dataclasses.replace`), so a composed variant
is exactly one a user could have written, and no name is spelled here. `--variant`
names the render whole: given with any composing flag it is an error. `--amp` (timm's; with
`--amp-dtype bfloat16`, the only dtype) then turns either into its `+bf16` twin, and `--bce-loss`
(`--bce-target-thresh T`) into its `+bce` (`+bcet{T}`) twin. Nothing here names a net: a
new net lists its timm names in its own class. `initial_weights` starts a run from `--pretrained`.
"""
from __future__ import annotations

from dataclasses import fields, replace
from typing import Callable, Iterable

import numpy as np

from .. import nets
from ..data.named import data_root, default_image_size, split_classes
from ..nets.base import Net
from ..render.variants import VariantError
from ..weights import WeightsError, pretrained_params
from .config import TrainConfig, flag
from .errors import TrainError

COMPOSING = tuple(f.name for f in fields(TrainConfig) if f.metadata.get("composes"))


def model_names() -> tuple[list[str], list[str]]:
    """(hlocert `{net}_{size}` names, timm names) every net answers to."""
    ours = [f"{net.NAME}_{size}" for net in nets.all_nets() for size in net.SIZES]
    return ours, [name for net in nets.all_nets() for name in net.timm_names()]


def resolve_model(name: str) -> tuple[type[Net], str]:
    """(net class, size) of a `--model` name: a timm name first, then `{net}_{size}`."""
    for net in nets.all_nets():
        if name in net.timm_names():
            return net, net.timm_names()[name]
    head, _, size = name.partition("_")
    if head in nets.names() and size in nets.get(head).SIZES:
        return nets.get(head), size
    ours, timm = model_names()
    raise TrainError(f"unknown --model {name!r}; hlocert names: {', '.join(ours)}; timm names: {', '.join(timm)}")


def data_classes(data: str | None) -> list[str]:
    """The class names of the training data (data/named.py), in label order (the digits: '0'..'9')."""
    return split_classes(data_root(data))


def with_variant(cfg: TrainConfig, given: Iterable[str]) -> TrainConfig:
    """`cfg` with `variant` set: as given with --variant, the default one when no composing flag is
    given, else composed from the timm-style flags (defaults for the ones not given)."""
    given = set(given)
    composing = [k for k in COMPOSING if k in given]
    if "variant" in given:
        if composing:
            raise TrainError(f"--variant names the whole render, and {', '.join(flag(k) for k in composing)} "
                             "would set part of it: give either --variant or the flags")
        return cfg
    if not composing:
        return cfg
    default = cfg.variant.model
    net, size = resolve_model(cfg.model) if cfg.model else (type(default), default.size)
    classes = cfg.num_classes or len(data_classes(cfg.data))
    image = cfg.img_size or default_image_size(cfg.data)
    try:
        model = net(size, classes, image)
    except ValueError as e:
        raise TrainError(f"--model {cfg.model or net.NAME + '_' + size} at --img-size {image}: {e}") from None
    drop = bool(model.drop_sites) and model.drop_ramp(cfg.drop_path).max() > 0
    return replace(cfg, variant=cfg.composed(model, drop))


def with_amp(cfg: TrainConfig) -> TrainConfig:
    """`cfg` (a TrainConfig, or a config extending it) with its variant's `+bf16` twin under
    `--amp` (a `+bf16` variant is its own twin); TrainError for an `--amp-dtype` other than bfloat16."""
    if cfg.amp_dtype != "bfloat16":
        raise TrainError(f"--amp-dtype {cfg.amp_dtype}: hlocert renders bf16 mixed precision only (bf16 products, "
                         "f32 accumulation, no loss scaling): use --amp-dtype bfloat16, the default")
    if not cfg.amp:
        return cfg
    return replace(cfg, variant=replace(cfg.variant, bf16=True))


def with_remat(cfg: TrainConfig) -> TrainConfig:
    """`cfg` with its variant's `+remat` twin under `--remat` (a `+remat` variant is its own twin)."""
    return replace(cfg, variant=replace(cfg.variant, remat=True)) if cfg.remat else cfg


def with_bce(cfg: TrainConfig) -> TrainConfig:
    """`cfg` with its variant's `+bce[+bcet{T}]` twin under `--bce-loss` (timm's BinaryCrossEntropy;
    unlike timm's train.py, also without smoothing and mixup, where timm falls back to softmax
    cross-entropy); TrainError for a threshold without `--bce-loss` or one the grammar refuses."""
    thresh = cfg.bce_target_thresh
    if not cfg.bce_loss:
        if thresh is not None:
            raise TrainError(f"--bce-target-thresh {thresh} binarises the targets of the BCE loss: add --bce-loss")
        return cfg
    v = cfg.variant
    if v.bce and thresh is None:      # the variant's own threshold stands
        return cfg
    try:
        return replace(cfg, variant=replace(v, bce=True, bce_thresh=None if thresh is None else float(thresh)))
    except VariantError as e:
        raise TrainError(f"--bce-loss: {e}") from None


def initial_weights(model: Net, cfg: TrainConfig,
                    log: Callable[[str], None]) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """A new run's starting (params, net state): a fresh init at `--seed`, or `--pretrained`'s
    weights and running statistics (a head of another class count re-initialised at `--seed`,
    weights.pretrained_params)."""
    if cfg.pretrained is None:
        return model.init_params(cfg.seed), model.init_state()
    try:
        params, state = pretrained_params(cfg.pretrained, model, cfg.seed, log)
    except (WeightsError, OSError, ImportError, ValueError) as e:
        raise TrainError(f"--pretrained {cfg.pretrained}: {e}") from None
    log(f"weights from --pretrained {cfg.pretrained}")
    return params, state
