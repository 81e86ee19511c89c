"""The `+bce` train step (timm's BinaryCrossEntropy as the loss) against the independent reference.

Whole-net float64 ties: the rendered gradient section of TinyCNN-S (and its BatchNorm form, whose
reference loss goes through `train_forward`), run by den in float64, equals jax.grad of the JAX
reference's logits under reference/ops.py's BCE (written from timm's formula), per tensor, to
1e-12 — with and without a target threshold. The grammar: `+bce` and `+bcet{T}` round-trip, refuse
a threshold without `+bce`, on an eval forward, or outside [0, 1), and a variant without them
spells and renders exactly what it did before (the committed artifacts' drift guard is
test_artifacts.py). `hlocert verify` of a `+bce` step passes every layer and names the rule; the
threshold's comparison flipped fails the gradient tie (slow: one XLA compile each)."""
from dataclasses import replace

import jax
import pytest

from hlocert.certify.net_mutants import _inputs as tie_inputs, _state_inputs
from hlocert.certify.verify import semantic_checks, verify_text
from hlocert.ir import den
from hlocert.ir.parser import parse_module
from hlocert.nets.tinycnn import TinyCNN
from hlocert.reference import ops as ref_ops
from hlocert.render import LOSS_TEXT, grad_func, render
from hlocert.render.signature import STATE, grad_signature, net_shapes
from hlocert.render.variants import Variant, VariantError

from floors import rel
from test_verify import rehash, xla
from vjp_helpers import x64  # noqa: F401  (x64: autouse fixture)

TOL = 1e-12
NAME = "tinycnn_S-c10-i16-b2x1-adamw+wx+clip1.0+drop+bce+bcet0.2"


def _reference_value_and_grad(model, threshold, params, state, x, targets, mask, sum_classes=False, pos_weight=None):
    ref, cfg = model.reference()
    bce = lambda z: ref_ops.binary_cross_entropy(z, targets, threshold, sum_classes, pos_weight)
    if state:
        def loss(p):
            return bce(ref.train_forward(p, state, x, mask, cfg)[0])
    else:
        def loss(p):
            return bce(ref.forward(p, x, mask, cfg))
    return jax.value_and_grad(loss)(params)


@pytest.mark.parametrize("bn", [False, True], ids=["ln", "bn"])
def test_whole_net_bce_sum_and_pos_weight_gradient_equals_jax_grad(bn):
    """timm's --bce-sum and --bce-pos-weight (+bces+bcepw2.5) through the whole net, on soft targets; the tie sees
    each (the gradient without either is far off)."""
    model = TinyCNN("S", 10, 16, bn=bn)
    v = Variant(model, 3, drop=True, bce=True, bce_sum=True, bce_pos_weight=2.5)
    params, x, mask, targets = tie_inputs(model, v.batch, seed=6, all_ones=False)
    state = _state_inputs(model, 6)
    sig = grad_signature(net_shapes(v, v.model.net(drop=True)))
    masks = {g.name: mask for g in sig.inputs if g.role == "mask"}
    inputs = {"x": x, "params": params, **({STATE: state} if state else {}), **masks, "targets": targets}
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack(inputs), "f64"), side="outputs")
    args = (model, None, params, state, x, targets, mask)
    want_loss, want_grads = _reference_value_and_grad(*args, sum_classes=True, pos_weight=2.5)
    assert rel(out["loss"], want_loss) <= TOL
    assert all(rel(out["grads"][k], want_grads[k]) <= TOL for k in params)
    for options in ({"sum_classes": True}, {"pos_weight": 2.5}):
        _, other = _reference_value_and_grad(*args, **options)
        assert max(rel(out["grads"][k], other[k]) for k in params) > 1e6 * TOL, options


