"""The timm-style flags → the variant that `hlocert train` runs.

`--model` (an hlocert `{net}_{size}` or a timm name a net lists in its `TIMM`), `--img-size`,
`--num-classes` (default: the data's) and `--drop-path` pick the net here; the config composes the
rest onto it (`TrainConfig.composed`: `-b`, `--replicas`, and the optimizer: `--opt` read by the
grammar's own optimizer reader, `--weight-decay`, `--opt-eps`, `--opt-betas`, `--momentum`,
`--clip-grad`, `--model-ema` set on that object with `dataclasses.replace`), so a composed variant
is exactly one a user could have written, and no name is spelled here. `--variant`
names the render whole: given with any composing flag it is an error. `--bn-momentum` and
`--bn-eps` (timm's) put their values on every BatchNorm of either (`+bnm{M}`, `+bne{E}`); `--split-bn`
with `--aug-splits S` splits every BatchNorm over the S splits (`+splitbn{S}`). `--amp` (timm's; with
`--amp-dtype bfloat16`, the only dtype) then turns either into its `+bf16` twin, and `--bce-loss`
(`--bce-target-thresh T`) into its `+bce` (`+bcet{T}`) twin. Nothing here names a net: a
new net lists its timm names in its own class. `initial_weights` starts a run from `--pretrained`
(a file, or timm's weights by `timm.create_model(..., pretrained=True)`: `timm_start`) or
`--initial-checkpoint`, with timm's `--head-init-scale` / `--head-init-bias` on the classifier;
`with_lr_base` is timm's lr from `--lr-base` and the global batch;
`drop_ramp` puts `--drop` on the classifier dropout's mask columns.
"""
from __future__ import annotations

import math
from dataclasses import fields, replace
from pathlib import Path
from typing import Any, Callable, Iterable

import numpy as np

from .. import nets
from ..data import DataError
from ..data.named import data_root, default_image_size, split_classes
from ..grammar import field_default
from ..nets.base import Net, torch_default_uniform
from ..nets.mobile_blocks import MobileNet
from ..ops.global_pool import KINDS as GLOBAL_POOLS
from ..ops.kd_feature import PROJECTION, split_at_head
from ..render.signature import STATE
from ..render.variants import VariantError
from ..weights import (WeightsError, check_params, head_names, pretrained_params, timm_state_dict,
                       timm_weights_name)
from . import checkpoint as ckpt
from .config import TrainConfig, flag
from .errors import TrainError
from .model_dtype import variant_dtype

COMPOSING = tuple(f.name for f in fields(TrainConfig) if f.metadata.get("composes"))


def model_names() -> tuple[list[str], list[str]]:
    """(hlocert `{net}_{size}` names, timm names) every net answers to."""
    ours = [f"{net.NAME}_{size}" for net in nets.all_nets() for size in net.SIZES]
    return ours, [name for net in nets.all_nets() for name in net.timm_names()]


def model_tag(name: str | None) -> tuple[str | None, str | None]:
    """(name, tag) of a `--model` name: a timm name may carry a pretrained tag after a dot (timm's
    `NAME.TAG`, e.g. a ResNet-50's `resnet50.a1_in1k`: the weights `--pretrained` reads); (name, None) else."""
    base, dot, tag = (name or "").partition(".")
    if dot and tag and any(base in net.timm_names() for net in nets.all_nets()):
        return base, tag
    return name, None


def resolve_model(name: str) -> tuple[type[Net], str, dict[str, Any]]:
    """(net class, size, other model fields) of a `--model` name: a timm name first (with or without a
    `.tag`; a distilled DeiT's sets ViT's `distilled`, Net.timm_fields), then `{net}_{size}`."""
    name = model_tag(name)[0]
    for net in nets.all_nets():
        if name in net.timm_names():
            return net, net.timm_names()[name], net.timm_fields(name)
    head, _, size = name.partition("_")
    if head in nets.names() and size in nets.get(head).SIZES:
        return nets.get(head), size, {}
    ours, timm = model_names()
    raise TrainError(f"unknown --model {name!r}; hlocert names: {', '.join(ours)}; timm names: {', '.join(timm)}")


def data_classes(data: str | None, class_map: str | None = None) -> list[str]:
    """The class names of the training data (data/named.py), in label order (the digits: '0'..'9';
    with timm's `--class-map`, the map's)."""
    try:
        return split_classes(data_root(data), class_map=class_map)
    except DataError as e:
        raise TrainError(str(e)) from None


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
    net, size, options = resolve_model(cfg.model) if cfg.model else (type(default), default.size, {})
    classes = cfg.num_classes or len(data_classes(cfg.data, cfg.class_map))
    image = cfg.img_size or default_image_size(cfg.data)
    try:
        model = net(size, classes, image, **options)
    except ValueError as e:
        raise TrainError(f"--model {cfg.model or net.NAME + '_' + size} at --img-size {image}: {e}") from None
    drop = bool(model.drop_sites) and drop_ramp(model, cfg).max() > 0
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


