"""Every net trains on `--lowerer iree` (issue 30): its 32² digits variant, the one the README's
digits tables train, stepped on XLA and on IREE side by side by `hlocert pair --against iree` on
the same batches, masks and schedule, ties within the floor the pair measures (the JAX reference
run twice, the second time with the batch's rows reversed). Slow: each case compiles the step on
XLA, on IREE and the reference (1-4 min a net on a loaded 2-core host); TinyCNN's IREE step is
in the default suite's lowerer agreement already.

MobileNetV2 and MobileNetV4 used to leave the floor at step 3 (|Δloss| 4.4e-5 against 3.6e-5): IREE
summed each BatchNorm statistic over N·H·W sequentially in float32 (BENCHMARKS.md, "Accuracy of
long f32 sums on IREE"), and that forward error (7.98e-6 at one element of MNv2-nano's
blocks.2.0.bn1, a ReLU6 input) flipped its subgradient: the first step's gradient was 1.8e-3 from
float64 while XLA's was 2.3e-6, and flipping that one element in the float64 reference reproduces
IREE's gradient to 1.3e-5 (docs/iree_batch_statistics.md). The mobile nets now run IREE's
statistics staged (`bnstat` staged, `+bnstaged`: H, W, then N; their gradient 6.5e-6 from
float64) and tie. A flip stays possible for any float32 side (XLA flipped one at MNv4-nano's 4th
step of 8 along the reference's trajectory; staged IREE one at MNv2's 6th): the pair's kink check
judges both renders then (each gradient against float64 at its own parameters, each render against
its own reference branch replayed through its kink sides), so a flip within its band ties with the
flip named, and what stays OFFSET is not a kink flip."""
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


@pytest.mark.slow
@pytest.mark.parametrize("net", nets.all_nets(), ids=lambda n: n.NAME)
def test_every_nets_digits_step_ties_on_iree(net, tmp_path, monkeypatch):
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path / "cache"))
    pc = PairConfig(steps=3, variant=digits_variant(net), data="digits", against="iree", out=str(tmp_path / "pair"),
                    workers=0, seed=1, epochs=1)
    rep = run_pair(pc, log=lambda s: None)
    assert rep["verdict"] == "TIE", summary(rep)
    assert rep["steps_run"] == 3 and rep["gap"]["max_dloss"] <= rep["floor"]["loss"]
