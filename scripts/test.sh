#!/usr/bin/env bash
# Run the default test suite (slow tests excluded; add `-m slow` for them) on two pytest-xdist
# workers, one per core of the 2-core target machine (HLOCERT_TEST_WORKERS=N to change; 0 = one
# process). Each test file runs whole on one worker; the certificate tests share one (conftest.py).
set -uo pipefail
cd "$(dirname "$0")/.."
# One hlocert cache (renders, compiled executables) for the run, shared by its workers (tests/conftest.py):
# a text that tests in two files compile is compiled once per run, whichever worker gets there first.
if [ -z "${HLOCERT_TEST_CACHE_DIR:-}" ]; then
  HLOCERT_TEST_CACHE_DIR="$(mktemp -d -t hlocert-test-cache-XXXXXX)"
  trap 'rm -rf "$HLOCERT_TEST_CACHE_DIR"' EXIT
fi
export HLOCERT_TEST_CACHE_DIR
.venv/bin/python -m pytest -n "${HLOCERT_TEST_WORKERS:-2}" --dist loadgroup "$@"
rc=$?
# pytest exits 5 when nothing was collected: that is a failure for us, never a pass.
if [ "$rc" -eq 5 ]; then echo "no tests were collected" >&2; exit 1; fi
exit "$rc"
