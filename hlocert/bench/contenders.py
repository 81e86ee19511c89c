"""The contenders a bench times, and the inputs they share: the rendered train step on a lowerer
(`Rendered`), the JAX reference step (`Reference`) and the PyTorch peer (peers.py). Each has
`compile_s`, `memory()` (compiled memory statistics, or None) and a `step()` that runs one step
to completion. `build` makes the one a bench worker process runs (worker.py)."""
from __future__ import annotations

import functools
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

from ..nets.base import draw_drop_mask
from ..optim import HostSchedule
from ..render import render
from ..render.signature import STATE, signature
from ..runtime import get_lowerer
from .configs import BF16, LR, BenchError
from .peers import TorchPeer


def batch(v, seed: int = 0) -> dict:
    """The global batch every contender steps on: x ~ N(0, 1) (NHWC), soft targets, drop mask."""
    model = v.model
    rng = np.random.default_rng(seed)
    gb = v.batch * v.replicas
    x = rng.standard_normal((gb, *model.example_shape)).astype(np.float32)
    t = rng.random((gb, model.num_classes)).astype(np.float32)
    t /= t.sum(axis=1, keepdims=True)
    mask = draw_drop_mask(rng, gb, model.drop_ramp()).astype(np.float32) if v.drop else None
    return {"x": x, "targets": t, "mask": mask}


def inputs(v, seed: int = 0) -> dict:
    """`batch`, the init params, and the step-1 state and host scalars the optimizer chain gives
    (lr `LR`)."""
    params = v.model.init_params(seed)
    chain = v.chain()
    net_state = v.model.init_state()
    return {**batch(v, seed), "params": params, "net_state": net_state, "state": chain.init(params, net_state),
            "scalars": chain.scalars_at(1, HostSchedule(lr=lambda step: LR))}


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
    """`inp`: the step's inputs (`inputs`), or a function that makes them, called while the text
    compiles on the lowerer's compile thread (the first step then waits for max(compile, inputs));
    `cache`: the lowerer's compile cache (a directory), or False: compile fresh."""

    def __init__(self, lowerer_name: str, text: str, v, inp: dict | Callable[[], dict], gpu: bool, extra_flags=(),
                 cache=False):
        opts = {"platform": "gpu" if gpu else "cpu", "cache": cache}
        if extra_flags and lowerer_name == "iree":     # iree-compile flags; `im2col=on|off|auto` the lowerer's choice
            opts.update(f.split("=", 1) for f in extra_flags if f.startswith("im2col="))
            opts["extra_flags"] = tuple(f for f in extra_flags if not f.startswith("im2col="))
        elif extra_flags:        # xla: NAME=VALUE debug options, or "none" for XLA's own defaults
            opts["options"] = {} if list(extra_flags) == ["none"] else dict(_option(f) for f in extra_flags)
        if lowerer_name == "iree" and gpu:
            opts["cuda_target"] = "sm_80"
        self.lowerer = get_lowerer(lowerer_name, **opts)
        compiling = self.lowerer.compile_in_background(text, replicas=v.replicas)
        inp = inp() if callable(inp) else inp
        self.exe = compiling.result()
        self.compile_s = self.exe.compile_s
        self.v = v
        self.sig = sig = signature(v)
        R = v.replicas
        # put() takes per-replica lists of the full argument list (a flat list for one replica),
        # for this process's replicas (all of them unless in a process group: bench/scaling.py)
        per = [step_arguments(sig, inp, slice(r * v.batch, (r + 1) * v.batch)) for r in self.exe.local_replicas]
        full = self.exe.put(per[0]) if R == 1 else self.exe.put(per)
        self.args = [sig.unpack(f, side="inputs") for f in ([full] if R == 1 else full)]

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

    def memory(self) -> dict | None:
        stats = self.exe.memory_stats()
        return xla_memory(stats) if stats else None    # IREE reports none


