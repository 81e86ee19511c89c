"""The `+remat` certificate: the step that recomputes is the step that keeps, and the renders that
must fail it.

A `+remat` render (ops/remat.py) re-emits each residual branch's forward in the backward. Two
checks, both able to fail:
- `remat_tie`: den float64 of the `+remat` train step equals den float64 of the plain step bit
  for bit on every output (θ', optimizer state, loss, metrics, running statistics), on inputs with
  keep masks that drop and running statistics away from their init; and so does the gradient
  function (grad_func). It holds only if the recompute performs the same operations on the same
  values in the same order.
- `recompute_structure`: what a tie at one input might miss, checked on the text. Every op of a
  block's recompute (between its `RECOMPUTE` and `BACKWARD` comments) is, in order, an op of that
  block's forward (between `KEEP` and `KEPT`) with the same name, attributes and operands — an
  operand read from outside the recompute (the block input, a parameter, the drop mask, a
  running statistic) being that very value, one made inside it the recomputed twin of the
  forward's. Values are compared by hash-consing, so a recompute reading another mask column, or
  normalising by the running statistics, has no twin. The forward ops the recompute leaves out
  must be read by none it keeps: they are the running-statistic updates (done once, by the
  forward) and the branch output the backward does not need.

The gate `remat` (certify/net_mutants.py `gates`) runs both on every net's gate model; the
mutants below (in the mutation suite through `net_mutants`) are recomputes with one realistic bug.
"""
from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import Callable

import numpy as np

from .. import nets
from .. import render as render_mod
from ..ir import den
from ..ir.core import Comment, Func, Op
from ..ir.types import DenseElements
from ..nets.base import Net
from ..ops.base import Stage
from ..ops.batchnorm import BatchNorm, BatchNormEval
from ..ops.drop_path import DropPath
from ..ops.remat import BACKWARD, GRADS_TIE, KEEP, KEPT, RECOMPUTE, TIE, RematResidual, recomputed
from ..render.signature import signature
from ..render.variants import Variant
from . import erasure
from .coupling import minus_zero_product

GATE = "remat"
BARRIER = "stablehlo.optimization_barrier"


def _variants(model: Net) -> tuple[Variant, Variant]:
    plain = Variant(model, 2, 1, drop=model.drop_sites > 0)
    return plain, replace(plain, remat=True)


def remat_tie(model: Net, args: list) -> tuple[bool, float, str]:
    """The train step's tie, then the gradient function's, on `args` (the 1-replica B=2 step's)."""
    plain, remat = _variants(model)
    sig = signature(plain)
    details = []
    for what, func in (("step", render_mod.train_step_func), ("gradient function", render_mod.grad_func)):
        s = sig if what == "step" else signature(plain, grad=True)
        inputs = sig.unpack(args, side="inputs")
        packed = s.pack({k: inputs[k] for k in s.names("inputs")})
        want = den.run(func(plain, "f64"), packed, "f64")
        got = den.run(func(remat, "f64"), packed, "f64")
        names = [n for g in s.outputs for n in g.arg_names]
        differ = [(n, float(np.max(np.abs(a - b)))) for n, a, b in zip(names, got, want)
                  if a.shape != b.shape or a.tobytes() != b.tobytes()]
        if differ:
            worst = max(differ, key=lambda d: d[1])
            return False, worst[1], (f"{what}: {len(differ)} of {len(names)} outputs differ from the plain "
                                     f"{what}'s, worst {worst[0]}")
        details.append(f"{what}: all {len(names)} outputs bit-equal")
    return True, 0.0, "; ".join(details) + " to the plain render's (den float64)"


def _sections(func: Func) -> dict[str, dict[str, list[Op]]]:
    """block (its input's name) -> {"forward": its branch's forward ops, "tie": the ops tying its
    recompute to the cotangent, "recompute": its recompute's ops, "backward": its branch's backward,
    "grads tie": from the mark tying its dx to its gradients to the next mark or section heading}."""
    out: dict = {}
    current = None
    for item in func.body:
        if isinstance(item, Comment):
            marks = ((KEEP, "forward"), (TIE, "tie"), (RECOMPUTE, "recompute"), (BACKWARD, "backward"),
                     (GRADS_TIE, "grads tie"))
            for mark, role in marks:
                if item.text.startswith(mark):
                    current = out.setdefault(item.text[len(mark):], {}).setdefault(role, [])
            if item.text.startswith((KEPT, "── ")):
                current = None
        elif current is not None:
            current.append(item)
    return out


