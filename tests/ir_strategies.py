"""Hypothesis strategies for random well-typed hlocert modules, built through `FuncBuilder`.

`modules()` draws a module of one or two functions whose ops come from every op in
`opdefs.OPS` (or from a chosen few: `modules(ops=[...])`), with argument attributes,
module attributes, banner lines and body comments. Shapes stay small (dims 1–4); constants mix
splats and non-splat literals of ordinary and special values (±0, ±inf, NaNs with payloads, the
smallest denormals, the largest finite). Every op is valid by construction, so no example is
rejected. `float_bits`, `from_bits` and `rebuild` are reusable on their own.
"""
from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from hlocert.ir.core import Comment, FuncBuilder, Module, aliasing_attr
from hlocert.ir.opdefs import OPS
from hlocert.ir.types import COMPARISON_DIRECTIONS, NUMPY_DTYPE, Array, ConvDims, Dense2D, I32, I64, TensorType

FLOATS = ("f32", "f64", "bf16")
BITS = {"f32": (np.uint32, 32), "f64": (np.uint64, 64), "bf16": (np.uint16, 16)}
# Bit patterns always worth trying: ±0, ±inf, quiet and signalling NaNs (with payloads), the
# smallest denormals, the smallest normal, the largest finite, one.
SPECIAL_BITS = {
    "f32": (0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00001, 0x7F800001, 0x00000001,
            0x80000001, 0x00800000, 0x7F7FFFFF, 0x3F800000),
    "f64": (0x0, 0x8000000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000,
            0x7FF0000000000001, 0x0000000000000001, 0x0010000000000000, 0x7FEFFFFFFFFFFFFF, 0x3FF0000000000000),
    "bf16": (0x0000, 0x8000, 0x7F80, 0xFF80, 0x7FC0, 0x7F81, 0x0001, 0x8001, 0x0080, 0x7F7F, 0x3F80),
}
NAME_PREFIXES = (None, "x", "h.", "w$", "g-", "t_")       # None: the builder's next number
COMMENT_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cc", "Cs", "Zl", "Zp")), max_size=16)
ALL_OPS = tuple(sorted(OPS))
# The short-form (elementwise) ops, by the builder's `binary` / `unary` kind: "add", "negate", ...
SHORT = {n.removeprefix("stablehlo."): d.operands for n, d in OPS.items() if d.form == "short"}
MAX_REUSED_SIZE = 48          # pool values larger than this are not reused as operands


def float_bits(dtype: str) -> st.SearchStrategy[int]:
    """Bit patterns of a float dtype: special values, ordinary floats, and any bits at all."""
    uint, width = BITS[dtype]
    ordinary = st.floats(width=32 if dtype == "bf16" else width, allow_nan=False).map(
        lambda x: int(np.array(x, dtype=NUMPY_DTYPE[dtype]).view(uint)))
    return st.one_of(st.sampled_from(SPECIAL_BITS[dtype]), ordinary, st.integers(0, 2 ** width - 1))


def from_bits(bits, dtype: str) -> np.ndarray:
    return np.array(bits, dtype=BITS[dtype][0]).view(NUMPY_DTYPE[dtype])


def _ints(dtype: str):
    info = np.iinfo(NUMPY_DTYPE[dtype])
    return st.one_of(st.integers(-3, 3), st.integers(int(info.min), int(info.max)))


# Built once: hypothesis validates every new strategy object on its first draw, which is slow.
ELEMENTS = {**{d: float_bits(d) for d in FLOATS}, "i1": st.booleans(), "i32": _ints("i32"), "i64": _ints("i64")}


def array_of(draw, t: TensorType) -> np.ndarray:
    """Values of type t: a splat, or (when small) every element drawn."""
    if t.size > 24 or draw(st.booleans()):
        cells = [draw(ELEMENTS[t.dtype])] * t.size
    else:
        cells = draw(st.lists(ELEMENTS[t.dtype], min_size=t.size, max_size=t.size))
    arr = from_bits(cells, t.dtype) if t.dtype in FLOATS else np.array(cells, dtype=NUMPY_DTYPE[t.dtype])
    return arr.reshape(t.shape)


