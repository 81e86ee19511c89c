"""`hlocert verify FILE.mlir [--semantic]`: translation validation of a StableHLO text from anywhere.

Three layers, each a row of the report (`Check`); the text passes only if every row does:
(a) *claims* — it parses (hlocert's parser), MLIR verifies it, its banner names a variant, every
    banner line says what a render of that variant says (with the body's actual hash as the
    `content sha256`), `@main`'s signature is that variant's (each argument's name, type and
    aliasing, each result type, the replica count) and the body holds as many ops of each kind as
    a render of the variant (what the net's options, its lowerings and the replica count decide);
(b) *bytes* — it byte-equals a fresh render of the claimed variant: then it is the certified
    render and rests on the rule certificates of the stages the net uses (`rules_of`); else the
    first differing region is shown as a unified diff;
(c) *semantic* (`--semantic`, whatever the bytes say) — the handed text itself, run (f32 in and out) at its
    own shapes by the lowerer the caller passes (`hlocert verify`: XLA-CPU without the compile
    cache; certify sits beside the runtime in the layer graph, so it never picks one), against the net's independent JAX reference (`Net.reference()`) in f64,
    fed and read through the variant's step signature (render/signature.py: groups by name, never
    positions): the coupling pass; the gradient per tensor (AdamW: read from the first moment after
    one step from zero moments; every other family — SGD, Adam, RMSpropTF, LAMB, Muon — through its
    first update Δθ₁ against optax's first step of the same family); the optimizer tail against
    optax (hlocert/reference/optim.py's `optax_chain`) for 2 steps (θ and EMA updates per tensor;
    AdamW's m and v too, and one step from a saturated second moment, where the decoupled weight
    decay is nearly all of Δθ), the text fed the host scalars of the variant's own
    optimizer chain (`Chain.scalars_at`, as the trainer feeds them); for a net with step state
    (BatchNorm running statistics), fed away from their init, the state group: the new running
    statistics of each of those steps against the reference's `train_loss`, and an eval forward's
    logits against its `eval_forward` with them; and the drop-site probe
    (example 0's mask zeroed at one drop site at a time, every other mask one: the per-tensor
    gradient — for an eval forward, the logits — must follow the reference, whose stochastic depth
    is on the residual branch). The probed sites come from the net's stage chain (`probe_sites`):
    the first and last site of every top-level stage (a staged net: the first and last block of
    each stage); a net whose top-level members are the residual blocks themselves has no stage
    structure to follow, and its first and last site are probed. The gradient and tail masks drop
    too (net_mutants' tie inputs: example 0 drops every other site), so a drop site on the wrong
    side of the add cannot hide; the probe also reaches sites those masks drop for every example
    (where an edit is otherwise invisible), and it compares gradients, not the loss: at
    initialisation the loss is too flat to show a block's edit in f32.

Bounds of (c), f32 against f64 (`SEMANTIC_BOUND`): the worst rel-L2 per tensor measured on the
committed micro step is 1.7e-6 for the gradient, 1.1e-5 in the probe and 5.9e-5 for the optimizer
tail (Adam's m/√v divides two rounded numbers; the saturated-v step stays below it, 5.3e-5 on a
TinyCNN render); the bound 1e-3 is ~17× above the worst and ~200× below the smallest error a
mutant of the issue makes (the weight-decay constant 0.05→0.06: 0.2 in the saturated-v step, on
every net; in Adam's first steps from zero moments the decay is ~1e-3 of Δθ, and a net whose
decayed tensors all get a gradient hides the change there, as TinyCNN's did at 3.5e-4). Replicated texts (`bNxR`, R > 1) feed every replica the same batch: the
all-reduce mean of equal gradients is that gradient, so the same references apply.

A `+bf16` text (bf16 products, f32 accumulation) is checked against the reference traced under
the bf16 policy (reference/precision.py BF16: the same rounding points, the JAX way), in f64: the
two then differ by f32 accumulation and by the rare bf16 rounding an f32-vs-f64 difference flips.
That flip noise grows with the net and the batch (two f32 orders of the largest net measured,
224² B=2, differ by 4.4e-3, docs/bf16.md), so it is measured on the spot: the "bf16 noise floor" row is the worst
tensor of the policy's reference in f32 against itself in f64, and every check of the text is
bounded by max(1e-3, FLOOR_SAFETY × floor); the optimizer tail and the running statistics by their
own floor, the reference's tail in f32 vs f64 (Adam's first step is ~lr·sign(g): a gradient
element the flips move across zero moves Δθ by 2·lr). Measured on TinyCNN-S and a micro-size
render (docs/bf16.md): floor 1.2e-7 / 9.4e-7, the text's gradient 1.7e-7 / 3.3e-7 (f32-close, so the bound is
the f32 one), while a text that does not round (the f32 step under the `+bf16` claim) is 4.7e-3 /
1.2e-2 off. At the atto size, 32² B=8, the floor is 3.6e-3, as large as bf16's own error: there the
check cannot tell where a text rounds (placement, certify/erasure.py, can), only what an f32
text's check tells, at the looser bound.
"""
from __future__ import annotations

