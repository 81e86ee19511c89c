"""Reference ops in plain jax.numpy / jax.lax, written as the textbook formulas.

Independent of hlocert's renderer: this module is the oracle hlocert's hand-written backward is
certified against (through ``jax.vjp`` / ``jax.grad``), so nothing here imports from hlocert.

Layouts follow docs/conventions.md: activations NHWC, conv kernels HWIO, a depthwise kernel over
C channels is ``[kh, kw, 1, C]`` with ``feature_group_count = C``, dense weights ``[in, out]``.
Every op is dtype-generic: it computes in the dtype of its inputs (float32, or float64 when
``jax_enable_x64`` is on). Contractions ask for ``Precision.HIGHEST`` so that an accelerator never
silently drops to reduced-precision (e.g. TF32) matmuls inside the oracle.
"""
from __future__ import annotations

import math

import jax
import jax.numpy as jnp
from jax import lax

from .precision import contract

#: The kink taps in force, innermost last (empty but while hlocert/train/kinks.py traces a probe):
#: ``relu`` and ``relu6`` return ``KINK_TAPS[-1](x, y, slope, kinks)`` instead of their value ``y``,
#: ``slope`` their derivative where ``x`` is (0 or 1), ``kinks`` where the derivative jumps. A tap
#: records the inputs, or takes a chosen element's derivative from the kink's other side; its
#: value is ``y`` exactly.
KINK_TAPS: list = []

#: Precision of every contraction (dense, conv) in the reference.
PRECISION = lax.Precision.HIGHEST

_NHWC_HWIO = ("NHWC", "HWIO", "NHWC")


def matmul(a, b, **kw):
    """``a @ b`` at :data:`PRECISION` (``kw``: ``preferred_element_type``, from the policy)."""
    return jnp.matmul(a, b, precision=PRECISION, **kw)


def dense(x, w, b):
    """Affine map on the last axis: ``y = x @ w + b`` with ``w`` of shape ``[in, out]``."""
    return contract("dense", matmul, x, w) + b


def conv2d(x, w, b=None, stride=(1, 1), padding=((0, 0), (0, 0)), groups=1):
    """2-D cross-correlation, NHWC input, HWIO kernel, explicit ``((top, bottom), (left, right))``
    padding, ``groups`` feature groups; adds the bias ``b [O]`` when given."""
    def conv(a, k, **kw):
        return lax.conv_general_dilated(
            a, k,
            window_strides=tuple(stride),
            padding=tuple(tuple(p) for p in padding),
            dimension_numbers=_NHWC_HWIO,
            feature_group_count=groups,
            precision=PRECISION,
            **kw,
        )

    y = contract("conv" if groups == 1 else "depthwise", conv, x, w)
    return y if b is None else y + b


def depthwise_conv2d(x, w, b, padding):
    """Depthwise conv: one ``kh × kw`` filter per channel, kernel ``[kh, kw, 1, C]``, stride 1."""
    return conv2d(x, w, b, stride=(1, 1), padding=padding, groups=x.shape[-1])


def layer_norm(x, g, b, eps):
    """LayerNorm over the last axis with the biased variance:
    ``(x - mean) / sqrt(var + eps) * g + b``."""
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) / jnp.sqrt(var + eps) * g + b


def gelu_erf(x):
    """Exact GELU: ``0.5 · x · (1 + erf(x / √2))``."""
    return 0.5 * x * (1.0 + jax.scipy.special.erf(x / math.sqrt(2.0)))


def gelu_tanh(x):
    """Tanh-approximated GELU: ``0.5 · x · (1 + tanh(√(2/π) · (x + 0.044715 · x³)))``."""
    return 0.5 * x * (1.0 + jnp.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))


def relu(x):
    """``max(x, 0)`` with PyTorch's derivative 0 at x = 0 (``jnp.maximum`` would give JAX's 0.5 at
    the tie; zero-initialised BatchNorm γ in a residual block makes exact zeros common)."""
    y = jnp.where(x > 0, x, 0.0)
    return KINK_TAPS[-1](x, y, x > 0, (0.0,)) if KINK_TAPS else y


def relu6(x):
    """``min(max(x, 0), 6)`` (PyTorch's ``F.relu6``, a hardtanh on [0, 6]) with PyTorch's
    derivative 0 at both kinks (``jnp.minimum``/``jnp.maximum`` would give JAX's 0.5 at a tie)."""
    y = jnp.where(x > 0.0, jnp.where(x < 6.0, x, 6.0), 0.0)
    return KINK_TAPS[-1](x, y, (x > 0.0) & (x < 6.0), (0.0, 6.0)) if KINK_TAPS else y


def sigmoid(x):
    """The logistic function ``1 / (1 + exp(−x))`` (``jax.nn.sigmoid``, XLA's logistic)."""
    return jax.nn.sigmoid(x)


def silu(x):
    """SiLU / swish: ``x · sigmoid(x)``."""
    return x * jax.nn.sigmoid(x)