def xla_memory(stats: dict) -> dict:
    g = {k.replace("_size_in_bytes", "").replace("_in_bytes", ""): int(v) for k, v in stats.items()}
    peak = g.get("argument", 0) + g.get("output", 0) - g.get("alias", 0) + g.get("temp", 0)
    return {"source": "get_compiled_memory_stats", "argument_bytes": g.get("argument", 0),
            "output_bytes": g.get("output", 0), "alias_bytes": g.get("alias", 0),
            "temp_bytes": g.get("temp", 0), "peak_bytes": peak}


class Reference:
    """hlocert.reference.optim.train_step (train_step_with_state for a net with BatchNorm running
    statistics), AOT-compiled once (the same jit, donation kept)."""

    def __init__(self, v, inp: dict, gpu: bool, compiler_options: dict | None = None):
        import jax
        from ..reference import optim as ref_optim
        from ..reference import precision
        m = v.model
        ref, cfg = m.reference()
        mixed = (lambda f: precision.under(f, precision.BF16)) if v.bf16 else (lambda f: f)
        o = v.optimizer
        tx = ref_optim.optax_chain(o, LR, ref.NO_WEIGHT_DECAY, v.layer_ids())
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
        # a net with step state (BatchNorm): train_step_with_state carries its running statistics
        self.net_state = {n: put_rep(np.array(a, copy=True)) for n, a in inp["net_state"].items()} or None
        t0 = time.perf_counter()
        if self.net_state is None:
            lowered = ref_optim.train_step.lower(self.params, self.opt_state, self.x, self.t, self.mask,
                                                 cfg=cfg, optimizer=tx, loss_fn=mixed(ref.loss_fn))
        else:
            lowered = ref_optim.train_step_with_state.lower(self.params, self.net_state, self.opt_state, self.x,
                                                            self.t, self.mask, cfg=cfg, optimizer=tx,
                                                            train_loss=mixed(ref.train_loss))
        self.compiled = lowered.compile(compiler_options=compiler_options)
        self.compile_s = time.perf_counter() - t0

    def step(self) -> float:
        if self.net_state is None:
            self.params, self.opt_state, loss, _ = self.compiled(self.params, self.opt_state, self.x, self.t,
                                                                 self.mask)
        else:
            self.params, self.net_state, self.opt_state, loss, _ = self.compiled(
                self.params, self.net_state, self.opt_state, self.x, self.t, self.mask)
        import jax
        jax.block_until_ready(self.params)
        return float(loss)

    def memory(self) -> dict | None:
        s = self.compiled.memory_analysis()
        return None if s is None else xla_memory({k: getattr(s, k) for k in dir(s) if k.endswith("_in_bytes")})


def build(spec: dict) -> tuple[Any, dict]:
    """The contender a worker runs (configs.worker_spec: contender, variant (a Variant), gpu, cache_dir,
    reference_options, threads), and facts of its making (a rendered step's render time and
    size): for a rendered step the render and the compile happen here."""
    kind, v, gpu = spec["contender"].removesuffix(BF16), spec["variant"], spec["gpu"]
    cache = Path(spec["cache_dir"])
    if kind in ("xla", "iree"):
        t0 = time.perf_counter()
        text = render(v)
        made = {"render_s": time.perf_counter() - t0, "render_bytes": len(text.encode())}
        return Rendered(kind, text, v, functools.partial(inputs, v), gpu, cache=cache / kind), made
    if kind == "jax":
        import jax
        jax.config.update("jax_compilation_cache_dir", str(cache / "jax"))
        jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
        jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
        # "jax": the reference as users run it (jax.jit's defaults); "lowerer": compiled with the XLA
        # options the xla lowerer uses (runtime/xla.py CPU_OPTIONS), to separate the options'
        # effect from the render's
        opts = None
        if spec["reference_options"] == "lowerer" and not gpu:
            from ..runtime.xla import CPU_OPTIONS     # lazy: runtime/xla.py imports JAX
            opts = dict(CPU_OPTIONS)
        return Reference(v, inputs(v), gpu, opts), {}
    if kind in ("torch", "torch.compile"):
        return TorchPeer(v, batch(v), gpu, spec["threads"], compiled=kind == "torch.compile"), {}
    raise BenchError(f"unknown contender {kind!r}; choose one of xla, iree, jax, torch, torch.compile")
