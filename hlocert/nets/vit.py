"""ViT (Dosovitskiy et al. 2021; timm's `VisionTransformer` defaults, `vit_{tiny,small,base}_patch16_224`)
as a chain of certified stages.

    embed  conv P×P/sP with bias → tokens [B, N, D] → prepend class token → + position table [1, N+1, D]
    block  x = x + drop_path(proj(attention(qkv(LN₁ x))))          (site 2i)
           x = x + drop_path(fc2(GELU(fc1(LN₂ x))))                (site 2i+1)
    head   class token → LN → dense

`+dist` is DeiT's distilled ViT (timm's `VisionTransformerDistilled`, the `deit_*_distilled_patch16_224`
models): a distillation token [1, 1, D] prepended after the class token (token 1; the position table
covers both prefix tokens, N+2), and after the final norm a second head `head_dist` on it
(ops/distilled.py): the net returns the mean of the two heads' logits, as timm's model does in eval
and in training without distillation; a train step of timm's token distillation (ops/kd_token.py)
takes the chain without that mean, both heads' logits [B, 2, K] (timm's `set_distilled_training`).

LN eps 1e-6; qkv one fused dense D → 3D with bias (timm's column order), heads = D/64 for Ti/S/B,
scale head_dim^-½; MLP D → 4D, exact-erf GELU, 4D → D; no LayerScale. timm normalises every token
and then reads the class token; LayerNorm acts per token, so reading first and normalising one
token per example is the same function (the whole-net tie against reference/vit.py, which follows
timm's order, checks it) and saves the backward of N LayerNorm rows that get a zero cotangent.

Stochastic depth has two sites per block, one per residual branch, each with its own column of
`drop_mask` (independent masks per branch); the ramp is timm's: linspace(0, rate, depth) per
block, the same rate for both of a block's sites.

This file is the whole of ViT for the rest of hlocert (hlocert.nets finds it by name); its
parameter names mirror timm's module names (weight → w, LayerNorm weight → g), so the weight map
below is a table of renames and transposes. Its backward is never written here: it comes from the
stages' own VJP rules through the Chain/Residual combinator.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ops.attention import Attention
from ..ops.base import Chain, Residual
from ..ops.composite import DropAfterAdd
from ..ops.conv import Conv2D
from ..ops.dense import Dense
from ..ops.distilled import DistilledHeads, HeadMean, PrefixPairReadout
from ..ops.drop_path import DropPath
from ..ops.gelu import GeluErf
from ..ops.layer_norm import LayerNorm
from ..ops.tokens import ClassReadout, ClassToken, PatchTokens, PositionEmbedding
from . import register
from .base import HEAD, JOIN_PREVIOUS, STEM, Bench, Net, block_key, torch_default_uniform, truncated_normal


@dataclass(frozen=True)
class ViTSize:
    dim: int
    depth: int
    heads: int
    patch: int
    drop_path_rate: float     # the recipe's stochastic-depth rate (DeiT: 0.1 for Ti/S/B)


SIZES = {
    "Ti": ViTSize(192, 12, 3, 16, 0.1),
    "S": ViTSize(384, 12, 6, 16, 0.1),
    "B": ViTSize(768, 12, 12, 16, 0.1),
    # small sizes: the tests' (micro, patch 4) and the embedded digits' (nano, patch 8: 16 tokens at 32²)
    "nano": ViTSize(64, 4, 2, 8, 0.1),
    "micro": ViTSize(16, 2, 2, 4, 0.1),
}
LN_EPS = 1e-6
MLP_RATIO = 4
CLS_TOKEN_STD = 1e-6          # timm: normal_(cls_token, std=1e-6)
DIST_TOKEN_STD = 0.02         # timm's VisionTransformerDistilled: trunc_normal_(dist_token, std=.02)
IMAGENET_STEP = "adamw+wx+clip1.0+drop"
# Per-replica batch of the ImageNet renders: DeiT trains at a global batch of 1024 as 8 GPUs × 128
# (its README's `--nproc_per_node=8 ... --batch-size 128`); the pairing recipe keeps that split.
IMAGENET_BATCH = 128


@register
@dataclass(frozen=True)
class ViT(Net):
    size: str = "S"
    num_classes: int = 1000
    image_size: int = 224
    in_chans: int = 3
    distilled: bool = False       # `+dist`: DeiT's distillation token and head

    NAME = "vit"
    TITLE = "ViT"
    SIZES = SIZES
    COMMITTED = (
        *(f"vit_{s}-c1000-i224-b{IMAGENET_BATCH}x{r}-{IMAGENET_STEP}" for s in ("Ti", "S", "B") for r in (1, 8)),
        *(f"vit_{s}-c1000-i224-b{IMAGENET_BATCH}x1-fwd+drop" for s in ("Ti", "S", "B")),
        # the embedded digits run: `hlocert train --variant vit_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop
        # --epochs 60 --rrc-scale 0.8 1.0` reached 93.9% val top-1 (a ViT needs more epochs than the
        # default 12 on 1,438 images: 78% at 30 epochs with the default crops)
        "vit_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
        "vit_nano-c10-i32-b32x1-fwd+drop",
    )
    BENCH = {
        "fm32vit": Bench("vit_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop", "ViT-nano 32² B=32 (CPU; the Fashion-MNIST run)",
                         reps=10, warmup=2),
        "vits224b8": Bench(f"vit_S-c1000-i224-b8x1-{IMAGENET_STEP}", "ViT-S/16 224² B=8 (CPU)"),
        "vits224b128": Bench(f"vit_S-c1000-i224-b128x1-{IMAGENET_STEP}", "ViT-S/16 224² B=128 (GPU)", gpu=3, reps=10,
                             warmup=3, loader_images=256, loader_batch=64),
    }

    OPTIONS = {"dist": ("distilled", True)}
    TIMM = {"Ti": "vit_tiny_patch16_224", "S": "vit_small_patch16_224", "B": "vit_base_patch16_224"}
    # the distilled DeiTs (timm's deit.py): each the same width, depth and heads as the ViT above
    TIMM_DISTILLED = {"Ti": "deit_tiny_distilled_patch16_224", "S": "deit_small_distilled_patch16_224",
                      "B": "deit_base_distilled_patch16_224"}
    CARRIES = ("remat-tie-plus-zero",)

    def image_rule(self) -> tuple[int, int, str]:
        return self.patch, self.patch, f"a positive multiple of the patch {self.patch}"

    @property
    def dim(self) -> int:
        return SIZES[self.size].dim

    @property
    def depth(self) -> int:
        return SIZES[self.size].depth

    @property
    def heads(self) -> int:
        return SIZES[self.size].heads

    @property
    def patch(self) -> int:
        return SIZES[self.size].patch

    @property
    def tokens(self) -> int:
        """Patch tokens plus the class token (and the distillation token under `+dist`)."""
        return (self.image_size // self.patch) ** 2 + 1 + self.distilled

    @property
    def drop_sites(self) -> int:
        return 2 * self.depth

    @property
    def example_shape(self) -> tuple[int, ...]:
        return (self.image_size, self.image_size, self.in_chans)

    def branch(self, stages: list, site: int, drop: bool) -> Residual:
        """x + drop_path(stages(x)): the drop site on the branch, before the skip add."""
        if drop:
            stages = stages + [DropPath(index=site, n_blocks=self.drop_sites)]
        return Residual(Chain(stages))

    def block(self, i: int, drop: bool) -> Chain:
        d = self.dim
        attn = Chain([Dense(3 * d, name="qkv"), Attention(self.heads), Dense(d, name="proj")], name="attn")
        mlp = Chain([Dense(MLP_RATIO * d, name="fc1"), GeluErf(), Dense(d, name="fc2")], name="mlp")
        return Chain([self.branch([LayerNorm(name="norm1", eps=LN_EPS), attn], 2 * i, drop),
                      self.branch([LayerNorm(name="norm2", eps=LN_EPS), mlp], 2 * i + 1, drop)],
                     name=f"blocks.{i}")

    def net(self, drop: bool = False) -> Chain:
        """Image [B, H, W, 3] → logits [B, classes]; with `drop`, two stochastic-depth sites per
        block whose keep masks are the input `drop_mask` [B, 2·depth]."""
        p = self.patch
        # under `+dist` the distillation token is prepended first, so that the class token lands before it
        prefix = [ClassToken(name="dist")] if self.distilled else []
        embed = [Chain([Conv2D(self.dim, kernel=(p, p), stride=(p, p), name="proj", input_grad=False)],
                       name="patch_embed"),
                 PatchTokens(), *prefix, ClassToken(name="cls"), PositionEmbedding(name="pos")]
        if self.distilled:
            head = [PrefixPairReadout(), LayerNorm(name="norm", eps=LN_EPS), DistilledHeads(self.num_classes),
                    HeadMean()]
        else:
            head = [ClassReadout(), LayerNorm(name="norm", eps=LN_EPS), Dense(self.num_classes, name="head")]
        return Chain([*embed, *(self.block(i, drop) for i in range(self.depth)), *head])

    def init_params(self, seed: int) -> dict[str, np.ndarray]:
        """timm's init (`init_weights_vit_timm`): truncated normal σ .02 (timm's `trunc_normal_`)
        for the Linear weights and the position table, normal σ 1e-6 for the class token, zero
        Linear biases, LayerNorm 1/0; the patch embedding's conv, which timm's init skips, at
        PyTorch's default U(±1/√fan_in), weight and bias; under `+dist` the distillation token
        truncated normal σ .02 (VisionTransformerDistilled.init_weights) and `head_dist` as `head`."""
        rng = np.random.default_rng(seed)
        params = {}
        shapes = self.param_shapes()
        fan_in = int(np.prod(shapes["patch_embed.proj.w"][:3]))      # p·p·C
        for name, shape in shapes.items():
            leaf = name.rsplit(".", 1)[-1]
            if name.startswith("patch_embed.proj."):
                params[name] = torch_default_uniform(rng, shape, fan_in)
            elif leaf in ("w", "table"):
                params[name] = truncated_normal(rng, shape, 0.02)
            elif name == "dist.token":
                params[name] = truncated_normal(rng, shape, DIST_TOKEN_STD)
            elif leaf == "token":
                params[name] = (rng.standard_normal(shape) * CLS_TOKEN_STD).astype(np.float32)
            elif leaf == "g":
                params[name] = np.ones(shape, np.float32)
            else:
                params[name] = np.zeros(shape, np.float32)
        return params

    def drop_ramp(self, rate: float | None = None) -> np.ndarray:
        """timm's per-block rates linspace(0, rate, depth), each for both sites of its block."""
        rate = SIZES[self.size].drop_path_rate if rate is None else rate
        return np.repeat(np.linspace(0.0, rate, self.depth), 2)

    def describe(self) -> str:
        return f"{'DeiT-distilled' if self.distilled else 'ViT'}-{self.size}/{self.patch}"

    def timm_table(self) -> list[tuple[str, str, str]]:
        """(hlocert name, timm state_dict key, kind) for every parameter, in hlocert's order; kind
        "conv" (HWIO ↔ OIHW), "linear" ([in, out] ↔ [out, in]; the fused qkv too: timm's rows
        q, k, v, each head-major, become the columns the attention rule reads) or "vec" (as is,
        cls_token [1, 1, D] and pos_embed [1, N+1, D] included; under `+dist` dist_token [1, 1, D],
        pos_embed [1, N+2, D] and head_dist). hlocert/weights.py converts."""
        special = {"cls.token": "cls_token", "dist.token": "dist_token", "pos.table": "pos_embed"}
        rows = []
        for name in self.param_shapes():
            stem, leaf = name.rsplit(".", 1)
            theirs = special.get(name) or f"{stem}.{'bias' if leaf == 'b' else 'weight'}"
            kind = "vec" if leaf != "w" else "conv" if stem == "patch_embed.proj" else "linear"
            rows.append((name, theirs, kind))
        return rows

    def layer_key(self, name: str) -> tuple[float, ...]:
        """timm's VisionTransformer.group_matcher: the patch embedding, class token and position
        table layer 0, block i layer i + 1, the final norm with the last block, the head last;
        VisionTransformerDistilled's the same, its distillation token in the stem and head_dist last."""
        if name.startswith(("patch_embed.", "cls.", "dist.", "pos.")):
            return STEM
        if name.startswith("norm."):
            return (1.0, JOIN_PREVIOUS)
        return block_key(name, r"blocks\.(\d+)\.") or HEAD

    def no_weight_decay(self) -> frozenset[str]:
        """timm's VisionTransformer.no_weight_decay(): {pos_embed, cls_token, reg_token,
        dist_token}; this ViT has the first two, and under `+dist` the distillation token (no
        register tokens)."""
        return frozenset({"pos.table", "cls.token", *(["dist.token"] if self.distilled else [])})

    def agc_units(self) -> dict[str, tuple[int, ...]]:
        """Net.agc_units', and under `+dist` the class head's too: timm's train.py leaves the model's last
        two parameters unclipped, which in VisionTransformerDistilled are head_dist's, not head's."""
        units = super().agc_units()
        return {**units, "head.w": (0,), "head.b": (0,)} if self.distilled else units

    def details(self) -> str:
        """The pairing recipe's per-replica batch, said on every ImageNet-1k render; under `+dist` the
        distillation token and head."""
        said = ["distillation token and head (DeiT; the mean of the two heads' logits outside token "
                "distillation)"] if self.distilled else []
        if self.num_classes == 1000:
            said.append(f"recipe batch: {IMAGENET_BATCH} per replica (DeiT's global 1024 = 8 replicas x "
                        f"{IMAGENET_BATCH})")
        return "; ".join(said)

    @classmethod
    def timm_names(cls) -> dict[str, str]:
        """timm model name -> size: the ViTs' and the distilled DeiTs' (`timm_fields` says which)."""
        return {**super().timm_names(), **{name: size for size, name in cls.TIMM_DISTILLED.items()}}

    @classmethod
    def timm_fields(cls, name: str) -> dict[str, bool]:
        """A distilled DeiT's name sets `distilled` (`+dist`)."""
        return {"distilled": True} if name in cls.TIMM_DISTILLED.values() else {}

    def timm_arch(self) -> str | None:
        return (self.TIMM_DISTILLED if self.distilled else self.TIMM).get(self.size)

    def timm_model(self, drop: bool):
        found = super().timm_model(drop)
        return found and (found[0], {**found[1], "img_size": self.image_size})

    def timm_twin(self, drop_path_rate: float = 0.0, drop_rate: float = 0.0):
        """timm's VisionTransformer (under `+dist` its VisionTransformerDistilled, deit.py) of this width,
        depth, heads and patch (its defaults otherwise)."""
        import timm
        import timm.models.deit
        kind = timm.models.deit.VisionTransformerDistilled if self.distilled else \
            timm.models.vision_transformer.VisionTransformer
        return kind(img_size=self.image_size, patch_size=self.patch, in_chans=self.in_chans, embed_dim=self.dim,
                    depth=self.depth, num_heads=self.heads, num_classes=self.num_classes,
                    drop_path_rate=drop_path_rate)

    def timm_sites(self, module):
        """Two DropPaths per block (after attention, after the MLP), blocks in order."""
        return [(b, f"drop_path{k}") for b in module.blocks for k in (1, 2)], None

    def gflop_per_image(self) -> float:
        """Training ≈ 3× the forward's 2·MACs: patch conv, per block qkv, QKᵀ and PV, proj and
        the MLP, then the head."""
        n, d, t = (self.image_size // self.patch) ** 2, self.dim, self.tokens
        block = t * d * 3 * d + 2 * t * t * d + t * d * d + 2 * t * d * MLP_RATIO * d
        heads = 1 + self.distilled
        macs = n * d * self.patch ** 2 * self.in_chans + self.depth * block + heads * d * self.num_classes
        return 3 * 2 * macs / 1e9

    def reference(self):
        from ..reference import vit as ref
        return ref, ref.ViTConfig(dim=self.dim, depth=self.depth, heads=self.heads, patch=self.patch,
                                  num_classes=self.num_classes, image_size=self.image_size, in_chans=self.in_chans,
                                  distilled=self.distilled)

    @classmethod
    def gate_model(cls) -> "ViT":
        return cls("micro", 10, 8)

    @classmethod
    def mutants(cls) -> dict[str, "ViT"]:
        small = cls.gate_model()
        return {f"{cls.NAME}/{name}": mutant(small.size, small.num_classes, small.image_size)
                for name, mutant in [("drop-after-add", DropAfterAddViT), ("one-mask-per-block", OneMaskPerBlock)]}


# ---------------------------------------------------------------------------------------------
# Whole-net mutants (certify/net_mutants.py runs the gates).

@dataclass(frozen=True)
class DropAfterAddViT(ViT):
    """drop masks applied to each residual's output (branch + x) instead of its branch"""

    def branch(self, stages, site, drop):
        res = super().branch(stages, site, drop)
        return DropAfterAdd(res.branch, name=res.name) if drop else res


@dataclass(frozen=True)
class OneMaskPerBlock(ViT):
    """both residual branches of a block read the attention branch's mask column (not independent)"""

    def branch(self, stages, site, drop):
        return super().branch(stages, site - site % 2, drop)
