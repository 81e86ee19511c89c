"""ConvNeXt (Liu et al., "A ConvNet for the 2020s", 2022) as a plain JAX function.

The independent reference for hlocert: the renderer's hand-written backward is certified against
``jax.vjp`` / ``jax.grad`` of :func:`forward` / :func:`loss_fn`. Written from the paper and the
official code (facebookresearch/ConvNeXt), in the parameter names and order of
docs/conventions.md; it shares no code with hlocert outside ``hlocert/reference/``.

    stem:   conv 4×4 / s4 → LayerNorm
    stage:  (s > 0: LayerNorm → conv 2×2 / s2) → blocks
    block:  dwconv 7×7 (pad 3) → LayerNorm → Linear C→4C → GELU → Linear 4C→C
            → ×γ (LayerScale) → ×keep mask (drop path) → + input
    head:   global average pool → LayerNorm → Linear

Activations are NHWC. Parameters are a ``dict[str, array]`` keyed by the names below.
"""
from __future__ import annotations

import dataclasses

import numpy as np

from . import ops

# The parameters weight decay skips beside the 1-D ones (optim.decay_mask):
# timm's ConvNeXt declares no no_weight_decay(): only its 1-D rule holds.
NO_WEIGHT_DECAY: frozenset[str] = frozenset()


@dataclasses.dataclass(frozen=True)
class ConvNeXtConfig:
    """Architecture hyper-parameters. Frozen and hashable (usable as a static jit argument)."""

    depths: tuple[int, int, int, int] = (3, 3, 9, 3)
    dims: tuple[int, int, int, int] = (96, 192, 384, 768)
    num_classes: int = 1000
    image_size: int = 224
    gelu: str = "erf"  # 'erf' (exact, the paper's) or 'tanh' (approximation)
    ln_eps: float = 1e-6
    in_chans: int = 3
    global_pool: str = "avg"  # timm's: avg, max or avgmax (the head's LayerNorm at the features' width)

    def __post_init__(self):
        object.__setattr__(self, "depths", tuple(int(d) for d in self.depths))
        object.__setattr__(self, "dims", tuple(int(d) for d in self.dims))
        if len(self.depths) != 4 or len(self.dims) != 4:
            raise ValueError("ConvNeXt has four stages: depths and dims need four entries")
        if self.gelu not in ("erf", "tanh"):
            raise ValueError(f"gelu must be 'erf' or 'tanh', got {self.gelu!r}")
        if self.image_size % 32:
            raise ValueError(f"image_size must be a multiple of 32, got {self.image_size}")

    @property
    def total_blocks(self) -> int:
        """Number of residual blocks over all stages (the width of the drop mask)."""
        return sum(self.depths)

    # Presets --------------------------------------------------------------------------------
    @classmethod
    def tiny(cls, **kw) -> "ConvNeXtConfig":
        """ConvNeXt-T: depths [3,3,9,3], dims [96,192,384,768]."""
        return cls(depths=(3, 3, 9, 3), dims=(96, 192, 384, 768), **kw)

    @classmethod
    def small(cls, **kw) -> "ConvNeXtConfig":
        """ConvNeXt-S: depths [3,3,27,3], dims [96,192,384,768]."""
        return cls(depths=(3, 3, 27, 3), dims=(96, 192, 384, 768), **kw)

    @classmethod
    def base(cls, **kw) -> "ConvNeXtConfig":
        """ConvNeXt-B: depths [3,3,27,3], dims [128,256,512,1024]."""
        return cls(depths=(3, 3, 27, 3), dims=(128, 256, 512, 1024), **kw)

    @classmethod
    def atto(cls, **kw) -> "ConvNeXtConfig":
        """ConvNeXt-atto (timm): depths [2,2,6,2], dims [40,80,160,320]."""
        return cls(depths=(2, 2, 6, 2), dims=(40, 80, 160, 320), **kw)

    @classmethod
    def micro(cls, **kw) -> "ConvNeXtConfig":
        """Test-sized: depths [1,1,1,1], dims [4,8,12,16]."""
        return cls(depths=(1, 1, 1, 1), dims=(4, 8, 12, 16), **kw)