def with_model_dtype(cfg: TrainConfig) -> TrainConfig:
    """`cfg` (a TrainConfig, or a config extending it) with its variant at timm's `--model-dtype`
    (`+wbf16` for bfloat16; float32 leaves it as it is); TrainError, one line, with `--amp` (timm
    asserts a float32 model dtype under AMP), for float16 and for an unknown dtype."""
    if cfg.model_dtype is None:
        return cfg
    dtype = variant_dtype(cfg.model_dtype)
    if cfg.amp and dtype != "f32":
        raise TrainError(f"--model-dtype {cfg.model_dtype} with --amp: AMP multiplies float32 weights in bf16 "
                         "(timm asserts a float32 model dtype under AMP): drop one")
    if dtype == "f32" and cfg.variant.model_dtype != "f32":
        raise TrainError(f"--model-dtype float32 and the variant {cfg.variant.name}'s "
                         f"+w{cfg.variant.model_dtype}: drop one")
    return replace(cfg, variant=replace(cfg.variant, model_dtype=dtype))


def with_batchnorm(cfg: TrainConfig) -> TrainConfig:
    """`cfg` with its variant's model at `--bn-momentum` / `--bn-eps` (timm's: set on every BatchNorm
    of the model; the name's `+bnm{M}` / `+bne{E}`), with `--variant` too, where the flag wins over
    the name; TrainError, one line, for a model without BatchNorm or a value the net refuses."""
    given = {key: float(getattr(cfg, key)) for key in ("bn_momentum", "bn_eps") if getattr(cfg, key) is not None}
    if not given:
        return cfg
    flags = " ".join(f"{flag(key)} {value!r}" for key, value in given.items())
    model = cfg.variant.model
    if not model.has_batchnorm_options() or not model.state_shapes():
        raise TrainError(f"{flags}: {model.describe()} has no BatchNorm{model.without_batchnorm()}: drop "
                         f"{' '.join(map(flag, given))}")
    try:
        return replace(cfg, variant=replace(cfg.variant, model=replace(model, **given)))
    except (ValueError, VariantError) as e:
        raise TrainError(f"{flags}: {e}") from None


def with_global_pool(cfg: TrainConfig) -> TrainConfig:
    """`cfg` with its variant's model at `--gp` (timm's global_pool; the name's `+gp{POOL}`), with
    `--variant` too, where the flag wins over the name; TrainError, one line, for a pool hlocert does
    not render or a net whose head takes no other pool."""
    if cfg.gp is None:
        return cfg
    pools = ("avg", *GLOBAL_POOLS)
    if cfg.gp not in pools:
        raise TrainError(f"--gp {cfg.gp!r}: hlocert renders timm's {', '.join(pools)}")
    model = cfg.variant.model
    takes = [value for field, value in model.OPTIONS.values() if field == "global_pool"]
    if not takes:
        takers = [n.TITLE for n in nets.all_nets() if any(f == "global_pool" for f, _ in n.OPTIONS.values())]
        raise TrainError(f"--gp {cfg.gp}: {model.describe()} renders its timm model's default pool only (--gp is "
                         f"taken by {', '.join(takers)}): drop --gp")
    if cfg.gp not in ("avg", *takes):
        raise TrainError(f"--gp {cfg.gp}: {model.describe()} takes {', '.join(('avg', *takes))} (as its timm model)")
    return replace(cfg, variant=replace(cfg.variant, model=replace(model, global_pool=cfg.gp)))


def with_in_chans(cfg: TrainConfig) -> TrainConfig:
    """`cfg` with its variant's model at `--in-chans` (timm's; the name's `+ch{N}`, written when not 3),
    with `--variant` too, where the flag wins over the name (the config checked it against the image
    mode when it was made: TrainConfig._augment)."""
    if cfg.in_chans is None or cfg.in_chans == cfg.variant.model.in_chans:
        return cfg
    try:
        return replace(cfg, variant=replace(cfg.variant, model=replace(cfg.variant.model, in_chans=cfg.in_chans)))
    except (ValueError, VariantError) as e:
        raise TrainError(f"--in-chans {cfg.in_chans}: {e}") from None


