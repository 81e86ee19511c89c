"""`hlocert pair`: the rendered train step and the JAX reference trainer side by side.

Side A is the rendered step run by the trainer itself (`Trainer.train_step`: its feed, its
drop-mask draw from the seeded host RNG, its lr / bc1 / bc2 / EMA-decay scalars, its schedule).
Side B is, by default (`--against jax`), the independent reference of `hlocert/reference`:
`jax.value_and_grad` of the net's reference `loss_fn` (`Net.reference()`) and the optax chain equal to the variant
(`optim.optax_chain`: clip_by_global_norm → the family's optax chain, e.g. adamw with timm's decay mask), with the trainer's
lr schedule as an optax schedule (a float32 table indexed by optax's step count), and the EMA by
the formula e' = d·e + (1−d)·θ' with the fed decay d. Both start from the same init (the
reference's own `init_params` is checked to equal the render's) and see the same batches in the
same order, the same drop masks (a copy of the trainer's RNG state draws them before the trainer
does) and the same targets. `--against torch` makes side B timm's own module of the net stepped by
torch (pair_torch.py), the floor then measured by running torch twice and with rows reversed.
`--against xla|iree` makes side B the same render on the other
lowerer (a second `Trainer`), to tell a lowerer problem from a feed/render problem.

Per step: both losses, |Δloss| and the relative parameter difference ‖θ_A − θ_B‖₂ / ‖θ_B‖₂ over
all parameters (global rel-L2, in float64 on the host); for a net with step state (BatchNorm
running statistics) also the same rel-L2 of the state, the reference carrying it through its
`train_loss` (`optim.train_step_with_state`), with its own floor and, like the parameters',
informational.

The noise floor, measured on the same run:
(a) the reference trainer run twice on the same feed: on one process and CPU this is exactly 0
    (JAX/XLA on CPU is deterministic); if not, the report says so and (a) joins the floor;
(b) the reference trainer fed each batch with its rows reversed (images, targets and mask rows
    together; under `+jsd{S}` the images reversed within each split, keeping the split layout): the
    same data and the same mean loss, only the summation order of the batch
    reductions differs, i.e. the float32 rounding noise a correct but differently-ordered
    implementation shows, and how chaotic training amplifies it over the steps.
Against torch, (a) and (b) are timm's module stepped by torch twice and with the rows reversed.
floor = SAFETY × max(max over steps of (a) and (b), ε₃₂ · max |loss|), SAFETY = 30 by default
(`--safety`): a correct lowering reorders many more reductions than the batch sum alone (every
LayerNorm, pool and conv accumulation, fusions, the two-stage global norm), so it sits several
times above (b): measured on the digits default (20 steps, XLA) the render-vs-reference |Δloss|
reached 2.6e-6 ≈ 11 float32 ulps of the loss while (b) stayed ≤ 2.4e-7 (so the floor is 8.5e-6;
with 10 the margin was only 8%). A real difference (a wrong lr, wrong targets, a missed decay)
is ≥ 1e-3 within a step or two, orders of magnitude above. The ε₃₂ term keeps the floor from being 0 when (b) happens to be bit-exact. Verdict: TIE
when every step's |Δloss| stays within the floor, else OFFSET with the first step that left.

The parameter rel-L2 gets a floor by the same rule but is informational, not part of the verdict:
Adam divides each coordinate's update by √v̂, so rounding-level gradient differences on
coordinates whose gradient is near zero become lr-sized update differences, and the
reversed-batch twin (which only reorders the batch sums) underestimates that. Also, optax
computes the bias corrections 1−β₂ᵗ in float32 on the device (1 − 0.999 rounds to 1.0000467e-3
there, ~5e-5 relative), while the trainer feeds them computed in float64 and rounded once: a
systematic, rounding-sized difference in every update that the parameters show and the loss
does not. Measured on the micro render (8 steps): param rel-L2 render vs reference grows
~1.8e-7/step, reversed batch ~1.3e-8/step, while |Δloss| stays ≤ 1e-6 against a floor of 4.8e-6.

A `+bf16` variant (products in bf16 with f32 accumulation) pairs with the reference under the
same policy done the JAX way (`reference/precision.py` BF16: operands cast to bf16,
`preferred_element_type` f32, the backward's cotangent rounded where it meets a product); its twins
(a) and (b) run under it too, so the floor is measured in the bf16 regime.

Data parallel: a variant of R replicas pairs the rendered step (the all-reduce mean of its
replicas' gradients and losses) with the reference stepping on the whole global batch of R·B;
a net with BatchNorm needs `+syncbn` there (each replica's own batch statistics have no
one-batch reference). Across processes (`hlocert launch --nproc N -- pair ...`, runtime/
distributed.py): every process runs side A on its own replicas; process 0 decodes the whole
global batch, runs the reference and its twins and gives the report to every process, so each
prints the same verdict and exits alike; `--against` stays `jax` there.

`--perturb targets|lr` deliberately breaks side B's feed (class axis of the targets reversed, or
the learning rate ×2): a self-test that the verdict sees an offset.
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass, fields, replace
from dataclasses import replace as dreplace
from pathlib import Path
from typing import Callable

import numpy as np

from ..data import DataError
from ..errors import CommandError, ProcessLost
from ..nets.base import draw_drop_mask
from ..render.certified import ArtifactMismatch
from ..render.signature import STATE
from ..render.variants import VariantError
from ..runtime import distributed
from . import config
from .cli import add_process_arguments, processes_of
from .config import TrainConfig
from .errors import TrainError
from .evaluate import split_ema
from .inputs import feed_rows, open_data, train_loader
from .pair_torch import TorchTrainer, twin_of
from .plot import plot_pair
from .recipe import with_amp
from .schedule import lr_at, scalars_at
from .trainer import Trainer

EPS32 = float(np.finfo(np.float32).eps)
SAFETY = 30.0
_OPTIMIZERS: dict = {}


@dataclass
class PairConfig(TrainConfig):
    """A TrainConfig (the fields both sides train with; `lowerer` is side A's) plus the pairing's own."""
    steps: int = 20
    against: str = "jax"               # side B: jax (the reference) | torch (timm, pair_torch.py) | xla | iree
    out: str = "runs/pair"
    safety: float = SAFETY
    perturb: str | None = None         # None | "targets" | "lr": break side B's feed on purpose
    compile_cache: bool = True         # False: --no-compile-cache

    def train_config(self, lowerer: str) -> TrainConfig:
        shared = {f.name: getattr(self, f.name) for f in fields(TrainConfig)}
        return TrainConfig(**{**shared, "lowerer": lowerer, "max_steps": self.steps, "eval": False, "plot": False})


# the TrainConfig flags `hlocert pair` takes (the others keep their defaults)
PAIR_FLAGS = ("variant", "data", "lowerer", "platform", "lowerings", "seed", "lr", "min_lr",
              "warmup_epochs", "epochs", "label_smoothing", "drop_path", "workers", "amp", "amp_dtype")


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def rel_l2(a: dict, b: dict) -> float:
    """‖a − b‖₂ / ‖b‖₂ over all tensors together, in float64."""
    num = den = 0.0
    for k in b:
        x, y = np.asarray(a[k], np.float64), np.asarray(b[k], np.float64)
        num += float(np.sum((x - y) ** 2))
        den += float(np.sum(y ** 2))
    return float(np.sqrt(num) / np.sqrt(den)) if den > 0 else float(np.sqrt(num))


def _rng_copy(rng: np.random.Generator) -> np.random.Generator:
    c = np.random.default_rng()
    c.bit_generator.state = rng.bit_generator.state
    return c


# ---------------------------------------------------------------------------------------------
# the reference trainer

class ReferenceTrainer:
    """The JAX reference of variant `v`: `optim.train_step` (value_and_grad + the optax chain) with
    the lr schedule `lrs[t-1]` at step t (optax counts from 0), EMA by formula."""

    def __init__(self, v, params: dict[str, np.ndarray], lrs: np.ndarray, reverse: bool = False,
                 net_state: dict[str, np.ndarray] | None = None):
        import jax
        import jax.numpy as jnp
        from ..reference import optim as ro
        from ..reference import precision
        from ..reference.losses import WithBCE, WithJSD

        self._ro = ro
        o = v.optimizer
        ref, self.cfg = v.model.reference()
        ref = WithBCE(ref, v.bce_thresh, v.bce_sum, v.bce_pos_weight) if v.bce else ref     # +bce: timm's BCE
        ref = WithJSD(ref, v.jsd_splits) if v.jsd_splits else ref                          # +jsd{S}: timm's JSD
        # a +bf16 variant pairs with the reference traced under its bf16 policy (reference/precision.py)
        mixed = (lambda f: precision.under(f, precision.BF16)) if v.bf16 else (lambda f: f)
        self.loss_fn = None if net_state else mixed(ref.loss_fn)     # a net with state has train_loss only
        ref_shapes = ref.param_shapes(self.cfg)
        if list(ref_shapes) != list(params) or any(ref_shapes[k] != params[k].shape for k in params):
            raise TrainError(f"the reference {v.model.describe()}'s parameters differ from {v.name}'s in names or shapes")
        table = jnp.asarray(np.asarray(lrs, np.float32))
        last = len(lrs) - 1

        def schedule(count):
            return table[jnp.minimum(count, last)]

        # one optimizer object per (schedule, hyper-parameters): train_step is jitted with the
        # optimizer static, so sharing it shares the compiled step between the twins and runs
        layers = v.layer_ids()
        units = v.agc_units()
        key = (np.asarray(lrs, np.float32).tobytes(), o, self.cfg, tuple((layers or {}).items()),
               tuple((units or {}).items()))
        if key not in _OPTIMIZERS:
            _OPTIMIZERS[key] = ro.optax_chain(o, schedule, ref.NO_WEIGHT_DECAY, layers, units)
        self.opt = _OPTIMIZERS[key]
        # own device copies: train_step donates them
        self.params = {k: jnp.array(np.array(a, np.float32, copy=True)) for k, a in params.items()}
        self.opt_state = self.opt.init(self.params)
        # the shadow of the parameters and the running statistics (timm's ModelEmaV3)
        self.ema = ({k: jnp.array(np.array(a, np.float32, copy=True)) for k, a in {**params, **(net_state or {})}.items()}
                    if o.ema else None)
        self._ema_update = jax.jit(ro.ema_update)
        self.reverse = reverse
        self.splits = max(1, v.jsd_splits)     # +jsd{S}: the floor reverses the images within each split
        self.train_loss = mixed(ref.train_loss) if net_state else None
        self.net_state = ({k: jnp.array(np.array(a, np.float32, copy=True)) for k, a in net_state.items()}
                          if net_state else {})

    def step(self, x, t, mask, ema_decay=None) -> tuple[float, float]:
        if self.reverse:
            # the images reversed, each split's block in place (one block without aug splits): the same
            # loss and gradient, the batch sums taken in another order
            rows = np.arange(len(x)).reshape(self.splits, -1)[:, ::-1].reshape(-1)
            x, t = x[rows], t[rows]
            mask = None if mask is None else mask[rows]
        x, t = np.ascontiguousarray(x), np.ascontiguousarray(t)
        mask = None if mask is None else np.ascontiguousarray(mask)
        if self.train_loss is not None:
            self.params, self.net_state, self.opt_state, loss, gnorm = self._ro.train_step_with_state(
                self.params, self.net_state, self.opt_state, x, t, mask, self.cfg, self.opt, self.train_loss)
        else:
            self.params, self.opt_state, loss, gnorm = self._ro.train_step(
                self.params, self.opt_state, x, t, mask, self.cfg, self.opt, self.loss_fn)
        if self.ema is not None:
            self.ema = self._ema_update(self.ema, {**self.params, **self.net_state}, np.float32(ema_decay))
        return float(loss), float(gnorm)

    def host_params(self) -> dict[str, np.ndarray]:
        return {k: np.array(a) for k, a in self.params.items()}

    def host_net_state(self) -> dict[str, np.ndarray]:
        return {k: np.array(a) for k, a in self.net_state.items()}

    def host_ema(self) -> dict[str, np.ndarray] | None:
        return None if self.ema is None else {k: np.array(a) for k, a in self.ema.items()}


def _peer_class(against: str):
    """Side B's trainer class: the JAX reference, the torch peer, or None (side B is a render)."""
    return {"jax": ReferenceTrainer, "torch": TorchTrainer}.get(against)


# ---------------------------------------------------------------------------------------------
# the paired run

def _check(pc: PairConfig) -> None:
    if pc.steps < 1:
        raise TrainError("--steps must be >= 1")
    if pc.against not in ("jax", "torch", "xla", "iree"):
        raise TrainError(f"--against must be jax, torch, xla or iree, got {pc.against!r}")
    if pc.against == pc.lowerer:
        raise TrainError(f"--against {pc.against} pairs {pc.lowerer} with itself; choose jax or the other lowerer")
    if pc.perturb not in (None, "targets", "lr"):
        raise TrainError(f"--perturb must be targets or lr, got {pc.perturb!r}")


@dataclass
class _Sides:
    """Who steps in a pair: side A (a render), side B when it is another render, and (on the
    writing process) the reference runs: `ref` (side B's truth, or the torch peer), `again` and
    `rev` (the floor: the same again, rows reversed), `perturbed` (side B as a perturbed reference)."""
    A: Trainer
    B_render: Trainer | None
    lrs: np.ndarray
    names: tuple[str, str]
    ref: object = None
    again: object = None
    rev: object = None
    perturbed: object = None


def _paired_row(pc: PairConfig, sides: _Sides, batch, epoch: int, log: Callable[[str], None]) -> dict:
    """One step of every side on `batch`: the row of the report (losses, parameter and state distances)."""
    A, B_render, (a_name, b_name) = sides.A, sides.B_render, sides.names
    v, t_step, mask = A.v, A.step + 1, None
    gb = v.batch * v.replicas
    if A.ramp is not None:
        mask = draw_drop_mask(_rng_copy(A.rng), gb, A.ramp)
        if B_render is not None:
            mb = draw_drop_mask(_rng_copy(B_render.rng), gb, B_render.ramp)
            if not np.array_equal(mask, mb):
                raise TrainError("the two rendered sides drew different drop masks")
    x, t = feed_rows(batch)
    scal = scalars_at(A.chain, t_step, A.cfg, A.total_steps, A.warmup_steps)
    ema_d = scal.get("ema_decay")
    if float(scal["lr"]) != float(sides.lrs[t_step - 1]):
        raise TrainError(f"step {t_step}: the trainer feeds lr {float(scal['lr'])}, the table has "
                         f"{float(sides.lrs[t_step - 1])}")
    t_b = t[:, ::-1] if pc.perturb == "targets" else t

    loss_a, gn_a = A.train_step(batch)
    loss_r, gn_r = sides.ref.step(x, t, mask, ema_d)
    loss_r2, _ = sides.again.step(x, t, mask, ema_d)
    loss_rv, _ = sides.rev.step(x, t, mask, ema_d)
    host_a = A.host_state()
    pa, sa = host_a["params"], host_a.get(STATE, {})
    pr, pr2, prv = sides.ref.host_params(), sides.again.host_params(), sides.rev.host_params()
    sr = sides.ref.host_net_state()
    if B_render is not None:
        batch_b = batch
        if pc.perturb == "targets":
            batch_b = dreplace(batch, targets=np.ascontiguousarray(np.asarray(batch.targets)[:, ::-1]))
        loss_b, gn_b = B_render.train_step(batch_b)
        host_b = B_render.host_state()
        pb, sb = host_b["params"], host_b.get(STATE, {})
    elif sides.perturbed is not None:
        loss_b, gn_b = sides.perturbed.step(x, t_b, mask, ema_d)
        pb, sb = sides.perturbed.host_params(), sides.perturbed.host_net_state()
    else:
        loss_b, gn_b, pb, sb = loss_r, gn_r, pr, sr
    row = {"step": t_step, "epoch": epoch, "lr": float(scal["lr"]),
           "loss_a": loss_a, "loss_b": loss_b, "dloss": abs(loss_a - loss_b),
           "param_rel": rel_l2(pa, pb), "grad_norm_a": gn_a, "grad_norm_b": gn_b,
           "loss_ref": loss_r, "dloss_ref": abs(loss_a - loss_r),
           "dloss_repeat": abs(loss_r2 - loss_r), "param_rel_repeat": rel_l2(pr2, pr),
           "dloss_reversed": abs(loss_rv - loss_r), "param_rel_reversed": rel_l2(prv, pr)}
    if sr:
        row.update({"state_rel": rel_l2(sa, sb), "state_rel_repeat": rel_l2(sides.again.host_net_state(), sr),
                    "state_rel_reversed": rel_l2(sides.rev.host_net_state(), sr)})
    log(f"step {t_step:4d}  {a_name} {loss_a:.7f}  {b_name} {loss_b:.7f}  |Δloss| {row['dloss']:.2e}  "
        f"param rel {row['param_rel']:.2e}  (reversed: |Δloss| {row['dloss_reversed']:.2e}, "
        f"param rel {row['param_rel_reversed']:.2e})")
    if not (np.isfinite(loss_a) and np.isfinite(loss_b)):
        raise TrainError(f"step {t_step}: non-finite loss ({a_name} {loss_a}, {b_name} {loss_b})")
    return row


def _write_report(pc: PairConfig, report: dict, log: Callable[[str], None]) -> None:
    """pair.json and pair.png under `pc.out` (the plot's path, or None without matplotlib, in the report)."""
    out = Path(pc.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "pair.json").write_text(json.dumps(report, indent=1) + "\n")
    try:
        report["png"] = str(plot_pair(report, out / "pair.png"))
    except ImportError:
        log("plot skipped: matplotlib is not installed (pip install matplotlib)")
        report["png"] = None
    (out / "pair.json").write_text(json.dumps(report, indent=1) + "\n")


def run_pair(pc: PairConfig, log: Callable[[str], None] = _stderr, loaders: tuple | None = None,
             processes: distributed.Processes = distributed.Processes()) -> dict:
    """Run both sides for `pc.steps` steps; write pair.json and pair.png under `pc.out`; return the
    report (see the module docstring). `processes`: this process's place in a multi-process pair."""
    _check(pc)
    t0 = time.time()
    pc = with_amp(pc)
    v = pc.variant
    if v.replicas > 1 and v.kind == "train" and v.model.state_shapes() and not v.syncbn:
        raise TrainError(f"{v.name}: a BatchNorm net's {v.replicas} replicas each normalise by their own batch, "
                         f"which no one-batch reference does; pair {v.name.replace(f'x{v.replicas}-', 'x1-')} "
                         f"or add +syncbn")
    if v.kind == "train" and v.model.draw_block_masks(np.random.default_rng(0), 1):
        raise TrainError(f"{v.name}: pair feeds both sides the trainer's drop-path masks, not yet DropBlock's "
                         f"(their tie: tests/nets/test_resnet_drop_block*.py, hlocert verify --semantic); pair the "
                         f"variant without +dropblock")
    if v.kd_temperature is not None:
        raise TrainError(f"{v.name}: pair feeds no teacher's logits yet (the +kd{{T}} step's tie: "
                         f"tests/ops/test_kd_ties.py, hlocert verify --semantic); pair the variant without +kd")
    if v.kd_feature_dim is not None:
        raise TrainError(f"{v.name}: pair feeds no teacher's features yet (the +kdf{{D}} step's tie: "
                         f"tests/ops/test_kd_feature_ties.py, hlocert verify --semantic); pair the variant without +kdf")
    if pc.against == "torch":
        twin_of(v)      # before anything compiles
    group = processes.join(v.replicas, pc.lowerer, pc.platform)
    if group is not None and pc.against != "jax":
        raise TrainError(f"--against {pc.against} runs in one process; across processes pair --against jax")
    writer = group is None or group.is_writer
    if group is not None and writer and loaders is None:   # the reference steps on the whole global batch
        cfg = pc.train_config(pc.lowerer)
        loaders = (train_loader(cfg, v, open_data(cfg, v, log)[0]), None)
    A = Trainer(pc.train_config(pc.lowerer), loaders=loaders, log=log, compile_cache=pc.compile_cache,
                processes=processes)
    try:
        v = A.v
        peer = _peer_class(pc.against)
        B_render = None if peer is not None else Trainer(pc.train_config(pc.against), loaders=(A.train_loader, None),
                                                         log=log, compile_cache=pc.compile_cache)
        host = A.host_state()
        init = {k: a.copy() for k, a in host["params"].items()}
        state0 = host.get(STATE)
        lrs = np.asarray([lr_at(t, A.cfg, A.total_steps, A.warmup_steps) for t in range(1, pc.steps + 1)],
                         np.float32)
        a_name = f"render/{pc.lowerer}"
        b_name = {"jax": "reference/jax", "torch": "timm/torch"}.get(pc.against, f"render/{pc.against}")
        sides = _Sides(A, B_render, lrs, (a_name, b_name))
        if writer:
            peer = peer or ReferenceTrainer     # against a render: the reference still measures the floor
            sides.ref = peer(v, init, lrs, net_state=state0)                   # the reference (or the torch peer)
            sides.again = peer(v, init, lrs, net_state=state0)                 # floor (a): the same, again
            sides.rev = peer(v, init, lrs, reverse=True, net_state=state0)     # floor (b): rows reversed
            if pc.against in ("jax", "torch") and pc.perturb:
                sides.perturbed = peer(v, init, lrs * np.float32(2.0) if pc.perturb == "lr" else lrs,
                                       net_state=state0)
        if B_render is not None and pc.perturb == "lr":
            B_render.cfg = replace(B_render.cfg, lr=pc.lr * 2, min_lr=pc.min_lr * 2)
        log(f"pair: {v.name}, {pc.steps} steps: {a_name} against {b_name}"
            + (f" (perturbed: {pc.perturb})" if pc.perturb else ""))

        rows, step, epoch = [], 0, 0
        while step < pc.steps:
            for batch in A.train_loader.epoch(epoch):
                if writer:
                    rows.append(_paired_row(pc, sides, batch, epoch, log))
                else:   # side A on this process's replicas; process 0 pairs and reports
                    A.train_step(batch)
                step += 1
                if step >= pc.steps:
                    break
            epoch += 1
        ema_rel = None
        if writer and A.ema and pc.against in ("jax", "torch"):
            # the parameters' shadow and the running statistics' (each against its own floor)
            (pa, sa), (pb, sb) = (split_ema(e, v.model) for e in (A.host_state()["ema"],
                                                                   (sides.perturbed or sides.ref).host_ema()))
            ema_rel = (rel_l2(pa, pb), rel_l2(sa, sb) if sb else None)
    finally:
        A.close()
        # B_render shares A's loaders (closed above)

    if not writer:   # process 0's report, so every process says and exits the same
        return group.all_gather("pair", None)[0]
    report = _verdict(pc, v.name, a_name, b_name, rows, ema_rel)
    report["seconds"] = round(time.time() - t0, 2)
    if group is not None:   # at once: the others wait for it
        group.all_gather("pair", report)
    _write_report(pc, report, log)
    return report


def _verdict(pc: PairConfig, name: str, a_name: str, b_name: str, rows: list[dict], ema_rel) -> dict:
    """The report; `ema_rel`: (the EMA parameters' rel gap, the EMA running statistics' or None) or None."""
    max_loss = max(max(abs(r["loss_a"]), abs(r["loss_b"])) for r in rows)
    rep_loss = max(r["dloss_repeat"] for r in rows)
    rep_param = max(r["param_rel_repeat"] for r in rows)
    rev_loss = max(r["dloss_reversed"] for r in rows)
    rev_param = max(r["param_rel_reversed"] for r in rows)
    floor_loss = pc.safety * max(rep_loss, rev_loss, EPS32 * max_loss)
    floor_param = pc.safety * max(rep_param, rev_param, EPS32)
    state = _state_floor(pc, rows)
    first = None
    why = None
    for r in rows:
        if r["dloss"] > floor_loss:
            first, why = r["step"], f"|Δloss| {r['dloss']:.3e} > floor {floor_loss:.3e}"
            break
    verdict = "TIE" if first is None else "OFFSET"
    repeat_exact = rep_loss == 0.0 and rep_param == 0.0
    if pc.against == "torch":
        meaning = (f"the rendered step on {pc.lowerer} trains like timm's module stepped by torch within the floor"
                   if verdict == "TIE" else
                   f"the render on {pc.lowerer} leaves timm/torch at step {first}: pair it --against jax; if that "
                   f"ties, the difference is between the recipe and timm's module (weights map, drop sites, "
                   f"optimizer), else in the render")
    elif pc.against == "jax":
        meaning = (f"the rendered step on {pc.lowerer} trains like the JAX reference within the floor"
                   if verdict == "TIE" else
                   f"the render on {pc.lowerer} leaves the JAX reference at step {first}: pair the lowerers "
                   f"(--against {'iree' if pc.lowerer == 'xla' else 'xla'}); if they tie, the offset is in the "
                   f"feed or the render, if they differ, in a lowerer")
    else:
        meaning = (f"{pc.lowerer} and {pc.against} agree within the floor: an offset against the reference is "
                   f"not the lowerer's, look at the feed or the render"
                   if verdict == "TIE" else
                   f"{pc.lowerer} and {pc.against} run the same text differently from step {first}: a lowerer problem")
    return {
        "variant": name, "a": a_name, "b": b_name, "steps_run": len(rows), "perturb": pc.perturb,
        "config": pc.to_json(),
        "floor": {"loss": floor_loss, "param_rel": floor_param, "safety": pc.safety,
                  "repeat_max_dloss": rep_loss, "repeat_max_param_rel": rep_param, "repeat_exact": repeat_exact,
                  "reversed_max_dloss": rev_loss, "reversed_max_param_rel": rev_param,
                  "eps32_x_max_loss": EPS32 * max_loss,
                  "rule": "safety × max(max (a) repeat, max (b) reversed batch, eps32 × max|loss|)"},
        "gap": {"max_dloss": max(r["dloss"] for r in rows), "max_param_rel": max(r["param_rel"] for r in rows),
                "param_rel_within_floor": max(r["param_rel"] for r in rows) <= floor_param,
                "final_ema_rel": ema_rel and ema_rel[0], **state,
                **({"final_ema_state_rel": ema_rel[1]} if ema_rel and ema_rel[1] is not None else {})},
        "verdict": verdict, "first_offset_step": first, "why": why, "meaning": meaning,
        "steps": rows,
    }


def _state_floor(pc: PairConfig, rows: list[dict]) -> dict:
    """The running statistics' gap and floor (by the parameters' rule), for a net with step state."""
    if "state_rel" not in rows[0]:
        return {}
    floor = pc.safety * max(max(r["state_rel_repeat"] for r in rows), max(r["state_rel_reversed"] for r in rows),
                            EPS32)
    worst = max(r["state_rel"] for r in rows)
    return {"max_state_rel": worst, "state_floor": floor, "state_rel_within_floor": worst <= floor}


def summary(report: dict) -> str:
    f, g = report["floor"], report["gap"]
    lines = [
        f"pair {report['variant']}: {report['a']} vs {report['b']}, {report['steps_run']} steps"
        + (f" (perturbed: {report['perturb']})" if report["perturb"] else ""),
        f"  noise floor (a) reference twice: max |Δloss| {f['repeat_max_dloss']:.3e}, param rel "
        f"{f['repeat_max_param_rel']:.3e}" + (" — exactly 0, as it should be" if f["repeat_exact"]
                                             else " — NOT exactly 0: the reference is nondeterministic here"),
        f"  noise floor (b) reversed batch rows: max |Δloss| {f['reversed_max_dloss']:.3e}, param rel "
        f"{f['reversed_max_param_rel']:.3e}",
        f"  floor = {f['safety']:g} × max(a, b, eps32·max|loss|): |Δloss| {f['loss']:.3e}, param rel {f['param_rel']:.3e}",
        f"  gap: max |Δloss| {g['max_dloss']:.3e}, max param rel {g['max_param_rel']:.3e} "
        f"({'within' if g['param_rel_within_floor'] else 'above'} its floor; informational)"
        + (f", final EMA rel {g['final_ema_rel']:.3e}" if g.get("final_ema_rel") is not None else "")
        + (f" (its running statistics {g['final_ema_state_rel']:.3e})" if "final_ema_state_rel" in g else "")
        + (f"; running statistics rel {g['max_state_rel']:.3e} (floor {g['state_floor']:.3e}, "
           f"{'within' if g['state_rel_within_floor'] else 'above'})" if "max_state_rel" in g else ""),
        f"  verdict: {report['verdict']}" + (f" (first left the floor at step {report['first_offset_step']}: "
                                             f"{report['why']})" if report["verdict"] != "TIE" else ""),
        f"  {report['meaning']}",
    ]
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# command line (wired into hlocert/cli.py's COMMANDS)

def add_arguments(p) -> None:
    d = PairConfig()
    p.add_argument("--steps", type=int, default=d.steps, help=f"paired steps (default {d.steps})")
    p.add_argument("--against", choices=["jax", "torch", "xla", "iree"], default=d.against,
                   help="side B: the JAX reference trainer (default), timm's module stepped by torch (float32, "
                        "the [torch] extra; its floor from torch run twice and with rows reversed), or the "
                        "render on the other lowerer")
    p.add_argument("--out", default=d.out, help="writes pair.json and pair.png here")
    config.add_arguments(p, PAIR_FLAGS, help={"lowerer": "side A's lowerer",
                                              "epochs": "the schedule's span, as in train"})
    p.add_argument("--safety", type=float, default=d.safety, help="floor = SAFETY × measured noise")
    p.add_argument("--perturb", choices=["targets", "lr"],
                   help="self-test: break side B's feed (targets' class axis reversed, or lr ×2)")
    add_process_arguments(p)


def cli_main(args) -> int:
    """Exit 0 on TIE, 1 on OFFSET."""
    try:
        pc = PairConfig(**config.values(args, PAIR_FLAGS), steps=args.steps, against=args.against, out=args.out,
                        safety=args.safety, perturb=args.perturb, compile_cache=args.compile_cache)
        report = run_pair(pc, processes=processes_of(args))
    except (TrainError, DataError, VariantError, ArtifactMismatch) as e:
        raise CommandError(f"pair: error: {e}") from None
    except ProcessLost as e:
        distributed.stop(e)
    print(summary(report))
    print(f"  report {Path(pc.out) / 'pair.json'}, plot {report.get('png')}")
    return 0 if report["verdict"] == "TIE" else 1
