"""`hlocert pair` of a `+bf16` render against the JAX reference under its bf16 policy
(reference/precision.py BF16): the same rounding points, so step 1 (same parameters, same feed)
agrees to float32 rounding of the loss, where the float32 reference would differ by bf16 rounding,
and the run TIEs against its measured floor."""
import numpy as np

from hlocert.train.pair import PairConfig, run_pair, summary
from test_pair import tiny  # noqa: F401  (the fixture: a generated 10-class ImageFolder)

MICRO_BF16 = "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop+bf16"


def test_bf16_micro_ties_with_the_reference_under_its_policy(tiny, tmp_path):  # noqa: F811
    pc = PairConfig(steps=4, variant=MICRO_BF16, data=tiny, out=str(tmp_path), workers=0, lr=5e-3,
                    warmup_epochs=0.25, epochs=3, label_smoothing=0.0, seed=1)
    rep = run_pair(pc, log=lambda s: None)
    assert rep["verdict"] == "TIE", summary(rep)
    s1 = rep["steps"][0]
    # the forward of the same parameters: bf16 products rounded at the same points on both sides
    assert abs(s1["loss_a"] - s1["loss_b"]) <= 8 * np.finfo(np.float32).eps * abs(s1["loss_b"])
