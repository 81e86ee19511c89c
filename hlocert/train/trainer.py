"""The trainer: runs a rendered ConvNeXt train step (one StableHLO function) on a lowerer.

- The artifact is the committed one (artifacts/) when it exists, else it is rendered once into
  `$HLOCERT_CACHE_DIR/renders` (default ~/.cache/hlocert/renders); each is byte-compared with a fresh render before compiling
  (render/certified.py).
- Parameters, moments and EMA live on the device: each step's outputs are the next step's inputs
  (the state inputs are donated).
- Per step t (1-based) the host feeds: lr(t) = linear warmup then cosine to `min_lr`;
  bc1 = 1 − 0.9^t, bc2 = 1 − 0.999^t; ema_decay = min(ema_decay_max, (1 + t) / (10 + t)) (the
  TensorFlow `ExponentialMovingAverage(num_updates=t)` warm-up, so a short run's EMA is useful;
  with the constant 0.9999 of the paper a 600-step run's EMA would still be the init);
  drop-path keep masks drawn from the seeded host RNG with the size's ramp (`draw_drop_mask`).
- Each epoch: top-1/top-5 on val through the eval forward twin (all-ones masks, padded rows
  ignored through `Batch.valid`), with live and (if rendered) EMA weights.
- A non-finite loss stops the run before anything is saved; the last checkpoint stays intact.
"""
from __future__ import annotations

import json
import math
import os
import sys
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Callable

import numpy as np

from . import checkpoint as ckpt

DEFAULT_VARIANT = "convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop"


class TrainError(RuntimeError):
    """The run cannot start or go on; the message says why."""


class NonFiniteLoss(TrainError):
    def __init__(self, step: int, loss: float, last_checkpoint: Path | None):
        self.step, self.loss, self.last_checkpoint = step, loss, last_checkpoint
        where = f"the last good checkpoint is {last_checkpoint}" if last_checkpoint else "no checkpoint was written"
        super().__init__(f"non-finite loss {loss} at step {step}: training stopped; {where}")


@dataclass
class TrainConfig:
    data: str | None = None            # ImageFolder root; None: the embedded sklearn digits folder
    variant: str = DEFAULT_VARIANT
    epochs: int = 12
    lr: float = 2e-3
    min_lr: float = 1e-5
    warmup_epochs: float = 1.0
    seed: int = 0
    lowerer: str = "xla"
    platform: str = "cpu"
    replicas: int | None = None        # None: as the variant says
    depthwise: str = "auto"            # auto (the target's lowering, render/targets.py) | conv | mac
    patchify: str = "auto"             # auto | conv | matmul
    out: str = "runs/hlocert"
    workers: int = 2
    label_smoothing: float = 0.1
    mixup: float = 0.0
    cutmix: float = 0.0
    rrc_scale: tuple = (0.5, 1.0)
    drop_path: float | None = None     # None: the size's recipe rate
    ema_decay: float = 0.9999          # the cap of the warm-up EMA decay
    keep: int = 3                      # checkpoints kept
    ckpt_every: int = 0                # also checkpoint every N steps (0: only at epoch ends)
    max_steps: int | None = None       # stop after this global step (the schedule still spans `epochs`)
    eval: bool = True
    plot: bool = True

    def to_json(self) -> dict:
        d = asdict(self)
        d["rrc_scale"] = list(self.rrc_scale)
        return d

    @classmethod
    def from_json(cls, d: dict) -> "TrainConfig":
        names = {f.name for f in fields(cls)}
        d = {k: v for k, v in d.items() if k in names}
        # configs written before the per-target choice existed rendered the name as written
        d.setdefault("depthwise", "conv")
        d.setdefault("patchify", "conv")
        if "rrc_scale" in d:
            d["rrc_scale"] = tuple(d["rrc_scale"])
        return cls(**d)


# ---------------------------------------------------------------------------------------------
# artifacts

