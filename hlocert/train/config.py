"""`TrainConfig`: the one list of training options, and the command-line flags generated from it.

Each field is declared once with `option(...)`: its default, its help, and how it may change on
`--resume` (`resumable=True`: training longer, loader workers, logging). `add_arguments` turns
the fields into argparse flags (`lr` → `--lr`; a bool `eval` → `--no-eval`), `from_args` reads
them back, and `hlocert pair` takes the subset it shares through the same two functions, so a
new option is one line here. The timm-style flags compose the variant here too (`composed`,
`optimizer`): `--opt` read into an Optimizer, each optimizer flag's declared `sets` fields
replaced on that object, `-b` and `--replicas` set on the Variant; train/recipe.py only picks the
net. `--variant` is read by argparse's `type=variant_arg`, so the config holds the object.
"""
from __future__ import annotations

import argparse
import ast
import math
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Iterable

from .. import nets
from ..data import Augment, DataError, Mixup
from ..data.augment import MODES
from ..nets.base import Net
from ..optim import OPTIMIZERS, Optimizer, families_with
from ..render import targets
from ..render.variants import Variant, VariantError, declared, parse_optimizer, recorded, variant_arg
from .errors import TrainError

DEFAULT_VARIANT = nets.default_train_variant()
TUPLES = ("rrc_scale", "opt_betas", "ratio", "mean", "std", "decay_milestones", "cutmix_minmax", "lr_noise",
          "train_img_sizes", "train_batch_sizes", "train_size_probs")     # fields of several numbers: tuples here, lists in JSON and argparse


# timm's create_dataset prefixes that read no local image folder: what each reads
HUB_DATASETS = {"hfds": "Hugging Face datasets", "hfids": "Hugging Face streaming datasets",
                "tfds": "TensorFlow datasets", "wds": "WebDataset shards"}
TORCH_FOLDERS = ("image_folder", "folder")     # timm's torch/ names of torchvision's ImageFolder


def check_dataset(name: str | None) -> None:
    """TrainError, one line, for a timm `--dataset` that reads no local image folder (timm's
    create_dataset: '' and unprefixed names are its folder reader, torch/image_folder and torch/folder
    torchvision's ImageFolder; hfds/, hfids/, tfds/, wds/ and torchvision's other sets are not)."""
    prefix, sep, rest = (name or "").partition("/")
    prefix = prefix.lower() if sep else ""
    if prefix in HUB_DATASETS:
        raise TrainError(f"--dataset {name}: timm's {prefix}/ reads {HUB_DATASETS[prefix]}; hlocert reads --data (a "
                         f"name, an ImageFolder or a packed set): drop --dataset")
    if prefix == "torch" and rest.lower() not in TORCH_FOLDERS:
        raise TrainError(f"--dataset {name}: torchvision's {rest or '?'} data set (downloaded by torchvision) is not "
                         f"an image folder; hlocert reads --data (a name, an ImageFolder or a packed set): drop "
                         f"--dataset, or give torch/image_folder")


def kwarg(text: str) -> tuple[str, Any]:
    """One `KEY=VALUE` of timm's --model-kwargs / --opt-kwargs (its ParseKwargs): the value a Python
    literal (`ast.literal_eval`: 1e-6, (0.9, 0.99), False), else the text itself."""
    key, eq, value = text.partition("=")
    if not eq or not key:
        raise argparse.ArgumentTypeError(f"{text!r} is not KEY=VALUE")
    try:
        return key, ast.literal_eval(value)
    except (ValueError, SyntaxError):
        return key, value


def kwargs_value(value: Any) -> dict[str, Any] | None:
    """--model-kwargs / --opt-kwargs as a dict (the flag's KEY=VALUE pairs, later ones winning as in
    timm; an args.yaml's mapping or list of KEY=VALUE); ValueError for another value."""
    if value is None or isinstance(value, dict):
        pairs = list((value or {}).items())
    elif isinstance(value, (list, tuple)):
        pairs = [kwarg(v) if isinstance(v, str) else tuple(v) for v in value]
    else:
        raise ValueError(value)
    if not all(isinstance(k, str) and k for k, _ in pairs):
        raise ValueError(value)
    return dict(pairs) or None


def option(default: Any, help: str, *, resumable: bool = False, aliases: tuple[str, ...] = (),
           composes: bool = False, sets: tuple[str, ...] = (), **argparse_kw: Any):
    """A TrainConfig field: `help` and `argparse_kw` (type, choices, nargs, metavar) make its flag;
    `resumable` fields may differ from the saved run's on `--resume`; `aliases` are further
    spellings of the flag (timm's, e.g. `-b`); `composes` marks a timm-style flag that builds the
    variant (`TrainConfig.composed`) and so contradicts `--variant`; `sets` names the fields of
    the optimizer (hlocert/optim) the flag's value replaces on the `--opt` object."""
    return field(default=default, metadata={"help": help, "resumable": resumable, "argparse": argparse_kw,
                                            "aliases": aliases, "composes": composes, "sets": sets,
                                            "kwargs": argparse_kw.pop("kwargs", False)})


