"""Test-wide setup.

XLA-CPU exposes several host devices only if told before JAX starts, and the replica tests need
four; setting it here (before any test imports jax) keeps every test in one process.
XLA's LLVM backend runs at -O0 in the suite (`--xla_backend_optimization_level=0`; XLA's default
is 3, xla/debug_options_flags.cc), unless XLA_FLAGS already names a level: the suite compiles ~2,500
small programs (JAX's references, optax updates, the rendered texts) and runs each a few steps, and
-O0 halves a compile (resnet_nano's train step 6.1 → 3.7 s) and cut test_verify + test_pair from 375
to 252 s of CPU. The HLO passes (fusion, layout, the op order that decides rounding) are the same at
every level; the LLVM level changes roundings at the last bit only (resnet_nano's step: at most
6e-7 relative, fused multiply-adds), and every float comparison of the suite is against a floor
measured in its test. The code users run (level 3) is still checked on every net's train step:
test_every_net's lowerer agreement compiles XLA at level 3 (`XLA_USERS_OPTIONS` there: a per-compile
option overrides XLA_FLAGS, and that executable's results are bit-equal to a default-level run's).
`alarm`: a test that would block (a FIFO opened by an old loader) fails after 600 s instead of
hanging the suite (120 s was hit by a real render + compile at load 13).
Every run gets its own empty HLOCERT_CACHE_DIR (render cache, compile cache, digits folder), so no
test depends on what an earlier run, or the user, left in ~/.cache/hlocert. scripts/test.sh makes
one for the run (HLOCERT_TEST_CACHE_DIR), shared by its xdist workers: the caches are written
atomically for processes that share them, and a hit is byte-checked, so which worker compiled a
text first changes no result, only who waits for the compile. A bare `pytest` makes one per process.
`x64_restored` (every test): JAX's float64 switch as it was before the test, so a test (or a
library call) that turns it on cannot make a later test's float32 run a float64 one.
`certified`: the certifier's tasks run once per session, shared by the tests that ask for them.
Under pytest-xdist (scripts/test.sh runs `-n 2 --dist loadgroup`) a test file is one unit of work
(its module fixtures built once), and every test that asks for `certified` goes to one worker, so
the certificates are still computed once per run.
"""
import os
import signal
import sys
import tempfile

import pytest

_flags = os.environ.get("XLA_FLAGS", "")
for _flag in ("--xla_force_host_platform_device_count=4", "--xla_backend_optimization_level=0"):
    if _flag.split("=")[0] not in _flags:
        _flags = f"{_flags} {_flag}".strip()
os.environ["XLA_FLAGS"] = _flags
os.environ.setdefault("JAX_PLATFORMS", "cpu")
# The `hlocert train|bench|...` subprocesses the tests start keep 4 KiB pages: the heap's huge pages
# (hlocert/hugepages.py) gain nothing on the tests' tiny steps, and their first touches cost seconds
# wherever a step pays them; tests/runtime/test_hugepages.py runs its processes without this.
os.environ.setdefault("HLOCERT_HUGE_PAGES", "0")
os.environ["HLOCERT_CACHE_DIR"] = os.environ.get("HLOCERT_TEST_CACHE_DIR") or tempfile.mkdtemp(prefix="hlocert-test-cache-")


def pytest_collection_modifyitems(config, items):
    """Name each test's xdist group: "certify" for the tests sharing `certified`, else its file."""
    for item in items:
        group = "certify" if "certified" in getattr(item, "fixturenames", ()) else item.nodeid.split("::")[0]
        item.add_marker(pytest.mark.xdist_group(group))


@pytest.fixture(autouse=True)
def x64_restored():
    jax = sys.modules.get("jax")
    before = jax.config.jax_enable_x64 if jax else False
    yield
    jax = sys.modules.get("jax")
    if jax and jax.config.jax_enable_x64 != before:
        jax.config.update("jax_enable_x64", before)


@pytest.fixture
def alarm():
    def on_alarm(signum, frame):
        raise TimeoutError("blocked for 600 s")
    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(600)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


@pytest.fixture(scope="session")
def certified():
    """`certified(tasks) -> [Result]`: each certifier task (hlocert/certify/runner.py) run at most
    once per session, keyed by (rule, level, label) — unique over the whole suite, checked here —
    so test_certify's every-rule run and the per-rule tests (test_ops_*, test_net_mutants) read the
    same Results instead of certifying a rule twice. A test run alone runs just its own tasks."""
    from hlocert.certify.runner import suite_tasks   # the rules and SymPy load only for the tests that certify
    keys = [(t.rule, t.level, t.label) for t in suite_tasks(mutants=True)]
    assert len(set(keys)) == len(keys), "two certifier tasks share (rule, level, label): key them apart"
    done = {}

    def run(tasks):
        for t in tasks:
            if (t.rule, t.level, t.label) not in done:
                done[t.rule, t.level, t.label] = t.run()
        return [done[t.rule, t.level, t.label] for t in tasks]
    return run
