"""bench/profile_xla.py's budget: what a thunk's HLO computes, read from its fused computation (the
per-op budget of issue 31 groups XLA's thunk time by it). Synthetic HLO lines in XLA's printed form."""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
import profile_xla  # noqa: E402

WEIGHTS = {(960, 160), (160,), (3, 3, 960)}


def _kind(root: str, body: str) -> str:
    line = f"  %{root} = f32[1] fusion(%p0, %p1), kind=kLoop, calls=%fused_{root}"
    return profile_xla._budget_kind(line, {f"fused_{root}": body}, 8, WEIGHTS)


def test_a_fusion_of_parameter_shapes_only_is_the_optimizers():
    body = ("  %p0 = f32[960,160]{1,0} parameter(0)\n  %p1 = f32[960,160]{1,0} parameter(1)\n"
            "  %c = f32[] constant(0.9)\n  %b = f32[960,160]{1,0} broadcast(%c)\n"
            "  ROOT %m = f32[960,160]{1,0} multiply(%p0, %b)\n")
    assert _kind("multiply_add_fusion", body) == "optimizer (parameter-shaped)"
    dw = body.replace("960,160", "3,3,1,960")       # a depthwise kernel: unit axes dropped
    assert _kind("wrapped_multiply", dw) == "optimizer (parameter-shaped)"


def test_a_fusion_reading_an_activation_is_not():
    act = ("  %p0 = f32[8,7,7,160]{3,2,1,0} parameter(0)\n  %p1 = f32[160]{0} parameter(1)\n"
           "  %b = f32[8,7,7,160]{3,2,1,0} broadcast(%p1), dimensions={3}\n"
           "  ROOT %s = f32[8,7,7,160]{3,2,1,0} subtract(%p0, %b)\n")
    assert _kind("broadcast_subtract_fusion", act) == "elementwise"
    sums = ("  %p0 = f32[8,7,7,160]{3,2,1,0} parameter(0)\n  %z = f32[] constant(0)\n"
            "  ROOT %r = f32[160]{0} reduce(%p0, %z), dimensions={0,1,2}, to_apply=%add\n")
    assert _kind("ynn_fusion", sums) == "reduce"      # a BatchNorm sum: [C]-shaped, but reads [B, H, W, C]


def test_how_a_thunk_runs_is_read_from_its_partitions():
    split = ('  %f.1 = f32[8,112,112,96]{3,2,1,0} fusion(%p0), kind=kLoop, calls=%fc.1, '
             'backend_config={"outer_dimension_partitions":["2"]}')
    assert profile_xla._runs_on(split) == "split"
    assert profile_xla._runs_on(split.replace('["2"]', "[]")) == "one"
    assert profile_xla._runs_on(split.replace(', backend_config={"outer_dimension_partitions":["2"]}', "")) == "one"
    ynn = ('  %ynn_fusion.1 = f32[16]{0} fusion(%c, %k), kind=kCustom, calls=%fc.2, '
           'backend_config={"outer_dimension_partitions":[],"fusion_config":{"kind":"__ynn_fusion"}}')
    assert profile_xla._runs_on(ynn) == "library"
    reduce_fusion = '  %r.1 = f32[96]{0} fusion(%p0), kind=kInput, calls=%fc.3'
    assert profile_xla._runs_on(reduce_fusion) == "one"
