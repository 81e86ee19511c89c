"""Batch scaling with every batch in the same rounds: img/s at a large batch ÷ img/s at a small one.

    .venv/bin/python bench/batch_scaling.py --configs t64b8,t64b32 --threads 1      # and --threads 2

`hlocert bench --table t64b8,t64b32` runs its two configs one after the other, so on a machine whose
speed moves between them (this shared VM's does) the ratio of their img/s carries that move. Here
every contender of both configs (XLA, IREE, PyTorch eager; each in its own process, as the bench
starts them) is started first, then all of them step in the same rotated rounds (a turn is two steps,
the second timed, as in the bench): each contender's scaling is the ratio of its two medians taken
side by side. The configs must be the same net and image size at two batches.
"""
from __future__ import annotations

from hlocert import hugepages

if __name__ == "__main__":     # as the `hlocert` command: the heap's large blocks in huge pages (hlocert/hugepages.py)
    hugepages.reexec("bench")

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from dataclasses import replace


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--configs", default="t64b8,t64b32", help="two bench configs: a small batch, then a large one")
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--lowerers", default="xla,iree")
    ap.add_argument("--json", help="also write the figures here")
    a = ap.parse_args()
    from hlocert.bench import run as R
    from hlocert.bench.machine import loadavg, machine

    small, large = a.configs.split(",")
    cfgs = {}
    for name in (small, large):
        cfg, _, _, threads = R._preflight(name, a.reps, a.threads)
        cfgs[name] = cfg
    vs, vl = cfgs[small].spec, cfgs[large].spec
    if replace(vs, batch=vl.batch).name != vl.name or vs.batch >= vl.batch:
        raise SystemExit(f"--configs: {small} and {large} must be one net at one image size, the first the smaller batch")
    log = lambda s: print(s, file=sys.stderr, flush=True)        # noqa: E731
    cache = tempfile.mkdtemp(prefix="hlocert-bench-cache-")
    names, specs, errors = [], {}, {}
    for name, cfg in cfgs.items():
        ks, _, errs, ss = R._contenders(cfg, "cpu", a.lowerers.split(","), False, True, False, False, {}, False)
        common = {"gpu": False, "threads": threads, "cache_dir": cache, "eval": False,
                  "reference_options": "jax", "warmup": cfg.warmup}
        for k in ks:
            names.append(f"{k}@{name}")
            specs[f"{k}@{name}"] = {**common, **ss[k]}
        errors.update({f"{k}@{name}": e for k, e in errs.items()})
    load_before = loadavg()
    workers, first, losses = {}, {}, {}
    try:
        R._cold_starts(names, specs, workers, first, losses, errors, log)
        times, _, _ = R._rounds(workers, a.reps, losses, log)
    finally:
        for w in workers.values():
            w.kill()
        shutil.rmtree(cache, ignore_errors=True)
    med = {k: statistics.median(ts) for k, ts in times.items()}
    rows = {}
    for k in dict.fromkeys(n.split("@")[0] for n in names):
        s, l = f"{k}@{small}", f"{k}@{large}"
        if s in med and l in med:
            ips_s, ips_l = vs.batch / med[s], vl.batch / med[l]
            rows[k] = {"small_img_s": ips_s, "large_img_s": ips_l, "scaling": ips_l / ips_s}
    m = machine()
    print(f"{vs.name} → B={vl.batch}, {threads} thread(s) per contender, "
          f"{a.reps} rounds with every batch in each; CPU {m['cpu']}; load {load_before} → {loadavg()}")
    print(f"| contender | img/s B={vs.batch} | img/s B={vl.batch} | scaling |")
    print("|---|---|---|---|")
    for k, r in rows.items():
        print(f"| {k} | {r['small_img_s']:.1f} | {r['large_img_s']:.1f} | {r['scaling']:.2f}× |")
    for k, e in errors.items():
        print(f"note: {k}: {e}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"configs": [small, large], "threads": threads, "reps": a.reps, "machine": m,
                       "load_average_before": load_before, "rows": rows, "times": times, "errors": errors},
                      f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
