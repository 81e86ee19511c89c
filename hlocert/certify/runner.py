"""Which certificates run for which rule, and running them with a progress display.

For every rule of `registry.all_rules()`:
  symbolic  each of the rule's "symbolic" examples (tiny shapes);
  autodiff  each "autodiff" example (realistic shapes, float64);
  batch     the "batch" factory at B in batch.BATCH_SIZES;
  coupling  each "autodiff" example and the "batch" factory at B = 3.
A level with no example is itself a failure (nothing passes by being skipped).
"""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from typing import Callable

from .. import nets
from ..ops import registry
from .autodiff import autodiff
from .batch import batch
from .coupling import coupling
from .funcs import signature
from . import net_mutants as nm
from .mutants import mutant_result
from .result import LEVELS, Result, guarded
from .symbolic import symbolic

COUPLING_BATCH = 3


class UsageError(ValueError):
    """An unknown rule or level: the message lists the valid ones."""


@dataclass
class Task:
    rule: str
    level: str
    label: str
    shapes: Callable[[], str]
    fn: Callable[[], Result]

    def run(self) -> Result:
        try:
            shapes = self.shapes()
        except Exception:
            shapes = "?"
        return guarded(self.rule, self.label, self.level, shapes, self.fn)


def _shapes_of(ex):
    def f():
        try:
            return signature(ex.stage, tuple(ex.x_shape)).describe()
        except Exception:
            return "x".join(map(str, ex.x_shape))
    return f


def _missing(rule, level, why):
    return Task(rule, level, "(none)", lambda: "-",
                lambda: Result(rule, "(none)", level, "-", False, float("inf"), 0.0, why, "missing"))


def rule_tasks(rule: str, cfg: dict, levels) -> list[Task]:
    tasks = []
    if "symbolic" in levels:
        exs = list(cfg.get("symbolic") or [])
        tasks += [Task(rule, "symbolic", ex.label, _shapes_of(ex), lambda ex=ex: symbolic(ex, rule)) for ex in exs]
        if not exs:
            tasks.append(_missing(rule, "symbolic", "the rule has no symbolic example"))
    if "autodiff" in levels:
        exs = list(cfg.get("autodiff") or [])
        tasks += [Task(rule, "autodiff", ex.label, _shapes_of(ex), lambda ex=ex: autodiff(ex, rule)) for ex in exs]
        if not exs:
            tasks.append(_missing(rule, "autodiff", "the rule has no autodiff example"))
    factory = cfg.get("batch")
    if "batch" in levels:
        if factory is None:
            tasks.append(_missing(rule, "batch", "the rule has no batch factory"))
        else:
            def batch_label(factory=factory):
                try:
                    return factory(1).label
                except Exception:
                    return "(batch)"
            tasks.append(Task(rule, "batch", batch_label(), lambda: "B in (1, 2, 3, 5)",
                              lambda: batch(factory, rule)))
    if "coupling" in levels:
        exs = list(cfg.get("autodiff") or [])
        tasks += [Task(rule, "coupling", ex.label, _shapes_of(ex), lambda ex=ex: coupling(ex, rule)) for ex in exs]
        if factory is not None:
            def at_b():
                return factory(COUPLING_BATCH)
            tasks.append(Task(rule, "coupling", f"batch B={COUPLING_BATCH}", lambda: _shapes_of(at_b())(),
                              lambda: _relabel(coupling(at_b(), rule), f"{at_b().label} B={COUPLING_BATCH}")))
        if not exs and factory is None:
            tasks.append(_missing(rule, "coupling", "the rule has no example to analyze"))
    return tasks


def _relabel(r: Result, label: str) -> Result:
    r.label = label
    return r


NET = "net"   # the whole-net gates of net_mutants.py (every registered net), run beside the rules


def net_tasks(with_mutants: bool) -> list[Task]:
    tasks = [Task(NET, gate, nm.gate_label(model), lambda: "B2",
                  lambda gate=gate, fn=fn, model=model: nm.gate_result(NET, gate, fn, model))
             for model in (net.gate_model() for net in nets.all_nets()) for gate, fn in nm.gates(model).items()]
    if with_mutants:
        tasks += [Task(name, "mutant", "whole-net render", lambda: "", lambda name=name: nm.net_mutant_result(name))
                  for name in nm.net_mutants()]
    return tasks


def certificate_tasks(rule: str | None = None, level: str | None = None) -> list[Task]:
    rules = registry.all_rules()
    if rule == NET:
        return []
    if rule is not None and rule not in rules:
        raise UsageError(f"unknown rule {rule!r}; valid rules: {', '.join(sorted(rules))}, {NET}")
    if level is not None and level not in LEVELS:
        raise UsageError(f"unknown level {level!r}; valid levels: {', '.join(LEVELS)}")
    levels = LEVELS if level is None else (level,)
    names = [rule] if rule is not None else list(rules)
    return [t for n in names for t in rule_tasks(n, rules[n], levels)]


def mutant_tasks(rule: str | None = None) -> list[Task]:
    ms = registry.all_mutants()
    if rule == NET:
        return []
    if rule is not None:
        rules = registry.all_rules()
        if rule not in rules:
            raise UsageError(f"unknown rule {rule!r}; valid rules: {', '.join(sorted(rules))}, {NET}")
        ms = [m for m in ms if m.name.split("/")[0] == rule]
    return [Task(m.name, "mutant", m.description, lambda: "", lambda m=m: mutant_result(m)) for m in ms]


def run_tasks(tasks: list[Task], progress: bool = True, stream=None) -> list[Result]:
    stream = stream or sys.stderr
    out = []
    t_all = time.perf_counter()
    for i, t in enumerate(tasks, 1):
        if progress:
            print(f"[{i}/{len(tasks)}] {t.rule} {t.level} {t.label} ...", end="", file=stream, flush=True)
        r = t.run()
        out.append(r)
        if progress:
            print(f" {r.status} ({r.seconds:.1f}s)", file=stream, flush=True)
    if progress and tasks:
        print(f"done: {len(tasks)} in {time.perf_counter() - t_all:.1f}s", file=stream, flush=True)
    return out


def mutants(progress: bool = False, rule: str | None = None) -> list[Result]:
    """The mutation suite of the rules (of one rule when given): one Result per mutant, ok = killed."""
    return run_tasks(mutant_tasks(rule), progress)


def run_certificates(rule: str | None = None, level: str | None = None, progress: bool = True,
                     mutants: bool = False) -> list[Result]:
    """Every certificate (of one rule / one level when given); with `mutants`, the mutation suite
    too (one Result per mutant, level "mutant", ok = killed)."""
    return run_tasks(suite_tasks(rule, level, mutants), progress)


def suite_tasks(rule: str | None = None, level: str | None = None, mutants: bool = False) -> list[Task]:
    """The tasks `run_certificates` runs, in its order: the rules' certificates, their mutants,
    then the whole-net gates (and net mutants) when no level and no other rule is asked."""
    tasks = certificate_tasks(rule, level)
    if mutants:
        tasks += mutant_tasks(rule)
    if level is None and rule in (None, NET):
        tasks += net_tasks(mutants)
    return tasks
