"""The bench configs: each net's `BENCH` entries, by config name; the learning rate all contenders step with;
the reader of a worker process's JSON spec."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from .. import nets
from ..nets.base import Bench
from ..render.variants import Variant, declared, recorded


LR = 1e-3   # every contender's constant learning rate
BF16 = "+bf16"  # `--bf16`: each contender's mixed-precision twin, named contender + BF16 (run.py)


class BenchError(RuntimeError):
    """A config cannot run here; the message says why."""


@dataclass(frozen=True)
class BenchConfig(Bench):
    """A net's `Bench` entry (nets/base.py) by its config name, its variant parsed once (`spec`)."""
    name: str = ""
    spec: Variant | None = None

    @classmethod
    def of(cls, name: str, entry: Bench) -> "BenchConfig":
        return cls(**asdict(entry), name=name, spec=declared(entry.variant))


def _collect() -> dict[str, BenchConfig]:
    out: dict[str, BenchConfig] = {}
    for net in nets.all_nets():
        for name, entry in net.BENCH.items():
            if name in out:
                raise BenchError(f"bench config {name!r} is defined by two nets; rename one in hlocert/nets/{net.NAME}.py")
            out[name] = BenchConfig.of(name, entry)
    return out


CONFIGS: dict[str, BenchConfig] = _collect()

def gpu_configs() -> list[BenchConfig]:
    """The GPU configs, one-replica ones first, each group in the order its nets' BENCH entries give."""
    return sorted((c for c in CONFIGS.values() if c.gpu), key=lambda c: (c.spec.replicas > 1, c.gpu))


def worker_spec(text: str) -> dict:
    """A worker process's JSON spec (run.py's contenders, scaling.py's splits), its `variant` parsed:
    the name crosses the process boundary as text (a record the parent wrote) and enters the worker here."""
    spec = json.loads(text)
    return {**spec, "variant": recorded(spec["variant"])}
