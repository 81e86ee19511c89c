"""`hlocert export --format onnx` (issue 28 item 8; `-m torch`: torch, timm, onnx, onnxruntime and
onnxscript installed): for TinyCNN (LayerNorm, and +bn), ResNet-micro (BatchNorm: its running
statistics travel) and ConvNeXt-micro, onnxruntime's logits of the exported file tie hlocert's XLA
eval forward's within the floor the command measures (the PyTorch twin's float32 against its
float64), at the traced batch and at batch 1 (the batch axis is dynamic); `--ema` exports the EMA's
weights (its logits differ from the live ones' by far more than the bound); and a twin whose running
statistics were dropped (BatchNorm's fresh 0/1) fails the check."""
import json

import numpy as np
import pytest

from hlocert.cli import main
from hlocert.render.signature import STATE
from hlocert.render.variants import Variant
from hlocert.train.checkpoint import save_checkpoint
from hlocert.train.export_forward import ExportMismatch, check_batch, open_forward, xla_logits

pytestmark = pytest.mark.torch

VARIANTS = ["tinycnn_S-c10-i16-b4x1-adamw+wx+clip1.0+ema+drop",
            "tinycnn_S-c10-i16-b4x1-adamw+wx+clip1.0+ema+drop+bn",
            "resnet_micro-c10-i32-b2x1-adamw+wx+clip1.0+ema",
            "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+ema+drop"]


def _checkpoint(root, name: str):
    """A checkpoint of variant `name`: its init moved by noise (seed 1), running statistics far from
    BatchNorm's fresh 0/1, and an EMA of other weights and statistics."""
    v = Variant.parse(name)
    rng = np.random.default_rng(1)
    params = {k: np.asarray(a) + rng.normal(0, 0.05, np.shape(a)).astype(np.float32)
              for k, a in v.model.init_params(0).items()}
    state = {k: rng.uniform(0.5, 2.0, s).astype(np.float32) for k, s in v.model.state_shapes().items()}
    zeros = {k: np.zeros_like(a) for k, a in params.items()}
    ema = {**{k: a + rng.normal(0, 0.05, a.shape).astype(np.float32) for k, a in params.items()},
           **{k: a * np.float32(1.5) for k, a in state.items()}}
    groups = {"params": params, "m": zeros, "v": dict(zeros), "ema": ema, **({STATE: state} if state else {})}
    return save_checkpoint(root, 1, groups, {"step": 1, "variant": name, "config": {}})


def _export(ck, path, capsys, *extra) -> dict:
    assert main(["export", "--checkpoint", str(ck), "--format", "onnx", "-o", str(path), *extra]) == 0
    return json.loads(capsys.readouterr().out)


def _ort(path, x_nhwc) -> np.ndarray:
    import onnxruntime
    s = onnxruntime.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    return s.run(["logits"], {"x": np.ascontiguousarray(x_nhwc.transpose(0, 3, 1, 2))})[0]


@pytest.mark.parametrize("name", VARIANTS, ids=[n.split("-")[0] + ("+bn" if n.endswith("+bn") else "") for n in VARIANTS])
def test_onnxruntime_ties_the_xla_eval_forward_live_and_ema(name, tmp_path, capsys):
    ck = _checkpoint(tmp_path / "checkpoints", name)
    live = _export(ck, tmp_path / "live.onnx", capsys)
    ema = _export(ck, tmp_path / "ema.onnx", capsys, "--ema")
    for out in (live, ema):
        assert out["max_abs_dlogit"] <= out["bound"]
        assert out["images"].startswith("the first val batch") and out["exporter"].startswith("torch.onnx.export")
    assert (live["weights"], ema["weights"]) == ("live", "ema")
    fw = open_forward(ck, True, lambda s: None)
    x = check_batch(fw, lambda s: None)[0]
    theirs = _ort(tmp_path / "ema.onnx", x)
    assert np.max(np.abs(theirs - xla_logits(fw, x))) <= ema["bound"]
    assert np.max(np.abs(theirs - _ort(tmp_path / "live.onnx", x))) > 100 * ema["bound"]   # not the live weights
    one = _ort(tmp_path / "ema.onnx", x[:1])                 # the batch axis is dynamic
    assert one.shape == (1, theirs.shape[1]) and np.max(np.abs(one[0] - theirs[0])) <= ema["bound"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["checkpoints", "ema.onnx", "live.onnx"]


def test_dropped_running_statistics_fail_the_check(tmp_path):
    from hlocert.train.export_onnx import check_onnx, nchw, twin, write_onnx
    ck = _checkpoint(tmp_path / "checkpoints", VARIANTS[2])
    fw = open_forward(ck, False, lambda s: None)
    x = check_batch(fw, lambda s: None)[0]
    ours = xla_logits(fw, x)
    model = fw.variant.model
    fresh = {k: (np.zeros if k.endswith("running_mean") else np.ones)(s, np.float32)
             for k, s in model.state_shapes().items()}
    assert set(fresh) == set(fw.state) and len(fresh) == 12
    for state, ties in ((fw.state, True), (fresh, False)):
        net = twin(model, fw.params, state)
        path = tmp_path / f"{ties}.onnx"
        write_onnx(net, nchw(x), path)
        if ties:
            out = check_onnx(path, net, x, ours, path)
            assert out["max_abs_dlogit"] <= out["bound"]
        else:
            with pytest.raises(ExportMismatch, match="over the bound"):
                check_onnx(path, net, x, ours, path)


def test_check_of_a_foreign_file_is_one_line(tmp_path, capsys):
    ck = _checkpoint(tmp_path / "checkpoints", VARIANTS[0])
    path = tmp_path / "m.onnx"
    path.write_bytes(b"not an onnx file")
    assert main(["export", "--checkpoint", str(ck), "--format", "onnx", "-o", str(path), "--check"]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert str(path) in err and "onnxruntime cannot load it" in err


def test_a_bf16_run_is_refused_in_one_line(tmp_path, capsys):
    ck = _checkpoint(tmp_path / "checkpoints", VARIANTS[0] + "+bf16")
    assert main(["export", "--checkpoint", str(ck), "--format", "onnx", "-o", str(tmp_path / "m.onnx")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "multiplies in bf16" in err[0] and not (tmp_path / "m.onnx").exists()