def render_cache_dir() -> Path:
    base = os.environ.get("HLOCERT_CACHE_DIR")
    return (Path(base) if base else Path.home() / ".cache" / "hlocert") / "renders"


def load_artifact(name: str, log: Callable[[str], None] = lambda s: None) -> tuple[str, Path]:
    """The certified text of render `name` (render.certified: the committed artifact if there is
    one, else the render cache, each byte-compared with a fresh render) and its path."""
    from ..render.certified import load_certified
    return load_certified(name, render_cache_dir(), log)


def with_replicas(name: str, replicas: int) -> str:
    from ..render.variants import Variant
    v = Variant.parse(name)
    return Variant(v.model, v.batch, replicas, v.kind, v.optimizer, v.drop).name


def sha256_text(text: str) -> str:
    import hashlib
    return hashlib.sha256(text.encode()).hexdigest()


# ---------------------------------------------------------------------------------------------
# schedule

def lr_at(step: int, cfg: TrainConfig, total_steps: int, warmup_steps: int) -> float:
    """Linear warmup over `warmup_steps`, then cosine from lr to min_lr at `total_steps` (step 1-based)."""
    if warmup_steps > 0 and step <= warmup_steps:
        return cfg.lr * step / warmup_steps
    span = max(1, total_steps - warmup_steps)
    frac = min(1.0, (step - warmup_steps) / span)
    return cfg.min_lr + 0.5 * (cfg.lr - cfg.min_lr) * (1.0 + math.cos(math.pi * frac))


def scalars_at(step: int, cfg: TrainConfig, total_steps: int, warmup_steps: int, ema: bool) -> list[np.ndarray]:
    out = [lr_at(step, cfg, total_steps, warmup_steps), 1.0 - 0.9 ** step, 1.0 - 0.999 ** step]
    if ema:
        out.append(min(cfg.ema_decay, (1.0 + step) / (10.0 + step)))
    return [np.asarray(s, np.float32) for s in out]


# ---------------------------------------------------------------------------------------------
# data

def open_data(cfg: TrainConfig, v, log) -> tuple[Any, Any]:
    """(train ImageFolder, val ImageFolder), with the class count checked against the artifact."""
    try:
        from ..data import ImageFolder, build_digits_folder
    except ImportError as e:
        raise TrainError(f"hlocert.data is not available ({e})") from None
    root = cfg.data
    if root is None:
        root = build_digits_folder()
        log(f"data: the embedded digits folder {root}")
    train = ImageFolder(root, "train")
    check_classes(len(train.classes), v, root)
    val = ImageFolder(root, "val") if cfg.eval else None
    if val is not None and val.classes != train.classes:
        raise TrainError(f"{root}: val's classes differ from train's "
                         f"({sorted(set(val.classes) ^ set(train.classes))[:5]} in one only)")
    return train, val


def check_classes(n: int, v, root) -> None:
    if n != v.model.num_classes:
        raise TrainError(f"{root}: the data has {n} classes but the artifact {v.name} was rendered for "
                         f"{v.model.num_classes}; choose a variant with -c{n} (e.g. "
                         f"{v.name.replace(f'-c{v.model.num_classes}-', f'-c{n}-')})")


def make_loaders(cfg: TrainConfig, v, train_folder, val_folder):
    from ..data import Loader
    gbatch = v.batch * v.replicas
    train = Loader(train_folder, gbatch, train=True, image_size=v.model.image_size, seed=cfg.seed,
                   workers=cfg.workers, num_classes=v.model.num_classes, label_smoothing=cfg.label_smoothing,
                   mixup=cfg.mixup, cutmix=cfg.cutmix, rrc_scale=tuple(cfg.rrc_scale))
    val = None
    if val_folder is not None:
        val = Loader(val_folder, v.batch, train=False, image_size=v.model.image_size, seed=cfg.seed,
                     workers=cfg.workers, num_classes=v.model.num_classes)
    return train, val


# ---------------------------------------------------------------------------------------------
# the run

