"""Squeeze-excite: the `Gate` combinator, the SE stage built on it, certificate configs, mutants.

`Gate(excite)` is y = x · excite(x), where `excite` maps NHWC x [B, H, W, C] to one gate per
(example, channel) [B, C], broadcast over H, W. The gate reads x itself, so x reaches y along two
paths and the backward adds both:
    dgate = Σ_{h,w} dy · x               (the gated tensor's share, into the excite branch)
    dx    = dy · gate + excite's dx(dgate)  (the direct path + the pooled path)
Like `Residual`, the combinator owns only this fan-in; the branch's own backward is its stages'.

timm's SqueezeExcite (EfficientNet's blocks) is the gate with excite = global average pool →
reduce 1×1 conv with bias → activation (SiLU in EfficientNet, ReLU in the MobileNet-style SE) →
expand 1×1 conv with bias → sigmoid. On the pooled [B, C] tensor the 1×1 convs are dense layers,
`{name}.conv_reduce.{w,b}` and `{name}.conv_expand.{w,b}` with w as [in, out].
"""
from __future__ import annotations

from dataclasses import dataclass

from .activations import ReLU, SiLU, Sigmoid
from .base import Chain, Example, Mutant, Stage, prefixed, sum_hw, within
from .dense import Dense
from .pooling import GlobalAvgPool


@dataclass
class Gate(Stage):
    """y = x · excite(x), the [B, C] gate broadcast over H, W; dx adds the excite branch's dx."""
    excite: Stage
    name: str = ""

    def param_shapes(self, x_shape):
        return prefixed(self.name, self.excite.param_shapes(x_shape))

    def aux_shapes(self, x_shape):
        return self.excite.aux_shapes(x_shape)

    def check_batch(self, x_shape):
        self.excite.check_batch(x_shape)

    def sample_aux(self, rng, x_shape):
        return self.excite.sample_aux(rng, x_shape)

    def out_shape(self, x_shape):
        if len(x_shape) != 4:
            raise ValueError(f"gate {self.name!r} takes NHWC input, got shape {x_shape}")
        gate = tuple(self.excite.out_shape(x_shape))
        if gate != (x_shape[0], x_shape[3]):
            raise ValueError(f"gate {self.name!r}: its excite branch maps {x_shape} to {gate}; "
                             f"it must give one gate per (example, channel), {(x_shape[0], x_shape[3])}")
        return x_shape

    def forward(self, b, x, params, aux):
        self.out_shape(x.type.shape)
        gate, excite_saved = self.excite.forward(b, x, within(params, self.name), aux)
        gate = b.broadcast_in_dim(gate, x.type.shape, (0, 3))
        return b.mul(x, gate), (x, gate, excite_saved)

    def backward(self, b, dy, saved, params, aux):
        x, gate, excite_saved = saved
        dgate = sum_hw(b, b.mul(dy, x))
        dx_pooled, grads = self.excite.backward(b, dgate, excite_saved, within(params, self.name), aux)
        return b.add(b.mul(dy, gate), dx_pooled), prefixed(self.name, grads)

    def reference(self):
        fn, name = self.excite.reference(), self.name
        return lambda x, p, aux: x * fn(x, within(p, name), aux)[:, None, None, :]


def squeeze_excite(channels: int, reduced: int, act=SiLU, name: str = "se", cls=Gate) -> Gate:
    """timm's SqueezeExcite on `channels`, squeezed to `reduced`, with activation `act` (a stage class)."""
    return cls(Chain([GlobalAvgPool(), Dense(reduced, name="conv_reduce"), act(),
                      Dense(channels, name="conv_expand"), Sigmoid()]), name=name)


def rules():
    return {"squeeze_excite": {
        # SiLU in the symbolic example: ReLU's compare on a pooled, projected value is not decidable
        # by SymPy (ReLU itself is certified piece by piece in activations.py); autodiff runs both.
        # One tiny example: SymPy needs ~12 s for the nested exp of even this one.
        "symbolic": [Example(squeeze_excite(2, 1), (1, 1, 2, 2), "SiLU, B1 1x2, C2 -> 1")],
        "autodiff": [Example(squeeze_excite(32, 8), (4, 7, 7, 32), "SiLU, NHWC 7x7x32 -> 8"),
                     Example(squeeze_excite(24, 6, act=ReLU), (2, 9, 9, 24), "ReLU, NHWC 9x9x24 -> 6")],
        "batch": lambda B: Example(squeeze_excite(4, 2), (B, 3, 3, 4), "SiLU, 3x3x4 -> 2"),
    }}


class GateWithoutPooledPath(Gate):
    """Mutant: the gate's dx is dy · gate alone, the path through the pooled excite branch dropped."""

    def backward(self, b, dy, saved, params, aux):
        x, gate, excite_saved = saved
        _, grads = self.excite.backward(b, sum_hw(b, b.mul(dy, x)), excite_saved,
                                        within(params, self.name), aux)
        return b.mul(dy, gate), prefixed(self.name, grads)


def mutants():
    return [Mutant("squeeze_excite/no-pooled-path", squeeze_excite(2, 1, cls=GateWithoutPooledPath),
                   (2, 1, 2, 2))]
