"""`+wbf16` (timm's --model-dtype bfloat16): the whole train step rendered in bf16 — its grammar,
banner and refusals, and its first step on XLA (and IREE) against the float64 reference.

The bound is measured (DESIGN invariant 12): the independent JAX reference run in bfloat16 (its
inputs, parameters, running statistics and optax's AdamW state in bfloat16, as timm's
`model.to(torch.bfloat16)`) against the same reference in float64, on the same bf16-valued inputs, is
the floor of each measure: the loss, the step's gradient (Adam's first moment after one step,
(1 − β1)·g), its second moment, the update Δθ = θ' − θ (the weights are the same bf16 values on every
side, so Δθ is what the step computed; at lr 0.03 it outgrows half a bf16 ulp of every weight) and
under BatchNorm the new running statistics, each over all its tensors as one vector (Adam's first step
is lr·sign(g) to first order: a tensor whose gradient is near its terms' bf16 rounding flips signs on
either side at random). hlocert's error is held to floors.K_BF16 times it. A render whose sums
accumulate in bf16 fails it (the mutant below); the f32 step sits far inside it.
"""
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

from hlocert import nets
from hlocert.certify.net_mutants import _inputs, _state_inputs
from hlocert.ir import FuncBuilder
from hlocert.optim import HostSchedule
from hlocert.reference.optim import optax_chain
from hlocert.render import _module_text, model_dtype, render, train_step_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant, VariantError
from hlocert.runtime import get_lowerer

from floors import K_BF16, whole_rel

NAME = "tinycnn_S-c10-i32-b4x1-adamw+wx+clip1.0+drop+wbf16"
LR = 0.03


def test_the_grammar_reads_and_writes_wbf16():
    v = Variant.parse(NAME)
    assert v.model_dtype == "bf16" and v.dtype == "bf16" and v.name == NAME
    assert v.forward_twin().name == "tinycnn_S-c10-i32-b4x1-fwd+drop+wbf16"
    assert Variant.parse(NAME.replace("+wbf16", "")).dtype == "f32"
    with pytest.raises(VariantError, match="not in canonical form"):
        Variant.parse("tinycnn_S-c10-i32-b4x1-adamw+wx+clip1.0+wbf16+drop")
    with pytest.raises(VariantError, match=r"\+bf16 .* and \+wbf16 .* two precisions: keep one"):
        Variant.parse("tinycnn_S-c10-i32-b4x1-adamw+bf16+wbf16")


def test_every_tensor_is_bf16_but_the_sums_and_the_banner_says_so():
    v = Variant.parse(NAME)
    text = render(v)
    assert "precision: every tensor in bf16 (timm's --model-dtype)" in text
    body = text.split("module @", 1)[1]
    assert "tensor<4x32x32x3xbf16>" in body
    func = train_step_func(v)
    made_by = {op.result: op for op in func.ops if op.result is not None}
    f32 = [op for op in func.ops if op.result is not None and op.result.type.dtype == "f32"]
    # f32 only between a widening convert and a reduce that adds, and the convert back
    for op in f32:
        assert op.name in ("stablehlo.convert", "stablehlo.reduce", "stablehlo.constant"), op.name
        if op.name == "stablehlo.reduce":
            assert op.combiner == "stablehlo.add" and all(made_by[a].name == "stablehlo.convert" for a in op.operands)
    assert any(op.name == "stablehlo.reduce" for op in f32)
    plain = render(Variant.parse(NAME.replace("+wbf16", "")))
    assert "bf16" not in plain and "precision:" not in plain
    # certify/ still reads the same step at f64: the rules' certificates are dtype-generic
    f64 = _module_text(v, train_step_func(v, "f64"))
    assert "xbf16>" not in f64 and "tensor<bf16>" not in f64 and "xf64>" in f64


def _bf(a):
    """a rounded to bfloat16, held in float64."""
    return np.asarray(np.asarray(a, np.float32).astype(ml_dtypes.bfloat16), np.float64)


def _case(net):
    model = nets.get(net).gate_model()
    v = Variant(model, 4, drop=model.drop_sites > 0, model_dtype="bf16")
    params, x, mask, targets = _inputs(model, 4, 0, all_ones=False)
    params, x, targets = {k: _bf(a) for k, a in params.items()}, _bf(x), _bf(targets)
    state = {k: _bf(a) for k, a in _state_inputs(model, 0).items()}
    return v, params, state, x, mask, targets


def _measures(params, loss, new, state, m, v_):
    return {"loss": loss, "∇θ": m, "v": v_, "Δθ": {k: new[k] - params[k] for k in params}, "state": state}


