"""`hlocert train --gp POOL` (timm's global_pool; the variant's `+gp{POOL}`, ops/global_pool.py, tied to
timm's model in tests/nets/test_global_pool_torch.py): the flag and timm's args.yaml key read into the
variant, with --variant too; a pool hlocert does not render, or a net whose head takes no other pool, one
line; --drop on the doubled classifier input; a real two-step training of ResNet on the embedded digits at
catavgmax."""
import json

import numpy as np
import pytest
import yaml

from hlocert.cli import main
from hlocert.train.recipe import drop_ramp, with_global_pool, with_variant

from test_timm_host_flags import TIMM_YAML, _cfg
from test_timm_host_flags import test_bad_values_are_one_line as said_in_one_line

RESNET = ["--model", "resnet_nano", "--workers", "0", "--no-eval", "--no-plot"]


def _variant(argv):
    cfg = _cfg(argv)
    given = {a.lstrip("-").replace("-", "_") for a in argv if a.startswith("--")}
    return with_global_pool(with_variant(cfg, given)).variant


def test_the_flag_and_timms_key_pick_the_pool(tmp_path):
    assert _variant(["--model", "resnet_nano", "--gp", "max"]).name.endswith("+gpmax")
    assert "+gp" not in _variant(["--model", "resnet_nano", "--gp", "avg"]).name
    assert _cfg(["-c", str(TIMM_YAML)]).gp is None
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(model="resnet_nano", gp="avgmax")
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    assert _cfg(["-c", str(tmp_path / "args.yaml")]).gp == "avgmax"
    # with --variant the flag wins over the name
    v = _variant(["--variant", "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+gpmax", "--gp", "catavgmax"])
    assert v.name == "resnet_nano-c10-i32-b32x1-adamw+wx+clip1.0+gpcatavgmax"


@pytest.mark.parametrize("flags, said", [
    (["--gp", "fast"], "--gp 'fast': hlocert renders timm's avg, max, avgmax, catavgmax"),
    (["--model", "vit_nano", "--gp", "max"], "--gp max: ViT-nano/8 renders its timm model's default pool only (--gp "
                                             "is taken by ConvNeXt, EfficientNet, MobileNetV2, MobileNetV4-Conv, "
                                             "ResNet): drop --gp"),
    (["--model", "convnext_atto", "--gp", "catavgmax"], "--gp catavgmax: ConvNeXt-atto takes avg, max, avgmax (as "
                                                        "its timm model)"),
])
def test_bad_values_are_one_line(tmp_path, capsys, flags, said):
    said_in_one_line(tmp_path, capsys, flags, said)


def test_drop_covers_the_doubled_classifier_input():
    """--drop on MobileNetV2 at catavgmax: the classifier dropout on all 2 × features pooled columns."""
    cfg = _cfg(["--model", "mobilenetv2_nano", "--gp", "catavgmax", "--drop", "0.3", "--drop-path", "0"])
    model = with_global_pool(with_variant(cfg, {"model", "gp", "drop", "drop_path"})).variant.model
    ramp = drop_ramp(model, cfg)
    assert len(ramp) == model.drop_sites and (ramp == 0.3).sum() == 2 * model.spec.features


def test_the_digits_train_with_catavgmax(tmp_path):
    out = tmp_path / "run"
    assert main(["train", *RESNET, "--max-steps", "2", "--gp", "catavgmax", "--out", str(out)]) == 0
    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    assert [r["step"] for r in rows] == [1, 2] and all(np.isfinite(r["loss"]) for r in rows)
    assert _cfg(["-c", str(out / "args.yaml")]).variant.name.endswith("+gpcatavgmax")
