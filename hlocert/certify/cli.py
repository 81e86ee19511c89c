"""`hlocert certify [--rule NAME] [--level LEVEL] [--mutants] [--json PATH]`."""
from __future__ import annotations

import argparse
import sys

from .report import format_table, write_json
from .result import LEVELS
from .runner import UsageError, run_certificates


def add_arguments(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    p.add_argument("--rule", metavar="NAME", help="certify one rule only (default: every registered rule)")
    p.add_argument("--level", metavar="LEVEL", help=f"one level only: {' | '.join(LEVELS)} (default: all)")
    p.add_argument("--mutants", action="store_true",
                   help="also run the mutation suite (each mutant must fail some level)")
    p.add_argument("--json", metavar="PATH", help="write the results as JSON to PATH")
    p.add_argument("--quiet", action="store_true", help="no progress display on stderr")
    return p


def build_parser(prog: str = "hlocert certify") -> argparse.ArgumentParser:
    return add_arguments(argparse.ArgumentParser(
        prog=prog, description="Certify that every hand-written backward is the gradient of its forward."))


def cli_main(argv=None) -> int:
    """Run the certifier; returns the exit code (0: all passed and every mutant killed; 1: some
    certificate failed or a mutant survived; 2: bad usage). `argv`: a list of arguments, or an
    argparse Namespace already parsed with `add_arguments`."""
    if isinstance(argv, argparse.Namespace):
        args = argv
    else:
        args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    try:
        results = run_certificates(rule=getattr(args, "rule", None), level=getattr(args, "level", None),
                                   progress=not getattr(args, "quiet", False),
                                   mutants=bool(getattr(args, "mutants", False)))
    except UsageError as e:
        print(f"hlocert certify: error: {e}", file=sys.stderr)
        return 2
    print(format_table(results))
    if getattr(args, "json", None):
        write_json(results, args.json)
    return 0 if results and all(r.ok for r in results) else 1
