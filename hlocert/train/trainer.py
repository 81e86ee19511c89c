"""The trainer: runs a rendered train step (one StableHLO function) on a lowerer, epoch by epoch.

- The texts come from `artifacts.load_artifact`: each byte-equals a fresh render of its variant
  (render/certified.py) before anything compiles it.
- Parameters, the net's step state (BatchNorm running statistics, `Net.init_state()` at the
  start), moments and EMA live on the device, one copy per replica: each step's outputs are the
  next step's inputs (the carried inputs are donated). They are always a list of per-replica
  lists (`PerReplica`), one replica or many; the render keeps the replicas' running statistics
  equal (their mean each step), so any replica's copy is the run's.
- The step is fed and read through its signature (render/signature.py): the optimizer chain
  gives the initial state and, per step, its host scalars (`schedule.scalars_at`); drop-path keep
  masks are drawn from the seeded host RNG with the size's ramp (`draw_drop_mask`), ResNet's
  DropBlock masks from it too, one draw per forward of B rows (`block_masks`).
- Each epoch: top-1/top-5 on val through the eval forward twin (`evaluate.eval_topk`), with live
  and (if rendered) EMA weights, BatchNorm normalising by the carried running statistics.
- Across processes (`processes`, runtime/distributed.py): every process draws the same global
  batch and masks from the same seeded sampler, decodes only the rows of its own replicas
  (inputs.train_loader) and feeds them, so a global replica sees the same examples however the
  replicas are split. Process 0 writes the run
  folder (after a barrier); on resume every process checks that all resume from the same step
  and checkpoint bytes; eval batches are dealt round-robin and the counts gathered.
- `--model-dtype bfloat16` (the variant's `+wbf16`): the step's tensors are bf16 on the device, the
  host's float32 (model_dtype.py: fed rounded, read back widened exactly; checkpoints in float32 files
  hold the bf16 values, so a resume is exact).
- A non-finite loss stops the run before anything is saved; the last checkpoint stays intact.
- `--grad-accum-steps K` > 1: each loader batch (the variant's batch × replicas × K, the batches
  and drop masks of the 1×(K·B) run) is one update: each replica's K micro-batches of B rows go
  through the gradient function one at a time, their losses and gradients are summed on the
  device (float32, micro-batch order) and the mean is fed to the apply step
  (render.accumulation_texts, render.accumulate_text). Steps, the schedule, checkpoints and
  metrics count updates.
- `--train-img-sizes` (timm's scheduled resolutions, train/sizes.py): the loader yields each batch
  at its schedule choice's size and batch (`Batch.choice`), and the step of that choice runs it — one
  certified render per choice, compiled side by side, carrying the same parameters, running
  statistics, moments and EMA; eval at the run's own size. The reported loss is the batch's own (the
  step's loss over its `+lsc{S}`).
"""
from __future__ import annotations

import math
import os
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Callable

import numpy as np

from .. import hugepages
from ..nets.base import draw_drop_mask
from ..optim import GRAD_NORM
from ..render import accumulate_text, accumulation_texts
from ..render.signature import STATE, TEACHER, signature
from ..render.targets import resolve as resolve_lowerings
from ..runtime import distributed, get_lowerer
from . import checkpoint as ckpt
from .artifacts import load_artifact, sha256_text
from .config import TrainConfig, resumed_config
from .errors import NonFiniteLoss, RunFolderWriteFailed, TrainError
from .evaluate import eval_topk, weight_sets
from .inputs import check_classes, feed_rows, open_data, train_loader, val_loader
from .model_dtype import at_model_dtype
from .plot import plot_metrics
from .progress import Progress, stderr_line
from .recipe import check_unrendered, drop_ramp, initial_weights, projection_init
from .runfolder import RunFolder, run_folder_of
from .schedule import check_schedule, cycle_epochs, lr_at, scalars_at
from . import sizes
from .teacher import Teacher, check_teacher


class PerReplica:
    """An executable seen as data-parallel whatever its replica count: `put`, `run` and `to_host`
    take and return one list per replica of this process, `local` (the runtime takes flat lists
    when there is one replica in all)."""

    def __init__(self, exe):
        self.exe = exe
        self.local = exe.local_replicas

    def _call(self, fn, per_replica: list) -> list:
        return [fn(per_replica[0])] if self.exe.replicas == 1 else fn(per_replica)

    def put(self, per_replica: list) -> list:
        return self._call(self.exe.put, per_replica)

    def run(self, per_replica: list) -> list:
        return self._call(self.exe.run, per_replica)

    def to_host(self, per_replica: list) -> list:
        return self._call(self.exe.to_host, per_replica)


