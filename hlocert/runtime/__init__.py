"""hlocert's runtime: run StableHLO module text through a trusted lowerer (XLA or IREE).

`get_lowerer("xla" | "iree", **opts).compile(text, replicas=1)` gives an `Executable` with
`put` / `run` / `to_host` / `__call__` / `memory_stats`. See base.py for the contract; xla.py and
iree.py for what each lowerer does; cache.py for the on-disk compile cache; distributed.py for
running one text across processes (XLA); hlocert/errors.py for its errors. Importing this package imports neither jax nor IREE: `get_lowerer` imports the one
asked for.
"""
from hlocert.runtime.base import Executable, Lowerer, available_lowerers, get_lowerer
from hlocert.runtime.cache import CompileCache

__all__ = [
    "CompileCache",
    "Executable",
    "Lowerer",
    "available_lowerers",
    "get_lowerer",
]