class _Gen:
    """One function under construction: `draw`, the builder, and the pool of values so far.

    Choices go through `int` (st.integers strategies are cached by hypothesis; sampled_from and
    permutations of fresh lists are not, and validating them dominated the run time)."""

    def __init__(self, draw, b: FuncBuilder, pool):
        self.draw, self.b, self.pool = draw, b, pool

    def int(self, lo: int, hi: int) -> int:
        return self.draw(st.integers(lo, hi))

    def bool(self) -> bool:
        return self.draw(st.booleans())

    def pick(self, seq):
        return seq[self.int(0, len(seq) - 1)]

    def perm(self, seq) -> list:
        seq = list(seq)
        return [seq.pop(self.int(0, len(seq) - 1)) for _ in range(len(seq))]

    def axes(self, rank: int) -> list:
        return [a for a in self.perm(range(rank)) if self.bool()]

    def shape(self, min_rank=0, max_rank=3) -> tuple:
        return tuple(self.int(1, 4) for _ in range(self.int(min_rank, max_rank)))

    def name(self):
        """A hinted name (unique: the body only grows) or None for the builder's next number."""
        prefix = self.pick(NAME_PREFIXES)
        return None if prefix is None else f"{prefix}{len(self.b.body)}"

    def constant(self, t: TensorType):
        return self.b.constant(array_of(self.draw, t), t.dtype, name=self.name())

    def value(self, dtypes=FLOATS, min_rank=0):
        """A small pool value of one of `dtypes`, or a fresh constant."""
        fits = [v for v in self.pool if v.type.dtype in dtypes and v.type.rank >= min_rank
                and v.type.size <= MAX_REUSED_SIZE]
        if fits and self.bool():
            return self.pick(fits)
        return self.constant(TensorType(self.shape(min_rank), self.pick(dtypes)))

    def like(self, t: TensorType):
        """A pool value of exactly type t, or a fresh constant."""
        fits = [v for v in self.pool if v.type == t]
        return self.pick(fits) if fits and self.bool() else self.constant(t)


def _binary(kind):
    dtypes = FLOATS + ("i32",) if kind in ("add", "subtract", "multiply", "maximum", "minimum") else FLOATS

    def gen(g: _Gen):
        a = g.value(dtypes)
        return g.b.binary(kind, a, g.like(a.type), name=g.name())
    return gen


def _unary(kind):
    dtypes = FLOATS + ("i32",) if kind == "negate" else FLOATS
    return lambda g: g.b.unary(kind, g.value(dtypes), name=g.name())


def _constant(g: _Gen):
    return g.constant(TensorType(g.shape(), g.pick(FLOATS + ("i32", "i64", "i1"))))


def _iota(g: _Gen):
    t = TensorType(g.shape(1), g.pick(FLOATS + ("i32", "i64")))
    return g.b.iota(t, g.int(0, t.rank - 1), name=g.name())


def _compare(g: _Gen):
    a = g.value(FLOATS + ("i32",))
    return g.b.compare(a, g.like(a.type), g.pick(COMPARISON_DIRECTIONS), name=g.name())


def _select(g: _Gen):
    """The predicate has the operands' shape or is a scalar."""
    a = g.value(FLOATS + ("i32",))
    x = g.like(TensorType(a.type.shape if g.bool() else (), "f32"))
    pred = g.b.compare(x, g.like(x.type), g.pick(COMPARISON_DIRECTIONS), name=g.name())
    return g.b.select(pred, a, g.like(a.type), name=g.name())


def _convert(g: _Gen):
    return g.b.convert(g.value(), g.pick(FLOATS), name=g.name())


def _reshape(g: _Gen):
    a = g.value(FLOATS + ("i32",))
    rest, shape = a.type.size, []
    for _ in range(g.int(0, 3)):
        shape.append(g.pick([k for k in range(1, rest + 1) if rest % k == 0]))
        rest //= shape[-1]
    if rest > 1 or g.bool():
        shape.append(rest)
    return g.b.reshape(a, g.perm(shape), name=g.name())


def _transpose(g: _Gen):
    a = g.value()
    return g.b.transpose(a, g.perm(range(a.type.rank)), name=g.name())


def _broadcast_in_dim(g: _Gen):
    """Operand axes land on distinct result axes in any order; size-1 axes may expand."""
    a = g.value()
    rank = g.int(a.type.rank, max(a.type.rank, 4))
    dims = g.perm(range(rank))[:a.type.rank]
    shape = [g.int(1, 3) for _ in range(rank)]
    for i, d in enumerate(dims):
        if a.type.shape[i] != 1 or g.bool():
            shape[d] = a.type.shape[i]
    return g.b.broadcast_in_dim(a, shape, dims, name=g.name())


def _slice(g: _Gen):
    a = g.value(FLOATS + ("i32",))
    starts = [g.int(0, n - 1) for n in a.type.shape]
    limits = [g.int(s + 1, n) for s, n in zip(starts, a.type.shape)]
    return g.b.slice(a, starts, limits, [g.int(1, 3) for _ in a.type.shape], name=g.name())


