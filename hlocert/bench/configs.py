"""The bench configs: each net's `BENCH` entries, by config name; the sets of them a `--table` runs;
the learning rate all contenders step with; the reader of a worker process's JSON spec."""
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

# `hlocert bench --table SET`: the rows of a "Where it stands" table, by set name, each a rule over the
# nets' own configs (so a net that lands joins the table, and no file here names a net). fm32: every
# family's Fashion-MNIST run at 32² B=32 (issue 35; its config is named fm32…); cpu224: every net's
# CPU config at 224² B=8, one replica (issue 31). tests/bench/test_bench.py checks every family is in each.
TABLES: dict[str, tuple[str, ...]] = {
    "fm32": tuple(n for n in CONFIGS if n.startswith("fm32")),
    "cpu224": tuple(n for n, c in CONFIGS.items() if not c.gpu and c.spec.model.image_size == 224
                    and c.spec.batch == 8 and c.spec.replicas == 1),
}


def table_configs(text: str) -> list[str]:
    """The configs of `--table` TEXT: comma-separated set names (TABLES) and config names, in order,
    each once; BenchError naming an unknown one."""
    out: list[str] = []
    for item in filter(None, (t.strip() for t in text.split(","))):
        if item not in TABLES and item not in CONFIGS:
            raise BenchError(f"--table: unknown set or config {item!r}; sets: {', '.join(TABLES)}; "
                             f"configs: {', '.join(CONFIGS)}")
        out += [c for c in TABLES.get(item, (item,)) if c not in out]
    if not out:
        raise BenchError("--table: name a set (" + ", ".join(TABLES) + ") or configs, comma-separated")
    return out


def gpu_configs() -> list[BenchConfig]:
    """The GPU configs, one-replica ones first, each group in the order its nets' BENCH entries give."""
    return sorted((c for c in CONFIGS.values() if c.gpu), key=lambda c: (c.spec.replicas > 1, c.gpu))


def worker_spec(text: str) -> dict:
    """A worker process's JSON spec (run.py's contenders, scaling.py's splits), its `variant` parsed:
    the name crosses the process boundary as text (a record the parent wrote) and enters the worker here."""
    spec = json.loads(text)
    return {**spec, "variant": recorded(spec["variant"])}
