"""Whole-net gradient ties (the seed's theorem, as checks that can fail).

The rendered train step's gradient section, run by den in float64, must equal jax.grad of the
independent reference ConvNeXt, per tensor, with masks that drop and soft targets; the batched
gradient must be the sum of per-example ones; the optimizer tail must match optax.
"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

from hlocert.ir import den, print_module, build_module
from hlocert.nets.base import draw_drop_mask
from hlocert.nets.convnext import ConvNeXt
from hlocert.reference import convnext as ref
from hlocert.reference import optim as ref_optim
from hlocert.optim import HostSchedule
from hlocert.render import forward_func, grad_func, train_step_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant

from vjp_helpers import x64  # noqa: F401  (x64: autouse, per test and restored)

# The reference's loss and gradient, compiled once per shape and shared by the tests below (op by
# op, JAX compiles every primitive at every shape: most of these tests' time).
ref_value_and_grad = jax.jit(jax.value_and_grad(ref.loss_fn), static_argnames="cfg")


def ref_cfg(model: ConvNeXt):
    return ref.ConvNeXtConfig(depths=model.depths, dims=model.dims, num_classes=model.num_classes,
                              image_size=model.image_size, gelu=model.gelu)


def make_inputs(model: ConvNeXt, batch: int, seed: int):
    rng = np.random.default_rng(seed)
    params = {k: v.astype(np.float64) for k, v in model.init_params(seed).items()}
    # Non-trivial parameters: γ = 1e-6 would hide most of every block's gradient.
    for k in params:
        if k.endswith("gamma") or k.endswith(".b") or k.endswith(".g"):
            params[k] = params[k] + rng.normal(0, 0.5, params[k].shape)
    x = rng.standard_normal((batch, *model.example_shape))
    ramp = np.linspace(0.2, 0.5, model.drop_sites)
    mask = draw_drop_mask(rng, batch, ramp).astype(np.float64)
    mask[0, 0] = 0.0                      # at least one site drops, at least one keeps
    mask[-1, -1] = 1 / 0.5
    t = rng.random((batch, model.num_classes))
    targets = t / t.sum(axis=1, keepdims=True)
    return params, x, mask, targets


def rel(a, b):
    return np.linalg.norm(np.ravel(a - b)) / max(np.linalg.norm(np.ravel(b)), 1e-300)


@pytest.mark.parametrize("batch,classes", [(1, 10), (2, 10), (3, 10), (2, 1000)])
def test_whole_net_gradient_equals_jax_grad(batch, classes):
    model = ConvNeXt("micro", classes, 32)
    v = Variant(model, batch, drop=True)
    params, x, mask, targets = make_inputs(model, batch, seed=batch * 7 + classes)
    func = grad_func(v, "f64")
    loss, *grads = den.run(func, [x, *params.values(), mask, targets], "f64")
    ref_loss, ref_grads = ref_value_and_grad(params, x, targets, mask, cfg=ref_cfg(model))
    assert rel(loss, np.asarray(ref_loss)) <= 1e-12
    for name, g in zip(params, grads):
        assert rel(g, np.asarray(ref_grads[name])) <= 1e-12, name


def test_tie_inputs_have_masks_that_drop_and_keep():
    """The ties above are meaningful only because their masks drop (an all-ones mask cannot tell a
    misplaced drop site from a right one: tests/certify/test_net_mutants.py shows it)."""
    model = ConvNeXt("micro", 10, 32)
    params, x, mask, targets = make_inputs(model, 2, seed=0)
    assert (mask == 0).any() and (mask > 1).any()


def test_batched_gradient_is_the_sum_of_per_example_gradients():
    model = ConvNeXt("micro", 10, 32)
    params, x, mask, targets = make_inputs(model, 3, seed=3)
    batched = den.run(grad_func(Variant(model, 3, drop=True), "f64"), [x, *params.values(), mask, targets], "f64")
    single = grad_func(Variant(model, 1, drop=True), "f64")
    per_example = [den.run(single, [x[i:i + 1], *params.values(), mask[i:i + 1], targets[i:i + 1]], "f64")
                   for i in range(3)]
    # The loss is a batch mean, so the batched gradient is the mean of per-example gradients.
    for k in range(len(batched)):
        total = sum(pe[k] for pe in per_example) / 3
        assert rel(batched[k], total) <= 1e-12


def body_lines(func):
    text = print_module(build_module(func))
    return text.splitlines()[2:]           # skip `module` and the signature line


def test_eval_forward_and_grad_are_line_prefixes_of_the_train_step():
    v = Variant.parse("convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop")
    step = body_lines(train_step_func(v))
    fwd = body_lines(forward_func(v.forward_twin()))[:-3]     # drop return and closing braces
    grad = body_lines(grad_func(v))[:-3]
    assert step[:len(fwd)] == fwd
    assert step[:len(grad)] == grad
    assert len(fwd) > 100 and len(grad) > len(fwd)


@pytest.mark.parametrize("variant", ["adamw+wx+clip0.5+drop", "adamw+wd0.1+ema+drop"])
def test_optimizer_tail_matches_optax_over_three_steps(variant):
    """Fed and read through the step's signature, with the chain's own init and host scalars."""
    import optax
    model = ConvNeXt("micro", 10, 32)
    v = Variant.parse(f"convnext_micro-c10-i32-b2x1-{variant}")
    opt = v.optimizer
    chain = v.chain()
    sig = signature(v)
    step = train_step_func(v, "f64")
    params, x, mask, targets = make_inputs(model, 2, seed=11)
    tx = ref_optim.make_optimizer(1e-3, weight_decay=opt.weight_decay, exclude_1d_from_decay=opt.exclude_1d_from_decay,
                                  clip_norm=opt.clip_norm)
    ref_params = {k: jnp.asarray(a) for k, a in params.items()}
    ref_state = jax.jit(tx.init)(ref_params)
    ref_ema = dict(ref_params)

    @jax.jit        # optax op by op compiles each op at each tensor's shape: ~60 s of a ~100 s test
    def ref_update(g, state, p):
        updates, state = tx.update(g, state, p)
        return optax.apply_updates(p, updates), state
    ema_update, norm = jax.jit(ref_optim.ema_update), jax.jit(optax.tree.norm)
    carried = {"params": params, **chain.init(params)}
    assert list(carried) == list(sig.carried)
    cfg = ref_cfg(model)
    schedule = HostSchedule(lr=lambda t: 1e-3)
    for t in range(1, 4):
        scalars = chain.scalars_at(t, schedule, np.float64)
        outs = sig.unpack(den.run(step, sig.pack({"x": x, **carried, "scalars": scalars, "drop_mask": mask,
                                                   "targets": targets}), "f64"))
        carried = {g: outs[g] for g in sig.carried}
        ref_loss, g = ref_value_and_grad(ref_params, x, targets, mask, cfg=cfg)
        ref_params, ref_state = ref_update(g, ref_state, ref_params)
        assert rel(outs["loss"], np.asarray(ref_loss)) <= 1e-12
        assert rel(outs["grad_norm"], np.asarray(norm(g))) <= 1e-12
        for name in params:
            assert rel(outs["params"][name], np.asarray(ref_params[name])) <= 1e-10, (t, name)
        if opt.ema:
            ref_ema = ema_update(ref_ema, ref_params, scalars["ema_decay"])
            for name in params:
                assert rel(outs["ema"][name], np.asarray(ref_ema[name])) <= 1e-10


def test_batched_input_cotangent_rows_equal_per_example_ones():
    """The whole net as one stage (stem input cotangent switched on): the certifier's batch level."""
    from hlocert.certify.batch import batch_stage
    model = ConvNeXt("micro", 10, 32)
    net = model.net(drop=True)
    net.stages[0].stages[0].input_grad = True
    result = batch_stage(net, (1, *model.example_shape), rule="convnext_micro", Bs=(1, 2, 3))
    assert result.ok, result.detail