def _reference(v, params, state, x, mask, targets, dtype):
    """The JAX reference's first AdamW step in `dtype`, as `_measures` (float64)."""
    ref, cfg = v.model.reference()
    cast = lambda tree: jax.tree.map(lambda a: jnp.asarray(a, dtype), tree)   # noqa: E731
    p, x_, t_ = cast(params), cast(x), cast(targets)
    m_ = None if mask is None else jnp.asarray(mask, dtype)
    if state:
        (loss, new_state), grads = jax.jit(jax.value_and_grad(ref.train_loss, has_aux=True), static_argnums=5)(
            p, cast(state), x_, t_, m_, cfg)
    else:
        (loss, grads), new_state = jax.jit(jax.value_and_grad(ref.loss_fn), static_argnums=4)(p, x_, t_, m_, cfg), {}
    opt = optax_chain(v.optimizer, LR, v.model.no_weight_decay())
    updates, opt_state = opt.update(grads, opt.init(p), p)
    new = jax.tree.map(lambda a, u: a + u, p, updates)
    adam = next(s for s in jax.tree.leaves(opt_state, is_leaf=lambda s: hasattr(s, "mu")) if hasattr(s, "mu"))
    f64 = lambda tree: {k: np.asarray(a, np.float64) for k, a in tree.items()}   # noqa: E731
    return _measures(params, np.float64(loss), f64(new), f64(new_state), f64(adam.mu), f64(adam.nu))


def _hlocert(v, params, state, x, mask, targets, lowerer="xla"):
    """hlocert's first step of `v` on `lowerer`, fed in v's dtype, as `_measures` (float64)."""
    sig, chain = signature(v), v.chain()
    host = {"x": x, "params": params, "state": state, **chain.init(params, state), "targets": targets,
            "scalars": chain.scalars_at(1, HostSchedule(lr=lambda t: LR), np.float64),
            **{g.name: mask for g in sig.inputs if g.role == "mask"}}
    dtype = {"bf16": ml_dtypes.bfloat16, "f32": np.float32}[v.dtype]
    args = [np.asarray(a, np.float32).astype(dtype) for a in sig.pack(host)]
    out = sig.unpack(get_lowerer(lowerer, cache=False).compile(render(v))(*args))
    f64 = lambda tree: {k: np.asarray(a, np.float64) for k, a in tree.items()}   # noqa: E731
    return _measures(params, np.float64(np.asarray(out["loss"], np.float64)), f64(out["params"]),
                     f64(out.get("state", {})), f64(out["m"]), f64(out["v"]))


def _errors(got, want):
    return {g: abs(got[g] - want[g]) / abs(want[g]) if g == "loss" else whole_rel(got[g], want[g])
            for g in want if g == "loss" or want[g]}


def _floor(v, *inputs):
    with jax.enable_x64(True):
        exact = _reference(v, *inputs, jnp.float64)
        return exact, _errors(_reference(v, *inputs, jnp.bfloat16), exact)


def _past(got, floor):
    return {g: round(got[g] / floor[g], 1) for g in got if got[g] > K_BF16 * floor[g]}


@pytest.mark.parametrize("net, lowerer", [("tinycnn", "xla"), ("convnext", "xla"), ("resnet", "xla"),
                                          pytest.param("vit", "xla", marks=pytest.mark.slow),
                                          pytest.param("tinycnn", "iree", marks=pytest.mark.slow),
                                          pytest.param("resnet", "iree", marks=pytest.mark.slow)])
def test_the_first_bf16_step_sits_within_the_references_own_bf16_error(net, lowerer):
    v, *inputs = _case(net)
    exact, floor = _floor(v, *inputs)
    got = _errors(_hlocert(v, *inputs, lowerer), exact)
    f32 = _errors(_hlocert(Variant(v.model, 4, drop=v.drop), *inputs, lowerer), exact)
    print(net, {g: (f"{got[g]:.2e}", f"{floor[g]:.2e}", f"{f32[g]:.2e}") for g in got})
    assert not _past(got, floor), f"{net} on {lowerer}: error / the reference's bf16 error {_past(got, floor)}"
    assert all(f32[g] < floor[g] / K_BF16 for g in got), "the floor cannot tell a bf16 step from an f32 one"


def test_sums_accumulated_in_bf16_fail_the_bound(monkeypatch):
    """The mutant: the render without its widened sums (every reduce in bf16, as the lowerers then
    run it) leaves ResNet's step past K_BF16 × the reference's bf16 error (its loss, 30×)."""
    v, *inputs = _case("resnet")
    exact, floor = _floor(v, *inputs)
    monkeypatch.setattr(model_dtype, "builder", lambda dtype, name="main": FuncBuilder(name))
    assert _past(_errors(_hlocert(v, *inputs), exact), floor)


def test_verify_certifies_the_bytes_and_says_its_numeric_tie_is_not_run_there():
    """`hlocert verify` of a +wbf16 text: the claims and the byte-equal render pass; under --semantic the
    coupling pass runs and the numeric rows, whose floors are float32's, say they did not run (a fail)."""
    from hlocert.certify.verify import semantic_checks, verify_text
    from hlocert.ir.parser import parse_module
    v = Variant.parse(NAME)
    text = render(v)
    verdict = verify_text(text, "step.mlir")
    assert verdict.ok and verdict.certified
    coupling, tie = semantic_checks(text, parse_module(text), v, lowerer=None)
    assert coupling.ok and not tie.ok and tie.detail.startswith("not run: the numeric checks tie a float32 text")
