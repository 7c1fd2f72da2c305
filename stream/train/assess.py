"""Score a tagger on gold records with `deid eval` metrics, and calibrate the O-tag bias."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
import torch

from stream.core.spans import Note, Span
from stream.evaluate.scoring import evaluate
from stream.recognize.merge import merge
from stream.recognize.model.decode import decode
from stream.recognize.model.labels import NUM_TAGS
from stream.recognize.model.tagger import WindowedTagger
from stream.recognize.model.token_windows import LogitAccumulator
from stream.train.network import Tagger

BIASES = tuple(b / 2 for b in range(-12, 7))  # -6.0 .. 3.0 in steps of 0.5


class TorchScorer:
    """Logits from the torch model (eval mode, no gradients)."""

    def __init__(self, model: Tagger):
        self.model = model.eval()

    def logits(self, inputs: dict[str, np.ndarray]) -> np.ndarray:
        """Logits [B, L, T] of one batch."""
        with torch.no_grad():
            t = [torch.from_numpy(inputs[k]) for k in ("input_ids", "attention_mask", "case_ids")]
            return self.model(*t).numpy()


def note_logits(tagger: WindowedTagger, scorer, texts: Sequence[str]):
    """Encodings and averaged logits of each text."""
    encodings, plan = tagger.prepare(texts)
    acc = LogitAccumulator(encodings, NUM_TAGS)
    for batch in plan:
        acc.add(batch, scorer.logits(tagger.inputs(batch, encodings)))
    return encodings, [acc.averaged(i) for i in range(len(texts))]


def predictions(
    records: Sequence[dict],
    encodings,
    logits,
    bias: float,
    extra: Sequence[Sequence[Span]] | None = None,
) -> list[dict]:
    """Prediction records at one O bias, merged with `extra` spans (the rules) when given."""
    out = []
    for i, (rec, enc, lg) in enumerate(zip(records, encodings, logits, strict=True)):
        lg = lg.copy()
        if lg.size:
            lg[:, 0] -= bias
        spans = decode(rec["text"], enc, lg)
        if extra is not None:
            spans = merge([*spans, *extra[i]], rec["text"])
        out.append({"id": rec["id"], "spans": [s.to_json() for s in spans]})
    return out


def summary(result: dict) -> dict:
    """Overall point metrics of an evaluate() result."""
    metrics = result["overall"]["metrics"]
    return {
        k: round(v["value"], 4) if v["value"] is not None else None for k, v in metrics.items()
    }


def score(
    records: Sequence[dict],
    encodings,
    logits,
    bias: float,
    extra: Sequence[Sequence[Span]] | None = None,
) -> dict:
    """Overall metrics at one bias."""
    preds = predictions(records, encodings, logits, bias, extra)
    return summary(evaluate(records, preds, bootstrap=0))


def rule_spans(records: Sequence[dict]) -> list[list[Span]]:
    """Spans of the rules recognizer (with each record's metadata) for the ensemble."""
    from stream.recognize.rules import RulesRecognizer

    notes = [Note(r["id"], r["text"], metadata=r.get("metadata") or {}) for r in records]
    return RulesRecognizer().recognize_batch(notes)


def calibrate(
    records: Sequence[dict],
    encodings,
    logits,
    extra: Sequence[Sequence[Span]],
    budgets: Mapping[str, float],
) -> tuple[dict[str, float], dict]:
    """Per profile, the O bias of highest ensemble character recall whose non-PHI redaction is
    within the profile's budget (the most conservative bias when none is), and the grid."""
    table = {bias: score(records, encodings, logits, bias, extra) for bias in BIASES}
    chosen = {name: _best(table, budget) for name, budget in budgets.items()}
    return chosen, {"grid": {str(b): table[b] for b in BIASES}}


def _best(table: Mapping[float, dict], budget: float) -> float:
    """The bias of highest character recall (then lowest bias) within a redaction budget."""
    ok = [b for b in BIASES if table[b]["nonphi_redaction"] <= budget]
    return max(ok, key=lambda b: (table[b]["char_recall"], -b)) if ok else BIASES[0]
