"""timm's knowledge distillation flags (issue 28): `--kd-model-name` with a teacher's weights trains
the digits from one command (the teacher's eval forward on each augmented batch, its logits the
`+kd{T}` step's `teacher` argument), the flags become the variant's `+kd{T}[+kdtw{W}][+kddw{W}]` by
timm's weight rules, the run resumes with its teacher, and every refusal (a loss type other than kl, a flag
of another distillation type or without a teacher, token distillation of a student without a distillation
token, a teacher without weights or of another net) is one line. Feature distillation (`+kdf{D}`) and
token distillation of a distilled ViT (`+kdt{T}`, `+kdth`) train too. Trainings are real, a few steps on
the embedded digits."""
import json
import math
import re

import pytest

from hlocert.cli import main
from hlocert.train.recipe import kd_weights

TINY = ["--workers", "0", "--no-eval", "--no-plot", "-b", "8"]


@pytest.fixture(scope="module")
def teacher(tmp_path_factory):
    """A TinyCNN-M checkpoint of one large step on the digits (its logits far from uniform), normalised
    otherwise than the students (whose batches the teacher's input is then re-normalised from): the
    teacher's weights."""
    out = tmp_path_factory.mktemp("kd") / "teacher"
    assert main(["train", "--model", "tinycnn_M", *TINY, "--max-steps", "1", "--out", str(out),
                 "--mean", "0.5", "--std", "0.25", "--lr", "0.02", "--warmup-epochs", "0"]) == 0
    return out


def _err(capsys) -> str:
    lines = capsys.readouterr().err.strip().splitlines()
    assert sum(line.startswith("train: error") for line in lines) == 1, lines
    return lines[-1]


def _steps(out):
    return [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines() if '"loss"' in line]


def test_a_student_distils_from_a_teacher_on_the_digits(tmp_path, teacher, capsys):
    out = tmp_path / "student"
    assert main(["train", "--data", "digits", "--model", "tinycnn_S", *TINY, "--max-steps", "3", "--out", str(out),
                 "--kd-model-name", "tinycnn_M", "--kd-checkpoint", str(teacher), "--task-loss-weight", "0.3",
                 "--kd-temperature", "2", "--mixup", "0.2"]) == 0
    err = capsys.readouterr().err
    assert "teacher TinyCNN-M" in err and "+kd2.0+kdtw0.3+kddw0.7" in err
    assert "its input re-normalised to mean (0.5, 0.5, 0.5) std (0.25, 0.25, 0.25)" in err
    steps = _steps(out)
    assert len(steps) == 3 and all(math.isfinite(s["loss"]) and s["loss"] > 0 for s in steps)
    config = json.loads((out / "config.json").read_text())
    assert config["kd_model_name"] == "tinycnn_M" and config["variant_resolved"].endswith("+kd2.0+kdtw0.3+kddw0.7")
    # resumed: the saved run's teacher read again, two more steps
    assert main(["train", "--resume", str(out), "--max-steps", "5", "--no-eval", "--no-plot", "--workers", "0"]) == 0
    assert len(_steps(out)) == 5


def test_a_student_distils_a_teachers_features_on_the_digits(tmp_path, teacher, capsys):
    """--kd-distill-type feature: TinyCNN-S (16 wide) from TinyCNN-M's pooled features (32 wide): the variant's
    +kdf32, timm's projection trained beside the student (saved in its checkpoint, not in its eval weights), the
    teacher's eval forward stopped at its head's input (fwd+prelogits); resumed with its teacher and projection."""
    out = tmp_path / "student"
    assert main(["train", "--data", "digits", "--model", "tinycnn_S", *TINY, "--max-steps", "3", "--out", str(out),
                 "--kd-model-name", "tinycnn_M", "--kd-checkpoint", str(teacher), "--kd-distill-type", "feature",
                 "--distill-loss-weight", "5", "--kd-teacher-feature-dim", "32"]) == 0
    err = capsys.readouterr().err
    assert "teacher TinyCNN-M" in err and "+kdf32+kddw5.0" in err and "-fwd+prelogits" in err
    steps = _steps(out)
    assert len(steps) == 3 and all(math.isfinite(s["loss"]) and s["loss"] > 0 for s in steps)
    from hlocert.train import checkpoint as ckpt
    params = ckpt.load_checkpoint(out).tensors["params"]
    assert params["kd.proj.w"].shape == (16, 32) and params["kd.proj.b"].shape == (32,)
    assert main(["train", "--resume", str(out), "--max-steps", "5", "--no-eval", "--no-plot", "--workers", "0"]) == 0
    assert len(_steps(out)) == 5
    assert main(["validate", "--checkpoint", str(out), "--workers", "0"]) == 0
    # its student starts another run (timm's --initial-checkpoint: the model's weights, not the task's projection)
    assert main(["train", "--data", "digits", "--model", "tinycnn_S", *TINY, "--max-steps", "1", "--out",
                 str(tmp_path / "next"), "--initial-checkpoint", str(out)]) == 0


