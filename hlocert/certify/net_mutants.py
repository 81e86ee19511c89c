"""Net-level gates and the renders that must fail them (DESIGN: "Mutation").

Gates, each a check that can fail, run on the small ConvNeXt (`micro`, 10 classes, 32²):
- `gradient_tie`: the train step's gradient section (den, float64) equals jax.grad of the
  independent reference, ≤1e-12 relative per tensor, with keep masks that DROP;
- `gradient_tie_all_ones`: the same with all-ones masks — the control that shows why masks must
  drop: a misplaced drop site is the same function at an all-ones mask, so this gate passes it;
- `dp_duplicate`: the 2-replica step fed the same batch on both replicas equals the 1-replica step;
- `coupling`: the static pass over the whole train step (no op couples examples except the
  parameter-gradient sums and the loss mean);
- `gradient_tie+dwmac+pmm`: `gradient_tie` of the same net rendered with the other lowering of each
  conv family (shifted multiply-add depthwise, contraction patchify), so the renders the CPU
  targets run are tied whole as well.

Each mutant is a whole-net render with one realistic bug; `run_net_mutants` reports which gates
kill it. A mutant no gate kills is a failing build.
"""
from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass, replace

import numpy as np

from ..ir import den
from ..nets.convnext import ConvNeXt, draw_drop_mask
from ..ops.base import Chain, Residual
from ..ops.composite import DropAfterAdd, LayerScaleGradUndropped
from ..ops.layer_norm import LayerNormBackwardWrongAxis
from ..ops.loss import CrossEntropyDividesByClasses
from .. import render as render_mod
from ..render.variants import Variant
from .coupling import B, U, analyze
from .result import Result

TOL = 1e-12


# ---------------------------------------------------------------------------------------------
# The mutant nets.

@dataclass(frozen=True)
class MisplacedDropSite(ConvNeXt):
    """drop mask applied to the block output (branch + x) instead of the branch"""

    def block(self, dim, index, name, drop):
        res = super().block(dim, index, name, drop)
        return DropAfterAdd(res.branch, name="") if drop else res


@dataclass(frozen=True)
class UndroppedLayerScaleGrad(ConvNeXt):
    """LayerScale γ gradient read from the cotangent before the drop's backward"""

    def block(self, dim, index, name, drop):
        res = super().block(dim, index, name, drop)
        if not drop:
            return res
        *body, _, _ = res.branch.stages          # ..., LayerScale, DropPath
        body = [s for s in body]
        fused = LayerScaleGradUndropped(index=index, n_blocks=self.total_blocks)
        for s in body + [fused]:
            s.name = s.name.split(f"{name}.", 1)[-1]
        return Residual(Chain(body + [fused]), name=name)


@dataclass(frozen=True)
class LossWrongDivisor(ConvNeXt):
    """softmax cross-entropy cotangent divided by the class count instead of the batch"""

    def loss(self):
        return CrossEntropyDividesByClasses()


@dataclass(frozen=True)
class StemLayerNormWrongAxis(ConvNeXt):
    """stem LayerNorm backward recomputing its statistics over the wrong axis"""

    def net(self, drop=False):
        chain = super().net(drop)
        stem = chain.stages[0]
        old = stem.stages[1]
        stem.stages[1] = LayerNormBackwardWrongAxis(name=old.name, eps=old.eps)
        return chain


@contextlib.contextmanager
def _all_reduce_without_divide():
    """Render-level mutant: the data-parallel gradient is the replicas' sum, never divided by N."""
    original = render_mod.all_reduce_mean

    def summed(b, values, replicas):
        return {name: b.all_reduce_sum(g, replicas) for name, g in values.items()}
    render_mod.all_reduce_mean = summed
    try:
        yield
    finally:
        render_mod.all_reduce_mean = original


NET_MUTANTS = {
    "net/misplaced-drop-site": (MisplacedDropSite, None),
    "net/layer-scale-grad-undropped": (UndroppedLayerScaleGrad, None),
    "net/loss-wrong-divisor": (LossWrongDivisor, None),
    "net/layer-norm-wrong-axis": (StemLayerNormWrongAxis, None),
    "net/all-reduce-without-divide": (ConvNeXt, _all_reduce_without_divide),
}


# ---------------------------------------------------------------------------------------------
# The gates.

def _model(cls) -> ConvNeXt:
    return cls("micro", 10, 32)


def _inputs(model: ConvNeXt, batch: int, seed: int, all_ones: bool):
    rng = np.random.default_rng(seed)
    params = {k: v.astype(np.float64) for k, v in model.init_params(seed).items()}
    for k in params:     # γ = 1e-6 and unit LN affine would hide most of the gradient
        if k.endswith(("gamma", ".b", ".g")):
            params[k] = params[k] + rng.normal(0, 0.5, params[k].shape)
    x = rng.standard_normal(model.x_shape(batch))
    mask = draw_drop_mask(rng, batch, np.full(model.total_blocks, 0.5)).astype(np.float64)
    mask[0, :] = np.where(np.arange(model.total_blocks) % 2, 2.0, 0.0)   # drops and keeps for sure
    if all_ones:
        mask = np.ones_like(mask)
    t = rng.random((batch, model.num_classes))
    return params, x, mask, t / t.sum(1, keepdims=True)


