"""The `hlocert` command's entry point (the console script and `python -m hlocert`): first the
allocator's huge pages (hugepages.py: a re-exec, before anything large is imported), then the CLI."""
from __future__ import annotations


def main() -> int:
    import sys

    from . import hugepages
    hugepages.reexec(sys.argv[1] if len(sys.argv) > 1 else None)
    from .cli import main as cli_main
    return cli_main()
