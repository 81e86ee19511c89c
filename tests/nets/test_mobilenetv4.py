"""MobileNetV4-Conv (hlocert/nets/mobilenetv4.py) against timm 1.0.31's facts and its independent
reference (hlocert/reference/mobilenetv4.py).

The whole-net ties (the grad function's loss, gradients and new running statistics in den f64 vs
jax of the reference, masks that drop; the eval forward) run on the micro size, which has every
block kind and UIB variant and a stride on a start depthwise.

timm's `mobilenetv4_conv_medium` has 9,715,512 parameters in 233 tensors with the 1000-class head
(BN running statistics apart: 67,904 scalars, plus 77 `num_batches_tracked` counters).
"""
import numpy as np
import pytest
from test_mobile import rel

from hlocert.certify.net_mutants import _inputs, _state_inputs, gradient_tie
from hlocert.ir import den
from hlocert.nets.mobilenetv4 import Block, MobileNetV4, decode
from hlocert.render import forward_func, grad_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant, VariantError

MICRO = MobileNetV4.gate_model()


def test_parameter_count_is_timms():
    model = MobileNetV4("M", 1000, 224)
    shapes = model.param_shapes()
    assert sum(int(np.prod(s)) for s in shapes.values()) == 9_715_512 and len(shapes) == 233
    ref, cfg = model.reference()
    assert list(ref.param_shapes(cfg).items()) == list(shapes.items())
    state = model.state_shapes()
    assert sum(int(np.prod(s)) for s in state.values()) == 67_904 and len(state) == 2 * 77


def test_arch_strings_decode_as_timms_builder():
    assert decode("uir_r2_a3_k5_s2_e4_c256") == [Block("uir", 256, 2, 4, 5, 3), Block("uir", 256, 1, 4, 5, 3)]
    assert decode("er_r1_k3_s2_e4_c48") == [Block("er", 48, 2, 4, 3, 0)]
    assert decode("cn_r1_k1_s1_c960") == [Block("cn", 960, 1, 1, 1, 0)]
    with pytest.raises(ValueError, match="type 'mqa' is not one of er, uir, cn"):
        decode("mqa_r1_k3_h4_s1_v2_d64_c160")
    with pytest.raises(ValueError, match="out channels 20 are not a multiple of 8"):
        decode("uir_r1_a3_k5_s2_e4_c20")


def test_drop_sites_on_timms_ramp():
    model = MobileNetV4("M", 1000, 224)
    blocks = model.blocks()
    assert len(blocks) == 23
    skips = [i for i, skip in enumerate(model.skips()) if skip]
    # every block but the first of each stage and the ConvBnAct head block
    assert skips == [i for i in range(22) if i not in (0, 1, 3, 11)]
    assert model.drop_sites == 18 + 1280     # then the classifier dropout's keep value per feature
    np.testing.assert_allclose(model.drop_ramp(0.2), [0.2 * i / 23 for i in skips] + [0.2] * 1280, rtol=0, atol=0)


# B = 3: the head's BN normalises the pooled map over the batch alone, and at B = 2 its x̂ is ±1,
# so its dx (dy minus its projections on 1 and x̂) is O(eps / var) and the backbone's gradient
# nearly vanishes (the test below: 200× smaller relative to the classifier's); at B = 3 it does not. The mutants share the jitted reference step at that B.
TIE_BATCH = 3


def test_head_bn_at_batch_two_passes_almost_no_gradient():
    ratio = {}
    for batch in (2, 3):
        params, x, _, t = _inputs(MICRO, batch, 0, all_ones=True)
        v = Variant(MICRO, batch)
        sig = signature(v, grad=True)
        grads = sig.unpack(den.run(grad_func(v, "f64"), sig.pack({"x": x, "params": params, "targets": t,
                                                                  "state": _state_inputs(MICRO, 0)}), "f64"))["grads"]
        ratio[batch] = np.linalg.norm(grads["conv_stem.w"]) / np.linalg.norm(grads["classifier.w"])
    assert ratio[2] < 1e-2 * ratio[3]      # measured: 0.017 vs 3.4


def test_whole_net_loss_gradients_and_running_stats_equal_the_reference():
    """certify's gradient_tie: den of the grad function (float64) vs jax of the reference, per
    tensor, the new running statistics too, with drop-path and dropout keep values that drop."""
    ok, err, detail = gradient_tie(MICRO, batch=TIE_BATCH)
    assert ok and err <= 1e-12, detail


def test_every_net_mutant_dies_by_the_tie():
    """drop after the add, dropout's backward masking the input, the stride-2 depthwise dx
    remainder on top, an ExtraDW stride on the start depthwise: each moves a tensor by > 1e-3."""
    ties = {name: gradient_tie(mutant, batch=TIE_BATCH) for name, mutant in MobileNetV4.mutants().items()}
    assert len(ties) == 4
    survivors = {name: (err, detail) for name, (ok, err, detail) in ties.items() if ok or err <= 1e-3}
    assert not survivors


def test_eval_forward_reads_the_running_statistics():
    import jax
    jax.config.update("jax_enable_x64", True)
    params, x, *_ = _inputs(MICRO, 3, 7, all_ones=True)
    state = _state_inputs(MICRO, 7)
    v = Variant(MICRO, 3, kind="fwd")
    logits = den.run(forward_func(v, "f64"), signature(v).pack({"x": x, "params": params, "state": state}), "f64")[0]
    ref, cfg = MICRO.reference()
    assert rel(logits, np.asarray(jax.jit(ref.eval_forward, static_argnums=3)(params, state, x, cfg))) <= 1e-12
    # the control: a batch-statistics forward differs
    assert rel(logits, np.asarray(jax.jit(ref.apply, static_argnums=3)(params, state, x, cfg)[0])) > 1e-3


def test_bench_config_mnv4_m_224_b8():
    from hlocert.bench import configs
    cfg = configs.CONFIGS["mnv4m224b8"]
    v = Variant.parse(cfg.variant)
    assert type(v.model) is MobileNetV4 and (v.model.size, v.model.image_size, v.batch, v.replicas) == ("M", 224, 8, 1)
    assert v.drop and not cfg.gpu
    # timm's model card of mobilenetv4_conv_medium.e500_r256_in1k: 1.1 GMACs at 256²
    assert 1.05 <= MobileNetV4("M", 1000, 256).gflop_per_image() / 6 <= 1.15


def test_bad_models_are_one_line_errors():
    with pytest.raises(ValueError, match="unknown MobileNetV4-Conv size 'L'; valid: M, nano, micro"):
        MobileNetV4("L")
    with pytest.raises(VariantError, match="image size must be at least 2"):
        Variant.parse("mobilenetv4_micro-c10-i1-b2x1-fwd")