@dataclass
class TrainConfig:
    data: str | None = option(None, "a data set's name (digits, fashion-mnist: prepared in the cache on first use), or a "
                               "directory: an ImageFolder with train/ and val/, or a packed set (`hlocert data pack`) "
                               "(default: digits)")
    dataset: str | None = option(None, "timm's data set type: '' or a name timm reads as an image folder (no "
                                 "prefix, torch/image_folder, torch/folder) is --data's folder; its hub and "
                                 "download ones (hfds/, hfids/, tfds/, wds/, other torch/ sets) are refused "
                                 "(default: '')", metavar="NAME")
    class_map: str | None = option(None, "timm's class map: a .txt naming class i on line i (tried under --data when "
                                   "not found); the folder's classes, in its order, the others left out (default: "
                                   "every class folder, sorted)", metavar="FILE.txt")
    input_key: str | None = option(None, "timm's input key of a folder: its image file types, ';' between them "
                                   "(e.g. .png;.jpg; default: torchvision's image extensions)", metavar="TYPES")
    variant: Variant = option(declared(DEFAULT_VARIANT), f"train-step render (default {DEFAULT_VARIANT})",
                              type=variant_arg)
    epochs: int = option(12, "epochs (on --resume: may grow; the LR schedule then spans the new total)",
                         resumable=True, type=int)
    lr: float = option(2e-3, "peak learning rate", type=float)
    min_lr: float = option(1e-5, "the cosine schedule's final learning rate", type=float)
    warmup_epochs: float = option(1.0, "linear warm-up length in epochs", type=float)
    seed: int = option(0, "seed of the init, the data order and the drop masks", type=int)
    lowerer: str = option("xla", "the compiler that runs the text", choices=["xla", "iree"])
    platform: str = option("cpu", "the device kind", choices=["cpu", "gpu"])
    replicas: int | None = option(None, "data-parallel replicas (XLA; on CPU sets up N host devices; "
                                        "default: as the variant says)", type=int)
    # lowering family -> a lowering forced (render/targets.py); one flag per family of any net
    # (`--<family> <lowering>`), generated by targets.add_arguments; absent families are auto
    lowerings: dict = field(default_factory=dict, metadata={"help": "", "resumable": False, "argparse": {},
                                                            "families": True})
    out: str | None = option(None, "the run folder itself: checkpoints/, metrics.jsonl, summary.csv, config.json, "
                             "curves.png (default: a fresh folder --output/--experiment)", resumable=True)
    workers: int = option(2, "loader worker processes (0: load in this process)", resumable=True, type=int,
                          aliases=("-j",))
    label_smoothing: float = option(0.1, "label smoothing of the one-hot targets", type=float,
                                    aliases=("--smoothing",))
    mixup: float = option(0.0, "mixup alpha (0: off)", type=float)
    cutmix: float = option(0.0, "cutmix alpha (0: off)", type=float)
    # the rest of timm's Mixup (data/mixup.py): read into one Mixup, `cfg.mix`, when the config is made
    cutmix_minmax: tuple | None = option(None, "cutmix box sides as MIN..MAX fractions of the image, drawn uniformly "
                                         "(timm's; turns cutmix on, its alpha then 1; default: none, the box from "
                                         "the cutmix lambda)", type=float, nargs=2, metavar=("MIN", "MAX"))
    mixup_prob: float = option(1.0, "probability of mixing a batch (or pair, element: --mixup-mode)", type=float)
    mixup_switch_prob: float = option(0.5, "with both --mixup and --cutmix: the probability of cutmix", type=float)
    mixup_mode: str = option("batch", "one mix per batch, per pair of rows (r, B-1-r) or per row",
                             choices=["batch", "pair", "elem"])
    mixup_off_epoch: int = option(0, "no mixing from this epoch on (0: mix throughout)", type=int, metavar="E")
    rrc_scale: tuple = option((0.5, 1.0), "random-resized-crop area range", type=float, nargs=2,
                              metavar=("LO", "HI"))
    # timm's augmentation flags (data/augment.py): read into one Augment, `cfg.augment`, when the config is made
    ratio: tuple = option((3 / 4, 4 / 3), "random-resized-crop aspect-ratio range", type=float, nargs=2,
                          metavar=("LO", "HI"))
    hflip: float = option(0.5, "horizontal-flip probability", type=float)
    vflip: float = option(0.0, "vertical-flip probability", type=float)
    aa: str | None = option(None, "RandAugment as timm spells it: rand[-m{M}][-n{N}][-mstd{S}][-mmax{X}][-inc{0|1}]"
                            "[-p{P}], e.g. rand-m9-mstd0.5-inc1 (default: none)", metavar="rand-…")
    color_jitter: float = option(0.0, "brightness/contrast/saturation jitter factor, applied when there is no --aa "
                                 "(default 0: off; timm's is 0.4)", type=float)
    train_interpolation: str = option("bicubic", "the train crop's resample filter (and RandAugment's): bicubic, "
                                      "bilinear, nearest, or random (bilinear or bicubic per image; timm's "
                                      "default) (default bicubic)",
                                      metavar="MODE")
    interpolation: str | None = option(None, "the eval resize's filter: bicubic, bilinear, nearest (default: "
                                       "bicubic)", metavar="MODE")
    crop_pct: float | None = option(None, "eval: resize the shorter side to img-size / crop-pct, then centre-crop "
                                    "(default: 0.875)", type=float)
    mean: tuple | None = option(None, "normalisation mean, one number per channel or one for all (default: ImageNet's "
                                "0.485 0.456 0.406; at 1 channel their mean, 0.449, as timm)", type=float, nargs="+",
                                metavar="M")
    std: tuple | None = option(None, "normalisation std, one number per channel or one for all (default: ImageNet's "
                               "0.229 0.224 0.225; at 1 channel their mean, 0.226, as timm)", type=float, nargs="+",
                               metavar="S")
    in_chans: int | None = option(None, "the input's channels (timm's): 3 (RGB) or 1 (grey: each image converted to "
                                  "PIL's L); the variant's +ch{N}, written when not 3 (default: the variant's, 3)",
                                  type=int, metavar="N")
    input_img_mode: str | None = option(None, "the PIL mode each image is converted to (timm's): RGB or L (default: RGB "
                                        "at 3 channels, L at 1, as timm)", metavar="MODE")
    color_jitter_prob: float | None = option(None, "apply the colour jitter with this probability (timm's RandomApply; "
                                             "default: always)", type=float, metavar="P")
    grayscale_prob: float = option(0.0, "probability of turning the train image grey (torchvision's RandomGrayscale)",
                                   type=float, metavar="P")
    gaussian_blur_prob: float = option(0.0, "probability of a Gaussian blur (kernel 23, sigma U(0.1, 2), as timm)",
                                       type=float, metavar="P")
    train_crop_mode: str = option("rrc", "the train crop: rrc (random-resized crop), rkrc or rkrr (timm's keep-ratio "
                                  "resize with a random zoom and aspect from --rrc-scale/--ratio, each with p 0.5, "
                                  "then a centre or random crop, reflect-padding a short side) (default rrc)",
                                  choices=["rrc", "rkrc", "rkrr"])
    no_aug: bool = option(False, "no train augmentation: resize and centre-crop as eval at crop_pct 1 (timm's "
                          "transforms_noaug_train; mixup/cutmix still apply)")
    reprob: float = option(0.0, "random-erasing probability per image, on the normalised image (0: off)", type=float)
    remode: str = option("pixel", "random-erasing fill: pixel (per-pixel normal noise), rand (a normal colour per "
                         "box), const (zeros)", metavar="pixel|rand|const")
    recount: int = option(1, "random-erasing boxes per erased image: 1..N, uniformly", type=int, metavar="N")
    aug_repeats: float = option(0.0, "repeated augmentation (timm's RepeatAugSampler): each image N times an epoch, "
                                "its copies spread over the replicas, the epoch then about the data's size "
                                "(timm's truncation; default 0: each image once)", type=float, metavar="N")
    aug_splits: int = option(0, "aug splits (timm's --aug-splits S >= 2): each image as S views in a batch, the first "
                             "clean (crop and flips), the others through --aa / colour jitter; -b counts images, the "
                             "step takes -b x S rows (default 0: one view)", type=int, metavar="S")
    resplit: bool = option(False, "random erasing left off the first aug split (timm's --resplit; without "
                           "--aug-splits the first half of each batch)")
    drop_path: float | None = option(None, "stochastic-depth rate (--drop-connect: timm's deprecated spelling; "
                                     "default: the size's recipe)", type=float, aliases=("--drop-connect",))
    ema_decay: float = option(0.9999, "the cap of the warm-up EMA decay", type=float,
                              aliases=("--model-ema-decay",))
    keep: int = option(3, "checkpoints kept", resumable=True, type=int)
    ckpt_every: int = option(0, "also checkpoint every N steps (0: only at epoch ends)", resumable=True, type=int)
    max_steps: int | None = option(None, "stop after this global step (the schedule still spans --epochs; default: "
                                   "the end of the last epoch)",
                                   resumable=True, type=int)
    grad_accum_steps: int = option(1, "micro-batches per update: each update averages the gradients (and the loss) "
                                      "of K micro-batches of the variant's batch, with the memory of one; the "
                                      "schedule, --max-steps, --ckpt-every and the metrics count updates", type=int,
                                   metavar="K")
    eval: bool = option(True, "top-1/top-5 on val after each epoch", resumable=True)
    plot: bool = option(True, "write curves.png at the end", resumable=True)
    # timm-style flags (train/recipe.py): without --variant they compose the variant name
    model: str | None = option(None, "the net, by hlocert name {net}_{size} (tinycnn_S, vit_nano) or "
                               "timm name (vit_small_patch16_224); with the flags below it builds "
                               "the variant (default: the default variant's net)", composes=True)
    batch_size: int = option(32, "batch size per replica", type=int, aliases=("-b",), composes=True)
    img_size: int | None = option(None, "input image size (default: 32 on the embedded digits, else 224)",
                                  type=int, composes=True)
    num_classes: int | None = option(None, "classes of the head (default: from the data)", type=int, composes=True)
    opt: str = option("adamw", "the optimizer and its own options as the variant spells them: adamw, adam, "
                      "sgd[+m{MU}][+nesterov], rmsproptf[+m{MU}], lamb, muon", composes=True)
    opt_eps: float | None = option(None, f"the optimizer's epsilon ({', '.join(families_with('eps'))}; default: "
                                   "its own)", type=float, composes=True, sets=("eps",))
    opt_betas: tuple | None = option(None, f"the optimizer's betas ({', '.join(families_with('b1', 'b2'))}; default: "
                                     "its own)", type=float, nargs=2, metavar=("B1", "B2"), composes=True,
                                     sets=("b1", "b2"))
    momentum: float | None = option(None, f"the optimizer's momentum ({', '.join(families_with('momentum'))}; "
                                    "default: its own)", type=float, composes=True, sets=("momentum",))
    weight_decay: float | None = option(None, "weight decay, never on 1-D parameters nor the net's no_weight_decay() "
                                        "ones (timm's rule; default: the optimizer's, "
                                        "0.05 for adamw, else 0)", type=float, composes=True,
                                        sets=("weight_decay",))
    layer_decay: float | None = option(None, "layer-wise lr decay F (timm's): each tensor's lr times F^(L-1-layer), "
                                       "its layer as timm's group_matcher numbers the net's blocks, the head at lr "
                                       "(the variant's +ld{F}; default: none)", type=float, metavar="F",
                                       composes=True, sets=("layer_decay",))
    layer_decay_min_scale: float | None = option(None, "with --layer-decay: each tensor's lr scale at least S (timm's "
                                                 "min_scale; the variant's +ldmin{S}; default: none, timm's 0)",
                                                 type=float, metavar="S", composes=True, sets=("layer_decay_min",))
    layer_decay_no_opt_scale: float | None = option(None, "with --layer-decay: the tensors whose lr scale is below S "
                                                    "are not trained (timm's no_opt_scale: no step, out of the "
                                                    "clipping norm; the variant's +ldno{S}; default: none)",
                                                    type=float, metavar="S", composes=True,
                                                    sets=("layer_decay_no_opt",))
    clip_grad: float = option(1.0, "clip the gradients at this value, as --clip-mode says (0: off)", type=float,
                              composes=True)
    clip_mode: str = option("norm", "what --clip-grad clips: norm (the global gradient norm, the variant's +clip{C}), "
                            "value (each gradient element to ±C, +clipv{C}) or agc (timm's adaptive clipping, each "
                            "output unit's gradient norm to C x its weight norm, the classifier unclipped, +agc{C})",
                            composes=True, metavar="norm|value|agc")
    model_ema: bool = option(False, "keep EMA weights (evaluated beside the live ones)", composes=True)
    model_ema_warmup: bool = option(False, "with --model-ema: timm's decay warm-up, 0 at the first update, then "
                                    "min(--ema-decay, 1 - t^(-2/3)) (the variant's +emaw); without it hlocert's "
                                    "min(--ema-decay, (1 + t)/(10 + t)) (timm's: the constant --ema-decay)",
                                    composes=True)
    sched: str = option("cosine", "learning-rate schedule after the warm-up: cosine (to --min-lr), step "
                        "(x --decay-rate every --decay-epochs) or multistep (x --decay-rate at each of "
                        "--decay-milestones)", choices=["cosine", "step", "multistep"])
    decay_epochs: float = option(30.0, "the step schedule's period in epochs", type=float)
    decay_rate: float = option(0.1, "the step schedule's factor", type=float)
    decay_milestones: tuple = option((90.0, 180.0, 270.0), "the multistep schedule's epochs (timm's: a milestone M "
                                     "lowers the lr from the update before epoch M ends)", type=float, nargs="+",
                                     metavar="M")
    output: str = option("output/train", "where fresh run folders are made (timm's --output)", resumable=True)
    experiment: str | None = option(None, "the run folder's name under --output (default: "
                                    "<date>-<time>-<model>-<img>, a fresh one per run)", resumable=True)
    log_interval: int = option(0, "a progress line every N steps (0: every 5 s, every step on a terminal)",
                               resumable=True, type=int)
    pretrained: str | None = option(None, "start from these weights: a timm or official state_dict FILE in "
                                    ".safetensors (or .pth with the torch extra), or an `hlocert export`; with no "
                                    "value (or `timm`, `timm:NAME.TAG`), timm's pretrained weights of the net's "
                                    "timm twin at its default tag or --model's .TAG, read by timm.create_model"
                                    "(pretrained=True) from the Hugging Face cache or hub (the torch extra); a "
                                    "head of another class count is re-initialised (default: a fresh init)",
                                    nargs="?", const="timm", metavar="FILE|timm[:NAME.TAG]")
    pretrained_path: str | None = option(None, "timm's: with --pretrained (timm's weights), the file timm.create_model "
                                         "reads as them (its pretrained_cfg_overlay file: a downloaded copy, offline); "
                                         "alone, a file as --pretrained FILE takes", metavar="FILE")
    # timm's mixed-precision flags (train/recipe.py `with_amp`): with --variant too
    amp: bool = option(False, "mixed precision: train the variant's +bf16 twin (bf16 products, f32 accumulation "
                       "and everything else f32; docs/bf16.md); a +bf16 variant stays as it is")
    amp_dtype: str = option("bfloat16", "the --amp dtype: bfloat16 is the only one hlocert renders")
    model_dtype: str | None = option(None, "timm's: the dtype the weights live in, float32 (the default) or bfloat16: "
                                     "train the variant's +wbf16 twin (every tensor bf16: the input, the weights, the "
                                     "running statistics, the optimizer's state and the EMA); not with --amp; float16 "
                                     "refused (no loss scaling)", metavar="DTYPE")
    # timm's BCE flags (train/recipe.py `with_bce`): with --variant too
    bce_loss: bool = option(False, "binary cross-entropy loss (timm's BinaryCrossEntropy, mean over batch and "
                            "classes, on the smoothed/mixed targets): train the variant's +bce twin")
    bce_target_thresh: float | None = option(None, "with --bce-loss: binarise the targets at t > T (timm's; the "
                                             "variant's +bcet{T})", type=float, metavar="T")
    bce_sum: bool = option(False, "with --bce-loss: sum the loss over the classes, then mean over the batch (timm's; "
                           "the variant's +bces)")
    bce_pos_weight: float | None = option(None, "with --bce-loss: weight the positive targets' terms by W (timm's, "
                                          "PyTorch's pos_weight; the variant's +bcepw{W}; default: none, 1)",
                                          type=float, metavar="W")
    # timm's JSD flag (train/recipe.py `with_aug_splits`): with --variant too
    jsd_loss: bool = option(False, "timm's JsdCrossEntropy over the --aug-splits views (CE on the clean split + 12 x "
                            "the mean JS divergence): train the variant's +jsd{S} twin")
    # hlocert's own memory option (train/recipe.py `with_remat`): with --variant too
    remat: bool = option(False, "rematerialise: each residual block keeps only its input and recomputes its branch "
                         "in the backward (the variant's +remat twin: the same step bit for bit)")
    # timm's schedule, start and BatchNorm flags: --lr-base*, --drop, --initial-checkpoint read in train/recipe.py,
    # the schedule's in train/schedule.py (checked there), --bn-* set on the variant's model (`with_batchnorm`)
    lr_base: float | None = option(None, "without --lr: lr = LR_BASE x global batch / --lr-base-size, or its square "
                                   "root (--lr-base-scale), as timm (default: none, --lr's default)", type=float)
    lr_base_size: int = option(256, "the global batch --lr-base is given for", type=int)
    lr_base_scale: str | None = option(None, "how --lr-base scales by the batch: linear or sqrt (default: sqrt for "
                                       "adam-family and lamb optimizers, else linear, as timm)",
                                       choices=["linear", "sqrt"])
    warmup_lr: float = option(0.0, "the warm-up's starting learning rate (default 0; timm's: 1e-5)", type=float)
    sched_on_updates: bool = option(True, "step the lr schedule per update (turned off: per epoch, timm's default: "
                                    "every update of an epoch at the lr of its start; cosine only)")
    warmup_prefix: bool = option(True, "the warm-up is a prefix inside --epochs and the cosine spans the rest (turned "
                                 "off: timm's default, the cosine spans all --epochs, the warm-up over its start)")
    lr_cycle_mul: float = option(1.0, "the cosine's cycle i lasts --lr-cycle-mul^i times the first (timm's)", type=float)
    lr_cycle_decay: float = option(0.5, "cycle i peaks at lr x --lr-cycle-decay^i (timm's)", type=float)
    lr_cycle_limit: int = option(1, "cosine cycles; the run trains them all (timm's get_cycle_length), then "
                                 "--cooldown-epochs", type=int)
    lr_k_decay: float = option(1.0, "k-decay: each cycle as cos(pi t^k / T^k) (timm's)", type=float, metavar="K")
    lr_noise: tuple | None = option(None, "lr noise from LO (or LO to HI), fractions of the cosine's first cycle: "
                                    "lr x (1 + z) (timm's; default: none)", type=float, nargs="+",
                                    metavar="LO [HI]")
    lr_noise_pct: float = option(0.67, "--lr-noise: |z| below this (z drawn again until it is)", type=float)
    lr_noise_std: float = option(1.0, "--lr-noise: z's standard deviation", type=float)
    start_epoch: int | None = option(None, "a fresh run starts at this epoch: its data order, lr and EMA decay those "
                                     "of epoch N of the whole run, the optimizer's moments fresh there (timm's; "
                                     "default: 0)", type=int, metavar="N")
    cooldown_epochs: int = option(0, "epochs at --min-lr after the cosine's --epochs (trained besides them)",
                                  type=int)
    drop: float | None = option(None, "classifier (head) dropout rate (default: the size's recipe; rendered by the "
                                "nets with a head dropout)", type=float)
    bn_momentum: float | None = option(None, "BatchNorm momentum, PyTorch's (new = (1 - M) old + M batch), on every "
                                       "BatchNorm of the net: the variant's +bnm{M} (default: the net's, 0.1)",
                                       type=float, metavar="M")
    bn_eps: float | None = option(None, "BatchNorm epsilon on every BatchNorm of the net: the variant's +bne{E} "
                                  "(default: the net's, 1e-5)", type=float, metavar="E")
    split_bn: bool = option(False, "with --aug-splits S: every BatchNorm normalises each split by its own (the first "
                            "by the main gamma, beta and running statistics, the others by auxiliary copies; eval "
                            "reads the main), timm's SplitBatchNorm2d: the variant's +splitbn{S}; with --resplit "
                            "and no splits, each batch's two halves")
    drop_block: float | None = option(None, "DropBlock rate, timm's: ResNet's layer3 and layer4 (the variant's "
                                      "+dropblock{R}; default: none)", type=float, metavar="R")
    gp: str | None = option(None, "the head's global pool, timm's global_pool: avg, max, avgmax or catavgmax (twice "
                            "the head's inputs); the variant's +gp{POOL} (default: the net's, avg)",
                            metavar="POOL")
    dist_bn: str = option("reduce", "BatchNorm running statistics across processes: every step the render averages "
                          "them over all replicas, so each holds timm's reduce (the mean) and broadcast (the same "
                          "on each) at every epoch end", choices=["reduce", "broadcast"])
    opt_kwargs: dict | None = option(None, "the optimizer's keyword arguments as timm's create_optimizer_v2 takes "
                                     "them, KEY=VALUE each: eps, betas, momentum, weight_decay, nesterov, layer_decay, "
                                     "layer_decay_min_scale, layer_decay_no_opt_scale (each the option its flag sets; "
                                     "default: none)", type=kwarg, nargs="*", metavar="KEY=VALUE", composes=True,
                                     kwargs=True)
    model_kwargs: dict | None = option(None, "the net's keyword arguments as timm's create_model takes them, KEY=VALUE "
                                       "each: the ones hlocert renders as the variant's name options ("
                                       + "; ".join(f"{n.TITLE}: {', '.join(n.TIMM_KWARGS)}" for n in nets.all_nets()
                                                   if n.TIMM_KWARGS) + "); with --variant too, where they win "
                                       "(default: none)", type=kwarg, nargs="*", metavar="KEY=VALUE",
                                       kwargs=True)
    head_init_scale: float | None = option(None, "multiply the classifier head's starting weight and bias by this "
                                           "(timm's; after --pretrained/--initial-checkpoint too; default: none)",
                                           type=float, metavar="S")
    head_init_bias: float | None = option(None, "set the classifier head's starting bias to this value (timm's; after "
                                          "--head-init-scale; default: none)", type=float, metavar="B")
    initial_checkpoint: str | None = option(None, "start from this checkpoint's weights: an hlocert checkpoint or run "
                                            "folder (its latest), or a state_dict file as --pretrained takes; a "
                                            "fresh optimizer at step 0 (default: none)", metavar="PATH")
    # timm's knowledge distillation (train/recipe.py `with_kd`, the teacher train/teacher.py): with --variant too
    kd_model_name: str | None = option(None, "distil from this teacher (timm's): a net as --model names it, its eval "
                                       "forward run on each augmented batch before the step; its weights from "
                                       "--kd-checkpoint, else timm's pretrained ones (as timm: pretrained=True; a "
                                       "NAME.TAG picks the tag); the variant's +kd{T} twin, or +kdf{D} under --kd-distill-type "
                                       "feature (default: none)",
                                       metavar="NAME")
    kd_checkpoint: str | None = option(None, "the teacher's weights: an hlocert checkpoint or run folder (its latest), "
                                       "or a state_dict file as --pretrained takes (timm's teacher_pretrained_path) "
                                       "(default: timm's pretrained weights)", metavar="PATH")
    kd_distill_type: str = option("logit", "what is distilled (timm's): logit (the teacher's logits, KL at "
                                  "--kd-temperature; +kd{T}), feature (the teacher's pooled features, an MSE to the "
                                  "student's, projected where the widths differ; +kdf{D}), token (a distilled ViT's "
                                  "distillation head against the teacher: +kdt{T} or +kdth; the student +dist)",
                                  choices=["logit", "feature", "token"])
    kd_loss_type: str = option("kl", "the logit distillation loss (timm's): kl, the only one", metavar="TYPE")
    kd_temperature: float = option(4.0, "the softmax temperature T of logit and soft token distillation (timm's; "
                                   "the variant's +kd{T}, +kdt{T})", type=float, metavar="T")
    distill_loss_weight: float | None = option(None, "the distillation term's weight (timm's: given alone, the task "
                                               "loss's weight is 1; the variant's +kddw{W})", type=float, metavar="W")
    task_loss_weight: float | None = option(None, "the task loss's weight (timm's: given alone, the distillation "
                                            "term's is 1 - W; the variant's +kdtw{W})", type=float, metavar="W")
    kd_student_feature_dim: int | None = option(None, "feature distillation's student width (timm's; --kd-distill-type "
                                                "feature; hlocert reads it off the net: given, it must be that)",
                                                type=int, metavar="N")
    kd_teacher_feature_dim: int | None = option(None, "feature distillation's teacher width (timm's; --kd-distill-type "
                                                "feature; read off the teacher's net: given, it must be that; the "
                                                "variant's +kdf{D})", type=int, metavar="N")
    kd_token_distill_type: str = option("soft", "token distillation's loss (timm's; --kd-distill-type token): soft, "
                                        "T^2 x KL at --kd-temperature (+kdt{T}); hard, cross-entropy to the teacher's "
                                        "argmax (+kdth)",
                                        choices=["soft", "hard"])
    # timm's scheduled training resolutions (data/scheduled.py; the trainer runs one step per size)
    train_img_sizes: tuple | None = option(None, "per-batch square image sizes (timm's scheduled resolutions): each "
                                           "train batch one of them, its own train step rendered at that size; eval "
                                           "at --img-size (default: none, every batch at --img-size)", type=int,
                                           nargs="+", metavar="S")
    train_batch_sizes: tuple | None = option(None, "with --train-img-sizes: the batch of each size (default: -b for "
                                             "each)", type=int, nargs="+", metavar="B")
    train_size_probs: tuple | None = option(None, "with --train-img-sizes: each size's base weight (default: "
                                            "uniform; 0 leaves it out)", type=float, nargs="+", metavar="W")
    train_size_schedule: str = option("constant", "with --train-img-sizes: constant (every epoch by the weights) or "
                                      "progressive (a window moving from the first size to the last over --epochs)",
                                      choices=["constant", "progressive"])
    train_size_schedule_spread: float = option(0.65, "the progressive window's standard deviation, in choices (0: "
                                               "the nearest)", type=float, metavar="SD")
    train_size_random_mix: float = option(0.1, "the progressive schedule's share of uniform draws over the sizes",
                                          type=float, metavar="F")
    train_batches_per_epoch: int | None = option(None, "with --train-img-sizes: batches an epoch, each drawn by the "
                                                 "epoch's weights (default: the images' budget, constant; the images "
                                                 "over the policy-average batch, progressive)", type=int,
                                                 metavar="N", aliases=("--train-steps-per-epoch",))
    variable_batch_loss_scale: str = option("none", "with --train-img-sizes: each batch's loss times (batch / "
                                            "policy-average batch) to the power 0 (none), 1/2 (sqrt) or 1 (linear), "
                                            "the step's +lsc{S}", choices=["none", "sqrt", "linear"])

    def __post_init__(self):
        # The flag (and an args.yaml's value, read as the flag reads it) gives a Variant
        # (type=variant_arg); a name here is a record's (a run's config.json), parsed once: the
        # run carries the object from then on (VariantError for a bad name).
        if isinstance(self.variant, str):
            self.variant = recorded(self.variant)
        check_dataset(self.dataset)
        for key in ("opt_kwargs", "model_kwargs"):
            try:
                setattr(self, key, kwargs_value(getattr(self, key)))
            except ValueError:
                raise TrainError(f"{flag(key)} {getattr(self, key)!r}: give KEY=VALUE pairs") from None
        if not (math.isfinite(self.aug_repeats) and self.aug_repeats >= 0):
            raise TrainError(f"--aug-repeats {self.aug_repeats!r}: give a number > 0 (each image that many times an "
                             f"epoch), or 0 for none")
        self.augment = self._augment()      # not a field: the augmentation fields read once (TrainError if bad)
        self.mix = self._mixup()            # not a field either: the Mixup fields

    def _augment(self) -> Augment:
        given = {k: getattr(self, k) for k in ("ratio", "hflip", "vflip", "aa", "color_jitter", "train_interpolation",
                                                "interpolation", "crop_pct", "mean", "std", "reprob", "remode",
                                                "recount", "color_jitter_prob", "grayscale_prob",
                                                "gaussian_blur_prob", "no_aug", "train_crop_mode")
                 if getattr(self, k) is not None}
        chans = self.in_chans if self.in_chans is not None else getattr(getattr(self.variant, "model", None),
                                                                          "in_chans", 3)
        modes = {c: m for m, c in MODES.items()}
        if chans not in modes:
            raise TrainError(f"--in-chans {chans}: hlocert loads images as RGB (3 channels) or grey L (1): give "
                             f"--in-chans 3 or 1")
        mode = self.input_img_mode or modes[chans]
        if mode in MODES and MODES[mode] != chans:
            raise TrainError(f"--input-img-mode {mode} gives {MODES[mode]}-channel images and the net takes {chans} "
                             f"(--in-chans, the variant's +ch{{N}}): give --in-chans {MODES[mode]}, or drop "
                             f"--input-img-mode")
        try:
            return Augment(scale=self.rrc_scale, input_img_mode=mode, **given)
        except DataError as e:
            raise TrainError(str(e)) from None

    def _mixup(self) -> Mixup:
        try:
            return Mixup(mixup=self.mixup, cutmix=self.cutmix, minmax=self.cutmix_minmax, prob=self.mixup_prob,
                         switch_prob=self.mixup_switch_prob, mode=self.mixup_mode, off_epoch=self.mixup_off_epoch)
        except DataError as e:
            raise TrainError(str(e)) from None

    def composed(self, model: Net, drop: bool) -> Variant:
        """The train variant of `model` the timm-style flags compose: `-b` images per replica,
        `--replicas`, the `optimizer()`; TrainError for flags that compose none."""
        optimizer = self.optimizer()
        try:
            return Variant(model, self.batch_size, self.replicas or 1, "train", optimizer, drop)
        except VariantError as e:
            raise TrainError(f"the flags compose no variant: {e}") from None

    def optimizer(self) -> Optimizer:
        """The optimizer the flags give, built as optax builds one (the configuration is the
        object): `--opt` read by the grammar's optimizer reader, then `dataclasses.replace` with
        timm's no-decay rule, `--clip-grad`, `--model-ema` and each given flag's `sets` fields (a
        flag wins over the `--opt` spelling). TrainError for a bad --opt or flag value."""
        head = self.opt.split("+")[0]
        if head not in OPTIMIZERS:
            raise TrainError(f"unknown --opt {head!r}; valid: {', '.join(OPTIMIZERS)}")
        try:
            optimizer = parse_optimizer(self.opt)
        except VariantError as e:
            raise TrainError(f"--opt {self.opt}: {e}") from None
        if not (math.isfinite(self.clip_grad) and self.clip_grad >= 0):
            raise TrainError(f"--clip-grad {self.clip_grad!r}: give a finite number >= 0 (0: no clipping)")
        try:
            return replace(optimizer, exclude_1d_from_decay=True, ema=optimizer.ema or self.model_ema,
                           ema_warmup=optimizer.ema_warmup or self.model_ema_warmup,
                           **self._clip_fields(optimizer), **self._optimizer_fields(optimizer))
        except ValueError as e:         # the family refuses the combination (ldmin without ld, ...)
            raise TrainError(f"the flags' optimizer: {e}") from None

    def _clip_fields(self, optimizer: Optimizer) -> dict[str, float | None]:
        """--clip-grad C as --clip-mode says: the optimizer's clip_norm (+clip{C}), clip_value
        (+clipv{C}) or agc (+agc{C}); with C 0, the --opt spelling's own; TrainError for another mode."""
        modes = {"norm": "clip_norm", "value": "clip_value", "agc": "agc"}
        if self.clip_mode not in modes:
            raise TrainError(f"--clip-mode {self.clip_mode!r}: hlocert clips by {', '.join(modes)} (timm's modes)")
        if not self.clip_grad:
            return {}
        return {**dict.fromkeys(modes.values()), modes[self.clip_mode]: float(self.clip_grad)}

    def _optimizer_given(self) -> dict[str, tuple[Any, str]]:
        """Each optimizer flag's value (OPTIMIZER_FLAGS' keys, and `nesterov`) given on the command line
        or in `--opt-kwargs` (timm's create_optimizer_v2 keyword: OPT_KWARGS), with how it was spelled;
        TrainError, one line, for a key no option takes, a value that is not a number (betas: two;
        nesterov: true or false), or a key its flag gives too (timm: a keyword given twice)."""
        out = {key: (getattr(self, key), flag(key)) for key in OPTIMIZER_FLAGS if getattr(self, key) is not None}
        for key, value in (self.opt_kwargs or {}).items():
            said = f"--opt-kwargs {key}={value!r}"
            if key not in OPT_KWARGS:
                raise TrainError(f"{said}: hlocert's optimizers take {', '.join(OPT_KWARGS)} (timm's "
                                 f"create_optimizer_v2 keywords hlocert renders; lr, opt and the schedule are flags)")
            field = OPT_KWARGS[key]
            if field in out:
                raise TrainError(f"{said}: {out[field][1]} gives {key} too (timm: a keyword given twice): give one")
            number = lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)
            ok = isinstance(value, bool) if key == "nesterov" else \
                isinstance(value, (list, tuple)) and len(value) == 2 and all(map(number, value)) if key == "betas" \
                else number(value)
            if not ok:
                want = {"nesterov": "True or False", "betas": "two numbers, (B1, B2)"}.get(key, "a number")
                raise TrainError(f"{said}: {key} takes {want}")
            out[field] = (value, said)
        return out

    def _optimizer_fields(self, optimizer: Optimizer) -> dict[str, float]:
        """The optimizer fields the given flags with `sets` (and `--opt-kwargs`) replace; TrainError
        for a flag the family declares no option for, or a value its name cannot carry (a finite
        number >= 0, betas below 1)."""
        declared_fields = {o.field for o in optimizer.options()}
        out = {}
        for key, (given, said) in self._optimizer_given().items():
            names = OPTIMIZER_FLAGS.get(key, (key,))
            if not set(names) <= declared_fields:
                raise TrainError(f"{said}: --opt {optimizer.HEAD} has no {' '.join(names)}; "
                                 f"{', '.join(families_with(*names))} take {said.split()[0]}")
            if key == "nesterov":
                out["nesterov"] = given
                continue
            given = (given,) if len(names) == 1 else tuple(given)
            if not all(math.isfinite(x) and x >= 0 and (key != "opt_betas" or x < 1) for x in given):
                raise TrainError(f"{said if said.startswith('--opt-kwargs') else said + ' ' + ' '.join(map(repr, given))}"
                                 f": give {'betas in [0, 1)' if key == 'opt_betas' else 'a finite number >= 0'}")
            out.update(zip(names, map(float, given)))
        return out

    def check(self, batch: int) -> None:
        """TrainError for values no run can take (checked before anything is printed or loaded)."""
        k = self.grad_accum_steps
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise TrainError(f"--grad-accum-steps must be a whole number >= 1, got {k!r} (1: one batch "
                             f"per update; K: the mean gradient of K micro-batches of {batch} per update)")
        splits = self.variant.jsd_splits
        if splits and splits != self.aug_splits:
            raise TrainError(f"+jsd{splits}: the JSD loss reads {splits} aug-split views of each image in a batch: "
                             f"add --aug-splits {splits}")
        splits = getattr(self.variant.model, "bn_splits", 1)
        if splits > 1 and splits != (self.aug_splits or (2 if self.resplit else 0)):
            raise TrainError(f"+splitbn{splits}: split BatchNorm normalises each of {splits} aug splits of a batch by "
                             f"its own statistics: add --aug-splits {splits}"
                             + (" (or --resplit: the two halves of each batch)" if splits == 2 else ""))

    def to_json(self) -> dict:
        d = {**asdict(replace(self, variant=None)), "variant": self.variant.name}
        d.update({k: list(d[k]) for k in TUPLES if d[k] is not None})
        return d

    @classmethod
    def from_json(cls, d: dict) -> "TrainConfig":
        names = {f.name for f in fields(cls)}
        raw, d = d, {k: v for k, v in d.items() if k in names}
        # configs written with one field per lowering family keep their choices; configs written
        # before the per-target choice existed rendered the name as written (every default)
        families = targets.families()
        if "lowerings" not in d:
            given = {fam: raw[fam] for fam in families if fam in raw}
            d["lowerings"] = given or {fam: lowerings[0] for fam, (lowerings, _) in families.items()}
        d.update({k: tuple(d[k]) for k in TUPLES if d.get(k) is not None})
        return cls(**d)

    @classmethod
    def of_run(cls, record: dict) -> "TrainConfig":
        """The config a run folder's config.json records, its variant the one the run trained
        (`variant_resolved`: its lowerings and replicas resolved), for the tools that read a run."""
        return cls.from_json({**record, "variant": record.get("variant_resolved", record["variant"])})


