"""`+remat` (ops/remat.py, certify/remat.py): every net's +remat step is its plain step bit for bit
in den float64, each recompute is its forward's twin on the same inputs, the running statistics
are updated once, the recompute mutants die by both checks, and the recompute survives XLA-CPU
(plain names render as before: the drift guard of tests/render/test_artifacts.py)."""
import argparse
import re

import numpy as np
from dataclasses import replace

import pytest

from hlocert import nets
from hlocert import render as render_mod
from hlocert.certify import remat
from hlocert.certify.net_mutants import _step_args, net_mutant_result, net_mutants, step_coupling
from hlocert.certify.coupling import B, M, U, analysis
from hlocert.ir import FuncBuilder, den, print_module
from hlocert.ir.mlir_check import verify_with_mlir
from hlocert.ir.parser import parse_module
from hlocert.ir.core import Func, Op
from hlocert.ir.types import TensorType
from hlocert.ops.remat import BACKWARD, KEEP, POLICY_TEXT, RECOMPUTE, tied
from hlocert.render import render
from hlocert.render.variants import Variant, VariantError
from hlocert.runtime import get_lowerer
from hlocert.train import config
from hlocert.train.cli import add_train_arguments
from hlocert.train.recipe import with_amp, with_bce, with_remat, with_variant

NETS = [n.NAME for n in nets.all_nets()]


def _pair(net: str):
    model = nets.get(net).gate_model()
    return model, *remat._variants(model)


def test_the_option_is_written_after_the_variants_own_and_before_the_nets():
    v = Variant.parse("resnet_microb-c10-i16-b2x1-adamw+wx+remat+nozi")
    assert v.remat and Variant.parse(v.name) == v
    with pytest.raises(VariantError, match="not in canonical form"):
        Variant.parse("resnet_microb-c10-i16-b2x1-adamw+wx+nozi+remat")
    with pytest.raises(VariantError, match=r"not valid for fwd"):
        Variant.parse("tinycnn_S-c10-i16-b2x1-fwd+remat")


def test_an_eval_forward_has_no_backward_to_recompute_in():
    model = nets.get("tinycnn").gate_model()
    with pytest.raises(VariantError, match=r"\+remat .* drop \+remat"):
        Variant(model, 2, kind="fwd", remat=True)


@pytest.mark.parametrize("net", NETS)
def test_remat_gate_passes_every_net(net):
    """Every net has residual blocks to recompute; its +remat step and gradient function equal the
    plain ones bit for bit (den float64, masks that drop, running statistics away from their init)."""
    model, _, rm = _pair(net)
    ok, _, structure = remat.recompute_structure(render_mod.train_step_func(rm))
    assert ok and "nothing recomputed" not in structure, structure
    ok, err, detail = remat.remat_gate(model, _step_args(model))
    assert ok and err == 0.0, detail
    assert "step: all" in detail and "gradient function: all" in detail and "bit-equal" in detail


def _readers(func, value) -> list[Op]:
    return [op for op in func.ops if value in op.operands]


@pytest.mark.parametrize("net", ["resnet", "mobilenetv2"])
def test_the_running_statistics_are_read_and_updated_once(net):
    """The recompute of a training-mode BatchNorm reads no running statistic: the state arguments have
    the same readers in the +remat step as in the plain one, and the same new values come back."""
    _, plain, rm = _pair(net)
    p, r = render_mod.train_step_func(plain), render_mod.train_step_func(rm)
    state = [a for a in p.args if "running_" in a.name]
    assert state
    for a in state:
        twin = next(x for x in r.args if x.name == a.name)
        assert [op.name for op in _readers(r, twin)] == [op.name for op in _readers(p, a)], a.name
    assert len(r.results) == len(p.results)


def test_every_recompute_reads_its_blocks_input_and_its_own_mask_column():
    """ConvNeXt: each block's recompute slices the drop mask at the same column as its forward, and
    its first op reads the −0 tie of the block input the forward kept (the value named by the marks),
    through the barrier."""
    _, _, rm = _pair("convnext")
    func = render_mod.train_step_func(rm)
    sections = remat._sections(func)
    assert len(sections) == 4
    for x_name, s in sections.items():
        cols = [[op.attrs["start_indices"] for op in s[role] if op.name == "stablehlo.slice"]
                for role in ("forward", "recompute")]
        assert cols[0] and repr(cols[0]) == repr(cols[1]), x_name
        barrier = s["tie"][0]
        tie = next(op for op in s["tie"] if op.name == "stablehlo.add" and op.operands[0] is barrier.results[0])
        assert barrier.operands[0].name == x_name.removeprefix("%")
        assert s["recompute"][0].operands[0] is tie.result


