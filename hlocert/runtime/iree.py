"""The IREE lowerer: StableHLO text -> iree-base-compiler 3.13.0 -> iree-base-runtime 3.13.0.

Owns: compiling text to a vmfb (`llvm-cpu` for the host CPU, or CUDA `sm_80`), loading it into a
runtime context on one device, device-resident arguments (`iree.runtime.asdevicearray`), and
the vmfb bytes for the compile cache.

What IREE 3.13.0 does, checked on llvm-cpu:
- `tf.aliasing_output = K` becomes `iree.abi.output = K` on the argument: result K is written
  into the argument's buffer, so a device array passed there is overwritten in place and stays
  readable (with the new value). The runtime contract is that such a handle is consumed, as on
  XLA (where it is deleted), so `IreeBuffer` marks it and `run` refuses it afterwards.
- A result that passes an argument through unchanged comes back as that argument's own buffer;
  XLA would give it a fresh one. `run` copies such results so that donating one later cannot
  change another live handle.
- `DeviceArray.to_host()` on the CPU returns a view of the device buffer, which a later in-place
  update changes; `to_host` here copies.
- Replicas > 1 are refused: IREE's collectives for `all_reduce` are not usable yet (upstream
  iree-org/iree issues 22139, 21503); data parallel runs on XLA.
- A compiler/runtime version skew is a known source of hangs, so it is refused up front.
- iree-compile demotes f64 to f32 by default (`--iree-input-demote-f64-to-f32`), `@main`'s
  signature included: the float64 arguments the text declares were then refused at the first call
  ("input0 element type mismatch; expected f32 but have f64", after a multi-line warning on
  stderr), and an f64 op inside an f32 function ran in f32 unsaid. A text that holds f64 is
  compiled with the demotion off (`_flags_for`), and IREE computes it in float64: the full-size
  ResNet-50 and MobileNetV2-100 steps equal jax's float64 gradient to ~1e-12
  (tests/nets/test_full_size_iree_f64.py).
"""
from __future__ import annotations

import re
from typing import Any, Sequence

import iree.compiler as _ic
import iree.compiler.version as _compiler_version
import iree.runtime as _rt
import iree.runtime.version as _runtime_version
import numpy as np
from iree.compiler import ir as _ir

from hlocert.errors import CompileError, LowererUnavailable
from hlocert.runtime.base import Executable, Lowerer, consumed_message
from hlocert.runtime.cache import host_cpu_fingerprint, host_cpu_flags, resolve_cache
from hlocert.runtime.signature import Signature, check_argument, parse_signature


# Data tiling packs matmul operands into mmt4d layouts: the t64b16 bench step takes 0.84×
# the time without it, same loss. The GlobalOptimization path, not `--iree-opt-data-tiling`'s
# DispatchCreation one: that one packs an elementwise consumer's plain operand inside the matmul's
# dispatch, and on MobileNetV4-nano's 32² B=32 step (the classifier dx · dropout mask · ReLU
# backward) vectorises the whole 32×256 pack, "large vector sizes (32768 bytes)" (docs/
# iree_large_vector.md); this one packs in dispatches of its own (the atto net's 32² B=32 step
# 0.87×, 0.409 vs 0.468 s, medians of 7 at load 5-6, same loss). With it, some fused matmul dispatches at small batch need more
# than the default 32 KiB of stack (T 224² B=2: 58,432 bytes, "exceeded stack allocation limit"),
# so the limit is raised to 64 KiB, half of the default 128 KiB task-worker stack
# (a slow lowerer test compiles and runs that step).
# `--iree-opt-aggressively-propagate-transposes` (on at -O3, whose other parts do not compile these
# steps in 3.13) moves the transposes that the weight gradients' contractions need into the
# contractions' operand maps: without it, an MLP's forward fc1 + GELU dispatch also writes three
# re-packed (transposed) copies of its 4C-wide activations for the backward, and the step runs
# standalone transpose dispatches; with it the step's dispatch time is 0.78x (BENCHMARKS.md, "IREE:
# the transposes of the weight gradients, flags, the first compile", issue 18 session 14).
CPU_FLAGS = ("--iree-global-opt-data-tiling", "--iree-llvmcpu-stack-allocation-limit=65536",
             "--iree-opt-aggressively-propagate-transposes")