# the create_model keywords timm's train.py passes itself (a --model-kwargs of one is a keyword given twice
# there): the flag that sets each here
TRAIN_PY_KWARGS = {"in_chans": "--in-chans", "num_classes": "--num-classes", "drop_rate": "--drop",
                   "drop_path_rate": "--drop-path", "drop_block_rate": "--drop-block", "global_pool": "--gp",
                   "bn_momentum": "--bn-momentum", "bn_eps": "--bn-eps", "pretrained": "--pretrained",
                   "checkpoint_path": "--initial-checkpoint", "img_size": "--img-size"}


def with_model_kwargs(cfg: TrainConfig) -> TrainConfig:
    """`cfg` with its variant's model at `--model-kwargs` (timm's create_model keywords: each net's
    `TIMM_KWARGS`, a name option of the variant), with `--variant` too, where they win over the name;
    TrainError, one line, for a keyword the net does not render, one train.py passes itself (its flag
    named), or a value the net's timm model takes and hlocert does not."""
    if not cfg.model_kwargs:
        return cfg
    model = cfg.variant.model
    found = {}
    for key, value in cfg.model_kwargs.items():
        said = f"--model-kwargs {key}={value!r}"
        if key in TRAIN_PY_KWARGS:
            raise TrainError(f"{said}: timm's train.py gives create_model {key} itself: use {TRAIN_PY_KWARGS[key]}")
        if key not in model.TIMM_KWARGS:
            takes = ", ".join(model.TIMM_KWARGS) or "none"
            raise TrainError(f"{said}: {model.TITLE} takes {takes} (the keywords of its timm model hlocert renders)")
        field, values = model.TIMM_KWARGS[key]
        hit = [v for k, v in values.items() if k == value and type(k) is type(value)]
        if not hit:
            raise TrainError(f"{said}: {model.TITLE}'s {key} takes {', '.join(map(repr, values))}")
        found[field] = hit[0]
    try:
        return replace(cfg, variant=replace(cfg.variant, model=replace(model, **found)))
    except (ValueError, VariantError) as e:
        raise TrainError(f"--model-kwargs: {e}") from None
def with_drop_block(cfg: TrainConfig) -> TrainConfig:
    """`cfg` with its variant's model at `--drop-block` (timm's drop_block_rate; the name's
    `+dropblock{R}`), with `--variant` too, where the flag wins over the name; TrainError, one line,
    for a net without DropBlock (timm gives it to its ResNets only) or a rate the net refuses."""
    if cfg.drop_block is None:
        return cfg
    model = cfg.variant.model
    if "drop_block" not in {f.name for f in fields(model)}:
        if cfg.drop_block == 0:
            return cfg
        raise TrainError(f"--drop-block {cfg.drop_block!r}: {model.describe()} has no DropBlock (timm gives it to its "
                         f"ResNets only): drop --drop-block")
    try:
        return replace(cfg, variant=replace(cfg.variant, model=replace(model, drop_block=float(cfg.drop_block))))
    except (ValueError, VariantError) as e:
        raise TrainError(f"--drop-block {cfg.drop_block!r}: {e}") from None


def with_remat(cfg: TrainConfig) -> TrainConfig:
    """`cfg` with its variant's `+remat` twin under `--remat` (a `+remat` variant is its own twin)."""
    return replace(cfg, variant=replace(cfg.variant, remat=True)) if cfg.remat else cfg


def with_bce(cfg: TrainConfig) -> TrainConfig:
    """`cfg` with its variant's `+bce[+bcet{T}][+bces][+bcepw{W}]` twin under `--bce-loss` (timm's
    BinaryCrossEntropy; unlike timm's train.py, also without smoothing and mixup, where timm falls
    back to softmax cross-entropy); `--bce-target-thresh`, `--bce-sum`, `--bce-pos-weight` win over
    the variant's own; TrainError for one of them without `--bce-loss` or a value the grammar refuses."""
    options = {"bce_thresh": cfg.bce_target_thresh, "bce_pos_weight": cfg.bce_pos_weight,
               "bce_sum": cfg.bce_sum or None}
    given = {key: value for key, value in options.items() if value is not None}
    if not cfg.bce_loss:
        if "bce_thresh" in given:
            raise TrainError(f"--bce-target-thresh {cfg.bce_target_thresh} binarises the targets of the BCE loss: "
                             "add --bce-loss")
        if given:
            raise TrainError(f"{' '.join(map(flag, given))}: an option of the BCE loss: add --bce-loss")
        return cfg
    try:
        return replace(cfg, variant=replace(cfg.variant, bce=True, **{k: v if k == "bce_sum" else float(v)
                                                                      for k, v in given.items()}))
    except VariantError as e:
        raise TrainError(f"--bce-loss: {e}") from None


