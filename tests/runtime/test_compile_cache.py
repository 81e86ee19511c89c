"""The compile cache cannot be planted (issue 10, finding 1), and runtime failures at the command
line are one line (finding 6, `--platform gpu` without a GPU); a cache reached through a link
another user owns, or through a link flipped while loading, is refused or read through the
directory that was checked (issue 27, finding 1).

Finding 1 was: copy the cache entry compiled from an edited text over the entry keyed by the
committed text, and the lowerer runs the edited executable, because each entry carried its own
checksum. Now the cache's index records, per key, the sha256 of the payload stored under it, and
nothing the index does not vouch for reaches a deserializer. The directory itself is used only
if no one else can write it (docs/threat_model.md).
"""
import collections
import os
import shutil
import stat
import subprocess
import sys
import threading
import warnings
from pathlib import Path

import numpy as np
import pytest

from hlocert.cli import COMMANDS, COMPILING, build_parser
from hlocert.errors import LowererUnavailable
from hlocert.runtime import CompileCache, get_lowerer

ROOT = Path(__file__).resolve().parents[2]
FWD = ROOT / "artifacts" / "convnext_micro-c10-i32-b2x1-fwd+drop.mlir"
MICRO = "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"

TINY = """
module @tiny {
  func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %a, %a : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""
PLANTED = TINY.replace("stablehlo.add %a, %a", "stablehlo.multiply %a, %a")


def _inputs(sig, seed=0):
    """Random image and parameters; the last input, the drop mask, keeps every block."""
    rng = np.random.default_rng(seed)
    *random, mask = sig.inputs
    return [rng.standard_normal(t.shape).astype(t.dtype) for t in random] + [np.ones(mask.shape, mask.dtype)]


def _key(low, text):
    return low.cache.key(text=text, lowerer=low.name, version=low.version, flags=low._cache_flags(text, 1),
                         replicas=1, platform=low.platform)


def _spy_loads(low):
    """Record every payload that reaches the lowerer's deserializer (the real one still runs)."""
    seen = []
    real = low._load

    def load(payload, sig, replicas):
        seen.append(payload)
        return real(payload, sig, replicas)

    low._load = load
    return seen


def test_a_planted_entry_from_an_edited_artifact_is_never_run(tmp_path):
    """Finding 1's reproduction on a committed artifact: the edited text's entry copied over the
    committed text's entry is refused before deserializing; the committed text is recompiled."""
    committed = FWD.read_text()
    edited = committed.replace("dense<0.5>", "dense<0.25>")  # GELU's 0.5 (finding 2's mutant)
    assert edited != committed
    cache_dir = tmp_path / "cache"
    low = get_lowerer("xla", cache=cache_dir)
    good, bad = low.compile(committed), low.compile(edited)
    x = _inputs(good.signature)
    want, planted = good(*x)[0], bad(*x)[0]
    assert not np.allclose(want, planted)  # the edit changes what runs

    shutil.copyfile(low.cache.path(_key(low, edited)), low.cache.path(_key(low, committed)))
    fresh = get_lowerer("xla", cache=cache_dir)
    seen = _spy_loads(fresh)
    with pytest.warns(RuntimeWarning, match="differs from the index's .* for this key"):
        exe = fresh.compile(committed)
    assert seen == [] and not exe.from_cache and fresh.cache.rejected == 1
    assert exe.provenance.startswith("compiled fresh; stored as")
    np.testing.assert_array_equal(exe(*x)[0], want)
    # the recompiled entry replaced the planted one, and now comes from the cache
    again = get_lowerer("xla", cache=cache_dir).compile(committed)
    assert again.from_cache and again.provenance == f"compile cache entry {low.cache.path(_key(low, committed))}"
    np.testing.assert_array_equal(again(*x)[0], want)


@pytest.mark.parametrize("name", ["xla", "iree"])
def test_entries_the_index_does_not_vouch_for_never_reach_the_deserializer(tmp_path, name):
    x = np.arange(4, dtype=np.float32)
    low = get_lowerer(name, cache=tmp_path)
    low.compile(TINY)
    low.compile(PLANTED)
    key, other = _key(low, TINY), _key(low, PLANTED)
    planted = low.cache.path(other).read_bytes()

    # another key's entry copied over this key's
    shutil.copyfile(low.cache.path(other), low.cache.path(key))
    seen = _spy_loads(low)  # (IREE's own compile loads its fresh vmfb through the same door)
    with pytest.warns(RuntimeWarning, match="differs from the index"):
        exe = low.compile(TINY)
    assert planted not in seen and not exe.from_cache
    np.testing.assert_array_equal(exe(x)[0], 2 * x)

    # an entry with no index record (dropped in, or its index write was interrupted)
    shutil.copyfile(low.cache.path(other), low.cache.path(key))
    (low.cache.directory / "index.json").unlink()
    with pytest.warns(RuntimeWarning, match="index has no record"):
        exe = low.compile(TINY)
    assert planted not in seen and not exe.from_cache
    np.testing.assert_array_equal(exe(x)[0], 2 * x)
    assert low.compile(TINY).from_cache  # vouched for again once re-stored


