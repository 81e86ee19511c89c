"""A net's step state (its BatchNorm running statistics) end to end through the render: the `state`
group of the train step, eval forward and gradient function (render/signature.py), scoped names
(ops/base.py), the eval chain's stage swap, and TinyCNN `+bn` (the tiny BatchNorm net) tied whole
in float64 to its independent JAX reference — loss, gradients, new running statistics, eval logits."""
import numpy as np
import pytest

from hlocert.certify.net_mutants import _inputs, _state_inputs, gate_result, gates, gradient_tie
from hlocert.ir import den
from hlocert.nets.tinycnn import TinyCNN
from hlocert.ops.base import Chain, Residual
from hlocert.ops.batchnorm import BatchNorm, BatchNormEval
from hlocert.ops.dense import Dense
from hlocert.optim.base import HostSchedule
from hlocert.render import forward_func, grad_func, render, train_step_func
from hlocert.render.signature import STATE, SignatureError, signature
from hlocert.render.variants import Variant

BN_STEP = "tinycnn_S-c10-i16-b2x1-adamw+wx+clip1.0+drop+bn"
BN = TinyCNN("S", 10, 16, bn=True)


def _rel(a, b):
    return float(np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-300))


def test_state_is_a_carried_group_of_scoped_running_statistics():
    v = Variant.parse(BN_STEP)
    names = ["stem.bn.running_mean", "stem.bn.running_var", "blocks.0.bn.running_mean", "blocks.0.bn.running_var",
             "blocks.1.bn.running_mean", "blocks.1.bn.running_var"]
    assert list(BN.state_shapes()) == names and all(s == (16,) for s in BN.state_shapes().values())
    step, fwd, grad = signature(v), signature(v.forward_twin()), signature(v, grad=True)
    assert step.names() == ["x", "params", STATE, "m", "v", "scalars", "drop_mask", "targets"]
    assert step.names("outputs") == ["params", STATE, "m", "v", "loss", "grad_norm"]
    assert STATE in step.carried and step.group(STATE).keys == tuple(names)
    assert fwd.names() == ["x", "params", STATE, "drop_mask"] and fwd.group(STATE).keys == tuple(names)
    assert grad.names("outputs") == ["loss", "grads", STATE] and grad.carried == (STATE,)
    # the running statistics are no longer masks (single aux arguments)
    assert not [g for g in step.inputs if g.role == "mask" and "running" in g.name]
    assert step.group(STATE).role == "net state (running statistics)"
    # each state argument is updated in place into its state' result
    aliases, flat = step.aliases(), [n for g in step.inputs for n in g.arg_names]
    out = [n for g in step.outputs for n in g.arg_names]
    assert [out[aliases[flat.index(n)]] for n in names] == names
    with pytest.raises(SignatureError, match="group 'state': missing"):
        step.pack({STATE: {"stem.bn.running_mean": 0}}, only=[STATE])


def test_a_net_without_state_has_no_state_group_and_packs_an_empty_one():
    v = Variant.parse("tinycnn_S-c10-i16-b2x1-adamw+wx+clip1.0+drop")
    sig = signature(v)
    assert STATE not in sig.names() and TinyCNN("S", 10, 16).state_shapes() == {}
    assert TinyCNN("S", 10, 16).init_state() == {}
    model = v.model
    params = model.init_params(0)
    values = {"x": np.zeros(v.x_shape, np.float32), "params": params, STATE: {}, **v.chain().init(params),
              "scalars": [1.0, 1.0, 1.0], "drop_mask": np.ones((2, 2), np.float32),
              "targets": np.zeros((2, 10), np.float32)}
    assert len(sig.pack(values)) == len(sig.pack({k: a for k, a in values.items() if k != STATE}))


def test_init_state_is_pytorchs_zero_means_and_unit_variances():
    init = BN.init_state()
    assert set(init) == set(BN.state_shapes())
    for name, a in init.items():
        assert a.dtype == np.float32 and (a == (0.0 if name.endswith("mean") else 1.0)).all()


def test_composites_scope_state_names_and_the_eval_chain_swaps_every_batchnorm():
    block = lambda: Residual(Chain([BatchNorm(name="bn"), Dense(4, name="fc")]), name="blocks.0")  # noqa: E731
    net = Chain([Chain([BatchNorm(name="bn")], name="stem"), block()])
    x = (2, 3, 3, 4)
    want = ("stem.bn.running_mean", "stem.bn.running_var", "blocks.0.bn.running_mean", "blocks.0.bn.running_var")
    assert net.updates(x) == want and tuple(net.aux_shapes(x)) == want
    ev = net.eval_mode()
    leaves = [ev.stages[0].stages[0], ev.stages[1].branch.stages[0]]
    assert all(type(s) is BatchNormEval for s in leaves) and ev.updates(x) == ()
    assert ev.state_names(x) == want and tuple(ev.aux_shapes(x)) == want
    assert type(net.stages[1].branch.stages[0]) is BatchNorm       # the training chain is untouched


