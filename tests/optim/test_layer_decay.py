"""Layer-wise lr decay (`+ld{F}`, timm's `--layer-decay`): each tensor's lr times F^(L−1−layer), its
layer the net's `layer_ids()` (timm's group_matcher numbering, tied to timm in
tests/optim/test_layer_decay_torch.py).

The rendered apply step of a micro ViT and a micro ConvNeXt (den, float64) ties optax's chain of the
same family followed by the per-tensor scale (reference/optim.py's `optax_chain`, its own F^(L−1−i)
over the net's `layer_ids`); mutants (the scales reversed, the scale left off the decoupled decay) fail that tie;
`hlocert verify` accepts a rendered +ld step and rejects one whose stem scale was edited; timm's
min_scale (+ldmin{S}) and no_opt_scale (+ldno{S}: the tensors scaled below S frozen, their
gradients out of the clipping norm) tie optax with timm's groups, and three mutants fail; names
without `ld` print as before; `hlocert train --layer-decay F` composes `+ld{F}`; a bad value, or a
net without a layer map, is one line.
"""
import argparse

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest

from hlocert import optim
from hlocert.certify.verify import semantic_checks, verify_text
from hlocert.cli import main
from hlocert.ir.parser import parse_module
from hlocert.optim import transforms
from hlocert.optim.base import Chain, Inject
from hlocert.reference import optim as ref_optim
from hlocert.render import banner_lines, render
from hlocert.render.signature import signature
from hlocert.render.variants import Variant, VariantError
from hlocert.train import config
from hlocert.train.cli import add_train_arguments
from hlocert.train.recipe import with_variant
from hlocert.train.timm_args import load_args_yaml

from test_every_net import newcomer  # noqa: F401  (newcomer: PatchNet, a registered net without a layer map)
from test_optim_ties import den_apply_steps, lr_at, rel
from test_verify import rehash, xla
from vjp_helpers import x64  # noqa: F401  (float64 for every test here, restored after each)

STEPS = 3


def _composed(argv) -> str:
    """The variant name `hlocert train` composes from `argv`."""
    p = argparse.ArgumentParser()
    add_train_arguments(p)
    args = p.parse_args(argv)
    return with_variant(config.from_args(args), config.given(args)).variant.name
NETS = {"vit": "vit_micro-c10-i8-b2x1", "convnext": "convnext_micro-c10-i32-b2x1"}


def apply_tie(name: str) -> float:
    """The largest relative error of θ over STEPS steps: the rendered apply step (den, float64) vs
    optax's chain with the variant's lr scales, fed the same gradients and learning rates."""
    v = Variant.parse(name)
    rng = np.random.default_rng(5)
    params = {k: rng.standard_normal(s) for k, s in v.model.param_shapes().items()}
    tx = ref_optim.optax_chain(v.optimizer, lambda count: lr_at(count + 1), v.model.reference()[0].NO_WEIGHT_DECAY,
                               v.layer_ids())
    ref_params = {k: jnp.asarray(a) for k, a in params.items()}
    ref_state, update, worst = tx.init(ref_params), jax.jit(tx.update), 0.0
    for grads, theta in den_apply_steps(v, params, rng, STEPS):
        updates, ref_state = update({k: jnp.asarray(g) for k, g in grads.items()}, ref_state, ref_params)
        ref_params = optax.apply_updates(ref_params, updates)
        worst = max(worst, *(rel(theta[k], np.asarray(ref_params[k])) for k in params))
    return worst


# AdamW on both nets; SGD (coupled decay, momentum after the scale) and RMSpropTF (lr·s inside the
# momentum buffer, F = 0.65 whose powers are not dyadic) on the ViT, the ConvNeXt's in the slow suite
KINDS = ["adamw+wd0.1+wx+ld0.75", "sgd+m0.9+wd0.01+wx+ld0.75+clip0.5", "rmsproptf+wd0.01+wx+ld0.65"]
CASES = [pytest.param(net, kind, marks=[pytest.mark.slow] if net == "convnext" and not kind.startswith("adamw")
                      else []) for net in NETS for kind in KINDS]


