"""The parser on hostile text: whatever it is handed, a ParseError or a Module, never another
exception, a recursion overflow or a hang.

Seeded mutations of the committed artifacts (bit flips, truncations, token deletions and
duplications, splices from other artifacts, bracket and digit bombs), a few hundred in the default
suite and thousands in the slow one; every text that still parses must print to text that parses
back to the same module. A failure names the case's seed and mutations, so it replays exactly.
"""
import random
import re

import pytest

from hlocert.ir.parser import ParseError, parse_module
from hlocert.ir.printer import print_module
from hlocert.render.artifacts import COMMITTED, path_for

TOKEN_RE = re.compile(r"\s+|[A-Za-z0-9_.%@#$^\"-]+|.", re.DOTALL)
GRAMMAR_CHARS = "[](){}<>,:=%@#^\"-.x0123456789ef \n/"


def _corpus(max_chars: int) -> list[str]:
    texts = [path_for(name).read_text() for name in COMMITTED]
    return sorted((t for t in texts if len(t) <= max_chars), key=len)


def mutate(text: str, rnd: random.Random, donors: list[str]) -> tuple[str, str]:
    """One random mutation of `text`: (new text, what was done)."""
    i = rnd.randrange(len(text) + 1)
    kind = rnd.choice(("bitflip", "char", "digit", "truncate", "delete", "duplicate", "splice", "brackets", "digits"))
    if kind == "bitflip" and i < len(text):
        return text[:i] + chr(ord(text[i]) ^ (1 << rnd.randrange(7))) + text[i + 1:], f"bitflip@{i}"
    if kind == "char":
        return text[:i] + rnd.choice(GRAMMAR_CHARS) + text[i + 1:], f"char@{i}"
    if kind == "digit":              # a digit of the next constant: often still valid, so the round trip runs
        j = max(text.find("dense<", i), 0) + 6
        j = next((k for k in range(j, min(j + 40, len(text))) if text[k].isdigit()), i)
        return text[:j] + rnd.choice("0123456789") + text[j + 1:], f"digit@{j}"
    if kind in ("delete", "duplicate"):
        starts = [m.start() for m in TOKEN_RE.finditer(text)] + [len(text)]
        k = rnd.randrange(len(starts) - 1)
        a, b = starts[k], starts[k + 1]
        return text[:a] + (text[a:b] * 2 if kind == "duplicate" else "") + text[b:], f"{kind}@{a}"
    if kind == "splice":
        donor = rnd.choice(donors)
        j = rnd.randrange(len(donor))
        cut = rnd.randint(0, 300)
        return text[:i] + donor[j:j + rnd.randint(1, 300)] + text[i + cut:], f"splice@{i}"
    if kind == "brackets":
        n = rnd.choice((2, 65, 500, 5000))
        return text[:i] + "[" * n + text[i:], f"{n}x[@{i}"
    if kind == "digits":
        n = rnd.choice((20, 5000))
        return text[:i] + "9" * n + text[i:], f"{n}digits@{i}"
    return text[:i], f"truncate@{i}"


def run_cases(texts: list[str], seeds) -> dict:
    """Parse one mutant per seed; fail naming the seed on anything but ParseError or a round trip."""
    outcome = {"ParseError": 0, "parsed": 0}
    for seed in seeds:
        rnd = random.Random(seed)
        text = rnd.choice(texts)
        done = []
        for _ in range(rnd.randint(1, 3)):
            text, what = mutate(text, rnd, texts)
            done.append(what)
        try:
            m = parse_module(text)
        except ParseError:
            outcome["ParseError"] += 1
            continue
        except Exception as e:
            raise AssertionError(f"seed {seed} ({', '.join(done)}): {type(e).__name__}: {str(e)[:300]}") from e
        assert parse_module(print_module(m)) == m, f"seed {seed} ({', '.join(done)}): reparse differs"
        outcome["parsed"] += 1
    return outcome


def test_mutated_artifacts_give_parse_errors_or_round_trips():
    outcome = run_cases(_corpus(40_000), range(300))
    assert sum(outcome.values()) == 300 and outcome["ParseError"] > 0


@pytest.mark.slow
def test_mutated_artifacts_give_parse_errors_or_round_trips_many():
    outcome = run_cases(_corpus(300_000), range(1_000, 3_500))
    assert sum(outcome.values()) == 2_500 and outcome["ParseError"] > 0


# ---------------------------------------------------------------------------------------------
# The hostile inputs found so far, each of which once escaped as another exception.

def _func(literal: str, type_: str) -> str:
    return ("  func.func public @main() -> (" + type_ + ") {\n    %0 = stablehlo.constant dense<" + literal + "> : "
            + type_ + '\n    "func.return"(%0) : (' + type_ + ") -> ()\n  }\n")


def _with_constant(literal: str, type_: str) -> str:
    return "module @m {\n" + _func(literal, type_) + "}\n"


def test_the_constant_template_parses():
    text = _with_constant("[[1.0, 2.0]]", "tensor<1x2xf32>")
    assert print_module(parse_module(text)) == text


@pytest.mark.parametrize("text, message", [
    (_with_constant("[" * 500 + "1.0" + "]" * 500, "tensor<1xf32>"), "nested deeper than 64"),  # RecursionError
    (_with_constant("1.0", "tensor<" + "1x" * 65 + "f32>"), "rank 65"),                          # numpy's rank limit
    (_with_constant("1.0", "tensor<999999999999999999x999999999999999999xf32>"), "no constant"),  # past numpy's range
    (_with_constant("1.0", "tensor<" + "9" * 5000 + "xf32>"), "tensor type"),                    # int() digit limit
    ("module @m attributes {a = " + "9" * 5000 + " : i64} {\n}\n", "expected an integer"),        # int() digit limit
    ("module @m {\n" + _func("1.0", "tensor<f32>") * 2 + "}\n", "function @main is defined twice"),
])
def test_hostile_text_is_a_parse_error(text, message):
    with pytest.raises(ParseError, match=message):
        parse_module(text)
