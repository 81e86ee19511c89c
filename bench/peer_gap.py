"""A gap between an hlocert run and its PyTorch peer, taken apart: what the two runs did alike.

    python bench/peer_gap.py --hlocert RUN --peer PEER_RUN [--every K] [--draws D]

RUN is an `hlocert train` run folder, PEER_RUN the `bench/peer_train.py --like RUN` run of the same
recipe (the `[torch]` extra). One line per check, with its figure:

- schedule: the learning rate of every update in both runs' metrics.jsonl, the largest relative
  difference;
- eval inputs: hlocert's eval image (its loader's transform, normalised) against timm's eval
  transform of the peer, every Kth val image, the largest |difference|;
- eval: hlocert's last checkpoint (live weights, and the EMA where kept) put in the timm twin and
  evaluated by the peer's own evaluation, against the top-1 the hlocert run recorded for that epoch;
- init: D draws of hlocert's init and of timm's per parameter tensor, the largest |z| of the
  difference of their standard deviations (a constant tensor must be the same constant);
- curves: per epoch, both runs' mean train loss and val top-1.

The step itself is `hlocert pair --against torch --data DATA --variant V` (its verdict against
torch's own noise). Exit status 1 when a check is off (schedule rel > 1e-6, eval inputs > 1e-5,
eval top-1 unequal, |z| > 5 or a constant differing).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def lr_rows(folder: Path) -> dict[int, float]:
    rows = (json.loads(line) for line in (folder / "metrics.jsonl").read_text().splitlines() if line.strip())
    return {r["step"]: r["lr"] for r in rows if r.get("kind") != "eval" and "lr" in r}


def schedule_gap(ours: Path, peer: Path) -> tuple[int, float]:
    a, b = lr_rows(ours), lr_rows(peer)
    common = sorted(set(a) & set(b))
    if not common:
        sys.exit(f"peer_gap: {ours} and {peer} share no update with a learning rate")
    return len(common), max(abs(a[t] - b[t]) / max(abs(b[t]), 1e-30) for t in common)


def eval_inputs_gap(cfg, v, every: int) -> tuple[int, float]:
    import peer_train
    from hlocert.data.named import data_root, open_split
    a = cfg.augment
    src = open_split(data_root(cfg.data, lambda s: None), "val", class_map=cfg.class_map,
                     input_key=cfg.input_key).source()
    S = v.model.image_size
    tf = peer_train.eval_transform(cfg, v)
    mean, std = np.asarray(a.mean, np.float32), np.asarray(a.std, np.float32)
    worst, n = 0.0, 0
    for i in range(0, len(src), every):
        im = src.load(i)
        ours = (a.eval_image(im, S).astype(np.float32) / 255.0 - mean) / std
        theirs = tf(a.convert(im)).permute(1, 2, 0).numpy()
        worst, n = max(worst, float(np.abs(ours - theirs).max())), n + 1
    return n, worst


def recorded_top1(folder: Path, epoch: int) -> dict[str, float]:
    for line in (folder / "metrics.jsonl").read_text().splitlines():
        r = json.loads(line) if line.strip() else {}
        if r.get("kind") == "eval" and r.get("epoch") == epoch:
            return {k: r[k] for k in ("val_top1", "ema_top1") if k in r}
    return {}


def cross_eval(folder: Path) -> list[tuple[str, float, float | None]]:
    """(group, the peer's top-1 of hlocert's weights, hlocert's recorded top-1) for the live weights and EMA."""
    import peer_train
    from hlocert.train.config import TrainConfig
    from hlocert.train.errors import TrainError
    from hlocert.train.evaluate import checkpoint_weights
    from hlocert.train.export_onnx import twin
    out, val = [], None
    for group, ema, key in (("params", False, "val_top1"), ("ema", True, "ema_top1")):
        try:
            ck, params, state = checkpoint_weights(folder, ema, lambda s: None)
        except TrainError:      # no EMA kept
            break
        if val is None:
            cfg = TrainConfig.of_run(ck.state["config"])
            _, val = peer_train.loaders(cfg, ck.variant, cfg.workers, cfg.seed)
        top1 = peer_train.evaluate(twin(ck.variant.model, params, state), val, "val")["val_top1"]
        out.append((group, top1, recorded_top1(folder, ck.state["epoch"]).get(key)))
    return out


def init_gap(v, draws: int) -> tuple[int, float, list[str]]:
    """(tensors compared, the largest |z| of the std difference, constants that differ)."""
    import torch
    from hlocert import weights
    ours: dict[str, list] = {}
    theirs: dict[str, list] = {}
    state = v.model.init_state() if v.model.state_shapes() else None
    for s in range(draws):
        torch.manual_seed(s)
        for k, t in v.model.timm_twin().state_dict().items():
            theirs.setdefault(k, []).append(t.detach().double().numpy().ravel())
        for k, a in weights.export_state_dict(v.model.init_params(s), v.model, state=state).items():
            ours.setdefault(k, []).append(np.asarray(a, np.float64).ravel())
    worst, n, bad = 0.0, 0, []
    for k in sorted(ours):
        if "running" in k or "num_batches" in k:
            continue
        a, t = np.concatenate(ours[k]), np.concatenate(theirs[k])
        if a.std() == 0 or t.std() == 0:
            if not (a.std() == t.std() == 0 and np.allclose(a, t)):
                bad.append(k)
            continue
        n += 1
        worst = max(worst, abs(a.std() - t.std()) / (np.hypot(a.std(), t.std()) / np.sqrt(2 * a.size)))
    return n, float(worst), bad


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hlocert", required=True, help="the hlocert train run folder")
    p.add_argument("--peer", required=True, help="the peer_train.py --like run of the same recipe")
    p.add_argument("--every", type=int, default=20, help="compare every Kth val image's eval input (default 20)")
    p.add_argument("--draws", type=int, default=12, help="init draws per side (default 12)")
    args = p.parse_args(argv)
    sys.path.insert(0, str(HERE.parent))
    import peer_compare
    from hlocert.train.config import TrainConfig
    ours, peer = Path(args.hlocert), Path(args.peer)
    for d in (ours, peer):
        if not (d / "metrics.jsonl").is_file() or not (d / "config.json").is_file():
            sys.exit(f"peer_gap: {d}: not a run folder (no metrics.jsonl and config.json)")
    cfg = TrainConfig.of_run(json.loads((ours / "config.json").read_text()))
    v = cfg.variant
    off = []
    n, rel = schedule_gap(ours, peer)
    print(f"schedule: {n} updates, learning rate max rel difference {rel:.2e}")
    off += ["schedule"] if rel > 1e-6 else []
    n, worst = eval_inputs_gap(cfg, v, args.every)
    print(f"eval inputs: {n} val images, hlocert's against timm's eval transform, max |difference| {worst:.2e}")
    off += ["eval inputs"] if worst > 1e-5 else []
    for group, top1, recorded in cross_eval(ours):
        same = recorded is not None and round(100 * top1, 2) == round(100 * recorded, 2)
        print(f"eval: hlocert's last {group} in the timm twin, the peer's evaluation: top-1 {100 * top1:.2f}% "
              f"(hlocert recorded {'—' if recorded is None else f'{100 * recorded:.2f}%'})")
        off += [] if same else [f"eval {group}"]
    n, z, bad = init_gap(v, args.draws)
    print(f"init: {n} random tensors, {args.draws} draws a side, max |z| of the std difference {z:.1f}; "
          f"constants differing: {', '.join(bad) or 'none'}")
    off += ["init"] if z > 5 or bad else []
    a, b = peer_compare.read_run(str(ours)), peer_compare.read_run(str(peer))
    print("curves: epoch, train loss hlocert / PyTorch, val top-1 hlocert / PyTorch")
    for e, la, lb, va, vb in zip(a["epochs"], a["loss"], b["loss"], a["val"], b["val"]):
        print(f"  {e:3d}  {la:.4f} / {lb:.4f}  {va:.2f} / {vb:.2f}")
    print(f"off: {', '.join(off)}" if off else "every check equal: the gap is not in these")
    return 1 if off else 0


if __name__ == "__main__":
    sys.exit(main())