def test_a_distilled_vit_distils_through_its_token_on_the_digits(tmp_path, teacher, capsys):
    """--kd-distill-type token: a distilled ViT-nano (`+dist`) from TinyCNN-M's logits, its distillation head
    against the teacher (soft at --kd-temperature 2, the variant's +kdt2.0), the class head the task's; resumed
    with its teacher; its checkpoint validates (the eval forward: the two heads' mean); --kd-token-distill-type
    hard trains the distillation head to the teacher's argmax (+kdth)."""
    out = tmp_path / "deit"
    run = ["train", "--workers", "0", "--no-eval", "--no-plot", "--out", str(out)]
    assert main([*run, "--data", "digits", "--variant", "vit_nano-c10-i32-b8x1-adamw+wx+dist", "--max-steps", "2",
                 "--kd-model-name", "tinycnn_M", "--kd-checkpoint", str(teacher), "--kd-distill-type", "token",
                 "--kd-temperature", "2", "--task-loss-weight", "0.5"]) == 0
    err = capsys.readouterr().err
    assert "teacher TinyCNN-M" in err and "+kdt2.0+kdtw0.5+kddw0.5+dist" in err
    steps = _steps(out)
    assert len(steps) == 2 and all(math.isfinite(s["loss"]) and s["loss"] > 0 for s in steps)
    config = json.loads((out / "config.json").read_text())
    assert config["kd_distill_type"] == "token" and config["variant_resolved"].endswith("+kdt2.0+kdtw0.5+kddw0.5+dist")
    assert main(["train", "--resume", str(out), "--max-steps", "3", "--no-eval", "--no-plot", "--workers", "0"]) == 0
    assert len(_steps(out)) == 3
    assert main(["validate", "--checkpoint", str(out), "--workers", "0"]) == 0
    capsys.readouterr()
    hard = ["train", "--workers", "0", "--no-eval", "--no-plot", "--out", str(tmp_path / "hard")]
    assert main([*hard, "--data", "digits", "--variant", "vit_nano-c10-i32-b8x1-adamw+wx+dist", "--max-steps", "1",
                 "--kd-model-name", "tinycnn_M", "--kd-checkpoint", str(teacher), "--kd-distill-type", "token",
                 "--kd-token-distill-type", "hard"]) == 0
    assert "-adamw+wx+kdth+dist" in capsys.readouterr().err and len(_steps(tmp_path / "hard")) == 1


def test_timms_weight_rules():
    assert kd_weights(None, None) == (1.0, 1.0)
    assert kd_weights(0.3, None) == (0.3, 0.7)
    assert kd_weights(0.7, None) == (0.7, 0.3)      # not 0.30000000000000004: the name reads +kddw0.3
    assert kd_weights(None, 0.5) == (1.0, 0.5)
    assert kd_weights(0.2, 0.6) == (0.2, 0.6)


@pytest.mark.parametrize("flags, words", [
    (["--kd-distill-type", "feature", "--kd-temperature", "2"], "logit or token distillation's"),
    (["--kd-distill-type", "feature", "--kd-teacher-feature-dim", "24"], "teacher's pooled features are 32 wide"),
    (["--kd-distill-type", "feature", "--kd-student-feature-dim", "32"], "student's pooled features are 16 wide"),
    (["--kd-distill-type", "token"], "TinyCNN-S: the student has no distillation token and head.*add \\+dist"),
    (["--kd-loss-type", "mse"], "only 'kl' is supported"),
    (["--kd-student-feature-dim", "64"], "feature distillation's, and this run distils logits"),
    (["--kd-token-distill-type", "hard"], "token distillation's, and this run distils logits"),
    (["--kd-distill-type", "token", "--kd-teacher-feature-dim", "32"], "feature distillation's"),
    (["--bce-loss"], "drop \\+bce"),
    (["--task-loss-weight", "1.5"], "weights must be finite numbers >= 0"),
])
def test_what_hlocert_does_not_distil_is_one_line(tmp_path, teacher, capsys, flags, words):
    assert main(["train", "--model", "tinycnn_S", *TINY, "--out", str(tmp_path / "r"), "--kd-model-name", "tinycnn_M",
                 "--kd-checkpoint", str(teacher), *flags]) == 2
    assert re.search(words, _err(capsys))
    assert not (tmp_path / "r").exists()