@pytest.mark.parametrize("net, kind", CASES)
def test_layer_decay_step_matches_optax_with_the_scales(net, kind):
    assert apply_tie(f"{NETS[net]}-{kind}") <= 1e-12


class ReversedScales(transforms.LayerScales):
    """The stem steps at lr and the head at lr·F^(L−1)."""
    def table(self):
        top = self.num_layers - 1
        return {name: self.decay ** i for name, i in self.layers} if top else super().table()


class ScaleOnAdamOnly(transforms.Transform):
    """u ← s·u on Adam's direction alone, before the decoupled decay: lr·wd·θ left unscaled."""
    def __init__(self, scales):
        self.scales = scales

    def emit(self, b, flow, state, scalars):
        flow.updates = {n: b.mul(b.scalar(self.scales(n), u), u) for n, u in flow.updates.items()}
        return {}

    def describe(self):
        return []


def adamw_decay_unscaled(b1, b2, eps, weight_decay, mask, scales=transforms.NO_LAYER_SCALES):
    return Inject(Chain(transforms.ScaleByAdam(b1, b2, eps), ScaleOnAdamOnly(scales),
                        transforms.AddDecayedWeights(weight_decay, mask), transforms.ApplyLearningRate()), "lr")


@pytest.mark.parametrize("net", list(NETS))
def test_the_tie_rejects_reversed_scales_and_an_unscaled_decay(net, monkeypatch):
    name = f"{NETS[net]}-adamw+wd0.1+wx+ld0.75"
    assert apply_tie(name) <= 1e-12
    with monkeypatch.context() as m:
        m.setattr(optim, "LayerScales", ReversedScales)
        assert not apply_tie(name) <= 1e-6
    with monkeypatch.context() as m:
        m.setattr(optim, "adamw", adamw_decay_unscaled)
        assert not apply_tie(name) <= 1e-6


# -- timm's min_scale and no_opt_scale: +ldmin{S} clamps each scale, +ldno{S} freezes the tensors below S --

class UnclampedScales(transforms.LayerScales):
    """min_scale ignored: the stem at F^(L−1) below the clamp."""
    def table(self):
        top = self.num_layers - 1
        return {name: self.decay ** (top - i) for name, i in self.layers}


class FrozenStepped(transforms.LayerScales):
    """no_opt_scale ignored by the step: the frozen tensors step at their scale."""
    def __call__(self, name):
        return self.table()[name]


class FrozenInTheNorm(transforms.GlobalNorm):
    """The frozen tensors' gradients counted in the clipping norm (timm gives them none)."""
    def __init__(self, frozen=frozenset()):
        super().__init__()


MIN_SCALE = f"{NETS['vit']}-adamw+wd0.1+wx+ld0.75+ldmin0.5"         # the stem's 0.421875 clamped to 0.5
NO_OPT = f"{NETS['vit']}-sgd+m0.9+wd0.01+wx+ld0.75+ldno0.6+clip0.5"  # layers 0 and 1 (0.42, 0.56) frozen


@pytest.mark.parametrize("name", [MIN_SCALE, NO_OPT, f"{NETS['vit']}-lamb+wd0.01+wx+ld0.75+ldmin0.5+ldno0.55+clip0.5"])
def test_min_and_no_opt_scale_match_optax_with_timms_groups(name):
    assert apply_tie(name) <= 1e-12


@pytest.mark.parametrize("name, patch, broken", [
    (MIN_SCALE, "LayerScales", UnclampedScales),
    (NO_OPT, "LayerScales", FrozenStepped),
    (NO_OPT, "GlobalNorm", FrozenInTheNorm),
])
def test_the_tie_rejects_a_scale_unclamped_a_frozen_tensor_stepped_or_in_the_norm(name, patch, broken, monkeypatch):
    assert apply_tie(name) <= 1e-12
    monkeypatch.setattr(optim, patch, broken)
    assert not apply_tie(name) <= 1e-6


