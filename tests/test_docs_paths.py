"""The docs' commands run from a fresh clone as written: no code block or inline command in README.md,
BENCHMARKS.md or docs/ names a path of one particular machine (a home, a scratch or work directory,
another checkout's venv); system paths every Linux has (/usr/share/datasets, /dev/null, /proc/…)
are fine. Paths in prose outside code are left to the reader."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", ROOT / "BENCHMARKS.md", *sorted((ROOT / "docs").rglob("*.md"))]
SYSTEM = ("/usr/", "/dev/", "/proc/", "/sys/", "/etc/", "/bin/", "/lib/")
FENCE = re.compile(r"^```.*?^```", re.S | re.M)
INLINE = re.compile(r"`([^`\n]+)`")
# An absolute path: a slash that starts a word (after a space, `=`, a bracket or a quote, so
# ratios like img/s and URLs' // do not count), then at least one name.
ABSOLUTE = re.compile(r"""(?:^|(?<=[\s=(\[{'"]))/[A-Za-z0-9_.~-]+(?:/[A-Za-z0-9_.~*-]*)*""", re.M)


def code_of(text: str) -> list[tuple[int, str]]:
    """(line number, code) of every fenced block's lines and every inline code span."""
    out = []
    for block in FENCE.finditer(text):
        first = text.count("\n", 0, block.start()) + 1
        out += [(first + i, line) for i, line in enumerate(block.group().splitlines())]
    prose = FENCE.sub(lambda m: "\n" * m.group().count("\n"), text)
    for n, line in enumerate(prose.splitlines(), 1):
        out += [(n, span) for span in INLINE.findall(line)]
    return out


def machine_paths(text: str) -> list[str]:
    return [f"line {n}: {path}" for n, code in code_of(text) for path in ABSOLUTE.findall(code)
            if not (path + "/").startswith(SYSTEM) and path != "/"]


@pytest.mark.parametrize("doc", DOCS, ids=[str(d.relative_to(ROOT)) for d in DOCS])
def test_no_command_names_a_path_of_one_machine(doc):
    found = machine_paths(doc.read_text())
    assert not found, (f"{doc.relative_to(ROOT)} names machine paths in its commands; use .venv/bin/python, "
                       f"paths relative to the clone, or a lock such as `flock .bench.lock`: {found}")


def test_the_scan_finds_a_machine_path_and_passes_system_ones():
    text = ("run `PYTHONPATH=$PWD /work/tvenv/bin/python -m x` and\n```\nflock /root/notes/bench.lock cmd "
            "--json /tmp/a.json\n```\n`ls /usr/share/datasets/fashion-mnist` `cat /proc/cpuinfo > /dev/null` "
            "img/s `a/b` https://x.org/y\n")
    assert [p.split(": ")[1] for p in machine_paths(text)] == ["/root/notes/bench.lock", "/tmp/a.json",
                                                               "/work/tvenv/bin/python"]


SCRIPTS = sorted((ROOT / "bench").glob("*.py")) + sorted((ROOT / "scripts").glob("*.py"))


def usage_paths(source: str) -> list[str]:
    """Machine paths in the command lines (those that run python) of a script's module docstring."""
    import ast
    doc = ast.get_docstring(ast.parse(source)) or ""
    return [f"{line.strip()}: {path}" for line in doc.splitlines() if "python" in line
            for path in ABSOLUTE.findall(line) if not (path + "/").startswith(SYSTEM) and path != "/"]


@pytest.mark.parametrize("script", SCRIPTS, ids=[str(s.relative_to(ROOT)) for s in SCRIPTS])
def test_no_usage_line_of_a_script_names_a_path_of_one_machine(script):
    """bench/idle_gap.py's usage named /work/tvenv/bin/python (found in review, 2026-12-05)."""
    assert not usage_paths(script.read_text()), usage_paths(script.read_text())


def test_the_usage_scan_finds_a_machine_python():
    assert usage_paths('"""Use:\n    /work/tvenv/bin/python bench/x.py 1\n"""\n') == [
        "/work/tvenv/bin/python bench/x.py 1: /work/tvenv/bin/python"]
