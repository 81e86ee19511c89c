"""`+bf16` against f32, per net, on the CPU at hand: the rendered train step of each net's CPU bench
model (its first ImageNet-size CPU `BENCH` config, at IMAGE² and batch B) with the target's lowerings, f32 and
`+bf16`, compiled by one lowerer and timed in alternating rounds (medians; the ratio per round too,
so a load change between rounds does not fake a speed-up). Prints the CPU's model name and its
bf16 features (amx_bf16: AMX tiles; avx512_bf16: AVX-512 `vdpbf16ps`), which decide what runs the
bf16 products (docs/bf16.md, "Speed on this CPU").

    PYTHONPATH=$PWD .venv/bin/python bench/bf16_speed.py [--lowerer xla|iree] [--image 64] [--batch 16]
        [--reps 5] [--nets convnext,vit,...] [--json out.json]
"""
import argparse
import json
import statistics
import sys
import time
from dataclasses import replace

import numpy as np

from hlocert import nets
from hlocert.certify.net_mutants import _inputs, _state_inputs
from hlocert.optim import HostSchedule
from hlocert.render import render
from hlocert.render.signature import signature
from hlocert.render.targets import resolve
from hlocert.render.variants import Variant, declared
from hlocert.runtime import get_lowerer

FEATURES = ("amx_bf16", "amx_tile", "avx512_bf16", "avx512f", "avx2")


def cpu() -> str:
    """'model name (feature, …)' from /proc/cpuinfo: the bf16-relevant flags present."""
    model, flags = "?", set()
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
            elif line.startswith("flags"):
                flags = set(line.split(":", 1)[1].split())
    return f"{model} ({', '.join(x for x in FEATURES if x in flags) or 'none of ' + ', '.join(FEATURES)})"


def variant(net, image: int, batch: int, lowerer: str) -> Variant:
    """The net's first ImageNet-size CPU bench model (else its first CPU one) at image² and `batch`, with
    the lowerings `lowerer` runs on the CPU."""
    cpu_specs = [declared(entry.variant) for entry in net.BENCH.values() if not entry.gpu]
    v = next((s for s in cpu_specs if s.model.num_classes == 1000), cpu_specs[0])
    return resolve(replace(v, model=replace(v.model, image_size=image), batch=batch), lowerer, "cpu")


def arguments(v: Variant) -> list[np.ndarray]:
    params, x, mask, targets = _inputs(v.model, v.batch, 0, all_ones=False)
    chain, state = v.chain(), _state_inputs(v.model, 0)
    groups = {"x": x, "params": params, "state": state, "targets": targets, "drop_mask": mask,
              **chain.init(params, state), "scalars": chain.scalars_at(1, HostSchedule(lr=lambda step: 1e-3), np.float64)}
    sig = signature(v)
    return [np.asarray(a, np.float32) for a in sig.pack({k: groups[k] for k in sig.names("inputs")})]


def step_seconds(exe, args) -> float:
    handles = exe.put([a.copy() for a in args])
    t = time.perf_counter()
    out = exe.run(handles)
    exe.to_host(out[-1:])                  # waits for the step
    return time.perf_counter() - t


def bench(net, a) -> dict:
    f32 = variant(net, a.image, a.batch, a.lowerer)
    twins = {"f32": f32, "bf16": replace(f32, bf16=True)}
    lowerer = get_lowerer(a.lowerer, cache=False)
    exes, compile_s = {}, {}
    for k, v in twins.items():
        t = time.perf_counter()
        exes[k] = lowerer.compile(render(v))
        compile_s[k] = time.perf_counter() - t
    args = arguments(f32)
    for k in exes:
        step_seconds(exes[k], args)         # warm-up
    times = {k: [] for k in exes}
    for r in range(a.reps):
        for k in (("f32", "bf16") if r % 2 == 0 else ("bf16", "f32")):
            times[k].append(step_seconds(exes[k], args))
    med = {k: statistics.median(t) for k, t in times.items()}
    return {"net": net.NAME, "variant": twins["bf16"].name, "f32_s": med["f32"], "bf16_s": med["bf16"],
            "ratio": med["bf16"] / med["f32"],
            "ratio_per_round": statistics.median(b / f for b, f in zip(times["bf16"], times["f32"])),
            "compile_s": compile_s}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--lowerer", default="xla", choices=("xla", "iree"))
    p.add_argument("--image", type=int, default=64)
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--reps", type=int, default=5)
    p.add_argument("--nets", default=",".join(n.NAME for n in nets.all_nets()))
    p.add_argument("--json")
    a = p.parse_args(argv)
    print(f"CPU: {cpu()}; {a.lowerer}-cpu, {a.image}² B={a.batch}, {a.reps} rounds, medians", flush=True)
    print("| net (`+bf16` variant) | f32 s | `+bf16` s | bf16 / f32 (per round) | compile s f32 / bf16 |")
    print("| --- | --- | --- | --- | --- |", flush=True)
    rows = []
    for name in a.nets.split(","):
        r = bench(nets.get(name), a)
        rows.append(r)
        print(f"| {r['net']} (`{r['variant']}`) | {r['f32_s']:.3f} | {r['bf16_s']:.3f} | {r['ratio']:.2f}× "
              f"({r['ratio_per_round']:.2f}×) | {r['compile_s']['f32']:.0f} / {r['compile_s']['bf16']:.0f} |", flush=True)
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"cpu": cpu(), "lowerer": a.lowerer, "image": a.image, "batch": a.batch, "rows": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