import difflib
import functools
import hashlib
import json
import math
import os
import sys
from collections import Counter
from dataclasses import asdict, dataclass, field

import numpy as np

from ..ir.core import Module
from ..ir.mlir_check import MLIRVerifyError, verify_with_mlir
from ..ir.parser import ParseError, parse_module
from ..nets.base import Net
from ..ops.conv import Conv2D
from ..ops.drop_path import DropPath
from ..ops.registry import all_rules
from ..optim import GRAD_NORM, AdamW, HostSchedule
from ..render import banner_lines, render
from ..render.certified import ArtifactMismatch, body_of, claimed_variant, first_difference
from ..render.signature import STATE, StepSignature, signature
from ..render.variants import Variant, VariantError
from .net_mutants import _inputs as tie_inputs, _state_inputs, step_coupling

SEMANTIC_BOUND = 1e-3
FLOOR_SAFETY = 10         # a +bf16 text's bound: max(SEMANTIC_BOUND, FLOOR_SAFETY × its noise floor)
DIFF_CONTEXT = 3          # lines of context around the first differing line
LINE_SHOWN = 240          # characters of a long line shown in the diff
LR = 1e-2                 # large enough that decay and update errors are far above f32 rounding
# Every family but AdamW is read through Δθ = θ' − θ, which the f32 text resolves only to ~6e-8·‖θ‖.
# A family whose update follows |g| (`Optimizer.NORMALISED` False: SGD, RMSpropTF) is read at lr 1:
# at 1e-2 an SGD bias's update is ~1e-5 of θ and a correct text is 5e-3 off. The normalised ones
# keep LR: their update is ~lr per element already, and at lr 1 their second step, from θ moved by
# ~1 per element, amplifies f32 noise (Adam 6e-2 off).
LR_DELTA = 1.0
SATURATED_V = 1e6         # the second moment of the decay-dominated tail step
PER_DECAY = " (per lr·wd·‖θ‖)"


@dataclass
class Check:
    layer: str             # claims | bytes | semantic
    name: str
    ok: bool
    measured: float | None = None
    bound: float | None = None
    detail: str = ""


@dataclass
class Verdict:
    source: str
    variant: str | None = None
    certified: bool = False
    rules: list[str] = field(default_factory=list)
    bf16: bool = False              # a `+bf16` render: it rests on the erasure certificate too
    diff: str = ""
    checks: list[Check] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return bool(self.checks) and all(c.ok for c in self.checks)

    def to_json(self) -> dict:
        return {"source": self.source, "variant": self.variant, "ok": self.ok, "certified_render": self.certified,
                "rules": self.rules, "diff": self.diff,
                "checks": [{k: (None if isinstance(v, float) and not math.isfinite(v) else v)
                            for k, v in asdict(c).items()} for c in self.checks]}

    def table(self) -> str:
        rows = [(c.layer, c.name, "pass" if c.ok else "FAIL",
                 "" if c.measured is None else f"{c.measured:.2e}", "" if c.bound is None else f"≤ {c.bound:.0e}",
                 c.detail) for c in self.checks]
        heads = ("layer", "check", "result", "measured", "bound", "detail")
        widths = [max(len(r[i]) for r in [heads, *rows]) for i in range(5)]
        return "\n".join("  ".join(col.ljust(w) for col, w in zip(r[:5], widths)) + "  " + r[5]
                         for r in [heads, *rows])