def test_a_teacher_without_weights_or_of_another_net_is_one_line(tmp_path, teacher, capsys):
    run = ["train", "--model", "tinycnn_S", *TINY, "--max-steps", "1"]

    def by_variant(out):        # the same refusals reached through --variant
        return ["train", "--workers", "0", "--no-eval", "--max-steps", "1", "--out", str(tmp_path / out), "--variant"]

    assert main([*run, "--out", str(tmp_path / "a"), "--kd-model-name", "tinycnn_M"]) == 2
    assert "give --kd-checkpoint PATH" in _err(capsys)
    assert main([*run, "--out", str(tmp_path / "b"), "--kd-model-name", "tinycnn_S", "--kd-checkpoint",
                 str(teacher)]) == 2
    assert "holds TinyCNN-M" in _err(capsys)
    assert main([*run, "--out", str(tmp_path / "c"), "--kd-temperature", "2"]) == 2
    assert "no teacher: add --kd-model-name" in _err(capsys)
    assert main([*by_variant("d"), "tinycnn_S-c10-i32-b8x1-adamw+kd4.0"]) == 2
    assert "give --kd-model-name NAME" in _err(capsys)
    assert main([*by_variant("e"), "tinycnn_S-c10-i32-b8x1-adamw+kd4.0", "--kd-model-name", "tinycnn_M",
                 "--kd-checkpoint", str(teacher), "--kd-distill-type", "feature"]) == 2
    assert "distils logits (+kd4.0)" in _err(capsys)
    assert main([*by_variant("f"), "tinycnn_S-c10-i32-b8x1-adamw+kdf24"]) == 2
    assert "give --kd-model-name NAME --kd-distill-type feature" in _err(capsys)
    assert main([*by_variant("g"), "tinycnn_S-c10-i32-b8x1-adamw+kdf24", "--kd-model-name", "tinycnn_M",
                 "--kd-checkpoint", str(teacher), "--kd-distill-type", "feature"]) == 2
    assert "+kdf24 is not the teacher's pooled width 32" in _err(capsys)
    assert main([*by_variant("h"), "vit_nano-c10-i32-b8x1-adamw+kdth+dist"]) == 2
    assert "give --kd-model-name NAME --kd-distill-type token" in _err(capsys)
    assert main([*by_variant("i"), "vit_nano-c10-i32-b8x1-adamw+kd4.0+dist", "--kd-model-name", "tinycnn_M",
                 "--kd-checkpoint", str(teacher), "--kd-distill-type", "token"]) == 2
    assert "distils logits (+kd4.0)" in _err(capsys)


@pytest.mark.torch
def test_a_teacher_with_timm_weights_is_read_by_timm(tmp_path, capsys):
    """A net with a timm twin (ConvNeXt-atto): its weights read by timm.create_model(pretrained=True) from
    --kd-checkpoint FILE (timm's teacher_pretrained_path), its 1000-class head re-initialised for the
    digits' 10, as timm creates its teacher at the student's class count."""
    torch = pytest.importorskip("torch")
    timm = pytest.importorskip("timm")
    from safetensors.torch import save_file
    torch.manual_seed(0)
    path = tmp_path / "atto.safetensors"
    save_file({k: v.contiguous() for k, v in timm.create_model("convnext_atto").state_dict().items()}, str(path))
    out = tmp_path / "student"
    assert main(["train", "--data", "digits", "--model", "tinycnn_S", *TINY, "--max-steps", "1", "--out", str(out),
                 "--kd-model-name", "convnext_atto", "--kd-checkpoint", str(path)]) == 0
    err = capsys.readouterr().err
    assert "its head has 1000 classes, the model 10: re-initialised" in err and "teacher ConvNeXt-atto" in err
    assert all(math.isfinite(s["loss"]) for s in _steps(out))


