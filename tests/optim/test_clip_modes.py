"""timm's `--clip-mode value` and `agc` rendered (`+clipv{C}`, `+agc{C}`): `hlocert verify` certifies
a whole step of each (the gradient and the optimizer tail against jax.grad + optax's chain with
reference/optim.py's clip: optax.clip, and timm's adaptive_clip_grad on the net's units, the head
left out), rejects an AGC step whose units or head differ from timm's, and `hlocert train
--clip-mode agc` trains. The optax ties and mutants of the clips alone are test_optim_ties.py's;
the ties with timm's own dispatch_clip_grad, test_optim_torch.py's (-m torch)."""
import json

import pytest

from hlocert import optim
from hlocert.certify.verify import semantic_checks, verify_text
from hlocert.cli import main
from hlocert.ir.parser import parse_module
from hlocert.render import render
from hlocert.render.variants import Variant, VariantError

from test_optim_ties import AgcHeadClipped
from test_verify import xla
from vjp_helpers import x64  # noqa: F401  (float64 for every test here, restored after each)


@pytest.mark.parametrize("name", ["vit_micro-c10-i8-b2x1-adamw+wx+agc0.02+drop",
                                  "vit_micro-c10-i8-b2x1-sgd+m0.9+wx+clipv0.01+drop"])
def test_verify_certifies_a_clip_value_and_an_agc_step(name):
    verdict = verify_text(render(Variant.parse(name)), name, xla())
    assert verdict.ok and verdict.certified, verdict.table()


def test_verify_rejects_an_agc_step_that_clips_the_head(monkeypatch):
    name = "vit_micro-c10-i8-b2x1-adamw+wx+agc0.02+drop"
    monkeypatch.setattr(optim, "AdaptiveClip", AgcHeadClipped)
    text = render(Variant.parse(name))
    failed = {c.name for c in semantic_checks(text, parse_module(text), Variant.parse(name), xla()) if not c.ok}
    assert failed, "an AGC of the head passed"


def test_one_clip_mode_per_variant():
    for bad in ("clip1.0+agc0.01", "clipv0.1+agc0.01", "agc0.0"):
        with pytest.raises(VariantError, match="give one|would zero"):
            Variant.parse(f"vit_micro-c10-i8-b2x1-adamw+wx+{bad}")


def test_train_clip_mode_agc_trains(tmp_path):
    out = tmp_path / "run"
    assert main(["train", "--model", "resnet_nano", "--clip-mode", "agc", "--clip-grad", "0.01", "--workers", "0",
                 "--max-steps", "2", "--no-eval", "--no-plot", "--out", str(out)]) == 0
    saved = json.loads((out / "config.json").read_text())
    assert "-adamw+wx+agc0.01+" in saved["variant_resolved"]
    assert [json.loads(line)["step"] for line in (out / "metrics.jsonl").read_text().splitlines()] == [1, 2]