def flag(name: str) -> str:
    """The command-line spelling of field `name` (`min_lr` → `--min-lr`, bool `eval` (on by default) →
    `--no-eval`, bool `model_ema` (off by default) → `--model-ema`)."""
    f = next(f for f in fields(TrainConfig) if f.name == name)
    if f.metadata.get("families"):
        return "/".join(f"--{family}" for family in targets.families())
    return f"--{'no-' if f.type == 'bool' and f.default else ''}{name.replace('_', '-')}"


class _Given(argparse.Action):
    """Stores the flag's value (`const` for a switch) and notes that the flag was given, so that
    `--resume` can tell a flag given with its default value from an absent one."""

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const if self.nargs == 0 else values)
        namespace.__dict__.setdefault("given_fields", set()).add(self.dest)


def add_arguments(parser: argparse.ArgumentParser, names: Iterable[str] | None = None,
                  help: dict[str, str] | None = None, groups: dict[str, Any] | None = None) -> None:
    """One flag per TrainConfig field (or per field in `names`); `help` overrides a field's help;
    `groups` puts a field's flag in an argument group (field name -> group; else `parser`)."""
    chosen = set(names) if names is not None else None
    for f in fields(TrainConfig):
        if chosen is not None and f.name not in chosen:
            continue
        p = (groups or {}).get(f.name, parser)
        text = (help or {}).get(f.name, f.metadata["help"])
        if f.metadata.get("families"):
            targets.add_arguments(p, text, action=_Given)
            continue
        if f.type == "bool":
            p.add_argument(flag(f.name), dest=f.name, action=_Given, nargs=0, const=not f.default,
                           default=f.default, help=f"turn off: {text}" if f.default else text)
            continue
        shown = "" if f.default is None or "default" in text else f" (default {_show(f.default)})"
        names = sorted([flag(f.name), *f.metadata["aliases"]], key=lambda s: s.startswith("--"))  # -b first
        p.add_argument(*names, dest=f.name, action=_Given, default=f.default,
                       help=text + shown, **f.metadata["argparse"])


