"""The `+bf16` gradient function compiles and runs on XLA-CPU and IREE llvm-cpu and agrees with den
in its faithful f32 reading (bf16 operands rounded to nearest even, f32 accumulation).

The bound, per tensor (loss and every gradient, relative L2, each against at least 1e-3 of the
gradients' norm as in certify/net_mutants.py), is measured (tests/floors.py): against den f64 of the
same text (bf16 operands rounded, float64 accumulation), within K × den f32's own error there — the
f32 accumulation order alone. Measured on the gate models (2026-12-03,
B=2, masks that drop): lowerer vs den f32 ≤ 9.6e-7 (XLA: TinyCNN 1.9e-7, ViT 1.5e-7, ConvNeXt
9.6e-7; IREE: 1.9e-7, 1.2e-7, 3.9e-7), the same size as den f32 vs den f64 (the f32 accumulation
order alone, 9e-8 … 9.4e-7). Rounding the products' operands to bf16 moves the same gradients by
4.3e-3 … 1.2e-2 (den f64 vs den erased, i.e. vs the f32 step), so a lowerer that skipped a convert
(or accumulated in bf16) would be ≥ 100× past the bound; the test checks that margin too. A bf16
rounding flipped by an f32 difference upstream moves one element by ≤ 2⁻⁸ of itself, which over a
tensor stays at rounding size at these sizes.

One `+bf16` train step of every net on the host CPU (issue 34): tests/nets/test_every_net.py.
"""
import numpy as np
import pytest

from hlocert import nets
from hlocert.certify.net_mutants import _inputs
from hlocert.ir import den
from hlocert.render import _module_text, grad_func
from hlocert.render.signature import signature
from hlocert.render.variants import Variant
from hlocert.runtime import get_lowerer

from floors import assert_within_floor

BF16_EFFECT = 1e-3


def _worst(out: dict, want: dict) -> float:
    floor = 1e-3 * float(np.sqrt(sum(np.sum(np.square(g)) for g in want["grads"].values())))
    errors = [abs(float(out["loss"]) - float(want["loss"])) / abs(float(want["loss"]))]
    errors += [float(np.linalg.norm(np.ravel(np.asarray(out["grads"][k], np.float64) - g))
                     / max(np.linalg.norm(np.ravel(g)), floor)) for k, g in want["grads"].items()]
    return max(errors)


def _case(net: str):
    model = nets.get(net).gate_model()
    v = Variant(model, 2, drop=model.drop_sites > 0, bf16=True)
    params, x, mask, targets = _inputs(model, 2, 0, all_ones=False)
    sig = signature(v, grad=True)
    masks = {g.name: mask for g in sig.inputs if g.role == "mask"}
    args = [np.asarray(a, np.float32) for a in sig.pack({"x": x, "params": params, **masks, "targets": targets})]
    return v, sig, args


LOWERERS = [("tinycnn", "xla"), pytest.param("tinycnn", "iree", marks=pytest.mark.slow)] + [
    pytest.param(net, lowerer, marks=pytest.mark.slow) for net in ("vit", "convnext") for lowerer in ("xla", "iree")]


@pytest.mark.parametrize("net, lowerer", LOWERERS)
def test_the_bf16_gradient_runs_and_agrees_with_den(net, lowerer, tmp_path, monkeypatch):
    monkeypatch.setenv("HLOCERT_CACHE_DIR", str(tmp_path))
    v, sig, args = _case(net)
    func = grad_func(v)
    text = _module_text(v, func)
    assert "xbf16>" in text
    got = sig.unpack(get_lowerer(lowerer, cache=False).compile(text)(*[a.copy() for a in args]))
    got = {"loss": np.asarray(got["loss"]), "grads": {k: np.asarray(g) for k, g in got["grads"].items()}}
    faithful = sig.unpack(den.run(func, args, "f32"))
    exact = sig.unpack(den.run(func, args, "f64"))          # the same bf16 roundings, float64 sums
    erased = sig.unpack(den.run(func, args, "erased"))
    assert_within_floor(_worst(got, exact), _worst(faithful, exact), f"{net} on {lowerer} vs den f64")
    assert _worst(got, erased) >= BF16_EFFECT        # the bound can see a skipped rounding
