"""The net interface: what every `nets/X.py` exports, as one class, and the host's drop masks.

A net class (a frozen dataclass subclassing `Net`) is registered by its module: `nets/X.py`
decorates it `@register` (hlocert/nets/__init__.py) and `hlocert.nets.get("X")` finds it. One instance is one render's
model (a size, a class count, an image size and the net's own options); the class owns the rest:

    NAME        the variant grammar's net prefix (the module's name)
    TITLE       the net's name in words ("ResNet"): the banner's `describe()` and the errors
    SIZES       size name -> the size's hyper-parameters
    OPTIONS     name option -> (field, value): `+opt` sets `field = value`; canonical order
                (after them, a net with BatchNorm takes `BATCHNORM_OPTIONS`, below)
    LOWERINGS   lowering family (a field) -> its certified lowerings, the default first
    BY_TARGET   target (`xla-cpu`, ...) -> family -> the lowering that target runs unless told
    LOWERING_HELP, LOWERING_TEXT   family help for the CLI; lowering -> words for the banner
    COMMITTED   the variant names whose renders are committed in artifacts/
    DEFAULT_TRAIN  the variant `hlocert train` runs when none is named (one net sets it)
    BENCH       bench configs of this net: config name -> `Bench` (below)
    TIMM_KWARGS timm's create_model keywords the net renders: keyword -> (field, {timm value: field
                value}), what `hlocert train --model-kwargs` takes (train/recipe.py)
    TIMM        size -> the timm model of the same net: the bench's PyTorch peer, and the timm names
                `hlocert train --model <timm name>` takes (`timm_names()`, train/recipe.py)
    CARRIES     the mutation suite's render-level mutants (certify/erasure.py, certify/remat.py MUTANTS) whose render is
                this net's gate model: each mutant names its one carrier here, so a new net never
                renames one

`Net.__post_init__` checks what every net shares (a known size, num_classes ≥ 1, the image
sizes of `image_rule()`, the lowering fields), each a one-line ValueError naming the bad value and
the fix; a net with checks of its own calls it first from its own `__post_init__`.

On an instance: `net(drop)` (the stage chain, training mode), `eval_net(drop)` (the chain the
eval forward runs: `net(drop).eval_mode()`, each BatchNorm swapped for BatchNormEval by the stage
swap of ops/base.py, so a net writes its chain once), `loss()`, `example_shape` (one example's
input, channels last: (H, W, C); the batch is the variant's, which prepends it), `init_params(seed)`, `drop_sites` (the width of the `drop_mask` input) and `drop_ramp(rate)`
(the host's per-site drop probabilities), `describe()` and `details()` (the banner's model words),
`gflop_per_image()` (training FLOPs per image, forward + backward), `timm_model(drop)` (the
PyTorch peer's timm name and `create_model` arguments), `timm_twin()` and `timm_sites(module)`
(timm's module of the model at any size, and where in it the drop masks act: the peer trainer's
and `pair --against torch`'s), `reference()` (the
independent reference module of hlocert/reference and its config), `gate_model()` (the small
model the whole-net gates run on), `mutants()` (whole-net renders with one bug each), and
`layer_key(name)` / `layer_ids()` (each parameter's layer for layer-wise lr decay, `+ld{F}`, as
timm's `group_matcher` and `param_groups_layer_decay` number them; a net without one says so).

BatchNorm constants. A net with BatchNorm declares the fields `bn_momentum` and `bn_eps` (its timm
model's defaults), ends its `net()` with `batchnorm(chain)` (every BatchNorm at them) and its
`timm_twin()` with `timm_batchnorm(module)`; the name carries them as `+bnm{M}` / `+bne{E}`
(`BATCHNORM_OPTIONS`), and its reference config takes them. It also declares `bn_splits` (1):
timm's `--split-bn`, `+splitbn{S}`, which `batchnorm(chain)` turns into a SplitBatchNorm over S aug
splits per BatchNorm (ops/split_batchnorm.py), `split_bn_params` starting each auxiliary set as a
copy of its main one and `eval_share` giving the eval forward the main sets only.

Step state. `state_shapes()` are the net's running statistics: every aux input a stage of the
training chain `updates` (BatchNorm's `{name}.running_mean`, `{name}.running_var`, scoped by the
chain, so names never collide), in forward order; `init_state()` their initial values (means 0,
variances 1, as PyTorch). The step signature carries them as the group `state` (render/signature.py);
a net without such stages has none, and its renders are as before. A net with state also gives its
reference `train_loss(params, state, x, targets, drop_mask, cfg) -> (loss, new_state)` and
`eval_forward(params, state, x, cfg) -> logits` (the protocols `Reference` and
`ReferenceWithState` below, checked by `check_reference`).
"""
from __future__ import annotations

