"""The variant grammar: one name says everything a render depends on.

    convnext_{size}-c{classes}-i{image}-b{batch}x{replicas}-{kind}

    size     T | S | B | atto | micro   (case as written here)
    kind     fwd[+drop][+tanh][+dwmac][+pmm]
             adamw[+wd{V}][+wx][+clip{C}][+ema][+drop][+tanh][+dwmac][+pmm]

e.g. `convnext_T-c1000-i224-b64x4-adamw+wx+clip1.0+drop`. `wx` excludes 1-D parameters (norms,
biases, γ) from weight decay; `wd{V}` sets the decay (default 0.05); `clip{C}` clips the global
gradient norm at C; `ema` keeps EMA shadow weights; `drop` renders the stochastic-depth sites
(their keep masks become an input); `tanh` uses the tanh GELU instead of the exact erf one;
`dwmac` lowers the depthwise 7×7 convs as 49 certified shifted multiply-adds (the same function,
rule `depthwise_shifted`), which XLA-CPU runs much faster than its depthwise convolution; `pmm`
lowers the stem and downsampling convs (stride = kernel) as one contraction each (rule
`patchify_matmul`), which IREE-CPU runs much faster. render/targets.py picks both per target.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..nets.convnext import SIZES, ConvNeXt
from ..optim import AdamW

NAME_RE = re.compile(r"convnext_(?P<size>[A-Za-z]+)-c(?P<classes>\d+)-i(?P<image>\d+)-b(?P<batch>\d+)x(?P<replicas>\d+)-(?P<kind>.+)\Z")
GRAMMAR = ("convnext_{size}-c{classes}-i{image}-b{batch}x{replicas}-{kind}; size in "
           + "|".join(SIZES) + "; kind fwd[+drop][+tanh][+dwmac][+pmm] or adamw[+wd{V}][+wx][+clip{C}][+ema][+drop][+tanh][+dwmac][+pmm]")


class VariantError(ValueError):
    pass


def default_batch(num_classes: int) -> int:
    """64 for the ImageNet-1k renders (global 256 over 4 replicas, the JAX reference's recipe),
    32 otherwise."""
    return 64 if num_classes == 1000 else 32


@dataclass(frozen=True)
class Variant:
    model: ConvNeXt
    batch: int
    replicas: int = 1
    kind: str = "train"                      # "train" | "fwd"
    optimizer: AdamW = field(default_factory=AdamW)
    drop: bool = False

    def __post_init__(self):
        if self.kind not in ("train", "fwd"):
            raise VariantError(f"kind must be 'train' or 'fwd', got {self.kind!r}")
        if self.batch < 1 or self.replicas < 1:
            raise VariantError(f"batch and replicas must be >= 1 (got b{self.batch}x{self.replicas})")
        if self.kind == "fwd" and self.replicas != 1:
            raise VariantError("an eval forward runs on one replica: use x1")
        if self.kind == "fwd" and self.optimizer != AdamW():
            raise VariantError("an eval forward has no optimizer options")

    @property
    def x_shape(self):
        return self.model.x_shape(self.batch)

    @property
    def kind_text(self) -> str:
        opts = []
        if self.kind == "fwd":
            head = "fwd"
        else:
            head = "adamw"
            o = self.optimizer
            if o.weight_decay != 0.05:
                opts.append(f"wd{o.weight_decay!r}")
            if o.exclude_1d_from_decay:
                opts.append("wx")
            if o.clip_norm is not None:
                opts.append(f"clip{float(o.clip_norm)!r}")
            if o.ema:
                opts.append("ema")
        if self.drop:
            opts.append("drop")
        if self.model.gelu == "tanh":
            opts.append("tanh")
        if self.model.depthwise == "mac":
            opts.append("dwmac")
        if self.model.patchify == "matmul":
            opts.append("pmm")
        return "+".join([head] + opts)

    @property
    def name(self) -> str:
        m = self.model
        return (f"convnext_{m.size}-c{m.num_classes}-i{m.image_size}-b{self.batch}x{self.replicas}-"
                f"{self.kind_text}")

    @property
    def module_name(self) -> str:
        return re.sub(r"[^A-Za-z0-9_]", "_", self.name)

    def forward_twin(self) -> "Variant":
        """The eval forward whose body is this train step's forward section."""
        return Variant(self.model, self.batch, 1, "fwd", AdamW(), self.drop)

    @classmethod
    def parse(cls, name: str) -> "Variant":
        m = NAME_RE.match(name)
        if not m:
            raise VariantError(f"cannot read variant {name!r}; expected {GRAMMAR}")
        size = m["size"]
        if size not in SIZES:
            raise VariantError(f"unknown size {size!r} in {name!r}; valid: {', '.join(SIZES)}")
        parts = m["kind"].split("+")
        head, opts = parts[0], parts[1:]
        if head not in ("fwd", "adamw"):
            raise VariantError(f"unknown kind {head!r} in {name!r}; valid: fwd, adamw")
        if len(set(opts)) != len(opts):
            raise VariantError(f"option repeated in {name!r}")
        wd, wx, clip, ema, drop, gelu, depthwise, patchify = 0.05, False, None, False, False, "erf", "conv", "conv"
        for opt in opts:
            if opt == "drop":
                drop = True
            elif opt == "tanh":
                gelu = "tanh"
            elif opt == "dwmac":
                depthwise = "mac"
            elif opt == "pmm":
                patchify = "matmul"
            elif head == "adamw" and opt == "wx":
                wx = True
            elif head == "adamw" and opt == "ema":
                ema = True
            elif head == "adamw" and re.fullmatch(r"clip\d+(\.\d+)?", opt):
                clip = float(opt[4:])
            elif head == "adamw" and re.fullmatch(r"wd\d+(\.\d+)?(e-?\d+)?", opt):
                wd = float(opt[2:])
            else:
                valid = "drop, tanh, dwmac, pmm" + (", wx, ema, clip{C}, wd{V}" if head == "adamw" else "")
                raise VariantError(f"option {opt!r} is not valid for {head} in {name!r}; valid: {valid}")
        try:
            model = ConvNeXt(size, int(m["classes"]), int(m["image"]), gelu, depthwise=depthwise, patchify=patchify)
        except ValueError as e:
            raise VariantError(f"{name!r}: {e}") from None
        optimizer = AdamW(weight_decay=wd, exclude_1d_from_decay=wx, clip_norm=clip, ema=ema)
        v = cls(model, int(m["batch"]), int(m["replicas"]), "train" if head == "adamw" else "fwd",
                optimizer if head == "adamw" else AdamW(), drop)
        if v.name != name:
            raise VariantError(f"{name!r} is not in canonical form; write {v.name!r}")
        return v
