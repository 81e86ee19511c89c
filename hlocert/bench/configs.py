"""The bench configs: each net's `BENCH` entries, by config name; the learning rate all contenders step with."""
from __future__ import annotations

from dataclasses import dataclass

from .. import nets
from ..render.variants import Variant


LR = 1e-3   # every contender's constant learning rate
BF16 = "+bf16"  # `--bf16`: each contender's mixed-precision twin, named contender + BF16 (run.py)


class BenchError(RuntimeError):
    """A config cannot run here; the message says why."""


@dataclass(frozen=True)
class BenchConfig:
    name: str
    variant: str
    gpu: int             # 0: a CPU config; n > 0: a GPU config, bench/gpu.sh runs it n-th (a GPU lease is short)
    reps: int            # default repetitions (after warm-up)
    warmup: int
    loader_images: int
    loader_batch: int
    loader_reps: int
    about: str


def _collect() -> dict[str, BenchConfig]:
    out: dict[str, BenchConfig] = {}
    for net in nets.all_nets():
        for name, entry in net.BENCH.items():
            if name in out:
                raise BenchError(f"bench config {name!r} is defined by two nets; rename one in hlocert/nets/{net.NAME}.py")
            out[name] = BenchConfig(name, *entry)
    return out


CONFIGS: dict[str, BenchConfig] = _collect()

def gpu_configs() -> list[BenchConfig]:
    """The GPU configs, one-replica ones first, each group in the order its nets' BENCH entries give."""
    return sorted((c for c in CONFIGS.values() if c.gpu), key=lambda c: (Variant.parse(c.variant).replicas > 1, c.gpu))
