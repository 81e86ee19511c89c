"""The `hlocert` command line: a dispatch table of subcommands, each a `Command` in COMMANDS.

A subcommand is three things side by side: its one-line help, a function adding its arguments
to an argparse parser, and a function running it that returns the exit code. A run that cannot
go on raises `CommandError` (hlocert/errors.py); `main` prints its message on stderr and exits 2,
as it does for the runtime's `LowererUnavailable` and `CompileError` (argparse's own usage errors
exit 2 as well). Every subcommand that compiles a text takes `--no-compile-cache`. The subcommands'
modules are imported here, at the top: none imports JAX, IREE or torch at its own top (those load
in the functions that run them), and together they add ~0.3 s to the ~4 s start of `hlocert
--version` (measured with -X importtime on the loaded 2-core box; hlocert.ir's ml_dtypes, SciPy and
SymPy are most of the rest), too little to hide a subcommand behind a function that imports it.
"""
from __future__ import annotations

import argparse
import difflib
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from . import __doc__ as PACKAGE_DOC, __version__, bench, launch
from .certify import cli as certify_cli
from .certify.verify import MAX_WORK, host_devices_for, report, verify_text, write_json
from .data import cli as data_cli
from .errors import CommandError, CompileError, LowererUnavailable
from .ir.core import Module
from .ir.parser import ParseError, parse_module
from .render import render
from .render.artifacts import atomic_write, write_all
from .render.certified import RENDER_LINE, banner_variant, certification_status
from .render.signature import signature
from .render.variants import VariantError, grammar, variant_arg
from .runtime import get_lowerer
from .train import cli as train_cli, pair


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
        lines += _argument_groups(m, f)
    return "\n".join(lines) + "\n"


def _argument_groups(m: Module, f) -> list[str]:
    """The arguments by role — model parameters apart from data, optimizer state, host scalars and
    masks — read from the signature of the variant the banner names, never guessed from types.
    Said so, and not split, when there is no banner or the arguments are not that signature."""
    total = f"{sum(a.type.size for a in f.args):,} argument scalars in {len(f.args)} arguments"
    banner = "\n".join(f"// {b}" for b in m.banner)      # the banner's lines as the file has them
    if f.name != "main" or not RENDER_LINE.search(banner):
        return [f"  arguments: {total} (no hlocert render banner: parameters not told apart from inputs)"]
    try:
        v = banner_variant(banner)
        sig = signature(v)
    except VariantError as e:
        return [f"  arguments: {total} (the banner's variant does not parse: {e})"]
    claimed = v.name            # the banner's own spelling: a parsed name is in canonical form
    declared = [(g.name, name, tuple(shape)) for g in sig.inputs for name, shape in zip(g.arg_names, g.shapes)]
    for (group, name, shape), a in zip(declared, f.args):
        if (a.name, tuple(a.type.shape)) != (name, shape):
            return [f"  arguments: {total} (NOT the signature of {claimed}: %{a.name} {a.type} where the "
                    f"{group} group has %{name} {'x'.join(map(str, shape))})"]
    if len(declared) != len(f.args):
        return [f"  arguments: {total} (NOT the signature of {claimed}: {len(declared)} arguments expected)"]
    out = [f"  arguments by role (the signature of {claimed}): {total}"]
    for role in dict.fromkeys(g.role for g in sig.inputs):
        groups = [g for g in sig.inputs if g.role == role]
        out.append(f"    {role}: {sum(g.size for g in groups):,} scalars in {sum(len(g.keys) for g in groups)} "
                   f"tensors ({', '.join(g.name for g in groups)})")
    return out


# ---------------------------------------------------------------------------------------------
# verify (hlocert/certify/verify.py)

def _verify_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="a StableHLO text (.mlir) from anywhere, claiming an hlocert variant in its banner")
    p.add_argument("--semantic", action="store_true",
                   help="also check the text itself on XLA against the JAX reference and optax (whatever its bytes)")
    p.add_argument("--json", metavar="OUT", help="write the results as JSON here")
    p.add_argument("--max-work", type=float, default=None, metavar="N",
                   help="--semantic refuses a text whose one run is over N multiply-adds and elements, estimated "
                        "from its shapes before compiling (default 1e11)")


def _run_verify(args: argparse.Namespace) -> int:
    read_module(args.file)          # a file that cannot be read is a usage error (exit 2), not a verdict
    text = Path(args.file).read_text(encoding="utf-8")
    lowerer = None
    if args.semantic:
        host_devices_for(text)
        lowerer = get_lowerer("xla", cache=False)      # the text is untrusted: no compile cache
    verdict = verify_text(text, args.file, lowerer, args.max_work or MAX_WORK)
    print(report(verdict), end="")
    if args.json:
        write_json(verdict, args.json)
    return 0 if verdict.ok else 1


# ---------------------------------------------------------------------------------------------
# render

def _render_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("variant", nargs="?", help="a variant name, {net}_{size}-c{K}-i{S}-b{B}x{N}-{kind} (hlocert/render/variants.py)")
    p.add_argument("-o", "--output", help="write here (default: VARIANT.mlir in the current directory)")
    p.add_argument("--artifacts", action="store_true", help="re-render every committed artifact and the manifest")