PRESETS = ("tiny", "small", "base", "atto", "micro")


def preset(name: str, **kw) -> ConvNeXtConfig:
    """The named preset (one of :data:`PRESETS`), with field overrides ``kw``."""
    if name not in PRESETS:
        raise ValueError(f"unknown ConvNeXt preset {name!r}; known: {', '.join(PRESETS)}")
    return getattr(ConvNeXtConfig, name)(**kw)


# Parameters ----------------------------------------------------------------------------------
def param_shapes(cfg: ConvNeXtConfig) -> dict[str, tuple[int, ...]]:
    """Name → shape of every parameter, in the forward order of docs/conventions.md."""
    d, k = cfg.dims, cfg.num_classes
    shapes = {
        "stem.conv.w": (4, 4, cfg.in_chans, d[0]), "stem.conv.b": (d[0],),
        "stem.norm.g": (d[0],), "stem.norm.b": (d[0],),
    }
    for s, (depth, c) in enumerate(zip(cfg.depths, d)):
        if s > 0:
            shapes[f"stages.{s}.down.norm.g"] = (d[s - 1],)
            shapes[f"stages.{s}.down.norm.b"] = (d[s - 1],)
            shapes[f"stages.{s}.down.conv.w"] = (2, 2, d[s - 1], c)
            shapes[f"stages.{s}.down.conv.b"] = (c,)
        for j in range(depth):
            p = f"stages.{s}.blocks.{j}"
            shapes[f"{p}.dwconv.w"] = (7, 7, 1, c)
            shapes[f"{p}.dwconv.b"] = (c,)
            shapes[f"{p}.norm.g"] = (c,)
            shapes[f"{p}.norm.b"] = (c,)
            shapes[f"{p}.fc1.w"] = (c, 4 * c)
            shapes[f"{p}.fc1.b"] = (4 * c,)
            shapes[f"{p}.fc2.w"] = (4 * c, c)
            shapes[f"{p}.fc2.b"] = (c,)
            shapes[f"{p}.gamma"] = (c,)
    shapes["head.norm.g"] = (d[3],)
    shapes["head.norm.b"] = (d[3],)
    shapes["head.fc.w"] = (d[3], k)
    shapes["head.fc.b"] = (k,)
    return shapes


def _truncated_normal(rng: np.random.Generator, shape, std: float) -> np.ndarray:
    """Normal(0, std²) truncated to [−2, 2] — values, as timm's `trunc_normal_(w, std=.02)` (its
    a, b default to −2, 2) — by redrawing the samples that fall outside."""
    z = rng.standard_normal(shape) * std
    out = np.abs(z) > 2.0
    while out.any():
        z[out] = rng.standard_normal(int(out.sum())) * std
        out = np.abs(z) > 2.0
    return z


def init_params(cfg: ConvNeXtConfig, seed: int = 0, dtype=np.float32) -> dict[str, np.ndarray]:
    """The official init: conv/linear weights ~ truncated normal (std .02, cut at ±2), biases 0,
    LayerNorm g = 1 and b = 0, LayerScale γ = 1e-6. Drawn in :func:`param_shapes` order from
    ``np.random.default_rng(seed)``."""
    rng = np.random.default_rng(seed)
    params = {}
    for name, shape in param_shapes(cfg).items():
        if name.endswith(".w"):
            v = _truncated_normal(rng, shape, 0.02)
        elif name.endswith(".gamma"):
            v = np.full(shape, 1e-6)
        elif name.endswith(".norm.g"):
            v = np.ones(shape)
        else:  # biases and LayerNorm shifts
            v = np.zeros(shape)
        params[name] = v.astype(dtype)
    return params


# Forward -------------------------------------------------------------------------------------
def _gelu(cfg: ConvNeXtConfig):
    """The GELU variant the config names."""
    return ops.gelu_erf if cfg.gelu == "erf" else ops.gelu_tanh


