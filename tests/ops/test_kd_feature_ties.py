"""The `+kdf{D}` train step (timm's feature distillation, ops/kd_feature.py) against an independent float64
reference written from timm's formula.

One distillation step end to end, float64: the student's (TinyCNN-S, 16 wide, drop masks that drop) rendered
gradient section, run by den, with the teacher's pooled features as its `teacher` argument, against
jax.value_and_grad of w_t · CE(h·W + b, t) + w_d · mean((h·P + c − f)²), h the JAX reference's pooled
features (its forward at a 16-class identity head: the reference's own pooling, not hlocert's split), to
1e-12 in the loss and every gradient (the net's, the head's, the projection's). The tie sees the weights
and the teacher. The grammar: `+kdf{D}` round-trips, projects only where D differs from the student's width,
and refuses what is not a feature-distillation train step."""
from dataclasses import replace

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from hlocert.certify.net_mutants import _inputs as tie_inputs, _state_inputs
from hlocert.ir import den
from hlocert.nets.tinycnn import TinyCNN
from hlocert.nets.vit import ViT
from hlocert.render import forward_func, grad_func, render
from hlocert.render.signature import STATE, TEACHER, grad_signature, net_shapes, signature
from hlocert.render.variants import Variant, VariantError

from floors import rel
from vjp_helpers import x64  # noqa: F401  (x64: autouse fixture)

TOL = 1e-12
NAME = "tinycnn_S-c10-i16-b3x1-adamw+drop+kdf24+kdtw0.25+kddw0.75"
WIDTH = 16          # TinyCNN-S's pooled features


def feature_kd_loss(h, head_w, head_b, targets, proj_w, proj_b, teacher, task_weight, distill_weight):
    """timm's FeatureDistillationTask loss from its formula: the head's CE plus the projected features' MSE."""
    z = h @ head_w + head_b
    task = -jnp.sum(targets * jax.nn.log_softmax(z, axis=-1)) / z.shape[0]
    s = h if proj_w is None else h @ proj_w + proj_b
    return task_weight * task + distill_weight * jnp.mean((s - teacher) ** 2)


def _identity_head(params, width, fc):
    """params with the head `fc` (its `.w`, `.b`) the identity on `width` features."""
    return {**{k: v for k, v in params.items() if not k.startswith(fc + ".")},
            f"{fc}.w": np.eye(width), f"{fc}.b": np.zeros(width)}


@pytest.mark.parametrize("model, fc", [(TinyCNN("M", 10, 16, bn=True), "head.fc"), (ViT("micro", 10, 16), "head")],
                         ids=["tinycnn-bn", "vit"])
def test_the_prelogits_forward_is_the_eval_forward_before_its_head(model, fc):
    """`fwd+prelogits` (a feature-distillation teacher's forward), den float64, equals the JAX reference's
    eval forward of the same net at an identity head (the reference's own pooling and norm), and its
    features through the head are the plain forward's logits."""
    params, x, _, _ = tie_inputs(model, 3, seed=11, all_ones=True)
    state = _state_inputs(model, 11) if model.state_shapes() else {}
    v = Variant(model, 3, kind="fwd", pre_logits=True)
    assert v.name.endswith("-fwd+prelogits" + "".join("+" + o for o in model.option_names()))
    assert Variant.parse(v.name) == v
    sig = signature(v)
    assert fc + ".w" not in sig.names() and sig.outputs[0].name == "features"
    body = {k: a for k, a in params.items() if not k.startswith(fc + ".")}
    got = sig.unpack(den.run(forward_func(v, "f64"), sig.pack({"x": x, "params": body, STATE: state}), "f64"))
    width = params[fc + ".w"].shape[0]
    assert got["features"].shape == (3, width) and np.std(got["features"]) > 0.1
    ref, cfg = replace(model, num_classes=width).reference()
    p = _identity_head(params, width, fc)
    want = ref.eval_forward(p, state, x, cfg) if state else ref.forward(p, x, np.ones((3, model.drop_sites)), cfg)
    assert rel(got["features"], np.asarray(want)) <= TOL
    plain = Variant(model, 3, kind="fwd")
    logits = den.run(forward_func(plain, "f64"), signature(plain).pack({"x": x, "params": params, STATE: state}), "f64")
    assert rel(got["features"] @ params[fc + ".w"] + params[fc + ".b"], logits[0]) <= TOL
    with pytest.raises(VariantError, match="drop \\+prelogits"):
        Variant(model, 4, pre_logits=True)


