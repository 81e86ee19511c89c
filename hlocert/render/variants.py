"""The variant grammar: one name says everything a render depends on.

    {net}_{size}-c{classes}-i{image}-b{batch}x{replicas}-{kind}

    net      a module of hlocert/nets (hlocert.nets.names())
    size     one of the net's SIZES (case as the net writes it)
    kind     fwd[+drop][+bf16][+wbf16][+prelogits][+{net option}...]
             {optimizer}[+{its own options}][+wd{V}][+wx][+ld{F}[+ldmin{S}][+ldno{S}]][+clip{C}|+clipv{C}|+agc{C}]
                 [+ema[+emaw]][+drop][+syncbn][+bf16][+wbf16][+bce[+bcet{T}][+bces][+bcepw{W}]|+jsd{S}]
                 [+kd{T}|+kdf{D}|+kdt{T}|+kdth][+kdtw{W}][+kddw{W}][+lsc{S}][+remat][+{net option}...]

    optimizer  adamw | adam | sgd[+m{μ}][+nesterov] | rmsproptf[+m{μ}] | lamb | muon (hlocert/optim)

e.g. `tinycnn_S-c10-i32-b32x4-adamw+wx+clip1.0+drop`, `resnet..-sgd+m0.9+nesterov+wd0.0001+wx`.
`wx` is timm's no-decay rule: no decay on 1-D parameters (norms, biases, γ) nor on the names the
net's timm model lists in `no_weight_decay()` (ViT's class token and position table; `Variant.chain`
passes them); `wd{V}` sets the decay (default
0.05 for adamw, 0 for the others); `ld{F}` is timm's layer-wise lr decay (each tensor's lr times
F^(L−1−layer), the layers the net's `layer_ids()`: `Variant.chain` passes them); `clip{C}` clips
the global gradient norm at C, `clipv{C}` each gradient element to ±C (timm's `--clip-mode value`),
`agc{C}` each unit adaptively (timm's `--clip-mode agc`, the head unclipped); `ldmin{S}`, `ldno{S}`
are timm's layer-decay min_scale and no_opt_scale; `ema` keeps EMA shadow weights (`emaw`: its decay
warmed up as timm's `--model-ema-warmup`); `drop` renders the stochastic-depth sites (their keep masks become an input);
`syncbn` (a train step of a net with BatchNorm) normalises by the statistics of the global batch,
summed over the replicas (SyncBatchNorm), instead of each replica's own; `bf16` multiplies in bf16
with f32 accumulation (mixed precision, render/bf16.py), everything else staying f32; `wbf16` renders the whole
step in bf16 (timm's `--model-dtype bfloat16`: the inputs, the parameters, the running statistics, the optimizer's
state and host scalars, every op; `Variant.dtype`); `bce` makes the
loss timm's BinaryCrossEntropy (ops/bce.py), `bcet{T}` binarises its targets at t > T, `bces` sums it over
the classes (timm's `sum_classes`) and `bcepw{W}` weights the positives by W (timm's `pos_weight`); `jsd{S}`
makes it timm's JsdCrossEntropy over S aug splits (ops/jsd.py: the batch b is then the rows, S views of
each of b/S images, split by split); `kd{T}` makes it timm's logit distillation at temperature T
(ops/kd.py: the step takes a `teacher` argument, the teacher's logits of the same batch), `kdf{D}` timm's
feature distillation from a teacher whose pooled features are D wide (ops/kd_feature.py: the net's chain runs
to its head's input, the pooled features, and the step's `teacher` argument is the teacher's [b, D]; where
D is not the student's width the step also trains timm's projection `kd.proj.w`, `kd.proj.b`), `kdt{T}` and
`kdth` timm's token distillation, soft at temperature T or hard (ops/kd_token.py: a distilled ViT's, `+dist`,
whose chain then ends at both heads' logits, ops/distilled.py `distilled_training`; the step's `teacher`
argument as under `kd{T}`), `kdtw{W}` and `kddw{W}` the task and distillation weights of any of them (each 1
unwritten); an eval forward's `prelogits`
returns the pooled features instead of the logits (the net's eval chain truncated before its head's dense,
timm's `forward_head(pre_logits=True)`: a feature-distillation teacher's); `lsc{S}` multiplies the loss (and
so every gradient) by S (ops/loss_scale.py: timm's --variable-batch-loss-scale, a scheduled size's
step, train/sizes.py; 1 unwritten); `remat` keeps
only each residual block's input and recomputes its branch in the backward (ops/remat.py). The net options, in the
net's order, are the net's own
(`Net.OPTIONS`, e.g. a lowering the targets choose among, render/targets.py), then on a net with
BatchNorm timm's `--bn-momentum` and `--bn-eps` as `bnm{M}` and `bne{E}` (nets/base.py
BATCHNORM_OPTIONS: every BatchNorm's; written only where they differ from the net's defaults; an
eval forward reads no momentum, so its name carries `bne` alone), and last timm's `--in-chans` as
`ch{N}` (IN_CHANS_OPTIONS: the input's channels, written only where not 3). A train step of a net
with BatchNorm also takes `splitbn{S}` after `bne` (timm's --split-bn: every BatchNorm a
SplitBatchNorm2d over S aug splits of the batch's rows, ops/split_batchnorm.py; an eval forward has none).

The grammar is declared once: the head by `TEMPLATE` and `PARTS`, every `+option` by a record of
hlocert/grammar.py (the variant's `TRAIN_OPTIONS`, each optimizer family's `options()`, each net's
`name_options()`); `Variant.parse` and `Variant.name` are both derived from those declarations.
A name is parsed once, where it enters, into a `Variant`; everything below takes the object.
It enters through one of three readers, one per kind of source, the only callers of `Variant.parse`
in hlocert/, bench/ and scripts/:

    variant_arg  text a person typed: a command-line flag or positional (argparse's `type=`, as
                 train's --variant and the bench scripts' take it; an args.yaml's `variant`, read
                 as the flag would read it, train/timm_args.py), or one a command reads itself
                 (`render`'s positional, whose error is one line without argparse's usage;
                 `bench --scaling`'s --config, a config or a variant);
    recorded     a record hlocert wrote: a file's banner (render/certified.py), a run's config.json
                 (train/config.py), a checkpoint's state.json (train/checkpoint.py), a bench
                 worker's JSON spec (bench/configs.py); its caller wraps the VariantError in its
                 own error naming the record;
    declared     a name a net declares (DEFAULT_TRAIN, COMMITTED, BENCH), parsed once per process.

tests/render/test_variant_entries.py lists the three and fails on a new call.
"""
from __future__ import annotations