import functools
import inspect
import math
import re
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, Mapping, Protocol

import numpy as np

from .. import grammar
from ..ops.base import Chain, Stage
from ..ops.batchnorm import set_batchnorm_constants, staged_batch_statistics
from ..ops.global_pool import KINDS as GLOBAL_POOLS
from ..ops.loss import SoftmaxCrossEntropy
from ..ops.split_batchnorm import split_batch_statistics

# The `bnstat` lowering family's CLI help, one text for every net that has the family.
BNSTAT_HELP = ("BatchNorm batch-statistic lowering (ResNet, MobileNetV2, EfficientNet, MobileNetV4): auto = the "
               "target's choice (staged on iree-cpu, whose long float32 sums are sequential and whose sums of "
               "products over H, W are slow; flat elsewhere; a name with +bnstaged keeps it), flat (one reduce over "
               "N, H, W) or staged (each example's H, then W, then N)")


@dataclass(frozen=True)
class Bench:
    """One bench config of a net (hlocert/bench runs it): the variant it times (a name: the bench,
    above render, parses it once), words for the report, and how."""
    variant: str
    about: str
    gpu: int = 0              # 0: a CPU config; n > 0: a GPU config, bench/gpu.sh runs it n-th
    reps: int = 3             # timed repetitions (after the warm-up)
    warmup: int = 1
    loader_images: int = 192  # the data loader's share: images, batch and repetitions
    loader_batch: int = 32
    loader_reps: int = 3


@dataclass(frozen=True)
class LoweringFamily:
    """Two or more certified lowerings of one function (a field of the net), the same parameters,
    which compilers run at different speeds: the net's LOWERINGS, BY_TARGET, LOWERING_HELP and
    LOWERING_TEXT entries for the family, as one record (`Net.families()`)."""
    field: str
    lowerings: tuple[str, ...]          # the default first
    by_target: Mapping[str, str]        # target (`xla-cpu`, ...) -> the lowering it runs unless told
    help: str                           # the CLI flag's help
    text: Mapping[str, str]             # lowering -> the banner's words


class Reference(Protocol):
    """The independent JAX reference of a net without step state (`Net.reference()`'s module)."""
    def param_shapes(self, cfg) -> dict[str, tuple[int, ...]]: ...
    def forward(self, params, x, drop_mask, cfg): ...
    def loss_fn(self, params, x, targets, drop_mask, cfg): ...


class ReferenceWithState(Protocol):
    """The reference of a net with step state (BatchNorm's running statistics)."""
    def param_shapes(self, cfg) -> dict[str, tuple[int, ...]]: ...
    def train_forward(self, params, state, x, drop_mask, cfg): ...        # -> (logits, new_state)
    def train_loss(self, params, state, x, targets, drop_mask, cfg): ...   # -> (loss, new_state)
    def eval_forward(self, params, state, x, cfg): ...                     # -> logits


def _protocol_methods(protocol) -> dict[str, list[str]]:
    """name -> parameter names (without self) of each method a Protocol declares."""
    return {name: list(inspect.signature(fn).parameters)[1:] for name, fn in vars(protocol).items()
            if callable(fn) and not name.startswith("_")}


@functools.cache
def check_reference(net: type["Net"]) -> None:
    """ValueError unless the reference of `net`'s gate model has every function of its protocol
    (`ReferenceWithState` for a net with step state, else `Reference`), each taking the protocol's
    parameters in order, and its NO_WEIGHT_DECAY (reference/optim.py's mask reads it); checked once
    per net (the gates and the every-net test call it; not at registration, since a reference
    imports JAX)."""
    model = net.gate_model()
    ref, _ = model.reference()
    protocol = ReferenceWithState if model.state_shapes() else Reference
    for name, params in _protocol_methods(protocol).items():
        fn = getattr(ref, name, None)
        have = list(inspect.signature(fn).parameters)[:len(params)] if callable(fn) else None
        if have != params:
            raise ValueError(f"{ref.__name__} (the reference of {net.NAME}) must define {name}({', '.join(params)}) "
                             f"({protocol.__name__}, nets/base.py); it has "
                             f"{'no ' + name if have is None else name + '(' + ', '.join(have) + ', ...)'}")
    if not isinstance(getattr(ref, "NO_WEIGHT_DECAY", None), frozenset):
        raise ValueError(f"{ref.__name__} (the reference of {net.NAME}) must define NO_WEIGHT_DECAY: the frozenset of "
                         "the parameters its timm model names in no_weight_decay() (frozenset() for none)")


STEM = (0.0,)               # a `layer_key`: the stem/embeddings, layer 0
HEAD = (math.inf,)          # a `layer_key`: what timm's matcher leaves unmatched (the head): the last layer
JOIN_PREVIOUS = 99999.0     # a key's last ordinal: the same layer as the key sorted before it


