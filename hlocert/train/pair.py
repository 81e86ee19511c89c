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

The kink check (against the reference, the torch peer or the other lowerer, one replica, float32,
no gradient accumulation; kinks.py):
a ReLU/ReLU6 input within float32 rounding of its kink can fall on either side on two accurate
lowerings, and the derivative of that one element (0 or 1), spread by BatchNorm's VJP, moves the
whole gradient by ~1e-3 (docs/iree_batch_statistics.md): a legitimate discontinuity no floor of
rounding covers, which sends a pair of a ReLU net OFFSET now and then, more often the longer it
runs. So when a row's |Δloss| leaves the floor measured so far, every step before it not yet
examined is judged in float64 at side A's parameters on that step's feed: side A's gradient (its
gradient function, compiled then) is clean when within SAFETY × max(the reference's own float32
error, ε₃₂) of the float64 gradient; otherwise the inputs within their layer's kink band (SAFETY ×
the reference's measured float32 error of that layer's input) are flipped in float64, chosen
greedily, and the step is a kink flip when the float64 gradient with the chosen ones flipped is
within that bound of A's. Then every reference run (side B, and the twins of the floor) replays
from the first such step with the derivative at each of those inputs taken from A's side (float64's,
the other at A's flips); side B's own choices that differ there are named as its flips. The rows
from there are made again, and the run goes on. The verdict stays the floor's rule on the rows as
they end: TIE, with "k kink flips explained" (each named: step, side, layer, element, float64 input,
its distance to the kink and the band), when every row is then within the floor; OFFSET otherwise,
`why` saying what the check found (a step A's gradient is off and no flip within the band explains,
or the replayed runs still leave: the offset is not a flip). Nothing runs in float64 until a row
leaves the floor, and each step is examined once: a later row off examines the steps after the
last examined (a step not explained ends the checking). To replay, the check keeps every reference
run's state and side A's parameters a step, freed once examined; where `--steps` of them would pass
4 GiB (`_KinkCheck.KEEP_GIB`) it is off, and says so. Against torch the float64 judge is still
the JAX reference's loss (a reference made for it alone); the torch runs replay with the derivatives
forced through forward hooks on timm's ReLU/ReLU6 modules (pair_torch.py), and side B's own choices
are read from torch's own activation inputs (`TorchTrainer.kink_inputs`).

A pair of two renders (`--against xla|iree`) has no reference side to replay: each render is
judged, and each gets its own reference branch. When a row leaves the floor, side B's gradient
(its gradient function) is examined at B's own parameters by the same criterion as A's, its flips
named on its side; a step of either not explained ends the check (OFFSET, "not a kink flip"). Else
the reference runs of the floor (ref, again, rev) replay taking A's kink sides, as above, and one
more reference run, side B's branch (made then from the reference's state at the first replayed
step: nothing has forced a reference run before it), replays taking B's. From there a row is judged
by max(|loss_A − branch A|, |loss_B − branch B|) (`dloss`; the raw |loss_A − loss_B| stays in
`dloss_ab`): TIE only when each render, run with its own float32 choices, stays within the floor
of the float64-judged reference that takes exactly the kink sides that render took. So the two
renders differ by their named flips and by rounding, and by nothing else: a wrong step of either
(a gradient no flip reproduces, a wrong update: B at lr ×2 leaves its branch) stays OFFSET. Before
the first replayed step the rows are the raw pair (both branches are the one reference there).

