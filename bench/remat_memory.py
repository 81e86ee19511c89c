"""What `+remat` saves on XLA-CPU: each variant's train step compiled plain and with `+remat`.

    PYTHONPATH=$PWD .venv/bin/python bench/remat_memory.py convnext_micro-c10-i32-b8x1-adamw+wx+clip1.0+drop

Prints, per text, the compiled module's memory statistics (`memory_stats()`: executable temporaries,
arguments, outputs) and the convolutions and dot_generals left in XLA's optimised HLO: a recompute
that XLA merged back into the kept values (CSE) leaves the plain step's count and temporaries.
"""
from __future__ import annotations

import argparse
import re
import time
from dataclasses import replace

from hlocert.render import render
from hlocert.render.variants import variant_arg
from hlocert.runtime import get_lowerer

MIB = 2 ** 20


def measure(v) -> str:
    t0 = time.perf_counter()
    exe = get_lowerer("xla", cache=False).compile(render(v))
    s = exe.memory_stats()
    hlo = "\n".join(m.to_string() for m in exe.raw.hlo_modules())
    convs, dots = (len(re.findall(rf"= \S+ {op}\(", hlo)) for op in ("convolution", "dot"))
    return (f"{v.name}: temp {s['temp_size_in_bytes']:,} B ({s['temp_size_in_bytes'] / MIB:.2f} MiB), "
            f"arguments {s['argument_size_in_bytes']:,} B, outputs {s['output_size_in_bytes']:,} B; optimised HLO: "
            f"{convs} convolutions, {dots} dots; compile {time.perf_counter() - t0:.0f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variants", nargs="+", type=variant_arg, help="train variants without +remat")
    for v in ap.parse_args().variants:
        for each in (v, replace(v, remat=True)):
            print(measure(each), flush=True)


if __name__ == "__main__":
    main()
