"""Which certified lowering of each of a net's lowering families a target runs unless told otherwise.

A target is a (lowerer, platform) pair: ``xla-cpu``, ``iree-cpu``, ``xla-gpu``, ``iree-gpu``. A net
may have lowering families (`Net.families()`, records of nets/base.py): stages with two or more
certified lowerings of one function, same parameters, that compilers run at different speeds; each
family's `by_target` says which one each target runs, measured (the net's file says how).

`resolve` turns a variant and a target into the variant that is rendered. With ``auto`` a name
that already asks for a non-default lowering keeps it; otherwise the table decides. The rendered
banner records each lowering and the targets that choose it. The CLI flags (one per family of
any registered net, ``--<family>``) come from the nets too; this file names no family.
"""
from __future__ import annotations

from dataclasses import replace

from .. import nets
from .variants import Variant, VariantError

TARGETS = ("xla-cpu", "iree-cpu", "xla-gpu", "iree-gpu")
AUTO = "auto"


def target(lowerer: str, platform: str) -> str:
    t = f"{lowerer}-{platform}"
    if t not in TARGETS:
        raise VariantError(f"unknown target {t!r}; known: {', '.join(TARGETS)}")
    return t


def targets_choosing(model, family: str, lowering: str) -> list[str]:
    by_target = next(f.by_target for f in model.families() if f.field == family)
    return [t for t in TARGETS if by_target[t] == lowering]


def resolve(v: Variant, lowerer: str, platform: str, **choices: str) -> Variant:
    """The variant to render for `lowerer` on `platform`.

    Each family of the net: ``auto`` (the target's lowering, unless the name already asks for a
    non-default one) or a lowering, forced whatever the name says. A family the net does not have
    must be ``auto``."""
    families = {f.field: f for f in v.model.families()}
    t = target(lowerer, platform)
    for family, choice in choices.items():
        if family not in families and choice != AUTO:
            raise VariantError(f"--{family} {choice} does not apply to {v.model.describe()}: it has "
                               f"{'lowering families ' + ', '.join(families) if families else 'no lowering families'}")
    model = v.model
    for family, fam in families.items():
        lowerings = fam.lowerings
        choice = choices.get(family, AUTO)
        if choice == AUTO:
            if model.lowering(family) != lowerings[0]:
                continue
            choice = fam.by_target[t]
        if choice not in lowerings:
            raise VariantError(f"--{family} must be one of {', '.join((AUTO,) + tuple(lowerings))}, got {choice!r}")
        model = model.with_lowering(family, choice)
    return replace(v, model=model)


def families() -> dict[str, tuple[tuple[str, ...], str]]:
    """Every lowering family of every net: family -> (lowerings, help), for the CLI; a family
    that nets share gets each distinct help (each names its nets), joined."""
    known: dict[str, tuple[str, ...]] = {}
    helps: dict[str, list[str]] = {}
    for net in nets.all_nets():
        for fam in net.families():
            family = fam.field
            known[family] = known.get(family, ()) + tuple(lw for lw in fam.lowerings if lw not in known.get(family, ()))
            helps.setdefault(family, [])
            if fam.help not in helps[family]:
                helps[family].append(fam.help)
    return {family: (lowerings, " | ".join(helps[family])) for family, lowerings in known.items()}


def add_arguments(p, what: str = "", **argparse_kw) -> None:
    """--<family> (auto or one of its lowerings; default auto) for each net's lowering family;
    `argparse_kw` (e.g. an action) go to each flag."""
    for family, (lowerings, help_) in families().items():
        p.add_argument(f"--{family}", choices=[AUTO, *lowerings], default=AUTO,
                       help=help_ + (f"; {what}" if what else "") + " (default auto)", **argparse_kw)


def choices(args) -> dict[str, str]:
    """The --<family> choices of parsed CLI `args`: family -> lowering or auto."""
    return {family: getattr(args, family) for family in families()}
