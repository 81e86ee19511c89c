#!/usr/bin/env bash
# The GPU benchmarks in one command, for a CUDA machine that has JAX (jax[cuda12]==0.10.2) and,
# for the PyTorch peer, a CUDA build of torch + timm (without them the peer is skipped with a note):
#
#     bash bench/gpu.sh                 # every GPU config (`hlocert bench --list-gpu-configs`: one per
#                                       # net family with a timm twin), most important first; each
#                                       # config: an f32 run (XLA + IREE cuda sm_80 + the JAX reference
#                                       # + PyTorch eager on CUDA), then a --bf16 run (XLA, IREE, PyTorch
#                                       # and their +bf16 twins, PyTorch under autocast bf16), then
#                                       # (2+ GPUs) the multi-GPU NCCL scaling: t224b64's step at 1x1,
#                                       # 1xN (one process, N local GPUs) and Nx1 (N processes, one GPU
#                                       # each, jax.distributed over NCCL)
#     bash bench/gpu.sh CONFIG...       # only these, in this order; CONFIG is a GPU config (both runs),
#                                       # CONFIG:f32 or CONFIG:bf16 (one run), or `scaling`
#     bash bench/gpu.sh --dry-run [CONFIG...]  # print the runs' commands (as if GPUS, default 1, GPUs)
#     bash bench/gpu.sh --fetch-wheels  # on a machine with network: put the wheels hlocert needs
#                                       # beyond JAX into bench/wheels/ (carry that folder along)
#
# Prints each run's table (images/s, ratios to PyTorch, the roofline fraction against the device's
# FP32, TF32 and bf16 dense peaks from the net's GFLOP/image; `--peak-tflops` in HLOCERT_BENCH_ARGS
# overrides) and writes $OUT (default bench-gpu-results/) /<config>.json and <config>-bf16.json.
# Budget (each run under `timeout`; compile caches are off, so compile times are real; the
# estimates are not measured, no GPU was lent yet — most of a run is its compiles, cold and warm):
#     t224b64       f32 ~4 min (timeout 330 s)    bf16 ~4 min (timeout 300 s)
#     r50i224b128   f32 ~3 min (timeout 300 s)    bf16 ~4 min (timeout 300 s)
#     vits224b128   f32 ~3 min (timeout 300 s)    bf16 ~4 min (timeout 300 s)
#     effb0224b128, mnv2224b128, mnv4m224b128: each f32 ~3 min, bf16 ~4 min (timeout 300 s each)
#     t224b64x4     (4 GPUs, XLA only) f32 ~2 min, bf16 ~2 min (timeout 150 s each)
#     scaling       (2+ GPUs) ~8 min (timeout 600 s)
# about 45 minutes in all; a 15-minute GPU lease fits about three runs: `bash bench/gpu.sh t224b64
# r50i224b128:f32` first. Nothing here needs network: missing packages come from bench/wheels/.
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

DRY=0
if [[ "${1:-}" == "--dry-run" ]]; then
    DRY=1
    shift
fi

if ((DRY)); then
    ngpu=${GPUS:-1}
else
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
fi

OUT=${OUT:-bench-gpu-results}
((DRY)) || mkdir -p "$OUT"
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
export XLA_PYTHON_CLIENT_PREALLOCATE=false    # XLA, IREE and the reference share the GPU
export HLOCERT_CACHE_DIR="$OUT/cache"

BENCH=($PY -m hlocert.cli bench)
mapfile -t listed < <("${BENCH[@]}" --list-gpu-configs)
if ((${#listed[@]} == 0)); then
    echo "gpu.sh: '${BENCH[*]} --list-gpu-configs' listed no GPU config" >&2
    exit 2
fi
declare -A replicas=()
for line in "${listed[@]}"; do replicas[${line% *}]=${line#* }; done
if (($#)); then
    runs=("$@")
else
    runs=()
    for line in "${listed[@]}"; do runs+=("${line% *}"); done
    runs+=(scaling)
fi

for r in "${runs[@]}"; do     # every name checked before the first (minutes-long) run
    cfg=${r%%:*}
    if [[ $r != scaling && -z ${replicas[$cfg]:-} ]]; then
        echo "gpu.sh: $cfg is not a GPU config; choose from: ${listed[*]% *} scaling" >&2
        exit 2
    fi
    if [[ $r == *:* && ${r#*:} != f32 && ${r#*:} != bf16 ]]; then
        echo "gpu.sh: $r: the precision after ':' must be f32 or bf16 (or none: both)" >&2
        exit 2
    fi
done

status=0
loader=()      # the data-loader measurement (CPU only, the same for every config): with the first run only
run() {        # run CONFIG PRECISION TIMEOUT
    local cfg=$1 prec=$2 limit=$3 n=${replicas[$1]} args=() json=$OUT/$1.json
    if ((n > ngpu)); then
        echo "$cfg ($prec): skipped, needs $n GPUs (this machine has $ngpu)"
        return
    fi
    if [[ $prec == bf16 ]]; then
        # f32 contenders run again beside their twins: the bf16/f32 ratios come from the same rounds
        args+=(--bf16 --no-reference)
        json=$OUT/$cfg-bf16.json
    fi
    echo "== $cfg ($prec)"
    local cmd=(timeout "$limit" "${BENCH[@]}" --config "$cfg" --reps 10 "${args[@]}" "${loader[@]}"
               ${HLOCERT_BENCH_ARGS:-} --json "$json")
    if ((DRY)); then
        echo "${cmd[*]}"
    else
        "${cmd[@]}" || status=$?
    fi
    loader=(--no-loader)
}
limit() {      # the timeout of CONFIG's run in PRECISION
    case "$1:$2" in
        t224b64:f32) echo 330 ;;
        *x[0-9]*:*) echo 150 ;;
        *) echo 300 ;;
    esac
}

for r in "${runs[@]}"; do
    cfg=${r%%:*}
    prec=${r#"$cfg"}; prec=${prec#:}
    if [[ $cfg == scaling ]]; then
        if ((ngpu >= 2)); then
            # hlocert/bench/scaling.py: process i of a PxD split sees GPUs i*D..i*D+D-1; the step's
            # all_reduce runs on NCCL, in one process (1xN) or across N processes (Nx1, loopback coordinator)
            echo "== t224b64 scaling (NCCL)"
            cmd=(timeout 600 "${BENCH[@]}" --config t224b64 --scaling "1x1,1x$ngpu,${ngpu}x1" --reps 10
                 --json "$OUT/t224b64-scaling.json")
            if ((DRY)); then echo "${cmd[*]}"; else "${cmd[@]}" || status=$?; fi
        else
            echo "t224b64 scaling (NCCL): skipped, needs 2 GPUs (this machine has $ngpu)"
        fi
        continue
    fi
    case "$prec" in
        "") run "$cfg" f32 "$(limit "$cfg" f32)"; run "$cfg" bf16 "$(limit "$cfg" bf16)" ;;
        *) run "$cfg" "$prec" "$(limit "$cfg" "$prec")" ;;
    esac
done
echo "results: $OUT/*.json"
exit $status
