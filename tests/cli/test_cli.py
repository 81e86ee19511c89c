"""The `hlocert` command line: --version, inspect, and its exit codes and messages on bad input."""
import subprocess
import sys

import numpy as np
import pytest

from hlocert import __version__
from hlocert.cli import COMMANDS, main
from hlocert.ir import FuncBuilder, aliasing_attr, build_module, print_module, tensor
from hlocert.ir.types import I32


@pytest.fixture
def module_file(tmp_path):
    b = FuncBuilder()
    x = b.arg("x", tensor((8, 3)))
    w = b.arg("w", tensor((3, 4)), aliasing_attr(0))
    b.arg("labels", tensor((8,), "i32"))
    y = b.dot_general(x, w, contract=((1,), (0,)))
    z = b.add(b.add(y, y), b.constant(np.ones((8, 4)), "f32"))
    m = build_module(b.ret(w, b.reduce(z, [1])), attrs={"mhlo.num_replicas": I32(1)},
                     banner=["model: tiny", "", "classes: 4"])
    path = tmp_path / "tiny.mlir"
    path.write_text(print_module(m))
    return path


def test_version(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert capsys.readouterr().out == f"hlocert {__version__}\n"


def test_version_as_a_program():
    out = subprocess.run([sys.executable, "-m", "hlocert.cli", "--version"], capture_output=True, text=True,
                         check=True).stdout
    assert out == f"hlocert {__version__}\n"


def test_commands_are_a_dispatch_table():
    assert "inspect" in COMMANDS
    assert all(callable(c.add_arguments) and callable(c.run) and c.help for c in COMMANDS.values())


def test_no_command_is_a_usage_error(capsys):
    assert main([]) == 2
    assert "a command is required" in capsys.readouterr().err


def test_inspect(module_file, capsys):
    assert main(["inspect", str(module_file)]) == 1          # a summary, and not a certified render
    out = capsys.readouterr().out.splitlines()
    assert out[:3] == ["// model: tiny", "//", "// classes: 4"]
    assert "  mhlo.num_replicas = 1 : i32" in out
    assert "func @main (public): 3 arguments, 2 results" in out
    assert "  %x: tensor<8x3xf32>" in out
    assert "  %w: tensor<3x4xf32>  tf.aliasing_output = 0 : i32" in out
    assert "  %labels: tensor<8xi32>" in out
    assert out[out.index("  %labels: tensor<8xi32>") + 1:][:2] == ["  -> tensor<3x4xf32>", "  -> tensor<8xf32>"]
    ops = out[out.index("  ops: 6") + 1:][:4]
    assert [line.split() for line in ops] == [["stablehlo.add", "2"], ["stablehlo.constant", "2"],
                                              ["stablehlo.dot_general", "1"], ["stablehlo.reduce", "1"]]
    assert out[-2] == ("  arguments: 44 argument scalars in 3 arguments "
                       "(no hlocert render banner: parameters not told apart from inputs)")
    assert out[-1].startswith("certification: NOT a certified render: the text has no `// hlocert VERSION render")


@pytest.mark.parametrize("name, expected", [
    ("convnext_T-c1000-i224-b64x1-fwd+drop",
     ["    data: 9,633,792 scalars in 1 tensors (x)",
      "    model parameters: 28,589,128 scalars in 182 tensors (params)",
      "    mask: 1,152 scalars in 1 tensors (drop_mask)"]),
    ("convnext_micro-c10-i32-b2x2-adamw+wx+clip1.0+drop",
     ["    data: 6,164 scalars in 2 tensors (x, targets)",
      "    model parameters: 7,930 scalars in 56 tensors (params)",
      "    optimizer state: 15,860 scalars in 112 tensors (m, v)",
      "    host scalars: 3 scalars in 3 tensors (scalars)",
      "    mask: 8 scalars in 1 tensors (drop_mask)"]),
])
def test_inspect_tells_model_parameters_from_inputs_and_optimizer_state(name, expected, capsys):
    """By the signature of the variant the banner names: the T forward has 28,589,128 model
    parameters, not the 38,224,072 scalars of all its arguments."""
    from hlocert.render.artifacts import path_for
    assert main(["inspect", str(path_for(name))]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-len(expected) - 1:-1] == expected
    assert out[-1] == f"certification: certified render of {name} (byte-equal to a fresh render)"


def test_inspect_does_not_classify_arguments_that_are_not_the_signature(tmp_path, capsys):
    from hlocert.render.artifacts import path_for
    name = "convnext_micro-c10-i32-b2x1-fwd+drop"
    edited = tmp_path / "edited.mlir"
    edited.write_text(path_for(name).read_text().replace("%stem.conv.b", "%stem.conv.bias"))
    assert main(["inspect", str(edited)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith(f"certification: NOT a certified render: {edited}: not the certified render of {name}")
    last = out[-2]
    assert f"NOT the signature of {name}: %stem.conv.bias tensor<4xf32> where the params group has %stem.conv.b 4" in last


def test_inspect_parse_error(module_file, capsys):
    text = module_file.read_text()
    module_file.write_text(text.replace("stablehlo.add", "stablehlo.plus", 1))
    assert main(["inspect", str(module_file)]) == 2
    err = capsys.readouterr().err
    line = next(i for i, s in enumerate(text.splitlines(), 1) if "stablehlo.add" in s)
    col = text.splitlines()[line - 1].index("stablehlo.add") + 1
    assert err.startswith(f"{module_file}:{line}:{col}: error: unknown op stablehlo.plus")


def test_inspect_missing_file(tmp_path, capsys):
    missing = tmp_path / "nope.mlir"
    assert main(["inspect", str(missing)]) == 2
    assert capsys.readouterr().err.strip() == f"{missing}: error: no such file"


def test_inspect_needs_a_file(capsys):
    with pytest.raises(SystemExit) as info:
        main(["inspect"])
    assert info.value.code == 2
    assert "file" in capsys.readouterr().err
