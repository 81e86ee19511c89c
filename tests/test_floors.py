"""The measured bounds of tests/floors.py can fail: on ConvNeXt-micro's committed train step, a
float32 run of a wrong text (one LayerNorm's ε 1e-6 → 1e-5, a mutant `hlocert verify`'s fixed 1e-3 let
through, issue 27) and of the right text with one weight tensor 3e-5 off (which the fixed 1e-4 that
the lowerer tie used to have let through) each leave K × den f32's floor in some output group; the same step with the
batch rows reversed (another summation order, no fault) is within it. den in float32 stands in for
the lowerer, so the check costs no compile."""
import numpy as np

from hlocert.ir import den
from hlocert.ir.parser import parse_module
from hlocert.render.artifacts import path_for
from hlocert.render.signature import signature
from hlocert.render.variants import Variant

from floors import bound, step_floors, worst_rel
from test_artifacts import _micro_inputs

NAME = "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"


def _step():
    v = Variant.parse(NAME)
    text, sig, inputs = path_for(NAME).read_text(), signature(v), _micro_inputs(v)
    run = lambda t, feed, mode: sig.unpack(den.run(parse_module(t).main, sig.pack(feed), mode))  # noqa: E731
    want = run(text, inputs, "f64")
    floor = step_floors(run(text, inputs, "f32"), want)
    return text, inputs, run, want, floor


def _past_the_bound(out: dict, want: dict, floor: dict) -> dict:
    return {g: round(worst_rel(out[g], want[g]) / bound(floor[g]), 1) for g in want
            if worst_rel(out[g], want[g]) > bound(floor[g])}


def test_a_wrong_text_and_a_perturbed_weight_fail_the_bound_and_reordered_rows_pass():
    text, inputs, run, want, floor = _step()
    assert text.count("dense<1.0e-06>") == 9            # the LayerNorms' ε
    wrong_eps = run(text.replace("dense<1.0e-06>", "dense<1.0e-05>", 1), inputs, "f32")
    assert {"params", "m", "v"} <= set(_past_the_bound(wrong_eps, want, floor)), _past_the_bound(wrong_eps, want, floor)

    params = dict(inputs["params"])
    name = next(k for k, a in params.items() if a.ndim == 4)
    params[name] = params[name] * np.float32(1 + 3e-5)
    # caught in the step's outputs: at timm's init the moments and the norm leave their bounds (v 1.1×, norm
    # 1.5× the bound) while the parameter group's own floor (4.6e-6, its smallest tensors) hides 3e-5
    assert _past_the_bound(run(text, {**inputs, "params": params}, "f32"), want, floor)

    flipped = {**inputs, **{k: inputs[k][::-1].copy() for k in ("x", "targets", "drop_mask")}}
    assert _past_the_bound(run(text, flipped, "f32"), want, floor) == {}