# ---------------------------------------------------------------------------------------------
# (a) claims

def _signature_check(module: Module, certified: Module) -> Check:
    """@main of the text against @main of the certified render: arguments (name, type, aliasing),
    results, module attributes (the replica count)."""
    got, want = module.main, certified.main
    problems = []
    if module.attrs != certified.attrs:
        problems.append(f"module attributes {module.attrs} (the variant has {certified.attrs})")
    if len(got.args) != len(want.args):
        problems.append(f"{len(got.args)} arguments (the variant has {len(want.args)})")
    for i, (a, b, aa, ba) in enumerate(zip(got.args, want.args, got.arg_attrs, want.arg_attrs)):
        if (a.name, str(a.type), aa) != (b.name, str(b.type), ba):
            problems.append(f"argument {i} is %{a.name}: {a.type} {aa or ''} (the variant has %{b.name}: {b.type} "
                            f"{ba or ''})")
            break
    if [str(t) for t in got.result_types] != [str(t) for t in want.result_types]:
        k = next((i for i, (p, q) in enumerate(zip(got.result_types, want.result_types)) if str(p) != str(q)),
                 min(len(got.result_types), len(want.result_types)))
        problems.append(f"{len(got.result_types)} results, result {k} differs from the variant's "
                        f"{len(want.result_types)}")
    return Check("claims", "signature", not problems, detail="; ".join(problems) or
                 f"{len(got.args)} arguments, {len(got.result_types)} results as the variant states")


def _body_claims(module: Module, certified: Module, v: Variant) -> Check:
    """The body against what the banner claims it computes: as many ops of each kind as a render
    of the variant — the net's options (e.g. its activation's form), the lowering of each family
    and the replica count (all-reduces) each show in that census, whatever the net."""
    got, want = (Counter(op.name for op in m.main.ops) for m in (module, certified))
    wrong = [f"{name}: {got[name]} in the body, {want[name]} in a render of {v.name}"
             for name in sorted(set(got) | set(want)) if got[name] != want[name]]
    return Check("claims", "body", not wrong, detail="; ".join(wrong[:3]) or
                 f"{sum(want.values())} ops, of each kind as many as the variant's (options, lowerings, replicas)")


def _banner_check(text: str, v: Variant) -> Check:
    body = body_of(text)
    chain = v.optimizer.chain(v.replicas) if v.kind == "train" else None
    want = banner_lines(v, signature(v), chain, hashlib.sha256(body.encode()).hexdigest())
    have = [line[3:] for line in text[:len(text) - len(body)].splitlines()]
    wrong = [f"line {i + 1} says {h!r}, a render of {v.name} says {w!r}"
             for i, (h, w) in enumerate(zip(have, want)) if h != w]
    if len(have) != len(want):
        wrong.append(f"{len(have)} banner lines, a render has {len(want)}")
    return Check("claims", "banner", not wrong, detail="; ".join(wrong[:2]) or
                 f"{len(want)} lines state what the variant and the body's own hash are")


def _diff(text: str, certified: str, source: str, variant: str) -> str:
    """Unified diff of the first differing region (DIFF_CONTEXT lines around the first difference)."""
    n = first_difference(text, certified)[0]
    lo = max(0, n - 1 - DIFF_CONTEXT)
    cut = [t.split("\n")[lo:n + DIFF_CONTEXT + 3] for t in (text, certified)]
    cut = [[line if len(line) <= LINE_SHOWN else line[:LINE_SHOWN] + "…" for line in c] for c in cut]
    out = difflib.unified_diff(cut[0], cut[1], f"{source} (from line {lo + 1})",
                               f"render of {variant} (from line {lo + 1})", n=DIFF_CONTEXT, lineterm="")
    return "\n".join(out)


def _walk(stage):
    """`stage` and every stage inside it (chains' members, residuals' branches), depth first."""
    yield stage
    for child in [*getattr(stage, "stages", []), *([stage.branch] if hasattr(stage, "branch") else [])]:
        yield from _walk(child)


