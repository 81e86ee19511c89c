"""`python -m hlocert.certify [--rule NAME] [--level LEVEL] [--mutants] [--json PATH]`."""
import sys

from .cli import cli_main

sys.exit(cli_main())
