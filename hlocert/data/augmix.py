"""AugMix as timm 1.0 spells and draws it (`--aa augmix-m3-w3`), on Pillow images.

What it follows (timm/data/auto_augment.py, read in the installed timm 1.0.31):
* the grammar of `augment_and_mix_transform`: `augmix` then dash-separated fields, each a key and
  the number after it: m (magnitude, int, default 3), w (width: chains mixed, default 3), d (depth:
  ops per chain, default −1, i.e. 1 to 3 drawn per chain), a (the Dirichlet and Beta alpha, default
  1), b (1: the blended mode), mstd (the magnitude's normal std; by default uniform in [0, m]).
  timm skips a field with no digits in silence and asserts on an unknown key (so `d-1`, split at
  its dash, is `d` skipped and `1` refused); here either is one error naming the field.
* the draw of `AugMixAugment.__call__`: mixing weights from Dirichlet(α, …, α) over the w chains and
  the blend m from Beta(α, α), both rounded to float32; per chain a depth (d, or 1 to 3 uniformly),
  then that many ops chosen uniformly with replacement from timm's `_AUGMIX_TRANSFORMS` (13 ops,
  the increasing forms), each applied always (probability 1) at a magnitude drawn as RandAugment's
  (randaugment.py: clipped to [0, 10]), the relative translations reaching 0.3 of the side at level
  10 (the `translate_pct` timm's transform factory sets for AugMix).
* the mix: each chain runs on the input image; the basic mode sums weight × chain in float32,
  clips to [0, 255], truncates to uint8 and returns Pillow's blend of the input and that sum at m;
  the blended mode blends chain after chain into the image at weights timm derives from w·m.
Draws come from a numpy Generator: `draw` makes the plan, `apply` runs it (a pure function of the
plan), so a plan is a pure function of the generator's state and `apply` is what the `-m torch`
tie compares with timm's ops and mixing at the same draws.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np
from PIL import Image

from .randaugment import (LEVEL_DENOM, OPS, RANDOM_RESAMPLE, RESAMPLE, UNIFORM_MSTD, Step, _signed, parse_fields,
                          _RESAMPLED, RandAugment)

# timm's _AUGMIX_TRANSFORMS, in its order (the order the uniform choice indexes)
AUGMIX_OPS = ("AutoContrast", "ColorIncreasing", "ContrastIncreasing", "BrightnessIncreasing", "SharpnessIncreasing",
              "Equalize", "Rotate", "PosterizeIncreasing", "SolarizeIncreasing", "ShearX", "ShearY", "TranslateXRel",
              "TranslateYRel")
TRANSLATE_PCT = 0.3          # timm's create_transform sets translate_pct 0.3 for AugMix (RandAugment: 0.45)
FIELDS = {"m": ("magnitude", int), "w": ("width", int), "d": ("depth", int), "a": ("alpha", float),
          "b": ("1: blended", int), "mstd": ("magnitude std", float)}
FORM = ("accepted: augmix" + "".join(f"[-{k}{{{t.__name__}}}]" for k, (_, t) in FIELDS.items()) + " ("
        + ", ".join(f"{k} {meaning}" for k, (meaning, _) in FIELDS.items())
        + "; leave d out for a depth of 1 to 3; e.g. augmix-m3-w3)")


class Plan(NamedTuple):
    """One image's draws: the chains' float32 mixing weights, the float32 blend m, each chain's ops."""
    weights: np.ndarray
    m: np.float32
    chains: list[list[Step]]


@dataclass(frozen=True)
class AugMix:
    spec: str                       # as written (--aa)
    magnitude: int = 3
    width: int = 3
    depth: int = -1                 # ≤ 0: 1 to 3 per chain
    alpha: float = 1.0
    blended: bool = False
    magnitude_std: float = math.inf     # inf: uniform in [0, magnitude] (timm's AugMix default)
    NAME = "AugMix"

    @classmethod
    def parse(cls, text: str) -> "AugMix":
        """The AugMix of an --aa string; ValueError (the field and the accepted form) otherwise."""
        sections = str(text).split("-")
        if sections[0] != "augmix":
            raise ValueError(f"not an AugMix string; {FORM}")
        got = parse_fields(sections[1:], FIELDS, FORM)
        if got.get("w", 3) < 1 or not got.get("a", 1.0) > 0 or got.get("b", 0) not in (0, 1):
            raise ValueError(f"width w >= 1, alpha a > 0, b 0 or 1; {FORM}")
        mstd = got.get("mstd", math.inf)
        return cls(spec=str(text), magnitude=got.get("m", 3), width=got.get("w", 3), depth=got.get("d", -1),
                   alpha=got.get("a", 1.0), blended=bool(got.get("b", 0)),
                   magnitude_std=math.inf if mstd > UNIFORM_MSTD else mstd)

    @functools.cached_property
    def _magnitudes(self) -> RandAugment:
        """Its magnitude draw, RandAugment's (timm's AugmentOp for both)."""
        return RandAugment(spec=self.spec, magnitude=self.magnitude, magnitude_std=self.magnitude_std)

    def _step(self, name: str, rng: np.random.Generator, interpolation: str) -> Step:
        level = self._magnitudes.level(rng)
        if name in ("TranslateXRel", "TranslateYRel"):
            args = (_signed(level / LEVEL_DENOM * TRANSLATE_PCT, rng),)
        else:
            args = OPS[name][0](level, rng)
        resample = None
        if name in _RESAMPLED:
            resample = RANDOM_RESAMPLE[rng.integers(2)] if interpolation == "random" else RESAMPLE[interpolation]
        return Step(name, args, resample)

    def draw(self, rng: np.random.Generator, interpolation: str) -> Plan:
        weights = np.float32(rng.dirichlet([self.alpha] * self.width))
        m = np.float32(rng.beta(self.alpha, self.alpha))
        chains = []
        for _ in range(self.width):
            depth = self.depth if self.depth > 0 else int(rng.integers(1, 4))
            picks = rng.integers(0, len(AUGMIX_OPS), depth)
            chains.append([self._step(AUGMIX_OPS[k], rng, interpolation) for k in picks])
        return Plan(weights, m, chains)

    @staticmethod
    def blended_weights(weights: np.ndarray, m: np.float32) -> np.ndarray:
        """timm's blended mode: the weight of each successive blend, from the last chain back, such
        that chain k ends up with weights_k · m of the result."""
        scaled = weights * m
        remaining, out = 1.0, []
        for w in scaled[::-1]:
            share = w / remaining
            remaining *= (1 - share)
            out.append(share)
        return np.array(out[::-1], dtype=np.float32)

    def apply(self, im: Image.Image, plan: Plan, fill) -> Image.Image:
        chains = [RandAugment.apply(im, chain, fill) for chain in plan.chains]
        if self.blended:
            out = im
            for w, chained in zip(self.blended_weights(plan.weights, plan.m), chains):
                out = Image.blend(out, chained, float(w))
            return out
        mixed = np.zeros(np.asarray(im).shape, np.float32)
        for w, chained in zip(plan.weights, chains):
            mixed += w * np.asarray(chained, dtype=np.float32)
        np.clip(mixed, 0, 255.0, out=mixed)
        return Image.blend(im, Image.fromarray(mixed.astype(np.uint8)), float(plan.m))

    def augment(self, im: Image.Image, rng: np.random.Generator, interpolation: str, fill) -> Image.Image:
        return self.apply(im, self.draw(rng, interpolation), fill)
