"""`hlocert eval` of a run's checkpoint over the whole val split, end to end, against PyTorch
evaluating the same weights the way the peer trainer does; each contender in its own process,
rounds rotated, wall seconds from process start to exit (imports, data, compile, every batch).

    PYTHONPATH=. .venv/bin/python bench/eval_e2e.py --checkpoint runs/fashion/long/ResNet/hlocert-s0 \\
        --threads 2 --workers 2 --rounds 3

Contenders (both score the live weights and, when the run has them, the EMA's):
- `hlocert-cold`: `python -m hlocert eval --checkpoint RUN --workers W --no-compile-cache` (the
  eval forward compiled afresh);
- `hlocert-warm`: the same with the compile cache a previous call filled;
- `torch`: this file with `--torch-worker`: the checkpoint's weights in the net's timm twin
  (`export_onnx.twin`, eval mode, float32), the peer trainer's val loader (bench/peer_train.py:
  timm's eval transform, batch max(B, 64), W workers) and its `evaluate` under torch.no_grad,
  torch at `--threads` threads.
Every contender runs on the first `--threads` CPUs (its loader workers too). Prints each round,
the medians, the ratios to torch and both sides' top-1 (they score the same weights, so they must
agree to a few images).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
CONTENDERS = ("hlocert-cold", "hlocert-warm", "torch")


def torch_worker(checkpoint: str, workers: int, threads: int) -> dict:
    """Evaluate in this process: what the `torch` contender times (its imports included)."""
    import torch
    sys.path.insert(0, str(HERE))
    import peer_train

    from hlocert.train import checkpoint as ckpt
    from hlocert.train.evaluate import eval_config, weight_sets
    from hlocert.train.export_onnx import twin

    torch.set_num_threads(threads)
    ck = ckpt.load_checkpoint(checkpoint, lambda s: None)
    cfg = eval_config(ck, None, None, workers)
    v = ck.variant
    _, val = peer_train.loaders(cfg, v, workers, cfg.seed)
    out = {}
    for group, (params, state) in weight_sets(ck.tensors, v.model).items():
        out.update(peer_train.evaluate(twin(v.model, params, state), val, "val" if group == "params" else "ema"))
    return out


def run(contender: str, args, cpus: str) -> tuple[float, dict]:
    """(wall seconds, the scores it printed) of one contender's process."""
    env = {**os.environ, "OMP_NUM_THREADS": str(args.threads)}
    if contender == "torch":
        cmd = [sys.executable, __file__, "--torch-worker", "--checkpoint", args.checkpoint,
               "--workers", str(args.workers), "--threads", str(args.threads)]
    else:
        cmd = [sys.executable, "-m", "hlocert", "eval", "--checkpoint", args.checkpoint, "--workers", str(args.workers)]
        cmd += ["--no-compile-cache"] if contender == "hlocert-cold" else []
    t0 = time.perf_counter()
    p = subprocess.run(["taskset", "-c", cpus, *cmd], env=env, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if p.returncode:
        sys.exit(f"eval_e2e: {contender} failed (exit {p.returncode}): {p.stderr.strip().splitlines()[-1:]}")
    return wall, json.loads(p.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--checkpoint", required=True, help="a checkpoint folder or a run's --out folder (latest)")
    p.add_argument("--threads", type=int, default=len(os.sched_getaffinity(0)))
    p.add_argument("--workers", type=int, default=2, help="loader worker processes, both sides")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--torch-worker", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.torch_worker:
        print(json.dumps(torch_worker(args.checkpoint, args.workers, args.threads)))
        return 0
    cpus = ",".join(map(str, sorted(os.sched_getaffinity(0))[:args.threads]))
    print(f"eval_e2e: {args.checkpoint}, CPUs {cpus}, workers {args.workers}, load {os.getloadavg()[0]:.2f}")
    run("hlocert-warm", args, cpus)     # fill the compile cache the warm contender reads
    walls: dict[str, list[float]] = {c: [] for c in CONTENDERS}
    scores = {}
    for r in range(args.rounds):
        order = CONTENDERS[r % 3:] + CONTENDERS[:r % 3]
        for c in order:
            wall, scores[c] = run(c, args, cpus)
            walls[c].append(wall)
        print(f"round {r + 1}: " + ", ".join(f"{c} {walls[c][-1]:.1f} s" for c in order), flush=True)
    med = {c: statistics.median(w) for c, w in walls.items()}
    for c in CONTENDERS:
        top = ", ".join(f"{k} {100 * scores[c][k]:.2f}%" for k in ("val_top1", "ema_top1") if k in scores[c])
        print(f"{c:13} median {med[c]:7.1f} s  {med[c] / med['torch']:.2f}× torch   {top}")
    print(f"load after {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