import argparse
import functools
import math
import re
from dataclasses import dataclass, field, replace

from .. import nets
from ..grammar import Count, Flag, Number, absent, field_default, read, spelled, write
from ..nets.base import Net
from ..ops.base import Chain as StageChain, Stage
from ..ops.bce import BinaryCrossEntropy
from ..ops.distilled import distilled_training
from ..ops.jsd import JsdCrossEntropy
from ..ops.kd import LogitDistillation
from ..ops.kd_feature import FeatureDistillation, FeatureDistillationTask, rerun_head, split_at_head
from ..ops.kd_token import TokenDistillation
from ..ops.loss_scale import ScaledLoss
from ..optim import OPTIMIZERS, AdamW, Chain, Optimizer

# The name's fixed head, each part with its spelling: the pattern it reads is derived from it,
# and `Variant.name` prints through it.
TEMPLATE = "{net}_{size}-c{classes}-i{image}-b{batch}x{replicas}-{kind}"
PARTS = {"net": "[a-z][a-z0-9]*", "size": "[A-Za-z0-9]+", "classes": r"\d+", "image": r"\d+", "batch": r"\d+",
         "replicas": r"\d+", "kind": ".+"}
NAME_RE = re.compile(re.sub(r"\\\{(\w+)\\\}", lambda m: f"(?P<{m[1]}>{PARTS[m[1]]})", re.escape(TEMPLATE)) + r"\Z")
# The variant's own options (after the optimizer's, before the net's), in canonical order.
TRAIN_OPTIONS = (Flag("drop", "drop"), Flag("syncbn", "syncbn"), Flag("bf16", "bf16"),
                 Flag("wbf16", "model_dtype", "bf16"), Flag("bce", "bce"),
                 Number("bcet", "bce_thresh", "T"), Flag("bces", "bce_sum"), Number("bcepw", "bce_pos_weight", "W"),
                 Count("jsd", "jsd_splits", "S"), Number("kd", "kd_temperature", "T"), Count("kdf", "kd_feature_dim", "D"),
                 Number("kdt", "kd_token_temperature", "T"), Flag("kdth", "kd_token_hard"),
                 Number("kdtw", "kd_task_weight", "W"), Number("kddw", "kd_distill_weight", "W"),
                 Number("lsc", "loss_scale", "S"), Flag("remat", "remat"))
