"""Do the lowerers use this CPU's bfloat16 instructions? A bf16×bf16→f32 `dot_general` (the
`+bf16` render's product) and its f32 twin, compiled by XLA-CPU and IREE llvm-cpu (the flags
hlocert's lowerers use), their generated machine code dumped and searched for the AVX-512 BF16
(`vdpbf16ps`, `vcvtneps2bf16`) and AMX (`tdpbf16ps`) instructions, and both timed.

    PYTHONPATH=$PWD .venv/bin/python bench/bf16_isa.py [N]      # N×N matrices, default 1024
    ... bench/bf16_isa.py --perf [N]     # and which kernels ran: `perf record` of each dot's loop

XLA-CPU dumps its optimised HLO and the object code it generates with `--xla_dump_to` (read with
objdump); a dot it hands to a library (a custom fusion such as `__ynn_fusion`, YNNPACK, whose
kernels live in jaxlib and choose their instructions at run time) has no generated code, so the
fusion kind is printed too, and `--perf` samples the running process to name the kernels that
ran (e.g. YNNPACK's `dot_bf16_bf16_fp32_..._amxbf16`: AMX tiles). IREE llvm-cpu dumps its executables' assembly with
`--iree-hal-dump-executable-intermediates-to`.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile
import time

DUMP = tempfile.mkdtemp(prefix="bf16-isa-")
os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + f" --xla_dump_to={DUMP}/xla --xla_dump_hlo_as_text"

import numpy as np  # noqa: E402

from hlocert.ir import FuncBuilder, build_module, print_module, tensor  # noqa: E402
from hlocert.runtime import get_lowerer  # noqa: E402

BF16_OPS = ("vdpbf16ps", "vcvtneps2bf16", "vcvtne2ps2bf16", "tdpbf16ps")


def text(n: int, dtype: str) -> str:
    """(a, b) f32 → a·b, the operands converted to `dtype` first (bf16: the +bf16 product)."""
    b = FuncBuilder("main")
    x, y = b.arg("a", tensor((n, n), "f32")), b.arg("b", tensor((n, n), "f32"))
    if dtype == "bf16":
        x, y = b.convert(x, "bf16"), b.convert(y, "bf16")
    return print_module(build_module(b.ret(b.dot_general(x, y, contract=((1,), (0,)), result_dtype="f32"))))


def count(paths) -> dict[str, int]:
    found = dict.fromkeys(BF16_OPS, 0)
    for p in paths:
        asm = (subprocess.run(["objdump", "-d", "--no-show-raw-insn", p], capture_output=True, text=True).stdout
               if p.endswith(".o") else open(p, errors="replace").read())
        for op in BF16_OPS:
            found[op] += len(re.findall(rf"\b{op}\b", asm))
    return found


def timed(exe, args, reps=5) -> float:
    h = exe.put(args)
    exe.to_host(exe.run(h))
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        exe.to_host(exe.run(h))
        ts.append(time.perf_counter() - t0)
    return float(np.median(ts))


def kernels(ln: str, dtype: str, n: int) -> list[str]:
    """The hottest symbols of a process that runs the dot 30 times (perf record / perf report)."""
    data = f"{DUMP}/perf-{ln}-{dtype}.data"
    subprocess.run(["perf", "record", "-q", "-o", data, sys.executable, __file__, "--loop", ln, dtype, str(n)],
                   capture_output=True, check=True)
    rep = subprocess.run(["perf", "report", "-i", data, "--sort", "symbol", "--stdio"],
                         capture_output=True, text=True).stdout
    rows = re.findall(r"^\s*(\d+\.\d+%)\s+\[[.k]\]\s+(\S+)", rep, re.M)
    return [f"{share} {sym}" for share, sym in rows[:40] if re.search(r"dot|matmul|mmt4d", sym)][:2]


def loop(ln: str, dtype: str, n: int) -> None:
    exe = get_lowerer(ln, cache=False).compile(text(n, dtype))
    h = exe.put([np.ones((n, n), np.float32)] * 2)
    for _ in range(30):
        exe.to_host(exe.run(h))


def main() -> int:
    if sys.argv[1:2] == ["--loop"]:
        loop(sys.argv[2], sys.argv[3], int(sys.argv[4]))
        return 0
    perf = sys.argv[1:2] == ["--perf"]
    rest = sys.argv[2:] if perf else sys.argv[1:]
    n = int(rest[0]) if rest else 1024
    cpu = open("/proc/cpuinfo").read()
    print("CPU flags:", " ".join(sorted(set(re.findall(r"\b(avx512_bf16|amx_bf16|amx_tile|avx512f)\b", cpu)))))
    rng = np.random.default_rng(0)
    args = [rng.standard_normal((n, n)).astype(np.float32) for _ in range(2)]
    for ln in ("xla", "iree"):
        times = {}
        for dtype in ("f32", "bf16"):
            before = set(glob.glob(f"{DUMP}/**/*", recursive=True))
            flags = {"extra_flags": (f"--iree-hal-dump-executable-intermediates-to={DUMP}/iree-{dtype}",)} \
                if ln == "iree" else {}
            exe = get_lowerer(ln, cache=False, **flags).compile(text(n, dtype))
            times[dtype] = timed(exe, args)
            new = set(glob.glob(f"{DUMP}/**/*", recursive=True)) - before
            code = [p for p in new if p.endswith((".o", ".s"))]
            hits = {k: v for k, v in count(code).items() if v}
            kinds = sorted({k for p in new if p.endswith("cpu_after_optimizations.txt")
                            for k in re.findall(r'"kind":"(__\w+)"', open(p).read())})
            print(f"{ln:4s} {dtype:4s} dot {n}×{n}: {times[dtype] * 1e3:7.1f} ms; generated code "
                  f"({len(code)} file(s)): {hits or 'no bf16 instructions'}"
                  + (f"; library fusions: {', '.join(kinds)}" if kinds else ""))
            if perf:
                print(f"     hottest product kernels: {'; '.join(kernels(ln, dtype, n)) or 'none sampled'}")
        print(f"{ln:4s} bf16/f32 time: {times['bf16'] / times['f32']:.2f}×")
    print(f"dumps in {DUMP} (IREE's executables are loaded from memory: perf names no symbol in them)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
