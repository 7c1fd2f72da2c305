"""CPU seconds of ONNX files on the model benchmark's batches, and where they go by operator.

The batches are those perf/model_throughput.py feeds onnxruntime (its held-out notes, 32 notes
a call, the in-process recognizer's windows and batch size; `--max-batch` sets another). Each
file gets one session; the files run the whole batch list in turn, `--rounds` times
(alternating, so a loaded machine weighs on each alike), and each reports its smallest CPU
seconds (time.process_time, every thread of this process) per 1,000 content tokens.
`--profile` adds onnxruntime's own profile: kernel milliseconds and share per operator type,
and the graph's node count per type. Prints one JSON object.

    python perf/onnx_op_profile.py [FILE ...] [--threads 1] [--rounds 3] [--profile]
                                   [--notes 300] [--max-batch 4]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np
import onnx

from perf.model_throughput import content_tokens, corpus
from stream.recognize.model.artifacts import model_files
from stream.recognize.model.onnx_recognizer import OnnxRecognizer, OnnxScorer

Batch = dict[str, np.ndarray]


def benchmark_batches(notes: int, seed: int, chunk: int, max_batch: int
                      ) -> tuple[list[Batch], int]:
    """Input tensors of every batch the model benchmark runs, and its content tokens."""
    recognizer = OnnxRecognizer(threads=1, max_batch=max_batch)
    tagger, texts = recognizer.tagger, [n.text for n in corpus(notes, seed)]
    batches = []
    for i in range(0, len(texts), chunk):
        encodings, plan = tagger.prepare(texts[i : i + chunk])
        batches += [tagger.inputs(batch, encodings) for batch in plan]
    return batches, content_tokens(recognizer, corpus(notes, seed))


def cpu_seconds(scorer: OnnxScorer, batches: list[Batch]) -> float:
    """CPU seconds of one pass over the batches."""
    started = time.process_time()
    for batch in batches:
        scorer.logits(batch)
    return time.process_time() - started


def operator_profile(path: Path, threads: int, batches: list[Batch]) -> dict:
    """Kernel milliseconds and share per operator type over one pass (after a warm-up pass)."""
    with tempfile.TemporaryDirectory() as folder:
        scorer = OnnxScorer(path, threads, profile_prefix=str(Path(folder) / "ort"))
        cpu_seconds(scorer, batches)
        events = json.loads(Path(scorer.session.end_profiling()).read_text("utf-8"))
    kernels = [e for e in events if e.get("cat") == "Node" and e["name"].endswith("_kernel_time")]
    micros: Counter[str] = Counter()
    for event in kernels:
        micros[event["args"]["op_name"]] += event["dur"]
    total = sum(micros.values())
    # the events hold the warm-up pass and the measured one alike: half is one pass
    return {op: {"ms": round(us / 2000, 1), "share": round(us / total, 3)}
            for op, us in micros.most_common()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", type=Path, nargs="*",
                        help="ONNX files (default: the shipped CPU file)")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--notes", type=int, default=300)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--chunk", type=int, default=32)
    parser.add_argument("--max-batch", type=int, default=4, help="windows per run")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    files = args.files or [model_files().onnx]
    batches, tokens = benchmark_batches(args.notes, args.seed, args.chunk, args.max_batch)
    scorers = {path: OnnxScorer(path, args.threads) for path in files}
    for scorer in scorers.values():
        cpu_seconds(scorer, batches[:5])
    rounds: dict[Path, list[float]] = {path: [] for path in files}
    for _ in range(args.rounds):
        for path, scorer in scorers.items():
            rounds[path].append(cpu_seconds(scorer, batches))
    result: dict = {"batches": len(batches), "max_batch": args.max_batch,
                    "computed_tokens": int(sum(b["input_ids"].size for b in batches)),
                    "content_tokens": tokens, "threads": args.threads, "files": {}}
    for path in files:
        entry = {
            "bytes": path.stat().st_size,
            "cpu_s_per_1000_tokens": round(min(rounds[path]) / tokens * 1000, 4),
            "cpu_s_rounds": [round(s, 2) for s in rounds[path]],
            "nodes": dict(Counter(n.op_type for n in onnx.load(str(path)).graph.node)
                          .most_common()),
        }
        if args.profile:
            entry["operators"] = operator_profile(path, args.threads, batches)
        result["files"][str(path)] = entry
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