def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _fmt_time(s: float) -> str:
    s = int(max(0, s))
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class Trainer:
    """`Trainer(cfg).run()`; `loaders=(train, val)` injects Loader-like objects (tests)."""

    def __init__(self, cfg: TrainConfig, *, loaders: tuple | None = None, resume: str | Path | None = None,
                 log: Callable[[str], None] = _stderr):
        from ..render.targets import resolve
        from ..render.variants import Variant
        self.log = log
        self.resume_state = None
        resume_tensors = None
        if resume is not None:
            d, state, resume_tensors = ckpt.load_checkpoint(resume)
            keep_out = cfg.out
            cfg = TrainConfig.from_json(state["config"])
            cfg.out = keep_out or cfg.out
            self.resume_state = state
            log(f"resuming from {d} (step {state['step']}, epoch {state['epoch']}, batch {state['position']})")
        self.cfg = cfg
        name = cfg.variant
        if cfg.replicas is not None and Variant.parse(name).replicas != cfg.replicas:
            name = with_replicas(name, cfg.replicas)
        name = resolve(name, cfg.lowerer, cfg.platform, cfg.depthwise, cfg.patchify)
        self.v = v = Variant.parse(name)
        if v.kind != "train":
            raise TrainError(f"{name} is an eval forward; train needs an adamw variant")
        if v.replicas > 1 and cfg.lowerer != "xla":
            raise TrainError(f"--replicas {v.replicas} runs on XLA only (IREE's collectives are not usable yet)")
        self.replicas = v.replicas
        if v.replicas > 1 and cfg.lowerer == "xla" and cfg.platform == "cpu" and "jax" not in sys.modules:
            flags = os.environ.get("XLA_FLAGS", "")
            if "xla_force_host_platform_device_count" not in flags:
                os.environ["XLA_FLAGS"] = f"{flags} --xla_force_host_platform_device_count={v.replicas}".strip()

        # data first: a class-count mismatch is an error before anything compiles
        if loaders is None:
            train_folder, val_folder = open_data(cfg, v, log)
            self.train_loader, self.val_loader = make_loaders(cfg, v, train_folder, val_folder)
        else:
            self.train_loader, self.val_loader = loaders
            n = getattr(self.train_loader, "num_classes", None)
            if n is not None:
                check_classes(n, v, "data")
        self.bpe = self.train_loader.batches_per_epoch
        if self.bpe < 1:
            raise TrainError("the training split gives no batch: it has fewer images than one global batch")
        self.total_steps = cfg.epochs * self.bpe
        self.warmup_steps = int(round(cfg.warmup_epochs * self.bpe))

        text, self.artifact_path = load_artifact(v.name, log)
        self.artifact_sha = sha256_text(text)
        fwd = v.forward_twin()
        ftext, _ = load_artifact(fwd.name, log)
        if self.resume_state is not None and self.resume_state["artifact_sha256"] != self.artifact_sha:
            raise TrainError(f"the checkpoint was made with an artifact hashing to "
                             f"{self.resume_state['artifact_sha256'][:16]}…, {self.artifact_path} hashes to "
                             f"{self.artifact_sha[:16]}…: resume with the same render")

        from ..runtime import get_lowerer
        t0 = time.time()
        self.lowerer = get_lowerer(cfg.lowerer, platform=cfg.platform)
        self.step_exe = self.lowerer.compile(text, replicas=v.replicas)
        self.fwd_exe = self.lowerer.compile(ftext) if cfg.eval else None
        log(f"compiled {v.name} on {cfg.lowerer} ({'cache' if self.step_exe.from_cache else 'fresh'}, "
            f"{time.time() - t0:.1f}s)")

        self.names = list(v.model.param_shapes().keys())
        self.ema = v.optimizer.ema
        self.groups = ["params", "m", "v"] + (["ema"] if self.ema else [])
        self.ramp = v.model.drop_ramp(cfg.drop_path) if v.drop else None
        self.out = Path(cfg.out)
        self.ckpt_root = self.out / "checkpoints"
        self.metrics_path = self.out / "metrics.jsonl"

        if self.resume_state is not None:
            st = self.resume_state
            host = {g: [resume_tensors[g][n] for n in self.names] for g in self.groups}
            self.step, self.epoch, self.position = st["step"], st["epoch"], st["position"]
            self.rng = np.random.default_rng()
            self.rng.bit_generator.state = st["rng"]
            self.last_ckpt = ckpt.resolve(resume)
            self._truncate_metrics(self.step)
        else:
            params = v.model.init_params(cfg.seed)
            p = [params[n] for n in self.names]
            host = {"params": p, "m": [np.zeros_like(a) for a in p], "v": [np.zeros_like(a) for a in p]}
            if self.ema:
                host["ema"] = [a.copy() for a in p]
            self.step, self.epoch, self.position = 0, 0, 0
            self.rng = np.random.default_rng(cfg.seed)
            self.last_ckpt = None
        state = [a for g in self.groups for a in host[g]]
        self.nstate = len(state)
        if self.replicas == 1:
            self.state = self.step_exe.put(state)
        else:
            self.state = self.step_exe.put([state] * self.replicas)
        self.history: list[dict] = []

    # -- state on the host ------------------------------------------------------------------------

    def host_state(self) -> dict[str, dict[str, np.ndarray]]:
        handles = self.state if self.replicas == 1 else self.state[0]
        if self.replicas > 1:
            arrays = self.step_exe.to_host([list(handles)] + [list(s) for s in self.state[1:]])[0]
        else:
            arrays = self.step_exe.to_host(handles)
        n = len(self.names)
        return {g: dict(zip(self.names, arrays[i * n:(i + 1) * n])) for i, g in enumerate(self.groups)}

    def save(self) -> Path:
        state = {"step": self.step, "epoch": self.epoch, "position": self.position,
                 "rng": self.rng.bit_generator.state, "config": self.cfg.to_json(),
                 "variant": self.v.name, "artifact_sha256": self.artifact_sha,
                 "artifact": str(self.artifact_path), "lowerer": self.cfg.lowerer}
        self.last_ckpt = ckpt.save_checkpoint(self.ckpt_root, self.step, self.host_state(), state, self.cfg.keep)
        return self.last_ckpt

    def _truncate_metrics(self, step: int) -> None:
        if not self.metrics_path.is_file():
            return
        keep = [line for line in self.metrics_path.read_text().splitlines()
                if line.strip() and json.loads(line).get("step", 0) <= step]
        self.metrics_path.write_text("".join(line + "\n" for line in keep))

    def _metric(self, rec: dict) -> None:
        self.history.append(rec)
        with open(self.metrics_path, "a") as f:
            f.write(json.dumps(rec) + "\n")

    # -- one step ---------------------------------------------------------------------------------

    def _feed(self, batch) -> tuple[np.ndarray, np.ndarray]:
        x, t = np.asarray(batch.images, np.float32), np.asarray(batch.targets, np.float32)
        valid = int(getattr(batch, "valid", len(x)))
        if 0 < valid < len(x):  # a short train batch: repeat its real rows rather than train on padding
            idx = np.arange(len(x)) % valid
            x, t = x[idx], t[idx]
        return x, t

    def train_step(self, batch) -> tuple[float, float]:
        self.step += 1
        x, t = self._feed(batch)
        scal = scalars_at(self.step, self.cfg, self.total_steps, self.warmup_steps, self.ema)
        gb = self.v.batch * self.replicas
        mask = (draw_drop_mask(self.rng, gb, self.ramp) if self.ramp is not None else None)
        B = self.v.batch
        if self.replicas == 1:
            args = [x] + list(self.state) + scal + ([mask] if mask is not None else []) + [t]
            outs = self.step_exe.run(args)
            self.state = outs[:self.nstate]
            loss, gnorm = self.step_exe.to_host(outs[self.nstate:])
        else:
            args = []
            for r in range(self.replicas):
                sl = slice(r * B, (r + 1) * B)
                args.append([x[sl]] + list(self.state[r]) + scal
                            + ([np.ascontiguousarray(mask[sl])] if mask is not None else []) + [t[sl]])
            outs = self.step_exe.run(args)
            self.state = [o[:self.nstate] for o in outs]
            loss, gnorm = self.step_exe.to_host([o[self.nstate:] for o in outs])[0]
        return float(loss), float(gnorm)

    # -- eval -------------------------------------------------------------------------------------

    def evaluate(self, loader=None) -> dict:
        loader = loader or self.val_loader
        if loader is None or self.fwd_exe is None:
            return {}
        hs = self.state if self.replicas == 1 else self.state[0]
        n = len(self.names)
        sets = {"live": hs[:n]}
        if self.ema:
            sets["ema"] = hs[3 * n:4 * n]
        if self.cfg.lowerer != "xla":  # hand host copies to the other executable
            sets = {k: self.step_exe.to_host(list(h)) if self.replicas == 1 else h for k, h in sets.items()}
        else:
            sets = {k: list(h) for k, h in sets.items()}
        ones = [np.ones((self.v.batch, self.v.model.total_blocks), np.float32)] if self.v.drop else []
        counts = {k: [0, 0] for k in sets}
        total = 0
        for batch in loader.epoch(0):
            valid = int(batch.valid)
            labels = np.asarray(batch.labels)[:valid]
            x = np.asarray(batch.images, np.float32)
            for k, params in sets.items():
                logits = self.fwd_exe.to_host(self.fwd_exe.run([x] + params + ones))[0][:valid]
                top5 = np.argsort(-logits, axis=1)[:, :5]
                counts[k][0] += int((top5[:, 0] == labels).sum())
                counts[k][1] += int((top5 == labels[:, None]).any(axis=1).sum())
            total += valid
        out = {}
        for k, (c1, c5) in counts.items():
            pre = "val" if k == "live" else "ema"
            out[f"{pre}_top1"] = c1 / max(total, 1)
            out[f"{pre}_top5"] = c5 / max(total, 1)
        out["val_images"] = total
        return out

    # -- the loop ---------------------------------------------------------------------------------

    def run(self) -> dict:
        cfg = self.cfg
        self.out.mkdir(parents=True, exist_ok=True)
        (self.out / "config.json").write_text(json.dumps({**cfg.to_json(), "variant_resolved": self.v.name,
                                                          "artifact_sha256": self.artifact_sha}, indent=1) + "\n")
        last_stop = cfg.max_steps if cfg.max_steps is not None else self.total_steps
        last_stop = min(last_stop, self.total_steps)
        t_start = time.time()
        steps_run, images = 0, 0
        tty = sys.stderr.isatty()
        last_print = 0.0
        result = {}
        gb = self.v.batch * self.replicas
        while self.epoch < cfg.epochs and self.step < last_stop:
            for batch in self.train_loader.epoch(self.epoch, start=self.position):
                loss, gnorm = self.train_step(batch)
                self.position = int(batch.index) + 1
                if not math.isfinite(loss):
                    raise NonFiniteLoss(self.step, loss, self.last_ckpt)
                steps_run += 1
                images += gb
                el = time.time() - t_start
                ips = images / el if el > 0 else 0.0
                lr = float(scalars_at(self.step, cfg, self.total_steps, self.warmup_steps, False)[0])
                self._metric({"step": self.step, "epoch": self.epoch, "loss": loss, "lr": lr,
                              "grad_norm": gnorm, "img_s": round(ips, 2)})
                now = time.time()
                if tty or now - last_print > 5 or self.step == last_stop:
                    eta = (last_stop - self.step) * el / steps_run
                    line = (f"epoch {self.epoch + 1}/{cfg.epochs} step {self.step}/{last_stop} "
                            f"loss {loss:.4f} lr {lr:.2e} {ips:.1f} img/s ETA {_fmt_time(eta)}")
                    if tty:
                        print("\r" + line + "\x1b[K", end="", file=sys.stderr, flush=True)
                    else:
                        self.log(line)
                    last_print = now
                if cfg.ckpt_every and self.step % cfg.ckpt_every == 0 and self.position < self.bpe:
                    self.save()
                if self.step >= last_stop:
                    break
            if tty:
                print(file=sys.stderr)
            if self.position >= self.bpe:
                self.epoch += 1
                self.position = 0
                rec = {"step": self.step, "epoch": self.epoch, "time_s": round(time.time() - t_start, 2)}
                if cfg.eval:
                    rec.update(self.evaluate())
                    self.log("eval epoch {}: top-1 {:.2%} top-5 {:.2%}".format(
                        self.epoch, rec.get("val_top1", 0), rec.get("val_top5", 0))
                        + (" | EMA top-1 {:.2%} top-5 {:.2%}".format(rec["ema_top1"], rec["ema_top5"])
                           if "ema_top1" in rec else ""))
                self._metric({"kind": "eval", **rec})
                result = rec
                self.save()
            elif self.step >= last_stop:
                self.save()
        if cfg.plot:
            plot_metrics(self.metrics_path, self.out / "curves.png", self.log)
        result = {**result, "step": self.step, "epoch": self.epoch, "checkpoint": str(self.last_ckpt),
                  "time_s": round(time.time() - t_start, 2)}
        return result

    def close(self):
        for ld in (self.train_loader, self.val_loader):
            if ld is not None and hasattr(ld, "close"):
                ld.close()


