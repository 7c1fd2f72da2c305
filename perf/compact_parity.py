"""Quality of the compact model files against the fp32 export, on the full benchmark sets.

For each ONNX file (fp32 export, fp16 GPU file, int8 CPU file) run on CPU with the production
windowing and decoding, prints as JSON: the max |logit difference| from fp32 over every note
and the model-only and ensemble character recall (and non-PHI redaction) on the held-out
synthetic split and the gold notes. The bar: char recall within 0.002 of fp32.
Needs the fp32 export (1/model.onnx after training; it is not shipped).

    python perf/compact_parity.py [--heldout 400] [--fp32 PATH]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

if __package__ in (None, ""):  # `python perf/<name>.py`: import stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stream.recognize.model.artifacts import model_files
from stream.recognize.model.tagger import WindowedTagger
from stream.train.parity import assess_set, benchmark_sets


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--heldout", type=int, default=400)
    parser.add_argument("--gold", type=int, default=None, help="first N gold notes (all)")
    parser.add_argument("--fp32", type=Path, default=None,
                        help="fp32 export (default: 1/model.onnx of the checkout)")
    args = parser.parse_args(argv)
    files = model_files()
    paths = {"fp32": args.fp32 or files.export_onnx, "fp16": files.gpu_onnx, "int8": files.onnx}
    tagger = WindowedTagger.from_files(files, max_batch=4)
    result: dict = {name: assess_set(tagger, paths, records)
                    for name, records in benchmark_sets(args.heldout, args.gold).items()}
    result["bytes"] = {name: path.stat().st_size for name, path in paths.items()}
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
