"""The nets, found by name: `nets/X.py` registers its one net, a `Net` subclass whose NAME is "X",
with `@register` (as timm's `@register_model`).

The net's own file says it is a net; nothing lists the nets, and a module that is not one (base,
mobile_blocks) needs no entry anywhere. The registry imports each module on the package's search
path (`__path__`) and lists those that registered a net, so a new net is a new file here (and its
independent reference in hlocert/reference/), and a folder added to the search path is searched the
same way (tests/nets/test_every_net.py registers a net declared in the test so).
"""
from __future__ import annotations

import importlib
import pkgutil

from .base import Net

_REGISTERED: dict[str, type[Net]] = {}     # module name -> the net its module registered


def register(cls: type[Net]) -> type[Net]:
    """Class decorator of a net module's net (above its `@dataclass`): checks that its NAME is its
    module's name and its declarations (`Net.check_declarations`), once, as the module is imported."""
    package, _, module = cls.__module__.rpartition(".")
    if package != __name__ or cls.NAME != module:
        raise ValueError(f"{cls.__module__}.{cls.__name__} has NAME {cls.NAME!r}; a net is registered by its own "
                         f"module, hlocert/nets/{cls.NAME}.py: a net's NAME is its module's name")
    if module in _REGISTERED:
        raise ValueError(f"hlocert/nets/{module}.py registers both {_REGISTERED[module].__name__} and "
                         f"{cls.__name__}; a module registers one net")
    cls.check_declarations()
    _REGISTERED[module] = cls
    return cls


def names() -> list[str]:
    """Every net's name, sorted: the modules on the search path that registered a net (each imported
    once; Python keeps it)."""
    found = []
    for m in pkgutil.iter_modules(__path__):
        if not m.name.startswith("_"):
            importlib.import_module(f"{__name__}.{m.name}")
            if m.name in _REGISTERED:
                found.append(m.name)
    return sorted(found)


def get(name: str) -> type[Net]:
    """The net class called `name`; ValueError naming the known nets otherwise."""
    if name not in names():
        raise ValueError(f"unknown net {name!r}; known: {', '.join(names())}")
    return _REGISTERED[name]


def all_nets() -> list[type[Net]]:
    return [get(name) for name in names()]


def default_train_variant() -> str:
    """The variant `hlocert train` runs when none is named: the one net's `DEFAULT_TRAIN`."""
    found = [net.DEFAULT_TRAIN for net in all_nets() if net.DEFAULT_TRAIN]
    if len(found) != 1:
        raise ValueError(f"exactly one net must set DEFAULT_TRAIN, found {found or 'none'}")
    return found[0]
