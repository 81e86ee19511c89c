"""Net-level gates kill each mutant render (that they pass the real nets is in test_certify); the
all-ones control shows why every gate runs with masks that drop (invariant 6)."""
from hlocert.certify.net_mutants import CRASHED, gradient_tie, net_mutants
from hlocert.certify.runner import net_tasks
from hlocert.nets.convnext import ConvNeXt, MisplacedDropSite


def test_every_net_mutant_is_killed(certified):
    """Each mutant through every gate (the mutation suite's tasks, shared with test_certify through
    `certified`): its Result names the gates that failed (`method`) and their details."""
    outcome = {r.rule: r for r in certified([t for t in net_tasks(with_mutants=True) if t.level == "mutant"])}
    assert set(outcome) == set(net_mutants())
    survivors = [name for name, r in outcome.items() if not r.ok]
    assert not survivors, f"mutants no gate kills: {survivors}"
    crashed = [f"{name}: {r.detail}" for name, r in outcome.items() if CRASHED in r.detail]
    assert not crashed, "a mutant must render and be judged, not crash a gate:\n" + "\n".join(crashed)
    assert "gradient_tie" in outcome["convnext/misplaced-drop-site"].method.split(",")
    assert "dp_duplicate" in outcome["convnext/all-reduce-without-divide"].method.split(",")


def test_control_an_all_ones_mask_cannot_see_a_misplaced_drop_site():
    small = ConvNeXt.gate_model()
    model = MisplacedDropSite(small.size, small.num_classes, small.image_size)
    ok, err, _ = gradient_tie(model, all_ones=True)
    assert ok and err <= 1e-12
    ok, err, _ = gradient_tie(model, all_ones=False)
    assert not ok and err > 1e-3


def test_the_reference_step_cache_keeps_float32_and_float64_apart():
    """The cache of reference steps is keyed by JAX's float64 switch too: without it an f32 step
    cached first (a test without float64) was handed to a later f64 tie, which then failed at 1e-12
    (2026-12-05, after gradient_tie's float64 became scoped to its call)."""
    import jax
    import numpy as np
    from hlocert import nets
    from hlocert.certify.net_mutants import _reference_step
    model = nets.get("tinycnn").gate_model()
    with jax.enable_x64(False):
        low = _reference_step(*model.reference(), model, 2, 0, False)
    with jax.enable_x64(True):
        high = _reference_step(*model.reference(), model, 2, 0, False)
    assert np.asarray(low[0]).dtype == np.float32 and np.asarray(high[0]).dtype == np.float64
    assert all(np.asarray(g).dtype == np.float64 for g in high[1].values())