def _step(v, seed=5):
    model = v.model
    params, x, mask, targets = tie_inputs(model, v.batch, seed=seed, all_ones=False)
    rng = np.random.default_rng(seed)
    params = {**params, **{k: 0.3 * rng.standard_normal(s) for k, s in v.projection_shapes().items()}}
    teacher = 2.0 * rng.standard_normal((v.batch, v.kd_feature_dim))
    sig = grad_signature(net_shapes(v, model.net(drop=True)))
    masks = {g.name: mask for g in sig.inputs if g.role == "mask"}
    inputs = {"x": x, "params": params, **masks, "targets": targets, TEACHER: teacher}
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack(inputs), "f64"), side="outputs")
    features = replace(model, num_classes=WIDTH)
    ref, cfg = features.reference()

    def reference(task_weight, distill_weight, teacher=teacher):
        def loss(p):
            body = {k: p[k] for k in p if not k.startswith(("head.fc.", "kd.proj."))}
            h = ref.forward({**body, "head.fc.w": jnp.eye(WIDTH), "head.fc.b": jnp.zeros(WIDTH)}, x, mask, cfg)
            return feature_kd_loss(h, p["head.fc.w"], p["head.fc.b"], targets, p.get("kd.proj.w"), p.get("kd.proj.b"),
                                   teacher, task_weight, distill_weight)
        return jax.value_and_grad(loss)(params)
    return out, reference, teacher


@pytest.mark.parametrize("name", [NAME, NAME.replace("kdf24", "kdf16")], ids=["projected", "same-width"])
def test_one_feature_distillation_step_equals_the_formula(name):
    v = Variant.parse(name)
    out, reference, teacher = _step(v)
    want_loss, want_grads = reference(0.25, 0.75)
    assert set(out["grads"]) == set(want_grads) and ("kd.proj.w" in want_grads) == (v.kd_feature_dim != WIDTH)
    assert rel(out["loss"], want_loss) <= TOL
    for k in want_grads:
        assert rel(out["grads"][k], want_grads[k]) <= TOL, k
    for other in ((0.75, 0.25, teacher), (1.0, 0.0, teacher), (0.25, 0.75, -teacher)):   # the weights, the teacher
        _, grads = reference(*other)
        assert max(rel(out["grads"][k], grads[k]) for k in grads) > 1e6 * TOL


def test_the_names_round_trip_and_refuse_what_is_not_a_feature_distillation_step():
    v = Variant.parse(NAME)
    assert (v.kd_feature_dim, v.kd_task_weight, v.kd_distill_weight) == (24, 0.25, 0.75) and v.name == NAME
    assert v.projects() and v.projection_shapes() == {"kd.proj.w": (WIDTH, 24), "kd.proj.b": (24,)}
    assert not Variant.parse(NAME.replace("kdf24", f"kdf{WIDTH}")).projects()
    base = NAME.partition("+kdf")[0]
    for bad, words in (("+kd2.0+kdf24", "two distillation losses"), ("+bce+kdf24", "drop \\+bce"),
                       ("+bf16+kdf24", "drop \\+bf16"),
                       ("+kdf0", "not valid|unknown|canonical|kdf0")):
        with pytest.raises(VariantError, match=words):
            Variant.parse(base + bad)
    with pytest.raises(VariantError, match="drop \\+kdf"):
        Variant(v.model, 2, kind="fwd", kd_feature_dim=24)
    # timm runs the student's head twice (logits, then pre-logits): a head dropout or BatchNorm would differ
    with pytest.raises(VariantError, match="dropout on the pooled features.*drop \\+drop"):
        Variant.parse("mobilenetv2_micro-c10-i32-b4x1-adamw+drop+kdf24")
    with pytest.raises(VariantError, match="BatchNorm on the pooled features"):
        Variant.parse("mobilenetv4_micro-c10-i32-b4x1-adamw+kdf24")
    assert Variant.parse("mobilenetv2_micro-c10-i32-b4x1-adamw+kdf24").student_feature_dim() == 8
    with pytest.raises(VariantError, match="weights must be finite numbers >= 0"):
        replace(v, kd_distill_weight=-0.5)


