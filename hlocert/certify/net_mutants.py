"""Whole-net gates and the renders that must fail them (DESIGN: "Mutation"), for every net.

Gates, each a check that can fail, run on each registered net's small model (`Net.gate_model()`):
- `gradient_tie`: the train step's gradient section (den, float64) equals jax.grad of the net's
  independent reference (`Net.reference()`), ≤1e-12 relative per tensor, with keep masks that
  DROP (a net with stochastic-depth sites); a net with step state is fed running statistics
  away from their init and its new running statistics are tied too (the reference's `train_loss`);
- the all-ones-mask control (`gradient_tie(..., all_ones=True)`, tests): a misplaced drop site is
  the same function at an all-ones mask, so that gate would pass it — why masks must drop;
- `dp_duplicate`: the 2-replica step fed the same batch on both replicas equals the 1-replica step;
- `coupling`: the static pass over the whole train step (no op couples examples except the
  parameter-gradient sums, the loss mean and the declared BatchNorm batch statistics, whose count
  it reports);
- `gradient_tie+<options>` (a net with lowering families): `gradient_tie` of the same net rendered
  with the last certified lowering of every family, so the renders the targets run are tied whole;
- `erasure+bf16`: the `+bf16` step read with bf16 erased is the f32 step bit for bit, and its bf16
  values feed only f32-accumulating products (certify/erasure.py, with its mutants);
- `remat`: the `+remat` step (and gradient function) is the plain one bit for bit, and every
  recomputed op is its forward twin on the same inputs (certify/remat.py, with its mutants).

Each mutant is a whole-net render with one realistic bug: the net's own (`Net.mutants()`) and, for
every net, the data-parallel mean that forgets to divide. `net_mutant_result` reports which gates
kill it. A mutant no gate kills is a failing build.
"""
from __future__ import annotations

import contextlib
import time
from typing import Callable

import numpy as np

from .. import nets
from .. import render as render_mod
from ..ir import den
from ..nets.base import Net, check_reference, draw_drop_mask
from ..optim import HostSchedule
from ..optim.transforms import DataParallelMean
from ..render.signature import signature
from ..render.variants import Variant
from . import erasure, remat
from .coupling import B, U, analysis
from .result import Result

TOL = 1e-12
CRASHED = "crashed: "   # a gate that raised: it failed, but it judged nothing


@contextlib.contextmanager
def _all_reduce_without_divide():
    """the data-parallel transform sums the replicas' gradients (and loss), never dividing by N"""
    original = DataParallelMean._mean

    def summed(self, b, g):
        return b.all_reduce_sum(g, self.replicas)
    DataParallelMean._mean = summed
    try:
        yield
    finally:
        DataParallelMean._mean = original


def net_mutants() -> dict[str, tuple[Net, Callable | None]]:
    """Mutant name -> (the model rendered, a render-level patch or None), over every net."""
    unknown = sorted({(net.NAME, name) for net in nets.all_nets() for name in net.CARRIES
                      if name not in erasure.MUTANTS and name not in remat.MUTANTS})
    if unknown:
        raise ValueError(f"CARRIES names no mutant: {unknown}; the carried mutants are "
                         f"{', '.join([*erasure.MUTANTS, *remat.MUTANTS])}")
    out: dict[str, tuple[Net, Callable | None]] = {}
    for net in nets.all_nets():
        out.update({name: (model, None) for name, model in net.mutants().items()})
        out[f"{net.NAME}/all-reduce-without-divide"] = (net.gate_model(), _all_reduce_without_divide)
    out.update(erasure.mutants())
    out.update(remat.mutants())
    return out


# ---------------------------------------------------------------------------------------------
# The gates.

