"""Every table in BENCHMARKS.md says where its numbers came from (issue 31): the date it was
measured, the CPU (the machine changed between sessions: an AMD EPYC, then an Intel Xeon with
AMX), the thread count and the command that produced it.

A table is a block of lines starting with "|" that holds a |---| separator row. Its provenance is
looked for in its section's text: from the nearest heading above it (the heading included) to the
table's last row, and in the lines just after it, up to the next table or heading. Fenced code is
skipped when finding headings and tables (a "# comment" in a shell block is no heading) but its
lines count as text. Pure text; no benchmark runs."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "BENCHMARKS.md"

# A date, also inside an ISO time (2026-12-03T07:30Z).
DATE = re.compile(r"(?<!\d)20\d\d-\d\d-\d\d(?!\d)")
# "GPU" alone, not as in "XLA-GPU" (a lowerer's name says nothing of the machine).
CPU = re.compile(r"AMD|Intel|EPYC|Xeon|CPU not recorded|(?<![\w-])GPU")
THREADS = re.compile(r"\bthreads?\b|--threads|threads not recorded", re.I)
SPAN = re.compile(r"`([^`\n]+)`")
COMMAND_WORDS = ("bench", "hlocert", "python")
SEPARATOR = re.compile(r"^\|\s*:?-{3,}:?\s*\|")


def lines_of(text: str) -> list[tuple[str, bool]]:
    """Each line with whether it is inside a fenced code block (the fences count as inside)."""
    out, fenced = [], False
    for line in text.splitlines():
        if line.startswith("```"):
            out.append((line, True))
            fenced = not fenced
        else:
            out.append((line, fenced))
    return out


def tables(text: str) -> list[tuple[int, int]]:
    """(first line, last line) indices of every markdown table outside fenced code."""
    found, lines, i = [], lines_of(text), 0
    while i < len(lines):
        if lines[i][0].startswith("|") and not lines[i][1]:
            j = i
            while j + 1 < len(lines) and lines[j + 1][0].startswith("|") and not lines[j + 1][1]:
                j += 1
            if any(SEPARATOR.match(line) for line, _ in lines[i:j + 1]):
                found.append((i, j))
            i = j + 1
        else:
            i += 1
    return found


def is_heading(line: str, fenced: bool) -> bool:
    return not fenced and line.startswith("#")


def context(text: str, first: int, last: int) -> str:
    """The section's text from the nearest heading above the table to its end, then the lines after
    it up to the next table or heading."""
    lines = lines_of(text)
    start = first
    while start > 0 and not is_heading(*lines[start]):
        start -= 1
    end = last + 1
    while end < len(lines) and not is_heading(*lines[end]) and not (
            lines[end][0].startswith("|") and not lines[end][1]):
        end += 1
    return "\n".join(line for line, _ in lines[start:end])


def has_command(section: str) -> bool:
    spans = SPAN.findall(section)
    fenced = [line for line, inside in lines_of(section) if inside and not line.startswith("```")]
    return any(word in code for code in spans + fenced for word in COMMAND_WORDS)


def missing(section: str) -> list[str]:
    checks = {"a date (YYYY-MM-DD)": DATE.search(section),
              "a CPU (AMD/EPYC, Intel/Xeon, GPU or 'CPU not recorded')": CPU.search(section),
              "a thread count (or 'threads not recorded')": THREADS.search(section),
              "a command in backticks (bench/hlocert/python)": has_command(section)}
    return [what for what, ok in checks.items() if not ok]


def problems(text: str) -> list[str]:
    out = []
    for first, last in tables(text):
        lacking = missing(context(text, first, last))
        if lacking:
            out.append(f"table at line {first + 1}: lacks {', '.join(lacking)}")
    return out


def test_benchmarks_has_tables():
    assert len(tables(DOC.read_text())) > 50


def test_every_table_names_date_cpu_threads_command():
    found = problems(DOC.read_text())
    assert not found, "BENCHMARKS.md tables without provenance:\n" + "\n".join(found)


GOOD = """## Section (2026-12-05)

Intel Xeon, `--threads 1`: `.venv/bin/hlocert bench --table fm32`.

| a | b |
|---|---|
| 1 | 2 |
"""


def test_a_table_with_its_provenance_passes():
    assert problems(GOOD) == []


@pytest.mark.parametrize("drop, lacks", [("2026-12-05", "date"), ("Intel Xeon", "CPU"),
                                          ("`--threads 1`", "thread"), ("`.venv/bin/hlocert bench --table fm32`", "command")])
def test_a_table_lacking_one_fact_fails(drop, lacks):
    found = problems(GOOD.replace(drop, "x"))
    assert len(found) == 1 and lacks in found[0]


def test_provenance_after_the_table_counts_but_not_past_the_next_heading():
    after = "## S\n\n| a |\n|---|\n| 1 |\n\n2026-12-05, AMD EPYC, 1 thread, `hlocert bench`.\n"
    assert problems(after) == []
    assert problems("## S\n\n| a |\n|---|\n| 1 |\n\n## T\n\n2026-12-05, AMD EPYC, 1 thread, `hlocert bench`.\n")


def test_a_heading_inside_fenced_code_is_not_a_heading():
    text = "## S (2026-12-05, AMD, 1 thread)\n\n```\n# `python bench/x.py`\n```\n\n| a |\n|---|\n| 1 |\n"
    assert problems(text) == []


def test_a_date_inside_an_iso_time_counts():
    assert problems(GOOD.replace("2026-12-05", "2026-12-05T07:30:48Z")) == []


def test_a_lowerer_named_gpu_is_no_cpu():
    found = problems(GOOD.replace("Intel Xeon", "XLA-GPU keeps barriers"))
    assert len(found) == 1 and "CPU" in found[0]
