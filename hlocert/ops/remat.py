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

The recompute starts from an optimization barrier over the block input and the incoming cotangent
(the identity, so den reads the same values). Without it XLA-CPU's CSE merges the recompute back
into the forward's values and the compiled step is the plain one (same products, same
temporaries); with it the recompute survives (tests/render/test_remat.py). Taking dy in ties the
recompute after the block's backward is reached in StableHLO's contract, but XLA-CPU drops the
barrier before it schedules (none is left in its optimised HLO), and at the sizes measured so far
its temporaries are not lower (bench/remat_memory.py).

The recompute is marked by comments (`KEEP`/`KEPT` around the branch's forward, `RECOMPUTE`/
`BACKWARD` around its recompute) so the structural check can find both; ops of the recompute that
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
RECOMPUTE = "remat: recompute the block from "
BACKWARD = "remat: the block's backward, from "
POLICY_TEXT = ("remat: each residual block keeps only its input; its branch is recomputed from it in the "
               "backward (the same ops, parameters and drop-mask column; BatchNorm from the same batch "
               "statistics, the running statistics updated once, by the forward)")


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
        b.comment(mark(RECOMPUTE, x))
        start = len(b.body)
        x_again, dy = b.optimization_barrier(x, dy)
        _, again = self.recompute_stage().forward(b, x_again, params, self.recompute_aux(aux, kept_state))
        end = len(b.body)
        b.comment(mark(BACKWARD, x))
        dx_branch, grads = self.branch.backward(b, dy, again, params, aux)
        _prune_unread(b, start, end)
        return b.add(dx_branch, dy), prefixed(self.name, grads)


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
