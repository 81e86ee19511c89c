"""The nets, found by name: `nets/X.py` defines `NET`, a `Net` subclass whose NAME is "X".

Like big_vision's `import_module(f"big_vision.models.{name}")`: nothing lists the nets; a new net
is a new file here (and its independent reference in hlocert/reference/). The package's search
path (`__path__`) is what is listed, so a folder added to it is searched the same way
(tests/test_every_net.py registers a net declared in the test so).
"""
from __future__ import annotations

import functools
import importlib
import pkgutil

from .base import Net

NOT_NETS = {"base", "mobile_blocks"}   # modules of nets/ that are not nets


def names() -> list[str]:
    """Every net's name, sorted."""
    return sorted(m.name for m in pkgutil.iter_modules(__path__)
                  if m.name not in NOT_NETS and not m.name.startswith("_"))


def get(name: str) -> type[Net]:
    """The net class called `name`; ValueError naming the known nets otherwise."""
    if name not in names():
        raise ValueError(f"unknown net {name!r}; known: {', '.join(names())}")
    return _registered(name)


@functools.cache
def _registered(name: str) -> type[Net]:
    """The net class of module `name`, its declarations checked once (`Net.check_declarations`)."""
    cls = importlib.import_module(f"{__name__}.{name}").NET
    if cls.NAME != name:
        raise ValueError(f"hlocert/nets/{name}.py exports {cls.NAME!r}; a net's NAME is its module's name")
    cls.check_declarations()
    return cls


def all_nets() -> list[type[Net]]:
    return [get(name) for name in names()]


def default_train_variant() -> str:
    """The variant `hlocert train` runs when none is named: the one net's `DEFAULT_TRAIN`."""
    found = [net.DEFAULT_TRAIN for net in all_nets() if net.DEFAULT_TRAIN]
    if len(found) != 1:
        raise ValueError(f"exactly one net must set DEFAULT_TRAIN, found {found or 'none'}")
    return found[0]
