"""LayerNorm over the last axis (NHWC's channels, or a [B, C] head): forward, VJP, certificate
configs, mutants.

Forward, with C the size of the last axis and the biased variance:
    μ = Σ x / C,  xc = x − μ,  var = Σ xc² / C,  rstd = rsqrt(var + eps),  x̂ = xc · rstd,
    y = x̂ · g + b.
Backward, with every mean over the last axis:
    dx̂ = dy · g,   dx = rstd · (dx̂ − mean(dx̂) − x̂ · mean(dx̂ · x̂)),
    dg = Σ_{leading axes} dy · x̂,   db = Σ_{leading axes} dy.

The forward saves x̂ and rstd (broadcast) rather than x: the backward then needs no second pass
over the statistics, and nothing is kept that the forward did not already compute (x̂ replaces x
as the live tensor, rstd is one value per row). The means divide by C instead of multiplying by
1/C so that the symbolic certificate sees the exact 1/C for every C.

`LayerNormOnePass` (rule `layer_norm_onepass`, a net's one-pass LayerNorm lowering) is the same
function with fewer passes over the activations, each a multi-operand reduce (one read of its
inputs):
- forward: the statistics of d = x − k, shifted by the row's first entry k = x[..., 0] (the
  shifted-data form: |mean(d)| is of the order of the spread, so Σd²/C − mean(d)² does not cancel
  the way Σx²/C − μ² does when |μ| ≫ σ), as ONE reduce of (d, d²):
      m = Σd/C,  var = Σd²/C − m²,  rstd = rsqrt(var + eps),  x̂ = (d − m) · rstd;
  μ = k + m is the same mean, so the function (and its derivative) is LayerNorm's.
- backward: mean(dx̂) and mean(dx̂ · x̂) as ONE reduce over the last axis, and dg, db as ONE
  reduce of (dy · x̂, dy) over the leading axes.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Example, Mutant, Stage


def mean_last(b, v):
    """Mean of `v` over its last axis, broadcast back to `v`'s shape."""
    return means_last(b, [v])[0]


def means_last(b, vs):
    """The means of the values `vs` (one type) over their last axis, each broadcast back to that
    shape: one reduce of len(vs) operands."""
    t = vs[0].type
    totals = b.reduce(vs if len(vs) > 1 else vs[0], (t.rank - 1,))
    totals = totals if len(vs) > 1 else [totals]
    return [b.broadcast_in_dim(b.div(total, b.scalar(t.shape[-1], total)), t.shape, tuple(range(t.rank - 1)))
            for total in totals]


@dataclass
class LayerNorm(Stage):
    name: str = ""
    eps: float = 1e-6

    def param_shapes(self, x_shape):
        return {self.pname("g"): (x_shape[-1],), self.pname("b"): (x_shape[-1],)}

    def _channel(self, b, p, like):
        """A [C] parameter broadcast along the last axis of `like`."""
        return b.broadcast_in_dim(p, like.type.shape, (like.type.rank - 1,))

    def forward(self, b, x, params, aux):
        xc = b.sub(x, mean_last(b, x))
        var = mean_last(b, b.mul(xc, xc))
        rstd = b.rsqrt(b.add(var, b.scalar(self.eps, var)))
        xhat = b.mul(xc, rstd)
        g = self._channel(b, params[self.pname("g")], x)
        y = b.add(b.mul(xhat, g), self._channel(b, params[self.pname("b")], x))
        return y, (x, xhat, rstd, g)

    def backward(self, b, dy, saved, params, aux):
        x, xhat, rstd, g = saved
        lead = tuple(range(dy.type.rank - 1))
        dxhat = b.mul(dy, g)
        centred = b.sub(dxhat, mean_last(b, dxhat))
        dx = b.mul(rstd, b.sub(centred, b.mul(xhat, mean_last(b, b.mul(dxhat, xhat)))))
        grads = {self.pname("g"): b.reduce(b.mul(dy, xhat), lead),
                 self.pname("b"): b.reduce(dy, lead)}
        return dx, grads

    def reference(self):
        from ..reference import ops as R
        g, bname, eps = self.pname("g"), self.pname("b"), self.eps
        return lambda x, p, aux: R.layer_norm(x, p[g], p[bname], eps)


