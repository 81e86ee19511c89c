"""Where a lowerer's train-step gradient leaves float64, and whether a ReLU/ReLU6 kink explains it
(docs/iree_batch_statistics.md). One step of VARIANT's gradient function at init (`--seed`) on the
first digits batch (the trainer's loader and drop mask): the rendered gradient on each lowerer
(the target's lowerings, or with `:flat` / `:staged` the BatchNorm statistics forced), and the JAX
reference in float32, each per tensor against the reference in float64 (relative L2, floored at
1e-3 of the whole gradient, as tests/floors.py). Then, for a net whose reference is
reference/mobile.py (MobileNetV2, EfficientNet), the activations' inputs nearest a kink (0, or 6
for ReLU6) in float64, and for each of the nearest few the float64 gradient with that one
element's subgradient flipped: a lowerer whose gradient sits near a flipped one, far from the
unflipped, took the other side of that kink.

`--steps N`: instead, N steps along the JAX reference's own trajectory (hlocert pair's
ReferenceTrainer, lr 1e-3 constant, the loader's next batch and a fresh drop mask each step), and
at each step every side's whole-gradient error against float64 at the reference's parameters: a
flip shows as a step at ~1e-3 among steps at rounding.

    PYTHONPATH=$PWD .venv/bin/python bench/kink_flip.py
        mobilenetv2_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop xla iree:flat iree:staged
"""
import argparse
import sys
import time
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from floors import float64 as f64tree, in_float64  # noqa: E402

from hlocert.ir import build_module, print_module  # noqa: E402
from hlocert.nets.base import draw_drop_mask  # noqa: E402
from hlocert.reference import mobile, ops  # noqa: E402
from hlocert.render import grad_func  # noqa: E402
from hlocert.render.signature import signature  # noqa: E402
from hlocert.render.targets import resolve  # noqa: E402
from hlocert.render.variants import variant_arg  # noqa: E402
from hlocert.runtime import get_lowerer  # noqa: E402
from hlocert.train.config import TrainConfig  # noqa: E402
from hlocert.train.inputs import feed_rows, open_data, train_loader  # noqa: E402
from hlocert.train.recipe import drop_ramp  # noqa: E402

p = argparse.ArgumentParser()
p.add_argument("variant", type=variant_arg)
p.add_argument("sides", nargs="+", help="lowerer[:flat|:staged] (the bnstat family forced)")
p.add_argument("--seed", type=int, default=1)
p.add_argument("--flips", type=int, default=6, help="the nearest kinks to flip one by one")
p.add_argument("--steps", type=int, default=0, help="the whole-gradient errors along N reference steps instead")
a = p.parse_args()

v0 = a.variant
model = v0.model
cfg = TrainConfig(variant=v0.name, data="digits", seed=a.seed, epochs=1, workers=0)
params = {k: np.asarray(x, np.float32) for k, x in model.init_params(a.seed).items()}
state = {k: np.asarray(x, np.float32) for k, x in model.init_state().items()}
batches = iter(train_loader(cfg, v0, open_data(cfg, v0, lambda s: None)[0]).epoch(0))
masks = np.random.default_rng(a.seed)
ramp = drop_ramp(model, cfg)
ref, rcfg = model.reference()
vg = jax.jit(jax.value_and_grad(ref.train_loss, has_aux=True), static_argnums=5)
exes = {}
for spec in a.sides:
    low, _, bnstat = spec.partition(":")
    v = resolve(v0, low, "cpu", **({"bnstat": bnstat} if bnstat else {}))
    t0 = time.time()
    exe = get_lowerer(low, cache=False).compile(print_module(build_module(grad_func(v))))
    exes[spec] = (signature(v, grad=True), exe)
    print(f"{spec}: {v.name} (compiled in {time.time() - t0:.0f} s)", flush=True)


def one_step(params, state):
    """(x, t, mask, float64 loss and gradient, {side: (loss, gradient)}) on the next batch."""
    x, t = feed_rows(next(batches))
    mask = draw_drop_mask(masks, v0.batch, ramp) if v0.drop else None
    (l64, _), g64 = in_float64(vg, params, state, x, t, mask, rcfg)
    (l32, _), g32 = vg(params, state, x, t, mask, rcfg)
    sides = {"jax f32": (float(l32), f64tree(g32))}
    for spec, (sig, exe) in exes.items():
        out = sig.unpack(exe(*sig.pack({"x": x, "params": params, "state": state, "drop_mask": mask, "targets": t})))
        sides[spec] = (float(out["loss"]), f64tree(out["grads"]))
    return x, t, mask, float(l64), g64, sides


