#!/usr/bin/env python3
"""IREE compiles a multi-result reduce into one dispatch that its own runtime refuses to run.

Standalone (IREE's compiler and runtime packages, numpy; no hlocert). One function slices N
windows out of one input, tensor<(8+N)x64xf32>, and sums each over its 8 rows with ONE variadic
`stablehlo.reduce` (N operands, N results) — the form of ConvNeXt's `+dwmacvr`, whose depthwise
weight gradient sums its 49 taps in one reduce. iree-compile (llvm-cpu) accepts it at every N and
keeps the reduce in one dispatch with a binding per result; at the first call the runtime refuses
the dispatch once it needs more than 32 bindings (N ≥ 32: "binding count 33 > 32"). In hlocert's
ConvNeXt step the same dispatch fails when the executable loads ("dispatch requiring 98 constants
exceeds limit of 64"). The compiler, which knows the runtime's limits, could split the dispatch;
instead it emits one that cannot run.

    python scripts/iree_variadic_reduce_repro.py            # N = 16 31 32 49
      iree 3.13.0: N 16 ran, N 31 ran, then "binding count 33 > 32" (N 32), "binding count 50 > 32" (N 49)

Exit status 1 when some N failed to run (the bug is there), 0 when every N ran.
"""
import sys

import numpy as np


def module(n: int, rows: int = 8, cols: int = 64) -> str:
    """@main(tensor<(rows+n)xcols>) -> n × tensor<cols>: result i sums input rows i .. i+rows-1."""
    src, win, out = f"tensor<{rows + n}x{cols}xf32>", f"tensor<{rows}x{cols}xf32>", f"tensor<{cols}xf32>"
    scalar = "tensor<f32>"
    lines = ["module @repro {",
             f"  func.func @main(%in: {src}) -> ({', '.join([out] * n)}) {{",
             f"    %zero = stablehlo.constant dense<0.0> : {scalar}"]
    lines += [f"    %w{i} = stablehlo.slice %in [{i}:{i + rows}, 0:{cols}] : ({src}) -> {win}" for i in range(n)]
    operands = ", ".join(f"%w{i}" for i in range(n)) + ", " + ", ".join(["%zero"] * n)
    block = ", ".join(f"%a{i}: {scalar}" for i in range(n)) + ", " + ", ".join(f"%b{i}: {scalar}" for i in range(n))
    lines.append(f'    %r:{n} = "stablehlo.reduce"({operands}) ({{')
    lines.append(f"    ^bb0({block}):")
    lines += [f"      %s{i} = stablehlo.add %a{i}, %b{i} : {scalar}" for i in range(n)]
    lines.append(f"      stablehlo.return {', '.join(f'%s{i}' for i in range(n))} : {', '.join([scalar] * n)}")
    lines.append(f"    }}) {{dimensions = array<i64: 0>}} : ({', '.join([win] * n + [scalar] * n)}) -> "
                 f"({', '.join([out] * n)})")
    lines.append(f"    return {', '.join(f'%r#{i}' for i in range(n))} : {', '.join([out] * n)}")
    lines += ["  }", "}"]
    return "\n".join(lines)


def run(n: int) -> str:
    import iree.compiler as ic
    import iree.runtime as rt
    vmfb = ic.compile_str(module(n), target_backends=["llvm-cpu"], input_type="stablehlo",
                          extra_args=["--iree-llvmcpu-target-cpu=host"])
    config = rt.Config("local-task")
    ctx = rt.SystemContext(config=config)
    try:
        ctx.add_vm_module(rt.VmModule.copy_buffer(config.vm_instance, vmfb))
        x = np.random.default_rng(0).standard_normal((8 + n, 64)).astype(np.float32)
        got = ctx.modules.repro["main"](x)
    except Exception as e:  # noqa: BLE001 - the runtime's refusal is the finding; print it in its own words
        return " ".join(str(e).split("; while")[0].split())
    want = np.stack([x[i:i + 8].sum(axis=0) for i in range(n)])
    err = max(float(np.abs(np.asarray(g) - w).max()) for g, w in zip(got, want))
    return f"ran (max error {err:.1e})"


def main(argv: list[str]) -> int:
    from importlib.metadata import version
    ns = [int(a) for a in argv] or [16, 31, 32, 49]
    results = {n: run(n) for n in ns}
    print(f"iree-base-compiler {version('iree-base-compiler')}, iree-base-runtime {version('iree-base-runtime')}")
    for n, r in results.items():
        print(f"N {n:3d}: {r}")
    return 0 if all(r.startswith("ran") for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
