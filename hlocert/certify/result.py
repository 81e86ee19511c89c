"""The outcome of one certificate, and the guard that turns a broken rule into a failed one."""
from __future__ import annotations

import functools
import time
import traceback
from dataclasses import asdict, dataclass

LEVELS = ("symbolic", "autodiff", "batch", "coupling")


@dataclass
class Result:
    rule: str
    label: str
    level: str                  # one of LEVELS, or "mutant"
    shapes: str
    ok: bool
    max_error: float
    seconds: float
    detail: str
    method: str = ""            # symbolic: the strongest method a zero needed; mutant: KILLED/SURVIVED

    @property
    def status(self) -> str:
        if self.level == "mutant":
            return "KILLED" if self.ok else "SURVIVED"
        return "PASS" if self.ok else "FAIL"

    def to_json(self) -> dict:
        d = asdict(self)
        d["status"] = self.status
        if d["max_error"] != d["max_error"] or d["max_error"] in (float("inf"), float("-inf")):
            d["max_error"] = str(d["max_error"])
        return d


def describe_exception(e: BaseException) -> str:
    """One line naming the exception and where in hlocert's code (or the rule) it came from."""
    frames = traceback.extract_tb(e.__traceback__)
    where = ""
    for fr in reversed(frames):
        if "/hlocert/" in fr.filename and "/certify/" not in fr.filename:
            where = f" (at {fr.filename.split('/hlocert/')[-1]}:{fr.lineno} in {fr.name})"
            break
    return f"{type(e).__name__}: {e}{where}"


def guarded(rule: str, label: str, level: str, shapes: str, fn) -> Result:
    """Run fn() -> Result; any exception is the rule's failure, with the exception as detail."""
    t0 = time.perf_counter()
    try:
        res = fn()
    except KeyboardInterrupt:
        raise
    except Exception as e:   # a wrong rule must fail, never crash the certifier
        return Result(rule, label, level, shapes, False, float("inf"), time.perf_counter() - t0,
                      f"error: {describe_exception(e)}", "error")
    res.seconds = time.perf_counter() - t0
    return res


def certificate(level: str):
    """Decorator: a certificate function `fn(subject, rule="", ...) -> Result` that never raises
    for a wrong rule; an exception (an IRError while building the rule's ops, a shape the stage
    gets wrong, a reference that fails) becomes a failed Result whose detail names it."""
    def wrap(fn):
        @functools.wraps(fn)
        def run(subject, rule: str = "", *args, **kwargs):
            label, shapes = _describe(subject, kwargs.get("label"))
            return guarded(rule, label, level, shapes, lambda: fn(subject, rule, *args, **kwargs))
        return run
    return wrap


def _describe(subject, label=None):
    """(label, shapes) of an Example, a batch factory or a Stage, without failing."""
    try:
        if callable(subject) and not hasattr(subject, "forward") and not hasattr(subject, "stage"):
            subject = subject(1)
        ex_label = getattr(subject, "label", "")
        shape = getattr(subject, "x_shape", None)
        return label or ex_label, "x".join(map(str, shape)) if shape is not None else ""
    except Exception:
        return label or "", ""