@dataclass
class LayerNormOnePass(LayerNorm):
    """LayerNorm whose statistics, input gradient means and parameter gradients are each one
    multi-operand reduce (module docstring)."""

    def _shift(self, b, x):
        """x[..., 0] broadcast along the last axis: the row's first entry."""
        r, shape = x.type.rank, x.type.shape
        first = b.slice(x, [0] * r, [*shape[:-1], 1])
        return b.broadcast_in_dim(b.reshape(first, list(shape[:-1])), shape, tuple(range(r - 1)))

    def forward(self, b, x, params, aux):
        d = b.sub(x, self._shift(b, x))
        m, m2 = self._moments(b, x, d)
        rstd = b.rsqrt(b.add(b.sub(m2, b.mul(m, m)), b.scalar(self.eps, m)))
        xhat = b.mul(b.sub(d, m), rstd)
        g = self._channel(b, params[self.pname("g")], x)
        y = b.add(b.mul(xhat, g), self._channel(b, params[self.pname("b")], x))
        return y, (x, xhat, rstd, g)

    def _moments(self, b, x, d):
        """(mean(d), mean(d²)) over the last axis, broadcast: one reduce."""
        return means_last(b, [d, b.mul(d, d)])

    def backward(self, b, dy, saved, params, aux):
        _, xhat, rstd, g = saved
        dxhat = b.mul(dy, g)
        mean_dxhat, mean_dxhat_xhat = self._input_grad_means(b, dxhat, xhat)
        dx = b.mul(rstd, b.sub(b.sub(dxhat, mean_dxhat), b.mul(xhat, mean_dxhat_xhat)))
        dg, db = b.reduce([b.mul(dy, xhat), dy], tuple(range(dy.type.rank - 1)))
        return dx, {self.pname("g"): dg, self.pname("b"): db}

    def _input_grad_means(self, b, dxhat, xhat):
        """(mean(dx̂), mean(dx̂ · x̂)) over the last axis, broadcast: one reduce."""
        return means_last(b, [dxhat, b.mul(dxhat, xhat)])


def _examples(cls):
    """Certificate configurations of a LayerNorm form `cls` (both forms share them)."""
    return {
        "symbolic": [Example(cls(name="norm"), (1, 2, 3), "B1 2x3"), Example(cls(name="norm"), (2, 3), "B2 C3")],
        "autodiff": [Example(cls(name="norm"), (4, 7, 7, 32), "NHWC 7x7x32"),
                     Example(cls(name="head.norm"), (8, 64), "head C64")],
        "batch": lambda B: Example(cls(name="norm"), (B, 3, 3, 4), "3x3x4"),
    }


def rules():
    return {"layer_norm": _examples(LayerNorm), "layer_norm_onepass": _examples(LayerNormOnePass)}


class LayerNormWithoutMeanTerm(LayerNorm):
    """Mutant: dx = rstd · (dx̂ − x̂ · mean(dx̂ · x̂)), the mean(dx̂) term dropped."""

    def backward(self, b, dy, saved, params, aux):
        x, xhat, rstd, g = saved
        _, grads = super().backward(b, dy, saved, params, aux)
        dxhat = b.mul(dy, g)
        dx = b.mul(rstd, b.sub(dxhat, b.mul(xhat, mean_last(b, b.mul(dxhat, xhat)))))
        return dx, grads


class LayerNormBackwardWrongAxis(LayerNorm):
    """Mutant: the backward recomputes x̂ and rstd from x with statistics over axis 1, not the last."""

    def backward(self, b, dy, saved, params, aux):
        x, _, _, g = saved
        axis, r = 1, x.type.rank
        keep = tuple(a for a in range(r) if a != axis)

        def mean_axis(v):
            total = b.reduce(v, (axis,))
            return b.broadcast_in_dim(b.div(total, b.scalar(v.type.shape[axis], total)), v.type.shape, keep)
        xc = b.sub(x, mean_axis(x))
        rstd = b.rsqrt(b.add(mean_axis(b.mul(xc, xc)), b.scalar(self.eps, x)))
        xhat = b.mul(xc, rstd)
        return super().backward(b, dy, (x, xhat, rstd, g), params, aux)


class LayerNormGammaGradFromInput(LayerNorm):
    """Mutant: dg = Σ dy · x, from the un-normalised input instead of x̂."""

    def backward(self, b, dy, saved, params, aux):
        x = saved[0]
        dx, grads = super().backward(b, dy, saved, params, aux)
        grads[self.pname("g")] = b.reduce(b.mul(dy, x), tuple(range(dy.type.rank - 1)))
        return dx, grads


class OnePassUnshiftedMean(LayerNormOnePass):
    """Mutant: the statistics' first moment read from x instead of the shifted d = x − x[..., 0]."""

    def _moments(self, b, x, d):
        return means_last(b, [x, b.mul(d, d)])


class OnePassMeansSwapped(LayerNormOnePass):
    """Mutant: the backward's one reduce returns its two means in the other order."""

    def _input_grad_means(self, b, dxhat, xhat):
        return means_last(b, [dxhat, b.mul(dxhat, xhat)])[::-1]


def mutants():
    return [
        Mutant("layer_norm_onepass/unshifted-mean", OnePassUnshiftedMean(name="norm"), (2, 2, 3)),
        Mutant("layer_norm_onepass/means-swapped", OnePassMeansSwapped(name="norm"), (2, 2, 3)),
        Mutant("layer_norm/no-mean-term", LayerNormWithoutMeanTerm(name="norm"), (2, 2, 3)),
        Mutant("layer_norm/backward-wrong-axis", LayerNormBackwardWrongAxis(name="norm"), (2, 3, 2, 4)),
        Mutant("layer_norm/gamma-grad-from-x", LayerNormGammaGradFromInput(name="norm"), (2, 2, 3)),
    ]