# An eval forward has no batch statistics (syncbn), no loss (bce, bcet) and no backward (remat); its own
# `prelogits` stops it at the head's input (the pooled features a feature-distillation teacher gives).
FWD_OPTIONS = (*(o for o in TRAIN_OPTIONS if o.field in ("drop", "bf16", "model_dtype")),
               Flag("prelogits", "pre_logits"))
# A model dtype other than f32: every tensor of the render, its parameters and their optimizer state
# included, in it (timm's --model-dtype); the spelling of each, written only when used.
MODEL_DTYPES = {"f32": None, "bf16": "wbf16"}


def _optional(options) -> str:
    return "".join(f"[+{s}]" for s in spelled(options))


def grammar() -> str:
    return (TEMPLATE + "; net in " + "|".join(nets.names())
            + f"; kind fwd{_optional(FWD_OPTIONS)}[+net options] or "
            f"{{optimizer}}[+its options]{_optional(Optimizer.SHARED_OPTIONS)}{_optional(TRAIN_OPTIONS)}"
            "[+net options], optimizer in " + "|".join(OPTIMIZERS))


class VariantError(ValueError):
    pass


def optimizer_text(o: Optimizer) -> str:
    """The optimizer as a variant's kind spells it: its head and its options (`sgd+m0.9+nesterov`)."""
    return "+".join([o.HEAD, *write(o, o.options())])


def parse_optimizer(text: str) -> Optimizer:
    """The optimizer `text` spells (`optimizer_text`'s inverse: a family and its options, as
    `--opt` takes them); VariantError for an unknown family or option, or a text not in canonical form."""
    head, *opts = text.split("+")
    family = OPTIMIZERS.get(head)
    if family is None:
        raise VariantError(f"unknown optimizer {head!r}; valid: {', '.join(OPTIMIZERS)}")
    (fields,) = _read_options(opts, (family.options(),), head, text)
    optimizer = _optimizer(family, fields, text)
    if optimizer_text(optimizer) != text:
        raise VariantError(f"{text!r} is not in canonical form; write {optimizer_text(optimizer)!r}")
    return optimizer


def _read_options(opts: list[str], groups: tuple, head: str, text: str) -> tuple[dict, ...]:
    """The fields each of `groups` (tuples of grammar options, tried in order) takes from the written
    options `opts` of `text`; VariantError naming the first option none of them declares."""
    found = tuple({} for _ in groups)
    for opt in opts:
        for into, options in zip(found, groups):
            fields = read(opt, options)
            if fields is not None:
                into.update(fields)
                break
        else:
            valid = ", ".join(spelled(o for g in groups for o in g))
            raise VariantError(f"option {opt!r} is not valid for {head} in {text!r}; valid: {valid}")
    return found


def _optimizer(family: type[Optimizer], fields: dict, text: str) -> Optimizer:
    """The optimizer of `family` with the written `fields` (the unwritten options' `absent` values
    under them); VariantError for values the family refuses."""
    try:
        return family(**{**absent(family.options()), **fields})
    except ValueError as e:
        raise VariantError(f"{text!r}: {e}") from None


def default_batch(num_classes: int) -> int:
    """64 for the ImageNet-1k renders (global 256 over 4 replicas, the JAX reference's recipe),
    32 otherwise."""
    return 64 if num_classes == 1000 else 32