def test_the_first_step_is_the_formula_on_the_teachers_logits_of_its_batch(tmp_path, teacher):
    """The trainer's wiring: the loss of its first step (XLA, f32) is timm's formula in float64 on the
    student's logits (the JAX reference at the starting weights) and the teacher's (the reference at the
    checkpoint's weights, fed the batch re-normalised from the run's ImageNet mean/std to its 0.5/0.25),
    within 100x the reference's own f32-vs-f64 error; the teacher fed the batch as it is, or the weights
    swapped, is off by over 10x that."""
    import jax
    import numpy as np
    from hlocert.train import checkpoint as ckpt
    from hlocert.train.config import TrainConfig
    from hlocert.train.inputs import feed_rows
    from kd_formula import kd_loss
    from trainer_runs import FixedLoader, tiny_folder, trainer
    data = tiny_folder(tmp_path / "data", per_class_train=1, per_class_val=1)
    cfg = TrainConfig(data=data, variant="tinycnn_S-c10-i32-b2x1-adamw+kd2.0+kdtw0.3+kddw0.7", out=str(tmp_path / "r"),
                      workers=0, eval=False, plot=False, kd_model_name="tinycnn_M", kd_checkpoint=str(teacher))
    loader = FixedLoader(data, 2)
    with trainer(cfg, loaders=(loader, None)) as t:
        params = {k: np.asarray(a, np.float64) for k, a in t.host_state()["params"].items()}
        loss, _ = t.train_step(loader.batch)
        student, teacher_net = t.v.model, t.teacher.variant.model
    x, targets = (np.asarray(a, np.float64) for a in feed_rows(loader.batch))
    imagenet = [np.asarray(v) for v in ((0.485, 0.456, 0.406), (0.229, 0.224, 0.225))]
    renormalised = ((x * imagenet[1] + imagenet[0]) - 0.5) / 0.25
    t_params = {k: np.asarray(a, np.float64) for k, a in ckpt.load_checkpoint(teacher).tensors["params"].items()}
    (s_ref, s_cfg), (t_ref, t_cfg) = student.reference(), teacher_net.reference()

    def formula(dtype, teacher_x, weights=(0.3, 0.7)):
        cast = lambda tree: jax.tree.map(lambda a: np.asarray(a, dtype), tree)
        z = s_ref.forward(cast(params), cast(x), None, s_cfg)
        u = t_ref.forward(cast(t_params), cast(teacher_x), None, t_cfg)
        return float(kd_loss(z, cast(targets), u, 2.0, *weights))

    with jax.enable_x64(True):
        want = formula(np.float64, renormalised)
        floor = abs(formula(np.float32, renormalised) - want)
        bound = 100 * max(floor, 1e-7 * abs(want))
        assert abs(loss - want) <= bound, (loss, want, floor)
        for wrong in (formula(np.float64, x), formula(np.float64, renormalised, (0.7, 0.3))):
            assert abs(wrong - want) > 10 * bound, (wrong, want, bound)