`--perturb targets|lr` deliberately breaks side B's feed (class axis of the targets reversed, or
the learning rate ×2): a self-test that the verdict sees an offset. `--perturb kink` is the kink
check's self-test: side B (the reference, the torch peer or a render) takes one derivative from the
other side of its kink, at the input within its band at the first step that has one whose flip
moves the float64 gradient most; a
rendered side B (`--against xla|iree`) cannot be forced inside its compiled step, so at that step
it runs its gradient function and apply step (`Trainer.train_step(adjust=)`) with that flip's
change of the float64 gradient added to its own gradient between them. `--perturb gradient`
(a rendered side B) adds a change of the same size in a random direction: the mutant, which the
check must not explain.
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass, field, fields, replace
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
from . import config, kinks
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
    perturb: str | None = None         # None | "targets" | "lr" | "kink" | "gradient": break side B on purpose
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
        self.t = 0              # the steps taken
        # step → one (F, D) per ReLU/ReLU6 in forward order: the derivative D (0 or 1) where F is 1
        # (kinks.py), in the feed's row order; the step then runs kinks.forced_step
        self.forces: dict[int, list] = {}
        self.pair_loss = kinks.pair_loss(self.train_loss or self.loss_fn, self.train_loss is not None)

    def step(self, x, t, mask, ema_decay=None) -> tuple[float, float]:
        self.t += 1
        forces = self.forces.get(self.t)
        if self.reverse:
            # the images reversed, each split's block in place (one block without aug splits): the same
            # loss and gradient, the batch sums taken in another order
            rows = np.arange(len(x)).reshape(self.splits, -1)[:, ::-1].reshape(-1)
            x, t = x[rows], t[rows]
            mask = None if mask is None else mask[rows]
            forces = forces and [(f[rows], d[rows]) for f, d in forces]
        x, t = np.ascontiguousarray(x), np.ascontiguousarray(t)
        mask = None if mask is None else np.ascontiguousarray(mask)
        if forces:
            cast = [(np.asarray(f, np.float32), np.asarray(d, np.float32)) for f, d in forces]
            self.params, self.net_state, self.opt_state, loss, gnorm = kinks.forced_step(
                self.params, self.net_state, self.opt_state, x, t, mask, cast, self.cfg, self.opt, self.pair_loss)
        elif self.train_loss is not None:
            self.params, self.net_state, self.opt_state, loss, gnorm = self._ro.train_step_with_state(
                self.params, self.net_state, self.opt_state, x, t, mask, self.cfg, self.opt, self.train_loss)
        else:
            self.params, self.opt_state, loss, gnorm = self._ro.train_step(
                self.params, self.opt_state, x, t, mask, self.cfg, self.opt, self.loss_fn)
        if self.ema is not None:
            self.ema = self._ema_update(self.ema, {**self.params, **self.net_state}, np.float32(ema_decay))
        return float(loss), float(gnorm)

    def snapshot(self) -> dict:
        """Everything a step changes, on the host (`restore` puts it back)."""
        import jax
        return jax.tree_util.tree_map(np.array, {"params": self.params, "opt_state": self.opt_state,
                                                 "net_state": self.net_state, "ema": self.ema, "t": self.t})

    def restore(self, snap: dict) -> None:
        import jax
        import jax.numpy as jnp
        copy = jax.tree_util.tree_map(lambda a: jnp.array(np.array(a, copy=True)), snap)
        self.params, self.opt_state, self.net_state, self.ema = (copy[k] for k in ("params", "opt_state",
                                                                                  "net_state", "ema"))
        self.t = int(snap["t"])

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
    if pc.perturb not in (None, "targets", "lr", "kink", "gradient"):
        raise TrainError(f"--perturb must be targets, lr, kink or gradient, got {pc.perturb!r}")
    if pc.perturb == "gradient" and pc.against in ("jax", "torch"):
        raise TrainError(f"--perturb gradient moves a rendered side B's gradient: pair --against xla or iree, "
                         f"not {pc.against}")


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
    kinks: object = None        # a _KinkCheck or None
    ref_b: object = None        # a render pair's side B's reference branch (the kink check's, from its first replay)


@dataclass
class _Feed:
    """One step's feed: what every side steps on (side B's targets `t_b`, perturbed or not)."""
    step: int
    epoch: int
    lr: float
    x: np.ndarray
    t: np.ndarray
    t_b: np.ndarray
    mask: np.ndarray | None
    ema_d: object


@dataclass
class _Stepped:
    """A side's step: its loss and gradient norm, its parameters and step state after."""
    loss: float
    grad_norm: float
    params: dict
    state: dict


def _nbytes(tree) -> int:
    import jax
    return sum(int(getattr(a, "nbytes", 0)) for a in jax.tree_util.tree_leaves(tree))


