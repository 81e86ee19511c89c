"""`hlocert train --aug-repeats N` (timm's RepeatAugSampler, data/repeat.py; its streams tied to timm's in
tests/data/test_repeat_torch.py): the flag and timm's args.yaml key read, a bad value one line, and a real
epoch on the embedded digits whose length is timm's: the epoch's samples rounded down to 256s, whatever N."""
import json

import pytest
import yaml

from hlocert.cli import main
from hlocert.data.named import data_root, open_split

from test_timm_host_flags import TIMM_YAML, TINY, _cfg
from test_timm_host_flags import test_bad_values_are_one_line as said_in_one_line


def test_the_flag_and_timms_key_are_read(tmp_path):
    assert _cfg([]).aug_repeats == 0 == _cfg(["-c", str(TIMM_YAML)]).aug_repeats
    assert _cfg(["--aug-repeats", "3"]).aug_repeats == 3.0
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(aug_repeats=2.5)
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    assert _cfg(["-c", str(tmp_path / "args.yaml")]).aug_repeats == 2.5


def test_help_says_the_default(capsys):
    with pytest.raises(SystemExit):
        main(["train", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--aug-repeats N repeated augmentation (timm's RepeatAugSampler): each image N times an epoch" in text
    assert "default 0: each image once)" in text


@pytest.mark.parametrize("flags, said", [
    (["--aug-repeats", "-1"], "--aug-repeats -1.0: give a number > 0"),
    (["--aug-repeats", "inf"], "--aug-repeats inf: give a number > 0"),
])
def test_bad_values_are_one_line(tmp_path, capsys, flags, said):
    said_in_one_line(tmp_path, capsys, flags, said)


def test_an_epoch_of_the_digits_is_timms_length(tmp_path):
    n = len(open_split(data_root(None), "train", progress=False))
    plain, timms = n // 128, (n // 256 * 256) // 128
    assert plain != timms           # the digits tell the two apart at -b 128
    out = tmp_path / "run"
    assert main(["train", *TINY, "-b", "128", "--epochs", "1", "--warmup-epochs", "0", "--aug-repeats", "3",
                 "--out", str(out)]) == 0
    steps = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert [r["step"] for r in steps if r.get("kind") != "eval"] == list(range(1, timms + 1))
    assert _cfg(["-c", str(out / "args.yaml")]).aug_repeats == 3.0       # recorded and read back
