"""A reference net whose loss is another one than its module's softmax cross-entropy.

``WithBCE(ref, threshold)``: timm's ``BinaryCrossEntropy`` (``ops.binary_cross_entropy``, written
from timm's formula) on the net's own logits — ``forward`` for a net without step state,
``train_forward`` for one with it — as its ``loss_fn`` and ``train_loss``; every other function is
the net's. The oracle of a ``+bce`` render (certify/verify.py) and its paired reference
(train/pair.py). Frozen, so hashable: jitted steps keyed by it compile once per (net, threshold).
"""
from __future__ import annotations

from dataclasses import dataclass

from . import ops


@dataclass(frozen=True)
class WithBCE:
    ref: object
    threshold: float | None = None

    def loss_fn(self, params, x, targets, drop_mask, cfg):
        return ops.binary_cross_entropy(self.ref.forward(params, x, drop_mask, cfg), targets, self.threshold)

    def train_loss(self, params, state, x, targets, drop_mask, cfg):
        logits, new_state = self.ref.train_forward(params, state, x, drop_mask, cfg)
        return ops.binary_cross_entropy(logits, targets, self.threshold), new_state

    def __getattr__(self, name):
        return getattr(self.ref, name)
