"""The optimizer families tied to optax (hlocert/reference/optim.py's `optax_chain`): the rendered
TinyCNN train step, run by den in float64 for three steps with a varying learning rate, against
jax.grad of the reference TinyCNN followed by the optax chain — and a mutant of each family's
defining formula, which the same tie must reject. Gradient accumulation (grad function on k
micro-batches, host mean, apply step) is tied to the one step on k·B examples."""
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest

from hlocert import optim
from hlocert.ir import den
from hlocert.optim import HostSchedule, transforms
from hlocert.optim.base import bscalar
from hlocert.optim.transforms import Trace        # the real one, kept while a test patches the module's
from hlocert.reference import optim as ref_optim
from hlocert.reference import tinycnn as ref
from hlocert.nets.base import draw_drop_mask
from hlocert.render import apply_func, grad_func, render, train_step_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant

from vjp_helpers import x64  # noqa: F401  (x64: autouse, per test and restored)

STEPS = 3


def lr_at(t: int) -> float:
    """A learning rate that changes every step, so a misplaced lr shows."""
    return 0.02 * (1.0 + 0.5 * t)


def rel(a, b):
    return np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-300)


def den_apply_steps(v: Variant, params: dict, rng, steps: int):
    """After each of `steps` updates n = 1, 2, …: (grads, θ) — the variant's rendered apply step run
    by den in float64 from `params`, fed new random gradients (N(0, 0.3²) from `rng`) and lr_at(n).
    The tests of the apply step against optax with a mask and against torch's optimizers feed the
    same grads to theirs."""
    chain, sig, apply = v.chain(), signature(v, apply=True), apply_func(v, "f64")
    carried = {"params": params, **chain.init(params)}
    for n in range(1, steps + 1):
        grads = {k: rng.standard_normal(a.shape) * 0.3 for k, a in params.items()}
        scalars = chain.scalars_at(n, HostSchedule(lr=lr_at), np.float64)
        outs = sig.unpack(den.run(apply, sig.pack({**carried, "scalars": scalars, "grads": grads,
                                                   "loss": np.float64(1.0)}), "f64"))
        carried = {g: outs[g] for g in sig.carried}
        yield grads, carried["params"]


def tie_error(kind: str) -> float:
    """The largest relative error of θ (and the EMA) over STEPS steps, rendered vs optax."""
    v = Variant.parse(f"tinycnn_S-c10-i8-b2x1-{kind}")
    chain, sig, step = v.chain(), signature(v), train_step_func(v, "f64")
    m = v.model
    cfg = ref.TinyCNNConfig(num_classes=m.num_classes, image_size=m.image_size)
    rng = np.random.default_rng(0)
    params = {k: a.astype(np.float64) for k, a in m.init_params(0).items()}   # biases 0: LAMB's zero case
    x = rng.standard_normal(v.x_shape)
    t = rng.random((v.batch, m.num_classes))
    targets = t / t.sum(axis=1, keepdims=True)
    tx = ref_optim.optax_chain(v.optimizer, lambda count: lr_at(count + 1), agc_units=v.agc_units())
    ref_params = {k: jnp.asarray(a) for k, a in params.items()}
    ref_state, ref_ema, update = tx.init(ref_params), dict(ref_params), jax.jit(tx.update)
    carried = {"params": params, **chain.init(params)}
    worst = 0.0
    for n in range(1, STEPS + 1):
        scalars = chain.scalars_at(n, HostSchedule(lr=lr_at), np.float64)
        outs = sig.unpack(den.run(step, sig.pack({"x": x, **carried, "scalars": scalars, "targets": targets}), "f64"))
        carried = {g: outs[g] for g in sig.carried}
        ref_loss, g = jax.value_and_grad(ref.loss_fn)(ref_params, x, targets, None, cfg)
        updates, ref_state = update(g, ref_state, ref_params)
        ref_params = optax.apply_updates(ref_params, updates)
        errors = [rel(outs["loss"], np.asarray(ref_loss))]
        errors += [rel(outs["params"][k], np.asarray(ref_params[k])) for k in params]
        if v.optimizer.ema:
            ref_ema = ref_optim.ema_update(ref_ema, ref_params, scalars["ema_decay"])
            errors += [rel(outs["ema"][k], np.asarray(ref_ema[k])) for k in params]
        worst = max(worst, *(e if np.isfinite(e) else np.inf for e in errors))
    return worst


