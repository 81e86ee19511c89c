"""The `hlocert` command's entry point (the console script and `python -m hlocert`): first the
allocator's huge pages (hugepages.py: a re-exec, before anything large is imported), then the CLI."""
from __future__ import annotations


def main() -> int:
    from . import hugepages
    hugepages.reexec()
    from .cli import main as cli_main
    return cli_main()
