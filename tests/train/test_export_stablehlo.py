"""`hlocert export --format stablehlo` (issue 28 item 8) on a real two-step run of TinyCNN +bn +ema on a
small digits folder: the portable artifact and its weights file, read back by jaxlib alone (the
README's recipe: deserialize, compile on PJRT, feed the weights in the recorded order), give the
certified eval forward's logits bit for bit, for the live and the EMA weights; `--check` refuses a
truncated or foreign artifact and a weights file one tensor of which was changed, each in one line.
Also `--format onnx` without the [torch] extra's packages: one line naming the fix."""
import json
import sys

import numpy as np
import pytest

from hlocert.cli import main
from hlocert.render.signature import signature
from hlocert.runtime import get_lowerer
from hlocert.train.artifacts import load_artifact
from hlocert.train.checkpoint import save_checkpoint
from hlocert.train.evaluate import checkpoint_weights, forward_logits
from hlocert.train.export_forward import open_forward, check_batch

from trainer_runs import tiny_folder

VARIANT = "tinycnn_S-c10-i16-b4x1-adamw+wx+clip1.0+ema+drop+bn"   # test_cli_validate's: one render for both


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    data = tiny_folder(tmp_path_factory.mktemp("tiny"), per_class_train=1, per_class_val=1)
    out = tmp_path_factory.mktemp("run") / "run"
    assert main(["train", "--variant", VARIANT, "--data", data, "--max-steps", "2", "--warmup-epochs", "0",
                 "--lr", "5e-3", "--workers", "0", "--no-plot", "--out", str(out)]) == 0
    return out


def _export(run, path, capsys, *extra) -> dict:
    assert main(["export", "--checkpoint", str(run), "--format", "stablehlo", "-o", str(path), *extra]) == 0
    return json.loads(capsys.readouterr().out)


def _jax_alone(artifact, weights, x) -> np.ndarray:
    """The artifact's logits of `x` through jaxlib and safetensors only, as README's recipe runs it."""
    import jax
    from jax._src.interpreters import mlir
    from jax._src.lib import xla_client as xc
    from jax.extend import backend
    from jaxlib.mlir.dialects import stablehlo
    from safetensors import safe_open
    module = stablehlo.deserialize_portable_artifact(mlir.make_ir_context(), artifact.read_bytes())
    with safe_open(str(weights), "np") as f:
        args = [x] + [f.get_tensor(k) for k in json.loads(f.metadata()["arguments"])]
    c = backend.get_backend("cpu")
    exe = c.compile_and_load(mlir.module_to_string(module), xc.DeviceList(tuple(c.local_devices()[:1])),
                             xc.CompileOptions())
    return np.asarray(exe.execute([jax.device_put(a, c.local_devices()[0]) for a in args])[0])


def _hlocert_logits(run, ema, x) -> np.ndarray:
    ck, params, state = checkpoint_weights(run, ema, lambda s: None)
    fwd = ck.variant.forward_twin()
    exe = get_lowerer("xla", cache=False).compile(load_artifact(fwd)[0])
    return forward_logits(exe, signature(fwd), x, params, state)


@pytest.mark.parametrize("ema", [False, True], ids=["live", "ema"])
def test_portable_artifact_reads_back_to_the_eval_forwards_logits(run, tmp_path, capsys, ema):
    extra = ["--ema"] if ema else []
    out = _export(run, tmp_path / "model.mlirbc", capsys, *extra)
    assert out["bit_equal"] and out["max_abs_dlogit"] == 0.0 and out["weights"] == ("ema" if ema else "live")
    assert out["images"].startswith("the first val batch") and out["stablehlo_target"].count(".") == 2
    artifact, weights = tmp_path / "model.mlirbc", tmp_path / "model.safetensors"
    assert artifact.read_bytes()[:4] == b"ML\xefR" and out["bytes"] == artifact.stat().st_size
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.mlirbc", "model.safetensors"]   # no partial left
    x = check_batch(open_forward(run, ema, lambda s: None), lambda s: None)[0]
    ours = _hlocert_logits(run, ema, x)
    assert np.array_equal(_jax_alone(artifact, weights, x), ours)
    other = _hlocert_logits(run, not ema, x)
    assert not np.array_equal(other, ours)     # the EMA's weights and running statistics are not the live ones


def test_check_refuses_a_damaged_artifact_or_weights_in_one_line(run, tmp_path, capsys):
    path = tmp_path / "model.mlirbc"
    _export(run, path, capsys)
    good = path.read_bytes()
    check = ["export", "--checkpoint", str(run), "--format", "stablehlo", "-o", str(path), "--check"]
    assert main(check) == 0 and json.loads(capsys.readouterr().out)["bit_equal"]
    for damaged, said in ((good[:len(good) // 2], "damaged or truncated"), (b"not bytecode", "not a StableHLO")):
        path.write_bytes(damaged)
        assert main(check) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert said in err[-1] and str(path) in err[-1] and "Traceback" not in "\n".join(err)
        assert not any(line.startswith("loc(") for line in err)      # MLIR's diagnostics folded into the line
    path.write_bytes(good)
    from safetensors.numpy import load_file, save_file
    from safetensors import safe_open
    weights = tmp_path / "model.safetensors"
    with safe_open(str(weights), "np") as f:
        meta = f.metadata()
    tensors = load_file(str(weights))
    head = [k for k in tensors if k.startswith("params/head")][0]
    tensors[head] = tensors[head] * np.float32(1.001)
    save_file(tensors, str(weights), metadata=meta)
    assert main(check) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert "from hlocert's eval forward's" in err and "floor" in err


def test_a_run_whose_data_is_gone_is_checked_on_generated_images(run, tmp_path, capsys):
    ck, params, state = checkpoint_weights(run, False, lambda s: None)
    moved = save_checkpoint(tmp_path / "checkpoints", 1, {k: ck.tensors[k] for k in ck.tensors},
                            {"step": 1, "variant": VARIANT, "config": {"data": str(tmp_path / "gone")}})
    out = _export(moved, tmp_path / "m.mlirbc", capsys)
    assert out["images"] == "standard-normal images (seed 0)" and out["bit_equal"]


def test_a_weights_file_name_for_the_artifact_is_refused(run, tmp_path, capsys):
    assert main(["export", "--checkpoint", str(run), "--format", "stablehlo", "-o", str(tmp_path / "m.safetensors")]) == 2
    assert "name the artifact FILE.mlirbc" in capsys.readouterr().err


def test_onnx_without_the_torch_extra_says_how_to_install_it(run, tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "onnxruntime", None)      # `import onnxruntime` raises ImportError
    assert main(["export", "--checkpoint", str(run), "--format", "onnx", "-o", str(tmp_path / "m.onnx")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "pip install -e .[torch]" in err[0] and not (tmp_path / "m.onnx").exists()
