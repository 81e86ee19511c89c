"""Where the certifier finds every rule's certificate configurations and every mutant.

A rule module is any module of this package that defines `rules() -> {rule name: {"symbolic":
[Example], "autodiff": [Example], "batch": B -> Example}}` and `mutants() -> [Mutant]`. The
registry walks the package and names no module: adding a rule is adding its file.
"""
from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from .base import Mutant


def rule_modules() -> list:
    """Every module of hlocert.ops that defines `rules` and `mutants`, in file-name order."""
    names = sorted(m.name for m in pkgutil.iter_modules([str(Path(__file__).parent)]))
    mods = [importlib.import_module(f"{__package__}.{name}") for name in names]
    return [m for m in mods if hasattr(m, "rules") and hasattr(m, "mutants")]


def all_rules() -> dict[str, dict]:
    out = {}
    for mod in rule_modules():
        for name, cfg in mod.rules().items():
            if name in out:
                raise ValueError(f"rule {name!r} is defined twice")
            out[name] = cfg
    return out


def all_mutants() -> list[Mutant]:
    return [m for mod in rule_modules() for m in mod.mutants()]
