"""Independent JAX reference of ConvNeXt (the autodiff oracle and the paired trainer).

- ``ops``      — the ops in plain jax.numpy / jax.lax.
- ``convnext`` — config, parameter names/shapes/init, forward, loss, drop-path masks.
- ``optim``    — the optax chain (clip → AdamW with 1-D decay exclusion), EMA, train step.

Nothing here imports from hlocert outside this package.
"""