def _attr_key(a) -> object:
    """An attribute as a comparable key: a constant by its bytes (numpy's repr elides large arrays)."""
    if isinstance(a, DenseElements):
        arr = np.asarray(a.array)
        return a.dtype, arr.dtype.str, arr.shape, arr.tobytes()
    return repr(a)


def _twin_ids(ops: list[Op], ids: dict, table: dict) -> list[tuple[Op, int]]:
    """Each op with its hash-consed id (name, attributes, combiner, operand ids); an operand made
    outside `ops` is itself. `ids` maps values to ids, `table` keys to ids (both shared between calls)."""
    out = []
    for op in ops:
        operands = tuple(ids.get(v, ("value", id(v))) for v in op.operands)
        key = (op.name, tuple((k, _attr_key(a)) for k, a in sorted(op.attrs.items())), op.combiner, operands)
        k = table.setdefault(key, len(table))
        for j, r in enumerate(op.results):
            ids[r] = (k, j)
        out.append((op, k))
    return out


def _ties_in(ops: list[Op]) -> list[tuple[object, Op]]:
    """(x, the op) of every `x + broadcast(c · |s|)` in `ops` whose constant c is −0 in every
    element — the identity on x for any finite s, whatever computed s."""
    made = {r: op for op in ops for r in op.results}
    out = []
    for op in ops:
        bc = made.get(op.operands[1]) if op.name == "stablehlo.add" else None
        if bc is not None and bc.name == "stablehlo.broadcast_in_dim" and bc.operands[0] in made \
                and minus_zero_product(made[bc.operands[0]], made):
            out.append((op.operands[0], op))
    return out


def _ties(name: str, s: dict, ids: dict) -> str | None:
    """What is wrong with a block's ties, or None: the recompute must read its block input
    through a barrier and a −0 tie, its parameters through −0 ties (each tie's id becomes its
    operand's), and the block's dx must pass a −0 tie of its own."""
    tie = s["tie"]
    barrier = tie[0] if tie else None
    if barrier is None or barrier.name != BARRIER or f"%{barrier.operands[0].name}" != name:
        return f"block {name}: its recompute does not start from a barrier over the block input"
    found = _ties_in(tie)
    if not any(v is barrier.results[0] for v, _ in found):
        return f"block {name}: its recompute reads no −0 tie of the block input"
    for v, op in found:
        src = barrier.operands[0] if v is barrier.results[0] else v
        ids[op.result] = ids.get(src, ("value", id(src)))
    if not _ties_in(s["grads tie"]):
        return f"block {name}: its dx passes no −0 tie to its gradients"
    return None


def _block_structure(name: str, s: dict, ids: dict, table: dict) -> tuple[str | None, int, int]:
    """(what is wrong or None, recomputed ops, forward ops left out) for one block's sections."""
    if set(s) != {"forward", "tie", "recompute", "backward", "grads tie"}:
        return (f"block {name}: sections {sorted(s)}, not a forward, a tie, a recompute, a backward and "
                f"a gradients' tie"), 0, 0
    wrong = _ties(name, s, ids)
    if wrong:
        return wrong, 0, 0
    fwd, again = _twin_ids(s["forward"], ids, table), _twin_ids(s["recompute"], ids, table)
    matched, j = [], 0
    for _, k in fwd:
        hit = j < len(again) and again[j][1] == k
        matched.append(hit)
        j += hit
    if j < len(again):
        op = again[j][0]
        return f"block {name}: recomputed %{op.result.name} ({op.name}) is no op of the forward on the same inputs", 0, 0
    left_out = {r for (op, _), hit in zip(fwd, matched) if not hit for r in op.results}
    leaks = [op for (op, _), hit in zip(fwd, matched) if hit and set(op.operands) & left_out]
    if leaks:
        return f"block {name}: recomputed %{leaks[0].result.name} reads a forward value the recompute leaves out", 0, 0
    made = {r for op, _ in fwd for r in op.results}
    reads = [op for op in s["backward"] + s["grads tie"] if set(op.operands) & made]
    if reads:
        return f"block {name}: its backward's %{reads[0].result.name} reads a value the forward kept", 0, 0
    return None, j, len(fwd) - j


