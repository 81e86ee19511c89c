"""hlocert's mixup/cutmix (data/mixup.py) tied to timm 1.0.31's `Mixup` bit for bit: both draw from
numpy's global generator (hlocert's through a wrapper making the calls timm makes), so from one seed
each mode (batch, pair, elem), with mixup, cutmix, both, `--cutmix-minmax`, `--mixup-prob` and
`--mixup-switch-prob`, gives the same images and targets; and the loader with `--mixup-off-epoch`
stops mixing at that epoch as timm's train loop does. Needs the [torch] extra (-m torch)."""
import numpy as np
import pytest

torch = pytest.importorskip("torch")
timm_mixup = pytest.importorskip("timm.data.mixup")

from hlocert.data import Loader, Mixup, build_digits_folder, mix_batch, smooth_one_hot   # noqa: E402
from hlocert.data.folder import ImageFolder                                                # noqa: E402

pytestmark = pytest.mark.torch

K = 10


class GlobalNumpy:
    """numpy's global generator behind the Generator methods mixup.py calls: timm's own draws."""

    def random(self, size=None):
        return np.random.rand() if size is None else np.random.rand(size)

    def beta(self, a, b, size=None):
        return np.random.beta(a, b, size=size)

    def integers(self, lo, hi, size=None):
        return np.random.randint(lo, hi, size=size)


CASES = [dict(mixup=0.8), dict(cutmix=1.0), dict(mixup=0.8, cutmix=1.0), dict(mixup=0.2, cutmix=0.7, switch_prob=0.8),
         dict(minmax=(0.2, 0.8)), dict(mixup=0.8, minmax=(0.3, 0.9), prob=0.6), dict(mixup=0.5, prob=0.3)]


@pytest.mark.parametrize("mode", ["batch", "pair", "elem"])
@pytest.mark.parametrize("case", CASES, ids=lambda c: "-".join(f"{k}{v}" for k, v in c.items()))
def test_mixup_is_timms_bit_for_bit(mode, case):
    ours = Mixup(mode=mode, **case)
    theirs = timm_mixup.Mixup(mixup_alpha=ours.mixup, cutmix_alpha=ours.cutmix, cutmix_minmax=ours.minmax,
                              prob=ours.prob, switch_prob=ours.switch_prob, mode=mode, label_smoothing=0.1,
                              num_classes=K)
    mixed = 0
    for seed in range(12):
        data = np.random.default_rng(seed)
        x = data.standard_normal((8, 13, 11, 3)).astype(np.float32)      # NHWC, a non-square image
        labels = data.integers(0, K, 8)
        np.random.seed(seed)
        xt, tt = theirs(torch.from_numpy(x.transpose(0, 3, 1, 2).copy()), torch.from_numpy(labels))
        np.random.seed(seed)
        xo, to = mix_batch(x, smooth_one_hot(labels, K, 0.1), GlobalNumpy(), ours)
        assert np.array_equal(xo, xt.numpy().transpose(0, 2, 3, 1)), seed
        assert np.array_equal(to, tt.numpy()), seed
        mixed += not np.array_equal(xo, x)
    assert mixed >= 3          # the seeds exercise mixing, not only the no-mix draws


def test_mixup_off_epoch_stops_mixing_from_that_epoch(tmp_path):
    """timm's train loop: `if mixup_off_epoch and epoch >= mixup_off_epoch: mixup_enabled = False`."""
    folder = ImageFolder(build_digits_folder(str(tmp_path / "digits")), "train", progress=False)
    plain = Loader(folder, 8, train=True, image_size=16, seed=1, workers=0)
    off = Loader(folder, 8, train=True, image_size=16, seed=1, workers=0, mix=Mixup(mixup=1.0, off_epoch=2))
    for epoch, mixes in ((0, True), (1, True), (2, False), (3, False)):
        a, b = next(plain.epoch(epoch)), next(off.epoch(epoch))
        assert np.array_equal(a.labels, b.labels)
        assert (not np.array_equal(a.images, b.images)) == mixes, epoch
        assert (not np.array_equal(a.targets, b.targets)) == mixes, epoch