def rules_of(v: Variant) -> list[str]:
    """The rule certificates a render of `v` rests on: every registered rule whose certificate
    stages are of a class the net (its training chain, or an eval forward's eval chain) or its
    loss uses — convolutions matched by kind (grouped, patchify, plain), since one class serves all three."""
    def kind(stage):
        if isinstance(stage, Conv2D):
            return ("conv", stage.groups > 1, stage.stride == stage.kernel and stage.stride != (1, 1))
        return type(stage).__name__

    chain = v.model.net(drop=v.drop) if v.kind == "train" else v.model.eval_net(drop=v.drop)
    used = {kind(s) for s in _walk(chain)} | {kind(v.model.loss())}
    return sorted(name for name, cfg in all_rules().items()
                  if any(kind(ex.stage) in used for ex in cfg.get("autodiff", [])))


# ---------------------------------------------------------------------------------------------
# (c) semantic

def _rel(a, b, scale=None) -> float:
    """‖a − b‖ / ‖b‖ (or / ‖scale‖)."""
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    return float(np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b if scale is None else scale)), 1e-30))


def _worst(errors: dict[str, float]) -> tuple[float, str]:
    name = max(errors, key=lambda k: errors[k] if math.isfinite(errors[k]) else math.inf)
    return errors[name], name


class _Run:
    """The handed text compiled by `lowerer` (the caller's: certify sits beside the runtime, not
    above it), fed by signature group (f32 host arrays) and read back the same way; a replicated
    text gets the same arguments on every replica and returns replica 0's."""

    def __init__(self, text: str, v: Variant, sig: StepSignature, lowerer):
        self.replicas, self.sig = v.replicas, sig
        self.exe = lowerer.compile(text, replicas=v.replicas)

    def __call__(self, values: dict) -> dict:
        host = [np.asarray(a, np.float32) for a in self.sig.pack(values)]
        if self.replicas == 1:
            outs = self.exe(*host)
        else:
            outs = self.exe.to_host(self.exe.run([[a.copy() for a in host] for _ in range(self.replicas)]))[0]
        return self.sig.unpack([np.asarray(o, np.float64) for o in outs])


def host_devices_for(text: str) -> None:
    """Before JAX starts: give XLA-CPU as many host devices as the replicas the text claims (a
    replicated text runs with one device per replica). No effect once JAX is running."""
    try:
        replicas = Variant.parse(claimed_variant(text)).replicas
    except (ArtifactMismatch, VariantError):
        return                       # verify_text reports it
    flags = os.environ.get("XLA_FLAGS", "")
    if replicas > 1 and "jax" not in sys.modules and "xla_force_host_platform_device_count" not in flags:
        os.environ["XLA_FLAGS"] = f"{flags} --xla_force_host_platform_device_count={replicas}".strip()


def probe_sites(model: Net) -> list[int]:
    """The drop sites the probe drops in turn, read from the net's stage chain: the first and last
    site of every top-level stage; when the top-level members holding sites are the residual
    blocks themselves (no stage structure), the net's first and last site."""
    held = [(top, [s.index for s in _walk(top) if isinstance(s, DropPath)]) for top in model.net(drop=True).stages]
    groups = [sites for _, sites in held if sites]
    if all(hasattr(top, "branch") for top, sites in held if sites):
        groups = [[i for sites in groups for i in sites]]
    return sorted({i for sites in groups for i in (min(sites), max(sites))})


def semantic_checks(text: str, module: Module, v: Variant, lowerer, seed: int = 0) -> list[Check]:
    """The coupling pass over `module` (the parsed `text`), then the numeric checks of `text`
    compiled by `lowerer` (a runtime Lowerer; `hlocert verify` passes XLA-CPU without a compile
    cache, since the text is untrusted)."""
    ok, _, detail = step_coupling(module.main, batched_results=v.kind != "train")
    checks = [Check("semantic", "coupling", ok, detail=detail)]
    try:
        return checks + _numeric_checks(text, v, lowerer, seed)
    except Exception as e:    # a text the lowerer refuses, or that cannot take the variant's arguments, fails them all
        return checks + [Check("semantic", f"run on {lowerer.name}", False,
                               detail=f"{type(e).__name__}: {e}".splitlines()[0])]


def _f32(a) -> np.ndarray:
    """What the text is fed (f32), as the f64 values the reference sees."""
    return np.asarray(a, np.float32).astype(np.float64)


