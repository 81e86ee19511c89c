"""Net-level gates kill each mutant render (that they pass the real net is in test_certify); the
all-ones control shows why every gate runs with masks that drop (invariant 6)."""
from hlocert.certify.net_mutants import NET_MUTANTS, MisplacedDropSite, _model, gradient_tie, run_net_mutants


def test_every_net_mutant_is_killed():
    outcome = dict(run_net_mutants())
    assert set(outcome) == set(NET_MUTANTS)
    survivors = [name for name, results in outcome.items() if all(r.ok for r in results)]
    assert not survivors, f"mutants no gate kills: {survivors}"
    assert not outcome["net/misplaced-drop-site"][0].ok          # killed by the gradient tie
    assert not outcome["net/all-reduce-without-divide"][1].ok    # killed by the DP gate


def test_control_an_all_ones_mask_cannot_see_a_misplaced_drop_site():
    ok, err, _ = gradient_tie(_model(MisplacedDropSite), all_ones=True)
    assert ok and err <= 1e-12
    ok, err, _ = gradient_tie(_model(MisplacedDropSite), all_ones=False)
    assert not ok and err > 1e-3
