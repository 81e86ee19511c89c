"""The bench configs: each net's `BENCH` entries, by config name; the learning rate all contenders step with."""
from __future__ import annotations

from dataclasses import dataclass

from .. import nets


LR = 1e-3   # every contender's constant learning rate
BF16 = "+bf16"  # `--bf16`: each contender's mixed-precision twin, named contender + BF16 (run.py)


class BenchError(RuntimeError):
    """A config cannot run here; the message says why."""


@dataclass(frozen=True)
class BenchConfig:
    name: str
    variant: str
    gpu: bool
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