# timm's --bn-momentum and --bn-eps (train.py sets them on every BatchNorm of the created model): a
# net with BatchNorm declares the fields `bn_momentum` and `bn_eps`, defaulting to its timm model's
# constants, and reads them in `batchnorm(chain)`; the name writes them only where they differ, so
# the default names stay as they were. PyTorch's momentum: new = (1 − m) · old + m · batch.
# timm's --split-bn (with --aug-splits S): every BatchNorm a SplitBatchNorm2d over S splits
# (ops/split_batchnorm.py), the field `bn_splits` (1: off), written `+splitbn{S}`; a train step's only.
BATCHNORM_OPTIONS = (grammar.Number("bnm", "bn_momentum", "M"), grammar.Number("bne", "bn_eps", "E"),
                     grammar.Count("splitbn", "bn_splits", "S"))
BATCHNORM_FIELDS = tuple(o.field for o in BATCHNORM_OPTIONS)
CONSTANT_OPTIONS = BATCHNORM_OPTIONS[:2]
# timm's other global pools (its `global_pool`, train.py's --gp) as name options of a net whose head pools
# by ops/global_pool.py's `head_pool(self.global_pool)` (a field defaulting to "avg")
GLOBAL_POOL_OPTIONS = {f"gp{kind}": ("global_pool", kind) for kind in GLOBAL_POOLS}
# timm's in_chans (train.py's --in-chans): the input's channel count, a field `in_chans` (default 3,
# RGB) of every net; the name writes `+ch{N}` last, only where it is not 3, so the RGB names stay
IN_CHANS_OPTIONS = (grammar.Count("ch", "in_chans", "N"),)


def block_key(name: str, pattern: str) -> tuple[float, ...] | None:
    """(1, i, j, ...) for a name `pattern` matches at its start, its groups the block indices
    (timm's `blocks` matcher); None when it does not match."""
    m = re.match(pattern, name)
    return None if m is None else (1.0, *map(float, m.groups()))


