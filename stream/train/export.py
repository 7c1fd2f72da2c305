"""Export the trained tagger to ONNX (dynamic batch and sequence axes) and check parity.

The fp32 export is the source of the compact files that are served (stream/train/compact.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnxruntime as ort
import torch

from stream.recognize.model.artifacts import MODEL_NAME, model_files
from stream.recognize.model.labels import TAGS
from stream.train.compact import compact
from stream.train.network import Tagger

INPUTS = ("input_ids", "attention_mask", "case_ids")
OPSET = 17


def export_onnx(model: Tagger, path: Path) -> None:
    """Write model.onnx: int64 [batch, sequence] inputs, logits [batch, sequence, tags]."""
    model.eval()
    path.parent.mkdir(parents=True, exist_ok=True)
    sample = tuple(torch.ones((2, 16), dtype=torch.int64) for _ in INPUTS)
    axes = {name: {0: "batch", 1: "sequence"} for name in INPUTS}
    axes["logits"] = {0: "batch", 1: "sequence"}
    with torch.no_grad():
        torch.onnx.export(
            model,
            sample,
            str(path),
            input_names=list(INPUTS),
            output_names=["logits"],
            dynamic_axes=axes,
            opset_version=OPSET,
            dynamo=False,
            do_constant_folding=True,
        )


def parity(model: Tagger, path: Path, batches: list[dict[str, np.ndarray]]) -> float:
    """Max |logit difference| between torch and onnxruntime over the given batches."""
    model.eval()
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    worst = 0.0
    for arrays in batches:
        with torch.no_grad():
            ref = model(*(torch.from_numpy(arrays[k]) for k in INPUTS)).numpy()
        got = session.run(["logits"], {k: arrays[k] for k in INPUTS})[0]
        mask = arrays["attention_mask"].astype(bool)
        worst = max(worst, float(np.abs(ref - got)[mask].max()))
    return worst


def write_repository(repo: Path, model: Tagger, tokenizer_src: Path, settings: dict) -> Path:
    """The model's files in a Triton repository, compact ONNX files included; returns the
    path of the fp32 export."""
    files = model_files(repo)
    export_onnx(model, files.export_onnx)
    tok = json.loads(tokenizer_src.read_text("utf-8"))
    tok["truncation"] = None
    tok["padding"] = None
    files.tokenizer.parent.mkdir(parents=True, exist_ok=True)
    files.tokenizer.write_text(json.dumps(tok, ensure_ascii=False), "utf-8")
    files.tags.write_text("\n".join(TAGS) + "\n", "utf-8")
    files.settings.write_text(json.dumps(settings, indent=2) + "\n", "utf-8")
    # After settings.json: the fp32 reference decodes with this model's calibrated O bias.
    compact(files.export_onnx, files)
    return files.export_onnx


def model_dir(repo: Path) -> Path:
    """The folder of the tagger in a repository."""
    return repo / MODEL_NAME
