"""`PooledMap`: NHWC stages run on a pooled vector [B, C] read as a 1×1 map [B, 1, 1, C]: the
combinator, certificate configs, mutants.

MobileNetV4's head (timm's `MobileNetV3` with `head_norm`) pools first and then runs its 1×1
`conv_head`, BatchNorm and activation on the [B, C, 1, 1] pooled map; hlocert's pool gives
[B, C], and the classifier and dropout read [B, C] too. The combinator owns only the two
reshapes around its inner stage:
    y  = inner(x reshaped to [B, 1, 1, C]) reshaped to [B, C']
    dx = inner's dx(dy reshaped to [B, 1, 1, C']) reshaped to [B, C]
Like `Residual`, everything else (parameters, aux inputs, running-statistic updates, batch
coupling) is the inner stage's, the parameters and step state scoped by the combinator's name. A BatchNorm inside normalises over N·1·1 = B values per channel.
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Chain, Example, Mutant, Stage, aux_within, prefixed, scoped, state_prefixed, within
from .batchnorm import BatchNorm
from .conv import Conv2D


def _as_map(shape):
    return (shape[0], 1, 1, shape[1])


@dataclass
class PooledMap(Stage):
    """y = inner(x as [B, 1, 1, C]) as [B, C']: NHWC stages on a pooled [B, C] vector."""
    inner: Stage
    name: str = ""

    def _check(self, x_shape):
        if len(x_shape) != 2:
            raise ValueError(f"pooled map {self.name!r} takes pooled features [B, C], got shape {tuple(x_shape)}")
        out = tuple(self.inner.out_shape(_as_map(x_shape)))
        if out[1:3] != (1, 1):
            raise ValueError(f"pooled map {self.name!r}: its inner stage maps {_as_map(x_shape)} to {out}; "
                             "it must keep the 1×1 map")
        return out

    def param_shapes(self, x_shape):
        self._check(x_shape)
        return prefixed(self.name, self.inner.param_shapes(_as_map(x_shape)))

    def aux_shapes(self, x_shape):
        inner = _as_map(x_shape)
        return state_prefixed(self.name, self.inner.aux_shapes(inner), self.inner.state_names(inner))

    def sample_aux(self, rng, x_shape):
        inner = _as_map(x_shape)
        return state_prefixed(self.name, self.inner.sample_aux(rng, inner), self.inner.state_names(inner))

    def out_shape(self, x_shape):
        out = self._check(x_shape)
        return (out[0], out[3])

    @property
    def batch_coupled(self):
        return self.inner.batch_coupled

    def check_batch(self, x_shape):
        self.inner.check_batch(_as_map(x_shape))

    def updates(self, x_shape):
        return tuple(scoped(self.name, n) for n in self.inner.updates(_as_map(x_shape)))

    def state_names(self, x_shape):
        return tuple(scoped(self.name, n) for n in self.inner.state_names(_as_map(x_shape)))

    def new_state(self, saved):
        return prefixed(self.name, self.inner.new_state(saved[1]))

    def forward(self, b, x, params, aux):
        y, saved = self.inner.forward(b, b.reshape(x, list(_as_map(x.type.shape))), within(params, self.name),
                                      aux_within(aux, self.name))
        return b.reshape(y, [y.type.shape[0], y.type.shape[3]]), (x.type.shape, saved)

    def _inner_backward(self, b, dy, saved, params, aux):
        return self.inner.backward(b, b.reshape(dy, list(_as_map(dy.type.shape))), saved, within(params, self.name),
                                   aux_within(aux, self.name))

    def backward(self, b, dy, saved, params, aux):
        x_shape, inner_saved = saved
        dx, grads = self._inner_backward(b, dy, inner_saved, params, aux)
        return b.reshape(dx, list(x_shape)), prefixed(self.name, grads)

    def reference(self):
        fn, name = self.inner.reference(), self.name
        return lambda x, p, aux: fn(x[:, None, None, :], within(p, name), aux_within(aux, name))[:, 0, 0, :]

    def state_reference(self):
        fn, name = self.inner.state_reference(), self.name
        return lambda x, p, aux: prefixed(name, fn(x[:, None, None, :], within(p, name), aux_within(aux, name)))


def pooled_head(features: int, name: str = "", cls=PooledMap) -> PooledMap:
    """A 1×1 conv (no bias) and a BatchNorm on the pooled vector, timm's `conv_head` → `norm_head`."""
    return cls(Chain([Conv2D(features, 1, bias=False, name="conv_head"), BatchNorm(name="norm_head")]), name=name)


def rules():
    return {"pooled_map": {
        "symbolic": [Example(pooled_head(2), (2, 2), "B2 2 -> conv 1x1 -> BN 2")],
        "autodiff": [Example(pooled_head(48, "head"), (4, 32), "B4 32 -> conv 1x1 -> BN 48, scoped"),
                     Example(PooledMap(Conv2D(10, 1, name="fc")), (3, 16), "B3 16 -> conv 1x1 + bias 10")],
        # BatchNorm needs two values per channel, so B = 1 has no BN head; the coupled BN is
        # certified by batch_norm's own rule, the reshapes here row by row.
        "batch": lambda B: Example(PooledMap(Conv2D(3, 1, name="fc")), (B, 4), "4 -> conv 1x1 + bias 3"),
    }}


class PooledMapInnerBackwardSkipped(PooledMap):
    """Mutant: dx is dy reshaped back, the inner stage's input cotangent unused (its gradients kept)."""

    def backward(self, b, dy, saved, params, aux):
        x_shape, inner_saved = saved
        _, grads = self._inner_backward(b, dy, inner_saved, params, aux)
        return b.reshape(dy, list(x_shape)), prefixed(self.name, grads)


def mutants():
    return [Mutant("pooled_map/inner-backward-skipped",
                   PooledMapInnerBackwardSkipped(Chain([BatchNorm(name="norm_head")])), (2, 2))]