def err(g, want):
    whole = np.sqrt(sum(np.sum(w * w) for w in want.values()))
    return float(np.sqrt(sum(np.sum((g[k] - want[k]) ** 2) for k in want)) / whole)


if a.steps:
    from hlocert.train.pair import ReferenceTrainer
    walker = ReferenceTrainer(v0, params, np.full(a.steps, 1e-3, np.float32), net_state=state)
    for step in range(1, a.steps + 1):
        x, t, mask, _, g64, sides = one_step(walker.host_params(), walker.host_net_state())
        print(f"step {step}: whole-gradient error vs float64: "
              + ", ".join(f"{s} {err(g[1], g64):.2e}" for s, g in sides.items()), flush=True)
        walker.step(x, t, mask, 0.99)
    sys.exit(0)

x, t, mask, l64, g64, sides = one_step(params, state)
whole = np.sqrt(sum(np.sum(g * g) for g in g64.values()))


print(f"\n{'tensor':32s} {'‖g‖':>8s} " + " ".join(f"{s:>12s}" for s in sides))
for k, g in g64.items():
    n = max(np.linalg.norm(g), 1e-3 * whole)
    print(f"{k:32s} {np.linalg.norm(g):8.1e} " + " ".join(f"{np.linalg.norm(s[1][k] - g) / n:12.2e}"
                                                         for s in sides.values()))
print(f"{'whole gradient':32s} {whole:8.1e} " + " ".join(f"{err(s[1], g64):12.2e}" for s in sides.values()))
print(f"{'loss (relative)':32s} {l64:8.4f} " + " ".join(f"{abs(s[0] - l64) / abs(l64):12.2e}"
                                                              for s in sides.values()))
if ref is not mobile:
    sys.exit(0)

# the activations' inputs in float64, and the gradient with one element's subgradient flipped
SEEN, FLIP = {}, {}


def conv_bn(self, h, conv, bn, k=1, stride=1, groups=1, act=True):
    h = self.bn(ops.conv2d(h, self.p[f"{conv}.w"], None, (stride, stride), mobile._padding(k, stride), groups), bn)
    if not act:
        return h
    if not isinstance(h, jax.core.Tracer):
        SEEN[bn] = np.asarray(h)
    if bn in FLIP:       # the subgradient of one element taken from the kink's other side
        top = 6.0 if rcfg.act == "relu6" else np.inf
        keep = ((h > 0) & (h < top)) ^ FLIP[bn]
        return jnp.where(keep, h, jnp.where(h >= top, top, 0.0)) if rcfg.act == "relu6" else jnp.where(keep, h, 0.0)
    return self.act(h)


if rcfg.act not in ("relu6", "relu"):
    sys.exit(0)
mobile._Run.conv_bn = conv_bn
with jax.enable_x64(True):
    args = [f64tree(params), f64tree(state), np.float64(x), np.float64(t), None if mask is None else np.float64(mask)]
    ref.train_loss(*args, rcfg)
    near = []
    for bn, z in SEEN.items():
        d = np.minimum(np.abs(z), np.abs(z - 6)) if rcfg.act == "relu6" else np.abs(z)
        i = np.argsort(d, axis=None)[:a.flips]
        near += [(float(d.ravel()[j]), bn, int(j)) for j in i]
    near.sort()
    print("\nnearest kinks (float64 activation inputs): "
          + ", ".join(f"{bn} {d:.1e}" for d, bn, _ in near[:a.flips]))
    for d, bn, j in near[:a.flips]:
        flip = np.zeros(SEEN[bn].size, bool)
        flip[j] = True
        FLIP.clear()
        FLIP[bn] = flip.reshape(SEEN[bn].shape)
        gf = {k: np.asarray(g) for k, g in jax.jit(jax.grad(lambda q: ref.train_loss(q, *args[1:], rcfg)[0]))(
            args[0]).items()}
        where = tuple(int(i) for i in np.unravel_index(j, SEEN[bn].shape))
        print(f"flip {bn} {where} (input {SEEN[bn].ravel()[j]:+.2e}): "
              f"flipped vs f64 {err(gf, g64):.2e}; " + ", ".join(f"{s} vs flipped {err(g[1], gf):.2e}"
                                                             for s, g in sides.items()))
