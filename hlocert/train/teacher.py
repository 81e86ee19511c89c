"""The teacher of knowledge distillation (timm's train.py `--kd-model-name`, its `DistillationTeacher`):
a net's certified eval forward, its weights fixed, run on each augmented batch before the train step;
its logits are the step's `teacher` argument (the `+kd{T}` loss, ops/kd.py), or under feature distillation
(`+kdf{D}`, ops/kd_feature.py) its pooled pre-logits features, from its eval forward stopped at the head's
input (`fwd+prelogits`: the same certified chain, truncated; timm's `forward_head(pre_logits=True)`). It never
trains: its weights are read once and put on the device once.

Its weights: `--kd-checkpoint PATH` (an hlocert checkpoint or run folder, its newest intact
checkpoint's live weights, its net the one --kd-model-name names; or a weights FILE: for a net with a
timm twin read by timm as its pretrained weights, timm's `teacher_pretrained_path` (create_model's
pretrained_cfg_overlay file, as --pretrained-path), else as --pretrained FILE reads it), else timm's pretrained
weights of the net's timm twin (timm creates its teacher with pretrained=True; `NAME.TAG` picks the
tag), read as `--pretrained timm` reads them (recipe.timm_start: a head of another class count is
re-initialised at --seed, as timm's create_model drops it). A net without a timm twin and no
--kd-checkpoint is refused in one line.

Normalisation (timm's `DistillationTeacher.normalize_input`): the batch comes normalised by the run's
mean/std; where the teacher's own differ (the checkpoint's run's, timm's pretrained_cfg's, or ImageNet's for a weights file) the
teacher is fed x·std_s + mean_s − mean_t, over std_t, per channel, in float32 on the host. timm compares
the student's pretrained_cfg with the teacher's; hlocert compares the normalisation the batch actually
has (the same unless --mean/--std are given).
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Callable

import numpy as np

from ..data.transforms import IMAGENET_MEAN, IMAGENET_STD
from ..render.signature import STATE, net_shapes, signature
from ..render.variants import Variant
from ..weights import WeightsError, check_params, pretrained_params, timm_weights_name
from . import checkpoint as ckpt
from .artifacts import load_artifact
from .config import TrainConfig, flag
from .errors import TrainError
from .evaluate import forward_resident, resident_weights
from .recipe import at_student_input, model_tag, resolve_model, timm_start

HOW = "give --kd-checkpoint PATH (an hlocert checkpoint or run folder of the teacher, or a weights FILE as --pretrained takes)"


class Teacher:
    """`Teacher(cfg, v, log)` reads the weights (before anything compiles); `compile(lowerer)`; then
    `logits(x)` for any multiple of the step's batch of rows."""

    def __init__(self, cfg: TrainConfig, v: Variant, log: Callable[[str], None]):
        said = f"--kd-model-name {cfg.kd_model_name}"
        try:
            net, size, fields = resolve_model(cfg.kd_model_name)
        except TrainError as e:
            raise TrainError(str(e).replace("unknown --model", "unknown --kd-model-name")) from None
        student = v.model
        if cfg.kd_checkpoint is not None and Path(cfg.kd_checkpoint).is_dir():
            model, params, state, mean, std = _from_checkpoint(cfg.kd_checkpoint, net, size, student, said, log)
        else:
            try:
                model = at_student_input(net(size, student.num_classes, student.image_size, **fields), student, said)
            except ValueError as e:
                raise TrainError(f"{said} at the student's {student.image_size}² and {student.num_classes} "
                                 f"classes: {e}") from None
            read = _from_timm if model.timm_arch() is not None or cfg.kd_checkpoint is None else _from_file
            params, state, mean, std = read(model, cfg, said, log)
        self.variant = Variant(model.eval_twin(), v.batch, 1, "fwd", pre_logits=v.kd_feature_dim is not None)
        if v.kd_feature_dim is not None and net_shapes(self.variant).features != v.kd_feature_dim:
            raise TrainError(f"{said}: {model.describe()}'s pooled features are {net_shapes(self.variant).features} "
                             f"wide, the variant's +kdf{v.kd_feature_dim} says {v.kd_feature_dim}: give "
                             f"+kdf{net_shapes(self.variant).features}")
        self.params, self.state = params, state
        self.student_mean, self.student_std = (np.asarray(a, np.float32) for a in (cfg.augment.mean, cfg.augment.std))
        self.mean, self.std = np.asarray(mean, np.float32), np.asarray(std, np.float32)
        self.renormalise = not (np.array_equal(self.mean, self.student_mean) and
                                np.array_equal(self.std, self.student_std))
        log(f"teacher {self.variant.model.describe()} ({self.variant.name})"
            + (f", its input re-normalised to mean {tuple(map(float, self.mean))} std {tuple(map(float, self.std))}"
               if self.renormalise else ""))
        self.exe = self.sig = self.resident = None

    def compile(self, lowerer, log: Callable[[str], None]) -> None:
        text, _ = load_artifact(self.variant, log)
        self.exe = lowerer.compile(text)
        self.sig = signature(self.variant)
        names = next(g for g in self.sig.inputs if g.name == "params").keys   # +prelogits: the head's not read
        self.resident = resident_weights(self.exe, self.sig, {k: self.params[k] for k in names}, self.state)
        log(f"compiled the teacher's {self.variant.name} ({self.exe.provenance})")

    def input(self, x: np.ndarray) -> np.ndarray:
        """x (normalised for the student, NHWC) as the teacher expects it."""
        if not self.renormalise:
            return x
        return renormalise(x, self.student_mean, self.student_std, self.mean, self.std)

    def outputs(self, x: np.ndarray) -> np.ndarray:
        """The teacher's float32 logits of rows x (under `+kdf{D}` its pooled features), the step's batch at a
        time: the step's `teacher` argument."""
        batch = self.variant.batch
        if len(x) % batch:
            raise TrainError(f"the teacher runs {batch} rows at a time, got {len(x)}")
        x = self.input(x)
        return np.concatenate([forward_resident(self.exe, self.sig, np.ascontiguousarray(x[i:i + batch]),
                                                self.resident) for i in range(0, len(x), batch)])