def dropout(x, keep_mask):
    """Dropout with a pre-scaled keep mask of x's shape (0 or 1/keep per element): ``x · mask``."""
    return x * keep_mask


def drop_block(x, keep_mask):
    """DropBlock with a pre-scaled keep mask ``[B, H, W]`` (0 in a dropped block, the batch's
    normalisation elsewhere), shared by every channel of NHWC ``x``: ``x · mask[..., None]``."""
    return x * keep_mask[..., None]


def layer_scale(x, gamma):
    """LayerScale: per-channel multiply by ``gamma [C]`` (broadcast over the leading axes)."""
    return x * gamma


def drop_path(x, keep_scale):
    """Stochastic depth: multiply example ``b`` by ``keep_scale[b]`` (0 or 1/keep, pre-scaled),
    broadcast over every other axis."""
    return x * keep_scale.reshape((x.shape[0],) + (1,) * (x.ndim - 1))


def global_avg_pool(x):
    """Mean over the spatial axes: NHWC ``[B, H, W, C]`` → ``[B, C]``."""
    return jnp.mean(x, axis=(1, 2))


def global_pool(x, kind):
    """timm's global pools of NHWC ``x``: ``avg``, ``max``, ``avgmax`` (their mean) or ``catavgmax``
    (``[avg, max]`` along the channels) → ``[B, C]`` or ``[B, 2C]``."""
    avg, mx = jnp.mean(x, axis=(1, 2)), jnp.max(x, axis=(1, 2))
    return {"avg": avg, "max": mx, "avgmax": 0.5 * (avg + mx), "catavgmax": jnp.concatenate([avg, mx], axis=-1)}[kind]


def softmax_cross_entropy(logits, soft_targets):
    """``-(1/B) Σ_b Σ_k t_bk · log_softmax(z_b)_k`` (log-softmax is max-subtracted by jax)."""
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.sum(soft_targets * logp, axis=-1))


def binary_cross_entropy(logits, soft_targets, threshold=None, sum_classes=False, pos_weight=None):
    """timm's ``BinaryCrossEntropy`` on dense targets: with a threshold the targets become
    ``t > threshold``; then ``mean_bk −p·t·log σ(z) − (1 − t)·log(1 − σ(z))`` over batch and
    classes (p: ``pos_weight``, 1 without), or with ``sum_classes`` its sum over the classes, meaned
    over the batch."""
    if threshold is not None:
        soft_targets = (soft_targets > threshold).astype(logits.dtype)
    p = 1.0 if pos_weight is None else pos_weight
    per_element = -(p * soft_targets * jax.nn.log_sigmoid(logits) + (1 - soft_targets) * jax.nn.log_sigmoid(-logits))
    return jnp.mean(jnp.sum(per_element, axis=-1)) if sum_classes else jnp.mean(per_element)


def logit_distillation(logits, soft_targets, teacher_logits, temperature, task_weight, distill_weight):
    """timm's ``LogitDistillationTask`` loss: ``task_weight`` times softmax cross-entropy against the soft
    targets, plus ``distill_weight`` times T² times the batch-mean KL(softmax(teacher/T) ‖ softmax(student/T)),
    the teacher's logits held constant."""
    log_q = jax.nn.log_softmax(logits / temperature, axis=-1)
    log_r = jax.nn.log_softmax(jax.lax.stop_gradient(teacher_logits) / temperature, axis=-1)
    kl = jnp.sum(jnp.exp(log_r) * (log_r - log_q)) / logits.shape[0]
    return task_weight * softmax_cross_entropy(logits, soft_targets) + distill_weight * temperature ** 2 * kl


def feature_distillation(features, w, b, teacher_features):
    """timm's ``FeatureDistillationTask`` distillation term: the student's pooled features, projected by
    ``features @ w + b`` when ``w`` is given, against the teacher's (held constant), ``F.mse_loss``'s mean
    of the squared differences over every element."""
    s = features if w is None else dense(features, w, b)
    return jnp.mean((s - jax.lax.stop_gradient(teacher_features)) ** 2)


def jsd_cross_entropy(logits, soft_targets, splits, alpha, clamp):
    """timm's ``JsdCrossEntropy`` on dense targets: the rows are ``splits`` equal blocks (block s holds
    every image's s-th view); cross-entropy of the first block against its targets, plus ``alpha``
    times the mean over the blocks of KL(p_s ‖ mixture), each a sum over the classes meaned over a
    block's rows, the mixture the blocks' mean softmax clipped below at ``clamp``."""
    blocks = jnp.split(logits, splits, axis=0)
    rows = blocks[0].shape[0]
    ce = -jnp.sum(soft_targets[:rows] * jax.nn.log_softmax(blocks[0], axis=-1)) / rows
    probs = [jax.nn.softmax(z, axis=-1) for z in blocks]
    log_mixture = jnp.log(jnp.clip(sum(probs) / splits, clamp, 1.0))
    kl = [jnp.sum(p * (jax.nn.log_softmax(z, axis=-1) - log_mixture)) / rows for z, p in zip(blocks, probs)]
    return ce + alpha * sum(kl) / splits


