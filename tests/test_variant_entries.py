"""Where a variant name becomes a `Variant` (DESIGN invariant 10; render/variants.py's docstring):
every call of `Variant.parse` in the repository's code (hlocert/, bench/, scripts/), found by reading
the source with `ast`, each the one reader of its source. Everything past these readers takes the
object. A new call is a new entry: route the name through one of these readers, or list it here
and in variants.py's docstring, saying what it reads."""
from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

from hlocert import nets
from hlocert.render.variants import VariantError, declared

ROOT = Path(__file__).resolve().parents[1]

# (file, the function that calls Variant.parse): what it reads
ENTRIES = {
    ("hlocert/render/variants.py", "variant_arg"): "a command-line argument (argparse's type=)",
    ("hlocert/render/variants.py", "declared"): "a name a net declares (DEFAULT_TRAIN, COMMITTED, BENCH)",
    ("hlocert/render/certified.py", "banner_variant"): "a file's banner",
    ("hlocert/train/config.py", "TrainConfig.__post_init__"): "train's --variant, a config.json, an args.yaml",
    ("hlocert/train/checkpoint.py", "read_state"): "a checkpoint's state.json",
    ("hlocert/bench/configs.py", "worker_spec"): "a bench worker's JSON spec",
    ("hlocert/cli.py", "_run_render"): "render's positional (one-line error, not argparse's usage)",
    ("hlocert/bench/scaling.py", "run_scaling"): "bench --scaling's --config: a config or a variant",
    ("bench/idle_gap.py", "_contender_step"): "its argv, CONTENDER:VARIANT",
    ("bench/step_variants.py", "main"): "the base with a contender's options, composed there",
    ("bench/first_step_phases.py", "main"): "its positional, after the timed imports",
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