class Net:
    """Base of every net class; subclasses are frozen dataclasses with at least the fields
    `size`, `num_classes` and `image_size`."""

    NAME: ClassVar[str]
    TITLE: ClassVar[str]
    SIZES: ClassVar[Mapping[str, Any]]
    OPTIONS: ClassVar[Mapping[str, tuple[str, Any]]] = {}
    LOWERINGS: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    BY_TARGET: ClassVar[Mapping[str, Mapping[str, str]]] = {}
    LOWERING_HELP: ClassVar[Mapping[str, str]] = {}
    LOWERING_TEXT: ClassVar[Mapping[str, str]] = {}
    COMMITTED: ClassVar[tuple[str, ...]] = ()
    DEFAULT_TRAIN: ClassVar[str | None] = None
    BENCH: ClassVar[Mapping[str, Bench]] = {}
    TIMM: ClassVar[Mapping[str, str]] = {}
    CARRIES: ClassVar[tuple[str, ...]] = ()
    # timm's create_model keyword (train.py's --model-kwargs) -> (field, {timm's value: the field's}):
    # the keywords of the net's timm model that hlocert renders as a name option
    TIMM_KWARGS: ClassVar[Mapping[str, tuple[str, Mapping[Any, Any]]]] = {}

    size: str
    num_classes: int
    image_size: int

    def __post_init__(self):
        if self.size not in self.SIZES:
            raise ValueError(f"unknown {self.TITLE} size {self.size!r}; valid: {', '.join(self.SIZES)}")
        if self.num_classes < 1:
            raise ValueError(f"num_classes must be >= 1, got {self.num_classes}; give the data's class count")
        least, multiple, rule = self.image_rule()
        if self.image_size < least or self.image_size % multiple:
            nearest = max(least, -(-self.image_size // multiple) * multiple)
            raise ValueError(f"image size must be {rule}, got {self.image_size}; the nearest it takes is {nearest}")
        if self.has_batchnorm_options():
            self._check_batchnorm_constants()
        chans = getattr(self, "in_chans", 3)
        if isinstance(chans, bool) or not isinstance(chans, int) or chans < 1:
            raise ValueError(f"in_chans must be a whole number >= 1 (the input's channels: 3 RGB, 1 grey), got {chans!r}")
        for family, lowerings in self.LOWERINGS.items():
            if getattr(self, family) not in lowerings:
                raise ValueError(f"{family} must be one of {', '.join(map(repr, lowerings))}, "
                                 f"got {getattr(self, family)!r}")

    def _check_batchnorm_constants(self) -> None:
        """A momentum in [0, 1] and an eps > 0 (finite), and none but the defaults where the model
        renders no BatchNorm (TinyCNN without `+bn`)."""
        if not 0.0 <= self.bn_momentum <= 1.0:
            raise ValueError(f"BatchNorm momentum {self.bn_momentum!r} must be in [0, 1] (PyTorch's: new = "
                             f"(1 - m) * old + m * batch)")
        if not (0.0 < self.bn_eps < math.inf):
            raise ValueError(f"BatchNorm eps {self.bn_eps!r} must be a finite number > 0")
        if isinstance(self.bn_splits, bool) or not isinstance(self.bn_splits, int) or self.bn_splits < 1:
            raise ValueError(f"split BatchNorm's aug splits {self.bn_splits!r} must be a whole number >= 2 "
                             f"(timm's --split-bn with --aug-splits S), or 1 for none")
        written = grammar.write(self, BATCHNORM_OPTIONS)
        if written and not self.state_shapes():
            raise ValueError(f"{self.describe()} has no BatchNorm{self.without_batchnorm()}: drop "
                             f"{' '.join('+' + w for w in written)}")

    def without_batchnorm(self) -> str:
        """Why a model of a net with BatchNorm options has none, for the error ("" for always)."""
        return ""

    def image_rule(self) -> tuple[int, int, str]:
        """(least, multiple, words): the image sizes the net takes are the multiples of `multiple`
        from `least` up; `words` say so for the error, naming the layer that needs it."""
        return 1, 1, ">= 1"

    @classmethod
    def timm_names(cls) -> dict[str, str]:
        """timm model name -> size (the inverse of TIMM)."""
        return {name: size for size, name in cls.TIMM.items()}

    @classmethod
    def timm_fields(cls, name: str) -> dict[str, Any]:
        """The model fields a timm name of `timm_names()` sets beside its size ({}: none; ViT's distilled
        DeiTs set `distilled`)."""
        return {}

    def timm_arch(self) -> str | None:
        """The timm model name of this model (TIMM's at its size), None where timm has none."""
        return self.TIMM.get(self.size)

    @classmethod
    def families(cls) -> tuple[LoweringFamily, ...]:
        """Its lowering families as records, in LOWERINGS' order."""
        return tuple(LoweringFamily(family, tuple(lowerings), {t: table[family] for t, table in cls.BY_TARGET.items()},
                                    cls.LOWERING_HELP[family], {lw: cls.LOWERING_TEXT[lw] for lw in lowerings})
                     for family, lowerings in cls.LOWERINGS.items())

    @classmethod
    def check_declarations(cls) -> None:
        """ValueError naming the first inconsistent class declaration (run once per net, when
        hlocert.nets registers it): each lowering family a field defaulting to its first lowering,
        with a help, banner words for each lowering and a valid choice in every BY_TARGET table;
        each name option setting a field to a value it may take."""
        where = f"hlocert/nets/{cls.NAME}.py {cls.__name__}"
        defaults = {f.name: f.default for f in fields(cls)}
        for family, lowerings in cls.LOWERINGS.items():
            if defaults.get(family) != lowerings[0]:
                raise ValueError(f"{where}: lowering family {family!r} must be a field defaulting to its first "
                                 f"lowering {lowerings[0]!r}")
            if family not in cls.LOWERING_HELP or any(lw not in cls.LOWERING_TEXT for lw in lowerings):
                raise ValueError(f"{where}: lowering family {family!r} needs LOWERING_HELP[{family!r}] and "
                                 f"LOWERING_TEXT for each of {lowerings}")
            for t, table in cls.BY_TARGET.items():
                if table.get(family) not in lowerings:
                    raise ValueError(f"{where}: BY_TARGET[{t!r}][{family!r}] must be one of {lowerings}, "
                                     f"got {table.get(family)!r}")
        for opt, (field, value) in cls.OPTIONS.items():
            if field not in defaults or (field in cls.LOWERINGS and value not in cls.LOWERINGS[field]):
                raise ValueError(f"{where}: option {opt!r} sets {field} = {value!r}, which is not a field value "
                                 f"the net takes")

    # -- the grammar's view
    @classmethod
    def has_batchnorm_options(cls) -> bool:
        """Whether the net declares timm's BatchNorm constants as fields (`BATCHNORM_OPTIONS`)."""
        return set(BATCHNORM_FIELDS) <= {f.name for f in fields(cls)}

    @classmethod
    def name_options(cls) -> tuple[grammar.Option, ...]:
        """Its `OPTIONS` as the grammar's flags (hlocert/grammar.py reads and writes them), then
        `BATCHNORM_OPTIONS` on a net with BatchNorm, then `IN_CHANS_OPTIONS` (`+ch{N}`) on a net
        with an `in_chans` field."""
        chans = IN_CHANS_OPTIONS if "in_chans" in {f.name for f in fields(cls)} else ()
        return grammar.flags(cls.OPTIONS) + (BATCHNORM_OPTIONS if cls.has_batchnorm_options() else ()) + chans

    @classmethod
    def refuse_option(cls, opt: str) -> str | None:
        """The one-line refusal of a written option this net does not take where the words can be
        better than the grammar's list (a BatchNorm option on a net without BatchNorm); else None."""
        if grammar.read(opt, BATCHNORM_OPTIONS) is not None and not cls.has_batchnorm_options():
            return f"{cls.TITLE} has no BatchNorm: drop +{opt}"
        return None

    def batchnorm(self, chain: Chain) -> Chain:
        """`chain` with every BatchNorm at this model's `bn_eps` and `bn_momentum`, as timm's train.py
        sets --bn-eps and --bn-momentum on every BatchNorm of the created model, and under
        `+splitbn{S}` each a SplitBatchNorm over S aug splits, as its `convert_splitbn_model` after
        them (a net with BatchNorm ends its `net()` with it); under the `bnstat` lowering `staged` (a
        net that has the family) every BatchNorm's statistics summed in stages
        (ops/batchnorm.py `staged_batch_statistics`)."""
        chain = set_batchnorm_constants(chain, self.bn_eps, self.bn_momentum)
        chain = split_batch_statistics(chain, self.bn_splits) if self.bn_splits > 1 else chain
        return staged_batch_statistics(chain) if getattr(self, "bnstat", "flat") == "staged" else chain

    def batchnorm_text(self) -> str:
        """The banner's lines on non-default BatchNorm constants and split BatchNorm ("" at the net's defaults)."""
        if not self.has_batchnorm_options():
            return ""
        lines = []
        if grammar.write(self, CONSTANT_OPTIONS):
            lines.append(f"batchnorm: eps {self.bn_eps!r}, momentum {self.bn_momentum!r} on every BatchNorm (timm's "
                         f"--bn-eps, --bn-momentum; the net's defaults: eps {grammar.field_default(self, 'bn_eps')!r}, "
                         f"momentum {grammar.field_default(self, 'bn_momentum')!r})")
        if self.bn_splits > 1:
            lines.append(f"split batchnorm: every BatchNorm normalises each of the {self.bn_splits} aug splits (row "
                         f"blocks) by its own statistics, the first by the main gamma, beta and running statistics, "
                         f"split s by its auxiliary set aux_bn.(s-1) (timm's --split-bn, SplitBatchNorm2d); an eval "
                         f"forward reads the main set only")
        return "\n".join(lines)

    def split_bn_params(self, unsplit: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
        """The parameters (or running statistics) of this model from those of its unsplit twin
        (`bn_splits` 1): each auxiliary BatchNorm set a copy of its main one, as timm's
        `convert_splitbn_model` copies γ, β and the running statistics into every `aux_bn`."""
        out = {}
        for name in {**self.param_shapes(), **self.state_shapes()}:
            main = re.sub(r"\.aux_bn\.\d+\.(\w+)$", r".\1", name)
            if main in unsplit:
                out[name] = unsplit[name] if name == main else np.array(unsplit[main], copy=True)
        return out

    @classmethod
    def from_name(cls, size: str, num_classes: int, image_size: int, options: list[str]) -> "Net":
        """The model a variant name describes; `options` are the name options of this net."""
        fields = {}
        for opt in options:
            found = grammar.read(opt, cls.name_options())
            if found is None:
                raise ValueError(cls.refuse_option(opt) or f"{opt!r} is not a {cls.TITLE} option; valid: "
                                 f"{', '.join(grammar.spelled(cls.name_options()))}")
            fields.update(found)
        return cls(size, num_classes, image_size, **fields)

    def option_names(self) -> list[str]:
        """The name options this model carries, in canonical order."""
        return grammar.write(self, self.name_options())

    def lowering(self, family: str) -> str:
        return getattr(self, family)

    def with_lowering(self, family: str, lowering: str) -> "Net":
        return replace(self, **{family: lowering})

    # -- what every net defines
    def net(self, drop: bool = False) -> Chain:
        raise NotImplementedError

    @property
    def example_shape(self) -> tuple[int, ...]:
        """One example's input, channels last, (H, W, C): the chain's input is (batch, *example_shape),
        the batch prepended by whoever holds one (a Variant; a gate at its own B)."""
        raise NotImplementedError

    def init_params(self, seed: int) -> dict[str, np.ndarray]:
        raise NotImplementedError

    @property
    def drop_sites(self) -> int:
        """How many stochastic-depth sites the net has (columns of `drop_mask`)."""
        raise NotImplementedError

    def drop_ramp(self, rate: float | None = None) -> np.ndarray:
        """Per-site drop probabilities (`rate` None: the size's recipe)."""
        raise NotImplementedError

    def eval_twin(self) -> "Net":
        """This model as its eval forward renders it: the fields only the training forward reads
        (BatchNorm's momentum, which only updates the running statistics) at their defaults, so
        that the same eval forward has one name."""
        if self.has_batchnorm_options():
            return replace(self, bn_momentum=grammar.field_default(self, "bn_momentum"),
                           bn_splits=grammar.field_default(self, "bn_splits"))
        return self

    def eval_share(self, params: Mapping[str, Any], state: Mapping[str, Any]) -> tuple[dict, dict]:
        """The tensors of a train step's (params, state) that the eval forward reads: those of its
        model (`eval_twin`), under `+splitbn{S}` the main BatchNorms' and not the auxiliary sets (timm's
        SplitBatchNorm2d in eval mode); for any other model all of them."""
        twin = self.eval_twin()
        if twin == self:
            return dict(params), dict(state)
        return {k: params[k] for k in twin.param_shapes()}, {k: state[k] for k in twin.state_shapes()}

    def draw_block_masks(self, rng: np.random.Generator, batch: int) -> dict[str, np.ndarray]:
        """One forward's DropBlock masks by mask input name, each over `batch` rows ({}: a net
        without DropBlock sites; ResNet's `+dropblock` has them)."""
        return {}

    def describe(self) -> str:
        """The banner's model words, e.g. "TinyCNN-S"."""
        return f"{self.TITLE}-{self.size}"

    def details(self) -> str:
        """Net options the banner's variant line spells out ("" for none)."""
        return self.pool_details()

    def pool_details(self) -> str:
        """The banner's words on a head pool other than timm's default avg (`GLOBAL_POOL_OPTIONS`; "" else)."""
        pool = getattr(self, "global_pool", "avg")
        return "" if pool == "avg" else f"global pool: {pool} (timm's global_pool)"

    def gflop_per_image(self) -> float:
        raise NotImplementedError

    def reference(self) -> tuple[Any, Any]:
        """(module, config): the module of hlocert/reference, a `Reference` (or, for a net with
        step state, a `ReferenceWithState`; `check_reference` checks which), and its config."""
        raise NotImplementedError

    @classmethod
    def gate_model(cls) -> "Net":
        raise NotImplementedError

    @classmethod
    def mutants(cls) -> dict[str, "Net"]:
        """Whole-net mutant name -> a model of a subclass with one bug (its docstring says which)."""
        return {}

    def no_weight_decay(self) -> frozenset[str]:
        """The parameters (hlocert names) timm's model of this net names in its own
        `no_weight_decay()`: under `wx` they get no decay, beside timm's 1-D rule (rank ≤ 1, which
        holds every bias here). None by default: most of timm's models declare none."""
        return frozenset()

    def layer_key(self, name: str) -> tuple[float, ...]:
        """The ordinal timm's `group_matcher(coarse=False)` of this net's model gives parameter `name`
        (an hlocert name): `layer_ids` numbers the sorted keys as timm's `param_groups_layer_decay`
        does. A net without one cannot take layer-wise lr decay: this default says so in one line."""
        raise ValueError(f"{self.describe()} has no layer map for layer-wise lr decay (Net.layer_key in "
                         f"hlocert/nets/{self.NAME}.py): drop +ld / --layer-decay")

    def agc_units(self) -> dict[str, tuple[int, ...]]:
        """timm's adaptive gradient clipping (`--clip-mode agc`: `adaptive_clip_grad`) per parameter in
        hlocert's layout: the axes its `unitwise_norm` sums over, every axis but the one that is
        PyTorch's dim 0 (the output: a HWIO conv (0, 1, 2), a dense [in, out] (0,); a vector whole),
        as the weight map's kinds say — for every parameter but the classifier head (the shapes that
        follow the class count), which timm's train.py leaves unclipped (`get_clip_parameters(
        exclude_head=True)`: the model's last two parameters). ValueError for a net without a weight map."""
        table = self.timm_table()
        if table is None:
            raise ValueError(f"{self.describe()} has no weight map (timm_table): agc needs each tensor's PyTorch "
                             "layout: drop +agc")
        shapes = self.param_shapes()
        other = replace(self, num_classes=self.num_classes + 1).param_shapes()
        axes = {"conv": (0, 1, 2), "linear": (0,), "pointwise": (0,)}
        return {name: axes.get(kind) or tuple(range(1, len(shapes[name]))) or (0,)
                for name, _, kind in table if name in shapes and other[name] == shapes[name]}

    def layer_ids(self) -> dict[str, int]:
        """Each parameter's layer for layer-wise lr decay, as timm's `param_groups_layer_decay`
        assigns it: the distinct `layer_key`s sorted and numbered from 0, a key ending in
        `JOIN_PREVIOUS` numbered with the key before it (timm's MATCH_PREV_GROUP: ViT's final norm
        joins the last block), `HEAD` (no matcher matches) last."""
        keys = {name: self.layer_key(name) for name in self.param_shapes()}
        ids, layer = {}, -1
        for key in sorted(set(keys.values())):
            if layer < 0 or key[-1] != JOIN_PREVIOUS:
                layer += 1
            ids[key] = layer
        return {name: ids[key] for name, key in keys.items()}

    # -- shared
    def loss(self) -> Stage:
        return SoftmaxCrossEntropy()

    def timm_model(self, drop: bool) -> tuple[str, dict[str, Any]] | None:
        """(timm model name, `timm.create_model` keyword arguments) of this model, stochastic depth
        at the recipe's rate when `drop`; None where timm has no such net (TIMM)."""
        name = self.timm_arch()
        if name is None:
            return None
        return name, {"num_classes": self.num_classes, "drop_path_rate": float(self.drop_ramp()[-1]) if drop else 0.0,
                      **self.timm_in_chans()}

    def timm_in_chans(self) -> dict[str, int]:
        """`create_model`'s `in_chans` where the model's input is not RGB ({} at 3, timm's default)."""
        chans = getattr(self, "in_chans", 3)
        return {} if chans == 3 else {"in_chans": chans}

    def timm_twin(self, drop_path_rate: float = 0.0, drop_rate: float = 0.0):
        """timm's `nn.Module` of this model at any size, in timm's own init, its state_dict keys
        those of `timm_table()` (the PyTorch peers: `bench/peer_train.py`, `pair --against torch`);
        None where timm has no such net. This default builds the size timm names (TIMM) by
        `timm.create_model`; a net whose other sizes timm can build overrides it. torch and timm are
        imported lazily (the `[torch]` extra)."""
        found = self.timm_model(False)
        if found is None:
            return None
        import timm
        name, kwargs = found
        return timm.create_model(name, pretrained=False, **{**kwargs, "drop_path_rate": drop_path_rate})

    def timm_batchnorm(self, module):
        """`module` (timm_twin's) with this model's `bn_momentum` and `bn_eps` set on every
        BatchNorm layer, as timm's train.py gives --bn-momentum and --bn-eps to the model (its
        EfficientNet-family builders put them on every BatchNorm), and under `+splitbn{S}` converted
        by timm's `convert_splitbn_model(module, S)` after, as its train.py does for --split-bn;
        unchanged for a net without them."""
        if not self.has_batchnorm_options():
            return module
        import torch
        for layer in module.modules():
            if isinstance(layer, torch.nn.modules.batchnorm._BatchNorm):
                layer.momentum, layer.eps = self.bn_momentum, self.bn_eps
        if self.bn_splits > 1:
            from timm.layers import convert_splitbn_model
            module = convert_splitbn_model(module, self.bn_splits)
        return module

    def has_twin(self) -> bool:
        """Whether `timm_twin()` gives a module, known without importing torch: a net that writes
        its own timm_twin builds every size; the default, the sizes TIMM names."""
        return type(self).timm_twin is not Net.timm_twin or self.size in self.TIMM

    def timm_trainee(self, drop: bool, rate: float | None = None):
        """`timm_twin()` as the PyTorch peers train it: when `drop`, timm's DropPath at each
        stochastic-depth site (`timm_sites`) at this net's per-site rate (`drop_ramp(rate)`) and
        the remaining ramp column (a classifier dropout's rate) as torch's Dropout before the
        classifier; None where the net has no twin. torch and timm are imported lazily."""
        net = self.timm_twin()
        if net is None or not drop:
            return net
        import torch
        from timm.layers import DropPath
        ramp = self.drop_ramp(rate)
        sites, classifier = self.timm_sites(net)
        for (parent, attr), p in zip(sites, ramp):
            setattr(parent, attr, DropPath(float(p)))
        if classifier is not None and len(ramp) > len(sites):
            for name, child in net.named_children():
                if child is classifier:
                    setattr(net, name, torch.nn.Sequential(torch.nn.Dropout(float(ramp[len(sites)])), classifier))
        return net

    # -- its weight maps: hlocert/weights.py converts with them and names no net
    NAMINGS: ClassVar[tuple[str, ...]] = ("timm",)     # the PyTorch namings its weight map has

    def timm_table(self) -> list[tuple[str, str, str]] | None:
        """(hlocert name, timm state_dict key, kind) of every parameter (and running statistic),
        kind "conv" (HWIO ↔ OIHW), "linear" ([in, out] ↔ [out, in]), "pointwise" (a dense
        [in, out] ↔ a 1×1 conv [out, in, 1, 1]) or "vec"; None for a net without a weight map."""
        return None

    def same_name_table(self) -> list[tuple[str, str, str]]:
        """The `timm_table()` of a net whose PyTorch twin names its tensors as hlocert does, leaf
        `w`/`g` → `weight`, `b` → `bias`, a BatchNorm's running statistics after its bias (torch's
        order): kind by rank, "vec" (1-D), "conv" (4-D) or "linear" (2-D)."""
        leaf_names = {"w": "weight", "g": "weight", "b": "bias"}
        state = self.state_shapes()
        rows = []
        for name, shape in self.param_shapes().items():
            stem, leaf = name.rsplit(".", 1)
            kind = "vec" if len(shape) == 1 else "conv" if len(shape) == 4 else "linear"
            rows.append((name, f"{stem}.{leaf_names[leaf]}", kind))
            if leaf == "b" and f"{stem}.running_mean" in state:
                rows += [(f"{stem}.{stat}", f"{stem}.{stat}", "vec") for stat in ("running_mean", "running_var")]
        return rows

    def torch_table(self, naming: str = "timm", **options) -> list[tuple[str, str, str]] | None:
        """The table in `naming` (one of NAMINGS); `options` are a net's own table options."""
        return self.timm_table()

    @classmethod
    def naming_of(cls, state_dict) -> str:
        """Which of NAMINGS `state_dict` is named in; ValueError for none."""
        return cls.NAMINGS[0]

    def checkpoint_hint(self, state_dict) -> str:
        """A clause on what model `state_dict` looks like, for a mismatch error ("" for none)."""
        return ""

    def timm_sites(self, module) -> tuple[list[tuple[Any, str]], Any]:
        """Where `drop_mask`'s columns act in `timm_twin()`'s `module`: ([(parent, attribute)] of
        each stochastic-depth site's DropPath, in column order), and the module whose input the
        remaining columns (a classifier dropout's keep values) multiply, or None."""
        return [], None

    def param_shapes(self) -> dict[str, tuple[int, ...]]:
        """The training chain's parameters: they never depend on the batch (a batch too small for a
        BatchNorm's map is the variant's error, `Stage.check_batch`), so batch 1 gives them."""
        return self.net().param_shapes((1, *self.example_shape))

    def eval_net(self, drop: bool = False) -> Chain:
        """The eval forward's chain: the training chain with every stage in eval mode."""
        return self.net(drop).eval_mode()

    def state_shapes(self) -> dict[str, tuple[int, ...]]:
        """The step state: each aux input the training chain updates, in forward order ({} if none)."""
        chain, x_shape = self.net(), (1, *self.example_shape)
        aux = chain.aux_shapes(x_shape)
        return {name: tuple(aux[name]) for name in chain.updates(x_shape)}

    def init_state(self) -> dict[str, np.ndarray]:
        """PyTorch's initial running statistics: means 0, variances 1, float32."""
        init = {"running_mean": np.zeros, "running_var": np.ones}
        out = {}
        for name, shape in self.state_shapes().items():
            kind = name.rsplit(".", 1)[-1]
            if kind not in init:
                raise ValueError(f"state tensor {name!r} has no initial value: init_state knows "
                                 f"{', '.join(init)}; override {type(self).__name__}.init_state")
            out[name] = init[kind](shape, np.float32)
        return out


def truncated_normal(rng: np.random.Generator, shape, std: float, bound: float = 2.0) -> np.ndarray:
    """Normal(0, std²) truncated to [−bound, bound] by redrawing, as float32: timm's
    `trunc_normal_(w, std=std)`, whose bounds a = −2, b = 2 are values, not multiples of σ (at σ .02
    a plain normal in effect; truncating at ±2σ instead draws weights 12% narrower)."""
    out = rng.standard_normal(shape) * std
    bad = np.abs(out) > bound
    while bad.any():
        out[bad] = rng.standard_normal(int(bad.sum())) * std
        bad = np.abs(out) > bound
    return out.astype(np.float32)


def torch_default_uniform(rng: np.random.Generator, shape, fan_in: int) -> np.ndarray:
    """PyTorch's default Conv2d/Linear init, weight and bias alike: U(−1/√fan_in, 1/√fan_in)
    (kaiming_uniform with a = √5), as float32 — what a timm layer keeps when its model's init skips it."""
    bound = 1.0 / np.sqrt(fan_in)
    return rng.uniform(-bound, bound, shape).astype(np.float32)


def draw_drop_mask(rng: np.random.Generator, batch: int, ramp: np.ndarray) -> np.ndarray:
    """Keep masks [B, sites]: Bernoulli(1 − p) / (1 − p) per example and site."""
    keep = 1.0 - np.asarray(ramp)
    draws = rng.random((batch, len(ramp))) < keep
    return np.where(draws, 1.0 / np.where(keep > 0, keep, 1.0), 0.0).astype(np.float32)
