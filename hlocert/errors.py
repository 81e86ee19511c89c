"""The errors that cross hlocert's layers, in one small module that imports nothing.

Owns: `CommandError` (a subcommand cannot go on), `CompileError` and `LowererUnavailable` (the
runtime could not compile a text, or cannot run here), `ProcessLost` (a process of a multi-process
run is gone; runtime/distributed.py). Lower layers raise them and the command
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


class ProcessLost(RuntimeError):
    """A process of a multi-process run is gone (or a barrier timed out): the others stop."""

    def __init__(self, process_id: int, num_processes: int, lost: list[int], why: str):
        self.process_id, self.num_processes, self.lost, self.why = process_id, num_processes, lost, why
        who = (f"lost process {', '.join(map(str, lost))}" if lost
               else "no process is known to be gone: a timeout (raise --dist-timeout if one is only slow)")
        super().__init__(f"process {process_id} of {num_processes}: {why}; {who}; stopping (continue from the "
                         f"last checkpoint with --resume once every process can run)")
