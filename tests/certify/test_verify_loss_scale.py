"""A `+lsc{S}` train step (timm's --variable-batch-loss-scale, ops/loss_scale.py) certified whole:
`hlocert verify` passes it against the reference whose loss is S times the net's (reference/losses.py
WithLossScale), rests it on the rule `loss_scale`, and the same text fails the gradient tie against
the unscaled reference (the check can tell a step that forgot the scale)."""
from dataclasses import replace

from hlocert.certify.verify import rules_of, semantic_checks, verify_text
from hlocert.ir.parser import parse_module
from hlocert.render import render
from hlocert.render.variants import Variant

from test_verify import xla
from vjp_helpers import x64  # noqa: F401  (float64 for every test here, restored after each)

NAME = "tinycnn_S-c10-i8-b4x1-adamw+wx+clip1.0+lsc0.75"


def test_verify_certifies_a_scaled_step_and_rejects_it_unscaled():
    v = Variant.parse(NAME)
    text = render(v)
    verdict = verify_text(text, NAME, xla())
    assert verdict.ok and verdict.certified, verdict.table()
    assert {"loss_scale", "softmax_cross_entropy"} <= set(rules_of(v))
    failed = {c.name for c in semantic_checks(text, parse_module(text), replace(v, loss_scale=1.0), xla()) if not c.ok}
    assert "gradient vs jax.grad" in failed, failed