def _paired_row(pc: PairConfig, sides: _Sides, batch, epoch: int, log: Callable[[str], None]) -> dict:
    """One step of every side on `batch`: the row of the report (losses, parameter and state distances)."""
    A, B_render = sides.A, sides.B_render
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
    if float(scal["lr"]) != float(sides.lrs[t_step - 1]):
        raise TrainError(f"step {t_step}: the trainer feeds lr {float(scal['lr'])}, the table has "
                         f"{float(sides.lrs[t_step - 1])}")
    feed = _Feed(t_step, epoch, float(scal["lr"]), x, t, t[:, ::-1] if pc.perturb == "targets" else t, mask,
                 scal.get("ema_decay"))
    if sides.kinks is not None:
        sides.kinks.before(sides, feed, pc, log)

    loss_a, gn_a = A.train_step(batch)
    host_a = A.host_state()
    a = _Stepped(loss_a, gn_a, host_a["params"], host_a.get(STATE, {}))
    b = None
    if B_render is not None:
        batch_b = batch
        if pc.perturb == "targets":
            batch_b = dreplace(batch, targets=np.ascontiguousarray(np.asarray(batch.targets)[:, ::-1]))
        loss_b, gn_b = B_render.train_step(batch_b, adjust=sides.kinks and sides.kinks.adjust(t_step))
        host_b = B_render.host_state()
        b = _Stepped(loss_b, gn_b, host_b["params"], host_b.get(STATE, {}))
    if sides.kinks is not None:
        sides.kinks.after(feed, a, b)
    return _row(sides, feed, a, b, log)


def _row(sides: _Sides, feed: _Feed, a: _Stepped, b: _Stepped | None, log: Callable[[str], None],
         replayed: bool = False) -> dict:
    """Step the reference runs on `feed` and make the row with side A's step `a` (and a rendered side
    B's `b`)."""
    a_name, b_name = sides.names
    x, t, mask, ema_d, t_step = feed.x, feed.t, feed.mask, feed.ema_d, feed.step
    loss_r, gn_r = sides.ref.step(x, t, mask, ema_d)
    loss_r2, _ = sides.again.step(x, t, mask, ema_d)
    loss_rv, _ = sides.rev.step(x, t, mask, ema_d)
    pr, pr2, prv = sides.ref.host_params(), sides.again.host_params(), sides.rev.host_params()
    sr = sides.ref.host_net_state()
    if b is None and sides.perturbed is not None:
        loss_b, gn_b = sides.perturbed.step(x, feed.t_b, mask, ema_d)
        b = _Stepped(loss_b, gn_b, sides.perturbed.host_params(), sides.perturbed.host_net_state())
    elif b is None:
        b = _Stepped(loss_r, gn_r, pr, sr)
    row = {"step": t_step, "epoch": feed.epoch, "lr": feed.lr,
           "loss_a": a.loss, "loss_b": b.loss, "dloss": abs(a.loss - b.loss),
           "param_rel": rel_l2(a.params, b.params), "grad_norm_a": a.grad_norm, "grad_norm_b": b.grad_norm,
           "loss_ref": loss_r, "dloss_ref": abs(a.loss - loss_r),
           "dloss_repeat": abs(loss_r2 - loss_r), "param_rel_repeat": rel_l2(pr2, pr),
           "dloss_reversed": abs(loss_rv - loss_r), "param_rel_reversed": rel_l2(prv, pr)}
    if sides.ref_b is not None:
        # a render pair's kink check replayed: each render against its own reference branch
        loss_rb, _ = sides.ref_b.step(x, t, mask, ema_d)
        row.update({"dloss_ab": row["dloss"], "loss_ref_b": loss_rb, "dloss_ref_b": abs(b.loss - loss_rb),
                    "dloss": max(row["dloss_ref"], abs(b.loss - loss_rb))})
    if sr:
        row.update({"state_rel": rel_l2(a.state, b.state), "state_rel_repeat": rel_l2(sides.again.host_net_state(), sr),
                    "state_rel_reversed": rel_l2(sides.rev.host_net_state(), sr)})
    branches = (f" (each against its branch; {a_name} vs {b_name} {row['dloss_ab']:.2e})"
                if "dloss_ab" in row else "")
    log(f"step {t_step:4d}  {a_name} {a.loss:.7f}  {b_name} {b.loss:.7f}  |Δloss| {row['dloss']:.2e}{branches}  "
        f"param rel {row['param_rel']:.2e}  (reversed: |Δloss| {row['dloss_reversed']:.2e}, "
        f"param rel {row['param_rel_reversed']:.2e})" + ("  [replayed]" if replayed else ""))
    if not (np.isfinite(a.loss) and np.isfinite(b.loss)):
        raise TrainError(f"step {t_step}: non-finite loss ({a_name} {a.loss}, {b_name} {b.loss})")
    return row


