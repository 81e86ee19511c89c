"""The vector registers of XLA-CPU's compiled step, under its default vector width and under
`CPU_OPTIONS`' (runtime/xla.py: xla_cpu_prefer_vector_width=512).

    PYTHONPATH=. .venv/bin/python bench/xla_vector_width.py VARIANT [--max-isa AVX2]

Compiles VARIANT's step on the xla lowerer twice, hlocert's options with the preference at 256 (XLA's
default) and at 512, each with XLA's dump on, then counts over the dumped kernels' object files the
instructions that name a zmm (512-bit) or ymm (256-bit) register (`objdump -d`, binutils) and reads
the "prefer-vector-width" the kernels' LLVM IR declares, and says whether the two compiles' kernels are the
same code (each object's disassembly without addresses, compared as a multiset: the files' names differ by
dump). BENCHMARKS.md ("XLA-CPU's vector width").
"""
from __future__ import annotations

import argparse
import collections
import hashlib
import re
import shutil
import subprocess
import tempfile
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variant")
    ap.add_argument("--max-isa", help="also set XLA's xla_cpu_max_isa (e.g. AVX2)")
    a = ap.parse_args()
    if shutil.which("objdump") is None:
        raise SystemExit("xla_vector_width: needs objdump (apt-get install binutils)")
    from hlocert.render import render
    from hlocert.render.variants import variant_arg
    from hlocert.runtime import get_lowerer
    from hlocert.runtime.xla import CPU_OPTIONS
    text = render(variant_arg(a.variant))
    kernels = {}
    for width in (256, 512):
        with tempfile.TemporaryDirectory() as d:
            options = {**CPU_OPTIONS, "xla_cpu_prefer_vector_width": width, "xla_dump_to": d,
                       **({"xla_cpu_max_isa": a.max_isa} if a.max_isa else {})}
            get_lowerer("xla", cache=False, options=options).compile(text)
            objects = sorted(Path(d).glob("*.o"))
            dis = [subprocess.run(["objdump", "-d", "--no-addresses", "--no-show-raw-insn", str(o)],
                                  capture_output=True, text=True, check=True).stdout for o in objects]
            kernels[width] = collections.Counter(
                hashlib.sha1("\n".join(x for x in d_.splitlines() if "\t" in x or x.endswith(">:")).encode()).hexdigest()
                for d_ in dis)
            asm = "".join(dis)
            declared = {w for f in Path(d).glob("*with-opt.ll")
                        for w in re.findall(r'"prefer-vector-width"="(\d+)"', f.read_text())}
            lines = asm.splitlines()
            print(f"prefer {width}: {len(objects)} object files, {sum('zmm' in x for x in lines):,} instructions on zmm, "
                  f"{sum('ymm' in x for x in lines):,} on ymm; kernels declare prefer-vector-width {sorted(declared)}",
                  flush=True)
    differ = sum((kernels[256] - kernels[512]).values())
    print("the kernels at 256 and 512 are the same code" if kernels[256] == kernels[512] else
          f"{differ} of {sum(kernels[256].values())} kernels' code differs between 256 and 512")


if __name__ == "__main__":
    main()