def _numeric_checks(text: str, v: Variant, lowerer, seed: int) -> list[Check]:
    import jax
    jax.config.update("jax_enable_x64", True)
    import optax
    from ..reference import optim as ref_optim

    model = v.model
    ref, cfg = _reference(model, v.bf16)
    params, x, mask, targets = tie_inputs(model, v.batch, seed, all_ones=False)
    # the reference sees exactly the f32 values the text is fed
    params = {k: _f32(p) for k, p in params.items()}
    x, targets = _f32(x), _f32(targets)
    mask = _f32(mask) if v.drop else None
    net_state = {k: _f32(a) for k, a in _state_inputs(model, seed).items()}
    sig = signature(v)
    run = _Run(text, v, sig, lowerer)

    def masks(m) -> dict:
        return {g.name: m for g in sig.inputs if g.role == "mask"}

    head, bound = [], SEMANTIC_BOUND
    if v.bf16:
        if v.kind == "train":
            f, args = _value_and_grad(ref, cfg, bool(net_state)), (params, net_state, x, targets, mask)
        elif net_state:
            f, args = (lambda p, s, x: ref.eval_forward(p, s, x, cfg)), (params, net_state, x)
        else:
            f, args = (lambda p, x, m: ref.forward(p, x, m, cfg)), (params, x, mask)
        floor = _noise_floor(f, *args)
        bound = max(SEMANTIC_BOUND, FLOOR_SAFETY * floor)
        head = [Check("semantic", "bf16 noise floor", True, floor, None,
                      f"the reference under the bf16 policy, f32 vs f64, worst tensor; bound max(1e-3, "
                      f"{FLOOR_SAFETY}× floor) = {bound:.1e}")]

    if v.kind != "train" and net_state:
        # the eval forward of a net with step state: BatchNorm by the running statistics fed, no drop
        out = run({"x": x, "params": params, STATE: net_state, **masks(np.ones_like(mask) if v.drop else None)})
        err = _rel(out["logits"], ref.eval_forward(params, net_state, x, cfg))
        return head + [Check("semantic", "forward vs reference", err <= bound, err, bound,
                      "logits, BatchNorm by the running statistics fed"),
                Check("semantic", "drop-site probe", True, detail="not applicable: the eval forward of a net with "
                      "step state is tied with every mask one (the train step's probe covers the sites)")]
    if v.kind != "train":
        def logit_error(m) -> float:
            return _rel(run({"x": x, "params": params, **masks(m)})["logits"], ref.forward(params, x, m, cfg))
        err = logit_error(mask)
        checks = head + [Check("semantic", "forward vs reference", err <= bound, err, bound,
                        "logits" + (", masks that drop" if v.drop else ""))]
        if not v.drop:
            return checks + [_no_probe()]
        return checks + [_probe_check({f"site {k} logits": logit_error(_probe_mask(mask, k))
                                       for k in probe_sites(model)}, model, bound)]

    opt = v.optimizer
    # Adam's first moment after one step from zero is (1 − β₁)·(clip(g) + coupled decay): the
    # gradient, read per tensor against optax's (AdamW, Adam, LAMB: `ADAM_MOMENTS`); AdamW's decoupled
    # decay shows at full strength from a saturated ν. The other families are read through what every
    # one of them outputs: Δθ per step (and the EMA).
    moments, adamw = opt.ADAM_MOMENTS, isinstance(opt, AdamW)
    lr = LR if opt.NORMALISED else LR_DELTA
    chain = opt.chain(v.replicas)
    schedule = HostSchedule(lr=lambda t: lr)
    tx = _optax_chain(opt, lr)
    value_and_grad = _value_and_grad(ref, cfg, bool(net_state))

    def fresh() -> dict:      # θ, the running statistics and the optimizer's initial state: the trainer's start
        return {"params": params, **({STATE: net_state} if net_state else {}), **chain.init(params)}

    def ref_step(p, s, o, xs, ts, step_mask):
        """The reference step (value_and_grad + optax): (θ', running statistics', optax state)."""
        if s:
            new_p, new_s, new_o, _, _ = jax.device_get(ref_optim.train_step_with_state(
                p, s, o, xs, ts, step_mask, cfg, tx, ref.train_loss))
            return new_p, new_s, new_o
        new_p, new_o, _, _ = jax.device_get(ref_optim.train_step(p, o, xs, ts, step_mask, cfg, tx, ref.loss_fn))
        return new_p, {}, new_o

    def ref_tail(p0, s0, xs, ts, m) -> tuple[dict, dict]:
        """The reference's side of the tail: 2 steps from (θ, running statistics) = (p0, s0) and
        zero moments, then one from a saturated second moment (below), on (xs, ts, m):
        ({quantity: array}, {running statistic after step t: array}), named as the text's side below."""
        out, states, p, s, o, ema = {}, {}, p0, s0, tx.init(p0), p0
        for t in (1, 2):
            new_p, s, o = ref_step(p, s, o, xs, ts, m)
            states |= {f"step {t} {k}": s[k] for k in s}
            for k in p0:
                out[f"step {t} Δθ {k}"] = new_p[k] - p[k]
                if moments:
                    out[f"step {t} m {k}"], out[f"step {t} v {k}"] = _moment(o, "mu")[k], _moment(o, "nu")[k]
            if opt.ema:
                decay = float(chain.scalars_at(t, schedule)["ema_decay"])
                new_ema = jax.device_get(ref_optim.ema_update(ema, new_p, decay))
                out |= {f"step {t} Δema {k}": new_ema[k] - ema[k] for k in p0}
                ema = new_ema
            p = new_p
        if not adamw:
            return out, states
        saturated_v = {k: np.full_like(a, SATURATED_V) for k, a in p0.items()}
        new_p, _, _ = ref_step(p0, s0, optax.tree.set(tx.init(p0), nu=saturated_v), xs, ts, m)
        return out | {f"saturated-v step Δθ {k}{PER_DECAY}": new_p[k] for k in p0}, states

    def step(t: int, state: dict, step_mask) -> tuple[dict, dict]:
        scalars = chain.scalars_at(t, schedule)
        return run({"x": x, **state, "scalars": scalars, **masks(step_mask), "targets": targets}), scalars

    def gradient_errors(step_mask) -> dict[str, float]:
        """One step from θ and the optimizer's initial state: the text's loss and pre-clip norm
        against jax.grad of the reference, and per tensor its gradient against the reference's
        (jax.grad, then optax's first step of the same family) — read through the first moment
        m₁ = (1 − β₁)·(clip(g) + coupled decay) where the family has Adam's moments, else through
        the first update Δθ₁."""
        out, _ = step(1, fresh(), step_mask)
        ref_loss, g = jax.device_get(value_and_grad(params, net_state, x, targets, step_mask))
        errors = {"loss": _rel(out["loss"], ref_loss), GRAD_NORM: _rel(out[GRAD_NORM], optax.tree.norm(g))}
        want, _, o = ref_step(params, net_state, tx.init(params), x, targets, step_mask)
        if moments:
            return errors | {f"m₁ {k}": _rel(out["m"][k], _moment(o, "mu")[k]) for k in params}
        return errors | {f"Δθ₁ {k}": _rel(out["params"][k] - params[k], want[k] - params[k]) for k in params}

    err, worst = _worst(gradient_errors(mask))
    checks = head + [Check("semantic", "gradient vs jax.grad", err <= bound, err, bound,
                    f"per tensor, masks that drop; worst {worst}")]
    got, got_state, state = {}, {}, fresh()
    for t in (1, 2):
        new, _ = step(t, state, mask)
        got_state |= {f"step {t} {k}": new[STATE][k] for k in net_state}
        for k in params:
            got[f"step {t} Δθ {k}"] = new["params"][k] - state["params"][k]
            if moments:
                got[f"step {t} m {k}"], got[f"step {t} v {k}"] = new["m"][k], new["v"][k]
            if opt.ema:
                got[f"step {t} Δema {k}"] = new["ema"][k] - state["ema"][k]
        state = {g: new[g] for g in state}
    # One step from a saturated second moment: Adam's update shrinks to ~1e-4 of its usual size,
    # so the decoupled decay lr·wd·θ is nearly all of Δθ, and its constant and mask show at full
    # strength (in the steps above it is ~1e-3 of Δθ, below the f32 bound). The error is measured
    # in units of the claimed decay lr·wd·‖θ‖ (an undecayed tensor's Δθ is below f32 resolution).
    unit = {}
    if adamw:
        new, _ = step(1, {**fresh(), "v": {k: np.full_like(p, SATURATED_V) for k, p in params.items()}}, mask)
        got |= {f"saturated-v step Δθ {k}{PER_DECAY}": new["params"][k] for k in params}
        unit = {f"saturated-v step Δθ {k}{PER_DECAY}": lr * (opt.weight_decay or 1.0) * params[k] for k in params}
    want, want_state = ref_tail(params, net_state, x, targets, mask)
    floors = {"optimizer tail vs optax": 0.0, "state vs reference": 0.0}
    # The same tail of the reference in f32: its noise. A bf16 text's (Adam's first step is ~sign(g)),
    # and every family's but AdamW's, whose Δθ is read as is: Adam's coupled decay makes g + wd·θ
    # cancel in some elements, whose ~sign flips between f32 and f64 (TinyCNN-S adam+wd0.01: 6e-4).
    if v.bf16 or not adamw:
        low, low_state = ref_tail(*jax.tree.map(lambda a: np.asarray(a, np.float32),
                                                (params, net_state, x, targets, mask)))
        floors = {"optimizer tail vs optax": max(_rel(low[k], want[k], unit.get(k)) for k in want),
                  "state vs reference": max([_rel(low_state[k], want_state[k]) for k in want_state], default=0.0)}
    for name, errors, what in [
            ("optimizer tail vs optax", {k: _rel(got[k], want[k], unit.get(k)) for k in want},
             "2 steps and a saturated-v step, per tensor" if adamw else "2 steps, per tensor"),
            ("state vs reference", {k: _rel(got_state[k], want_state[k]) for k in want_state},
             "the running statistics after each of 2 steps, per tensor")]:
        if not errors:
            continue
        floor = floors[name]
        limit = max(SEMANTIC_BOUND, FLOOR_SAFETY * floor)
        err, worst = _worst(errors)
        checks.append(Check("semantic", name, err <= limit, err, limit,
                            f"{what}; worst {worst}" + (f"; noise floor (the reference in f32) {floor:.1e}" if floor else "")))
    if not v.drop:
        return checks + [_no_probe()]
    probe = {f"site {k}: {name}": e for k in probe_sites(model)
             for name, e in gradient_errors(_probe_mask(mask, k)).items()}
    return checks + [_probe_check(probe, model, bound)]


