"""Run only what is certified (DESIGN invariants 2 and 7): the one gate every text passes before
`train`, `eval` or `pair` compiles it.

A text is accepted only if it byte-equals the render of the variant it claims. Rendering is
cheap (a 224² T-size train step in about 0.1 s), so the text is compared with a fresh render every
time — never with its own `content sha256` banner line, which an editor can recompute, and never
with a manifest that could be edited beside it. The bytes cover the banner too, so a `model:`
line that lies is refused like an edited body. A request for another variant than the text
states is refused first, with the differing fields named (batch, classes, replicas, ...);
any other difference names the file, the variant and the first differing line.

`load_certified` is where the runtime gets its texts: the committed artifact when there is one,
else a render cache file (written on first use, compared with the fresh render on every later use:
one that differs, a render by an older hlocert or an edit, is moved aside as NAME.mlir.stale, said
in one line, and rendered afresh; a cache that cannot be written, e.g. a full disk, is warned about
and the render used from memory). Only the fresh render is ever returned.
"""
from __future__ import annotations

import os
import re
import warnings
from pathlib import Path
from typing import Callable

from . import render
from .artifacts import atomic_write, path_for
from .variants import Variant, VariantError, recorded


class ArtifactMismatch(ValueError):
    """The text is not the certified render of the variant the run asked for."""


RENDER_LINE = re.compile(r"^// hlocert \S+ render: (\S+)$", re.M)
SHOWN = 100     # characters of a differing line shown on each side of its first differing column


def claimed_variant(text: str) -> str:
    """The variant name the banner's first line claims; ArtifactMismatch if there is none."""
    m = RENDER_LINE.search(text)
    if not m:
        raise ArtifactMismatch("the text has no `// hlocert VERSION render: VARIANT` banner line: it was not "
                               "written by `hlocert render`")
    return m.group(1)


def banner_variant(text: str) -> Variant:
    """The variant the banner claims, parsed: a file's banner is a record, where its name enters
    (VariantError for a banner naming no variant, ArtifactMismatch for a text with no banner)."""
    return recorded(claimed_variant(text))


def body_of(text: str) -> str:
    """Everything after the banner (the bytes the banner's content hash covers)."""
    return text[text.index("module @"):]


def first_difference(text: str, certified: str) -> tuple[int, str, str] | None:
    """(1-based line number, the text's line, the certified line) of the first differing line, or
    None when the two are byte-equal. A missing line reads as `<end of file>`. The banner's
    `content sha256` line is named only when nothing else differs: an edit elsewhere changes it
    too, and the edit is what the reader needs to see."""
    if text == certified:
        return None
    a, b = text.split("\n"), certified.split("\n")
    end = "<end of file>"
    diffs = [(n + 1, a[n] if n < len(a) else end, b[n] if n < len(b) else end)
             for n in range(max(len(a), len(b))) if (a[n] if n < len(a) else end) != (b[n] if n < len(b) else end)]
    return next((d for d in diffs if not d[2].startswith("// content sha256:")), diffs[0])


def _excerpt(line: str, col: int) -> str:
    start = max(0, col - SHOWN)
    return ("…" if start else "") + line[start:col + SHOWN] + ("…" if col + SHOWN < len(line) else "")


def difference_message(source: str | Path, variant: str, text: str, certified: str) -> str | None:
    """One line naming the file, the variant and the first differing line (None if byte-equal)."""
    diff = first_difference(text, certified)
    if diff is None:
        return None
    n, have, want = diff
    col = next((i for i, (p, q) in enumerate(zip(have, want)) if p != q), min(len(have), len(want)))
    return (f"{source}: not the certified render of {variant}: line {n} differs "
            f"(column {col + 1}): the text has {_excerpt(have, col)!r}, the render has {_excerpt(want, col)!r}; "
            f"restore it with `hlocert render {variant} -o {source}`")


def check_certified(text: str, want: Variant, source: str | Path, certified: str | None = None) -> None:
    """ArtifactMismatch unless `text` byte-equals the render of `want` (`certified`: that render,
    if the caller has it already)."""
    claimed = claimed_variant(text)
    if claimed != want.name:
        have = banner_variant(text)
        diffs = [f"{what}: requested {a}, artifact has {b}" for what, a, b in [
            ("model", want.model.size, have.model.size),
            ("classes", want.model.num_classes, have.model.num_classes),
            ("image size", want.model.image_size, have.model.image_size),
            ("batch per replica", want.batch, have.batch),
            ("replicas", want.replicas, have.replicas),
            ("variant", want.kind_text, have.kind_text)] if a != b]
        raise ArtifactMismatch(f"{source}: artifact is {claimed!r}, run wants {want.name!r}: " + "; ".join(diffs))
    message = difference_message(source, want.name, text, certified if certified is not None else render(want))
    if message:
        raise ArtifactMismatch(message)


def certification_status(text: str, source: str | Path) -> tuple[bool, str]:
    """(certified?, a status line): whether `text` byte-equals the render of the variant it claims."""
    try:
        variant = banner_variant(text)
        check_certified(text, variant, source)
    except (ArtifactMismatch, VariantError) as e:
        return False, f"certification: NOT a certified render: {e}"
    return True, f"certification: certified render of {variant} (byte-equal to a fresh render)"


def load_certified(v: Variant, cache_dir: Path, log: Callable[[str], None] = lambda s: None) -> tuple[str, Path]:
    """The certified text of variant `v` and the file that holds it: the committed artifact if
    there is one, else `cache_dir/NAME.mlir` (rendered there on first use). A committed artifact
    must byte-equal a fresh render (ArtifactMismatch naming the first differing line otherwise). A
    cache file that does not — a render by an older hlocert whose banner or lowering has changed
    since, or an edit — is moved aside to NAME.mlir.stale (nothing lost), said in one line through
    `log`, and rendered afresh: the text returned is always the fresh render, never the file's."""
    certified, name = render(v), v.name
    committed = path_for(name)
    if committed.is_file():
        try:
            text = committed.read_text(encoding="utf-8")
        except UnicodeDecodeError as e:
            raise ArtifactMismatch(f"{committed}: not the certified render of {name}: not UTF-8 text ({e})") from None
        check_certified(text, v, committed, certified)
        return certified, committed
    path = cache_dir / f"{name}.mlir"
    if path.is_file():
        try:
            check_certified(path.read_text(encoding="utf-8"), v, path, certified)
            return certified, path
        except (ArtifactMismatch, UnicodeDecodeError) as e:
            why = str(e) if isinstance(e, ArtifactMismatch) else f"{path}: not UTF-8 text ({e})"
            aside = path.with_name(path.name + ".stale")
            try:
                os.replace(path, aside)
                kept = f"moved to {aside}"
            except OSError as err:
                kept = f"could not be moved aside ({err.strerror or err}): overwritten"
            log(f"render cache: {why}; the file {kept}, {name} rendered afresh (a render of an older hlocert, "
                f"or an edit: only the fresh render runs)")
    else:
        log(f"rendering {name} into {path} ...")
    try:
        atomic_write(path, certified)
    except OSError as e:   # a full disk, a read-only cache: the render in hand is the certified text
        warnings.warn(f"hlocert render cache: could not write {path} ({e.strerror or e}); using the render "
                      f"in memory (rendered afresh next time). Point HLOCERT_CACHE_DIR at a writable directory "
                      f"with room to keep it", RuntimeWarning, stacklevel=2)
    return certified, path
