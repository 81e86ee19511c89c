"""A reference net whose loss is another one than its module's softmax cross-entropy.

``WithBCE(ref, threshold, sum_classes, pos_weight)``: timm's ``BinaryCrossEntropy``
(``ops.binary_cross_entropy``, written from timm's formula) on the net's own logits — ``forward``
for a net without step state, ``train_forward`` for one with it — as its ``loss_fn`` and
``train_loss``; every other function is the net's. The oracle of a ``+bce`` render (certify/verify.py) and its paired reference
(train/pair.py). Frozen, so hashable: jitted steps keyed by it compile once per (net, BCE options).
"""
from __future__ import annotations

from dataclasses import dataclass

from . import ops


@dataclass(frozen=True)
class WithBCE:
    ref: object
    threshold: float | None = None
    sum_classes: bool = False
    pos_weight: float | None = None

    def _bce(self, logits, targets):
        return ops.binary_cross_entropy(logits, targets, self.threshold, self.sum_classes, self.pos_weight)

    def loss_fn(self, params, x, targets, drop_mask, cfg):
        return self._bce(self.ref.forward(params, x, drop_mask, cfg), targets)

    def train_loss(self, params, state, x, targets, drop_mask, cfg):
        logits, new_state = self.ref.train_forward(params, state, x, drop_mask, cfg)
        return self._bce(logits, targets), new_state

    def __getattr__(self, name):
        return getattr(self.ref, name)
