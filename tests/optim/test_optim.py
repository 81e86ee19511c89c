"""The optimizer chain (hlocert/optim) and the step signature (hlocert/render/signature.py): states,
host scalars and metrics concatenated in chain order, one owner for every constant (the banner
states them all), and @main's groups and aliasing read from one place."""
import re
from pathlib import Path

import numpy as np
import pytest

from hlocert.ir import aliasing_attr
from hlocert.ir.parser import parse_module
from hlocert.nets.convnext import ConvNeXt
from hlocert.optim import AdamW, Chain, HostSchedule
from hlocert.optim.transforms import ClipByGlobalNorm, ModelEma, GlobalNorm
from hlocert.render import render
from hlocert.render.artifacts import path_for
from hlocert.render.signature import SignatureError, signature
from hlocert.render.variants import Variant

ROOT = Path(__file__).resolve().parents[2]


def test_chain_concatenates_states_scalars_and_metrics_in_order():
    chain = AdamW(clip_norm=1.0, ema=True).chain(replicas=2)
    assert [s.name for s in chain.states] == ["m", "v", "ema"]
    assert [s.name for s in chain.scalars] == ["lr", "bc1", "bc2", "ema_decay"]   # lr injected first
    assert chain.metrics == ("grad_norm",)
    params = {"w": np.full((2, 3), 2.0, np.float32), "b": np.ones(3, np.float32)}
    state = chain.init(params)
    assert list(state) == ["m", "v", "ema"]
    assert all(not a.any() for g in ("m", "v") for a in state[g].values())
    assert np.array_equal(state["ema"]["w"], params["w"]) and state["ema"]["w"] is not params["w"]


def test_host_scalars_are_the_transforms_own():
    """bc1/bc2 follow the β the chain renders; the EMA decay warms up and is capped."""
    chain = AdamW(b1=0.8, b2=0.99, ema=True).chain()
    s = chain.scalars_at(5, HostSchedule(lr=lambda t: 0.01 * t, ema_decay_max=0.3), np.float64)
    assert s == pytest.approx({"lr": 0.05, "bc1": 1 - 0.8 ** 5, "bc2": 1 - 0.99 ** 5, "ema_decay": 0.3})
    assert chain.scalars_at(1, HostSchedule(lr=lambda t: 1.0))["ema_decay"] == np.float32(2 / 11)


def test_a_chain_refuses_clip_before_the_norm_it_reads_and_repeated_state():
    with pytest.raises(ValueError, match="ClipByGlobalNorm reads grad_norm"):
        Chain(ClipByGlobalNorm(1.0), GlobalNorm())
    with pytest.raises(ValueError, match="same state group"):
        Chain(ModelEma(), ModelEma())


def _banner(text: str) -> list[str]:
    return [line[3:] for line in text[:text.index("module @")].splitlines()]


def test_banner_states_every_baked_constant():
    banner = _banner(render(Variant.parse("convnext_micro-c10-i32-b2x2-adamw+wd0.1+clip0.5+ema+drop")))
    for expected in [
        "loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, "
        "if any, are in the host's targets",
        "data parallel: gradients and loss are the mean over 2 replicas (all-reduce sum ÷ N) before the optimizer",
        "grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, "
        "replica-mean gradients)",
        "clip: optax clip_by_global_norm at 0.5: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)",
        "weight decay: 0.1, decoupled (u + wd·θ, scaled by lr with the update) on every parameter",
        "ema: e' = d·e + (1−d)·θ' of the updated weights, e starts at θ₀",
        "host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)",
        "host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)",
        "host scalar ema_decay: min(cap, (1 + t)/(10 + t)), the EMA decay of step t",
        "results: params' (56 tensors, 7,930 scalars); m' (56 tensors, 7,930 scalars); v' (56 tensors, 7,930 "
        "scalars); ema' (56 tensors, 7,930 scalars); loss scalar; grad_norm scalar",
    ]:
        assert expected in banner
    assert any(line.startswith("adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt)") for line in banner)