class Trainer:
    """`Trainer(cfg).run()`; `loaders=(train, val)` injects Loader-like objects (tests).
    `compile_cache=False` (--no-compile-cache) compiles afresh, and `processes` (a
    `distributed.Processes`: --num-processes, --process-id, --coordinator) places this process in a
    multi-process run: properties of this process, not of the run, so they are not in TrainConfig
    (which a resume replays)."""

    def __init__(self, cfg: TrainConfig, *, loaders: tuple | None = None, resume: str | Path | None = None,
                 given: dict | None = None, log: Callable[[str], None] = stderr_line, compile_cache: bool = True,
                 processes: distributed.Processes = distributed.Processes(), announce: Callable[[], None] | None = None,
                 no_resume_opt: bool = False):
        """`resume`: a run folder (its newest intact checkpoint) or one checkpoint to continue from;
        then the saved config is used, with `given` (fields set on the command line; default: only
        `out`) checked against it by `resumed_config`. `announce` is called once the data and a
        fresh run's weights are read and before anything renders: what the user is told a run
        starts (the command line's banner) is never followed by an error about its inputs.
        `no_resume_opt` (timm's --no-resume-opt): the resumed run's optimizer moments start afresh
        (the weights, EMA, step and schedule resumed); its bias corrections count from there."""
        self.log = log
        self.no_resume_opt = no_resume_opt
        self.resume_state = None
        self.restarted = False   # --resume of a run killed before its first checkpoint: from step 0
        self.progress: Progress | None = None     # run()'s: the metrics' clock (time_s)
        resume_tensors = None
        if resume is not None:
            cfg, resume_tensors = self._resume(resume, {"out": cfg.out} if given is None else given)
        self.cfg = cfg
        v = self._place(cfg, processes)
        self._open_loaders(loaders, log)        # data first: a class-count mismatch is told before any compile
        self.schedule = getattr(self.train_loader, "schedule", None) if sizes.scheduled(cfg) else None
        if sizes.scheduled(cfg) and self.schedule is None:
            raise TrainError("--train-img-sizes: the train loader has no size schedule")
        # the step of each schedule choice (one: the variant's own)
        self.choices = sizes.choice_variants(cfg, v, self.schedule) if self.schedule is not None else [v]
        self.bpe = self.train_loader.batches_per_epoch
        if self.bpe < 1:
            raise TrainError("the training split gives no batch: it has fewer images than one global batch")
        self.total_steps = cfg.epochs * self.bpe               # the schedule's span
        self.warmup_steps = int(round(cfg.warmup_epochs * self.bpe))
        # trained: the cycles, then --cooldown-epochs at --min-lr
        self.epochs = cycle_epochs(cfg, self.bpe, self.warmup_steps) + cfg.cooldown_epochs
        # a fresh run's weights before the render: a bad --pretrained is told before anything compiles
        weights = initial_weights(v.model, cfg, log) if self.resume_state is None else None
        if weights is not None and v.projects():      # +kdf{D}: timm's projection trains beside the student
            weights = ({**weights[0], **projection_init(v, cfg.seed)}, weights[1])
        check_teacher(cfg, v)
        self.teacher = Teacher(cfg, v, log) if cfg.kd_model_name is not None else None   # its weights read here too
        if announce is not None:
            announce()

        step_text, sum_text, grad_text = self._step_texts(log)
        fwd = v.forward_twin()
        ftext, _ = load_artifact(fwd, log)
        if self.resume_state is not None and self.resume_state["artifact_sha256"] != self.artifact_sha:
            raise TrainError(f"the checkpoint was made with an artifact hashing to "
                             f"{self.resume_state['artifact_sha256'][:16]}…, {self.artifact_path} hashes to "
                             f"{self.artifact_sha[:16]}…: resume with the same render")
        if self.resume_state is not None:   # before anything compiles
            ckpt.check_tensors(self.resumed_from, resume_tensors, signature(v), f"the run's variant {v.name}")

        self.lowerer = get_lowerer(cfg.lowerer, platform=cfg.platform, cache=compile_cache)
        hugepages.first_step_pages(cfg.lowerer)    # the heap's huge pages now, or from the second step
        # The texts compile on the lowerer's compile thread, in this order, while the initial state
        # is built below (the first step waits for max(compile, setup), not their sum); the eval
        # forward compiles while the first steps run, and is waited for at the first evaluation.
        compiling = [self.lowerer.compile_in_background(t, replicas=v.replicas) if t else None
                     for t in (step_text, sum_text, grad_text)]
        compiling += [self.lowerer.compile_in_background(t, replicas=v.replicas) for t in self.choice_texts[1:]]
        self._fwd = self.lowerer.compile_in_background(ftext) if cfg.eval else None
        self._fwd_name, self._fwd_logged = fwd.name, False

        self.chain = v.chain()
        self.sig = signature(v)                  # its carried groups are the device state, whatever K
        self.choice_sigs = [signature(c) for c in self.choices]   # the same carried groups, each its own inputs
        self.grad_sig = signature(v, grad=True)
        self.apply_sig = signature(v, apply=True)
        # the apply step reads the last micro-batch's running statistics only where the EMA averages them
        self.apply_reads_state = STATE in self.apply_sig.names()
        self.accumulate_sig = signature(v, accumulate=True)
        self._apply_run: PerReplica | None = None      # K = 1: the apply step alone, compiled on first use
        self.mask_names = [g.name for g in self.grad_sig.inputs if g.role == "mask"]
        self.ema = "ema" in self.sig.carried
        self.ramp = drop_ramp(v.model, cfg) if v.drop else None
        self.folder = RunFolder(cfg.out)

        state = self.sig.pack(self._host_state(weights, resume_tensors, log), only=self.sig.carried)
        self._take_executables(compiling, log)
        if self.teacher is not None:
            self.teacher.compile(self.lowerer, log)
        self.state = self.step_run.put([state] * len(self.local))   # per local replica: the carried groups' handles
        self.history: list[dict] = []

    def _place(self, cfg: TrainConfig, processes: distributed.Processes):
        """The run's variant (`self.v`: its replicas, the target's lowerings), checked against the
        config; the process group joined (`self.group`, `self.writer`); on one CPU process with
        several replicas, XLA told to make that many host devices before jax starts."""
        v = cfg.variant
        if cfg.replicas is not None:
            v = replace(v, replicas=cfg.replicas)
        self.v = v = resolve_lowerings(v, cfg.lowerer, cfg.platform, **cfg.lowerings)
        if v.kind != "train":
            raise TrainError(f"{v.name} is an eval forward; train needs an adamw variant")
        if v.replicas > 1 and cfg.lowerer != "xla":
            raise TrainError(f"--replicas {v.replicas} runs on XLA only (IREE's collectives are not usable yet)")
        self.replicas = v.replicas
        cfg.check(v.batch)
        check_schedule(cfg)
        check_unrendered(cfg)
        sizes.check_flags(cfg)
        self.accum = cfg.grad_accum_steps
        self.group = processes.join(v.replicas, cfg.lowerer, cfg.platform)
        self.writer = self.group is None or self.group.is_writer
        if self.group is None and v.replicas > 1 and cfg.lowerer == "xla" and cfg.platform == "cpu" \
                and "jax" not in sys.modules:
            flags = os.environ.get("XLA_FLAGS", "")
            if "xla_force_host_platform_device_count" not in flags:
                os.environ["XLA_FLAGS"] = f"{flags} --xla_force_host_platform_device_count={v.replicas}".strip()
        return v

    def _open_loaders(self, loaders: tuple | None, log: Callable[[str], None]) -> None:
        """The train and val loaders: the run's data, or the injected `loaders` (their class count checked)."""
        cfg, v = self.cfg, self.v
        if loaders is None:
            train_folder, val_folder = open_data(cfg, v, log)
            self.train_loader = train_loader(cfg, v, train_folder, self.group)
            if self.writer:
                log(f"augment {cfg.augment}")
            self.val_loader = val_loader(cfg, v, val_folder) if val_folder is not None else None
        else:
            self.train_loader, self.val_loader = loaders
            n = getattr(self.train_loader, "num_classes", None)
            if n is not None:
                check_classes(n, v, "data")

    def _step_texts(self, log: Callable[[str], None]) -> tuple[str, str, str]:
        """(step, accumulate, grad) texts, certified: with K = 1 the train step alone (the others
        ""), else the apply step run once per update and the gradient function run K times; sets
        `artifact_path` and `artifact_sha` (the resume check's hash of all three)."""
        v = self.v
        self.choice_texts = []
        if self.schedule is not None:
            self.choice_texts = [load_artifact(c, log)[0] for c in self.choices]
            step_text, grad_text, sum_text = self.choice_texts[0], "", ""
            self.artifact_path = "the train steps of " + ", ".join(c.name for c in self.choices)
            self.artifact_sha = sha256_text("".join(self.choice_texts))
            return step_text, sum_text, grad_text
        if self.accum == 1:
            (step_text, self.artifact_path), grad_text, sum_text = load_artifact(v, log), "", ""
        else:
            (grad_text, step_text), sum_text = accumulation_texts(v), accumulate_text(v)
            self.artifact_path = f"the grad, accumulate and apply functions of {v.name}"
        self.artifact_sha = sha256_text(grad_text + sum_text + step_text)
        return step_text, sum_text, grad_text

    def _host_state(self, weights, resume_tensors: dict | None, log: Callable[[str], None]) -> dict:
        """The carried groups on the host (a checkpoint's, or the fresh weights and the chain's
        initial state); sets the position (step, epoch, batch), the RNG and the last checkpoint."""
        if self.resume_state is not None:
            st = self.resume_state
            host = {g: resume_tensors[g] for g in self.sig.carried}
            self.step, self.epoch, self.position = st["step"], st["epoch"], st["position"]
            self.rng = np.random.default_rng()
            self.rng.bit_generator.state = st["rng"]
            self.last_ckpt = self.resumed_from
            self.opt_from = st.get("opt_from", 0)
            self.time_before = st.get("time_s", 0.0)    # the run's seconds up to this checkpoint
            if self.no_resume_opt:
                fresh = self.chain.init(host["params"], host.get(STATE, {}))
                host.update({g: a for g, a in fresh.items() if g != "ema"})
                self.opt_from = self.step
                log(f"--no-resume-opt: the optimizer's {', '.join(g for g in fresh if g != 'ema') or 'state'} "
                    f"started afresh at step {self.step}")
            if self.group is not None:
                self._check_same_resume(st)
            if self.writer:
                self.folder.truncate_metrics(self.step, log)
            return host
        params, net_state = weights
        # timm's --start-epoch N: the loop, the schedule and the EMA's decay from epoch N, the optimizer fresh there
        start = (self.cfg.start_epoch or 0) * self.bpe
        self.step, self.epoch, self.position, self.opt_from = start, self.cfg.start_epoch or 0, 0, start
        self.time_before = 0.0
        self.rng = np.random.default_rng(self.cfg.seed)
        self.last_ckpt = None
        if self.restarted and self.writer:
            self.folder.truncate_metrics(0, log)
        return {"params": params, STATE: net_state, **self.chain.init(params, net_state)}

    def _take_executables(self, compiling: list, log: Callable[[str], None]) -> None:
        """Wait for the background compiles; this process's replicas checked against its loader's rows."""
        self.step_exe, sum_exe, grad_exe = (at_model_dtype(c.result(), self.v) if c else None for c in compiling[:3])
        self.step_run = PerReplica(self.step_exe)
        self.choice_runs = [self.step_run] + [PerReplica(at_model_dtype(c.result(), self.v)) for c in compiling[3:]]
        self.accumulate_run = PerReplica(sum_exe) if sum_exe else None
        self.grad_run = PerReplica(grad_exe) if grad_exe else None
        self.local = self.step_run.local
        rows = getattr(self.train_loader, "rows", None)
        if self.group is not None and rows is not None and rows.start != self.local[0] * self.v.batch * self.accum:
            raise TrainError(f"the loader yields rows from {rows.start} but this process runs replicas "
                             f"{list(self.local)}: inputs.process_rows and the lowerer's device order disagree")
        if self.schedule is not None:
            for c, run in zip(self.choices, self.choice_runs):
                log(f"compiled {c.name} on {self.cfg.lowerer} ({run.exe.provenance}, {run.exe.compile_s:.1f}s)")
            log(f"scheduled sizes: {self._schedule_text()}")
            return
        log(f"compiled {self.artifact_path if self.accum > 1 else self.v.name} on {self.cfg.lowerer} "
            f"({self.step_exe.provenance}, {self.step_exe.compile_s:.1f}s)")

    def _schedule_text(self) -> str:
        s = self.schedule
        return (", ".join(f"{z}² × {b}{sizes.scale_text(c.loss_scale)}" for z, b, c in zip(s.sizes, s.batches,
                                                                                       self.choices))
                + f" per replica, {s.schedule}"
                + (f" over {s.epochs} epochs (spread {s.spread:g}, random mix {s.random_mix:g})"
                   if s.schedule == "progressive" else "")
                + f"; {s.batches_per_epoch} batches an epoch, policy-average batch {s.average_batch:.2f}")

    def _resume(self, resume: str | Path, given: dict) -> tuple[TrainConfig, dict | None]:
        """(the saved run's config with `given` applied, the tensors of its newest intact
        checkpoint); sets `resume_state` and `resumed_from`. A run folder that holds a run's
        config.json but no checkpoint yet (killed before its first) is started again from step 0."""
        folder = RunFolder(run_folder_of(resume))
        folder.check_writable()
        stale = ckpt.remove_stale(folder.checkpoints)
        if stale:
            self.log(f"removed {len(stale)} partial checkpoint(s) a killed run left: "
                     f"{', '.join(p.name for p in stale)}")
        try:
            d, state, tensors, _ = ckpt.load_checkpoint(resume, self.log)
        except ckpt.NoCheckpoint:
            saved = folder.saved_config()
            if saved is None:
                raise
            cfg = resumed_config(saved, given)
            self.restarted = True
            self.log(f"{folder.out} holds a run that stopped before its first checkpoint: starting it again "
                     f"from step 0 with its saved config ({folder.config})")
            return cfg, None
        ckpt.check_resumable(d, state)
        cfg = resumed_config(ckpt.saved_config(d, state), given)   # a flag that contradicts it: refused first
        self.resume_state, self.resumed_from = state, d
        self.log(f"resuming from {d} (step {state['step']}, epoch {state['epoch']}, batch {state['position']})")
        return cfg, tensors

    @property
    def fwd_exe(self):
        """The eval forward's executable (None with --no-eval). It compiles in the background; the
        first use waits for it (raising what its compile raised) and logs where it came from."""
        if self._fwd is None:
            return None
        exe = at_model_dtype(self._fwd.result(), self.v)
        if not self._fwd_logged:
            self._fwd_logged = True
            self.log(f"compiled {self._fwd_name} on {self.cfg.lowerer} ({exe.provenance})")
        return exe

    def _check_same_resume(self, st: dict) -> None:
        """Every process resumes from the same checkpoint: same step, same recorded file digests."""
        mine = {"checkpoint": self.resumed_from.name, "step": st["step"], "files": st["files"]}
        every = self.group.all_gather("resume", mine)
        differ = [p for p, theirs in enumerate(every) if theirs != every[0]]
        if differ:
            raise TrainError(f"process(es) {', '.join(map(str, differ))} would resume from "
                             f"{[every[p]['checkpoint'] for p in differ]} (step {[every[p]['step'] for p in differ]}), "
                             f"process 0 from {every[0]['checkpoint']} (step {every[0]['step']}) or with other bytes: "
                             f"every process must see the same --out (a shared file system)")

    # -- state on the host ------------------------------------------------------------------------

    def host_state(self) -> dict[str, dict[str, np.ndarray]]:
        arrays = self.step_run.to_host([list(s) for s in self.state])[0]   # the replicas agree: take the first
        return self.sig.unpack(arrays, only=self.sig.carried, side="inputs")

    def save(self) -> Path:
        """Process 0 writes, between two barriers: every process has finished the step before, and
        none goes on (or could resume) before the checkpoint is in place."""
        if self.group is not None:
            self.group.barrier(f"save-{self.step}")
        if self.writer:
            self._write_checkpoint()
        if self.group is not None:
            self.group.barrier(f"saved-{self.step}")
            self.last_ckpt = self.folder.checkpoints / f"{ckpt.PREFIX}{self.step:08d}"
        return self.last_ckpt

    def _write_checkpoint(self) -> None:
        state = {"step": self.step, "epoch": self.epoch, "position": self.position,
                 "rng": self.rng.bit_generator.state, "config": self.cfg.to_json(),
                 "variant": self.v.name, "artifact_sha256": self.artifact_sha,
                 "artifact": str(self.artifact_path), "lowerer": self.cfg.lowerer,
                 "time_s": round(self.progress.elapsed(), 2) if self.progress else self.time_before,
                 **({"opt_from": self.opt_from} if self.opt_from else {})}
        try:
            self.last_ckpt = ckpt.save_checkpoint(self.folder.checkpoints, self.step, self.host_state(), state,
                                                  self.cfg.keep)
        except OSError as e:   # e.g. ENOSPC: the partial checkpoint is gone, the previous one intact
            raise ckpt.CheckpointWriteFailed(self.step, e, self.last_ckpt) from None

    def _metric(self, rec: dict) -> None:
        self.history.append(rec)
        if self.writer:
            try:
                self.folder.append_metric(rec)
            except RunFolderWriteFailed as e:   # e.g. ENOSPC: the record is not torn, the checkpoints intact
                raise RunFolderWriteFailed(e.path, e.error, self.last_ckpt) from None

    # -- one step ---------------------------------------------------------------------------------

    def train_step(self, batch, adjust: Callable[[dict], dict] | None = None) -> tuple[float, float]:
        """One update on a loader batch: the train step on each replica's rows, or with
        --grad-accum-steps K the apply step on the mean over its K micro-batches; under scheduled
        sizes the step of the batch's choice (its loss reported unscaled). `adjust` (one replica,
        no scheduled sizes): the update runs the gradient function and the apply step
        (`gradient_run`, `apply_run`), the mean gradient, on the host, replaced by adjust(it) between them
        (pair's --perturb kink|gradient on a rendered side)."""
        if adjust is not None and (self.replicas > 1 or self.schedule is not None):
            raise TrainError("a train step's gradient is adjusted on one replica without scheduled sizes only")
        self.step += 1
        x, t = feed_rows(batch)
        k = int(batch.choice) if self.schedule is not None else 0
        v, sig, run = self.choices[k], self.choice_sigs[k], self.choice_runs[k]
        scalars = scalars_at(self.chain, self.step, self.cfg, self.total_steps, self.warmup_steps, self.opt_from)
        rows_per_replica = v.batch * self.accum
        # the mask of the whole global batch (the same draw in every process), whatever rows the batch holds
        mask = draw_drop_mask(self.rng, rows_per_replica * self.replicas, self.ramp) if self.ramp is not None else None
        by_name = self.block_masks(v)
        first = int(getattr(batch, "first_row", 0))   # a process's loader yields its rows only
        feeds = []
        for r in self.local:
            rows = slice(r * rows_per_replica, (r + 1) * rows_per_replica)
            mine = slice(rows.start - first, rows.stop - first)
            masks = {name: np.ascontiguousarray(by_name.get(name, mask)[rows]) for name in self.mask_names}
            feeds.append({"x": x[mine], **masks, "targets": t[mine],
                          **({TEACHER: self.teacher.outputs(x[mine])} if self.teacher is not None else {})})
        carried = [sig.unpack(s, only=sig.carried, side="inputs") for s in self.state]
        if self.accum == 1 and adjust is None:
            args = [sig.pack({**feed, **c, "scalars": scalars}) for feed, c in zip(feeds, carried)]
            outs = [sig.unpack(o) for o in run.run(args)]
            new = [{g: o[g] for g in sig.carried} for o in outs]
        else:
            means, net_state = self.mean_gradients(feeds, carried)
            if adjust is not None:
                g = means[0]["grads"]
                host = dict(zip(g, self.grad_run.to_host([list(g.values())])[0]))
                means = [{**means[0], "grads": {n: np.asarray(a, np.float32) for n, a in adjust(host).items()}}]
            asig = self.apply_sig
            args = [asig.pack({**{g: c[g] for g in asig.carried}, "scalars": scalars, **m,
                               **({STATE: st} if self.apply_reads_state else {})})
                    for c, m, st in zip(carried, means, net_state)]
            outs = [asig.unpack(o) for o in self.apply_run().run(args)]
            new = [{**{g: o[g] for g in asig.carried}, STATE: st} for o, st in zip(outs, net_state)]
        self.state = [sig.pack(n, only=sig.carried, side="outputs") for n in new]
        loss, gnorm = self.step_run.to_host([[o["loss"], o[GRAD_NORM]] for o in outs])[0]
        hugepages.after_first_step()      # the heap's huge pages from the second step on
        self.last_choice = v if self.schedule is not None else None
        return float(loss) / v.loss_scale, float(gnorm)

    def gradient_run(self) -> PerReplica:
        """The gradient function: with K > 1 the trainer's own; with K = 1 compiled on first use
        (pair's kink check reads a render's gradient alone)."""
        if self.grad_run is None:
            self.grad_run = PerReplica(self.lowerer.compile(accumulation_texts(self.v)[0], replicas=self.v.replicas))
        return self.grad_run

    def apply_run(self) -> PerReplica:
        """The apply step: with K > 1 the trainer's step; with K = 1 compiled on first use (`adjust`)."""
        if self.accum > 1:
            return self.step_run
        if self._apply_run is None:
            self._apply_run = PerReplica(self.lowerer.compile(accumulation_texts(self.v)[1], replicas=self.v.replicas))
        return self._apply_run

    def block_masks(self, v=None) -> dict[str, np.ndarray]:
        """The DropBlock masks of one update's global batch by input name ({} without DropBlock, no
        draw made): one draw per forward of B rows (each replica's micro-batch, in row order), as
        timm's DropBlock2d draws and normalises per call; the same draws in every process."""
        v = v or self.v
        draws = [v.model.draw_block_masks(self.rng, v.batch) for _ in range(self.replicas * self.accum)]
        return {name: np.concatenate([d[name] for d in draws]) for name in draws[0]}

    def mean_gradients(self, feeds: list[dict], carried: list[dict]) -> tuple[list[dict], list[dict]]:
        """Per replica, ({"loss", "grads"}, net state), all on the device: the mean over its K
        micro-batches (rows k·B…(k+1)·B of its feed) of the gradient function's loss and
        gradients, summed by the accumulate function in float32 in micro-batch order (the totals
        start as micro-batch 1's outputs; divisor 1, exact, then K after the last), and the net's
        step state (BatchNorm's running statistics, their replica mean) after the K micro-batches,
        carried from each to the next — each micro-batch normalised by its own statistics. Only
        one micro-batch's activations, and one gradient besides the totals, are on the device at
        a time; nothing comes to the host."""
        B, gsig, asig = self.v.batch, self.grad_sig, self.accumulate_sig
        net_state = [c.get(STATE, {}) for c in carried]
        totals = []
        grad_run = self.gradient_run()
        for k in range(self.accum):
            rows = slice(k * B, (k + 1) * B)
            args = [gsig.pack({**{g: a[rows] for g, a in feed.items()}, "params": c["params"], STATE: st})
                    for feed, c, st in zip(feeds, carried, net_state)]
            outs = [gsig.unpack(o) for o in grad_run.run(args)]
            net_state = [o.get(STATE, {}) for o in outs]
            if k == 0:
                totals = [{"total_loss": o["loss"], "total": o["grads"]} for o in outs]
                continue
            divisor = np.array(self.accum if k == self.accum - 1 else 1, np.float32)
            args = [asig.pack({**t, "loss": o["loss"], "grads": o["grads"], "divisor": divisor})
                    for t, o in zip(totals, outs)]
            totals = [asig.unpack(o) for o in self.accumulate_run.run(args)]
        return [{"loss": t["total_loss"], "grads": t["total"]} for t in totals], net_state

    # -- eval -------------------------------------------------------------------------------------

    def evaluate(self, loader=None) -> dict:
        loader = loader or self.val_loader
        if loader is None or self.fwd_exe is None:
            return {}
        return eval_topk(self.fwd_exe, signature(self.v.forward_twin()), loader,
                         weight_sets(self.host_state(), self.v.model), self.group)

    def skipped_images(self) -> dict[str, int]:
        """Per split, the images left out so far (not regular files, symlink loops, undecodable); in
        a process group, where each process decodes its own rows, the distinct undecodable images
        any process met."""
        loaders = {k: ld for k, ld in {"train": self.train_loader, "val": self.val_loader}.items() if ld is not None}
        if self.group is None:
            return {k: getattr(ld, "skipped_images", 0) for k, ld in loaders.items()}
        every = self.group.all_gather("skipped", {k: getattr(ld, "skipped_paths", []) for k, ld in loaders.items()})
        return {k: len(getattr(getattr(ld, "folder", None), "skipped", ())) + len({p for e in every for p in e[k]})
                for k, ld in loaders.items()}

    # -- the loop ---------------------------------------------------------------------------------

    def run(self) -> dict:
        cfg = self.cfg
        if self.resume_state is None and not self.restarted:
            self.folder.check_fresh()
        if self.group is not None:   # every process has seen the folder fresh before process 0 writes it
            self.group.barrier("fresh")
        if self.writer:
            self.folder.write_config({**cfg.to_json(), "variant_resolved": self.v.name,
                                      "artifact_sha256": self.artifact_sha})
        # the last epoch trained (the schedule's cycles and cool-down), not the schedule's --epochs span
        last_stop = min(cfg.max_steps if cfg.max_steps is not None else self.epochs * self.bpe, self.epochs * self.bpe)
        progress = self.progress = Progress(self.log, self.epochs, last_stop, cfg.log_interval, before=self.time_before)
        result = {}
        gb = self.v.batch * self.replicas * self.accum
        if not (self.epoch < self.epochs and self.step < last_stop):
            self.log(f"nothing to train: the run is at step {self.step} (epoch {self.epoch} of {self.epochs}"
                     + (f", --max-steps {cfg.max_steps}" if cfg.max_steps is not None else "")
                     + "); give a larger --epochs or --max-steps to train longer")
        while self.epoch < self.epochs and self.step < last_stop:
            for batch in self.train_loader.epoch(self.epoch, start=self.position):
                loss, gnorm = self.train_step(batch)
                self.position = int(batch.index) + 1
                if self._fwd is not None and self._fwd.done():
                    _ = self.fwd_exe    # the eval forward's compile ended: log it, or stop now if it failed
                if not math.isfinite(loss):
                    raise NonFiniteLoss(self.step, loss, self.last_ckpt)
                lr = float(np.float32(lr_at(self.step, cfg, self.total_steps, self.warmup_steps)))  # as fed
                ips = progress.step(self.epoch, self.step, loss, lr, len(batch.images) if self.schedule else gb)
                self._metric({"step": self.step, "epoch": self.epoch, "loss": loss, "lr": lr,
                              "grad_norm": gnorm, "img_s": round(ips, 2),
                              **({"img_size": self.last_choice.model.image_size, "batch": self.last_choice.batch}
                                 if self.schedule is not None else {})})
                if cfg.ckpt_every and self.step % cfg.ckpt_every == 0 and self.position < self.bpe:
                    self.save()
                if self.step >= last_stop:
                    break
            progress.end_epoch()
            if self.position >= self.bpe:
                self.epoch += 1
                self.position = 0
                rec = {"step": self.step, "epoch": self.epoch, "time_s": round(progress.elapsed(), 2)}
                if cfg.eval:
                    t_eval = time.perf_counter()
                    rec.update(self.evaluate())
                    rec["eval_s"] = round(time.perf_counter() - t_eval, 2)   # live + EMA over val, loader included
                    progress.eval_line(self.epoch, rec)
                rec["skipped_images"] = self.skipped_images()
                self._metric({"kind": "eval", **rec})
                result = rec
                self.save()
                if self.writer:
                    self.folder.keep_best(self.last_ckpt, rec, self.log)
            elif self.step >= last_stop:
                self.save()
        if cfg.plot and self.writer:
            try:
                plot_metrics(self.folder.metrics, self.folder.curves, self.log, title=self.v.name)
            except OSError as e:   # the run is done and saved; the curves are a convenience
                self.log(f"plot skipped: cannot write {self.folder.curves} ({e.strerror or e})")
        return {**result, "step": self.step, "epoch": self.epoch, "checkpoint": str(self.last_ckpt),
                "time_s": round(progress.elapsed(), 2), "skipped_images": self.skipped_images()}

    def close(self):
        for ld in (self.train_loader, self.val_loader):
            if ld is not None and hasattr(ld, "close"):
                ld.close()
        self.folder.close()