def _show(value: Any) -> str:
    return " ".join(map(str, value)) if isinstance(value, tuple) else str(value)


def values(args: argparse.Namespace, names: Iterable[str] | None = None) -> dict[str, Any]:
    """The TrainConfig field values in parsed `args` (those in `names`, if given)."""
    out = {}
    for f in fields(TrainConfig):
        if f.metadata.get("families") and (names is None or f.name in names):
            out[f.name] = {fam: getattr(args, fam) for fam in targets.families()
                           if getattr(args, fam, targets.AUTO) != targets.AUTO}
        elif (names is None or f.name in names) and hasattr(args, f.name):
            value = getattr(args, f.name)
            out[f.name] = tuple(value) if f.name in TUPLES and value is not None else value
    return out


def given(args: argparse.Namespace, cfg: TrainConfig | None = None) -> dict[str, Any]:
    """The TrainConfig fields whose flags were given on the command line, with their values as
    `cfg` (`from_args(args)`, the flags read once) holds them."""
    flags = getattr(args, "given_fields", set())
    flags = flags | ({"lowerings"} if flags & set(targets.families()) else set())
    cfg = cfg if cfg is not None else from_args(args)
    return {k: getattr(cfg, k) for k in values(args) if k in flags}


def from_args(args: argparse.Namespace) -> TrainConfig:
    return TrainConfig(**values(args))