@dataclass
class _Rendered:
    """A rendered side the kink check judges: its trainer and name, its parameters and step state
    before step 1, its steps (a `_Stepped` each, None once freed), the change it adds to its
    gradient by step (--perturb kink|gradient on side B of a render pair) and its examinations."""
    trainer: Trainer
    name: str
    start: tuple[dict, dict]
    steps: list = field(default_factory=list)
    delta: dict = field(default_factory=dict)
    exams: dict = field(default_factory=dict)

    def before(self, k: int) -> tuple[dict, dict]:
        """Its parameters and step state before step k."""
        if k == 1:
            return self.start
        s = self.steps[k - 2]
        return s.params, s.state

    def gradient(self, k: int, f: _Feed) -> dict:
        """Its gradient at its parameters before step k on step k's feed `f` (its gradient
        function), with the change it added at step k."""
        t = self.trainer
        p, st = self.before(k)
        sig = t.grad_sig
        out = sig.unpack(t.gradient_run().exe(*sig.pack({"x": f.x, **{n: f.mask for n in t.mask_names},
                                                           "targets": f.t, "params": p, STATE: st})))
        d = self.delta.get(k, {})
        return {n: np.asarray(g, np.float64) + d.get(n, 0.0) for n, g in out["grads"].items()}


class _KinkCheck:
    """The kink check of a pair (kinks.py's criterion), kept per step: the feed, each rendered
    side's parameters before and its step, the reference runs' state before. When a row leaves the
    running floor, each rendered side's gradient at every step before it not yet examined is judged
    against float64 (its gradient function, compiled then); where every one is clean or a kink flip,
    the reference runs replay from there, each branch with the derivatives at every input within its
    kink band taken from its render's side (float64's, the other at the render's flips), and the rows
    from there are made again. Against the reference the one branch is every reference run (ref,
    again, rev and a perturbed side B), taking side A's sides; in a pair of two renders side B is
    judged too, and its branch is one more reference run (`_Sides.ref_b`, from the reference's state
    at the first replayed step), taking B's sides: each render is then judged against its own branch
    (`_row`). A step not explained, or a first row off (before any update), ends the check; a row
    still off after a replay is noted (`off`), and a later row off checks the steps after it. The
    verdict is the floor's rule on the rows as they end."""

    KEEP_GIB = 4.0      # the most the check keeps (a state of every run a step) before it is off

    def __init__(self, sides: _Sides, init: dict, state0: dict | None, new_reference: Callable[[], object]):
        # the float64 judge is the JAX reference's loss (against torch, a reference made for it alone)
        judge = sides.ref if isinstance(sides.ref, ReferenceTrainer) else ReferenceTrainer(
            sides.A.v, init, sides.lrs, net_state=state0)
        self.prober = kinks.Prober(judge.pair_loss, judge.cfg)
        self.renders = [_Rendered(sides.A, sides.names[0], (init, state0 or {}))]
        if sides.B_render is not None:
            host = sides.B_render.host_state()
            self.renders.append(_Rendered(sides.B_render, sides.names[1], (host["params"], host.get(STATE, {}))))
        self.new_reference = new_reference   # side B's branch, made at the first replay of a render pair
        self.feeds: list[_Feed] = []
        self.runs_before: list[dict] = []    # per step: each reference run's snapshot before it
        self.b_flips: dict[int, list[kinks.Flip]] = {}
        self.ended: str | None = None        # why the check stopped, if it did
        self.off: str | None = None          # why the last check's row is still off, if it is
        self.perturbed_at: int | None = None

    @staticmethod
    def runs(sides: _Sides) -> dict:
        return {n: r for n, r in (("ref", sides.ref), ("again", sides.again), ("rev", sides.rev),
                                  ("perturbed", sides.perturbed), ("ref_b", sides.ref_b)) if r is not None}

    def names(self) -> str:
        return " and ".join(r.name for r in self.renders)

    def before(self, sides: _Sides, feed: _Feed, pc: PairConfig, log) -> None:
        snap = None
        if self.ended is None:
            snap = {n: r.snapshot() for n, r in self.runs(sides).items()}
            if not self.runs_before:        # what the check keeps a step, known at the first
                kept = _nbytes(snap) * (1 + (len(self.renders) - 1) / len(snap))      # and side B's branch
                kept += len(self.renders) * _nbytes(self.renders[0].start) + _nbytes([feed.x, feed.t, feed.mask])
                gib = pc.steps * kept / 2 ** 30
                if gib > self.KEEP_GIB:
                    self.ended = (f"off: {pc.steps} steps would keep {gib:.1f} GiB of states to replay (limit "
                                  f"{self.KEEP_GIB:g} GiB); pair fewer --steps")
                    log(f"kink check {self.ended}")
                    snap = None
        self.runs_before.append(snap)
        if pc.perturb in ("kink", "gradient") and self.perturbed_at is None:
            self._perturb(sides, feed, pc, log)

    def adjust(self, step: int) -> Callable[[dict], dict] | None:
        """What a rendered side B adds to its gradient at `step` (--perturb kink|gradient), or None."""
        d = self.renders[-1].delta.get(step) if len(self.renders) > 1 else None
        return None if d is None else (lambda g: {n: g[n] + d[n] for n in g})

    def after(self, feed: _Feed, a: _Stepped, b: _Stepped | None) -> None:
        keep = self.ended is None           # an ended check replays nothing
        self.feeds.append(feed if keep else None)
        for r, st in zip(self.renders, (a, b)):
            r.steps.append(st if keep else None)

    def _end(self, why: str) -> None:
        """No more checks (`why`): nothing more kept."""
        self.ended = why
        self._forget(len(self.feeds) + 2)

    def _forget(self, s: int) -> None:
        """Free what no later check reads once the steps before `s` are examined: a later check
        examines from step s (each render's state before it: its step s − 1) and replays from there."""
        for k in range(1, min(s, len(self.feeds) + 1)):
            self.feeds[k - 1] = self.runs_before[k - 1] = None
            if k < s - 1:
                for r in self.renders:
                    r.steps[k - 1] = None

    def _perturb(self, sides: _Sides, feed: _Feed, pc: PairConfig, log) -> None:
        """--perturb kink: side B takes the derivative from the other side of the kink at the input
        (within its kink band at this step) whose flip moves the float64 gradient most: the reference
        by a forced derivative, a render by that flip's change of the float64 gradient added to its
        own. --perturb gradient (a render): the same size of change in a random direction."""
        render = sides.B_render is not None
        if render:
            host = sides.B_render.host_state()
            p, st = host["params"], host.get(STATE, {})
        else:
            p, st = sides.perturbed.host_params(), sides.perturbed.host_net_state()
        near = kinks.candidates(self.prober, p, st, feed.x, feed.t, feed.mask, pc.safety)[:8]
        if not self.prober.kinks:
            raise TrainError(f"--perturb {pc.perturb}: {sides.A.v.name} has no ReLU or ReLU6, so no kink to flip")
        if not near:
            return
        _, g64, zs = self.prober.run(p, st, feed.x, feed.t, feed.mask, f64=True)
        best = None     # (how far the flip moves the gradient, activation, element, input, the gradient)
        for _, i, j, val in near:
            g = self.prober.run(p, st, feed.x, feed.t, feed.mask, f64=True,
                                forces=kinks.flip_forces(self.prober, zs, [(i, j, val)]))[1]
            if best is None or kinks.whole_rel(g, g64) > best[0]:
                best = (kinks.whole_rel(g, g64), i, j, val, g)
        rel, i, j, val, g = best
        self.perturbed_at = feed.step
        if not render:
            sides.perturbed.forces[feed.step] = kinks.flip_forces(self.prober, zs, [(i, j, val)])
        else:
            delta = {n: g[n] - g64[n] for n in g64}
            if pc.perturb == "gradient":
                rng = np.random.default_rng(pc.seed)
                noise = {n: rng.standard_normal(a.shape) for n, a in delta.items()}
                scale = kinks.norm(delta) / kinks.norm(noise)
                delta = {n: scale * a for n, a in noise.items()}
            self.renders[1].delta[feed.step] = delta
        idx = [int(n) for n in np.unravel_index(j, zs[i].shape)]
        flip = f"{kinks.layer_name(i, self.prober.kinks[i], zs[i].shape)} {idx} (float64 input {val:+.2e})"
        log(f"perturb kink: at step {feed.step} side B takes {flip} from the kink's other side, moving the gradient "
            f"{rel:.1e}" if pc.perturb == "kink" else
            f"perturb gradient: at step {feed.step} side B's gradient moved {rel:.1e} in a random direction (as far as "
            f"flipping {flip} moves it)")

    def explain(self, pc: PairConfig, sides: _Sides, rows: list[dict], log) -> None:
        s = len(rows)
        if s == 1:
            self._end("step 1's loss is before any update: no flipped derivative moves it")
            return
        A = self.renders[0]
        todo = [k for k in range(1, s) if k not in A.exams]
        if not todo:
            return
        if self.prober.kinks is None:       # one float32 forward tells the net's ReLUs, before any compile
            f, (p, st) = self.feeds[todo[0] - 1], A.before(todo[0])
            self.prober.run(p, st, f.x, f.t, f.mask)
        if not self.prober.kinks:
            self._end("the net has no ReLU or ReLU6: no kink to flip")
            return
        for r in self.renders:
            for k in todo:
                f, (p, st) = self.feeds[k - 1], r.before(k)
                ex = kinks.examine(self.prober, p, st, f.x, f.t, f.mask, r.gradient(k, f), pc.safety, k, r.name,
                                   log=lambda line, r=r, k=k: log(f"kink check, {r.name}, step {k}: {line}"))
                r.exams[k] = ex
                log(f"kink check, {r.name}: {ex.describe()}")
                if not ex.explained:
                    self._end(f"{r.name}: {ex.describe()}")
                    return
        forced = [k for k in todo if any(r.exams[k].candidates for r in self.renders)]
        if not forced:
            self.off = (f"the gradient of {self.names()} is within its bound at steps 1-{s - 1} and no input is "
                        f"within a kink band at steps {todo[0]}-{s - 1}: not a kink flip")
            self._forget(s)
            return
        k0 = forced[0]
        if len(self.renders) > 1 and sides.ref_b is None:
            sides.ref_b = self.new_reference()      # the reference's state until now: nothing forced it yet
        runs, snap = self.runs(sides), self.runs_before[k0 - 1]
        for n, r in runs.items():
            r.restore(snap.get(n, snap["ref"]))
        for k in range(k0, s + 1):
            if k in forced:
                self._force(sides, k)
            self.runs_before[k - 1] = {n: r.snapshot() for n, r in runs.items()}
            steps = [r.steps[k - 1] for r in self.renders]
            rows[k - 1] = _row(sides, self.feeds[k - 1], steps[0], steps[1] if len(steps) > 1 else None, log,
                               replayed=True)
        for r in self.renders:      # what only this replay read
            for k in todo:
                r.exams[k].sides = r.exams[k].z64 = None
        self._forget(s)
        # still off: not (yet) explained; a later row off checks the steps after this one
        self.off = None if rows[-1]["dloss"] <= _loss_floor(pc, rows) else (
            f"the reference runs replayed with {self.names()}'s kink sides at step(s) "
            f"{', '.join(map(str, forced))} still leave the floor at step {s}: not a kink flip")

    def _force(self, sides: _Sides, k: int) -> None:
        """Each branch's reference runs take its render's derivatives at step k's candidates (merged
        over a perturbed side's own); against the reference, side B's own choices that differ from
        A's where A's are float64's are named as its flips."""
        ex, branches = self.renders[0].exams[k], [(self.renders[0].exams[k], [
            r for r in (sides.ref, sides.again, sides.rev, sides.perturbed) if r is not None])]
        if len(self.renders) > 1:
            branches.append((self.renders[1].exams[k], [sides.ref_b]))
        else:
            self.b_flips[k] = self._reference_flips(sides.perturbed or sides.ref, ex, k, sides.names[1])
        for e, runs in branches:
            for r in runs:
                mine = r.forces.get(k)
                r.forces[k] = e.sides if mine is None else [
                    (np.maximum(fa, fm), np.where(fa > 0, da, dm)) for (fa, da), (fm, dm) in zip(e.sides, mine)]

    def _reference_flips(self, B, ex: kinks.Examination, k: int, name: str) -> list[kinks.Flip]:
        """The reference side B's choices at step k's candidates that differ from side A's where A's
        are float64's (else the flip is A's, named there)."""
        f = self.feeds[k - 1]
        zb = (B.kink_inputs(f.x, f.t, f.mask) if isinstance(B, TorchTrainer) else      # torch's own inputs
              self.prober.run(B.host_params(), B.host_net_state(), f.x, f.t, f.mask)[2])
        own = B.forces.get(k)
        flips = []
        for i, ((fa, da), z, kk) in enumerate(zip(ex.sides, zb, self.prober.kinks)):
            db = kinks.slope(z, kk).astype(np.float64)
            if own is not None:
                db = np.where(own[i][0] > 0, own[i][1], db)
            s64 = kinks.slope(ex.z64[i], kk).reshape(-1)
            for j in np.flatnonzero((fa.reshape(-1) > 0) & (db.reshape(-1) != da.reshape(-1))
                                    & (da.reshape(-1) == s64)):
                v = float(ex.z64[i].reshape(-1)[j])
                flips.append(kinks.Flip(k, name, kinks.layer_name(i, kk, z.shape),
                                        tuple(int(n) for n in np.unravel_index(j, z.shape)), v,
                                        min(kk, key=lambda c: abs(v - c)), ex.bands[i]))
        return flips

    def examined(self) -> list[dict]:
        return [{**r.exams[k].to_json(), "side": r.name} for r in self.renders for k in sorted(r.exams)]

    def flips(self) -> list[kinks.Flip]:
        out = [fl for r in self.renders for k in sorted(r.exams) for fl in r.exams[k].flips]
        return out + [fl for k in sorted(self.b_flips) for fl in self.b_flips[k]]


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
    if v.token_distills:
        raise TrainError(f"{v.name}: pair feeds no teacher's logits yet (the token distillation step's tie: "
                         f"tests/ops/test_kd_token_ties.py, hlocert verify --semantic); pair the variant without "
                         f"{v.distillations()[0]}")
    if v.kd_feature_dim is not None:
        raise TrainError(f"{v.name}: pair feeds no teacher's features yet (the +kdf{{D}} step's tie: "
                         f"tests/ops/test_kd_feature_ties.py, hlocert verify --semantic); pair the variant without +kdf")
    if v.model_dtype != "f32":
        raise TrainError(f"{v.name}: pair ties a float32 step to its reference trainer, not yet a {v.model_dtype} "
                         f"one (the +w{v.model_dtype} step's tie: tests/render/test_model_dtype.py); pair the variant "
                         f"without +w{v.model_dtype}")
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
            if group is None and v.replicas == 1 and not v.bf16 and A.accum == 1:
                sides.kinks = _KinkCheck(sides, init, state0, lambda: peer(v, init, lrs, net_state=state0))
            elif pc.perturb in ("kink", "gradient"):
                raise TrainError(f"--perturb {pc.perturb} needs the kink check, which pairs one replica, float32, "
                                 f"without --grad-accum-steps; {v.name} is not that")
        if B_render is not None and pc.perturb == "lr":
            B_render.cfg = replace(B_render.cfg, lr=pc.lr * 2, min_lr=pc.min_lr * 2)
        log(f"pair: {v.name}, {pc.steps} steps: {a_name} against {b_name}"
            + (f" (perturbed: {pc.perturb})" if pc.perturb else ""))

        rows, step, epoch = [], 0, 0
        while step < pc.steps:
            for batch in A.train_loader.epoch(epoch):
                if writer:
                    rows.append(_paired_row(pc, sides, batch, epoch, log))
                    check = sides.kinks
                    if check is not None and check.ended is None and rows[-1]["dloss"] > _loss_floor(pc, rows):
                        check.explain(pc, sides, rows, log)
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
    if sides.kinks is not None and pc.perturb in ("kink", "gradient") and sides.kinks.perturbed_at is None:
        raise TrainError(f"--perturb {pc.perturb}: no ReLU/ReLU6 input came within its kink band in {pc.steps} steps; "
                         f"pair more --steps")
    report = _verdict(pc, v.name, a_name, b_name, rows, ema_rel, sides.kinks if writer else None)
    report["seconds"] = round(time.time() - t0, 2)
    if group is not None:   # at once: the others wait for it
        group.all_gather("pair", report)
    _write_report(pc, report, log)
    return report


