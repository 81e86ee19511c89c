"""`hlocert export` (live and --ema weights) loads into timm's model with strict=True, for every net
that lists timm names (its first one), and timm then holds the export tensor for tensor (`-m torch`:
torch and timm installed)."""
from dataclasses import replace

import numpy as np
import pytest

from hlocert import nets
from hlocert.cli import main
from hlocert.render.signature import STATE
from hlocert.render.variants import Variant
from hlocert.train.checkpoint import save_checkpoint

CASES = [(net, *next(iter(net.timm_names().items()))) for net in nets.all_nets() if net.TIMM]


@pytest.mark.torch
@pytest.mark.parametrize("net, timm_name, size", CASES, ids=[c[1] for c in CASES])
def test_export_loads_into_timm_strictly(net, timm_name, size, tmp_path):
    timm = pytest.importorskip("timm")
    from safetensors.torch import load_file
    model = net.from_name(size, 10, 224, [])
    params = {k: np.asarray(v) for k, v in model.init_params(0).items()}
    ema = {k: v + np.float32(0.5) for k, v in params.items()}
    rng = np.random.default_rng(0)   # a BN net's running statistics travel with the weights
    state = {k: rng.uniform(0.5, 2.0, s).astype(np.float32) for k, s in model.state_shapes().items()}
    plain = Variant(model, 2)
    v = replace(plain, optimizer=replace(plain.optimizer, ema=True))
    groups = v.optimizer.chain(1).init(params, state or None)   # a whole checkpoint of the +ema variant
    groups["ema"] = {**groups["ema"], **ema}                    # (a BN net's: its statistics' shadow too)
    d = save_checkpoint(tmp_path / "checkpoints", 1, {"params": params, **groups, **({STATE: state} if state else {})},
                        {"variant": v.name, "config": {}, "step": 1})
    theirs = timm.create_model(timm_name, pretrained=False, num_classes=10)
    for extra, group in (([], params), (["--ema"], ema)):
        out = tmp_path / "w.safetensors"
        assert main(["export", "--checkpoint", str(d), "-o", str(out), *extra]) == 0
        sd = load_file(str(out))
        theirs.load_state_dict(sd, strict=True)
        held = theirs.state_dict()
        assert all(np.array_equal(held[k].numpy(), sd[k].numpy()) for k in sd)
    assert set(sd) == set(held) and len([k for k in sd if not k.endswith("num_batches_tracked")]) == len(group) + len(state)
