"""The `+kd{T}` train step (timm's logit distillation, ops/kd.py) against an independent float64
reference written from timm's formula (tests/kd_formula.py).

One distillation step end to end, float64: the teacher (TinyCNN-M with BatchNorm, fixed weights and
running statistics) through hlocert's own eval forward, run by den, equals the JAX reference's eval
forward; its logits then enter the student's (TinyCNN-S, drop masks that drop) rendered gradient
section as the `teacher` argument, and its loss and every gradient equal jax.value_and_grad of the
reference student's logits under that formula (not hlocert's rule nor reference/ops.py's), to
1e-12. The tie sees T, the weights and the teacher (each changed moves the gradient far off). The
`hlocert verify --semantic` of a `+kd` step passes (its oracle the reference under the same loss,
reference/losses.py WithKD) and fails one whose backward scales the KL by T² (the T from z/T
forgotten). The grammar: `+kd{T}+kdtw{W}+kddw{W}` round-trips and refuses what is not a distillation train step, and
a variant without it renders what it did before."""
from dataclasses import replace

import jax
import numpy as np
import pytest

from hlocert.certify.net_mutants import _inputs as tie_inputs, _state_inputs
from hlocert.certify.verify import semantic_checks, verify_text
from hlocert.ir import den
from hlocert.ir.parser import parse_module
from hlocert.nets.tinycnn import TinyCNN
from hlocert.render import LOSS_TEXT, forward_func, grad_func, render
from hlocert.render.signature import STATE, TEACHER, grad_signature, net_shapes, signature
from hlocert.render.variants import Variant, VariantError

from floors import rel
from kd_formula import kd_loss
from test_verify import rehash, xla
from vjp_helpers import x64  # noqa: F401  (x64: autouse fixture)

TOL = 1e-12
NAME = "tinycnn_S-c10-i16-b3x1-adamw+drop+kd2.0+kdtw0.25+kddw0.75"


def _teacher_logits(x):
    """(den's float64 eval forward of the teacher, the JAX reference's) on x."""
    model = TinyCNN("M", 10, 16, bn=True)
    params, _, _, _ = tie_inputs(model, len(x), seed=11, all_ones=True)
    state = _state_inputs(model, 11)
    v = Variant(model, len(x), kind="fwd")
    sig = signature(v)
    got = sig.unpack(den.run(forward_func(v, "f64"), sig.pack({"x": x, "params": params, STATE: state}), "f64"))
    ref, cfg = model.reference()
    return got["logits"], np.asarray(ref.eval_forward(params, state, x, cfg))


def _student_step(v, teacher):
    model = v.model
    params, x, mask, targets = tie_inputs(model, v.batch, seed=5, all_ones=False)
    sig = grad_signature(net_shapes(v, model.net(drop=True)))
    masks = {g.name: mask for g in sig.inputs if g.role == "mask"}
    inputs = {"x": x, "params": params, **masks, "targets": targets, TEACHER: teacher(x)}
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack(inputs), "f64"), side="outputs")
    ref, cfg = model.reference()

    def reference(*kd):
        return jax.value_and_grad(lambda p: kd_loss(ref.forward(p, x, mask, cfg), targets, inputs[TEACHER], *kd))(params)
    return out, reference


def test_one_distillation_step_equals_the_formula():
    teachers = []

    def teacher(x):
        got, want = _teacher_logits(x)
        assert rel(got, want) <= TOL
        teachers.append(got)
        return got
    v = Variant.parse(NAME)
    out, reference = _student_step(v, teacher)
    want_loss, want_grads = reference(2.0, 0.25, 0.75)
    assert rel(out["loss"], want_loss) <= TOL
    for k in want_grads:
        assert rel(out["grads"][k], want_grads[k]) <= TOL, k
    for other in ((4.0, 0.25, 0.75), (2.0, 0.75, 0.25), (2.0, 1.0, 0.0)):   # T, the weights, the teacher's term
        _, grads = reference(*other)
        assert max(rel(out["grads"][k], grads[k]) for k in grads) > 1e6 * TOL, other
    assert np.std(teachers[0]) > 0.1      # the teacher's logits spread: the KL term is far from 0


def test_the_names_round_trip_and_refuse_what_is_not_a_distillation_step():
    v = Variant.parse(NAME)
    assert (v.kd_temperature, v.kd_task_weight, v.kd_distill_weight) == (2.0, 0.25, 0.75) and v.name == NAME
    assert Variant.parse(NAME.replace("+kdtw0.25+kddw0.75", "")).kd_task_weight == 1.0
    base = NAME.partition("+kd")[0]
    for bad, words in (("+kdtw0.5", "add \\+kd"), ("+kd0.0", "must be a finite number > 0"), ("+bce+kd2.0", "drop \\+bce"),
                       ("+kddw0.5+kd2.0", "canonical")):
        with pytest.raises(VariantError, match=words):
            Variant.parse(base + bad)
    with pytest.raises(VariantError, match="not valid for fwd"):
        Variant.parse("tinycnn_S-c10-i16-b2x1-fwd+kd4.0")
    with pytest.raises(VariantError, match="drop \\+kd"):
        Variant(v.model, 2, kind="fwd", kd_temperature=4.0)
    with pytest.raises(VariantError, match="weights must be finite numbers >= 0"):
        replace(v, kd_distill_weight=-0.5)        # its name would not parse back


def test_without_kd_the_name_the_signature_and_the_text_are_as_before():
    v = Variant.parse(NAME.partition("+kd")[0])
    text = render(v)
    assert "kd" not in v.name and TEACHER not in signature(v).names() and f"// ── {LOSS_TEXT} ──" in text
    kd = replace(v, kd_temperature=4.0)
    assert signature(kd).names()[-1] == TEACHER and "KL(teacher || student)" in render(kd)


@pytest.mark.slow      # two XLA compiles of a micro step
def test_verify_passes_a_kd_step_and_fails_one_scaled_by_t_squared():
    name = NAME.replace("b3x1", "b4x1")
    text = render(Variant.parse(name))
    verdict = verify_text(text, name, xla())
    assert verdict.ok and verdict.certified and "logit_distillation" in verdict.rules, verdict.table()
    kl_scale = "dense<1.5> : tensor<4x10xf32>"        # w_d · T = 0.75 · 2 on the KL's cotangent
    assert text.count(kl_scale) == 1
    squared = rehash(text.replace(kl_scale, "dense<3.0> : tensor<4x10xf32>"))      # w_d · T²
    failed = {c.name for c in semantic_checks(squared, parse_module(squared), Variant.parse(name), xla()) if not c.ok}
    assert "gradient vs jax.grad" in failed, failed