def test_the_signature_and_the_text_under_kdf():
    v = Variant.parse(NAME)
    sig = signature(v)
    assert sig.names()[-1] == TEACHER and dict(zip(*[[n for g in sig.inputs for n in g.arg_names],
                                                     [s for g in sig.inputs for s in g.shapes]]))[TEACHER] == (3, 24)
    assert "timm's FeatureDistillationTask" in render(v)


@pytest.mark.slow      # two XLA compiles of a micro step
def test_verify_passes_a_kdf_step_and_fails_one_without_the_squares_two():
    """`hlocert verify --semantic` of a `+kdf{D}` step: its oracle the reference under the same loss
    (reference/losses.py WithFeatureKD: the reference's pooled features, the head, the projection); a
    text whose distillation cotangent lost the square's 2 fails the gradient row."""
    from hlocert.certify.verify import semantic_checks, verify_text
    from hlocert.ir.parser import parse_module
    from test_verify import rehash, xla
    name = NAME.replace("b3x1", "b4x1")
    text = render(Variant.parse(name))
    verdict = verify_text(text, name, xla())
    assert verdict.ok and verdict.certified and "feature_distillation_task" in verdict.rules, verdict.table()
    two = "dense<0.020833334> : tensor<4x24xf32>"        # 2/(B·D) = 2/96 on (s − f)
    assert text.count(two) == 1, [l for l in text.splitlines() if "4x24xf32" in l and "dense<" in l]
    halved = rehash(text.replace(two, "dense<0.010416667> : tensor<4x24xf32>"))
    failed = {c.name for c in semantic_checks(halved, parse_module(halved), Variant.parse(name), xla()) if not c.ok}
    assert "gradient vs jax.grad" in failed, failed


@pytest.mark.slow      # XLA compiles of two micro forwards
def test_verify_ties_a_prelogits_forward_and_fails_one_pooled_wrong():
    """`hlocert verify --semantic` of a `fwd+prelogits` text (the teacher's forward under `+kdf{D}`): its oracle
    the reference's eval forward at an identity head; a text whose pool divides by 8 instead of 16 fails it."""
    from hlocert.certify.verify import semantic_checks, verify_text
    from hlocert.ir.parser import parse_module
    from test_verify import rehash, xla
    for name in ("tinycnn_M-c10-i16-b4x1-fwd+prelogits+bn", "vit_micro-c10-i16-b4x1-fwd+drop+prelogits"):
        verdict = verify_text(render(Variant.parse(name)), name, xla())
        assert verdict.ok and verdict.certified, verdict.table()
    name = "tinycnn_M-c10-i16-b4x1-fwd+prelogits+bn"
    text = render(Variant.parse(name))
    pool = "dense<16.0> : tensor<4x32xf32>"
    assert text.count(pool) == 1
    wrong = rehash(text.replace(pool, "dense<8.0> : tensor<4x32xf32>"))
    failed = {c.name for c in semantic_checks(wrong, parse_module(wrong), Variant.parse(name), xla()) if not c.ok}
    assert "forward vs reference" in failed, failed