def test_nets_without_batchnorm_keep_their_eval_forward_the_training_chain():
    model = TinyCNN("S", 10, 16)
    assert model.eval_net(True) == model.net(True)


@pytest.mark.parametrize("batch", [1, pytest.param(3, marks=pytest.mark.slow)])   # B2: the gates' test below
def test_bn_tinycnn_grad_function_ties_to_the_reference_with_its_running_statistics(batch):
    # loss, every gradient and every new running statistic vs jax.value_and_grad of train_loss
    ok, err, detail = gradient_tie(BN, batch=batch, seed=batch)
    assert ok and err <= 1e-12, (err, detail)


def test_bn_tinycnn_train_step_returns_the_grad_functions_state_and_the_eval_forward_ties():
    import jax
    jax.config.update("jax_enable_x64", True)
    v = Variant.parse(BN_STEP)
    params, x, mask, targets = _inputs(BN, 2, 0, all_ones=False)
    state = _state_inputs(BN, 0)
    chain, sig = v.chain(), signature(v)
    scalars = chain.scalars_at(1, HostSchedule(lr=lambda t: 1e-3), np.float64)
    out = sig.unpack(den.run(train_step_func(v, "f64"), sig.pack(
        {"x": x, "params": params, STATE: state, **chain.init(params), "scalars": scalars, "drop_mask": mask,
         "targets": targets}), "f64"))
    ref, cfg = BN.reference()
    _, ref_state = ref.train_loss(params, state, x, targets, mask, cfg)
    assert max(_rel(out[STATE][k], np.asarray(ref_state[k])) for k in state) <= 1e-12
    assert max(_rel(out[STATE][k], state[k]) for k in state) > 1e-3        # they did move
    fsig = signature(v.forward_twin())
    logits = fsig.unpack(den.run(forward_func(v.forward_twin(), "f64"), fsig.pack(
        {"x": x, "params": params, STATE: state, "drop_mask": np.ones_like(mask)}), "f64"))["logits"]
    want = np.asarray(ref.eval_forward(params, state, x, cfg))
    assert _rel(logits, want) <= 1e-12
    # eval normalises by the running statistics, not the batch: another batch row leaves row 0 alone
    other = x.copy()
    other[1] = -other[1] * 3
    again = fsig.unpack(den.run(forward_func(v.forward_twin(), "f64"), fsig.pack(
        {"x": other, "params": params, STATE: state, "drop_mask": np.ones_like(mask)}), "f64"))["logits"]
    assert np.allclose(again[0], logits[0], rtol=1e-12, atol=0)


def test_bn_tinycnn_passes_every_whole_net_gate():
    results = {g: gate_result("net", g, fn, BN) for g, fn in gates(BN).items()}
    assert all(r.ok for r in results.values()), [r.detail for r in results.values() if not r.ok]
    assert results["coupling"].detail == "no op couples examples beyond the 12 declared BatchNorm batch statistics"


def test_bn_render_names_its_net_option_and_the_state_in_the_banner():
    text = render(Variant.parse(BN_STEP))
    assert "variant: adamw+wx+clip1.0+drop+bn  bn: BatchNorm after every conv" in text
    assert "aliasing: each of params, state, m, v is updated in place into its primed result" in text
    assert text.count("// coupling carve-out: batch statistic") == 12      # 3 BatchNorms × (2 forward + 2 backward)
    assert "coupling carve-out" not in render(Variant.parse(BN_STEP).forward_twin())


def test_inspect_reports_the_state_group_by_its_role(tmp_path, capsys):
    from hlocert.cli import main
    path = tmp_path / "bn.mlir"
    path.write_text(render(Variant.parse(BN_STEP)))
    assert main(["inspect", str(path)]) == 0
    out = capsys.readouterr().out
    assert "    net state (running statistics): 96 scalars in 6 tensors (state)" in out
    assert "    model parameters: 6,186 scalars in 15 tensors (params)" in out


def test_a_drop_after_add_mutant_of_a_batchnorm_net_still_returns_its_running_statistics():
    from hlocert.nets.tinycnn import DropAfterAddTinyCNN
    mutant = DropAfterAddTinyCNN("S", 10, 16, bn=True)
    v = Variant(mutant, 2, drop=True)
    sig = signature(v, grad=True)
    params, x, mask, targets = _inputs(mutant, 2, 0, all_ones=False)
    state = _state_inputs(mutant, 0)
    out = sig.unpack(den.run(grad_func(v, "f64"), sig.pack({"x": x, "params": params, STATE: state,
                                                            "drop_mask": mask, "targets": targets}), "f64"))
    assert list(out[STATE]) == list(BN.state_shapes())
    assert all(_rel(out[STATE][k], state[k]) > 1e-4 for k in state)
