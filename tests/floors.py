"""Tolerances measured, not tuned (DESIGN invariant 12): the one place the tests turn a floor measured
on the same inputs into the bound a float32 result from another lowerer, precision or framework is
held to.

How far a correct float32 result sits from float64 depends on the CPU (AVX2, AVX-512, AMX: the
blocking of the sums, where an FMA contracts two roundings into one), on the library's summation
order, and on the conditioning of the quantity itself (an Adam step of a near-zero gradient; a
BatchNorm dx that subtracts two projections of dy). A constant tuned on one machine therefore holds
there and fails on the next (ViT's XLA-vs-IREE params 1.04e-4 against 1e-4 on an AMD EPYC). So each
comparison measures its floor first — a trusted float32 evaluation of the same function on the same
inputs against its float64 evaluation: den in "f32" against den in "f64", or the JAX reference with
float32 inputs against the same with float64 — and asks

    measured ≤ K × max(floor, ε₃₂),    K = 30 (pair's SAFETY, hlocert/train/pair.py), ε₃₂ = 2⁻²³.

Why K = 30: two correct float32 evaluations of one function in different orders are each O(floor)
from float64, not equal to it, and den's numpy sums (pairwise) are among the more accurate orders.
Measured 2026-12-05 on the seven gate models' train steps (tests/nets/test_every_net.py), XLA's and
IREE's worst group error against den f64 is at most 6.5× den f32's (IREE, MobileNetV4's params) on
an Intel Xeon with AMX, and 6.8× with XLA held to `--xla_cpu_max_isa=AVX2` (XLA's MobileNetV4 params
then 3.6e-6 instead of 6.1e-7): 30 leaves 4× for a CPU not seen yet. With XLA held to SSE4.2 and
no YNNPACK fusions (`--xla_cpu_max_isa=SSE4_2 --xla_cpu_experimental_ynn_fusion_type=`) ViT's params
on XLA are 1.03e-4 from den f64 — the old fixed 1e-4 fails there as it did on the AMD EPYC — while den
f32's own error is 9.8e-5 (ratio 1.05). A fault moves a result by far
more than 30 roundings of it: tests/test_floors.py shows one LayerNorm's ε 1e-6 → 1e-5 (the params
8.1e-5 against a bound of 3.6e-6, the gradients 2.6e-3 against 3.4e-5) and one weight tensor 3e-5
off each fail. ε₃₂ keeps the bound above zero where the floor happens to be exact (a max, a 4-term
sum): a bound of at least 30 float32 roundings, relative.

The metric is relative L2 (`rel`); for a group of tensors (`worst_rel`) the worst tensor's, each
relative to at least 1e-3 of its group's norm: a tensor whose true value is ~0 (a linear-bottleneck BN
shift, a bias's first Adam step) is all rounding, and the certify gate floors it the same way
(certify/net_mutants.py).
"""
import numpy as np

K = 30.0
EPS32 = float(np.finfo(np.float32).eps)
# A bf16 step (`+wbf16`) against another bf16 evaluation of the same step (the JAX reference in bfloat16,
# timm's module moved to torch.bfloat16), each measured against float64: both errors are set by the bf16
# roundings of the same values (2⁻⁹ relative each, 2¹⁵ float32 roundings), which no CPU's float32 sum order
# moves by more than the rare rounding it flips, so a small multiple holds anywhere. Measured 2026-12-06 on
# the gate models (tests/render/test_model_dtype*.py): hlocert's error ≤ 1.75× the other's; a render whose
# sums accumulate in bf16 (the lowerers' own choice before render/model_dtype.py widened them) is 8× on
# ResNet's running statistics, past this bound and inside K.
K_BF16 = 4.0


def rel(a, b, floor: float = 1e-30) -> float:
    """‖a − b‖ / max(‖b‖, floor), in float64."""
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    return float(np.linalg.norm(np.ravel(a - b)) / max(float(np.linalg.norm(np.ravel(b))), floor))


