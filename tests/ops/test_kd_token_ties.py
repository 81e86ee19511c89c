"""The `+kdt{T}` / `+kdth` train step (timm's token distillation, ops/kd_token.py) of a distilled ViT
(`+dist`) against an independent float64 reference written from timm's formula (tests/kd_formula.py).

One distillation step end to end, float64: a teacher's logits (TinyCNN-M with BatchNorm, hlocert's eval
forward run by den, tied to its JAX reference: test_kd_ties.py's) enter the student's rendered gradient
section as the `teacher` argument; the loss and every gradient equal jax.value_and_grad of the reference
student's two heads (reference/vit.py forward_both) under that formula, soft and hard, to 1e-12. The tie
sees T, the weights, soft vs hard and the teacher. The `hlocert verify --semantic` of a `+kdth` step
passes. The grammar: `+kdt{T}`, `+kdth` round-trip, and are refused in one line on a student without a
distillation token, beside another distillation loss, or in an eval forward."""
import jax
import numpy as np
import pytest

from hlocert.certify.net_mutants import _inputs as tie_inputs
from hlocert.certify.verify import verify_text
from hlocert.ir import den
from hlocert.render import grad_func, render
from hlocert.render.signature import TEACHER, grad_signature, net_shapes, signature
from hlocert.render.variants import Variant, VariantError

from floors import rel
from kd_formula import token_kd_loss
from test_kd_ties import _teacher_logits
from test_verify import xla
from vjp_helpers import x64  # noqa: F401  (x64: autouse fixture)

TOL = 1e-12
SOFT = "vit_micro-c10-i16-b3x1-adamw+drop+kdt2.0+kdtw0.25+kddw0.75+dist"
HARD = "vit_micro-c10-i16-b3x1-adamw+drop+kdth+kdtw0.25+kddw0.75+dist"


def _student_step(v):
    model = v.model
    params, x, mask, targets = tie_inputs(model, v.batch, seed=5, all_ones=False)
    got, want = _teacher_logits(x)
    assert rel(got, want) <= TOL
    sig = grad_signature(net_shapes(v))
    inputs = {"x": x, "params": params, "drop_mask": mask, "targets": targets, TEACHER: got}
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack(inputs), "f64"), side="outputs")
    ref, cfg = model.reference()

    def reference(*kd):
        return jax.value_and_grad(
            lambda p: token_kd_loss(ref.forward_both(p, x, mask, cfg), targets, got, *kd))(params)
    return out, reference


@pytest.mark.parametrize("name, hard", [(SOFT, False), (HARD, True)])
def test_one_token_distillation_step_equals_the_formula(name, hard):
    v = Variant.parse(name)
    out, reference = _student_step(v)
    want_loss, want_grads = reference(hard, 2.0, 0.25, 0.75)
    assert rel(out["loss"], want_loss) <= TOL
    for k in want_grads:
        assert rel(out["grads"][k], want_grads[k]) <= TOL, k
    others = [(not hard, 2.0, 0.25, 0.75), (hard, 2.0, 0.75, 0.25), (hard, 2.0, 1.0, 0.0)]
    others += [] if hard else [(hard, 4.0, 0.25, 0.75)]          # T, soft/hard, the weights, the teacher's term
    for other in others:
        _, grads = reference(*other)
        assert max(rel(out["grads"][k], grads[k]) for k in grads) > 1e6 * TOL, other
    assert np.abs(out["grads"]["head_dist.w"]).max() > 1e-3 and np.abs(out["grads"]["head.w"]).max() > 1e-3


def test_the_names_round_trip_and_refuse_what_is_not_a_token_distillation_step():
    soft, hard = Variant.parse(SOFT), Variant.parse(HARD)
    assert (soft.kd_token_temperature, soft.kd_token_hard, soft.name) == (2.0, False, SOFT)
    assert (hard.kd_token_temperature, hard.kd_token_hard, hard.name) == (None, True, HARD)
    assert soft.net().out_shape(soft.x_shape) == (3, 2, 10)                 # both heads' logits
    assert Variant.parse(SOFT.replace("+kdt2.0+kdtw0.25+kddw0.75", "")).net().out_shape(soft.x_shape) == (3, 10)
    assert signature(hard).names()[-1] == TEACHER
    for bad, words in ((SOFT.replace("+dist", ""), "no distillation token and head.*add \\+dist"),
                       (HARD.replace("+kdth", "+kd2.0+kdth"), "two distillation losses"),
                       (SOFT.replace("kdt2.0", "kdt0.0"), "must be a finite number > 0"),
                       ("vit_micro-c10-i16-b3x1-fwd+kdth+dist", "not valid for fwd"),
                       (HARD.replace("+kdth", "+bce+kdth"), "drop \\+bce")):
        with pytest.raises(VariantError, match=words):
            Variant.parse(bad)
    with pytest.raises(VariantError, match="an eval forward has none"):
        Variant(soft.model, 2, kind="fwd", kd_token_hard=True)


@pytest.mark.slow      # two XLA compiles of a micro step
def test_verify_passes_a_hard_token_distillation_step():
    name = HARD.replace("b3x1", "b4x1")
    verdict = verify_text(render(Variant.parse(name)), name, xla())
    assert verdict.ok and verdict.certified, verdict.table()
    assert {"token_distillation", "distilled_heads", "prefix_pair_readout"} <= set(verdict.rules)
    assert "head_mean" not in verdict.rules
