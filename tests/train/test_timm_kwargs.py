"""timm's --model-kwargs and --opt-kwargs (its ParseKwargs: KEY=VALUE, the value a Python literal or
else text): each key the option of the net (its TIMM_KWARGS: the create_model keywords hlocert renders
as name options) or of the optimizer family (create_optimizer_v2's eps, betas, momentum, weight_decay,
nesterov, layer decay) that timm's keyword means, so the variant is the one the flags would compose;
every unknown key, bad value or keyword given twice one line. ConvNeXt's act_layer=gelu_tanh tied to
timm's own ConvNeXt built with it: test_timm_kwargs_torch.py."""
from pathlib import Path

import pytest
import yaml

from hlocert.cli import build_parser, main
from hlocert.train import config
from hlocert.train.errors import TrainError
from hlocert.train.recipe import with_global_pool, with_in_chans, with_model_kwargs, with_variant
from hlocert.train.timm_args import apply, load_args_yaml

TIMM_YAML = Path(__file__).parent.parent / "timm_args.yaml"

FAST = ["--workers", "0", "--epochs", "1", "--max-steps", "2", "--no-eval", "--no-plot"]


def variant(*argv: str) -> str:
    """The variant `hlocert train ARGV` trains (run_train's composition, nothing compiled)."""
    args = build_parser().parse_args(["train", "--data", "digits", *argv])
    if args.config:
        apply(args, load_args_yaml(args.config, lambda s: None))
    cfg = config.from_args(args)
    return with_model_kwargs(with_in_chans(with_global_pool(with_variant(cfg, config.given(args, cfg))))).variant.name


@pytest.mark.parametrize("kwargs, flags", [
    (["eps=1e-6", "betas=(0.9,0.99)"], ["--opt-eps", "1e-6", "--opt-betas", "0.9", "0.99"]),
    (["weight_decay=0.01"], ["--weight-decay", "0.01"]),
    (["layer_decay=0.75", "layer_decay_min_scale=0.1"], ["--layer-decay", "0.75", "--layer-decay-min-scale", "0.1"]),
    (["momentum=0.8"], ["--opt", "sgd+m0.9+nesterov", "--momentum", "0.8"]),
])
def test_an_opt_kwarg_is_the_flag_it_means(kwargs, flags):
    opt = flags[:2] if flags[0] == "--opt" else []
    got = variant("--model", "resnet_micro", *opt, "--opt-kwargs", *kwargs)
    assert got == variant("--model", "resnet_micro", *flags)
    assert got != variant("--model", "resnet_micro", *opt)


def test_nesterov_is_sgds_flag():
    assert variant("--model", "resnet_micro", "--opt", "sgd+m0.9+nesterov", "--opt-kwargs", "nesterov=False") \
        .endswith("-sgd+m0.9+wx+clip1.0")
    assert variant("--model", "resnet_micro", "--opt", "sgd+m0.9", "--opt-kwargs", "nesterov=True") \
        .endswith("-sgd+m0.9+nesterov+wx+clip1.0")


@pytest.mark.parametrize("argv, said", [
    (["--opt-kwargs", "foo=1"], "--opt-kwargs foo=1: hlocert's optimizers take eps, betas, momentum"),
    (["--opt-kwargs", "eps=tiny"], "--opt-kwargs eps='tiny': eps takes a number"),
    (["--opt-kwargs", "betas=0.9"], "--opt-kwargs betas=0.9: betas takes two numbers, (B1, B2)"),
    (["--opt-kwargs", "betas=(0.9,1.5)"], "--opt-kwargs betas=(0.9, 1.5): give betas in [0, 1)"),
    (["--opt-kwargs", "nesterov=1"], "--opt-kwargs nesterov=1: nesterov takes True or False"),
    (["--opt-eps", "1e-6", "--opt-kwargs", "eps=1e-7"], "--opt-kwargs eps=1e-07: --opt-eps gives eps too"),
    (["--opt-kwargs", "momentum=0.9"], "--opt-kwargs momentum=0.9: --opt adamw has no momentum"),
    (["--model-kwargs", "global_pool=max"], "--model-kwargs global_pool='max': timm's train.py gives create_model "
                                            "global_pool itself: use --gp"),
    (["--model-kwargs", "in_chans=1"], "use --in-chans"),
    (["--model-kwargs", "zero_init_last=0"], "--model-kwargs zero_init_last=0: ResNet's zero_init_last takes True, "
                                             "False"),
    (["--model-kwargs", "stem_type=deep"], "--model-kwargs stem_type='deep': ResNet takes zero_init_last"),
])
def test_a_bad_kwarg_is_one_line(tmp_path, capsys, argv, said):
    assert main(["train", "--data", "digits", "--model", "resnet_micro", *argv, *FAST,
                 "--out", str(tmp_path / "r")]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith(("train: error:", "hlocert train: error:")) and said in err, err
    assert not (tmp_path / "r").exists()


def test_a_pair_without_its_value_is_argparses_one_line(capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args(["train", "--opt-kwargs", "eps"])
    assert "argument --opt-kwargs: 'eps' is not KEY=VALUE" in capsys.readouterr().err


def test_a_net_without_kwargs_says_so():
    with pytest.raises(TrainError, match="ViT takes none"):
        variant("--model", "vit_micro", "--img-size", "8", "--model-kwargs", "class_token=False")


def test_a_model_kwarg_is_the_name_option_it_means():
    assert variant("--model", "resnet_micro", "--model-kwargs", "zero_init_last=False").endswith("+nozi")
    assert not variant("--model", "resnet_micro", "--model-kwargs", "zero_init_last=True").endswith("+nozi")
    assert variant("--model", "convnext_micro", "--model-kwargs", "act_layer=gelu_tanh").endswith("+tanh")
    # with --variant too, where it wins over the name
    assert variant("--variant", "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop+tanh",
                   "--model-kwargs", "act_layer=gelu") == "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"


def test_an_args_yamls_kwargs_are_read(tmp_path):
    d = yaml.safe_load(TIMM_YAML.read_text())
    d.update(model="resnet_micro", model_kwargs={"zero_init_last": False}, opt_kwargs={"eps": 1e-6})
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    got = load_args_yaml(tmp_path / "args.yaml", lambda s: None)
    assert got["model_kwargs"] == {"zero_init_last": False} and got["opt_kwargs"] == {"eps": 1e-6}
    name = variant("-c", str(tmp_path / "args.yaml"))
    assert "+eps1e-06" in name and name.endswith("+nozi")
    d["opt_kwargs"] = "eps"
    (tmp_path / "args.yaml").write_text(yaml.safe_dump(d))
    with pytest.raises(TrainError, match="opt_kwargs: 'eps' is not a mapping of keyword arguments"):
        load_args_yaml(tmp_path / "args.yaml", lambda s: None)


def test_a_run_records_and_trains_them(tmp_path):
    out = tmp_path / "run"
    assert main(["train", "--data", "digits", "--model", "resnet_micro", "-b", "4", "--model-kwargs",
                 "zero_init_last=False", "--opt-kwargs", "eps=1e-6", *FAST, "--out", str(out)]) == 0
    saved = yaml.safe_load((out / "args.yaml").read_text())
    assert saved["model_kwargs"] == {"zero_init_last": False} and saved["opt_kwargs"] == {"eps": 1e-6}
    assert saved["variant"].endswith("+nozi") and "+eps1e-06" in saved["variant"]