def test_concurrent_writers_lose_no_index_record(tmp_path):
    """Each store rewrites the index under an exclusive lock: four processes storing at once
    leave every one of their entries vouched for."""
    code = ("import sys; from hlocert.runtime.cache import CompileCache; c = CompileCache(sys.argv[1]); "
            "[c.store(f'{sys.argv[2]}-{i}', f'{sys.argv[2]}-{i}'.encode() * 1000) for i in range(25)]")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs = [subprocess.Popen([sys.executable, "-c", code, str(tmp_path), f"w{w}"], env=env) for w in range(4)]
    assert [p.wait(timeout=120) for p in procs] == [0] * 4
    cache = CompileCache(tmp_path)
    for w in range(4):
        for i in range(25):
            assert cache.load(f"w{w}-{i}") == f"w{w}-{i}".encode() * 1000
    assert cache.rejected == 0 and not list(tmp_path.glob(".tmp-*"))


def test_a_new_cache_directory_is_private(tmp_path):
    cache = CompileCache(tmp_path / "a" / "b" / "compile")
    assert cache.store("k", b"payload")
    assert stat.S_IMODE(os.stat(cache.directory).st_mode) == 0o700
    assert stat.S_IMODE(os.stat(cache.directory / "index.json").st_mode) == 0o600
    assert cache.load("k") == b"payload" and cache.refused is None


def _refused(directory, match):
    cache = CompileCache(directory)
    with pytest.warns(RuntimeWarning, match=match):
        assert cache.load("k") is None
    assert not cache.store("k", b"payload") and cache.refused
    assert not (Path(directory) / "k.bin").exists() and not (Path(directory) / "index.json").exists()


@pytest.mark.parametrize("mode", [0o770, 0o707, 0o777])
def test_a_cache_directory_others_can_write_is_refused(tmp_path, mode):
    d = tmp_path / "shared"
    d.mkdir()
    d.chmod(mode)
    _refused(d, f"not using {d}: .* writable by others \\(mode 0{mode:o}\\)")


def test_a_cache_under_a_directory_others_can_write_is_refused_unless_it_is_sticky(tmp_path):
    parent = tmp_path / "open"
    parent.mkdir()
    parent.chmod(0o777)
    _refused(parent / "compile", f"its parent {parent} is writable by others")
    parent.chmod(0o1777)  # sticky, as /tmp: no one can rename our directory away
    cache = CompileCache(parent / "compile")
    assert cache.store("k", b"payload") and cache.load("k") == b"payload"


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a directory to another user needs root")
def test_a_cache_directory_owned_by_someone_else_is_refused(tmp_path):
    d = tmp_path / "theirs"
    d.mkdir(mode=0o755)
    os.chown(d, 12345, 12345)
    _refused(d, "owned by uid 12345, not by this user")
    mine = tmp_path / "mine"
    mine.mkdir()
    os.chown(mine, 12345, 12345)  # a parent owned by another user could swap our directory out
    _refused(mine / "compile", f"its parent {mine} is owned by uid 12345")


def test_a_refused_cache_still_compiles_and_says_so(tmp_path):
    tmp_path.chmod(0o777)
    low = get_lowerer("xla", cache=tmp_path)
    with pytest.warns(RuntimeWarning, match="compiling every text afresh"):
        exe = low.compile(TINY)
    assert not exe.from_cache
    assert exe.provenance == f"compiled fresh; compile cache refused: {tmp_path} is writable by others (mode 0777)"
    assert list(tmp_path.iterdir()) == []
    np.testing.assert_array_equal(exe(np.ones(4, np.float32))[0], np.full(4, 2, np.float32))


def test_no_compile_cache_is_on_every_compiling_subcommand():
    parser = build_parser()
    for name in COMMANDS:
        argv = {"eval": ["--checkpoint", "x"], "validate": ["--checkpoint", "x"],
                "predict": ["--checkpoint", "x", "img.png"]}.get(name, [])
        if name in COMPILING:
            assert parser.parse_args([name, *argv]).compile_cache is True
            assert parser.parse_args([name, *argv, "--no-compile-cache"]).compile_cache is False
        else:
            with pytest.raises(SystemExit):
                parser.parse_args([name, "--no-compile-cache"])