def _inputs(model: Net, batch: int, seed: int, all_ones: bool):
    rng = np.random.default_rng(seed)
    params = {k: v.astype(np.float64) for k, v in model.init_params(seed).items()}
    for k in params:     # 1-D inits (γ = 1e-6, unit norm affine, zero biases) would hide most of the gradient
        if k.endswith(".g"):     # norm scales up to 4: activations on every piece of ReLU6 (< 0, 0-6, > 6)
            params[k] = rng.uniform(0.5, 4.0, params[k].shape)
        elif params[k].ndim == 1:
            params[k] = params[k] + rng.normal(0, 0.5, params[k].shape)
    x = rng.standard_normal((batch, *model.example_shape))
    sites = model.drop_sites
    mask = draw_drop_mask(rng, batch, np.full(sites, 0.5)).astype(np.float64)
    mask[0, :] = np.where(np.arange(sites) % 2, 2.0, 0.0)   # drops and keeps for sure
    if all_ones:
        mask = np.ones_like(mask)
    t = rng.random((batch, model.num_classes))
    return params, x, (mask if sites else None), t / t.sum(1, keepdims=True)


def _block_masks(model: Net, batch: int, seed: int, all_ones: bool) -> dict[str, np.ndarray]:
    """float64 DropBlock masks by input name ({} for a model without DropBlock sites): a position
    of each dropped and one kept at 1.25 for sure, the rest either, so that a site misplaced or
    read at the wrong position shows (the op reads any mask; the draw's blocks are ops/drop_block.py's)."""
    rng = np.random.default_rng(seed + 2)
    out = {}
    for name, m in model.draw_block_masks(rng, batch).items():
        mask = np.where(rng.random(m.shape) < 0.4, 0.0, 1.25)
        mask.reshape(-1)[0], mask.reshape(-1)[-1] = 0.0, 1.25
        out[name] = np.ones_like(mask) if all_ones else mask
    return out


def _state_inputs(model: Net, seed: int) -> dict[str, np.ndarray]:
    """float64 running statistics away from their init (means N(0, 0.5²), variances U(0.5, 2)),
    so that a rule reading the wrong one, or none, shows ({} for a net without step state)."""
    rng = np.random.default_rng(seed + 1)
    return {k: (rng.normal(0, 0.5, v.shape) if k.endswith("running_mean") else rng.uniform(0.5, 2.0, v.shape))
            for k, v in model.init_state().items()}


def _rel(a, b, floor: float = 1e-300):
    return float(np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), floor))


def _norm(tensors) -> float:
    return float(np.sqrt(sum(np.sum(np.square(np.asarray(t))) for t in tensors)))


# A parameter whose true gradient is zero makes its relative error rounding noise over rounding
# noise: a BatchNorm shift that reaches the loss only through 1×1 convs and skips into other
# training-mode BatchNorms (the linear-bottleneck BNs of MobileNetV2/EfficientNet) shifts their
# inputs by a per-channel constant that they subtract again. So each gradient's error is relative
# to at least this fraction of the whole gradient's norm (errors of the mutants stay ≥ 1e-3).
GRAD_FLOOR = 1e-3


_REFERENCE_STEPS: dict = {}


def _reference_step(ref, cfg, model: Net, batch: int, seed: int, all_ones: bool):
    """(loss, gradients, new state) of the reference on `_inputs(model, ...)`, jitted, once per
    reference config, parameter shapes, inputs and JAX's float64 switch (without it in the key an
    f32 step cached by a caller without float64 was handed to gradient_tie's f64 tie): a net's
    mutants (the model they claim to be) share it."""
    import jax
    key = (ref.__name__, cfg, tuple(model.param_shapes().items()), batch, seed, all_ones,
           bool(jax.config.jax_enable_x64))
    if key not in _REFERENCE_STEPS:
        _REFERENCE_STEPS[key] = _reference_step_uncached(ref, cfg, model, batch, seed, all_ones)
    return _REFERENCE_STEPS[key]


