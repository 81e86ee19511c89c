"""timm's --in-chans 1 and --input-img-mode on the data side (data/augment.py): each image converted to
PIL's L before any transform (timm's folder data set: `img.convert(input_img_mode)`), one-channel
batches, `--mean`/`--std` one number per channel (one number for all; at 1 channel the default is the
mean of ImageNet's three, as timm's loader adapts them), every mismatch one line; a 2-step grey digits
run renders and trains the `+ch1` variant. Fashion-MNIST's grey run: tests/train/test_train.py-style
runs are long, so its 2 steps are here too (skipped where the data set cannot be prepared)."""
import json

import numpy as np
import pytest
from PIL import Image

from hlocert.cli import main
from hlocert.data import Augment, DataError, ImageFolder, Loader
from hlocert.data.transforms import IMAGENET_MEAN, IMAGENET_STD

FAST = ["--workers", "0", "--epochs", "1", "--max-steps", "2", "--no-eval", "--no-plot"]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    root = tmp_path_factory.mktemp("grey")
    rng = np.random.default_rng(0)
    for c in ("a", "b"):
        for split in ("train", "val"):
            (root / split / c).mkdir(parents=True)
            for i in range(4):
                Image.fromarray(rng.integers(0, 256, (24, 20, 3), dtype=np.uint8)).save(root / split / c / f"{i}.png")
    return root


def test_the_default_normalisation_per_channel_count():
    rgb, grey = Augment(), Augment(input_img_mode="L")
    assert (rgb.channels, grey.channels) == (3, 1)
    assert rgb.mean == tuple(map(float, IMAGENET_MEAN)) and rgb.std == tuple(map(float, IMAGENET_STD))
    assert grey.mean == pytest.approx((0.449,)) and grey.std == pytest.approx((0.226,))
    assert len(grey.fill) == 1
    assert Augment(input_img_mode="L", mean=(0.5,), std=(0.25,)).mean == (0.5,)
    assert Augment(mean=(0.5,), std=(0.25,)).mean == (0.5, 0.5, 0.5)     # one number: every channel's


@pytest.mark.parametrize("kw, said", [
    ({"input_img_mode": "L", "mean": (0.1, 0.2, 0.3)}, "--mean takes 1 number or 1 (one per channel of the 1-channel"),
    ({"mean": (0.1, 0.2)}, "--mean takes 1 number or 3 (one per channel of the 3-channel input, --in-chans 3)"),
    ({"input_img_mode": "L", "std": (0.0,)}, "--std 0: each must be > 0"),
    ({"input_img_mode": "CMYK"}, "--input-img-mode 'CMYK': hlocert converts images to RGB (3 channels) or L (1 channel)"),
])
def test_a_mismatch_is_one_line(kw, said):
    with pytest.raises(DataError) as e:
        Augment(**kw)
    assert said in str(e.value) and "\n" not in str(e.value)


