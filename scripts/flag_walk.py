"""Follow `--weight-decay` and `-b` from `hlocert train`'s command line to the rendered text (issue 29).

    PYTHONPATH=$PWD .venv/bin/python scripts/flag_walk.py

Runs train's own steps up to its text, without data or a compile (train/cli.py `run_train`:
parse the flags, `config.from_args`, `config.given`, `with_variant`/`with_amp`/`with_bce`; the
Trainer's `targets.resolve` and `load_artifact`) with W = 0.000123 and B = 97, and lists, in the
order first seen, every hlocert function that reads the value: an attribute read of the argparse
Namespace's or TrainConfig's field, the Optimizer's `weight_decay`, the Variant's `batch`, or the
raw number received as an argument. A read done by `dataclasses.replace` (a copy) or by argparse
itself is marked so and not counted. Then every `Variant.parse` call made on the way (a re-parse).
The counts are files whose own code reads the value; the IR builder (hlocert/ir/core.py), through
which every constant reaches the text, is among them.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import traceback
from pathlib import Path

import hlocert

ROOT = Path(hlocert.__file__).resolve().parents[1]      # the checkout whose hlocert is imported
WD, B = 0.000123, 97        # numbers no other field of the run holds


def main() -> int:
    os.environ["HLOCERT_CACHE_DIR"] = tempfile.mkdtemp()     # a fresh render cache: the render runs
    from hlocert.cli import build_parser
    from hlocert.optim import Optimizer
    from hlocert.render import variants
    from hlocert.render.targets import resolve
    from hlocert.train import config
    from hlocert.train.artifacts import load_artifact
    from hlocert.train.recipe import with_amp, with_bce, with_variant

    seen: dict[tuple[str, str, str], None] = {}
    parses: list[tuple[str, tuple | None]] = []
    on = [False]

    def reader(stack) -> tuple[str, str] | None:
        """The innermost hlocert frame of `stack`, marked when the read itself is the stdlib's."""
        via = "" if str(stack[-1].filename).startswith(str(ROOT)) else Path(stack[-1].filename).stem
        for f in reversed(stack):
            if str(f.filename).startswith(str(ROOT / "hlocert")) and f.name != "__getattribute__":
                return (str(Path(f.filename).relative_to(ROOT)),
                        f.name + (f" [only through {via}: not counted]" if via else ""))
        return None

    def watch(cls, watched: dict[str, str]) -> None:
        get = cls.__getattribute__

        def read(self, name):
            if on[0] and name in watched and (r := reader(traceback.extract_stack()[:-1])):
                seen.setdefault((watched[name], *r), None)
            return get(self, name)
        cls.__getattribute__ = read

    for cls, watched in ((argparse.Namespace, {"weight_decay": "wd", "batch_size": "b"}),
                         (config.TrainConfig, {"weight_decay": "wd", "batch_size": "b"}),
                         (Optimizer, {"weight_decay": "wd"}), (variants.Variant, {"batch": "b"})):
        watch(cls, watched)
    parse = variants.Variant.parse.__func__

    def counted(cls, name):
        if on[0]:
            parses.append((name, reader(traceback.extract_stack()[:-1])))
        return parse(cls, name)
    variants.Variant.parse = classmethod(counted)

    def received(frame, event, arg):
        """A call of an hlocert function with the raw number as one of its arguments."""
        code = frame.f_code
        if event != "call" or not code.co_filename.startswith(str(ROOT / "hlocert")):
            return
        for n in code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]:
            a = frame.f_locals.get(n)
            for tag, value in (("wd", WD), ("b", B)):
                if type(a) in (float, int) and a == value:
                    seen.setdefault((tag, str(Path(code.co_filename).relative_to(ROOT)), f"{code.co_qualname}({n}=)"))

    argv = ["train", "--model", "tinycnn_S", "--num-classes", "10", "--img-size", "32", "--weight-decay", str(WD),
            "-b", str(B), "--out", tempfile.mkdtemp() + "/run"]
    on[0] = True
    sys.setprofile(received)
    args = build_parser().parse_args(argv)
    cfg = config.from_args(args)
    cfg = with_bce(with_amp(with_variant(cfg, config.given(args, cfg))))
    v = resolve(cfg.variant, cfg.lowerer, cfg.platform, **cfg.lowerings)
    text, _ = load_artifact(v)
    sys.setprofile(None)
    on[0] = False

    print(f"{v.name}: the text holds dense<{WD}>: {f'dense<{WD}>' in text}; x is {B}×…: {f'tensor<{B}x' in text}")
    for tag, flag in (("wd", "--weight-decay"), ("b", "-b")):
        rows = [(f, fn) for (t, f, fn) in seen if t == tag]
        own = dict.fromkeys(f for f, fn in rows if "not counted" not in fn)
        print(f"{flag}: {len(own)} files whose own code reads it: {' -> '.join(own)}")
        for f, fn in rows:
            print(f"    {f}: {fn}")
    print(f"Variant.parse calls on the way: {len(parses)}" + "".join(f"\n    {n} <- {r}" for n, r in parses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
