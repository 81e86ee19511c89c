"""`python -m hlocert ...`: the `hlocert` command, run by this interpreter (as the console script)."""
import sys

from hlocert.entry import main

sys.exit(main())