def with_aug_splits(cfg: TrainConfig, given: Iterable[str]) -> TrainConfig:
    """`cfg` under timm's `--aug-splits S`: -b counts images, so a variant the flags compose takes
    -b x S rows (one named by --variant names its rows); with `--jsd-loss` its `+jsd{S}` twin.
    With `--split-bn` the model's `+splitbn{S}` (every BatchNorm split over the S splits; without
    splits, with `--resplit`, over each batch's two halves, as timm).
    TrainError, one line, for --jsd-loss without splits or --split-bn without splits nor --resplit
    (timm asserts them), one split, --no-aug
    (timm's split transforms need the augmentations), mixup/cutmix, --aug-repeats, or a variant the
    grammar refuses. Each replica's micro-batch is laid out split by split (the loader's step_rows)."""
    splits = cfg.aug_splits
    if not splits:
        if cfg.jsd_loss:
            raise TrainError("--jsd-loss compares the views of each image: add --aug-splits S (S >= 2, timm's 3)")
        if cfg.split_bn:
            return _resplit_halves(cfg)
        return cfg
    clashes = [said for said, clash in (("--no-aug", cfg.no_aug), ("--mixup/--cutmix", cfg.mix.active),
                                        ("--aug-repeats", cfg.aug_repeats)) if clash]
    if splits < 2 or clashes:
        raise TrainError(f"--aug-splits {splits}: " + ("give S >= 2 views of each image (0: none)" if splits < 2 else
                         f"hlocert's aug splits take no mixup or repeats, and augment: drop {', '.join(clashes)}"))
    v = cfg.variant
    try:
        if "variant" not in set(given):
            v = replace(v, batch=v.batch * splits)
        if cfg.jsd_loss:
            v = replace(v, jsd_splits=splits)
        if cfg.split_bn:
            v = replace(v, model=split_bn_model(v.model, splits))
    except (ValueError, VariantError) as e:
        raise TrainError(f"--aug-splits {splits}: {e}") from None
    if v.batch % splits:
        raise TrainError(f"--aug-splits {splits}: the variant's batch b{v.batch} is its rows, S views of each image: "
                         f"give a multiple of {splits}")
    return replace(cfg, variant=v)


def at_student_input(model, student, said: str):
    """`model` at the student's input channels (timm creates the teacher at the student's in_chans)."""
    chans = getattr(student, "in_chans", 3)
    if getattr(model, "in_chans", 3) == chans:
        return model
    if not hasattr(model, "in_chans"):
        raise TrainError(f"{said}: {model.describe()} takes 3 channels, the student {chans}")
    return replace(model, in_chans=chans)


def kd_weights(task: float | None, distill: float | None) -> tuple[float, float]:
    """timm's LogitDistillationTask weights (task w_t, distill w_d) from --task-loss-weight and
    --distill-loss-weight: the distill weight given, each its own (w_t 1 where not given); the task
    weight alone, w_d = 1 − w_t (at 12 significant digits, so that the name reads `+kddw0.3` where
    float subtraction gives 0.30000000000000004: 1e-17 from timm's weight); neither, both 1."""
    if distill is not None:
        return (1.0 if task is None else float(task)), float(distill)
    if task is not None:
        return float(task), float(f"{1.0 - float(task):.12g}")
    return 1.0, 1.0


# the distillation flags that act only with a teacher (--kd-model-name), each with its timm default
KD_FLAGS = ("kd_checkpoint", "kd_distill_type", "kd_loss_type", "kd_temperature", "distill_loss_weight",
            "task_loss_weight", "kd_student_feature_dim", "kd_teacher_feature_dim", "kd_token_distill_type")


