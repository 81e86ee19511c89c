"""ResNet (hlocert/nets/resnet.py's net) as a plain JAX function, written from torchvision's
`torchvision/models/resnet.py` (`BasicBlock`, `Bottleneck` with the stride on conv2 — v1.5 —,
`ResNet._make_layer`, `_forward_impl`): the independent reference the rendered step is tied to. It
shares no code with hlocert outside ``hlocert/reference/``.

    stem:   conv1 7×7 / s2 pad 3 (no bias) → bn1 → ReLU → max-pool 3×3 / s2 pad 1
    layer{i}.{j}  BasicBlock:  out = relu(bn2(conv2(relu(bn1(conv1(x))))) + identity)
                  Bottleneck:  out = relu(bn3(conv3(relu(bn2(conv2(relu(bn1(conv1(x)))))))) + identity)
                  identity = downsample.1(downsample.0(x)) when stride ≠ 1 or inplanes ≠ planes·expansion
    head:   adaptive average pool to 1×1 → flatten → fc

DropBlock (timm's `drop_block_rate` > 0, its `drop_blocks`): in every block of layer3 and layer4,
after bn1 of a BasicBlock and bn2 of a Bottleneck, before the ReLU, x · mask[..., None] with the
mask ``[B, H, W]`` the caller gives as ``masks["layer{i}.{j}.drop_block.mask"]`` (the masks are
drawn outside; the training forward only applies them).

BatchNorm in training mode normalises by the batch statistics and returns new running statistics
(momentum 0.1, unbiased running variance); in eval mode it reads the running statistics.
Activations are NHWC; parameters a ``dict[str, array]`` keyed by torchvision's module names
(``weight`` → ``w``; BN ``weight``/``bias`` → ``g``/``b``), the running statistics a second dict
keyed ``{bn}.running_mean`` / ``{bn}.running_var``.
"""
from __future__ import annotations

import dataclasses

import numpy as np

from . import ops

# The parameters weight decay skips beside the 1-D ones (optim.decay_mask):
# timm's ResNet declares no no_weight_decay().
NO_WEIGHT_DECAY: frozenset[str] = frozenset()


@dataclasses.dataclass(frozen=True)
class ResNetConfig:
    block: str = "bottleneck"            # "basic" (expansion 1) | "bottleneck" (expansion 4)
    layers: tuple = (3, 4, 6, 3)
    widths: tuple = (64, 128, 256, 512)
    stem: int = 64
    num_classes: int = 1000
    image_size: int = 224
    bn_eps: float = 1e-5
    bn_momentum: float = 0.1
    in_chans: int = 3
    global_pool: str = "avg"             # timm's: avg, max, avgmax, catavgmax (twice the features)
    drop_block: float = 0.0              # timm's drop_block_rate: DropBlock in layer3 and layer4
    bn_splits: int = 1                   # timm's --split-bn over this many aug splits (1: off)

    @property
    def expansion(self) -> int:
        return 4 if self.block == "bottleneck" else 1


def _blocks(cfg: ResNetConfig):
    """(prefix, inplanes, planes, stride, has downsample) per block, as `_make_layer` builds them."""
    inplanes = cfg.stem
    for i, (blocks, planes) in enumerate(zip(cfg.layers, cfg.widths)):
        stride = 1 if i == 0 else 2
        for j in range(blocks):
            s = stride if j == 0 else 1
            down = j == 0 and (stride != 1 or inplanes != planes * cfg.expansion)
            yield f"layer{i + 1}.{j}", inplanes, planes, s, down
            inplanes = planes * cfg.expansion


def _convs(cfg: ResNetConfig, prefix: str, inplanes: int, planes: int):
    """(conv name, kernel, in, out) of one block's branch, bn{k} after each conv{k}."""
    if cfg.block == "basic":
        return [(f"{prefix}.conv1", 3, inplanes, planes), (f"{prefix}.conv2", 3, planes, planes)]
    return [(f"{prefix}.conv1", 1, inplanes, planes), (f"{prefix}.conv2", 3, planes, planes),
            (f"{prefix}.conv3", 1, planes, planes * cfg.expansion)]


def _bn_shapes(cfg: ResNetConfig, name: str, channels: int) -> dict[str, tuple[int, ...]]:
    return {f"{s}.{leaf}": (channels,) for s in ops.bn_sets(name, cfg.bn_splits) for leaf in ("g", "b")}


def param_shapes(cfg: ResNetConfig) -> dict[str, tuple[int, ...]]:
    shapes = {"conv1.w": (7, 7, cfg.in_chans, cfg.stem), **_bn_shapes(cfg, "bn1", cfg.stem)}
    for prefix, inplanes, planes, _, down in _blocks(cfg):
        for k, (conv, kernel, cin, cout) in enumerate(_convs(cfg, prefix, inplanes, planes), 1):
            shapes.update({f"{conv}.w": (kernel, kernel, cin, cout), **_bn_shapes(cfg, f"{prefix}.bn{k}", cout)})
        if down:
            cout = planes * cfg.expansion
            shapes.update({f"{prefix}.downsample.0.w": (1, 1, inplanes, cout),
                           **_bn_shapes(cfg, f"{prefix}.downsample.1", cout)})
    features = cfg.widths[-1] * cfg.expansion * (2 if cfg.global_pool == "catavgmax" else 1)
    shapes.update({"fc.w": (features, cfg.num_classes), "fc.b": (cfg.num_classes,)})
    return shapes