@dataclass(frozen=True)
class _Mixed:
    """A reference net whose functions are traced under the `+bf16` policy (reference/precision.py
    BF16): hashable, so the jitted steps never reuse a trace made without it."""
    ref: object

    def __getattr__(self, name):
        from ..reference import precision
        return precision.under(getattr(self.ref, name), precision.BF16)


def _moment(state, name: str) -> dict:
    """optax.scale_by_adam's `mu` or `nu` in an optax chain's state."""
    import optax
    return optax.tree.get(state, name)


def _noise_floor(f, *args) -> float:
    """The worst rel-L2 over `f`'s outputs between `args` (f64) and the same values in f32: for
    `f` the reference under the bf16 policy, two correct readings of the policy that differ only in
    their sums' precision and order — the bf16 rounding flips a correct text carries too."""
    import jax
    low = jax.tree.map(lambda a: np.asarray(a, np.float32), args)
    exact, rounded = (jax.tree.leaves(jax.device_get(f(*a))) for a in (args, low))
    return max(_rel(a, b) for a, b in zip(rounded, exact))


def _reference(model: Net, bf16: bool):
    """(the net's independent JAX reference, its config); for a `+bf16` text, under the bf16 policy."""
    ref, cfg = model.reference()
    return (_Mixed(ref) if bf16 else ref), cfg