def test_the_recompute_leaves_no_value_unread():
    """The recompute's ops nothing reads (the branch output, its drop-path multiply) are pruned."""
    _, _, rm = _pair("vit")
    func = render_mod.train_step_func(rm)
    read = {v for op in func.ops for v in op.operands}
    for s in remat._sections(func).values():
        unread = [op.result.name for op in s["recompute"] if not set(op.results) & read]
        assert not unread


def test_the_banner_states_the_policy_and_only_under_remat():
    model, plain, rm = _pair("tinycnn")
    assert POLICY_TEXT in render(rm) and POLICY_TEXT not in render(plain)
    body = render(rm).split("\n")
    marks = [line for line in body if any(m in line for m in (KEEP, RECOMPUTE, BACKWARD))]
    assert len(marks) == 3 * 2       # two blocks: keep, recompute, backward (and kept, not counted)


RECOMPUTE_MUTANTS = [n for n in remat.MUTANTS if n != "remat-tie-plus-zero"]


@pytest.mark.parametrize("name", RECOMPUTE_MUTANTS)
def test_each_remat_mutant_dies_by_the_tie_and_by_the_structure_alone(name):
    """Each check kills each mutant on its own (the tie by a value, the structure by an op), and the
    mutation suite's entry reports it killed by the remat gate."""
    full = next(k for k in net_mutants() if k.endswith("/" + name))
    model, patch = net_mutants()[full]
    with patch():
        ok, err, detail = remat.remat_tie(model, _step_args(model))
        assert not ok and err > 0, detail
        ok, _, detail = remat.recompute_structure(render_mod.train_step_func(remat._variants(model)[1]))
        assert not ok and "no op of the forward" in detail, detail
    result = net_mutant_result(full)
    assert result.ok and result.method == remat.GATE, result.detail


def test_a_tie_adding_plus_zero_dies_by_the_structure_and_by_the_coupling_pass():
    """x + (+0) turns a −0 of x into +0, and +0 · |s| is no longer the same for every example: the
    structure check finds no −0 tie, the coupling pass sees the ties read across the batch (the
    parameters' tie reads the first example's cotangent). den's tie on the gate inputs cannot see it (no −0 there), which is why the structure
    check reads the constant."""
    full = next(k for k in net_mutants() if k.endswith("/remat-tie-plus-zero"))
    model, patch = net_mutants()[full]
    with patch():
        func = render_mod.train_step_func(remat._variants(model)[1])
        ok, _, detail = remat.recompute_structure(func)
        assert not ok and "no −0 tie" in detail, detail
        ok, _, detail = step_coupling(func)
        assert not ok and ("slice cuts the batch axis" in detail or "mixed" in detail), detail
    result = net_mutant_result(full)
    assert result.ok and result.method == remat.GATE, result.detail


def test_the_ties_are_the_identity_on_minus_zero_and_order_xlas_schedule():
    """A tie x + (−0 · |s|) keeps every bit of x, −0 included, for finite s; the coupling pass reads
    −0 · |s| as the same for every example."""
    b = FuncBuilder("f")
    x, s = b.arg("x", TensorType((2, 3), "f32")), b.arg("s", TensorType((2, 1), "f32"))
    f = b.ret(tied(b, x, -0.0, s))
    xs = np.array([[-0.0, 0.0, 1.5], [-2.0, 3e-45, -0.0]], np.float32)
    for sv in ([[1.0], [-7.0]], [[0.0], [-0.0]]):
        got = den.run(f, [xs, np.array(sv, np.float32)], "f32")[0]
        assert got.tobytes() == xs.tobytes()
    assert analysis(f, {"x": B(0), "s": B(0)}).results[0] == B(0)


@pytest.mark.parametrize("zero, with_abs, unbatched", [(-0.0, True, True), (0.0, True, False), (-0.0, False, False)])
def test_the_coupling_pass_reads_only_minus_zero_times_an_abs_as_the_same_for_every_example(zero, with_abs, unbatched):
    """−0 · |s| is −0 for every finite s; +0 · |s| is +0 too but the pass takes −0 only (the tie
    needs it), and −0 · s is ±0 by s's sign: a batch-summed s stays mixed there."""
    b = FuncBuilder("f")
    s = b.arg("s", TensorType((), "f32"))
    a = b.abs(s) if with_abs else s
    f = b.ret(b.mul(a, b.scalar(zero, a)))
    assert analysis(f, {"s": M}).results[0] == (U if unbatched else M)


def test_a_mutant_patch_is_undone_on_exit():
    for model, patch in remat.mutants().values():
        _, rm = remat._variants(model)
        before = render(rm)
        with patch():
            assert render(rm) != before
        assert render(rm) == before
    assert remat.remat_gate(model, _step_args(model))[0]


