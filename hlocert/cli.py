"""The `hlocert` command line: a dispatch table of subcommands, each a `Command` in COMMANDS.

A subcommand is three things side by side: its one-line help, a function adding its arguments
to an argparse parser, and a function running it that returns the exit code. A run that cannot
go on raises `CommandError`; `main` prints its message on stderr and exits 2 (argparse's own
usage errors exit 2 as well). Heavy imports (JAX, lowerers) belong inside the run functions, so
that `hlocert --version` and `hlocert inspect` stay quick.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from . import __doc__ as PACKAGE_DOC, __version__
from .ir.core import Module
from .ir.parser import ParseError, parse_module


class CommandError(Exception):
    """A subcommand cannot go on; the message says why, in the `FILE: ...` style of compilers."""


@dataclass(frozen=True)
class Command:
    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


def read_module(path: str) -> Module:
    """Parse a StableHLO file; CommandError with `FILE:LINE:COL: error: ...` if it does not parse."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CommandError(f"{path}: error: no such file") from None
    except (OSError, UnicodeDecodeError) as e:
        raise CommandError(f"{path}: error: cannot read: {e}") from None
    try:
        return parse_module(text)
    except ParseError as e:
        raise CommandError(f"{path}:{e.line}:{e.col}: error: {e.msg}") from None


# ---------------------------------------------------------------------------------------------
# inspect

def _inspect_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="a StableHLO text file (.mlir) as hlocert prints it")


def _run_inspect(args: argparse.Namespace) -> int:
    from .render.certified import certification_status
    print(inspect_text(read_module(args.file), args.file), end="")
    certified, status = certification_status(Path(args.file).read_text(encoding="utf-8"), args.file)
    print(status)
    return 0 if certified else 1


def inspect_text(m: Module, path: str) -> str:
    """Banner, then per function: signature, op counts by kind, parameter count."""
    lines = [f"// {b}" if b else "//" for b in m.banner]
    lines.append(f"module @{m.name} ({path})")
    lines += [f"  {k} = {m.attrs[k]}" for k in sorted(m.attrs)]
    for f in m.funcs:
        lines.append(f"func @{f.name} ({f.visibility}): {len(f.args)} arguments, {len(f.results)} results")
        for a, attrs in zip(f.args, f.arg_attrs):
            lines.append(f"  %{a.name}: {a.type}" + "".join(f"  {k} = {attrs[k]}" for k in sorted(attrs)))
        lines += [f"  -> {t}" for t in f.result_types]
        counts = Counter(op.name for op in f.ops if op.name != "func.return")
        width = max((len(name) for name in counts), default=0)
        lines.append(f"  ops: {sum(counts.values())}")
        lines += [f"    {name:<{width}}  {counts[name]}" for name in sorted(counts)]
        float_args = [a for a in f.args if a.type.is_float]
        lines.append(f"  parameters: {sum(a.type.size for a in float_args)} scalars in {len(float_args)} float "
                     f"arguments; {sum(a.type.size for a in f.args)} argument scalars in all")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# verify (hlocert/certify/verify.py)

def _verify_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="a StableHLO text (.mlir) from anywhere, claiming an hlocert variant in its banner")
    p.add_argument("--semantic", action="store_true",
                   help="also check the text itself on XLA against the JAX reference and optax (whatever its bytes)")
    p.add_argument("--json", metavar="OUT", help="write the results as JSON here")


def _run_verify(args: argparse.Namespace) -> int:
    read_module(args.file)          # a file that cannot be read is a usage error (exit 2), not a verdict
    from .certify.verify import host_devices_for, report, verify_text, write_json
    text = Path(args.file).read_text(encoding="utf-8")
    if args.semantic:
        host_devices_for(text)
    verdict = verify_text(text, args.file, semantic=args.semantic)
    print(report(verdict), end="")
    if args.json:
        write_json(verdict, args.json)
    return 0 if verdict.ok else 1


# ---------------------------------------------------------------------------------------------
# certify (hlocert/certify/cli.py)

def _certify_arguments(p: argparse.ArgumentParser) -> None:
    from .certify.cli import add_arguments
    add_arguments(p)


def _run_certify(args: argparse.Namespace) -> int:
    from .certify.cli import cli_main
    return cli_main(args)