@pytest.mark.parametrize("bn", [False, True], ids=["ln", "bn"])
@pytest.mark.parametrize("threshold", [None, 0.2])
def test_whole_net_bce_gradient_equals_jax_grad(bn, threshold):
    model = TinyCNN("S", 10, 16, bn=bn)
    v = Variant(model, 3, drop=True, bce=True, bce_thresh=threshold)
    params, x, mask, targets = tie_inputs(model, v.batch, seed=5, all_ones=False)
    if threshold is not None:        # the threshold splits the soft rows: entries each side
        assert (targets > threshold).any() and (targets <= threshold).any()
    state = _state_inputs(model, 5)
    sig = grad_signature(net_shapes(v, v.model.net(drop=True)))
    masks = {g.name: mask for g in sig.inputs if g.role == "mask"}
    inputs = {"x": x, "params": params, **({STATE: state} if state else {}), **masks, "targets": targets}
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack(inputs), "f64"), side="outputs")
    loss, grads = out["loss"], out["grads"]
    want_loss, want_grads = _reference_value_and_grad(model, threshold, params, state, x, targets, mask)
    assert rel(loss, want_loss) <= TOL
    for k in params:
        assert rel(grads[k], want_grads[k]) <= TOL, k
    if threshold is not None:        # the tie sees the threshold: the unthresholded gradient is far off
        _, soft_grads = _reference_value_and_grad(model, None, params, state, x, targets, mask)
        assert max(rel(grads[k], soft_grads[k]) for k in params) > 1e6 * TOL


def test_the_names_round_trip_and_refuse_what_is_not_a_bce_train_step():
    v = Variant.parse(NAME)
    assert v.bce and v.bce_thresh == 0.2 and v.name == NAME
    assert Variant.parse(NAME.replace("+bcet0.2", "")).bce_thresh is None
    for bad, words in (("+drop+bcet0.2", "add \\+bce"), ("+drop+bce+bcet1.0", "below 1"),
                       ("+drop+bcet0.2+bce", "canonical"), ("+drop+bce+bcet0.20", "canonical")):
        with pytest.raises(VariantError, match=words):
            Variant.parse(NAME.replace("+drop+bce+bcet0.2", bad))
    with pytest.raises(VariantError, match="not valid for fwd"):
        Variant.parse("tinycnn_S-c10-i16-b2x1-fwd+bce")
    with pytest.raises(VariantError, match="drop \\+bce"):
        Variant(v.model, 2, kind="fwd", bce=True)


def test_without_bce_the_name_and_the_text_are_softmax_cross_entropys():
    v = Variant.parse(NAME.replace("+bce+bcet0.2", ""))
    text = render(v)
    assert "bce" not in v.name and "binary" not in text and f"// ── {LOSS_TEXT} ──" in text
    bce_text = render(replace(v, bce=True))
    assert "binary cross-entropy" in bce_text and LOSS_TEXT not in bce_text


@pytest.mark.slow      # two XLA compiles of the step, ~40 s on 2 loaded cores
def test_verify_passes_a_bce_step_and_fails_a_flipped_threshold():
    text = render(Variant.parse(NAME))
    verdict = verify_text(text, NAME, xla())
    assert verdict.ok and verdict.certified and "binary_cross_entropy" in verdict.rules, verdict.table()
    gt = "comparison_direction GT"
    assert text.count(gt) == 1
    flipped = rehash(text.replace(gt, "comparison_direction LE"))
    failed = {c.name for c in semantic_checks(flipped, parse_module(flipped), Variant.parse(NAME), xla()) if not c.ok}
    assert "gradient vs jax.grad" in failed, failed


def test_verify_passes_a_bce_sum_and_pos_weight_step():
    """`hlocert verify` of a +bces+bcepw{W} step: its oracle is the reference under the same options."""
    name = NAME.replace("+bcet0.2", "+bces+bcepw2.5")
    verdict = verify_text(render(Variant.parse(name)), name, xla())
    assert verdict.ok and verdict.certified and "binary_cross_entropy" in verdict.rules, verdict.table()