def state_shapes(cfg: ResNetConfig) -> dict[str, tuple[int, ...]]:
    """The running statistics of every BatchNorm, in forward order."""
    return {f"{name[:-2]}.{stat}": shape for name, shape in param_shapes(cfg).items()
            if name.endswith(".g") for stat in ("running_mean", "running_var")}


def init_state(cfg: ResNetConfig) -> dict[str, np.ndarray]:
    """PyTorch's BatchNorm buffers at construction: running mean 0, running variance 1."""
    return {name: np.zeros(s, np.float32) if name.endswith("mean") else np.ones(s, np.float32)
            for name, s in state_shapes(cfg).items()}


class _Norm:
    """BatchNorm over a params/state pair: training (batch statistics; collects the new running
    statistics) or eval (running statistics)."""

    def __init__(self, params, state, cfg: ResNetConfig, train: bool):
        self.params, self.state, self.cfg, self.train = params, state, cfg, train
        self.new_state = {}

    def __call__(self, x, name: str):
        y, new = ops.batch_norm_sets(x, self.params, self.state, name, self.cfg.bn_splits, self.train,
                                     self.cfg.bn_eps, self.cfg.bn_momentum)
        self.new_state.update(new)      # eval: the main BatchNorm only, split or not (timm's SplitBatchNorm2d)
        return y


def drop_block_sites(cfg: ResNetConfig) -> list[str]:
    """The DropBlock mask names, in forward order: every block of layer3 and layer4 when on."""
    if not cfg.drop_block:
        return []
    return [f"{prefix}.drop_block.mask" for prefix, *_ in _blocks(cfg) if prefix.split(".")[0] in ("layer3", "layer4")]


def _block(params, norm: _Norm, cfg: ResNetConfig, x, prefix, inplanes, planes, stride, down, masks):
    out = x
    convs = _convs(cfg, prefix, inplanes, planes)
    third = 1 if cfg.block == "basic" else 2       # the 3×3 conv's index
    for k, (conv, kernel, _, _) in enumerate(convs, 1):
        # v1.5: the stride sits on the 3×3 (conv1 of a basic block, conv2 of a bottleneck)
        s = stride if k == third else 1
        pad = kernel // 2
        out = norm(ops.conv2d(out, params[f"{conv}.w"], stride=(s, s), padding=((pad, pad), (pad, pad))),
                   f"{prefix}.bn{k}")
        if k == third and f"{prefix}.drop_block.mask" in masks:
            out = ops.drop_block(out, masks[f"{prefix}.drop_block.mask"])
        if k < len(convs):
            out = ops.relu(out)
    identity = x
    if down:
        identity = norm(ops.conv2d(x, params[f"{prefix}.downsample.0.w"], stride=(stride, stride)),
                        f"{prefix}.downsample.1")
    return ops.relu(out + identity)


def forward_with_state(params, state, x, cfg: ResNetConfig, train: bool = True, masks=None):
    """(logits ``[B, K]``, new running statistics — empty in eval mode); `masks` the DropBlock
    masks of a training forward (exactly `drop_block_sites`' names)."""
    masks = masks or {}
    want = drop_block_sites(cfg) if train else []
    assert sorted(masks) == sorted(want), f"DropBlock masks {sorted(masks)}, the sites {want}"
    norm = _Norm(params, state, cfg, train)
    x = ops.conv2d(x, params["conv1.w"], stride=(2, 2), padding=((3, 3), (3, 3)))
    x = ops.max_pool(ops.relu(norm(x, "bn1")))
    for prefix, inplanes, planes, stride, down in _blocks(cfg):
        x = _block(params, norm, cfg, x, prefix, inplanes, planes, stride, down, masks)
    return ops.dense(ops.global_pool(x, cfg.global_pool), params["fc.w"], params["fc.b"]), norm.new_state


def train_forward(params, state, x, drop_mask, cfg: ResNetConfig):
    """(training-mode logits, new running statistics); ``drop_mask``: None (no stochastic depth),
    or with DropBlock on, the dict of its masks by name."""
    assert drop_mask is None or isinstance(drop_mask, dict), "ResNet has no stochastic-depth sites"
    return forward_with_state(params, state, x, cfg, train=True, masks=drop_mask)


def train_loss(params, state, x, targets, drop_mask, cfg: ResNetConfig):
    """(mean softmax cross-entropy of the training-mode forward against soft targets ``[B, K]``,
    new running statistics): differentiate with ``has_aux=True``. ``drop_mask``: None, or the
    DropBlock masks (train_forward)."""
    logits, new_state = train_forward(params, state, x, drop_mask, cfg)
    return ops.softmax_cross_entropy(logits, targets), new_state


def eval_forward(params, state, x, cfg: ResNetConfig):
    """Logits of the eval-mode forward (BatchNorm on the running statistics)."""
    return forward_with_state(params, state, x, cfg, train=False)[0]