def test_the_remat_step_couples_examples_only_where_the_plain_one_does():
    """The coupling pass over the +remat step: the recomputed BatchNorm statistics are declared
    batch statistics like the forward's (their mark survives the pruning), nothing else couples."""
    _, plain, rm = _pair("resnet")
    ok, _, detail = step_coupling(render_mod.train_step_func(rm))
    ok_plain, _, plain_detail = step_coupling(render_mod.train_step_func(plain))
    assert ok and ok_plain, detail
    count = [int(d.split("beyond the ")[1].split()[0]) for d in (detail, plain_detail)]
    assert count[0] > count[1]          # the recompute's statistics besides the forward's and backward's


def test_remat_composes_with_bf16_by_erasure():
    """+bf16+remat read with bf16 erased is the plain f32 step bit for bit (remat adds no rounding)."""
    model, plain, rm = _pair("convnext")
    args = _step_args(model)
    want = den.run(render_mod.train_step_func(plain), args, "f64")
    got = den.run(render_mod.train_step_func(replace(rm, bf16=True)), args, "erased")
    assert all(a.tobytes() == b.tobytes() for a, b in zip(got, want))


TINY = "tinycnn_S-c10-i32-b4x1-adam"


def _train_variant(argv) -> str:
    p = argparse.ArgumentParser()
    add_train_arguments(p)
    args = p.parse_args(argv)
    return with_remat(with_bce(with_amp(with_variant(config.from_args(args), config.given(args))))).variant.name


@pytest.mark.parametrize("argv, variant", [
    (["--variant", TINY], TINY),
    (["--remat", "--variant", TINY], TINY + "+remat"),
    (["--remat", "--variant", TINY + "+remat"], TINY + "+remat"),          # already +remat: fine
    (["--remat", "--amp", "--variant", TINY], TINY + "+bf16+remat"),
    (["--remat", "--model", "tinycnn_S", "-b", "8"], "tinycnn_S-c10-i32-b8x1-adamw+wx+clip1.0+drop+remat"),
])
def test_train_remat_selects_the_remat_twin(argv, variant):
    assert _train_variant(argv) == variant


def test_the_structure_check_sees_a_backward_that_reads_the_forwards_values():
    """A backward fed the forward's values instead of the recompute's is the same function (the tie
    cannot see it) but keeps every activation: the structure check fails it."""
    _, _, rm = _pair("vit")
    func = render_mod.train_step_func(rm)
    x_name, s = next(iter(remat._sections(func).items()))
    ids, table = {}, {}
    fwd = {k: op for op, k in remat._twin_ids(s["forward"], ids, table)}
    twin = {r: fwd[k].results[j] for op, k in remat._twin_ids(s["recompute"], ids, table) if k in fwd
            for j, r in enumerate(op.results)}
    i, op = next((i, op) for i, op in enumerate(func.body) if op in s["backward"] and set(op.operands) & set(twin))
    rewired = Op(op.name, tuple(twin.get(v, v) for v in op.operands), op.attrs, op.result, op.combiner,
                 op.more_results)
    mutant = Func(func.name, func.args, func.arg_attrs, func.body[:i] + [rewired] + func.body[i + 1:],
                  func.visibility)
    assert den.run(mutant, _step_args(nets.get("vit").gate_model()), "f64")[0].tobytes() == \
        den.run(func, _step_args(nets.get("vit").gate_model()), "f64")[0].tobytes()
    ok, _, detail = remat.recompute_structure(mutant)
    assert not ok and f"block {x_name}: its backward's %{op.result.name} reads a value the forward kept" == detail


@pytest.mark.slow       # two XLA compiles of ConvNeXt-atto at 64²: 30-90 s on a loaded 2-core host
def test_the_recompute_survives_xla_and_lowers_its_temporaries(tmp_path, monkeypatch):
    """XLA-CPU's optimised HLO of the +remat step holds more products than the plain step's (the
    barrier and the tie keep its CSE from merging the recompute back), and the compiled step's
    temporaries are lower (the ties keep its scheduler from running the recompute early and from
    deferring the gradient reduces: without them they were higher, bench/remat_memory.py)."""
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    plain = Variant.parse("convnext_atto-c10-i64-b32x1-adamw+wx+clip1.0+drop")
    dots, temps = [], []
    for v in (plain, replace(plain, remat=True)):
        exe = get_lowerer("xla", cache=False).compile(render(v))
        dots.append(sum(len(re.findall(r"= \S+ dot\(", m.to_string())) for m in exe.raw.hlo_modules()))
        temps.append(exe.memory_stats()["temp_size_in_bytes"])
    assert dots[1] > dots[0], dots
    assert temps[1] < temps[0], temps


def test_a_remat_text_parses_back_and_verifies_with_mlir():
    text = render(_pair("resnet")[2])
    assert print_module(parse_module(text)) == text
    verify_with_mlir(text)
