"""The `+bf16` certificate by erasure, its placement check, and the bf16 renders that must fail them.

A `+bf16` render (render/bf16.py) is the f32 render plus converts (and an optimization barrier, the
identity, where a bf16 product's result is transposed): read with every convert to bf16 as the
identity (den's "erased" mode), it must BE the f32 render. Two checks, both able to fail:
- `erasure_tie`: den "erased" of the `+bf16` train step equals den "f64" of the f32 train step
  bit for bit on every output (θ', optimizer state, loss, metrics, running statistics), on inputs
  with keep masks that drop; and so does the `+bf16` eval forward (BatchNorm reading the running
  statistics) the f32 one. It holds only if the bf16 render computes the same function in the
  same order: a product fed the wrong value, a missing or extra op, a reordered sum fails it.
- `placement`: what erasure cannot see, where the rounding sits. Every bf16 value is a convert of
  an f32 value and is read only by dot_general / convolution ops whose result (accumulation) is
  f32; no argument or result is bf16. So no bf16 value reaches a statistic reduction, softmax,
  the loss, the gradient all_reduce or the optimizer. It runs on the 2-replica step, which holds
  the all_reduce, and on the eval forward. It also counts the products: one left in f32 outside the optimizer fails,
  unless it is a grouped (depthwise) convolution, which the policy keeps f32 (render/bf16.py).

The gate `erasure+bf16` (certify/net_mutants.py `gates`) runs both on every net's gate model; the
mutants below (`MUTANTS`, in the mutation suite through `net_mutants`) are rewrites of the bf16 IR
with one misplaced rounding each; every one must die.
"""
from __future__ import annotations

import contextlib
from typing import Callable

import numpy as np

from .. import nets
from .. import render as render_mod
from ..ir import den
from ..ir.core import Comment, Func, Op, Value
from ..ir.types import TensorType
from ..nets.base import Net
from ..render.bf16 import grouped
from ..render.signature import signature
from ..render.variants import Variant

PRODUCTS = ("stablehlo.dot_general", "stablehlo.convolution")
GATE = "erasure+bf16"
OPTIMIZER_HEADING = "── optimizer ──"


def _variants(model: Net, replicas: int) -> tuple[Variant, Variant]:
    f32 = Variant(model, 2, replicas, drop=model.drop_sites > 0)
    return f32, Variant(model, 2, replicas, drop=f32.drop, bf16=True)


def _mixed_step(v: Variant) -> Func:
    """The `+bf16` train step the checks read (the mutants rewrite it)."""
    return render_mod.train_step_func(v)


def erasure_tie(model: Net, args: list) -> tuple[bool, float, str]:
    """The train step's tie, then the eval forward's (for a net with BatchNorm another chain), on
    `args`: the 1-replica B=2 train step's arguments (keep masks that drop)."""
    f32, bf16 = _variants(model, 1)
    inputs = signature(f32).unpack(args, side="inputs")
    ok, err, detail = _tie("step", f32, render_mod.train_step_func(f32), _mixed_step(bf16), inputs)
    if not ok:
        return ok, err, detail
    fwd32, fwd16 = f32.forward_twin(), bf16.forward_twin()
    if "state" in inputs:           # the eval forward's share (under +splitbn the main BatchNorms')
        inputs["params"], inputs["state"] = model.eval_share(inputs["params"], inputs["state"])
    # Running statistics away from their init grow a deep eval forward's activations until a SiLU's
    # exp(−x) overflows to inf (its value then 0): in both readings alike.
    with np.errstate(over="ignore"):
        ok, err, fwd = _tie("eval forward", fwd32, render_mod.forward_func(fwd32), render_mod.forward_func(fwd16),
                            inputs)
    return ok, err, f"{detail}; {fwd}"


def _tie(what: str, f32: Variant, want_func: Func, got_func: Func, inputs: dict) -> tuple[bool, float, str]:
    sig = signature(f32)
    args = sig.pack({k: inputs[k] for k in sig.names("inputs")})
    want = den.run(want_func, args, "f64")
    got = den.run(got_func, args, "erased")
    names = [n for g in sig.outputs for n in g.arg_names]
    differ = [(n, float(np.max(np.abs(a - b)))) for n, a, b in zip(names, got, want)
              if a.shape != b.shape or a.tobytes() != b.tobytes()]
    if differ:
        worst = max(differ, key=lambda d: d[1])
        return False, worst[1], f"{what}: {len(differ)} of {len(names)} outputs differ from the f32 {what}'s, " \
                                f"worst {worst[0]}"
    return True, 0.0, f"{what}: all {len(names)} outputs bit-equal to the f32 {what}'s (den float64, bf16 erased)"