@functools.lru_cache(maxsize=8)
def _optax_chain(opt, lr: float):
    """The optax chain of the variant's optimizer (hlocert/reference/optim.py's `optax_chain`, every
    family), built once per optimizer in a process so its jitted reference step compiles once."""
    from ..reference import optim as ref_optim
    return ref_optim.optax_chain(opt, lr)


@functools.lru_cache(maxsize=8)
def _value_and_grad(ref, cfg, stateful: bool):
    """jax.value_and_grad of the reference net's loss, jitted once per net configuration:
    (params, running statistics, x, targets, mask) → (loss, grads). In training mode a BatchNorm
    net's loss depends on the batch statistics only, so its `train_loss` is differentiated with
    the running statistics it also returns set aside."""
    import jax
    if stateful:
        return jax.jit(jax.value_and_grad(
            lambda p, s, x, targets, mask: ref.train_loss(p, s, x, targets, mask, cfg)[0]))
    return jax.jit(jax.value_and_grad(lambda p, s, x, targets, mask: ref.loss_fn(p, x, targets, mask, cfg)))


def _probe_mask(mask: np.ndarray, site: int) -> np.ndarray:
    """All ones except example 0's mask at `site`, which drops."""
    out = np.ones_like(mask)
    out[0, site] = 0.0
    return out


