"""timm's LogitDistillationTask loss written from its formula (jax.numpy; float64 under x64), the oracle
the distillation tests share (tests/ops/test_ops_kd.py, test_kd_ties.py, tests/train/test_kd_train.py):
never hlocert's rule nor reference/ops.py's."""
import jax
import jax.numpy as jnp


def kd_loss(z, targets, teacher, temperature, task_weight, distill_weight):
    """w_t · mean_b CE(z_b, t_b) + w_d · T² · Σ_bk r (log r − log q) / B, q = softmax(z/T), r = softmax(u/T)."""
    batch = z.shape[0]
    task = -jnp.sum(targets * jax.nn.log_softmax(z, axis=-1)) / batch
    log_q = jax.nn.log_softmax(z / temperature, axis=-1)
    log_r = jax.nn.log_softmax(teacher / temperature, axis=-1)
    return task_weight * task + distill_weight * temperature ** 2 * jnp.sum(jnp.exp(log_r) * (log_r - log_q)) / batch


def token_kd_loss(z, targets, teacher, hard, temperature, task_weight, distill_weight):
    """timm's TokenDistillationTask on both heads z [B, 2, K]: w_t · mean_b CE(z₀_b, t_b) + w_d · (soft:
    T² · Σ_bk r (log r − log q₁) / B; hard: mean_b −log softmax(z₁_b)[argmax_k u_bk])."""
    batch, main, dist = z.shape[0], z[:, 0], z[:, 1]
    task = -jnp.sum(targets * jax.nn.log_softmax(main, axis=-1)) / batch
    if hard:
        picked = jnp.take_along_axis(jax.nn.log_softmax(dist, axis=-1), jnp.argmax(teacher, axis=-1)[:, None], 1)
        return task_weight * task + distill_weight * -jnp.sum(picked) / batch
    log_q = jax.nn.log_softmax(dist / temperature, axis=-1)
    log_r = jax.nn.log_softmax(teacher / temperature, axis=-1)
    return task_weight * task + distill_weight * temperature ** 2 * jnp.sum(jnp.exp(log_r) * (log_r - log_q)) / batch