# On a CPU without AVX-512, llvm-cpu's direct code runs a 3×3 convolution at ~2.6 GFLOP/s (ResNet-50's
# [8, 14, 14, 256] forward: 712 ms, XLA-CPU 28 ms; AMD EPYC Zen 3, AVX2, one thread,
# bench/iree_conv3x3.py), and ResNet-50's IREE step took 6.5× PyTorch's. As im2col + matmul that conv
# takes 52 ms and the step 0.37× its time (BENCHMARKS.md, "On a CPU without AVX-512"). IREE 3.13's
# im2col fails on a grouped (depthwise) convolution ("'linalg.batch_matvec' op inferred input/output
# operand #1 has shape's dimension #0 to be 320, but found 40") and on a bf16 one ("'arith.addf' op
# requires the same type for all operands and results"), so a text with either compiles without it.
# Measured only there: on the AVX-512 CPUs of the earlier tables the direct code is what they
# measured, so it stays there.
IM2COL = "--iree-global-opt-use-im2col-for-convs"
_GROUPS = re.compile(r"(?:feature|batch)_group_count = (\d+)")
_ELEMENT = re.compile(r"tensor<(?:[\d?]+x)*(\w+)>")


def im2col_applies(host_flags: str, text: str, im2col: str = "auto") -> bool:
    """Whether llvm-cpu compiles `text` with IM2COL: `im2col` "auto" on a host whose /proc/cpuinfo
    flags `host_flags` lack AVX-512, "on" on any host, "off" never; in both only a text with a
    convolution, every one of them f32 (its operand and result types, after the last " : (") and
    none grouped (IREE 3.13's im2col fails on the rest)."""
    if im2col not in ("auto", "on", "off"):
        raise ValueError(f"iree: im2col must be 'auto', 'on' or 'off', got {im2col!r}")
    if not (im2col == "on" or (im2col == "auto" and "avx512f" not in host_flags.split())):
        return False                        # (the text is not read)
    convs = [ln for ln in text.splitlines() if "stablehlo.convolution" in ln and not ln.lstrip().startswith("//")]
    return bool(convs) and all(
        all(int(g) == 1 for g in _GROUPS.findall(ln)) and set(_ELEMENT.findall(ln.rsplit(" : (", 1)[-1])) == {"f32"}
        for ln in convs)


DEMOTE_F64 = "--iree-input-demote-f64-to-f32"
# an f64 type in the text: a tensor's element type (`tensor<f64>`, `tensor<2x3xf64>`) or a scalar's
# (`: f64`); a hit in a comment only turns off a demotion with nothing to demote
_F64 = re.compile(r"[<x]f64>|:\s*f64\b")