def _loss_floor(pc: PairConfig, rows: list[dict]) -> float:
    """The |Δloss| floor over `rows`: safety × max((a) repeat, (b) reversed, eps32 × max|loss|)."""
    max_loss = max(max(abs(r["loss_a"]), abs(r["loss_b"])) for r in rows)
    return pc.safety * max(max(r["dloss_repeat"] for r in rows), max(r["dloss_reversed"] for r in rows),
                           EPS32 * max_loss)


def _verdict(pc: PairConfig, name: str, a_name: str, b_name: str, rows: list[dict], ema_rel,
             check: _KinkCheck | None = None) -> dict:
    """The report; `ema_rel`: (the EMA parameters' rel gap, the EMA running statistics' or None) or None;
    `check`: the kink check, if the pair had one."""
    max_loss = max(max(abs(r["loss_a"]), abs(r["loss_b"])) for r in rows)
    rep_loss = max(r["dloss_repeat"] for r in rows)
    rep_param = max(r["param_rel_repeat"] for r in rows)
    rev_loss = max(r["dloss_reversed"] for r in rows)
    rev_param = max(r["param_rel_reversed"] for r in rows)
    floor_loss = _loss_floor(pc, rows)
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
                   f"{pc.lowerer} and {pc.against} run the same text differently from step {first}: a lowerer problem, "
                   f"or on a ReLU/ReLU6 net a kink flip the kink check did not explain (its finding: why)")
    kink = None
    if check is not None:
        flips = check.flips()
        kink = {"examined": check.examined(),
                "flips": [f.to_json() for f in flips], "explained": len(flips) if verdict == "TIE" else 0,
                "ended": check.ended, "off": check.off}
        if verdict == "TIE" and flips and pc.against in ("xla", "iree"):
            meaning = (f"{pc.lowerer} and {pc.against} agree within the floor but for {len(flips)} kink "
                       f"flip{'s' if len(flips) > 1 else ''} (a ReLU/ReLU6 input within float32 rounding of its kink "
                       f"whose derivative one render took from the other side): each render is within the floor "
                       f"of the reference replayed through its own kink sides")
        elif verdict == "TIE" and flips:
            meaning += (f", {len(flips)} kink flip{'s' if len(flips) > 1 else ''} explained (a ReLU/ReLU6 input "
                        f"within float32 rounding of its kink whose derivative one side took from the other side; "
                        f"the reference runs replayed through it)")
        elif verdict != "TIE" and (check.ended or check.off):
            why += f"; kink check: {check.ended or check.off}"
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
                **({"final_ema_state_rel": ema_rel[1]} if ema_rel and ema_rel[1] is not None else {}),
                # a render pair replayed by its kink check: the renders' own |Δloss| (rows: each against its branch)
                **({"max_dloss_ab": max(r.get("dloss_ab", r["dloss"]) for r in rows)}
                   if any("dloss_ab" in r for r in rows) else {})},
        "verdict": verdict, "first_offset_step": first, "why": why, "meaning": meaning,
        "kinks": kink, "steps": rows,
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
        f"  gap: max |Δloss| {g['max_dloss']:.3e}"
        + (f" (each render against its reference branch; between the renders {g['max_dloss_ab']:.3e})"
           if "max_dloss_ab" in g else "")
        + f", max param rel {g['max_param_rel']:.3e} "
        f"({'within' if g['param_rel_within_floor'] else 'above'} its floor; informational)"
        + (f", final EMA rel {g['final_ema_rel']:.3e}" if g.get("final_ema_rel") is not None else "")
        + (f" (its running statistics {g['final_ema_state_rel']:.3e})" if "final_ema_state_rel" in g else "")
        + (f"; running statistics rel {g['max_state_rel']:.3e} (floor {g['state_floor']:.3e}, "
           f"{'within' if g['state_rel_within_floor'] else 'above'})" if "max_state_rel" in g else ""),
        f"  verdict: {report['verdict']}" + (f" (first left the floor at step {report['first_offset_step']}: "
                                             f"{report['why']})" if report["verdict"] != "TIE" else ""),
        f"  {report['meaning']}",
    ]
    k = report.get("kinks")
    if k and k["explained"]:
        lines.insert(-1, f"  kink flips explained: {k['explained']}")
        lines[-1:-1] = [f"    {_describe_flip(f)}" for f in k["flips"]]
    return "\n".join(lines)


def _describe_flip(f: dict) -> str:
    return (f"step {f['step']} {f['side']}: {f['layer']} {f['index']}, float64 input {f['input64']:+.3e}, "
            f"{f['distance']:.2e} from kink {f['kink']:g} (band {f['band']:.2e})")


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
    p.add_argument("--perturb", choices=["targets", "lr", "kink", "gradient"],
                   help="self-test: break side B's feed (targets' class axis reversed, or lr ×2), or (kink) flip "
                        "one ReLU/ReLU6 derivative near its kink in side B's first step that has one, or (gradient, "
                        "side B a render) move its gradient there as far in a random direction")
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