def _pad(g: _Gen):
    """Edge padding from -(all but one element) to 2, interior 0 to 2."""
    a = g.value()
    interior = [g.int(0, 2) for _ in a.type.shape]
    low, high = [], []
    for n, i in zip(a.type.shape, interior):
        dilated = n + (n - 1) * i
        low.append(g.int(-(dilated - 1), 2))
        high.append(g.int(-(dilated + low[-1] - 1), 2))
    return g.b.pad(a, g.like(TensorType((), a.type.dtype)), low, high, interior, name=g.name())


def _concatenate(g: _Gen):
    a = g.value(FLOATS + ("i32",), min_rank=1)
    d = g.int(0, a.type.rank - 1)
    others = []
    for _ in range(g.int(0, 2)):
        shape = list(a.type.shape)
        shape[d] = g.int(1, 3)
        others.append(g.like(a.type.with_shape(shape)))
    return g.b.concatenate([a] + others, d, name=g.name())


def _reverse(g: _Gen):
    a = g.value()
    return g.b.reverse(a, g.axes(a.type.rank), name=g.name())


def _reduce(g: _Gen):
    """One operand, or (a multi-result reduce) 2–3 operands of one type."""
    a = g.value(FLOATS + ("i32",))
    operands = [a] + [g.like(a.type) for _ in range(g.pick((0, 0, 1, 2)))]
    return g.b.reduce(a if len(operands) == 1 else operands, g.axes(a.type.rank), g.pick(("add", "max")),
                      name=g.name())


def _reduce_window(g: _Gen):
    """Windows of 1 up to the padded extent, strides 1–3, padding 0–2 per side, add or max."""
    a = g.value(FLOATS + ("i32",), min_rank=1)
    pads = [(g.int(0, 2), g.int(0, 2)) for _ in a.type.shape]
    window = [g.int(1, min(3, n + lo + hi)) for n, (lo, hi) in zip(a.type.shape, pads)]
    attrs = {"padding": Dense2D(pads), "window_dimensions": Array(window),
             "window_strides": Array([g.int(1, 3) for _ in a.type.shape])}
    return g.b.emit("stablehlo.reduce_window", (a, g.like(TensorType((), a.type.dtype))), attrs, name=g.name(),
                    combiner=g.pick(("stablehlo.add", "stablehlo.maximum")))


def _dot_general(g: _Gen):
    """Batch, contracting and free axes of random sizes, in a random order on each side."""
    n_batch, n_contract = g.int(0, 2), g.int(0, 2)
    shared = {("b", k): g.int(1, 4) for k in range(n_batch)}
    shared.update({("c", k): g.int(1, 4) for k in range(n_contract)})
    dtype = g.pick(FLOATS)
    sides = []
    for side in "lr":
        sizes = {**shared, **{(side, k): g.int(1, 4) for k in range(g.int(0, min(2, 4 - len(shared))))}}
        order = g.perm(sizes)
        sides.append((order, g.like(TensorType(tuple(sizes[x] for x in order), dtype))))
    (lo, lhs), (ro, rhs) = sides

    def axes(order, kind, n):
        return [order.index((kind, k)) for k in range(n)]
    return g.b.dot_general(lhs, rhs, contract=(axes(lo, "c", n_contract), axes(ro, "c", n_contract)),
                           batch=(axes(lo, "b", n_batch), axes(ro, "b", n_batch)), name=g.name())


def _convolution(g: _Gen):
    """A 2-D convolution in random layouts with strides, padding, both dilations and groups."""
    dims = ConvDims() if g.bool() else ConvDims(
        tuple(g.perm(["b", 0, 1, "f"])), tuple(g.perm([0, 1, "i", "o"])), tuple(g.perm(["b", 0, 1, "f"])))
    fgc, bgc = g.pick([(1, 1), (2, 1), (3, 1), (1, 2)])
    kin = g.int(1, 2)
    lhs_sizes = {"b": bgc * g.int(1, 2), "f": kin * fgc}
    rhs_sizes = {"i": kin, "o": fgc * bgc * g.int(1, 2)}
    strides, padding, ldil, rdil = [], [], [], []
    for s in (0, 1):
        k, n = g.int(1, 3), g.int(1, 4)
        rdil.append(g.int(1, 2))
        ldil.append(g.int(1, 2))
        strides.append(g.int(1, 2))
        lo, hi = g.int(0, 2), g.int(0, 2)
        short = (k - 1) * rdil[s] + 1 - ((n - 1) * ldil[s] + 1 + lo + hi)
        padding.append((lo, hi + max(short, 0)))                      # the window fits at least once
        lhs_sizes[s], rhs_sizes[s] = n, k
    dtype = g.pick(FLOATS)
    lhs = g.like(TensorType(tuple(lhs_sizes[x] for x in dims.lhs), dtype))
    rhs = g.like(TensorType(tuple(rhs_sizes[x] for x in dims.rhs), dtype))
    return g.b.convolution(lhs, rhs, strides=strides, padding=padding, lhs_dilation=ldil, rhs_dilation=rdil,
                           feature_group_count=fgc, batch_group_count=bgc, dims=dims, name=g.name())


