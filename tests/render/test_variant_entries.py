"""Where a variant name becomes a `Variant` (DESIGN invariant 10; render/variants.py's docstring):
every call of `Variant.parse` in the repository's code (hlocert/, bench/, scripts/), found by reading
the source with `ast`. There are three, one reader per kind of source; everybody else calls one of
them (text a person typed: `variant_arg`; a record hlocert wrote: `recorded`; a name a net
declares: `declared`) and everything past them takes the object. A new call of `Variant.parse` is a
new door: route the name through the reader of its kind of source instead."""
from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

from hlocert import nets
from hlocert.render.variants import VariantError, declared

ROOT = Path(__file__).resolve().parents[2]

# (file, the function that calls Variant.parse): the kind of source it reads
ENTRIES = {
    ("hlocert/render/variants.py", "variant_arg"): "text a person typed: a command-line flag or positional, an "
                                                   "args.yaml's flag value",
    ("hlocert/render/variants.py", "recorded"): "a record hlocert wrote: a banner, a run's config.json, a "
                                                "checkpoint's state.json, a bench worker's spec",
    ("hlocert/render/variants.py", "declared"): "a name a net declares (DEFAULT_TRAIN, COMMITTED, BENCH)",
}


def parse_calls(path: Path) -> list[str]:
    """The (qualified) names of the functions in `path` that call `Variant.parse`, once per call."""
    found: list[str] = []

    def visit(node: ast.AST, scope: tuple[str, ...]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                visit(child, scope + (child.name,))
                continue
            f = getattr(child, "func", None) if isinstance(child, ast.Call) else None
            if isinstance(f, ast.Attribute) and f.attr == "parse" and isinstance(f.value, ast.Name) \
                    and f.value.id == "Variant":
                found.append(".".join(scope) or "<module>")
            visit(child, scope)
    visit(ast.parse(path.read_text(encoding="utf-8")), ())
    return found


def test_variant_names_enter_only_through_the_listed_readers():
    found = Counter((str(p.relative_to(ROOT)), where) for top in ("hlocert", "bench", "scripts")
                    for p in sorted((ROOT / top).rglob("*.py")) for where in parse_calls(p))
    assert found == Counter(list(ENTRIES)), (f"unlisted: {sorted(set(found) - set(ENTRIES))}; "
                                       f"gone: {sorted(set(ENTRIES) - set(found))}; more than once: "
                                       f"{sorted(k for k, n in found.items() if n > 1)}")


def test_declared_reads_only_the_names_the_nets_declare():
    """`declared` is the nets' names' entry, not a second door for any name: a name no net
    declares is refused (it enters through its own reader), a declared one parsed once."""
    with pytest.raises(VariantError, match="not a variant any net declares"):
        declared("tinycnn_S-c10-i32-b4x1-adam")
    default = nets.default_train_variant()
    assert declared(default).name == default and declared(default) is declared(default)


def test_three_readers_one_per_kind_of_source():
    """Issue 29's bound: at most three doors, each a kind of source (a person's text, a record,
    a net's declaration)."""
    assert len(ENTRIES) <= 3


def test_a_typed_variant_travels_as_the_object(capsys):
    """train's --variant is read by `variant_arg` as the command line is parsed: TrainConfig is
    given the Variant, not a name to parse again; a bad name is argparse's error naming it."""
    from hlocert.cli import build_parser
    from hlocert.train import config
    name = nets.default_train_variant()
    args = build_parser().parse_args(["train", "--variant", name])
    assert type(args.variant).__name__ == "Variant" and config.from_args(args).variant.name == name
    with pytest.raises(SystemExit) as info:
        build_parser().parse_args(["train", "--variant", "tinycnn_S-c10"])
    err = capsys.readouterr().err
    assert info.value.code == 2 and "argument --variant: cannot read variant 'tinycnn_S-c10'" in err


def test_render_reads_its_positional_through_variant_arg_in_one_line(tmp_path, capsys):
    """`render`'s positional is a person's text read by `variant_arg`; its error stays one line
    (no argparse usage) naming the value; a good name renders the committed bytes."""
    from hlocert.cli import main
    from hlocert.render.artifacts import path_for
    assert main(["render", "tinycnn_S-c10-x", "-o", str(tmp_path / "x.mlir")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("render: error: cannot read variant 'tinycnn_S-c10-x'")
    name = nets.default_train_variant()
    assert main(["render", name, "-o", str(tmp_path / "d.mlir")]) == 0
    assert (tmp_path / "d.mlir").read_text() == path_for(name).read_text()
