"""The checks every registered net passes, in one module parametrized over the registry (as timm's
tests/test_models.py over `list_models()`): a new net gets them all without touching a test.

And the three-file claim as a test: PatchNet below (a patch conv, GELU, a global average pool and a
dense head) is a net's spec file and its reference, declared here; the `newcomer` fixture writes
them into folders on hlocert.nets' and hlocert.reference's search paths, where the registry finds
it by name like any other net, and every check below runs on it too (the compiling ones in the
slow suite). The net's own tests (its sizes, lowerings, weight maps) stay in its own files.
"""
from dataclasses import replace

import numpy as np
import pytest

import hlocert.reference
from hlocert import nets
from hlocert.certify import erasure
from hlocert.certify.net_mutants import _state_inputs, _step_args, gate_result, gates
from hlocert.ir import den
from hlocert.ir.parser import parse_module
from hlocert.nets.base import Net, check_reference, draw_drop_mask
from hlocert.optim import SGD
from hlocert.optim.base import HostSchedule
from hlocert.render import _module_text, render, train_step_func
from hlocert.render.signature import STATE, signature
from hlocert.render.targets import resolve
from hlocert.render.variants import Variant
from hlocert.runtime import get_lowerer
from hlocert.runtime.xla import CPU_OPTIONS

from floors import assert_within_floor, step_floors, worst_rel

NEWCOMER = "patchnet"
NET_FILE = '''"""PatchNet: a patch conv 4x4/s4, GELU, a global average pool and a dense head (a net declared
in tests/nets/test_every_net.py)."""
from dataclasses import dataclass

import numpy as np

from hlocert.nets import register
from hlocert.nets.base import Net, truncated_normal
from hlocert.ops.base import Chain
from hlocert.ops.conv import Conv2D
from hlocert.ops.dense import Dense
from hlocert.ops.gelu import GeluErf
from hlocert.ops.pooling import GlobalAvgPool

PATCH = 4


@register
@dataclass(frozen=True)
class PatchNet(Net):
    size: str = "S"
    num_classes: int = 10
    image_size: int = 16

    NAME = "patchnet"
    TITLE = "PatchNet"
    SIZES = {"S": 8}        # the width

    def image_rule(self):
        return PATCH, PATCH, f"a positive multiple of {PATCH}"

    @property
    def drop_sites(self):
        return 0

    @property
    def example_shape(self):
        return (self.image_size, self.image_size, 3)

    def net(self, drop=False):
        stem = Chain([Conv2D(self.SIZES[self.size], kernel=(PATCH, PATCH), stride=(PATCH, PATCH), name="conv",
                             input_grad=False), GeluErf()], name="stem")
        return Chain([stem, Chain([GlobalAvgPool(), Dense(self.num_classes, name="fc")], name="head")])

    def init_params(self, seed):
        rng = np.random.default_rng(seed)
        return {k: truncated_normal(rng, s, 0.02) if k.endswith(".w") else np.zeros(s, np.float32)
                for k, s in self.param_shapes().items()}

    def drop_ramp(self, rate=None):
        return np.zeros(0)

    def gflop_per_image(self):
        h, c = self.image_size // PATCH, self.SIZES[self.size]
        return 3 * 2 * (h * h * c * PATCH * PATCH * 3 + c * self.num_classes) / 1e9

    def reference(self):
        from hlocert.reference import patchnet as ref
        return ref, ref.Config(self.SIZES[self.size], self.num_classes)

    @classmethod
    def gate_model(cls):
        return cls("S", 10, 16)
'''
REFERENCE_FILE = '''"""PatchNet's independent reference, in JAX (tests/nets/test_every_net.py)."""
import dataclasses

from hlocert.reference import ops

NO_WEIGHT_DECAY = frozenset()     # the parameters its timm model would name in no_weight_decay(): none


@dataclasses.dataclass(frozen=True)
class Config:
    width: int = 8
    num_classes: int = 10
    patch: int = 4


def param_shapes(cfg):
    return {"stem.conv.w": (cfg.patch, cfg.patch, 3, cfg.width), "stem.conv.b": (cfg.width,),
            "head.fc.w": (cfg.width, cfg.num_classes), "head.fc.b": (cfg.num_classes,)}


def forward(params, x, drop_mask, cfg):
    h = ops.gelu_erf(ops.conv2d(x, params["stem.conv.w"], params["stem.conv.b"], stride=(cfg.patch, cfg.patch)))
    return ops.dense(ops.global_avg_pool(h), params["head.fc.w"], params["head.fc.b"])


def loss_fn(params, x, targets, drop_mask, cfg):
    return ops.softmax_cross_entropy(forward(params, x, drop_mask, cfg), targets)
'''