def with_kd(cfg: TrainConfig, given: Iterable[str]) -> TrainConfig:
    """`cfg` with its variant's distillation loss under --kd-model-name: `+kd{T}[+kdtw{W}][+kddw{W}]` (timm's
    logit distillation), under --kd-distill-type feature `+kdf{D}[+kdtw{W}][+kddw{W}]` (its feature
    distillation, D the teacher's pooled width), under --kd-distill-type token `+kdt{T}` or, with
    --kd-token-distill-type hard, `+kdth` (its token distillation of a distilled ViT, `+dist`); the teacher
    itself is train/teacher.py's. With --variant too, a flag given wins over the name; TrainError, one line,
    for a distillation flag without a teacher, a loss type other than kl (timm's own refusal), a flag of
    another distillation type, a feature width that is not the net's, a token distillation whose student has
    no distillation token, or a value the grammar refuses."""
    given = set(given)
    if cfg.kd_model_name is None:
        stray = [k for k in KD_FLAGS if getattr(cfg, k) != field_default(cfg, k)]
        if stray:
            raise TrainError(f"{', '.join(flag(k) for k in stray)}: distillation flags, and no teacher: add "
                             f"{flag('kd_model_name')} NAME, or drop them")
        return cfg
    said = f"{flag('kd_model_name')} {cfg.kd_model_name}"
    if cfg.kd_loss_type != "kl":
        raise TrainError(f"--kd-loss-type {cfg.kd_loss_type}: only 'kl' is supported (timm's own refusal)")
    kind = cfg.kd_distill_type
    feature, token = kind == "feature", kind == "token"
    owners = {"kd_student_feature_dim": "feature", "kd_teacher_feature_dim": "feature",
              "kd_token_distill_type": "token"}
    unused = [k for k, owner in owners.items() if getattr(cfg, k) != field_default(cfg, k) and owner != kind]
    unused += ["kd_temperature"] if feature and "kd_temperature" in given else []
    if unused:
        others = " and ".join(sorted({owners.get(k, "logit or token") for k in unused}))
        distils = {"feature": "features", "token": "through the distillation token"}.get(kind, "logits")
        raise TrainError(f"{', '.join(flag(k) for k in unused)}: {others} distillation's, and this run distils "
                         f"{distils}: drop them")
    for key in ("kd_temperature", "distill_loss_weight", "task_loss_weight"):
        value = getattr(cfg, key)
        if value is not None and not math.isfinite(value):
            raise TrainError(f"{flag(key)} {value!r}: give a finite number")
    if token:
        return _with_token_kd(cfg, given, said)
    v = cfg.variant
    task, distill = kd_weights(cfg.task_loss_weight, cfg.distill_loss_weight)
    weights_given = (bool({"task_loss_weight", "distill_loss_weight"} & given)
                     or (v.kd_feature_dim if feature else v.kd_temperature) is None)
    weights = {"kd_task_weight": task, "kd_distill_weight": distill} if weights_given else {}
    try:
        if feature:
            if v.kd_temperature is not None:
                raise TrainError(f"{said} --kd-distill-type feature: the variant {v.name} distils logits "
                                 f"(+kd{v.kd_temperature!r}): drop it, or use --kd-distill-type logit")
            v = replace(v, kd_feature_dim=_feature_dims(cfg, v, said), **weights)
        else:
            if v.kd_feature_dim is not None:
                raise TrainError(f"{said}: the variant {v.name} distils features (+kdf{v.kd_feature_dim}): drop it, "
                                 "or give --kd-distill-type feature")
            v = replace(v, kd_temperature=float(cfg.kd_temperature) if "kd_temperature" in given or
                        v.kd_temperature is None else v.kd_temperature, **weights)
    except VariantError as e:
        raise TrainError(f"{said}: {e}") from None
    return replace(cfg, variant=v)


def projection_init(v, seed: int) -> dict[str, np.ndarray]:
    """A `+kdf{D}` run's projection at its start (none at equal widths): timm's nn.Linear(D_s, D) default,
    weight and bias each uniform in ±1/√D_s, drawn from --seed's own stream for it."""
    rng = np.random.default_rng((seed, 0x6b64))
    shapes = v.projection_shapes()
    fan_in = next(iter(shapes.values()))[0] if shapes else 1
    return {name: torch_default_uniform(rng, shape, fan_in) for name, shape in shapes.items()}


def pooled_width(model: Net) -> int:
    """The width of `model`'s pooled pre-logits features (its head's input: timm's num_features, or
    head_hidden_size where a head widens them)."""
    body, _ = split_at_head(model.net())
    return body.out_shape((1, *model.example_shape))[-1]


def _with_token_kd(cfg: TrainConfig, given: set, said: str) -> TrainConfig:
    """`with_kd` under --kd-distill-type token: the variant's `+kdt{T}` (--kd-token-distill-type soft, T
    --kd-temperature, timm's train.py default 4) or `+kdth` (hard), the weights resolved as timm's."""
    v = cfg.variant
    if v.kd_temperature is not None or v.kd_feature_dim is not None:
        raise TrainError(f"{said} --kd-distill-type token: the variant {v.name} distils "
                         f"{'logits' if v.kd_temperature is not None else 'features'} ({v.distillations()[0]}): "
                         f"drop it, or give its --kd-distill-type")
    hard = cfg.kd_token_distill_type == "hard" if "kd_token_distill_type" in given or not v.token_distills \
        else v.kd_token_hard
    if hard:
        loss = {"kd_token_hard": True, "kd_token_temperature": None}
    else:
        keep = v.kd_token_temperature is not None and "kd_temperature" not in given
        loss = {"kd_token_hard": False,
                "kd_token_temperature": v.kd_token_temperature if keep else float(cfg.kd_temperature)}
    weights = {}
    if {"task_loss_weight", "distill_loss_weight"} & given or not v.token_distills:
        weights = dict(zip(("kd_task_weight", "kd_distill_weight"),
                           kd_weights(cfg.task_loss_weight, cfg.distill_loss_weight)))
    try:
        return replace(cfg, variant=replace(v, **loss, **weights))
    except VariantError as e:
        raise TrainError(f"{said}: {e}") from None