def renormalise(x: np.ndarray, student_mean, student_std, mean, std) -> np.ndarray:
    """NHWC rows normalised by (student_mean, student_std), per channel, re-normalised by (mean, std):
    x·std_s + mean_s − mean_t, over std_t (timm's normalize_input), in x's dtype."""
    return ((x * student_std + student_mean - mean) / std).astype(x.dtype)


def _from_checkpoint(path: str, net, size: str, student, said: str, log):
    """(model, params, state, mean, std) of an hlocert checkpoint of the net --kd-model-name names."""
    try:
        ck = ckpt.load_checkpoint(path, log)
    except ckpt.CheckpointError as e:
        raise TrainError(f"--kd-checkpoint {path}: {e}") from None
    model = ck.variant.model
    if type(model) is not net or model.size != size:
        raise TrainError(f"--kd-checkpoint {path} holds {model.describe()}, {said} names {net.NAME}_{size}: "
                         "give the teacher's checkpoint, or name its net")
    if model.num_classes != student.num_classes:
        raise TrainError(f"--kd-checkpoint {path}: its {model.num_classes} classes are not the student's "
                         f"{student.num_classes} (the KL compares the logits class by class)")
    if getattr(model, "in_chans", 3) != getattr(student, "in_chans", 3):
        raise TrainError(f"--kd-checkpoint {path}: its net takes {getattr(model, 'in_chans', 3)} channels, the "
                         f"student {getattr(student, 'in_chans', 3)}")
    if model.image_size != student.image_size:
        try:
            model = replace(model, image_size=student.image_size)
            check_params(ck.tensors["params"], model)
        except (ValueError, WeightsError) as e:
            raise TrainError(f"--kd-checkpoint {path}: its {model.describe()} at {ck.variant.model.image_size}² "
                             f"does not take the student's {student.image_size}² ({e})") from None
    run = ckpt.saved_config(ck.directory, ck.state).augment
    log(f"teacher weights from --kd-checkpoint {ck.directory}")
    return model, ck.tensors["params"], ck.tensors.get(STATE, {}), run.mean, run.std