def test_frozen_tensors_keep_their_values_and_the_names_round_trip():
    v = Variant.parse(NO_OPT)
    frozen = v.optimizer.layer_scales(v.layer_ids()).frozen()
    assert frozen and frozen == {k for k, i in v.layer_ids().items() if i < 2}
    params = {k: np.random.default_rng(1).standard_normal(s) for k, s in v.model.param_shapes().items()}
    *_, (_, theta) = den_apply_steps(v, params, np.random.default_rng(2), STEPS)
    assert all(np.array_equal(theta[k], params[k]) for k in frozen)
    assert not any(np.array_equal(theta[k], params[k]) for k in set(params) - frozen)
    assert v.name == NO_OPT and Variant.parse(MIN_SCALE).optimizer.layer_decay_min == 0.5
    lines = banner_lines(v, signature(v), v.chain(), "0" * 64)
    assert any(f"the {len(frozen)} tensors below 0.6 frozen" in line for line in lines)
    for bad, words in (("+ld0.75+ldno0.6", "ldno0.6 is an option of layer decay: add ld"),
                       ("+ld0.75+ldno0.0", "freezes nothing")):
        with pytest.raises(VariantError, match=words):
            Variant.parse(NO_OPT.replace("+ld0.75+ldno0.6", bad.replace("+ld0.75", "") if "add" in words else bad))


def test_verify_accepts_a_frozen_layer_step_and_rejects_one_with_the_frozen_in_the_norm(monkeypatch):
    name = f"{NETS['vit']}-adamw+wx+ld0.75+ldno0.6+clip0.5+drop"
    verdict = verify_text(render(Variant.parse(name)), name, xla())
    assert verdict.ok and verdict.certified, verdict.table()
    monkeypatch.setattr(optim, "GlobalNorm", FrozenInTheNorm)
    text = render(Variant.parse(name))
    failed = {c.name for c in semantic_checks(text, parse_module(text), Variant.parse(name), xla()) if not c.ok}
    assert failed, "the norm over the frozen tensors too passed"


def test_verify_accepts_a_layer_decay_step_and_rejects_an_edited_scale():
    """The whole step (gradient and tail) against jax.grad + optax; the stem's scale 0.75³ read as
    0.75² fails the optimizer tail."""
    name = f"{NETS['vit']}-adamw+wx+ld0.75+drop"
    v = Variant.parse(name)
    text = render(v)
    verdict = verify_text(text, name, xla())
    assert verdict.ok and verdict.certified, verdict.table()
    assert "dense<0.421875>" in text
    edited = rehash(text.replace("dense<0.421875>", "dense<0.5625>"))
    failed = {c.name for c in semantic_checks(edited, parse_module(edited), v, xla()) if not c.ok}
    assert "optimizer tail vs optax" in failed


def test_the_name_prints_ld_where_it_is_given_and_the_banner_states_layers_and_range():
    v = Variant.parse("vit_micro-c10-i8-b2x1-adamw+wx+ld0.75+clip1.0")
    assert v.optimizer.layer_decay == 0.75 and v.name.endswith("adamw+wx+ld0.75+clip1.0")
    assert Variant.parse("vit_micro-c10-i8-b2x1-adamw+wx+clip1.0").optimizer.layer_decay is None
    lines = banner_lines(v, signature(v), v.chain(), "0" * 64)
    line = next(s for s in lines if s.startswith("// layer decay") or "layer decay:" in s)
    assert "over 4 layers" in line and "0.421875 (layer 0) to 1.0 (layer 3)" in line
    with pytest.raises(VariantError, match="not in canonical form"):
        Variant.parse("vit_micro-c10-i8-b2x1-adamw+wx+clip1.0+ld0.75")