TIED = ["sgd+m0.9+nesterov+wd0.01+wx", "sgd+m0.9+wd0.01+clip0.5", "sgd",
        "adam", "adam+wd0.01+wx+clip0.5",
        "rmsproptf+wd0.01+wx", "rmsproptf+m0.0+ema",
        "lamb+wd0.01+wx", "lamb+wd0.01+clip0.5",
        "muon+wd0.01+wx", "muon+wd0.01+clip0.5+ema",
        "adamw+wx+clip0.5",
        # timm's --clip-mode value (optax.clip), at a C below most of TinyCNN's gradient elements (the mutants bite)
        "sgd+m0.9+wd0.01+clipv0.01", "adamw+wx+clipv0.003+ema",
        # timm's --clip-mode agc (adaptive_clip_grad, unit-wise, the head unclipped), at a factor that clips
        "sgd+m0.9+wd0.01+agc0.01", "adamw+wx+agc0.01+ema",
        # the values timm's --opt-betas, --opt-eps and --momentum set (test_optimizer_flags.py): baked into the math,
        # not only printed in the banner
        "adamw+b10.8+b20.98+eps1e-06+wx", "adam+b10.8+b20.98+eps1e-06+wd0.01+wx",
        "lamb+b10.8+b20.98+eps1e-08+wd0.01+wx", "rmsproptf+m0.8+eps1e-08+wd0.01+wx"]


@pytest.mark.parametrize("kind", TIED)
def test_optimizer_matches_optax_over_three_steps(kind):
    assert tie_error(kind) <= 1e-12


# ── mutants: each family's defining formula, broken; the tie must reject every one ──

@dataclasses.dataclass(frozen=True)
class NesterovDropped(Trace):
    def emit(self, b, flow, state, scalars):
        return Trace(self.momentum, nesterov=False).emit(b, flow, state, scalars)


@dataclasses.dataclass(frozen=True)
class EpsOutsideRoot(transforms.ScaleByRms):
    def emit(self, b, flow, state, scalars):
        nu, new_nu, updates = state["nu"], {}, {}
        for name, g in flow.updates.items():
            n = b.add(b.mul(b.scalar(1.0 - self.decay, g), b.mul(g, g)), b.mul(b.scalar(self.decay, g), nu[name]))
            updates[name] = b.div(g, b.add(b.sqrt(n), b.scalar(self.eps, g)))
            new_nu[name] = n
        flow.updates = updates
        return {"nu": new_nu}


class TrustRatioUnclamped(transforms.ScaleByTrustRatio):
    def emit(self, b, flow, state, scalars):
        flow.updates = {name: b.mul(u, bscalar(b, b.div(self._norm(b, flow.params[name]), self._norm(b, u)), u))
                        if self.adapts(name, u.type.shape) else u for name, u in flow.updates.items()}
        return {}


class TrustRatioEverywhere(transforms.ScaleByTrustRatio):
    """optax.lamb's (timm's `always_adapt=True`): the ratio on every tensor, decayed or not."""
    def adapts(self, name, shape):
        return True


@dataclasses.dataclass(frozen=True)
class MuonUnnormalised(transforms.ScaleByMuon):
    def _normalise(self, b, x):
        return x


@dataclasses.dataclass(frozen=True)
class ClipAboveOnly(transforms.ClipByValue):
    def emit(self, b, flow, state, scalars):
        flow.updates = {name: b.min(g, b.scalar(self.max_delta, g)) for name, g in flow.updates.items()}
        return {}


@dataclasses.dataclass(frozen=True)
class ClipBelowOnly(transforms.ClipByValue):
    def emit(self, b, flow, state, scalars):
        flow.updates = {name: b.max(g, b.scalar(-self.max_delta, g)) for name, g in flow.updates.items()}
        return {}