def test_the_banner_follows_a_changed_constant():
    """β1, β2 and eps are stated by the transform that bakes them: change one, both move."""
    v = Variant(ConvNeXt("micro", 10, 32), 2, optimizer=AdamW(b1=0.8, b2=0.99, eps=1e-6, exclude_1d_from_decay=True))
    text = render(v)
    banner = _banner(text)
    assert any(line.startswith("adam: β1 0.8  β2 0.99  eps 1e-06") for line in banner)
    assert "host scalar bc1: 1 − β1^t = 1 − 0.8^t (bias correction of m, t the 1-based step)" in banner
    assert any("only (none on biases" in line for line in banner if line.startswith("weight decay: 0.05"))
    body = text[text.index("module @"):]
    assert "dense<0.8>" in body and "dense<0.99>" in body
    assert "dense<0.9>" not in body and "dense<0.999>" not in body and "dense<1.0e-08>" not in body


def test_signature_is_the_rendered_main():
    """Argument names, shapes and aliasing of a committed step are exactly its signature's."""
    name = "convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop"
    sig = signature(Variant.parse(name))
    main = parse_module(path_for(name).read_text()).main
    declared = [(n, s) for g in sig.inputs for n, s in zip(g.arg_names, g.shapes)]
    assert [(a.name, tuple(a.type.shape)) for a in main.args] == declared
    assert [attrs or None for attrs in main.arg_attrs] == [k if k is None else aliasing_attr(k) for k in sig.aliases()]
    assert len(main.results) == len(sig.pack({g.name: g.nest(list(g.keys)) for g in sig.outputs}, side="outputs"))
    assert sig.names() == ["x", "params", "m", "v", "ema", "scalars", "drop_mask", "targets"]
    assert sig.names("outputs") == ["params", "m", "v", "ema", "loss", "grad_norm"]


def test_pack_and_unpack_name_what_is_wrong():
    sig = signature(Variant.parse("convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"))
    values = {g.name: g.nest([np.zeros(s) for s in g.shapes]) for g in sig.inputs}
    flat = sig.pack(values)
    assert len(flat) == 1 + 3 * 56 + 3 + 2
    back = sig.unpack(flat, side="inputs")
    assert list(back["scalars"]) == ["lr", "bc1", "bc2"] and list(back["m"]) == list(values["params"])
    with pytest.raises(SignatureError, match=r"missing \['targets'\]"):
        sig.pack({k: v for k, v in values.items() if k != "targets"})
    with pytest.raises(SignatureError, match="group 'm': missing \\['stem.conv.w'\\]"):
        sig.pack({**values, "m": {k: v for k, v in values["m"].items() if k != "stem.conv.w"}})
    with pytest.raises(SignatureError, match="expected 170 outputs"):
        sig.unpack(flat)


def test_no_caller_counts_positions_or_spells_the_betas():
    """Positional slicing of a step's arguments (`hs[3 * n:4 * n]`, `outs[:nstate]`) and the
    host's own 0.9/0.999 are gone: the signature and the chain own them."""
    slicing = re.compile(r"\[[^]\n]*((\d|\))\s*\*\s*n\b|\bn\s*\+\s*k\b)[^]\n]*\]|\bnstate\b")
    betas = re.compile(r"\b0\.9(99)?\s*\*\*|\b1(\.0)?\s*-\s*0\.9(99)?\b")
    owners = {"hlocert/optim/__init__.py", "hlocert/reference/optim.py", "tests/optim/test_optim.py"}
    found = []
    for path in sorted([*ROOT.glob("hlocert/**/*.py"), *ROOT.glob("tests/**/*.py")]):
        rel = str(path.relative_to(ROOT))
        for i, line in enumerate(path.read_text().splitlines(), 1):
            if rel not in owners and (slicing.search(line) or betas.search(line)):
                found.append(f"{rel}:{i}: {line.strip()}")
    assert not found, "\n".join(found)