def _rel(a, b):
    return float(np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-300))


def reference_config(model: ConvNeXt):
    """The independent reference's configuration of `model` (hlocert/reference/convnext.py)."""
    from ..reference import convnext as ref
    return ref.ConvNeXtConfig(depths=model.depths, dims=model.dims, num_classes=model.num_classes,
                              image_size=model.image_size, gelu=model.gelu)


def gradient_tie(model: ConvNeXt, batch: int = 2, all_ones: bool = False, seed: int = 0) -> tuple[bool, float, str]:
    import jax
    jax.config.update("jax_enable_x64", True)
    from ..reference import convnext as ref

    params, x, mask, targets = _inputs(model, batch, seed, all_ones)
    func = render_mod.grad_func(Variant(model, batch, drop=True), "f64")
    loss, *grads = den.run(func, [x, *params.values(), mask, targets], "f64")
    ref_loss, ref_grads = jax.value_and_grad(ref.loss_fn)(params, x, targets, mask, reference_config(model))
    errors = {"loss": _rel(loss, np.asarray(ref_loss))}
    errors.update({k: _rel(g, np.asarray(ref_grads[k])) for k, g in zip(params, grads)})
    worst = max(errors, key=errors.get)
    return errors[worst] <= TOL, errors[worst], f"worst tensor {worst}"


def dp_duplicate(model: ConvNeXt, seed: int = 0) -> tuple[bool, float, str]:
    one = Variant(model, 2, 1, drop=True)
    two = Variant(model, 2, 2, drop=True)
    params, x, mask, targets = _inputs(model, 2, seed, all_ones=False)
    zeros = [np.zeros_like(p) for p in params.values()]
    args = [x, *params.values(), *zeros, *zeros, 1e-3, 0.1, 0.001, mask, targets]
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
    out, violation = analyze(func, states)
    if violation:
        return False, float("nan"), violation
    leaking = [func.results[i].name for i, s in out.items() if s.kind == "b"]
    if leaking and not batched_results:
        return False, float("nan"), f"outputs still carry the batch axis: {leaking[:3]}"
    return True, 0.0, "no op couples examples"


def whole_step_coupling(model: ConvNeXt) -> tuple[bool, float, str]:
    return step_coupling(render_mod.train_step_func(Variant(model, 2, drop=True), "f32"))


def gradient_tie_alt_lowerings(model: ConvNeXt) -> tuple[bool, float, str]:
    """The gradient tie of the render with the other certified lowering of every conv family
    (`+dwmac+pmm`, what the CPU targets run; render/targets.py)."""
    return gradient_tie(replace(model, depthwise="mac", patchify="matmul"))


GATES = {
    "gradient_tie": lambda m: gradient_tie(m),
    "dp_duplicate": dp_duplicate,
    "coupling": whole_step_coupling,
    "gradient_tie+dwmac+pmm": gradient_tie_alt_lowerings,
}


def _gate_result(label: str, gate: str, fn, model) -> Result:
    t = time.perf_counter()
    try:
        ok, err, detail = fn(model)
    except Exception as e:   # a broken render is a failed gate, never a crash of the suite
        ok, err, detail = False, float("nan"), f"{type(e).__name__}: {e}"
    return Result(rule=label, label="micro c10 i32", level=gate, shapes="B2", ok=ok, max_error=err,
                  seconds=time.perf_counter() - t, detail=detail)


def run_net_gates(progress=None) -> list[Result]:
    """Every gate on the real net: all must pass."""
    model = _model(ConvNeXt)
    return [_gate_result("net", gate, fn, model) for gate, fn in GATES.items()]


def run_net_mutants(progress=None) -> list[tuple[str, list[Result]]]:
    """Every gate on every mutant net; the caller asserts each has at least one failure."""
    out = []
    for name, (cls, patch) in NET_MUTANTS.items():
        if progress:
            progress(name)
        with (patch() if patch else contextlib.nullcontext()):
            model = _model(cls)
            out.append((name, [_gate_result(name, gate, fn, model) for gate, fn in GATES.items()]))
    return out


def net_mutant_result(name: str) -> Result:
    """One net mutant through every gate, as a mutation-suite Result (ok = killed)."""
    cls, patch = NET_MUTANTS[name]
    t = time.perf_counter()
    with (patch() if patch else contextlib.nullcontext()):
        model = _model(cls)
        gates = [_gate_result(name, gate, fn, model) for gate, fn in GATES.items()]
    failed = [g for g in gates if not g.ok]
    detail = ("KILLED by " + "; ".join(f"{g.level}: {g.detail}" for g in failed)) if failed else \
        "SURVIVED: every gate passed"
    doc = (cls.__doc__ or "").strip() if patch is None else (patch.__doc__ or "").strip()
    return Result(name, doc.splitlines()[0] if doc else name, "mutant", "micro c10 i32 B2", bool(failed),
                  max((g.max_error for g in failed if g.max_error == g.max_error), default=0.0),
                  time.perf_counter() - t, detail, ",".join(g.level for g in failed) or "none")