@pytest.fixture
def newcomer(tmp_path, monkeypatch) -> type[Net]:
    """PatchNet registered the way a new net is: its spec file in a folder the registry searches
    (hlocert.nets' `__path__`), its reference in one of hlocert.reference's; for this test only."""
    for package, source in ((nets, NET_FILE), (hlocert.reference, REFERENCE_FILE)):
        folder = tmp_path / package.__name__.rpartition(".")[2]
        folder.mkdir()
        (folder / f"{NEWCOMER}.py").write_text(source)
        monkeypatch.setattr(package, "__path__", [*package.__path__, str(folder)])
    return nets.get(NEWCOMER)


def _net(name: str, request) -> type[Net]:
    return request.getfixturevalue("newcomer") if name == NEWCOMER else nets.get(name)


@pytest.fixture(params=[*nets.names(), NEWCOMER])
def net(request) -> type[Net]:
    """Each registered net, and the newcomer."""
    return _net(request.param, request)


def test_a_net_declared_here_registers_renders_and_passes_its_gates(newcomer):
    """The three-file claim: a spec file and its reference, and nothing else edited, make a net the
    registry lists, the grammar reads, the renderer renders and the certifier's whole-net gates pass."""
    assert NEWCOMER in nets.names() and nets.get(NEWCOMER) is newcomer
    v = Variant.parse(f"{NEWCOMER}_S-c10-i16-b2x1-adamw+wx+clip1.0")
    assert type(v.model) is newcomer and v.name == f"{NEWCOMER}_S-c10-i16-b2x1-adamw+wx+clip1.0"
    assert render(v).splitlines()[1].startswith("// model: PatchNet-S  classes: 10  image: 16")
    model = newcomer.gate_model()
    results = {g: gate_result("net", g, fn, model) for g, fn in gates(model).items()}
    assert set(results) == {"gradient_tie", "dp_duplicate", "coupling", "erasure+bf16", "remat"}
    assert all(r.ok for r in results.values()), [r.detail for r in results.values() if not r.ok]


def test_a_module_that_is_not_a_net_needs_no_entry_anywhere(tmp_path, monkeypatch):
    """A net's helper module (as mobile_blocks is MobileNet's) registers nothing, so the registry does
    not list it; before `@register` a deny-list had to name it, or every `all_nets()` failed on it."""
    (tmp_path / "patch_parts.py").write_text('"""Stages some patch nets would share: not a net."""\nPATCH = 4\n')
    monkeypatch.setattr(nets, "__path__", [*nets.__path__, str(tmp_path)])
    assert not {"patch_parts", "base", "mobile_blocks"} & set(nets.names())
    assert [n.NAME for n in nets.all_nets()] == nets.names()
    with pytest.raises(ValueError, match=r"^unknown net 'patch_parts'; known: convnext, "):
        nets.get("patch_parts")


def test_a_net_registers_once_from_its_own_module_under_the_modules_name():
    """`@register` refuses, in one line, a class whose NAME is not its module's name and a second net
    in one module; the registry is unchanged."""
    tiny = nets.get("tinycnn")
    misnamed = type("Misnamed", (tiny,), {"__module__": tiny.__module__, "NAME": "tiny"})
    with pytest.raises(ValueError, match=r"^hlocert.nets.tinycnn.Misnamed has NAME 'tiny'; a net is registered by "
                                         r"its own module, hlocert/nets/tiny.py: a net's NAME is its module's name$"):
        nets.register(misnamed)
    twin = type("Twin", (tiny,), {"__module__": tiny.__module__})
    with pytest.raises(ValueError, match=r"^hlocert/nets/tinycnn.py registers both TinyCNN and Twin; a module "
                                         r"registers one net$"):
        nets.register(twin)
    assert nets.get("tinycnn") is tiny


# ---------------------------------------------------------------------------------------------
# What the house asks of a net (moved from test_nets.py)

def test_every_committed_name_parses_to_its_own_net_and_round_trips(net):
    for name in net.COMMITTED:
        v = Variant.parse(name)
        assert type(v.model) is net and v.name == name


