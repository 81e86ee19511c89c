"""Net-level gates kill each mutant render (that they pass the real nets is in test_certify); the
all-ones control shows why every gate runs with masks that drop (invariant 6)."""
from hlocert.certify.net_mutants import CRASHED, gradient_tie, net_mutants, run_net_mutants
from hlocert.nets.convnext import ConvNeXt, MisplacedDropSite


def test_every_net_mutant_is_killed():
    outcome = dict(run_net_mutants())
    assert set(outcome) == set(net_mutants())
    survivors = [name for name, results in outcome.items() if all(r.ok for r in results)]
    assert not survivors, f"mutants no gate kills: {survivors}"
    crashed = [f"{name} {r.level}: {r.detail}" for name, results in outcome.items() for r in results
               if r.detail.startswith(CRASHED)]
    assert not crashed, "a mutant must render and be judged, not crash a gate:\n" + "\n".join(crashed)
    assert not outcome["convnext/misplaced-drop-site"][0].ok          # killed by the gradient tie
    assert not outcome["convnext/all-reduce-without-divide"][1].ok    # killed by the DP gate


def test_control_an_all_ones_mask_cannot_see_a_misplaced_drop_site():
    small = ConvNeXt.gate_model()
    model = MisplacedDropSite(small.size, small.num_classes, small.image_size)
    ok, err, _ = gradient_tie(model, all_ones=True)
    assert ok and err <= 1e-12
    ok, err, _ = gradient_tie(model, all_ones=False)
    assert not ok and err > 1e-3
