"""hlocert/hugepages.py: the `hlocert` command re-executes itself once with glibc's huge-page tunable
for the heap's large blocks, where the kernel has transparent huge pages, and leaves a user's own
setting and an opt-out alone; the processes that step take their first step in 4 KiB pages and the
rest in huge pages."""
import os
import subprocess
import sys

import pytest

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


def _run(code: str, *args: str, **env) -> str:
    """The last line `python -c code args...` prints, in this environment less the huge-page settings."""
    base = {k: v for k, v in os.environ.items() if k not in ("GLIBC_TUNABLES", "HLOCERT_HUGE_PAGES", hugepages.DEFERRED)}
    out = subprocess.run([sys.executable, "-c", code, *args], env={**base, **env}, capture_output=True, text=True,
                         check=True)
    return out.stdout.strip().splitlines()[-1] if out.stdout.strip() else ""


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


THP_ON = sys.platform.startswith("linux") and hugepages.thp_mode() in ("always", "madvise")
# what `reexec` defers: THP on in the kernel and not switched off for this process already
DEFERRABLE = THP_ON and hugepages.thp_disabled() is False
MICRO = "convnext_micro-c10-i32-b2x1-adamw+wx+clip1.0+drop"
# a `train` process: THP at its start, after the trainer's build, after its first step; the marker
TRAIN_PROBE = f"""
import os, sys
from hlocert import hugepages
hugepages.reexec('train')
from hlocert.train import TrainConfig, Trainer
states = [hugepages.thp_disabled()]
cfg = TrainConfig(data=sys.argv[1], variant={MICRO!r}, epochs=1, max_steps=1, out=sys.argv[2], workers=0,
                  plot=False, eval=False, seed=1, lowerer=sys.argv[3])
t = Trainer(cfg, log=lambda s: None)
try:
    states.append(hugepages.thp_disabled())
    t.run()
finally:
    t.close()
print(*states, hugepages.thp_disabled(), os.environ.get(hugepages.DEFERRED, '-'))
"""


def test_a_training_process_on_iree_takes_its_first_step_in_4kib_pages_and_on_xla_does_not(tmp_path):
    """`hlocert train` re-executes with THP off; on IREE the trainer turns it on once the first
    step's loss is on the host (the fresh 2 MiB pages' first touches would be a second of the first
    step), on XLA when it is built (XLA's first step in 4 KiB pages peaks higher: hugepages.DEFER_FOR)."""
    from trainer_runs import tiny_folder
    data = tiny_folder(tmp_path / "data", per_class_train=1, per_class_val=1)
    for lowerer, expected in (("iree", "True True False 1"), ("xla", "True False False 1")):
        out = _run(TRAIN_PROBE, data, str(tmp_path / lowerer), lowerer)
        here = hugepages.thp_disabled()
        assert out == (expected if DEFERRABLE else f"{here} {here} {here} -"), lowerer


SWITCH_PROBE = ("import os; from hlocert import hugepages; hugepages.reexec({command!r}); "
                "before = hugepages.thp_disabled(); hugepages.after_first_step(); "
                "print(before, hugepages.thp_disabled(), os.environ.get(hugepages.DEFERRED, '-'))")


@pytest.mark.skipif(not DEFERRABLE, reason="no transparent huge pages to defer in this process")
def test_the_bench_parent_does_not_defer_and_a_thp_switch_turned_off_elsewhere_stays_off():
    """`bench` steps in its contenders (each defers on its own; the bench scripts time steady steps):
    its process keeps THP on. A process started with THP off by someone else (a container, a user's
    prctl) keeps it off: `after_first_step` turns on only what `reexec` turned off."""
    assert _run(SWITCH_PROBE.format(command="bench")) == "False False -"
    assert _run(SWITCH_PROBE.format(command="train")) == "True False 1"
    off_first = SWITCH_PROBE.format(command="train").replace("hugepages.reexec(", "hugepages._thp_disable(True); hugepages.reexec(")
    assert _run(off_first) == "True True -"


@pytest.mark.skipif(not DEFERRABLE, reason="no transparent huge pages to defer in this process")
def test_a_bench_contender_defers_to_its_own_first_step_as_the_trainer_does():
    """A contender started under the tunable (as run.Worker starts every one, PyTorch's included)
    turns THP off itself, then, as the trainer, on at once unless its lowerer is in DEFER_FOR, else
    after its first step."""
    code = ("import os; from hlocert import hugepages; hugepages.defer(); s = [hugepages.thp_disabled()]; "
            "hugepages.first_step_pages({kind!r}); s.append(hugepages.thp_disabled()); "
            "hugepages.after_first_step(); print(*s, hugepages.thp_disabled())")
    assert _run(code.format(kind="iree"), GLIBC_TUNABLES=hugepages.TUNABLE) == "True True False"
    assert _run(code.format(kind="xla"), GLIBC_TUNABLES=hugepages.TUNABLE) == "True False False"
    assert _run(code.format(kind="torch"), GLIBC_TUNABLES=hugepages.TUNABLE) == "True False False"
    assert _run(code.format(kind="iree")) == "False False False"          # no tunable: nothing to defer
