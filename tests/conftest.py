"""Test-wide setup.

XLA-CPU exposes several host devices only if told before JAX starts, and the replica tests need
four; setting it here (before any test imports jax) keeps every test in one process.
`alarm`: a test that would block (a FIFO opened by an old loader) fails after 120 s instead of
hanging the suite.
Every run gets its own empty HLOCERT_CACHE_DIR (render cache, compile cache, digits folder), so no
test depends on what an earlier run, or the user, left in ~/.cache/hlocert.
"""
import os
import signal
import tempfile

import pytest

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ["HLOCERT_CACHE_DIR"] = tempfile.mkdtemp(prefix="hlocert-test-cache-")


@pytest.fixture
def alarm():
    def on_alarm(signum, frame):
        raise TimeoutError("blocked for 120 s")
    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(120)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)