def test_a_net_without_a_layer_map_is_one_line(newcomer, capsys, tmp_path, monkeypatch):
    """PatchNet (test_every_net.py's newcomer, registered as a new net is) declares no layer map:
    a +ld variant of it, and `train --layer-decay` on it, are one line each (exit 2), and its
    variants without ld stand."""
    with pytest.raises(VariantError) as e:
        Variant.parse("patchnet_S-c10-i16-b2x1-adamw+wx+ld0.75")
    assert "\n" not in str(e.value) and "PatchNet-S has no layer map" in str(e.value) and "drop +ld" in str(e.value)
    Variant.parse("patchnet_S-c10-i16-b2x1-adamw+wx")
    cwd = tmp_path / "cwd"          # tmp_path holds the newcomer's files
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    assert main(["train", "--model", "patchnet_S", "--img-size", "16", "--layer-decay", "0.75"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("train: error: ") and "PatchNet-S has no layer map" in err, err
    assert not any(cwd.iterdir())


def test_the_flag_composes_ld_and_a_bad_value_is_one_line(capsys, tmp_path, monkeypatch):
    assert _composed(["--model", "vit_micro", "--img-size", "8", "--layer-decay", "0.75"]).endswith(
        "-adamw+wx+ld0.75+clip1.0+drop")
    assert "+ld" not in _composed(["--model", "vit_micro", "--img-size", "8"])
    monkeypatch.chdir(tmp_path)
    assert main(["train", "--model", "tinycnn_S", "--layer-decay=-0.5"]) == 2
    assert capsys.readouterr().err == "train: error: --layer-decay -0.5: give a finite number >= 0\n"
    assert not any(tmp_path.iterdir())



def test_a_timm_args_yaml_layer_decay_is_read(tmp_path):
    """timm's args.yaml keys `layer_decay`, `layer_decay_min_scale` and `layer_decay_no_opt_scale` are the flags'
    fields (the last two were refused off their defaults before +ldmin/+ldno)."""
    path = tmp_path / "args.yaml"
    path.write_text("layer_decay: 0.65\nlayer_decay_min_scale: 0\n")
    assert load_args_yaml(path, lambda s: None)["layer_decay"] == 0.65
    path.write_text("layer_decay: 0.65\nlayer_decay_min_scale: 0.1\nlayer_decay_no_opt_scale: 0.2\n")
    got = load_args_yaml(path, lambda s: None)
    assert (got["layer_decay_min_scale"], got["layer_decay_no_opt_scale"]) == (0.1, 0.2)


def test_the_min_and_no_opt_flags_compose_ldmin_and_ldno_and_bad_values_are_one_line(capsys, tmp_path, monkeypatch):
    base = ["--model", "vit_micro", "--img-size", "8", "--layer-decay", "0.75"]
    assert _composed([*base, "--layer-decay-min-scale", "0.5", "--layer-decay-no-opt-scale", "0.55"]).endswith(
        "-adamw+wx+ld0.75+ldmin0.5+ldno0.55+clip1.0+drop")
    assert _composed([*base, "--layer-decay-min-scale", "0"]).endswith("-adamw+wx+ld0.75+clip1.0+drop")  # timm's 0
    monkeypatch.chdir(tmp_path)
    for argv, said in ((["--layer-decay-min-scale", "0.5"], "ldmin0.5 is an option of layer decay: add ld{F}"),
                       ([*base[4:], "--layer-decay-no-opt-scale", "0"], "ldno0.0 freezes nothing"),
                       ([*base[4:], "--layer-decay-min-scale=-1"], "--layer-decay-min-scale -1.0: give a finite")):
        assert main(["train", "--model", "vit_micro", "--img-size", "8", *argv]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("train: error: ") and said in err, err
    assert not any(tmp_path.iterdir())
