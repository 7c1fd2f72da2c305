"""Content tokens/s of the token classifier on a GPU (or CPU) over batch sizes, window lengths
and precisions, with the production windows and decoding. Prints one JSON object.

The network is the project's torch Tagger (stream/train/network.py) holding the weights of the
shipped ONNX file (stream/train/onnx_weights.py); it runs on `--device` (cuda when present) in
fp32, fp16 and bf16. Where onnxruntime has a CUDA provider, the ONNX file itself is timed too.

- `grid`: per precision, window length (content tokens) and batch size, the network alone on
  length-sorted window batches of held-out synthetic notes (windows.py's plan and batches):
  content tokens/s counts each note token once (overlaps and [CLS]/[SEP]/padding excluded),
  and peak GPU memory. `knee`: per precision and length, the smallest batch size within 10% of
  the best tokens/s.
- `pipeline`: the whole production path (tokenize, window, batch, score, average, decode;
  WindowedTagger.run) at the shipped window settings and the best batch size of each precision.

    python perf/gpu_throughput.py [--device cuda|cpu] [--batch-sizes 1,8,32,64,128]
        [--lengths 62,126,254] [--precisions fp32,fp16,bf16] [--notes 400] [--repeats 3]
"""

from __future__ import annotations

import argparse
import copy
import json
import platform
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import torch

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stream.recognize.model.artifacts import model_files
from stream.recognize.model.tagger import SequentialScorer, WindowedTagger
from stream.recognize.model.token_windows import MAX_WINDOW, batches, windows_for
from stream.synthetic import CorpusGenerator
from stream.train.onnx_weights import tagger_from_onnx
from stream.train.report import HELDOUT_SEED

INPUTS = ("input_ids", "attention_mask", "case_ids")
DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
KNEE_SHARE = 0.9


class TorchDeviceScorer(SequentialScorer):
    """The Scorer protocol on a torch device: int64 inputs in, fp32 numpy logits out."""

    def __init__(self, model: torch.nn.Module, device: torch.device):
        self.model = model
        self.device = device

    def logits(self, inputs: dict[str, np.ndarray]) -> np.ndarray:
        with torch.inference_mode():
            args = [torch.from_numpy(inputs[k]).to(self.device, non_blocking=True) for k in INPUTS]
            return self.model(*args).float().cpu().numpy()


class OrtScorer(SequentialScorer):
    """The ONNX file on onnxruntime's CUDA provider."""

    def __init__(self, path: Path):
        import onnxruntime as ort

        self.session = ort.InferenceSession(str(path), providers=["CUDAExecutionProvider"])

    def logits(self, inputs: dict[str, np.ndarray]) -> np.ndarray:
        return self.session.run(["logits"], {k: inputs[k] for k in INPUTS})[0]


def synchronize(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def timed(run: Callable[[], object], device: torch.device, repeats: int) -> float:
    """Best seconds of `repeats` runs after one warm-up."""
    run()
    best = float("inf")
    for _ in range(repeats):
        synchronize(device)
        started = time.perf_counter()
        run()
        synchronize(device)
        best = min(best, time.perf_counter() - started)
    return best


def grid_point(tagger: WindowedTagger, scorer, encodings, length: int, batch: int,
               device: torch.device, repeats: int) -> dict:
    """Network-only content tokens/s over every window of the notes at one length and batch."""
    wins = windows_for(encodings, length, min(tagger.overlap, length // 4))
    plan = [tagger.inputs(b, encodings) for b in batches(wins, batch, batch * MAX_WINDOW)]
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats(device)
    seconds = timed(lambda: [scorer.logits(x) for x in plan], device, repeats)
    point = {"batch": batch, "length": length, "requests": len(plan),
             "content_tokens_per_s": round(sum(len(e) for e in encodings) / seconds, 1)}
    if device.type == "cuda":
        point["peak_memory_mib"] = round(torch.cuda.max_memory_allocated(device) / 2**20, 1)
    return point


def knees(points: list[dict]) -> dict[str, int]:
    """Per length: the smallest batch within KNEE_SHARE of the best tokens/s."""
    out = {}
    for length in sorted({p["length"] for p in points}):
        row = sorted((p for p in points if p["length"] == length), key=lambda p: p["batch"])
        best = max(p["content_tokens_per_s"] for p in row)
        out[str(length)] = next(p["batch"] for p in row
                                if p["content_tokens_per_s"] >= KNEE_SHARE * best)
    return out


def measure(name: str, scorer, tagger: WindowedTagger, texts: list[str], args,
            device: torch.device) -> dict:
    """Grid, knee and the production pipeline at the best batch of one scorer."""
    encodings = tagger.tokenizer.encode_batch(texts)
    points = [grid_point(tagger, scorer, encodings, length, batch, device, args.repeats)
              for length in args.lengths for batch in args.batch_sizes]
    at_shipped = [p for p in points if p["length"] == tagger.content] or points
    best = max(at_shipped, key=lambda p: p["content_tokens_per_s"])["batch"]
    tagger.max_batch, tagger.max_tokens = best, best * MAX_WINDOW
    seconds = timed(lambda: tagger.run(texts, scorer, "model"), device, args.repeats)
    return {"scorer": name, "grid": points, "knee": knees(points),
            "pipeline": {"batch": best, "window_content_tokens": tagger.content,
                         "content_tokens_per_s": round(sum(map(len, encodings)) / seconds, 1)}}


def device_info(device: torch.device) -> dict:
    info = {"device": str(device), "torch": torch.__version__, "machine": platform.machine()}
    if device.type == "cuda":
        props = torch.cuda.get_device_properties(device)
        info.update(gpu=props.name, gpu_memory_mib=round(props.total_memory / 2**20))
    return info


def ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",") if x]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--onnx", type=Path, default=None,
                        help="ONNX file whose weights to run (default: the shipped fp16 file)")
    parser.add_argument("--batch-sizes", type=ints, default=[1, 8, 32, 64, 128])
    parser.add_argument("--lengths", type=ints, default=[62, 126, 254],
                        help="window content tokens (the shipped setting is 254)")
    parser.add_argument("--precisions", default="fp32,fp16,bf16")
    parser.add_argument("--notes", type=int, default=400, help="held-out synthetic notes")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--no-ort", action="store_true", help="skip onnxruntime even with CUDA")
    args = parser.parse_args(argv)
    device = torch.device(args.device)
    files = model_files()
    path = args.onnx or files.gpu_onnx
    texts = [n.text for n in CorpusGenerator(HELDOUT_SEED, "heldout").notes(args.notes)]
    tagger = WindowedTagger.from_files(files)
    result: dict = {**device_info(device), "onnx": path.name, "notes": len(texts),
                    "content_tokens": sum(map(len, tagger.tokenizer.encode_batch(texts))),
                    "target_content_tokens_per_s": 200_000, "runs": []}
    network = tagger_from_onnx(path)
    for precision in args.precisions.split(","):
        model = copy.deepcopy(network).to(device=device, dtype=DTYPES[precision])
        scorer = TorchDeviceScorer(model, device)
        result["runs"].append({"precision": precision,
                               **measure(f"torch-{precision}", scorer, tagger, texts, args,
                                         device)})
    import onnxruntime as ort

    if "CUDAExecutionProvider" in ort.get_available_providers() and not args.no_ort:
        result["runs"].append(measure("onnxruntime-cuda", OrtScorer(path), tagger, texts, args,
                                      device))
    else:
        result["onnxruntime_cuda"] = "unavailable: onnxruntime has no CUDA provider here"
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
