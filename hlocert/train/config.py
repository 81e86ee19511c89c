"""`TrainConfig`: the one list of training options, and the command-line flags generated from it.

Each field is declared once with `option(...)`: its default, its help, and how it may change on
`--resume` (`resumable=True`: training longer, loader workers, logging). `add_arguments` turns
the fields into argparse flags (`lr` → `--lr`; a bool `eval` → `--no-eval`), `from_args` reads
them back, and `hlocert pair` takes the subset it shares through the same two functions, so a
new option is one line here.
"""
from __future__ import annotations

import argparse
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Iterable

from ..render.targets import AUTO, FAMILIES, HELP as LOWERING_HELP
from .errors import TrainError

DEFAULT_VARIANT = "convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop"


def option(default: Any, help: str, *, resumable: bool = False, **argparse_kw: Any):
    """A TrainConfig field: `help` and `argparse_kw` (type, choices, nargs, metavar) make its flag;
    `resumable` fields may differ from the saved run's on `--resume`."""
    return field(default=default, metadata={"help": help, "resumable": resumable, "argparse": argparse_kw})


@dataclass
class TrainConfig:
    data: str | None = option(None, "ImageFolder root with train/ and val/ (default: the embedded sklearn digits)")
    variant: str = option(DEFAULT_VARIANT, f"train-step render (default {DEFAULT_VARIANT})")
    epochs: int = option(12, "epochs (on --resume: may grow; the LR schedule then spans the new total)",
                         resumable=True, type=int)
    lr: float = option(2e-3, "peak learning rate", type=float)
    min_lr: float = option(1e-5, "the cosine schedule's final learning rate", type=float)
    warmup_epochs: float = option(1.0, "linear warm-up length in epochs", type=float)
    seed: int = option(0, "seed of the init, the data order and the drop masks", type=int)
    lowerer: str = option("xla", "the compiler that runs the text", choices=["xla", "iree"])
    platform: str = option("cpu", "the device kind", choices=["cpu", "gpu"])
    replicas: int | None = option(None, "data-parallel replicas (XLA; on CPU sets up N host devices; "
                                        "default: as the variant says)", type=int)
    depthwise: str = option(AUTO, LOWERING_HELP["depthwise"] + " (default auto)",
                            choices=[AUTO, *FAMILIES["depthwise"]])
    patchify: str = option(AUTO, LOWERING_HELP["patchify"] + " (default auto)",
                           choices=[AUTO, *FAMILIES["patchify"]])
    out: str = option("runs/hlocert", "the run folder: checkpoints/, metrics.jsonl, config.json, curves.png",
                      resumable=True)
    workers: int = option(2, "loader worker processes (0: load in this process)", resumable=True, type=int)
    label_smoothing: float = option(0.1, "label smoothing of the one-hot targets", type=float)
    mixup: float = option(0.0, "mixup alpha (0: off)", type=float)
    cutmix: float = option(0.0, "cutmix alpha (0: off)", type=float)
    rrc_scale: tuple = option((0.5, 1.0), "random-resized-crop area range", type=float, nargs=2,
                              metavar=("LO", "HI"))
    drop_path: float | None = option(None, "stochastic-depth rate (default: the size's recipe)", type=float)
    ema_decay: float = option(0.9999, "the cap of the warm-up EMA decay", type=float)
    keep: int = option(3, "checkpoints kept", resumable=True, type=int)
    ckpt_every: int = option(0, "also checkpoint every N steps (0: only at epoch ends)", resumable=True, type=int)
    max_steps: int | None = option(None, "stop after this global step (the schedule still spans --epochs)",
                                   resumable=True, type=int)
    eval: bool = option(True, "top-1/top-5 on val after each epoch", resumable=True)
    plot: bool = option(True, "write curves.png at the end", resumable=True)

    def to_json(self) -> dict:
        d = asdict(self)
        d["rrc_scale"] = list(self.rrc_scale)
        return d

    @classmethod
    def from_json(cls, d: dict) -> "TrainConfig":
        names = {f.name for f in fields(cls)}
        d = {k: v for k, v in d.items() if k in names}
        # configs written before the per-target choice existed rendered the name as written
        d.setdefault("depthwise", "conv")
        d.setdefault("patchify", "conv")
        if "rrc_scale" in d:
            d["rrc_scale"] = tuple(d["rrc_scale"])
        return cls(**d)


def flag(name: str) -> str:
    """The command-line spelling of field `name` (`min_lr` → `--min-lr`, bool `eval` → `--no-eval`)."""
    f = next(f for f in fields(TrainConfig) if f.name == name)
    return f"--{'no-' if f.type == 'bool' else ''}{name.replace('_', '-')}"


class _Given(argparse.Action):
    """Stores the flag's value (`const` for a switch) and notes that the flag was given, so that
    `--resume` can tell a flag given with its default value from an absent one."""

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const if self.nargs == 0 else values)
        namespace.__dict__.setdefault("given_fields", set()).add(self.dest)


def add_arguments(p: argparse.ArgumentParser, names: Iterable[str] | None = None,
                  help: dict[str, str] | None = None) -> None:
    """One flag per TrainConfig field (or per field in `names`); `help` overrides a field's help."""
    chosen = set(names) if names is not None else None
    for f in fields(TrainConfig):
        if chosen is not None and f.name not in chosen:
            continue
        text = (help or {}).get(f.name, f.metadata["help"])
        if f.type == "bool":
            p.add_argument(flag(f.name), dest=f.name, action=_Given, nargs=0, const=False, default=True,
                           help=f"turn off: {text}")
            continue
        shown = "" if f.default is None or "default" in text else f" (default {_show(f.default)})"
        p.add_argument(flag(f.name), dest=f.name, action=_Given, default=f.default, help=text + shown,
                       **f.metadata["argparse"])


def _show(value: Any) -> str:
    return " ".join(map(str, value)) if isinstance(value, tuple) else str(value)


def values(args: argparse.Namespace, names: Iterable[str] | None = None) -> dict[str, Any]:
    """The TrainConfig field values in parsed `args` (those in `names`, if given)."""
    out = {}
    for f in fields(TrainConfig):
        if (names is None or f.name in names) and hasattr(args, f.name):
            value = getattr(args, f.name)
            out[f.name] = tuple(value) if f.name == "rrc_scale" else value
    return out


def given(args: argparse.Namespace) -> dict[str, Any]:
    """The TrainConfig fields whose flags were given on the command line, with their values."""
    return {k: v for k, v in values(args).items() if k in getattr(args, "given_fields", set())}


def from_args(args: argparse.Namespace) -> TrainConfig:
    return TrainConfig(**values(args))


RESUMABLE = frozenset(f.name for f in fields(TrainConfig) if f.metadata["resumable"])


def resumed_config(saved: TrainConfig, given: dict[str, Any]) -> TrainConfig:
    """The saved run's config with the `given` fields that may change on resume (RESUMABLE)
    applied; a given field that contradicts the saved run is a TrainError listing each conflict."""
    conflicts = [f"{flag(k)}: saved {_show(getattr(saved, k))}, given {_show(v)}"
                 for k, v in given.items() if k not in RESUMABLE and getattr(saved, k) != v]
    if conflicts:
        raise TrainError("--resume continues the saved run, and these flags contradict it: " + "; ".join(conflicts)
                         + " (drop them to continue; only " + ", ".join(sorted(flag(k) for k in RESUMABLE))
                         + " may change; or start a new run in another --out)")
    return replace(saved, **{k: v for k, v in given.items() if k in RESUMABLE})
