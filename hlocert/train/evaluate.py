"""Top-1/top-5 through the eval forward twin: `eval_topk` (used after each epoch and by
`hlocert eval`), `evaluate_checkpoint`, and `forward_logits` (one batch; `hlocert predict` too).
A net with step state is evaluated with its running statistics: the live weights with the
checkpoint's `state` group, the EMA weights with the EMA of the statistics the `ema` group holds
after the parameters (timm's ModelEmaV3 averages the BatchNorm buffers too). Across processes the
val batches are dealt round-robin and the counts summed, so the figures equal a one-process eval's."""
from __future__ import annotations

from typing import Callable

import numpy as np

from .. import hugepages
from ..render.signature import STATE, StepSignature, signature
from ..runtime import distributed, get_lowerer
from . import checkpoint as ckpt
from .artifacts import load_artifact
from .config import TrainConfig
from .errors import TrainError
from .inputs import open_data, val_loader
from .model_dtype import at_model_dtype
from .progress import stderr_line

PREFIX = {"params": "val", "ema": "ema"}   # weight group -> metric prefix


def forward_logits(exe, sig: StepSignature, x: np.ndarray, params: dict[str, np.ndarray],
                   state: dict[str, np.ndarray]) -> np.ndarray:
    """The eval forward's logits of one batch of images `x`, fed through its signature `sig`, every
    mask all ones, with the net's running statistics `state` ({} for a net without)."""
    masks = {g.name: np.ones(g.shapes[0], np.float32) for g in sig.inputs if g.role == "mask"}
    logits = sig.unpack(exe.to_host(exe.run(sig.pack({"x": x, "params": params, STATE: state, **masks}))))["logits"]
    hugepages.after_first_step()
    return logits


def resident_weights(exe, sig: StepSignature, params: dict[str, np.ndarray], state: dict[str, np.ndarray]) -> list:
    """The eval forward's arguments after `x` — the weights, the running statistics and all-ones
    masks — on the device once, for `forward_resident` to reuse batch after batch: fed as host
    arrays they are copied every call (ResNet-34's 87 MB: ~45 ms of a ~100 ms 32² B=32 forward,
    issue 35). The forward aliases nothing, so the handles outlive every run."""
    if sig.inputs[0].name != "x" or any(a is not None for a in sig.aliases()):
        raise ValueError("resident_weights needs an eval forward signature: x first, nothing donated")
    masks = {g.name: np.ones(g.shapes[0], np.float32) for g in sig.inputs if g.role == "mask"}
    x = np.zeros(sig.inputs[0].shapes[0], np.float32)
    return exe.put(sig.pack({"x": x, "params": params, STATE: state, **masks})[1:])


def forward_resident(exe, sig: StepSignature, x: np.ndarray, resident: list) -> np.ndarray:
    """The logits of one batch `x` with the weights `resident_weights` put on the device (an eval forward
    under `+prelogits`: its pooled features)."""
    (out,) = sig.unpack(exe.to_host(exe.run([x, *resident]))).values()
    hugepages.after_first_step()
    return out


def split_ema(ema: dict[str, np.ndarray], model) -> tuple[dict, dict]:
    """The `ema` group's (parameters, running statistics): it holds the net's step state after
    the parameters (optim/transforms.py ModelEma)."""
    names = model.state_shapes()
    return {k: a for k, a in ema.items() if k not in names}, {k: ema[k] for k in names}


def weight_sets(host: dict, model) -> dict[str, tuple[dict, dict]]:
    """The weights a run's carried groups (or a checkpoint's) evaluate: "params" with the live
    running statistics, "ema" (under `+ema`) with its own; each the eval forward's share
    (`Net.eval_share`: under `+splitbn` the main BatchNorms'), the net's own parameters only (a `+kdf{D}`
    run's projection, `kd.proj.*`, trains beside the student and is not the net's: timm's task state)."""
    out = {"params": (host["params"], host.get(STATE, {}))}
    if "ema" in host:
        out["ema"] = split_ema(host["ema"], model)
    own = model.param_shapes()
    return {k: model.eval_share({n: a for n, a in params.items() if n in own}, state) for k, (params, state) in out.items()}


