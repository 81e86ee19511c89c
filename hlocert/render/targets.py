"""Which of two certified lowerings each target runs unless told otherwise.

A target is a (lowerer, platform) pair: ``xla-cpu``, ``iree-cpu``, ``xla-gpu``, ``iree-gpu``.
The depthwise 7×7 conv has two lowerings: one ``stablehlo.convolution`` (rule ``depthwise_conv``)
and 49 shifted multiply-adds (rule ``depthwise_shifted``, variant option ``+dwmac``). They compute
the same function and both pass every certificate level; they differ in how fast a compiler runs
them. The table below is the measured choice (BENCHMARKS.md, "Depthwise lowering"):

    xla-cpu    mac    the step takes 0.41× the time of the convolution render (ConvNeXt-T 64² B=16)
    iree-cpu   conv   the shifted render takes 1.25× the convolution render's time
    xla-gpu    conv   not measured here; cuDNN has depthwise kernels
    iree-gpu   conv   not measured here

`resolve` turns a variant name and a target into the name that is rendered. With ``auto`` a name
that already says ``+dwmac`` keeps it (the user asked for it); otherwise the table decides. The
rendered banner records the lowering and the targets that choose it (render/__init__.py).
"""
from __future__ import annotations

from dataclasses import replace

from .variants import Variant, VariantError

LOWERINGS = ("conv", "mac")
DEPTHWISE_BY_TARGET = {
    "xla-cpu": "mac",
    "iree-cpu": "conv",
    "xla-gpu": "conv",
    "iree-gpu": "conv",
}
CHOICES = ("auto",) + LOWERINGS


def target(lowerer: str, platform: str) -> str:
    t = f"{lowerer}-{platform}"
    if t not in DEPTHWISE_BY_TARGET:
        raise VariantError(f"unknown target {t!r}; known: {', '.join(DEPTHWISE_BY_TARGET)}")
    return t


def targets_choosing(lowering: str) -> list[str]:
    return [t for t, d in DEPTHWISE_BY_TARGET.items() if d == lowering]


def with_depthwise(v: Variant, lowering: str) -> Variant:
    if lowering not in LOWERINGS:
        raise VariantError(f"depthwise lowering must be one of {', '.join(LOWERINGS)}, got {lowering!r}")
    return replace(v, model=replace(v.model, depthwise=lowering))


def resolve(name: str, lowerer: str, platform: str, depthwise: str = "auto") -> str:
    """The variant name to render for `lowerer` on `platform`.

    depthwise: ``auto`` (the target's lowering unless the name says ``+dwmac``), ``conv`` or ``mac``
    (forced, whatever the name says)."""
    if depthwise not in CHOICES:
        raise VariantError(f"--depthwise must be one of {', '.join(CHOICES)}, got {depthwise!r}")
    v = Variant.parse(name)
    if depthwise == "auto":
        if v.model.depthwise == "mac":
            return v.name
        depthwise = DEPTHWISE_BY_TARGET[target(lowerer, platform)]
    return with_depthwise(v, depthwise).name
