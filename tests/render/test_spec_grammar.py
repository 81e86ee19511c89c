"""The run spec's grammar (hlocert/grammar.py, render/variants.py): declared once, so the name a
spec prints reads back as that spec, and a name that reads prints as itself — on generated specs of
every net, optimizer family and option."""
import re
from dataclasses import fields, replace

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from hlocert import nets
from hlocert.grammar import Number
from hlocert.optim import OPTIMIZERS, SGD, AdamW
from hlocert.render.artifacts import COMMITTED
from hlocert.render.variants import TRAIN_OPTIONS, Variant, VariantError

PROPERTY = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
# One model per net and size the committed renders and bench configs name: each a valid image size
# and class count for that net, which the strategy then varies around.
SEEDS = sorted({(v.model.NAME, v.model.size): v for v in
                (Variant.parse(n) for n in COMMITTED + [c.variant for net in nets.all_nets() for c in net.BENCH.values()])
                }.items())
NUMBERS = st.floats(min_value=0.0, max_value=1e6, allow_nan=False, allow_infinity=False)


def _net_fields(draw, net):
    """A value (or the default) for each field the net's options set: its flags' values, and on a net
    with BatchNorm a momentum in [0, 1] and an eps > 0 (timm's --bn-momentum, --bn-eps)."""
    by_field: dict[str, list] = {}
    for field, value in net.OPTIONS.values():
        by_field.setdefault(field, []).append(value)
    chosen = {f: draw(st.sampled_from(values)) for f, values in by_field.items() if draw(st.booleans())}
    if net.has_batchnorm_options():
        if draw(st.booleans()):
            chosen["bn_momentum"] = draw(st.floats(min_value=0.0, max_value=1.0))
        if draw(st.booleans()):
            chosen["bn_eps"] = draw(st.floats(min_value=1e-12, max_value=1.0))
    return chosen


def _optimizer(draw, family):
    chosen = {}
    for o in family.options():
        if isinstance(o, Number):
            if draw(st.booleans()):
                chosen[o.field] = draw(NUMBERS)
        else:
            chosen[o.field] = draw(st.booleans())
    if family is SGD and not chosen.get("momentum"):
        chosen["nesterov"] = False
    return family(**chosen)


def _loss(draw, train):
    """The train step's loss options: +bce, and with it (or not) a +bcet threshold in [0, 1)."""
    if not (train and draw(st.booleans())):
        return {}
    thresh = draw(st.floats(min_value=0.0, max_value=1.0, exclude_max=True) | st.none())
    return {"bce": True, "bce_thresh": thresh}


@st.composite
def specs(draw):
    """A valid Variant: a seed's net and size at a drawn class count, batch, replicas, kind,
    optimizer (every option of its family) and variant (the loss's too) and net options; invalid
    draws rejected."""
    seed = draw(st.sampled_from(SEEDS))[1]
    model = seed.model
    try:
        model = replace(model, num_classes=draw(st.integers(1, 1000)), **_net_fields(draw, type(model)))
    except ValueError:
        assume(False)
    kind = draw(st.sampled_from(["train", "fwd"]))
    family = draw(st.sampled_from(list(OPTIMIZERS.values())))
    train = kind == "train"
    try:
        return Variant(model, seed.batch * draw(st.integers(1, 3)), draw(st.integers(1, 8)) if train else 1, kind,
                       _optimizer(draw, family) if train else AdamW(),
                       drop=model.drop_sites > 0 and draw(st.booleans()),
                       syncbn=train and bool(model.state_shapes()) and draw(st.booleans()), bf16=draw(st.booleans()),
                       **_loss(draw, train))
    except (VariantError, ValueError):
        assume(False)


@settings(max_examples=150, **PROPERTY)
@given(specs())
def test_a_printed_spec_parses_back_to_itself(spec):
    name = spec.name
    assert Variant.parse(name) == spec
    assert Variant.parse(name).name == name


@settings(max_examples=60, **PROPERTY)
@given(specs(), st.randoms(use_true_random=False))
def test_options_out_of_order_are_refused_naming_the_canonical_name(spec, rnd):
    head, *opts = spec.kind_text.split("+")
    shuffled = opts[:]
    rnd.shuffle(shuffled)
    name = spec.name.removesuffix(spec.kind_text) + "+".join([head, *shuffled])
    if shuffled == opts:
        assert Variant.parse(name) == spec
    else:
        with pytest.raises(VariantError, match=re.escape(f"not in canonical form; write {spec.name!r}")):
            Variant.parse(name)


@pytest.mark.parametrize("spec", [
    Variant(nets.get("tinycnn")("S", 10, 32), 2, optimizer=AdamW(clip_norm=1e-5)),
    Variant(nets.get("tinycnn")("S", 10, 32), 2, optimizer=SGD(momentum=1e-5)),
    Variant(nets.get("tinycnn")("S", 10, 32), 2, optimizer=AdamW(weight_decay=1e16)),
])
def test_a_number_printed_in_exponent_form_reads_back(spec):
    """float(x)!r writes 1e-05 for a small clip or momentum (the reader once took only d.d there) and
    1e+16 for a large decay, whose `+` would part the name: it is written 1e16."""
    assert re.search(r"\de-?\d", spec.name) and "+wd1e+" not in spec.name
    assert Variant.parse(spec.name) == spec


def test_every_option_of_every_family_and_net_is_spelled_once():
    """No two options of one name could read the same text: spellings and prefixes are unique."""
    for net in nets.all_nets():
        for family in OPTIMIZERS.values():
            options = [*TRAIN_OPTIONS, *net.name_options(), *family.options()]
            spellings = [getattr(o, "spelling", None) or o.prefix for o in options]
            assert len(set(spellings)) == len(spellings), (net.NAME, family.HEAD, spellings)
            for o in options:
                if isinstance(o, Number):     # the variant's own (bcet), the net's (bnm, bne) or the family's
                    owner = Variant if o in TRAIN_OPTIONS else net if o in net.name_options() else family
                    assert o.field in {f.name for f in fields(owner)}