class IreeLowerer(Lowerer):
    """`get_lowerer("iree", platform="cpu"|"gpu", cuda_target="sm_80", extra_flags=(), cache=True, im2col="auto")`.

    platform="gpu" means CUDA; `cuda_target` sm_90 does not compile in IREE 3.13.0, and sm_80
    code runs on newer GPUs. On the CPU `CPU_FLAGS` follow the target flag (and IM2COL where
    `im2col_applies`, per `im2col`); `extra_flags` are appended to iree-compile's command line.
    """

    name = "iree"

    def __init__(
        self,
        platform: str = "cpu",
        cuda_target: str = "sm_80",
        extra_flags: Sequence[str] = (),
        cache: Any = True,
        im2col: str = "auto",
    ):
        if platform not in ("cpu", "gpu"):
            raise ValueError(f"iree: platform must be 'cpu' or 'gpu' (CUDA), got {platform!r}")
        if isinstance(extra_flags, str):
            raise TypeError(f"iree: extra_flags must be a sequence of flags, got the string {extra_flags!r}")
        cv, rv = _compiler_version.VERSION, _runtime_version.VERSION
        if cv != rv:
            raise LowererUnavailable(
                f"iree: iree-base-compiler {cv} and iree-base-runtime {rv} differ (a skew is a known "
                f"source of hangs); install matching versions, e.g. "
                f"`pip install iree-base-compiler=={rv} iree-base-runtime=={rv}`"
            )
        driver = "local-task" if platform == "cpu" else "cuda"
        try:
            device = _rt.get_device(driver)
        except Exception as e:
            fix = (
                "run on a machine with an NVIDIA GPU and its driver (libcuda.so on the library path)"
                if platform == "gpu"
                else "check the iree-base-runtime installation"
            )
            raise LowererUnavailable(f"iree: cannot open a {driver!r} device ({e}); {fix}") from e
        self.platform = platform
        self.cache = resolve_cache(cache)
        self._config = _rt.Config(device=device)
        self._host_flags = host_cpu_flags() if platform == "cpu" else ""
        self._im2col = im2col
        im2col_applies("", "", im2col)          # a bad value is refused here, not at the first compile
        if platform == "cpu":
            self._backends: tuple[str, ...] = ("llvm-cpu",)
            self._flags = ("--iree-llvmcpu-target-cpu=host", *CPU_FLAGS, *extra_flags)
        else:
            self._backends = ()
            self._flags = ("--iree-hal-target-device=cuda", f"--iree-cuda-target={cuda_target}", *extra_flags)

    @property
    def version(self) -> str:
        return (
            f"iree-base-compiler {_compiler_version.VERSION} {_compiler_version.REVISIONS}; "
            f"iree-base-runtime {_runtime_version.VERSION}"
        )

    def _signature(self, text: str) -> Signature:
        sig = parse_signature(text, _ir, _ir.Context(), self.name)
        asked = [f.split("=", 1) for f in self._flags if f.split("=", 1)[0] == DEMOTE_F64]
        f64 = np.dtype(np.float64)
        if asked and asked[-1][1:] not in (["false"], ["0"]) and any(t.dtype == f64 for t in (*sig.inputs, *sig.outputs)):
            raise CompileError(
                f"iree: extra flag {'='.join(asked[-1])} would demote @main's float64 arguments and results to float32, "
                f"but the runtime passes them as the text declares; drop the flag (hlocert compiles f64 as f64)"
            )
        return sig

    def _flags_for(self, text: str) -> tuple[str, ...]:
        """The flags `text` compiles with: IM2COL where `im2col_applies` (on the CPU), the f64
        demotion off where it holds f64 (unless the lowerer's own flags set either)."""
        flags = self._flags
        if self.platform == "cpu" and IM2COL not in flags and im2col_applies(self._host_flags, text, self._im2col):
            flags = (*flags, IM2COL)
        if not _F64.search(text) or any(f.split("=", 1)[0] == DEMOTE_F64 for f in flags):
            return flags
        return (*flags, f"{DEMOTE_F64}=false")

    def _check_replicas(self, replicas: int) -> None:
        if replicas > 1:
            raise LowererUnavailable(
                f"iree: replicas={replicas} is not supported: IREE 3.13.0's collectives for "
                f"all_reduce are not usable yet (iree-org/iree#22139, #21503); run data parallel "
                f"on get_lowerer('xla')"
            )

    def _cache_flags(self, text: str, replicas: int) -> str:
        host = host_cpu_fingerprint() if self.platform == "cpu" else ""
        return f"backends={list(self._backends)};flags={list(self._flags_for(text))};host={host}"

    def _compile(self, text: str, sig: Signature, replicas: int) -> tuple[Executable, bytes | None]:
        try:
            vmfb = _ic.compile_str(
                text, target_backends=list(self._backends), input_type="stablehlo", extra_args=list(self._flags_for(text))
            )
        except _ic.CompilerToolError as e:
            raise CompileError(f"iree ({self.platform}): could not compile the module: {e}") from e
        try:
            return self._load(vmfb, sig, replicas), vmfb
        except (IndexError, RuntimeError, ValueError) as e:
            # iree-compile emitted what IREE's runtime refuses (e.g. a dispatch over its binding or
            # constant limits: docs/iree_variadic_reduce.md); the runtime's words up to its VM trace
            said = " ".join(str(e).split("; while invoking")[0].split())
            raise CompileError(f"iree ({self.platform}): compiled the module, but IREE's runtime does not load it: "
                               f"{said}") from e

    def _load(self, payload: bytes, sig: Signature, replicas: int) -> Executable:
        vm_module = _rt.VmModule.copy_buffer(self._config.vm_instance, payload)
        context = _rt.SystemContext(config=self._config)
        context.add_vm_module(vm_module)
        fn = context.modules[vm_module.name]["main"]
        return IreeExecutable(context, fn, self._config.device, sig)