def placement(func: Func) -> tuple[bool, float, str]:
    """(ok, nan, what) for the rule above: bf16 only between a convert and an f32-accumulating product."""
    readers: dict = {}
    for op in func.ops:
        for v in op.operands:
            readers.setdefault(v, []).append(op)
    if any(a.type.dtype == "bf16" for a in func.args) or any(r.type.dtype == "bf16" for r in func.results):
        return False, float("nan"), "a bf16 argument or result: parameters, state and outputs stay f32"
    converts = products = 0
    for op in func.ops[:-1]:
        t = op.result.type
        operand_types = [v.type.dtype for v in op.operands]
        if op.name in PRODUCTS and "bf16" in operand_types:
            if t.dtype != "f32":
                return False, float("nan"), f"%{op.result.name}: {op.name} of bf16 operands accumulates in {t.dtype}"
            products += 1
        if t.dtype != "bf16":
            continue
        if op.name != "stablehlo.convert" or operand_types != ["f32"]:
            return False, float("nan"), f"%{op.result.name}: bf16 made by {op.name}, not a convert of an f32 value"
        converts += 1
        for reader in readers.get(op.result, []):
            if reader.name not in PRODUCTS:
                return False, float("nan"), (f"%{op.result.name} (bf16) is read by {reader.name} "
                                             f"%{reader.result.name if reader.result else 'return'}, not by a product")
    left = _f32_products_outside_optimizer(func)
    if left:
        return False, float("nan"), f"{len(left)} products still f32 outside the optimizer, first %{left[0]}"
    return True, 0.0, f"{converts} converts to bf16, each read only by products; {products} products accumulate in f32"


def _f32_products_outside_optimizer(func: Func) -> list[str]:
    out = []
    for item in func.body:
        if isinstance(item, Comment) and item.text == OPTIMIZER_HEADING:
            break
        if isinstance(item, Op) and item.name in PRODUCTS and item.operands[0].type.dtype == "f32" \
                and not _grouped(item):
            out.append(item.result.name)
    return out


def _grouped(op: Op) -> bool:
    return op.name == "stablehlo.convolution" and grouped(op.attrs["feature_group_count"].value,
                                                           op.attrs["batch_group_count"].value)


def erasure_gate(model: Net, args: list) -> tuple[bool, float, str]:
    """Placement on the 2-replica `+bf16` step and on its eval forward, then the ties at 1 replica on `args`."""
    step = _variants(model, 2)[1]
    ok, err, detail = placement(_mixed_step(step))
    if ok:
        ok, err, fwd = placement(render_mod.forward_func(step.forward_twin()))
        detail = detail if ok else f"eval forward: {fwd}"
    if not ok:
        return ok, err, f"placement: {detail}"
    ok, err, tie = erasure_tie(model, args)
    return ok, err, f"{tie}; {detail}"


# ---------------------------------------------------------------------------------------------
# Mutants: the bf16 step with one misplaced rounding, as IR rewrites.

def _rebuilt(func: Func, body: list) -> Func:
    return Func(func.name, func.args, func.arg_attrs, body, func.visibility)


def _index(func: Func, pick: Callable[[int, Op], bool], after: str | None = None) -> int:
    """Body position of the first op that `pick`s, after the comment `after` (when given)."""
    started = after is None
    for i, item in enumerate(func.body):
        if isinstance(item, Comment):
            started = started or item.text.startswith(after)
        elif started and item.result is not None and pick(i, item):
            return i
    raise ValueError(f"no op to mutate in @{func.name}")


def _heading(func: Func, text: str) -> int:
    return next(i for i, it in enumerate(func.body) if isinstance(it, Comment) and it.text == text)


def _named(v: Value, role: str) -> str:
    """A new value's name beside %v's, printable (a letter first), so a mutant is also a text."""
    return f"{role}_{v.name}"


def _round_result(func: Func, i: int) -> Func:
    """The result of body[i] rounded to bf16 and back: its readers see the rounded value."""
    op = func.body[i]
    exact = Value(op.result.type, _named(op.result, "exact"))
    low = Value(TensorType(op.result.type.shape, "bf16"), _named(op.result, "bf16"))
    ops = [Op(op.name, op.operands, op.attrs, exact, op.combiner), Op("stablehlo.convert", (exact,), {}, low),
           Op("stablehlo.convert", (low,), {}, op.result)]
    return _rebuilt(func, func.body[:i] + ops + func.body[i + 1:])


def convert_on_statistic(func: Func) -> Func:
    """a norm's first statistic (the forward's first sum: a LayerNorm mean or BatchNorm's Σx) rounded to bf16"""
    return _round_result(func, _index(func, lambda i, op: op.name == "stablehlo.reduce", "── forward"))


def convert_on_loss(func: Func) -> Func:
    """the loss rounded to bf16 (the last value of the loss section)"""
    backward = _heading(func, "── backward ──")
    return _round_result(func, max(i for i in range(backward) if isinstance(func.body[i], Op)))


