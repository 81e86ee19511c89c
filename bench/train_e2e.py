"""Training img/s end to end (the loader, the step, the host work between steps) at equal threads:
`hlocert train` on Fashion-MNIST and the PyTorch peer (bench/peer_train.py --like that run, the
same recipe) each for --steps updates, each process pinned to the same first `--threads` CPUs (its
loader workers too), one family after another (hlocert first: the peer reads its run's recipe).

    PYTHONPATH=. .venv/bin/python bench/train_e2e.py --threads 1 --workers 1 --steps 400 \\
        --model convnext_atto vit_nano resnet_nano mobilenetv2_nano mobilenetv4_nano efficientnet_nano tinycnn_S

The figure is the steady rate between update --skip and the last: both trainers' metrics rows hold
the images per second since their start (hlocert: its progress clock; the peer: the epoch's), so
the rate between rows n1 and n2 is (n2 − n1)·B / (n2·B/ips2 − n1·B/ips1): compiles, the first
batches and start-up are outside it. Prints one row per model and writes --json if given.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hlocert.train.config import TrainConfig

HERE = Path(__file__).resolve().parent


def rate(metrics: Path, skip: int, batch: int) -> float:
    """Images per second between update `skip` and the last one (module docstring)."""
    rows = [json.loads(line) for line in metrics.read_text().splitlines() if line.strip()]
    steps = {r["step"]: r["img_s"] for r in rows if r.get("kind") != "eval" and "img_s" in r}
    n2 = max(steps)
    n1 = min(skip, n2 - 1)
    t1, t2 = n1 * batch / steps[n1], n2 * batch / steps[n2]
    return (n2 - n1) * batch / (t2 - t1)


def side(cmd: list[str], cpus: str, threads: int) -> float:
    """Run one trainer pinned to `cpus`; its wall seconds (it must succeed)."""
    env = {**os.environ, "OMP_NUM_THREADS": str(threads)}
    t0 = time.perf_counter()
    p = subprocess.run(["taskset", "-c", cpus, *cmd], env=env, capture_output=True, text=True)
    if p.returncode:
        sys.exit(f"train_e2e: {' '.join(cmd[:4])}… failed (exit {p.returncode}): {p.stderr.strip()[-400:]}")
    return time.perf_counter() - t0


def one(model: str, args, cpus: str, root: Path) -> dict:
    """One family: hlocert's run, then the peer of that run, each pinned; their steady img/s."""
    ours, peer = root / f"{model}-hlocert", root / f"{model}-torch"
    h = [sys.executable, "-m", "hlocert", "train", "--data", "fashion-mnist", "--model", model, "--img-size", "32",
         "--model-ema", "--max-steps", str(args.steps), "--workers", str(args.workers), "--no-eval", "--no-plot",
         "--seed", "0", "--out", str(ours)]
    p = [sys.executable, str(HERE / "peer_train.py"), "--like", str(ours), "--threads", str(args.threads),
         "--max-steps", str(args.steps), "--out", str(peer)]
    walls = {"hlocert": side(h, cpus, args.threads)}    # the peer reads this run's recipe: hlocert first
    walls["torch"] = side(p, cpus, args.threads)
    v = TrainConfig.of_run(json.loads((ours / "config.json").read_text())).variant
    batch = v.batch * v.replicas
    hr, tr = rate(ours / "metrics.jsonl", args.skip, batch), rate(peer / "metrics.jsonl", args.skip, batch)
    return {"model": model, "variant": v.name, "hlocert_img_s": round(hr, 1), "torch_img_s": round(tr, 1),
            "ratio": round(hr / tr, 3), "wall_s": {k: round(w, 1) for k, w in walls.items()}}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", nargs="+", required=True)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1, help="loader worker processes, both sides")
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--skip", type=int, default=50, help="updates left out of the rate (start-up, compiles)")
    ap.add_argument("--json", help="write the rows here")
    args = ap.parse_args(argv)
    cpus = ",".join(map(str, sorted(os.sched_getaffinity(0))[:args.threads]))
    print(f"train_e2e: CPUs {cpus}, {args.threads} thread(s), {args.workers} loader worker(s), {args.steps} updates, "
          f"load {os.getloadavg()[0]:.2f}", flush=True)
    print("| model | hlocert img/s | PyTorch img/s | hlocert ÷ PyTorch (img/s) | wall s (h/p) |\n|---|---|---|---|---|")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for m in args.model:
            r = one(m, args, cpus, Path(tmp))
            rows.append(r)
            print(f"| {m} | {r['hlocert_img_s']} | {r['torch_img_s']} | {r['ratio']:.2f} | "
                  f"{r['wall_s']['hlocert']}/{r['wall_s']['torch']} |", flush=True)
    print(f"load after {os.getloadavg()[0]:.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
