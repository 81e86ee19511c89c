"""The eval forward as a bench contender (`hlocert bench --eval`; bench/eval_forward.py runs them too).

`RenderedForward`: the net's forward twin (`Variant.forward_twin`, the render its lowerer's target
chooses) compiled on a lowerer, fed as `hlocert eval` feeds it: the weights, running statistics and
all-ones masks put on the device once (train/evaluate.py `resident_weights`), then each batch's
images from the host and its logits back (`forward_resident`); `resident=False` copies every
argument from the host per batch (`forward_logits`: the eval before issue 35). `TorchForward`: the
PyTorch peer's forward, timm's module (`Net.timm_twin`) in eval mode under torch.no_grad,
channels_last as the train peer (peers.py), its logits copied to the host. Each `step()` is one
batch's forward at the variant's batch and returns the logits' mean (a NaN shows in the figures).
`build_eval` makes the one a bench worker runs."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import numpy as np

from ..render import render
from ..render.signature import signature
from ..runtime import get_lowerer
from ..train.evaluate import forward_logits, forward_resident, resident_weights
from .configs import BF16, BenchError
from .contenders import batch, xla_memory
from .peers import import_torch, peer_device


class RenderedForward:
    """The forward twin `fwd` on `lowerer_name`, stepping on the images `x` (NHWC); `cache`: the
    lowerer's compile cache (a directory), or False: compile fresh."""

    def __init__(self, lowerer_name: str, fwd, x: np.ndarray, gpu: bool, cache=False, resident: bool = True):
        t0 = time.perf_counter()
        text = render(fwd)
        self.made = {"render_s": time.perf_counter() - t0, "render_bytes": len(text.encode())}
        self.exe = exe = get_lowerer(lowerer_name, platform="gpu" if gpu else "cpu", cache=cache).compile(text)
        self.compile_s = exe.compile_s
        sig, params, state = signature(fwd), fwd.model.init_params(0), fwd.model.init_state()
        if resident:
            weights = resident_weights(exe, sig, params, state)
            self.forward = lambda: forward_resident(exe, sig, x, weights)
        else:
            self.forward = lambda: forward_logits(exe, sig, x, params, state)

    def step(self) -> float:
        return float(np.mean(self.forward()))

    def memory(self) -> dict | None:
        stats = self.exe.memory_stats()
        return xla_memory(stats) if stats else None    # IREE reports none


class TorchForward:
    """timm's module of `v`'s net in eval mode on the images `x` (NHWC: its NCHW view is channels_last),
    `threads` torch threads; `compiled`: torch.compile'd; a `+bf16` variant under autocast bf16."""

    def __init__(self, v, x: np.ndarray, gpu: bool, threads: int, compiled: bool = False):
        torch, _ = import_torch()
        torch.set_num_threads(threads)
        self.torch = torch
        self.device = torch.device(peer_device(gpu, torch.cuda.is_available(), torch.__version__))
        torch.backends.cudnn.benchmark = self.device.type == "cuda"
        torch.manual_seed(0)
        net = v.model.timm_twin()
        if net is None:
            raise BenchError(f"no PyTorch peer: timm has no {v.model.describe()} (hlocert/nets/{v.model.NAME}.py "
                             f"gives no timm_twin)")
        net = net.float().eval().to(self.device, memory_format=torch.channels_last)
        self.bf16 = v.bf16
        self.x = torch.from_numpy(x).to(self.device).permute(0, 3, 1, 2)
        t0 = time.perf_counter()
        self.net = torch.compile(net) if compiled else net
        self.compile_s = time.perf_counter() - t0    # torch.compile compiles at the first forward

    def step(self) -> float:
        torch = self.torch
        with torch.no_grad(), torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=self.bf16):
            logits = self.net(self.x).float().cpu().numpy()    # to the host, as the rendered side's logits
        return float(np.mean(logits))

    def memory(self) -> None:
        return None


def build_eval(spec: dict) -> tuple[Any, dict]:
    """The eval contender a worker runs (`spec` as contenders.build's, its variant a forward twin)
    and facts of its making (a rendered forward's render time and size)."""
    kind, v, gpu = spec["contender"].removesuffix(BF16), spec["variant"], spec["gpu"]
    x = batch(v)["x"]
    if kind in ("xla", "iree"):
        c = RenderedForward(kind, v, x, gpu, cache=Path(spec["cache_dir"]) / kind)
        return c, c.made
    if kind in ("torch", "torch.compile"):
        return TorchForward(v, x, gpu, spec["threads"], compiled=kind == "torch.compile"), {}
    raise BenchError(f"no eval forward contender {kind!r}; choose one of xla, iree, torch, torch.compile")