def test_the_first_feature_step_is_the_formula_on_the_teachers_features_of_its_batch(tmp_path, teacher):
    """The trainer's wiring under --kd-distill-type feature: the loss of its first step (XLA, f32) is timm's
    FeatureDistillationTask formula in float64 on the student's pooled features and logits (the JAX reference
    at the starting weights, its projection the one the run drew) and the teacher's pooled features (its
    reference at the checkpoint's weights and an identity head, fed the re-normalised batch), within 100x the
    reference's own f32-vs-f64 error; the teacher fed the batch as it is, or the weights swapped, is off by over
    10x that."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from dataclasses import replace
    from hlocert.train import checkpoint as ckpt
    from hlocert.train.config import TrainConfig
    from hlocert.train.inputs import feed_rows
    from trainer_runs import FixedLoader, tiny_folder, trainer
    data = tiny_folder(tmp_path / "data", per_class_train=1, per_class_val=1)
    cfg = TrainConfig(data=data, variant="tinycnn_S-c10-i32-b2x1-adamw+kdf32+kdtw0.3+kddw0.7", out=str(tmp_path / "r"),
                      workers=0, eval=False, plot=False, kd_model_name="tinycnn_M", kd_checkpoint=str(teacher),
                      kd_distill_type="feature")
    loader = FixedLoader(data, 2)
    with trainer(cfg, loaders=(loader, None)) as t:
        params = {k: np.asarray(a, np.float64) for k, a in t.host_state()["params"].items()}
        loss, _ = t.train_step(loader.batch)
        student, teacher_net = t.v.model, t.teacher.variant.model
    assert params["kd.proj.w"].shape == (16, 32) and 0 < np.abs(params["kd.proj.w"]).max() <= 0.25   # U(±1/√16)
    x, targets = (np.asarray(a, np.float64) for a in feed_rows(loader.batch))
    imagenet = [np.asarray(v) for v in ((0.485, 0.456, 0.406), (0.229, 0.224, 0.225))]
    renormalised = ((x * imagenet[1] + imagenet[0]) - 0.5) / 0.25
    t_params = {k: np.asarray(a, np.float64) for k, a in ckpt.load_checkpoint(teacher).tensors["params"].items()}

    def features(model, p, xs, cast):
        width = p["head.fc.w"].shape[0]
        ref, rcfg = replace(model, num_classes=width).reference()
        return ref.forward(cast({**p, "head.fc.w": np.eye(width), "head.fc.b": np.zeros(width)}), cast(xs), None, rcfg)

    def formula(dtype, teacher_x, weights=(0.3, 0.7)):
        cast = lambda tree: jax.tree.map(lambda a: np.asarray(a, dtype), tree)
        p = cast(params)
        h = features(student, {k: a for k, a in params.items() if not k.startswith("kd.")}, x, cast)
        f = features(teacher_net, t_params, teacher_x, cast)
        z = h @ p["head.fc.w"] + p["head.fc.b"]
        task = -jnp.sum(cast(targets) * jax.nn.log_softmax(z, axis=-1)) / z.shape[0]
        kd = jnp.mean((h @ p["kd.proj.w"] + p["kd.proj.b"] - f) ** 2)
        return float(weights[0] * task + weights[1] * kd)

    with jax.enable_x64(True):
        want = formula(np.float64, renormalised)
        floor = abs(formula(np.float32, renormalised) - want)
        bound = 100 * max(floor, 1e-7 * abs(want))
        assert abs(loss - want) <= bound, (loss, want, floor)
        for wrong in (formula(np.float64, x), formula(np.float64, renormalised, (0.7, 0.3))):
            assert abs(wrong - want) > 10 * bound, (wrong, want, bound)


@pytest.mark.torch
def test_a_feature_teachers_pooled_features_are_timms(tmp_path):
    """A teacher with timm weights (ConvNeXt-atto, its head's LayerNorm before the pre-logits) under
    --kd-distill-type feature: its certified fwd+prelogits forward (XLA, f32) on a batch equals timm's
    DistillationTeacher(return_features=True) — forward_head(forward_features(x), pre_logits=True) — of the same
    weights on the same re-normalised pixels, within f32 rounding; the step trains a 16 → 320 projection."""
    torch = pytest.importorskip("torch")
    timm = pytest.importorskip("timm")
    import numpy as np
    from safetensors.torch import save_file
    from timm.task.distillation import DistillationTeacher
    from hlocert.train.config import TrainConfig
    from hlocert.train.inputs import feed_rows
    from trainer_runs import FixedLoader, tiny_folder, trainer
    torch.manual_seed(0)
    model = timm.create_model("convnext_atto")       # 1000 classes: the head is re-initialised, the features are not
    path = tmp_path / "atto.safetensors"
    save_file({k: v.contiguous() for k, v in model.state_dict().items()}, str(path))
    data = tiny_folder(tmp_path / "data", per_class_train=1, per_class_val=1)
    cfg = TrainConfig(data=data, variant="tinycnn_S-c10-i32-b2x1-adamw+kdf320", out=str(tmp_path / "r"), workers=0,
                      eval=False, plot=False, kd_model_name="convnext_atto", kd_checkpoint=str(path),
                      kd_distill_type="feature", mean=(0.5, 0.5, 0.5), std=(0.25, 0.25, 0.25))
    loader = FixedLoader(data, 2)
    with trainer(cfg, loaders=(loader, None)) as t:
        x = np.asarray(feed_rows(loader.batch)[0], np.float32)
        got = t.teacher.outputs(x)
        loss, _ = t.train_step(loader.batch)
        assert t.host_state()["params"]["kd.proj.w"].shape == (16, 320) and np.isfinite(loss)
    teacher = DistillationTeacher(model.eval())
    student = [torch.tensor(v).view(1, -1, 1, 1) for v in ((0.5,) * 3, (0.25,) * 3)]
    with torch.no_grad():
        xt = teacher.normalize_input(torch.tensor(x).permute(0, 3, 1, 2), *student)
        want = teacher(xt, return_features=True).numpy()
    assert got.shape == want.shape == (2, 320)
    assert np.max(np.abs(got - want)) <= 1e-4 * np.max(np.abs(want))
