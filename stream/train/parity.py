"""How far the compact ONNX files are from the fp32 export: logits on sample windows, and
character recall on the benchmark sets (held-out synthetic split, gold notes), each file run on
CPU with the production windowing and decoding."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from stream.core.spans import Span
from stream.evaluate.scoring import evaluate
from stream.recognize.merge import merge
from stream.recognize.model.onnx_recognizer import OnnxScorer
from stream.recognize.model.tagger import WindowedTagger
from stream.synthetic import CorpusGenerator
from stream.train.assess import note_logits, rule_spans, summary
from stream.train.report import GOLD, HELDOUT_SEED, read_jsonl

CI_SUBSET = {"heldout": 24, "gold": 16}
"""Notes of each set that the CI parity test scores (the full sets: perf/compact_parity.py)."""


def benchmark_sets(heldout: int, gold: int | None = None) -> dict[str, list[dict]]:
    """The first `heldout` held-out synthetic notes and the first `gold` gold notes (all)."""
    synthetic = CorpusGenerator(HELDOUT_SEED, "heldout").notes(heldout)
    return {"heldout": [n.to_json() for n in synthetic], "gold": read_jsonl(GOLD)[:gold]}


def sample_inputs(batch: int = 3, width: int = 48, seed: int = 0) -> dict[str, np.ndarray]:
    """Random token windows with ragged padding, for logit parity."""
    rng = np.random.default_rng(seed)
    mask = np.zeros((batch, width), dtype=np.int64)
    for row, n in enumerate(rng.integers(width // 4, width + 1, size=batch)):
        mask[row, :n] = 1
    ids = rng.integers(1000, 30000, size=(batch, width), dtype=np.int64) * mask
    cases = rng.integers(1, 8, size=(batch, width), dtype=np.int64) * mask
    return {"input_ids": ids, "attention_mask": mask, "case_ids": cases}


def masked_max_difference(a: np.ndarray, b: np.ndarray, mask: np.ndarray) -> float:
    """Max |a - b| over the unpadded positions."""
    return float(np.abs(a - b)[mask.astype(bool)].max())


def char_metrics(records: list[dict], spans: list[list[Span]]) -> dict:
    """Character recall and non-PHI redaction of predicted spans."""
    preds = [{"id": r["id"], "spans": [s.to_json() for s in ss]}
             for r, ss in zip(records, spans, strict=True)]
    point = summary(evaluate(records, preds, bootstrap=0))
    return {k: point[k] for k in ("char_recall", "nonphi_redaction")}


def note_level(tagger: WindowedTagger, path: Path, records: list[dict]) -> list[np.ndarray]:
    """Averaged logits of each record's text from one ONNX file."""
    return note_logits(tagger, OnnxScorer(path), [r["text"] for r in records])[1]


def assess_set(tagger: WindowedTagger, paths: dict[str, Path], records: list[dict],
               reference: str = "fp32") -> dict:
    """Per file: max logit difference from `reference` over the notes, and the model-only and
    ensemble (model + rules) character metrics."""
    texts = [r["text"] for r in records]
    encodings = tagger.tokenizer.encode_batch(texts)
    rules = rule_spans(records)
    logits = {name: note_level(tagger, path, records) for name, path in paths.items()}
    out = {}
    for name, per_note in logits.items():
        model = [tagger.decode(t, e, lg, "model")
                 for t, e, lg in zip(texts, encodings, per_note, strict=True)]
        ensemble = [merge([*m, *r], t) for m, r, t in zip(model, rules, texts, strict=True)]
        diff = max((float(np.abs(a - b).max())
                    for a, b in zip(per_note, logits[reference], strict=True) if a.size),
                   default=0.0)
        out[name] = {"max_logit_diff": round(diff, 4),
                     "model": char_metrics(records, model),
                     "ensemble": char_metrics(records, ensemble)}
    return out
