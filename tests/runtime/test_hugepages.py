"""hlocert/hugepages.py: the `hlocert` command re-executes itself once with glibc's huge-page tunable
for the heap's large blocks, where the kernel has transparent huge pages, and leaves a user's own
setting and an opt-out alone."""
import os
import subprocess
import sys

from hlocert import hugepages


def test_the_tunable_is_added_once_and_kept_beside_others():
    env = hugepages.environment({"PATH": "/bin"}, "madvise")
    assert env == {"PATH": "/bin", "GLIBC_TUNABLES": "glibc.malloc.hugetlb=1"}
    assert hugepages.environment(env, "madvise") is None                 # the re-executed process: no loop
    other = hugepages.environment({"GLIBC_TUNABLES": "glibc.malloc.trim_threshold=1"}, "always")
    assert other["GLIBC_TUNABLES"] == "glibc.malloc.trim_threshold=1:glibc.malloc.hugetlb=1"


def test_nothing_changes_without_thp_with_an_own_setting_or_when_switched_off():
    assert hugepages.environment({}, "never") is None and hugepages.environment({}, None) is None
    assert hugepages.environment({"GLIBC_TUNABLES": "glibc.malloc.hugetlb=0"}, "madvise") is None
    assert hugepages.environment({"HLOCERT_HUGE_PAGES": "0"}, "madvise") is None


def test_the_kernels_mode_is_the_bracketed_word(tmp_path):
    p = tmp_path / "enabled"
    p.write_text("always [madvise] never\n")
    assert hugepages.thp_mode(str(p)) == "madvise"
    p.write_text("[always] madvise never\n")
    assert hugepages.thp_mode(str(p)) == "always"
    assert hugepages.thp_mode(str(tmp_path / "missing")) is None


def _run(code: str, **env) -> str:
    base = {k: v for k, v in os.environ.items() if k not in ("GLIBC_TUNABLES", "HLOCERT_HUGE_PAGES")}
    out = subprocess.run([sys.executable, "-c", code], env={**base, **env}, capture_output=True, text=True,
                         check=True)
    return out.stdout.strip()


PROBE = ("import os; from hlocert import hugepages; hugepages.reexec('train'); "
         "print(os.environ.get('GLIBC_TUNABLES', '-'), hugepages.active())")


def test_a_process_reexecutes_itself_with_the_tunable_where_the_kernel_has_thp():
    """The same command line runs again under the tunable (here `python -c`, as the console script
    and `python -m hlocert` do through hlocert.entry); where this kernel has no THP, unchanged."""
    on = sys.platform.startswith("linux") and hugepages.thp_mode() in ("always", "madvise")
    assert _run(PROBE) == ("glibc.malloc.hugetlb=1 True" if on else "- False")
    assert _run(PROBE, HLOCERT_HUGE_PAGES="0") == "- False"
    assert _run(PROBE, GLIBC_TUNABLES="glibc.malloc.hugetlb=0") == "glibc.malloc.hugetlb=0 False"


def test_the_command_goes_through_the_entry_point():
    out = subprocess.run([sys.executable, "-m", "hlocert", "--version"], capture_output=True, text=True, check=True)
    assert out.stdout.startswith("hlocert ")


def test_only_the_commands_that_run_many_steps_reexecute():
    """A one-shot command (render, predict, --version) keeps 4 KiB pages: the huge pages' start-up
    cost would be all it got."""
    on = sys.platform.startswith("linux") and hugepages.thp_mode() in ("always", "madvise")
    for command, expected in (("train", on), ("bench", on), ("predict", False), ("render", False), (None, False)):
        probe = PROBE.replace("reexec('train')", f"reexec({command!r})")
        assert _run(probe).endswith(str(expected)), command