def draw_drop_mask(rng, batch, ramp):
    from ..nets.convnext import draw_drop_mask as d
    return d(rng, batch, ramp)


def plot_metrics(metrics: Path, png: Path, log=_stderr) -> Path | None:
    """Loss and accuracy curves as PNG (see hlocert/train/plot.py)."""
    from .plot import plot_metrics as plot
    return plot(metrics, png, log)


def evaluate_checkpoint(path: str, data: str | None = None, lowerer: str | None = None, workers: int = 2,
                        log=_stderr) -> dict:
    """Top-1/top-5 of a checkpoint's live and EMA weights on its data's val split."""
    d, state, tensors = ckpt.load_checkpoint(path)
    cfg = TrainConfig.from_json(state["config"])
    if data is not None:
        cfg.data = data
    if lowerer is not None:
        cfg.lowerer = lowerer
    cfg.workers = workers
    cfg.eval = True
    from ..render.variants import Variant
    from ..runtime import get_lowerer
    v = Variant.parse(state["variant"])
    _, val_folder = open_data(cfg, v, log)
    from ..data import Loader
    loader = Loader(val_folder, v.batch, train=False, image_size=v.model.image_size, seed=cfg.seed,
                    workers=cfg.workers, num_classes=v.model.num_classes)
    fwd = v.forward_twin()
    text, _ = load_artifact(fwd.name, log)
    exe = get_lowerer(cfg.lowerer, platform=cfg.platform).compile(text)
    names = list(v.model.param_shapes().keys())
    ones = [np.ones((v.batch, v.model.total_blocks), np.float32)] if v.drop else []
    out = {"checkpoint": str(d), "step": state["step"]}
    try:
        for group, pre in (("params", "val"), ("ema", "ema")):
            if group not in tensors:
                continue
            params = [tensors[group][n] for n in names]
            c1 = c5 = total = 0
            for batch in loader.epoch(0):
                valid = int(batch.valid)
                labels = np.asarray(batch.labels)[:valid]
                logits = exe(np.asarray(batch.images, np.float32), *params, *ones)[0][:valid]
                top5 = np.argsort(-logits, axis=1)[:, :5]
                c1 += int((top5[:, 0] == labels).sum())
                c5 += int((top5 == labels[:, None]).any(axis=1).sum())
                total += valid
            out[f"{pre}_top1"], out[f"{pre}_top5"] = c1 / max(total, 1), c5 / max(total, 1)
    finally:
        loader.close()
    return out
