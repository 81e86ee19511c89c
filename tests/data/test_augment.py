"""timm's augmentation flags (issue 28 item 4; hlocert/data/augment.py, randaugment.py): the --aa
grammar and its errors, every bad value one line, the draws seeded per sample (same seed, same
images, whatever the workers or the rows), erasing on the normalised image, RandAugment's op
choice and magnitude in distribution against the law timm draws from, the defaults drawing exactly
as before, and a 2-step digits run whose config.json, args.yaml and banner carry every setting.
The ties to timm's and torchvision's own code: test_augment_torch.py."""
import json
import math

import numpy as np
import pytest
import yaml
from PIL import Image

from hlocert.cli import main
from hlocert.data import Augment, ImageFolder, Loader
from hlocert.data.randaugment import OPS, RAND_INCREASING_OPS, RAND_OPS, RandAugment
from hlocert.data.transforms import BICUBIC, eval_transform, normalize, rrc_params

TINY = ["--model", "tinycnn_S", "--workers", "0", "--epochs", "1", "--max-steps", "2", "--no-eval", "--no-plot"]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    root = tmp_path_factory.mktemp("aug")
    rng = np.random.default_rng(0)
    for c in ("a", "b"):
        (root / "train" / c).mkdir(parents=True)
        for i in range(6):
            h, w = (int(v) for v in rng.integers(20, 48, 2))
            Image.fromarray(rng.integers(0, 256, (h, w, 3), dtype=np.uint8)).save(root / "train" / c / f"{i}.png")
    return ImageFolder(root, "train", progress=False)


@pytest.mark.parametrize("text, want", [
    ("rand", (10, 2, 0.5, 0.0, 0, False)),
    ("rand-m9-mstd0.5-inc1", (9, 2, 0.5, 0.5, 0, True)),
    ("rand-n3-m7-p1.0-mmax15-inc0", (7, 3, 1.0, 0.0, 15, False)),
    ("rand-m9-mstd101", (9, 2, 0.5, math.inf, 0, False)),      # over 100: uniform in [0, m], as timm
])
def test_the_aa_grammar(text, want):
    ra = RandAugment.parse(text)
    assert (ra.magnitude, ra.layers, ra.prob, ra.magnitude_std, ra.magnitude_max, ra.increasing) == want
    assert ra.ops == (RAND_INCREASING_OPS if want[-1] else RAND_OPS) and len(ra.ops) == 15
    assert set(RAND_OPS) | set(RAND_INCREASING_OPS) == set(OPS)