def stem(params, x, cfg: ConvNeXtConfig):
    """Patchify: conv 4×4 stride 4, then LayerNorm."""
    x = ops.conv2d(x, params["stem.conv.w"], params["stem.conv.b"], stride=(4, 4))
    return ops.layer_norm(x, params["stem.norm.g"], params["stem.norm.b"], cfg.ln_eps)


def downsample(params, s: int, x, cfg: ConvNeXtConfig):
    """Between stages: LayerNorm, then conv 2×2 stride 2."""
    p = f"stages.{s}.down"
    x = ops.layer_norm(x, params[f"{p}.norm.g"], params[f"{p}.norm.b"], cfg.ln_eps)
    return ops.conv2d(x, params[f"{p}.conv.w"], params[f"{p}.conv.b"], stride=(2, 2))


def block(params, s: int, j: int, x, keep, cfg: ConvNeXtConfig):
    """ConvNeXt block ``j`` of stage ``s``; ``keep [B]`` is its drop-path column (or None)."""
    p = f"stages.{s}.blocks.{j}"
    h = ops.depthwise_conv2d(x, params[f"{p}.dwconv.w"], params[f"{p}.dwconv.b"],
                             padding=((3, 3), (3, 3)))
    h = ops.layer_norm(h, params[f"{p}.norm.g"], params[f"{p}.norm.b"], cfg.ln_eps)
    h = ops.dense(h, params[f"{p}.fc1.w"], params[f"{p}.fc1.b"])
    h = _gelu(cfg)(h)
    h = ops.dense(h, params[f"{p}.fc2.w"], params[f"{p}.fc2.b"])
    h = ops.layer_scale(h, params[f"{p}.gamma"])
    if keep is not None:
        h = ops.drop_path(h, keep)
    return x + h


def head(params, x, cfg: ConvNeXtConfig):
    """Global pool (timm's `global_pool`, the average by default), LayerNorm, Linear → logits ``[B, K]``."""
    x = ops.global_pool(x, cfg.global_pool)
    x = ops.layer_norm(x, params["head.norm.g"], params["head.norm.b"], cfg.ln_eps)
    return ops.dense(x, params["head.fc.w"], params["head.fc.b"])


def forward(params, x, drop_mask, cfg: ConvNeXtConfig):
    """Logits ``[B, K]`` of images ``x [B, H, W, in_chans]`` (NHWC).

    ``drop_mask [B, Σdepths]`` holds pre-scaled keep values (0 or 1/keep); column ``i`` gates the
    residual branch of block ``i`` (global index, stage-major). ``None`` means no drop (eval).
    """
    x = stem(params, x, cfg)
    i = 0
    for s, depth in enumerate(cfg.depths):
        if s > 0:
            x = downsample(params, s, x, cfg)
        for j in range(depth):
            keep = None if drop_mask is None else drop_mask[:, i]
            x = block(params, s, j, x, keep, cfg)
            i += 1
    return head(params, x, cfg)


def loss_fn(params, x, targets, drop_mask, cfg: ConvNeXtConfig):
    """Mean softmax cross-entropy of :func:`forward` against soft targets ``[B, K]``."""
    return ops.softmax_cross_entropy(forward(params, x, drop_mask, cfg), targets)


# Stochastic depth ----------------------------------------------------------------------------
def drop_path_ramp(cfg: ConvNeXtConfig, rate: float) -> np.ndarray:
    """Per-block drop probabilities ``linspace(0, rate, Σdepths)`` (the first block never drops)."""
    return np.linspace(0.0, rate, cfg.total_blocks)


def draw_drop_mask(rng: np.random.Generator, B: int, ramp, dtype=np.float32) -> np.ndarray:
    """Keep mask ``[B, len(ramp)]``: per example and block, Bernoulli(keep) / keep with
    ``keep = 1 - ramp`` (a block with keep 0 is always dropped)."""
    keep = 1.0 - np.asarray(ramp, dtype=np.float64)
    kept = rng.random((B, keep.size)) < keep
    scale = np.divide(1.0, keep, out=np.zeros_like(keep), where=keep > 0)
    return (kept * scale).astype(dtype)
