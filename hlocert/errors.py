"""The errors that cross hlocert's layers, in one small module that imports nothing.

Owns: `CommandError` (a subcommand cannot go on), `CompileError` and `LowererUnavailable` (the
runtime could not compile a text, or cannot run here). Lower layers raise them and the command
line catches them, so they live below both: the runtime never imports the CLI, and the CLI need
not import a lowerer to name its errors. Each message is one line that names the bad value and
the fix; `hlocert.cli.main` prints it on stderr and exits 2.
"""


class CommandError(Exception):
    """A subcommand cannot go on; the message says why, in the `FILE: ...` style of compilers."""


class CompileError(RuntimeError):
    """The module text did not parse or did not compile; the message names the lowerer."""


class LowererUnavailable(RuntimeError):
    """The requested lowerer (or a feature of it) cannot run here; the message says how to fix it."""