def _feature_dims(cfg: TrainConfig, v, said: str) -> int:
    """The teacher's pooled width D of `+kdf{D}`: the net --kd-model-name names at the student's classes,
    image size and channels (train/teacher.py checks the teacher it builds against it); timm's
    --kd-student-feature-dim / --kd-teacher-feature-dim, where given, must be the widths the nets have."""
    try:
        net, size, options = resolve_model(cfg.kd_model_name)
    except TrainError as e:
        raise TrainError(str(e).replace("unknown --model", "unknown --kd-model-name")) from None
    student = v.model
    try:
        teacher = at_student_input(net(size, student.num_classes, student.image_size, **options), student, said)
        widths = {"kd_student_feature_dim": pooled_width(student), "kd_teacher_feature_dim": pooled_width(teacher)}
    except ValueError as e:
        raise TrainError(f"{said} --kd-distill-type feature: {e}") from None
    for key, width in widths.items():
        if getattr(cfg, key) is not None and getattr(cfg, key) != width:
            who = "student's" if key.startswith("kd_student") else "teacher's"
            raise TrainError(f"{flag(key)} {getattr(cfg, key)}: the {who} pooled features are {width} wide "
                             f"(timm's num_features): give {width}, or leave it out (timm infers it)")
    if v.kd_feature_dim is not None and v.kd_feature_dim != widths["kd_teacher_feature_dim"]:
        raise TrainError(f"{said}: the variant's +kdf{v.kd_feature_dim} is not the teacher's pooled width "
                         f"{widths['kd_teacher_feature_dim']}: give +kdf{widths['kd_teacher_feature_dim']}")
    return widths["kd_teacher_feature_dim"]


def _resplit_halves(cfg: TrainConfig) -> TrainConfig:
    """`--split-bn` without aug splits: with `--resplit` two splits, each batch's halves (the first
    unerased), as timm's train.py splits by max(aug splits, 2) and erases the second half; TrainError
    without `--resplit`, as timm asserts one of them."""
    if not cfg.resplit:
        raise TrainError("--split-bn gives each aug split its own BatchNorm: add --aug-splits S (S >= 2, timm's 3), "
                         "or --resplit for the two halves of each batch")
    try:
        return replace(cfg, variant=replace(cfg.variant, model=split_bn_model(cfg.variant.model, 2)))
    except (ValueError, VariantError) as e:
        raise TrainError(f"--split-bn --resplit: {e}") from None


def split_bn_model(model: Net, splits: int) -> Net:
    """`model` with every BatchNorm split over `splits` aug splits (timm's `--split-bn`: the name's
    `+splitbn{S}`); TrainError, one line, for a model without BatchNorm (timm's conversion would
    find none to split)."""
    if not model.has_batchnorm_options() or not model.state_shapes():
        raise TrainError(f"--split-bn: {model.describe()} has no BatchNorm{model.without_batchnorm()}: drop --split-bn")
    return replace(model, bn_splits=splits)


def initial_weights(model: Net, cfg: TrainConfig,
                    log: Callable[[str], None]) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """A new run's starting (params, net state): a fresh init at `--seed`, or `--pretrained`'s
    weights and running statistics (a head of another class count re-initialised at `--seed`,
    weights.pretrained_params), or `--initial-checkpoint`'s (`checkpoint_start`)."""
    head_init(model, cfg, {})          # a bad value before any weights are read
    if getattr(model, "bn_splits", 1) > 1 and _unsplit_start(cfg):
        # timm's train.py converts to SplitBatchNorm2d after create_model has loaded the weights:
        # they are read into the unsplit model, then every auxiliary set is a copy of its main one
        params, state = initial_weights(replace(model, bn_splits=1), cfg, log)
        return model.split_bn_params(params), model.split_bn_params(state)
    if cfg.initial_checkpoint is not None:
        params, state = checkpoint_start(model, cfg, log)
    elif cfg.pretrained is None and cfg.pretrained_path is None:
        params, state = model.init_params(cfg.seed), model.init_state()
    elif is_timm_weights(cfg.pretrained):
        params, state = timm_start(model, cfg, log)
    else:
        if cfg.pretrained is not None and cfg.pretrained_path is not None:
            raise TrainError(f"--pretrained {cfg.pretrained} and --pretrained-path {cfg.pretrained_path} both give a "
                             "weights file: give one (--pretrained-path goes with --pretrained, timm's weights)")
        path, said = ((cfg.pretrained, "--pretrained") if cfg.pretrained is not None else
                      (cfg.pretrained_path, "--pretrained-path"))
        try:
            params, state = pretrained_params(path, model, cfg.seed, log)
        except (WeightsError, OSError, ImportError, ValueError) as e:
            raise TrainError(f"{said} {path}: {e}") from None
        log(f"weights from {said} {path}")
    return head_init(model, cfg, params), state


