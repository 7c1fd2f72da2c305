#!/usr/bin/env bash
# The prepared GPU check for one lent H200 (Python 3.12 with CUDA PyTorch there; its
# onnxruntime is CPU-only, so the ONNX Runtime CUDA rows are reported as unavailable).
# It needs only the working tree: model.fp16.onnx (36 MB) travels, the fp32 export is ignored.
#
#     bash perf/gpu_run.sh            # from the repository root; a few minutes on an H200
#
# Writes into $OUT (the device tool's output folder; out/gpu when unset):
#   env.txt                      nvidia-smi, Python, torch and CUDA versions
#   gpu_throughput_<p>.json      perf/gpu_throughput.py for precision p (fp16, bf16, fp32):
#                                content tokens/s over batch sizes and window lengths, the
#                                knee, peak GPU memory, and the production pipeline at the best
#                                batch (target: 200,000 content tokens/s)
#   gpu_throughput_<p>.err       its stderr
# One precision per run, each under its own time limit, so a slow one leaves the others' JSON.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT="${OUT:-out/gpu}"
mkdir -p "$OUT"
PY="${PYTHON:-python3}"
{
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv || true
  "$PY" -c "import sys, torch; print(sys.version); print(torch.__version__, torch.version.cuda, torch.cuda.is_available())"
} > "$OUT/env.txt" 2>&1
for precision in fp16 bf16 fp32; do
  PYTHONPATH="$PWD" timeout 170 "$PY" perf/gpu_throughput.py --device cuda \
    --precisions "$precision" --notes 600 --repeats 3 \
    > "$OUT/gpu_throughput_$precision.json" 2> "$OUT/gpu_throughput_$precision.err"
  echo "$precision: exit $?"
done