def test_every_net_checks_its_size_classes_and_image_size_in_one_line(net):
    """Net.__post_init__ holds the checks every net shares: each error one line, naming the bad
    value and the fix (the valid sizes, the class count, the nearest image size the net takes)."""
    ok = net.gate_model()
    least, multiple, _ = ok.image_rule()
    cases = [({"size": "Q"}, f"unknown {net.TITLE} size 'Q'; valid: {', '.join(net.SIZES)}$"),
             ({"num_classes": 0}, "num_classes must be >= 1, got 0; give the data's class count$"),
             ({"image_size": 0}, f", got 0; the nearest it takes is {least}$")]
    if multiple > 1:
        cases.append(({"image_size": multiple + 1}, f"multiple of .*, got {multiple + 1}; the nearest it takes is "
                                                    f"{2 * multiple}$"))
    for change, message in cases:
        with pytest.raises(ValueError, match=message) as e:
            replace(ok, **change)
        assert "\n" not in str(e.value)


def test_every_net_offers_what_the_house_asks(net):
    m = net.gate_model()
    assert net.NAME and net.SIZES and m.size in net.SIZES
    assert m.drop_sites == len(m.drop_ramp()) and m.gflop_per_image() > 0 and m.describe()
    assert set(m.init_params(0)) == set(m.param_shapes())
    for table in net.BY_TARGET.values():
        assert set(table) == set(net.LOWERINGS)


def test_a_net_declares_one_example_and_the_variant_prepends_the_batch(net):
    """The batch is the run's, not the net's: a net gives one example's input (H, W, C), and `-b`
    reaches the step's input shape through the Variant alone (scripts/flag_walk.py)."""
    m = net.gate_model()
    assert len(m.example_shape) == 3 and not hasattr(m, "x_shape")
    assert Variant(m, 3).x_shape == (3, *m.example_shape)


def test_every_nets_declarations_hold(net):
    """(the declarations' own errors: test_nets.py::test_a_nets_declarations_are_checked_once_when_it_registers)"""
    net.check_declarations()


def test_every_reference_keeps_its_protocol(net):
    """(a reference that breaks it is named: test_nets.py::
    test_every_reference_keeps_its_protocol_and_a_missing_function_is_named)"""
    check_reference(net)


# ---------------------------------------------------------------------------------------------
# The erasure certificate of `+bf16` (moved from test_bf16_render.py)

def test_erasure_gate_passes_every_net(net):
    model = net.gate_model()
    assert "erasure+bf16" in gates(model)
    ok, err, detail = erasure.erasure_gate(model, _step_args(model))
    assert ok, detail
    assert "bit-equal" in detail and "accumulate in f32" in detail


# ---------------------------------------------------------------------------------------------
# XLA, IREE and den agree on the train step (moved from test_lowerers_agree.py, whose docstring follows)
#
# Every net's small train step gives the same step on XLA and on IREE (llvm-cpu), and both agree
# with den (float64) of the same text: loss, gradient norm, and every updated tensor — the
# "XLA and IREE agree" tie, per net, from the net's own gate model (nets/base.py `gate_model`),
# (slow) TinyCNN +bn, whose step also updates its BatchNorm running statistics, and ResNet-nano at
# 32², whose last stage's 3×3/s2 pad-1 conv maps 2×2 to 1×1 (IREE failed to compile it until the
# conv rule trimmed the high padding no window reads, ops/conv.py).
#
# A net with BatchNorm steps with SGD-momentum, not AdamW: a per-channel shift that only reaches the
# loss through a 1×1 conv into a training-mode BatchNorm (MobileNet's linear bottlenecks, the
# head) has an exactly zero gradient, which den computes as 0 and an f32 lowerer as rounding noise;
# Adam's first step turns either into ±lr or 0 — a discrete outcome, not a rounding difference.
# Each tensor's error is taken relative to at least 1e-3 of its group's norm for the same reason
# (the certify gate's floor, certify/net_mutants.py).
#
# The bound is measured, not tuned (tests/floors.py): den in float32 of the same text on the same
# inputs, against den in float64, is each group's floor; a lowerer may be K × that from den f64, and
# XLA and IREE, each that far on its own side, 2K × it from each other. ViT's params after one AdamW
# step are the ill-conditioned group (an update g/(|g|+ε) of a near-zero gradient): den f32 itself is
# 9.8e-5 off there, which is why a fixed 1e-4 failed on another CPU (1.04e-4).


