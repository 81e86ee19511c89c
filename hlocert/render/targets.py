"""Which certified lowering of each convolution family a target runs unless told otherwise.

A target is a (lowerer, platform) pair: ``xla-cpu``, ``iree-cpu``, ``xla-gpu``, ``iree-gpu``.
Two conv families in ConvNeXt have two lowerings each. Both lowerings compute the same function
with the same parameters and pass every certificate level; they differ in how fast a compiler
runs them:

    family      lowerings                                   variant option   rules
    depthwise   conv: one stablehlo.convolution             (none)           conv
                mac:  49 shifted multiply-adds              +dwmac           depthwise_shifted
    patchify    conv: one stablehlo.convolution             (none)           conv_patchify
    (stem and   matmul: reshape + one dot_general           +pmm             patchify_matmul
     downsampling)

The table below is measured (BENCHMARKS.md, ConvNeXt-T 64² B=16, the whole train step):

    xla-cpu    depthwise mac     the step takes 0.41× the convolution render's time
               patchify conv     +pmm makes the step 1.09× slower, although alone its four convs
                                 are faster (21 → 12 ms); why is not known
    iree-cpu   depthwise conv    +dwmac makes the step 1.28× slower
               patchify matmul   the step takes 0.74× the convolution render's time (the convolution
                                 form's weight gradients take ~10× longer than the contraction)
    xla-gpu, iree-gpu: conv      not measured here (no GPU was lent); cuDNN has these kernels

`resolve` turns a variant name and a target into the name that is rendered. With ``auto`` a name
that already asks for the alternative lowering (``+dwmac``, ``+pmm``) keeps it; otherwise the
table decides. The rendered banner records each lowering and the targets that choose it.
"""
from __future__ import annotations

from dataclasses import replace

from ..nets.convnext import LOWERINGS as FAMILIES   # family (a ConvNeXt field) -> its lowerings
from .variants import Variant, VariantError

BY_TARGET = {
    "xla-cpu": {"depthwise": "mac", "patchify": "conv"},
    "iree-cpu": {"depthwise": "conv", "patchify": "matmul"},
    "xla-gpu": {"depthwise": "conv", "patchify": "conv"},
    "iree-gpu": {"depthwise": "conv", "patchify": "conv"},
}
AUTO = "auto"


def target(lowerer: str, platform: str) -> str:
    t = f"{lowerer}-{platform}"
    if t not in BY_TARGET:
        raise VariantError(f"unknown target {t!r}; known: {', '.join(BY_TARGET)}")
    return t


def targets_choosing(family: str, lowering: str) -> list[str]:
    return [t for t, table in BY_TARGET.items() if table[family] == lowering]


def with_lowering(v: Variant, family: str, lowering: str) -> Variant:
    if family not in FAMILIES:
        raise VariantError(f"unknown lowering family {family!r}; known: {', '.join(FAMILIES)}")
    if lowering not in FAMILIES[family]:
        raise VariantError(f"--{family} must be one of {', '.join((AUTO,) + FAMILIES[family])}, got {lowering!r}")
    return replace(v, model=replace(v.model, **{family: lowering}))


def resolve(name: str, lowerer: str, platform: str, depthwise: str = AUTO, patchify: str = AUTO) -> str:
    """The variant name to render for `lowerer` on `platform`.

    Each family: ``auto`` (the target's lowering, unless the name already asks for the
    alternative one) or a lowering, forced whatever the name says."""
    v = Variant.parse(name)
    table = BY_TARGET[target(lowerer, platform)]
    for family, choice in zip(FAMILIES, (depthwise, patchify)):
        default = FAMILIES[family][0]
        if choice == AUTO:
            if getattr(v.model, family) != default:
                continue
            choice = table[family]
        v = with_lowering(v, family, choice)
    return v.name


HELP = {
    "depthwise": "depthwise 7x7 lowering: auto = the target's measured choice (mac on xla-cpu, conv "
                 "elsewhere; a name with +dwmac keeps it), conv, or mac (shifted multiply-adds)",
    "patchify": "stem/downsampling conv lowering: auto = the target's measured choice (matmul on "
                "iree-cpu, conv elsewhere; a name with +pmm keeps it), conv, or matmul (dot_general)",
}


def add_arguments(p, what: str = "") -> None:
    """--depthwise and --patchify (each auto or one of its lowerings; default auto) for a CLI."""
    for family, lowerings in FAMILIES.items():
        p.add_argument(f"--{family}", choices=[AUTO, *lowerings], default=AUTO,
                       help=HELP[family] + (f"; {what}" if what else "") + " (default auto)")
