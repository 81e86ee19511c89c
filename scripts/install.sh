#!/usr/bin/env bash
# Make .venv (Python 3.11) and install hlocert with its pinned dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null || PY=python3
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q -e ".[dev]"
.venv/bin/python -c "import hlocert, jax, iree.compiler, iree.runtime; print('hlocert', hlocert.__version__, 'jax', jax.__version__)"
