#!/usr/bin/env bash
# The GPU benchmarks in one command, for a CUDA machine that has JAX (jax[cuda12]==0.10.2):
#
#     bash bench/gpu.sh                 # t224b64 on XLA + IREE (cuda sm_80) + the JAX reference,
#                                       # then t224b64x4 (XLA, 4 GPUs) when there are 4 GPUs,
#                                       # then t224b64 in bf16 (+bf16 renders beside the f32 ones;
#                                       # roofline also against the bf16 tensor-core peak)
#                                       # then (2+ GPUs) the multi-GPU NCCL scaling: t224b64's step
#                                       # at 1x1, 1xN (one process, N local GPUs) and Nx1 (N
#                                       # processes, one GPU each, jax.distributed over NCCL)
#     bash bench/gpu.sh --fetch-wheels  # on a machine with network: put the wheels hlocert needs
#                                       # beyond JAX into bench/wheels/ (carry that folder along)
#
# Prints each config's table and writes $OUT (default bench-gpu-results/) /<config>.json.
# Budget: under 13 minutes in all (23 with the NCCL scaling on 2+ GPUs) (each config runs under `timeout`; compile caches are off, so
# compile times are real). Nothing here needs network: missing packages come from bench/wheels/.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
WHEELS=bench/wheels
EXTRA="optax pillow iree-base-compiler==3.13.0 iree-base-runtime==3.13.0"

if [[ "${1:-}" == "--fetch-wheels" ]]; then
    mkdir -p "$WHEELS"
    $PY -m pip download --only-binary=:all: -d "$WHEELS" $EXTRA
    echo "wheels in $WHEELS; copy the repository (with $WHEELS) to the GPU machine"
    exit 0
fi

need=()
$PY -c "import optax" 2>/dev/null || need+=(optax)
$PY -c "import PIL" 2>/dev/null || need+=(pillow)
$PY -c "import iree.compiler, iree.runtime" 2>/dev/null || need+=("iree-base-compiler==3.13.0" "iree-base-runtime==3.13.0")
if ((${#need[@]})); then
    if [[ -d "$WHEELS" ]]; then
        $PY -m pip install --no-index --find-links "$WHEELS" "${need[@]}"
    else
        echo "gpu.sh: missing ${need[*]} and no $WHEELS/ (run bash bench/gpu.sh --fetch-wheels where there is network); trying pip" >&2
        $PY -m pip install "${need[@]}" || echo "gpu.sh: could not install ${need[*]}; IREE will be reported as unavailable" >&2
    fi
fi

ngpu=$($PY -c "import jax; print(len(jax.devices('gpu')))" 2>/dev/null || echo 0)
if [[ "$ngpu" == 0 ]]; then
    echo "gpu.sh: JAX sees no GPU (install jax[cuda12]==0.10.2 on a machine with an NVIDIA driver)" >&2
    exit 2
fi
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader || true

OUT=${OUT:-bench-gpu-results}
mkdir -p "$OUT"
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
export XLA_PYTHON_CLIENT_PREALLOCATE=false    # XLA, IREE and the reference share the GPU
export HLOCERT_CACHE_DIR="$OUT/cache"

status=0
timeout 330 $PY -m hlocert.cli bench --config t224b64 --reps 10 --json "$OUT/t224b64.json" || status=$?
if ((ngpu >= 4)); then
    timeout 150 $PY -m hlocert.cli bench --config t224b64x4 --reps 10 --no-loader --json "$OUT/t224b64x4.json" || status=$?
else
    echo "t224b64x4: skipped, needs 4 GPUs (this machine has $ngpu)"
fi
timeout 300 $PY -m hlocert.cli bench --config t224b64 --reps 10 --bf16 --no-reference --no-loader \
    --json "$OUT/t224b64-bf16.json" || status=$?
if ((ngpu >= 2)); then
    # hlocert/bench/scaling.py: process i of a PxD split sees GPUs i*D..i*D+D-1; the step's
    # all_reduce runs on NCCL, in one process (1xN) or across N processes (Nx1, loopback coordinator)
    timeout 600 $PY -m hlocert.cli bench --config t224b64 --scaling "1x1,1x$ngpu,${ngpu}x1" --reps 10 \
        --json "$OUT/t224b64-scaling.json" || status=$?
else
    echo "t224b64 scaling (NCCL): skipped, needs 2 GPUs (this machine has $ngpu)"
fi
echo "results: $OUT/*.json"
exit $status
