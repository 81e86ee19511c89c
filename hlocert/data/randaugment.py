"""RandAugment as timm 1.0 spells and draws it (`--aa rand-m9-mstd0.5-inc1`), on Pillow images.

What it follows (timm/data/auto_augment.py, read in the installed timm 1.0.31):
* the grammar of `rand_augment_transform`: `rand` then dash-separated fields, each a key and the
  number after it: m (magnitude, int, default 10), n (ops per image, int, default 2), p (each
  op's probability, default 0.5), mstd (the magnitude's normal std; over 100: uniform in [0, m]),
  mmax (the clip of the drawn magnitude, default 10), inc (1: the `_RAND_INCREASING_TRANSFORMS`
  set, whose strength grows with the magnitude; 0: `_RAND_TRANSFORMS`). timm skips a field with
  no digits in silence and asserts on an unknown key; here either is one error naming the field.
* the draw of `RandAugment.__call__` and `AugmentOp.__call__`: n ops chosen uniformly with
  replacement; each applied with probability p at a magnitude drawn as above and clipped to
  [0, mmax or 10]; the signed ops take either sign with probability 1/2.
* each op's level → argument map (`LEVEL_TO_ARG`) and its Pillow call (`NAME_TO_OP`): the same
  Pillow functions with the same arguments, fill colour timm's `img_mean` (the normalisation
  mean × 255, rounded) and the resample filter of `--train-interpolation` ('random': bilinear or
  bicubic per op). The relative translations take 0.45 of the image side at level 10 (timm's
  `translate_pct` default; its `translate_const` is read only by the absolute translations,
  which neither RandAugment set holds).

Draws come from a numpy Generator: `draw` makes the plan (which ops, their arguments and
filters), `apply` runs it, so a plan is a pure function of the generator's state.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Callable, NamedTuple

import numpy as np
from PIL import Image, ImageEnhance, ImageOps

LEVEL_DENOM = 10.0          # magnitude m → fraction m / 10 of an op's range (timm's _LEVEL_DENOM)
UNIFORM_MSTD = 100.0        # an mstd above this draws the magnitude uniformly in [0, m]

RESAMPLE = {"nearest": Image.Resampling.NEAREST, "bilinear": Image.Resampling.BILINEAR,
            "bicubic": Image.Resampling.BICUBIC}
RANDOM_RESAMPLE = (Image.Resampling.BILINEAR, Image.Resampling.BICUBIC)   # timm's 'random'


def _signed(v: float, rng: np.random.Generator) -> float:
    """v or -v, each with probability 1/2 (timm's _randomly_negate)."""
    return -v if rng.random() > 0.5 else v


# level (the clipped magnitude, 0..mmax) → the op's arguments; `rng` for the signed ones
def _none(level, rng):
    return ()


def _rotate(level, rng):
    return (_signed(level / LEVEL_DENOM * 30.0, rng),)             # degrees, ±30 at 10


def _enhance(level, rng):
    return (level / LEVEL_DENOM * 1.8 + 0.1,)                       # 0.1 .. 1.9


def _enhance_increasing(level, rng):
    return (max(0.1, 1.0 + _signed(level / LEVEL_DENOM * 0.9, rng)),)   # away from 1 as level grows


def _shear(level, rng):
    return (_signed(level / LEVEL_DENOM * 0.3, rng),)


def _translate_rel(level, rng):
    return (_signed(level / LEVEL_DENOM * 0.45, rng),)


def _posterize(level, rng):
    return (int(level / LEVEL_DENOM * 4),)                          # bits kept: 0 .. 4


def _posterize_increasing(level, rng):
    return (4 - _posterize(level, rng)[0],)                         # 4 .. 0


def _solarize(level, rng):
    return (min(256, int(level / LEVEL_DENOM * 256)),)              # threshold 0 .. 256


def _solarize_increasing(level, rng):
    return (256 - _solarize(level, rng)[0],)


def _solarize_add(level, rng):
    return (min(128, int(level / LEVEL_DENOM * 110)),)              # added 0 .. 110


# the Pillow calls: image_fn(im, *args, resample=, fill=)
def _affine(im, matrix, resample, fill):
    return im.transform(im.size, Image.Transform.AFFINE, matrix, resample=resample, fillcolor=fill)


def _posterize_image(im, bits, **_):
    # 0 bits kept is black: Pillow 13's posterize refuses 0 (timm calls it with 0 at PosterizeIncreasing's
    # level 10 and Posterize's levels under 2.5, and then raises), older Pillow's mask gave 0
    if bits <= 0:
        return im.point([0] * 256 * len(im.getbands()))
    return im if bits >= 8 else ImageOps.posterize(im, bits)


def _solarize_add_image(im, add, **_):
    # add to the samples under 128, saturating at 255 (timm: a lookup table, thresh 128)
    table = [min(255, i + add) if i < 128 else i for i in range(256)]
    return im.point(table * len(im.getbands()))


def _enhancer(kind):
    return lambda im, factor, **_: kind(im).enhance(factor)


OPS: dict[str, tuple[Callable, Callable]] = {
    "AutoContrast": (_none, lambda im, **_: ImageOps.autocontrast(im)),
    "Equalize": (_none, lambda im, **_: ImageOps.equalize(im)),
    "Invert": (_none, lambda im, **_: ImageOps.invert(im)),
    "Rotate": (_rotate, lambda im, deg, resample, fill: im.rotate(deg, resample=resample, fillcolor=fill)),
    "Posterize": (_posterize, _posterize_image),
    "PosterizeIncreasing": (_posterize_increasing, _posterize_image),
    "Solarize": (_solarize, lambda im, thresh, **_: ImageOps.solarize(im, thresh)),
    "SolarizeIncreasing": (_solarize_increasing, lambda im, thresh, **_: ImageOps.solarize(im, thresh)),
    "SolarizeAdd": (_solarize_add, _solarize_add_image),
    "Color": (_enhance, _enhancer(ImageEnhance.Color)),
    "ColorIncreasing": (_enhance_increasing, _enhancer(ImageEnhance.Color)),
    "Contrast": (_enhance, _enhancer(ImageEnhance.Contrast)),
    "ContrastIncreasing": (_enhance_increasing, _enhancer(ImageEnhance.Contrast)),
    "Brightness": (_enhance, _enhancer(ImageEnhance.Brightness)),
    "BrightnessIncreasing": (_enhance_increasing, _enhancer(ImageEnhance.Brightness)),
    "Sharpness": (_enhance, _enhancer(ImageEnhance.Sharpness)),
    "SharpnessIncreasing": (_enhance_increasing, _enhancer(ImageEnhance.Sharpness)),
    "ShearX": (_shear, lambda im, f, resample, fill: _affine(im, (1, f, 0, 0, 1, 0), resample, fill)),
    "ShearY": (_shear, lambda im, f, resample, fill: _affine(im, (1, 0, 0, f, 1, 0), resample, fill)),
    "TranslateXRel": (_translate_rel, lambda im, pct, resample, fill:
                      _affine(im, (1, 0, pct * im.size[0], 0, 1, 0), resample, fill)),
    "TranslateYRel": (_translate_rel, lambda im, pct, resample, fill:
                      _affine(im, (1, 0, 0, 0, 1, pct * im.size[1]), resample, fill)),
}

# timm's two RandAugment sets, in its order (the order the uniform choice indexes)
_SHARED = ("AutoContrast", "Equalize", "Invert", "Rotate")
_GEOMETRIC = ("ShearX", "ShearY", "TranslateXRel", "TranslateYRel")
RAND_OPS = (*_SHARED, "Posterize", "Solarize", "SolarizeAdd", "Color", "Contrast", "Brightness", "Sharpness",
            *_GEOMETRIC)
RAND_INCREASING_OPS = (*_SHARED, "PosterizeIncreasing", "SolarizeIncreasing", "SolarizeAdd", "ColorIncreasing",
                       "ContrastIncreasing", "BrightnessIncreasing", "SharpnessIncreasing", *_GEOMETRIC)
_RESAMPLED = {"Rotate", *_GEOMETRIC}            # the ops that take a resample filter

# field key → (meaning, the parser of its number); the grammar of --aa
FIELDS = {"m": ("magnitude", int), "n": ("ops per image", int), "mstd": ("magnitude std", float),
          "mmax": ("magnitude clip", int), "inc": ("1: the increasing set", int), "p": ("op probability", float)}
_NUMBER = {int: "a whole number", float: "a number"}
FORM = ("accepted: rand" + "".join(f"[-{k}{{{t.__name__}}}]" for k, (_, t) in FIELDS.items()) + " ("
        + ", ".join(f"{k} {meaning}" for k, (meaning, _) in FIELDS.items()) + "; e.g. rand-m9-mstd0.5-inc1)")

def parse_fields(sections, fields: dict, form: str) -> dict[str, float]:
    """The fields of an --aa string's sections after its name, split as timm's parsers split them
    (the key ends at the first digit), each typed by `fields` ({key: (meaning, type)}); ValueError
    naming the section and `form` for an unknown field, a field given twice or a bad number."""
    got: dict[str, float] = {}
    for c in sections:
        key, value = re.match(r"([^\d]*)(.*)", c).groups()
        if key not in fields:
            raise ValueError(f"unknown field {c!r}; {form}")
        if key in got:
            raise ValueError(f"field {key} given twice; {form}")
        try:
            got[key] = fields[key][1](value)
        except ValueError:
            raise ValueError(f"field {c!r}: {key} takes {_NUMBER[fields[key][1]]}; {form}") from None
    return got


class Step(NamedTuple):
    """One drawn op: its name, its arguments, the resample filter it uses (None: takes none)."""
    name: str
    args: tuple
    resample: int | None


@dataclass(frozen=True)
class RandAugment:
    spec: str                       # as written (--aa)
    NAME = "RandAugment"
    magnitude: int = 10
    layers: int = 2
    prob: float = 0.5
    magnitude_std: float = 0.0      # inf: uniform in [0, magnitude]
    magnitude_max: int = 0          # 0: timm's default clip, 10
    increasing: bool = False

    @classmethod
    def parse(cls, text: str) -> "RandAugment":
        """The RandAugment of an --aa string; ValueError (the field and the accepted form) otherwise."""
        sections = str(text).split("-")
        if sections[0] != "rand":
            raise ValueError(f"RandAugment (rand-...) and AugMix (augmix-...) are implemented, not timm's "
                             f"AutoAugment policies; {FORM}")
        for c in sections[1:]:
            if c.startswith("t"):
                raise ValueError(f"field {c!r}: timm's weighted op sets (t...) are not implemented; {FORM}")
        got = parse_fields(sections[1:], FIELDS, FORM)
        if got.get("inc", 0) not in (0, 1):
            raise ValueError(f"field inc{got['inc']}: inc is 0 or 1; {FORM}")
        if not 0.0 <= got.get("p", 0.5) <= 1.0:
            raise ValueError(f"field p{got['p']:g}: a probability in [0, 1]; {FORM}")
        mstd = got.get("mstd", 0.0)
        return cls(spec=str(text), magnitude=got.get("m", 10), layers=got.get("n", 2), prob=got.get("p", 0.5),
                   magnitude_std=math.inf if mstd > UNIFORM_MSTD else mstd, magnitude_max=got.get("mmax", 0),
                   increasing=bool(got.get("inc", 0)))

    @property
    def ops(self) -> tuple[str, ...]:
        return RAND_INCREASING_OPS if self.increasing else RAND_OPS

    def level(self, rng: np.random.Generator) -> float:
        """A drawn magnitude, clipped to [0, mmax or 10] (timm's AugmentOp)."""
        m = float(self.magnitude)
        if self.magnitude_std == math.inf:
            m = rng.uniform(0.0, m)
        elif self.magnitude_std > 0:
            m = rng.normal(m, self.magnitude_std)
        return max(0.0, min(m, self.magnitude_max or LEVEL_DENOM))

    def draw(self, rng: np.random.Generator, interpolation: str) -> list[Step]:
        """The ops applied to one image, in order (the skipped ones left out)."""
        steps = []
        for k in rng.integers(0, len(self.ops), self.layers):
            name = self.ops[k]
            if self.prob < 1.0 and rng.random() > self.prob:
                continue
            level_fn, _ = OPS[name]
            args = level_fn(self.level(rng), rng)
            resample = None
            if name in _RESAMPLED:
                resample = RANDOM_RESAMPLE[rng.integers(2)] if interpolation == "random" else RESAMPLE[interpolation]
            steps.append(Step(name, args, resample))
        return steps

    @staticmethod
    def apply(im: Image.Image, steps: list[Step], fill: tuple[int, int, int]) -> Image.Image:
        for step in steps:
            im = OPS[step.name][1](im, *step.args, resample=step.resample, fill=fill)
        return im

    def augment(self, im: Image.Image, rng: np.random.Generator, interpolation: str, fill) -> Image.Image:
        return self.apply(im, self.draw(rng, interpolation), fill)
