"""The committed artifacts: drift guard, determinism across processes, parse/verify, twins,
the run gate (render/certified.py), and the committed small renders run on XLA against den."""
import os
import subprocess
import sys

import numpy as np
import pytest

from hlocert.ir import den
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ir.parser import parse_module
from hlocert.ir.printer import print_module
from hlocert.optim import HostSchedule
from hlocert.render import render
from hlocert.render.artifacts import COMMITTED, default_dir, path_for, read_manifest, sha256
from hlocert.render.signature import signature
from hlocert.render.variants import Variant
from hlocert.render.certified import ArtifactMismatch, body_of, check_certified

from floors import assert_within_floor, step_floors, worst_rel


@pytest.fixture(scope="module")
def committed():
    return {name: path_for(name).read_text() for name in COMMITTED}


def test_manifest_lists_exactly_the_committed_renders(committed):
    manifest = read_manifest()
    assert sorted(manifest) == sorted(COMMITTED)
    for name, text in committed.items():
        assert sha256(text) == manifest[name], f"{name}: file differs from its manifest entry"
    on_disk = {p.name[:-5] for p in default_dir().glob("*.mlir")}
    assert on_disk == set(COMMITTED), "artifacts/ holds files the manifest does not list"


@pytest.mark.parametrize("name", COMMITTED)
def test_drift_guard_rerender_is_byte_identical(name, committed):
    assert render(Variant.parse(name)) == committed[name], (
        f"{name} re-renders differently: if the change is deliberate, run `hlocert render --artifacts`")