def _no_probe() -> Check:
    return Check("semantic", "drop-site probe", True, detail="not applicable: the variant has no drop mask")


def _probe_check(errors: dict[str, float], model: Net, bound: float) -> Check:
    err, worst = _worst(errors)
    return Check("semantic", "drop-site probe", err <= bound, err, bound,
                 f"example 0 dropped at site {', '.join(map(str, probe_sites(model)))} of {model.drop_sites} "
                 f"in turn; worst {worst}")


# ---------------------------------------------------------------------------------------------

def verify_text(text: str, source: str, lowerer=None) -> Verdict:
    """Every layer that applies to `text` — the semantic one when a `lowerer` to run the text is
    given (`semantic_checks`); later layers are skipped only when an earlier one leaves nothing to
    compare (no parse, no claimed variant)."""
    verdict = Verdict(source)
    try:
        module = parse_module(text)
        verdict.checks.append(Check("claims", "parse", True, detail="hlocert's parser"))
    except ParseError as e:
        verdict.checks.append(Check("claims", "parse", False, detail=f"{source}:{e.line}:{e.col}: {e.msg}"))
        return verdict
    try:
        verify_with_mlir(text)
        verdict.checks.append(Check("claims", "mlir verify", True, detail="jaxlib's MLIR parser and verifiers"))
    except MLIRVerifyError as e:
        verdict.checks.append(Check("claims", "mlir verify", False, detail=str(e).splitlines()[0]))
    try:
        v = Variant.parse(claimed_variant(text))
    except (ArtifactMismatch, VariantError) as e:
        verdict.checks.append(Check("claims", "variant", False, detail=str(e)))
        return verdict
    verdict.variant = v.name
    certified = render(v)
    certified_module = parse_module(certified)
    verdict.checks += [Check("claims", "variant", True, detail=v.name), _banner_check(text, v),
                       _signature_check(module, certified_module), _body_claims(module, certified_module, v)]
    verdict.certified = text == certified
    if verdict.certified:
        verdict.rules, verdict.bf16 = rules_of(v), v.bf16
        verdict.checks.append(Check("bytes", "byte-equal render", True, detail=f"certified render of {v.name}"))
    else:
        n, _, _ = first_difference(text, certified)
        verdict.diff = _diff(text, certified, source, v.name)
        verdict.checks.append(Check("bytes", "byte-equal render", False, detail=f"first difference at line {n}"))
    if lowerer is not None:
        verdict.checks += semantic_checks(text, module, v, lowerer)
    return verdict


def report(verdict: Verdict) -> str:
    lines = [verdict.table()]
    if verdict.certified:
        lines.append(f"{verdict.source}: certified render of {verdict.variant}; it rests on the rule certificates "
                     f"{', '.join(verdict.rules)} (`hlocert certify`), the whole-net ties and the optimizer tie"
                     + (", and the erasure certificate of its bf16 (gate erasure+bf16)" if verdict.bf16 else ""))
    elif verdict.diff:
        lines += [f"{verdict.source}: NOT the certified render of {verdict.variant}; first differing region:",
                  verdict.diff]
    lines.append(f"{verdict.source}: {'PASS' if verdict.ok else 'FAIL'}")
    return "\n".join(lines) + "\n"


def write_json(verdict: Verdict, path) -> None:
    with open(path, "w", encoding="utf-8") as f:
        json.dump(verdict.to_json(), f, indent=2)
        f.write("\n")