@dataclass(frozen=True)
class Variant:
    model: Net
    batch: int
    replicas: int = 1
    kind: str = "train"                      # "train" | "fwd"
    optimizer: Optimizer = field(default_factory=AdamW)
    drop: bool = False
    syncbn: bool = False
    bf16: bool = False
    bce: bool = False                        # the loss: timm's BinaryCrossEntropy, not softmax cross-entropy
    bce_thresh: float | None = None          # its target threshold (timm's --bce-target-thresh)
    bce_sum: bool = False                    # summed over the classes (timm's --bce-sum)
    bce_pos_weight: float | None = None      # its positive weight (timm's --bce-pos-weight)
    jsd_splits: int = 0                      # the loss: timm's JsdCrossEntropy over this many aug splits (0: none)
    kd_temperature: float | None = None      # the loss: timm's logit distillation at this temperature (None: none)
    kd_task_weight: float = 1.0              # its task loss's weight (timm's resolved task_loss_weight)
    kd_distill_weight: float = 1.0           # its distillation term's weight (timm's resolved distill_loss_weight)
    kd_feature_dim: int | None = None        # the loss: timm's feature distillation from a teacher this wide (None: none)
    kd_token_temperature: float | None = None    # the loss: timm's soft token distillation at this T
    kd_token_hard: bool = False              # the loss: timm's hard token distillation (the teacher's argmax)
    pre_logits: bool = False                 # an eval forward's output: the pooled features before the head
    remat: bool = False                      # residual blocks keep their input, recompute the branch (ops/remat.py)
    loss_scale: float = 1.0                  # the loss times this (ops/loss_scale.py: timm's variable-batch loss scale)
    model_dtype: str = "f32"                 # every tensor's dtype, weights and optimizer state included (`+wbf16`)

    def __post_init__(self):
        if self.kind not in ("train", "fwd"):
            raise VariantError(f"kind must be 'train' or 'fwd', got {self.kind!r}")
        if self.batch < 1 or self.replicas < 1:
            raise VariantError(f"batch and replicas must be >= 1 (got b{self.batch}x{self.replicas})")
        if self.kind == "fwd" and self.replicas != 1:
            raise VariantError("an eval forward runs on one replica: use x1")
        if self.kind == "fwd" and self.optimizer != AdamW():
            raise VariantError("an eval forward has no optimizer options")
        if self.drop and not self.model.drop_sites:
            raise VariantError(f"{self.model.describe()} has no stochastic-depth sites: drop +drop")
        if self.syncbn and (self.kind != "train" or not self.model.state_shapes()):
            raise VariantError(f"+syncbn syncs BatchNorm's batch statistics in a train step; {self.model.describe()}"
                               f"{' ' + self.model.details() if self.model.details() else ''} "
                               f"{'has no BatchNorm' if self.kind == 'train' else 'in an eval forward uses none'}: "
                               f"drop +syncbn")
        if self.kind == "fwd" and self.model.has_batchnorm_options() and \
                self.model.bn_momentum != field_default(self.model, "bn_momentum"):
            raise VariantError(f"+bnm{self.model.bn_momentum!r} is the momentum of the running statistics a train "
                               "step updates; an eval forward only reads them: drop +bnm")
        if self.kind == "fwd" and self.model.eval_twin() != self.model:
            train_only = [o for o in self.model.option_names() if o not in self.model.eval_twin().option_names()]
            raise VariantError(f"{' '.join('+' + o for o in train_only)} acts in a train step's forward only; an eval "
                               f"forward has none: drop it")
        if self.remat and self.kind != "train":
            raise VariantError("+remat recomputes in the backward of a train step; an eval forward has none: drop +remat")
        if self.bce and self.kind != "train":
            raise VariantError("+bce is the loss of a train step; an eval forward has none: drop +bce")
        if self.bce_thresh is not None and not (self.bce and 0.0 <= self.bce_thresh < 1.0):
            raise VariantError(f"+bcet{self.bce_thresh!r} is the target threshold of the +bce loss, in [0, 1): "
                               f"{'add +bce' if not self.bce else 'give a threshold below 1'}")
        if self.bce_sum and not self.bce:
            raise VariantError("+bces sums the +bce loss over the classes: add +bce")
        if self.bce_pos_weight is not None and not (self.bce and self.bce_pos_weight > 0):
            raise VariantError(f"+bcepw{self.bce_pos_weight!r} weights the positives of the +bce loss, by W > 0: "
                               f"{'add +bce' if not self.bce else 'give a weight above 0'}")
        if self.model_dtype not in MODEL_DTYPES:
            raise VariantError(f"model dtype {self.model_dtype!r} is not rendered; valid: {', '.join(MODEL_DTYPES)}")
        if self.bf16 and self.model_dtype != "f32":
            raise VariantError(f"+bf16 (mixed precision: bf16 products of f32 weights) and "
                               f"+{MODEL_DTYPES[self.model_dtype]} ({self.model_dtype} weights) are two precisions: "
                               f"keep one (timm: AMP needs a float32 model dtype)")
        if self.jsd_splits:
            self._check_jsd()
        self._check_kd()
        if self.loss_scale != 1.0 and (self.kind != "train" or not (math.isfinite(self.loss_scale)
                                                                     and self.loss_scale > 0)):
            raise VariantError(f"+lsc{self.loss_scale!r} scales the loss of a train step by S, a finite number > 0"
                               + ("; an eval forward has none: drop it" if self.kind != "train" else ""))
        if self.loss_scale != 1.0 and self.kd_feature_dim is not None:
            raise VariantError(f"+lsc{self.loss_scale!r} and +kdf{self.kd_feature_dim}: a scheduled size's loss scale "
                               "with feature distillation is not rendered yet: drop one")
        if self.pre_logits:
            self._check_pre_logits()
        if self.kind == "train" and getattr(self.model, "bn_splits", 1) > 1:
            self._check_split_bn(self.model.bn_splits)
        if self.kind == "train":
            self._check_batch()
            try:
                self.layer_ids(), self.agc_units()
            except ValueError as e:
                raise VariantError(str(e)) from None

    def _check_jsd(self):
        if self.kind != "train":
            raise VariantError(f"+jsd{self.jsd_splits} is the loss of a train step; an eval forward has none: "
                               f"drop +jsd{self.jsd_splits}")
        if self.bce:
            raise VariantError(f"+jsd{self.jsd_splits} and +bce are two losses: keep one")
        if self.jsd_splits < 2 or self.batch % self.jsd_splits:
            raise VariantError(f"+jsd{self.jsd_splits} takes S >= 2 aug splits and a batch of rows that is a "
                               f"multiple of S (S views of each image), got b{self.batch}")

    def distillations(self) -> list[str]:
        """The distillation losses the name writes (at most one is valid): `+kd{T}`, `+kdf{D}`, `+kdt{T}`, `+kdth`."""
        return [text for text, on in ((f"+kd{self.kd_temperature!r}", self.kd_temperature is not None),
                                      (f"+kdf{self.kd_feature_dim}", self.kd_feature_dim is not None),
                                      (f"+kdt{self.kd_token_temperature!r}", self.kd_token_temperature is not None),
                                      ("+kdth", self.kd_token_hard)) if on]

    @property
    def token_distills(self) -> bool:
        """Whether the loss is timm's token distillation (`+kdt{T}` or `+kdth`)."""
        return self.kd_token_temperature is not None or self.kd_token_hard

    def _check_kd(self):
        weighted = [f"+{p}{getattr(self, f)!r}" for p, f in (("kdtw", "kd_task_weight"), ("kddw", "kd_distill_weight"))
                    if getattr(self, f) != 1.0]
        losses = self.distillations()
        if len(losses) > 1:
            count = {2: "two", 3: "three"}.get(len(losses), str(len(losses)))
            raise VariantError(f"{' and '.join(losses)} are {count} distillation losses (timm's "
                               "--kd-distill-type logit, feature or token, soft or hard): keep one")
        if not losses:
            if weighted:
                raise VariantError(f"{' and '.join(weighted)} weigh the terms of a distillation loss: add +kd{{T}}, "
                                   "+kdf{D}, +kdt{T} or +kdth")
            return
        if self.kd_feature_dim is not None:
            self._check_kd_feature(weighted)
            return
        if self.token_distills:
            self._check_kd_token(weighted)
            return
        kd = f"+kd{self.kd_temperature!r}"
        if self.kind != "train":
            raise VariantError(f"{kd} is the loss of a train step; an eval forward has none: drop {kd}")
        if self.bce or self.jsd_splits:
            raise VariantError(f"{kd} distils into softmax cross-entropy's task loss: drop "
                               f"{'+bce' if self.bce else f'+jsd{self.jsd_splits}'}")
        if not (math.isfinite(self.kd_temperature) and self.kd_temperature > 0):
            raise VariantError(f"{kd}: the distillation temperature T must be a finite number > 0")
        if not all(math.isfinite(w) and w >= 0 for w in (self.kd_task_weight, self.kd_distill_weight)):
            raise VariantError(f"{kd}{''.join(weighted)}: the loss weights must be finite numbers >= 0 (the "
                               f"distillation's is 1 - W under --task-loss-weight W alone: give W <= 1)")

    def _check_kd_token(self, weighted: list[str]):
        kdt = self.distillations()[0]
        if self.kind != "train":
            raise VariantError(f"{kdt} is the loss of a train step; an eval forward has none: drop {kdt}")
        if self.bce or self.jsd_splits:
            raise VariantError(f"{kdt} distils beside softmax cross-entropy's task loss: drop "
                               f"{'+bce' if self.bce else f'+jsd{self.jsd_splits}'}")
        if self.kd_token_temperature is not None and not (math.isfinite(self.kd_token_temperature)
                                                          and self.kd_token_temperature > 0):
            raise VariantError(f"{kdt}: the distillation temperature T must be a finite number > 0")
        if not all(math.isfinite(w) and w >= 0 for w in (self.kd_task_weight, self.kd_distill_weight)):
            raise VariantError(f"{kdt}{''.join(weighted)}: the loss weights must be finite numbers >= 0 (the "
                               f"distillation's is 1 - W under --task-loss-weight W alone: give W <= 1)")
        try:
            distilled_training(self.model.net(drop=self.drop))
        except ValueError as e:
            raise VariantError(f"{kdt} is timm's token distillation: {self.model.describe()}: {e}; add +dist to a "
                               f"ViT (a distilled DeiT)") from None

    def _check_kd_feature(self, weighted: list[str]):
        kdf = f"+kdf{self.kd_feature_dim}"
        if self.kind != "train":
            raise VariantError(f"{kdf} is the loss of a train step; an eval forward has none: drop {kdf}")
        if self.bce or self.jsd_splits:
            raise VariantError(f"{kdf} distils beside softmax cross-entropy's task loss: drop "
                               f"{'+bce' if self.bce else f'+jsd{self.jsd_splits}'}")
        if not all(math.isfinite(w) and w >= 0 for w in (self.kd_task_weight, self.kd_distill_weight)):
            raise VariantError(f"{kdf}{''.join(weighted)}: the loss weights must be finite numbers >= 0 (the "
                               f"distillation's is 1 - W under --task-loss-weight W alone: give W <= 1)")
        if self.bf16:
            raise VariantError(f"{kdf} under +bf16: the independent reference reads the pooled features through an "
                               "identity head, which the bf16 policy would round, so no oracle ties such a step yet: "
                               "drop +bf16")
        try:
            body, _ = split_at_head(self.model.net(drop=self.drop))
        except ValueError as e:
            raise VariantError(f"{kdf}: {self.model.describe()}: {e}") from None
        twice = rerun_head(body, self.x_shape)
        if twice:
            raise VariantError(f"{kdf}: {self.model.describe()}'s head holds {twice}: timm's feature task runs the "
                               f"head once for the logits and again for the features, the render once"
                               f"{': drop +drop' if self.drop and 'dropout' in twice else ''}")

    def _check_pre_logits(self):
        if self.kind != "fwd":
            raise VariantError("+prelogits stops an eval forward at the head's input; a train step has its loss: "
                               "drop +prelogits")
        if self.bf16:
            raise VariantError("+prelogits under +bf16: the independent reference reads the pooled features through "
                               "an identity head, which the bf16 policy would round, so no oracle ties it yet: drop +bf16")
        try:
            split_at_head(self.model.eval_net(drop=self.drop))
        except ValueError as e:
            raise VariantError(f"+prelogits: {self.model.describe()}: {e}") from None

    def student_feature_dim(self) -> int:
        """The width of the net's pooled pre-logits features (its head's input; timm's num_features or
        head_hidden_size)."""
        body, _ = split_at_head(self.model.net(drop=self.drop))
        return body.out_shape(self.x_shape)[-1]

    def projects(self) -> bool:
        """Under `+kdf{D}`: whether the step trains a projection onto the teacher's D (timm makes one
        where the widths differ)."""
        return self.kd_feature_dim is not None and self.kd_feature_dim != self.student_feature_dim()

    def projection_shapes(self) -> dict[str, tuple[int, ...]]:
        """The projection's parameters under `+kdf{D}` (none without it, or at equal widths)."""
        if not self.projects():
            return {}
        return FeatureDistillation(self.kd_feature_dim).param_shapes((self.batch, self.student_feature_dim()))

    def _check_split_bn(self, splits: int):
        if self.syncbn:
            raise VariantError(f"+splitbn{splits} normalises each aug split of a replica's batch by its own "
                               f"BatchNorm; +syncbn syncs one over the replicas (timm takes one or the other): "
                               f"keep one")
        if self.jsd_splits and self.jsd_splits != splits:
            raise VariantError(f"+splitbn{splits} and +jsd{self.jsd_splits} read different aug splits: give both the "
                               f"same S (timm's --aug-splits)")
        if self.batch % splits:
            raise VariantError(f"+splitbn{splits} takes a batch of rows that is a multiple of {splits} (S views of "
                               f"each image, split by split), got b{self.batch}")

    def _check_batch(self):
        """The batch against every training-mode BatchNorm's map, before anything is rendered
        (an eval forward normalises by the running statistics and takes any batch)."""
        try:
            self.model.net(drop=self.drop).check_batch(self.x_shape)
        except ValueError as e:
            raise VariantError(f"batch {self.batch} is too small for {self.model.describe()} at "
                               f"{self.model.image_size}²: {e}") from None

    def net(self) -> StageChain:
        """The chain this render runs: the eval chain for an eval forward; for a train step the training
        chain, under token distillation without its heads' mean (both heads' logits: ops/distilled.py)."""
        if self.kind != "train":
            return self.model.eval_net(drop=self.drop)
        chain = self.model.net(drop=self.drop)
        return distilled_training(chain) if self.token_distills else chain

    def loss(self) -> Stage:
        """The train step's loss stage: timm's BCE under `+bce`, its JSD under `+jsd{S}`, its logit
        distillation under `+kd{T}`, its token distillation under `+kdt{T}` / `+kdth`, else the net's own;
        under `+lsc{S}` that loss times S."""
        if self.loss_scale != 1.0:
            return ScaledLoss(replace(self, loss_scale=1.0).loss(), self.loss_scale)
        if self.kd_temperature is not None:
            return LogitDistillation(self.kd_temperature, self.kd_task_weight, self.kd_distill_weight)
        if self.token_distills:
            token = TokenDistillation(task_weight=self.kd_task_weight, distill_weight=self.kd_distill_weight,
                                      hard=self.kd_token_hard)
            return token if self.kd_token_hard else replace(token, temperature=self.kd_token_temperature)
        if self.kd_feature_dim is not None:
            _, head = split_at_head(self.model.net(drop=self.drop))
            return FeatureDistillationTask(head, FeatureDistillation(self.kd_feature_dim, self.projects()),
                                           task_weight=self.kd_task_weight, distill_weight=self.kd_distill_weight)
        if self.jsd_splits:
            return JsdCrossEntropy(splits=self.jsd_splits)
        if not self.bce:
            return self.model.loss()
        return BinaryCrossEntropy(self.bce_thresh, sum_classes=self.bce_sum, pos_weight=self.bce_pos_weight)

    @property
    def dtype(self) -> str:
        """The IR dtype the render's tensors take (the model dtype; certify/ renders the same step at f64)."""
        return self.model_dtype

    @property
    def x_shape(self) -> tuple[int, ...]:
        """The step's input: the batch prepended to the net's one example (the net never sees the batch)."""
        return (self.batch, *self.model.example_shape)

    def options(self) -> tuple[Flag, ...]:
        return TRAIN_OPTIONS if self.kind == "train" else FWD_OPTIONS

    def chain(self) -> Chain:
        """The optimizer's rendered chain over this net: its replicas, the net's
        no_weight_decay() names in the `wx` mask, and under `ld{F}` the net's layer map."""
        return self.optimizer.chain(self.replicas, self.model.no_weight_decay(), self.layer_ids(), self.agc_units())

    def layer_scales(self):
        """The optimizer's per-tensor lr scales over this net (none without `ld{F}`)."""
        return self.optimizer.layer_scales(self.layer_ids())

    def agc_units(self) -> dict[str, tuple[int, ...]] | None:
        """The net's adaptive-clipping units under `agc{C}` (Net.agc_units), else None."""
        if self.optimizer.agc is None:
            return None
        # timm's task clips the projection with the student (FeatureDistillationTask.get_clip_parameters)
        return {**self.model.agc_units(), **{n: (0,) for n in self.projection_shapes()}}

    def layer_ids(self) -> dict[str, int] | None:
        """The net's layer of each parameter under `ld{F}` (Net.layer_ids), else None: the render's
        chain and the optax reference (reference/optim.py's `optax_chain`) each scale by it."""
        if self.optimizer.layer_decay is None:
            return None
        ids = self.model.layer_ids()   # timm's task puts the projection in the student's last layer (the head's)
        return {**ids, **{n: max(ids.values()) for n in self.projection_shapes()}}

    @property
    def kind_text(self) -> str:
        head = "fwd" if self.kind == "fwd" else optimizer_text(self.optimizer)
        return "+".join([head, *write(self, self.options()), *self.model.option_names()])

    @property
    def name(self) -> str:
        m = self.model
        return TEMPLATE.format(net=m.NAME, size=m.size, classes=m.num_classes, image=m.image_size, batch=self.batch,
                               replicas=self.replicas, kind=self.kind_text)

    def __str__(self) -> str:
        """The name: a message or a log line that shows a variant shows what a user would type."""
        return self.name

    @property
    def module_name(self) -> str:
        return re.sub(r"[^A-Za-z0-9_]", "_", self.name)

    def forward_twin(self) -> "Variant":
        """The eval forward whose body is this train step's forward section (the model's fields that
        only the training forward reads at their defaults: `Net.eval_twin`)."""
        return Variant(self.model.eval_twin(), self.batch, 1, "fwd", AdamW(), self.drop, bf16=self.bf16,
                       model_dtype=self.model_dtype)

    @classmethod
    def parse(cls, name: str) -> "Variant":
        m = NAME_RE.match(name)
        if not m:
            raise VariantError(f"cannot read variant {name!r}; expected {grammar()}")
        try:
            net = nets.get(m["net"])
        except ValueError as e:
            raise VariantError(f"{name!r}: {e}") from None
        if m["size"] not in net.SIZES:
            raise VariantError(f"unknown size {m['size']!r} in {name!r}; valid: {', '.join(net.SIZES)}")
        head, *opts = m["kind"].split("+")
        family = OPTIMIZERS.get(head)
        if head != "fwd" and family is None:
            raise VariantError(f"unknown kind {head!r} in {name!r}; valid: fwd, {', '.join(OPTIMIZERS)}")
        if len(set(opts)) != len(opts):
            raise VariantError(f"option repeated in {name!r}")
        refused = next((r for r in map(net.refuse_option, opts) if r is not None), None)
        if refused:
            raise VariantError(f"{name!r}: {refused}")
        groups = (TRAIN_OPTIONS if family else FWD_OPTIONS, net.name_options(), family.options() if family else ())
        found = _read_options(opts, groups, head, name)      # the variant's fields, the net's, the optimizer's
        try:
            model = net(m["size"], int(m["classes"]), int(m["image"]), **found[1])
        except ValueError as e:
            raise VariantError(f"{name!r}: {e}") from None
        optimizer = _optimizer(family, found[2], name) if family else AdamW()
        v = cls(model, int(m["batch"]), int(m["replicas"]), "train" if family else "fwd", optimizer, **found[0])
        if v.name != name:
            raise VariantError(f"{name!r} is not in canonical form; write {v.name!r}")
        return v