def test_render_is_deterministic_across_processes():
    name = "convnext_T-c1000-i224-b64x4-adamw+wx+clip1.0+drop"
    code = ("import sys, hashlib; from hlocert.render import render; from hlocert.render.variants import Variant;"
            f"print(hashlib.sha256(render(Variant.parse({name!r})).encode()).hexdigest())")
    digests = set()
    for seed in ("0", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        digests.add(out.stdout.strip())
    assert digests == {read_manifest()[name]}


@pytest.mark.parametrize("name", [n for n in COMMITTED if "micro" in n or "atto" in n or n.startswith("convnext_T")])
def test_committed_text_parses_back_and_verifies_with_mlir(name, committed):
    text = committed[name]
    m = parse_module(text)
    assert print_module(m) == text
    verify_with_mlir(text)


def _body_lines(text):
    lines = body_of(text).splitlines()
    start = next(i for i, l in enumerate(lines) if "── forward ──" in l)
    return lines[start:]


# A net with step state (BatchNorm) has no such twin: its eval forward normalises with the running
# statistics, its train step with the batch's, so the two forwards are different functions.
@pytest.mark.parametrize("name", [n for n in COMMITTED if "adamw" in n and not Variant.parse(n).model.state_shapes()])
def test_every_train_step_has_its_eval_forward_twin_as_a_line_prefix(name, committed):
    v = Variant.parse(name)
    fwd_text = committed.get(v.forward_twin().name) or render(v.forward_twin())
    fwd = _body_lines(fwd_text)
    fwd = fwd[:next(i for i, l in enumerate(fwd) if '"func.return"' in l)]
    assert _body_lines(committed[name])[:len(fwd)] == fwd


def test_banner_states_what_the_artifact_is(committed):
    text = committed["convnext_T-c1000-i224-b64x4-adamw+wx+clip1.0+drop"]
    head = text.split("module @", 1)[0]
    for needle in ["ConvNeXt-T", "classes: 1000", "image: 224", "batch per replica: 64", "replicas: 4",
                   "adamw+wx+clip1.0+drop", "gelu: erf", "hlocert 0.1.0", "content sha256: ",
                   "lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify"]:
        assert needle in head


def test_check_certified_refuses_a_mismatching_run(committed):
    name = "convnext_T-c1000-i224-b64x4-adamw+wx+clip1.0+drop"
    text = committed[name]
    check_certified(text, Variant.parse(name), "t.mlir")
    with pytest.raises(ArtifactMismatch, match="batch per replica: requested 32, artifact has 64"):
        check_certified(text, Variant.parse(name.replace("b64x4", "b32x4")), "t.mlir")
    with pytest.raises(ArtifactMismatch, match="replicas: requested 1, artifact has 4"):
        check_certified(text, Variant.parse(name.replace("b64x4", "b64x1")), "t.mlir")
    with pytest.raises(ArtifactMismatch, match="classes: requested 10"):
        check_certified(text, Variant.parse(name.replace("c1000", "c10")), "t.mlir")
    with pytest.raises(ArtifactMismatch, match="variant"):
        check_certified(text, Variant.parse(name.replace("+drop", "")), "t.mlir")
    with pytest.raises(ArtifactMismatch, match=r"^t.mlir: not the certified render of .* line \d+ differs"):
        check_certified(text.replace("stablehlo.add", "stablehlo.subtract", 1), Variant.parse(name), "t.mlir")
    with pytest.raises(ArtifactMismatch, match="no `// hlocert VERSION render: VARIANT` banner"):
        check_certified(body_of(text), Variant.parse(name), "t.mlir")


def _micro_inputs(v: Variant, seed=0) -> dict:
    """The step's arguments by signature group: random data, init params, zero moments."""
    from hlocert.nets.base import draw_drop_mask
    rng = np.random.default_rng(seed)
    model = v.model
    params = model.init_params(seed)
    x = rng.standard_normal(v.x_shape).astype(np.float32)
    t = rng.random((v.batch, model.num_classes)).astype(np.float32)
    t /= t.sum(1, keepdims=True)
    mask = draw_drop_mask(rng, v.batch, np.linspace(0, 0.5, model.drop_sites))
    chain = v.chain()
    scalars = chain.scalars_at(1, HostSchedule(lr=lambda step: 1e-3))
    return {"x": x, "params": params, **chain.init(params), "scalars": scalars, "drop_mask": mask, "targets": t}


def test_committed_micro_step_runs_on_xla_and_matches_den(committed, tmp_path, monkeypatch):
    from hlocert.runtime import get_lowerer
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    name = "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"
    v = Variant.parse(name)
    text = committed[name]
    check_certified(text, v, path_for(name))
    sig = signature(v)
    args = sig.pack(_micro_inputs(v))
    expected = den.run(parse_module(text).main, args, "f64")
    got = get_lowerer("xla").compile(text)(*[a.copy() for a in args])
    assert len(got) == len(expected) == len(sig.pack(sig.unpack(expected), side="outputs"))
    # Each group within K × den f32's own error on the same text and inputs (tests/floors.py).
    want = sig.unpack(expected)
    floor = step_floors(sig.unpack(den.run(parse_module(text).main, args, "f32")), want)
    for group, out in sig.unpack(got).items():
        assert_within_floor(worst_rel(out, want[group]), floor[group], f"XLA vs den f64: {group}")


def test_data_parallel_step_on_a_duplicated_batch_equals_the_single_device_step(committed):
    """convnext-dp-check: 2 replicas fed the same batch must do exactly the 1-replica step (the
    run's compile cache: the 1-replica text is the one test_verify's semantic check compiles)."""
    from hlocert.runtime import get_lowerer
    one = "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"
    two = "convnext_micro-c10-i32-b2x2-adamw+wx+clip1.0+drop"
    args = signature(Variant.parse(one)).pack(_micro_inputs(Variant.parse(one), seed=1))
    xla = get_lowerer("xla")
    single = xla.compile(committed[one])(*[a.copy() for a in args])
    replicated = xla.compile(committed[two], replicas=2)([a.copy() for a in args], [a.copy() for a in args])
    # Two float32 executables of one step, each as far from float64 as den f32 is (tests/floors.py).
    sig, main = signature(Variant.parse(one)), parse_module(committed[one]).main
    exact = sig.unpack(den.run(main, args, "f64"))
    floor = step_floors(sig.unpack(den.run(main, args, "f32")), exact)
    for r in range(2):
        assert len(replicated[r]) == len(single)
        for group, s in sig.unpack(single).items():
            assert_within_floor(worst_rel(sig.unpack(replicated[r])[group], s), 2 * floor[group], f"replica {r}: {group}")


def test_data_parallel_step_averages_two_different_batches():
    """convnext-shard-check in den: the 2-replica step uses the mean of the two replicas'
    gradients, clipped afterwards (read through m' = 0.1·clip(ḡ) at m = 0), and the mean loss."""
    from hlocert.render import grad_func, train_step_func
    one = Variant.parse("convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop")
    two = Variant.parse("convnext_micro-c10-i32-b2x2-adamw+wx+clip1.0+drop")
    a = _micro_inputs(one, seed=0)     # seeds whose mean gradient's norm (1.90) the clip at 1.0 scales
    b = _micro_inputs(one, seed=1)
    b.update({g: a[g] for g in ("params", "m", "v", "scalars")})     # same params/state/scalars, different data
    sig, gsig = signature(two), signature(one, grad=True)
    ra, rb = (sig.unpack(r) for r in den.run_replicas(train_step_func(two), [sig.pack(a), sig.pack(b)], "f64"))
    gf = grad_func(one)
    ga, gb = (gsig.unpack(den.run(gf, gsig.pack({k: d[k] for k in gsig.names()}), "f64")) for d in (a, b))
    mean = {k: (ga["grads"][k] + gb["grads"][k]) / 2 for k in ga["grads"]}
    norm = np.sqrt(sum(float(np.sum(g * g)) for g in mean.values()))
    scale = 1.0 if norm < 1.0 else 1.0 / norm
    assert norm > 1.0, "the clip should be active here, so that clip-after-mean is what is tested"
    np.testing.assert_allclose(ra["grad_norm"], norm, rtol=1e-12)
    assert float(a["scalars"]["bc1"]) == float(np.float32(0.1))
    for k, g in mean.items():
        np.testing.assert_allclose(ra["m"][k], float(np.float32(0.1)) * g * scale, rtol=1e-9, atol=1e-15)
        np.testing.assert_array_equal(ra["m"][k], rb["m"][k])
    np.testing.assert_allclose(ra["loss"], (ga["loss"] + gb["loss"]) / 2, rtol=1e-12)
