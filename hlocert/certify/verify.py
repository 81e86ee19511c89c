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
    for the Adam-moment families m and v too, the steps starting from moments away from zero, and
    for AdamW one step from a saturated second moment, at lr 1, where the decoupled weight
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

Bounds of (c), f32 against f64, measured on the spot as `hlocert pair` measures its floor (no
constant tuned on one CPU): each row's quantities are computed by the reference a second time, in
f32 from the same values, and the row is bounded by FLOOR_SAFETY × the worst of those f32-vs-f64
errors (never below FLOOR_SAFETY × one f32 rounding); in the optimizer tail each kind of quantity
(`step 2 v`, `step 1 Δθ`, …) has its own floor, since Δθ read from an f32 θ' is resolved only to
~6e-8·‖θ‖ while the moments are exact to a rounding. Each tensor's error is relative to at least
GRAD_FLOOR (1e-3) of its kind's whole norm, as the whole-net gates measure theirs: a structurally
zero gradient (MobileNetV2's, EfficientNet's bottleneck BN shifts) is otherwise noise over noise,
~1e9, and its row's floor with it. The text and the reference are both f32 sums
of the same terms, so a correct text sits near its floor (at ≤ 0.25 of each row's bound, measured below) on any
CPU, and a wrong one at its error. The checks are built to be well-conditioned, so that a floor is
small: Adam's first step from zero moments is lr·g/(|g| + ε), ~lr·sign(g), and a gradient element
below the f32 sums' resolution flips it (ResNet-nano's 3×3 taps on its 1×1 and 2×2 maps: the
committed nano step's second tail step was 9.4e-2 off, the reference's own f32 run 1.7e-1); so the
tail starts from moments away from zero (`_Step.start_moments`), where every Δθ is smooth in g and
β₁, β₂ show from the first step, and the gradient row reads m₁ = (1 − β₁)·g, smooth too.
Measured (2026-12-05, 2 loaded cores): TinyCNN-S gradient 1.8e-7 (floor 2.8e-7), nano gradient
7.1e-6 (floor 7.3e-6), tail 7.0e-5 on a Δema whose floor is 6.7e-5 (2026-12-05: the EMA of the
parameters and, as timm's ModelEmaV3, of the running statistics), running statistics 2.3e-7
(floor 2.2e-7); MobileNetV2-micro gradient 6.6e-6 (floor 2.7e-6), tail 4.7e-7 (floor 2.0e-7);
EfficientNet-micro gradient 3.5e-6 (floor 3.9e-6), tail 7.4e-5 (floor 7.4e-5); ViT-micro gradient
2.0e-7 (floor 2.3e-7), tail 3.4e-5 (floor 3.4e-5). The issue-27 mutants on micro, under the old fixed 1e-3: every LayerNorm ε 1e-6 →
1e-5 is 8.2e-5 in the gradient (bound 4.2e-6) and 7.9e-4 in the probe (bound 1.0e-5); the stem
weight's β₂ 0.999 → 0.998 is 2.0e-3 in its second moment (bound 1.2e-6). The weight-decay constant
0.05 → 0.06 is 0.2 in the saturated-v step, on every net (in Adam's steps the decay is ~1e-3 of Δθ,
and a net whose decayed tensors all get a gradient hides it there).
Replicated texts (`bNxR`, R > 1) feed every replica the same batch: the
all-reduce mean of equal gradients is that gradient, so the same references apply.

A `+bf16` text (bf16 products, f32 accumulation) is checked against the reference traced under
the bf16 policy (reference/precision.py BF16: the same rounding points, the JAX way), in f64: the
two then differ by f32 accumulation and by the rare bf16 rounding an f32-vs-f64 difference flips.
That flip noise grows with the net and the batch (two f32 orders of the largest net measured,
224² B=2, differ by 4.4e-3, docs/bf16.md), so it is measured on the spot: the "bf16 noise floor" row is the worst
tensor of the policy's reference in f32 against itself in f64, and the gradient, forward and
probe rows are bounded by FLOOR_SAFETY × that floor (or their own floor's bound, if larger); the
optimizer tail and the running statistics by their own floors. Measured on TinyCNN-S and a micro-size
render (docs/bf16.md): floor 1.2e-7 / 9.4e-7, the text's gradient 1.7e-7 / 3.3e-7 (f32-close), while a text that does not round (the f32 step under the `+bf16` claim) is 4.7e-3 /
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
from dataclasses import asdict, dataclass, field, replace

import numpy as np

from ..errors import CommandError
from ..ir.core import Module
from ..ir.mlir_check import MLIRVerifyError, verify_with_mlir
from ..ir.parser import ParseError, parse_module
from ..nets.base import Net
from ..ops.conv import Conv2D
from ..ops.drop_path import DropPath
from ..ops.kd_feature import split_at_head
from ..ops.loss_scale import ScaledLoss
from ..ops.registry import all_rules
from ..optim import GRAD_NORM, AdamW, HostSchedule
from ..render import banner_lines, render
from ..render.certified import ArtifactMismatch, banner_variant, body_of, first_difference
from ..render.signature import STATE, TEACHER, StepSignature, signature
from ..render.variants import Variant, VariantError
from .net_mutants import GRAD_FLOOR, _block_masks, _inputs as tie_inputs, _state_inputs, step_coupling

FLOOR_SAFETY = 10         # a row's bound: FLOOR_SAFETY × its noise floor (the reference in f32 vs f64)
EPS32 = float(np.finfo(np.float32).eps)   # a floor is never below one f32 rounding
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
# --semantic's default limit on one run's work (`estimate_work`): the checks run the text ~3 + 2 ×
# (probe sites) times beside as many f64 reference steps. The largest step verified (224², b2; 495 s
# on 2 loaded cores, docs/verify.md) is 3.0e10; a committed b64 step at 224², 9.2e11, is refused.
MAX_WORK = 1e11


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
    chain = v.chain() if v.kind == "train" else None
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
    for child in [*getattr(stage, "stages", []), *([stage.branch] if hasattr(stage, "branch") else []),
                  *([stage.inner] if isinstance(stage, ScaledLoss) else [])]:
        yield from _walk(child)


def rules_of(v: Variant) -> list[str]:
    """The rule certificates a render of `v` rests on: every registered rule whose certificate
    stages are of a class the net (its training chain, or an eval forward's eval chain) or its
    loss uses — convolutions matched by kind (grouped, patchify, plain), since one class serves all three."""
    def kind(stage):
        if isinstance(stage, Conv2D):
            return ("conv", stage.groups > 1, stage.stride == stage.kernel and stage.stride != (1, 1))
        return type(stage).__name__

    chain = v.net()
    used = {kind(s) for s in _walk(chain)} | {kind(s) for s in _walk(v.loss())}
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
        self.pre_logits = v.kind == "fwd" and v.pre_logits

    def __call__(self, values: dict) -> dict:
        if self.pre_logits:       # `+prelogits`: the text reads no head, and its one output stands for the logits
            keys = next(g for g in self.sig.inputs if g.name == "params").keys
            values = {**values, "params": {k: values["params"][k] for k in keys}}
            (features,) = self.sig.unpack(self._run(values)).values()
            return {"logits": features}
        return self.sig.unpack(self._run(values))

    def _run(self, values: dict) -> list:
        host = [np.asarray(a, np.float32) for a in self.sig.pack(values)]
        if self.replicas == 1:
            outs = self.exe(*host)
        else:
            outs = self.exe.to_host(self.exe.run([[a.copy() for a in host] for _ in range(self.replicas)]))[0]
        return [np.asarray(o, np.float64) for o in outs]


def host_devices_for(text: str) -> None:
    """Before JAX starts: give XLA-CPU as many host devices as the replicas the text claims (a
    replicated text runs with one device per replica). No effect once JAX is running."""
    try:
        replicas = banner_variant(text).replicas
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


def estimate_work(module: Module) -> int:
    """The work of one run of `module`, read from its shapes before anything compiles: per op the
    elements it reads or writes, whichever is more, and a contraction's multiply-adds (a
    dot_general's result × its contracted length, a convolution's result × its kernel's
    elements per output feature). The parser takes no loops, so this is what a run does."""
    total = 0
    for func in module.funcs:
        for op in func.ops:
            out = sum(r.type.size for r in op.results)
            if op.name == "stablehlo.dot_general":
                lhs = op.operands[0].type.shape
                total += out * math.prod(lhs[d] for d in op.attrs["dot_dimension_numbers"].lhs_contract)
            elif op.name == "stablehlo.convolution":
                rhs = op.operands[1].type
                total += out * rhs.size // max(rhs.shape[op.attrs["dimension_numbers"].rhs.index("o")], 1)
            else:
                total += max(out, sum(v.type.size for v in op.operands))
    return total


def semantic_checks(text: str, module: Module, v: Variant, lowerer, seed: int = 0) -> list[Check]:
    """The coupling pass over `module` (the parsed `text`), then the numeric checks of `text`
    compiled by `lowerer` (a runtime Lowerer; `hlocert verify` passes XLA-CPU without a compile
    cache, since the text is untrusted)."""
    ok, _, detail = step_coupling(module.main, batched_results=v.kind != "train")
    checks = [Check("semantic", "coupling", ok, detail=detail)]
    if v.model_dtype != "f32":     # its rows' floors are float32's: a bf16 text would be judged by the wrong floor
        return checks + [Check("semantic", f"+w{v.model_dtype} tie", False,
                               detail=f"not run: the numeric checks tie a float32 text; a {v.model_dtype} step's tie "
                                      f"to the reference's own {v.model_dtype} error is tests/render/"
                                      f"test_model_dtype.py's, not yet here (verify its f32 twin with --semantic)")]
    try:
        return checks + _numeric_checks(text, v, lowerer, seed)
    except Exception as e:    # a text the lowerer refuses, or that cannot take the variant's arguments, fails them all
        return checks + [Check("semantic", f"run on {lowerer.name}", False,
                               detail=f"{type(e).__name__}: {e}".splitlines()[0])]


def _f32(a) -> np.ndarray:
    """What the text is fed (f32), as the f64 values the reference sees."""
    return np.asarray(a, np.float32).astype(np.float64)


def _low(tree):
    """The same values in f32: what the reference's own f32 run (a row's noise floor) is fed."""
    import jax
    return jax.tree.map(lambda a: np.asarray(a, np.float32), tree)


def _both(f, inputs: dict):
    """`f` (the reference's side of a row) on `inputs` as given (f64) and on the same values in f32."""
    return f(inputs), f(_low(inputs))


def _row(name: str, errors: dict[str, float], floors: dict[str, float], what: str, minimum: float = 0.0,
         by_kind: bool = False) -> Check:
    """A row judged against its own noise floor, measured on the spot as `hlocert pair` measures
    its own: `errors` (the text against the reference in f64, per quantity) bounded by
    FLOOR_SAFETY × the worst of `floors` (the same quantities of the reference in f32 against f64),
    never below one f32 rounding (a floor the f32 run happens to get exact) nor `minimum`. With
    `by_kind`, each kind of quantity (its name less the tensor's, e.g. `step 2 v`) has its own
    floor, the worst over its tensors: Δθ read from an f32 θ' is resolved to ~6e-8·‖θ‖ (~1e-5 of
    a 1e-2 step), which would hide a 1e-3 error of the moments if it bounded them too."""
    def kind(key: str) -> str:
        return _kind(key) if by_kind else name

    floor = {}
    for key, f in floors.items():
        floor[kind(key)] = max(floor.get(kind(key), EPS32), f)
    bound = {key: max(minimum, FLOOR_SAFETY * floor.get(kind(key), EPS32)) for key in errors}
    ratio = {key: e / bound[key] for key, e in errors.items()}
    _, worst = _worst(ratio)
    err = errors[worst]
    return Check("semantic", name, all(e <= bound[k] for k, e in errors.items()), err, bound[worst],
                 f"{what}; worst (against its bound) {worst}; noise floor (the reference in f32) "
                 f"{floor.get(kind(worst), EPS32):.1e}")


def _judge(name: str, got: dict, want: dict, low: dict, what: str, minimum: float, unit: dict | None = None,
           by_kind: bool = False) -> Check:
    """`_row` of the text's quantities `got` and the reference's f32 ones `low` against its f64 ones
    `want`, each rel-L2 over `unit[k]` where given, else over the larger of ‖want[k]‖ and GRAD_FLOOR
    of its kind's whole norm: a tensor whose true value is zero (a BatchNorm shift feeding the next
    training-mode BatchNorm through a 1×1 conv, MobileNetV2's linear bottlenecks) is rounding noise
    over rounding noise, and would set its row's floor, and so its bound, at ~1e9."""
    whole: dict[str, float] = {}
    for k, a in want.items():
        whole[_kind(k)] = whole.get(_kind(k), 0.0) + float(np.sum(np.square(np.asarray(a, np.float64))))
    unit = unit or {}

    def scale(k):
        return unit[k] if k in unit else max(float(np.linalg.norm(np.ravel(want[k]))), GRAD_FLOOR * whole[_kind(k)] ** 0.5)

    return _row(name, {k: _rel(got[k], want[k], scale(k)) for k in want},
                {k: _rel(low[k], want[k], scale(k)) for k in want}, what, minimum, by_kind)


def _kind(key: str) -> str:
    """A quantity's kind: its name less the tensor's (`step 2 v`, `m₁`, `site 3: m₁`, `loss`)."""
    return key.rsplit(" ", 1)[0]


@dataclass
class _Tie:
    """What the numeric checks of one text share: the variant, its reference, the inputs (f32 values
    held as f64: the reference sees exactly what the text is fed) and the compiled text."""
    v: Variant
    ref: object
    cfg: object
    inputs: dict          # params, state (running statistics; {} if none), x, targets, mask (None: no drop sites;
                          # a dict by name: ResNet's DropBlock masks)
    sig: StepSignature
    run: _Run

    def masks(self, m) -> dict:
        return {g.name: m[g.name] if isinstance(m, dict) else m for g in self.sig.inputs if g.role == "mask"}


def loss_feed(targets) -> dict:
    """The step's loss arguments from the tie's `targets`: the soft targets, or under `+kd{T}` the pair
    (soft targets, the teacher's logits)."""
    return {"targets": targets[0], TEACHER: targets[1]} if isinstance(targets, tuple) else {"targets": targets}


def _numeric_checks(text: str, v: Variant, lowerer, seed: int) -> list[Check]:
    """The semantic rows after the coupling pass, the reference in float64 (switched on for this
    call only, never left on for the caller's JAX runs)."""
    import jax
    with jax.enable_x64(True):
        return _numeric_rows(text, v, lowerer, seed)


def _numeric_rows(text: str, v: Variant, lowerer, seed: int) -> list[Check]:
    model = v.model
    ref, cfg = _reference(v)
    params, x, mask, targets = tie_inputs(model, v.batch, seed, all_ones=False)
    inputs = {"params": {k: _f32(p) for k, p in params.items()},
              "state": {k: _f32(a) for k, a in _state_inputs(model, seed).items()},
              "x": _f32(x), "targets": _f32(targets), "mask": _f32(mask) if v.drop else None}
    if (v.kd_temperature is not None or v.token_distills) and v.kind == "train":   # the teacher's logits too
        teacher = 2.0 * np.random.default_rng(seed + 2).standard_normal(targets.shape)
        inputs["targets"] = (inputs["targets"], _f32(teacher))
    if v.kd_feature_dim is not None and v.kind == "train":     # the teacher's pooled features; the projection
        rng = np.random.default_rng(seed + 2)
        teacher = 2.0 * rng.standard_normal((v.batch, v.kd_feature_dim))
        inputs["targets"] = (inputs["targets"], _f32(teacher))
        inputs["params"].update({k: _f32(0.3 * rng.standard_normal(s)) for k, s in v.projection_shapes().items()})
    blocks = _block_masks(model, v.batch, seed, all_ones=False) if v.kind == "train" else {}
    if blocks:          # DropBlock's masks (a train step's only), fixed ones that drop
        inputs["mask"] = {k: _f32(m) for k, m in blocks.items()}
    sig = signature(v)
    tie = _Tie(v, ref, cfg, inputs, sig, _Run(text, v, sig, lowerer))
    head, minimum = _bf16_floor(tie) if v.bf16 else ([], 0.0)
    if v.kind != "train":
        return head + _forward_checks(tie, minimum)
    return head + _train_checks(tie, minimum, seed)


def _bf16_floor(tie: _Tie) -> tuple[list[Check], float]:
    """A `+bf16` text: the policy's flip noise (the reference under it, f32 vs f64, worst tensor) as
    a row, and the least bound it sets the gradient, forward and probe rows, FLOOR_SAFETY × floor
    (their own floors are the same reference's, read through m₁, Δθ₁ or the logits)."""
    ref, cfg, i = tie.ref, tie.cfg, tie.inputs
    if tie.v.kind == "train":
        vg = _value_and_grad(ref, cfg, bool(i["state"]))

        def f(*a):                       # (loss, grads): the new running statistics set aside
            (loss, _), grads = vg(*a)
            return loss, grads
        args = (i["params"], i["state"], i["x"], i["targets"], i["mask"])
    elif i["state"]:
        f, args = (lambda p, s, x: ref.eval_forward(p, s, x, cfg)), (i["params"], i["state"], i["x"])
    else:
        f, args = (lambda p, x, m: ref.forward(p, x, m, cfg)), (i["params"], i["x"], i["mask"])
    floor = _noise_floor(f, *args)
    bound = FLOOR_SAFETY * floor
    return [Check("semantic", "bf16 noise floor", True, floor, None,
                  f"the reference under the bf16 policy, f32 vs f64, worst tensor; least bound of the gradient, "
                  f"forward and probe rows {FLOOR_SAFETY}× floor = {bound:.1e}")], bound


def _forward_checks(tie: _Tie, minimum: float) -> list[Check]:
    """An eval forward: its logits against the reference's, masks that drop (a net with step state:
    BatchNorm by the running statistics fed, every mask one), then the drop-site probe."""
    i, ref, cfg, stateful = tie.inputs, tie.ref, tie.cfg, bool(tie.inputs["state"])

    def want(inp) -> dict:
        if stateful:
            return {"logits": ref.eval_forward(inp["params"], inp["state"], inp["x"], cfg)}
        return {"logits": ref.forward(inp["params"], inp["x"], inp["mask"], cfg)}

    def compared(m) -> tuple[dict, dict, dict]:
        """(the text's logits, the reference's in f64, in f32) under masks `m`"""
        feed = {"x": i["x"], "params": i["params"], **({STATE: i["state"]} if stateful else {}), **tie.masks(m)}
        return ({"logits": tie.run(feed)["logits"]}, *_both(want, {**i, "mask": m}))

    if stateful:
        return [_judge("forward vs reference", *compared(np.ones_like(i["mask"]) if tie.v.drop else None),
                       "logits, BatchNorm by the running statistics fed", minimum),
                Check("semantic", "drop-site probe", True, detail="not applicable: the eval forward of a net with "
                      "step state is tied with every mask one (the train step's probe covers the sites)")]
    checks = [_judge("forward vs reference", *compared(i["mask"]), "logits" + (", masks that drop" if tie.v.drop else ""),
                     minimum)]
    if not tie.v.drop:
        return checks + [_no_probe()]
    got, want_, low = {}, {}, {}
    for k in probe_sites(tie.v.model):
        for side, out in zip((got, want_, low), compared(_probe_mask(i["mask"], k))):
            side[f"site {k} logits"] = out["logits"]
    return checks + [_probe_check(got, want_, low, tie.v.model, minimum)]


def _train_checks(tie: _Tie, minimum: float, seed: int) -> list[Check]:
    """A train step: the gradient row, the optimizer tail and (step state) the running statistics,
    then the drop-site probe. The gradient and probe rows take `minimum` (a `+bf16` text's); the
    tail and state rows, smooth in the gradient, their own floors."""
    s, i, v = _Step(tie), tie.inputs, tie.v
    checks = [_judge("gradient vs jax.grad", s.text_gradient(i["mask"]), *_both(s.gradient, i),
                     "per tensor, masks that drop", minimum)]
    moments = s.start_moments(seed)
    got, got_state = s.text_tail(moments)
    (want, want_state), (low, low_state) = _both(s.ref_tail, {**i, "moments": moments})
    checks.append(_judge("optimizer tail vs optax", got, want, low,
                         ("2 steps from moments away from zero and a saturated-v step, per tensor" if s.adamw
                          else "2 steps, per tensor"), 0.0, s.decay_unit(), by_kind=True))
    if want_state:
        checks.append(_judge("state vs reference", got_state, want_state, low_state,
                             "the running statistics after each of 2 steps, per tensor", 0.0))
    if not v.drop:
        return checks + [_no_probe()]
    got, want, low = {}, {}, {}
    for k in probe_sites(v.model):
        m = _probe_mask(i["mask"], k)
        for side, out in zip((got, want, low), (s.text_gradient(m), *_both(s.gradient, {**i, "mask": m}))):
            side |= {f"site {k}: {name}": a for name, a in out.items()}
    return checks + [_probe_check(got, want, low, v.model, minimum)]


class _Step:
    """Both sides of a train step's rows: the text stepped from a given state (fed the host scalars of
    the variant's own chain, `Chain.scalars_at`, as the trainer feeds them), and the reference's step
    (value_and_grad + optax's chain of the same family), in f64 or in f32 on the same values."""

    def __init__(self, tie: _Tie):
        opt = tie.v.optimizer
        self.tie, self.opt, self.params = tie, opt, tie.inputs["params"]
        self.moments, self.adamw = opt.ADAM_MOMENTS, isinstance(opt, AdamW)
        self.lr = LR if opt.NORMALISED else LR_DELTA
        self.chain = tie.v.chain()
        self.schedule = HostSchedule(lr=lambda t: self.lr)
        self.no_decay = tie.v.model.reference()[0].NO_WEIGHT_DECAY     # the reference's own, not the net's
        self.update = _jitted(opt, self.no_decay, tuple((tie.v.layer_ids() or {}).items()) or None,
                              tuple((tie.v.agc_units() or {}).items()) or None)
        self.frozen = opt.layer_scales(tie.v.layer_ids()).frozen()    # ldno{S}: out of the gradient norm
        self.value_and_grad = _value_and_grad(tie.ref, tie.cfg, bool(tie.inputs["state"]))

    # -- the text
    def fresh(self, moments: dict) -> dict:
        """θ, the running statistics and the optimizer's initial state (the trainer's start), the
        moments replaced by `moments`."""
        i = self.tie.inputs
        return {"params": i["params"], **({STATE: i["state"]} if i["state"] else {}),
                **self.chain.init(i["params"], i["state"]),
                **moments}

    def text_step(self, t: int, state: dict, mask, schedule: HostSchedule | None = None) -> dict:
        i = self.tie.inputs
        scalars = self.chain.scalars_at(t, schedule or self.schedule)
        return self.tie.run({"x": i["x"], **state, "scalars": scalars,
                             **self.tie.masks(mask), **loss_feed(i["targets"])})

    def text_gradient(self, mask) -> dict:
        """One step from θ and the optimizer's initial state: loss, pre-clip norm, and per tensor the
        gradient read through m₁ = (1 − β₁)·(clip(g) + coupled decay) where the family has Adam's
        moments, else through the first update Δθ₁."""
        out = self.text_step(1, self.fresh({}), mask)
        got = {"loss": out["loss"], GRAD_NORM: out[GRAD_NORM]}
        if self.moments:
            return got | {f"m₁ {k}": out["m"][k] for k in self.params}
        return got | {f"Δθ₁ {k}": out["params"][k] - self.params[k] for k in self.params}

    def text_tail(self, moments: dict) -> tuple[dict, dict]:
        """2 steps from `moments` (and a saturated-v step for AdamW): ({quantity: array},
        {running statistic after step t: array}), named as `ref_tail` names them."""
        mask, names = self.tie.inputs["mask"], self.tie.inputs["state"]
        got, got_state, state = {}, {}, self.fresh(moments)
        for t in (1, 2):
            new = self.text_step(t, state, mask)
            got_state |= {f"step {t} {k}": new[STATE][k] for k in names}
            for k in self.params:
                got[f"step {t} Δθ {k}"] = new["params"][k] - state["params"][k]
                if self.moments:
                    got[f"step {t} m {k}"], got[f"step {t} v {k}"] = new["m"][k], new["v"][k]
            if self.opt.ema:   # the parameters' and (a net with step state) the running statistics' shadow
                got |= {f"step {t} Δema {k}": new["ema"][k] - state["ema"][k] for k in state["ema"]}
            state = {g: new[g] for g in state}
        if self.adamw:
            new = self.text_step(1, self.fresh(_saturated(self.params)), mask, HostSchedule(lr=lambda t: LR_DELTA))
            got |= {f"saturated-v step Δθ{PER_DECAY} {k}": new["params"][k] for k in self.params}
        return got, got_state

    # -- the reference
    def ref_step(self, p, s, o, inp: dict, mask, lr=None, grads=None) -> tuple[dict, dict, dict]:
        """The reference step (value_and_grad + optax's chain at `lr`, the check's unless given;
        `grads`: already taken at `p`, the running statistics then returned as given): (θ', running
        statistics', optax state).
        The gradient and the update are jitted apart, once each per dtype: the net's backward
        compiles once for every row, and the update once for both learning rates (`_jitted`)."""
        import jax
        new_s = s
        if grads is None:
            (_, new_s), grads = jax.device_get(self.value_and_grad(p, s, inp["x"], inp["targets"], mask))
        new_p, new_o = jax.device_get(self.update[1](p, o, grads, self.lr if lr is None else lr))
        return new_p, new_s, new_o

    def opt_state(self, p, moments: dict):
        """optax's initial state of the chain (the same at every lr), its Adam moments set to
        `moments` where given."""
        import optax
        o = self.update[0](p)
        return optax.tree.set(o, mu=moments["m"], nu=moments["v"]) if moments else o

    def gradient(self, inp: dict) -> dict:
        """The reference's side of `text_gradient`: jax.grad, then optax's first step of the family."""
        import jax
        p, s, mask = inp["params"], inp["state"], inp["mask"]
        (loss, _), g = jax.device_get(self.value_and_grad(p, s, inp["x"], inp["targets"], mask))
        trained = [a for k, a in g.items() if k not in self.frozen]
        out = {"loss": loss, GRAD_NORM: np.sqrt(sum(np.sum(np.square(a)) for a in trained))}
        new_p, _, o = self.ref_step(p, s, self.opt_state(p, {}), inp, mask, grads=g)
        if self.moments:
            return out | {f"m₁ {k}": _moment(o, "mu")[k] for k in p}
        return out | {f"Δθ₁ {k}": new_p[k] - p[k] for k in p}

    def ref_tail(self, inp: dict) -> tuple[dict, dict]:
        """The reference's side of `text_tail`, from `inp`'s θ, running statistics and moments."""
        import jax
        p0, s0, mask = inp["params"], inp["state"], inp["mask"]
        out, states, p, s, ema = {}, {}, p0, s0, {**p0, **s0}
        o = self.opt_state(p0, inp["moments"])
        for t in (1, 2):
            new_p, s, o = self.ref_step(p, s, o, inp, mask)
            states |= {f"step {t} {k}": s[k] for k in s}
            for k in p0:
                out[f"step {t} Δθ {k}"] = new_p[k] - p[k]
                if self.moments:
                    out[f"step {t} m {k}"], out[f"step {t} v {k}"] = _moment(o, "mu")[k], _moment(o, "nu")[k]
            if self.opt.ema:   # timm's ModelEmaV3: the new running statistics averaged as the parameters
                decay = float(self.chain.scalars_at(t, self.schedule)["ema_decay"])
                new_ema = jax.device_get(_jitted_ema()(ema, {**new_p, **s}, decay))
                out |= {f"step {t} Δema {k}": new_ema[k] - ema[k] for k in ema}
                ema = new_ema
            p = new_p
        if self.adamw:
            new_p, _, _ = self.ref_step(p0, s0, self.opt_state(p0, _saturated(p0)), inp, mask, LR_DELTA)
            out |= {f"saturated-v step Δθ{PER_DECAY} {k}": new_p[k] for k in p0}
        return out, states

    def start_moments(self, seed: int) -> dict:
        """Adam's moments for the tail, away from zero (as the running statistics are fed away from
        their init): m ~ N(0, s²), v ~ s²·U(0.5, 2), s the rms of the tensor's gradient, at least
        GRAD_FLOOR of the whole gradient's (a structurally zero gradient is f32 noise). From zero
        moments Adam's first step is lr·g/(|g| + ε), ~lr·sign(g): an element whose gradient is below
        the f32 sums' resolution (ResNet-nano's 3×3 taps on its 1×1 and 2×2 maps: 1e-9…1e-7) moves
        by up to 2·lr either way, and the next step's gradient at that θ moves with it (the committed
        nano step was 9.4e-2 off in step 2, the reference in f32 1.7e-1). Away from zero every Δθ
        is a smooth function of g, and β₁, β₂ show in the first step already."""
        if not self.moments:
            return {}
        import jax
        i = self.tie.inputs
        _, g = jax.device_get(self.value_and_grad(i["params"], i["state"], i["x"], i["targets"], i["mask"]))   # (loss, state), grads
        rng = np.random.default_rng(seed + 2)
        whole = float(np.sqrt(np.mean(np.concatenate([np.square(np.ravel(a)) for a in g.values()]))))
        scale = {k: max(float(np.sqrt(np.mean(np.square(a)))), GRAD_FLOOR * whole) or 1.0 for k, a in g.items()}
        return {"m": {k: _f32(scale[k] * rng.standard_normal(np.shape(a))) for k, a in g.items()},
                "v": {k: _f32(scale[k] ** 2 * rng.uniform(0.5, 2.0, np.shape(a))) for k, a in g.items()}}

    def decay_unit(self) -> dict:
        """The saturated-v step's error is measured in units of the claimed decay lr·wd·‖θ‖ (an
        undecayed tensor's Δθ is below f32 resolution there). That step runs at lr LR_DELTA: the text
        returns θ' = θ − lr·wd·θ − …, resolved to ~6e-8·‖θ‖, so at lr 1e-2 (a decay of 5e-4·θ) the
        reading itself is ~5e-5 off in these units, at lr 1 ~1e-6."""
        if not self.adamw:
            return {}
        return {f"saturated-v step Δθ{PER_DECAY} {k}": LR_DELTA * (self.opt.weight_decay or 1.0) * p
                for k, p in self.params.items()}


def _saturated(params: dict) -> dict:
    """Zero m and a saturated second moment: Adam's update shrinks to ~1e-4 of its usual size, so the
    decoupled decay lr·wd·θ is nearly all of Δθ, and its constant and mask show at full strength."""
    return {"m": {k: np.zeros_like(a) for k, a in params.items()},
            "v": {k: np.full_like(a, SATURATED_V) for k, a in params.items()}}


@dataclass(frozen=True)
class _PreLogits:
    """A `+prelogits` text's oracle: the net's reference at `features_cfg` (the net at as many classes as
    features) with its head's `(w, b)` the identity, so that its logits are the pooled features;
    hashable (frozen) as the jitted functions need."""
    ref: object
    features_cfg: object
    head: tuple[str, str]

    def _identity(self, params):
        import jax.numpy as jnp
        w, b = self.head
        width = params[w].shape[0]
        return {**params, w: jnp.eye(width, dtype=params[w].dtype), b: jnp.zeros(width, params[b].dtype)}

    def forward(self, params, x, drop_mask, cfg):
        return self.ref.forward(self._identity(params), x, drop_mask, self.features_cfg)

    def eval_forward(self, params, state, x, cfg):
        return self.ref.eval_forward(self._identity(params), state, x, self.features_cfg)

    def __getattr__(self, name):
        return getattr(self.ref, name)


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


def _reference(v: Variant):
    """(the net's independent JAX reference, its config); for a `+bf16` text, under the bf16 policy;
    for a `+bce` text, with timm's BCE as its loss; for a `+jsd{S}` text, its JSD; for a `+kd{T}` text,
    its logit distillation (the inputs' `targets` then the pair (soft targets, teacher's logits)); for a
    `+kdf{D}` text, its feature distillation; for a `+lsc{S}` text, that loss times S."""
    from ..reference.losses import WithLossScale
    ref, cfg = _loss_reference(v)
    return (WithLossScale(ref, v.loss_scale) if v.loss_scale != 1.0 else ref), cfg


def _loss_reference(v: Variant):
    """`_reference` before the loss scale."""
    from ..reference.losses import WithBCE, WithFeatureKD, WithJSD, WithKD, WithTokenKD
    ref, cfg = v.model.reference()
    ref = _Mixed(ref) if v.bf16 else ref
    if v.kd_temperature is not None:
        return WithKD(ref, v.kd_temperature, v.kd_task_weight, v.kd_distill_weight), cfg
    if v.token_distills:
        token = v.loss()
        return WithTokenKD(ref, token.hard, token.temperature, v.kd_task_weight, v.kd_distill_weight), cfg
    if v.kind == "fwd" and v.pre_logits:
        width = v.student_feature_dim()
        _, features_cfg = replace(v.model, num_classes=width).reference()
        _, head = split_at_head(v.model.eval_net(drop=v.drop))
        return _PreLogits(ref, features_cfg, tuple(head.param_shapes((v.batch, width)))), cfg
    if v.kd_feature_dim is not None and v.kind == "train":
        width = v.student_feature_dim()
        _, features_cfg = replace(v.model, num_classes=width).reference()
        _, head = split_at_head(v.model.net(drop=v.drop))
        proj = tuple(v.projection_shapes()) or None
        return WithFeatureKD(ref, features_cfg, tuple(head.param_shapes((v.batch, width))), proj,
                             v.kd_task_weight, v.kd_distill_weight), cfg
    if v.jsd_splits:
        return WithJSD(ref, v.jsd_splits), cfg
    return (WithBCE(ref, v.bce_thresh, v.bce_sum, v.bce_pos_weight) if v.bce else ref), cfg


@functools.lru_cache(maxsize=8)
def _jitted(opt, no_decay: frozenset[str], layer_ids: tuple | None = None, agc_units: tuple | None = None):
    """The init and update (reference/optim.py's `update`) of optax's chain of the variant's optimizer
    (reference/optim.py's `optax_chain`, every family), jitted once per optimizer in a process, the
    learning rate an argument of the update (`(p, o, g, lr)`): the check's lr and the saturated
    step's share one compile per dtype (the lr a constant, each compiled its own: ~2.5 s each for
    a micro net's AdamW). Run op by op they compiled each op at each tensor's shape, ~200
    compiles per verify. The chain's state does not depend on the lr, so one init serves both.
    `layer_ids`: the items of the net's layer map under `ld{F}` (`Variant.layer_ids`), else None;
    `agc_units` likewise under `agc{C}` (`Variant.agc_units`)."""
    import jax
    from ..reference import optim as ref_optim
    return (jax.jit(ref_optim.optax_chain(opt, LR, no_decay, layer_ids, agc_units).init),
            jax.jit(lambda p, o, g, lr: ref_optim.update(p, o, g, ref_optim.optax_chain(opt, lr, no_decay, layer_ids,
                                                                                        agc_units))))


@functools.lru_cache(maxsize=1)
def _jitted_ema():
    """reference/optim.py's `ema_update`, jitted once (op by op it compiles at every shape)."""
    import jax
    from ..reference import optim as ref_optim
    return jax.jit(ref_optim.ema_update)


@functools.lru_cache(maxsize=8)
def _value_and_grad(ref, cfg, stateful: bool):
    """jax.value_and_grad of the reference net's loss, jitted once per net configuration:
    (params, running statistics, x, targets, mask) → ((loss, running statistics'), grads). In
    training mode a BatchNorm net's loss depends on the batch statistics only, so its `train_loss`
    is differentiated with the running statistics it also returns as the aux output ({} for a net
    without step state)."""
    import jax
    if stateful:
        return jax.jit(jax.value_and_grad(
            lambda p, s, x, targets, mask: ref.train_loss(p, s, x, targets, mask, cfg), has_aux=True))
    return jax.jit(jax.value_and_grad(lambda p, s, x, targets, mask: (ref.loss_fn(p, x, targets, mask, cfg), {}),
                                      has_aux=True))


def _probe_mask(mask: np.ndarray, site: int) -> np.ndarray:
    """All ones except example 0's mask at `site`, which drops."""
    out = np.ones_like(mask)
    out[0, site] = 0.0
    return out


def _no_probe() -> Check:
    return Check("semantic", "drop-site probe", True, detail="not applicable: the variant has no drop mask")


def _probe_check(got: dict, want: dict, low: dict, model: Net, minimum: float) -> Check:
    return _judge("drop-site probe", got, want, low, f"example 0 dropped at site {', '.join(map(str, probe_sites(model)))} "
                  f"of {model.drop_sites} in turn", minimum)


# ---------------------------------------------------------------------------------------------

def verify_text(text: str, source: str, lowerer=None, max_work: float = MAX_WORK) -> Verdict:
    """Every layer that applies to `text` — the semantic one when a `lowerer` to run the text is
    given (`semantic_checks`); later layers are skipped only when an earlier one leaves nothing to
    compare (no parse, no claimed variant). A text to run whose work (`estimate_work`) is above
    `max_work` is refused (CommandError) before anything compiles."""
    verdict = Verdict(source)
    try:
        module = parse_module(text)
        verdict.checks.append(Check("claims", "parse", True, detail="hlocert's parser"))
    except ParseError as e:
        verdict.checks.append(Check("claims", "parse", False, detail=f"{source}:{e.line}:{e.col}: {e.msg}"))
        return verdict
    if lowerer is not None and (work := estimate_work(module)) > max_work:
        raise CommandError(f"{source}: one run of this text is ~{work:.1e} multiply-adds and elements (its shapes), "
                           f"over --semantic's limit of {max_work:.0e}, and the checks run it ~10 times: raise "
                           f"the limit with --max-work {10 ** math.ceil(math.log10(work)):.0e} to check it anyway")
    try:
        verify_with_mlir(text)
        verdict.checks.append(Check("claims", "mlir verify", True, detail="jaxlib's MLIR parser and verifiers"))
    except MLIRVerifyError as e:
        verdict.checks.append(Check("claims", "mlir verify", False, detail=str(e).splitlines()[0]))
    try:
        v = banner_variant(text)
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
