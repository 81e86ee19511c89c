"""What XLA-CPU's compiled step holds at its memory peak, grouped by producer kind and shape.

    PYTHONPATH=$PWD .venv/bin/python bench/xla_peak_buffers.py \\
        convnext_T-c1000-i224-b8x1-adamw+wx+clip1.0+drop+dwmac DUMP_DIR [--top 25]

Compiles the variant's step with the lowerer's CPU options plus `xla_dump_to=DUMP_DIR` (HLO as
text), prints the compiled memory statistics, then reads XLA's live-range dump ("Live ranges at
N (peak)") and its buffer assignment (each value's shape) and prints the live bytes at the peak
per (producer kind, shape): `pad_slice_fusion.123` and `pad_slice_fusion.7` are one kind, the
step's parameters (`Arg_*`) another. BENCHMARKS.md ("Peak RSS at 224² B=8") has the figures.
"""
from __future__ import annotations

import argparse
import collections
import re
from pathlib import Path

from hlocert.render import render
from hlocert.render.variants import variant_arg
from hlocert.runtime import get_lowerer
from hlocert.runtime.xla import CPU_OPTIONS

MIB = 2 ** 20


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variant", type=variant_arg)
    ap.add_argument("dump_dir")
    ap.add_argument("--top", type=int, default=25)
    a = ap.parse_args()
    out = Path(a.dump_dir)
    out.mkdir(parents=True, exist_ok=True)
    opts = {**CPU_OPTIONS, "xla_dump_to": str(out), "xla_dump_hlo_as_text": True}
    exe = get_lowerer("xla", cache=False, options=opts).compile(render(a.variant))
    stats = exe.memory_stats()
    print(f"temporaries {stats['temp_size_in_bytes'] / MIB:,.0f} MiB, arguments "
          f"{stats['argument_size_in_bytes'] / MIB:,.0f} MiB, aliased {stats['alias_size_in_bytes'] / MIB:,.0f} MiB")

    (assignment,) = out.glob("*cpu_after_optimizations-buffer-assignment.txt")
    (ranges,) = out.glob("*cpu_after_optimizations-live-range.txt")
    shape: dict[str, str] = {}
    for line in assignment.read_text().splitlines():
        if m := re.match(r" value: <\d+ (\S+) @\S*> \(size=\d+,offset=\d+\): (\S+)", line):
            shape.setdefault(m.group(1), m.group(2).split("{")[0])
    text = ranges.read_text()
    head = re.search(r"Live ranges at (\d+) \(peak\):", text)
    body = text[head.end():text.index("Stack trace breakdown", head.end())]
    size: collections.Counter = collections.Counter()
    count: collections.Counter = collections.Counter()
    for name, nbytes in re.findall(r"^\s*(\S+)\{.*?\}: (\d+) bytes", body, re.M):
        kind = "Arg (parameters, state, batch)" if name.startswith("Arg_") else re.sub(r"\.\d+$", "", name)
        key = (kind, shape.get(name, "?"))
        size[key] += int(nbytes)
        count[key] += 1
    print(f"live at the peak (instruction {head.group(1)}): {sum(size.values()) / MIB:,.0f} MiB")
    for (kind, shp), b in size.most_common(a.top):
        print(f"{b / MIB:9.1f} MiB  {count[kind, shp]:4d} × {shp:24s} {kind}")


if __name__ == "__main__":
    main()