def _reference_step_uncached(ref, cfg, model: Net, batch: int, seed: int, all_ones: bool):
    import jax
    params, x, mask, targets = _inputs(model, batch, seed, all_ones)
    state = _state_inputs(model, seed)
    blocks = _block_masks(model, batch, seed, all_ones)
    if state:       # a net's masks: its stochastic depth's drop_mask, or ResNet's DropBlock masks by name
        (loss, new_state), grads = jax.jit(jax.value_and_grad(ref.train_loss, has_aux=True), static_argnums=5)(
            params, state, x, targets, mask if mask is not None else (blocks or None), cfg)
        return loss, grads, new_state
    loss, grads = jax.jit(jax.value_and_grad(ref.loss_fn), static_argnums=4)(params, x, targets, mask, cfg)
    return loss, grads, {}


def gradient_tie(model: Net, batch: int = 2, all_ones: bool = False, seed: int = 0) -> tuple[bool, float, str]:
    """(tied, worst error, which tensor): the render's f64 gradient (den) against the reference's
    jax.grad, float64 switched on for this call only (never left on for the caller's JAX runs)."""
    import jax
    with jax.enable_x64(True):
        return _gradient_tie(model, batch, all_ones, seed)


def _gradient_tie(model: Net, batch: int, all_ones: bool, seed: int) -> tuple[bool, float, str]:
    params, x, mask, targets = _inputs(model, batch, seed, all_ones)
    state = _state_inputs(model, seed)
    v = Variant(model, batch, drop=mask is not None)
    sig = signature(v, grad=True)
    blocks = _block_masks(model, batch, seed, all_ones)
    masks = {g.name: blocks[g.name] if g.name in blocks else mask for g in sig.inputs if g.role == "mask"}
    out = sig.unpack(den.run(render_mod.grad_func(v, "f64"),
                             sig.pack({"x": x, "params": params, "state": state, **masks, "targets": targets}), "f64"))
    loss, grads = out["loss"], out["grads"]
    ref, cfg = model.reference()
    ref_loss, ref_grads, ref_state = _reference_step(ref, cfg, model, batch, seed, all_ones)
    errors = {"loss": _rel(loss, np.asarray(ref_loss))}
    floor = GRAD_FLOOR * _norm(ref_grads.values())
    errors.update({k: _rel(g, np.asarray(ref_grads[k]), floor) for k, g in grads.items()})
    errors.update({f"state {k}": _rel(a, np.asarray(ref_state[k])) for k, a in out.get("state", {}).items()})
    worst = max(errors, key=errors.get)
    return errors[worst] <= TOL, errors[worst], f"worst tensor {worst}"


def _step_args(model: Net, seed: int = 0) -> list:
    """The 1-replica B=2 train step's arguments (float64; keep masks that drop), packed."""
    params, x, mask, targets = _inputs(model, 2, seed, all_ones=False)
    one = Variant(model, 2, 1, drop=mask is not None)
    chain, sig = one.chain(), signature(one)
    blocks = _block_masks(model, 2, seed, False)
    masks = {g.name: blocks[g.name] if g.name in blocks else mask for g in sig.inputs if g.role == "mask"}
    state = _state_inputs(model, seed)
    return sig.pack({"x": x, "params": params, "state": state, **chain.init(params, state), **masks,
                     "targets": targets,
                     "scalars": chain.scalars_at(1, HostSchedule(lr=lambda t: 1e-3), np.float64)})


def dp_duplicate(model: Net, seed: int = 0) -> tuple[bool, float, str]:
    one = Variant(model, 2, 1, drop=model.drop_sites > 0)
    two = Variant(model, 2, 2, drop=model.drop_sites > 0)
    args = _step_args(model, seed)
    single = den.run(render_mod.train_step_func(one, "f64"), args, "f64")
    replicated = den.run_replicas(render_mod.train_step_func(two, "f64"), [args, args], "f64")[0]
    err = max(_rel(r, s) for r, s in zip(replicated, single))
    return err <= TOL, err, "duplicated batch on 2 replicas vs 1 replica"