def _optimization_barrier(g: _Gen):
    """1–3 values of any types."""
    values = [g.value(FLOATS + ("i32",)) for _ in range(g.int(1, 3))]
    return g.b.optimization_barrier(*values, name=g.name())


GENERATORS = {
    **{f"stablehlo.{k}": _binary(k) if n == 2 else _unary(k) for k, n in SHORT.items()},
    "chlo.erf": lambda g: g.b.erf(g.value(), name=g.name()),
    "stablehlo.constant": _constant,
    "stablehlo.iota": _iota,
    "stablehlo.compare": _compare,
    "stablehlo.select": _select,
    "stablehlo.convert": _convert,
    "stablehlo.reshape": _reshape,
    "stablehlo.transpose": _transpose,
    "stablehlo.broadcast_in_dim": _broadcast_in_dim,
    "stablehlo.slice": _slice,
    "stablehlo.pad": _pad,
    "stablehlo.concatenate": _concatenate,
    "stablehlo.reverse": _reverse,
    "stablehlo.reduce": _reduce,
    "stablehlo.reduce_window": _reduce_window,
    "stablehlo.dot_general": _dot_general,
    "stablehlo.convolution": _convolution,
    "stablehlo.all_reduce": lambda g: g.b.all_reduce_sum(g.value(), 1, name=g.name()),
    "stablehlo.optimization_barrier": _optimization_barrier,
}
assert set(GENERATORS) == set(OPS), "every op in opdefs.OPS needs a generator here"


@st.composite
def functions(draw, name: str = "main", ops=ALL_OPS, max_ops: int = 6):
    """A function of 0–3 arguments (some with an aliasing attribute) and 1–max_ops ops from `ops`."""
    b = FuncBuilder(name)
    g = _Gen(draw, b, [])
    for i in range(g.int(0, 3)):
        t = TensorType(g.shape(), g.pick(FLOATS + ("i32",)))
        g.pool.append(b.arg(f"arg{i}", t, aliasing_attr(0) if g.int(0, 2) == 0 else {}))
    for _ in range(g.int(1, max_ops)):
        if g.int(0, 3) == 0:
            b.comment(draw(COMMENT_TEXT))
        out = GENERATORS[g.pick(ops)](g)
        g.pool.extend(out if isinstance(out, tuple) else (out,))
    return b.ret(*(g.pick(g.pool) for _ in range(g.int(1, 3))))


@st.composite
def modules(draw, ops=ALL_OPS, max_ops: int = 6) -> Module:
    """A module of a `main` and sometimes a `helper`, each drawing its ops from `ops`."""
    g = _Gen(draw, None, None)
    funcs = [draw(functions("main", tuple(ops), max_ops))]
    if g.int(0, 3) == 0:
        funcs.append(draw(functions("helper", tuple(ops), max_ops)))
        funcs[-1].visibility = g.pick(("public", "private"))
    attrs = {k: I32(1) for k in ("mhlo.num_partitions", "mhlo.num_replicas") if g.bool()}
    if g.bool():
        attrs["hlocert.seed"] = I64(g.int(-2 ** 63, 2 ** 63 - 1))
    banner = [draw(COMMENT_TEXT) for _ in range(g.int(0, 3))]
    return Module(funcs, name=g.pick(("hlocert", "m", "convnext_t.train_step")), attrs=attrs, banner=banner)


def rebuild(m: Module) -> Module:
    """The same module made again op by op through FuncBuilder (numbered names come back the same)."""
    funcs = []
    for f in m.funcs:
        b = FuncBuilder(f.name)
        values = {a.name: b.arg(a.name, a.type, at) for a, at in zip(f.args, f.arg_attrs)}
        for item in f.body:
            if isinstance(item, Comment):
                b.comment(item.text)
            elif item.name == "func.return":
                func = b.ret(*(values[v.name] for v in item.operands))
            else:
                name = item.result.name.rpartition("#")[0] if item.more_results else item.result.name
                declared = tuple(v.type for v in item.results) if item.more_results else item.result.type
                out = b.emit(item.name, [values[v.name] for v in item.operands], item.attrs,
                             declared, None if name.isdigit() else name, item.combiner)
                values.update(zip((v.name for v in item.results), out if item.more_results else (out,)))
        func.visibility = f.visibility
        funcs.append(func)
    return Module(funcs, name=m.name, attrs=dict(m.attrs), banner=list(m.banner))