class AgcHeadClipped(transforms.AdaptiveClip):
    """The classifier head clipped too (whole-tensor units), where timm's train.py leaves it out."""
    def emit(self, b, flow, state, scalars):
        units = dict(self.units)
        whole = tuple((n, units.get(n, tuple(range(g.type.rank)))) for n, g in flow.updates.items())
        return transforms.AdaptiveClip(self.factor, whole).emit(b, flow, state, scalars)


class AgcUnitsTransposed(transforms.AdaptiveClip):
    """Units taken along hlocert's first axis (PyTorch's layout read as if it were hlocert's)."""
    def emit(self, b, flow, state, scalars):
        shapes = {n: g.type.rank for n, g in flow.updates.items()}
        flipped = tuple((n, tuple(range(1, shapes[n])) or (0,)) for n, _ in self.units)
        return transforms.AdaptiveClip(self.factor, flipped).emit(b, flow, state, scalars)


@dataclasses.dataclass(frozen=True)
class AgcWithoutEps(transforms.AdaptiveClip):
    """max(‖θ‖, ε) dropped: a zero-initialised bias's gradient clipped to 0."""
    eps: float = 0.0


MUTANTS = {
    "nesterov term dropped": ("sgd+m0.9+nesterov", transforms, "Trace", NesterovDropped),
    "eps outside the root": ("rmsproptf", transforms, "ScaleByRms", EpsOutsideRoot),
    # every tensor decays (the biases start at 0: the zero case)
    "trust ratio without the zero cases": ("lamb+wd0.01", optim, "ScaleByTrustRatio", TrustRatioUnclamped),
    # the 1-D tensors wx leaves undecayed, and every tensor under weight decay 0, take plain Adam steps
    "trust ratio on the undecayed tensors too": ("lamb+wd0.01+wx", optim, "ScaleByTrustRatio", TrustRatioEverywhere),
    "trust ratio under weight decay 0": ("lamb", optim, "ScaleByTrustRatio", TrustRatioEverywhere),
    "Newton–Schulz without the normalisation": ("muon", optim, "ScaleByMuon", MuonUnnormalised),
    "clip value: the negative elements unclamped": ("sgd+m0.9+clipv0.01", optim, "ClipByValue", ClipAboveOnly),
    "agc: the head clipped": ("sgd+m0.9+agc0.01", optim, "AdaptiveClip", AgcHeadClipped),
    "agc: units along the wrong axis": ("sgd+m0.9+agc0.01", optim, "AdaptiveClip", AgcUnitsTransposed),
    "agc: no eps under the parameter norm": ("sgd+m0.9+agc0.01", optim, "AdaptiveClip", AgcWithoutEps),
    "clip value: the positive elements unclamped": ("sgd+m0.9+clipv0.01", optim, "ClipByValue", ClipBelowOnly),
}


@pytest.mark.parametrize("mutant", list(MUTANTS))
def test_the_tie_rejects_a_broken_formula(mutant, monkeypatch):
    kind, module, name, broken = MUTANTS[mutant]
    assert tie_error(kind) <= 1e-12
    monkeypatch.setattr(module, name, broken)
    assert not tie_error(kind) <= 1e-6


@pytest.mark.parametrize("kind", ["sgd+m0.9+wd0.1+wx", "adam+wd0.1+wx", "rmsproptf+wd0.1+wx", "lamb+wd0.1+wx",
                                  "muon+wd0.1+wx", "adamw+wd0.1+wx"])
def test_the_tie_rejects_decay_on_excluded_parameters(kind, monkeypatch):
    monkeypatch.setattr(transforms.DecayMask, "__call__", lambda self, name, shape: True)
    assert not tie_error(kind) <= 1e-6


