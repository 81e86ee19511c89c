"""Independent JAX references of the nets (the autodiff oracle and the paired trainer).

- ``ops``    — the ops in plain jax.numpy / jax.lax.
- one module per net, named as its spec in hlocert/nets/ — config, parameter names/shapes/init,
  forward, loss (``loss_fn(params, x, targets, drop_mask, cfg)``); the net's `reference()` names it.
- ``losses`` — a net's reference with timm's BCE as its loss (a ``+bce`` render's oracle).
- ``precision`` — the bf16 mixed-precision policy of the contractions (off unless asked for).
- ``optim``  — the optax chain (clip → AdamW with 1-D decay exclusion), EMA, train step.

Nothing here imports from hlocert outside this package.
"""
