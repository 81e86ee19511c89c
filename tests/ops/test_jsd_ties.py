"""The `+jsd{S}` train step (timm's JsdCrossEntropy as the loss, --jsd-loss) against the independent
reference.

Whole-net float64 ties: the rendered gradient section of TinyCNN-S (and its BatchNorm form), run by
den in float64 at 2 images x 3 aug splits, equals jax.grad of the JAX reference's logits under
reference/ops.py's JSD (written from timm's formula), per tensor, to 1e-12; the whole step passes
the coupling pass through its declared aug-split views, and the same step with the views unmarked
fails it. The grammar: `+jsd{S}` round-trips, refuses one split, a batch that is not a multiple of
S, an eval forward and `+bce` beside it; a variant without it spells and renders exactly what it did
before (the committed artifacts' drift guard is test_artifacts.py). `hlocert verify` of a `+jsd3`
step passes every layer and names the rule."""
from dataclasses import replace

import jax
import pytest

from hlocert.certify.net_mutants import _inputs as tie_inputs, _state_inputs, step_coupling
from hlocert.certify.verify import verify_text
from hlocert.ir import den
from hlocert.nets.tinycnn import TinyCNN
from hlocert.ops import jsd
from hlocert.reference import ops as ref_ops
from hlocert.render import LOSS_TEXT, grad_func, render, train_step_func
from hlocert.render.signature import STATE, grad_signature, net_shapes
from hlocert.render.variants import Variant, VariantError

from floors import rel
from test_verify import xla
from vjp_helpers import x64  # noqa: F401  (x64: autouse fixture)

TOL = 1e-12
NAME = "tinycnn_S-c10-i16-b6x1-adamw+wx+clip1.0+drop+jsd3"


def _reference_value_and_grad(model, splits, params, state, x, targets, mask):
    ref, cfg = model.reference()
    loss_of = lambda z: ref_ops.jsd_cross_entropy(z, targets, splits, jsd.ALPHA, jsd.CLAMP)
    if state:
        def loss(p):
            return loss_of(ref.train_forward(p, state, x, mask, cfg)[0])
    else:
        def loss(p):
            return loss_of(ref.forward(p, x, mask, cfg))
    return jax.value_and_grad(loss)(params)


@pytest.mark.parametrize("bn", [False, True], ids=["ln", "bn"])
def test_whole_net_jsd_gradient_equals_jax_grad(bn):
    model = TinyCNN("S", 10, 16, bn=bn)
    v = Variant(model, 6, drop=True, jsd_splits=3)
    params, x, mask, targets = tie_inputs(model, v.batch, seed=5, all_ones=False)
    state = _state_inputs(model, 5)
    sig = grad_signature(net_shapes(v, v.model.net(drop=True)))
    masks = {g.name: mask for g in sig.inputs if g.role == "mask"}
    inputs = {"x": x, "params": params, **({STATE: state} if state else {}), **masks, "targets": targets}
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack(inputs), "f64"), side="outputs")
    want_loss, want_grads = _reference_value_and_grad(model, 3, params, state, x, targets, mask)
    assert rel(out["loss"], want_loss) <= TOL
    for k in params:
        assert rel(out["grads"][k], want_grads[k]) <= TOL, k
    _, two_splits = _reference_value_and_grad(model, 2, params, state, x, targets, mask)    # the tie sees S
    assert max(rel(out["grads"][k], two_splits[k]) for k in params) > 1e6 * TOL


def test_the_step_couples_only_through_the_declared_views():
    v = Variant.parse(NAME)
    func = train_step_func(v, "f32")
    ok, _, detail = step_coupling(func)
    assert ok and "3 declared aug-split views" in detail, detail
    unmarked = train_step_func(v, "f32")
    unmarked.body[:] = [item for item in unmarked.body if getattr(item, "text", None) != jsd.AUG_SPLITS]
    ok, _, detail = step_coupling(unmarked)
    assert not ok and "merges the batch axis" in detail, detail


def test_the_names_round_trip_and_refuse_what_is_not_a_jsd_train_step():
    v = Variant.parse(NAME)
    assert v.jsd_splits == 3 and v.name == NAME and isinstance(v.loss(), jsd.JsdCrossEntropy)
    assert Variant.parse(NAME.replace("+jsd3", "")).jsd_splits == 0
    for bad, words in (("+jsd1", "S >= 2"), ("+jsd4", "multiple of S"), ("+bce+jsd3", "two losses"),
                       ("+jsd3+bce", "two losses")):
        with pytest.raises(VariantError, match=words):
            Variant.parse(NAME.replace("+jsd3", bad))
    with pytest.raises(VariantError, match="not valid for fwd"):
        Variant.parse("tinycnn_S-c10-i16-b6x1-fwd+jsd3")
    with pytest.raises(VariantError, match="drop \\+jsd3"):
        Variant(v.model, 6, kind="fwd", jsd_splits=3)


def test_without_jsd_the_name_and_the_text_are_softmax_cross_entropys():
    v = Variant.parse(NAME.replace("+jsd3", ""))
    text = render(v)
    assert "jsd" not in v.name and "Jensen" not in text and jsd.AUG_SPLITS not in text \
        and f"// ── {LOSS_TEXT} ──" in text
    jsd_text = render(replace(v, jsd_splits=3))
    assert "Jensen-Shannon" in jsd_text and LOSS_TEXT not in jsd_text and jsd.AUG_SPLITS in jsd_text


def test_verify_passes_a_jsd_step():
    verdict = verify_text(render(Variant.parse(NAME)), NAME, xla())
    assert verdict.ok and verdict.certified and "jsd_cross_entropy" in verdict.rules, verdict.table()


@pytest.mark.parametrize("splits", [[], ["--aug-splits", "2"]])
def test_train_refuses_a_jsd_variant_without_its_splits_in_one_line(capsys, tmp_path, monkeypatch, splits):
    """Without --aug-splits S the loader gives one view of each image: a +jsd{S} step would read
    unrelated images as one image's views, so train refuses it before anything is made."""
    from hlocert.cli import main
    monkeypatch.chdir(tmp_path)
    assert main(["train", "--variant", NAME, *splits]) == 2
    err = capsys.readouterr().err
    assert err.startswith("train: error: +jsd3: the JSD loss reads 3 aug-split views of each image in a batch: "
                          "add --aug-splits 3") and err.count("\n") == 1, err
    assert not any(tmp_path.iterdir())