def step_coupling(func, batched_results: bool = False) -> tuple[bool, float, str]:
    """The coupling pass over a whole function with x, drop_mask and targets batched (axis 0):
    no op may mix examples; unless `batched_results` (an eval forward's logits), no result may
    still carry the batch axis."""
    batched = {"x", "drop_mask", "targets"}
    states = {a.name: (B(0) if a.name in batched else U) for a in func.args}
    a = analysis(func, states)
    if a.error:
        return False, float("nan"), a.error
    leaking = [func.results[i].name for i, s in a.results.items() if s.kind == "b"]
    if leaking and not batched_results:
        return False, float("nan"), f"outputs still carry the batch axis: {leaking[:3]}"
    carve = (f" beyond the {a.statistics} declared BatchNorm batch statistics" if a.statistics else "") + \
        (f" beyond the {a.views} declared aug-split views" if a.views else "")
    return True, 0.0, "no op couples examples" + carve


def whole_step_coupling(model: Net) -> tuple[bool, float, str]:
    return step_coupling(render_mod.train_step_func(Variant(model, 2, drop=model.drop_sites > 0), "f32"))


def alternative_lowerings(model: Net) -> Net:
    """`model` with the last certified lowering of every lowering family."""
    for family in model.families():
        model = model.with_lowering(family.field, family.lowerings[-1])
    return model


def gates(model: Net) -> dict[str, Callable]:
    """Gate name -> check(model) for the nets of `model`'s class (its reference's protocol checked first)."""
    check_reference(type(model))
    out = {"gradient_tie": lambda m: gradient_tie(m), "dp_duplicate": dp_duplicate, "coupling": whole_step_coupling,
           erasure.GATE: lambda m: erasure.erasure_gate(m, _step_args(m)),
           remat.GATE: lambda m: remat.remat_gate(m, _step_args(m))}
    if model.families():
        alt = "+".join(alternative_lowerings(model).option_names())
        out[f"gradient_tie+{alt}"] = lambda m: gradient_tie(alternative_lowerings(m))
    return out


def gate_label(model: Net) -> str:
    return f"{model.describe()} c{model.num_classes} i{model.image_size}"


def gate_result(label: str, gate: str, fn, model) -> Result:
    t = time.perf_counter()
    try:
        ok, err, detail = fn(model)
    except Exception as e:   # a broken render is a failed gate, never a crash of the suite
        ok, err, detail = False, float("nan"), f"{CRASHED}{type(e).__name__}: {e}"
    return Result(rule=label, label=gate_label(model), level=gate, shapes="B2", ok=ok, max_error=err,
                  seconds=time.perf_counter() - t, detail=detail)


def _mutant_gates(name: str) -> list[Result]:
    """Every gate on mutant `name`; a patch that changes only what some gates read (the `+bf16`
    render's, certify/erasure.py) names them in its `reads`, and only those run."""
    model, patch = net_mutants()[name]
    reads = getattr(patch, "reads", None)
    with (patch() if patch else contextlib.nullcontext()):
        return [gate_result(name, gate, fn, model) for gate, fn in gates(model).items()
                if reads is None or gate in reads]


def net_mutant_result(name: str) -> Result:
    """One net mutant through every gate, as a mutation-suite Result (ok = killed)."""
    model, patch = net_mutants()[name]
    t = time.perf_counter()
    results = _mutant_gates(name)
    failed = [g for g in results if not g.ok]
    detail = ("KILLED by " + "; ".join(f"{g.level}: {g.detail}" for g in failed)) if failed else \
        "SURVIVED: every gate passed"
    doc = ((patch or type(model)).__doc__ or "").strip()
    return Result(name, doc.splitlines()[0] if doc else name, "mutant", f"{gate_label(model)} B2", bool(failed),
                  max((g.max_error for g in failed if g.max_error == g.max_error), default=0.0),
                  time.perf_counter() - t, detail, ",".join(g.level for g in failed) or "none")