RESUMABLE = frozenset(f.name for f in fields(TrainConfig) if f.metadata["resumable"])
# timm's optimizer flags -> the fields of the optimizer they set (each field's `sets`)
OPTIMIZER_FLAGS = {f.name: f.metadata["sets"] for f in fields(TrainConfig) if f.metadata.get("sets")}
# timm's create_optimizer_v2 keywords (--opt-kwargs) -> the flag that sets the same (or, nesterov, the field)
OPT_KWARGS = {"eps": "opt_eps", "betas": "opt_betas", "momentum": "momentum", "weight_decay": "weight_decay",
              "nesterov": "nesterov", "layer_decay": "layer_decay", "layer_decay_min_scale": "layer_decay_min_scale",
              "layer_decay_no_opt_scale": "layer_decay_no_opt_scale"}


def resumed_config(saved: TrainConfig, given: dict[str, Any]) -> TrainConfig:
    """The saved run's config with the `given` fields that may change on resume (RESUMABLE)
    applied; a given field that contradicts the saved run is a TrainError listing each conflict."""
    conflicts = [f"{flag(k)}: saved {_show(getattr(saved, k))}, given {_show(v)}"
                 for k, v in given.items() if k not in RESUMABLE and getattr(saved, k) != v]
    if conflicts:
        raise TrainError("--resume continues the saved run, and these flags contradict it: " + "; ".join(conflicts)
                         + " (drop them to continue; only " + ", ".join(sorted(flag(k) for k in RESUMABLE))
                         + " may change; or start a new run in another --out)")
    return replace(saved, **{k: v for k, v in given.items() if k in RESUMABLE})