def _from_timm(model, cfg: TrainConfig, said: str, log):
    """(params, state, mean, std): timm's pretrained weights of `model` (recipe.timm_start; read from
    --kd-checkpoint FILE if given, as --pretrained-path) and its pretrained_cfg's mean/std (at the
    model's channels, their mean on each as timm adapts them)."""
    if model.timm_arch() is None:
        raise TrainError(f"{said}: {model.describe()} has no timm weights, and a teacher needs weights (timm "
                         f"creates it pretrained): {HOW}")
    try:
        name = timm_weights_name(model, "timm", model_tag(cfg.kd_model_name)[1])
    except WeightsError as e:
        raise TrainError(f"{said}: {e}") from None
    try:
        params, state = timm_start(model, replace(cfg, pretrained="timm", pretrained_path=cfg.kd_checkpoint,
                                                  model=cfg.kd_model_name), log)
    except TrainError as e:
        raise TrainError(f"{said}: {e}; or {HOW}") from None
    import timm  # timm_start read the weights with it
    pretrained = timm.models.get_pretrained_cfg(name)
    chans = getattr(model, "in_chans", 3)
    mean, std = (tuple(getattr(pretrained, k)) for k in ("mean", "std"))
    if len(mean) != chans:
        mean, std = ((float(np.mean(v)),) * chans for v in (mean, std))
    return params, state, mean, std


def _from_file(model, cfg: TrainConfig, said: str, log):
    """(params, state, mean, std): a state_dict file as --pretrained reads it (weights.pretrained_params),
    ImageNet's mean/std at the model's channels (a file says none)."""
    try:
        params, state = pretrained_params(cfg.kd_checkpoint, model, cfg.seed, log)
    except (WeightsError, OSError, ImportError, ValueError) as e:
        raise TrainError(f"--kd-checkpoint {cfg.kd_checkpoint}: {e}") from None
    log(f"teacher weights from --kd-checkpoint {cfg.kd_checkpoint}")
    chans = getattr(model, "in_chans", 3)
    return params, state, *(v if chans == 3 else (float(np.mean(v)),) * chans
                            for v in (tuple(map(float, IMAGENET_MEAN)), tuple(map(float, IMAGENET_STD))))


def check_teacher(cfg: TrainConfig, v: Variant) -> None:
    """TrainError, one line, for a `+kd{T}` variant without a teacher named, or a teacher for a
    variant without the loss that reads it."""
    if v.kd_temperature is not None and cfg.kd_model_name is None:
        raise TrainError(f"the variant's +kd{v.kd_temperature!r} distils from a teacher's logits: give "
                         f"{flag('kd_model_name')} NAME")
    if v.kd_feature_dim is not None and cfg.kd_model_name is None:
        raise TrainError(f"the variant's +kdf{v.kd_feature_dim} distils from a teacher's pooled features: give "
                         f"{flag('kd_model_name')} NAME --kd-distill-type feature")
    if v.token_distills and cfg.kd_model_name is None:
        raise TrainError(f"the variant's {v.distillations()[0]} distils from a teacher's logits: give "
                         f"{flag('kd_model_name')} NAME --kd-distill-type token")
    if cfg.kd_model_name is not None and not v.distillations():
        raise TrainError(f"{flag('kd_model_name')} {cfg.kd_model_name}: the variant {v.name} has no +kd{{T}}, "
                         "+kdf{D}, +kdt{T} or +kdth loss")
