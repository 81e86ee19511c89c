#!/usr/bin/env bash
# Run the default test suite (slow tests excluded; add `-m slow` for them).
set -uo pipefail
cd "$(dirname "$0")/.."
.venv/bin/python -m pytest "$@"
rc=$?
# pytest exits 5 when nothing was collected: that is a failure for us, never a pass.
if [ "$rc" -eq 5 ]; then echo "no tests were collected" >&2; exit 1; fi
exit "$rc"