def _run_render(args: argparse.Namespace) -> int:
    if args.artifacts:
        write_all(progress=lambda line: print(line, file=sys.stderr))
        return 0
    if not args.variant:
        raise CommandError(f"render: error: name a variant ({grammar()}) or pass --artifacts")
    try:
        v = variant_arg(args.variant)     # here, not as argparse's type=: a bad name is one line, no usage
    except argparse.ArgumentTypeError as e:
        raise CommandError(f"render: error: {e}") from None
    text = render(v)
    out = Path(args.output or f"{v.name}.mlir")
    atomic_write(out, text)
    print(f"{out}: {len(text):,} bytes, {text.count(chr(10)):,} lines", file=sys.stderr)
    return 0


# ---------------------------------------------------------------------------------------------
# bench (hlocert/bench/)

def _run_bench(args: argparse.Namespace) -> int:
    try:
        return bench.cli_main(args)
    except bench.BenchError as e:
        raise CommandError(f"bench: error: {e}") from None


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
                       "mutation suite", certify_cli.add_arguments, certify_cli.cli_main),
    "train": Command("train a rendered train step (default: the embedded digits run)",
                     train_cli.add_train_arguments, train_cli.run_train),
    "eval": Command("top-1/top-5 of a checkpoint on its val split", train_cli.add_eval_arguments, train_cli.run_eval),
    "validate": Command("timm's validate.py: top-1/top-5, loss and img/s of one or many checkpoints (a glob too), "
                        "live or --ema; --results-file CSV or JSON", train_cli.add_validate_arguments,
                        train_cli.run_validate),
    "avg-checkpoints": Command("average the N best checkpoints of a run by a metric (timm's avg_checkpoints.py): "
                               "parameters, BatchNorm statistics and EMA", train_cli.add_average_arguments,
                               train_cli.run_average),
    "export": Command("a checkpoint's weights as a timm (or the net's official release's) state_dict in safetensors, "
                      "or its eval forward as ONNX or a StableHLO portable artifact",
                      train_cli.add_export_arguments, train_cli.run_export),
    "predict": Command("top-k classes of image files (or of every image in folders) by a checkpoint",
                       train_cli.add_predict_arguments, train_cli.run_predict),
    "pair": Command("run the rendered train step and the JAX reference trainer side by side; verdict "
                    "against a measured noise floor (exit 1 on OFFSET)", pair.add_arguments, pair.cli_main),
    "bench": Command("train-step speed: rendered step on XLA and IREE vs the JAX reference and PyTorch (timm), "
                     "each in its own process; compile/first-step/memory/loader figures (--quick: seconds); "
                     "--eval: the eval forward; --table SET: every config of a set as one markdown table",
                     bench.add_arguments, _run_bench),
    "data": Command("prepare a named data set (fashion-mnist: Debian's package, sha256-checked) or pack an "
                    "ImageFolder into shards + an index", data_cli.add_arguments, data_cli.run),
    "launch": Command("start N local processes of one multi-process run (`launch --nproc 2 -- train ...`), "
                      "their output prefixed with the rank; one failing stops the rest",
                      launch.add_arguments, launch.cli_main),
}


# The subcommands that compile texts through a lowerer, and so consult the compile cache
# (hlocert/runtime/cache.py); `bench` is not one of them: it always compiles fresh, to time it.
COMPILING = ("train", "eval", "validate", "pair", "predict")


class DefaultsShown(argparse.HelpFormatter):
    """Every flag's help says its default: a flag that takes a value and whose help does not
    mention it gets ` (default: X)`, or ` (default: none)` (better: say in words what None means)."""

    def _get_help_string(self, action):
        text = action.help or ""
        if (action.option_strings and action.nargs != 0 and action.default is not argparse.SUPPRESS
                and "default" not in text):
            text += " (default: none)" if action.default is None else " (default: %(default)s)"
        return text


class SubcommandParser(argparse.ArgumentParser):
    """A subcommand's parser whose usage errors are two lines: a short usage (its positionals and
    `[options]`; --help lists them) and the error, which for an unknown flag names it with its
    closest flags of this subcommand (argparse alone leaves unknown flags to the top-level
    parser, which answers with its own usage and no suggestion)."""

    def format_usage(self) -> str:
        f = self._get_formatter()
        f.add_usage(None, [a for a in self._actions if not a.option_strings], [])
        return f"{f.format_help().rstrip()} [options]  ({self.prog} --help lists them)\n"

    def parse_known_args(self, args=None, namespace=None):
        namespace, extra = super().parse_known_args(args, namespace)
        if extra:
            flags = [o for a in self._actions for o in a.option_strings if o.startswith("--") and o != "--help"]
            close = dict.fromkeys(m for e in extra if e.startswith("-")
                                  for m in difflib.get_close_matches(e.split("=")[0], flags, n=1))
            self.error(f"unrecognized arguments: {' '.join(extra)}"
                       + (f" (did you mean {', '.join(close)}?)" if close else ""))
        return namespace, extra


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hlocert", description=PACKAGE_DOC)
    parser.add_argument("--version", action="version", version=f"hlocert {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=SubcommandParser)
    for name, command in COMMANDS.items():
        p = sub.add_parser(name, help=command.help, description=command.help, formatter_class=DefaultsShown)
        command.add_arguments(p)
        if name in COMPILING:
            getattr(p, "lowering_group", p).add_argument("--no-compile-cache", dest="compile_cache", action="store_false",
                           help="compile every text afresh; neither read nor write the compile cache")
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
    except (LowererUnavailable, CompileError) as e:  # e.g. --platform gpu on a machine without one
        print(f"{args.command}: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
