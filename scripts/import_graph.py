#!/usr/bin/env python3
"""Print hlocert's import graph between its layers and check it: no cycles, no upward edges.

Reads the source with `ast` (imports nothing of hlocert), counting every import of an hlocert module,
at module top or inside a function (a lazy import is a dependency all the same). A layer is a
subpackage (`hlocert.ops`) or a top-level module (`hlocert.cli`). LAYERS below declares the order,
lowest first; a layer may import only layers lower than itself. Exit status 1 on a violation.

    python scripts/import_graph.py          # the layer graph, then any violation
    python scripts/import_graph.py --modules  # the module graph as well
"""
from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "hlocert"
PACKAGE = "hlocert"

# Lowest first. Layers on one line are independent of each other (neither may import the other).
LAYERS = [
    ("hlocert", "hlocert.errors", "hlocert.children", "hlocert.grammar",   # the version; shared exception types;
     "hlocert.torch_optim", "hlocert.hugepages"),   # child processes; the variant name's option grammar; the torch
                                                    # peers' optimizer; the heap's huge pages (a re-exec)
    ("hlocert.ir", "hlocert.reference"),   # the trusted core; the independent JAX oracle
    ("hlocert.ops",),                      # rules: forward + VJP + certificates + mutants
    ("hlocert.nets", "hlocert.optim", "hlocert.data"),
    ("hlocert.render", "hlocert.weights"),
    ("hlocert.runtime", "hlocert.certify"),
    ("hlocert.train", "hlocert.launch"),
    ("hlocert.bench",),                    # times the train step and the eval forward as train/ runs them
    ("hlocert.cli",),
    ("hlocert.entry",),                    # the command's entry: huge pages, then the CLI
    ("hlocert.__main__",),                 # `python -m hlocert`: the command
]
RANK = {layer: i for i, row in enumerate(LAYERS) for layer in row}


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> list[str]:
    if node.level == 0:
        base = node.module or ""
    else:
        parts = module.split(".")
        if not is_package:
            parts = parts[:-1]
        parts = parts[:len(parts) - (node.level - 1)]
        base = ".".join(parts + ([node.module] if node.module else []))
    if node.module is None:     # `from . import x`: x may be a module
        return [f"{base}.{a.name}" for a in node.names]
    return [base]


def module_graph() -> dict[str, set[str]]:
    """Module -> the hlocert modules it imports (names as written; submodules resolved below)."""
    files = sorted(ROOT.rglob("*.py"))
    modules = {module_name(f): f for f in files}
    graph: dict[str, set[str]] = {}
    for mod, f in modules.items():
        deps: set[str] = set()
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"), str(f))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = _resolve(mod, f.name == "__init__.py", node)
            for n in names:
                while n and n not in modules:       # `from .x import name`: the module is x
                    n = n.rpartition(".")[0]
                if n.startswith(PACKAGE) and n != mod:
                    deps.add(n)
        graph[mod] = deps
    return graph


def layer_of(module: str) -> str:
    parts = module.split(".")
    for k in (2, 1):
        name = ".".join(parts[:k])
        if name in RANK:
            return name
    raise KeyError(f"{module} is in no layer; add it to LAYERS in scripts/import_graph.py")


def layer_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {layer: set() for layer in RANK}
    for mod, deps in graph.items():
        for d in deps:
            a, b = layer_of(mod), layer_of(d)
            if a != b:
                out[a].add(b)
    return out


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every cycle found by depth-first search (each reported once, from its first node)."""
    found, state, stack = [], {}, []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for d in sorted(graph.get(n, ())):
            if state.get(d) == 1:
                found.append(stack[stack.index(d):] + [d])
            elif d not in state:
                visit(d)
        stack.pop()
        state[n] = 2
    for n in sorted(graph):
        if n not in state:
            visit(n)
    return found


def upward_edges(layers: dict[str, set[str]]) -> list[tuple[str, str]]:
    return [(a, b) for a, deps in layers.items() for b in sorted(deps) if RANK[b] >= RANK[a]]


def main(argv: list[str]) -> int:
    graph = module_graph()
    layers = layer_graph(graph)
    print("layers, lowest first; each with the layers it imports:")
    for row in LAYERS:
        for layer in row:
            print(f"  [{RANK[layer]}] {layer:<18} -> {', '.join(sorted(layers[layer], key=RANK.get)) or '(nothing)'}")
    if "--modules" in argv:
        print("modules:")
        for mod in sorted(graph):
            print(f"  {mod} -> {', '.join(sorted(graph[mod])) or '(nothing)'}")
    bad = 0
    for a, b in upward_edges(layers):
        culprits = sorted(m for m, deps in graph.items() if layer_of(m) == a for d in deps if layer_of(d) == b)
        print(f"UPWARD: {a} imports {b} (in {', '.join(culprits)})")
        bad += 1
    for c in cycles(graph):
        print("CYCLE: " + " -> ".join(c))
        bad += 1
    print("no cycles, no upward edges" if not bad else f"{bad} violation(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