def worst_rel(out, want) -> float:
    """The largest per-tensor relative error of a group (a dict of tensors), each relative to at least
    1e-3 of the group's norm; of a single tensor, its relative error."""
    if not isinstance(want, dict):
        return rel(out, want)
    floor = 1e-3 * float(np.sqrt(sum(np.sum(np.square(np.asarray(want[k], np.float64))) for k in want)))
    return max(rel(out[k], want[k], max(floor, 1e-30)) for k in want)


def whole_rel(out: dict, want: dict) -> float:
    """The relative L2 error of a group of tensors taken as one vector."""
    d = sum(float(np.sum(np.square(np.asarray(out[k], np.float64) - np.asarray(want[k], np.float64)))) for k in want)
    n = sum(float(np.sum(np.square(np.asarray(want[k], np.float64)))) for k in want)
    return float(np.sqrt(d / max(n, 1e-300)))


def step_floors(f32: dict, f64: dict) -> dict:
    """A train step's floors by output group (den f32 vs den f64 of the same text and inputs): each
    group's `worst_rel`. The gradient norm's is at least the whole gradient's error, since
    |‖a‖ − ‖b‖| ≤ ‖a − b‖ lets a correct float32 norm be off by that much, and den's norm can be luckier
    than its gradient (MobileNetV4 gate: 9.6e-7 against 6.6e-6; IREE's norm 2.6e-5, its gradient 3.4e-5).
    After one step from zero moments the gradient, scaled, is the `m` group (Adam) or `trace` (SGD)."""
    floors = {g: worst_rel(a, f64[g]) for g, a in f32.items()}
    grads = next((g for g in ("m", "trace") if g in f64), None)
    if "grad_norm" in floors and grads:
        floors["grad_norm"] = max(floors["grad_norm"], whole_rel(f32[grads], f64[grads]))
    return floors


def float64(tree):
    """A copy of `tree` (arrays, in dicts, lists and tuples) with every float array as float64 numpy;
    anything else (a config, an int) as it is."""
    if isinstance(tree, dict):
        return {k: float64(a) for k, a in tree.items()}
    if isinstance(tree, (list, tuple)):
        return type(tree)(float64(a) for a in tree)
    if hasattr(tree, "dtype") and np.issubdtype(tree.dtype, np.floating):
        return np.asarray(tree, np.float64)
    return tree


def in_float64(fn, *args):
    """`fn(*float64(args))` with JAX's float64 on; the results as float64 numpy: the
    reference's float64 run, against which its float32 run (with the config as the test has it) gives
    the floor."""
    import jax
    with jax.enable_x64(True):      # the context, not the global flag: it also wins over a test's enable_x64(False)
        out = jax.tree_util.tree_map(np.asarray, fn(*float64(args)))
    assert all(a.dtype == np.float64 for a in jax.tree_util.tree_leaves(out) if np.issubdtype(a.dtype, np.floating)), \
        "the reference's float64 run has a float32 result: it pins a dtype somewhere"
    return out


def bound(floor: float, k: float = K) -> float:
    """K × max(floor, ε₃₂): what a float32 result may be off where the reference's own float32 is `floor` off."""
    return k * max(floor, EPS32)


def assert_within_floor(measured: float, floor: float, what: str, k: float = K) -> None:
    """`measured` ≤ bound(floor, k), with a message that names all three numbers."""
    b = bound(floor, k)
    print(f"{what}: {measured:.2e} (floor {floor:.2e}, bound {b:.2e})")
    assert measured <= b, f"{what}: {measured:.2e} > {k:g} × max(floor {floor:.2e}, eps32) = {b:.2e}"


def assert_jax_within_its_floor(fn, args: tuple, want, what: str) -> None:
    """JAX `fn(*args)`, run as the test runs it (float32), against `want` (float64, computed another way:
    numpy, a formula), within K × fn's own error there — fn in float64 on the same inputs is the floor.
    This checks fn's formula, not its float32 stability (fn's own rounding is the floor): a stability
    test (large logits, a large mean) keeps its bound in units of ε₃₂."""
    got = np.asarray(fn(*args), np.float64)
    assert_within_floor(rel(got, want), rel(got, in_float64(fn, *args)), what)