def batch_norm_train(x, g, b, running_mean, running_var, eps, momentum):
    """BatchNorm in training mode, NHWC, as PyTorch's ``F.batch_norm(training=True)``: normalise by
    the batch mean and the biased batch variance over N, H, W; return ``(y, new running mean, new
    running var)``, the running variance updated with the unbiased variance (``jnp.var(ddof=1)``)."""
    axes = (0, 1, 2)
    mean = jnp.mean(x, axis=axes)
    var = jnp.var(x, axis=axes)
    y = (x - mean) / jnp.sqrt(var + eps) * g + b
    new_mean = (1 - momentum) * running_mean + momentum * mean
    new_var = (1 - momentum) * running_var + momentum * jnp.var(x, axis=axes, ddof=1)
    return y, new_mean, new_var


def bn_sets(name: str, splits: int) -> list[str]:
    """BatchNorm `name`'s γ/β/running-statistics prefixes: itself, then under --split-bn timm's
    SplitBatchNorm2d auxiliary ones (`{name}.aux_bn.{i}`, one per aug split after the first)."""
    return [name] + [f"{name}.aux_bn.{i}" for i in range(splits - 1)]


def batch_norm_sets(x, params, state, name: str, splits: int, train: bool, eps, momentum):
    """BatchNorm `name` of a net whose BatchNorms may be split (`splits` sets, timm's
    SplitBatchNorm2d): ``(y, {prefix.running_mean / running_var: new value})``; in eval the main
    set's running statistics only, and no new state."""
    if not train:
        return batch_norm_eval(x, params[f"{name}.g"], params[f"{name}.b"], state[f"{name}.running_mean"],
                               state[f"{name}.running_var"], eps), {}
    sets = bn_sets(name, splits)
    y, means, variances = split_batch_norm_train(
        x, [params[f"{s}.g"] for s in sets], [params[f"{s}.b"] for s in sets],
        [state[f"{s}.running_mean"] for s in sets], [state[f"{s}.running_var"] for s in sets], eps, momentum)
    new = {}
    for s, m, v in zip(sets, means, variances):
        new.update({f"{s}.running_mean": m, f"{s}.running_var": v})
    return y, new


def split_batch_norm_train(x, gs, bs, running_means, running_vars, eps, momentum):
    """timm's SplitBatchNorm2d in training mode, NHWC: the rows cut into ``len(gs)`` equal
    consecutive chunks, chunk s normalised by its own ``batch_norm_train`` with the s-th γ, β and
    running statistics (chunk 0 the main BatchNorm's, the others its auxiliary ones); return
    ``(y, [new running means], [new running vars])``, one per chunk."""
    outs = [batch_norm_train(chunk, g, b, rm, rv, eps, momentum)
            for chunk, g, b, rm, rv in zip(jnp.split(x, len(gs)), gs, bs, running_means, running_vars)]
    return jnp.concatenate([o[0] for o in outs]), [o[1] for o in outs], [o[2] for o in outs]


def batch_norm_eval(x, g, b, running_mean, running_var, eps):
    """BatchNorm in eval mode, NHWC: normalise by the running statistics."""
    return (x - running_mean) / jnp.sqrt(running_var + eps) * g + b


def max_pool(x, window=(3, 3), stride=(2, 2), padding=((1, 1), (1, 1))):
    """Max over ``window`` patches of NHWC ``x`` with -inf padding (PyTorch's ``max_pool2d``)."""
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, *window, 1), (1, *stride, 1),
                             ((0, 0), *padding, (0, 0)))


def token_distillation(logits, soft_targets, teacher_logits, hard, temperature, task_weight, distill_weight):
    """timm's ``TokenDistillationTask`` loss on a distilled net's two heads ``logits [B, 2, K]``: ``task_weight``
    times softmax cross-entropy of the class head (``logits[:, 0]``) against the soft targets, plus
    ``distill_weight`` times, on the distillation head (``logits[:, 1]``): soft, T² times the batch-mean
    KL(softmax(teacher/T) ‖ softmax(dist/T)); hard, the mean cross-entropy to the teacher's argmax (its
    first maximal class). The teacher's logits held constant."""
    main, dist = logits[:, 0], logits[:, 1]
    teacher = jax.lax.stop_gradient(teacher_logits)
    if hard:
        distill = softmax_cross_entropy(dist, jax.nn.one_hot(jnp.argmax(teacher, axis=-1), dist.shape[-1],
                                                             dtype=dist.dtype))
    else:
        log_q = jax.nn.log_softmax(dist / temperature, axis=-1)
        log_r = jax.nn.log_softmax(teacher / temperature, axis=-1)
        distill = temperature ** 2 * jnp.sum(jnp.exp(log_r) * (log_r - log_q)) / dist.shape[0]
    return task_weight * softmax_cross_entropy(main, soft_targets) + distill_weight * distill