def recompute_structure(func: Func) -> tuple[bool, float, str]:
    """(ok, nan, what) for the rule above, over every rematerialised block of `func`."""
    sections = _sections(func)
    if not sections:          # a net without residual blocks: its +remat render is the plain one
        return True, 0.0, "no residual block: nothing recomputed"
    ids, table = {}, {}
    recomputed_ops = dropped = 0
    for name, s in sections.items():
        wrong, n, left = _block_structure(name, s, ids, table)
        if wrong:
            return False, float("nan"), wrong
        recomputed_ops, dropped = recomputed_ops + n, dropped + left
    return True, 0.0, (f"{len(sections)} blocks: {recomputed_ops} recomputed ops, each its forward twin on the "
                       f"same inputs; {dropped} forward ops left out (running updates, branch outputs); no "
                       f"backward reads a value its block's forward made")


def remat_gate(model: Net, args: list) -> tuple[bool, float, str]:
    """The structural check on the `+remat` step, then the ties on `args`."""
    ok, err, detail = recompute_structure(render_mod.train_step_func(_variants(model)[1]))
    if not ok:
        return ok, err, f"structure: {detail}"
    ok, err, tie = remat_tie(model, args)
    return ok, err, f"{tie}; {detail}"


# ---------------------------------------------------------------------------------------------
# Mutants: recomputes with one realistic bug, as RematResidual patches.

class BatchNormRecomputedFromRunning(BatchNorm):
    """A recomputed BatchNorm normalising by the running statistics (its eval form), not the batch's."""

    def forward(self, b, x, params, aux):
        y, saved = BatchNormEval.forward(self, b, x, params, aux)
        return y, (*saved, None)


def _swap(stage: Stage, fn: Callable[[Stage], Stage | None]) -> Stage:
    """`stage` with every leaf `fn` maps to a stage replaced by it."""
    swapped = fn(stage)
    return swapped if swapped is not None else stage.map_children(lambda s: _swap(s, fn))


def other_mask_column(self: RematResidual) -> Stage:
    """the recompute reads the next block's drop-mask column"""
    return _swap(recomputed(self.branch), lambda s: replace(s, index=(s.index + 1) % s.n_blocks)
                 if isinstance(s, DropPath) else None)


def _bn_from_running(stage: Stage) -> Stage | None:
    if isinstance(stage, BatchNorm) and not isinstance(stage, BatchNormEval):
        return BatchNormRecomputedFromRunning(name=stage.name, eps=stage.eps, momentum=stage.momentum)
    return None


def running_statistics(self: RematResidual) -> Stage:
    """a recomputed BatchNorm normalises by the running statistics, not the batch's"""
    return _swap(self.branch, _bn_from_running)


def post_update_aux(self: RematResidual, aux: dict, kept_state: dict) -> dict:
    """the recompute reads the running statistics after the forward's update"""
    return {**aux, **kept_state}


def plus_zero(self: RematResidual) -> float:
    """the ties add +0, which turns a −0 of the block input into +0"""
    return 0.0


def _patched(doc: str, **methods):
    """A context in which every RematResidual recomputes with `methods` (only the remat gate reads it)."""
    @contextlib.contextmanager
    def patch():
        original = {k: getattr(RematResidual, k) for k in methods}
        for k, fn in methods.items():
            setattr(RematResidual, k, fn)
        try:
            yield
        finally:
            for k, fn in original.items():
                setattr(RematResidual, k, fn)
    patch.__doc__ = doc
    patch.reads = (GATE,)          # the plain gates never render +remat
    return patch


# mutant name -> the patch. Its carrier is the net listing it in its `CARRIES` (a net whose blocks
# drop, each a mask column of its own, for the mask mutant; one with training-mode BatchNorms in its
# residual branches for the statistics mutants).
MUTANTS = {
    "remat-other-mask-column": _patched(other_mask_column.__doc__, recompute_stage=other_mask_column),
    "remat-bn-running-statistics": _patched(running_statistics.__doc__, recompute_stage=running_statistics),
    "remat-bn-post-update-statistics": _patched(post_update_aux.__doc__, recompute_stage=running_statistics,
                                                recompute_aux=post_update_aux),
    "remat-tie-plus-zero": _patched(plus_zero.__doc__, tie_zero=plus_zero),
}


def mutants() -> dict[str, tuple[Net, Callable]]:
    """net_mutants' entries: "{net}/{name}" -> (the carrier's gate model, the patch)."""
    every = nets.all_nets()
    return {f"{m.NAME}/{name}": (m, patch) for name, patch in MUTANTS.items()
            for m in [erasure.carrier(name, every, "remat").gate_model()]}
