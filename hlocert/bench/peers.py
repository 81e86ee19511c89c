"""The PyTorch peer: the same net from timm (`Net.timm_trainee`: timm's module of the variant's net
at its size, its drop sites at the recipe's rates), trained the way PyTorch users train
it, for `hlocert bench` to measure the rendered steps against.

One step: forward in train mode (timm's DropPath at the variant's per-site rates), the soft-target
cross-entropy, backward, `clip_grad_norm_` at the variant's clip, and the variant's optimizer
(torch.optim AdamW / Adam / SGD, timm's RMSpropTF; under `+wx` on timm's own param groups,
`param_groups_weight_decay` with the model's `no_weight_decay()`)
at lr `LR`, then under `+ema` timm's ModelEmaV3 of the parameters and buffers (train.py's `--model-ema`). The
model and x are channels_last; the threads are the bench's (`torch.set_num_threads`). A GPU config
runs the peer on CUDA (`peer_device`: skipped with a one-line note where torch has no CUDA), with
cuDNN's autotuning on as timm's train.py sets it, and each step ends at `torch.cuda.synchronize()`. With
`compiled`, the model is `torch.compile`d (the optimizer stays eager). For a `+bf16` variant the
forward runs under `torch.autocast(dtype=torch.bfloat16)` (PyTorch's mixed precision: bf16 matmuls
and convolutions, f32 parameters, gradients and optimizer) and the loss is taken on the f32 logits. Parameters are timm's own
initialisation: the speed of a step does not depend on the values. torch and timm are imported
here, lazily (the `[torch]` extra)."""
from __future__ import annotations

import time

from ..torch_optim import torch_optimizer
from .configs import LR, BenchError


def peer_device(gpu: bool, cuda_available: bool, torch_version: str) -> str:
    """The peer's torch device: the config's GPU is "cuda", else "cpu"; a GPU config with a
    torch that has no CUDA (a CPU build, or no GPU it can see) skips the peer with one line."""
    if not gpu:
        return "cpu"
    if not cuda_available:
        raise BenchError(f"PyTorch peer skipped: torch {torch_version} has no CUDA device (torch.cuda.is_available() "
                         f"is False); install a CUDA build of torch to measure the peer on this GPU config")
    return "cuda"


def import_torch():
    """(torch, timm), or BenchError saying the peer is skipped and how to install them."""
    try:
        import timm
        import torch
    except Exception as e:  # noqa: BLE001 - a broken torchvision raises more than ImportError
        raise BenchError(f"PyTorch peer skipped: torch + timm do not import ({type(e).__name__}: {e}); "
                         f"pip install -e .[torch]") from None
    return torch, timm


class TorchPeer:
    def __init__(self, v, data: dict, gpu: bool, threads: int, compiled: bool = False):
        if v.replicas != 1:
            raise BenchError(f"the PyTorch peer runs one replica; {v.name} has {v.replicas}")
        torch, timm = import_torch()
        torch.set_num_threads(threads)
        self.torch = torch
        self.device = torch.device(peer_device(gpu, torch.cuda.is_available(), torch.__version__))
        # as timm's train.py: cuDNN picks its fastest convolution algorithms for these shapes
        torch.backends.cudnn.benchmark = self.device.type == "cuda"
        torch.manual_seed(0)    # the same init in every peer process (its f32 and bf16 twins start equal)
        net = v.model.timm_trainee(v.drop)
        if net is None:
            raise BenchError(f"no PyTorch peer: timm has no {v.model.describe()} (hlocert/nets/{v.model.NAME}.py "
                             f"gives no timm_twin)")
        net = net.to(self.device, memory_format=torch.channels_last).train()
        try:
            self.opt = torch_optimizer(torch, v.optimizer, net, LR)
        except ValueError as e:
            raise BenchError(f"no PyTorch peer: {e}") from None
        self.ema = timm.utils.ModelEmaV3(net) if v.optimizer.ema else None
        self.model = net
        self.params = list(net.parameters())
        self.clip, self.clip_value, self.agc = v.optimizer.clip_norm, v.optimizer.clip_value, v.optimizer.agc
        self.adaptive_clip_grad = timm.utils.adaptive_clip_grad
        self.bf16 = v.bf16
        # hlocert's x is NHWC: its NCHW view is channels_last already
        self.x = torch.from_numpy(data["x"]).to(self.device).permute(0, 3, 1, 2)
        self.t = torch.from_numpy(data["targets"]).to(self.device)
        t0 = time.perf_counter()
        self.net = torch.compile(net) if compiled else net
        self.compile_s = time.perf_counter() - t0    # torch.compile compiles at the first step

    def step(self) -> float:
        torch = self.torch
        self.opt.zero_grad(set_to_none=True)
        with torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=self.bf16):
            logits = self.net(self.x).float()
        loss = torch.sum(-self.t * torch.log_softmax(logits, dim=-1), dim=-1).mean()
        loss.backward()
        if self.clip is not None:
            torch.nn.utils.clip_grad_norm_(self.params, self.clip)
        if self.clip_value is not None:
            torch.nn.utils.clip_grad_value_(self.params, self.clip_value)
        if self.agc is not None:            # timm's train.py: its clip parameters less the model's last two
            self.adaptive_clip_grad(self.params[:-2], self.agc)
        self.opt.step()
        if self.ema is not None:
            self.ema.update(self.model)
        if self.device.type == "cuda":
            torch.cuda.synchronize()    # the step's kernels are queued: its time ends when they end
        return float(loss.detach())

    def memory(self) -> None:
        return None
