"""Content tokens per second of the token classifier, in-process (onnxruntime) and through Triton.

Prints one JSON object. Content tokens are the note's WordPiece tokens without [CLS]/[SEP],
padding or the tokens counted twice where windows overlap. Triton here is the bundled CPU
server (Python backend running the int8 file, as configs/cpu.pbtxt says), started on loopback
ports. `--onnx` times another ONNX file in process (e.g. the fp32 export, for before/after).

    python perf/model_throughput.py [--notes 300] [--threads 2] [--skip-triton] [--onnx PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
from dataclasses import replace
from pathlib import Path

from stream.core.spans import Note
from stream.recognize.model.artifacts import model_files, repository
from stream.recognize.model.onnx_recognizer import OnnxRecognizer
from stream.synthetic import CorpusGenerator


def corpus(count: int, seed: int) -> list[Note]:
    """Held-out synthetic notes of every family."""
    return [Note(n.id, n.text) for n in CorpusGenerator(seed, "heldout").notes(count)]


def content_tokens(recognizer: OnnxRecognizer, notes: list[Note]) -> int:
    """WordPiece tokens of the notes, specials excluded."""
    return sum(len(e) for e in recognizer.tagger.tokenizer.encode_batch([n.text for n in notes]))


def timed(run, notes: list[Note], chunk: int) -> float:
    """Seconds to recognize every note, `chunk` notes per call (after one warm-up call)."""
    run(notes[:chunk])
    started = time.perf_counter()
    for i in range(0, len(notes), chunk):
        run(notes[i : i + chunk])
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--notes", type=int, default=300)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--chunk", type=int, default=32, help="notes per recognize_batch call")
    parser.add_argument("--threads", type=int, default=2, help="cores the model uses")
    parser.add_argument("--skip-triton", action="store_true")
    parser.add_argument("--onnx", type=Path, default=None,
                        help="ONNX file to run in process (default: the shipped CPU file)")
    args = parser.parse_args()
    notes = corpus(args.notes, args.seed)
    files = model_files()
    if args.onnx:
        files = replace(files, onnx=args.onnx)
    local = OnnxRecognizer(files, threads=args.threads)
    tokens = content_tokens(local, notes)
    result = {
        "notes": len(notes),
        "characters": sum(len(n.text) for n in notes),
        "content_tokens": tokens,
        "cpu_count": os.cpu_count(),
        "machine": platform.machine(),
        "onnx": files.onnx.name,
        "onnx_bytes": files.onnx.stat().st_size,
        "window_content_tokens": local.tagger.content,
        "overlap": local.tagger.overlap,
    }
    seconds = timed(local.recognize_batch, notes, args.chunk)
    result["in_process"] = {
        "seconds": round(seconds, 3),
        "content_tokens_per_s": round(tokens / seconds, 1),
    }
    if not args.skip_triton:
        from stream.devstack.triton import start_triton
        from stream.recognize.model.triton_recognizer import TritonRecognizer

        del local
        server = start_triton(repository())
        try:
            remote = TritonRecognizer(server.grpc_url, max_in_flight=4)
            seconds = timed(remote.recognize_batch, notes, args.chunk)
            remote.close()
        finally:
            server.stop()
        result["triton_cpu"] = {
            "seconds": round(seconds, 3),
            "content_tokens_per_s": round(tokens / seconds, 1),
        }
    result["target_content_tokens_per_s"] = {"in_process": 20_000, "triton_cpu": 16_000}
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
