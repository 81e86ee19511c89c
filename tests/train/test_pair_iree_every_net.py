"""Every net trains on `--lowerer iree` (issue 30): its 32² digits variant, the one the README's
digits tables train, stepped on XLA and on IREE side by side by `hlocert pair --against iree` on
the same batches, masks and schedule, ties within the floor the pair measures (the JAX reference
run twice, the second time with the batch's rows reversed). Slow: each case compiles the step on
XLA, on IREE and the reference (1-4 min a net on a loaded 2-core host); TinyCNN's IREE step is
in the default suite's lowerer agreement already.

MobileNetV2 and MobileNetV4 leave the floor at step 3 (2026-12-06: |Δloss| 4.4e-5 against 3.6e-5,
1.3e-4 against 1.1e-4; the parameters within theirs), and on IREE alone against the JAX reference
the loss gap grows to 3.2e-3 in 6 steps where XLA stays at 9.5e-7 (`hlocert pair --variant
mobilenetv2_nano-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop --lowerer iree --steps 6 --seed 1`): IREE
sums long reductions sequentially in f32 (BENCHMARKS.md, "Accuracy of long f32 sums on IREE"), and
a ReLU6/ReLU mask flipped by that error moves the gradient by O(1) per element; the floor, measured
on the reference's pairwise sums, does not see IREE's own reordering noise. Marked strict xfail:
it fails the day they tie."""
from dataclasses import replace

import pytest

from hlocert import nets
from hlocert.render.variants import Variant
from hlocert.train.pair import PairConfig, run_pair, summary


def digits_variant(net) -> str:
    """The net's smallest digits size at 32², AdamW with the decay mask, clip, EMA, its drop sites."""
    size = {"tinycnn": "S", "convnext": "atto"}.get(net.NAME, "nano")
    v = Variant.parse(f"{net.NAME}_{size}-c10-i32-b32x1-adamw+wx+clip1.0+ema")
    return replace(v, drop=v.model.drop_sites > 0).name


IREE_OFF_FLOOR = {"mobilenetv2", "mobilenetv4"}


@pytest.mark.slow
@pytest.mark.parametrize("net", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason="IREE's sequential "
                                              "f32 sums leave the reference's floor (module docstring)"))
                                 if n.NAME in IREE_OFF_FLOOR else n for n in nets.all_nets()], ids=lambda n: n.NAME)
def test_every_nets_digits_step_ties_on_iree(net, tmp_path, monkeypatch):
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path / "cache"))
    pc = PairConfig(steps=3, variant=digits_variant(net), data="digits", against="iree", out=str(tmp_path / "pair"),
                    workers=0, seed=1, epochs=1)
    rep = run_pair(pc, log=lambda s: None)
    assert rep["verdict"] == "TIE", summary(rep)
    assert rep["steps_run"] == 3 and rep["gap"]["max_dloss"] <= rep["floor"]["loss"]