def variant_arg(text: str) -> Variant:
    """The variant a person typed (a command-line argument): argparse's `type=` for a flag or
    positional that names one, so a bad name is an argparse error naming it and the grammar; a
    command that reads the text itself turns the ArgumentTypeError into its own one-line error."""
    try:
        return Variant.parse(text)
    except VariantError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def recorded(name: str) -> Variant:
    """The variant a record hlocert wrote names (a banner, a run's config.json, a checkpoint's
    state.json, a bench worker's spec). VariantError for a name this hlocert cannot read (another
    version's, or an edited file's): the reader wraps it in its own error naming the record."""
    return Variant.parse(name)


@functools.cache
def declared(name: str) -> Variant:
    """The variant of `name`, a name a net declares (its DEFAULT_TRAIN, its COMMITTED renders, its
    BENCH entries' variants), parsed once per process: where the nets' names enter (nets/ sits below
    this grammar). VariantError for a name no net declares: a name from elsewhere has its own entry."""
    if not any(name == net.DEFAULT_TRAIN or name in net.COMMITTED or name in (e.variant for e in net.BENCH.values())
               for net in nets.all_nets()):
        raise VariantError(f"{name!r} is not a variant any net declares (DEFAULT_TRAIN, COMMITTED, BENCH)")
    return Variant.parse(name)
