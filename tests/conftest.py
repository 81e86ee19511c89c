"""Test-wide setup.

XLA-CPU exposes several host devices only if told before JAX starts, and the replica tests need
four; setting it here (before any test imports jax) keeps every test in one process.
"""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
os.environ.setdefault("JAX_PLATFORMS", "cpu")
