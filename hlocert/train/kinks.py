"""Kink flips: whether a train step's gradient that left float64 took a ReLU/ReLU6 subgradient
from the other side of a kink (issue 30, docs/iree_batch_statistics.md), or is wrong.

A ReLU's derivative jumps at 0 (ReLU6's at 0 and 6). An activation input within float32
rounding of its kink can land on either side on two accurate lowerings, and that one element's
derivative (0 or 1) moves the whole gradient by ~1e-3 relative through the BatchNorm VJP that
spreads it: a legitimate discontinuity, not a bug, but far above any rounding floor.

The criterion (`examine`), for one step of a side whose gradient `g` at parameters θ on one batch
is given:

1. the JAX reference's loss is differentiated at θ in float64 (the truth g64) and in float32 (g32),
   each recording every ReLU/ReLU6 input (`Tap`, through reference/ops.py's KINK_TAPS);
2. the kink band of activation layer ℓ is measured, not chosen: band_ℓ = safety × max over the
   layer of |z32 − z64| (the reference's own float32 error of that input), at least
   safety × ε₃₂ × max|z64|. An element whose float64 input lies within band_ℓ of a kink is a
   candidate: a correct float32 forward may put it on either side. One outside cannot be flipped by
   a lowering as accurate as the reference within the safety factor. An input exactly at a kink
   in float64 is no candidate: it is a structural tie (a zero-initialised BatchNorm γ, a ReLU of a
   ReLU's zeros) that every side computes exactly, its derivative fixed by convention (PyTorch's 0);
3. the gradient floor is the reference's own float32 error, whole-gradient relative L2, against
   float64 with the float32 forward's sides taken (the elements where z32 and z64 fall on different
   sides forced to z32's: a flip of the reference itself is not rounding): bound =
   safety × max(floor, ε₃₂);
4. `g` within the bound of g64: the step is clean. Otherwise a set of candidates is searched
   (`_search`, in rounds): every candidate j is scored by how much toggling it alone brings the
   float64 gradient towards `g` (2⟨r, Δ_j⟩ − ‖Δ_j‖², r = `g` less that gradient, Δ_j the toggle's
   move of it, exactly ±(∂L/∂y_j)∇θ z_j: `Prober.linear` gives every j's ⟨r, Δ_j⟩ from one backward
   and one forward-mode pass, and estimates ‖Δ_j‖² from `PROBES` random directions in the same
   batched pass), and the best 1, 2, 4, … scored are toggled together, one float64 gradient each,
   the nearest prefix kept; the next round scores again from there. At most `max_tried` float64
   gradients (`MAX_TRIED` for a pair). The step is a kink flip when the float64
   gradient with the chosen set flipped is within the bound of `g`, else unexplained (a bug, or a
   forward error beyond the band: both are findings). The search only decides which in-band inputs
   to flip; the verdict is the one float64 gradient with them flipped, against the same bound.

A flipped derivative keeps the forward exact: y + (s·x − stop_gradient(s·x)) with s the change of
slope, so the loss, the running statistics and every other derivative are the reference's.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

EPS32 = float(np.finfo(np.float32).eps)
MAX_TRIED = 48      # float64 gradients the search (`_search`) may evaluate
PROBES = 15         # random directions estimating each flip's size (`_search`, `Prober.linear`)
CHUNK = 4           # directions `Prober.linear` carries through the net at once (memory: one tangent copy each)
SKIPS = 4           # a round's best scored candidates `_search` may pass over when flipping one alone does not help


class Tap:
    """A kink tap (reference/ops.py KINK_TAPS) while in a `with`: records every ReLU/ReLU6 input in
    call order (`inputs`, `kinks`), and where `forces[i]` is (F, D) sets the derivative at F's
    elements (F = 1) to D (0 or 1), the value unchanged. `offsets[i]` (zeros of the output's shape)
    is added to the output: the gradient with respect to it is each output's cotangent
    (`Prober.linear`)."""

    def __init__(self, forces: list | None = None, offsets: list | None = None):
        self.forces = forces
        self.offsets = offsets
        self.inputs: list = []
        self.kinks: list[tuple[float, ...]] = []

    def __call__(self, x, y, slope, kinks):
        import jax
        i = len(self.inputs)
        self.inputs.append(x)
        self.kinks.append(tuple(kinks))
        if self.forces is not None:
            f, d = self.forces[i]
            s = f * (d - slope.astype(x.dtype))
            sx = s * x
            y = y + (sx - jax.lax.stop_gradient(sx))
        if self.offsets is not None:
            y = y + self.offsets[i]
        return y

    def __enter__(self):
        from ..reference import ops
        ops.KINK_TAPS.append(self)
        return self

    def __exit__(self, *exc):
        from ..reference import ops
        ops.KINK_TAPS.pop()


def slope(z: np.ndarray, kinks: tuple[float, ...]) -> np.ndarray:
    """The reference's derivative (0 or 1) of ReLU (kinks (0,)) or ReLU6 (kinks (0, 6)) at z."""
    return ((z > 0) & (z < 6)) if len(kinks) == 2 else (z > 0)


def layer_name(i: int, kinks: tuple[float, ...], shape) -> str:
    """Activation `i` (forward order) named by its function and input shape."""
    return f"{'relu6' if len(kinks) == 2 else 'relu'} #{i} {list(shape)}"


def pair_loss(fn, with_state: bool):
    """(params, state, x, t, mask, cfg) → (loss, new state) of a reference's `train_loss` or `loss_fn`."""
    if with_state:
        return fn
    return _LOSSES.setdefault(fn, lambda p, st, x, t, m, cfg: (fn(p, x, t, m, cfg), st))


_LOSSES: dict = {}


class Prober:
    """The reference's loss of one net at given parameters and batch, in float32 or float64: the
    loss, the gradient and every ReLU/ReLU6 input (`kinks`: each one's kink points), with chosen
    derivatives forced (`forces`: one (F, D) per activation, or None)."""

    def __init__(self, loss, cfg):
        import jax
        self.kinks: list[tuple[float, ...]] | None = None
        self._loss, self._jitted = (loss, cfg), {}

        def probe(params, state, x, t, mask, forces):
            def f(p):
                with Tap(forces) as tap:
                    loss_value, _ = loss(p, state, x, t, mask, cfg)
                self.kinks = tap.kinks
                return loss_value, tap.inputs
            (loss_value, zs), g = jax.value_and_grad(f, has_aux=True)(params)
            return loss_value, g, zs

        self._probe = jax.jit(probe)

    def run(self, params, state, x, t, mask, forces=None, f64: bool = False):
        """(loss, {name: gradient}, [activation inputs]) as float64 numpy."""
        import jax
        dt = np.float64 if f64 else np.float32

        def cast(tree):
            return jax.tree_util.tree_map(lambda a: np.asarray(a, dt), tree)
        with jax.enable_x64(f64):
            out = self._probe(cast(params), cast(state), np.asarray(x, dt), np.asarray(t, dt),
                              None if mask is None else np.asarray(mask, dt), None if forces is None else cast(forces))
            loss_value, g, zs = jax.tree_util.tree_map(lambda a: np.asarray(a, np.float64), out)
        return float(loss_value), g, zs

    def linear(self, params, state, x, t, mask, dirs: list[dict], zs: list, forces=None) -> tuple[list, list]:
        """In float64, with `forces`: (each activation output's cotangent ∂L/∂y, and for each direction
        d of `dirs` (parameter-shaped) each activation input's derivative along it, ⟨∇θ z_j, d⟩: a
        backward pass and forward-mode passes, `CHUNK` directions at a time); `zs` the activation
        inputs (their shapes).

        Taking element j's derivative s_j (0 or 1) to the other side changes only its input's
        cotangent, s_j ∂L/∂y_j, and so moves the gradient by exactly Δ_j = ±(∂L/∂y_j) ∇θ z_j (the
        cotangent of y comes from the layers after it, which s_j does not touch; ∇θ z_j from those
        before): ⟨r, Δ_j⟩ = ±(∂L/∂y_j)⟨∇θ z_j, r⟩ for every j at once, and ‖Δ_j‖² = (∂L/∂y_j)²‖∇θ z_j‖²,
        whose mean over Gaussian directions d estimates ‖∇θ z_j‖² (E⟨∇θ z_j, d⟩² = ‖∇θ z_j‖²)."""
        import jax
        if "linear" not in self._jitted:
            loss, cfg = self._loss

            def f(params, state, x, t, mask, forces, b):
                with Tap(forces, b) as tap:
                    loss_value, _ = loss(params, state, x, t, mask, cfg)
                return loss_value, tap.inputs

            def cotangents(params, state, x, t, mask, forces, b0):      # one backward pass
                return jax.grad(lambda b: f(params, state, x, t, mask, forces, b)[0])(b0)

            def tangents(params, state, x, t, mask, forces, dirs, b0):  # forward mode only
                return jax.vmap(lambda d: jax.jvp(lambda p: f(p, state, x, t, mask, forces, b0)[1],
                                                  (params,), (d,))[1])(dirs)
            self._jitted["linear"] = jax.jit(cotangents), jax.jit(tangents)

        def cast(tree):
            return jax.tree_util.tree_map(lambda a: np.asarray(a, np.float64), tree)
        cotangents, tangents = self._jitted["linear"]
        out_t = []
        with jax.enable_x64(True):
            args = (cast(params), cast(state), np.asarray(x, np.float64), np.asarray(t, np.float64),
                    None if mask is None else np.asarray(mask, np.float64), None if forces is None else cast(forces))
            b0 = [np.zeros(z.shape) for z in zs]
            out_ct = [np.asarray(a, np.float64) for a in cotangents(*args, b0)]
            for c in range(0, len(dirs), CHUNK):  # CHUNK directions at a time: each a forward-mode copy of the net
                stacked = {k: np.stack([np.asarray(d[k], np.float64) for d in dirs[c:c + CHUNK]]) for k in params}
                out_t.append([np.asarray(a, np.float64) for a in tangents(*args, stacked, b0)])
        return out_ct, [np.concatenate(parts) for parts in zip(*out_t)]


def whole_rel(a: dict, b: dict) -> float:
    """‖a − b‖ / ‖b‖ over all tensors as one vector, in float64."""
    d = sum(float(np.sum((np.asarray(a[k], np.float64) - b[k]) ** 2)) for k in b)
    n = sum(float(np.sum(np.asarray(b[k], np.float64) ** 2)) for k in b)
    return float(np.sqrt(d / max(n, 1e-300)))


@dataclass
class Flip:
    """One element whose derivative a side took from the kink's other side than float64."""
    step: int
    side: str            # the side's name in the report
    layer: str           # `layer_name`
    index: tuple         # the element in the activation input
    input64: float       # its float64 value
    kink: float
    band: float          # the layer's measured band

    def describe(self) -> str:
        return (f"step {self.step} {self.side}: {self.layer} {list(self.index)}, float64 input {self.input64:+.3e}, "
                f"{abs(self.input64 - self.kink):.2e} from kink {self.kink:g} (band {self.band:.2e})")

    def to_json(self) -> dict:
        return {"step": self.step, "side": self.side, "layer": self.layer, "index": list(self.index),
                "input64": self.input64, "kink": self.kink, "distance": abs(self.input64 - self.kink),
                "band": self.band}


@dataclass
class Examination:
    """One step of one side against float64 (the module docstring's criterion)."""
    step: int
    deviation: float                 # whole-gradient rel L2 of the side against float64
    floor: float                     # the reference float32's (its own flips taken)
    bound: float                     # safety × max(floor, eps32)
    candidates: int                  # inputs within their layer's band
    clean: bool                      # deviation ≤ bound
    explained: bool                  # clean, or a flip set within the bound
    residual: float | None = None    # the side against float64 with the chosen flips
    tried: int = 0                   # float64 gradients the search evaluated (`_search`)
    rounds: int = 0
    flips: list[Flip] = field(default_factory=list)
    sides: list | None = None        # per activation: (F, D) the side's derivatives at the candidates
    z64: list | None = None          # per activation: the float64 inputs
    bands: list | None = None        # per activation: the measured band

    def describe(self) -> str:
        if self.clean:
            return f"step {self.step}: gradient {self.deviation:.2e} from float64 (bound {self.bound:.2e}): clean"
        if self.explained:
            return (f"step {self.step}: gradient {self.deviation:.2e} from float64, {self.residual:.2e} with "
                    f"{len(self.flips)} kink flip(s) (bound {self.bound:.2e}): explained")
        return (f"step {self.step}: gradient {self.deviation:.2e} from float64 (bound {self.bound:.2e}); a search of "
                f"{self.tried} flip sets ({self.rounds} rounds) over the {self.candidates} inputs within their kink "
                f"band leaves "
                f"{self.residual if self.residual is not None else self.deviation:.2e}: not a kink flip")

    def to_json(self) -> dict:
        return {"step": self.step, "deviation": self.deviation, "floor": self.floor, "bound": self.bound,
                "candidates": self.candidates, "clean": self.clean, "explained": self.explained,
                "residual": self.residual, "tried": self.tried, "rounds": self.rounds, "flips": [f.to_json() for f in self.flips]}


def _add(a: dict, b: dict, s: float = 1.0) -> dict:
    return {k: a[k] + s * b[k] for k in a}


def norm(a: dict) -> float:
    """The L2 norm of all tensors of `a` as one vector."""
    return float(np.sqrt(sum(float(np.sum(v * v)) for v in a.values())))


def examine(prober: Prober, params, state, x, t, mask, g: dict, safety: float, step: int, side: str,
            max_tried: int = MAX_TRIED, log=None) -> Examination:
    """Side `side`'s gradient `g` at `params` on batch (x, t, mask) of step `step`, judged by the
    module docstring's criterion; the search evaluates at most `max_tried` float64 gradients, and
    says where it is after each round to `log` (a callable taking a line), if given."""
    _, g64, z64 = prober.run(params, state, x, t, mask, f64=True)
    _, g32, z32 = prober.run(params, state, x, t, mask)
    kinks = prober.kinks
    bands, cands, forces_r = [], [], []
    own = False
    for i, (a, b, kk) in enumerate(zip(z64, z32, kinks)):
        band, dist = _band(a, b, kk, safety)
        bands.append(band)
        cands += [(float(dist[j]) / band, i, int(j)) for j in _near(dist, band)]
        s64, s32 = slope(a, kk), slope(b, kk)
        differ = s64 != s32                  # the reference's own float32 flips
        own |= bool(differ.any())
        forces_r.append((differ.astype(np.float64), s32.astype(np.float64)))
    g64r = prober.run(params, state, x, t, mask, forces=forces_r, f64=True)[1] if own else g64
    floor = whole_rel(g32, g64r)
    bound = safety * max(floor, EPS32)
    dev = whole_rel(g, g64)
    cands.sort()
    ex = Examination(step, dev, floor, bound, len(cands), dev <= bound, dev <= bound, z64=z64, bands=bands)
    chosen: list[tuple[int, int]] = []
    if not ex.clean and cands:
        chosen, ex.residual, ex.tried, ex.rounds = _search(prober, params, state, x, t, mask, g, g64, z64, cands, bound,
                                                           max_tried, log)
        ex.explained = bool(chosen) and ex.residual <= bound
        if ex.explained:
            for i, j in chosen:
                idx = tuple(int(n) for n in np.unravel_index(j, z64[i].shape))
                v = float(z64[i].reshape(-1)[j])
                kink = min(kinks[i], key=lambda k: abs(v - k))
                ex.flips.append(Flip(step, side, layer_name(i, kinks[i], z64[i].shape), idx, v, kink, bands[i]))
    if ex.explained:
        # the side's derivatives at every candidate: float64's, but the other at the flips
        flipped = set(chosen)
        ex.sides = []
        for i, (a, kk) in enumerate(zip(z64, kinks)):
            f, d = np.zeros_like(a), slope(a, kk).astype(np.float64)
            for _, li, j in cands:
                if li == i:
                    f.reshape(-1)[j] = 1.0
                    if (i, j) in flipped:
                        d.reshape(-1)[j] = 1.0 - d.reshape(-1)[j]
            ex.sides.append((f, d))
    return ex


def _search(prober: Prober, params, state, x, t, mask, g: dict, g64: dict, z64: list, cands: list,
            bound: float, max_tried: int, log=None) -> tuple[list[tuple[int, int]], float, int, int]:
    """The module docstring's step 4: a set of candidates (activation, flat element) whose flips bring
    the float64 gradient within `bound` of `g`, or as near as the search gets: (the set, `g` against
    the float64 gradient with it flipped, the float64 gradients evaluated, the rounds).

    Toggling candidate j (flipping it, or taking a flip of it back) moves the float64 gradient by Δ_j
    exactly and so takes ‖r‖² (r = `g` less that gradient) down by 2⟨r, Δ_j⟩ − ‖Δ_j‖². Each round
    computes ⟨r, Δ_j⟩ for every j and estimates ‖Δ_j‖² for every j from `PROBES` random Gaussian
    directions (`Prober.linear`, forward-mode), at the set so far (flips interact: two in one
    BatchNorm channel change each other's Δ). The candidates that point towards `g` (⟨r, Δ_j⟩ > 0)
    are ranked by that gain and the best 1, 2, 4, … toggled together, one float64 gradient each
    (gains are not additive where Δs overlap, and the sizes are estimates: the float64 gradient
    decides), keeping the prefix that leaves `g` nearest while each longer one does better; where
    even the first alone does not bring `g` nearer it is passed over (at most `SKIPS` a round). At
    most `max_tried` float64 gradients."""
    chosen: set[tuple[int, int]] = set()
    gs, res = g64, whole_rel(g, g64)
    tried = rounds = 0
    rng = np.random.default_rng(0)

    def forces(flips):
        return flip_forces(prober, z64, [(i, j, z64[i].reshape(-1)[j]) for i, j in sorted(flips)]) if flips else None
    while tried < max_tried and res > bound:
        rounds += 1
        now, r = forces(chosen), _add(g, gs, -1.0)
        probes = [{k: rng.standard_normal(np.shape(a)) for k, a in g.items()} for _ in range(PROBES)]
        ct, tangents = prober.linear(params, state, x, t, mask, [r] + probes, z64, now)
        pull = [c * d[0] for c, d in zip(ct, tangents)]
        size = [c * c * np.mean(d[1:] ** 2, axis=0) for c, d in zip(ct, tangents)]
        ranked = []
        for _, i, j in cands:
            up = not slope(np.float64(z64[i].reshape(-1)[j]), prober.kinks[i]) ^ ((i, j) in chosen)  # 0 → 1 now
            c = float(pull[i].reshape(-1)[j]) * (1.0 if up else -1.0)
            if c > 0:
                ranked.append((float(size[i].reshape(-1)[j]) - 2.0 * c, i, j))
        ranked = [(i, j) for _, i, j in sorted(ranked)]
        best: tuple[float, set, dict] | None = None
        for first in range(min(SKIPS + 1, len(ranked))):
            k = 1
            while tried < max_tried:
                toggled = chosen ^ set(ranked[first:first + k])
                gt = prober.run(params, state, x, t, mask, forces=forces(toggled), f64=True)[1]
                tried += 1
                rt = whole_rel(g, gt)
                if rt >= (res if best is None else best[0]):
                    break
                best = (rt, toggled, gt)
                if first + k >= len(ranked):
                    break
                k = min(2 * k, len(ranked) - first)
            if best is not None or tried >= max_tried:
                break
        if log is not None:
            log(f"kink search round {rounds}: {len(ranked)} of {len(cands)} candidates point towards the side; "
                + (f"{len(best[1] ^ chosen)} toggled, {best[0]:.2e} from it (bound {bound:.2e})" if best else
                   "no toggle brings it nearer") + f"; {tried} float64 gradients")
        if best is None:
            break
        res, chosen, gs = best
    return sorted(chosen), res, tried, rounds


def candidates(prober: Prober, params, state, x, t, mask, safety: float) -> list[tuple[float, int, int, float]]:
    """(distance, activation, flat element, float64 input) of every input within its layer's kink band
    (the module docstring's step 2), nearest first."""
    _, _, z64 = prober.run(params, state, x, t, mask, f64=True)
    _, _, z32 = prober.run(params, state, x, t, mask)
    out = []
    for i, (a, b, kk) in enumerate(zip(z64, z32, prober.kinks)):
        band, dist = _band(a, b, kk, safety)
        out += [(float(dist[j]), i, int(j), float(a.reshape(-1)[j])) for j in _near(dist, band)]
    return sorted(out)


def _band(z64: np.ndarray, z32: np.ndarray, kinks: tuple[float, ...], safety: float) -> tuple[float, np.ndarray]:
    """(the layer's kink band, each input's float64 distance to its nearest kink, flat): the module
    docstring's step 2."""
    band = safety * max(float(np.max(np.abs(z32 - z64))), EPS32 * float(np.max(np.abs(z64))))
    return band, np.min(np.abs(z64[..., None] - np.asarray(kinks)), axis=-1).reshape(-1)


def _near(dist: np.ndarray, band: float) -> np.ndarray:
    """The flat indices of the candidates: within the band, not exactly at a kink."""
    return np.flatnonzero((dist <= band) & (dist > 0))


def flip_forces(prober: Prober, zs: list, flips: list[tuple[int, int, float]]) -> list:
    """Forces (one (F, D) per activation) taking each (activation, flat element, float64 input) of
    `flips` from the other side of its kink than its float64 input."""
    forces = [(np.zeros(z.shape), np.zeros(z.shape)) for z in zs]
    for i, j, v in flips:
        forces[i][0].reshape(-1)[j] = 1.0
        forces[i][1].reshape(-1)[j] = 1.0 - float(slope(np.float64(v), prober.kinks[i]))
    return forces


_FORCED_STEP = []


def forced_step(params, net_state, opt_state, x, t, mask, forces, cfg, optimizer, loss):
    """optim.train_step_with_state with the derivatives `forces` sets (one (F, D) per activation):
    (params, net_state, opt_state, loss, grad_norm); `loss` from `pair_loss`."""
    if not _FORCED_STEP:
        import functools

        import jax
        import optax

        from ..reference import optim as ro

        @functools.partial(jax.jit, static_argnames=("cfg", "optimizer", "loss"))
        def step(params, net_state, opt_state, x, t, mask, forces, cfg, optimizer, loss):
            def f(p):
                with Tap(forces):
                    return loss(p, net_state, x, t, mask, cfg)
            (value, new_state), grads = jax.value_and_grad(f, has_aux=True)(params)
            params, opt_state = ro.update(params, opt_state, grads, optimizer)
            return params, new_state, opt_state, value, optax.tree.norm(grads)
        _FORCED_STEP.append(step)
    return _FORCED_STEP[0](params, net_state, opt_state, x, t, mask, forces, cfg=cfg, optimizer=optimizer, loss=loss)
