"""`hlocert data` (wired into hlocert/cli.py's COMMANDS): prepare a named data set, or pack an ImageFolder.

    hlocert data fashion-mnist            # obtain Debian's package, check its sha256, pack it; prints the root
    hlocert data digits                   # the same for any name of data/named.py's NAMED
    hlocert data pack IMAGEFOLDER OUT     # the packed format (data/packed.py) of the folder's train/ and val/
"""
from __future__ import annotations

import argparse
import json
import sys

from ..errors import CommandError
from .errors import DataError
from .named import NAMED
from .packed import SHARD_BYTES, pack_folder


def _log(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def add_arguments(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="data_command", metavar="WHAT", required=True)
    for name, named in NAMED.items():
        sub.add_parser(name, help=f"prepare {name} in the cache and print its root: {named.about}")
    pack = sub.add_parser("pack", help="pack an ImageFolder's splits into shards + an index (data/packed.py)")
    pack.add_argument("src", metavar="IMAGEFOLDER", help="a folder with train/<class>/<images> (and val/...)")
    pack.add_argument("out", metavar="OUT", help="a new (or empty) directory for the packed set")
    pack.add_argument("--shard-mb", type=float, default=SHARD_BYTES / 2**20,
                      help="shard size in MiB (default: %(default)g)")
    pack.add_argument("--splits", default="train,val", help="the splits to pack, those present (default: %(default)s)")


def run(args: argparse.Namespace) -> int:
    try:
        if args.data_command == "pack":
            meta = pack_folder(args.src, args.out, tuple(s for s in args.splits.split(",") if s),
                               int(args.shard_mb * 2**20), _log)
            print(json.dumps({"out": args.out, "classes": len(meta["classes"]),
                              **{s: e["samples"] for s, e in meta["splits"].items()}}))
        else:
            print(NAMED[args.data_command].prepare(_log))
    except DataError as e:
        raise CommandError(f"data: error: {e}") from None
    return 0