def bf16_accumulation(func: Func) -> Func:
    """the first bf16 product accumulates (returns) bf16, converted to f32 after it"""
    i = _index(func, lambda i, op: op.name in PRODUCTS and op.operands[0].type.dtype == "bf16")
    op = func.body[i]
    low = Value(TensorType(op.result.type.shape, "bf16"), _named(op.result, "acc"))
    ops = [Op(op.name, op.operands, op.attrs, low), Op("stablehlo.convert", (low,), {}, op.result)]
    return _rebuilt(func, func.body[:i] + ops + func.body[i + 1:])


def bf16_gradient_into_optimizer(func: Func) -> Func:
    """the optimizer reads a bf16 gradient: no f32 value restored before the update"""
    start = _heading(func, OPTIMIZER_HEADING)
    defined_before = {op.result for op in func.body[:start] if isinstance(op, Op) and op.result is not None}
    i = _index(func, lambda i, op: any(v in defined_before and v.type.dtype == "f32" and v.type.rank
                                       for v in op.operands), OPTIMIZER_HEADING)
    grad = next(v for v in func.body[i].operands if v in defined_before and v.type.rank)
    low = Value(TensorType(grad.type.shape, "bf16"), _named(grad, "bf16"))
    back = Value(grad.type, _named(grad, "in_bf16"))
    body = [Op(it.name, tuple(back if v is grad else v for v in it.operands), it.attrs, it.result, it.combiner)
            if isinstance(it, Op) else it for it in func.body[start:]]
    return _rebuilt(func, func.body[:start] + [Op("stablehlo.convert", (grad,), {}, low),
                                               Op("stablehlo.convert", (low,), {}, back)] + body)


def product_reads_other_copy(func: Func) -> Func:
    """a backward product reads the bf16 copy of another activation of the same type"""
    copies = [op.result for op in func.ops[:-1] if op.name == "stablehlo.convert" and op.result.type.dtype == "bf16"]

    def swappable(i, op):
        return op.name in PRODUCTS and any(v in copies and _other(copies, v) for v in op.operands)
    i = _index(func, swappable, "── backward")
    op = func.body[i]
    v = next(v for v in op.operands if v in copies and _other(copies, v))
    operands = tuple(_other(copies, v) if u is v else u for u in op.operands)
    return _rebuilt(func, func.body[:i] + [Op(op.name, operands, op.attrs, op.result)] + func.body[i + 1:])


def _other(copies: list, v: Value):
    return next((u for u in copies if u is not v and u.type == v.type), None)


def _patched(rewrite: Callable[[Func], Func]):
    """A context in which the checks read `rewrite` of the bf16 step."""
    @contextlib.contextmanager
    def patch():
        global _mixed_step
        original = _mixed_step
        _mixed_step = lambda v: rewrite(original(v))     # noqa: E731
        try:
            yield
        finally:
            _mixed_step = original
    patch.__doc__ = rewrite.__doc__
    patch.reads = (GATE,)            # no f32 gate reads the bf16 render: only this gate runs on it
    return patch


def _batchnorm(model: Net) -> bool:
    return bool(model.state_shapes())


def _layernorm(model: Net) -> bool:
    return not model.state_shapes()


# mutant name -> (which gate models can carry it, rewrite). Its carrier is named by the net: the one
# net listing the mutant in its `CARRIES` (never "the first net that fits", which a new net's name
# would change, renaming the mutant).
MUTANTS = {
    "bf16-convert-on-layernorm-statistic": (_layernorm, convert_on_statistic),
    "bf16-convert-on-batchnorm-statistic": (_batchnorm, convert_on_statistic),
    "bf16-convert-on-loss": (_layernorm, convert_on_loss),
    "bf16-accumulation": (_layernorm, bf16_accumulation),
    "bf16-gradient-into-optimizer": (_batchnorm, bf16_gradient_into_optimizer),
    "bf16-product-reads-other-copy": (_layernorm, product_reads_other_copy),
}


def carrier(name: str, every: list[type[Net]], kind: str) -> type[Net]:
    """The one net whose `CARRIES` lists mutant `name`; ValueError for none or several."""
    carriers = [net for net in every if name in net.CARRIES]
    if len(carriers) != 1:
        raise ValueError(f"{kind} mutant {name!r} is carried by {[n.NAME for n in carriers] or 'no net'}: "
                         f"list it in exactly one net's CARRIES")
    return carriers[0]


def mutants() -> dict[str, tuple[Net, Callable]]:
    """net_mutants' entries: "{net}/{name}" -> (the carrier net's gate model, the patch); ValueError
    for a mutant no net or two nets carry, or a carrier whose gate model cannot (net_mutants checks
    that every name a net's CARRIES lists is some module's mutant)."""
    every = nets.all_nets()
    out = {}
    for name, (fits, rewrite) in MUTANTS.items():
        model = carrier(name, every, "erasure").gate_model()
        if not fits(model):
            raise ValueError(f"{model.NAME} carries {name!r}, which its gate model {model.describe()} cannot hold "
                             f"({fits.__name__.strip('_')}): list it in another net's CARRIES")
        out[f"{model.NAME}/{name}"] = (model, _patched(rewrite))
    return out
