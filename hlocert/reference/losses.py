"""A reference net whose loss is another one than its module's softmax cross-entropy.

``WithBCE(ref, threshold, sum_classes, pos_weight)``: timm's ``BinaryCrossEntropy``
(``ops.binary_cross_entropy``, written from timm's formula) on the net's own logits — ``forward``
for a net without step state, ``train_forward`` for one with it — as its ``loss_fn`` and
``train_loss``; every other function is the net's. The oracle of a ``+bce`` render (certify/verify.py) and its paired reference
(train/pair.py). Frozen, so hashable: jitted steps keyed by it compile once per (net, BCE options).

``WithJSD(ref, splits)``: the same for timm's ``JsdCrossEntropy`` over ``splits`` aug splits
(``ops.jsd_cross_entropy``, alpha 12 and the mixture clamp 1e-7 as timm's train.py builds it), the
oracle of a ``+jsd{S}`` render.

``WithKD(ref, temperature, task_weight, distill_weight)``: timm's logit distillation
(``ops.logit_distillation``), the oracle of a ``+kd{T}`` render; its ``targets`` are the pair
(soft targets, the teacher's logits), the two arguments the render's loss reads.

``WithTokenKD(ref, hard, temperature, task_weight, distill_weight)``: timm's token distillation
(``ops.token_distillation``) on a distilled ViT's two heads (its reference's ``forward_both``), the oracle
of a ``+kdt{T}`` / ``+kdth`` render; its ``targets`` the pair (soft targets, the teacher's logits).

``WithLossScale(ref, scale)``: any of these (or the net's own) with its loss times ``scale``, the
oracle of a ``+lsc{S}`` render (timm's variable-batch loss scale).
``WithFeatureKD(ref, features_cfg, head, projection, task_weight, distill_weight)``: timm's feature
distillation, the oracle of a ``+kdf{D}`` render: the net's pooled features are its own reference's forward
at ``features_cfg`` (the net at as many classes as features) with the head ``(w, b)`` names the identity, then
the head and softmax cross-entropy on them, and ``ops.feature_distillation`` on them (projected by
``projection``'s ``(w, b)`` names, or not where None); its ``targets`` the pair (soft targets, the teacher's
pooled features).
"""
from __future__ import annotations

from dataclasses import dataclass

from . import ops


class _WithLoss:
    """The net's reference with `_loss(logits, targets)` as its loss."""

    def loss_fn(self, params, x, targets, drop_mask, cfg):
        return self._loss(self.ref.forward(params, x, drop_mask, cfg), targets)

    def train_loss(self, params, state, x, targets, drop_mask, cfg):
        logits, new_state = self.ref.train_forward(params, state, x, drop_mask, cfg)
        return self._loss(logits, targets), new_state

    def __getattr__(self, name):
        return getattr(self.ref, name)


@dataclass(frozen=True)
class WithBCE(_WithLoss):
    ref: object
    threshold: float | None = None
    sum_classes: bool = False
    pos_weight: float | None = None

    def _loss(self, logits, targets):
        return ops.binary_cross_entropy(logits, targets, self.threshold, self.sum_classes, self.pos_weight)


@dataclass(frozen=True)
class WithKD(_WithLoss):
    ref: object
    temperature: float
    task_weight: float = 1.0
    distill_weight: float = 1.0

    def _loss(self, logits, targets):
        soft, teacher = targets
        return ops.logit_distillation(logits, soft, teacher, self.temperature, self.task_weight, self.distill_weight)


@dataclass(frozen=True)
class WithTokenKD:
    ref: object
    hard: bool
    temperature: float
    task_weight: float = 1.0
    distill_weight: float = 1.0

    def loss_fn(self, params, x, targets, drop_mask, cfg):
        soft, teacher = targets
        return ops.token_distillation(self.ref.forward_both(params, x, drop_mask, cfg), soft, teacher, self.hard,
                                      self.temperature, self.task_weight, self.distill_weight)

    def __getattr__(self, name):
        return getattr(self.ref, name)


@dataclass(frozen=True)
class WithFeatureKD:
    ref: object
    features_cfg: object
    head: tuple[str, str]
    projection: tuple[str, str] | None
    task_weight: float = 1.0
    distill_weight: float = 1.0

    def _features_params(self, params):
        import jax.numpy as jnp
        w, b = self.head
        width = params[w].shape[0]
        return {**{k: a for k, a in params.items() if self.projection is None or k not in self.projection},
                w: jnp.eye(width, dtype=params[w].dtype), b: jnp.zeros(width, params[b].dtype)}

    def _loss(self, params, h, targets):
        soft, teacher = targets
        w, b = self.head
        task = ops.softmax_cross_entropy(ops.dense(h, params[w], params[b]), soft)
        pw, pb = (params[n] for n in self.projection) if self.projection else (None, None)
        return self.task_weight * task + self.distill_weight * ops.feature_distillation(h, pw, pb, teacher)

    def loss_fn(self, params, x, targets, drop_mask, cfg):
        return self._loss(params, self.ref.forward(self._features_params(params), x, drop_mask, self.features_cfg),
                          targets)

    def train_loss(self, params, state, x, targets, drop_mask, cfg):
        h, new_state = self.ref.train_forward(self._features_params(params), state, x, drop_mask, self.features_cfg)
        return self._loss(params, h, targets), new_state

    def __getattr__(self, name):
        return getattr(self.ref, name)


JSD_ALPHA, JSD_CLAMP = 12.0, 1e-7       # timm's JsdCrossEntropy defaults, which its train.py keeps


@dataclass(frozen=True)
class WithJSD(_WithLoss):
    ref: object
    splits: int = 3

    def _loss(self, logits, targets):
        return ops.jsd_cross_entropy(logits, targets, self.splits, JSD_ALPHA, JSD_CLAMP)


@dataclass(frozen=True)
class WithLossScale:
    """`ref`'s losses times `scale`; everything else `ref`'s."""
    ref: object
    scale: float

    def loss_fn(self, params, x, targets, drop_mask, cfg):
        return self.scale * self.ref.loss_fn(params, x, targets, drop_mask, cfg)

    def train_loss(self, params, state, x, targets, drop_mask, cfg):
        loss, new_state = self.ref.train_loss(params, state, x, targets, drop_mask, cfg)
        return self.scale * loss, new_state

    def __getattr__(self, name):
        return getattr(self.ref, name)