# ResNet-nano's last stage is 1×1: at B = 3 its BatchNorms see 3 values per channel, and one f32
# step is 1.9e-4 from den; at B = 8 rounding alone remains.
BATCH = {"resnet_nano": 8, "mobilenetv4_nano": 32, "mobilenetv4_nano+iree-cpu": 32}


def _gate_model(net: str, request):
    """The net's gate model; `tinycnn+bn`: TinyCNN with BatchNorm (a net with step state);
    `resnet_nano`: the digits run's ResNet at 32² (γ 1 everywhere, as the gate model);
    `mobilenetv4_nano`: the Fashion run's MobileNetV4 (32², at B = 32 with dropout: the head's
    backward IREE's DispatchCreation data tiling could not compile, docs/iree_large_vector.md);
    `mobilenetv4_nano+iree-cpu`: that model in the lowerings IREE users get (the iree-cpu target's,
    `+dwnc+pwmm+wgtaps+bnstaged`: render/targets.py, nets/mobilenetv4.py); `mobilenetv2+iree-cpu`:
    MobileNetV2's gate model so (`+dwnc+pwmm+bnstaged`: the depthwise weight gradients over the batch's
    planes, rule depthwise_nc, which the default suite otherwise compiles on no lowerer)."""
    if net == "resnet_nano":
        return replace(nets.get("resnet").gate_model(), size="nano", image_size=32)
    if net == "mobilenetv4_nano":
        return replace(nets.get("mobilenetv4").gate_model(), size="nano")
    if net.endswith("+iree-cpu"):
        base = net.removesuffix("+iree-cpu")
        return resolve(Variant(_gate_model(base, request), BATCH.get(net, 3)), "iree", "cpu").model
    name, _, option = net.partition("+")
    model = _net(name, request).gate_model()
    return replace(model, bn=True) if option == "bn" else model


# The suite compiles XLA's code at -O0 (conftest.py); here XLA compiles at its default LLVM level (3,
# xla/debug_options_flags.cc), as `hlocert train` does, so the code users run is checked on every net.
XLA_USERS_OPTIONS = {**CPU_OPTIONS, "xla_backend_optimization_level": 3}


@pytest.mark.parametrize("net", [n.NAME for n in nets.all_nets()] + [pytest.param(NEWCOMER, marks=pytest.mark.slow),
                                                                      pytest.param("tinycnn+bn", marks=pytest.mark.slow),
                                                                      pytest.param("resnet_nano", marks=pytest.mark.slow),
                                                                      pytest.param("mobilenetv4_nano", marks=pytest.mark.slow),
                                                                      pytest.param("mobilenetv4_nano+iree-cpu", marks=pytest.mark.slow),
                                                                      "mobilenetv2+iree-cpu"])
def test_xla_iree_and_den_agree_on_the_train_step(net, tmp_path, monkeypatch, request):
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    model = _gate_model(net, request)
    # B = 3 for a BN net: at B = 2 a BatchNorm over the pooled map normalises to ±1 and passes an O(eps) gradient
    v = Variant(model, BATCH.get(net, 3 if model.state_shapes() else 2), drop=model.drop_sites > 0, **({"optimizer": SGD(momentum=0.9)} if model.state_shapes() else {}))
    text = render(v)
    sig = signature(v)
    rng = np.random.default_rng(0)
    params = model.init_params(0)
    t = rng.random((v.batch, model.num_classes)).astype(np.float32)
    chain = v.chain()
    inputs = {"x": rng.standard_normal(v.x_shape).astype(np.float32), "params": params, **chain.init(params),
              STATE: {k: a.astype(np.float32) for k, a in _state_inputs(model, 0).items()},
              "scalars": chain.scalars_at(1, HostSchedule(lr=lambda step: 1e-3)),
              "targets": t / t.sum(1, keepdims=True)}
    if model.drop_sites:
        inputs["drop_mask"] = draw_drop_mask(rng, v.batch, np.linspace(0, 0.5, model.drop_sites))
    args = sig.pack(inputs)
    main = parse_module(text).main
    ref = sig.unpack(den.run(main, args, "f64"))
    floor = step_floors(sig.unpack(den.run(main, args, "f32")), ref)
    runs = {ln: sig.unpack(get_lowerer(ln, cache=False, **opts).compile(text)(*[a.copy() for a in args]))
            for ln, opts in (("xla", {"options": XLA_USERS_OPTIONS}), ("iree", {}))}
    for ln, out in runs.items():
        for group, want in ref.items():
            assert_within_floor(worst_rel(out[group], want), floor[group], f"{net} on {ln}: {group} vs den f64")
    for group, a in runs["xla"].items():
        assert_within_floor(worst_rel(a, runs["iree"][group]), 2 * floor[group], f"{net}: XLA vs IREE in {group}")


