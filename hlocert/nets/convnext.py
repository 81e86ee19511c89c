"""ConvNeXt (Liu et al. 2022) as a chain of certified stages, reading like the paper.

    stem   conv 4×4/s4 → LayerNorm
    stage  (s > 0: LayerNorm → conv 2×2/s2) → blocks
    block  dwconv 7×7 → LayerNorm → dense 4C → GELU → dense C → LayerScale γ → drop path → + x
    head   global average pool → LayerNorm → dense

This file is the whole of ConvNeXt for the rest of hlocert (hlocert.nets finds it by name): its
sizes, name options, lowering families and the targets' choice among them, init, drop ramp,
banner words, FLOPs, reference config, committed renders, bench configs, gate model,
whole-net mutants and its PyTorch weight maps (timm's and the official release's names,
`torch_table`; hlocert/weights.py converts with them). Its backward is never written here: it
comes from the stages' own VJP rules through the Chain/Residual combinator.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ops.base import Chain, Residual
from ..ops.composite import DropAfterAdd, LayerScaleGradUndropped
from ..ops.conv import Conv2D
from ..ops.dense import Dense
from ..ops.depthwise_shifted import DepthwiseShifted, DepthwiseShiftedOnePass
from ..ops.drop_path import DropPath
from ..ops.gelu import GeluErf, GeluTanh
from ..ops.layer_norm import LayerNorm, LayerNormBackwardWrongAxis, LayerNormOnePass
from ..ops.layer_scale import LayerScale
from ..ops.loss import CrossEntropyDividesByClasses
from ..ops.patchify_matmul import PatchifyMatmul
from ..ops.global_pool import head_pool
from . import register
from .base import GLOBAL_POOL_OPTIONS, HEAD, STEM, Bench, Net, block_key, truncated_normal


@dataclass(frozen=True)
class ConvNeXtSize:
    depths: tuple[int, int, int, int]
    dims: tuple[int, int, int, int]
    drop_path_rate: float = 0.0     # the recipe's stochastic-depth rate (the ramp is the host's)


SIZES = {
    "T": ConvNeXtSize((3, 3, 9, 3), (96, 192, 384, 768), 0.1),
    "S": ConvNeXtSize((3, 3, 27, 3), (96, 192, 384, 768), 0.4),
    "B": ConvNeXtSize((3, 3, 27, 3), (128, 256, 512, 1024), 0.5),
    "atto": ConvNeXtSize((2, 2, 6, 2), (40, 80, 160, 320), 0.0),
    "micro": ConvNeXtSize((1, 1, 1, 1), (4, 8, 12, 16), 0.1),
}
LN_EPS = 1e-6
LAYER_SCALE_INIT = 1e-6
GFLOP_PER_IMAGE_T_224 = 26.8    # ConvNeXt-T training (forward + backward) at 224², facts.md
IMAGENET_STEP = "adamw+wx+clip1.0+drop"
TIMM_ACT = {"erf": "gelu", "tanh": "gelu_tanh"}     # the GELU -> timm's act_layer name


@register
@dataclass(frozen=True)
class ConvNeXt(Net):
    size: str = "T"
    num_classes: int = 1000
    image_size: int = 224
    gelu: str = "erf"           # "erf" (exact, the paper's) or "tanh"
    depthwise: str = "conv"     # "conv" (one stablehlo.convolution), "mac" (49 shifted multiply-adds) or
    #                             "macvr" (mac, the weight gradient's 49 taps summed by one reduce)
    patchify: str = "conv"      # stem and downsampling: "conv" (stablehlo.convolution) or "matmul" (dot_general)
    in_chans: int = 3
    layernorm: str = "twopass"  # "twopass" (mean, then the centred variance) or "onepass" (each pass
    #                             one multi-operand reduce, rule layer_norm_onepass)
    global_pool: str = "avg"    # timm's global_pool: avg, or `+gpmax`, `+gpavgmax` (timm's ConvNeXt head
    #                             norms the pooled features at their width: it refuses catavgmax)

    NAME = "convnext"
    TITLE = "ConvNeXt"
    SIZES = SIZES
    # `+tanh` uses the tanh GELU instead of the exact erf one; `+dwmac` lowers the depthwise 7×7
    # convs as 49 certified shifted multiply-adds (rule `depthwise_shifted`), which XLA-CPU runs
    # much faster than its depthwise convolution; `+pmm` lowers the stem and downsampling convs
    # (stride = kernel) as one contraction each (rule `patchify_matmul`), which IREE-CPU runs
    # much faster; `+ln1p` runs every LayerNorm in its one-pass form (rule `layer_norm_onepass`).
    TIMM_KWARGS = {"act_layer": ("gelu", {"gelu": "erf", "gelu_tanh": "tanh"})}     # timm's get_act_layer names
    OPTIONS = {"tanh": ("gelu", "tanh"), "dwmac": ("depthwise", "mac"), "dwmacvr": ("depthwise", "macvr"),
               "pmm": ("patchify", "matmul"), "ln1p": ("layernorm", "onepass"),
               **{o: fv for o, fv in GLOBAL_POOL_OPTIONS.items() if fv[1] != "catavgmax"}}
    # Lowering families: two or more certified lowerings of one function, the default first. All
    # compute the same function with the same parameters and pass every certificate level; they differ in
    # how fast a compiler runs them. Measured (BENCHMARKS.md, ConvNeXt-T 64² B=16, the whole step):
    #   xla-cpu   depthwise macvr   mac: the step takes 0.41× the convolution render's time; macvr
    #                               0.96× mac's at 64² B=16 (load 9–10), 0.93× at 224² B=8 (quiet,
    #                               2.586 vs 2.786 s), its compile 0.77–0.86×, its text 0.88×
    #             patchify conv     +pmm makes the step 1.09× slower, although alone its four convs
    #                               are faster (21 → 12 ms); why is not known
    #   iree-cpu  depthwise conv    +dwmac makes the step 1.28× slower; +dwmacvr does not load (docs/iree_variadic_reduce.md)
    #             patchify matmul   the step takes 0.74× the convolution render's time (the
    #                               convolution form's weight gradients take ~10× longer)
    #   xla-gpu, iree-gpu: conv     not measured here (no GPU was lent); cuDNN has these kernels
    #   layernorm (all targets) twopass   +ln1p makes the step 2.3× slower on XLA-CPU (its multi-operand
    #                               reduces leave YNNPACK for XLA's loop emitter, which pulls the 49-tap
    #                               depthwise forward into each; one-pass backward alone 1.05-1.13×) and
    #                               is no faster on IREE-CPU (BENCHMARKS.md, issue 18 session 14)
    LOWERINGS = {"depthwise": ("conv", "mac", "macvr"), "patchify": ("conv", "matmul"),
                 "layernorm": ("twopass", "onepass")}
    BY_TARGET = {
        "xla-cpu": {"depthwise": "macvr", "patchify": "conv", "layernorm": "twopass"},
        "iree-cpu": {"depthwise": "conv", "patchify": "matmul", "layernorm": "twopass"},
        "xla-gpu": {"depthwise": "conv", "patchify": "conv", "layernorm": "twopass"},
        "iree-gpu": {"depthwise": "conv", "patchify": "conv", "layernorm": "twopass"},
    }
    LOWERING_HELP = {
        "depthwise": "depthwise 7x7 lowering: auto = the target's measured choice (macvr on xla-cpu, conv "
                     "elsewhere; a name with +dwmac or +dwmacvr keeps it), conv, mac (shifted multiply-adds) or macvr (mac, "
                     "its weight gradient one multi-operand reduce, rule depthwise_shifted_vreduce; XLA only: "
                     "IREE refuses its 49-result dispatch: 98 push constants > 64)",
        "patchify": "stem/downsampling conv lowering: auto = the target's measured choice (matmul on "
                    "iree-cpu, conv elsewhere; a name with +pmm keeps it), conv, or matmul (dot_general)",
        "layernorm": "LayerNorm lowering: auto = the target's measured choice (twopass everywhere; a name with "
                     "+ln1p keeps onepass), twopass, or onepass (statistics, input-gradient means and parameter "
                     "gradients each one multi-operand reduce, rule layer_norm_onepass)",
    }
    LOWERING_TEXT = {"conv": "convolution", "mac": "shifted multiply-adds",
                     "macvr": "shifted multiply-adds, one-pass weight gradient", "matmul": "dot_general",
                     "twopass": "mean then centred variance", "onepass": "one-pass shifted statistics"}
    COMMITTED = (
        *(f"convnext_{s}-c1000-i224-b64x{r}-{IMAGENET_STEP}" for s in "TSB" for r in (1, 4)),
        *(f"convnext_{s}-c1000-i224-b64x1-fwd+drop" for s in "TSB"),
        # small renders for the tests and the demo
        "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop",
        "convnext_micro-c10-i32-b2x2-adamw+wx+clip1.0+drop",
        "convnext_micro-c10-i32-b2x1-fwd+drop",
        "convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop",
        "convnext_atto-c10-i32-b32x1-fwd+drop",
        # what the CPU targets run by default: XLA the shifted multiply-add depthwise convs with the
        # one-pass weight gradient, IREE the patchify convs as contractions; micro's +dwmac (the
        # per-tap weight gradient) for the tests of the committed-render checks
        f"convnext_T-c1000-i224-b64x1-{IMAGENET_STEP}+dwmacvr",
        f"convnext_T-c1000-i224-b64x1-{IMAGENET_STEP}+pmm",
        "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop+dwmac",
        "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop+pmm",
        "convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop+dwmacvr",
        "convnext_atto-c10-i32-b32x1-fwd+drop+dwmacvr",
    )
    DEFAULT_TRAIN = "convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop"   # the digits demo
    BENCH = {
        "fm32convnext": Bench("convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema", "ConvNeXt-atto 32² B=32 (CPU; the Fashion-MNIST run)",
                              reps=10, warmup=2),
        "quick": Bench(f"convnext_micro-c10-i32-b2x1-{IMAGENET_STEP}",
                       "ConvNeXt-micro 32² B=2 (seconds; the smoke test)", loader_images=16, loader_batch=8,
                       loader_reps=1),
        "t64b16": Bench(f"convnext_T-c1000-i64-b16x1-{IMAGENET_STEP}", "ConvNeXt-T 64² B=16 (CPU)", reps=7, warmup=2),
        "t224b8": Bench(f"convnext_T-c1000-i224-b8x1-{IMAGENET_STEP}", "ConvNeXt-T 224² B=8 (CPU)"),
        # the batch scaling of the step's throughput, against t64b16
        "t64b8": Bench(f"convnext_T-c1000-i64-b8x1-{IMAGENET_STEP}", "ConvNeXt-T 64² B=8 (CPU)", reps=7, warmup=2),
        "t64b32": Bench(f"convnext_T-c1000-i64-b32x1-{IMAGENET_STEP}", "ConvNeXt-T 64² B=32 (CPU)", reps=5),
        "atto32": Bench(f"convnext_atto-c10-i32-b8x1-{IMAGENET_STEP}",
                        "ConvNeXt-atto 32² B=8 (seconds; has a PyTorch peer, timm convnext_atto)", loader_images=16,
                        loader_batch=8, loader_reps=1),
        "t224b64": Bench(f"convnext_T-c1000-i224-b64x1-{IMAGENET_STEP}", "ConvNeXt-T 224² B=64 (GPU)", gpu=1, reps=10,
                         warmup=3, loader_images=256, loader_batch=64),
        "t224b64x4": Bench(f"convnext_T-c1000-i224-b64x4-{IMAGENET_STEP}",
                           "ConvNeXt-T 224² B=64 per replica, 4-replica data parallel (GPU; XLA only)", gpu=1, reps=10,
                           warmup=3, loader_images=256, loader_batch=64),
    }

    TIMM = {"T": "convnext_tiny", "S": "convnext_small", "B": "convnext_base", "atto": "convnext_atto"}
    CARRIES = ("bf16-convert-on-layernorm-statistic", "bf16-convert-on-loss", "bf16-accumulation",
               "bf16-product-reads-other-copy", "remat-other-mask-column")

    def __post_init__(self):
        super().__post_init__()
        if self.gelu not in ("erf", "tanh"):
            raise ValueError(f"gelu must be 'erf' or 'tanh', got {self.gelu!r}")

    def image_rule(self) -> tuple[int, int, str]:
        return 32, 32, "a positive multiple of 32"

    @property
    def depths(self):
        return SIZES[self.size].depths

    @property
    def dims(self):
        return SIZES[self.size].dims

    @property
    def drop_sites(self) -> int:
        return sum(self.depths)

    @property
    def example_shape(self) -> tuple[int, ...]:
        return (self.image_size, self.image_size, self.in_chans)

    def norm(self) -> LayerNorm:
        """A LayerNorm over the channels, in the lowering this model runs (same function, same parameters)."""
        return (LayerNorm if self.layernorm == "twopass" else LayerNormOnePass)(name="norm", eps=LN_EPS)

    def block(self, dim: int, index: int, name: str, drop: bool) -> Residual:
        gelu = GeluErf() if self.gelu == "erf" else GeluTanh()
        branch = [
            # Certified lowerings of one function, same parameters: XLA-CPU's depthwise
            # convolution is its weak spot (facts.md), the shifted multiply-adds avoid it.
            Conv2D(dim, kernel=(7, 7), padding=((3, 3), (3, 3)), groups=dim, name="dwconv")
            if self.depthwise == "conv" else
            {"mac": DepthwiseShifted, "macvr": DepthwiseShiftedOnePass}[self.depthwise](kernel=(7, 7), padding=3,
                                                                                       name="dwconv"),
            self.norm(),
            Dense(4 * dim, name="fc1"),
            gelu,
            Dense(dim, name="fc2"),
            LayerScale(),
        ]
        if drop:   # on the residual branch, between LayerScale and the skip add (invariant 6)
            branch.append(DropPath(index=index, n_blocks=self.drop_sites))
        return Residual(Chain(branch), name=name)

    def patchify_stage(self, out_channels: int, k: int, input_grad: bool = True):
        """The stem's k=4 and the downsampling k=2 conv (stride = kernel): two certified lowerings
        of one function, same parameters; IREE-CPU runs the convolution form's weight gradient
        ~10x slower than the contraction (bench/profile_iree.py)."""
        if self.patchify == "conv":
            return Conv2D(out_channels, kernel=(k, k), stride=(k, k), name="conv", input_grad=input_grad)
        return PatchifyMatmul(out_channels, kernel=(k, k), name="conv", input_grad=input_grad)

    def net(self, drop: bool = False) -> Chain:
        """Image [B, H, W, 3] → logits [B, classes]; with `drop`, one stochastic-depth site per
        block whose keep masks are the input `drop_mask` [B, blocks]."""
        stages = [Chain([self.patchify_stage(self.dims[0], 4, input_grad=False),
                         self.norm()], name="stem")]
        index = 0
        for s, (depth, dim) in enumerate(zip(self.depths, self.dims)):
            parts = []
            if s > 0:
                parts.append(Chain([self.norm(), self.patchify_stage(dim, 2)],
                                   name="down"))
            for j in range(depth):
                parts.append(self.block(dim, index, f"blocks.{j}", drop))
                index += 1
            stages.append(Chain(parts, name=f"stages.{s}"))
        stages.append(Chain([head_pool(self.global_pool), self.norm(),
                             Dense(self.num_classes, name="fc")], name="head"))
        return Chain(stages)

    def init_params(self, seed: int) -> dict[str, np.ndarray]:
        """Host-side init, seeded: truncated normal σ .02 (timm's `trunc_normal_`) for conv/dense weights, zero
        biases, LayerNorm 1/0, LayerScale γ 1e-6."""
        rng = np.random.default_rng(seed)
        params = {}
        for name, shape in self.param_shapes().items():
            leaf = name.rsplit(".", 1)[-1]
            if leaf == "w":
                params[name] = truncated_normal(rng, shape, 0.02)
            elif leaf == "gamma":
                params[name] = np.full(shape, LAYER_SCALE_INIT, np.float32)
            elif leaf == "g":
                params[name] = np.ones(shape, np.float32)
            else:
                params[name] = np.zeros(shape, np.float32)
        return params

    def drop_ramp(self, rate: float | None = None) -> np.ndarray:
        """Per-block drop probabilities linspace(0, rate, Σdepths) (the host's business)."""
        rate = SIZES[self.size].drop_path_rate if rate is None else rate
        return np.linspace(0.0, rate, self.drop_sites)

    def timm_twin(self, drop_path_rate: float = 0.0, drop_rate: float = 0.0):
        """timm's ConvNeXt of these depths and widths (atto: `convnext_atto`, 1×1-conv MLPs, as
        its `torch_table` writes it); `+tanh` as timm's act_layer 'gelu_tanh' (its GELUTanh)."""
        import timm
        return timm.models.convnext.ConvNeXt(depths=self.depths, dims=self.dims, num_classes=self.num_classes,
                                             in_chans=self.in_chans, act_layer=TIMM_ACT[self.gelu], conv_mlp=self.size == "atto", drop_path_rate=drop_path_rate,
                                             global_pool=self.global_pool)

    def timm_sites(self, module):
        """One DropPath per block, blocks in order."""
        return [(b, "drop_path") for stage in module.stages for b in stage.blocks], None

    def details(self) -> str:
        return "  ".join(filter(None, (f"gelu: {self.gelu}", self.pool_details())))

    def gflop_per_image(self) -> float:
        """ConvNeXt-T's 26.8 GFLOP at 224², scaled by (image/224)² (never from XLA's
        cost_analysis, which over-counts the depthwise weight gradient ~90×)."""
        return GFLOP_PER_IMAGE_T_224 * (self.image_size / 224) ** 2

    def reference(self):
        from ..reference import convnext as ref
        return ref, ref.ConvNeXtConfig(depths=self.depths, dims=self.dims, num_classes=self.num_classes,
                                       image_size=self.image_size, gelu=self.gelu, global_pool=self.global_pool,
                                       in_chans=self.in_chans)

    @classmethod
    def gate_model(cls) -> "ConvNeXt":
        return cls("micro", 10, 32)

    # -- its weight maps (timm's checkpoint_filter_fn, as a table; hlocert/weights.py converts)
    NAMINGS = ("timm", "official")

    def torch_table(self, naming: str = "timm", conv_mlp: bool | None = None) -> list[tuple[str, str, str]]:
        """(hlocert name, PyTorch key, kind) of every parameter, in hlocert's order, in timm's naming
        (``timm.models.convnext``) or the official one (``facebookresearch/ConvNeXt``)::

            timm                                        official
            stem.0 (conv 4×4), stem.1 (LayerNorm2d)     downsample_layers.0.{0: conv, 1: LayerNorm}
            stages.{s}.downsample.{0: LN, 1: conv 2×2}  downsample_layers.{s}.{0: LN, 1: conv}  (s ≥ 1)
            stages.{s}.blocks.{j}.{conv_dw,norm,mlp.fc1,mlp.fc2,gamma}
                                                        stages.{s}.{j}.{dwconv,norm,pwconv1,pwconv2,gamma}
            head.norm, head.fc                          norm, head

        timm's small variants (``convnext_atto``…``nano``) are built with ``conv_mlp=True``: their
        MLP is two 1×1 convolutions, ``[out, in, 1, 1]`` (kind "pointwise"); `conv_mlp` None writes
        that form for timm's naming at size ``atto`` (so the file loads into ``convnext_atto``), the
        2-D one otherwise. On import both forms are read."""
        if naming not in self.NAMINGS:
            raise ValueError(f"naming must be one of {self.NAMINGS}, got {naming!r}")
        timm = naming == "timm"
        mlp = "pointwise" if (timm and self.size == "atto" if conv_mlp is None else conv_mlp) else "linear"
        stem_conv, stem_norm = ("stem.0", "stem.1") if timm else ("downsample_layers.0.0", "downsample_layers.0.1")
        rows = [("stem.conv.w", f"{stem_conv}.weight", "conv"), ("stem.conv.b", f"{stem_conv}.bias", "vec"),
                ("stem.norm.g", f"{stem_norm}.weight", "vec"), ("stem.norm.b", f"{stem_norm}.bias", "vec")]
        dw, fc1, fc2 = ("conv_dw", "mlp.fc1", "mlp.fc2") if timm else ("dwconv", "pwconv1", "pwconv2")
        for s, depth in enumerate(self.depths):
            if s > 0:
                down = f"stages.{s}.downsample" if timm else f"downsample_layers.{s}"
                rows += [(f"stages.{s}.down.norm.g", f"{down}.0.weight", "vec"),
                         (f"stages.{s}.down.norm.b", f"{down}.0.bias", "vec"),
                         (f"stages.{s}.down.conv.w", f"{down}.1.weight", "conv"),
                         (f"stages.{s}.down.conv.b", f"{down}.1.bias", "vec")]
            for j in range(depth):
                ours, theirs = f"stages.{s}.blocks.{j}", f"stages.{s}.blocks.{j}" if timm else f"stages.{s}.{j}"
                rows += [(f"{ours}.dwconv.w", f"{theirs}.{dw}.weight", "conv"),
                         (f"{ours}.dwconv.b", f"{theirs}.{dw}.bias", "vec"),
                         (f"{ours}.norm.g", f"{theirs}.norm.weight", "vec"),
                         (f"{ours}.norm.b", f"{theirs}.norm.bias", "vec"),
                         (f"{ours}.fc1.w", f"{theirs}.{fc1}.weight", mlp), (f"{ours}.fc1.b", f"{theirs}.{fc1}.bias", "vec"),
                         (f"{ours}.fc2.w", f"{theirs}.{fc2}.weight", mlp), (f"{ours}.fc2.b", f"{theirs}.{fc2}.bias", "vec"),
                         (f"{ours}.gamma", f"{theirs}.gamma", "vec")]
        head_norm, head_fc = ("head.norm", "head.fc") if timm else ("norm", "head")
        return rows + [("head.norm.g", f"{head_norm}.weight", "vec"), ("head.norm.b", f"{head_norm}.bias", "vec"),
                       ("head.fc.w", f"{head_fc}.weight", "linear"), ("head.fc.b", f"{head_fc}.bias", "vec")]

    def layer_key(self, name: str) -> tuple[float, ...]:
        """timm's ConvNeXt.group_matcher: the stem layer 0, then one layer per block in order (a
        stage's downsample with its first block), the head (its norm and fc) last."""
        if name.startswith("stem."):
            return STEM
        down = block_key(name, r"stages\.(\d+)\.down\.")
        return (*down, 0.0) if down else block_key(name, r"stages\.(\d+)\.blocks\.(\d+)\.") or HEAD

    def timm_table(self) -> list[tuple[str, str, str]]:
        return self.torch_table("timm")

    @classmethod
    def naming_of(cls, state_dict) -> str:
        """'timm' or 'official', from the stem's key; ValueError if neither."""
        if "stem.0.weight" in state_dict:
            return "timm"
        if "downsample_layers.0.0.weight" in state_dict:
            return "official"
        if "stem.conv.w" in state_dict:
            raise ValueError("this state_dict is already in hlocert's layout (key 'stem.conv.w'); "
                             "use it as the params directly, or load it with load_params()")
        sample = ", ".join(sorted(map(str, state_dict))[:5]) or "<empty>"
        raise ValueError("not a ConvNeXt state_dict: neither timm's 'stem.0.weight' nor the "
                         f"official 'downsample_layers.0.0.weight' is present (keys: {sample}, …)")

    @classmethod
    def from_state_dict(cls, state_dict, **kw) -> "ConvNeXt":
        """The ConvNeXt whose size (depths, dims) and class count fit `state_dict`; `kw` (e.g.
        `image_size`, `gelu`) go to the constructor. ValueError if no size fits."""
        depths, dims, classes = _describe(state_dict)
        for name, size in SIZES.items():
            if size.depths == depths and size.dims == dims:
                return cls(size=name, num_classes=classes, **kw)
        raise ValueError(f"no hlocert ConvNeXt size has depths {depths} and dims {dims} "
                         f"(known: {', '.join(f'{n} {s.depths}/{s.dims}' for n, s in SIZES.items())})")

    def checkpoint_hint(self, state_dict) -> str:
        """What model `state_dict` looks like, for a mismatch error."""
        try:
            depths, dims, classes = _describe(state_dict)
        except Exception:          # noqa: BLE001 - only a hint
            return ""
        have = next((n for n, s in SIZES.items() if s.depths == depths and s.dims == dims), None)
        ckpt = f"size {have!r}" if have else f"depths {depths}, dims {dims}"
        return (f" (the checkpoint looks like {ckpt} with {classes} classes; the model is size "
                f"{self.size!r} with {self.num_classes} classes)")

    @classmethod
    def mutants(cls) -> dict[str, "ConvNeXt"]:
        small = cls.gate_model()
        return {f"{cls.NAME}/{name}": mutant(small.size, small.num_classes, small.image_size)
                for name, mutant in [("misplaced-drop-site", MisplacedDropSite),
                                     ("layer-scale-grad-undropped", UndroppedLayerScaleGrad),
                                     ("loss-wrong-divisor", LossWrongDivisor),
                                     ("layer-norm-wrong-axis", StemLayerNormWrongAxis)]}


def _describe(state_dict) -> tuple[tuple[int, ...], tuple[int, ...], int | None]:
    """(depths, dims, classes) read off a timm or official state_dict."""
    naming = ConvNeXt.naming_of(state_dict)
    depths, dims = [], []
    for s in range(4):
        blk = (lambda j: f"stages.{s}.blocks.{j}.gamma") if naming == "timm" else (lambda j: f"stages.{s}.{j}.gamma")
        j = 0
        while blk(j) in state_dict:
            j += 1
        depths.append(j)
        dims.append(int(np.shape(state_dict[blk(0)])[0]) if j else 0)
    fc = "head.fc.weight" if naming == "timm" else "head.weight"
    classes = int(np.shape(state_dict[fc])[0]) if fc in state_dict else None
    return tuple(depths), tuple(dims), classes


# ---------------------------------------------------------------------------------------------
# Whole-net mutants: each a ConvNeXt with one realistic bug (certify/net_mutants.py runs the gates).

@dataclass(frozen=True)
class MisplacedDropSite(ConvNeXt):
    """drop mask applied to the block output (branch + x) instead of the branch"""

    def block(self, dim, index, name, drop):
        res = super().block(dim, index, name, drop)
        return DropAfterAdd(res.branch, name=name) if drop else res


@dataclass(frozen=True)
class UndroppedLayerScaleGrad(ConvNeXt):
    """LayerScale γ gradient read from the cotangent before the drop's backward"""

    def block(self, dim, index, name, drop):
        res = super().block(dim, index, name, drop)
        if not drop:
            return res
        *body, _, _ = res.branch.stages          # ..., LayerScale, DropPath
        return Residual(Chain(body + [LayerScaleGradUndropped(index=index, n_blocks=self.drop_sites)]), name=name)


@dataclass(frozen=True)
class LossWrongDivisor(ConvNeXt):
    """softmax cross-entropy cotangent divided by the class count instead of the batch"""

    def loss(self):
        return CrossEntropyDividesByClasses()


@dataclass(frozen=True)
class StemLayerNormWrongAxis(ConvNeXt):
    """stem LayerNorm backward recomputing its statistics over the wrong axis"""

    def net(self, drop=False):
        chain = super().net(drop)
        stem = chain.stages[0]
        old = stem.stages[1]
        stem.stages[1] = LayerNormBackwardWrongAxis(name=old.name, eps=old.eps)
        return chain