def checkpoint_weights(path, ema: bool, log: Callable[[str], None]) -> tuple[ckpt.Checkpoint, dict, dict]:
    """A checkpoint (`load_checkpoint`: a checkpoint folder, or a run folder's newest intact one) and
    the weight set `hlocert export`, `predict` and `validate` take from it: the live or (`ema`) the
    EMA parameters, with the running statistics that go with them ({} for a net without)."""
    ck = ckpt.load_checkpoint(path, log)
    sets = weight_sets(ck.tensors, ck.variant.model)
    if ema and "ema" not in sets:   # only "ema" can be absent: load_checkpoint checked the rest against the variant
        raise TrainError(f"{ck.directory} has no EMA weights (its variant {ck.variant.name} has no +ema): drop --ema")
    return (ck, *sets["ema" if ema else "params"])


def eval_config(ck: ckpt.Checkpoint, data: str | None, lowerer: str | None, workers: int) -> TrainConfig:
    """The checkpoint's saved run config, set to evaluate it: `data` and `lowerer` where given, `workers`."""
    cfg = ckpt.saved_config(ck.directory, ck.state)
    cfg.data = cfg.data if data is None else data
    cfg.lowerer = lowerer or cfg.lowerer
    cfg.workers, cfg.eval = workers, True
    return cfg


def eval_topk(exe, sig: StepSignature, loader, weights: dict[str, tuple[dict, dict]],
              group: distributed.ProcessGroup | None = None) -> dict:
    """`{val,ema}_top1`, `{val,ema}_top5`, `{val,ema}_loss` (mean cross-entropy) of each weight set
    in `weights` ("params", "ema"; each ({name: tensor}, the net's running statistics {name: tensor}),
    `weight_sets`) over one pass of `loader` (padded rows ignored through `Batch.valid`), and
    `val_images`. In a process `group`, this process decodes and scores every num_processes-th
    batch and the sums are gathered."""
    counts = {g: [0, 0, 0.0] for g in weights}
    resident = {g: resident_weights(exe, sig, params, state) for g, (params, state) in weights.items()}
    total = 0
    mine = loader.epoch(0) if group is None else \
        loader.epoch(0, start=min(group.process_id, loader.batches_per_epoch), stride=group.num_processes)
    for batch in mine:
        valid = int(batch.valid)
        labels = np.asarray(batch.labels)[:valid]
        x = np.asarray(batch.images, np.float32)
        for g in weights:
            logits = forward_resident(exe, sig, x, resident[g])[:valid]
            top5 = np.argsort(-logits, axis=1)[:, :5]
            counts[g][0] += int((top5[:, 0] == labels).sum())
            counts[g][1] += int((top5 == labels[:, None]).any(axis=1).sum())
            z = logits.astype(np.float64) - logits.max(axis=1, keepdims=True)
            counts[g][2] += float((np.log(np.exp(z).sum(axis=1)) - z[np.arange(valid), labels]).sum())
        total += valid
    if group is not None:
        every = group.all_gather("eval", {"counts": counts, "total": total})
        counts = {g: [sum(e["counts"][g][k] for e in every) for k in (0, 1, 2)] for g in counts}
        total = sum(e["total"] for e in every)
    out = {}
    for g, (c1, c5, loss) in counts.items():
        out[f"{PREFIX[g]}_top1"] = c1 / max(total, 1)
        out[f"{PREFIX[g]}_top5"] = c5 / max(total, 1)
        out[f"{PREFIX[g]}_loss"] = loss / max(total, 1)
    out["val_images"] = total
    return out


def evaluate_checkpoint(path: str, data: str | None = None, lowerer: str | None = None, workers: int = 2,
                        log: Callable[[str], None] = stderr_line, compile_cache: bool = True,
                        processes: distributed.Processes = distributed.Processes()) -> dict:
    """Top-1/top-5 of a checkpoint's live and EMA weights on its data's val split (across
    `processes`: each process one device, a share of the batches)."""
    ck = ckpt.load_checkpoint(path, log)
    d, state, tensors, v = ck
    cfg = eval_config(ck, data, lowerer, workers)
    group = processes.join(None, cfg.lowerer, cfg.platform)
    _, val_folder = open_data(cfg, v, log)
    loader = val_loader(cfg, v, val_folder)
    fwd = v.forward_twin()
    text, _ = load_artifact(fwd, log)
    hugepages.first_step_pages(cfg.lowerer)
    exe = at_model_dtype(get_lowerer(cfg.lowerer, platform=cfg.platform, cache=compile_cache).compile(text),
                         fwd)
    log(f"compiled {fwd.name} on {cfg.lowerer} ({exe.provenance})")
    try:
        scores = eval_topk(exe, signature(fwd), loader, weight_sets(tensors, v.model), group)
    finally:
        loader.close()
    scores.pop("val_images")
    return {"checkpoint": str(d), "step": state["step"], **scores}
