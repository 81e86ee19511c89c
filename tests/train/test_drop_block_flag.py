"""`hlocert train --drop-block R` (timm's DropBlock rate; the variant's `+dropblock{R}`, ResNet only,
tests/nets/test_resnet_drop_block.py): the flag and timm's args.yaml key read into the variant, with
--variant too (the flag wins); a net without DropBlock, or a rate out of range, one line; a real
two-step training of ResNet on the embedded digits with DropBlock on, its masks drawn and fed."""
import json

import numpy as np
import pytest
import yaml

from hlocert.cli import main
from hlocert.train.recipe import with_drop_block, with_variant

from test_timm_host_flags import TIMM_YAML, _cfg
from test_timm_host_flags import test_bad_values_are_one_line as said_in_one_line

RESNET = ["--model", "resnet_nano", "--workers", "0", "--no-eval", "--no-plot"]


def _variant(argv):
    cfg = _cfg(argv)
    given = {a.lstrip("-").replace("-", "_") for a in argv if a.startswith("--")}
    return with_drop_block(with_variant(cfg, given)).variant


def test_the_flag_and_timms_key_set_the_rate(tmp_path):
    assert _variant(["--model", "resnet_nano", "--drop-block", "0.1"]).name.endswith("+dropblock0.1")
    assert "+dropblock" not in _variant(["--model", "resnet_nano", "--drop-block", "0"]).name
    assert _cfg(["-c", str(TIMM_YAML)]).drop_block is None
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(model="resnet_nano", drop_block=0.05)
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    assert _cfg(["-c", str(tmp_path / "args.yaml")]).drop_block == 0.05
    v = _variant(["--variant", "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+dropblock0.1", "--drop-block", "0.2"])
    assert v.name == "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+dropblock0.2"
    assert _variant(["--model", "tinycnn_S", "--drop-block", "0"]).model.NAME == "tinycnn"   # timm's 0: off


@pytest.mark.parametrize("flags, said", [
    (["--drop-block", "0.1"], "--drop-block 0.1: TinyCNN-S has no DropBlock (timm gives it to its ResNets only): "
                              "drop --drop-block"),
    (["--model", "convnext_atto", "--drop-block", "0.1"], "--drop-block 0.1: ConvNeXt-atto has no DropBlock"),
    (["--model", "resnet_nano", "--drop-block", "1"], "--drop-block 1.0: DropBlock rate 1.0 must be in [0, 1)"),
])
def test_bad_values_are_one_line(tmp_path, capsys, flags, said):
    said_in_one_line(tmp_path, capsys, flags, said)


def test_the_digits_train_with_drop_block(tmp_path):
    out = tmp_path / "run"
    assert main(["train", *RESNET, "--max-steps", "2", "--drop-block", "0.2", "--out", str(out)]) == 0
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert [r["step"] for r in rows] == [1, 2] and all(np.isfinite(r["loss"]) for r in rows)
    assert _cfg(["-c", str(out / "args.yaml")]).variant.name.endswith("+dropblock0.2")