def _hlocert(*args, cache_dir, timeout=600):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HLOCERT_CACHE_DIR": str(cache_dir)}
    return subprocess.run([sys.executable, "-m", "hlocert.cli", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


@pytest.mark.slow
def test_train_with_no_compile_cache_neither_reads_nor_writes_it(tmp_path):
    """End to end through `hlocert train` and `eval` (compiling the micro step takes ~15 s on 2 cores)."""
    cache_dir = tmp_path / "cache"
    args = ["train", "--variant", MICRO, "--depthwise", "conv", "--patchify", "conv", "--max-steps", "1",
            "--workers", "0", "--no-eval", "--no-plot"]
    r = _hlocert(*args, "--out", str(tmp_path / "a"), "--no-compile-cache", cache_dir=cache_dir)
    assert r.returncode == 0, r.stderr
    assert "(compiled fresh; compile cache off" in r.stderr
    assert not (cache_dir / "compile").exists()
    r = _hlocert(*args, "--out", str(tmp_path / "b"), cache_dir=cache_dir)
    assert r.returncode == 0, r.stderr
    assert f"(compiled fresh; stored as {cache_dir / 'compile'}" in r.stderr
    assert len(list((cache_dir / "compile").glob("*.bin"))) == 1
    # eval compiles the forward twin: not from, nor into, the cache with the flag; then into it
    r = _hlocert("eval", "--checkpoint", str(tmp_path / "b"), "--workers", "0", "--no-compile-cache",
                 cache_dir=cache_dir)
    assert r.returncode == 0, r.stderr
    assert "(compiled fresh; compile cache off)" in r.stderr
    assert len(list((cache_dir / "compile").glob("*.bin"))) == 1
    r = _hlocert("eval", "--checkpoint", str(tmp_path / "b"), "--workers", "0", cache_dir=cache_dir)
    assert r.returncode == 0 and f"(compiled fresh; stored as {cache_dir / 'compile'}" in r.stderr, r.stderr


@pytest.mark.parametrize("argv", [
    ["train", "--platform", "gpu"],
    ["train", "--lowerer", "iree", "--platform", "gpu"],
])
def test_platform_gpu_without_a_gpu_is_one_line_and_exit_2(tmp_path, argv):
    lowerer = argv[argv.index("--lowerer") + 1] if "--lowerer" in argv else "xla"
    try:
        get_lowerer(lowerer, platform="gpu", cache=False)
    except LowererUnavailable:
        pass
    else:
        pytest.skip("a GPU is here")
    r = _hlocert(*argv, "--variant", MICRO, "--out", str(tmp_path / "run"), "--no-eval", cache_dir=tmp_path / "c")
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith(f"train: error: {lowerer}: "), r.stderr
    fix = "install jax's CUDA plugin" if lowerer == "xla" else "run on a machine with an NVIDIA GPU"
    assert fix in last


# -- issue 27, finding 1: a cache reached through a link ---------------------------------------------

NOBODY = 65534


def _give(path: Path, uid: int = NOBODY) -> None:
    """Hand `path` itself (a link not followed) to another user."""
    os.chown(path, uid, uid, follow_symlinks=False)


def _caches(tmp_path):
    """(our private cache holding b"GOOD" under "k", a cache another user owns holding b"EVIL" under
    "k" with an index that vouches for it, a directory of theirs)."""
    mine = CompileCache(tmp_path / "mine" / "compile")
    assert mine.store("k", b"GOOD")
    theirs = tmp_path / "theirs"
    planted = CompileCache(theirs / "compile")
    assert planted.store("k", b"EVIL")
    for p in (theirs, planted.directory, *planted.directory.iterdir()):
        _give(p)
    return mine.directory, planted.directory, theirs


def _refused_link(link: Path, mine: Path, match: str) -> None:
    """Nothing is read or written through `link`, though it leads to our cache `mine`."""
    cache = CompileCache(link)
    with pytest.warns(RuntimeWarning, match=match):
        assert cache.load("k") is None
    assert not cache.store("other", b"payload") and not (mine / "other.bin").exists()


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a link or a directory to another user needs root")
def test_a_cache_reached_through_another_users_link_is_refused(tmp_path):
    mine, _, theirs = _caches(tmp_path)
    in_theirs = theirs / "link"                      # their link in their directory, to our cache
    in_theirs.symlink_to(mine)
    _give(in_theirs)
    _refused_link(in_theirs, mine, f"its parent {theirs} is owned by uid {NOBODY}")
    sticky = tmp_path / "sticky"                     # their link in a sticky directory, as /tmp
    sticky.mkdir()
    sticky.chmod(0o1777)
    (sticky / "link").symlink_to(mine)
    _give(sticky / "link")
    _refused_link(sticky / "link", mine, f"the link {sticky / 'link'} is owned by uid {NOBODY}")
    # our own links (absolute, relative, through `..`) lead to our cache as before
    (sticky / "ours").symlink_to(mine)
    (tmp_path / "rel").symlink_to(Path("mine") / "x" / ".." / "compile")
    for link in (sticky / "ours", tmp_path / "rel", tmp_path / "rel" / ".." / "compile"):
        cache = CompileCache(link)
        assert cache.load("k") == b"GOOD" and cache.refused is None, link


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a link or a directory to another user needs root")
@pytest.mark.parametrize("whose", ["theirs", "ours"])
def test_a_link_flipped_while_loading_never_yields_the_planted_payload(tmp_path, whose):
    """A link flipped thousands of times between our cache and a planted one (its index vouching
    for its payload) while we load through it: the checks and the read go through one opened
    directory, so no load returns the planted payload. Their link in their directory is refused
    outright; a link in ours gives our payload or, pointing at theirs when walked, a refusal."""
    mine, planted, theirs = _caches(tmp_path)
    home = theirs if whose == "theirs" else tmp_path
    link = home / "link"
    link.symlink_to(mine)
    stop = threading.Event()

    def flip():
        while not stop.is_set():
            for target in (planted, mine):
                tmp = home / "link.new"
                tmp.symlink_to(target)
                if whose == "theirs":
                    _give(tmp)
                os.replace(tmp, link)
    flipper = threading.Thread(target=flip)
    flipper.start()
    got = collections.Counter()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            for _ in range(3000):
                got[CompileCache(link).load("k")] += 1
    finally:
        stop.set()
        flipper.join()
    assert got[b"EVIL"] == 0, got
    if whose == "theirs":
        assert got == {None: 3000}
    else:
        assert got[b"GOOD"] > 0


WIDE = """
module @wide {
  func.func public @main(%a: tensor<8x112x112x96xf32>) -> tensor<8x112x112x96xf32> {
    %0 = stablehlo.multiply %a, %a : tensor<8x112x112x96xf32>
    %1 = stablehlo.add %0, %a : tensor<8x112x112x96xf32>
    return %1 : tensor<8x112x112x96xf32>
  }
}
"""

_ON_CPUS = """
import os, re, sys
os.sched_setaffinity(0, set(sorted(os.sched_getaffinity(0))[:int(sys.argv[2])]))
from hlocert.runtime import get_lowerer
exe = get_lowerer("xla", cache=sys.argv[1]).compile(sys.argv[3])
parts = re.findall(r'outer_dimension_partitions":\\[([^\\]]*)\\]', exe.raw.hlo_modules()[0].to_string())
print(bool(getattr(exe, "from_cache", False)), parts)
"""


@pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="needs a process that may run on 2 CPUs")
def test_an_executable_compiled_on_one_cpu_is_not_handed_to_a_process_on_two(tmp_path):
    """XLA-CPU splits a large loop fusion into as many parts as the process could run on CPUs when
    its CPU client started. The cache keys by that count: the 1-CPU entry (no split) is not what a
    2-CPU process loads; it compiles its own (split in 2), and a second 2-CPU process loads that one."""
    cache = tmp_path / "cache"

    def run(cpus):
        out = subprocess.run([sys.executable, "-c", _ON_CPUS, str(cache), str(cpus), WIDE], cwd=ROOT,
                             capture_output=True, text=True, timeout=300)
        assert out.returncode == 0, out.stderr[-2000:]
        return out.stdout.strip().splitlines()[-1]

    assert run(1) == "False []"
    assert run(2) == "False ['\"2\"']"
    assert run(2) == "True ['\"2\"']"
    assert run(1) == "True []"


def test_an_executable_xla_cannot_serialize_runs_and_is_not_cached(tmp_path):
    """XLA's oneDNN fusions have no serialized form ("ToProto is not implemented for thunk kind:
    onednn-fusion"): such an executable runs, and the cache stores nothing for it, every time."""
    text = """
module @mm {
  func.func public @main(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
    return %0 : tensor<64x16xf32>
  }
}
"""
    onednn = {"xla_cpu_use_onednn": True, "xla_cpu_experimental_onednn_fusion_type": "LIBRARY_FUSION_TYPE_DOT"}
    a, b = np.random.default_rng(0).standard_normal((64, 32), np.float32), np.ones((32, 16), np.float32)
    for _ in range(2):
        exe = get_lowerer("xla", options=onednn, cache=tmp_path / "cache").compile(text)
        assert "__onednn_fusion" in exe.raw.hlo_modules()[0].to_string()      # the case itself
        assert not getattr(exe, "from_cache", False) and "not cached" in exe.provenance
        # against float64, within 10× numpy's own float32 error on the same product (its floor here)
        want = a.astype(np.float64) @ b.astype(np.float64)
        floor = max(np.abs(a @ b - want).max(), np.finfo(np.float32).eps * np.abs(want).max())
        assert np.abs(np.asarray(exe(a, b)[0]) - want).max() <= 10 * floor