def is_timm_weights(spec: str | None) -> bool:
    """Whether `--pretrained`'s value names timm's pretrained weights (`timm`, the flag with no
    value, or `timm:NAME.TAG`) rather than a file."""
    return spec is not None and (spec == "timm" or spec.startswith("timm:"))


def _unsplit_start(cfg: TrainConfig) -> bool:
    """Whether the starting weights are given (--pretrained, --pretrained-path, --initial-checkpoint)
    and hold no auxiliary BatchNorm sets: all but an hlocert checkpoint of a --split-bn run."""
    if cfg.initial_checkpoint is None:
        return cfg.pretrained is not None or cfg.pretrained_path is not None
    if not Path(cfg.initial_checkpoint).is_dir():
        return True
    try:
        params = ckpt.load_checkpoint(cfg.initial_checkpoint, lambda line: None).tensors["params"]
    except ckpt.CheckpointError:
        return False            # checkpoint_start says why, in its own words
    return not any(".aux_bn." in name for name in params)


def timm_start(model: Net, cfg: TrainConfig,
               log: Callable[[str], None]) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """timm's train.py `--pretrained`: `timm.create_model(<the net's timm twin>[.tag], pretrained=True)`
    (the tag: `--pretrained timm:NAME.TAG`'s, else `--model NAME.TAG`'s, else timm's default), with
    `--pretrained-path FILE` read by timm as those weights; its state_dict then goes the way of a
    weights file (weights.pretrained_params: the head re-initialised for another class count, the
    stem fitted to --in-chans)."""
    said = f"--pretrained {cfg.pretrained}" + (f" --pretrained-path {cfg.pretrained_path}"
                                               if cfg.pretrained_path is not None else "")
    try:
        name = timm_weights_name(model, cfg.pretrained, model_tag(cfg.model)[1])
        sd, read = timm_state_dict(model, name, cfg.pretrained_path)
        params, state = pretrained_params(sd, model, cfg.seed, log, said=f"timm's {read}")
    except (WeightsError, OSError, ValueError) as e:
        raise TrainError(f"{said}: {e}") from None
    log(f"weights from {said}: timm's {read}" + (f" (read from {cfg.pretrained_path})"
                                                  if cfg.pretrained_path is not None else ""))
    return params, state