@pytest.mark.parametrize("kind", ["adamw+wx+clip0.5+ema+drop", "sgd+m0.9+nesterov+wd0.01+wx+drop"])
def test_k_micro_batches_accumulated_equal_one_step_on_k_times_b(kind):
    """acc 3×2 = 1×6 over three updates in float64: the grad function on each micro-batch (its own
    rows of x, targets and drop masks), the host mean of losses and gradients, the apply step —
    against the train step on all six examples. TinyCNN has no batch statistics; a BatchNorm
    net's micro-batches would each normalise by their own statistics, which no mean restores."""
    k, batch = 3, 2
    whole, micro = (Variant.parse(f"tinycnn_S-c10-i8-b{b}x1-{kind}") for b in (k * batch, batch))
    chain = whole.chain()
    step, grad, apply = train_step_func(whole, "f64"), grad_func(micro, "f64"), apply_func(micro, "f64")
    sig_step, sig_grad, sig_apply = signature(whole), signature(micro, grad=True), signature(micro, apply=True)
    rng = np.random.default_rng(1)
    params = {key: a.astype(np.float64) for key, a in whole.model.init_params(1).items()}
    x = rng.standard_normal(whole.x_shape)
    mask = draw_drop_mask(rng, k * batch, np.full(whole.model.drop_sites, 0.4)).astype(np.float64)
    t = rng.random((k * batch, whole.model.num_classes))
    targets = t / t.sum(axis=1, keepdims=True)
    one = acc = {"params": params, **chain.init(params)}
    for n in range(1, STEPS + 1):
        scalars = chain.scalars_at(n, HostSchedule(lr=lr_at), np.float64)
        outs = sig_step.unpack(den.run(step, sig_step.pack({"x": x, **one, "scalars": scalars, "drop_mask": mask,
                                                            "targets": targets}), "f64"))
        parts = [sig_grad.unpack(den.run(grad, sig_grad.pack({"x": x[rows], "params": acc["params"],
                                                              "drop_mask": mask[rows], "targets": targets[rows]}),
                                         "f64"))
                 for rows in (slice(i * batch, (i + 1) * batch) for i in range(k))]
        mean_grads = {key: sum(p["grads"][key] for p in parts) / k for key in params}
        accumulated = sig_apply.unpack(den.run(apply, sig_apply.pack(
            {**acc, "scalars": scalars, "grads": mean_grads, "loss": sum(p["loss"] for p in parts) / k}), "f64"))
        assert (mask == 0).any()
        for group in sig_step.names("outputs"):
            if group in sig_step.carried:
                for key in params:
                    assert rel(accumulated[group][key], outs[group][key]) <= 1e-12, (n, group, key)
            else:
                assert rel(accumulated[group], outs[group]) <= 1e-12, (n, group)
        one, acc = ({g: o[g] for g in sig_step.carried} for o in (outs, accumulated))


def test_lamb_takes_plain_adam_steps_where_weight_decay_does_not_apply():
    """timm's default Lamb (`always_adapt=False`): under `wx` the 1-D tensors (no decay) step by
    bias-corrected Adam alone, u = (m'/bc1)/(sqrt(v'/bc2) + ε), no trust ratio; the decayed ones
    do not (their ratio ‖θ‖/‖u‖ is far from 1). The banner says which."""
    v = Variant.parse("tinycnn_S-c10-i8-b2x1-lamb+wd0.1+wx")
    opt = v.optimizer
    assert ("on the tensors weight decay applies to (timm's Lamb, always_adapt=False); the others plain Adam"
            in render(v, "f64"))
    params = {k: a.astype(np.float64) for k, a in v.model.init_params(0).items()}
    flat = [k for k, a in params.items() if a.ndim == 1]
    assert flat and len(flat) < len(params)
    theta, m, nu = dict(params), {k: 0.0 for k in params}, {k: 0.0 for k in params}
    worst = {}
    for n, (grads, rendered) in enumerate(den_apply_steps(v, params, np.random.default_rng(2), STEPS), start=1):
        for k, g in grads.items():
            m[k], nu[k] = opt.b1 * m[k] + (1 - opt.b1) * g, opt.b2 * nu[k] + (1 - opt.b2) * g * g
            u = (m[k] / (1 - opt.b1 ** n)) / (np.sqrt(nu[k] / (1 - opt.b2 ** n)) + opt.eps)
            theta[k] = theta[k] - lr_at(n) * u
            worst[k] = max(worst.get(k, 0.0), rel(rendered[k], theta[k]))
            theta[k] = rendered[k]                  # each step from the rendered θ: one step's error each
    assert all(worst[k] <= 1e-12 for k in flat), worst
    assert all(worst[k] > 1e-6 for k in params if k not in flat), worst