# ---------------------------------------------------------------------------------------------
# One `+bf16` train step of every net on the host CPU (issue 34): the bytes the trainer runs (moved
# from test_bf16_run.py).
#
# Before the barrier of render/bf16.py (MixedBuilder.transpose) the ViT and ConvNeXt steps stopped
# on XLA-CPU at their first step, on AMX and non-AMX CPUs alike: "UNIMPLEMENTED: Unsupported element
# type for DotThunk::Execute: BF16 x BF16 = F32". Judged against den's faithful reading in float64
# (bf16 roundings exact, the rest in float64) with a floor measured here: den's faithful f32 reading
# of the same text against that float64 one, the worst tensor of the step (one floor for the step: a
# lone scalar's f32 error is a matter of luck). The lowerers sum in other orders than numpy (a
# BatchNorm's batch statistics sequentially, not pairwise), so the bound is STEP_SAFETY floors; a
# skipped bf16 rounding moves the gradient by ~u = 2⁻⁸ relative, ≥ 10× past it (checked). Compared:
# the outputs the gradient determines smoothly — the first moment m' = (1-β₁)·g (m enters as 0),
# v', the running statistics, the loss and the gradient norm. θ' − θ is Adam's first step ≈ lr·sign(g),
# which a bf16 rounding flipped by an f32 difference upstream moves by 2·lr per element, so θ' is only
# required finite (what θ' is, the erasure certificate states exactly).
STEP_SAFETY = 100
COMPARED = ("m", "v", "state", "loss", "grad_norm")


def _step_error(got: dict, want: dict) -> float:
    """Worst relative L2 over the compared outputs (floors.worst_rel: each tensor against at least
    1e-3 of its group's norm); a net without step state has an empty `state` group."""
    return max([0.0] + [worst_rel(got[g], want[g]) for g in COMPARED
                        if g in want and (not isinstance(want[g], dict) or want[g])])


# Compiling is most of a case's time (XLA 10-70 s a net on the loaded 2 cores, IREE 20-170 s):
# on XLA (where the steps stopped) ConvNeXt, ViT, ResNet and TinyCNN by default — LayerNorm, attention,
# BatchNorm, the dense products whose transposes failed — and the quickest IREE compile; the mobile
# nets' XLA steps (one block file between them) and the other IREE steps in the slow suite.
DEFAULT_XLA = {"convnext", "vit", "resnet", "tinycnn"}
STEP_CASES = [pytest.param(net.NAME, lowerer, id=f"{net.NAME}-{lowerer}",
                           marks=() if (lowerer == "xla" and net.NAME in DEFAULT_XLA) or
                           (lowerer == "iree" and net.NAME == "tinycnn") else pytest.mark.slow)
              for net in nets.all_nets() for lowerer in ("xla", "iree")] + [
    pytest.param(NEWCOMER, lowerer, id=f"{NEWCOMER}-{lowerer}", marks=pytest.mark.slow) for lowerer in ("xla", "iree")]


@pytest.mark.parametrize("net, lowerer", STEP_CASES)
def test_one_bf16_train_step_of_every_net_runs_on_the_host_cpu(net, lowerer, tmp_path, monkeypatch, request):
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    model = _net(net, request).gate_model()
    v = Variant(model, 2, 1, drop=model.drop_sites > 0, bf16=True)
    func, sig = train_step_func(v), signature(v)
    args = [np.asarray(a, np.float32) for a in _step_args(model)]
    got = sig.unpack(get_lowerer(lowerer, cache=False).compile(_module_text(v, func))(*[a.copy() for a in args]))
    assert all(np.all(np.isfinite(np.asarray(t))) for t in got["params"].values())
    exact, faithful, erased = (sig.unpack(den.run(func, args, mode)) for mode in ("f64", "f32", "erased"))
    bound = STEP_SAFETY * _step_error(faithful, exact)
    assert _step_error(got, exact) <= bound
    assert _step_error(erased, exact) >= 10 * bound        # the bound can see a skipped rounding