def head_init(model: Net, cfg: TrainConfig, params: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """timm's train.py after create_model: the classifier's (`get_classifier()`: the parameters whose
    shapes follow the class count, weights.head_names) weight and bias times `--head-init-scale`,
    then its bias set to `--head-init-bias`; TrainError for a value that is not a finite number."""
    for key in ("head_init_scale", "head_init_bias"):
        value = getattr(cfg, key)
        if value is not None and not math.isfinite(value):
            raise TrainError(f"{flag(key)} {value!r}: give a finite number")
    if not params or (cfg.head_init_scale is None and cfg.head_init_bias is None):
        return params
    out = dict(params)
    weight, bias = sorted(head_names(model), key=lambda k: out[k].ndim, reverse=True)
    if cfg.head_init_scale is not None:
        out[weight], out[bias] = (out[k] * np.asarray(cfg.head_init_scale, out[k].dtype) for k in (weight, bias))
    if cfg.head_init_bias is not None:
        out[bias] = np.full_like(out[bias], cfg.head_init_bias)
    return out


def checkpoint_start(model: Net, cfg: TrainConfig,
                     log: Callable[[str], None]) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """timm's `--initial-checkpoint`: only the weights of PATH (the optimizer fresh, step 0): an
    hlocert checkpoint folder or run folder (its newest intact checkpoint's live weights and
    running statistics, which must fit `model` exactly, as timm loads strictly), else a state_dict
    file as `--pretrained` reads it."""
    path = cfg.initial_checkpoint
    if cfg.pretrained is not None or cfg.pretrained_path is not None:
        other = f"--pretrained {cfg.pretrained}" if cfg.pretrained is not None else \
            f"--pretrained-path {cfg.pretrained_path}"
        raise TrainError(f"--initial-checkpoint {path} and {other} both give the starting weights: give one")
    if not Path(path).is_dir():
        try:
            params, state = pretrained_params(path, model, cfg.seed, log)
        except (WeightsError, OSError, ImportError, ValueError) as e:
            raise TrainError(f"--initial-checkpoint {path}: {e}") from None
    else:
        try:
            ck = ckpt.load_checkpoint(path, log)
            params, state = ck.tensors["params"], ck.tensors.get(STATE, {})
            # a +kdf run's projection is its task's, not the net's (timm's --initial-checkpoint reads the model's)
            params = {k: p for k, p in params.items() if not k.startswith(PROJECTION + ".")}
            check_params(params, model)
        except (ckpt.CheckpointError, WeightsError) as e:
            raise TrainError(f"--initial-checkpoint {path}: {e}") from None
        want = model.init_state()
        if {k: a.shape for k, a in state.items()} != {k: a.shape for k, a in want.items()}:
            raise TrainError(f"--initial-checkpoint {path}: its running statistics do not fit {model.describe()}")
        path = ck.directory
    log(f"weights from --initial-checkpoint {path} (a fresh optimizer at step 0)")
    return params, state


def drop_ramp(model: Net, cfg: TrainConfig) -> np.ndarray:
    """The net's per-site drop probabilities at `--drop-path`, with `--drop` (timm's classifier
    dropout) on the head's columns of the nets that render one (the MobileNet family: its last
    `features` sites); TrainError for a `--drop` rate > 0 on another net or outside [0, 1)."""
    ramp = model.drop_ramp(cfg.drop_path)
    if cfg.drop is None:
        return ramp
    if not (math.isfinite(cfg.drop) and 0 <= cfg.drop < 1):
        raise TrainError(f"--drop {cfg.drop!r}: give a dropout rate in [0, 1)")
    if not isinstance(model, MobileNet):
        if cfg.drop == 0:
            return ramp
        takers = ", ".join(n.NAME for n in nets.all_nets() if issubclass(n, MobileNet))
        raise TrainError(f"--drop {cfg.drop}: {model.describe()} renders no classifier dropout; the nets that do: "
                         f"{takers} (or drop --drop)")
    ramp = np.array(ramp, dtype=float)
    ramp[len(ramp) - model.head_dropout_width:] = cfg.drop
    return ramp


def with_lr_base(cfg: TrainConfig, given: Iterable[str]) -> TrainConfig:
    """`cfg` with `lr` from `--lr-base` where `--lr` is not given (timm's train.py): lr_base x
    global batch / lr_base_size (the global batch: -b images x replicas x --grad-accum-steps), or its
    square root (`--lr-base-scale`; by default sqrt for the adam family and lamb, else linear)."""
    if cfg.lr_base is None or "lr" in set(given):
        return cfg
    if not (math.isfinite(cfg.lr_base) and cfg.lr_base > 0 and cfg.lr_base_size > 0):
        raise TrainError(f"--lr-base {cfg.lr_base!r} --lr-base-size {cfg.lr_base_size!r}: give numbers > 0")
    v = cfg.variant
    images = v.batch // max(1, cfg.aug_splits)          # timm's global batch counts images, not aug-split views
    if cfg.train_img_sizes is not None:                  # timm's: the scheduled sizes' policy-average batch
        from .sizes import average_batch
        images = average_batch(cfg, v)
    ratio = images * (cfg.replicas or v.replicas) * cfg.grad_accum_steps / cfg.lr_base_size
    head = v.optimizer.HEAD if v.optimizer is not None else cfg.opt.split("+")[0]
    scale = cfg.lr_base_scale or ("sqrt" if any(o in head.lower() for o in ("ada", "lamb")) else "linear")
    return replace(cfg, lr=cfg.lr_base * (math.sqrt(ratio) if scale == "sqrt" else ratio))


def check_unrendered(cfg: TrainConfig) -> None:
    """TrainError, one line, for a timm flag's value the run's variant does not take (a `--drop`
    rate > 0 with a `--variant` that has no `+drop` masks)."""
    if cfg.drop:
        drop_ramp(cfg.variant.model, cfg)       # a net without a classifier dropout: refused there
        if not cfg.variant.drop:
            raise TrainError(f"--drop {cfg.drop}: the variant {cfg.variant.name} has no +drop (no dropout masks): "
                             "add +drop to --variant, or drop --drop")
