"""The variant grammar: one name says everything a render depends on.

    {net}_{size}-c{classes}-i{image}-b{batch}x{replicas}-{kind}

    net      a module of hlocert/nets (hlocert.nets.names())
    size     one of the net's SIZES (case as the net writes it)
    kind     fwd[+drop][+bf16][+{net option}...]
             {optimizer}[+{its own options}][+wd{V}][+wx][+clip{C}][+ema][+drop][+syncbn][+bf16][+{net option}...]

    optimizer  adamw | adam | sgd[+m{μ}][+nesterov] | rmsproptf[+m{μ}] | lamb | muon (hlocert/optim)

e.g. `tinycnn_S-c10-i32-b32x4-adamw+wx+clip1.0+drop`, `resnet..-sgd+m0.9+nesterov+wd0.0001+wx`.
`wx` excludes 1-D parameters (norms, biases, γ) from weight decay; `wd{V}` sets the decay (default
0.05 for adamw, 0 for the others); `clip{C}` clips the global gradient norm at C; `ema` keeps EMA
shadow weights; `drop` renders the stochastic-depth sites (their keep masks become an input);
`syncbn` (a train step of a net with BatchNorm) normalises by the statistics of the global batch,
summed over the replicas (SyncBatchNorm), instead of each replica's own; `bf16` multiplies in bf16
with f32 accumulation (mixed precision, render/bf16.py), everything else staying f32. The net options, in the
net's order, are the net's own
(`Net.OPTIONS`, e.g. a lowering the targets choose among, render/targets.py).

A name is parsed once, where it enters (the CLI, a config), into a `Variant`; everything below
takes the object.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .. import nets
from ..nets.base import Net
from ..optim import OPTIMIZERS, AdamW, Optimizer

NAME_RE = re.compile(r"(?P<net>[a-z][a-z0-9]*)_(?P<size>[A-Za-z0-9]+)-c(?P<classes>\d+)-i(?P<image>\d+)"
                     r"-b(?P<batch>\d+)x(?P<replicas>\d+)-(?P<kind>.+)\Z")
OPTIMIZER_OPTIONS = "wx, ema, clip{C}, wd{V}"


def grammar() -> str:
    return ("{net}_{size}-c{classes}-i{image}-b{batch}x{replicas}-{kind}; net in " + "|".join(nets.names())
            + "; kind fwd[+drop][+bf16][+net options] or "
            "{optimizer}[+its options][+wd{V}][+wx][+clip{C}][+ema][+drop][+syncbn][+bf16]"
            "[+net options], optimizer in " + "|".join(OPTIMIZERS))


class VariantError(ValueError):
    pass


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
        if self.kind == "train":
            self._check_batch()

    def _check_batch(self):
        """The batch against every training-mode BatchNorm's map, before anything is rendered
        (an eval forward normalises by the running statistics and takes any batch)."""
        try:
            self.model.net(drop=self.drop).check_batch(self.x_shape)
        except ValueError as e:
            raise VariantError(f"batch {self.batch} is too small for {self.model.describe()} at "
                               f"{self.model.image_size}²: {e}") from None

    @property
    def x_shape(self):
        return self.model.x_shape(self.batch)

    @property
    def kind_text(self) -> str:
        opts = []
        if self.kind == "fwd":
            head = "fwd"
        else:
            o = self.optimizer
            head = o.HEAD
            opts += o.own_options()
            if o.weight_decay != o.default("weight_decay"):
                opts.append(f"wd{o.weight_decay!r}")
            if o.exclude_1d_from_decay:
                opts.append("wx")
            if o.clip_norm is not None:
                opts.append(f"clip{float(o.clip_norm)!r}")
            if o.ema:
                opts.append("ema")
        if self.drop:
            opts.append("drop")
        if self.syncbn:
            opts.append("syncbn")
        if self.bf16:
            opts.append("bf16")
        return "+".join([head] + opts + self.model.option_names())

    @property
    def name(self) -> str:
        m = self.model
        return (f"{m.NAME}_{m.size}-c{m.num_classes}-i{m.image_size}-b{self.batch}x{self.replicas}-"
                f"{self.kind_text}")

    @property
    def module_name(self) -> str:
        return re.sub(r"[^A-Za-z0-9_]", "_", self.name)

    def forward_twin(self) -> "Variant":
        """The eval forward whose body is this train step's forward section."""
        return Variant(self.model, self.batch, 1, "fwd", AdamW(), self.drop, bf16=self.bf16)

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
        parts = m["kind"].split("+")
        head, opts = parts[0], parts[1:]
        family = OPTIMIZERS.get(head)
        if head != "fwd" and family is None:
            raise VariantError(f"unknown kind {head!r} in {name!r}; valid: fwd, {', '.join(OPTIMIZERS)}")
        if len(set(opts)) != len(opts):
            raise VariantError(f"option repeated in {name!r}")
        options, drop, syncbn, bf16, net_options = {}, False, False, False, []
        for opt in opts:
            own = family.own_option(opt) if family else None
            if opt == "drop":
                drop = True
            elif family and opt == "syncbn":
                syncbn = True
            elif opt == "bf16":
                bf16 = True
            elif opt in net.OPTIONS:
                net_options.append(opt)
            elif own is not None:
                options.update(own)
            elif family and opt == "wx":
                options["exclude_1d_from_decay"] = True
            elif family and opt == "ema":
                options["ema"] = True
            elif family and re.fullmatch(r"clip\d+(\.\d+)?", opt):
                options["clip_norm"] = float(opt[4:])
            elif family and re.fullmatch(r"wd\d+(\.\d+)?(e-?\d+)?", opt):
                options["weight_decay"] = float(opt[2:])
            else:
                mine = [family.OWN_OPTIONS] if family and family.OWN_OPTIONS else []
                valid = ", ".join(["drop", *(["syncbn"] if family else []), "bf16", *net.OPTIONS, *mine]
                                  + ([OPTIMIZER_OPTIONS] if family else []))
                raise VariantError(f"option {opt!r} is not valid for {head} in {name!r}; valid: {valid}")
        try:
            model = net.from_name(m["size"], int(m["classes"]), int(m["image"]), net_options)
        except ValueError as e:
            raise VariantError(f"{name!r}: {e}") from None
        try:
            optimizer = family(**{"exclude_1d_from_decay": False, **options}) if family else AdamW()
        except ValueError as e:
            raise VariantError(f"{name!r}: {e}") from None
        v = cls(model, int(m["batch"]), int(m["replicas"]), "train" if family else "fwd", optimizer, drop, syncbn,
                bf16)
        if v.name != name:
            raise VariantError(f"{name!r} is not in canonical form; write {v.name!r}")
        return v
