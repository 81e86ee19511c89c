"""The contenders a bench times, and the inputs they share: the rendered train step on a lowerer
(`Rendered`) and the JAX reference step (`Reference`). Each has `compile_s`, `memory()` and a
`step()` that runs one step to completion."""
from __future__ import annotations

import time
from typing import Any

import numpy as np

from ..nets.base import draw_drop_mask
from ..optim import HostSchedule
from ..render.signature import STATE, signature
from ..runtime import get_lowerer
from .configs import BenchError
from .machine import rss


def inputs(v, seed: int = 0) -> dict:
    """The global batch's data, mask and init params, and the step-1 state and host scalars the
    optimizer chain gives (lr 1e-3)."""
    model = v.model
    rng = np.random.default_rng(seed)
    gb = v.batch * v.replicas
    params = model.init_params(seed)
    x = rng.standard_normal(model.x_shape(gb)).astype(np.float32)
    t = rng.random((gb, model.num_classes)).astype(np.float32)
    t /= t.sum(axis=1, keepdims=True)
    mask = draw_drop_mask(rng, gb, model.drop_ramp()).astype(np.float32) if v.drop else None
    chain = v.optimizer.chain(v.replicas)
    return {"params": params, "net_state": model.init_state(), "state": chain.init(params), "x": x, "targets": t,
            "mask": mask,
            "scalars": chain.scalars_at(1, HostSchedule(lr=lambda step: 1e-3))}


def step_arguments(sig, inp: dict, rows: slice = slice(None)) -> list:
    """The step's flat argument list for the rows `rows` of `inputs`' global batch."""
    masks = {g.name: np.ascontiguousarray(inp["mask"][rows]) for g in sig.inputs if g.role == "mask"}
    return sig.pack({"x": inp["x"][rows], "params": inp["params"], STATE: inp["net_state"], **inp["state"],
                     "scalars": inp["scalars"],
                     **masks, "targets": inp["targets"][rows]})


def _option(text: str) -> tuple[str, Any]:
    name, _, value = text.partition("=")
    low = value.lower()
    return name.lstrip("-"), (low == "true") if low in ("true", "false") else int(value) if value.isdigit() else value


class Rendered:
    def __init__(self, lowerer_name: str, text: str, v, inp: dict, gpu: bool, extra_flags=()):
        opts = {"platform": "gpu" if gpu else "cpu", "cache": False}
        if extra_flags and lowerer_name == "iree":
            opts["extra_flags"] = tuple(extra_flags)
        elif extra_flags:        # xla: NAME=VALUE debug options, or "none" for XLA's own defaults
            opts["options"] = {} if list(extra_flags) == ["none"] else dict(_option(f) for f in extra_flags)
        if lowerer_name == "iree" and gpu:
            opts["cuda_target"] = "sm_80"
        self.lowerer = get_lowerer(lowerer_name, **opts)
        t0 = time.perf_counter()
        self.exe = self.lowerer.compile(text, replicas=v.replicas)
        self.compile_s = time.perf_counter() - t0
        self.v = v
        self.sig = sig = signature(v)
        R = v.replicas
        rss0, _ = rss()     # after compiling: the growth is the buffers and runtime, not the compiler
        # put() takes per-replica lists of the full argument list (a flat list for one replica)
        per = [step_arguments(sig, inp, slice(r * v.batch, (r + 1) * v.batch)) for r in range(R)]
        full = self.exe.put(per[0]) if R == 1 else self.exe.put(per)
        self.args = [sig.unpack(f, side="inputs") for f in ([full] if R == 1 else full)]
        self.rss_growth = None
        if self.exe.memory_stats() is None:
            # no compiled statistics (IREE): the RSS growth over putting the state and one step,
            # taken now, before any other contender allocates
            self.step()
            self.rss_growth = max(0, rss()[0] - rss0)

    def step(self) -> float:
        """One step; its results' carried groups become the next step's arguments."""
        sig = self.sig
        flat = [sig.pack(a) for a in self.args]
        outs = [self.exe.run(flat[0])] if self.v.replicas == 1 else self.exe.run(flat)
        outs = [sig.unpack(o) for o in outs]
        for a, o in zip(self.args, outs):
            a.update({g: o[g] for g in sig.carried})
        loss = self.exe.to_host([outs[0]["loss"]]) if self.v.replicas == 1 else \
            self.exe.to_host([[o["loss"]] for o in outs])[0]
        return float(loss[0])

    def memory(self) -> dict:
        stats = self.exe.memory_stats()
        if stats:
            return _xla_memory(stats)
        return {"source": "rss_growth (state put + first step)", "rss_growth_bytes": self.rss_growth}


def _xla_memory(stats: dict) -> dict:
    g = {k.replace("_size_in_bytes", "").replace("_in_bytes", ""): int(v) for k, v in stats.items()}
    peak = g.get("argument", 0) + g.get("output", 0) - g.get("alias", 0) + g.get("temp", 0)
    return {"source": "get_compiled_memory_stats", "argument_bytes": g.get("argument", 0),
            "output_bytes": g.get("output", 0), "alias_bytes": g.get("alias", 0),
            "temp_bytes": g.get("temp", 0), "peak_bytes": peak}


class Reference:
    """hlocert.reference.optim.train_step, AOT-compiled once (the same jit, donation kept)."""

    def __init__(self, v, inp: dict, gpu: bool, compiler_options: dict | None = None):
        import jax
        from ..reference import optim as ref_optim
        m = v.model
        ref, cfg = m.reference()
        o = v.optimizer
        tx = ref_optim.optax_chain(o, 1e-3)
        devs = jax.devices("gpu" if gpu else "cpu")
        names = list(m.param_shapes())
        if v.replicas == 1:
            dev = devs[0]
            put_rep = put_batch = lambda a: jax.device_put(a, dev)  # noqa: E731
        else:
            from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
            if len(devs) < v.replicas:
                raise BenchError(f"the JAX reference with {v.replicas} replicas needs {v.replicas} devices")
            mesh = Mesh(np.array(devs[:v.replicas]), ("r",))
            put_rep = lambda a: jax.device_put(a, NamedSharding(mesh, P()))  # noqa: E731
            put_batch = lambda a: jax.device_put(a, NamedSharding(mesh, P("r")))  # noqa: E731
        self.params = {n: put_rep(np.array(inp["params"][n], copy=True)) for n in names}
        self.opt_state = tx.init(self.params)
        self.x = put_batch(inp["x"])
        self.t = put_batch(inp["targets"])
        self.mask = put_batch(inp["mask"]) if inp["mask"] is not None else None
        t0 = time.perf_counter()
        self.compiled = ref_optim.train_step.lower(self.params, self.opt_state, self.x, self.t, self.mask,
                                                   cfg=cfg, optimizer=tx, loss_fn=ref.loss_fn).compile(compiler_options=compiler_options)
        self.compile_s = time.perf_counter() - t0

    def step(self) -> float:
        self.params, self.opt_state, loss, _ = self.compiled(self.params, self.opt_state, self.x, self.t, self.mask)
        import jax
        jax.block_until_ready(self.params)
        return float(loss)

    def memory(self) -> dict:
        try:
            s = self.compiled.memory_analysis()
        except Exception:
            s = None
        if s is None:
            cur, _ = rss()
            return {"source": "rss", "rss_bytes": cur}
        return _xla_memory({k: getattr(s, k) for k in dir(s) if k.endswith("_in_bytes")})