# ---------------------------------------------------------------------------------------------
# render

def _render_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("variant", nargs="?", help="a variant name, e.g. convnext_T-c1000-i224-b64x4-adamw+wx+clip1.0+drop")
    p.add_argument("-o", "--output", help="write here (default: VARIANT.mlir in the current directory)")
    p.add_argument("--artifacts", action="store_true", help="re-render every committed artifact and the manifest")


def _run_render(args: argparse.Namespace) -> int:
    from .render import render
    from .render.artifacts import atomic_write, write_all
    from .render.variants import GRAMMAR, Variant, VariantError

    if args.artifacts:
        write_all(progress=lambda line: print(line, file=sys.stderr))
        return 0
    if not args.variant:
        raise CommandError(f"render: error: name a variant ({GRAMMAR}) or pass --artifacts")
    try:
        v = Variant.parse(args.variant)
    except VariantError as e:
        raise CommandError(f"render: error: {e}") from None
    text = render(v)
    out = Path(args.output or f"{v.name}.mlir")
    atomic_write(out, text)
    print(f"{out}: {len(text):,} bytes, {text.count(chr(10)):,} lines", file=sys.stderr)
    return 0


# ---------------------------------------------------------------------------------------------
# train / eval (hlocert/train/cli.py)

def _train_arguments(p: argparse.ArgumentParser) -> None:
    from .train.cli import add_train_arguments
    add_train_arguments(p)


def _run_train(args: argparse.Namespace) -> int:
    from .train.cli import run_train
    return run_train(args)


def _eval_arguments(p: argparse.ArgumentParser) -> None:
    from .train.cli import add_eval_arguments
    add_eval_arguments(p)


def _run_eval(args: argparse.Namespace) -> int:
    from .train.cli import run_eval
    return run_eval(args)


# ---------------------------------------------------------------------------------------------
# bench (hlocert/bench.py)

def _bench_arguments(p: argparse.ArgumentParser) -> None:
    from .bench import add_arguments
    add_arguments(p)


def _run_bench(args: argparse.Namespace) -> int:
    from .bench import cli_main
    return cli_main(args)


# ---------------------------------------------------------------------------------------------
# pair (hlocert/train/pair.py)

def _pair_arguments(p: argparse.ArgumentParser) -> None:
    from .train.pair import add_arguments
    add_arguments(p)


def _run_pair(args: argparse.Namespace) -> int:
    from .train.pair import cli_main
    return cli_main(args)


# ---------------------------------------------------------------------------------------------

COMMANDS: dict[str, Command] = {
    "inspect": Command("summarise a StableHLO file: banner, signatures, op counts, parameter count",
                       _inspect_arguments, _run_inspect),
    "verify": Command("check a handed StableHLO text: its claims, byte-equality with the render of the variant "
                      "it claims, and (--semantic) the text itself against the JAX reference; exit 1 unless all pass",
                      _verify_arguments, _run_verify),
    "render": Command("render a variant (or every committed artifact) as StableHLO text",
                      _render_arguments, _run_render),
    "certify": Command("certify every VJP rule (symbolic, autodiff, batch, coupling); --mutants runs the "
                       "mutation suite", _certify_arguments, _run_certify),
    "train": Command("train a rendered ConvNeXt train step (default: the embedded digits run)",
                     _train_arguments, _run_train),
    "eval": Command("top-1/top-5 of a checkpoint on its val split", _eval_arguments, _run_eval),
    "pair": Command("run the rendered train step and the JAX reference trainer side by side; verdict "
                    "against a measured noise floor (exit 1 on OFFSET)", _pair_arguments, _run_pair),
    "bench": Command("train-step speed: rendered step on XLA and IREE vs the JAX reference, render/compile/"
                     "memory/loader figures (--quick: seconds)", _bench_arguments, _run_bench),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hlocert", description=PACKAGE_DOC)
    parser.add_argument("--version", action="version", version=f"hlocert {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, command in COMMANDS.items():
        p = sub.add_parser(name, help=command.help, description=command.help)
        command.add_arguments(p)
        p.set_defaults(run=command.run)
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_usage(sys.stderr)
        print("hlocert: error: a command is required (see hlocert --help)", file=sys.stderr)
        return 2
    try:
        return args.run(args)
    except CommandError as e:
        print(e, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
