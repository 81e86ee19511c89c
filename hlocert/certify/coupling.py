"""Coupling certificate: a static proof over the IR that no op mixes the examples of a batch,
except the parameter-gradient sums, the loss mean and the one declared carve-out, batch
statistics (DESIGN.md invariant 5).

Abstract interpretation, one abstract value per SSA value:
  unbatched      the same for every example (parameters, constants, iota, a scalar cotangent);
  batched(a)     axis a runs over the examples, and slice b of it depends on example b only;
  batched(a, m)  axis a runs over the examples merged with the m entries after each (a reshape of
                 [..., N, m, ...] to [..., N·m, ...]): entries b·m … b·m + m − 1 depend on example b only;
  mixed          a sum (or max) over the examples: one value for the whole batch;
  statistic      a declared batch statistic (below): one value per channel for the whole batch.
Arguments: x, the batched aux inputs and dy (when the output has a batch axis) are batched(0);
the parameters and the other aux inputs unbatched.

The carve-out. A `// coupling carve-out: batch statistic` comment line (`BATCH_STATISTIC`,
emitted by `ops.batchnorm.mark_batch_statistic`, by BatchNorm in training mode only) declares that the op right
after it is a batch statistic. The pass checks the declaration: that op must be a `stablehlo.reduce`
with the add combiner of a batched(0) value over every axis but the last (N, H, W of NHWC, leaving
one value per channel), or — per aug split, timm's SplitBatchNorm2d (ops/split_batchnorm.py) — of a
batched(1) aug-split view [S, N, …] (below) over every axis but the split and the last (one value per
split and channel: the examples share statistics only within their split); anything else after the
marker is a violation, and a stage that does not
declare `batch_coupled` may not use the marker at all. Its result is `statistic`, and a statistic
may meet a batched value (x − mean, the batch-mean terms of BatchNorm's VJP). An unmarked
reduction over the batch is `mixed` as before, and a mixed value still may never meet a batched
one, so the carve-out covers exactly the marked reductions (their count is in the report).

The aug-split carve-out. Under --aug-splits S a batch holds S views of each of N images, row
s·N + n the s-th view of image n; the JSD loss (ops/jsd.py) couples the views of one image, and
split BatchNorm (ops/split_batchnorm.py) takes its statistics per split on the same view.
There the examples are the images: a value batched(0) over the R = S·N rows is batched over the
images too (row r depends on row r only, a part of its image). A `// coupling carve-out: aug
splits` comment line (`AUG_SPLITS`, emitted by `ops.jsd.mark_aug_splits`) declares the op after it
a change of view: a `stablehlo.reshape` of a batched(0) [S·N, …] value to [S, N, …], giving
batched(1) (the image axis; the split axis is the image's own), or back from a batched(1)
[S, N, …] value to [S·N, …], giving batched(0). Anything else after the marker is a violation, and
only a stage that declares `batch_coupled` may use it (the count is in the report). Unmarked, such
a reshape still merges the batch axis.

Transfer rules (anything else is a violation, reported with the op's line):
  elementwise, select, compare, convert: batched operands only at one same axis; a mixed value
      may never meet a batched one (that is coupling, e.g. batch norm's x − mean over the batch);
      a statistic may (giving batched), with unbatched values it stays a statistic;
  reduce: over the batch axis → mixed, else the axis is renumbered;
  transpose, broadcast_in_dim: the axis follows the permutation / the dimension map (a
      broadcast may not stretch the batch axis);
  reshape: the batch axis must stay its own axis, with the same number of elements before it,
      or merge with (or split from) the axes after it: batched(a, m) becomes batched(j, m') where the
      dims from j on hold what the dims from a held and the example's stride stays a whole multiple
      of the dims after j (anything else: "reshape merges the batch axis");
  slice, pad, reverse: leave the batch axis whole; concatenate: not along the batch axis;
  dot_general: batch axis contracted on both sides → mixed; a batching dimension on both sides →
      batched at its output position; a free axis on one side with the other side unbatched →
      batched at its output position;
  convolution: lhs 'b' batched with an unbatched kernel → batched at the output 'b' (no batch
      groups); lhs 'f' and rhs 'i' both batched (the kernel gradient) → mixed (no feature groups);
      lhs 'f' and rhs 'o' both batched(·, m) with feature groups that each lie inside one example's
      block (as many input as output features a group, a whole number of groups per block: a
      depthwise convolution over the batch's N·C planes, ops/depthwise_nc.py) → batched(out 'f', m);
  a batch axis merged with others (m > 1) meets elementwise ops only in the same layout, and no
      dot_general;
  reduce_window: the batch axis keeps window 1, stride 1, no padding;
  dot_general, convolution: a statistic counts as mixed (it may not meet the batch there);
  all_reduce of a batched value → violation (replicas are summed only as gradients);
  optimization_barrier: each result as its operand (the identity);
  multiply of an abs by a constant that is −0 in every element: unbatched, whatever the abs read
      (−0 · |v| is −0 for every finite v: the same for every example) — the `+remat` ties
      (ops/remat.py), which add it to a value to order the lowerer's schedule.
Outputs: dx must be batched(0); gradients mixed, statistic or unbatched; the forward's y
batched(0), except an output without a batch axis (the loss), which may be mixed; the forward's
updated step state (running statistics) never batched.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass

import numpy as np

from ..ir.core import Comment, Func, Op
from ..ops.batchnorm import BATCH_STATISTIC
from ..ops.jsd import AUG_SPLITS
from .funcs import forward_func, signature, vjp_func
from .result import Result, certificate


@dataclass(frozen=True)
class A:
    """Abstract value: kind 'u' (unbatched), 'b' (batched at `axis`, in blocks of `inner` entries
    per example), 'm' (mixed) or 's' (statistic)."""
    kind: str
    axis: int = -1
    inner: int = 1

    def __str__(self):
        merged = f", blocks of {self.inner}" if self.inner > 1 else ""
        return {"u": "unbatched", "m": "mixed", "s": "statistic"}.get(self.kind, f"batched({self.axis}{merged})")


U, M, S = A("u"), A("m"), A("s")


def B(axis: int, inner: int = 1) -> A:
    return A("b", axis, inner)


class Violation(Exception):
    pass


def op_line(op: Op) -> str:
    """The op as a compact line: `%r = name(%a, %b) {attrs} : type`."""
    operands = ", ".join(f"%{v.name}" for v in op.operands)
    attrs = ", ".join(f"{k} = {v}" for k, v in sorted(op.attrs.items()))
    res = f"%{op.result.name} = " if op.result is not None else ""
    typ = f" : {op.result.type}" if op.result is not None else ""
    return f"{res}{op.name}({operands}){' {' + attrs + '}' if attrs else ''}{typ}"


def _combine(states, what="operands") -> A:
    batched = {(s.axis, s.inner) for s in states if s.kind == "b"}
    mixed = any(s.kind == "m" for s in states)
    if batched and mixed:
        raise Violation("a batch-summed (mixed) value meets a batched one: examples are coupled")
    if len(batched) > 1:
        raise Violation(f"{what} are batched along different axes or layouts "
                        f"{sorted(str(B(a, m)) for a, m in batched)}")
    if batched:
        return B(*batched.pop())
    if mixed:
        return M
    return S if any(s.kind == "s" for s in states) else U


def _unbatched(op, ins):
    return U


def _elementwise(op, ins):
    return _combine(ins)


def _reduce(op, ins):
    """Each operand reduced on its own: one state per result (a tuple when there are several)."""
    n, dims = len(ins) // 2, op.attrs["dimensions"].values
    if any(init.kind != "u" for init in ins[n:]):
        raise Violation("the reduce's init value depends on the batch")
    outs = tuple(x if x.kind != "b" else M if x.axis in dims
                 else B(x.axis - sum(1 for d in dims if d < x.axis), x.inner) for x in ins[:n])
    return outs[0] if n == 1 else outs


def _identity(op, ins):
    """An optimization_barrier: each result is its operand."""
    return ins[0] if len(ins) == 1 else tuple(ins)


def _transpose(op, ins):
    x = ins[0]
    return x if x.kind != "b" else B(list(op.attrs["permutation"].values).index(x.axis), x.inner)


def _broadcast_in_dim(op, ins):
    x = ins[0]
    if x.kind != "b":
        return x
    out_axis = op.attrs["broadcast_dimensions"].values[x.axis]
    if op.operands[0].type.shape[x.axis] != op.result.type.shape[out_axis]:
        raise Violation("broadcast_in_dim stretches the batch axis")
    return B(out_axis, x.inner)


def _reshape(op, ins):
    x = ins[0]
    return x if x.kind != "b" else B(*_reshape_axis(op.operands[0].type.shape, op.result.type.shape, x.axis, x.inner))


def _slice(op, ins):
    x = ins[0]
    if x.kind != "b":
        return x
    a, n = x.axis, op.operands[0].type.shape[x.axis]
    lo, hi, st = (op.attrs[k].values[a] for k in ("start_indices", "limit_indices", "strides"))
    if (lo, hi, st) != (0, n, 1):
        raise Violation(f"slice cuts the batch axis ({lo}:{hi}:{st} of {n})")
    return x


def _pad(op, ins):
    x = ins[0]
    if ins[1].kind != "u":
        raise Violation("the pad value depends on the batch")
    if x.kind != "b":
        return x
    pads = tuple(op.attrs[k].values[x.axis] for k in ("edge_padding_low", "edge_padding_high", "interior_padding"))
    if pads != (0, 0, 0):
        raise Violation(f"pad changes the batch axis (low, high, interior = {pads})")
    return x


def _reverse(op, ins):
    x = ins[0]
    if x.kind == "b" and x.axis in op.attrs["dimensions"].values:
        raise Violation("reverse flips the batch axis")
    return x


def _concatenate(op, ins):
    s = _combine(ins)
    if s.kind == "b" and op.attrs["dimension"].value == s.axis:
        raise Violation("concatenate joins along the batch axis")
    return s


def _reduce_window(op, ins):
    x = ins[0]
    if ins[1].kind != "u":
        raise Violation("the reduce_window's init value depends on the batch")
    if x.kind == "b":
        a = x.axis
        window = (op.attrs["window_dimensions"].values[a], op.attrs["window_strides"].values[a],
                  op.attrs["padding"].rows[a])
        if window != (1, 1, (0, 0)):
            raise Violation(f"reduce_window spans the batch axis (window, stride, padding = {window})")
    return x


def _all_reduce(op, ins):
    if ins[0].kind == "b":
        raise Violation("all_reduce of a batched value sums examples across replicas")
    return ins[0]


def _reshape_axis(src, dst, a, inner=1) -> tuple[int, int]:
    """(j, m'): where a batch axis `a` of `src` in blocks of `inner` lands in `dst`. Row-major, the
    example of flat index f is (f // stride) % N with stride = inner · Π src[a+1:] and N·stride =
    Π src[a:]; in dst it is q_j // m' for dst axis j's index q_j exactly when Π dst[j:] = Π src[a:]
    (the same elements before it) and Π dst[j+1:] divides the stride (m' = stride / Π dst[j+1:])."""
    total, stride = math.prod(src[a:]), inner * math.prod(src[a + 1:])
    for j in range(len(dst)):
        after = math.prod(dst[j + 1:])
        if math.prod(dst[j:]) == total and stride % after == 0 and dst[j] == (src[a] // inner) * (stride // after):
            return j, stride // after
    raise Violation(f"reshape merges the batch axis ({'x'.join(map(str, src))} -> {'x'.join(map(str, dst))}, "
                    f"batch axis {a})")


def _dot(op: Op, l: A, r: A) -> A:
    dd = op.attrs["dot_dimension_numbers"]
    lt, rt = op.operands[0].type, op.operands[1].type
    nb = len(dd.lhs_batch)
    l_free = [a for a in range(lt.rank) if a not in dd.lhs_batch + dd.lhs_contract]
    r_free = [a for a in range(rt.rank) if a not in dd.rhs_batch + dd.rhs_contract]
    if l.kind == "m" or r.kind == "m":
        if l.kind == "b" or r.kind == "b":
            raise Violation("dot_general of a batch-summed (mixed) value with a batched one")
        return M
    if l.inner > 1 or r.inner > 1:
        raise Violation("dot_general of a batch axis merged with others")
    if l.kind == "u" and r.kind == "u":
        return U
    if l.kind == "b" and r.kind == "b":
        if l.axis in dd.lhs_contract and r.axis in dd.rhs_contract \
                and dd.lhs_contract.index(l.axis) == dd.rhs_contract.index(r.axis):
            return M
        if l.axis in dd.lhs_batch and r.axis in dd.rhs_batch \
                and dd.lhs_batch.index(l.axis) == dd.rhs_batch.index(r.axis):
            return B(dd.lhs_batch.index(l.axis))
        raise Violation(f"dot_general pairs the batch axis of one side (lhs {l.axis}) with another axis "
                        f"of the other (rhs {r.axis})")
    if l.kind == "b":
        if l.axis in l_free:
            return B(nb + l_free.index(l.axis))
        raise Violation(f"dot_general {'contracts' if l.axis in dd.lhs_contract else 'batches'} the lhs batch "
                        f"axis {l.axis} against an unbatched rhs")
    if r.axis in r_free:
        return B(nb + len(l_free) + r_free.index(r.axis))
    raise Violation(f"dot_general {'contracts' if r.axis in dd.rhs_contract else 'batches'} the rhs batch "
                    f"axis {r.axis} against an unbatched lhs")


def _conv(op: Op, l: A, r: A) -> A:
    dn = op.attrs["dimension_numbers"]
    fgc, bgc = op.attrs["feature_group_count"].value, op.attrs["batch_group_count"].value
    if l.kind == "m" or r.kind == "m":
        if l.kind == "b" or r.kind == "b":
            raise Violation("convolution of a batch-summed (mixed) value with a batched one")
        return M
    if l.kind == "u" and r.kind == "u":
        return U
    if l.kind == "b" and r.kind == "u":
        if dn.lhs[l.axis] == "b":
            if bgc != 1:
                raise Violation(f"convolution with batch_group_count {bgc} splits the batch axis")
            return B(dn.index("out", "b"), l.inner)     # output row i reads input row i only: the same blocks
        raise Violation(f"convolution reads the batch along lhs '{dn.lhs[l.axis]}' against an unbatched kernel")
    if (l.kind == "b" and l.inner > 1) or (r.kind == "b" and r.inner > 1):
        return _conv_merged(op, l, r, fgc, bgc)
    if l.kind == "b" and r.kind == "b":
        if dn.lhs[l.axis] == "f" and dn.rhs[r.axis] == "i":
            if fgc != 1:
                raise Violation(f"convolution contracts the batch with feature_group_count {fgc} (sums part of it)")
            return M
        raise Violation(f"convolution meets the batch at lhs '{dn.lhs[l.axis]}' and rhs '{dn.rhs[r.axis]}'")
    raise Violation(f"convolution with a batched kernel (rhs '{dn.rhs[r.axis]}') and an unbatched input")


def _conv_merged(op: Op, l: A, r: A, fgc: int, bgc: int) -> A:
    """A convolution over a batch axis merged with its channels: the input's features and the
    kernel's output features both batched in blocks of m, and feature groups that each stay inside
    one block (Ig = Og input and output features a group, m a multiple of them) → the output's
    features, blocks of m: output feature o reads input group o // Og's features and kernel column
    o, all in block o // m."""
    dn = op.attrs["dimension_numbers"]
    if not (l.kind == "b" and r.kind == "b" and dn.lhs[l.axis] == "f" and dn.rhs[r.axis] == "o"
            and l.inner == r.inner and bgc == 1):
        raise Violation(f"convolution meets a batch axis merged with others ({l} lhs, {r} rhs): only lhs 'f' and "
                        f"rhs 'o' in the same blocks, without batch groups, keep the examples apart")
    ig = op.operands[0].type.shape[l.axis] // fgc
    og = op.operands[1].type.shape[r.axis] // fgc
    if ig != og or l.inner % ig:
        raise Violation(f"convolution's feature groups ({fgc}: {ig} input, {og} output features each) straddle the "
                        f"examples' blocks of {l.inner}")
    return B(dn.index("out", "f"), l.inner)


ELEMENTWISE = ("add", "subtract", "multiply", "divide", "maximum", "minimum", "power", "negate", "exponential",
               "log", "log_plus_one", "tanh", "sqrt", "rsqrt", "abs", "compare", "select", "convert")
# One rule per op of the IR (a test holds its keys equal to `opdefs.OPS`'s): an op added to the
# IR without a coupling rule here is refused by the certificate, never passed silently.
TRANSFER = {
    **{f"stablehlo.{n}": _elementwise for n in ELEMENTWISE},
    "chlo.erf": _elementwise,
    "stablehlo.constant": _unbatched,
    "stablehlo.iota": _unbatched,
    "stablehlo.reduce": _reduce,
    "stablehlo.transpose": _transpose,
    "stablehlo.broadcast_in_dim": _broadcast_in_dim,
    "stablehlo.reshape": _reshape,
    "stablehlo.slice": _slice,
    "stablehlo.pad": _pad,
    "stablehlo.reverse": _reverse,
    "stablehlo.concatenate": _concatenate,
    "stablehlo.reduce_window": _reduce_window,
    "stablehlo.dot_general": lambda op, ins: _dot(op, *map(_stat_as_mixed, ins)),
    "stablehlo.convolution": lambda op, ins: _conv(op, *map(_stat_as_mixed, ins)),
    "stablehlo.all_reduce": _all_reduce,
    "stablehlo.optimization_barrier": _identity,
}


def _stat_as_mixed(s: A) -> A:
    return M if s.kind == "s" else s


def _batch_statistic(op: Op, ins: list[A]) -> A:
    """The declared carve-out: an add-reduce of a batched(0) value over every axis but the last,
    or (per aug split) of a batched(1) [S, N, …] view over every axis but the split and the last."""
    x = ins[0] if op.operands else U
    rank = op.operands[0].type.rank if op.operands else 0
    over = {B(0): tuple(range(rank - 1)), B(1): tuple(range(1, rank - 1))}.get(x)
    if op.name != "stablehlo.reduce" or op.combiner != "stablehlo.add" or over is None or ins[1] != U \
            or tuple(op.attrs["dimensions"].values) != over:
        raise Violation(f"the batch-statistic marker stands before an op that is not an add-reduce of a "
                        f"batched(0) value over every axis but the last, nor of a batched(1) aug-split view "
                        f"over every axis but the split and the last (operand {x})")
    return S


def _aug_split_view(op: Op, ins: list[A]) -> A:
    """The declared carve-out: a reshape between rows [S·N, …] (batched(0)) and (split, image)
    [S, N, …] (batched(1)), either way."""
    src = op.operands[0].type.shape if op.operands else ()
    dst = op.result.type.shape if op.result is not None else ()
    x = ins[0] if ins else U
    if op.name == "stablehlo.reshape":
        if x == B(0) and len(dst) == len(src) + 1 and dst[0] * dst[1] == src[0] and dst[2:] == src[1:]:
            return B(1)
        if x == B(1) and len(src) == len(dst) + 1 and src[0] * src[1] == dst[0] and src[2:] == dst[1:]:
            return B(0)
    raise Violation(f"the aug-split marker stands before an op that is not a reshape between batched(0) rows "
                    f"[S·N, …] and batched(1) [S, N, …] (operand {x})")


def transfer(op: Op, ins: list[A]) -> A:
    rule = TRANSFER.get(op.name)
    if rule is None:
        raise Violation(f"no coupling rule for {op.name}")
    return rule(op, ins)


# ---------------------------------------------------------------------------------------------

@dataclass
class Analysis:
    results: dict            # result index -> A
    error: str | None        # the first violation
    statistics: int = 0      # carve-outs used: ops declared batch statistics
    views: int = 0           # carve-outs used: reshapes declared aug-split views


def analyze(func: Func, arg_states: dict[str, A]) -> tuple[dict, str | None]:
    """Abstract values of func's results ({index: A}) and the first violation (or None)."""
    a = analysis(func, arg_states)
    return a.results, a.error


def analysis(func: Func, arg_states: dict[str, A]) -> Analysis:
    """Abstract values of func's results, the first violation (or None), the carve-outs used."""
    env = {v: arg_states.get(v.name, U) for v in func.args}
    made: dict = {}
    carve_outs = {BATCH_STATISTIC: _batch_statistic, AUG_SPLITS: _aug_split_view}
    marked, used = None, {BATCH_STATISTIC: 0, AUG_SPLITS: 0}
    for item in func.body:
        if isinstance(item, Comment):
            if marked:
                return Analysis({}, f"the {marked!r} marker is not followed by an op", *used.values())
            marked = item.text if item.text in carve_outs else None
            continue
        if item.name == "func.return":
            break
        try:
            ins = [env[v] for v in item.operands]
            out = carve_outs[marked](item, ins) if marked else U if minus_zero_product(item, made) \
                else transfer(item, ins)
            made.update((r, item) for r in item.results)
            env.update(zip(item.results, (out,) if len(item.results) == 1 else out))
        except Violation as e:
            return Analysis({}, f"{e}: {op_line(item)}", *used.values())
        if marked:
            used[marked] += 1
        marked = None
    if marked:
        return Analysis({}, f"the {marked!r} marker is not followed by an op", *used.values())
    return Analysis({i: env[v] for i, v in enumerate(func.results)}, None, *used.values())


def minus_zero_product(op: Op, made: dict) -> bool:
    """op is `multiply(abs(v), c)` with c a constant −0 in every element (`made`: value -> the op
    that made it)."""
    if op.name != "stablehlo.multiply":
        return False
    a, c = (made.get(v) for v in op.operands)
    if a is None or c is None or a.name != "stablehlo.abs" or c.name != "stablehlo.constant":
        return False
    zero = np.asarray(c.attrs["value"].array, dtype=np.float64)
    return bool(np.all(zero == 0) and np.all(np.signbit(zero)))


def check(stage, x_shape, dtype: str = "f32") -> tuple[bool, str]:
    """(no coupling?, detail) for the stage's forward and VJP at x_shape."""
    sig = signature(stage, x_shape)
    states = {"x": B(0), **{n: B(0) for n in sig.batched_aux}}
    fwd = forward_func(stage, x_shape, dtype, sig)
    a = analysis(fwd, states)
    res, err, statistics, views = a.results, a.error, a.statistics, a.views
    if err:
        return False, f"forward: {err}"
    if (statistics or views) and not stage.batch_coupled:
        return False, f"forward: {_undeclared(statistics, views)}"
    y = res[0]
    for n, s in zip(sig.state, list(res.values())[1:]):
        if s.kind == "b":
            return False, f"forward: the new step state {n} is {s}: per-example values in a state slot"
    if sig.out_batched and y != B(0):
        return False, f"forward: y is {y}, not batched(0)"
    if not sig.out_batched and y.kind == "b":
        return False, f"forward: the batch-free output y is {y}"
    vjp = vjp_func(stage, x_shape, dtype, sig)
    if sig.out_batched:
        states["dy"] = B(0)
    a = analysis(vjp, states)
    res, err, statistics, views = a.results, a.error, statistics + a.statistics, views + a.views
    if err:
        return False, f"vjp: {err}"
    if (statistics or views) and not stage.batch_coupled:
        return False, f"vjp: {_undeclared(statistics, views)}"
    if res[0] != B(0):
        return False, f"vjp: dx is {res[0]}, not batched(0)"
    for (n, _), s in zip(sig.params.items(), list(res.values())[1:]):
        if s.kind == "b":
            return False, f"vjp: the gradient of {n} is {s}: per-example values in a parameter's slot"
    kinds = ", ".join(f"d{n} {s}" for (n, _), s in zip(sig.params.items(), list(res.values())[1:]))
    carve = (f"; batch-statistic carve-out: {statistics} reduction(s)" if statistics else "") + \
        (f"; aug-split carve-out: {views} reshape(s)" if views else "")
    return True, f"y {y}, dx batched(0){', ' + kinds if kinds else ''}{carve}"


def _undeclared(statistics: int, views: int) -> str:
    what = f"{statistics} op(s) declared batch statistics" if statistics else f"{views} op(s) declared aug-split views"
    return (f"{what}, but the stage does not declare batch_coupled: the carve-outs are BatchNorm's (training mode) "
            f"and the JSD loss's only")


@certificate("coupling")
def coupling(example, rule: str = "") -> Result:
    t0 = time.perf_counter()
    sig = signature(example.stage, example.x_shape)
    ok, detail = check(example.stage, tuple(example.x_shape))
    verdict = "no op couples examples" + (" beyond the declared batch statistics" if "batch-statistic" in detail
                                          else "") + (" beyond the declared aug-split views" if "aug-split" in detail
                                                      else "")
    return Result(rule, example.label, "coupling", sig.describe(), ok, 0.0, time.perf_counter() - t0,
                  (verdict + ": " if ok else "coupling: ") + detail, "static")
