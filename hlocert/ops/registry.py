"""Where the certifier finds every rule's certificate configurations and every mutant.

Each rule module defines `rules() -> {rule name: {"symbolic": [Example], "autodiff": [Example],
"batch": B -> Example}}` and `mutants() -> [Mutant]`. Adding a rule module means adding it to
RULE_MODULES; nothing else is registered anywhere.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass

from .base import Shape, Stage

RULE_MODULES = [
    "hlocert.ops.dense",
    "hlocert.ops.conv",
    "hlocert.ops.depthwise_shifted",
    "hlocert.ops.patchify_matmul",
    "hlocert.ops.layer_norm",
    "hlocert.ops.batchnorm",
    "hlocert.ops.maxpool",
    "hlocert.ops.gelu",
    "hlocert.ops.layer_scale",
    "hlocert.ops.drop_path",
    "hlocert.ops.pooling",
    "hlocert.ops.loss",
    "hlocert.ops.composite",
]


@dataclass
class Mutant:
    """A deliberately wrong twin of a rule; at least one certificate must reject it."""
    name: str
    stage: Stage
    x_shape: Shape

    @property
    def description(self) -> str:
        return (type(self.stage).__doc__ or "").strip().splitlines()[0]


def _modules():
    return [importlib.import_module(m) for m in RULE_MODULES]


def all_rules() -> dict[str, dict]:
    out = {}
    for mod in _modules():
        for name, cfg in mod.rules().items():
            if name in out:
                raise ValueError(f"rule {name!r} is defined twice")
            out[name] = cfg
    return out


def all_mutants() -> list[Mutant]:
    return [m for mod in _modules() for m in mod.mutants()]