def test_n_replicas_on_b_examples_equal_one_replica_on_n_times_b():
    """Data parallel: 2 replicas × 2 examples do exactly the step of 1 replica × 4 examples."""
    model = ConvNeXt("micro", 10, 32)
    wide = Variant.parse("convnext_micro-c10-i32-b4x1-adamw+wx+clip1.0+drop")
    split = Variant.parse("convnext_micro-c10-i32-b2x2-adamw+wx+clip1.0+drop")
    params, x, mask, targets = make_inputs(model, 4, seed=5)
    zeros = [np.zeros_like(p) for p in params.values()]
    state = [*params.values(), *zeros, *zeros, 1e-3, 0.1, 0.001]
    whole = den.run(train_step_func(wide, "f64"), [x, *state, mask, targets], "f64")
    halves = den.run_replicas(train_step_func(split, "f64"),
                              [[x[:2], *state, mask[:2], targets[:2]], [x[2:], *state, mask[2:], targets[2:]]], "f64")
    for replica in halves:
        for a, b in zip(replica, whole):
            assert rel(a, b) <= 1e-12


@pytest.mark.parametrize("lowerings", [{"depthwise": "mac"}, {"patchify": "matmul"},
                                       {"depthwise": "mac", "patchify": "matmul"}, {"depthwise": "macvr"}],
                         ids=["dwmac", "pmm", "both", "dwmacvr"])
def test_alternative_lowerings_have_the_same_gradient(lowerings):
    """`+dwmac` (rule depthwise_shifted) and `+pmm` (rule patchify_matmul) swap how a conv family is
    lowered: same parameters, same loss and gradients as the convolution render, ≤1e-12, and no
    convolution of that family left in the text."""
    conv_model = ConvNeXt("micro", 10, 32)
    alt_model = ConvNeXt("micro", 10, 32, **lowerings)
    assert alt_model.param_shapes() == conv_model.param_shapes()
    params, x, mask, targets = make_inputs(conv_model, 2, seed=21)
    args = [x, *params.values(), mask, targets]
    conv = den.run(grad_func(Variant(conv_model, 2, drop=True), "f64"), args, "f64")
    alt_func = grad_func(Variant(alt_model, 2, drop=True), "f64")
    # a depthwise conv, its dx and its dw all have a 7×7 kernel operand or result; the patchify
    # convs (and their gradients) none
    convs = [op for op in alt_func.ops if op.name == "stablehlo.convolution"]
    depthwise = [op for op in convs if any(tuple(v.type.shape[:2]) == (7, 7) for v in (*op.operands, op.result))]
    assert not depthwise if "depthwise" in lowerings else len(depthwise) == 3 * alt_model.drop_sites
    assert len(convs) == len(depthwise) if "patchify" in lowerings else len(convs) > len(depthwise)
    alt = den.run(alt_func, args, "f64")
    for a, b in zip(alt, conv):
        assert rel(a, b) <= 1e-12
    v = Variant(alt_model, 2, drop=True)
    assert Variant.parse(v.name) == v
    assert v.name.endswith({"mac": "+dwmac", "macvr": "+dwmacvr", "matmul": "+pmm"}[list(lowerings.values())[-1]])