@pytest.mark.parametrize("argv, said", [
    (["--aa", "rand-m9-q"], "--aa rand-m9-q: unknown field 'q'; accepted: rand[-m{int}]"),
    (["--aa", "rand-m9.5"], "--aa rand-m9.5: field 'm9.5': m takes a whole number; accepted:"),
    (["--aa", "rand-m9-m3"], "--aa rand-m9-m3: field m given twice"),
    (["--aa", "rand-inc2"], "--aa rand-inc2: field inc2: inc is 0 or 1"),
    (["--aa", "v0"], "--aa v0: RandAugment (rand-...) and AugMix (augmix-...) are implemented, not timm's AutoAugment"),
    (["--aa", "augmix-m3-w3-d-1"], "--aa augmix-m3-w3-d-1: field 'd': d takes a whole number; accepted: augmix"),
    (["--aa", "augmix-m3-q2"], "--aa augmix-m3-q2: unknown field 'q2'; accepted: augmix"),
    (["--aa", "augmix-w0"], "--aa augmix-w0: width w >= 1"),
    (["--aa", "rand-tweights"], "--aa rand-tweights: field 'tweights': timm's weighted op sets"),
    (["--reprob", "1.5"], "--reprob 1.5: a probability in [0, 1]"),
    (["--remode", "noise"], "--remode noise: one of pixel, rand, const"),
    (["--recount", "0"], "--recount 0: a whole number >= 1"),
    (["--hflip", "-0.1"], "--hflip -0.1: a probability in [0, 1]"),
    (["--vflip", "2"], "--vflip 2: a probability in [0, 1]"),
    (["--color-jitter", "-1"], "--color-jitter -1.0: a factor >= 0"),
    (["--ratio", "2", "1"], "--ratio 2 1: 0 < LO <= HI"),
    (["--train-interpolation", "lanczos"], "--train-interpolation lanczos: one of nearest, bilinear, bicubic, random"),
    (["--interpolation", "random"], "--interpolation random: one of nearest, bilinear, bicubic"),
    (["--crop-pct", "0"], "--crop-pct 0.0: in (0, 1]"),
    (["--std", "0.2", "0", "0.2"], "--std 0.2 0 0.2: each must be > 0"),
    (["--rrc-scale", "0", "1"], "--rrc-scale 0 1: 0 < LO <= HI <= 1"),
])
def test_a_bad_value_is_one_line(argv, said, tmp_path, capsys):
    assert main(["train", *TINY, *argv, "--out", str(tmp_path / "run")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"train: error: {said}") and err.count("\n") == 1, err
    assert not (tmp_path / "run").exists()


def test_a_run_records_and_says_every_setting(tmp_path, capsys):
    """2 steps on the digits with RandAugment and erasing; config.json and args.yaml hold every
    setting, `train -c args.yaml` reads the same pipeline back, and the banner says it."""
    flags = ["--aa", "rand-m9-mstd0.5-inc1", "--reprob", "0.25", "--remode", "pixel", "--recount", "2",
             "--vflip", "0.1", "--ratio", "0.8", "1.25", "--train-interpolation", "random", "--crop-pct", "0.9",
             "--interpolation", "bilinear", "--mean", "0.5", "0.5", "0.5", "--std", "0.25", "0.25", "0.25",
             "--hflip", "0.3", "--color-jitter", "0.2"]
    out = tmp_path / "run"
    assert main(["train", *TINY, "--data", "digits", *flags, "--out", str(out)]) == 0
    saved = json.loads((out / "config.json").read_text())
    want = {"aa": "rand-m9-mstd0.5-inc1", "reprob": 0.25, "remode": "pixel", "recount": 2, "vflip": 0.1,
            "ratio": [0.8, 1.25], "train_interpolation": "random", "crop_pct": 0.9, "interpolation": "bilinear",
            "mean": [0.5, 0.5, 0.5], "std": [0.25, 0.25, 0.25], "hflip": 0.3, "color_jitter": 0.2}
    assert {k: saved[k] for k in want} == want
    args = yaml.safe_load((out / "args.yaml").read_text())
    assert {k: args[k] for k in want} == want
    assert [json.loads(line)["step"] for line in (out / "metrics.jsonl").read_text().splitlines()] == [1, 2]
    banner = [line for line in capsys.readouterr().err.splitlines() if line.startswith("augment ")]
    assert banner == ["augment train: RandomResizedCrop(scale 0.5-1, ratio 0.8-1.25, random), hflip 0.3, vflip 0.1, "
                      "RandAugment(rand-m9-mstd0.5-inc1), normalize(mean 0.5 0.5 0.5, std 0.25 0.25 0.25), "
                      "RandomErasing(p 0.25, pixel, count 1-2); eval: resize bilinear, centre crop (crop_pct 0.9), "
                      "normalize(mean 0.5 0.5 0.5, std 0.25 0.25 0.25)"]


AUG = Augment(aa="rand-m9-mstd0.5-inc1", reprob=0.5, remode="pixel", recount=2, vflip=0.2,
              train_interpolation="random")


def _same(a, b):
    for x, y in zip(a, b, strict=True):
        assert np.array_equal(x.images, y.images) and np.array_equal(x.labels, y.labels)


def test_same_seed_same_images_whatever_the_workers_or_rows(folder):
    kw = dict(train=True, image_size=16, seed=4, augment=AUG)
    a = list(Loader(folder, 4, workers=0, **kw).epoch(1))
    _same(a, list(Loader(folder, 4, workers=0, **kw).epoch(1)))
    with Loader(folder, 4, workers=2, **kw) as pooled:
        _same(a, list(pooled.epoch(1)))
    part = list(Loader(folder, 4, workers=0, rows=(1, 3), **kw).epoch(1))
    for whole, p in zip(a, part, strict=True):
        assert np.array_equal(whole.images[1:3], p.images)
    other = list(Loader(folder, 4, workers=0, **{**kw, "seed": 5}).epoch(1))
    assert not np.array_equal(a[0].images, other[0].images)


def test_the_defaults_draw_the_crop_then_resize_it_and_flip():
    """At the defaults: the crop geometry, the crop resized (bicubic) as torchvision's resized_crop
    does (crop, then resize: no pixel outside the crop is read), a horizontal flip at 1/2, in that
    draw order."""
    im = Image.fromarray(np.random.default_rng(1).integers(0, 256, (37, 45, 3), dtype=np.uint8))
    for seed in range(20):
        rng = np.random.default_rng(seed)
        i, j, h, w = rrc_params(im.width, im.height, rng, (0.5, 1.0), (3 / 4, 4 / 3))
        want = im.crop((j, i, j + w, i + h)).resize((16, 16), BICUBIC)
        want = want.transpose(Image.Transpose.FLIP_LEFT_RIGHT) if rng.random() < 0.5 else want
        assert np.array_equal(Augment(scale=(0.5, 1.0)).train_image(im, 16, np.random.default_rng(seed)),
                              np.asarray(want))
    assert np.array_equal(Augment().eval_image(im, 16), eval_transform(im, 16))


def test_erasing_is_on_the_normalised_image(tmp_path):
    """A uniform image erased with zeros (const): each erased pixel is exactly 0 after normalising, each
    other pixel the colour normalised; rand: one normal colour per box."""
    (tmp_path / "train" / "k").mkdir(parents=True)
    for i in range(4):
        Image.new("RGB", (24, 24), (200, 30, 90)).save(tmp_path / "train" / "k" / f"{i}.png")
    f = ImageFolder(tmp_path, "train", progress=False)
    colour = normalize(np.full((1, 1, 1, 3), (200, 30, 90), np.uint8))[0, 0, 0]
    for mode in ("const", "rand"):
        aug = Augment(scale=(1.0, 1.0), ratio=(1.0, 1.0), reprob=1.0, remode=mode)
        b = next(Loader(f, 4, train=True, image_size=16, seed=0, workers=0, augment=aug).epoch(0))
        for x in b.images:
            hit = ~np.all(x == colour, axis=-1)
            rows, cols = np.flatnonzero(hit.any(1)), np.flatnonzero(hit.any(0))
            assert hit.sum() == len(rows) * len(cols) > 0           # one rectangle
            box = x[rows[0]:rows[-1] + 1, cols[0]:cols[-1] + 1]
            assert np.all(box == (0.0 if mode == "const" else box[0, 0]))


def _clipped_normal_moments(mu, sigma, lo, hi):
    """Mean and std of clip(N(mu, sigma), lo, hi), by quadrature (the magnitude timm draws)."""
    z = np.linspace(-12, 12, 200001)
    pdf = np.exp(-z * z / 2) / math.sqrt(2 * math.pi)
    v = np.clip(mu + sigma * z, lo, hi)
    dz = z[1] - z[0]
    mean = float(np.sum(v * pdf) * dz)
    return mean, math.sqrt(float(np.sum((v - mean) ** 2 * pdf) * dz))


@pytest.mark.parametrize("spec, interpolation", [("rand-m9-mstd0.5-inc1", "random"), ("rand-m10-mstd1-n3", "bicubic")])
def test_randaugment_draws_follow_timms_law(spec, interpolation):
    """Over many images: each op is picked uniformly with replacement and applied with p (binomial
    bound), its magnitude is N(m, mstd) clipped to [0, 10] (CLT bound on mean and std, read back
    from Rotate's degrees = 3 × level), either sign with 1/2, 'random' bicubic with 1/2."""
    ra = RandAugment.parse(spec)
    rng = np.random.default_rng(0)
    n_images, z = 6000, 5.0
    steps = [s for _ in range(n_images) for s in ra.draw(rng, interpolation)]
    p_op = ra.prob / len(ra.ops)
    trials = n_images * ra.layers
    bound = z * math.sqrt(p_op * (1 - p_op) / trials)
    for name in ra.ops:
        assert abs(sum(s.name == name for s in steps) / trials - p_op) <= bound, name
    degrees = np.array([s.args[0] for s in steps if s.name == "Rotate"])
    level = np.abs(degrees) / 3.0
    mean, std = _clipped_normal_moments(ra.magnitude, ra.magnitude_std, 0.0, 10.0)
    assert abs(level.mean() - mean) <= z * std / math.sqrt(len(level))
    assert abs(level.std() - std) <= z * std / math.sqrt(2 * len(level)) + 1e-9
    assert abs(np.mean(degrees < 0) - 0.5) <= z * 0.5 / math.sqrt(len(degrees))
    geometric = [s.resample for s in steps if s.resample is not None]
    if interpolation == "random":
        assert abs(np.mean([r == Image.Resampling.BICUBIC for r in geometric]) - 0.5) <= z * 0.5 / math.sqrt(len(geometric))
    else:
        assert set(geometric) == {Image.Resampling.BICUBIC}


def test_normalize_takes_mean_and_std():
    rng = np.random.default_rng(2)
    u8 = rng.integers(0, 256, (2, 5, 7, 3), dtype=np.uint8)
    mean, std = (0.5, 0.25, 0.125), (0.2, 0.3, 0.4)
    want = (u8 / 255.0 - np.array(mean)) / np.array(std)
    got = normalize(u8, mean, std)
    assert got.dtype == np.float32 and np.max(np.abs(got - want)) <= 5e-7 * np.max(np.abs(want)) + 1e-6


def test_the_run_record_gives_back_the_pipeline():
    """config.json's fields (what eval, predict, validate and --resume read) rebuild the same Augment;
    a config.json written before these fields gives the pipeline of then."""
    from hlocert.train import TrainConfig
    cfg = TrainConfig(aa="rand-m9-mstd0.5-inc1", reprob=0.25, crop_pct=0.9, mean=(0.5, 0.5, 0.5), ratio=(0.8, 1.25),
                      interpolation="bilinear")
    again = TrainConfig.from_json(json.loads(json.dumps(cfg.to_json())))
    assert again.augment == cfg.augment and again.augment.aa.magnitude == 9
    old = {k: v for k, v in TrainConfig().to_json().items() if k not in {
        "ratio", "hflip", "vflip", "aa", "color_jitter", "train_interpolation", "interpolation", "crop_pct", "mean",
        "std", "reprob", "remode", "recount"}}
    assert TrainConfig.from_json(old).augment == Augment(scale=(0.5, 1.0))


@pytest.mark.parametrize("mode", ["rkrc", "rkrr"])
def test_the_keep_ratio_crops_draw_their_size_then_place_it_and_flip(mode, folder):
    """rkrc/rkrr (--train-crop-mode): the keep-ratio size from its two optional draws, the resize,
    the centre (rkrc) or drawn (rkrr) crop-or-pad, then the flip, in that draw order; through the
    loader, size × size images, the same for the same seed."""
    from hlocert.data.transforms import (center_crop_or_pad, crop_or_pad, keep_ratio_factors, keep_ratio_size,
                                         random_crop_or_pad_offsets)
    im = Image.fromarray(np.random.default_rng(1).integers(0, 256, (37, 45, 3), dtype=np.uint8))
    aug = Augment(scale=(0.5, 1.0), train_crop_mode=mode)
    for seed in range(20):
        rng = np.random.default_rng(seed)
        h, w = keep_ratio_size(im.width, im.height, 16, *keep_ratio_factors(rng, (0.5, 1.0), (3 / 4, 4 / 3)))
        resized = np.asarray(im.resize((w, h), BICUBIC))
        want = (center_crop_or_pad(resized, 16) if mode == "rkrc"
                else crop_or_pad(resized, *random_crop_or_pad_offsets(h, w, 16, rng), 16))
        want = want[:, ::-1] if rng.random() < 0.5 else want
        assert np.array_equal(aug.train_image(im, 16, np.random.default_rng(seed)), want)
    kw = dict(train=True, image_size=16, seed=4, augment=aug)
    a = list(Loader(folder, 4, workers=0, **kw).epoch(1))
    assert a[0].images.shape[1:3] == (16, 16)
    _same(a, list(Loader(folder, 4, workers=0, **kw).epoch(1)))


def test_a_keep_ratio_crop_pads_by_reflection():
    """A side below the size is reflect-padded, the odd pixel after (rkrc), or where the drawn
    negative offset puts it (rkrr)."""
    from hlocert.data.transforms import center_crop_or_pad, crop_or_pad
    row = np.arange(5, dtype=np.uint8).reshape(1, 5, 1)
    image = np.repeat(row, 8, axis=0)
    assert center_crop_or_pad(image, 8)[0, :, 0].tolist() == [1, 0, 1, 2, 3, 4, 3, 2]
    assert crop_or_pad(image, 0, -2, 8)[0, :, 0].tolist() == [2, 1, 0, 1, 2, 3, 4, 3]


def test_an_unknown_train_crop_mode_is_one_line():
    from hlocert.data.errors import DataError
    with pytest.raises(DataError, match=r"^--train-crop-mode rc: one of rrc, rkrc, rkrr \(rrc: random-resized"):
        Augment(train_crop_mode="rc")