def test_a_grey_batch_is_the_images_in_pils_L(folder):
    """Train rows: the crop of the L image (the same draws as RGB's, one channel); eval rows: the L
    image's centre crop, normalised by the one-channel mean and std."""
    split = ImageFolder(folder, "val", progress=False)
    aug = Augment(input_img_mode="L", mean=(0.5,), std=(0.25,))
    with Loader(split, 4, train=False, image_size=16, seed=0, workers=0, augment=aug) as ld:
        batch = next(ld.epoch(0))
    assert batch.images.shape == (4, 16, 16, 1)
    im = Image.open(split.samples[0][0]).convert("L")
    want = (aug.eval_image(Image.open(split.samples[0][0]).convert("RGB"), 16) / 255.0 - 0.5) / 0.25
    assert want.shape == (16, 16, 1)
    assert np.abs(batch.images[0] - want).max() < 1e-5
    crop = np.asarray(im.resize((18, 21), Image.Resampling.BICUBIC).crop((1, 2, 17, 18)), np.float64)
    assert np.abs(batch.images[0][..., 0] - (crop / 255.0 - 0.5) / 0.25).max() < 1e-5
    train = ImageFolder(folder, "train", progress=False)
    with Loader(train, 4, train=True, image_size=16, seed=3, workers=0, augment=aug) as ld:
        grey = next(ld.epoch(0))
    with Loader(train, 4, train=True, image_size=16, seed=3, workers=0, augment=Augment()) as ld:
        rgb = next(ld.epoch(0))
    assert grey.images.shape == (4, 16, 16, 1) and rgb.images.shape == (4, 16, 16, 3)
    assert (grey.labels == rgb.labels).all()
    for aug_kw in ({"aa": "rand-m9-mstd0.5-inc1", "reprob": 1.0, "grayscale_prob": 1.0, "gaussian_blur_prob": 1.0},
                   {"color_jitter": 0.4, "no_aug": True}):
        with Loader(train, 4, train=True, image_size=16, seed=3, workers=0,
                    augment=Augment(input_img_mode="L", **aug_kw)) as ld:
            assert next(ld.epoch(0)).images.shape == (4, 16, 16, 1)
    with Loader(train, 4, train=True, image_size=16, seed=3, workers=0, augment=aug, mixup=0.2, cutmix=1.0) as ld:
        mixed = next(ld.epoch(0))
    assert mixed.images.shape == (4, 16, 16, 1) and np.allclose(mixed.targets.sum(1), 1.0)


def test_a_grey_digits_run_trains_the_ch1_variant(tmp_path, capsys):
    out = tmp_path / "run"
    assert main(["train", "--data", "digits", "--model", "resnet_micro", "--in-chans", "1", "-b", "4", *FAST,
                 "--out", str(out)]) == 0
    cfg = json.loads((out / "config.json").read_text())
    assert cfg["variant"].endswith("+ch1") and cfg["in_chans"] == 1
    err = capsys.readouterr().err
    assert "L, normalize(mean 0.449, std 0.226)" in err


def test_a_variant_with_ch1_loads_grey_without_the_flag(tmp_path):
    out = tmp_path / "run"
    assert main(["train", "--data", "digits", "--variant", "tinycnn_S-c10-i32-b4x1-adamw+wx+clip1.0+ch1", *FAST,
                 "--out", str(out)]) == 0
    assert json.loads((out / "config.json").read_text())["variant"].endswith("+ch1")


@pytest.mark.parametrize("argv, said", [
    (["--in-chans", "1", "--mean", "0.1", "0.2", "0.3"], "--mean takes 1 number or 1 (one per channel"),
    (["--in-chans", "1", "--input-img-mode", "RGB"], "--input-img-mode RGB gives 3-channel images and the net takes 1"),
    (["--input-img-mode", "L"], "--input-img-mode L gives 1-channel images and the net takes 3"),
    (["--in-chans", "2"], "--in-chans 2: hlocert loads images as RGB (3 channels) or grey L (1)"),
    (["--in-chans", "0"], "--in-chans 0: hlocert loads images as RGB"),
])
def test_a_bad_channel_flag_is_one_line(tmp_path, capsys, argv, said):
    assert main(["train", "--data", "digits", "--model", "tinycnn_S", *argv, *FAST, "--out", str(tmp_path / "r")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("train: error:") and said in err[-1], err[-1]
    assert not (tmp_path / "r").exists()


def test_fashion_mnist_trains_grey(tmp_path):
    from hlocert.data import fashion_mnist
    try:
        fashion_mnist.prepare(log=lambda s: None)
    except DataError as e:
        pytest.skip(f"Fashion-MNIST cannot be prepared here: {e}")
    out = tmp_path / "run"
    assert main(["train", "--data", "fashion-mnist", "--model", "resnet_micro", "--in-chans", "1", "-b", "8", *FAST,
                 "--out", str(out)]) == 0
    assert json.loads((out / "config.json").read_text())["variant"].startswith("resnet_micro-c10-i32-b8x1-")
