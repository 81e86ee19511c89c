"""Rematerialisation (`+remat`): a residual block that keeps only its input and recomputes its
branch in the backward.

`RematResidual` is `Residual` with another memory policy, nothing else: its forward emits the
same ops (the branch, then the add) and saves only the block input x and the branch's new step
state; its backward re-emits the branch's forward from x, with the same parameters and the same
aux inputs (the same drop-mask column), and feeds what that recompute saved to the branch's own
backward. Every float64 operation is the one the forward performed, in the same order, so the
`+remat` step equals the plain step bit for bit (certify/remat.py checks it, and that every
recomputed op reads what its forward twin read).

BatchNorm in a recompute (`recomputed`): the same batch statistics from the same x, and no
running-statistic update — the running statistics are updated once, by the forward, and the
block's `new_state` returns those values, kept from the forward.

Two ties order the lowerer's schedule without changing a bit (`tied`: x + (−0 · |s|) is x for
every x when s is finite). The recompute reads its block input tied to the first element of each
example's cotangent, after an optimization barrier over both: so no lowerer can run it before the
block's backward is reached, nor merge it back into the forward's values (XLA-CPU drops the
barrier before it schedules, BENCHMARKS.md "Peak RSS at 224²"; the tie it keeps, for a float
product by zero is not folded). And the block's dx is tied to Σ|g| over the block's gradients,
so the gradient reduces run before the next block's recompute instead of holding every
recomputed activation until the optimizer (XLA-CPU's scheduler deferred them: without this tie
the `+remat` step's temporaries were higher than the plain step's). The coupling pass reads
−0 · |s| as the same for every example (certify/coupling.py).

The recompute is marked by comments (`KEEP`/`KEPT` around the branch's forward, `TIE`,
`RECOMPUTE`, `BACKWARD` and `GRADS_TIE` before the tie, the recompute, the branch's backward and
the gradients' tie) so the structural check can find them; ops of the recompute that
the backward does not read (the branch's output, its drop-path multiply) are pruned, so the text
holds no dead values.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..ir import FuncBuilder, Value
from ..ir.core import Comment, Op
from .base import Residual, Stage, prefixed, within, aux_within
from .batchnorm import BatchNorm, BatchNormEval

KEEP = "remat: the block keeping its input "
KEPT = "remat: kept "
TIE = "remat: tie the recompute to the cotangent, the block from "
RECOMPUTE = "remat: recompute the block from "
GRADS_TIE = "remat: tie the block's dx to its gradients, the block from "
BACKWARD = "remat: the block's backward, from "
POLICY_TEXT = ("remat: each residual block keeps only its input; its branch is recomputed from it in the "
               "backward (the same ops, parameters and drop-mask column; BatchNorm from the same batch "
               "statistics, the running statistics updated once, by the forward); two ties that change no "
               "bit, x + (-0 * |s|), order the schedule: the recompute after the block's cotangent, the "
               "block's dx after its gradients")


def mark(what: str, x: Value) -> str:
    """The comment that marks a section of the block whose input is `x` (a block's name need not
    be unique in a net: its input value's is)."""
    return f"{what}%{x.name}"


def recomputed(stage: Stage) -> Stage:
    """`stage` as its recompute runs it: every training-mode BatchNorm flagged `recompute` (no
    running-statistic update), everything else as it was."""
    if isinstance(stage, BatchNorm) and not isinstance(stage, BatchNormEval):
        return replace(stage, recompute=True)
    return stage.map_children(recomputed)


@dataclass
class RematResidual(Residual):
    """y = x + branch(x), keeping x only: the backward recomputes the branch from x."""

    def recompute_stage(self) -> Stage:
        """The branch as the backward recomputes it (a mutant overrides it)."""
        return recomputed(self.branch)

    def recompute_aux(self, aux: dict, kept_state: dict) -> dict:
        """The aux inputs the recompute reads: the forward's (a mutant overrides it)."""
        return aux

    def forward(self, b, x, params, aux):
        b.comment(mark(KEEP, x))
        y, saved = self.branch.forward(b, x, within(params, self.name), aux_within(aux, self.name))
        b.comment(mark(KEPT, x))
        return b.add(y, x), (x, self.branch.new_state(saved))

    def new_state(self, saved):
        return prefixed(self.name, saved[1])

    def backward(self, b, dy, saved, params, aux):
        x, kept_state = saved
        params, aux = within(params, self.name), aux_within(aux, self.name)
        b.comment(mark(TIE, x))
        x_again, dy = b.optimization_barrier(x, dy)
        zero = self.tie_zero()
        per_example = _first_of_each_example(b, dy)
        x_again = tied(b, x_again, zero, per_example)
        params = _tied_params(b, params, zero, per_example)
        b.comment(mark(RECOMPUTE, x))
        start = len(b.body)
        _, again = self.recompute_stage().forward(b, x_again, params, self.recompute_aux(aux, kept_state))
        end = len(b.body)
        b.comment(mark(BACKWARD, x))
        dx_branch, grads = self.branch.backward(b, dy, again, params, aux)
        _prune_unread(b, start, end)
        b.comment(mark(GRADS_TIE, x))
        dx_branch = tied(b, dx_branch, self.tie_zero(), _total(b, grads))
        return b.add(dx_branch, dy), prefixed(self.name, grads)

    def tie_zero(self) -> float:
        """The zero a tie adds: −0, the one that is the identity on every float (a mutant overrides it)."""
        return -0.0


def _first_of_each_example(b: FuncBuilder, v: Value) -> Value:
    """v[:, 0:1, …, 0:1]: each example's first element (the batch axis whole, so the tie of
    example b reads example b's cotangent only: no coupling)."""
    shape = v.type.shape
    return b.slice(v, [0] * len(shape), [shape[0]] + [1] * (len(shape) - 1))


def _tied_params(b: FuncBuilder, params: dict, zero: float, per_example: Value) -> dict:
    """The block's parameters as its recompute and backward read them: each tied to the first
    example's cotangent element (so XLA cannot share with the forward what it computes from the
    parameters alone, e.g. a depthwise kernel's taps broadcast to the activation's shape, and
    hold it from the forward to the backward). The scalar read is itself a tie's −0, so it
    couples nothing."""
    if not params:
        return params
    z = b.mul(b.abs(per_example), b.scalar(zero, per_example))
    s = b.reshape(b.slice(z, [0] * len(z.type.shape), [1] * len(z.type.shape)), [])
    return {k: tied(b, p, zero, s) for k, p in params.items()}


def _total(b: FuncBuilder, grads: dict) -> Value:
    """Σ over the gradients of Σ|g|: a scalar that exists only once every gradient does (the abs
    keeps XLA from folding the sum of sums into one reduce of the activations the gradient reads)."""
    total = None
    for g in grads.values():
        s = b.reduce(b.abs(g), list(range(len(g.type.shape))), "add")
        total = s if total is None else b.add(total, s)
    return total


def tied(b: FuncBuilder, x: Value, zero: float, s: Value) -> Value:
    """x made to depend on s without changing a bit: x + (−0 · |s|), broadcast.

    −0 · |s| is −0 for every finite s, and x + (−0) is x for every x, +0 and −0 included (IEEE
    round-to-nearest), so what reads the tie reads x's very bits; a non-finite s makes it NaN,
    where the plain step's gradient is non-finite too. XLA keeps it (it folds no float product by
    zero, for NaN's sake), so its scheduler must order x's readers after s exists: the recompute
    after the block's cotangent (not early in the forward, merged or not), and the block's dx
    after all its gradients (so no gradient reduce is deferred past the next block's recompute,
    holding that block's activations)."""
    if s is None:
        return x
    z = b.mul(b.abs(s), b.scalar(zero, s))
    return b.add(x, b.broadcast_in_dim(z, x.type.shape, list(range(len(s.type.shape))) if s.type.shape else []))


def _prune_unread(b: FuncBuilder, start: int, end: int) -> None:
    """Drop the ops of b.body[start:end] whose results nothing reads (the recompute's branch
    output), with a comment right before a dropped op (a batch-statistic mark names the op after it)."""
    read = {v for item in b.body[end:] if isinstance(item, Op) for v in item.operands}
    keep = [True] * (end - start)
    for i in reversed(range(start, end)):
        item = b.body[i]
        if isinstance(item, Op):
            if {item.result, *item.more_results} & read:
                read.update(item.operands)
            else:
                keep[i - start] = False
    for i in range(start, end - 1):
        if isinstance(b.body[i], Comment) and not keep[i + 1 - start]:
            keep[i - start] = False
    b.body[start:end] = [item for item, k in zip(b.body[start:end], keep) if k]


def rematerialise(stage: Stage) -> Stage:
    """`stage` (a net's training chain) with every `Residual` block a `RematResidual`."""
    if type(stage) is Residual:
        return RematResidual(stage.branch, stage.name)
    return stage.map_children(rematerialise)
