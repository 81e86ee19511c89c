"""den against the StableHLO specification's reference interpreter (jaxlib 0.10.2), both in float64,
on the committed f32 texts: den is the semantics every certificate is stated against, and it is this
project's own code; the interpreter is the spec's, written by others (tests/spec_interpreter.py).

Same inputs (float64 arguments; the text's f32 constants fed as their f32 values on both sides),
compared per output tensor as relative L2, each tensor against at least 1e-3 of all outputs' norm; a
train step's outputs that update an input (θ', moments, EMA, running statistics: the aliased ones)
are compared as their change (θ' − θ, …), which θ' itself would hide under θ. The bound is from
float64 rounding: BOUND = 2¹⁰ units of float64 roundoff (2⁻⁵²·2¹⁰ = 2.3e-13). Both sides round every
op's result to float64 but sum in different orders (numpy pairwise and BLAS blocks against the
interpreter's sequential loops), each sum's error ≤ n·u·Σ|terms| for its n ≤ a few hundred terms
here; measured (ConvNeXt-micro B=2): 9.5e-17 on the forward, ≤ 5.1e-15 on the train steps. One
float32 rounding anywhere (2⁻²⁴ = 6e-8) or a different op semantics is ≥ 10⁵ × past it; feeding the
constants' printed decimals as float64 instead of their f32 values shows as 5.7e-12 on the forward.

The interpreter runs ~1 M multiply-adds a second: the ConvNeXt-micro texts (B=2) are the default
cases; the digits-size nano/atto texts (B=32, 0.3–2.7·10⁸ multiply-adds in a step) are not run as committed, their forwards are
re-rendered at batch 1 for the slow test. The ImageNet-size forwards at batch 1 (ViT-Ti 1.3 GMAC …
ConvNeXt-B 15 GMAC: 20 min to 4 h each at 1 M MAC/s) are out of reach. The 2-replica step needs all_reduce
across replicas, which the interpreter's eval_module does not run (one process, no replica
groups): that text's one-replica twin is covered.
"""
import numpy as np
import pytest

from hlocert.certify.net_mutants import _inputs, _state_inputs
from hlocert.ir import den
from hlocert.ir.parser import parse_module
from hlocert.optim import HostSchedule
from hlocert.render import render
from hlocert.render.artifacts import COMMITTED, path_for
from hlocert.render.signature import signature
from hlocert.render.variants import Variant

from spec_interpreter import run_f64, to_f64_text

BOUND = 2.0 ** -52 * 2 ** 10


def _arguments(v: Variant) -> list[np.ndarray]:
    """The variant's arguments in float64: random data, parameters and running statistics off their
    inits, keep masks that drop, zero moments, the step-1 scalars."""
    params, x, mask, targets = _inputs(v.model, v.batch, 0, all_ones=False)
    groups = {"x": x, "params": params, "state": _state_inputs(v.model, 0), "targets": targets, "drop_mask": mask}
    if v.kind == "train":
        chain = v.chain()
        groups.update(chain.init(params))
        groups["scalars"] = chain.scalars_at(1, HostSchedule(lr=lambda step: 1e-3), np.float64)
    sig = signature(v)
    return [np.asarray(a, np.float64) for a in sig.pack({k: groups[k] for k in sig.names("inputs")})]


def _aliases(text: str) -> dict[int, int]:
    """output index -> the input it updates (tf.aliasing_output), from the text's @main."""
    func = parse_module(text).main
    return {int(attrs["tf.aliasing_output"].value): i for i, attrs in enumerate(func.arg_attrs)
            if attrs and "tf.aliasing_output" in attrs}


def _worst(text: str, args, got, want) -> tuple[float, int]:
    aliases = _aliases(text)
    got = [np.asarray(g, np.float64) - (args[aliases[k]] if k in aliases else 0) for k, g in enumerate(got)]
    want = [np.asarray(w, np.float64) - (args[aliases[k]] if k in aliases else 0) for k, w in enumerate(want)]
    floor = 1e-3 * float(np.sqrt(sum(np.sum(np.square(w)) for w in want)))
    errors = [float(np.linalg.norm(np.ravel(g - np.reshape(w, np.shape(g)))) / max(np.linalg.norm(np.ravel(w)), floor))
              for g, w in zip(got, want)]
    return max(errors), int(np.argmax(errors))


def _agree(text: str, v: Variant):
    args = _arguments(v)
    want = den.run(parse_module(text).main, args, "f64")
    got = run_f64(text, args)
    assert len(got) == len(want)
    worst, at = _worst(text, args, got, want)
    assert worst <= BOUND, f"output {at}: den and the spec interpreter differ by {worst:.3g} > {BOUND:.3g}"


SMALL = [n for n in COMMITTED if "micro" in n and Variant.parse(n).replicas == 1]
DEFAULT = ("convnext_micro-c10-i32-b2x1-fwd+drop", "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop")


@pytest.mark.parametrize("name", [pytest.param(n, marks=() if n in DEFAULT else pytest.mark.slow) for n in SMALL])
def test_den_and_the_spec_interpreter_agree_on_the_committed_small_texts(name):
    _agree(path_for(name).read_text(), Variant.parse(name))


DIGITS_FORWARDS = [n for n in COMMITTED if ("nano" in n or "atto" in n) and Variant.parse(n).kind == "fwd"]


@pytest.mark.slow
@pytest.mark.parametrize("name", DIGITS_FORWARDS)
def test_den_and_the_spec_interpreter_agree_on_the_digits_forwards_at_batch_1(name):
    v = Variant.parse(name)
    one = Variant(v.model, 1, kind="fwd", drop=v.drop)
    _agree(render(one), one)


def test_the_f64_reading_feeds_each_f32_constant_as_its_f32_value():
    text = ('%0 = stablehlo.constant dense<0.70710677> : tensor<2xf32>\n'
            '%1 = stablehlo.constant dense<0xFF800000> : tensor<f32>')
    assert to_f64_text(text) == (f'%0 = stablehlo.constant dense<{float(np.float32(0.70710677))!r}> : tensor<2xf64>\n'
                                 '%1 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>')
