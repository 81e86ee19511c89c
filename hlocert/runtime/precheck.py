"""Artifact precheck (invariant 2): refuse a run whose request disagrees with the artifact.

Reads the banner a render writes (hlocert.render.banner_lines) and the @main signature, and
compares them with what the caller is about to feed — before anything is compiled, so a wrong
batch, class count, replica count or variant is a sentence, not a shape error deep in XLA.
"""
from __future__ import annotations

import hashlib
import re


class ArtifactMismatch(ValueError):
    pass


BANNER_RE = {
    "name": re.compile(r"^// hlocert \S+ render: (\S+)$", re.M),
    "hash": re.compile(r"^// content sha256: ([0-9a-f]{64})$", re.M),
}


def read_banner(text: str) -> dict:
    """The variant name and content hash a render's banner states; ArtifactMismatch if absent."""
    out = {}
    for key, rx in BANNER_RE.items():
        m = rx.search(text)
        if not m:
            raise ArtifactMismatch(f"the artifact has no hlocert banner line for {key!r}: "
                                   "it was not written by `hlocert render` (or was edited)")
        out[key] = m.group(1)
    return out


def body_of(text: str) -> str:
    """Everything after the banner (the bytes the content hash covers)."""
    return text[text.index("module @"):]


def precheck(text: str, expected_variant: str) -> None:
    """Raise ArtifactMismatch unless `text` is an intact render of `expected_variant`."""
    from ..render.variants import Variant

    banner = read_banner(text)
    if banner["name"] != expected_variant:
        want, have = Variant.parse(expected_variant), Variant.parse(banner["name"])
        diffs = [f"{what}: requested {a}, artifact has {b}" for what, a, b in [
            ("model", want.model.size, have.model.size),
            ("classes", want.model.num_classes, have.model.num_classes),
            ("image size", want.model.image_size, have.model.image_size),
            ("batch per replica", want.batch, have.batch),
            ("replicas", want.replicas, have.replicas),
            ("variant", want.kind_text, have.kind_text)] if a != b]
        raise ArtifactMismatch(f"artifact is {banner['name']!r}, run wants {expected_variant!r}: " + "; ".join(diffs))
    body = body_of(text)
    digest = hashlib.sha256(body.encode()).hexdigest()
    if digest != banner["hash"]:
        raise ArtifactMismatch(f"artifact body hashes to {digest[:16]}…, its banner says {banner['hash'][:16]}…: "
                               "the text was changed after rendering; re-render it")
    v = Variant.parse(expected_variant)
    sig = re.search(r"@main\(%x: tensor<([0-9x]+)xf\w+>", body)
    want_x = "x".join(str(d) for d in v.x_shape)
    if not sig or sig.group(1) != want_x:
        raise ArtifactMismatch(f"@main's %x is {sig.group(1) if sig else 'missing'}, the variant needs {want_x}")
    targets = re.search(r"%targets: tensor<([0-9x]+)xf\w+>", body)
    if v.kind == "train":
        want_t = f"{v.batch}x{v.model.num_classes}"
        if not targets or targets.group(1) != want_t:
            raise ArtifactMismatch(f"@main's %targets is {targets.group(1) if targets else 'missing'}, "
                                   f"the variant needs {want_t}")
    replicas = re.search(r"mhlo\.num_replicas = (\d+) : i32", body.split("\n", 1)[0])
    declared = int(replicas.group(1)) if replicas else 1
    if declared != v.replicas:
        raise ArtifactMismatch(f"module declares {declared} replicas, the variant needs {v.replicas}")