class IreeBuffer:
    """A device-resident array owned by the IREE lowerer (wraps `iree.runtime.DeviceArray` as
    `.array`). `is_deleted()` is True once a run consumed it through an aliased argument."""

    __slots__ = ("array", "_consumed")

    def __init__(self, array: Any):
        self.array = array
        self._consumed = False

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self.array.shape)

    @property
    def dtype(self) -> np.dtype:
        return np.dtype(self.array.dtype)

    def is_deleted(self) -> bool:
        return self._consumed

    def __repr__(self) -> str:
        state = " consumed" if self._consumed else ""
        return f"<IreeBuffer shape={self.shape} dtype={self.dtype}{state}>"


class IreeExecutable(Executable):
    lowerer = "iree"
    replicas = 1

    def __init__(self, context: Any, fn: Any, device: Any, sig: Signature):
        self._context = context  # keeps the loaded module alive as long as `fn`
        self._fn = fn
        self._device = device
        self.signature = sig

    def put(self, arrays: Sequence[Any]) -> list[IreeBuffer]:
        return [IreeBuffer(_rt.asdevicearray(self._device, np.asarray(a))) for a in arrays]

    def run(self, args: Sequence[Any]) -> list[IreeBuffer]:
        args = list(args)
        self._check_arity(args)
        self._check_not_reused(args)
        arrays = []
        for i, a in enumerate(args):
            if isinstance(a, IreeBuffer):
                if a.is_deleted():
                    raise ValueError(consumed_message(self.lowerer, i))
                check_argument(self.signature, i, a.shape, a.dtype)
                arrays.append(a.array)
            elif isinstance(a, (np.ndarray, np.generic)):
                check_argument(self.signature, i, np.shape(a), a.dtype)
                # asdevicearray copies, so an aliased argument never writes the caller's array.
                arrays.append(_rt.asdevicearray(self._device, np.asarray(a)))
            else:
                raise TypeError(
                    f"iree: argument {i} is a {type(a).__name__}; pass a numpy array or a handle "
                    f"from this lowerer's put()/run()"
                )
        try:
            res = self._fn(*arrays)
        except ValueError as e:  # the IREE runtime reports invocation failures as ValueError
            raise RuntimeError(f"iree ({self._device}): execution failed: {e}") from e
        if res is None:
            outs = []
        elif isinstance(res, tuple):
            outs = list(res)
        else:
            outs = [res]
        for i in self.signature.aliases:
            if isinstance(args[i], IreeBuffer):
                args[i]._consumed = True
        held = [a.array for i, a in enumerate(args) if isinstance(a, IreeBuffer) and i not in self.signature.aliases]
        return [IreeBuffer(o) for o in self._unshare(held, outs)]

    def _unshare(self, held: list[Any], outs: list[Any]) -> list[Any]:
        """Give every result its own buffer, as XLA does.

        IREE returns an argument's own buffer for a result that merely passes it through (and one
        buffer for a value returned twice). Donating such a result later would silently change the
        caller's other handle, so a result sharing a buffer with a live handle or an earlier
        result is copied (through the host: rare, and not worth a device-queue copy's plumbing).
        """
        def ref(a: Any) -> Any:
            # DeviceArray has no public accessor for its buffer; VmRef == compares the pointers.
            return a._buffer_view.get_buffer().ref

        seen: dict[tuple[Any, ...], list[Any]] = {}
        for a in held:
            seen.setdefault((tuple(a.shape), np.dtype(a.dtype)), []).append(ref(a))
        result = []
        for o in outs:
            k = (tuple(o.shape), np.dtype(o.dtype))
            r = ref(o)
            if any(r == s for s in seen.get(k, ())):
                o = _rt.asdevicearray(self._device, np.array(o.to_host(), copy=True))
                r = ref(o)
            seen.setdefault(k, []).append(r)
            result.append(o)
        return result

    def to_host(self, handles: Sequence[Any]) -> list[np.ndarray]:
        result = []
        for i, h in enumerate(handles):
            if not isinstance(h, IreeBuffer):
                raise TypeError(f"iree: to_host item {i} is a {type(h).__name__}, not a handle from run()/put()")
            if h.is_deleted():
                raise ValueError(
                    f"iree: to_host item {i} was consumed by a run (tf.aliasing_output); "
                    f"read that run's result instead"
                )
            # A copy: on the CPU, to_host() is a view that a later in-place update would change.
            result.append(np.array(h.array.to_host(), copy=True))
        return result

    def memory_stats(self) -> None:
        return None
